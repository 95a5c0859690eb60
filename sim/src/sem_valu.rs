//! Vector ALU semantics: each VALU mnemonic → a per-lane function plus its operand types.
//!
//! Guarantees: sources and results are typed ([`Ty`]); the executor reads each source by its
//! type (16-bit halves with `op_sel`, 64-bit register pairs, inline constants per type), applies
//! `abs`/`neg` to float sources and `omod`/`clamp` to float results, and flushes denormals as the
//! kernel's MODE says. Carry-in/out, compare results and `v_cmpx` EXEC writes come from the
//! operand signature (leading `VCC` / `SD` = carry-out, trailing `VCC` / `S2:m` = carry-in).
//! Compares use const-generic predicates: `0 f, 1 lt, 2 eq, 3 le, 4 gt, 5 lg/ne, 6 ge, 7 o,
//! 8 u, 9 nge, 10 nlg, 11 ngt, 12 nle, 13 neq, 14 nlt, 15 tru/t`.

use crate::fp::*;
use crate::sem::{run_cols, run_cols_pure, ColArgs, LaneCtx, Packed, Sem, Ty, Valu, ValuFn};
use gfxc_isa::table::{InstDef, SigField};

use Ty::{None as N, B16 as H, B32 as W, B64 as D, F16 as FH, F32 as FS, F64 as FD};

fn v(f: ValuFn, src: [Ty; 3], dst: Ty) -> Sem {
    valu(f, src, dst, true)
}

/// A plain VALU semantic (no carry, no compare, no literal position); `nan`: the result of a
/// NaN operand follows the hardware NaN rule (`crate::fp::fix_nan`).
pub(crate) fn valu(f: ValuFn, src: [Ty; 3], dst: Ty, nan: bool) -> Sem {
    Sem::Valu(Valu {
        f,
        src,
        dst,
        cin: false,
        cout: false,
        cmpx: false,
        d_is_src2: false,
        neg_signs: false,
        k_pos: 0,
        nan,
        nan_s1_first: false,
    })
}

macro_rules! lam {
    (|$s:ident, $c:ident| $e:expr) => {{
        fn lane($s: &[u64; 3], $c: &mut LaneCtx) -> u64 {
            let _ = &$c;
            $e
        }
        fn cols(a: &mut ColArgs) {
            run_cols(a, lane)
        }
        ValuFn { lane, cols }
    }};
    (|$s:ident| $e:expr) => {{
        #[inline(always)]
        fn pure($s: &[u64; 3]) -> u64 {
            $e
        }
        fn lane(s: &[u64; 3], _c: &mut LaneCtx) -> u64 {
            pure(s)
        }
        fn cols(a: &mut ColArgs) {
            run_cols_pure(a, pure)
        }
        ValuFn { lane, cols }
    }};
}

/// A [`ValuFn`] from a named lane function.
macro_rules! vf {
    ($p:expr) => {{
        fn cols(a: &mut ColArgs) {
            run_cols(a, $p)
        }
        ValuFn { lane: $p, cols }
    }};
}

// The negated forms are the unordered predicates (true on NaN) and `lg` is `<` or `>` (false
// on NaN), as the ISA defines them: the comparisons are written as the ISA states them.
#[allow(
    clippy::neg_cmp_op_on_partial_ord,
    clippy::nonminimal_bool,
    clippy::double_comparisons
)]
fn fpred(op: u8, a: f64, b: f64) -> bool {
    let un = a.is_nan() || b.is_nan();
    match op {
        0 => false,
        1 => a < b,
        2 => a == b,
        3 => a <= b,
        4 => a > b,
        5 => a < b || a > b,
        6 => a >= b,
        7 => !un,
        8 => un,
        9 => !(a >= b),
        10 => !(a < b || a > b),
        11 => !(a > b),
        12 => !(a <= b),
        13 => a != b,
        14 => !(a < b),
        _ => true,
    }
}

fn ipred<T: Ord>(op: u8, a: T, b: T) -> bool {
    match op {
        0 => false,
        1 => a < b,
        2 => a == b,
        3 => a <= b,
        4 => a > b,
        5 => a != b,
        6 => a >= b,
        _ => true,
    }
}

fn cmp_f16<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = fpred(OP, h2d(s[0]), h2d(s[1]));
    0
}
fn cmp_f32<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = fpred(OP, f32_of(s[0]) as f64, f32_of(s[1]) as f64);
    0
}
fn cmp_f64<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = fpred(OP, f64_of(s[0]), f64_of(s[1]));
    0
}
fn cmp_i16<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = ipred(OP, s[0] as i16, s[1] as i16);
    0
}
fn cmp_u16<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = ipred(OP, s[0] as u16, s[1] as u16);
    0
}
fn cmp_i32<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = ipred(OP, s[0] as i32, s[1] as i32);
    0
}
fn cmp_u32<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = ipred(OP, s[0] as u32, s[1] as u32);
    0
}
fn cmp_i64<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = ipred(OP, s[0] as i64, s[1] as i64);
    0
}
fn cmp_u64<const OP: u8>(s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    c.carry = ipred(OP, s[0], s[1]);
    0
}

macro_rules! cmp_table {
    ($f:ident, $op:expr) => {
        match $op {
            0 => vf!($f::<0>),
            1 => vf!($f::<1>),
            2 => vf!($f::<2>),
            3 => vf!($f::<3>),
            4 => vf!($f::<4>),
            5 => vf!($f::<5>),
            6 => vf!($f::<6>),
            7 => vf!($f::<7>),
            8 => vf!($f::<8>),
            9 => vf!($f::<9>),
            10 => vf!($f::<10>),
            11 => vf!($f::<11>),
            12 => vf!($f::<12>),
            13 => vf!($f::<13>),
            14 => vf!($f::<14>),
            _ => vf!($f::<15>),
        }
    };
}

