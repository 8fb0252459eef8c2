//! Walking through a recorded search one step at a time, as a teacher does at the blackboard.
//!
//! Step `k` means the first `k` events of the [`Tree`] have happened: the nodes entered so far
//! are on the board, those not yet left are *open* (on the current path), the others show the
//! value they returned. Each open node's (α, β) is its entry window updated by the values its
//! children have returned so far. Pruned moves appear when the cut that skipped them happens.
//!
//! A walk starts at step 0, before the search. Besides single steps, a class moves by the
//! search's landmarks, each a step found here: the next or previous cut-off
//! ([`Walk::next_cut`], [`Walk::previous_cut`]: the step where a child's value makes its parent
//! stop), the next leaf evaluated ([`Walk::next_leaf`]: the step where it returns its value),
//! the end of a node's subtree ([`Walk::finish_step`]) and the step where a node is entered
//! ([`Walk::step_of`]).
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::walk::{Walk, Seen};
//! use poda::teach::{search, Algorithm, SearchOptions};
//!
//! let tree = AbstractTree::parse("2 2 2 / 3 5 2 9").unwrap();
//! let options = SearchOptions { algorithm: Algorithm::AlphaBeta, ..SearchOptions::full_tree() };
//! let mut walk = Walk::new(search(&tree.root(), &options).tree.unwrap());
//! assert_eq!((walk.step(), walk.seen(0)), (0, Seen::NotYet));
//! // The first cut-off: the second MIN node stops once its first leaf, 2, is below α = 3.
//! let cut = walk.next_cut(walk.step()).unwrap();
//! walk.set_step(cut);
//! assert_eq!(walk.last_event(), Some((5, true)));
//! walk.set_step(walk.len());
//! assert_eq!(walk.seen(0), Seen::Done(3));
//! ```

use super::tree::{Tree, NO_PARENT};

/// How a node looks at the current step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// Not reached yet.
    NotYet,
    /// Entered, not yet left: on the current path. Carries its current window (negamax form).
    Open { alpha: i32, beta: i32 },
    /// Left, with the value it returned (negamax form).
    Done(i32),
    /// Skipped by a cut (or the crash cut) that has happened.
    Skipped,
}

#[derive(Clone, Debug)]
pub struct Walk {
    pub tree: Tree,
    /// For every node, the index of its entering event (u32::MAX when never entered).
    enter: Vec<u32>,
    leave: Vec<u32>,
    /// For skipped nodes: the step after which they appear.
    appear: Vec<u32>,
    step: usize,
    /// Current windows of the nodes, valid for `step`.
    window: Vec<(i32, i32)>,
    /// The steps at which a cut-off happens, in order.
    cuts: Vec<u32>,
    /// The steps at which a leaf returns its value, in order.
    leaves: Vec<u32>,
}

const NEVER: u32 = u32::MAX;

impl Walk {
    /// A walk over `tree`, standing at step 0 (nothing searched yet).
    pub fn new(tree: Tree) -> Walk {
        let n = tree.nodes.len();
        let mut enter = vec![NEVER; n];
        let mut leave = vec![NEVER; n];
        for (i, e) in tree.events.iter().enumerate() {
            let slot = if e.leave { &mut leave } else { &mut enter };
            if let Some(s) = slot.get_mut(e.node as usize) {
                *s = i as u32;
            }
        }
        // A skipped node appears when the sibling searched just before it is left (or, when
        // none was, when its parent is entered).
        let mut appear = vec![NEVER; n];
        for (p, node) in tree.nodes.iter().enumerate() {
            let mut last = enter[p];
            for &c in &node.children {
                let c = c as usize;
                if tree.nodes[c].kind.is_unvisited() {
                    appear[c] = last.saturating_add(1);
                } else if leave[c] != NEVER {
                    last = leave[c];
                }
            }
        }
        // A cut-off happens when the last child a cutting node searched is left; a leaf (a
        // searched node with no searched child recorded) is done when it is left.
        let mut cuts = Vec::new();
        let mut leaves = Vec::new();
        for (i, node) in tree.nodes.iter().enumerate() {
            if node.kind.is_unvisited() || leave[i] == NEVER {
                continue;
            }
            let mut searched = node.children.iter().map(|&c| c as usize).filter(|&c| leave[c] != NEVER);
            if node.cut {
                if let Some(last) = searched.clone().max_by_key(|&c| leave[c]) {
                    cuts.push(leave[last] + 1);
                }
            }
            if searched.next().is_none() && !node.truncated {
                leaves.push(leave[i] + 1);
            }
        }
        cuts.sort_unstable();
        leaves.sort_unstable();
        Walk { window: vec![(0, 0); n], tree, enter, leave, appear, step: 0, cuts, leaves }
    }

