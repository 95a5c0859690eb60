//! Simulator errors.
//!
//! Guarantees: every failure of a simulation is a [`SimError`] with a kind and a one-line
//! message; violations found in strict mode name the instruction (address and disassembly) and
//! the register at fault. Nothing in the simulator panics on bad input.

use std::fmt;

/// What went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The code object or launch cannot be used (bad file, unknown kernel, argument mismatch).
    Launch,
    /// An instruction the simulator does not execute (or cannot decode).
    Unsupported,
    /// Strict mode: a register read or overwritten before the operation that writes or reads it
    /// was waited for with `s_waitcnt`.
    WaitcntViolation,
    /// Strict mode: a required number of wait states (hazard) was not met.
    HazardViolation,
    /// A memory access outside every allocation, or outside LDS / private memory.
    OutOfBounds,
    /// Anything else the hardware would not do (register outside the allocation, runaway loop).
    Invalid,
}

/// A simulation error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError {
    pub kind: ErrorKind,
    pub message: String,
}

impl SimError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> SimError {
        SimError {
            kind,
            message: message.into(),
        }
    }
    pub fn launch(message: impl Into<String>) -> SimError {
        SimError::new(ErrorKind::Launch, message)
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SimError {}

/// Result of simulator operations.
pub type Result<T> = std::result::Result<T, SimError>;
