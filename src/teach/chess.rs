//! Chess for the teaching searches: a [`Position`] with the evaluator to use at the horizon.
//!
//! Game ends inside the tree are checkmate, stalemate, the fifty-move rule and insufficient
//! material (a textbook tree has no game history, so no repetitions). Mates score
//! `MATE − plies`, so a quicker mate is better.
//!
//! Minimax and alpha-beta without ordering take the moves in a fixed generation order, the one
//! the page states: pawn moves first, then knights, bishops, rooks, queens, and the king last;
//! a piece's moves in the order the move generator finds them. Ordered alpha-beta looks at
//! captures first, the most valuable victim by the least valuable attacker (MVV-LVA),
//! promotions with them, the generation order breaking ties. The engine's own search
//! (`teach::engine_search`) keeps its own move order.
//!
//! The crash cut (*corte agresivo*) of the course notes refuses moves after which the opponent
//! wins the mover's queen: a capture of it whose exchange gains material for the capturer.

use super::game::TeachGame;
use crate::engine::eval::{evaluate_with, Evaluator};
use crate::engine::search::{insufficient_material, MATE};
use crate::engine::see::{see, value};
use crate::rules::{Move, Position, Role};

#[derive(Copy, Clone, Debug)]
pub struct Chess {
    pub pos: Position,
    pub evaluator: Evaluator,
}

impl Chess {
    pub fn new(pos: Position, evaluator: Evaluator) -> Chess {
        Chess { pos, evaluator }
    }
}

impl TeachGame for Chess {
    type Move = Move;

    fn moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = self.pos.legal_moves().iter().copied().collect();
        // A stable sort: each piece's moves keep the generator's order.
        moves.sort_by_key(|&m| self.pos.moved_role(m).index());
        moves
    }

    fn play(&self, m: Move) -> Chess {
        let mut pos = self.pos;
        pos.play_unchecked(m);
        Chess { pos, evaluator: self.evaluator }
    }

    fn outcome(&self, moves: &[Move], ply: u32) -> Option<i32> {
        if moves.is_empty() {
            return Some(if self.pos.is_check() { -MATE + ply as i32 } else { 0 });
        }
        (self.pos.halfmove_clock() >= 100 || insufficient_material(&self.pos)).then_some(0)
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(&self.pos, self.evaluator)
    }

    fn order(&self, moves: &mut [Move]) {
        let pos = &self.pos;
        moves.sort_by_key(|&m| {
            let gain = pos.captured_role(m).map_or(0, |v| value(v) * 8 - pos.moved_role(m).index() as i32)
                + m.promotion_role().map_or(0, value);
            -gain
        });
    }

    fn label(&self, m: Move) -> String {
        self.pos.san(m)
    }

    fn code(&self, m: Move) -> String {
        m.to_string()
    }

    fn crash_cut(&self, m: Move) -> bool {
        let mover = self.pos.turn();
        let mut after = self.pos;
        after.play_unchecked(m);
        let queens = after.pieces(mover, Role::Queen);
        if queens.is_empty() {
            return false;
        }
        after.legal_moves().iter().any(|&reply| queens.contains(reply.to()) && see(&after, reply) > 0)
    }
}
