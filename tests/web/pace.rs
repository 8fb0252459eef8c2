//! The computer's pace below full strength (`web::play::pace`): a forced move and an obvious
//! recapture come fast, any other move takes at least 0.4 s and longer when the position is
//! sharp, a 1+0 clock is never spent by the pauses, and full strength waits for nothing.

use poda::engine::Level;
use poda::rules::{Move, Position};
use poda::web::play::pace::{reply_ms, Kind, PaceClock, Reply, CLOCK_SHARE, FORCED_MS, MIN_ANSWER_MS};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).expect("valid")
}

fn mv(pos: &Position, uci: &str) -> Move {
    pos.parse_uci(uci).expect("legal")
}

/// `uci` played in `fen` with no move before it, no change of mind.
fn quiet(fen: &str, uci: &str, level: u8, clock: Option<PaceClock>) -> u64 {
    let p = pos(fen);
    reply_ms(&Reply { position: &p, last: None, chosen: mv(&p, uci), changes_of_mind: 0 }, level, clock)
}

const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQ1RK1 b - - 3 8";
/// White's king in check, one legal move: taking the rook.
const FORCED: &str = "kr6/8/8/8/8/8/r7/K7 w - - 0 40";

fn one_minute(left_ms: u64) -> Option<PaceClock> {
    Some(PaceClock { left_ms, increment_ms: 0 })
}

#[test]
fn a_forced_move_comes_fast() {
    let p = pos(FORCED);
    assert_eq!(p.legal_moves().len(), 1);
    let only = p.legal_moves()[0];
    let reply = Reply { position: &p, last: None, chosen: only, changes_of_mind: 0 };
    assert_eq!(Kind::of(&reply), Kind::Forced);
    for level in 1..Level::MAX {
        assert_eq!(reply_ms(&reply, level, None), FORCED_MS, "level {level}");
        assert!(reply_ms(&reply, level, None) < MIN_ANSWER_MS);
    }
}

#[test]
fn an_obvious_recapture_comes_fast_and_not_a_capture_elsewhere() {
    // 1. e4 d5 2. exd5: Black takes back with the queen.
    let before = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    let last = mv(&before, "e4d5");
    let mut now = before;
    now.play_unchecked(last);
    let recapture = Reply { position: &now, last: Some((&before, last)), chosen: mv(&now, "d8d5"), changes_of_mind: 0 };
    assert_eq!(Kind::of(&recapture), Kind::Recapture);
    let developing = Reply { chosen: mv(&now, "g8f6"), ..recapture };
    assert!(matches!(Kind::of(&developing), Kind::Think { .. }));
    for level in 1..Level::MAX {
        let fast = reply_ms(&recapture, level, None);
        assert!((MIN_ANSWER_MS..=500).contains(&fast), "level {level}: {fast} ms");
        assert!(reply_ms(&developing, level, None) >= fast, "level {level}");
    }
    // A search that changed its mind was no obvious recapture.
    let doubted = Reply { changes_of_mind: 2, ..recapture };
    assert!(matches!(Kind::of(&doubted), Kind::Think { .. }));
    // Taking back with a loss (the queen into the pawn's guard) is no obvious recapture either.
    let before = pos("rnbqkbnr/ppp2ppp/4p3/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3");
    let last = mv(&before, "e4d5");
    let mut now = before;
    now.play_unchecked(last);
    let losing = Reply { position: &now, last: Some((&before, last)), chosen: mv(&now, "d8d5"), changes_of_mind: 0 };
    assert!(matches!(Kind::of(&losing), Kind::Think { .. }));
}

#[test]
fn a_move_that_is_not_forced_takes_at_least_0_4_s_and_longer_when_sharp() {
    for level in 1..Level::MAX {
        let calm = quiet(MIDDLEGAME, "b7b6", level, None);
        assert!(calm >= MIN_ANSWER_MS, "level {level}: {calm} ms");
        // The opening's first move is quicker, never under the minimum.
        let opening = quiet("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7e5", level, None);
        assert!(opening >= MIN_ANSWER_MS, "level {level}: {opening} ms");
        // Captures on every side and a check to give: a sharp position takes longer.
        let sharp = quiet("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e5f7", level, None);
        assert!(sharp > calm, "level {level}: sharp {sharp} ms, quiet {calm} ms");
        // A search that changed its mind twice, too.
        let p = pos(MIDDLEGAME);
        let reply = Reply { position: &p, last: None, chosen: mv(&p, "b7b6"), changes_of_mind: 2 };
        assert!(reply_ms(&reply, level, None) > calm, "level {level}");
    }
    // A stronger level thinks longer on the same move.
    assert!(quiet(MIDDLEGAME, "b7b6", Level::MAX - 1, None) > quiet(MIDDLEGAME, "b7b6", 1, None));
}

#[test]
fn the_pace_is_deterministic() {
    for level in 1..Level::MAX {
        assert_eq!(quiet(MIDDLEGAME, "b7b6", level, None), quiet(MIDDLEGAME, "b7b6", level, None));
    }
}

#[test]
fn a_one_minute_game_is_never_spent_by_the_pauses() {
    // Whatever the move, the pause is at most a 40th of the time left...
    for left in [60_000, 30_000, 10_000, 5_000, 1_000, 200] {
        for level in 1..Level::MAX {
            let sharp = quiet(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "e5f7",
                level,
                one_minute(left),
            );
            assert!(sharp <= left / CLOCK_SHARE, "level {level}, {left} ms left: {sharp} ms");
        }
    }
    // ... faster than the same move in an unhurried game ...
    for level in 1..Level::MAX {
        assert!(quiet(MIDDLEGAME, "b7b6", level, one_minute(60_000)) < quiet(MIDDLEGAME, "b7b6", level, None));
    }
    // ... and forty moves from a full minute leave most of the clock: at Advanced (quiet
    // moves), and even at the slowest level, just below full strength, each move at the pace
    // of a sharp position.
    let forty = |fen: &str, uci: &str, level: u8| {
        let mut left: u64 = 60_000;
        for _ in 0..40 {
            left -= quiet(fen, uci, level, one_minute(left));
        }
        left
    };
    let left = forty(MIDDLEGAME, "b7b6", 10);
    assert!(left > 30_000, "level 10 (Advanced): {left} ms left after 40 moves");
    let slowest = Level::MAX - 1;
    let left = forty("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e5f7", slowest);
    assert!(left > 25_000, "level {slowest}: {left} ms left after 40 moves");
    // With time to spare, the minimum holds; a long game is paced slower.
    assert!(quiet(MIDDLEGAME, "b7b6", 1, one_minute(20_000)) >= MIN_ANSWER_MS);
    let long = Some(PaceClock { left_ms: 900_000, increment_ms: 10_000 });
    assert!(quiet(MIDDLEGAME, "b7b6", 5, long) > quiet(MIDDLEGAME, "b7b6", 5, None));
}

#[test]
fn full_strength_adds_nothing() {
    assert_eq!(quiet(MIDDLEGAME, "b7b6", Level::MAX, None), 0);
    assert_eq!(quiet(MIDDLEGAME, "b7b6", Level::MAX, one_minute(60_000)), 0);
}
