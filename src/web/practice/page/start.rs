//! The practice page's start: the view built from the address, and its listeners, each a change
//! of the state followed by a render.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, EventTarget, HtmlElement, UrlSearchParams, Window};

use crate::teach::abstract_tree::AbstractTree;
use crate::teach::practice::NodePath;
use crate::teach::practice::PracticeExercise;
use crate::teach::random_tree::RandomTreeSpec;
use crate::teach::tree_svg::{exercise_svg, spaced_svg, WORKSHEET_LEAF_GAP};
use crate::web::i18n::{self, TeachNotice};
use crate::web::practice::worksheet::{worksheet, COLUMNS_UP_TO};
use crate::web::saved::{self, Theme};
use crate::web::shell::dom::{self, listen};
use crate::web::shell::mode;

use super::super::model::{encode, NotChecked, PracticeOptions, PracticeSource, PracticeState, Unreadable, WindowEdge};
use super::api;
use super::build::PracticeEls;
use super::PracticeView;

/// Starts the practice page from the address; `notices` are the shell's (language, embedding);
/// `parent`, the only origin the `poda:*` messages are taken from and posted to.
///
/// # Errors
/// When an element of the page is missing.
pub fn start(
    window: &Window,
    params: &UrlSearchParams,
    mut notices: Vec<TeachNotice>,
    parent: Option<String>,
) -> Result<(), JsValue> {
    let document = window.document().ok_or("no document")?;
    // The page's own style sheet, which the other pages do without.
    dom::add_style_sheet(&document, "./practice.css")?;
    // "Download for an LMS": the package is made in JavaScript, from the site's own files.
    dom::add_to_head(&document, "script", &[("type", "module"), ("src", "./practice-scorm.js")])?;
    let body = document.body().ok_or("no body")?;
    body.set_attribute("data-mode", mode::Mode::Practice.name())?;
    for id in ["board-wrap", "drawing-wrap"] {
        if let Some(e) = document.get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            e.set_hidden(true);
        }
    }
    let prefs = saved::load_prefs(window).unwrap_or_default();
    let theme: web_sys::HtmlSelectElement = dom::element(&document, "theme")?;
    theme.set_value(prefs.theme.name());
    dom::apply_theme(&document, prefs.theme);
    let (options, bad) = PracticeOptions::read(|name| params.get(name));
    notices.extend(bad);
    let mut source = options.source;
    if let PracticeSource::Random(spec) = &mut source {
        if !options.seed_given {
            spec.seed = new_seed();
        }
    }
    let convention = options.convention;
    let mut state = PracticeState::with_convention(source, convention)
        .or_else(|_| PracticeState::with_convention(PracticeSource::Random(RandomTreeSpec::default()), convention))
        .map_err(|_| "no practice tree")?;
    state.windows = options.windows;
    state.solution = options.solution;
    let els = PracticeEls::build(&document)?;
    let view = Rc::new(RefCell::new(PracticeView {
        window: window.clone(),
        document,
        els,
        state,
        nodes: Vec::new(),
        notices,
        message: None,
        input_error: None,
        parent: parent.clone(),
    }));
    connect(&view, &theme);
    {
        let mut v = view.borrow_mut();
        v.fill_settings();
        v.redraw();
    }
    body.set_attribute("data-practice", "ready")?;
    api::serve(window, &view, parent);
    // The listeners hold weak references; the view lives as long as the page.
    std::mem::forget(view);
    Ok(())
}

/// A seed for a new tree: six digits, short enough to read out.
fn new_seed() -> u64 {
    (js_sys::Math::random() * 1_000_000.0) as u64
}

/// Calls `f` on every `event` of `target`. A plain function rather than a closure: every
/// listener then shares one closure type, and the wasm holds its glue once.
fn on(view: &Rc<RefCell<PracticeView>>, target: &EventTarget, event: &str, f: fn(&mut PracticeView, &Event)) {
    let weak: Weak<RefCell<PracticeView>> = Rc::downgrade(view);
    listen(target, event, move |e: Event| {
        if let Some(view) = weak.upgrade() {
            f(&mut view.borrow_mut(), &e);
        }
    });
}

/// The element an event happened on, or its nearest ancestor that matches `selector`.
fn target(event: &Event, selector: &str) -> Option<Element> {
    event.target()?.dyn_into::<Element>().ok()?.closest(selector).ok().flatten()
}

