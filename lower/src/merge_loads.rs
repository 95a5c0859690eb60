//! Adjacent loads merged into one wider load, as LLVM's `LoadStoreVectorizer` does for
//! AMDGPU: `load f32` ×4 at `p .. p+12` becomes one `load <4 x f32>` (one
//! `global_load_dwordx4`) whose lanes replace the four results.
//!
//! Guarantees (after [`merge_loads`]): every merged load reads the bytes the loads it replaces
//! read, at a point where they hold the same values, and is an access the hardware does:
//! - only non-atomic, non-volatile loads, not of the constant address spaces (scalar
//!   loads isel coalesces itself, `gfxc_isel::kernarg_loads`), of 4- or 8-byte scalars (`i32`, `f32`, `i64`,
//!   `f64`) take part, in one block, through addresses with the same
//!   [`Key`](crate::mem_addr::Key) (`crate::mem_addr`), at constant offsets that tile
//!   `[o, o + W)` exactly, `W` 8 or 16 bytes, with pieces of one size and equal
//!   `nontemporal` flags; smaller loads are left alone (extracting their bytes would cost
//!   the instructions the merge saves);
//! - the merged load takes the place of the first of the loads it replaces in program order, with the
//!   alignment of the lowest one, through the lowest one's address when that is defined
//!   there, else through the first one's address plus the constant difference (`ptradd`);
//!   it is done by the hardware ([`wide_ok`](crate::mem_addr::wide_ok));
//! - between the first and the last merged load nothing may change their bytes: a chain
//!   ends at any store of another key or of the same key whose bytes meet a pending load's,
//!   and at a load whose bytes meet those of a store of the same key since the chain began,
//!   at atomics, fences, barriers, calls, inline assembly and intrinsics that are not pure;
//!   outside LDS also at any access of another key; LDS loads follow up to [`LDS_CHAINS`]
//!   keys at once (tiles of two variables read in turn), which loads of other keys and
//!   stores to memories other than LDS and generic do not end;
//! - LDS pieces take the alignment the kernel's layout proves for their address
//!   ([`lds_align`](crate::mem_addr::lds_align)) when it exceeds the declared one;
//! - each old result is lane `k` of the merged vector (`<n x T>` for one common type `T`,
//!   else `<n x i32>` / `<n x i64>` with `bitcast` lanes for the float pieces).

use crate::mem_addr::{access, decompose, lds_align, overlap, wide_ok, Access, Key};
use crate::util::Cursor;
use gfxc_ir::{
    AddrSpace, Function, Inst, InstData, MemFlags, Opcode, Scalar, Type, Value, ValueDef,
};
use gfxc_isa::Target;
use rustc_hash::FxHashMap as HashMap;

#[derive(Clone, Copy)]
struct Piece {
    inst: Inst,
    addr: Value,
    off: i64,
    bytes: u32,
    flags: MemFlags,
}

