//! The premove on the board's state (no DOM): set up by two clicks while the computer thinks,
//! played on its reply when legal, dropped when not, cancelled by a click elsewhere, the
//! right button, or a take back.

use crate::support::sq;
use poda::web::board::state::{BoardState, ClickOutcome, Premove};

/// The player (White) has played e4, and the computer (Black) thinks.
fn thinking_after_e4() -> BoardState {
    let mut game = BoardState::startpos();
    game.apply_uci("e2e4").unwrap();
    game.thinking = true;
    game
}

#[test]
fn two_clicks_while_the_computer_thinks_set_one_premove_played_on_its_reply() {
    let mut game = thinking_after_e4();
    assert_eq!(game.click(sq("g1")), ClickOutcome::Premove(Premove::From(sq("g1"))));
    let set = Premove::Set { from: sq("g1"), to: sq("f3") };
    assert_eq!(game.click(sq("f3")), ClickOutcome::Premove(set));
    assert_eq!(game.premove(), set);
    // Nothing is played before the computer answers.
    assert_eq!(game.sans(), ["e4"]);
    game.apply_uci("e7e5").unwrap();
    game.thinking = false;
    let m = game.play_premove().expect("Nf3 is legal after e5");
    assert_eq!(m.to_string(), "g1f3");
    assert_eq!(game.sans(), ["e4", "e5", "Nf3"]);
    assert_eq!(game.premove(), Premove::None);
}

#[test]
fn a_premove_that_is_illegal_after_the_reply_is_dropped() {
    let mut game = thinking_after_e4();
    game.click(sq("e4"));
    game.click(sq("e5"));
    // Black blocks the pawn.
    game.apply_uci("e7e5").unwrap();
    game.thinking = false;
    assert_eq!(game.play_premove(), None);
    assert_eq!(game.sans(), ["e4", "e5"]);
    assert_eq!(game.premove(), Premove::None);
}

#[test]
fn a_premove_is_cancelled_by_a_click_elsewhere_a_second_click_or_a_take_back() {
    let mut game = thinking_after_e4();
    // A click on an empty square with nothing picked does nothing.
    assert_eq!(game.click(sq("e5")), ClickOutcome::Ignored);
    // The computer's pieces cannot be picked.
    assert_eq!(game.click(sq("e7")), ClickOutcome::Ignored);
    game.click(sq("d2"));
    assert_eq!(game.click(sq("d2")), ClickOutcome::Premove(Premove::None), "the same piece again");
    game.click(sq("d2"));
    game.click(sq("d4"));
    assert_eq!(game.click(sq("h6")), ClickOutcome::Premove(Premove::None), "a click elsewhere");
    game.click(sq("d2"));
    // Another of the player's pieces picks that one instead.
    assert_eq!(game.click(sq("b1")), ClickOutcome::Premove(Premove::From(sq("b1"))));
    game.click(sq("c3"));
    assert!(game.cancel_premove(), "the right button");
    assert!(!game.cancel_premove());
    game.click(sq("b1"));
    game.click(sq("c3"));
    game.thinking = false;
    game.take_back();
    assert_eq!(game.premove(), Premove::None);
}

#[test]
fn no_premove_when_it_is_the_players_turn_or_the_computer_is_not_thinking() {
    let mut game = BoardState::startpos();
    assert_eq!(game.click(sq("e2")), ClickOutcome::Selected(sq("e2")));
    assert_eq!(game.premove(), Premove::None);
    let mut waiting = BoardState::startpos();
    waiting.apply_uci("e2e4").unwrap();
    // The computer's turn, but it has not been asked yet: clicks are ignored.
    assert_eq!(waiting.click(sq("g1")), ClickOutcome::Ignored);
}
