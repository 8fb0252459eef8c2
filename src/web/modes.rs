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
