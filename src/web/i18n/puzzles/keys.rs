//! The key list of this module's texts and the values its sentences take: what every
//! language file fills in (one `const` each), apart from the dispatch that picks one.

use crate::rules::Color;
use crate::web::puzzles::model::Loss;

texts! {
    /// Everything the puzzles view says in a language.
    pub struct PuzzleTexts {
        fixed {
        title "title",
        /// What the view is, under its title.
        intro "intro",
        /// No puzzle kept yet: how to make some.
        empty "empty",
        /// The link to the play page when there are none.
        play_link "play",
        next "next",
        retry "retry",
        /// Opens the teaching view on the puzzle's position.
        why "why",
        /// The heading of the list of every puzzle kept.
        list_heading "list",
        /// While the engine scores the move tried.
        checking,
        /// The board's accessible name.
        board_name,
        }
        sentences {
        /// "Puzzle 2 of 7 · a blunder": the puzzle shown, of how many, and what the move of the
        /// game was.
        puzzle_of: fn(usize, usize, bool) -> String,
        /// What to find: the side to move, and the move the player's game had there (SAN).
        find: fn(Color, &str) -> String,
        /// Solved by the puzzle's move (SAN).
        solved_best: fn(&str) -> String,
        /// Solved by another move as good (SAN), the engine's move beside it (SAN).
        solved_other: fn(&str, &str) -> String,
        /// Failed: the move tried (SAN), why, and the engine's answer (SAN) once found.
        failed: fn(&str, Loss, Option<&str>) -> String,
        /// The session's counts: puzzles kept, solved, failed, retried.
        counts: fn(usize, u32, u32, u32) -> String,
        /// A puzzle of the list, by its number: solved, failed or not tried yet.
        list_item: fn(usize, Option<bool>) -> String,
        }
    }
}
