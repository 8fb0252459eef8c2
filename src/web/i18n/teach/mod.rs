//! The teaching views' texts (`?mode=teach`, `tree`, `tictactoe`, `mouse`; the practice page
//! uses their node and error words too): [`TeachTexts`], one file per language (`en.rs`,
//! `es.rs`), and [`teach`]`(lang)` to choose. Besides the fixed texts (with their `data-i18n`
//! key where `index.html` names them, which the view adds to the page's with `also_apply`),
//! it holds the tree summary, the walk's steps, a node's line, the crash cut's report, the
//! evaluation's breakdown, the words on reading the numbers (point of view, mates, the horizon
//! effect, why no prediction), the story of a search and the mouse and the cats.
//!
//! What does not depend on the language is worked out here once: which text names a node
//! kind or a side, a player with its role, the facts a summary or a step is made of, and the
//! view's notices ([`TeachNotice`]), which are kept as what happened and worded when shown.

use super::{san, shared, Lang};
use crate::engine::eval::Evaluator;
use crate::rules::Color;
use crate::teach::horizon::HorizonCapture;
use crate::teach::point_of_view::{Mate, PointOfView};

mod keys;

pub use keys::*;

languages! {
    /// The teaching views' texts in `lang`.
    pub fn teach() -> TeachTexts
}

/// A mate score: "#3" for mate in 3 for MAX, "−#3" when MAX is mated (the same in every
/// language).
pub fn mate_value(mate: Mate) -> String {
    if mate.for_max {
        format!("#{}", mate.moves)
    } else {
        format!("−#{}", mate.moves)
    }
}

/// What the crash cut saved, and what it changed.
pub fn crash_report(lang: Lang, nodes_without: u64, nodes_with: u64, value_without: &str, value_with: &str) -> String {
    let saved = nodes_without.saturating_sub(nodes_with);
    let pct = if nodes_without > 0 { saved as f64 * 100.0 / nodes_without as f64 } else { 0.0 };
    let crash = CrashFacts { nodes_without, nodes_with, saved, pct, value_without, value_with };
    (teach(lang).crash_report)(&crash)
}

/// The heading of one evaluator's breakdown (`score` for the side to move, `turn`), from
/// MAX's side as the tree's values are.
pub fn evaluator_title(lang: Lang, evaluator: Evaluator, score: i32, turn: Color, pov: &PointOfView) -> String {
    let score = match pov.chess_score(score, turn) {
        s if s < 0 => format!("−{}", -s),
        s => format!("+{s}"),
    };
    let texts = teach(lang);
    (texts.evaluator_title)(evaluator, &score, &texts.for_max(pov))
}

/// The horizon effect on a best line that ends in a capture, its moves in `lang`'s letters.
pub fn horizon_note(lang: Lang, h: &HorizonCapture) -> String {
    let reply = h.reply.as_deref().map(|r| san(lang, r));
    (teach(lang).horizon_note)(&san(lang, &h.capture), h.ply, reply.as_deref())
}

impl Expected {
    /// The words in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Expected::Values(values) => values.clone(),
            Expected::Steps => teach(lang).step_expected.to_string(),
            Expected::Fen(err) => (shared(lang).fen_error)(err),
            Expected::Tree(err) => (teach(lang).tree_error)(err),
            Expected::Board(err) => (teach(lang).board_error)(err),
            Expected::MouseBoard(err) => (teach(lang).mouse_board_error)(err),
            Expected::RandomTree(err) => (super::practice(lang).random_tree_error)(err),
            Expected::ExerciseTree(err) => (super::practice(lang).exercise_tree_error)(err),
        }
    }
}

impl TeachNotice {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            TeachNotice::Page(notice) => notice.text(lang),
            TeachNotice::BadParam { name, text, expected } => {
                (shared(lang).bad_param)(name, text, &expected.text(lang))
            }
            TeachNotice::StepClamped { asked, steps } => (teach(lang).step_clamped)(*asked, *steps),
        }
    }

    /// The notices in `lang`, each a sentence.
    pub fn texts(notices: &[TeachNotice], lang: Lang) -> Vec<String> {
        notices.iter().map(|n| n.text(lang)).collect()
    }
}
