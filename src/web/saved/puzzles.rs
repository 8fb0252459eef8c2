//! The puzzles made from the player's own games: after a review, each of the player's mistakes
//! and blunders becomes a puzzle — the position before it, the player to move, "find the better
//! move" — kept under [`PUZZLES_KEY`] across games, newest first, at most [`MAX_PUZZLES`].
//!
//! A puzzle is solved by the engine's move, or by another that keeps as much ([`Puzzle::accepts`],
//! once the engine has scored it); the move played in the game fails it at once. Each keeps how
//! often it was solved and failed, so the next one asked is one not solved yet. Read as strictly
//! as the saved game: a value that is not this version's JSON gives a [`SavedError`], and the
//! page drops it with a notice. No browser: tested natively.

use super::json::Json;
use super::model::{versioned, SavedError, VERSION};
use crate::web::analysis::review::{Judgement, Mistake};

/// Where the puzzles are kept.
pub const PUZZLES_KEY: &str = "poda.puzzles";
/// The most kept: the oldest go first.
pub const MAX_PUZZLES: usize = 100;
/// Another move solves a puzzle when it keeps the mover within this many centipawns of the
/// engine's move, or still winning by this much when the engine's move wins by more.
pub const AS_GOOD_CP: i32 = 50;
/// A score this high is a win whatever its size (three pawns, or a mate as 20 pawns).
const WINNING_CP: i32 = 300;

/// One puzzle: a position from one of the player's games where the player went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The position; the player is to move.
    pub fen: String,
    /// The move played in the game, and the engine's better one, in UCI.
    pub played: String,
    pub best: String,
    /// The mover's score with the engine's move, in centipawns (a mate as 20 pawns).
    pub best_cp: i32,
    /// Mistake or blunder.
    pub judgement: Judgement,
    pub solved: u32,
    pub failed: u32,
}

/// What a move tried in a puzzle is, before the engine is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Try {
    /// The engine's move: solved.
    Best,
    /// The move played in the game: failed.
    Played,
    /// Another move: solved if the engine's score of it ([`Puzzle::accepts`]) keeps as much.
    Other,
}

impl Puzzle {
    /// A puzzle from a mistake of a review.
    pub fn of(mistake: &Mistake) -> Puzzle {
        Puzzle {
            fen: mistake.fen.clone(),
            played: mistake.played.clone(),
            best: mistake.best.clone(),
            best_cp: mistake.best_cp,
            judgement: mistake.judgement,
            solved: 0,
            failed: 0,
        }
    }

    /// What `uci` is in this puzzle.
    pub fn try_move(&self, uci: &str) -> Try {
        if uci == self.best {
            Try::Best
        } else if uci == self.played {
            Try::Played
        } else {
            Try::Other
        }
    }

    /// Whether a move that leaves the mover `cp` (the engine's score after it, from the mover's
    /// side) keeps as much as the engine's move: within [`AS_GOOD_CP`], or a win when the
    /// engine's move wins.
    pub fn accepts(&self, cp: i32) -> bool {
        keeps_as_much(self.best_cp, cp)
    }
}

/// Whether a move that leaves the mover `cp` keeps as much as one that leaves `best_cp` (both
/// the same search's scores, from the mover's side): within [`AS_GOOD_CP`], or a win when the
/// best move wins.
pub fn keeps_as_much(best_cp: i32, cp: i32) -> bool {
    cp >= best_cp - AS_GOOD_CP || (best_cp >= WINNING_CP && cp >= WINNING_CP)
}

