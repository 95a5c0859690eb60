//! Coverage report: the rows of a processor's ISA table the simulator has no semantics for
//! (issue 16). `gfxc disas --coverage --mcpu X` prints it; `sim/tests/coverage.rs` requires it
//! to be empty on every reference processor, so a row that loses its semantics, or a new table
//! row without them, fails the test by name.
//!
//! Guarantees: every row the processor has (`gfxc_isa::table::available`) is classified with
//! [`crate::sem::classify`], exactly as the program decoder does; a row is listed when its
//! semantic is [`Sem::Unsupported`] (it would fail cleanly when executed). Lines are
//! `FORMAT<TAB>mnemonic<TAB>reason`, sorted, one per (format, mnemonic).
//!
//! Rows classified [`Sem::Halt`] (the documented list [`crate::sem::halt_reason`]: no result a
//! compute dispatch can have; executing one stops the wave with an error naming it) are not
//! "without semantics": [`halted_rows`] lists them separately, in the same line format.

use crate::sem::{classify, Sem};
use gfxc_isa::table::{available, table};

/// The unsupported rows of `processor` (a processor name such as `gfx900`), or `None` for an
/// unknown processor.
pub fn unsupported_rows(processor: &str) -> Option<Vec<String>> {
    let p = gfxc_isa::processor(processor)?;
    let t = table(p.isa);
    let mut out: Vec<String> = t
        .defs
        .iter()
        .filter(|d| available(p.name, d))
        .filter_map(|d| match classify(d).0 {
            Sem::Unsupported(why) => Some(format!("{:?}\t{}\t{why}", d.format, d.mnemonic)),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    Some(out)
}

/// The rows of `processor` that stop the wave by design ([`Sem::Halt`]), with the reason.
pub fn halted_rows(processor: &str) -> Option<Vec<String>> {
    let p = gfxc_isa::processor(processor)?;
    let t = table(p.isa);
    let mut out: Vec<String> = t
        .defs
        .iter()
        .filter(|d| available(p.name, d))
        .filter_map(|d| match classify(d).0 {
            Sem::Halt(why) => Some(format!("{:?}\t{}\t{why}", d.format, d.mnemonic)),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    Some(out)
}

/// Rows of `processor` in total (for the report's summary line).
pub fn row_count(processor: &str) -> Option<usize> {
    let p = gfxc_isa::processor(processor)?;
    Some(
        table(p.isa)
            .defs
            .iter()
            .filter(|d| available(p.name, d))
            .count(),
    )
}
