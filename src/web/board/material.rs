//! The material beside each player, as chess sites show it: the pieces each side has captured
//! in the game so far, and how many points it is ahead (pawn 1, knight and bishop 3, rook 5,
//! queen 9; a promoted pawn counts as its new piece).
//!
//! The captures are read from the game's positions one move after the other, so a game from
//! any FEN shows what was taken in it, not what is missing from a full set.

use crate::rules::{Color, Position, Role};

/// The pieces each side took and the points between them, at one moment of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Material {
    /// What White took and what Black took (indexed by [`Color::index`]), pawns first and
    /// each kind together, as they are drawn.
    captured: [Vec<Role>; 2],
    /// White's points minus Black's, on the board.
    balance: i32,
}

/// The points a piece is worth to a player reading the material.
pub fn points(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

fn count(pos: &Position, color: Color, role: Role) -> u32 {
    pos.pieces(color, role).count()
}

impl Material {
    /// The material after the last of `positions` (a game's positions, its start first).
    pub fn of(positions: &[Position]) -> Material {
        let mut taken = [[0u32; 6]; 2];
        for pair in positions.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            let mover = before.turn();
            // The side not moving can only lose pieces: what it has fewer of was taken.
            for role in Role::ALL {
                taken[mover.index()][role.index()] +=
                    count(before, !mover, role).saturating_sub(count(after, !mover, role));
            }
        }
        // Listed in `Role::ALL`'s order, pawns first.
        let captured = taken.map(|counts| {
            Role::ALL.iter().flat_map(|&role| std::iter::repeat_n(role, counts[role.index()] as usize)).collect()
        });
        let balance = positions.last().map_or(0, |pos| {
            Role::ALL
                .iter()
                .map(|&r| points(r) * (count(pos, Color::White, r) as i32 - count(pos, Color::Black, r) as i32))
                .sum()
        });
        Material { captured, balance }
    }

    /// The pieces `side` has captured, pawns first.
    pub fn captured_by(&self, side: Color) -> &[Role] {
        &self.captured[side.index()]
    }

    /// How many points `side` is ahead on the board (0 when it is not ahead).
    pub fn lead(&self, side: Color) -> u32 {
        (side.sign() * self.balance).max(0) as u32
    }
}
