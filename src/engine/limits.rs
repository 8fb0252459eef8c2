//! What the caller allows a search: depth, nodes, a fixed time, or a clock with increments,
//! and how that becomes a soft and a hard deadline.

use crate::rules::{ByColor, Color};

/// Search limits, as given by UCI `go`. All times in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<u64>,
    /// Each side's time left on its clock (UCI `wtime`, `btime`).
    pub time: ByColor<Option<u64>>,
    /// Each side's increment a move (UCI `winc`, `binc`).
    pub inc: ByColor<Option<u64>>,
    pub movestogo: Option<u32>,
    pub mate: Option<u32>,
    pub infinite: bool,
    /// A cap on the time per move on top of the other limits (a level's guard of the flag).
    pub max_movetime: Option<u64>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    pub fn movetime(ms: u64) -> Limits {
        Limits { movetime: Some(ms), ..Limits::default() }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// `(soft, hard)` deadlines in ms for the side to move, or `None` for no time limit.
    /// After the soft deadline no new iteration starts (the next one would most likely not
    /// finish); at the hard one the search stops. On a clock the soft deadline is
    /// `soft_percent` of the time meant for this move (the time left shared over `horizon`
    /// moves when `movestogo` does not say, plus most of the increment); a fixed `movetime` is
    /// used in full.
    pub fn deadlines(&self, turn: Color, overhead: u64, soft_percent: u64, horizon: u32) -> Option<(u64, u64)> {
        if self.infinite {
            return None;
        }
        let base = self.base_deadlines(turn, overhead, soft_percent, horizon);
        match (base, self.max_movetime) {
            (Some((soft, hard)), Some(cap)) => Some((soft.min(cap), hard.min(cap))),
            (None, Some(cap)) => Some((cap, cap)),
            (base, None) => base,
        }
    }

    fn base_deadlines(&self, turn: Color, overhead: u64, soft_percent: u64, horizon: u32) -> Option<(u64, u64)> {
        if let Some(mt) = self.movetime {
            let t = mt.saturating_sub(overhead).max(1);
            return Some((t, t));
        }
        let (time, inc) = (self.time[turn]?, self.inc[turn].unwrap_or(0));
        let left = time.saturating_sub(overhead).max(1);
        let moves = self.movestogo.unwrap_or(horizon).clamp(1, 40) as u64;
        let target = (left / moves + inc * 3 / 4).min(left / 2).max(1);
        let hard = (target * 4).min(left * 3 / 4).max(target);
        Some(((target * soft_percent / 100).clamp(1, hard), hard))
    }
}
