//! Zero extensions of truncated values whose high bits nobody reads: `zext.iW (itrunc.iN y)`
//! with `y` of type `iW` is `y` with the bits from `N` up cleared; when every user of the
//! extension reads only bits below `N` (directly or through the values it computes), the
//! extension is replaced by `y` (isel would otherwise emit a bit-field extract per
//! extension; `legalize` writes such pairs around every promoted `i8`/`i16` operation).
//!
//! Guarantees: a replacement changes only bits of the extension's value that no observable
//! result depends on. The bits of a value `v` a program can observe ([`demanded`]) are the
//! union over its uses of: `itrunc.iM` — the low `M` bits; `and v, k` (constant `k`) — the
//! bits of `k` the `and`'s result needs; `shl v, k` (constant `k`, `v` shifted) — the bits the
//! result needs, shifted right by `k`; `or`/`xor` — the bits the result needs; `add`/`sub`/
//! `mul` — every bit up to the highest one the result needs (carries only move up); any
//! other use (stores, comparisons, right shifts, calls, branch arguments, ...) — all bits.
//! The recursion is bounded; past the bound a value counts as fully observed.

use gfxc_ir::{Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// How deep [`demanded`] follows users.
const DEPTH: u32 = 6;

struct Uses {
    /// The instructions reading each value through `InstData::args` (once per operand).
    by: HashMap<Value, Vec<Inst>>,
    /// Values also used elsewhere (branch arguments): fully observed.
    other: HashMap<Value, ()>,
}

fn uses(func: &Function) -> Uses {
    let mut by: HashMap<Value, Vec<Inst>> = HashMap::default();
    let mut counted: HashMap<Value, usize> = HashMap::default();
    for inst in crate::util::insts_of(func) {
        for &a in func.dfg.insts[inst].args() {
            by.entry(a).or_default().push(inst);
            *counted.entry(a).or_default() += 1;
        }
    }
    // Every use, branch arguments included: a value used more often than its operand uses
    // is also a branch argument.
    let mut all: HashMap<Value, usize> = HashMap::default();
    for inst in crate::util::insts_of(func) {
        let mut d = func.dfg.insts[inst].clone();
        d.map_values(|v| {
            *all.entry(v).or_default() += 1;
            v
        });
    }
    let other = all
        .into_iter()
        .filter(|(v, n)| counted.get(v).copied().unwrap_or(0) < *n)
        .map(|(v, _)| (v, ()))
        .collect();
    Uses { by, other }
}

fn low(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// The constant `v` (an `iconst`, the zero extension of one, or an `and` of two), zero-extended.
fn konst(func: &Function, v: Value) -> Option<u64> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[i] {
        InstData::IntConst { imm } => Some(imm as u64 & low(func.dfg.value_type(v).bits())),
        InstData::Unary {
            opcode: Opcode::Zext,
            arg,
        } => konst(func, arg),
        // (`legalize` masks promoted shift amounts: `and (zext k), 7`)
        InstData::Binary {
            opcode: Opcode::And,
            args: [a, b],
        } => Some(konst(func, a)? & konst(func, b)?),
        _ => None,
    }
}

/// The bits of `v` some observable result depends on (module documentation).
fn demanded(func: &Function, u: &Uses, v: Value, depth: u32) -> u64 {
    let all = low(func.dfg.value_type(v).bits());
    if depth == 0 || u.other.contains_key(&v) {
        return all;
    }
    let mut d = 0u64;
    for &user in u.by.get(&v).map(Vec::as_slice).unwrap_or(&[]) {
        let res = || func.dfg.first_result(user);
        d |= match &func.dfg.insts[user] {
            InstData::Unary {
                opcode: Opcode::Itrunc,
                ..
            } => low(func.dfg.value_type(res()).bits()),
            InstData::Binary { opcode, args } => {
                let other = if args[0] == v { args[1] } else { args[0] };
                match opcode {
                    Opcode::And => match konst(func, other) {
                        Some(k) if other != v => k & demanded(func, u, res(), depth - 1),
                        _ => demanded(func, u, res(), depth - 1),
                    },
                    Opcode::Or | Opcode::Xor => demanded(func, u, res(), depth - 1),
                    Opcode::Shl if args[0] == v && args[1] != v => match konst(func, args[1]) {
                        Some(k) if k < 64 => demanded(func, u, res(), depth - 1) >> k,
                        _ => all,
                    },
                    Opcode::Add | Opcode::Sub | Opcode::Mul => {
                        let r = demanded(func, u, res(), depth - 1);
                        low(64 - r.leading_zeros())
                    }
                    _ => all,
                }
            }
            _ => all,
        };
        if d & all == all {
            return all;
        }
    }
    d & all
}

/// Replaces the zero extensions of truncations whose high bits nobody reads (module
/// documentation); returns how many.
pub fn drop_unread_zexts(func: &mut Function) -> usize {
    let u = uses(func);
    let mut map: HashMap<Value, Value> = HashMap::default();
    for inst in crate::util::insts_of(func) {
        let InstData::Unary {
            opcode: Opcode::Zext,
            arg,
        } = func.dfg.insts[inst]
        else {
            continue;
        };
        let ValueDef::Result(t, _) = func.dfg.value_def(arg) else {
            continue;
        };
        let InstData::Unary {
            opcode: Opcode::Itrunc,
            arg: y,
        } = func.dfg.insts[t]
        else {
            continue;
        };
        let res = func.dfg.first_result(inst);
        let ty = func.dfg.value_type(res);
        if !matches!(ty, Type::Scalar(_)) || func.dfg.value_type(y) != ty {
            continue;
        }
        let n = func.dfg.value_type(arg).bits();
        if demanded(func, &u, res, DEPTH) & !low(n) == 0 {
            map.insert(res, y);
        }
    }
    let k = map.len();
    crate::util::replace_uses(func, &map);
    k
}
