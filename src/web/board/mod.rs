//! The board, as chessground is one: a game and its selection, the pointer and the keys, and
//! the drawing, with no language and no engine in it (it imports neither `web::i18n` nor
//! `web::worker_messages`):
//!
//! - [`state`]: the game as the page sees it (position, moves, selection, whose side the
//!   computer plays) and every change to it. No browser types: tested natively.
//! - [`board_ui`]: [`BoardUi`](board_ui::BoardUi), the pointer (drag and click), the right button's arrows and circles, the
//!   keyboard cursor and the moving piece's animation; no browser types either.
//! - [`clock`]: the chess clock (time left, increment, the flag), handed the time.
//! - [`premove`]: the move set up while the computer thinks; [`record`]: the game as a PGN
//!   (its tags kept, the defaults in the page's language).
//! - [`geometry`]: pixel ↔ square; [`marks`]: arrows, circles and the sliding piece.
//! - [`material`]: the pieces each side has captured and its lead in points.
//! - [`look`]: the board's colours, piece set and coordinates, as the player chooses them.
//! - [`render`]: draws one canvas frame; [`pieces`] are the vector piece shapes.
//! - [`promotion`]: the chooser of the piece a pawn becomes (DOM buttons over the board).

pub mod board_ui;
pub mod clock;
pub mod geometry;
pub mod look;
pub mod marks;
pub mod material;
pub mod outcome;
pub mod premove;
pub mod record;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod pieces;
#[cfg(target_arch = "wasm32")]
pub mod promotion;
#[cfg(target_arch = "wasm32")]
pub mod render;
