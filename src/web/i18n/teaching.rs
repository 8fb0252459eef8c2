//! The teaching view's texts with parameters: the tree summary, the walk's step sentences,
//! a node's line, the crash cut's report, the evaluation's breakdown and tic-tac-toe's status,
//! with the bad-parameter and worker messages the view shows. Each calls the language's file
//! through `in_lang!`, as the rest of `i18n` does.

#![allow(clippy::wildcard_imports)]
use super::TeachText;
use super::*;
use crate::teach::point_of_view::PointOfView;

/// A URL parameter that could not be used: names it, shows the bad value and what is expected.
pub fn bad_param(lang: Lang, name: &str, text: &str, expected: &str) -> String {
    in_lang!(lang, |l| l.bad_param(name, text, expected))
}

/// Why a tree's text was refused.
pub fn tree_error(lang: Lang, err: &TreeError) -> String {
    in_lang!(lang, |l| l.tree_error(err))
}

/// Why a tic-tac-toe board was refused.
pub fn board_error(lang: Lang, err: &BoardError) -> String {
    in_lang!(lang, |l| l.board_error(err))
}

pub fn engine_unreadable(lang: Lang, detail: &str) -> String {
    Notice::EngineUnreadable { detail: detail.to_string() }.text(lang)
}

pub fn engine_unreachable(lang: Lang, detail: &str) -> String {
    Notice::EngineUnreachable { detail: detail.to_string() }.text(lang)
}

pub fn engine_error(lang: Lang, message: &str) -> String {
    Notice::EngineError { message: message.to_string() }.text(lang)
}

/// A mate score: "#3" for mate in 3 for MAX, "−#3" when MAX is mated (the same in every
/// language).
pub fn mate_value(_lang: Lang, for_max: bool, moves: i32) -> String {
    if for_max {
        format!("#{moves}")
    } else {
        format!("−#{moves}")
    }
}

/// What the tree summary says.
pub struct SummaryFacts<'a> {
    pub algorithm: &'a str,
    /// `None` for abstract trees (searched to their leaves).
    pub depth: Option<u32>,
    pub value: String,
    /// Who the value is for: MAX, by name ("Black (MAX)").
    pub for_max: String,
    pub pv: String,
    /// The search's counts (nodes, leaves, cut-offs, the moves the crash cut refused).
    pub counts: &'a crate::teach::Counts,
    /// Leaves minimax evaluates and this search did not (once minimax's count is known).
    pub pruned: Option<u64>,
    /// The crash cut was on.
    pub crash_cut: bool,
    pub kept: KeptTree,
}

/// How much of a search's tree the view keeps: the nodes `kept`, and the `dropped` ones that
/// were searched and counted but not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptTree {
    /// Every node.
    Whole,
    /// The engine's own search: its last iteration of iterative deepening.
    LastIteration { kept: usize, dropped: u64 },
    /// Every node down to `ply`.
    DownToPly { ply: u32, kept: usize, dropped: u64 },
    /// The first nodes searched.
    First { kept: usize, dropped: u64 },
}

impl KeptTree {
    /// Which of them a tree of `kept` nodes is, with `dropped` others, kept by levels down to
    /// `ply_limit` (if so), from the engine's own search or not.
    pub fn of(kept: usize, dropped: u64, ply_limit: Option<u32>, last_iteration: bool) -> KeptTree {
        match (dropped, ply_limit) {
            (0, _) => KeptTree::Whole,
            _ if last_iteration => KeptTree::LastIteration { kept, dropped },
            (_, Some(ply)) => KeptTree::DownToPly { ply, kept, dropped },
            (_, None) => KeptTree::First { kept, dropped },
        }
    }
}

pub fn tree_summary(lang: Lang, f: &SummaryFacts) -> String {
    in_lang!(lang, |l| l.tree_summary(f))
}

pub fn step_label(lang: Lang, step: usize, steps: usize) -> String {
    in_lang!(lang, |l| l.step_label(step, steps))
}

/// The address asked for step `asked` of a walk of `steps` steps: its last is shown.
pub fn step_clamped(lang: Lang, asked: usize, steps: usize) -> String {
    in_lang!(lang, |l| l.step_clamped(asked, steps))
}

/// The text that names the side to move at a node: MAX or MIN.
pub(super) fn side_text(max: bool) -> TeachText {
    if max {
        TeachText::Max
    } else {
        TeachText::Min
    }
}

/// " [leaf]": the kind of a node in brackets, for a kind worth naming (else nothing).
pub(super) fn kind_note(language: &impl Language, kind: NodeKind) -> String {
    kind_text(kind).map(|text| format!(" [{}]", language.teach_text(text))).unwrap_or_default()
}

/// Entering a node.
pub fn walk_enter(lang: Lang, node: &str, max: bool, alpha: &str, beta: &str, kind: NodeKind) -> String {
    in_lang!(lang, |l| l.walk_enter(node, max, alpha, beta, kind))
}

