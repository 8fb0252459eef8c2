//! How deep each algorithm gets within one node budget: the course's claim that alpha-beta with
//! good move ordering searches about twice as deep as minimax for the same work, measured on a
//! position.
//!
//! The textbook searches ([`super::search`]: minimax, alpha-beta in generation order, alpha-beta
//! with ordering, evaluating chess as the teaching view does) reach depth d when one search to
//! depth d takes at most the budget; each depth is searched afresh, as the textbook does, and a
//! search that needs more nodes stops as soon as it has spent them. The engine's own search
//! ([`super::engine_search`], as the teaching view runs it: a fresh engine, its full hand-crafted
//! evaluation) deepens by itself: it reaches depth d when its iterative deepening completes
//! iteration d within the budget, every earlier iteration's nodes counted (quiescence
//! included).
//!
//! # Examples
//! ```
//! use poda::rules::Position;
//! use poda::teach::reach::reach;
//!
//! let reached = reach(&Position::startpos(), 2_000);
//! let depths: Vec<u32> = reached.iter().map(|r| r.depth).collect();
//! assert_eq!(depths[0], 2); // minimax: depth 3 takes 9,323 nodes
//! assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{depths:?}");
//! assert!(reached.iter().all(|r| r.nodes <= 2_000));
//! ```

use super::chess::Chess;
use super::engine_search::HASH_MB;
use super::search::{search_within, SearchOptions};
use super::{Algorithm, Convention};
use crate::engine::eval::Evaluator;
use crate::engine::{Engine, FrozenClock, Info, Limits};
use crate::rules::Position;
use std::sync::atomic::AtomicBool;

/// The node budget the teaching view measures with.
pub const BUDGET: u64 = 100_000;

/// No search goes deeper than this (a position where every line ends in a few moves would
/// otherwise deepen for ever within any budget).
pub const MAX_DEPTH: u32 = 64;

/// The algorithms measured, in the order the chart lists them.
pub const ALGORITHMS: [Algorithm; 4] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Poda];

/// How deep one algorithm got.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    pub algorithm: Algorithm,
    /// The deepest depth completed within the budget (0: not even depth 1, or the game is over).
    pub depth: u32,
    /// The nodes that depth took (for the engine, all its iterations up to it).
    pub nodes: u64,
}

/// The depths reached in a compact text, to carry them from the worker to the page in one
/// string: one line per algorithm, its name, the depth and the nodes, separated by spaces.
pub fn encode(reached: &[Reach]) -> String {
    reached.iter().map(|r| format!("{} {} {}\n", r.algorithm.name(), r.depth, r.nodes)).collect()
}

/// Reads [`encode`]'s text back.
///
/// # Errors
/// Names the first line that is not an algorithm, a depth and a number of nodes.
pub fn decode(text: &str) -> Result<Vec<Reach>, String> {
    text.lines()
        .map(|line| {
            let read = || {
                let [algorithm, depth, nodes] = fields(line)?;
                Some(Reach {
                    algorithm: Algorithm::from_name(algorithm)?,
                    depth: depth.parse().ok()?,
                    nodes: nodes.parse().ok()?,
                })
            };
            read().ok_or_else(|| format!("unreadable depth reached: \"{line}\""))
        })
        .collect()
}

/// The `N` space-separated fields of a line of the compact texts, or `None` for another count.
pub(crate) fn fields<const N: usize>(line: &str) -> Option<[&str; N]> {
    line.split(' ').collect::<Vec<_>>().try_into().ok()
}

/// How deep each of [`ALGORITHMS`] gets on `pos` within `budget` nodes.
pub fn reach(pos: &Position, budget: u64) -> Vec<Reach> {
    ALGORITHMS
        .iter()
        .map(|&algorithm| {
            if !pos.has_legal_move() {
                Reach { algorithm, depth: 0, nodes: 0 }
            } else if algorithm == Algorithm::Poda {
                let mut engine = Engine::new(HASH_MB);
                engine.level.evaluator = Evaluator::Full;
                engine_reach(&mut engine, pos, budget, &AtomicBool::new(false))
            } else {
                textbook_reach(pos, algorithm, budget)
            }
        })
        .collect()
}

/// How deep the textbook's `algorithm` gets on `pos` within `budget` nodes, each depth searched
/// afresh.
pub(crate) fn textbook_reach(pos: &Position, algorithm: Algorithm, budget: u64) -> Reach {
    let game = Chess::new(*pos, Evaluator::Seed);
    let mut reached = Reach { algorithm, depth: 0, nodes: 0 };
    for depth in 1..=MAX_DEPTH {
        let options = SearchOptions { depth, algorithm, crash_cut: false, record: 0, convention: Convention::COURSE };
        let Some(out) = search_within(&game, &options, budget) else { break };
        reached = Reach { algorithm, depth, nodes: out.counts.nodes };
        if out.counts.leaves == out.counts.ends {
            // Every line ended before the horizon: deeper searches the same tree.
            break;
        }
    }
    reached
}

/// How deep `engine` (as it is set up) gets on `pos` within `budget` nodes: the last iteration
/// its iterative deepening completes within them.
pub(crate) fn engine_reach(engine: &mut Engine, pos: &Position, budget: u64, stop: &AtomicBool) -> Reach {
    // One node more than the budget stops it: an iteration that completes within the budget is
    // never interrupted, and one that is interrupted has spent more than the budget.
    let limits = Limits { depth: Some(MAX_DEPTH), nodes: Some(budget + 1), ..Limits::default() };
    let mut reached = Reach { algorithm: Algorithm::Poda, depth: 0, nodes: 0 };
    let mut hear = |info: &Info| {
        if info.nodes <= budget && info.depth > reached.depth {
            reached.depth = info.depth;
            reached.nodes = info.nodes;
        }
    };
    engine.go(pos, &[], &limits, &mut hear, &FrozenClock, stop);
    reached
}
