//! A scored root move ([`Line`]): what each depth reports, once per line with MultiPV, and what
//! a weaker level chooses among.

use crate::engine::Score;
use crate::rules::Move;

/// The most lines a search scores: more than any position has legal moves (218).
pub const MAX_LINES: usize = 256;

/// One scored root move: its score, the depth it was searched to and its principal variation,
/// which starts with the move.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub score: Score,
    pub depth: u32,
    pub pv: Vec<Move>,
    /// The score in the search's internal units (the next iteration's aspiration window).
    pub(crate) value: i32,
}

impl Line {
    /// The root move scored ([`Move::NULL`] for a root without moves to search).
    pub fn mv(&self) -> Move {
        self.pv.first().copied().unwrap_or(Move::NULL)
    }
}
