//! The browser build: the page (`app`), its search worker (`worker`), the messages they
//! exchange (`protocol`) and the board UI (`ui`).
//!
//! Compiled only for wasm32. The two Trunk binaries `src/bin/app.rs` and
//! `src/bin/worker.rs` call [`app::start`] and [`worker::start`]. The only chess knowledge
//! here is what `crate::rules` provides; `search` is a small stand-in for `crate::engine`
//! until the engine's facade is ready.

pub mod app;
pub mod protocol;
pub mod search;
pub mod ui;
pub mod worker;
