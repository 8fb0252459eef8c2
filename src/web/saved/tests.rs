//! The preferences' theme and board look: written, read back, and read from saves of older
//! and later versions.

use super::{Prefs, SavedError, Theme};
use crate::web::board::look::{BoardColours, Look, PieceSet};

#[test]
fn the_theme_and_the_boards_look_are_remembered_and_older_saves_still_read() {
    let look = Look { board: BoardColours::Blue, pieces: PieceSet::Shaded, coordinates: false };
    let prefs = Prefs { theme: Theme::Dark, look, sound: false, ..Prefs::default() };
    let json = prefs.to_json();
    assert!(json.contains(r#""theme":"dark""#) && json.contains(r#""board":"blue""#), "{json}");
    assert_eq!(Prefs::from_json(&json), Ok(prefs));
    for theme in Theme::ALL {
        let prefs = Prefs { theme: *theme, ..Prefs::default() };
        assert_eq!(Prefs::from_json(&prefs.to_json()).map(|p| p.theme), Ok(*theme));
    }
    for board in BoardColours::ALL {
        assert_eq!(BoardColours::from_name(board.name()), Some(*board));
    }
    // Saved before there were themes and looks: every old choice kept, the new ones default.
    let old = Prefs::from_json(r#"{"v":1,"alwaysQueen":true,"evalBar":true,"sound":false}"#).unwrap();
    assert_eq!(
        old,
        Prefs { always_queen: true, eval_bar: true, sound: false, theme: Theme::System, look: Look::default() }
    );
    assert_eq!(old.look, Look { board: BoardColours::Wood, pieces: PieceSet::Classic, coordinates: true });
    // A name from a later version falls back to the default; a wrong type drops the value.
    let later = Prefs::from_json(r#"{"v":1,"sound":false,"theme":"sepia","board":"marble"}"#).unwrap();
    assert_eq!((later.theme, later.look.board, later.sound), (Theme::System, BoardColours::Wood, false));
    assert_eq!(Prefs::from_json(r#"{"v":1,"theme":1}"#), Err(SavedError::BadField { field: "theme" }));
    assert_eq!(Prefs::from_json(r#"{"v":1,"coordinates":"no"}"#), Err(SavedError::BadField { field: "coordinates" }));
}
