//! Pure per-lane target intrinsics that are one VALU instruction each: the dot products
//! (`amdgcn.sdot2/udot2/sdot4/udot4/sdot8/udot8`, `fdot2`, `fdot2.f16.f16`),
//! the cube-map coordinates (`amdgcn.cubeid/cubesc/cubetc/cubema`) and the saturating packs
//! (`amdgcn.cvt.pk.i16/u16`) and normalized packs (`amdgcn.cvt.pknorm.i16/u16`).
//!
//! Every row computes on the instruction's packed 32-bit operands (a `<2 x i16>` or
//! `<2 x half>` argument is packed low lane first, as in a VGPR; a `<2 x i16>` result is
//! unpacked), so each function states the ISA pseudocode directly. Immediate arguments (the
//! `clamp` bit) are folded into the row at compile time.
//!
//! Guarantees (AMD RDNA3 / CDNA3 ISA pseudocode, `V_DOT*`, `V_CUBE*`, `V_CVT_PK_*`):
//! - integer dots: `D = S2 + sum S0.e[i] * S1.e[i]` with the elements sign- or zero-extended;
//!   without clamp the sum wraps to 32 bits, with clamp the exact sum saturates to the
//!   destination's range (signed for `sdot*`, unsigned for `udot*`), as LLVM selects
//!   the instruction's `clamp` bit for the intrinsic's `i1 true`;
//! - `sudot4`/`sudot8` (GFX11 `v_dot4_i32_iu8`/`v_dot8_i32_iu4`): as `sdot4`/`sdot8` with each
//!   source's fields signed or zero-extended as its `i1` says (the RDNA3 pseudocode's NEG_LO);
//! - `fdot2` (`v_dot2_f32_f16`): `tmp = S2; tmp += f32(a.x) * f32(b.x); tmp += f32(a.y) *
//!   f32(b.y)`: the products of two halves are exact in f32 and each `+=` rounds to f32 (the
//!   pseudocode's two statements; settled in session 7: the reference used to add in f64 and
//!   round once, which differs from the hardware's per-step rounding when the first sum is
//!   inexact). Clamp: the result is clamped to [0, 1], a NaN giving 0 (MODE.DX10_CLAMP, set in every
//!   kernel gfxc and llc-19 emit).
//! - `fdot2.f16.f16` (`v_dot2_f16_f16`): the same in f16, every product and sum rounded to f16.
//! - `fdot2.f32.bf16` (`v_dot2_f32_bf16`, GFX11): as `fdot2` with bf16 sources (bfloat values
//!   are their i16 bits); `fdot2.bf16.bf16` (`v_dot2_bf16_bf16`): every product and sum
//!   rounded to bf16, a NaN source giving the first NaN quieted (RDNA3 pseudocode).
//! - cube: the major axis is Z when `|z| >= |x|` and `|z| >= |y|`, else Y when `|y| >= |x|`,
//!   else X (a NaN compares false); `cubeid` is the face number 0..5 as a float (odd for a
//!   negative major coordinate), `cubesc`/`cubetc` a source or its negation (a sign-bit flip),
//!   `cubema` twice the major coordinate.
//! - `cvt.pk.i16/u16`: each 32-bit source saturated to 16 bits (signed / unsigned), S0 in the
//!   low half.
//! - `cvt.pknorm.i16/u16` (`v_cvt_pknorm_{i16,u16}_f32`, GFX11 `v_cvt_pk_norm_*`): each float
//!   is `round(clamp(x, -1, 1) * 32767)` (signed) or `round(clamp(x, 0, 1) * 65535)`, the
//!   product exact and rounded once to nearest even, a NaN gives 0; S0 in the low half. The
//!   pseudocode's `f32_to_snorm`/`f32_to_unorm` are not defined further by the manuals; this
//!   is GLSL's `packSnorm2x16`/`packUnorm2x16`, which Mesa compiles to these instructions
//!   (the simulator states the same, `sim/src/sem_misc.rs`).

use crate::launch::float::FloatKind;

/// One row: its gfxc name and the lane function `f(packed args, immediates)`.
pub(super) struct LaneRow {
    pub name: &'static str,
    pub f: fn(&[u64; 3], u8) -> u64,
    /// Argument indices that are immediates (folded into the `u8` in order, bit k = k-th).
    pub imms: &'static [usize],
}

