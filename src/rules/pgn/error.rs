//! Why a PGN text could not be read, and where: [`PgnError`], a variant per way a game can
//! fail, each carrying the game ([`GameRef`]: its number and players) and the line.

use super::MAX_VARIATION_DEPTH;
use crate::rules::fen::FenError;
use crate::rules::san::SanError;
use std::fmt;

/// Which game of a file an error is in: its number (from 1) and its players if the tags
/// named them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRef {
    pub number: usize,
    pub white: Option<String>,
    pub black: Option<String>,
}

impl fmt::Display for GameRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.number)?;
        if self.white.is_some() || self.black.is_some() {
            let white = self.white.as_deref().unwrap_or("?");
            let black = self.black.as_deref().unwrap_or("?");
            write!(f, " ({white} - {black})")?;
        }
        Ok(())
    }
}

/// Where in a PGN text an error is: the game and the line (from 1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct At {
    /// Boxed to keep `Result<_, PgnError>` small.
    pub game: Box<GameRef>,
    pub line: usize,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, line {}", self.game, self.line)
    }
}

/// Why a PGN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// A tag pair that is not `[Name "value"]`.
    BadTag { at: At, text: String },
    /// The `FEN` tag does not hold a valid position.
    BadFen { at: At, fen: String, error: FenError },
    /// A move that cannot be played; `text` is the move with its number, as `12... Nf6`.
    BadMove { at: At, text: String, error: SanError },
    /// A NAG that is not `$` followed by a number from 0 to 255.
    BadNag { at: At, text: String },
    /// A `{` comment that is never closed.
    UnclosedComment { at: At },
    /// A `(` variation that is not closed before the game ends.
    UnclosedVariation { at: At },
    /// A `)` with no variation open.
    UnmatchedParenthesis { at: At },
    /// A `(` variation before any move it could replace.
    VariationWithoutMove { at: At },
    /// Variations nested more than [`MAX_VARIATION_DEPTH`] deep.
    VariationsTooDeep { at: At },
}

impl PgnError {
    /// Where the error is.
    pub fn at(&self) -> &At {
        match self {
            PgnError::BadTag { at, .. }
            | PgnError::BadFen { at, .. }
            | PgnError::BadMove { at, .. }
            | PgnError::BadNag { at, .. }
            | PgnError::UnclosedComment { at }
            | PgnError::UnclosedVariation { at }
            | PgnError::UnmatchedParenthesis { at }
            | PgnError::VariationWithoutMove { at }
            | PgnError::VariationsTooDeep { at } => at,
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadTag { at, text } => write!(f, "{at}: '{text}' is not a tag pair like [White \"Morphy\"]"),
            PgnError::BadFen { at, fen, error } => write!(f, "{at}: FEN tag '{fen}': {error}"),
            PgnError::BadMove { at, text, error } => write!(f, "{at}: move {text}: {error}"),
            PgnError::BadNag { at, text } => write!(f, "{at}: '{text}' is not a NAG ($0 to $255)"),
            PgnError::UnclosedComment { at } => {
                write!(f, "{at}: a comment opened with '{{' is never closed")
            }
            PgnError::UnclosedVariation { at } => {
                write!(f, "{at}: a variation opened with '(' is not closed")
            }
            PgnError::UnmatchedParenthesis { at } => write!(f, "{at}: ')' closes no variation"),
            PgnError::VariationWithoutMove { at } => {
                write!(f, "{at}: a variation '(' before any move")
            }
            PgnError::VariationsTooDeep { at } => {
                write!(f, "{at}: variations nested more than {MAX_VARIATION_DEPTH} deep")
            }
        }
    }
}

impl std::error::Error for PgnError {}

#[cfg(test)]
mod tests {
    use super::super::read_pgn;
    use super::*;

    #[test]
    fn errors_name_game_line_and_move() {
        let text = "[White \"Morphy\"]\n[Black \"Allies\"]\n\n1. e4 e5\n2. Ke3 *";
        let err = read_pgn(text).unwrap_err();
        assert!(matches!(err, PgnError::BadMove { .. }), "{err:?}");
        assert_eq!(
            err.to_string(),
            "game 1 (Morphy - Allies), line 5: move 2. Ke3: Ke3 is not a legal move in this position"
        );
    }
}
