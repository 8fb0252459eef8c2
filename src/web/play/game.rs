//! What the play page adds to a game on the board: the line of its status box, in either
//! language, and the request that asks the engine for a move. Kept out of the board's game
//! (`web::board::state`), which speaks neither a language nor the worker's messages.

use crate::rules::{self, Color};
use crate::web::board::state::{BoardState, BoardStatus};
use crate::web::i18n::{self, Lang, Mover, Text};
use crate::web::worker_messages::{GoLimits, PlayRequest};

/// The play page's view of a [`BoardState`].
pub trait PlayedGame {
    /// One line for the status box, in `lang` (the wording is in [`i18n`]).
    fn status_text(&self, lang: Lang) -> String;

    /// The request that asks the worker for a move in the current position.
    fn go_request(&self, id: u32, limits: GoLimits) -> PlayRequest;
}

impl PlayedGame for BoardState {
    fn status_text(&self, lang: Lang) -> String {
        match self.status() {
            BoardStatus::Resigned { winner } => i18n::resigned(lang, winner, self.engine_side() == Some(winner)),
            BoardStatus::Checkmate { winner } => i18n::checkmate(lang, winner),
            BoardStatus::Stalemate => i18n::draw(lang, rules::Status::Stalemate).to_string(),
            BoardStatus::Draw(reason) => i18n::draw(lang, reason).to_string(),
            BoardStatus::OutOfTime { loser, draw } => i18n::tr(
                lang,
                match (loser, draw) {
                    (Color::White, false) => Text::WhiteLostOnTime,
                    (Color::Black, false) => Text::BlackLostOnTime,
                    (Color::White, true) => Text::WhiteOutOfTimeDraw,
                    (Color::Black, true) => Text::BlackOutOfTimeDraw,
                },
            )
            .to_string(),
            BoardStatus::Playing { turn, check } => {
                let mover = match (self.engine_side() == Some(turn), self.thinking) {
                    (false, _) => Mover::Human,
                    (true, false) => Mover::Computer,
                    (true, true) => Mover::ComputerThinking,
                };
                i18n::to_move(lang, turn, mover, check)
            }
        }
    }

    fn go_request(&self, id: u32, limits: GoLimits) -> PlayRequest {
        PlayRequest::Go { id, fen: self.start_fen().to_string(), moves: self.uci_moves(), limits }
    }
}
