//! Scalarization of vectors of sub-dword lanes (`i1xN`, `i8xN`), a step of [`crate::legalize`].
//!
//! Registers hold 32-bit dwords; isel packs 16-bit lanes two to a dword (`isel/src/packed.rs`)
//! but has no form for 1- or 8-bit lanes. LLVM's type legalizer promotes or scalarizes such
//! vectors as well (`v4i8` is not a legal type on AMDGPU; its loads become one dword load and
//! shifts). This pass does the same in gfxc IR:
//!
//! Guarantees: afterwards no value of type `i1xN` or `i8xN` exists except as an operand of a
//! `call`, `intrinsic` or `return` (never produced by clang for kernels; isel reports them as
//! unsupported). Every such vector value is replaced by its `N` scalar lanes:
//! * block parameters of such a type become `N` parameters (appended after the others, branch
//!   arguments rewritten to match);
//! * `load`/`store` become integer accesses of 1, 2, 4 or 8 bytes as the alignment allows
//!   (a 4-byte aligned `i8x4` is one dword), the lanes extracted with shifts and `itrunc`,
//!   or packed with `zext`, `shl` and `or` (the bytes in memory are those of the vector: lane
//!   `k` at byte `k`, `i1` lanes one byte each as rule 7 of `legalize` stores them);
//! * `bitcast` to or from them goes through the value's bits as 32-bit words (lane `k` of
//!   `b` bits at bit `k*b`, LLVM's little-endian vector layout);
//! * `splat`, `shuffle`, `extractelement`/`insertelement` (constant or variable index: a
//!   chain of compares and selects) pick lanes;
//! * every other instruction (arithmetic, compares, conversions, selects) is done lane by
//!   lane; a result vector of wider lanes is rebuilt with `splat` + `insertelement`.
//!
//! The rewritten function means the same as the original (the interpreter's results are the
//! same bit for bit).

use crate::cfg::Cfg;
use crate::legalize::{offset_addr, per_lane, piece_align};
use crate::util::Cursor;
use gfxc_ir::{Function, Inst, InstData, IntCC, MemFlags, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// A vector whose lanes are narrower than 16 bits.
pub fn is_narrow_vector(t: Type) -> bool {
    matches!(t, Type::Vector(s, _) if s.bits() < 16)
}

struct Scalarizer {
    lanes: HashMap<Value, Vec<Value>>,
    map: HashMap<Value, Value>,
}

/// Rewrites `func` (module documentation).
pub fn scalarize_narrow_vectors(func: &mut Function) {
    let any = func.dfg.values.iter().any(|(_, d)| is_narrow_vector(d.ty));
    if !any {
        return;
    }
    let mut s = Scalarizer {
        lanes: HashMap::default(),
        map: HashMap::default(),
    };
    // Block parameters first: a parameter's lanes are needed wherever it is used.
    let entry = func.entry_block();
    for &b in crate::util::blocks_of(func).iter() {
        if Some(b) == entry {
            continue;
        }
        let params = func.dfg.block_params(b).to_vec();
        for (i, &p) in params.iter().enumerate().rev() {
            let ty = func.dfg.value_type(p);
            if is_narrow_vector(ty) {
                func.dfg.remove_block_param(b, i);
                let ls = (0..ty.lanes())
                    .map(|_| func.dfg.append_block_param(b, lane_of(ty)))
                    .collect::<Vec<_>>();
                s.lanes.insert(p, ls);
            }
        }
        // `remove_block_param` renumbers; appended lanes come in the reverse order of the
        // vector parameters, which `branch_args` reproduces.
    }
    let cfg = Cfg::new(func);
    // (One buffer for every block's instructions as they were.)
    let mut insts = Vec::new();
    for bi in cfg.rpo() {
        let b = cfg.blocks[bi];
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        for &inst in &insts {
            s.inst(func, inst);
        }
    }
    crate::util::replace_uses(func, &s.map);
}

fn lane_of(t: Type) -> Type {
    match t {
        Type::Vector(s, _) => Type::Scalar(s),
        t => t,
    }
}

fn const_of(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => match func.dfg.insts[i] {
            InstData::IntConst { imm } => Some(imm),
            _ => None,
        },
        _ => None,
    }
}

