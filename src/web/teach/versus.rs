//! The games of the teaching view played against the computer: tic-tac-toe
//! (`?mode=tictactoe`) and the mouse and the cats (`?mode=mouse`). What the two share is here
//! once: whose turn it is, the person's presses on the board becoming moves, the computer's
//! reply read from the recorded tree's principal variation by its code
//! ([`TeachGame::code`]), the position at a node of the tree, and a new game.
//!
//! No browser in it; the view draws the board the game is on and its status line.

use crate::teach::mouse::{row_of, MouseBoard, MouseMove, MouseSide, GOAL_ROW};
use crate::teach::tictactoe::{Board, Mark};
use crate::teach::TeachGame;
use crate::web::worker_messages::Subject;

/// A game against the computer, with the side the person plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Versus {
    /// Tic-tac-toe: X moves first; the sides alternate from game to game.
    TicTacToe { board: Board, human: Mark },
    /// The mouse and the cats: the mouse moves first; the person chooses a side. `selected`
    /// is the piece the person has picked up (a press on it), waiting for its square; `last`
    /// the last move played.
    Mouse { board: MouseBoard, human: MouseSide, selected: Option<u8>, last: Option<MouseMove> },
}

/// How a game against the computer ended, as `poda:game-over` and `poda:state` name it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VersusOutcome {
    /// The winner's side (`x`, `o`, `mouse`, `cats`); `None` for a draw.
    pub winner: Option<&'static str>,
    /// From the person's side: `win`, `loss` or `draw`.
    pub result: &'static str,
    /// `three-in-a-row`, `board-full`; `mouse-escaped` (the mouse reached the top row),
    /// `mouse-trapped` (it cannot move), `cats-stuck` (no cat can move).
    pub reason: &'static str,
}

/// A tic-tac-toe side as the messages name it.
fn mark_name(mark: Mark) -> &'static str {
    match mark {
        Mark::X => "x",
        Mark::O => "o",
    }
}

/// The move named `code` in `game`, played, when it is legal there.
fn after_code<G: TeachGame>(game: &G, code: &str) -> Option<G> {
    game.moves().into_iter().find(|&m| game.code(m) == code).map(|m| game.play(m))
}

impl Versus {
    /// Tic-tac-toe from `board`, the person to move.
    pub fn tictactoe(board: Board) -> Versus {
        Versus::TicTacToe { board, human: board.turn() }
    }

    /// The mouse and the cats from `board`, the person playing `human`.
    pub fn mouse(board: MouseBoard, human: MouseSide) -> Versus {
        Versus::Mouse { board, human, selected: None, last: None }
    }

    /// What the teaching worker searches.
    pub fn subject(&self) -> Subject {
        match self {
            Versus::TicTacToe { board, .. } => Subject::TicTacToe { board: board.text() },
            Versus::Mouse { board, .. } => Subject::Mouse { board: board.text() },
        }
    }

    /// The board as text (`<body data-board>`).
    pub fn text(&self) -> String {
        match self {
            Versus::TicTacToe { board, .. } => board.text(),
            Versus::Mouse { board, .. } => board.text(),
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Versus::TicTacToe { board, .. } => board.is_over(),
            Versus::Mouse { board, .. } => board.is_over(),
        }
    }

