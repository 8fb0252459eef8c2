//! The page: wires the canvas, the buttons and the search worker to a [`Game`].
//!
//! Everything the page knows lives in one [`App`] behind `Rc<RefCell<…>>`; DOM events and
//! worker messages change it and then call [`App::render`], which redraws the canvas and the
//! text around it. The worker (a [`WorkerHandle`]) is started with a relative URL
//! (`./worker_loader.js`), so the site works from any sub-path. `?mode=teach|tree|tictactoe`
//! hands the page to the teaching view instead (its own wasm, see [`modes::load_teaching_view`]).
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

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{
    CanvasRenderingContext2d, Event, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlOptionElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, MouseEvent, PointerEvent,
    UrlSearchParams, Window,
};

use crate::rules::{Move, Role};

use super::dom::{self, element, listen, set_attr, set_text, show_input_error};
use super::embed::{self, EmbedParams, Incoming, Request};
use super::i18n::{self, EngineLine, Notice, Restart, Text};
use super::modes;
use super::protocol::{FromWorker, Limits, ToWorker};
use super::review::Review;
use super::saved::{self, Prefs};
use super::sound::{Sound, Speaker};
use super::ui::board::{self, BoardUi};
use super::ui::input;
use super::ui::dialog::NewGameDialog;
use super::ui::eval::{self, Eval};
use super::ui::graph;
use super::ui::promotion::{self, KeyAction};
use super::ui::render::{self, Brush, Mark, Scene};
use super::ui::state::{ClickOutcome, Game, LoadError, TypedMoveError};
use super::worker_handle::{Retired, WorkerHandle};

/// The computer's thinking time per move unless `?movetime=` (ms) or `?depth=` say otherwise.
const DEFAULT_MOVETIME_MS: u64 = 1000;
const MAX_DEPTH: u32 = 100;
/// How many moves of the principal variation the engine panel shows.
const PV_SHOWN: usize = 12;
/// How long the engine looks for a hint.
const HINT_MOVETIME_MS: u64 = 700;
/// Restarts allowed in a row without a `Ready` in between (a worker that cannot even load).
const MAX_FAILED_STARTS: u32 = 3;

struct Elements {
    body: HtmlElement,
    canvas: HtmlCanvasElement,
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
    announce: HtmlElement,
    analyse: HtmlButtonElement,
    review_box: HtmlElement,
    review_progress: web_sys::HtmlProgressElement,
    review_status: HtmlElement,
    review_graph: HtmlCanvasElement,
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
    window: Window,
    els: Elements,
    game: Game,
    initial: Game,
    limits: Limits,
    /// The search worker.
    engine: Option<WorkerHandle>,
    /// Workers replaced by a restart; dropped later, never from inside their own callback.
    retired: Retired,
    /// The id of the search in progress.
    busy: Option<u32>,
    next_id: u32,
    /// When the last restart began (ms, `performance.now()`), until the new worker is ready.
    restart_began: Option<(f64, Restart)>,
    failed_starts: u32,
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
    /// Why the pasted FEN or PGN could not be loaded (shown beside the box).
    import_error: Option<LoadError>,
    /// What the last copy did (shown under the buttons).
    copy_status: Option<Text>,
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
    review_score: (Option<i32>, Option<i32>),
    /// How the page is embedded (`controls`, `interactive`, `side`, `parent` …).
    embed: EmbedParams,
    /// Inside another page: the game is not saved.
    framed: bool,
}

fn now(window: &Window) -> f64 {
    window.performance().map_or(0.0, |p| p.now())
}

/// Entry point of the app binary.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(err) = run() {
        web_sys::console::error_2(&"poda: could not start".into(), &err);
    }
}

