//! The engine floor (`poda::engine`, `poda::uci`, `poda::train`), one test binary: the search's
//! options and its bench signature, the UCI binary, the levels through it, the network trainer, packed training
//! positions and the data generator.
#[path = "../support/mod.rs"]
mod support;

// Native only: `poda::train` and the UCI binary are not built for wasm32 (tests/wasm/engine.rs
// checks the bench signature there).
#[cfg(not(target_arch = "wasm32"))]
mod bench;
#[cfg(not(target_arch = "wasm32"))]
mod datagen;
#[cfg(not(target_arch = "wasm32"))]
mod levels;
#[cfg(not(target_arch = "wasm32"))]
mod nnue;
#[cfg(not(target_arch = "wasm32"))]
mod packed;
#[cfg(not(target_arch = "wasm32"))]
mod search;
#[cfg(not(target_arch = "wasm32"))]
mod uci;
