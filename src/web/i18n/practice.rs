//! The practice page's texts (`?mode=practice`): its fixed texts ([`PracticeText`]) and its
//! sentences — a checked node's verdict, the result and the session's score, the move-ordering
//! counts, the nodes' accessible names and the messages of a refused click or setting.
//!
//! The page builds its own panel, so its fixed texts are not `data-i18n` keys of `index.html`
//! (only the header's link is, [`Text::ModePractice`]). Each language writes them in a file of
//! its own, `practice_en.rs` and `practice_es.rs`, as the `PracticeLanguage` trait asks; the
//! functions here call it through `in_lang!`, as the rest of `i18n` does. The English verdict
//! and setting errors are the teaching floor's own `Display` texts.

#![allow(clippy::wildcard_imports)]
use super::*;
use crate::teach::practice::NodeVerdict;
use crate::teach::random_tree::RandomTreeError;

/// A fixed text of the practice panel.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PracticeText {
    Intro,
    /// How to answer: click, type, check.
    HowTo,
    Settings,
    Depth,
    Branching,
    Low,
    High,
    Seed,
    /// Draws the tree the settings name.
    Make,
    /// Draws a tree from a new seed.
    NewTree,
    TreeLabel,
    LoadTree,
    /// A chess position's FEN, searched to depth 2.
    FenLabel,
    LoadFen,
    Check,
    Clear,
    /// Opens the walk of the tree in the tree mode.
    Walk,
    /// Shows the solution on the drawing, to print it.
    Sheet,
    Print,
    /// Saves the drawn tree as an SVG file (the solution when the solution sheet is on).
    Svg,
    /// The address is the exercise's link.
    LinkNote,
    ScoreHeading,
    /// The score before any check.
    NoScore,
    OrderingHeading,
    OrderingHelp,
    /// Shows the ◀ ▶ buttons.
    Reorder,
    /// The root was clicked: it is always searched.
    RootClicked,
    /// The settings' boxes hold something other than whole numbers.
    BadSettings,
    /// The tree's accessible name.
    TreeName,
    /// Printed above the exercise sheet.
    SheetTitle,
    SolutionTitle,
    /// The check box that shows the α and β boxes.
    Windows,
    /// How to fill them in.
    WindowsHelp,
}

impl PracticeText {
    pub const ALL: [PracticeText; 33] = [
        PracticeText::Intro,
        PracticeText::HowTo,
        PracticeText::Settings,
        PracticeText::Depth,
        PracticeText::Branching,
        PracticeText::Low,
        PracticeText::High,
        PracticeText::Seed,
        PracticeText::Make,
        PracticeText::NewTree,
        PracticeText::TreeLabel,
        PracticeText::LoadTree,
        PracticeText::FenLabel,
        PracticeText::LoadFen,
        PracticeText::Check,
        PracticeText::Clear,
        PracticeText::Walk,
        PracticeText::Sheet,
        PracticeText::Print,
        PracticeText::Svg,
        PracticeText::LinkNote,
        PracticeText::ScoreHeading,
        PracticeText::NoScore,
        PracticeText::OrderingHeading,
        PracticeText::OrderingHelp,
        PracticeText::Reorder,
        PracticeText::RootClicked,
        PracticeText::BadSettings,
        PracticeText::TreeName,
        PracticeText::SheetTitle,
        PracticeText::SolutionTitle,
        PracticeText::Windows,
        PracticeText::WindowsHelp,
    ];
}

/// What a drawn node is, for its accessible name.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PracticeNodeRole {
    Max,
    Min,
    Leaf(i32),
}

