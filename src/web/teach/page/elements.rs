//! The teaching page's elements, found once by their ids (in `index.html` and in those the view
//! adds, `markup.rs`): the form controls,
//! the board's canvas and the drawn tree's frame, the walk-through, the outline, the counters and the status
//! lines, and the panels of the story of a search ([`StoryEls`], built by the view). A missing
//! element is a broken page, reported when the view starts. The lines on how
//! to read the numbers (the legend, the horizon effect, the step's notes) are the view's own:
//! it adds them beside the summary and the step's text, so that the play page, which shares
//! `index.html`, carries none of them.

use wasm_bindgen::prelude::*;
use web_sys::{
    CanvasRenderingContext2d, Document, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, HtmlTextAreaElement,
};

use super::counters::el;

use crate::web::board::render::CanvasWidth;
use crate::web::conventions::ConventionMenus;
use crate::web::shell::dom::{element, page_elements};

page_elements! {
    /// The DOM handles of the view (no state: that is [`crate::web::teach::state::State`]).
    pub struct Els in document {
        pub notice: HtmlElement = "teach-notice",
        pub board: HtmlCanvasElement = "board",
        pub board_wrap: HtmlElement = "board-wrap",
        pub drawing_wrap: HtmlElement = "drawing-wrap",
        /// The drawn tree's frame (an SVG picture inside).
        pub drawing: HtmlElement = "tree-drawing",
        pub depth: HtmlSelectElement = "teach-depth",
        pub algorithm: HtmlSelectElement = "teach-algorithm",
        pub crash: HtmlInputElement = "teach-crash",
        pub run: HtmlButtonElement = "teach-run",
        pub stop: HtmlButtonElement = "teach-stop",
        pub fen_box: HtmlElement = "teach-fen-box",
        pub fen: HtmlInputElement = "teach-fen",
        pub fen_set: HtmlButtonElement = "teach-fen-set",
        pub tree_box: HtmlElement = "tree-box",
        pub tree_text: HtmlTextAreaElement = "tree-text",
        pub tree_load: HtmlButtonElement = "tree-load",
        /// The game against the computer: its box, status line and new-game buttons (tic-tac-toe;
        /// the mouse and the cats, with the side the person plays).
        pub versus_box: HtmlElement = "versus-box",
        pub versus_status: HtmlElement = "versus-status",
        pub ttt_new: HtmlButtonElement = "ttt-new",
        pub mouse_new: HtmlButtonElement = "mouse-new",
        pub mouse_player: HtmlSelectElement = "mouse-player",
        /// The mouse and the cats' rules and evaluation in words.
        pub mouse_rules: HtmlElement = "mouse-rules",
        pub mouse_evaluation: HtmlElement = "mouse-evaluation",
        pub input_error: HtmlElement = "teach-input-error",
        pub status: HtmlElement = "teach-status",
        pub summary: HtmlElement = "tree-summary",
        pub step_first: HtmlButtonElement = "step-first",
        pub step_back: HtmlButtonElement = "step-back",
        pub step_forward: HtmlButtonElement = "step-forward",
        pub step_last: HtmlButtonElement = "step-last",
        pub step_pv: HtmlButtonElement = "step-pv",
        pub step_previous_cut: HtmlButtonElement = "step-previous-cut",
        pub step_next_cut: HtmlButtonElement = "step-next-cut",
        pub step_next_leaf: HtmlButtonElement = "step-next-leaf",
        pub step_finish: HtmlButtonElement = "step-finish",
        pub play: HtmlButtonElement = "step-play",
        pub speed: HtmlSelectElement = "step-speed",
        pub copy_link: HtmlButtonElement = "copy-link",
        /// Presentation: the button that enters it, the one that leaves it.
        pub present: HtmlButtonElement = "present",
        pub present_exit: HtmlButtonElement = "present-exit",
        /// Asking before showing: the check box, the question's box, its number box and
        /// buttons, the verdict.
        pub quiz_check: HtmlInputElement = "teach-quiz",
        /// Minimax beside alpha-beta (abstract trees).
        pub compare_check: HtmlInputElement = "teach-compare",
        pub quiz_box: HtmlElement = "quiz-box",
        pub quiz_question: HtmlElement = "quiz-question",
        pub quiz_number: HtmlInputElement = "quiz-number",
        pub quiz_submit: HtmlButtonElement = "quiz-submit",
        pub quiz_yes: HtmlButtonElement = "quiz-yes",
        pub quiz_no: HtmlButtonElement = "quiz-no",
        pub quiz_show: HtmlButtonElement = "quiz-show",
        pub quiz_verdict: HtmlElement = "quiz-verdict",
        pub step_label: HtmlElement = "step-label",
        pub walk_text: HtmlElement = "walk-text",
        pub walk_path: HtmlElement = "walk-path",
        pub outline: HtmlElement = "tree-outline",
        pub rows: HtmlElement = "tree-rows",
        pub expand_all: HtmlButtonElement = "expand-all",
        pub collapse_all: HtmlButtonElement = "collapse-all",
        pub detail: HtmlElement = "node-detail",
        pub counters: HtmlElement = "counter-rows",
        pub predictions: HtmlElement = "predictions",
        pub chart: HtmlElement = "chart",
        pub explain: HtmlElement = "eval-explain",
        pub crash_report: HtmlElement = "crash-report",
        /// The header's colour theme switch.
        pub theme: HtmlSelectElement = "theme",
    }
    made {
        pub body: HtmlElement = document.body().ok_or("no body")?,
        pub board_ctx: CanvasRenderingContext2d = context(&board)?,
        /// The board's CSS width, watched (`connect` redraws at each change).
        pub board_width: CanvasWidth = CanvasWidth::default(),
        /// Whose point of view the values are from, and their unit (`#values-legend`).
        pub legend: HtmlElement = legend(document, &summary)?,
        /// The horizon effect, when the best line ends in a capture (`#horizon-note`).
        pub horizon: HtmlElement = {
            let horizon = added(document, &legend, "p", "horizon-note", "crash-report horizon-note")?;
            horizon.set_hidden(true);
            horizon
        },
        /// What the step's special numbers mean: mates, a zero-width window, a won tic-tac-toe
        /// (`#walk-notes`).
        pub walk_notes: HtmlElement = added(document, &walk_text, "ul", "walk-notes", "hint walk-notes")?,
        /// The convention alpha-beta is taught with (abstract trees), after the crash cut's
        /// example.
        pub conventions: ConventionMenus =
            ConventionMenus::add(document, &element::<web_sys::Element>(document, "crash-example")?, "teach")?,
        /// The drawn tree's zoom buttons, over its frame (the play page, which shares
        /// `index.html`, carries none of them).
        pub zoom: ZoomButtons = ZoomButtons::build(document, &drawing)?,
        /// Minimax's side beside the drawn tree (`compare=1`).
        pub compare: CompareEls = CompareEls::build(document, &drawing)?,
    }
}

