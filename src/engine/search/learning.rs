//! What the search learns from a node, written into the tables of `history.rs`: after a
//! cut-off the capture and quiet histories, the killers and the counter-moves; after a search
//! the correction history; and the static evaluation corrected by what it learnt.

use super::history::{pawn_index, saturating_update, Histories, CORRECTION_GRAIN, CORRECTION_MAX, CORRECTION_SIZE};
use super::{Searcher, MATE_BOUND};
use crate::engine::trace::Tracer;
use crate::rules::{Move, Piece, Position};

impl<T: Tracer> Searcher<'_, T> {
    /// A cut-off at depth `depth` in `pos`: the capture history rises for `best` if it is a
    /// capture and falls for the captures tried before it (`captures`, `best` among them).
    pub(super) fn update_capture_stats(&mut self, pos: &Position, best: Move, captures: &[Move], depth: i32) {
        if !self.params.capture_history {
            return;
        }
        let bonus = (self.params.history_bonus * depth * depth).min(self.params.history_bonus_max);
        for &c in captures {
            let delta = if c == best { bonus } else { -bonus };
            saturating_update(&mut self.history.capture[Histories::capture_index(pos, c)], delta);
        }
    }

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
                        saturating_update(&mut self.history.continuation[idx], delta);
                    }
                }
            }
        }
    }
}

impl<T: Tracer> Searcher<'_, T> {
    /// `raw`, the static evaluation of `pos` (not in check), moved by what the correction
    /// history learnt about its pawn structure; kept clear of the mate scores.
    #[inline]
    pub(super) fn corrected_eval(&self, pos: &Position, raw: i32) -> i32 {
        if !(self.params.correction_history && self.params.selective) {
            return raw;
        }
        let entry = self.history.correction[pos.turn().index() * CORRECTION_SIZE + pawn_index(pos)];
        (raw + entry / CORRECTION_GRAIN).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// After a search of `pos` to `depth` found `score` where the static evaluation said `raw`:
    /// the correction history moves towards `score - raw` (at most [`CORRECTION_MAX`]), by
    /// more the deeper the search.
    #[inline]
    pub(super) fn update_correction(&mut self, pos: &Position, raw: i32, score: i32, depth: i32) {
        if !(self.params.correction_history && self.params.selective) || score.abs() >= MATE_BOUND {
            return;
        }
        let weight = (depth + 1).min(16);
        let target = (score - raw).clamp(-CORRECTION_MAX, CORRECTION_MAX) * CORRECTION_GRAIN;
        let entry = &mut self.history.correction[pos.turn().index() * CORRECTION_SIZE + pawn_index(pos)];
        *entry = (*entry * (256 - weight) + target * weight) / 256;
    }
}

#[cfg(test)]
mod tests {
    use super::{Histories, Searcher};
    use crate::engine::search::{SearchParams, MATE};
    use crate::engine::tt::TranspositionTable;
    use crate::engine::{FrozenClock, NoReporter, NoTrace};
    use crate::rules::Position;
    use std::sync::atomic::AtomicBool;

    /// Runs `f` on a searcher with fresh histories and the parameters `params`.
    fn with_searcher(params: &SearchParams, f: impl FnOnce(&mut Searcher<'_, NoTrace>)) {
        let mut tt = TranspositionTable::new(1);
        let mut history = Histories::new();
        let stop = AtomicBool::new(false);
        let mut reporter = NoReporter;
        let mut s = Searcher::new(&mut tt, &mut history, params, &FrozenClock, &stop, &mut reporter, &[], NoTrace);
        f(&mut s);
    }

    /// The correction history moves a static evaluation towards what searches found from the
    /// same pawns and side to move, by at most its limit, and nothing else: not the other
    /// side's, not other pawn structures', not from a mate score, not with the switch off (the
    /// default).
    #[test]
    fn correction_learns_per_pawn_structure_and_side() {
        let italian = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3").unwrap();
        // The same pawns, other pieces, White to move.
        let same_pawns_white =
            Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2").unwrap();
        let other_pawns = Position::from_fen("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 2").unwrap();
        let on = SearchParams { correction_history: true, ..SearchParams::default() };
        with_searcher(&on, |s| {
            assert_eq!(s.corrected_eval(&italian, 30), 30, "nothing learnt yet");
            for _ in 0..10 {
                s.update_correction(&italian, 30, 50, 10);
            }
            let some = s.corrected_eval(&italian, 30);
            assert!(some > 30 && some < 50, "some way towards 50: {some}");
            for _ in 0..200 {
                s.update_correction(&italian, 30, 500, 20);
            }
            assert_eq!(s.corrected_eval(&italian, 30), 30 + 63, "at most the limit (rounded down)");
            assert_eq!(s.corrected_eval(&same_pawns_white, 30), 30, "the other side to move");
            assert_eq!(s.corrected_eval(&other_pawns, 30), 30, "other pawns");
            let before = s.corrected_eval(&other_pawns, 0);
            s.update_correction(&other_pawns, 0, MATE - 5, 20);
            assert_eq!(s.corrected_eval(&other_pawns, 0), before, "a mate score teaches nothing");
        });
        with_searcher(&SearchParams::default(), |s| {
            for _ in 0..10 {
                s.update_correction(&italian, 30, 50, 10);
            }
            assert_eq!(s.corrected_eval(&italian, 30), 30);
        });
    }

    /// With the switch on, a cut-off raises the capture history of the capture that made it
    /// and lowers that of the captures tried before it.
    #[test]
    fn capture_history_rewards_the_cutting_capture() {
        let pos = Position::from_fen("4k3/8/3p1n2/8/4N3/8/8/4K3 w - - 0 1").unwrap();
        let (takes_pawn, takes_knight) = (pos.parse_uci("e4d6").unwrap(), pos.parse_uci("e4f6").unwrap());
        let on = SearchParams { capture_history: true, ..SearchParams::default() };
        with_searcher(&on, |s| {
            s.update_capture_stats(&pos, takes_pawn, &[takes_knight, takes_pawn], 4);
            assert!(s.history.capture[Histories::capture_index(&pos, takes_pawn)] > 0);
            assert!(s.history.capture[Histories::capture_index(&pos, takes_knight)] < 0);
        });
    }
}
