//! Standard Algebraic Notation: writing a move as a player reads it (`Nbd7`, `exd6`, `O-O+`,
//! `e8=Q#`), and reading what players and PGN files actually write.
//!
//! Writing follows the PGN standard: a piece letter (none for pawns), the smallest disambiguation
//! that makes the move unique (the origin file, else the origin rank, else both), `x` for a
//! capture, the destination, `=Q` for a promotion, and `+` or `#`.
//!
//! Reading is lenient about form and strict about meaning. It accepts `0-0`/`0-0-0`, a missing or
//! superfluous `+`/`#`, trailing `!`/`?` annotations, `e.p.`, promotions written `e8Q`, `e8=Q`
//! or `e8(Q)`, captures without `x`, hyphenated long forms (`Ng1-f3`, `e2-e4`), over-specified
//! origins (`Ng1f3`), an explicit pawn letter (`Pe4`) and pawn captures without the origin
//! file when they are unique (`Pxd5`, `xd5`). It rejects a move that matches no legal
//! move, or more than one, with a [`SanError`] that carries the text. It does not read figurine
//! notation, lower-case piece letters (`bxc3` is always a pawn capture) or null moves (`--`).

use super::moves::{Move, MoveKind, MoveList};
use super::position::Position;
use super::types::{File, Rank, Role, Square};
use std::fmt;

/// Why a SAN move could not be read, with the text as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Nothing but white space and annotation marks.
    Empty,
    /// Not shaped like a move (`Nf`, `e9`, `Qxx4`, `Kd2=Q`, …).
    Syntax { text: String },
    /// Well formed, but no legal move in the position matches it.
    Illegal { text: String },
    /// Several legal moves match; `candidates` lists them in UCI notation.
    Ambiguous { text: String, candidates: Vec<String> },
    /// A pawn move to the last rank that does not say which piece it promotes to.
    MissingPromotion { text: String },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Empty => write!(f, "empty move"),
            SanError::Syntax { text } => {
                write!(f, "'{text}' is not a move in algebraic notation (like e4, Nf3 or O-O)")
            }
            SanError::Illegal { text } => write!(f, "{text} is not a legal move in this position"),
            SanError::Ambiguous { text, candidates } => {
                write!(f, "{text} is ambiguous: it could be any of {}", candidates.join(", "))
            }
            SanError::MissingPromotion { text } => {
                write!(f, "{text} reaches the last rank: say what the pawn becomes, e.g. {text}=Q")
            }
        }
    }
}

impl std::error::Error for SanError {}

/// What the text of a SAN move asks for, before it is matched against the legal moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pattern {
    Castle { king_side: bool },
    Normal { role: Role, file: Option<File>, rank: Option<Rank>, capture: bool, to: Square, promotion: Option<Role> },
}

/// Removes what may trail a move without changing it: check and mate signs, `!`/`?`
/// annotations and `e.p.`, in any order.
fn strip_suffixes(mut s: &str) -> &str {
    loop {
        s = s.trim_end();
        if let Some(rest) = s.strip_suffix(['+', '#', '!', '?']) {
            s = rest;
        } else if let Some(rest) = s.strip_suffix("e.p.") {
            s = rest;
        } else {
            return s;
        }
    }
}

