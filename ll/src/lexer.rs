//! Tokens of textual LLVM IR (LangRef "Identifiers", "Constants"), each with its 1-based
//! line:column.
//!
//! Guarantees: lexing never panics; every byte of the input is either part of a token, a
//! comment or whitespace, or reported as a located error. Comments (`;` to end of line) are
//! dropped.

use gfxc_ir::{Diagnostic, SrcLoc};

/// A token kind. Names keep the spelling of the source (without sigil and quotes).
#[derive(Clone, PartialEq, Debug)]
pub enum Tok {
    /// `%name`, `%"name"`, `%12`.
    Local(String),
    /// `@name`, `@"name"`, `@12`.
    Global(String),
    /// `!name` / `!12` (metadata name or reference).
    Meta(String),
    /// `!"text"` (metadata string).
    MetaStr(String),
    /// `!{` (start of an inline metadata tuple).
    MetaBrace,
    /// `#12` (attribute group reference).
    AttrRef(u32),
    /// `#dbg_value` and other debug records.
    HashIdent(String),
    /// A bare word: keywords, types, opcodes (`define`, `i32`, `add`, `x`).
    Ident(String),
    /// `name:` or `12:` or `"name":` (a block label).
    Label(String),
    /// An integer literal (two's complement modulo 2^128).
    Int(i128),
    /// A decimal float literal.
    Float(f64),
    /// `0x...` float literal: hex digits after the prefix, and the kind letter
    /// (`'D'` for plain `0x` (double-format bits), `'H'` half, `'R'` bfloat, `'K'`/`'L'`/`'M'`).
    HexFloat(char, u128),
    /// `"..."` with escapes decoded.
    Str(Vec<u8>),
    /// `c"..."`.
    CStr(Vec<u8>),
    /// Punctuation: one of `( ) [ ] { } < > , = * |` or `...`.
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub loc: SrcLoc,
}

/// Splits `src` into tokens, ending with `Tok::Eof`.
pub fn lex(src: &str) -> Result<Vec<Token>, Diagnostic> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0usize, 1u32, 0usize);
    // The column is counted in characters since the line start; (`col_at`, `col`) is the last
    // position counted and its 0-based column, so each character is counted once (counting
    // from the line start at every position was quadratic in the line length).
    let (mut col_at, mut col) = (0usize, 0usize);
    while i < b.len() {
        let c = b[i];
        col += src[col_at..i].chars().count();
        col_at = i;
        let loc = SrcLoc::new(line, (col + 1) as u32);
        if c == b'\n' {
            line += 1;
            i += 1;
            line_start = i;
            (col_at, col) = (i, 0);
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b';' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let err = |m: &str| Diagnostic::new(loc, m.to_string());
        let tok = match c {
            b'%' | b'@' | b'!' => {
                i += 1;
                let name = if i < b.len() && b[i] == b'"' {
                    let (s, n) = string(b, i).ok_or_else(|| err("unterminated string"))?;
                    i = n;
                    if c == b'!' {
                        out.push(Token {
                            tok: Tok::MetaStr(latin(&s)),
                            loc,
                        });
                        continue;
                    }
                    latin(&s)
                } else if c == b'!' && i < b.len() && b[i] == b'{' {
                    i += 1;
                    out.push(Token {
                        tok: Tok::MetaBrace,
                        loc,
                    });
                    continue;
                } else {
                    let st = i;
                    while i < b.len() && is_name_char(b[i], c == b'!') {
                        i += 1;
                    }
                    if st == i {
                        return Err(err(&format!("expected a name after '{}'", c as char)));
                    }
                    src[st..i].to_string()
                };
                match c {
                    b'%' => Tok::Local(name),
                    b'@' => Tok::Global(name),
                    _ => Tok::Meta(name),
                }
            }
            b'#' => {
                i += 1;
                let st = i;
                while i < b.len() && is_name_char(b[i], false) {
                    i += 1;
                }
                let w = &src[st..i];
                if let Ok(n) = w.parse::<u32>() {
                    Tok::AttrRef(n)
                } else if !w.is_empty() {
                    Tok::HashIdent(w.to_string())
                } else {
                    return Err(err("expected an attribute group number after '#'"));
                }
            }
            b'"' => {
                let (s, n) = string(b, i).ok_or_else(|| err("unterminated string"))?;
                i = n;
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    Tok::Label(latin(&s))
                } else {
                    Tok::Str(s)
                }
            }
            b'c' if b.get(i + 1) == Some(&b'"') => {
                let (s, n) = string(b, i + 1).ok_or_else(|| err("unterminated string"))?;
                i = n;
                Tok::CStr(s)
            }
            b'0' if matches!(b.get(i + 1), Some(b'x')) => {
                i += 2;
                let kind = match b.get(i) {
                    Some(&k @ (b'H' | b'R' | b'K' | b'L' | b'M')) => {
                        i += 1;
                        k as char
                    }
                    _ => 'D',
                };
                let st = i;
                while i < b.len() && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                if st == i || i - st > 32 {
                    return Err(err("malformed hexadecimal constant"));
                }
                let v = u128::from_str_radix(&src[st..i], 16)
                    .map_err(|_| err("malformed hexadecimal constant"))?;
                Tok::HexFloat(kind, v)
            }
            b'-' | b'0'..=b'9' => {
                let st = i;
                i += 1;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                let mut is_float = false;
                if i < b.len() && b[i] == b'.' {
                    is_float = true;
                    i += 1;
                    while i < b.len() && b[i].is_ascii_digit() {
                        i += 1;
                    }
                    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
                        i += 1;
                        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
                            i += 1;
                        }
                        while i < b.len() && b[i].is_ascii_digit() {
                            i += 1;
                        }
                    }
                }
                let text = &src[st..i];
                if !is_float && i < b.len() && b[i] == b':' && c != b'-' {
                    i += 1;
                    Tok::Label(text.to_string())
                } else if !is_float && i < b.len() && is_name_char(b[i], false) && c != b'-' {
                    // A label like `1abc:` is not valid LLVM; report it clearly.
                    return Err(err("malformed number"));
                } else if is_float {
                    Tok::Float(text.parse().map_err(|_| err("malformed float constant"))?)
                } else if text == "-" {
                    return Err(err("expected a number after '-'"));
                } else {
                    Tok::Int(parse_int(text).ok_or_else(|| err("integer constant too large"))?)
                }
            }
            b'.' if src[i..].starts_with("...") => {
                i += 3;
                Tok::Punct("...")
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'.' => {
                let st = i;
                while i < b.len() && is_name_char(b[i], false) && b[i] != b'-' {
                    i += 1;
                }
                let w = src[st..i].to_string();
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    Tok::Label(w)
                } else {
                    Tok::Ident(w)
                }
            }
            _ => {
                const P: [&str; 12] = ["(", ")", "[", "]", "{", "}", "<", ">", ",", "=", "*", "|"];
                match P.iter().find(|p| p.as_bytes()[0] == c) {
                    Some(p) => {
                        i += 1;
                        Tok::Punct(p)
                    }
                    None => {
                        let ch = src[i..].chars().next().unwrap_or('?');
                        return Err(err(&format!("unexpected character '{ch}'")));
                    }
                }
            }
        };
        out.push(Token { tok, loc });
    }
    let loc = SrcLoc::new(line, (src[line_start..].chars().count() + 1) as u32);
    out.push(Token { tok: Tok::Eof, loc });
    Ok(out)
}

