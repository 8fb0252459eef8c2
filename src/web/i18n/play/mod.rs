//! The play page's texts, in [`PlayTexts`], one file per language (`en.rs`, `es.rs`), and
//! [`play`]`(lang)` to choose: its fixed texts (with their `data-i18n` key where `index.html`
//! names them, which the page adds to the document's with `also_apply`), the status line, a
//! game's end, the review, the material, the engine line, typed moves and loaded games.
//!
//! What does not depend on the language is worked out here once: which text names a draw, a
//! level or a promotion piece; the counts of captured pieces; the moves of a sentence in the
//! language's letters (through [`san`]).

use super::{san, Lang};
use crate::rules::{self, Color};
use crate::web::analysis::review::Judgement;
use crate::web::board::state::TypedMoveError;

mod keys;

pub use keys::*;

languages! {
    /// The play page's texts in `lang`.
    pub fn play() -> PlayTexts
}

/// What the screen reader hears after a move: "White played e4", "Black (computer) played
/// Nf6" (`san` is standard SAN, read in the language's letters).
pub fn announce_move(lang: Lang, mover: Color, computer: bool, san: &str) -> String {
    (play(lang).announce_move)(mover, computer, &self::san(lang, san))
}

/// The material beside a player, for a screen reader: "White has taken 2 pawns and a bishop,
/// 3 points ahead".
pub fn material(lang: Lang, side: Color, captured: &[rules::Role], lead: u32) -> String {
    let mut taken = [0; 5];
    for role in captured {
        if let Some(n) = taken.get_mut(role.index()) {
            *n += 1;
        }
    }
    (play(lang).material)(side, taken, lead)
}

/// The title of a judged move: "Blunder. Better: Nf3" (`better` in standard SAN).
pub fn judged_move(lang: Lang, judgement: Judgement, better: &str) -> String {
    (play(lang).judged_move)(judgement, &san(lang, better))
}

/// Why a move typed in the box was not played: a sentence shown beside the box (the
/// candidates of an ambiguous move in the language's letters).
pub fn typed_move_error(lang: Lang, err: &TypedMoveError) -> String {
    let localized;
    let err = match err {
        TypedMoveError::Ambiguous { text, candidates } => {
            let candidates = candidates.iter().map(|c| san(lang, c)).collect();
            localized = TypedMoveError::Ambiguous { text: text.clone(), candidates };
            &localized
        }
        err => err,
    };
    (play(lang).typed_move_error)(err)
}

impl EngineLine {
    /// The line in `lang` (a played move in its letters).
    pub fn text(&self, lang: Lang) -> String {
        let localized;
        let line = match self {
            EngineLine::Played { san: played } => {
                localized = EngineLine::Played { san: san(lang, played) };
                &localized
            }
            line => line,
        };
        (play(lang).engine_line)(line)
    }
}
