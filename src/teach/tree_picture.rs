//! The teaching view's picture of a searched tree at a step of its walk, as SVG text: every
//! node of a [`TreeLayout`] (▲ MAX, ▽ MIN, leaves as squares), the rows named at the left,
//! values from MAX's side, the open nodes' windows (α, β), the pruned subtrees greyed with
//! their leaves' values and a cross on the edge where each cut happened, and, once the root has
//! its value, the principal variation as a highlighted path from the root to its leaf.
//!
//! Colours and type are the page's style sheet's (classes, no colours written here), so the
//! picture follows the page's light or dark theme. Each node is one element,
//! `<g data-node="<path>" data-state="searched|pruned|unvisited" data-id="<recorded node>">`:
//! `data-state` is what the walk has done there at this step (reached, skipped by a cut, or
//! neither yet), `data-id` the recorded node a click on it selects.

use std::fmt::Write;

use super::practice::number_text;
use super::tree::Tree;
use super::tree_layout::{Shape, TreeLayout, R, ROW, ROW_NAMES};
use super::tree_svg::cut_cross;
use super::walk::{Seen, Walk};

/// What the walk has done at a node so far.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reached {
    /// Entered (and maybe left).
    Searched,
    /// Skipped by a cut that has happened, or below a node so skipped.
    Pruned,
    /// Not reached yet.
    Unvisited,
}

impl Reached {
    pub fn name(self) -> &'static str {
        match self {
            Reached::Searched => "searched",
            Reached::Pruned => "pruned",
            Reached::Unvisited => "unvisited",
        }
    }
}

/// How a node looks at a step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Look {
    pub reached: Reached,
    /// Entered and not yet left: its window (α, β) from MAX's side.
    pub open: Option<(i32, i32)>,
    /// The value written in it, from MAX's side: the value it returned, or a leaf's own.
    pub value: Option<i32>,
    /// On the principal variation, drawn once the root has its value.
    pub pv: bool,
}

/// How every spot of `layout` looks at `walk`'s step.
pub fn looks(layout: &TreeLayout, walk: &Walk) -> Vec<Look> {
    let finished = !walk.tree.nodes.is_empty() && matches!(walk.seen(0), Seen::Done(_));
    let mut on_pv = vec![false; walk.tree.nodes.len()];
    if finished {
        on_pv[0] = true;
        for id in walk.tree.principal_variation() {
            on_pv[id as usize] = true;
        }
    }
    layout
        .spots
        .iter()
        .map(|spot| {
            let own = spot.value;
            let Some(id) = spot.recorded else {
                let reached = match walk.seen(spot.stands_for) {
                    Seen::Skipped => Reached::Pruned,
                    _ => Reached::Unvisited,
                };
                return Look { reached, open: None, value: own, pv: false };
            };
            let pv = on_pv[id as usize];
            match walk.seen(id) {
                Seen::NotYet => Look { reached: Reached::Unvisited, open: None, value: own, pv },
                Seen::Skipped => Look { reached: Reached::Pruned, open: None, value: own, pv },
                Seen::Open { alpha, beta } => {
                    let view = Tree::max_view(spot.ply, alpha, beta);
                    Look { reached: Reached::Searched, open: Some((view.alpha, view.beta)), value: own, pv }
                }
                Seen::Done(v) => {
                    Look { reached: Reached::Searched, open: None, value: Some(Tree::max_value(spot.ply, v)), pv }
                }
            }
        })
        .collect()
}

/// The SVG of `layout` at `walk`'s step: `selected` (a recorded node) ringed, `view` the part
/// of the drawing shown (its `viewBox`: left, top, width, height).
pub fn picture(layout: &TreeLayout, walk: &Walk, selected: Option<u32>, view: [f64; 4]) -> String {
    let looks = looks(layout, walk);
    let mut out = String::with_capacity(400 + layout.spots.len() * 420);
    let [vx, vy, vw, vh] = view;
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"tree-svg\" viewBox=\"{vx:.1} {vy:.1} {vw:.1} {vh:.1}\" preserveAspectRatio=\"xMidYMid meet\">"
    );
    // The ring behind the selected node.
    if let Some(s) = selected.and_then(|id| layout.spot_of(id)) {
        let spot = &layout.spots[s];
        let r = layout.half(s).max(R) + 8.0;
        let _ = write!(out, "<circle class=\"ring\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\"/>", spot.x, spot.y);
    }
    // Edges, then the cuts' crosses over them, then the nodes.
    out.push_str("<g class=\"edges\">");
    for (i, look) in looks.iter().enumerate() {
        let Some(((x1, y1), (x2, y2))) = layout.edge(i) else { continue };
        let pv = if look.pv { " pv" } else { "" };
        let _ = write!(
            out,
            "<line class=\"edge {}{pv}\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\"/>",
            look.reached.name()
        );
    }
    out.push_str("</g><g class=\"cuts\">");
    for (i, look) in looks.iter().enumerate() {
        let cut = look.reached == Reached::Pruned
            && layout.spots[i].parent.is_some_and(|p| looks[p].reached == Reached::Searched);
        let Some((from, to)) = layout.edge(i).filter(|_| cut) else { continue };
        let _ = write!(out, "<path class=\"cut\" d=\"{}\"/>", cut_cross(from, to, 6.0));
    }
    out.push_str("</g>");
    for (i, look) in looks.iter().enumerate() {
        node(&mut out, layout, i, look, selected);
    }
    rows(&mut out, layout, view);
    out.push_str("</svg>");
    out
}

