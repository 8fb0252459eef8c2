//! The game and the preferences kept in `localStorage`, so that they survive a reload and a
//! closed tab.
//!
//! Three keys, each one JSON object with a version number `v`:
//! - `poda.game` ([`SavedGame`]): the start position (FEN), the moves in UCI, the side the
//!   computer plays, the side at the bottom of the board, the level (with `ladder`, the number
//!   of levels its number counts in: a save without it numbers the ten levels of earlier
//!   versions, read as their new numbers), the side that
//!   resigned (if one did), the PGN tags of an imported game (if it has any), and in a timed
//!   game the clock (`clock`: the control, the time each side had left when it was saved, the
//!   time after each move) and the side whose time ran out (`flagged`). A clock comes back
//!   stopped: no time runs while the page is closed.
//! - `poda.prefs` ([`Prefs`]): the player's preferences ("always promote to a queen", the
//!   evaluation bar, sounds, the colour theme and the board's look). `www/theme.js` reads its
//!   `theme` too, before the page is first drawn.
//! - `poda.puzzles` ([`PuzzleBook`], `puzzles.rs`): the puzzles made from the player's mistakes
//!   and blunders in reviewed games, each with how often it was solved and failed.
//!
//! Reading is checked as strictly as a FEN in a link: a value that is not JSON, has another
//! version, lacks a field or holds a move that is not legal gives a [`SavedError`]; the page
//! drops the value, says so in its notice box and starts afresh. Nothing here panics on what
//! storage returns. When storage is unavailable (a sandboxed frame, some private modes),
//! nothing is remembered and nothing fails.
//!
//! `model.rs` holds the values and their JSON (`json.rs`), `storage.rs` (wasm only) reads and
//! writes them in the browser.
//!
//! What this module does not do: decide when to save (the page saves after each change) or
//! which game wins (`?fen=` in the address wins over the saved game).

mod json;
mod model;
mod puzzles;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(test)]
mod tests;

pub use model::*;
pub use puzzles::*;
#[cfg(target_arch = "wasm32")]
pub use storage::*;
