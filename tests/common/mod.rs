//! Shared by the notation and differential tests: a tiny seeded PRNG and random games, so
//! that every run sees the same positions without a `rand` dependency.
#![allow(dead_code)]

use poda::rules::{Game, Position};

/// xorshift64* (Vigna): small, fast and good enough to pick moves.
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> XorShift {
        XorShift(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random game from `start`: uniformly random legal moves, except that captures and
/// promotions are preferred half of the time so that games reach endings with little
/// material. Stops when the game is over or after `max_plies`.
pub fn random_game(rng: &mut XorShift, start: Position, max_plies: usize) -> Game {
    let mut game = Game::new(start);
    for _ in 0..max_plies {
        if game.status().is_over() {
            break;
        }
        let pos = *game.position();
        let moves = pos.legal_moves();
        let noisy: Vec<_> =
            moves.iter().copied().filter(|&m| pos.is_capture(m) || m.promotion_role().is_some()).collect();
        let m = if !noisy.is_empty() && rng.below(2) == 0 {
            noisy[rng.below(noisy.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        game.play_unchecked(m);
    }
    game
}
