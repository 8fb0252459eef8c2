//! Presentation (`present=1`, the panel's "Present" button): the view on a projector's
//! screen, the drawing (or the board) beside the step controls and the step's sentence, in
//! large type, nothing else. It is the compact view of an embedded page (`www/embed.css`,
//! `<body data-controls="0">`) marked `data-present="1"`, whose rules make its type larger;
//! Escape, or the button that replaces "Present", leaves it.

use wasm_bindgen::prelude::*;

use super::View;

impl View {
    /// Enters presentation (`on`) or leaves it; the address follows.
    pub(super) fn set_present(&mut self, on: bool) -> bool {
        if self.state.present == on {
            return false;
        }
        self.state.present = on;
        if let Err(err) = self.apply_present() {
            web_sys::console::error_2(&"poda: presentation could not be shown".into(), &err);
        }
        // The drawing, its text larger or back to its size, takes its new frame whole.
        self.layout = super::board_view::drawn_layout(&self.state);
        self.refresh_compare();
        self.new_drawing();
        true
    }

    /// Marks the page for presentation, or for the view the address embedded it as: the
    /// compact view's next cut-off beside the steps, the button that leaves shown.
    pub(super) fn apply_present(&self) -> Result<(), JsValue> {
        let on = self.state.present;
        let body = &self.els.body;
        let compact = on || !self.controls;
        body.set_attribute("data-controls", if compact { "0" } else { "1" })?;
        if on {
            body.set_attribute("data-present", "1")?;
        } else {
            body.remove_attribute("data-present")?;
        }
        // Next cut-off beside the steps, the one jump the compact view keeps.
        if compact {
            self.els.step_pv.before_with_node_1(&self.els.step_next_cut)?;
        } else {
            self.els.step_next_leaf.before_with_node_1(&self.els.step_next_cut)?;
        }
        self.els.present_exit.set_hidden(!on);
        Ok(())
    }
}
