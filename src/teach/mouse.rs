//! The mouse and the cats, the course's own game for alpha-beta, on the dark squares of an
//! 8×8 board. Squares are named like chess squares: a1 (bottom left, dark) to h8.
//!
//! - Four cats start on the dark squares of the top row (b8, d8, f8, h8). A cat steps one square
//!   diagonally *down* (forward for the cats), onto an empty dark square.
//! - The mouse starts on e1, the bottom row, and steps one square diagonally in any direction
//!   onto an empty square. The mouse moves first.
//! - The mouse wins on reaching the top row, the cats' starting row. A side that cannot move
//!   loses: the cats win when the mouse is trapped, and the mouse wins when no cat can move
//!   (the cats have all run past it or are jammed).
//!
//! The game always ends: the cats only go forward, so they have at most 28 moves to make.
//!
//! The evaluation is the mouse's score, 0 to 255: the mouse maximises it and the cats minimise
//! it ([`MouseBoard::score`]). A won game is 255 for the mouse and 0 for the cats, a little
//! less sure the further from the search's root it happens (so quicker wins are preferred).
//! At a search horizon the score looks at the way to the top row with the cats frozen where
//! they stand (those still on the top row not counted: they have not come down to block yet):
//! 240 minus 10 for each step of the mouse's shortest way (never below 100); when the cats
//! wall the mouse in, 20 plus 2 for each square it can still reach (at most 84).
//! As every [`TeachGame`], values are for the side to move: the score when the mouse moves,
//! its negation when the cats do.

use super::game::TeachGame;
use std::fmt;

/// The board's width and height.
pub const SIZE: u8 = 8;
/// The mouse's score when it has won at the root.
pub const MOUSE_WINS: i32 = 255;
/// The mouse's score when the cats have won at the root.
pub const CATS_WIN: i32 = 0;
/// The row the mouse makes for (0 is the bottom row): the cats' starting row.
pub const GOAL_ROW: u8 = SIZE - 1;
/// Where the mouse starts: e1.
pub const MOUSE_START: u8 = 4;
/// The most cats on the board.
pub const MAX_CATS: usize = 4;

/// The two sides.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MouseSide {
    Mouse,
    Cats,
}

impl MouseSide {
    pub fn other(self) -> MouseSide {
        match self {
            MouseSide::Mouse => MouseSide::Cats,
            MouseSide::Cats => MouseSide::Mouse,
        }
    }

    /// The side's letter in a board's text: `m` or `c`.
    pub fn letter(self) -> char {
        match self {
            MouseSide::Mouse => 'm',
            MouseSide::Cats => 'c',
        }
    }

    /// The side's name in an address: `mouse` or `cats`.
    pub fn name(self) -> &'static str {
        match self {
            MouseSide::Mouse => "mouse",
            MouseSide::Cats => "cats",
        }
    }

    /// Reads [`name`](Self::name) (or the letter).
    pub fn from_name(text: &str) -> Option<MouseSide> {
        match text.trim().to_ascii_lowercase().as_str() {
            "mouse" | "m" => Some(MouseSide::Mouse),
            "cats" | "cat" | "c" => Some(MouseSide::Cats),
            _ => None,
        }
    }
}

/// One step: a square to a square (0 = a1, 7 = h1, 63 = h8).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MouseMove {
    pub from: u8,
    pub to: u8,
}

/// Why a board's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MouseBoardError {
    /// Not eight rows of eight squares (`m`, `c`, `-` or a digit), then `m` or `c` to move.
    Shape(String),
    /// Not exactly one mouse.
    Mice(usize),
    /// No cat, or more than four.
    Cats(usize),
    /// A piece on a light square (the game is played on the dark ones).
    LightSquare(String),
}

impl fmt::Display for MouseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MouseBoardError::Shape(t) => {
                write!(f, "{t:?} is not eight rows of m, c and - (top row first), then m or c to move")
            }
            MouseBoardError::Mice(n) => write!(f, "{n} mice on the board: there must be one"),
            MouseBoardError::Cats(n) => write!(f, "{n} cats on the board: there must be 1 to 4"),
            MouseBoardError::LightSquare(s) => {
                write!(f, "a piece on {s}, a light square: pieces stand on dark squares")
            }
        }
    }
}

impl std::error::Error for MouseBoardError {}

/// A position: where the mouse and the cats stand, and whose turn it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MouseBoard {
    mouse: u8,
    /// The cats' squares, sorted; `cat_count` of them are used.
    cats: [u8; MAX_CATS],
    cat_count: u8,
    turn: MouseSide,
}

impl Default for MouseBoard {
    fn default() -> MouseBoard {
        MouseBoard::start()
    }
}

/// The square of a column (0 = a) and a row (0 = the bottom row).
pub fn square(file: u8, row: u8) -> u8 {
    row * SIZE + file
}

pub fn file_of(square: u8) -> u8 {
    square % SIZE
}

pub fn row_of(square: u8) -> u8 {
    square / SIZE
}

/// Dark squares, where the game is played: a1, c1 … h8.
pub fn is_dark(square: u8) -> bool {
    (file_of(square) + row_of(square)).is_multiple_of(2)
}

