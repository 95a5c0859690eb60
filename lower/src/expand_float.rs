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
//! * f16/f32 `sin`/`cos` (docs/ir.md: LLVM's AMDGPU semantics) become
//!   `amdgcn.sin/cos.f32(amdgcn.fract.f32(x * f32(1 / 2pi)))` in f32 (f16 extended and rounded
//!   back): the interpreter's definition, step for step.
//! * `round` (half away from zero, every format) becomes `t = trunc(x)`,
//!   `t + copysign(|x - t| >= 0.5 ? 1 : 0, x)`: exact (`x - t` is exact, `t + 1` too below
//!   2^p, and beyond it `x` is integral).
//! * f64 `roundeven`, `floor`, `ceil`, `trunc` on GFX6 (no `v_rndne_f64` and friends before
//!   GFX7, as `v_trunc_f64` is missing from the SI ISA): `roundeven` is
//!   `copysign((|x| + 2^52) - 2^52, x)` for `|x| < 2^52` (exact under round-to-nearest-even),
//!   `x` otherwise; `floor(x) = r - (r > x)`, `ceil(x) = -floor(-x)`,
//!   `trunc(x) = copysign(floor(|x|), x)`. Zeros keep their sign.

use crate::util::{replace_uses, Cursor};
use gfxc_ir::{FloatCC, Function, Inst, InstData, Opcode, Scalar, Type, Value};
use rustc_hash::FxHashMap as HashMap;

/// Expands every f16 (scalar or vector) `fdiv` and `sqrt` of `func`.
pub fn expand_float(func: &mut Function) {
    expand(func, true);
}

/// The operations [`expand_float_for`] may expand (`expand` and `expand_rounding` act on
/// nothing else): without any, it changes nothing.
pub const EXPANDED: &[Opcode] = &[
    Opcode::Sqrt,
    Opcode::Fdiv,
    Opcode::Round,
    Opcode::Sin,
    Opcode::Cos,
    Opcode::Roundeven,
    Opcode::Floor,
    Opcode::Ceil,
    Opcode::Trunc,
];

/// [`expand_float`] as `target` needs it: with 16-bit VALU arithmetic (GFX8+) f16 `fdiv` is
/// left to instruction selection too (`isel/src/fdiv.rs`: the same f32 core, specials by
/// `v_div_fixup_f16`), only f16 `sqrt` is expanded.
pub fn expand_float_for(func: &mut Function, target: &gfxc_isa::Target) {
    expand(func, !crate::legalize::has_16bit_alu(target));
    let gfx6 = target.processor.generation < gfxc_isa::Generation::Gfx7;
    expand_rounding(func, gfx6);
}

