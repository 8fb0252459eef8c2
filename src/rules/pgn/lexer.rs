//! PGN's lexer: a text becomes tokens (tag pairs, comments, NAGs, parentheses and symbols),
//! each with the line it starts on.
//!
//! It knows the shape of the tokens and nothing of chess: `%` escape lines are skipped here,
//! a `;` comment runs to the end of its line, comments have their white space collapsed, and a
//! malformed tag runs to the end of its line. Which symbol is a move, a move number or a result
//! is the reader's business (`reader.rs`).

/// A token of PGN text; the text it borrows is the token's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token<'a> {
    Tag { name: String, value: String },
    BadTag(&'a str),
    Comment(String),
    UnclosedComment,
    Nag(&'a str),
    Open,
    Close,
    Symbol(&'a str),
}

/// Reads a text token by token, with one token of look-ahead.
pub(super) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    peeked: Option<(Token<'a>, usize)>,
}

fn collapse_space(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub(super) fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
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

    pub(super) fn peek(&mut self) -> Option<&(Token<'a>, usize)> {
        if self.peeked.is_none() {
            self.peeked = self.lex();
        }
        self.peeked.as_ref()
    }

    pub(super) fn next_token(&mut self) -> Option<(Token<'a>, usize)> {
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
