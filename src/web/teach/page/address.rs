//! The address follows the view: its mode, subject, settings and step are written into the
//! page's address (`history.replaceState`, the page's other parameters kept), so that a
//! reload, or the link that "Copy link" puts on the clipboard, opens the same view. What the
//! parameters are is the state's ([`crate::web::teach::options::ViewAddress`]).
//!
//! Browsers limit how often a page may rewrite its address, so a burst of changes (a key held
//! down) is written once, a moment later, and nothing is written while the walk plays: the
//! step it stops at is.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::UrlSearchParams;

use crate::web::i18n;
use crate::web::io;

use super::View;

/// How long after a change the address is written.
const WRITE_DELAY_MS: i32 = 200;

impl View {
    /// The view changed: its address is written soon (unless the walk plays).
    pub(super) fn address_changed(&self) {
        if self.state.browse.playback.playing || self.address_pending.replace(true) {
            return;
        }
        let weak = self.me.clone();
        let pending: Rc<Cell<bool>> = self.address_pending.clone();
        let write = Closure::once_into_js(move || {
            pending.set(false);
            if let Some(view) = weak.upgrade() {
                if let Ok(v) = view.try_borrow() {
                    v.write_address();
                }
            }
        });
        let set =
            self.window.set_timeout_with_callback_and_timeout_and_arguments_0(write.unchecked_ref(), WRITE_DELAY_MS);
        if set.is_err() {
            self.address_pending.set(false);
        }
    }

    /// Writes the view's parameters into the address, when they changed; returns the whole
    /// address.
    pub(super) fn write_address(&self) -> Option<String> {
        let location = self.window.location();
        let search = location.search().ok()?;
        let params = UrlSearchParams::new_with_str(&search).ok()?;
        for (name, value) in self.state.address().params() {
            match value {
                Some(value) => params.set(name, &value),
                None => params.delete(name),
            }
        }
        let query = format!("?{}", String::from(params.to_string()));
        if query != search {
            let url = format!("{query}{}", location.hash().unwrap_or_default());
            if let Ok(history) = self.window.history() {
                // Refused when written too often: the next change writes it.
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
            }
        }
        location.href().ok()
    }
}

/// Copies the view's address to the clipboard and says whether it worked (in the status line).
/// Called with the view not borrowed: the clipboard may answer at once.
pub(super) fn copy_link(view: &Rc<std::cell::RefCell<View>>) {
    let (window, href) = {
        let v = view.borrow();
        (v.window.clone(), v.write_address())
    };
    let weak = Rc::downgrade(view);
    let said = move |ok: bool| {
        if let Some(view) = weak.upgrade() {
            if let Ok(v) = view.try_borrow() {
                v.show_status(if ok { i18n::shared(v.lang()).copied } else { i18n::teach(v.lang()).copy_link_failed });
            }
        }
    };
    match href {
        Some(href) => io::copy_text(&window, &href, said),
        None => said(false),
    }
}
