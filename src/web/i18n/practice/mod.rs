//! The practice page's texts (`?mode=practice`): its fixed texts and its sentences — a checked
//! answer's findings (each cause of mistakes once, never a right value), a hint, the result and
//! the session's score, the move-ordering counts, the nodes' accessible names and the messages
//! of a refused click or setting — in [`PracticeTexts`], with one file per language (`en.rs`,
//! `es.rs`).
//!
//! The page builds its own panel, so its fixed texts are not `data-i18n` keys of `index.html`
//! (only the header's link is): their keys are the panel's `data-pt` attributes. The English
//! setting errors are the teaching floor's own `Display` texts.

use super::Lang;

mod keys;

pub use keys::*;

languages! {
    /// The practice page's texts in `lang`.
    pub fn practice() -> PracticeTexts
}
