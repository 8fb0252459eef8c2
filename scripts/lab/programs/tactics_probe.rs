//! Does each level see what a person at its rating would, and miss what they would miss? Plays
//! every level on the tactics probe (`tests/fixtures/tactics-probe.txt`: free pieces of 3
//! points or more, mates in one, forks and skewers that win material, each with every winning
//! move) with 20 seeds each, and prints per level how often it played a winning move.
//!
//! Usage: `cargo run --release --example tactics_probe -- [seeds=20] [first level=1] [last level=15]`
//!
//! Each try is a new game (a cleared engine) with the seed set as UCI's `Seed` sets it and the
//! level's own budget; full strength, which has no budget and no randomness, searches 1,000,000
//! nodes once a position and counts for every seed.

use poda::engine::nnue::embedded;
use poda::engine::{Engine, FrozenClock, Level, Limits, NoReporter};
use poda::rng::SplitMix64;
use poda::rules::Position;
use std::sync::atomic::AtomicBool;

const KINDS: [&str; 3] = ["free", "mate", "tactic"];

/// One probe position: its kind (an index into [`KINDS`]), the position and its winning moves.
struct Probe {
    kind: usize,
    pos: Position,
    winners: Vec<String>,
}

fn read_probe() -> Vec<Probe> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/tactics-probe.txt");
    let text = std::fs::read_to_string(path).expect("tests/fixtures/tactics-probe.txt");
    let mut probes = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let kind = KINDS.iter().position(|&k| k == fields[0]).expect("a kind");
        let pos = Position::from_fen(fields[1]).expect("a valid FEN");
        let winners: Vec<String> = fields[2].split_whitespace().map(String::from).collect();
        for w in &winners {
            pos.parse_uci(w).expect("a legal winning move");
        }
        probes.push(Probe { kind, pos, winners });
    }
    probes
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let seeds = *args.first().unwrap_or(&20);
    let first = *args.get(1).unwrap_or(&1) as u8;
    let last = *args.get(2).unwrap_or(&u64::from(Level::MAX)) as u8;
    let probes = read_probe();
    let per_kind: Vec<usize> = (0..KINDS.len()).map(|k| probes.iter().filter(|p| p.kind == k).count()).collect();
    println!("Each cell: tries that played a winning move, of positions × {seeds} seeds.\n");
    println!("| level | rating | free pieces taken | mates in one found | tactics found |");
    println!("|---|---:|---:|---:|---:|");
    let mut engine = Engine::new(16);
    engine.set_network(Some(embedded()));
    let stop = AtomicBool::new(false);
    for level in (first..=last).filter_map(Level::new) {
        let full = level.max_nodes.is_none();
        let limits = if full { Limits::nodes(1_000_000) } else { Limits::default() };
        engine.level = level.clone();
        let mut found = [0u64; KINDS.len()];
        for probe in &probes {
            for seed in 1..=if full { 1 } else { seeds } {
                engine.new_game();
                engine.seed(SplitMix64::new(seed).next());
                let r = engine.go(&probe.pos, &[], &limits, &mut NoReporter, &FrozenClock, &stop);
                if probe.winners.contains(&r.best_move.to_string()) {
                    found[probe.kind] += if full { seeds } else { 1 };
                }
            }
        }
        let rating = match level.rating() {
            r if r < 400 => "<400".to_string(),
            r => r.to_string(),
        };
        let cell = |k: usize| {
            let of = per_kind[k] as u64 * seeds;
            format!("{} / {of} ({:.0} %)", found[k], 100.0 * found[k] as f64 / of.max(1) as f64)
        };
        println!("| {} {} | {rating} | {} | {} | {} |", level.number, level.name, cell(0), cell(1), cell(2));
    }
}
