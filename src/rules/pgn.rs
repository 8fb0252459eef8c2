//! Portable Game Notation: reading games (tags, movetext, comments, NAGs, variations, several
//! games per file, set-up positions) and writing them in export form.
//!
//! Reading checks every move, in the main line and in variations, against the rules, and keeps
//! the tree: each move's [`Annotation`] holds its NAGs, its comment and the [`Variation`]s
//! that could replace it (nested up to [`MAX_VARIATION_DEPTH`]).
//! A `%` line is an escape and is skipped; so are a byte-order mark, a lone `...` and a
//! separate `e.p.`. A `;` comment runs to the end of the line. Move suffixes `!`, `?`, `!!`,
//! `??`, `!?` and `?!` become NAGs 1–6. A game ends at its result (`1-0`, `0-1`, `1/2-1/2`,
//! `*`), at the next tag section, or at the end of the text.
//! Comments are kept with their white space collapsed, so that writing and reading again gives
//! the same text.
//!
//! Writing gives the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result), then
//! `SetUp` and `FEN` when the game does not start from the initial position, then the other tags
//! in their order, a blank line, and the movetext wrapped to 80 columns.
//!
//! # Examples
//! ```
//! use poda::rules::pgn::read_pgn;
//! let games = read_pgn("[White \"Anderssen\"]\n\n1. e4 e5 {Open game} 2. Nf3 (2. f4) Nc6 1-0").unwrap();
//! assert_eq!(games[0].game.moves().len(), 4);
//! assert_eq!(games[0].result, "1-0");
//! let f4 = &games[0].annotations[2].variations[0];
//! assert_eq!(f4.moves[0].mv.to_string(), "f2f4");
//! assert!(games[0].to_pgn().contains("1. e4 e5 {Open game} 2. Nf3 (2. f4) 2... Nc6 1-0"));
//! ```

use super::fen::FenError;
use super::game::Game;
use super::moves::Move;
use super::position::Position;
use super::san::SanError;
use super::types::Color;
use std::fmt;

/// What follows a move: NAGs, a comment and the variations that could replace it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    pub nags: Vec<u8>,
    pub comment: Option<String>,
    /// Alternatives to this move, each starting from the position before it.
    pub variations: Vec<Variation>,
}

/// A variation: moves (each with its own annotation, so variations nest) played instead of the
/// move it is attached to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    /// A comment before the variation's first move.
    pub comment: Option<String>,
    pub moves: Vec<VariationMove>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariationMove {
    pub mv: Move,
    pub annotation: Annotation,
}

/// How deeply variations may nest before the reader gives up (the writer recurses on them).
pub const MAX_VARIATION_DEPTH: usize = 64;

/// One game read from, or to be written as, PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in the order read (including the roster, `SetUp` and `FEN` if present).
    pub tags: Vec<(String, String)>,
    /// The main line from the start position.
    pub game: Game,
    /// A comment before the first move.
    pub comment: Option<String>,
    /// One entry per move of `game`.
    pub annotations: Vec<Annotation>,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// Which game of a file an error is in: its number (from 1) and its players if the tags
/// named them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRef {
    pub number: usize,
    pub white: Option<String>,
    pub black: Option<String>,
}

impl fmt::Display for GameRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.number)?;
        if self.white.is_some() || self.black.is_some() {
            let white = self.white.as_deref().unwrap_or("?");
            let black = self.black.as_deref().unwrap_or("?");
            write!(f, " ({white} - {black})")?;
        }
        Ok(())
    }
}

/// Where in a PGN text an error is: the game and the line (from 1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct At {
    /// Boxed to keep `Result<_, PgnError>` small.
    pub game: Box<GameRef>,
    pub line: usize,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, line {}", self.game, self.line)
    }
}

/// Why a PGN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// A tag pair that is not `[Name "value"]`.
    BadTag { at: At, text: String },
    /// The `FEN` tag does not hold a valid position.
    BadFen { at: At, fen: String, error: FenError },
    /// A move that cannot be played; `text` is the move with its number, as `12... Nf6`.
    BadMove { at: At, text: String, error: SanError },
    /// A NAG that is not `$` followed by a number from 0 to 255.
    BadNag { at: At, text: String },
    /// A `{` comment that is never closed.
    UnclosedComment { at: At },
    /// A `(` variation that is not closed before the game ends.
    UnclosedVariation { at: At },
    /// A `)` with no variation open.
    UnmatchedParenthesis { at: At },
    /// A `(` variation before any move it could replace.
    VariationWithoutMove { at: At },
    /// Variations nested more than [`MAX_VARIATION_DEPTH`] deep.
    VariationsTooDeep { at: At },
}