fn compare(n: &str) -> Option<Sem> {
    let (rest, cmpx) = if let Some(r) = n.strip_prefix("v_cmpx_") {
        (r, true)
    } else {
        (n.strip_prefix("v_cmp_")?, false)
    };
    let (op, ty) = rest.rsplit_once('_')?;
    let mk = |f: ValuFn, t: Ty| {
        Sem::Valu(Valu {
            f,
            src: [t, t, N],
            dst: Ty::Mask,
            cin: false,
            cout: true,
            cmpx,
            d_is_src2: false,
            neg_signs: false,
            k_pos: 0,
            nan: false,
            nan_s1_first: false,
        })
    };
    if op == "class" {
        let (f, t): (ValuFn, Ty) = match ty {
            "f32" => (
                lam!(|s, c| {
                    let x = s[0] as u32;
                    c.carry = class(
                        f32_of(s[0]) as f64,
                        x & 0x7fc0_0000 == 0x7f80_0000 && x & 0x3f_ffff != 0,
                        x & 0x7f80_0000 == 0 && x & 0x7f_ffff != 0,
                        s[1] as u32,
                    );
                    0
                }),
                FS,
            ),
            "f64" => (
                lam!(|s, c| {
                    let x = s[0];
                    c.carry = class(
                        f64_of(x),
                        x >> 51 & 0xfff == 0xffe && x & ((1 << 51) - 1) != 0,
                        x >> 52 & 0x7ff == 0 && x & ((1 << 52) - 1) != 0,
                        s[1] as u32,
                    );
                    0
                }),
                FD,
            ),
            "f16" => (
                lam!(|s, c| {
                    let x = s[0] as u32 & 0xffff;
                    c.carry = class(
                        h2d(s[0]),
                        x & 0x7e00 == 0x7c00 && x & 0x1ff != 0,
                        x & 0x7c00 == 0 && x & 0x3ff != 0,
                        s[1] as u32,
                    );
                    0
                }),
                FH,
            ),
            _ => return None,
        };
        let Sem::Valu(mut x) = mk(f, t) else {
            return None;
        };
        x.src[1] = W;
        return Some(Sem::Valu(x));
    }
    let code = match op {
        "f" => 0,
        "lt" => 1,
        "eq" => 2,
        "le" => 3,
        "gt" => 4,
        "lg" | "ne" => 5,
        "ge" => 6,
        "o" => 7,
        "u" => 8,
        "nge" => 9,
        "nlg" => 10,
        "ngt" => 11,
        "nle" => 12,
        "neq" => 13,
        "nlt" => 14,
        "tru" | "t" => 15,
        _ => return None,
    };
    let int = ty.starts_with('i') || ty.starts_with('u');
    if int && (7..15).contains(&code) {
        return None;
    }
    Some(match ty {
        "f16" => mk(cmp_table!(cmp_f16, code), FH),
        "f32" => mk(cmp_table!(cmp_f32, code), FS),
        "f64" => mk(cmp_table!(cmp_f64, code), FD),
        "i16" => mk(cmp_table!(cmp_i16, code), H),
        "u16" => mk(cmp_table!(cmp_u16, code), H),
        "i32" => mk(cmp_table!(cmp_i32, code), W),
        "u32" => mk(cmp_table!(cmp_u32, code), W),
        "i64" => mk(cmp_table!(cmp_i64, code), D),
        "u64" => mk(cmp_table!(cmp_u64, code), D),
        _ => return None,
    })
}

fn bfe(v: u32, off: u32, w: u32, signed: bool) -> u32 {
    let (off, w) = (off & 31, w & 31);
    if w == 0 {
        return 0;
    }
    let x = v >> off;
    let m = if w >= 32 { x } else { x & ((1 << w) - 1) };
    if signed && w < 32 && (m >> (w - 1)) & 1 != 0 {
        m | !((1 << w) - 1)
    } else {
        m
    }
}

fn ffbh_i32(x: u32) -> u32 {
    let s = x as i32;
    if s == 0 || s == -1 {
        u32::MAX
    } else if s < 0 {
        (!x).leading_zeros()
    } else {
        x.leading_zeros()
    }
}

/// `a + b + cin` with carry-out; saturated to `u32::MAX` under `clamp`.
fn add_co(a: u64, b: u64, cin: u64, c: &mut LaneCtx) -> u64 {
    let r = (a as u32 as u64) + (b as u32 as u64) + cin;
    c.carry = r >> 32 != 0;
    if c.clamp && c.carry {
        u32::MAX as u64
    } else {
        r as u32 as u64
    }
}

/// `a - b - bin` with borrow-out; saturated to 0 under `clamp`.
fn sub_co(a: u64, b: u64, bin: i64, c: &mut LaneCtx) -> u64 {
    let r = (a as u32 as i64) - (b as u32 as i64) - bin;
    c.carry = r < 0;
    if c.clamp && c.carry {
        0
    } else {
        r as u32 as u64
    }
}

