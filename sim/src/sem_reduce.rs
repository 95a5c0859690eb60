//! Lane-reduction VALU families: one generic lane function per (operation, element width,
//! signedness), so every row of a family takes its semantics from one description.
//!
//! Families (mnemonics after [`crate::sem::canonical`]; RDNA3 / CDNA ISA pseudocode):
//! - **sum of absolute differences**: `v_sad_u8`, `v_sad_hi_u8` (the byte sum shifted left 16),
//!   `v_sad_u16`, `v_sad_u32`, `v_msad_u8` (bytes where S1's byte is 0 count 0):
//!   `D = S2 + sum |S0.e[i] - S1.e[i]|` over the unsigned elements.
//! - **integer dot products**: `v_dot2_{i32_i16,u32_u16}`, `v_dot4_{i32_i8,u32_u8}`,
//!   `v_dot8_{i32_i4,u32_u4}` (`D = S2 + sum S0.e[i] * S1.e[i]`, elements zero- or
//!   sign-extended) and the CDNA accumulate forms `v_dot{2,4,8}c_*` (S2 is the destination).
//! - **f16 dot products**: `v_dot2_f32_f16` / `v_dot2c_f32_f16` / `v_dot2acc_f32_f16`
//!   (`tmp = S2.f32; tmp += f32(S0.h0) * f32(S1.h0); tmp += f32(S0.h1) * f32(S1.h1)`: each
//!   product of two f16 values is exact in f32, each addition rounds to f32 as the pseudocode's
//!   `+=` does) and `v_dot2_f16_f16` (the same in f16 arithmetic: `tmp` is S2.f16, each
//!   product and sum rounded to f16).
//! - **byte interpolation**: `v_lerp_u8` (per byte `(S0.b + S1.b + S2.b[0]) >> 1`).
//! - **24-bit high multiply**: `v_mul_hi_i32_i24` (high dword of the signed 48-bit product).
//! - **packing conversions**: `v_cvt_pk_u16_u32` / `v_cvt_pk_i16_i32` (each 32-bit source
//!   saturated to 16 bits, S0 in the low half), `v_cvt_pk_u8_f32` (S0 converted to u8 with
//!   round-to-nearest-even and saturation, a NaN giving 0, written to byte `S1[1:0]` of S2).
//!
//! The integer sums wrap to 32 bits; with the VOP3/VOP3P `clamp` bit the exact sum saturates
//! to the destination's range instead (LLVM selects `clamp` for the saturating dot intrinsics).
//! Checked by `sim/tests/pcode.rs` against vectors from AMD's pseudocode.

use crate::fp::*;
use crate::sem::{run_cols, ColArgs, LaneCtx, Sem, Ty, ValuFn};
use crate::sem_valu::valu;

/// A [`ValuFn`] from a lane function.
macro_rules! vf {
    ($p:expr) => {{
        fn cols(a: &mut ColArgs) {
            run_cols(a, $p)
        }
        ValuFn { lane: $p, cols }
    }};
}

/// Element `i` of width `w` bits of `x`, zero- or sign-extended.
#[inline(always)]
fn elem(x: u64, w: u32, i: u32, signed: bool) -> i64 {
    let v = (x >> (w * i)) & ((1u64 << w) - 1);
    if signed {
        ((v ^ (1 << (w - 1))) as i64) - (1i64 << (w - 1))
    } else {
        v as i64
    }
}

/// Wrap `r` to 32 bits, or saturate it to the signed / unsigned 32-bit range with `clamp`.
#[inline(always)]
fn fin32(r: i64, signed: bool, clamp: bool) -> u64 {
    if !clamp {
        return r as u32 as u64;
    }
    if signed {
        r.clamp(i32::MIN as i64, i32::MAX as i64) as u32 as u64
    } else {
        r.clamp(0, u32::MAX as i64) as u64
    }
}

const SAD: u8 = 0;
const MSAD: u8 = 1;
const SAD_HI: u8 = 2;
const DOT: u8 = 3;

