//! Draws one frame of the board from a [`Game`]: squares, coordinates, last move, check,
//! selection, legal destinations and pieces. Stateless: call it after every change.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::rules::{Color, Role, Square};

use super::input::square_origin;
use super::pieces::draw_piece;
use super::state::Game;

pub const LIGHT: &str = "#ecdab9";
pub const DARK: &str = "#ae8a68";
const LAST_MOVE: &str = "rgba(205, 210, 60, 0.55)";
const SELECTED: &str = "rgba(20, 85, 30, 0.45)";
const DESTINATION: &str = "rgba(20, 85, 30, 0.42)";

fn is_light(square: Square) -> bool {
    (square.index() % 8 + square.index() / 8) % 2 == 1
}

/// Draws the board, `size` CSS pixels square, at the context's origin.
pub fn draw(ctx: &CanvasRenderingContext2d, game: &Game, size: f64) {
    let orientation = game.orientation;
    let pos = game.position();

    for index in 0..64u8 {
        let square = Square::new(index);
        let (x, y, side) = square_origin(square, size, orientation);
        ctx.set_fill_style_str(if is_light(square) { LIGHT } else { DARK });
        ctx.fill_rect(x, y, side, side);
    }

    if let Some(m) = game.last_move() {
        for square in [m.from(), m.to()] {
            let (x, y, side) = square_origin(square, size, orientation);
            ctx.set_fill_style_str(LAST_MOVE);
            ctx.fill_rect(x, y, side, side);
        }
    }

    if let Some(square) = game.selected() {
        let (x, y, side) = square_origin(square, size, orientation);
        ctx.set_fill_style_str(SELECTED);
        ctx.fill_rect(x, y, side, side);
    }

    if pos.is_check() {
        let turn = pos.turn();
        let king = (0..64u8)
            .map(Square::new)
            .find(|&s| pos.piece_at(s).is_some_and(|p| p.role == Role::King && p.color == turn));
        if let Some(square) = king {
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
    }

    draw_coordinates(ctx, size, orientation);

    for index in 0..64u8 {
        let square = Square::new(index);
        if let Some(piece) = pos.piece_at(square) {
            let (x, y, side) = square_origin(square, size, orientation);
            draw_piece(ctx, piece.color, piece.role, x, y, side);
        }
    }

    for square in game.destinations() {
        let (x, y, side) = square_origin(square, size, orientation);
        let (cx, cy) = (x + side / 2.0, y + side / 2.0);
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
}

/// File letters along the bottom edge and rank numbers along the left edge, in the colour of
/// the other kind of square so they read on both.
fn draw_coordinates(ctx: &CanvasRenderingContext2d, size: f64, orientation: Color) {
    let side = size / 8.0;
    ctx.set_font(&format!("600 {}px system-ui, sans-serif", (side * 0.19).round()));
    for i in 0..8u8 {
        // Bottom row, left to right.
        let file = if orientation == Color::White { i } else { 7 - i };
        let bottom = if orientation == Color::White { 0 } else { 7 };
        let square = Square::new(bottom * 8 + file);
        ctx.set_fill_style_str(if is_light(square) { DARK } else { LIGHT });
        ctx.set_text_align("right");
        ctx.set_text_baseline("bottom");
        let letter = char::from(b'a' + file).to_string();
        let _ = ctx.fill_text(&letter, f64::from(i + 1) * side - side * 0.06, size - side * 0.03);

        // Left column, top to bottom.
        let rank = if orientation == Color::White { 7 - i } else { i };
        let left = if orientation == Color::White { 0 } else { 7 };
        let square = Square::new(rank * 8 + left);
        ctx.set_fill_style_str(if is_light(square) { DARK } else { LIGHT });
        ctx.set_text_align("left");
        ctx.set_text_baseline("top");
        let _ = ctx.fill_text(&(rank + 1).to_string(), side * 0.05, f64::from(i) * side + side * 0.04);
    }
}
