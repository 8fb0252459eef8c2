//! A/B test of search parameters by self-play at a fixed node count per move (so results do
//! not depend on machine load): `cargo run --release --example abtest -- <games> <nodes>
//! [name=value …]` plays the variant (B) against the defaults (A) from 8-move book openings,
//! each opening with both colours, and prints the score with an Elo estimate and 95 % bounds.
//! Both evaluate with the built-in network, as the full-strength engine does; `nnue=false`
//! among the arguments makes B evaluate by hand instead, `nnue=<file>` with another net file;
//! `a.nnue=…` does the same for A, and `a.<name>=<value>` sets a parameter of A's (to measure
//! a change on top of another, both sides with the other on). `seed=<n>` draws other openings
//! (to run several processes side by side and add their results).

#[path = "common/engine_game.rs"]
mod engine_game;

use engine_game::{play, Tally};
use poda::engine::nnue::{embedded, Network};
use poda::engine::{Engine, FrozenClock, Limits, TimeSource};
use poda::rng::{Random, XorShift64};
use poda::rules::Color;
use poda::train::selfplay::read_book;
use poda::train::shared_data;
use std::sync::Arc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let nodes: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let mut variant = Engine::new(16).params;
    let mut base = variant.clone();
    let net = |v: &str| match v {
        "false" => None,
        "true" => Some(embedded()),
        file => Some(Arc::new(Network::from_bytes(&std::fs::read(file).expect("net file")).expect("a Poda net file"))),
    };
    let mut default_net = Some(embedded());
    let mut variant_net = default_net.clone();
    let mut a_net_set = false;
    let mut seed = 0x1234_5678_9ABC_DEF1u64;
    for kv in &args[2.min(args.len())..] {
        let (k, v) = kv.split_once('=').expect("name=value");
        match k {
            "nnue" => variant_net = net(v),
            "seed" => seed ^= v.parse::<u64>().expect("seed=<integer>").wrapping_mul(0x9E37_79B9_7F4A_7C15),
            "a.nnue" => {
                default_net = net(v);
                a_net_set = true;
            }
            _ => match k.strip_prefix("a.") {
                Some(name) => base.set(name, v).expect("valid parameter"),
                None => variant.set(k, v).expect("valid parameter"),
            },
        }
    }
    if a_net_set && !args.iter().any(|kv| kv.starts_with("nnue=")) {
        variant_net = default_net.clone();
    }
    let openings = read_book(&shared_data("books/8moves_v3.epd")).expect("book");
    let mut rng = XorShift64::new(seed);
    let mut tally = Tally::default();
    let mut opening = 0;
    for g in 0..games {
        // Each opening twice, with the colours swapped.
        if g % 2 == 0 {
            opening = rng.below(openings.len());
        }
        let start = openings[opening];
        let b_color = if g % 2 == 0 { Color::White } else { Color::Black };
        let (mut a, mut b) = (Engine::new(16), Engine::new(16));
        a.set_network(default_net.clone());
        b.set_network(variant_net.clone());
        a.params = base.clone();
        b.params = variant.clone();
        let mut engines = if b_color == Color::White { [b, a] } else { [a, b] };
        let clock = || Box::new(FrozenClock) as Box<dyn TimeSource>;
        tally.add(play(start, &mut engines, &Limits::nodes(nodes), &clock, 400), b_color);
        let (n, score, elo, lo, hi) = tally.summary();
        eprint!(
            "\rgames {n:>4}  B +{} ={} -{}  score {score:.3}  elo {elo:+.0} [{lo:+.0}, {hi:+.0}]   ",
            tally.w, tally.d, tally.l
        );
    }
    eprintln!();
}
