//! The GFX6/GFX7 legacy transcendentals and their GFX7-GFX9 successors (issue 16): rows with
//! no entry in AMD's RDNA3/CDNA pseudocode (they were removed before those manuals).
//!
//! Source: the Southern Islands and Sea Islands ISA manuals' descriptions, as restated
//! instruction by instruction in CLRadeonExtender's GCN ISA notes (`GcnInstrsVop1.md`), and
//! LLVM 19's intrinsic definitions (`int_amdgcn_rsq_clamp`: "result clamped to +/- max_float").
//! LLVM does not constant-fold any of them and llc-19 refuses the legacy intrinsics off
//! GFX6/GFX7, so there is no oracle for their special cases; the choices below are listed in
//! docs/sim-float.md. The approximate hardware results (< 1 ulp) are taken as the correctly
//! rounded function, as for `v_rcp_f32` / `v_log_f32`.
//!
//! Guarantees, per row (`x` = S0; "flushed" = a denormal input is read as a signed zero
//! whatever MODE says, as the manuals state for these rows):
//! - `v_rcp_legacy_f32`: `1/x`, except that a zero `x`, and a result that is infinite, give a
//!   zero with the sign of `x`.
//! - `v_rcp_clamp_f32` / `_f64`: `1/x`, an infinite result clamped to `±MAX` (its sign).
//! - `v_rsq_legacy_f32`: `1/sqrt(x)` of flushed `x`, a `+inf` result gives `+0`.
//! - `v_rsq_clamp_f32` / `_f64`: `1/sqrt(x)` of flushed `x`, an infinite result clamped to
//!   `±MAX` (its sign; `-0` gives `-MAX`); a NaN stays a NaN (negative `x`: the default NaN).
//! - `v_log_clamp_f32`: `log2` of flushed `x`, `-inf` (a zero `x`) clamped to `-MAX`.
//! - `v_log_legacy_f32`: `log2` of flushed `x` (zero: `-inf`).
//! - `v_exp_legacy_f32`: `2^x`, `+0` for `x < -126` (no denormal results, whatever MODE says).
//!
//! Every row obeys the arithmetic NaN rule (`crate::fp::fix_nan`): a NaN source comes out
//! quieted, an invalid operation (negative `x` of rsq/log) gives the default NaN.

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

fn in32(s: &[u64; 3]) -> f32 {
    f32_of(flush(32, s[0] & 0xffff_ffff))
}

fn rcp_legacy(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let x = f32_of(s[0]);
    let r = 1.0 / x;
    if x == 0.0 || r.is_infinite() {
        return b32(0.0f32.copysign(x));
    }
    b32(r)
}

fn rcp_clamp32(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let r = 1.0 / f32_of(s[0]);
    b32(if r.is_infinite() {
        f32::MAX.copysign(r)
    } else {
        r
    })
}

fn rcp_clamp64(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let r = 1.0 / f64_of(s[0]);
    b64(if r.is_infinite() {
        f64::MAX.copysign(r)
    } else {
        r
    })
}

/// `1/sqrt(x)` rounded once (as `v_rsq_f32`).
fn rsq32(x: f32) -> f32 {
    (1.0 / (x as f64).sqrt()) as f32
}

fn rsq_legacy(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let r = rsq32(in32(s));
    b32(if r == f32::INFINITY { 0.0 } else { r })
}

fn rsq_clamp32(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let r = rsq32(in32(s));
    b32(if r.is_infinite() {
        f32::MAX.copysign(r)
    } else {
        r
    })
}

fn rsq_clamp64(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let x = f64_of(flush(64, s[0]));
    let r = 1.0 / x.sqrt();
    b64(if r.is_infinite() {
        f64::MAX.copysign(r)
    } else {
        r
    })
}

fn log2_32(x: f32) -> f32 {
    (x as f64).log2() as f32
}

fn log_clamp(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let r = log2_32(in32(s));
    b32(if r == f32::NEG_INFINITY { -f32::MAX } else { r })
}

fn log_legacy(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    b32(log2_32(in32(s)))
}

fn exp_legacy(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
    let x = f32_of(s[0]);
    if x < -126.0 {
        return 0;
    }
    b32((x as f64).exp2() as f32)
}

/// The semantic of a canonical mnemonic of these rows.
pub fn family(n: &str) -> Option<Sem> {
    use Ty::{None as N, F32 as F, F64 as FD};
    let (f, src, dst) = match n {
        "v_rcp_legacy_f32" => (vf!(rcp_legacy), [F, N, N], F),
        "v_rcp_clamp_f32" => (vf!(rcp_clamp32), [F, N, N], F),
        "v_rcp_clamp_f64" => (vf!(rcp_clamp64), [FD, N, N], FD),
        "v_rsq_legacy_f32" => (vf!(rsq_legacy), [F, N, N], F),
        "v_rsq_clamp_f32" => (vf!(rsq_clamp32), [F, N, N], F),
        "v_rsq_clamp_f64" => (vf!(rsq_clamp64), [FD, N, N], FD),
        "v_log_clamp_f32" => (vf!(log_clamp), [F, N, N], F),
        "v_log_legacy_f32" => (vf!(log_legacy), [F, N, N], F),
        "v_exp_legacy_f32" => (vf!(exp_legacy), [F, N, N], F),
        _ => return None,
    };
    Some(valu(f, src, dst, true))
}
