//! The search's signature: `bench` at its default depth searches a fixed number of nodes. The
//! number is recorded in tests/fixtures/bench-signature.txt; a change to the search or the
//! evaluation that changes it must update that file in the same commit.

use poda::uci::bench::{run, run_with, DEFAULT_DEPTH};

use crate::support::bench_signature::recorded;

#[test]
fn bench_node_count_is_the_recorded_signature() {
    let first = run(DEFAULT_DEPTH);
    assert_eq!(first.nodes, run(DEFAULT_DEPTH).nodes, "bench is deterministic");
    assert_eq!(
        first.nodes,
        recorded("net"),
        "the search changed: record the new signature in tests/fixtures/bench-signature.txt"
    );
}

/// The hand-crafted evaluation (levels 1–11, and every level when the network is off) has a
/// signature of its own, checked in wasm too (tests/wasm/engine.rs).
#[test]
fn hand_crafted_bench_node_count_is_the_recorded_signature() {
    let nodes = run_with(DEFAULT_DEPTH, None).nodes;
    assert_eq!(nodes, recorded("hand-crafted"), "record the new signature in tests/fixtures/bench-signature.txt");
}