impl PgnError {
    /// Where the error is.
    pub fn at(&self) -> &At {
        match self {
            PgnError::BadTag { at, .. }
            | PgnError::BadFen { at, .. }
            | PgnError::BadMove { at, .. }
            | PgnError::BadNag { at, .. }
            | PgnError::UnclosedComment { at }
            | PgnError::UnclosedVariation { at }
            | PgnError::UnmatchedParenthesis { at }
            | PgnError::VariationWithoutMove { at }
            | PgnError::VariationsTooDeep { at } => at,
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::BadTag { at, text } => write!(f, "{at}: '{text}' is not a tag pair like [White \"Morphy\"]"),
            PgnError::BadFen { at, fen, error } => write!(f, "{at}: FEN tag '{fen}': {error}"),
            PgnError::BadMove { at, text, error } => write!(f, "{at}: move {text}: {error}"),
            PgnError::BadNag { at, text } => write!(f, "{at}: '{text}' is not a NAG ($0 to $255)"),
            PgnError::UnclosedComment { at } => {
                write!(f, "{at}: a comment opened with '{{' is never closed")
            }
            PgnError::UnclosedVariation { at } => {
                write!(f, "{at}: a variation opened with '(' is not closed")
            }
            PgnError::UnmatchedParenthesis { at } => write!(f, "{at}: ')' closes no variation"),
            PgnError::VariationWithoutMove { at } => {
                write!(f, "{at}: a variation '(' before any move")
            }
            PgnError::VariationsTooDeep { at } => {
                write!(f, "{at}: variations nested more than {MAX_VARIATION_DEPTH} deep")
            }
        }
    }
}

impl std::error::Error for PgnError {}

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
    // Files saved by some editors start with a byte-order mark.
    let mut lexer = Lexer::new(text.strip_prefix('\u{feff}').unwrap_or(text));
    let mut number = 0;
    std::iter::from_fn(move || {
        number += 1;
        read_game(&mut lexer, number)
    })
}

/// Writes games one after the other, each followed by a blank line.
pub fn write_pgn(games: &[PgnGame]) -> String {
    games.iter().map(PgnGame::to_pgn).collect()
}

