//! The chess clock without a browser (`web::board::clock`): time controls read and written,
//! the time running and pressed, the increment, the flag, and a game lost (or drawn) on time in
//! the status, the banner's words, the PGN and the saved game. Every time is made up.

use poda::rules::{Color, Position};
use poda::web::board::clock::{clock_text, pgn_clock, Clock, TimeControl};
use poda::web::board::state::{BoardState, BoardStatus};
use poda::web::i18n::{self, Lang};
use poda::web::play::game::PlayedGame;
use poda::web::saved::{SavedError, SavedGame};

#[test]
fn time_controls_are_read_as_minutes_plus_seconds() {
    assert_eq!(TimeControl::parse("3+2"), Some(TimeControl { base_ms: 180_000, increment_ms: 2000 }));
    assert_eq!(TimeControl::parse(" 0.5+0 "), Some(TimeControl { base_ms: 30_000, increment_ms: 0 }));
    assert_eq!(TimeControl::parse("0.5 0"), TimeControl::parse("0.5+0"), "an address reads + as a space");
    assert_eq!(TimeControl::parse("1.25+0.5"), Some(TimeControl { base_ms: 75_000, increment_ms: 500 }));
    assert_eq!(TimeControl::parse(".5+1"), Some(TimeControl { base_ms: 30_000, increment_ms: 1000 }));
    for bad in ["", "5", "5+", "+3", "0+0", "0+5", "a+b", "5+3+1", "-1+0", "1.+0x", "181+0", "5+181", "1e3+0", "."] {
        assert_eq!(TimeControl::parse(bad), None, "{bad:?}");
    }
    assert_eq!(TimeControl::parse("180+180").map(TimeControl::pgn).as_deref(), Some("10800+180"));
    assert_eq!(TimeControl::minutes(3, 2).pgn(), "180+2");
    assert_eq!(TimeControl::minutes(3, 2).text(), "3+2");
    assert_eq!(TimeControl::parse("0.5+0").map(TimeControl::text).as_deref(), Some("0.5+0"));
    assert_eq!(TimeControl::parse("1.25+0.5").map(TimeControl::text).as_deref(), Some("1.25+0.5"));
    assert_eq!(TimeControl::PRESETS.map(TimeControl::text), ["1+0", "3+2", "5+3", "10+5", "15+10"]);
}

#[test]
fn a_clock_face_shows_tenths_under_ten_seconds() {
    assert_eq!(clock_text(180_000), "3:00");
    assert_eq!(clock_text(178_999), "2:58");
    assert_eq!(clock_text(10_000), "0:10");
    assert_eq!(clock_text(9_999), "0:09.9");
    assert_eq!(clock_text(9_400), "0:09.4");
    assert_eq!(clock_text(0), "0:00.0");
    assert_eq!(clock_text(3_600_000), "60:00");
    assert_eq!(pgn_clock(178_400), "0:02:58");
    assert_eq!(pgn_clock(3_661_000), "1:01:01");
}

#[test]
fn the_running_side_loses_time_and_a_press_adds_the_increment() {
    let mut clock = Clock::new(TimeControl::minutes(3, 2));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Color::White, 5000), 180_000, "a stopped clock keeps its time");
    clock.run(Some(Color::White), 1000);
    assert_eq!(clock.running(), Some(Color::White));
    assert_eq!(clock.left(Color::White, 3500), 177_500);
    assert_eq!(clock.left(Color::Black, 3500), 180_000);
    clock.run(Some(Color::White), 2000);
    assert_eq!(clock.left(Color::White, 3500), 177_500, "running again changes nothing");
    assert!(clock.press(Color::White, 0, 3500));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Color::White, 99_999), 179_500, "2 s added");
    assert_eq!(clock.history(), [179_500]);
    clock.run(Some(Color::Black), 4000);
    // Paused (a hidden tab) and run again: only the running stretches count.
    clock.run(None, 5000);
    clock.run(Some(Color::Black), 60_000);
    assert_eq!(clock.left(Color::Black, 61_000), 178_000);
    assert!(clock.press(Color::Black, 1, 61_000));
    assert_eq!(clock.history(), [179_500, 180_000]);
    assert_eq!(clock.after_move(1), Some(180_000));
    // A move taken back, another played: its time replaces the old one.
    clock.run(Some(Color::Black), 70_000);
    assert!(clock.press(Color::Black, 1, 71_000));
    assert_eq!(clock.history(), [179_500, 181_000]);
    clock.truncate(1);
    assert_eq!(clock.history(), [179_500]);
}

