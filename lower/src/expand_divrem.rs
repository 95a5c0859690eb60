//! Expansion of integer division and remainder (`sdiv`, `udiv`, `srem`, `urem`).
//!
//! AMD GPUs have no integer divide instruction. Guarantees: after [`expand_divrem`], no
//! `sdiv`/`udiv`/`srem`/`urem` remains; each was replaced by the sequence LLVM's AMDGPU
//! backend emits (`AMDGPUTargetLowering::LowerUDIVREM` / `expandDivRem32` for 32 bits,
//! `LowerUDIVREM64` for 64 bits), which is exact for every dividend and every non-zero divisor:
//!
//! * 32 bits: `z = fptoui(rcp(uitofp(y)) * 0x1.fffffcp+31)` estimates `2^32 / y`; one unsigned
//!   Newton-Raphson step `z += umulhi(z, -y * z)`; `q = umulhi(x, z)`, `r = x - q * y`; two
//!   corrections `if r >= y { q += 1; r -= y }`. It only needs `rcp` to be within 1 ulp (as
//!   `v_rcp_f32` is), so the interpreter's correctly rounded `rcp` gives the same results.
//! * 64 bits: a 64-bit reciprocal estimate from two f32 conversions (`hi * 2^32 + lo`),
//!   `rcp`, scaling by `0x1.fffff8p+63` and a split into halves with `trunc`/`fma`, two
//!   Newton-Raphson steps in 64-bit integer arithmetic, `q = umulhi(x, z)` and two corrections.
//! * Signed forms take absolute values (`(x + s) ^ s` with `s = x >> (w-1)`), divide unsigned,
//!   and restore signs: the quotient's is `sx ^ sy`, the remainder's the dividend's.
//! * `i8`/`i16` are extended to `i32` (sign or zero as the operation needs) and truncated back;
//!   vectors are split into lanes (`extractelement`, then `splat`/`insertelement`).
//!
//! Division by zero and signed `MIN / -1` are undefined in the IR (the interpreter reports
//! them); the expansion then yields some value without faulting, as the hardware does.

use crate::util::{replace_uses, Cursor};
use gfxc_ir::{Function, Inst, InstData, IntCC, Opcode, Scalar, Type, Value};
use std::collections::HashMap;

/// Expands every integer division and remainder of `func`.
pub fn expand_divrem(func: &mut Function) {
    let mut todo: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if matches!(
                func.dfg.insts[i].opcode(),
                Opcode::Sdiv | Opcode::Udiv | Opcode::Srem | Opcode::Urem
            ) {
                todo.push(i);
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::new();
    for inst in todo {
        let InstData::Binary { opcode, args } = func.dfg.insts[inst].clone() else {
            continue;
        };
        let old = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let new = expand_any(&mut c, opcode, args[0], args[1]);
        func.layout.remove_inst(inst);
        map.insert(old, new);
    }
    replace_uses(func, &map);
}

fn expand_any(c: &mut Cursor, op: Opcode, x: Value, y: Value) -> Value {
    let ty = c.ty(x);
    match ty {
        Type::Vector(s, n) => {
            let mut lanes = Vec::new();
            for k in 0..n {
                let idx = c.iconst(Type::I32, k as i64);
                let xs = c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [x, idx],
                    },
                    Type::Scalar(s),
                );
                let ys = c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [y, idx],
                    },
                    Type::Scalar(s),
                );
                lanes.push(expand_scalar(c, op, xs, ys));
            }
            c.vector_of(ty, &lanes)
        }
        _ => expand_scalar(c, op, x, y),
    }
}

fn expand_scalar(c: &mut Cursor, op: Opcode, x: Value, y: Value) -> Value {
    let ty = c.ty(x);
    let signed = matches!(op, Opcode::Sdiv | Opcode::Srem);
    let rem = matches!(op, Opcode::Srem | Opcode::Urem);
    match ty {
        Type::Scalar(Scalar::I8) | Type::Scalar(Scalar::I16) => {
            let ext = if signed { Opcode::Sext } else { Opcode::Zext };
            let xw = c.conv(ext, Type::I32, x);
            let yw = c.conv(ext, Type::I32, y);
            let r = expand_scalar(c, op, xw, yw);
            c.conv(Opcode::Itrunc, ty, r)
        }
        _ => {
            let w = ty.bits();
            if !signed {
                let (q, r) = udivrem(c, x, y, w);
                return if rem { r } else { q };
            }
            let sh = c.iconst(ty, w as i64 - 1);
            let sx = c.bin(Opcode::Ashr, x, sh);
            let sy = c.bin(Opcode::Ashr, y, sh);
            let ax = c.bin(Opcode::Add, x, sx);
            let ax = c.bin(Opcode::Xor, ax, sx);
            let ay = c.bin(Opcode::Add, y, sy);
            let ay = c.bin(Opcode::Xor, ay, sy);
            let (q, r) = udivrem(c, ax, ay, w);
            if rem {
                let r = c.bin(Opcode::Xor, r, sx);
                c.bin(Opcode::Sub, r, sx)
            } else {
                let s = c.bin(Opcode::Xor, sx, sy);
                let q = c.bin(Opcode::Xor, q, s);
                c.bin(Opcode::Sub, q, s)
            }
        }
    }
}

