//! Expansion of precise f16 division (`fdiv`) and square root (`sqrt`) into f32 operations.
//!
//! f32 and f64 `fdiv` and `sqrt` stay in the IR: instruction selection emits LLVM's
//! sequences for them (`v_div_scale` / `v_rcp` / `fma` / `v_div_fmas` / `v_div_fixup`,
//! scaled `v_sqrt_f32` / `v_rsq_f64` with corrections; `isel/src/fdiv.rs`), which need the
//! hardware's scaling instructions the IR does not have. Vectors of them are split per lane
//! by `legalize`.
//!
//! Guarantees (the interpreter's exact operations are the reference):
//! * f16 `sqrt`: computed in f32 (`fpext`, `sqrt.f32`, `fptrunc`) and rounded once more to
//!   f16: correctly rounded since 24 >= 2*11 + 2 (double rounding is innocuous).
//! * f16 `fdiv`: in f32 without the general sequence: `a * rcp(b)` with one Markstein
//!   correction, then rounded to f16; correctly rounded because an f16 quotient is never
//!   within `2^-23` (relative) of an f16 rounding boundary (proof at `fdiv_f16`). Only `rcp`
//!   within 1 ulp is assumed. Zero, infinite and NaN operands give the IEEE result.
//! * Vectors of f16 are split into lanes.
//! * With [`expand_float_for`] on targets with 16-bit arithmetic (GFX8+), f16 `fdiv` stays for
//!   isel, which selects the same f32 core and `v_div_fixup_f16` for the special operands.

use crate::util::{replace_uses, Cursor};
use gfxc_ir::{FloatCC, Function, Inst, InstData, Opcode, Scalar, Type, Value};
use std::collections::HashMap;

/// Expands every f16 (scalar or vector) `fdiv` and `sqrt` of `func`.
pub fn expand_float(func: &mut Function) {
    expand(func, true);
}

/// [`expand_float`] as `target` needs it: with 16-bit VALU arithmetic (GFX8+) f16 `fdiv` is
/// left to instruction selection too (`isel/src/fdiv.rs`: the same f32 core, specials by
/// `v_div_fixup_f16`), only f16 `sqrt` is expanded.
pub fn expand_float_for(func: &mut Function, target: &gfxc_isa::Target) {
    expand(func, !crate::legalize::has_16bit_alu(target));
}

fn expand(func: &mut Function, f16_fdiv: bool) {
    let mut todo: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let op = func.dfg.insts[i].opcode();
            let f16 = func
                .dfg
                .inst_results(i)
                .first()
                .is_some_and(|&r| func.dfg.value_type(r).lane() == Some(Scalar::F16));
            if f16 && (op == Opcode::Sqrt || (op == Opcode::Fdiv && f16_fdiv)) {
                todo.push(i);
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::new();
    for inst in todo {
        let data = func.dfg.insts[inst].clone();
        let old = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let new = match data {
            InstData::Binary { args, .. } => map_lanes(&mut c, &[args[0], args[1]], &mut |c, v| {
                fdiv_f16(c, v[0], v[1])
            }),
            InstData::Unary { arg, .. } => map_lanes(&mut c, &[arg], &mut |c, v| sqrt_f16(c, v[0])),
            _ => continue,
        };
        func.layout.remove_inst(inst);
        map.insert(old, new);
    }
    replace_uses(func, &map);
}

/// Applies `f` lane by lane when the operands are vectors.
fn map_lanes(
    c: &mut Cursor,
    args: &[Value],
    f: &mut dyn FnMut(&mut Cursor, &[Value]) -> Value,
) -> Value {
    let ty = c.ty(args[0]);
    let Type::Vector(s, n) = ty else {
        return f(c, args);
    };
    let mut lanes = Vec::new();
    for k in 0..n {
        let idx = c.iconst(Type::I32, k as i64);
        let xs: Vec<Value> = args
            .iter()
            .map(|&a| {
                c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [a, idx],
                    },
                    Type::Scalar(s),
                )
            })
            .collect();
        lanes.push(f(c, &xs));
    }
    c.vector_of(ty, &lanes)
}

/// Correctly rounded f16 `a / b` in f32 (module documentation): `q0 = a * rcp(b)`, one
/// Markstein correction `q1 = fma(fma(-b, q0, a), r, q0)`, rounded once to f16.
///
/// Why it is exact: `a`, `b` have 11-bit significands and their quotient lies in
/// `[2^-40, 2^40]`, so nothing overflows or underflows in f32. The remainder `a - b*q0` has at
/// most 35 - 22 significant bits and is exact; `q1` is then `RN32(a/b * (1 + h))` with
/// `|h| < 2^-44` (the correction's error is the remainder times `rcp`'s 2^-23 error). An f16
/// rounding boundary `M` (a midpoint, 12 significant bits) is never closer to `a/b` than
/// `2^-23 * |a/b|`: `a - M*b` is a non-zero multiple of `2^min(ea, eM + eb)`, relatively at
/// least `2^-11` or `1 / (2^12 * 2^11)` of `a`. So `q1` lies on the same side of every
/// boundary as `a/b`, and `RN16(q1) = RN16(a/b)`. Zero, infinite and NaN operands make `q0`
/// zero, infinite or NaN, which is already the IEEE result (`0*inf` and `inf*0` are the
/// invalid `0/0` and `inf/inf`); the correction (which would turn them into NaN) is skipped.
fn fdiv_f16(c: &mut Cursor, a: Value, b: Value) -> Value {
    let x = c.conv(Opcode::Fpext, Type::F32, a);
    let y = c.conv(Opcode::Fpext, Type::F32, b);
    let r = c.un(Opcode::Rcp, y);
    let q0 = c.bin(Opcode::Fmul, x, r);
    let ny = c.un(Opcode::Fneg, y);
    let e = c.ins1(
        InstData::Ternary {
            opcode: Opcode::Fma,
            args: [ny, q0, x],
        },
        Type::F32,
    );
    let q1 = c.ins1(
        InstData::Ternary {
            opcode: Opcode::Fma,
            args: [e, r, q0],
        },
        Type::F32,
    );
    let aq = c.un(Opcode::Fabs, q0);
    let inf = c.fconst(Type::F32, 0x7f80_0000);
    let finite = c.fcmp(FloatCC::Olt, aq, inf);
    let zero = c.fconst(Type::F32, 0);
    let nonzero = c.fcmp(FloatCC::One, q0, zero);
    let ok = c.bin(Opcode::And, finite, nonzero);
    let q = c.select(ok, q1, q0);
    c.conv(Opcode::Fptrunc, Type::F16, q)
}

/// Correctly rounded f16 `sqrt(x)`: in f32 (selected by isel, `lowerFSQRTF32`), rounded once
/// more to f16; correct since 24 >= 2*11 + 2 (double rounding is innocuous).
fn sqrt_f16(c: &mut Cursor, x: Value) -> Value {
    let x32 = c.conv(Opcode::Fpext, Type::F32, x);
    let s = c.un(Opcode::Sqrt, x32);
    c.conv(Opcode::Fptrunc, Type::F16, s)
}
