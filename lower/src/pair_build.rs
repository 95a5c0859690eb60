//! 64-bit integers assembled from two 32-bit halves built as a pair of dwords.
//!
//! C code and lowering's own expansions (64-bit `fptosi`/`fptoui`, `crate::legalize`) join
//! halves as `(ext(hi) << 32) | zext(lo)`; selected as written that is a 64-bit shift, a
//! move of the zero low dword and an `or` per dword, where the halves only need to be the
//! two dwords of the result (as LLVM's DAG combiner builds a `BUILD_PAIR`).
//!
//! # Guarantee
//! After [`build_pairs`], every `or.i64`, `xor.i64` or `add.i64` of a *high part* and a *low
//! part* (in either order) is `bitcast.i64` of the `i32x2` vector `[lo, hi]`, where
//! * a high part is `shl.i64 (zext|sext.i64 h), 32` with `h: i32` (the shift drops the
//!   extension's bits: high dword `h`, low dword 0);
//! * a low part is `zext.i64 l` with `l: i32` (low dword `l`, high dword 0).
//!
//! The two parts have no set bit in common, so `or`, `xor` and `add` (no carry) all equal
//! the concatenation: the value is unchanged. Scalar integers only (not vectors of `i64`).

use crate::util::Cursor;
use gfxc_ir::instructions::{InstData, Opcode};
use gfxc_ir::{Function, Type, Value, ValueDef};

/// The instruction data defining `v`, if an instruction defines it.
fn def(f: &Function, v: Value) -> Option<&InstData> {
    match f.dfg.value_def(v) {
        ValueDef::Result(i, _) => Some(&f.dfg.insts[i]),
        ValueDef::Param(..) => None,
    }
}

/// `h` when `v` is `shl.i64 (zext|sext.i64 h:i32), 32`.
fn high_part(f: &Function, v: Value) -> Option<Value> {
    let InstData::Binary {
        opcode: Opcode::Shl,
        args,
    } = def(f, v)?
    else {
        return None;
    };
    let InstData::IntConst { imm: 32 } = def(f, args[1])? else {
        return None;
    };
    let InstData::Unary {
        opcode: Opcode::Zext | Opcode::Sext,
        arg,
    } = def(f, args[0])?
    else {
        return None;
    };
    (f.dfg.value_type(*arg) == Type::I32).then_some(*arg)
}

/// `l` when `v` is `zext.i64 l:i32`.
fn low_part(f: &Function, v: Value) -> Option<Value> {
    let InstData::Unary {
        opcode: Opcode::Zext,
        arg,
    } = def(f, v)?
    else {
        return None;
    };
    (f.dfg.value_type(*arg) == Type::I32).then_some(*arg)
}

/// Rewrites every join of halves (module documentation); returns how many.
pub fn build_pairs(func: &mut Function) -> usize {
    let mut n = 0;
    let blocks = crate::util::blocks_of(func);
    // Each block's instructions as they were before its rewrites, copied into one buffer
    // for the whole pass (not a vector per block).
    let mut insts = Vec::new();
    for b in blocks {
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        for &i in &insts {
            let InstData::Binary {
                opcode: Opcode::Or | Opcode::Xor | Opcode::Add,
                args,
            } = func.dfg.insts[i]
            else {
                continue;
            };
            let res = func.dfg.first_result(i);
            if func.dfg.value_type(res) != Type::I64 {
                continue;
            }
            let parts = match (high_part(func, args[0]), low_part(func, args[1])) {
                (Some(h), Some(l)) => Some((l, h)),
                _ => match (high_part(func, args[1]), low_part(func, args[0])) {
                    (Some(h), Some(l)) => Some((l, h)),
                    _ => None,
                },
            };
            let Some((lo, hi)) = parts else {
                continue;
            };
            let mut c = Cursor::before(func, i);
            let pair = c.vector_of(Type::vector(gfxc_ir::Scalar::I32, 2), &[lo, hi]);
            func.dfg.insts[i] = InstData::Unary {
                opcode: Opcode::Bitcast,
                arg: pair,
            };
            n += 1;
        }
    }
    n
}
