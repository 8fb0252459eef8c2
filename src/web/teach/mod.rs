//! The teaching view: the search shown as a tree, its (α, β) window, its cut-offs and its node
//! counts, on a chess position (`?mode=teach`), on the course's abstract trees (`?mode=tree`)
//! and on tic-tac-toe (`?mode=tictactoe`).
//!
//! The worker runs and records the search ([`ToWorker::Teach`]) and counts every algorithm
//! ([`ToWorker::TeachCounts`]); the page decodes the recorded tree into a [`Walk`] and shows it
//! three ways: the board (chess or tic-tac-toe) at the selected node with the line from the root,
//! or the drawn tree (abstract trees); the outline of every recorded node ([`outline`],
//! virtualised); and the walk-through text with the window of every node on the current path.
//! [`counters`] sets the measured counts beside the textbook's predictions.
//!
//! URL options: `depth` (chess 1–4, default 3; tic-tac-toe 1–9, default 9), `algorithm`
//! (`minimax`, `alphabeta`, `ordered`, `poda`), `fen`, `tree` (the notes' format), `board`
//! (tic-tac-toe, nine cells `x`, `o`, `-`), `crash=1` (the crash cut). A bad value shows a notice
//! naming the parameter, and the default is used.
//!
//! Stable hooks for pages and tests: `#tree-summary` carries `data-value` (the root's value),
//! `data-leaves` (leaves evaluated) and `data-pruned` (leaves never evaluated, once minimax's
//! count is known); the counter rows carry `data-algorithm`, `data-nodes`, `data-leaves` and
//! `data-value`; `<body>` carries `data-teach` (`starting`, `searching`, `ready`) and `data-step`.

pub mod counters;
pub mod draw;
pub mod outline;
pub mod worker;

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{
    CanvasRenderingContext2d, Document, Event, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, MouseEvent, UrlSearchParams, Window,
};

use crate::engine::eval::{Evaluator, Term};
use crate::engine::search::{MATE, MATE_BOUND};
use crate::rules::{Color, Position};
use crate::teach::abstract_tree::{AbstractTree, COURSE_EXAMPLE};
use crate::teach::tictactoe::{Board, Mark};
use crate::teach::tree::{Decoder, NodeKind, Tree, NO_PARENT};
use crate::teach::walk::{Seen, Walk};
use crate::teach::Counts;
use crate::web::dom::{element, listen};
use crate::web::embed::{self, EmbedParams, Incoming, Request};
use crate::web::i18n::{self, Lang, Text};
use crate::web::protocol::{EvalReport, FromWorker, Subject, ToWorker};
use crate::web::board::geometry::square_at;
use crate::web::board::render;
use crate::web::board::state::{ClickOutcome, Game};
use crate::web::worker_handle::{Retired, WorkerHandle};

/// The most nodes a recorded search keeps (the counts stay exact beyond it).
pub const RECORD_LIMIT: u32 = 20_000;
/// Abstract trees with at most this many leaves are drawn; bigger ones only get the outline.
const DRAWN_LEAVES: usize = 80;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Teach,
    Tree,
    TicTacToe,
}

impl Mode {
    pub fn from_param(text: &str) -> Option<Mode> {
        match text {
            "teach" => Some(Mode::Teach),
            "tree" => Some(Mode::Tree),
            "tictactoe" => Some(Mode::TicTacToe),
            _ => None,
        }
    }

    fn algorithms(self) -> &'static [&'static str] {
        match self {
            Mode::Teach => &counters::ORDER,
            Mode::Tree => &["minimax", "alphabeta"],
            Mode::TicTacToe => &["minimax", "alphabeta", "ordered"],
        }
    }

    fn depths(self) -> std::ops::RangeInclusive<u32> {
        match self {
            Mode::Teach => 1..=4,
            Mode::Tree => 1..=1,
            Mode::TicTacToe => 1..=9,
        }
    }

    fn default_depth(self) -> u32 {
        match self {
            Mode::Teach => 3,
            Mode::Tree => 1,
            Mode::TicTacToe => 9,
        }
    }
}

struct Els {
    body: HtmlElement,
    notice: HtmlElement,
    board: HtmlCanvasElement,
    board_ctx: CanvasRenderingContext2d,
    board_wrap: HtmlElement,
    drawing_wrap: HtmlElement,
    drawing: HtmlCanvasElement,
    drawing_ctx: CanvasRenderingContext2d,
    depth: HtmlSelectElement,
    algorithm: HtmlSelectElement,
    crash: HtmlInputElement,
    run: HtmlButtonElement,
    stop: HtmlButtonElement,
    fen_box: HtmlElement,
    fen: HtmlInputElement,
    fen_set: HtmlButtonElement,
    tree_box: HtmlElement,
    tree_text: HtmlTextAreaElement,
    tree_load: HtmlButtonElement,
    ttt_box: HtmlElement,
    ttt_new: HtmlButtonElement,
    ttt_status: HtmlElement,
    input_error: HtmlElement,
    status: HtmlElement,
    summary: HtmlElement,
    step_first: HtmlButtonElement,
    step_back: HtmlButtonElement,
    step_forward: HtmlButtonElement,
    step_last: HtmlButtonElement,
    step_pv: HtmlButtonElement,
    step_label: HtmlElement,
    walk_text: HtmlElement,
    walk_path: HtmlElement,
    outline: HtmlElement,
    rows: HtmlElement,
    expand_all: HtmlButtonElement,
    collapse_all: HtmlButtonElement,
    detail: HtmlElement,
    counters: HtmlElement,
    predictions: HtmlElement,
    chart: HtmlElement,
    explain: HtmlElement,
    crash_report: HtmlElement,
}

/// Lines of an encoded tree read per task.
const DECODE_SLICE: usize = 6_000;

/// The position an explanation is of: the root's FEN and the line from it.
type ExplainKey = (String, Vec<String>);

/// A recorded search that has arrived and is being read.
struct Arrived {
    algorithm: String,
    value: i32,
    pv: Vec<String>,
    counts: Counts,
}

/// A finished recorded search.
struct Recorded {
    algorithm: String,
    subject: Subject,
    depth: u32,
    crash_cut: bool,
    value: i32,
    pv: Vec<String>,
    counts: Counts,
}

struct View {
    /// The view itself, for the worker's callbacks.
    me: std::rc::Weak<RefCell<View>>,
    window: Window,
    document: Document,
    els: Els,
    mode: Mode,
    /// Chess: the root position, where moves can be played on the board.
    fen: String,
    root: Game,
    /// Tic-tac-toe: the game's board; the person plays X unless they let the computer start.
    ttt: Board,
    ttt_human: Mark,
    /// Abstract tree: the last good text.
    tree_text: String,
    depth: u32,
    algorithm: String,
    crash_cut: bool,
    walk: Option<Walk>,
    /// The last evaluation explained: for which position (FEN and line), and the reports.
    explanation: Option<(ExplainKey, bool, Vec<EvalReport>)>,
    /// The explanation asked for and not yet answered.
    explain_asked: Option<(u32, ExplainKey)>,
    decoding: Option<(Decoder, Arrived)>,
    recorded: Option<Recorded>,
    layout: Option<draw::Layout>,
    expanded: Vec<bool>,
    rows: Vec<u32>,
    selected: Option<u32>,
    counts: Vec<counters::Row>,
    /// Counts without the crash cut, to say what it saved.
    plain_counts: Vec<counters::Row>,
    worker: Option<WorkerHandle>,
    retired: Retired,
    search_id: Option<u32>,
    count_id: Option<u32>,
    plain_id: Option<u32>,
    /// The search in progress picks the computer's tic-tac-toe move.
    ttt_reply: bool,
    next_id: u32,
    notices: Vec<String>,
}

