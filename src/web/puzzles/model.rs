//! The puzzles view's model, without the DOM: the book of puzzles made from the player's own
//! games ([`PuzzleBook`]), the one being solved, and what each move tried in it becomes.
//!
//! A try is judged by the engine's own search, the same search for the puzzle's position and
//! for the position after the move, so the two scores compare: the puzzle's best move solves
//! at once, the move played in the game fails at once, any other is scored and solves when it
//! keeps as much ([`keeps_as_much`]). A failed try is answered by the engine's refutation, the
//! reply its search found. Each change returns the searches to ask for ([`ScoreRequest`]);
//! their answers come back through [`PuzzleRun::on_score`].

use crate::engine::score::MATE_BOUND;
use crate::rules::{Color, Position};
use crate::web::saved::{keeps_as_much, Puzzle, PuzzleBook, Try};

/// How deep the puzzle's position is searched; the position after a tried move one ply less,
/// so that both end at the same distance from the puzzle.
pub const ROOT_DEPTH: u32 = 7;

/// A search the view asks of the worker: `fen` to `depth` plies, answered by its value for the
/// side to move there and its principal variation (UCI).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreRequest {
    pub id: u32,
    pub fen: String,
    pub depth: u32,
}

/// How much worse than the best move a failed try is, as the sentence tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loss {
    /// The move of the player's game.
    GameMove,
    /// So many centipawns less than the best move.
    Centipawns(i32),
    /// The best move mates; this one does not.
    MissesMate,
    /// The opponent mates after it.
    GetsMated,
}

/// Where the puzzle shown stands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Phase {
    /// The player is to move.
    #[default]
    Solving,
    /// A move tried (UCI), being scored.
    Checking { tried: String },
    /// Solved, by the puzzle's move or by another as good.
    Solved { tried: String, best: bool },
    /// Failed: the move tried, why, and the engine's answer to it (UCI) once found.
    Failed { tried: String, loss: Loss, reply: Option<String> },
}

/// What the session has counted: puzzles solved and failed (the first try at each showing),
/// and retries.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RunCounts {
    pub solved: u32,
    pub failed: u32,
    pub retried: u32,
}

/// What a search asked for is about.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Asked {
    /// The puzzle's position: the best score.
    Root { fen: String },
    /// The position after the tried move.
    After { fen: String, tried: String },
}

/// The puzzles view's state.
#[derive(Debug, Clone, Default)]
pub struct PuzzleRun {
    pub book: PuzzleBook,
    /// The puzzle shown (its index in the book).
    current: Option<usize>,
    pub phase: Phase,
    pub counts: RunCounts,
    /// The search's score of the puzzle's position (the mover's view), once known.
    root_cp: Option<i32>,
    /// The searches asked and not answered yet.
    asked: Vec<(u32, Asked)>,
    /// The score of the tried move (the mover's view) while the puzzle's own is awaited, and
    /// the opponent's answer to it that the search found.
    tried_cp: Option<i32>,
    pending_reply: Option<String>,
    /// Whether this showing of the puzzle has been counted (solved or failed) yet.
    counted: bool,
    next_id: u32,
}

/// A move's score from the mover's side: mates kept apart from material.
fn mover_loss(best_cp: i32, cp: i32) -> Loss {
    if cp <= -MATE_BOUND {
        Loss::GetsMated
    } else if best_cp >= MATE_BOUND {
        Loss::MissesMate
    } else {
        Loss::Centipawns(best_cp.saturating_sub(cp).max(0))
    }
}

impl PuzzleRun {
    /// A run over `book`, showing its first puzzle not solved yet.
    pub fn new(book: PuzzleBook) -> (PuzzleRun, Vec<ScoreRequest>) {
        let mut run = PuzzleRun { book, ..PuzzleRun::default() };
        let requests = run.open_next();
        (run, requests)
    }

