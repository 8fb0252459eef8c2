//! The key list of this module's texts and the values its sentences take: what every
//! language file fills in (one `const` each), apart from the dispatch that picks one.

use crate::teach::convention::Convention;
use crate::teach::findings::{Finding, Reveal};
use crate::teach::game_tree::ExerciseTreeError;
use crate::teach::random_tree::RandomTreeError;

/// What a drawn node is, for its accessible name.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PracticeNodeRole {
    Max,
    Min,
    Leaf(i32),
}

texts! {
    /// Everything the practice page says in a language.
    pub struct PracticeTexts {
        fixed {
        intro "intro",
        /// How to answer: click, type, check.
        how_to "howto",
        settings "settings",
        depth "depth",
        branching "branching",
        low "low",
        high "high",
        seed "seed",
        /// Draws the tree the settings name.
        make "make",
        /// Draws a tree from a new seed.
        new_tree "new",
        tree_label "tree-label",
        load_tree "load",
        /// A chess position's FEN, searched to depth 2.
        fen_label "fen-label",
        load_fen "load-fen",
        check "check",
        /// Reveals one node: the first wrong one.
        hint "hint",
        clear "clear",
        /// Opens the walk of the tree in the tree mode.
        walk "walk",
        /// Shows the solution on the drawing, to print it.
        sheet "sheet",
        print "print",
        /// Saves the drawn tree as an SVG file (the solution when the solution sheet is on).
        svg "svg",
        /// The exercise as a SCORM 1.2 package for a school's LMS (`www/practice-scorm.js`).
        /// Several exercises from the settings on one page, with the answer key.
        worksheet "worksheet",
        worksheet_print "worksheet-print",
        worksheet_close "worksheet-close",
        worksheet_title,
        /// What to do, above the trees.
        worksheet_instructions,
        /// "Name: ____  Date: ____".
        worksheet_name,
        answer_key,
        scorm "scorm",
        scorm_working "scorm-working",
        scorm_failed "scorm-failed",
        /// The address is the exercise's link.
        link_note "link-note",
        score_heading "score",
        /// The score before any check.
        no_score,
        ordering_heading "ordering",
        ordering_help "ordering-help",
        /// Shows the ◀ ▶ buttons.
        reorder "reorder",
        /// The root was clicked: it is always searched.
        root_clicked,
        /// The root in a sentence ("the root", "la raíz").
        the_root,
        /// Check was pressed with nothing written or marked.
        empty_answer,
        /// Hint was pressed on a right answer.
        nothing_to_hint,
        /// The settings' boxes hold something other than whole numbers.
        bad_settings,
        /// The tree's accessible name.
        tree_name,
        /// Printed above the exercise sheet.
        sheet_title,
        solution_title,
        /// The check box that shows the α and β boxes.
        windows "windows",
        /// How to fill them in.
        windows_help "windows-help",
        }
        sentences {
        /// One cause of mistakes and the nodes it makes wrong, in the walk's words, without the
        /// right values; the nodes named by the function given; the window's closing and a
        /// node's value as `Convention` teaches them.
        finding: fn(&Finding, Convention, &dyn Fn(u32) -> String) -> String,
        /// What a hint revealed at the node named.
        hinted: fn(&str, &Reveal) -> String,
        /// Why the settings draw no tree.
        random_tree_error: fn(&RandomTreeError) -> String,
        /// "11 of 15 nodes right."
        result: fn(usize, usize) -> String,
        /// A worksheet's exercise, by number, and its seed (to draw it again).
        exercise_caption: fn(usize, u64) -> String,
        /// The session's score: trees solved and nodes right, each tree counted at its first check.
        score: fn(usize, usize, usize, usize) -> String,
        /// Leaves alpha-beta evaluates in this order, with the best child first, and in all.
        ordering_counts: fn(u64, u64, u64) -> String,
        /// A drawn node's accessible name: its letter, what it is, whether it is marked.
        node_name: fn(&str, PracticeNodeRole, bool) -> String,
        /// The accessible name of a node's value box.
        value_name: fn(&str) -> String,
        /// The accessible name of a node's ◀ or ▶ button.
        move_name: fn(&str, bool) -> String,
        /// The values typed that are not whole numbers, by node.
        bad_values: fn(&[String]) -> String,
        /// The accessible name of a node's α or β box (`bound` is the letter): "α of B".
        bound_name: fn(&str, char) -> String,
        /// The α and β boxes that hold neither a whole number nor ∞, named as [`bound_name`] names them.
        bad_bounds: fn(&[String]) -> String,
        /// A node under a marked subtree was clicked.
        inside_marked: fn(&str, &str) -> String,
        /// Why a chess position makes no exercise.
        exercise_tree_error: fn(&ExerciseTreeError) -> String,
        }
    }
}
