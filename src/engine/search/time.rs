//! When the search stops. Inside the tree, every 1,024 nodes, it reads the stop flag and the
//! hard deadline and, at every node, the node limit ([`Searcher::check_limits`]); between
//! iterations of the iterative deepening it stops at the soft deadline, scaled by how settled
//! the best move is ([`scaled_soft_deadline`]), at a mate found within `go mate`'s limit, and
//! after a few plies of a forced move on a clock.
//!
//! The clock is the caller's ([`TimeSource`](super::TimeSource)): nothing here reads the time itself.

use super::{Limits, Move, Position, SearchResult, Searcher};
use crate::engine::limits::ClockPlan;
use crate::engine::trace::Tracer;
use crate::engine::Score;
use crate::rules::Color;
use std::sync::atomic::Ordering;

/// The soft deadline on a clock (`soft < hard`), scaled by how settled the search looks: a
/// best move that has held for `stable` iterations and took most of the nodes (`fraction`)
/// stops early, a new or contested one gets more time, up to the hard deadline. A fixed time
/// per move (`soft == hard`) is not scaled.
pub fn scaled_soft_deadline(soft: u64, hard: u64, stable: usize, fraction: f64) -> u64 {
    if soft >= hard {
        return soft;
    }
    const STABILITY: [f64; 5] = [2.2, 1.2, 0.9, 0.8, 0.75];
    let scale = STABILITY[stable.min(4)] * (1.5 - fraction.clamp(0.0, 1.0)) * 1.35;
    ((soft as f64 * scale) as u64).clamp(1, hard)
}

/// A root move's slot in [`Searcher::root_nodes`].
#[inline]
pub(super) fn root_index(m: Move) -> usize {
    m.from().index() * 64 + m.to().index()
}

impl<T: Tracer> Searcher<'_, T> {
    /// Sets the node limit and the hard deadline of a search from `root` within `limits`;
    /// returns the soft and hard deadlines (`None` without a clock).
    pub(super) fn start_clock(&mut self, root: &Position, limits: &Limits) -> Option<(u64, u64)> {
        let ply = 2 * root.fullmove_number().saturating_sub(1) + u32::from(root.turn() == Color::Black);
        let plan = ClockPlan {
            overhead: 20,
            soft_percent: u64::from(self.params.soft_time_percent),
            horizon: self.params.time_horizon,
        };
        let deadlines = limits.deadlines(root.turn(), ply, plan);
        self.hard_deadline = deadlines.map(|d| d.1);
        self.node_limit = limits.nodes;
        deadlines
    }

    /// After a completed iteration, at `time`: whether to start no new one. `stable` counts the
    /// iterations in a row that kept the best move; `legal_moves` is the root's number of moves.
    pub(super) fn stop_after_iteration(
        &self,
        limits: &Limits,
        deadlines: Option<(u64, u64)>,
        time: u64,
        stable: usize,
        result: &SearchResult,
        legal_moves: usize,
    ) -> bool {
        if let Some(m) = limits.mate {
            if matches!(result.score, Score::Mate(n) if n > 0 && n as u32 <= m) {
                return true;
            }
        }
        if let Some((soft, hard)) = deadlines {
            if time >= self.soft_deadline(soft, hard, result.depth as i32, stable, result.best_move) {
                return true;
            }
        }
        // A forced move needs no deep search when the clock runs.
        deadlines.is_some() && legal_moves == 1 && result.depth >= 4
    }

    /// When to start no new iteration: see [`scaled_soft_deadline`].
    fn soft_deadline(&self, soft: u64, hard: u64, depth: i32, stable: usize, best: Move) -> u64 {
        if !self.params.time_scaling || depth < 5 || self.nodes == 0 {
            return soft;
        }
        let fraction = self.root_nodes[root_index(best)] as f64 / self.nodes as f64;
        scaled_soft_deadline(soft, hard, stable, fraction)
    }

    /// Stops the search when the stop flag is up, the hard deadline has passed (both read every
    /// 1,024 nodes) or the node limit is reached.
    #[inline]
    pub(super) fn check_limits(&mut self) {
        if self.nodes & 1023 == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            }
            if let Some(hard) = self.hard_deadline {
                if self.clock.elapsed_ms() >= hard {
                    self.stopped = true;
                }
            }
        }
        if let Some(n) = self.node_limit {
            if self.nodes >= n {
                self.stopped = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On a clock, a settled search stops before the base soft deadline and a contested one
    /// after it, never past the hard deadline; a fixed time per move is never scaled.
    #[test]
    fn the_soft_deadline_follows_how_settled_the_search_is() {
        let (soft, hard) = (600, 4000);
        let settled = scaled_soft_deadline(soft, hard, 6, 0.9);
        let contested = scaled_soft_deadline(soft, hard, 0, 0.3);
        assert!(settled < soft, "settled: {settled}");
        assert!(contested > soft && contested <= hard, "contested: {contested}");
        assert!(scaled_soft_deadline(soft, hard, 1, 0.5) > scaled_soft_deadline(soft, hard, 3, 0.5));
        assert!(scaled_soft_deadline(soft, hard, 2, 0.2) > scaled_soft_deadline(soft, hard, 2, 0.8));
        assert_eq!(scaled_soft_deadline(soft, 700, 0, 0.0), 700, "capped by the hard deadline");
        assert_eq!(scaled_soft_deadline(1000, 1000, 0, 0.0), 1000, "movetime");
        assert_eq!(scaled_soft_deadline(1000, 1000, 9, 1.0), 1000, "movetime");
    }
}
