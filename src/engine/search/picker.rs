//! Move ordering: a node's ordering scores (the hash move, then captures by MVV-LVA and their
//! capture history, split by their exchange, queen promotions, killers, the counter-move, and
//! quiet moves by their histories and, with `threat_bonus`, by whether they take a piece out of
//! a lesser piece's attack or into one), written for every move before any is read; the
//! selection of the best remaining move; and dropping the quiet moves left.
//!
//! What the histories learn is [`super::history`]'s; here they are only read.

use super::{Histories, Searcher};
use crate::engine::see::{see, value};
use crate::engine::trace::Tracer;
use crate::rules::attacks::{self, knight_attacks, pawn_attacks};
use crate::rules::{Bitboard, Move, MoveList, Piece, Position, Role};
use std::mem::MaybeUninit;

/// Ordering score bands: the hash move first, then good captures (and queen promotions),
/// killers and the counter-move, quiet moves by history (around 0), and bad captures last.
pub(super) const SCORE_TT: i32 = 1 << 30;
pub(super) const SCORE_GOOD_CAPTURE: i32 = 1 << 28;
pub(super) const SCORE_KILLER: i32 = 1 << 27;
pub(super) const SCORE_BAD_CAPTURE: i32 = -(1 << 28);

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
#[inline(always)]
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

impl<T: Tracer> Searcher<'_, T> {
    /// The ordering scores of `moves`, written into `buf`.
    pub(super) fn score_moves<'b>(
        &self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Move,
        ply: usize,
        buf: &'b mut Scores,
    ) -> &'b mut [i32] {
        let side = pos.turn().index();
        let counter = self.counter_move(ply);
        let threats = if self.params.threat_bonus > 0 { Threats::of(pos) } else { Threats::NONE };
        scores_of(buf, moves, |m| {
            if m == tt_move {
                SCORE_TT
            } else if let Some(victim) = pos.captured_role(m) {
                let attacker = pos.moved_role(m);
                let mut mvv_lva = value(victim) * 8 - attacker.index() as i32;
                if self.params.capture_history {
                    mvv_lva += self.history.capture[Histories::capture_index(pos, m)] as i32 / 16;
                }
                // Taking a piece worth at least the taker never loses material: no exchange to
                // work out.
                let even = value(victim) >= value(attacker) && m.promotion_role().is_none();
                if even || see(pos, m) >= 0 {
                    SCORE_GOOD_CAPTURE + mvv_lva
                } else {
                    SCORE_BAD_CAPTURE + mvv_lva
                }
            } else if let Some(promo) = m.promotion_role() {
                if promo == Role::Queen {
                    SCORE_GOOD_CAPTURE
                } else {
                    SCORE_BAD_CAPTURE - 1000
                }
            } else if m == self.killers[ply][0] {
                SCORE_KILLER + 1
            } else if m == self.killers[ply][1] {
                SCORE_KILLER
            } else if m == counter {
                SCORE_KILLER - 1
            } else {
                self.quiet_score(pos, m, ply, side) + threats.score(pos, m, self.params.threat_bonus)
            }
        })
    }

    /// History score of a quiet move: from-to history plus the continuation histories of the
    /// moves one and two plies back.
    #[inline]
    fn quiet_score(&self, pos: &Position, m: Move, ply: usize, side: usize) -> i32 {
        let mut s = self.history.quiet[side][m.from().index()][m.to().index()];
        if self.params.continuation_history {
            let piece = Piece::new(pos.turn(), pos.moved_role(m)).index();
            for back in 1..=2 {
                if ply >= back {
                    let prev = self.played[ply - back];
                    s += self.history.continuation[Histories::cont_index(prev, piece, m.to().index())] as i32;
                }
            }
        }
        s
    }

    /// The remembered refutation of the previous move, if any.
    #[inline]
    fn counter_move(&self, ply: usize) -> Move {
        if ply == 0 || !self.params.counter_moves {
            return Move::NULL;
        }
        let (piece, to) = self.played[ply - 1];
        self.history.counter[piece as usize][to as usize]
    }
}

/// The squares where the opponent (the side not to move) can win a piece of ours by taking it
/// with a lesser one: a minor piece on a square its pawns attack, a rook on one its pawns or
/// minor pieces attack, a queen on one its pawns, minor pieces or rooks attack.
#[derive(Clone, Copy)]
struct Threats {
    by_pawn: Bitboard,
    by_minor: Bitboard,
    by_rook: Bitboard,
}

impl Threats {
    const NONE: Threats = Threats { by_pawn: Bitboard::EMPTY, by_minor: Bitboard::EMPTY, by_rook: Bitboard::EMPTY };

