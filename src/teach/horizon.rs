//! The horizon effect, where a class can see it: a textbook search (minimax or alpha-beta to a
//! fixed depth, no quiescence) whose best line ends in a capture on its very last ply.
//!
//! The search evaluates the position right after the capture and never looks at the reply,
//! which often takes the piece back: the value counts material that is not really won. In the
//! Italian game after 3...Qf6 (Black to move, depth 3) alpha-beta's best line is Qf6 Ng1 Qxf2+,
//! worth a pawn and more to Black — but Kxf2 wins the queen, one ply past the horizon.
//! [`capture_at_horizon`] finds such a line, and the recapture the search did not see. The
//! engine's own search goes on with captures past its depth (the quiescence search), so the
//! view only looks for this in the textbook searches.
//!
//! # Examples
//! ```
//! use poda::rules::Position;
//! use poda::teach::horizon::capture_at_horizon;
//!
//! let italian = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3").unwrap();
//! let pv = ["d8f6", "f3g1", "f6f2"].map(String::from);
//! let found = capture_at_horizon(&italian, &pv, 3).unwrap();
//! assert_eq!((found.capture.as_str(), found.ply), ("Qxf2+", 3));
//! assert_eq!(found.reply.as_deref(), Some("Kxf2"));
//! ```

use crate::rules::Position;

/// A best line that ends in a capture at the search's depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HorizonCapture {
    /// The capture, in SAN: the last move of the line.
    pub capture: String,
    /// Its ply: the search's depth.
    pub ply: u32,
    /// A reply that takes the capturing piece back (SAN), by the least valuable piece, when
    /// there is one.
    pub reply: Option<String>,
}

/// The capture that ends the best line `pv` (UCI moves from `root`) of a search to `depth`,
/// when the line reaches that depth and the game goes on after it; `None` otherwise (a line
/// ending sooner ended the game, and one ending in a quiet move hides no capture).
pub fn capture_at_horizon(root: &Position, pv: &[String], depth: u32) -> Option<HorizonCapture> {
    if depth == 0 || pv.len() != depth as usize {
        return None;
    }
    let mut pos = *root;
    let (last, rest) = pv.split_last()?;
    for code in rest {
        let m = pos.parse_uci(code).ok()?;
        pos.play_unchecked(m);
    }
    let capture = pos.parse_uci(last).ok()?;
    if !pos.is_capture(capture) {
        return None;
    }
    let san = pos.san(capture);
    pos.play_unchecked(capture);
    let replies = pos.legal_moves();
    if replies.is_empty() {
        return None;
    }
    let reply = replies
        .iter()
        .copied()
        .filter(|&m| m.to() == capture.to() && pos.is_capture(m))
        .min_by_key(|&m| pos.moved_role(m).index())
        .map(|m| pos.san(m));
    Some(HorizonCapture { capture: san, ply: depth, reply })
}