/// Merges adjacent loads in every block of `func` (module documentation); returns how many
/// wider loads it made.
pub fn merge_loads(func: &mut Function, target: &Target) -> usize {
    let mut n = 0;
    let mut map: HashMap<Value, Value> = HashMap::default();
    // One set of buffers for every block: each is empty when a block starts (`pending` and
    // the chains flushed at every block's end, `stored` cleared here), so no block sees
    // another's.
    let mut insts: Vec<Inst> = Vec::new();
    let mut pending: Pieces = Pieces::new();
    // LDS chains, one per key, oldest first.
    // Each with the byte ranges stored through its key since it began: a later load
    // meeting one of them may not move above that store.
    let mut lds: Vec<LdsChain> = Vec::new();
    let mut stored: Vec<(i64, u32)> = Vec::new();
    for b in crate::util::blocks_of(func) {
        // Only loads merge, two or more of one block: a block with fewer has nothing to do.
        let k = func.layout.block_insts(b).iter();
        if k.filter(|&&i| matches!(func.dfg.insts[i], InstData::Load { .. }))
            .nth(1)
            .is_none()
        {
            continue;
        }
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        let mut key: Option<Key> = None;
        debug_assert!(pending.is_empty() && lds.is_empty());
        stored.clear();
        for &inst in &insts {
            match access(func, inst) {
                Access::None => {}
                Access::Plain { store, addr, ty }
                    if func.dfg.value_type(addr) == Type::Ptr(AddrSpace::Local) =>
                {
                    // An LDS access of another key ends the other chain, as before.
                    n += flush(func, target, &mut pending, &mut map);
                    key = None;
                    stored.clear();
                    let (k, off) = decompose(func, addr);
                    let bytes = ty.store_size();
                    let cand = !store && mergeable(ty);
                    let mut placed = false;
                    let mut c = 0;
                    while c < lds.len() {
                        let keep = if lds[c].0 == k {
                            // The same key: the chain goes on while the bytes do not meet.
                            let apart = lds[c]
                                .1
                                .iter()
                                .all(|p| !overlap(p.off, p.bytes, off, bytes))
                                && (store
                                    || lds[c].2.iter().all(|&(o, b)| !overlap(o, b, off, bytes)));
                            if apart && cand {
                                lds[c].1.push(piece(func, inst, &k, off, bytes));
                            }
                            if apart && store {
                                lds[c].2.push((off, bytes));
                            }
                            placed |= apart;
                            apart
                        } else {
                            // Loads pass loads; a store of another key may meet any of them.
                            !store
                        };
                        if keep {
                            c += 1;
                        } else {
                            let (_, mut ps, _) = lds.remove(c);
                            n += flush(func, target, &mut ps, &mut map);
                        }
                    }
                    if cand && !placed {
                        if lds.len() >= LDS_CHAINS {
                            let (_, mut ps, _) = lds.remove(0);
                            n += flush(func, target, &mut ps, &mut map);
                        }
                        let p = piece(func, inst, &k, off, bytes);
                        lds.push((k, smallvec::smallvec![p], Vec::new()));
                    }
                }
                Access::Plain { store, addr, ty } => {
                    // A generic store may reach LDS; other memories never overlap it.
                    if store && func.dfg.value_type(addr) == Type::Ptr(AddrSpace::Flat) {
                        for (_, mut ps, _) in lds.drain(..) {
                            n += flush(func, target, &mut ps, &mut map);
                        }
                    }
                    let (k, off) = decompose(func, addr);
                    let bytes = ty.store_size();
                    let same = key.as_ref() == Some(&k)
                        && pending.iter().all(|p| !overlap(p.off, p.bytes, off, bytes))
                        && (store || stored.iter().all(|&(o, b)| !overlap(o, b, off, bytes)));
                    let cand = !store && mergeable(ty);
                    if same && (cand || store) {
                        if cand {
                            pending.push(piece(func, inst, &k, off, bytes));
                        } else {
                            stored.push((off, bytes));
                        }
                        continue;
                    }
                    n += flush(func, target, &mut pending, &mut map);
                    key = None;
                    stored.clear();
                    if cand {
                        pending.push(piece(func, inst, &k, off, bytes));
                        key = Some(k);
                    }
                }
                Access::Other => {
                    n += flush(func, target, &mut pending, &mut map);
                    key = None;
                    stored.clear();
                    for (_, mut ps, _) in lds.drain(..) {
                        n += flush(func, target, &mut ps, &mut map);
                    }
                }
            }
        }
        n += flush(func, target, &mut pending, &mut map);
        for (_, mut ps, _) in lds.drain(..) {
            n += flush(func, target, &mut ps, &mut map);
        }
    }
    crate::util::replace_uses(func, &map);
    n
}

/// An LDS chain: its key, pending loads, and the byte ranges stored through the key since
/// it began.
type LdsChain = (Key, Pieces, Vec<(i64, u32)>);

/// The pending loads of a chain (inline: most chains hold one to four).
type Pieces = smallvec::SmallVec<[Piece; 4]>;

/// At most this many LDS chains are followed at once (the oldest is merged first).
const LDS_CHAINS: usize = 8;

fn mergeable(ty: Type) -> bool {
    matches!(
        ty,
        Type::Scalar(Scalar::I32 | Scalar::F32 | Scalar::I64 | Scalar::F64)
    )
}

