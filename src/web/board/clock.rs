//! The chess clock, without a browser: a [`TimeControl`] (minutes and an increment), the
//! [`Clock`] (the time each side has left, the side whose time runs and since when, and the
//! time the mover had left after each move). What the game on the board does with it
//! (pressed after a move, a flag that falls, the time-forfeit status) is in `state.rs`: the clock knows nothing of the game.
//!
//! Every time is in milliseconds and every method that needs the time is handed `now` (any
//! steady count of milliseconds: the page's `performance.now()`), so the clock is tested
//! natively with made-up times. Nothing runs by itself: the page asks, at every tick of its
//! timer, whether a flag fell (`BoardState::check_flag`). Numbers are written by hand (no
//! float formatting in the page).

use crate::rules::Color;

/// The longest game the clock allows, per side (three hours), and the largest increment.
const MAX_BASE_MS: u64 = 180 * 60_000;
const MAX_INCREMENT_MS: u64 = 180_000;

/// The time each side starts with and the time added after each of its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

impl TimeControl {
    /// The usual controls, as the New game dialog offers them: 1+0, 3+2, 5+3, 10+5, 15+10.
    pub const PRESETS: [TimeControl; 5] = [
        TimeControl::minutes(1, 0),
        TimeControl::minutes(3, 2),
        TimeControl::minutes(5, 3),
        TimeControl::minutes(10, 5),
        TimeControl::minutes(15, 10),
    ];

    /// `minutes` for each side and `seconds` added after each move.
    pub const fn minutes(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl { base_ms: minutes * 60_000, increment_ms: seconds * 1000 }
    }

    /// Reads `<minutes>+<seconds>` (`5+3`, `0.5+0`, `1.5+0.5`): both may be fractions, and a
    /// space may stand for the `+` (an address's query reads `+` as a space). `None` for
    /// anything else, for no time at all, or for more than three hours or an increment of more
    /// than three minutes.
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (minutes, seconds) = text.trim().split_once(['+', ' '])?;
        let base_ms = decimal(minutes.trim(), 60_000)?;
        let increment_ms = decimal(seconds.trim(), 1000)?;
        let fits = base_ms > 0 && base_ms <= MAX_BASE_MS && increment_ms <= MAX_INCREMENT_MS;
        fits.then_some(TimeControl { base_ms, increment_ms })
    }

    /// As the address writes it: `5+3`, `0.5+0`.
    pub fn text(self) -> String {
        format!("{}+{}", decimal_text(self.base_ms, 60_000), decimal_text(self.increment_ms, 1000))
    }

    /// As PGN's `TimeControl` tag writes it, in seconds: `180+2`.
    pub fn pgn(self) -> String {
        format!("{}+{}", self.base_ms / 1000, self.increment_ms / 1000)
    }
}

/// A decimal number of `unit`s (`2`, `0.5`, `.25`) in milliseconds, rounded down.
fn decimal(text: &str, unit: u64) -> Option<u64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) || fraction.len() > 6 {
        return None;
    }
    // Digits read by hand: at most six after the point, and a whole part kept small.
    let value = |s: &str| s.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0'));
    if whole.len() > 6 {
        return None;
    }
    Some(value(whole) * unit + value(fraction) * unit / 10u64.pow(fraction.len() as u32))
}

/// `ms` in `unit`s, with up to three decimals and no trailing zeros.
fn decimal_text(ms: u64, unit: u64) -> String {
    let thousandths = ms * 1000 / unit;
    let (whole, mut fraction) = (thousandths / 1000, thousandths % 1000);
    if fraction == 0 {
        return whole.to_string();
    }
    let mut text = format!("{whole}.{fraction:03}");
    while fraction % 10 == 0 {
        text.pop();
        fraction /= 10;
    }
    text
}

