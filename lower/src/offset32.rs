//! 32-bit address offsets: a divergent 64-bit byte offset added to a uniform global pointer is
//! recomputed in 32 bits when it provably fits, so that isel can select the `saddr` form of
//! the GFX9+ global instructions (`global_load_dword v1, v0, s[2:3] offset:16`: SGPR base +
//! zero-extended 32-bit VGPR offset + immediate) instead of a 64-bit VGPR address.
//!
//! Guarantees: every rewritten `ptradd` computes exactly the value it computed before. A
//! `ptradd p, O` with `p` a uniform 64-bit `global`/`constant` pointer and `O` a divergent
//! `i64` is rewritten when `O = O' + K` (`K` a constant, possibly 0) and an upper bound of
//! `O'` (below) is at most `2^32 - 1`: then `O' == zext(trunc O')`, and the pass builds
//! `x = trunc O'` in `i32` and makes the instruction `ptradd (ptradd p, zext x), K` (or
//! `ptradd p, zext x` when `K == 0`). `p + O == (p + zext x) + K` modulo 2^64, so the address
//! is unchanged for every input, whatever the size of `K` or its sign. A `K` above the
//! largest immediate offset of the target's global instructions (`imm_max`) is added to `x`
//! instead when `bound(O') + K <= 2^32 - 1` (`O == zext(x + K)`: the 32-bit sum cannot wrap),
//! giving `ptradd p, zext(x + K)`.
//!
//! The bound is an unsigned upper bound computed from the operations (a small known-bits
//! analysis, as LLVM's `computeKnownBits` feeds `SelectGlobalSAddr`): `zext` from a narrower
//! type, `and` with a constant, `lshr`, `urem`, `umin`, constant products and shifts that do
//! not overflow, and `workitem_id` (below the work-group size limit, 1024). An offset that may
//! exceed 32 bits (`zext(i) * 4` for an arbitrary `i32` `i`, any `sext`) is never rewritten:
//! the hardware adds the VGPR offset zero-extended from 32 bits, which would lose the carry.
//!
//! `x` is built from the operands of `O'`: `add`, `sub`, `mul`, `and`, `or`, `xor` and `shl`
//! by a constant below 32 commute with truncation (ring operations modulo 2^32; a product by
//! `2^s`, `s < 32`, becomes `shl` by `s`); `lshr` by a
//! constant below 32, `udiv`, `urem`, `umin`, `umax` are computed in 32 bits only when both
//! operands are bounded by `2^32 - 1` (then the 32-bit and 64-bit results agree); `zext` of an
//! `i32` is its operand; anything else is `itrunc`. The new instructions are placed right
//! before the `ptradd` (every operand dominates it). The old 64-bit arithmetic is left for
//! isel's dead-code elimination.
//!
//! Only run for generations with the `saddr` form (GFX9+); GFX6-GFX8 keep 64-bit offsets.