/// Every row.
pub(super) static ROWS: &[LaneRow] = &[
    row("amdgcn.sdot2", |s, c| idot(s, c, 16, true), &[3]),
    row("amdgcn.udot2", |s, c| idot(s, c, 16, false), &[3]),
    row("amdgcn.sdot4", |s, c| idot(s, c, 8, true), &[3]),
    row("amdgcn.udot4", |s, c| idot(s, c, 8, false), &[3]),
    row("amdgcn.sdot8", |s, c| idot(s, c, 4, true), &[3]),
    row("amdgcn.sudot4", |s, c| sudot(s, c, 8), &[0, 2, 5]),
    row("amdgcn.sudot8", |s, c| sudot(s, c, 4), &[0, 2, 5]),
    row("amdgcn.udot8", |s, c| idot(s, c, 4, false), &[3]),
    row("amdgcn.fdot2", fdot2, &[3]),
    row("amdgcn.fdot2.f16.f16", fdot2_f16, &[]),
    row("amdgcn.fdot2.f32.bf16", fdot2_f32_bf16, &[3]),
    row("amdgcn.fdot2.bf16.bf16", fdot2_bf16, &[]),
    row("amdgcn.cubeid", |s, _| cube(s, 0), &[]),
    row("amdgcn.cubesc", |s, _| cube(s, 1), &[]),
    row("amdgcn.cubetc", |s, _| cube(s, 2), &[]),
    row("amdgcn.cubema", |s, _| cube(s, 3), &[]),
    row("amdgcn.cvt.pk.i16", |s, _| cvt_pk(s, true), &[]),
    row("amdgcn.cvt.pk.u16", |s, _| cvt_pk(s, false), &[]),
    row("amdgcn.cvt.pknorm.i16", |s, _| cvt_pknorm(s, true), &[]),
    row("amdgcn.cvt.pknorm.u16", |s, _| cvt_pknorm(s, false), &[]),
    row("amdgcn.sad.u8", |s, _| sad(s, 8, Sad::Plain), &[]),
    row("amdgcn.sad.hi.u8", |s, _| sad(s, 8, Sad::Hi), &[]),
    row("amdgcn.sad.u16", |s, _| sad(s, 16, Sad::Plain), &[]),
    row("amdgcn.msad.u8", |s, _| sad(s, 8, Sad::Masked), &[]),
    row("amdgcn.lerp", |s, _| lerp(s), &[]),
    row("amdgcn.sffbh.i32", |s, _| sffbh(s[0] as u32), &[]),
    row("amdgcn.cvt.pk.u8.f32", |s, _| cvt_pk_u8(s), &[]),
    row("amdgcn.fmul.legacy", |s, _| mul_legacy(s), &[]),
    row("sadd.sat.v2i16", |s, _| sat16(s, true, false), &[]),
    row("ssub.sat.v2i16", |s, _| sat16(s, true, true), &[]),
    row("uadd.sat.v2i16", |s, _| sat16(s, false, false), &[]),
    row("usub.sat.v2i16", |s, _| sat16(s, false, true), &[]),
];

const fn row(name: &'static str, f: fn(&[u64; 3], u8) -> u64, imms: &'static [usize]) -> LaneRow {
    LaneRow { name, f, imms }
}

/// The index in [`ROWS`] of the row called `name`.
pub(super) fn lookup(name: &str) -> Option<u8> {
    ROWS.iter().position(|r| r.name == name).map(|i| i as u8)
}

/// Runs row `row` on one lane: `args` are the non-immediate arguments' slot offsets (the
/// lane index added), `vec2` bit k says argument k is a two-lane 16-bit vector (element 1 at
/// `ws` slots after element 0), bit 3 that the result is. Writes the result lanes.
pub(super) fn exec(
    row: u8,
    imm: u8,
    vec2: u8,
    d: usize,
    a: [usize; 4],
    ws: usize,
    regs: &mut [u64],
) {
    let mut s = [0u64; 3];
    for (k, v) in s.iter_mut().enumerate() {
        *v = if vec2 & (1 << k) != 0 {
            regs[a[k]] & 0xffff | (regs[a[k] + ws] & 0xffff) << 16
        } else {
            regs[a[k]]
        };
    }
    let r = (ROWS[row as usize].f)(&s, imm);
    if vec2 & 8 != 0 {
        regs[d] = r & 0xffff;
        regs[d + ws] = r >> 16 & 0xffff;
    } else {
        regs[d] = r;
    }
}