fn piece(func: &Function, inst: Inst, key: &Key, off: i64, bytes: u32) -> Piece {
    let InstData::Load { mut flags, addr } = func.dfg.insts[inst] else {
        unreachable!("a load")
    };
    flags.align = lds_align(func, addr, key, off, flags.align);
    Piece {
        inst,
        addr,
        off,
        bytes,
        flags,
    }
}

/// Whether `v` is available before position `pos` of the block of `inst`.
fn defined_before(func: &Function, v: Value, inst: Inst) -> bool {
    let ValueDef::Result(d, _) = func.dfg.value_def(v) else {
        return true;
    };
    let b = func.layout.inst_block(inst);
    if func.layout.inst_block(d) != b {
        return true;
    }
    let insts = func.layout.block_insts(b.expect("placed"));
    let pos = |i: Inst| insts.iter().position(|&x| x == i);
    pos(d) < pos(inst)
}

fn flush(
    func: &mut Function,
    target: &Target,
    pending: &mut Pieces,
    map: &mut HashMap<Value, Value>,
) -> usize {
    if pending.len() < 2 {
        pending.clear();
        return 0;
    }
    let first = pending[0];
    // Constant-space loads (the kernarg segment, `crate::segment_loads`) are scalar loads
    // that isel coalesces itself (`gfxc_isel::kernarg_loads`); a vector here only adds copies.
    // (Asked before the pieces are copied and sorted for nothing.)
    let space = match func.dfg.value_type(first.addr) {
        Type::Ptr(space) if !matches!(space, AddrSpace::Constant | AddrSpace::Constant32) => space,
        _ => {
            pending.clear();
            return 0;
        }
    };
    let order: Vec<Inst> = pending.iter().map(|p| p.inst).collect();
    let mut sorted = pending.clone();
    pending.clear();
    sorted.sort_by_key(|p| p.off);
    let mut n = 0;
    let mut dead = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let start = sorted[i];
        let mut done = false;
        for w in [16u32, 8] {
            let mut j = i;
            let mut acc = 0u32;
            while j < sorted.len()
                && acc < w
                && sorted[j].off == start.off + acc as i64
                && sorted[j].bytes == start.bytes
                && sorted[j].flags.nontemporal == start.flags.nontemporal
            {
                acc += sorted[j].bytes;
                j += 1;
            }
            if acc != w || j - i < 2 || !wide_ok(space, target, w, start.flags.align) {
                continue;
            }
            let group = &sorted[i..j];
            let olds: Vec<Value> = group
                .iter()
                .map(|p| func.dfg.first_result(p.inst))
                .collect();
            let ty0 = func.dfg.value_type(olds[0]);
            let same_ty = olds.iter().all(|&v| func.dfg.value_type(v) == ty0);
            let lane = if same_ty {
                ty0
            } else if start.bytes == 4 {
                Type::I32
            } else {
                Type::I64
            };
            let Type::Scalar(ls) = lane else {
                unreachable!("scalar lanes")
            };
            let vty = Type::Vector(ls, group.len() as u8);
            // The group's first load in program order (`pending` is in program order).
            let first = *group
                .iter()
                .min_by_key(|p| order.iter().position(|&i| i == p.inst))
                .expect("a group");
            let direct = defined_before(func, start.addr, first.inst);
            let mut c = Cursor::before(func, first.inst);
            let addr = if direct {
                start.addr
            } else {
                let oty = if c.ty(first.addr).bits() == 64 {
                    Type::I64
                } else {
                    Type::I32
                };
                let k = c.iconst(oty, start.off.wrapping_sub(first.off));
                c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Ptradd,
                        args: [first.addr, k],
                    },
                    c.ty(first.addr),
                )
            };
            let v = c.ins1(
                InstData::Load {
                    flags: MemFlags {
                        align: start.flags.align,
                        // Invariant only if every merged piece is.
                        invariant: group.iter().all(|p| p.flags.invariant),
                        ..start.flags
                    },
                    addr,
                },
                vty,
            );
            for (k, &old) in olds.iter().enumerate() {
                let idx = c.iconst(Type::I32, k as i64);
                let mut x = c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [v, idx],
                    },
                    lane,
                );
                let ot = c.ty(old);
                if ot != lane {
                    x = c.conv(Opcode::Bitcast, ot, x);
                }
                map.insert(old, x);
            }
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
