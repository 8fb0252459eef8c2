//! The review of a game: the engine's score of every position, and each move judged by how
//! much it lowered the mover's winning chances.
//!
//! The page asks the worker about one position at a time ([`Review::next_request`]), at a fixed
//! node budget so that a review takes the same effort on every machine, and hands back each
//! answer ([`Review::record`]). Positions where the game is over are scored here, without the
//! worker. A move is an inaccuracy, a mistake or a blunder when the mover's expected score
//! (from the evaluation, as on the evaluation bar) drops by at least 10, 20 or 30 points out of
//! 100 — the thresholds players know from the big chess sites — or, as a coach would also
//! say, when it gives away at least 0.9, 1.5 or 2.4 pawns (a piece for a pawn) and leaves the
//! mover no clear advantage.
//! The engine's move there is given as the better one, with the line it expected. Each side's
//! accuracy (0 to 100 %) is worked out from the same drops, as the big chess sites do.
//! No browser types here: tested in Node, and against known traps (`tests/web/review_traps.rs`).

use crate::rules::{self, Color, Position};

use crate::web::analysis::eval::{line_san, Eval};
use crate::web::worker_messages::{GoLimits, PlayRequest};

/// The worker's effort per position.
pub const NODES_PER_POSITION: u64 = 250_000;

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The move suffix players write: `?!`, `?`, `??`.
    pub fn suffix(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// The CSS class of a marked move.
    pub fn class(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "mark-inaccuracy",
            Judgement::Mistake => "mark-mistake",
            Judgement::Blunder => "mark-blunder",
        }
    }

    /// Judges a drop of the mover's expected score, in per mille.
    pub fn of_drop(drop: i32) -> Option<Judgement> {
        match drop {
            d if d >= 300 => Some(Judgement::Blunder),
            d if d >= 200 => Some(Judgement::Mistake),
            d if d >= 100 => Some(Judgement::Inaccuracy),
            _ => None,
        }
    }

    /// Judges the centipawns a move gave away (`before` and `after`, the mover's view): 2.4
    /// (a piece for a pawn), 1.5 or 0.9 pawns, unless the mover is still clearly better
    /// afterwards (a pawn or more).
    pub fn of_loss(before: i32, after: i32) -> Option<Judgement> {
        if after >= 100 {
            return None;
        }
        match before - after {
            d if d >= 240 => Some(Judgement::Blunder),
            d if d >= 150 => Some(Judgement::Mistake),
            d if d >= 90 => Some(Judgement::Inaccuracy),
            _ => None,
        }
    }
}

/// A move found wanting: what it was, and what the engine preferred (SAN), with the line it
/// expected after it (SAN, the better move first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flaw {
    pub judgement: Judgement,
    /// The better move, and in SAN.
    pub mv: rules::Move,
    pub better: String,
    pub line: Vec<String>,
}

/// A mistake or a blunder of a side, as a puzzle needs it ([`Review::mistakes`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mistake {
    /// The position before it; the side that erred is to move.
    pub fen: String,
    /// The move played and the engine's, in UCI.
    pub played: String,
    pub best: String,
    /// The mover's score with the engine's move (the position's score before the mistake), in
    /// centipawns, a mate counting as 20 pawns.
    pub best_cp: i32,
    pub judgement: Judgement,
}

/// A game under review.
#[derive(Debug, Clone)]
pub struct Review {
    start_fen: String,
    /// The moves reviewed, in UCI.
    moves: Vec<String>,
    /// Every position, the start first.
    positions: Vec<Position>,
    /// The score of each position (White's view), once known.
    evals: Vec<Option<Eval>>,
    /// The engine's move in each position (UCI), once known.
    best: Vec<Option<String>>,
    /// The line the engine expected from each position (UCI, its move first).
    lines: Vec<Vec<String>>,
    /// The position asked about, and under which request id.
    asked: Option<(usize, u32)>,
    /// The scores come from the engine's network ([`Review::with_net`]).
    net: bool,
}

