//! What the page's address and its embedding API do to the play page's game, and how the play
//! page names a game's end in its `poda:*` messages. The shell reads the address for every page
//! ([`PageParams`]); each page applies it to its own game, so the shell knows no game.

use crate::rules::Status as Rules;
use crate::web::board::state::{BoardState, BoardStatus};
use crate::web::shell::page_params::PageParams;

/// Gives the player the side the address asks for (the computer the other, the board turned to
/// the player) and the orientation asked for; with `interactive=0` the computer plays neither.
pub fn apply_params(params: &PageParams, game: &mut BoardState) {
    if let Some(side) = params.side {
        game.set_engine_side(Some(!side));
        game.orientation = side;
    }
    if let Some(orientation) = params.orientation {
        game.orientation = orientation;
    }
    if !params.interactive {
        game.set_engine_side(None);
    }
}

/// How a finished game ended, as `poda:game-over` and `poda:state` name it (`playing` while
/// it goes on).
pub fn end_reason(status: BoardStatus) -> &'static str {
    match status {
        BoardStatus::Playing { .. } => "playing",
        BoardStatus::Checkmate { .. } => "checkmate",
        BoardStatus::Stalemate => "stalemate",
        BoardStatus::Resigned { .. } => "resignation",
        BoardStatus::OutOfTime { draw: false, .. } => "time-forfeit",
        BoardStatus::OutOfTime { draw: true, .. } => "time-forfeit-draw",
        BoardStatus::Draw(Rules::ThreefoldRepetition) => "repetition",
        BoardStatus::Draw(Rules::FiftyMoveRule) => "fifty-moves",
        BoardStatus::Draw(Rules::InsufficientMaterial) => "insufficient-material",
        BoardStatus::Draw(_) => "draw",
    }
}
