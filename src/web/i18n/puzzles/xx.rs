//! The `lang-stub` feature's language (see `i18n`'s "Adding a language"): this module's
//! texts in English, under another tag. A real language writes every field, as `en.rs` does,
//! with no `..` to fall back on, so that a text it lacks does not compile.

use super::PuzzleTexts;

pub(super) const XX: PuzzleTexts = PuzzleTexts { ..super::en::EN };
