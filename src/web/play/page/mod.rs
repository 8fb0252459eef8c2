//! The play page in the browser: wires the canvas, the buttons and the search worker to a [`BoardState`].
//!
//! - `mod.rs`: the page's state, [`App`] (its game, limits, worker, preferences, panels), and
//!   [`start`];
//! - `start.rs` reads the elements, the address's options, the saved game and
//!   preferences, and wires the rest: [`events`] (the board, the buttons, the move list, the
//!   typed move), [`game_io`] (new game, dialog, banner, import and export, the saved game),
//!   [`api`] (the `poda:*` messages for a page around this one);
//! - [`worker_link`]: what the page asks of the search worker and what it answers;
//! - [`clock`]: the clocks of a timed game (their faces, the timer, a hidden tab);
//! - [`material`]: the pieces each side has taken and its lead, beside the board;
//! - [`cards`]: the player cards above and below the board (names, places, the computer
//!   thinking), which hold the clocks and the material;
//! - [`view`]: everything written on the page from the state, [`review_panel`] the review;
//!
//! Everything the page knows lives in one [`App`] behind `Rc<RefCell<…>>`; DOM events and
//! worker messages change it and then call [`App::render`], which redraws the canvas and the
//! text around it. The worker (a [`WorkerHost`], the shell's) is started with a relative URL
//! (`./worker_loader.js`), so the site works from any sub-path.
//! `?mode=teach|tree|tictactoe|mouse|practice` hands the page to the teaching view instead (its
//! own wasm, see [`mode::load_teaching_view`]).
//!
//! Stop: a busy worker cannot read messages (its one thread is in the search), so Stop
//! terminates it and starts a fresh one; the time until the fresh worker says `Ready` is shown
//! and kept in `<body data-restart-ms>`. A worker that dies (`onerror`) is restarted the same
//! way. For tests and curious readers `<body>` also carries `data-engine` (starting, ready,
//! thinking), `data-fen` and `data-last-move`.
//!
//! No sentence is written here: the notice box and the engine line hold a [`Notice`] and an
//! [`EngineLine`], and every text comes from [`i18n`] in its current language. A change of
//! language (the header's switch) re-renders them through [`i18n::on_change`].
//!
//! The game, its level and sides, and the preferences are saved ([`saved`]) after every change
//! and restored on the next visit, unless the address names a position (`?fen=`). A promotion
//! by click waits for the chooser ([`promotion`]); a move can also be typed in SAN.

mod api;
mod cards;
mod clock;
mod dialog;
mod events;
mod game_io;
mod graph;
mod material;
mod review_panel;
pub mod start;
mod view;
mod worker_link;

use super::game::PlayedGame;
use super::move_list::move_rows;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{
    CanvasRenderingContext2d, Event, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlOptionElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, MouseEvent, PointerEvent,
    UrlSearchParams, Window,
};

use crate::rules::{Color, Move, Role};

use crate::web::analysis::eval::{self, Eval};
use crate::web::analysis::review::Review;
use crate::web::board::board_ui::{self, BoardUi};
use crate::web::board::geometry;
use crate::web::board::look::{BoardColours, Look, PieceSet};
use crate::web::board::promotion::{self, KeyAction};
use crate::web::board::render::{self, Brush, Scene, Shape};
use crate::web::board::state::{BoardState, ClickOutcome, LoadError, TypedMoveError};
use crate::web::i18n::{self, EngineLine, Notice, Restart};
use crate::web::saved::{self, Prefs, Theme};
use crate::web::shell::dom::{self, element, listen, set_attr, set_text, show_input_error, Span};
use crate::web::shell::messages::{self, Fields, MessageApi, Request};
use crate::web::shell::mode::{self, Mode};
use crate::web::shell::worker_host::{Restarted, WorkerHost};
use crate::web::shell::PageParams;
use crate::web::sound::{Sound, Speaker};
use crate::web::worker_messages::{GoLimits, JsMessage, PlayAnswer, PlayRequest, ThinkingTime};
use dialog::NewGameDialog;

