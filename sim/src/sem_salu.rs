//! Scalar ALU semantics (SOP1, SOP2, SOPC, SOPK) as functions `(s0, s1, old dst, scc) -> dst`.
//!
//! Guarantees: SCC follows MI100 ISA §7 ("SCC"): compares give the result, unsigned add/sub
//! the carry/borrow, signed add/sub the overflow, logical and bit ops `result != 0`, moves,
//! selects, `s_mul_i32`, `s_bfm`, `s_brev`, `s_ff*`, `s_flbit*`, `s_sext*`, `s_bitset*`,
//! `s_movk`, `s_cmovk` and `s_mulk` leave it unchanged, `s_min`/`s_max` set it when S0 is
//! chosen. 32-bit values travel in the low half of the `u64` arguments.

use crate::sem::{Salu, Sem};
use gfxc_isa::table::{Format, InstDef};

fn s(f: crate::sem::SaluFn, a: u8, b: u8, d: u8) -> Sem {
    Sem::Salu(Salu {
        f,
        src: [a, b],
        dst: d,
        zext_k: false,
    })
}

fn nz32(v: u32, scc: &mut bool) -> u64 {
    *scc = v != 0;
    v as u64
}

fn nz64(v: u64, scc: &mut bool) -> u64 {
    *scc = v != 0;
    v
}

fn bfe32(v: u32, ctl: u32, signed: bool) -> u32 {
    let off = ctl & 31;
    let w = (ctl >> 16) & 0x7f;
    if w == 0 {
        return 0;
    }
    let x = v >> off;
    if w >= 32 {
        return x;
    }
    let m = x & ((1u32 << w) - 1);
    if signed && (m >> (w - 1)) & 1 != 0 {
        m | !((1u32 << w) - 1)
    } else {
        m
    }
}

fn bfe64(v: u64, ctl: u32, signed: bool) -> u64 {
    let off = ctl & 63;
    let w = (ctl >> 16) & 0x7f;
    if w == 0 {
        return 0;
    }
    let x = v >> off;
    if w >= 64 {
        return x;
    }
    let m = x & ((1u64 << w) - 1);
    if signed && (m >> (w - 1)) & 1 != 0 {
        m | !((1u64 << w) - 1)
    } else {
        m
    }
}

fn ff1_32(v: u32) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.trailing_zeros()
    }
}

fn ff1_64(v: u64) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.trailing_zeros()
    }
}

fn flbit32(v: u32) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.leading_zeros()
    }
}

fn flbit64(v: u64) -> u32 {
    if v == 0 {
        u32::MAX
    } else {
        v.leading_zeros()
    }
}

/// Leading bits equal to the sign bit, minus one (`s_flbit_i32`): -1 for 0 and -1.
fn flbit_i32(v: u32) -> u32 {
    let x = v as i32;
    if x == 0 || x == -1 {
        u32::MAX
    } else if x < 0 {
        (!v).leading_zeros()
    } else {
        v.leading_zeros()
    }
}

/// `s_flbit_i32_i64` (`s_cls_i32_i64`): leading bits equal to the sign bit of a 64-bit value,
/// minus one; -1 for 0 and -1.
fn flbit_i64(v: u64) -> u32 {
    let x = v as i64;
    if x == 0 || x == -1 {
        u32::MAX
    } else if x < 0 {
        (!v).leading_zeros()
    } else {
        v.leading_zeros()
    }
}

/// `s_wqm_b32/b64` (whole quad mode): every 4-bit group with a bit set becomes all ones.
fn wqm(v: u64) -> u64 {
    let mut r = 0;
    for q in 0..16 {
        if (v >> (4 * q)) & 0xf != 0 {
            r |= 0xf << (4 * q);
        }
    }
    r
}

/// `s_quadmask_b32/b64`: bit `q` of the result is the OR of bits `4q..4q+3` of the source.
fn quadmask(v: u64) -> u64 {
    (0..16).fold(0, |r, q| r | (((v >> (4 * q)) & 0xf != 0) as u64) << q)
}