    /// The number of events: steps run from 0 to `len()`.
    pub fn len(&self) -> usize {
        self.tree.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tree.events.is_empty()
    }

    pub fn step(&self) -> usize {
        self.step
    }

    /// Goes to step `k` (clamped to `0..=len()`).
    pub fn set_step(&mut self, k: usize) {
        let k = k.min(self.len());
        self.step = k;
        for e in &self.tree.events[..k] {
            let node = &self.tree.nodes[e.node as usize];
            let target = if e.leave { node.parent } else { e.node };
            if let Some(w) = self.window.get_mut(target as usize) {
                *w = (e.alpha, e.beta);
            }
        }
    }

    pub fn seen(&self, node: u32) -> Seen {
        let i = node as usize;
        let k = self.step as u32;
        if self.tree.nodes[i].kind.is_unvisited() {
            return if self.appear[i] != NEVER && self.appear[i] <= k { Seen::Skipped } else { Seen::NotYet };
        }
        if self.enter[i] == NEVER || self.enter[i] >= k {
            Seen::NotYet
        } else if self.leave[i] == NEVER || self.leave[i] >= k {
            let (alpha, beta) = self.window[i];
            Seen::Open { alpha, beta }
        } else {
            Seen::Done(self.tree.nodes[i].value.unwrap_or(0))
        }
    }

    /// The node of the last event that happened, and whether it was left.
    pub fn last_event(&self) -> Option<(u32, bool)> {
        self.step.checked_sub(1).map(|i| {
            let e = self.tree.events[i];
            (e.node, e.leave)
        })
    }

    /// Where the search stands: the deepest open node (the root before the first step).
    pub fn current(&self) -> u32 {
        match self.last_event() {
            Some((node, false)) => node,
            Some((node, true)) => {
                let parent = self.tree.nodes[node as usize].parent;
                if parent == NO_PARENT {
                    node
                } else {
                    parent
                }
            }
            None => 0,
        }
    }

    /// The nodes from the root down to `node`, both included.
    pub fn path_to(&self, node: u32) -> Vec<u32> {
        let mut path = vec![node];
        let mut at = node;
        while let Some(n) = self.tree.nodes.get(at as usize) {
            if n.parent == NO_PARENT {
                break;
            }
            at = n.parent;
            path.push(at);
        }
        path.reverse();
        path
    }

    /// The step at which `node` is entered (for skipped nodes: when they appear).
    pub fn step_of(&self, node: u32) -> usize {
        let i = node as usize;
        if i >= self.tree.nodes.len() {
            return 0;
        }
        let s = if self.tree.nodes[i].kind.is_unvisited() { self.appear[i] } else { self.enter[i].saturating_add(1) };
        (s as usize).min(self.len())
    }

    /// The first cut-off after step `from`, if any.
    pub fn next_cut(&self, from: usize) -> Option<usize> {
        after(&self.cuts, from)
    }

    /// The last cut-off before step `from`, if any.
    pub fn previous_cut(&self, from: usize) -> Option<usize> {
        let i = self.cuts.partition_point(|&s| (s as usize) < from);
        i.checked_sub(1).map(|i| self.cuts[i] as usize)
    }