fn run() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let canvas: HtmlCanvasElement = element(&document, "board")?;
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or("no 2d context")?.dyn_into()?;
    let els = Elements {
        body: document.body().ok_or("no body")?,
        canvas,
        ctx,
        status: element(&document, "status")?,
        notice: element(&document, "notice")?,
        engine: element(&document, "engine")?,
        moves: element(&document, "moves")?,
        fen: element(&document, "fen")?,
        new_game: element(&document, "new-game")?,
        flip: element(&document, "flip")?,
        take_back: element(&document, "take-back")?,
        level: element(&document, "level")?,
        engine_move: element(&document, "engine-move")?,
        stop: element(&document, "stop")?,
        promotion: element(&document, "promotion")?,
        always_queen: element(&document, "always-queen")?,
        move_input: element(&document, "move-input")?,
        move_error: element(&document, "move-error")?,
        resign: element(&document, "resign")?,
        hint: element(&document, "hint")?,
        banner: element(&document, "result-banner")?,
        banner_text: element(&document, "result-text")?,
        banner_score: element(&document, "result-score")?,
        import_text: element(&document, "import-text")?,
        import_error: element(&document, "import-error")?,
        copy_status: element(&document, "copy-status")?,
        pgn: element(&document, "pgn")?,
        dialog: NewGameDialog::find(&document, i18n::current())?,
        engine_pv: element(&document, "engine-pv")?,
        eval_bar: element(&document, "eval-bar")?,
        eval_fill: element(&document, "eval-fill")?,
        eval_toggle: element(&document, "eval-bar-toggle")?,
        sound_toggle: element(&document, "sound-toggle")?,
        announce: element(&document, "announce")?,
        analyse: element(&document, "analyse")?,
        review_box: element(&document, "review-box")?,
        review_progress: element(&document, "review-progress")?,
        review_status: element(&document, "review-status")?,
        review_graph: element(&document, "review-graph")?,
    };

    let params = UrlSearchParams::new_with_str(&window.location().search()?)?;
    // `?mode=teach|tree|tictactoe` opens the teaching view instead of the game: its own wasm,
    // loaded only then, so the play page does not download it.
    let mode = params.get("mode");
    if let Some(text) = mode.as_deref().filter(|m| modes::is_teaching(m)) {
        modes::show(&document, text)?;
        return modes::load_teaching_view(&document);
    }

    let (lang, lang_notice) = i18n::choose_in(&window);
    i18n::set_current(lang);
    i18n::connect_switch(&window, &element(&document, "lang")?)?;
    let mut notices: Vec<Notice> = lang_notice.into_iter().collect();
    if let Some(text) = mode.filter(|m| m != "play") {
        notices.push(Notice::BadMode { text });
    }
    modes::show(&document, "play")?;
    let (embed, bad_params) = EmbedParams::read(&params);
    for bad in bad_params {
        notices.push(Notice::BadParam { name: bad.name, text: bad.text, expected: bad.expected });
    }
    // A board inside another page keeps no game of its own: two boards on one course page
    // must not share (and overwrite) one saved game.
    let framed = window.parent().ok().flatten().is_some_and(|p| !js_sys::Object::is(&p, &window));
    let body = document.body().ok_or("no body")?;
    body.set_attribute("data-controls", if embed.controls { "1" } else { "0" })?;
    body.set_attribute("data-interactive", if embed.interactive { "1" } else { "0" })?;
    let prefs = saved::load_prefs(&window).unwrap_or_else(|err| {
        notices.push(Notice::PrefsDropped(err));
        Prefs::default()
    });
    // A position or a game in the address wins over the saved game (which stays saved until
    // a move).
    let mut saved_level = None;
    let (mut game, initial) = match (params.get("fen"), params.get("pgn")) {
        (Some(fen), _) => match Game::from_fen(&fen) {
            Ok(game) => (game.clone(), game),
            Err(err) => {
                notices.push(Notice::BadFen(err));
                (Game::startpos(), Game::startpos())
            }
        },
        (None, Some(pgn)) => match Game::from_pgn(&pgn) {
            Ok(game) => {
                let initial = Game::from_fen(game.start_fen()).unwrap_or_else(|_| Game::startpos());
                (game, initial)
            }
            Err(err) => {
                notices.push(Notice::BadPgn(err));
                (Game::startpos(), Game::startpos())
            }
        },
        (None, None) if framed => (Game::startpos(), Game::startpos()),
        (None, None) => match saved::load_game(&window) {
            Some(Ok((game, level))) => {
                saved_level = level;
                let initial = Game::from_fen(game.start_fen()).unwrap_or_else(|_| Game::startpos());
                (game, initial)
            }
            Some(Err(err)) => {
                notices.push(Notice::GameDropped(err));
                (Game::startpos(), Game::startpos())
            }
            None => (Game::startpos(), Game::startpos()),
        },
    };
    game.always_queen = prefs.always_queen;
    embed.apply(&mut game);
    els.always_queen.set_checked(prefs.always_queen);
    els.eval_toggle.set_checked(prefs.eval_bar);
    els.sound_toggle.set_checked(prefs.sound);
    // `?depth=N` searches to a fixed depth (no time limit); `?movetime=MS` thinks that long;
    // `?level=N` picks the playing level (1–10).
    let mut limits = Limits { movetime_ms: Some(DEFAULT_MOVETIME_MS), ..Limits::default() };
    if let Some(text) = params.get("depth") {
        match text.parse::<u32>() {
            Ok(d) if (1..=MAX_DEPTH).contains(&d) => limits = Limits { depth: Some(d), ..Limits::default() },
            _ => notices.push(Notice::BadDepth { text, max: MAX_DEPTH }),
        }
    }
    // The opening book gives variety; `?book=0` makes the computer search from the first move.
    limits.book = !matches!(params.get("book").as_deref(), Some("0" | "false" | "off"));
    // `?net=1` / `?net=0`: the strongest levels evaluate with the network (fetched after the
    // first move) or by hand; by default, as `engine::nnue::ON_BY_DEFAULT` says.
    let mut net = if crate::engine::nnue::ON_BY_DEFAULT { NetState::NotAsked } else { NetState::Off };
    match params.get("net").as_deref() {
        None => {}
        Some("1" | "true" | "on") => net = NetState::NotAsked,
        Some("0" | "false" | "off") => net = NetState::Off,
        Some(text) => notices.push(Notice::BadParam { name: "net", text: text.to_string(), expected: "1 or 0" }),
    }
    limits.level = saved_level;
    if let Some(text) = params.get("level") {
        match text.parse::<u8>().ok().and_then(crate::engine::Level::new) {
            Some(level) => limits.level = Some(level.number),
            None => notices.push(Notice::BadLevel { text, max: crate::engine::Level::MAX }),
        }
    }
    if let Some(text) = params.get("movetime") {
        match text.parse::<u64>() {
            Ok(ms) if ms >= 1 => limits.movetime_ms = Some(ms),
            _ => notices.push(Notice::BadMovetime { text }),
        }
    }

    // The level menu lists the engine's own levels.
    let selected_level = limits.level.unwrap_or(crate::engine::Level::MAX);
    for level in crate::engine::Level::all() {
        let label = i18n::level_label(lang, &level);
        let option = HtmlOptionElement::new_with_text_and_value(&label, &level.number.to_string())?;
        option.set_selected(level.number == selected_level);
        els.level.append_child(&option)?;
    }

    let app = Rc::new(RefCell::new(App {
        window: window.clone(),
        els,
        initial,
        game,
        limits,
        engine: None,
        retired: Retired::default(),
        busy: None,
        next_id: 1,
        restart_began: None,
        failed_starts: 0,
        net,
        notices,
        engine_line: EngineLine::Starting,
        prefs,
        move_error: None,
        board: BoardUi::default(),
        next_frame: None,
        frame_pending: false,
        board_stale: false,
        unshown_info: None,
        banner_closed: false,
        import_error: None,
        copy_status: None,
        hinting: None,
        eval: None,
        pv: Vec::new(),
        speaker: Speaker::default(),
        moves_shown: String::new(),
        review: None,
        review_score: (None, None),
        embed,
        framed,
    }));
    app.borrow().els.body.set_attribute("data-engine", "starting")?;
    let weak = Rc::downgrade(&app);
    i18n::on_change(move |_| {
        if let Some(app) = weak.upgrade() {
            if let Ok(mut a) = app.try_borrow_mut() {
                a.relabel();
                a.render();
            }
        }
    });
    let engine = spawn_engine(&app)?;
    app.borrow_mut().engine = Some(engine);

    connect_dom(&app)?;
    {
        let mut a = app.borrow_mut();
        a.maybe_ask_engine();
        a.relabel();
        a.render();
    }
    connect_messages(&app);
    {
        let a = app.borrow();
        if a.prefs.sound {
            a.speaker.prepare(&a.window);
        }
        let weak = Rc::downgrade(&app);
        dom::when_idle(&a.window, move || {
            if let Some(app) = weak.upgrade() {
                app.borrow().warm_up();
            }
        });
    }
    // The callbacks hold weak references only; the app lives as long as the page.
    std::mem::forget(app);
    Ok(())
}

fn spawn_engine(app: &Rc<RefCell<App>>) -> Result<WorkerHandle, JsValue> {
    let weak = Rc::downgrade(app);
    let on_message = move |message: Result<FromWorker, String>| {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            match message {
                Ok(message) => a.on_message(message),
                Err(detail) => a.show_notice(Notice::EngineUnreadable { detail }),
            }
        }
    };
    let weak = Rc::downgrade(app);
    let on_error = move |detail: String| {
        if let Some(app) = weak.upgrade() {
            web_sys::console::error_1(&format!("poda: engine worker failed: {detail}").into());
            restart_engine(&app, Restart::Crashed);
        }
    };
    WorkerHandle::spawn("./worker_loader.js", on_message, on_error)
}

/// Terminates the current worker (busy or dead) and starts a fresh one.
fn restart_engine(app: &Rc<RefCell<App>>, why: Restart) {
    {
        let mut a = app.borrow_mut();
        if let Some(old) = a.engine.take() {
            a.retired.keep(old);
        }
        a.busy = None;
        a.hinting = None;
        if let Some(review) = a.review.as_mut() {
            review.forget_question();
        }
        a.game.thinking = false;
        a.failed_starts += 1;
        if a.failed_starts > MAX_FAILED_STARTS {
            a.show_notice(Notice::EngineGaveUp);
            a.set_engine_line(EngineLine::Unavailable);
            a.render();
            return;
        }
        let began = now(&a.window);
        a.restart_began = Some((began, why));
        let _ = a.els.body.set_attribute("data-engine", "starting");
    }
    match spawn_engine(app) {
        Ok(engine) => {
            let mut a = app.borrow_mut();
            a.engine = Some(engine);
            a.render();
        }
        Err(err) => {
            web_sys::console::error_2(&"poda: could not start the engine".into(), &err);
            app.borrow_mut().show_notice(Notice::EngineNotStarted);
        }
    }
}

fn on_click<F: FnMut() + 'static>(button: &HtmlButtonElement, f: F) {
    let closure = Closure::<dyn FnMut()>::new(f);
    button.set_onclick(Some(closure.as_ref().unchecked_ref()));
    // Buttons live as long as the page.
    closure.forget();
}

