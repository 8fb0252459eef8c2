//! The puzzles view (`?mode=puzzles`): the player's own mistakes, found by the play page's
//! review and kept in the browser ([`crate::web::saved::PuzzleBook`]), asked again as puzzles.
//! Started by the teaching view's wasm, which has the board's drawing and a search worker.
//!
//! `model` is the view's state without the DOM, tested natively; `page/` its browser side.

pub mod model;
#[cfg(target_arch = "wasm32")]
mod page;

#[cfg(target_arch = "wasm32")]
pub use page::start::start;
