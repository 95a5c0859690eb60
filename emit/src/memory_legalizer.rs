//! The memory legalizer: applies the memory model ([`crate::memory_model`], AMDGPUUsage
//! "Memory Model") to the allocated machine IR.
//!
//! Instruction selection attaches the IR's memory semantics ([`MemSem`]: kind, address space,
//! ordering, sync scope incl. one-as, volatile, nontemporal, the returning form, a fence's
//! address spaces) to every global/flat/scratch/LDS access it selects (`MInst::mem`) and turns
//! fences into [`Pseudo::Fence`]; it emits no waits, cache-policy bits or cache maintenance of
//! its own. [`legalize`] replaces each of them with exactly the [`MmSequence`] that
//! [`memory_model::sequence`] prescribes for the target (processor, tgsplit, CU/WGP mode):
//!
//! * the access's cache-policy bits are set to the model's (`glc`/`slc`/`dlc` on GFX6–GFX11,
//!   `sc0`/`sc1`/`nt` on GFX940–942, held in `Mods::glc`/`sc1`/`slc` there); every other bit
//!   of the access is left alone, and LDS accesses have none;
//! * the waits before and after the access become [`Pseudo::Wait`] requirements (see below);
//! * cache maintenance (`buffer_wbinvl1(_vol)`, `buffer_gl0_inv`, `buffer_gl1_inv`,
//!   `buffer_wbl2`, `buffer_invl2`, GFX940 `buffer_inv`/`buffer_wbl2 sc0 sc1`) becomes the
//!   hardware instruction, in the model's order relative to the waits and the access;
//! * on gfx940/gfx941 every vector-memory store that carries no semantics (register-allocator
//!   spills) also gets `sc0 sc1` (decision D9 of the model).
//!
//! Guarantees: afterwards no instruction carries `mem` and no [`Pseudo::Fence`] is left, so
//! running the pass twice changes nothing; an operation the model rejects (an atomic
//! read-modify-write of private memory, LDS in tgsplit mode, an invalid ordering) is an error
//! naming it, never a panic.
//!
//! ## Where it runs: after register allocation, right before `s_waitcnt` insertion
//! The sequence's extra instructions have no register operands and the access keeps its
//! operands, so the allocator needs nothing from the pass; running after it means nothing the
//! allocator inserts (copies, spill stores and reloads) can separate an access from its
//! cache bits or reorder a wait with respect to an invalidate, and the wait requirements reach
//! [`crate::waitcnt::insert_waits`] on the final instruction stream, where its scoreboard sees
//! every memory operation (spills included) that could be outstanding. Running pre-RA would
//! make every MIR pass between selection and emission responsible for keeping the sequences
//! intact.
//!
//! ## Cooperation with the `s_waitcnt` inserter
//! A [`Pseudo::Wait`] says "these counters are zero here". `insert_waits` merges it with the
//! dependency waits needed at the same point (per counter the smaller count, i.e. 0) and drops
//! a counter only when its scoreboard shows no operation of that counter possibly outstanding
//! on *any* path into that point: the state is joined over the linear CFG (loop back edges
//! included) with the maximum of outstanding operations, starts empty at kernel entry (a
//! kernel has no caller whose accesses could still be in flight) and counts every vector
//! memory, LDS, SMEM and FLAT instruction of the function, including the register
//! allocator's spill code and `buffer_wbl2` (a write-back that a release must wait for on
//! `vmcnt`). It never relaxes a required 0 to a count that only covers the *register*
//! dependences: a release's `vmcnt(0)` before a store must drain stores whose results no one
//! reads. Cache maintenance is never removed or moved. `tests/memory_legalizer.rs` checks
//! the cases: a release after a store outstanding only on a loop back edge, after a store
//! whose value is never read, after a no-return atomic (GFX10+: `vscnt`).

use crate::memory_model::{
    self, Access, AccessOp, CacheOp, FenceSpaces, Form, MemOp, MemOpKind, MmError, MmSequence,
    MmTarget, Ordering, Space, Step,
};
use gfxc_ir::{AddrSpace, StageError};
use gfxc_isa::processors::Target;
use gfxc_isa::table::{table, Format};
use gfxc_isa::Op;
use gfxc_mir::{Kind, MFunction, MInst, MemKind, MemSem, Pseudo};
use smallvec::SmallVec;
use std::rc::Rc;

