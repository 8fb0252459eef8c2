//! The play page in the browser: wires the canvas, the buttons and the search worker to a [`BoardState`].
//!
//! - `mod.rs`: the page's object, [`App`]: its elements, its worker, the board's pointer and
//!   frames, and the browser-free [`PlayState`] (`web::play::state`), whose changes return
//!   the requests that [`App::obey`] sends;
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
//! worker messages change its state and then call [`App::render`], which redraws the canvas
//! and the text around it. Every listener is a plain `fn(&mut App, &Event)` ([`on`]): they
//! share one closure type, so the wasm holds its glue once. The worker (a [`WorkerHost`], the shell's) is started with a relative URL
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
use super::state::{Moment, PlayState, ToWorker};

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use web_sys::{
    CanvasRenderingContext2d, Event, EventTarget, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, MouseEvent, PointerEvent, Window,
};

use crate::rules::{Move, Role};

use crate::web::analysis::eval::Eval;
use crate::web::board::board_ui::{self, BoardUi};
use crate::web::board::geometry;
use crate::web::board::promotion::{self, KeyAction};
use crate::web::board::render::{self, Brush, Scene, Shape};
use crate::web::board::state::{BoardState, ClickOutcome};
use crate::web::i18n::{self, EngineLine, Notice, Restart};
use crate::web::saved;
use crate::web::shell::dom::{self, listen, page_elements, set_attr, set_text, show_input_error, Span};
use crate::web::shell::messages;
use crate::web::shell::mode;
use crate::web::shell::worker_host::{Restarted, WorkerHost};
use crate::web::sound::{Sound, Speaker};
use crate::web::worker_messages::{JsMessage, PlayAnswer, PlayRequest};
use dialog::NewGameDialog;

/// The performance measures of the page's work for a move played on the board and for the
/// computer's answer (see [`Span`]).
const MOVE_SPAN: &str = "poda:move";
const ANSWER_SPAN: &str = "poda:answer";

/// The page's search worker: it is sent [`PlayRequest`]s and answers [`PlayAnswer`]s.
type PlayWorker = WorkerHost<PlayRequest, PlayAnswer>;

page_elements! {
    struct Elements in document {
        canvas: HtmlCanvasElement = "board",
        status: HtmlElement = "status",
        notice: HtmlElement = "notice",
        engine: HtmlElement = "engine",
        moves: HtmlElement = "moves",
        fen: HtmlElement = "fen",
        new_game: HtmlButtonElement = "new-game",
        flip: HtmlButtonElement = "flip",
        take_back: HtmlButtonElement = "take-back",
        level: HtmlSelectElement = "level",
        engine_move: HtmlButtonElement = "engine-move",
        stop: HtmlButtonElement = "stop",
        promotion: HtmlElement = "promotion",
        always_queen: HtmlInputElement = "always-queen",
        move_input: HtmlInputElement = "move-input",
        move_error: HtmlElement = "move-error",
        resign: HtmlButtonElement = "resign",
        hint: HtmlButtonElement = "hint",
        banner: HtmlElement = "result-banner",
        banner_text: HtmlElement = "result-text",
        banner_score: HtmlElement = "result-score",
        import_text: HtmlTextAreaElement = "import-text",
        import_error: HtmlElement = "import-error",
        copy_status: HtmlElement = "copy-status",
        pgn: HtmlElement = "pgn",
        engine_pv: HtmlElement = "engine-pv",
        eval_bar: HtmlElement = "eval-bar",
        eval_fill: HtmlElement = "eval-fill",
        eval_toggle: HtmlInputElement = "eval-bar-toggle",
        sound_toggle: HtmlInputElement = "sound-toggle",
        theme: HtmlSelectElement = "theme",
        board_colours: HtmlSelectElement = "board-colours",
        piece_set: HtmlSelectElement = "piece-set",
        coords_toggle: HtmlInputElement = "coords-toggle",
        announce: HtmlElement = "announce",
        analyse: HtmlButtonElement = "analyse",
        banner_analyse: HtmlButtonElement = "banner-analyse",
        resign_confirm: HtmlElement = "resign-confirm",
        resign_yes: HtmlButtonElement = "resign-yes",
        resign_no: HtmlButtonElement = "resign-no",
        review_box: HtmlElement = "review-box",
        review_progress: web_sys::HtmlProgressElement = "review-progress",
        review_status: HtmlElement = "review-status",
        review_graph: HtmlCanvasElement = "review-graph",
        player_white: HtmlElement = "player-white",
        player_black: HtmlElement = "player-black",
        clock_white: HtmlElement = "clock-white",
        clock_black: HtmlElement = "clock-black",
        material_white: HtmlElement = "material-white",
        material_black: HtmlElement = "material-black",
        review_show_line: HtmlButtonElement = "review-show-line",
        review_line: HtmlElement = "review-line",
        review_puzzles: web_sys::HtmlAnchorElement = "review-puzzles",
    }
    made {
        body: HtmlElement = document.body().ok_or("no body")?,
        ctx: CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or("no 2d context")?.dyn_into()?,
        /// The board's CSS width, watched (drawing never lays the page out to learn it).
        board_width: render::CanvasWidth = Default::default(),
        /// The review graph's CSS size, watched the same way.
        graph_size: render::CanvasWidth = Default::default(),
        dialog: NewGameDialog = NewGameDialog::build(document, i18n::current())?,
    }
}

