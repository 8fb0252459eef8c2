//! The rules of chess: board representation, legal moves, notation and game status.
//!
//! Text enters through checking parsers (FEN, UCI, SAN, PGN, a typed move), each with its own error enum;
//! a [`Position`] is always legal, and the moves it generates are legal.
pub mod attacks;
pub mod bitboard;
pub mod fen;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod san;
pub mod types;
pub mod uci;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use fen::FenError;
pub use game::{Game, IllegalMove, Outcome, Status};
pub use movegen::{GenKind, PieceMoves};
pub use moves::{Move, MoveKind, MoveList};
pub use notation::PieceLetters;
pub use pgn::{PgnError, PgnGame};
pub use position::{CastlingRights, Position};
pub use san::SanError;
pub use types::{ByColor, Color, File, Piece, Rank, Role, Square};
pub use uci::UciMoveError;