use crate::uniformity::Uniformity;
use crate::util::Cursor;
use gfxc_ir::{AddrSpace, Function, Inst, InstData, Opcode, Scalar, Type, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// Recursion bound of the bound analysis and of the narrowing.
const MAX_DEPTH: u32 = 10;

/// Largest work-item id in any dimension: work-groups have at most 1024 work-items
/// (AMDGPUUsage "amdgpu-flat-work-group-size", 1..1024).
pub(crate) const MAX_WORKITEM_ID: u64 = 1023;

/// Rewrites every qualifying `ptradd` (module doc); `uni` is the uniformity of `func` as it
/// is now. Returns how many were rewritten.
pub fn narrow_offsets(func: &mut Function, uni: &Uniformity, imm_max: i64) -> usize {
    // The hardware bound, not the kernel's work-group size attributes: a launch that breaks
    // them must not turn into a wrong address.
    let max_id = MAX_WORKITEM_ID;
    // (ptradd, p, O', K, K folded into x)
    let mut plan: Vec<(Inst, Value, Value, Option<i64>, bool)> = Vec::new();
    {
        let mut b = Bounds {
            func,
            memo: HashMap::default(),
            max_id,
        };
        // (The layout read in place: this walk only plans.)
        let f = b.func;
        for &blk in f.layout.blocks() {
            for &i in f.layout.block_insts(blk) {
                let InstData::Binary {
                    opcode: Opcode::Ptradd,
                    args: [p, o],
                } = b.func.dfg.insts[i]
                else {
                    continue;
                };
                let pty = b.func.dfg.value_type(p);
                if pty.bits() != 64
                    || !matches!(
                        pty.addr_space(),
                        Some(AddrSpace::Global | AddrSpace::Constant)
                    )
                    || b.func.dfg.value_type(o) != Type::I64
                    || !uni.is_uniform(p)
                    || uni.is_uniform(o)
                {
                    continue;
                }
                let (o2, k) = b.split_const(o);
                // `ptradd p, zext x` is already the form isel matches.
                let done = k.is_none() && b.is_zext32(o2);
                let bound = b.bound(o2, 0);
                if !done && bound <= u32::MAX as u64 {
                    // A constant the immediate field cannot hold joins `x` when the sum
                    // still fits in 32 bits (then `O == zext(x + K)`, no wrap).
                    let fold = matches!(k, Some(k) if k > imm_max
                        && bound.checked_add(k as u64).is_some_and(|t| t <= u32::MAX as u64));
                    plan.push((i, p, o2, k, fold));
                }
            }
        }
    }
    let n = plan.len();
    // Per block: narrowed values and `ptradd p, zext x` are shared by the later rewrites of
    // the block (placed before the first, so they dominate the rest).
    let mut cur_block = None;
    let mut narrow = Narrow {
        memo: HashMap::default(),
        max_id,
    };
    let mut zexts: HashMap<Value, Value> = HashMap::default();
    let mut bases: HashMap<(Value, Value), Value> = HashMap::default();
    for (i, p, o2, k, fold) in plan {
        let blk = func.layout.inst_block(i);
        if blk != cur_block {
            cur_block = blk;
            narrow.memo.clear();
            zexts.clear();
            bases.clear();
        }
        let mut cur = Cursor::before(func, i);
        let x = narrow.narrow(&mut cur, o2, 0);
        if let (true, Some(k)) = (fold, k) {
            let kv = cur.iconst(Type::I32, k);
            let x2 = cur.bin(Opcode::Add, x, kv);
            let z = cur.conv(Opcode::Zext, Type::I64, x2);
            func.dfg.insts[i] = InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [p, z],
            };
            continue;
        }
        let z = *zexts
            .entry(x)
            .or_insert_with(|| cur.conv(Opcode::Zext, Type::I64, x));
        let args = match k {
            Some(k) => {
                let q = *bases
                    .entry((p, x))
                    .or_insert_with(|| cur.bin(Opcode::Ptradd, p, z));
                [q, cur.iconst(Type::I64, k)]
            }
            None => {
                bases.insert((p, x), func.dfg.first_result(i));
                [p, z]
            }
        };
        func.dfg.insts[i] = InstData::Binary {
            opcode: Opcode::Ptradd,
            args,
        };
    }
    n
}

fn def(func: &Function, v: Value) -> Option<&InstData> {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => Some(&func.dfg.insts[i]),
        _ => None,
    }
}

