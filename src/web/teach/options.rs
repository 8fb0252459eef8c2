//! What the address asks of the teaching view: the mode (`?mode=teach|tree|tictactoe`) and, for
//! it, `depth` (chess 1–4, default 3; tic-tac-toe 1–9, default 9), `algorithm` (an
//! [`Algorithm`]'s name: `minimax`, `alphabeta`, `ordered`, `poda`), `fen`, `tree` (the notes'
//! format), `board` (tic-tac-toe, nine cells `x`, `o`, `-`) and `crash=1` (the crash cut).
//!
//! Reading them needs no browser: [`TeachOptions::read`] is handed a lookup by name. A bad value
//! becomes a notice naming the parameter (in the page's language), and the default is kept.
//! The embedding parameters (`controls`, `interactive`, `parent`) are the shell's `PageParams`'.

use std::ops::RangeInclusive;

use crate::rules::Position;
use crate::teach::abstract_tree::{AbstractTree, COURSE_EXAMPLE};
use crate::teach::tictactoe::Board;
use crate::teach::Algorithm;
use crate::web::i18n::{self, Lang};
use crate::web::shell::page_params::flag;
use crate::web::shell::Mode;

/// What the teaching view searches: a chess position, an abstract tree or tic-tac-toe — the
/// page's teaching modes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TeachMode {
    Teach,
    Tree,
    TicTacToe,
}

impl TeachMode {
    /// The teaching mode a page mode is, if it is one.
    pub fn of(mode: Mode) -> Option<TeachMode> {
        match mode {
            Mode::Play | Mode::Practice => None,
            Mode::Teach => Some(TeachMode::Teach),
            Mode::Tree => Some(TeachMode::Tree),
            Mode::TicTacToe => Some(TeachMode::TicTacToe),
        }
    }

    /// The page mode it is.
    pub fn mode(self) -> Mode {
        match self {
            TeachMode::Teach => Mode::Teach,
            TeachMode::Tree => Mode::Tree,
            TeachMode::TicTacToe => Mode::TicTacToe,
        }
    }

    /// The mode's name in the address (and in `<body data-mode>`).
    pub fn name(self) -> &'static str {
        self.mode().name()
    }

    /// Reads a teaching mode's name.
    pub fn from_name(text: &str) -> Option<TeachMode> {
        Mode::from_name(text).and_then(TeachMode::of)
    }

    /// The algorithms that apply to the mode's subject, in [`Algorithm::ALL`]'s order (the
    /// order the counters list them).
    pub fn algorithms(self) -> &'static [Algorithm] {
        match self {
            TeachMode::Teach => &Algorithm::ALL,
            TeachMode::Tree => &[Algorithm::Minimax, Algorithm::AlphaBeta],
            TeachMode::TicTacToe => &[Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered],
        }
    }

    pub fn depths(self) -> RangeInclusive<u32> {
        match self {
            TeachMode::Teach => 1..=4,
            TeachMode::Tree => 1..=1,
            TeachMode::TicTacToe => 1..=9,
        }
    }

    pub fn default_depth(self) -> u32 {
        match self {
            TeachMode::Teach => 3,
            TeachMode::Tree => 1,
            TeachMode::TicTacToe => 9,
        }
    }
}

/// The view's starting settings and subject, as the address gives them.
pub struct TeachOptions {
    pub depth: u32,
    pub algorithm: Algorithm,
    pub crash_cut: bool,
    /// The root position (chess), normalised.
    pub fen: String,
    /// The abstract tree's text.
    pub tree_text: String,
    /// The tic-tac-toe board.
    pub board: Board,
}

impl TeachOptions {
    /// Reads the options of `mode` through `param` (the value of a parameter by name), with a
    /// notice in `lang` for each bad value.
    pub fn read(mode: TeachMode, lang: Lang, param: impl Fn(&str) -> Option<String>) -> (TeachOptions, Vec<String>) {
        let mut notices = Vec::new();
        let mut depth = mode.default_depth();
        if let Some(text) = param("depth") {
            match text.parse::<u32>() {
                Ok(d) if mode.depths().contains(&d) => depth = d,
                _ if mode == TeachMode::Tree => {}
                _ => notices.push(i18n::bad_param(lang, "depth", &text, &range_text(mode.depths()))),
            }
        }
        let mut algorithm = Algorithm::AlphaBeta;
        if let Some(text) = param("algorithm") {
            match Algorithm::from_name(&text).filter(|a| mode.algorithms().contains(a)) {
                Some(a) => algorithm = a,
                None => notices.push(i18n::bad_param(lang, "algorithm", &text, &Algorithm::list(mode.algorithms()))),
            }
        }
        let crash_cut = match param("crash") {
            None => false,
            Some(text) => flag(&text).unwrap_or_else(|| {
                notices.push(i18n::bad_param(lang, "crash", &text, "1, 0"));
                false
            }),
        };
        let mut fen = Position::STARTPOS_FEN.to_string();
        if let Some(text) = param("fen") {
            match Position::from_fen(&text) {
                Ok(pos) => fen = pos.fen(),
                Err(err) => notices.push(i18n::bad_param(lang, "fen", &text, &i18n::fen_error(lang, &err))),
            }
        }
        let mut tree_text = COURSE_EXAMPLE.to_string();
        if let Some(text) = param("tree") {
            match AbstractTree::parse(&text) {
                Ok(_) => tree_text = text,
                Err(err) => notices.push(i18n::bad_param(lang, "tree", &text, &i18n::tree_error(lang, &err))),
            }
        }
        let mut board = Board::empty();
        if let Some(text) = param("board") {
            match Board::parse(&text) {
                Ok(b) => board = b,
                Err(err) => notices.push(i18n::bad_param(lang, "board", &text, &i18n::board_error(lang, &err))),
            }
        }
        (TeachOptions { depth, algorithm, crash_cut, fen, tree_text, board }, notices)
    }
}

fn range_text(range: RangeInclusive<u32>) -> String {
    format!("{}–{}", range.start(), range.end())
}