impl Scalarizer {
    /// Lane `k` of vector `v` (narrow: its scalar; otherwise an `extractelement`).
    fn lane(&self, c: &mut Cursor, v: Value, k: usize) -> Value {
        if let Some(l) = self.lanes.get(&v) {
            return l[k];
        }
        let idx = c.iconst(Type::I32, k as i64);
        let ty = lane_of(c.ty(v));
        c.ins1(
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args: [v, idx],
            },
            ty,
        )
    }

    fn all_lanes(&self, c: &mut Cursor, v: Value) -> Vec<Value> {
        let n = c.ty(v).lanes() as usize;
        (0..n).map(|k| self.lane(c, v, k)).collect()
    }

    /// Branch arguments for a destination whose narrow parameters were split: the other
    /// arguments in order, then the lanes of the narrow ones, last parameter first.
    fn branch_args(&self, func: &Function, args: &[Value]) -> Option<SmallVec<[Value; 4]>> {
        let narrow: Vec<usize> = (0..args.len())
            .filter(|&i| is_narrow_vector(func.dfg.value_type(args[i])))
            .collect();
        if narrow.is_empty() {
            return None;
        }
        let mut out: SmallVec<[Value; 4]> = args
            .iter()
            .enumerate()
            .filter(|(i, _)| !narrow.contains(i))
            .map(|(_, &a)| a)
            .collect();
        for &i in narrow.iter().rev() {
            out.extend_from_slice(&self.lanes[&args[i]]);
        }
        Some(out)
    }

    fn inst(&mut self, func: &mut Function, inst: Inst) {
        let mut d = func.dfg.insts[inst].clone();
        d.map_values(|v| self.map.get(&v).copied().unwrap_or(v));
        // Branch arguments.
        if !d.branch_dests().is_empty() {
            let news: Vec<Option<SmallVec<[Value; 4]>>> = d
                .branch_dests()
                .iter()
                .map(|bc| self.branch_args(func, &bc.args))
                .collect();
            for (bc, n) in d.branch_dests_mut().into_iter().zip(news) {
                if let Some(n) = n {
                    bc.args = n;
                }
            }
            func.dfg.insts[inst] = d;
            return;
        }
        func.dfg.insts[inst] = d.clone();
        let res = func.dfg.inst_results(inst).first().copied();
        let rty = res.map(|r| func.dfg.value_type(r));
        let narrow_res = rty.is_some_and(is_narrow_vector);
        let narrow_arg = d
            .args()
            .iter()
            .any(|&a| is_narrow_vector(func.dfg.value_type(a)));
        if !narrow_res && !narrow_arg {
            return;
        }
        if matches!(
            d,
            InstData::Call { .. }
                | InstData::Intrinsic { .. }
                | InstData::InlineAsm { .. }
                | InstData::Return { .. }
        ) {
            return;
        }
        let mut c = Cursor::before(func, inst);
        // The result: lanes of a narrow vector, or one value.
        enum Out {
            Lanes(Vec<Value>),
            One(Value),
            None,
        }
        let out = match &d {
            InstData::Load { flags, addr } => {
                Out::Lanes(load_lanes(&mut c, rty.unwrap(), *addr, flags))
            }
            InstData::Store { flags, args } => {
                let ty = c.ty(args[0]);
                let ls = self.all_lanes(&mut c, args[0]);
                store_lanes(&mut c, ty, &ls, args[1], flags);
                Out::None
            }
            InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } => Out::Lanes(vec![*arg; rty.unwrap().lanes() as usize]),
            InstData::Unary {
                opcode: Opcode::Bitcast,
                arg,
            } => {
                let words = self.words_of(&mut c, *arg);
                self.value_from_words(&mut c, &words, rty.unwrap())
                    .map_or_else(Out::Lanes, Out::One)
            }
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args: [v, idx],
            } => Out::One(match const_of(c.func, *idx) {
                Some(k) => self.lane(&mut c, *v, k as usize),
                None => {
                    let ls = self.all_lanes(&mut c, *v);
                    let mut r = ls[0];
                    for (k, &l) in ls.iter().enumerate().skip(1) {
                        let kk = c.iconst(Type::I32, k as i64);
                        let eq = c.icmp(IntCC::Eq, *idx, kk);
                        r = c.select(eq, l, r);
                    }
                    r
                }
            }),
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                args: [v, e, idx],
            } => {
                let mut ls = self.all_lanes(&mut c, *v);
                match const_of(c.func, *idx) {
                    Some(k) => ls[k as usize] = *e,
                    None => {
                        for (k, l) in ls.iter_mut().enumerate() {
                            let kk = c.iconst(Type::I32, k as i64);
                            let eq = c.icmp(IntCC::Eq, *idx, kk);
                            *l = c.select(eq, *e, *l);
                        }
                    }
                }
                Out::Lanes(ls)
            }
            InstData::Shuffle { args, mask } => {
                let na = c.ty(args[0]).lanes() as usize;
                let ls = mask
                    .iter()
                    .map(|&m| {
                        let m = m as usize;
                        if m < na {
                            self.lane(&mut c, args[0], m)
                        } else {
                            self.lane(&mut c, args[1], m - na)
                        }
                    })
                    .collect::<Vec<_>>();
                if narrow_res {
                    Out::Lanes(ls)
                } else {
                    Out::One(c.vector_of(rty.unwrap(), &ls))
                }
            }
            _ => {
                // Lane by lane.
                let n = match rty {
                    Some(t) if t.is_vector() => t.lanes(),
                    _ => d
                        .args()
                        .iter()
                        .map(|&a| c.ty(a))
                        .find(|t| t.is_vector())
                        .map_or(1, |t| t.lanes()),
                } as usize;
                let rl = lane_of(rty.unwrap());
                let ls = per_lane(&mut c, &d, n, rl, |c, a, k| self.lane(c, a, k));
                if narrow_res {
                    Out::Lanes(ls)
                } else {
                    Out::One(c.vector_of(rty.unwrap(), &ls))
                }
            }
        };
        match out {
            Out::Lanes(ls) => {
                self.lanes.insert(res.unwrap(), ls);
            }
            Out::One(v) => {
                self.map.insert(res.unwrap(), v);
            }
            Out::None => {}
        }
        func.layout.remove_inst(inst);
    }

    /// The bits of `v` as 32-bit words, lowest first (the last word zero-padded).
    fn words_of(&self, c: &mut Cursor, v: Value) -> Vec<Value> {
        let ty = c.ty(v);
        // Pieces of at most 32 bits, zero-extended to i32, with their widths.
        let mut pieces: Vec<(Value, u32)> = Vec::new();
        let lanes: Vec<Value> = match ty {
            Type::Vector(..) => self.all_lanes(c, v),
            _ => vec![v],
        };
        for l in lanes {
            let lt = c.ty(l);
            let bits = lt.bits();
            let as_int = if lt.is_float() {
                c.conv(
                    Opcode::Bitcast,
                    Type::Scalar(lt.lane().unwrap().as_int()),
                    l,
                )
            } else {
                l
            };
            match bits {
                64 => {
                    let lo = c.conv(Opcode::Itrunc, Type::I32, as_int);
                    let k = c.iconst(Type::I64, 32);
                    let h = c.bin(Opcode::Lshr, as_int, k);
                    let hi = c.conv(Opcode::Itrunc, Type::I32, h);
                    pieces.push((lo, 32));
                    pieces.push((hi, 32));
                }
                32 => pieces.push((as_int, 32)),
                b => pieces.push((c.conv(Opcode::Zext, Type::I32, as_int), b)),
            }
        }
        let mut words = Vec::new();
        let (mut cur, mut pos): (Option<Value>, u32) = (None, 0);
        for (p, w) in pieces {
            let p = if pos == 0 {
                p
            } else {
                let k = c.iconst(Type::I32, pos as i64);
                let s = c.bin(Opcode::Shl, p, k);
                c.bin(Opcode::Or, cur.unwrap(), s)
            };
            cur = Some(p);
            pos += w;
            if pos == 32 {
                words.push(cur.take().unwrap());
                pos = 0;
            }
        }
        if let Some(w) = cur {
            words.push(w);
        }
        words
    }

    /// A value of type `ty` from its bits (`words`, as [`Self::words_of`] gives them): the
    /// lanes of a narrow vector, or the value.
    fn value_from_words(
        &self,
        c: &mut Cursor,
        words: &[Value],
        ty: Type,
    ) -> Result<Value, Vec<Value>> {
        let lt = lane_of(ty);
        let n = ty.lanes() as usize;
        let bits = lt.bits();
        let mut ls = Vec::with_capacity(n);
        for k in 0..n {
            let at = k as u32 * bits;
            let int_ty = Type::Scalar(lt.lane().unwrap().as_int());
            let x = if bits == 64 {
                let (lo, hi) = (words[at as usize / 32], words[at as usize / 32 + 1]);
                let lo = c.conv(Opcode::Zext, Type::I64, lo);
                let hi = c.conv(Opcode::Zext, Type::I64, hi);
                let k = c.iconst(Type::I64, 32);
                let hi = c.bin(Opcode::Shl, hi, k);
                c.bin(Opcode::Or, lo, hi)
            } else {
                let w = words[at as usize / 32];
                let sh = at % 32;
                let w = if sh == 0 {
                    w
                } else {
                    let k = c.iconst(Type::I32, sh as i64);
                    c.bin(Opcode::Lshr, w, k)
                };
                if bits == 32 {
                    w
                } else {
                    c.conv(Opcode::Itrunc, int_ty, w)
                }
            };
            let x = if lt.is_float() {
                c.conv(Opcode::Bitcast, lt, x)
            } else {
                x
            };
            ls.push(x);
        }
        if is_narrow_vector(ty) {
            Err(ls)
        } else if ty.is_vector() {
            Ok(c.vector_of(ty, &ls))
        } else {
            Ok(ls[0])
        }
    }
}

