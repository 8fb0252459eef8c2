//! An exercise's tree as an SVG drawing, black on white, for a worksheet or a slide: MAX's nodes
//! as triangles pointing up, MIN's pointing down, leaves as squares with their values; under
//! every inner node an empty box for the student's value. The solution's drawing writes the
//! values in the boxes and greys the nodes alpha-beta never evaluates, with a cross on the edge
//! where the cut happened.
//!
//! Leaves stand side by side in their left-to-right order; an inner node stands over the middle
//! of its children; each ply is one row.
//!
//! A wide tree (an 81-leaf exercise, a chess position's) is drawn compact: small squares, the
//! leaves as close as their names allow, a chess move under its node's letter, each value's box
//! under its node; and the picture says its printed size in millimetres, an A4 page's width
//! (landscape) at most, so that printed whole on one page its smallest text is about 6 pt.

use std::fmt::Write;

use super::abstract_tree::AbstractTree;
use super::practice::{number_text, NodeFact, PracticeExercise};

const LEAF_GAP: f64 = 64.0;
/// A wide tree's drawing: its leaves at least this far apart, its text this size.
const COMPACT_GAP: f64 = 17.0;
const COMPACT_FONT: f64 = 11.0;
/// The printed width past which a tree is drawn compact, and the most a picture prints: an A4
/// page's width in landscape less 10 mm margins, in millimetres and in CSS pixels (96 to the
/// inch); and its height.
const PAGE_MM: f64 = 277.0;
const PAGE_PX: f64 = PAGE_MM / 25.4 * 96.0;
const PAGE_HEIGHT_MM: f64 = 190.0;
/// A character's width in ems, generous for the faces a viewer uses.
const EM: f64 = 0.62;
/// The leaves' spacing on a worksheet, where several trees share a page and no node is named
/// by a move.
pub const WORKSHEET_LEAF_GAP: f64 = 38.0;
const ROW: f64 = 96.0;
const MARGIN: f64 = 40.0;
const SIZE: f64 = 28.0;

/// The path (`d`) of the cross that marks a cut: two strokes `half` long each way, crossing at
/// the middle of the edge from `from` to `to`. The worksheet's solution and the teaching view's
/// picture ([`super::tree_picture`]) draw the same cross.
pub fn cut_cross(from: (f64, f64), to: (f64, f64), half: f64) -> String {
    let (mx, my) = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
    format!(
        "M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}",
        mx - half,
        my - half,
        mx + half,
        my + half,
        mx - half,
        my + half,
        mx + half,
        my - half
    )
}

/// The SVG text of `ex`'s tree: `names[i]` labels node `i` (breadth-first; missing or empty: its
/// letter, and `root` for the root), `solution` fills in the walk's answer.
/// A wide tree is drawn compact, and the picture says its printed size.
pub fn exercise_svg(ex: &PracticeExercise, names: &[String], root: &str, solution: bool) -> String {
    draw(ex, names, root, solution, LEAF_GAP, true)
}

/// [`exercise_svg`] with the leaves `leaf_gap` apart, never compact, its size in pixels (a
/// worksheet's picture, which its page scales to its column).
pub fn spaced_svg(ex: &PracticeExercise, names: &[String], root: &str, solution: bool, leaf_gap: f64) -> String {
    draw(ex, names, root, solution, leaf_gap, false)
}

/// A drawing's sizes.
struct Geometry {
    /// Between two leaves.
    gap: f64,
    /// A node's size.
    size: f64,
    /// The values' text and the names' text.
    font: f64,
    name_font: f64,
    margin: f64,
    /// A compact drawing: each value's box under its node, a chess move under its letter.
    compact: bool,
}

impl Geometry {
    fn roomy(leaf_gap: f64) -> Geometry {
        Geometry { gap: leaf_gap, size: SIZE, font: 13.0, name_font: 11.0, margin: MARGIN, compact: false }
    }

    /// The compact drawing of a tree whose leaves' longest line is `longest` characters.
    fn compact(longest: usize) -> Geometry {
        let gap = COMPACT_GAP.max(longest as f64 * COMPACT_FONT * EM + 3.0);
        Geometry { gap, size: 16.0, font: COMPACT_FONT, name_font: COMPACT_FONT, margin: 12.0, compact: true }
    }