/// `OP` over the `32 / W` elements of S0 and S1 (signed when `S`), accumulated onto S2.
fn reduce<const OP: u8, const W: u32, const S: bool>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    let n = 32 / W;
    let mut sum = 0i64;
    for i in 0..n {
        let (a, b) = (elem(s[0], W, i, S), elem(s[1], W, i, S));
        sum += match OP {
            DOT => a * b,
            MSAD if b == 0 => 0,
            _ => (a - b).abs(),
        };
    }
    let acc = if S {
        s[2] as u32 as i32 as i64
    } else {
        s[2] as u32 as i64
    };
    let r = if OP == SAD_HI {
        (sum << 16) + acc
    } else {
        sum + acc
    };
    fin32(r, S, c.clamp)
}

fn lerp_u8(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let mut r = 0u64;
    for i in 0..4 {
        let b = |x: u64| (x >> (8 * i)) & 0xff;
        r |= ((b(s[0]) + b(s[1]) + (b(s[2]) & 1)) >> 1) << (8 * i);
    }
    r
}

fn mul_hi_i32_i24(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let a = (s[0] << 40) as i64 >> 40;
    let b = (s[1] << 40) as i64 >> 40;
    ((a * b) >> 32) as u32 as u64
}

fn cvt_pk_u16_u32(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let sat = |x: u64| (x as u32).min(0xffff) as u64;
    sat(s[0]) | sat(s[1]) << 16
}

fn cvt_pk_i16_i32(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let sat = |x: u64| (x as u32 as i32).clamp(-0x8000, 0x7fff) as u16 as u64;
    sat(s[0]) | sat(s[1]) << 16
}

fn cvt_pk_u8_f32(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let f = f32_of(s[0]);
    let b = if f.is_nan() {
        0
    } else {
        (rndne(f as f64).clamp(0.0, 255.0)) as u64
    };
    let sh = (s[1] & 3) * 8;
    (s[2] & 0xffff_ffff & !(0xff << sh)) | b << sh
}

/// f16 bits to f32 bits; a NaN keeps its payload (quieted), as `f16_to_f32` does.
fn h2f_bits(h: u64) -> u64 {
    if is_nan_of(Ty::F16, h) {
        return (h & 0x8000) << 16 | 0x7fc0_0000 | (h & 0x3ff) << 13;
    }
    b32(h2f(h))
}

/// The first NaN of the pseudocode's evaluation order (`tmp` = S2, then S0.h0, S1.h0, S0.h1,
/// S1.h1), quieted, in the accumulator's type (`f16`: the f16 bits, else f32 bits).
fn dot2_nan(s: &[u64; 3], f16: bool) -> Option<u64> {
    let acc_nan = if f16 {
        is_nan_of(Ty::F16, s[2] & 0xffff)
    } else {
        is_nan_of(Ty::F32, s[2] & 0xffff_ffff)
    };
    if acc_nan {
        return Some(if f16 {
            s[2] & 0xffff | 0x200
        } else {
            s[2] & 0xffff_ffff | 0x40_0000
        });
    }
    for i in 0..2 {
        for x in [s[0], s[1]] {
            let h = x >> (16 * i) & 0xffff;
            if is_nan_of(Ty::F16, h) {
                return Some(if f16 { h | 0x200 } else { h2f_bits(h) });
            }
        }
    }
    None
}

/// `v_dot2_f32_f16`: two exact f16 products added one at a time to the f32 accumulator. A NaN
/// source gives the first NaN (pseudocode order) quieted; an invalid operation (inf - inf,
/// inf * 0) the default NaN.
fn dot2_f32_f16(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    if let Some(n) = dot2_nan(s, false) {
        return n;
    }
    let mut t = f32_of(s[2]);
    for i in 0..2 {
        let a = h2f(s[0] >> (16 * i) & 0xffff);
        let b = h2f(s[1] >> (16 * i) & 0xffff);
        t += a * b;
    }
    if t.is_nan() {
        return canonical_nan(Ty::F32);
    }
    b32(t)
}