/// The computer's thinking time per move unless `?movetime=` (ms) or `?depth=` say otherwise.
const DEFAULT_MOVETIME_MS: u64 = 1000;
/// The performance measures of the page's work for a move played on the board and for the
/// computer's answer (see [`Span`]).
const MOVE_SPAN: &str = "poda:move";
const ANSWER_SPAN: &str = "poda:answer";

/// The level of a first game (the seed texts' beginner level).
const DEFAULT_LEVEL: u8 = 3;

const MAX_DEPTH: u32 = 100;

/// The page's search worker: it is sent [`PlayRequest`]s and answers [`PlayAnswer`]s.
type PlayWorker = WorkerHost<PlayRequest, PlayAnswer>;

/// How many moves of the principal variation the engine panel shows.
const PV_SHOWN: usize = 12;

/// The least time the beginner levels (1 to 5) take to answer, in ms: a person does not
/// answer in 50 ms, and a move that comes at once feels mechanical.
const BEGINNER_ANSWER_MS: f64 = 700.0;

/// How long the computer thinks when Stop came before its search had found a move.
const STOPPED_MOVETIME_MS: u64 = 100;

/// How long the engine looks for a hint.
const HINT_MOVETIME_MS: u64 = 700;

struct Elements {
    body: HtmlElement,
    canvas: HtmlCanvasElement,
    /// The board's CSS width, watched (drawing never lays the page out to learn it).
    board_width: render::CanvasWidth,
    ctx: CanvasRenderingContext2d,
    status: HtmlElement,
    notice: HtmlElement,
    engine: HtmlElement,
    moves: HtmlElement,
    fen: HtmlElement,
    new_game: HtmlButtonElement,
    flip: HtmlButtonElement,
    take_back: HtmlButtonElement,
    engine_move: HtmlButtonElement,
    level: HtmlSelectElement,
    stop: HtmlButtonElement,
    promotion: HtmlElement,
    always_queen: HtmlInputElement,
    move_input: HtmlInputElement,
    move_error: HtmlElement,
    resign: HtmlButtonElement,
    hint: HtmlButtonElement,
    banner: HtmlElement,
    banner_text: HtmlElement,
    banner_score: HtmlElement,
    import_text: HtmlTextAreaElement,
    import_error: HtmlElement,
    copy_status: HtmlElement,
    pgn: HtmlElement,
    dialog: NewGameDialog,
    engine_pv: HtmlElement,
    eval_bar: HtmlElement,
    eval_fill: HtmlElement,
    eval_toggle: HtmlInputElement,
    sound_toggle: HtmlInputElement,
    theme: HtmlSelectElement,
    board_colours: HtmlSelectElement,
    piece_set: HtmlSelectElement,
    coords_toggle: HtmlInputElement,
    announce: HtmlElement,
    analyse: HtmlButtonElement,
    banner_analyse: HtmlButtonElement,
    resign_confirm: HtmlElement,
    resign_yes: HtmlButtonElement,
    resign_no: HtmlButtonElement,
    review_box: HtmlElement,
    review_progress: web_sys::HtmlProgressElement,
    review_status: HtmlElement,
    review_graph: HtmlCanvasElement,
    player_white: HtmlElement,
    player_black: HtmlElement,
    clock_white: HtmlElement,
    clock_black: HtmlElement,
    material_white: HtmlElement,
    review_show_line: HtmlButtonElement,
    review_line: HtmlElement,
    review_puzzles: web_sys::HtmlAnchorElement,
    material_black: HtmlElement,
}

/// The network file, beside the page (the worker resolves it against its own script's URL).
const NET_URL: &str = "poda.nnue";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NetState {
    /// Evaluation by hand only (`?net=0`, or the default while the network is the weaker).
    Off,
    NotAsked,
    Asked,
    Loaded,
}

/// One `Info` of the search under way, not yet shown.
struct SearchReport {
    id: u32,
    depth: u32,
    score_cp: Option<i32>,
    mate_in: Option<i32>,
    nodes: u64,
    time_ms: u64,
    pv: Vec<String>,
}

