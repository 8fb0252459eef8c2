//! Alpha-beta practice: a student works out by hand which leaves of an abstract tree alpha-beta
//! never evaluates and what every searched node is worth, and the answer is checked against the
//! real walk of the search.
//!
//! A [`PracticeExercise`] runs alpha-beta once on the tree ([`search`], left to right, as a
//! [`Convention`] teaches it: the course's, fail-soft with the cut at α ≥ β, unless another is
//! chosen) and keeps, for every node of the tree, what the walk did there ([`NodeFact`]):
//! the window it entered with and the value it returned, or the cut that skipped it (the node
//! that stopped, the child whose value stopped it, the window then). Nodes below a skipped node
//! are skipped by the same cut. Values and windows are written as the textbook writes them:
//! from MAX's side, α and β swapped at MIN nodes ([`Tree::max_view`]).
//!
//! A [`PracticeAnswer`] is what the student wrote: the nodes marked "never evaluated" (a leaf,
//! or a whole subtree by its top node), the values of inner nodes and, optionally, the window
//! (α, β) a node is entered with. [`PracticeExercise::check`] gives every node a
//! [`NodeVerdict`]: right or wrong, the [`Mistake`] when wrong, and the fact from the walk that
//! shows why. The verdict's `Display` is the whole truth in English, right values included (for
//! tests and tools); what a student is told is [`super::findings`]: each cause once, no right value.
//!
//! Nodes are named by their [`NodePath`]: the child indices from the root, `0.1.2`; the root is
//! `root`. In sentences they go by the notes' letters (A, B, … breadth-first), as the drawn
//! tree shows them.
//!
//! # Examples
//! ```
//! use poda::teach::abstract_tree::AbstractTree;
//! use poda::teach::practice::{NodePath, PracticeAnswer, PracticeExercise};
//!
//! let exercise = PracticeExercise::new(AbstractTree::parse("2 2 2 / 3 5 2 9").unwrap());
//! let mut answer = PracticeAnswer::default();
//! answer.values.insert(NodePath::ROOT, 3);
//! answer.values.insert("0".parse().unwrap(), 3);
//! answer.values.insert("1".parse().unwrap(), 2);
//! answer.marked.insert("1.1".parse().unwrap()); // the 9 is never looked at
//! assert!(exercise.check(&answer).correct());
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::str::FromStr;

use super::abstract_tree::AbstractTree;
use super::tree::{Tree, INFINITY, NO_PARENT};
use super::{search, Algorithm, Convention, SearchOptions};

/// A node's place: the child indices from the root (`0.1.2`), the root being `root`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodePath(pub Vec<u32>);

impl NodePath {
    pub const ROOT: NodePath = NodePath(Vec::new());

    /// The path of the parent (`None` at the root).
    pub fn parent(&self) -> Option<NodePath> {
        let (_, rest) = self.0.split_last()?;
        Some(NodePath(rest.to_vec()))
    }
}

impl fmt::Display for NodePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return write!(f, "root");
        }
        let parts: Vec<String> = self.0.iter().map(u32::to_string).collect();
        write!(f, "{}", parts.join("."))
    }
}

text_error!(
    /// Why a text is not a [`NodePath`].
    NodePathError,
    "{:?} is not a node: write root or child numbers such as 0.1.2"
);

impl FromStr for NodePath {
    type Err = NodePathError;

    fn from_str(text: &str) -> Result<NodePath, NodePathError> {
        let text = text.trim();
        if text == "root" {
            return Ok(NodePath::ROOT);
        }
        text.split('.')
            .map(|part| part.parse::<u32>().map_err(|_| NodePathError(text.to_string())))
            .collect::<Result<Vec<u32>, _>>()
            .map(NodePath)
    }
}

/// A cut of the walk: `at` stopped looking at its children once `child` returned `returned`,
/// which left its window at (`alpha`, `beta`) with β ≤ α. All values from MAX's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CutFacts {
    /// The node that stopped (a breadth-first number of the tree).
    pub at: u32,
    pub child: u32,
    pub returned: i32,
    pub alpha: i32,
    pub beta: i32,
}

