//! Inline assembly after register allocation: every [`Pseudo::InlineAsm`] becomes the typed
//! instructions of its template, with the allocated registers substituted
//! (`gfxc_mir::asm`).
//!
//! Guarantees: afterwards no `Pseudo::InlineAsm` is left; the instructions take the pseudo's
//! place (same block, same side of the prologue/epilogue boundaries, the group flag of the
//! last one continuing the pseudo's), so the memory legalizer, `s_waitcnt` insertion and the
//! hazard pass that run after this see ordinary instructions: their memory accesses are
//! waited for, their hazards get NOPs (no `MInst::mem` semantics: the accesses are treated as
//! plain ones with no ordering, which is what inline assembly promises). Runs first among the
//! post-RA passes. An error names the asm's IR instruction (`InlineAsm::src`); selection has
//! already assembled the template once with stand-in registers, so one here means the
//! allocated registers are unacceptable to an instruction (e.g. a misaligned tuple).

use gfxc_isa::Target;
use gfxc_mir::{Kind, MFunction, Pseudo};

/// Expands every inline asm of `f`. The error is (IR instruction index, message).
pub fn expand(f: &mut MFunction, target: &Target) -> Result<(), (u32, String)> {
    if f.inline_asm.is_empty() {
        return Ok(());
    }
    for bi in 0..f.blocks.len() {
        let mut k = 0;
        while k < f.blocks[bi].insts.len() {
            let Kind::Pseudo(Pseudo::InlineAsm(n)) = f.blocks[bi].insts[k].kind else {
                k += 1;
                continue;
            };
            let asm = &f.inline_asm[n as usize];
            let inst = &f.blocks[bi].insts[k];
            let text =
                gfxc_mir::asm::substitute(asm, &inst.ops, target).map_err(|e| (asm.src, e))?;
            let mut new = gfxc_mir::asm::assemble(&text, target).map_err(|e| (asm.src, e))?;
            let group = inst.group;
            let len = new.len();
            if let Some(last) = new.last_mut() {
                last.group = group;
            }
            for i in new.iter_mut().take(len.saturating_sub(1)) {
                i.group = group || len > 1;
            }
            let b = &mut f.blocks[bi];
            b.insts.splice(k..=k, new);
            // Boundaries after the pseudo move by the instructions added (or removed).
            let delta = len as isize - 1;
            if b.prologue > k {
                b.prologue = (b.prologue as isize + delta) as usize;
            }
            if b.epilogue > k {
                b.epilogue = (b.epilogue as isize + delta) as usize;
            }
            if len == 0 && !group && k > 0 {
                // The pseudo ended a group: the instruction before it now does.
                b.insts[k - 1].group = false;
            }
            k += len;
        }
    }
    Ok(())
}
