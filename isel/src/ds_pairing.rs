//! LDS access pairing on machine IR (before register allocation): two plain DS loads (or two
//! plain DS stores) of the same width, through the same address register, in the same block,
//! become one two-address instruction (`ds_read2_b32`, `ds_read2st64_b64`, `ds_write2_b32`, …;
//! GFX11 `ds_load_2addr_b32`, `ds_store_2addr_stride64_b64`, …), as LLVM's
//! `SILoadStoreOptimizer` does.
//!
//! Guarantees: every lane reads or writes exactly the bytes it did before, in an order no
//! other LDS access, fence or barrier can observe:
//! * both accesses are non-atomic, non-volatile 4- or 8-byte `ds_read_b32/b64` (`ds_write_…`)
//!   with the same address operand (same vreg and sub-range) and byte offsets `o0 != o1`
//!   that are multiples of the element size `E`; the pair takes offset fields `o/E` when both
//!   are at most 255, else `o/(64 E)` (the `st64` form) when both are multiples of `64 E` and
//!   at most 255 (ISA "DS instructions": the two addresses are `ADDR + OFFSET0 * E` and
//!   `ADDR + OFFSET1 * E`, times 64 for `st64`). The per-element addresses — hence their
//!   alignment — are those of the original instructions;
//! * loads are merged at the first load: no instruction between the two may write LDS (any
//!   other DS instruction except a plain load, any FLAT instruction except a load: a generic
//!   pointer may reach LDS), be a fence, wait or `s_barrier`, carry an ordering, or write EXEC
//!   or M0 (except `s_mov_b32 m0, -1`); stores are merged at the second store with the same
//!   conditions plus no DS or FLAT load in between;
//! * neither instruction is part of a multi-instruction group;
//! * on GFX6-GFX8 M0 (the LDS bound, ISA "M0") is -1 for every DS instruction: isel sets it
//!   once at kernel entry (`mem.rs`) and nothing writes it otherwise, so the merged
//!   instruction sees the same M0 as the two it replaces.
//!
//! Results of merged loads are the two halves of one register tuple: uses of the old result
//! registers are renamed to sub-ranges of the tuple; a result passed as a block argument is
//! copied out of the tuple (block arguments are whole registers).

use crate::mir::{Bank, DwordDefs, Kind, MFunction, MInst, MOp, MemKind, Pseudo, VReg};
use gfxc_ir::Ordering;
use gfxc_isa::inst::generation;
use gfxc_isa::op::{kind, Unit};
use gfxc_isa::regs::{code, m0_code, Operand, RegFile};
use gfxc_isa::table::table;
use gfxc_isa::table::Format;
use gfxc_isa::Generation;
use gfxc_isa::Op;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// At most this many instructions between the two accesses of a pair.
const WINDOW: usize = 64;

/// What a DS instruction is to the pairing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ds {
    /// A plain load or store of `bytes` (4 or 8) bytes.
    Plain { load: bool, bytes: u8 },
    /// Any other LDS access (atomics, sub-dword, 96/128-bit, already paired).
    Other,
}

/// Pairs LDS accesses in every block (module doc); returns how many pairs were formed.
/// Counts of writes kept in `defs` ([`MFunction::dword_defs_cached`]) are kept exact.
pub fn pair_ds(f: &mut MFunction, gen: Generation, defs: &mut Option<DwordDefs>) -> usize {
    let mut rename: HashMap<VReg, (VReg, u8)> = HashMap::default();
    // (Gathered at the first block that may pair: most functions have none.)
    // (Sorted, on the stack for the usual few arguments: a hash set cost two allocations.)
    let mut arg_regs: Option<SmallVec<[VReg; 16]>> = None;
    let mut pairs = 0;
    for bi in 0..f.blocks.len() {
        // A pair is two plain accesses of one block: a block with fewer has nothing to do.
        let plain = |i: &&MInst| matches!(classify(f, i), Some(Ds::Plain { .. }));
        if f.blocks[bi].insts.iter().filter(plain).take(2).count() < 2 {
            continue;
        }
        let arg_regs = arg_regs.get_or_insert_with(|| {
            let mut set: SmallVec<[VReg; 16]> = SmallVec::new();
            for b in &f.blocks {
                set.extend(b.args.iter().chain(&b.linear_args).flatten().copied());
            }
            set.sort_unstable();
            set.dedup();
            set
        });
        pairs += pair_block(f, bi, gen, &mut rename, arg_regs, defs);
    }
    if !rename.is_empty() {
        for b in &mut f.blocks {
            for inst in &mut b.insts {
                inst.rename_uses(&rename);
            }
        }
    }
    pairs
}

