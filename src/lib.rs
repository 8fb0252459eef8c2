//! Poda: a chess game that shows how it thinks.
//!
//! - [`rng`]: the seeded random-number generators every layer draws from.
//! - [`rules`]: the board, legal move generation, FEN/SAN/UCI/PGN notation, perft.
//! - [`engine`]: evaluation and alpha-beta search behind a small facade.
//! - [`teach`]: the textbook searches (minimax, alpha-beta) recorded as trees, over chess,
//!   tic-tac-toe and abstract trees.
//! - [`uci`]: the UCI loop used by the native `poda` binary.
//! - [`train`] (native only): training data from Poda's own games.
//! - `web` (wasm32 only): the browser app, its worker and their shared messages.

pub mod engine;
pub mod rng;
pub mod rules;
pub mod teach;
#[cfg(not(target_arch = "wasm32"))]
pub mod train;
pub mod uci;

pub mod web;