#[test]
fn the_flag_falls_when_the_running_side_has_no_time_left() {
    let mut clock = Clock::new(TimeControl::parse("0.5+0").unwrap());
    clock.run(Some(Color::White), 0);
    assert_eq!(clock.flag(29_999), None);
    assert_eq!(clock.flag(30_000), Some(Color::White));
    assert_eq!(clock.left(Color::White, 99_000), 0, "never below zero");
    clock.run(None, 30_000);
    assert_eq!(clock.flag(99_000), None, "a stopped clock's flag does not fall");
    // A move after the time ran out adds no increment.
    let mut clock = Clock::new(TimeControl::minutes(1, 5));
    clock.run(Some(Color::White), 0);
    assert!(!clock.press(Color::White, 0, 60_001));
    assert_eq!(clock.left(Color::White, 70_000), 0);
}

fn timed_game(fen: &str, control: &str) -> BoardState {
    let mut game = BoardState::new(Position::from_fen(fen).unwrap());
    game.set_clock(Some(Clock::new(TimeControl::parse(control).unwrap())));
    game
}

/// Plays `moves` at `now`, pressing the clock after each and running the next side's time.
fn play_at(game: &mut BoardState, moves: &[&str], now: u64) {
    for uci in moves {
        game.apply_uci(uci).unwrap();
        assert!(!game.press_clock(now));
        game.run_clock(true, now);
    }
}

#[test]
fn each_side_s_time_runs_only_after_its_first_move() {
    let mut game = timed_game(Position::STARTPOS_FEN, "1+0");
    game.run_clock(true, 0);
    assert_eq!(game.clock().unwrap().running(), None, "White's first move is free");
    play_at(&mut game, &["e2e4"], 5000);
    assert_eq!(game.clock().unwrap().running(), None, "so is Black's");
    assert!(!game.check_flag(999_000), "no flag falls before both have moved");
    play_at(&mut game, &["e7e5"], 9000);
    assert_eq!(game.clock().unwrap().running(), Some(Color::White), "then White's time runs");
    assert_eq!(game.clock().unwrap().left(Color::White, 10_000), 59_000);
    assert_eq!(game.clock().unwrap().left(Color::Black, 10_000), 60_000);
    // Both moves taken back: the clock waits again.
    game.take_back();
    game.run_clock(true, 12_000);
    assert_eq!(game.clock().unwrap().running(), None);
}

#[test]
fn a_game_is_lost_on_time_in_the_status_the_banner_and_the_pgn() {
    let mut game = timed_game(Position::STARTPOS_FEN, "3+2");
    game.run_clock(true, 0);
    play_at(&mut game, &["e2e4", "e7e5"], 4000);
    assert_eq!(game.clock().unwrap().running(), Some(Color::White));
    play_at(&mut game, &["g1f3"], 5500);
    assert_eq!(game.clock().unwrap().running(), Some(Color::Black));
    play_at(&mut game, &["b8c6"], 8000);
    assert!(!game.check_flag(8000 + 182_000));
    assert!(game.check_flag(8000 + 182_500), "White had 182.5 s");
    assert_eq!(game.status(), BoardStatus::OutOfTime { loser: Color::White, draw: false });
    assert_eq!(game.status().result(), "0-1");
    assert!(game.is_over() && !game.human_to_move());
    assert_eq!(game.clock().unwrap().running(), None, "the clock stops");
    assert!(!game.check_flag(999_999), "it falls once");
    assert!(!game.resign(Color::Black), "a game lost on time cannot be resigned");
    assert_eq!(game.take_back(), 0, "nor taken back");
    assert_eq!(game.status_text(Lang::En), "White lost on time");
    assert_eq!(game.status_text(Lang::Es), "Las blancas pierden por tiempo");
    let pgn = game.pgn(&(i18n::play(Lang::En).pgn_names)(&[3]), "2026.11.25");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"180+2\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 {[%clk 0:03:02]} 1... e5 {[%clk 0:03:02]} 2. Nf3 {[%clk 0:03:02]}"), "{pgn}");
    assert!(pgn.contains("{[%clk 0:03:01]} 0-1"), "{pgn}");
}

