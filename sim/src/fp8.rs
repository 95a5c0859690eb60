//! The 8-bit float formats of gfx942 (CDNA3) and their conversions (issue 16).
//!
//! Guarantees:
//! - gfx942 has the "FNUZ" forms only (the CDNA3 ISA manual's FP8 = E4M3, exponent bias 8;
//!   BF8 = E5M2, bias 16; no infinities, no negative zero, one NaN `0x80`); the OCP forms
//!   (E4M3FN bias 7 / E5M2 bias 15, with `-0`, infinities in E5M2) belong to gfx950 and
//!   GFX12, which gfxc does not target. [`to_f64`] decodes FNUZ (denormals kept, `0x80` a NaN);
//!   the MFMA inputs (`exec_mfma`) and the conversions below share it.
//! - [`from_f32`]: an f32 rounded to nearest even onto the format's grid (denormals kept).
//!   A NaN, an infinity, and a finite value whose rounded magnitude exceeds the largest finite
//!   value (FP8 240, BF8 57344) give the NaN `0x80` (these rows have no `clamp` on gfx942:
//!   llvm-mc-19 rejects it); a value rounding to zero gives `0x00` whatever its sign.
//! - The instruction wrappers follow the CDNA pseudocode: `V_CVT_F32_FP8/BF8` (byte 0, or the
//!   SDWA `src0_sel` byte, applied by the executor before the lane function), `V_CVT_PK_F32_*`
//!   (the low word, or SDWA WORD_1: two f32 results), `V_CVT_PK_FP8/BF8_F32` (the pair
//!   `{f(S1), f(S0)}` into `D[15:0]`, or `D[31:16]` with `OPSEL[3]`; the other half kept),
//!   `V_CVT_SR_FP8/BF8_F32` (`S1[31:12]` (FP8) or `S1[31:11]` (BF8) added to S0's 23-bit mantissa
//!   field, wrapping within it, then rounded to nearest even into byte `OPSEL[3:2]`; the other
//!   bytes kept). The NaN of a decoded `0x80` is the default NaN `0x7fc00000`.

use crate::sem::{run_cols, ColArgs, LaneCtx, Sem, Ty, ValuFn};
use crate::sem_valu::valu;

/// (mantissa bits, exponent bias) of FP8 (E4M3 FNUZ) or BF8 (E5M2 FNUZ).
fn params(bf8: bool) -> (u32, i32) {
    if bf8 {
        (2, 16)
    } else {
        (3, 8)
    }
}

/// The value of FNUZ byte `x` (`0x80` is a NaN).
pub fn to_f64(x: u8, bf8: bool) -> f64 {
    if x == 0x80 {
        return f64::NAN;
    }
    let (mb, bias) = params(bf8);
    let e = ((x & 0x7f) >> mb) as i32;
    let frac = (x & ((1 << mb) - 1)) as f64 / (1u32 << mb) as f64;
    let v = if e == 0 {
        frac * 2f64.powi(1 - bias)
    } else {
        (1.0 + frac) * 2f64.powi(e - bias)
    };
    if x & 0x80 != 0 {
        -v
    } else {
        v
    }
}

/// `x` rounded to nearest even as an FNUZ byte (out of range, infinite or NaN: `0x80`).
pub fn from_f32(x: f32, bf8: bool) -> u8 {
    if !x.is_finite() {
        return 0x80;
    }
    let (mb, bias) = params(bf8);
    let a = (x as f64).abs();
    // Quantum of the binade of `a` (never below the denormal quantum 2^(1-bias-mb)).
    let e = if a == 0.0 {
        1 - bias
    } else {
        (a.log2().floor() as i32).max(1 - bias)
    };
    let q = 2f64.powi(e - mb as i32);
    let r = a / q; // exact: a power-of-two scaling
    let mut n = r.floor();
    let rem = r - n;
    if rem > 0.5 || (rem == 0.5 && n % 2.0 == 1.0) {
        n += 1.0;
    }
    let v = n * q;
    let max = (2.0 - 2f64.powi(-(mb as i32))) * 2f64.powi(((1 << (7 - mb)) - 1) - bias);
    if v > max {
        return 0x80;
    }
    if v == 0.0 {
        return 0;
    }
    // Encode v (exact on the grid).
    let ve = (v.log2().floor() as i32).max(1 - bias);
    let (exp_field, man) = if v < 2f64.powi(1 - bias) {
        (0u32, (v / 2f64.powi(1 - bias - mb as i32)) as u32)
    } else {
        let m = ((v / 2f64.powi(ve) - 1.0) * (1u32 << mb) as f64) as u32;
        ((ve + bias) as u32, m)
    };
    let b = (exp_field << mb | man) as u8;
    if x < 0.0 {
        b | 0x80
    } else {
        b
    }
}

