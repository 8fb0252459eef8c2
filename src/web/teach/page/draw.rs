//! Canvas drawings of the teaching view: the tic-tac-toe board, and arrows along a line of
//! moves on the chess board. (The abstract game tree is an SVG picture: `tree_frame`.)

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::rules::{Color, Square};
use crate::teach::tictactoe::{Board, Mark};
use crate::web::board::geometry::square_origin;
use crate::web::board::render::arrow;

const INK: &str = "#23211d";
const MUTED: &str = "#b7b0a2";

/// Draws a tic-tac-toe board filling `size` CSS pixels; `highlight` is a cell to mark (the
/// move of the selected node).
pub fn draw_tictactoe(ctx: &CanvasRenderingContext2d, board: &Board, size: f64, highlight: Option<usize>) {
    ctx.set_fill_style_str("#fbf8f1");
    ctx.fill_rect(0.0, 0.0, size, size);
    let cell = size / 3.0;
    if let Some(h) = highlight {
        ctx.set_fill_style_str("rgba(205, 210, 60, 0.45)");
        ctx.fill_rect((h % 3) as f64 * cell, (h / 3) as f64 * cell, cell, cell);
    }
    ctx.set_stroke_style_str(INK);
    ctx.set_line_width((size / 80.0).max(2.0));
    ctx.set_line_cap("round");
    for i in 1..3 {
        let p = f64::from(i) * cell;
        ctx.begin_path();
        ctx.move_to(p, cell * 0.08);
        ctx.line_to(p, size - cell * 0.08);
        ctx.move_to(cell * 0.08, p);
        ctx.line_to(size - cell * 0.08, p);
        ctx.stroke();
    }
    ctx.set_line_width((size / 40.0).max(3.0));
    for i in 0..9 {
        let (x, y) = ((i % 3) as f64 * cell, (i / 3) as f64 * cell);
        let pad = cell * 0.24;
        match board.cell(i) {
            Some(Mark::X) => {
                ctx.set_stroke_style_str("#2f5d8a");
                ctx.begin_path();
                ctx.move_to(x + pad, y + pad);
                ctx.line_to(x + cell - pad, y + cell - pad);
                ctx.move_to(x + cell - pad, y + pad);
                ctx.line_to(x + pad, y + cell - pad);
                ctx.stroke();
            }
            Some(Mark::O) => {
                ctx.set_stroke_style_str("#b5452b");
                ctx.begin_path();
                let _ = ctx.arc(x + cell / 2.0, y + cell / 2.0, cell / 2.0 - pad, 0.0, 2.0 * PI);
                ctx.stroke();
            }
            None => {}
        }
    }
    // Cell names in the corner, like a chess board's coordinates.
    ctx.set_fill_style_str(MUTED);
    ctx.set_font(&format!("{}px system-ui, sans-serif", (cell * 0.12).round()));
    ctx.set_text_align("left");
    ctx.set_text_baseline("top");
    for i in 0..9 {
        let (x, y) = ((i % 3) as f64 * cell, (i / 3) as f64 * cell);
        let _ = ctx.fill_text(&Board::cell_name(i), x + cell * 0.05, y + cell * 0.04);
    }
}

/// The cell under a point of a tic-tac-toe board drawn `size` pixels wide.
pub fn cell_at(x: f64, y: f64, size: f64) -> Option<usize> {
    // Written so that a NaN size is refused too.
    #[allow(clippy::neg_cmp_op_on_partial_ord)]
    let bad_size = !(size > 0.0);
    if bad_size || x < 0.0 || y < 0.0 || x >= size || y >= size {
        return None;
    }
    let col = (x / size * 3.0).floor() as usize;
    let row = (y / size * 3.0).floor() as usize;
    Some(row * 3 + col)
}

/// Arrows for a line of moves on the chess board: the first move boldest, later ones fainter,
/// the side to move at the root in green, the other in orange.
pub fn draw_arrows(ctx: &CanvasRenderingContext2d, moves: &[(Square, Square)], size: f64, orientation: Color) {
    let count = moves.len().max(1) as f64;
    for (i, &(from, to)) in moves.iter().enumerate() {
        let (fx, fy, side) = square_origin(from, size, orientation);
        let (tx, ty, _) = square_origin(to, size, orientation);
        let (x0, y0) = (fx + side / 2.0, fy + side / 2.0);
        let (x1, y1) = (tx + side / 2.0, ty + side / 2.0);
        let alpha = 0.85 - 0.45 * (i as f64 / count);
        let colour = if i.is_multiple_of(2) {
            format!("rgba(21, 120, 27, {alpha:.2})")
        } else {
            format!("rgba(200, 90, 10, {alpha:.2})")
        };
        let (ex, ey) = arrow(ctx, (x0, y0), (x1, y1), side, &colour);
        // The move number along the line.
        ctx.set_fill_style_str("#ffffff");
        ctx.set_font(&format!("700 {}px system-ui, sans-serif", (side * 0.22).round()));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        let _ = ctx.fill_text(&(i + 1).to_string(), (x0 + ex) / 2.0, (y0 + ey) / 2.0);
    }
}
