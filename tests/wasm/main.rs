//! The rules, the engine and the worker protocol compiled to wasm32, one test binary run by
//! wasm-bindgen-test in Node and in the three browsers (`scripts/test`). Natively it is empty:
//! every module is for `target_arch = "wasm32"` only.
#[path = "../support/mod.rs"]
mod support;

mod engine;
mod protocol;
mod rules;
