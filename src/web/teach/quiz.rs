//! Asking before showing (`quiz=1`, the "Ask before showing" check box): at some steps of the
//! walk the class answers first, then the step is shown. The questions come from the walk:
//!
//! - entering a node with children (not the root), in alpha-beta: what α is there;
//! - a leaf returning its value to a parent with children left, in alpha-beta: are they
//!   pruned (yes when this value makes the parent cut);
//! - a node with children returning (the root too): what value it returns.
//!
//! Every value is from MAX's side, as the view shows it. [`QuizRun`] holds the question waiting
//! for the class and the verdict on the last answer; the page asks it before each single step
//! forward, and any other move of the walk drops the question. No browser in it.

use crate::teach::point_of_view::{mate, Mate};
use crate::teach::tree::{Tree, NO_PARENT};
use crate::teach::walk::Walk;
use crate::web::practice::model::read_bound;

/// A question asked before a step is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The search enters `node`: what is α there?
    Alpha { node: u32, alpha: i32 },
    /// `node` returns `value` to `parent`, which has children left: are they pruned?
    Pruned { node: u32, parent: u32, value: i32, pruned: bool },
    /// `node` is done: what value does it return?
    Returns { node: u32, value: i32 },
}

/// An answer: a number typed, a mate typed as the view writes it (`#2`, `−#2`), or yes or no.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Number(i32),
    Mate(Mate),
    YesNo(bool),
}

impl Question {
    /// The question asked before step `step` of `walk` is shown (step `step` is the walk's
    /// event `step - 1`), if that step asks one; `minimax`: the walk is plain minimax's, which
    /// has no window and prunes nothing, so that only what a node returns is asked.
    pub fn before(walk: &Walk, step: usize, minimax: bool) -> Option<Question> {
        let event = *walk.tree.events.get(step.checked_sub(1)?)?;
        let node = walk.tree.nodes.get(event.node as usize)?;
        let searched = |id: u32| !walk.tree.nodes[id as usize].kind.is_unvisited();
        let interior = node.children.iter().any(|&c| searched(c));
        if !event.leave {
            let asks = interior && !minimax && node.parent != NO_PARENT;
            return asks.then(|| Question::Alpha {
                node: event.node,
                alpha: Tree::max_view(node.ply, node.alpha, node.beta).alpha,
            });
        }
        let value = Tree::max_value(node.ply, node.value?);
        if interior {
            return Some(Question::Returns { node: event.node, value });
        }
        if minimax || node.parent == NO_PARENT {
            return None;
        }
        let parent = &walk.tree.nodes[node.parent as usize];
        let at = parent.children.iter().position(|&c| c == event.node)?;
        let rest = &parent.children[at + 1..];
        if rest.is_empty() {
            return None;
        }
        let pruned = rest.iter().all(|&c| !searched(c));
        Some(Question::Pruned { node: event.node, parent: node.parent, value, pruned })
    }

    /// The node the question is about.
    pub fn node(&self) -> u32 {
        match *self {
            Question::Alpha { node, .. } | Question::Pruned { node, .. } | Question::Returns { node, .. } => node,
        }
    }

    /// Whether it is answered yes or no (else with a number).
    pub fn yes_no(&self) -> bool {
        matches!(self, Question::Pruned { .. })
    }

    /// The right answer.
    pub fn answer(&self) -> Reply {
        match *self {
            Question::Alpha { alpha, .. } => Reply::Number(alpha),
            Question::Pruned { pruned, .. } => Reply::YesNo(pruned),
            Question::Returns { value, .. } => Reply::Number(value),
        }
    }

    /// Whether `reply` is the right answer. A mate is right when it is the same side's mate in
    /// as many moves as the value shown (`#2` for a mate two moves from the root).
    pub fn check(&self, reply: Reply) -> bool {
        match (self.answer(), reply) {
            (Reply::Number(value), Reply::Mate(typed)) => mate(value) == Some(typed),
            (answer, reply) => answer == reply,
        }
    }
}

/// A number typed as an answer: a whole number (`-` or `−` for minus), or `∞`, `inf`,
/// `infinity` with a sign; `None` when it is none of them.
pub fn read_number(text: &str) -> Option<i32> {
    read_bound(text)
}

/// An answer typed in the number box: a whole number (`-` or `−` for minus), `∞`, `inf`,
/// `infinity` with a sign, or a mate as the view writes it, `#n` for MAX's mate in n moves and
/// `−#n` for MIN's (also `Mn`, `-Mn`, as chess programs write them); `None` when it is none.
pub fn read_reply(text: &str) -> Option<Reply> {
    read_mate(text).map(Reply::Mate).or_else(|| read_number(text).map(Reply::Number))
}

/// `#n`, `+#n`, `−#n`, `-#n`, `Mn`, `-Mn` (n ≥ 1) as a mate.
fn read_mate(text: &str) -> Option<Mate> {
    let text = text.trim().replace('−', "-");
    let (for_max, rest) = match text.strip_prefix('-') {
        Some(rest) => (false, rest),
        None => (true, text.strip_prefix('+').unwrap_or(&text)),
    };
    let moves = rest.trim_start().strip_prefix(['#', 'M', 'm'])?.trim();
    if moves.is_empty() || !moves.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let moves: i32 = moves.parse().ok()?;
    (moves >= 1).then_some(Mate { for_max, moves })
}

/// What happened to the last question: answered right, answered wrong, or shown unanswered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right(Question),
    Wrong(Question),
    Shown(Question),
}

/// The walk's questions while the view asks them.
#[derive(Clone, Debug, Default)]
pub struct QuizRun {
    /// The view asks (`quiz=1`).
    pub on: bool,
    /// The question waiting for the class, and the step it comes before.
    pub pending: Option<(usize, Question)>,
    /// The verdict on the last question, said until the walk moves again.
    pub verdict: Option<Verdict>,
}

impl QuizRun {
    pub fn new(on: bool) -> QuizRun {
        QuizRun { on, ..QuizRun::default() }
    }

    /// A step forward: the step to go to, or `None` while the question before it waits for
    /// the class. A step forward while a question waits shows its step, unanswered.
    pub fn step_forward(&mut self, walk: &Walk, minimax: bool) -> Option<usize> {
        if self.pending.is_some() {
            return self.reveal();
        }
        self.verdict = None;
        let target = (walk.step() + 1).min(walk.len());
        if self.on && target > walk.step() {
            self.pending = Question::before(walk, target, minimax).map(|q| (target, q));
        }
        if self.pending.is_some() {
            None
        } else {
            Some(target)
        }
    }

    /// Another move of the walk than a step forward (or quiz turned off): nothing waits.
    pub fn drop_question(&mut self) {
        self.pending = None;
        self.verdict = None;
    }

    /// The class answers `reply`: the verdict, and the step to show now.
    pub fn answer(&mut self, reply: Reply) -> Option<usize> {
        let (step, question) = self.pending.take()?;
        self.verdict = Some(if question.check(reply) { Verdict::Right(question) } else { Verdict::Wrong(question) });
        Some(step)
    }

    /// The step is shown without an answer; the step to show.
    pub fn reveal(&mut self) -> Option<usize> {
        let (step, question) = self.pending.take()?;
        self.verdict = Some(Verdict::Shown(question));
        Some(step)
    }

    /// The first step after `from` and up to `to` that asks (where playing the walk stops).
    pub fn first_asking(&self, walk: &Walk, minimax: bool, from: usize, to: usize) -> Option<usize> {
        if !self.on {
            return None;
        }
        (from + 1..=to.min(walk.len())).find(|&k| Question::before(walk, k, minimax).is_some())
    }
}
