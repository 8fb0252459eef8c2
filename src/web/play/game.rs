//! What the play page adds to a game on the board: the line of its status box, in either
//! language, and the request that asks the engine for a move. Kept out of the board's game
//! (`web::board::state`), which speaks neither a language nor the worker's messages.

use crate::rules::{self, Color};
use crate::web::board::state::{BoardState, BoardStatus};
use crate::web::i18n::{self, Lang, Mover};
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
        let texts = i18n::play(lang);
        if let Some(ply) = self.is_viewing_past().then(|| self.viewed_ply()) {
            let shown = ply.checked_sub(1).map(|before| {
                let pos = &self.positions()[before];
                let dots = if pos.turn() == Color::White { "." } else { "…" };
                format!("{}{dots}{}", pos.fullmove_number(), i18n::san(lang, &self.sans()[before]))
            });
            return (texts.looking_back)(shown.as_deref());
        }
        match self.status() {
            BoardStatus::Resigned { winner } => (texts.resigned)(winner, self.engine_side() == Some(winner)),
            BoardStatus::Checkmate { winner } => (texts.checkmate)(winner),
            BoardStatus::Stalemate => texts.draw_reason(rules::Status::Stalemate).to_string(),
            BoardStatus::Draw(reason) => texts.draw_reason(reason).to_string(),
            BoardStatus::OutOfTime { loser, draw } => match (loser, draw) {
                (Color::White, false) => texts.white_lost_on_time,
                (Color::Black, false) => texts.black_lost_on_time,
                (Color::White, true) => texts.white_out_of_time_draw,
                (Color::Black, true) => texts.black_out_of_time_draw,
            }
            .to_string(),
            BoardStatus::Playing { turn, check } => {
                let mover = match (self.engine_side() == Some(turn), self.thinking) {
                    (false, _) => Mover::Human,
                    (true, false) => Mover::Computer,
                    (true, true) => Mover::ComputerThinking,
                };
                (texts.to_move)(turn, mover, check)
            }
        }
    }

    fn go_request(&self, id: u32, limits: GoLimits) -> PlayRequest {
        PlayRequest::Go { id, fen: self.start_fen().to_string(), moves: self.uci_moves(), limits }
    }
}
