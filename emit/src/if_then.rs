//! If-then EXEC protocol after register allocation: a divergent region whose else side turned
//! out empty drops the else half of the if/else protocol.
//!
//! Instruction selection (`gfxc_isel::structured`) gives every divergent region the full
//! if/else protocol, recorded in [`MFunction::exec_regions`]:
//! ```text
//! branch:    s_and_saveexec S0, m ; s_xor S1, exec, S0 ; s_cbranch_execz skip
//! ...then side...
//! flow:      s_andn2_saveexec S2, S1
//! else_entry ...else side...
//! join:      s_or exec, exec, S2
//! ```
//! Whether the else side is empty is only known now: the register allocator places the VGPR
//! moves of the else edge (block arguments, live-range splits) in the else entry, under the
//! else lanes' EXEC (ACO's `try_remove_invert_block` makes the same decision after
//! allocation). When the else entry, the skip block and the rest of the flow block are
//! empty, the region becomes LLVM's if-then (`SILowerControlFlow` for `SI_IF` without
//! `SI_ELSE`):
//! ```text
//! branch:    s_and_saveexec S1, m ; s_cbranch_execz join
//! ...then side...
//! join:      s_or exec, exec, S1
//! ```
//! Guarantees: the rewrite happens only when the exact instructions above are found with
//! physical registers; otherwise the region keeps the full protocol, which is correct. It
//! preserves every lane's EXEC: in the then side EXEC is `old & m` as before; at the join
//! `then | S1 = (old & m) | old = old`, the value `S2 | else lanes` had. `S1` now holds the
//! old EXEC from the branch to the join: its register held `S1` from the branch to the flow
//! block already (the allocator kept it free there), the flow block, skip and else entry are
//! empty, and the instructions of the join before its `s_or` must not write it (checked).
//! The `s_and_saveexec` writes `S1` where the `s_xor` did, one instruction earlier: nothing
//! lies between them.

use gfxc_isa::regs::{code, Reg, RegFile};
use gfxc_isa::Op;
use gfxc_mir::{ExecRegion, MFunction, MOp, Term};

/// Applies the rewrite to every region that allows it; returns how many were rewritten.
pub fn simplify_if_then(f: &mut MFunction) -> usize {
    let mut done = 0;
    // By index, each region copied out (a rewrite leaves the region list as it is): no
    // copy of the whole list.
    for k in 0..f.exec_regions.len() {
        let r = f.exec_regions[k];
        if let Some(plan) = plan(f, &r) {
            apply(f, &r, plan);
            done += 1;
        }
    }
    if done > 0 {
        f.compute_preds();
    }
    done
}

/// Positions and registers of one rewrite.
struct Plan {
    /// Index of the `s_and_saveexec` in the branch block (the `s_xor` follows it).
    saveexec: usize,
    /// Register of `S1`.
    s1: Reg,
    /// Index of the `s_or exec, exec, S2` in the join.
    restore: usize,
}

fn is_exec(op: &MOp) -> bool {
    matches!(op, MOp::P(r) if r.file == RegFile::Special && r.index == code::EXEC_LO)
}

fn phys(op: &MOp) -> Option<Reg> {
    match op {
        MOp::P(r) => Some(*r),
        _ => None,
    }
}

/// Do two registers share a dword?
fn overlaps(a: Reg, b: Reg) -> bool {
    a.file == b.file && a.index < b.index + b.count as u16 && b.index < a.index + a.count as u16
}

/// An empty block that only jumps to `to`.
fn empty_jump(f: &MFunction, b: usize, to: usize) -> bool {
    let blk = &f.blocks[b];
    blk.insts.is_empty() && matches!(blk.term, Some(Term::Jump(t)) if t.0 as usize == to)
}

fn plan(f: &MFunction, r: &ExecRegion) -> Option<Plan> {
    let (b, skip, flow, e, j) = (
        r.branch.0 as usize,
        r.skip.0 as usize,
        r.flow.0 as usize,
        r.else_entry.0 as usize,
        r.join.0 as usize,
    );
    if !empty_jump(f, skip, flow) || !empty_jump(f, e, j) {
        return None;
    }
    // (A flow block that skips the else side branches; the else side then was not empty.)
    if !matches!(f.blocks[flow].term, Some(Term::Jump(t)) if t == r.else_entry) {
        return None;
    }
    // The flow block: exactly `s_andn2_saveexec S2, S1`.
    let fl = &f.blocks[flow];
    let [swap] = fl.insts.as_slice() else {
        return None;
    };
    if !matches!(
        f.op(swap),
        Some(
            Op::s_andn2_saveexec_b32
                | Op::s_andn2_saveexec_b64
                | Op::s_and_not1_saveexec_b32
                | Op::s_and_not1_saveexec_b64
        )
    ) {
        return None;
    }
    let s2 = phys(&swap.ops[0])?;
    let s1 = phys(&swap.ops[1])?;
    // The branch block ends with `s_and_saveexec S0, m; s_xor S1, exec, S0`.
    let bb = &f.blocks[b];
    let n = bb.insts.len();
    if n < 2 || !matches!(bb.term, Some(Term::Br { taken, .. }) if taken == r.skip) {
        return None;
    }
    let (and, xor) = (&bb.insts[n - 2], &bb.insts[n - 1]);
    if !matches!(
        f.op(and),
        Some(Op::s_and_saveexec_b32 | Op::s_and_saveexec_b64)
    ) || !matches!(
        f.op(xor),
        Some(Op::s_xor_b32 | Op::s_xor_b64 | Op::s_xor_saveexec_b32 | Op::s_xor_saveexec_b64)
    ) {
        return None;
    }
    let s0 = phys(&and.ops[0])?;
    if phys(&xor.ops[0])? != s1 || !is_exec(&xor.ops[1]) || phys(&xor.ops[2])? != s0 {
        return None;
    }
    // The join restores EXEC from S2 in its prologue; nothing before that writes S1 or EXEC.
    let jb = &f.blocks[j];
    let restore = jb.insts[..jb.prologue.min(jb.insts.len())]
        .iter()
        .position(|i| {
            matches!(f.op(i), Some(Op::s_or_b32 | Op::s_or_b64))
                && is_exec(&i.ops[0])
                && is_exec(&i.ops[1])
                && phys(&i.ops[2]) == Some(s2)
        })?;
    for i in &jb.insts[..restore] {
        for (k, op) in i.ops.iter().enumerate() {
            if i.is_def(k) && phys(op).is_some_and(|w| overlaps(w, s1) || is_exec(op)) {
                return None;
            }
        }
    }
    Some(Plan {
        saveexec: n - 2,
        s1,
        restore,
    })
}

fn apply(f: &mut MFunction, r: &ExecRegion, p: Plan) {
    let (b, flow, e, j) = (
        r.branch.0 as usize,
        r.flow.0 as usize,
        r.else_entry,
        r.join.0 as usize,
    );
    let bb = &mut f.blocks[b];
    bb.insts[p.saveexec].ops[0] = MOp::P(p.s1);
    bb.insts.remove(p.saveexec + 1);
    bb.epilogue = bb.epilogue.min(bb.insts.len());
    let fl = &mut f.blocks[flow];
    fl.insts.clear();
    fl.term = Some(Term::Jump(e));
    fl.linear_succs = smallvec::smallvec![e];
    f.blocks[j].insts[p.restore].ops[2] = MOp::P(p.s1);
}
