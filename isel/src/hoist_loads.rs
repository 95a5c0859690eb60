//! Loads issued before stores that cannot touch what they read, on machine IR before
//! register allocation: a load moves up past the stores of its block to other address
//! spaces (an LDS store before a global load, a global store before an LDS load) or to
//! objects disjoint from the load's ([`AliasRoot::disjoint`]: distinct variables, a
//! `noalias` kernel parameter against any other parameter or variable), to just above the
//! earliest such store, when nothing else in between stops it.
//!
//! Why: selection keeps IR order, and a tile copy `lds[i] = g[a]; lds[j] = g[b]` is load,
//! LDS store, load, LDS store; `s_waitcnt` goes before each store (`gfxc_emit::waitcnt`), so
//! the second load issues only after the first returned: two memory latencies instead of
//! one. With the loads first, both are in flight before the first wait (what LLVM's machine
//! scheduler does by clustering loads; the `s_waitcnt` stalls of the simulator's cost
//! model, `sim/src/stats.rs`).
//!
//! Guarantees: the moved load and every store it passes are ordinary accesses (memory
//! semantics recorded, not atomic, not volatile) in address spaces that are disjoint —
//! LDS, GDS, private and global/constant memory are different memories; a FLAT access may
//! reach any of them and is never passed or moved — so no passed store can change what the
//! load reads, and without an atomic or fence in between the memory model allows the
//! reordering (AMDGPUUsage "Memory Model": only synchronizing operations order accesses to
//! different address spaces). Within one memory, the load and a passed store are based on
//! objects that never overlap ([`crate::alias_root`] names an object only when the address
//! is derived from it). The load moves within its block's body (between prologue and
//! epilogue, where EXEC is constant), only past instructions that define none of its
//! sources, write no physical register, and are neither other loads (loads keep their
//! order), nor pseudo instructions other than copies, nor SOPP program-control instructions
//! (`s_sleep`, `s_setprio`, waits, barriers, branches, messages), nor EXEC-writing or other
//! control instructions, and only to a group boundary. It therefore reads the same
//! addresses with the same lanes and gets the same values.

use crate::mir::{Kind, MFunction, MInst, MOp, MemKind, Pseudo, VReg};
use gfxc_ir::Ordering;
use gfxc_isa::op::kind;
use gfxc_isa::table::{table, Format, IsaTable as Table};
use gfxc_mir::AliasRoot;

/// At most this many stores are passed by one load (each pass keeps the load's result
/// live longer).
const MAX_STORES_PASSED: usize = 8;

/// A memory format: those whose results come back with latency
/// ([`crate::sink_load_uses::is_memory`]) and GFX6/GFX7 SMRD.
fn is_memory(format: Format) -> bool {
    crate::sink_load_uses::is_memory(format) || format == Format::Smrd
}

/// An ordinary access of `want` kind: its memory and the object it is based on.
fn plain_access(t: &Table, i: &MInst, want: MemKind) -> Option<(u8, Option<AliasRoot>)> {
    let Kind::Hw(row) = i.kind else { return None };
    if !is_memory(t.def(row).format) {
        return None;
    }
    let m = i.mem.as_ref()?;
    // A load with `lds` also writes LDS (MUBUF/global LDS DMA): not a plain access.
    if i.m.lds || m.kind != want || m.ordering != Ordering::NotAtomic || m.volatile {
        return None;
    }
    Some((gfxc_ir::alias::memory_of(m.space)?, m.root))
}

/// What an instruction in the way of a load means for it.
enum Way {
    /// A store to another memory: passed, and a place to move to.
    Store,
    /// Passed.
    Pass,
    /// The load stops below it.
    Stop,
}

fn way(t: &Table, x: &MInst, load: (u8, Option<AliasRoot>), srcs: &[VReg]) -> Way {
    let defines_src = x
        .ops
        .iter()
        .enumerate()
        .any(|(p, op)| x.is_def(p) && op.vreg().is_some_and(|r| srcs.contains(&r)));
    let writes_phys = x
        .ops
        .iter()
        .enumerate()
        .any(|(p, op)| x.is_def(p) && matches!(op, MOp::P(_)));
    if defines_src || writes_phys || x.ret.is_some() {
        return Way::Stop;
    }
    match x.kind {
        Kind::Pseudo(Pseudo::Copy) => Way::Pass,
        Kind::Pseudo(_) => Way::Stop,
        Kind::Hw(row) => {
            let d = t.def(row);
            // Program-control instructions (`s_sleep`, `s_setprio`, `s_trap`, `s_nop`,
            // waits, branches, messages, barriers) have side effects LLVM does not schedule
            // memory accesses across either.
            if d.format == Format::Sopp {
                return Way::Stop;
            }
            if is_memory(d.format) {
                return match plain_access(t, x, MemKind::Store) {
                    Some((m, root)) if m != load.0 || AliasRoot::disjoint(root, load.1) => {
                        Way::Store
                    }
                    _ => Way::Stop,
                };
            }
            let stops = crate::sink_load_uses::MOTION_BARRIER
                | kind::ANY_WAITCNT
                | kind::MSG
                | kind::SENDMSG
                | kind::NO_EXECZ_SKIP
                | kind::CACHE_INV;
            if t.props(row).any(stops) {
                Way::Stop
            } else {
                Way::Pass
            }
        }
    }
}

/// Hoists loads in every block (module doc); returns how many moved.
pub fn hoist_loads(f: &mut MFunction) -> usize {
    let t = table(f.variant);
    let mut moved = 0;
    for b in &mut f.blocks {
        let (pro, epi) = (b.prologue, b.epilogue.min(b.insts.len()));
        for k in pro..epi {
            let i = &b.insts[k];
            let alone = !i.group && (k == 0 || !b.insts[k - 1].group);
            let Some(mem) = plain_access(t, i, MemKind::Load) else {
                continue;
            };
            if !alone || i.defs == 0 || i.ret.is_some() {
                continue;
            }
            // (On the stack: a load reads an address and perhaps an offset.)
            let srcs: smallvec::SmallVec<[VReg; 4]> = i
                .ops
                .iter()
                .enumerate()
                .filter(|(p, _)| !i.is_def(*p))
                .filter_map(|(_, op)| op.vreg())
                .collect();
            // Upwards, one group at a time.
            let mut to = k;
            let mut end = k;
            let mut stores = 0;
            while end > pro {
                let mut start = end - 1;
                while start > pro && b.insts[start - 1].group {
                    start -= 1;
                }
                if start > 0 && b.insts[start - 1].group {
                    break; // a group crossing the prologue boundary: not ours to split
                }
                let mut store = false;
                let mut stop = false;
                for x in &b.insts[start..end] {
                    match way(t, x, mem, &srcs) {
                        Way::Store => store = true,
                        Way::Pass => {}
                        Way::Stop => stop = true,
                    }
                }
                if stop {
                    break;
                }
                if store {
                    stores += 1;
                    if stores > MAX_STORES_PASSED {
                        break;
                    }
                    to = start;
                }
                end = start;
            }
            if to < k {
                let i = b.insts.remove(k);
                b.insts.insert(to, i);
                moved += 1;
            }
        }
    }
    moved
}