/// A clock's face: `m:ss`, or `0:09.4` under ten seconds (rounded down: `0:00.0` only when
/// the time is out).
pub fn clock_text(ms: u64) -> String {
    if ms < 10_000 {
        format!("0:0{}.{}", ms / 1000, ms / 100 % 10)
    } else {
        let seconds = ms / 1000;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// PGN's `%clk` value: `h:mm:ss` (`0:02:58`), rounded down.
pub fn pgn_clock(ms: u64) -> String {
    let seconds = ms / 1000;
    format!("{}:{:02}:{:02}", seconds / 3600, seconds / 60 % 60, seconds % 60)
}

/// Both sides' time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// The time left of White and Black (by [`Color::index`]), as of `running`'s start.
    left: [u64; 2],
    /// The side whose time runs and since when; `None`: stopped.
    running: Option<(Color, u64)>,
    /// The mover's time left after each move from `first_ply` on, its increment added.
    history: Vec<u64>,
    /// The move (counted from 0) of `history`'s first time: the clock may have been started
    /// on a game already under way.
    first_ply: usize,
}

impl Clock {
    /// A stopped clock with the full time on both sides.
    pub fn new(control: TimeControl) -> Clock {
        Clock { control, left: [control.base_ms; 2], running: None, history: Vec::new(), first_ply: 0 }
    }

    /// A stopped clock as it was saved: `white` and `black` left, `history` and `first_ply` as
    /// [`Clock::history`] gave them.
    pub fn restore(control: TimeControl, white: u64, black: u64, history: Vec<u64>, first_ply: usize) -> Clock {
        Clock { control, left: [white, black], running: None, history, first_ply }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `side` has left at `now`.
    pub fn left(&self, side: Color, now: u64) -> u64 {
        let left = self.left[side.index()];
        match self.running {
            Some((running, since)) if running == side => left.saturating_sub(now.saturating_sub(since)),
            _ => left,
        }
    }

    /// The side whose time runs.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// From `now` on, `side`'s time runs (`None`: nobody's). The time of the side that ran
    /// until now is counted; asking for the side that already runs changes nothing.
    pub fn run(&mut self, side: Option<Color>, now: u64) {
        if self.running() == side {
            return;
        }
        self.settle(now);
        self.running = side.map(|side| (side, now));
    }

    /// Counts the running side's time up to `now` (its time keeps running from there): what
    /// [`Clock::left`] says is then kept without `now`, as a save needs.
    pub fn settle(&mut self, now: u64) {
        if let Some((side, _)) = self.running {
            self.left[side.index()] = self.left(side, now);
            self.running = Some((side, now));
        }
    }

    /// `mover` has played move `ply` (counted from 0) at `now`: its time stops, its increment
    /// is added and its time left is kept for the move's `%clk` (the times of later moves, taken
    /// back, are forgotten); the clock then waits ([`Clock::run`] starts the other side).
    /// Returns `false`, adding nothing, when `mover`'s time had run out before the move.
    pub fn press(&mut self, mover: Color, ply: usize, now: u64) -> bool {
        self.settle(now);
        self.running = None;
        self.truncate(ply);
        if self.history.is_empty() {
            self.first_ply = ply;
        }
        let left = &mut self.left[mover.index()];
        let in_time = *left > 0;
        if in_time {
            *left += self.control.increment_ms;
        }
        self.history.push(*left);
        in_time
    }

    /// The side whose time ran out at `now`, if the running one's has.
    pub fn flag(&self, now: u64) -> Option<Color> {
        self.running().filter(|&side| self.left(side, now) == 0)
    }

    /// The mover's time left after each move from [`Clock::first_ply`] on (its increment added).
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    /// The move whose time [`Clock::history`] holds first.
    pub fn first_ply(&self) -> usize {
        self.first_ply
    }

    /// The mover's time left after move `ply` (counted from 0), when the clock knows it.
    pub fn after_move(&self, ply: usize) -> Option<u64> {
        self.history.get(ply.checked_sub(self.first_ply)?).copied()
    }

    /// Forgets the times of the moves after the first `plies` (moves taken back).
    pub fn truncate(&mut self, plies: usize) {
        if plies < self.first_ply {
            self.first_ply = plies;
            self.history.clear();
        } else {
            self.history.truncate(plies - self.first_ply);
        }
    }
}

impl Clock {
    /// Writes the clock into a timed game's PGN: `TimeControl` and each move's `%clk`.
    pub fn write_pgn(&self, pgn: &mut crate::rules::pgn::PgnGame) {
        pgn.set_tag("TimeControl", &self.control().pgn());
        for (ply, annotation) in pgn.annotations.iter_mut().enumerate() {
            if let Some(ms) = self.after_move(ply) {
                annotation.comment = Some(format!("[%clk {}]", pgn_clock(ms)));
            }
        }
    }
}
