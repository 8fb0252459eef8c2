//! The material beside each player: the pieces each side captured in the game, read move by
//! move (en passant and promotions included, from any start), and the lead in points.

use poda::rules::{Color, Role};
use poda::web::board::material::Material;
use poda::web::board::state::BoardState;

fn play(fen: Option<&str>, moves: &[&str]) -> Material {
    let mut game = match fen {
        Some(fen) => BoardState::from_fen(fen).unwrap(),
        None => BoardState::startpos(),
    };
    for m in moves {
        game.apply_uci(m).unwrap();
    }
    Material::of(game.positions())
}

#[test]
fn nothing_taken_at_the_start() {
    let m = play(None, &[]);
    assert!(m.captured_by(Color::White).is_empty() && m.captured_by(Color::Black).is_empty());
    assert_eq!((m.lead(Color::White), m.lead(Color::Black)), (0, 0));
}

#[test]
fn captures_and_lead_follow_the_game() {
    // 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qa5 4.Nf3 Bg4 5.Be2 Bxf3 6.Bxf3: a pawn each, then Black's
    // bishop for White's knight.
    let m = play(None, &["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "g1f3", "c8g4", "f1e2", "g4f3", "e2f3"]);
    assert_eq!(m.captured_by(Color::White), &[Role::Pawn, Role::Bishop]);
    assert_eq!(m.captured_by(Color::Black), &[Role::Pawn, Role::Knight]);
    assert_eq!((m.lead(Color::White), m.lead(Color::Black)), (0, 0));
}

#[test]
fn a_piece_up_is_three_points() {
    // The Blackburne Shilling trap: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nd4 4.Nxe5 Qg5 5.Nxf7 Qxg2.
    let m = play(None, &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "c6d4", "f3e5", "d8g5", "e5f7", "g5g2"]);
    assert_eq!(m.captured_by(Color::White), &[Role::Pawn, Role::Pawn]);
    assert_eq!(m.captured_by(Color::Black), &[Role::Pawn]);
    assert_eq!((m.lead(Color::White), m.lead(Color::Black)), (1, 0));
}

#[test]
fn en_passant_takes_a_pawn() {
    let m = play(None, &["e2e4", "a7a6", "e4e5", "d7d5", "e5d6"]);
    assert_eq!(m.captured_by(Color::White), &[Role::Pawn]);
    assert_eq!(m.lead(Color::White), 1);
}

#[test]
fn a_promotion_is_no_capture_but_counts_as_its_piece() {
    // White promotes on a8 (nothing taken), then takes the rook on h8 by promoting there.
    let m = play(Some("7r/P5P1/8/8/8/7k/8/K7 w - - 0 1"), &["a7a8q", "h3g4", "g7h8n"]);
    assert_eq!(m.captured_by(Color::White), &[Role::Rook]);
    assert!(m.captured_by(Color::Black).is_empty());
    // Queen 9 + knight 3 against nothing.
    assert_eq!((m.lead(Color::White), m.lead(Color::Black)), (12, 0));
}

#[test]
fn from_a_fen_only_what_was_taken_in_the_game() {
    // Black starts without its queen: that is no capture, but White leads by 9.
    let m = play(Some("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), &[]);
    assert!(m.captured_by(Color::White).is_empty());
    assert_eq!(m.lead(Color::White), 9);
    assert_eq!(m.lead(Color::Black), 0);
}