/// The memory-model operation of `sem`.
pub fn mem_op(sem: &MemSem) -> Result<MemOp, String> {
    let space = Space::from_llvm(sem.space.number())
        .ok_or_else(|| format!("{} memory has no memory-model sequence", sem.space.name()))?;
    let kind = match sem.kind {
        MemKind::Load => MemOpKind::Load,
        MemKind::Store => MemOpKind::Store,
        MemKind::Rmw { returns } => MemOpKind::AtomicRmw { returns },
        MemKind::CmpXchg { returns, failure } => MemOpKind::CmpXchg { returns, failure },
        MemKind::Fence { global, local } => MemOpKind::Fence {
            spaces: FenceSpaces { global, local },
        },
    };
    Ok(MemOp {
        kind,
        space,
        ordering: sem.ordering,
        scope: sem.scope,
        volatile: sem.volatile,
        nontemporal: sem.nontemporal,
    })
}

/// The instruction for `op` on `f`'s variant (GFX940 scope bits in `glc` = sc0 and `sc1`).
fn cache_inst(f: &MFunction, op: CacheOp) -> Result<MInst, StageError> {
    let name = match op {
        CacheOp::Wbinvl1 => Op::buffer_wbinvl1,
        CacheOp::Wbinvl1Vol => Op::buffer_wbinvl1_vol,
        CacheOp::Invl2 => Op::buffer_invl2,
        CacheOp::Wbl2 | CacheOp::Wbl2Sc { .. } => Op::buffer_wbl2,
        CacheOp::Gl0Inv => Op::buffer_gl0_inv,
        CacheOp::Gl1Inv => Op::buffer_gl1_inv,
        CacheOp::Inv { .. } => Op::buffer_inv,
    };
    let row = table(f.variant)
        .row(name)
        .ok_or_else(|| gfxc_ir::internal!("internal: {} does not exist on {:?}", op, f.variant))?;
    let mut m = gfxc_isa::inst::Mods::default();
    if let CacheOp::Inv { sc0, sc1 } | CacheOp::Wbl2Sc { sc0, sc1 } = op {
        m.glc = sc0;
        m.sc1 = sc1;
    }
    Ok(MInst {
        kind: Kind::Hw(row),
        ops: SmallVec::new(),
        defs: 0,
        ret: None,
        m,
        group: false,
        fixed: Vec::new(),
        mem: None,
    })
}

fn wait_inst(vm: bool, lgkm: bool, vs: bool) -> MInst {
    MInst::new(
        Kind::Pseudo(Pseudo::Wait { vm, lgkm, vs }),
        SmallVec::new(),
        0,
    )
}

fn steps(f: &MFunction, steps: &[Step], out: &mut Vec<MInst>) -> Result<(), StageError> {
    for s in steps {
        out.push(match *s {
            Step::Wait(w) => wait_inst(w.vm, w.lgkm, w.vs),
            Step::Cache(c) => cache_inst(f, c)?,
        });
    }
    Ok(())
}

/// Sets the access's cache-policy bits to the model's.
fn apply_bits(t: &MmTarget, inst: &mut MInst, a: &Access) -> Result<(), StageError> {
    if a.form == Form::Ds {
        return Ok(());
    }
    let b = a.bits;
    if t.family() == memory_model::Family::Gfx940 {
        inst.m.glc = b.sc0;
        inst.m.sc1 = b.sc1;
        inst.m.slc = b.nt;
    } else {
        inst.m.glc = b.glc;
        inst.m.slc = b.slc;
        inst.m.dlc = b.dlc;
    }
    // MUBUF atomics (GFX6 global memory) return into their data operand, written (def bit 0)
    // instead of a separate result register.
    let returns = inst.ret.is_some() || inst.is_def(0);
    if a.op == AccessOp::Atomic && inst.m.glc != returns {
        // The returning form is the instruction's choice (its result register); the model's
        // return bit must agree with it.
        return Err(StageError::internal(
            "internal: atomic return bit disagrees with the selected form",
        ));
    }
    Ok(())
}

fn format_of(f: &MFunction, i: &MInst) -> Option<Format> {
    match i.kind {
        Kind::Hw(row) => Some(table(f.variant).def(row).format),
        Kind::Pseudo(_) => None,
    }
}

/// Is `i` a vector-memory store (not a cache-maintenance row, not an atomic)?
fn is_vmem_store(f: &MFunction, i: &MInst) -> bool {
    let Kind::Hw(row) = i.kind else { return false };
    let t = table(f.variant);
    matches!(
        t.def(row).format,
        Format::Global | Format::Scratch | Format::Mubuf | Format::Mtbuf | Format::Flat
    ) && t.props(row).any(gfxc_isa::op::kind::STORE)
}

