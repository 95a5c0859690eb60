//! Table-driven VALU families: one generic lane function per (operation, element type),
//! instantiated for every type the ISA has, so that every row of a family gets its semantics
//! from one description instead of one hand-written entry per mnemonic.
//!
//! Families (mnemonics after [`crate::sem::canonical`]):
//! - **selection**: `v_{min,max,min3,max3,med3,minmax,maxmin}_{i16,u16,i32,u32,f16,f32,f64}`
//!   (`minmax`/`maxmin` are GFX11's). Float NaNs and zeros follow the RDNA3/CDNA pseudocode of
//!   `V_MIN_F32`/`V_MAX_F32`: in IEEE mode a signalling NaN source is returned quieted (S0
//!   first); otherwise a NaN S1 returns S0 and a NaN S0 returns S1 (no quieting); -0 < +0.
//!   `V_MED3_*`: any NaN gives `min3`; otherwise the `max3`-equality cascade of the manual.
//! - **16-bit and 32-bit integer arithmetic**: `v_{add,sub,subrev}_{u16,i16,u32,i32}` (rows
//!   without carry), `v_mul_lo_u16`, `v_mad_{u16,i16}` (and GFX9's `_legacy` twins),
//!   `v_mad_u32_u16`, `v_mad_i32_i16`, `v_{and,or,xor,not}_b16`, `v_cvt_{u32_u16,i32_i16}`.
//!   With the VOP3 `clamp` bit the result saturates to the destination's range (how LLVM
//!   selects `uadd.sat`/`sadd.sat`); the whole-wave form has no clamp (the executor's fast path
//!   only runs instructions without modifiers).
//! - **packed**: every `v_pk_<op>_<ty>` row is the scalar row `v_<op>_<ty>` applied to each
//!   half (16-bit halves of a dword, or the two dwords of a pair for the f32 ones);
//!   `v_pk_fmac_f16` is `v_fma_f16` with the destination as third source. See
//!   [`packed_of_scalar`].
//!
//! Checked by `sim/tests/pcode.rs` against vectors generated from AMD's pseudocode.

use crate::fp::*;
use crate::sem::{run_cols, run_cols_pure, ColArgs, LaneCtx, Packed, Sem, Ty, ValuFn};
use crate::sem_valu::valu;

const U16: u8 = 0;
const I16: u8 = 1;
const U32: u8 = 2;
const I32: u8 = 3;
const F16: u8 = 4;
const F32: u8 = 5;
const F64: u8 = 6;

fn ty_code(s: &str) -> Option<u8> {
    Some(match s {
        "u16" => U16,
        "i16" => I16,
        "u32" => U32,
        "i32" => I32,
        "f16" => F16,
        "f32" => F32,
        "f64" => F64,
        _ => return None,
    })
}

fn ty_of(t: u8) -> Ty {
    match t {
        U16 | I16 => Ty::B16,
        U32 | I32 => Ty::B32,
        F16 => Ty::F16,
        F32 => Ty::F32,
        _ => Ty::F64,
    }
}

#[inline(always)]
fn ival(t: u8, x: u64) -> i64 {
    match t {
        U16 => x as u16 as i64,
        I16 => x as u16 as i16 as i64,
        U32 => x as u32 as i64,
        _ => x as u32 as i32 as i64,
    }
}

#[inline(always)]
fn fval(t: u8, x: u64) -> f64 {
    match t {
        F16 => h2d(x),
        F32 => f32_of(x) as f64,
        _ => f64_of(x),
    }
}

#[inline(always)]
fn sign(t: u8, x: u64) -> bool {
    match t {
        F16 => x & 0x8000 != 0,
        F32 => x & 0x8000_0000 != 0,
        _ => x >> 63 != 0,
    }
}

