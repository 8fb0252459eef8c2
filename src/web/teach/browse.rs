//! What the person looks at in the recorded tree: the walk's step, the selected node, which
//! nodes the outline shows open, the rows it lists, and the walk playing by itself. Plain data
//! and its changes, with no browser in it: the views draw it, the events change it.
//!
//! A new tree opens at step 0. Every move the person asks for (a step, a jump to a cut-off, a
//! leaf, the end of a subtree, a node clicked) pauses the walk playing; only [`Browse::advance`],
//! the play timer's tick, moves it without pausing.

use crate::teach::tree::{Tree, NO_PARENT};
use crate::teach::walk::{Seen, Walk};

/// Trees with at most this many nodes open fully when they arrive; bigger ones along the
/// principal variation.
const OPEN_FULLY: usize = 200;

/// The speeds the walk can play at, in steps per second.
pub const SPEEDS: [u32; 6] = [1, 2, 5, 10, 20, 50];
/// The speed a walk plays at until another is chosen.
pub const DEFAULT_SPEED: u32 = 2;
/// The shortest wait between two ticks of the play timer; faster speeds take several steps a
/// tick.
const MIN_TICK_MS: u32 = 50;

/// The walk playing by itself: whether it plays, and how fast.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Playback {
    pub playing: bool,
    /// Steps per second, one of [`SPEEDS`].
    pub speed: u32,
}

impl Default for Playback {
    fn default() -> Playback {
        Playback { playing: false, speed: DEFAULT_SPEED }
    }
}

impl Playback {
    /// The wait between two ticks in milliseconds, and the steps each tick takes.
    pub fn tick(&self) -> (u32, usize) {
        let speed = self.speed.max(1);
        let wait = (1000 / speed).max(MIN_TICK_MS);
        (wait, (speed * wait).div_ceil(1000).max(1) as usize)
    }

    /// Chooses the speed nearest to `speed` among [`SPEEDS`].
    pub fn set_speed(&mut self, speed: u32) {
        self.speed = SPEEDS.into_iter().min_by_key(|s| s.abs_diff(speed)).unwrap_or(DEFAULT_SPEED);
    }
}

#[derive(Default)]
pub struct Browse {
    /// The recorded tree, walked event by event.
    pub walk: Option<Walk>,
    /// Per node: are its children listed in the outline?
    pub expanded: Vec<bool>,
    /// The outline's rows: the nodes listed, in order.
    pub rows: Vec<u32>,
    pub selected: Option<u32>,
    pub playback: Playback,
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
        self.playback.playing = false;
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

    /// Moves the walk to step `k` (clamped to the walk) and selects the node where the search
    /// then stands; the walk stops playing. False when there is no tree.
    pub fn go_to_step(&mut self, k: usize) -> bool {
        self.playback.playing = false;
        self.move_to(k)
    }

    fn move_to(&mut self, k: usize) -> bool {
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

    /// Goes to the step a landmark of the walk names (`find` looks for it from the current
    /// step); false, the walk staying where it is, when there is none.
    fn go_to_found(&mut self, find: impl Fn(&Walk, usize) -> Option<usize>) -> bool {
        self.playback.playing = false;
        match self.walk.as_ref().and_then(|w| find(w, w.step())) {
            Some(k) => self.move_to(k),
            None => false,
        }
    }

    /// Goes to the next cut-off; false when there is none after this step.
    pub fn next_cut(&mut self) -> bool {
        self.go_to_found(Walk::next_cut)
    }

    /// Goes back to the last cut-off before this step; false when there is none.
    pub fn previous_cut(&mut self) -> bool {
        self.go_to_found(Walk::previous_cut)
    }

    /// Goes to the step where the next leaf returns its value; false when none is left.
    pub fn next_leaf(&mut self) -> bool {
        self.go_to_found(Walk::next_leaf)
    }

    /// Goes to the step where the subtree of the selected node (when it is on the current
    /// path), else of the node where the search stands, is done; false at the end.
    pub fn finish_subtree(&mut self) -> bool {
        let selected = self.selected;
        self.go_to_found(|walk, step| {
            let open = selected.filter(|&id| matches!(walk.seen(id), Seen::Open { .. }));
            let target = walk.finish_step(open.unwrap_or_else(|| walk.current()));
            (target > step).then_some(target)
        })
    }

    /// Goes to the step where `id` is entered (a skipped node: where the cut skips it), the
    /// node selected; false when there is no such node.
    pub fn enter_node(&mut self, id: u32) -> bool {
        let Some(k) = self.walk.as_ref().filter(|w| (id as usize) < w.tree.nodes.len()).map(|w| w.step_of(id)) else {
            return false;
        };
        self.go_to_step(k);
        self.selected = Some(id);
        self.open_path_to(id);
        self.refresh_rows();
        true
    }

    /// Plays the walk, or pauses it; playing from the last step starts again from the first.
    /// Returns whether it now plays.
    pub fn toggle_play(&mut self) -> bool {
        let Some(walk) = self.walk.as_ref() else { return false };
        if self.playback.playing {
            self.playback.playing = false;
        } else {
            if walk.step() >= walk.len() {
                self.move_to(0);
            }
            self.playback.playing = !self.walk.as_ref().is_some_and(Walk::is_empty);
        }
        self.playback.playing
    }

    /// One tick of the play timer: the steps of a tick forward, stopping at the last step.
    /// Returns whether the walk still plays.
    pub fn advance(&mut self) -> bool {
        let Some(walk) = self.walk.as_ref().filter(|_| self.playback.playing) else { return false };
        let k = walk.step().saturating_add(self.playback.tick().1).min(walk.len());
        let end = k >= walk.len();
        self.move_to(k);
        if end {
            self.playback.playing = false;
        }
        self.playback.playing
    }

    /// Selects the end of the principal variation, with the whole search done; false when
    /// there is no tree.
    pub fn show_pv(&mut self) -> bool {
        self.playback.playing = false;
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

    /// Selects node `id` (a row of the outline); the walk stops playing.
    pub fn select(&mut self, id: u32) {
        self.playback.playing = false;
        if self.walk.as_ref().is_none_or(|w| id as usize >= w.tree.nodes.len()) {
            return;
        }
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
