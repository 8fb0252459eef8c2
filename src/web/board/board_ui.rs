//! What the board does with the pointer and the keyboard, beside the game itself: a piece
//! dragged or clicked, arrows and circles drawn with the right button, the keyboard cursor
//! and the moving piece's animation. Points are CSS pixels from the board's top-left corner;
//! no browser types here, so it is tested in Node like [`BoardState`].
//!
//! - Main button (mouse, pen or finger; `pointerdown`/`move`/`up`): a press picks up one of the
//!   mover's pieces ([`BoardState::press`]); moved more than [`DRAG_START_PX`] it follows the pointer,
//!   and the release plays the move or puts it back ([`BoardState::drop_on`]). A press and release
//!   in place is a click, so click-click works too. A press clears the drawn marks.
//! - Right button (or a finger held still for [`LONG_PRESS_MS`]): from one square to another
//!   draws an arrow, on one square a circle; the same again erases it.
//! - Keys on the board: ↑ or ↓ (or Enter, Space) show a cursor, the arrows then move it (seen
//!   from the board's orientation), Enter or Space act as a click on the cursor's square,
//!   Escape lets go of the selected piece. Without the cursor, ← and → are left to the page
//!   (they step through the moves).

use crate::rules::{Color, Move, Square};

use super::geometry::square_at;
use super::marks::{Brush, Shape, Slide};
use super::state::{BoardState, ClickOutcome, Premove, Press};

/// How far (CSS pixels) a pressed piece moves before it is dragged rather than clicked.
pub const DRAG_START_PX: f64 = 4.0;
/// How long a moving piece takes to arrive (ms).
pub const SLIDE_MS: f64 = 160.0;

/// How long (ms) a finger stays still before the press draws instead (an arrow if it then
/// moves, a circle if it lifts).
pub const LONG_PRESS_MS: f64 = 500.0;

/// The main button (`MouseEvent.button`), and the right one.
pub const MAIN_BUTTON: i16 = 0;
pub const RIGHT_BUTTON: i16 = 2;

#[derive(Debug, Clone, Copy, PartialEq)]
struct Held {
    square: Square,
    was_selected: bool,
    start: (f64, f64),
    at: (f64, f64),
    dragging: bool,
    /// Picked up by a finger (drawn larger, above it, where the finger does not hide it).
    finger: bool,
}

/// The piece being dragged: its square, where the pointer is (CSS pixels), and whether a
/// finger holds it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lifted {
    pub square: Square,
    pub x: f64,
    pub y: f64,
    pub finger: bool,
}

/// A finger on the board: where and when it came down, and whether it now draws.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Touch {
    square: Square,
    start_ms: f64,
    start: (f64, f64),
    drawing: bool,
}

/// A move being animated: which, and when it started (ms, the page's clock).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Animation {
    m: Move,
    start_ms: f64,
}

/// The board's interaction state (see the module doc).
#[derive(Debug, Default)]
pub struct BoardUi {
    held: Option<Held>,
    /// Where a right-button press began.
    drawing_from: Option<Square>,
    /// The player's arrows and circles.
    marks: Vec<Shape>,
    /// Arrows shown by the page (the hint, the review's better move), not erased by a press.
    shown: Vec<Shape>,
    cursor: Option<Square>,
    animation: Option<Animation>,
    touch: Option<Touch>,
}

impl BoardUi {
    /// A button went down at `(x, y)` on a board of `size` pixels. Returns what the game did
    /// (a move may be played by pressing on a destination of the selected piece).
    pub fn pointer_down(&mut self, game: &mut BoardState, x: f64, y: f64, size: f64, button: i16) -> ClickOutcome {
        let square = square_at(x, y, size, game.orientation);
        if button == RIGHT_BUTTON {
            self.drawing_from = square;
            // The right button cancels a premove (and draws nothing then).
            if game.cancel_premove() {
                self.drawing_from = None;
                return ClickOutcome::Premove(Premove::None);
            }
            return ClickOutcome::Ignored;
        }
        if button != MAIN_BUTTON {
            return ClickOutcome::Ignored;
        }
        self.marks.clear();
        let Some(square) = square else { return ClickOutcome::Ignored };
        match game.press(square) {
            Press::Done(outcome) => outcome,
            Press::Grab { square, was_selected } => {
                self.held =
                    Some(Held { square, was_selected, start: (x, y), at: (x, y), dragging: false, finger: false });
                ClickOutcome::Selected(square)
            }
        }
    }

