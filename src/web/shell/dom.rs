//! Small helpers for the page's document: finding an element of the expected type, and
//! listening to an event for as long as the page lives.

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, EventTarget, HtmlElement};

/// The element with `id`, as a `T`.
///
/// # Errors
/// When there is no such element or it is not a `T` (a broken `index.html`).
pub fn element<T: JsCast>(document: &Document, id: &str) -> Result<T, JsValue> {
    by_id(document, id)?.dyn_into::<T>().map_err(|_| wrong_type(id))
}

/// [`element`]'s part that is the same for every type, written once in the wasm (a page finds
/// dozens of elements).
#[inline(never)]
fn by_id(document: &Document, id: &str) -> Result<Element, JsValue> {
    document.get_element_by_id(id).ok_or_else(|| JsValue::from_str(&format!("missing #{id}")))
}

#[inline(never)]
fn wrong_type(id: &str) -> JsValue {
    JsValue::from_str(&format!("#{id} has the wrong type"))
}

/// A page's elements: a struct whose fields are each declared once, with their type and the id
/// they are found by (then, under `made`, those made from them), and its `find(document)`.
/// `find` looks the elements up in the order written, then makes the others in theirs: a `made`
/// value can use `document` (by the name given after `in`) and the fields above it.
///
/// `find`'s errors: an element missing or of the wrong type (a broken `index.html`), or a
/// `made` value's.
macro_rules! page_elements {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident in $document:ident {
            $($(#[$field_meta:meta])* $field_vis:vis $field:ident: $ty:ty = $id:literal,)*
        }
        $(made {
            $($(#[$made_meta:meta])* $made_vis:vis $made:ident: $made_ty:ty = $value:expr,)*
        })?
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($(#[$field_meta])* $field_vis $field: $ty,)*
            $($($(#[$made_meta])* $made_vis $made: $made_ty,)*)?
        }

        impl $name {
            /// Finds the elements in the document, then makes the others.
            ///
            /// # Errors
            /// When an element is missing or of the wrong type.
            $vis fn find($document: &web_sys::Document) -> Result<$name, wasm_bindgen::JsValue> {
                $(let $field: $ty = $crate::web::shell::dom::element($document, $id)?;)*
                $($(let $made: $made_ty = $value;)*)?
                Ok($name { $($field,)* $($($made,)*)? })
            }
        }
    };
}
pub(crate) use page_elements;

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

/// Calls `f` once, when the page is next idle (`requestIdleCallback`), or, where the browser
/// has no idle callback (Safari), right after the next frame is drawn: the page is on screen
/// and no one has had the time to use it yet. Returns whether it was scheduled.
pub fn when_idle(window: &web_sys::Window, f: impl FnOnce() + 'static) -> bool {
    let f = Closure::once_into_js(f);
    if js_sys::Reflect::has(window, &"requestIdleCallback".into()).unwrap_or(false) {
        return window.request_idle_callback(f.unchecked_ref()).is_ok();
    }
    let timer = window.clone();
    let after_frame = Closure::once_into_js(move || {
        let _ = timer.set_timeout_with_callback(f.unchecked_ref());
    });
    window.request_animation_frame(after_frame.unchecked_ref()).is_ok()
}

/// Calls `f` in a task of its own, after the tasks already waiting (a timer of 0 ms): work
/// split this way lets the browser draw and answer input between the parts, and no part is a
/// long task on a slow machine.
pub fn next_task(window: &web_sys::Window, f: impl FnOnce() + 'static) -> Result<(), JsValue> {
    let f = Closure::once_into_js(f);
    window.set_timeout_with_callback(f.unchecked_ref()).map(|_| ())
}

/// Sets the text of `node` when it differs: a text written again unchanged would still make
/// the browser lay the page out again.
pub fn set_text(node: &web_sys::Node, text: &str) {
    if node.text_content().as_deref() != Some(text) {
        node.set_text_content(Some(text));
    }
}

/// Writes the fixed text of each element in `panel` that carries `attribute`, whose value is
/// the text's key, worded by `by_key` (a page's own panel, whose texts are no `data-i18n` keys).
pub fn set_keyed_texts(panel: &Element, attribute: &str, by_key: impl Fn(&str) -> Option<&'static str>) {
    let Ok(nodes) = panel.query_selector_all(&format!("[{attribute}]")) else { return };
    for i in 0..nodes.length() {
        let Some(el) = nodes.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        if let Some(text) = el.get_attribute(attribute).as_deref().and_then(&by_key) {
            set_text(&el, text);
        }
    }
}

/// Sets attribute `name` of `element` to `value` when it differs (as [`set_text`]).
pub fn set_attr(element: &Element, name: &str, value: &str) {
    if element.get_attribute(name).as_deref() != Some(value) {
        let _ = element.set_attribute(name, value);
    }
}

/// Shows `text` in `message` as the reason `input` was refused (or hides it), and marks the
/// input `aria-invalid` accordingly.
pub fn show_input_error(message: &HtmlElement, input: &Element, text: Option<&str>) {
    message.set_text_content(text);
    message.set_hidden(text.is_none());
    let _ = input.set_attribute("aria-invalid", if text.is_some() { "true" } else { "false" });
}

/// Shows `texts` in the notice box `element`, one after the other, or hides it when there
/// are none.
pub fn show_notices(element: &HtmlElement, texts: &[String]) {
    set_text(element, &texts.join(" "));
    element.set_hidden(texts.is_empty());
}

/// Marks `<body>` with how the page is embedded: `data-controls` and `data-interactive`
/// (`1` or `0`), which the style sheet reads.
///
/// # Errors
/// When the attributes cannot be set.
pub fn mark_embedding(body: &HtmlElement, params: &super::PageParams) -> Result<(), JsValue> {
    body.set_attribute("data-controls", if params.controls { "1" } else { "0" })?;
    body.set_attribute("data-interactive", if params.interactive { "1" } else { "0" })
}

/// Adds the style sheet at `href` to the page (a page's own, which the other pages do without).
///
/// # Errors
/// When the element cannot be made.
pub fn add_style_sheet(document: &Document, href: &str) -> Result<(), JsValue> {
    add_to_head(document, "link", &[("rel", "stylesheet"), ("href", href)])
}

/// Adds an element with `attributes` to the page's head: a page's own style sheet or script.
///
/// # Errors
/// When the element cannot be made.
pub fn add_to_head(document: &Document, tag: &str, attributes: &[(&str, &str)]) -> Result<(), JsValue> {
    let element = document.create_element(tag)?;
    for (name, value) in attributes {
        element.set_attribute(name, value)?;
    }
    document.head().ok_or("no head")?.append_child(&element)?;
    Ok(())
}

/// Makes `theme` the page's colours: the choice as `<html data-theme>`, and the colours it
/// gives now as `<html data-scheme="light|dark">`, which style.css reads. `www/theme.js` sets
/// both from the saved preferences before the first paint, and the scheme again when the
/// system's setting changes.
pub fn apply_theme(document: &Document, theme: crate::web::saved::Theme) {
    use crate::web::saved::Theme;
    let Some(html) = document.document_element() else { return };
    set_attr(&html, "data-theme", theme.name());
    let dark = match theme {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::System => document
            .default_view()
            .and_then(|window| window.match_media("(prefers-color-scheme: dark)").ok().flatten())
            .is_some_and(|query| query.matches()),
    };
    set_attr(&html, "data-scheme", if dark { "dark" } else { "light" });
}

/// The page's own work of one step (a move played, the computer's answer shown), put on the
/// browser's performance timeline as the measure `name` when the span ends: the developer
/// tools show it beside the layout and painting that follow, which are the browser's. Only
/// the latest measure of each name is kept.
pub struct Span {
    performance: Option<web_sys::Performance>,
    name: &'static str,
    start: &'static str,
}

impl Span {
    /// Starts the span `name`; `start` names its starting mark.
    pub fn begin(window: &web_sys::Window, name: &'static str, start: &'static str) -> Span {
        let performance = window.performance();
        if let Some(p) = &performance {
            let _ = p.mark(start);
        }
        Span { performance, name, start }
    }
}

impl Drop for Span {
    fn drop(&mut self) {
        if let Some(p) = &self.performance {
            p.clear_measures_with_measure_name(self.name);
            let _ = p.measure_with_start_mark(self.name, self.start);
            p.clear_marks_with_mark_name(self.start);
        }
    }
}
