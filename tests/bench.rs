//! The search's signature: `bench` at its default depth searches a fixed number of nodes. The
//! number is recorded in README.md ("Bench signature: N nodes"); a change to the search or the
//! evaluation that changes it must update the README in the same commit.

use poda::protocol::bench::{run, DEFAULT_DEPTH};

fn recorded_signature() -> u64 {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README.md");
    let line = readme.lines().find(|l| l.contains("Bench signature:")).expect("a 'Bench signature:' line in README.md");
    // The first number after the marker (markdown emphasis around it is allowed).
    let rest = line.split("Bench signature:").nth(1).unwrap_or("");
    let digits: String = rest.chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().expect("a node count after 'Bench signature:'")
}

#[test]
fn bench_node_count_is_the_recorded_signature() {
    let first = run(DEFAULT_DEPTH);
    assert_eq!(first.nodes, run(DEFAULT_DEPTH).nodes, "bench is deterministic");
    assert_eq!(first.nodes, recorded_signature(), "the search changed: record the new signature in README.md");
}