    /// The first step after `from` where a leaf returns its value, if any.
    pub fn next_leaf(&self, from: usize) -> Option<usize> {
        after(&self.leaves, from)
    }

    /// The step where `node`'s subtree is done: the step it is left (the last step when it
    /// never is, a skipped node's own step).
    pub fn finish_step(&self, node: u32) -> usize {
        let i = node as usize;
        if self.tree.nodes.get(i).is_none_or(|n| n.kind.is_unvisited()) {
            return self.step_of(node);
        }
        (self.leave[i] as usize).saturating_add(1).min(self.len())
    }

    /// The rows of an outline where only the children of `expanded` nodes are shown, depth
    /// first, the root first.
    pub fn rows(&self, expanded: &[bool]) -> Vec<u32> {
        let mut rows = Vec::new();
        if self.tree.nodes.is_empty() {
            return rows;
        }
        let mut stack = vec![0u32];
        while let Some(n) = stack.pop() {
            rows.push(n);
            if expanded.get(n as usize).copied().unwrap_or(false) {
                stack.extend(self.tree.nodes[n as usize].children.iter().rev());
            }
        }
        rows
    }
}

/// The first of the sorted `steps` after `from`.
fn after(steps: &[u32], from: usize) -> Option<usize> {
    let i = steps.partition_point(|&s| (s as usize) <= from);
    steps.get(i).map(|&s| s as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teach::abstract_tree::AbstractTree;
    use crate::teach::{search, Algorithm, SearchOptions};

    fn course() -> Walk {
        let options = SearchOptions { algorithm: Algorithm::AlphaBeta, ..SearchOptions::full_tree() };
        Walk::new(search(&AbstractTree::course_example().root(), &options).tree.unwrap())
    }

    fn by_label(walk: &Walk, label: &str) -> u32 {
        walk.tree.nodes.iter().position(|n| n.label == label).unwrap() as u32
    }

    #[test]
    fn windows_and_values_follow_the_steps() {
        let mut walk = course();
        assert_eq!((walk.len(), walk.step()), (50, 0));
        walk.set_step(walk.len());
        assert_eq!(walk.seen(0), Seen::Done(6));
        // After step 14 (leaving V = 4), K is open with α = 5, β = 4 in MAX terms: negamax at a
        // MIN node is (−β, −α) = (−4, −5).
        walk.set_step(14);
        let k = by_label(&walk, "K");
        assert_eq!(walk.seen(k), Seen::Open { alpha: -4, beta: -5 });
        assert_eq!(walk.current(), k);
        let w = by_label(&walk, "W");
        assert_eq!(walk.seen(w), Seen::Skipped);
        walk.set_step(13);
        assert_eq!(walk.seen(w), Seen::NotYet);
        assert_eq!(walk.current(), by_label(&walk, "V"));
        let path: Vec<&str> =
            walk.path_to(walk.current()).iter().map(|&n| walk.tree.nodes[n as usize].label.as_str()).collect();
        assert_eq!(path, ["", "A", "D", "K", "V"]);
        walk.set_step(0);
        assert_eq!(walk.seen(0), Seen::NotYet);
        assert_eq!(walk.current(), 0);
        walk.set_step(1);
        assert!(matches!(walk.seen(0), Seen::Open { .. }));
        // The subtree under I appears as one skipped node when H is left.
        let i = by_label(&walk, "I");
        assert_eq!(walk.step_of(i), 48);
    }

    #[test]
    fn outline_rows_follow_expansion() {
        let walk = course();
        let mut expanded = vec![false; walk.tree.nodes.len()];
        assert_eq!(walk.rows(&expanded), [0]);
        expanded[0] = true;
        assert_eq!(walk.rows(&expanded).len(), 4);
        expanded.iter_mut().for_each(|e| *e = true);
        // 33 nodes minus I's 6 never generated descendants.
        assert_eq!(walk.rows(&expanded).len(), walk.tree.nodes.len());
    }
}
