//! The engine's judgement as the pages show it, without a browser: its score seen from
//! White's side, the evaluation bar's share and the principal variation in SAN ([`eval`]), and
//! the review of a finished game, move by move ([`review`]).

pub mod eval;
pub mod review;
