//! Floating-point helpers of the VALU: bit conversions, denormal flushing, the f16 format,
//! the division helpers (`v_div_scale`, `v_div_fmas`, `v_div_fixup`) and `v_cmp_class`.
//!
//! Guarantees: arithmetic is IEEE-754 round-to-nearest-even (the only rounding mode the
//! simulator accepts in the kernel descriptor); f16 results are computed exactly or in a wider
//! format and rounded once (`fma` via round-to-odd, from `gfxc_ir::launch::float`). `v_rcp`,
//! `v_rsq` and `v_sqrt` return the correctly rounded value, which is within the hardware's
//! documented 1 ulp. The division helpers follow the AMD ISA pseudo-code: `v_div_scale`
//! scales by 2^64 (f32) / 2^128 (f64) in the over/underflow cases and sets VCC, `v_div_fmas`
//! undoes it, `v_div_fixup` handles the special operands.

use crate::sem::Ty;
use gfxc_ir::launch::float::{f16_to_f64, f64_to_f16, fma_f16};

#[inline]
pub fn f32_of(x: u64) -> f32 {
    f32::from_bits(x as u32)
}

#[inline]
pub fn f64_of(x: u64) -> f64 {
    f64::from_bits(x)
}

#[inline]
pub fn b32(x: f32) -> u64 {
    x.to_bits() as u64
}

#[inline]
pub fn b64(x: f64) -> u64 {
    x.to_bits()
}

/// f16 bits → f32 (exact).
#[inline]
pub fn h2f(x: u64) -> f32 {
    half::f16::from_bits(x as u16).to_f32()
}

/// f32 → f16 bits, round to nearest even.
#[inline]
pub fn f2h(x: f32) -> u64 {
    half::f16::from_f32(x).to_bits() as u64
}

/// f64 → f16 bits, round to nearest even (exact single rounding).
#[inline]
pub fn d2h(x: f64) -> u64 {
    f64_to_f16(x) as u64
}

/// f16 bits → f64.
#[inline]
pub fn h2d(x: u64) -> f64 {
    f16_to_f64(x as u16)
}

/// Correctly rounded f16 fma.
pub fn fma16(a: u64, b: u64, c: u64) -> u64 {
    fma_f16(a as u16, b as u16, c as u16) as u64
}

/// Flush a denormal of `bits` wide float to a signed zero.
#[inline]
pub fn flush(bits: u32, x: u64) -> u64 {
    match bits {
        16 => {
            if x & 0x7c00 == 0 {
                x & 0x8000
            } else {
                x
            }
        }
        32 => {
            if x & 0x7f80_0000 == 0 {
                x & 0x8000_0000
            } else {
                x
            }
        }
        _ => {
            if x & 0x7ff0_0000_0000_0000 == 0 {
                x & 0x8000_0000_0000_0000
            } else {
                x
            }
        }
    }
}

/// Is `x` a NaN of the float type `t` (`Ty::F16`, `Ty::F32`, `Ty::F64`)?
#[inline]
pub fn is_nan_of(t: Ty, x: u64) -> bool {
    match t {
        Ty::F16 => x & 0x7c00 == 0x7c00 && x & 0x3ff != 0,
        Ty::F32 => x & 0x7f80_0000 == 0x7f80_0000 && x & 0x7f_ffff != 0,
        Ty::F64 => x & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && x << 12 != 0,
        _ => false,
    }
}

/// Is `x` a signalling NaN of the float type `t`?
#[inline]
pub fn is_snan_of(t: Ty, x: u64) -> bool {
    is_nan_of(t, x) && x & quiet_bit(t) == 0
}

/// The quiet bit (top fraction bit) of the float type `t`.
#[inline]
pub fn quiet_bit(t: Ty) -> u64 {
    match t {
        Ty::F16 => 0x200,
        Ty::F32 => 0x40_0000,
        _ => 1 << 51,
    }
}

