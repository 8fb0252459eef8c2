//! A timed perft of one position: `cargo run --release --example quickperft -- <FEN> <depth>`.
fn main() {
    let fen = std::env::args().nth(1).unwrap();
    let d: u32 = std::env::args().nth(2).unwrap().parse().unwrap();
    let pos = poda::rules::Position::from_fen(&fen).unwrap();
    let t = std::time::Instant::now();
    let n = poda::rules::perft::perft(&pos, d);
    let s = t.elapsed().as_secs_f64();
    println!("{n} nodes {:.3}s {:.1} Mnps", s, n as f64 / s / 1e6);
}
