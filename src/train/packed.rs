//! Training positions packed in 32 bytes: what `poda datagen --out <file>.bin` writes and
//! `poda train` reads, about a third of a text line's size, so that tens of millions of
//! positions fit in memory and on disk.
//!
//! A record, little-endian:
//!
//! | bytes  | what |
//! |--------|------|
//! | 0..8   | the occupied squares (bit `i` is square `i`, a1 = 0, h8 = 63) |
//! | 8..24  | one nibble per occupied square, in square order, low nibble first: the role (pawn 0 … king 5) plus 8 for Black; unused nibbles 0 |
//! | 24     | bit 7: Black to move; bits 0..6: the en passant square, 64 for none |
//! | 25     | bits 0..3: castling rights (White king side 1, queen side 2, Black's 4 and 8); bits 4..5: the game's result for White (0 lost, 1 drawn, 2 won) |
//! | 26     | the halfmove clock (at most 255) |
//! | 27..29 | the fullmove number (at most 65,535) |
//! | 29..31 | the score in centipawns from White's side (i16) |
//! | 31     | 0 (kept for a later layout) |
//!
//! A file is records one after another; its length is a multiple of [`PACKED_LEN`].

use std::fmt;

use crate::rules::{Color, Position, Role, Square};

/// The size of one record.
pub const PACKED_LEN: usize = 32;

/// A game's result from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhiteResult {
    Lost = 0,
    Drawn = 1,
    Won = 2,
}

impl WhiteResult {
    /// 0, ½ or 1.
    pub fn value(self) -> f32 {
        self as u8 as f32 / 2.0
    }

    /// From 0, ½ or 1 (anything between is rounded to the nearest).
    pub fn from_value(v: f32) -> WhiteResult {
        if v > 0.75 {
            WhiteResult::Won
        } else if v < 0.25 {
            WhiteResult::Lost
        } else {
            WhiteResult::Drawn
        }
    }
}

/// Why a record cannot be made or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PackError {
    /// More than 32 pieces on the board (no legal game reaches it).
    TooManyPieces(u32),
    /// A nibble, flag or reserved byte out of its range.
    BadField(&'static str),
    /// The fields make no legal position.
    BadPosition(String),
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackError::TooManyPieces(n) => write!(f, "{n} pieces on the board: a record holds at most 32"),
            PackError::BadField(what) => write!(f, "a packed position with a bad {what}"),
            PackError::BadPosition(why) => write!(f, "a packed position that is not a legal position: {why}"),
        }
    }
}

impl std::error::Error for PackError {}

/// One packed training position.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PackedPosition(pub [u8; PACKED_LEN]);

impl fmt::Debug for PackedPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.unpack() {
            Ok((pos, score, result)) => write!(f, "PackedPosition({} | {score} | {:?})", pos.fen(), result),
            Err(e) => write!(f, "PackedPosition(invalid: {e})"),
        }
    }
}

/// A piece of a record: where it stands, its colour and role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackedPiece {
    pub square: u8,
    pub color: Color,
    pub role: Role,
}

impl PackedPosition {
    /// Packs `pos` with its score (centipawns, White's side; clamped to ±32,767) and result.
    pub fn pack(pos: &Position, score: i32, result: WhiteResult) -> Result<PackedPosition, PackError> {
        let occupied = pos.occupied();
        if occupied.count() > 32 {
            return Err(PackError::TooManyPieces(occupied.count()));
        }
        let mut b = [0u8; PACKED_LEN];
        let mut bits = 0u64;
        for (i, sq) in occupied.into_iter().enumerate() {
            bits |= 1 << sq.index();
            let piece = pos.piece_at(sq).expect("an occupied square holds a piece");
            let nibble = piece.role.index() as u8 | if piece.color == Color::Black { 8 } else { 0 };
            b[8 + i / 2] |= nibble << (4 * (i % 2));
        }
        b[0..8].copy_from_slice(&bits.to_le_bytes());
        let ep = pos.ep_square().map_or(64, |sq| sq.index() as u8);
        b[24] = ep | if pos.turn() == Color::Black { 0x80 } else { 0 };
        b[25] = pos.castling_rights().bits() | (result as u8) << 4;
        b[26] = pos.halfmove_clock().min(255) as u8;
        b[27..29].copy_from_slice(&(pos.fullmove_number().min(u16::MAX as u32) as u16).to_le_bytes());
        b[29..31].copy_from_slice(&(score.clamp(-i16::MAX as i32, i16::MAX as i32) as i16).to_le_bytes());
        Ok(PackedPosition(b))
    }

