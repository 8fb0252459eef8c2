//! What is drawn over the pieces: the arrows and circles of the player, the hint and the
//! review, and the piece sliding to its square.

use crate::rules::{Move, Square};

/// The colour of an arrow or a circle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Brush {
    /// Drawn by the player (right button).
    Green,
    /// The engine's hint.
    Blue,
    /// The better move shown by the review.
    Red,
}

impl Brush {
    /// Its CSS colour.
    pub fn colour(self) -> &'static str {
        match self {
            Brush::Green => "rgba(21, 120, 27, 0.8)",
            Brush::Blue => "rgba(0, 48, 136, 0.8)",
            Brush::Red => "rgba(190, 30, 30, 0.8)",
        }
    }
}

/// An arrow from one square to another, or a circle when both are the same square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub from: Square,
    pub to: Square,
    pub brush: Brush,
}

/// A piece on its way from one square to another (the move just played), `progress` from 0
/// (at the origin) to 1 (arrived).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slide {
    pub m: Move,
    pub progress: f64,
}
