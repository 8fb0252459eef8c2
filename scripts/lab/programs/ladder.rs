//! What each idea of the search buys (`poda::teach::ladder`): on fixed positions, one rung a
//! idea, each adding one to the one above — minimax, alpha-beta, move ordering, then the
//! engine's iterative deepening, transposition table, null move, late move reductions,
//! quiescence search, pruning of moves and network — with the depth each reaches within the
//! node budget, the nodes that depth took and the time. Prints one markdown table a position
//! (docs/teaching.md, "What each idea buys").
//!
//! Usage: cargo run --release --example ladder -- [budget=100000]
use poda::engine::nnue;
use poda::rules::Position;
use poda::teach::ladder::{climb, Idea};
use std::time::Instant;

const POSITIONS: [(&str, &str); 3] = [
    ("the start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    // A middlegame (line 5 of 8moves_v3.epd) and the Italian game after 4…Bc5.
    ("a middlegame (8moves_v3 #5)", "r1bqkb1r/pp2pppp/2n2n2/3p4/N2P4/5N2/PP1BPPPP/R2QKB1R w KQkq - 8 9"),
    ("the Italian game", "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"),
];

const NAMES: [&str; 10] = [
    "minimax",
    "+ alpha-beta",
    "+ move ordering",
    "+ iterative deepening",
    "+ transposition table",
    "+ null move",
    "+ late move reductions",
    "+ quiescence search",
    "+ pruning of moves",
    "+ the network",
];

fn main() {
    let budget: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    for (name, fen) in POSITIONS {
        let pos = Position::from_fen(fen).expect("a valid FEN");
        println!("\n{name} (`{fen}`), {budget} nodes:\n");
        println!("| rung | depth reached | nodes | ms |");
        println!("|---|---:|---:|---:|");
        for rung in climb(&pos, budget, Some(nnue::embedded()), &now) {
            let label = NAMES[Idea::ALL.iter().position(|&i| i == rung.idea).unwrap_or(0)];
            println!("| {label} | {} | {} | {:.0} |", rung.depth, rung.nodes, rung.ms);
        }
    }
}
