//! Scalar semantics of gfxc IR operations on lane values (`docs/ir.md` "Semantics").
//!
//! Values are `u64` bit patterns kept zero-extended to their width (`i1` is 0 or 1, floats are
//! IEEE bits, pointers addresses). Guarantees: integer arithmetic wraps and shift amounts are
//! taken modulo the width; floats are IEEE-754 round-to-nearest-even: binary32 and binary64 use
//! the host's correctly rounded operations (`mul_add` for fma); binary16 computes in `f64` and
//! rounds once, which is exact for add/sub/mul and correctly rounded for div/sqrt (53 >= 2*11+2)
//! and fma (round-to-odd); `fmin`/`fmax` are IEEE minNum/maxNum with -0 < +0; `rcp`, `rsq`,
//! `exp2`, `log2`, `sin`, `cos` are computed in `f64` and rounded; float-to-int conversions
//! truncate and saturate with NaN giving 0.

use super::compile::{mask_of, CvtOp, DivOp, FOp, FUn, IntOp, IntUn};
use crate::instructions::{FloatCC, IntCC};
use crate::launch::float::{f64_to_f16, fma_f16, FloatKind};

#[inline(always)]
pub(super) fn sx(x: u64, w: u32) -> i64 {
    if w >= 64 {
        x as i64
    } else {
        ((x << (64 - w)) as i64) >> (64 - w)
    }
}

#[inline(always)]
pub(super) fn int_op(op: IntOp, w: u32, a: u64, b: u64) -> u64 {
    let m = mask_of(w);
    let r = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::Umulhi => ((a as u128 * b as u128) >> w) as u64,
        IntOp::Smulhi => ((sx(a, w) as i128 * sx(b, w) as i128) >> w) as u64,
        IntOp::Smin => sx(a, w).min(sx(b, w)) as u64,
        IntOp::Smax => sx(a, w).max(sx(b, w)) as u64,
        IntOp::Umin => a.min(b),
        IntOp::Umax => a.max(b),
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::Shl => a << (b % w as u64),
        IntOp::Lshr => a >> (b % w as u64),
        IntOp::Ashr => (sx(a, w) >> (b % w as u64)) as u64,
    };
    r & m
}

/// Division and remainder; `Err` for division by zero and signed `MIN / -1`.
#[inline]
pub(super) fn div_op(op: DivOp, w: u32, a: u64, b: u64) -> Result<u64, &'static str> {
    let m = mask_of(w);
    if b == 0 {
        return Err("integer division by zero");
    }
    let r = match op {
        DivOp::Udiv => a / b,
        DivOp::Urem => a % b,
        DivOp::Sdiv | DivOp::Srem => {
            let (x, y) = (sx(a, w), sx(b, w));
            let min = if w >= 64 {
                i64::MIN
            } else {
                -(1i64 << (w - 1))
            };
            if x == min && y == -1 {
                return Err("signed division overflow (MIN / -1)");
            }
            (if op == DivOp::Sdiv { x / y } else { x % y }) as u64
        }
    };
    Ok(r & m)
}

#[inline]
pub(super) fn int_un(op: IntUn, w: u32, a: u64) -> u64 {
    let m = mask_of(w);
    let r = match op {
        IntUn::Neg => a.wrapping_neg(),
        IntUn::Not => !a,
        IntUn::Iabs => sx(a, w).unsigned_abs(),
        IntUn::Ctpop => (a & m).count_ones() as u64,
        IntUn::Ctlz => ((a & m).leading_zeros() - (64 - w)) as u64,
        IntUn::Cttz => (a & m).trailing_zeros().min(w) as u64,
        IntUn::Bitreverse => a.reverse_bits() >> (64 - w),
    };
    r & m
}

#[inline(always)]
pub(super) fn icmp(cc: IntCC, w: u32, a: u64, b: u64) -> bool {
    match cc {
        IntCC::Eq => a == b,
        IntCC::Ne => a != b,
        IntCC::Slt => sx(a, w) < sx(b, w),
        IntCC::Sle => sx(a, w) <= sx(b, w),
        IntCC::Sgt => sx(a, w) > sx(b, w),
        IntCC::Sge => sx(a, w) >= sx(b, w),
        IntCC::Ult => a < b,
        IntCC::Ule => a <= b,
        IntCC::Ugt => a > b,
        IntCC::Uge => a >= b,
    }
}

