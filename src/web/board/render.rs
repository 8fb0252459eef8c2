//! Draws one frame of the board from a [`Scene`]: squares, coordinates, last move, check,
//! selection, legal destinations, pieces, the piece being dragged (above the others), a moving
//! piece, arrows and circles, and the keyboard cursor, in the player's [`Look`] (set once at
//! start and at each change with [`set_look`]). Otherwise stateless: call it after every change.

use std::cell::Cell;
use std::f64::consts::PI;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::rules::{Color, Move, MoveKind, Position, Role, Square};

use super::board_ui::Lifted;
use super::geometry::{square_at, square_origin};
use super::look::Look;
pub use super::marks::{Brush, Shape, Slide};
use super::pieces::draw_piece;
use super::state::{BoardState, Premove};

const LAST_MOVE: &str = "rgba(205, 210, 60, 0.55)";
const SELECTED: &str = "rgba(20, 85, 30, 0.45)";
const DESTINATION: &str = "rgba(20, 85, 30, 0.42)";
const CURSOR: &str = "rgba(30, 90, 200, 0.9)";
const PREMOVE: &str = "rgba(40, 60, 190, 0.45)";
/// Round the square under a finger that drags a piece.
const FINGER_RING: &str = "rgba(20, 20, 20, 0.18)";

thread_local! {
    static LOOK: Cell<Look> = Cell::new(Look::default());
}

/// Draws every later frame (and piece) in `look`.
pub fn set_look(look: Look) {
    LOOK.with(|l| l.set(look));
}

/// The look the board is drawn in.
pub fn look() -> Look {
    LOOK.with(Cell::get)
}

/// Everything one frame shows.
pub struct Scene<'a> {
    pub position: &'a Position,
    pub orientation: Color,
    pub last_move: Option<Move>,
    pub selected: Option<Square>,
    pub destinations: Vec<Square>,
    /// The piece being dragged: its square and the pointer (CSS pixels on the board).
    pub lifted: Option<Lifted>,
    pub slide: Option<Slide>,
    pub marks: &'a [Shape],
    pub cursor: Option<Square>,
    /// The squares of the premove set up while the computer thinks.
    pub premove: Premove,
}

