//! The teaching view's side of the `poda:*` message API (`web::shell::messages`):
//! `poda:get-state` (the mode, the walk's step, and the mode's subject: the position, the tree or
//! the game against the computer), `poda:set-position` and `poda:set-options` (the page opens
//! again with them); `poda:game-over` when a game of tic-tac-toe or of the mouse and the cats
//! ends. The game's requests (`poda:play`, `poda:undo`, `poda:engine-move`) belong to the play
//! mode.

use std::cell::RefCell;
use std::rc::Weak;

use wasm_bindgen::JsValue;
use web_sys::Window;

use crate::rules::{PieceLetters, Position};
use crate::web::board::state::BoardState;
use crate::web::i18n::ApiError;
use crate::web::shell::messages::{self, Fields, ReopeningView, Served};
use crate::web::teach::options::TeachMode;
use crate::web::teach::versus::VersusOutcome;

use super::View;

/// The fields of a game's ending, as `poda:game-over` and `poda:state` carry them.
fn ending_fields(ending: &VersusOutcome) -> Fields {
    vec![
        ("winner", ending.winner.map_or(JsValue::NULL, JsValue::from_str)),
        ("result", ending.result.into()),
        ("reason", ending.reason.into()),
    ]
}

impl ReopeningView for View {
    fn window(&self) -> &Window {
        &self.window
    }

    /// The mode, the algorithm, whether the search is done,
    /// the walk's step and its number of steps; the position (teach), the tree (tree) or the
    /// game (tic-tac-toe, the mouse and the cats).
    fn state_fields(&self) -> Fields {
        let s = &self.state;
        let steps = s.browse.walk.as_ref().map_or(0, |w| w.len());
        let mut fields: Fields = vec![
            ("mode", s.mode.name().into()),
            ("algorithm", s.settings.algorithm.name().into()),
            ("search", if s.busy() { "searching" } else { "ready" }.into()),
            ("step", (s.browse.step() as f64).into()),
            ("steps", (steps as f64).into()),
        ];
        match s.mode {
            TeachMode::Teach => {
                fields.push(("fen", s.subjects.fen.as_str().into()));
                fields.push(("depth", f64::from(s.settings.depth).into()));
            }
            TeachMode::Tree => fields.push(("tree", s.subjects.tree_text.as_str().into())),
            TeachMode::TicTacToe | TeachMode::Mouse => {}
        }
        if let Some(versus) = s.subjects.versus.as_ref() {
            fields.push(("board", versus.text().into()));
            fields.push(("player", versus.human_name().into()));
            fields.push(("turn", versus.turn_name().into()));
            match versus.ending() {
                Some(ending) => fields.extend(ending_fields(&ending)),
                None => fields.push(("status", "playing".into())),
            }
        }
        fields
    }

    /// The page opens again on the position (a FEN, or a PGN's last position).
    fn set_position(&self, fen: Option<String>, pgn: Option<String>) -> Result<Fields, ApiError> {
        let fen = match (fen, pgn) {
            (Some(fen), _) => Position::from_fen(&fen).map(|p| p.fen()).map_err(ApiError::BadFen),
            (None, Some(pgn)) => {
                BoardState::from_pgn(&pgn, PieceLetters::ENGLISH).map(|g| g.fen()).map_err(ApiError::BadPgn)
            }
            (None, None) => Err(ApiError::NeedsFenOrPgn),
        }?;
        messages::reopen(&self.window, &[("fen", Some(fen.clone()))])?;
        Ok(vec![("fen", fen.into())])
    }
}

impl View {
    /// Posts `poda:game-over` once when the game against the computer has just ended.
    pub(super) fn report_game_end(&self) {
        let Some(versus) = self.state.subjects.versus.as_ref() else { return };
        let board = versus.text();
        let mut reported = self.embedding.ended.borrow_mut();
        match versus.ending() {
            Some(_) if reported.as_deref() == Some(board.as_str()) => {}
            Some(ending) => {
                let mut fields = ending_fields(&ending);
                fields.push(("board", board.as_str().into()));
                let message = messages::event("game-over", &JsValue::UNDEFINED, &fields);
                messages::post(&self.window, self.embedding.parent.as_deref(), &message);
                *reported = Some(board);
            }
            None => *reported = None,
        }
    }
}

/// Serves the `poda:*` messages from the view's parent origin (any origin if `None`).
pub(super) fn serve(view: &Weak<RefCell<View>>, parent: Option<String>) {
    let Some(window) = view.upgrade().map(|v| v.borrow().window.clone()) else { return };
    messages::connect(&window, parent, Served(view.clone()));
}
