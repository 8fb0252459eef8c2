//! Where every node of a searched game tree is drawn, and where its texts go so that no edge
//! crosses them: the teaching view's picture of the tree ([`super::tree_picture`]) worked out
//! without a browser. It does not say how a node looks at a step of the walk; that is the
//! picture's.
//!
//! Every node is drawn, the pruned ones too. A recorded search keeps the moves a cut skipped
//! but not what lies below them, so for an abstract tree (whose game is known) each skipped
//! subtree is grown again from the game, its leaves with their values.
//!
//! Each ply is one row. A row's *band*, the height of its node shapes, holds every text of an
//! inner node: its name at the left, its window (α, β) at the right, its value inside. Edges
//! run only between bands (from the bottom of a node's shape to the top of its child's), so no
//! edge can cross those texts. A leaf's name and window go under it, in the room down to the
//! next row; that room is kept free, as wide as the texts, so no node stands there and no edge
//! passes through it. Subtrees are packed left to right as close as their rows allow (a tidy
//! tree: each subtree's outline per row, the next subtree moved right until no row overlaps),
//! each parent centred over its first and last child.
//!
//! Nodes are named by their path, as the practice page names them ([`NodePath`]: `root`,
//! `0`, `0.1`, …, the child indices in the game's order).

use super::abstract_tree::AbstractTree;
use super::practice::{number_text, NodePath};
use super::tree::Tree;

/// Half the height of a node's shape; a row's band is twice this.
pub const R: f64 = 14.0;
/// From one row to the next.
pub const ROW: f64 = 90.0;
/// The size of names, of windows and of values (the style sheet's).
pub const FONT: f64 = 12.0;
pub const WINDOW_FONT: f64 = 11.0;
pub const VALUE_FONT: f64 = 14.0;
/// The height of a line of text under a leaf.
pub const LINE: f64 = 14.0;
/// The height of a line of a window (α over β).
pub const WINDOW_LINE: f64 = 12.0;
const MARGIN: f64 = 20.0;
/// Room at the left for the rows' names (▲ MAX, ▽ MIN).
pub const ROW_NAMES: f64 = 46.0;
/// Between two nodes' footprints in a row.
const GAP: f64 = 8.0;
/// Between a shape and a text beside it.
pub const PAD: f64 = 3.0;
/// A character's width in ems, generous for the sans-serif faces a page uses.
const EM: f64 = 0.62;

/// How a node is drawn: MAX to move (▲), MIN to move (▽), or a leaf (a square).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Max,
    Min,
    Leaf,
}

/// A box of the drawing: left, top, width, height.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    /// Whether the segment from `a` to `b` passes through the box.
    pub fn crossed_by(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        // Liang–Barsky clipping of the segment against the box.
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        let sides =
            [(-dx, a.0 - self.x), (dx, self.x + self.w - a.0), (-dy, a.1 - self.y), (dy, self.y + self.h - a.1)];
        for (p, q) in sides {
            if p == 0.0 {
                if q < 0.0 {
                    return false;
                }
            } else {
                let t = q / p;
                if p < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
            }
        }
        t0 < t1
    }
}

/// One drawn node.
#[derive(Clone, Debug)]
pub struct Spot {
    pub path: NodePath,
    /// Its parent among the spots (`None` at the root).
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    pub ply: u32,
    /// The move that leads here (the notes' letter); empty at the root.
    pub name: String,
    /// A leaf's value from MAX's side, when the game gives it.
    pub value: Option<i32>,
    /// Its node in the recorded tree; `None` for a node grown from the game under a skipped one.
    pub recorded: Option<u32>,
    /// The recorded node a click on it goes to: its own, or the skipped node above it.
    pub stands_for: u32,
    pub shape: Shape,
    pub x: f64,
    pub y: f64,
}

/// Every node of a tree placed, and the drawing's size.
#[derive(Clone, Debug)]
pub struct TreeLayout {
    /// Root first, then depth first, children left to right.
    pub spots: Vec<Spot>,
    pub width: f64,
    pub height: f64,
    /// Half the width of an inner node's shape and of a leaf's square.
    pub inner_half: f64,
    pub leaf_half: f64,
    /// The widest window line ("α=−∞").
    window_width: f64,
    /// For every recorded node, its spot.
    by_recorded: Vec<usize>,
    /// The text's size against the drawing's (1: the style sheet's sizes; larger on a
    /// projector's screen, presentation): names, windows and values, and their lines.
    pub type_scale: f64,
}