    /// The pointer moved. Returns whether the board needs redrawing (a piece is dragged).
    pub fn pointer_move(&mut self, x: f64, y: f64) -> bool {
        let Some(held) = self.held.as_mut() else { return false };
        held.at = (x, y);
        let (dx, dy) = (x - held.start.0, y - held.start.1);
        if !held.dragging && dx * dx + dy * dy > DRAG_START_PX * DRAG_START_PX {
            held.dragging = true;
        }
        held.dragging
    }

    /// A button went up at `(x, y)`. Returns what the game did.
    pub fn pointer_up(&mut self, game: &mut BoardState, x: f64, y: f64, size: f64, button: i16) -> ClickOutcome {
        let square = square_at(x, y, size, game.orientation);
        if button == RIGHT_BUTTON {
            if let (Some(from), Some(to)) = (self.drawing_from.take(), square) {
                self.toggle_mark(Shape { from, to, brush: Brush::Green });
            }
            return ClickOutcome::Ignored;
        }
        let Some(held) = self.held.take() else { return ClickOutcome::Ignored };
        let dragged = held.dragging || square != Some(held.square);
        game.drop_on(held.square, square, dragged, held.was_selected)
    }

    /// A finger came down at `(x, y)` (after [`BoardUi::pointer_down`]): a long press may
    /// follow.
    pub fn touch_down(&mut self, game: &BoardState, x: f64, y: f64, size: f64, now_ms: f64) {
        if let Some(held) = self.held.as_mut() {
            held.finger = true;
        }
        self.touch = square_at(x, y, size, game.orientation).map(|square| Touch {
            square,
            start_ms: now_ms,
            start: (x, y),
            drawing: false,
        });
    }

    /// The finger moved. Once it has stayed still for [`LONG_PRESS_MS`], moving draws an arrow
    /// (the piece it held, if any, is put back); moving sooner is a drag. Returns whether the
    /// press is drawing (the page then skips [`BoardUi::pointer_move`]).
    pub fn touch_move(&mut self, game: &mut BoardState, x: f64, y: f64, now_ms: f64) -> bool {
        let Some(touch) = self.touch.as_mut() else { return false };
        if touch.drawing {
            return true;
        }
        let (dx, dy) = (x - touch.start.0, y - touch.start.1);
        if dx * dx + dy * dy <= DRAG_START_PX * DRAG_START_PX {
            return false;
        }
        if now_ms - touch.start_ms < LONG_PRESS_MS {
            self.touch = None;
            return false;
        }
        touch.drawing = true;
        self.drawing_from = Some(touch.square);
        if self.held.take().is_some() {
            game.deselect();
        }
        true
    }

    /// The finger lifted at `(x, y)`. After a long press it draws (an arrow to the square
    /// under it, or a circle where it stayed) and returns `true`; otherwise the page goes on
    /// with [`BoardUi::pointer_up`].
    pub fn touch_up(&mut self, game: &mut BoardState, x: f64, y: f64, size: f64, now_ms: f64) -> bool {
        let Some(touch) = self.touch.take() else { return false };
        if !touch.drawing && now_ms - touch.start_ms < LONG_PRESS_MS {
            return false;
        }
        if !touch.drawing && self.held.is_some_and(|h| h.dragging) {
            return false;
        }
        if self.held.take().is_some() {
            game.deselect();
        }
        self.drawing_from = None;
        if let Some(to) = square_at(x, y, size, game.orientation) {
            self.toggle_mark(Shape { from: touch.square, to, brush: Brush::Green });
        }
        true
    }

    /// The pointer was lost (a touch turned into a scroll, the window lost focus): the held
    /// piece goes back, still selected.
    pub fn pointer_cancel(&mut self) {
        self.held = None;
        self.drawing_from = None;
        self.touch = None;
    }

