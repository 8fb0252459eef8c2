//! Shared by the integration tests: EPD reading from ../shared/data, random games from a
//! seeded generator ([`poda::rng`]), so that every run sees the same positions, and a small
//! training set that teaches material.
#![allow(dead_code)]

use poda::rng::{Random, XorShift64Star};
use poda::rules::{Game, Position};
use poda::train::shared_data;

/// `(fen, [(depth, count)])` from an EPD line `FEN ;D1 n ;D2 n …`.
pub fn read_epd(path: &str) -> Vec<(String, Vec<(u32, u64)>)> {
    let path = shared_data(path);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let counts = parts
                .filter_map(|p| {
                    let p = p.trim();
                    let rest = p.strip_prefix('D')?;
                    let (d, n) = rest.split_once(' ')?;
                    Some((d.parse().ok()?, n.trim().parse().ok()?))
                })
                .collect();
            (fen, counts)
        })
        .collect()
}

/// A random game from `start`: uniformly random legal moves, except that captures and
/// promotions are preferred half of the time so that games reach endings with little
/// material. Stops when the game is over or after `max_plies`.
pub fn random_game(rng: &mut XorShift64Star, start: Position, max_plies: usize) -> Game {
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

/// Training lines (`FEN | score | result`) whose scores are material alone: the side with the
/// queen, rook or knight more is ahead by its value, equal material scores 0.
pub const MATERIAL_LINES: [&str; 10] = [
    "4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | 900 | 1.0",
    "3qk3/8/8/8/8/8/8/4K3 w - - 0 1 | -900 | 0.0",
    "4k3/8/8/8/8/8/8/3RK3 w - - 0 1 | 500 | 1.0",
    "3rk3/8/8/8/8/8/8/4K3 w - - 0 1 | -500 | 0.0",
    "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1 | 0 | 0.5",
    "4k3/8/8/8/8/8/8/3QK3 b - - 0 1 | 900 | 1.0",
    "3qk3/8/8/8/8/8/8/4K3 b - - 0 1 | -900 | 0.0",
    "4k3/8/8/8/8/8/8/2N1K3 w - - 0 1 | 300 | 0.5",
    "2n1k3/8/8/8/8/8/8/4K3 w - - 0 1 | -300 | 0.5",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | 0 | 0.5",
];