fn connect_dom(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let canvas = app.borrow().els.canvas.clone();
    connect_board(app, &canvas);
    let a = app.borrow();

    let banner_new: HtmlButtonElement = element(&a.document()?, "banner-new")?;
    for button in [&a.els.new_game, &banner_new] {
        let weak = Rc::downgrade(app);
        on_click(button, move || {
            if let Some(app) = weak.upgrade() {
                let a = app.borrow();
                let level = a.limits.level.unwrap_or(crate::engine::Level::MAX);
                let fen = if a.initial.start_fen() == crate::rules::Position::STARTPOS_FEN {
                    String::new()
                } else {
                    a.initial.start_fen().to_string()
                };
                a.els.dialog.open(level, a.game.human_side(), &fen);
            }
        });
    }
    let weak = Rc::downgrade(app);
    on_click(&a.els.flip, move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.game.flip();
            a.save();
            a.render();
        }
    });

    let weak = Rc::downgrade(app);
    let on_level = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            // Applies from the computer's next move on.
            let chosen = a.els.level.value().parse::<u8>().ok().and_then(crate::engine::Level::new);
            if let Some(level) = chosen {
                a.limits.level = Some(level.number);
                a.set_engine_line(EngineLine::Level { number: level.number });
                a.save();
            }
        }
    });
    a.els.level.set_onchange(Some(on_level.as_ref().unchecked_ref()));
    on_level.forget();

    let weak = Rc::downgrade(app);
    on_click(&a.els.take_back, move || {
        if let Some(app) = weak.upgrade() {
            // While the computer thinks, its search is dropped and the player's move taken back.
            let busy = app.borrow().busy.is_some();
            if busy {
                restart_engine(&app, Restart::Stopped);
            }
            let mut a = app.borrow_mut();
            if a.game.take_back() > 0 {
                a.after_game_change();
            }
        }
    });

    let weak = Rc::downgrade(app);
    on_click(&a.els.hint, move || {
        if let Some(app) = weak.upgrade() {
            app.borrow_mut().ask_hint();
        }
    });

    let weak = Rc::downgrade(app);
    on_click(&a.els.resign, move || {
        if let Some(app) = weak.upgrade() {
            let busy = app.borrow().busy.is_some();
            if busy {
                restart_engine(&app, Restart::Stopped);
            }
            let mut a = app.borrow_mut();
            let side = a.game.human_side();
            if a.game.resign(side) {
                a.post_game_over();
                a.banner_closed = false;
                a.save();
                a.render();
            }
        }
    });

    let weak = Rc::downgrade(app);
    on_click(&a.els.engine_move, move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            if !a.game.thinking && !a.game.is_over() {
                let turn = a.game.position().turn();
                a.game.set_engine_side(Some(turn));
                a.maybe_ask_engine();
                a.save();
                a.render();
            }
        }
    });

    let weak = Rc::downgrade(app);
    on_click(&a.els.stop, move || {
        if let Some(app) = weak.upgrade() {
            let busy = app.borrow().busy.is_some();
            if busy {
                restart_engine(&app, Restart::Stopped);
                let mut a = app.borrow_mut();
                // The human takes over; "Computer move" hands a side back to the computer.
                a.game.set_engine_side(None);
                a.set_engine_line(EngineLine::Restarting);
                a.save();
                a.render();
            }
        }
    });

    connect_play_inputs(app)?;
    connect_game_io(app)?;
    connect_navigation(app)?;

    let weak = Rc::downgrade(app);
    let resize = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            if let Ok(mut a) = app.try_borrow_mut() {
                a.render();
            }
        }
    });
    a.window.set_onresize(Some(resize.as_ref().unchecked_ref()));
    resize.forget();
    Ok(())
}

/// The board's pointer (drag, click, right-button arrows), keys and animation frames.
fn connect_board(app: &Rc<RefCell<App>>, canvas: &HtmlCanvasElement) {
    let weak = Rc::downgrade(app);
    listen(canvas, "pointerdown", move |event: PointerEvent| {
        if let Some(app) = weak.upgrade() {
            app.borrow_mut().on_pointer(&event, PointerPhase::Down);
        }
    });
    for (name, phase) in [("pointermove", PointerPhase::Move), ("pointerup", PointerPhase::Up)] {
        let weak = Rc::downgrade(app);
        listen(canvas, name, move |event: PointerEvent| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().on_pointer(&event, phase);
            }
        });
    }
    let weak = Rc::downgrade(app);
    listen(canvas, "pointercancel", move |_: Event| {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.board.pointer_cancel();
            a.render();
        }
    });
    // The right button draws arrows: no menu over the board.
    listen(canvas, "contextmenu", |event: Event| event.prevent_default());
    let weak = Rc::downgrade(app);
    listen(canvas, "keydown", move |event: KeyboardEvent| {
        if let Some(app) = weak.upgrade() {
            app.borrow_mut().on_board_key(&event);
        }
    });
    let weak = Rc::downgrade(app);
    listen(canvas, "blur", move |_: Event| {
        // Blur also fires inside a render that moves the focus (to the promotion chooser):
        // the app is borrowed then, and that render hides nothing the cursor needs.
        if let Some(Ok(mut a)) = weak.upgrade().as_ref().map(|app| app.try_borrow_mut()) {
            a.board.blur();
            a.render();
        }
    });
    let weak = Rc::downgrade(app);
    let frame = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.frame_pending = false;
            a.show_search_report();
            if std::mem::take(&mut a.board_stale) {
                a.draw_board();
            }
        }
    });
    app.borrow_mut().next_frame = Some(frame.as_ref().unchecked_ref::<js_sys::Function>().clone());
    // Lives as long as the page.
    frame.forget();
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum PointerPhase {
    Down,
    Move,
    Up,
}

/// Replaces the game (New game, a pasted FEN or PGN): a busy search is dropped, the engine
/// forgets the old game, and the computer moves if it is its turn.
fn replace_game(app: &Rc<RefCell<App>>, mut game: Game, level: Option<u8>) {
    let busy = app.borrow().busy.is_some();
    if busy {
        restart_engine(app, Restart::Stopped);
    }
    let mut a = app.borrow_mut();
    game.always_queen = a.prefs.always_queen;
    a.initial = Game::from_fen(game.start_fen()).unwrap_or_else(|_| Game::startpos());
    a.game = game;
    if let Some(level) = level {
        a.limits.level = Some(level);
        a.els.level.set_value(&level.to_string());
    }
    a.send(ToWorker::NewGame);
    a.set_engine_line(EngineLine::Ready);
    a.eval = None;
    a.pv.clear();
    a.board.clear_marks();
    a.board.stop_animation();
    a.after_game_change();
}

/// The New game dialog, the game-end banner, and import and export.
fn connect_game_io(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "ng-start")?, move || {
        let Some(app) = weak.upgrade() else { return };
        let (choice, lang) = (app.borrow().els.dialog.read(), i18n::current());
        let start = if choice.fen.is_empty() { Ok(Game::startpos()) } else { Game::from_fen(&choice.fen) };
        match start {
            Ok(mut game) => {
                let side = choice.side.resolve(js_sys::Math::random());
                game.set_engine_side(Some(!side));
                game.orientation = side;
                app.borrow().els.dialog.close();
                replace_game(&app, game, choice.level);
            }
            Err(err) => {
                let text = i18n::load_error(lang, &LoadError::Fen(err));
                app.borrow().els.dialog.show_error(Some(&text));
            }
        }
    });
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "ng-cancel")?, move || {
        if let Some(app) = weak.upgrade() {
            app.borrow().els.dialog.close();
        }
    });
    let banner_analyse: HtmlButtonElement = element(&a.document()?, "banner-analyse")?;
    for button in [&a.els.analyse, &banner_analyse] {
        let weak = Rc::downgrade(app);
        on_click(button, move || {
            if let Some(app) = weak.upgrade() {
                let mut a = app.borrow_mut();
                a.banner_closed = true;
                a.start_review();
            }
        });
    }
    let weak = Rc::downgrade(app);
    listen(&a.els.review_graph, "click", move |event: MouseEvent| {
        let Some(app) = weak.upgrade() else { return };
        let mut a = app.borrow_mut();
        let Some(count) = a.review.as_ref().map(|r| r.progress().1) else { return };
        let rect = a.els.review_graph.get_bounding_client_rect();
        let ply = graph::ply_at(f64::from(event.client_x()) - rect.left(), rect.width(), count);
        a.view(ply);
    });
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "banner-close")?, move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.banner_closed = true;
            a.render();
        }
    });
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "import-load")?, move || {
        let Some(app) = weak.upgrade() else { return };
        let text = app.borrow().els.import_text.value();
        match Game::load(&text) {
            Ok(game) => {
                let mut a = app.borrow_mut();
                a.import_error = None;
                a.write_import_error();
                a.els.import_text.set_value("");
                drop(a);
                replace_game(&app, game, None);
            }
            // The game on the board stays as it is; the text stays in the box to be corrected.
            Err(err) => {
                let mut a = app.borrow_mut();
                a.import_error = Some(err);
                a.write_import_error();
            }
        }
    });
    for (id, what) in [("copy-fen", Text::CopyFen), ("copy-pgn", Text::CopyPgn)] {
        let weak = Rc::downgrade(app);
        on_click(&element(&a.document()?, id)?, move || {
            let Some(app) = weak.upgrade() else { return };
            let (window, text) = {
                let a = app.borrow();
                (a.window.clone(), if what == Text::CopyFen { a.game.fen() } else { a.pgn() })
            };
            let weak = Rc::downgrade(&app);
            super::io::copy_text(&window, &text, move |ok| {
                if let Some(app) = weak.upgrade() {
                    let mut a = app.borrow_mut();
                    a.copy_status = Some(if ok { Text::Copied } else { Text::CopyFailed });
                    a.write_copy_status();
                }
            });
        });
    }
    let weak = Rc::downgrade(app);
    on_click(&element(&a.document()?, "download-pgn")?, move || {
        let Some(app) = weak.upgrade() else { return };
        let a = app.borrow();
        let name = format!("poda-{}.pgn", pgn_date(true));
        if let Err(err) = a.document().and_then(|d| super::io::download(&d, &name, &a.pgn())) {
            web_sys::console::error_2(&"poda: could not offer the PGN".into(), &err);
        }
    });
    Ok(())
}

