//! What the address asks of the teaching view: the mode (`?mode=teach|tree|tictactoe|mouse`)
//! and, for it, `depth` (chess 1–4, default 3, and 1–10 for the engine's own search;
//! tic-tac-toe 1–9, default 9; the mouse and the cats 1–8, default 6), `algorithm` (an
//! [`Algorithm`]'s name: `minimax`, `alphabeta`, `ordered`, `poda` for chess, `minimax-tt`
//! for tic-tac-toe), `fen`, `tree` (the notes' format), `board` (tic-tac-toe: nine cells `x`,
//! `o`, `-`; the mouse and the cats: eight rows of `m`, `c`, `-`, then `m` or `c` to move),
//! `player` (the side the person plays in the mouse and the cats: `mouse` or `cats`),
//! `crash=1` (the crash cut), `step` (the step of the walk to open at, 0 when absent) and, for
//! abstract trees, the [`Convention`] alpha-beta is taught with: `values=soft|hard` and
//! `cut=ge|gt` (the course's, soft and ge, when absent); `present=1` (presentation: the drawing
//! or the board and the step's sentence alone, in large type) and `quiz=1` (the walk asks the
//! class before some steps, see [`crate::web::teach::quiz`]); for abstract trees, `compare=1`
//! (minimax's tree drawn beside alpha-beta's, stepping together, see [`crate::teach::compare`]).
//!
//! Reading them needs no browser: [`TeachOptions::read`] is handed a lookup by name. A bad value
//! becomes a notice naming the parameter (a `TeachNotice`, worded in the page's language when
//! shown), and the default is kept.
//! [`ViewAddress`] writes them back: the parameters that reproduce what the view shows.
//! The embedding parameters (`controls`, `interactive`, `parent`) are the shell's `PageParams`'.

use std::ops::RangeInclusive;

use crate::rules::Position;
use crate::teach::abstract_tree::{AbstractTree, COURSE_EXAMPLE};
use crate::teach::mouse::{MouseBoard, MouseSide};
use crate::teach::tictactoe::Board;
use crate::teach::{Algorithm, Convention};
use crate::web::i18n::{Expected, TeachNotice};
use crate::web::shell::page_params::flag;
use crate::web::shell::Mode;
use crate::web::worker_messages::Subject;

use super::versus::Versus;

/// What the teaching view searches: a chess position, an abstract tree, tic-tac-toe or the
/// mouse and the cats — the page's teaching modes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TeachMode {
    Teach,
    Tree,
    TicTacToe,
    Mouse,
}

impl TeachMode {
    /// The teaching mode a page mode is, if it is one.
    pub fn of(mode: Mode) -> Option<TeachMode> {
        match mode {
            Mode::Play | Mode::Practice | Mode::Puzzles => None,
            Mode::Teach => Some(TeachMode::Teach),
            Mode::Tree => Some(TeachMode::Tree),
            Mode::TicTacToe => Some(TeachMode::TicTacToe),
            Mode::Mouse => Some(TeachMode::Mouse),
        }
    }

    /// The page mode it is.
    pub fn mode(self) -> Mode {
        match self {
            TeachMode::Teach => Mode::Teach,
            TeachMode::Tree => Mode::Tree,
            TeachMode::TicTacToe => Mode::TicTacToe,
            TeachMode::Mouse => Mode::Mouse,
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
            TeachMode::Teach => &[Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered, Algorithm::Poda],
            TeachMode::Tree => &[Algorithm::Minimax, Algorithm::AlphaBeta],
            TeachMode::TicTacToe => {
                &[Algorithm::Minimax, Algorithm::MinimaxTable, Algorithm::AlphaBeta, Algorithm::Ordered]
            }
            TeachMode::Mouse => &[Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Ordered],
        }
    }

    /// The depths the textbook searches are offered (and counted) to.
    pub fn depths(self) -> RangeInclusive<u32> {
        match self {
            TeachMode::Teach => 1..=4,
            TeachMode::Tree => 1..=1,
            TeachMode::TicTacToe => 1..=9,
            TeachMode::Mouse => 1..=8,
        }
    }

    /// The depths offered with `algorithm`: the engine's own search goes deeper than the
    /// textbook ones, far enough to tell the story of its iterations (aspiration windows
    /// open from depth 5 on).
    pub fn depths_for(self, algorithm: Algorithm) -> RangeInclusive<u32> {
        match (self, algorithm) {
            (TeachMode::Teach, Algorithm::Poda) => 1..=10,
            _ => self.depths(),
        }
    }

    /// The algorithms whose node counts are measured for a search to `depth`, in
    /// [`algorithms`](Self::algorithms)' order: those offered at that depth (an abstract tree
    /// is searched to its leaves by all of them).
    pub fn counted(self, depth: u32) -> Vec<Algorithm> {
        let reach = |a: Algorithm| self == TeachMode::Tree || self.depths_for(a).contains(&depth);
        self.algorithms().iter().copied().filter(|&a| reach(a)).collect()
    }