/// The sequence for the operation `i` carries, or why there is none.
/// A sequence the model rejects for valid input (e.g. an atomic read-modify-write of
/// private memory) is unsupported.
fn sequence_of(t: &MmTarget, sem: &MemSem) -> Result<MmSequence, StageError> {
    let op = mem_op(sem).map_err(StageError::unsupported)?;
    match memory_model::sequence(&op, t) {
        // AMDGPUUsage forbids *ordering* through LDS in tgsplit mode (the work-group's waves
        // may run on different CUs); a plain LDS access has no sequence to apply (as llc-19
        // selects it). Atomic LDS operations stay an error.
        Err(MmError::LocalInTgSplit) if op.ordering == Ordering::NotAtomic && !op.volatile => {
            let plain = MmTarget {
                tgsplit: false,
                ..*t
            };
            memory_model::sequence(&op, &plain)
        }
        r => r,
    }
    .map_err(|e| gfxc_ir::unsupported!("memory model: {}: {e}", op.key()))
}

/// Sequences already made on this thread ([`sequence_of`] of a target and a semantics, the
/// alias root cleared: the sequence does not depend on it). Each is an interpretation of the
/// memory-model table's rows (2-3K instructions); a JIT compiles many kernels for one target,
/// and their accesses share a few semantics. Bounded: emptied when full. Errors are not kept.
const SEQUENCE_CACHE: usize = 64;

thread_local! {
    static SEQUENCES: std::cell::RefCell<Vec<(MmTarget, MemSem, Rc<MmSequence>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// [`sequence_of`] through this thread's [`SEQUENCES`].
fn sequence_cached(t: &MmTarget, sem: &MemSem) -> Result<Rc<MmSequence>, StageError> {
    let key = MemSem { root: None, ..*sem };
    let hit = SEQUENCES.with(|c| {
        c.borrow()
            .iter()
            .find(|(kt, ks, _)| kt == t && *ks == key)
            .map(|e| e.2.clone())
    });
    if let Some(seq) = hit {
        return Ok(seq);
    }
    let seq = Rc::new(sequence_of(t, &key)?);
    SEQUENCES.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() == SEQUENCE_CACHE {
            c.clear();
        }
        c.push((*t, key, seq.clone()));
    });
    Ok(seq)
}

/// The sequences of one function's distinct semantics, kept by semantics without alias root
/// (the sequence does not depend on it, [`sequence_cached`]): a kernel's accesses share a
/// few, held inline.
type Seqs = SmallVec<[(MemSem, Rc<MmSequence>); 8]>;

/// The index in `seqs` of the sequence of `sem` ([`sequence_cached`]), added on its first use.
fn seq_index(seqs: &mut Seqs, t: &MmTarget, sem: &MemSem) -> Result<usize, StageError> {
    let key = MemSem { root: None, ..*sem };
    if let Some(k) = seqs.iter().position(|(s, _)| *s == key) {
        return Ok(k);
    }
    seqs.push((key, sequence_cached(t, &key)?));
    Ok(seqs.len() - 1)
}