/// `s_bitreplicate_b64_b32`: each bit of the low dword twice (bit `i` to bits `2i`, `2i+1`).
fn bitreplicate(v: u64) -> u64 {
    (0..32).fold(0, |r, i| r | (((v >> i) & 1) * (3 << (2 * i))))
}

/// SALU semantic of a canonical mnemonic.
pub fn salu_sem(n: &str, def: &InstDef) -> Sem {
    let k = def.format == Format::Sopk;
    if k {
        return sopk(n);
    }
    match n {
        // SOP2, 32-bit.
        "s_add_u32" => s(
            |a, b, _, c| {
                let (r, o) = (a as u32).overflowing_add(b as u32);
                *c = o;
                r as u64
            },
            1,
            1,
            1,
        ),
        "s_sub_u32" => s(
            |a, b, _, c| {
                let (r, o) = (a as u32).overflowing_sub(b as u32);
                *c = o;
                r as u64
            },
            1,
            1,
            1,
        ),
        "s_add_i32" => s(
            |a, b, _, c| {
                let (r, o) = (a as i32).overflowing_add(b as i32);
                *c = o;
                r as u32 as u64
            },
            1,
            1,
            1,
        ),
        "s_sub_i32" => s(
            |a, b, _, c| {
                let (r, o) = (a as i32).overflowing_sub(b as i32);
                *c = o;
                r as u32 as u64
            },
            1,
            1,
            1,
        ),
        "s_addc_u32" => s(
            |a, b, _, c| {
                let r = a + b + *c as u64;
                *c = r >> 32 != 0;
                r as u32 as u64
            },
            1,
            1,
            1,
        ),
        "s_subb_u32" => s(
            |a, b, _, c| {
                let r = (a as u32 as i64) - (b as u32 as i64) - (*c as i64);
                *c = r < 0;
                r as u32 as u64
            },
            1,
            1,
            1,
        ),
        "s_min_i32" => s(
            |a, b, _, c| {
                *c = (a as i32) < (b as i32);
                if *c {
                    a
                } else {
                    b
                }
            },
            1,
            1,
            1,
        ),
        "s_min_u32" => s(
            |a, b, _, c| {
                *c = (a as u32) < (b as u32);
                if *c {
                    a
                } else {
                    b
                }
            },
            1,
            1,
            1,
        ),
        // SCC = S0 >= S1 (RDNA3 and CDNA pseudocode of S_MAX_*; equal operands set SCC).
        "s_max_i32" => s(
            |a, b, _, c| {
                *c = (a as i32) >= (b as i32);
                if *c {
                    a
                } else {
                    b
                }
            },
            1,
            1,
            1,
        ),
        "s_max_u32" => s(
            |a, b, _, c| {
                *c = (a as u32) >= (b as u32);
                if *c {
                    a
                } else {
                    b
                }
            },
            1,
            1,
            1,
        ),
        "s_cselect_b32" => s(|a, b, _, c| if *c { a } else { b }, 1, 1, 1),
        "s_cselect_b64" => s(|a, b, _, c| if *c { a } else { b }, 2, 2, 2),
        "s_and_b32" => s(|a, b, _, c| nz32((a & b) as u32, c), 1, 1, 1),
        "s_or_b32" => s(|a, b, _, c| nz32((a | b) as u32, c), 1, 1, 1),
        "s_xor_b32" => s(|a, b, _, c| nz32((a ^ b) as u32, c), 1, 1, 1),
        "s_andn2_b32" => s(|a, b, _, c| nz32((a & !b) as u32, c), 1, 1, 1),
        "s_orn2_b32" => s(|a, b, _, c| nz32((a | !b) as u32, c), 1, 1, 1),
        "s_nand_b32" => s(|a, b, _, c| nz32(!(a & b) as u32, c), 1, 1, 1),
        "s_nor_b32" => s(|a, b, _, c| nz32(!(a | b) as u32, c), 1, 1, 1),
        "s_xnor_b32" => s(|a, b, _, c| nz32(!(a ^ b) as u32, c), 1, 1, 1),
        "s_and_b64" => s(|a, b, _, c| nz64(a & b, c), 2, 2, 2),
        "s_or_b64" => s(|a, b, _, c| nz64(a | b, c), 2, 2, 2),
        "s_xor_b64" => s(|a, b, _, c| nz64(a ^ b, c), 2, 2, 2),
        "s_andn2_b64" => s(|a, b, _, c| nz64(a & !b, c), 2, 2, 2),
        "s_orn2_b64" => s(|a, b, _, c| nz64(a | !b, c), 2, 2, 2),
        "s_nand_b64" => s(|a, b, _, c| nz64(!(a & b), c), 2, 2, 2),
        "s_nor_b64" => s(|a, b, _, c| nz64(!(a | b), c), 2, 2, 2),
        "s_xnor_b64" => s(|a, b, _, c| nz64(!(a ^ b), c), 2, 2, 2),
        "s_lshl_b32" => s(|a, b, _, c| nz32((a as u32) << (b & 31), c), 1, 1, 1),
        "s_lshr_b32" => s(|a, b, _, c| nz32((a as u32) >> (b & 31), c), 1, 1, 1),
        "s_ashr_i32" => s(
            |a, b, _, c| nz32(((a as i32) >> (b & 31)) as u32, c),
            1,
            1,
            1,
        ),
        "s_lshl_b64" => s(|a, b, _, c| nz64(a << (b & 63), c), 2, 1, 2),
        "s_lshr_b64" => s(|a, b, _, c| nz64(a >> (b & 63), c), 2, 1, 2),
        "s_ashr_i64" => s(
            |a, b, _, c| nz64(((a as i64) >> (b & 63)) as u64, c),
            2,
            1,
            2,
        ),
        "s_lshl1_add_u32" | "s_lshl2_add_u32" | "s_lshl3_add_u32" | "s_lshl4_add_u32" => {
            let f: crate::sem::SaluFn = match n {
                "s_lshl1_add_u32" => |a, b, _, c| lshl_add(a, b, 1, c),
                "s_lshl2_add_u32" => |a, b, _, c| lshl_add(a, b, 2, c),
                "s_lshl3_add_u32" => |a, b, _, c| lshl_add(a, b, 3, c),
                _ => |a, b, _, c| lshl_add(a, b, 4, c),
            };
            s(f, 1, 1, 1)
        }
        "s_bfm_b32" => s(
            |a, b, _, _| (((1u64 << (a & 31)) - 1) << (b & 31)) as u32 as u64,
            1,
            1,
            1,
        ),
        "s_bfm_b64" => s(
            |a, b, _, _| ((1u64 << (a & 63)).wrapping_sub(1)) << (b & 63),
            1,
            1,
            2,
        ),
        "s_mul_i32" => s(
            |a, b, _, _| (a as u32).wrapping_mul(b as u32) as u64,
            1,
            1,
            1,
        ),
        "s_mul_hi_u32" => s(
            |a, b, _, _| (a as u32 as u64 * b as u32 as u64) >> 32,
            1,
            1,
            1,
        ),
        "s_mul_hi_i32" => s(
            |a, b, _, _| (((a as i32 as i64 * b as i32 as i64) >> 32) as u32) as u64,
            1,
            1,
            1,
        ),
        "s_bfe_u32" => s(
            |a, b, _, c| nz32(bfe32(a as u32, b as u32, false), c),
            1,
            1,
            1,
        ),
        "s_bfe_i32" => s(
            |a, b, _, c| nz32(bfe32(a as u32, b as u32, true), c),
            1,
            1,
            1,
        ),
        "s_bfe_u64" => s(|a, b, _, c| nz64(bfe64(a, b as u32, false), c), 2, 1, 2),
        "s_bfe_i64" => s(|a, b, _, c| nz64(bfe64(a, b as u32, true), c), 2, 1, 2),
        "s_absdiff_i32" => s(
            |a, b, _, c| nz32((a as i32).wrapping_sub(b as i32).unsigned_abs(), c),
            1,
            1,
            1,
        ),
        "s_pack_ll_b32_b16" => s(|a, b, _, _| (a & 0xffff) | (b & 0xffff) << 16, 1, 1, 1),
        "s_pack_lh_b32_b16" => s(|a, b, _, _| (a & 0xffff) | (b & 0xffff_0000), 1, 1, 1),
        "s_pack_hl_b32_b16" => s(
            |a, b, _, _| ((a >> 16) & 0xffff) | (b & 0xffff) << 16,
            1,
            1,
            1,
        ),
        "s_pack_hh_b32_b16" => s(
            |a, b, _, _| ((a >> 16) & 0xffff) | (b & 0xffff_0000),
            1,
            1,
            1,
        ),
        // SOP1.
        "s_mov_b32" => s(|a, _, _, _| a, 1, 0, 1),
        "s_mov_b64" => s(|a, _, _, _| a, 2, 0, 2),
        "s_cmov_b32" => s(|a, _, d, c| if *c { a } else { d }, 1, 0, 1),
        "s_cmov_b64" => s(|a, _, d, c| if *c { a } else { d }, 2, 0, 2),
        "s_not_b32" => s(|a, _, _, c| nz32(!a as u32, c), 1, 0, 1),
        "s_not_b64" => s(|a, _, _, c| nz64(!a, c), 2, 0, 2),
        "s_brev_b32" => s(|a, _, _, _| (a as u32).reverse_bits() as u64, 1, 0, 1),
        "s_brev_b64" => s(|a, _, _, _| a.reverse_bits(), 2, 0, 2),
        "s_bcnt0_i32_b32" => s(|a, _, _, c| nz32((a as u32).count_zeros(), c), 1, 0, 1),
        "s_bcnt1_i32_b32" => s(|a, _, _, c| nz32((a as u32).count_ones(), c), 1, 0, 1),
        "s_bcnt0_i32_b64" => s(|a, _, _, c| nz32(a.count_zeros(), c), 2, 0, 1),
        "s_bcnt1_i32_b64" => s(|a, _, _, c| nz32(a.count_ones(), c), 2, 0, 1),
        "s_ff0_i32_b32" => s(|a, _, _, _| ff1_32(!(a as u32)) as u64, 1, 0, 1),
        // GFX11 renamed s_ff1 / s_flbit (RDNA3 ISA "SOP1"): s_ctz / s_clz / s_cls.
        "s_ff1_i32_b32" | "s_ctz_i32_b32" => s(|a, _, _, _| ff1_32(a as u32) as u64, 1, 0, 1),
        "s_ff0_i32_b64" => s(|a, _, _, _| ff1_64(!a) as u64, 2, 0, 1),
        "s_ff1_i32_b64" | "s_ctz_i32_b64" => s(|a, _, _, _| ff1_64(a) as u64, 2, 0, 1),
        "s_flbit_i32_b32" | "s_clz_i32_u32" => s(|a, _, _, _| flbit32(a as u32) as u64, 1, 0, 1),
        "s_flbit_i32_b64" | "s_clz_i32_u64" => s(|a, _, _, _| flbit64(a) as u64, 2, 0, 1),
        "s_flbit_i32" | "s_cls_i32" => s(|a, _, _, _| flbit_i32(a as u32) as u64, 1, 0, 1),
        "s_flbit_i32_i64" => s(|a, _, _, _| flbit_i64(a) as u64, 2, 0, 1),
        // MI100 / RDNA3 ISA SOP1: SCC = result != 0 for wqm and quadmask.
        "s_wqm_b32" => s(|a, _, _, c| nz32(wqm(a & 0xffff_ffff) as u32, c), 1, 0, 1),
        "s_wqm_b64" => s(|a, _, _, c| nz64(wqm(a), c), 2, 0, 2),
        "s_quadmask_b32" => s(
            |a, _, _, c| nz32(quadmask(a & 0xffff_ffff) as u32, c),
            1,
            0,
            1,
        ),
        "s_quadmask_b64" => s(|a, _, _, c| nz64(quadmask(a), c), 2, 0, 2),
        "s_bitreplicate_b64_b32" => s(|a, _, _, _| bitreplicate(a), 1, 0, 2),
        "s_sext_i32_i8" => s(|a, _, _, _| a as i8 as i32 as u32 as u64, 1, 0, 1),
        "s_sext_i32_i16" => s(|a, _, _, _| a as i16 as i32 as u32 as u64, 1, 0, 1),
        "s_bitset0_b32" => s(|a, _, d, _| d & !(1u64 << (a & 31)), 1, 0, 1),
        "s_bitset1_b32" => s(|a, _, d, _| (d | (1u64 << (a & 31))) & 0xffff_ffff, 1, 0, 1),
        "s_bitset0_b64" => s(|a, _, d, _| d & !(1u64 << (a & 63)), 1, 0, 2),
        "s_bitset1_b64" => s(|a, _, d, _| d | (1u64 << (a & 63)), 1, 0, 2),
        "s_abs_i32" => s(|a, _, _, c| nz32((a as i32).unsigned_abs(), c), 1, 0, 1),
        // SOPC.
        "s_cmp_eq_i32" | "s_cmp_eq_u32" => s(|a, b, _, c| cmp(c, a as u32 == b as u32), 1, 1, 0),
        "s_cmp_lg_i32" | "s_cmp_lg_u32" => s(|a, b, _, c| cmp(c, a as u32 != b as u32), 1, 1, 0),
        "s_cmp_gt_i32" => s(|a, b, _, c| cmp(c, (a as i32) > (b as i32)), 1, 1, 0),
        "s_cmp_ge_i32" => s(|a, b, _, c| cmp(c, (a as i32) >= (b as i32)), 1, 1, 0),
        "s_cmp_lt_i32" => s(|a, b, _, c| cmp(c, (a as i32) < (b as i32)), 1, 1, 0),
        "s_cmp_le_i32" => s(|a, b, _, c| cmp(c, (a as i32) <= (b as i32)), 1, 1, 0),
        "s_cmp_gt_u32" => s(|a, b, _, c| cmp(c, (a as u32) > (b as u32)), 1, 1, 0),
        "s_cmp_ge_u32" => s(|a, b, _, c| cmp(c, (a as u32) >= (b as u32)), 1, 1, 0),
        "s_cmp_lt_u32" => s(|a, b, _, c| cmp(c, (a as u32) < (b as u32)), 1, 1, 0),
        "s_cmp_le_u32" => s(|a, b, _, c| cmp(c, (a as u32) <= (b as u32)), 1, 1, 0),
        "s_cmp_eq_u64" => s(|a, b, _, c| cmp(c, a == b), 2, 2, 0),
        "s_cmp_lg_u64" => s(|a, b, _, c| cmp(c, a != b), 2, 2, 0),
        "s_bitcmp0_b32" => s(|a, b, _, c| cmp(c, (a >> (b & 31)) & 1 == 0), 1, 1, 0),
        "s_bitcmp1_b32" => s(|a, b, _, c| cmp(c, (a >> (b & 31)) & 1 == 1), 1, 1, 0),
        "s_bitcmp0_b64" => s(|a, b, _, c| cmp(c, (a >> (b & 63)) & 1 == 0), 2, 1, 0),
        "s_bitcmp1_b64" => s(|a, b, _, c| cmp(c, (a >> (b & 63)) & 1 == 1), 2, 1, 0),
        _ => saveexec(n),
    }
}

