//! Poda as a library, in a few lines: read a position from a FEN, search it to a fixed depth
//! with the engine, and print the best move in SAN with the line the engine expects.
//!
//! ```text
//! cargo run --release --example best_move
//! cargo run --release --example best_move -- "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" 4
//! ```
//! The first argument is the FEN (the start position if none), the second the depth (10).
use poda::engine::{Engine, InstantClock, Limits, NoReporter};
use poda::rules::Position;
use std::sync::atomic::AtomicBool;

fn main() {
    let mut args = std::env::args().skip(1);
    let fen = args.next().unwrap_or_else(|| Position::STARTPOS_FEN.to_string());
    let depth: u32 = args.next().map_or(10, |d| d.parse().expect("the depth is a number"));
    let pos = match Position::from_fen(&fen) {
        Ok(pos) => pos,
        Err(err) => {
            eprintln!("not a FEN: {err}");
            std::process::exit(2);
        }
    };
    if pos.legal_moves().is_empty() {
        println!("no legal move: the game is over");
        return;
    }

    // 16 MB of transposition table; no game history (repetitions count from here on); no
    // reports while it searches; a clock that is never asked since the limit is a depth.
    let mut engine = Engine::new(16);
    let stop = AtomicBool::new(false);
    let result = engine.go(&pos, &[], &Limits::depth(depth), &mut NoReporter, &InstantClock::start(), &stop);

    // The line in SAN: each move written in the position before it.
    let mut line = Vec::new();
    let mut after = pos;
    for &m in &result.pv {
        line.push(after.san(m));
        after.play_unchecked(m);
    }
    println!(
        "best move: {} ({}, depth {}, {} nodes)",
        pos.san(result.best_move),
        result.score,
        result.depth,
        result.nodes
    );
    println!("line: {}", line.join(" "));
}
