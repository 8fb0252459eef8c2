//! The UCI loop of the native `poda` binary.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `position startpos|fen <fen> [moves …]`,
//! `go perft <depth>`, `go [wtime …] [btime …] [winc …] [binc …] [movestogo …] [depth …]
//! [nodes …] [mate …] [movetime …] [infinite]`, `stop`, `ponderhit`, `setoption name … value …`,
//! `bench [depth]`, `eval`, `d`, `quit`. Options: `Hash`, `Threads` (1), `Level`,
//! `UCI_LimitStrength` with `UCI_Elo` (the level rated nearest the Elo instead of `Level`, said by
//! an `info string` at each `go`),
//! `Seed` (a level's choices reproducible), `MultiPV` (each depth's `info` comes once per line,
//! `multipv 1` the best), `Clear Hash`, `OwnBook`, `UseNNUE`, `EvalFile`. A search runs on its own thread so that `stop` and
//! `isready` are answered while it thinks. Anything malformed, an illegal move or a bad FEN is
//! answered with `info string <reason>`; the position stays the last good one.

use crate::engine::eval::{breakdown, Evaluator};
use crate::engine::nnue::Network;
use crate::engine::search::MAX_LINES;
use crate::engine::{Engine, Info, Level, Limits, Reporter};
use crate::rng::SplitMix64;
use crate::rules::perft::divide;
use crate::rules::Position;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

pub type Output = Arc<Mutex<dyn Write + Send>>;

pub const DEFAULT_HASH_MB: usize = 64;
pub const MAX_HASH_MB: usize = 4096;
/// `UCI_Elo`'s default; its range is from the weakest level's rating (below what the scale
/// measures, and below 0) to full strength's, so that every level can be asked for.
pub const DEFAULT_ELO: i32 = 1500;
pub const MAX_SEED: u64 = i32::MAX as u64;

/// `UCI_Elo`'s range: from 0, or the weakest level's rating if it is lower, to full strength's,
/// so that every level can be asked for.
fn elo_range() -> (i32, i32) {
    let rating = |n| Level::new(n).map_or(0, |level| level.rating());
    (rating(1).min(0), rating(Level::MAX))
}

/// What the options say the level is: `Level`, or with `UCI_LimitStrength` the level rated
/// nearest `UCI_Elo`.
#[derive(Clone, Copy, Debug)]
struct Strength {
    level: u8,
    limited: bool,
    elo: i32,
}

impl Strength {
    fn level(self) -> Level {
        if self.limited {
            Level::nearest_to_rating(self.elo)
        } else {
            Level::new(self.level).unwrap_or_else(Level::full_strength)
        }
    }
}

pub struct UciSession {
    out: Output,
    engine: Arc<Mutex<Engine>>,
    position: Position,
    /// Hashes of the positions before `position` in the game (for repetition draws).
    history: Vec<u64>,
    stop: Arc<AtomicBool>,
    search: Option<JoinHandle<()>>,
    strength: Strength,
}

fn say(out: &Output, text: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    }
}

struct UciReporter(Output);

impl Reporter for UciReporter {
    fn info(&mut self, i: &Info) {
        let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
        say(
            &self.0,
            &format!(
                "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
                i.depth,
                i.seldepth,
                i.multipv,
                i.score,
                i.nodes,
                i.nps,
                i.hashfull,
                i.time_ms,
                pv.join(" ")
            ),
        );
    }
}

impl UciSession {
    pub fn new(out: Output) -> UciSession {
        crate::rules::attacks::init();
        let mut engine = Engine::new(DEFAULT_HASH_MB);
        engine.set_network(crate::engine::nnue::default_network());
        engine.seed(seed_of_this_run());
        UciSession {
            out,
            engine: Arc::new(Mutex::new(engine)),
            position: Position::startpos(),
            history: Vec::new(),
            stop: Arc::new(AtomicBool::new(false)),
            search: None,
            strength: Strength { level: Level::MAX, limited: false, elo: DEFAULT_ELO },
        }
    }

    fn say(&self, text: &str) {
        say(&self.out, text);
    }

    /// Waits for a running search to finish (it has been told to stop, or will end by itself).
    fn join_search(&mut self) {
        if let Some(h) = self.search.take() {
            let _ = h.join();
        }
    }

