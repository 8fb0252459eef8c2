//! Training data from Poda's own games: self-play at a fixed node count from varied openings,
//! each kept position labelled with Poda's search score and the game's result.
//!
//! Game `g` of a run is fixed by the seed and `g` alone: its opening is a line of the book
//! (`../shared/data/books/8moves_v3.epd` by default) followed by a few random legal plies (drawn
//! again while they leave one side more than [`OPENING_MAX_CP`] ahead), and the search is
//! deterministic at a fixed node count or depth. So a run can stop anywhere and resume
//! ([`Progress`]): finished games are appended to the output, then the count of finished games
//! is written beside it (`<out>.progress`); a game cut short is played again from its start.
//!
//! Kept positions are the quiet ones, as engine authors filter them: not in check, the searched
//! best move not a capture or a promotion, the score not a mate, past the random plies. A game
//! ends by the rules (mate, stalemate, repetition, fifty moves, insufficient material), by
//! adjudication when both sides agree for [`ADJUDICATE_PLIES`] plies that one side is ahead by
//! [`ADJUDICATE_CP`], or as a draw after [`MAX_PLIES`].
//!
//! An output named `*.bin` gets 32-byte records ([`super::packed`]); any other name gets one
//! line per position: `FEN | score | result`, the score in centipawns and the result (`1.0`,
//! `0.5`, `0.0`) both from White's side, and a `# game …` line after each game. No other
//! engine's evaluation is used.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::packed::{PackedPosition, WhiteResult, PACKED_LEN};
use super::selfplay::{play_out, read_book, Ending};
use crate::engine::{Engine, FrozenClock, Limits, NoReporter, Score};
use crate::rng::mix;
use crate::rules::{Color, Game, Position, Status};

/// A game is adjudicated once the score stays beyond this for [`ADJUDICATE_PLIES`] plies.
pub const ADJUDICATE_CP: i32 = 2000;
pub const ADJUDICATE_PLIES: usize = 6;
/// Random openings scored beyond this (centipawns) are drawn again, up to [`OPENING_TRIES`]
/// times, then the book position is played as it is.
pub const OPENING_MAX_CP: i32 = 150;
pub const OPENING_TRIES: usize = 12;
/// A game still going after this many plies is scored a draw.
pub const MAX_PLIES: usize = 400;

/// What a run does.
#[derive(Debug, Clone)]
pub struct Config {
    pub out: PathBuf,
    pub book: PathBuf,
    pub games: u64,
    pub nodes: u64,
    /// Search each move to this depth instead of `nodes` (a label from whole iterations).
    pub depth: Option<u32>,
    pub random_plies: usize,
    pub seed: u64,
    pub hash_mb: usize,
    /// The evaluation that labels the positions: `builtin` (the engine's net), `none` (the
    /// hand-crafted evaluation), or a net file. A run's files should keep one.
    pub net: String,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            out: PathBuf::from("data/selfplay.txt"),
            book: super::shared_data("books/8moves_v3.epd"),
            games: 10_000,
            nodes: 6_000,
            depth: None,
            random_plies: 4,
            seed: 1,
            hash_mb: 16,
            net: "builtin".to_string(),
        }
    }
}

/// One kept position.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoredPosition {
    pub fen: String,
    /// Centipawns from White's side.
    pub score: i32,
}

/// A finished game: its kept positions and its result from White's side (1, ½, 0).
#[derive(Debug, Clone, PartialEq)]
pub struct SelfPlayGame {
    pub samples: Vec<ScoredPosition>,
    pub result: f32,
    pub plies: usize,
}

