//! The one error type of `gfxc-emit`: every malformed input (ELF, note, MessagePack,
//! descriptor) and every unencodable request becomes an [`Error`], never a panic.

use std::fmt;

/// What part of a code object an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// ELF container: headers, sections, symbols, bounds.
    Elf,
    /// Note records (AMDGPUUsage "Note Records").
    Note,
    /// MessagePack metadata (AMDGPUUsage "Code Object Metadata").
    Metadata,
    /// Kernel descriptor fields (AMDGPUUsage "Kernel Descriptor").
    Descriptor,
    /// Processor / target ID / e_flags.
    Target,
    /// A request the writer cannot lay out or encode.
    Layout,
}

/// An error with a kind and a human-readable message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
        }
    }
    pub fn elf(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Elf, message)
    }
    pub fn note(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Note, message)
    }
    pub fn metadata(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Metadata, message)
    }
    pub fn descriptor(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Descriptor, message)
    }
    pub fn target(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Target, message)
    }
    pub fn layout(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Layout, message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            ErrorKind::Elf => "invalid ELF",
            ErrorKind::Note => "invalid note",
            ErrorKind::Metadata => "invalid metadata",
            ErrorKind::Descriptor => "invalid kernel descriptor",
            ErrorKind::Target => "invalid target",
            ErrorKind::Layout => "cannot lay out code object",
        };
        write!(f, "{what}: {}", self.message)
    }
}

impl std::error::Error for Error {}

impl From<object::read::Error> for Error {
    fn from(e: object::read::Error) -> Error {
        Error::elf(e.to_string())
    }
}

/// Result alias of this crate.
pub type Result<T> = std::result::Result<T, Error>;
