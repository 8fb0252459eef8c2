//! The play page's state and its changes, grouped as chessground groups a board's: the
//! [`Game`] (the board's game, its start, the computer's limits and level), the [`Search`]
//! (the worker's search under way, the hint, the report not yet shown, the network), the
//! [`ReviewState`], and the [`Texts`] the page says (notices, the engine line, the boxes'
//! errors). The clocks are the game's ([`crate::web::board::clock`]); a change that runs them
//! is handed the time, a [`Moment`].
//!
//! No browser in it: a change returns what the worker is to be sent (a [`PlayRequest`], or
//! [`ToWorker`] when the search under way is dropped first), and the page (`page/`) sends it,
//! then says, plays and draws what changed. Tested natively (`tests/web/play_state.rs`).

use crate::engine::Level;
use crate::rules::{Color, Move, PieceLetters, Role};
use crate::web::analysis::eval::{self, Eval};
use crate::web::analysis::review::Review;
use crate::web::board::state::{BoardState, LoadError, TypedMoveError};
use crate::web::i18n::{ApiError, EngineLine, Notice, Restart};
use crate::web::saved::Prefs;
use crate::web::shell::page_params::PageParams;
use crate::web::worker_messages::{ClockLimits, GoLimits, PlayRequest, ThinkingTime};

use super::game::PlayedGame;
pub use super::options::NetState;
pub use super::outcome::{Answered, BestMove, Moment, Ready, TakenBack, ToWorker};
use super::pace;

/// The network file, beside the page (the worker resolves it against its own script's URL).
pub const NET_URL: &str = "poda.nnue";
/// How many moves of the principal variation the engine panel shows.
pub const PV_SHOWN: usize = 12;
/// How long the computer thinks when Stop came before its search had found a move.
pub const STOPPED_MOVETIME_MS: u64 = 100;
/// How long the engine looks for a hint.
pub const HINT_MOVETIME_MS: u64 = 700;

/// The game on the board and how the computer plays it.
#[derive(Clone, Debug)]
pub struct Game {
    pub board: BoardState,
    /// The game's start position, as New game offers it again.
    pub initial: BoardState,
    /// The computer's limits; `level` is the one the level menu shows.
    pub limits: GoLimits,
}

impl Game {
    /// The computer's level (full strength when none was chosen).
    pub fn level(&self) -> u8 {
        self.limits.level.unwrap_or(Level::MAX)
    }
}

/// One `Info` of the search under way, not yet shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport {
    pub id: u32,
    pub depth: u32,
    pub score_cp: Option<i32>,
    pub mate_in: Option<i32>,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<String>,
}

/// The worker and what it searches.
#[derive(Clone, Debug)]
pub struct Search {
    /// The id of the computer's search in progress.
    pub busy: Option<u32>,
    /// When it was asked (ms).
    pub since: f64,
    /// The first move of the search's latest principal variation (UCI): what Stop plays.
    pub best_so_far: Option<String>,
    /// How many times the search under way changed that move.
    pub changes_of_mind: u32,
    /// The hint being searched: its request id and the number of moves played when asked.
    pub hinting: Option<(u32, usize)>,
    /// The search's latest report, shown at the next frame: a search reports many depths in
    /// its first milliseconds, and the page is written once per frame, not once per report.
    pub unshown: Option<SearchReport>,
    /// The engine's last score (White's view) and principal variation in SAN.
    pub eval: Option<Eval>,
    pub pv: Vec<String>,
    pub net: NetState,
    /// When the last restart began (ms) and why, until the new worker is ready.
    pub restart_began: Option<(f64, Restart)>,
    /// The worker has said `Ready` (requests sent before wait in its queue).
    pub worker_ready: bool,
    next_id: u32,
}

/// The review of the game.
#[derive(Clone, Debug, Default)]
pub struct ReviewState {
    /// The review, while it is of the game on the board.
    pub review: Option<Review>,
    /// The last score reported for the review's question (side to move's view): centipawns,
    /// mate, the line.
    pub score: (Option<i32>, Option<i32>, Vec<String>),
    /// The review's better line is shown for the judged move on the board.
    pub line_shown: bool,
    /// Once the review is done: the puzzles its mistakes added, and how many are kept.
    pub puzzles_made: Option<(usize, usize)>,
}

