//! The play page in Spanish (see `mod.rs`).

use super::{EngineLine, Mover, PlayTexts};
use crate::rules::Color;
use crate::web::analysis::review::Judgement;
use crate::web::board::state::{LoadError, PgnNames, TypedMoveError};
use crate::web::i18n::shared::es::color;
use crate::web::i18n::words::{one_of, plural};
use crate::web::i18n::{shared, Lang};


pub(super) const ES: PlayTexts = PlayTexts {
    loading: "Cargando…",
    new_game: "Nueva partida",
    take_back: "Deshacer jugada",
    flip: "Girar tablero",
    engine_move: "El ordenador juega este lado",
    level: "Nivel",
    playing_level: "Nivel de juego",
    you: "Tú",
    level_word: "nivel",
    moves: "Jugadas",
    no_moves: "Aún no hay jugadas",
    fen: "Posición (FEN)",
    resign: "Abandonar",
    resign_question: "¿Abandonar esta partida?",
    resign_yes: "Sí, abandonar",
    resign_no: "Seguir jugando",
    review_progress_label: "Análisis",
    review_graph: "Gráfica de evaluación: pulsa un punto para ver esa posición",
    review_show_line: "Ver la mejor línea",
    review_better_line: "Era mejor",
    nav: "Recorrer las jugadas",
    nav_first: "Inicio de la partida",
    nav_back: "Jugada anterior",
    nav_forward: "Jugada siguiente",
    nav_last: "Posición actual",
    nav_first_key: "Inicio de la partida (Inicio)",
    nav_back_key: "Jugada anterior (←)",
    nav_forward_key: "Jugada siguiente (→)",
    nav_last_key: "Posición actual (Fin)",
    back_to_game: "Volver a la partida",
    eval_bar: "Mostrar la evaluación del ordenador",
    sound: "Sonido",
    board_colours: "Tablero",
    board_wood: "Madera",
    board_green: "Verde",
    board_blue: "Azul",
    board_grey: "Gris",
    piece_set: "Piezas",
    pieces_classic: "Clásicas",
    pieces_shaded: "Sombreadas",
    coordinates: "Coordenadas",
    pv: "Variante principal",
    evaluation: "Evaluación",
    hint: "Pista",
    analyse: "Analizar partida",
    close: "Cerrar",
    play_as: "Juegas con",
    side_white: "Blancas",
    side_black: "Negras",
    side_random: "Al azar",
    time_control: "Ritmo de juego",
    untimed: "Sin reloj",
    custom_time: "Personalizado",
    minutes: "Minutos",
    increment_seconds: "Incremento (segundos)",
    bad_custom_time: "Indica los minutos (más de 0, hasta 180) y los segundos que se suman por jugada (hasta 180).",
    clock_white: "Reloj de las blancas",
    clock_black: "Reloj de las negras",
    new_game_fen: "Posición inicial (FEN, opcional)",
    start: "Empezar",
    cancel: "Cancelar",
    import_export: "Importar y exportar",
    import_label: "Pega un FEN o un PGN",
    import_load: "Cargar",
    import_empty: "Primero pega un FEN o un PGN.",
    copy_fen: "Copiar FEN",
    copy_pgn: "Copiar PGN",
    download_pgn: "Descargar PGN",
    copy_failed: "No se pudo copiar: selecciona el texto de abajo y cópialo.",
    engine_starting: "Motor: arrancando…",
    engine_ready: "Motor: listo",
    engine_thinking: "Motor: pensando…",
    engine_recovered: "Motor: había dejado de funcionar y se ha vuelto a iniciar",
    engine_unavailable: "Motor: no disponible",
    engine_restarting: "Motor: detenido, reiniciando…",
    stalemate: "Ahogado — tablas",
    draw_insufficient_material: "Tablas por material insuficiente",
    draw_fifty_moves: "Tablas por la regla de los cincuenta movimientos",
    draw_repetition: "Tablas por triple repetición",
    draw: "Tablas",
    white_lost_on_time: "Las blancas pierden por tiempo",
    black_lost_on_time: "Las negras pierden por tiempo",
    white_out_of_time_draw: "Sin tiempo, pero las negras no pueden dar mate — tablas",
    black_out_of_time_draw: "Sin tiempo, pero las blancas no pueden dar mate — tablas",
    promotion: "Coronar en",
    promote_queen: "Dama",
    promote_rook: "Torre",
    promote_bishop: "Alfil",
    promote_knight: "Caballo",
    always_queen: "Coronar siempre en dama",
    move_input: "Jugada",
    move_placeholder: "p. ej. e4, Cf3, O-O",
    move_game_over: "La partida ha terminado: empieza una nueva para seguir jugando.",
    move_not_your_turn: "Espera: le toca al ordenador.",

    level_names: [
        "Primeros pasos",
        "Debutante",
        "Novato",
        "Aprendiz",
        "Aficionado",
        "Jugador ocasional",
        "Principiante",
        "Intermedio",
        "Intermedio alto",
        "Avanzado",
        "Club",
        "Club fuerte",
        "Candidato a maestro",
        "Experto",
        "Maestro",
        "Maestro internacional",
        "Máxima fuerza",
    ],
    pgn_names: |levels| PgnNames {
        event: "Partida amistosa",
        player: "Jugador",
        computer: match levels.split_first() {
            None => "Poda".to_string(),
            Some((first, then)) => {
                let then: String = then.iter().map(|level| format!(", luego {level}")).collect();
                format!("Poda (nivel {first}{then})")
            }
        },
        resigns: ["Las blancas abandonan", "Las negras abandonan"],
    },
    to_move: |turn, mover, check| {
        let who = match mover {
            Mover::Human => format!("Juegan las {} — tu turno", color(turn)),
            Mover::Computer => format!("Juegan las {} (ordenador)", color(turn)),
            Mover::ComputerThinking => format!("El ordenador ({}) está pensando…", color(turn)),
        };
        if check {
            format!("¡Jaque! {who}")
        } else {
            who
        }
    },
    looking_back: |shown| {
        let shown = shown.map_or_else(|| "el inicio".to_string(), |m| format!("tras {m}"));
        format!("Viendo una posición anterior ({shown}): haz clic en el tablero o pulsa Fin para volver")
    },
    checkmate: |winner| format!("Jaque mate — ganan las {}", color(winner)),
    resigned: |winner, by_player| {
        if by_player {
            format!("Has abandonado — ganan las {}", color(winner))
        } else {
            format!("Las {} abandonan — ganan las {}", color(!winner), color(winner))
        }
    },
    announce_move: |mover, computer, san| {
        if computer {
            format!("Las {} (ordenador) jugaron {san}", color(mover))
        } else {
            format!("Las {} jugaron {san}", color(mover))
        }
    },
    review_progress: |done, total| format!("Analizando… {done} de {total} posiciones"),
    review_puzzles: |new, all| match new {
        0 => format!("Problemas de tus partidas ({all}): practícalos"),
        1 => format!("Uno de tus errores es ya un problema ({all} en total): practícalo"),
        _ => format!("{new} de tus errores son ya problemas ({all} en total): practícalos"),
    },
    review_counts: |side, (inaccuracies, mistakes, blunders), accuracy| {
        let accuracy = accuracy.map(|a| format!(", precisión {a} %")).unwrap_or_default();
        format!(
            "{}: {}, {}, {}{accuracy}",
            if side == Color::White { "Blancas" } else { "Negras" },
            plural(inaccuracies, "imprecisión", "imprecisiones"),
            plural(mistakes, "error", "errores"),
            plural(blunders, "error grave", "errores graves")
        )
    },
    material: |side, taken, lead| {
        const NAMES: [(&str, &str); 5] =
            [("peón", "peones"), ("caballo", "caballos"), ("alfil", "alfiles"), ("torre", "torres"), ("dama", "damas")];
        let items: Vec<String> = (taken.iter().zip(NAMES))
            .filter(|(&n, _)| n > 0)
            .map(|(&n, (one, many))| {
                if n == 1 {
                    format!("{} {one}", if one == "torre" || one == "dama" { "una" } else { "un" })
                } else {
                    format!("{n} {many}")
                }
            })
            .collect();
        let lead = match lead {
            0 => String::new(),
            n => format!(", con {} de ventaja", plural(n as usize, "punto", "puntos")),
        };
        let side = if side == Color::White { "Las blancas" } else { "Las negras" };
        if items.is_empty() {
            return format!("{side} no han capturado nada{lead}");
        }
        format!("{side} han capturado {}{lead}", one_of(&items, "y"))
    },
    judged_move: |judgement, better| {
        let what = match judgement {
            Judgement::Inaccuracy => "Imprecisión",
            Judgement::Mistake => "Error",
            Judgement::Blunder => "Error grave",
        };
        format!("{what}. Mejor: {better}")
    },
    engine_line: |line| match line {
        EngineLine::Starting => ES.engine_starting.to_string(),
        EngineLine::Ready => ES.engine_ready.to_string(),
        EngineLine::Unavailable => ES.engine_unavailable.to_string(),
        EngineLine::Restarting => ES.engine_restarting.to_string(),
        EngineLine::Thinking => ES.engine_thinking.to_string(),
        EngineLine::Recovered => ES.engine_recovered.to_string(),
        EngineLine::Searching { depth, eval, speed } => {
            let score = eval.map(|e| e.text()).unwrap_or_default();
            format!("Motor: profundidad {depth} · {score} · {speed} nodos/s")
        }
        EngineLine::Played { san } => format!("Motor: jugó {san}"),
        EngineLine::Level { number } => {
            let name = ES.level_name(*number).unwrap_or("");
            format!("Motor: nivel {number} · {name}")
        }
        EngineLine::Sides { computer } => {
            format!("El ordenador juega ahora con las {}; tú, con las {}.", color(*computer), color(!*computer))
        }
    },
    typed_move_error: |err| match err {
        TypedMoveError::GameOver => ES.move_game_over.to_string(),
        TypedMoveError::NotYourTurn => ES.move_not_your_turn.to_string(),
        TypedMoveError::Ambiguous { text, candidates } => {
            format!("{text} es ambigua: puede ser {}. Indica qué pieza mueve.", one_of(candidates, "o"))
        }
        TypedMoveError::San(err) => (shared(Lang::Es).san_error)(err),
    },
    load_error: |err| match err {
        LoadError::Empty => ES.import_empty.to_string(),
        LoadError::Fen(err) => format!("No es un FEN válido: {}.", (shared(Lang::Es).fen_error)(err)),
        LoadError::Pgn(err) => (shared(Lang::Es).pgn_error)(err),
    },
};