/// What the walk did at a node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NodeFact {
    /// Entered with the window (`alpha`, `beta`), α < β, and left with `value` (a leaf: its
    /// own value, evaluated).
    Searched { alpha: i32, beta: i32, value: i32 },
    /// Never looked at: the cut skipped it, or a node above it.
    Pruned(CutFacts),
}

/// What the student wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PracticeAnswer {
    /// Nodes marked "never evaluated": a leaf, or the top of a subtree (every node below it is
    /// marked with it).
    pub marked: BTreeSet<NodePath>,
    /// Values written at inner nodes, from MAX's side.
    pub values: BTreeMap<NodePath, i32>,
    /// The window a node is entered with, where written (α, β from MAX's side; ±[`INFINITY`]
    /// for ±∞, `None` for a bound left blank).
    pub windows: BTreeMap<NodePath, (Option<i32>, Option<i32>)>,
}

/// What is wrong at a node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// A leaf marked "never evaluated" that the search evaluates.
    MarkedLeafEvaluated,
    /// An inner node marked "never evaluated" (or under a marked node) that the search enters.
    MarkedNodeSearched,
    /// A node the search never looks at, not marked.
    PrunedNotMarked,
    /// A searched inner node with no value written.
    ValueMissing,
    /// A searched inner node with the wrong value.
    WrongValue { given: i32 },
    /// A value written at a node the search never looks at.
    ValueOfPruned { given: i32 },
    /// The window written at a searched node is not the one it is entered with.
    WrongWindow { alpha: Option<i32>, beta: Option<i32> },
}

/// The check of one node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeVerdict {
    /// The node's breadth-first number (its name is [`AbstractTree::name`] of it).
    pub node: u32,
    pub path: NodePath,
    /// True for a leaf.
    pub leaf: bool,
    /// What the walk did there.
    pub fact: NodeFact,
    /// `None` when the answer is right at this node.
    pub mistake: Option<Mistake>,
}

impl NodeVerdict {
    pub fn right(&self) -> bool {
        self.mistake.is_none()
    }
}