/// Element `i` of width `w` of `x`, sign- or zero-extended.
fn elem(x: u64, i: u32, w: u32, signed: bool) -> i64 {
    let v = (x >> (i * w)) & ((1u64 << w) - 1);
    if signed && v >> (w - 1) != 0 {
        v as i64 - (1i64 << w)
    } else {
        v as i64
    }
}

/// Sum of element products onto S2; `dsigned` is the destination's signedness (clamp range
/// and how S2 extends).
fn dot_sum(s: &[u64; 3], w: u32, asigned: bool, bsigned: bool, dsigned: bool, clamp: bool) -> u64 {
    let n = 32 / w;
    let c = elem(s[2], 0, 32, dsigned);
    let mut t = c as i128;
    for i in 0..n {
        t += (elem(s[0], i, w, asigned) as i128) * (elem(s[1], i, w, bsigned) as i128);
    }
    if clamp {
        t = if dsigned {
            t.clamp(i32::MIN as i128, i32::MAX as i128)
        } else {
            t.clamp(0, u32::MAX as i128)
        };
    }
    (t as u64) & 0xffff_ffff
}

fn idot(s: &[u64; 3], imm: u8, w: u32, signed: bool) -> u64 {
    dot_sum(s, w, signed, signed, signed, imm & 1 != 0)
}

/// `sudot4`/`sudot8` (`v_dot4_i32_iu8`/`v_dot8_i32_iu4`): immediate bit 0 / 1 make the fields
/// of a / b signed, bit 2 saturates; the accumulator and the sum are signed.
fn sudot(s: &[u64; 3], imm: u8, w: u32) -> u64 {
    dot_sum(s, w, imm & 1 != 0, imm & 2 != 0, true, imm & 4 != 0)
}

fn f32_of(x: u64) -> f32 {
    f32::from_bits(x as u32)
}

fn fdot2(s: &[u64; 3], imm: u8) -> u64 {
    let h = |x: u64, i: u32| FloatKind::F16.to_f64(x >> (16 * i) & 0xffff) as f32;
    let mut t = f32_of(s[2]);
    for i in 0..2 {
        // The product of two halves is exact in f32; the addition rounds.
        t += h(s[0], i) * h(s[1], i);
    }
    if imm & 1 != 0 {
        t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    }
    t.to_bits() as u64
}

fn fdot2_f16(s: &[u64; 3], _imm: u8) -> u64 {
    let h = |x: u64| FloatKind::F16.to_f64(x & 0xffff);
    let r = |x: f64| FloatKind::F16.from_f64(x);
    let mut t = s[2] & 0xffff;
    for i in 0..2 {
        // f16 * f16 is exact in f64, so rounding the f64 product to f16 rounds once.
        let p = r(h(s[0] >> (16 * i)) * h(s[1] >> (16 * i)));
        t = r(h(t) + h(p));
    }
    t
}

/// bf16 bits as an f32 (exact: a bf16 is the high half of an f32).
fn bf(x: u64) -> f32 {
    f32::from_bits(((x & 0xffff) as u32) << 16)
}

/// An f32 rounded to bf16 bits, to nearest even; a NaN keeps its high payload, quieted.
fn to_bf(x: f32) -> u64 {
    let b = x.to_bits();
    if x.is_nan() {
        return (b >> 16 | 0x40) as u64;
    }
    ((b as u64 + 0x7fff + (b as u64 >> 16 & 1)) >> 16) & 0xffff
}

fn fdot2_f32_bf16(s: &[u64; 3], imm: u8) -> u64 {
    let mut t = f32_of(s[2]);
    for i in 0..2 {
        // The product of two bf16 is exact in f32 (8-bit significands); the addition rounds.
        t += bf(s[0] >> (16 * i)) * bf(s[1] >> (16 * i));
    }
    if imm & 1 != 0 {
        t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    }
    t.to_bits() as u64
}

