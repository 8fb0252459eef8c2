//! The page's modes — Play, Teach (the search tree of a chess position), the course's example
//! tree and tic-tac-toe — and the links between them in the header.
//!
//! One page serves them all: `?mode=` picks the view, this module shows its parts and hides the
//! others, marks the current link (`aria-current="page"`) and keeps the links pointing at the
//! same position and language, so "Teach" opens the search tree of the game on the board.

use wasm_bindgen::JsValue;
use web_sys::{Document, HtmlElement};

use wasm_bindgen::JsCast;

pub const MODES: [&str; 4] = ["play", "teach", "tree", "tictactoe"];

/// True for the modes of the teaching view (`teach`, `tree`, `tictactoe`).
pub fn is_teaching(mode: &str) -> bool {
    mode != "play" && MODES.contains(&mode)
}

/// Starts the teaching view: its wasm (`teach_view.js`, built with `--target no-modules`) and
/// the static `teach_view_loader.js` that instantiates it, as two ordered scripts with relative
/// URLs (any sub-path; no inline script). The teaching view then reads the address itself
/// (`web::teach::start_page`).
///
/// # Errors
/// When the script elements cannot be made.
pub fn load_teaching_view(document: &Document) -> Result<(), JsValue> {
    let head = document.head().ok_or("no head")?;
    for src in ["./teach_view.js", "./teach_view_loader.js"] {
        let script: web_sys::HtmlScriptElement = document.create_element("script")?.dyn_into()?;
        // Dynamically inserted scripts run as soon as they load unless `async` is off.
        script.set_async(false);
        script.set_src(src);
        head.append_child(&script)?;
    }
    Ok(())
}

/// Shows the parts of `mode` and hides the others; marks its link.
///
/// # Errors
/// When an element is missing.
pub fn show(document: &Document, mode: &str) -> Result<(), JsValue> {
    let body = document.body().ok_or("no body")?;
    body.set_attribute("data-mode", mode)?;
    let play = mode == "play";
    for (id, visible) in [("play-panel", play), ("teach-panel", !play), ("teach-more", !play)] {
        if let Some(e) = document.get_element_by_id(id).and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            e.set_hidden(!visible);
        }
    }
    for m in MODES {
        if let Some(link) = document.get_element_by_id(&format!("mode-{m}")) {
            if m == mode {
                link.set_attribute("aria-current", "page")?;
            } else {
                link.remove_attribute("aria-current")?;
            }
        }
    }
    Ok(())
}

/// Points the mode links at `fen` (Play and Teach) in the language `lang`.
pub fn update_links(document: &Document, fen: Option<&str>, lang: &str) {
    for m in MODES {
        let Some(link) = document.get_element_by_id(&format!("mode-{m}")) else { continue };
        let mut query = Vec::new();
        if m != "play" {
            query.push(format!("mode={m}"));
        }
        if let (Some(fen), "play" | "teach") = (fen, m) {
            query.push(format!("fen={}", String::from(js_sys::encode_uri_component(fen))));
        }
        query.push(format!("lang={lang}"));
        let _ = link.set_attribute("href", &format!("./?{}", query.join("&")));
    }
}
