//! 64-bit extension idioms written as shifts or masks turned into extensions.
//!
//! clang writes a sign extension from 32 bits inside an i64 (`(long)(int)x` on a `long`,
//! `size_t` index arithmetic truncated and re-extended) as `ashr (shl x, 32), 32`, and a
//! zero extension as `and x, 0xffffffff` or `lshr (shl x, 32), 32`. Selected as written these
//! are 64-bit shifts (`v_lshlrev_b64` + `v_ashrrev_i64`) or an AND per dword; as extensions of
//! the low dword they are one `v_ashrrev_i32` or a zero high dword (LLVM's DAG combiner makes
//! the same `sext_inreg` / `zext_inreg`).
//!
//! # Guarantee
//! After [`extension_idioms`], for every scalar `i64` value `x`:
//! * `ashr.i64 (shl.i64 x, 32), 32` is `sext.i64 (itrunc.i32 x)`;
//! * `lshr.i64 (shl.i64 x, 32), 32` and `and.i64 x, 0xffffffff` (either operand order) are
//!   `zext.i64 (itrunc.i32 x)`.
//!
//! Each rewrite computes the same bits (the shifted-out high dword never reaches the result).
//! The replaced instruction keeps its result value; the `shl` it read stays for its other
//! users and is otherwise dead.

use crate::util::Cursor;
use gfxc_ir::instructions::{InstData, Opcode};
use gfxc_ir::{Function, Type, Value, ValueDef};

/// The constant `v` is, if an `iconst` defines it.
fn konst(f: &Function, v: Value) -> Option<i64> {
    match f.dfg.value_def(v) {
        ValueDef::Result(i, _) => match f.dfg.insts[i] {
            InstData::IntConst { imm } => Some(imm),
            _ => None,
        },
        ValueDef::Param(..) => None,
    }
}

/// `x` when `v` is `shl.i64 x, 32`.
fn shl32(f: &Function, v: Value) -> Option<Value> {
    match f.dfg.value_def(v) {
        ValueDef::Result(i, _) => match f.dfg.insts[i] {
            InstData::Binary {
                opcode: Opcode::Shl,
                args,
            } if konst(f, args[1]) == Some(32) => Some(args[0]),
            _ => None,
        },
        ValueDef::Param(..) => None,
    }
}

/// Rewrites every idiom (module documentation); returns how many.
pub fn extension_idioms(func: &mut Function) -> usize {
    let mut n = 0;
    let blocks = crate::util::blocks_of(func);
    // Each block's instructions as they were before its rewrites, copied into one buffer
    // for the whole pass (not a vector per block).
    let mut insts = Vec::new();
    for b in blocks {
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        for &i in &insts {
            let InstData::Binary { opcode, args } = func.dfg.insts[i] else {
                continue;
            };
            if func.dfg.value_type(func.dfg.first_result(i)) != Type::I64 {
                continue;
            }
            let (ext, x) = match opcode {
                Opcode::Ashr | Opcode::Lshr if konst(func, args[1]) == Some(32) => {
                    let Some(x) = shl32(func, args[0]) else {
                        continue;
                    };
                    let ext = if opcode == Opcode::Ashr {
                        Opcode::Sext
                    } else {
                        Opcode::Zext
                    };
                    (ext, x)
                }
                Opcode::And => {
                    let low = |v: Value| konst(func, v).is_some_and(|k| k as u64 == 0xffff_ffff);
                    if low(args[1]) {
                        (Opcode::Zext, args[0])
                    } else if low(args[0]) {
                        (Opcode::Zext, args[1])
                    } else {
                        continue;
                    }
                }
                _ => continue,
            };
            let mut c = Cursor::before(func, i);
            let lo = c.conv(Opcode::Itrunc, Type::I32, x);
            func.dfg.insts[i] = InstData::Unary {
                opcode: ext,
                arg: lo,
            };
            n += 1;
        }
    }
    n
}