/// The board's pointer and animation frames.
#[derive(Default)]
struct BoardView {
    /// The pointer, the drawn arrows, the keyboard cursor and the animation.
    ui: BoardUi,
    /// Draws the next animation frame (`requestAnimationFrame`'s callback).
    next_frame: Option<js_sys::Function>,
    frame_pending: bool,
    /// The board is to be drawn again at the next frame.
    stale: bool,
}

struct App {
    /// The app itself, for callbacks scheduled from inside it.
    me: Weak<RefCell<App>>,
    window: Window,
    els: Elements,
    /// The search worker (`None` only while the page starts).
    worker: Option<PlayWorker>,
    /// What the page knows, without the browser.
    state: PlayState,
    board: BoardView,
    speaker: Speaker,
    /// What the move list shows (rebuilt only when it changes, so a focused move keeps
    /// its focus).
    moves_shown: String,
}

fn now(window: &Window) -> f64 {
    window.performance().map_or(0.0, |p| p.now())
}

/// What a listener does with the page's [`App`] and the event.
type Listener = fn(&mut App, &Event);

/// Calls `f` with the page's [`App`] at every `event` of `target`, for as long as the app
/// lives (not while the app is busy: an event fired from inside one of its own changes). A
/// plain function rather than a closure: every listener then shares one closure type, and the
/// wasm holds its glue once.
#[inline(never)]
fn on(app: &Rc<RefCell<App>>, target: &EventTarget, event: &str, f: Listener) {
    let weak = Rc::downgrade(app);
    listen(target, event, move |e: Event| {
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            f(&mut a, &e);
        }
    });
}

/// [`on`] for the element `id` of `document`.
fn on_id(
    app: &Rc<RefCell<App>>,
    document: &web_sys::Document,
    id: &str,
    event: &str,
    f: Listener,
) -> Result<(), JsValue> {
    let target = document.get_element_by_id(id).ok_or_else(|| format!("missing #{id}"))?;
    on(app, &target, event, f);
    Ok(())
}

impl App {
    /// Now, as the state's changes are handed the time.
    fn at(&self) -> Moment {
        Moment { ms: now(&self.window), hidden: self.window.document().is_some_and(|d| d.hidden()) }
    }

    /// The page's time in whole milliseconds, as the clock counts it.
    fn clock_now(&self) -> u64 {
        now(&self.window).max(0.0) as u64
    }

    fn document(&self) -> Result<web_sys::Document, JsValue> {
        self.window.document().ok_or_else(|| "no document".into())
    }

    /// Does what a change of the state asks of the worker: replaces it (dropping the search
    /// under way), then sends the requests.
    fn obey(&mut self, to: ToWorker) {
        if to.restart {
            self.restart_worker(Restart::Stopped);
        }
        for request in to.send {
            self.send(request);
        }
    }

    /// Sends `request`, if any; the computer's search and the hint are marked on `<body>`.
    fn send(&mut self, request: impl Into<Option<PlayRequest>>) {
        let Some(request) = request.into() else { return };
        let search = match &request {
            PlayRequest::Go { id, .. } if Some(*id) == self.state.search.busy => Some(("data-engine", "thinking")),
            PlayRequest::Go { id, .. } if self.state.search.hinting.is_some_and(|(h, _)| h == *id) => {
                Some(("data-hint", "searching"))
            }
            _ => None,
        };
        if let Some(Err(detail)) = self.worker.as_mut().map(|worker| worker.send(request)) {
            self.show_notice(Notice::EngineUnreachable { detail });
        }
        if let Some((name, value)) = search {
            let _ = self.els.body.set_attribute(name, value);
        }
    }
}
