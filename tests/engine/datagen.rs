//! Self-play training data (`poda datagen`): deterministic games, quiet positions only, and a
//! run that stops anywhere and resumes to the same file.
use std::fs;
use std::path::{Path, PathBuf};

use poda::engine::Engine;
use poda::rules::Position;
use poda::train::datagen::{parse_args, play_game, run, Config};
use poda::train::packed::{from_text_line, records, PACKED_LEN};
use poda::train::selfplay::read_book;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("poda-datagen-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn config(dir: &Path, games: u64) -> Config {
    let book = dir.join("book.epd");
    fs::write(
        &book,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n\
         r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n\
         rnbqkb1r/pppp1ppp/5n2/4p3/2P5/2N5/PP1PPPPP/R1BQKBNR w KQkq - 2 3\n",
    )
    .unwrap();
    Config {
        out: dir.join("out/selfplay.txt"),
        book,
        games,
        nodes: 1500,
        depth: None,
        random_plies: 3,
        seed: 7,
        hash_mb: 4,
        net: "builtin".into(),
    }
}

#[test]
fn a_game_is_fixed_by_the_seed_and_its_number_and_keeps_quiet_positions_only() {
    let dir = scratch("game");
    let c = config(&dir, 1);
    let book = read_book(&c.book).unwrap();
    assert_eq!(book.len(), 3, "EPD lines with four fields are read too");
    let mut engine = Engine::new(4);
    let a = play_game(&mut engine, &book, &c, 5);
    let b = play_game(&mut Engine::new(4), &book, &c, 5);
    assert_eq!(a, b, "the same game again");
    assert_ne!(a, play_game(&mut engine, &book, &c, 6), "another game");
    assert!(!a.samples.is_empty());
    assert!([0.0, 0.5, 1.0].contains(&a.result));
    for s in &a.samples {
        let pos = Position::from_fen(&s.fen).unwrap();
        assert!(!pos.is_check(), "{}: in check", s.fen);
        assert!(s.score.abs() < 30_000, "no mate scores");
    }
}

/// `--depth` labels every move by a search to that depth: the game is fixed as well, and it is
/// another game than the node-limited one.
#[test]
fn a_depth_limited_game_is_fixed_too() {
    let dir = scratch("depth");
    let nodes = config(&dir, 1);
    let c = Config { depth: Some(3), ..nodes.clone() };
    let book = read_book(&c.book).unwrap();
    let a = play_game(&mut Engine::new(4), &book, &c, 5);
    assert_eq!(a, play_game(&mut Engine::new(4), &book, &c, 5), "the same game again");
    assert_ne!(a, play_game(&mut Engine::new(4), &book, &nodes, 5), "not the node-limited game");
    assert!(!a.samples.is_empty());
    assert_eq!(parse_args(&["--depth".into(), "8".into()]).unwrap().depth, Some(8));
    assert!(parse_args(&["--depth".into(), "x".into()]).is_err());
}

#[test]
fn a_run_resumes_where_it_stopped_and_gives_the_same_file() {
    let dir = scratch("resume");
    let whole = config(&dir, 6);
    let mut log = Vec::new();
    run(&whole, &mut log).unwrap();
    let expected = fs::read_to_string(&whole.out).unwrap();
    assert_eq!(expected.lines().filter(|l| l.starts_with("# game")).count(), 6);
    assert!(String::from_utf8(log).unwrap().contains("6/6 games"));
    for line in expected.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(" | ").collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert!(Position::from_fen(fields[0]).is_ok());
        fields[1].parse::<i32>().unwrap();
        assert!(["1.0", "0.5", "0.0"].contains(&fields[2]));
    }

    // The same run stopped after 2 games, with half a game written after them, then resumed.
    let dir = scratch("resume-2");
    let mut part = config(&dir, 2);
    run(&part, &mut Vec::new()).unwrap();
    let mut text = fs::read_to_string(&part.out).unwrap();
    text.push_str("8/8/8/8/8/8/8/K6k w - - 0 1 | 0 | 0.5\n");
    fs::write(&part.out, text).unwrap();
    part.games = 6;
    run(&part, &mut Vec::new()).unwrap();
    assert_eq!(fs::read_to_string(&part.out).unwrap(), expected);
    let positions = expected.lines().filter(|l| !l.starts_with('#')).count();
    assert_eq!(fs::read_to_string(dir.join("out/selfplay.txt.progress")).unwrap().trim(), format!("6 {positions}"));
}

#[test]
fn a_packed_run_holds_the_text_runs_positions_and_resumes_to_the_same_bytes() {
    let dir = scratch("packed");
    let text = config(&dir, 4);
    run(&text, &mut Vec::new()).unwrap();
    let lines: Vec<String> =
        fs::read_to_string(&text.out).unwrap().lines().filter(|l| !l.starts_with('#')).map(String::from).collect();
    let whole = Config { out: dir.join("out/selfplay.bin"), ..config(&dir, 4) };
    run(&whole, &mut Vec::new()).unwrap();
    let bytes = fs::read(&whole.out).unwrap();
    assert_eq!(bytes.len(), lines.len() * PACKED_LEN, "one record a line");
    for (record, line) in records(&bytes).unwrap().zip(&lines) {
        assert_eq!(record, from_text_line(line).unwrap(), "{line}");
    }

    // Stopped after 2 games with part of a third written, then resumed.
    let dir = scratch("packed-2");
    let mut part = Config { out: dir.join("out/selfplay.bin"), ..config(&dir, 2) };
    run(&part, &mut Vec::new()).unwrap();
    let mut cut = fs::read(&part.out).unwrap();
    cut.extend_from_slice(&bytes[..3 * PACKED_LEN + 5]);
    fs::write(&part.out, cut).unwrap();
    part.games = 4;
    run(&part, &mut Vec::new()).unwrap();
    assert_eq!(fs::read(&part.out).unwrap(), bytes);
    assert_eq!(fs::read_to_string(dir.join("out/selfplay.bin.progress")).unwrap().trim(), format!("4 {}", lines.len()));
}