fn connect(view: &Rc<RefCell<PracticeView>>, theme: &web_sys::HtmlSelectElement) {
    let v = view.borrow();
    let els = &v.els;
    super::tree_view::watch(&els.tree);
    on(view, &els.tree, "click", |v, e| {
        if let Some(button) = target(e, "[data-move]") {
            let earlier = button.get_attribute("data-move").as_deref() == Some("left");
            let path = button.get_attribute("data-of").and_then(|p| p.parse::<NodePath>().ok());
            if let Some(path) = path {
                if v.state.move_child(&path, earlier) {
                    v.after_new_tree();
                }
            }
        } else if let Some(button) = target(e, "[data-node]") {
            let path = button.get_attribute("data-node").and_then(|p| p.parse::<NodePath>().ok());
            if let Some(path) = path {
                v.toggle(&path);
            }
        }
    });
    on(view, &els.tree, "input", |v, e| {
        let Some(input) = target(e, "[data-value-of], [data-alpha-of], [data-beta-of]") else { return };
        let hooks = [
            ("data-value-of", None),
            ("data-alpha-of", Some(WindowEdge::Alpha)),
            ("data-beta-of", Some(WindowEdge::Beta)),
        ];
        let Some((bound, path)) = hooks.into_iter().find_map(|(hook, bound)| Some((bound, input.get_attribute(hook)?)))
        else {
            return;
        };
        let Ok(path) = path.parse::<NodePath>() else { return };
        let Ok(input) = input.dyn_into::<web_sys::HtmlInputElement>() else { return };
        if !v.state.sheet {
            match bound {
                None => v.state.set_value_text(path, input.value()),
                Some(bound) => v.state.set_bound_text(path, bound, input.value()),
            }
            v.message = None;
            v.render();
        }
    });
    on(view, &els.windows, "change", |v, _| {
        v.state.show_windows(v.els.windows.checked());
        v.message = None;
        v.redraw();
    });
    // Another convention: the same tree and answer, checked from now on as it teaches.
    for menu in [&els.conventions.values, &els.conventions.cut] {
        on(view, menu, "change", |v, _| {
            let convention = v.els.conventions.read();
            v.state.set_convention(convention);
            v.message = None;
            v.redraw();
        });
    }
    on(view, &els.check, "click", |v, _| {
        v.state.sheet = false;
        v.message = match v.state.check_answer() {
            Ok(_) => None,
            Err(NotChecked::Unreadable(bad)) => Some(unreadable_text(&bad)),
            Err(NotChecked::Empty) => Some(i18n::practice(v.lang()).empty_answer.to_string()),
        };
        v.redraw();
        if v.message.is_none() {
            v.post_result();
        }
    });
    on(view, &els.hint, "click", |v, _| {
        let lang = v.lang();
        v.state.sheet = false;
        v.message = Some(match v.state.hint() {
            Ok(Some(hinted)) => {
                let name = super::tree_view::sentence_name(&v.state, lang, hinted.node);
                (i18n::practice(lang).hinted)(&name, &hinted.reveal)
            }
            Ok(None) => i18n::practice(lang).nothing_to_hint.to_string(),
            Err(bad) => unreadable_text(&bad),
        });
        v.redraw();
    });
    on(view, &els.clear, "click", |v, _| {
        v.state.clear();
        v.state.sheet = false;
        v.message = None;
        v.redraw();
    });
    on(view, &els.sheet, "click", |v, _| {
        v.state.sheet = !v.state.sheet && v.state.solution;
        v.redraw();
    });
    on(view, &els.print, "click", |v, _| {
        let _ = v.window.print();
    });
    // A worksheet from the settings: its sheet shown under the tree, printed alone.
    on(view, &els.worksheet, "click", |v, _| {
        let Some(spec) = v.read_settings() else { return };
        match worksheet(&spec, v.state.convention()) {
            Ok(sheet) => {
                v.els.worksheet_sheet.set_inner_html(&worksheet_html(&sheet, v.lang()));
                v.els.worksheet_box.set_hidden(false);
                v.els.worksheet_box.scroll_into_view();
            }
            Err(err) => {
                v.input_error = Some(err.text(v.lang()));
                v.render();
            }
        }
    });
    on(view, &els.worksheet_print, "click", |v, _| {
        let _ = v.window.print();
    });
    on(view, &els.worksheet_close, "click", |v, _| v.els.worksheet_box.set_hidden(true));
    // The file is made when it is asked for: the drawing as it stands (the solution with the
    // solution sheet on), the moves in the page's language.
    on(view, &els.svg, "click", |v, _| {
        let lang = v.lang();
        let names: Vec<String> = v.state.labels.iter().map(|m| i18n::san(lang, m)).collect();
        let root = i18n::teach(lang).root;
        let svg = exercise_svg(&v.state.exercise, &names, root, v.state.sheet);
        v.els.svg.set_href(&format!("data:image/svg+xml;charset=utf-8,{}", encode(&svg)));
        let file = if v.state.sheet { "poda-tree-solution.svg" } else { "poda-tree.svg" };
        v.els.svg.set_download(file);
    });
    on(view, &els.reorder, "click", |v, _| {
        v.state.reorder = !v.state.reorder;
        v.redraw();
    });
    on(view, &els.make, "click", |v, _| {
        if let Some(spec) = v.read_settings() {
            v.load(PracticeSource::Random(spec));
        }
    });
    on(view, &els.new_tree, "click", |v, _| {
        let spec = match &v.state.source {
            PracticeSource::Random(spec) => *spec,
            PracticeSource::Typed(_) | PracticeSource::Chess(_) => v.read_settings().unwrap_or_default(),
        };
        v.load(PracticeSource::Random(RandomTreeSpec { seed: new_seed(), ..spec }));
    });
    on(view, &els.load, "click", |v, _| {
        let text = v.els.tree_text.value();
        v.load(PracticeSource::Typed(text));
    });
    on(view, &els.load_fen, "click", |v, _| {
        let fen = v.els.fen.value().trim().to_string();
        v.load(PracticeSource::Chess(fen));
    });
    on(view, theme, "change", |v, _| {
        let mut prefs = saved::load_prefs(&v.window).unwrap_or_default();
        prefs.theme = Theme::from_name(&v.els_theme()).unwrap_or_default();
        saved::store_prefs(&v.window, prefs);
        dom::apply_theme(&v.document, prefs.theme);
    });
    let weak = Rc::downgrade(view);
    i18n::on_change(move |_| {
        if let Some(view) = weak.upgrade() {
            view.borrow_mut().redraw();
        }
    });
}

