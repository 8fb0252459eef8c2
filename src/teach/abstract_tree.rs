//! Abstract game trees as the course notes draw them: no board, just nodes and leaf values.
//!
//! The text format is the notes' own: the number of children of each node in breadth-first
//! order, a slash, then the values of the leaves from left to right (from MAX's side; MAX moves
//! at the root). Nodes past the end of the counts are leaves; a 0 among the counts makes a leaf
//! higher up. The notes' example:
//!
//! ```text
//! 3 2 2 2 2 1 2 1 1 2 2 3 1 1 2 1 1 2 1 / 5 6 7 4 5 3 6 6 9 7 5 9 8 6
//! ```
//!
//! Nodes are named A, B, C … in breadth-first order (the root has no name), leaves included.

use super::game::TeachGame;
use std::fmt;

/// The course notes' example tree.
pub const COURSE_EXAMPLE: &str = "3 2 2 2 2 1 2 1 1 2 2 3 1 1 2 1 1 2 1 / 5 6 7 4 5 3 6 6 9 7 5 9 8 6";

/// The largest tree accepted, in nodes.
pub const MAX_NODES: usize = 5_000;

/// Why a tree's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// Nothing but blanks.
    Empty,
    /// No `/` between the child counts and the leaf values.
    MissingSlash,
    /// More than one `/`.
    ExtraSlash,
    /// A child count that is not a whole number from 0 up.
    BadCount(String),
    /// A leaf value that is not a whole number.
    BadValue(String),
    /// The counts describe more nodes than [`MAX_NODES`].
    TooManyNodes,
    /// More counts than the nodes they describe.
    TooManyCounts { counts: usize, nodes: usize },
    /// The number of values differs from the number of leaves.
    ValueCount { leaves: usize, values: usize },
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Empty => write!(f, "the tree is empty"),
            TreeError::MissingSlash => write!(f, "a / must separate the child counts from the leaf values"),
            TreeError::ExtraSlash => write!(f, "only one / is allowed"),
            TreeError::BadCount(t) => write!(f, "the child count {t:?} is not a whole number from 0 up"),
            TreeError::BadValue(t) => write!(f, "the leaf value {t:?} is not a whole number"),
            TreeError::TooManyNodes => write!(f, "the tree has more than {MAX_NODES} nodes"),
            TreeError::TooManyCounts { counts, nodes } => {
                write!(f, "{counts} child counts were given but the tree has only {nodes} nodes")
            }
            TreeError::ValueCount { leaves, values } => {
                write!(f, "the tree has {leaves} leaves but {values} values were given")
            }
        }
    }
}

impl std::error::Error for TreeError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbstractTree {
    /// Children of each node, breadth-first numbering (0 is the root).
    children: Vec<Vec<u32>>,
    /// Distance from the root.
    depth: Vec<u32>,
    /// Leaf values from MAX's side (0 for interior nodes).
    value: Vec<i32>,
}

