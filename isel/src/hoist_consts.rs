//! Loop-invariant constants hoisted out of single-block loops, on machine IR before
//! register allocation (what LLVM's MachineLICM does for `v_mov_b32 v1, 0`).
//!
//! Selection materialises a constant where an instruction cannot take it as an operand (a
//! store's data VGPR, a GFX9 VOP3 compare's literal limit): inside a loop, once per
//! iteration. A loop that is one block `B` (branching to itself, or through an empty latch
//! block that only `B` enters and that only returns to `B`) entered from one block `P`
//! alone (`P`'s only successor is `B`, logically and linearly) gets those moves at the end
//! of `P`'s body instead.
//!
//! Guarantees: a moved instruction is a lone `v_mov_b32_e32` / `s_mov_b32` / `s_mov_b64`
//! (no group) of a constant into a whole virtual register that no other instruction writes
//! and no block has as a parameter; it sits in `B`'s body before any EXEC write (so it
//! computes for `B`'s lanes, not a whole-wave region's). `P`'s epilogue must only copy
//! scalar values into virtual registers (saving EXEC for the loop, no EXEC write), so the
//! lanes that enter `B` are lanes of `P`'s body, where the move now runs; `P` dominates `B`
//! (its only entry besides the back edge), so the register holds the constant at every use.
//! At most [`MAX_PER_LOOP`] moves leave one loop: each keeps a register live across it.

use crate::mir::{Kind, MBlockId, MFunction, MInst, MOp, Pseudo};
use gfxc_isa::op::kind;
use gfxc_isa::table::table;
use gfxc_isa::Op;

/// Moves hoisted out of one loop at most (registers they keep live across it).
const MAX_PER_LOOP: usize = 2;

fn writes_exec(t: &gfxc_isa::table::IsaTable, i: &MInst) -> bool {
    (match i.kind {
        Kind::Hw(row) => t.props(row).is(kind::NAMES_EXEC),
        Kind::Pseudo(Pseudo::Copy) => false,
        _ => true,
    }) || i.ops.iter().enumerate().any(|(p, op)| {
        i.is_def(p)
            && matches!(op, MOp::P(r) if r.file == gfxc_isa::regs::RegFile::Special
                && r.index <= gfxc_isa::regs::code::EXEC_LO + 1
                && r.index + u16::from(r.count) > gfxc_isa::regs::code::EXEC_LO)
    })
}

/// Hoists the constant moves of every qualifying loop (module doc); returns how many.
pub fn hoist_loop_constants(f: &mut MFunction) -> usize {
    let t = table(f.variant);
    let mut moved = 0;
    for b in 0..f.blocks.len() {
        let id = MBlockId(b as u32);
        let blk = &f.blocks[b];
        // The back edge: to B itself, or through an empty latch entered from B alone.
        let latch = |s: &MBlockId| -> bool {
            let l = &f.blocks[s.0 as usize];
            *s == id
                || (l.insts.is_empty()
                    && l.logical_succs[..] == [id]
                    && l.linear_succs[..] == [id]
                    && l.logical_preds[..] == [id]
                    && l.linear_preds[..] == [id])
        };
        let Some(back) = blk.logical_succs.iter().copied().find(|s| latch(s)) else {
            continue;
        };
        if !blk.linear_succs.contains(&back) {
            continue;
        }
        let others = |ps: &[MBlockId]| -> Vec<MBlockId> {
            let mut v: Vec<MBlockId> = ps.iter().copied().filter(|&p| p != back).collect();
            v.dedup();
            v
        };
        let (lp, np) = (others(&blk.logical_preds), others(&blk.linear_preds));
        if lp.len() != 1 || lp != np {
            continue;
        }
        let p = lp[0].0 as usize;
        let pb = &f.blocks[p];
        if pb.logical_succs[..] != [id] || pb.linear_succs[..] != [id] {
            continue;
        }
        // P's epilogue: scalar copies into virtual registers only.
        let epi_ok = pb.insts[pb.epilogue..].iter().all(|i| match i.kind {
            Kind::Hw(row) => {
                let op = t.props(row).op;
                (op == Op::s_mov_b32 || op == Op::s_mov_b64)
                    && i.defs == 1
                    && matches!(i.ops.first(), Some(MOp::V { .. }))
                    && !writes_exec(t, i)
            }
            _ => false,
        });
        if !epi_ok || (pb.epilogue > 0 && pb.insts[pb.epilogue - 1].group) {
            continue;
        }
        // Candidates in B's body, before any EXEC write.
        let writes = f.dword_defs();
        let params: Vec<_> = f
            .blocks
            .iter()
            .flat_map(|x| x.params.iter().copied())
            .collect();
        let blk = &f.blocks[b];
        let mut picks = Vec::new();
        for k in blk.prologue..blk.epilogue {
            let i = &blk.insts[k];
            if writes_exec(t, i) {
                break;
            }
            let Kind::Hw(row) = i.kind else { continue };
            let op = t.props(row).op;
            if !(op == Op::v_mov_b32_e32 || op == Op::s_mov_b32 || op == Op::s_mov_b64)
                || i.group
                || (k > 0 && blk.insts[k - 1].group)
                || i.defs != 1
                || i.ops.len() != 2
                || i.mem.is_some()
                || !i.fixed.is_empty()
            {
                continue;
            }
            let (Some(MOp::V { reg, off: 0, n }), Some(MOp::C(_))) = (i.ops.first(), i.ops.get(1))
            else {
                continue;
            };
            if f.vregs[reg.0 as usize].width != *n
                || !writes.operand_once(&i.ops[0])
                || params.contains(reg)
            {
                continue;
            }
            picks.push(k);
            if picks.len() == MAX_PER_LOOP {
                break;
            }
        }
        if picks.is_empty() {
            continue;
        }
        let mut drop = vec![false; f.blocks[b].insts.len()];
        let mut take = Vec::new();
        for &k in &picks {
            drop[k] = true;
            take.push(f.blocks[b].insts[k].clone());
        }
        f.blocks[b].remove_insts(&drop);
        let pb = &mut f.blocks[p];
        let at = pb.epilogue;
        for (n, i) in take.into_iter().enumerate() {
            pb.insts.insert(at + n, i);
        }
        pb.epilogue += picks.len();
        moved += picks.len();
    }
    moved
}
