//! The browser build, one room per concern:
//!
//! - [`board`]: the board as chessground is one (the game and its selection, the pointer and
//!   the keys, the drawing, the promotion chooser); no language and no engine in it.
//! - [`play`]: the play page (its model, and in `play::page` its elements, events and views);
//!   `teach`: the teaching view, the same way; [`practice`]: alpha-beta by hand on an abstract
//!   tree, in the teaching view's wasm.
//! - [`analysis`]: the engine's score and the review of a game, as the pages show them.
//! - [`shell`]: what every page needs around its own state, written once: the address's
//!   parameters and modes, the `poda:*` messages, the worker host, the DOM helpers.
//! - [`worker_messages`]: the messages between a page and its worker, one request/answer pair
//!   per worker (play, teach); `worker` is the play worker (and every worker's message loop).
//! - `conventions`: the menus of the convention alpha-beta is taught with, on both teaching
//!   pages.
//! - `i18n`: every text the page shows, in English and Spanish; `saved`: what survives a
//!   reload (`localStorage`); `sound`; `io`: clipboard and download.
//!
//! The browser-free modules (the board's game and session, the play page's model, the
//! messages) compile natively and are tested with `cargo test`; the rest only for wasm32. The
//! Trunk binaries `src/bin/app.rs`, `src/bin/worker.rs`, `src/bin/teach_view.rs` and
//! `src/bin/teach_worker.rs` call `play::start`, `worker::start`, `teach::start_page` and
//! `teach::worker::start`. No chess knowledge lives here: moves are checked by `crate::rules`
//! and found by `crate::engine`.

// Browser-free: compiled natively too, and tested with `cargo test`.
pub mod analysis;
pub mod board;
pub mod i18n;
pub mod play;
pub mod practice;
pub mod puzzles;
pub mod saved;
pub mod shell;
pub mod teach;
pub mod worker_messages;

// The browser side.
#[cfg(target_arch = "wasm32")]
pub mod conventions;
#[cfg(target_arch = "wasm32")]
pub mod io;
#[cfg(target_arch = "wasm32")]
pub mod sound;
#[cfg(target_arch = "wasm32")]
pub mod worker;
