//! Placeholder: the browser build lives in `poda::web` (wasm32 only).
fn main() {}
