//! Lexer of the text format (docs/ir.md, "Lexical structure").
//!
//! Guarantees: never panics on any input; every token carries the 1-based line and column
//! (counted in characters) of its first character; a character or string that cannot start a
//! token becomes a [`Tok::Error`] token at its location and lexing goes on after it, so the
//! parser reports the first problem in source order. The token list always ends with
//! [`Tok::Eof`].

use crate::function::SrcLoc;

/// A token; names and literals borrow the source text.
#[derive(Clone, PartialEq, Debug)]
pub enum Tok<'a> {
    /// `[A-Za-z_][A-Za-z0-9_.]*`, and the float word `-inf` (`inf`, `nan` are plain
    /// identifiers).
    Ident(&'a str),
    /// `@name` (without the `@`).
    Global(&'a str),
    /// A number as written: `-?` then decimal digits with optional fraction and exponent, or
    /// `0x` and hex digits. `malformed` numbers (`12ab`, `0x`) carry their whole text.
    Num {
        text: &'a str,
        malformed: bool,
    },
    /// `"..."` without the quotes.
    Str(&'a str),
    Comma,
    Colon,
    Equal,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Arrow,
    /// A lexical error (the message).
    Error(String),
    Eof,
}

impl Tok<'_> {
    /// How the token is named in "expected X, found Y" messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Global(s) => format!("'@{s}'"),
            Tok::Num { text, .. } => format!("'{text}'"),
            Tok::Str(s) => format!("string \"{s}\""),
            Tok::Comma => "','".into(),
            Tok::Colon => "':'".into(),
            Tok::Equal => "'='".into(),
            Tok::LParen => "'('".into(),
            Tok::RParen => "')'".into(),
            Tok::LBracket => "'['".into(),
            Tok::RBracket => "']'".into(),
            Tok::LBrace => "'{'".into(),
            Tok::RBrace => "'}'".into(),
            Tok::Arrow => "'->'".into(),
            Tok::Error(m) => m.clone(),
            Tok::Eof => "end of file".into(),
        }
    }
}

/// A token and where it starts.
#[derive(Clone, Debug)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub loc: SrcLoc,
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

struct Lexer<'a> {
    src: &'a str,
    /// Byte offset of the next character.
    pos: usize,
    line: u32,
    col: u32,
}

impl<'a> Lexer<'a> {
    fn peek(&self) -> Option<char> {
        // ASCII, nearly all of any source, without decoding UTF-8.
        match *self.src.as_bytes().get(self.pos)? {
            b if b < 0x80 => Some(b as char),
            _ => self.src.get(self.pos..)?.chars().next(),
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.col = 1;
        } else {
            self.col = self.col.saturating_add(1);
        }
        Some(c)
    }

    fn skip_while(&mut self, f: impl Fn(char) -> bool) {
        while let Some(c) = self.peek() {
            if !f(c) {
                break;
            }
            self.bump();
        }
    }