    /// Handles one line; returns `false` on `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = tokens.first() else {
            return true;
        };
        let args = &tokens[1..];
        match cmd {
            "uci" => {
                self.say("id name Poda 0.1");
                self.say("id author the Poda developers");
                self.say(&format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"));
                self.say("option name Threads type spin default 1 min 1 max 1");
                self.say(&format!("option name Level type spin default {0} min 1 max {0}", Level::MAX));
                self.say("option name UCI_LimitStrength type check default false");
                let (min_elo, max_elo) = elo_range();
                self.say(&format!("option name UCI_Elo type spin default {DEFAULT_ELO} min {min_elo} max {max_elo}"));
                self.say(&format!("option name Seed type spin default 0 min 0 max {MAX_SEED}"));
                self.say(&format!("option name MultiPV type spin default 1 min 1 max {MAX_LINES}"));
                self.say("option name Clear Hash type button");
                self.say("option name OwnBook type check default false");
                self.say(&format!("option name UseNNUE type check default {}", crate::engine::nnue::ON_BY_DEFAULT));
                self.say("option name EvalFile type string default <built-in>");
                self.say("uciok");
            }
            "isready" => self.say("readyok"),
            "quit" => {
                self.stop.store(true, Ordering::Relaxed);
                self.join_search();
                return false;
            }
            "stop" | "ponderhit" => {
                self.stop.store(true, Ordering::Relaxed);
                self.join_search();
            }
            "ucinewgame" => {
                self.join_search();
                if let Ok(mut e) = self.engine.lock() {
                    e.new_game();
                }
                self.position = Position::startpos();
                self.history.clear();
            }
            "position" => {
                self.join_search();
                match parse_position(args) {
                    Ok((pos, history)) => {
                        self.position = pos;
                        self.history = history;
                    }
                    Err(e) => self.say(&format!("info string {e}; keeping the previous position")),
                }
            }
            "go" => {
                self.join_search();
                if args.first() == Some(&"perft") {
                    match args.get(1).and_then(|d| d.parse::<u32>().ok()) {
                        Some(d) if (1..=10).contains(&d) => self.perft(d),
                        _ => self.say("info string go perft needs a depth from 1 to 10"),
                    }
                } else {
                    match parse_limits(args) {
                        Ok(limits) => self.go(limits),
                        Err(e) => self.say(&format!("info string {e}")),
                    }
                }
            }
            "setoption" => {
                self.join_search();
                if let Err(e) = self.set_option(args) {
                    self.say(&format!("info string {e}"));
                }
            }
            "bench" => {
                self.join_search();
                let depth = match args.first().map(|d| d.parse::<u32>()) {
                    None => super::bench::DEFAULT_DEPTH,
                    Some(Ok(d)) if (1..=30).contains(&d) => d,
                    _ => {
                        self.say("info string bench takes an optional depth from 1 to 30");
                        return true;
                    }
                };
                let start = std::time::Instant::now();
                let r = super::bench::run(depth);
                let ms = start.elapsed().as_millis().max(1) as u64;
                self.say(&format!("Positions       : {}", r.positions));
                self.say(&format!("Depth           : {depth}"));
                self.say(&format!("Total time (ms) : {ms}"));
                self.say(&format!("Nodes searched  : {}", r.nodes));
                self.say(&format!("Nodes/second    : {}", r.nodes * 1000 / ms));
            }
            "d" => {
                let diagram = self.position.diagram();
                self.say(diagram.trim_end());
            }
            "eval" => {
                let b = breakdown(&self.position, Evaluator::Full);
                self.say(b.to_string().trim_end());
                let net = self.engine.lock().ok().and_then(|e| e.network().cloned());
                match net {
                    Some(net) => {
                        let cp = net.evaluate_position(&self.position);
                        let white = if self.position.turn() == crate::rules::Color::White { cp } else { -cp };
                        self.say(&format!("NNUE evaluation ({}): {white:+} cp, White's view", net.describe()));
                    }
                    None => self.say("NNUE evaluation: off (UseNNUE false)"),
                }
            }
            other => self.say(&format!("info string unknown command '{other}'")),
        }
        true
    }

    fn perft(&self, depth: u32) {
        let mut total = 0;
        let mut lines = Vec::new();
        for (m, n) in divide(&self.position, depth) {
            lines.push(format!("{m}: {n}"));
            total += n;
        }
        lines.push(String::new());
        lines.push(format!("Nodes searched: {total}"));
        lines.push(String::new());
        self.say(&lines.join("\n"));
    }

    fn go(&mut self, limits: Limits) {
        self.stop.store(false, Ordering::Relaxed);
        // With a limited strength, the level the Elo chose is said, as a GUI's log shows it.
        if self.strength.limited {
            let level = self.strength.level();
            let rating = match level.rating() {
                r if r < 400 => "below 400".to_string(),
                r => r.to_string(),
            };
            let (elo, n, name) = (self.strength.elo, level.number, level.name);
            self.say(&format!("info string UCI_Elo {elo} plays as level {n} ({name}, rated {rating})"));
        }
        let engine = Arc::clone(&self.engine);
        let out = Arc::clone(&self.out);
        let stop = Arc::clone(&self.stop);
        let pos = self.position;
        let history = self.history.clone();
        let handle = std::thread::Builder::new().name("search".into()).stack_size(64 * 1024 * 1024).spawn(move || {
            let clock = crate::engine::InstantClock::start();
            let mut reporter = UciReporter(Arc::clone(&out));
            let result = match engine.lock() {
                Ok(mut e) => e.go(&pos, &history, &limits, &mut reporter, &clock, &stop),
                Err(_) => return say(&out, "info string engine unavailable"),
            };
            // With `go infinite`, the best move waits for `stop`.
            while limits.infinite && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            let mut line = format!("bestmove {}", result.best_move);
            if let Some(p) = result.ponder {
                line.push_str(&format!(" ponder {p}"));
            }
            say(&out, &line);
        });
        match handle {
            Ok(h) => self.search = Some(h),
            Err(e) => self.say(&format!("info string cannot start the search: {e}")),
        }
    }

    fn set_option(&mut self, args: &[&str]) -> Result<(), String> {
        // setoption name <name with spaces> [value <value>]
        if args.first() != Some(&"name") {
            return Err("setoption needs 'name <option> [value <value>]'".into());
        }
        let value_at = args.iter().position(|&t| t == "value");
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at.map(|i| args[i + 1..].join(" "));
        let mut engine = self.engine.lock().map_err(|_| "engine unavailable".to_string())?;
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let mb = value
                    .as_deref()
                    .and_then(|v| v.parse::<usize>().ok())
                    .filter(|&v| (1..=MAX_HASH_MB).contains(&v))
                    .ok_or(format!("Hash needs a value from 1 to {MAX_HASH_MB} (MiB)"))?;
                engine.set_hash_mb(mb);
            }
            "level" => {
                let level = value
                    .as_deref()
                    .and_then(|v| v.parse::<u8>().ok())
                    .and_then(Level::new)
                    .ok_or(format!("Level needs a value from 1 to {}", Level::MAX))?;
                self.strength.level = level.number;
                engine.level = self.strength.level();
            }
            "uci_limitstrength" => {
                self.strength.limited = match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
                    Some("true") => true,
                    Some("false") => false,
                    _ => return Err("UCI_LimitStrength needs 'true' or 'false'".into()),
                };
                engine.level = self.strength.level();
            }
            "uci_elo" => {
                let (min, max) = elo_range();
                self.strength.elo = value
                    .as_deref()
                    .and_then(|v| v.parse::<i32>().ok())
                    .filter(|v| (min..=max).contains(v))
                    .ok_or(format!("UCI_Elo needs a value from {min} to {max}"))?;
                engine.level = self.strength.level();
            }
            "seed" => {
                let seed = value
                    .as_deref()
                    .and_then(|v| v.parse::<u64>().ok())
                    .filter(|&v| v <= MAX_SEED)
                    .ok_or(format!("Seed needs a value from 0 to {MAX_SEED}"))?;
                // Spread: seeds next to each other start the generator far apart.
                engine.seed(if seed == 0 { seed_of_this_run() } else { SplitMix64::new(seed).next() });
            }
            "multipv" => {
                engine.multi_pv = value
                    .as_deref()
                    .and_then(|v| v.parse::<usize>().ok())
                    .filter(|&v| (1..=MAX_LINES).contains(&v))
                    .ok_or(format!("MultiPV needs a value from 1 to {MAX_LINES}"))?;
            }
            "threads" => {
                if value.as_deref() != Some("1") {
                    return Err("Poda searches with one thread".into());
                }
            }
            "clear hash" => engine.new_game(),
            "ownbook" => {
                engine.use_book = match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
                    Some("true") => true,
                    Some("false") => false,
                    _ => return Err("OwnBook needs 'true' or 'false'".into()),
                };
            }
            "usennue" => {
                let net = match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
                    Some("true") => Some(crate::engine::nnue::embedded()),
                    Some("false") => None,
                    _ => return Err("UseNNUE needs 'true' or 'false'".into()),
                };
                engine.set_network(net);
            }
            "evalfile" => {
                let path = value.as_deref().filter(|v| !v.is_empty()).ok_or("EvalFile needs a path")?;
                let net = if path == "<built-in>" {
                    crate::engine::nnue::embedded()
                } else {
                    let bytes = std::fs::read(path).map_err(|e| format!("EvalFile {path}: {e}"))?;
                    let net = Network::from_bytes(&bytes).ok_or(format!("EvalFile {path}: not a Poda net file"))?;
                    Arc::new(net)
                };
                engine.set_network(Some(net));
            }
            "ponder" | "uci_analysemode" | "move overhead" => {}
            // The search's named parameters (not advertised: for experiments).
            other => {
                let v = value.as_deref().ok_or(format!("option '{name}' needs a value"))?;
                engine.params.set(other, v).map_err(|e| {
                    if e.starts_with("unknown") {
                        format!("unknown option '{name}'")
                    } else {
                        format!("option '{name}': {e}")
                    }
                })?;
            }
        }
        Ok(())
    }
}

