//! A compact opening book: a few dozen main lines of well-known openings, written as UCI moves.
//! It gives the engine variety in the first moves (so that games differ) without a large file.
//! Positions are found by hash, so transpositions between lines are recognised; at each
//! position the book move is chosen at random, weighted by how many lines play it.

use crate::rules::{Move, Position};
use std::collections::HashMap;

const LINES: &[&str] = &[
    // 1.e4 e5
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6",
    "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4 d2d4 e4d6",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d3 d7d6 e1g1 e8g8",
    "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8e7 e1g1 e8g8",
    "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6 d4c6 b7c6 e4e5",
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4 d2d4 d6d5 f1d3",
    "e2e4 e7e5 b1c3 g8f6 g1f3 b8c6 f1b5 f8b4",
    // Sicilian
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 c1e3 e7e5 d4b3",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6 c1e3 f8g7 f2f3",
    "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3 e7e5 d4b5 d7d6",
    "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6 f1d3 g8f6 e1g1",
    "e2e4 c7c5 g1f3 b8c6 f1b5 g7g6 e1g1 f8g7 f1e1",
    "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7 d2d3 d7d6",
    "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4 g1f3",
    // French, Caro-Kann, others
    "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7 e4e5 f6d7 g5e7 d8e7",
    "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4 e4e5 c7c5 a2a3 b4c3 b2c3",
    "e2e4 e7e6 d2d4 d7d5 b1d2 c7c5 e4d5 e6d5 g1f3 b8c6",
    "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5 g1f3 e7e6 f1e2 c6c5",
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5 e4g3 f5g6 h2h4 h7h6",
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 g8f6 g1f3 c7c6",
    "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6 c1e3 a7a6",
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 g1f3 f8g7 f1e2 e8g8 e1g1",
    // 1.d4
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3 e8g8 g1f3 h7h6 g5h4",
    "d2d4 d7d5 c2c4 e7e6 g1f3 g8f6 g2g3 f8e7 f1g2 e8g8 e1g1 d5c4",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4 a2a4 c8f5 e2e3 e7e6",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 e7e6 e2e3 b8d7 f1d3 d5c4",
    "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6 f1c4 c7c5 e1g1 a7a6",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8 f1d3 d7d5 g1f3 c7c5",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 d1c2 e8g8 a2a3 b4c3 c2c3",
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3 e8g8 f1e2 e7e5 e1g1 b8c6",
    "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5 e2e4 d5c3 b2c3 f8g7 g1f3 c7c5",
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3 c8a6 b2b3 f8b4 c1d2 b4e7",
    "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6 b1c3 e6d5 c4d5 d7d6 e2e4 g7g6",
    "d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7 g1f3 e8g8 e1g1",
    "d2d4 d7d5 g1f3 g8f6 c1f4 e7e6 e2e3 c7c5 c2c3 b8c6 b1d2",
    "d2d4 f7f5 g2g3 g8f6 f1g2 g7g6 g1f3 f8g7 e1g1 e8g8 c2c4 d7d6",
    // Flank openings
    "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5 c4d5 f6d5 f1g2",
    "c2c4 c7c5 g1f3 g8f6 b1c3 b8c6 g2g3 d7d5 c4d5 f6d5",
    "c2c4 g8f6 b1c3 e7e6 e2e4 d7d5 e4e5 d5d4",
    "g1f3 d7d5 g2g3 g8f6 f1g2 e7e6 e1g1 f8e7 d2d3 e8g8",
    "g1f3 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 d2d4 e8g8",
];

pub struct Book {
    moves: HashMap<u64, Vec<(Move, u32)>>,
}

impl Book {
    /// Builds the book from the built-in lines (each line is checked move by move; a line with
    /// an illegal move stops there).
    pub fn new() -> Book {
        let mut moves: HashMap<u64, Vec<(Move, u32)>> = HashMap::new();
        for line in LINES {
            let mut pos = Position::startpos();
            for text in line.split_whitespace() {
                let Ok(m) = pos.parse_uci(text) else { break };
                let entry = moves.entry(pos.hash()).or_default();
                match entry.iter_mut().find(|(bm, _)| *bm == m) {
                    Some((_, n)) => *n += 1,
                    None => entry.push((m, 1)),
                }
                pos.play_unchecked(m);
            }
        }
        Book { moves }
    }

    /// The book moves in `pos` with their weights.
    pub fn moves(&self, pos: &Position) -> &[(Move, u32)] {
        self.moves.get(&pos.hash()).map_or(&[], |v| v.as_slice())
    }

    /// A weighted random book move, using `random` (any 64-bit value) to choose.
    pub fn pick(&self, pos: &Position, random: u64) -> Option<Move> {
        let moves = self.moves(pos);
        let total: u64 = moves.iter().map(|m| m.1 as u64).sum();
        if total == 0 {
            return None;
        }
        let mut r = random % total;
        for &(m, w) in moves {
            if r < w as u64 {
                return Some(m);
            }
            r -= w as u64;
        }
        None
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

impl Default for Book {
    fn default() -> Self {
        Book::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_is_legal_to_its_end() {
        for line in LINES {
            let mut pos = Position::startpos();
            for text in line.split_whitespace() {
                pos.play_uci(text).unwrap_or_else(|e| panic!("{line}: {e}"));
            }
        }
    }

    #[test]
    fn start_position_offers_several_first_moves() {
        let book = Book::new();
        let first = book.moves(&Position::startpos());
        assert!(first.len() >= 4);
        let picks: std::collections::HashSet<_> = (0..200u64)
            .filter_map(|i| book.pick(&Position::startpos(), i.wrapping_mul(0x9E37_79B9_7F4A_7C15)))
            .collect();
        assert!(picks.len() >= 4);
        assert!(book.pick(&Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap(), 7).is_none());
    }
}
