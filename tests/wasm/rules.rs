//! The rules core compiled to wasm32, run by wasm-bindgen-test in Node and in Chromium
//! (`scripts/test`). Guards against wasm-only differences (32-bit usize, no threads, …).
#![cfg(target_arch = "wasm32")]

use poda::rules::{Color, Position, Role, Square};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::support::KIWIPETE;

fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            perft(&child, depth - 1)
        })
        .sum()
}

#[wasm_bindgen_test]
fn start_position_has_twenty_moves() {
    let pos = Position::startpos();
    assert_eq!(pos.legal_moves().len(), 20);
    assert_eq!(pos.turn(), Color::White);
    assert!(!pos.is_check());
}

#[wasm_bindgen_test]
fn fen_round_trip() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        KIWIPETE,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ] {
        let pos = Position::from_fen(fen).expect(fen);
        assert_eq!(pos.fen(), fen);
    }
    assert_eq!(Position::from_fen(&Position::startpos().fen()).unwrap().fen(), Position::startpos().fen());
}

#[wasm_bindgen_test]
fn bad_fen_is_an_error_not_a_panic() {
    for bad in ["", "hello", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"] {
        let err = Position::from_fen(bad).expect_err(bad);
        assert!(!err.to_string().is_empty());
    }
}

#[wasm_bindgen_test]
fn pieces_on_squares() {
    let pos = Position::startpos();
    let e1 = pos.piece_at(Square::new(4)).expect("king on e1");
    assert_eq!((e1.color, e1.role), (Color::White, Role::King));
    let d8 = pos.piece_at(Square::new(59)).expect("queen on d8");
    assert_eq!((d8.color, d8.role), (Color::Black, Role::Queen));
    assert!(pos.piece_at(Square::new(28)).is_none());
    assert_eq!(Square::new(28).to_string(), "e4");
}

#[wasm_bindgen_test]
fn uci_and_san() {
    let mut pos = Position::startpos();
    let m = pos.parse_uci("g1f3").unwrap();
    assert_eq!(m.to_string(), "g1f3");
    assert_eq!(pos.san(m), "Nf3");
    pos.play_unchecked(m);
    assert_eq!(pos.turn(), Color::Black);
    assert!(pos.parse_uci("e2e4").is_err(), "White moved already");
    assert!(pos.parse_uci("zz").is_err());
}

#[wasm_bindgen_test]
fn fools_mate_is_check_with_no_moves() {
    let mut pos = Position::startpos();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let m = pos.parse_uci(uci).unwrap();
        pos.play_unchecked(m);
    }
    assert!(pos.is_check());
    assert!(pos.legal_moves().is_empty());
}

#[wasm_bindgen_test]
fn perft_in_wasm_matches_known_counts() {
    // Small depths: the full perft suite runs natively; this checks the wasm build agrees.
    assert_eq!(perft(&Position::startpos(), 3), 8_902);
    assert_eq!(perft(&Position::from_fen(KIWIPETE).unwrap(), 2), 2_039);
}
