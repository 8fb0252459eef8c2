//! The search's signature: `bench` at its default depth searches a fixed number of nodes. The
//! number is recorded in README.md ("Bench signature: N nodes"); a change to the search or the
//! evaluation that changes it must update the README in the same commit.

use poda::uci::bench::{run, run_with, DEFAULT_DEPTH};

fn recorded_signature() -> u64 {
    recorded("Bench signature:")
}

/// The first number after `marker` on its line of README.md.
fn recorded(marker: &str) -> u64 {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README.md");
    let line = readme.lines().find(|l| l.contains(marker)).unwrap_or_else(|| panic!("a '{marker}' line in README.md"));
    // The first number after the marker (markdown emphasis around it is allowed).
    let rest = line.split(marker).nth(1).unwrap_or("");
    let digits: String = rest.chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().expect("a node count after 'Bench signature:'")
}

#[test]
fn bench_node_count_is_the_recorded_signature() {
    let first = run(DEFAULT_DEPTH);
    assert_eq!(first.nodes, run(DEFAULT_DEPTH).nodes, "bench is deterministic");
    assert_eq!(first.nodes, recorded_signature(), "the search changed: record the new signature in README.md");
}

/// The hand-crafted evaluation (levels 1–7, and every level when the network is off) has a
/// signature of its own, checked in wasm too (tests/wasm/engine.rs).
#[test]
fn hand_crafted_bench_node_count_is_the_recorded_signature() {
    let nodes = run_with(DEFAULT_DEPTH, None).nodes;
    assert_eq!(nodes, recorded("Hand-crafted bench signature:"), "record the new signature in README.md");
}