/// Applies the memory model to every access and fence of `f` (see the module doc). Returns
/// the number of operations legalized.
pub fn legalize(f: &mut MFunction, target: &Target) -> Result<u32, StageError> {
    let t = MmTarget::new(target);
    let force_sc = t.force_store_sc0_sc1();
    let mut count = 0;
    // The sequence of each distinct semantics met so far: `sequence_of` depends on nothing
    // else (the target is fixed), and a kernel's accesses share a few semantics.
    let mut seqs = Seqs::new();
    for b in 0..f.blocks.len() {
        let busy = f.blocks[b]
            .insts
            .iter()
            .any(|i| i.mem.is_some() || (force_sc && is_vmem_store(f, i)));
        if !busy {
            continue;
        }
        // In place while no access needs instructions around it (most: a load or store only
        // takes cache bits), doing per instruction exactly what the rebuild below does; the
        // first one that needs steps (or a fence) hands the rest of the block to the rebuild.
        let len = f.blocks[b].insts.len();
        let mut done = 0;
        while done < len {
            let i = &f.blocks[b].insts[done];
            let Some(mut sem) = i.mem else {
                if i.kind == Kind::Pseudo(Pseudo::Fence) {
                    return Err(StageError::internal(
                        "internal: fence without memory semantics",
                    ));
                }
                if force_sc && is_vmem_store(f, i) {
                    let i = &mut f.blocks[b].insts[done];
                    i.m.glc = true;
                    i.m.sc1 = true;
                }
                done += 1;
                continue;
            };
            if sem.space == AddrSpace::Flat && format_of(f, i) == Some(Format::Global) {
                sem.space = AddrSpace::Global;
            }
            let k = seq_index(&mut seqs, &t, &sem)?;
            let seq = &seqs[k].1;
            if i.kind == Kind::Pseudo(Pseudo::Fence)
                || !seq.before.is_empty()
                || !seq.after.is_empty()
            {
                break;
            }
            count += 1;
            let a = seq.access.ok_or_else(|| {
                StageError::internal("internal: memory access without an access step")
            })?;
            let i = &mut f.blocks[b].insts[done];
            i.mem = None;
            apply_bits(&t, i, &a)?;
            done += 1;
        }
        let (pro, epi) = (f.blocks[b].prologue, f.blocks[b].epilogue);
        if done == len {
            // Nothing inserted: only the rebuild's normalization of the prologue and
            // epilogue ends remains.
            let blk = &mut f.blocks[b];
            if !(1..=len).contains(&pro) {
                blk.prologue = 0;
            }
            if epi >= len {
                blk.epilogue = len;
            }
            continue;
        }
        let old = std::mem::take(&mut f.blocks[b].insts);
        let (mut npro, mut nepi) = (0, usize::MAX);
        let mut new = Vec::with_capacity(old.len() + 4);
        for (k, mut i) in old.into_iter().enumerate() {
            if k == epi {
                nepi = new.len();
            }
            if k < done {
                // Legalized in place above.
                new.push(i);
            } else {
                match i.mem.take() {
                    Some(mut sem) => {
                        count += 1;
                        if sem.space == AddrSpace::Flat && format_of(f, &i) == Some(Format::Global)
                        {
                            // The model applies to the memory the selected instruction
                            // reaches: a `global_*` access cannot reach LDS, so it has the
                            // global sequence. (Selection never emits one for a generic
                            // pointer, which may point into LDS or scratch: those take
                            // `flat_*` and the generic rows.)
                            sem.space = AddrSpace::Global;
                        }
                        let k = seq_index(&mut seqs, &t, &sem)?;
                        let seq = &seqs[k].1;
                        steps(f, &seq.before, &mut new)?;
                        if i.kind == Kind::Pseudo(Pseudo::Fence) {
                            if seq.access.is_some() {
                                return Err(StageError::internal("internal: fence with an access"));
                            }
                        } else {
                            let a = seq.access.ok_or_else(|| {
                                StageError::internal(
                                    "internal: memory access without an access step",
                                )
                            })?;
                            apply_bits(&t, &mut i, &a)?;
                            new.push(i);
                        }
                        steps(f, &seq.after, &mut new)?;
                    }
                    None => {
                        if i.kind == Kind::Pseudo(Pseudo::Fence) {
                            return Err(StageError::internal(
                                "internal: fence without memory semantics",
                            ));
                        }
                        if force_sc && is_vmem_store(f, &i) {
                            // Decision D9: gfx940/gfx941 set sc0 sc1 on every store.
                            i.m.glc = true;
                            i.m.sc1 = true;
                        }
                        new.push(i);
                    }
                }
            }
            if k + 1 == pro {
                npro = new.len();
            }
        }
        let blk = &mut f.blocks[b];
        blk.insts = new;
        blk.prologue = npro;
        blk.epilogue = if nepi == usize::MAX {
            blk.insts.len()
        } else {
            nepi
        };
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The thread's cache gives what `sequence_of` gives, for every alias root of one
    /// semantics, and a second target gets its own sequence.
    #[test]
    fn cached_sequences_are_the_uncached_ones() {
        for cpu in ["gfx90a", "gfx1100", "gfx942"] {
            let t = MmTarget::new(&Target::parse(cpu).unwrap());
            for (ordering, scope) in [
                (Ordering::NotAtomic, gfxc_ir::SyncScope::SYSTEM),
                (Ordering::Acquire, gfxc_ir::SyncScope::AGENT),
                (Ordering::SeqCst, gfxc_ir::SyncScope::WORKGROUP),
            ] {
                for root in [
                    None,
                    Some(gfxc_mir::AliasRoot::Param {
                        index: 1,
                        noalias: true,
                    }),
                    Some(gfxc_mir::AliasRoot::Global(0)),
                ] {
                    let sem = MemSem {
                        kind: MemKind::Load,
                        space: AddrSpace::Global,
                        ordering,
                        scope,
                        volatile: false,
                        nontemporal: false,
                        root,
                    };
                    let fresh = sequence_of(&t, &sem).unwrap();
                    for _ in 0..2 {
                        assert_eq!(*sequence_cached(&t, &sem).unwrap(), fresh, "{cpu} {sem:?}");
                    }
                }
            }
        }
    }
}
