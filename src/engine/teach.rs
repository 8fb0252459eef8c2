//! The textbook algorithms, for teaching and for measuring what each idea buys: plain minimax,
//! plain alpha-beta (moves in generation order), alpha-beta with move ordering (captures by
//! MVV-LVA first), all at a fixed depth with no quiescence, transposition table or pruning
//! beyond the α ≥ β cut. Each counts the nodes it visits, so the counts can be set beside the
//! full search's.

use super::eval::{evaluate_with, Evaluator};
use super::search::{insufficient_material, MATE};
use super::see::value;
use crate::rules::{Move, MoveList, Position};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Algorithm {
    Minimax,
    AlphaBeta,
    AlphaBetaOrdered,
    /// The engine's own search (iterative deepening, quiescence, pruning …) to that depth,
    /// from an empty hash table.
    Full,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeachResult {
    pub best_move: Option<Move>,
    pub score: i32,
    /// Every position visited, the root included.
    pub nodes: u64,
}

struct Counter {
    nodes: u64,
    evaluator: Evaluator,
    ordered: bool,
}

/// Searches `pos` to exactly `depth` plies with the chosen textbook algorithm.
pub fn search(pos: &Position, depth: u32, algorithm: Algorithm, evaluator: Evaluator) -> TeachResult {
    let mut c = Counter { nodes: 0, evaluator, ordered: algorithm == Algorithm::AlphaBetaOrdered };
    let (score, best_move) = match algorithm {
        Algorithm::Full => {
            let mut engine = super::Engine::new(16);
            engine.level.evaluator = evaluator;
            let stop = std::sync::atomic::AtomicBool::new(false);
            let limits = super::Limits::depth(depth.max(1));
            let r = engine.go(pos, &[], &limits, &mut super::NoReporter, &super::FrozenClock, &stop);
            let score = match r.score {
                super::Score::Cp(cp) => cp,
                super::Score::Mate(n) if n > 0 => MATE - (2 * n - 1),
                super::Score::Mate(n) => -MATE - 2 * n,
            };
            let best = if r.best_move.is_null() { None } else { Some(r.best_move) };
            return TeachResult { best_move: best, score, nodes: r.nodes };
        }
        Algorithm::Minimax => c.search(pos, depth, 0, -MATE - 1, MATE + 1, false),
        _ => c.search(pos, depth, 0, -MATE - 1, MATE + 1, true),
    };
    TeachResult { best_move, score, nodes: c.nodes }
}

impl Counter {
    fn terminal(&self, pos: &Position, moves: &MoveList, ply: i32) -> Option<i32> {
        if moves.is_empty() {
            return Some(if pos.is_check() { -MATE + ply } else { 0 });
        }
        if pos.halfmove_clock() >= 100 || insufficient_material(pos) {
            return Some(0);
        }
        None
    }

    fn moves(&self, pos: &Position) -> MoveList {
        let mut moves = pos.legal_moves();
        if self.ordered {
            moves.sort_by_key(|&m| {
                let gain = pos.captured_role(m).map_or(0, |v| value(v) * 8 - pos.moved_role(m).index() as i32)
                    + m.promotion_role().map_or(0, value);
                -gain
            });
        }
        moves
    }

    /// Negamax over the legal moves to `depth`. With `prune`, alpha-beta: a node stops looking
    /// at its moves once one proves α ≥ β; without it, plain minimax (every move searched). That
    /// cut is the only difference between the two.
    fn search(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
        prune: bool,
    ) -> (i32, Option<Move>) {
        self.nodes += 1;
        let moves = self.moves(pos);
        if let Some(s) = self.terminal(pos, &moves, ply) {
            return (s, None);
        }
        if depth == 0 {
            return (evaluate_with(pos, self.evaluator), None);
        }
        let mut best = (-MATE - 1, None);
        for &m in moves.iter() {
            let mut child = *pos;
            child.play_unchecked(m);
            let s = -self.search(&child, depth - 1, ply + 1, -beta, -alpha, prune).0;
            if s > best.0 {
                best = (s, Some(m));
            }
            alpha = alpha.max(s);
            if prune && alpha >= beta {
                break;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alphabeta_agrees_with_minimax_and_visits_fewer_nodes() {
        for fen in [
            Position::STARTPOS_FEN,
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let mm = search(&pos, 3, Algorithm::Minimax, Evaluator::Seed);
            let ab = search(&pos, 3, Algorithm::AlphaBeta, Evaluator::Seed);
            let abo = search(&pos, 3, Algorithm::AlphaBetaOrdered, Evaluator::Seed);
            assert_eq!(mm.score, ab.score, "{fen}");
            assert_eq!(mm.score, abo.score, "{fen}");
            assert!(ab.nodes < mm.nodes, "{fen}: {} vs {}", ab.nodes, mm.nodes);
        }
    }

    #[test]
    fn the_full_search_is_behind_the_same_interface() {
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let full = search(&pos, 3, Algorithm::Full, Evaluator::Full);
        assert_eq!(full.best_move.unwrap().to_string(), "a1a8");
        assert_eq!(full.score, MATE - 1);
        let start = Position::startpos();
        let mm = search(&start, 4, Algorithm::Minimax, Evaluator::Full).nodes;
        assert!(search(&start, 4, Algorithm::Full, Evaluator::Full).nodes < mm / 10);
    }

    #[test]
    fn finds_mate_in_one() {
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        let r = search(&pos, 2, Algorithm::AlphaBetaOrdered, Evaluator::Material);
        assert_eq!(r.best_move.unwrap().to_string(), "a1a8");
        assert_eq!(r.score, MATE - 1);
    }
}
