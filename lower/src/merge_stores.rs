//! Adjacent stores merged into one wider store, as LLVM's `LoadStoreVectorizer` does for
//! AMDGPU: `store i8` ×4 at `p, p+1, p+2, p+3` becomes one `store i32` of the packed bytes,
//! `store i16 0` ×4 at `p .. p+7` one `store i64 0`, `store i32` ×4 of uniform values at
//! `p .. p+15` one `store <4 x i32>` (`global_store_dwordx4`).
//!
//! Guarantees (after [`merge_stores`]): memory holds the same bytes after every instruction
//! that can observe it, and every access is one the hardware does:
//! - only non-atomic, non-volatile stores of scalar integers and floats (`i8` .. `i64`,
//!   `f16` .. `f64`; not `i1`, pointers or vectors) take part, in one block, through
//!   addresses with the same [`Key`](crate::mem_addr::Key) (same root pointer and run-time
//!   terms; `crate::mem_addr`), at constant offsets that tile `[o, o + W)` exactly with
//!   `W` 2, 4, 8, 12 (GFX7+: no `dwordx3`/`b96` access on GFX6) or 16 bytes, of at least
//!   two stores, with equal `nontemporal` flags; a group of only dword and wider pieces
//!   merges when its tuple pays (`tuple_pays`): its values are pairwise different (a value
//!   stored twice would take a register per dword where separate stores share one) and the
//!   dwords of values that are neither uniform ([`crate::uniformity`]) nor constant — each
//!   one copy into the tuple, which the separate stores do not need — are fewer than the
//!   stores saved (a uniform value or a constant takes its `v_mov` into a VGPR either way);
//! - loads of read-only memory (the constant address spaces) observe no store: they do not
//!   end a chain;
//! - the merged store takes the place of the last of its pieces in program order (the
//!   values of a group stay live only up to their own last store), with the
//!   address and alignment of the lowest one; it is done by the hardware
//!   ([`wide_ok`](crate::mem_addr::wide_ok): natural alignment, or dword alignment where
//!   the rules of `crate::unaligned` allow, or any alignment for at most a dword where the
//!   hardware does unaligned accesses); LDS pieces take the alignment the kernel's layout
//!   proves for their address ([`lds_align`](crate::mem_addr::lds_align)) when it exceeds
//!   the declared one;
//! - between the first and the last merged store no instruction may observe or change their
//!   bytes: a chain ends at any memory access of another key or one of the same key whose
//!   bytes meet a pending store's, at atomics, fences, barriers, calls, inline assembly
//!   and intrinsics that are not pure (`crate::mem_addr::Access`);
//! - the value stored is the little-endian concatenation: pieces smaller than a dword are
//!   zero-extended and shifted to their byte offset inside their dword and or-ed (constants
//!   folded into one constant); a merged store of more than a dword is a vector of dwords
//!   (`<n x i32>`, a dword piece one lane; 64-bit pieces `<n x i64>`, or `<n x double>`
//!   when all are `double`); eight bytes of constants are one `i64` constant,
//!   and sixteen bytes of constants two such stores (isel builds a constant vector in SGPRs
//!   and copies every lane). Pieces that are the bytes of one value at their own positions
//!   (`itrunc (lshr y, 8r)` stored at byte `r`, as `crate::unaligned` and byte-wise source
//!   code write them) are that value again; the piece at the top of an integer needs no
//!   zero extension when it is `itrunc y` of a value of the integer's width (the shift drops
//!   the high bits).
//!
//! Merging non-constant pieces costs the instructions that join them (a byte permute or
//! shift-and-or per further non-constant piece, plus the selector constant on GFX6-GFX9,
//! where VOP3 takes no literal): a group is merged only when that estimate is at most the
//! stores it saves (`profitable`), LLVM's SDWA byte selects having no counterpart here.

use crate::mem_addr::{access, decompose, lds_align, overlap, wide_ok, Access, Key};
use crate::uniformity::Uniformity;
use crate::util::Cursor;
use gfxc_ir::{
    AddrSpace, Function, Inst, InstData, MemFlags, Opcode, Scalar, Type, Value, ValueDef,
};
use gfxc_isa::Target;

/// A store that may take part in a merge.
#[derive(Clone, Copy)]
struct Piece {
    inst: Inst,
    val: Value,
    addr: Value,
    off: i64,
    bytes: u32,
    flags: MemFlags,
}

