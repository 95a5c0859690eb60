//! Cache-control MUBUF rows as data (`isa/data/cachectl.tsv`, `tools/sweep_cachectl.py`).
//!
//! Guarantees: for the operand-less MUBUF rows (buffer_wbinvl1(_vol/_sc), buffer_wbl2,
//! buffer_invl2, buffer_inv, buffer_gl0_inv, buffer_gl1_inv) on each processor, [`modifiers`]
//! lists exactly the modifiers llvm-mc-19 assembles (gfx942 `sc0 sc1 nt` on buffer_wbl2 /
//! buffer_inv; none elsewhere) and [`ignored_bits`] the bits of the 64-bit word its
//! disassembler ignores (e.g. gfx90a buffer_wbl2 ignores GLC and SCC: `E0A0C000` is
//! `buffer_wbl2`). The encoder rejects other modifiers and never sets ignored bits (gfx942 `nt`
//! is accepted and dropped, as llvm-mc-19 does); the decoder accepts a word whose bits differ
//! from the canonical encoding only in ignored bits, and rejects any other bit. GFX6/7 were not
//! measurable (llvm-mc-19 cannot disassemble SI/CI): no bit is ignored there.

use crate::processors::IsaVariant;
use std::sync::OnceLock;

static CACHECTL_TSV: &str = include_str!("../data/cachectl.tsv");

struct Row {
    variant: &'static str,
    mnemonic: &'static str,
    modifiers: Vec<&'static str>,
    ignored: u64,
}

fn rows() -> &'static [Row] {
    static R: OnceLock<Vec<Row>> = OnceLock::new();
    R.get_or_init(|| {
        CACHECTL_TSV
            .lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with("variant\t"))
            .filter_map(|l| {
                let c: Vec<&'static str> = l.split('\t').collect();
                if c.len() != 4 {
                    return None;
                }
                Some(Row {
                    variant: c[0],
                    mnemonic: c[1],
                    modifiers: c[2].split(',').filter(|x| *x != "-").collect(),
                    ignored: u64::from_str_radix(c[3].trim_start_matches("0x"), 16).unwrap_or(0),
                })
            })
            .collect()
    })
}

fn row(v: IsaVariant, mnemonic: &str) -> Option<&'static Row> {
    let vn = v.reference_processor();
    rows()
        .iter()
        .find(|r| r.variant == vn && r.mnemonic == mnemonic)
}

/// True when `mnemonic` is a cache-control row on `v` (listed in `data/cachectl.tsv`).
pub fn is_cache_control(v: IsaVariant, mnemonic: &str) -> bool {
    row(v, mnemonic).is_some()
}

/// Modifiers llvm-mc-19 accepts on the cache-control row (`sc0`, `sc1`, `nt` on gfx942).
pub fn modifiers(v: IsaVariant, mnemonic: &str) -> &'static [&'static str] {
    row(v, mnemonic).map_or(&[], |r| r.modifiers.as_slice())
}

/// Bits of the instruction word llvm-mc-19's disassembler ignores for the row (0 if none).
pub fn ignored_bits(v: IsaVariant, mnemonic: &str) -> u64 {
    row(v, mnemonic).map_or(0, |r| r.ignored)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert!(is_cache_control(IsaVariant::Gfx90a, "buffer_wbl2"));
        assert_eq!(
            ignored_bits(IsaVariant::Gfx90a, "buffer_wbl2") & 0xC000,
            0xC000
        );
        assert_eq!(
            ignored_bits(IsaVariant::Gfx90a, "buffer_wbinvl1_vol") & 0xC000,
            0
        );
        assert_eq!(
            modifiers(IsaVariant::Gfx942, "buffer_inv"),
            &["sc0", "sc1", "nt"]
        );
        assert!(modifiers(IsaVariant::Gfx90a, "buffer_wbl2").is_empty());
        assert_eq!(ignored_bits(IsaVariant::Gfx600, "buffer_wbinvl1"), 0);
        assert!(!is_cache_control(IsaVariant::Gfx900, "buffer_load_dword"));
    }
}