/// A value or a bound as the page writes it: ±∞ for the window's infinities, − for minus.
pub fn number_text(v: i32) -> String {
    if v >= INFINITY {
        "+∞".to_string()
    } else if v <= -INFINITY {
        "−∞".to_string()
    } else if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

/// The bounds written that differ from the window the walk enters with (`truth`), each with
/// its letter (α or β), the infinities written beyond ±∞ read as ±∞.
pub fn wrong_bounds(truth: (i32, i32), given: (Option<i32>, Option<i32>)) -> Vec<(char, i32)> {
    let off = |given: Option<i32>, truth: i32| given.map(|g| g.clamp(-INFINITY, INFINITY)).filter(|&g| g != truth);
    let alpha = off(given.0, truth.0).map(|g| ('α', g));
    let beta = off(given.1, truth.1).map(|g| ('β', g));
    alpha.into_iter().chain(beta).collect()
}

/// A node's name in a sentence: its letter, or "the root".
fn name(n: u32) -> String {
    if n == 0 {
        "the root".to_string()
    } else {
        AbstractTree::name(n)
    }
}

/// The English sentence: what is wrong and why, in the walk's words (for a right node, just
/// why).
impl fmt::Display for NodeVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = number_text;
        let what = if self.leaf { "this leaf" } else { "this node" };
        match (self.fact, self.mistake) {
            (NodeFact::Searched { alpha, beta, value }, Some(Mistake::WrongValue { given })) => {
                write!(f, "its value is {}, not {}", n(value), n(given))?;
                write!(f, " (entered with α = {}, β = {})", n(alpha), n(beta))
            }
            (NodeFact::Searched { value, .. }, Some(Mistake::ValueMissing)) => {
                write!(f, "no value written: it returns {}", n(value))
            }
            (NodeFact::Searched { alpha, beta, .. }, Some(Mistake::WrongWindow { alpha: a, beta: b })) => {
                write!(f, "it is entered with α = {}, β = {}", n(alpha), n(beta))?;
                let wrong: Vec<String> = wrong_bounds((alpha, beta), (a, b))
                    .into_iter()
                    .map(|(letter, given)| format!("{letter} = {}", n(given)))
                    .collect();
                if !wrong.is_empty() {
                    write!(f, ", not {}", wrong.join(", "))?;
                }
                write!(f, ": a node starts from its parent's window as it stands when the node's turn comes")
            }
            // α = β only where a tie does not cut (α > β).
            (NodeFact::Searched { alpha, beta, .. }, _) if self.leaf => {
                let open = if alpha < beta { "<" } else { "≤" };
                write!(f, "{what} is evaluated: at that moment α = {} {open} β = {}", n(alpha), n(beta))
            }
            (NodeFact::Searched { alpha, beta, value }, _) => write!(
                f,
                "{what} is searched: it is entered with α = {} {} β = {} and returns {}",
                n(alpha),
                if alpha < beta { "<" } else { "≤" },
                n(beta),
                n(value)
            ),
            (NodeFact::Pruned(cut), mistake) => {
                if let Some(Mistake::ValueOfPruned { .. }) = mistake {
                    write!(f, "never searched, so it has no value; ")?;
                }
                write!(
                    f,
                    "pruned: at {}, β = {} ≤ α = {} after {} returned {}",
                    name(cut.at),
                    n(cut.beta),
                    n(cut.alpha),
                    name(cut.child),
                    n(cut.returned)
                )
            }
        }
    }
}

/// The check of a whole answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerCheck {
    /// Every node, breadth-first.
    pub verdicts: Vec<NodeVerdict>,
}

impl AnswerCheck {
    /// Nodes right.
    pub fn right(&self) -> usize {
        self.verdicts.iter().filter(|v| v.right()).count()
    }

    /// Nodes checked: every node of the tree.
    pub fn total(&self) -> usize {
        self.verdicts.len()
    }

    pub fn correct(&self) -> bool {
        self.verdicts.iter().all(NodeVerdict::right)
    }

    /// The verdicts of the nodes that are wrong.
    pub fn wrong(&self) -> impl Iterator<Item = &NodeVerdict> {
        self.verdicts.iter().filter(|v| !v.right())
    }
}

/// A tree to practise on, with its solution from the walk.
#[derive(Clone, Debug)]
pub struct PracticeExercise {
    tree: AbstractTree,
    /// By breadth-first number.
    paths: Vec<NodePath>,
    parents: Vec<u32>,
    facts: Vec<NodeFact>,
    /// Leaves the search evaluated.
    leaves_evaluated: u64,
    value: i32,
    convention: Convention,
}

impl PracticeExercise {
    /// Runs alpha-beta on `tree`, as the course teaches it, and keeps what it did at every node.
    pub fn new(tree: AbstractTree) -> PracticeExercise {
        PracticeExercise::with_convention(tree, Convention::COURSE)
    }

    /// Runs alpha-beta on `tree` as `convention` teaches it, and keeps what it did at every
    /// node: the values, the windows and the leaves pruned are that convention's.
    pub fn with_convention(tree: AbstractTree, convention: Convention) -> PracticeExercise {
        let n = tree.len();
        let mut paths = vec![NodePath::ROOT; n];
        let mut parents = vec![NO_PARENT; n];
        for id in 0..n as u32 {
            for (i, &c) in tree.children(id).iter().enumerate() {
                let mut p = paths[id as usize].0.clone();
                p.push(i as u32);
                paths[c as usize] = NodePath(p);
                parents[c as usize] = id;
            }
        }
        let options = SearchOptions { algorithm: Algorithm::AlphaBeta, convention, ..SearchOptions::full_tree() };
        let record = search(&tree.root(), &options);
        let recorded = record.tree.unwrap_or_default();
        let facts = walk_facts(&tree, &recorded, &parents);
        let leaves_evaluated = record.counts.leaves;
        PracticeExercise { tree, paths, parents, facts, leaves_evaluated, value: record.value, convention }
    }

