//! Games of Poda against itself: the openings they start from ([`read_book`], an EPD book such as
//! `../shared/data/books/8moves_v3.epd`) and the loop that plays them on ([`play_out`]), which
//! `poda datagen` and the match examples share.
//!
//! The loop keeps the rules and the record: every move is checked by [`Game::play`], the game
//! ends by [`Game::status`] or at a ply cap, and the history each search needs (the hashes of
//! the positions before the current one) is kept as the game goes. Who moves, with what
//! limits, and what is learnt from each search belong to the caller.

use std::fs;
use std::io;
use std::ops::ControlFlow;
use std::path::Path;

use crate::rules::{Game, IllegalMove, Move, Position, Status};

/// Reads an opening book: one position per line (EPD: the FEN's first four fields at least;
/// without move counters the position is taken as `0 1`). Lines that are blank or do not hold a
/// legal position are passed over.
///
/// # Errors
/// The file's, if it cannot be read.
pub fn read_book(path: &Path) -> io::Result<Vec<Position>> {
    let text = fs::read_to_string(path)?;
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let fen = match fields.len() {
            n if n >= 6 && fields[4].parse::<u32>().is_ok() => fields[..6].join(" "),
            n if n >= 4 => format!("{} 0 1", fields[..4].join(" ")),
            _ => continue,
        };
        if let Ok(pos) = Position::from_fen(&fen) {
            out.push(pos);
        }
    }
    Ok(out)
}

/// How a game played by [`play_out`] ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Ending<S> {
    /// The rules ended it ([`Game::status`]: checkmate, stalemate, insufficient material, fifty
    /// moves, threefold repetition).
    Rules(Status),
    /// The ply cap was reached with the game still going.
    PlyCap,
    /// The mover stopped it, saying why (an adjudication, a move it could not read back…).
    Stopped(S),
    /// The mover chose an illegal move; it was not played.
    Illegal(IllegalMove),
}

/// Plays `game` on, a move from `mover` at a time, until the rules end it, `max_plies` more
/// plies have been played, or `mover` stops it. `mover` is handed the game and the hashes of its
/// positions before the current one, oldest first (the history [`Engine::go`] takes), and
/// answers `Continue(move)` to play it or `Break(reason)` to stop.
///
/// [`Engine::go`]: crate::engine::Engine::go
pub fn play_out<S>(
    game: &mut Game,
    max_plies: usize,
    mut mover: impl FnMut(&Game, &[u64]) -> ControlFlow<S, Move>,
) -> Ending<S> {
    let positions = game.positions();
    let mut history: Vec<u64> = positions[..positions.len() - 1].iter().map(Position::hash).collect();
    for _ in 0..max_plies {
        let status = game.status();
        if status.is_over() {
            return Ending::Rules(status);
        }
        let m = match mover(game, &history) {
            ControlFlow::Continue(m) => m,
            ControlFlow::Break(reason) => return Ending::Stopped(reason),
        };
        let before = game.position().hash();
        if let Err(illegal) = game.play(m) {
            return Ending::Illegal(illegal);
        }
        history.push(before);
    }
    match game.status() {
        Status::Ongoing => Ending::PlyCap,
        status => Ending::Rules(status),
    }
}