/// The NaN the hardware produces for an invalid operation (0 * inf, inf - inf, sqrt(-1),
/// log2(-1), ...): the positive quiet NaN with an empty payload (`0x7e00`, `0x7fc00000`,
/// `0x7ff8000000000000`). An x86 host gives the negative one.
#[inline]
pub fn canonical_nan(t: Ty) -> u64 {
    match t {
        Ty::F16 => 0x7e00,
        Ty::F32 => 0x7fc0_0000,
        _ => 0x7ff8_0000_0000_0000,
    }
}

/// The IEEE arithmetic NaN rule of every VALU float operation except the selections
/// (min/max/med3, frexp_mant) and `v_div_fixup`, which have their own: a NaN result `r` of
/// type `t` becomes the first NaN source of the same type, quieted, or, when no source is a
/// NaN, [`canonical_nan`]. A source NaN of another width (conversions) keeps the converted
/// payload, quieted. The IR interpreter applies the same rule (`ir/src/interp/arith.rs`
/// `fix_nan`), so both engines agree bit for bit; docs/sim-float.md.
#[inline]
pub fn fix_nan(t: Ty, r: u64, src: &[u64; 3], tys: &[Ty; 3]) -> u64 {
    if !is_nan_of(t, r) {
        return r;
    }
    let mut other = false;
    for k in 0..3 {
        if is_nan_of(tys[k], src[k]) {
            if tys[k] == t {
                return src[k] | quiet_bit(t);
            }
            other = true;
        }
    }
    if other {
        r | quiet_bit(t)
    } else {
        canonical_nan(t)
    }
}

/// IEEE maxNum/minNum as the VALU does it (a NaN operand yields the other operand).
pub fn fmax32(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == b {
        // +0 > -0
        if a.is_sign_negative() {
            b
        } else {
            a
        }
    } else if a > b {
        a
    } else {
        b
    }
}

pub fn fmin32(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == b {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else if a < b {
        a
    } else {
        b
    }
}

pub fn fmax64(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == b {
        if a.is_sign_negative() {
            b
        } else {
            a
        }
    } else if a > b {
        a
    } else {
        b
    }
}

pub fn fmin64(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == b {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else if a < b {
        a
    } else {
        b
    }
}

pub fn med3_32(a: f32, b: f32, c: f32) -> f32 {
    fmax32(fmin32(a, b), fmin32(fmax32(a, b), c))
}

/// Round half to even (`v_rndne`).
pub fn rndne(x: f64) -> f64 {
    x.round_ties_even()
}

/// `v_fract`: x - floor(x), clamped below 1.0.
pub fn fract32(x: f32) -> f32 {
    // NaN stays NaN (`min` would return the bound).
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return f32::NAN;
    }
    if x.is_nan() {
        return x;
    }
    let f = x - x.floor();
    f.min(f32::from_bits(0x3f7f_ffff))
}

pub fn fract64(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return f64::NAN;
    }
    if x.is_nan() {
        return x;
    }
    let f = x - x.floor();
    f.min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

fn exp32(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xff) as i32
}

fn exp64(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7ff) as i32
}

fn ldexp32(x: f32, e: i32) -> f32 {
    (x as f64 * 2f64.powi(e)) as f32
}

