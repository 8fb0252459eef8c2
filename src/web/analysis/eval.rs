//! The engine's opinion as a player reads it: the score from White's side (`+0.35`, `-1.20`,
//! `#3` when White mates in three, `#-2` when Black does), the share of the evaluation bar
//! that is White's, the speed, and the principal variation in SAN. No browser types.

use crate::rules::{Color, Position};

/// A score from White's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns; positive when White is better.
    Cp(i32),
    /// Moves to mate; positive when White mates.
    Mate(i32),
}

impl Eval {
    /// The engine's score (`cp` or `mate`, from the side to move's point of view, as the
    /// worker reports it) turned to White's view; `None` when there is neither.
    pub fn from_engine(turn: Color, cp: Option<i32>, mate: Option<i32>) -> Option<Eval> {
        let sign = if turn == Color::White { 1 } else { -1 };
        match (mate, cp) {
            (Some(n), _) => Some(Eval::Mate(sign * n)),
            (None, Some(cp)) => Some(Eval::Cp(sign * cp)),
            (None, None) => None,
        }
    }

    /// `+0.35`, `-1.20`, `0.00`, `#3`, `#-3`.
    pub fn text(self) -> String {
        match self {
            Eval::Mate(n) => format!("#{n}"),
            Eval::Cp(0) => "0.00".to_string(),
            Eval::Cp(cp) => {
                let sign = if cp > 0 { '+' } else { '-' };
                let a = cp.unsigned_abs();
                format!("{sign}{}.{:02}", a / 100, a % 100)
            }
        }
    }

    /// White's share of the evaluation bar, in per mille (500: equal): the expected score
    /// from the centipawns on a logistic curve (a pawn up is about 59 %), all of it for a
    /// mate.
    pub fn white_share(self) -> u32 {
        match self {
            Eval::Mate(n) if n > 0 => 1000,
            // `#-0`: White is mated.
            Eval::Mate(_) => 0,
            Eval::Cp(cp) => {
                let x = f64::from(cp.clamp(-2000, 2000)) * 0.003_682_08;
                (1000.0 / (1.0 + (-x).exp())).round() as u32
            }
        }
    }
}

/// Nodes per second as `850 k` or `1.2 M`.
pub fn speed(nodes: u64, time_ms: u64) -> String {
    let nps = nodes.saturating_mul(1000) / time_ms.max(1);
    if nps >= 1_000_000 {
        format!("{}.{} M", nps / 1_000_000, (nps / 100_000) % 10)
    } else {
        format!("{} k", nps / 1000)
    }
}

/// The moves `uci` (a principal variation from `pos`) in SAN, up to the first that is not
/// legal (a stale or damaged line stops there).
pub fn line_san(pos: &Position, uci: &[String]) -> Vec<String> {
    let mut pos = *pos;
    let mut out = Vec::with_capacity(uci.len());
    for text in uci {
        let Ok(m) = pos.parse_uci(text) else { break };
        out.push(pos.san(m));
        pos.play_unchecked(m);
    }
    out
}
