//! The teaching view (built by Trunk for wasm32, loaded by the page only in the teaching modes).
//! See `poda::web::teach`. On other targets this binary is empty so native `cargo build` keeps
//! working.

#[cfg(target_arch = "wasm32")]
fn main() {
    poda::web::teach::start_page();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