/// Merges adjacent stores in every block of `func` (module documentation); returns how
/// many wider stores it made.
pub fn merge_stores(func: &mut Function, target: &Target) -> usize {
    // Computed when a block first has two stores to merge (most kernels have none). Merging
    // adds only packing instructions, whose values feed nothing but the new store, and moves
    // stores, which define no value: the uniformity of every value that existed before is
    // the same whether analyzed before or after a merge.
    let mut uni: Option<Uniformity> = None;
    let mut n = 0;
    for b in crate::util::blocks_of(func) {
        // Only stores merge, two or more of one block: a block with fewer has nothing to do.
        let k = func.layout.block_insts(b).iter();
        if k.filter(|&&i| matches!(func.dfg.insts[i], InstData::Store { .. }))
            .nth(1)
            .is_none()
        {
            continue;
        }
        let insts = func.layout.block_insts(b).to_vec();
        let mut key: Option<Key> = None;
        let mut pending: Vec<Piece> = Vec::new();
        for inst in insts {
            match access(func, inst) {
                Access::None => {}
                Access::Plain { store, addr, ty } => {
                    let (k, off) = decompose(func, addr);
                    let bytes = ty.store_size();
                    let same = key.as_ref() == Some(&k)
                        && pending.iter().all(|p| !overlap(p.off, p.bytes, off, bytes));
                    let cand = store && mergeable(ty);
                    // A load of read-only memory (the constant address spaces: kernel
                    // arguments, dispatch packet) observes no store.
                    let read_only = !store
                        && matches!(
                            func.dfg.value_type(addr),
                            Type::Ptr(AddrSpace::Constant | AddrSpace::Constant32)
                        );
                    if read_only {
                        continue;
                    }
                    if same && (cand || !store) {
                        if cand {
                            pending.push(piece(func, inst, &k, off, bytes));
                        }
                        continue;
                    }
                    n += flush(func, target, &mut uni, &mut pending);
                    key = None;
                    if cand {
                        pending.push(piece(func, inst, &k, off, bytes));
                        key = Some(k);
                    }
                }
                Access::Other => {
                    n += flush(func, target, &mut uni, &mut pending);
                    key = None;
                }
            }
        }
        n += flush(func, target, &mut uni, &mut pending);
    }
    n
}

fn mergeable(ty: Type) -> bool {
    matches!(ty, Type::Scalar(s) if s != Scalar::I1)
}

fn piece(func: &Function, inst: Inst, key: &Key, off: i64, bytes: u32) -> Piece {
    let InstData::Store { mut flags, args } = func.dfg.insts[inst] else {
        unreachable!("a store")
    };
    flags.align = lds_align(func, args[1], key, off, flags.align);
    Piece {
        inst,
        val: args[0],
        addr: args[1],
        off,
        bytes,
        flags,
    }
}

/// Merges what can be merged among `pending` (same key, pairwise disjoint), then empties it.
fn flush(
    func: &mut Function,
    target: &Target,
    uni: &mut Option<Uniformity>,
    pending: &mut Vec<Piece>,
) -> usize {
    if pending.len() < 2 {
        pending.clear();
        return 0;
    }
    let uni: &Uniformity = uni.get_or_insert_with(|| crate::uniformity::analyze(func));
    // Program order of the pieces: a merged store takes the place of its group's last.
    let order: rustc_hash::FxHashMap<Inst, usize> = pending
        .iter()
        .enumerate()
        .map(|(k, p)| (p.inst, k))
        .collect();
    let mut sorted = pending.clone();
    pending.clear();
    sorted.sort_by_key(|p| p.off);
    let Type::Ptr(space) = func.dfg.value_type(sorted[0].addr) else {
        return 0;
    };
    let mut n = 0;
    let mut i = 0;
    // Removed at the end: a merged store goes before the last of its pieces.
    let mut dead = Vec::new();
    while i < sorted.len() {
        let start = sorted[i];
        let mut done = false;
        for w in [16u32, 12, 8, 4, 2] {
            // No dwordx3 / b96 access on GFX6 (ISA: `*_dwordx3` and `ds_write_b96` are GFX7+).
            if w == 12 && target.processor.generation < gfxc_isa::Generation::Gfx7 {
                continue;
            }
            let mut j = i;
            let mut acc = 0u32;
            while j < sorted.len()
                && acc < w
                && sorted[j].off == start.off + acc as i64
                && sorted[j].flags.nontemporal == start.flags.nontemporal
            {
                acc += sorted[j].bytes;
                j += 1;
            }
            if acc != w || j - i < 2 || !wide_ok(space, target, w, start.flags.align) {
                continue;
            }
            let group = &sorted[i..j];
            if !packable(group, w) || !profitable(func, target, group) {
                continue;
            }
            // Dword (and wider) pieces merge when the tuple isel builds (one write per dword)
            // costs fewer instructions than the stores it saves (`tuple_pays`).
            if group.iter().all(|p| p.bytes >= 4) && !tuple_pays(func, uni, group) {
                continue;
            }
            let last = group
                .iter()
                .map(|p| p.inst)
                .max_by_key(|i| order.get(i).copied())
                .expect("pieces");
            let mut c = Cursor::before(func, last);
            let v = pack(&mut c, group, w);
            let flags = MemFlags {
                align: start.flags.align,
                ..start.flags
            };
            c.ins(
                InstData::Store {
                    flags,
                    args: [v, start.addr],
                },
                &[],
            );
            dead.extend(group.iter().map(|p| p.inst));
            n += 1;
            i = j;
            done = true;
            break;
        }
        if !done {
            i += 1;
        }
    }
    for d in dead {
        func.layout.remove_inst(d);
    }
    n
}