    /// The mode whose subject `subject` is.
    pub fn of_subject(subject: &Subject) -> TeachMode {
        match subject {
            Subject::Chess { .. } => TeachMode::Teach,
            Subject::Tree { .. } => TeachMode::Tree,
            Subject::TicTacToe { .. } => TeachMode::TicTacToe,
            Subject::Mouse { .. } => TeachMode::Mouse,
        }
    }

    /// Whether the convention alpha-beta is taught with can be chosen: abstract trees only.
    pub fn has_conventions(self) -> bool {
        self == TeachMode::Tree
    }

    /// The convention a search of this mode runs with when `chosen` is chosen.
    pub fn convention(self, chosen: Convention) -> Convention {
        if self.has_conventions() {
            chosen
        } else {
            Convention::COURSE
        }
    }

    pub fn default_depth(self) -> u32 {
        match self {
            TeachMode::Teach => 3,
            TeachMode::Tree => 1,
            TeachMode::TicTacToe => 9,
            TeachMode::Mouse => 6,
        }
    }
}

/// The settings a teaching search runs with, as the form and the address choose them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    pub depth: u32,
    pub algorithm: Algorithm,
    pub crash_cut: bool,
    /// How alpha-beta is taught: chosen for abstract trees; the other modes search as the
    /// course does ([`TeachMode::convention`]).
    pub convention: Convention,
}

/// What each mode searches: the chess position, the abstract tree, the game against the
/// computer. Each is kept while another mode is shown.
#[derive(Clone, Debug)]
pub struct Subjects {
    /// The root position (chess), normalised.
    pub fen: String,
    /// The abstract tree's text.
    pub tree_text: String,
    /// The game against the computer (tic-tac-toe, the mouse and the cats).
    pub versus: Option<Versus>,
}

impl Subjects {
    /// The subject `mode` searches.
    pub fn of(&self, mode: TeachMode) -> Subject {
        match mode {
            TeachMode::Teach => Subject::Chess { fen: self.fen.clone() },
            TeachMode::Tree => Subject::Tree { text: self.tree_text.clone() },
            TeachMode::TicTacToe | TeachMode::Mouse => match self.versus.as_ref() {
                Some(versus) => versus.subject(),
                None => Subject::Tree { text: self.tree_text.clone() },
            },
        }
    }
}

/// The notice for a parameter `name` whose value `text` cannot be used.
fn bad(name: &'static str, text: String, expected: Expected) -> TeachNotice {
    TeachNotice::BadParam { name, text, expected }
}

/// What `parse` reads from the address's parameter `name` (its `text`, if given); when it cannot
/// read it, a notice naming the parameter and `None`, as when the parameter is absent.
fn read_or<T, E>(
    text: Option<String>,
    name: &'static str,
    notices: &mut Vec<TeachNotice>,
    parse: impl Fn(&str) -> Result<T, E>,
    expected: impl Fn(E) -> Expected,
) -> Option<T> {
    let text = text?;
    match parse(&text) {
        Ok(value) => Some(value),
        Err(err) => {
            notices.push(bad(name, text, expected(err)));
            None
        }
    }
}

/// The view's starting settings and subject, as the address gives them.
pub struct TeachOptions {
    pub settings: SearchSettings,
    pub subjects: Subjects,
    /// The step to open the first walk at (0 when absent; beyond the walk, its last step).
    pub step: Option<usize>,
    /// Presentation: the drawing or the board and the step's sentence alone, in large type.
    pub present: bool,
    /// The walk asks the class before some steps.
    pub quiz: bool,
    /// Abstract trees: minimax's tree drawn beside alpha-beta's.
    pub compare: bool,
}