fn parse_pattern(text: &str) -> Result<Pattern, SanError> {
    let core = strip_suffixes(text.trim());
    if core.is_empty() {
        return Err(SanError::Empty);
    }
    let syntax = || SanError::Syntax { text: text.trim().to_string() };
    match core {
        "O-O" | "0-0" | "o-o" => return Ok(Pattern::Castle { king_side: true }),
        "O-O-O" | "0-0-0" | "o-o-o" => return Ok(Pattern::Castle { king_side: false }),
        _ => {}
    }
    if !core.is_ascii() {
        return Err(syntax());
    }
    let mut bytes: Vec<u8> = core.bytes().collect();

    // Promotion: `=Q`, `(Q)`, `/Q` or a bare letter after the destination rank.
    let mut promotion = None;
    if bytes.last() == Some(&b')') {
        bytes.pop();
        let role = bytes.pop().and_then(|c| Role::from_char(c as char)).ok_or_else(syntax)?;
        if bytes.pop() != Some(b'(') {
            return Err(syntax());
        }
        promotion = Some(role);
    } else if let Some(&last) = bytes.last() {
        if last.is_ascii_alphabetic() {
            // A bare trailing letter after a digit is a promotion (`e8Q`, `e8q`).
            let before = bytes.len().checked_sub(2).map(|i| bytes[i]);
            let after_rank_or_sign = matches!(before, Some(b'1'..=b'8' | b'=' | b'/'));
            if !after_rank_or_sign {
                return Err(syntax());
            }
            bytes.pop();
            promotion = Some(Role::from_char(last as char).ok_or_else(syntax)?);
        }
    }
    if promotion.is_some() && matches!(bytes.last(), Some(b'=' | b'/')) {
        bytes.pop();
    }
    if matches!(promotion, Some(Role::Pawn | Role::King)) {
        return Err(syntax());
    }

    // Piece letter (upper case only, so that `b` stays a file).
    let mut rest: &[u8] = &bytes;
    let role = match rest.first() {
        Some(&c) if c.is_ascii_uppercase() => {
            rest = &rest[1..];
            Role::from_char(c as char).ok_or_else(syntax)?
        }
        _ => Role::Pawn,
    };
    if promotion.is_some() && role != Role::Pawn {
        return Err(syntax());
    }

    // Destination: the last two characters.
    if rest.len() < 2 {
        return Err(syntax());
    }
    let (head, dest) = rest.split_at(rest.len() - 2);
    let to = std::str::from_utf8(dest).ok().and_then(Square::parse).ok_or_else(syntax)?;

    // What remains is an optional origin file and rank, then an optional `x`, `:` or `-`.
    let mut head = head;
    let mut capture = false;
    if let Some((&sep, before)) = head.split_last() {
        if matches!(sep, b'x' | b':' | b'-') {
            head = before;
            capture = sep != b'-';
        }
    }
    let mut file = None;
    let mut rank = None;
    match head {
        [] => {}
        [c] => {
            if let Some(f) = File::from_char(*c as char) {
                file = Some(f);
            } else {
                rank = Some(Rank::from_char(*c as char).ok_or_else(syntax)?);
            }
        }
        [f, r] => {
            file = Some(File::from_char(*f as char).ok_or_else(syntax)?);
            rank = Some(Rank::from_char(*r as char).ok_or_else(syntax)?);
        }
        _ => return Err(syntax()),
    }
    Ok(Pattern::Normal { role, file, rank, capture, to, promotion })
}

impl Position {
    /// Writes a legal move in SAN, with `+` or `#` when it gives check or mate.
    ///
    /// # Examples
    /// ```
    /// use poda::rules::Position;
    /// let pos = Position::startpos();
    /// let m = pos.parse_uci("g1f3").unwrap();
    /// assert_eq!(pos.san(m), "Nf3");
    /// ```
    pub fn san(&self, m: Move) -> String {
        self.san_in(m, &self.legal_moves())
    }

    /// [`Position::san`] with the legal moves already at hand (they are needed to
    /// disambiguate).
    pub fn san_in(&self, m: Move, legal: &MoveList) -> String {
        let mut s = self.san_without_suffix(m, legal);
        let mut after = *self;
        after.play_unchecked(m);
        if after.is_check() {
            s.push(if after.has_legal_move() { '+' } else { '#' });
        }
        s
    }

    fn san_without_suffix(&self, m: Move, legal: &MoveList) -> String {
        let from = m.from();
        let to = m.to();
        if m.kind() == MoveKind::Castle {
            return if to.file() > from.file() { "O-O" } else { "O-O-O" }.to_string();
        }
        let role = self.moved_role(m);
        let capture = self.is_capture(m);
        let mut s = String::with_capacity(8);
        if role == Role::Pawn {
            if capture {
                s.push(from.file().char());
            }
        } else {
            s.push(role.upper_char());
            let mut others = legal
                .iter()
                .filter(|o| o.to() == to && o.from() != from && self.moved_role(**o) == role)
                .map(|o| o.from())
                .peekable();
            if others.peek().is_some() {
                let (mut same_file, mut same_rank) = (false, false);
                for o in others {
                    same_file |= o.file() == from.file();
                    same_rank |= o.rank() == from.rank();
                }
                if !same_file {
                    s.push(from.file().char());
                } else if !same_rank {
                    s.push(from.rank().char());
                } else {
                    s.push(from.file().char());
                    s.push(from.rank().char());
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&to.to_string());
        if let Some(r) = m.promotion_role() {
            s.push('=');
            s.push(r.upper_char());
        }
        s
    }

    /// Reads a move in SAN (leniently, see the module documentation) and checks that it is
    /// legal here.
    ///
    /// # Errors
    /// A [`SanError`] saying whether the text is malformed, illegal, ambiguous or lacks a
    /// promotion piece.
    ///
    /// # Examples
    /// ```
    /// use poda::rules::{Position, SanError};
    /// let pos = Position::startpos();
    /// assert_eq!(pos.parse_san("Nf3").unwrap().to_string(), "g1f3");
    /// assert_eq!(pos.parse_san("Ng1-f3!?").unwrap().to_string(), "g1f3");
    /// assert!(matches!(pos.parse_san("Ne4"), Err(SanError::Illegal { .. })));
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let pattern = parse_pattern(text)?;
        let legal = self.legal_moves();
        let mut found: Vec<Move> = Vec::new();
        let mut needs_promotion = false;
        for &m in legal.iter() {
            let matches = match pattern {
                Pattern::Castle { king_side } => {
                    m.kind() == MoveKind::Castle && (m.to().file() > m.from().file()) == king_side
                }
                Pattern::Normal { role, file, rank, capture, to, promotion } => {
                    m.to() == to
                        && m.kind() != MoveKind::Castle
                        && self.moved_role(m) == role
                        && file.is_none_or(|f| m.from().file() == f)
                        && rank.is_none_or(|r| m.from().rank() == r)
                        // A pawn move without an origin file is a push (`d5` never means `exd5`),
                        // unless it says it captures (`xd5`, `Pxd5`).
                        && (role != Role::Pawn || file.is_some() || (m.from().file() != to.file()) == capture)
                        && {
                            if promotion.is_none() && m.promotion_role().is_some() {
                                needs_promotion = true;
                            }
                            m.promotion_role() == promotion
                        }
                }
            };
            if matches {
                found.push(m);
            }
        }
        let text = text.trim().to_string();
        match found.as_slice() {
            [m] => Ok(*m),
            [] if needs_promotion => Err(SanError::MissingPromotion { text }),
            [] => Err(SanError::Illegal { text }),
            many => Err(SanError::Ambiguous { text, candidates: many.iter().map(|m| m.to_string()).collect() }),
        }
    }

    /// Plays a legal move given in SAN and returns it.
    ///
    /// # Errors
    /// As [`Position::parse_san`]; the position is unchanged on error.
    pub fn play_san(&mut self, text: &str) -> Result<Move, SanError> {
        let m = self.parse_san(text)?;
        self.play_unchecked(m);
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).expect("test FEN")
    }