/// Whether one store of the tuple of the dword (and wider) pieces of `group` costs fewer
/// instructions than their separate stores: the values must be pairwise different (a value
/// stored twice takes a register per copy where separate stores share one), and a value
/// that is neither uniform nor constant costs a copy per dword into the tuple (a uniform
/// value or a constant takes its `v_mov` into a VGPR for a separate store too). The copies
/// must be fewer than the stores saved.
fn tuple_pays(func: &Function, uni: &Uniformity, group: &[Piece]) -> bool {
    let copies: u32 = group
        .iter()
        .filter(|p| const_bits(func, p.val).is_none() && !uni.is_uniform(p.val))
        .map(|p| p.bytes / 4)
        .sum();
    distinct(func, group) && copies < group.len() as u32 - 1
}

/// Whether the values of `group` are pairwise different (constants by their bits).
fn distinct(func: &Function, group: &[Piece]) -> bool {
    let key = |p: &Piece| match const_bits(func, p.val) {
        Some(k) => (Some(k), None, p.bytes),
        None => (None, Some(p.val), p.bytes),
    };
    group
        .iter()
        .enumerate()
        .all(|(k, a)| group[..k].iter().all(|b| key(a) != key(b)))
}

/// Whether the pieces (tiling `w` bytes) can be packed: 8-byte pieces only with each other,
/// smaller pieces never across a dword boundary.
fn packable(group: &[Piece], w: u32) -> bool {
    let base = group[0].off;
    if group.iter().any(|p| p.bytes == 8) {
        return group.iter().all(|p| p.bytes == 8);
    }
    group.iter().all(|p| {
        let r = (p.off - base) as u32;
        r / 4 == (r + p.bytes - 1) / 4 && (w >= 4 || p.bytes < w)
    })
}

/// The value `y` and byte position `r` of a piece `itrunc (lshr y, 8r)` (`r = 0`:
/// `itrunc y`) of an integer `y`.
fn byte_of(func: &Function, v: Value) -> Option<(Value, u32)> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    let InstData::Unary {
        opcode: Opcode::Itrunc,
        arg,
    } = func.dfg.insts[i]
    else {
        return None;
    };
    if let ValueDef::Result(j, _) = func.dfg.value_def(arg) {
        if let InstData::Binary {
            opcode: Opcode::Lshr,
            args: [y, k],
        } = func.dfg.insts[j]
        {
            if let Some(k) = crate::mem_addr::const_of(func, k) {
                if k > 0 && k % 8 == 0 && k < func.dfg.value_type(y).bits() as i64 {
                    return Some((y, k as u32 / 8));
                }
            }
        }
    }
    Some((arg, 0))
}

/// If the pieces (byte offset inside the integer, value) are exactly the bytes of one
/// integer `y` at their own positions, covering `bytes` bytes from byte 0: `y`.
fn bytes_of_one(func: &Function, parts: &[(u32, Value)], bytes: u32) -> Option<Value> {
    let mut src = None;
    let mut covered = 0;
    for &(rel, v) in parts {
        let (y, r) = byte_of(func, v)?;
        if r != rel || src.is_some_and(|s| s != y) || !func.dfg.value_type(y).is_int() {
            return None;
        }
        src = Some(y);
        covered += func.dfg.value_type(v).store_size();
    }
    let y = src?;
    (covered == bytes && func.dfg.value_type(y).store_size() >= bytes).then_some(y)
}

/// Instructions joining the pieces of one integer cost (module documentation).
fn join_cost(func: &Function, parts: &[(u32, Value)], bytes: u32) -> u32 {
    if bytes_of_one(func, parts, bytes).is_some() {
        return 0;
    }
    let vars = parts
        .iter()
        .filter(|p| const_bits(func, p.1).is_none())
        .count() as u32;
    let konst = parts.len() as u32 > vars && vars > 0;
    vars.saturating_sub(1) + u32::from(konst) + u32::from(vars == 1 && !konst)
}

