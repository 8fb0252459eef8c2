//! The puzzles view's start: the panel, the board and the worker, and their listeners, each a
//! change of the run followed by a render.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, Element, Event, EventTarget, HtmlCanvasElement, PointerEvent, Window};

use crate::web::board::board_ui::BoardUi;
use crate::web::board::render::CanvasWidth;
use crate::web::board::state::BoardState;
use crate::web::i18n::{self, Notice, TeachNotice};
use crate::web::saved::{self, Theme};
use crate::web::shell::dom::{self, element, listen, set_attr};
use crate::web::shell::mode::Mode;
use crate::web::shell::worker_host::WorkerHost;

use super::super::model::PuzzleRun;
use super::build::PuzzleEls;
use super::PuzzleView;

/// Starts the puzzles view with the puzzles kept in the browser; `notices` are the shell's
/// (language, embedding).
///
/// # Errors
/// When an element of the page is missing.
pub fn start(window: &Window, mut notices: Vec<TeachNotice>) -> Result<(), JsValue> {
    let document = window.document().ok_or("no document")?;
    dom::add_style_sheet(&document, "./puzzles.css")?;
    let body = document.body().ok_or("no body")?;
    body.set_attribute("data-mode", Mode::Puzzles.name())?;
    if let Some(drawing) =
        document.get_element_by_id("drawing-wrap").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        drawing.set_hidden(true);
    }
    let prefs = saved::load_prefs(window).unwrap_or_default();
    let theme: web_sys::HtmlSelectElement = element(&document, "theme")?;
    theme.set_value(prefs.theme.name());
    dom::apply_theme(&document, prefs.theme);
    crate::web::board::render::set_look(prefs.look);
    let book = saved::load_puzzles(window).unwrap_or_else(|err| {
        notices.push(TeachNotice::Page(Notice::PuzzlesDropped(err)));
        Default::default()
    });
    let (run, requests) = PuzzleRun::new(book);
    let els = PuzzleEls::build(&document)?;
    els.set_texts(i18n::current());
    let canvas: HtmlCanvasElement = element(&document, "board")?;
    set_attr(&canvas, "aria-label", i18n::puzzles(i18n::current()).board_name);
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d")?.ok_or("no 2d context")?.dyn_into()?;
    let view = Rc::new(RefCell::new(PuzzleView {
        window: window.clone(),
        document,
        els,
        canvas,
        ctx,
        board_width: CanvasWidth::default(),
        game: BoardState::startpos(),
        board: BoardUi::default(),
        run,
        worker: None,
        notices,
    }));
    let worker = start_worker(Rc::downgrade(&view))?;
    {
        let mut v = view.borrow_mut();
        v.worker = Some(worker);
        v.reset_board();
        v.ask(requests);
    }
    connect(&view, &theme);
    view.borrow().render();
    // The listeners hold weak references; the view lives as long as the page.
    std::mem::forget(view);
    Ok(())
}

/// Starts a teaching worker whose answers go to the view behind `weak`.
fn start_worker(weak: Weak<RefCell<PuzzleView>>) -> Result<super::TeachWorker, JsValue> {
    let on_message = {
        let weak = weak.clone();
        move |message: Result<crate::web::worker_messages::TeachAnswer, String>| {
            let Some(view) = weak.upgrade() else { return };
            let mut v = view.borrow_mut();
            match message {
                Ok(answer) => v.on_answer(answer),
                Err(detail) => {
                    v.notices.push(TeachNotice::Page(Notice::EngineUnreadable { detail }));
                    v.render();
                }
            }
        }
    };
    let on_error = move |detail: String| {
        web_sys::console::error_1(&format!("poda: teaching worker failed: {detail}").into());
        if let Some(view) = weak.upgrade() {
            let mut v = view.borrow_mut();
            v.notices.push(TeachNotice::Page(Notice::EngineError { message: detail }));
            v.render();
        }
    };
    WorkerHost::start("./teach_worker_loader.js", on_message, on_error)
}