    /// True while a piece follows the pointer.
    pub fn is_dragging(&self) -> bool {
        self.held.is_some_and(|h| h.dragging)
    }

    /// The dragged piece, if one is.
    pub fn lifted(&self) -> Option<Lifted> {
        self.held.filter(|h| h.dragging).map(|h| Lifted { square: h.square, x: h.at.0, y: h.at.1, finger: h.finger })
    }

    fn toggle_mark(&mut self, mark: Shape) {
        match self.marks.iter().position(|m| m.from == mark.from && m.to == mark.to) {
            Some(i) => {
                self.marks.remove(i);
            }
            None => self.marks.push(mark),
        }
    }

    /// The player's arrows and circles, then the page's.
    pub fn marks(&self) -> Vec<Shape> {
        self.marks.iter().chain(&self.shown).copied().collect()
    }

    /// Replaces the arrows the page shows (the hint, the review's better move).
    pub fn show(&mut self, marks: Vec<Shape>) {
        self.shown = marks;
    }

    /// Erases every arrow and circle (a move was played, the game changed).
    pub fn clear_marks(&mut self) {
        self.marks.clear();
        self.shown.clear();
    }

    pub fn cursor(&self) -> Option<Square> {
        self.cursor
    }

    /// The board lost the keyboard focus: the cursor is hidden.
    pub fn blur(&mut self) {
        self.cursor = None;
    }

    /// A key pressed while the board has the focus. Returns `None` for a key the board does
    /// not use (the page lets it through), else what the game did.
    pub fn key(&mut self, game: &mut BoardState, key: &str) -> Option<ClickOutcome> {
        let (df, dr): (i8, i8) = match key {
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            // Without the cursor, left and right step through the moves (the page's keys).
            "ArrowLeft" | "ArrowRight" if self.cursor.is_none() => return None,
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "Enter" | " " => {
                let Some(square) = self.cursor else {
                    self.cursor = Some(start_cursor(game));
                    return Some(ClickOutcome::Ignored);
                };
                return Some(game.click(square));
            }
            "Escape" => {
                return Some(if game.cancel_promotion() || game.deselect() {
                    ClickOutcome::Deselected
                } else {
                    ClickOutcome::Ignored
                });
            }
            _ => return None,
        };
        let Some(square) = self.cursor else {
            self.cursor = Some(start_cursor(game));
            return Some(ClickOutcome::Ignored);
        };
        // Seen from Black, up the screen is down the board.
        let (df, dr) = if game.orientation == Color::White { (df, dr) } else { (-df, -dr) };
        let file = (square.index() % 8) as i8 + df;
        let rank = (square.index() / 8) as i8 + dr;
        if (0..8).contains(&file) && (0..8).contains(&rank) {
            self.cursor = Some(Square::new((rank * 8 + file) as u8));
        }
        Some(ClickOutcome::Ignored)
    }

    /// Animates `m` (just played) from now (`now_ms`).
    pub fn animate(&mut self, m: Move, now_ms: f64) {
        self.animation = Some(Animation { m, start_ms: now_ms });
    }

    /// The moving piece at `now_ms`, or `None` once it has arrived.
    pub fn slide(&mut self, now_ms: f64) -> Option<Slide> {
        let a = self.animation?;
        let progress = (now_ms - a.start_ms) / SLIDE_MS;
        if progress >= 1.0 {
            self.animation = None;
            return None;
        }
        Some(Slide { m: a.m, progress: progress.max(0.0) })
    }

    /// Stops any animation (the position changed in another way).
    pub fn stop_animation(&mut self) {
        self.animation = None;
    }
}

/// Where the cursor first appears: the selected piece, else the mover's king side of the
/// board's bottom edge (e2 or e7 seen from the player's side).
fn start_cursor(game: &BoardState) -> Square {
    if let Some(square) = game.selected() {
        return square;
    }
    match game.orientation {
        Color::White => Square::new(12),
        Color::Black => Square::new(52),
    }
}
