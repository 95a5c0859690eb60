//! Located diagnostics: `file:line:col: error: message`.

use crate::function::SrcLoc;
use core::fmt;
use std::borrow::Cow;

/// Longest run of non-blank characters a message echoes whole.
const MAX_ECHO: usize = 80;

/// `msg` with every run of non-blank characters longer than 80 (an identifier, number or
/// string echoed from the input) cut to its first 40 characters and its length: a megabyte
/// identifier must not become a megabyte of diagnostics. Short messages are returned as is.
pub fn clip(msg: &str) -> Cow<'_, str> {
    let too_long = msg
        .split(char::is_whitespace)
        .any(|w| w.len() > MAX_ECHO && w.chars().nth(MAX_ECHO).is_some());
    if !too_long {
        return Cow::Borrowed(msg);
    }
    let mut out = String::with_capacity(256);
    let mut rest = msg;
    while !rest.is_empty() {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, tail) = rest.split_at(end);
        match word.char_indices().nth(40) {
            Some((cut, _)) if word.chars().nth(MAX_ECHO).is_some() => {
                out.push_str(&word[..cut]);
                out.push_str(&format!("...[{} bytes]", word.len()));
            }
            _ => out.push_str(word),
        }
        let ws = tail
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(tail.len());
        out.push_str(&tail[..ws]);
        rest = &tail[ws..];
    }
    Cow::Owned(out)
}

/// One error at a source location.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    pub loc: SrcLoc,
    pub message: String,
}

impl Diagnostic {
    pub fn new(loc: SrcLoc, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            loc,
            message: message.into(),
        }
    }

    /// `file:line:col: error: message` (or `file: error: message` without a location).
    pub fn render(&self, file: &str) -> String {
        if self.loc.is_known() {
            format!(
                "{}:{}:{}: error: {}",
                file,
                self.loc.line,
                self.loc.col,
                clip(&self.message)
            )
        } else {
            format!("{}: error: {}", file, clip(&self.message))
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(
                f,
                "{}:{}: error: {}",
                self.loc.line,
                self.loc.col,
                clip(&self.message)
            )
        } else {
            write!(f, "error: {}", clip(&self.message))
        }
    }
}

impl std::error::Error for Diagnostic {}

/// How many diagnostics [`Diagnostics::render`] prints.
pub const MAX_RENDERED: usize = 50;

/// Several diagnostics, in source order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Renders the diagnostics, one per line: the first 50, then how many more there are
    /// (the first errors are the useful ones; a broken file must not flood the terminal).
    pub fn render(&self, file: &str) -> String {
        let mut s = String::new();
        for d in self.0.iter().take(MAX_RENDERED) {
            s.push_str(&d.render(file));
            s.push('\n');
        }
        if self.0.len() > MAX_RENDERED {
            s.push_str(&format!(
                "{file}: note: {} more errors not shown\n",
                self.0.len() - MAX_RENDERED
            ));
        }
        s
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// What kind of failure a compile error is. The stage that makes an error decides its kind
/// where it makes it ([`StageError`]); no later code reads a message to classify it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Valid input the compiler cannot compile (yet), or that exceeds what the target can
    /// run (registers, work-group size).
    Unsupported,
    /// Input that is not a valid program (the IR verifier, contradictory attributes).
    InvalidInput,
    /// A bug of the compiler: a pass produced something a later one or the validator rejects.
    Internal,
}

/// An error made by a compiler stage (selection, register allocation, the post-RA passes,
/// emission), typed where it is made: its [`ErrorKind`] and the message (byte-identical to the
/// text the stage always wrote; internal errors keep their `internal:` prefix). The driver adds
/// the kernel and the source location (`gfxc::pipeline::CompileError`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageError {
    pub kind: ErrorKind,
    pub message: String,
}

impl StageError {
    pub fn unsupported(message: impl Into<String>) -> StageError {
        StageError {
            kind: ErrorKind::Unsupported,
            message: message.into(),
        }
    }
    pub fn invalid_input(message: impl Into<String>) -> StageError {
        StageError {
            kind: ErrorKind::InvalidInput,
            message: message.into(),
        }
    }
    pub fn internal(message: impl Into<String>) -> StageError {
        StageError {
            kind: ErrorKind::Internal,
            message: message.into(),
        }
    }
}

impl fmt::Display for StageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for StageError {}

/// Located errors of one [`ErrorKind`], the kind decided where they are made: lowering
/// reports every error of a module at once (all the recursive calls, say), each located.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedDiagnostics {
    pub kind: ErrorKind,
    pub diags: Diagnostics,
}

impl TypedDiagnostics {
    pub fn new(kind: ErrorKind, diags: impl Into<Diagnostics>) -> TypedDiagnostics {
        TypedDiagnostics {
            kind,
            diags: diags.into(),
        }
    }
    /// A stage's error at `loc`.
    pub fn at(loc: SrcLoc, e: StageError) -> TypedDiagnostics {
        TypedDiagnostics::new(e.kind, Diagnostic::new(loc, e.message))
    }
    /// `file:line:col: error: ...`, one line per diagnostic ([`Diagnostics::render`]).
    pub fn render(&self, file: &str) -> String {
        self.diags.render(file)
    }
}

impl From<TypedDiagnostics> for Diagnostics {
    fn from(e: TypedDiagnostics) -> Diagnostics {
        e.diags
    }
}

impl fmt::Display for TypedDiagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.diags.0.first() {
            Some(d) => write!(f, "{d}"),
            None => Ok(()),
        }
    }
}

/// Code that still carries errors as text (tests, tools) keeps the message.
impl From<StageError> for String {
    fn from(e: StageError) -> String {
        e.message
    }
}

/// `unsupported!("...", args)`: a [`StageError`] of kind [`ErrorKind::Unsupported`] with a
/// `format!` message.
#[macro_export]
macro_rules! unsupported {
    ($($t:tt)*) => {
        $crate::error::StageError::unsupported(format!($($t)*))
    };
}

/// `internal!("internal: ...", args)`: a [`StageError`] of kind [`ErrorKind::Internal`].
#[macro_export]
macro_rules! internal {
    ($($t:tt)*) => {
        $crate::error::StageError::internal(format!($($t)*))
    };
}
