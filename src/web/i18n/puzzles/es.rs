//! The puzzles view in Spanish (see `mod.rs`).

use super::PuzzleTexts;
use crate::rules::Color;
use crate::web::i18n::words::pawns;
use crate::web::puzzles::model::Loss;

pub(super) const ES: PuzzleTexts = PuzzleTexts {
    title: "Problemas de tus partidas",
    intro: "Cada error que cometiste en una partida analizada, otra vez delante de ti: encuentra una jugada mejor.",
    empty: "Aún no hay problemas. Juega una partida y pulsa «Analizar partida»: cada uno de tus errores, graves o no, se convertirá aquí en un problema.",
    play_link: "Jugar una partida",
    next: "Siguiente problema",
    retry: "Reintentar",
    why: "¿Por qué? Ver la búsqueda",
    list_heading: "Tus problemas",
    checking: "Comprobando tu jugada…",
    board_name: "Tablero del problema",

    puzzle_of: |i, n, blunder| format!("Problema {i} de {n} · {}", if blunder { "un error grave" } else { "un error" }),
    find: |side, played| {
        let side = if side == Color::White { "las blancas" } else { "las negras" };
        format!("Encuentra una jugada mejor para {side}. En tu partida jugaste {played}.")
    },
    solved_best: |san| format!("¡Resuelto! {san} es la jugada."),
    solved_other: |san, best| format!("¡Resuelto! {san} vale tanto como {best}, la jugada del motor."),
    failed: |san, loss, reply| {
        let why = match loss {
            Loss::GameMove => format!("{san} es la jugada de tu partida"),
            Loss::Centipawns(cp) => format!("{san} regala {} peones", pawns(cp, ',')),
            Loss::MissesMate => format!("{san} deja escapar un mate"),
            Loss::GetsMated => format!("{san} permite un mate"),
        };
        match reply {
            Some(reply) => format!("{why}: {reply} lo castiga. Inténtalo otra vez o mira por qué."),
            None => format!("{why}. Buscando la respuesta…"),
        }
    },
    counts: |n, solved, failed, retried| {
        format!(
            "{n} problema{} · {solved} resuelto{} · {failed} fallado{} · {retried} reintento{}",
            if n == 1 { "" } else { "s" },
            if solved == 1 { "" } else { "s" },
            if failed == 1 { "" } else { "s" },
            if retried == 1 { "" } else { "s" }
        )
    },
    list_item: |i, state| match state {
        Some(true) => format!("Problema {i}: resuelto"),
        Some(false) => format!("Problema {i}: aún sin resolver"),
        None => format!("Problema {i}: aún sin intentar"),
    },
};
