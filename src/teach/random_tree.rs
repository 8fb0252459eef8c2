//! Random abstract trees to practise alpha-beta on: a given depth, the same number of children
//! at every inner node, leaf values drawn from a range, all from a seed, so that a seed (with
//! the other settings) names one exercise anywhere.
//!
//! A tree where alpha-beta cuts nothing teaches nothing, so a tree is drawn again, from the same
//! generator, until its walk has enough cut-offs ([`CutoffGoal`]): three, one of them
//! above the leaves (a whole subtree skipped). Only cuts that skip at least one child count. The
//! smallest trees cannot hold that many (a tree of depth 2 has at most one cut per MIN node after
//! the first, and every one of them skips a leaf; a binary tree of depth 3 has two at most), so
//! the goal shrinks to what the shape allows ([`RandomTreeSpec::goal`]).
//! When the values cannot give the goal either (a range of two values), the tree with the most
//! cuts among [`ATTEMPTS`] draws is kept. The same settings always give the same tree.
//!
//! # Examples
//! ```
//! use poda::teach::random_tree::{cutoffs, random_tree, RandomTreeSpec};
//!
//! let spec = RandomTreeSpec { seed: 42, ..RandomTreeSpec::default() };
//! let tree = random_tree(&spec).unwrap();
//! assert_eq!(tree, random_tree(&spec).unwrap(), "the same seed, the same tree");
//! let cuts = cutoffs(&tree);
//! assert!(cuts.total >= 3 && cuts.above_leaves >= 1);
//! ```

use std::fmt;
use std::ops::RangeInclusive;

use super::abstract_tree::AbstractTree;
use super::practice::PracticeExercise;
use super::shape::TreeShape;
use crate::rng::{Random, SplitMix64};

/// Depths offered (the root is at depth 0, the leaves at this depth).
pub const DEPTHS: RangeInclusive<u32> = 2..=5;
/// Children of each inner node.
pub const BRANCHINGS: RangeInclusive<u32> = 2..=4;
/// The largest value a leaf may take, and minus the smallest.
pub const VALUE_LIMIT: i32 = 99;
/// The most leaves a practice tree may have: enough for depth 5 with two children, depth 4
/// with three, depth 3 with four, and few enough to click through.
pub const MAX_LEAVES: u32 = 81;
/// Trees drawn at most for one seed before the best one is kept.
pub const ATTEMPTS: u32 = 500;

/// What a random tree is drawn from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RandomTreeSpec {
    pub depth: u32,
    pub branching: u32,
    /// The leaves' values, from MAX's side: `low..=high`.
    pub low: i32,
    pub high: i32,
    pub seed: u64,
}

impl Default for RandomTreeSpec {
    /// Depth 3, three children, values 0 to 20, seed 1.
    fn default() -> RandomTreeSpec {
        RandomTreeSpec { depth: 3, branching: 3, low: 0, high: 20, seed: 1 }
    }
}

/// Why a [`RandomTreeSpec`] draws no tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RandomTreeError {
    /// The depth is outside [`DEPTHS`].
    Depth(u32),
    /// The branching is outside [`BRANCHINGS`].
    Branching(u32),
    /// `low` is not below `high`, or a bound is past ±[`VALUE_LIMIT`].
    Values { low: i32, high: i32 },
    /// More leaves than [`MAX_LEAVES`].
    TooManyLeaves { leaves: u32 },
}

impl fmt::Display for RandomTreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RandomTreeError::Depth(d) => {
                write!(f, "the depth {d} is not from {} to {}", DEPTHS.start(), DEPTHS.end())
            }
            RandomTreeError::Branching(b) => {
                write!(f, "{b} children per node is not from {} to {}", BRANCHINGS.start(), BRANCHINGS.end())
            }
            RandomTreeError::Values { low, high } => write!(
                f,
                "the values from {low} to {high} are not a range: the lowest must be below the highest, both from −{VALUE_LIMIT} to {VALUE_LIMIT}"
            ),
            RandomTreeError::TooManyLeaves { leaves } => {
                write!(f, "that tree has {leaves} leaves; at most {MAX_LEAVES} can be drawn")
            }
        }
    }
}

impl std::error::Error for RandomTreeError {}

impl RandomTreeSpec {
    /// Leaves of the tree: branching to the power depth.
    pub fn leaves(&self) -> u32 {
        self.branching.saturating_pow(self.depth)
    }

