//! A game: a start position, the moves played from it and the positions they lead to, and the
//! status that follows (checkmate, stalemate, the draw rules, or still going).
//!
//! [`Position`] answers what one position can tell by itself ([`Position::status_without_history`],
//! [`Position::is_insufficient_material`]); [`Game`] adds what needs the history: threefold
//! repetition. It does not know about clocks, resignations or draw offers, and it treats the
//! fifty-move rule and threefold repetition as ending the game (a program plays them as if
//! claimed), while still accepting further moves so that recorded games that went on can be
//! replayed.
//!
//! # Examples
//! ```
//! use poda::rules::{Color, Game, Status};
//! let mut game = Game::default();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! assert_eq!(game.status(), Status::Checkmate { winner: Color::Black });
//! assert_eq!(game.result(), "0-1");
//! game.undo();
//! assert_eq!(game.status(), Status::Ongoing);
//! ```

use super::bitboard::Bitboard;
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::types::{Color, Role, Square};
use super::zobrist::KEYS;
use std::fmt;

/// Where a game stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The side to move has legal moves and no draw rule applies.
    Ongoing,
    /// The side to move is in check and has no legal move.
    Checkmate { winner: Color },
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// Neither side can possibly checkmate (see [`Position::is_insufficient_material`]).
    InsufficientMaterial,
    /// Fifty moves by each side without a capture or a pawn move.
    FiftyMoveRule,
    /// The same position for the third time, with the same side to move and the same rights.
    ThreefoldRepetition,
}

impl Status {
    /// The result, if the game is over.
    pub const fn outcome(self) -> Option<Outcome> {
        match self {
            Status::Ongoing => None,
            Status::Checkmate { winner } => Some(Outcome::Decisive { winner }),
            _ => Some(Outcome::Draw),
        }
    }

    pub const fn is_over(self) -> bool {
        !matches!(self, Status::Ongoing)
    }

    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub const fn result(self) -> &'static str {
        match self.outcome() {
            Some(o) => o.result(),
            None => "*",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => write!(f, "game in progress"),
            Status::Checkmate { winner } => write!(f, "checkmate, {winner} wins"),
            Status::Stalemate => write!(f, "stalemate"),
            Status::InsufficientMaterial => write!(f, "draw by insufficient material"),
            Status::FiftyMoveRule => write!(f, "draw by the fifty-move rule"),
            Status::ThreefoldRepetition => write!(f, "draw by threefold repetition"),
        }
    }
}

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Decisive { winner: Color },
    Draw,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self {
            Outcome::Decisive { winner: Color::White } => "1-0",
            Outcome::Decisive { winner: Color::Black } => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }

    /// Reads a PGN result; `*` (and anything else) is `None`.
    pub fn from_result(text: &str) -> Option<Outcome> {
        match text {
            "1-0" => Some(Outcome::Decisive { winner: Color::White }),
            "0-1" => Some(Outcome::Decisive { winner: Color::Black }),
            "1/2-1/2" => Some(Outcome::Draw),
            _ => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.result())
    }
}

/// A move that is not legal in the game's current position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move in UCI notation.
    pub uci: String,
    /// The position it was tried in.
    pub fen: String,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a legal move in {}", self.uci, self.fen)
    }
}

impl std::error::Error for IllegalMove {}

/// The hash that decides whether two positions are the same for repetition: the Zobrist hash,
/// except that an en-passant square counts only when the capture there is legal (FIDE 9.2.3:
/// the same position means the same possible moves). The hash itself keeps an en-passant
/// square whenever a pawn attacks it, even a pinned one.
fn repetition_key(pos: &Position) -> u64 {
    match pos.ep_square() {
        Some(ep) if !pos.legal_moves().iter().any(|m| m.kind() == MoveKind::EnPassant) => {
            pos.hash() ^ KEYS.ep_file[ep.file().index()]
        }
        _ => pos.hash(),
    }
}

fn light_squares() -> Bitboard {
    Square::all().filter(|s| s.is_light()).fold(Bitboard::EMPTY, |b, s| b.with(s))
}

impl Position {
    /// Whether `color` could never checkmate, whatever both sides play.
    ///
    /// The same rule as shakmaty's: a side with a pawn, rook or queen can mate. A lone knight
    /// (with the king) can only mate with the help of the opponent's own pieces, so it counts
    /// as insufficient when the opponent has nothing but the king and queens. Bishops all on
    /// squares of one colour cannot mate unless the opponent has a knight, a pawn or a bishop
    /// on the other colour to block with.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if (ours & heavy).any() {
            return false;
        }
        if (ours & self.by_role(Role::Knight)).any() {
            let theirs_minor_or_more = self.by_color(!color) & !self.by_role(Role::King) & !self.by_role(Role::Queen);
            return ours.count() <= 2 && theirs_minor_or_more.is_empty();
        }
        let bishops = self.by_role(Role::Bishop);
        if (ours & bishops).any() {
            let light = light_squares();
            let one_colour = (bishops & light).is_empty() || (bishops & !light).is_empty();
            return one_colour && self.by_role(Role::Knight).is_empty() && self.by_role(Role::Pawn).is_empty();
        }
        true
    }

    /// Whether neither side can ever checkmate: K v K, K+minor v K, K+B v K+B with bishops on
    /// one colour, and the like (see [`Position::has_insufficient_material`]).
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// The status this position shows by itself: everything but repetition.
    pub fn status_without_history(&self) -> Status {
        if !self.has_legal_move() {
            return if self.is_check() { Status::Checkmate { winner: !self.turn() } } else { Status::Stalemate };
        }
        if self.is_insufficient_material() {
            return Status::InsufficientMaterial;
        }
        if self.halfmove_clock() >= 100 {
            return Status::FiftyMoveRule;
        }
        Status::Ongoing
    }

    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }
}

