//! Getting a game out of the page: text to the clipboard and a PGN file to download. Both
//! take plain text and never build HTML from it.

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use web_sys::{Blob, BlobPropertyBag, Document, HtmlAnchorElement, Url, Window};

/// Puts `text` on the clipboard; `done(true)` once it is there, `done(false)` when the browser
/// refuses (no permission, an insecure page, no clipboard).
pub fn copy_text(window: &Window, text: &str, done: impl FnOnce(bool) + 'static) {
    // An insecure page has no `navigator.clipboard` at all: calling it would throw.
    let navigator = window.navigator();
    let present = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).is_ok_and(|c| c.is_object());
    if !present {
        done(false);
        return;
    }
    let clipboard = navigator.clipboard();
    let promise: Promise = clipboard.write_text(text);
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let (ok, fail) = (done.clone(), done);
    let on_ok = Closure::once(move |_: JsValue| {
        if let Some(f) = ok.borrow_mut().take() {
            f(true);
        }
    });
    let on_fail = Closure::once(move |_: JsValue| {
        if let Some(f) = fail.borrow_mut().take() {
            f(false);
        }
    });
    let _ = promise.then2(&on_ok, &on_fail);
    // Each runs at most once, when the promise settles.
    on_ok.forget();
    on_fail.forget();
}

/// Offers `text` as a file named `name` (`application/x-chess-pgn`).
///
/// # Errors
/// When the browser cannot make the file or the link.
pub fn download(document: &Document, name: &str, text: &str) -> Result<(), JsValue> {
    let parts = Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("application/x-chess-pgn");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let a: HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    Url::revoke_object_url(&url)?;
    Ok(())
}