fn is_name_char(c: u8, meta: bool) -> bool {
    c.is_ascii_alphanumeric()
        || c == b'_'
        || c == b'.'
        || c == b'$'
        || c == b'-'
        || (meta && c == b'\\')
}

fn parse_int(text: &str) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let mag: u128 = digits.parse().ok()?;
    let v = mag as i128;
    Some(if neg { v.wrapping_neg() } else { v })
}

/// Reads a `"..."` string starting at `b[i] == '"'`; returns the bytes and the index after
/// the closing quote. `\XX` hex escapes and `\\` are decoded.
fn string(b: &[u8], i: usize) -> Option<(Vec<u8>, usize)> {
    let mut j = i + 1;
    let mut s = Vec::new();
    while j < b.len() {
        match b[j] {
            b'"' => return Some((s, j + 1)),
            b'\\'
                if j + 2 < b.len()
                    && b[j + 1].is_ascii_hexdigit()
                    && b[j + 2].is_ascii_hexdigit() =>
            {
                let h = std::str::from_utf8(&b[j + 1..j + 3]).ok()?;
                s.push(u8::from_str_radix(h, 16).ok()?);
                j += 3;
            }
            b'\\' if j + 1 < b.len() && b[j + 1] == b'\\' => {
                s.push(b'\\');
                j += 2;
            }
            c => {
                s.push(c);
                j += 1;
            }
        }
    }
    None
}

fn latin(s: &[u8]) -> String {
    String::from_utf8_lossy(s).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_locations() {
        let t = lex("entry:\n  %x = add i32 -1, 0x3FF0000000000000 ; c\n  !0 = !{!\"a\"}").unwrap();
        assert_eq!(t[0].tok, Tok::Label("entry".into()));
        assert_eq!(t[1].tok, Tok::Local("x".into()));
        assert_eq!((t[1].loc.line, t[1].loc.col), (2, 3));
        assert_eq!(t[5].tok, Tok::Int(-1));
        assert_eq!(t[7].tok, Tok::HexFloat('D', 0x3FF0000000000000));
        assert_eq!(t[8].tok, Tok::Meta("0".into()));
        assert_eq!(t[10].tok, Tok::MetaBrace);
        assert_eq!(t[11].tok, Tok::MetaStr("a".into()));
    }

    /// Columns count characters, not bytes, across many tokens of one line and restart on
    /// the next line (the lexer counts them incrementally).
    #[test]
    fn columns_count_characters_along_a_line() {
        let src = "%a = add i32 %b, %c ; \u{e9}\u{e9}\n  @\"\u{e9}t\u{e9}\" = global i32 7 ; x\n%d";
        let t = lex(src).unwrap();
        let at = |k: usize| (t[k].loc.line, t[k].loc.col);
        assert_eq!(at(0), (1, 1));
        assert_eq!(at(4), (1, 14)); // %b
        assert_eq!(at(6), (1, 18)); // %c
        assert_eq!(t[7].tok, Tok::Global("\u{e9}t\u{e9}".into()));
        assert_eq!(at(7), (2, 3));
        assert_eq!(at(9), (2, 12)); // `global`, after a quoted name of 3 characters (5 bytes)
        assert_eq!(at(12), (3, 1)); // %d
        let e = lex("@\"\u{e9}\u{e9}\" `").unwrap_err();
        assert_eq!((e.loc.line, e.loc.col), (1, 7));
    }

    #[test]
    fn bad_character_is_located() {
        let e = lex("define\n  `").unwrap_err();
        assert_eq!((e.loc.line, e.loc.col), (2, 3));
    }
}
