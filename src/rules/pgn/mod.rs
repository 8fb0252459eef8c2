//! Portable Game Notation: reading games (tags, movetext, comments, NAGs, variations, several
//! games per file, set-up positions) and writing them in export form.
//!
//! Reading checks every move, in the main line and in variations, against the rules, and keeps
//! the tree: each move's [`Annotation`] holds its NAGs, its comment and the [`Variation`]s
//! that could replace it (nested up to [`MAX_VARIATION_DEPTH`]).
//! A `%` line is an escape and is skipped; so are a byte-order mark, a lone `...` and a
//! separate `e.p.`. A `;` comment runs to the end of the line. Move suffixes `!`, `?`, `!!`,
//! `??`, `!?` and `?!` become NAGs 1–6. A game ends at its result (`1-0`, `0-1`, `1/2-1/2`,
//! `*`), at the next tag section, or at the end of the text.
//! Comments are kept with their white space collapsed, so that writing and reading again gives
//! the same text.
//!
//! Writing gives the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result), then
//! `SetUp` and `FEN` when the game does not start from the initial position, then the other tags
//! in their order, a blank line, and the movetext wrapped to 80 columns.
//!
//! One file per stage: `lexer.rs` turns text into tokens, `reader.rs` plays them into games,
//! `writer.rs` writes games back and `error.rs` says why a text could not be read;
//! `pgn_game.rs` holds the game they share.
//!
//! # Examples
//! ```
//! use poda::rules::pgn::read_pgn;
//! let games = read_pgn("[White \"Anderssen\"]\n\n1. e4 e5 {Open game} 2. Nf3 (2. f4) Nc6 1-0").unwrap();
//! assert_eq!(games[0].game.moves().len(), 4);
//! assert_eq!(games[0].result, "1-0");
//! let f4 = &games[0].annotations[2].variations[0];
//! assert_eq!(f4.moves[0].mv.to_string(), "f2f4");
//! assert!(games[0].to_pgn().contains("1. e4 e5 {Open game} 2. Nf3 (2. f4) 2... Nc6 1-0"));
//! ```

mod error;
mod lexer;
mod pgn_game;
mod reader;
mod writer;

pub use error::{At, GameRef, PgnError};
pub use pgn_game::{Annotation, PgnGame, Variation, VariationMove, MAX_VARIATION_DEPTH};
pub use reader::{games, games_in, read_pgn};
pub use writer::write_pgn;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_parts_of_movetext() {
        let text = "[Event \"Casual\"]\n[White \"A \\\"quoted\\\" name\"]\n\n% escape line\n\
                    {Before} 1. e4 $1 e5!? 2.Nf3 ; rest of line\n\
                    Nc6 (2... d6 3. d4 (3. Bc4)) 3... Bb5?? 1/2-1/2\n\n1. d4 *";
        let text = text.replace("3... Bb5", "3. Bb5");
        let games = read_pgn(&text).unwrap();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("White"), Some("A \"quoted\" name"));
        assert_eq!(g.comment.as_deref(), Some("Before"));
        assert_eq!(g.game.moves().len(), 5);
        assert_eq!(g.annotations[0].nags, vec![1]);
        assert_eq!(g.annotations[1].nags, vec![5]);
        assert_eq!(g.annotations[2].comment.as_deref(), Some("rest of line"));
        assert_eq!(g.annotations[4].nags, vec![4]);
        assert_eq!(g.result, "1/2-1/2");
        assert_eq!(games[1].result, "*");
        let again = read_pgn(&write_pgn(&games)).unwrap();
        assert_eq!(again[0].game, games[0].game);
        assert_eq!(write_pgn(&again), write_pgn(&games));
    }
}
