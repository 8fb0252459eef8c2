//! The puzzles panel's elements: written once into `#puzzles-panel` (the page's own markup
//! holds only the empty panel, so the play page downloads none of it), found once, and their
//! fixed texts set in the page's language (`data-zt` names each one's key in
//! [`PuzzleTexts`](crate::web::i18n::PuzzleTexts)).

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlAnchorElement, HtmlButtonElement, HtmlElement};

use crate::web::i18n::{self, Lang};
use crate::web::shell::dom::{element, page_elements, set_keyed_texts};

/// The panel; its texts are written by [`PuzzleEls::set_texts`].
const PANEL: &str = r#"
<p id="puzzles-notice" class="notice" role="alert" hidden></p>
<h2 class="puzzles-title" data-zt="title"></h2>
<p class="intro" data-zt="intro"></p>
<p id="puzzles-empty" class="puzzles-empty" hidden><span data-zt="empty"></span>
  <a id="puzzles-play" href="./" data-zt="play"></a></p>
<div id="puzzles-current">
  <p id="puzzles-which" class="puzzles-which"></p>
  <p id="puzzles-status" class="status" aria-live="polite"></p>
  <div class="row puzzles-buttons">
    <button id="puzzles-retry" type="button" data-zt="retry"></button>
    <button id="puzzles-next" type="button" class="primary" data-zt="next"></button>
    <a id="puzzles-why" class="button-link" data-zt="why"></a>
  </div>
  <p id="puzzles-counts" class="puzzles-counts"></p>
  <h3 data-zt="list"></h3>
  <ol id="puzzles-list" class="puzzles-list"></ol>
</div>
"#;

page_elements! {
    /// The panel's elements.
    pub struct PuzzleEls in document {
        pub panel: HtmlElement = "puzzles-panel",
        pub notice: HtmlElement = "puzzles-notice",
        pub empty: HtmlElement = "puzzles-empty",
        pub play: HtmlAnchorElement = "puzzles-play",
        pub current: HtmlElement = "puzzles-current",
        pub which: HtmlElement = "puzzles-which",
        pub status: HtmlElement = "puzzles-status",
        pub retry: HtmlButtonElement = "puzzles-retry",
        pub next: HtmlButtonElement = "puzzles-next",
        pub why: HtmlAnchorElement = "puzzles-why",
        pub counts: HtmlElement = "puzzles-counts",
        pub list: HtmlElement = "puzzles-list",
    }
}

impl PuzzleEls {
    /// Writes the panel into `#puzzles-panel` and finds its elements.
    ///
    /// # Errors
    /// When the page has no `#puzzles-panel`.
    pub fn build(document: &Document) -> Result<PuzzleEls, JsValue> {
        element::<HtmlElement>(document, "puzzles-panel")?.set_inner_html(PANEL);
        PuzzleEls::find(document)
    }

    /// Writes every fixed text in `lang`.
    pub fn set_texts(&self, lang: Lang) {
        let texts = i18n::puzzles(lang);
        set_keyed_texts(&self.panel, "data-zt", |key| texts.by_key(key));
    }
}
