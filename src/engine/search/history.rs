//! What the search learns about quiet moves during a game: from-to history, counter-moves and
//! continuation history, kept by the engine from one search to the next, and the killers,
//! kept for one search. They are written here, after a quiet move's cut-off, and read by the
//! move ordering ([`super::picker`]).

use super::Searcher;
use crate::engine::trace::Tracer;
use crate::rules::{Move, Piece, Position};

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

impl<T: Tracer> Searcher<'_, T> {
    /// After `best`, a quiet move, caused a cut-off at `ply`: it becomes a killer and the
    /// previous move's counter-move, and the histories of the quiet moves tried (`quiets`)
    /// rise for `best` and fall for the others.
    pub(super) fn update_quiet_stats(&mut self, pos: &Position, best: Move, quiets: &[Move], depth: i32, ply: usize) {
        if ply > 0 && self.params.counter_moves {
            let (piece, to) = self.played[ply - 1];
            self.history.counter[piece as usize][to as usize] = best;
        }
        if self.killers[ply][0] != best {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = best;
        }
        let side = pos.turn().index();
        let bonus = (self.params.history_bonus * depth * depth).min(self.params.history_bonus_max);
        for &q in quiets {
            let delta = if q == best { bonus } else { -bonus };
            let h = &mut self.history.quiet[side][q.from().index()][q.to().index()];
            *h += delta - *h * delta.abs() / 16_384;
            if self.params.continuation_history {
                let piece = Piece::new(pos.turn(), pos.moved_role(q)).index();
                for back in 1..=2 {
                    if ply >= back {
                        let idx = Histories::cont_index(self.played[ply - back], piece, q.to().index());
                        let c = &mut self.history.continuation[idx];
                        let v = *c as i32 + delta - *c as i32 * delta.abs() / 16_384;
                        *c = v.clamp(-16_384, 16_384) as i16;
                    }
                }
            }
        }
    }
}
