//! The names an evaluation is told in: which evaluator ([`Evaluator`]), its terms ([`Term`])
//! and what receives them as they are found ([`TermSink`]).

use super::params::S;
use crate::rules::Color;

/// Which evaluation function to use.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Evaluator {
    /// The engine's tuned evaluation.
    #[default]
    Full,
    /// The teaching evaluator: material, king protection and king attack.
    Seed,
    /// Material only.
    Material,
}

impl Evaluator {
    pub const ALL: [Evaluator; 3] = [Evaluator::Full, Evaluator::Seed, Evaluator::Material];

    pub const fn name(self) -> &'static str {
        match self {
            Evaluator::Full => "full",
            Evaluator::Seed => "seed",
            Evaluator::Material => "material",
        }
    }

    /// Reads a name as given by [`name`](Self::name), ignoring case.
    pub fn from_name(name: &str) -> Option<Evaluator> {
        Evaluator::ALL.into_iter().find(|e| e.name().eq_ignore_ascii_case(name))
    }
}

/// One named part of an evaluation, as shown in the breakdown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Term {
    Material,
    PieceSquare,
    Mobility,
    PassedPawns,
    SupportedPawns,
    IsolatedPawns,
    DoubledPawns,
    Threats,
    Outposts,
    KingProtection,
    KingAttack,
    BishopPair,
    RookFiles,
    Tempo,
}

impl Term {
    pub const COUNT: usize = 14;
    pub const ALL: [Term; Term::COUNT] = [
        Term::Material,
        Term::PieceSquare,
        Term::Mobility,
        Term::PassedPawns,
        Term::SupportedPawns,
        Term::IsolatedPawns,
        Term::DoubledPawns,
        Term::Threats,
        Term::Outposts,
        Term::KingProtection,
        Term::KingAttack,
        Term::BishopPair,
        Term::RookFiles,
        Term::Tempo,
    ];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn name(self) -> &'static str {
        match self {
            Term::Material => "material",
            Term::PieceSquare => "piece-square",
            Term::Mobility => "mobility",
            Term::PassedPawns => "passed pawns",
            Term::SupportedPawns => "supported pawns",
            Term::Threats => "threats",
            Term::Outposts => "outposts",
            Term::IsolatedPawns => "isolated pawns",
            Term::DoubledPawns => "doubled pawns",
            Term::KingProtection => "king protection",
            Term::KingAttack => "king attack",
            Term::BishopPair => "bishop pair",
            Term::RookFiles => "rooks on open files",
            Term::Tempo => "tempo",
        }
    }
}

/// Receives the terms of an evaluation as they are found.
///
/// `weight` is a reference into the parameters in use (for [`Evaluator::Full`], a field of the
/// [`EvalParams`] passed to [`trace`]); `count` is how many times it applies for `color`.
pub trait TermSink {
    fn add(&mut self, term: Term, color: Color, weight: &S, count: i32);
}
