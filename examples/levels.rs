//! Are the levels monotone in strength? Plays each level against the next one up
//! (`cargo run --release --example levels -- <games per pair> <ms per move> [first last]`),
//! from 8-move book openings, each opening with both colours, every move checked by the rules,
//! and prints each pairing's score with an Elo estimate and 95 % interval.

use poda::engine::{Engine, InstantClock, Level, Limits, NoReporter};
use poda::rules::{Color, Game, Position, Status};
use std::sync::atomic::AtomicBool;

fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10()
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let games = *args.first().unwrap_or(&10) as usize;
    let ms = *args.get(1).unwrap_or(&200);
    let first = *args.get(2).unwrap_or(&1) as u8;
    let last = *args.get(3).unwrap_or(&(Level::MAX as u64)) as u8;
    let book = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/books/8moves_v3.epd"))
        .expect("../shared/data/books/8moves_v3.epd");
    let openings: Vec<&str> = book.lines().collect();
    let stop = AtomicBool::new(false);
    println!("| pairing | games | W | D | L (higher level's view) | score | Elo [95 %] |");
    println!("|---|---:|---:|---:|---:|---:|---|");
    for low in first..last {
        let high = low + 1;
        let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
        for g in 0..games {
            let fen = openings[(g / 2 * 7919 + low as usize * 104_729) % openings.len()];
            let high_color = if g % 2 == 0 { Color::White } else { Color::Black };
            let mut engines = [Engine::new(16), Engine::new(16)]; // [low, high]
            engines[0].level = Level::new(low).expect("level");
            engines[1].level = Level::new(high).expect("level");
            engines[0].seed(g as u64 * 2 + 1);
            engines[1].seed(g as u64 * 2 + 2);
            let mut game = Game::new(Position::from_fen(fen).expect("book position"));
            let status = loop {
                let st = game.status();
                if st != Status::Ongoing || game.moves().len() >= 300 {
                    break st;
                }
                let pos = *game.position();
                let history: Vec<u64> =
                    game.positions()[..game.positions().len() - 1].iter().map(|p| p.hash()).collect();
                let side = usize::from(pos.turn() == high_color);
                let clock = InstantClock::start();
                let r = engines[side].go(&pos, &history, &Limits::movetime(ms), &mut NoReporter, &clock, &stop);
                game.play(r.best_move).expect("levels play legal moves");
            };
            match status {
                Status::Checkmate { winner } if winner == high_color => w += 1,
                Status::Checkmate { .. } => l += 1,
                _ => d += 1,
            }
        }
        let n = (w + d + l) as f64;
        let score = (w as f64 + d as f64 / 2.0) / n;
        let var = (w as f64 * (1.0 - score).powi(2) + d as f64 * (0.5 - score).powi(2) + l as f64 * score.powi(2)) / n;
        let se = (var / n).sqrt();
        println!(
            "| {high} vs {low} | {} | {w} | {d} | {l} | {:.1} % | {:+.0} [{:+.0}, {:+.0}] |",
            n,
            score * 100.0,
            elo(score),
            elo(score - 1.96 * se),
            elo(score + 1.96 * se)
        );
    }
}
