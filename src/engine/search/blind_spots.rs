//! A weak level's blind spots: moves of the opponent it does not see this turn, anywhere in its
//! search. A person who has not noticed that a bishop can reach f7 does not see it in any line;
//! so a move is hidden by its origin and destination squares, the same in every line of one
//! search, drawn afresh each turn from the level's seed. Hiding an opponent's capture is how a
//! level leaves a piece where it can be taken, or walks into a fork or a mate in one.

use crate::rng::mix;
use crate::rules::{Color, Move, MoveList, Position, Square};

/// The opponent's moves one search does not see.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BlindSpots {
    /// Whose moves are hidden: the side not to move at the root.
    pub side: Color,
    /// Drawn each turn: which moves are hidden.
    pub salt: u64,
    /// The chance, in thousandths, that a given move (origin, destination) is hidden.
    pub permille: u32,
    /// Whether a capture on the square the last move went to (a recapture, or the piece just
    /// moved taken) is always seen, as it is by anyone past their first games.
    pub sees_recaptures: bool,
}

impl BlindSpots {
    /// Whether `m` is one of the hidden moves.
    #[inline]
    pub fn hides(&self, m: Move) -> bool {
        let key = u64::from(m.to_bits() & 0xfff); // origin and destination
        mix(self.salt ^ key) % 1000 < u64::from(self.permille)
    }

    /// Whether `m`, a move of `pos` reached by a move to `last`, goes unseen: a hidden move of
    /// the blind side, not in check, and not a recapture on `last` when recaptures are seen.
    #[inline]
    pub fn hidden_at(&self, pos: &Position, m: Move, last: Option<Square>) -> bool {
        pos.turn() == self.side
            && self.hides(m)
            && !(self.sees_recaptures && Some(m.to()) == last && pos.is_capture(m))
            && !pos.checkers().any()
    }

    /// Takes the moves that go unseen ([`BlindSpots::hidden_at`]) out of `moves`, moves of
    /// `pos` reached by a move to `last`. When `moves` is all of the position's moves, never all
    /// of them: a side with moves is never taken for mated or stalemated. (Captures alone, as
    /// the quiescence search generates them, may all go.)
    #[inline]
    pub fn filter(&self, pos: &Position, moves: &mut MoveList, all_moves: bool, last: Option<Square>) {
        if pos.turn() != self.side || pos.checkers().any() {
            return;
        }
        if all_moves && moves.iter().all(|&m| self.hidden_at(pos, m, last)) {
            return;
        }
        let mut i = 0;
        while i < moves.len() {
            if self.hidden_at(pos, moves[i], last) {
                moves.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(pos: &Position) -> MoveList {
        let mut list = MoveList::new();
        pos.generate(crate::rules::GenKind::All, &mut list);
        list
    }

    /// About the chance of all (origin, destination) pairs are hidden, the same ones for the
    /// same salt, others for another.
    #[test]
    fn a_salt_hides_its_share_of_moves() {
        let all: Vec<Move> = (0u16..4096).map(Move::from_bits).collect();
        let hidden = |salt| -> Vec<bool> {
            let blind = BlindSpots { side: Color::White, salt, permille: 250, sees_recaptures: false };
            all.iter().map(|&m| blind.hides(m)).collect()
        };
        let count = hidden(7).iter().filter(|&&h| h).count();
        assert!((900..1150).contains(&count), "{count} of 4096 hidden at 25 %");
        assert_eq!(hidden(7), hidden(7));
        assert_ne!(hidden(7), hidden(8));
    }

    /// Only the blind side's moves go, never an escape from check, never every move of a
    /// position; a list of captures alone may lose them all.
    #[test]
    fn the_filter_keeps_what_must_be_seen() {
        let start = Position::startpos();
        let everything = BlindSpots { side: Color::White, salt: 1, permille: 1000, sees_recaptures: false };
        let half = BlindSpots { permille: 500, ..everything };
        let mut list = moves(&start);
        half.filter(&start, &mut list, true, None);
        assert!(!list.is_empty() && list.len() < 20, "{} of 20 kept", list.len());
        assert!(list.iter().all(|&m| !half.hides(m)));
        let mut list = moves(&start);
        BlindSpots { side: Color::Black, ..half }.filter(&start, &mut list, true, None);
        assert_eq!(list.len(), 20, "Black's blind spots leave White's moves alone");
        let mut list = moves(&start);
        everything.filter(&start, &mut list, true, None);
        assert_eq!(list.len(), 20, "never every move");
        everything.filter(&start, &mut list, false, None);
        assert!(list.is_empty(), "captures alone may all go");
        let check = Position::from_fen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1").expect("valid");
        let mut list = moves(&check);
        let n = list.len();
        everything.filter(&check, &mut list, false, None);
        assert_eq!(list.len(), n, "an escape from check is always seen");
    }

    /// A recapture on the square the last move went to stays in view when recaptures are seen.
    #[test]
    fn a_recapture_is_seen_when_recaptures_are() {
        let pos = Position::from_fen("rnbqkb1r/ppp2ppp/3p1n2/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 4").expect("valid");
        let e5 = Square::from_index_unchecked(36);
        let recapture = pos.parse_uci("d6e5").expect("legal");
        assert_eq!(recapture.to(), e5);
        let blind = BlindSpots { side: Color::Black, salt: 3, permille: 1000, sees_recaptures: true };
        let mut list = moves(&pos);
        blind.filter(&pos, &mut list, true, Some(e5));
        assert_eq!(list.iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["d6e5"]);
        let mut list = moves(&pos);
        BlindSpots { sees_recaptures: false, ..blind }.filter(&pos, &mut list, false, Some(e5));
        assert!(list.is_empty());
    }
}
