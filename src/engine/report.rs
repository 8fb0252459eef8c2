//! What the search reports ([`Info`], to a [`Reporter`]) and the time it is handed
//! ([`TimeSource`]: the native clock, or a frozen one for tests and fixed-node searches). The
//! search reads no clock of its own.

use super::Score;
use crate::rules::Move;

/// What the search reports after each completed depth, once per line it scored.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    /// Which line (MultiPV) this is, from 1 (the best).
    pub multipv: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub nps: u64,
    /// Permille of the hash table in use.
    pub hashfull: u32,
    pub pv: Vec<Move>,
}

/// Receives search progress.
pub trait Reporter {
    fn info(&mut self, info: &Info);
}

/// A reporter that ignores everything.
pub struct NoReporter;

impl Reporter for NoReporter {
    fn info(&mut self, _: &Info) {}
}

impl<F: FnMut(&Info)> Reporter for F {
    fn info(&mut self, info: &Info) {
        self(info)
    }
}

/// Elapsed time since the search started, supplied by the caller.
pub trait TimeSource {
    fn elapsed_ms(&self) -> u64;
}

/// A clock over `std::time::Instant` (native builds; `Instant` is not available in the browser).
#[cfg(not(target_arch = "wasm32"))]
pub struct InstantClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl InstantClock {
    pub fn start() -> InstantClock {
        InstantClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl TimeSource for InstantClock {
    fn elapsed_ms(&self) -> u64 {
        self.0.elapsed().as_millis() as u64
    }
}

/// A clock that never advances (searches limited by depth or nodes only).
pub struct FrozenClock;

impl TimeSource for FrozenClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}
