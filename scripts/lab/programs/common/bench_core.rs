// The workloads timed natively and in wasm by `scripts/lab/bench`: the same code on both sides.

pub const FENS: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
];

pub fn poda_perft(which: usize, depth: u32) -> u64 {
    let pos = poda::rules::Position::from_fen(FENS[which % 2]).expect("valid");
    poda::rules::perft::perft(&pos, depth)
}

fn cozy(board: &cozy_chess::Board, depth: u8) -> u64 {
    let mut n = 0;
    if depth == 1 {
        board.generate_moves(|m| {
            n += m.len() as u64;
            false
        });
        return n;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            n += cozy(&child, depth - 1);
        }
        false
    });
    n
}

pub fn cozy_perft(which: usize, depth: u32) -> u64 {
    let board: cozy_chess::Board = FENS[which % 2].parse().expect("valid");
    cozy(&board, depth as u8)
}

/// The engine's `bench` at `depth` with the built-in network (the same file in both builds):
/// total nodes, the search's signature.
pub fn search_bench(depth: u32) -> u64 {
    let net = poda::engine::nnue::Network::from_bytes(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/engine/poda.nnue"
    )))
    .expect("net file");
    poda::uci::bench::run_with(depth, Some(std::sync::Arc::new(net))).nodes
}

/// The same bench with the hand-crafted evaluation.
pub fn search_bench_hce(depth: u32) -> u64 {
    poda::uci::bench::run_with(depth, None).nodes
}
