//! Moves in a player's own notation: the piece letters of a language ([`PieceLetters`]: `Cf3`,
//! `Axf7+`, `e8=D` in Spanish for the standard `Nf3`, `Bxf7+`, `e8=Q`), and reading a move as
//! a person types it ([`read_move`]).
//!
//! SAN is written and stored with the English letters K Q R B N (PGN requires them); a
//! language's letters only replace them where a person reads or types a move. File letters
//! (`a`–`h`, lower case), `x`, castling (`O-O`) and the check signs are the same everywhere, so
//! turning a SAN into another language's letters is a letter-for-letter map of the upper-case
//! piece letters (`b` the file and `B` the bishop never meet).
//!
//! [`read_move`] accepts, in this order: UCI (`g1f3`, `e7e8q`, also `g1-f3`); SAN in each of the
//! letter sets it is given, the first that reads a legal move winning (so that Spanish `Re2`,
//! a king move, is read before English `Re2`, a rook move, on a Spanish page); and a lower-case
//! piece letter (`nf3`, `cf3`), which is read as a piece only when the text read as a pawn move
//! (`bxc3` is a pawn capture) is not one; last, a text in capitals (`NF3`, `E4`, `EXD5`, typed
//! with the caps lock on) read with its squares in lower case, a leading piece letter kept and
//! then not (`B4` is the pawn's). It never panics, whatever the text.

use super::moves::Move;
use super::position::Position;
use super::san::SanError;
use super::types::{Role, Square};

/// A language's piece letters, upper case: king, queen, rook, bishop, knight.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceLetters([char; 5]);

/// The roles in the order of [`PieceLetters`].
const ROLES: [Role; 5] = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl PieceLetters {
    /// The standard letters, as SAN and PGN write them.
    pub const ENGLISH: PieceLetters = PieceLetters(['K', 'Q', 'R', 'B', 'N']);

    /// Letters for king, queen, rook, bishop and knight, in that order (upper case).
    pub const fn new(letters: [char; 5]) -> PieceLetters {
        PieceLetters(letters)
    }

    /// The letter of `role` (`None` for a pawn, which has none in SAN).
    pub fn letter(&self, role: Role) -> Option<char> {
        ROLES.iter().position(|&r| r == role).map(|i| self.0[i])
    }

    /// A SAN written with the English letters, in these letters: `Nf3` → `Cf3`, `e8=Q+` →
    /// `e8=D+` in Spanish; pawn moves and castling are unchanged.
    ///
    /// # Examples
    /// ```
    /// use poda::rules::notation::PieceLetters;
    /// let spanish = PieceLetters::new(['R', 'D', 'T', 'A', 'C']);
    /// assert_eq!(spanish.localize("Rxb7+"), "Txb7+");
    /// assert_eq!(spanish.localize("bxc8=N#"), "bxc8=C#");
    /// ```
    pub fn localize(&self, san: &str) -> String {
        map_letters(san, &PieceLetters::ENGLISH, self)
    }

    /// A move written with these letters, in the English ones (`Cf3` → `Nf3`); any other
    /// character, an English letter that is not one of these included, is kept.
    pub fn to_english(&self, text: &str) -> String {
        map_letters(text, self, &PieceLetters::ENGLISH)
    }
}

/// `text` with each letter of `from` replaced by the letter of `to` for the same piece, all
/// at once (Spanish `R` is the king, English `R` the rook).
fn map_letters(text: &str, from: &PieceLetters, to: &PieceLetters) -> String {
    if from == to {
        return text.to_string();
    }
    text.chars().map(|c| from.0.iter().position(|&l| l == c).map_or(c, |i| to.0[i])).collect()
}

/// A UCI move as typed (`g1f3`, `e7e8q`, `g1-f3`): its squares and promotion letter, if the
/// text has that shape.
fn uci_shape(text: &str) -> Option<(Square, Square, Option<char>)> {
    let b = text.as_bytes();
    let (from, rest) = (b.get(..2)?, b.get(2..)?);
    let rest = rest.strip_prefix(b"-").unwrap_or(rest);
    let (to, promotion) = (rest.get(..2)?, rest.get(2..)?);
    let square = |s: &[u8]| std::str::from_utf8(s).ok().and_then(Square::parse);
    let promotion = match promotion {
        [] => None,
        [c] if c.is_ascii_alphabetic() => Some(*c as char),
        _ => return None,
    };
    // A lower-case file first, as UCI writes it (`Ng1f3` is SAN).
    if !b[0].is_ascii_lowercase() {
        return None;
    }
    Some((square(from)?, square(to)?, promotion))
}

/// How telling an error is: of the readings tried, the most telling one is reported.
fn weight(err: &SanError) -> u8 {
    match err {
        SanError::Empty => 0,
        SanError::Syntax { .. } => 1,
        SanError::Illegal { .. } => 2,
        SanError::MissingPromotion { .. } => 3,
        SanError::Ambiguous { .. } => 4,
    }
}

/// `err` about `typed` (what was typed, not a reading of it).
fn about(mut err: SanError, typed: &str) -> SanError {
    match &mut err {
        SanError::Empty => {}
        SanError::Syntax { text }
        | SanError::Illegal { text }
        | SanError::MissingPromotion { text }
        | SanError::Ambiguous { text, .. } => *text = typed.to_string(),
    }
    err
}

/// `text` with a lower-case promotion letter at its end made upper case (`e8=d` → `e8=D`), so
/// that it is read with the language's letters.
fn upper_promotion(mut text: String) -> String {
    let b = text.as_bytes();
    if let [.., before, last] = b {
        if last.is_ascii_lowercase() && matches!(before, b'1'..=b'8' | b'=' | b'/') {
            let last = last.to_ascii_uppercase() as char;
            text.pop();
            text.push(last);
        }
    }
    text
}

