//! The hash of the generated mnemonic lookup tables (FNV-1a, 32-bit).
//!
//! Shared by `build.rs`, which places every mnemonic of `data/insts.tsv` in an open-addressing
//! table at build time, and by [`crate::table`], which probes that table at run time; one
//! definition so the two always agree.

/// FNV-1a of the bytes of `s` (offset basis 0x811c9dc5, prime 0x01000193).
pub fn fnv1a(s: &str) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in s.as_bytes() {
        h ^= b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}