impl AbstractTree {
    /// Reads the notes' format.
    ///
    /// # Errors
    /// A [`TreeError`] naming what is wrong.
    pub fn parse(text: &str) -> Result<AbstractTree, TreeError> {
        if text.trim().is_empty() {
            return Err(TreeError::Empty);
        }
        let mut parts = text.split('/');
        let counts_text = parts.next().unwrap_or("");
        let values_text = parts.next().ok_or(TreeError::MissingSlash)?;
        if parts.next().is_some() {
            return Err(TreeError::ExtraSlash);
        }
        let separators = |c: char| c.is_whitespace() || c == ',';
        let mut counts = Vec::new();
        let mut nodes = 1usize;
        for token in counts_text.split(separators).filter(|t| !t.is_empty()) {
            let n: usize = token.parse().map_err(|_| TreeError::BadCount(token.to_string()))?;
            nodes = nodes.saturating_add(n);
            if nodes > MAX_NODES {
                return Err(TreeError::TooManyNodes);
            }
            counts.push(n);
        }
        let values = values_text
            .split(separators)
            .filter(|t| !t.is_empty())
            .map(|t| t.parse::<i32>().map_err(|_| TreeError::BadValue(t.to_string())))
            .collect::<Result<Vec<i32>, _>>()?;
        if counts.len() > nodes {
            return Err(TreeError::TooManyCounts { counts: counts.len(), nodes });
        }
        // Breadth-first: node i's children are numbered after all children of nodes before it.
        let mut children = vec![Vec::new(); nodes];
        let mut depth = vec![0u32; nodes];
        let mut next = 1u32;
        for i in 0..nodes {
            let n = counts.get(i).copied().unwrap_or(0);
            for _ in 0..n {
                children[i].push(next);
                depth[next as usize] = depth[i] + 1;
                next += 1;
            }
        }
        // Leaves left to right are met in depth-first order.
        let mut order = Vec::new();
        let mut stack = vec![0u32];
        while let Some(n) = stack.pop() {
            if children[n as usize].is_empty() {
                order.push(n);
            }
            stack.extend(children[n as usize].iter().rev());
        }
        if order.len() != values.len() {
            return Err(TreeError::ValueCount { leaves: order.len(), values: values.len() });
        }
        let mut value = vec![0; nodes];
        for (&leaf, &v) in order.iter().zip(&values) {
            value[leaf as usize] = v;
        }
        Ok(AbstractTree { children, depth, value })
    }

    /// The example tree of the course notes.
    pub fn course_example() -> AbstractTree {
        AbstractTree::parse(COURSE_EXAMPLE).expect("the course example is well formed")
    }

    pub fn len(&self) -> usize {
        self.children.len()
    }

    pub fn is_empty(&self) -> bool {
        self.children.is_empty()
    }

    pub fn leaves(&self) -> usize {
        self.children.iter().filter(|c| c.is_empty()).count()
    }

    pub fn height(&self) -> u32 {
        self.depth.iter().copied().max().unwrap_or(0)
    }

    /// The children of node `n` (breadth-first numbers), left to right; none for a leaf.
    pub fn children(&self, n: u32) -> &[u32] {
        self.children.get(n as usize).map_or(&[], Vec::as_slice)
    }

    /// The value of leaf `n` from MAX's side (0 for an inner node).
    pub fn leaf_value(&self, n: u32) -> i32 {
        self.value.get(n as usize).copied().unwrap_or(0)
    }

    /// The position at the root, MAX to move.
    pub fn root(&self) -> TreeNode<'_> {
        TreeNode { tree: self, node: 0 }
    }

    /// The name of node `n`: A, B, … Z, AA, AB … in breadth-first order; the root has none.
    pub fn name(n: u32) -> String {
        if n == 0 {
            return String::new();
        }
        let mut k = n - 1;
        let mut name = Vec::new();
        loop {
            name.push(b'A' + (k % 26) as u8);
            if k < 26 {
                break;
            }
            k = k / 26 - 1;
        }
        name.reverse();
        String::from_utf8(name).unwrap_or_default()
    }
}

/// A node of an [`AbstractTree`], as a game position.
#[derive(Copy, Clone, Debug)]
pub struct TreeNode<'a> {
    tree: &'a AbstractTree,
    node: u32,
}

impl TeachGame for TreeNode<'_> {
    type Move = u32;

    fn moves(&self) -> Vec<u32> {
        self.tree.children[self.node as usize].clone()
    }

    fn play(&self, m: u32) -> Self {
        TreeNode { tree: self.tree, node: m }
    }

    fn outcome(&self, moves: &[u32], _ply: u32) -> Option<i32> {
        let n = self.node as usize;
        let max_view = self.tree.value[n];
        moves.is_empty().then_some(if self.tree.depth[n].is_multiple_of(2) { max_view } else { -max_view })
    }

    /// Only reached when the search stops above the leaves: a cut-off tree has no evaluation,
    /// so it counts as 0.
    fn evaluate(&self) -> i32 {
        0
    }

    fn label(&self, m: u32) -> String {
        AbstractTree::name(m)
    }

    fn code(&self, m: u32) -> String {
        m.to_string()
    }
}
