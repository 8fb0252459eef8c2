//! Playing levels, from the seed texts' depth-limited alpha-beta with the simple evaluation
//! (depth 3 beginner, 4 intermediate, 5 advanced) up to the full engine.
//!
//! Weaker levels weaken coherently: a shallower search, a plainer evaluation, plain alpha-beta
//! instead of the selective search, and a choice among the moves that scored close to the best
//! (never a random blunder: every candidate was searched and found within the margin).

use super::eval::{self, Evaluator};
use super::limits::Limits;
use super::nnue::Network;
use super::search::{SearchParams, SearchResult, Searcher};
use super::tt::TranspositionTable;
use super::{Clock, NoReporter, Score};
use crate::rng::{Random, XorShift64};
use crate::rules::Position;
use std::sync::atomic::AtomicBool;

#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// 1 (weakest) to [`Level::MAX`] (full strength).
    pub number: u8,
    pub name: &'static str,
    pub max_depth: Option<u32>,
    /// Upper bound on the time per move, in ms.
    pub max_movetime: Option<u64>,
    pub evaluator: Evaluator,
    /// The full selective search, or plain alpha-beta (with move ordering) as in the seed texts.
    pub selective: bool,
    /// Moves scoring within this many centipawns of the best may be chosen instead.
    pub choice_margin: i32,
    /// Evaluates with the engine's network when it has one (the strongest levels); the
    /// hand-crafted `evaluator` otherwise.
    pub uses_net: bool,
}

impl Level {
    pub const MAX: u8 = 10;

    /// Level `n` (1 to 10).
    pub fn new(n: u8) -> Option<Level> {
        use Evaluator::{Full, Material, Seed};
        let (name, depth, time, evaluator, selective, margin) = match n {
            1 => ("First steps", Some(1), Some(500), Material, false, 120),
            2 => ("Novice", Some(2), Some(500), Seed, false, 80),
            3 => ("Beginner (seed depth 3)", Some(3), Some(1000), Seed, false, 0),
            4 => ("Intermediate (seed depth 4)", Some(4), Some(2000), Seed, false, 0),
            5 => ("Advanced (seed depth 5)", Some(5), Some(4000), Seed, false, 0),
            6 => ("Club", Some(7), Some(1000), Full, true, 30),
            7 => ("Strong club", Some(9), Some(2000), Full, true, 15),
            8 => ("Expert", Some(11), Some(3000), Full, true, 0),
            9 => ("Master", Some(16), Some(5000), Full, true, 0),
            10 => ("Full strength", None, None, Full, true, 0),
            _ => return None,
        };
        Some(Level {
            number: n,
            name,
            max_depth: depth,
            max_movetime: time,
            evaluator,
            selective,
            choice_margin: margin,
            uses_net: n >= 8,
        })
    }

    pub fn full_strength() -> Level {
        Level::new(Level::MAX).expect("the top level exists")
    }

    pub fn all() -> Vec<Level> {
        (1..=Level::MAX).filter_map(Level::new).collect()
    }

    /// The caller's limits, tightened by this level's caps.
    pub fn restrict(&self, limits: &Limits) -> Limits {
        let mut l = limits.clone();
        if let Some(d) = self.max_depth {
            l.depth = Some(l.depth.map_or(d, |x| x.min(d)));
        }
        if let Some(t) = self.max_movetime {
            l.max_movetime = Some(l.max_movetime.map_or(t, |x| x.min(t)));
        }
        l
    }

    pub fn search_params(&self, base: &SearchParams) -> SearchParams {
        SearchParams { selective: self.selective && base.selective, ..base.clone() }
    }

    pub fn evaluator_fn(&self) -> fn(&Position) -> i32 {
        match self.evaluator {
            Evaluator::Full => eval::evaluate,
            Evaluator::Seed => |p| eval::evaluate_with(p, Evaluator::Seed),
            Evaluator::Material => |p| eval::evaluate_with(p, Evaluator::Material),
        }
    }

    /// With a choice margin, searches each root move to one ply less than the main search and
    /// picks at random among those within the margin of the best, nearer ones more often.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn choose(
        &self,
        pos: &Position,
        main: &SearchResult,
        rng: &mut XorShift64,
        tt: &mut TranspositionTable,
        history: &mut super::search::Histories,
        params: &SearchParams,
        clock: &dyn Clock,
        stop: &AtomicBool,
        hashes: &[u64],
        limits: &Limits,
        net: Option<&Network>,
    ) -> Option<SearchResult> {
        if self.choice_margin <= 0 || main.depth == 0 {
            return None;
        }
        if matches!(main.score, Score::Mate(_)) {
            return None; // never spoil a mate, nor ignore one against us
        }
        let depth = main.depth.saturating_sub(1).max(1);
        let mut scored = Vec::new();
        let legal = pos.legal_moves();
        for &m in legal.iter() {
            let mut reporter = NoReporter;
            let mut s = Searcher::new(tt, history, params, clock, stop, &mut reporter, hashes);
            s.evaluate = self.evaluator_fn();
            s.set_network(net);
            s.root_moves = vec![m];
            let r = s.iterative_deepening(pos, &Limits { depth: Some(depth), ..limits.clone() });
            // Only completed searches count (a search cut short by the clock has no score).
            if let (Score::Cp(cp), true) = (r.score, r.depth > 0) {
                scored.push((m, cp, r));
            }
        }
        let best = scored.iter().map(|s| s.1).max()?;
        let candidates: Vec<_> = scored.into_iter().filter(|s| s.1 >= best - self.choice_margin).collect();
        // Weight by closeness to the best: weight = margin + 1 - loss.
        let weights: Vec<u64> = candidates.iter().map(|c| (self.choice_margin + 1 - (best - c.1)) as u64).collect();
        let total: u64 = weights.iter().sum();
        let mut pick = rng.next_u64() % total.max(1);
        for (c, w) in candidates.into_iter().zip(weights) {
            if pick < w {
                let mut r = c.2;
                r.nodes += main.nodes;
                return Some(r);
            }
            pick -= w;
        }
        None
    }
}
