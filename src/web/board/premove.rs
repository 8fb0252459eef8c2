//! The premove: a move the player sets up by two clicks while the computer thinks, shown on
//! the board and played on the computer's reply when it is legal then (dropped silently when
//! it is not). One at a time; a click elsewhere or the right button cancels it, and so do a
//! take back and a new game. The game keeps it (`state.rs`); here is what a click does to it and
//! which move it names.

use crate::rules::{Move, Position, Role, Square};

/// Where the player's premove stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Premove {
    #[default]
    None,
    /// One of the player's pieces is picked; the next click says where it goes.
    From(Square),
    /// The move to play on the computer's reply.
    Set { from: Square, to: Square },
}

impl Premove {
    /// The premove after a click on `square` while the computer thinks (`players_piece`: one
    /// of the player's pieces stands there), or `None` when the click does nothing.
    pub fn after_click(self, square: Square, players_piece: bool) -> Option<Premove> {
        Some(match self {
            Premove::Set { .. } => Premove::None,
            Premove::From(from) if from == square => Premove::None,
            _ if players_piece => Premove::From(square),
            Premove::From(from) => Premove::Set { from, to: square },
            Premove::None => return None,
        })
    }

    /// The move the premove names, if it is set and legal in `pos` (a promotion becomes a
    /// queen).
    pub fn legal_move(self, pos: &Position) -> Option<Move> {
        let Premove::Set { from, to } = self else { return None };
        pos.legal_moves()
            .iter()
            .copied()
            .filter(|m| m.from() == from && m.to() == to)
            .find(|m| m.promotion_role().is_none_or(|role| role == Role::Queen))
    }
}
