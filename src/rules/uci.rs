//! UCI long algebraic moves (`e2e4`, `e7e8q`, `e1g1`, `0000`): reading with a legality check,
//! writing is `Move`'s `Display`.

use super::moves::Move;
use super::position::Position;
use super::types::{Role, Square};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciMoveError {
    /// Not of the form `<from><to>[promotion]`.
    Syntax { text: String },
    /// Well formed, but not a legal move in the position.
    Illegal { text: String },
}

impl fmt::Display for UciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMoveError::Syntax { text } => write!(f, "'{text}' is not a move in UCI notation (like e2e4 or e7e8q)"),
            UciMoveError::Illegal { text } => write!(f, "{text} is not a legal move in this position"),
        }
    }
}

impl std::error::Error for UciMoveError {}

impl Position {
    /// Reads a UCI move and checks that it is legal here.
    ///
    /// # Errors
    /// [`UciMoveError::Syntax`] for malformed text, [`UciMoveError::Illegal`] otherwise.
    ///
    /// # Examples
    /// ```
    /// use poda::rules::Position;
    /// let pos = Position::startpos();
    /// assert_eq!(pos.parse_uci("g1f3").unwrap().to_string(), "g1f3");
    /// assert!(pos.parse_uci("e2e5").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciMoveError> {
        let syntax = || UciMoveError::Syntax { text: text.to_string() };
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(syntax());
        }
        let from = Square::parse(&text[0..2]).ok_or_else(syntax)?;
        let to = Square::parse(&text[2..4]).ok_or_else(syntax)?;
        let promotion = match text.as_bytes().get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(r) if r != Role::Pawn && r != Role::King => Some(r),
                _ => return Err(syntax()),
            },
        };
        self.legal_moves()
            .iter()
            .copied()
            .find(|m| m.from() == from && m.to() == to && m.promotion_role() == promotion)
            .ok_or_else(|| UciMoveError::Illegal { text: text.to_string() })
    }

    /// Plays a legal move given in UCI notation.
    ///
    /// # Errors
    /// As [`Position::parse_uci`]; the position is unchanged on error.
    pub fn play_uci(&mut self, text: &str) -> Result<Move, UciMoveError> {
        let m = self.parse_uci(text)?;
        self.play_unchecked(m);
        Ok(m)
    }
}
