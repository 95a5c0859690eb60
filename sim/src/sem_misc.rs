//! VALU families with one-off definitions in the ISA manuals (issue 16): the cube-map ops,
//! `v_trig_preop_f64`, the quad SADs, `v_sat_pk_u8_i16` and `v_cvt_off_f32_i4`.
//!
//! Guarantees, per family (the manuals' pseudocode; RDNA3 and CDNA state them alike):
//! - **cube** (`v_cubeid/sc/tc/ma_f32`, every GCN/RDNA generation): the major axis is Z when
//!   `|z| >= |x|` and `|z| >= |y|`, else Y when `|y| >= |x|`, else X (a NaN compares false);
//!   `cubeid` is the face 0..5, `cubesc`/`cubetc` copy or negate (sign bit flip) a source, and
//!   `cubema` is twice the major coordinate (an arithmetic result: the NaN rule applies).
//!   Checked bit for bit by the pcode vectors (`tests/pcode.rs`).
//! - **`v_trig_preop_f64`**: the 53 bits of 2/π (1201 fraction bits, bits past them are 0)
//!   starting `shift = S1[4:0] * 53 (+ exponent(S0) - 1077 when that is positive)` bits after
//!   the binary point, as an integer scaled by `2^(-53 - shift)` (`+128` when
//!   `exponent(S0) >= 1968`); a NaN S0 gives S0 quieted (LLVM 19's constant folding of
//!   `llvm.amdgcn.trig.preop`). Checked against llvm-19's folding (`tests/trig_preop.rs`).
//! - **`v_qsad_pk_u16_u8` / `v_mqsad_pk_u16_u8`**: four 16-bit SADs (`v_sad_u8` /
//!   `v_msad_u8` of the 32-bit window `S0[8k+31:8k]` against `S1`, accumulated onto
//!   `S2[16k+15:16k]`, truncated to 16 bits) packed into 64 bits.
//! - **`v_mqsad_u32_u8`** (128-bit S2 and D, [`mqsad_u32`], run by `exec_valu::mqsad`): four
//!   32-bit masked SADs of the windows `S0[8k+31:8k]` against `S1`, accumulated onto
//!   `S2[32k+31:32k]` (wrapping at 32 bits, as the pseudocode's `u32` temporary).
//! - **`v_sat_pk_u8_i16`**: each signed 16-bit half of S0 clamped to 0..255, packed in the low
//!   16 bits (the high half of the VGPR is 0).
//! - **`v_mullit_f32`** (RDNA3/CDNA pseudocode): `-MAX_FLOAT` when S1 is `-MAX_FLOAT`,
//!   `-inf` or NaN, or S2 is `<= 0` or NaN; else `S0 * S1` (the NaN rule applies).
//! - **`v_cvt_off_f32_i4`**: the signed 4-bit `S0[3:0]` divided by 16 (the SI manual's table:
//!   `0b1000` = -0.5 ... `0b0111` = 0.4375).
//! - **normalized conversions** (`v_cvt_norm_{i16,u16}_f16`, `v_cvt_pknorm_*` / GFX11
//!   `v_cvt_pk_norm_*` of f16 and f32): the pseudocode (RDNA3, CDNA) is
//!   `f16_to_snorm`/`f32_to_snorm`/`..._unorm`, which the manuals do not define further and
//!   LLVM does not fold. Defined here as GLSL's `packSnorm2x16` / `packUnorm2x16` (which Mesa's
//!   ACO compiles to exactly these instructions): `round(clamp(x, -1, 1) * 32767)` and
//!   `round(clamp(x, 0, 1) * 65535)`, the product exact and rounded once to nearest even, a
//!   NaN gives 0. The packed forms put S0's result in the low half, S1's in the high half.
//! - **`v_cvt_pk_{u16,i16}_f32`** (GFX11): `v_cvt_u16_f32` / `v_cvt_i16_f32` of each source
//!   (pseudocode), taken as the 16-bit twins of `v_cvt_u32_f32` / `v_cvt_i32_f32`: truncated
//!   toward zero, saturated to the 16-bit range, a NaN gives 0.
//! - **`v_cvt_pkaccum_u8_f32`** (CDNA pseudocode): byte `S1[1:0]` of D replaced by
//!   `f32_to_u8(S0)`, the other bytes kept; `f32_to_u8` as in `v_cvt_pk_u8_f32` (rounded to
//!   nearest even, saturated to 0..255, NaN gives 0).

use crate::fp::*;
use crate::sem::{run_cols, ColArgs, LaneCtx, Sem, Ty, ValuFn};
use crate::sem_valu::valu;

macro_rules! vf {
    ($p:expr) => {{
        fn cols(a: &mut ColArgs) {
            run_cols(a, $p)
        }
        ValuFn { lane: $p, cols }
    }};
}

const SIGN32: u64 = 0x8000_0000;

