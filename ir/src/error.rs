//! Located diagnostics: `file:line:col: error: message`.

use crate::function::SrcLoc;
use core::fmt;

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
                file, self.loc.line, self.loc.col, self.message
            )
        } else {
            format!("{}: error: {}", file, self.message)
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(
                f,
                "{}:{}: error: {}",
                self.loc.line, self.loc.col, self.message
            )
        } else {
            write!(f, "error: {}", self.message)
        }
    }
}

impl std::error::Error for Diagnostic {}

/// Several diagnostics, in source order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Renders every diagnostic, one per line.
    pub fn render(&self, file: &str) -> String {
        let mut s = String::new();
        for d in &self.0 {
            s.push_str(&d.render(file));
            s.push('\n');
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
