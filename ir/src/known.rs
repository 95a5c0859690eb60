//! Known bits of integer values from what the IR guarantees (no target facts): high bits
//! known zero ([`known_lz`]) and copies of the sign bit ([`sign_bits`]). Used by lowering (a
//! 64-bit division of values below 2^32 done in 32 bits) and by selection (a 64-bit product
//! of values that fit in 32 bits done as one 32x32->64 product).

use crate::{Function, InstData, Opcode, Value, ValueDef};

/// How deep the analyses follow definitions by default.
pub const KNOWN_DEPTH: u32 = 6;

/// The integer constant `x` (zero-extended from its width), if it is one.
fn konst(func: &Function, x: Value) -> Option<u64> {
    let ValueDef::Result(j, _) = func.dfg.value_def(x) else {
        return None;
    };
    let InstData::IntConst { imm } = func.dfg.insts[j] else {
        return None;
    };
    let bits = func.dfg.value_type(x).bits();
    Some(if bits >= 64 {
        imm as u64
    } else {
        imm as u64 & ((1u64 << bits) - 1)
    })
}

/// High bits of the integer `v` known to be zero (at most its width): constants, `lshr` by a
/// constant, `and`, `or`/`xor`, `zext`, `umulhi`, `urem`/`udiv` by constants, `umin`/`umax`
/// and `select`.
pub fn known_lz(func: &Function, v: Value, depth: u32) -> u32 {
    let w = func.dfg.value_type(v).bits();
    if func.dfg.value_type(v).is_vector() || w == 0 || w > 64 {
        return 0;
    }
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return 0;
    };
    if let Some(k) = konst(func, v) {
        return (k.leading_zeros() - (64 - w)).min(w);
    }
    if depth == 0 {
        return 0;
    }
    let lz = |x: Value| known_lz(func, x, depth - 1);
    let r = match &func.dfg.insts[i] {
        InstData::Binary {
            opcode,
            args: [a, b],
        } => match opcode {
            Opcode::Lshr => match konst(func, *b) {
                Some(k) if k < w as u64 => lz(*a) + k as u32,
                _ => 0,
            },
            Opcode::And | Opcode::Umin => lz(*a).max(lz(*b)),
            Opcode::Or | Opcode::Xor | Opcode::Umax => lz(*a).min(lz(*b)),
            // The high half of a product of two `w`-bit values below 2^(w-la) and 2^(w-lb)
            // is below 2^(w-la-lb).
            Opcode::Umulhi => lz(*a) + lz(*b),
            // `x % d < d`; `x / d <= x`.
            Opcode::Urem => match konst(func, *b) {
                Some(d) if d > 0 => ((d - 1).leading_zeros() - (64 - w)).max(lz(*a)),
                _ => lz(*a).max(lz(*b)),
            },
            Opcode::Udiv => match konst(func, *b) {
                Some(d) if d > 0 => lz(*a) + (63 - d.leading_zeros()),
                _ => lz(*a),
            },
            _ => 0,
        },
        InstData::Ternary {
            opcode: Opcode::Select,
            args,
        } => lz(args[1]).min(lz(args[2])),
        InstData::Unary {
            opcode: Opcode::Zext,
            arg,
        } if !func.dfg.value_type(*arg).is_vector() => {
            w - func.dfg.value_type(*arg).bits() + lz(*arg)
        }
        _ => 0,
    };
    r.min(w)
}

/// How many high bits of the integer `v` are known to equal its sign bit, the sign bit
/// included (1..=width): constants, `sext`, `ashr` by a constant, `select`, `smin`/`smax`,
/// `and`/`or`/`xor`, and any value with known leading zeros ([`known_lz`]).
pub fn sign_bits(func: &Function, v: Value, depth: u32) -> u32 {
    let ty = func.dfg.value_type(v);
    let w = ty.bits();
    if ty.is_vector() || w == 0 || w > 64 {
        return 1;
    }
    if let Some(k) = konst(func, v) {
        let s = ((k << (64 - w)) as i64) >> (64 - w);
        let n = if s < 0 {
            s.leading_ones()
        } else {
            s.leading_zeros()
        };
        return (n - (64 - w)).clamp(1, w);
    }
    let lz = known_lz(func, v, depth);
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return lz.max(1);
    };
    if depth == 0 {
        return lz.max(1);
    }
    let sb = |x: Value| sign_bits(func, x, depth - 1);
    let r = match &func.dfg.insts[i] {
        InstData::Unary {
            opcode: Opcode::Sext,
            arg,
        } if !func.dfg.value_type(*arg).is_vector() => {
            w - func.dfg.value_type(*arg).bits() + sb(*arg)
        }
        InstData::Binary {
            opcode,
            args: [a, b],
        } => match opcode {
            Opcode::Ashr => match konst(func, *b) {
                Some(k) if k < w as u64 => sb(*a) + k as u32,
                _ => sb(*a),
            },
            Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Smin | Opcode::Smax => {
                sb(*a).min(sb(*b))
            }
            _ => 1,
        },
        InstData::Ternary {
            opcode: Opcode::Select,
            args,
        } => sb(args[1]).min(sb(args[2])),
        _ => 1,
    };
    r.max(lz).clamp(1, w)
}
