//! Nodes visited at fixed depths by plain minimax, plain alpha-beta, alpha-beta with move
//! ordering (the textbook algorithms of `poda::teach`, full evaluation, no quiescence)
//! and the full search (`teach::engine_search::search`: the engine's own search as the teaching page
//! counts it, node for node `Engine::go` with `Limits::depth` from a fresh 16 MiB hash table,
//! iterative deepening and quiescence included), with effective branching factors.
//!
//! A depth is searched only while the predicted count (last count × last ratio) stays under the
//! budget, so minimax stops where it becomes slow. Prints markdown tables.
//!
//! Usage: cargo run --release --example nodecount -- [max_depth=6] [budget=20000000]
use poda::engine::eval::Evaluator;
use poda::rules::Position;
use poda::teach::chess::Chess;
use poda::teach::{engine_search as full, search, Algorithm, Convention, SearchOptions};
use std::time::Instant;

const POSITIONS: [(&str, &str); 4] = [
    ("start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    // Three middlegames: lines 2, 4 and 5 of 8moves_v3.epd (the final positions of 8-move openings).
    ("middlegame 1 (8moves_v3 #2)", "rn1qk2r/pb1pbppp/1p2pn2/8/Q1P5/5NP1/PP2PPBP/RNB2RK1 w kq - 2 9"),
    ("middlegame 2 (8moves_v3 #4)", "r1b2rk1/pppn1pp1/3ppq1p/8/1b1PP3/2N5/PPPQ1PPP/1K1R1BNR w - - 4 9"),
    ("middlegame 3 (8moves_v3 #5)", "r1bqkb1r/pp2pppp/2n2n2/3p4/N2P4/5N2/PP1BPPPP/R2QKB1R w KQkq - 8 9"),
];

const NAMES: [&str; 4] = ["minimax", "alpha-beta", "alpha-beta + ordering", "full search"];

fn count(pos: &Position, depth: u32, which: usize) -> u64 {
    match which {
        0..=2 => {
            let algorithm = Algorithm::ALL[which];
            let options =
                SearchOptions { depth, algorithm, crash_cut: false, record: 0, convention: Convention::COURSE };
            search(&Chess::new(*pos, Evaluator::Full), &options).counts.nodes
        }
        _ => full::search(pos, depth, 0, Evaluator::Full).counts.nodes,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let max_depth: u32 = args.get(1).map_or(6, |s| s.parse().expect("max depth"));
    let budget: f64 = args.get(2).map_or(2e7, |s| s.parse().expect("budget"));
    let t_all = Instant::now();
    // totals[algorithm][depth] over positions searched at that depth by every algorithm
    let mut sums = vec![vec![(0u64, 0usize); max_depth as usize + 1]; 4];
    for (name, fen) in POSITIONS {
        let pos = Position::from_fen(fen).expect("FEN");
        println!("\n#### {name}: `{fen}` ({} legal moves)\n", pos.legal_moves().len());
        let mut table = vec![vec![None; max_depth as usize + 1]; 4];
        let mut secs = [0f64; 4];
        for which in 0..4 {
            let mut prev: Option<u64> = None;
            let mut prev2: Option<u64> = None;
            for d in 1..=max_depth {
                if let (Some(p), Some(q)) = (prev, prev2) {
                    if p as f64 * (p as f64 / q as f64) > budget {
                        break;
                    }
                }
                let t = Instant::now();
                let n = count(&pos, d, which);
                secs[which] += t.elapsed().as_secs_f64();
                table[which][d as usize] = Some(n);
                prev2 = prev;
                prev = Some(n);
            }
        }
        print!("| depth |");
        for n in NAMES {
            print!(" {n} | EBF |");
        }
        println!();
        println!("|---:|{}", "---:|---:|".repeat(4));
        for d in 1..=max_depth as usize {
            print!("| {d} |");
            for which in 0..4 {
                match table[which][d] {
                    Some(n) => {
                        let ebf = match table[which][d - 1] {
                            Some(p) if d > 1 && p > 0 => format!("{:.2}", n as f64 / p as f64),
                            _ => "".to_string(),
                        };
                        print!(" {n} | {ebf} |");
                        sums[which][d].0 += n;
                        sums[which][d].1 += 1;
                    }
                    None => print!(" — | |"),
                }
            }
            println!();
        }
        print!("| N^(1/d) at deepest |");
        for row in &table {
            let deepest = (1..=max_depth as usize).rev().find(|&d| row[d].is_some());
            match deepest {
                Some(d) => print!(" d={d}: {:.2} | |", (row[d].unwrap() as f64).powf(1.0 / d as f64)),
                None => print!(" | |"),
            }
        }
        println!();
        println!("\ntime: {}", (0..4).map(|w| format!("{} {:.1} s", NAMES[w], secs[w])).collect::<Vec<_>>().join(", "));
    }
    println!("\n#### Sum over the {} positions (depths searched by all of them)\n", POSITIONS.len());
    print!("| depth |");
    for n in NAMES {
        print!(" {n} | EBF |");
    }
    println!();
    println!("|---:|{}", "---:|---:|".repeat(4));
    for d in 1..=max_depth as usize {
        print!("| {d} |");
        for row in &sums {
            let (n, k) = row[d];
            if k == POSITIONS.len() {
                let (p, pk) = row[d - 1];
                let ebf =
                    if d > 1 && pk == POSITIONS.len() { format!("{:.2}", n as f64 / p as f64) } else { String::new() };
                print!(" {n} | {ebf} |");
            } else {
                print!(" — | |");
            }
        }
        println!();
    }
    println!("\ntotal time {:.0} s", t_all.elapsed().as_secs_f64());
}
