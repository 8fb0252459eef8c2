//! The levels below full strength through the `poda` binary, as a GUI meets them: a level's
//! move is decided by its work and its seed, not by the time it is given (`go movetime 300`
//! and `go movetime 3000` play the same moves), `UCI_LimitStrength` with `UCI_Elo` plays
//! as the level rated nearest the Elo; and, through the library, every level mates a lone king
//! with a queen (levels from about 1000 with a rook).

use poda::engine::Level;
use poda::rules::Position;
use std::io::Write;
use std::process::{Command, Stdio};

/// Ten positions: openings, middlegames with captures to weigh, endgames.
const POSITIONS: [&str; 10] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 b - - 3 8",
    "2r3k1/pp3ppp/2n1b3/3p4/3P4/2N1BN2/PP3PPP/2R3K1 w - - 0 20",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/8/4k3/8/2p5/8/B2K4/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
];

/// What the binary says on [`POSITIONS`] after `options` (`setoption` lines), each searched
/// with `go <go>`, one after the other in one session.
fn output(options: &[(&str, String)], go: &str) -> String {
    let mut input = String::new();
    for (name, value) in options {
        input.push_str(&format!("setoption name {name} value {value}\n"));
    }
    input.push_str("ucinewgame\n");
    for fen in POSITIONS {
        input.push_str(&format!("position fen {fen}\ngo {go}\n"));
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_poda"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("poda starts");
    // End of input: the last search finishes and prints its move.
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("written");
    let out = child.wait_with_output().expect("poda ends");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The moves the binary plays on [`POSITIONS`] after `options`, each searched with `go <go>`;
/// it says nothing but the level `UCI_Elo` chose.
fn moves(options: &[(&str, String)], go: &str) -> Vec<String> {
    let text = output(options, go);
    let said = text.lines().filter(|l| l.starts_with("info string") && !l.starts_with("info string UCI_Elo "));
    assert_eq!(said.count(), 0, "{text}");
    let played: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(|l| l.split_whitespace().next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(played.len(), POSITIONS.len(), "{text}");
    for (fen, mv) in POSITIONS.iter().zip(&played) {
        assert!(Position::from_fen(fen).expect("valid").parse_uci(mv).is_ok(), "{mv} in {fen}");
    }
    played
}

/// Every level below full strength, with the same seed, plays the same moves given 300 ms or
/// 3 s a move: its node budget ends the search long before either.
#[test]
fn a_level_plays_the_same_moves_at_any_time_per_move() {
    let levels: Vec<u8> = (1..Level::MAX).collect();
    let run = |movetime: u64| {
        std::thread::spawn(move || {
            let levels: Vec<u8> = (1..Level::MAX).collect();
            levels
                .iter()
                .map(|&n| moves(&[("Level", n.to_string()), ("Seed", "7".into())], &format!("movetime {movetime}")))
                .collect::<Vec<_>>()
        })
    };
    let start = std::time::Instant::now();
    let (short, long) = (run(300), run(3000));
    let (short, long) = (short.join().expect("300 ms"), long.join().expect("3 s"));
    for ((level, a), b) in levels.iter().zip(&short).zip(&long) {
        assert_eq!(a, b, "level {level}: movetime 300 against movetime 3000");
    }
    // 90 searches each, in seconds in all: a search that waited for its 3 s would show here.
    let spent = start.elapsed().as_secs();
    assert!(spent < 60, "{spent} s");
    // The seed decides the choosing levels' moves.
    let other = moves(&[("Level", "1".into()), ("Seed", "8".into())], "movetime 300");
    assert_ne!(other, short[0], "level 1, seeds 7 and 8");
}

/// With `UCI_LimitStrength`, `UCI_Elo` picks the level rated nearest it, and each search says
/// which (`info string`); without, `Level` holds.
#[test]
fn uci_elo_plays_as_the_nearest_level() {
    let elo = |elo: i32| {
        let options = [
            ("Level", "2".to_string()),
            ("UCI_LimitStrength", "true".into()),
            ("UCI_Elo", elo.to_string()),
            ("Seed", "5".into()),
        ];
        moves(&options, "depth 20")
    };
    let level = |n: u8| moves(&[("Level", n.to_string()), ("Seed", "5".into())], "depth 20");
    assert_eq!(Level::nearest_to_rating(1950).number, 12);
    assert_eq!(elo(1950), level(12));
    assert_eq!(elo(500), level(2));
    assert_eq!(elo(0), level(1));
    let off = [("Level", "6".to_string()), ("UCI_LimitStrength", "false".into()), ("Seed", "5".into())];
    assert_eq!(moves(&off, "depth 20"), level(6));
    // Each search says the level the Elo chose; not without UCI_LimitStrength.
    let said = |options: &[(&str, String)]| {
        output(options, "depth 1")
            .lines()
            .filter(|l| l.starts_with("info string UCI_Elo "))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let limited = [("UCI_LimitStrength", "true".to_string()), ("UCI_Elo", "1950".into())];
    let expected = "info string UCI_Elo 1950 plays as level 12 (Strong club, rated 1974)";
    assert_eq!(said(&limited), vec![expected; POSITIONS.len()]);
    let lowest = [("UCI_LimitStrength", "true".to_string()), ("UCI_Elo", "0".into())];
    assert_eq!(said(&lowest)[0], "info string UCI_Elo 0 plays as level 1 (First steps, rated below 400)");
    assert_eq!(said(&off), Vec::<String>::new());
}

/// Kings and a queen against a king, the queen's side to move.
const QUEEN_MATES: [&str; 10] = [
    "8/8/2k5/8/8/4K3/8/3Q4 w - - 0 1",
    "8/8/8/5k2/8/8/1Q6/6K1 w - - 0 1",
    "7K/8/8/3k4/8/8/8/1q6 b - - 0 1",
    "8/2k5/8/8/5q2/8/8/3K4 b - - 0 1",
    "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1",
    "8/8/8/8/4k3/8/8/Q6K w - - 0 1",
    "K7/8/8/8/8/8/8/6qk b - - 0 1",
    "8/8/8/2K5/8/8/8/k6q b - - 0 1",
    "7k/8/8/8/8/8/8/K2Q4 w - - 0 1",
    "8/8/8/8/3q4/8/1k6/7K b - - 0 1",
];

/// Whether `level` (with `seed`) mates the lone king of `fen` within 50 moves against a
/// full-strength defence, and in how many moves.
fn mates_within_50(level: u8, seed: u64, fen: &str) -> Option<usize> {
    use poda::engine::{Engine, FrozenClock, Limits, NoReporter};
    use poda::rules::{Game, Status};
    let mut game = Game::new(Position::from_fen(fen).expect("valid"));
    let strong = game.position().turn();
    let mut attacker = Engine::new(1);
    attacker.level = Level::new(level).expect("a level");
    attacker.seed(poda::rng::SplitMix64::new(seed).next());
    let mut defender = Engine::new(1);
    let stop = std::sync::atomic::AtomicBool::new(false);
    for ply in 0..100 {
        match game.status() {
            Status::Checkmate { .. } => return Some(ply / 2),
            Status::Ongoing => {}
            _ => return None,
        }
        let pos = *game.position();
        let history: Vec<u64> = game.positions()[..game.positions().len() - 1].iter().map(|p| p.hash()).collect();
        let (engine, limits) =
            if pos.turn() == strong { (&mut attacker, Limits::default()) } else { (&mut defender, Limits::depth(4)) };
        let r = engine.go(&pos, &history, &limits, &mut NoReporter, &FrozenClock, &stop);
        game.play(r.best_move).expect("legal");
    }
    None
}

/// Kings and a rook against a king, the rook's side to move.
const ROOK_MATES: [&str; 10] = [
    "8/8/2k5/8/8/4K3/8/3R4 w - - 0 1",
    "8/8/8/5k2/8/8/1R6/6K1 w - - 0 1",
    "7K/8/8/3k4/8/8/8/1r6 b - - 0 1",
    "8/2k5/8/8/5r2/8/8/3K4 b - - 0 1",
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    "8/8/8/8/4k3/8/8/R6K w - - 0 1",
    "K7/8/8/8/8/8/8/6rk b - - 0 1",
    "8/8/8/2K5/8/8/8/k6r b - - 0 1",
    "7k/8/8/8/8/8/8/K2R4 w - - 0 1",
    "8/8/8/8/3r4/8/1k6/7K b - - 0 1",
];

/// The levels from `first` on that do not mate from one of `starts` within 50 moves (the
/// levels played side by side).
fn failures(first: u8, starts: &'static [&'static str]) -> Vec<(u8, String)> {
    let games: Vec<_> = (first..Level::MAX)
        .map(|level| {
            std::thread::spawn(move || {
                let mut failed = Vec::new();
                for (i, fen) in starts.iter().enumerate() {
                    if mates_within_50(level, i as u64 + 1, fen).is_none() {
                        failed.push((level, fen.to_string()));
                    }
                }
                failed
            })
        })
        .collect();
    games.into_iter().flat_map(|game| game.join().expect("the games end")).collect()
}

/// Every level mates with a king and queen against a king, within 50 moves, from ten starts.
#[test]
fn every_level_mates_with_king_and_queen() {
    assert_eq!(failures(1, &QUEEN_MATES), []);
}

/// From the first level rated 1000 or more on, every level mates with a king and rook against
/// a king, from ten starts.
#[test]
fn levels_from_1000_mate_with_king_and_rook() {
    let first = Level::all().into_iter().find(|l| l.rating() >= 1000).expect("a level rated 1000").number;
    assert_eq!(failures(first, &ROOK_MATES), []);
}
