//! An abstract tree written as nested lists, the form a program builds a tree in: the random
//! trees of the practice mode are drawn this way, and reordering a node's children is a
//! permutation of one list. [`TreeShape::tree`] turns it into an [`AbstractTree`] (through the
//! notes' text format, so a shape and its text always agree); [`TreeShape::of`] reads one back.
//!
//! # Examples
//! ```
//! use poda::teach::shape::TreeShape;
//! use poda::teach::shape::TreeShape::{Inner, Leaf};
//!
//! let shape = Inner(vec![Inner(vec![Leaf(3), Leaf(5)]), Inner(vec![Leaf(2), Leaf(9)])]);
//! assert_eq!(shape.text(), "2 2 2 / 3 5 2 9");
//! let tree = shape.tree().unwrap();
//! assert_eq!(TreeShape::of(&tree), shape);
//! ```

use super::abstract_tree::{AbstractTree, TreeError};

/// A node and everything below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeShape {
    /// A leaf and its value from MAX's side.
    Leaf(i32),
    /// An inner node and its children, left to right (an empty list is a leaf worth 0).
    Inner(Vec<TreeShape>),
}

impl TreeShape {
    /// The shape of a whole tree.
    pub fn of(tree: &AbstractTree) -> TreeShape {
        TreeShape::of_node(tree, 0)
    }

    /// The shape of the subtree under node `n` (a breadth-first number).
    pub fn of_node(tree: &AbstractTree, n: u32) -> TreeShape {
        let children = tree.children(n);
        if children.is_empty() {
            TreeShape::Leaf(tree.leaf_value(n))
        } else {
            TreeShape::Inner(children.iter().map(|&c| TreeShape::of_node(tree, c)).collect())
        }
    }

    /// The notes' format: child counts breadth-first up to the last inner node, a slash, the
    /// leaf values left to right.
    pub fn text(&self) -> String {
        let mut counts = Vec::new();
        let mut level = vec![self];
        while !level.is_empty() {
            let mut next = Vec::new();
            for node in level {
                match node {
                    TreeShape::Inner(children) if !children.is_empty() => {
                        counts.push(children.len());
                        next.extend(children.iter());
                    }
                    _ => counts.push(0),
                }
            }
            level = next;
        }
        while counts.last() == Some(&0) {
            counts.pop();
        }
        let mut values = Vec::new();
        self.leaf_values(&mut values);
        let counts: Vec<String> = counts.iter().map(usize::to_string).collect();
        let values: Vec<String> = values.iter().map(i32::to_string).collect();
        format!("{} / {}", counts.join(" "), values.join(" "))
    }

    fn leaf_values(&self, out: &mut Vec<i32>) {
        match self {
            TreeShape::Leaf(v) => out.push(*v),
            TreeShape::Inner(children) if children.is_empty() => out.push(0),
            TreeShape::Inner(children) => children.iter().for_each(|c| c.leaf_values(out)),
        }
    }

    /// The tree this shape draws.
    ///
    /// # Errors
    /// When it has more than [`MAX_NODES`](super::abstract_tree::MAX_NODES) nodes.
    pub fn tree(&self) -> Result<AbstractTree, TreeError> {
        AbstractTree::parse(&self.text())
    }

    /// The node at `path` (child indices from this node), if there is one.
    pub fn at_mut(&mut self, path: &[u32]) -> Option<&mut TreeShape> {
        let mut at = self;
        for &i in path {
            match at {
                TreeShape::Inner(children) => at = children.get_mut(i as usize)?,
                TreeShape::Leaf(_) => return None,
            }
        }
        Some(at)
    }
}
