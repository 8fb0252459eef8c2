//! A small stand-in search the worker uses until `crate::engine` has its facade.
//!
//! Iterative deepening over a plain alpha-beta (negamax) with captures tried first and an
//! evaluation of material plus a little centralisation. It is deliberately tiny: it exists so
//! the page has a legal, not-silly answer and so the worker plumbing (progress, stop, restart)
//! can be built and measured. Replace the body of [`search`] with a call into the engine; the
//! signature (limits in, a reporter for each depth, the best move out) is the same shape.
//!
//! It does not read a clock: the caller stops it by terminating the worker, or bounds it with
//! `Limits::depth` / `Limits::nodes`.

use crate::rules::{Color, Move, Position, Role, Square};

use super::protocol::Limits;

/// What the search reports after each completed depth.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DepthReport {
    pub depth: u8,
    /// Centipawns from the side to move's point of view.
    pub score_cp: i32,
    pub nodes: u64,
    pub best: Move,
}

const MATE: i32 = 100_000;

fn role_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// Material plus a small bonus for minor pieces and pawns near the centre, from the side to
/// move's point of view.
fn evaluate(pos: &Position) -> i32 {
    let mut white = 0;
    for index in 0..64u8 {
        let square = Square::new(index);
        if let Some(piece) = pos.piece_at(square) {
            let file = square.file().index() as i32;
            let rank = square.rank().index() as i32;
            let centre = 6 - ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 2;
            let bonus = match piece.role {
                Role::Knight | Role::Bishop => 4 * centre,
                Role::Pawn => 2 * centre,
                _ => 0,
            };
            let value = role_value(piece.role) + bonus;
            white += if piece.color == Color::White { value } else { -value };
        }
    }
    if pos.turn() == Color::White {
        white
    } else {
        -white
    }
}

struct Searcher {
    nodes: u64,
    node_limit: u64,
}

impl Searcher {
    fn ordered_moves(pos: &Position) -> Vec<Move> {
        let mut moves: Vec<(i32, Move)> = pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let victim = pos.piece_at(m.to()).map_or(0, |p| role_value(p.role));
                let attacker = pos.piece_at(m.from()).map_or(0, |p| role_value(p.role));
                let promo = m.promotion_role().map_or(0, role_value);
                let key = if victim > 0 { 10 * victim - attacker / 10 } else { 0 } + promo;
                (key, m)
            })
            .collect();
        moves.sort_by(|a, b| b.0.cmp(&a.0));
        moves.into_iter().map(|(_, m)| m).collect()
    }

    fn alphabeta(&mut self, pos: &Position, depth: u8, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let moves = Self::ordered_moves(pos);
        if moves.is_empty() {
            return if pos.is_check() { -MATE + ply } else { 0 };
        }
        if depth == 0 || self.nodes >= self.node_limit {
            return evaluate(pos);
        }
        let mut best = -MATE;
        for m in moves {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -self.alphabeta(&child, depth - 1, ply + 1, -beta, -alpha);
            if score > best {
                best = score;
            }
            if best > alpha {
                alpha = best;
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// Searches `pos` to `limits.depth` plies, calling `report` after each completed depth.
/// Returns the best move of the deepest completed depth, or `None` when there is no legal move.
pub fn search(pos: &Position, limits: Limits, mut report: impl FnMut(&DepthReport)) -> Option<Move> {
    let mut root_moves = Searcher::ordered_moves(pos);
    let mut best_move = *root_moves.first()?;
    let mut searcher = Searcher { nodes: 0, node_limit: limits.nodes.unwrap_or(u64::MAX) };
    for depth in 1..=limits.depth.max(1) {
        let mut alpha = -MATE - 1;
        let mut best_here = root_moves[0];
        for &m in &root_moves {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -searcher.alphabeta(&child, depth - 1, 1, -MATE - 1, -alpha);
            if score > alpha {
                alpha = score;
                best_here = m;
            }
        }
        if searcher.nodes >= searcher.node_limit && depth > 1 {
            break; // an unfinished depth is not trusted
        }
        best_move = best_here;
        // Search the best move first at the next depth.
        root_moves.retain(|&m| m != best_move);
        root_moves.insert(0, best_move);
        report(&DepthReport { depth, score_cp: alpha, nodes: searcher.nodes, best: best_move });
        if alpha.abs() >= MATE - 1000 {
            break; // a forced mate was found; deeper search cannot improve it
        }
    }
    Some(best_move)
}