    /// The source text from byte `start` to the current position.
    fn text(&self, start: usize) -> &'a str {
        self.src.get(start..self.pos).unwrap_or("")
    }

    /// A number starting at byte `start`; its first digit is next (an optional `-` before
    /// it has been consumed).
    fn number(&mut self, start: usize) -> Tok<'a> {
        let mut malformed = false;
        let first = self.bump().unwrap_or('0');
        if first == '0' && matches!(self.peek(), Some('x') | Some('X')) {
            self.bump();
            let before = self.pos;
            self.skip_while(|c| c.is_ascii_hexdigit());
            malformed |= self.pos == before;
        } else {
            self.skip_while(|c| c.is_ascii_digit());
            if self.peek() == Some('.') {
                self.bump();
                self.skip_while(|c| c.is_ascii_digit());
            }
            if matches!(self.peek(), Some('e') | Some('E')) {
                // An exponent only if digits follow (possibly after a sign).
                let rest = self.src.get(self.pos + 1..).unwrap_or("");
                let digits = rest.strip_prefix(['+', '-']).unwrap_or(rest);
                if digits.starts_with(|c: char| c.is_ascii_digit()) {
                    self.bump();
                    if matches!(self.peek(), Some('+') | Some('-')) {
                        self.bump();
                    }
                    self.skip_while(|c| c.is_ascii_digit());
                }
            }
        }
        if self.peek().is_some_and(is_ident_char) {
            malformed = true;
            self.skip_while(is_ident_char);
        }
        Tok::Num {
            text: self.text(start),
            malformed,
        }
    }

    fn next_token(&mut self) -> Option<Token<'a>> {
        // Skip whitespace and comments.
        loop {
            match self.peek()? {
                c if c.is_whitespace() => {
                    self.bump();
                }
                ';' => self.skip_while(|c| c != '\n'),
                _ => break,
            }
        }
        let loc = SrcLoc::new(self.line, self.col);
        let start = self.pos;
        let c = self.peek()?;
        if c.is_ascii_digit() {
            return Some(Token {
                tok: self.number(start),
                loc,
            });
        }
        self.bump();
        let tok = match c {
            ',' => Tok::Comma,
            ':' => Tok::Colon,
            '=' => Tok::Equal,
            '(' => Tok::LParen,
            ')' => Tok::RParen,
            '[' => Tok::LBracket,
            ']' => Tok::RBracket,
            '{' => Tok::LBrace,
            '}' => Tok::RBrace,
            '-' => match self.peek() {
                Some('>') => {
                    self.bump();
                    Tok::Arrow
                }
                Some(d) if d.is_ascii_digit() => self.number(start),
                Some(a) if is_ident_start(a) => {
                    let word = self.pos;
                    self.skip_while(is_ident_char);
                    if self.text(word) == "inf" {
                        Tok::Ident(self.text(start))
                    } else {
                        Tok::Error(format!("unexpected '-' before '{}'", self.text(word)))
                    }
                }
                _ => Tok::Error("unexpected character '-'".into()),
            },
            '@' => {
                if self.peek().is_some_and(is_ident_start) {
                    let name = self.pos;
                    self.skip_while(is_ident_char);
                    Tok::Global(self.text(name))
                } else {
                    Tok::Error("expected a name after '@'".into())
                }
            }
            '"' => {
                let body = self.pos;
                self.skip_while(|c| c != '"' && c != '\n');
                if self.peek() == Some('"') {
                    let s = self.text(body);
                    self.bump();
                    Tok::Str(s)
                } else {
                    Tok::Error("unterminated string".into())
                }
            }
            a if is_ident_start(a) => {
                self.skip_while(is_ident_char);
                Tok::Ident(self.text(start))
            }
            other => Tok::Error(format!("unexpected character {other:?}")),
        };
        Some(Token { tok, loc })
    }
}

/// Splits `src` into tokens; the last one is [`Tok::Eof`].
pub fn lex(src: &str) -> Vec<Token<'_>> {
    let mut lx = Lexer {
        src,
        pos: 0,
        line: 1,
        col: 1,
    };
    let mut out = Vec::with_capacity(src.len() / 4);
    while let Some(t) = lx.next_token() {
        out.push(t);
    }
    out.push(Token {
        tok: Tok::Eof,
        loc: SrcLoc::new(lx.line, lx.col),
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok<'_>> {
        lex(s).into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers_and_words() {
        let n = |s| Tok::Num {
            text: s,
            malformed: false,
        };
        let bad = |s| Tok::Num {
            text: s,
            malformed: true,
        };
        assert_eq!(
            toks("-12 0x1F -0x10 1.5 -2e-3 1.0e10 -inf nan 1e"),
            vec![
                n("-12"),
                n("0x1F"),
                n("-0x10"),
                n("1.5"),
                n("-2e-3"),
                n("1.0e10"),
                Tok::Ident("-inf"),
                Tok::Ident("nan"),
                bad("1e"),
                Tok::Eof
            ]
        );
        assert_eq!(toks("12ab 0x"), vec![bad("12ab"), bad("0x"), Tok::Eof]);
    }

    #[test]
    fn locations_count_characters() {
        let t = lex("a ; comment\n  é @g -> \"s\" \"t");
        assert_eq!(t[0].loc, SrcLoc::new(1, 1));
        assert_eq!(t[1].loc, SrcLoc::new(2, 3));
        assert!(matches!(t[1].tok, Tok::Error(_)));
        assert_eq!(
            (t[2].loc, &t[2].tok),
            (SrcLoc::new(2, 5), &Tok::Global("g"))
        );
        assert_eq!(t[3].tok, Tok::Arrow);
        assert_eq!(t[4].tok, Tok::Str("s"));
        assert_eq!(t[5].tok, Tok::Error("unterminated string".into()));
        assert_eq!(t[6].tok, Tok::Eof);
    }
}
