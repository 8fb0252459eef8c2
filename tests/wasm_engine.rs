//! The engine compiled to wasm searches exactly as it does natively: the `bench` node count
//! (the search's signature, recorded in README.md and checked natively by tests/bench.rs) is
//! the same in Node and in Chromium.
#![cfg(target_arch = "wasm32")]

use poda::protocol::bench::{run, DEFAULT_DEPTH};
use wasm_bindgen_test::wasm_bindgen_test;

const README: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));

fn recorded_signature() -> u64 {
    let line = README.lines().find(|l| l.contains("Bench signature:")).expect("a 'Bench signature:' line");
    let rest = line.split("Bench signature:").nth(1).unwrap_or("");
    let digits: String = rest.chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().expect("a node count")
}

#[wasm_bindgen_test]
fn bench_signature_is_the_same_in_wasm() {
    assert_eq!(run(DEFAULT_DEPTH).nodes, recorded_signature());
}