pub(super) fn fcmp(cc: FloatCC, k: FloatKind, a: u64, b: u64) -> bool {
    let (x, y) = (k.to_f64(a), k.to_f64(b));
    let uno = x.is_nan() || y.is_nan();
    match cc {
        FloatCC::False => false,
        FloatCC::Oeq => x == y,
        FloatCC::Ogt => x > y,
        FloatCC::Oge => x >= y,
        FloatCC::Olt => x < y,
        FloatCC::Ole => x <= y,
        FloatCC::One => !uno && x != y,
        FloatCC::Ord => !uno,
        FloatCC::Ueq => uno || x == y,
        FloatCC::Ugt => uno || x > y,
        FloatCC::Uge => uno || x >= y,
        FloatCC::Ult => uno || x < y,
        FloatCC::Ule => uno || x <= y,
        FloatCC::Une => uno || x != y,
        FloatCC::Uno => uno,
        FloatCC::True => true,
    }
}

fn sign_bit(k: FloatKind) -> u64 {
    1u64 << (k.bits() - 1)
}

/// Makes NaN results independent of the host (docs/ir.md "Semantics"): a NaN result is the
/// first NaN operand with its quiet bit set, or, when no operand is a NaN (an invalid
/// operation such as 0/0, inf-inf or sqrt(-1)), the canonical quiet NaN with the sign bit
/// clear (0x7e00, 0x7fc00000, 0x7ff8000000000000: what AMD GPUs produce). x86 hosts would
/// otherwise give a negative default NaN.
#[inline]
fn fix_nan(k: FloatKind, r: u64, operands: &[u64]) -> u64 {
    let frac_bits = k.precision() as u32 - 1;
    let exp_bits = k.bits() - 1 - frac_bits;
    let frac_mask = (1u64 << frac_bits) - 1;
    let exp_mask = ((1u64 << exp_bits) - 1) << frac_bits;
    let is_nan = |x: u64| x & exp_mask == exp_mask && x & frac_mask != 0;
    if !is_nan(r) {
        return r;
    }
    let quiet = 1u64 << (frac_bits - 1);
    match operands.iter().find(|&&x| is_nan(x)) {
        Some(&x) => x | quiet,
        None => exp_mask | quiet,
    }
}

/// IEEE minNum / maxNum with -0 < +0.
fn min_max(k: FloatKind, a: u64, b: u64, max: bool) -> u64 {
    let (x, y) = (k.to_f64(a), k.to_f64(b));
    if x.is_nan() && y.is_nan() {
        // Two NaNs: the first, quieted, as the compiled `v_max x, x` canonicalisations plus
        // `v_min`/`v_max` give under the RDNA3 pseudocode the simulator follows on every
        // generation (docs/sim-float.md, "minnum/maxnum of two NaNs").
        return fix_nan(k, a, &[a]);
    }
    if x.is_nan() {
        return b;
    }
    if y.is_nan() {
        return a;
    }
    if x == y {
        // Equal values differ at most in the sign of zero.
        let a_neg = a & sign_bit(k) != 0;
        return if a_neg != max { a } else { b };
    }
    if (x < y) != max {
        a
    } else {
        b
    }
}

#[inline]
pub(super) fn float_op(op: FOp, k: FloatKind, a: u64, b: u64) -> u64 {
    match op {
        FOp::Min => return min_max(k, a, b, false),
        FOp::Max => return min_max(k, a, b, true),
        FOp::Copysign => {
            let s = sign_bit(k);
            return (a & !s) | (b & s);
        }
        _ => {}
    }
    if op == FOp::Div {
        // 0/0 and inf/inf (no NaN operand): the negative quiet NaN. Every AMDGPU division
        // lowering (gfxc's and LLVM's, f16/f32/f64) ends in `v_div_fixup`, whose pseudocode
        // (RDNA3/CDNA `V_DIV_FIXUP_F32`) returns 0xffc00000 / 0xfff8000000000000 / 0xfe00 for
        // these, so the interpreter and compiled code agree bit for bit (docs/sim-float.md).
        let (x, y) = (k.to_f64(a), k.to_f64(b));
        if !x.is_nan() && !y.is_nan() && (x / y).is_nan() {
            let quiet_neg = match k {
                FloatKind::F16 => 0xfe00,
                FloatKind::F32 => 0xffc0_0000,
                FloatKind::F64 => 0xfff8_0000_0000_0000,
            };
            return quiet_neg;
        }
    }
    match k {
        FloatKind::F32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match op {
                FOp::Add => x + y,
                FOp::Sub => x - y,
                FOp::Mul => x * y,
                FOp::Div => x / y,
                _ => x % y,
            };
            fix_nan(k, r.to_bits() as u64, &[a, b])
        }
        FloatKind::F64 => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let r = match op {
                FOp::Add => x + y,
                FOp::Sub => x - y,
                FOp::Mul => x * y,
                FOp::Div => x / y,
                _ => x % y,
            };
            fix_nan(k, r.to_bits(), &[a, b])
        }
        FloatKind::F16 => {
            let (x, y) = (k.to_f64(a), k.to_f64(b));
            let r = match op {
                FOp::Add => x + y,
                FOp::Sub => x - y,
                FOp::Mul => x * y,
                FOp::Div => x / y,
                _ => x % y,
            };
            fix_nan(k, f64_to_f16(r) as u64, &[a, b])
        }
    }
}

