//! The browser build: the page (`app`, wiring), its search worker (`worker`, `worker_handle`
//! for the page's side of it), the messages they exchange (`protocol`), the board UI (`ui`),
//! the teaching view (`teach`), the page's modes (`modes`), what survives a reload
//! (`saved`: the game and the preferences in `localStorage`), the review of a game
//! (`review`), sounds (`sound`), getting a game out (`io`: clipboard, download) and Poda
//! inside another page (`embed`: its parameters and the `poda:*` message API).
//!
//! Every text the page shows, in English and Spanish, is in `i18n`.
//!
//! Compiled only for wasm32. The Trunk binaries `src/bin/app.rs`, `src/bin/worker.rs`,
//! `src/bin/teach_view.rs` and `src/bin/teach_worker.rs` call [`app::start`], [`worker::start`],
//! [`teach::start_page`] and [`teach::worker::start`]. No chess knowledge lives
//! here: moves are checked by `crate::rules` and found by `crate::engine`.

pub mod app;
pub mod dom;
pub mod embed;
pub mod i18n;
pub mod io;
pub mod modes;
pub mod protocol;
pub mod review;
pub mod saved;
pub mod sound;
pub mod teach;
pub mod ui;
pub mod worker;
pub mod worker_handle;