/// The width of `text` at `size`, estimated from its length.
pub fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * EM
}

impl TreeLayout {
    /// Places every node of `tree`, growing its skipped subtrees from `game` when it is given.
    pub fn new(tree: &Tree, game: Option<&AbstractTree>) -> TreeLayout {
        TreeLayout::with_type(tree, game, 1.0)
    }

    /// [`TreeLayout::new`] with its text `type_scale` times its usual size, the room around
    /// every text grown to match.
    pub fn with_type(tree: &Tree, game: Option<&AbstractTree>, type_scale: f64) -> TreeLayout {
        let k = type_scale;
        let mut spots: Vec<Spot> = Vec::new();
        let mut by_recorded = vec![0; tree.nodes.len()];
        if !tree.nodes.is_empty() {
            grow(tree, game, &mut spots, &mut by_recorded);
        }
        // Shapes and windows as wide as the longest value needs.
        let longest = spots.iter().filter_map(|s| s.value).map(|v| number_text(v).chars().count()).max().unwrap_or(1);
        let longest = longest.max(2);
        let value_width = longest as f64 * VALUE_FONT * k * EM;
        let inner_half = (1.15 * R * k).max(value_width / 2.0 + 9.0);
        let leaf_half = (0.9 * R * k).max(value_width / 2.0 + 4.0);
        let window_width = text_width("α=", WINDOW_FONT * k) + longest as f64 * WINDOW_FONT * k * EM;
        let mut layout = TreeLayout {
            spots,
            width: 0.0,
            height: 0.0,
            inner_half,
            leaf_half,
            window_width,
            by_recorded,
            type_scale: k,
        };
        layout.place();
        layout
    }

    /// The spot of recorded node `id`.
    pub fn spot_of(&self, id: u32) -> Option<usize> {
        self.by_recorded.get(id as usize).copied().filter(|&s| s < self.spots.len())
    }

    pub fn leaves(&self) -> usize {
        self.spots.iter().filter(|s| s.children.is_empty()).count()
    }

    /// Half the width of spot `i`'s shape.
    pub fn half(&self, i: usize) -> f64 {
        if self.spots[i].shape == Shape::Leaf {
            self.leaf_half
        } else {
            self.inner_half
        }
    }

    /// How far spot `i`'s shape reaches above and below its centre.
    pub fn reach(&self, i: usize) -> (f64, f64) {
        match self.spots[i].shape {
            // The shapes grow with the text they hold.
            Shape::Max => (1.1 * R * self.type_scale, 0.8 * R * self.type_scale),
            Shape::Min => (0.8 * R * self.type_scale, 1.1 * R * self.type_scale),
            Shape::Leaf => (0.9 * R * self.type_scale, 0.9 * R * self.type_scale),
        }
    }

    /// The edge into spot `i` (none at the root): from the bottom of its parent's shape to the
    /// top of its own.
    pub fn edge(&self, i: usize) -> Option<((f64, f64), (f64, f64))> {
        let p = self.spots[i].parent?;
        let (from, to) = (&self.spots[p], &self.spots[i]);
        Some(((from.x, from.y + self.reach(p).1), (to.x, to.y - self.reach(i).0)))
    }

    /// A line of a name, and of a window, at this layout's type.
    fn line(&self) -> f64 {
        LINE * self.type_scale
    }

    pub fn window_line(&self) -> f64 {
        WINDOW_LINE * self.type_scale
    }

    /// Where spot `i`'s name is written.
    pub fn name_box(&self, i: usize) -> Rect {
        let s = &self.spots[i];
        let w = text_width(&s.name, FONT * self.type_scale);
        let line = self.line();
        if s.shape == Shape::Leaf {
            Rect { x: s.x - w / 2.0, y: s.y + self.reach(i).1 + 2.0, w, h: line }
        } else {
            Rect { x: s.x - self.inner_half - PAD - w, y: s.y - line / 2.0, w, h: line }
        }
    }