/// What the page says besides the game: each a typed value, put in words by `i18n`.
#[derive(Clone, Debug)]
pub struct Texts {
    /// What the notice box says (nothing when empty).
    pub notices: Vec<Notice>,
    pub engine_line: EngineLine,
    /// Why the last typed move was not played (shown beside the box).
    pub move_error: Option<TypedMoveError>,
    /// Why the pasted FEN or PGN could not be loaded (shown beside the box).
    pub import_error: Option<LoadError>,
    /// Whether the last copy worked (said under the buttons).
    pub copy_status: Option<bool>,
    /// The side the player handed to the computer, said in the notice box until closed.
    pub sides_stated: Option<Color>,
    /// The game-end banner was closed (until the game changes).
    pub banner_closed: bool,
}

/// What the page knows.
#[derive(Clone, Debug)]
pub struct PlayState {
    pub game: Game,
    pub search: Search,
    pub review: ReviewState,
    pub texts: Texts,
    pub prefs: Prefs,
    /// What the address asked of the page (`interactive`, `parent` …).
    pub params: PageParams,
    /// Inside another page: the game is not saved, no puzzles are kept.
    pub framed: bool,
}

impl PlayState {
    pub fn new(game: BoardState, initial: BoardState, limits: GoLimits, net: NetState, prefs: Prefs) -> PlayState {
        let mut board = game;
        board.always_queen = prefs.always_queen;
        PlayState {
            game: Game { board, initial, limits },
            search: Search {
                busy: None,
                since: 0.0,
                best_so_far: None,
                changes_of_mind: 0,
                hinting: None,
                unshown: None,
                eval: None,
                pv: Vec::new(),
                net,
                restart_began: None,
                worker_ready: false,
                next_id: 1,
            },
            review: ReviewState::default(),
            texts: Texts {
                notices: Vec::new(),
                engine_line: EngineLine::Starting,
                move_error: None,
                import_error: None,
                copy_status: None,
                sides_stated: None,
                banner_closed: false,
            },
            prefs,
            params: PageParams::default(),
            framed: false,
        }
    }

    pub(super) fn next_id(&mut self) -> u32 {
        let id = self.search.next_id;
        self.search.next_id += 1;
        id
    }

    // ---- The clocks ----

    /// Runs the side to move's time, or stops the clock: once the game is over, and while the
    /// tab is hidden in a game against the computer.
    pub fn run_clock(&mut self, at: Moment) {
        if self.game.board.clock().is_none() {
            return;
        }
        let paused = at.hidden && self.game.board.engine_side().is_some();
        self.game.board.run_clock(!paused, at.clock());
    }

    /// `limits` on the clock: the time both sides have left, and the increment.
    pub fn clock_limits(&self, limits: GoLimits, at: Moment) -> GoLimits {
        let Some(clock) = self.game.board.clock() else { return limits };
        let now = at.clock();
        let increment = clock.control().increment_ms;
        let clock = ClockLimits {
            wtime: clock.left(Color::White, now),
            btime: clock.left(Color::Black, now),
            winc: increment,
            binc: increment,
        };
        GoLimits { time: ThinkingTime::Clock(clock), ..limits }
    }

    /// One tick of the timer: `Some` when a flag has just fallen (the computer's search, if it
    /// was thinking, is dropped).
    pub fn tick(&mut self, at: Moment) -> Option<ToWorker> {
        if self.game.board.clock().is_none() || !self.game.board.check_flag(at.clock()) {
            return None;
        }
        let restart = self.stop_search();
        self.texts.banner_closed = false;
        Some(ToWorker { restart, send: Vec::new() })
    }

    // ---- The computer's search ----

    /// Asks for the computer's move, when it is its turn.
    pub fn ask_engine(&mut self, at: Moment) -> Option<PlayRequest> {
        if !self.game.board.engine_to_move() {
            return None;
        }
        let id = self.next_id();
        self.search.busy = Some(id);
        self.search.since = at.ms;
        self.search.best_so_far = None;
        self.search.changes_of_mind = 0;
        self.game.board.thinking = true;
        Some(self.game.board.go_request(id, self.clock_limits(self.game.limits, at)))
    }

    /// Forgets the searches under way (their worker is being replaced).
    pub fn drop_search(&mut self) {
        self.search.busy = None;
        self.search.hinting = None;
        if let Some(review) = self.review.review.as_mut() {
            review.forget_question();
        }
        self.game.board.thinking = false;
    }

