//! What each idea of the search buys, on real chess: a ladder of searches, one idea added a
//! rung, in the order a course teaches them — minimax, alpha-beta, move ordering, then the
//! engine's own search with iterative deepening, the transposition table, the null move, late
//! move reductions, the quiescence search, the pruning of moves, and the network — each measured
//! by how deep it gets within one node budget, the nodes that depth took and the time.
//!
//! The first three rungs are the textbook searches of [`super::search`] (each depth searched
//! afresh, as [`super::reach`] measures them); the others are Poda's engine with the ideas not
//! yet added switched off in its [`SearchParams`]. Every rung evaluates as the course does
//! ([`Evaluator::Seed`]: material, king protection and king attack) except the last, which
//! evaluates with the network: each rung changes one thing.
//!
//! # Examples
//! ```
//! use poda::rules::Position;
//! use poda::teach::ladder::{climb, Idea};
//!
//! let rungs = climb(&Position::startpos(), 5_000, None, &|| 0.0);
//! assert_eq!(rungs[0].idea, Idea::Minimax);
//! assert_eq!(rungs.len(), Idea::ALL.len() - 1); // no network: no last rung
//! assert!(rungs.iter().all(|r| r.nodes <= 5_000));
//! ```

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::reach::{engine_reach, fields, textbook_reach, Reach};
use super::Algorithm;
use crate::engine::eval::Evaluator;
use crate::engine::nnue::Network;
use crate::engine::search::SearchParams;
use crate::engine::Engine;
use crate::rules::Position;

/// One idea of the search, in the order the ladder adds them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Idea {
    /// Every move searched to the depth, nothing skipped.
    Minimax,
    /// Cut when α ≥ β, the moves in the order they are generated.
    AlphaBeta,
    /// Captures first (the most valuable victim first), then the killer moves.
    Ordering,
    /// The engine's search, deepening one ply at a time: each iteration orders the next (the
    /// best move first, killers and histories).
    IterativeDeepening,
    /// Positions already searched are remembered: their value, or at least their best move.
    TranspositionTable,
    /// Passing the move: if the opponent still cannot reach β, the node is cut at a smaller
    /// depth.
    NullMove,
    /// Late moves, after the good ones, are searched less deep first.
    LateMoveReductions,
    /// At the horizon, captures are played out until the position is quiet.
    Quiescence,
    /// Moves that cannot raise α are skipped: reverse futility, late move, futility and SEE
    /// pruning.
    MovePruning,
    /// The evaluation by the network instead of the course's.
    Network,
}

impl Idea {
    pub const ALL: [Idea; 10] = [
        Idea::Minimax,
        Idea::AlphaBeta,
        Idea::Ordering,
        Idea::IterativeDeepening,
        Idea::TranspositionTable,
        Idea::NullMove,
        Idea::LateMoveReductions,
        Idea::Quiescence,
        Idea::MovePruning,
        Idea::Network,
    ];

    /// Its name in the messages and the page's hooks (`data-idea`).
    pub fn name(self) -> &'static str {
        match self {
            Idea::Minimax => "minimax",
            Idea::AlphaBeta => "alphabeta",
            Idea::Ordering => "ordering",
            Idea::IterativeDeepening => "deepening",
            Idea::TranspositionTable => "table",
            Idea::NullMove => "null-move",
            Idea::LateMoveReductions => "reductions",
            Idea::Quiescence => "quiescence",
            Idea::MovePruning => "pruning",
            Idea::Network => "network",
        }
    }

    pub fn from_name(name: &str) -> Option<Idea> {
        Idea::ALL.into_iter().find(|idea| idea.name() == name)
    }

    /// The engine's switches with this rung's ideas on and the later ones off.
    fn params(self) -> SearchParams {
        let rank = Idea::ALL.iter().position(|&i| i == self).unwrap_or(0);
        let on = |idea: Idea| Idea::ALL[..=rank].contains(&idea);
        SearchParams {
            transposition_table: on(Idea::TranspositionTable),
            // The null move and the reductions are the selective search's; so are the check
            // extension and the internal iterative reduction, which come with the first of them.
            selective: on(Idea::NullMove),
            null_move: on(Idea::NullMove),
            late_move_reductions: on(Idea::LateMoveReductions),
            quiescence: on(Idea::Quiescence),
            move_pruning: on(Idea::MovePruning),
            // The singular extension needs the table and a deep search; it comes with the pruning.
            singular_min_depth: if on(Idea::MovePruning) { SearchParams::default().singular_min_depth } else { 0 },
            ..SearchParams::default()
        }
    }
}

/// One rung measured: the deepest depth completed within the budget, the nodes it took (for
/// the engine, all its iterations up to it) and the milliseconds the whole rung ran.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rung {
    pub idea: Idea,
    pub depth: u32,
    pub nodes: u64,
    pub ms: f64,
}

/// Every rung on `pos` within `budget` nodes, timed by `now` (milliseconds). The last rung is
/// measured only with a `net`.
pub fn climb(pos: &Position, budget: u64, net: Option<Arc<Network>>, now: &dyn Fn() -> f64) -> Vec<Rung> {
    let mut rungs = Vec::new();
    for idea in Idea::ALL {
        if idea == Idea::Network && net.is_none() {
            continue;
        }
        let start = now();
        let Reach { depth, nodes, .. } = match idea {
            Idea::Minimax => textbook_reach(pos, Algorithm::Minimax, budget),
            Idea::AlphaBeta => textbook_reach(pos, Algorithm::AlphaBeta, budget),
            Idea::Ordering => textbook_reach(pos, Algorithm::Ordered, budget),
            _ => {
                let mut engine = Engine::new(super::engine_search::HASH_MB);
                engine.level.evaluator = Evaluator::Seed;
                engine.level.uses_net = idea == Idea::Network;
                engine.set_network(net.clone());
                engine.params = idea.params();
                engine_reach(&mut engine, pos, budget, &AtomicBool::new(false))
            }
        };
        rungs.push(Rung { idea, depth, nodes, ms: now() - start });
    }
    rungs
}

/// The rungs in a compact text, to carry them from the worker to the page in one string: one
/// line a rung, its idea's name, the depth, the nodes and the milliseconds.
pub fn encode(rungs: &[Rung]) -> String {
    rungs.iter().map(|r| format!("{} {} {} {:.1}\n", r.idea.name(), r.depth, r.nodes, r.ms)).collect()
}

/// Reads [`encode`]'s text back.
///
/// # Errors
/// Names the first line that is not an idea, a depth, a number of nodes and milliseconds.
pub fn decode(text: &str) -> Result<Vec<Rung>, String> {
    text.lines()
        .map(|line| {
            let read = || {
                let [idea, depth, nodes, ms] = fields(line)?;
                Some(Rung {
                    idea: Idea::from_name(idea)?,
                    depth: depth.parse().ok()?,
                    nodes: nodes.parse().ok()?,
                    ms: ms.parse().ok()?,
                })
            };
            read().ok_or_else(|| format!("unreadable rung of the ladder: \"{line}\""))
        })
        .collect()
}
