//! The game and the preferences kept in `localStorage`, so that they survive a reload and a
//! closed tab.
//!
//! Two keys, each one JSON object with a version number `v`:
//! - `poda.game` ([`SavedGame`]): the start position (FEN), the moves in UCI, the side the
//!   computer plays, the side at the bottom of the board, the level and the side that
//!   resigned (if one did).
//! - `poda.prefs` ([`Prefs`]): the player's preferences ("always promote to a queen", the
//!   evaluation bar, sounds).
//!
//! Reading is checked as strictly as a FEN in a link: a value that is not JSON, has another
//! version, lacks a field or holds a move that is not legal gives a [`SavedError`]; the page
//! drops the value, says so in its notice box and starts afresh. Nothing here panics on what
//! storage returns. When storage is unavailable (a sandboxed frame, some private modes),
//! nothing is remembered and nothing fails.
//!
//! What this module does not do: decide when to save (the page saves after each change) or
//! which game wins (`?fen=` in the address wins over the saved game).

use crate::rules::FenError;

#[cfg(target_arch = "wasm32")]
mod storage;

#[cfg(target_arch = "wasm32")]
pub use storage::*;

/// Why a stored value could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedError {
    /// Not a JSON object.
    NotJson,
    /// Written by another version of Poda (`found` is its `v`, as text).
    OtherVersion { found: String },
    /// A field is missing or has the wrong type.
    BadField { field: &'static str },
    /// The start position is not a valid FEN.
    BadFen(FenError),
    /// Move `index` (from 0) is not legal where it stands.
    IllegalMove { index: usize, uci: String },
}

impl std::fmt::Display for SavedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SavedError::NotJson => write!(f, "not a JSON object"),
            SavedError::OtherVersion { found } => write!(f, "saved by another version ({found})"),
            SavedError::BadField { field } => write!(f, "the field {field} is missing or wrong"),
            SavedError::BadFen(err) => write!(f, "bad start position: {err}"),
            SavedError::IllegalMove { index, uci } => write!(f, "move {} ({uci}) is not legal", index + 1),
        }
    }
}

impl std::error::Error for SavedError {}
