//! Poda against itself, in process, every move checked by Poda's own rules.
//!
//! Every game starts from a different opening (a seeded random sample of the EPD book): with the
//! same engine on both sides and a node limit the search is deterministic, so replaying an opening
//! with colours reversed would repeat the game. Each side is its own `Engine` (own hash table)
//! searching a fixed number of nodes per move. Every
//! move the search returns is re-read with `Position::parse_uci` (which accepts only legal moves)
//! and then played through `Game::play` (which checks legality again); the game ends by the rules
//! (`Game::status`: checkmate, stalemate, insufficient material, fifty moves, threefold
//! repetition) or, as a safety net, at a ply cap that is counted separately.
//! A watchdog stops any search running longer than the hang limit and counts it as a hang.
//! A panic aborts the process (release builds use panic = abort), so a completed run has had no
//! crash.
//!
//! Usage: cargo run --release --example selfplay -- [games=200] [nodes=10000] [book] [seed=1]
use poda::engine::{Engine, InstantClock, Limits, NoReporter};
use poda::rng::{Random, XorShift64Star};
use poda::rules::{Game, Position};
use poda::train::selfplay::{play_out, read_book, Ending};
use poda::train::shared_data;
use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const PLY_CAP: usize = 1000;
const HANG_MS: u64 = 20_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: usize = args.get(1).map_or(200, |s| s.parse().expect("games"));
    let nodes: u64 = args.get(2).map_or(10_000, |s| s.parse().expect("nodes"));
    let book = args.get(3).map_or_else(|| shared_data("books/8moves_v3.epd"), PathBuf::from);
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().expect("seed"));

    let positions = read_book(&book).expect("book");
    let mut rng = XorShift64Star::new(seed);
    let openings: Vec<Position> = (0..games).map(|_| positions[rng.below(positions.len())]).collect();

    // Watchdog: stops a search that runs longer than HANG_MS.
    let stop = Arc::new(AtomicBool::new(false));
    let started = Arc::new(AtomicU64::new(0)); // ms since `epoch` when the current search began, 0 = idle
    let epoch = Instant::now();
    {
        let (stop, started) = (stop.clone(), started.clone());
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(100));
            let s = started.load(Ordering::Relaxed);
            if s != 0 && epoch.elapsed().as_millis() as u64 > s + HANG_MS {
                stop.store(true, Ordering::Relaxed);
            }
        });
    }

    let mut engines = [Engine::new(16), Engine::new(16)];
    let (mut total_moves, mut illegal, mut hangs, mut capped) = (0u64, 0u64, 0u64, 0u64);
    let mut results: BTreeMap<&str, u64> = BTreeMap::new();
    let mut endings: BTreeMap<String, u64> = BTreeMap::new();
    let mut colours: BTreeMap<&str, u64> = BTreeMap::new();
    let mut total_nodes = 0u64;
    let mut depth_sum = 0u64;
    let mut max_move_ms = 0u128;
    let t0 = Instant::now();
    for (g, &start) in openings.iter().enumerate() {
        // Engine 0 is "A", engine 1 "B"; A has White in even games.
        let a_white = g % 2 == 0;
        for e in engines.iter_mut() {
            e.new_game();
        }
        let mut game = Game::new(start);
        let ending = play_out(&mut game, PLY_CAP, |game, history| {
            let pos = game.position();
            let white_to_move = pos.turn() == poda::rules::Color::White;
            let idx = if white_to_move == a_white { 0 } else { 1 };
            stop.store(false, Ordering::Relaxed);
            started.store(epoch.elapsed().as_millis() as u64 + 1, Ordering::Relaxed);
            let mt = Instant::now();
            let r =
                engines[idx].go(pos, history, &Limits::nodes(nodes), &mut NoReporter, &InstantClock::start(), &stop);
            started.store(0, Ordering::Relaxed);
            max_move_ms = max_move_ms.max(mt.elapsed().as_millis());
            if stop.load(Ordering::Relaxed) {
                hangs += 1;
                eprintln!("HANG: game {} ply {} {}", g + 1, game.moves().len(), pos.fen());
            }
            total_nodes += r.nodes;
            depth_sum += r.depth as u64;
            let text = r.best_move.to_string();
            match pos.parse_uci(&text) {
                Ok(m) => ControlFlow::Continue(m),
                Err(e) => {
                    eprintln!("ILLEGAL: game {} ply {} move {text} in {}: {e:?}", g + 1, game.moves().len(), pos.fen());
                    ControlFlow::Break(())
                }
            }
        });
        total_moves += game.moves().len() as u64;
        let (result, ending) = match ending {
            Ending::Rules(s) => (s.result(), format!("{s}")),
            Ending::PlyCap => {
                capped += 1;
                ("*", format!("ply cap {PLY_CAP}"))
            }
            Ending::Stopped(()) => {
                illegal += 1;
                ("*", "illegal move".to_string())
            }
            Ending::Illegal(e) => {
                illegal += 1;
                eprintln!("ILLEGAL: game {} ply {}: {e:?}", g + 1, game.moves().len());
                ("*", "illegal move".to_string())
            }
        };
        // Result from A's point of view.
        let key = match (result, a_white) {
            ("1-0", true) | ("0-1", false) => "A wins",
            ("1-0", false) | ("0-1", true) => "B wins",
            ("1/2-1/2", _) => "draws",
            _ => "unfinished",
        };
        *results.entry(key).or_default() += 1;
        *endings.entry(ending).or_default() += 1;
        let white_wins = result == "1-0";
        let black_wins = result == "0-1";
        *colours
            .entry(if white_wins {
                "White wins"
            } else if black_wins {
                "Black wins"
            } else {
                "not decisive"
            })
            .or_default() += 1;
        if (g + 1) % 20 == 0 {
            eprintln!("{} games, {} moves, {:.0} s", g + 1, total_moves, t0.elapsed().as_secs_f64());
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    println!("self-play: {games} games, {nodes} nodes per move, openings from {}", book.display());
    println!(
        "| games | moves (plies) | illegal moves | crashes | hangs (> {} s) | ply cap reached | wall time |",
        HANG_MS / 1000
    );
    println!("|---|---|---|---|---|---|---|");
    println!("| {games} | {total_moves} | {illegal} | 0 | {hangs} | {capped} | {secs:.0} s |");
    println!();
    println!("results: {results:?}");
    println!("by colour: {colours:?}");
    println!("endings: {endings:?}");
    println!(
        "mean depth {:.1}, mean nodes/move {:.0}, longest move {} ms",
        depth_sum as f64 / total_moves.max(1) as f64,
        total_nodes as f64 / total_moves.max(1) as f64,
        max_move_ms
    );
    if illegal > 0 || hangs > 0 {
        std::process::exit(1);
    }
}