struct App {
    /// The app itself, for callbacks scheduled from inside it.
    me: std::rc::Weak<RefCell<App>>,
    window: Window,
    els: Elements,
    game: BoardState,
    initial: BoardState,
    limits: GoLimits,
    /// The search worker (`None` only while the page starts).
    worker: Option<PlayWorker>,
    /// The id of the search in progress.
    busy: Option<u32>,
    /// When it was asked (ms, `performance.now()`).
    busy_since: f64,
    /// The first move of the search's latest principal variation (UCI): what Stop plays.
    best_so_far: Option<String>,
    /// When the last restart began (ms, `performance.now()`), until the new worker is ready.
    restart_began: Option<(f64, Restart)>,
    /// The network file: asked of the worker after the engine's first move (the page before
    /// the first move stays light), asked again of every replacement worker.
    net: NetState,
    /// What the notice box says (nothing when empty).
    notices: Vec<Notice>,
    engine_line: EngineLine,
    prefs: Prefs,
    /// Why the last typed move was not played (shown beside the box).
    move_error: Option<TypedMoveError>,
    /// The pointer, the drawn arrows, the keyboard cursor and the animation.
    board: BoardUi,
    /// Draws the next animation frame (`requestAnimationFrame`'s callback).
    next_frame: Option<js_sys::Function>,
    frame_pending: bool,
    /// The board is to be drawn again at the next frame.
    board_stale: bool,
    /// The search's latest report, shown at the next frame: a search reports many depths in
    /// its first milliseconds, and the page is written once per frame, not once per report.
    unshown_info: Option<SearchReport>,
    /// The game-end banner was closed (until the game changes).
    banner_closed: bool,
    /// The side the player handed to the computer, said in the notice box until closed.
    sides_stated: Option<Color>,
    /// Why the pasted FEN or PGN could not be loaded (shown beside the box).
    import_error: Option<LoadError>,
    /// Whether the last copy worked (said under the buttons).
    copy_status: Option<bool>,
    /// The hint being searched: its request id and the number of moves played when asked.
    hinting: Option<(u32, usize)>,
    /// The engine's last score (White's view) and principal variation in SAN.
    eval: Option<Eval>,
    pv: Vec<String>,
    speaker: Speaker,
    /// What the move list shows (rebuilt only when it changes, so a focused move keeps
    /// its focus).
    moves_shown: String,
    /// The review of the game, while it is the game on the board.
    review: Option<Review>,
    /// The last score reported for the review's question (side to move's view).
    review_score: (Option<i32>, Option<i32>, Vec<String>),
    /// The review's better line is shown for the judged move on the board.
    line_shown: bool,
    /// Once the review is done: the puzzles its mistakes added, and how many are kept.
    puzzles_made: Option<(usize, usize)>,
    /// What the address asked of the page (`controls`, `interactive`, `side`, `parent` …).
    params: PageParams,
    /// Inside another page: the game is not saved.
    framed: bool,
}

fn now(window: &Window) -> f64 {
    window.performance().map_or(0.0, |p| p.now())
}

/// The page's time in whole milliseconds, as the clock counts it.
fn clock_now(window: &Window) -> u64 {
    now(window).max(0.0) as u64
}

fn on_click<F: FnMut() + 'static>(button: &HtmlButtonElement, f: F) {
    let closure = Closure::<dyn FnMut()>::new(f);
    button.set_onclick(Some(closure.as_ref().unchecked_ref()));
    // Buttons live as long as the page.
    closure.forget();
}

/// Calls `f` with the page's [`App`] at every click of `button`, for as long as the app lives.
fn on_app_click(app: &Rc<RefCell<App>>, button: &HtmlButtonElement, f: impl Fn(&Rc<RefCell<App>>) + 'static) {
    let weak = Rc::downgrade(app);
    on_click(button, move || {
        if let Some(app) = weak.upgrade() {
            f(&app);
        }
    });
}

/// Calls `f` with the page's [`App`] and the event at every `event` of `target`, for as long
/// as the app lives.
fn listen_app<E: wasm_bindgen::convert::FromWasmAbi + 'static>(
    app: &Rc<RefCell<App>>,
    target: &web_sys::EventTarget,
    event: &str,
    f: impl Fn(&Rc<RefCell<App>>, E) + 'static,
) {
    let weak = Rc::downgrade(app);
    listen(target, event, move |e: E| {
        if let Some(app) = weak.upgrade() {
            f(&app, e);
        }
    });
}
