//! What a checked practice answer tells the student: its mistakes grouped by cause, each cause
//! told once, and never the right value; and the one node a hint reveals.
//!
//! [`PracticeExercise::check`] judges every node ([`NodeVerdict`]); one slip makes many nodes
//! wrong (a missed cut leaves a whole subtree unmarked, a value that counts a leaf the search
//! never looks at is carried up to the root). [`findings`] groups the wrong nodes by what went
//! wrong ([`Finding`]), in the walk's order, so a page says each cause once and names every node
//! it makes wrong. A finding carries what the student wrote and the walk's facts that explain it
//! in words (a cut, an open window, MAX or MIN), never the value or window the node should have.
//!
//! [`hint`] picks the node a hint reveals: the first wrong one in the order the search settles
//! nodes (a node after its children, left to right; a skipped subtree when its cut happens).
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::findings::{findings, Cause};
//! use poda::teach::practice::{PracticeAnswer, PracticeExercise};
//!
//! // The root's second child stops at its 2: the 9 is never looked at.
//! let exercise = PracticeExercise::new(AbstractTree::parse("2 2 2 / 3 5 2 9").unwrap());
//! let answer = PracticeAnswer::default();
//! let found = findings(&exercise, &answer);
//! // A's value is the first the search settles: every missing value is one finding.
//! assert!(matches!(found[0].cause, Cause::NoValue));
//! assert!(matches!(found[1].cause, Cause::Unmarked { at: 2, .. }));
//! ```

use super::practice::{wrong_bounds, Mistake, NodeFact, NodePath, PracticeAnswer, PracticeExercise};

/// Why some nodes are wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The search never looks at these nodes and they are not marked: node `at` stops once
    /// `child` has returned (its window closes, β ≤ α). `tops` are the skipped children of `at`
    /// (the tops of the skipped subtrees).
    Unmarked { at: u32, child: u32, tops: Vec<u32> },
    /// The student's mark at `mark` (a leaf, or the top of a subtree) covers nodes the search
    /// looks at: when their turn comes, the window is still open (α < β).
    MarkedSearched { mark: u32, leaf: bool },
    /// Inner nodes the search enters with no value written.
    NoValue,
    /// The values written count `pruned`, which the search never looks at.
    CountsPruned { pruned: u32 },
    /// A value that does not follow from the node's children (`max`: the node is MAX's); the
    /// nodes above it that took it on are in the same finding.
    WrongValue { node: u32, given: i32, max: bool },
    /// Values written at nodes the search never looks at.
    ValueOfPruned,
    /// A window written that is not the one `node` is entered with: the bounds written wrong.
    WrongWindow { node: u32, wrong: Vec<(char, i32)> },
}

/// One cause and every wrong node it explains (breadth-first numbers, in the walk's order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub cause: Cause,
    pub nodes: Vec<u32>,
}

/// The nodes in the order the search settles them: a node after its children, left to right
/// (a skipped subtree comes right after the child whose value made the cut).
pub fn settle_order(exercise: &PracticeExercise) -> Vec<u32> {
    let tree = exercise.tree();
    let mut order = Vec::with_capacity(exercise.len());
    // (node, children done?)
    let mut stack = vec![(0u32, false)];
    while let Some((node, done)) = stack.pop() {
        if done || tree.children(node).is_empty() {
            order.push(node);
            continue;
        }
        stack.push((node, true));
        for &c in tree.children(node).iter().rev() {
            stack.push((c, false));
        }
    }
    order
}

/// The minimax value of `node` from MAX's side: every child looked at.
fn minimax(exercise: &PracticeExercise, node: u32) -> i32 {
    let tree = exercise.tree();
    let children = tree.children(node);
    if children.is_empty() {
        return tree.leaf_value(node);
    }
    let values = children.iter().map(|&c| minimax(exercise, c));
    if exercise.path(node).0.len().is_multiple_of(2) {
        values.max().unwrap_or(0)
    } else {
        values.min().unwrap_or(0)
    }
}

/// The nodes under `node` (itself excluded), breadth-first.
fn below(exercise: &PracticeExercise, node: u32) -> Vec<u32> {
    let tree = exercise.tree();
    let mut out: Vec<u32> = tree.children(node).to_vec();
    let mut i = 0;
    while i < out.len() {
        out.extend_from_slice(tree.children(out[i]));
        i += 1;
    }
    out
}

/// Whether `ancestor`'s path is a prefix of `node`'s.
fn is_under(exercise: &PracticeExercise, node: u32, ancestor: u32) -> bool {
    let (p, a) = (&exercise.path(node).0, &exercise.path(ancestor).0);
    p.len() > a.len() && p.starts_with(a)
}

/// The mark the student wrote that covers `node`: itself or the nearest marked node above it.
fn covering_mark(exercise: &PracticeExercise, answer: &PracticeAnswer, node: u32) -> Option<u32> {
    let mut at = Some(node);
    while let Some(n) = at {
        if answer.marked.contains(exercise.path(n)) {
            return Some(n);
        }
        at = exercise.parent(n);
    }
    None
}