fn classify(f: &MFunction, inst: &MInst) -> Option<Ds> {
    let Kind::Hw(row) = inst.kind else {
        return None;
    };
    let p = table(f.variant).props(row);
    if p.unit != Unit::Ds {
        return None;
    }
    let plain = match p.op {
        Op::ds_read_b32 | Op::ds_load_b32 => Some((true, 4)),
        Op::ds_read_b64 | Op::ds_load_b64 => Some((true, 8)),
        Op::ds_write_b32 | Op::ds_store_b32 => Some((false, 4)),
        Op::ds_write_b64 | Op::ds_store_b64 => Some((false, 8)),
        _ => None,
    };
    let ok_sem = matches!(inst.mem, Some(s) if s.ordering == Ordering::NotAtomic
        && !s.volatile
        && matches!(s.kind, MemKind::Load | MemKind::Store));
    match plain {
        Some((load, bytes)) if ok_sem && !inst.m.gds && inst.m.offset >= 0 => {
            Some(Ds::Plain { load, bytes })
        }
        _ => Some(Ds::Other),
    }
}

/// `s_mov_b32 m0, -1`.
fn is_m0_init(f: &MFunction, inst: &MInst) -> bool {
    let Kind::Hw(row) = inst.kind else {
        return false;
    };
    table(f.variant).props(row).op == Op::s_mov_b32
        && matches!(&inst.ops[0], MOp::P(r) if r.file == RegFile::Special && r.index == m0_code(generation(f.variant)))
        && matches!(&inst.ops[1], MOp::C(Operand::InlineInt(-1)))
}

/// Whether `inst` may write EXEC: an explicit EXEC operand it defines, an instruction that
/// names EXEC implicitly (`v_cmpx`, `s_*_saveexec`), or a pseudo-instruction.
pub(crate) fn writes_exec(variant: gfxc_isa::IsaVariant, inst: &MInst) -> bool {
    let row = match inst.kind {
        Kind::Pseudo(Pseudo::Copy) => None,
        Kind::Pseudo(_) => return true,
        Kind::Hw(row) => Some(row),
    };
    if let Some(row) = row {
        if table(variant)
            .props(row)
            .any(kind::NAMES_EXEC | kind::NAMES_CMPX)
        {
            return true;
        }
    }
    inst.ops.iter().enumerate().any(|(k, op)| {
        inst.is_def(k)
            && matches!(op, MOp::P(r) if r.file == RegFile::Special
                && (r.index..r.index + r.count as u16)
                    .any(|c| c == code::EXEC_LO || c == code::EXEC_HI))
    })
}

/// May `inst` (between the two accesses) not be crossed by a load (`load`) or store?
fn blocks_motion(f: &MFunction, inst: &MInst, load: bool) -> bool {
    match inst.kind {
        Kind::Pseudo(Pseudo::Copy) => return false,
        Kind::Pseudo(_) => return true,
        Kind::Hw(_) => {}
    }
    if let Some(s) = inst.mem {
        if s.ordering != Ordering::NotAtomic || s.volatile {
            return true;
        }
    }
    if is_m0_init(f, inst) {
        return false;
    }
    let Kind::Hw(row) = inst.kind else {
        return true;
    };
    let p = table(f.variant).props(row);
    if p.op == Op::s_barrier
        || p.any(kind::ANY_WAITCNT | kind::SENDMSG | kind::NAMES_EXEC | kind::NAMES_CMPX)
    {
        return true;
    }
    // Writes of EXEC or M0 (VCC and SCC writes of arithmetic groups are harmless).
    let m0 = m0_code(generation(f.variant));
    for (k, op) in inst.ops.iter().enumerate() {
        if inst.is_def(k) {
            if let MOp::P(r) = op {
                let hits = |c: u16| (r.index..r.index + r.count as u16).contains(&c);
                if r.file == RegFile::Special
                    && (hits(m0) || hits(code::EXEC_LO) || hits(code::EXEC_HI))
                {
                    return true;
                }
            }
        }
    }
    let is_load_ds = matches!(classify(f, inst), Some(Ds::Plain { load: true, .. }));
    if p.unit == Unit::Ds {
        // A load may pass another plain load; nothing else touching LDS is crossed.
        return !(load && is_load_ds);
    }
    if table(f.variant).def(row).format == Format::Flat {
        // A generic access may reach LDS: a load may pass a flat load only.
        let flat_load = p.is(kind::FLAT_LOAD);
        return !(load && flat_load);
    }
    false
}