/// `round` everywhere, and f64 `roundeven`/`floor`/`ceil`/`trunc` when `f64_rounding` (GFX6).
fn expand_rounding(func: &mut Function, f64_rounding: bool) {
    let mut todo: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let op = func.dfg.insts[i].opcode();
            let f64 = func
                .dfg
                .inst_results(i)
                .first()
                .is_some_and(|&r| func.dfg.value_type(r).lane() == Some(Scalar::F64));
            let wide = matches!(
                op,
                Opcode::Roundeven | Opcode::Floor | Opcode::Ceil | Opcode::Trunc
            );
            let trig = matches!(op, Opcode::Sin | Opcode::Cos) && !f64;
            if op == Opcode::Round || trig || (f64 && f64_rounding && wide) {
                todo.push(i);
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::default();
    for inst in todo {
        let InstData::Unary { opcode, arg } = func.dfg.insts[inst].clone() else {
            continue;
        };
        let old = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let new = map_lanes(&mut c, &[arg], &mut |c, v| {
            let x = v[0];
            let t = c.ty(x);
            let f64_soft = f64_rounding && t == Type::F64;
            match opcode {
                Opcode::Sin | Opcode::Cos => {
                    let x32 = if t == Type::F16 {
                        c.conv(Opcode::Fpext, Type::F32, x)
                    } else {
                        x
                    };
                    let k = c.fconst(Type::F32, 0x3e22_f983);
                    let rev = c.bin(Opcode::Fmul, x32, k);
                    let fr = intrinsic1(c, "amdgcn.fract.f32", rev);
                    let name = if opcode == Opcode::Sin {
                        "amdgcn.sin.f32"
                    } else {
                        "amdgcn.cos.f32"
                    };
                    let r = intrinsic1(c, name, fr);
                    if t == Type::F16 {
                        c.conv(Opcode::Fptrunc, Type::F16, r)
                    } else {
                        r
                    }
                }
                Opcode::Round => {
                    let tr = if f64_soft {
                        trunc_f64_soft(c, x)
                    } else {
                        c.un(Opcode::Trunc, x)
                    };
                    let d = c.bin(Opcode::Fsub, x, tr);
                    let ad = c.un(Opcode::Fabs, d);
                    let half = fk(c, t, 0.5);
                    let ge = c.fcmp(FloatCC::Oge, ad, half);
                    let (one, zero) = (fk(c, t, 1.0), fk(c, t, 0.0));
                    let s = c.select(ge, one, zero);
                    let s = c.bin(Opcode::Copysign, s, x);
                    c.bin(Opcode::Fadd, tr, s)
                }
                Opcode::Roundeven => rndne_f64_soft(c, x),
                Opcode::Floor => floor_f64_soft(c, x),
                Opcode::Ceil => {
                    let n = c.un(Opcode::Fneg, x);
                    let f = floor_f64_soft(c, n);
                    c.un(Opcode::Fneg, f)
                }
                _ => trunc_f64_soft(c, x),
            }
        });
        func.layout.remove_inst(inst);
        map.insert(old, new);
    }
    replace_uses(func, &map);
}

/// A one-operand f32 intrinsic call.
fn intrinsic1(c: &mut Cursor, name: &str, x: Value) -> Value {
    c.ins1(
        InstData::Intrinsic {
            name: name.to_string(),
            args: smallvec::smallvec![x],
        },
        Type::F32,
    )
}

fn fk(c: &mut Cursor, t: Type, x: f64) -> Value {
    let bits = match t {
        // The constants used here: 0, 0.5, 1.
        Type::F16 => match x {
            0.5 => 0x3800,
            1.0 => 0x3c00,
            _ => 0,
        },
        Type::F32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    };
    c.fconst(t, bits)
}

fn rndne_f64_soft(c: &mut Cursor, x: Value) -> Value {
    let ax = c.un(Opcode::Fabs, x);
    let big = fk(c, Type::F64, 4503599627370496.0);
    let s = c.bin(Opcode::Fadd, ax, big);
    let r = c.bin(Opcode::Fsub, s, big);
    let r = c.bin(Opcode::Copysign, r, x);
    let small = c.fcmp(FloatCC::Olt, ax, big);
    c.select(small, r, x)
}

fn floor_f64_soft(c: &mut Cursor, x: Value) -> Value {
    let r = rndne_f64_soft(c, x);
    let gt = c.fcmp(FloatCC::Ogt, r, x);
    let (one, zero) = (fk(c, Type::F64, 1.0), fk(c, Type::F64, 0.0));
    let s = c.select(gt, one, zero);
    c.bin(Opcode::Fsub, r, s)
}

fn trunc_f64_soft(c: &mut Cursor, x: Value) -> Value {
    let ax = c.un(Opcode::Fabs, x);
    let f = floor_f64_soft(c, ax);
    c.bin(Opcode::Copysign, f, x)
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
    let mut map: HashMap<Value, Value> = HashMap::default();
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
/// invalid `0/0` and `inf/inf`); the correction (which would turn them into NaN) is skipped,
/// and an invalid quotient becomes the negative quiet NaN (below).
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
    // 0/0 and inf/inf give the negative quiet NaN, as `v_div_fixup` does on GFX8+ (RDNA3/CDNA
    // `V_DIV_FIXUP_F16` pseudocode: 0xfe00) and the interpreter's `fdiv`: `0 * rcp(0)` alone
    // would give the positive default NaN. NaN operands pass through `q0` quieted.
    let invalid_q = c.fcmp(FloatCC::Uno, q0, q0);
    let ordered_in = c.fcmp(FloatCC::Ord, x, y);
    let invalid = c.bin(Opcode::And, invalid_q, ordered_in);
    let neg_nan = c.fconst(Type::F32, 0xffc0_0000);
    let q = c.select(invalid, neg_nan, q);
    c.conv(Opcode::Fptrunc, Type::F16, q)
}

/// Correctly rounded f16 `sqrt(x)`: in f32 (selected by isel, `lowerFSQRTF32`), rounded once
/// more to f16; correct since 24 >= 2*11 + 2 (double rounding is innocuous).
fn sqrt_f16(c: &mut Cursor, x: Value) -> Value {
    let x32 = c.conv(Opcode::Fpext, Type::F32, x);
    let s = c.un(Opcode::Sqrt, x32);
    c.conv(Opcode::Fptrunc, Type::F16, s)
}
