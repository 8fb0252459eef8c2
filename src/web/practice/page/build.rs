//! The practice panel's elements: written once into `#practice-panel` (the page's own markup
//! holds only the empty panel, so the play page downloads none of it), found once (the
//! convention menus added after the α and β switch), and their fixed texts set in the page's
//! language (`data-pt` names each one's key in
//! [`PracticeTexts`](crate::web::i18n::PracticeTexts)).

use wasm_bindgen::prelude::*;
use web_sys::{
    Document, HtmlAnchorElement, HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
    HtmlTextAreaElement,
};

use crate::teach::random_tree::{BRANCHINGS, DEPTHS};
use crate::web::conventions::ConventionMenus;
use crate::web::i18n::{self, Lang};
use crate::web::shell::dom::{element, page_elements, set_attr, set_keyed_texts};

/// The panel, with English texts until [`PracticeEls::set_texts`] writes the page's language.
const PANEL: &str = r#"
<p id="practice-notice" class="notice" role="alert" hidden></p>
<p class="intro" data-pt="intro"></p>
<details id="practice-settings" class="practice-settings">
  <summary data-pt="settings"></summary>
  <div class="practice-fields">
    <label><span data-pt="depth"></span> <select id="practice-depth"></select></label>
    <label><span data-pt="branching"></span> <select id="practice-branching"></select></label>
    <label><span data-pt="low"></span> <input id="practice-low" type="text" inputmode="numeric" size="4" autocomplete="off" /></label>
    <label><span data-pt="high"></span> <input id="practice-high" type="text" inputmode="numeric" size="4" autocomplete="off" /></label>
    <label><span data-pt="seed"></span> <input id="practice-seed" type="text" inputmode="numeric" size="10" autocomplete="off" /></label>
  </div>
  <div class="row"><button id="practice-make" type="button" data-pt="make"></button></div>
  <label for="practice-tree-text" data-pt="tree-label"></label>
  <textarea id="practice-tree-text" rows="2" spellcheck="false"></textarea>
  <div class="row"><button id="practice-load" type="button" data-pt="load"></button></div>
  <label for="practice-fen" data-pt="fen-label"></label>
  <input id="practice-fen" type="text" spellcheck="false" autocomplete="off" />
  <div class="row"><button id="practice-load-fen" type="button" data-pt="load-fen"></button></div>
</details>
<p id="practice-input-error" class="input-error" role="alert" hidden></p>
<div class="row practice-top"><button id="practice-new" type="button" class="primary" data-pt="new"></button>
  <span class="hint" data-pt="link-note"></span></div>
<p class="howto" data-pt="howto"></p>
<label class="check practice-windows"><input id="practice-windows" type="checkbox" /> <span data-pt="windows"></span></label>
<p id="practice-windows-help" class="hint" data-pt="windows-help" hidden></p>
<h2 id="practice-title" class="practice-title"></h2>
<div id="practice-tree" class="ptree" role="group"></div>
<p id="practice-message" class="input-error" role="alert" hidden></p>
<div class="row practice-actions">
  <button id="check-answer" type="button" class="primary" data-pt="check"></button>
  <button id="practice-hint" type="button" data-pt="hint"></button>
  <button id="practice-clear" type="button" data-pt="clear"></button>
  <button id="practice-sheet" type="button" aria-pressed="false" data-pt="sheet"></button>
  <button id="practice-print" type="button" data-pt="print"></button>
  <button id="practice-worksheet" type="button" data-pt="worksheet"></button>
  <a id="practice-svg" href="data:image/svg+xml," download="poda-tree.svg" data-pt="svg"></a>
  <a id="practice-walk" href="./?mode=tree" data-pt="walk"></a>
</div>
<section id="practice-worksheet-box" class="worksheet-box" hidden>
  <div class="row"><button id="practice-worksheet-print" type="button" class="primary" data-pt="worksheet-print"></button>
    <button id="practice-worksheet-close" type="button" data-pt="worksheet-close"></button></div>
  <div id="practice-worksheet-sheet" class="worksheet"></div>
</section>
<p class="row practice-lms"><button id="practice-scorm" type="button" data-pt="scorm"></button>
  <span id="practice-scorm-working" class="hint" role="status" data-pt="scorm-working" hidden></span>
  <span id="practice-scorm-failed" class="input-error" role="alert" data-pt="scorm-failed" hidden></span></p>