fn address_op(inst: &MInst, load: bool) -> &MOp {
    // Signatures: load `vdst, addr`; store `addr, data`.
    if load {
        &inst.ops[1]
    } else {
        &inst.ops[0]
    }
}

/// Offset fields and whether the `st64` form is needed, for byte offsets `o0`, `o1`.
fn fields(o0: i64, o1: i64, e: i64) -> Option<(u8, u8, bool)> {
    if o0 == o1 || o0 % e != 0 || o1 % e != 0 || o0 < 0 || o1 < 0 {
        return None;
    }
    let (a, b) = (o0 / e, o1 / e);
    if a <= 255 && b <= 255 {
        return Some((a as u8, b as u8, false));
    }
    let s = 64 * e;
    if o0 % s == 0 && o1 % s == 0 && o0 / s <= 255 && o1 / s <= 255 {
        return Some(((o0 / s) as u8, (o1 / s) as u8, true));
    }
    None
}

/// The two-address DS instruction of a pair (`bytes` is 4 or 8).
fn pair_op(gen: Generation, load: bool, bytes: u8, st64: bool) -> Option<Op> {
    Some(match (gen >= Generation::Gfx11, load, st64, bytes) {
        (true, true, false, 4) => Op::ds_load_2addr_b32,
        (true, true, false, 8) => Op::ds_load_2addr_b64,
        (true, true, true, 4) => Op::ds_load_2addr_stride64_b32,
        (true, true, true, 8) => Op::ds_load_2addr_stride64_b64,
        (true, false, false, 4) => Op::ds_store_2addr_b32,
        (true, false, false, 8) => Op::ds_store_2addr_b64,
        (true, false, true, 4) => Op::ds_store_2addr_stride64_b32,
        (true, false, true, 8) => Op::ds_store_2addr_stride64_b64,
        (false, true, false, 4) => Op::ds_read2_b32,
        (false, true, false, 8) => Op::ds_read2_b64,
        (false, true, true, 4) => Op::ds_read2st64_b32,
        (false, true, true, 8) => Op::ds_read2st64_b64,
        (false, false, false, 4) => Op::ds_write2_b32,
        (false, false, false, 8) => Op::ds_write2_b64,
        (false, false, true, 4) => Op::ds_write2st64_b32,
        (false, false, true, 8) => Op::ds_write2st64_b64,
        _ => return None,
    })
}