/// The answer's mistakes grouped by cause, in the order the search settles the nodes.
pub fn findings(exercise: &PracticeExercise, answer: &PracticeAnswer) -> Vec<Finding> {
    let check = exercise.check(answer);
    let order = settle_order(exercise);
    let mut out: Vec<Finding> = Vec::new();
    // Inner nodes marked only because all their children are: told with a mark below them.
    let mut implied = Vec::new();
    let value_of = |n: u32| answer.values.get(exercise.path(n)).copied();
    for &node in &order {
        let verdict = &check.verdicts[node as usize];
        let Some(mistake) = verdict.mistake else { continue };
        let joined = |out: &mut Vec<Finding>, cause: &Cause| match out.iter_mut().find(|f| &f.cause == cause) {
            Some(f) => f.nodes.push(node),
            None => out.push(Finding { cause: cause.clone(), nodes: vec![node] }),
        };
        match (mistake, verdict.fact) {
            (Mistake::PrunedNotMarked, NodeFact::Pruned(cut)) => {
                let same = out.iter_mut().find(
                    |f| matches!(f.cause, Cause::Unmarked { at, child, .. } if at == cut.at && child == cut.child),
                );
                match same {
                    Some(f) => {
                        if let Cause::Unmarked { tops, .. } = &mut f.cause {
                            if exercise.parent(node) == Some(cut.at) {
                                tops.push(node);
                            }
                        }
                        f.nodes.push(node);
                    }
                    None => {
                        let tops = if exercise.parent(node) == Some(cut.at) { vec![node] } else { Vec::new() };
                        out.push(Finding {
                            cause: Cause::Unmarked { at: cut.at, child: cut.child, tops },
                            nodes: vec![node],
                        });
                    }
                }
            }
            (Mistake::MarkedLeafEvaluated | Mistake::MarkedNodeSearched, _) => {
                match covering_mark(exercise, answer, node) {
                    Some(mark) => {
                        let leaf = exercise.tree().children(mark).is_empty();
                        joined(&mut out, &Cause::MarkedSearched { mark, leaf });
                    }
                    None => implied.push(node),
                }
            }
            (Mistake::ValueMissing, _) => joined(&mut out, &Cause::NoValue),
            (Mistake::ValueOfPruned { .. }, _) => joined(&mut out, &Cause::ValueOfPruned),
            (Mistake::WrongWindow { alpha, beta }, NodeFact::Searched { alpha: a, beta: b, .. }) => {
                let wrong = wrong_bounds((a, b), (alpha, beta));
                out.push(Finding { cause: Cause::WrongWindow { node, wrong }, nodes: vec![node] });
            }
            (Mistake::WrongValue { given }, NodeFact::Searched { value, .. }) => {
                // Taken on from a child whose value is wrong: that child's cause.
                let wrong_value =
                    |c: u32| matches!(check.verdicts[c as usize].mistake, Some(Mistake::WrongValue { .. }));
                let from_child = exercise
                    .tree()
                    .children(node)
                    .iter()
                    .copied()
                    .find(|&c| value_of(c) == Some(given) && wrong_value(c));
                let carried = from_child.and_then(|c| out.iter().position(|f| f.nodes.contains(&c)));
                if let Some(i) = carried {
                    out[i].nodes.push(node);
                    continue;
                }
                // A value that counts a node the search never looks at: the subtree's minimax
                // value, or a skipped leaf's own.
                let skipped: Vec<u32> = below(exercise, node).into_iter().filter(|&n| exercise.is_pruned(n)).collect();
                let counted = if given != value && given == minimax(exercise, node) {
                    skipped.first().copied()
                } else {
                    skipped
                        .iter()
                        .copied()
                        .find(|&n| exercise.tree().children(n).is_empty() && exercise.tree().leaf_value(n) == given)
                };
                match counted {
                    Some(pruned) => joined(&mut out, &Cause::CountsPruned { pruned }),
                    None => {
                        let max = exercise.path(node).0.len().is_multiple_of(2);
                        out.push(Finding { cause: Cause::WrongValue { node, given, max }, nodes: vec![node] });
                    }
                }
            }
            // A verdict's mistake always matches its fact.
            _ => {}
        }
    }
    for node in implied {
        let found = out
            .iter_mut()
            .find(|f| matches!(f.cause, Cause::MarkedSearched { mark, .. } if is_under(exercise, mark, node)));
        match found {
            Some(f) => f.nodes.push(node),
            None => out.push(Finding { cause: Cause::MarkedSearched { mark: node, leaf: false }, nodes: vec![node] }),
        }
    }
    out
}

/// What a hint reveals about one node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reveal {
    /// The search never looks at it: mark it.
    Pruned,
    /// The search looks at it: it is not to be marked.
    Searched,
    /// Its value.
    Value(i32),
    /// It is never looked at, so it has no value.
    NoValue,
    /// The window it is entered with.
    Window(i32, i32),
}

/// The hint: the first wrong node in the order the search settles them, and what is right
/// there; `None` when the answer is right.
pub fn hint(exercise: &PracticeExercise, answer: &PracticeAnswer) -> Option<(u32, Reveal)> {
    let check = exercise.check(answer);
    settle_order(exercise).into_iter().find_map(|node| {
        let verdict = &check.verdicts[node as usize];
        let reveal = match (verdict.mistake?, verdict.fact) {
            (Mistake::PrunedNotMarked, _) => Reveal::Pruned,
            (Mistake::ValueOfPruned { .. }, _) => Reveal::NoValue,
            (Mistake::MarkedLeafEvaluated | Mistake::MarkedNodeSearched, _) => Reveal::Searched,
            (Mistake::WrongWindow { .. }, NodeFact::Searched { alpha, beta, .. }) => Reveal::Window(alpha, beta),
            (_, NodeFact::Searched { value, .. }) => Reveal::Value(value),
            (_, NodeFact::Pruned(_)) => Reveal::Pruned,
        };
        Some((node, reveal))
    })
}

/// The node a student's mark must be taken off for `node` to count as searched: the mark that
/// covers it, or (when it is marked because all its children are) its first marked child.
pub fn mark_to_remove(exercise: &PracticeExercise, answer: &PracticeAnswer, node: u32) -> Option<NodePath> {
    if let Some(mark) = covering_mark(exercise, answer, node) {
        return Some(exercise.path(mark).clone());
    }
    below(exercise, node).into_iter().map(|n| exercise.path(n)).find(|p| answer.marked.contains(*p)).cloned()
}