/// Integer and bit VALU ops.
fn int_op(n: &str) -> Option<Sem> {
    Some(match n {
        "v_mov_b32" | "v_accvgpr_read_b32" | "v_accvgpr_write_b32" | "v_accvgpr_mov_b32" => {
            v(lam!(|s| s[0]), [W, N, N], W)
        }
        "v_mov_b64" => v(lam!(|s| s[0]), [D, N, N], D),
        // With the VOP3 `clamp` bit the result saturates (unsigned: to 0xffffffff on a carry,
        // to 0 on a borrow) and the carry-out is that of the unclamped operation: how LLVM
        // selects `uadd.sat`/`usub.sat` on GFX8 (`v_add_u32_e64 ... clamp`, the carry-out
        // form) and how llc-19 computes `ctlz.i64` there (`v_add_u32_e64 v, s[0:1], v, 32
        // clamp` of `ffbh` = -1 must stay -1; fuzz seed 113).
        "v_add_co_u32" => v(lam!(|s, c| add_co(s[0], s[1], 0, c)), [W, W, N], W),
        "v_sub_co_u32" => v(lam!(|s, c| sub_co(s[0], s[1], 0, c)), [W, W, N], W),
        "v_subrev_co_u32" => v(lam!(|s, c| sub_co(s[1], s[0], 0, c)), [W, W, N], W),
        "v_addc_co_u32" => v(
            lam!(|s, c| add_co(s[0], s[1], c.carry as u64, c)),
            [W, W, N],
            W,
        ),
        "v_subb_co_u32" => v(
            lam!(|s, c| sub_co(s[0], s[1], c.carry as i64, c)),
            [W, W, N],
            W,
        ),
        "v_subbrev_co_u32" => v(
            lam!(|s, c| sub_co(s[1], s[0], c.carry as i64, c)),
            [W, W, N],
            W,
        ),
        "v_cndmask_b32" => v(lam!(|s, c| if c.carry { s[1] } else { s[0] }), [W, W, N], W),
        "v_cndmask_b16" => v(lam!(|s, c| if c.carry { s[1] } else { s[0] }), [H, H, N], H),
        "v_and_b32" => v(lam!(|s| s[0] & s[1]), [W, W, N], W),
        "v_or_b32" => v(lam!(|s| s[0] | s[1]), [W, W, N], W),
        "v_xor_b32" => v(lam!(|s| s[0] ^ s[1]), [W, W, N], W),
        "v_xnor_b32" => v(lam!(|s| !(s[0] ^ s[1]) & 0xffff_ffff), [W, W, N], W),
        "v_not_b32" => v(lam!(|s| !s[0] & 0xffff_ffff), [W, N, N], W),
        "v_lshlrev_b32" => v(
            lam!(|s| ((s[1] as u32) << (s[0] & 31)) as u64),
            [W, W, N],
            W,
        ),
        "v_lshrrev_b32" => v(
            lam!(|s| ((s[1] as u32) >> (s[0] & 31)) as u64),
            [W, W, N],
            W,
        ),
        "v_ashrrev_i32" => v(
            lam!(|s| ((s[1] as i32) >> (s[0] & 31)) as u32 as u64),
            [W, W, N],
            W,
        ),
        "v_lshlrev_b64" => v(lam!(|s| s[1] << (s[0] & 63)), [W, D, N], D),
        "v_lshrrev_b64" => v(lam!(|s| s[1] >> (s[0] & 63)), [W, D, N], D),
        "v_ashrrev_i64" => v(
            lam!(|s| ((s[1] as i64) >> (s[0] & 63)) as u64),
            [W, D, N],
            D,
        ),
        // GFX6/GFX7 (and GFX8 for the 64-bit ones) also have the shifts with the value first.
        "v_lshl_b32" => v(
            lam!(|s| ((s[0] as u32) << (s[1] & 31)) as u64),
            [W, W, N],
            W,
        ),
        "v_lshr_b32" => v(
            lam!(|s| ((s[0] as u32) >> (s[1] & 31)) as u64),
            [W, W, N],
            W,
        ),
        "v_ashr_i32" => v(
            lam!(|s| ((s[0] as i32) >> (s[1] & 31)) as u32 as u64),
            [W, W, N],
            W,
        ),
        "v_lshl_b64" => v(lam!(|s| s[0] << (s[1] & 63)), [D, W, N], D),
        "v_lshr_b64" => v(lam!(|s| s[0] >> (s[1] & 63)), [D, W, N], D),
        "v_ashr_i64" => v(
            lam!(|s| ((s[0] as i64) >> (s[1] & 63)) as u64),
            [D, W, N],
            D,
        ),
        "v_lshl_add_u64" => v(
            lam!(|s| (s[0] << (s[1] & 7)).wrapping_add(s[2])),
            [D, W, D],
            D,
        ),
        "v_mul_lo_u32" | "v_mul_lo_i32" => v(
            lam!(|s| (s[0] as u32).wrapping_mul(s[1] as u32) as u64),
            [W, W, N],
            W,
        ),
        "v_mul_hi_u32" => v(
            lam!(|s| (s[0] as u32 as u64 * s[1] as u32 as u64) >> 32),
            [W, W, N],
            W,
        ),
        "v_mul_hi_i32" => v(
            lam!(|s| ((s[0] as i32 as i64 * s[1] as i32 as i64) >> 32) as u32 as u64),
            [W, W, N],
            W,
        ),
        "v_mul_u32_u24" => v(
            lam!(|s| ((s[0] & 0xff_ffff) * (s[1] & 0xff_ffff)) as u32 as u64),
            [W, W, N],
            W,
        ),
        "v_mul_hi_u32_u24" => v(
            lam!(|s| ((s[0] & 0xff_ffff) * (s[1] & 0xff_ffff)) >> 32),
            [W, W, N],
            W,
        ),
        "v_mul_i32_i24" => v(
            lam!(|s| (((s[0] << 40) as i64 >> 40) * ((s[1] << 40) as i64 >> 40)) as u32 as u64),
            [W, W, N],
            W,
        ),
        "v_mad_u32_u24" => v(
            lam!(
                |s| ((s[0] & 0xff_ffff) * (s[1] & 0xff_ffff) + (s[2] & 0xffff_ffff)) as u32 as u64
            ),
            [W, W, W],
            W,
        ),
        "v_mad_i32_i24" => v(
            lam!(
                |s| ((((s[0] << 40) as i64 >> 40) * ((s[1] << 40) as i64 >> 40))
                    + s[2] as i32 as i64) as u32 as u64
            ),
            [W, W, W],
            W,
        ),
        "v_mad_u64_u32" => v(
            lam!(|s, c| {
                let r = (s[0] as u32 as u128) * (s[1] as u32 as u128) + s[2] as u128;
                c.carry = r >> 64 != 0;
                r as u64
            }),
            [W, W, D],
            D,
        ),
        "v_mad_i64_i32" => v(
            lam!(|s, c| {
                let r = (s[0] as i32 as i128) * (s[1] as i32 as i128) + s[2] as i64 as i128;
                c.carry = r > i64::MAX as i128 || r < i64::MIN as i128;
                r as u64
            }),
            [W, W, D],
            D,
        ),
        "v_add3_u32" => v(lam!(|s| (s[0] + s[1] + s[2]) as u32 as u64), [W, W, W], W),
        "v_lshl_add_u32" => v(
            lam!(|s| (((s[0] as u32) << (s[1] & 31)) as u64 + s[2]) as u32 as u64),
            [W, W, W],
            W,
        ),
        "v_add_lshl_u32" => v(
            lam!(|s| ((s[0] + s[1]) as u32).wrapping_shl(s[2] as u32 & 31) as u64),
            [W, W, W],
            W,
        ),
        "v_lshl_or_b32" => v(
            lam!(|s| (((s[0] as u32) << (s[1] & 31)) as u64) | s[2]),
            [W, W, W],
            W,
        ),
        "v_and_or_b32" => v(lam!(|s| (s[0] & s[1]) | s[2]), [W, W, W], W),
        "v_or3_b32" => v(lam!(|s| s[0] | s[1] | s[2]), [W, W, W], W),
        "v_xor3_b32" => v(lam!(|s| s[0] ^ s[1] ^ s[2]), [W, W, W], W),
        "v_xad_u32" => v(lam!(|s| ((s[0] ^ s[1]) + s[2]) as u32 as u64), [W, W, W], W),
        "v_bfe_u32" => v(
            lam!(|s| bfe(s[0] as u32, s[1] as u32, s[2] as u32, false) as u64),
            [W, W, W],
            W,
        ),
        "v_bfe_i32" => v(
            lam!(|s| bfe(s[0] as u32, s[1] as u32, s[2] as u32, true) as u64),
            [W, W, W],
            W,
        ),
        "v_bfi_b32" => v(
            lam!(|s| (s[0] & s[1]) | (!s[0] & s[2] & 0xffff_ffff)),
            [W, W, W],
            W,
        ),
        "v_bfm_b32" => v(
            lam!(|s| (((1u64 << (s[0] & 31)) - 1) << (s[1] & 31)) as u32 as u64),
            [W, W, N],
            W,
        ),
        "v_alignbit_b32" => v(
            lam!(
                |s| ((((s[0] & 0xffff_ffff) << 32) | (s[1] & 0xffff_ffff)) >> (s[2] & 31)) as u32
                    as u64
            ),
            [W, W, W],
            W,
        ),
        "v_alignbyte_b32" => v(
            lam!(
                |s| ((((s[0] & 0xffff_ffff) << 32) | (s[1] & 0xffff_ffff)) >> (8 * (s[2] & 3)))
                    as u32 as u64
            ),
            [W, W, W],
            W,
        ),
        "v_bcnt_u32_b32" => v(
            lam!(|s| (s[0] as u32).count_ones().wrapping_add(s[1] as u32) as u64),
            [W, W, N],
            W,
        ),
        "v_mbcnt_lo_u32_b32" => v(
            lam!(|s, c| {
                let m = if c.lane >= 32 {
                    u32::MAX
                } else {
                    (1u32 << c.lane) - 1
                };
                (s[0] as u32 & m).count_ones().wrapping_add(s[1] as u32) as u64
            }),
            [W, W, N],
            W,
        ),
        "v_mbcnt_hi_u32_b32" => v(
            lam!(|s, c| {
                let m = if c.lane < 32 {
                    0
                } else {
                    (1u32 << (c.lane - 32)) - 1
                };
                (s[0] as u32 & m).count_ones().wrapping_add(s[1] as u32) as u64
            }),
            [W, W, N],
            W,
        ),
        "v_ffbh_u32" => v(
            lam!(|s| if s[0] as u32 == 0 {
                u32::MAX as u64
            } else {
                (s[0] as u32).leading_zeros() as u64
            }),
            [W, N, N],
            W,
        ),
        "v_ffbl_b32" => v(
            lam!(|s| if s[0] as u32 == 0 {
                u32::MAX as u64
            } else {
                (s[0] as u32).trailing_zeros() as u64
            }),
            [W, N, N],
            W,
        ),
        "v_ffbh_i32" => v(lam!(|s| ffbh_i32(s[0] as u32) as u64), [W, N, N], W),
        "v_bfrev_b32" => v(lam!(|s| (s[0] as u32).reverse_bits() as u64), [W, N, N], W),
        "v_lshlrev_b16" => v(
            lam!(|s| ((s[1] as u16) << (s[0] & 15)) as u64),
            [H, H, N],
            H,
        ),
        "v_lshrrev_b16" => v(
            lam!(|s| ((s[1] as u16) >> (s[0] & 15)) as u64),
            [H, H, N],
            H,
        ),
        "v_ashrrev_i16" => v(
            lam!(|s| ((s[1] as i16) >> (s[0] & 15)) as u16 as u64),
            [H, H, N],
            H,
        ),
        "v_pack_b32_f16" => v(
            lam!(|s| (s[0] & 0xffff) | (s[1] & 0xffff) << 16),
            [FH, FH, N],
            W,
        ),
        _ => return None,
    })
}

