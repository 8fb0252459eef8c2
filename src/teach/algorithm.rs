//! The searches the teaching view runs and compares: plain minimax, minimax with a
//! transposition table (games whose positions have a key: tic-tac-toe), alpha-beta in generation
//! order, alpha-beta with the game's move ordering (the textbook searches of [`super::search`])
//! and the engine's own search ([`super::engine_search`], chess only).
//!
//! Each has one name, the text that stands for it in addresses (`?algorithm=`), in the
//! messages to and from the teaching worker and in the page's `data-algorithm` attributes:
//! [`Algorithm::name`] writes it and [`Algorithm::from_name`] reads it back, and nothing else
//! spells it.
//!
//! # Examples
//! ```
//! use poda::teach::Algorithm;
//!
//! assert_eq!(Algorithm::from_name("negascout"), None);
//! assert!(Algorithm::ALL.iter().all(|&a| Algorithm::from_name(a.name()) == Some(a)));
//! assert_eq!(Algorithm::list(&Algorithm::ALL), "minimax, minimax-tt, alphabeta, ordered, poda");
//! ```

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    Minimax,
    /// Minimax that remembers every position it has valued (a transposition table): a position
    /// reached again by another order of the same moves is answered from the table, not
    /// searched again. For games whose positions have a [`key`](super::TeachGame::key).
    MinimaxTable,
    /// Alpha-beta with the moves in generation order.
    AlphaBeta,
    /// Alpha-beta with the game's move ordering.
    Ordered,
    /// The engine's own search ([`super::engine_search::search`]): chess only.
    Poda,
}

impl Algorithm {
    /// Every algorithm, in the order the teaching view lists them.
    pub const ALL: [Algorithm; 5] =
        [Algorithm::Minimax, Algorithm::MinimaxTable, Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Poda];

    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::MinimaxTable => "minimax-tt",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Ordered => "ordered",
            Algorithm::Poda => "poda",
        }
    }

    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Plain minimax, with a table or without: no window, no cut-off.
    pub const fn is_minimax(self) -> bool {
        matches!(self, Algorithm::Minimax | Algorithm::MinimaxTable)
    }

    /// The names of `algorithms`, separated by commas: the valid values in an error message.
    pub fn list(algorithms: &[Algorithm]) -> String {
        algorithms.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ")
    }
}
