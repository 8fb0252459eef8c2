//! The mouse and the cats in both languages: the mode's fixed texts (its link, the choice of
//! side), its rules and its evaluation in words, its status line and why a board's text was
//! refused. The game's words live together here, each sentence with both its wordings; the
//! language files route the game's [`TeachText`]s to [`fixed`]. The rules and the evaluation are
//! written by the teaching view itself ([`mouse_rules`], [`mouse_evaluation`]), not through
//! `data-i18n`, so that the play page does not carry them.

use super::{Lang, TeachText};
use crate::teach::mouse::{row_of, MouseBoard, MouseBoardError, MouseSide, GOAL_ROW};

/// The game's fixed texts: English, Spanish.
const TEXTS: [(TeachText, &str, &str); 4] = [
    (TeachText::MousePlayer, "You play", "Juegas con"),
    (TeachText::MouseSideMouse, "the mouse", "el ratón"),
    (TeachText::MouseSideCats, "the cats", "los gatos"),
    (TeachText::NewMouseGame, "New game", "Nueva partida"),
];

/// The wording of one of the game's fixed texts (empty for any other text).
pub(super) fn fixed(lang: Lang, text: TeachText) -> &'static str {
    let Some(&(_, en, es)) = TEXTS.iter().find(|(t, _, _)| *t == text) else { return "" };
    match lang {
        Lang::En => en,
        Lang::Es => es,
    }
}

/// The game's rules, as the mode's introduction says them.
pub fn mouse_rules(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "The mouse and the cats, the course's alpha-beta game, on the dark squares of a chess board. \
             The mouse (light, starting on e1) steps one square diagonally in any direction; the four cats \
             (dark, starting on b8, d8, f8 and h8) step one square diagonally forward, down the board. \
             The mouse moves first and wins on reaching the top row; the cats win by trapping it. \
             A side that cannot move loses. After each move you see the alpha-beta tree the computer \
             searched to choose its reply."
        }
        Lang::Es => {
            "El ratón y los gatos, el juego de alfa-beta de los apuntes, en las casillas oscuras de un \
             tablero de ajedrez. El ratón (claro, sale de e1) avanza una casilla en diagonal en cualquier \
             dirección; los cuatro gatos (oscuros, salen de b8, d8, f8 y h8) avanzan una casilla en diagonal \
             hacia delante, hacia abajo del tablero. Empieza el ratón y gana si llega a la fila de arriba; \
             los gatos ganan si lo encierran. Quien no puede mover pierde. Tras cada jugada ves el árbol \
             alfa-beta que exploró el ordenador para elegir su respuesta."
        }
    }
}

/// The evaluation in words: what the numbers in the tree mean.
pub fn mouse_evaluation(lang: Lang) -> &'static str {
    match lang {
        Lang::En => {
            "The evaluation is the mouse's score, 0 to 255: the mouse maximises it, the cats minimise it. \
             255: the mouse has reached the top row; 0: it is trapped (a win some moves away scores a little \
             less). Otherwise the cats are taken as frozen where they stand (those still on the top row do \
             not count yet): if the mouse has a way to the top row, 240 minus 10 for each step of its \
             shortest way (at least 100); if the cats wall it in, 20 plus 2 for each square it can still \
             reach. In the tree the side to move at the root is MAX: when the cats move there, the values \
             are the score negated (−255 to 0)."
        }
        Lang::Es => {
            "La evaluación es la puntuación del ratón, de 0 a 255: el ratón la maximiza y los gatos la \
             minimizan. 255: el ratón ha llegado a la fila de arriba; 0: está encerrado (una victoria a \
             unas jugadas vale un poco menos). Si no, se toman los gatos quietos donde están (los que siguen \
             en la fila de arriba aún no cuentan): si el ratón tiene camino hasta la fila de arriba, 240 \
             menos 10 por cada paso del camino más corto (como mínimo 100); si los gatos le cierran el \
             paso, 20 más 2 por cada casilla que aún alcanza. En el árbol, el bando que mueve en la raíz \
             es MAX: cuando mueven los gatos, los valores son la puntuación cambiada de signo (de −255 a 0)."
        }
    }
}

/// The status line of a game of the mouse and the cats, the person playing `human`.
pub fn mouse_status(lang: Lang, board: &MouseBoard, human: MouseSide) -> String {
    let es = lang == Lang::Es;
    match board.winner() {
        Some(winner) => {
            let reached = row_of(board.mouse()) == GOAL_ROW;
            let how = match (winner, reached, es) {
                (MouseSide::Mouse, true, false) => "The mouse reached the top row",
                (MouseSide::Mouse, false, false) => "The cats cannot move",
                (MouseSide::Cats, _, false) => "The mouse is trapped",
                (MouseSide::Mouse, true, true) => "El ratón ha llegado a la fila de arriba",
                (MouseSide::Mouse, false, true) => "Los gatos no pueden mover",
                (MouseSide::Cats, _, true) => "El ratón está encerrado",
            };
            let who = match (winner == human, es) {
                (true, false) => "you win, well played!",
                (false, false) => "the computer wins.",
                (true, true) => "¡ganas tú, bien jugado!",
                (false, true) => "gana el ordenador.",
            };
            format!("{how}: {who}")
        }
        None if board.turn() == human => match (human, es) {
            (MouseSide::Mouse, false) => "You are the mouse: your move (click a square it can step to).",
            (MouseSide::Cats, false) => "You are the cats: your move (click a cat, then its square).",
            (MouseSide::Mouse, true) => "Eres el ratón: te toca (pulsa una casilla a la que pueda ir).",
            (MouseSide::Cats, true) => "Eres los gatos: te toca (pulsa un gato y luego su casilla).",
        }
        .to_string(),
        None if es => "El ordenador está pensando…".to_string(),
        None => "The computer is thinking…".to_string(),
    }
}

/// Why a board's text was refused.
pub fn mouse_board_error(lang: Lang, err: &MouseBoardError) -> String {
    match lang {
        Lang::En => err.to_string(),
        Lang::Es => match err {
            MouseBoardError::Shape(t) => {
                format!("{t:?} no son ocho filas de m, c y - (la de arriba primero) seguidas de m o c (quién mueve)")
            }
            MouseBoardError::Mice(n) => format!("hay {n} ratones en el tablero: debe haber uno"),
            MouseBoardError::Cats(n) => format!("hay {n} gatos en el tablero: debe haber de 1 a 4"),
            MouseBoardError::LightSquare(s) => {
                format!("hay una pieza en {s}, una casilla clara: las piezas van en las casillas oscuras")
            }
        },
    }
}