/// A game from a start position: the moves played and every position reached, so that
/// repetitions can be counted and moves taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Position::startpos())
    }
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game { positions: vec![start], moves: Vec::new() }
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always holds its start position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, the start first and the current one last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays a move after checking that it is legal.
    ///
    /// # Errors
    /// [`IllegalMove`] if it is not; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let pos = self.position();
        if !pos.is_legal(m) {
            return Err(IllegalMove { uci: m.to_string(), fen: pos.fen() });
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays a move known to be legal (from `legal_moves` or a checking parser).
    pub fn play_unchecked(&mut self, m: Move) {
        let mut next = *self.position();
        next.play_unchecked(m);
        self.positions.push(next);
        self.moves.push(m);
    }

    /// Plays a move in SAN and returns it.
    ///
    /// # Errors
    /// As [`Position::parse_san`].
    pub fn play_san(&mut self, text: &str) -> Result<Move, super::san::SanError> {
        let m = self.position().parse_san(text)?;
        self.play_unchecked(m);
        Ok(m)
    }

    /// Takes back the last move and returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }

    /// How many times the current position has occurred since the last capture or pawn move
    /// (counting itself). Positions before the game's start are unknown and not counted.
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        let key = repetition_key(current);
        let reversible = current.halfmove_clock() as usize;
        let earliest = self.positions.len().saturating_sub(reversible + 1);
        self.positions[earliest..].iter().rev().step_by(2).filter(|p| repetition_key(p) == key).count()
    }

    /// The game's status: checkmate and stalemate first, then insufficient material, the
    /// fifty-move rule and threefold repetition.
    pub fn status(&self) -> Status {
        match self.position().status_without_history() {
            Status::Ongoing if self.repetitions() >= 3 => Status::ThreefoldRepetition,
            status => status,
        }
    }

    /// The PGN result of the game as it stands.
    pub fn result(&self) -> &'static str {
        self.status().result()
    }

    /// The moves in SAN, from the start.
    pub fn san_moves(&self) -> Vec<String> {
        self.moves.iter().zip(&self.positions).map(|(&m, p)| p.san(m)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn status(fen: &str) -> Status {
        Position::from_fen(fen).expect("test FEN").status_without_history()
    }

    #[test]
    fn end_states() {
        assert_eq!(
            status("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
            Status::Checkmate { winner: Color::Black }
        );
        assert_eq!(status("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), Status::Stalemate);
        assert_eq!(status("8/8/4k3/8/8/3KB3/8/8 w - - 0 1"), Status::InsufficientMaterial);
        assert_eq!(status("8/8/4k3/8/8/3KN3/8/8 w - - 0 1"), Status::InsufficientMaterial);
        assert_eq!(status("8/8/3bk3/8/8/3KB3/8/8 w - - 0 1"), Status::InsufficientMaterial);
        assert_eq!(status("8/8/2b1k3/8/8/3KB3/8/8 w - - 0 1"), Status::Ongoing);
        assert_eq!(status("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1"), Status::Ongoing);
        assert_eq!(status("8/8/4k3/8/8/R2K4/8/8 w - - 100 80"), Status::FiftyMoveRule);
    }

    #[test]
    fn threefold_and_undo() {
        let mut g = Game::default();
        for _ in 0..2 {
            for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
                assert_eq!(g.status(), Status::Ongoing);
                g.play_san(m).unwrap();
            }
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.status(), Status::ThreefoldRepetition);
        assert_eq!(g.result(), "1/2-1/2");
        assert_eq!(g.undo().map(|m| m.to_string()), Some("f6g8".to_string()));
        assert_eq!(g.status(), Status::Ongoing);
        assert_eq!(g.moves().len(), 7);
    }

    #[test]
    fn en_passant_counts_for_repetition_only_when_legal() {
        // After ...d5 the e5 pawn attacks d6 but is pinned by the rook on e8 (king on e1):
        // the en-passant square is in the hash, yet the position repeats the one without it.
        let start = Position::from_fen("4r1k1/3p4/8/4P3/8/8/8/4K2N b - - 0 1").unwrap();
        let mut g = Game::new(start);
        for m in ["d5", "Ng3", "Kh8", "Nh1", "Kg8", "Ng3", "Kh8", "Nh1", "Kg8"] {
            g.play_san(m).unwrap();
        }
        assert_ne!(g.positions()[1].hash(), g.position().hash());
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.status(), Status::ThreefoldRepetition);

        // Unpinned, the first position had a real en-passant capture and is different.
        let start = Position::from_fen("6k1/3p4/8/4P3/8/8/8/4K2N b - - 0 1").unwrap();
        let mut g = Game::new(start);
        for m in ["d5", "Ng3", "Kh8", "Nh1", "Kg8", "Ng3", "Kh8", "Nh1", "Kg8"] {
            g.play_san(m).unwrap();
        }
        assert_eq!(g.repetitions(), 2);
    }

    #[test]
    fn play_checks_legality() {
        let mut g = Game::default();
        let e2e5 = Move::new(Square::new(12), Square::new(36));
        assert!(g.play(e2e5).is_err());
        assert!(g.moves().is_empty());
        let e2e4 = Move::new(Square::new(12), Square::new(28));
        assert_eq!(g.play(e2e4), Ok(()));
        assert_eq!(g.position().turn(), Color::Black);
    }
}