    fn width(&self, leaves: usize) -> f64 {
        self.margin * 2.0 + (leaves.max(1) as f64 - 1.0) * self.gap + 30.0
    }
}

/// The picture, the leaves `leaf_gap` apart; `for_print`: compact when wide, its printed size
/// in millimetres when larger than an A4 page.
fn draw(ex: &PracticeExercise, names: &[String], root: &str, solution: bool, leaf_gap: f64, for_print: bool) -> String {
    let tree = ex.tree();
    let n = tree.len();
    let name_of = |id: u32| match names.get(id as usize).filter(|s| !s.is_empty()) {
        Some(label) => format!("{} {label}", AbstractTree::name(id)),
        None if id == 0 => root.to_string(),
        None => AbstractTree::name(id),
    };
    let mut g = Geometry::roomy(leaf_gap);
    if for_print && g.width(tree.leaves()) > PAGE_PX {
        // The widest line under a leaf's pitch: a name's word, or a leaf's value.
        let longest = (0..n as u32)
            .filter(|&id| tree.children(id).is_empty())
            .flat_map(|id| {
                let words: Vec<usize> = name_of(id).split(' ').map(|w| w.chars().count()).collect();
                words.into_iter().chain(std::iter::once(number_text(tree.leaf_value(id)).chars().count()))
            })
            .max()
            .unwrap_or(2);
        g = Geometry::compact(longest);
    }
    let (size, font) = (g.size, g.font);
    // The value's box: beside a node, or under it in a compact drawing.
    let (box_w, box_h) = if g.compact { (font * 2.6, font * 1.6) } else { (40.0, 20.0) };
    let row = if g.compact { ROW * 0.8 } else { ROW };
    // x: leaves in order, inner nodes over the middle of their children.
    let mut x = vec![0.0; n];
    let mut next_leaf = 0.0;
    place(tree, 0, &mut x, &mut next_leaf, g.gap, g.margin);
    let width = g.width(tree.leaves());
    let height = g.margin * 2.0 + f64::from(tree.height()) * row + 30.0 + if g.compact { font * 4.0 } else { 0.0 };
    let depth = |id: u32| ex.path(id).0.len() as u32;
    let y = |id: u32| g.margin + 14.0 + if g.compact { font * 2.0 } else { 0.0 } + f64::from(depth(id)) * row;
    let mut out = String::new();
    // Printed, no wider than an A4 page (landscape), nor taller.
    let (w_mm, h_mm) = (width / 96.0 * 25.4, height / 96.0 * 25.4);
    let fit = (PAGE_MM / w_mm).min(PAGE_HEIGHT_MM / h_mm);
    let (print_w, print_h) = if for_print && fit < 1.0 {
        (format!("{:.1}mm", w_mm * fit), format!("{:.1}mm", h_mm * fit))
    } else {
        (format!("{width:.0}"), format!("{height:.0}"))
    };
    let family = if g.compact { "'DejaVu Sans Condensed', 'Arial Narrow', Arial, sans-serif" } else { "sans-serif" };
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{print_w}\" height=\"{print_h}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"{family}\" font-size=\"{font}\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    let pruned = |id: u32| solution && matches!(ex.fact(id), NodeFact::Pruned(_));
    let h = size / 2.0;
    // A node's name: compact, a chess move on a line of its own under the letter.
    let lines_of = |id: u32| -> Vec<String> {
        let name = name_of(id);
        if g.compact && id != 0 {
            name.splitn(2, ' ').map(str::to_string).collect()
        } else {
            vec![name]
        }
    };
    let name_lines = |id: u32| lines_of(id).len();
    // Where an edge leaves a node: under its shape, or under its value's box in a compact drawing.
    let below = |id: u32| if g.compact && !tree.children(id).is_empty() { h + 2.0 + box_h } else { h };
    // Where an edge enters a node: its shape's top, or in a compact drawing its name's.
    let under = |id: u32| g.compact && tree.children(id).is_empty();
    let above = |id: u32| if g.compact && !under(id) { h + 3.0 + name_lines(id) as f64 * g.name_font * 1.1 } else { h };
    // Edges first, under the nodes.
    for id in 1..n as u32 {
        let parent = ex.parent(id).unwrap_or(0);
        let (x1, y1, x2, y2) = (x[parent as usize], y(parent) + below(parent), x[id as usize], y(id) - above(id));
        let dash = if pruned(id) { " stroke-dasharray=\"4 3\" stroke=\"#888\"" } else { " stroke=\"black\"" };
        let _ = writeln!(out, "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\"{dash}/>");
        // The cut: a cross on the edge into the first node skipped below a searched parent.
        if pruned(id) && !pruned(parent) {
            let d = cut_cross((x1, y1), (x2, y2), size / 4.0);
            let _ = writeln!(out, "<path d=\"{d}\" stroke=\"black\" stroke-width=\"2.5\"/>");
        }
    }
    let baseline = font * 0.35;
    for id in 0..n as u32 {
        let (cx, cy) = (x[id as usize], y(id));
        let grey = pruned(id);
        let (stroke, fill, ink) = if grey { ("#888", "#eee", "#888") } else { ("black", "white", "black") };
        let children = tree.children(id);
        if children.is_empty() {
            // A square, widened to a long value as far as the leaves' spacing allows.
            let value = number_text(tree.leaf_value(id));
            let w = (value.chars().count() as f64 * font * EM + 4.0).clamp(size, (g.gap - 2.0).max(size));
            let _ = writeln!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"{size}\" fill=\"{fill}\" stroke=\"{stroke}\"/><text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"{ink}\">{}</text>",
                cx - w / 2.0,
                cy - h,
                cy + baseline,
                escape(&value)
            );
        } else {
            let max = depth(id).is_multiple_of(2);
            let points = if max {
                format!("{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", cx, cy - h, cx + h, cy + h, cx - h, cy + h)
            } else {
                format!("{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", cx - h, cy - h, cx + h, cy - h, cx, cy + h)
            };
            let _ = writeln!(out, "<polygon points=\"{points}\" fill=\"{fill}\" stroke=\"{stroke}\"/>");
            // The value's box beside the node (compact: under it): empty on the exercise,
            // filled on the solution.
            let value = match (solution, ex.fact(id)) {
                (true, NodeFact::Searched { value, .. }) => number_text(value),
                _ => String::new(),
            };
            let (bx, by) = if g.compact { (cx - box_w / 2.0, cy + h + 2.0) } else { (cx + h + 4.0, cy - box_h / 2.0) };
            let _ = writeln!(
                out,
                "<rect x=\"{bx:.1}\" y=\"{by:.1}\" width=\"{box_w:.1}\" height=\"{box_h:.1}\" fill=\"white\" stroke=\"{stroke}\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
                bx + box_w / 2.0,
                by + box_h / 2.0 + baseline,
                escape(&value)
            );
        }
        // The name over the node.
        let lines = lines_of(id);
        for (k, line) in lines.iter().enumerate() {
            let step = g.name_font * 1.1;
            // Compact, a leaf's name under it, clear of the edges that meet over it.
            let ty = if under(id) {
                cy + h + 2.0 + g.name_font * 0.8 + k as f64 * step
            } else {
                cy - h - if g.compact { 3.0 } else { 5.0 } - (lines.len() - 1 - k) as f64 * step
            };
            let _ = writeln!(
                out,
                "<text x=\"{cx:.1}\" y=\"{ty:.1}\" text-anchor=\"middle\" font-size=\"{}\" fill=\"{ink}\">{}</text>",
                g.name_font,
                escape(line)
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// Places the subtree under `id`: its leaves from `next_leaf` on.
fn place(tree: &AbstractTree, id: u32, x: &mut [f64], next_leaf: &mut f64, leaf_gap: f64, margin: f64) {
    let children = tree.children(id);
    if children.is_empty() {
        x[id as usize] = margin + *next_leaf * leaf_gap;
        *next_leaf += 1.0;
        return;
    }
    for &c in children {
        place(tree, c, x, next_leaf, leaf_gap, margin);
    }
    let (first, last) = (children[0] as usize, children[children.len() - 1] as usize);
    x[id as usize] = (x[first] + x[last]) / 2.0;
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
