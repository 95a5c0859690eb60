//! Branch edges into `unreachable` removed.
//!
//! # Guarantee
//! After [`prune_unreachable_edges`], no `brif` or `switch` of a block that can complete
//! normally has a destination that is *doomed*: a block that reaches `unreachable` on every
//! path without doing anything observable first (only arithmetic, comparisons, constants and
//! address computations, no memory access, call, barrier, trap or inline assembly). Blocks
//! no longer reached are deleted.
//!
//! # Why this is correct
//! Reaching `unreachable` is undefined behaviour (LLVM LangRef, `unreachable`), so a program
//! may assume a lane never takes an edge into a doomed block: `brif c, X, D` is `jump X`, a
//! `switch` loses its cases into doomed blocks, and a doomed default becomes the destination
//! of the most frequent case (those cases then need no comparison). LLVM's SimplifyCFG does
//! the same. A `trap` (or any other observable instruction) before `unreachable` is kept:
//! that is how `assert` fails, and the trap must happen.
//!
//! # Why it pays
//! clang emits `unreachable` for the default of a `switch` over all values of a masked
//! selector and after `__builtin_unreachable()`; kept, each is a real edge. A divergent
//! switch then compares once more per lane and its region gains an exit that is not a case
//! (see [`crate::structurize`]), and a divergent branch into it puts EXEC-mask code around a
//! path no lane takes.

use crate::util::{remove_unreachable_blocks, terminator};
use gfxc_ir::{Block, BlockCall, Function, InstData, Opcode};
use rustc_hash::FxHashSet as HashSet;

/// Removes the edges into doomed blocks (see the module documentation). Returns whether the
/// function changed.
pub fn prune_unreachable_edges(func: &mut Function) -> bool {
    let doomed = doomed_blocks(func);
    if doomed.is_empty() {
        return false;
    }
    let mut changed = false;
    let blocks = crate::util::blocks_of(func);
    for b in blocks {
        // A doomed block keeps its edges (they all lead to `unreachable`); the entry block
        // being doomed means the whole function is undefined, and it stays as written.
        if doomed.contains(&b) {
            continue;
        }
        let t = terminator(func, b);
        let new = match &func.dfg.insts[t] {
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => {
                if doomed.contains(&then_dest.block) {
                    Some(InstData::Jump {
                        dest: else_dest.clone(),
                    })
                } else if doomed.contains(&else_dest.block) {
                    Some(InstData::Jump {
                        dest: then_dest.clone(),
                    })
                } else {
                    None
                }
            }
            InstData::Switch {
                arg,
                default,
                cases,
            } => prune_switch(*arg, default, cases, &doomed),
            _ => None,
        };
        if let Some(new) = new {
            func.dfg.insts[t] = new;
            changed = true;
        }
    }
    if changed {
        remove_unreachable_blocks(func);
    }
    changed
}

/// The switch without its doomed destinations, or `None` if it has none. Not every
/// destination is doomed (the block would be doomed itself).
fn prune_switch(
    arg: gfxc_ir::Value,
    default: &BlockCall,
    cases: &[(i64, BlockCall)],
    doomed: &HashSet<Block>,
) -> Option<InstData> {
    let live: Vec<(i64, BlockCall)> = cases
        .iter()
        .filter(|(_, d)| !doomed.contains(&d.block))
        .cloned()
        .collect();
    if live.len() == cases.len() && !doomed.contains(&default.block) {
        return None;
    }
    let (default, cases) = if doomed.contains(&default.block) {
        // The most frequent destination (first in case order among equals) becomes the
        // default: its cases need no comparison.
        let mut best: Option<(&BlockCall, usize)> = None;
        for (_, d) in &live {
            let n = live.iter().filter(|(_, e)| e == d).count();
            if best.is_none_or(|(_, m)| n > m) {
                best = Some((d, n));
            }
        }
        let (d, _) = best?;
        let d = d.clone();
        let rest = live.into_iter().filter(|(_, e)| *e != d).collect();
        (d, rest)
    } else {
        (default.clone(), live)
    };
    Some(if cases.is_empty() {
        InstData::Jump { dest: default }
    } else {
        InstData::Switch {
            arg,
            default,
            cases,
        }
    })
}

/// Whether `d` has no effect a program can observe before it reaches `unreachable`.
fn is_unobservable(d: &InstData) -> bool {
    matches!(
        d,
        InstData::Unary { .. }
            | InstData::Binary { .. }
            | InstData::Ternary { .. }
            | InstData::IntConst { .. }
            | InstData::FloatConst { .. }
            | InstData::IntCompare { .. }
            | InstData::FloatCompare { .. }
            | InstData::GridQuery { .. }
            | InstData::Shuffle { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
    )
}

/// The doomed blocks: ending in `unreachable`, or in branches whose every destination is
/// doomed, after unobservable instructions only (a least fixpoint).
fn doomed_blocks(func: &Function) -> HashSet<Block> {
    // A block is doomed only through one ending in `unreachable` (the others need a
    // destination, all doomed): without such a block none is (the usual kernel), found
    // without looking at every instruction.
    let ends_unreachable = |b: Block| {
        func.layout
            .last_inst(b)
            .is_some_and(|t| func.dfg.insts[t].opcode() == Opcode::Unreachable)
    };
    if !func.layout.blocks().iter().any(|&b| ends_unreachable(b)) {
        return HashSet::default();
    }
    let blocks = crate::util::blocks_of(func);
    let quiet: Vec<bool> = blocks
        .iter()
        .map(|&b| {
            let insts = func.layout.block_insts(b);
            insts[..insts.len().saturating_sub(1)]
                .iter()
                .all(|&i| is_unobservable(&func.dfg.insts[i]))
        })
        .collect();
    let mut doomed: HashSet<Block> = HashSet::default();
    loop {
        let before = doomed.len();
        for (k, &b) in blocks.iter().enumerate() {
            if !quiet[k] || doomed.contains(&b) {
                continue;
            }
            let d = &func.dfg.insts[terminator(func, b)];
            let dead = if d.opcode() == Opcode::Unreachable {
                true
            } else {
                let dests = d.branch_dests();
                !dests.is_empty() && dests.iter().all(|c| doomed.contains(&c.block))
            };
            if dead {
                doomed.insert(b);
            }
        }
        if doomed.len() == before {
            return doomed;
        }
    }
}