fn udivrem(c: &mut Cursor, x: Value, y: Value, w: u32) -> (Value, Value) {
    if w == 64 {
        udivrem64(c, x, y)
    } else {
        udivrem32(c, x, y)
    }
}

fn f32c(c: &mut Cursor, bits: u32) -> Value {
    c.fconst(Type::F32, bits as u64)
}

/// Two correction steps: `if r >= y { q += 1; r -= y }`, twice.
fn correct(c: &mut Cursor, mut q: Value, mut r: Value, y: Value) -> (Value, Value) {
    let ty = c.ty(q);
    let one = c.iconst(ty, 1);
    for _ in 0..2 {
        let ge = c.icmp(IntCC::Uge, r, y);
        let q1 = c.bin(Opcode::Add, q, one);
        let r1 = c.bin(Opcode::Sub, r, y);
        q = c.select(ge, q1, q);
        r = c.select(ge, r1, r);
    }
    (q, r)
}

/// `AMDGPUTargetLowering::LowerUDIVREM` (32-bit).
fn udivrem32(c: &mut Cursor, x: Value, y: Value) -> (Value, Value) {
    let fy = c.conv(Opcode::Uitofp, Type::F32, y);
    let rcp = c.un(Opcode::Rcp, fy);
    // 0x4f7ffffe = 4294966784.0 (just below 2^32).
    let k = f32c(c, 0x4f7f_fffe);
    let scaled = c.bin(Opcode::Fmul, rcp, k);
    let z = c.conv(Opcode::Fptoui, Type::I32, scaled);
    // One round of unsigned Newton-Raphson.
    let zero = c.iconst(Type::I32, 0);
    let negy = c.bin(Opcode::Sub, zero, y);
    let nz = c.bin(Opcode::Mul, negy, z);
    let hi = c.bin(Opcode::Umulhi, z, nz);
    let z = c.bin(Opcode::Add, z, hi);
    // Quotient and remainder estimates.
    let q = c.bin(Opcode::Umulhi, x, z);
    let qy = c.bin(Opcode::Mul, q, y);
    let r = c.bin(Opcode::Sub, x, qy);
    correct(c, q, r, y)
}

/// `AMDGPUTargetLowering::LowerUDIVREM64` (the general path).
fn udivrem64(c: &mut Cursor, x: Value, y: Value) -> (Value, Value) {
    let i64t = Type::I64;
    let k32 = c.iconst(i64t, 32);
    let y_lo = c.conv(Opcode::Itrunc, Type::I32, y);
    let y_hi64 = c.bin(Opcode::Lshr, y, k32);
    let y_hi = c.conv(Opcode::Itrunc, Type::I32, y_hi64);
    let cvt_lo = c.conv(Opcode::Uitofp, Type::F32, y_lo);
    let cvt_hi = c.conv(Opcode::Uitofp, Type::F32, y_hi);
    let two32 = f32c(c, 0x4f80_0000); // 2^32
    let mad1 = c.fma(cvt_hi, two32, cvt_lo);
    let rcp = c.un(Opcode::Rcp, mad1);
    let kmul1 = f32c(c, 0x5f7f_fffc); // just below 2^64
    let mul1 = c.bin(Opcode::Fmul, rcp, kmul1);
    let kmul2 = f32c(c, 0x2f80_0000); // 2^-32
    let mul2 = c.bin(Opcode::Fmul, mul1, kmul2);
    let trunc = c.un(Opcode::Trunc, mul2);
    let kneg = f32c(c, 0xcf80_0000); // -2^32
    let mad2 = c.fma(trunc, kneg, mul1);
    let rcp_lo = c.conv(Opcode::Fptoui, Type::I32, mad2);
    let rcp_hi = c.conv(Opcode::Fptoui, Type::I32, trunc);
    let lo64 = c.conv(Opcode::Zext, i64t, rcp_lo);
    let hi64 = c.conv(Opcode::Zext, i64t, rcp_hi);
    let hi64 = c.bin(Opcode::Shl, hi64, k32);
    let rcp64 = c.bin(Opcode::Or, hi64, lo64);
    // Two rounds of unsigned Newton-Raphson.
    let zero = c.iconst(i64t, 0);
    let negy = c.bin(Opcode::Sub, zero, y);
    let mullo1 = c.bin(Opcode::Mul, negy, rcp64);
    let mulhi1 = c.bin(Opcode::Umulhi, rcp64, mullo1);
    let add1 = c.bin(Opcode::Add, rcp64, mulhi1);
    let mullo2 = c.bin(Opcode::Mul, negy, add1);
    let mulhi2 = c.bin(Opcode::Umulhi, add1, mullo2);
    let add2 = c.bin(Opcode::Add, add1, mulhi2);
    let q = c.bin(Opcode::Umulhi, x, add2);
    let qy = c.bin(Opcode::Mul, y, q);
    let r = c.bin(Opcode::Sub, x, qy);
    correct(c, q, r, y)
}
