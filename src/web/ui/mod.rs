//! The board UI, split as state + changes + renderer:
//!
//! - [`state`]: the game as the page sees it (position, moves, selection, whose side the
//!   computer plays) and every change to it. No browser types: tested in Node.
//! - [`input`]: board geometry, pixel ↔ square.
//! - [`render`]: draws one canvas frame from the state; [`pieces`] are the vector piece shapes.
//! - [`promotion`]: the chooser of the piece a pawn becomes (DOM buttons over the board).

pub mod input;
pub mod pieces;
pub mod promotion;
pub mod render;
pub mod state;
