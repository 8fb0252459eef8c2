//! The messages between the page and its search worker.
//!
//! One enum per direction, shared by both sides and carried across `postMessage` as plain
//! JS objects ([`js`]: the variant name is in the `type` field, so a test or a debugging
//! console can read and write them by hand:
//! `{type: "Go", id: 1, fen: "…", moves: ["e2e4"], limits: {movetime_ms: 500}}`, or on the
//! clock `limits: {clock: {wtime: 170000, btime: 175000, winc: 2000, binc: 2000}}`).
//!
//! The worker speaks first: it posts [`FromWorker::Ready`] once its wasm is loaded, and the
//! page sends nothing before that (messages posted earlier would be lost).

#[cfg(target_arch = "wasm32")]
mod js;

use crate::teach::Algorithm;

#[cfg(target_arch = "wasm32")]
pub use js::{
    JsMessage, MessageError, PageSide, Side, WorkerSide, PLAY_PAGE, PLAY_WORKER, TEACHING_PAGE, TEACHING_WORKER,
};

/// How much the worker may search. Unset fields do not limit; with none set the search
/// runs until the page stops it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GoLimits {
    /// Iterative deepening stops after this depth (plies).
    pub depth: Option<u32>,
    /// Node budget; the search returns its best move so far once it is spent.
    pub nodes: Option<u64>,
    /// How long it may think (the level's cap still applies).
    pub time: ThinkingTime,
    /// Playing level, 1 (weakest) to 10 (full strength, the default).
    pub level: Option<u8>,
    /// Answer from the opening book (without searching) while the game is in it.
    pub book: bool,
}

/// How long the worker may think.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThinkingTime {
    /// No time limit: the depth, the nodes or the page's Stop end the search.
    #[default]
    Free,
    /// This many milliseconds.
    Fixed(u64),
    /// A game on the clock: the time management decides, from both clocks.
    Clock(ClockLimits),
}

/// The clocks of a timed game, in milliseconds: the time White and Black have left and
/// their increments per move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockLimits {
    pub wtime: u64,
    pub btime: u64,
    pub winc: u64,
    pub binc: u64,
}

/// What a teaching search looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    Chess {
        fen: String,
    },
    /// Nine cells, top row first: `x`, `o`, `-` (see `teach::tictactoe::Board::parse`).
    TicTacToe {
        board: String,
    },
    /// The mouse and the cats: eight rows, top row first, then the side to move (see
    /// `teach::mouse::MouseBoard::parse`).
    Mouse {
        board: String,
    },
    /// The course notes' format (see `teach::abstract_tree`).
    Tree {
        text: String,
    },
}

/// One evaluator's account of a position (see `engine::eval::breakdown`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalReport {
    /// `seed` (the course's) or `full` (the engine's).
    pub evaluator: String,
    /// The evaluation for the side to move, in centipawns.
    pub score: i32,
    /// The terms that count here: (index in `engine::eval::Term::ALL`, White's part, Black's).
    pub terms: Vec<(u8, i32, i32)>,
}

/// Page → worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToWorker {
    /// Search the position reached from `fen` by playing `moves` (UCI text).
    /// `id` is echoed in every answer so stale answers can be told apart.
    Go { id: u32, fen: String, moves: Vec<String>, limits: GoLimits },
    /// Forget everything learnt from earlier positions.
    NewGame,
    /// Search `subject` with a teaching algorithm ([`Algorithm::Poda`], the engine's own
    /// search, for chess only) to `depth` plies, recording at most `record` nodes. Answered by
    /// one [`FromWorker::TeachTree`].
    Teach { id: u32, subject: Subject, depth: u32, algorithm: Algorithm, crash_cut: bool, record: u32 },
    /// Explain the evaluation of the position reached from `fen` by `line` (UCI, `0000` for a
    /// null move), term by term, for the course's evaluator and the engine's. Answered by one
    /// [`FromWorker::Explanation`].
    Explain { id: u32, fen: String, line: Vec<String> },
    /// Count the nodes of every algorithm on `subject` at `depth`, without recording: one
    /// [`FromWorker::TeachCount`] per algorithm offered at that depth, the quickest first.
    TeachCounts { id: u32, subject: Subject, depth: u32, crash_cut: bool },
    /// How deep each algorithm gets on the chess position `fen` within `budget` nodes
    /// (`teach::reach`). Answered by one [`FromWorker::TeachReach`].
    TeachReach { id: u32, fen: String, budget: u64 },
    /// Fetch the network at `url` (relative to the worker's script) and evaluate with it at
    /// the levels that use one. Answered by one [`FromWorker::Network`] when it has arrived or
    /// failed; the hand-crafted evaluation plays meanwhile (and for good, if it failed).
    LoadNetwork { url: String },
}

/// Worker → page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FromWorker {
    /// The worker's wasm is loaded; it reads messages from now on.
    Ready,
    /// Progress after each completed depth. The score is from the side to move's point of
    /// view: centipawns, or moves to mate (negative: the side to move is mated).
    Info { id: u32, depth: u32, score_cp: Option<i32>, mate_in: Option<i32>, nodes: u64, time_ms: u64, pv: Vec<String> },
    /// The search is over. `uci` is `None` when the side to move has no legal move.
    BestMove { id: u32, uci: Option<String>, san: Option<String> },
    /// A recorded teaching search. `value` is the root's value for the side to move there
    /// (centipawns in chess); `tree` is `teach::Tree::encode`'s text; `iterations`, for the
    /// engine's own search, every iteration of its iterative deepening as
    /// `teach::iterations::encode` writes them (empty for the others). Texts rather than
    /// objects: the teaching view reads them, and the play page, which reads the same messages,
    /// does not carry a reader for them.
    TeachTree {
        id: u32,
        algorithm: Algorithm,
        value: i32,
        pv: Vec<String>,
        pv_codes: Vec<String>,
        counts: crate::teach::Counts,
        tree: String,
        iterations: String,
    },
    /// The evaluation explained: one report per evaluator.
    Explanation { id: u32, white_to_move: bool, reports: Vec<EvalReport> },
    /// The counts of one algorithm for a [`ToWorker::TeachCounts`] request.
    TeachCount { id: u32, algorithm: Algorithm, value: i32, counts: crate::teach::Counts },
    /// The answer to [`ToWorker::TeachReach`]: the depth each algorithm reached within
    /// `budget`, as `teach::reach::encode` writes them.
    TeachReach { id: u32, budget: u64, reached: String },
    /// A request could not be served (bad FEN, illegal move in `moves`, unreadable message).
    Error { id: Option<u32>, message: String },
    /// The answer to [`ToWorker::LoadNetwork`]: `hidden` neurons per perspective when the
    /// network is in use, or why it is not.
    Network { loaded: bool, hidden: u32, detail: String },
}
