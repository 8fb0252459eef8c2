//! What the play page's state's changes are handed and return, as the board's `outcome` is
//! for the board: the time of a change ([`Moment`]), what the worker is to do ([`ToWorker`]),
//! and what a best move, a take back and a fresh worker mean for the page.

use crate::rules::Move;
use crate::web::worker_messages::PlayRequest;

/// When a change happens: the page's time in ms (`performance.now()`), and whether the tab is
/// hidden (a game against the computer stops its clocks then: nobody sees it think).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Moment {
    pub ms: f64,
    pub hidden: bool,
}

impl Moment {
    /// The time in whole milliseconds, as the clocks count it.
    pub fn clock(self) -> u64 {
        self.ms.max(0.0) as u64
    }
}

/// What a change asks of the worker.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ToWorker {
    /// The search under way is dropped: its worker is ended and a fresh one started (a busy
    /// worker reads no message).
    pub restart: bool,
    /// Then these, in order.
    pub send: Vec<PlayRequest>,
}

impl ToWorker {
    pub(super) fn push(&mut self, request: Option<PlayRequest>) {
        self.send.extend(request);
    }
}

/// What the worker's best move means for the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Answered {
    /// Nothing more (a stale answer).
    Nothing,
    /// The review's question was answered (its next one is in `send`).
    Review,
    /// The hint asked for (`uci`): `current` when no move was played since, and then the
    /// move to show.
    Hint { uci: Option<String>, current: bool, shown: Option<Move> },
    /// The computer's move, to be played after `wait_ms` (below full strength, a person's
    /// pace) with `PlayState::engine_answer`.
    Move { id: u32, uci: Option<String>, san: Option<String>, wait_ms: f64 },
}

/// The worker's best move: what to send, and what it means.
#[derive(Clone, Debug, PartialEq)]
pub struct BestMove {
    /// The search's last report was shown first (the engine line and the evaluation changed).
    pub report_shown: bool,
    pub send: Vec<PlayRequest>,
    pub then: Answered,
}

/// A move taken back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TakenBack {
    pub to_worker: ToWorker,
    /// The moves taken back (none: there was nothing to take back).
    pub undone: usize,
    /// The player's move taken back, to slide back from where it went.
    pub slide: Option<Move>,
}

/// The worker is ready.
#[derive(Clone, Debug, PartialEq)]
pub struct Ready {
    /// How long the restart took (ms), after one.
    pub restart_ms: Option<f64>,
    pub send: Vec<PlayRequest>,
}