/// 0: Z major, 1: Y major, 2: X major.
fn major(s: &[u64; 3]) -> u8 {
    let (x, y, z) = (f32_of(s[0]).abs(), f32_of(s[1]).abs(), f32_of(s[2]).abs());
    if z >= x && z >= y {
        0
    } else if y >= x {
        1
    } else {
        2
    }
}

fn neg(x: u64) -> u64 {
    (x ^ SIGN32) & 0xffff_ffff
}

fn lt0(x: u64) -> bool {
    f32_of(x) < 0.0
}

fn cubeid(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let face = match major(s) {
        0 => 4 + lt0(s[2]) as u8,
        1 => 2 + lt0(s[1]) as u8,
        _ => lt0(s[0]) as u8,
    };
    b32(face as f32)
}

fn cubesc(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    match major(s) {
        0 if lt0(s[2]) => neg(s[0]),
        0 | 1 => s[0] & 0xffff_ffff,
        _ if lt0(s[0]) => s[2] & 0xffff_ffff,
        _ => neg(s[2]),
    }
}

fn cubetc(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    match major(s) {
        1 if lt0(s[1]) => neg(s[2]),
        1 => s[2] & 0xffff_ffff,
        _ => neg(s[1]),
    }
}

fn cubema(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let m = match major(s) {
        0 => s[2],
        1 => s[1],
        _ => s[0],
    };
    b32(f32_of(m) * 2.0)
}

/// The first 1216 fraction bits of 2/π, most significant first (only 1201 are used).
const TWO_BY_PI: [u64; 19] = [
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
    0x56033046fc7b6bab,
];

/// Fraction bit `k` of 2/π (k = 0 is the first bit after the point); 0 past bit 1200.
fn two_by_pi_bit(k: u32) -> u64 {
    if k > 1200 {
        return 0;
    }
    TWO_BY_PI[(k / 64) as usize] >> (63 - k % 64) & 1
}

/// `v_trig_preop_f64`: the `S1[4:0]`-th 53-bit segment of 2/π for the argument S0.
pub fn trig_preop(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let x = s[0];
    if f64_of(x).is_nan() {
        return x | 1 << 51;
    }
    let e = (x >> 52 & 0x7ff) as u32;
    let mut shift = (s[1] as u32 & 31) * 53;
    if e > 1077 {
        shift += e - 1077;
    }
    let mut r = 0u64;
    for k in shift..shift + 53 {
        r = r << 1 | two_by_pi_bit(k);
    }
    let mut scale = -53 - shift as i32;
    if e >= 1968 {
        scale += 128;
    }
    // `r` has at most 53 bits: exact in f64; one rounding in the scaling (to a denormal).
    b64(ldexp_f64(r as f64, scale))
}

fn sad8(a: u64, b: u64, acc: u64, masked: bool) -> u64 {
    let mut t = acc;
    for i in 0..4 {
        let (x, y) = (a >> (8 * i) & 0xff, b >> (8 * i) & 0xff);
        if !(masked && y == 0) {
            t += x.abs_diff(y);
        }
    }
    t
}

fn qsad<const M: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let mut r = 0u64;
    for k in 0..4 {
        let win = s[0] >> (8 * k) & 0xffff_ffff;
        let acc = s[2] >> (16 * k) & 0xffff;
        r |= (sad8(win, s[1] & 0xffff_ffff, acc, M) & 0xffff) << (16 * k);
    }
    r
}

/// `v_mqsad_u32_u8` (RDNA3/CDNA pseudocode `V_MQSAD_U32_U8`): dword `k` of the 128-bit result
/// is `v_msad_u8(S0[8k+31:8k], S1, S2[32k+31:32k])`, the sum wrapping at 32 bits as the
/// pseudocode's `tmp.u32` does.
pub fn mqsad_u32(s0: u64, s1: u32, s2: [u32; 4]) -> [u32; 4] {
    let mut r = [0u32; 4];
    for (k, x) in r.iter_mut().enumerate() {
        let win = s0 >> (8 * k) & 0xffff_ffff;
        *x = sad8(win, s1 as u64, s2[k] as u64, true) as u32;
    }
    r
}

fn sat_pk_u8_i16(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let sat = |h: u64| (h as u16 as i16).clamp(0, 255) as u64;
    sat(s[0]) | sat(s[0] >> 16) << 8
}

fn mullit(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let (a, b, c) = (f32_of(s[0]), f32_of(s[1]), f32_of(s[2]));
    if b == -f32::MAX || b == f32::NEG_INFINITY || b.is_nan() || c <= 0.0 || c.is_nan() {
        b32(-f32::MAX)
    } else {
        b32(a * b)
    }
}

fn cvt_off_f32_i4(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let v = ((s[0] as u8) << 4) as i8 >> 4;
    b32(v as f32 / 16.0)
}