#[inline]
pub(super) fn float_un(op: FUn, k: FloatKind, a: u64) -> u64 {
    let s = sign_bit(k);
    match op {
        FUn::Neg => return a ^ s,
        FUn::Abs => return a & !s,
        FUn::Sqrt if k == FloatKind::F32 => {
            return fix_nan(k, (f32::from_bits(a as u32).sqrt()).to_bits() as u64, &[a]);
        }
        _ => {}
    }
    let x = k.to_f64(a);
    let r = match op {
        FUn::Sqrt => x.sqrt(),
        FUn::Rcp => 1.0 / x,
        FUn::Rsq => 1.0 / x.sqrt(),
        FUn::Exp2 => x.exp2(),
        FUn::Log2 => x.log2(),
        FUn::Sin | FUn::Cos if k != FloatKind::F64 => {
            // LLVM's AMDGPU lowering (docs/ir.md): the hardware sine of
            // fract(x * f32(1 / 2pi)) revolutions, in f32; f16 rounded once more.
            let t = (x as f32) * f32::from_bits(0x3e22_f983);
            let fr = fmath(
                super::ops::FMath::Fract(FloatKind::F32),
                t.to_bits() as u64,
                0,
            );
            let which = if op == FUn::Sin {
                super::ops::FMath::Sin
            } else {
                super::ops::FMath::Cos
            };
            let r = fmath(which, fr, 0);
            return fix_nan(k, k.from_f64(f32::from_bits(r as u32) as f64), &[a]);
        }
        FUn::Sin => x.sin(),
        FUn::Cos => x.cos(),
        FUn::Floor => x.floor(),
        FUn::Ceil => x.ceil(),
        FUn::Trunc => x.trunc(),
        FUn::Round => x.round(),
        FUn::Roundeven => x.round_ties_even(),
        FUn::Neg | FUn::Abs => unreachable_f(),
    };
    fix_nan(k, k.from_f64(r), &[a])
}

#[cold]
fn unreachable_f() -> f64 {
    f64::NAN
}

#[inline]
pub(super) fn fma(k: FloatKind, a: u64, b: u64, c: u64) -> u64 {
    let r = match k {
        FloatKind::F32 => f32::from_bits(a as u32)
            .mul_add(f32::from_bits(b as u32), f32::from_bits(c as u32))
            .to_bits() as u64,
        FloatKind::F64 => f64::from_bits(a)
            .mul_add(f64::from_bits(b), f64::from_bits(c))
            .to_bits(),
        FloatKind::F16 => fma_f16(a as u16, b as u16, c as u16) as u64,
    };
    fix_nan(k, r, &[a, b, c])
}

/// Float to integer of width `w`: truncation, saturation, NaN -> 0.
fn fp_to_int(x: f64, w: u32, signed: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let m = mask_of(w);
    if signed {
        if w == 64 {
            return x as i64 as u64;
        }
        let (lo, hi) = (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1);
        (x.trunc().clamp(lo as f64, hi as f64) as i64 as u64) & m
    } else {
        if w == 64 {
            return x as u64;
        }
        x.trunc().clamp(0.0, m as f64) as u64
    }
}

#[inline]
pub(super) fn cvt(op: CvtOp, a: u64) -> u64 {
    match op {
        CvtOp::Fp(from, to) => match (from, to) {
            (FloatKind::F64, FloatKind::F32) => (f64::from_bits(a) as f32).to_bits() as u64,
            _ => to.from_f64(from.to_f64(a)),
        },
        CvtOp::SiToFp(w, k) => {
            let v = sx(a, w as u32);
            match k {
                FloatKind::F32 => (v as f32).to_bits() as u64,
                _ => k.from_f64(v as f64),
            }
        }
        CvtOp::UiToFp(_, k) => match k {
            FloatKind::F32 => (a as f32).to_bits() as u64,
            _ => k.from_f64(a as f64),
        },
        CvtOp::FpToSi(k, w) => fp_to_int(k.to_f64(a), w as u32, true),
        CvtOp::FpToUi(k, w) => fp_to_int(k.to_f64(a), w as u32, false),
    }
}