fn konst(func: &Function, v: Value) -> Option<u64> {
    match def(func, v)? {
        InstData::IntConst { imm } => {
            let bits = func.dfg.value_type(v).bits();
            Some(mask(bits) & *imm as u64)
        }
        _ => None,
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Unsigned upper bounds of integer values (module doc), memoized.
pub(crate) struct Bounds<'f> {
    func: &'f Function,
    memo: HashMap<Value, u64>,
    max_id: u64,
}

impl<'f> Bounds<'f> {
    /// Bounds in `func`, work-item ids below the hardware limit.
    pub(crate) fn new(func: &'f Function) -> Bounds<'f> {
        Bounds {
            func,
            memo: HashMap::default(),
            max_id: MAX_WORKITEM_ID,
        }
    }

    /// An unsigned upper bound of the integer scalar `v` (`u64::MAX` when unknown).
    pub(crate) fn upper(&mut self, v: Value) -> u64 {
        self.bound(v, 0)
    }

    /// `o == o2 + k`: the constant term of an `add`/`sub` (None: no constant term).
    fn split_const(&self, o: Value) -> (Value, Option<i64>) {
        if let Some(InstData::Binary { opcode, args }) = def(self.func, o) {
            match opcode {
                Opcode::Add => {
                    if let Some(k) = konst(self.func, args[1]) {
                        return (args[0], Some(k as i64));
                    }
                    if let Some(k) = konst(self.func, args[0]) {
                        return (args[1], Some(k as i64));
                    }
                }
                Opcode::Sub => {
                    if let Some(k) = konst(self.func, args[1]) {
                        return (args[0], Some((k as i64).wrapping_neg()));
                    }
                }
                _ => {}
            }
        }
        (o, None)
    }

    /// `v` is already `zext` of an `i32` (nothing to gain by rewriting it alone).
    fn is_zext32(&self, v: Value) -> bool {
        matches!(def(self.func, v), Some(InstData::Unary { opcode: Opcode::Zext, arg })
            if self.func.dfg.value_type(*arg) == Type::I32)
    }

    /// An unsigned upper bound of the integer scalar `v`.
    fn bound(&mut self, v: Value, depth: u32) -> u64 {
        if let Some(&b) = self.memo.get(&v) {
            return b;
        }
        let b = self.bound_uncached(v, depth);
        if depth <= MAX_DEPTH {
            self.memo.insert(v, b);
        }
        b
    }

    fn bound_uncached(&mut self, v: Value, depth: u32) -> u64 {
        let ty = self.func.dfg.value_type(v);
        let full = match ty {
            Type::Scalar(s) if s.is_int() => mask(ty.bits()),
            _ => return u64::MAX,
        };
        if depth > MAX_DEPTH {
            return full;
        }
        let Some(d) = def(self.func, v) else {
            return full;
        };
        let d = d.clone();
        let b = match d {
            InstData::IntConst { .. } => konst(self.func, v).unwrap_or(full),
            InstData::Unary { opcode, arg } => match opcode {
                Opcode::Zext => self.bound(arg, depth + 1),
                Opcode::Ctpop | Opcode::Ctlz | Opcode::Cttz => ty.bits() as u64,
                _ => full,
            },
            InstData::GridQuery {
                opcode: Opcode::WorkitemId,
                ..
            } => self.max_id,
            InstData::Binary { opcode, args } => {
                let a = self.bound(args[0], depth + 1);
                let c = self.bound(args[1], depth + 1);
                match opcode {
                    Opcode::And => a.min(c),
                    Opcode::Or | Opcode::Xor => {
                        // Below the next power of two of the larger operand.
                        let m = a.max(c);
                        if m == 0 {
                            0
                        } else {
                            mask(64 - m.leading_zeros())
                        }
                    }
                    Opcode::Add => a.saturating_add(c),
                    Opcode::Mul => a.saturating_mul(c),
                    Opcode::Shl => match konst(self.func, args[1]) {
                        Some(s) if s < ty.bits() as u64 && a.leading_zeros() as u64 >= s => a << s,
                        _ => u64::MAX,
                    },
                    Opcode::Lshr => match konst(self.func, args[1]) {
                        Some(s) if s < ty.bits() as u64 => a >> s,
                        _ => a,
                    },
                    Opcode::Udiv => a,
                    Opcode::Urem => match konst(self.func, args[1]) {
                        Some(k) if k > 0 => a.min(k - 1),
                        _ => a,
                    },
                    Opcode::Umin => a.min(c),
                    Opcode::Umax => a.max(c),
                    _ => full,
                }
            }
            InstData::Ternary {
                opcode: Opcode::Select,
                args,
            } => {
                let a = self.bound(args[1], depth + 1);
                let c = self.bound(args[2], depth + 1);
                a.max(c)
            }
            _ => full,
        };
        // A bound above the type's range (an overflowing sum or product) says nothing.
        if b > full {
            full
        } else {
            b
        }
    }
}

/// Builds `trunc v` as an `i32` value (module doc).
struct Narrow {
    memo: HashMap<Value, Value>,
    max_id: u64,
}

impl Narrow {
    fn narrow(&mut self, cur: &mut Cursor, v: Value, depth: u32) -> Value {
        if let Some(&x) = self.memo.get(&v) {
            return x;
        }
        let x = self.narrow_uncached(cur, v, depth);
        self.memo.insert(v, x);
        x
    }

    fn fits(&self, func: &Function, v: Value) -> bool {
        Bounds {
            func,
            memo: HashMap::default(),
            max_id: self.max_id,
        }
        .bound(v, 0)
            <= u32::MAX as u64
    }

    fn narrow_uncached(&mut self, cur: &mut Cursor, v: Value, depth: u32) -> Value {
        let ty = cur.ty(v);
        let d = def(cur.func, v).cloned();
        if depth <= MAX_DEPTH {
            match d {
                Some(InstData::IntConst { imm }) => {
                    return cur.iconst(Type::I32, imm as u32 as i32 as i64);
                }
                Some(InstData::Unary {
                    opcode: Opcode::Zext,
                    arg,
                }) => {
                    let at = cur.ty(arg);
                    if at == Type::I32 {
                        return arg;
                    }
                    if matches!(at, Type::Scalar(s) if s.is_int() && s != Scalar::I1)
                        && at.bits() < 32
                    {
                        return cur.conv(Opcode::Zext, Type::I32, arg);
                    }
                }
                Some(InstData::Binary { opcode, args }) => {
                    let ring = matches!(
                        opcode,
                        Opcode::Add
                            | Opcode::Sub
                            | Opcode::Mul
                            | Opcode::And
                            | Opcode::Or
                            | Opcode::Xor
                    );
                    let shift_k = konst(cur.func, args[1]).filter(|&s| s < 32);
                    let bounded = matches!(
                        opcode,
                        Opcode::Udiv | Opcode::Urem | Opcode::Umin | Opcode::Umax
                    ) && self.fits(cur.func, args[0])
                        && self.fits(cur.func, args[1]);
                    let lshr =
                        opcode == Opcode::Lshr && shift_k.is_some() && self.fits(cur.func, args[0]);
                    // A product by 2^s is a shift (full-rate VALU; `v_mul_lo_u32` is
                    // quarter-rate).
                    let pow2 =
                        |k: u64| (k.is_power_of_two() && k < 1 << 32).then(|| k.trailing_zeros());
                    if opcode == Opcode::Mul {
                        let (x, k) = match (konst(cur.func, args[0]), konst(cur.func, args[1])) {
                            (_, Some(k)) => (args[0], pow2(k)),
                            (Some(k), None) => (args[1], pow2(k)),
                            _ => (args[0], None),
                        };
                        if let Some(sh) = k {
                            let a = self.narrow(cur, x, depth + 1);
                            let s = cur.iconst(Type::I32, sh as i64);
                            return cur.bin(Opcode::Shl, a, s);
                        }
                    }
                    if ring || bounded {
                        let a = self.narrow(cur, args[0], depth + 1);
                        let b = self.narrow(cur, args[1], depth + 1);
                        return cur.bin(opcode, a, b);
                    }
                    if (opcode == Opcode::Shl && shift_k.is_some()) || lshr {
                        let a = self.narrow(cur, args[0], depth + 1);
                        let s = cur.iconst(Type::I32, shift_k.unwrap_or(0) as i64);
                        return cur.bin(opcode, a, s);
                    }
                }
                Some(InstData::Ternary {
                    opcode: Opcode::Select,
                    args,
                }) => {
                    let a = self.narrow(cur, args[1], depth + 1);
                    let b = self.narrow(cur, args[2], depth + 1);
                    return cur.select(args[0], a, b);
                }
                _ => {}
            }
        }
        if ty == Type::I32 {
            return v;
        }
        cur.conv(Opcode::Itrunc, Type::I32, v)
    }
}