fn ldexp64(x: f64, e: i32) -> f64 {
    // Zero, infinities and NaN are unchanged (scaling them by an overflowed or underflowed
    // power of two would make 0 * inf = NaN).
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    // x = m * 2^k with |m| in [1, 2) (denormal inputs normalized first, exactly).
    let (x, pre) = if exp64(x) == 0 {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let k = exp64(x) - 1023 + pre;
    let m = f64::from_bits((x.to_bits() & !(0x7ffu64 << 52)) | (1023u64 << 52));
    let t = k as i64 + e as i64;
    if t > 1023 {
        return m.signum() * f64::INFINITY;
    }
    if t >= -1022 {
        // A normal result: exact.
        return m * 2f64.powi(t as i32);
    }
    if t < -1080 {
        return m.signum() * 0.0;
    }
    // One rounding, in the last multiplication (m * 2^(t + 60) is normal).
    (m * 2f64.powi(t as i32 + 60)) * 2f64.powi(-60)
}

/// `v_ldexp_f32`.
pub fn ldexp_f32(x: f32, e: i32) -> f32 {
    ldexp32(x, e.clamp(-400, 400))
}

/// `v_ldexp_f64`.
pub fn ldexp_f64(x: f64, e: i32) -> f64 {
    ldexp64(x, e.clamp(-2200, 2200))
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2` → (D, VCC).
pub fn div_scale32(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
    let denorm = |x: f32| x != 0.0 && x.is_finite() && exp32(x) == 0;
    if s2 == 0.0 || s1 == 0.0 || s1.is_nan() || s2.is_nan() || s1.is_infinite() {
        return (f32::NAN, false);
    }
    if exp32(s2) - exp32(s1) >= 96 {
        return (if s0 == s1 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if denorm(s1) {
        return (ldexp32(s0, 64), false);
    }
    let inv = 1.0 / s1 as f64;
    let q = s2 as f64 / s1 as f64;
    let dn = |x: f64| x != 0.0 && x.abs() < f32::MIN_POSITIVE as f64;
    if dn(inv) && dn(q) {
        return (if s0 == s1 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if dn(inv) {
        return (ldexp32(s0, -64), false);
    }
    if dn(q) {
        return (if s0 == s2 { ldexp32(s0, 64) } else { s0 }, true);
    }
    if exp32(s2) <= 23 {
        return (ldexp32(s0, 64), false);
    }
    (s0, false)
}

/// `v_div_scale_f64`.
pub fn div_scale64(s0: f64, s1: f64, s2: f64) -> (f64, bool) {
    let denorm = |x: f64| x != 0.0 && x.is_finite() && exp64(x) == 0;
    if s2 == 0.0 || s1 == 0.0 || s1.is_nan() || s2.is_nan() || s1.is_infinite() {
        return (f64::NAN, false);
    }
    if exp64(s2) - exp64(s1) >= 768 {
        return (if s0 == s1 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if denorm(s1) {
        return (ldexp64(s0, 128), false);
    }
    let inv = 1.0 / s1;
    let q = s2 / s1;
    let dn = |x: f64| x != 0.0 && x.abs() < f64::MIN_POSITIVE;
    if dn(inv) && dn(q) {
        return (if s0 == s1 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if dn(inv) {
        return (ldexp64(s0, -128), false);
    }
    if dn(q) {
        return (if s0 == s2 { ldexp64(s0, 128) } else { s0 }, true);
    }
    if exp64(s2) <= 53 {
        return (ldexp64(s0, 128), false);
    }
    (s0, false)
}

/// `v_div_fmas_f32`: fma, rescaled when VCC says div_scale scaled an operand. The scaling
/// happens before the single rounding (ISA `V_DIV_FMAS_F32`: `2^±64 * fma(S0, S1, S2)`, one
/// result rounding), which matters when the scaled result is denormal: the fused sum is
/// rounded to odd in f64 (53 bits >= 24 + 2, product exact), scaled exactly, rounded once.
pub fn div_fmas32(a: f32, b: f32, c: f32, vcc: bool) -> f32 {
    if !vcc {
        return a.mul_add(b, c);
    }
    let k = if exp32(c) >= 127 { 64 } else { -64 };
    let s = gfxc_ir::launch::float::add_round_to_odd(a as f64 * b as f64, c as f64);
    (s * 2f64.powi(k)) as f32
}

/// `v_div_fmas_f64`: as [`div_fmas32`] with `2^±128`. A result scaled into the denormal
/// range is rounded once: the doubly rounded candidate is corrected with the exact sign of
/// `a*b + c` against the candidate's rounding midpoints ([`fma_scaled_down_f64`]).
pub fn div_fmas64(a: f64, b: f64, c: f64, vcc: bool) -> f64 {
    let r = a.mul_add(b, c);
    if !vcc {
        return r;
    }
    if exp64(c) >= 1023 {
        ldexp64(r, 128)
    } else {
        fma_scaled_down_f64(a, b, c, r)
    }
}

/// `RN((a*b + c) * 2^-128)` given `r = RN(a*b + c)`. The scaling of `r` is exact unless the
/// result is denormal; then the candidate `t = RN(r * 2^-128)` may be one step off (double
/// rounding) and is compared exactly with the midpoints `t ± 2^-1075` (scaled back by 2^128,
/// where all terms are normal f64 values): `a*b = p + e` exactly (`e = fma(a, b, -p)`, valid
/// while `a*b` is far from underflow, as in the division sequence), and the sign of
/// `p + e + c - m` is the sign of the most significant component of its exact expansion.
fn fma_scaled_down_f64(a: f64, b: f64, c: f64, r: f64) -> f64 {
    let t = ldexp64(r, -128);
    if !t.is_finite() || t.abs() > f64::MIN_POSITIVE || !r.is_finite() {
        return t;
    }
    let p = a * b;
    let e = a.mul_add(b, -p);
    let step = f64::from_bits(1); // 2^-1074: the denormal spacing
    let up = 2f64.powi(128);
    let tt = t * up; // exact: a normal number
    let h = step * up * 0.5; // half a denormal step, scaled back
    let above = sum_sign(&[p, e, c, -tt, -h]);
    let below = sum_sign(&[p, e, c, -tt, h]);
    let even = |x: f64| x.to_bits() & 1 == 0;
    use std::cmp::Ordering::*;
    match (above, below) {
        (Greater, _) => t + step,
        (Equal, _) => {
            if even(t) {
                t
            } else {
                t + step
            }
        }
        (_, Less) => t - step,
        (_, Equal) => {
            if even(t) {
                t
            } else {
                t - step
            }
        }
        _ => t,
    }
}

/// The exact sign of `xs[0] + xs[1] + ...` (finite, no overflow): Shewchuk's
/// grow-expansion keeps the sum as non-overlapping components (exact TwoSum errors); the
/// sign is that of the largest non-zero component.
fn sum_sign(xs: &[f64]) -> std::cmp::Ordering {
    let mut comps: Vec<f64> = Vec::with_capacity(xs.len() * 2);
    for &x in xs {
        let mut q = x;
        let mut next = Vec::with_capacity(comps.len() + 1);
        for &h in &comps {
            let s = q + h;
            let bb = s - q;
            let err = (q - (s - bb)) + (h - bb);
            if err != 0.0 {
                next.push(err);
            }
            q = s;
        }
        next.push(q);
        comps = next;
    }
    let top = comps
        .iter()
        .rev()
        .find(|&&c| c != 0.0)
        .copied()
        .unwrap_or(0.0);
    top.partial_cmp(&0.0).unwrap_or(std::cmp::Ordering::Equal)
}

/// `v_div_fixup`: S0 = quotient, S1 = denominator, S2 = numerator (computed in f64).
///
/// NaNs as the RDNA3/CDNA pseudocode of `V_DIV_FIXUP_F32` orders them: a NaN numerator (S2)
/// first, then a NaN denominator (S1), both quieted; 0/0 and inf/inf give the *negative*
/// default NaN (`0xffc00000`, `0xfff8000000000000`, `0xfe00`), unlike every other invalid
/// operation (docs/sim-float.md).
pub fn div_fixup(q: f64, den: f64, num: f64) -> f64 {
    let neg = den.is_sign_negative() != num.is_sign_negative();
    let sgn = |x: f64| if neg { -x.abs() } else { x.abs() };
    if num.is_nan() {
        return num;
    }
    if den.is_nan() {
        return den;
    }
    if (den == 0.0 && num == 0.0) || (den.is_infinite() && num.is_infinite()) {
        return -f64::NAN;
    }
    if den == 0.0 || num.is_infinite() {
        return sgn(f64::INFINITY);
    }
    if den.is_infinite() || num == 0.0 {
        return sgn(0.0);
    }
    if q.is_nan() {
        // The f32/f64 pseudocode has exponent-range branches here (UNDERFLOW/OVERFLOW results
        // when the numerator and denominator exponents are far apart) that this model
        // replaces by the quotient itself; f16 has none (`div_fixup_bits`).
        return sgn(num / den);
    }
    sgn(q)
}

/// `v_div_fixup` on raw bits of type `t` (S0 quotient, S1 denominator, S2 numerator): the
/// special cases of [`div_fixup`]; otherwise S0 with the sign of S1 ^ S2, bit for bit (a NaN
/// quotient passes unchanged, as the pseudocode's `sign_out ? -abs(S0) : abs(S0)`).
pub fn div_fixup_bits(t: Ty, s: &[u64; 3]) -> u64 {
    let to = |x: u64| match t {
        Ty::F16 => h2d(x),
        Ty::F32 => f32_of(x) as f64,
        _ => f64_of(x),
    };
    let from = |x: f64| match t {
        Ty::F16 => d2h(x),
        Ty::F32 => b32(x as f32),
        _ => b64(x),
    };
    let (q, den, num) = (to(s[0]), to(s[1]), to(s[2]));
    let special = num.is_nan()
        || den.is_nan()
        || den == 0.0
        || num == 0.0
        || den.is_infinite()
        || num.is_infinite();
    if special || (t != Ty::F16 && q.is_nan()) {
        // A NaN result is quiet (the pseudocode's cvtToQuietNAN; an f64 signalling NaN moved
        // through the host's f64 would otherwise keep its signalling bit).
        let r = from(div_fixup(q, den, num));
        return if is_nan_of(t, r) { r | quiet_bit(t) } else { r };
    }
    let sign = match t {
        Ty::F16 => 0x8000,
        Ty::F32 => 0x8000_0000,
        _ => 1 << 63,
    };
    (s[0] & !sign) | ((s[1] ^ s[2]) & sign)
}

/// `v_cmp_class`: does `x` (as f64, `bits` its source width) belong to a class of `mask`?
pub fn class(x: f64, is_snan: bool, is_denorm: bool, mask: u32) -> bool {
    let bit = if x.is_nan() {
        if is_snan {
            0
        } else {
            1
        }
    } else if x.is_infinite() {
        if x < 0.0 {
            2
        } else {
            9
        }
    } else if x == 0.0 {
        if x.is_sign_negative() {
            5
        } else {
            6
        }
    } else if is_denorm {
        if x < 0.0 {
            4
        } else {
            7
        }
    } else if x < 0.0 {
        3
    } else {
        8
    };
    mask >> bit & 1 != 0
}

/// Saturating float → integer conversions (`v_cvt_i32_f32` and friends; NaN → 0).
pub fn f2i32(x: f64) -> u64 {
    if x.is_nan() {
        0
    } else {
        (x.trunc().clamp(i32::MIN as f64, i32::MAX as f64) as i32) as u32 as u64
    }
}

pub fn f2u32(x: f64) -> u64 {
    if x.is_nan() {
        0
    } else {
        x.trunc().clamp(0.0, u32::MAX as f64) as u32 as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64 for reproducible operands.
    fn next(s: &mut u64) -> u64 {
        *s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// `v_div_fmas` with VCC scales the fused result into the denormal range and rounds once:
    /// operands whose `a*b + c` is exact in f64 give a reference with a single rounding. The
    /// previous model (round, then scale) failed these near the denormal midpoints.
    #[test]
    fn div_fmas_rounds_once_into_denormals() {
        let mut s = 7u64;
        let (mut n32, mut n64) = (0, 0);
        for _ in 0..200_000 {
            // f32: 12-bit significands, product exact; c a multiple of the product's ulp.
            let ma = (next(&mut s) % 4096 + 4096) as f64;
            let mb = (next(&mut s) % 4096 + 4096) as f64;
            let mc = (next(&mut s) % 8192) as f64 - 4096.0;
            let e = -((next(&mut s) % 24) as i32) - 62;
            let a = (ma * 2f64.powi(e / 2)) as f32;
            let b = (mb * 2f64.powi(e - e / 2 - 24)) as f32;
            let c = (mc * 2f64.powi(e - 24)) as f32;
            let exact = a as f64 * b as f64 + c as f64; // exact: 25 + 13 bits at most
            let want = (exact * 2f64.powi(-64)) as f32;
            let got = div_fmas32(a, b, c, true);
            assert_eq!(got.to_bits(), want.to_bits(), "{a:e} {b:e} {c:e}");
            n32 += usize::from(want != 0.0 && want.abs() < f32::MIN_POSITIVE);
            // f64: 26-bit significands.
            let ma = (next(&mut s) % (1 << 25) + (1 << 25)) as f64;
            let mb = (next(&mut s) % (1 << 25) + (1 << 25)) as f64;
            let e = -((next(&mut s) % 52) as i32) - 894;
            let a = ma * 2f64.powi(e / 2);
            let b = mb * 2f64.powi(e - e / 2 - 52);
            let want = a * b * 2f64.powi(-128);
            let got = div_fmas64(a, b, 0.0, true);
            assert_eq!(got.to_bits(), want.to_bits(), "{a:e} {b:e}");
            n64 += usize::from(want != 0.0 && want.abs() < f64::MIN_POSITIVE);
        }
        // A midpoint just below 2^-1022 rounded up to the smallest normal by the first
        // rounding: the exact value is below the midpoint, so the result is the largest
        // denormal.
        let mid = (2f64.powi(52) - 0.5) * 2f64.powi(-946);
        let got = div_fmas64(-(2f64.powi(-1000)), 1.0, mid, true);
        assert_eq!(got.to_bits(), 0x000f_ffff_ffff_ffff);
        // Most results are denormal (the case under test).
        assert!(n32 > 100_000 && n64 > 100_000, "{n32} {n64}");
    }

    #[test]
    fn sum_sign_is_exact() {
        use std::cmp::Ordering::*;
        let tiny = f64::from_bits(1);
        assert_eq!(sum_sign(&[1.0, tiny, -1.0]), Greater);
        assert_eq!(sum_sign(&[1e300, -tiny, -1e300]), Less);
        assert_eq!(sum_sign(&[0.5, 0.25, -0.75]), Equal);
        assert_eq!(sum_sign(&[]), Equal);
    }

    /// LLVM's f32 division sequence as `isel/src/fdiv.rs` emits it, in host arithmetic with
    /// the simulator's `v_div_scale` / `v_div_fmas` / `v_div_fixup` and a reciprocal off by
    /// up to one ulp either way (the hardware's `v_rcp_f32` bound; the simulator's is
    /// correctly rounded): the quotient must still be correctly rounded. Also f32 `sqrt`
    /// (`arith.rs`'s `sqrt_f32`) with `v_sqrt_f32` off by one ulp.
    #[test]
    fn f32_sequences_tolerate_one_ulp_approximations() {
        let nudge = |x: f32, k: u64| -> f32 {
            if !x.is_finite() || x == 0.0 {
                return x;
            }
            match k % 3 {
                0 => x,
                1 => f32::from_bits(x.to_bits() + 1),
                _ => f32::from_bits(x.to_bits() - 1),
            }
        };
        let mut s = 11u64;
        let mut checked = 0;
        for i in 0..600_000u64 {
            let (a, b) = (next(&mut s) as u32, next(&mut s) as u32);
            // Half the pairs with exponents that force scaling.
            let b = if i % 2 == 0 {
                (b & 0x807f_ffff)
                    | (((a >> 23) & 0xff).wrapping_add(100 + (i % 60) as u32) & 0xff) << 23
            } else {
                b
            };
            let (a, b) = (f32::from_bits(a), f32::from_bits(b));
            let (den, _) = div_scale32(b, b, a);
            let (num, vcc) = div_scale32(a, b, a);
            let y0 = nudge(1.0 / den, i);
            let e = (-den).mul_add(y0, 1.0);
            let y = e.mul_add(y0, y0);
            let q0 = num * y;
            let r0 = (-den).mul_add(q0, num);
            let q1 = r0.mul_add(y, q0);
            let r1 = (-den).mul_add(q1, num);
            let q = div_fmas32(r1, y, q1, vcc);
            let got = div_fixup(q as f64, b as f64, a as f64) as f32;
            let want = a / b;
            assert!(
                got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                "{:#x} / {:#x}: {:#x} want {:#x}",
                a.to_bits(),
                b.to_bits(),
                got.to_bits(),
                want.to_bits()
            );
            // sqrt: scale below 2^-96 by 2^32, correct the approximation by one ulp.
            let x = a;
            let need = x < f32::from_bits(0x0f80_0000);
            let xs = if need { x * 2f32.powi(32) } else { x };
            let r = nudge(xs.sqrt(), i / 3);
            let dn = f32::from_bits(r.to_bits().wrapping_sub(1));
            let up = f32::from_bits(r.to_bits().wrapping_add(1));
            let mut g = r;
            if (-dn).mul_add(r, xs) <= 0.0 {
                g = dn;
            }
            if (-up).mul_add(r, xs) > 0.0 {
                g = up;
            }
            if need {
                g *= 2f32.powi(-16);
            }
            if xs == 0.0 || xs == f32::INFINITY {
                g = xs;
            }
            let want = x.sqrt();
            assert!(
                g.to_bits() == want.to_bits() || (g.is_nan() && want.is_nan()),
                "sqrt {:#x}: {:#x} want {:#x}",
                x.to_bits(),
                g.to_bits(),
                want.to_bits()
            );
            checked += 1;
        }
        assert_eq!(checked, 600_000);
    }

    /// LLVM's f64 division and square root sequences (`isel/src/fdiv.rs`) in host arithmetic
    /// with the simulator's helpers and `v_rcp_f64` / `v_rsq_f64` given a relative error of up
    /// to about 2^-22 either way (the simulator's are correctly rounded; the hardware's are
    /// approximations refined by the sequences' Newton steps): the results must still be
    /// correctly rounded.
    #[test]
    fn f64_sequences_tolerate_approximate_rcp_and_rsq() {
        let off = |x: f64, k: u64| -> f64 {
            if !x.is_finite() || x == 0.0 {
                return x;
            }
            let e = ((k % 7) as f64 - 3.0) * 2f64.powi(-24);
            x * (1.0 + e)
        };
        let mut s = 23u64;
        for i in 0..400_000u64 {
            let (a, b) = (next(&mut s), next(&mut s));
            let b = if i % 2 == 0 {
                (b & 0x800f_ffff_ffff_ffff) | ((((a >> 52) & 0x7ff) + 900 + i % 300) & 0x7ff) << 52
            } else {
                b
            };
            let (a, b) = (f64::from_bits(a), f64::from_bits(b));
            let (den, _) = div_scale64(b, b, a);
            let (num, vcc) = div_scale64(a, b, a);
            let mut y = off(1.0 / den, i);
            for _ in 0..2 {
                let e = (-den).mul_add(y, 1.0);
                y = y.mul_add(e, y);
            }
            let q = num * y;
            let r = (-den).mul_add(q, num);
            let got = div_fixup(div_fmas64(r, y, q, vcc), b, a);
            let want = a / b;
            assert!(
                got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                "{:#x} / {:#x}: {:#x} want {:#x}",
                a.to_bits(),
                b.to_bits(),
                got.to_bits(),
                want.to_bits()
            );
            let x = a.abs();
            let need = x < 2f64.powi(-767);
            let xs = if need { ldexp_f64(x, 256) } else { x };
            let yr = off(1.0 / xs.sqrt(), i / 7);
            let mut g = xs * yr;
            let mut h = yr * 0.5;
            let r = (-h).mul_add(g, 0.5);
            g = g.mul_add(r, g);
            h = h.mul_add(r, h);
            for _ in 0..2 {
                let d = (-g).mul_add(g, xs);
                g = d.mul_add(h, g);
            }
            if need {
                g = ldexp_f64(g, -128);
            }
            if xs == 0.0 || xs == f64::INFINITY {
                g = xs;
            }
            let want = x.sqrt();
            assert!(
                g.to_bits() == want.to_bits() || (g.is_nan() && want.is_nan()),
                "sqrt {:#x}: {:#x} want {:#x}",
                x.to_bits(),
                g.to_bits(),
                want.to_bits()
            );
        }
    }
}