fn context(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsValue> {
    Ok(canvas.get_context("2d")?.ok_or("no 2d context")?.dyn_into()?)
}

/// Starts the teaching view in `mode`; the play page's panel is hidden.
///
/// # Errors
/// When an element of the page is missing.
/// Entry point of the teaching view's binary (`src/bin/teach_view.rs`), loaded by the page
/// when the address asks for `?mode=teach|tree|tictactoe` (see `modes::load_teaching_view`).
pub fn start_page() {
    console_error_panic_hook::set_once();
    if let Err(err) = run_page() {
        web_sys::console::error_2(&"poda: could not start the teaching view".into(), &err);
    }
}

fn run_page() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let (lang, lang_notice) = i18n::choose_in(&window);
    i18n::set_current(lang);
    i18n::connect_switch(&window, &element(&document, "lang")?)?;
    let params = UrlSearchParams::new_with_str(&window.location().search()?)?;
    let text = params.get("mode").unwrap_or_default();
    let mode = Mode::from_param(&text).ok_or("not a teaching mode")?;
    crate::web::modes::show(&document, &text)?;
    crate::web::modes::update_links(&document, params.get("fen").as_deref(), lang.code());
    let mut notices: Vec<String> = lang_notice.iter().map(|n| n.text(lang)).collect();
    let (embed, bad) = EmbedParams::read(&params);
    notices.extend(bad.iter().map(|b| i18n::bad_param(lang, b.name, &b.text, b.expected)));
    let body = document.body().ok_or("no body")?;
    body.set_attribute("data-controls", if embed.controls { "1" } else { "0" })?;
    body.set_attribute("data-interactive", if embed.interactive { "1" } else { "0" })?;
    start(&window, mode, &params, notices)?;
    connect_messages(&window, embed.parent);
    Ok(())
}

/// The `poda:*` message API in the teaching view: `poda:get-state` (the position and the
/// mode), `poda:set-position` and `poda:set-options` (the page opens again with them); the
/// game's messages (`poda:play`, `poda:undo`, `poda:engine-move`) belong to the play mode.
fn connect_messages(window: &Window, parent: Option<String>) {
    let w = window.clone();
    let ready_to = parent.clone();
    listen(window, "message", move |event: web_sys::MessageEvent| {
        let (id, request) = match embed::read(&event.data(), &event.origin(), parent.as_deref()) {
            Incoming::Ignored => return,
            Incoming::Bad { id, message } => {
                embed::post(&w, parent.as_deref(), &embed::event("error", &id, &[("message", message.into())]));
                return;
            }
            Incoming::Request { id, request } => (id, request),
        };
        let search = w.location().search().unwrap_or_default();
        let Ok(params) = UrlSearchParams::new_with_str(&search) else { return };
        let reopen = |params: &UrlSearchParams| w.location().set_search(&String::from(params.to_string())).is_ok();
        let answer = match request {
            Request::GetState => {
                let fen = params.get("fen").unwrap_or_else(|| Position::startpos().fen());
                let mode = params.get("mode").unwrap_or_default();
                Ok(vec![("fen", fen.into()), ("mode", mode.into())])
            }
            Request::SetPosition { fen, pgn } => {
                let fen = match (fen, pgn) {
                    (Some(fen), _) => Position::from_fen(&fen).map(|p| p.fen()).map_err(|e| format!("bad FEN: {e}")),
                    (None, Some(pgn)) => Game::from_pgn(&pgn).map(|g| g.fen()).map_err(|e| format!("bad PGN: {e}")),
                    (None, None) => Err("poda:set-position needs fen or pgn".to_string()),
                };
                fen.map(|fen| {
                    params.set("fen", &fen);
                    reopen(&params);
                    vec![("fen", fen.into())]
                })
            }
            Request::SetOptions(o) => {
                let values = [
                    ("mode", o.mode),
                    ("lang", o.lang),
                    ("depth", o.depth.map(|d| d.to_string())),
                    ("algorithm", o.algorithm),
                    ("level", o.level.map(|l| l.to_string())),
                    ("side", o.side.map(|c| if c == Color::White { "white" } else { "black" }.to_string())),
                    (
                        "orientation",
                        o.orientation.map(|c| if c == Color::White { "white" } else { "black" }.to_string()),
                    ),
                ];
                for (key, value) in values {
                    if let Some(value) = value {
                        params.set(key, &value);
                    }
                }
                reopen(&params);
                Ok(Vec::new())
            }
            Request::Play { .. } | Request::EngineMove | Request::Undo => {
                Err("this message is for the play mode (mode play)".to_string())
            }
        };
        let message = match answer {
            Ok(fields) => embed::event("state", &id, &fields),
            Err(message) => embed::event("error", &id, &[("message", message.into())]),
        };
        embed::post(&w, parent.as_deref(), &message);
    });
    embed::post(window, ready_to.as_deref(), &embed::event("ready", &JsValue::UNDEFINED, &[]));
}

