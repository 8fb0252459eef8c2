//! The rules floor (`poda::rules`), one test binary: perft against public EPD suites, the
//! notations' round trips and error fixtures, and a differential test against shakmaty.
#[path = "../support/mod.rs"]
mod support;

mod differential;
mod notation;
// The EPD suites are read from ../shared/data, which wasm32 cannot reach.
#[cfg(not(target_arch = "wasm32"))]
mod perft;
