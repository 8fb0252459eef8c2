//! The play page's PGN: an imported game's tags are kept when it is exported, the tags a
//! game begun here gets are in the page's language (their names stay the standard ones), the
//! moves stay in standard SAN, and an imported game may be written in a language's letters.

use crate::support::{EN, SPANISH};
use poda::web::board::state::BoardState;
use poda::web::i18n::{self, Lang};
use poda::web::saved::{SavedError, SavedGame};

#[test]
fn imported_tags_are_kept_on_export() {
    let text = "[Event \"Club championship\"]\n[Site \"Madrid\"]\n[Date \"2025.03.01\"]\n[Round \"3\"]\n\
                [White \"Me\"]\n[Black \"You\"]\n[Result \"*\"]\n[Opening \"Sicilian\"]\n[Annotator \"X\"]\n\n\
                1. e4 c5 *";
    let mut game = BoardState::load(text, EN).unwrap();
    assert_eq!(game.tags().len(), 9);
    game.set_engine_side(None);
    game.play_typed("Cf3", SPANISH).unwrap();
    for lang in [Lang::En, Lang::Es] {
        let pgn = game.pgn(&(i18n::play(lang).pgn_names)(&[3]), "2026.11.25");
        let head = "[Event \"Club championship\"]\n[Site \"Madrid\"]\n[Date \"2025.03.01\"]\n[Round \"3\"]\n\
                    [White \"Me\"]\n[Black \"You\"]\n[Result \"*\"]\n[Opening \"Sicilian\"]\n[Annotator \"X\"]\n\n";
        assert!(pgn.starts_with(head), "{pgn}");
        assert!(pgn.contains("1. e4 c5 2. Nf3 *"), "standard SAN: {pgn}");
        // Exported, imported and exported again: the same text.
        let again = BoardState::load(&pgn, EN).unwrap();
        assert_eq!(again.pgn(&(i18n::play(lang).pgn_names)(&[3]), "2030.01.01"), pgn);
    }
    // A tag the import lacks takes its default (the person now plays Black, the computer
    // White); the result is the game's own.
    let partial = BoardState::load("[White \"Me\"]\n[Result \"1-0\"]\n\n1. e4 *", EN).unwrap();
    let pgn = partial.pgn(&(i18n::play(Lang::Es).pgn_names)(&[2]), "2026.11.25");
    assert!(pgn.contains("[Event \"Partida amistosa\"]\n[Site \"Poda\"]\n[Date \"2026.11.25\"]\n"), "{pgn}");
    assert!(pgn.contains("[White \"Me\"]\n[Black \"Jugador\"]\n[Result \"*\"]"), "{pgn}");
}

#[test]
fn a_new_games_tags_are_in_the_pages_language() {
    let mut game = BoardState::startpos();
    game.play_typed("Cf3", SPANISH).unwrap();
    let es = game.pgn(&(i18n::play(Lang::Es).pgn_names)(&[3]), "2026.11.25");
    assert!(
        es.starts_with(
            "[Event \"Partida amistosa\"]\n[Site \"Poda\"]\n[Date \"2026.11.25\"]\n[Round \"?\"]\n\
         [White \"Jugador\"]\n[Black \"Poda (nivel 3)\"]\n[Result \"*\"]\n\n1. Nf3 *"
        ),
        "{es}"
    );
    let en = game.pgn(&(i18n::play(Lang::En).pgn_names)(&[3]), "2026.11.25");
    assert!(en.contains("[Event \"Casual game\"]") && en.contains("[White \"Player\"]\n[Black \"Poda (level 3)\"]"));
    assert_eq!((i18n::play(Lang::Es).pgn_names)(&[]).computer, "Poda");
    // The names follow the levels the computer played at.
    assert_eq!((i18n::play(Lang::En).pgn_names)(&[3, 8]).computer, "Poda (level 3, then 8)");
    assert_eq!((i18n::play(Lang::Es).pgn_names)(&[3, 8, 5]).computer, "Poda (nivel 3, luego 8, luego 5)");
    // A resignation is written in the page's language too.
    game.apply_uci("e7e5").unwrap();
    game.resign(poda::rules::Color::White);
    let es = game.pgn(&(i18n::play(Lang::Es).pgn_names)(&[3]), "2026.11.25");
    assert!(es.contains("[Termination \"normal\"]") && es.contains("1. Nf3 e5 {Las blancas abandonan} 0-1"), "{es}");
    let en = game.pgn(&(i18n::play(Lang::En).pgn_names)(&[3]), "2026.11.25");
    assert!(en.contains("[Termination \"normal\"]") && en.contains("e5 {White resigns} 0-1"), "{en}");
}

#[test]
fn an_imported_game_may_use_the_pages_letters() {
    let spanish = "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. O-O Cf6 5. d3 d6 6. Ag5 Dd7 *";
    let game = BoardState::load(spanish, SPANISH).unwrap();
    assert_eq!(game.sans(), ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "d3", "d6", "Bg5", "Qd7"]);
    assert!(BoardState::load(spanish, EN).is_err(), "an English page reads standard SAN only");
    // Standard SAN comes first: `Re1` is the rook, although the Spanish king could go there.
    let fen = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3K3R w - - 0 1\"]\n\n1. Re1+ *";
    assert_eq!(BoardState::load(fen, SPANISH).unwrap().uci_moves(), ["h1e1"]);
}

#[test]
fn a_saved_game_keeps_its_imported_tags() {
    let game = BoardState::load("[White \"Me\"]\n[Event \"A \\\"quoted\\\" club\"]\n\n1. e4 *", EN).unwrap();
    let saved = SavedGame::of(&game, Some(3));
    assert_eq!(saved.tags.len(), 2);
    let json = saved.to_json();
    let back = SavedGame::from_json(&json).unwrap();
    assert_eq!(back, saved);
    let restored = back.restore().unwrap();
    assert_eq!(restored.tags(), game.tags());
    let names = (i18n::play(Lang::En).pgn_names)(&[3]);
    assert_eq!(restored.pgn(&names, "2026.11.25"), game.pgn(&names, "2026.11.25"));
    // A game begun here stores no tags; a damaged list is refused.
    assert!(!SavedGame::of(&BoardState::startpos(), None).to_json().contains("tags"));
    let bad = json.replace("[\"White\",\"Me\"]", "[\"White\"]");
    assert_ne!(bad, json);
    assert_eq!(SavedGame::from_json(&bad), Err(SavedError::BadField { field: "tags" }));
}
