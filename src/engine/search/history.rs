//! What the search learns during a game: about quiet moves, from-to history, counter-moves and
//! continuation history, kept by the engine from one search to the next, and the killers, kept
//! for one search; they are written here, after a quiet move's cut-off, and read by the move
//! ordering ([`super::picker`]). About the static evaluation, the correction history: by side
//! to move and pawn structure, how far the searches' results have landed from it; with
//! `correction_history` on, the search adds it to every static evaluation it reads
//! (`Searcher::corrected_eval`). Here are the tables; `learning.rs` writes and reads them
//! from the search.

use crate::engine::large_table::LargeTable;
use crate::rules::{Color, Move, Piece, Position, Role};

/// What the search learns about moves, kept across searches of one game.
#[derive(Clone)]
pub struct Histories {
    /// Quiet moves by side, origin and destination: raised when they cause a cut-off.
    pub quiet: [[[i32; 64]; 64]; 2],
    /// The quiet move that last refuted a move, by that move's piece and destination.
    pub counter: [[Move; 64]; 12],
    /// Continuation history: how well a quiet move (piece, destination) did after the move
    /// one or two plies earlier (piece, destination); flat `[12][64][12][64]`, read at random
    /// and so on a huge page where the system gives one.
    pub continuation: LargeTable<i16>,
    /// Capture history: how often a capture (moving piece, destination, captured role) caused
    /// a cut-off; flat `[12][64][6]`.
    pub capture: Vec<i16>,
    /// Correction history: by side and pawn structure (`[2][CORRECTION_SIZE]`, indexed by
    /// [`pawn_index`]), the search results' average distance from the static evaluation, in
    /// 1/[`CORRECTION_GRAIN`] centipawns.
    pub correction: Vec<i32>,
}

/// Entries of the correction history a side.
pub(super) const CORRECTION_SIZE: usize = 16_384;
/// The correction history's unit: 1/256 centipawn.
pub(super) const CORRECTION_GRAIN: i32 = 256;
/// The largest correction, in centipawns.
pub(super) const CORRECTION_MAX: i32 = 64;

/// The correction history's slot for the pawn structure of `pos`.
#[inline]
pub(super) fn pawn_index(pos: &Position) -> usize {
    let white = pos.pieces(Color::White, Role::Pawn).0;
    let black = pos.pieces(Color::Black, Role::Pawn).0;
    let mut h = white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    h ^= h >> 31;
    h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    (h >> 50) as usize % CORRECTION_SIZE
}

impl Histories {
    pub fn new() -> Box<Histories> {
        Box::new(Histories {
            quiet: [[[0; 64]; 64]; 2],
            counter: [[Move::NULL; 64]; 12],
            continuation: LargeTable::filled(12 * 64 * 12 * 64, 0),
            capture: vec![0; 12 * 64 * 6],
            correction: vec![0; 2 * CORRECTION_SIZE],
        })
    }

    /// The capture history's slot for `m`, a capture in `pos`.
    #[inline]
    pub(super) fn capture_index(pos: &Position, m: Move) -> usize {
        let piece = Piece::new(pos.turn(), pos.moved_role(m)).index();
        let victim = pos.captured_role(m).map_or(0, |r| r.index());
        (piece * 64 + m.to().index()) * 6 + victim
    }

    #[inline]
    pub(super) fn cont_index(prev: (u8, u8), piece: usize, to: usize) -> usize {
        ((prev.0 as usize * 64 + prev.1 as usize) * 12 + piece) * 64 + to
    }
}

/// `entry` moved by `delta` towards ±16,384, slower the nearer it is.
#[inline]
pub(super) fn saturating_update(entry: &mut i16, delta: i32) {
    let v = *entry as i32 + delta - *entry as i32 * delta.abs() / 16_384;
    *entry = v.clamp(-16_384, 16_384) as i16;
}