/// Reads a move as a person types it (see the module doc): UCI, then SAN with each set of
/// `letters` in order (give the page's language first, then [`PieceLetters::ENGLISH`]), then a
/// lower-case piece letter when the text is not a pawn move, then a text in capitals (`NF3`,
/// `E4`) with its squares in lower case.
///
/// # Errors
/// The most telling [`SanError`] of the readings tried (ambiguous, then a missing promotion
/// piece, then illegal, then malformed), naming the text as typed. An illegal UCI move is
/// [`SanError::Illegal`], one that reaches the last rank without its piece
/// [`SanError::MissingPromotion`].
///
/// # Examples
/// ```
/// use poda::rules::notation::{read_move, PieceLetters};
/// use poda::rules::Position;
/// let pos = Position::startpos();
/// let spanish = PieceLetters::new(['R', 'D', 'T', 'A', 'C']);
/// let letters = [spanish, PieceLetters::ENGLISH];
/// for text in ["Cf3", "Nf3", "nf3", "cf3", "g1f3", "NF3", "CF3"] {
///     assert_eq!(read_move(&pos, text, &letters).unwrap().to_string(), "g1f3");
/// }
/// ```
pub fn read_move(pos: &Position, text: &str, letters: &[PieceLetters]) -> Result<Move, SanError> {
    let typed = text.trim();
    let read = read_as_written(pos, typed, letters);
    // `NF3`, `E4`, `EXD5`, `G1F3`: a text in capitals (the caps lock on) is read again with its
    // squares in lower case, a leading piece letter kept (`Nf3`, `Bxc3`), then with every letter
    // but castling's `O` in lower case (`b4`, a pawn).
    let capitals =
        !typed.chars().any(|c| c.is_ascii_lowercase()) && typed.chars().any(|c| c.is_ascii_uppercase() && c != 'O');
    let Err(mut best) = read else { return read };
    if !capitals {
        return Err(best);
    }
    let is_letter = |c: char| letters.iter().any(|set| set.0.contains(&c));
    let lower = |c: char| if c == 'O' { c } else { c.to_ascii_lowercase() };
    let mut chars = typed.chars();
    let first = chars.next().map(|c| if is_letter(c) { c } else { lower(c) });
    let piece: String = first.into_iter().chain(chars.map(lower)).collect();
    let pawn: String = typed.chars().map(lower).collect();
    for reading in [piece, pawn] {
        match read_as_written(pos, &reading, letters) {
            Ok(m) => return Ok(m),
            Err(err) if weight(&err) > weight(&best) => best = about(err, typed),
            Err(_) => {}
        }
    }
    Err(best)
}

/// [`read_move`] of a text as it is written: UCI, SAN in each set of letters, a lower-case
/// piece letter.
fn read_as_written(pos: &Position, typed: &str, letters: &[PieceLetters]) -> Result<Move, SanError> {
    let is_letter = |c: char| letters.iter().any(|set| set.0.contains(&c.to_ascii_uppercase()));
    if let Some((from, to, promotion)) = uci_shape(typed) {
        let legal = pos.legal_moves();
        let mut candidates = legal.iter().filter(|m| m.from() == from && m.to() == to);
        let found = match promotion {
            None => candidates
                .next()
                .filter(|m| m.promotion_role().is_none())
                .ok_or(legal.iter().any(|m| m.from() == from && m.to() == to)),
            Some(c) if is_letter(c) => candidates
                .find(|m| {
                    let role = m.promotion_role();
                    letters.iter().any(|set| role.and_then(|r| set.letter(r)) == Some(c.to_ascii_uppercase()))
                })
                .ok_or(false),
            Some(_) => return Err(SanError::Syntax { text: typed.to_string() }),
        };
        return match found {
            Ok(m) => Ok(*m),
            Err(true) => Err(SanError::MissingPromotion { text: typed.to_string() }),
            Err(false) => Err(SanError::Illegal { text: typed.to_string() }),
        };
    }
    // `nf3`, `cf3`: a piece letter in lower case, read after the text as it is (a pawn move).
    let raised = typed.chars().next().filter(|&c| c.is_ascii_lowercase() && is_letter(c)).map(|c| {
        let mut s = String::with_capacity(typed.len());
        s.push(c.to_ascii_uppercase());
        s.push_str(&typed[1..]);
        s
    });
    let mut best = SanError::Empty;
    for reading in std::iter::once(typed.to_string()).chain(raised) {
        let reading = upper_promotion(reading);
        for (i, set) in letters.iter().enumerate() {
            if letters.iter().take(i).any(|earlier| earlier == set) {
                continue;
            }
            match pos.parse_san(&set.to_english(&reading)) {
                Ok(m) => return Ok(m),
                Err(err @ SanError::Ambiguous { .. }) => return Err(about(err, typed)),
                Err(err) if weight(&err) > weight(&best) => best = err,
                Err(_) => {}
            }
        }
    }
    Err(about(best, typed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_shapes() {
        assert!(uci_shape("g1f3").is_some());
        assert!(uci_shape("g1-f3").is_some());
        assert!(uci_shape("e7e8q").is_some());
        assert!(uci_shape("Ng1f3").is_none());
        assert!(uci_shape("exd5").is_none());
        assert!(uci_shape("e4").is_none());
        assert!(uci_shape("g1f3+").is_none());
        assert!(uci_shape("é1f3").is_none());
    }

    #[test]
    fn promotion_letters_are_raised() {
        for (text, raised) in [("e8=d", "e8=D"), ("e8d", "e8D"), ("exd", "exd"), ("", ""), ("é", "é")] {
            assert_eq!(upper_promotion(text.to_string()), raised);
        }
    }
}
