//! The notes under the step's sentence on what its special numbers mean: a mate score (chess),
//! a zero-width window (β = α + 1, the engine's own search asks such yes-or-no questions), a
//! won game of tic-tac-toe (100 − plies). The legend and the horizon effect are the summary's
//! (`view`); the words are `i18n::teach`'s.

use crate::teach::point_of_view::{mate, tictactoe_win, zero_width};
use crate::teach::Algorithm;
use crate::web::i18n::{self, Lang};
use crate::web::teach::options::TeachMode;

use super::View;

impl View {
    /// Writes the notes for a step showing the values `shown` (MAX's side) with the search
    /// standing in the window `standing`.
    pub(super) fn render_notes(&self, lang: Lang, shown: &[i32], standing: Option<(i32, i32)>) {
        let value = self.value_text();
        let pov = self.state.point_of_view();
        let texts = i18n::teach(lang);
        let mut notes: Vec<String> = Vec::new();
        let mut seen: Vec<i32> = Vec::new();
        for &v in shown {
            if seen.contains(&v) {
                continue;
            }
            seen.push(v);
            let note = match self.state.mode {
                TeachMode::Teach => mate(v).map(|m| (texts.mate_note)(&pov, &value(v), m)),
                TeachMode::TicTacToe => tictactoe_win(v).map(|w| (texts.win_note)(&pov, &value(v), w)),
                TeachMode::Tree | TeachMode::Mouse => None,
            };
            notes.extend(note);
        }
        if let Some((alpha, beta)) = standing.filter(|&(a, b)| zero_width(a, b)) {
            let engine = self.state.recorded.as_ref().is_some_and(|r| r.settings.algorithm == Algorithm::Poda);
            notes.push((texts.zero_width_note)(&value(alpha), &value(beta), engine));
        }
        let list = &self.els.walk_notes;
        list.set_inner_html("");
        for note in notes {
            if let Ok(li) = self.document.create_element("li") {
                li.set_text_content(Some(&note));
                let _ = list.append_child(&li);
            }
        }
        // Shown or not inline, so that `controls=0` keeps them beside the step's text (the
        // style sheet hides the panel's other lines there).
        let display = if list.child_element_count() == 0 { "none" } else { "block" };
        let _ = list.style().set_property("display", display);
    }
}
