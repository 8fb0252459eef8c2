//! Board geometry: which square is under a point, and where a square is drawn.
//!
//! Coordinates are CSS pixels from the board's top-left corner; `size` is the board's side.

use crate::rules::{Color, Square};

/// The square under the point `(x, y)`, or `None` outside the board.
pub fn square_at(x: f64, y: f64, size: f64, orientation: Color) -> Option<Square> {
    // A size of NaN is no board either.
    if size.is_nan() || size <= 0.0 || x < 0.0 || y < 0.0 || x >= size || y >= size {
        return None;
    }
    let col = ((x / size) * 8.0).floor() as u8;
    let row = ((y / size) * 8.0).floor() as u8;
    let (file, rank) = match orientation {
        Color::White => (col, 7 - row),
        Color::Black => (7 - col, row),
    };
    Some(Square::new(rank * 8 + file))
}

/// The top-left corner of `square` as drawn, and the side of one square.
pub fn square_origin(square: Square, size: f64, orientation: Color) -> (f64, f64, f64) {
    let side = size / 8.0;
    let file = square.index() % 8;
    let rank = square.index() / 8;
    let (col, row) = match orientation {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    };
    (col as f64 * side, row as f64 * side, side)
}