/// Each row's name (who is to move at its nodes), over a strip at the left edge of the part
/// shown, so that it stays in view when the drawing is moved ([`rows_shift`]).
fn rows(out: &mut String, layout: &TreeLayout, view: [f64; 4]) {
    let deepest = layout.spots.iter().map(|s| s.ply).max().unwrap_or(0);
    let top = layout.spots.first().map_or(R, |s| s.y);
    let _ = write!(
        out,
        "<g class=\"rows\" transform=\"translate({:.1} 0)\"><rect class=\"rows-strip\" x=\"0\" y=\"0\" width=\"{:.1}\" height=\"{:.1}\"/>",
        rows_shift(view),
        ROW_NAMES - 4.0,
        layout.height
    );
    for ply in 0..=deepest {
        let (class, name) = if ply.is_multiple_of(2) { ("max", "▲ MAX") } else { ("min", "▽ MIN") };
        let y = top + f64::from(ply) * ROW;
        let _ = write!(out, "<text class=\"rowname {class}\" x=\"6\" y=\"{y:.1}\" dy=\".35em\">{name}</text>");
    }
    out.push_str("</g>");
}

/// How far right the rows' names move for the part shown: to its left edge, never left of the
/// drawing's.
pub fn rows_shift(view: [f64; 4]) -> f64 {
    view[0].max(0.0)
}

/// One node's element: its shape, value, name and (open) window.
fn node(out: &mut String, layout: &TreeLayout, i: usize, look: &Look, selected: Option<u32>) {
    let spot = &layout.spots[i];
    let (cx, cy) = (spot.x, spot.y);
    let shape = match spot.shape {
        Shape::Max => "max",
        Shape::Min => "min",
        Shape::Leaf => "leaf",
    };
    let state = look.reached.name();
    let mut class = format!("node {shape} {state}");
    if look.open.is_some() {
        class.push_str(" open");
    }
    if look.pv {
        class.push_str(" pv");
    }
    if spot.recorded.is_some() && spot.recorded == selected {
        class.push_str(" selected");
    }
    let _ = write!(
        out,
        "<g class=\"{class}\" data-node=\"{}\" data-state=\"{state}\" data-id=\"{}\">",
        spot.path, spot.stands_for
    );
    let h = layout.half(i);
    let (up, down) = layout.reach(i);
    match spot.shape {
        Shape::Leaf => {
            let _ = write!(
                out,
                "<rect class=\"shape\" x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"2\"/>",
                cx - h,
                cy - up,
                2.0 * h,
                up + down
            );
        }
        Shape::Max => {
            let _ = write!(
                out,
                "<polygon class=\"shape\" points=\"{cx:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\"/>",
                cy - up,
                cx + h,
                cy + down,
                cx - h,
                cy + down
            );
        }
        Shape::Min => {
            let _ = write!(
                out,
                "<polygon class=\"shape\" points=\"{cx:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\"/>",
                cy + down,
                cx + h,
                cy - up,
                cx - h,
                cy - up
            );
        }
    }
    if let Some(v) = look.value {
        let b = layout.value_box(i);
        let _ = write!(
            out,
            "<text class=\"value\" x=\"{cx:.1}\" y=\"{:.1}\" dy=\".35em\">{}</text>",
            b.y + b.h / 2.0,
            number_text(v)
        );
    }
    if !spot.name.is_empty() {
        let b = layout.name_box(i);
        let (x, anchor) = if spot.shape == Shape::Leaf { (cx, "middle") } else { (b.x + b.w, "end") };
        let _ = write!(
            out,
            "<text class=\"name\" x=\"{x:.1}\" y=\"{:.1}\" dy=\".35em\" text-anchor=\"{anchor}\">{}</text>",
            b.y + b.h / 2.0,
            escape(&spot.name)
        );
    }
    if let Some((alpha, beta)) = look.open {
        let b = layout.window_box(i);
        let (x, anchor) = if spot.shape == Shape::Leaf { (cx, "middle") } else { (b.x, "start") };
        let lines = [format!("α={}", number_text(alpha)), format!("β={}", number_text(beta))];
        for (k, text) in lines.iter().enumerate() {
            let y = b.y + layout.window_line() / 2.0 + k as f64 * layout.window_line();
            let _ = write!(
                out,
                "<text class=\"window\" x=\"{x:.1}\" y=\"{y:.1}\" dy=\".35em\" text-anchor=\"{anchor}\">{text}</text>"
            );
        }
    }
    out.push_str("</g>");
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