    /// Drops the computer's search, if one is under way: whether the worker must be replaced.
    fn stop_search(&mut self) -> bool {
        let busy = self.search.busy.is_some();
        if busy {
            self.drop_search();
        }
        busy
    }

    /// The worker was replaced (`Some(when)`: a fresh one is loading; `None`: none could be).
    pub fn worker_restarted(&mut self, began: Option<(f64, Restart)>) {
        self.search.worker_ready = false;
        self.search.restart_began = began;
        if began.is_none() {
            self.texts.notices = vec![Notice::EngineGaveUp];
            self.texts.engine_line = EngineLine::Unavailable;
        }
    }

    /// Stop: the search under way is dropped; `Some` with the best move it had found, if any
    /// (`None`: nothing was being searched).
    pub fn stop(&mut self) -> Option<Option<String>> {
        self.search.busy?;
        let best = self.search.best_so_far.clone();
        self.drop_search();
        Some(best)
    }

    /// After Stop before the search had found a move (or when it is no longer the computer's
    /// turn to play it): the computer is asked again for a quick move.
    pub fn ask_quick_move(&mut self, at: Moment) -> Option<PlayRequest> {
        let limits = self.game.limits;
        self.game.limits =
            GoLimits { time: ThinkingTime::Fixed(STOPPED_MOVETIME_MS), depth: None, nodes: None, ..limits };
        let request = self.ask_engine(at);
        self.game.limits = limits;
        request
    }

    /// The worker said `Ready`: what the engine line says now, and what it is sent (the
    /// network again, the review's next question).
    pub fn worker_ready(&mut self, at: Moment) -> Ready {
        self.search.worker_ready = true;
        // After Stop, the move the computer played stays on the line.
        let mut line = Some(EngineLine::Ready);
        let mut restart_ms = None;
        if let Some((began, cause)) = self.search.restart_began.take() {
            restart_ms = Some(at.ms - began);
            line = match cause {
                Restart::Crashed => Some(EngineLine::Recovered),
                Restart::Stopped if self.search.busy.is_some() => None,
                Restart::Stopped => {
                    (!matches!(self.texts.engine_line, EngineLine::Played { .. })).then_some(EngineLine::Ready)
                }
            };
        }
        if let Some(line) = line {
            self.texts.engine_line = line;
        }
        let mut send = Vec::new();
        if matches!(self.search.net, NetState::Asked | NetState::Loaded) {
            send.push(PlayRequest::LoadNetwork { url: NET_URL.to_string() });
        }
        send.extend(self.ask_review());
        Ready { restart_ms, send }
    }

    /// A report of a search: kept for the next frame when it is the computer's search's, and
    /// the score kept when it is the review's. Whether a frame is wanted to show it.
    #[allow(clippy::too_many_arguments)]
    pub fn info(
        &mut self,
        id: u32,
        depth: u32,
        score_cp: Option<i32>,
        mate_in: Option<i32>,
        nodes: u64,
        time_ms: u64,
        pv: Vec<String>,
    ) -> bool {
        if self.review.review.as_ref().and_then(|r| r.asked(id)).is_some() {
            self.review.score = (score_cp, mate_in, pv.clone());
        }
        if self.search.busy != Some(id) {
            return false;
        }
        if let Some(first) = pv.first() {
            if self.search.best_so_far.as_ref().is_some_and(|best| best != first) {
                self.search.changes_of_mind += 1;
            }
            self.search.best_so_far = Some(first.clone());
        }
        self.search.unshown = Some(SearchReport { id, depth, score_cp, mate_in, nodes, time_ms, pv });
        // Hidden, a report changes nothing once the page says "thinking": it waits for the
        // move, or for the evaluation to be switched on.
        self.prefs.eval_bar || !matches!(self.texts.engine_line, EngineLine::Thinking)
    }

    /// Shows the search's latest report (if it is still the search under way): the engine
    /// line, the evaluation and the principal variation. Whether there was one to show.
    pub fn show_search_report(&mut self) -> bool {
        let Some(report) = self.search.unshown.take() else { return false };
        if self.search.busy != Some(report.id) {
            return false;
        }
        let pos = self.game.board.position();
        self.search.eval = Eval::from_engine(pos.turn(), report.score_cp, report.mate_in);
        self.search.pv = eval::line_san(pos, &report.pv[..report.pv.len().min(PV_SHOWN)]);
        // The depth, the score and the line are shown when asked for: otherwise they would be
        // a free hint.
        self.texts.engine_line = if self.prefs.eval_bar {
            EngineLine::Searching {
                depth: report.depth,
                eval: self.search.eval,
                speed: eval::speed(report.nodes, report.time_ms),
            }
        } else {
            EngineLine::Thinking
        };
        true
    }

