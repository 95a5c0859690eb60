//! VALU results computed straight into the dword of the VGPR tuple that a wide store, a
//! vector or a block argument copies them into.
//!
//! A merged store (`gfxc_lower::merge_stores`) or any vector built in VGPRs is a group of
//! dword copies into one tuple (`crate::vector::insert_element`). A lane whose value one VALU
//! instruction computed is a `v_mov_b32 v[T+k], vX` after that instruction: the allocator
//! does not coalesce a one-dword register into a dword of a wider one, so the move stays.
//! This pass moves the instruction to the copy's place and makes it write `v[T+k]` itself.
//!
//! Guarantees: the copy (a copy pseudo or a plain `v_mov_b32_e32`) writes one dword of a VGPR
//! tuple from a whole one-dword VGPR `vX`; `vX` is read by nothing else (no other operand,
//! no block argument) and written once, by an instruction `I` of the same block body (between
//! prologue and epilogue: the same EXEC) before the copy, alone in its group, that writes only
//! its operand 0 (`vX`, whole) and reads only virtual registers and constants (no physical
//! register: no VCC/SCC/M0/EXEC read or written by name) and is a shareable VALU instruction
//! (`crate::local_cse::shareable`: no implicit M0/EXEC write, no memory, no MFMA), and no
//! instruction between them writes EXEC (a whole-wave region's brackets), and the move keeps
//! no SGPR that `I` reads live longer (at most one SGPR dword in a kernel, whose SGPRs spill;
//! a device function's SGPR budget is fixed). Then `I`
//! computes the same bits at the copy's place (its sources, SSA values defined before `I`,
//! are unchanged in between and EXEC is the same), so writing them into the tuple's dword is
//! what the copy did. Moving `I` later only lengthens its sources' lifetimes up to the copy.
//! The moved instruction takes the copy's group flag, so group boundaries stay well formed.

use crate::mir::{Bank, Kind, MFunction, MOp, Pseudo};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::{code, RegFile};
use gfxc_isa::table::table;
use gfxc_isa::Op;
use rustc_hash::FxHashMap as HashMap;

/// Move single-instruction VALU results into the tuple dwords they are copied to; returns
/// how many copies were removed.
pub fn compute_into_tuples(f: &mut MFunction) -> usize {
    compute_into_tuples_with(f, &mut None)
}

