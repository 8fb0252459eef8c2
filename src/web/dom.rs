//! Small helpers for the page's document: finding an element of the expected type, and
//! listening to an event for as long as the page lives.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, EventTarget, HtmlElement};

/// The element with `id`, as a `T`.
///
/// # Errors
/// When there is no such element or it is not a `T` (a broken `index.html`).
pub fn element<T: JsCast>(document: &Document, id: &str) -> Result<T, JsValue> {
    document
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("missing #{id}")))?
        .dyn_into::<T>()
        .map_err(|_| JsValue::from_str(&format!("#{id} has the wrong type")))
}

/// Calls `f` on every `event` of `target`, for as long as the page lives.
pub fn listen<E: wasm_bindgen::convert::FromWasmAbi + 'static>(
    target: &EventTarget,
    event: &str,
    f: impl FnMut(E) + 'static,
) {
    let closure = Closure::<dyn FnMut(E)>::new(f);
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    // Listeners live as long as the page.
    closure.forget();
}

/// `v` as a CSS length in pixels with two decimals (`12.5px`, `-3.25px`), written without
/// the float formatter (which would weigh several kilobytes in the page's wasm).
pub fn px(v: f64) -> String {
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let a = hundredths.unsigned_abs();
    format!("{sign}{}.{:02}px", a / 100, a % 100)
}

/// Shows `text` in `message` as the reason `input` was refused (or hides it), and marks the
/// input `aria-invalid` accordingly.
pub fn show_input_error(message: &HtmlElement, input: &Element, text: Option<&str>) {
    message.set_text_content(text);
    message.set_hidden(text.is_none());
    let _ = input.set_attribute("aria-invalid", if text.is_some() { "true" } else { "false" });
}