/// Plays game number `index` of a run with `config`'s seed, openings `book` and node count.
pub fn play_game(engine: &mut Engine, book: &[Position], config: &Config, index: u64) -> SelfPlayGame {
    // The randomness of a game comes from the run's seed and the game's number alone.
    let mut rng = mix(config.seed ^ mix(index));
    let mut next = || {
        rng = mix(rng);
        rng
    };
    let start = if book.is_empty() { Position::startpos() } else { book[(next() % book.len() as u64) as usize] };
    let limits = match config.depth {
        Some(depth) => Limits::depth(depth),
        None => Limits::nodes(config.nodes),
    };
    let stop = AtomicBool::new(false);
    // A few random plies make every game its own; a sequence that leaves one side clearly
    // better (the last random mover cannot answer the other's blunder) is drawn again, so that
    // the games start balanced and neither colour is favoured.
    let mut game = Game::new(start);
    for attempt in 0..=OPENING_TRIES {
        game = Game::new(start);
        if attempt == OPENING_TRIES {
            break;
        }
        for _ in 0..config.random_plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.status().is_over() {
                break;
            }
            let m = legal[(next() % legal.len() as u64) as usize];
            game.play_unchecked(m);
        }
        if game.status().is_over() {
            continue;
        }
        engine.new_game();
        let found = engine.go(game.position(), &[], &limits, &mut NoReporter, &FrozenClock, &stop);
        if matches!(found.score, Score::Cp(cp) if cp.abs() <= OPENING_MAX_CP) {
            break;
        }
    }
    engine.new_game();
    let mut samples = Vec::new();
    let mut streak: (i32, usize) = (0, 0);
    let opening_plies = game.moves().len();
    let ending = play_out(&mut game, MAX_PLIES, |game, history| {
        let pos = game.position();
        let found = engine.go(pos, history, &limits, &mut NoReporter, &FrozenClock, &stop);
        let white = if pos.turn() == Color::White { 1 } else { -1 };
        let m = found.best_move;
        if let Score::Cp(cp) = found.score {
            let quiet = !pos.is_check() && !pos.is_capture(m) && m.promotion_role().is_none();
            if quiet {
                samples.push(ScoredPosition { fen: pos.fen(), score: white * cp });
            }
            // Adjudication: the same side ahead by a wide margin, ply after ply.
            let sign = (white * cp).signum();
            if (white * cp).abs() >= ADJUDICATE_CP {
                streak = if streak.0 == sign { (sign, streak.1 + 1) } else { (sign, 1) };
                if streak.1 >= ADJUDICATE_PLIES {
                    return ControlFlow::Break(if sign > 0 { 1.0 } else { 0.0 });
                }
            } else {
                streak = (0, 0);
            }
        }
        ControlFlow::Continue(m)
    });
    let result = match ending {
        Ending::Rules(Status::Checkmate { winner }) => {
            if winner == Color::White {
                1.0
            } else {
                0.0
            }
        }
        Ending::Rules(_) | Ending::PlyCap => 0.5,
        Ending::Stopped(adjudicated) => adjudicated,
        Ending::Illegal(e) => panic!("the engine plays legal moves: {e}"),
    };
    SelfPlayGame { samples, result, plies: game.moves().len() - opening_plies }
}

/// The number of games a run has finished and of the positions they kept, kept in
/// `<out>.progress` as `<games> <positions>`.
pub struct Progress {
    path: PathBuf,
}

impl Progress {
    pub fn of(out: &Path) -> Progress {
        let mut path = out.as_os_str().to_owned();
        path.push(".progress");
        Progress { path: PathBuf::from(path) }
    }

    pub fn games_done(&self) -> u64 {
        self.read().0
    }

    /// The positions of the finished games, when recorded (a file of an earlier layout has the
    /// games alone).
    pub fn positions_done(&self) -> Option<u64> {
        self.read().1
    }

    fn read(&self) -> (u64, Option<u64>) {
        let text = fs::read_to_string(&self.path).unwrap_or_default();
        let mut fields = text.split_whitespace().map(|f| f.parse::<u64>().ok());
        (fields.next().flatten().unwrap_or(0), fields.next().flatten())
    }

    /// Records `games` finished with `positions` kept (written to a temporary file, then
    /// renamed into place).
    pub fn set(&self, games: u64, positions: u64) -> io::Result<()> {
        let mut tmp = self.path.as_os_str().to_owned();
        tmp.push(".tmp");
        fs::write(&tmp, format!("{games} {positions}\n"))?;
        fs::rename(&tmp, &self.path)
    }
}

/// Counts the lines (positions) of the output whose games are recorded as finished; a game
/// written but not recorded (the run stopped in between) is cut off, since it will be played
/// again.
fn trim_unfinished(out: &Path, games_done: u64) -> io::Result<u64> {
    let Ok(file) = File::open(out) else { return Ok(0) };
    let mut keep_bytes = 0u64;
    let mut positions = 0u64;
    let mut games = 0u64;
    let mut pending = (0u64, 0u64);
    for line in BufReader::new(file).lines() {
        let line = line?;
        pending.0 += line.len() as u64 + 1;
        if line.starts_with('#') {
            // `# game <n> …` closes a game.
            games += 1;
            if games > games_done {
                break;
            }
            keep_bytes += pending.0;
            positions += pending.1;
            pending = (0, 0);
        } else {
            pending.1 += 1;
        }
    }
    OpenOptions::new().write(true).open(out)?.set_len(keep_bytes)?;
    Ok(positions)
}

