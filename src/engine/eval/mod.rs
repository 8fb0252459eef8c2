//! Static evaluation: how good a position looks without searching, in centipawns from the side
//! to move's point of view.
//!
//! Three evaluators share one code path ([`Evaluator`]):
//!
//! - **Full** (the engine's): material and piece-square tables tapered between middlegame and
//!   endgame by the phase, mobility, pawn structure (passed pawns with king distances,
//!   supported, isolated, doubled), threats (pieces attacked by pawns, majors by minors, queens
//!   by rooks), knight and bishop outposts, king protection (the pawn shield in front of the
//!   king), king attack (pieces hitting the zone around the enemy king), bishop pair, rooks on
//!   open and half-open files, and a tempo bonus. Every weight lives in
//!   [`EvalParams`]; [`DEFAULT`] holds the Texel-tuned values (see `docs/tuning.md`).
//! - **Seed**: the teaching evaluator of the alpha-beta texts Poda grew from. For each side:
//!   - material: pawn 100, knight 300, bishop 300, rook 500, queen 1000;
//!   - king protection: **+10** for every own piece or pawn standing on a square adjacent to
//!     the own king;
//!   - king attack: **+10** for every own piece or pawn (not the king) that attacks at least one
//!     square adjacent to the enemy king (sliders see through empty squares only).
//!
//!   The score is White's sum minus Black's, negated when Black is to move. No phase, no tempo.
//! - **Material**: pawn 100, knight 300, bishop 300, rook 500, queen 1000, nothing else.
//!
//! Each evaluator is written once, against the [`TermSink`] trait: every term it finds is
//! reported as *(term, colour, weight, count)*. [`evaluate`] sums these into two integers; the
//! [`breakdown`] keeps them per term and colour for the teaching UI and the UCI `eval` command;
//! the tuner (`scripts/lab/programs/tune.rs`) records which weight was used how often to get exact
//! gradients. Because all three read the same code, the breakdown's total is `evaluate`.
//!
//! The scores are tapered: `(mg · phase + eg · (24 − phase)) / 24`, where the phase counts the
//! non-pawn material on the board (knight and bishop 1, rook 2, queen 4, capped at 24).
//! Evaluation allocates nothing and does not look at the move history, the clock or whether the
//! game is over; mate and draw detection belong to the search.
//!
//! # Examples
//! ```
//! use poda::engine::eval::{breakdown, evaluate, evaluate_with, Evaluator};
//! use poda::rules::Position;
//!
//! let pos = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1").unwrap();
//! assert!(evaluate(&pos) > 800); // White is a queen up
//! assert_eq!(evaluate_with(&pos, Evaluator::Material), 1000);
//! assert_eq!(breakdown(&pos, Evaluator::Full).score, evaluate(&pos));
//! ```

mod breakdown;
mod full;
mod params;
mod seed;
mod terms;
#[cfg(test)]
mod tests;
mod tuned;

pub use breakdown::{Breakdown, TermScore};
pub use params::{EvalParams, Weights, HAND_SET, MAX_PHASE, S};
pub use terms::{Evaluator, Term, TermSink};
pub use tuned::DEFAULT;

use crate::rules::{Color, Position, Role};

/// The fast path: White's total minus Black's, as one middlegame/endgame pair.
#[derive(Default)]
struct Sum(S);

impl TermSink for Sum {
    #[inline(always)]
    fn add(&mut self, _term: Term, color: Color, weight: &S, count: i32) {
        self.0 += *weight * (count * color.sign());
    }
}

/// The game phase: non-pawn material on the board, from 0 (pawns and kings only) to
/// [`MAX_PHASE`] (all pieces, or more after promotions, capped).
#[inline]
pub fn phase(pos: &Position) -> i32 {
    let minors = (pos.by_role(Role::Knight) | pos.by_role(Role::Bishop)).count() as i32;
    let rooks = pos.by_role(Role::Rook).count() as i32;
    let queens = pos.by_role(Role::Queen).count() as i32;
    (minors + 2 * rooks + 4 * queens).min(MAX_PHASE)
}

/// Runs `evaluator` on `pos`, reporting every term to `acc`; returns the phase. `params` is
/// used by [`Evaluator::Full`] only.
#[inline]
pub fn trace<A: TermSink>(pos: &Position, evaluator: Evaluator, params: &EvalParams, acc: &mut A) -> i32 {
    match evaluator {
        Evaluator::Full => full::evaluate(pos, params, acc),
        Evaluator::Seed => seed::evaluate(pos, true, acc),
        Evaluator::Material => seed::evaluate(pos, false, acc),
    }
    phase(pos)
}

/// Turns a White-relative pair into the side to move's centipawns at `phase`.
#[inline]
fn finish(white: S, phase: i32, turn: Color) -> i32 {
    white.blend(phase) * turn.sign()
}

/// The full evaluation with the tuned weights, in centipawns for the side to move.
#[inline]
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_params(pos, &DEFAULT)
}

/// The full evaluation with the given weights, in centipawns for the side to move.
#[inline]
pub fn evaluate_params(pos: &Position, params: &EvalParams) -> i32 {
    let mut sum = Sum::default();
    let phase = trace(pos, Evaluator::Full, params, &mut sum);
    finish(sum.0, phase, pos.turn())
}

/// The chosen evaluation, in centipawns for the side to move.
#[inline]
pub fn evaluate_with(pos: &Position, evaluator: Evaluator) -> i32 {
    let mut sum = Sum::default();
    let phase = trace(pos, evaluator, &DEFAULT, &mut sum);
    finish(sum.0, phase, pos.turn())
}

/// Every term of the chosen evaluation, per colour, with the phase and the total.
pub fn breakdown(pos: &Position, evaluator: Evaluator) -> Breakdown {
    breakdown_params(pos, evaluator, &DEFAULT)
}

/// [`breakdown`] with the given weights for [`Evaluator::Full`].
pub fn breakdown_params(pos: &Position, evaluator: Evaluator, params: &EvalParams) -> Breakdown {
    let mut b = Breakdown::new(evaluator, pos.turn());
    let phase = trace(pos, evaluator, params, &mut b);
    b.finish(phase, finish(b.white_total(), phase, pos.turn()));
    b
}
