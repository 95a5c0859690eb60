//! Trivial block parameters: a parameter every incoming edge passes the same value `v` (or
//! the parameter itself, around a loop) is `v`; its uses are rewritten to `v` and the
//! parameter and its branch arguments removed, until none is left.
//!
//! Guarantees: the IR still verifies and means the same thing. `v` dominates the block: it
//! is defined where every predecessor's terminator can use it, and a block whose every
//! entry comes through those predecessors is dominated by `v`'s definition (the entry block,
//! whose parameters are the function's arguments, is never rewritten). This is the
//! "trivial phi" rule of SSA construction (Braun et al., "Simple and Efficient Construction
//! of Static Single Assignment Form", CC 2013, section 3.1).
//!
//! Why here, after the structurizer: it threads every live value through its flow blocks as
//! parameters, and many of them (flags that start false and are only set on later paths,
//! values passed unchanged around a guard) get one value on every edge. Left as parameters
//! they are divergent at the flow joins, so isel holds them as per-lane copies (a divergent
//! `i1` as a lane mask merged under EXEC at each divergent join, `gfxc-isel`'s `mask_phis`)
//! instead of the constant or uniform value they are.

use cranelift_entity::EntityRef;
use gfxc_ir::{Block, Function, Value};
use rustc_hash::FxHashMap as HashMap;

/// Removes trivial block parameters (module doc); returns how many.
pub fn remove_trivial_params(func: &mut Function) -> usize {
    let Some(entry) = func.layout.entry_block() else {
        return 0;
    };
    // Only parameters of blocks other than the entry are candidates: with none, nothing
    // changes (the rounds below would find nothing).
    if !crate::util::has_non_entry_params(func) {
        return 0;
    }
    let mut removed = 0;
    loop {
        let blocks = crate::util::blocks_of(func);
        let edges = crate::util::incoming_edges(func);
        // This round's trivial parameters, each with its value; a parameter whose value is
        // itself replaced this round waits for the next round (no chains to resolve).
        let mut found: Vec<(Block, usize, Value, Value)> = Vec::new();
        for &b in &blocks {
            if b == entry {
                continue;
            }
            let es = &edges[b.index()];
            if es.is_empty() {
                continue;
            }
            for (idx, &p) in func.dfg.block_params(b).iter().enumerate() {
                let mut same: Option<Value> = None;
                let mut trivial = true;
                for &(t, k) in es {
                    let a = crate::util::dest_of(func, t, k).args[idx];
                    if a == p || same == Some(a) {
                        continue;
                    }
                    if same.is_some() {
                        trivial = false;
                        break;
                    }
                    same = Some(a);
                }
                if let (true, Some(v)) = (trivial, same) {
                    found.push((b, idx, p, v));
                }
            }
        }
        let replaced: HashMap<Value, Value> = found.iter().map(|&(_, _, p, v)| (p, v)).collect();
        found.retain(|&(_, _, _, v)| !replaced.contains_key(&v));
        if found.is_empty() {
            return removed;
        }
        let map: HashMap<Value, Value> = found.iter().map(|&(_, _, p, v)| (p, v)).collect();
        crate::util::replace_uses_once(func, &map);
        // Highest index first: removing a parameter renumbers the later ones.
        found.sort_by(|a, b| (a.0, b.1).cmp(&(b.0, a.1)));
        for &(b, idx, _, _) in &found {
            func.dfg.remove_block_param(b, idx);
            for &(t, k) in &edges[b.index()] {
                crate::util::dest_of_mut(func, t, k).args.remove(idx);
            }
        }
        removed += found.len();
    }
}