/// A square's name: `a1` … `h8`.
pub fn square_name(square: u8) -> String {
    format!("{}{}", (b'a' + file_of(square)) as char, row_of(square) + 1)
}

/// The squares one diagonal step from `square`, `down` (towards row 1) and/or up.
fn diagonal_steps(from: u8, up: bool, down: bool) -> impl Iterator<Item = u8> {
    let (file, row) = (i16::from(file_of(from)), i16::from(row_of(from)));
    let rows = [(up, 1i16), (down, -1i16)];
    rows.into_iter().filter(|&(wanted, _)| wanted).flat_map(move |(_, dr)| {
        [-1i16, 1].into_iter().filter_map(move |df| {
            let (f, r) = (file + df, row + dr);
            let inside = (0..i16::from(SIZE)).contains(&f) && (0..i16::from(SIZE)).contains(&r);
            inside.then(|| square(f as u8, r as u8))
        })
    })
}

impl MouseBoard {
    /// The starting position: cats on b8, d8, f8, h8, the mouse on e1, the mouse to move.
    pub fn start() -> MouseBoard {
        let top = GOAL_ROW;
        MouseBoard {
            mouse: MOUSE_START,
            cats: [square(1, top), square(3, top), square(5, top), square(7, top)],
            cat_count: 4,
            turn: MouseSide::Mouse,
        }
    }

    /// Reads a board: eight rows, top row first, separated by `/`; in a row `m` is the mouse,
    /// `c` a cat, `-` (or `.`) an empty square and a digit that many empty squares; then,
    /// after a space, `m` or `c`: the side to move (the mouse when left out). The start is
    /// `"-c-c-c-c/8/8/8/8/8/8/----m--- m"`.
    ///
    /// # Errors
    /// A [`MouseBoardError`] when the text is not such a board.
    pub fn parse(text: &str) -> Result<MouseBoard, MouseBoardError> {
        let shape = || MouseBoardError::Shape(text.to_string());
        let mut parts = text.split_whitespace();
        let rows_text = parts.next().ok_or_else(shape)?;
        let turn = match parts.next() {
            None => MouseSide::Mouse,
            Some(t) => MouseSide::from_name(t).ok_or_else(shape)?,
        };
        if parts.next().is_some() {
            return Err(shape());
        }
        let rows: Vec<&str> = rows_text.split('/').collect();
        if rows.len() != usize::from(SIZE) {
            return Err(shape());
        }
        let (mut mice, mut cats) = (Vec::new(), Vec::new());
        for (i, row_text) in rows.iter().enumerate() {
            let row = GOAL_ROW - i as u8;
            let mut file = 0u8;
            for c in row_text.chars() {
                let run = match c.to_ascii_lowercase() {
                    'm' | 'c' if file < SIZE => {
                        let sq = square(file, row);
                        if c.eq_ignore_ascii_case(&'m') {
                            mice.push(sq);
                        } else {
                            cats.push(sq);
                        }
                        1
                    }
                    '-' | '.' | '_' => 1,
                    d @ '1'..='8' => d as u8 - b'0',
                    _ => return Err(shape()),
                };
                file += run;
                if file > SIZE {
                    return Err(shape());
                }
            }
            if file != SIZE {
                return Err(shape());
            }
        }
        if mice.len() != 1 {
            return Err(MouseBoardError::Mice(mice.len()));
        }
        if cats.is_empty() || cats.len() > MAX_CATS {
            return Err(MouseBoardError::Cats(cats.len()));
        }
        if let Some(&light) = mice.iter().chain(&cats).find(|&&s| !is_dark(s)) {
            return Err(MouseBoardError::LightSquare(square_name(light)));
        }
        let mut board = MouseBoard { mouse: mice[0], cats: [0; MAX_CATS], cat_count: cats.len() as u8, turn };
        board.cats[..cats.len()].copy_from_slice(&cats);
        board.cats[..cats.len()].sort_unstable();
        Ok(board)
    }

    /// The board in [`parse`](Self::parse)'s format, with `-` for every empty square.
    pub fn text(&self) -> String {
        let mut s = String::new();
        for i in 0..SIZE {
            if i > 0 {
                s.push('/');
            }
            let row = GOAL_ROW - i;
            for file in 0..SIZE {
                s.push(match self.piece(square(file, row)) {
                    Some(side) => side.letter(),
                    None => '-',
                });
            }
        }
        s.push(' ');
        s.push(self.turn.letter());
        s
    }

    pub fn turn(&self) -> MouseSide {
        self.turn
    }

    pub fn mouse(&self) -> u8 {
        self.mouse
    }

    pub fn cats(&self) -> &[u8] {
        &self.cats[..usize::from(self.cat_count)]
    }

    /// Who stands on `square`.
    pub fn piece(&self, square: u8) -> Option<MouseSide> {
        if square == self.mouse {
            Some(MouseSide::Mouse)
        } else if self.cats().contains(&square) {
            Some(MouseSide::Cats)
        } else {
            None
        }
    }

