//! The benchmark workloads natively; prints one JSON line per workload for `scripts/lab/bench`.
#[path = "common/bench_core.rs"]
mod bench_core;
use std::time::Instant;

fn time(runs: u32, f: impl Fn() -> u64) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut n = 0;
    for _ in 0..runs {
        let t = Instant::now();
        n = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (n, best)
}

fn main() {
    let runs = std::env::var("BENCH_RUNS").ok().and_then(|s| s.parse().ok()).unwrap_or(3);
    let search_depth = std::env::var("BENCH_DEPTH").ok().and_then(|s| s.parse().ok()).unwrap_or(13);
    poda::rules::attacks::init();
    type Workload = Box<dyn Fn() -> u64>;
    let rows: [(&str, Workload); 6] = [
        ("poda perft startpos 6", Box::new(|| bench_core::poda_perft(0, 6))),
        ("cozy perft startpos 6", Box::new(|| bench_core::cozy_perft(0, 6))),
        ("poda perft kiwipete 5", Box::new(|| bench_core::poda_perft(1, 5))),
        ("cozy perft kiwipete 5", Box::new(|| bench_core::cozy_perft(1, 5))),
        ("poda search bench", Box::new(move || bench_core::search_bench(search_depth))),
        ("poda search bench hce", Box::new(move || bench_core::search_bench_hce(search_depth))),
    ];
    for (name, f) in rows.iter() {
        let (n, s) = time(runs, f);
        println!("{{\"name\":\"{name}\",\"nodes\":{n},\"seconds\":{s:.4}}}");
    }
}