/// `v_dot2_bf16_bf16`: a NaN operand gives the first one (accumulator, then a.x, b.x, a.y,
/// b.y) quieted; otherwise each product and each sum is rounded to bf16 (an f32 sum of two
/// bf16 rounded to bf16 rounds once: a part below f32 precision is below half a bf16 ulp)
/// and a NaN made on the way is the canonical `0x7fc0`.
fn fdot2_bf16(s: &[u64; 3], _imm: u8) -> u64 {
    let order = [s[2], s[0], s[1], s[0] >> 16, s[1] >> 16];
    if let Some(n) = order.iter().find(|&&x| bf(x).is_nan()) {
        return (n & 0xffff) | 0x40;
    }
    let mut t = s[2] & 0xffff;
    for i in 0..2 {
        let p = to_bf(bf(s[0] >> (16 * i)) * bf(s[1] >> (16 * i)));
        t = to_bf(bf(t) + bf(p));
    }
    if bf(t).is_nan() {
        0x7fc0
    } else {
        t
    }
}

fn cube(s: &[u64; 3], which: u8) -> u64 {
    let (x, y, z) = (f32_of(s[0]), f32_of(s[1]), f32_of(s[2]));
    let neg = |v: u64| v ^ 0x8000_0000;
    let axis = if z.abs() >= x.abs() && z.abs() >= y.abs() {
        2
    } else if y.abs() >= x.abs() {
        1
    } else {
        0
    };
    let f = |v: f32| v.to_bits() as u64;
    match (which, axis) {
        (0, a) => {
            let m = [x, y, z][a];
            f((2 * a as u32 + (m < 0.0) as u32) as f32)
        }
        // cubesc
        (1, 2) => {
            if z < 0.0 {
                neg(s[0])
            } else {
                s[0]
            }
        }
        (1, 1) => s[0],
        (1, _) => {
            if x < 0.0 {
                s[2]
            } else {
                neg(s[2])
            }
        }
        // cubetc
        (2, 1) => {
            if y < 0.0 {
                neg(s[2])
            } else {
                s[2]
            }
        }
        (2, _) => neg(s[1]),
        // cubema
        (_, a) => f([x, y, z][a] * 2.0),
    }
}

fn cvt_pk(s: &[u64; 3], signed: bool) -> u64 {
    let h = |x: u64| {
        let v = x as u32;
        if signed {
            (v as i32).clamp(i16::MIN as i32, i16::MAX as i32) as u32 & 0xffff
        } else {
            v.min(0xffff)
        }
    };
    (h(s[0]) | h(s[1]) << 16) as u64
}

/// `{s,u}{add,sub}.sat` on both 16-bit halves: the exact sum or difference clamped to the
/// lane's signed or unsigned range, S0 op S1, element 0 in the low half.
fn sat16(s: &[u64; 3], signed: bool, sub: bool) -> u64 {
    let (lo, hi) = if signed {
        (-0x8000, 0x7fff)
    } else {
        (0, 0xffff)
    };
    let mut r = 0u64;
    for i in 0..2 {
        let (a, b) = (elem(s[0], i, 16, signed), elem(s[1], i, 16, signed));
        let v = if sub { a - b } else { a + b };
        r |= (v.clamp(lo, hi) as u64 & 0xffff) << (16 * i);
    }
    r
}

