//! The practice page in English (see `practice.rs`). The verdicts and the settings' errors are
//! the teaching floor's own `Display` texts.

use super::en::English;
use super::practice::{PracticeLanguage, PracticeNodeRole, PracticeText};
use crate::teach::practice::{number_text, NodeVerdict};
use crate::teach::random_tree::RandomTreeError;

impl PracticeLanguage for English {
    fn practice_text(&self, text: PracticeText) -> &'static str {
        match text {
            PracticeText::Intro => "Work out alpha-beta by hand on this tree. MAX (▲) moves at the root, MIN (▽) answers; children are searched left to right and a node stops when β ≤ α.",
            PracticeText::HowTo => "Click each leaf (or the top of a whole subtree) that is never evaluated; write the value of every node that is searched; then check your answer.",
            PracticeText::Settings => "A random tree",
            PracticeText::Depth => "Depth",
            PracticeText::Branching => "Children per node",
            PracticeText::Low => "Lowest value",
            PracticeText::High => "Highest value",
            PracticeText::Seed => "Seed",
            PracticeText::Make => "Draw this tree",
            PracticeText::NewTree => "New tree",
            PracticeText::TreeLabel => "Or type a tree (child counts / leaf values)",
            PracticeText::LoadTree => "Use this tree",
            PracticeText::FenLabel => "Or a chess position (FEN): its tree to depth 2, the course's evaluation (centipawns, from the side to move's point of view; a mate is 10000 less its plies)",
            PracticeText::LoadFen => "Use this position",
            PracticeText::Check => "Check answer",
            PracticeText::Clear => "Clear answer",
            PracticeText::Walk => "Show solution (the walk, step by step)",
            PracticeText::Sheet => "Solution sheet",
            PracticeText::Print => "Print",
            PracticeText::Svg => "Save the tree (SVG)",
            PracticeText::LinkNote => "The address of this page is a link to this exercise.",
            PracticeText::ScoreHeading => "Score",
            PracticeText::NoScore => "No tree checked yet.",
            PracticeText::OrderingHeading => "Move ordering",
            PracticeText::OrderingHelp => "Move children left and right and watch how many leaves alpha-beta evaluates. Reordering makes a new exercise.",
            PracticeText::Reorder => "Reorder children",
            PracticeText::RootClicked => "The root is always searched: mark the leaves or subtrees below it that are never evaluated.",
            PracticeText::BadSettings => "The lowest and highest values and the seed must be whole numbers (the seed from 0 up).",
            PracticeText::TreeName => "Practice tree",
            PracticeText::SheetTitle => "Alpha-beta: which leaves are never evaluated? What is each searched node worth?",
            PracticeText::SolutionTitle => "Alpha-beta: solution",
            PracticeText::Windows => "Also fill in α and β",
            PracticeText::WindowsHelp => "Under each value, write the window the node is entered with, α on the left and β on the right, from MAX's side: a whole number, or ∞ and −∞ (inf, -inf).",
        }
    }

    fn verdict(&self, verdict: &NodeVerdict) -> String {
        verdict.to_string()
    }

    fn random_tree_error(&self, err: &RandomTreeError) -> String {
        err.to_string()
    }

    fn practice_result(&self, right: usize, total: usize) -> String {
        if right == total {
            format!("All {total} nodes right!")
        } else {
            format!("{right} of {total} nodes right. The wrong ones are circled:")
        }
    }

    fn practice_score(&self, solved: usize, trees: usize, right: usize, total: usize) -> String {
        let s = if trees == 1 { "" } else { "s" };
        format!("This session: {solved} of {trees} tree{s} solved, {right} of {total} nodes right (each tree counts at its first check).")
    }

    fn ordering_counts(&self, evaluated: u64, best: u64, leaves: u64) -> String {
        format!("In this order alpha-beta evaluates {evaluated} of the {leaves} leaves; with the best child first at every node, {best}.")
    }

    fn node_name(&self, name: &str, role: PracticeNodeRole, marked: bool) -> String {
        let what = match role {
            PracticeNodeRole::Max => "MAX".to_string(),
            PracticeNodeRole::Min => "MIN".to_string(),
            PracticeNodeRole::Leaf(v) => format!("leaf {}", number_text(v)),
        };
        let mark = if marked { ", marked never evaluated" } else { "" };
        format!("{name} ({what}){mark}")
    }

    fn value_name(&self, name: &str) -> String {
        format!("Value of {name}")
    }

    fn move_name(&self, name: &str, earlier: bool) -> String {
        format!("Move {name} {}", if earlier { "left" } else { "right" })
    }

    fn bad_values(&self, names: &[String]) -> String {
        format!("Not a whole number: the value of {}. Write numbers such as 7 or -3.", names.join(", "))
    }

    fn bound_name(&self, name: &str, bound: char) -> String {
        format!("{bound} of {name}")
    }

    fn bad_bounds(&self, names: &[String]) -> String {
        format!("Not a bound: {}. Write whole numbers such as 7 or -3, or ∞ and −∞ (inf, -inf).", names.join(", "))
    }

    fn inside_marked(&self, name: &str, top: &str) -> String {
        format!("{name} is inside {top}'s subtree, which is marked as a whole: click {top} to unmark it first.")
    }
}