/// Stepping through the moves: a click on a move, the buttons under the list, and ← → Home
/// End anywhere but in a text box or the open dialog (on the board, only without its cursor).
fn connect_navigation(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();
    let weak = Rc::downgrade(app);
    listen(&a.els.moves, "click", move |event: MouseEvent| {
        let Some(app) = weak.upgrade() else { return };
        let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let ply = target.and_then(|t| t.get_attribute("data-ply")).and_then(|p| p.parse().ok());
        if let Some(ply) = ply {
            app.borrow_mut().view(ply);
        }
    });
    for (id, step) in
        [("nav-first", Step::First), ("nav-back", Step::Back), ("nav-forward", Step::Forward), ("nav-last", Step::Last)]
    {
        let weak = Rc::downgrade(app);
        on_click(&element(&a.document()?, id)?, move || {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().step(step);
            }
        });
    }
    let weak = Rc::downgrade(app);
    let document: web_sys::EventTarget = a.document()?.into();
    listen(&document, "keydown", move |event: KeyboardEvent| {
        let step = match event.key().as_str() {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        if event.default_prevented() || event.alt_key() || event.ctrl_key() || event.meta_key() {
            return;
        }
        let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let typing = target.is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        let Some(app) = weak.upgrade() else { return };
        let Ok(mut a) = app.try_borrow_mut() else { return };
        if typing || a.els.dialog.dialog.open() {
            return;
        }
        event.prevent_default();
        a.step(step);
    });
    Ok(())
}

#[derive(Clone, Copy)]
enum Step {
    First,
    Back,
    Forward,
    Last,
}

/// The `poda:*` message API (see `embed`): requests from the page around this one, answered
/// with `poda:state` or `poda:error`; `poda:ready` once they can be taken.
fn connect_messages(app: &Rc<RefCell<App>>) {
    let window = app.borrow().window.clone();
    let weak = Rc::downgrade(app);
    listen(&window, "message", move |event: web_sys::MessageEvent| {
        let Some(app) = weak.upgrade() else { return };
        let parent = app.borrow().embed.parent.clone();
        match embed::read(&event.data(), &event.origin(), parent.as_deref()) {
            Incoming::Ignored => {}
            Incoming::Bad { id, message } => app.borrow().post_error(&id, &message),
            Incoming::Request { id, request } => serve(&app, &id, request),
        }
    });
    app.borrow().post(&embed::event("ready", &JsValue::UNDEFINED, &[]));
}

/// Serves one request; every request is answered by `poda:state` or `poda:error`.
fn serve(app: &Rc<RefCell<App>>, id: &JsValue, request: Request) {
    let result = match request {
        Request::SetPosition { fen, pgn } => {
            let loaded = match (fen, pgn) {
                (Some(fen), _) => Game::from_fen(&fen).map_err(|e| format!("bad FEN: {e}")).map(|mut game| {
                    // The player takes the side to move unless `side` says otherwise.
                    let turn = game.position().turn();
                    game.set_engine_side(Some(!turn));
                    game.orientation = turn;
                    game
                }),
                (None, Some(pgn)) => Game::from_pgn(&pgn).map_err(|e| format!("bad PGN: {e}")),
                (None, None) => Err("poda:set-position needs fen or pgn".to_string()),
            };
            loaded.map(|mut game| {
                app.borrow().embed.apply(&mut game);
                replace_game(app, game, None);
            })
        }
        Request::Play { mv } => app.borrow_mut().play_requested(&mv),
        Request::EngineMove => {
            let mut a = app.borrow_mut();
            if a.game.is_over() {
                Err("the game is over".to_string())
            } else if a.game.thinking {
                Err("the computer is already thinking".to_string())
            } else {
                let turn = a.game.position().turn();
                a.game.set_engine_side(Some(turn));
                a.maybe_ask_engine();
                a.save();
                a.render();
                Ok(())
            }
        }
        Request::Undo => {
            let busy = app.borrow().busy.is_some();
            if busy {
                restart_engine(app, Restart::Stopped);
            }
            let mut a = app.borrow_mut();
            if a.game.take_back() > 0 {
                a.after_game_change();
                Ok(())
            } else {
                Err("there is no move to take back".to_string())
            }
        }
        Request::SetOptions(options) => set_options(app, options),
        Request::GetState => Ok(()),
    };
    match result {
        Ok(()) => app.borrow().post_state(id),
        Err(message) => app.borrow().post_error(id, &message),
    }
}

/// `poda:set-options`: the level, the player's side and the board's orientation change here;
/// another mode, depth or algorithm opens the page again with them (the position kept).
fn set_options(app: &Rc<RefCell<App>>, o: embed::Options) -> Result<(), String> {
    let mode = o.mode.clone().unwrap_or_else(|| "play".to_string());
    if mode != "play" || o.algorithm.is_some() {
        if mode == "play" {
            return Err("algorithm applies to the teaching modes (mode teach, tree or tictactoe)".to_string());
        }
        let a = app.borrow();
        let params = UrlSearchParams::new_with_str(&a.window.location().search().unwrap_or_default())
            .map_err(|_| "the address cannot be read".to_string())?;
        params.set("mode", &mode);
        params.set("fen", &a.game.fen());
        params.delete("pgn");
        let texts =
            [("lang", o.lang.clone()), ("depth", o.depth.map(|d| d.to_string())), ("algorithm", o.algorithm.clone())];
        for (key, value) in texts {
            if let Some(value) = value {
                params.set(key, &value);
            }
        }
        let search = String::from(params.to_string());
        a.window.location().set_search(&search).map_err(|_| "the page could not be opened".to_string())?;
        return Ok(());
    }
    let mut a = app.borrow_mut();
    if let Some(lang) = o.lang.as_deref().and_then(i18n::Lang::from_code) {
        i18n::set_current(lang);
    }
    if let Some(level) = o.level {
        a.limits.level = Some(level);
        a.els.level.set_value(&level.to_string());
    }
    if let Some(depth) = o.depth {
        a.limits.depth = Some(depth);
        a.limits.movetime_ms = None;
    }
    if let Some(side) = o.side {
        a.game.set_engine_side(Some(!side));
        a.game.orientation = side;
    }
    if let Some(orientation) = o.orientation {
        a.game.orientation = orientation;
    }
    a.maybe_ask_engine();
    a.save();
    a.relabel();
    a.render();
    Ok(())
}

