//! The browser app (built by Trunk for wasm32): the board page. See `poda::web::play`.
//! On other targets this binary is empty so native `cargo build` keeps working.

#[cfg(target_arch = "wasm32")]
fn main() {
    poda::web::play::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