fn cvt_pknorm(s: &[u64; 3], signed: bool) -> u64 {
    let h = |x: u64| {
        let f = f32_of(x) as f64;
        if f.is_nan() {
            0
        } else if signed {
            // |x| <= 1, so the product is exact in f64 and rounds once here.
            (f.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i64 as u64 & 0xffff
        } else {
            (f.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u64
        }
    };
    h(s[0]) | h(s[1]) << 16
}

/// How a sum of absolute differences counts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sad {
    /// `v_sad_u8` / `v_sad_u16`: S2 + the sum.
    Plain,
    /// `v_sad_hi_u8`: S2 + (the sum << 16).
    Hi,
    /// `v_msad_u8`: elements whose S1 element is 0 count 0.
    Masked,
}

/// `V_SAD_U8`, `V_SAD_HI_U8`, `V_SAD_U16`, `V_MSAD_U8` (RDNA3 / CDNA3 pseudocode): the
/// unsigned `w`-bit elements' absolute differences summed onto S2, wrapping at 32 bits.
fn sad(s: &[u64; 3], w: u32, kind: Sad) -> u64 {
    let mask = (1u64 << w) - 1;
    let mut sum = 0u64;
    for i in 0..32 / w {
        let a = s[0] >> (i * w) & mask;
        let b = s[1] >> (i * w) & mask;
        if kind == Sad::Masked && b == 0 {
            continue;
        }
        sum += a.abs_diff(b);
    }
    if kind == Sad::Hi {
        sum <<= 16;
    }
    (s[2] as u32).wrapping_add(sum as u32) as u64
}

/// `V_LERP_U8`: per byte `(S0.b + S1.b + (S2.b & 1)) >> 1`, the sum in 9 bits.
fn lerp(s: &[u64; 3]) -> u64 {
    let mut r = 0u64;
    for i in 0..4 {
        let b = |x: u64| x >> (8 * i) & 0xff;
        r |= (b(s[0]) + b(s[1]) + (b(s[2]) & 1)) >> 1 << (8 * i);
    }
    r
}

/// `V_FFBH_I32` / `V_CLS_I32` (RDNA3 pseudocode: `for i in 1 : 31`, the first
/// `S0[31 - i] != S0[31]` gives `i`): the position, counted from the sign bit as 0, of the
/// first bit that differs from the sign bit; -1 (all ones) when none does (0 and -1).
fn sffbh(x: u32) -> u64 {
    let n = if x >> 31 != 0 { !x } else { x };
    if n == 0 {
        0xffff_ffff
    } else {
        n.leading_zeros() as u64
    }
}

/// `V_CVT_PK_U8_F32`: S0 rounded to nearest even and saturated to [0, 255] (a NaN gives
/// 0), written to byte `S1[1:0]` of S2.
fn cvt_pk_u8(s: &[u64; 3]) -> u64 {
    let f = f32_of(s[0]) as f64;
    let b = if f.is_nan() {
        0
    } else {
        f.round_ties_even().clamp(0.0, 255.0) as u64
    };
    let sh = (s[1] & 3) * 8;
    (s[2] & 0xffff_ffff & !(0xff << sh)) | b << sh
}

/// `V_MUL_LEGACY_F32` / `V_MUL_DX9_ZERO_F32`: +0 when either factor is (+-)0, even times an
/// infinity or NaN; otherwise the IEEE product.
fn mul_legacy(s: &[u64; 3]) -> u64 {
    let (a, b) = (f32_of(s[0]), f32_of(s[1]));
    if a == 0.0 || b == 0.0 {
        0
    } else {
        (a * b).to_bits() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fdot2_rounds_after_each_addition() {
        // c = 1.0, a.x*b.x = 2^-24 (half of an ulp of 1.0), a.y*b.y = 2^-24: per-step rounding
        // gives 1.0 (ties to even twice); one rounding of the exact sum gives 1 + 2^-23.
        let tiny = 0x0400u64; // 2^-14
        let ten = 0x1400u64; // 2^-10
        let a = tiny | tiny << 16;
        let b = ten | ten << 16;
        let r = fdot2(&[a, b, 1f32.to_bits() as u64], 0);
        assert_eq!(r, 1f32.to_bits() as u64);
    }

    #[test]
    fn integer_dots_wrap_or_saturate() {
        let all = 0xffff_ffffu64;
        // udot4 of 255s: 4 * 65025 + 0xffffffff wraps; clamped it saturates.
        assert_eq!(
            dot_sum(&[all, all, all], 8, false, false, false, false),
            260099
        );
        assert_eq!(dot_sum(&[all, all, all], 8, false, false, false, true), all);
        // sdot4 of -1s: 4 + (-1) = 3.
        assert_eq!(dot_sum(&[all, all, all], 8, true, true, true, false), 3);
    }

    #[test]
    fn cube_faces() {
        let b = |v: f32| v.to_bits() as u64;
        assert_eq!(cube(&[b(1.0), b(0.5), b(-2.0)], 0), b(5.0));
        assert_eq!(cube(&[b(-3.0), b(0.5), b(2.0)], 0), b(1.0));
        assert_eq!(cube(&[b(-3.0), b(0.5), b(2.0)], 3), b(-6.0));
        assert_eq!(cvt_pk(&[0x1_0000, 0xffff_8000, 0], true), 0x8000_7fff);
    }

    #[test]
    fn pknorm_clamps_rounds_and_zeroes_nans() {
        let b = |v: f32| v.to_bits() as u64;
        assert_eq!(cvt_pknorm(&[b(-2.0), b(1.5), 0], true), 0x7fff_8001);
        assert_eq!(cvt_pknorm(&[b(f32::NAN), b(0.5), 0], false), 0x8000_0000);
        // 0.5 * 32767 = 16383.5: ties to even gives 16384.
        assert_eq!(cvt_pknorm(&[b(0.5), b(-0.0), 0], true), 0x0000_4000);
    }
}