    /// The worker's best move for the search `id`: the review's answer, the hint, or the
    /// computer's move (below full strength, at a person's pace: [`pace`]).
    pub fn best_move(&mut self, id: u32, uci: Option<String>, san: Option<String>, at: Moment) -> BestMove {
        // The search's last report is shown before its move is played.
        let report_shown = self.show_search_report();
        let mut send = Vec::new();
        // The first answer (a move, a hint, a review's score) is in: now the network.
        if self.search.net == NetState::NotAsked {
            self.search.net = NetState::Asked;
            send.push(PlayRequest::LoadNetwork { url: NET_URL.to_string() });
        }
        let (cp, mate, pv) = std::mem::take(&mut self.review.score);
        if let Some(review) = self.review.review.as_mut().filter(|r| r.asked(id).is_some()) {
            review.record(id, cp, mate, uci, pv);
            send.extend(self.ask_review());
            return BestMove { report_shown, send, then: Answered::Review };
        }
        if let Some((_, asked_at)) = self.search.hinting.filter(|(hint, _)| *hint == id) {
            self.search.hinting = None;
            let current = asked_at == self.game.board.sans().len();
            let shown = uci.as_deref().filter(|_| current).and_then(|u| self.game.board.position().parse_uci(u).ok());
            return BestMove { report_shown, send, then: Answered::Hint { uci, current, shown } };
        }
        if self.search.busy != Some(id) {
            return BestMove { report_shown, send, then: Answered::Nothing };
        }
        // Below full strength the move comes at a person's pace (a depth set by the address
        // asks for the engine's own): what the search did not take is waited.
        let pace = match uci.as_deref() {
            Some(uci) if self.game.limits.depth.is_none() => {
                pace::on_board(&self.game.board, uci, self.game.level(), self.search.changes_of_mind, at.clock())
            }
            _ => 0,
        };
        let wait_ms = (pace as f64 - (at.ms - self.search.since)).max(0.0);
        BestMove { report_shown, send, then: Answered::Move { id, uci, san, wait_ms } }
    }

    /// The search `id` is over: whether it is still the one under way (its move, if any, is
    /// then to be played with [`PlayState::engine_move`]).
    pub fn engine_answer(&mut self, id: u32) -> bool {
        if self.search.busy != Some(id) {
            return false;
        }
        self.search.busy = None;
        self.game.board.thinking = false;
        true
    }

    /// Plays the computer's move `uci` (checked by the rules; `None`, and a notice, when it is
    /// not legal here); `san` is the worker's writing of it.
    pub fn engine_move(&mut self, uci: &str, san: Option<String>, at: Moment) -> Option<Move> {
        let Ok(m) = self.game.board.apply_uci(uci) else {
            self.texts.notices = vec![Notice::EngineIllegalMove { uci: uci.to_string() }];
            return None;
        };
        self.game.board.note_computer_level(self.game.level());
        let san = san.unwrap_or_else(|| self.game.board.sans().last().cloned().unwrap_or_default());
        self.texts.banner_closed = false;
        self.moved(at);
        self.texts.engine_line = EngineLine::Played { san };
        Some(m)
    }

    /// After the computer's move: the player's premove, when it is legal now.
    pub fn play_premove(&mut self, at: Moment) -> Option<(Move, Option<PlayRequest>)> {
        let m = self.game.board.play_premove()?;
        Some((m, self.human_moved(at)))
    }

    /// The worker could not serve request `id`: whether it was the computer's search.
    pub fn engine_error(&mut self, id: Option<u32>, message: String) -> bool {
        let busy = id.is_some() && id == self.search.busy;
        if busy {
            self.search.busy = None;
            self.game.board.thinking = false;
        }
        self.texts.notices = vec![Notice::EngineError { message }];
        busy
    }

    /// The worker's answer to [`PlayRequest::LoadNetwork`]; a review waited for it.
    pub fn network(&mut self, loaded: bool) -> Option<PlayRequest> {
        // The hand-crafted evaluation keeps playing when it failed: nothing is lost but strength.
        self.search.net = if loaded { NetState::Loaded } else { NetState::Off };
        self.ask_review()
    }

    // ---- Hints ----

