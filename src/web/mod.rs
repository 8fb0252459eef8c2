//! The browser build: the page (`app`, wiring), its search worker (`worker`, `worker_handle`
//! for the page's side of it), the messages they exchange (`protocol`), the board UI (`ui`),
//! the teaching view (`teach`), the page's modes (`modes`) and what survives a reload
//! (`saved`: the game and the preferences in `localStorage`).
//!
//! Every text the page shows, in English and Spanish, is in `i18n`.
//!
//! Compiled only for wasm32. The two Trunk binaries `src/bin/app.rs` and
//! `src/bin/worker.rs` call [`app::start`] and [`worker::start`]. No chess knowledge lives
//! here: moves are checked by `crate::rules` and found by `crate::engine`.

pub mod app;
pub mod dom;
pub mod i18n;
pub mod modes;
pub mod protocol;
pub mod saved;
pub mod teach;
pub mod ui;
pub mod worker;
pub mod worker_handle;
