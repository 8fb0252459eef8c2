//! The browser build: the page (`app`), its search worker (`worker`), the messages they
//! exchange (`protocol`) and the board UI (`ui`).
//!
//! Compiled only for wasm32. The two Trunk binaries `src/bin/app.rs` and
//! `src/bin/worker.rs` call [`app::start`] and [`worker::start`]. No chess knowledge lives
//! here: moves are checked by `crate::rules` and found by `crate::engine`.

pub mod app;
pub mod protocol;
pub mod ui;
pub mod worker;
