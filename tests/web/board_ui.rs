//! The board under the pointer, the finger and the keyboard (`web::board::geometry`,
//! `web::board::board_ui`): pixels to squares and back, drags, drawn arrows and circles, the
//! keyboard cursor, the slide of a played move and the long press of a finger. Natively and in
//! wasm (Node and the three browsers).

use crate::support::sq;
use poda::rules::{Color, Square};
use poda::web::board::geometry::{square_at, square_origin};
use poda::web::board::state::{BoardState, ClickOutcome};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[test]
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

/// The side of the board in the pointer tests, and the centre of a square on it (White below).
const BOARD_PX: f64 = 800.0;

fn centre(name: &str) -> (f64, f64) {
    let (x, y, side) = square_origin(sq(name), BOARD_PX, Color::White);
    (x + side / 2.0, y + side / 2.0)
}

#[test]
fn the_board_ui_drags_draws_marks_and_moves_a_keyboard_cursor() {
    use poda::web::board::board_ui::{BoardUi, MAIN_BUTTON, RIGHT_BUTTON};
    let size = BOARD_PX;
    let mut ui = BoardUi::default();
    let mut game = BoardState::startpos();
    // A drag: not lifted until the pointer has moved a few pixels.
    let (x, y) = centre("e2");
    assert_eq!(ui.pointer_down(&mut game, x, y, size, MAIN_BUTTON), ClickOutcome::Selected(sq("e2")));
    assert!(!ui.pointer_move(x + 1.0, y));
    assert!(ui.lifted().is_none());
    let (tx, ty) = centre("e4");
    assert!(ui.pointer_move(tx, ty));
    let lifted = ui.lifted().expect("lifted");
    assert_eq!((lifted.square, lifted.x, lifted.y, lifted.finger), (sq("e2"), tx, ty, false));
    assert!(matches!(ui.pointer_up(&mut game, tx, ty, size, MAIN_BUTTON), ClickOutcome::Played(_)));
    assert!(ui.lifted().is_none());
    game.apply_uci("e7e5").unwrap();
    // The right button: an arrow, a circle, the same arrow again erases it; a press clears all.
    let (ax, ay) = centre("d2");
    let (bx, by) = centre("d4");
    ui.pointer_down(&mut game, ax, ay, size, RIGHT_BUTTON);
    ui.pointer_up(&mut game, bx, by, size, RIGHT_BUTTON);
    ui.pointer_down(&mut game, bx, by, size, RIGHT_BUTTON);
    ui.pointer_up(&mut game, bx, by, size, RIGHT_BUTTON);
    let marks = ui.marks();
    assert_eq!(marks.len(), 2);
    assert_eq!((marks[0].from, marks[0].to), (sq("d2"), sq("d4")));
    assert_eq!((marks[1].from, marks[1].to), (sq("d4"), sq("d4")));
    ui.pointer_down(&mut game, ax, ay, size, RIGHT_BUTTON);
    ui.pointer_up(&mut game, bx, by, size, RIGHT_BUTTON);
    assert_eq!(ui.marks().len(), 1);
    assert!(game.sans().len() == 2, "drawing plays nothing");
    ui.pointer_down(&mut game, 1.0, 1.0, size, MAIN_BUTTON);
    assert!(ui.marks().is_empty());
    // The keyboard: the first key shows the cursor on e2, seen from White.
    game.deselect();
    assert!(ui.key(&mut game, "Tab").is_none(), "keys the board does not use go through");
    ui.key(&mut game, "ArrowUp");
    assert_eq!(ui.cursor(), Some(sq("e2")));
    ui.key(&mut game, "ArrowLeft");
    ui.key(&mut game, "ArrowLeft");
    assert_eq!(ui.cursor(), Some(sq("c2")));
    assert_eq!(ui.key(&mut game, "Enter"), Some(ClickOutcome::Selected(sq("c2"))));
    ui.key(&mut game, "ArrowUp");
    ui.key(&mut game, "ArrowUp");
    assert!(matches!(ui.key(&mut game, " "), Some(ClickOutcome::Played(_))));
    assert_eq!(game.sans(), ["e4", "e5", "c4"]);
    // Seen from Black, up the screen is down the board; the edge stops the cursor.
    game.flip();
    ui.key(&mut game, "ArrowUp");
    assert_eq!(ui.cursor(), Some(sq("c3")));
    for _ in 0..5 {
        ui.key(&mut game, "ArrowRight");
    }
    assert_eq!(ui.cursor(), Some(sq("a3")));
}

#[test]
fn a_played_move_slides_for_a_moment_then_stops() {
    use poda::web::board::board_ui::{BoardUi, SLIDE_MS};
    let mut ui = BoardUi::default();
    let mut game = BoardState::startpos();
    let m = game.apply_uci("e2e4").unwrap();
    ui.animate(m, 1000.0);
    let half = ui.slide(1000.0 + SLIDE_MS / 2.0).expect("moving");
    assert!((half.progress - 0.5).abs() < 1e-9);
    assert_eq!(half.m, m);
    assert!(ui.slide(1000.0 + SLIDE_MS).is_none(), "arrived");
    assert!(ui.slide(1000.0).is_none(), "and stays arrived");
}

#[test]
fn a_finger_held_still_draws_instead_of_moving() {
    use poda::web::board::board_ui::{BoardUi, LONG_PRESS_MS, MAIN_BUTTON};
    let size = BOARD_PX;
    let mut ui = BoardUi::default();
    let mut game = BoardState::startpos();
    // Held on e2, then moved to e4: an arrow, no move, nothing selected.
    let (x, y) = centre("e2");
    let (tx, ty) = centre("e4");
    ui.pointer_down(&mut game, x, y, size, MAIN_BUTTON);
    ui.touch_down(&game, x, y, size, 1000.0);
    assert!(ui.touch_move(&mut game, tx, ty, 1000.0 + LONG_PRESS_MS + 10.0));
    assert!(ui.touch_up(&mut game, tx, ty, size, 1000.0 + LONG_PRESS_MS + 50.0));
    assert!(game.sans().is_empty() && game.selected().is_none());
    let marks = ui.marks();
    assert_eq!((marks.len(), marks[0].from, marks[0].to), (1, sq("e2"), sq("e4")));
    // Held on an empty square and lifted in place: a circle.
    let (cx, cy) = centre("d5");
    ui.pointer_down(&mut game, cx, cy, size, MAIN_BUTTON);
    ui.touch_down(&game, cx, cy, size, 5000.0);
    assert!(ui.touch_up(&mut game, cx, cy, size, 5000.0 + LONG_PRESS_MS));
    assert!(ui.marks().iter().any(|m| m.from == sq("d5") && m.to == sq("d5")));
    // A quick drag is a move, as with the mouse.
    ui.pointer_down(&mut game, x, y, size, MAIN_BUTTON);
    ui.touch_down(&game, x, y, size, 9000.0);
    assert!(!ui.touch_move(&mut game, tx, ty, 9100.0));
    assert!(ui.pointer_move(tx, ty));
    // Held by a finger: the page draws it larger, above the finger.
    assert!(ui.lifted().is_some_and(|l| l.finger && l.square == sq("e2")));
    assert!(!ui.touch_up(&mut game, tx, ty, size, 9200.0));
    assert!(matches!(ui.pointer_up(&mut game, tx, ty, size, MAIN_BUTTON), ClickOutcome::Played(_)));
    assert_eq!(game.sans(), ["e4"]);
}
