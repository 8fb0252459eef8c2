//! `bench`: a fixed-depth search of fixed positions from a cleared engine. Its total node count
//! is the signature of the search: any change to search or evaluation that is not meant to
//! change behaviour must leave it unchanged.

use crate::engine::nnue::Network;
use crate::engine::{Engine, FrozenClock, Limits, NoReporter};
use crate::rules::Position;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

pub const DEFAULT_DEPTH: u32 = 13;

/// Opening, middlegame and endgame positions (well-known test positions).
pub const POSITIONS: [&str; 12] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "rq3rk1/ppp2ppp/1bnpb3/3N2B1/3NP3/7P/PPPQ1PP1/2KR3R w - - 7 14",
    "r1bq1r1k/1pp1n1pp/1p1p4/4p2Q/4Pp2/1BNP4/PPP2PPP/3R1RK1 w - - 2 14",
    "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
    "1r1q1rk1/4bppp/p1np4/1p1Np3/4P3/2P1BN2/PP3PPP/R2Q1RK1 w - - 0 16",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
    "3b4/5kp1/1p1p1p1p/pP1PpP1P/P1P1P3/3KN3/8/8 w - - 0 1",
    "8/8/8/8/5kp1/P7/8/1K1N4 w - - 0 1",
    "2K5/p7/7P/5pR1/8/5k2/r7/8 w - - 0 1",
];

pub struct BenchResult {
    pub nodes: u64,
    pub positions: usize,
}

/// Runs the bench at `depth` with a cleared 16 MiB table and the default evaluation (the
/// built-in network when it is on by default).
#[cfg(not(target_arch = "wasm32"))]
pub fn run(depth: u32) -> BenchResult {
    run_with(depth, crate::engine::nnue::default_network())
}

/// Runs the bench at `depth` with a cleared 16 MiB table, evaluating with `net` (`None`: the
/// hand-crafted evaluation).
pub fn run_with(depth: u32, net: Option<Arc<Network>>) -> BenchResult {
    let mut engine = Engine::new(16);
    engine.set_network(net);
    let stop = AtomicBool::new(false);
    let mut nodes = 0;
    for fen in POSITIONS {
        let pos = Position::from_fen(fen).expect("bench positions are valid");
        engine.new_game();
        let r = engine.go(&pos, &[], &Limits::depth(depth), &mut NoReporter, &FrozenClock, &stop);
        nodes += r.nodes;
    }
    BenchResult { nodes, positions: POSITIONS.len() }
}