impl TeachOptions {
    /// Reads the options of `mode` through `param` (the value of a parameter by name), with a
    /// notice for each bad value.
    pub fn read(mode: TeachMode, param: impl Fn(&str) -> Option<String>) -> (TeachOptions, Vec<TeachNotice>) {
        let mut notices = Vec::new();
        // The algorithm first: the depths offered depend on it.
        let mut algorithm = Algorithm::AlphaBeta;
        let mut algorithm_notice = None;
        if let Some(text) = param("algorithm") {
            match Algorithm::from_name(&text).filter(|a| mode.algorithms().contains(a)) {
                Some(a) => algorithm = a,
                None => {
                    algorithm_notice =
                        Some(bad("algorithm", text, Expected::Values(Algorithm::list(mode.algorithms()))))
                }
            }
        }
        let mut depth = mode.default_depth();
        if let Some(text) = param("depth") {
            let depths = mode.depths_for(algorithm);
            match text.parse::<u32>() {
                Ok(d) if depths.contains(&d) => depth = d,
                _ if mode == TeachMode::Tree => {}
                _ => notices.push(bad("depth", text, Expected::Values(range_text(depths)))),
            }
        }
        notices.extend(algorithm_notice);
        let mut switch = |name: &'static str| match param(name) {
            None => false,
            Some(text) => flag(&text).unwrap_or_else(|| {
                notices.push(bad(name, text, Expected::Values("1, 0".to_string())));
                false
            }),
        };
        let crash_cut = switch("crash");
        let present = switch("present");
        let quiz = switch("quiz");
        let compare = switch("compare");
        let fen = read_or(param("fen"), "fen", &mut notices, |t| Position::from_fen(t).map(|p| p.fen()), Expected::Fen)
            .unwrap_or_else(|| Position::STARTPOS_FEN.to_string());
        let tree_text = read_or(
            param("tree"),
            "tree",
            &mut notices,
            |t| AbstractTree::parse(t).map(|_| t.to_string()),
            Expected::Tree,
        )
        .unwrap_or_else(|| COURSE_EXAMPLE.to_string());
        let board = param("board");
        let versus = match mode {
            TeachMode::TicTacToe => {
                let start =
                    read_or(board, "board", &mut notices, Board::parse, Expected::Board).unwrap_or_else(Board::empty);
                Some(Versus::tictactoe(start))
            }
            TeachMode::Mouse => {
                let start = read_or(board, "board", &mut notices, MouseBoard::parse, Expected::MouseBoard)
                    .unwrap_or_else(MouseBoard::start);
                let mut human = MouseSide::Mouse;
                if let Some(text) = param("player") {
                    match MouseSide::from_name(&text) {
                        Some(side) => human = side,
                        None => notices.push(bad("player", text, Expected::Values("mouse, cats".to_string()))),
                    }
                }
                Some(Versus::mouse(start, human))
            }
            TeachMode::Teach | TeachMode::Tree => None,
        };
        let mut step = None;
        if let Some(text) = param("step") {
            match text.parse::<usize>() {
                Ok(k) => step = Some(k),
                Err(_) => notices.push(bad("step", text, Expected::Steps)),
            }
        }
        let (convention, unknown) = Convention::read(&param);
        notices.extend(unknown.into_iter().map(|u| bad(u.param, u.text, Expected::Values(u.names))));
        let settings = SearchSettings { depth, algorithm, crash_cut, convention };
        (
            TeachOptions { settings, subjects: Subjects { fen, tree_text, versus }, step, present, quiz, compare },
            notices,
        )
    }
}

/// What the address says to reproduce the view: the mode, its subject and settings, and the
/// walk's step (`None` while no walk of these settings is shown).
pub struct ViewAddress<'a> {
    pub mode: TeachMode,
    pub settings: SearchSettings,
    /// The game against the computer gives its board's text (`board=`) and the side the
    /// person plays, where the game lets them choose (`player=`).
    pub subjects: &'a Subjects,
    pub step: Option<usize>,
    /// Presentation, and the walk's questions: written when on.
    pub present: bool,
    pub quiz: bool,
    /// Minimax beside alpha-beta: written when on, for abstract trees.
    pub compare: bool,
}

impl ViewAddress<'_> {
    /// Every parameter the teaching view reads, with its value, or `None` where it is to be
    /// left out of the address (it does not apply to the mode, or says the default: "off", the
    /// course's convention).
    /// The page's other parameters (`lang`, the embedding ones) are not among them.
    pub fn params(&self) -> [(&'static str, Option<String>); 14] {
        let (mode, settings) = (self.mode, self.settings);
        let when = |applies: bool, value: String| applies.then_some(value);
        let [values, cut] = settings
            .convention
            .params()
            .map(|(name, value)| (name, value.filter(|_| mode.has_conventions()).map(str::to_string)));
        [
            ("mode", Some(mode.name().to_string())),
            ("fen", when(mode == TeachMode::Teach, self.subjects.fen.clone())),
            ("tree", when(mode == TeachMode::Tree, self.subjects.tree_text.clone())),
            ("board", self.subjects.versus.as_ref().map(Versus::text)),
            ("player", self.subjects.versus.as_ref().and_then(Versus::player_name).map(str::to_string)),
            ("depth", when(mode != TeachMode::Tree, settings.depth.to_string())),
            ("algorithm", Some(settings.algorithm.name().to_string())),
            ("crash", when(mode == TeachMode::Teach && settings.crash_cut, "1".to_string())),
            values,
            cut,
            ("step", self.step.map(|k| k.to_string())),
            ("present", when(self.present, "1".to_string())),
            ("quiz", when(self.quiz, "1".to_string())),
            ("compare", when(mode == TeachMode::Tree && self.compare, "1".to_string())),
        ]
    }
}

fn range_text(range: RangeInclusive<u32>) -> String {
    format!("{}–{}", range.start(), range.end())
}

/// Philidor's smothered mate (1. Qg8+ Rxg8 2. Nf7#), which the crash cut misses.
pub const PHILIDOR: &str = "4r2k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1";

/// The link to the crash cut's example, Philidor's smothered mate, in `lang`.
pub fn crash_example_link(lang: crate::web::i18n::Lang) -> String {
    let fen = PHILIDOR.replace('/', "%2F").replace(' ', "%20");
    format!("./?mode=teach&fen={fen}&depth=3&algorithm=ordered&crash=1&lang={}", lang.code())
}