/// Float VALU ops.
fn float_op(n: &str) -> Option<Sem> {
    Some(match n {
        "v_add_f32" => v(lam!(|s| b32(f32_of(s[0]) + f32_of(s[1]))), [FS, FS, N], FS),
        "v_sub_f32" => v(lam!(|s| b32(f32_of(s[0]) - f32_of(s[1]))), [FS, FS, N], FS),
        "v_subrev_f32" => v(lam!(|s| b32(f32_of(s[1]) - f32_of(s[0]))), [FS, FS, N], FS),
        "v_mul_f32" => v(lam!(|s| b32(f32_of(s[0]) * f32_of(s[1]))), [FS, FS, N], FS),
        "v_mul_legacy_f32" | "v_mul_dx9_zero_f32" => v(
            lam!(|s| {
                let (a, b) = (f32_of(s[0]), f32_of(s[1]));
                if a == 0.0 || b == 0.0 {
                    0
                } else {
                    b32(a * b)
                }
            }),
            [FS, FS, N],
            FS,
        ),
        // DX9 ("legacy") zero rule: a zero factor makes the product +0 even for inf / NaN
        // (V_FMA_DX9_ZERO_F32 pseudocode: S0 or S1 zero gives S2). The GFX6/GFX7 and
        // GFX10.3 spellings.
        "v_fma_legacy_f32" | "v_fmac_legacy_f32" | "v_fma_dx9_zero_f32" | "v_fmac_dx9_zero_f32" => {
            v(
                lam!(|s| {
                    let (a, b, c) = (f32_of(s[0]), f32_of(s[1]), f32_of(s[2]));
                    if a == 0.0 || b == 0.0 {
                        s[2] & 0xffff_ffff
                    } else {
                        fix_nan(Ty::F32, b32(a.mul_add(b, c)), s, &[FS, FS, FS])
                    }
                }),
                [FS, FS, FS],
                FS,
            )
        }
        "v_mad_legacy_f32" | "v_mac_legacy_f32" => v(
            lam!(|s| {
                let (a, b, c) = (f32_of(s[0]), f32_of(s[1]), f32_of(s[2]));
                let p = if a == 0.0 || b == 0.0 { 0.0 } else { a * b };
                b32(p + c)
            }),
            [FS, FS, FS],
            FS,
        ),
        // GFX6/GFX7 DX9 min/max: `S0 < S1 ? S0 : S1` / `S0 >= S1 ? S0 : S1` (a NaN gives S1).
        "v_min_legacy_f32" => v(
            lam!(|s| if f32_of(s[0]) < f32_of(s[1]) {
                s[0]
            } else {
                s[1]
            }),
            [FS, FS, N],
            FS,
        ),
        "v_max_legacy_f32" => v(
            lam!(|s| if f32_of(s[0]) >= f32_of(s[1]) {
                s[0]
            } else {
                s[1]
            }),
            [FS, FS, N],
            FS,
        ),
        "v_fma_f32" | "v_fmac_f32" | "v_fmaak_f32" | "v_fmamk_f32" => v(
            lam!(|s| b32(f32_of(s[0]).mul_add(f32_of(s[1]), f32_of(s[2])))),
            [FS, FS, FS],
            FS,
        ),
        "v_mad_f32" | "v_mac_f32" | "v_madak_f32" | "v_madmk_f32" => v(
            lam!(|s| b32(f32_of(s[0]) * f32_of(s[1]) + f32_of(s[2]))),
            [FS, FS, FS],
            FS,
        ),
        "v_rcp_f32" | "v_rcp_iflag_f32" => v(lam!(|s| b32(1.0 / f32_of(s[0]))), [FS, N, N], FS),
        "v_rsq_f32" => v(
            lam!(|s| b32((1.0 / (f32_of(s[0]) as f64).sqrt()) as f32)),
            [FS, N, N],
            FS,
        ),
        "v_sqrt_f32" => v(lam!(|s| b32(f32_of(s[0]).sqrt())), [FS, N, N], FS),
        "v_exp_f32" => v(
            lam!(|s| b32((f32_of(s[0]) as f64).exp2() as f32)),
            [FS, N, N],
            FS,
        ),
        "v_log_f32" => v(
            lam!(|s| b32((f32_of(s[0]) as f64).log2() as f32)),
            [FS, N, N],
            FS,
        ),
        "v_sin_f32" => v(
            lam!(|s| b32(((f32_of(s[0]) as f64) * std::f64::consts::TAU).sin() as f32)),
            [FS, N, N],
            FS,
        ),
        "v_cos_f32" => v(
            lam!(|s| b32(((f32_of(s[0]) as f64) * std::f64::consts::TAU).cos() as f32)),
            [FS, N, N],
            FS,
        ),
        "v_fract_f32" => v(lam!(|s| b32(fract32(f32_of(s[0])))), [FS, N, N], FS),
        "v_trunc_f32" => v(lam!(|s| b32(f32_of(s[0]).trunc())), [FS, N, N], FS),
        "v_ceil_f32" => v(lam!(|s| b32(f32_of(s[0]).ceil())), [FS, N, N], FS),
        "v_floor_f32" => v(lam!(|s| b32(f32_of(s[0]).floor())), [FS, N, N], FS),
        "v_rndne_f32" => v(
            lam!(|s| b32(rndne(f32_of(s[0]) as f64) as f32)),
            [FS, N, N],
            FS,
        ),
        "v_ldexp_f32" => v(
            lam!(|s| b32(ldexp_f32(f32_of(s[0]), s[1] as i32))),
            [FS, W, N],
            FS,
        ),
        "v_frexp_mant_f32" => v(
            lam!(|s| {
                let x = f32_of(s[0]);
                if x == 0.0 || !x.is_finite() {
                    return s[0] & 0xffff_ffff;
                }
                b32(frexp(x as f64).0 as f32)
            }),
            [FS, N, N],
            FS,
        ),
        "v_frexp_exp_i32_f32" => v(
            lam!(|s| {
                let x = f32_of(s[0]);
                if x == 0.0 || !x.is_finite() {
                    return 0;
                }
                let (_, e) = frexp(x as f64);
                e as u32 as u64
            }),
            [FS, N, N],
            W,
        ),
        "v_div_scale_f32" => v(
            lam!(|s, c| {
                let (r, vcc) = div_scale32(f32_of(s[0]), f32_of(s[1]), f32_of(s[2]));
                c.carry = vcc;
                b32(r)
            }),
            [FS, FS, FS],
            FS,
        ),
        "v_div_fmas_f32" => v(
            lam!(|s, c| b32(div_fmas32(
                f32_of(s[0]),
                f32_of(s[1]),
                f32_of(s[2]),
                c.carry
            ))),
            [FS, FS, FS],
            FS,
        ),
        "v_div_fixup_f32" => v(lam!(|s| div_fixup_bits(Ty::F32, s)), [FS, FS, FS], FS),
        // f64.
        "v_add_f64" => v(lam!(|s| b64(f64_of(s[0]) + f64_of(s[1]))), [FD, FD, N], FD),
        "v_mul_f64" => v(lam!(|s| b64(f64_of(s[0]) * f64_of(s[1]))), [FD, FD, N], FD),
        "v_fma_f64" | "v_fmac_f64" => v(
            lam!(|s| b64(f64_of(s[0]).mul_add(f64_of(s[1]), f64_of(s[2])))),
            [FD, FD, FD],
            FD,
        ),
        "v_rcp_f64" => v(lam!(|s| b64(1.0 / f64_of(s[0]))), [FD, N, N], FD),
        "v_rsq_f64" => v(lam!(|s| b64(1.0 / f64_of(s[0]).sqrt())), [FD, N, N], FD),
        "v_sqrt_f64" => v(lam!(|s| b64(f64_of(s[0]).sqrt())), [FD, N, N], FD),
        "v_fract_f64" => v(lam!(|s| b64(fract64(f64_of(s[0])))), [FD, N, N], FD),
        "v_trunc_f64" => v(lam!(|s| b64(f64_of(s[0]).trunc())), [FD, N, N], FD),
        "v_ceil_f64" => v(lam!(|s| b64(f64_of(s[0]).ceil())), [FD, N, N], FD),
        "v_floor_f64" => v(lam!(|s| b64(f64_of(s[0]).floor())), [FD, N, N], FD),
        "v_rndne_f64" => v(lam!(|s| b64(rndne(f64_of(s[0])))), [FD, N, N], FD),
        "v_ldexp_f64" => v(
            lam!(|s| b64(ldexp_f64(f64_of(s[0]), s[1] as i32))),
            [FD, W, N],
            FD,
        ),
        "v_frexp_exp_i32_f64" => v(
            lam!(|s| {
                let x = f64_of(s[0]);
                if x == 0.0 || !x.is_finite() {
                    return 0;
                }
                frexp(x).1 as u32 as u64
            }),
            [FD, N, N],
            W,
        ),
        "v_frexp_mant_f64" => v(
            lam!(|s| {
                let x = f64_of(s[0]);
                if x == 0.0 || !x.is_finite() {
                    return s[0];
                }
                b64(frexp(x).0)
            }),
            [FD, N, N],
            FD,
        ),
        "v_div_scale_f64" => v(
            lam!(|s, c| {
                let (r, vcc) = div_scale64(f64_of(s[0]), f64_of(s[1]), f64_of(s[2]));
                c.carry = vcc;
                b64(r)
            }),
            [FD, FD, FD],
            FD,
        ),
        "v_div_fmas_f64" => v(
            lam!(|s, c| b64(div_fmas64(
                f64_of(s[0]),
                f64_of(s[1]),
                f64_of(s[2]),
                c.carry
            ))),
            [FD, FD, FD],
            FD,
        ),
        "v_div_fixup_f64" => v(lam!(|s| div_fixup_bits(Ty::F64, s)), [FD, FD, FD], FD),
        // f16.
        "v_add_f16" => v(lam!(|s| f2h(h2f(s[0]) + h2f(s[1]))), [FH, FH, N], FH),
        "v_sub_f16" => v(lam!(|s| f2h(h2f(s[0]) - h2f(s[1]))), [FH, FH, N], FH),
        "v_subrev_f16" => v(lam!(|s| f2h(h2f(s[1]) - h2f(s[0]))), [FH, FH, N], FH),
        "v_mul_f16" => v(lam!(|s| f2h(h2f(s[0]) * h2f(s[1]))), [FH, FH, N], FH),
        "v_fma_f16" | "v_fmac_f16" | "v_fmaak_f16" | "v_fmamk_f16" | "v_fma_legacy_f16" => {
            v(lam!(|s| fma16(s[0], s[1], s[2])), [FH, FH, FH], FH)
        }
        // `v_mad_legacy_f16`, `v_fma_legacy_f16`, `v_div_fixup_legacy_f16`: GFX9's GFX8-encoded
        // forms ("legacy" = no op_sel); the arithmetic is the plain op's.
        "v_mad_f16" | "v_mac_f16" | "v_madak_f16" | "v_madmk_f16" | "v_mad_legacy_f16" => v(
            lam!(|s| f2h(h2f(s[0]) * h2f(s[1]) + h2f(s[2]))),
            [FH, FH, FH],
            FH,
        ),
        "v_rcp_f16" => v(lam!(|s| d2h(1.0 / h2d(s[0]))), [FH, N, N], FH),
        "v_sqrt_f16" => v(lam!(|s| d2h(h2d(s[0]).sqrt())), [FH, N, N], FH),
        "v_rsq_f16" => v(lam!(|s| d2h(1.0 / h2d(s[0]).sqrt())), [FH, N, N], FH),
        "v_trunc_f16" => v(lam!(|s| f2h(h2f(s[0]).trunc())), [FH, N, N], FH),
        "v_floor_f16" => v(lam!(|s| f2h(h2f(s[0]).floor())), [FH, N, N], FH),
        "v_ceil_f16" => v(lam!(|s| f2h(h2f(s[0]).ceil())), [FH, N, N], FH),
        "v_rndne_f16" => v(lam!(|s| f2h(rndne(h2d(s[0])) as f32)), [FH, N, N], FH),
        "v_ldexp_f16" => v(
            lam!(|s| d2h(ldexp_f64(h2d(s[0]), s[1] as i16 as i32))),
            [FH, W, N],
            FH,
        ),
        "v_div_fixup_f16" | "v_div_fixup_legacy_f16" => {
            v(lam!(|s| div_fixup_bits(Ty::F16, s)), [FH, FH, FH], FH)
        }
        // The f16 forms of the f32 transcendentals (exact function rounded once to f16; the
        // hardware approximates, as for f32) and of fract / frexp (RDNA3 pseudocode
        // `V_FRACT_F16`, `V_FREXP_MANT_F16`, `V_FREXP_EXP_I16_F16`; fract clamped below 1.0 as
        // the f32 form, see docs/sim-float.md).
        "v_exp_f16" => v(lam!(|s| d2h(h2d(s[0]).exp2())), [FH, N, N], FH),
        "v_log_f16" => v(lam!(|s| d2h(h2d(s[0]).log2())), [FH, N, N], FH),
        "v_sin_f16" => v(
            lam!(|s| d2h((h2d(s[0]) * std::f64::consts::TAU).sin())),
            [FH, N, N],
            FH,
        ),
        "v_cos_f16" => v(
            lam!(|s| d2h((h2d(s[0]) * std::f64::consts::TAU).cos())),
            [FH, N, N],
            FH,
        ),
        "v_fract_f16" => v(
            lam!(|s| {
                let x = h2d(s[0]);
                if x.is_nan() {
                    return s[0] & 0xffff;
                }
                if x.is_infinite() {
                    return canonical_nan(Ty::F16);
                }
                d2h((x - x.floor()).min(h2d(0x3bff)))
            }),
            [FH, N, N],
            FH,
        ),
        "v_frexp_mant_f16" => v(
            lam!(|s| {
                let x = h2d(s[0]);
                if x == 0.0 || !x.is_finite() {
                    return s[0] & 0xffff;
                }
                d2h(frexp(x).0)
            }),
            [FH, N, N],
            FH,
        ),
        "v_frexp_exp_i16_f16" => v(
            lam!(|s| {
                let x = h2d(s[0]);
                if x == 0.0 || !x.is_finite() {
                    return 0;
                }
                frexp(x).1 as u16 as u64
            }),
            [FH, N, N],
            H,
        ),
        // Conversions.
        "v_cvt_f32_u32" => v(lam!(|s| b32(s[0] as u32 as f32)), [W, N, N], FS),
        "v_cvt_f32_i32" => v(lam!(|s| b32(s[0] as i32 as f32)), [W, N, N], FS),
        "v_cvt_u32_f32" => v(lam!(|s| f2u32(f32_of(s[0]) as f64)), [FS, N, N], W),
        "v_cvt_i32_f32" => v(lam!(|s| f2i32(f32_of(s[0]) as f64)), [FS, N, N], W),
        "v_cvt_flr_i32_f32" => v(
            lam!(|s| f2i32((f32_of(s[0]) as f64).floor())),
            [FS, N, N],
            W,
        ),
        // floor(S0 + 0.5) with the addition rounded in f32, as the pseudocode of
        // V_CVT_NEAREST_I32_F32 has it (8388609.0 + 0.5 rounds to 8388610).
        "v_cvt_rpi_i32_f32" => v(
            lam!(|s| f2i32((f32_of(s[0]) + 0.5).floor() as f64)),
            [FS, N, N],
            W,
        ),
        "v_cvt_f32_ubyte0" => v(lam!(|s| b32((s[0] & 0xff) as f32)), [W, N, N], FS),
        "v_cvt_f32_ubyte1" => v(lam!(|s| b32((s[0] >> 8 & 0xff) as f32)), [W, N, N], FS),
        "v_cvt_f32_ubyte2" => v(lam!(|s| b32((s[0] >> 16 & 0xff) as f32)), [W, N, N], FS),
        "v_cvt_f32_ubyte3" => v(lam!(|s| b32((s[0] >> 24 & 0xff) as f32)), [W, N, N], FS),
        "v_cvt_f32_f16" => v(lam!(|s| b32(h2f(s[0]))), [FH, N, N], FS),
        "v_cvt_f16_f32" => v(lam!(|s| f2h(f32_of(s[0]))), [FS, N, N], FH),
        "v_cvt_f64_f32" => v(lam!(|s| b64(f32_of(s[0]) as f64)), [FS, N, N], FD),
        "v_cvt_f32_f64" => v(lam!(|s| b32(f64_of(s[0]) as f32)), [FD, N, N], FS),
        "v_cvt_f64_i32" => v(lam!(|s| b64(s[0] as i32 as f64)), [W, N, N], FD),
        "v_cvt_f64_u32" => v(lam!(|s| b64(s[0] as u32 as f64)), [W, N, N], FD),
        "v_cvt_i32_f64" => v(lam!(|s| f2i32(f64_of(s[0]))), [FD, N, N], W),
        "v_cvt_u32_f64" => v(lam!(|s| f2u32(f64_of(s[0]))), [FD, N, N], W),
        "v_cvt_f16_u16" => v(lam!(|s| f2h(s[0] as u16 as f32)), [H, N, N], FH),
        "v_cvt_f16_i16" => v(lam!(|s| f2h(s[0] as i16 as f32)), [H, N, N], FH),
        "v_cvt_u16_f16" => v(
            lam!(|s| h2f(s[0]).clamp(0.0, 65535.0) as u16 as u64),
            [FH, N, N],
            H,
        ),
        "v_cvt_i16_f16" => v(
            lam!(|s| h2f(s[0]).clamp(-32768.0, 32767.0) as i16 as u16 as u64),
            [FH, N, N],
            H,
        ),
        "v_cvt_pkrtz_f16_f32" | "v_cvt_pk_rtz_f16_f32" => v(
            lam!(|s| rtz_f16(f32_of(s[0])) | rtz_f16(f32_of(s[1])) << 16),
            [FS, FS, N],
            W,
        ),
        _ => return None,
    })
}