/// Atomic read-modify-write: the new memory value from the old one and the operand.
pub(super) fn rmw(
    op: crate::instructions::RmwOp,
    w: u32,
    k: Option<FloatKind>,
    old: u64,
    v: u64,
) -> u64 {
    use crate::instructions::RmwOp as R;
    let m = mask_of(w);
    match op {
        R::Xchg => v,
        R::Add => old.wrapping_add(v) & m,
        R::Sub => old.wrapping_sub(v) & m,
        R::And => old & v,
        R::Or => old | v,
        R::Xor => old ^ v,
        R::Min => sx(old, w).min(sx(v, w)) as u64 & m,
        R::Max => sx(old, w).max(sx(v, w)) as u64 & m,
        R::Umin => old.min(v),
        R::Umax => old.max(v),
        R::Fadd => float_op(FOp::Add, k.unwrap_or(FloatKind::F32), old, v),
        R::Fmin => float_op(FOp::Min, k.unwrap_or(FloatKind::F32), old, v),
        R::Fmax => float_op(FOp::Max, k.unwrap_or(FloatKind::F32), old, v),
        R::UincWrap => {
            if old >= v {
                0
            } else {
                (old + 1) & m
            }
        }
        R::UdecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
    }
}

/// `frexp` of a finite non-zero value of format `k` given by its bits: the significand in
/// `[0.5, 1)` (same sign, bits of `k`) and the exponent. Exact: denormals are normalized by
/// counting leading zeros of the fraction.
fn frexp_bits(k: FloatKind, a: u64) -> (u64, i32) {
    let frac_bits = k.precision() as u32 - 1;
    let exp_bits = k.bits() - 1 - frac_bits;
    let frac_mask = (1u64 << frac_bits) - 1;
    let bias = (1i32 << (exp_bits - 1)) - 1;
    let sign = a & sign_bit(k);
    let biased = ((a >> frac_bits) & ((1u64 << exp_bits) - 1)) as i32;
    let (frac, e) = if biased == 0 {
        // Denormal: value = frac * 2^(1 - bias - frac_bits); shift the leading one up to the
        // implicit position.
        let f = a & frac_mask;
        let lz = f.leading_zeros() - (64 - frac_bits - 1);
        ((f << lz) & frac_mask, 1 - bias - lz as i32)
    } else {
        (a & frac_mask, biased - bias)
    };
    // m in [1, 2) * 2^e  ==  (m / 2) in [0.5, 1) * 2^(e + 1): biased exponent bias - 1.
    (sign | ((bias as u64 - 1) << frac_bits) | frac, e + 1)
}

/// `ldexp(x, e)` for f64, rounded once (ties to even), overflow to infinity, underflow to
/// zero through the denormals.
fn ldexp_f64(x: f64, e: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let (m, k) = frexp_bits(FloatKind::F64, x.to_bits());
    let m = f64::from_bits(m);
    let t = k as i64 + e as i64; // result = m * 2^t, |m| in [0.5, 1)
    if t > 1024 {
        return m.signum() * f64::INFINITY;
    }
    if t >= -1021 {
        // 2m in [1, 2) and 2^(t-1) in [2^-1022, 2^1023]: the product is normal and exact.
        return (m * 2.0) * 2f64.powi(t as i32 - 1);
    }
    if t < -1080 {
        return m.signum() * 0.0;
    }
    // The only rounding is the last multiplication: m * 2^(t + 60) is a normal number.
    (m * 2f64.powi(t as i32 + 60)) * 2f64.powi(-60)
}

