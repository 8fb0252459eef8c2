//! What the caller allows a search: depth, nodes, a fixed time, or a clock with increments,
//! and how that becomes a soft and a hard deadline.

use crate::rules::{ByColor, Color};

/// How the search spends a clock: the overhead of a move in ms (sending it, the GUI's delay),
/// the soft deadline in percent of the time meant for a move, and how many moves ahead the
/// increments are counted ([`Limits::move_share`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockPlan {
    pub overhead: u64,
    pub soft_percent: u64,
    pub horizon: u32,
}

/// On a clock without increment, the share of a move's time that is spent ([`Limits::move_share`]):
/// a person at 1+0 plays on, move after move, and the engine must not fall far behind them.
pub const SUDDEN_DEATH_PACE: f64 = 0.65;

/// What a move costs on a clock beyond its search, at worst, in ms: reading the position,
/// sending the move, a busy machine. Without an increment the clock keeps this much for each of
/// the next [`RESERVE_MOVES`] ([`Limits::move_share`]), so a long ending at 1+0 is not lost on time.
pub const MOVE_COST: u64 = 40;

/// How many moves the reserve of a clock without increment pays for once the rest is spent:
/// on a busy machine a move then costs 20–40 ms, and a drawn ending at 1+0 can go on for a
/// hundred moves more (3.2 s at 1+0).
pub const RESERVE_MOVES: u64 = 80;

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

    /// `(soft, hard)` deadlines in ms for the side to move at the game's `ply`, or `None` for no
    /// time limit. After the soft deadline no new iteration starts (the next one would most
    /// likely not finish); at the hard one the search stops. The soft deadline is
    /// `plan.soft_percent` of the time meant for this move ([`Limits::move_share`]); a fixed
    /// `movetime` is used in full.
    pub fn deadlines(&self, turn: Color, ply: u32, plan: ClockPlan) -> Option<(u64, u64)> {
        if self.infinite {
            return None;
        }
        let base = self.base_deadlines(turn, ply, plan);
        match (base, self.max_movetime) {
            (Some((soft, hard)), Some(cap)) => Some((soft.min(cap), hard.min(cap))),
            (None, Some(cap)) => Some((cap, cap)),
            (base, None) => base,
        }
    }

    fn base_deadlines(&self, turn: Color, ply: u32, plan: ClockPlan) -> Option<(u64, u64)> {
        let ClockPlan { overhead, soft_percent, horizon } = plan;
        if let Some(mt) = self.movetime {
            let t = mt.saturating_sub(overhead).max(1);
            return Some((t, t));
        }
        let (time, inc) = (self.time[turn]?, self.inc[turn].unwrap_or(0));
        let left = time.saturating_sub(overhead).max(1);
        let (target, hard_scale) = match self.movestogo {
            Some(moves) => {
                let moves = u64::from(moves.clamp(1, 40));
                ((left / moves + inc * 3 / 4).min(left / 2), 4.0)
            }
            None => {
                let target = Limits::move_share(time, inc, ply, overhead, horizon);
                (target, (4.0 + f64::from(ply) / 12.0).min(7.0))
            }
        };
        let target = target.max(1);
        let hard = ((target as f64 * hard_scale) as u64).min(left * 3 / 4).max(target);
        Some(((target * soft_percent / 100).clamp(1, hard), hard))
    }

    /// The time meant for one move on a clock without `movestogo`, as strong engines plan a
    /// game: the time left and the increments of the next `horizon` moves, less a reserve of
    /// [`MOVE_COST`] for each of [`RESERVE_MOVES`] moves that the increment does not pay for, make a pool, and a move gets
    /// a share of it that grows with the game, from 2 % at the first move through 3 % at move 10
    /// to 4 % at move 30, as fewer moves remain; never more than a fifth of the time left. Without an increment nothing comes back, so a sudden-death
    /// clock is spent at [`SUDDEN_DEATH_PACE`] of that, rising to the full share as the increment
    /// reaches a hundredth of the time left (10 s + 0.1 s, 3 + 2, 5 + 3). In 1+0 that is about
    /// 1 s a move in the opening and a third of the clock still there at move 40; with an
    /// increment, the increment is spent again and again as the time left runs low.
    pub fn move_share(time: u64, inc: u64, ply: u32, overhead: u64, horizon: u32) -> u64 {
        let horizon = u64::from(horizon.max(1));
        let reserve = overhead * 2 + RESERVE_MOVES * MOVE_COST.saturating_sub(inc);
        let pool = (time + inc * (horizon - 1)).saturating_sub(reserve).max(1);
        let share = (10.0 + 4.0 * (f64::from(ply) + 6.0).sqrt()) / 1000.0;
        let pace = (SUDDEN_DEATH_PACE + 35.0 * inc as f64 / time.max(1) as f64).min(1.0);
        (pool as f64 * share * pace).min(time as f64 / 5.0) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAN: ClockPlan = ClockPlan { overhead: 20, soft_percent: 110, horizon: 40 };

    fn clock(left: u64, inc: u64) -> Limits {
        Limits {
            time: ByColor::new(Some(left), Some(left)),
            inc: ByColor::new(Some(inc), Some(inc)),
            ..Limits::default()
        }
    }

    /// A 1+0 game whose every move takes its soft deadline: about 1 s a move in the opening,
    /// more than half the clock left at move 25, a third at move 40 and a twelfth at move 80;
    /// a move that runs to its hard deadline never takes the whole clock.
    #[test]
    fn a_sudden_death_clock_lasts_the_game() {
        let mut left = 60_000;
        for moves in 1..=80u32 {
            let (soft, hard) = clock(left, 0).deadlines(Color::White, 2 * (moves - 1), PLAN).unwrap();
            assert!(soft <= hard && hard < left, "move {moves}: {soft} {hard} of {left}");
            if moves <= 10 {
                assert!((700..=1_200).contains(&soft), "move {moves}: {soft}");
            }
            left -= soft;
            match moves {
                25 => assert!(left > 30_000, "{left} at move 25"),
                40 => assert!(left > 20_000, "{left} at move 40"),
                _ => {}
            }
        }
        assert!(left > 5_000, "{left} at move 80");
    }

    /// A 1+0 game of 200 moves on a busy machine, where every move costs 25 ms more than its
    /// soft deadline: the reserve outlasts it (the longest of 52 games at 1+0 went to move 198).
    #[test]
    fn a_long_ending_at_one_minute_is_not_lost_on_time() {
        let mut left: u64 = 60_000;
        for moves in 1..=200u32 {
            let (soft, _) = clock(left, 0).deadlines(Color::White, 2 * (moves - 1), PLAN).unwrap();
            left = left.checked_sub(soft + 25).unwrap_or_else(|| panic!("lost on time at move {moves}"));
        }
        assert!(left > 200, "{left} at move 200");
    }

    /// With an increment, the moves of a long game go on being paid by it: the time left stays
    /// above zero and each move late in the game takes about the increment.
    #[test]
    fn an_increment_is_spent_as_it_comes() {
        let mut left = 10_000;
        for moves in 1..=120u32 {
            let (soft, hard) = clock(left, 100).deadlines(Color::Black, 2 * moves - 1, PLAN).unwrap();
            assert!(soft <= hard && hard < left, "move {moves}: {soft} {hard} of {left}");
            left = left - soft + 100;
            if moves > 80 {
                assert!((60..=200).contains(&soft), "move {moves}: {soft}");
            }
        }
        assert!(left > 300, "{left}");
    }

    /// More of the pool later in the game, a reserve kept without an increment, a fixed `movetime` in full, `movestogo` shares the
    /// time left over the moves to go, and a level's cap holds.
    #[test]
    fn each_limit_sets_its_deadlines() {
        assert!(Limits::move_share(60_000, 0, 60, 20, 40) > Limits::move_share(60_000, 0, 0, 20, 40));
        assert_eq!(Limits::move_share(1_000, 5_000, 0, 20, 40), 200, "a fifth of the time left at most");
        let (soft, hard) = clock(1_500, 0).deadlines(Color::White, 200, PLAN).unwrap();
        assert!(soft <= 1 && hard <= 10, "the reserve of a 1+0 clock is for moving at once: {soft} {hard}");
        assert!(Limits::move_share(1_500, 100, 200, 20, 40) > 200, "an increment pays for every move");
        assert_eq!(Limits::movetime(1_000).deadlines(Color::White, 0, PLAN), Some((980, 980)));
        let to_go = Limits { movestogo: Some(10), ..clock(10_000, 0) };
        assert_eq!(to_go.deadlines(Color::White, 0, ClockPlan { soft_percent: 100, ..PLAN }), Some((998, 3_992)));
        let capped = Limits { max_movetime: Some(300), ..clock(60_000, 0) };
        assert_eq!(capped.deadlines(Color::White, 0, PLAN), Some((300, 300)));
        assert_eq!(Limits { infinite: true, ..clock(60_000, 0) }.deadlines(Color::White, 0, PLAN), None);
        assert_eq!(Limits::depth(5).deadlines(Color::White, 0, PLAN), None);
    }
}
