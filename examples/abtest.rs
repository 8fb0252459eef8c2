//! A/B test of search parameters by self-play at a fixed node count per move (so results do
//! not depend on machine load): `cargo run --release --example abtest -- <games> <nodes>
//! [name=value …]` plays the variant (B) against the defaults (A) from 8-move book openings,
//! each opening with both colours, and prints the score with an Elo estimate and 95 % bounds.

use poda::engine::{Engine, FrozenClock, Limits, NoReporter};
use poda::rules::{Color, Game, Position, Status};
use std::sync::atomic::AtomicBool;

fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score.clamp(1e-6, 1.0 - 1e-6) - 1.0).log10()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let nodes: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let mut a = Engine::new(16);
    let mut b = Engine::new(16);
    for kv in &args[2.min(args.len())..] {
        let (k, v) = kv.split_once('=').expect("name=value");
        b.params.set(k, v).expect("valid parameter");
    }
    let book = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/books/8moves_v3.epd"))
        .expect("book");
    let openings: Vec<&str> = book.lines().collect();
    let stop = AtomicBool::new(false);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut seed = 0x1234_5678_9ABC_DEF1u64;
    for g in 0..games {
        if g % 2 == 0 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
        }
        let fen = openings[(seed % openings.len() as u64) as usize];
        let start = Position::from_fen(fen).expect("book position");
        let b_color = if g % 2 == 0 { Color::White } else { Color::Black };
        a.new_game();
        b.new_game();
        let mut game = Game::new(start);
        let status = loop {
            let st = game.status();
            if st != Status::Ongoing || game.moves().len() >= 400 {
                break st;
            }
            let pos = *game.position();
            let history: Vec<u64> = game.positions()[..game.positions().len() - 1].iter().map(|p| p.hash()).collect();
            let engine = if pos.turn() == b_color { &mut b } else { &mut a };
            let r = engine.go(&pos, &history, &Limits::nodes(nodes), &mut NoReporter, &FrozenClock, &stop);
            game.play(r.best_move).expect("the engine plays legal moves");
        };
        match status {
            Status::Checkmate { winner } if winner == b_color => w += 1,
            Status::Checkmate { .. } => l += 1,
            _ => d += 1,
        }
        let n = (w + d + l) as f64;
        let score = (w as f64 + d as f64 / 2.0) / n;
        let var =
            ((w as f64) * (1.0 - score).powi(2) + (d as f64) * (0.5 - score).powi(2) + (l as f64) * score.powi(2)) / n;
        let se = (var / n).sqrt();
        eprint!(
            "\rgames {:>4}  B +{w} ={d} -{l}  score {:.3}  elo {:+.0} [{:+.0}, {:+.0}]   ",
            n,
            score,
            elo(score),
            elo(score - 1.96 * se),
            elo(score + 1.96 * se)
        );
    }
    eprintln!();
}