/// Calls `f` on every `event` of `target`, with the view.
fn on<E: wasm_bindgen::convert::FromWasmAbi + 'static>(
    view: &Rc<RefCell<PuzzleView>>,
    target: &EventTarget,
    event: &str,
    f: fn(&mut PuzzleView, E),
) {
    let weak: Weak<RefCell<PuzzleView>> = Rc::downgrade(view);
    listen(target, event, move |e: E| {
        if let Some(view) = weak.upgrade() {
            if let Ok(mut v) = view.try_borrow_mut() {
                f(&mut v, e);
            }
        }
    });
}

/// The pointer's place on the board, and the board's side, in CSS pixels.
fn on_board(v: &PuzzleView, event: &PointerEvent) -> (f64, f64, f64) {
    let rect = v.canvas.get_bounding_client_rect();
    (f64::from(event.client_x()) - rect.left(), f64::from(event.client_y()) - rect.top(), rect.width())
}

fn connect(view: &Rc<RefCell<PuzzleView>>, theme: &web_sys::HtmlSelectElement) {
    let v = view.borrow();
    let canvas: EventTarget = v.canvas.clone().into();
    on(view, &canvas, "pointerdown", |v, e: PointerEvent| {
        if !matches!(v.run.phase, super::Phase::Solving) {
            return;
        }
        e.prevent_default();
        let _ = v.canvas.set_pointer_capture(e.pointer_id());
        let (x, y, size) = on_board(v, &e);
        let outcome = v.board.pointer_down(&mut v.game, x, y, size, e.button());
        v.after_board(outcome);
    });
    on(view, &canvas, "pointermove", |v, e: PointerEvent| {
        let (x, y, _) = on_board(v, &e);
        if v.board.pointer_move(x, y) {
            v.draw_board();
        }
    });
    on(view, &canvas, "pointerup", |v, e: PointerEvent| {
        if !matches!(v.run.phase, super::Phase::Solving) {
            v.board.pointer_cancel();
            return;
        }
        let (x, y, size) = on_board(v, &e);
        let outcome = v.board.pointer_up(&mut v.game, x, y, size, e.button());
        v.after_board(outcome);
    });
    on(view, &canvas, "pointercancel", |v, _: Event| {
        v.board.pointer_cancel();
        v.draw_board();
    });
    on(view, &canvas, "contextmenu", |_, e: Event| e.prevent_default());
    on(view, &v.els.next.clone().into(), "click", |v, _: Event| v.next());
    on(view, &v.els.retry.clone().into(), "click", |v, _: Event| v.retry());
    on(view, &v.els.list.clone().into(), "click", |v, e: Event| {
        let item = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-index]").ok().flatten());
        if let Some(index) = item.and_then(|i| i.get_attribute("data-index")).and_then(|i| i.parse().ok()) {
            v.open(index);
        }
    });
    on(view, &theme.clone().into(), "change", |v, _: Event| {
        let mut prefs = saved::load_prefs(&v.window).unwrap_or_default();
        let select: Option<web_sys::HtmlSelectElement> = element(&v.document, "theme").ok();
        prefs.theme = Theme::from_name(&select.map(|s| s.value()).unwrap_or_default()).unwrap_or_default();
        saved::store_prefs(&v.window, prefs);
        dom::apply_theme(&v.document, prefs.theme);
        v.render();
    });
    let weak = Rc::downgrade(view);
    let watched = v.board_width.watch(&v.canvas, move || {
        if let Some(Ok(v)) = weak.upgrade().as_ref().map(|view| view.try_borrow()) {
            v.draw_board();
        }
    });
    if let Err(err) = watched {
        web_sys::console::error_2(&"poda: the board's size is not watched".into(), &err);
    }
    let weak = Rc::downgrade(view);
    i18n::on_change(move |lang| {
        if let Some(view) = weak.upgrade() {
            let v = view.borrow();
            v.els.set_texts(lang);
            set_attr(&v.canvas, "aria-label", i18n::puzzles(lang).board_name);
            v.render();
        }
    });
}