/// The per-lane float intrinsics (`Intr::FMath`), on bit patterns (`b` is the i32 exponent of
/// `ldexp`). Semantics:
/// * `sin`/`cos` (f32, argument in revolutions): `sin(2*pi*x)` evaluated in binary64 (the
///   product `x * 2*pi` rounded to binary64, the host's sine, then one rounding to binary32).
///   This is the reference the simulator's `v_sin_f32`/`v_cos_f32` use as well; the hardware
///   approximates it (AMD documents no bound; LLVM treats it as ~2 ulp on `[-256, 256]`).
///   Infinities give NaN.
/// * `fract`: `x - floor(x)` rounded once, at most the largest value below 1 (so tiny
///   negative inputs give `0x1.fffffep-1`, not 1); infinities give NaN; `-0` gives `-0`.
/// * `frexp.mant`/`frexp.exp`: exact; zero, infinities and NaN give themselves / 0.
/// * `ldexp`: `x * 2^e` rounded once to the format (ties to even), overflow to infinity.
pub(super) fn fmath(op: super::ops::FMath, a: u64, b: u64) -> u64 {
    use super::ops::FMath as M;
    let f32_of = |x: u64| f32::from_bits(x as u32);
    let k = match op {
        M::Sin | M::Cos => FloatKind::F32,
        M::Fract(k) | M::FrexpMant(k) | M::FrexpExp(k) | M::Ldexp(k) => k,
    };
    let x = k.to_f64(a);
    let r = match op {
        M::Sin => (((f32_of(a) as f64) * std::f64::consts::TAU).sin() as f32).to_bits() as u64,
        M::Cos => (((f32_of(a) as f64) * std::f64::consts::TAU).cos() as f32).to_bits() as u64,
        M::Fract(_) => {
            if x.is_nan() {
                return fix_nan(k, a, &[a]);
            }
            if x.is_infinite() {
                return k.from_f64(f64::NAN);
            }
            match k {
                FloatKind::F32 => {
                    let v = f32_of(a);
                    let f = (v - v.floor()).min(f32::from_bits(0x3f7f_ffff));
                    f.to_bits() as u64
                }
                _ => {
                    let f = (x - x.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff));
                    k.from_f64(f)
                }
            }
        }
        M::FrexpMant(_) => {
            if x == 0.0 || !x.is_finite() {
                a
            } else {
                frexp_bits(k, a).0
            }
        }
        M::FrexpExp(_) => {
            return if x == 0.0 || !x.is_finite() {
                0
            } else {
                frexp_bits(k, a).1 as u32 as u64
            };
        }
        M::Ldexp(_) => {
            let e = b as u32 as i32;
            match k {
                FloatKind::F64 => ldexp_f64(x, e).to_bits(),
                // Exact in binary64 (|e| clamped beyond the format's range), one rounding.
                _ => k.from_f64(x * 2f64.powi(e.clamp(-400, 400))),
            }
        }
    };
    fix_nan(k, r, &[a])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics() {
        assert_eq!(int_op(IntOp::Add, 8, 250, 10), 4);
        assert_eq!(int_op(IntOp::Shl, 32, 1, 33), 2);
        assert_eq!(int_op(IntOp::Ashr, 8, 0x80, 7), 0xff);
        assert_eq!(int_op(IntOp::Smulhi, 32, 0xffff_ffff, 2), 0xffff_ffff);
        assert_eq!(int_op(IntOp::Umulhi, 64, u64::MAX, 2), 1);
        assert_eq!(int_un(IntUn::Ctlz, 32, 0), 32);
        assert_eq!(int_un(IntUn::Ctlz, 32, 1), 31);
        assert_eq!(int_un(IntUn::Cttz, 16, 0), 16);
        assert_eq!(int_un(IntUn::Bitreverse, 8, 1), 0x80);
        assert_eq!(int_un(IntUn::Iabs, 32, 0x8000_0000), 0x8000_0000);
        assert!(div_op(DivOp::Sdiv, 32, 0x8000_0000, 0xffff_ffff).is_err());
        assert!(div_op(DivOp::Urem, 32, 1, 0).is_err());
        assert_eq!(
            div_op(DivOp::Srem, 32, (-7i32) as u32 as u64, 2),
            Ok((-1i32) as u32 as u64)
        );
    }

    #[test]
    fn float_semantics() {
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(
            float_op(FOp::Min, FloatKind::F32, f(f32::NAN), f(1.0)),
            f(1.0)
        );
        assert_eq!(float_op(FOp::Max, FloatKind::F32, f(-0.0), f(0.0)), f(0.0));
        assert_eq!(float_op(FOp::Min, FloatKind::F32, f(0.0), f(-0.0)), f(-0.0));
        assert_eq!(cvt(CvtOp::FpToSi(FloatKind::F32, 32), f(3e9)), 0x7fff_ffff);
        assert_eq!(cvt(CvtOp::FpToSi(FloatKind::F32, 32), f(f32::NAN)), 0);
        assert_eq!(cvt(CvtOp::FpToUi(FloatKind::F32, 8), f(-5.0)), 0);
        assert_eq!(cvt(CvtOp::FpToUi(FloatKind::F32, 8), f(300.7)), 255);
        assert_eq!(cvt(CvtOp::FpToSi(FloatKind::F32, 16), f(-2.9)), 0xfffe);
        // binary16: 0.1 + 0.2 rounds once.
        let h = |x: f64| f64_to_f16(x) as u64;
        assert_eq!(
            float_op(FOp::Add, FloatKind::F16, h(0.1), h(0.2)),
            h(0.0999755859375 + 0.199951171875)
        );
        assert_eq!(fma(FloatKind::F16, h(2.0), h(3.0), h(1.0)), h(7.0));
    }
}