    /// Asks for the best move for the player, at full strength, for [`HINT_MOVETIME_MS`].
    pub fn ask_hint(&mut self) -> Option<PlayRequest> {
        if !self.game.board.human_to_move() || self.search.hinting.is_some() {
            return None;
        }
        let id = self.next_id();
        self.search.hinting = Some((id, self.game.board.sans().len()));
        let limits = GoLimits { time: ThinkingTime::Fixed(HINT_MOVETIME_MS), book: false, ..GoLimits::default() };
        Some(self.game.board.go_request(id, limits))
    }

    // ---- The player's moves ----

    /// After a move on the board: the mover's clock is pressed (a move made after its time ran
    /// out loses on time), and the other side's time runs.
    fn moved(&mut self, at: Moment) {
        self.game.board.press_clock(at.clock());
        self.run_clock(at);
    }

    /// After the player's move on the board: the banner and the typed move's error go, and the
    /// computer is asked for its answer when it plays the other side.
    pub fn human_moved(&mut self, at: Moment) -> Option<PlayRequest> {
        self.texts.banner_closed = false;
        self.moved(at);
        self.texts.move_error = None;
        self.ask_engine(at)
    }

    /// A move typed in the box (in SAN, in `letters`).
    ///
    /// # Errors
    /// Why it is not played (also kept, to be shown beside the box).
    pub fn typed_move(
        &mut self,
        text: &str,
        letters: PieceLetters,
        at: Moment,
    ) -> Result<(Move, Option<PlayRequest>), TypedMoveError> {
        match self.game.board.play_typed(text, letters) {
            Ok(m) => Ok((m, self.human_moved(at))),
            Err(err) => {
                self.texts.move_error = Some(err.clone());
                Err(err)
            }
        }
    }

    /// `poda:play`: a move in UCI or SAN for the side to move (either side: the page around
    /// this one decides), unless the game is over or the computer is thinking.
    ///
    /// # Errors
    /// Why it is not played.
    pub fn play_requested(&mut self, text: &str, at: Moment) -> Result<(Move, Option<PlayRequest>), ApiError> {
        let board = &mut self.game.board;
        if board.is_over() {
            return Err(ApiError::GameOver);
        }
        if board.thinking {
            return Err(ApiError::Thinking);
        }
        let pos = *board.position();
        let m = pos.parse_uci(text.trim()).or_else(|_| pos.parse_san(text)).map_err(ApiError::BadMove)?;
        let illegal = || ApiError::BadMove(crate::rules::SanError::Illegal { text: text.to_string() });
        board.apply_uci(&m.to_string()).map_err(|_| illegal())?;
        Ok((m, self.human_moved(at)))
    }

    /// A piece chosen in the promotion chooser (`None`: Escape): the move, when one is played.
    pub fn promote(&mut self, role: Option<Role>, at: Moment) -> Option<(Move, Option<PlayRequest>)> {
        match role.and_then(|role| self.game.board.promote(role)) {
            Some(m) => Some((m, self.human_moved(at))),
            None => {
                self.game.board.cancel_promotion();
                None
            }
        }
    }

    // ---- The game changed other than by a move ----

    /// After the moves changed other than by a move (take back, a new or loaded game): the
    /// banner and the typed move's error go, the engine line forgets a move taken back, and
    /// the computer moves if it is its turn.
    pub fn after_game_change(&mut self, at: Moment) -> Option<PlayRequest> {
        self.texts.banner_closed = false;
        // "Engine: played Bb4" must not outlive a Bb4 taken back.
        if matches!(self.texts.engine_line, EngineLine::Played { .. } | EngineLine::Sides { .. }) {
            self.texts.engine_line = EngineLine::Ready;
        }
        self.texts.move_error = None;
        self.ask_engine(at)
    }

    /// Takes back the player's last move (and the computer's reply). While the computer
    /// thinks, its search is dropped and the player's move taken back.
    pub fn take_back(&mut self, at: Moment) -> TakenBack {
        let restart = self.stop_search();
        let before = self.game.board.uci_moves();
        let undone = self.game.board.take_back();
        let mut to_worker = ToWorker { restart, send: Vec::new() };
        if undone == 0 {
            return TakenBack { to_worker, undone, slide: None };
        }
        let first = before.get(before.len() - undone).and_then(|uci| self.game.board.position().parse_uci(uci).ok());
        to_worker.push(self.after_game_change(at));
        TakenBack { to_worker, undone, slide: first.map(|m| Move::new(m.to(), m.from())) }
    }

