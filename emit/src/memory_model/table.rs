//! The memory-model table as data: `table.tsv` (the 262 rows of AMDGPUUsage's four
//! "Memory Model Code Sequences" tables, one TSV row per seed row, same order as
//! `shared/notes/memory-model-table.tsv`, amended where the decision table in the module doc
//! says so) and its parser into [`Row`]s of guarded [`Step`]s with [`Cond`] expressions.
//!
//! Guarantees: every row of `table.tsv` parses (checked when `emit/build.rs` turns it into static
//! data: a malformed row fails the build with its line number); a row's id is its 1-based data-row number, identical to the seed TSV's, so a
//! sequence can be traced back to the spec row it came from.
//!
//! Notation (`spec-memory-model.md` §5): steps are separated by ` ; `; `[if C]` / `[unless C]`
//! guard a step; `X{if C}` / `X{unless C}` guard one counter or cache bit; `<A if C | B if D>`
//! picks one alternative; `&` joins counters of one `s_waitcnt`; `@same-as: R` and `@then: R`
//! continue with row R (same scope and address space). Condition atoms: `OpenCL` (the
//! operation does not order across address spaces: a one-as scope), `TgSplit`, `CU-mode`,
//! `GFX10`, `GFX11`, `returns`, `no-return`, `volatile`, `nontemporal`, `AS!=generic` (the
//! instruction's address space), and for fences `fence-no-lds` (the fence does not order LDS
//! against other address spaces) and `fence-no-global` (the fence does not order global
//! memory); combined with `&`, `or`, `not`/`!` and parentheses.

pub use super::parse::*;
use super::types::{Family, Ordering, ScopeLevel, Space};

/// The table text (see the module doc).
pub const TABLE_TSV: &str = include_str!("table.tsv");

// `ROWS`: `table.tsv` parsed by `emit/build.rs` (with `parse.rs`) into static data. Parsing it
// at first use cost ~6.4 M instructions, 65% of a whole `gfxc compile` of a small kernel.
include!(concat!(env!("OUT_DIR"), "/memory_model_table.rs"));

/// All rows (parsed at build time; a malformed row fails the build with its line number).
pub fn rows() -> &'static [Row] {
    &ROWS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The build script's output must be exactly what the parser makes of the TSV with the
    /// crate's real types (it parses with stand-ins for `types`; see `emit/build.rs`).
    #[test]
    fn static_rows_equal_runtime_parse() {
        let parsed = parse_table(TABLE_TSV).unwrap();
        assert_eq!(parsed.len(), rows().len());
        assert_eq!(parsed.len(), TABLE_TSV.lines().count() - 1);
        for (p, s) in parsed.iter().zip(rows()) {
            assert_eq!(p, s, "row {}", p.id);
        }
    }

    /// A malformed row is reported with its line in the TSV (the build script panics with it).
    #[test]
    fn malformed_row_names_its_line() {
        let mut lines: Vec<&str> = TABLE_TSV.lines().take(3).collect();
        lines.push("GFX6-9\tload atomic\tmonotonic\tany\tglobal\t-\tbogus_instr\t-");
        let text: &'static str = lines.join("\n").leak();
        let e = parse_table(text).unwrap_err();
        assert!(
            e.starts_with("line 4: row 3: instruction 'bogus_instr'"),
            "{e}"
        );
        let e = parse_table("header\nGFX6-9\tload").unwrap_err();
        assert!(e.starts_with("line 2: row 1: 2 columns"), "{e}");
    }

    #[test]
    fn parse_cond_precedence() {
        let c = parse_cond("OpenCL & not TgSplit or returns").unwrap();
        let eval = |open, tg, ret| {
            c.eval(&|a| match a {
                Atom::OpenCl => open,
                Atom::TgSplit => tg,
                Atom::Returns => ret,
                _ => false,
            })
        };
        assert!(eval(true, false, false));
        assert!(!eval(true, true, false));
        assert!(eval(false, true, true));
    }
}