/// `V_MIN_*` (`max` false) / `V_MAX_*` of two raw values of type `t`.
#[inline(always)]
fn sel2(t: u8, a: u64, b: u64, ieee: bool, max: bool) -> u64 {
    if t < F16 {
        let (x, y) = (ival(t, a), ival(t, b));
        let take_a = if max { x >= y } else { x < y };
        return if take_a { a } else { b };
    }
    let ft = ty_of(t);
    if ieee {
        if is_snan_of(ft, a) {
            return a | quiet_bit(ft);
        }
        if is_snan_of(ft, b) {
            return b | quiet_bit(ft);
        }
    }
    if is_nan_of(ft, b) {
        return a;
    }
    if is_nan_of(ft, a) {
        return b;
    }
    let (x, y) = (fval(t, a), fval(t, b));
    let take_a = if x == 0.0 && y == 0.0 {
        // LT_NEG_ZERO / GT_NEG_ZERO of the manual: -0 < +0.
        if max {
            !sign(t, a) && sign(t, b)
        } else {
            sign(t, a) && !sign(t, b)
        }
    } else if max {
        x > y
    } else {
        x < y
    };
    if take_a {
        a
    } else {
        b
    }
}

#[inline(always)]
fn eq(t: u8, a: u64, b: u64) -> bool {
    if t < F16 {
        ival(t, a) == ival(t, b)
    } else {
        fval(t, a) == fval(t, b)
    }
}

const MIN: u8 = 0;
const MAX: u8 = 1;
const MIN3: u8 = 2;
const MAX3: u8 = 3;
const MED3: u8 = 4;
const MINMAX: u8 = 5;
const MAXMIN: u8 = 6;

/// The selection family: operation `OP` on type `T`.
fn sel<const OP: u8, const T: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    let ie = c.ieee;
    let min = |a, b| sel2(T, a, b, ie, false);
    let max = |a, b| sel2(T, a, b, ie, true);
    let (a, b, d) = (s[0], s[1], s[2]);
    match OP {
        MIN => min(a, b),
        MAX => max(a, b),
        MIN3 => min(min(a, b), d),
        MAX3 => max(max(a, b), d),
        MINMAX => max(min(a, b), d),
        MAXMIN => min(max(a, b), d),
        _ => {
            if T >= F16 {
                let ft = ty_of(T);
                if is_nan_of(ft, a) || is_nan_of(ft, b) || is_nan_of(ft, d) {
                    return min(min(a, b), d);
                }
            }
            let m = max(max(a, b), d);
            if eq(T, m, a) {
                max(b, d)
            } else if eq(T, m, b) {
                max(a, d)
            } else {
                max(a, b)
            }
        }
    }
}

const ADD: u8 = 0;
const SUB: u8 = 1;
const SUBREV: u8 = 2;
const MUL_LO: u8 = 3;
const MAD: u8 = 4;
const AND: u8 = 5;
const OR: u8 = 6;
const XOR: u8 = 7;
const NOT: u8 = 8;
/// `v_mad_u32_u16` / `v_mad_i32_i16`: 16-bit factors, 32-bit addend and result.
const MAD_WIDE: u8 = 9;
/// `v_cvt_u32_u16` / `v_cvt_i32_i16`.
const CVT_WIDE: u8 = 10;

/// The integer family: operation `OP` with result type `T`, saturating when `clamp`.
#[inline(always)]
fn arith(op: u8, t: u8, s: &[u64; 3], clamp: bool) -> u64 {
    let half = if t == U32 { U16 } else { I16 };
    let (a, b, c) = (ival(t, s[0]), ival(t, s[1]), ival(t, s[2]));
    let r: i64 = match op {
        ADD => a + b,
        SUB => a - b,
        SUBREV => b - a,
        MUL_LO => a.wrapping_mul(b),
        MAD => a * b + c,
        AND => a & b,
        OR => a | b,
        XOR => a ^ b,
        NOT => !a,
        MAD_WIDE => ival(half, s[0]) * ival(half, s[1]) + c,
        _ => ival(half, s[0]),
    };
    let (bits, signed) = match t {
        U16 => (16, false),
        I16 => (16, true),
        U32 => (32, false),
        _ => (32, true),
    };
    let r = if clamp && matches!(op, ADD | SUB | SUBREV | MAD | MAD_WIDE) {
        let (lo, hi) = if signed {
            (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
        } else {
            (0, (1i64 << bits) - 1)
        };
        r.clamp(lo, hi)
    } else {
        r
    };
    (r as u64) & ((1u64 << bits) - 1)
}

fn arith_lane<const OP: u8, const T: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    arith(OP, T, s, c.clamp)
}