/// The drawn tree's −, + and Fit (`#zoom-out`, `#zoom-in`, `#zoom-fit`); their texts are the
/// view's to write.
pub(super) struct ZoomButtons {
    pub(super) zoom_out: HtmlButtonElement,
    pub(super) zoom_in: HtmlButtonElement,
    pub(super) fit: HtmlButtonElement,
}

impl ZoomButtons {
    fn build(document: &Document, frame: &HtmlElement) -> Result<ZoomButtons, JsValue> {
        let bar = el(document, "div", "zoom-bar", "")?;
        let button = |id: &str, text: &str| -> Result<HtmlButtonElement, JsValue> {
            let b: HtmlButtonElement = document.create_element("button")?.dyn_into()?;
            b.set_id(id);
            b.set_type("button");
            b.set_text_content(Some(text));
            bar.append_child(&b)?;
            Ok(b)
        };
        let buttons = ZoomButtons {
            zoom_out: button("zoom-out", "−")?,
            zoom_in: button("zoom-in", "+")?,
            fit: button("zoom-fit", "")?,
        };
        frame.before_with_node_1(&bar)?;
        Ok(buttons)
    }
}

/// Minimax's side: its caption and its frame, and the caption over alpha-beta's drawing; put
/// before the drawn tree's frame, hidden until used.
pub(super) struct CompareEls {
    pub(super) caption: HtmlElement,
    pub(super) frame: HtmlElement,
    pub(super) ab_caption: HtmlElement,
}

impl CompareEls {
    fn build(document: &Document, drawing: &HtmlElement) -> Result<CompareEls, JsValue> {
        let made = |tag: &str, id: &str, class: &str| -> Result<HtmlElement, JsValue> {
            let e = el(document, tag, class, "")?;
            e.set_id(id);
            e.set_hidden(true);
            drawing.before_with_node_1(&e)?;
            Ok(e)
        };
        Ok(CompareEls {
            caption: made("p", "compare-caption", "compare-caption")?,
            frame: made("div", "tree-drawing-minimax", "tree-frame")?,
            ab_caption: made("p", "compare-ab-caption", "compare-caption")?,
        })
    }
}

