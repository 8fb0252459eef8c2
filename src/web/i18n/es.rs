//! Spanish: every fixed text and every sentence of the page, as the `Language` trait asks
//! (see the module doc of `i18n`).

use super::{one_of, plural, EngineLine, Language, Mover, Notice, Text};
use crate::rules::notation::PieceLetters;
use crate::rules::pgn::{PgnError, MAX_VARIATION_DEPTH};
use crate::rules::{Color, FenError, SanError};
use crate::web::analysis::review::Judgement;
use crate::web::board::state::{LoadError, PgnNames, TypedMoveError};
use crate::web::saved::SavedError;

/// The Spanish language.
pub(super) struct Spanish;

/// As in "juegan las blancas": the sides are "las blancas" and "las negras".
fn color(color: Color) -> &'static str {
    match color {
        Color::White => "blancas",
        Color::Black => "negras",
    }
}

impl Language for Spanish {
    /// Rey, dama, torre, alfil, caballo.
    fn piece_letters(&self) -> PieceLetters {
        PieceLetters::new(['R', 'D', 'T', 'A', 'C'])
    }

    fn pgn_names(&self, level: Option<u8>) -> PgnNames {
        PgnNames {
            event: "Partida amistosa",
            player: "Jugador",
            computer: level.map_or_else(|| "Poda".to_string(), |level| format!("Poda (nivel {level})")),
            resigns: ["Las blancas abandonan", "Las negras abandonan"],
        }
    }

