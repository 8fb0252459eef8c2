//! The board UI's state and geometry (no DOM), in wasm (Node and Chromium).
#![cfg(target_arch = "wasm32")]

use poda::rules::{Color, Position, Square};
use poda::web::app::move_lines;
use poda::web::i18n::Lang;
use poda::web::protocol::{Limits, ToWorker};
use poda::web::ui::input::{square_at, square_origin};
use poda::web::ui::state::{ClickOutcome, Game, Status};
use wasm_bindgen_test::wasm_bindgen_test;

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new((b[1] - b'1') * 8 + (b[0] - b'a'))
}

#[wasm_bindgen_test]
fn click_click_makes_a_move_and_hands_over_to_the_computer() {
    let mut game = Game::startpos();
    assert!(game.human_to_move());
    assert_eq!(game.click(sq("e2")), ClickOutcome::Selected(sq("e2")));
    let mut dests = game.destinations();
    dests.sort_by_key(|s| s.index());
    assert_eq!(dests, vec![sq("e3"), sq("e4")]);
    let ClickOutcome::Played(m) = game.click(sq("e4")) else { panic!("no move") };
    assert_eq!(m.to_string(), "e2e4");
    assert_eq!(game.sans(), ["e4"]);
    assert!(game.engine_to_move());
    assert!(!game.human_to_move());
    assert_eq!(game.click(sq("e7")), ClickOutcome::Ignored, "not the human's turn");
    match game.go_request(1, Limits { depth: Some(3), ..Limits::default() }) {
        ToWorker::Go { moves, fen, .. } => {
            assert_eq!(moves, ["e2e4"]);
            assert_eq!(fen, Position::startpos().fen());
        }
        other => panic!("{other:?}"),
    }
    game.apply_uci("c7c5").unwrap();
    assert!(game.apply_uci("c7c5").is_err());
    assert_eq!(game.last_move().map(|m| m.to_string()).as_deref(), Some("c7c5"));
    assert!(game.human_to_move());
}

#[wasm_bindgen_test]
fn clicks_select_reselect_and_deselect() {
    let mut game = Game::startpos();
    assert_eq!(game.click(sq("e4")), ClickOutcome::Ignored, "empty square");
    assert_eq!(game.click(sq("e7")), ClickOutcome::Ignored, "opponent's piece");
    assert_eq!(game.click(sq("g1")), ClickOutcome::Selected(sq("g1")));
    assert_eq!(game.click(sq("b1")), ClickOutcome::Selected(sq("b1")));
    assert_eq!(game.click(sq("b1")), ClickOutcome::Deselected);
    assert_eq!(game.click(sq("b1")), ClickOutcome::Selected(sq("b1")));
    assert_eq!(game.click(sq("b4")), ClickOutcome::Deselected, "not a knight move");
    assert!(game.selected().is_none());
    assert!(game.destinations().is_empty());
}

#[wasm_bindgen_test]
fn promotion_by_click_makes_a_queen() {
    let mut game = Game::from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    game.click(sq("a7"));
    let ClickOutcome::Played(m) = game.click(sq("a8")) else { panic!() };
    assert_eq!(m.to_string(), "a7a8q");
}

#[wasm_bindgen_test]
fn status_texts() {
    let game = Game::startpos();
    assert_eq!(game.status(), Status::Playing { turn: Color::White, check: false });
    assert_eq!(game.status_text(Lang::En), "White to move — your turn");

    let mut mated = Game::startpos();
    mated.set_engine_side(None);
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        mated.apply_uci(uci).unwrap();
    }
    assert_eq!(mated.status(), Status::Checkmate { winner: Color::Black });
    assert_eq!(mated.status_text(Lang::En), "Checkmate — Black wins");
    assert!(!mated.engine_to_move() && !mated.human_to_move());

    let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(stalemate.status(), Status::Stalemate);

    let check = Game::from_fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1").unwrap();
    assert!(check.status_text(Lang::En).starts_with("Check!"), "{}", check.status_text(Lang::En));
}

#[wasm_bindgen_test]
fn invalid_fen_is_reported() {
    assert!(Game::from_fen("not a position").is_err());
    assert!(Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").is_ok());
}

#[wasm_bindgen_test]
fn pixels_map_to_squares_both_ways_round() {
    let size = 400.0;
    assert_eq!(square_at(1.0, 399.0, size, Color::White), Some(sq("a1")));
    assert_eq!(square_at(399.0, 1.0, size, Color::White), Some(sq("h8")));
    assert_eq!(square_at(1.0, 399.0, size, Color::Black), Some(sq("h8")));
    assert_eq!(square_at(225.0, 325.0, size, Color::White), Some(sq("e2")));
    assert_eq!(square_at(-1.0, 10.0, size, Color::White), None);
    assert_eq!(square_at(10.0, 400.0, size, Color::White), None);
    for orientation in [Color::White, Color::Black] {
        for i in 0..64u8 {
            let (x, y, side) = square_origin(Square::new(i), size, orientation);
            assert_eq!(side, 50.0);
            assert_eq!(square_at(x + side / 2.0, y + side / 2.0, size, orientation), Some(Square::new(i)));
        }
    }
}

#[wasm_bindgen_test]
fn move_list_numbering() {
    let sans: Vec<String> = ["e4", "e5", "Nf3"].iter().map(|s| s.to_string()).collect();
    assert_eq!(move_lines(&Position::startpos().fen(), &sans), ["1. e4 e5", "2. Nf3"]);
    let black_first = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(move_lines(black_first, &sans), ["1… e4", "2. e5 Nf3"]);
}

#[wasm_bindgen_test]
fn draws_end_the_game() {
    let mut game = Game::startpos();
    game.set_engine_side(None);
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"] {
        game.apply_uci(uci).unwrap();
    }
    assert_eq!(game.status(), Status::Draw(poda::rules::Status::ThreefoldRepetition));
    assert_eq!(game.status_text(Lang::En), "Draw by threefold repetition");
    assert!(game.is_over() && !game.human_to_move());

    let bare = Game::from_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
    assert_eq!(bare.status(), Status::Draw(poda::rules::Status::InsufficientMaterial));
}

#[wasm_bindgen_test]
fn take_back_returns_the_turn_to_the_human() {
    let mut game = Game::startpos();
    assert_eq!(game.take_back(), 0, "nothing to take back");
    game.click(sq("e2"));
    game.click(sq("e4"));
    game.apply_uci("e7e5").unwrap(); // the computer's answer
    assert_eq!(game.take_back(), 2, "the answer and the human's move");
    assert_eq!(game.fen(), Position::startpos().fen());
    assert!(game.sans().is_empty() && game.last_move().is_none());
    assert!(game.human_to_move());

    game.click(sq("d2"));
    game.click(sq("d4"));
    game.thinking = true;
    assert_eq!(game.take_back(), 0, "not while the computer thinks");
}