    #[test]
    fn disambiguation_prefers_file_then_rank_then_both() {
        // Queens on a1, a3 and c1 all reach b2: a1 shares a file with one and a rank with the other.
        let p = pos("6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1");
        let sans: Vec<String> = p.legal_moves().iter().map(|&m| p.san(m)).collect();
        assert!(sans.contains(&"Qa1b2".to_string()), "{sans:?}");
        let p = pos("6k1/8/8/8/8/8/8/R3R2K w - - 0 1");
        let m = p.parse_uci("a1d1").unwrap();
        assert_eq!(p.san(m), "Rad1");
        let p = pos("6k1/8/8/R7/8/8/8/R6K w - - 0 1");
        let m = p.parse_uci("a1a3").unwrap();
        assert_eq!(p.san(m), "R1a3");
    }

    #[test]
    fn lenient_forms() {
        let p = Position::startpos();
        for text in ["e4", "e2e4", "e2-e4", "Pe4", "e4!", "e4?!", "e4+"] {
            assert_eq!(p.parse_san(text).unwrap().to_string(), "e2e4", "{text}");
        }
        let p = pos("4k3/1P6/8/3pP3/8/8/8/R3K2R w KQ d6 0 1");
        assert_eq!(p.parse_san("exd6e.p.").unwrap().to_string(), "e5d6");
        assert_eq!(p.parse_san("exd6 e.p.").unwrap().to_string(), "e5d6");
        assert_eq!(p.parse_san("ed6").unwrap().to_string(), "e5d6");
        assert_eq!(p.parse_san("0-0").unwrap().to_string(), "e1g1");
        assert_eq!(p.parse_san("O-O-O").unwrap().to_string(), "e1c1");
        for text in ["b8Q", "b8=Q", "b8(Q)", "b8q", "b8=Q+"] {
            assert_eq!(p.parse_san(text).unwrap().to_string(), "b7b8q", "{text}");
        }
        assert!(matches!(p.parse_san("b8"), Err(SanError::MissingPromotion { .. })));
        assert!(matches!(p.parse_san("Rd1=Q"), Err(SanError::Syntax { .. })));
        assert!(matches!(p.parse_san("d6"), Err(SanError::Illegal { .. })));
        assert!(matches!(p.parse_san("R"), Err(SanError::Syntax { .. })));
        assert!(matches!(p.parse_san("+"), Err(SanError::Empty)));
    }

    #[test]
    fn ambiguity_is_an_error() {
        let p = pos("6k1/8/8/8/8/8/8/R3R2K w - - 0 1");
        match p.parse_san("Rd1") {
            Err(SanError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 2),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn check_and_mate_signs() {
        let mut p = Position::startpos();
        for m in ["f3", "e5", "g4"] {
            p.play_san(m).unwrap();
        }
        let m = p.parse_san("Qh4").unwrap();
        assert_eq!(p.san(m), "Qh4#");
    }
}
