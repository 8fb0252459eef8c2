//! The practice tree printed: the whole tree on one A4 page, as large as the page allows.
//!
//! Printed, the tree is drawn compact (`.ptree[data-printing]` in www/practice.css: small boxes,
//! tight spacing), then scaled down to the page's width (`--print-zoom`). A tree wider than a
//! portrait page is printed on a landscape one (`data-wide`, the style sheet's named page
//! `wide`), so that an 81-leaf tree keeps its leaves' values and names readable.
//!
//! The compact tree's width does not depend on the window (the list is as wide as its
//! content), so it is measured on screen, in an instant the screen never paints, whenever the
//! tree changes; and again when the page is printed (`beforeprint`, or the print media).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// An A4 page's width less its margins, in CSS pixels (96 to the inch): portrait, 210 mm less
/// 2 × 12 mm; landscape, 297 mm less 2 × 8 mm (the style sheet's `@page` rules).
pub const PORTRAIT_WIDTH: f64 = 186.0 / 25.4 * 96.0;
pub const LANDSCAPE_WIDTH: f64 = 281.0 / 25.4 * 96.0;

/// A little room kept at the page's edge: fonts and rounding differ between browsers.
const SLACK: f64 = 0.98;

/// Fits the tree in `host` again when the page is printed, and draws it compact until the
/// print is done (`data-printing="print"`).
pub fn watch(host: &HtmlElement) {
    let Some(window) = web_sys::window() else { return };
    let turn = |to: Option<bool>| {
        let watched = host.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            let print = to.unwrap_or_else(print_media);
            let _ = if print {
                watched.set_attribute("data-printing", "print")
            } else {
                watched.remove_attribute("data-printing")
            };
            fit(&watched);
        })
    };
    // After printing the page may still be laid out for print (a print preview, emulated media).
    let (before, after, media_changed) = (turn(Some(true)), turn(None), turn(None));
    let _ = window.add_event_listener_with_callback("beforeprint", before.as_ref().unchecked_ref());
    let _ = window.add_event_listener_with_callback("afterprint", after.as_ref().unchecked_ref());
    if let Some(media) = window.match_media("print").ok().flatten() {
        let _ = media.add_event_listener_with_callback("change", media_changed.as_ref().unchecked_ref());
    }
    // The tree's box lives as long as the page.
    before.forget();
    after.forget();
    media_changed.forget();
}

/// Whether the page is laid out for print now.
fn print_media() -> bool {
    web_sys::window().and_then(|w| w.match_media("print").ok().flatten()).is_some_and(|m| m.matches())
}

/// Measures the compact tree and sets its page (portrait or landscape) and its printed scale.
pub fn fit(host: &HtmlElement) {
    let Some(list) = host.first_element_child() else { return };
    let style = host.style();
    let printing = host.get_attribute("data-printing").as_deref() == Some("print");
    if !printing {
        let _ = host.set_attribute("data-printing", "measure");
    }
    let _ = style.set_property("--print-zoom", "1");
    let width = f64::from(list.scroll_width()).max(list.get_bounding_client_rect().width());
    let (wide, mut zoom) = page_and_zoom(width);
    let _ = host.set_attribute("data-wide", if wide { "true" } else { "false" });
    let _ = style.set_property("--print-zoom", &format!("{zoom:.3}"));
    // Scaled, a text may not shrink quite in proportion (a browser rounds it): measured again.
    let scaled = list.get_bounding_client_rect().width();
    let page = page_width(wide);
    if scaled > page {
        zoom = (zoom * page / scaled * 1000.0).floor() / 1000.0;
        let _ = style.set_property("--print-zoom", &format!("{zoom:.3}"));
    }
    if !printing {
        let _ = host.remove_attribute("data-printing");
    }
}

/// The width a printed tree may take on a landscape (`wide`) or a portrait page.
fn page_width(wide: bool) -> f64 {
    (if wide { LANDSCAPE_WIDTH } else { PORTRAIT_WIDTH }) * SLACK
}

/// For a compact tree `width` CSS pixels wide: whether it takes a landscape page, and the
/// scale that fits it to the page's width (never enlarged).
pub fn page_and_zoom(width: f64) -> (bool, f64) {
    let wide = width > PORTRAIT_WIDTH * SLACK;
    let page = page_width(wide);
    let zoom = if width > page { page / width } else { 1.0 };
    // Rounded down, so that the rounded scale never overflows the page.
    (wide, (zoom * 1000.0).floor() / 1000.0)
}
