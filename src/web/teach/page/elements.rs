//! The teaching page's elements, found once by their ids in `index.html`: the form controls,
//! the board and tree canvases, the walk-through, the outline, the counters and the status
//! lines. A missing element is a broken page, reported when the view starts. The lines on how
//! to read the numbers (the legend, the horizon effect, the step's notes) are the view's own:
//! it adds them beside the summary and the step's text, so that the play page, which shares
//! `index.html`, carries none of them.

use wasm_bindgen::prelude::*;
use web_sys::{
    CanvasRenderingContext2d, Document, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, HtmlTextAreaElement,
};

use crate::web::shell::dom::element;

/// The DOM handles of the view (no state: that is [`crate::web::teach::state::State`]).
pub struct Els {
    pub body: HtmlElement,
    pub notice: HtmlElement,
    pub board: HtmlCanvasElement,
    pub board_ctx: CanvasRenderingContext2d,
    pub board_wrap: HtmlElement,
    pub drawing_wrap: HtmlElement,
    pub drawing: HtmlCanvasElement,
    pub drawing_ctx: CanvasRenderingContext2d,
    pub depth: HtmlSelectElement,
    pub algorithm: HtmlSelectElement,
    pub crash: HtmlInputElement,
    pub run: HtmlButtonElement,
    pub stop: HtmlButtonElement,
    pub fen_box: HtmlElement,
    pub fen: HtmlInputElement,
    pub fen_set: HtmlButtonElement,
    pub tree_box: HtmlElement,
    pub tree_text: HtmlTextAreaElement,
    pub tree_load: HtmlButtonElement,
    /// The game against the computer: its box, status line and new-game buttons (tic-tac-toe;
    /// the mouse and the cats, with the side the person plays).
    pub versus_box: HtmlElement,
    pub versus_status: HtmlElement,
    pub ttt_new: HtmlButtonElement,
    pub mouse_new: HtmlButtonElement,
    pub mouse_player: HtmlSelectElement,
    /// The mouse and the cats' rules and evaluation in words.
    pub mouse_rules: HtmlElement,
    pub mouse_evaluation: HtmlElement,
    pub input_error: HtmlElement,
    pub status: HtmlElement,
    pub summary: HtmlElement,
    /// Whose point of view the values are from, and their unit (`#values-legend`).
    pub legend: HtmlElement,
    /// The horizon effect, when the best line ends in a capture (`#horizon-note`).
    pub horizon: HtmlElement,
    pub step_first: HtmlButtonElement,
    pub step_back: HtmlButtonElement,
    pub step_forward: HtmlButtonElement,
    pub step_last: HtmlButtonElement,
    pub step_pv: HtmlButtonElement,
    pub step_previous_cut: HtmlButtonElement,
    pub step_next_cut: HtmlButtonElement,
    pub step_next_leaf: HtmlButtonElement,
    pub step_finish: HtmlButtonElement,
    pub play: HtmlButtonElement,
    pub speed: HtmlSelectElement,
    pub copy_link: HtmlButtonElement,
    pub step_label: HtmlElement,
    pub walk_text: HtmlElement,
    /// What the step's special numbers mean: mates, a zero-width window, a won tic-tac-toe
    /// (`#walk-notes`).
    pub walk_notes: HtmlElement,
    pub walk_path: HtmlElement,
    pub outline: HtmlElement,
    pub rows: HtmlElement,
    pub expand_all: HtmlButtonElement,
    pub collapse_all: HtmlButtonElement,
    pub detail: HtmlElement,
    pub counters: HtmlElement,
    pub predictions: HtmlElement,
    pub chart: HtmlElement,
    pub explain: HtmlElement,
    pub crash_report: HtmlElement,
    /// The header's colour theme switch.
    pub theme: HtmlSelectElement,
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

impl Els {
    /// Finds every element of the view in `document`.
    ///
    /// # Errors
    /// When an element of the page is missing or of the wrong type.
    pub fn find(document: &Document) -> Result<Els, JsValue> {
        let board: HtmlCanvasElement = element(document, "board")?;
        let drawing: HtmlCanvasElement = element(document, "tree-drawing")?;
        let summary: HtmlElement = element(document, "tree-summary")?;
        let legend = added(document, &summary, "p", "values-legend", "hint values-legend")?;
        // Shown with `controls=0` too, like the step's text: the style sheet hides the panel's
        // other lines there, and an inline style outranks it.
        legend.style().set_property("display", "block")?;
        let horizon = added(document, &legend, "p", "horizon-note", "crash-report horizon-note")?;
        horizon.set_hidden(true);
        let walk_text: HtmlElement = element(document, "walk-text")?;
        let walk_notes = added(document, &walk_text, "ul", "walk-notes", "hint walk-notes")?;
        Ok(Els {
            body: document.body().ok_or("no body")?,
            notice: element(document, "teach-notice")?,
            board_ctx: context(&board)?,
            board,
            board_wrap: element(document, "board-wrap")?,
            drawing_wrap: element(document, "drawing-wrap")?,
            drawing_ctx: context(&drawing)?,
            drawing,
            depth: element(document, "teach-depth")?,
            algorithm: element(document, "teach-algorithm")?,
            crash: element(document, "teach-crash")?,
            run: element(document, "teach-run")?,
            stop: element(document, "teach-stop")?,
            fen_box: element(document, "teach-fen-box")?,
            fen: element(document, "teach-fen")?,
            fen_set: element(document, "teach-fen-set")?,
            tree_box: element(document, "tree-box")?,
            tree_text: element(document, "tree-text")?,
            tree_load: element(document, "tree-load")?,
            versus_box: element(document, "versus-box")?,
            versus_status: element(document, "versus-status")?,
            ttt_new: element(document, "ttt-new")?,
            mouse_new: element(document, "mouse-new")?,
            mouse_player: element(document, "mouse-player")?,
            mouse_rules: element(document, "mouse-rules")?,
            mouse_evaluation: element(document, "mouse-evaluation")?,
            input_error: element(document, "teach-input-error")?,
            status: element(document, "teach-status")?,
            summary,
            legend,
            horizon,
            step_first: element(document, "step-first")?,
            step_back: element(document, "step-back")?,
            step_forward: element(document, "step-forward")?,
            step_last: element(document, "step-last")?,
            step_pv: element(document, "step-pv")?,
            step_previous_cut: element(document, "step-previous-cut")?,
            step_next_cut: element(document, "step-next-cut")?,
            step_next_leaf: element(document, "step-next-leaf")?,
            step_finish: element(document, "step-finish")?,
            play: element(document, "step-play")?,
            speed: element(document, "step-speed")?,
            copy_link: element(document, "copy-link")?,
            step_label: element(document, "step-label")?,
            walk_text,
            walk_notes,
            walk_path: element(document, "walk-path")?,
            outline: element(document, "tree-outline")?,
            rows: element(document, "tree-rows")?,
            expand_all: element(document, "expand-all")?,
            collapse_all: element(document, "collapse-all")?,
            detail: element(document, "node-detail")?,
            counters: element(document, "counter-rows")?,
            predictions: element(document, "predictions")?,
            chart: element(document, "chart")?,
            explain: element(document, "eval-explain")?,
            crash_report: element(document, "crash-report")?,
            theme: element(document, "theme")?,
        })
    }
}