/// [`compute_into_tuples`] with the dword def counts of `f` kept in `defs`
/// ([`MFunction::dword_defs_cached`]; emptied when a result moves).
pub fn compute_into_tuples_with(
    f: &mut MFunction,
    defs: &mut Option<crate::mir::DwordDefs>,
) -> usize {
    let t = table(f.variant);
    // Only a copy into a dword of a wider VGPR from a one-dword VGPR can take a result
    // (below); without one in a block body (most functions) nothing is counted.
    let into_tuple = |i: &crate::mir::MInst| {
        let copy = match i.kind {
            Kind::Pseudo(Pseudo::Copy) => true,
            Kind::Hw(row) => t.props(row).op == Op::v_mov_b32_e32,
            _ => false,
        };
        copy && i.ops.len() == 2
            && matches!(
                (&i.ops[0], &i.ops[1]),
                (MOp::V { reg: d, n: 1, .. }, MOp::V { reg: s, off: 0, n: 1 })
                    if f.info(*d).bank == Bank::V
                        && f.info(*d).width >= 2
                        && f.info(*s).bank == Bank::V
                        && f.info(*s).width == 1
            )
    };
    if !f.blocks.iter().any(|b| b.body().iter().any(into_tuple)) {
        return 0;
    }
    let writes = f.dword_defs_cached(defs);
    // Reads of each vreg (operands that are not written, block arguments).
    let mut reads: Vec<u32> = vec![0; f.vregs.len()];
    for b in &f.blocks {
        for i in &b.insts {
            for (k, op) in i.ops.iter().enumerate() {
                if let MOp::V { reg, .. } = op {
                    if !i.is_def(k) {
                        reads[reg.0 as usize] += 1;
                    }
                }
            }
        }
        for r in b.args.iter().chain(&b.linear_args).flatten() {
            reads[r.0 as usize] += 2;
        }
    }
    // Per vreg, stamped with the block they belong to (`(block, index)`; another block's
    // entry counts as none): the last read of each vreg in the block at hand and the
    // defining instruction of `def_at` below. Dense, so a block costs its size.
    const NONE: (u32, u32) = (u32::MAX, 0);
    let mut last_read: Vec<(u32, u32)> = vec![NONE; f.vregs.len()];
    let mut def_at: Vec<(u32, u32)> = vec![NONE; f.vregs.len()];
    let plain = Mods {
        op_sel_hi: 7,
        ..Mods::default()
    };
    let mut moved = 0;
    for bi in 0..f.blocks.len() {
        let (pro, epi) = (f.blocks[bi].prologue, f.blocks[bi].epilogue);
        let insts = &f.blocks[bi].insts;
        // The last place in this block each vreg is read (block arguments: after the last
        // instruction), to price a move in registers (below).
        let stamp = bi as u32;
        for (k, i) in insts.iter().enumerate() {
            for (n, op) in i.ops.iter().enumerate() {
                if let MOp::V { reg, .. } = op {
                    if !i.is_def(n) {
                        last_read[reg.0 as usize] = (stamp, k as u32);
                    }
                }
            }
        }
        let b = &f.blocks[bi];
        for r in b.args.iter().chain(&b.linear_args).flatten() {
            last_read[r.0 as usize] = (stamp, insts.len() as u32);
        }
        // (`def_at`: the defining instruction of each one-dword VGPR written whole by a
        // lone, movable VALU instruction of this body.)
        // (index of I, index of the copy, destination dword)
        let mut plan: Vec<(usize, usize, MOp)> = Vec::new();
        // The last instruction that wrote EXEC (the brackets of a whole-wave region,
        // `crate::wwm`): `I` does not move across one.
        let mut exec_at: Option<usize> = None;
        for k in pro..epi.min(insts.len()) {
            let i = &insts[k];
            let writes_exec = i.ops.iter().enumerate().any(|(n, o)| {
                i.is_def(n)
                    && matches!(o, MOp::P(r) if r.file == RegFile::Special
                        && (r.index..r.index + u16::from(r.count)).contains(&code::EXEC_LO))
            });
            if writes_exec {
                exec_at = Some(k);
            }
            let alone = !i.group && (k == 0 || !insts[k - 1].group);
            if let Kind::Hw(row) = i.kind {
                let p = t.props(row);
                let d = t.def(row);
                let movable = alone
                    && crate::local_cse::shareable(p, d.format, d.flags)
                    && !matches!(p.op, Op::v_mov_b32_e32 | Op::v_readfirstlane_b32)
                    && i.defs == 1
                    && p.defs == 1
                    && i.mem.is_none()
                    && i.ret.is_none()
                    && i.fixed.is_empty()
                    && i.ops[1..]
                        .iter()
                        .all(|o| matches!(o, MOp::V { .. } | MOp::C(_)));
                if movable {
                    if let MOp::V { reg, off: 0, n: 1 } = i.ops[0] {
                        let info = f.info(reg);
                        if info.bank == Bank::V && info.width == 1 && writes.once(reg, 0) {
                            def_at[reg.0 as usize] = (stamp, k as u32);
                        }
                    }
                }
            }
            let is_copy = match i.kind {
                Kind::Pseudo(Pseudo::Copy) => true,
                Kind::Hw(row) => {
                    t.props(row).op == Op::v_mov_b32_e32 && (i.m == plain || i.m == Mods::default())
                }
                _ => false,
            };
            if !is_copy || i.ops.len() != 2 || i.defs != 1 || !i.fixed.is_empty() {
                continue;
            }
            let (
                MOp::V { reg: dst, n: 1, .. },
                MOp::V {
                    reg: src,
                    off: 0,
                    n: 1,
                },
            ) = (&i.ops[0], &i.ops[1])
            else {
                continue;
            };
            let (di, si) = (f.info(*dst), f.info(*src));
            if di.bank != Bank::V || di.width < 2 || si.bank != Bank::V || si.width != 1 {
                continue;
            }
            if reads[src.0 as usize] != 1 {
                continue;
            }
            let (at_block, j) = def_at[src.0 as usize];
            if at_block == stamp {
                let j = j as usize;
                // Between `I` and the copy the move frees `vX` and keeps alive the sources `I`
                // reads that nothing reads after the copy. VGPRs (and a kernel's SGPRs) spill
                // when pressure rises; a device function's SGPRs are capped by the calling
                // convention and do not. So a move keeps no SGPR source of a device function
                // live longer, and at most one SGPR dword of a kernel's. (Moving the
                // `v_cndmask_b32` of each lane of a wide `i1` vector down to its copy kept
                // every lane's lane mask live at once: a GFX6 callee ran out of SGPRs.)
                let mut sgprs = 0u32;
                for o in &insts[j].ops[1..] {
                    if let MOp::V { reg, n, .. } = o {
                        let l = last_read[reg.0 as usize];
                        let read_later = l.0 == stamp && l.1 as usize > k;
                        if !read_later && f.info(*reg).bank != Bank::V {
                            sgprs += u32::from(*n);
                        }
                    }
                }
                let free = sgprs <= if f.device_function { 0 } else { 1 };
                if free && exec_at.is_none_or(|e| e < j) {
                    plan.push((j, k, i.ops[0].clone()));
                }
            }
        }
        if plan.is_empty() {
            continue;
        }
        let old = std::mem::take(&mut f.blocks[bi].insts);
        let mut take: HashMap<usize, usize> = HashMap::default(); // copy index -> I index
        let mut gone = vec![false; old.len()];
        for (j, k, _) in &plan {
            take.insert(*k, *j);
            gone[*j] = true;
        }
        let dsts: HashMap<usize, MOp> = plan.iter().map(|(_, k, d)| (*k, d.clone())).collect();
        let mut out = Vec::with_capacity(old.len());
        let mut old: Vec<Option<crate::mir::MInst>> = old.into_iter().map(Some).collect();
        for k in 0..old.len() {
            if gone[k] {
                continue;
            }
            if let Some(&j) = take.get(&k) {
                let copy = old[k].take().expect("copy");
                let mut inst = old[j].take().expect("moved instruction");
                inst.ops[0] = dsts[&k].clone();
                inst.group = copy.group;
                out.push(inst);
                moved += 1;
                continue;
            }
            out.push(old[k].take().expect("kept"));
        }
        let b = &mut f.blocks[bi];
        b.insts = out;
        // Each move leaves one instruction fewer in the body (`I` and its copy were both
        // there): the epilogue starts that much earlier.
        b.epilogue -= plan.len();
    }
    if moved > 0 {
        *defs = None;
    }
    moved
}
