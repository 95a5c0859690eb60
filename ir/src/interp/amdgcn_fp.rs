//! Reference semantics of the float intrinsics that are single AMDGPU instructions with
//! behaviour of their own: `amdgcn.div.scale`, `amdgcn.div.fmas`, `amdgcn.div.fixup` (the
//! pieces of the correctly rounded division sequence) and `amdgcn.trig.preop` (segments of
//! 2/pi for argument reduction).
//!
//! Guarantees: each function is the AMD ISA pseudocode of the instruction of the same name
//! (RDNA3 / CDNA3 manuals: `V_DIV_SCALE_F32/F64`, `V_DIV_FMAS_F32/F64`,
//! `V_DIV_FIXUP_F16/F32/F64`, `V_TRIG_PREOP_F64`), on raw bits, with the denormal mode of
//! gfxc's kernels (denormals kept) and the VALU NaN rule (a NaN result is the first NaN
//! operand, quieted, else the default NaN; `v_div_fixup` has its own order). The wave-level
//! simulator (`sim/src/fp.rs`) states the same semantics independently; the coverage test
//! (`tests/llvm_coverage.rs`) requires both engines to agree bit for bit, and the
//! `trig.preop` segments are checked against LLVM 19's constant folding of the intrinsic.

use crate::launch::float::{add_round_to_odd, FloatKind};

fn exp32(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xff) as i32
}

fn exp64(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7ff) as i32
}

/// `x * 2^e` rounded once to binary32 (`|e|` small: exact in binary64 first).
fn ldexp32(x: f32, e: i32) -> f32 {
    (x as f64 * 2f64.powi(e)) as f32
}

/// `x * 2^e` rounded once to binary64 (ties to even), zero/inf/NaN unchanged.
fn ldexp64(x: f64, e: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
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
        return m * 2f64.powi(t as i32);
    }
    if t < -1080 {
        return m.signum() * 0.0;
    }
    // One rounding, in the last multiplication (`m * 2^(t + 60)` is normal).
    (m * 2f64.powi(t as i32 + 60)) * 2f64.powi(-60)
}

