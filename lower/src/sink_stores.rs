//! Stores moved below the loads of other objects that follow them in their block, so that
//! those loads can be issued together with the loads before the store.
//!
//! Why: `Avg[t] += Avg[t + s]; StdDev[t] += StdDev[t + s];` reads two values, waits, adds,
//! stores, and only then reads the next two: two LDS latencies where one suffices. The loads
//! of `StdDev` cannot touch `Avg`, but once the LDS variables are laid out
//! (`crate::lds_layout`) and their addresses rebased on one another (`crate::rebase_addr`),
//! nothing tells the two apart any more, so the selection's early loads
//! (`gfxc_isel::early_loads`) stop at the store. Here, before the layout, the objects are
//! still known ([`gfxc_ir::alias`]): the store sinks below those loads, and the loads can
//! then be issued early past the arithmetic alone.
//!
//! Guarantees: a store (ordinary: not atomic, not volatile) moves down within its block past
//! - pure instructions (no memory access, no effect: its operands are defined before it and
//!   nothing uses a store, so every value is unchanged), and
//! - ordinary loads of another memory, or of an object disjoint from the store's (distinct
//!   variables, `noalias` parameters: [`gfxc_ir::alias::AliasRoot::disjoint`]), which cannot
//!   read the bytes it writes, in any lane,
//!
//! and never past anything else (another store, an atomic, a fence, a barrier, a call, an
//! intrinsic, inline assembly, the terminator). It moves only if it passes a load, and only
//! to just after the last load it passes. So every load reads what it read before and memory
//! holds the same bytes at every instruction that is not one of those loads.

use gfxc_ir::alias::{AliasRoot, RootFinder};
use gfxc_ir::{Function, Inst, InstData, Ordering};

/// At most this many instructions are scanned below a store.
const MAX_SCAN: usize = 64;

use gfxc_ir::alias::access_of as access;

/// Sinks the stores of `func` (module doc); returns how many moved.
pub fn sink_stores(func: &mut Function) -> usize {
    let mut moves: Vec<(Inst, Inst)> = Vec::new();
    {
        let f = &*func;
        // The objects of pointers (`RootFinder`, which lays out the kernel's arguments) are
        // asked only about a store that some ordinary load follows past pure instructions
        // alone: most stores are followed by something else (a jump, another store), and
        // then nothing moves whatever their objects are.
        let mut roots: Option<RootFinder> = None;
        for &b in f.layout.blocks() {
            let insts = f.layout.block_insts(b);
            for (k, &s) in insts.iter().enumerate() {
                let InstData::Store { args, flags } = &f.dfg.insts[s] else {
                    continue;
                };
                if flags.volatile || flags.ordering != Ordering::NotAtomic {
                    continue;
                }
                // The store's memory and object, taken at the first load it could pass
                // (`None` inside: a store of unknown memory moves past nothing).
                let mut store = None;
                let mut last = None;
                for &i in insts[k + 1..].iter().take(MAX_SCAN) {
                    let d = &f.dfg.insts[i];
                    if d.opcode().info().format.computes_only() {
                        continue;
                    }
                    let InstData::Load { addr, flags } = d else {
                        break;
                    };
                    if flags.volatile || flags.ordering != Ordering::NotAtomic {
                        break;
                    }
                    let roots = roots.get_or_insert_with(|| RootFinder::new(f));
                    let (smem, sroot) = *store.get_or_insert_with(|| access(f, roots, args[1]));
                    let Some(smem) = smem else { break };
                    let (lmem, lroot) = access(f, roots, *addr);
                    match lmem {
                        Some(m) if m != smem => {}
                        Some(_) if AliasRoot::disjoint(sroot, lroot) => {}
                        _ => break,
                    }
                    last = Some(i);
                }
                if let Some(l) = last {
                    moves.push((s, l));
                }
            }
        }
    }
    // Each store moves below a load; a later store of the block scans from its own place,
    // past instructions that are not stores, so no two moves cross.
    for &(s, l) in &moves {
        let b = func.layout.inst_block(l).expect("placed load");
        func.layout.remove_inst(s);
        let at = func
            .layout
            .block_insts(b)
            .iter()
            .position(|&x| x == l)
            .expect("placed load");
        func.layout.insert_inst(s, b, at + 1);
    }
    moves.len()
}