/// `round(clamp(x, -1, 1) * 32767)` (`SNORM`) or `round(clamp(x, 0, 1) * 65535)`, as 16 bits.
fn norm<const SIGNED: bool>(x: f64) -> u64 {
    if x.is_nan() {
        return 0;
    }
    if SIGNED {
        rndne(x.clamp(-1.0, 1.0) * 32767.0) as i64 as u16 as u64
    } else {
        rndne(x.clamp(0.0, 1.0) * 65535.0) as u64
    }
}

fn norm_f16<const SIGNED: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    norm::<SIGNED>(h2f(s[0] & 0xffff) as f64)
}

fn pknorm_f16<const SIGNED: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    norm::<SIGNED>(h2f(s[0] & 0xffff) as f64) | norm::<SIGNED>(h2f(s[1] & 0xffff) as f64) << 16
}

fn pknorm_f32<const SIGNED: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    norm::<SIGNED>(f32_of(s[0]) as f64) | norm::<SIGNED>(f32_of(s[1]) as f64) << 16
}

/// `v_cvt_u16_f32` / `v_cvt_i16_f32`: toward zero, saturated, NaN 0.
fn cvt16<const SIGNED: bool>(x: u64) -> u64 {
    let f = f32_of(x);
    if f.is_nan() {
        0
    } else if SIGNED {
        f.clamp(-32768.0, 32767.0) as i16 as u16 as u64
    } else {
        f.clamp(0.0, 65535.0) as u16 as u64
    }
}

fn cvt_pk16_f32<const SIGNED: bool>(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    cvt16::<SIGNED>(s[0]) | cvt16::<SIGNED>(s[1]) << 16
}

/// `v_cvt_pkaccum_u8_f32`: byte `S1[1:0]` of the destination (here S2) gets `f32_to_u8(S0)`.
fn pkaccum_u8(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let f = f32_of(s[0]);
    let b = if f.is_nan() {
        0
    } else {
        rndne(f as f64).clamp(0.0, 255.0) as u64
    };
    let sh = (s[1] & 3) * 8;
    (s[2] & 0xffff_ffff & !(0xff << sh)) | b << sh
}

/// The semantic of a canonical mnemonic of these families.
pub fn family(n: &str) -> Option<Sem> {
    use Ty::{None as N, B16 as H, B32 as W, B64 as D, F16 as FH, F32 as F, F64 as FD};
    let (f, src, dst, nan) = match n {
        "v_cubeid_f32" => (vf!(cubeid), [F, F, F], F, false),
        "v_cubesc_f32" => (vf!(cubesc), [F, F, F], F, false),
        "v_cubetc_f32" => (vf!(cubetc), [F, F, F], F, false),
        "v_cubema_f32" => (vf!(cubema), [F, F, F], F, true),
        "v_trig_preop_f64" => (vf!(trig_preop), [FD, W, N], FD, false),
        "v_qsad_pk_u16_u8" => (vf!(qsad::<false>), [D, W, D], D, false),
        "v_mqsad_pk_u16_u8" => (vf!(qsad::<true>), [D, W, D], D, false),
        "v_sat_pk_u8_i16" => (vf!(sat_pk_u8_i16), [W, N, N], W, false),
        "v_cvt_off_f32_i4" => (vf!(cvt_off_f32_i4), [W, N, N], F, false),
        "v_mullit_f32" => (vf!(mullit), [F, F, F], F, true),
        "v_cvt_norm_i16_f16" => (vf!(norm_f16::<true>), [FH, N, N], H, false),
        "v_cvt_norm_u16_f16" => (vf!(norm_f16::<false>), [FH, N, N], H, false),
        "v_cvt_pknorm_i16_f16" | "v_cvt_pk_norm_i16_f16" => {
            (vf!(pknorm_f16::<true>), [FH, FH, N], W, false)
        }
        "v_cvt_pknorm_u16_f16" | "v_cvt_pk_norm_u16_f16" => {
            (vf!(pknorm_f16::<false>), [FH, FH, N], W, false)
        }
        "v_cvt_pknorm_i16_f32" | "v_cvt_pk_norm_i16_f32" => {
            (vf!(pknorm_f32::<true>), [F, F, N], W, false)
        }
        "v_cvt_pknorm_u16_f32" | "v_cvt_pk_norm_u16_f32" => {
            (vf!(pknorm_f32::<false>), [F, F, N], W, false)
        }
        "v_cvt_pk_i16_f32" => (vf!(cvt_pk16_f32::<true>), [F, F, N], W, false),
        "v_cvt_pk_u16_f32" => (vf!(cvt_pk16_f32::<false>), [F, F, N], W, false),
        "v_cvt_pkaccum_u8_f32" => {
            let mut sem = valu(vf!(pkaccum_u8), [F, W, W], W, false);
            if let Sem::Valu(v) = &mut sem {
                v.d_is_src2 = true;
            }
            return Some(sem);
        }
        _ => return None,
    };
    Some(valu(f, src, dst, nan))
}