fn cmp(c: &mut bool, v: bool) -> u64 {
    *c = v;
    0
}

fn lshl_add(a: u64, b: u64, sh: u32, c: &mut bool) -> u64 {
    let r = ((a as u32 as u64) << sh) + b as u32 as u64;
    *c = r >> 32 != 0;
    r as u32 as u64
}

fn saveexec(n: &str) -> Sem {
    let (base, wide) = if let Some(b) = n.strip_suffix("_b64") {
        (b, true)
    } else if let Some(b) = n.strip_suffix("_b32") {
        (b, false)
    } else {
        return Sem::Unsupported("scalar instruction");
    };
    let (op, wrexec) = if let Some(o) = base.strip_suffix("_saveexec") {
        (o, false)
    } else if let Some(o) = base.strip_suffix("_wrexec") {
        (o, true)
    } else {
        return Sem::Unsupported("scalar instruction");
    };
    // f(exec, s0) -> new exec.
    let f: fn(u64, u64) -> u64 = match op {
        "s_and" => |e, s| s & e,
        "s_or" => |e, s| s | e,
        "s_xor" => |e, s| s ^ e,
        "s_andn2" => |e, s| s & !e,
        "s_orn2" => |e, s| s | !e,
        "s_nand" => |e, s| !(s & e),
        "s_nor" => |e, s| !(s | e),
        "s_xnor" => |e, s| !(s ^ e),
        "s_andn1" => |e, s| !s & e,
        "s_orn1" => |e, s| !s | e,
        _ => return Sem::Unsupported("scalar instruction"),
    };
    Sem::SaveExec { f, wide, wrexec }
}

