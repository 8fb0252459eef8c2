//! How the teaching view states its numbers: every value, window and evaluation from one point
//! of view, MAX's (the side to move at the root), in one unit.
//!
//! The searches keep values in negamax form ([`Tree`]): a node's value, and its (α, β) window,
//! are for the side to move *at that node*. A class reads a tree more easily when every number
//! is from the same side, so the view converts at display time, always the same way:
//! [`PointOfView::value`] and [`PointOfView::window`] (at a MIN node the value changes sign, and
//! α and β swap and change sign). The chess evaluation explained beside the tree is for the side
//! to move in its own position; [`PointOfView::score`] turns it to MAX's side too.
//!
//! The unit is the game's: centipawns in chess (100 = one pawn), points elsewhere (the leaf
//! values of an abstract tree, tic-tac-toe's 100 − plies for a win, the mouse's score).
//!
//! Some numbers need words: a mate score ([`mate`]), a zero-width window ([`zero_width`]) and
//! a won game of tic-tac-toe ([`tictactoe_win`]).
//!
//! # Examples
//! ```
//! use poda::rules::Color;
//! use poda::teach::point_of_view::{mate, PointOfView, Player};
//!
//! // Black to move at the root: Black is MAX.
//! let pov = PointOfView::chess(Color::Black);
//! assert_eq!(pov.max, Player::Black);
//! // A node at ply 1 (White to move) whose negamax value is −110 is +110 for Black.
//! assert_eq!(PointOfView::value(1, -110), 110);
//! // Its window (−∞, −100) for White is (100, +∞) for Black.
//! assert_eq!(PointOfView::window(1, -1_000_000, -100), (100, 1_000_000));
//! // White's evaluation +35 in a position where White moves is −35 for Black.
//! assert_eq!(pov.chess_score(35, Color::White), -35);
//! // MATE − 3: MAX mates with its 2nd move.
//! let m = mate(poda::engine::search::MATE - 3).unwrap();
//! assert_eq!((m.for_max, m.moves), (true, 2));
//! ```

use super::mouse::{MouseBoard, MouseSide};
use super::tictactoe::{Board, Mark, WIN};
use super::tree::{Tree, INFINITY};
use crate::engine::search::{MATE, MATE_BOUND};
use crate::rules::Color;

/// The unit of the values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Chess: hundredths of a pawn.
    Centipawns,
    /// The other games: the points their rules give.
    Points,
}

/// Who a side is, by the game's own name for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    White,
    Black,
    X,
    O,
    Mouse,
    Cats,
    /// An abstract tree's first player, who has no other name.
    Max,
    /// Its second.
    Min,
}

/// The side to move at a node of the tree: MAX (the root's, at even plies) or MIN.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaxMin {
    Max,
    Min,
}

impl MaxMin {
    /// The other side.
    pub const fn other(self) -> MaxMin {
        match self {
            MaxMin::Max => MaxMin::Min,
            MaxMin::Min => MaxMin::Max,
        }
    }

    /// The side to move at `ply` plies from the root.
    pub const fn at_ply(ply: u32) -> MaxMin {
        if ply.is_multiple_of(2) {
            MaxMin::Max
        } else {
            MaxMin::Min
        }
    }
}

/// Whose side the numbers are on, and in what unit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PointOfView {
    /// The player who is MAX: the one to move at the root.
    pub max: Player,
    /// The other, MIN.
    pub min: Player,
    pub unit: Unit,
}

impl PointOfView {
    /// Chess, with `root_turn` to move at the root.
    pub fn chess(root_turn: Color) -> PointOfView {
        let (max, min) = match root_turn {
            Color::White => (Player::White, Player::Black),
            Color::Black => (Player::Black, Player::White),
        };
        PointOfView { max, min, unit: Unit::Centipawns }
    }

    /// Tic-tac-toe from `root`.
    pub fn tictactoe(root: &Board) -> PointOfView {
        let (max, min) = match root.turn() {
            Mark::X => (Player::X, Player::O),
            Mark::O => (Player::O, Player::X),
        };
        PointOfView { max, min, unit: Unit::Points }
    }

    /// The mouse and the cats from `root`.
    pub fn mouse(root: &MouseBoard) -> PointOfView {
        let (max, min) = match root.turn() {
            MouseSide::Mouse => (Player::Mouse, Player::Cats),
            MouseSide::Cats => (Player::Cats, Player::Mouse),
        };
        PointOfView { max, min, unit: Unit::Points }
    }

    /// An abstract tree: its leaf values are already MAX's.
    pub fn abstract_tree() -> PointOfView {
        PointOfView { max: Player::Max, min: Player::Min, unit: Unit::Points }
    }

    /// The player to move at a node `ply` plies below the root.
    pub fn to_move(&self, ply: u32) -> Player {
        if ply.is_multiple_of(2) {
            self.max
        } else {
            self.min
        }
    }

    /// A node's negamax value (for the side to move at `ply`) from MAX's side.
    pub fn value(ply: u32, negamax: i32) -> i32 {
        Tree::max_value(ply, negamax)
    }

    /// A node's negamax window (α, β) at `ply` from MAX's side: at a MIN node the bounds swap
    /// and change sign (the window stays as wide).
    pub fn window(ply: u32, alpha: i32, beta: i32) -> (i32, i32) {
        let view = Tree::max_view(ply, alpha, beta);
        (view.alpha, view.beta)
    }

    /// A score for the side to move in some position (`mover`: MAX or MIN) from MAX's side.
    pub fn score(score: i32, mover: MaxMin) -> i32 {
        match mover {
            MaxMin::Max => score,
            MaxMin::Min => -score,
        }
    }

    /// A chess evaluation for `mover`, the side to move in its position, from MAX's side.
    pub fn chess_score(&self, score: i32, mover: Color) -> i32 {
        let mover = if mover == Color::White { Player::White } else { Player::Black };
        PointOfView::score(score, if mover == self.max { MaxMin::Max } else { MaxMin::Min })
    }
}

/// A mate score, read: who mates, and with which of their moves counted from the root.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Mate {
    /// MAX mates (else MAX is mated).
    pub for_max: bool,
    /// The mating side's moves from the root to the mate, the mating move included.
    pub moves: i32,
}

/// Reads a chess value from MAX's side as a mate score, if it is one. Mates are scored
/// `MATE − plies`, the plies counted from the root to the mate, so a quicker mate is worth more.
pub fn mate(value: i32) -> Option<Mate> {
    let a = value.abs();
    if !(MATE_BOUND..INFINITY).contains(&a) {
        return None;
    }
    let plies = MATE - a;
    Some(Mate { for_max: value > 0, moves: (plies + 1) / 2 })
}

/// A zero-width window: no value lies strictly between α and β, so a search with it only learns
/// whether the value is above α (at least β) or not (at most α). The same from either side.
pub fn zero_width(alpha: i32, beta: i32) -> bool {
    i64::from(beta) - i64::from(alpha) == 1
}

/// A won game of tic-tac-toe, read from a value from MAX's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Win {
    /// MAX wins (else MIN does).
    pub for_max: bool,
    /// Plies (moves of either side) from the root to the winning move, included.
    pub plies: u32,
}

/// Reads a tic-tac-toe value from MAX's side as a win, if it is one: a win is worth
/// [`WIN`] − plies (99 when the first move wins), a loss the same negated. Evaluations at a
/// horizon (open lines) are never that large.
pub fn tictactoe_win(value: i32) -> Option<Win> {
    let plies = WIN - value.abs();
    (1..=9).contains(&plies).then_some(Win { for_max: value > 0, plies: plies as u32 })
}
