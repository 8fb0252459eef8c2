//! Tic-tac-toe, small enough to search to the end from any position: its whole game tree has
//! 549,946 nodes, over only 5,478 different boards, which minimax with a transposition table
//! ([`Algorithm::MinimaxTable`](super::Algorithm::MinimaxTable)) values once each. X moves first. Cells are named like chess squares, a1 (bottom left) to c3.
//!
//! A won game is worth 100 minus the plies from the search's root (quicker wins are better);
//! a full board is a draw (0). At a search horizon the evaluation is the number of lines still
//! open for the side to move minus those open for the opponent.

use super::game::TeachGame;
use std::fmt;

/// Value of a win at the root.
pub const WIN: i32 = 100;

const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    X,
    O,
}

impl Mark {
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Mark::X => 'X',
            Mark::O => 'O',
        }
    }
}

/// Why a board's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not nine cells of `x`, `o`, `-` (or `.`, `_`).
    Shape(String),
    /// Counts of X and O that no game reaches (X moves first).
    Counts { x: usize, o: usize },
    /// Both sides have a line, or the game went on after a win.
    Impossible,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Shape(t) => write!(f, "{t:?} is not nine cells of x, o and -"),
            BoardError::Counts { x, o } => write!(f, "{x} X and {o} O cannot happen (X moves first)"),
            BoardError::Impossible => write!(f, "no game reaches this board"),
        }
    }
}

impl std::error::Error for BoardError {}

/// A board and the side to move. Cells 0..9 run a3 b3 c3 / a2 b2 c2 / a1 b1 c1 (top row first,
/// as the board is written in text).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Board {
    cells: [Option<Mark>; 9],
}

impl Board {
    pub fn empty() -> Board {
        Board::default()
    }

    /// Reads nine cells, top row first: `x`, `o` or `-` (also `.` or `_`); `/` and spaces are
    /// ignored, so `"x-o/-x-/--o"` works.
    ///
    /// # Errors
    /// A [`BoardError`] when the text is not a board some game reaches.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut cells = [None; 9];
        let mut n = 0;
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != '/') {
            let cell = match c.to_ascii_lowercase() {
                'x' => Some(Mark::X),
                'o' => Some(Mark::O),
                '-' | '.' | '_' => None,
                _ => return Err(BoardError::Shape(text.to_string())),
            };
            if n == 9 {
                return Err(BoardError::Shape(text.to_string()));
            }
            cells[n] = cell;
            n += 1;
        }
        if n != 9 {
            return Err(BoardError::Shape(text.to_string()));
        }
        let board = Board { cells };
        let x = board.count(Mark::X);
        let o = board.count(Mark::O);
        if x != o && x != o + 1 {
            return Err(BoardError::Counts { x, o });
        }
        let (xw, ow) = (board.has_line(Mark::X), board.has_line(Mark::O));
        // Both won, or the game went on after a win (X moved last iff X has one more mark).
        if (xw && (ow || x == o)) || (ow && x > o) {
            return Err(BoardError::Impossible);
        }
        Ok(board)
    }

    /// The board in [`parse`](Self::parse)'s format.
    pub fn text(&self) -> String {
        let mut s = String::new();
        for (i, c) in self.cells.iter().enumerate() {
            if i > 0 && i.is_multiple_of(3) {
                s.push('/');
            }
            s.push(c.map_or('-', |m| m.letter().to_ascii_lowercase()));
        }
        s
    }

    pub fn cell(&self, i: usize) -> Option<Mark> {
        self.cells.get(i).copied().flatten()
    }

    fn count(&self, mark: Mark) -> usize {
        self.cells.iter().filter(|&&c| c == Some(mark)).count()
    }

    pub fn turn(&self) -> Mark {
        if self.count(Mark::X) > self.count(Mark::O) {
            Mark::O
        } else {
            Mark::X
        }
    }

    pub fn has_line(&self, mark: Mark) -> bool {
        LINES.iter().any(|l| l.iter().all(|&i| self.cells[i] == Some(mark)))
    }

    /// The winner, if any.
    pub fn winner(&self) -> Option<Mark> {
        [Mark::X, Mark::O].into_iter().find(|&m| self.has_line(m))
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.cells.iter().all(Option::is_some)
    }

    /// The cell's name: a3 for cell 0 … c1 for cell 8.
    pub fn cell_name(i: usize) -> String {
        let file = (b'a' + (i % 3) as u8) as char;
        let rank = 3 - i / 3;
        format!("{file}{rank}")
    }

    fn open_lines(&self, mark: Mark) -> i32 {
        LINES.iter().filter(|l| l.iter().all(|&i| self.cells[i] != Some(mark.other()))).count() as i32
    }
}

impl TeachGame for Board {
    type Move = usize;

    fn moves(&self) -> Vec<usize> {
        if self.winner().is_some() {
            return Vec::new();
        }
        (0..9).filter(|&i| self.cells[i].is_none()).collect()
    }

    fn play(&self, m: usize) -> Board {
        let mut next = *self;
        next.cells[m] = Some(self.turn());
        next
    }

    fn outcome(&self, moves: &[usize], ply: u32) -> Option<i32> {
        if !moves.is_empty() {
            return None;
        }
        // Only the side that just moved can have made a line.
        Some(if self.winner().is_some() { -(WIN - ply as i32) } else { 0 })
    }

    fn evaluate(&self) -> i32 {
        let me = self.turn();
        self.open_lines(me) - self.open_lines(me.other())
    }

    /// The centre, then the corners, then the edges.
    fn order(&self, moves: &mut [usize]) {
        const RANK: [u8; 9] = [1, 2, 1, 2, 0, 2, 1, 2, 1];
        moves.sort_by_key(|&m| RANK[m]);
    }

    fn label(&self, m: usize) -> String {
        format!("{}{}", self.turn().letter(), Board::cell_name(m))
    }

    fn code(&self, m: usize) -> String {
        m.to_string()
    }

    /// The nine cells in base 3 (empty 0, X 1, O 2): the marks also say how many moves were
    /// played, so a board comes back only at the same distance from the root.
    fn key(&self) -> Option<u64> {
        Some(self.cells.iter().fold(0, |key, c| {
            key * 3
                + match c {
                    None => 0,
                    Some(Mark::X) => 1,
                    Some(Mark::O) => 2,
                }
        }))
    }
}