    /// The record's position, score (centipawns, White's side) and result, every field checked.
    pub fn unpack(&self) -> Result<(Position, i32, WhiteResult), PackError> {
        let pieces = self.pieces()?;
        let mut board = [None; 64];
        for p in &pieces {
            board[p.square as usize] = Some((p.color, p.role));
        }
        let mut fen = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match board[rank * 8 + file] {
                    None => empty += 1,
                    Some((color, role)) => {
                        if empty > 0 {
                            fen.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        fen.push(if color == Color::White { role.upper_char() } else { role.char() });
                    }
                }
            }
            if empty > 0 {
                fen.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(if self.turn() == Color::White { " w " } else { " b " });
        let castling = self.0[25] & 15;
        if castling == 0 {
            fen.push('-');
        }
        for (bit, ch) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
            if castling & bit != 0 {
                fen.push(ch);
            }
        }
        match self.0[24] & 0x7f {
            64 => fen.push_str(" -"),
            sq if sq < 64 => {
                fen.push(' ');
                fen.push_str(&Square::new(sq).to_string());
            }
            _ => return Err(PackError::BadField("en passant square")),
        }
        let fullmove = u16::from_le_bytes([self.0[27], self.0[28]]);
        fen.push_str(&format!(" {} {}", self.0[26], fullmove.max(1)));
        let pos = Position::from_fen(&fen).map_err(|e| PackError::BadPosition(e.to_string()))?;
        Ok((pos, self.score(), self.result()?))
    }

    /// The pieces, in square order, every field checked.
    pub fn pieces(&self) -> Result<Vec<PackedPiece>, PackError> {
        self.check()?;
        Ok(self.piece_iter().collect())
    }

    /// Checks what can be checked without building the position: the reserved bits, the
    /// number of pieces, each piece's code, the result.
    pub fn check(&self) -> Result<(), PackError> {
        if self.0[31] != 0 || self.0[25] >> 6 != 0 {
            return Err(PackError::BadField("reserved bits"));
        }
        let count = self.occupied().count_ones();
        if count > 32 {
            return Err(PackError::TooManyPieces(count));
        }
        for i in 0..count as usize {
            if self.nibble(i) & 7 > 5 {
                return Err(PackError::BadField("piece"));
            }
        }
        self.result().map(|_| ())
    }

    /// The pieces in square order, for a record that passed [`PackedPosition::check`] (what the
    /// trainer reads, with no position built and nothing allocated).
    pub fn piece_iter(&self) -> impl Iterator<Item = PackedPiece> + '_ {
        let mut rest = self.occupied();
        (0..rest.count_ones().min(32) as usize).map(move |i| {
            let square = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let nibble = self.nibble(i);
            let color = if nibble & 8 != 0 { Color::Black } else { Color::White };
            PackedPiece { square, color, role: Role::from_index(((nibble & 7) as usize).min(5)) }
        })
    }

    fn occupied(&self) -> u64 {
        u64::from_le_bytes(self.0[0..8].try_into().expect("8 bytes"))
    }

    fn nibble(&self, i: usize) -> u8 {
        (self.0[8 + i / 2] >> (4 * (i % 2))) & 15
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        if self.0[24] & 0x80 != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Whether any castling right is left (a position mirrored left to right would lose it).
    pub fn has_castling(&self) -> bool {
        self.0[25] & 15 != 0
    }

    /// Centipawns from White's side.
    pub fn score(&self) -> i32 {
        i16::from_le_bytes([self.0[29], self.0[30]]) as i32
    }

    /// The game's result from White's side.
    pub fn result(&self) -> Result<WhiteResult, PackError> {
        match (self.0[25] >> 4) & 3 {
            0 => Ok(WhiteResult::Lost),
            1 => Ok(WhiteResult::Drawn),
            2 => Ok(WhiteResult::Won),
            _ => Err(PackError::BadField("result")),
        }
    }
}