#[test]
fn out_of_time_against_a_side_that_cannot_mate_is_a_draw() {
    // Black has a lone knight: it cannot mate White's king and queen.
    let mut game = timed_game("4k3/8/8/8/8/8/3n4/Q3K3 w - - 0 1", "0.5+0");
    play_at(&mut game, &["a1a2", "e8d8"], 0);
    assert!(game.check_flag(30_000));
    assert_eq!(game.status(), BoardStatus::OutOfTime { loser: Color::White, draw: true });
    assert_eq!(game.status().result(), "1/2-1/2");
    assert_eq!(game.status_text(Lang::En), "Time out, but Black cannot mate — draw");
    assert_eq!(game.status_text(Lang::Es), "Sin tiempo, pero las negras no pueden dar mate — tablas");
    let pgn = game.pgn(&(i18n::play(Lang::En).pgn_names)(&[]), "2026.11.25");
    assert!(pgn.contains("[Result \"1/2-1/2\"]") && pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    // Black out of time against the queen: White wins; against a lone king: a draw.
    let mut game = timed_game("4k3/8/8/8/8/8/3n4/Q3K3 b - - 0 1", "0.5+0");
    play_at(&mut game, &["e8d8", "a1a2"], 0);
    assert!(game.check_flag(30_000));
    assert_eq!(game.status(), BoardStatus::OutOfTime { loser: Color::Black, draw: false });
    assert_eq!(game.status_text(Lang::En), "Black lost on time");
    let mut game = timed_game("4k3/8/8/8/8/8/8/4K3 b - - 0 1", "0.5+0");
    game.run_clock(true, 0);
    assert!(!game.check_flag(30_000), "a game drawn by insufficient material is over: no clock runs");
    let mut game = timed_game("4k3/7p/8/8/8/8/8/4K3 b - - 0 1", "0.5+0");
    play_at(&mut game, &["e8d8", "e1d1"], 0);
    assert!(game.check_flag(30_000));
    assert_eq!(game.status(), BoardStatus::OutOfTime { loser: Color::Black, draw: true });
    assert_eq!(game.status_text(Lang::En), "Time out, but White cannot mate — draw");
}

#[test]
fn a_move_made_after_the_time_ran_out_loses_on_time() {
    let mut game = timed_game(Position::STARTPOS_FEN, "0.5+5");
    play_at(&mut game, &["e2e4", "e7e5"], 0);
    game.apply_uci("g1f3").unwrap();
    assert!(game.press_clock(36_000), "White had 35 s");
    assert_eq!(game.status(), BoardStatus::OutOfTime { loser: Color::White, draw: false });
}

#[test]
fn a_timed_game_is_saved_and_restored_with_its_clock_stopped() {
    let mut game = timed_game(Position::STARTPOS_FEN, "5+3");
    game.run_clock(true, 0);
    play_at(&mut game, &["d2d4", "d7d5"], 2000);
    game.settle_clock(9000);
    let json = SavedGame::of(&game, Some(4)).to_json();
    assert!(
        json.contains("\"clock\":{\"base\":300000,\"inc\":3000,\"w\":296000,\"b\":303000,\"after\":[303000,303000]}"),
        "{json}"
    );
    let back = SavedGame::from_json(&json).unwrap().restore().unwrap();
    let clock = back.clock().unwrap();
    assert_eq!(clock.running(), None, "no time runs while the page is closed");
    assert_eq!((clock.left(Color::White, 50_000), clock.left(Color::Black, 0)), (296_000, 303_000));
    assert_eq!(clock.history(), [303_000, 303_000]);
    // Lost on time, saved and restored.
    game.check_flag(9000 + 296_000);
    let back = SavedGame::from_json(&SavedGame::of(&game, None).to_json()).unwrap().restore().unwrap();
    assert_eq!(back.status(), BoardStatus::OutOfTime { loser: Color::White, draw: false });
    // An older save has no clock; a clock that cannot be read drops the save.
    let old = r#"{"v":1,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[],"engine":"b","orientation":"w","level":null}"#;
    let saved = SavedGame::from_json(old).unwrap();
    assert_eq!((saved.clock, saved.flagged), (None, None));
    let bad = old.replace("\"level\":null", "\"level\":null,\"clock\":{\"base\":0}");
    assert_eq!(SavedGame::from_json(&bad), Err(SavedError::BadField { field: "clock" }));
    let bad = old.replace("\"level\":null", "\"level\":null,\"flagged\":\"x\"");
    assert_eq!(SavedGame::from_json(&bad), Err(SavedError::BadField { field: "flagged" }));
}