/// Pieces `(byte offset, bytes)` of an access of `total` bytes at alignment `align`: each
/// 1, 2, 4 or 8 bytes, naturally aligned as far as `align` allows.
fn chunks(total: u32, align: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut off = 0;
    while off < total {
        let at = if off == 0 {
            align
        } else {
            align.min(1 << off.trailing_zeros())
        };
        let size = [8, 4, 2, 1]
            .into_iter()
            .find(|&s| s <= total - off && s <= at)
            .unwrap();
        out.push((off, size));
        off += size;
    }
    out
}

fn int_of_bytes(b: u32) -> Type {
    match b {
        1 => Type::I8,
        2 => Type::I16,
        4 => Type::I32,
        _ => Type::I64,
    }
}

fn piece_flags(flags: &MemFlags, off: u32) -> MemFlags {
    MemFlags {
        align: piece_align(flags.align, off),
        ..*flags
    }
}

/// The lanes of a narrow vector loaded from `addr` (one byte per lane).
fn load_lanes(c: &mut Cursor, ty: Type, addr: Value, flags: &MemFlags) -> Vec<Value> {
    let lt = lane_of(ty);
    let mut ls = Vec::new();
    for (off, size) in chunks(ty.lanes(), flags.align) {
        let a = offset_addr(c, addr, off);
        let it = int_of_bytes(size);
        let v = c.ins1(
            InstData::Load {
                flags: piece_flags(flags, off),
                addr: a,
            },
            it,
        );
        for i in 0..size {
            let x = if i == 0 {
                v
            } else {
                let k = c.iconst(it, 8 * i as i64);
                c.bin(Opcode::Lshr, v, k)
            };
            ls.push(if it == lt {
                x
            } else {
                c.conv(Opcode::Itrunc, lt, x)
            });
        }
    }
    ls
}