/// Every puzzle kept, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PuzzleBook {
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleBook {
    /// Adds a puzzle for each of `mistakes` not already kept (the same position), the newest
    /// first; the oldest beyond [`MAX_PUZZLES`] go. Returns how many were added.
    pub fn add(&mut self, mistakes: &[Mistake]) -> usize {
        let mut added = 0;
        for mistake in mistakes.iter().rev() {
            if self.puzzles.iter().any(|p| p.fen == mistake.fen) {
                continue;
            }
            self.puzzles.insert(0, Puzzle::of(mistake));
            added += 1;
        }
        self.puzzles.truncate(MAX_PUZZLES);
        added
    }

    /// The puzzle to ask next after the one at `fen` (none: from the start): the first not
    /// solved yet after it, else the first after it (round the list).
    pub fn next(&self, fen: Option<&str>) -> Option<&Puzzle> {
        let start = fen.and_then(|fen| self.puzzles.iter().position(|p| p.fen == fen)).map_or(0, |i| i + 1);
        let n = self.puzzles.len();
        let ring: Vec<&Puzzle> = (0..n).map(|i| &self.puzzles[(start + i) % n]).collect();
        ring.iter().find(|p| p.solved == 0).or(ring.first()).copied()
    }

    /// Counts a try at the puzzle at `fen`.
    pub fn record(&mut self, fen: &str, solved: bool) {
        if let Some(p) = self.puzzles.iter_mut().find(|p| p.fen == fen) {
            if solved {
                p.solved += 1;
            } else {
                p.failed += 1;
            }
        }
    }

    /// How many puzzles there are, how many were ever solved, and how many were failed and
    /// never solved.
    pub fn counts(&self) -> (usize, usize, usize) {
        let solved = self.puzzles.iter().filter(|p| p.solved > 0).count();
        let failed = self.puzzles.iter().filter(|p| p.solved == 0 && p.failed > 0).count();
        (self.puzzles.len(), solved, failed)
    }

    /// The JSON text stored under [`PUZZLES_KEY`].
    pub fn to_json(&self) -> String {
        let text = |s: &str| Json::String(s.to_string());
        let number = |n: i64| Json::Number(n.to_string());
        let puzzles = self
            .puzzles
            .iter()
            .map(|p| {
                Json::Object(vec![
                    ("fen".to_string(), text(&p.fen)),
                    ("played".to_string(), text(&p.played)),
                    ("best".to_string(), text(&p.best)),
                    ("bestCp".to_string(), number(i64::from(p.best_cp))),
                    ("blunder".to_string(), Json::Bool(p.judgement == Judgement::Blunder)),
                    ("solved".to_string(), number(i64::from(p.solved))),
                    ("failed".to_string(), number(i64::from(p.failed))),
                ])
            })
            .collect();
        Json::Object(vec![("v".to_string(), number(i64::from(VERSION))), ("puzzles".to_string(), Json::Array(puzzles))])
            .write()
    }

    /// Reads what [`PuzzleBook::to_json`] wrote.
    ///
    /// # Errors
    /// Not JSON, another version, or a puzzle with a missing or mistyped field.
    pub fn from_json(json: &str) -> Result<PuzzleBook, SavedError> {
        let value = versioned(json)?;
        let bad = SavedError::BadField { field: "puzzles" };
        let Some(Json::Array(items)) = value.get("puzzles") else { return Err(bad) };
        let mut puzzles = Vec::with_capacity(items.len());
        for item in items.iter().take(MAX_PUZZLES) {
            let text = |key: &str| item.get(key).and_then(Json::as_str).map(str::to_string);
            let int = |key: &str| item.get(key).and_then(Json::as_int);
            let count = |key: &str| int(key).and_then(|n| u32::try_from(n).ok());
            let judgement = match item.get("blunder") {
                Some(Json::Bool(true)) => Judgement::Blunder,
                Some(Json::Bool(false)) => Judgement::Mistake,
                _ => return Err(bad),
            };
            let puzzle = (|| {
                Some(Puzzle {
                    fen: text("fen")?,
                    played: text("played")?,
                    best: text("best")?,
                    best_cp: i32::try_from(int("bestCp")?).ok()?,
                    judgement,
                    solved: count("solved")?,
                    failed: count("failed")?,
                })
            })();
            puzzles.push(puzzle.ok_or(SavedError::BadField { field: "puzzles" })?);
        }
        Ok(PuzzleBook { puzzles })
    }
}
