//! The board UI, split as state + changes + renderer:
//!
//! - [`state`]: the game as the page sees it (position, moves, selection, whose side the
//!   computer plays) and every change to it. No browser types: tested in Node.
//! - [`input`]: board geometry, pixel ↔ square.
//! - [`board`]: the pointer (drag and click), the right button's arrows and circles, the
//!   keyboard cursor and the moving piece's animation; no browser types either.
//! - [`render`]: draws one canvas frame from the state; [`pieces`] are the vector piece shapes.
//! - [`eval`]: the engine's score from White's side, the evaluation bar's share, the speed
//!   and the principal variation in SAN.
//! - [`graph`]: the evaluation graph of a reviewed game.
//! - [`dialog`]: the New game dialog (side, level, start position).
//! - [`promotion`]: the chooser of the piece a pawn becomes (DOM buttons over the board).

pub mod board;
pub mod dialog;
pub mod eval;
pub mod graph;
pub mod input;
pub mod pieces;
pub mod promotion;
pub mod render;
pub mod state;
