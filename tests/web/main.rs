//! The web floor's models without a DOM (`poda::web`), one test binary: the board's state and
//! its pointer and keyboard handling, what is saved, the play page's model, the texts in both
//! languages, the clock, premoves, the PGN, typed moves and the review, and the play page's
//! address and state (`play_state`), the computer's pace (`pace`).
//!
//! Natively all of it (`cargo test`); in wasm (`--target wasm32-unknown-unknown`, Node and the
//! three browsers, see `scripts/test`) the modules that run there through `wasm_bindgen_test`,
//! and `embed`, which needs the browser's objects, in wasm only.
#[path = "../support/mod.rs"]
mod support;

mod board_state;
mod board_ui;
#[cfg(target_arch = "wasm32")]
mod embed;
mod i18n;
mod play_model;
#[cfg(not(target_arch = "wasm32"))]
mod play_state;
#[cfg(not(target_arch = "wasm32"))]
mod puzzle_run;
mod saved;

#[cfg(not(target_arch = "wasm32"))]
mod clock;
#[cfg(not(target_arch = "wasm32"))]
mod material;
#[cfg(not(target_arch = "wasm32"))]
mod pace;
#[cfg(not(target_arch = "wasm32"))]
mod pgn;
#[cfg(not(target_arch = "wasm32"))]
mod premove;
#[cfg(not(target_arch = "wasm32"))]
mod review_traps;
#[cfg(not(target_arch = "wasm32"))]
mod typed_moves;
#[cfg(not(target_arch = "wasm32"))]
mod worksheet;
