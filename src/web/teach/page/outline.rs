//! The recorded tree as an outline: one row per node, children indented under their parent,
//! expandable and collapsible. Virtualised: only the rows in view exist in the document, so a
//! tree of tens of thousands of nodes scrolls as lightly as a small one.
//!
//! A row is a node: first its badge, who is to move *at* the node (▲ MAX or ▽ MIN, the
//! drawing's shapes), then the move that leads to it, written "after e4" so that the badge is
//! not read as the side that played it; then its kind, its window and its value, all from
//! MAX's side.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, HtmlElement, Node};

/// Appends the element `child` (or passes on its error) to `parent`.
fn add(parent: &Node, child: Result<HtmlElement, JsValue>) -> Result<(), JsValue> {
    let child: HtmlElement = child?;
    parent.append_child(&child)?;
    Ok(())
}

use crate::teach::convention::Cut;
use crate::teach::point_of_view::PointOfView;
use crate::teach::tree::{NodeKind, Tree};
use crate::teach::walk::{Seen, Walk};
use crate::web::i18n::{self, Lang};

/// Height of one row in CSS pixels (the stylesheet's `.tree-row` uses the same).
pub const ROW_HEIGHT: f64 = 28.0;

/// Everything a row needs to be written.
pub struct RowContext<'a> {
    pub walk: &'a Walk,
    pub expanded: &'a [bool],
    pub selected: Option<u32>,
    /// Writes a value (MAX view) for people: centipawns, mates, ±∞.
    pub value: &'a dyn Fn(i32) -> String,
    pub lang: Lang,
    /// Leaves carry given values (abstract trees): call them leaves, not game ends.
    pub given_leaves: bool,
    /// Labels are chess moves, shown in the language's piece letters.
    pub chess: bool,
    /// Show each node's (α, β) window (not for plain minimax, which has none).
    pub windows: bool,
    /// Who MAX and MIN are.
    pub pov: PointOfView,
    /// The cut rule the search followed, as a cut-off's mark writes it.
    pub rule: Cut,
}

/// A node's badge: the side to move at `ply`, with the drawing's shape.
pub fn badge(lang: Lang, ply: u32) -> String {
    if ply.is_multiple_of(2) {
        format!("▲ {}", i18n::teach(lang).max)
    } else {
        format!("▽ {}", i18n::teach(lang).min)
    }
}

/// Redraws the rows of `rows` that are in view of the scrolling `container`, inside `inner`.
pub fn render(document: &Document, container: &HtmlElement, inner: &HtmlElement, rows: &[u32], cx: &RowContext) {
    let total = rows.len() as f64 * ROW_HEIGHT;
    let _ = inner.style().set_property("height", &format!("{total}px"));
    let top = f64::from(container.scroll_top());
    let visible = (f64::from(container.client_height()) / ROW_HEIGHT).ceil() as usize + 2;
    let first = ((top / ROW_HEIGHT).floor() as usize).min(rows.len());
    let last = (first + visible).min(rows.len());
    inner.set_inner_html("");
    for (i, &id) in rows.iter().enumerate().take(last).skip(first) {
        if let Ok(row) = make_row(document, id, cx) {
            let _ = row.style().set_property("top", &format!("{}px", i as f64 * ROW_HEIGHT));
            let _ = inner.append_child(&row);
        }
    }
}

/// Scrolls `container` so that row `index` is in view.
pub fn reveal(container: &HtmlElement, index: usize) {
    let y = index as f64 * ROW_HEIGHT;
    let top = f64::from(container.scroll_top());
    let height = f64::from(container.client_height());
    if y < top || y + ROW_HEIGHT > top + height {
        container.set_scroll_top((y - height / 2.0).max(0.0) as i32);
    }
}

fn span(document: &Document, class: &str, text: &str) -> Result<HtmlElement, wasm_bindgen::JsValue> {
    let s: HtmlElement = document.create_element("span")?.dyn_into()?;
    s.set_class_name(class);
    s.set_text_content(Some(text));
    // A deep row wider than the outline scrolls sideways rather than letting its parts shrink
    // over one another ("after Qxf2+" under its window).
    s.style().set_property("flex-shrink", "0")?;
    Ok(s)
}