/// The network's centipawns are about two thirds of the hand-crafted evaluation's, whose pawn
/// is a pawn (a knight up: 214 against 328; a queen up: 655 against 986, at the review's
/// nodes): its scores are scaled by 3/2 before they are judged, so that the thresholds below
/// speak of pawns.
const NET_SCALE: (i32, i32) = (3, 2);

impl Review {
    /// A review of the game from `start_fen` through `positions` (start first) by `moves`
    /// (UCI). Finished positions are scored at once.
    pub fn new(start_fen: &str, moves: Vec<String>, positions: Vec<Position>) -> Review {
        let evals = positions.iter().map(final_eval).collect();
        let best = vec![None; positions.len()];
        let lines = vec![Vec::new(); positions.len()];
        Review { start_fen: start_fen.to_string(), moves, positions, evals, best, lines, asked: None, net: false }
    }

    /// The scores to come are the engine's network's (`true`) or the hand-crafted
    /// evaluation's.
    pub fn set_net(&mut self, net: bool) {
        self.net = net;
    }

    /// True while this review is of the game given by `start_fen` and `moves`.
    pub fn is_of(&self, start_fen: &str, moves: &[String]) -> bool {
        self.start_fen == start_fen && self.moves == moves
    }

    /// How many positions are scored, out of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.evals.iter().filter(|e| e.is_some()).count(), self.evals.len())
    }

    pub fn is_done(&self) -> bool {
        self.evals.iter().all(Option::is_some)
    }

    /// The next question for the worker, with id `id`; `None` when every position is scored.
    pub fn next_request(&mut self, id: u32) -> Option<PlayRequest> {
        let index = self.evals.iter().position(Option::is_none)?;
        self.asked = Some((index, id));
        let limits = GoLimits { nodes: Some(NODES_PER_POSITION), level: None, book: false, ..GoLimits::default() };
        Some(PlayRequest::Go { id, fen: self.start_fen.clone(), moves: self.moves[..index].to_vec(), limits })
    }

    /// True while a question is with the worker.
    pub fn is_asking(&self) -> bool {
        self.asked.is_some()
    }

    /// The worker that had the question is gone: it will be asked again.
    pub fn forget_question(&mut self) {
        self.asked = None;
    }

    /// The position request `id` is about, if it is this review's.
    pub fn asked(&self, id: u32) -> Option<usize> {
        self.asked.filter(|&(_, asked)| asked == id).map(|(index, _)| index)
    }

    /// The worker's answer for request `id`: its last score (side to move's view), move and
    /// principal variation (UCI). Returns false when `id` is not the question asked.
    pub fn record(
        &mut self,
        id: u32,
        cp: Option<i32>,
        mate: Option<i32>,
        best: Option<String>,
        pv: Vec<String>,
    ) -> bool {
        let Some(index) = self.asked(id) else { return false };
        self.asked = None;
        let turn = self.positions[index].turn();
        let cp = if self.net { cp.map(|cp| cp * NET_SCALE.0 / NET_SCALE.1) } else { cp };
        self.evals[index] = Some(Eval::from_engine(turn, cp, mate).unwrap_or(Eval::Cp(0)));
        // The line must start with the move played: a line from an earlier depth may not.
        self.lines[index] = if pv.first() == best.as_ref() { pv } else { best.iter().cloned().collect() };
        self.best[index] = best;
        true
    }

    /// The score of each position (White's view), once known.
    pub fn evals(&self) -> &[Option<Eval>] {
        &self.evals
    }

    /// White's expected score at each position, in per mille (for the graph), once known.
    pub fn shares(&self) -> Vec<Option<u32>> {
        self.evals.iter().map(|e| e.map(Eval::white_share)).collect()
    }

    /// The judgement of move `ply` (from 1: the move that led to position `ply`), once both
    /// its positions are scored.
    pub fn mark(&self, ply: usize) -> Option<Flaw> {
        let (before, after) = (*self.evals.get(ply.checked_sub(1)?)?.as_ref()?, *self.evals.get(ply)?.as_ref()?);
        let mover = self.positions[ply - 1].turn();
        let judgement = Judgement::of_drop(share_drop(mover, before, after))
            .max(Judgement::of_loss(mover_cp(mover, before), mover_cp(mover, after)))?;
        let best = self.best[ply - 1].as_deref()?;
        if best == self.moves[ply - 1] {
            return None;
        }
        let pos = &self.positions[ply - 1];
        let mv = pos.parse_uci(best).ok()?;
        let line = line_san(pos, &self.lines[ply - 1]);
        let better = line.first()?.clone();
        Some(Flaw { judgement, mv, better, line })
    }

    /// `side`'s accuracy over the game, in per cent: each move's from the drop of the side's
    /// expected score (100 for no drop, about 50 for a drop of 15 points in 100), the mean of
    /// the arithmetic and the harmonic means of the moves (a blunder weighs more than a fine
    /// move). `None` until the review is done, or when `side` made no move.
    pub fn accuracy(&self, side: Color) -> Option<u32> {
        if !self.is_done() {
            return None;
        }
        let mut moves: Vec<f64> = Vec::new();
        for ply in 1..self.positions.len() {
            let mover = self.positions[ply - 1].turn();
            if mover != side {
                continue;
            }
            let (Some(before), Some(after)) = (self.evals[ply - 1], self.evals[ply]) else { continue };
            let drop = f64::from(share_drop(mover, before, after).max(0)) / 10.0;
            moves.push((103.1668 * (-0.04354 * drop).exp() - 3.1669).clamp(0.0, 100.0));
        }
        if moves.is_empty() {
            return None;
        }
        let n = moves.len() as f64;
        let mean = moves.iter().sum::<f64>() / n;
        let harmonic = n / moves.iter().map(|a| 1.0 / a.max(1.0)).sum::<f64>();
        Some(((mean + harmonic) / 2.0).round() as u32)
    }

    /// `side`'s mistakes and blunders, in the order played: each the position before it, the
    /// move played, the engine's move and what it kept for the mover. Empty until judged.
    pub fn mistakes(&self, side: Color) -> Vec<Mistake> {
        (1..self.positions.len())
            .filter(|&ply| self.positions[ply - 1].turn() == side)
            .filter_map(|ply| {
                let flaw = self.mark(ply)?;
                let before = self.evals[ply - 1]?;
                (flaw.judgement >= Judgement::Mistake).then(|| Mistake {
                    fen: self.positions[ply - 1].fen(),
                    played: self.moves[ply - 1].clone(),
                    best: flaw.mv.to_string(),
                    best_cp: mover_cp(side, before),
                    judgement: flaw.judgement,
                })
            })
            .collect()
    }

    /// How many moves of `side` got each judgement: (inaccuracies, mistakes, blunders).
    pub fn counts(&self, side: Color) -> (usize, usize, usize) {
        let mut counts = (0, 0, 0);
        for ply in 1..self.positions.len() {
            if self.positions[ply - 1].turn() != side {
                continue;
            }
            match self.mark(ply).map(|m| m.judgement) {
                Some(Judgement::Inaccuracy) => counts.0 += 1,
                Some(Judgement::Mistake) => counts.1 += 1,
                Some(Judgement::Blunder) => counts.2 += 1,
                None => {}
            }
        }
        counts
    }
}

/// How much the mover's expected score fell from `before` to `after`, in per mille.
fn share_drop(mover: Color, before: Eval, after: Eval) -> i32 {
    mover.sign() * (before.white_share() as i32 - after.white_share() as i32)
}

/// A score in centipawns from the mover's view, a mate counting as 20 pawns.
pub fn mover_cp(mover: Color, eval: Eval) -> i32 {
    let white = match eval {
        Eval::Cp(cp) => cp.clamp(-2000, 2000),
        Eval::Mate(n) if n > 0 => 2000,
        Eval::Mate(_) => -2000,
    };
    mover.sign() * white
}

/// The score of a position where the game is over: a mate for the winner, 0 for a draw.
fn final_eval(pos: &Position) -> Option<Eval> {
    match pos.status_without_history() {
        rules::Status::Ongoing => None,
        rules::Status::Checkmate { winner: Color::White } => Some(Eval::Mate(1)),
        rules::Status::Checkmate { winner: Color::Black } => Some(Eval::Mate(-1)),
        _ => Some(Eval::Cp(0)),
    }
}
