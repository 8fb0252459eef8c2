//! Shared by the integration tests: EPD reading from ../shared/data, and random games from
//! a seeded generator ([`poda::rng`]), so that every run sees the same positions.
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
