//! The board of the mouse and the cats on a canvas: eight by eight, the game on the dark
//! squares, the mouse as a light round face with round ears, the cats as dark faces with
//! pointed ears; the last move, the picked-up piece and its squares marked; coordinates in
//! the corners as on the chess board. The top row is the cats' starting row.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::teach::mouse::{file_of, is_dark, row_of, square_name, MouseBoard, MouseMove, MouseSide, SIZE};

const LIGHT: &str = "#efe4cf";
const DARK: &str = "#8f6f52";
const LAST: &str = "rgba(205, 210, 60, 0.55)";
const SELECTED: &str = "rgba(40, 140, 60, 0.55)";
const TARGET: &str = "rgba(40, 140, 60, 0.7)";

/// What to mark besides the pieces.
pub struct Marks<'a> {
    pub last: Option<MouseMove>,
    pub selected: Option<u8>,
    pub targets: &'a [u8],
}

/// The top left corner of `square` on a board `size` pixels wide, and the squares' side.
fn origin(square: u8, size: f64) -> (f64, f64, f64) {
    let side = size / f64::from(SIZE);
    (f64::from(file_of(square)) * side, f64::from(SIZE - 1 - row_of(square)) * side, side)
}

/// Draws `board` filling `size` CSS pixels.
pub fn draw_mouse_board(ctx: &CanvasRenderingContext2d, board: &MouseBoard, size: f64, marks: &Marks) {
    for square in 0..SIZE * SIZE {
        let (x, y, side) = origin(square, size);
        ctx.set_fill_style_str(if is_dark(square) { DARK } else { LIGHT });
        ctx.fill_rect(x, y, side, side);
        let marked = marks.last.is_some_and(|m| m.from == square || m.to == square);
        if marked || marks.selected == Some(square) {
            ctx.set_fill_style_str(if marked { LAST } else { SELECTED });
            ctx.fill_rect(x, y, side, side);
        }
    }
    for square in 0..SIZE * SIZE {
        let (x, y, side) = origin(square, size);
        let (cx, cy) = (x + side / 2.0, y + side / 2.0);
        match board.piece(square) {
            Some(MouseSide::Mouse) => draw_mouse(ctx, cx, cy, side),
            Some(MouseSide::Cats) => draw_cat(ctx, cx, cy, side),
            None => {}
        }
        if marks.targets.contains(&square) {
            ctx.set_fill_style_str(TARGET);
            dot(ctx, cx, cy, side * 0.14);
        }
    }
    // Coordinates: the files along the bottom row, the rows along the left column.
    ctx.set_font(&format!("600 {}px system-ui, sans-serif", (size / 8.0 * 0.17).round()));
    ctx.set_text_baseline("top");
    ctx.set_text_align("left");
    for square in 0..SIZE * SIZE {
        let (file, row) = (file_of(square), row_of(square));
        if file != 0 && row != 0 {
            continue;
        }
        let (x, y, side) = origin(square, size);
        ctx.set_fill_style_str(if is_dark(square) { LIGHT } else { DARK });
        let name = square_name(square);
        let text = match (file, row) {
            (0, 0) => name,
            (0, _) => name[1..].to_string(),
            _ => name[..1].to_string(),
        };
        let _ = ctx.fill_text(&text, x + side * 0.05, y + side * 0.04);
    }
}

fn disc(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    ctx.begin_path();
    let _ = ctx.arc(x, y, r, 0.0, 2.0 * PI);
    ctx.fill();
    ctx.stroke();
}

/// The mouse: a light face, two round ears, dark eyes and a pink nose.
fn draw_mouse(ctx: &CanvasRenderingContext2d, cx: f64, cy: f64, side: f64) {
    let r = side * 0.27;
    ctx.set_line_width((side / 28.0).max(1.0));
    ctx.set_stroke_style_str("#4a4038");
    ctx.set_fill_style_str("#e9e4dc");
    disc(ctx, cx - r * 0.85, cy - r * 0.75, r * 0.55);
    disc(ctx, cx + r * 0.85, cy - r * 0.75, r * 0.55);
    ctx.set_fill_style_str("#f4b6c2");
    dot(ctx, cx - r * 0.85, cy - r * 0.75, r * 0.3);
    dot(ctx, cx + r * 0.85, cy - r * 0.75, r * 0.3);
    ctx.set_fill_style_str("#e9e4dc");
    disc(ctx, cx, cy + r * 0.1, r);
    face(ctx, cx, cy + r * 0.1, r, "#2b2522", "#e57a92");
}

/// A cat: a dark face, two pointed ears, yellow eyes.
fn draw_cat(ctx: &CanvasRenderingContext2d, cx: f64, cy: f64, side: f64) {
    let r = side * 0.3;
    ctx.set_line_width((side / 28.0).max(1.0));
    ctx.set_stroke_style_str("#111111");
    ctx.set_fill_style_str("#3b3633");
    ctx.begin_path();
    for dir in [-1.0, 1.0] {
        ctx.move_to(cx + dir * r * 0.95, cy - r * 0.05);
        ctx.line_to(cx + dir * r * 0.8, cy - r * 1.15);
        ctx.line_to(cx + dir * r * 0.2, cy - r * 0.75);
        ctx.close_path();
    }
    ctx.fill();
    ctx.stroke();
    disc(ctx, cx, cy + r * 0.1, r);
    face(ctx, cx, cy + r * 0.1, r, "#f2c53d", "#d98c9c");
}

fn face(ctx: &CanvasRenderingContext2d, cx: f64, cy: f64, r: f64, eyes: &str, nose: &str) {
    ctx.set_fill_style_str(eyes);
    dot(ctx, cx - r * 0.38, cy - r * 0.2, r * 0.15);
    dot(ctx, cx + r * 0.38, cy - r * 0.2, r * 0.15);
    ctx.set_fill_style_str(nose);
    dot(ctx, cx, cy + r * 0.25, r * 0.13);
}

/// A filled circle, no outline.
fn dot(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    ctx.begin_path();
    let _ = ctx.arc(x, y, r, 0.0, 2.0 * PI);
    ctx.fill();
}
