//! The board's game without a browser (`web::board::state`): clicks, presses and drops,
//! promotions, typed and pasted moves, the status and its texts, draws, take backs,
//! resigning and looking at earlier positions. Natively and in wasm (Node and the three
//! browsers).

use crate::support::{sq, EN};
use poda::rules::{Color, Position, Role, SanError};
use poda::web::board::state::{BoardState, BoardStatus, ClickOutcome, PendingPromotion, TypedMoveError};
use poda::web::i18n::{self, Lang};
use poda::web::play::game::PlayedGame;
use poda::web::saved::{SavedError, SavedGame};
use poda::web::worker_messages::{GoLimits, PlayRequest};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[test]
fn click_click_makes_a_move_and_hands_over_to_the_computer() {
    let mut game = BoardState::startpos();
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
    match game.go_request(1, GoLimits { depth: Some(3), ..GoLimits::default() }) {
        PlayRequest::Go { moves, fen, .. } => {
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

#[test]
fn clicks_select_reselect_and_deselect() {
    let mut game = BoardState::startpos();
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

#[test]
fn promotion_by_click_waits_for_the_chosen_piece() {
    let fen = "8/P6k/8/8/8/8/7p/K7 w - - 0 1";
    let mut game = BoardState::from_fen(fen).unwrap();
    assert_eq!(game.promote(Role::Queen), None, "nothing pending");
    game.click(sq("a7"));
    let pending = PendingPromotion { from: sq("a7"), to: sq("a8"), color: Color::White };
    assert_eq!(game.click(sq("a8")), ClickOutcome::PromotionPending(pending));
    assert_eq!(game.pending_promotion(), Some(pending));
    assert_eq!(game.fen(), fen, "nothing played yet");
    assert!(game.human_to_move() && !game.engine_to_move());
    assert_eq!(game.promote(Role::King), None, "not a promotion piece");
    assert_eq!(game.promote(Role::Knight).map(|m| m.to_string()).as_deref(), Some("a7a8n"));
    assert_eq!(game.pending_promotion(), None);
    assert_eq!(game.sans(), ["a8=N"]);
    assert_eq!(game.fen(), "N7/7k/8/8/8/8/7p/K7 b - - 0 1");
    assert!(game.engine_to_move());
}

#[test]
fn a_promotion_can_be_cancelled_and_the_position_stays() {
    let fen = "1n5k/P7/8/8/8/8/8/K7 w - - 0 1";
    let mut game = BoardState::from_fen(fen).unwrap();
    game.click(sq("a7"));
    assert!(matches!(game.click(sq("b8")), ClickOutcome::PromotionPending(_)), "a capture that promotes");
    assert!(game.cancel_promotion());
    assert!(!game.cancel_promotion(), "only once");
    assert_eq!(game.fen(), fen);
    assert_eq!(game.selected(), None);
    // A click on the board while the chooser is open cancels it too.
    game.click(sq("a7"));
    game.click(sq("a8"));
    assert_eq!(game.click(sq("h1")), ClickOutcome::Deselected);
    assert_eq!(game.pending_promotion(), None);
    assert_eq!(game.fen(), fen);
    // A take back or a typed move also ends it.
    game.click(sq("a7"));
    game.click(sq("a8"));
    game.play_typed("Kb2", EN).unwrap();
    assert_eq!(game.pending_promotion(), None);
}

#[test]
fn always_queen_skips_the_chooser() {
    let mut game = BoardState::from_fen("8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    game.always_queen = true;
    game.click(sq("a7"));
    let ClickOutcome::Played(m) = game.click(sq("a8")) else { panic!("no move") };
    assert_eq!(m.to_string(), "a7a8q");
    assert_eq!(game.pending_promotion(), None);
}

#[test]
fn typed_moves_in_san() {
    let mut game = BoardState::startpos();
    game.set_engine_side(None);
    for (text, uci) in [("e4", "e2e4"), ("e5", "e7e5"), ("Nf3", "g1f3"), ("Nc6", "b8c6"), ("Bc4", "f1c4")] {
        assert_eq!(game.play_typed(text, EN).map(|m| m.to_string()), Ok(uci.to_string()), "{text}");
    }
    game.play_typed(" Nf6!? ", EN).unwrap();
    assert_eq!(game.play_typed("O-O", EN).map(|m| m.to_string()).as_deref(), Ok("e1g1"));
    assert_eq!(game.sans().last().map(String::as_str), Some("O-O"));

    let before = game.fen();
    let moves = game.sans().len();
    assert!(matches!(game.play_typed("Qh5", EN), Err(TypedMoveError::San(SanError::Illegal { .. }))));
    assert!(matches!(game.play_typed("hello", EN), Err(TypedMoveError::San(SanError::Syntax { .. }))));
    assert!(matches!(game.play_typed("", EN), Err(TypedMoveError::San(SanError::Empty))));
    assert_eq!((game.fen(), game.sans().len()), (before, moves), "nothing lost");

    let mut knights = BoardState::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap();
    let err = knights.play_typed("Nd2", EN).unwrap_err();
    let TypedMoveError::Ambiguous { candidates, .. } = &err else { panic!("{err:?}") };
    assert_eq!(candidates, &["Nbd2", "Nfd2"], "in SAN");
    let en = i18n::typed_move_error(Lang::En, &err);
    assert_eq!(en, "Nd2 is ambiguous: it could be Nbd2 or Nfd2. Say which piece moves.");
    assert_eq!(knights.play_typed("Nbd2", EN).map(|m| m.to_string()).as_deref(), Ok("b1d2"));

    let mut pawn = BoardState::from_fen("8/4P2k/8/8/8/8/7p/K7 w - - 0 1").unwrap();
    let missing = pawn.play_typed("e8", EN).unwrap_err();
    assert!(matches!(missing, TypedMoveError::San(SanError::MissingPromotion { .. })));
    assert!(i18n::typed_move_error(Lang::Es, &missing).contains("última fila"));
    assert_eq!(pawn.play_typed("e8=N", EN).map(|m| m.to_string()).as_deref(), Ok("e7e8n"));
    // Now the computer is to move.
    assert_eq!(pawn.play_typed("Kg6", EN), Err(TypedMoveError::NotYourTurn));
    let mated = BoardState::replay(&Position::startpos().fen(), &["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from));
    assert_eq!(mated.unwrap().play_typed("e4", EN), Err(TypedMoveError::GameOver));
}

#[test]
fn typed_move_errors_read_in_both_languages() {
    let illegal = TypedMoveError::San(SanError::Illegal { text: "Qh5".into() });
    assert_eq!(i18n::typed_move_error(Lang::En, &illegal), "Qh5 is not a legal move in this position.");
    assert_eq!(i18n::typed_move_error(Lang::Es, &illegal), "Qh5 no es una jugada legal en esta posición.");
    for err in [
        TypedMoveError::GameOver,
        TypedMoveError::NotYourTurn,
        TypedMoveError::San(SanError::Empty),
        TypedMoveError::San(SanError::Syntax { text: "zz".into() }),
        TypedMoveError::San(SanError::MissingPromotion { text: "e8".into() }),
    ] {
        let (en, es) = (i18n::typed_move_error(Lang::En, &err), i18n::typed_move_error(Lang::Es, &err));
        assert!(!en.is_empty() && en != es, "{err:?}");
    }
}

#[test]
fn status_texts() {
    let game = BoardState::startpos();
    assert_eq!(game.status(), BoardStatus::Playing { turn: Color::White, check: false });
    assert_eq!(game.status_text(Lang::En), "White to move — your turn");

    let mut mated = BoardState::startpos();
    mated.set_engine_side(None);
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        mated.apply_uci(uci).unwrap();
    }
    assert_eq!(mated.status(), BoardStatus::Checkmate { winner: Color::Black });
    assert_eq!(mated.status_text(Lang::En), "Checkmate — Black wins");
    assert!(!mated.engine_to_move() && !mated.human_to_move());

    let stalemate = BoardState::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(stalemate.status(), BoardStatus::Stalemate);

    let check = BoardState::from_fen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1").unwrap();
    assert!(check.status_text(Lang::En).starts_with("Check!"), "{}", check.status_text(Lang::En));

    // An earlier position shown says so, with the move that led to it, even after the end.
    mated.view(2);
    assert_eq!(mated.status_text(Lang::En), "Looking back (after 1…e5): click the board or press End to return");
    mated.view(1);
    assert!(mated.status_text(Lang::Es).starts_with("Viendo una posición anterior (tras 1.f3):"));
    mated.view(0);
    assert!(mated.status_text(Lang::En).starts_with("Looking back (the start)"));
    mated.view(4);
    assert_eq!(mated.status_text(Lang::En), "Checkmate — Black wins");
}

#[test]
fn invalid_fen_is_reported() {
    assert!(BoardState::from_fen("not a position").is_err());
    assert!(BoardState::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").is_ok());
}

#[test]
fn draws_end_the_game() {
    let mut game = BoardState::startpos();
    game.set_engine_side(None);
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"] {
        game.apply_uci(uci).unwrap();
    }
    assert_eq!(game.status(), BoardStatus::Draw(poda::rules::Status::ThreefoldRepetition));
    assert_eq!(game.status_text(Lang::En), "Draw by threefold repetition");
    assert!(game.is_over() && !game.human_to_move());

    let bare = BoardState::from_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
    assert_eq!(bare.status(), BoardStatus::Draw(poda::rules::Status::InsufficientMaterial));
}

#[test]
fn take_back_returns_the_turn_to_the_human() {
    let mut game = BoardState::startpos();
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

#[test]
fn a_press_picks_up_a_piece_and_the_release_decides() {
    use poda::web::board::state::Press;
    let mut game = BoardState::startpos();
    // Picked up and put back where it was: selected, as after a click.
    assert_eq!(game.press(sq("g1")), Press::Grab { square: sq("g1"), was_selected: false });
    assert_eq!(game.drop_on(sq("g1"), Some(sq("g1")), false, false), ClickOutcome::Selected(sq("g1")));
    // A second press and release in place puts it down.
    assert_eq!(game.press(sq("g1")), Press::Grab { square: sq("g1"), was_selected: true });
    assert_eq!(game.drop_on(sq("g1"), Some(sq("g1")), false, true), ClickOutcome::Deselected);
    assert!(game.selected().is_none());
    // Dropped on a square it cannot reach: back, nothing selected, nothing played.
    game.press(sq("g1"));
    assert_eq!(game.drop_on(sq("g1"), Some(sq("g4")), true, false), ClickOutcome::Deselected);
    assert!(game.sans().is_empty());
    // Dropped off the board after a drag: back as well.
    game.press(sq("g1"));
    assert_eq!(game.drop_on(sq("g1"), None, true, false), ClickOutcome::Deselected);
    // Dragged to f3: played.
    game.press(sq("g1"));
    let ClickOutcome::Played(m) = game.drop_on(sq("g1"), Some(sq("f3")), true, false) else { panic!() };
    assert_eq!(m.to_string(), "g1f3");
    // Not the human's turn: a press does nothing.
    assert_eq!(game.press(sq("e7")), Press::Done(ClickOutcome::Ignored));
    game.apply_uci("e7e5").unwrap();
    // With a piece selected, a press on one of its destinations plays at once (click-click).
    game.press(sq("f3"));
    game.drop_on(sq("f3"), Some(sq("f3")), false, false);
    assert!(matches!(game.press(sq("e5")), Press::Done(ClickOutcome::Played(_))));
    assert_eq!(game.sans(), ["Nf3", "e5", "Nxe5"]);
}

#[test]
fn resigning_ends_the_game_and_is_written_in_the_pgn_and_the_save() {
    let mut game = BoardState::startpos();
    game.apply_uci("e2e4").unwrap();
    game.apply_uci("e7e5").unwrap();
    assert_eq!(game.status().result(), "*");
    assert!(game.resign(Color::White));
    assert_eq!(game.status(), BoardStatus::Resigned { winner: Color::Black });
    assert!(game.is_over() && !game.human_to_move());
    assert!(!game.resign(Color::Black), "a finished game cannot be resigned again");
    // The player resigned against the computer: the banner speaks to them.
    assert_eq!(game.status_text(Lang::En), "You resigned — Black wins");
    assert_eq!(game.status_text(Lang::Es), "Has abandonado — ganan las negras");
    let mut two_players = game.clone();
    two_players.set_engine_side(None);
    assert_eq!(two_players.status_text(Lang::En), "White resigns — Black wins");
    assert_eq!(two_players.status_text(Lang::Es), "Las blancas abandonan — ganan las negras");
    let pgn = game.pgn(&(i18n::play(Lang::En).pgn_names)(&[7]), "2026.11.23");
    assert!(pgn.contains("[White \"Player\"]\n[Black \"Poda (level 7)\"]\n[Result \"0-1\"]"), "{pgn}");
    // PGN's own Termination value; the resignation in words after the last move.
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 e5 {White resigns} 0-1"), "{pgn}");
    // Saved and restored with the resignation; an old save without the field has none.
    let saved = SavedGame::of(&game, Some(7));
    let back = SavedGame::from_json(&saved.to_json()).unwrap().restore().unwrap();
    assert_eq!(back.status(), BoardStatus::Resigned { winner: Color::Black });
    let old = r#"{"v":1,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[],"engine":"b","orientation":"w","level":null}"#;
    assert_eq!(SavedGame::from_json(old).unwrap().resigned, None);
    let bad = old.replace("\"level\":null", "\"level\":null,\"resigned\":\"x\"");
    assert_eq!(SavedGame::from_json(&bad), Err(SavedError::BadField { field: "resigned" }));
    // A resigned game stays resigned: Take back brings nothing back.
    assert_eq!(game.take_back(), 0);
    assert_eq!(game.status(), BoardStatus::Resigned { winner: Color::Black });
    assert_eq!(game.sans(), ["e4", "e5"]);
    // So does a checkmate.
    let mut mated = BoardState::startpos();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        mated.apply_uci(m).unwrap();
    }
    assert!(mated.is_over());
    assert_eq!(mated.take_back(), 0);
    assert_eq!(mated.sans().len(), 4);
}

#[test]
fn a_pasted_text_is_read_as_a_fen_or_a_pgn_and_errors_say_which() {
    use poda::web::board::state::LoadError;
    let game = BoardState::load("  1. e4 e5 2. Nf3 {a comment} Nc6 3. Bb5 *  ", EN).unwrap();
    assert_eq!(game.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(game.engine_side(), Some(Color::White), "the player takes the side to move");
    assert_eq!(game.orientation, Color::Black);
    let with_setup = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *";
    let game = BoardState::load(with_setup, EN).unwrap();
    assert_eq!(game.start_fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(game.sans(), ["e4", "Kd7"]);
    let game = BoardState::load("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", EN).unwrap();
    assert!(game.sans().is_empty());
    assert_eq!(game.position().turn(), Color::Black);
    assert_eq!(BoardState::load(" \n ", EN).unwrap_err(), LoadError::Empty);
    assert!(matches!(BoardState::load("4k3/8/8/8/8/8/4P3/4KX2 w - - 0 1", EN), Err(LoadError::Fen(_))));
    let err = BoardState::load("1. e4 e5 2. Ke3", EN).unwrap_err();
    assert!(matches!(err, LoadError::Pgn(_)));
    assert_eq!(
        (i18n::play(Lang::En).load_error)(&err),
        "Not a valid PGN: game 1, line 1: move 2. Ke3: Ke3 is not a legal move in this position."
    );
    assert_eq!(
        (i18n::play(Lang::Es).load_error)(&err),
        "No es un PGN válido: partida 1, línea 1: la jugada 2. Ke3: Ke3 no es una jugada legal en esta posición."
    );
}

#[test]
fn earlier_positions_are_viewed_while_the_game_stays() {
    use poda::web::play::move_list::move_rows;
    let mut game = BoardState::startpos();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        game.apply_uci(uci).unwrap();
    }
    let now = game.fen();
    game.view(1);
    assert!(game.is_viewing_past());
    assert_eq!(game.viewed_ply(), 1);
    assert_eq!(game.shown_position().fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(game.shown_last_move().map(|m| m.to_string()).as_deref(), Some("e2e4"));
    assert_eq!(game.fen(), now, "the game itself stays");
    game.view(0);
    assert_eq!(game.shown_last_move(), None);
    game.view(99);
    assert!(!game.is_viewing_past());
    assert_eq!(game.shown_position().fen(), now);
    // While an earlier position is shown, a press on the board brings the game back.
    game.view(2);
    game.apply_uci("b8c6").unwrap();
    assert!(!game.is_viewing_past(), "a move returns to the game");
    // The press is not lost: it picks up a piece of the game's position.
    game.view(2);
    assert_eq!(game.press(sq("f3")), poda::web::board::state::Press::Grab { square: sq("f3"), was_selected: false });
    assert!(!game.is_viewing_past());
    // A click too: it selects in the game's position, and the next one moves.
    game.view(0);
    assert_eq!(game.click(sq("d2")), ClickOutcome::Selected(sq("d2")));
    assert!(!game.is_viewing_past());
    assert!(matches!(game.click(sq("d4")), ClickOutcome::Played(_)));

    let sans: Vec<String> = ["e5", "Nf3", "Nc6"].iter().map(|s| s.to_string()).collect();
    let rows = move_rows("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7", &sans);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].label, "7…");
    assert_eq!(rows[0].moves, vec![(1, "e5")]);
    assert_eq!(rows[1].label, "8.");
    assert_eq!(rows[1].moves, vec![(2, "Nf3"), (3, "Nc6")]);
}