    /// Where spot `i`'s window is written while it is open: two lines, α over β.
    pub fn window_box(&self, i: usize) -> Rect {
        let s = &self.spots[i];
        let w = self.window_width;
        let (line, window_line) = (self.line(), self.window_line());
        if s.shape == Shape::Leaf {
            Rect { x: s.x - w / 2.0, y: s.y + self.reach(i).1 + 2.0 + line, w, h: 2.0 * window_line }
        } else {
            Rect { x: s.x + self.inner_half + PAD, y: s.y - window_line, w, h: 2.0 * window_line }
        }
    }

    /// Where spot `i`'s value is written: inside its shape.
    pub fn value_box(&self, i: usize) -> Rect {
        let s = &self.spots[i];
        let w = 2.0 * self.half(i) - 8.0;
        let dy = match s.shape {
            Shape::Max => 3.0,
            Shape::Min => -3.0,
            Shape::Leaf => 0.0,
        };
        Rect { x: s.x - w / 2.0, y: s.y + dy - VALUE_FONT * self.type_scale / 2.0, w, h: VALUE_FONT * self.type_scale }
    }

    /// The spot whose shape is under the point (`x`, `y`) of the drawing, if any.
    pub fn at(&self, x: f64, y: f64) -> Option<usize> {
        (0..self.spots.len()).find(|&i| {
            let s = &self.spots[i];
            let (up, down) = self.reach(i);
            (x - s.x).abs() <= self.half(i) + 4.0 && y >= s.y - up - 4.0 && y <= s.y + down + 4.0
        })
    }

    /// How far spot `i`'s footprint (shape and texts) reaches left and right of its centre on
    /// its own row; a leaf's, its shape and its name.
    fn footprint(&self, i: usize) -> (f64, f64) {
        let s = &self.spots[i];
        if s.shape == Shape::Leaf {
            let w = self.leaf_half.max(text_width(&s.name, FONT * self.type_scale) / 2.0);
            (-w, w)
        } else {
            (
                -(self.inner_half + PAD + text_width(&s.name, FONT * self.type_scale)),
                self.inner_half + PAD + self.window_width,
            )
        }
    }

    /// Works out every spot's x and y, and the drawing's size.
    fn place(&mut self) {
        let n = self.spots.len();
        if n == 0 {
            return;
        }
        // Post-order (children have higher indices than their parent): each subtree's outline
        // per row, relative to its top, and each child's offset from its parent.
        let mut outline: Vec<Vec<(f64, f64)>> = vec![Vec::new(); n];
        let mut offset = vec![0.0; n];
        for i in (0..n).rev() {
            let own = self.footprint(i);
            let children = self.spots[i].children.clone();
            if children.is_empty() {
                // Under a leaf, its window while it is open: one leaf is open at a time, so
                // leaves side by side need no room for it, but a deeper neighbour's node does.
                let w = own.1.max(self.window_width / 2.0);
                outline[i] = vec![own, (-w, w)];
                continue;
            }
            let mut merged: Vec<(f64, f64)> = Vec::new();
            let mut at = Vec::with_capacity(children.len());
            for &c in &children {
                let rows = std::mem::take(&mut outline[c]);
                let shift = merged
                    .iter()
                    .zip(&rows)
                    .map(|(&(_, right), &(left, _))| right - left + GAP)
                    .fold(f64::NEG_INFINITY, f64::max);
                let shift = if merged.is_empty() { 0.0 } else { shift.max(0.0) };
                for (k, &(left, right)) in rows.iter().enumerate() {
                    match merged.get_mut(k) {
                        Some(m) => *m = (m.0.min(left + shift), m.1.max(right + shift)),
                        None => merged.push((left + shift, right + shift)),
                    }
                }
                at.push(shift);
            }
            let centre = (at[0] + at[at.len() - 1]) / 2.0;
            for (&c, &x) in children.iter().zip(&at) {
                offset[c] = x - centre;
            }
            let mut rows = vec![own];
            rows.extend(merged.into_iter().map(|(l, r)| (l - centre, r - centre)));
            outline[i] = rows;
        }
        let left = outline[0].iter().map(|r| r.0).fold(0.0, f64::min);
        let right = outline[0].iter().map(|r| r.1).fold(0.0, f64::max);
        let origin = MARGIN + ROW_NAMES - left;
        let mut deepest = 0;
        for (i, &off) in offset.iter().enumerate() {
            let s = &self.spots[i];
            let x = s.parent.map_or(origin, |p| self.spots[p].x + off);
            let y = MARGIN + R + f64::from(s.ply) * ROW;
            deepest = deepest.max(s.ply);
            self.spots[i].x = x;
            self.spots[i].y = y;
        }
        self.width = origin + right + MARGIN;
        // Under the deepest row: a leaf's name and window.
        self.height = MARGIN
            + R
            + f64::from(deepest) * ROW
            + 0.9 * R * self.type_scale
            + 2.0
            + self.line()
            + 2.0 * self.window_line()
            + MARGIN;
    }
}