fn make_row(document: &Document, id: u32, cx: &RowContext) -> Result<HtmlElement, wasm_bindgen::JsValue> {
    let lang = cx.lang;
    let tree = &cx.walk.tree;
    let node = &tree.nodes[id as usize];
    let seen = cx.walk.seen(id);
    let row: HtmlElement = document.create_element("div")?.dyn_into()?;
    let mut class = String::from("tree-row");
    class.push_str(match seen {
        Seen::NotYet => " not-yet",
        Seen::Skipped => " pruned",
        Seen::Open { .. } => " open",
        Seen::Done(_) => " done",
    });
    if cx.selected == Some(id) {
        class.push_str(" selected");
    }
    row.set_class_name(&class);
    row.set_attribute("data-node", &id.to_string())?;
    row.set_attribute("role", "treeitem")?;
    row.set_attribute("aria-level", &(node.ply + 1).to_string())?;
    let _ = row.style().set_property("padding-left", &format!("{}px", 6 + node.ply * 16));

    let has_children = !node.children.is_empty();
    let expanded = cx.expanded.get(id as usize).copied().unwrap_or(false);
    let toggle = span(
        document,
        "toggle",
        if !has_children {
            ""
        } else if expanded {
            "▾"
        } else {
            "▸"
        },
    )?;
    if has_children {
        toggle.set_attribute("data-toggle", &id.to_string())?;
        toggle.set_attribute(
            "aria-label",
            if expanded { i18n::teach(lang).collapse } else { i18n::teach(lang).expand },
        )?;
        row.set_attribute("aria-expanded", if expanded { "true" } else { "false" })?;
    }
    row.append_child(&toggle)?;

    let max = node.ply.is_multiple_of(2);
    let side = span(document, if max { "side max" } else { "side min" }, &badge(lang, node.ply))?;
    side.set_attribute("data-to-move", if max { "max" } else { "min" })?;
    side.set_title(&(i18n::teach(lang).to_move)(&cx.pov, node.ply));
    row.append_child(&side)?;
    let label = match node.label.as_str() {
        "" => i18n::teach(lang).root.to_string(),
        // An abstract tree's label is the node's own name; elsewhere it is the move played to
        // reach the node.
        label if cx.given_leaves => label.to_string(),
        label if cx.chess => (i18n::teach(lang).after_move)(&i18n::san(lang, label)),
        label => (i18n::teach(lang).after_move)(label),
    };
    add(&row, span(document, "move", &label))?;
    let kind = if cx.given_leaves && node.kind == NodeKind::Terminal { NodeKind::Horizon } else { node.kind };
    if let Some(kind) = i18n::teach(lang).kind_name(kind) {
        add(&row, span(document, "kind", kind))?;
    }
    match seen {
        Seen::NotYet => {}
        Seen::Skipped => {}
        Seen::Open { .. } | Seen::Done(_) if !cx.windows => {
            if let Seen::Done(v) = seen {
                add(&row, span(document, "value", &format!("= {}", (cx.value)(Tree::max_value(node.ply, v)))))?;
            }
        }
        Seen::Open { alpha, beta } => {
            let w = Tree::max_view(node.ply, alpha, beta);
            let text = format!("α {} · β {}", (cx.value)(w.alpha), (cx.value)(w.beta));
            add(&row, span(document, "window", &text))?;
        }
        Seen::Done(v) => {
            let w = Tree::max_view(node.ply, node.alpha, node.beta);
            let text = format!("α {} · β {}", (cx.value)(w.alpha), (cx.value)(w.beta));
            add(&row, span(document, "window", &text))?;
            add(&row, span(document, "value", &format!("= {}", (cx.value)(Tree::max_value(node.ply, v)))))?;
        }
    }
    if node.cut && matches!(seen, Seen::Done(_)) {
        let texts = i18n::teach(lang);
        let mark = if cx.rule == Cut::PastEqual { texts.cut_off_strict } else { texts.cut_off };
        add(&row, span(document, "cut", mark))?;
    }
    if node.truncated && matches!(seen, Seen::Done(_)) {
        add(&row, span(document, "kind", i18n::teach(lang).not_recorded))?;
    }
    Ok(row)
}