/// The same for packed records: the finished games' positions are the first ones.
fn trim_unfinished_packed(out: &Path, progress: &Progress) -> io::Result<u64> {
    let Ok(meta) = fs::metadata(out) else { return Ok(0) };
    let games = progress.games_done();
    let positions = match progress.positions_done() {
        Some(n) => n,
        None if games == 0 => 0,
        None => {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: the progress file does not say how many positions are finished", out.display()),
            ))
        }
    };
    let keep = positions * PACKED_LEN as u64;
    if meta.len() < keep {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{}: {} bytes, shorter than its {positions} finished positions", out.display(), meta.len()),
        ));
    }
    OpenOptions::new().write(true).open(out)?.set_len(keep)?;
    Ok(positions)
}

/// Whether a run writes packed records (`*.bin`) rather than text.
pub fn writes_packed(out: &Path) -> bool {
    out.extension().is_some_and(|e| e == "bin")
}

/// Runs (or resumes) a run, printing progress and the time left to `log`.
pub fn run(config: &Config, log: &mut dyn Write) -> io::Result<()> {
    let book = read_book(&config.book)?;
    if let Some(dir) = config.out.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    let progress = Progress::of(&config.out);
    let done = progress.games_done();
    let packed = writes_packed(&config.out);
    let mut positions =
        if packed { trim_unfinished_packed(&config.out, &progress)? } else { trim_unfinished(&config.out, done)? };
    let mut out = OpenOptions::new().create(true).append(true).open(&config.out)?;
    let mut engine = Engine::new(config.hash_mb);
    engine.set_network(match config.net.as_str() {
        "builtin" => Some(crate::engine::nnue::embedded()),
        "none" => None,
        file => {
            let bytes = fs::read(file)?;
            let net = crate::engine::nnue::Network::from_bytes(&bytes)
                .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, format!("{file}: not a Poda net file")))?;
            Some(std::sync::Arc::new(net))
        }
    });
    let began = Instant::now();
    writeln!(
        log,
        "datagen: {} openings, {} a move, evaluation {}, games {done}..{} → {}",
        book.len(),
        config.depth.map_or(format!("{} nodes", config.nodes), |d| format!("depth {d}")),
        config.net,
        config.games,
        config.out.display()
    )?;
    let mut scores = [0u64; 3];
    for index in done..config.games {
        let played = play_game(&mut engine, &book, config, index);
        let result = match played.result {
            r if r > 0.75 => "1.0",
            r if r < 0.25 => "0.0",
            _ => "0.5",
        };
        scores[match result {
            "1.0" => 0,
            "0.5" => 1,
            _ => 2,
        }] += 1;
        let bytes = if packed {
            let white = WhiteResult::from_value(played.result);
            let mut bytes = Vec::with_capacity(played.samples.len() * PACKED_LEN);
            for s in &played.samples {
                let pos = Position::from_fen(&s.fen).expect("a FEN Poda wrote reads back");
                let record = PackedPosition::pack(&pos, s.score, white)
                    .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
                bytes.extend_from_slice(&record.0);
            }
            bytes
        } else {
            let mut text = String::new();
            for s in &played.samples {
                text.push_str(&format!("{} | {} | {result}\n", s.fen, s.score));
            }
            text.push_str(&format!("# game {index} plies {} result {result}\n", played.plies));
            text.into_bytes()
        };
        out.write_all(&bytes)?;
        out.flush()?;
        positions += played.samples.len() as u64;
        progress.set(index + 1, positions)?;
        let finished = index + 1 - done;
        if finished.is_multiple_of(10) || index + 1 == config.games {
            let secs = began.elapsed().as_secs_f64();
            let left = (config.games - index - 1) as f64 * secs / finished as f64;
            writeln!(
                log,
                "datagen: {}/{} games, {positions} positions, +{} ={} -{} (White), {:.1} games/min, about {:.0} min left",
                index + 1,
                config.games,
                scores[0],
                scores[1],
                scores[2],
                finished as f64 * 60.0 / secs.max(1e-9),
                left / 60.0
            )?;
        }
    }
    Ok(())
}

/// Reads `datagen` options: `--out`, `--book`, `--games`, `--nodes`, `--depth` (instead of
/// `--nodes`), `--random-plies`,
/// `--seed`, `--hash`, `--net builtin|none|<file>`.
pub fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut c = Config::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("{flag} needs a number, not {value:?}"));
        match flag.as_str() {
            "--out" => c.out = PathBuf::from(value),
            "--book" => c.book = PathBuf::from(value),
            "--games" => c.games = number()?,
            "--nodes" => c.nodes = number()?.max(1),
            "--depth" => c.depth = Some(number()?.clamp(1, 64) as u32),
            "--random-plies" => c.random_plies = number()? as usize,
            "--seed" => c.seed = number()?,
            "--hash" => c.hash_mb = number()?.max(1) as usize,
            "--net" => c.net = value.clone(),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(c)
}