fn start(window: &Window, mode: Mode, params: &UrlSearchParams, notices: Vec<String>) -> Result<(), JsValue> {
    let document = window.document().ok_or("no document")?;
    let board: HtmlCanvasElement = element(&document, "board")?;
    let drawing: HtmlCanvasElement = element(&document, "tree-drawing")?;
    let els = Els {
        body: document.body().ok_or("no body")?,
        notice: element(&document, "teach-notice")?,
        board_ctx: context(&board)?,
        board,
        board_wrap: element(&document, "board-wrap")?,
        drawing_wrap: element(&document, "drawing-wrap")?,
        drawing_ctx: context(&drawing)?,
        drawing,
        depth: element(&document, "teach-depth")?,
        algorithm: element(&document, "teach-algorithm")?,
        crash: element(&document, "teach-crash")?,
        run: element(&document, "teach-run")?,
        stop: element(&document, "teach-stop")?,
        fen_box: element(&document, "teach-fen-box")?,
        fen: element(&document, "teach-fen")?,
        fen_set: element(&document, "teach-fen-set")?,
        tree_box: element(&document, "tree-box")?,
        tree_text: element(&document, "tree-text")?,
        tree_load: element(&document, "tree-load")?,
        ttt_box: element(&document, "ttt-box")?,
        ttt_new: element(&document, "ttt-new")?,
        ttt_status: element(&document, "ttt-status")?,
        input_error: element(&document, "teach-input-error")?,
        status: element(&document, "teach-status")?,
        summary: element(&document, "tree-summary")?,
        step_first: element(&document, "step-first")?,
        step_back: element(&document, "step-back")?,
        step_forward: element(&document, "step-forward")?,
        step_last: element(&document, "step-last")?,
        step_pv: element(&document, "step-pv")?,
        step_label: element(&document, "step-label")?,
        walk_text: element(&document, "walk-text")?,
        walk_path: element(&document, "walk-path")?,
        outline: element(&document, "tree-outline")?,
        rows: element(&document, "tree-rows")?,
        expand_all: element(&document, "expand-all")?,
        collapse_all: element(&document, "collapse-all")?,
        detail: element(&document, "node-detail")?,
        counters: element(&document, "counter-rows")?,
        predictions: element(&document, "predictions")?,
        chart: element(&document, "chart")?,
        explain: element(&document, "eval-explain")?,
        crash_report: element(&document, "crash-report")?,
    };
    els.body.set_attribute("data-mode", mode_name(mode))?;
    els.body.set_attribute("data-teach", "starting")?;

    let mut notices = notices;
    let lang = i18n::current();
    let mut depth = mode.default_depth();
    if let Some(text) = params.get("depth") {
        match text.parse::<u32>() {
            Ok(d) if mode.depths().contains(&d) => depth = d,
            _ if mode == Mode::Tree => {}
            _ => notices.push(i18n::bad_param(lang, "depth", &text, &range_text(mode.depths()))),
        }
    }
    let mut algorithm = "alphabeta".to_string();
    if let Some(text) = params.get("algorithm") {
        if mode.algorithms().contains(&text.as_str()) {
            algorithm = text;
        } else {
            notices.push(i18n::bad_param(lang, "algorithm", &text, &mode.algorithms().join(", ")));
        }
    }
    let crash_cut = match params.get("crash").as_deref() {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => {
            notices.push(i18n::bad_param(lang, "crash", other, "0, 1"));
            false
        }
    };
    let mut fen = Position::STARTPOS_FEN.to_string();
    if let Some(text) = params.get("fen") {
        match Position::from_fen(&text) {
            Ok(pos) => fen = pos.fen(),
            Err(err) => notices.push(i18n::bad_param(lang, "fen", &text, &i18n::fen_error(lang, &err))),
        }
    }
    let mut tree_text = COURSE_EXAMPLE.to_string();
    if let Some(text) = params.get("tree") {
        match AbstractTree::parse(&text) {
            Ok(_) => tree_text = text,
            Err(err) => notices.push(i18n::bad_param(lang, "tree", &text, &i18n::tree_error(lang, &err))),
        }
    }
    let mut ttt = Board::empty();
    if let Some(text) = params.get("board") {
        match Board::parse(&text) {
            Ok(b) => ttt = b,
            Err(err) => notices.push(i18n::bad_param(lang, "board", &text, &i18n::board_error(lang, &err))),
        }
    }

    let mut root = Game::from_fen(&fen).unwrap_or_else(|_| Game::startpos());
    root.set_engine_side(None);
    let view = Rc::new(RefCell::new(View {
        me: std::rc::Weak::new(),
        root,
        window: window.clone(),
        document,
        els,
        mode,
        fen,
        ttt_human: ttt.turn(),
        ttt,
        tree_text,
        depth,
        algorithm,
        crash_cut,
        walk: None,
        explanation: None,
        explain_asked: None,
        decoding: None,
        recorded: None,
        layout: None,
        expanded: Vec::new(),
        rows: Vec::new(),
        selected: None,
        counts: Vec::new(),
        plain_counts: Vec::new(),
        worker: None,
        retired: Retired::default(),
        search_id: None,
        count_id: None,
        plain_id: None,
        ttt_reply: false,
        next_id: 1,
        notices,
    }));
    view.borrow_mut().me = Rc::downgrade(&view);
    view.borrow_mut().setup_controls()?;
    let handle = spawn(Rc::downgrade(&view))?;
    view.borrow_mut().worker = Some(handle);
    connect(&view)?;
    {
        let weak = Rc::downgrade(&view);
        i18n::on_change(move |_| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                let _ = v.setup_controls();
                v.update();
            }
        });
    }
    {
        let mut v = view.borrow_mut();
        v.run_search();
        v.update();
    }
    // The callbacks hold weak references; the view lives as long as the page.
    std::mem::forget(view);
    Ok(())
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Teach => "teach",
        Mode::Tree => "tree",
        Mode::TicTacToe => "tictactoe",
    }
}

fn range_text(range: std::ops::RangeInclusive<u32>) -> String {
    format!("{}–{}", range.start(), range.end())
}

fn spawn(weak: std::rc::Weak<RefCell<View>>) -> Result<WorkerHandle, JsValue> {
    let on_message = {
        let weak = weak.clone();
        move |message: Result<FromWorker, String>| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                match message {
                    Ok(m) => v.on_message(m),
                    Err(detail) => v.show_status(&i18n::engine_unreadable(i18n::current(), &detail)),
                }
            }
        }
    };
    let on_error = move |detail: String| {
        web_sys::console::error_1(&format!("poda: teaching worker failed: {detail}").into());
        if let Some(view) = weak.upgrade() {
            let mut v = view.borrow_mut();
            v.restart_worker();
            v.show_status(i18n::tr(i18n::current(), Text::SearchFailed));
            let _ = v.els.body.set_attribute("data-teach", "ready");
            v.update();
        }
    };
    WorkerHandle::spawn("./teach_worker_loader.js", on_message, on_error)
}

/// Wires a button to a change of the view followed by a render.
fn on_click(view: &Rc<RefCell<View>>, button: &HtmlButtonElement, f: impl Fn(&mut View) + 'static) {
    let weak = Rc::downgrade(view);
    listen(button, "click", move |_: Event| {
        if let Some(view) = weak.upgrade() {
            let mut v = view.borrow_mut();
            f(&mut v);
            v.update();
        }
    });
}

fn connect(view: &Rc<RefCell<View>>) -> Result<(), JsValue> {
    let v = view.borrow();
    let els = &v.els;
    on_click(view, &els.run, |v| v.run_search());
    {
        let weak = Rc::downgrade(view);
        listen(&els.stop, "click", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                if v.busy() {
                    v.restart_worker();
                    v.show_status(i18n::tr(i18n::current(), Text::SearchStopped));
                    let _ = v.els.body.set_attribute("data-teach", "ready");
                    v.update();
                }
            }
        });
    }
    on_click(view, &els.step_first, |v| {
        v.go_to_step(0);
    });
    on_click(view, &els.step_back, |v| {
        v.step_by(-1);
    });
    on_click(view, &els.step_forward, |v| {
        v.step_by(1);
    });
    on_click(view, &els.step_last, |v| {
        v.go_to_step(usize::MAX);
    });
    on_click(view, &els.step_pv, |v| v.show_pv());
    on_click(view, &els.expand_all, |v| v.expand_all(true));
    on_click(view, &els.collapse_all, |v| v.expand_all(false));
    on_click(view, &els.fen_set, |v| {
        let text = v.els.fen.value();
        v.set_fen(text.trim());
    });
    on_click(view, &els.tree_load, |v| {
        let text = v.els.tree_text.value();
        v.set_tree(&text);
    });
    on_click(view, &els.ttt_new, |v| v.new_tictactoe());
    // A new depth, algorithm or crash-cut setting searches again.
    let controls: [&web_sys::EventTarget; 3] = [&els.depth, &els.algorithm, &els.crash];
    for control in controls {
        let weak = Rc::downgrade(view);
        listen(control, "change", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                v.read_controls();
                v.run_search();
                v.update();
            }
        });
    }
    // Outline: clicks on a row select its node, on the arrow expand or collapse it.
    {
        let weak = Rc::downgrade(view);
        listen(&els.rows, "click", move |event: MouseEvent| {
            let Some(target) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            if let Some(id) = target.get_attribute("data-toggle").and_then(|t| t.parse::<u32>().ok()) {
                v.toggle(id);
            } else if let Some(row) = target.closest("[data-node]").ok().flatten() {
                if let Some(id) = row.get_attribute("data-node").and_then(|t| t.parse::<u32>().ok()) {
                    v.select(id);
                }
            }
            v.update();
        });
    }
    {
        let weak = Rc::downgrade(view);
        listen(&els.outline, "scroll", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                view.borrow().render_outline();
            }
        });
    }
    // The drawn tree: a click selects the node under it.
    {
        let weak = Rc::downgrade(view);
        listen(&els.drawing, "click", move |event: MouseEvent| {
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            let rect = v.els.drawing.get_bounding_client_rect();
            let (x, y) = (f64::from(event.client_x()) - rect.left(), f64::from(event.client_y()) - rect.top());
            let hit = v.layout.as_ref().and_then(|l| {
                let scale = l.width / rect.width().max(1.0);
                draw::node_at(l, x * scale, y * scale)
            });
            if let Some(id) = hit {
                v.select(id);
                v.update();
            }
        });
    }
    // The board: tic-tac-toe moves; in chess, a move played on the root position.
    {
        let weak = Rc::downgrade(view);
        listen(&els.board, "mousedown", move |event: MouseEvent| {
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            let rect = v.els.board.get_bounding_client_rect();
            let (x, y) = (f64::from(event.client_x()) - rect.left(), f64::from(event.client_y()) - rect.top());
            v.on_board_click(x, y, rect.width());
            v.update();
        });
    }
    // ← and → step through the search, Home and End jump, unless typing in a field.
    {
        let weak = Rc::downgrade(view);
        listen(&v.document, "keydown", move |event: KeyboardEvent| {
            let typing = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if typing || event.ctrl_key() || event.meta_key() || event.alt_key() {
                return;
            }
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            let handled = match event.key().as_str() {
                "ArrowRight" => v.step_by(1),
                "ArrowLeft" => v.step_by(-1),
                "Home" => v.go_to_step(0),
                "End" => v.go_to_step(usize::MAX),
                _ => false,
            };
            if handled {
                event.prevent_default();
                v.update();
            }
        });
    }
    {
        let weak = Rc::downgrade(view);
        listen(&v.window, "resize", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                view.borrow().render();
            }
        });
    }
    Ok(())
}

