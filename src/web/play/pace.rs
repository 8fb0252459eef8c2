//! How long the computer takes to answer below full strength: the time a person at the board
//! would. Short for a forced move or an obvious recapture, longer in a sharp position (in
//! check, many captures to weigh, a check to give, a search that changed its mind), longer at
//! the stronger levels, scaled to the clock in a timed game and never more than a small share
//! of the time left, so that no game is lost on time by the pause. Full strength adds nothing.
//!
//! Deterministic: the same position, move, level and clock give the same time; the little
//! variation between moves comes from the position's hash, never from the time of day.
//! Tested natively (`tests/web/pace.rs`).

use crate::engine::Level;
use crate::rng::mix;
use crate::rules::{Move, Position, Role};
use crate::web::board::state::BoardState;

/// No level below full strength answers a move that is not forced sooner than this (ms),
/// unless its clock is nearly out ([`CLOCK_SHARE`]).
pub const MIN_ANSWER_MS: u64 = 400;
/// The time for the only legal move (ms).
pub const FORCED_MS: u64 = 250;
/// The time for an obvious recapture (ms), before its variation.
const RECAPTURE_MS: u64 = 430;
/// A quiet move's time at a level rated [`QUIET_RATING`] or less (ms); each rating point above
/// it adds a [`MS_PER_POINTS`]th of a millisecond: about 0.9 s at First steps, 1.35 s at
/// Beginner, 1.9 s at International master. The pace follows the level's strength, not its
/// number.
const QUIET_MS: u64 = 800;
const QUIET_RATING: i32 = 200;
const MS_PER_POINTS: u64 = 2;
/// The opening's first moves are played faster: this share (in %) of a quiet move's time.
const OPENING_PERCENT: u64 = 60;
const OPENING_MOVES: u32 = 8;
/// A pause never takes more than this share of the time left: a 40th (2.5 %). Below 16 s left
/// that is under [`MIN_ANSWER_MS`]: near the flag the clock wins over the minimum.
pub const CLOCK_SHARE: u64 = 40;
/// On a clock the pace follows the time a move may take, the time left over this many moves
/// plus the increment, against [`REFERENCE_MOVE_MS`]: faster in blitz, slower in a long game.
const CLOCK_MOVES: u64 = 40;
const REFERENCE_MOVE_MS: u64 = 4_000;
/// How far the clock's pace goes, in %: from 15 % to three times the unhurried one.
const CLOCK_SCALE_PERCENT: (u64, u64) = (15, 300);

/// The computer's clock in a timed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PaceClock {
    /// The time it has left (ms).
    pub left_ms: u64,
    pub increment_ms: u64,
}

/// The computer's answer, as the page knows it when its move comes.
#[derive(Clone, Copy, Debug)]
pub struct Reply<'a> {
    /// The position it answers in.
    pub position: &'a Position,
    /// The opponent's last move and the position it was played in, if any.
    pub last: Option<(&'a Position, Move)>,
    /// The computer's move (legal in `position`).
    pub chosen: Move,
    /// How many times the search changed its best move while it searched (0 when its reports
    /// did not say): a close call between moves takes a person longer.
    pub changes_of_mind: u32,
}

/// How the reply looks to a person: what decides its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The only legal move.
    Forced,
    /// Taking back on the square just captured on, winning back at least what it gives
    /// (a piece worth as much as the one taking, or one no longer defended).
    Recapture,
    /// Any other move, with its sharpness in % (100: quiet; more: sharper).
    Think { sharpness: u64 },
}

impl Kind {
    pub fn of(reply: &Reply) -> Kind {
        let pos = reply.position;
        let legal = pos.legal_moves();
        if legal.len() <= 1 {
            return Kind::Forced;
        }
        let chosen = reply.chosen;
        let just_captured = reply.last.filter(|(before, m)| before.is_capture(*m)).map(|(_, m)| m.to());
        let recapture = just_captured == Some(chosen.to()) && wins_back(pos, chosen);
        if recapture && reply.changes_of_mind == 0 && !pos.is_check() {
            return Kind::Recapture;
        }
        let captures = legal.iter().filter(|&&m| pos.is_capture(m)).count() as u64;
        let mut sharpness = 100;
        if pos.is_check() {
            sharpness += 30;
        }
        sharpness += 15 * captures.saturating_sub(1).min(4);
        if pos.gives_check(chosen) {
            sharpness += 20;
        }
        sharpness += 25 * u64::from(reply.changes_of_mind.min(3));
        if sharpness == 100 && pos.fullmove_number() <= OPENING_MOVES {
            sharpness = OPENING_PERCENT;
        }
        Kind::Think { sharpness }
    }
}

/// Whether the capture `m` wins back at least what it gives: it takes a piece worth as much as
/// the one taking, or one that nothing defends any more.
fn wins_back(pos: &Position, m: Move) -> bool {
    let worth = |role: Role| [1, 3, 3, 5, 9, 100][role.index()];
    let Some(taken) = pos.captured_role(m) else { return false };
    worth(taken) >= worth(pos.moved_role(m)) || !pos.is_attacked(m.to(), !pos.turn(), pos.occupied().without(m.from()))
}

/// How long (ms) `level`'s answer `reply` takes from the moment it was asked, with `clock`
/// in a timed game; 0 at full strength. The page waits what its search did not take.
pub fn reply_ms(reply: &Reply, level: u8, clock: Option<PaceClock>) -> u64 {
    if level >= Level::MAX {
        return 0;
    }
    let cap = clock.map_or(u64::MAX, |c| c.left_ms / CLOCK_SHARE);
    // A little variation, from the position and the level alone: between 85 and 115 %.
    let seed = reply.position.hash() ^ u64::from(level).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let vary = |ms: u64| ms * (85 + mix(seed) % 31) / 100;
    let ms = match Kind::of(reply) {
        Kind::Forced => FORCED_MS,
        Kind::Recapture => vary(RECAPTURE_MS).max(MIN_ANSWER_MS),
        Kind::Think { sharpness } => {
            let quiet = QUIET_MS + points_above_quiet_rating(level) / MS_PER_POINTS;
            let scale = clock.map_or(100, |c| {
                let per_move = c.left_ms / CLOCK_MOVES + c.increment_ms;
                (per_move * 100 / REFERENCE_MOVE_MS).clamp(CLOCK_SCALE_PERCENT.0, CLOCK_SCALE_PERCENT.1)
            });
            vary(quiet * sharpness / 100 * scale / 100).max(MIN_ANSWER_MS)
        }
    };
    ms.min(cap)
}

/// How many rating points `level` stands above [`QUIET_RATING`] (0 below it, or for a level
/// the ladder does not have).
fn points_above_quiet_rating(level: u8) -> u64 {
    Level::new(level).map_or(0, |l| u64::try_from(l.rating() - QUIET_RATING).unwrap_or(0))
}

/// [`reply_ms`] for the computer's move `uci` on `board` (before it is played), the clock of
/// the side to move read at `now` (ms); 0 for a move the rules do not read here.
pub fn on_board(board: &BoardState, uci: &str, level: u8, changes_of_mind: u32, now: u64) -> u64 {
    let position = board.position();
    let Ok(chosen) = position.parse_uci(uci) else { return 0 };
    let positions = board.positions();
    let before = positions.len().checked_sub(2).map(|i| &positions[i]);
    let last = before.zip(board.last_move());
    let clock = board
        .clock()
        .map(|c| PaceClock { left_ms: c.left(position.turn(), now), increment_ms: c.control().increment_ms });
    reply_ms(&Reply { position, last, chosen, changes_of_mind }, level, clock)
}
