//! Perft: the number of leaf nodes of the legal move tree to a fixed depth, the contract that
//! move generation is checked against. The last ply is counted, not played (bulk counting).

use super::position::Position;

/// Leaf count of the legal move tree of depth `depth`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut total = 0;
            for &m in pos.legal_moves().iter() {
                let mut child = *pos;
                child.play_unchecked(m);
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Perft split by root move: `(move, count)` pairs, as `go perft` prints them.
pub fn divide(pos: &Position, depth: u32) -> Vec<(super::moves::Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            (m, if depth <= 1 { 1 } else { perft(&child, depth - 1) })
        })
        .collect()
}
