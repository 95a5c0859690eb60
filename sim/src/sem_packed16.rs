//! Semantics of the 16-bit packing instruction the compiler emits for vectors of 16-bit lanes
//! that the main VALU tables (`sem_valu.rs`) do not cover: `v_perm_b32` (byte permute, GFX8+).
//! (`v_pk_ashrrev_i16` is the packed twin of `v_ashrrev_i16`, `sem_family`.)
//!
//! Guarantees: `v_perm_b32` follows the selector table of the GCN3/Vega ISA ("V_PERM_B32":
//! selector bytes 0-7 pick a byte of `{src0, src1}` (src1 is bytes 0-3), 8-11 replicate a sign
//! bit (bits 15, 31 of src1, then of src0), 12 gives 0x00, 13 and above 0xff). It is checked against hand-computed values (below) and on
//! `llc-19 -O3` code for `tests/packed16/llc_perm_ashr.ll` against the interpreter
//! (`tests/packed16_llc.rs` of the workspace).

use crate::sem::{run_cols_pure, ColArgs, LaneCtx, Sem, Ty, Valu, ValuFn};

/// One byte of `v_perm_b32` for selector byte `sel` over `hi:lo` = `src0:src1`.
fn perm_byte(src0: u32, src1: u32, sel: u32) -> u32 {
    let both = (src0 as u64) << 32 | src1 as u64;
    match sel {
        0..=7 => (both >> (8 * sel)) as u32 & 0xff,
        8 => sign_byte(src1 >> 15),
        9 => sign_byte(src1 >> 31),
        10 => sign_byte(src0 >> 15),
        11 => sign_byte(src0 >> 31),
        12 => 0,
        _ => 0xff,
    }
}

fn sign_byte(bit: u32) -> u32 {
    if bit & 1 != 0 {
        0xff
    } else {
        0
    }
}

/// `v_perm_b32 d, src0, src1, sel`.
pub fn perm(src0: u32, src1: u32, sel: u32) -> u32 {
    (0..4).fold(0, |d, i| {
        d | perm_byte(src0, src1, (sel >> (8 * i)) & 0xff) << (8 * i)
    })
}

fn perm_pure(s: &[u64; 3]) -> u64 {
    perm(s[0] as u32, s[1] as u32, s[2] as u32) as u64
}

fn perm_lane(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    perm_pure(s)
}

fn perm_cols(a: &mut ColArgs) {
    run_cols_pure(a, perm_pure)
}

/// VOP3 semantics of this module.
pub fn valu(n: &str) -> Option<Sem> {
    match n {
        "v_perm_b32" => Some(Sem::Valu(Valu {
            f: ValuFn {
                lane: perm_lane,
                cols: perm_cols,
            },
            src: [Ty::B32, Ty::B32, Ty::B32],
            dst: Ty::B32,
            cin: false,
            cout: false,
            cmpx: false,
            d_is_src2: false,
            neg_signs: false,
            k_pos: 0,
            nan: false,
            nan_s1_first: false,
        })),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perm_selects_bytes_signs_and_constants() {
        let (a, b) = (0x8899_aabb_u32, 0x1122_f344_u32);
        // Identity on src1, identity on src0.
        assert_eq!(perm(a, b, 0x0302_0100), b);
        assert_eq!(perm(a, b, 0x0706_0504), a);
        // Low halves of src1 (low) and src0 (high): the 16-bit pack.
        assert_eq!(perm(a, b, 0x0504_0100), 0xaabb_f344);
        // High half of src1 into the low half, src0 high half on top.
        assert_eq!(perm(a, b, 0x0706_0302), 0x8899_1122);
        // Sign replication: src1 bit 15 set (0xf344), bit 31 clear; src0 bits 15 and 31 set.
        assert_eq!(perm(a, b, 0x0b0a_0908), 0xffff_00ff);
        // 12 -> 0x00, 13.. -> 0xff.
        assert_eq!(perm(a, b, 0x0c0d_0e0c), 0x00ff_ff00);
    }
}
