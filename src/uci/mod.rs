//! The UCI protocol spoken by the native binary (`session`), and the `bench` signature
//! shared with the browser build.
pub mod bench;
#[cfg(not(target_arch = "wasm32"))]
pub mod session;