/// An FNUZ byte as f32 bits (NaN: the default NaN).
fn f32_bits(x: u8, bf8: bool) -> u64 {
    let v = to_f64(x, bf8);
    if v.is_nan() {
        0x7fc0_0000
    } else {
        (v as f32).to_bits() as u64
    }
}

fn cvt_f32<const BF8: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    f32_bits(s[0] as u8, BF8)
}

fn cvt_pk_f32<const BF8: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    f32_bits(s[0] as u8, BF8) | f32_bits((s[0] >> 8) as u8, BF8) << 32
}

fn cvt_pk_8<const BF8: bool>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    let lo = from_f32(f32::from_bits(s[0] as u32), BF8) as u64;
    let hi = from_f32(f32::from_bits(s[1] as u32), BF8) as u64;
    let pair = lo | hi << 8;
    let old = s[2] & 0xffff_ffff;
    if c.op_sel & 8 != 0 {
        (old & 0xffff) | pair << 16
    } else {
        (old & 0xffff_0000) | pair
    }
}

/// `float32(s, e, m + S1[31:32-k])` of the pseudocode: the random bits added to the mantissa
/// field, wrapping within its 23 bits.
pub fn sr_operand(x: u32, rnd: u32, bf8: bool) -> f32 {
    let add = if bf8 { rnd >> 11 } else { rnd >> 12 };
    let m = (x & 0x7f_ffff).wrapping_add(add) & 0x7f_ffff;
    f32::from_bits((x & 0xff80_0000) | m)
}

fn cvt_sr_8<const BF8: bool>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    let b = from_f32(sr_operand(s[0] as u32, s[1] as u32, BF8), BF8) as u64;
    let sh = 8 * ((c.op_sel >> 2) & 3) as u64;
    (s[2] & 0xffff_ffff & !(0xff << sh)) | b << sh
}

macro_rules! vf {
    ($p:expr) => {{
        fn cols(a: &mut ColArgs) {
            run_cols(a, $p)
        }
        ValuFn { lane: $p, cols }
    }};
}

/// The semantic of a canonical mnemonic of the gfx942 fp8/bf8 conversions.
pub fn family(n: &str) -> Option<Sem> {
    use Ty::{None as N, B32 as W, B64 as D, F32 as F};
    let (f, src, dst, dst_old) = match n {
        "v_cvt_f32_fp8" => (vf!(cvt_f32::<false>), [W, N, N], F, false),
        "v_cvt_f32_bf8" => (vf!(cvt_f32::<true>), [W, N, N], F, false),
        "v_cvt_pk_f32_fp8" => (vf!(cvt_pk_f32::<false>), [W, N, N], D, false),
        "v_cvt_pk_f32_bf8" => (vf!(cvt_pk_f32::<true>), [W, N, N], D, false),
        "v_cvt_pk_fp8_f32" => (vf!(cvt_pk_8::<false>), [F, F, W], W, true),
        "v_cvt_pk_bf8_f32" => (vf!(cvt_pk_8::<true>), [F, F, W], W, true),
        "v_cvt_sr_fp8_f32" => (vf!(cvt_sr_8::<false>), [F, W, W], W, true),
        "v_cvt_sr_bf8_f32" => (vf!(cvt_sr_8::<true>), [F, W, W], W, true),
        _ => return None,
    };
    let mut sem = valu(f, src, dst, false);
    if let Sem::Valu(v) = &mut sem {
        v.d_is_src2 = dst_old;
    }
    Some(sem)
}