/// The view's own element `#id` (a `tag` of `class`), put right after `anchor` the first time.
fn added(document: &Document, anchor: &HtmlElement, tag: &str, id: &str, class: &str) -> Result<HtmlElement, JsValue> {
    if let Ok(found) = element(document, id) {
        return Ok(found);
    }
    let made: HtmlElement = document.create_element(tag)?.dyn_into()?;
    made.set_id(id);
    made.set_class_name(class);
    anchor.after_with_node_1(&made)?;
    Ok(made)
}

fn context(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsValue> {
    Ok(canvas.get_context("2d")?.ok_or("no 2d context")?.dyn_into()?)
}

/// The line on whose point of view the values are from, beside the summary: shown with
/// `controls=0` too, like the step's text (the style sheet hides the panel's other lines there,
/// and an inline style outranks it).
fn legend(document: &Document, summary: &HtmlElement) -> Result<HtmlElement, JsValue> {
    let legend = added(document, summary, "p", "values-legend", "hint values-legend")?;
    legend.style().set_property("display", "block")?;
    Ok(legend)
}

/// The story's elements.
pub(super) struct StoryEls {
    pub(super) iterations: HtmlElement,
    pub(super) iterations_heading: HtmlElement,
    pub(super) iterations_intro: HtmlElement,
    pub(super) iterations_head: HtmlElement,
    pub(super) iteration_rows: HtmlElement,
    pub(super) ladder: HtmlElement,
    pub(super) ladder_heading: HtmlElement,
    pub(super) ladder_intro: HtmlElement,
    /// Whether "twice as deep" holds here.
    pub(super) ladder_verdict: HtmlElement,
    /// One item a rung.
    pub(super) ladder_rows: HtmlElement,
    pub(super) ladder_note: HtmlElement,
    pub(super) table_report: HtmlElement,
}

/// A panel of `.teach-more` with its heading and its introduction.
fn panel(document: &Document, id: &str) -> Result<(HtmlElement, HtmlElement, HtmlElement), JsValue> {
    let panel = el(document, "div", "", "")?;
    panel.set_id(id);
    panel.set_hidden(true);
    let heading = el(document, "h2", "", "")?;
    let intro = el(document, "p", "hint", "")?;
    panel.append_child(&heading)?;
    panel.append_child(&intro)?;
    Ok((panel, heading, intro))
}

impl StoryEls {
    /// Makes the story's elements in the page: the iterations first in `#teach-more`, the
    /// ladder after the counters, the table's report under the counters' table.
    pub(super) fn build(document: &Document) -> Result<StoryEls, JsValue> {
        let more: HtmlElement = element(document, "teach-more")?;
        let counter_rows: HtmlElement = element(document, "counter-rows")?;
        let counters_table = counter_rows.parent_element().ok_or("the counters have no table")?;
        let counters_box = counters_table.parent_element().ok_or("the counters have no box")?;

        let (iterations, iterations_heading, iterations_intro) = panel(document, "iterations")?;
        let table = el(document, "table", "counters iterations", "")?;
        let thead = el(document, "thead", "", "")?;
        let iterations_head = el(document, "tr", "", "")?;
        thead.append_child(&iterations_head)?;
        let iteration_rows = el(document, "tbody", "", "")?;
        iteration_rows.set_id("iteration-rows");
        table.append_child(&thead)?;
        table.append_child(&iteration_rows)?;
        iterations.append_child(&table)?;
        more.insert_before(&iterations, more.first_child().as_ref())?;

        let (ladder, ladder_heading, ladder_intro) = panel(document, "ladder")?;
        let ladder_verdict = el(document, "p", "ladder-verdict", "")?;
        let ladder_rows = el(document, "ol", "ladder", "")?;
        ladder_rows.set_id("ladder-rows");
        let ladder_note = el(document, "p", "hint", "")?;
        for part in [&ladder_verdict, &ladder_rows, &ladder_note] {
            ladder.append_child(part)?;
        }
        more.insert_before(&ladder, counters_box.next_sibling().as_ref())?;

        let table_report = el(document, "p", "table-report", "")?;
        table_report.set_id("table-report");
        table_report.set_hidden(true);
        counters_box.insert_before(&table_report, counters_table.next_sibling().as_ref())?;

        Ok(StoryEls {
            iterations,
            iterations_heading,
            iterations_intro,
            iterations_head,
            iteration_rows,
            ladder,
            ladder_heading,
            ladder_intro,
            ladder_verdict,
            ladder_rows,
            ladder_note,
            table_report,
        })
    }
}