    /// The puzzle shown, if the book has any.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.book.puzzles.get(self.current?)
    }

    /// Its index in the book.
    pub fn index(&self) -> Option<usize> {
        self.current
    }

    /// The side the player moves in the puzzle shown.
    pub fn side(&self) -> Option<Color> {
        Position::from_fen(&self.puzzle()?.fen).ok().map(|p| p.turn())
    }

    /// Shows the puzzle at `index` (from the start).
    pub fn open(&mut self, index: usize) -> Vec<ScoreRequest> {
        if index >= self.book.puzzles.len() {
            return Vec::new();
        }
        self.current = Some(index);
        self.reset();
        let fen = self.book.puzzles[index].fen.clone();
        vec![self.ask(Asked::Root { fen: fen.clone() }, fen, ROOT_DEPTH)]
    }

    /// Shows the next puzzle, the first not solved yet after this one.
    pub fn open_next(&mut self) -> Vec<ScoreRequest> {
        let fen = self.puzzle().map(|p| p.fen.clone());
        let Some(next) = self.book.next(fen.as_deref()).map(|p| p.fen.clone()) else { return Vec::new() };
        let index = self.book.puzzles.iter().position(|p| p.fen == next).unwrap_or(0);
        self.open(index)
    }

    /// Shows the same puzzle again from its position, counted as a retry. The puzzle's own
    /// score is kept.
    pub fn retry(&mut self) -> bool {
        if self.puzzle().is_none() || self.phase == Phase::Solving {
            return false;
        }
        let root = self.root_cp;
        let asked: Vec<_> = self.asked.iter().filter(|(_, a)| matches!(a, Asked::Root { .. })).cloned().collect();
        self.reset();
        self.root_cp = root;
        self.asked = asked;
        self.counts.retried += 1;
        true
    }

    fn reset(&mut self) {
        self.phase = Phase::Solving;
        self.root_cp = None;
        self.tried_cp = None;
        self.pending_reply = None;
        self.asked.clear();
        self.counted = false;
    }

    fn ask(&mut self, asked: Asked, fen: String, depth: u32) -> ScoreRequest {
        self.next_id += 1;
        let id = self.next_id;
        self.asked.push((id, asked));
        ScoreRequest { id, fen, depth }
    }

    /// The player tried `uci` (legal in the puzzle's position; `fen_after`, the position it
    /// leads to). Returns the searches to ask for.
    pub fn try_move(&mut self, uci: &str, fen_after: &str) -> Vec<ScoreRequest> {
        if self.phase != Phase::Solving {
            return Vec::new();
        }
        let Some(puzzle) = self.puzzle() else { return Vec::new() };
        let tried = uci.to_string();
        let after = Asked::After { fen: fen_after.to_string(), tried: tried.clone() };
        match puzzle.try_move(uci) {
            Try::Best => {
                self.phase = Phase::Solved { tried, best: true };
                self.count(true);
                Vec::new()
            }
            Try::Played => {
                self.phase = Phase::Failed { tried, loss: Loss::GameMove, reply: None };
                self.count(false);
                vec![self.ask(after, fen_after.to_string(), ROOT_DEPTH - 1)]
            }
            Try::Other => {
                self.phase = Phase::Checking { tried };
                vec![self.ask(after, fen_after.to_string(), ROOT_DEPTH - 1)]
            }
        }
    }

    fn count(&mut self, solved: bool) {
        if self.counted {
            return;
        }
        self.counted = true;
        if solved {
            self.counts.solved += 1;
        } else {
            self.counts.failed += 1;
        }
        if let Some(fen) = self.puzzle().map(|p| p.fen.clone()) {
            self.book.record(&fen, solved);
        }
    }

    /// A search's answer: `value`, for the side to move in the searched position, and its
    /// principal variation (UCI). Returns whether anything changed (an answer to a search of
    /// another showing is dropped).
    pub fn on_score(&mut self, id: u32, value: i32, pv: &[String]) -> bool {
        let Some(at) = self.asked.iter().position(|(i, _)| *i == id) else { return false };
        let (_, asked) = self.asked.remove(at);
        match asked {
            Asked::Root { fen } => {
                if self.puzzle().is_none_or(|p| p.fen != fen) {
                    return false;
                }
                self.root_cp = Some(value);
            }
            Asked::After { tried, .. } => {
                // The opponent's value after the move is the mover's, negated.
                self.tried_cp = Some(-value);
                if let Phase::Failed { tried: t, reply, .. } = &mut self.phase {
                    if *t == tried {
                        *reply = pv.first().cloned();
                    }
                    return true;
                }
                if self.phase != (Phase::Checking { tried: tried.clone() }) {
                    return false;
                }
                self.pending_reply = pv.first().cloned();
            }
        }
        self.judge();
        true
    }

    /// Judges the move being checked once both scores are known.
    fn judge(&mut self) {
        let (Phase::Checking { tried }, Some(best), Some(cp)) = (&self.phase, self.root_cp, self.tried_cp) else {
            return;
        };
        let tried = tried.clone();
        if keeps_as_much(best, cp) {
            self.phase = Phase::Solved { tried, best: false };
            self.count(true);
        } else {
            let reply = self.pending_reply.take();
            self.phase = Phase::Failed { tried, loss: mover_loss(best, cp), reply };
            self.count(false);
        }
    }

    /// Whether a search is awaited for the move tried.
    pub fn is_checking(&self) -> bool {
        matches!(self.phase, Phase::Checking { .. })
    }
}
