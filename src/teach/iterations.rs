//! The whole story of the engine's search: every iteration of iterative deepening, not only the
//! last one, which is the tree the view shows ([`super::engine_search`]).
//!
//! The engine searches depth 1, then 2, then 3, … each time from the root again. An iteration
//! is worth its nodes: it leaves in the transposition table the best move of every position it
//! searched, which the next, deeper iteration tries first, so that its cut-offs come sooner.
//! From [`aspiration_depth`] on, an iteration does not open the full window (−∞, +∞) at the
//! root but a narrow one around the previous iteration's score (an *aspiration window*): a
//! narrow window cuts more. When the score falls outside it (a *fail low* at or below α, a
//! *fail high* at or above β), the value is only a bound, and the root is searched again with a
//! wider window: a *re-search*, each one a [`RootTry`] of the same [`Iteration`].
//!
//! # Examples
//! ```
//! use poda::teach::iterations::{pv_change, PvChange};
//!
//! let line = |text: &str| text.split(' ').map(str::to_string).collect::<Vec<_>>();
//! assert_eq!(pv_change(None, &line("e4")), PvChange::First);
//! assert_eq!(pv_change(Some(&line("e4")), &line("e4 e5")), PvChange::Kept);
//! assert_eq!(pv_change(Some(&line("e4 e5")), &line("e4 c5 Nf3")), PvChange::Changed { ply: 1 });
//! assert_eq!(pv_change(Some(&line("e4 e5")), &line("d4 d5")), PvChange::Changed { ply: 0 });
//! ```

use super::tree::INFINITY;
use crate::engine::search::SearchParams;

/// The first depth whose root search opens an aspiration window (the engine's parameter; the
/// iterations before it search the root with the full window).
pub fn aspiration_depth() -> u32 {
    SearchParams::default().aspiration_min_depth.max(1) as u32
}

/// One search of an iteration's root: the window it was searched with and what came back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RootTry {
    /// The window, negamax form (±[`INFINITY`] for an open side).
    pub alpha: i32,
    pub beta: i32,
    /// The value the root returned: exact inside the window, a bound outside it.
    pub value: i32,
    /// The nodes this try searched.
    pub nodes: u64,
}

/// How a [`RootTry`] ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TryOutcome {
    /// The value fell inside the window: it is exact, the iteration is over.
    Inside,
    /// At or below α: the position is worse than hoped; only an upper bound is known.
    FailLow,
    /// At or above β: better than hoped; only a lower bound is known.
    FailHigh,
}

impl RootTry {
    pub fn outcome(&self) -> TryOutcome {
        if self.value <= self.alpha && self.alpha > -INFINITY {
            TryOutcome::FailLow
        } else if self.value >= self.beta && self.beta < INFINITY {
            TryOutcome::FailHigh
        } else {
            TryOutcome::Inside
        }
    }

    /// Searched with the full window (−∞, +∞).
    pub fn is_open(&self) -> bool {
        self.alpha <= -INFINITY && self.beta >= INFINITY
    }
}

/// One iteration of iterative deepening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The depth it searched to.
    pub depth: u32,
    /// The nodes it searched, its re-searches and quiescence included.
    pub nodes: u64,
    /// Its score for the side to move at the root (the last try's value).
    pub value: i32,
    /// Its principal variation, for people (SAN).
    pub pv: Vec<String>,
    /// Its root searches in order: one, or more when the score fell outside the window.
    pub tries: Vec<RootTry>,
    /// Its nodes answered by the transposition table without searching.
    pub table_hits: u64,
}

impl Iteration {
    /// The root searched again after a fail low or a fail high.
    pub fn researches(&self) -> usize {
        self.tries.len().saturating_sub(1)
    }
}

/// The iterations in a compact text, to carry them from the worker to the page in one string
/// (as [`Tree::encode`](super::Tree::encode) carries the tree): one line per iteration, its
/// fields separated by tabs — depth, nodes, value, table hits, the tries (`α β value nodes`,
/// separated by commas) and the line (moves separated by spaces).
pub fn encode(iterations: &[Iteration]) -> String {
    let mut s = String::new();
    for it in iterations {
        let tries: Vec<String> =
            it.tries.iter().map(|t| format!("{} {} {} {}", t.alpha, t.beta, t.value, t.nodes)).collect();
        s += &format!(
            "{}\t{}\t{}\t{}\t{}\t{}\n",
            it.depth,
            it.nodes,
            it.value,
            it.table_hits,
            tries.join(","),
            it.pv.join(" ")
        );
    }
    s
}

/// Reads [`encode`]'s text back.
///
/// # Errors
/// Names the first line that is not an encoded iteration.
pub fn decode(text: &str) -> Result<Vec<Iteration>, String> {
    text.lines()
        .enumerate()
        .map(|(i, line)| decode_line(line).ok_or_else(|| format!("unreadable iteration {}: {line:?}", i + 1)))
        .collect()
}

fn decode_line(line: &str) -> Option<Iteration> {
    let mut f = line.split('\t');
    let mut number = || f.next()?.parse::<i64>().ok();
    let (depth, nodes, value, table_hits) = (number()?, number()?, number()?, number()?);
    let tries = f.next()?;
    let pv = f.next()?;
    if f.next().is_some() || depth < 0 || nodes < 0 || table_hits < 0 {
        return None;
    }
    let tries = tries
        .split(',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            let n: Vec<i64> = t.split(' ').map(|x| x.parse().ok()).collect::<Option<_>>()?;
            match n[..] {
                [alpha, beta, value, nodes] if nodes >= 0 => {
                    Some(RootTry { alpha: alpha as i32, beta: beta as i32, value: value as i32, nodes: nodes as u64 })
                }
                _ => None,
            }
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Iteration {
        depth: depth as u32,
        nodes: nodes as u64,
        value: value as i32,
        pv: pv.split(' ').filter(|m| !m.is_empty()).map(str::to_string).collect(),
        tries,
        table_hits: table_hits as u64,
    })
}

/// How an iteration's principal variation compares with the one before.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PvChange {
    /// The first iteration: nothing to compare with.
    First,
    /// The same moves as far as both go (the deeper line usually goes further).
    Kept,
    /// The lines part at this ply: 0 is a new best move, 1 a new reply, …
    Changed { ply: usize },
}

/// How `pv` changed from `previous` (the iteration before, if any).
pub fn pv_change(previous: Option<&[String]>, pv: &[String]) -> PvChange {
    let Some(previous) = previous else { return PvChange::First };
    match previous.iter().zip(pv).position(|(a, b)| a != b) {
        Some(ply) => PvChange::Changed { ply },
        None => PvChange::Kept,
    }
}