    /// The convention the exercise is checked with.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    pub fn tree(&self) -> &AbstractTree {
        &self.tree
    }

    /// The root's value.
    pub fn value(&self) -> i32 {
        self.value
    }

    /// Leaves alpha-beta evaluates.
    pub fn leaves_evaluated(&self) -> u64 {
        self.leaves_evaluated
    }

    pub fn len(&self) -> usize {
        self.paths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    pub fn path(&self, node: u32) -> &NodePath {
        &self.paths[node as usize]
    }

    /// The node at `path`, if the tree has one there.
    pub fn node(&self, path: &NodePath) -> Option<u32> {
        let mut at = 0u32;
        for &i in &path.0 {
            at = *self.tree.children(at).get(i as usize)?;
        }
        Some(at)
    }

    /// The parent's breadth-first number (`None` at the root).
    pub fn parent(&self, node: u32) -> Option<u32> {
        self.parents.get(node as usize).copied().filter(|&p| p != NO_PARENT)
    }

    /// What the walk did at `node`.
    pub fn fact(&self, node: u32) -> NodeFact {
        self.facts[node as usize]
    }

    /// The right answer: the pruned nodes at the top of their subtrees marked, every searched
    /// inner node's value and window written.
    pub fn solution(&self) -> PracticeAnswer {
        let mut answer = PracticeAnswer::default();
        for (id, fact) in self.facts.iter().enumerate() {
            let path = self.paths[id].clone();
            match *fact {
                NodeFact::Pruned(_) => {
                    let parent_pruned = self.parent(id as u32).is_some_and(|p| self.is_pruned(p));
                    if !parent_pruned {
                        answer.marked.insert(path);
                    }
                }
                NodeFact::Searched { alpha, beta, value } => {
                    answer.windows.insert(path.clone(), (Some(alpha), Some(beta)));
                    if !self.tree.children(id as u32).is_empty() {
                        answer.values.insert(path, value);
                    }
                }
            }
        }
        answer
    }

    pub fn is_pruned(&self, node: u32) -> bool {
        matches!(self.facts[node as usize], NodeFact::Pruned(_))
    }

    /// Checks `answer` node by node. Paths in the answer that name no node of the tree are
    /// ignored.
    pub fn check(&self, answer: &PracticeAnswer) -> AnswerCheck {
        let marked = self.marked_nodes(answer);
        let verdicts = (0..self.len() as u32)
            .map(|id| {
                let path = &self.paths[id as usize];
                let leaf = self.tree.children(id).is_empty();
                let fact = self.facts[id as usize];
                let mistake = self.mistake(id, leaf, fact, marked[id as usize], answer);
                NodeVerdict { node: id, path: path.clone(), leaf, fact, mistake }
            })
            .collect();
        AnswerCheck { verdicts }
    }

    fn mistake(&self, id: u32, leaf: bool, fact: NodeFact, marked: bool, answer: &PracticeAnswer) -> Option<Mistake> {
        let path = &self.paths[id as usize];
        let given = if leaf { None } else { answer.values.get(path).copied() };
        match fact {
            NodeFact::Pruned(_) if !marked => Some(Mistake::PrunedNotMarked),
            NodeFact::Pruned(_) => given.map(|given| Mistake::ValueOfPruned { given }),
            NodeFact::Searched { .. } if marked && leaf => Some(Mistake::MarkedLeafEvaluated),
            NodeFact::Searched { .. } if marked => Some(Mistake::MarkedNodeSearched),
            NodeFact::Searched { alpha, beta, value } => {
                if !leaf {
                    match given {
                        None => return Some(Mistake::ValueMissing),
                        Some(g) if g != value => return Some(Mistake::WrongValue { given: g }),
                        Some(_) => {}
                    }
                }
                let (a, b) = answer.windows.get(path).copied().unwrap_or((None, None));
                let wrong = !wrong_bounds((alpha, beta), (a, b)).is_empty();
                wrong.then_some(Mistake::WrongWindow { alpha: a, beta: b })
            }
        }
    }

    /// Which nodes the answer marks: a marked node, everything under it, and an inner node
    /// whose leaves are all marked.
    fn marked_nodes(&self, answer: &PracticeAnswer) -> Vec<bool> {
        let n = self.len();
        let mut marked = vec![false; n];
        // Breadth-first numbers put parents before children: downwards in one pass.
        for id in 0..n {
            let parent = self.parents[id];
            marked[id] = answer.marked.contains(&self.paths[id]) || (parent != NO_PARENT && marked[parent as usize]);
        }
        // Upwards: a node whose children are all marked is marked.
        for id in (0..n).rev() {
            let children = self.tree.children(id as u32);
            if !children.is_empty() && children.iter().all(|&c| marked[c as usize]) {
                marked[id] = true;
            }
        }
        marked
    }
}