    fn text(&self, text: Text) -> &'static str {
        match text {
            // The page around the board (index.html).
            Text::Title => "Poda — ajedrez que muestra cómo piensa",
            Text::Tagline => "Un juego de ajedrez que muestra cómo piensa",
            Text::Language => "Idioma",
            Text::Board => "Tablero de ajedrez",
            Text::Loading => "Cargando…",
            Text::NewGame => "Nueva partida",
            Text::TakeBack => "Deshacer jugada",
            Text::Flip => "Girar tablero",
            Text::Stop => "Detener",
            Text::EngineMove => "Jugada del ordenador",
            Text::Level => "Nivel",
            Text::PlayingLevel => "Nivel de juego",
            Text::Moves => "Jugadas",
            Text::NoMoves => "Aún no hay jugadas",
            Text::Fen => "Posición (FEN)",
            Text::Resign => "Abandonar",
            Text::ResignQuestion => "¿Abandonar esta partida?",
            Text::ResignYes => "Sí, abandonar",
            Text::ResignNo => "Seguir jugando",
            Text::ReviewProgress => "Análisis",
            Text::ReviewGraph => "Gráfica de evaluación: pulsa un punto para ver esa posición",
            Text::ReviewShowLine => "Ver la mejor línea",
            Text::ReviewBetterLine => "Era mejor",
            Text::Nav => "Recorrer las jugadas",
            Text::NavFirst => "Inicio de la partida",
            Text::NavBack => "Jugada anterior",
            Text::NavForward => "Jugada siguiente",
            Text::NavLast => "Posición actual",
            Text::NavFirstKey => "Inicio de la partida (Inicio)",
            Text::NavBackKey => "Jugada anterior (←)",
            Text::NavForwardKey => "Jugada siguiente (→)",
            Text::NavLastKey => "Posición actual (Fin)",
            Text::EvalBar => "Mostrar la evaluación del ordenador",
            Text::Sound => "Sonido",
            Text::Theme => "Tema",
            Text::ThemeSystem => "Sistema",
            Text::ThemeLight => "Claro",
            Text::ThemeDark => "Oscuro",
            Text::BoardColours => "Tablero",
            Text::BoardWood => "Madera",
            Text::BoardGreen => "Verde",
            Text::BoardBlue => "Azul",
            Text::BoardGrey => "Gris",
            Text::PieceSet => "Piezas",
            Text::PiecesClassic => "Clásicas",
            Text::PiecesShaded => "Sombreadas",
            Text::Coordinates => "Coordenadas",
            Text::Pv => "Variante principal",
            Text::Evaluation => "Evaluación",
            Text::Hint => "Pista",
            Text::Analyse => "Analizar partida",
            Text::Close => "Cerrar",
            Text::PlayAs => "Juegas con",
            Text::SideWhite => "Blancas",
            Text::SideBlack => "Negras",
            Text::SideRandom => "Al azar",
            Text::TimeControl => "Ritmo de juego",
            Text::Untimed => "Sin reloj",
            Text::CustomTime => "Personalizado",
            Text::Minutes => "Minutos",
            Text::IncrementSeconds => "Incremento (segundos)",
            Text::BadCustomTime => {
                "Indica los minutos (más de 0, hasta 180) y los segundos que se suman por jugada (hasta 180)."
            }
            Text::ClockWhite => "Reloj de las blancas",
            Text::ClockBlack => "Reloj de las negras",
            Text::NewGameFen => "Posición inicial (FEN, opcional)",
            Text::Start => "Empezar",
            Text::Cancel => "Cancelar",
            Text::ImportExport => "Importar y exportar",
            Text::ImportLabel => "Pega un FEN o un PGN",
            Text::ImportLoad => "Cargar",
            Text::ImportEmpty => "Primero pega un FEN o un PGN.",
            Text::CopyFen => "Copiar FEN",
            Text::CopyPgn => "Copiar PGN",
            Text::DownloadPgn => "Descargar PGN",
            Text::Copied => "Copiado.",
            Text::CopyFailed => "No se pudo copiar: selecciona el texto de abajo y cópialo.",

            // The engine line.
            Text::EngineStarting => "Motor: arrancando…",
            Text::EngineThinking => "Motor: pensando…",
            Text::EngineRecovered => "Motor: había dejado de funcionar y se ha vuelto a iniciar",
            Text::EngineReady => "Motor: listo",
            Text::EngineUnavailable => "Motor: no disponible",
            Text::EngineRestarting => "Motor: detenido, reiniciando…",

            // Game over.
            Text::Stalemate => "Ahogado — tablas",
            Text::DrawInsufficientMaterial => "Tablas por material insuficiente",
            Text::DrawFiftyMoves => "Tablas por la regla de los cincuenta movimientos",
            Text::DrawRepetition => "Tablas por triple repetición",
            Text::WhiteLostOnTime => "Las blancas pierden por tiempo",
            Text::BlackLostOnTime => "Las negras pierden por tiempo",
            Text::WhiteOutOfTimeDraw => "Sin tiempo, pero las negras no pueden dar mate — tablas",
            Text::BlackOutOfTimeDraw => "Sin tiempo, pero las blancas no pueden dar mate — tablas",
            Text::Draw => "Tablas",

            // The engine's levels (src/engine/levels.rs names them in English), by number.
            Text::Level1 => "Primeros pasos",
            Text::Level2 => "Novato",
            Text::Level3 => "Principiante",
            Text::Level4 => "Intermedio",
            Text::Level5 => "Avanzado",
            Text::Level6 => "Club",
            Text::Level7 => "Club fuerte",
            Text::Level8 => "Experto",
            Text::Level9 => "Maestro",
            Text::Level10 => "Máxima fuerza",

            // Notices without parameters.
            Text::EngineNotStarted => "No se pudo iniciar el motor.",
            Text::EngineGaveUp => "No se pudo iniciar el motor. Recarga la página para volver a intentarlo.",

            // The modes (header links).
            Text::ModesLabel => "Modo",
            Text::ModePlay => "Jugar",
            Text::ModeTeach => "Aprender: árbol de búsqueda",
            Text::ModeTree => "Árbol de ejemplo",
            Text::ModePractice => "Práctica de alfa-beta",
            Text::ModeTicTacToe => "Tres en raya",

            Text::ModeMouse => "Ratón y gatos",
            // The play page (promotion, typed moves, saved games).
            Text::Promotion => "Coronar en",
            Text::PromoteQueen => "Dama",
            Text::PromoteRook => "Torre",
            Text::PromoteBishop => "Alfil",
            Text::PromoteKnight => "Caballo",
            Text::AlwaysQueen => "Coronar siempre en dama",
            Text::MoveInput => "Jugada",
            Text::MovePlaceholder => "p. ej. e4, Cf3, O-O",
            Text::MoveGameOver => "La partida ha terminado: empieza una nueva para seguir jugando.",
            Text::MoveNotYourTurn => "Espera: le toca al ordenador.",
            Text::MoveEmpty => "Escribe primero una jugada, como e4 o Cf3.",
        }
    }

    // ---- The play page.

    fn to_move(&self, turn: Color, mover: Mover, check: bool) -> String {
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
    }

    fn checkmate(&self, winner: Color) -> String {
        format!("Jaque mate — ganan las {}", color(winner))
    }

    fn resigned(&self, winner: Color, by_player: bool) -> String {
        if by_player {
            format!("Has abandonado — ganan las {}", color(winner))
        } else {
            format!("Las {} abandonan — ganan las {}", color(!winner), color(winner))
        }
    }

    fn announce_move(&self, mover: Color, computer: bool, san: &str) -> String {
        if computer {
            format!("Las {} (ordenador) jugaron {san}", color(mover))
        } else {
            format!("Las {} jugaron {san}", color(mover))
        }
    }

    fn review_progress(&self, done: usize, total: usize) -> String {
        format!("Analizando… {done} de {total} posiciones")
    }

    fn review_counts(
        &self,
        side: Color,
        (inaccuracies, mistakes, blunders): (usize, usize, usize),
        accuracy: Option<u32>,
    ) -> String {
        let accuracy = accuracy.map(|a| format!(", precisión {a} %")).unwrap_or_default();
        format!(
            "{}: {}, {}, {}{accuracy}",
            if side == Color::White { "Blancas" } else { "Negras" },
            plural(inaccuracies, "imprecisión", "imprecisiones"),
            plural(mistakes, "error", "errores"),
            plural(blunders, "error grave", "errores graves")
        )
    }

    fn material(&self, side: Color, taken: [usize; 5], lead: u32) -> String {
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
    }

    fn judged_move(&self, judgement: Judgement, better: &str) -> String {
        let what = match judgement {
            Judgement::Inaccuracy => "Imprecisión",
            Judgement::Mistake => "Error",
            Judgement::Blunder => "Error grave",
        };
        format!("{what}. Mejor: {better}")
    }

    fn engine_line(&self, line: &EngineLine) -> String {
        match line {
            EngineLine::Starting => self.text(Text::EngineStarting).to_string(),
            EngineLine::Ready => self.text(Text::EngineReady).to_string(),
            EngineLine::Unavailable => self.text(Text::EngineUnavailable).to_string(),
            EngineLine::Restarting => self.text(Text::EngineRestarting).to_string(),
            EngineLine::Thinking => self.text(Text::EngineThinking).to_string(),
            EngineLine::Recovered => self.text(Text::EngineRecovered).to_string(),
            EngineLine::Searching { depth, eval, speed } => {
                let score = eval.map(|e| e.text()).unwrap_or_default();
                format!("Motor: profundidad {depth} · {score} · {speed} nodos/s")
            }
            EngineLine::Played { san } => format!("Motor: jugó {san}"),
            EngineLine::Level { number } => {
                let name = super::level_text(*number).map_or("", |text| self.text(text));
                format!("Motor: nivel {number} · {name}")
            }
            EngineLine::Sides { computer } => {
                format!("El ordenador juega ahora con las {}; tú, con las {}.", color(*computer), color(!*computer))
            }
        }
    }

    fn notice(&self, notice: &Notice) -> String {
        match notice {
            Notice::BadFen(err) => format!(
                "No se pudo usar la posición del enlace ({}). Se empieza desde la posición inicial.",
                self.fen_error(err)
            ),
            Notice::BadDepth { text, max } => {
                format!("La profundidad de búsqueda debe ser un número del 1 al {max}, no {text:?}.")
            }
            Notice::BadLevel { text, max } => format!("El nivel debe ser un número del 1 al {max}, no {text:?}."),
            Notice::BadClock { text } => format!("El reloj debe ser minutos+segundos (5+3, 0.5+0), no {text:?}."),
            Notice::BadMovetime { text } => {
                format!("El tiempo de reflexión debe ser un número de milisegundos, no {text:?}.")
            }
            Notice::BadMode { text } => format!(
                "El modo del enlace (mode) debe ser play, teach, tree, tictactoe, mouse o practice, no {text:?}. Se muestra la partida."
            ),
            Notice::BadLang { text } => format!("El idioma del enlace (lang) debe ser \"es\" o \"en\", no {text:?}."),
            Notice::EngineUnreadable { detail } => format!("El motor envió algo ilegible: {detail}"),
            Notice::EngineUnreachable { detail } => format!("No se pudo comunicar con el motor: {detail}"),
            Notice::EngineNotStarted => self.text(Text::EngineNotStarted).to_string(),
            Notice::EngineGaveUp => self.text(Text::EngineGaveUp).to_string(),
            Notice::EngineIllegalMove { uci } => format!("El motor propuso una jugada ilegal ({uci})."),
            Notice::EngineError { message } => format!("Error del motor: {message}"),
            Notice::BadParam { name, text, expected } => self.bad_param(name, text, expected),
            Notice::BadPgn(err) => format!(
                "No se pudo usar la partida del enlace ({}). Se empieza desde la posición inicial.",
                self.pgn_error(err)
            ),
            Notice::GameDropped(err) => format!(
                "No se pudo recuperar la partida guardada ({}); empieza una partida nueva.",
                self.saved_error(err)
            ),
            Notice::PrefsDropped(err) => format!(
                "No se pudieron usar las preferencias guardadas ({}); se usan las de siempre.",
                self.saved_error(err)
            ),
        }
    }

    fn bad_param(&self, name: &str, text: &str, expected: &str) -> String {
        format!("No se puede usar {name} del enlace ({text:?}): {expected}. Se usa el valor por defecto.")
    }

    fn fen_error(&self, err: &FenError) -> String {
        let side = |side: &Color| format!("las {}", color(*side));
        match err {
            FenError::Empty => "FEN vacío".to_string(),
            FenError::WrongFieldCount { found } => format!(
                "un FEN tiene 6 campos (tablero, turno, enroques, al paso, contador de medias jugadas, número de jugada); tiene {found}"
            ),
            FenError::WrongRowCount { board, found } => {
                format!("el tablero '{board}' tiene {found} filas separadas por '/'; necesita 8")
            }
            FenError::BadRow { row, rank } => format!("la fila {rank} del tablero ('{row}') no describe 8 casillas"),
            FenError::UnknownPiece { ch, row } => {
                format!("letra de pieza desconocida '{ch}' en la fila '{row}' del tablero")
            }
            FenError::WrongKingCount { color, count } => {
                format!("{} tienen {count} reyes; hace falta exactamente 1", side(color))
            }
            FenError::TooManyPieces { color } => format!("{} tienen más de 16 piezas o más de 8 peones", side(color)),
            FenError::PawnOnBackRank { square } => {
                format!("un peón en {square}: los peones no pueden estar en la primera ni en la última fila")
            }
            FenError::BadSideToMove { text } => format!("el turno '{text}' no es 'w' ni 'b'"),
            FenError::OpponentInCheck { color } => format!("{} están en jaque, pero no les toca jugar", side(color)),
            FenError::BadCastling { text } => format!("el campo de enroque '{text}' no es '-' ni letras de 'KQkq'"),
            FenError::CastlingWithoutPieces { right } => {
                format!("el enroque '{right}' necesita el rey y la torre en sus casillas iniciales")
            }
            FenError::BadEnPassant { text } => format!("el campo de captura al paso '{text}' no es '-' ni una casilla"),
            FenError::ImpossibleEnPassant { square } => format!(
                "la casilla de captura al paso {square} no puede seguir a un avance doble de peón en esta posición"
            ),
            FenError::BadHalfmoveClock { text } => format!("el contador de medias jugadas '{text}' no es un número"),
            FenError::BadFullmoveNumber { text } => format!("el número de jugada '{text}' no es un número positivo"),
        }
    }

    fn san_error(&self, err: &SanError) -> String {
        match err {
            SanError::Empty => self.text(Text::MoveEmpty).to_string(),
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
        }
    }

    fn pgn_error(&self, err: &PgnError) -> String {
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
            PgnError::BadFen { fen, error, .. } => format!("la etiqueta FEN «{fen}»: {}", self.fen_error(error)),
            PgnError::BadMove { text, error, .. } => format!("la jugada {text}: {}", self.san_error(error)),
            PgnError::BadNag { text, .. } => format!("«{text}» no es un NAG ($0 a $255)"),
            PgnError::UnclosedComment { .. } => "un comentario abierto con «{» no se cierra".to_string(),
            PgnError::UnclosedVariation { .. } => "una variante abierta con «(» no se cierra".to_string(),
            PgnError::UnmatchedParenthesis { .. } => "«)» no cierra ninguna variante".to_string(),
            PgnError::VariationWithoutMove { .. } => "una variante «(» antes de ninguna jugada".to_string(),
            PgnError::VariationsTooDeep { .. } => format!("variantes anidadas a más de {MAX_VARIATION_DEPTH} niveles"),
        };
        format!("No es un PGN válido: {place}: {}.", what.trim_end_matches('.'))
    }

    fn typed_move_error(&self, err: &TypedMoveError) -> String {
        match err {
            TypedMoveError::GameOver => self.text(Text::MoveGameOver).to_string(),
            TypedMoveError::NotYourTurn => self.text(Text::MoveNotYourTurn).to_string(),
            TypedMoveError::Ambiguous { text, candidates } => {
                format!("{text} es ambigua: puede ser {}. Indica qué pieza mueve.", one_of(candidates, "o"))
            }
            TypedMoveError::San(err) => self.san_error(err),
        }
    }

    fn load_error(&self, err: &LoadError) -> String {
        match err {
            LoadError::Empty => self.text(Text::ImportEmpty).to_string(),
            LoadError::Fen(err) => format!("No es un FEN válido: {}.", self.fen_error(err)),
            LoadError::Pgn(err) => self.pgn_error(err),
        }
    }

    fn saved_error(&self, err: &SavedError) -> String {
        match err {
            SavedError::NotJson => "no se puede leer".to_string(),
            SavedError::OtherVersion { found } => format!("se guardó con otra versión de Poda (versión {found})"),
            SavedError::BadField { field } => format!("su campo {field} falta o es erróneo"),
            SavedError::BadFen(err) => self.fen_error(err),
            SavedError::IllegalMove { index, uci } => format!("su jugada {} ({uci}) no es legal", index + 1),
        }
    }

}
