//! Measures the speed of the evaluators (CPU time per position) and prints a breakdown.
//!
//! Usage: `cargo run --release --example evalbench -- [FEN]`. Times every evaluator over a fixed
//! set of positions (random walks from a few openings and middlegames) and prints the full
//! breakdown of FEN (or of the start position).

use poda::engine::eval::{breakdown, evaluate, evaluate_with, Evaluator};
use poda::rng::{Random, XorShift64};
use poda::rules::Position;
use std::hint::black_box;
use std::time::Instant;

/// Time this thread has spent on a CPU, in ns (Linux: /proc/thread-self/schedstat), so that
/// other processes on a busy machine do not inflate the figures; wall time elsewhere.
struct Timer {
    wall: Instant,
    cpu: Option<u64>,
}

fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

impl Timer {
    fn start() -> Timer {
        Timer { wall: Instant::now(), cpu: cpu_ns() }
    }

    fn elapsed_ns(&self) -> f64 {
        match (self.cpu, cpu_ns()) {
            (Some(a), Some(b)) => (b - a) as f64,
            _ => self.wall.elapsed().as_nanos() as f64,
        }
    }
}

const FENS: &[&str] = &[
    Position::STARTPOS_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "2kr3r/ppp2ppp/2n1b3/2b1p3/4P3/2N1BN2/PPP2PPP/2KR1B1R b - - 4 10",
    "8/5pk1/6p1/7p/P6P/6P1/5PK1/8 w - - 0 40",
];

fn main() {
    let mut positions = Vec::new();
    let mut rng = XorShift64::new(0x2545_F491_4F6C_DD1D);
    for fen in FENS {
        for _ in 0..200 {
            let Ok(mut pos) = Position::from_fen(fen) else {
                continue;
            };
            for _ in 0..30 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
                positions.push(pos);
            }
        }
    }
    let rounds = 50;
    for evaluator in Evaluator::ALL {
        let t = Timer::start();
        let mut sum = 0i64;
        for _ in 0..rounds {
            for pos in &positions {
                sum += evaluate_with(black_box(pos), evaluator) as i64;
            }
        }
        let ns = t.elapsed_ns() / (rounds * positions.len()) as f64;
        println!("{:<8} {:>6.1} ns/position ({} positions, checksum {sum})", evaluator.name(), ns, positions.len());
    }
    let t = Timer::start();
    let mut sum = 0i64;
    for _ in 0..rounds {
        for pos in &positions {
            sum += evaluate(black_box(pos)) as i64;
        }
    }
    let ns = t.elapsed_ns() / (rounds * positions.len()) as f64;
    println!("evaluate {ns:>6.1} ns/position (checksum {sum})");

    let fen = std::env::args().nth(1).unwrap_or_else(|| Position::STARTPOS_FEN.to_string());
    match Position::from_fen(&fen) {
        Ok(pos) => {
            for evaluator in Evaluator::ALL {
                println!("\n{}", breakdown(&pos, evaluator));
            }
        }
        Err(e) => eprintln!("{fen}: {e}"),
    }
}