    /// # Errors
    /// The first setting that draws no tree.
    pub fn check(&self) -> Result<(), RandomTreeError> {
        if !DEPTHS.contains(&self.depth) {
            return Err(RandomTreeError::Depth(self.depth));
        }
        if !BRANCHINGS.contains(&self.branching) {
            return Err(RandomTreeError::Branching(self.branching));
        }
        if self.low >= self.high || self.low < -VALUE_LIMIT || self.high > VALUE_LIMIT {
            return Err(RandomTreeError::Values { low: self.low, high: self.high });
        }
        if self.leaves() > MAX_LEAVES {
            return Err(RandomTreeError::TooManyLeaves { leaves: self.leaves() });
        }
        Ok(())
    }

    /// The cut-offs a tree of this shape must have.
    pub fn goal(&self) -> CutoffGoal {
        if self.depth <= 2 {
            // Only MIN nodes after the first can cut, each once, and only leaves.
            CutoffGoal { total: 3.min(self.branching - 1), above_leaves: 0 }
        } else if self.depth == 3 && self.branching == 2 {
            // Under the root's first child only its second MAX child can cut (a leaf); the
            // second MIN child cuts its second subtree, or that subtree cuts a leaf: two at most.
            CutoffGoal { total: 2, above_leaves: 1 }
        } else {
            CutoffGoal { total: 3, above_leaves: 1 }
        }
    }
}

/// How many cut-offs a tree should have.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CutoffGoal {
    pub total: u32,
    /// Of them, cuts that skip an inner node.
    pub above_leaves: u32,
}

/// The cut-offs of alpha-beta's walk on a tree: cuts that skip at least one child.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Cutoffs {
    pub total: u32,
    /// Cuts that skip at least one inner node (a subtree, not only leaves).
    pub above_leaves: u32,
}

impl Cutoffs {
    pub fn meets(&self, goal: CutoffGoal) -> bool {
        self.total >= goal.total && self.above_leaves >= goal.above_leaves
    }
}

/// Counts the cut-offs of `tree`'s walk.
pub fn cutoffs(tree: &AbstractTree) -> Cutoffs {
    cutoffs_of(&PracticeExercise::new(tree.clone()))
}

/// Counts the cut-offs of an exercise's walk.
pub fn cutoffs_of(exercise: &PracticeExercise) -> Cutoffs {
    let tree = exercise.tree();
    let mut out = Cutoffs::default();
    for id in 0..exercise.len() as u32 {
        if exercise.is_pruned(id) {
            continue;
        }
        let skipped: Vec<u32> = tree.children(id).iter().copied().filter(|&c| exercise.is_pruned(c)).collect();
        if !skipped.is_empty() {
            out.total += 1;
            if skipped.iter().any(|&c| !tree.children(c).is_empty()) {
                out.above_leaves += 1;
            }
        }
    }
    out
}

/// Draws the tree `spec` names.
///
/// # Errors
/// When the settings draw no tree ([`RandomTreeSpec::check`]).
pub fn random_tree(spec: &RandomTreeSpec) -> Result<AbstractTree, RandomTreeError> {
    spec.check()?;
    let goal = spec.goal();
    let mut rng = SplitMix64::new(spec.seed);
    let mut best: Option<(Cutoffs, AbstractTree)> = None;
    for _ in 0..ATTEMPTS {
        let shape = draw(&mut rng, spec, spec.depth);
        let Ok(tree) = shape.tree() else { continue };
        let cuts = cutoffs(&tree);
        if cuts.meets(goal) {
            return Ok(tree);
        }
        let better = best
            .as_ref()
            .is_none_or(|(b, _)| (cuts.above_leaves.min(1), cuts.total) > (b.above_leaves.min(1), b.total));
        if better {
            best = Some((cuts, tree));
        }
    }
    Ok(best.map_or_else(AbstractTree::course_example, |(_, tree)| tree))
}

fn draw(rng: &mut SplitMix64, spec: &RandomTreeSpec, depth: u32) -> TreeShape {
    if depth == 0 {
        let span = (spec.high - spec.low) as usize + 1;
        return TreeShape::Leaf(spec.low + rng.below(span) as i32);
    }
    TreeShape::Inner((0..spec.branching).map(|_| draw(rng, spec, depth - 1)).collect())
}
