//! What every page says, in Spanish (see `mod.rs`).

use super::{ApiError, Notice, SharedTexts};
use crate::rules::notation::PieceLetters;
use crate::rules::pgn::{PgnError, MAX_VARIATION_DEPTH};
use crate::rules::{Color, FenError, SanError};
use crate::web::i18n::words::one_of;
use crate::web::saved::SavedError;

/// As in "juegan las blancas": the sides are "las blancas" and "las negras".
pub(in crate::web::i18n) fn color(color: Color) -> &'static str {
    match color {
        Color::White => "blancas",
        Color::Black => "negras",
    }
}

pub(super) const ES: SharedTexts = SharedTexts {
    title: "Poda — ajedrez que muestra cómo piensa",
    tagline: "Un juego de ajedrez que muestra cómo piensa",
    language: "Idioma",
    board: "Tablero de ajedrez",
    stop: "Detener",
    theme: "Tema",
    theme_system: "Sistema",
    theme_light: "Claro",
    theme_dark: "Oscuro",
    copied: "Copiado.",
    engine_not_started: "No se pudo iniciar el motor.",
    engine_gave_up: "No se pudo iniciar el motor. Recarga la página para volver a intentarlo.",
    modes_label: "Modo",
    mode_play: "Jugar",
    mode_learn: "Aprender",
    mode_teach: "Árbol de búsqueda",
    mode_tree: "Árbol de ejemplo",
    mode_practice: "Práctica de alfa-beta",
    mode_puzzles: "Problemas de tus partidas",
    mode_tic_tac_toe: "Tres en raya",
    mode_mouse: "Ratón y gatos",
    move_empty: "Escribe primero una jugada, como e4 o Cf3.",

    piece_letters: PieceLetters::new(['R', 'D', 'T', 'A', 'C']),
    notice: |notice| {
        match notice {
            Notice::BadFen(err) => format!(
                "No se pudo usar la posición del enlace ({}). Se empieza desde la posición inicial.",
                (ES.fen_error)(err)
            ),
            Notice::BadDepth { text, max } => {
                format!("La profundidad de búsqueda debe ser un número del 1 al {max}, no «{text}».")
            }
            Notice::BadLevel { text, max } => format!("El nivel debe ser un número del 1 al {max}, no «{text}»."),
            Notice::BadClock { text } => format!("El reloj debe ser minutos+segundos (5+3, 0.5+0), no «{text}»."),
            Notice::BadMovetime { text } => {
                format!("El tiempo de reflexión debe ser un número de milisegundos, no «{text}».")
            }
            Notice::BadMode { text } => format!(
                "El modo del enlace (mode) debe ser play, teach, tree, tictactoe, mouse, practice o puzzles, no «{text}». Se muestra la partida."
            ),
            Notice::BadLang { text } => format!("El idioma del enlace (lang) debe ser «es» o «en», no «{text}»."),
            Notice::EngineUnreadable { detail } => format!("El motor envió algo ilegible: {detail}"),
            Notice::EngineUnreachable { detail } => format!("No se pudo comunicar con el motor: {detail}"),
            Notice::EngineNotStarted => ES.engine_not_started.to_string(),
            Notice::EngineGaveUp => ES.engine_gave_up.to_string(),
            Notice::EngineIllegalMove { uci } => format!("El motor propuso una jugada ilegal ({uci})."),
            Notice::EngineError { message } => format!("Error del motor: {message}"),
            Notice::BadParam { name, text, expected } => (ES.bad_param)(name, text, expected),
            Notice::BadPgn(err) => format!(
                "No se pudo usar la partida del enlace ({}). Se empieza desde la posición inicial.",
                (ES.pgn_error)(err)
            ),
            Notice::GameDropped(err) => format!(
                "No se pudo recuperar la partida guardada ({}); empieza una partida nueva.",
                (ES.saved_error)(err)
            ),
            Notice::SavedLevelUnread { ladder, level } => format!(
                "La partida guardada viene de una versión de Poda con {ladder} niveles y su nivel no se pudo leer: sigue en el nivel {level} (el menú de niveles lo cambia)."
            ),
            Notice::PrefsDropped(err) => format!(
                "No se pudieron usar las preferencias guardadas ({}); se usan las predeterminadas.",
                (ES.saved_error)(err)
            ),
            Notice::PuzzlesDropped(err) => format!(
                "No se pudieron leer los problemas guardados ({}), así que se han borrado.",
                (ES.saved_error)(err)
            ),
        }
    },
    bad_param: |name, text, expected| {
        format!("No se puede usar el parámetro {name} del enlace («{text}»): {expected}. Se usa el valor por defecto.")
    },
    api_error: |err| match err {
        ApiError::NotText { key } => format!("{key} debe ser un texto"),
        ApiError::NotNumber { key, low, high } => format!("{key} debe ser un número de {low} a {high}"),
        ApiError::NotColor { key } => format!("{key} debe ser white o black (blancas o negras)"),
        ApiError::BadLang => "lang debe ser en o es".to_string(),
        ApiError::BadMode { expected } => format!("mode debe ser uno de estos: {expected}"),
        ApiError::BadAlgorithm { expected } => match expected.split_last() {
            Some((last, rest)) => format!("algorithm debe ser {} o {last}", rest.join(", ")),
            None => "algorithm desconocido".to_string(),
        },
        ApiError::NeedsFenOrPgn => "poda:set-position necesita fen o pgn".to_string(),
        ApiError::NeedsMove => "poda:play necesita move (en UCI o en notación algebraica)".to_string(),
        ApiError::UnknownType(name) => format!("tipo de mensaje desconocido: poda:{name}"),
        ApiError::PlayModeOnly => "este mensaje es para el modo de juego (mode play)".to_string(),
        ApiError::AlgorithmInPlay => {
            "algorithm es para los modos de enseñanza (mode teach, tree, tictactoe o mouse)".to_string()
        }
        ApiError::PracticeHasNoPosition => {
            "el modo de práctica no tiene posición: su árbol lo fija la dirección (tree=…)".to_string()
        }
        ApiError::GameOver => "la partida ha terminado".to_string(),
        ApiError::Thinking => "el ordenador ya está pensando".to_string(),
        ApiError::NothingToTakeBack => "no hay ninguna jugada que deshacer".to_string(),
        ApiError::BadFen(e) => format!("FEN incorrecto: {}", (ES.fen_error)(e)),
        ApiError::BadPgn(e) => format!("PGN incorrecto: {}", (ES.pgn_error)(e)),
        ApiError::BadMove(e) => (ES.san_error)(e),
        ApiError::Closing => "la página se está cerrando".to_string(),
        ApiError::Busy => "la página está ocupada: vuelve a pedirlo".to_string(),
        ApiError::AddressUnreadable => "no se puede leer la dirección".to_string(),
        ApiError::NotReopened => "no se pudo abrir la página".to_string(),
    },
    fen_error: |err| {
        let side = |side: &Color| format!("las {}", color(*side));
        match err {
            FenError::Empty => "FEN vacío".to_string(),
            FenError::WrongFieldCount { found } => format!(
                "un FEN tiene 6 campos (tablero, turno, enroques, al paso, contador de medias jugadas, número de jugada); tiene {found}"
            ),
            FenError::WrongRowCount { board, found } => {
                let rows = if *found == 1 { "1 fila".to_string() } else { format!("{found} filas") };
                format!("el tablero «{board}» tiene {rows} separadas por «/»; necesita 8")
            }
            FenError::BadRow { row, rank } => format!("la fila {rank} del tablero («{row}») no describe 8 casillas"),
            FenError::UnknownPiece { ch, row } => {
                format!("letra de pieza desconocida «{ch}» en la fila «{row}» del tablero")
            }
            FenError::WrongKingCount { color, count: 0 } => {
                format!("{} no tienen rey; hace falta exactamente uno", side(color))
            }
            FenError::WrongKingCount { color, count } => {
                format!("{} tienen {count} reyes; hace falta exactamente uno", side(color))
            }
            FenError::TooManyPieces { color } => format!("{} tienen más de 16 piezas o más de 8 peones", side(color)),
            FenError::PawnOnBackRank { square } => {
                format!("un peón en {square}: los peones no pueden estar en la primera ni en la última fila")
            }
            FenError::BadSideToMove { text } => format!("el turno «{text}» no es «w» ni «b»"),
            FenError::OpponentInCheck { color } => format!("{} están en jaque, pero no les toca jugar", side(color)),
            FenError::BadCastling { text } => format!("el campo de enroque «{text}» no es «-» ni letras de «KQkq»"),
            FenError::CastlingWithoutPieces { right } => {
                format!("el enroque «{right}» necesita el rey y la torre en sus casillas iniciales")
            }
            FenError::BadEnPassant { text } => format!("el campo de captura al paso «{text}» no es «-» ni una casilla"),
            FenError::ImpossibleEnPassant { square } => format!(
                "la casilla de captura al paso {square} no puede seguir a un avance doble de peón en esta posición"
            ),
            FenError::BadHalfmoveClock { text } => format!("el contador de medias jugadas «{text}» no es un número"),
            FenError::BadFullmoveNumber { text } => format!("el número de jugada «{text}» no es un número positivo"),
        }
    },
    san_error: |err| match err {
        SanError::Empty => ES.move_empty.to_string(),
        SanError::Syntax { text } => {
            format!("«{text}» no es una jugada en notación algebraica (como e4, Cf3, e8=D u O-O).")
        }
        SanError::Illegal { text } => format!("{text} no es una jugada legal en esta posición."),
        SanError::Ambiguous { text, candidates } => {
            format!("{text} es ambigua: puede ser {}.", one_of(candidates, "o"))
        }
        SanError::MissingPromotion { text } => {
            format!("{text} llega a la última fila: añade la pieza, p. ej. {text}=D o {text}=C.")
        }
    },
    pgn_error: |err| {
        let at = err.at();
        let game = &at.game;
        let mut place = format!("partida {}", game.number);
        if game.white.is_some() || game.black.is_some() {
            let white = game.white.as_deref().unwrap_or("?");
            let black = game.black.as_deref().unwrap_or("?");
            place += &format!(" ({white} - {black})");
        }
        place += &format!(", línea {}", at.line);
        let what = match err {
            PgnError::BadTag { text, .. } => format!("«{text}» no es una etiqueta como [White \"Morphy\"]"),
            PgnError::BadFen { fen, error, .. } => format!("la etiqueta FEN «{fen}»: {}", (ES.fen_error)(error)),
            PgnError::BadMove { text, error, .. } => format!("la jugada {text}: {}", (ES.san_error)(error)),
            PgnError::BadNag { text, .. } => format!("«{text}» no es un NAG ($0 a $255)"),
            PgnError::UnclosedComment { .. } => "un comentario abierto con «{» no se cierra".to_string(),
            PgnError::UnclosedVariation { .. } => "una variante abierta con «(» no se cierra".to_string(),
            PgnError::UnmatchedParenthesis { .. } => "«)» no cierra ninguna variante".to_string(),
            PgnError::VariationWithoutMove { .. } => "una variante «(» antes de ninguna jugada".to_string(),
            PgnError::VariationsTooDeep { .. } => format!("variantes anidadas a más de {MAX_VARIATION_DEPTH} niveles"),
        };
        format!("No es un PGN válido: {place}: {}.", what.trim_end_matches('.'))
    },
    saved_error: |err| match err {
        SavedError::NotJson => "no se puede leer".to_string(),
        SavedError::OtherVersion { found } => format!("se guardó con otra versión de Poda (versión {found})"),
        SavedError::BadField { field } => format!("su campo {field} falta o es erróneo"),
        SavedError::BadFen(err) => (ES.fen_error)(err),
        SavedError::IllegalMove { index, uci } => format!("su jugada {} ({uci}) no es legal", index + 1),
    },
};
