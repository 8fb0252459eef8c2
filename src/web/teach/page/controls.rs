//! The form: the depth and algorithm menus filled for the mode, the crash-cut box, the
//! convention menus (abstract trees), the mode's input box (FEN, tree text or tic-tac-toe)
//! shown and the others hidden, the walk's speed menu; and the settings read back into the
//! state when they change (a new convention's listener is here; the others' are `events`').

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Event, EventTarget, HtmlElement, HtmlOptionElement};

use crate::teach::Algorithm;
use crate::web::i18n;
use crate::web::shell::dom::listen;

use super::counters;
use super::View;
use crate::web::teach::browse::SPEEDS;
use crate::web::teach::options::{crash_example_link, TeachMode};
use crate::web::teach::versus::Versus;

impl View {
    /// The depth menu: the depths the algorithm chosen goes to.
    fn fill_depths(&self) -> Result<(), JsValue> {
        let s = &self.state;
        let depth = &self.els.depth;
        depth.set_inner_html("");
        for d in s.mode.depths_for(s.settings.algorithm) {
            let option = HtmlOptionElement::new_with_text_and_value(&d.to_string(), &d.to_string())?;
            option.set_selected(d == s.settings.depth);
            depth.append_child(&option)?;
        }
        Ok(())
    }

    /// Fills the depth and algorithm menus for the mode and shows the mode's input box.
    pub(super) fn setup_controls(&self) -> Result<(), JsValue> {
        let lang = self.lang();
        let s = &self.state;
        self.fill_depths()?;
        let depth = &self.els.depth;
        if let Some(label) = depth.parent_element().and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            label.set_hidden(s.mode == TeachMode::Tree);
        }
        let algorithm = &self.els.algorithm;
        algorithm.set_inner_html("");
        for &a in s.mode.algorithms() {
            let label = counters::algorithm_name(i18n::teach(lang), a);
            let option = HtmlOptionElement::new_with_text_and_value(label, a.name())?;
            option.set_selected(a == s.settings.algorithm);
            algorithm.append_child(&option)?;
        }
        self.els.crash.set_checked(s.settings.crash_cut);
        if let Some(label) = self.els.crash.parent_element().and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            label.set_hidden(s.mode != TeachMode::Teach);
        }
        // The crash cut's example keeps the page's language.
        if let Some(example) = self.document.get_element_by_id("crash-example") {
            let _ = example.set_attribute("href", &crash_example_link(lang));
        }
        self.els.conventions.root.set_hidden(!s.mode.has_conventions());
        self.els.conventions.show(s.settings.convention, lang);
        self.els.fen_box.set_hidden(s.mode != TeachMode::Teach);
        self.els.tree_box.set_hidden(s.mode != TeachMode::Tree);
        self.els.versus_box.set_hidden(s.subjects.versus.is_none());
        if let Some(Versus::Mouse { human, .. }) = s.subjects.versus {
            self.els.mouse_player.set_value(human.name());
        }
        self.els.board_wrap.set_hidden(s.mode == TeachMode::Tree);
        self.els.drawing_wrap.set_hidden(s.mode != TeachMode::Tree);
        let (zoom, t) = (&self.els.zoom, i18n::teach(lang));
        for (button, name) in [(&zoom.zoom_out, t.zoom_out), (&zoom.zoom_in, t.zoom_in)] {
            button.set_attribute("aria-label", name)?;
            button.set_title(name);
        }
        zoom.fit.set_title(t.zoom_fit_title);
        zoom.fit.set_text_content(Some(t.zoom_fit));
        let speed = &self.els.speed;
        speed.set_inner_html("");
        for v in SPEEDS {
            let option = HtmlOptionElement::new_with_text_and_value(&v.to_string(), &v.to_string())?;
            option.set_selected(v == s.browse.playback.speed);
            speed.append_child(&option)?;
        }
        self.els.fen.set_value(&s.subjects.fen);
        if self.els.tree_text.value().is_empty() {
            self.els.tree_text.set_value(&s.subjects.tree_text);
        }
        Ok(())
    }

    /// Reads the convention menus into the state, their sentences following the choice.
    fn read_conventions(&mut self) {
        self.state.set_convention(self.els.conventions.read());
        self.els.conventions.show(self.state.settings.convention, self.lang());
    }

    /// Reads the settings from the form into the state; the depth menu follows the algorithm.
    pub(super) fn read_controls(&mut self) {
        let depth = self.els.depth.value().parse::<u32>().ok();
        let algorithm = Algorithm::from_name(&self.els.algorithm.value());
        let before = self.state.mode.depths_for(self.state.settings.algorithm);
        self.state.set_settings(depth, algorithm, self.els.crash.checked());
        if self.state.mode.depths_for(self.state.settings.algorithm) != before {
            if let Err(err) = self.fill_depths() {
                web_sys::console::error_2(&"poda: the depth menu".into(), &err);
            }
        }
    }
}

/// A new convention searches again.
pub(super) fn connect(view: &Rc<RefCell<View>>) {
    let v = view.borrow();
    let menus: [&EventTarget; 2] = [&v.els.conventions.values, &v.els.conventions.cut];
    for menu in menus {
        let weak = Rc::downgrade(view);
        listen(menu, "change", move |_: Event| {
            if let Some(view) = weak.upgrade() {
                let mut v = view.borrow_mut();
                v.read_conventions();
                v.run_search();
                v.update();
            }
        });
    }
}
