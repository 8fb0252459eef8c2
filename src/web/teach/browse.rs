//! What the person looks at in the recorded tree: the walk's step, the selected node, which
//! nodes the outline shows open, and the rows it lists. Plain data and its changes, with no
//! browser in it: the views draw it, the events change it.

use crate::teach::tree::{Tree, NO_PARENT};
use crate::teach::walk::{Seen, Walk};

/// Trees with at most this many nodes open fully when they arrive; bigger ones along the
/// principal variation.
const OPEN_FULLY: usize = 200;

#[derive(Default)]
pub struct Browse {
    /// The recorded tree, walked event by event.
    pub walk: Option<Walk>,
    /// Per node: are its children listed in the outline?
    pub expanded: Vec<bool>,
    /// The outline's rows: the nodes listed, in order.
    pub rows: Vec<u32>,
    pub selected: Option<u32>,
}

impl Browse {
    /// Shows a newly recorded tree at its first step, nothing selected.
    pub fn show(&mut self, tree: Tree) {
        let n = tree.nodes.len();
        let walk = Walk::new(tree);
        self.expanded = vec![false; n];
        if n > 0 {
            self.expanded[0] = true;
        }
        // Small trees open fully; big ones along the principal variation.
        if n <= OPEN_FULLY {
            self.expanded.iter_mut().for_each(|e| *e = true);
        } else {
            for id in walk.tree.principal_variation() {
                let parent = walk.tree.nodes[id as usize].parent;
                if parent != NO_PARENT {
                    self.expanded[parent as usize] = true;
                }
            }
        }
        self.walk = Some(walk);
        self.selected = None;
        self.refresh_rows();
    }

    fn refresh_rows(&mut self) {
        self.rows = self.walk.as_ref().map(|w| w.rows(&self.expanded)).unwrap_or_default();
    }

    /// Opens every node on the path from the root to `id`.
    fn open_path_to(&mut self, id: u32) {
        let Some(walk) = self.walk.as_ref() else { return };
        for p in walk.path_to(id) {
            if let Some(e) = self.expanded.get_mut(p as usize) {
                *e = true;
            }
        }
    }

    /// Moves the walk to step `k` and selects the node where the search then stands; false
    /// when there is no tree.
    pub fn go_to_step(&mut self, k: usize) -> bool {
        let Some(walk) = self.walk.as_mut() else { return false };
        walk.set_step(k);
        let current = walk.current();
        self.open_path_to(current);
        self.selected = Some(current);
        self.refresh_rows();
        true
    }

    pub fn step_by(&mut self, delta: i64) -> bool {
        let Some(walk) = self.walk.as_ref() else { return false };
        let k = (walk.step() as i64 + delta).clamp(0, walk.len() as i64) as usize;
        self.go_to_step(k)
    }

    /// Selects the end of the principal variation, with the whole search done; false when
    /// there is no tree.
    pub fn show_pv(&mut self) -> bool {
        let Some(walk) = self.walk.as_mut() else { return false };
        walk.set_step(walk.len());
        let pv = walk.tree.principal_variation();
        for &id in &pv {
            let parent = walk.tree.nodes[id as usize].parent;
            if parent != NO_PARENT {
                self.expanded[parent as usize] = true;
            }
        }
        self.selected = pv.last().copied().or(Some(0));
        self.refresh_rows();
        true
    }

    pub fn expand_all(&mut self, open: bool) {
        self.expanded.iter_mut().for_each(|e| *e = open);
        if let Some(root) = self.expanded.first_mut() {
            *root = true;
        }
        self.refresh_rows();
    }

    pub fn toggle(&mut self, id: u32) {
        if let Some(e) = self.expanded.get_mut(id as usize) {
            *e = !*e;
        }
        self.refresh_rows();
    }

    pub fn select(&mut self, id: u32) {
        self.selected = Some(id);
        if let Some(walk) = self.walk.as_mut() {
            // A node not reached yet at this step: go to where it is reached.
            if matches!(walk.seen(id), Seen::NotYet) {
                let k = walk.step_of(id);
                walk.set_step(k);
            }
        }
        self.open_path_to(id);
        self.refresh_rows();
    }

    /// The node shown on the board: the selected one, else where the search stands.
    pub fn shown_node(&self) -> Option<u32> {
        let walk = self.walk.as_ref()?;
        Some(self.selected.unwrap_or_else(|| walk.current()))
    }

    /// The selected row's index in the outline.
    pub fn selected_row(&self) -> Option<usize> {
        let sel = self.selected?;
        self.rows.iter().position(|&r| r == sel)
    }

    /// The walk's step (0 before any event, or without a tree).
    pub fn step(&self) -> usize {
        self.walk.as_ref().map_or(0, Walk::step)
    }
}