/// Without a `Seed` (or with `Seed` 0), book choices and weaker levels' choices differ from
/// run to run.
fn seed_of_this_run() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64);
    nanos ^ (std::process::id() as u64) << 32
}

/// Reads the arguments of `position`.
pub fn parse_position(args: &[&str]) -> Result<(Position, Vec<u64>), String> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let mut pos = match setup.first() {
        Some(&"startpos") if setup.len() == 1 => Position::startpos(),
        Some(&"fen") => Position::from_fen(&setup[1..].join(" ")).map_err(|e| format!("bad FEN: {e}"))?,
        _ => return Err("position needs 'startpos' or 'fen <fen>', then optionally 'moves …'".into()),
    };
    let mut history = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let hash = pos.hash();
        pos.play_uci(text).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        history.push(hash);
    }
    Ok((pos, history))
}

/// Reads the arguments of `go` (other than `perft`).
pub fn parse_limits(args: &[&str]) -> Result<Limits, String> {
    let mut l = Limits::default();
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        let number = |i: usize| -> Result<u64, String> {
            args.get(i + 1)
                .and_then(|v| v.parse::<i64>().ok())
                .map(|v| v.max(0) as u64)
                .ok_or(format!("go {key} needs a number"))
        };
        match key {
            "infinite" => l.infinite = true,
            "ponder" => {}
            "wtime" => l.time.white = Some(number(i)?),
            "btime" => l.time.black = Some(number(i)?),
            "winc" => l.inc.white = Some(number(i)?),
            "binc" => l.inc.black = Some(number(i)?),
            "movestogo" => l.movestogo = Some(number(i)?.clamp(1, 1000) as u32),
            "depth" => l.depth = Some(number(i)?.clamp(1, 100) as u32),
            "nodes" => l.nodes = Some(number(i)?.max(1)),
            "mate" => l.mate = Some(number(i)?.clamp(1, 100) as u32),
            "movetime" => l.movetime = Some(number(i)?.max(1)),
            other => return Err(format!("unknown go parameter '{other}'")),
        }
        i += if matches!(key, "infinite" | "ponder") { 1 } else { 2 };
    }
    Ok(l)
}

/// Runs the loop over stdin until `quit` or end of input.
pub fn run_stdio() {
    let out: Output = Arc::new(Mutex::new(std::io::stdout()));
    let mut session = UciSession::new(out);
    let stdin = std::io::stdin();
    let mut line = String::new();
    loop {
        line.clear();
        match stdin.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                if !session.handle(&line) {
                    return;
                }
            }
        }
    }
    // End of input: let a running search finish and print its move.
    session.join_search();
}
