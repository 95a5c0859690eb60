//! Removal of short `s_cbranch_execz` skips over divergent-region sides, as LLVM 19's
//! `SIPreEmitPeephole::removeExeczBranch` does.
//!
//! Every divergent region (`MFunction::exec_regions`, `gfxc_isel::structured`) skips its then
//! side with `s_cbranch_execz` in its branch block when no lane takes it, and its else side
//! from its flow block where selection found code LLVM would keep the skip for. Executing a short side with EXEC = 0 costs less than the branch: VALU instructions
//! write no lane, and the SALU instructions of a side only compute values no lane uses after
//! it (the side is on the linear CFG, so the register allocator already kept every SGPR live
//! across it intact). LLVM keeps the branch (`mustRetainExeczBranch`) when the code it skips
//! contains a conditional branch, an instruction with unwanted effects under EXEC = 0
//! (`SIInstrInfo::hasUnwantedEffectsWhenEXECEmpty`: messages, traps, returns, calls,
//! `v_readfirstlane`/`v_readlane`), an instruction that is expensive even with EXEC = 0
//! (scalar or vector memory, FLAT, LDS, `s_waitcnt`), or `amdgpu-skip-threshold` = 12
//! instructions or more.
//!
//! Guarantees: a skip is removed only when its fall-through side is straight-line code in the
//! final layout (every block on the way falls through to the next emitted block, as
//! [`crate::kernel_code::elided`] and [`crate::kernel_code::resolve`] decide) that reaches the
//! skip's target, and that code passes LLVM's test above, made stricter for gfxc: `s_barrier`,
//! `v_writelane` (writes a lane whatever EXEC is) and every `s_waitcnt*`/cache-maintenance
//! form also keep the skip. Runs after `s_waitcnt` insertion (the waits count, as in LLVM)
//! and before hazard NOPs (which see the final straight-line code). Regions are visited in
//! layout order of their branch, so an outer skip sees inner skips still present (as LLVM's
//! block order does).

use crate::kernel_code::{elided, resolve};
use gfxc_mir::{Cond, Kind, MFunction, Term};

/// LLVM's `amdgpu-skip-threshold` default: a side of this many instructions keeps its skip.
pub const SKIP_THRESHOLD: usize = gfxc_mir::EXECZ_SKIP_THRESHOLD;

/// Removes the skips that allow it; returns how many were removed.
pub fn remove_short_skips(f: &mut MFunction) -> usize {
    // Inline for an ordinary kernel's few regions (no allocation).
    let mut cands: smallvec::SmallVec<[usize; 8]> = smallvec::SmallVec::new();
    for r in &f.exec_regions {
        if matches!(f.blocks[r.branch.0 as usize].term,
            Some(Term::Br { cond: Cond::Execz, taken, .. }) if taken == r.skip)
        {
            cands.push(r.branch.0 as usize);
        }
        // The else side's skip, where selection gave it one (its flow block branches).
        if matches!(
            f.blocks[r.flow.0 as usize].term,
            Some(Term::Br {
                cond: Cond::Execz,
                ..
            })
        ) {
            cands.push(r.flow.0 as usize);
        }
    }
    cands.sort();
    cands.dedup();
    let mut removed = 0;
    for b in cands {
        let Some(Term::Br { taken, fall, .. }) = f.blocks[b].term.clone() else {
            continue;
        };
        if elided(f, b) || !skippable(f, b, fall.0 as usize, taken.0 as usize) {
            continue;
        }
        let blk = &mut f.blocks[b];
        blk.term = Some(Term::Jump(fall));
        blk.linear_succs = smallvec::smallvec![fall];
        removed += 1;
    }
    if removed > 0 {
        f.compute_preds();
    }
    removed
}

/// The next emitted block after `b` in layout order.
fn next_emitted(f: &MFunction, b: usize) -> Option<usize> {
    (b + 1..f.blocks.len()).find(|&x| !elided(f, x))
}

/// Is the code from `fall` (falling through from `b`) to `taken` straight-line and short and
/// harmless under EXEC = 0?
fn skippable(f: &MFunction, b: usize, fall: usize, taken: usize) -> bool {
    let target = resolve(f, taken);
    let mut x = resolve(f, fall);
    if Some(x) != next_emitted(f, b) || target <= b {
        return false;
    }
    let mut count = 0;
    while x != target {
        let blk = &f.blocks[x];
        for i in &blk.insts {
            if !matches!(i.kind, Kind::Hw(_)) || f.keeps_execz_skip(i) {
                return false;
            }
            count += 1;
            if count >= SKIP_THRESHOLD {
                return false;
            }
        }
        // Straight line: the block falls through to the next emitted one.
        let Some(Term::Jump(to)) = blk.term else {
            return false;
        };
        let next = next_emitted(f, x);
        if Some(resolve(f, to.0 as usize)) != next {
            return false;
        }
        match next {
            Some(n) => x = n,
            None => return false,
        }
    }
    true
}
