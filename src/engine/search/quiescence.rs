//! The quiescence search: at the horizon, only captures and promotions are searched (every
//! evasion when in check), so that the static evaluation is read in quiet positions. The side
//! to move may stand pat on its evaluation; captures that cannot raise it to α even with a
//! margin (delta pruning), and those that lose material by exchange (SEE), are skipped.
//! Results are stored in the transposition table at depth 0. With `qs_checks`, the first ply
//! of the quiescence search also tries the quiet moves that give check and do not lose material
//! by exchange, after the captures.

use super::picker::{pick_next, score_noisy, Scores};
use super::{insufficient_material, table_cutoff, Searcher, INF, MATE, MAX_PLY};
use crate::engine::see::{see, value};
use crate::engine::trace::{Edge, Exit, Skip, Tracer};
use crate::engine::tt::Bound;
use crate::rules::{GenKind, Move, MoveList, Position};

impl<T: Tracer> Searcher<'_, T> {
    /// The quiescence search of `pos`, reached at `ply`, in the window (`alpha`, `beta`);
    /// `checks`: also try the quiet moves that give check.
    pub(super) fn qsearch(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32, checks: bool) -> i32 {
        self.nodes += 1;
        self.tracer.enter(pos, ply, 0, alpha, beta, true);
        self.check_limits();
        if self.stopped {
            return self.leave(0, Exit::Stopped);
        }
        self.pv_len[ply] = ply;
        self.seldepth = self.seldepth.max(ply);
        if insufficient_material(pos) {
            return self.leave(0, Exit::Draw);
        }
        let in_check = pos.is_check();
        if ply >= MAX_PLY {
            let value = if in_check { 0 } else { self.evaluate(pos, ply) };
            return self.leave(value, Exit::Horizon);
        }
        let hit = if self.params.transposition_table { self.tt.probe(pos.hash(), ply) } else { None };
        if let Some(h) = hit {
            if table_cutoff(&h, alpha, beta) {
                return self.leave(h.score, Exit::Table);
            }
        }
        let mut moves = MoveList::new();
        let mut quiet_checks = MoveList::new();
        let stand_pat;
        let mut raw_eval = -INF;
        let mut best_score;
        if in_check {
            pos.generate(GenKind::All, &mut moves);
            if moves.is_empty() {
                return self.leave(-MATE + ply as i32, Exit::Mate);
            }
            stand_pat = -INF;
            best_score = -INF;
        } else {
            raw_eval = self.static_eval(pos, ply, hit);
            stand_pat = self.corrected_eval(pos, raw_eval);
            if stand_pat >= beta {
                return self.leave(stand_pat, Exit::StandPat);
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
            pos.generate(GenKind::Noisy, &mut moves);
            if let Some(blind) = &self.blind_spots {
                blind.filter(pos, &mut moves, false, self.last_destination(ply));
            }
            if checks {
                let mut all = MoveList::new();
                pos.generate(GenKind::All, &mut all);
                for &m in all.iter() {
                    if !pos.is_capture(m) && m.promotion_role().is_none() && pos.gives_check(m) {
                        quiet_checks.push(m);
                    }
                }
            }
        }
        self.tracer.moves(moves.len() + quiet_checks.len());
        let mut buf = Scores::uninit();
        let scores = score_noisy(pos, &moves, &mut buf);
        let mut best_move = Move::NULL;
        let noisy = moves.len();
        for i in 0..noisy + quiet_checks.len() {
            let m = if i < noisy { pick_next(&mut moves, scores, i) } else { quiet_checks[i - noisy] };
            if i >= noisy {
                if see(pos, m) < 0 {
                    self.tracer.skip(m, Skip::BadExchange);
                    continue;
                }
            } else if !in_check {
                let gain = pos.captured_role(m).map_or(0, value) + m.promotion_role().map_or(0, |r| value(r) - 100);
                if self.params.selective && stand_pat + gain + self.params.qs_delta_margin <= alpha {
                    self.tracer.skip(m, Skip::Delta);
                    continue;
                }
                if see(pos, m) < 0 {
                    self.tracer.skip(m, Skip::BadExchange);
                    continue;
                }
            }
            let mut child = *pos;
            child.play_unchecked(m);
            self.tt.prefetch(child.hash());
            self.push_move(pos, m, ply);
            if self.blind_spots.is_some() {
                self.played[ply].1 = m.to().index() as u8; // a recapture there is always seen
            }
            self.tracer.child(m, Edge::Plain, alpha, beta);
            let score = -self.qsearch(&child, ply + 1, -beta, -alpha, false);
            if self.stopped {
                return self.leave(0, Exit::Stopped);
            }
            self.tracer.window(alpha.max(score), beta);
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    best_move = m;
                    if score >= beta {
                        if T::ON {
                            for &rest in
                                moves.iter().skip(i + 1).chain(quiet_checks.iter().skip((i + 1).saturating_sub(noisy)))
                            {
                                self.tracer.skip(rest, Skip::BetaCut);
                            }
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta { Bound::Lower } else { Bound::Upper };
        if self.params.transposition_table {
            self.tt.store(pos.hash(), ply, best_move, best_score, raw_eval, 0, bound);
        }
        self.leave(best_score, if best_score >= beta { Exit::Cutoff } else { Exit::Searched })
    }
}
