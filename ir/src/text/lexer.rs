//! Lexer of the text format (docs/ir.md, "Lexical structure").
//!
//! Guarantees: never panics on any input; every token carries the 1-based line and column
//! (counted in characters) of its first character; a character or string that cannot start a
//! token becomes a [`Tok::Error`] token at its location and lexing goes on after it, so the
//! parser reports the first problem in source order. The token list always ends with
//! [`Tok::Eof`].

use crate::function::SrcLoc;

/// A token.
#[derive(Clone, PartialEq, Debug)]
pub enum Tok {
    /// `[A-Za-z_][A-Za-z0-9_.]*`, and the float words `-inf` (`inf`, `nan` are plain
    /// identifiers).
    Ident(String),
    /// `@name`.
    Global(String),
    /// A number as written: `-?` then decimal digits with optional fraction and exponent, or
    /// `0x` and hex digits. `malformed` numbers (`12ab`, `0x`) carry their whole text.
    Num {
        text: String,
        malformed: bool,
    },
    /// `"..."` without the quotes.
    Str(String),
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

impl Tok {
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
pub struct Token {
    pub tok: Tok,
    pub loc: SrcLoc,
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: u32,
    col: u32,
}

impl Lexer<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.col = 1;
        } else {
            self.col = self.col.saturating_add(1);
        }
        Some(c)
    }

    fn take_while(&mut self, out: &mut String, f: impl Fn(char) -> bool) {
        while let Some(c) = self.peek() {
            if !f(c) {
                break;
            }
            out.push(c);
            self.bump();
        }
    }

    /// A number; the optional `-` has been consumed and pushed into `text`.
    fn number(&mut self, mut text: String) -> Tok {
        let mut malformed = false;
        let first = self.bump().unwrap_or('0');
        text.push(first);
        if first == '0' && matches!(self.peek(), Some('x') | Some('X')) {
            text.push('x');
            self.bump();
            let before = text.len();
            self.take_while(&mut text, |c| c.is_ascii_hexdigit());
            malformed |= text.len() == before;
        } else {
            self.take_while(&mut text, |c| c.is_ascii_digit());
            if self.peek() == Some('.') {
                text.push('.');
                self.bump();
                self.take_while(&mut text, |c| c.is_ascii_digit());
            }
            if matches!(self.peek(), Some('e') | Some('E')) {
                // An exponent only if digits follow (possibly after a sign).
                let mut look = self.chars.clone();
                look.next();
                let mut n = look.next();
                if matches!(n, Some('+') | Some('-')) {
                    n = look.next();
                }
                if n.is_some_and(|c| c.is_ascii_digit()) {
                    text.push('e');
                    self.bump();
                    if let Some(s @ ('+' | '-')) = self.peek() {
                        text.push(s);
                        self.bump();
                    }
                    self.take_while(&mut text, |c| c.is_ascii_digit());
                }
            }
        }
        if self.peek().is_some_and(is_ident_char) {
            malformed = true;
            self.take_while(&mut text, is_ident_char);
        }
        Tok::Num { text, malformed }
    }

    fn next_token(&mut self) -> Option<Token> {
        // Skip whitespace and comments.
        loop {
            match self.peek()? {
                c if c.is_whitespace() => {
                    self.bump();
                }
                ';' => {
                    while self.peek().is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                }
                _ => break,
            }
        }
        let loc = SrcLoc::new(self.line, self.col);
        let c = self.peek()?;
        let tok = match c {
            ',' | ':' | '=' | '(' | ')' | '[' | ']' | '{' | '}' => {
                self.bump();
                match c {
                    ',' => Tok::Comma,
                    ':' => Tok::Colon,
                    '=' => Tok::Equal,
                    '(' => Tok::LParen,
                    ')' => Tok::RParen,
                    '[' => Tok::LBracket,
                    ']' => Tok::RBracket,
                    '{' => Tok::LBrace,
                    _ => Tok::RBrace,
                }
            }
            '-' => {
                self.bump();
                match self.peek() {
                    Some('>') => {
                        self.bump();
                        Tok::Arrow
                    }
                    Some(d) if d.is_ascii_digit() => self.number("-".to_string()),
                    Some(a) if is_ident_start(a) => {
                        let mut s = String::new();
                        self.take_while(&mut s, is_ident_char);
                        if s == "inf" {
                            Tok::Ident("-inf".into())
                        } else {
                            Tok::Error(format!("unexpected '-' before '{s}'"))
                        }
                    }
                    _ => Tok::Error("unexpected character '-'".into()),
                }
            }
            '@' => {
                self.bump();
                if self.peek().is_some_and(is_ident_start) {
                    let mut s = String::new();
                    self.take_while(&mut s, is_ident_char);
                    Tok::Global(s)
                } else {
                    Tok::Error("expected a name after '@'".into())
                }
            }
            '"' => {
                self.bump();
                let mut s = String::new();
                loop {
                    match self.peek() {
                        Some('"') => {
                            self.bump();
                            break Tok::Str(s);
                        }
                        None | Some('\n') => break Tok::Error("unterminated string".into()),
                        Some(ch) => {
                            s.push(ch);
                            self.bump();
                        }
                    }
                }
            }
            d if d.is_ascii_digit() => self.number(String::new()),
            a if is_ident_start(a) => {
                let mut s = String::new();
                self.take_while(&mut s, is_ident_char);
                Tok::Ident(s)
            }
            other => {
                self.bump();
                Tok::Error(format!("unexpected character {other:?}"))
            }
        };
        Some(Token { tok, loc })
    }
}

/// Splits `src` into tokens; the last one is [`Tok::Eof`].
pub fn lex(src: &str) -> Vec<Token> {
    let mut lx = Lexer {
        chars: src.chars().peekable(),
        line: 1,
        col: 1,
    };
    let mut out = Vec::new();
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

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers_and_words() {
        let n = |s: &str| Tok::Num {
            text: s.into(),
            malformed: false,
        };
        assert_eq!(
            toks("-12 0x1F -0x10 1.5 -2e-3 1.0e10 -inf nan"),
            vec![
                n("-12"),
                n("0x1F"),
                n("-0x10"),
                n("1.5"),
                n("-2e-3"),
                n("1.0e10"),
                Tok::Ident("-inf".into()),
                Tok::Ident("nan".into()),
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("12ab"),
            vec![
                Tok::Num {
                    text: "12ab".into(),
                    malformed: true
                },
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("0x"),
            vec![
                Tok::Num {
                    text: "0x".into(),
                    malformed: true
                },
                Tok::Eof
            ]
        );
    }

    #[test]
    fn locations_count_characters() {
        let t = lex("a ; comment\n  é @g -> \"s\"");
        assert_eq!(t[0].loc, SrcLoc::new(1, 1));
        assert_eq!(t[1].loc, SrcLoc::new(2, 3));
        assert!(matches!(t[1].tok, Tok::Error(_)));
        assert_eq!(t[2].loc, SrcLoc::new(2, 5));
        assert_eq!(t[3].tok, Tok::Arrow);
        assert_eq!(t[4].tok, Tok::Str("s".into()));
    }
}
