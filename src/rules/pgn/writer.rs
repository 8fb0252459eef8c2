//! PGN's writer: games in export form. The Seven Tag Roster comes first (with `?` and
//! `????.??.??` for what is missing), then `SetUp` and `FEN` when the game does not start from
//! the initial position, then the other tags in their order, a blank line, and the movetext:
//! move numbers, SAN, NAGs as `$n`, comments in braces and variations in parentheses, wrapped
//! to 80 columns.
//!
//! It writes what it is given and checks only that each move is legal where it stands: a line
//! ends at a move that is not (only a hand-built variation can hold one).

use super::lexer::is_tag_name_char;
use super::{Annotation, PgnGame};
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::Color;

/// Writes games one after the other, each followed by a blank line.
pub fn write_pgn(games: &[PgnGame]) -> String {
    games.iter().map(PgnGame::to_pgn).collect()
}

/// The Seven Tag Roster with the values written when a tag is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Joins movetext words into lines of at most 80 characters. The last word is held back so
/// that a closing `)` can be glued to it, as an opening `(` is to the next word.
#[derive(Default)]
struct Wrapper {
    out: String,
    line_len: usize,
    pending: String,
    prefix: String,
}

impl Wrapper {
    fn word(&mut self, word: &str) {
        self.flush();
        self.pending = std::mem::take(&mut self.prefix);
        self.pending.push_str(word);
    }

    fn open(&mut self) {
        self.prefix.push('(');
    }

    fn close(&mut self) {
        if self.pending.is_empty() {
            self.pending = std::mem::take(&mut self.prefix);
        }
        self.pending.push(')');
    }

    fn finish(mut self) -> String {
        self.flush();
        self.out
    }

    fn flush(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let word = std::mem::take(&mut self.pending);
        let len = word.chars().count();
        if self.line_len > 0 && self.line_len + 1 + len > 80 {
            self.out.push('\n');
            self.line_len = 0;
        }
        if self.line_len > 0 {
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(&word);
        self.line_len += len;
    }

    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            [only] => self.word(&format!("{{{only}}}")),
            [first, middle @ .., last] => {
                self.word(&format!("{{{first}"));
                for w in middle {
                    self.word(w);
                }
                self.word(&format!("{last}}}"));
            }
        }
    }
}

impl PgnGame {
    /// Writes the game in PGN export form, ending with a blank line.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        for (name, default) in ROSTER {
            let value = if name == "Result" { &self.result } else { self.tag(name).unwrap_or(default) };
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
        let start = self.game.start();
        let set_up = start.fen() != Position::STARTPOS_FEN;
        if set_up {
            out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", start.fen()));
        }
        for (name, value) in &self.tags {
            let skip = ROSTER.iter().any(|(n, _)| n == name) || name == "SetUp" || name == "FEN";
            if !skip && !name.is_empty() && name.chars().all(is_tag_name_char) {
                out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
            }
        }
        out.push('\n');

        let mut w = Wrapper::default();
        if let Some(c) = &self.comment {
            w.comment(c);
        }
        let moves: Vec<(Move, Option<&Annotation>)> =
            self.game.moves().iter().enumerate().map(|(i, &m)| (m, self.annotations.get(i))).collect();
        write_moves(&mut w, self.game.start(), &moves);
        w.word(&self.result);
        out.push_str(&w.finish());
        out.push_str("\n\n");
        out
    }
}

/// Writes a line of moves from `start` with their NAGs, comments and variations. A move that
/// is not legal (only possible in a hand-built variation) ends the line.
fn write_moves(w: &mut Wrapper, start: &Position, moves: &[(Move, Option<&Annotation>)]) {
    let mut pos = *start;
    let mut need_number = true;
    for &(m, annotation) in moves {
        if !pos.is_legal(m) {
            return;
        }
        let san = pos.san(m);
        match pos.turn() {
            Color::White => w.word(&format!("{}. {san}", pos.fullmove_number())),
            Color::Black if need_number => w.word(&format!("{}... {san}", pos.fullmove_number())),
            Color::Black => w.word(&san),
        }
        need_number = false;
        if let Some(a) = annotation {
            for nag in &a.nags {
                w.word(&format!("${nag}"));
                need_number = true;
            }
            if let Some(c) = &a.comment {
                w.comment(c);
                need_number = true;
            }
            for v in &a.variations {
                if v.moves.is_empty() && v.comment.is_none() {
                    continue;
                }
                w.open();
                if let Some(c) = &v.comment {
                    w.comment(c);
                }
                let inner: Vec<(Move, Option<&Annotation>)> =
                    v.moves.iter().map(|vm| (vm.mv, Some(&vm.annotation))).collect();
                write_moves(w, &pos, &inner);
                w.close();
                need_number = true;
            }
        }
        pos.play_unchecked(m);
    }
}
