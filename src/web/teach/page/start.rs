//! The teaching view's start: the entry point of its binary, the view built from the address
//! with its worker and listeners, and the `poda:*` messages served.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use web_sys::{UrlSearchParams, Window};

use crate::web::i18n::{self, Notice, TeachNotice};
use crate::web::saved;
use crate::web::shell::dom::{self, element};
use crate::web::shell::{mode, PageParams};
use crate::web::teach::options::{TeachMode, TeachOptions};
use crate::web::teach::state::State;
use crate::web::teach::viewport::Viewport;

use super::elements::{Els, StoryEls};
use super::{api, controls, events, worker_link, Embedding, View};

/// Starts the teaching view; the play page's panel is hidden.
///
/// Entry point of the teaching view's binary (`src/bin/teach_view.rs`), loaded by the page
/// when the address asks for `?mode=teach|tree|tictactoe|mouse` (see `shell::mode::load_teaching_view`);
/// `?mode=practice` starts the practice page instead (`web::practice`).
/// When an element of the page is missing, says so on the console.
pub fn start_page() {
    console_error_panic_hook::set_once();
    if let Err(err) = run_page() {
        web_sys::console::error_2(&"poda: could not start the teaching view".into(), &err);
    }
}

fn run_page() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    // The view's elements first, so that setting the language writes their texts too.
    super::markup::add(&document)?;
    let (lang, lang_notice) = i18n::choose_in(&window);
    i18n::also_apply(|key, lang| i18n::teach(lang).by_key(key));
    i18n::set_current(lang);
    i18n::connect_switch(&window, &element(&document, "lang")?)?;
    let params = UrlSearchParams::new_with_str(&window.location().search()?)?;
    let (page, bad) = PageParams::read(|name| params.get(name));
    mode::show(&document, page.mode)?;
    mode::update_links(&document, params.get("fen").as_deref(), lang.code());
    let mut notices: Vec<TeachNotice> = lang_notice.into_iter().map(TeachNotice::Page).collect();
    notices.extend(
        bad.into_iter()
            .map(|b| TeachNotice::Page(Notice::BadParam { name: b.name, text: b.text, expected: b.expected })),
    );
    dom::mark_embedding(&document.body().ok_or("no body")?, &page)?;
    let teaching = !matches!(page.mode, mode::Mode::Practice | mode::Mode::Puzzles);
    if !page.controls || teaching {
        // The compact view of an embedded teaching mode, which presentation is too
        // (www/embed.css: its rules apply to `data-controls="0"` alone).
        dom::add_style_sheet(&document, "./embed.css")?;
    }
    if page.mode == mode::Mode::Practice {
        return crate::web::practice::start(&window, &params, notices, page.parent);
    }
    if page.mode == mode::Mode::Puzzles {
        return crate::web::puzzles::start(&window, notices);
    }
    let mode = TeachMode::of(page.mode).ok_or("not a teaching mode")?;
    let view = start(&window, mode, &params, notices, &page)?;
    api::serve(&view, page.parent);
    Ok(())
}

/// Builds the view from the address's options, starts its worker and its first search.
/// Without the controls, and in presentation, the step buttons of the compact view are put on
/// one row (`present`).
fn start(
    window: &Window,
    mode: TeachMode,
    params: &UrlSearchParams,
    mut notices: Vec<TeachNotice>,
    page: &PageParams,
) -> Result<Weak<RefCell<View>>, JsValue> {
    let document = window.document().ok_or("no document")?;
    let els = Els::find(&document)?;
    let story = StoryEls::build(&document)?;
    // The theme and the board's look, as the play page saved them (defaults when unreadable).
    let prefs = saved::load_prefs(window).unwrap_or_default();
    els.theme.set_value(prefs.theme.name());
    dom::apply_theme(&document, prefs.theme);
    crate::web::board::render::set_look(prefs.look);
    els.body.set_attribute("data-mode", mode.name())?;
    els.body.set_attribute("data-teach", "starting")?;
    let (options, bad) = TeachOptions::read(mode, |name| params.get(name));
    notices.extend(bad);
    let embedding = Embedding::new(page.parent.clone(), options.subjects.versus.as_ref());
    let view = Rc::new_cyclic(|me| {
        RefCell::new(View {
            me: me.clone(),
            window: window.clone(),
            document,
            els,
            story,
            state: State::new(mode, options),
            worker: None,
            layout: None,
            viewport: Cell::new(Viewport::new(1.0, 1.0)),
            drawn: RefCell::new(String::new()),
            notices,
            play_timer: None,
            address_pending: Rc::new(Cell::new(false)),
            embedding,
            controls: page.controls,
            compare_layout: None,
            compare_drawn: RefCell::new(String::new()),
        })
    });
    view.borrow().apply_present()?;
    view.borrow_mut().setup_controls()?;
    let handle = worker_link::start_worker(Rc::downgrade(&view))?;
    view.borrow_mut().worker = Some(handle);
    events::connect(&view);
    controls::connect(&view);
    {
        let mut v = view.borrow_mut();
        v.run_search();
        v.update();
    }
    let weak = Rc::downgrade(&view);
    // The callbacks hold weak references; the view lives as long as the page.
    std::mem::forget(view);
    Ok(weak)
}