/// `v_dot2_f16_f16`: the same in f16 (each product and sum rounded to f16).
fn dot2_f16_f16(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    if let Some(n) = dot2_nan(s, true) {
        return n;
    }
    let mut t = s[2] & 0xffff;
    for i in 0..2 {
        let p = d2h(h2d(s[0] >> (16 * i) & 0xffff) * h2d(s[1] >> (16 * i) & 0xffff));
        t = d2h(h2d(t) + h2d(p));
    }
    if is_nan_of(Ty::F16, t) {
        return canonical_nan(Ty::F16);
    }
    t
}

/// `v_dot4_i32_iu8` / `v_dot8_i32_iu4` (RDNA3 pseudocode): `NEG[0]` / `NEG[1]` make the
/// fields of S0 / S1 signed (else zero-extended); products summed onto S2 in a signed 32-bit
/// sum (wrapping; saturated with `clamp` as the other integer dots).
fn dot_iu<const BITS: u32>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    let field = |x: u64, i: u32, signed: bool| -> i64 {
        let v = (x >> (i * BITS)) & ((1 << BITS) - 1);
        if signed && v >> (BITS - 1) & 1 != 0 {
            v as i64 - (1i64 << BITS)
        } else {
            v as i64
        }
    };
    let (sa, sb) = (c.neg & 1 != 0, c.neg & 2 != 0);
    let mut r = s[2] as u32 as i32 as i64;
    for i in 0..32 / BITS {
        r += field(s[0], i, sa) * field(s[1], i, sb);
    }
    fin32(r, true, c.clamp)
}

/// bf16 bits to f32 bits (exact: bf16 is the top half of an f32; a NaN quieted).
fn bf2f_bits(h: u64) -> u64 {
    let x = (h & 0xffff) << 16;
    if is_nan_of(Ty::F32, x) {
        x | 0x40_0000
    } else {
        x
    }
}

/// The first NaN of `tmp = S2; tmp += S0.lo * S1.lo; tmp += S0.hi * S1.hi` (bf16 sources),
/// quieted, as f32 bits; `acc16`: S2 is a bf16.
fn dot2_bf16_nan(s: &[u64; 3], acc16: bool) -> Option<u64> {
    let acc = if acc16 {
        bf2f_bits(s[2])
    } else {
        s[2] & 0xffff_ffff
    };
    if is_nan_of(Ty::F32, acc) {
        return Some(acc | 0x40_0000);
    }
    (0..2)
        .flat_map(|i| [s[0] >> (16 * i), s[1] >> (16 * i)])
        .map(bf2f_bits)
        .find(|&x| is_nan_of(Ty::F32, x))
}

/// `v_dot2_f32_bf16` (RDNA3 pseudocode): `tmp = S2.f32; tmp += bf16_to_f32(S0.lo) *
/// bf16_to_f32(S1.lo); tmp += ... hi`. The bf16 products are exact in f32 (8-bit
/// significands); each `+=` rounds to f32. NaNs as `v_dot2_f32_f16`.
fn dot2_f32_bf16(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    if let Some(n) = dot2_bf16_nan(s, false) {
        return n;
    }
    let mut t = f32_of(s[2]);
    for i in 0..2 {
        t += f32_of(bf2f_bits(s[0] >> (16 * i))) * f32_of(bf2f_bits(s[1] >> (16 * i)));
    }
    if t.is_nan() {
        return canonical_nan(Ty::F32);
    }
    b32(t)
}

/// f32 to bf16 bits, rounded to nearest even (a NaN keeps its top payload bits, quieted).
fn f2bf(x: f32) -> u64 {
    let b = x.to_bits();
    if x.is_nan() {
        return (b >> 16 | 0x40) as u64;
    }
    let r = b + 0x7fff + (b >> 16 & 1);
    (r >> 16) as u64
}

/// `v_dot2_bf16_bf16` (RDNA3 pseudocode, `tmp` a bf16): each product and each sum rounded to
/// bf16 (the products of two bf16 are exact in f32, so one rounding each), as
/// `v_dot2_f16_f16` rounds in f16. A NaN source gives the first NaN quieted, as bf16.
fn dot2_bf16_bf16(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    if let Some(n) = dot2_bf16_nan(s, true) {
        return n >> 16;
    }
    let bf = |h: u64| f32_of(bf2f_bits(h));
    let mut t = s[2] & 0xffff;
    for i in 0..2 {
        let p = f2bf(bf(s[0] >> (16 * i)) * bf(s[1] >> (16 * i)));
        t = f2bf(bf(t) + bf(p));
    }
    if is_nan_of(Ty::F32, t << 16) {
        return 0x7fc0;
    }
    t
}