    /// The moves of the side to move, whether or not the game is over.
    fn steps(&self) -> Vec<MouseMove> {
        let free = |s: &u8| self.piece(*s).is_none();
        match self.turn {
            MouseSide::Mouse => {
                let from = self.mouse;
                diagonal_steps(from, true, true).filter(free).map(|to| MouseMove { from, to }).collect()
            }
            MouseSide::Cats => self
                .cats()
                .iter()
                .flat_map(|&from| diagonal_steps(from, false, true).filter(free).map(move |to| MouseMove { from, to }))
                .collect(),
        }
    }

    /// The winner, once the game is over: the mouse on the top row, or a side to move with no
    /// move (it loses).
    pub fn winner(&self) -> Option<MouseSide> {
        if row_of(self.mouse) == GOAL_ROW {
            Some(MouseSide::Mouse)
        } else if self.steps().is_empty() {
            Some(self.turn.other())
        } else {
            None
        }
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// The mouse's shortest way to the top row with the cats frozen where they stand (in
    /// steps), or `None` when they wall it in; and how many squares it can reach (its own
    /// included). The cats still on the top row are not counted as a wall: they have not come
    /// down to block yet, and must to stop the mouse.
    pub fn way_out(&self) -> (Option<u32>, u32) {
        let mut dist = [u32::MAX; 64];
        let mut queue = [0u8; 64];
        let (mut head, mut tail) = (0, 1);
        queue[0] = self.mouse;
        dist[usize::from(self.mouse)] = 0;
        let mut best = None;
        while head < tail {
            let at = queue[head];
            head += 1;
            let d = dist[usize::from(at)];
            if row_of(at) == GOAL_ROW && best.is_none() {
                best = Some(d);
            }
            for next in diagonal_steps(at, true, true) {
                // A cat still on the top row blocks nothing yet: it has not come down.
                let wall = row_of(next) < GOAL_ROW && self.cats().contains(&next);
                if dist[usize::from(next)] == u32::MAX && !wall {
                    dist[usize::from(next)] = d + 1;
                    queue[tail] = next;
                    tail += 1;
                }
            }
        }
        (best, tail as u32)
    }

    /// The static evaluation: the mouse's score, 0 to 255, as the module doc explains it.
    /// Positions where the game is over are not scored here ([`TeachGame::outcome`]).
    pub fn score(&self) -> i32 {
        if row_of(self.mouse) == GOAL_ROW {
            return MOUSE_WINS;
        }
        match self.way_out() {
            (Some(steps), _) => (240 - 10 * steps as i32).max(100),
            (None, reach) => 20 + 2 * (reach.min(32) as i32),
        }
    }

    /// The move from `from` to `to`, when it is legal now.
    pub fn find_move(&self, from: u8, to: u8) -> Option<MouseMove> {
        self.moves().into_iter().find(|m| m.from == from && m.to == to)
    }

    /// The move written as [`TeachGame::code`] writes it (`e1d2`), when it is legal now.
    pub fn move_of_code(&self, code: &str) -> Option<MouseMove> {
        self.moves().into_iter().find(|&m| self.code(m) == code)
    }
}

/// For the side to move: the mouse's score, or its negation when the cats move.
fn for_side(turn: MouseSide, mouse_score: i32) -> i32 {
    match turn {
        MouseSide::Mouse => mouse_score,
        MouseSide::Cats => -mouse_score,
    }
}

impl TeachGame for MouseBoard {
    type Move = MouseMove;

    fn moves(&self) -> Vec<MouseMove> {
        if row_of(self.mouse) == GOAL_ROW {
            return Vec::new();
        }
        self.steps()
    }

    fn play(&self, m: MouseMove) -> MouseBoard {
        let mut next = *self;
        match self.turn {
            MouseSide::Mouse => next.mouse = m.to,
            MouseSide::Cats => {
                let n = usize::from(self.cat_count);
                if let Some(c) = next.cats[..n].iter_mut().find(|c| **c == m.from) {
                    *c = m.to;
                }
                next.cats[..n].sort_unstable();
            }
        }
        next.turn = self.turn.other();
        next
    }

    fn outcome(&self, moves: &[MouseMove], ply: u32) -> Option<i32> {
        if !moves.is_empty() {
            return None;
        }
        // The mouse on the top row, or the side to move stuck: the other side has won.
        let later = ply.min(19) as i32;
        let mouse_score = match self.winner() {
            Some(MouseSide::Cats) => CATS_WIN + later,
            _ => MOUSE_WINS - later,
        };
        Some(for_side(self.turn, mouse_score))
    }

    fn evaluate(&self) -> i32 {
        for_side(self.turn, self.score())
    }

    /// The moves whose position scores best for the side moving first.
    fn order(&self, moves: &mut [MouseMove]) {
        moves.sort_by_cached_key(|&m| -for_side(self.turn, self.play(m).score()));
    }

    /// `e1-d2`.
    fn label(&self, m: MouseMove) -> String {
        format!("{}-{}", square_name(m.from), square_name(m.to))
    }

    /// `e1d2`.
    fn code(&self, m: MouseMove) -> String {
        format!("{}{}", square_name(m.from), square_name(m.to))
    }
}
