//! Minimax beside alpha-beta (`compare=1`, abstract trees): minimax's tree drawn whole on the
//! left of alpha-beta's, at the same moment of its own search, the nodes alpha-beta never
//! searches outlined (dashed), each side with its caption. What stands where is the model's
//! ([`crate::teach::compare`], [`crate::web::teach::state::State::refresh_compare`]).

use wasm_bindgen::prelude::*;

use crate::teach::abstract_tree::AbstractTree;
use crate::teach::tree_layout::TreeLayout;
use crate::teach::tree_picture::picture;
use crate::web::i18n::{self, Lang};
use crate::web::shell::dom;
use crate::web::teach::viewport::Viewport;
use crate::web::worker_messages::Subject;

use super::View;

impl View {
    /// Minimax's walk and drawing set again beside the walk shown (a new tree, the box ticked).
    pub(super) fn refresh_compare(&mut self) {
        self.state.refresh_compare();
        let game = match self.state.recorded.as_ref().map(|r| &r.subject) {
            Some(Subject::Tree { text }) => AbstractTree::parse(text).ok(),
            _ => None,
        };
        // Drawn when alpha-beta's tree is.
        self.compare_layout = match (self.state.compare.as_ref(), self.layout.as_ref()) {
            (Some(compare), Some(drawn)) => {
                Some(TreeLayout::with_type(&compare.minimax.tree, game.as_ref(), drawn.type_scale))
            }
            _ => None,
        };
        self.compare_drawn.borrow_mut().clear();
    }

    /// Minimax's side, or nothing when it is not asked for.
    pub(super) fn render_compare(&self, lang: Lang) {
        let els = &self.els.compare;
        let shown = self.state.compare.as_ref().zip(self.compare_layout.as_ref());
        dom::set_attr(&self.els.body, "data-compare", if shown.is_some() { "1" } else { "0" });
        for e in [&els.caption, &els.frame, &els.ab_caption] {
            e.set_hidden(shown.is_none());
        }
        let Some((compare, layout)) = shown else { return };
        let t = i18n::teach(lang);
        dom::set_text(&els.caption, &(t.compare_minimax)(compare.leaves(), compare.skipped_leaves()));
        dom::set_text(&els.ab_caption, t.compare_alpha_beta);
        let frame = &els.frame;
        let width = f64::from(frame.client_width());
        let mut viewport = Viewport::new(layout.width, layout.height);
        let _ = frame.style().set_property("--tree-h", &format!("{:.0}px", viewport.frame_height(width)));
        let _ = frame.style().set_property("--type", &format!("{:.2}", layout.type_scale));
        viewport.set_frame(width, f64::from(frame.client_height()));
        viewport.fit();
        let svg = picture(layout, &compare.minimax, None, viewport.view());
        let _ = frame.set_attribute("data-step", &compare.minimax.step().to_string());
        let mut drawn = self.compare_drawn.borrow_mut();
        if *drawn == svg {
            return;
        }
        frame.set_inner_html(&svg);
        *drawn = svg;
        // The nodes alpha-beta never searches, outlined.
        let selector: Vec<String> = compare.skipped_nodes().map(|id| format!("[data-id=\"{id}\"]")).collect();
        if selector.is_empty() {
            return;
        }
        if let Ok(marked) = frame.query_selector_all(&selector.join(",")) {
            for i in 0..marked.length() {
                if let Some(e) = marked.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    let class = e.get_attribute("class").unwrap_or_default();
                    let _ = e.set_attribute("class", &format!("{class} ab-skipped"));
                }
            }
        }
    }
}
