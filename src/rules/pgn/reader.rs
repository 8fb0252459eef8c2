//! PGN's reader: tokens become games. It tells tag pairs from movetext, move numbers from
//! moves and results, plays every move against the rules (in variations too, from the position
//! before the move they replace), attaches NAGs, comments and variations to the moves they
//! follow, and reports the first error of a game with where it is ([`PgnError`]).
//!
//! A game with an error is skipped to its end, so that [`games`] can go on with the next one.
//! [`games_in`] also reads moves written with a language's piece letters (`Cf3` in Spanish),
//! each tried after the standard reading.

use super::lexer::{Lexer, Token};
use super::{Annotation, At, GameRef, PgnError, PgnGame, Variation, VariationMove, MAX_VARIATION_DEPTH};
use crate::rules::game::Game;
use crate::rules::notation::PieceLetters;
use crate::rules::position::Position;
use crate::rules::types::Color;

/// Reads every game of a PGN text.
///
/// # Errors
/// The first [`PgnError`] met; [`games`] reads on past bad games.
pub fn read_pgn(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    games(text).collect()
}

/// The games of a PGN text one by one; a game with an error yields that error and reading
/// continues with the next game.
pub fn games(text: &str) -> impl Iterator<Item = Result<PgnGame, PgnError>> + '_ {
    games_in(text, PieceLetters::ENGLISH)
}