/// `frexp` of a finite non-zero `x`: mantissa in [0.5, 1) and exponent, from the bits (exact
/// for denormals, whose scale 2^-e overflows a double).
fn frexp(x: f64) -> (f64, i32) {
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let b = x.to_bits();
    let e = ((b >> 52) & 0x7ff) as i32 - 1022;
    let m = f64::from_bits((b & !(0x7ff << 52)) | (1022u64 << 52));
    (m, e + bias)
}

/// f32 → f16 rounding toward zero.
fn rtz_f16(x: f32) -> u64 {
    let r = f2h(x);
    if x.is_nan() || x.is_infinite() {
        return r;
    }
    let back = h2f(r);
    if back.abs() > x.abs() {
        if r & 0x7fff == 0x7c00 {
            return (r & 0x8000) | 0x7bff;
        }
        r - 1
    } else {
        r
    }
}

/// Packed VOP3P ops: `v_pk_mov_b32` (selects dwords with OP_SEL), every other `v_pk_*` row
/// from its scalar twin (`sem_family::packed_of_scalar`).
fn packed(n: &str) -> Option<Sem> {
    if n == "v_pk_mov_b32" {
        return Some(Sem::Packed(Packed {
            f: lam!(|s| s[0]),
            half: 32,
            nsrc: 2,
            float: false,
            nan: false,
            acc: false,
        }));
    }
    crate::sem_family::packed_of_scalar(n, scalar)
}

