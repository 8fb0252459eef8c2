//! The practice page in English (see `mod.rs`). The verdicts and the settings' errors are the
//! teaching floor's own `Display` texts.

use super::{PracticeNodeRole, PracticeTexts};
use crate::teach::convention::{Convention, Cut, Values};
use crate::teach::findings::{Cause, Finding, Reveal};
use crate::teach::practice::number_text as n;
use crate::web::i18n::words::{capital, display, one_of};

/// One cause of mistakes, told once, without the right values.
fn finding(f: &Finding, convention: Convention, name: &dyn Fn(u32) -> String) -> String {
    let (closes, open) = match convention.cut {
        Cut::AtEqual => ("(β ≤ α)", "(α < β)"),
        Cut::PastEqual => ("(β < α)", "(α ≤ β, and only α > β cuts)"),
    };
    let names = |nodes: &[u32]| one_of(&nodes.iter().map(|&x| name(x)).collect::<Vec<_>>(), "and");
    let (all, many) = (names(&f.nodes), f.nodes.len() > 1);
    let text = match &f.cause {
        Cause::Unmarked { at, child, tops } => {
            let below = if f.nodes.len() > tops.len() { ", nor anything below" } else { "" };
            let (verb, it) = if tops.len() > 1 { ("are", "them") } else { ("is", "it") };
            format!(
                "{} {verb} never looked at{below}: once {} has returned, the window at {} closes {closes} and it looks at no more of its children. Mark {it}.",
                names(tops),
                name(*child),
                name(*at)
            )
        }
        Cause::MarkedSearched { mark, leaf: true } => format!(
            "{} is evaluated: when its turn comes the window is still open {open}, so it is not to be marked.",
            name(*mark)
        ),
        Cause::MarkedSearched { mark, leaf: false } => format!(
            "{} is searched: when its turn comes the window is still open {open}; only what comes after a cut is never looked at.",
            name(*mark)
        ),
        Cause::NoValue => format!("No value written for {all}: every node the search enters returns a value."),
        Cause::CountsPruned { pruned } => format!(
            "The value{} of {all} count{} {}, which the search never looks at: a node's value comes only from the children it looks at.",
            if many { "s" } else { "" },
            if many { "" } else { "s" },
            name(*pruned)
        ),
        Cause::WrongValue { node, given, max } => {
            let (side, which) = if *max { ("MAX", "largest") } else { ("MIN", "smallest") };
            let carried = match &f.nodes[1..] {
                [] => String::new(),
                above => format!(" ({} took it on)", names(above)),
            };
            let kept = match convention.values {
                Values::Soft => "",
                Values::Hard => ", kept within its window (α, β)",
            };
            format!(
                "{} is not worth {}: it is {side}, so it takes the {which} value among the children it looks at{kept}{carried}.",
                name(*node),
                n(*given)
            )
        }
        Cause::ValueOfPruned => {
            let (verb, have, box_) = if many { ("are", "they have", "their boxes") } else { ("is", "it has", "its box") };
            format!("{all} {verb} never looked at, so {have} no value: leave {box_} empty.")
        }
        Cause::WrongWindow { node, wrong } => {
            let wrong: Vec<String> = wrong.iter().map(|(letter, given)| format!("{letter} = {}", n(*given))).collect();
            format!(
                "{} is not entered with {}: a node starts from its parent's window as it stands when its turn comes.",
                name(*node),
                wrong.join(", ")
            )
        }
    };
    capital(&text)
}

pub(super) const EN: PracticeTexts = PracticeTexts {
    intro: "Work out alpha-beta by hand on this tree. MAX (▲) moves at the root, MIN (▽) answers; children are searched left to right and a node stops once its window closes, as the convention chosen below says.",
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
    hint: "Hint",
    clear: "Clear answer",
    walk: "Show solution (the walk, step by step)",
    sheet: "Solution sheet",
    print: "Print",
    svg: "Save the tree (SVG)",
    worksheet: "Worksheet",
    worksheet_print: "Print the worksheet",
    worksheet_close: "Close the worksheet",
    worksheet_title: "Alpha-beta worksheet",
    worksheet_instructions: "For each tree, MAX to move at the root: write in each box the value of its node, and cross out every leaf alpha-beta never evaluates (left to right).",
    worksheet_name: "Name: ______________________   Date: ____________",
    answer_key: "Answer key",
    scorm: "Download for an LMS (SCORM 1.2)",
    scorm_working: "Packing the exercise…",
    scorm_failed: "The package could not be made: a file of the site could not be fetched.",
    link_note: "The address of this page is a link to this exercise.",
    score_heading: "Score",
    no_score: "No tree checked yet.",
    ordering_heading: "Move ordering",
    ordering_help: "Move children left and right and watch how many leaves alpha-beta evaluates. Reordering makes a new exercise.",
    reorder: "Reorder children",
    the_root: "the root",
    empty_answer: "Nothing to check yet: mark the nodes that are never evaluated and write the value of every node that is searched, then check.",
    nothing_to_hint: "Every node is right: no hint needed.",
    root_clicked: "The root is always searched: mark the leaves or subtrees below it that are never evaluated.",
    bad_settings: "The lowest and highest values and the seed must be whole numbers (the seed from 0 up).",
    tree_name: "Practice tree",
    sheet_title: "Alpha-beta: which leaves are never evaluated? What is each searched node worth?",
    solution_title: "Alpha-beta: solution",
    windows: "Also fill in α and β",
    windows_help: "Under each value, write the window the node is entered with, α on the left and β on the right, from MAX's side: a whole number, or ∞ and −∞ (inf, -inf).",
    finding,
    hinted: |name, reveal| {
        let text = match reveal {
            Reveal::Pruned => format!("{name} is never looked at: it is marked now."),
            Reveal::Searched => format!("{name} is looked at: its mark is taken off."),
            Reveal::Value(v) => format!("{name} is worth {}: it is written in.", n(*v)),
            Reveal::NoValue => format!("{name} is never looked at, so it has no value: its box is emptied."),
            Reveal::Window(a, b) => format!("{name} is entered with α = {}, β = {}: they are written in.", n(*a), n(*b)),
        };
        format!("Hint: {text}")
    },
    random_tree_error: display,
    exercise_caption: |n, seed| format!("Exercise {n} (seed {seed})"),
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
            PracticeNodeRole::Leaf(v) => format!("leaf {}", n(v)),
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
