//! Dead EXEC restores before the end of the program.
//!
//! The EXEC protocol of divergent regions and loops (`gfxc_isel::structured`) restores EXEC
//! at every join and loop exit, also where the wave does nothing more than `s_endpgm`: a
//! kernel guarded by `if (gid < n)` ends with `s_or exec, exec, S` right before `s_endpgm`,
//! and a loop exit restoring EXEC may fall straight into it. EXEC (and SCC, which these SALU
//! instructions also write) is dead at `s_endpgm`; llc-19 emits no such restore either.
//!
//! Guarantees: a block *ends the program* when its terminator is the return, or a jump to a
//! block that ends the program and holds nothing but dead EXEC writes. Trailing instructions
//! of a block that ends the program (its last instructions, before the terminator) that write
//! only EXEC (`s_mov`/`s_or`/`s_and`/`s_andn2`/`s_and_not1` with EXEC as their only written
//! operand, SCC aside) are removed, last first, until another instruction is met. Nothing else
//! changes; blocks that become empty are elided by the layout
//! ([`crate::kernel_code::elided`]).

use gfxc_isa::regs::{code, RegFile};
use gfxc_isa::Op;
use gfxc_mir::{Kind, MFunction, MInst, MOp, Term};

/// Does `i` write EXEC and nothing else (SCC aside)?
fn exec_only_write(f: &MFunction, i: &MInst) -> bool {
    if !matches!(i.kind, Kind::Hw(_)) || i.ret.is_some() || i.mem.is_some() {
        return false;
    }
    let ok = matches!(
        f.op(i),
        Some(
            Op::s_mov_b32
                | Op::s_mov_b64
                | Op::s_or_b32
                | Op::s_or_b64
                | Op::s_and_b32
                | Op::s_and_b64
                | Op::s_andn2_b32
                | Op::s_andn2_b64
                | Op::s_and_not1_b32
                | Op::s_and_not1_b64
        )
    );
    let is_exec = |op: &MOp| matches!(op, MOp::P(r) if r.file == RegFile::Special && r.index == code::EXEC_LO);
    ok && i.ops.first().is_some_and(is_exec)
        && i.is_def(0)
        && (1..i.ops.len()).all(|k| !i.is_def(k))
}

/// Removes the dead EXEC writes; returns how many instructions were removed.
pub fn remove_dead_exec_tails(f: &mut MFunction) -> usize {
    let n = f.blocks.len();
    // ends[b]: block b ends the program; computed to a fixed point (jump chains).
    let mut ends = vec![false; n];
    let mut removed = 0;
    loop {
        let mut changed = false;
        for b in (0..n).rev() {
            let e = match &f.blocks[b].term {
                Some(Term::Ret) => true,
                Some(Term::Jump(t)) => {
                    let t = t.0 as usize;
                    ends[t] && f.blocks[t].insts.iter().all(|i| exec_only_write(f, i))
                }
                _ => false,
            };
            if e && !ends[b] {
                ends[b] = true;
                changed = true;
            }
            if !ends[b] {
                continue;
            }
            while let Some(last) = f.blocks[b].insts.last() {
                if !exec_only_write(f, last) {
                    break;
                }
                let blk = &mut f.blocks[b];
                blk.insts.pop();
                let len = blk.insts.len();
                blk.epilogue = blk.epilogue.min(len);
                blk.prologue = blk.prologue.min(len);
                removed += 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    removed
}