/// The facts of leaving a node.
pub struct LeaveFacts {
    pub node: String,
    pub value: String,
    pub parent: String,
    pub parent_max: bool,
    /// The parent's window after taking the value, or `None` at the root.
    pub window: Option<(String, String)>,
    pub cut: bool,
    pub skipped: Vec<String>,
    pub kind: NodeKind,
}

/// Entering a node in plain minimax, which has no window: each side takes its best value.
pub fn walk_enter_minimax(lang: Lang, node: &str, max: bool) -> String {
    in_lang!(lang, |l| l.walk_enter_minimax(node, max))
}

/// Leaving a node in plain minimax: the parent's best value so far (`None` at the root).
pub fn walk_leave_minimax(
    lang: Lang,
    node: &str,
    value: &str,
    parent: Option<(&str, bool, &str)>,
    kind: NodeKind,
) -> String {
    in_lang!(lang, |l| l.walk_leave_minimax(node, value, parent, kind))
}

/// A node on the current path in plain minimax: its best value so far.
pub fn best_so_far(lang: Lang, best: &str) -> String {
    in_lang!(lang, |l| l.best_so_far(best))
}

pub fn walk_leave(lang: Lang, f: &LeaveFacts) -> String {
    in_lang!(lang, |l| l.walk_leave(f))
}

/// The label of a node kind worth naming in a row.
pub fn kind_text(kind: NodeKind) -> Option<TeachText> {
    Some(match kind {
        NodeKind::Interior => return None,
        NodeKind::Horizon => TeachText::KindHorizon,
        NodeKind::Terminal => TeachText::KindTerminal,
        NodeKind::Pruned => TeachText::KindPruned,
        NodeKind::CrashCut => TeachText::KindCrashCut,
        NodeKind::Quiescence => TeachText::KindQuiescence,
        NodeKind::NullMove => TeachText::KindNullMove,
        NodeKind::Reduced => TeachText::KindReduced,
        NodeKind::Research => TeachText::KindResearch,
        NodeKind::TableHit => TeachText::KindTableHit,
        NodeKind::StaticCut => TeachText::KindStaticCut,
        NodeKind::Futile => TeachText::KindFutile,
    })
}

/// The selected node: its line from the root, its side and the depth left.
pub fn node_line(lang: Lang, line: &str, max: bool, depth: Option<i32>) -> String {
    in_lang!(lang, |l| l.node_line(line, max, depth))
}

pub fn node_value(lang: Lang, value: &str) -> String {
    in_lang!(lang, |l| l.node_value(value))
}

/// What the crash cut saved: the nodes and root values without and with it.
pub(super) struct CrashFacts<'a> {
    pub(super) nodes_without: u64,
    pub(super) nodes_with: u64,
    /// Nodes without minus nodes with (0 when the crash cut searched more).
    pub(super) saved: u64,
    /// `saved` as a percentage of `nodes_without`.
    pub(super) pct: f64,
    pub(super) value_without: &'a str,
    pub(super) value_with: &'a str,
}

/// What the crash cut saved, and what it changed.
pub fn crash_report(lang: Lang, nodes_without: u64, nodes_with: u64, value_without: &str, value_with: &str) -> String {
    let saved = nodes_without.saturating_sub(nodes_with);
    let pct = if nodes_without > 0 { saved as f64 * 100.0 / nodes_without as f64 } else { 0.0 };
    let crash = CrashFacts { nodes_without, nodes_with, saved, pct, value_without, value_with };
    in_lang!(lang, |l| l.crash_report(&crash))
}

/// The average branching factor and what the predictions use.
pub fn branching(lang: Lang, b: f64, depth: u32) -> String {
    in_lang!(lang, |l| l.branching(b, depth))
}

/// The heading of one evaluator's breakdown (`score` for the side to move, `turn`), from
/// MAX's side as the tree's values are.
pub fn evaluator_title(lang: Lang, evaluator: Evaluator, score: i32, turn: Color, pov: &PointOfView) -> String {
    let score = match pov.chess_score(score, turn) {
        s if s < 0 => format!("−{}", -s),
        s => format!("+{s}"),
    };
    let max = super::reading::for_max(lang, pov);
    in_lang!(lang, |l| l.evaluator_title(evaluator, &score, &max))
}

pub fn term_name(lang: Lang, term: Term) -> &'static str {
    in_lang!(lang, |l| l.term_name(term))
}

/// What a term counts, in words a student understands.
pub fn term_meaning(lang: Lang, term: Term, evaluator: Evaluator) -> &'static str {
    in_lang!(lang, |l| l.term_meaning(term, evaluator))
}

/// The tic-tac-toe status line.
pub fn tictactoe_status(lang: Lang, board: &Board, human: Mark) -> String {
    in_lang!(lang, |l| l.tictactoe_status(board, human))
}
