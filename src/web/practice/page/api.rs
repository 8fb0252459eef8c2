//! The practice page's side of the `poda:*` message API (`web::shell::messages`):
//! `poda:get-state` (the tree, whether the α and β boxes are shown, the last check),
//! `poda:set-options` (the page opens again with them, on the same exercise), and
//! `poda:result` after every check of an answer. A practice tree has no position and no game:
//! `poda:set-position` and the game's requests are refused.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsValue;
use web_sys::Window;

use crate::web::i18n::ApiError;
use crate::web::shell::messages::{self, Fields, ReopeningView, Served};
use crate::web::shell::Mode;

use super::PracticeView;

impl ReopeningView for PracticeView {
    fn window(&self) -> &Window {
        &self.window
    }

    /// The mode, the tree, whether the α and β boxes are shown, and the last check.
    fn state_fields(&self) -> Fields {
        let mut fields: Fields = vec![
            ("mode", Mode::Practice.name().into()),
            ("tree", self.state.text.as_str().into()),
            ("windows", self.state.windows.into()),
        ];
        fields.extend(self.check_fields());
        fields
    }

    fn set_position(&self, _fen: Option<String>, _pgn: Option<String>) -> Result<Fields, ApiError> {
        Err(ApiError::PracticeHasNoPosition)
    }
}

impl PracticeView {
    /// The last check's fields: `checked`, and once checked `correct`, `right`, `total`,
    /// `wrong` (the wrong nodes' paths, as the page's `data-node` names them), `attempt` (1 for
    /// the tree's first check, counting up), `firstTry` (the nodes right at the first check)
    /// and `hints` (the hints taken on this tree).
    fn check_fields(&self) -> Fields {
        let Some(check) = self.state.check.as_ref() else { return vec![("checked", false.into())] };
        let wrong: Vec<String> = check.wrong().map(|v| v.path.to_string()).collect();
        vec![
            ("checked", true.into()),
            ("correct", check.correct().into()),
            ("right", (check.right() as f64).into()),
            ("total", (check.total() as f64).into()),
            ("wrong", messages::strings(&wrong)),
            ("attempt", f64::from(self.state.attempts).into()),
            ("firstTry", (self.state.first_try.unwrap_or(check.right()) as f64).into()),
            ("hints", f64::from(self.state.hints).into()),
        ]
    }

    /// `poda:result`: the check just made.
    pub(super) fn post_result(&self) {
        let mut fields = self.check_fields();
        fields.retain(|(key, _)| *key != "checked");
        fields.push(("tree", self.state.text.as_str().into()));
        let message = messages::event("result", &JsValue::UNDEFINED, &fields);
        messages::post(&self.window, self.parent.as_deref(), &message);
    }
}

/// Serves the `poda:*` messages from `parent` (any origin if `None`).
pub(super) fn serve(window: &Window, view: &Rc<RefCell<PracticeView>>, parent: Option<String>) {
    messages::connect(window, parent, Served(Rc::downgrade(view)));
}