    /// The side to move, as the `poda:*` messages name it: `x` or `o`, `mouse` or `cats`.
    pub fn turn_name(&self) -> &'static str {
        match self {
            Versus::TicTacToe { board, .. } => mark_name(board.turn()),
            Versus::Mouse { board, .. } => board.turn().name(),
        }
    }

    /// The side the person plays, as the `poda:*` messages name it.
    pub fn human_name(&self) -> &'static str {
        match self {
            Versus::TicTacToe { human, .. } => mark_name(*human),
            Versus::Mouse { human, .. } => human.name(),
        }
    }

    /// How the game ended, once it is over (`None` while it goes on).
    pub fn ending(&self) -> Option<VersusOutcome> {
        let (winner, reason) = match self {
            Versus::TicTacToe { board, .. } => match board.winner() {
                Some(mark) => (Some(mark_name(mark)), "three-in-a-row"),
                None if board.is_over() => (None, "board-full"),
                None => return None,
            },
            Versus::Mouse { board, .. } => match board.winner()? {
                MouseSide::Mouse if row_of(board.mouse()) == GOAL_ROW => (Some("mouse"), "mouse-escaped"),
                MouseSide::Mouse => (Some("mouse"), "cats-stuck"),
                MouseSide::Cats => (Some("cats"), "mouse-trapped"),
            },
        };
        let result = match winner {
            None => "draw",
            Some(w) if w == self.human_name() => "win",
            Some(_) => "loss",
        };
        Some(VersusOutcome { winner, result, reason })
    }

    /// The side the person plays, by its name in the address (`player=`), where the game lets
    /// them choose it.
    pub fn player_name(&self) -> Option<&'static str> {
        match self {
            Versus::TicTacToe { .. } => None,
            Versus::Mouse { human, .. } => Some(human.name()),
        }
    }

    /// Is it the person's move (the game going on)?
    pub fn human_to_move(&self) -> bool {
        !self.is_over()
            && match self {
                Versus::TicTacToe { board, human } => board.turn() == *human,
                Versus::Mouse { board, human, .. } => board.turn() == *human,
            }
    }

    /// Is it the computer's move (the game going on)?
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && !self.human_to_move()
    }

    /// How deep the computer's reply is searched: tic-tac-toe to the end of the game, the
    /// mouse and the cats to the depth chosen.
    pub fn reply_depth(&self, chosen: u32) -> u32 {
        match self {
            Versus::TicTacToe { .. } => 9,
            Versus::Mouse { .. } => chosen,
        }
    }

    /// Plays the move written `code` (either side's); false when it is not legal now.
    pub fn play_code(&mut self, code: &str) -> bool {
        let played = match self {
            Versus::TicTacToe { board, .. } => after_code(board, code).map(|b| *board = b),
            Versus::Mouse { board, selected, last, .. } => {
                let m = board.move_of_code(code);
                m.map(|m| {
                    *board = board.play(m);
                    *selected = None;
                    *last = Some(m);
                })
            }
        };
        played.is_some()
    }

    /// The person presses square (or cell) `index` of the board: the code of the move that
    /// completes, if one does. A cat is picked up by a press on it and put down by a press on
    /// its square; a square only one of the person's pieces can step to plays that step.
    pub fn press(&mut self, index: usize) -> Option<String> {
        if !self.human_to_move() {
            return None;
        }
        match self {
            Versus::TicTacToe { board, .. } => board.moves().contains(&index).then(|| board.code(index)),
            Versus::Mouse { board, selected, .. } => {
                let square = u8::try_from(index).ok().filter(|&s| s < 64)?;
                let moves = board.moves();
                let to_here: Vec<MouseMove> = moves.iter().copied().filter(|m| m.to == square).collect();
                let chosen = match *selected {
                    Some(from) => to_here.iter().copied().find(|m| m.from == from),
                    None => None,
                }
                .or_else(|| (to_here.len() == 1).then(|| to_here[0]));
                if let Some(m) = chosen {
                    return Some(board.code(m));
                }
                // A press on one of the person's pieces that can move picks it up; elsewhere,
                // puts it down.
                let can_move = moves.iter().any(|m| m.from == square);
                *selected = (can_move && *selected != Some(square)).then_some(square);
                None
            }
        }
    }

    /// The squares the picked-up piece can step to (the mouse and the cats).
    pub fn targets(&self) -> Vec<u8> {
        match self {
            Versus::Mouse { board, selected: Some(from), .. } => {
                board.moves().into_iter().filter(|m| m.from == *from).map(|m| m.to).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The game after the line of codes `line` (a node of the recorded tree). Codes that are
    /// not legal stop the line.
    pub fn after_line(&self, line: &[String]) -> Versus {
        let mut at = *self;
        for code in line {
            if !at.play_code(code) {
                break;
            }
        }
        at
    }

    /// A new game. Tic-tac-toe: empty, the sides swapped; the mouse and the cats: the start,
    /// the person playing `mouse_side` (else the side they had).
    pub fn new_game(&mut self, mouse_side: Option<MouseSide>) {
        *self = match *self {
            Versus::TicTacToe { human, .. } => Versus::TicTacToe { board: Board::empty(), human: human.other() },
            Versus::Mouse { human, .. } => Versus::mouse(MouseBoard::start(), mouse_side.unwrap_or(human)),
        };
    }
}
