//! The practice page in the browser: the `PracticeView` (the state, the panel's elements, the
//! drawn tree) and its render (the tree's marks and verdicts, the result, the score, the
//! move-ordering counts shown only while reordering or on the solution sheet, everything of the
//! solution hidden with `solution=0`, the address kept pointing at the exercise); `start` builds
//! it from the address and connects its listeners (each a change of the state followed by a
//! render); `api` serves the `poda:*` messages of a page around this one.

mod api;
mod build;
mod print_fit;
pub mod start;
mod tree_view;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Window};

use crate::teach::abstract_tree::AbstractTree;
use crate::teach::practice::NodePath;
use crate::teach::random_tree::RandomTreeSpec;
use crate::web::i18n::{self, Lang, TeachNotice};
use crate::web::shell::dom::{self, set_attr, set_text};
use crate::web::shell::mode;

use super::model::{MarkRefusal, PracticeSource, PracticeState};
use build::PracticeEls;
use tree_view::DrawnNode;

struct PracticeView {
    window: Window,
    document: Document,
    els: PracticeEls,
    state: PracticeState,
    nodes: Vec<DrawnNode>,
    /// The notices on the address's options and the language.
    notices: Vec<TeachNotice>,
    /// A refused click or unreadable values, until the next change.
    message: Option<String>,
    /// Settings or a typed tree that draw no tree.
    input_error: Option<String>,
    /// The only origin the page's messages go to (`parent=`).
    parent: Option<String>,
}

impl PracticeView {
    fn lang(&self) -> Lang {
        i18n::current()
    }

    fn els_theme(&self) -> String {
        dom::element::<web_sys::HtmlSelectElement>(&self.document, "theme").map(|s| s.value()).unwrap_or_default()
    }

    fn toggle(&mut self, path: &NodePath) {
        let lang = self.lang();
        self.message = match self.state.toggle_mark(path) {
            Ok(_) => None,
            Err(MarkRefusal::Root) => Some(i18n::practice(lang).root_clicked.to_string()),
            Err(MarkRefusal::InsideMarked { top }) => {
                let node = self.state.exercise.node(path).unwrap_or(0);
                Some((i18n::practice(lang).inside_marked)(&AbstractTree::name(node), &AbstractTree::name(top)))
            }
            Err(MarkRefusal::Unknown) => None,
        };
        if self.state.sheet {
            self.state.sheet = false;
            self.redraw();
        } else {
            self.render();
        }
    }

    /// The settings in the form, or `None` (with the reason shown) when they draw no tree.
    fn read_settings(&mut self) -> Option<RandomTreeSpec> {
        let lang = self.lang();
        let number = |text: String| text.trim().replace('−', "-").parse::<i64>().ok();
        let spec = (|| {
            Some(RandomTreeSpec {
                depth: self.els.depth.value().parse().ok()?,
                branching: self.els.branching.value().parse().ok()?,
                low: i32::try_from(number(self.els.low.value())?).ok()?,
                high: i32::try_from(number(self.els.high.value())?).ok()?,
                seed: self.els.seed.value().trim().parse().ok()?,
            })
        })();
        let Some(spec) = spec else {
            self.input_error = Some(i18n::practice(lang).bad_settings.to_string());
            self.render();
            return None;
        };
        match spec.check() {
            Ok(()) => Some(spec),
            Err(err) => {
                self.input_error = Some((i18n::practice(lang).random_tree_error)(&err));
                self.render();
                None
            }
        }
    }

    fn load(&mut self, source: PracticeSource) {
        match self.state.load(source) {
            Ok(()) => self.after_new_tree(),
            Err(err) => {
                self.input_error = Some(err.text(self.lang()));
                self.render();
            }
        }
    }

    fn after_new_tree(&mut self) {
        self.input_error = None;
        self.message = None;
        self.fill_settings();
        self.redraw();
    }

    /// The form shows the current tree's settings and text.
    fn fill_settings(&self) {
        if let PracticeSource::Random(spec) = &self.state.source {
            self.els.depth.set_value(&spec.depth.to_string());
            self.els.branching.set_value(&spec.branching.to_string());
            self.els.low.set_value(&spec.low.to_string());
            self.els.high.set_value(&spec.high.to_string());
            self.els.seed.set_value(&spec.seed.to_string());
        }
        self.els.tree_text.set_value(&self.state.text);
        if let PracticeSource::Chess(fen) = &self.state.source {
            self.els.fen.set_value(fen);
        }
    }

    /// Draws the tree again, then renders.
    fn redraw(&mut self) {
        self.els.set_texts(self.lang());
        self.nodes = tree_view::write_tree(&self.els.tree, &self.state, self.lang());
        self.render();
    }

    fn render(&self) {
        let lang = self.lang();
        let s = &self.state;
        tree_view::show_state(&self.nodes, s, lang);
        tree_view::show_result(&self.els.result, &self.els.summary, &self.els.reasons, s, lang);
        dom::show_notices(&self.els.notice, &TeachNotice::texts(&self.notices, lang));
        for (el, text) in [(&self.els.message, &self.message), (&self.els.input_error, &self.input_error)] {
            set_text(el, text.as_deref().unwrap_or(""));
            el.set_hidden(text.is_none());
        }
        set_attr(&self.els.sheet, "aria-pressed", if s.sheet { "true" } else { "false" });
        set_attr(&self.els.reorder, "aria-pressed", if s.reorder { "true" } else { "false" });
        self.els.windows.set_checked(s.windows);
        self.els.conventions.show(s.convention(), lang);
        self.els.windows_help.set_hidden(!s.windows);
        set_attr(&self.els.panel, "data-sheet", if s.sheet { "solution" } else { "exercise" });
        // A teacher's `solution=0` hides the solution and the count of leaves evaluated.
        self.els.walk.set_hidden(!s.solution);
        self.els.sheet.set_hidden(!s.solution);
        self.els.ordering.set_hidden(!s.solution);
        let title = if s.sheet { i18n::practice(lang).solution_title } else { i18n::practice(lang).sheet_title };
        set_text(&self.els.title, title);
        self.els.walk.set_href(&s.walk_link(lang));
        let score = match s.score.totals() {
            (_, 0, ..) => i18n::practice(lang).no_score.to_string(),
            (solved, trees, right, total) => (i18n::practice(lang).score)(solved, trees, right, total),
        };
        set_text(&self.els.score, &score);
        // The count of leaves evaluated is part of the answer: shown only while the student
        // reorders the children or looks at the solution.
        let (evaluated, best, leaves) = s.ordering_counts();
        let counts = s.solution && (s.reorder || s.sheet);
        let text = if counts { (i18n::practice(lang).ordering_counts)(evaluated, best, leaves) } else { String::new() };
        set_text(&self.els.ordering_counts, &text);
        self.els.ordering_counts.set_hidden(!counts);
        let query = s.query(lang);
        if let Ok(history) = self.window.history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&query));
        }
        mode::update_links(&self.document, None, lang.code());
    }
}
