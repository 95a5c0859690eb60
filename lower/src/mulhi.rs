//! High halves of widened multiplies as 32-bit `smulhi`/`umulhi`:
//! `itrunc.i32 (ashr|lshr.i64 (mul.i64 (ext a), (ext b)), K)` with both extensions `sext`
//! (or both `zext`) from i32 — one side may be a constant in the extension's i32 range — and
//! `32 <= K < 64` becomes `smulhi`/`umulhi.i32 a, b`, shifted right by `K - 32` with the
//! outer shift's kind.
//!
//! Guarantees: the IR means the same thing. The 64-bit product of two sign- (zero-)
//! extended i32 values is exact; its bits 32..63 are `smulhi` (`umulhi`) of the i32 values;
//! bits K..K+31 (K >= 32) of the product shifted right are those of the high word shifted by
//! K - 32 with the same kind (`ashr` replicates bit 63, the high word's bit 31; `lshr` shifts
//! in zeros). Only a multiply and shift without other uses are rewritten (they become dead
//! and are removed), so no work is added. Scalar types only; returns how many were rewritten.
//!
//! Why: clang writes `mul_hi`, `(long)a * b >> 32` and fixed-point multiplies this way; the
//! 64-bit multiply is four VALU multiplies and a 64-bit shift on GFX9 (one `v_mul_hi_i32`
//! does it). LLVM's DAG combiner forms `MULHS`/`MULHU` from the same pattern.

use crate::util::Cursor;
use cranelift_entity::SecondaryMap;
use gfxc_ir::{Function, InstData, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// `(source, signed)` of `sext`/`zext.i64` of an i32, or of an i64 constant in the i32 range
/// (`signed` None: the constant fits both ways).
fn ext_of(func: &Function, v: Value) -> Option<(Value, Option<bool>)> {
    let ValueDef::Result(i, 0) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[i] {
        InstData::Unary {
            opcode: op @ (Opcode::Sext | Opcode::Zext),
            arg,
        } if func.dfg.value_type(arg) == Type::I32 => Some((arg, Some(op == Opcode::Sext))),
        InstData::IntConst { imm, .. } => {
            let s = i32::try_from(imm).is_ok();
            let u = u32::try_from(imm).is_ok();
            match (s, u) {
                (true, true) => Some((v, None)),
                (true, false) => Some((v, Some(true))),
                (false, true) => Some((v, Some(false))),
                _ => None,
            }
        }
        _ => None,
    }
}

fn const_of(func: &Function, v: Value) -> Option<i64> {
    let ValueDef::Result(i, 0) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[i] {
        InstData::IntConst { imm, .. } => Some(imm),
        _ => None,
    }
}

/// Rewrites the patterns (module doc); returns how many.
pub fn narrow_mulhi(func: &mut Function) -> usize {
    // Every pattern ends in an `itrunc`: without one there is nothing to count.
    let has_trunc = func.layout.blocks().iter().any(|&b| {
        func.layout.block_insts(b).iter().any(|&i| {
            matches!(
                func.dfg.insts[i],
                InstData::Unary {
                    opcode: Opcode::Itrunc,
                    ..
                }
            )
        })
    });
    if !has_trunc {
        return 0;
    }
    // Use counts by value (a dense map: a value never counted reads 0).
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    uses.resize(func.dfg.values.len());
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            func.dfg.insts[i].for_each_value(|v| uses[v] += 1);
        }
    }
    let single = |v: Value| uses[v] == 1;
    let def = |func: &Function, v: Value| match func.dfg.value_def(v) {
        ValueDef::Result(i, 0) => Some((i, func.dfg.insts[i].clone())),
        _ => None,
    };
    let mut n = 0;
    // Each block's instructions as they were before its rewrites, copied into one buffer
    // for the whole pass (not a vector per block).
    let mut insts = Vec::new();
    for b in crate::util::blocks_of(func) {
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        for &i in &insts {
            let InstData::Unary {
                opcode: Opcode::Itrunc,
                arg: shifted,
            } = func.dfg.insts[i]
            else {
                continue;
            };
            if func.dfg.value_type(func.dfg.first_result(i)) != Type::I32
                || func.dfg.value_type(shifted) != Type::I64
                || !single(shifted)
            {
                continue;
            }
            let Some((
                _,
                InstData::Binary {
                    opcode: shop @ (Opcode::Ashr | Opcode::Lshr),
                    args: [prod, amount],
                },
            )) = def(func, shifted)
            else {
                continue;
            };
            let Some(k) = const_of(func, amount).filter(|k| (32..64).contains(k)) else {
                continue;
            };
            if !single(prod) {
                continue;
            }
            let Some((
                _,
                InstData::Binary {
                    opcode: Opcode::Mul,
                    args: [x, y],
                },
            )) = def(func, prod)
            else {
                continue;
            };
            let (Some((a, sa)), Some((b2, sb))) = (ext_of(func, x), ext_of(func, y)) else {
                continue;
            };
            let signed = match (sa, sb) {
                (Some(p), Some(q)) if p == q => p,
                (Some(p), None) | (None, Some(p)) => p,
                // Two constants: left to constant folding.
                _ => continue,
            };
            let mut c = Cursor::before(func, i);
            let narrow = |c: &mut Cursor, v: Value| {
                if c.ty(v) == Type::I32 {
                    v
                } else {
                    let imm = const_of(c.func, v).expect("a constant operand");
                    c.iconst(Type::I32, imm as u32 as i32 as i64)
                }
            };
            let (a, b2) = (narrow(&mut c, a), narrow(&mut c, b2));
            let op = if signed {
                Opcode::Smulhi
            } else {
                Opcode::Umulhi
            };
            let mut hi = c.bin(op, a, b2);
            if k > 32 {
                let s = c.iconst(Type::I32, k - 32);
                hi = c.bin(shop, hi, s);
            }
            // The truncation becomes a copy of `hi`: its uses read `hi` directly.
            let r = func.dfg.first_result(i);
            let mut map = HashMap::default();
            map.insert(r, hi);
            crate::util::replace_uses(func, &map);
            func.layout.remove_inst(i);
            for v in [shifted, prod] {
                if let ValueDef::Result(d, 0) = func.dfg.value_def(v) {
                    func.layout.remove_inst(d);
                }
            }
            n += 1;
        }
    }
    n
}
