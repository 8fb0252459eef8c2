//! The practice page in English (see `mod.rs`). The verdicts and the settings' errors are the
//! teaching floor's own `Display` texts.

use super::{PracticeNodeRole, PracticeTexts};
use crate::teach::practice::number_text;
use crate::web::i18n::words::display;

pub(super) const EN: PracticeTexts = PracticeTexts {
    intro: "Work out alpha-beta by hand on this tree. MAX (▲) moves at the root, MIN (▽) answers; children are searched left to right and a node stops when β ≤ α.",
    how_to: "Click each leaf (or the top of a whole subtree) that is never evaluated; write the value of every node that is searched; then check your answer.",
    settings: "A random tree",
    depth: "Depth",
    branching: "Children per node",
    low: "Lowest value",
    high: "Highest value",
    seed: "Seed",
    make: "Draw this tree",
    new_tree: "New tree",
    tree_label: "Or type a tree (child counts / leaf values)",
    load_tree: "Use this tree",
    fen_label: "Or a chess position (FEN): its tree to depth 2, the course's evaluation (centipawns, from the side to move's point of view; a mate is 10000 less its plies)",
    load_fen: "Use this position",
    check: "Check answer",
    clear: "Clear answer",
    walk: "Show solution (the walk, step by step)",
    sheet: "Solution sheet",
    print: "Print",
    svg: "Save the tree (SVG)",
    link_note: "The address of this page is a link to this exercise.",
    score_heading: "Score",
    no_score: "No tree checked yet.",
    ordering_heading: "Move ordering",
    ordering_help: "Move children left and right and watch how many leaves alpha-beta evaluates. Reordering makes a new exercise.",
    reorder: "Reorder children",
    root_clicked: "The root is always searched: mark the leaves or subtrees below it that are never evaluated.",
    bad_settings: "The lowest and highest values and the seed must be whole numbers (the seed from 0 up).",
    tree_name: "Practice tree",
    sheet_title: "Alpha-beta: which leaves are never evaluated? What is each searched node worth?",
    solution_title: "Alpha-beta: solution",
    windows: "Also fill in α and β",
    windows_help: "Under each value, write the window the node is entered with, α on the left and β on the right, from MAX's side: a whole number, or ∞ and −∞ (inf, -inf).",
    verdict: display,
    random_tree_error: display,
    result: |right, total| {
        if right == total {
            format!("All {total} nodes right!")
        } else {
            format!("{right} of {total} nodes right. The wrong ones are circled:")
        }
    },
    score: |solved, trees, right, total| {
        let s = if trees == 1 { "" } else { "s" };
        format!("This session: {solved} of {trees} tree{s} solved, {right} of {total} nodes right (each tree counts at its first check).")
    },
    ordering_counts: |evaluated, best, leaves| format!("In this order alpha-beta evaluates {evaluated} of the {leaves} leaves; with the best child first at every node, {best}."),
    node_name: |name, role, marked| {
        let what = match role {
            PracticeNodeRole::Max => "MAX".to_string(),
            PracticeNodeRole::Min => "MIN".to_string(),
            PracticeNodeRole::Leaf(v) => format!("leaf {}", number_text(v)),
        };
        let mark = if marked { ", marked never evaluated" } else { "" };
        format!("{name} ({what}){mark}")
    },
    value_name: |name| format!("Value of {name}"),
    move_name: |name, earlier| format!("Move {name} {}", if earlier { "left" } else { "right" }),
    bad_values: |names| format!("Not a whole number: the value of {}. Write numbers such as 7 or -3.", names.join(", ")),
    bound_name: |name, bound| format!("{bound} of {name}"),
    bad_bounds: |names| format!("Not a bound: {}. Write whole numbers such as 7 or -3, or ∞ and −∞ (inf, -inf).", names.join(", ")),
    inside_marked: |name, top| format!("{name} is inside {top}'s subtree, which is marked as a whole: click {top} to unmark it first."),
    exercise_tree_error: display,
};
