//! The engine: evaluation and search behind a small facade.
//!
//! [`Engine`] keeps what lives across searches (transposition table, history, options) and
//! runs one search at a time with [`Engine::go`]: a position with the game's history, limits,
//! a [`Reporter`] that receives an [`Info`] after every completed depth, a [`TimeSource`] and a stop
//! flag. The engine reads no clock and does no I/O of its own, so the same code serves the
//! native UCI binary and the browser worker.
//!
//! # Examples
//! ```
//! use poda::engine::{Engine, Limits, NoReporter, InstantClock};
//! use poda::rules::Position;
//! use std::sync::atomic::AtomicBool;
//!
//! let mut engine = Engine::new(16);
//! let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
//! let result = engine.go(&pos, &[], &Limits::depth(4), &mut NoReporter, &InstantClock::start(), &AtomicBool::new(false));
//! assert_eq!(result.best_move.to_string(), "a1a8"); // back-rank mate
//! ```

pub mod book;
pub mod eval;
mod facade;
pub mod large_table;
pub mod levels;
pub mod limits;
pub mod nnue;
mod report;
pub mod score;
pub mod search;
pub mod see;
pub mod trace;
pub mod tt;

pub use levels::Level;
pub use limits::Limits;
pub use score::Score;
pub use search::{SearchParams, SearchResult};
pub use trace::{NoTrace, Tracer};

pub use facade::Engine;
#[cfg(not(target_arch = "wasm32"))]
pub use report::InstantClock;
pub use report::{FrozenClock, Info, NoReporter, Reporter, TimeSource};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;
    use std::sync::atomic::AtomicBool;

    /// The moves and node counts of a short game's searches at `level`, from `engine`.
    fn replies(engine: &mut Engine, level: u8) -> Vec<(String, u64)> {
        engine.level = Level::new(level).expect("a level");
        let limits = Limits { depth: Some(5), ..Limits::default() };
        let stop = AtomicBool::new(false);
        let (mut pos, mut history, mut seen) = (Position::startpos(), Vec::new(), Vec::new());
        for _ in 0..6 {
            let result = engine.go(&pos, &history, &limits, &mut NoReporter, &FrozenClock, &stop);
            seen.push((result.best_move.to_string(), result.nodes));
            history.push(pos.hash());
            pos.play_unchecked(result.best_move);
        }
        seen
    }

    #[test]
    fn a_warmed_up_engine_answers_as_a_fresh_one() {
        // Level 2 chooses with randomness; the top level's node counts show the table's state.
        for level in [2, Level::MAX] {
            let (mut fresh, mut warmed) = (Engine::new(1), Engine::new(1));
            fresh.seed(77);
            warmed.seed(77);
            warmed.warm_up(20_000);
            assert_eq!(replies(&mut warmed, level), replies(&mut fresh, level), "level {level}");
        }
    }
}
