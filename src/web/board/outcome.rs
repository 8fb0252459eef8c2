//! What a change to the game returns and why one fails: where the game stands
//! ([`BoardStatus`]), what a click or a press did ([`ClickOutcome`], [`Press`]), a promotion
//! waiting for its piece, and the errors of loading, typing and replaying a game. Plain values:
//! nothing here knows the state that returns them (`state.rs` imports this file, not the other
//! way round).

use std::fmt;

use super::premove::Premove;
use crate::rules::{self, Color, FenError, Move, SanError, Square};

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardStatus {
    Playing {
        turn: Color,
        check: bool,
    },
    Checkmate {
        winner: Color,
    },
    Stalemate,
    /// Drawn by insufficient material, the fifty-move rule or threefold repetition.
    Draw(rules::Status),
    /// The other side resigned.
    Resigned {
        winner: Color,
    },
    /// `loser`'s time ran out: lost, or drawn when the other side cannot mate.
    OutOfTime {
        loser: Color,
        draw: bool,
    },
}

impl BoardStatus {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub fn result(self) -> &'static str {
        match self {
            BoardStatus::Playing { .. } => "*",
            BoardStatus::Checkmate { winner: Color::White } | BoardStatus::Resigned { winner: Color::White } => "1-0",
            BoardStatus::Checkmate { winner: Color::Black } | BoardStatus::Resigned { winner: Color::Black } => "0-1",
            BoardStatus::OutOfTime { draw: true, .. } | BoardStatus::Stalemate | BoardStatus::Draw(_) => "1/2-1/2",
            BoardStatus::OutOfTime { loser: Color::White, .. } => "0-1",
            BoardStatus::OutOfTime { loser: Color::Black, .. } => "1-0",
        }
    }
}

/// Why a pasted or linked game (FEN or PGN) could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    Fen(FenError),
    Pgn(rules::pgn::PgnError),
    /// Nothing was pasted.
    Empty,
}

/// What a click on the board did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClickOutcome {
    /// Not the human's turn, or the game is over, or an empty/enemy square with nothing selected.
    Ignored,
    Selected(Square),
    Deselected,
    Played(Move),
    /// A pawn reached the last rank: the page asks which piece it becomes.
    PromotionPending(PendingPromotion),
    /// A click while the computer thinks: the premove as it now stands.
    Premove(Premove),
}

/// What a press on the board did: all that a click does, or a piece picked up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Press {
    Done(ClickOutcome),
    /// One of the mover's pieces is selected and follows the pointer until it is released;
    /// `was_selected` tells whether it was selected before the press.
    Grab {
        square: Square,
        was_selected: bool,
    },
}

/// A pawn move to the last rank waiting for its piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingPromotion {
    pub from: Square,
    pub to: Square,
    /// The side promoting (the colour of the pieces to offer).
    pub color: Color,
}

/// Why a move typed in the text box was not played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypedMoveError {
    /// The game is over.
    GameOver,
    /// It is the computer's turn (or it is thinking).
    NotYourTurn,
    /// Several legal moves match; `candidates` lists them in SAN.
    Ambiguous { text: String, candidates: Vec<String> },
    /// The text is not a legal move here (empty, malformed, illegal, no promotion piece).
    San(SanError),
}

impl fmt::Display for TypedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypedMoveError::GameOver => write!(f, "the game is over"),
            TypedMoveError::NotYourTurn => write!(f, "it is not your turn"),
            TypedMoveError::Ambiguous { text, candidates } => {
                write!(f, "{text} is ambiguous: it could be any of {}", candidates.join(", "))
            }
            TypedMoveError::San(err) => err.fmt(f),
        }
    }
}

impl std::error::Error for TypedMoveError {}

/// Why a saved list of moves could not be replayed from its start position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    BadFen(FenError),
    /// The move at `index` (from 0) is not legal where it stands.
    IllegalMove {
        index: usize,
        uci: String,
    },
}