/// The semantic of a canonical mnemonic of these families.
pub fn family(n: &str) -> Option<Sem> {
    use Ty::{None as N, B32 as W, F16 as H, F32 as F};
    let (f, src, dst, acc) = match n {
        "v_sad_u8" => (vf!(reduce::<SAD, 8, false>), [W, W, W], W, false),
        "v_sad_hi_u8" => (vf!(reduce::<SAD_HI, 8, false>), [W, W, W], W, false),
        "v_sad_u16" => (vf!(reduce::<SAD, 16, false>), [W, W, W], W, false),
        "v_sad_u32" => (vf!(reduce::<SAD, 32, false>), [W, W, W], W, false),
        "v_msad_u8" => (vf!(reduce::<MSAD, 8, false>), [W, W, W], W, false),
        "v_dot2_i32_i16" => (vf!(reduce::<DOT, 16, true>), [W, W, W], W, false),
        "v_dot2_u32_u16" => (vf!(reduce::<DOT, 16, false>), [W, W, W], W, false),
        "v_dot4_i32_i8" => (vf!(reduce::<DOT, 8, true>), [W, W, W], W, false),
        "v_dot4_u32_u8" => (vf!(reduce::<DOT, 8, false>), [W, W, W], W, false),
        "v_dot8_i32_i4" => (vf!(reduce::<DOT, 4, true>), [W, W, W], W, false),
        "v_dot8_u32_u4" => (vf!(reduce::<DOT, 4, false>), [W, W, W], W, false),
        "v_dot2c_i32_i16" => (vf!(reduce::<DOT, 16, true>), [W, W, W], W, true),
        "v_dot4c_i32_i8" => (vf!(reduce::<DOT, 8, true>), [W, W, W], W, true),
        "v_dot8c_i32_i4" => (vf!(reduce::<DOT, 4, true>), [W, W, W], W, true),
        "v_dot2_f32_f16" => (vf!(dot2_f32_f16), [W, W, F], F, false),
        "v_dot2c_f32_f16" | "v_dot2acc_f32_f16" => (vf!(dot2_f32_f16), [W, W, F], F, true),
        "v_dot2_f16_f16" => (vf!(dot2_f16_f16), [W, W, H], H, false),
        "v_dot2_f32_bf16" => (vf!(dot2_f32_bf16), [W, W, F], F, false),
        "v_dot2_bf16_bf16" => (vf!(dot2_bf16_bf16), [W, W, H], H, false),
        "v_dot4_i32_iu8" | "v_dot8_i32_iu4" => {
            let f = if n == "v_dot4_i32_iu8" {
                vf!(dot_iu::<8>)
            } else {
                vf!(dot_iu::<4>)
            };
            let mut sem = valu(f, [W, W, W], W, false);
            if let Sem::Valu(v) = &mut sem {
                v.neg_signs = true;
            }
            return Some(sem);
        }
        "v_lerp_u8" => (vf!(lerp_u8), [W, W, W], W, false),
        "v_mul_hi_i32_i24" => (vf!(mul_hi_i32_i24), [W, W, N], W, false),
        "v_cvt_pk_u16_u32" => (vf!(cvt_pk_u16_u32), [W, W, N], W, false),
        "v_cvt_pk_i16_i32" => (vf!(cvt_pk_i16_i32), [W, W, N], W, false),
        "v_cvt_pk_u8_f32" => (vf!(cvt_pk_u8_f32), [F, W, W], W, false),
        _ => return None,
    };
    // The f16 dots define their NaNs themselves (their f16 sources are typed B32 here).
    let mut sem = valu(f, src, dst, false);
    if let Sem::Valu(v) = &mut sem {
        v.d_is_src2 = acc;
    }
    Some(sem)
}