fn pair_block(
    f: &mut MFunction,
    bi: usize,
    gen: Generation,
    rename: &mut HashMap<VReg, (VReg, u8)>,
    arg_regs: &[VReg],
    defs: &mut Option<DwordDefs>,
) -> usize {
    let n = f.blocks[bi].insts.len();
    let mut gone = vec![false; n];
    let mut inserts: HashMap<usize, Vec<MInst>> = HashMap::default();
    let mut pairs = 0;
    let mut i = 0;
    while i < n {
        let b = &f.blocks[bi];
        let inst = &b.insts[i];
        let Some(Ds::Plain { load, bytes }) = classify(f, inst) else {
            i += 1;
            continue;
        };
        if gone[i] || inst.group || (i > 0 && b.insts[i - 1].group) {
            i += 1;
            continue;
        }
        let addr = address_op(inst, load).clone();
        let mut found = None;
        let end = n.min(i + 1 + WINDOW).min(b.epilogue);
        for (j, other) in b.insts.iter().enumerate().take(end).skip(i + 1) {
            if gone[j] {
                continue;
            }
            if classify(f, other) == Some(Ds::Plain { load, bytes })
                && !other.group
                && !b.insts[j - 1].group
                && *address_op(other, load) == addr
            {
                if let Some(fl) = fields(inst.m.offset, other.m.offset, bytes as i64) {
                    found = Some((j, fl));
                    break;
                }
            }
            if blocks_motion(f, other, load) {
                break;
            }
        }
        let Some((j, (o0, o1, st64))) = found else {
            i += 1;
            continue;
        };
        let Some(row) = pair_op(gen, load, bytes, st64).and_then(|op| table(f.variant).row(op))
        else {
            i += 1;
            continue;
        };
        // The pair's row takes a destination and the address (load) or the address and two
        // data operands (store): checked before anything is renamed or made, so a row of
        // another shape leaves the block as it was.
        if table(f.variant).def(row).ops.len() != if load { 2 } else { 3 } {
            i += 1;
            continue;
        }
        let w = bytes / 4;
        let (first, second) = (f.blocks[bi].insts[i].clone(), f.blocks[bi].insts[j].clone());
        let mut merged = first.clone();
        merged.kind = Kind::Hw(row);
        merged.m.offset = o0 as i64;
        merged.m.offset1 = o1;
        let mut copies: Vec<MInst> = Vec::new();
        if load {
            let t = f.new_vreg(Bank::V, 2 * w);
            merged.ops = SmallVec::from_vec(vec![
                MOp::V {
                    reg: t,
                    off: 0,
                    n: 2 * w,
                },
                addr.clone(),
            ]);
            merged.defs = 1;
            for (k, src) in [&first, &second].into_iter().enumerate() {
                let Some(d) = src.ops[0].vreg() else { continue };
                let part = MOp::V {
                    reg: t,
                    off: k as u8 * w,
                    n: w,
                };
                rename.insert(d, (t, k as u8 * w));
                if arg_regs.binary_search(&d).is_ok() {
                    copies.push(MInst {
                        kind: Kind::Pseudo(Pseudo::Copy),
                        ops: SmallVec::from_vec(vec![MOp::whole(f, d), part]),
                        defs: 1,
                        ret: None,
                        m: Default::default(),
                        group: false,
                        fixed: Vec::new(),
                        mem: None,
                    });
                }
            }
        } else {
            merged.ops = SmallVec::from_vec(vec![
                addr.clone(),
                first.ops[1].clone(),
                second.ops[1].clone(),
            ]);
            merged.defs = 0;
        }
        debug_assert_eq!(table(f.variant).def(row).ops.len(), merged.ops.len());
        // The kept counts: the pair's writes out, the merged access's and copies' in.
        if let Some(c) = defs.as_mut() {
            c.remove_inst(&first);
            c.remove_inst(&second);
            c.add_inst(&f.vregs, &merged);
            for i in &copies {
                c.add_inst(&f.vregs, i);
            }
        }
        // Place the merged access; drop the other one.
        let (keep, drop) = if load { (i, j) } else { (j, i) };
        let blk = &mut f.blocks[bi];
        blk.insts[keep] = merged;
        gone[drop] = true;
        if !copies.is_empty() {
            inserts.insert(keep, copies);
        }
        pairs += 1;
        i += 1;
    }
    if pairs > 0 {
        compact(f, bi, &gone, inserts);
    }
    pairs
}

/// Removes the `gone` instructions of block `bi` and inserts `inserts[k]` after instruction
/// `k`, keeping the prologue and epilogue bounds on the same instructions.
fn compact(f: &mut MFunction, bi: usize, gone: &[bool], mut inserts: HashMap<usize, Vec<MInst>>) {
    let b = &mut f.blocks[bi];
    let old = std::mem::take(&mut b.insts);
    let (mut pro, mut epi) = (b.prologue, b.epilogue);
    let mut new = Vec::with_capacity(old.len());
    for (k, inst) in old.into_iter().enumerate() {
        if gone[k] {
            if k < b.prologue {
                pro -= 1;
            }
            if k < b.epilogue {
                epi -= 1;
            }
            continue;
        }
        new.push(inst);
        if let Some(extra) = inserts.remove(&k) {
            if k < b.epilogue {
                epi += extra.len();
            }
            new.extend(extra);
        }
    }
    b.insts = new;
    b.prologue = pro;
    b.epilogue = epi;
}