/// Lists the spots: the recorded tree depth first, and under each skipped node without
/// recorded children the game's subtree.
fn grow(tree: &Tree, game: Option<&AbstractTree>, spots: &mut Vec<Spot>, by_recorded: &mut [usize]) {
    /// What a spot stands for while it is listed.
    #[derive(Copy, Clone)]
    enum From {
        Recorded(u32),
        Game { node: u32, skipped: u32 },
    }
    let game_node = |id: u32| game.and_then(|_| tree.nodes[id as usize].code.parse::<u32>().ok());
    // (what, parent spot, index among its siblings)
    let mut stack = vec![(From::Recorded(0), None::<usize>, 0u32)];
    while let Some((what, parent, index)) = stack.pop() {
        let mut path = parent.map_or(NodePath::ROOT, |p: usize| spots[p].path.clone());
        if parent.is_some() {
            path.0.push(index);
        }
        let ply = parent.map_or(0, |p| spots[p].ply + 1);
        let me = spots.len();
        let (name, value, recorded, stands_for, below) = match what {
            From::Recorded(id) => {
                by_recorded[id as usize] = me;
                let node = &tree.nodes[id as usize];
                let mut below: Vec<From> = node.children.iter().map(|&c| From::Recorded(c)).collect();
                let own = game_node(id);
                let mut value = None;
                if below.is_empty() {
                    match (game, own) {
                        (Some(g), Some(g_node)) if node.kind.is_unvisited() => {
                            below = g.children(g_node).iter().map(|&c| From::Game { node: c, skipped: id }).collect();
                            if below.is_empty() {
                                value = Some(g.leaf_value(g_node));
                            }
                        }
                        (Some(g), Some(g_node)) if g.children(g_node).is_empty() => value = Some(g.leaf_value(g_node)),
                        _ if !node.truncated && !node.kind.is_unvisited() => {
                            value = node.value.map(|v| Tree::max_value(node.ply, v));
                        }
                        _ => {}
                    }
                }
                (node.label.clone(), value, Some(id), id, below)
            }
            From::Game { node, skipped } => {
                let g = game.expect("game nodes are grown from a game");
                let below: Vec<From> = g.children(node).iter().map(|&c| From::Game { node: c, skipped }).collect();
                let value = below.is_empty().then(|| g.leaf_value(node));
                (AbstractTree::name(node), value, None, skipped, below)
            }
        };
        let shape = if below.is_empty() {
            Shape::Leaf
        } else if ply.is_multiple_of(2) {
            Shape::Max
        } else {
            Shape::Min
        };
        spots.push(Spot {
            path,
            parent,
            children: Vec::new(),
            ply,
            name,
            value,
            recorded,
            stands_for,
            shape,
            x: 0.0,
            y: 0.0,
        });
        if let Some(p) = parent {
            spots[p].children.push(me);
        }
        // The game's order of the children names the paths.
        let indices: Vec<u32> = below
            .iter()
            .enumerate()
            .map(|(k, b)| match (*b, recorded.and_then(game_node)) {
                (From::Recorded(c), Some(g_parent)) => game_node(c)
                    .and_then(|gc| game?.children(g_parent).iter().position(|&x| x == gc))
                    .map_or(k as u32, |p| p as u32),
                _ => k as u32,
            })
            .collect();
        for (b, k) in below.into_iter().zip(indices).rev() {
            stack.push((b, Some(me), k));
        }
    }
}
