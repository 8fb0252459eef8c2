//! What every page shows, in [`SharedTexts`], one file per language (`en.rs`, `es.rs`), and
//! [`shared`]`(lang)` to choose: the header (title, modes, theme, the language switch), the
//! board's name, the notices every page can give ([`Notice`]: a bad `?lang=` or parameter, an
//! engine that fails, a saved game or preferences dropped), the errors they name (FEN, SAN,
//! PGN, saved data) and the moves' piece letters, with [`san`] and [`line`], which show every
//! move a page shows in them. SAN is stored and exported with the standard English letters;
//! only what a person reads is localized.

use super::Lang;
use crate::rules::notation::PieceLetters;

mod keys;

pub use keys::*;

languages! {
    /// What every page says, in `lang`.
    pub fn shared() -> SharedTexts
}

/// The piece letters of `lang` (king, queen, rook, bishop, knight): K Q R B N, R D T A C.
pub fn piece_letters(lang: Lang) -> PieceLetters {
    shared(lang).piece_letters
}

/// A standard SAN (`Nf3`, `exd8=Q#`) as `lang` writes it (`Cf3`, `exd8=D#` in Spanish).
pub fn san(lang: Lang, san: &str) -> String {
    piece_letters(lang).localize(san)
}

/// Moves in standard SAN as `lang` writes them, separated by spaces (a principal variation).
pub fn line(lang: Lang, sans: &[String]) -> String {
    let letters = piece_letters(lang);
    sans.iter().map(|s| letters.localize(s)).collect::<Vec<_>>().join(" ")
}

impl Notice {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        (shared(lang).notice)(self)
    }
}
