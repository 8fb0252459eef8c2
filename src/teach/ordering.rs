//! Move ordering by hand: reorder the children of the nodes of an abstract tree and watch how
//! many leaves alpha-beta evaluates, against what it evaluates when every node looks at its best
//! child first (the best move for the side to move there, by the children's minimax values),
//! the perfect ordering that gives alpha-beta its smallest tree.
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::ordering::TreeOrdering;
//! use poda::teach::practice::NodePath;
//!
//! let mut ordering = TreeOrdering::new(&AbstractTree::parse("2 2 2 / 2 9 3 5").unwrap());
//! assert_eq!(ordering.leaves_evaluated(), 4); // MIN's 2 first: the 3 does not cut
//! assert_eq!(ordering.best_first_leaves(), 3);
//! assert!(ordering.move_child(&"1".parse::<NodePath>().unwrap(), true)); // the 3 5 node first
//! assert_eq!(ordering.leaves_evaluated(), 3);
//! ```

use super::abstract_tree::AbstractTree;
use super::point_of_view::MaxMin;
use super::practice::NodePath;
use super::shape::TreeShape;
use super::{search, Algorithm, Convention, SearchOptions};

/// A tree whose children can be reordered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeOrdering {
    shape: TreeShape,
}

impl TreeOrdering {
    pub fn new(tree: &AbstractTree) -> TreeOrdering {
        TreeOrdering { shape: TreeShape::of(tree) }
    }

    /// The tree in its current order.
    pub fn tree(&self) -> AbstractTree {
        self.shape.tree().unwrap_or_else(|_| AbstractTree::course_example())
    }

    pub fn shape(&self) -> &TreeShape {
        &self.shape
    }

    /// Moves the node at `path` one place left (`earlier`) or right among its siblings; false
    /// when it cannot move that way (the first or last child, the root, no such node).
    pub fn move_child(&mut self, path: &NodePath, earlier: bool) -> bool {
        let Some((&i, parent)) = path.0.split_last() else { return false };
        let Some(TreeShape::Inner(children)) = self.shape.at_mut(parent) else { return false };
        let i = i as usize;
        let j = if earlier { i.checked_sub(1) } else { Some(i + 1) };
        match j {
            Some(j) if i < children.len() && j < children.len() => {
                children.swap(i, j);
                true
            }
            _ => false,
        }
    }

    /// Leaves alpha-beta evaluates in the current order.
    pub fn leaves_evaluated(&self) -> u64 {
        leaves_evaluated(&self.tree())
    }

    /// Leaves alpha-beta evaluates with the best child first at every node.
    pub fn best_first_leaves(&self) -> u64 {
        self.best_first_leaves_under(Convention::COURSE)
    }

    /// Leaves alpha-beta, as `convention` teaches it, evaluates with the best child first at
    /// every node (a tie cuts or not, so the rule counts).
    pub fn best_first_leaves_under(&self, convention: Convention) -> u64 {
        let mut best = self.shape.clone();
        sort_best_first(&mut best, MaxMin::Max);
        best.tree().map_or(0, |t| leaves_evaluated_under(&t, convention))
    }

    /// Leaves minimax evaluates: all of them.
    pub fn leaves(&self) -> u64 {
        self.tree().leaves() as u64
    }
}

/// Leaves alpha-beta evaluates on `tree`, left to right.
pub fn leaves_evaluated(tree: &AbstractTree) -> u64 {
    leaves_evaluated_under(tree, Convention::COURSE)
}

/// Leaves alpha-beta, as `convention` teaches it, evaluates on `tree`, left to right.
pub fn leaves_evaluated_under(tree: &AbstractTree, convention: Convention) -> u64 {
    let options =
        SearchOptions { algorithm: Algorithm::AlphaBeta, record: 0, convention, ..SearchOptions::full_tree() };
    search(&tree.root(), &options).counts.leaves
}

/// Sorts every node's children best first for the side to move there (MAX: highest value
/// first); returns the node's minimax value from MAX's side.
fn sort_best_first(shape: &mut TreeShape, side: MaxMin) -> i32 {
    match shape {
        TreeShape::Leaf(v) => *v,
        TreeShape::Inner(children) if children.is_empty() => 0,
        TreeShape::Inner(children) => {
            let mut valued: Vec<(i32, TreeShape)> = children
                .drain(..)
                .map(|mut c| {
                    let v = sort_best_first(&mut c, side.other());
                    (v, c)
                })
                .collect();
            if side == MaxMin::Max {
                valued.sort_by_key(|c| std::cmp::Reverse(c.0));
            } else {
                valued.sort_by_key(|c| c.0);
            }
            let value = valued[0].0;
            children.extend(valued.into_iter().map(|(_, c)| c));
            value
        }
    }
}