    #[inline]
    fn of(pos: &Position) -> Threats {
        let them = !pos.turn();
        let occupied = pos.occupied();
        let sliders = attacks::tables();
        let mut by_pawn = Bitboard::EMPTY;
        for sq in pos.pieces(them, Role::Pawn) {
            by_pawn |= pawn_attacks(them, sq);
        }
        let mut by_minor = by_pawn;
        for sq in pos.pieces(them, Role::Knight) {
            by_minor |= knight_attacks(sq);
        }
        for sq in pos.pieces(them, Role::Bishop) {
            by_minor |= sliders.bishop(sq, occupied);
        }
        let mut by_rook = by_minor;
        for sq in pos.pieces(them, Role::Rook) {
            by_rook |= sliders.rook(sq, occupied);
        }
        Threats { by_pawn, by_minor, by_rook }
    }

    /// Where a piece of `role` stands to be won.
    #[inline]
    fn against(&self, role: Role) -> Bitboard {
        match role {
            Role::Queen => self.by_rook,
            Role::Rook => self.by_minor,
            Role::Knight | Role::Bishop => self.by_pawn,
            Role::Pawn | Role::King => Bitboard::EMPTY,
        }
    }

    /// The ordering bonus of the quiet move `m`: `bonus` (half again for a rook, twice for a
    /// queen) for taking a threatened piece out of its threat, as much off for moving one into
    /// a threat.
    #[inline]
    fn score(&self, pos: &Position, m: Move, bonus: i32) -> i32 {
        let role = pos.moved_role(m);
        let threatened = self.against(role);
        if threatened.is_empty() {
            return 0;
        }
        let weight = match role {
            Role::Queen => 2 * bonus,
            Role::Rook => bonus * 3 / 2,
            _ => bonus,
        };
        weight * (threatened.contains(m.from()) as i32 - threatened.contains(m.to()) as i32)
    }
}

/// The quiescence search's ordering scores of `moves`, written into `buf`: captures by MVV-LVA
/// plus the value of a promotion; in check, the evasions that take nothing score 0.
#[inline]
pub(super) fn score_noisy<'b>(pos: &Position, moves: &MoveList, buf: &'b mut Scores) -> &'b mut [i32] {
    scores_of(buf, moves, |m| {
        pos.captured_role(m).map_or(0, |v| value(v) * 8 - pos.moved_role(m).index() as i32)
            + m.promotion_role().map_or(0, value)
    })
}

#[cfg(test)]
mod tests {
    use super::{best_index, Threats};
    use crate::rules::Position;

    /// The ordering bonus of `uci` in `fen` with a bonus of 1,000.
    fn score(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        Threats::of(&pos).score(&pos, pos.parse_uci(uci).unwrap(), 1000)
    }

    /// A piece attacked by a lesser one gains by leaving for a safe square, and nothing by going
    /// to another attacked one; a piece that is safe loses by stepping into such an attack. A
    /// rook counts the minor pieces' attacks as well as the pawns', a queen also the rooks'; a
    /// king's moves score nothing.
    #[test]
    fn threats_reward_escapes_and_punish_steps_into_an_attack() {
        // The white knight on e5 is attacked by the pawn on d6; the b5 pawn guards c4.
        let knight = "4k3/8/3p4/1p2N3/8/8/8/4K3 w - - 0 1";
        assert_eq!(score(knight, "e5f3"), 1000);
        assert_eq!(score(knight, "e5c4"), 0);
        assert_eq!(score(knight, "e1f2"), 0);
        // The black knight on c3 attacks the queen on d1, and a2, b1 and e2.
        let heavy = "4k3/8/8/8/8/2n5/8/R2QK3 w - - 0 1";
        assert_eq!(score(heavy, "d1d2"), 2000, "the queen leaves the knight's attack");
        assert_eq!(score(heavy, "d1e2"), 0, "for another square the knight attacks");
        assert_eq!(score(heavy, "a1a2"), -1500, "the rook steps into the knight's attack");
        assert_eq!(score(heavy, "a1a3"), 0);
    }

    /// The best move's index is the first of the largest scores: at every length up to a full
    /// move list's, wherever the largest stands, with ties and with the extreme scores the
    /// ordering bands use.
    #[test]
    fn best_index_finds_the_first_largest_score() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for n in 1..=256 {
            for round in 0..8 {
                let scores: Vec<i32> = (0..n)
                    .map(|_| match round {
                        // Few distinct values: many ties.
                        0..=3 => (next() % 5) as i32 - 2,
                        4 => [i32::MIN, i32::MAX, 1 << 30, -(1 << 28), 0][(next() % 5) as usize],
                        _ => next() as i32,
                    })
                    .collect();
                let top = *scores.iter().max().unwrap();
                let first = scores.iter().position(|&s| s == top).unwrap();
                assert_eq!(best_index(&scores), first, "{scores:?}");
            }
        }
    }
}
