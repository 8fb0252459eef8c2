//! Move ordering's plumbing: a node's ordering scores (written for every move before any is
//! read), the selection of the best remaining move, and dropping the quiet moves left.

use crate::rules::{Move, MoveList, Position};
use std::mem::MaybeUninit;

/// Room for the ordering scores of a node's moves, left uninitialised: filling 1 KB at every
/// node costs more than scoring the moves (in wasm a fill is a call into the engine's runtime).
pub(super) struct Scores([MaybeUninit<i32>; 256]);

impl Scores {
    #[inline]
    pub(super) fn uninit() -> Scores {
        Scores([const { MaybeUninit::uninit() }; 256])
    }
}

/// Scores each of `moves` with `score` into `buf`; returns the scores, one per move.
#[inline]
pub(super) fn scores_of<'b>(
    buf: &'b mut Scores,
    moves: &MoveList,
    mut score: impl FnMut(Move) -> i32,
) -> &'b mut [i32] {
    let out = &mut buf.0[..moves.len()];
    for (slot, &m) in out.iter_mut().zip(moves.iter()) {
        *slot = MaybeUninit::new(score(m));
    }
    // SAFETY: the loop wrote every entry of `out`, and `MaybeUninit<i32>` has the layout of `i32`.
    unsafe { &mut *(std::ptr::from_mut(out) as *mut [i32]) }
}

/// Selection sort step: brings the best-scored of the remaining moves to position `i` and
/// returns it (cheaper than sorting, since a cut-off often comes after a few moves). The first
/// of equal scores is taken.
#[inline]
pub(super) fn pick_next(moves: &mut MoveList, scores: &mut [i32], i: usize) -> Move {
    let best = best_index(&scores[i..moves.len()]) + i;
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}

/// The index of the first largest of `scores` (not empty).
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn best_index(scores: &[i32]) -> usize {
    // Iterating a slice keeps the loop free of bounds checks.
    let mut best = 0;
    let mut best_score = scores[0];
    for (k, &s) in scores.iter().enumerate().skip(1) {
        if s > best_score {
            best_score = s;
            best = k;
        }
    }
    best
}

/// The index of the first largest of `scores` (not empty), without a branch: each score is
/// packed with its index (the earlier wins a tie) into one `i64`, and the largest kept with
/// `max`, which SIMD128 does two at a time. In wasm the data-dependent branch of the plain loop
/// costs twice what it does natively, where that loop is faster.
#[cfg(target_arch = "wasm32")]
#[inline]
fn best_index(scores: &[i32]) -> usize {
    let mut best_key = i64::MIN;
    for (k, &s) in scores.iter().enumerate() {
        best_key = best_key.max(((s as i64) << 8) | (255 - k) as i64);
    }
    255 - (best_key & 255) as usize
}

/// Removes the quiet moves from `moves[from..]`, keeping the order of the others.
/// Returns how many were removed.
pub(super) fn drop_quiets(pos: &Position, moves: &mut MoveList, scores: &mut [i32], from: usize) -> usize {
    let mut kept = from;
    for k in from..moves.len() {
        let m = moves[k];
        if pos.is_capture(m) || m.promotion_role().is_some() {
            moves[kept] = m;
            scores[kept] = scores[k];
            kept += 1;
        }
    }
    let removed = moves.len() - kept;
    moves.truncate(kept);
    removed
}
