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
use std::path::Path;

use crate::rules::Position;

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
