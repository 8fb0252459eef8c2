//! The benchmark workloads as a bare wasm module (no JS glue): `scripts/lab/bench` loads it in Node
//! and times each export. Build: `cargo build --release --target wasm32-unknown-unknown
//! --example wasm_bench`.
#[path = "common/bench_core.rs"]
mod bench_core;

#[no_mangle]
pub extern "C" fn poda_perft(which: u32, depth: u32) -> u64 {
    bench_core::poda_perft(which as usize, depth)
}

#[no_mangle]
pub extern "C" fn cozy_perft(which: u32, depth: u32) -> u64 {
    bench_core::cozy_perft(which as usize, depth)
}

#[no_mangle]
pub extern "C" fn search_bench(depth: u32) -> u64 {
    bench_core::search_bench(depth)
}

#[no_mangle]
pub extern "C" fn search_bench_hce(depth: u32) -> u64 {
    bench_core::search_bench_hce(depth)
}