/// What the check could not read, box by box.
fn unreadable_text(bad: &Unreadable) -> String {
    let lang = i18n::current();
    let name = |n: u32| if n == 0 { i18n::practice(lang).the_root.to_string() } else { AbstractTree::name(n) };
    let mut texts = Vec::new();
    if !bad.values.is_empty() {
        let names: Vec<String> = bad.values.iter().map(|&n| name(n)).collect();
        texts.push((i18n::practice(lang).bad_values)(&names));
    }
    if !bad.bounds.is_empty() {
        let names: Vec<String> =
            bad.bounds.iter().map(|&(n, b)| (i18n::practice(lang).bound_name)(&name(n), b.letter())).collect();
        texts.push((i18n::practice(lang).bad_bounds)(&names));
    }
    texts.join(" ")
}

/// A worksheet's two pages: the exercises with their boxes empty, then the answer key.
fn worksheet_html(sheet: &[(u64, PracticeExercise)], lang: i18n::Lang) -> String {
    let texts = i18n::practice(lang);
    let root = i18n::teach(lang).root;
    let columns = if sheet.first().is_some_and(|(_, ex)| ex.tree().leaves() <= COLUMNS_UP_TO) { 2 } else { 1 };
    let page = |title: &str, head: &str, solution: bool, class: &str| {
        let figures: String = sheet
            .iter()
            .enumerate()
            .map(|(i, (seed, ex))| {
                format!(
                    "<figure data-seed=\"{seed}\"><figcaption>{}</figcaption>{}</figure>",
                    (texts.exercise_caption)(i + 1, *seed),
                    spaced_svg(ex, &[], root, solution, WORKSHEET_LEAF_GAP)
                )
            })
            .collect();
        format!(
            "<div class=\"ws-page {class}\"><h2>{title}</h2>{head}<div class=\"ws-grid\" data-columns=\"{columns}\">{figures}</div></div>"
        )
    };
    let head = format!(
        "<p class=\"ws-name\">{}</p><p class=\"ws-instructions\">{}</p>",
        texts.worksheet_name, texts.worksheet_instructions
    );
    let key_title = format!("{} — {}", texts.worksheet_title, texts.answer_key);
    page(texts.worksheet_title, &head, false, "ws-exercises") + &page(&key_title, "", true, "ws-key")
}
