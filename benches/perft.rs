//! Perft speed: Poda against cozy-chess on the same positions, bulk counting in both.
//! Run with `cargo bench --bench perft` (prints Mnps and the ratio; no pass/fail).

use std::time::Instant;

const CASES: [(&str, &str, u8); 2] = [
    ("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u8) -> u64 {
    if depth == 1 {
        let mut n = 0;
        board.generate_moves(|moves| {
            n += moves.len() as u64;
            false
        });
        return n;
    }
    let mut n = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            n += cozy_perft(&child, depth - 1);
        }
        false
    });
    n
}

/// Best of `runs` timings, in seconds, and the count.
fn best_of(runs: usize, mut f: impl FnMut() -> u64) -> (f64, u64) {
    let mut best = f64::MAX;
    let mut count = 0;
    for _ in 0..runs {
        let t = Instant::now();
        count = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (best, count)
}

fn main() {
    let runs = std::env::var("PERFT_RUNS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    poda::rules::attacks::init();
    println!(
        "{:<10} {:>5} {:>12} {:>12} {:>12} {:>7}",
        "position", "depth", "nodes", "poda Mnps", "cozy Mnps", "ratio"
    );
    for (name, fen, depth) in CASES {
        let pos = poda::rules::Position::from_fen(fen).unwrap();
        let board: cozy_chess::Board = fen.parse().unwrap();
        // Interleaved runs, best of each, so that load from other processes hits both alike.
        let (mut t_poda, mut n_poda, mut t_cozy, mut n_cozy) = (f64::MAX, 0, f64::MAX, 0);
        for _ in 0..runs {
            let (t, n) = best_of(1, || poda::rules::perft::perft(&pos, depth as u32));
            (t_poda, n_poda) = (t_poda.min(t), n);
            let (t, n) = best_of(1, || cozy_perft(&board, depth));
            (t_cozy, n_cozy) = (t_cozy.min(t), n);
        }
        assert_eq!(n_poda, n_cozy, "{name}: node counts differ");
        let (m_poda, m_cozy) = (n_poda as f64 / t_poda / 1e6, n_cozy as f64 / t_cozy / 1e6);
        println!("{name:<10} {depth:>5} {n_poda:>12} {m_poda:>12.1} {m_cozy:>12.1} {:>6.2}x", m_poda / m_cozy);
    }
}