/// Every node's [`NodeFact`], read from the recorded walk (the recorded nodes' codes are the
/// tree's breadth-first numbers).
fn walk_facts(tree: &AbstractTree, recorded: &Tree, parents: &[u32]) -> Vec<NodeFact> {
    let n = tree.len();
    let mut facts: Vec<Option<NodeFact>> = vec![None; n];
    let id_of = |r: usize| -> u32 {
        if recorded.nodes[r].parent == NO_PARENT {
            0
        } else {
            recorded.nodes[r].code.parse().unwrap_or(0)
        }
    };
    // The window of the parent after each child returned (the walk's leave events).
    let mut after: Vec<Option<(i32, i32)>> = vec![None; recorded.nodes.len()];
    for e in recorded.events.iter().filter(|e| e.leave) {
        after[e.node as usize] = Some((e.alpha, e.beta));
    }
    for (r, node) in recorded.nodes.iter().enumerate() {
        let id = id_of(r) as usize;
        if let Some(value) = node.value {
            let view = Tree::max_view(node.ply, node.alpha, node.beta);
            facts[id] = Some(NodeFact::Searched {
                alpha: view.alpha,
                beta: view.beta,
                value: Tree::max_value(node.ply, value),
            });
        } else if node.kind.is_unvisited() && node.parent != NO_PARENT {
            let p = node.parent as usize;
            let parent = &recorded.nodes[p];
            // The child that caused the cut: the last one searched before this one.
            let stopper = parent.children.iter().copied().rfind(|&c| recorded.nodes[c as usize].value.is_some());
            let Some(stopper) = stopper else { continue };
            let (alpha, beta) = after[stopper as usize].unwrap_or((parent.alpha, parent.beta));
            let view = Tree::max_view(parent.ply, alpha, beta);
            let child = &recorded.nodes[stopper as usize];
            facts[id] = Some(NodeFact::Pruned(CutFacts {
                at: id_of(p),
                child: id_of(stopper as usize),
                returned: Tree::max_value(child.ply, child.value.unwrap_or(0)),
                alpha: view.alpha,
                beta: view.beta,
            }));
        }
    }
    // Below a skipped node: the same cut (parents come first in breadth-first order).
    let fallback = NodeFact::Searched { alpha: -INFINITY, beta: INFINITY, value: 0 };
    let mut out = Vec::with_capacity(n);
    for (id, found) in facts.into_iter().enumerate() {
        let fact = match found {
            Some(f) => f,
            None => match parents.get(id).copied().filter(|&p| p != NO_PARENT).map(|p| out[p as usize]) {
                Some(NodeFact::Pruned(cut)) => NodeFact::Pruned(cut),
                _ => fallback,
            },
        };
        out.push(fact);
    }
    out
}
