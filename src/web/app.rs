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
    HtmlOptionElement, HtmlSelectElement, KeyboardEvent, MouseEvent, PointerEvent, UrlSearchParams, Window,
};

use crate::rules::{Color, Move, Role};

use super::dom::{element, listen};
use super::i18n::{self, EngineLine, Notice, PlayNotice, Restart};
use super::modes;
use super::protocol::{FromWorker, Limits, ToWorker};
use super::saved::{self, Prefs};
use super::ui::board::BoardUi;
use super::ui::promotion::{self, KeyAction};
use super::ui::render::{self, Scene};
use super::ui::state::{ClickOutcome, Game, TypedMoveError};
use super::worker_handle::{Retired, WorkerHandle};

/// The computer's thinking time per move unless `?movetime=` (ms) or `?depth=` say otherwise.
const DEFAULT_MOVETIME_MS: u64 = 1000;
const MAX_DEPTH: u32 = 100;
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
    /// What the notice box says (nothing when empty).
    notices: Vec<Notice>,
    /// Notices about what was saved (shown after `notices`).
    play_notices: Vec<PlayNotice>,
    engine_line: EngineLine,
    prefs: Prefs,
    /// Why the last typed move was not played (shown beside the box).
    move_error: Option<TypedMoveError>,
    /// The pointer, the drawn arrows, the keyboard cursor and the animation.
    board: BoardUi,
    /// Draws the next animation frame (`requestAnimationFrame`'s callback).
    next_frame: Option<js_sys::Function>,
    frame_pending: bool,
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
    let mut play_notices = Vec::new();
    let prefs = saved::load_prefs(&window).unwrap_or_else(|err| {
        play_notices.push(PlayNotice::PrefsDropped(err));
        Prefs::default()
    });
    // A position in the address wins over the saved game (which stays saved until a move).
    let mut saved_level = None;
    let (mut game, initial) = match params.get("fen") {
        Some(fen) => match Game::from_fen(&fen) {
            Ok(game) => (game.clone(), game),
            Err(err) => {
                notices.push(Notice::BadFen(err));
                (Game::startpos(), Game::startpos())
            }
        },
        None => match saved::load_game(&window) {
            Some(Ok((game, level))) => {
                saved_level = level;
                let initial = Game::from_fen(game.start_fen()).unwrap_or_else(|_| Game::startpos());
                (game, initial)
            }
            Some(Err(err)) => {
                play_notices.push(PlayNotice::GameDropped(err));
                (Game::startpos(), Game::startpos())
            }
            None => (Game::startpos(), Game::startpos()),
        },
    };
    game.always_queen = prefs.always_queen;
    els.always_queen.set_checked(prefs.always_queen);
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
        notices,
        play_notices,
        engine_line: EngineLine::Starting,
        prefs,
        move_error: None,
        board: BoardUi::default(),
        next_frame: None,
        frame_pending: false,
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

    let weak = Rc::downgrade(app);
    on_click(&a.els.new_game, move || {
        if let Some(app) = weak.upgrade() {
            let busy = app.borrow().busy.is_some();
            if busy {
                restart_engine(&app, Restart::Stopped);
            }
            let mut a = app.borrow_mut();
            let orientation = a.game.orientation;
            a.game = a.initial.clone();
            a.game.orientation = orientation;
            a.game.always_queen = a.prefs.always_queen;
            a.game.set_engine_side(Some(match orientation {
                Color::White => Color::Black,
                Color::Black => Color::White,
            }));
            a.send(ToWorker::NewGame);
            a.set_engine_line(EngineLine::Ready);
            a.maybe_ask_engine();
            a.save();
            a.render();
        }
    });

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
            let mut a = app.borrow_mut();
            // While the computer thinks there is nothing to take back yet: Stop first.
            if a.game.take_back() > 0 {
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
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.board.blur();
            a.render();
        }
    });
    let weak = Rc::downgrade(app);
    let frame = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.frame_pending = false;
            a.render();
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

    let weak = Rc::downgrade(app);
    let toggle = Closure::<dyn FnMut()>::new(move || {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            a.prefs.always_queen = a.els.always_queen.checked();
            a.game.always_queen = a.prefs.always_queen;
            saved::store_prefs(&a.window, a.prefs);
        }
    });
    a.els.always_queen.set_onchange(Some(toggle.as_ref().unchecked_ref()));
    toggle.forget();

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

    fn on_message(&mut self, message: FromWorker) {
        match message {
            FromWorker::Ready => {
                // The previous worker's callbacks are not running now: safe to drop them.
                self.retired.clear();
                self.failed_starts = 0;
                let mut line = EngineLine::Ready;
                if let Some((began, cause)) = self.restart_began.take() {
                    let ms = now(&self.window) - began;
                    let _ = self.els.body.set_attribute("data-restart-ms", &format!("{ms:.1}"));
                    line = EngineLine::Restarted { cause, ms };
                }
                self.set_engine_line(line);
                // Sends what was queued while the worker loaded.
                if let Some(Err(detail)) = self.engine.as_mut().map(WorkerHandle::set_ready) {
                    self.show_notice(Notice::EngineUnreachable { detail });
                }
                if self.busy.is_none() {
                    let _ = self.els.body.set_attribute("data-engine", "ready");
                }
            }
            FromWorker::Info { id, depth, score_cp, mate_in, nodes, pv, .. } => {
                if self.busy == Some(id) {
                    let pv = pv.into_iter().take(5).collect();
                    self.set_engine_line(EngineLine::Searching { depth, score_cp, mate_in, nodes, pv });
                }
            }
            FromWorker::BestMove { id, uci, san } => {
                if self.busy != Some(id) {
                    return;
                }
                self.busy = None;
                self.game.thinking = false;
                let _ = self.els.body.set_attribute("data-engine", "ready");
                if let Some(uci) = uci {
                    match self.game.apply_uci(&uci) {
                        Ok(m) => {
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
        let canvas = &self.els.canvas;
        let rect = canvas.get_bounding_client_rect();
        let x = f64::from(event.client_x()) - rect.left();
        let y = f64::from(event.client_y()) - rect.top();
        let size = rect.width();
        let outcome = match phase {
            PointerPhase::Down => {
                // Keep following the pointer outside the canvas (and stop a touch from scrolling).
                let _ = canvas.set_pointer_capture(event.pointer_id());
                self.board.pointer_down(&mut self.game, x, y, size, event.button())
            }
            PointerPhase::Move => {
                if self.board.pointer_move(x, y) {
                    self.request_frame();
                }
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

    /// Asks for a redraw at the next animation frame (at most one pending).
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

    /// Enter in the move box: plays the typed move, or says why not and keeps the text.
    fn on_typed_move(&mut self) {
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
        let _ = self.els.body.set_attribute("data-last-move", &m.to_string());
        self.move_error = None;
        self.write_move_error();
        self.maybe_ask_engine();
        self.save();
    }

    fn write_move_error(&self) {
        let text = self.move_error.as_ref().map(|err| i18n::typed_move_error(i18n::current(), err));
        self.els.move_error.set_text_content(text.as_deref());
        self.els.move_error.set_hidden(text.is_none());
        let _ = self.els.move_input.set_attribute("aria-invalid", if text.is_some() { "true" } else { "false" });
    }

    /// Keeps the game, its level and sides for the next visit.
    fn save(&self) {
        saved::store_game(&self.window, &self.game, self.limits.level);
    }

    /// Replaces what the notice box says.
    fn show_notice(&mut self, notice: Notice) {
        self.notices = vec![notice];
        self.play_notices.clear();
        self.write_notice();
    }

    fn write_notice(&self) {
        let lang = i18n::current();
        let mut text: Vec<String> = self.notices.iter().map(|n| n.text(lang)).collect();
        text.extend(self.play_notices.iter().map(|n| n.text(lang)));
        self.els.notice.set_text_content(Some(&text.join(" ")));
        self.els.notice.set_hidden(text.is_empty());
    }

    fn set_engine_line(&mut self, line: EngineLine) {
        self.engine_line = line;
        self.els.engine.set_text_content(Some(&self.engine_line.text(i18n::current())));
    }

    /// Rewrites the texts that [`App::render`] does not: the notice, the engine line and the
    /// level menu (after a change of language).
    fn relabel(&self) {
        let lang = i18n::current();
        self.write_notice();
        self.write_move_error();
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
            self.request_frame();
        }
        if let Some(document) = self.window.document() {
            modes::update_links(&document, Some(&self.game.fen()), i18n::current().code());
            let pending = self.game.pending_promotion();
            let (chooser, orientation, lang) = (&self.els.promotion, self.game.orientation, i18n::current());
            promotion::sync(&document, chooser, canvas, pending, orientation, ratio, lang);
        }

        self.els.status.set_text_content(Some(&self.game.status_text(i18n::current())));
        let fen = self.game.fen();
        self.els.fen.set_text_content(Some(&fen));
        let _ = self.els.body.set_attribute("data-fen", &fen);
        self.els.moves.set_inner_html("");
        if let Some(document) = self.window.document() {
            for line in move_lines(self.game.start_fen(), self.game.sans()) {
                if let Ok(li) = document.create_element("li") {
                    li.set_text_content(Some(&line));
                    let _ = self.els.moves.append_child(&li);
                }
            }
        }
        self.els.stop.set_disabled(self.busy.is_none());
        self.els.engine_move.set_disabled(self.game.thinking || self.game.is_over());
        self.els.take_back.set_disabled(self.game.thinking || self.game.sans().is_empty());
    }
}

/// "1. e4 e5", "2. Nf3 …" lines, numbered from the start position's move number.
pub fn move_lines(start_fen: &str, sans: &[String]) -> Vec<String> {
    let fields: Vec<&str> = start_fen.split_whitespace().collect();
    let mut number: u32 = fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1);
    let black_first = fields.get(1) == Some(&"b");
    let mut lines = Vec::new();
    let mut rest = sans;
    if black_first {
        if let Some((first, tail)) = rest.split_first() {
            lines.push(format!("{number}… {first}"));
            number += 1;
            rest = tail;
        }
    }
    for pair in rest.chunks(2) {
        lines.push(format!("{number}. {}", pair.join(" ")));
        number += 1;
    }
    lines
}
