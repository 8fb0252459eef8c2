//! A per-term account of an evaluation, for the teaching UI and the UCI `eval` command.
//!
//! [`Breakdown`] is itself a [`TermSink`]: it is filled by the same code as the fast path,
//! so its [`score`](Breakdown::score) is exactly what [`evaluate_with`](super::evaluate_with)
//! returns. Per-term blended values are rounded separately and may not add up to the total by a
//! centipawn or two; the total is computed from the unrounded sums.

use super::{Evaluator, Term, TermSink, MAX_PHASE, S};
use crate::rules::Color;
use std::fmt;

/// One term: what White and Black each get from it, as middlegame/endgame pairs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TermScore {
    pub term: Term,
    pub white: S,
    pub black: S,
}

impl TermScore {
    /// White's value minus Black's.
    pub fn net(&self) -> S {
        self.white - self.black
    }

    /// White's and Black's values blended at `phase`.
    pub fn blended(&self, phase: i32) -> (i32, i32) {
        (self.white.blend(phase), self.black.blend(phase))
    }
}

/// Every term of one evaluation of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    pub evaluator: Evaluator,
    /// The side to move, whose point of view [`score`](Self::score) takes.
    pub turn: Color,
    /// Indexed by [`Term::index`]; terms the evaluator does not use stay zero.
    pub terms: [TermScore; Term::COUNT],
    /// 0 (endgame) ..= [`MAX_PHASE`] (opening).
    pub phase: i32,
    /// The evaluation in centipawns for the side to move: equal to `evaluate_with`.
    pub score: i32,
}

impl Breakdown {
    pub(super) fn new(evaluator: Evaluator, turn: Color) -> Breakdown {
        let terms = Term::ALL.map(|term| TermScore { term, white: S::ZERO, black: S::ZERO });
        Breakdown { evaluator, turn, terms, phase: 0, score: 0 }
    }

    pub(super) fn finish(&mut self, phase: i32, score: i32) {
        self.phase = phase;
        self.score = score;
    }

    /// The sum of all terms, White minus Black.
    pub fn white_total(&self) -> S {
        self.terms.iter().fold(S::ZERO, |acc, t| acc + t.net())
    }

    /// The evaluation from White's point of view.
    pub fn white_score(&self) -> i32 {
        self.score * self.turn.sign()
    }

    /// The terms this evaluator uses (those that can be non-zero).
    pub fn used_terms(&self) -> impl Iterator<Item = &TermScore> {
        let evaluator = self.evaluator;
        self.terms.iter().filter(move |t| match evaluator {
            Evaluator::Full => true,
            Evaluator::Seed => matches!(t.term, Term::Material | Term::KingProtection | Term::KingAttack),
            Evaluator::Material => t.term == Term::Material,
        })
    }
}

impl TermSink for Breakdown {
    fn add(&mut self, term: Term, color: Color, weight: &S, count: i32) {
        let t = &mut self.terms[term.index()];
        match color {
            Color::White => t.white += *weight * count,
            Color::Black => t.black += *weight * count,
        }
    }
}

impl fmt::Display for Breakdown {
    /// A table in centipawns: one row per term with White's, Black's and the net value, each as
    /// middlegame / endgame / blended, then the phase and the total.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let full = self.evaluator == Evaluator::Full;
        writeln!(f, "{} evaluation, phase {}/{}", self.evaluator.name(), self.phase, MAX_PHASE)?;
        if full {
            writeln!(f, "{:<20} {:>18} {:>18} {:>18}", "term", "white mg eg now", "black mg eg now", "net mg eg now")?;
        } else {
            writeln!(f, "{:<20} {:>8} {:>8} {:>8}", "term", "white", "black", "net")?;
        }
        for t in self.used_terms() {
            let net = t.net();
            if full {
                let cell = |s: S| format!("{:>5} {:>5} {:>5}", s.mg(), s.eg(), s.blend(self.phase));
                writeln!(f, "{:<20} {:>18} {:>18} {:>18}", t.term.name(), cell(t.white), cell(t.black), cell(net))?;
            } else {
                writeln!(f, "{:<20} {:>8} {:>8} {:>8}", t.term.name(), t.white.mg(), t.black.mg(), net.mg())?;
            }
        }
        writeln!(f, "total (white): {} cp", self.white_score())?;
        write!(f, "total (side to move, {}): {} cp", self.turn, self.score)
    }
}
