//! What the play page keeps in the browser's storage (`web::saved`): the game in progress,
//! read back strictly (a corrupt or old one is refused with its reason), and the preferences.
//! Natively and in wasm (Node and the three browsers).

use crate::support::EN;
use poda::rules::{Color, Position};
use poda::web::board::state::BoardState;
use poda::web::i18n::{Lang, Notice};
use poda::web::saved::{Prefs, SavedError, SavedGame};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[test]
fn a_saved_game_round_trips_and_replays() {
    let mut game = BoardState::startpos();
    for text in ["e4", "c5", "Nf3"] {
        game.set_engine_side(None);
        game.play_typed(text, EN).unwrap();
    }
    game.set_engine_side(Some(Color::White));
    game.flip();
    let saved = SavedGame::of(&game, Some(4));
    let json = saved.to_json();
    assert!(json.starts_with("{\"v\":1,"), "{json}");
    let read = SavedGame::from_json(&json).unwrap();
    assert_eq!(read, saved);
    let restored = read.restore().unwrap();
    assert_eq!(restored.fen(), game.fen());
    assert_eq!(restored.sans(), game.sans());
    assert_eq!(restored.engine_side(), Some(Color::White));
    assert_eq!(restored.orientation, Color::Black);
    assert_eq!(restored.last_move(), game.last_move());

    let none = SavedGame { engine_side: None, level: None, ..saved.clone() };
    assert_eq!(SavedGame::from_json(&none.to_json()), Ok(none));

    // The levels the computer played at are kept with the game; an older save has none.
    game.note_computer_level(3);
    game.note_computer_level(3);
    game.note_computer_level(8);
    let saved = SavedGame::of(&game, Some(8));
    assert!(saved.to_json().contains(r#""levels":[3,8]"#), "{}", saved.to_json());
    let restored = SavedGame::from_json(&saved.to_json()).unwrap().restore().unwrap();
    assert_eq!(restored.computer_levels(), [3, 8]);
    let old = saved.to_json().replace(r#","levels":[3,8]"#, "");
    assert_eq!(SavedGame::from_json(&old).unwrap().computer_levels, Vec::<u8>::new());
    // A save from the versions with ten levels (no "ladder") names them by their old numbers:
    // Beginner was 3 and Expert 8, now 7 and 14.
    let ten = saved.to_json().replace(r#","ladder":17"#, "");
    assert_ne!(ten, saved.to_json());
    let read = SavedGame::from_json(&ten).unwrap();
    assert_eq!((read.level, read.computer_levels), (Some(14), vec![7, 14]));
    // With fifteen levels, Learner was 3 and Advanced 8, now 4 and 10.
    let fifteen = saved.to_json().replace(r#""ladder":17"#, r#""ladder":15"#);
    assert_ne!(fifteen, saved.to_json());
    let read = SavedGame::from_json(&fifteen).unwrap();
    assert_eq!((read.level, read.computer_levels), (Some(10), vec![4, 10]));
    // A ladder this Poda never had (a later version's) keeps the game and leaves out its
    // levels, which cannot be read without it; a ladder that is not a number is refused.
    let later = saved.to_json().replace(r#""ladder":17"#, r#""ladder":20"#);
    let read = SavedGame::from_json(&later).unwrap();
    assert_eq!((read.level, read.computer_levels.clone(), read.unread_ladder), (None, vec![], Some(20)));
    assert_eq!(read.moves, saved.moves);
    let resumed = read.resume().unwrap();
    assert_eq!((resumed.game.sans(), resumed.level, resumed.unread_ladder), (game.sans(), None, Some(20)));
    assert_eq!(SavedGame::from_json(&later.replace("[3,8]", "[3,99]")).map(|s| s.level), Ok(None));
    let not_a_number = saved.to_json().replace(r#""ladder":17"#, r#""ladder":"many""#);
    assert_eq!(SavedGame::from_json(&not_a_number), Err(SavedError::BadField { field: "ladder" }));
    assert_eq!(
        SavedGame::from_json(&saved.to_json().replace(r#""ladder":17"#, r#""ladder":-3"#)),
        Err(SavedError::BadField { field: "ladder" })
    );
    assert_eq!(SavedGame::from_json(&saved.to_json()).unwrap().unread_ladder, None);
    let bad = saved.to_json().replace("[3,8]", "[3,99]");
    assert_eq!(SavedGame::from_json(&bad), Err(SavedError::BadField { field: "levels" }));
}

#[test]
fn corrupt_or_old_saved_games_are_refused() {
    let fen = Position::startpos().fen();
    let ok = format!(r#"{{"v":1,"fen":"{fen}","moves":["e2e4"],"engine":"b","orientation":"w","level":3}}"#);
    assert!(SavedGame::from_json(&ok).is_ok());
    assert_eq!(SavedGame::from_json("{not json"), Err(SavedError::NotJson));
    assert_eq!(SavedGame::from_json("[1,2]"), Err(SavedError::NotJson));
    assert_eq!(SavedGame::from_json("null"), Err(SavedError::NotJson));
    assert_eq!(
        SavedGame::from_json(&ok.replace(r#""v":1"#, r#""v":0"#)),
        Err(SavedError::OtherVersion { found: "0".into() })
    );
    assert_eq!(SavedGame::from_json(r#"{"fen":"x"}"#), Err(SavedError::OtherVersion { found: "none".into() }));
    assert_eq!(SavedGame::from_json(&ok.replace(r#""e2e4""#, "7")), Err(SavedError::BadField { field: "moves" }));
    assert_eq!(SavedGame::from_json(&ok.replace(r#""b""#, r#""x""#)), Err(SavedError::BadField { field: "engine" }));
    assert_eq!(SavedGame::from_json(&ok.replace(":3}", ":42}")), Err(SavedError::BadField { field: "level" }));
    let illegal = SavedGame::from_json(&ok.replace("e2e4", "e2e5")).unwrap();
    assert_eq!(illegal.restore().err(), Some(SavedError::IllegalMove { index: 0, uci: "e2e5".into() }));
    let bad_fen = SavedGame::from_json(&ok.replace(&fen, "8/8 w")).unwrap();
    assert!(matches!(bad_fen.restore(), Err(SavedError::BadFen(_))));

    let notice = Notice::GameDropped(SavedError::NotJson);
    assert_eq!(
        notice.text(Lang::En),
        "The saved game could not be restored (it is not readable), so a new game starts."
    );
    assert!(notice.text(Lang::Es).starts_with("No se pudo recuperar la partida guardada"));
    let notice = Notice::SavedLevelUnread { ladder: 20, level: 7 };
    assert_eq!(
        notice.text(Lang::En),
        "The saved game comes from a version of Poda with 20 levels, so its level could not be read: it goes on at level 7 (the level menu changes it)."
    );
    assert!(notice.text(Lang::Es).contains("con 20 niveles"));
}

#[test]
fn preferences_round_trip_with_defaults() {
    let prefs = Prefs { always_queen: true, ..Prefs::default() };
    assert_eq!(Prefs::from_json(&prefs.to_json()), Ok(prefs));
    assert_eq!(Prefs::from_json(r#"{"v":1}"#), Ok(Prefs::default()));
    assert_eq!(Prefs::from_json(r#"{"v":1,"alwaysQueen":"yes"}"#), Err(SavedError::BadField { field: "alwaysQueen" }));
    assert!(matches!(Prefs::from_json(r#"{"v":2}"#), Err(SavedError::OtherVersion { .. })));
}
