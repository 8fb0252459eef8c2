//! The teaching worker (built by Trunk for wasm32 as a Web Worker). See
//! `poda::web::teach::worker`. On other targets this binary is empty so native `cargo build`
//! keeps working.

#[cfg(target_arch = "wasm32")]
fn main() {
    poda::web::teach::worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
