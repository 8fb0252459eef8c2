//! The native `poda` binary speaks UCI: each command's answer, errors as `info string`, and a
//! loop that survives bad input with the last good position.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_poda"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("poda starts");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn handshake() {
    let out = run("uci\nisready\nquit\n");
    assert!(out.contains("id name Poda"));
    assert!(out.contains("option name Hash type spin"));
    assert!(out.contains("option name Level type spin"));
    assert!(out.contains("uciok"));
    assert!(out.trim_end().ends_with("readyok"));
}

#[test]
fn go_perft_follows_stockfish_format() {
    let out = run("position startpos\ngo perft 3\nquit\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.iter().filter(|l| l.contains(": ") && l.len() <= 12).count(), 20);
    assert!(lines.contains(&"e2e4: 600"));
    assert!(lines.contains(&"g1f3: 440"));
    let i = lines.iter().position(|l| *l == "Nodes searched: 8902").expect("total");
    assert_eq!(lines[i - 1], "");
}

#[test]
fn position_with_moves_and_fen() {
    let out = run("position startpos moves e2e4 e7e5 g1f3\nd\nquit\n");
    assert!(out.contains("Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    let out = run("position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1\nd\nquit\n");
    assert!(out.contains("Fen: 4k3/8/8/8/8/8/8/5RK1 b - - 1 1"));
}

#[test]
fn bad_input_is_reported_and_the_last_good_position_kept() {
    let out = run("position startpos moves e2e4\n\
         position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n\
         position startpos moves e2e4 e7e5 e1e3\n\
         position sideways\n\
         frobnicate\n\
         go depth x\n\
         go perft 0\n\
         setoption name Hash value 0\n\
         setoption name Level value 18\n\
         setoption name soft_time_percent value lots\n\
         setoption name no_such_thing value 1\n\
         d\nquit\n");
    let infos: Vec<&str> = out.lines().filter(|l| l.starts_with("info string")).collect();
    assert_eq!(infos.len(), 10, "{out}");
    assert!(infos[8].contains("soft_time_percent needs a whole number"), "{}", infos[8]);
    assert!(infos[9].contains("unknown option 'no_such_thing'"), "{}", infos[9]);
    assert!(infos[0].contains("unknown piece letter 'X'"), "{}", infos[0]);
    assert!(infos[1].contains("e1e3"), "{}", infos[1]);
    assert!(infos[3].contains("unknown command 'frobnicate'"));
    assert!(out.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "{out}");
}

#[test]
fn go_depth_prints_info_and_a_legal_bestmove() {
    let out = run("position startpos moves e2e4\ngo depth 6\nisready\n"); // end of input waits for the move
    assert!(out.lines().any(|l| l.starts_with("info depth 6 ") && l.contains(" score cp ") && l.contains(" pv ")));
    let best = out.lines().find_map(|l| l.strip_prefix("bestmove ")).expect("bestmove");
    let mv = best.split_whitespace().next().unwrap();
    let mut pos = poda::rules::Position::startpos();
    pos.play_uci("e2e4").unwrap();
    assert!(pos.parse_uci(mv).is_ok(), "{mv} is legal");
}

#[test]
fn finds_mate_and_reports_it() {
    // Mate in 2: 1.Qh6+ … (a classic back-rank pattern).
    let out = run("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 5\nquit\n");
    assert!(out.contains("score mate 1"), "{out}");
    assert!(out.contains("bestmove d1d8"));
}

#[test]
fn stop_ends_an_infinite_search_with_a_move() {
    let out = run("position startpos\ngo infinite\nisready\nstop\nquit\n");
    assert!(out.contains("readyok"));
    assert!(out.contains("bestmove "));
}

#[test]
fn bench_prints_its_signature() {
    let out = run("bench 5\nquit\n");
    assert!(out.contains("Nodes searched  : "));
    assert!(out.contains("Nodes/second    : "));
}

#[test]
fn eval_prints_every_term_and_the_total() {
    let out = run("position startpos moves e2e4\neval\nquit\n");
    for term in ["material", "mobility", "passed pawns", "king protection", "king attack", "bishop pair"] {
        assert!(out.lines().any(|l| l.starts_with(term)), "{term} missing in\n{out}");
    }
    assert!(out.contains("total (side to move, black): "));
}

#[test]
fn levels_and_book_are_options() {
    let out = run("setoption name Level value 3\nsetoption name OwnBook value true\nposition startpos\ngo depth 2\n");
    let best = out.lines().find_map(|l| l.strip_prefix("bestmove ")).expect("bestmove");
    assert!(poda::rules::Position::startpos().parse_uci(best.split_whitespace().next().unwrap()).is_ok());
    assert!(!out.contains("info string"), "{out}");
}

#[test]
fn the_network_can_be_switched_on_and_off_or_replaced() {
    let on = poda::engine::nnue::ON_BY_DEFAULT;
    let out = run("uci\nposition fen 4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1\neval\nquit\n");
    assert!(out.contains(&format!("option name UseNNUE type check default {on}")));
    assert!(out.contains("option name EvalFile type string default <built-in>"));
    assert_eq!(out.contains("NNUE evaluation (768→"), on, "the default evaluation: {out}");

    let out = run("setoption name UseNNUE value true\nposition fen 4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1\neval\nquit\n");
    let line = out.lines().find(|l| l.starts_with("NNUE evaluation (768→")).expect("the net's evaluation");
    let cp: i32 = line.split(": ").nth(1).and_then(|t| t.split(' ').next()).and_then(|t| t.parse().ok()).expect("cp");
    assert!(cp > 500, "four queens up is winning for the net: {line}");

    let out = run("setoption name UseNNUE value false\neval\nsetoption name UseNNUE value maybe\nquit\n");
    assert!(out.contains("NNUE evaluation: off"));
    assert!(out.contains("info string UseNNUE needs 'true' or 'false'"));

    let bad = std::env::temp_dir().join(format!("poda-not-a-net-{}.nnue", std::process::id()));
    std::fs::write(&bad, b"PODANNU1 short").unwrap();
    let input = format!(
        "setoption name EvalFile value {}\nsetoption name EvalFile value /no/such/file.nnue\nposition startpos\ngo depth 4\nquit\n",
        bad.display()
    );
    let out = run(&input);
    std::fs::remove_file(&bad).ok();
    assert!(out.contains("not a Poda net file"), "{out}");
    assert!(out.contains("info string EvalFile /no/such/file.nnue:"), "{out}");
    assert!(out.contains("bestmove "), "the engine still plays: {out}");
}

/// The `info` lines of `out` at `depth`, as (multipv, first move of the pv).
fn lines_at(out: &str, depth: u32) -> Vec<(u32, String)> {
    let prefix = format!("info depth {depth} ");
    out.lines()
        .filter(|l| l.starts_with(&prefix))
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let after = |key: &str| words[words.iter().position(|w| *w == key).expect(key) + 1];
            (after("multipv").parse().expect("a line number"), after("pv").to_string())
        })
        .collect()
}

#[test]
fn multipv_reports_each_line_and_plays_the_first() {
    let out = run("uci\nsetoption name MultiPV value 3\nposition startpos moves e2e4\ngo depth 6\nisready\n");
    assert!(out.contains("option name MultiPV type spin default 1 min 1 max "), "{out}");
    assert!(!out.contains("info string"), "{out}");
    for depth in 1..=6 {
        let lines = lines_at(&out, depth);
        assert_eq!(lines.iter().map(|l| l.0).collect::<Vec<_>>(), [1, 2, 3], "depth {depth}: {out}");
        assert!(lines[0].1 != lines[1].1 && lines[1].1 != lines[2].1 && lines[0].1 != lines[2].1, "{out}");
    }
    let best = out.lines().find_map(|l| l.strip_prefix("bestmove ")).expect("bestmove");
    assert_eq!(best.split_whitespace().next(), Some(lines_at(&out, 6)[0].1.as_str()), "{out}");

    // One line by default, even at a level that scores every move to choose among them; no
    // more lines than legal moves (the king in check has two).
    let out = run("position startpos moves e2e4\ngo depth 4\nisready\n");
    assert_eq!(lines_at(&out, 4).iter().map(|l| l.0).collect::<Vec<_>>(), [1], "{out}");
    let out = run("setoption name Level value 3\nposition startpos moves e2e4\ngo depth 2\nisready\n");
    assert_eq!(lines_at(&out, 2).iter().map(|l| l.0).collect::<Vec<_>>(), [1], "{out}");
    let out =
        run("setoption name MultiPV value 5\nposition fen 4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\ngo depth 4\nisready\n");
    assert_eq!(lines_at(&out, 4).iter().map(|l| l.0).collect::<Vec<_>>(), [1, 2], "{out}");
}

#[test]
fn multipv_out_of_range_is_refused() {
    let out = run("setoption name MultiPV value 0\nsetoption name MultiPV value many\nquit\n");
    let infos: Vec<&str> =
        out.lines().filter(|l| l.starts_with("info string MultiPV needs a value from 1 to ")).collect();
    assert_eq!(infos.len(), 2, "{out}");
}
