//! Canvas drawings of the teaching view: the abstract game tree as the course notes draw it
//! (each node's own shape says who is to move there, MAX as ▲, MIN as ▽, and the rows are named
//! at the left; values from MAX's side inside, pruned branches faded, α/β beside the open
//! nodes), in the colours of the page's theme (style.css's `--tree-*` and `--max-*`/`--min-*`
//! properties); the tic-tac-toe board, and arrows along a line of moves on the chess board.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::rules::{Color, Square};
use crate::teach::tictactoe::{Board, Mark};
use crate::teach::tree::Tree;
use crate::teach::walk::{Seen, Walk};
use crate::web::board::geometry::square_origin;
use crate::web::board::render::arrow;
use crate::web::shell::dom;

const INK: &str = "#23211d";
const MUTED: &str = "#b7b0a2";

/// The drawn tree's colours, as the page's theme sets them.
struct Colours {
    /// Nodes and lines already searched, and their values.
    ink: String,
    /// Pruned nodes and lines: faded into the background.
    pruned: String,
    /// Nodes and lines not reached yet.
    faint: String,
    /// Inside the node shapes.
    node: String,
    /// The open node, its window and the cuts.
    open: String,
    /// The nodes' names.
    label: String,
    /// The ring behind the selected node.
    selected: String,
    /// The rows' names: MAX's and MIN's.
    max: String,
    min: String,
}

impl Colours {
    /// Reads `--tree-ink`, `--tree-pruned`, … from style.css (the light theme's colours where a
    /// property is missing).
    fn of_theme() -> Colours {
        let read = |name: &str, fallback: &str| {
            let value = web_sys::window().map(|w| dom::css_var(&w, name)).unwrap_or_default();
            if value.is_empty() {
                fallback.to_string()
            } else {
                value
            }
        };
        Colours {
            ink: read("--tree-ink", INK),
            pruned: read("--tree-pruned", MUTED),
            faint: read("--tree-faint", "#ddd6c8"),
            node: read("--tree-node", "#ffffff"),
            open: read("--tree-open", "#c2410c"),
            label: read("--tree-label", "#4a6a2c"),
            selected: read("--tree-selected", "rgba(91, 122, 58, 0.25)"),
            max: read("--max-ink", "#2e4a17"),
            min: read("--min-ink", "#7a2e0e"),
        }
    }
}