    /// Replaces the game (New game, a pasted FEN or PGN, a position sent by the page around):
    /// a busy search is dropped, the engine forgets the old game, and the computer moves if it
    /// is its turn. A side handed over in the old game is no longer said.
    pub fn replace_game(&mut self, mut game: BoardState, level: Option<u8>, at: Moment) -> ToWorker {
        let mut to_worker = ToWorker { restart: self.stop_search(), send: vec![PlayRequest::NewGame] };
        game.always_queen = self.prefs.always_queen;
        self.game.initial = BoardState::from_fen(game.start_fen()).unwrap_or_else(|_| BoardState::startpos());
        self.game.board = game;
        if let Some(level) = level {
            self.game.limits.level = Some(level);
        }
        self.texts.engine_line = EngineLine::Ready;
        self.search.eval = None;
        self.search.pv.clear();
        self.texts.sides_stated = None;
        to_worker.push(self.after_game_change(at));
        to_worker
    }

    /// The player resigns (a search under way is dropped): whether the game ended by it.
    pub fn resign(&mut self) -> (ToWorker, bool) {
        let restart = self.stop_search();
        let side = self.game.board.human_side();
        let resigned = self.game.board.resign(side);
        if resigned {
            self.texts.banner_closed = false;
        }
        (ToWorker { restart, send: Vec::new() }, resigned)
    }

    /// "Computer move": the computer takes the side to move, and the board turns to the
    /// player's side; a change of sides is said on the engine line and in the notice box.
    /// `None` while it thinks or once the game is over; else whether the sides changed, and
    /// the request for its move.
    pub fn computer_takes_turn(&mut self, at: Moment) -> Option<(bool, Option<PlayRequest>)> {
        let board = &mut self.game.board;
        if board.thinking || board.is_over() {
            return None;
        }
        let turn = board.position().turn();
        let changed = board.engine_side() != Some(turn);
        board.set_engine_side(Some(turn));
        board.orientation = !turn;
        if changed {
            self.texts.engine_line = EngineLine::Sides { computer: turn };
            // Said where it stays, until the player closes it or starts a new game.
            self.texts.sides_stated = Some(turn);
        }
        Some((changed, self.ask_engine(at)))
    }

    /// `poda:engine-move`: the computer takes the side to move (the board stays as it is).
    ///
    /// # Errors
    /// The game is over, or the computer is already thinking.
    pub fn engine_move_requested(&mut self, at: Moment) -> Result<Option<PlayRequest>, ApiError> {
        if self.game.board.is_over() {
            return Err(ApiError::GameOver);
        }
        if self.game.board.thinking {
            return Err(ApiError::Thinking);
        }
        let turn = self.game.board.position().turn();
        self.game.board.set_engine_side(Some(turn));
        Ok(self.ask_engine(at))
    }

    /// `poda:set-options`: the level, the depth, the player's side and the board's
    /// orientation; the computer moves if it is its turn now.
    pub fn set_options(
        &mut self,
        level: Option<u8>,
        depth: Option<u32>,
        side: Option<Color>,
        orientation: Option<Color>,
        at: Moment,
    ) -> Option<PlayRequest> {
        if let Some(level) = level {
            self.game.limits.level = Some(level);
        }
        if let Some(depth) = depth {
            self.game.limits.depth = Some(depth);
            self.game.limits.time = ThinkingTime::Free;
        }
        if let Some(side) = side {
            self.game.board.set_engine_side(Some(!side));
            self.game.board.orientation = side;
        }
        if let Some(orientation) = orientation {
            self.game.board.orientation = orientation;
        }
        self.ask_engine(at)
    }

    /// The level menu: applies from the computer's next move on, and is said on the engine line.
    pub fn set_level(&mut self, level: Level) {
        self.game.limits.level = Some(level.number);
        self.texts.engine_line = EngineLine::Level { number: level.number };
    }

    /// The preferences changed: the evaluation just switched on shows the search's latest
    /// report at once.
    pub fn set_prefs(&mut self, prefs: Prefs) {
        self.prefs = prefs;
        self.game.board.always_queen = prefs.always_queen;
        self.show_search_report();
    }

    /// The notice box closed: what it said is done with.
    pub fn close_notice(&mut self) {
        self.texts.notices.clear();
        self.texts.sides_stated = None;
    }

    // ---- The review ----
}