/// Whether merging `group` costs no more instructions than it saves (module documentation).
fn profitable(func: &Function, target: &Target, group: &[Piece]) -> bool {
    let base = group[0].off;
    let per_join = if target.processor.generation.is_gfx10_plus() {
        1
    } else {
        2
    };
    let span = (group.last().expect("pieces").off - base) as u32 + 1;
    let mut cost = 0;
    for d in 0..span.div_ceil(4) {
        let parts: Vec<(u32, Value)> = group
            .iter()
            .filter(|p| p.bytes < 4 && (p.off - base) as u32 / 4 == d)
            .map(|p| ((p.off - base) as u32 % 4, p.val))
            .collect();
        if !parts.is_empty() {
            let bytes = parts
                .iter()
                .map(|p| func.dfg.value_type(p.1).store_size())
                .sum::<u32>();
            cost += join_cost(func, &parts, bytes);
        }
    }
    cost * per_join < group.len() as u32
}

/// The bits of a constant piece (`iconst` / `fconst`), if it is one.
fn const_bits(func: &Function, v: Value) -> Option<u64> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    let bits = func.dfg.value_type(v).bits();
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    match func.dfg.insts[i] {
        InstData::IntConst { imm } => Some(imm as u64 & mask),
        InstData::FloatConst { bits } => Some(bits & mask),
        _ => None,
    }
}

fn int_of(bytes: u32) -> Type {
    match bytes {
        1 => Type::I8,
        2 => Type::I16,
        4 => Type::I32,
        _ => Type::I64,
    }
}

/// One integer of `bytes` (at most 4) bytes from the pieces at byte `rel` offsets inside it.
fn pack_int(c: &mut Cursor, parts: &[(u32, Value)], bytes: u32) -> Value {
    let it = int_of(bytes);
    if let Some(y) = bytes_of_one(c.func, parts, bytes) {
        return if c.ty(y) == it {
            y
        } else {
            c.conv(Opcode::Itrunc, it, y)
        };
    }
    let top = parts.iter().map(|p| p.0).max().unwrap_or(0);
    let mut k: u64 = 0;
    let mut acc: Option<Value> = None;
    for &(rel, v) in parts {
        // The top piece of the integer: `itrunc y` of a `y` as wide needs no extension.
        let v = match byte_of(c.func, v) {
            Some((y, 0)) if rel == top && rel > 0 && c.ty(y) == it => y,
            _ => v,
        };
        if let Some(bits) = const_bits(c.func, v) {
            k |= bits << (8 * rel);
            continue;
        }
        let t = c.ty(v);
        let x = if t.is_float() {
            c.conv(Opcode::Bitcast, int_of(t.store_size()), v)
        } else {
            v
        };
        let x = if c.ty(x) == it {
            x
        } else {
            c.conv(Opcode::Zext, it, x)
        };
        let x = if rel == 0 {
            x
        } else {
            let s = c.iconst(it, 8 * rel as i64);
            c.bin(Opcode::Shl, x, s)
        };
        acc = Some(match acc {
            None => x,
            Some(a) => c.bin(Opcode::Or, a, x),
        });
    }
    match acc {
        None => c.iconst(it, k as i64),
        Some(a) if k == 0 => a,
        Some(a) => {
            let kv = c.iconst(it, k as i64);
            c.bin(Opcode::Or, a, kv)
        }
    }
}

/// The value of the merged store (module documentation).
fn pack(c: &mut Cursor, group: &[Piece], w: u32) -> Value {
    let base = group[0].off;
    if w == 8 && group.iter().all(|p| const_bits(c.func, p.val).is_some()) {
        // All constant: one 64-bit constant (two moves at most).
        let k = group.iter().fold(0u64, |k, p| {
            k | const_bits(c.func, p.val).expect("constant") << (8 * (p.off - base))
        });
        return c.iconst(Type::I64, k as i64);
    }
    if w <= 4 {
        let parts: Vec<(u32, Value)> = group
            .iter()
            .map(|p| ((p.off - base) as u32, p.val))
            .collect();
        return pack_int(c, &parts, w);
    }
    if group.iter().all(|p| p.bytes == 8) {
        // 64-bit pieces: a vector of them (`f64` lanes when every piece is one).
        let all_f = group.iter().all(|p| c.ty(p.val) == Type::F64);
        let lanes: Vec<Value> = group
            .iter()
            .map(|p| match c.ty(p.val) {
                Type::F64 if !all_f => c.conv(Opcode::Bitcast, Type::I64, p.val),
                _ => p.val,
            })
            .collect();
        let s = if all_f { Scalar::F64 } else { Scalar::I64 };
        return c.vector_of(Type::Vector(s, lanes.len() as u8), &lanes);
    }
    let lanes: Vec<Value> = (0..w / 4)
        .map(|d| {
            let parts: Vec<(u32, Value)> = group
                .iter()
                .filter(|p| (p.off - base) as u32 / 4 == d)
                .map(|p| ((p.off - base) as u32 - 4 * d, p.val))
                .collect();
            pack_int(c, &parts, 4)
        })
        .collect();
    c.vector_of(Type::Vector(Scalar::I32, lanes.len() as u8), &lanes)
}