impl<'a> Scene<'a> {
    /// The game's position on the board (the current one, or an earlier one being viewed),
    /// with nothing over it.
    pub fn of(game: &'a BoardState) -> Scene<'a> {
        Scene {
            position: game.shown_position(),
            orientation: game.orientation,
            last_move: game.shown_last_move(),
            selected: game.selected(),
            destinations: game.destinations(),
            lifted: None,
            slide: None,
            marks: &[],
            cursor: None,
            premove: game.premove(),
        }
    }
}

fn centre(square: Square, size: f64, orientation: Color) -> (f64, f64) {
    let (x, y, side) = square_origin(square, size, orientation);
    (x + side / 2.0, y + side / 2.0)
}

/// Draws the game's board as it stands, `size` CSS pixels square (the teaching view's board).
pub fn draw_game(ctx: &CanvasRenderingContext2d, game: &BoardState, size: f64) {
    draw(ctx, &Scene::of(game), size);
}

/// Draws `scene`, `size` CSS pixels square, at the context's origin.
pub fn draw(ctx: &CanvasRenderingContext2d, scene: &Scene, size: f64) {
    let orientation = scene.orientation;
    let pos = scene.position;
    let look = look();
    let set = look.pieces;
    let (light, dark) = look.board.squares();

    for index in 0..64u8 {
        let square = Square::new(index);
        let (x, y, side) = square_origin(square, size, orientation);
        ctx.set_fill_style_str(if square.is_light() { light } else { dark });
        ctx.fill_rect(x, y, side, side);
    }

    if let Some(m) = scene.last_move {
        for square in [m.from(), m.to()] {
            let (x, y, side) = square_origin(square, size, orientation);
            ctx.set_fill_style_str(LAST_MOVE);
            ctx.fill_rect(x, y, side, side);
        }
    }

    if let Some(square) = scene.selected {
        let (x, y, side) = square_origin(square, size, orientation);
        ctx.set_fill_style_str(SELECTED);
        ctx.fill_rect(x, y, side, side);
    }

    let premove = match scene.premove {
        Premove::None => [None, None],
        Premove::From(from) => [Some(from), None],
        Premove::Set { from, to } => [Some(from), Some(to)],
    };
    for square in premove.into_iter().flatten() {
        let (x, y, side) = square_origin(square, size, orientation);
        ctx.set_fill_style_str(PREMOVE);
        ctx.fill_rect(x, y, side, side);
    }

    if pos.is_check() {
        let square = pos.king(pos.turn());
        let (x, y, side) = square_origin(square, size, orientation);
        let (cx, cy) = (x + side / 2.0, y + side / 2.0);
        if let Ok(gradient) = ctx.create_radial_gradient(cx, cy, 0.0, cx, cy, side * 0.62) {
            let _ = gradient.add_color_stop(0.0, "rgba(255, 0, 0, 1)");
            let _ = gradient.add_color_stop(0.3, "rgba(231, 0, 0, 1)");
            let _ = gradient.add_color_stop(0.7, "rgba(169, 0, 0, 0)");
            ctx.set_fill_style_canvas_gradient(&gradient);
            ctx.fill_rect(x, y, side, side);
        }
    }

    if look.coordinates {
        draw_coordinates(ctx, size, orientation, (light, dark));
    }

    // A sliding piece is drawn on its way; a castling rook jumps.
    let sliding = scene.slide.filter(|s| s.progress < 1.0);
    let lifted = scene.lifted.map(|l| l.square);
    for index in 0..64u8 {
        let square = Square::new(index);
        let Some(piece) = pos.piece_at(square) else { continue };
        if sliding.is_some_and(|s| s.m.to() == square) {
            continue;
        }
        let (x, y, side) = square_origin(square, size, orientation);
        if lifted == Some(square) {
            // The dragged piece's ghost stays on its square.
            ctx.set_global_alpha(0.3);
            draw_piece(ctx, set, piece.color, piece.role, x, y, side);
            ctx.set_global_alpha(1.0);
        } else {
            draw_piece(ctx, set, piece.color, piece.role, x, y, side);
        }
    }
    if let Some(slide) = sliding {
        if let Some(piece) = pos.piece_at(slide.m.to()) {
            // Ease out: fast at first, gentle at the end.
            let t = 1.0 - (1.0 - slide.progress.clamp(0.0, 1.0)).powi(3);
            let (fx, fy, side) = square_origin(slide.m.from(), size, orientation);
            let (tx, ty, _) = square_origin(slide.m.to(), size, orientation);
            let role = match slide.m.kind() {
                MoveKind::Promotion(_) if t < 1.0 => Role::Pawn,
                _ => piece.role,
            };
            draw_piece(ctx, set, piece.color, role, fx + (tx - fx) * t, fy + (ty - fy) * t, side);
        }
    }

    for &square in &scene.destinations {
        let (cx, cy) = centre(square, size, orientation);
        let side = size / 8.0;
        ctx.begin_path();
        if pos.piece_at(square).is_some() {
            // A ring around a piece that can be taken.
            ctx.set_stroke_style_str(DESTINATION);
            ctx.set_line_width(side * 0.08);
            let _ = ctx.arc(cx, cy, side * 0.44, 0.0, 2.0 * PI);
            ctx.stroke();
        } else {
            ctx.set_fill_style_str(DESTINATION);
            let _ = ctx.arc(cx, cy, side * 0.15, 0.0, 2.0 * PI);
            ctx.fill();
        }
    }

    for mark in scene.marks {
        draw_mark(ctx, mark, size, orientation);
    }

    if let Some(square) = scene.cursor {
        let (x, y, side) = square_origin(square, size, orientation);
        ctx.set_stroke_style_str(CURSOR);
        ctx.set_line_width((side * 0.06).max(2.0));
        let inset = side * 0.03;
        ctx.stroke_rect(x + inset, y + inset, side - 2.0 * inset, side - 2.0 * inset);
    }

    // The dragged piece above everything: centred under a mouse; held by a finger, half as
    // large again and above it, with a ring round the square under the finger (which hides it).
    if let Some(lifted) = scene.lifted {
        if let Some(piece) = pos.piece_at(lifted.square) {
            let side = size / 8.0;
            let (grow, rise) = if lifted.finger { (1.5, side) } else { (1.0, 0.0) };
            if lifted.finger {
                if let Some(under) = square_at(lifted.x, lifted.y, size, orientation) {
                    let (cx, cy) = centre(under, size, orientation);
                    ctx.set_fill_style_str(FINGER_RING);
                    ctx.begin_path();
                    let _ = ctx.arc(cx, cy, side * 0.95, 0.0, 2.0 * PI);
                    ctx.fill();
                }
            }
            let s = side * grow;
            draw_piece(ctx, set, piece.color, piece.role, lifted.x - s / 2.0, lifted.y - rise - s / 2.0, s);
        }
    }
}

/// An arrow (shaft and head, ending short of the target's centre) or a circle.
fn draw_mark(ctx: &CanvasRenderingContext2d, mark: &Shape, size: f64, orientation: Color) {
    let side = size / 8.0;
    let (x0, y0) = centre(mark.from, size, orientation);
    ctx.set_stroke_style_str(mark.brush.colour());
    ctx.set_fill_style_str(mark.brush.colour());
    if mark.from == mark.to {
        ctx.set_line_width(side * 0.07);
        ctx.begin_path();
        let _ = ctx.arc(x0, y0, side * 0.45, 0.0, 2.0 * PI);
        ctx.stroke();
        return;
    }
    let to = centre(mark.to, size, orientation);
    arrow(ctx, (x0, y0), to, side, mark.brush.colour());
}

/// Sizes `canvas`'s backing store to its CSS `width` (a [`CanvasWidth`]'s) times `ratio` (the
/// device's pixels per CSS pixel, so lines stay sharp) and scales `ctx` to draw in CSS pixels.
/// Returns the CSS width (at least 64). The play page's board and the teaching view's board
/// share it.
pub fn fit_to(canvas: &HtmlCanvasElement, ctx: &CanvasRenderingContext2d, ratio: f64, width: i32) -> f64 {
    let css = f64::from(width.max(64));
    let backing = (css * ratio).round() as u32;
    if canvas.width() != backing || canvas.height() != backing {
        canvas.set_width(backing);
        canvas.set_height(backing);
    }
    let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
    css
}

/// A canvas's CSS width (`clientWidth`, and its height beside it), kept up to date by a
/// `ResizeObserver`. Drawing then never asks the page for its layout: a read of `clientWidth`
/// after a change to the page (a click that takes a move back writes the move list, the status,
/// the buttons) lays the whole page out at once, inside the click's task, and again when the
/// frame is drawn. The observer reads the size when the page has just been laid out, where it
/// costs nothing; it first does so in the frame after `watch`, before that frame is painted.
#[derive(Clone, Default)]
pub struct CanvasWidth(Rc<Cell<(i32, i32)>>);

impl CanvasWidth {
    /// Watches `canvas` for as long as the page lives; `on_change` runs after each change of
    /// its width or height (to redraw it at the new size).
    pub fn watch(&self, canvas: &HtmlCanvasElement, on_change: impl Fn() + 'static) -> Result<(), JsValue> {
        let (size, watched) = (self.0.clone(), canvas.clone());
        let observed = Closure::<dyn FnMut()>::new(move || {
            let now = (watched.client_width(), watched.client_height());
            if size.replace(now) != now {
                on_change();
            }
        });
        web_sys::ResizeObserver::new(observed.as_ref().unchecked_ref())?.observe(canvas);
        observed.forget();
        Ok(())
    }

