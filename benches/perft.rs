//! Perft speed natively: Poda against cozy-chess on the same positions, bulk counting in both.
//! Run with `cargo bench --bench perft` (prints Mnps and the ratio; no pass/fail).
//! `scripts/lab/bench` adds the same workloads compiled to wasm.

#[path = "../scripts/lab/programs/common/bench_core.rs"]
#[allow(dead_code)]
mod bench_core;

use std::time::Instant;

fn seconds(f: impl Fn() -> u64) -> (f64, u64) {
    let t = Instant::now();
    let n = f();
    (t.elapsed().as_secs_f64(), n)
}

fn main() {
    let runs = std::env::var("PERFT_RUNS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    poda::rules::attacks::init();
    println!(
        "{:<10} {:>5} {:>12} {:>12} {:>12} {:>7}",
        "position", "depth", "nodes", "poda Mnps", "cozy Mnps", "ratio"
    );
    for (which, name, depth) in [(0, "startpos", 6), (1, "kiwipete", 5)] {
        // Interleaved runs, best of each, so that load from other processes hits both alike.
        let (mut t_poda, mut t_cozy, mut n_poda, mut n_cozy) = (f64::MAX, f64::MAX, 0, 0);
        for _ in 0..runs {
            let (t, n) = seconds(|| bench_core::poda_perft(which, depth));
            (t_poda, n_poda) = (t_poda.min(t), n);
            let (t, n) = seconds(|| bench_core::cozy_perft(which, depth));
            (t_cozy, n_cozy) = (t_cozy.min(t), n);
        }
        assert_eq!(n_poda, n_cozy, "{name}: node counts differ");
        let (m_poda, m_cozy) = (n_poda as f64 / t_poda / 1e6, n_cozy as f64 / t_cozy / 1e6);
        println!("{name:<10} {depth:>5} {n_poda:>12} {m_poda:>12.1} {m_cozy:>12.1} {:>6.2}x", m_poda / m_cozy);
    }
}
