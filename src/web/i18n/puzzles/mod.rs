//! The puzzles view's texts (`?mode=puzzles`): its fixed texts and its sentences — what to
//! find, the verdict on a try and the engine's answer, the counts — in [`PuzzleTexts`], with
//! one file per language (`en.rs`, `es.rs`).
//!
//! The view builds its own panel, so its fixed texts are not `data-i18n` keys of `index.html`
//! (only the header's link is): their keys are the panel's `data-zt` attributes.

use super::Lang;

mod keys;

pub use keys::*;

languages! {
    /// The puzzles view's texts in `lang`.
    pub fn puzzles() -> PuzzleTexts
}
