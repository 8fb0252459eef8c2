//! The engine compiled to wasm searches exactly as it does natively: the `bench` node count
//! (the search's signature, recorded in README.md and checked natively by tests/bench.rs) is
//! the same in Node and in Chromium.
#![cfg(target_arch = "wasm32")]

use poda::engine::nnue::Network;
use poda::protocol::bench::{run_with, DEFAULT_DEPTH};
use std::sync::Arc;
use wasm_bindgen_test::wasm_bindgen_test;

const README: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));

fn recorded_hand_crafted_signature() -> u64 {
    let marker = "Hand-crafted bench signature:";
    let line = README.lines().find(|l| l.contains(marker)).expect("a 'Hand-crafted bench signature:' line");
    let rest = line.split(marker).nth(1).unwrap_or("");
    let digits: String = rest.chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().expect("a node count")
}

fn recorded_signature() -> u64 {
    let line = README.lines().find(|l| l.contains("Bench signature:")).expect("a 'Bench signature:' line");
    let rest = line.split("Bench signature:").nth(1).unwrap_or("");
    let digits: String = rest.chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().expect("a node count")
}

#[wasm_bindgen_test]
fn bench_signature_is_the_same_in_wasm() {
    // The default evaluation: the built-in network (the file the page's worker fetches, SIMD128
    // inference here) when it is on by default.
    let net = poda::engine::nnue::ON_BY_DEFAULT
        .then(|| Arc::new(Network::from_bytes(include_bytes!("../src/engine/poda.nnue")).expect("net file")));
    assert_eq!(run_with(DEFAULT_DEPTH, net).nodes, recorded_signature());
}

/// The hand-crafted evaluation's search is the same node for node in wasm as natively.
#[wasm_bindgen_test]
fn hand_crafted_bench_is_the_same_in_wasm() {
    assert_eq!(run_with(DEFAULT_DEPTH, None).nodes, recorded_hand_crafted_signature());
}