// ---- lexer ------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token<'a> {
    Tag { name: String, value: String },
    BadTag(&'a str),
    Comment(String),
    UnclosedComment,
    Nag(&'a str),
    Open,
    Close,
    Symbol(&'a str),
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    peeked: Option<(Token<'a>, usize)>,
}

fn collapse_space(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer { text, pos: 0, line: 1, peeked: None }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn advance(&mut self, bytes: usize) {
        let end = (self.pos + bytes).min(self.text.len());
        self.line += self.text[self.pos..end].matches('\n').count();
        self.pos = end;
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text[..self.pos].ends_with('\n')
    }

    fn peek(&mut self) -> Option<&(Token<'a>, usize)> {
        if self.peeked.is_none() {
            self.peeked = self.lex();
        }
        self.peeked.as_ref()
    }

    fn next_token(&mut self) -> Option<(Token<'a>, usize)> {
        self.peeked.take().or_else(|| self.lex())
    }

    /// The next token and the line it starts on.
    fn lex(&mut self) -> Option<(Token<'a>, usize)> {
        loop {
            let rest = self.rest();
            let trimmed = rest.trim_start();
            self.advance(rest.len() - trimmed.len());
            let rest = self.rest();
            let c = rest.chars().next()?;
            let line = self.line;
            if c == '%' && self.at_line_start() {
                let len = rest.find('\n').unwrap_or(rest.len());
                self.advance(len);
                continue;
            }
            let token = match c {
                '{' => match rest.find('}') {
                    Some(end) => {
                        let body = &rest[1..end];
                        self.advance(end + 1);
                        Token::Comment(collapse_space(body))
                    }
                    None => {
                        self.advance(rest.len());
                        Token::UnclosedComment
                    }
                },
                ';' => {
                    let end = rest.find('\n').unwrap_or(rest.len());
                    let body = rest[1..end].replace('}', ")");
                    self.advance(end);
                    Token::Comment(collapse_space(&body))
                }
                '[' => self.lex_tag(rest),
                '(' => {
                    self.advance(1);
                    Token::Open
                }
                ')' => {
                    self.advance(1);
                    Token::Close
                }
                '$' => {
                    let len = 1 + rest[1..].find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len() - 1);
                    self.advance(len);
                    Token::Nag(&rest[..len])
                }
                _ => {
                    let len = rest.find(|c: char| c.is_whitespace() || "{}()[];$".contains(c)).unwrap_or(rest.len());
                    // `]` and `}` on their own: a one-character symbol that no parser accepts.
                    let len = len.max(c.len_utf8());
                    self.advance(len);
                    Token::Symbol(&rest[..len])
                }
            };
            return Some((token, line));
        }
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value. A malformed tag runs to the
    /// end of its line.
    fn lex_tag(&mut self, rest: &'a str) -> Token<'a> {
        let bad = |lexer: &mut Lexer<'a>| {
            let len = rest.find('\n').unwrap_or(rest.len());
            lexer.advance(len);
            Token::BadTag(rest[..len].trim_end())
        };
        let inner = rest[1..].trim_start();
        let name_len = inner.find(|c: char| !is_tag_name_char(c)).unwrap_or(inner.len());
        if name_len == 0 {
            return bad(self);
        }
        let name = &inner[..name_len];
        let after = inner[name_len..].trim_start();
        let Some(quoted) = after.strip_prefix('"') else {
            return bad(self);
        };
        let mut value = String::new();
        let mut chars = quoted.char_indices();
        let mut close = None;
        while let Some((i, ch)) = chars.next() {
            match ch {
                '\\' => match chars.next() {
                    Some((_, e)) => value.push(e),
                    None => break,
                },
                '"' => {
                    close = Some(i + 1);
                    break;
                }
                _ => value.push(ch),
            }
        }
        let Some(close) = close else {
            return bad(self);
        };
        let tail = &quoted[close..];
        let trimmed = tail.trim_start();
        if !trimmed.starts_with(']') {
            return bad(self);
        }
        let consumed = rest.len() - trimmed.len() + 1;
        self.advance(consumed);
        Token::Tag { name: name.to_string(), value }
    }
}

// ---- reading ----------------------------------------------------------------------------

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
        match pos.parse_san(san) {
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
fn read_game(lexer: &mut Lexer<'_>, number: usize) -> Option<Result<PgnGame, PgnError>> {
    let mut r = Reader {
        number,
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

// ---- writing ----------------------------------------------------------------------------

/// The Seven Tag Roster with the values written when a tag is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Joins movetext words into lines of at most 80 characters. The last word is held back so
/// that a closing `)` can be glued to it, as an opening `(` is to the next word.
#[derive(Default)]
struct Wrapper {
    out: String,
    line_len: usize,
    pending: String,
    prefix: String,
}

impl Wrapper {
    fn word(&mut self, word: &str) {
        self.flush();
        self.pending = std::mem::take(&mut self.prefix);
        self.pending.push_str(word);
    }

    fn open(&mut self) {
        self.prefix.push('(');
    }

    fn close(&mut self) {
        if self.pending.is_empty() {
            self.pending = std::mem::take(&mut self.prefix);
        }
        self.pending.push(')');
    }

    fn finish(mut self) -> String {
        self.flush();
        self.out
    }

    fn flush(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let word = std::mem::take(&mut self.pending);
        let len = word.chars().count();
        if self.line_len > 0 && self.line_len + 1 + len > 80 {
            self.out.push('\n');
            self.line_len = 0;
        }
        if self.line_len > 0 {
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(&word);
        self.line_len += len;
    }

    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            [only] => self.word(&format!("{{{only}}}")),
            [first, middle @ .., last] => {
                self.word(&format!("{{{first}"));
                for w in middle {
                    self.word(w);
                }
                self.word(&format!("{last}}}"));
            }
        }
    }
}

impl PgnGame {
    /// A game with no tags, ending with its current status.
    pub fn new(game: Game) -> PgnGame {
        let annotations = vec![Annotation::default(); game.moves().len()];
        let result = game.result().to_string();
        PgnGame { tags: Vec::new(), game, comment: None, annotations, result }
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing its value if it is there.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// Reads the first game of a PGN text.
    ///
    /// # Errors
    /// A [`PgnError`]; an empty text is read as an empty game.
    pub fn from_pgn(text: &str) -> Result<PgnGame, PgnError> {
        games(text).next().unwrap_or_else(|| Ok(PgnGame::new(Game::default())))
    }

    /// Writes the game in PGN export form, ending with a blank line.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        for (name, default) in ROSTER {
            let value = if name == "Result" { &self.result } else { self.tag(name).unwrap_or(default) };
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
        let start = self.game.start();
        let set_up = start.fen() != Position::STARTPOS_FEN;
        if set_up {
            out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", start.fen()));
        }
        for (name, value) in &self.tags {
            let skip = ROSTER.iter().any(|(n, _)| n == name) || name == "SetUp" || name == "FEN";
            if !skip && !name.is_empty() && name.chars().all(is_tag_name_char) {
                out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
            }
        }
        out.push('\n');

        let mut w = Wrapper::default();
        if let Some(c) = &self.comment {
            w.comment(c);
        }
        let moves: Vec<(Move, Option<&Annotation>)> =
            self.game.moves().iter().enumerate().map(|(i, &m)| (m, self.annotations.get(i))).collect();
        write_moves(&mut w, self.game.start(), &moves);
        w.word(&self.result);
        out.push_str(&w.finish());
        out.push_str("\n\n");
        out
    }
}

/// Writes a line of moves from `start` with their NAGs, comments and variations. A move that
/// is not legal (only possible in a hand-built variation) ends the line.
fn write_moves(w: &mut Wrapper, start: &Position, moves: &[(Move, Option<&Annotation>)]) {
    let mut pos = *start;
    let mut need_number = true;
    for &(m, annotation) in moves {
        if !pos.is_legal(m) {
            return;
        }
        let san = pos.san(m);
        match pos.turn() {
            Color::White => w.word(&format!("{}. {san}", pos.fullmove_number())),
            Color::Black if need_number => w.word(&format!("{}... {san}", pos.fullmove_number())),
            Color::Black => w.word(&san),
        }
        need_number = false;
        if let Some(a) = annotation {
            for nag in &a.nags {
                w.word(&format!("${nag}"));
                need_number = true;
            }
            if let Some(c) = &a.comment {
                w.comment(c);
                need_number = true;
            }
            for v in &a.variations {
                if v.moves.is_empty() && v.comment.is_none() {
                    continue;
                }
                w.open();
                if let Some(c) = &v.comment {
                    w.comment(c);
                }
                let inner: Vec<(Move, Option<&Annotation>)> =
                    v.moves.iter().map(|vm| (vm.mv, Some(&vm.annotation))).collect();
                write_moves(w, &pos, &inner);
                w.close();
                need_number = true;
            }
        }
        pos.play_unchecked(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_parts_of_movetext() {
        let text = "[Event \"Casual\"]\n[White \"A \\\"quoted\\\" name\"]\n\n% escape line\n\
                    {Before} 1. e4 $1 e5!? 2.Nf3 ; rest of line\n\
                    Nc6 (2... d6 3. d4 (3. Bc4)) 3... Bb5?? 1/2-1/2\n\n1. d4 *";
        let text = text.replace("3... Bb5", "3. Bb5");
        let games = read_pgn(&text).unwrap();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("White"), Some("A \"quoted\" name"));
        assert_eq!(g.comment.as_deref(), Some("Before"));
        assert_eq!(g.game.moves().len(), 5);
        assert_eq!(g.annotations[0].nags, vec![1]);
        assert_eq!(g.annotations[1].nags, vec![5]);
        assert_eq!(g.annotations[2].comment.as_deref(), Some("rest of line"));
        assert_eq!(g.annotations[4].nags, vec![4]);
        assert_eq!(g.result, "1/2-1/2");
        assert_eq!(games[1].result, "*");
        let again = read_pgn(&write_pgn(&games)).unwrap();
        assert_eq!(again[0].game, games[0].game);
        assert_eq!(write_pgn(&again), write_pgn(&games));
    }

    #[test]
    fn errors_name_game_line_and_move() {
        let text = "[White \"Morphy\"]\n[Black \"Allies\"]\n\n1. e4 e5\n2. Ke3 *";
        let err = read_pgn(text).unwrap_err();
        assert!(matches!(err, PgnError::BadMove { .. }), "{err:?}");
        assert_eq!(
            err.to_string(),
            "game 1 (Morphy - Allies), line 5: move 2. Ke3: Ke3 is not a legal move in this position"
        );
    }
}