/// As [`games`], a move that is not standard SAN being read again with `letters` (a
/// language's piece letters).
pub fn games_in(text: &str, letters: PieceLetters) -> impl Iterator<Item = Result<PgnGame, PgnError>> + '_ {
    // Files saved by some editors start with a byte-order mark.
    let mut lexer = Lexer::new(text.strip_prefix('\u{feff}').unwrap_or(text));
    let mut number = 0;
    std::iter::from_fn(move || {
        number += 1;
        read_game(&mut lexer, number, letters)
    })
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// The NAG a move suffix stands for.
fn suffix_nag(s: &str) -> Option<u8> {
    Some(match s {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// A line of play being read inside a variation: its position, and the one before its last
/// move (where a nested variation starts).
struct Line {
    before_last: Option<Position>,
    current: Position,
    variation: Variation,
}

struct Reader {
    number: usize,
    /// Piece letters read after the standard ones.
    letters: PieceLetters,
    tags: Vec<(String, String)>,
    game: Option<Game>,
    comment: Option<String>,
    annotations: Vec<Annotation>,
    variations: Vec<Line>,
    error: Option<PgnError>,
    line: usize,
    /// The line of the `FEN` tag, where a bad FEN is reported.
    fen_line: usize,
}

fn join_comment(slot: &mut Option<String>, text: String) {
    if text.is_empty() {
        return;
    }
    match slot {
        Some(existing) => {
            existing.push(' ');
            existing.push_str(&text);
        }
        None => *slot = Some(text),
    }
}

impl Reader {
    fn at(&self) -> At {
        let tag = |name: &str| self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
        At {
            game: Box::new(GameRef { number: self.number, white: tag("White"), black: tag("Black") }),
            line: self.line,
        }
    }

    fn fail(&mut self, error: PgnError) {
        if self.error.is_none() {
            self.error = Some(error);
        }
    }

    fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The game, set up from the `FEN` tag the first time it is needed.
    fn game(&mut self) -> Option<&mut Game> {
        if self.game.is_none() {
            let start = match self.tag("FEN") {
                Some(fen) => match Position::from_fen(fen) {
                    Ok(pos) => pos,
                    Err(error) => {
                        let fen = fen.to_string();
                        let at = At { line: self.fen_line, ..self.at() };
                        self.fail(PgnError::BadFen { at, fen, error });
                        return None;
                    }
                },
                None => Position::startpos(),
            };
            self.game = Some(Game::new(start));
        }
        self.game.as_mut()
    }

    fn play(&mut self, san: &str, nag: Option<u8>) {
        if self.error.is_some() {
            return;
        }
        let depth = self.variations.len();
        let pos = match self.variations.last() {
            Some(line) => line.current,
            None => match self.game() {
                Some(game) => *game.position(),
                None => return,
            },
        };
        let read = pos.parse_san(san).or_else(|err| match self.letters {
            PieceLetters::ENGLISH => Err(err),
            letters => pos.parse_san(&letters.to_english(san)).map_err(|_| err),
        });
        match read {
            Ok(m) => {
                if depth == 0 {
                    if let Some(game) = self.game.as_mut() {
                        game.play_unchecked(m);
                    }
                    self.annotations.push(Annotation { nags: nag.into_iter().collect(), ..Annotation::default() });
                } else if let Some(line) = self.variations.last_mut() {
                    line.before_last = Some(line.current);
                    line.current.play_unchecked(m);
                    let annotation = Annotation { nags: nag.into_iter().collect(), ..Annotation::default() };
                    line.variation.moves.push(VariationMove { mv: m, annotation });
                }
            }
            Err(error) => {
                let dots = if pos.turn() == Color::White { "." } else { "..." };
                let text = format!("{}{dots} {san}", pos.fullmove_number());
                let at = self.at();
                self.fail(PgnError::BadMove { at, text, error });
            }
        }
    }

    /// The annotation of the last move of the line being read, if it has a move yet.
    fn last_annotation(&mut self) -> Option<&mut Annotation> {
        match self.variations.last_mut() {
            Some(line) => line.variation.moves.last_mut().map(|m| &mut m.annotation),
            None => self.annotations.last_mut(),
        }
    }

    /// A NAG before the first move of a line annotates nothing and is dropped.
    fn nag(&mut self, nag: u8) {
        if let Some(a) = self.last_annotation() {
            a.nags.push(nag);
        }
    }

    fn comment(&mut self, text: String) {
        if let Some(a) = self.last_annotation() {
            return join_comment(&mut a.comment, text);
        }
        match self.variations.last_mut() {
            Some(line) => join_comment(&mut line.variation.comment, text),
            None => join_comment(&mut self.comment, text),
        }
    }

    /// Ends the innermost variation and attaches it to the move it replaces.
    fn close_variation(&mut self) {
        let Some(line) = self.variations.pop() else {
            let at = self.at();
            return self.fail(PgnError::UnmatchedParenthesis { at });
        };
        let v = line.variation;
        if v.moves.is_empty() && v.comment.is_none() {
            return;
        }
        if let Some(a) = self.last_annotation() {
            a.variations.push(v);
        }
    }

    fn open_variation(&mut self) {
        let start = match self.variations.last() {
            Some(line) => line.before_last,
            None => self.game.as_ref().and_then(|g| g.positions().iter().rev().nth(1).copied()),
        };
        if self.variations.len() >= MAX_VARIATION_DEPTH {
            let at = self.at();
            self.fail(PgnError::VariationsTooDeep { at });
        }
        let current = start.unwrap_or_else(|| {
            let at = self.at();
            self.fail(PgnError::VariationWithoutMove { at });
            // Keep the nesting balanced so that the rest of the game is skipped cleanly.
            Position::startpos()
        });
        self.variations.push(Line { before_last: None, current, variation: Variation::default() });
    }
}

/// Reads the next game, or `None` at the end of the text.
fn read_game(lexer: &mut Lexer<'_>, number: usize, letters: PieceLetters) -> Option<Result<PgnGame, PgnError>> {
    let mut r = Reader {
        number,
        letters,
        tags: Vec::new(),
        game: None,
        comment: None,
        annotations: Vec::new(),
        variations: Vec::new(),
        error: None,
        line: 1,
        fen_line: 1,
    };
    let mut started = false;
    let mut in_movetext = false;
    let mut result = None;
    while let Some((token, line)) = lexer.peek().cloned() {
        if in_movetext && matches!(token, Token::Tag { .. } | Token::BadTag(_)) {
            // A new tag section: the game ended without a result.
            break;
        }
        lexer.next_token();
        started = true;
        r.line = line;
        match token {
            Token::Tag { name, value } => {
                if name == "FEN" {
                    r.fen_line = line;
                }
                r.tags.push((name, value));
            }
            Token::BadTag(text) => {
                let at = r.at();
                r.fail(PgnError::BadTag { at, text: text.to_string() });
            }
            Token::Comment(text) => {
                in_movetext = true;
                r.comment(text);
            }
            Token::UnclosedComment => {
                let at = r.at();
                r.fail(PgnError::UnclosedComment { at });
            }
            Token::Nag(text) => {
                in_movetext = true;
                match text[1..].parse::<u8>() {
                    Ok(n) => r.nag(n),
                    Err(_) => {
                        let at = r.at();
                        r.fail(PgnError::BadNag { at, text: text.to_string() });
                    }
                }
            }
            Token::Open => {
                in_movetext = true;
                if r.error.is_none() {
                    r.game();
                }
                r.open_variation();
            }
            Token::Close => {
                in_movetext = true;
                r.close_variation();
            }
            Token::Symbol(symbol) => {
                in_movetext = true;
                if RESULTS.contains(&symbol) {
                    if r.variations.is_empty() {
                        result = Some(symbol.to_string());
                        break;
                    }
                    continue;
                }
                if let Some(nag) = suffix_nag(symbol) {
                    r.nag(nag);
                    continue;
                }
                // A move number (`12.`, `12...`), possibly glued to the move (`12.e4`).
                let mut san = symbol;
                let digits = san.len() - san.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                if digits > 0 {
                    let after = &san[digits..];
                    let dots = after.len() - after.trim_start_matches('.').len();
                    if dots > 0 || after.is_empty() {
                        san = &after[dots..];
                    }
                }
                // `...` on its own (`1 ... e5`) and a separate `e.p.` (`exd6 e.p.`) say nothing.
                if san.is_empty() || san.chars().all(|c| c == '.') || san == "e.p." {
                    continue;
                }
                let core = san.trim_end_matches(['!', '?']);
                let nag = suffix_nag(&san[core.len()..]);
                r.play(if nag.is_some() { core } else { san }, nag);
            }
        }
    }
    if !started {
        return None;
    }
    if !r.variations.is_empty() {
        let at = r.at();
        r.fail(PgnError::UnclosedVariation { at });
    }
    if r.error.is_none() {
        r.game();
    }
    if let Some(error) = r.error {
        return Some(Err(error));
    }
    let result = result.or_else(|| r.tag("Result").filter(|v| RESULTS.contains(v)).map(str::to_string));
    let game = r.game.unwrap_or_default();
    Some(Ok(PgnGame {
        tags: r.tags,
        game,
        comment: r.comment,
        annotations: r.annotations,
        result: result.unwrap_or_else(|| "*".to_string()),
    }))
}

impl PgnGame {
    /// Reads the first game of a PGN text.
    ///
    /// # Errors
    /// A [`PgnError`]; an empty text is read as an empty game.
    pub fn from_pgn(text: &str) -> Result<PgnGame, PgnError> {
        PgnGame::from_pgn_in(text, PieceLetters::ENGLISH)
    }

    /// As [`PgnGame::from_pgn`], reading moves in `letters` too (see [`games_in`]).
    ///
    /// # Errors
    /// As [`PgnGame::from_pgn`].
    pub fn from_pgn_in(text: &str, letters: PieceLetters) -> Result<PgnGame, PgnError> {
        games_in(text, letters).next().unwrap_or_else(|| Ok(PgnGame::new(Game::default())))
    }
}
