//! The same training positions with other labels: every record of a packed data file (what
//! `poda datagen --out <file>.bin` writes) searched again at a fixed node count or depth, its
//! score replaced by the new search's, everything else kept. Positions, results and order stay,
//! so nets trained on two relabelled copies differ by their labels alone.
//!
//! Usage: cargo run --release --example relabel -- IN.bin OUT.bin (nodes=N | depth=D)
//!        [hash=16] [net=builtin|none|FILE] [every=N]
//!
//! The records are searched in file order with one hash table, which keeps what a search
//! learnt for the next position of the same game, as datagen's own search does; `every=N`
//! starts a fresh table every N records instead (0, the default: never). A mate score becomes
//! ±3,000 centipawns (the trainer's sigmoid is flat there). Prints the nodes a position, the
//! positions a second and how far each new score is from the old one.

use poda::engine::nnue::{embedded, Network};
use poda::engine::{Engine, FrozenClock, Limits, NoReporter, Score};
use poda::rules::Color;
use poda::train::packed::{records, PackedPosition};
use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

/// What a mate score is written as, in centipawns.
const MATE_CP: i32 = 3000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: relabel IN.bin OUT.bin (nodes=N | depth=D) [hash=16] [net=builtin|none|FILE] [every=N]");
        std::process::exit(2);
    }
    let (input, output) = (&args[0], &args[1]);
    let mut limits = Limits::default();
    let (mut hash, mut net, mut every) = (16usize, "builtin".to_string(), 0usize);
    for kv in &args[2..] {
        let (k, v) = kv.split_once('=').expect("name=value");
        match k {
            "nodes" => limits.nodes = Some(v.parse().expect("nodes=<whole number>")),
            "depth" => limits.depth = Some(v.parse().expect("depth=<whole number>")),
            "hash" => hash = v.parse().expect("hash=<MiB>"),
            "net" => net = v.to_string(),
            "every" => every = v.parse().expect("every=<whole number>"),
            _ => panic!("unknown option {k}"),
        }
    }
    assert!(limits.nodes.is_some() || limits.depth.is_some(), "give nodes=N or depth=D");
    let bytes = std::fs::read(input).expect("the input file");
    let recs: Vec<PackedPosition> = records(&bytes).expect("packed records").collect();
    let mut engine = Engine::new(hash);
    engine.set_network(match net.as_str() {
        "builtin" => Some(embedded()),
        "none" => None,
        file => Some(Arc::new(Network::from_bytes(&std::fs::read(file).expect("net file")).expect("a Poda net file"))),
    });
    let stop = AtomicBool::new(false);
    let mut out = Vec::with_capacity(bytes.len());
    let began = Instant::now();
    let (mut nodes, mut mates, mut moved) = (0u64, 0u64, 0u64);
    let mut abs_diff = 0f64;
    for (i, rec) in recs.iter().enumerate() {
        if every > 0 && i % every == 0 {
            engine.new_game();
        }
        let (pos, old, result) = rec.unpack().expect("a valid record");
        let found = engine.go(&pos, &[], &limits, &mut NoReporter, &FrozenClock, &stop);
        nodes += found.nodes;
        let own = match found.score {
            Score::Cp(cp) => cp,
            Score::Mate(n) => {
                mates += 1;
                if n > 0 {
                    MATE_CP
                } else {
                    -MATE_CP
                }
            }
        };
        let white = if pos.turn() == Color::White { own } else { -own };
        abs_diff += f64::from((white - old).abs());
        moved += u64::from(white != old);
        out.extend_from_slice(&PackedPosition::pack(&pos, white, result).expect("packs again").0);
        if (i + 1) % 20_000 == 0 {
            let s = began.elapsed().as_secs_f64();
            eprintln!("relabel: {}/{} positions, {:.0} a second", i + 1, recs.len(), (i + 1) as f64 / s);
        }
    }
    let secs = began.elapsed().as_secs_f64();
    std::fs::File::create(output).and_then(|mut f| f.write_all(&out)).expect("the output file");
    let n = recs.len().max(1) as f64;
    println!(
        "relabel: {} positions → {output} in {secs:.0} s: {:.0} positions a second ({:.2} million a core-hour), \
         {:.0} nodes a position, {mates} mate scores, {:.1} % changed, mean |new − old| {:.1} cp",
        recs.len(),
        n / secs,
        n / secs * 3600.0 / 1e6,
        nodes as f64 / n,
        100.0 * moved as f64 / n,
        abs_diff / n,
    );
}