/// Text for a value: ±∞ for the window's infinities.
pub fn number(v: i32) -> String {
    if v >= crate::teach::tree::INFINITY {
        "+∞".to_string()
    } else if v <= -crate::teach::tree::INFINITY {
        "−∞".to_string()
    } else if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

/// Where each recorded node of a small tree is drawn: leaves evenly spaced left to right,
/// parents centred over their children, one row per ply.
pub struct Layout {
    pub x: Vec<f64>,
    pub y: Vec<f64>,
    pub width: f64,
    pub height: f64,
}

pub const LEAF_GAP: f64 = 46.0;
pub const ROW_GAP: f64 = 92.0;
const MARGIN: f64 = 36.0;
/// Room at the left for the rows' names (▲ MAX, ▽ MIN).
const ROW_NAMES: f64 = 40.0;
const R: f64 = 15.0;

pub fn layout(tree: &Tree) -> Layout {
    let n = tree.nodes.len();
    let mut x = vec![0.0; n];
    let mut y = vec![0.0; n];
    let mut next_leaf = 0.0;
    let mut max_ply = 0;
    // Post-order: children before parents.
    let mut stack = vec![(0u32, false)];
    while let Some((id, done)) = stack.pop() {
        let node = &tree.nodes[id as usize];
        y[id as usize] = MARGIN + f64::from(node.ply) * ROW_GAP;
        max_ply = max_ply.max(node.ply);
        if node.children.is_empty() {
            x[id as usize] = MARGIN + ROW_NAMES + next_leaf * LEAF_GAP;
            next_leaf += 1.0;
        } else if done {
            let first = x[node.children[0] as usize];
            let last = x[*node.children.last().unwrap_or(&node.children[0]) as usize];
            x[id as usize] = (first + last) / 2.0;
        } else {
            stack.push((id, true));
            stack.extend(node.children.iter().rev().map(|&c| (c, false)));
        }
    }
    let width = 2.0 * MARGIN + ROW_NAMES + (next_leaf - 1.0).max(0.0) * LEAF_GAP;
    let height = 2.0 * MARGIN + f64::from(max_ply) * ROW_GAP + 24.0;
    Layout { x, y, width, height }
}

/// The node under a point of the drawing, if any.
pub fn node_at(layout: &Layout, px: f64, py: f64) -> Option<u32> {
    (0..layout.x.len()).find(|&i| (layout.x[i] - px).hypot(layout.y[i] - py) <= R + 4.0).map(|i| i as u32)
}

/// Draws the whole tree at the walk's current step.
pub fn draw_tree(ctx: &CanvasRenderingContext2d, walk: &Walk, layout: &Layout, selected: Option<u32>) {
    let tree = &walk.tree;
    let colours = Colours::of_theme();
    ctx.clear_rect(0.0, 0.0, layout.width, layout.height);
    ctx.set_line_width(1.5);
    for (i, node) in tree.nodes.iter().enumerate() {
        for &c in &node.children {
            let seen = walk.seen(c);
            ctx.set_stroke_style_str(match seen {
                Seen::NotYet => &colours.faint,
                Seen::Skipped => &colours.pruned,
                _ => &colours.ink,
            });
            ctx.set_line_dash(&js_dash(matches!(seen, Seen::Skipped))).ok();
            ctx.begin_path();
            ctx.move_to(layout.x[i], layout.y[i] + R);
            ctx.line_to(layout.x[c as usize], layout.y[c as usize] - R);
            ctx.stroke();
        }
    }
    ctx.set_line_dash(&js_dash(false)).ok();
    // Each row's name: who is to move at its nodes.
    ctx.set_text_baseline("middle");
    ctx.set_text_align("left");
    ctx.set_font("600 11px system-ui, sans-serif");
    let rows = tree.nodes.iter().map(|n| n.ply).max().unwrap_or(0);
    for ply in 0..=rows {
        let max = ply.is_multiple_of(2);
        ctx.set_fill_style_str(if max { &colours.max } else { &colours.min });
        let name = if max { "▲ MAX" } else { "▽ MIN" };
        let _ = ctx.fill_text(name, 4.0, MARGIN + f64::from(ply) * ROW_GAP);
    }
    ctx.set_text_align("center");
    for (i, node) in tree.nodes.iter().enumerate() {
        let (cx, cy) = (layout.x[i], layout.y[i]);
        let seen = walk.seen(i as u32);
        if selected == Some(i as u32) {
            ctx.set_fill_style_str(&colours.selected);
            ctx.begin_path();
            let _ = ctx.arc(cx, cy, R + 9.0, 0.0, 2.0 * PI);
            ctx.fill();
        }
        let max = node.ply.is_multiple_of(2);
        let colour = match seen {
            Seen::NotYet => &colours.faint,
            Seen::Skipped => &colours.pruned,
            Seen::Open { .. } => &colours.open,
            Seen::Done(_) => &colours.ink,
        };
        // ▲ for MAX, ▽ for MIN; leaves as squares (they only carry a value).
        ctx.begin_path();
        if node.children.is_empty() && !node.kind.is_unvisited() {
            ctx.rect(cx - R * 0.9, cy - R * 0.9, R * 1.8, R * 1.8);
        } else if max {
            ctx.move_to(cx, cy - R * 1.1);
            ctx.line_to(cx + R * 1.15, cy + R * 0.8);
            ctx.line_to(cx - R * 1.15, cy + R * 0.8);
            ctx.close_path();
        } else {
            ctx.move_to(cx, cy + R * 1.1);
            ctx.line_to(cx + R * 1.15, cy - R * 0.8);
            ctx.line_to(cx - R * 1.15, cy - R * 0.8);
            ctx.close_path();
        }
        ctx.set_fill_style_str(&colours.node);
        ctx.fill();
        ctx.set_stroke_style_str(colour);
        ctx.set_line_width(if matches!(seen, Seen::Open { .. }) { 3.0 } else { 1.6 });
        ctx.stroke();
        // The value, from MAX's side, once known; a leaf's value is printed even before.
        let shown = match seen {
            Seen::Done(v) => Some(Tree::max_value(node.ply, v)),
            _ => None,
        };
        ctx.set_fill_style_str(colour);
        ctx.set_font("600 13px system-ui, sans-serif");
        if let Some(v) = shown {
            let _ = ctx.fill_text(&number(v), cx, cy + if max { 3.0 } else { -3.0 });
        }
        // The name under the node, α/β beside open ones.
        ctx.set_font("11px system-ui, sans-serif");
        ctx.set_fill_style_str(if matches!(seen, Seen::NotYet | Seen::Skipped) {
            &colours.pruned
        } else {
            &colours.label
        });
        if !node.label.is_empty() {
            let _ = ctx.fill_text(&node.label, cx, cy + R + 11.0);
        }
        if let Seen::Open { alpha, beta } = seen {
            let view = Tree::max_view(node.ply, alpha, beta);
            ctx.set_fill_style_str(&colours.open);
            ctx.set_text_align("left");
            let _ = ctx.fill_text(&format!("α={}", number(view.alpha)), cx + R + 5.0, cy - 7.0);
            let _ = ctx.fill_text(&format!("β={}", number(view.beta)), cx + R + 5.0, cy + 7.0);
            ctx.set_text_align("center");
        }
        if node.cut && matches!(seen, Seen::Done(_)) {
            ctx.set_fill_style_str(&colours.open);
            ctx.set_font("600 13px system-ui, sans-serif");
            let _ = ctx.fill_text("✂", cx - R - 10.0, cy);
        }
    }
}

fn js_dash(dashed: bool) -> wasm_bindgen::JsValue {
    let array = js_sys::Array::new();
    if dashed {
        array.push(&4.0.into());
        array.push(&4.0.into());
    }
    array.into()
}

/// Draws a tic-tac-toe board filling `size` CSS pixels; `highlight` is a cell to mark (the
/// move of the selected node).
pub fn draw_tictactoe(ctx: &CanvasRenderingContext2d, board: &Board, size: f64, highlight: Option<usize>) {
    ctx.set_fill_style_str("#fbf8f1");
    ctx.fill_rect(0.0, 0.0, size, size);
    let cell = size / 3.0;
    if let Some(h) = highlight {
        ctx.set_fill_style_str("rgba(205, 210, 60, 0.45)");
        ctx.fill_rect((h % 3) as f64 * cell, (h / 3) as f64 * cell, cell, cell);
    }
    ctx.set_stroke_style_str(INK);
    ctx.set_line_width((size / 80.0).max(2.0));
    ctx.set_line_cap("round");
    for i in 1..3 {
        let p = f64::from(i) * cell;
        ctx.begin_path();
        ctx.move_to(p, cell * 0.08);
        ctx.line_to(p, size - cell * 0.08);
        ctx.move_to(cell * 0.08, p);
        ctx.line_to(size - cell * 0.08, p);
        ctx.stroke();
    }
    ctx.set_line_width((size / 40.0).max(3.0));
    for i in 0..9 {
        let (x, y) = ((i % 3) as f64 * cell, (i / 3) as f64 * cell);
        let pad = cell * 0.24;
        match board.cell(i) {
            Some(Mark::X) => {
                ctx.set_stroke_style_str("#2f5d8a");
                ctx.begin_path();
                ctx.move_to(x + pad, y + pad);
                ctx.line_to(x + cell - pad, y + cell - pad);
                ctx.move_to(x + cell - pad, y + pad);
                ctx.line_to(x + pad, y + cell - pad);
                ctx.stroke();
            }
            Some(Mark::O) => {
                ctx.set_stroke_style_str("#b5452b");
                ctx.begin_path();
                let _ = ctx.arc(x + cell / 2.0, y + cell / 2.0, cell / 2.0 - pad, 0.0, 2.0 * PI);
                ctx.stroke();
            }
            None => {}
        }
    }
    // Cell names in the corner, like a chess board's coordinates.
    ctx.set_fill_style_str(MUTED);
    ctx.set_font(&format!("{}px system-ui, sans-serif", (cell * 0.12).round()));
    ctx.set_text_align("left");
    ctx.set_text_baseline("top");
    for i in 0..9 {
        let (x, y) = ((i % 3) as f64 * cell, (i / 3) as f64 * cell);
        let _ = ctx.fill_text(&Board::cell_name(i), x + cell * 0.05, y + cell * 0.04);
    }
}

/// The cell under a point of a tic-tac-toe board drawn `size` pixels wide.
pub fn cell_at(x: f64, y: f64, size: f64) -> Option<usize> {
    // Written so that a NaN size is refused too.
    #[allow(clippy::neg_cmp_op_on_partial_ord)]
    let bad_size = !(size > 0.0);
    if bad_size || x < 0.0 || y < 0.0 || x >= size || y >= size {
        return None;
    }
    let col = (x / size * 3.0).floor() as usize;
    let row = (y / size * 3.0).floor() as usize;
    Some(row * 3 + col)
}

/// Arrows for a line of moves on the chess board: the first move boldest, later ones fainter,
/// the side to move at the root in green, the other in orange.
pub fn draw_arrows(ctx: &CanvasRenderingContext2d, moves: &[(Square, Square)], size: f64, orientation: Color) {
    let count = moves.len().max(1) as f64;
    for (i, &(from, to)) in moves.iter().enumerate() {
        let (fx, fy, side) = square_origin(from, size, orientation);
        let (tx, ty, _) = square_origin(to, size, orientation);
        let (x0, y0) = (fx + side / 2.0, fy + side / 2.0);
        let (x1, y1) = (tx + side / 2.0, ty + side / 2.0);
        let alpha = 0.85 - 0.45 * (i as f64 / count);
        let colour = if i.is_multiple_of(2) {
            format!("rgba(21, 120, 27, {alpha:.2})")
        } else {
            format!("rgba(200, 90, 10, {alpha:.2})")
        };
        let (ex, ey) = arrow(ctx, (x0, y0), (x1, y1), side, &colour);
        // The move number along the line.
        ctx.set_fill_style_str("#ffffff");
        ctx.set_font(&format!("700 {}px system-ui, sans-serif", (side * 0.22).round()));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        let _ = ctx.fill_text(&(i + 1).to_string(), (x0 + ex) / 2.0, (y0 + ey) / 2.0);
    }
}
