//! Forsyth–Edwards Notation: reading a position with full validation, and writing it back.
//!
//! Reading accepts the six standard fields; the two counters may be omitted (as in EPD), and
//! then default to `0 1`. Every way the text can be wrong, or describe a position that cannot
//! occur, has its own [`FenError`] variant carrying the offending text.

use super::attacks;
use super::bitboard::Bitboard;
use super::position::{CastlingRights, Position};
use super::types::{Color, File, Piece, Rank, Role, Square};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but white space.
    Empty,
    /// Not 4 to 6 space-separated fields.
    WrongFieldCount { found: usize },
    /// The board field does not have eight rows separated by `/`.
    WrongRowCount { board: String, found: usize },
    /// A row that does not describe exactly eight squares.
    BadRow { row: String, rank: u8 },
    /// A character in the board field that is neither a piece letter nor a digit 1–8.
    UnknownPiece { ch: char, row: String },
    /// Not exactly one king of a colour.
    WrongKingCount { color: Color, count: u32 },
    /// More than 16 pieces or more than 8 pawns of one colour.
    TooManyPieces { color: Color },
    /// A pawn on the first or last rank.
    PawnOnBackRank { square: Square },
    /// The side to move is not `w` or `b`.
    BadSideToMove { text: String },
    /// The side that is not to move is in check.
    OpponentInCheck { color: Color },
    /// The castling field is not `-` or a subset of `KQkq` in that order.
    BadCastling { text: String },
    /// A castling right whose king or rook is not on its starting square.
    CastlingWithoutPieces { right: char },
    /// The en-passant field is not `-` or a square.
    BadEnPassant { text: String },
    /// An en-passant square that no double pawn push can have produced.
    ImpossibleEnPassant { square: Square },
    /// The halfmove clock is not a number (0 to 2^32 - 1).
    BadHalfmoveClock { text: String },
    /// The fullmove number is not a positive number.
    BadFullmoveNumber { text: String },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "empty FEN"),
            FenError::WrongFieldCount { found } => {
                write!(f, "a FEN has 6 fields (board, side, castling, en passant, halfmove clock, move number); found {found}")
            }
            FenError::WrongRowCount { board, found } => {
                write!(f, "the board '{board}' has {found} rows separated by '/'; it needs 8")
            }
            FenError::BadRow { row, rank } => write!(f, "board row '{row}' (rank {rank}) does not describe 8 squares"),
            FenError::UnknownPiece { ch, row } => write!(f, "unknown piece letter '{ch}' in board row '{row}'"),
            FenError::WrongKingCount { color, count } => write!(f, "{color} has {count} kings; it needs exactly 1"),
            FenError::TooManyPieces { color } => write!(f, "{color} has more than 16 pieces or more than 8 pawns"),
            FenError::PawnOnBackRank { square } => {
                write!(f, "a pawn on {square}: pawns cannot stand on the first or last rank")
            }
            FenError::BadSideToMove { text } => write!(f, "side to move '{text}' is not 'w' or 'b'"),
            FenError::OpponentInCheck { color } => write!(f, "{color} is in check but it is not {color}'s move"),
            FenError::BadCastling { text } => write!(f, "castling field '{text}' is not '-' or letters from 'KQkq'"),
            FenError::CastlingWithoutPieces { right } => {
                write!(f, "castling right '{right}' needs the king and rook on their starting squares")
            }
            FenError::BadEnPassant { text } => write!(f, "en-passant field '{text}' is not '-' or a square"),
            FenError::ImpossibleEnPassant { square } => {
                write!(f, "en-passant square {square} cannot follow a double pawn push in this position")
            }
            FenError::BadHalfmoveClock { text } => write!(f, "halfmove clock '{text}' is not a number of half moves"),
            FenError::BadFullmoveNumber { text } => write!(f, "move number '{text}' is not a positive number"),
        }
    }
}