#[inline(always)]
fn arith_pure<const OP: u8, const T: u8>(s: &[u64; 3]) -> u64 {
    arith(OP, T, s, false)
}

macro_rules! sel_fn {
    ($op:literal, $t:literal) => {{
        fn cols(a: &mut ColArgs) {
            run_cols(a, sel::<$op, $t>)
        }
        ValuFn {
            lane: sel::<$op, $t>,
            cols,
        }
    }};
}

macro_rules! arith_fn {
    ($op:literal, $t:literal) => {{
        fn cols(a: &mut ColArgs) {
            run_cols_pure(a, arith_pure::<$op, $t>)
        }
        ValuFn {
            lane: arith_lane::<$op, $t>,
            cols,
        }
    }};
}

macro_rules! by_ty {
    ($m:ident, $op:literal, $t:expr) => {
        match $t {
            0 => $m!($op, 0),
            1 => $m!($op, 1),
            2 => $m!($op, 2),
            3 => $m!($op, 3),
            4 => $m!($op, 4),
            5 => $m!($op, 5),
            _ => $m!($op, 6),
        }
    };
}

macro_rules! by_op {
    ($m:ident, $op:expr, $t:expr, [$($o:literal),*]) => {
        match $op {
            $($o => by_ty!($m, $o, $t),)*
            _ => unreachable!(),
        }
    };
}

/// The selection family's semantic of a canonical mnemonic.
fn selection(n: &str) -> Option<Sem> {
    let (op, ty) = n.strip_prefix("v_")?.rsplit_once('_')?;
    let t = ty_code(ty)?;
    let (code, nsrc) = match op {
        "min" => (MIN, 2),
        "max" => (MAX, 2),
        "min3" => (MIN3, 3),
        "max3" => (MAX3, 3),
        "med3" => (MED3, 3),
        "minmax" => (MINMAX, 3),
        "maxmin" => (MAXMIN, 3),
        _ => return None,
    };
    let f = by_op!(sel_fn, code, t, [0, 1, 2, 3, 4, 5, 6]);
    let tt = ty_of(t);
    let src = if nsrc == 2 {
        [tt, tt, Ty::None]
    } else {
        [tt, tt, tt]
    };
    Some(valu(f, src, tt, false))
}

