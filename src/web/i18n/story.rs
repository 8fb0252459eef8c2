//! The story of a search in both languages: the iterations of the engine's iterative deepening
//! (their table, the aspiration windows' outcomes, how the line changed), how deep each
//! algorithm gets within one node budget, and what the transposition table saves in
//! tic-tac-toe. Each sentence lives here with both its wordings, as the mouse and the cats'
//! do; the language files route the story's [`TeachText`]s to [`fixed`]. The panels are built
//! by the teaching view itself, so the play page carries none of it.

use super::{Lang, TeachText};
use crate::teach::iterations::PvChange;

/// The story's fixed texts: English, Spanish.
const TEXTS: [(TeachText, &str, &str); 11] = [
    (TeachText::AlgoMinimaxTable, "Minimax with a transposition table", "Minimax con tabla de transposiciones"),
    (TeachText::IterationsHeading, "Iterations of iterative deepening", "Iteraciones de la profundización iterativa"),
    (TeachText::ColDepth, "Depth", "Prof."),
    (TeachText::ColScore, "Score", "Valor"),
    (TeachText::ColPv, "Principal variation", "Variante principal"),
    (TeachText::ColWindows, "Root window", "Ventana en la raíz"),
    (TeachText::ColTableHits, "Table hits", "Aciertos de tabla"),
    (TeachText::FailLow, "fails low", "falla por abajo"),
    (TeachText::FailHigh, "fails high", "falla por arriba"),
    (TeachText::NewBestMove, "new best move", "nueva mejor jugada"),
    (
        TeachText::ReachLabel,
        "Bar chart of the depth each algorithm reaches with the same number of nodes",
        "Gráfico de barras de la profundidad que alcanza cada algoritmo con el mismo número de nodos",
    ),
];

/// The wording of one of the story's fixed texts (empty for any other text).
pub(super) fn fixed(lang: Lang, text: TeachText) -> &'static str {
    let Some(&(_, en, es)) = TEXTS.iter().find(|(t, _, _)| *t == text) else { return "" };
    match lang {
        Lang::En => en,
        Lang::Es => es,
    }
}

/// What the iterations are, above their table: aspiration windows open from `aspiration`.
pub fn iterations_intro(lang: Lang, aspiration: u32) -> String {
    match lang {
        Lang::En => format!(
            "Poda searches to depth 1, then 2, then 3… each time from the root again. Each iteration leaves \
             the best move of every position it searched in the transposition table, so the next one looks \
             at the best moves first and cuts off sooner (its table hits are the positions the table \
             answered at once). From depth {aspiration} on, the root is searched with a narrow window around \
             the previous score, an aspiration window: when the score falls outside it (it fails low or \
             high), the root is searched again with a wider window. The tree shows the last iteration; \
             here are all of them."
        ),
        Lang::Es => format!(
            "Poda busca a profundidad 1, luego 2, luego 3… cada vez desde la raíz. Cada iteración deja en la \
             tabla de transposiciones la mejor jugada de cada posición que buscó, así que la siguiente mira \
             primero las mejores jugadas y poda antes (sus aciertos en la tabla son las posiciones que la \
             tabla respondió al momento). Desde la profundidad {aspiration}, la raíz se busca con una ventana \
             estrecha alrededor del valor anterior, una ventana de aspiración: si el valor cae fuera (falla \
             por abajo o por arriba), la raíz se vuelve a buscar con una ventana más ancha. El árbol muestra \
             la última iteración; aquí están todas."
        ),
    }
}

/// How an iteration's line changed from the one before, when it did: a new best move, or a
/// new line from a later ply on (counted from 1, the move at the root).
pub fn pv_change_note(lang: Lang, change: PvChange) -> Option<String> {
    match change {
        PvChange::First | PvChange::Kept => None,
        PvChange::Changed { ply: 0 } => Some(fixed(lang, TeachText::NewBestMove).to_string()),
        PvChange::Changed { ply } => Some(match lang {
            Lang::En => format!("new line from ply {}", ply + 1),
            Lang::Es => format!("nueva línea desde la jugada {}", ply + 1),
        }),
    }
}

/// The heading of the depths reached within `budget` nodes (already written with its digits
/// grouped).
pub fn reach_heading(lang: Lang, budget: &str) -> String {
    match lang {
        Lang::En => format!("How deep with {budget} nodes"),
        Lang::Es => format!("Cuánto profundiza con {budget} nodos"),
    }
}

/// What the depths reached within `budget` nodes measure.
pub fn reach_intro(lang: Lang, budget: &str) -> String {
    match lang {
        Lang::En => format!(
            "The same budget of {budget} nodes for each algorithm, on the position on the board: each bar is \
             the deepest search it completes. Minimax and alpha-beta search each depth afresh, with the \
             course's evaluation; Poda's count takes in all its iterations and its quiescence search. The \
             course's claim: with good move ordering, alpha-beta searches about twice as deep as minimax."
        ),
        Lang::Es => format!(
            "El mismo presupuesto de {budget} nodos para cada algoritmo, en la posición del tablero: cada barra \
             es la búsqueda más profunda que completa. Minimax y alfa-beta buscan cada profundidad desde \
             cero, con la evaluación de los apuntes; la cuenta de Poda incluye todas sus iteraciones y su \
             búsqueda de quiescencia. Lo que dicen los apuntes: con una buena ordenación, alfa-beta llega al \
             doble de profundidad que minimax."
        ),
    }
}

/// A bar's value: the depth reached, and (for its title) the nodes it took.
pub fn reach_value(lang: Lang, depth: u32, nodes: &str) -> (String, String) {
    match lang {
        Lang::En => (format!("depth {depth}"), format!("depth {depth} in {nodes} nodes")),
        Lang::Es => (format!("prof. {depth}"), format!("profundidad {depth} en {nodes} nodos")),
    }
}

/// What the transposition table saved in tic-tac-toe: the nodes with it and without it, the
/// different positions it valued and the arrivals it answered (numbers already written).
pub fn table_report(lang: Lang, table: &str, minimax: &str, positions: &str, hits: &str) -> String {
    match lang {
        Lang::En => format!(
            "With a transposition table, minimax searches {table} nodes instead of {minimax}: it values each \
             of the {positions} different positions once, and the {hits} other times it reaches a position \
             already valued (by another order of the same moves) the table answers."
        ),
        Lang::Es => format!(
            "Con una tabla de transposiciones, minimax busca {table} nodos en lugar de {minimax}: valora una \
             sola vez cada una de las {positions} posiciones distintas, y las otras {hits} veces que llega a \
             una posición ya valorada (por otro orden de las mismas jugadas) responde la tabla."
        ),
    }
}

/// A counter row left empty: the algorithm is not counted that deep.
pub fn not_counted(lang: Lang, deepest: u32) -> String {
    match lang {
        Lang::En => format!("counted to depth {deepest} at most"),
        Lang::Es => format!("solo se cuenta hasta la profundidad {deepest}"),
    }
}