impl std::error::Error for FenError {}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl Position {
    /// Reads and validates a FEN.
    ///
    /// # Errors
    /// A [`FenError`] naming the first problem found.
    ///
    /// # Examples
    /// ```
    /// use poda::rules::Position;
    /// let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    /// assert_eq!(pos.legal_moves().len(), 20);
    /// assert!(Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::WrongFieldCount { found: fields.len() });
        }
        let mut pos = Position::empty();

        // Board.
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != 8 {
            return Err(FenError::WrongRowCount { board: fields[0].to_string(), found: rows.len() });
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i as u8;
            let mut file = 0u32;
            let mut prev_digit = false;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    if !(1..=8).contains(&d) || prev_digit {
                        return Err(FenError::BadRow { row: row.to_string(), rank: rank + 1 });
                    }
                    file += d;
                    prev_digit = true;
                } else {
                    let piece = Piece::from_char(ch).ok_or(FenError::UnknownPiece { ch, row: row.to_string() })?;
                    if file >= 8 {
                        return Err(FenError::BadRow { row: row.to_string(), rank: rank + 1 });
                    }
                    pos.put(Square::from_coords(File(file as u8), Rank(rank)), piece);
                    file += 1;
                    prev_digit = false;
                }
                if file > 8 {
                    return Err(FenError::BadRow { row: row.to_string(), rank: rank + 1 });
                }
            }
            if file != 8 {
                return Err(FenError::BadRow { row: row.to_string(), rank: rank + 1 });
            }
        }
        for color in Color::ALL {
            let count = pos.pieces(color, Role::King).count();
            if count != 1 {
                return Err(FenError::WrongKingCount { color, count });
            }
            if pos.by_color(color).count() > 16 || pos.pieces(color, Role::Pawn).count() > 8 {
                return Err(FenError::TooManyPieces { color });
            }
        }
        let back_ranks = Bitboard::rank(Rank(0)) | Bitboard::rank(Rank(7));
        if let Some(square) = (pos.by_role(Role::Pawn) & back_ranks).first() {
            return Err(FenError::PawnOnBackRank { square });
        }

        // Side to move.
        pos.turn = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(FenError::BadSideToMove { text: other.to_string() }),
        };
        if pos.turn == Color::Black {
            pos.hash ^= super::zobrist::KEYS.black_to_move;
        }
        let waiting = !pos.turn;
        if pos.is_attacked(pos.king(waiting), pos.turn, pos.occupied()) {
            return Err(FenError::OpponentInCheck { color: waiting });
        }

        // Castling.
        let text = fields[2];
        let mut rights = CastlingRights::NONE;
        if text != "-" {
            let mut last = 0usize;
            for ch in text.chars() {
                let order = match "KQkq".find(ch) {
                    Some(i) => i + 1,
                    None => return Err(FenError::BadCastling { text: text.to_string() }),
                };
                if order <= last {
                    return Err(FenError::BadCastling { text: text.to_string() });
                }
                last = order;
                let color = if ch.is_ascii_uppercase() { Color::White } else { Color::Black };
                let king_side = ch.eq_ignore_ascii_case(&'k');
                let rank = color.back_rank();
                let king_ok = pos.pieces(color, Role::King).contains(Square::from_coords(File(4), rank));
                let rook_sq = Square::from_coords(if king_side { File::H } else { File::A }, rank);
                if !king_ok || !pos.pieces(color, Role::Rook).contains(rook_sq) {
                    return Err(FenError::CastlingWithoutPieces { right: ch });
                }
                rights.insert(color, king_side);
            }
            if text.is_empty() {
                return Err(FenError::BadCastling { text: text.to_string() });
            }
        }
        pos.castling = rights;
        pos.hash ^= super::zobrist::KEYS.castling[rights.bits() as usize];

        // En passant.
        let text = fields[3];
        if text != "-" {
            let square = Square::parse(text).ok_or(FenError::BadEnPassant { text: text.to_string() })?;
            let us = pos.turn;
            let them = !us;
            let pushed_to = Square::from_coords(square.file(), them.relative_rank(Rank(3)));
            let pushed_from = Square::from_coords(square.file(), them.relative_rank(Rank(1)));
            let possible = square.rank() == them.relative_rank(Rank(2))
                && !pos.occupied().contains(square)
                && !pos.occupied().contains(pushed_from)
                && pos.pieces(them, Role::Pawn).contains(pushed_to);
            if !possible {
                return Err(FenError::ImpossibleEnPassant { square });
            }
            if (attacks::pawn_attacks(them, square) & pos.pieces(us, Role::Pawn)).any() {
                pos.ep_square = Some(square);
                pos.hash ^= super::zobrist::KEYS.ep_file[square.file().index()];
            }
        }

        // Counters.
        if let Some(text) = fields.get(4) {
            pos.halfmove_clock = match text.parse::<u32>() {
                // Any count: play goes on past the fifty- and seventy-five-move rules, and every
                // position it reaches must write a FEN that reads back.
                Ok(n) => n,
                Err(_) => return Err(FenError::BadHalfmoveClock { text: text.to_string() }),
            };
        }
        if let Some(text) = fields.get(5) {
            pos.fullmove_number = match text.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                // Some writers emit 0; read it as 1.
                Ok(0) => 1,
                _ => return Err(FenError::BadFullmoveNumber { text: text.to_string() }),
            };
        }
        Ok(pos)
    }

    /// Writes the position as FEN (en passant only when a capture there is possible).
    pub fn fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                match self.piece_at(Square::from_coords(File(file), Rank(rank))) {
                    Some(p) => {
                        if empty > 0 {
                            s.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push((b'0' + empty) as char);
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(self.turn.char());
        s.push(' ');
        s.push_str(&self.castling.to_fen());
        s.push(' ');
        match self.ep_square {
            Some(sq) => s.push_str(&sq.to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmove_clock, self.fullmove_number));
        s
    }
}