<div id="practice-result" class="practice-result" aria-live="polite" hidden>
  <p id="practice-summary"></p><ul id="practice-reasons"></ul>
</div>
<h2 data-pt="score"></h2>
<p id="practice-score"></p>
<section id="practice-ordering" class="practice-ordering">
  <h2 data-pt="ordering"></h2>
  <p class="hint" data-pt="ordering-help"></p>
  <button id="practice-reorder" type="button" aria-pressed="false" data-pt="reorder"></button>
  <p id="practice-ordering-counts" aria-live="polite"></p>
</section>
"#;

page_elements! {
    /// The panel's elements.
    pub struct PracticeEls in document {
        pub panel: HtmlElement = "practice-panel",
        pub notice: HtmlElement = "practice-notice",
        pub depth: HtmlSelectElement = "practice-depth",
        pub branching: HtmlSelectElement = "practice-branching",
        pub low: HtmlInputElement = "practice-low",
        pub high: HtmlInputElement = "practice-high",
        pub seed: HtmlInputElement = "practice-seed",
        pub make: HtmlButtonElement = "practice-make",
        pub new_tree: HtmlButtonElement = "practice-new",
        pub tree_text: HtmlTextAreaElement = "practice-tree-text",
        pub load: HtmlButtonElement = "practice-load",
        pub fen: HtmlInputElement = "practice-fen",
        pub load_fen: HtmlButtonElement = "practice-load-fen",
        pub input_error: HtmlElement = "practice-input-error",
        pub title: HtmlElement = "practice-title",
        /// "Also fill in α and β", and how.
        pub windows: HtmlInputElement = "practice-windows",
        pub windows_help: HtmlElement = "practice-windows-help",
        pub tree: HtmlElement = "practice-tree",
        pub message: HtmlElement = "practice-message",
        pub check: HtmlButtonElement = "check-answer",
        pub hint: HtmlButtonElement = "practice-hint",
        pub clear: HtmlButtonElement = "practice-clear",
        pub sheet: HtmlButtonElement = "practice-sheet",
        pub print: HtmlButtonElement = "practice-print",
        pub worksheet: HtmlButtonElement = "practice-worksheet",
        pub worksheet_box: HtmlElement = "practice-worksheet-box",
        pub worksheet_print: HtmlButtonElement = "practice-worksheet-print",
        pub worksheet_close: HtmlButtonElement = "practice-worksheet-close",
        pub worksheet_sheet: HtmlElement = "practice-worksheet-sheet",
        pub svg: HtmlAnchorElement = "practice-svg",
        pub walk: HtmlAnchorElement = "practice-walk",
        pub result: HtmlElement = "practice-result",
        pub summary: HtmlElement = "practice-summary",
        pub reasons: HtmlElement = "practice-reasons",
        pub score: HtmlElement = "practice-score",
        /// The move-ordering section (hidden with the solution).
        pub ordering: HtmlElement = "practice-ordering",
        pub reorder: HtmlButtonElement = "practice-reorder",
        pub ordering_counts: HtmlElement = "practice-ordering-counts",
    }
    made {
        /// The convention the answer is checked with, after the α and β boxes' switch.
        pub conventions: ConventionMenus = ConventionMenus::add(document, &windows_help, "practice")?,
    }
}

impl PracticeEls {
    /// Writes the panel into `#practice-panel` and finds its elements.
    ///
    /// # Errors
    /// When the page has no `#practice-panel`.
    pub fn build(document: &Document) -> Result<PracticeEls, JsValue> {
        element::<HtmlElement>(document, "practice-panel")?.set_inner_html(PANEL);
        let els = PracticeEls::find(document)?;
        for (select, range) in [(&els.depth, DEPTHS), (&els.branching, BRANCHINGS)] {
            for n in range {
                let option = document.create_element("option")?;
                option.set_text_content(Some(&n.to_string()));
                option.set_attribute("value", &n.to_string())?;
                select.append_child(&option)?;
            }
        }
        Ok(els)
    }

    /// Writes every fixed text in `lang`.
    pub fn set_texts(&self, lang: Lang) {
        let texts = i18n::practice(lang);
        set_keyed_texts(&self.panel, "data-pt", |key| texts.by_key(key));
        set_attr(&self.tree, "aria-label", texts.tree_name);
    }
}
