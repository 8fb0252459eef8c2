//! Moves and games as a language writes them: the piece letters ([`piece_letters`]), a SAN in
//! them ([`san`], [`line`]; every move the page shows goes through [`san`]) and the values of
//! an exported game's tags ([`pgn_names`]). SAN is stored and exported with the standard
//! English letters; only what a person reads is localized.

use super::{en, es, Lang, Language};
use crate::rules::notation::PieceLetters;
use crate::web::board::state::PgnNames;

/// The piece letters of `lang` (king, queen, rook, bishop, knight): K Q R B N, R D T A C.
pub fn piece_letters(lang: Lang) -> PieceLetters {
    in_lang!(lang, |l| l.piece_letters())
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

/// The values of an exported game's tags in `lang`: "Casual game", "Player", "Poda (level 3)"
/// (the computer at `level`, or just "Poda").
pub fn pgn_names(lang: Lang, level: Option<u8>) -> PgnNames {
    in_lang!(lang, |l| l.pgn_names(level))
}
