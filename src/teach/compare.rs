//! Minimax beside alpha-beta on the same tree, stepping together: alpha-beta's walk leads, and
//! minimax's walk stands at the same moment of its own search — the same node entered or left.
//! Both search the children in the same order and alpha-beta only leaves some out, so each of
//! alpha-beta's events is one of minimax's; between two of them minimax also searches what
//! alpha-beta cut. The nodes alpha-beta never searched are marked on minimax's side.
//!
//! Nodes are matched by their label (an abstract tree names every node: A, B, …; the root has
//! none).
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::compare::Compare;
//! use poda::teach::{search, Algorithm, SearchOptions};
//!
//! let tree = AbstractTree::parse("2 2 2 / 3 5 2 9").unwrap();
//! let run = |algorithm| search(&tree.root(), &SearchOptions { algorithm, ..SearchOptions::full_tree() }).tree.unwrap();
//! let compare = Compare::new(&run(Algorithm::AlphaBeta), run(Algorithm::Minimax));
//! // Alpha-beta never evaluates F = 9: the second MIN node stops at its 2.
//! assert_eq!(compare.skipped_leaves(), 1);
//! ```

use super::tree::Tree;
use super::walk::Walk;

/// Minimax's walk beside alpha-beta's, and where it stands at each of alpha-beta's steps.
#[derive(Clone, Debug)]
pub struct Compare {
    /// Minimax's walk over the same tree.
    pub minimax: Walk,
    /// For each step of alpha-beta's walk (0 to its length), minimax's step at the same moment.
    steps: Vec<usize>,
    /// Per minimax node: alpha-beta never searched it.
    skipped: Vec<bool>,
}

impl Compare {
    /// Minimax's `minimax` tree set beside alpha-beta's `alpha_beta`, over the same tree.
    pub fn new(alpha_beta: &Tree, minimax: Tree) -> Compare {
        // Minimax's step of each event, by node label and whether it leaves (sorted, looked up
        // by halving: no hash map in the page's wasm for this).
        let mut at: Vec<((&str, bool), usize)> = minimax
            .events
            .iter()
            .enumerate()
            .map(|(i, e)| ((minimax.nodes[e.node as usize].label.as_str(), e.leave), i + 1))
            .collect();
        at.sort_unstable();
        let mut steps = vec![0];
        for e in &alpha_beta.events {
            let key = (alpha_beta.nodes[e.node as usize].label.as_str(), e.leave);
            let last = *steps.last().unwrap_or(&0);
            let found = at.binary_search_by(|(k, _)| k.cmp(&key)).ok().map(|i| at[i].1);
            steps.push(found.unwrap_or(last).max(last));
        }
        let mut searched: Vec<&str> =
            alpha_beta.nodes.iter().filter(|n| !n.kind.is_unvisited()).map(|n| n.label.as_str()).collect();
        searched.sort_unstable();
        let skipped = minimax.nodes.iter().map(|n| searched.binary_search(&n.label.as_str()).is_err()).collect();
        Compare { minimax: Walk::new(minimax), steps, skipped }
    }

    /// Minimax's step at alpha-beta's step `k` (its last one beyond alpha-beta's walk).
    pub fn step_for(&self, k: usize) -> usize {
        self.steps.get(k).or(self.steps.last()).copied().unwrap_or(0)
    }

    /// Moves minimax's walk to alpha-beta's step `k`.
    pub fn follow(&mut self, k: usize) {
        let step = self.step_for(k);
        if self.minimax.step() != step {
            self.minimax.set_step(step);
        }
    }

    /// Whether alpha-beta never searched minimax's node `id`.
    pub fn skipped(&self, id: u32) -> bool {
        self.skipped.get(id as usize).copied().unwrap_or(false)
    }

    /// Minimax's nodes alpha-beta never searched.
    pub fn skipped_nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.skipped.iter().enumerate().filter(|(_, &s)| s).map(|(i, _)| i as u32)
    }

    /// How many of the leaves minimax evaluates alpha-beta does not.
    pub fn skipped_leaves(&self) -> usize {
        let nodes = &self.minimax.tree.nodes;
        self.skipped_nodes().filter(|&id| nodes[id as usize].children.is_empty()).count()
    }

    /// How many leaves minimax evaluates.
    pub fn leaves(&self) -> usize {
        self.minimax.tree.nodes.iter().filter(|n| n.children.is_empty()).count()
    }
}
