//! Are the levels monotone in strength? Plays each level against the next one up
//! (`cargo run --release --example levels -- <games per pair> <ms per move> [first last]`),
//! from 8-move book openings, each opening with both colours, every move checked by the rules,
//! and prints each pairing's score with an Elo estimate and 95 % interval. The time per move
//! matters to level 10 alone: the levels below it search to their depth and node budget.

#[path = "common/engine_game.rs"]
mod engine_game;

use engine_game::{play, Tally};
use poda::engine::nnue::embedded;
use poda::engine::{Engine, InstantClock, Level, Limits, TimeSource};
use poda::rules::Color;
use poda::train::selfplay::read_book;
use poda::train::shared_data;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let games = *args.first().unwrap_or(&10) as usize;
    let ms = *args.get(1).unwrap_or(&200);
    let first = *args.get(2).unwrap_or(&1) as u8;
    let last = *args.get(3).unwrap_or(&(Level::MAX as u64)) as u8;
    let openings = read_book(&shared_data("books/8moves_v3.epd")).expect("../shared/data/books/8moves_v3.epd");
    println!("| pairing | games | W | D | L (higher level's view) | score | Elo [95 %] |");
    println!("|---|---:|---:|---:|---:|---:|---|");
    for low in first..last {
        let high = low + 1;
        let mut tally = Tally::default();
        for g in 0..games {
            let start = openings[(g / 2 * 7919 + low as usize * 104_729) % openings.len()];
            let high_color = if g % 2 == 0 { Color::White } else { Color::Black };
            let (mut lo, mut hi) = (Engine::new(16), Engine::new(16));
            lo.level = Level::new(low).expect("level");
            hi.level = Level::new(high).expect("level");
            // As in the UCI engine and the page (once the worker has it): levels 8 and up
            // evaluate with the network.
            lo.set_network(Some(embedded()));
            hi.set_network(Some(embedded()));
            lo.seed(g as u64 * 2 + 1);
            hi.seed(g as u64 * 2 + 2);
            let mut engines = if high_color == Color::White { [hi, lo] } else { [lo, hi] };
            let clock = || Box::new(InstantClock::start()) as Box<dyn TimeSource>;
            tally.add(play(start, &mut engines, &Limits::movetime(ms), &clock, 300), high_color);
        }
        let (n, score, elo, elo_lo, elo_hi) = tally.summary();
        println!(
            "| {high} vs {low} | {n} | {} | {} | {} | {:.1} % | {elo:+.0} [{elo_lo:+.0}, {elo_hi:+.0}] |",
            tally.w,
            tally.d,
            tally.l,
            score * 100.0
        );
    }
}
