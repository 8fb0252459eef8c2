//! The premove: a move the player sets up by two clicks while the computer thinks, shown on
//! the board and played on the computer's reply when it is legal then (dropped silently when
//! it is not). One at a time; a click elsewhere or the right button cancels it, and so do a
//! take back and a new game.

use crate::rules::{Move, Role, Square};

use super::state::{BoardState, ClickOutcome};

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

impl BoardState {
    /// The premove being set up or waiting.
    pub fn premove(&self) -> Premove {
        self.premove
    }

    /// Whether a click now sets up a premove: the computer thinks about its move and the
    /// player has the other side.
    pub(super) fn premove_allowed(&self) -> bool {
        let turn = self.position().turn();
        self.thinking && !self.is_over() && self.engine_side == Some(turn) && self.viewing.is_none()
    }

    /// A click on `square` while the computer thinks.
    pub(super) fn click_premove(&mut self, square: Square) -> ClickOutcome {
        let pos = self.position();
        let players = pos.piece_at(square).is_some_and(|p| p.color != pos.turn());
        self.premove = match self.premove {
            Premove::Set { .. } => Premove::None,
            Premove::From(from) if from == square => Premove::None,
            _ if players => Premove::From(square),
            Premove::From(from) => Premove::Set { from, to: square },
            Premove::None => return ClickOutcome::Ignored,
        };
        ClickOutcome::Premove(self.premove)
    }

    /// Drops the premove. Returns whether there was one.
    pub fn cancel_premove(&mut self) -> bool {
        std::mem::take(&mut self.premove) != Premove::None
    }

    /// Plays the premove, if one is set and is legal now that it is the player's turn (a
    /// promotion becomes a queen). It is dropped either way.
    pub fn play_premove(&mut self) -> Option<Move> {
        let Premove::Set { from, to } = std::mem::take(&mut self.premove) else { return None };
        if !self.human_to_move() {
            return None;
        }
        let m = self
            .position()
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| m.from() == from && m.to() == to)
            .find(|m| m.promotion_role().is_none_or(|role| role == Role::Queen))?;
        self.play(m);
        Some(m)
    }
}