impl View {
    fn lang(&self) -> Lang {
        i18n::current()
    }

    fn busy(&self) -> bool {
        self.search_id.is_some() || self.count_id.is_some() || self.plain_id.is_some()
    }

    /// Fills the depth and algorithm menus for the mode and shows the mode's input box.
    fn setup_controls(&mut self) -> Result<(), JsValue> {
        let lang = self.lang();
        let depth = &self.els.depth;
        depth.set_inner_html("");
        for d in self.mode.depths() {
            let option = web_sys::HtmlOptionElement::new_with_text_and_value(&d.to_string(), &d.to_string())?;
            option.set_selected(d == self.depth);
            depth.append_child(&option)?;
        }
        if let Some(label) = depth.parent_element().and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            label.set_hidden(self.mode == Mode::Tree);
        }
        let algorithm = &self.els.algorithm;
        algorithm.set_inner_html("");
        for &name in self.mode.algorithms() {
            let label = i18n::tr(lang, counters::algorithm_text(name));
            let option = web_sys::HtmlOptionElement::new_with_text_and_value(label, name)?;
            option.set_selected(name == self.algorithm);
            algorithm.append_child(&option)?;
        }
        self.els.crash.set_checked(self.crash_cut);
        if let Some(label) = self.els.crash.parent_element().and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            label.set_hidden(self.mode != Mode::Teach);
        }
        self.els.fen_box.set_hidden(self.mode != Mode::Teach);
        self.els.tree_box.set_hidden(self.mode != Mode::Tree);
        self.els.ttt_box.set_hidden(self.mode != Mode::TicTacToe);
        self.els.board_wrap.set_hidden(self.mode == Mode::Tree);
        self.els.drawing_wrap.set_hidden(self.mode != Mode::Tree);
        self.els.fen.set_value(&self.fen);
        if self.els.tree_text.value().is_empty() {
            self.els.tree_text.set_value(&self.tree_text);
        }
        Ok(())
    }

    fn read_controls(&mut self) {
        if let Ok(d) = self.els.depth.value().parse::<u32>() {
            if self.mode.depths().contains(&d) {
                self.depth = d;
            }
        }
        let a = self.els.algorithm.value();
        if self.mode.algorithms().contains(&a.as_str()) {
            self.algorithm = a;
        }
        self.crash_cut = self.mode == Mode::Teach && self.els.crash.checked();
    }

    fn subject(&self) -> Subject {
        match self.mode {
            Mode::Teach => Subject::Chess { fen: self.fen.clone() },
            Mode::Tree => Subject::Tree { text: self.tree_text.clone() },
            Mode::TicTacToe => Subject::TicTacToe { board: self.ttt.text() },
        }
    }

    fn depth_for_search(&self) -> u32 {
        if self.mode == Mode::Tree {
            64
        } else {
            self.depth
        }
    }

    fn send(&mut self, message: ToWorker) {
        let result = match self.worker.as_mut() {
            Some(w) => w.send(message),
            None => Err("no worker".to_string()),
        };
        if let Err(detail) = result {
            let text = i18n::engine_unreachable(self.lang(), &detail);
            self.show_status(&text);
        }
    }

    /// Ends the worker (busy or dead) and starts a fresh one; requests wait in its queue
    /// until it is ready.
    fn restart_worker(&mut self) {
        if let Some(old) = self.worker.take() {
            self.retired.keep(old);
        }
        self.search_id = None;
        self.count_id = None;
        self.plain_id = None;
        self.ttt_reply = false;
        self.explain_asked = None;
        match spawn(self.me.clone()) {
            Ok(handle) => self.worker = Some(handle),
            Err(err) => web_sys::console::error_2(&"poda: could not start the worker".into(), &err),
        }
    }

    /// Asks the worker for the recorded search of the current subject, then for the counts.
    fn run_search(&mut self) {
        if self.busy() {
            // A busy worker cannot read: replace it.
            self.restart_worker();
        }
        let id = self.next_id;
        self.next_id += 3;
        self.search_id = Some(id);
        self.count_id = Some(id + 1);
        self.plain_id = if self.crash_cut { Some(id + 2) } else { None };
        self.counts.clear();
        self.plain_counts.clear();
        self.decoding = None;
        let subject = self.subject();
        let depth = self.depth_for_search();
        self.send(ToWorker::Teach {
            id,
            subject: subject.clone(),
            depth,
            algorithm: self.algorithm.clone(),
            crash_cut: self.crash_cut,
            record: RECORD_LIMIT,
        });
        self.send(ToWorker::TeachCounts { id: id + 1, subject: subject.clone(), depth, crash_cut: self.crash_cut });
        if self.crash_cut {
            self.send(ToWorker::TeachCounts { id: id + 2, subject, depth, crash_cut: false });
        }
        let _ = self.els.body.set_attribute("data-teach", "searching");
        self.show_status(i18n::tr(self.lang(), Text::Searching));
    }

    fn on_message(&mut self, message: FromWorker) {
        match message {
            FromWorker::Ready => {
                self.retired.clear();
                if let Some(w) = self.worker.as_mut() {
                    if let Err(detail) = w.set_ready() {
                        web_sys::console::error_1(&detail.into());
                    }
                }
            }
            FromWorker::TeachTree { id, algorithm, value, pv, counts, tree, .. } => {
                if self.search_id != Some(id) {
                    return;
                }
                // Read a large tree a slice at a time, between other tasks, so the page never
                // stalls: the search counts as finished once the tree is read.
                match Decoder::new(tree) {
                    Ok(decoder) => {
                        self.decoding = Some((decoder, Arrived { algorithm, value, pv, counts }));
                        self.schedule_decode();
                    }
                    Err(err) => {
                        self.search_id = None;
                        self.show_status(&err.to_string());
                        self.finish_if_done();
                        self.render();
                    }
                }
            }
            FromWorker::TeachCount { id, algorithm, value, counts } => {
                let row = counters::Row { algorithm, value, counts };
                if self.count_id == Some(id) {
                    self.counts.push(row);
                    let n = self.mode.algorithms().len();
                    if self.counts.len() >= n {
                        self.count_id = None;
                    }
                } else if self.plain_id == Some(id) {
                    self.plain_counts.push(row);
                    if self.plain_counts.len() >= self.mode.algorithms().len() {
                        self.plain_id = None;
                    }
                } else {
                    return;
                }
                self.finish_if_done();
                self.render();
            }
            FromWorker::Error { id, message } => {
                if id.is_some() && (id == self.search_id || id == self.count_id || id == self.plain_id) {
                    self.search_id = None;
                    self.count_id = None;
                    self.plain_id = None;
                    self.ttt_reply = false;
                    let _ = self.els.body.set_attribute("data-teach", "ready");
                }
                let text = i18n::engine_error(self.lang(), &message);
                self.show_status(&text);
                self.render();
            }
            FromWorker::Explanation { id, white_to_move, reports } => {
                if let Some((asked, key)) = self.explain_asked.take() {
                    if asked == id {
                        self.explanation = Some((key, white_to_move, reports));
                        self.render();
                    } else {
                        self.explain_asked = Some((asked, key));
                    }
                }
            }
            FromWorker::Info { .. } | FromWorker::BestMove { .. } | FromWorker::Network { .. } => {}
        }
    }

    /// Reads the next slice of the tree that arrived, in a task of its own.
    fn schedule_decode(&self) {
        let weak = self.me.clone();
        let tick = Closure::once_into_js(move || {
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            v.decode_slice();
        });
        let _ = self.window.set_timeout_with_callback(tick.unchecked_ref());
    }

    fn decode_slice(&mut self) {
        let Some((mut decoder, arrived)) = self.decoding.take() else { return };
        match decoder.step(DECODE_SLICE) {
            Ok(false) => {
                self.decoding = Some((decoder, arrived));
                self.schedule_decode();
            }
            Ok(true) => {
                self.search_id = None;
                let Arrived { algorithm, value, pv, counts } = arrived;
                self.show_tree(decoder.finish(), algorithm, value, pv, counts);
                self.finish_if_done();
                self.update();
            }
            Err(err) => {
                self.search_id = None;
                self.show_status(&err.to_string());
                self.finish_if_done();
                self.render();
            }
        }
    }

    fn finish_if_done(&mut self) {
        if !self.busy() {
            let _ = self.els.body.set_attribute("data-teach", "ready");
            self.show_status("");
        }
    }

    fn show_tree(&mut self, tree: Tree, algorithm: String, value: i32, pv: Vec<String>, counts: Counts) {
        let n = tree.nodes.len();
        let walk = Walk::new(tree);
        self.expanded = vec![false; n];
        if n > 0 {
            self.expanded[0] = true;
        }
        self.layout = (self.mode == Mode::Tree
            && walk.tree.nodes.iter().filter(|n| n.children.is_empty()).count() <= DRAWN_LEAVES)
            .then(|| draw::layout(&walk.tree));
        // Small trees open fully; big ones along the principal variation.
        if n <= 200 {
            self.expanded.iter_mut().for_each(|e| *e = true);
        } else {
            for id in walk.tree.principal_variation() {
                let parent = walk.tree.nodes[id as usize].parent;
                if parent != NO_PARENT {
                    self.expanded[parent as usize] = true;
                }
            }
        }
        self.walk = Some(walk);
        self.selected = None;
        self.recorded = Some(Recorded {
            algorithm,
            subject: self.subject(),
            depth: self.depth_for_search(),
            crash_cut: self.crash_cut,
            value,
            pv: pv.clone(),
            counts,
        });
        self.refresh_rows();
        if self.ttt_reply {
            self.ttt_reply = false;
            self.play_ttt_reply();
        }
    }

    fn refresh_rows(&mut self) {
        self.rows = self.walk.as_ref().map(|w| w.rows(&self.expanded)).unwrap_or_default();
    }

    /// Moves the walk to step `k` and selects the node where the search then stands.
    fn go_to_step(&mut self, k: usize) -> bool {
        let Some(walk) = self.walk.as_mut() else { return false };
        walk.set_step(k);
        let current = walk.current();
        let path = walk.path_to(current);
        for id in path {
            if let Some(e) = self.expanded.get_mut(id as usize) {
                *e = true;
            }
        }
        self.selected = Some(current);
        self.refresh_rows();
        self.reveal_selected();
        true
    }

    fn step_by(&mut self, delta: i64) -> bool {
        let Some(walk) = self.walk.as_ref() else { return false };
        let k = (walk.step() as i64 + delta).clamp(0, walk.len() as i64) as usize;
        self.go_to_step(k)
    }

    /// Selects the end of the principal variation, with the whole search done.
    fn show_pv(&mut self) {
        let Some(walk) = self.walk.as_mut() else { return };
        walk.set_step(walk.len());
        let pv = walk.tree.principal_variation();
        for &id in &pv {
            let parent = walk.tree.nodes[id as usize].parent;
            if parent != NO_PARENT {
                self.expanded[parent as usize] = true;
            }
        }
        self.selected = pv.last().copied().or(Some(0));
        self.refresh_rows();
        self.reveal_selected();
    }

    fn expand_all(&mut self, open: bool) {
        self.expanded.iter_mut().for_each(|e| *e = open);
        if let Some(root) = self.expanded.first_mut() {
            *root = true;
        }
        self.refresh_rows();
    }

    fn toggle(&mut self, id: u32) {
        if let Some(e) = self.expanded.get_mut(id as usize) {
            *e = !*e;
        }
        self.refresh_rows();
    }

    fn select(&mut self, id: u32) {
        self.selected = Some(id);
        if let Some(walk) = self.walk.as_mut() {
            // A node not reached yet at this step: go to where it is reached.
            if matches!(walk.seen(id), Seen::NotYet) {
                let k = walk.step_of(id);
                walk.set_step(k);
            }
            let path = walk.path_to(id);
            for p in path {
                if let Some(e) = self.expanded.get_mut(p as usize) {
                    *e = true;
                }
            }
        }
        self.refresh_rows();
    }

    fn reveal_selected(&self) {
        if let Some(sel) = self.selected {
            if let Some(index) = self.rows.iter().position(|&r| r == sel) {
                outline::reveal(&self.els.outline, index);
            }
        }
    }

    fn set_fen(&mut self, text: &str) {
        match Position::from_fen(text) {
            Ok(pos) => {
                self.fen = pos.fen();
                self.root = Game::new(pos);
                self.root.set_engine_side(None);
                self.show_input_error("");
                self.run_search();
            }
            Err(err) => {
                let message = i18n::fen_error(self.lang(), &err);
                self.show_input_error(&message);
            }
        }
    }

    fn set_tree(&mut self, text: &str) {
        match AbstractTree::parse(text) {
            Ok(_) => {
                self.tree_text = text.trim().to_string();
                self.show_input_error("");
                self.run_search();
            }
            Err(err) => {
                let message = i18n::tree_error(self.lang(), &err);
                // The last good tree stays.
                self.show_input_error(&message);
            }
        }
    }

    fn new_tictactoe(&mut self) {
        // Who starts alternates from game to game: X always moves first.
        self.ttt = Board::empty();
        self.ttt_human = self.ttt_human.other();
        if self.ttt_human == Mark::O {
            self.ttt_reply = true;
            self.run_search_for_reply();
        } else {
            self.run_search();
        }
    }

    fn run_search_for_reply(&mut self) {
        let algorithm = self.algorithm.clone();
        self.algorithm = "alphabeta".to_string();
        let was = self.depth;
        self.depth = 9;
        self.run_search();
        self.ttt_reply = true;
        self.algorithm = algorithm;
        self.depth = was;
    }

    fn play_ttt_reply(&mut self) {
        if self.ttt.is_over() || self.ttt.turn() == self.ttt_human {
            return;
        }
        let Some(walk) = self.walk.as_ref() else { return };
        let Some(&first) = walk.tree.principal_variation().first() else { return };
        let Ok(cell) = walk.tree.nodes[first as usize].code.parse::<usize>() else { return };
        use crate::teach::TeachGame;
        if self.ttt.moves().contains(&cell) {
            // The tree shown stays the one that chose the move.
            self.ttt = self.ttt.play(cell);
        }
    }

    fn on_board_click(&mut self, x: f64, y: f64, size: f64) {
        match self.mode {
            Mode::TicTacToe => {
                use crate::teach::TeachGame;
                let Some(cell) = draw::cell_at(x, y, size) else { return };
                if self.busy() || self.ttt.is_over() || self.ttt.turn() != self.ttt_human {
                    return;
                }
                if !self.ttt.moves().contains(&cell) {
                    return;
                }
                self.ttt = self.ttt.play(cell);
                if self.ttt.is_over() {
                    self.run_search();
                } else {
                    self.run_search_for_reply();
                }
            }
            Mode::Teach => {
                // Away from the root, a click brings the board back to it; at the root, moves
                // are played click by click and the new position is searched.
                if self.shown_node().is_some_and(|n| n != 0) {
                    self.selected = Some(0);
                    return;
                }
                let Some(square) = square_at(x, y, size, Color::White) else { return };
                if let ClickOutcome::Played(_) = self.root.click(square) {
                    self.fen = self.root.fen();
                    self.root = Game::from_fen(&self.fen).unwrap_or_else(|_| Game::startpos());
                    self.root.set_engine_side(None);
                    self.els.fen.set_value(&self.fen);
                    self.run_search();
                }
            }
            Mode::Tree => {}
        }
    }

    fn show_status(&self, text: &str) {
        self.els.status.set_text_content(Some(text));
    }

    fn show_input_error(&self, text: &str) {
        self.els.input_error.set_text_content(Some(text));
        self.els.input_error.set_hidden(text.is_empty());
    }

    /// A value from MAX's side, as people read it in this subject.
    fn value_text(&self) -> impl Fn(i32) -> String {
        let chess = self.mode == Mode::Teach;
        let lang = self.lang();
        move |v: i32| {
            if chess && v.abs() >= MATE_BOUND && v.abs() < crate::teach::tree::INFINITY {
                let moves = (MATE - v.abs() + 1) / 2;
                i18n::mate_value(lang, v > 0, moves)
            } else {
                draw::number(v)
            }
        }
    }

    /// The node shown on the board: the selected one, else where the search stands.
    fn shown_node(&self) -> Option<u32> {
        let walk = self.walk.as_ref()?;
        Some(self.selected.unwrap_or_else(|| walk.current()))
    }

    /// Asks for what the shown state needs from the worker, then renders.
    fn update(&mut self) {
        self.request_explanation();
        self.render();
    }

    fn render(&self) {
        let lang = self.lang();
        let notice = self.notices.join(" ");
        self.els.notice.set_text_content(Some(&notice));
        self.els.notice.set_hidden(notice.is_empty());
        self.els.stop.set_disabled(!self.busy());
        let _ = self.els.body.set_attribute("data-step", &self.walk.as_ref().map_or(0, |w| w.step()).to_string());
        self.render_board();
        self.render_summary(lang);
        self.render_walk(lang);
        self.render_outline();
        self.render_detail(lang);
        self.render_counters(lang);
        if self.mode == Mode::TicTacToe {
            let _ = self.els.body.set_attribute("data-board", &self.ttt.text());
            self.els.ttt_status.set_text_content(Some(&i18n::tictactoe_status(lang, &self.ttt, self.ttt_human)));
        }
    }

    fn render_board(&self) {
        let ratio = self.window.device_pixel_ratio().max(1.0);
        match self.mode {
            Mode::Tree => {
                let Some(walk) = self.walk.as_ref() else { return };
                let Some(layout) = self.layout.as_ref() else {
                    self.els.drawing.set_hidden(true);
                    return;
                };
                self.els.drawing.set_hidden(false);
                let canvas = &self.els.drawing;
                canvas.set_width((layout.width * ratio).round() as u32);
                canvas.set_height((layout.height * ratio).round() as u32);
                let _ = canvas.style().set_property("aspect-ratio", &format!("{} / {}", layout.width, layout.height));
                let _ = canvas.style().set_property("max-width", &format!("{}px", layout.width));
                // On a narrow screen the drawing keeps a readable size and scrolls sideways.
                let _ = canvas.style().set_property("min-width", &format!("min(560px, {}px)", layout.width));
                let _ = self.els.drawing_ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
                draw::draw_tree(&self.els.drawing_ctx, walk, layout, self.selected);
            }
            Mode::TicTacToe | Mode::Teach => {
                let canvas = &self.els.board;
                let css = f64::from(canvas.client_width().max(64));
                let backing = (css * ratio).round() as u32;
                if canvas.width() != backing || canvas.height() != backing {
                    canvas.set_width(backing);
                    canvas.set_height(backing);
                }
                let ctx = &self.els.board_ctx;
                let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
                if self.mode == Mode::TicTacToe {
                    self.render_tictactoe(ctx, css);
                } else {
                    self.render_chess(ctx, css);
                }
            }
        }
    }

    /// The line of codes from the root to the shown node (only when the recorded search's
    /// subject is the one on screen).
    fn shown_line(&self) -> Vec<String> {
        let (Some(walk), Some(node), Some(rec)) = (self.walk.as_ref(), self.shown_node(), self.recorded.as_ref())
        else {
            return Vec::new();
        };
        if rec.subject != self.subject() {
            return Vec::new();
        }
        walk.tree.line(node).into_iter().map(str::to_string).collect()
    }

    fn render_chess(&self, ctx: &CanvasRenderingContext2d, css: f64) {
        let Ok(root) = Position::from_fen(&self.fen) else { return };
        if self.shown_node().is_none_or(|n| n == 0) {
            draw_game(ctx, &self.root, css);
            return;
        }
        let mut arrows = Vec::new();
        let mut pos = root;
        for code in self.shown_line() {
            // The null move of the engine's search has no arrow and changes only the turn.
            if code == "0000" {
                pos.play_null();
                continue;
            }
            match pos.parse_uci(&code) {
                Ok(m) => {
                    arrows.push((m.from(), m.to()));
                    pos.play_unchecked(m);
                }
                Err(_) => break,
            }
        }
        let shown = Game::new(pos);
        draw_game(ctx, &shown, css);
        draw::draw_arrows(ctx, &arrows, css, Color::White);
    }

    fn render_tictactoe(&self, ctx: &CanvasRenderingContext2d, css: f64) {
        use crate::teach::TeachGame;
        let line = self.shown_line();
        let mut board = self.ttt;
        let mut last = None;
        for code in &line {
            if let Ok(cell) = code.parse::<usize>() {
                if board.moves().contains(&cell) {
                    board = board.play(cell);
                    last = Some(cell);
                }
            }
        }
        draw::draw_tictactoe(ctx, &board, css, last);
    }

    fn render_summary(&self, lang: Lang) {
        let s = &self.els.summary;
        let Some(rec) = self.recorded.as_ref() else {
            s.set_text_content(Some(""));
            return;
        };
        let value = self.value_text();
        let minimax_leaves = self.counts.iter().find(|r| r.algorithm == "minimax").map(|r| r.counts.leaves);
        // Against minimax's leaves only for the textbook algorithms: the engine's own search
        // evaluates differently (quiescence, its own evaluation).
        let pruned = minimax_leaves.filter(|_| rec.algorithm != "poda").map(|m| m.saturating_sub(rec.counts.leaves));
        let _ = s.set_attribute("data-value", &rec.value.to_string());
        let _ = s.set_attribute("data-leaves", &rec.counts.leaves.to_string());
        let _ = s.set_attribute("data-nodes", &rec.counts.nodes.to_string());
        let _ = s.set_attribute("data-algorithm", &rec.algorithm);
        match pruned {
            Some(p) => {
                let _ = s.set_attribute("data-pruned", &p.to_string());
            }
            None => {
                let _ = s.remove_attribute("data-pruned");
            }
        }
        let dropped = self.walk.as_ref().map_or(0, |w| w.tree.dropped);
        // Searched nodes kept (the moves listed as pruned are not part of the search).
        let kept = self.walk.as_ref().map_or(0, |w| w.tree.nodes.iter().filter(|n| !n.kind.is_unvisited()).count());
        s.set_text_content(Some(&i18n::tree_summary(
            lang,
            &i18n::SummaryFacts {
                algorithm: i18n::tr(lang, counters::algorithm_text(&rec.algorithm)),
                depth: if self.mode == Mode::Tree { None } else { Some(rec.depth) },
                value: value(rec.value),
                pv: rec.pv.join(" "),
                nodes: rec.counts.nodes,
                leaves: rec.counts.leaves,
                pruned,
                cutoffs: rec.counts.cutoffs,
                kept,
                dropped,
                ply_limit: self.walk.as_ref().and_then(|w| w.tree.ply_limit),
                last_iteration: rec.algorithm == "poda",
                crash_skipped: rec.crash_cut.then_some(rec.counts.crash_skipped),
            },
        )));
    }

    fn render_walk(&self, lang: Lang) {
        let Some(walk) = self.walk.as_ref() else {
            self.els.step_label.set_text_content(Some(""));
            self.els.walk_text.set_text_content(Some(""));
            self.els.walk_path.set_inner_html("");
            return;
        };
        let value = self.value_text();
        self.els.step_label.set_text_content(Some(&i18n::step_label(lang, walk.step(), walk.len())));
        let name = |id: u32| {
            let label = &walk.tree.nodes[id as usize].label;
            if label.is_empty() {
                i18n::tr(lang, Text::Root).to_string()
            } else {
                label.clone()
            }
        };
        // Plain minimax has no window: each node keeps its best value so far (α at MAX nodes, β
        // at MIN nodes in MAX's terms, which is what the negamax window carries).
        let minimax = self.recorded.as_ref().is_some_and(|r| r.algorithm == "minimax");
        let best = |ply: u32, alpha: i32, beta: i32| {
            let w = Tree::max_view(ply, alpha, beta);
            let b = if ply.is_multiple_of(2) { w.alpha } else { w.beta };
            if b.abs() >= crate::teach::tree::INFINITY {
                "—".to_string()
            } else {
                value(b)
            }
        };
        let leaf_kind =
            |kind| if self.mode == Mode::Tree && kind == NodeKind::Terminal { NodeKind::Interior } else { kind };
        let text = match walk.last_event() {
            None => i18n::tr(lang, Text::WalkStart).to_string(),
            Some((id, leave)) if minimax => {
                let node = &walk.tree.nodes[id as usize];
                if !leave {
                    i18n::walk_enter_minimax(lang, &name(id), node.ply.is_multiple_of(2))
                } else {
                    let v = value(Tree::max_value(node.ply, node.value.unwrap_or(0)));
                    let e = walk.tree.events[walk.step() - 1];
                    let parent = (node.parent != NO_PARENT).then(|| {
                        let p = &walk.tree.nodes[node.parent as usize];
                        (name(node.parent), p.ply.is_multiple_of(2), best(p.ply, e.alpha, e.beta))
                    });
                    let parent = parent.as_ref().map(|(n, m, b)| (n.as_str(), *m, b.as_str()));
                    i18n::walk_leave_minimax(lang, &name(id), &v, parent, leaf_kind(node.kind))
                }
            }
            Some((id, leave)) => {
                let node = &walk.tree.nodes[id as usize];
                let max = node.ply.is_multiple_of(2);
                if !leave {
                    let w = Tree::max_view(node.ply, node.alpha, node.beta);
                    i18n::walk_enter(lang, &name(id), max, &value(w.alpha), &value(w.beta), node.kind)
                } else {
                    let v = Tree::max_value(node.ply, node.value.unwrap_or(0));
                    let parent = node.parent;
                    let (cut, skipped, parent_name, window) = if parent == NO_PARENT {
                        (false, Vec::new(), String::new(), None)
                    } else {
                        let p = &walk.tree.nodes[parent as usize];
                        let e = walk.tree.events[walk.step() - 1];
                        let w = Tree::max_view(p.ply, e.alpha, e.beta);
                        let cut = w.alpha >= w.beta;
                        // The siblings this cut skipped.
                        let idx = p.children.iter().position(|&c| c == id).unwrap_or(0);
                        let skipped: Vec<String> = p.children[idx + 1..]
                            .iter()
                            .filter(|&&c| walk.tree.nodes[c as usize].kind == NodeKind::Pruned)
                            .map(|&c| name(c))
                            .collect();
                        (cut, skipped, name(parent), Some((value(w.alpha), value(w.beta))))
                    };
                    i18n::walk_leave(
                        lang,
                        &i18n::LeaveFacts {
                            node: name(id),
                            value: value(v),
                            parent: parent_name,
                            parent_max: node.ply % 2 == 1,
                            window,
                            cut,
                            skipped,
                            // An abstract tree's leaves are given, not the end of a game.
                            kind: leaf_kind(node.kind),
                        },
                    )
                }
            }
        };
        self.els.walk_text.set_text_content(Some(&text));
        // The current path with each node's window now.
        let path = walk.path_to(walk.current());
        self.els.walk_path.set_inner_html("");
        if walk.step() == 0 {
            return;
        }
        for id in path {
            let node = &walk.tree.nodes[id as usize];
            let text = match walk.seen(id) {
                Seen::Open { alpha, beta } if minimax => i18n::best_so_far(lang, &best(node.ply, alpha, beta)),
                Seen::Open { alpha, beta } => {
                    let w = Tree::max_view(node.ply, alpha, beta);
                    format!("α = {}, β = {}", value(w.alpha), value(w.beta))
                }
                Seen::Done(v) => format!("= {}", value(Tree::max_value(node.ply, v))),
                _ => String::new(),
            };
            let side = i18n::tr(lang, if node.ply.is_multiple_of(2) { Text::Max } else { Text::Min });
            if let Ok(li) = self.document.create_element("li") {
                li.set_text_content(Some(&format!("{} ({side}): {text}", name(id))));
                let _ = self.els.walk_path.append_child(&li);
            }
        }
    }

    fn render_outline(&self) {
        let Some(walk) = self.walk.as_ref() else {
            self.els.rows.set_inner_html("");
            return;
        };
        let value = self.value_text();
        let cx = outline::RowContext {
            walk,
            expanded: &self.expanded,
            selected: self.selected,
            value: &value,
            lang: self.lang(),
            given_leaves: self.mode == Mode::Tree,
            windows: self.recorded.as_ref().is_none_or(|r| r.algorithm != "minimax"),
        };
        outline::render(&self.document, &self.els.outline, &self.els.rows, &self.rows, &cx);
    }

    fn render_detail(&self, lang: Lang) {
        let d = &self.els.detail;
        d.set_inner_html("");
        let (Some(walk), Some(id)) = (self.walk.as_ref(), self.selected) else {
            self.render_explain(lang, None);
            return;
        };
        let node = &walk.tree.nodes[id as usize];
        let value = self.value_text();
        let labels: Vec<&str> =
            walk.path_to(id).iter().skip(1).map(|&n| walk.tree.nodes[n as usize].label.as_str()).collect();
        let depth = (self.mode != Mode::Tree).then_some(node.depth);
        let mut lines = vec![i18n::node_line(lang, &labels.join(" "), node.ply.is_multiple_of(2), depth)];
        // What is known of the node at the current step.
        match walk.seen(id) {
            Seen::NotYet => {}
            Seen::Skipped => lines.push(i18n::tr(lang, Text::NeverEvaluated).to_string()),
            Seen::Open { alpha, beta } => {
                let w = Tree::max_view(node.ply, alpha, beta);
                lines.push(format!("α = {}, β = {}", value(w.alpha), value(w.beta)));
            }
            Seen::Done(v) => {
                let w = Tree::max_view(node.ply, node.alpha, node.beta);
                lines.push(format!("α = {}, β = {}", value(w.alpha), value(w.beta)));
                lines.push(i18n::node_value(lang, &value(Tree::max_value(node.ply, v))));
            }
        }
        for line in lines {
            if let Ok(p) = self.document.create_element("p") {
                p.set_text_content(Some(&line));
                let _ = d.append_child(&p);
            }
        }
        // A chess leaf: its evaluation term by term.
        let leaf = matches!(node.kind, NodeKind::Horizon);
        self.render_explain(lang, if leaf { Some(id) } else { None });
    }

    /// The evaluation explained: of the selected leaf, else of the root position.
    fn render_explain(&self, lang: Lang, leaf: Option<u32>) {
        let e = &self.els.explain;
        e.set_inner_html("");
        if self.mode != Mode::Teach {
            e.set_hidden(true);
            return;
        }
        e.set_hidden(false);
        let key = self.explain_key(leaf);
        if let Some((shown, white_to_move, reports)) = self.explanation.as_ref() {
            if *shown == key {
                let _ = explain_into(&self.document, e, *white_to_move, reports, lang, leaf.is_some());
            }
        }
    }

    /// The position whose evaluation is explained: the selected leaf's, else the root's.
    fn explain_key(&self, leaf: Option<u32>) -> ExplainKey {
        let line = match (self.walk.as_ref(), leaf, self.recorded.as_ref()) {
            (Some(walk), Some(id), Some(rec)) if rec.subject == self.subject() => {
                walk.tree.line(id).into_iter().map(str::to_string).collect()
            }
            _ => Vec::new(),
        };
        (self.fen.clone(), line)
    }

    /// Asks the worker to explain the evaluation shown next, unless it already has.
    fn request_explanation(&mut self) {
        if self.mode != Mode::Teach {
            return;
        }
        let leaf = self.selected.filter(|&id| {
            self.walk.as_ref().is_some_and(|w| matches!(w.tree.nodes[id as usize].kind, NodeKind::Horizon))
        });
        let key = self.explain_key(leaf);
        let known = self.explanation.as_ref().is_some_and(|(k, _, _)| *k == key);
        if known || self.explain_asked.as_ref().is_some_and(|(_, k)| *k == key) {
            return;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.explain_asked = Some((id, key.clone()));
        let (fen, line) = key;
        self.send(ToWorker::Explain { id, fen, line });
    }

    fn render_counters(&self, lang: Lang) {
        let value = self.value_text();
        let depth = self.depth_for_search().min(self.tree_height());
        let _ = counters::render(
            &self.document,
            &self.els.counters,
            &self.els.predictions,
            &self.els.chart,
            self.mode.algorithms(),
            &self.counts,
            depth,
            &value,
            lang,
        );
        // What the crash cut saved, and whether it changed the answer.
        let report = &self.els.crash_report;
        let saved = self.recorded.as_ref().filter(|r| r.crash_cut).and_then(|rec| {
            let with = self.counts.iter().find(|r| r.algorithm == rec.algorithm)?;
            let without = self.plain_counts.iter().find(|r| r.algorithm == rec.algorithm)?;
            Some(i18n::crash_report(
                lang,
                without.counts.nodes,
                with.counts.nodes,
                &value(without.value),
                &value(with.value),
            ))
        });
        report.set_text_content(Some(saved.as_deref().unwrap_or("")));
        report.set_hidden(saved.is_none());
    }

    fn tree_height(&self) -> u32 {
        match self.mode {
            Mode::Tree => AbstractTree::parse(&self.tree_text).map_or(1, |t| t.height().max(1)),
            _ => u32::MAX,
        }
    }
}