fn sopk(n: &str) -> Sem {
    let k = |f: crate::sem::SaluFn, dst: u8, zext: bool| {
        Sem::Salu(Salu {
            f,
            src: [1, 1],
            dst,
            zext_k: zext,
        })
    };
    // Arguments: s0 = old dst value, s1 = immediate.
    match n {
        "s_movk_i32" => k(|_, b, _, _| b & 0xffff_ffff, 1, false),
        "s_cmovk_i32" => k(|a, b, _, c| if *c { b & 0xffff_ffff } else { a }, 1, false),
        "s_addk_i32" => k(
            |a, b, _, c| {
                let (r, o) = (a as i32).overflowing_add(b as i32);
                *c = o;
                r as u32 as u64
            },
            1,
            false,
        ),
        "s_mulk_i32" => k(
            |a, b, _, _| (a as i32).wrapping_mul(b as i32) as u32 as u64,
            1,
            false,
        ),
        "s_cmpk_eq_i32" => k(|a, b, _, c| cmp(c, a as i32 == b as i32), 0, false),
        "s_cmpk_lg_i32" => k(|a, b, _, c| cmp(c, a as i32 != b as i32), 0, false),
        "s_cmpk_gt_i32" => k(|a, b, _, c| cmp(c, (a as i32) > (b as i32)), 0, false),
        "s_cmpk_ge_i32" => k(|a, b, _, c| cmp(c, (a as i32) >= (b as i32)), 0, false),
        "s_cmpk_lt_i32" => k(|a, b, _, c| cmp(c, (a as i32) < (b as i32)), 0, false),
        "s_cmpk_le_i32" => k(|a, b, _, c| cmp(c, (a as i32) <= (b as i32)), 0, false),
        "s_cmpk_eq_u32" => k(|a, b, _, c| cmp(c, a as u32 == b as u32), 0, true),
        "s_cmpk_lg_u32" => k(|a, b, _, c| cmp(c, a as u32 != b as u32), 0, true),
        "s_cmpk_gt_u32" => k(|a, b, _, c| cmp(c, (a as u32) > (b as u32)), 0, true),
        "s_cmpk_ge_u32" => k(|a, b, _, c| cmp(c, (a as u32) >= (b as u32)), 0, true),
        "s_cmpk_lt_u32" => k(|a, b, _, c| cmp(c, (a as u32) < (b as u32)), 0, true),
        "s_cmpk_le_u32" => k(|a, b, _, c| cmp(c, (a as u32) <= (b as u32)), 0, true),
        _ => Sem::Unsupported("scalar instruction"),
    }
}

#[cfg(test)]
mod quad_tests {
    use super::*;

    #[test]
    fn quad_and_replicate_ops() {
        assert_eq!(wqm(0x0000_0000_0100_2001), 0x0000_0000_0f00_f00f);
        assert_eq!(wqm(0x8000_0000_0000_0000), 0xf000_0000_0000_0000);
        assert_eq!(quadmask(0x0000_0000_0100_2001), 0b0100_1001);
        assert_eq!(quadmask(0x8000_0000_0000_0010), 0x8002);
        assert_eq!(bitreplicate(0x8000_0005), 0xc000_0000_0000_0033);
        assert_eq!(flbit_i64(1), 63);
        assert_eq!(flbit_i64(u64::MAX - 1), 63);
        assert_eq!(flbit_i64(0), u32::MAX);
        assert_eq!(flbit_i64(u64::MAX), u32::MAX);
    }
}