/// The NaN rule of the VALU: a NaN result is the first NaN operand (quieted) or the default
/// NaN.
fn fix_nan(k: FloatKind, r: u64, ops: &[u64]) -> u64 {
    let frac = k.precision() as u32 - 1;
    let ebits = k.bits() - 1 - frac;
    let fm = (1u64 << frac) - 1;
    let em = ((1u64 << ebits) - 1) << frac;
    let is_nan = |x: u64| x & em == em && x & fm != 0;
    if !is_nan(r) {
        return r;
    }
    let quiet = 1u64 << (frac - 1);
    match ops.iter().find(|&&x| is_nan(x)) {
        Some(&x) => x | quiet,
        None => em | quiet,
    }
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2` (S0 the operand to scale, S1 the denominator, S2
/// the numerator): `(D, VCC)`. Scales by `2^±64` where the quotient or reciprocal would
/// leave the normal range; VCC says the numerator was scaled (so `v_div_fmas` undoes it).
fn div_scale32(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
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

/// `v_div_scale_f64`: as [`div_scale32`] with `2^±128`.
fn div_scale64(s0: f64, s1: f64, s2: f64) -> (f64, bool) {
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

/// `v_div_scale` on bits: `(D, VCC)` for sources `s0, s1, s2` of kind `k` (f32 or f64).
pub(super) fn div_scale(k: FloatKind, s: [u64; 3]) -> (u64, bool) {
    let (r, vcc) = match k {
        FloatKind::F64 => {
            let f = |x: u64| f64::from_bits(x);
            let (r, c) = div_scale64(f(s[0]), f(s[1]), f(s[2]));
            (r.to_bits(), c)
        }
        _ => {
            let f = |x: u64| f32::from_bits(x as u32);
            let (r, c) = div_scale32(f(s[0]), f(s[1]), f(s[2]));
            (r.to_bits() as u64, c)
        }
    };
    (fix_nan(k, r, &s), vcc)
}

/// The exact sign of `xs[0] + xs[1] + ...` (finite, no overflow), from the non-overlapping
/// expansion of the sum (exact two-sum errors); the sign of its largest component.
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

/// `RN((a*b + c) * 2^-128)` given `r = RN(a*b + c)`: the scaled candidate, corrected by one
/// denormal step where the double rounding went the wrong way (exact comparison of `a*b + c`
/// with the candidate's rounding midpoints, all scaled back by `2^128`).
fn fma_scaled_down_f64(a: f64, b: f64, c: f64, r: f64) -> f64 {
    let t = ldexp64(r, -128);
    if !t.is_finite() || t.abs() > f64::MIN_POSITIVE || !r.is_finite() {
        return t;
    }
    let p = a * b;
    let e = a.mul_add(b, -p);
    let step = f64::from_bits(1);
    let up = 2f64.powi(128);
    let tt = t * up;
    let h = step * up * 0.5;
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

/// `v_div_fmas`: `fma(a, b, c)`, and with VCC set `2^64 * fma` (`2^128` for f64) when `c`'s
/// exponent is at least the bias' (the numerator was scaled down), else `2^-64` (`2^-128`),
/// the scaling before the single rounding.
pub(super) fn div_fmas(k: FloatKind, s: [u64; 3], vcc: bool) -> u64 {
    let r = match k {
        FloatKind::F64 => {
            let (a, b, c) = (
                f64::from_bits(s[0]),
                f64::from_bits(s[1]),
                f64::from_bits(s[2]),
            );
            let r = a.mul_add(b, c);
            let r = if !vcc {
                r
            } else if exp64(c) >= 1023 {
                ldexp64(r, 128)
            } else {
                fma_scaled_down_f64(a, b, c, r)
            };
            r.to_bits()
        }
        _ => {
            let f = |x: u64| f32::from_bits(x as u32);
            let (a, b, c) = (f(s[0]), f(s[1]), f(s[2]));
            let r = if !vcc {
                a.mul_add(b, c)
            } else {
                // The product is exact in f64 and the sum rounded to odd there (53 bits >=
                // 24 + 2), so the scaled value rounds once to f32.
                let kk = if exp32(c) >= 127 { 64 } else { -64 };
                let sum = add_round_to_odd(a as f64 * b as f64, c as f64);
                (sum * 2f64.powi(kk)) as f32
            };
            r.to_bits() as u64
        }
    };
    fix_nan(k, r, &s)
}

/// `v_div_fixup` in f64: S0 = quotient, S1 = denominator, S2 = numerator. NaNs: a NaN
/// numerator first, then a NaN denominator; 0/0 and inf/inf give the negative default NaN.
fn div_fixup_f64(q: f64, den: f64, num: f64) -> f64 {
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
        return sgn(num / den);
    }
    sgn(q)
}

/// `v_div_fixup_f16/f32/f64` on bits: the special operands of the division (zeros,
/// infinities, NaNs of S1 and S2) give their IEEE result; otherwise S0 with the sign of
/// `S1 ^ S2`, bit for bit (the f32/f64 forms also recompute a NaN quotient).
pub(super) fn div_fixup(k: FloatKind, s: [u64; 3]) -> u64 {
    let (q, den, num) = (k.to_f64(s[0]), k.to_f64(s[1]), k.to_f64(s[2]));
    let special = num.is_nan()
        || den.is_nan()
        || den == 0.0
        || num == 0.0
        || den.is_infinite()
        || num.is_infinite();
    let frac = k.precision() as u32 - 1;
    let sign = 1u64 << (k.bits() - 1);
    if special || (k != FloatKind::F16 && q.is_nan()) {
        let r = div_fixup_f64(q, den, num);
        let bits = match k {
            FloatKind::F64 => r.to_bits(),
            FloatKind::F32 => (r as f32).to_bits() as u64,
            FloatKind::F16 => k.from_f64(r),
        };
        // A NaN result is quiet.
        return if r.is_nan() {
            bits | 1u64 << (frac - 1)
        } else {
            bits
        };
    }
    (s[0] & !sign) | ((s[1] ^ s[2]) & sign)
}

/// The fraction bits of 2/pi, `b_1200 ... b_0` (`2/pi = 0.b_1200 b_1199 ...`), left-aligned
/// in 19 words (the last 15 bits are zero): the table `V_TRIG_PREOP_F64` reads (AMD ISA
/// pseudocode, `1201'B(2.0 / PI)`). Computed with Machin's formula in exact integer
/// arithmetic; the first words equal LLVM's table.
const TWO_OVER_PI: [u64; 19] = [
    0xa2f9836e4e441529,
    0xfc2757d1f534ddc0,
    0xdb6295993c439041,
    0xfe5163abdebbc561,
    0xb7246e3a424dd2e0,
    0x06492eea09d1921c,
    0xfe1deb1cb129a73e,
    0xe88235f52ebb4484,
    0xe99c7026b45f7e41,
    0x3991d639835339f4,
    0x9c845f8bbdf9283b,
    0x1ff897ffde05980f,
    0xef2f118b5a0a6d1f,
    0x6d367ecf27cb09b7,
    0x4f463f669e5fea2d,
    0x7527bac7ebe5f17b,
    0x3d0739f78a5292ea,
    0x6bfb5fb11f8d5d08,
    0x56033046fc7b0000,
];

/// The 53 bits of 2/pi starting `shift` bits after the binary point (bits past `b_0` are 0).
fn two_over_pi_bits(shift: u32) -> u64 {
    let word = |i: usize| TWO_OVER_PI.get(i).copied().unwrap_or(0);
    let i = (shift / 64) as usize;
    let o = shift % 64;
    // 128 bits from word i: the 53 bits start `o` bits in.
    let w = (word(i) as u128) << 64 | word(i + 1) as u128;
    ((w << o) >> (128 - 53)) as u64
}

/// `v_trig_preop_f64 D, S0, S1`: `shift = 53 * (S1 & 31)`, plus `exp(S0) - 1077` for
/// exponents above 1077; `D = ldexp(bits, -53 - shift)` with `bits` the 53 bits of 2/pi
/// from `shift`, and the scale raised by 128 for exponents of at least 1968 (ISA pseudocode
/// `V_TRIG_PREOP_F64`). The segment is an integer below `2^53`, exact in f64; only a result
/// in the denormal range rounds (to nearest even, as LLVM's constant folding).
pub(super) fn trig_preop(x: u64, seg: u64) -> u64 {
    // The pseudocode has no NaN case; LLVM 19's constant folding (and the simulator,
    // docs/sim-float.md) return the NaN quieted.
    if f64::from_bits(x).is_nan() {
        return x | 1 << 51;
    }
    let e = ((x >> 52) & 0x7ff) as u32;
    let mut shift = (seg as u32 & 31) * 53;
    if e > 1077 {
        shift += e - 1077;
    }
    let bits = two_over_pi_bits(shift);
    let mut scale = -53 - shift as i32;
    if e >= 1968 {
        scale += 128;
    }
    ldexp64(bits as f64, scale).to_bits()
}

/// The f32 `x` (low bits) as f16 bits, rounded toward zero (`V_CVT_PKRTZ_F16_F32`): a
/// magnitude beyond the largest half gives the largest half (infinities stay infinite), NaNs
/// stay NaN (quieted, the top payload bits kept).
pub(super) fn f16_rtz(x: u64) -> u64 {
    let x = f32::from_bits(x as u32);
    let r = half::f16::from_f32(x).to_bits() as u64;
    if !x.is_finite() {
        return r;
    }
    // Rounded to nearest: one step back toward zero if that went away from zero.
    let back = half::f16::from_bits(r as u16).to_f32();
    if back.abs() <= x.abs() {
        r
    } else if r & 0x7fff == 0x7c00 {
        (r & 0x8000) | 0x7bff
    } else {
        r - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// LLVM 19's constant folding of `llvm.amdgcn.trig.preop.f64` (`opt-19 -passes=instcombine`
    /// on a call with constant operands), recorded: (x bits, segment, result bits).
    #[test]
    fn trig_preop_matches_llvm_folding() {
        let cases: [(u64, u64, u64); 4] = [
            (0x3ff0000000000000, 0, 0x3FE45F306DC9C882),
            (0x3ff0000000000000, 1, 0x3C94A7F09D5F47D4),
            (0x7fe0000000000000, 2, 0x04B2EA6BFB5FB11F),
            (0x5000000000000000, 21, 0),
        ];
        for (x, s, want) in cases {
            assert_eq!(trig_preop(x, s), want, "trig.preop({x:#x}, {s})");
        }
    }

    #[test]
    fn pkrtz_rounds_toward_zero() {
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(f16_rtz(f(1.0 + 2f32.powi(-11) * 1.5)), 0x3c00);
        assert_eq!(f16_rtz(f(-70000.0)), 0xfbff);
        assert_eq!(f16_rtz(f(f32::INFINITY)), 0x7c00);
        assert_eq!(f16_rtz(f(-1.0e-30)), 0x8000);
    }

    #[test]
    fn division_pieces() {
        let f = |x: f32| x.to_bits() as u64;
        // No scaling in range; 0/0 in the fixup gives the negative default NaN.
        assert_eq!(
            div_scale(FloatKind::F32, [f(3.0), f(3.0), f(1.0)]),
            (f(3.0), false)
        );
        assert_eq!(
            div_fixup(FloatKind::F32, [f(1.0), f(0.0), f(0.0)]),
            0xffc0_0000
        );
        assert_eq!(
            div_fixup(FloatKind::F32, [f(2.0), f(-1.0), f(2.0)]),
            f(-2.0)
        );
        assert_eq!(
            div_fmas(FloatKind::F32, [f(2.0), f(3.0), f(1.0)], false),
            f(7.0)
        );
        // A tiny numerator is scaled up, and div_fmas scales the result back down.
        let tiny = f32::from_bits(0x0000_0100);
        let (n, vcc) = div_scale(FloatKind::F32, [f(tiny), f(3.0), f(tiny)]);
        assert!(vcc && f32::from_bits(n as u32) == tiny * 2f32.powi(64));
    }
}