/// The integer family's semantic of a canonical mnemonic.
fn integer(n: &str) -> Option<Sem> {
    use Ty::{None as N, B16 as H, B32 as W};
    let (code, t, src, dst) = match n {
        "v_add_u16" => (ADD, U16, [H, H, N], H),
        "v_sub_u16" => (SUB, U16, [H, H, N], H),
        "v_subrev_u16" => (SUBREV, U16, [H, H, N], H),
        "v_add_i16" => (ADD, I16, [H, H, N], H),
        "v_sub_i16" => (SUB, I16, [H, H, N], H),
        "v_add_u32" => (ADD, U32, [W, W, N], W),
        "v_sub_u32" => (SUB, U32, [W, W, N], W),
        "v_subrev_u32" => (SUBREV, U32, [W, W, N], W),
        "v_add_i32" => (ADD, I32, [W, W, N], W),
        "v_sub_i32" => (SUB, I32, [W, W, N], W),
        "v_mul_lo_u16" => (MUL_LO, U16, [H, H, N], H),
        "v_mad_u16" | "v_mad_legacy_u16" => (MAD, U16, [H, H, H], H),
        "v_mad_i16" | "v_mad_legacy_i16" => (MAD, I16, [H, H, H], H),
        "v_and_b16" => (AND, U16, [H, H, N], H),
        "v_or_b16" => (OR, U16, [H, H, N], H),
        "v_xor_b16" => (XOR, U16, [H, H, N], H),
        "v_not_b16" => (NOT, U16, [H, N, N], H),
        "v_mad_u32_u16" => (MAD_WIDE, U32, [H, H, W], W),
        "v_mad_i32_i16" => (MAD_WIDE, I32, [H, H, W], W),
        "v_cvt_u32_u16" => (CVT_WIDE, U32, [H, N, N], W),
        "v_cvt_i32_i16" => (CVT_WIDE, I32, [H, N, N], W),
        _ => return None,
    };
    let f = by_op!(arith_fn, code, t, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    Some(valu(f, src, dst, false))
}

/// VALU semantics of this module's families.
pub fn family(n: &str) -> Option<Sem> {
    selection(n)
        .or_else(|| integer(n))
        .or_else(|| crate::sem_reduce::family(n))
        .or_else(|| crate::sem_misc::family(n))
        .or_else(|| crate::sem_legacy::family(n))
        .or_else(|| crate::fp8::family(n))
}

/// The packed family: `v_pk_<op>_<ty>` is the scalar `v_<op>_<ty>` (looked up with `scalar`)
/// on each half; `v_pk_fmac_f16` is `v_fma_f16` accumulating into the destination.
pub fn packed_of_scalar(n: &str, scalar: impl Fn(&str) -> Option<Sem>) -> Option<Sem> {
    let rest = n.strip_prefix("v_pk_")?;
    let (name, acc) = match rest {
        "fmac_f16" => ("v_fma_f16".to_string(), true),
        _ => (format!("v_{rest}"), false),
    };
    let Sem::Valu(x) = scalar(&name)? else {
        return None;
    };
    let half = x.dst.bits() as u8;
    if x.cout || x.cin || !(half == 16 || half == 32) {
        return None;
    }
    let nsrc = x.src.iter().filter(|&&t| t != Ty::None).count() as u8;
    Some(Sem::Packed(Packed {
        f: x.f,
        half,
        nsrc,
        float: x.dst.is_float(),
        nan: x.nan,
        acc,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(n: &str, s: [u64; 3], ieee: bool, clamp: bool) -> u64 {
        let Some(Sem::Valu(v)) = family(n) else {
            panic!("{n}: no family")
        };
        let mut c = LaneCtx {
            ieee,
            clamp,
            ..LaneCtx::default()
        };
        (v.f.lane)(&s, &mut c)
    }

    #[test]
    fn selection_nan_and_zero_rules() {
        let (qa, qb, sn) = (0x7fc0_0001u64, 0x7fc0_0002u64, 0x7f80_0001u64);
        // Both quiet: S1 NaN returns S0.
        assert_eq!(run("v_min_f32", [qa, qb, 0], true, false), qa);
        assert_eq!(
            run("v_max_f32", [qa, 0x3f80_0000, 0], true, false),
            0x3f80_0000
        );
        // Signalling, IEEE: quieted; not IEEE: the other operand.
        assert_eq!(
            run("v_min_f32", [sn, 0x3f80_0000, 0], true, false),
            0x7fc0_0001
        );
        assert_eq!(
            run("v_min_f32", [sn, 0x3f80_0000, 0], false, false),
            0x3f80_0000
        );
        // -0 < +0 either order.
        assert_eq!(
            run("v_min_f32", [0, 0x8000_0000, 0], true, false),
            0x8000_0000
        );
        assert_eq!(run("v_max_f16", [0x8000, 0, 0], true, false), 0);
        // med3 with a NaN is min3.
        assert_eq!(
            run("v_med3_f32", [qa, 0x4000_0000, 0x3f80_0000], true, false),
            0x3f80_0000
        );
        assert_eq!(run("v_med3_i16", [0xffff, 5, 3], true, false), 3);
        assert_eq!(run("v_minmax_u32", [7, 3, 5], true, false), 5);
        assert_eq!(run("v_maxmin_i32", [7, 3, 5], true, false), 5);
    }

    #[test]
    fn integer_clamp_saturates() {
        assert_eq!(run("v_add_u16", [0xffff, 2, 0], true, false), 1);
        assert_eq!(run("v_add_u16", [0xffff, 2, 0], true, true), 0xffff);
        assert_eq!(run("v_sub_u32", [1, 2, 0], true, true), 0);
        assert_eq!(
            run("v_add_i32", [0x7fff_ffff, 1, 0], true, true),
            0x7fff_ffff
        );
        assert_eq!(run("v_sub_i16", [0x8000, 1, 0], true, true), 0x8000);
        assert_eq!(
            run("v_mad_u32_u16", [0xffff, 0xffff, 1], true, false),
            0xfffe_0002
        );
        assert_eq!(
            run("v_cvt_i32_i16", [0x8000, 0, 0], true, false),
            0xffff_8000
        );
    }
}