    /// The width last observed; `clientWidth` before the first observation.
    pub fn get(&self, canvas: &HtmlCanvasElement) -> i32 {
        self.known().unwrap_or_else(|| canvas.client_width())
    }

    /// The width and height last observed; `None` before the first observation (which draws).
    pub fn known_size(&self) -> Option<(i32, i32)> {
        Some(self.0.get()).filter(|&(width, _)| width != 0)
    }

    /// The width last observed; `None` before the first observation.
    pub fn known(&self) -> Option<i32> {
        self.known_size().map(|(width, _)| width)
    }
}

/// Draws an arrow from `from` to `to` (canvas points) in `colour`, sized for squares of side
/// `side`: the board's arrows and the teaching view's lines share it. Returns where the shaft
/// meets the head.
pub fn arrow(ctx: &CanvasRenderingContext2d, from: (f64, f64), to: (f64, f64), side: f64, colour: &str) -> (f64, f64) {
    let ((x0, y0), (x1, y1)) = (from, to);
    let (dx, dy) = (x1 - x0, y1 - y0);
    let length = (dx * dx + dy * dy).sqrt().max(f64::EPSILON);
    let (ux, uy) = (dx / length, dy / length);
    let head = side * 0.42;
    let (bx, by) = (x1 - ux * head, y1 - uy * head);
    ctx.set_stroke_style_str(colour);
    ctx.set_fill_style_str(colour);
    ctx.set_line_width(side * 0.16);
    ctx.set_line_cap("butt");
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(bx, by);
    ctx.stroke();
    let half = side * 0.25;
    ctx.begin_path();
    ctx.move_to(x1, y1);
    ctx.line_to(bx - uy * half, by + ux * half);
    ctx.line_to(bx + uy * half, by - ux * half);
    ctx.close_path();
    ctx.fill();
    (bx, by)
}

/// File letters along the bottom edge and rank numbers along the left edge, in the colour of
/// the other kind of square so they read on both.
fn draw_coordinates(ctx: &CanvasRenderingContext2d, size: f64, orientation: Color, (light, dark): (&str, &str)) {
    let side = size / 8.0;
    ctx.set_font(&format!("600 {}px system-ui, sans-serif", (side * 0.19).round() as i32));
    for i in 0..8u8 {
        // Bottom row, left to right.
        let file = if orientation == Color::White { i } else { 7 - i };
        let bottom = if orientation == Color::White { 0 } else { 7 };
        let square = Square::new(bottom * 8 + file);
        ctx.set_fill_style_str(if square.is_light() { dark } else { light });
        ctx.set_text_align("right");
        ctx.set_text_baseline("bottom");
        let letter = char::from(b'a' + file).to_string();
        let _ = ctx.fill_text(&letter, f64::from(i + 1) * side - side * 0.06, size - side * 0.03);

        // Left column, top to bottom.
        let rank = if orientation == Color::White { 7 - i } else { i };
        let left = if orientation == Color::White { 0 } else { 7 };
        let square = Square::new(rank * 8 + left);
        ctx.set_fill_style_str(if square.is_light() { dark } else { light });
        ctx.set_text_align("left");
        ctx.set_text_baseline("top");
        let _ = ctx.fill_text(&(rank + 1).to_string(), side * 0.05, f64::from(i) * side + side * 0.04);
    }
}
