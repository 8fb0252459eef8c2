//! An exercise's tree as an SVG drawing, black on white, for a worksheet or a slide: MAX's nodes
//! as triangles pointing up, MIN's pointing down, leaves as squares with their values; under
//! every inner node an empty box for the student's value. The solution's drawing writes the
//! values in the boxes and greys the nodes alpha-beta never evaluates, with a cross on the edge
//! where the cut happened.
//!
//! Leaves stand side by side in their left-to-right order; an inner node stands over the middle
//! of its children; each ply is one row.

use std::fmt::Write;

use super::abstract_tree::AbstractTree;
use super::practice::{number_text, NodeFact, PracticeExercise};

const LEAF_GAP: f64 = 64.0;
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
pub fn exercise_svg(ex: &PracticeExercise, names: &[String], root: &str, solution: bool) -> String {
    spaced_svg(ex, names, root, solution, LEAF_GAP)
}

/// [`exercise_svg`] with the leaves `leaf_gap` apart.
pub fn spaced_svg(ex: &PracticeExercise, names: &[String], root: &str, solution: bool, leaf_gap: f64) -> String {
    let tree = ex.tree();
    let n = tree.len();
    // x: leaves in order, inner nodes over the middle of their children.
    let mut x = vec![0.0; n];
    let mut next_leaf = 0.0;
    place(tree, 0, &mut x, &mut next_leaf, leaf_gap);
    let leaves = tree.leaves().max(1) as f64;
    let width = MARGIN * 2.0 + (leaves - 1.0) * leaf_gap + 30.0;
    let height = MARGIN * 2.0 + f64::from(tree.height()) * ROW + 30.0;
    let depth = |id: u32| ex.path(id).0.len() as u32;
    let y = |id: u32| MARGIN + 14.0 + f64::from(depth(id)) * ROW;
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"13\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    let pruned = |id: u32| solution && matches!(ex.fact(id), NodeFact::Pruned(_));
    // Edges first, under the nodes.
    for id in 1..n as u32 {
        let parent = ex.parent(id).unwrap_or(0);
        let (x1, y1, x2, y2) = (x[parent as usize], y(parent) + SIZE / 2.0, x[id as usize], y(id) - SIZE / 2.0);
        let dash = if pruned(id) { " stroke-dasharray=\"4 3\" stroke=\"#888\"" } else { " stroke=\"black\"" };
        let _ = writeln!(out, "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\"{dash}/>");
        // The cut: a cross on the edge into the first node skipped below a searched parent.
        if pruned(id) && !pruned(parent) {
            let d = cut_cross((x1, y1), (x2, y2), 7.0);
            let _ = writeln!(out, "<path d=\"{d}\" stroke=\"black\" stroke-width=\"2.5\"/>");
        }
    }
    for id in 0..n as u32 {
        let (cx, cy) = (x[id as usize], y(id));
        let grey = pruned(id);
        let (stroke, fill, ink) = if grey { ("#888", "#eee", "#888") } else { ("black", "white", "black") };
        let h = SIZE / 2.0;
        let children = tree.children(id);
        if children.is_empty() {
            let _ = writeln!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{SIZE}\" height=\"{SIZE}\" fill=\"{fill}\" stroke=\"{stroke}\"/><text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"{ink}\">{}</text>",
                cx - h,
                cy - h,
                cy + 4.5,
                escape(&number_text(tree.leaf_value(id)))
            );
        } else {
            let max = depth(id).is_multiple_of(2);
            let points = if max {
                format!("{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", cx, cy - h, cx + h, cy + h, cx - h, cy + h)
            } else {
                format!("{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", cx - h, cy - h, cx + h, cy - h, cx, cy + h)
            };
            let _ = writeln!(out, "<polygon points=\"{points}\" fill=\"{fill}\" stroke=\"{stroke}\"/>");
            // The value's box beside the node: empty on the exercise, filled on the solution.
            let value = match (solution, ex.fact(id)) {
                (true, NodeFact::Searched { value, .. }) => number_text(value),
                _ => String::new(),
            };
            let _ = writeln!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"40\" height=\"20\" fill=\"white\" stroke=\"{stroke}\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
                cx + h + 4.0,
                cy - 10.0,
                cx + h + 24.0,
                cy + 4.5,
                escape(&value)
            );
        }
        let name = match names.get(id as usize).filter(|s| !s.is_empty()) {
            Some(label) => format!("{} {label}", AbstractTree::name(id)),
            None if id == 0 => root.to_string(),
            None => AbstractTree::name(id),
        };
        let _ = writeln!(
            out,
            "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"11\" fill=\"{ink}\">{}</text>",
            cy - h - 5.0,
            escape(&name)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// Places the subtree under `id`: its leaves from `next_leaf` on.
fn place(tree: &AbstractTree, id: u32, x: &mut [f64], next_leaf: &mut f64, leaf_gap: f64) {
    let children = tree.children(id);
    if children.is_empty() {
        x[id as usize] = MARGIN + *next_leaf * leaf_gap;
        *next_leaf += 1.0;
        return;
    }
    for &c in children {
        place(tree, c, x, next_leaf, leaf_gap);
    }
    let (first, last) = (children[0] as usize, children[children.len() - 1] as usize);
    x[id as usize] = (x[first] + x[last]) / 2.0;
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