/// Today as PGN writes dates (`2026.11.23`), or with dashes for a file name.
fn pgn_date(dashes: bool) -> String {
    let d = js_sys::Date::new_0();
    let sep = if dashes { '-' } else { '.' };
    format!("{:04}{sep}{:02}{sep}{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// The promotion chooser, the "always queen" preference and the typed-move box.
fn connect_play_inputs(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let a = app.borrow();

    let weak = Rc::downgrade(app);
    let choose = Closure::<dyn FnMut(MouseEvent)>::new(move |event: MouseEvent| {
        if let Some(app) = weak.upgrade() {
            if let Some(role) = promotion::role_of(event.target()) {
                app.borrow_mut().on_promotion(Some(role));
            }
        }
    });
    a.els.promotion.set_onclick(Some(choose.as_ref().unchecked_ref()));
    choose.forget();

    let weak = Rc::downgrade(app);
    let chooser = a.els.promotion.clone();
    let keys = Closure::<dyn FnMut(KeyboardEvent)>::new(move |event: KeyboardEvent| {
        if promotion::on_key(&chooser, &event) == KeyAction::Cancel {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().on_promotion(None);
            }
        }
    });
    a.els.promotion.set_onkeydown(Some(keys.as_ref().unchecked_ref()));
    keys.forget();

    for toggle in [&a.els.always_queen, &a.els.eval_toggle, &a.els.sound_toggle] {
        let weak = Rc::downgrade(app);
        listen(toggle, "change", move |_: Event| {
            if let Some(app) = weak.upgrade() {
                let mut a = app.borrow_mut();
                a.prefs.always_queen = a.els.always_queen.checked();
                a.prefs.eval_bar = a.els.eval_toggle.checked();
                a.prefs.sound = a.els.sound_toggle.checked();
                a.game.always_queen = a.prefs.always_queen;
                saved::store_prefs(&a.window, a.prefs);
                a.render();
            }
        });
    }

    let weak = Rc::downgrade(app);
    let typed = Closure::<dyn FnMut(KeyboardEvent)>::new(move |event: KeyboardEvent| {
        if event.key() != "Enter" {
            return;
        }
        event.prevent_default();
        if let Some(app) = weak.upgrade() {
            app.borrow_mut().on_typed_move();
        }
    });
    a.els.move_input.set_onkeydown(Some(typed.as_ref().unchecked_ref()));
    typed.forget();
    Ok(())
}

impl App {
    fn send(&mut self, message: ToWorker) {
        let Some(engine) = self.engine.as_mut() else { return };
        if let Err(detail) = engine.send(message) {
            self.show_notice(Notice::EngineUnreachable { detail });
        }
    }

    fn maybe_ask_engine(&mut self) {
        if !self.game.engine_to_move() {
            return;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.busy = Some(id);
        self.game.thinking = true;
        let request = self.game.go_request(id, self.limits);
        self.send(request);
        let _ = self.els.body.set_attribute("data-engine", "thinking");
    }

    /// Asks the worker for the best move for the player (at full strength, for
    /// [`HINT_MOVETIME_MS`]); the answer is drawn as a blue arrow.
    fn ask_hint(&mut self) {
        if !self.game.human_to_move() || self.hinting.is_some() {
            return;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.hinting = Some((id, self.game.sans().len()));
        let limits = Limits { movetime_ms: Some(HINT_MOVETIME_MS), book: false, ..Limits::default() };
        let request = self.game.go_request(id, limits);
        self.send(request);
        let _ = self.els.body.set_attribute("data-hint", "searching");
        self.render();
    }

    /// The worker's answer to [`App::ask_hint`]: shown if the position has not changed since.
    fn on_hint(&mut self, uci: Option<String>, asked_at: usize) {
        self.hinting = None;
        let _ = self.els.body.set_attribute("data-hint", uci.as_deref().unwrap_or(""));
        if asked_at != self.game.sans().len() {
            return;
        }
        if let Some(m) = uci.and_then(|u| self.game.position().parse_uci(&u).ok()) {
            self.board.show(vec![Mark { from: m.from(), to: m.to(), brush: Brush::Blue }]);
        }
        self.render();
    }

    fn on_message(&mut self, message: FromWorker) {
        match message {
            FromWorker::Ready => {
                // The previous worker's callbacks are not running now: safe to drop them.
                self.retired.clear();
                self.failed_starts = 0;
                let mut line = EngineLine::Ready;
                if let Some((began, cause)) = self.restart_began.take() {
                    let ms = now(&self.window) - began;
                    let tenths = (ms * 10.0).round() as i64;
                    let _ = self.els.body.set_attribute("data-restart-ms", &format!("{}.{}", tenths / 10, tenths % 10));
                    line = EngineLine::Restarted { cause, ms };
                }
                self.set_engine_line(line);
                if matches!(self.net, NetState::Asked | NetState::Loaded) {
                    self.send(ToWorker::LoadNetwork { url: NET_URL.to_string() });
                }
                // Sends what was queued while the worker loaded.
                if let Some(Err(detail)) = self.engine.as_mut().map(WorkerHandle::set_ready) {
                    self.show_notice(Notice::EngineUnreachable { detail });
                }
                if self.busy.is_none() {
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
                self.ask_review();
            }
            FromWorker::Info { id, depth, score_cp, mate_in, nodes, time_ms, pv } => {
                if self.review.as_ref().and_then(|r| r.asked(id)).is_some() {
                    self.review_score = (score_cp, mate_in);
                }
                if self.busy == Some(id) {
                    self.unshown_info = Some(SearchReport { id, depth, score_cp, mate_in, nodes, time_ms, pv });
                    self.request_frame();
                }
            }
            FromWorker::BestMove { id, uci, san } => {
                // The search's last report is shown before its move is played.
                self.show_search_report();
                // The first answer (a move, a hint, a review's score) is in: now the network.
                if self.net == NetState::NotAsked {
                    self.net = NetState::Asked;
                    self.send(ToWorker::LoadNetwork { url: NET_URL.to_string() });
                }
                let (cp, mate) = std::mem::take(&mut self.review_score);
                if let Some(review) = self.review.as_mut().filter(|r| r.asked(id).is_some()) {
                    review.record(id, cp, mate, uci);
                    self.ask_review();
                    self.render();
                    return;
                }
                if let Some((hint, asked_at)) = self.hinting.filter(|(hint, _)| *hint == id) {
                    debug_assert_eq!(hint, id);
                    self.on_hint(uci, asked_at);
                    return;
                }
                if self.busy != Some(id) {
                    return;
                }
                self.busy = None;
                self.game.thinking = false;
                let _ = self.els.body.set_attribute("data-engine", "ready");
                if let Some(uci) = uci {
                    match self.game.apply_uci(&uci) {
                        Ok(m) => {
                            self.banner_closed = false;
                            self.after_move(true);
                            self.board.animate(m, now(&self.window));
                            let _ = self.els.body.set_attribute("data-last-move", &uci);
                            self.save();
                            if let Some(san) = san {
                                self.set_engine_line(EngineLine::Played { san });
                            }
                        }
                        Err(_) => self.show_notice(Notice::EngineIllegalMove { uci }),
                    }
                }
                self.render();
            }
            // Teaching answers go to the teaching view's own worker, never to this one.
            FromWorker::TeachTree { .. } | FromWorker::TeachCount { .. } | FromWorker::Explanation { .. } => {}
            FromWorker::Network { loaded, hidden, detail } => {
                if loaded {
                    let first = self.net != NetState::Loaded;
                    self.net = NetState::Loaded;
                    let _ = self.els.body.set_attribute("data-net", &format!("nnue-{hidden}"));
                    // Said on the engine line unless it shows a move or a search (which stay).
                    let idle = !matches!(self.engine_line, EngineLine::Played { .. } | EngineLine::Searching { .. });
                    if first && self.busy.is_none() && idle {
                        self.set_engine_line(EngineLine::Network { hidden });
                    }
                } else {
                    // The hand-crafted evaluation keeps playing: nothing is lost but strength.
                    let _ = self.els.body.set_attribute("data-net", "failed");
                    web_sys::console::warn_1(&format!("poda: the network could not be loaded: {detail}").into());
                }
            }
            FromWorker::Error { id, message } => {
                if id.is_some() && id == self.busy {
                    self.busy = None;
                    self.game.thinking = false;
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
                self.show_notice(Notice::EngineError { message });
                self.render();
            }
        }
    }

    fn on_pointer(&mut self, event: &PointerEvent, phase: PointerPhase) {
        // `interactive=0`: arrows may be drawn, nothing moved.
        if !self.embed.interactive && event.button() != super::ui::board::RIGHT_BUTTON && phase != PointerPhase::Move {
            return;
        }
        let canvas = &self.els.canvas;
        let rect = canvas.get_bounding_client_rect();
        let x = f64::from(event.client_x()) - rect.left();
        let y = f64::from(event.client_y()) - rect.top();
        let size = rect.width();
        let touch = event.pointer_type() == "touch";
        let t = now(&self.window);
        let outcome = match phase {
            PointerPhase::Down => {
                // Keep following the pointer outside the canvas (and stop a touch from scrolling).
                let _ = canvas.set_pointer_capture(event.pointer_id());
                let outcome = self.board.pointer_down(&mut self.game, x, y, size, event.button());
                if touch {
                    self.board.touch_down(&self.game, x, y, size, t);
                }
                outcome
            }
            PointerPhase::Move => {
                if touch && self.board.touch_move(&mut self.game, x, y, t) {
                    self.request_board_frame();
                    return;
                }
                if self.board.pointer_move(x, y) {
                    self.request_board_frame();
                }
                return;
            }
            PointerPhase::Up if touch && self.board.touch_up(&mut self.game, x, y, size, t) => {
                self.render();
                return;
            }
            PointerPhase::Up => {
                let dragged = self.board.is_dragging();
                let outcome = self.board.pointer_up(&mut self.game, x, y, size, event.button());
                if let (ClickOutcome::Played(m), false) = (outcome, dragged) {
                    self.board.animate(m, now(&self.window));
                }
                outcome
            }
        };
        self.after_board_outcome(outcome, event);
    }

    /// A key on the board: the cursor, Enter or Space to pick and drop, Escape.
    fn on_board_key(&mut self, event: &KeyboardEvent) {
        if !self.embed.interactive {
            return;
        }
        let Some(outcome) = self.board.key(&mut self.game, &event.key()) else { return };
        event.prevent_default();
        if let ClickOutcome::Played(m) = outcome {
            self.board.animate(m, now(&self.window));
        }
        self.after_board_outcome(outcome, event);
    }

    fn after_board_outcome(&mut self, outcome: ClickOutcome, event: &Event) {
        match outcome {
            ClickOutcome::Played(m) => self.after_human_move(m),
            // The chooser takes the focus: the board must not take it back.
            ClickOutcome::PromotionPending(_) => event.prevent_default(),
            _ => {}
        }
        self.render();
    }

    /// Tells a screen reader the move just played (and the end of the game), and plays its
    /// sound.
    fn after_move(&mut self, computer: bool) {
        let Some(san) = self.game.sans().last().cloned() else { return };
        let lang = i18n::current();
        let mover = !self.game.position().turn();
        let mut text = i18n::announce_move(lang, mover, computer, &san);
        let sound = if self.game.is_over() {
            text.push_str(". ");
            text.push_str(&self.game.status_text(lang));
            Sound::GameEnd
        } else if san.ends_with('+') {
            Sound::Check
        } else if san.contains('x') {
            Sound::Capture
        } else {
            Sound::Move
        };
        self.els.announce.set_text_content(Some(&text));
        let _ = self.els.body.set_attribute("data-sound", sound.name());
        let uci = self.game.last_move().map(|m| m.to_string()).unwrap_or_default();
        let fields = [("san", san.as_str().into()), ("uci", uci.into()), ("fen", self.game.fen().into())];
        self.post(&embed::event("move", &JsValue::UNDEFINED, &fields));
        self.post_game_over();
        if self.prefs.sound {
            self.speaker.play(sound);
        }
    }

    fn step(&mut self, step: Step) {
        let (viewed, last) = (self.game.viewed_ply(), self.game.sans().len());
        let ply = match step {
            Step::First => 0,
            Step::Back => viewed.saturating_sub(1),
            Step::Forward => (viewed + 1).min(last),
            Step::Last => last,
        };
        self.view(ply);
    }

    /// Starts reviewing the game on the board (or goes on with its review).
    fn start_review(&mut self) {
        let moves = self.game.uci_moves();
        if !self.review.as_ref().is_some_and(|r| r.is_of(self.game.start_fen(), &moves)) {
            self.review = Some(Review::new(self.game.start_fen(), moves, self.game.positions().to_vec()));
        }
        self.ask_review();
        self.render();
    }

    /// Sends the review's next question, unless one is already asked or the engine must move.
    fn ask_review(&mut self) {
        if self.busy.is_some() || !self.engine.as_ref().is_some_and(WorkerHandle::is_ready) {
            return;
        }
        let id = self.next_id;
        let Some(review) = self.review.as_mut() else { return };
        if review.is_asking() {
            return;
        }
        if let Some(request) = review.next_request(id) {
            self.next_id += 1;
            self.review_score = (None, None);
            self.send(request);
        }
    }

    /// The review box: progress while the worker scores the positions, then the counts of
    /// judged moves; the graph with the position on the board. A review of another game is
    /// dropped.
    fn write_review(&mut self) {
        let moves = self.game.uci_moves();
        if self.review.as_ref().is_some_and(|r| !r.is_of(self.game.start_fen(), &moves)) {
            self.review = None;
        }
        self.els.analyse.set_disabled(self.busy.is_some() || self.review.is_some());
        let Some(review) = &self.review else {
            self.els.review_box.set_hidden(true);
            let _ = self.els.body.remove_attribute("data-review");
            return;
        };
        self.els.review_box.set_hidden(false);
        let lang = i18n::current();
        let (done, total) = review.progress();
        self.els.review_progress.set_max(total as f64);
        self.els.review_progress.set_value(done as f64);
        self.els.review_progress.set_hidden(review.is_done());
        let text = if review.is_done() {
            let white =
                i18n::review_counts(lang, crate::rules::Color::White, review.counts(crate::rules::Color::White));
            let black =
                i18n::review_counts(lang, crate::rules::Color::Black, review.counts(crate::rules::Color::Black));
            format!("{white} · {black}")
        } else {
            i18n::review_progress(lang, done, total)
        };
        self.els.review_status.set_text_content(Some(&text));
        let _ = self.els.body.set_attribute("data-review", if review.is_done() { "done" } else { "running" });
        let canvas = &self.els.review_graph;
        let css_w = f64::from(canvas.client_width().max(32));
        let css_h = f64::from(canvas.client_height().max(16));
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let (w, h) = ((css_w * ratio).round() as u32, (css_h * ratio).round() as u32);
        if canvas.width() != w || canvas.height() != h {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        let Ok(Some(ctx)) = canvas.get_context("2d") else { return };
        let Ok(ctx) = ctx.dyn_into::<CanvasRenderingContext2d>() else { return };
        let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
        let marks: Vec<_> = (1..total).filter_map(|ply| review.mark(ply).map(|m| (ply, m.judgement))).collect();
        graph::draw(&ctx, css_w, css_h, &review.shares(), &marks, self.game.viewed_ply());
    }

    /// Posts a message to the page around this one, if there is one.
    fn post(&self, message: &JsValue) {
        embed::post(&self.window, self.embed.parent.as_deref(), message);
    }

    /// `poda:game-over` when the game has just ended.
    fn post_game_over(&self) {
        let status = self.game.status();
        if self.game.is_over() {
            let fields = [("result", status.result().into()), ("reason", embed::reason(status).into())];
            self.post(&embed::event("game-over", &JsValue::UNDEFINED, &fields));
        }
    }

    /// The answer to `poda:get-state` (and to every request served).
    fn post_state(&self, id: &JsValue) {
        let status = self.game.status();
        let status_name = match status {
            super::ui::state::Status::Playing { .. } => "playing",
            _ => embed::reason(status),
        };
        let turn = if self.game.position().turn() == crate::rules::Color::White { "white" } else { "black" };
        let fields = [
            ("fen", self.game.fen().into()),
            ("pgn", self.pgn().into()),
            ("turn", turn.into()),
            ("status", status_name.into()),
            ("result", status.result().into()),
            ("moves", embed::strings(&self.game.uci_moves())),
        ];
        self.post(&embed::event("state", id, &fields));
    }

    fn post_error(&self, id: &JsValue, message: &str) {
        self.post(&embed::event("error", id, &[("message", message.into())]));
    }

    /// Shows the position after `ply` moves; the game stays where it is.
    fn view(&mut self, ply: usize) {
        self.game.view(ply);
        self.board.stop_animation();
        self.render();
    }

    /// Shows the search's latest report (if it is still the search under way): the engine
    /// line, the evaluation and the principal variation.
    fn show_search_report(&mut self) {
        let Some(report) = self.unshown_info.take() else { return };
        if self.busy != Some(report.id) {
            return;
        }
        let pos = self.game.position();
        self.eval = Eval::from_engine(pos.turn(), report.score_cp, report.mate_in);
        self.pv = eval::line_san(pos, &report.pv[..report.pv.len().min(PV_SHOWN)]);
        let speed = eval::speed(report.nodes, report.time_ms);
        self.set_engine_line(EngineLine::Searching { depth: report.depth, eval: self.eval, speed });
        self.write_eval();
    }

    /// Asks for the board to be drawn again at the next animation frame.
    fn request_board_frame(&mut self) {
        self.board_stale = true;
        self.request_frame();
    }

    /// Asks for an animation frame (at most one pending).
    fn request_frame(&mut self) {
        if self.frame_pending {
            return;
        }
        if let Some(f) = &self.next_frame {
            self.frame_pending = self.window.request_animation_frame(f).is_ok();
        }
    }

    /// A piece chosen in the promotion chooser, or `None` for Escape.
    fn on_promotion(&mut self, role: Option<Role>) {
        match role.and_then(|role| self.game.promote(role)) {
            Some(m) => self.after_human_move(m),
            None => {
                self.game.cancel_promotion();
            }
        }
        self.render();
    }

    /// `poda:play`: a move in UCI or SAN for the side to move (either side: the page around
    /// this one decides), unless the game is over or the computer is thinking.
    fn play_requested(&mut self, text: &str) -> Result<(), String> {
        if self.game.is_over() {
            return Err("the game is over".to_string());
        }
        if self.game.thinking {
            return Err("the computer is thinking".to_string());
        }
        let pos = *self.game.position();
        let m = pos.parse_uci(text.trim()).or_else(|_| pos.parse_san(text)).map_err(|e| format!("{text}: {e}"))?;
        self.game.apply_uci(&m.to_string()).map_err(|e| e.to_string())?;
        self.board.animate(m, now(&self.window));
        self.after_human_move(m);
        self.render();
        Ok(())
    }

    /// Enter in the move box: plays the typed move, or says why not and keeps the text.
    fn on_typed_move(&mut self) {
        if !self.embed.interactive {
            return;
        }
        let text = self.els.move_input.value();
        match self.game.play_typed(&text) {
            Ok(m) => {
                self.els.move_input.set_value("");
                self.after_human_move(m);
            }
            Err(err) => self.move_error = Some(err),
        }
        self.write_move_error();
        self.render();
    }

    fn after_human_move(&mut self, m: Move) {
        self.banner_closed = false;
        self.after_move(false);
        self.board.show(Vec::new());
        let _ = self.els.body.set_attribute("data-last-move", &m.to_string());
        self.move_error = None;
        self.write_move_error();
        self.maybe_ask_engine();
        self.save();
    }

    /// Runs, once and on a copy of the game, the code a move runs that the page has not run
    /// yet (the move, its SAN and announcement, the saved game, the PGN, the worker's request),
    /// when the page is first idle. WebKit runs a page's wasm in an interpreter until it has
    /// been used a while: otherwise the first move pays for that.
    fn warm_up(&self) {
        let mut game = self.game.clone();
        let Some(m) = game.position().legal_moves().iter().next().copied() else { return };
        // Clicked on the board, as a person plays it.
        let mut clicks = BoardUi::default();
        for square in [m.from(), m.to()] {
            let (x, y, side) = input::square_origin(square, 400.0, game.orientation);
            let (x, y) = (x + side / 2.0, y + side / 2.0);
            clicks.pointer_down(&mut game, x, y, 400.0, board::MAIN_BUTTON);
            clicks.pointer_up(&mut game, x, y, 400.0, board::MAIN_BUTTON);
        }
        let lang = i18n::current();
        let san = game.sans().last().cloned().unwrap_or_default();
        let _ = i18n::announce_move(lang, game.position().turn(), false, &san);
        let _ = game.status_text(lang);
        let _ = saved::SavedGame::of(&game, self.limits.level).to_json();
        let _ = game.pgn(self.limits.level, "????.??.??");
        let _ = move_rows(game.start_fen(), game.sans());
        let _ = game.go_request(0, self.limits).to_js();
    }

    fn write_move_error(&self) {
        let text = self.move_error.as_ref().map(|err| i18n::typed_move_error(i18n::current(), err));
        show_input_error(&self.els.move_error, &self.els.move_input, text.as_deref());
    }

    fn document(&self) -> Result<web_sys::Document, JsValue> {
        self.window.document().ok_or_else(|| "no document".into())
    }

    /// The game in PGN, dated today.
    fn pgn(&self) -> String {
        let level = self.limits.level.unwrap_or(crate::engine::Level::MAX);
        self.game.pgn(Some(level), &pgn_date(false))
    }

    /// After the moves changed other than by a move (take back, a new or loaded game): the
    /// banner and the typed-move error go, the computer moves if it is its turn, and all is
    /// saved and drawn.
    fn after_game_change(&mut self) {
        self.banner_closed = false;
        self.move_error = None;
        self.write_move_error();
        let last = self.game.last_move().map(|m| m.to_string()).unwrap_or_default();
        let _ = self.els.body.set_attribute("data-last-move", &last);
        self.maybe_ask_engine();
        self.save();
        self.render();
    }

    fn write_import_error(&self) {
        let text = self.import_error.as_ref().map(|err| i18n::load_error(i18n::current(), err));
        show_input_error(&self.els.import_error, &self.els.import_text, text.as_deref());
    }

    fn write_copy_status(&self) {
        let text = self.copy_status.map(|t| i18n::tr(i18n::current(), t));
        self.els.copy_status.set_text_content(text);
    }

    /// The move list: one item per move number, each move a button that shows the position
    /// after it; the move whose position is on the board is marked `aria-current`.
    fn write_moves(&mut self) {
        let viewed = self.game.viewed_ply();
        let judged = self.review.as_ref().map_or(0, |r| r.progress().0);
        let key = format!("{viewed} {judged} {} {}", self.game.start_fen(), self.game.sans().join(" "));
        let _ = self.els.body.set_attribute("data-view-ply", &viewed.to_string());
        let last = self.game.sans().len();
        if let Ok(document) = self.document() {
            for (id, off) in [
                ("nav-first", viewed == 0),
                ("nav-back", viewed == 0),
                ("nav-forward", viewed == last),
                ("nav-last", viewed == last),
            ] {
                if let Ok(button) = element::<HtmlButtonElement>(&document, id) {
                    button.set_disabled(off);
                }
            }
        }
        if key == self.moves_shown {
            return;
        }
        self.moves_shown = key;
        self.els.moves.set_inner_html("");
        let Ok(document) = self.document() else { return };
        for row in move_rows(self.game.start_fen(), self.game.sans()) {
            let Ok(li) = document.create_element("li") else { continue };
            let number = document.create_element("span");
            if let Ok(number) = number {
                number.set_class_name("n");
                number.set_text_content(Some(&row.label));
                let _ = li.append_child(&number);
            }
            for (ply, san) in row.moves {
                let _ = li.append_with_str_1(" ");
                let Ok(button) = document.create_element("button") else { continue };
                let _ = button.set_attribute("type", "button");
                let _ = button.set_attribute("data-ply", &ply.to_string());
                if ply == viewed {
                    let _ = button.set_attribute("aria-current", "true");
                }
                let mark = self.review.as_ref().and_then(|r| r.mark(ply));
                match &mark {
                    Some(mark) => {
                        button.set_text_content(Some(&format!("{san}{}", mark.judgement.suffix())));
                        button.set_class_name(mark.judgement.class());
                        let title = i18n::judged_move(i18n::current(), mark.judgement, &mark.better);
                        let _ = button.set_attribute("title", &title);
                    }
                    None => button.set_text_content(Some(san)),
                }
                let _ = li.append_child(&button);
                if let Some(mark) = mark {
                    if let Ok(better) = document.create_element("span") {
                        better.set_class_name("better");
                        better.set_text_content(Some(&format!("({})", mark.better)));
                        let _ = li.append_child(&better);
                    }
                }
            }
            let _ = self.els.moves.append_child(&li);
        }
        // Keep the move on the board in sight, scrolling the list only (never the page). At
        // the next frame: measuring now would lay the page out twice in this task (17 ms in
        // WebKit), where the frame lays it out once anyway.
        let list = self.els.moves.clone();
        let scroll = Closure::once_into_js(move || {
            let current = list.query_selector("[aria-current]").ok().flatten();
            if let Some(current) = current.and_then(|c| c.dyn_into::<HtmlElement>().ok()) {
                let (top, height) = (current.offset_top(), current.offset_height());
                if top < list.scroll_top() {
                    list.set_scroll_top(top);
                } else if top + height > list.scroll_top() + list.client_height() {
                    list.set_scroll_top(top + height - list.client_height());
                }
            }
        });
        let _ = self.window.request_animation_frame(scroll.unchecked_ref());
    }

    /// The evaluation bar (when switched on), the principal variation and `data-eval`.
    fn write_eval(&self) {
        let shown = self.prefs.eval_bar;
        self.els.eval_bar.set_hidden(!shown);
        let _ = self.els.body.class_list().toggle_with_force("with-eval-bar", shown);
        let flipped = self.game.orientation == crate::rules::Color::Black;
        let _ = self.els.eval_bar.class_list().toggle_with_force("flipped", flipped);
        let share = self.eval.map_or(500, Eval::white_share);
        let _ = self.els.eval_fill.style().set_property("height", &format!("{}.{}%", share / 10, share % 10));
        let text = self.eval.map(Eval::text).unwrap_or_default();
        set_attr(&self.els.body, "data-eval", &text);
        let label = format!("{}: {text}", i18n::tr(i18n::current(), Text::Evaluation));
        set_attr(&self.els.eval_bar, "aria-label", &label);
        set_attr(&self.els.eval_bar, "title", &label);
        set_text(&self.els.engine_pv, &self.pv.join(" "));
    }

    /// The banner over the board when the game is over (until closed).
    fn write_banner(&self) {
        let status = self.game.status();
        let over = self.game.is_over();
        self.els.banner.set_hidden(!over || self.banner_closed);
        set_attr(&self.els.body, "data-result", status.result());
        if over {
            let lang = i18n::current();
            set_text(&self.els.banner_text, &self.game.status_text(lang));
            let score = match status.result() {
                "1-0" => "1–0",
                "0-1" => "0–1",
                _ => "½–½",
            };
            self.els.banner_score.set_text_content(Some(score));
        }
    }

    /// Keeps the game, its level and sides for the next visit.
    fn save(&self) {
        if self.framed {
            return;
        }
        saved::store_game(&self.window, &self.game, self.limits.level);
    }

    /// Replaces what the notice box says.
    fn show_notice(&mut self, notice: Notice) {
        self.notices = vec![notice];
        self.write_notice();
    }

    fn write_notice(&self) {
        let lang = i18n::current();
        let text: Vec<String> = self.notices.iter().map(|n| n.text(lang)).collect();
        self.els.notice.set_text_content(Some(&text.join(" ")));
        self.els.notice.set_hidden(text.is_empty());
    }

    fn set_engine_line(&mut self, line: EngineLine) {
        self.engine_line = line;
        set_text(&self.els.engine, &self.engine_line.text(i18n::current()));
    }

    /// Rewrites the texts that [`App::render`] does not: the notice, the engine line and the
    /// level menu (after a change of language).
    fn relabel(&self) {
        let lang = i18n::current();
        self.write_notice();
        self.write_move_error();
        self.write_import_error();
        self.write_copy_status();
        self.els.dialog.relabel(lang);
        self.els.engine.set_text_content(Some(&self.engine_line.text(lang)));
        for i in 0..self.els.level.length() {
            let Some(option) = self.els.level.item(i) else { continue };
            let level = option.get_attribute("value").and_then(|v| v.parse().ok()).and_then(crate::engine::Level::new);
            if let Some(level) = level {
                option.set_text_content(Some(&i18n::level_label(lang, &level)));
            }
        }
    }

    /// Redraws the board and updates the text around it.
    fn render(&mut self) {
        self.draw_board();
        let canvas = &self.els.canvas;
        let ratio = self.window.device_pixel_ratio().max(1.0);
        if let Some(document) = self.window.document() {
            modes::update_links(&document, Some(&self.game.fen()), i18n::current().code());
            let pending = self.game.pending_promotion();
            let (chooser, orientation, lang) = (&self.els.promotion, self.game.orientation, i18n::current());
            promotion::sync(&document, chooser, canvas, pending, orientation, ratio, lang);
        }

        set_text(&self.els.status, &self.game.status_text(i18n::current()));
        let fen = self.game.fen();
        set_text(&self.els.fen, &fen);
        set_attr(&self.els.body, "data-shown-fen", &self.game.shown_position().fen());
        set_attr(&self.els.body, "data-fen", &fen);
        self.write_moves();
        self.els.stop.set_disabled(self.busy.is_none());
        self.els.engine_move.set_disabled(self.game.thinking || self.game.is_over());
        self.els.take_back.set_disabled(self.game.sans().is_empty() && self.game.resigned().is_none());
        self.els.hint.set_disabled(!self.game.human_to_move() || self.hinting.is_some());
        self.els.resign.set_disabled(self.game.is_over() || self.game.engine_side().is_none());
        self.write_banner();
        self.write_eval();
        self.write_review();
        set_text(&self.els.pgn, &self.pgn());
    }

    /// Redraws the board alone: an animation frame, a drag, a held finger's arrow change
    /// nothing else on the page (so the page is not laid out again at every frame).
    fn draw_board(&mut self) {
        let canvas = self.els.canvas.clone();
        let canvas = &canvas;
        let css = f64::from(canvas.client_width().max(64));
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let backing = (css * ratio).round() as u32;
        if canvas.width() != backing || canvas.height() != backing {
            canvas.set_width(backing);
            canvas.set_height(backing);
        }
        let ctx = &self.els.ctx;
        let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
        let marks = self.board.marks();
        let mut scene = Scene::of(&self.game);
        scene.lifted = self.board.lifted();
        scene.marks = &marks;
        scene.cursor = self.board.cursor();
        scene.slide = self.board.slide(now(&self.window));
        let sliding = scene.slide.is_some();
        render::draw(ctx, &scene, css);
        if sliding {
            self.request_board_frame();
        }
    }
}

/// One line of the move list: its number ("1." or "5…" when Black moved first) and its
/// moves, each with the number of moves played after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow<'a> {
    pub label: String,
    pub moves: Vec<(usize, &'a str)>,
}

/// The move list's lines, numbered from the start position's move number.
pub fn move_rows<'a>(start_fen: &str, sans: &'a [String]) -> Vec<MoveRow<'a>> {
    let fields: Vec<&str> = start_fen.split_whitespace().collect();
    let mut number: u32 = fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1);
    let black_first = fields.get(1) == Some(&"b");
    let mut rows = Vec::new();
    let mut ply = 0;
    let mut rest = sans;
    if black_first {
        if let Some((first, tail)) = rest.split_first() {
            ply += 1;
            rows.push(MoveRow { label: format!("{number}…"), moves: vec![(ply, first.as_str())] });
            number += 1;
            rest = tail;
        }
    }
    for pair in rest.chunks(2) {
        let moves = pair
            .iter()
            .map(|san| {
                ply += 1;
                (ply, san.as_str())
            })
            .collect();
        rows.push(MoveRow { label: format!("{number}."), moves });
        number += 1;
    }
    rows
}

/// "1. e4 e5", "2. Nf3 …": the move list as text.
pub fn move_lines(start_fen: &str, sans: &[String]) -> Vec<String> {
    move_rows(start_fen, sans)
        .into_iter()
        .map(|row| {
            let moves: Vec<&str> = row.moves.iter().map(|(_, san)| *san).collect();
            format!("{} {}", row.label, moves.join(" "))
        })
        .collect()
}