/// Stores the lanes of a narrow vector at `addr` (one byte per lane).
fn store_lanes(c: &mut Cursor, ty: Type, ls: &[Value], addr: Value, flags: &MemFlags) {
    for (off, size) in chunks(ty.lanes(), flags.align) {
        let it = int_of_bytes(size);
        let mut v: Option<Value> = None;
        for i in 0..size {
            let l = ls[(off + i) as usize];
            let x = if c.ty(l) == it {
                l
            } else {
                c.conv(Opcode::Zext, it, l)
            };
            let x = if i == 0 {
                x
            } else {
                let k = c.iconst(it, 8 * i as i64);
                c.bin(Opcode::Shl, x, k)
            };
            v = Some(match v {
                None => x,
                Some(p) => c.bin(Opcode::Or, p, x),
            });
        }
        let a = offset_addr(c, addr, off);
        c.ins(
            InstData::Store {
                flags: piece_flags(flags, off),
                args: [v.unwrap(), a],
            },
            &[],
        );
    }
}

#[cfg(test)]
mod tests {
    use super::chunks;

    #[test]
    fn chunks_follow_alignment() {
        assert_eq!(chunks(4, 4), vec![(0, 4)]);
        assert_eq!(chunks(4, 1), vec![(0, 1), (1, 1), (2, 1), (3, 1)]);
        assert_eq!(chunks(3, 4), vec![(0, 2), (2, 1)]);
        assert_eq!(chunks(8, 4), vec![(0, 4), (4, 4)]);
        assert_eq!(chunks(16, 16), vec![(0, 8), (8, 8)]);
        assert_eq!(chunks(6, 2), vec![(0, 2), (2, 2), (4, 2)]);
    }
}