/// The semantic of a scalar (non-compare) VALU mnemonic from the families, the integer and
/// float tables and the 16-bit packing ops.
fn scalar(n: &str) -> Option<Sem> {
    crate::sem_family::family(n)
        .or_else(|| int_op(n))
        .or_else(|| float_op(n))
        .or_else(|| crate::sem_packed16::valu(n))
}

/// VALU semantic of a canonical mnemonic, with carry/select flags from the signature.
pub fn valu_sem(n: &str, def: &InstDef) -> Sem {
    match n {
        "v_readlane_b32" => return Sem::Readlane,
        "v_readfirstlane_b32" => return Sem::Readfirstlane,
        "v_writelane_b32" => return Sem::Writelane,
        "v_nop" => {
            return Sem::Valu(Valu {
                f: lam!(|s| s[0]),
                src: [N, N, N],
                dst: N,
                cin: false,
                cout: false,
                cmpx: false,
                d_is_src2: false,
                neg_signs: false,
                k_pos: 0,
                nan: false,
                nan_s1_first: false,
            })
        }
        _ => {}
    }
    if n.starts_with("v_mfma") || n.starts_with("v_smfmac") {
        return Sem::Unsupported("MFMA (matrix) instructions are not simulated yet (issue 9)");
    }
    if n.starts_with("v_pk_") {
        return match packed(n) {
            Some(s) => s,
            None => Sem::Unsupported("vector instruction"),
        };
    }
    let Some(mut s) = compare(n).or_else(|| scalar(n)) else {
        return Sem::Unsupported("vector instruction");
    };
    if let Sem::Valu(x) = &mut s {
        // Carry-out: a VOP3B `SD`, or `VCC` right after the destination (VOP2 carry ops).
        let pos_vcc: Vec<usize> = def
            .ops
            .iter()
            .enumerate()
            .filter(|(_, o)| o.field == SigField::Vcc)
            .map(|(i, _)| i)
            .collect();
        let has_sd = def.find(SigField::Sd).is_some();
        if x.dst != Ty::Mask {
            x.cout = has_sd || pos_vcc.contains(&1);
        }
        // A third operand the function does not take as data is a lane mask (carry-in /
        // select): `S2:m` on GFX10+, `S2:s2` on GFX9.
        let s2_mask = x.src[2] == N && def.find(SigField::S2).is_some();
        x.cin = s2_mask || pos_vcc.iter().any(|&i| i >= 2);
        if n == "v_div_fmas_f32" || n == "v_div_fmas_f64" {
            x.cin = true;
        }
        // Selections and v_div_fixup define their own NaN results (sem_family, fp::div_fixup).
        if n.starts_with("v_frexp_mant_")
            || n.starts_with("v_div_fixup_")
            || n == "v_min_legacy_f32"
            || n == "v_max_legacy_f32"
            || n.ends_with("_legacy_f32") && n.starts_with("v_fma")
            || n.starts_with("v_fma") && n.ends_with("_dx9_zero_f32")
        {
            x.nan = false;
        }
        x.nan_s1_first = n.starts_with("v_subrev_f");
        let d_s2 = matches!(
            n,
            "v_fmac_f32"
                | "v_mac_f32"
                | "v_fmac_f16"
                | "v_mac_f16"
                | "v_fmac_f64"
                | "v_fmac_legacy_f32"
                | "v_fmac_dx9_zero_f32"
                | "v_mac_legacy_f32"
        );
        // The destination as third source: the accumulating forms, and the families that keep
        // part of D (`v_cvt_pkaccum_u8_f32`, the gfx942 fp8 packs) set it themselves.
        x.d_is_src2 = (x.d_is_src2 || d_s2) && def.find(SigField::S2).is_none();
        x.k_pos = if n.ends_with("mk_f32") || n.ends_with("mk_f16") {
            1
        } else if n.ends_with("ak_f32") || n.ends_with("ak_f16") {
            2
        } else {
            0
        };
    }
    s
}