/// Splits a file's bytes into records; a length that is not a multiple of [`PACKED_LEN`] is
/// an error (a file cut short), naming how many bytes are left over.
pub fn records(bytes: &[u8]) -> Result<impl Iterator<Item = PackedPosition> + '_, String> {
    if !bytes.len().is_multiple_of(PACKED_LEN) {
        return Err(format!(
            "{} bytes is not a whole number of {PACKED_LEN}-byte positions ({} left over)",
            bytes.len(),
            bytes.len() % PACKED_LEN
        ));
    }
    Ok(bytes.chunks_exact(PACKED_LEN).map(|c| PackedPosition(c.try_into().expect("a whole record"))))
}

/// Reads a text data line (`FEN | score | result`, both from White's side) as a record.
pub fn from_text_line(line: &str) -> Result<PackedPosition, String> {
    let mut parts = line.split(" | ");
    let fen = parts.next().unwrap_or("").trim();
    let pos = Position::from_fen(fen).map_err(|e| format!("{fen:?}: {e}"))?;
    let score: f32 = parts.next().and_then(|s| s.trim().parse().ok()).ok_or(format!("{line:?}: no score"))?;
    let result: f32 = parts.next().and_then(|s| s.trim().parse().ok()).ok_or(format!("{line:?}: no result"))?;
    PackedPosition::pack(&pos, score.round() as i32, WhiteResult::from_value(result)).map_err(|e| e.to_string())
}

/// The text line of a record (`FEN | score | result`, White's side), as `poda datagen` writes it.
pub fn to_text_line(record: &PackedPosition) -> Result<String, PackError> {
    let (pos, score, result) = record.unpack()?;
    let result = match result {
        WhiteResult::Won => "1.0",
        WhiteResult::Drawn => "0.5",
        WhiteResult::Lost => "0.0",
    };
    Ok(format!("{} | {score} | {result}", pos.fen()))
}

/// `poda convert <in> <out>`: text data to records or records to text, by the names' endings
/// (`*.bin` is packed). Returns the positions written; a line or record that does not read
/// is an error naming it, and nothing is written.
pub fn convert(input: &std::path::Path, output: &std::path::Path) -> Result<u64, String> {
    let packed = |p: &std::path::Path| p.extension().is_some_and(|e| e == "bin");
    let name = input.display();
    let (bytes, count) = match (packed(input), packed(output)) {
        (false, true) => {
            let text = std::fs::read_to_string(input).map_err(|e| format!("{name}: {e}"))?;
            let mut out = Vec::new();
            for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty()) {
                out.extend_from_slice(&from_text_line(line).map_err(|e| format!("{name}:{}: {e}", n + 1))?.0);
            }
            let count = out.len() / PACKED_LEN;
            (out, count)
        }
        (true, false) => {
            let bytes = std::fs::read(input).map_err(|e| format!("{name}: {e}"))?;
            let mut out = String::new();
            for (n, r) in records(&bytes).map_err(|e| format!("{name}: {e}"))?.enumerate() {
                out.push_str(&to_text_line(&r).map_err(|e| format!("{name}: record {n}: {e}"))?);
                out.push('\n');
            }
            (out.into_bytes(), bytes.len() / PACKED_LEN)
        }
        _ => return Err("convert reads text and writes *.bin, or reads *.bin and writes text".to_string()),
    };
    std::fs::write(output, bytes).map_err(|e| format!("{}: {e}", output.display()))?;
    Ok(count as u64)
}