fn draw_game(ctx: &CanvasRenderingContext2d, game: &Game, css: f64) {
    render::draw_game(ctx, game, css);
}

/// The evaluation term by term, as the worker reported it: the course's evaluator (material
/// 1/3/3/5/10, king protection, king attack) and the engine's full one, in words.
fn explain_into(
    document: &Document,
    into: &HtmlElement,
    white_to_move: bool,
    reports: &[EvalReport],
    lang: Lang,
    leaf: bool,
) -> Result<(), JsValue> {
    let heading = document.create_element("h3")?;
    heading.set_text_content(Some(i18n::tr(lang, if leaf { Text::ExplainLeaf } else { Text::ExplainRoot })));
    into.append_child(&heading)?;
    for report in reports {
        let Some(evaluator) = Evaluator::from_name(&report.evaluator) else { continue };
        let turn = if white_to_move { Color::White } else { Color::Black };
        let title = document.create_element("h4")?;
        title.set_text_content(Some(&i18n::evaluator_title(lang, evaluator, report.score, turn)));
        into.append_child(&title)?;
        let table = document.create_element("table")?;
        table.set_class_name("explain");
        let head = document.create_element("tr")?;
        for t in [Text::Term, Text::White, Text::Black, Text::Meaning] {
            let th = document.create_element("th")?;
            th.set_text_content(Some(i18n::tr(lang, t)));
            head.append_child(&th)?;
        }
        table.append_child(&head)?;
        for &(index, white, black) in &report.terms {
            let Some(&term) = Term::ALL.get(usize::from(index)) else { continue };
            let tr = document.create_element("tr")?;
            tr.set_attribute("data-term", &format!("{term:?}").to_lowercase())?;
            let cells = [
                i18n::term_name(lang, term).to_string(),
                white.to_string(),
                black.to_string(),
                i18n::term_meaning(lang, term, evaluator).to_string(),
            ];
            for (i, text) in cells.iter().enumerate() {
                let td = document.create_element(if i == 0 { "th" } else { "td" })?;
                td.set_text_content(Some(text));
                tr.append_child(&td)?;
            }
            table.append_child(&tr)?;
        }
        into.append_child(&table)?;
    }
    Ok(())
}
