//! What the test binaries share, written once: EPD reading from ../shared/data, random games
//! from a seeded generator ([`poda::rng`]) so that every run sees the same positions, a small
//! training set that teaches material, the positions and trees several tests start from, and
//! the teaching view's searches run through its worker as the page runs them, and the bench
//! signature recorded in tests/fixtures/bench-signature.txt (`bench_signature`).
//!
//! Each binary (`tests/<floor>/main.rs`) includes it with `#[path = "../support/mod.rs"] mod
//! support;` and uses what it needs; the rest is unused there.
#![allow(dead_code)]

pub mod bench_signature;

use poda::rng::{Random, XorShift64Star};
use poda::rules::{Game, PieceLetters, Position, Square};
#[cfg(not(target_arch = "wasm32"))]
use poda::train::shared_data;
use poda::web::i18n::{Lang, TeachNotice};
use poda::web::practice::model::PracticeOptions;
use poda::web::teach::options::{TeachMode, TeachOptions};
use poda::web::teach::state::{Arrived, Decoding, Found, Row, State};
use poda::web::teach::worker::handle;
use poda::web::worker_messages::{TeachAnswer, TeachRequest};

// ---- Positions, squares and letters ------------------------------------------------------------

/// The Italian game after 1. e4 e5 2. Nf3 Nc6, White to move.
pub const ITALIAN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
/// Perft's "Kiwipete": every kind of move within a few plies.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// Perft's third position: a rook and pawns ending.
pub const ENDGAME: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

/// The position of a FEN the test wrote itself.
pub fn position(fen: &str) -> Position {
    Position::from_fen(fen).expect("a test FEN")
}

/// The square named `name` ("e4").
pub fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new((b[1] - b'1') * 8 + (b[0] - b'a'))
}

/// The standard piece letters, as an English page types them.
pub const EN: PieceLetters = PieceLetters::ENGLISH;
/// Spanish piece letters: Rey, Dama, Torre, Alfil, Caballo.
pub const SPANISH: PieceLetters = PieceLetters::new(['R', 'D', 'T', 'A', 'C']);

// ---- Position files and random games -----------------------------------------------------------

/// `(fen, [(depth, count)])` from an EPD line `FEN ;D1 n ;D2 n …`.
#[cfg(not(target_arch = "wasm32"))]
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

// ---- The teaching pages --------------------------------------------------------------------------

/// MAX at the root, MIN below (A, B), MAX below them (C, D under A; E, F under B):
///
/// ```text
///                 root = 5
///          A = 5             B = 2
///     C = 5    D = 6     E = 2    F (pruned)
///    3   5    6  [9]    1   2    [0  −1]
/// ```
///
/// D stops after its 6 (β = 5 ≤ α = 6): the 9 is never looked at. B stops after E returns 2
/// (β = 2 ≤ α = 5): all of F is skipped.
pub const HAND: &str = "2 2 2 2 2 2 2 / 3 5 6 9 1 2 0 -1";

/// The practice page's options the address `pairs` (name, value) give, and the notices of the
/// bad ones.
pub fn practice_options(pairs: &[(&str, &str)], lang: Lang) -> (PracticeOptions, Vec<String>) {
    let (options, notices) =
        PracticeOptions::read(|name| pairs.iter().find(|(key, _)| *key == name).map(|(_, v)| v.to_string()));
    (options, TeachNotice::texts(&notices, lang))
}

/// The teaching view's options the address `pairs` (name, value) give, and the notices of the
/// bad ones.
pub fn options(mode: TeachMode, pairs: &[(&str, &str)]) -> (TeachOptions, Vec<String>) {
    let (options, notices) =
        TeachOptions::read(mode, |name| pairs.iter().find(|(key, _)| *key == name).map(|(_, v)| v.to_string()));
    (options, TeachNotice::texts(&notices, Lang::En))
}

/// Runs the searches the teaching view asks for through the teaching worker, and feeds every
/// answer back, reading the recorded tree slice by slice as the page does between tasks.
pub fn run(state: &mut State, requests: Vec<TeachRequest>) {
    for request in requests {
        let mut replies = Vec::new();
        handle(request, &mut |reply| replies.push(reply));
        for reply in replies {
            match reply {
                TeachAnswer::TeachTree { id, algorithm, value, pv, pv_codes, counts, tree, iterations } => {
                    let arrived = Arrived { algorithm, found: Found { value, pv, pv_codes, counts }, iterations };
                    assert!(matches!(state.tree_arrived(id, arrived, tree), Some(Ok(()))));
                    let mut slices = 0;
                    loop {
                        slices += 1;
                        match state.decode_slice() {
                            Decoding::More => continue,
                            Decoding::Done => break,
                            Decoding::Idle => panic!("nothing was being read"),
                            Decoding::Failed(err) => panic!("the tree could not be read: {err:?}"),
                        }
                    }
                    assert!(slices >= 1);
                }
                TeachAnswer::TeachCount { id, algorithm, value, counts } => {
                    assert!(state.count_arrived(id, Row { algorithm, value, counts }));
                }
                TeachAnswer::TeachLadder { id, budget, rungs } => {
                    assert_eq!(state.ladder_arrived(id, budget, &rungs), Some(Ok(())));
                }
                other => panic!("unexpected answer {other:?}"),
            }
        }
    }
}