/// Everything the practice page says in a language.
pub(super) trait PracticeLanguage {
    fn practice_text(&self, text: PracticeText) -> &'static str;
    fn verdict(&self, verdict: &NodeVerdict) -> String;
    fn random_tree_error(&self, err: &RandomTreeError) -> String;
    fn practice_result(&self, right: usize, total: usize) -> String;
    fn practice_score(&self, solved: usize, trees: usize, right: usize, total: usize) -> String;
    fn ordering_counts(&self, evaluated: u64, best: u64, leaves: u64) -> String;
    fn node_name(&self, name: &str, role: PracticeNodeRole, marked: bool) -> String;
    fn value_name(&self, name: &str) -> String;
    fn move_name(&self, name: &str, earlier: bool) -> String;
    fn bad_values(&self, names: &[String]) -> String;
    fn bound_name(&self, name: &str, bound: char) -> String;
    fn bad_bounds(&self, names: &[String]) -> String;
    fn inside_marked(&self, name: &str, top: &str) -> String;
}

pub fn practice_text(lang: Lang, text: PracticeText) -> &'static str {
    in_lang!(lang, |l| l.practice_text(text))
}

/// What is wrong at a node and why (or, for a right node, why), in the walk's words.
pub fn verdict(lang: Lang, verdict: &NodeVerdict) -> String {
    in_lang!(lang, |l| l.verdict(verdict))
}

/// Why the settings draw no tree.
pub fn random_tree_error(lang: Lang, err: &RandomTreeError) -> String {
    in_lang!(lang, |l| l.random_tree_error(err))
}

/// Why a chess position makes no exercise.
pub fn exercise_tree_error(lang: Lang, err: &crate::teach::game_tree::ExerciseTreeError) -> String {
    use crate::teach::game_tree::ExerciseTreeError as E;
    use crate::teach::random_tree::MAX_LEAVES;
    match (lang, err) {
        (Lang::En, _) => err.to_string(),
        (Lang::Es, E::GameOver) => "la partida ha terminado en esa posición".to_string(),
        (Lang::Es, E::TooManyLeaves(n)) => {
            format!("el árbol de esa posición tiene {n} hojas; caben {MAX_LEAVES} como mucho")
        }
    }
}

/// "11 of 15 nodes right."
pub fn practice_result(lang: Lang, right: usize, total: usize) -> String {
    in_lang!(lang, |l| l.practice_result(right, total))
}

/// The session's score: trees solved and nodes right, each tree counted at its first check.
pub fn practice_score(lang: Lang, solved: usize, trees: usize, right: usize, total: usize) -> String {
    in_lang!(lang, |l| l.practice_score(solved, trees, right, total))
}

/// Leaves alpha-beta evaluates in this order, with the best child first, and in all.
pub fn ordering_counts(lang: Lang, evaluated: u64, best: u64, leaves: u64) -> String {
    in_lang!(lang, |l| l.ordering_counts(evaluated, best, leaves))
}

/// A drawn node's accessible name: its letter, what it is, whether it is marked.
pub fn practice_node_name(lang: Lang, name: &str, role: PracticeNodeRole, marked: bool) -> String {
    in_lang!(lang, |l| l.node_name(name, role, marked))
}

/// The accessible name of a node's value box.
pub fn value_name(lang: Lang, name: &str) -> String {
    in_lang!(lang, |l| l.value_name(name))
}

/// The accessible name of a node's ◀ or ▶ button.
pub fn move_name(lang: Lang, name: &str, earlier: bool) -> String {
    in_lang!(lang, |l| l.move_name(name, earlier))
}

/// The values typed that are not whole numbers, by node.
pub fn bad_values(lang: Lang, names: &[String]) -> String {
    in_lang!(lang, |l| l.bad_values(names))
}

/// The accessible name of a node's α or β box (`bound` is the letter): "α of B".
pub fn bound_name(lang: Lang, name: &str, bound: char) -> String {
    in_lang!(lang, |l| l.bound_name(name, bound))
}

/// The α and β boxes that hold neither a whole number nor ∞, named as [`bound_name`] names them.
pub fn bad_bounds(lang: Lang, names: &[String]) -> String {
    in_lang!(lang, |l| l.bad_bounds(names))
}

/// A node under a marked subtree was clicked.
pub fn inside_marked(lang: Lang, name: &str, top: &str) -> String {
    in_lang!(lang, |l| l.inside_marked(name, top))
}
