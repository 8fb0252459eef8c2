//! What the search learns about quiet moves during a game: from-to history, counter-moves and
//! continuation history, kept by the engine from one search to the next.

use crate::rules::Move;

/// What the search learns about moves, kept across searches of one game.
#[derive(Clone)]
pub struct Histories {
    /// Quiet moves by side, origin and destination: raised when they cause a cut-off.
    pub quiet: [[[i32; 64]; 64]; 2],
    /// The quiet move that last refuted a move, by that move's piece and destination.
    pub counter: [[Move; 64]; 12],
    /// Continuation history: how well a quiet move (piece, destination) did after the move
    /// one or two plies earlier (piece, destination); flat `[12][64][12][64]`, on the heap.
    pub continuation: Vec<i16>,
}

impl Histories {
    pub fn new() -> Box<Histories> {
        Box::new(Histories {
            quiet: [[[0; 64]; 64]; 2],
            counter: [[Move::NULL; 64]; 12],
            continuation: vec![0; 12 * 64 * 12 * 64],
        })
    }

    #[inline]
    pub(super) fn cont_index(prev: (u8, u8), piece: usize, to: usize) -> usize {
        ((prev.0 as usize * 64 + prev.1 as usize) * 12 + piece) * 64 + to
    }
}
