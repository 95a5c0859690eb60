//! VGPR copy propagation on machine IR before register allocation.
//!
//! Selection copies a dword out of a VGPR tuple where an IR value is one lane of a vector
//! (`extractelement` of a lane that `gfxc_lower::legalize` scalarised, a shuffle's lane): a
//! `v_mov_b32 vN, v[T+k]` whose result is then read once or twice. Reading `v[T+k]` directly
//! is the same value, so the move is dropped.
//!
//! Guarantees: a `v_mov_b32_e32` without modifiers or a copy pseudo, between the block's
//! prologue and epilogue, whose destination is a whole one-dword VGPR not passed as a block
//! argument and whose source is one dword of a VGPR (tuple), both written by no other
//! instruction (not rewritten in place inside a group), is removed and every read of its
//! destination reads that source dword instead (chains of copies resolve to the first
//! definition). Sound because the MIR is in
//! SSA form: the source is never rewritten, so it holds the copied value in every lane the
//! copy wrote, wherever the destination is read (every read is dominated by the copy, and a
//! lane the copy did not write has no defined destination value to preserve). Group
//! boundaries stay well formed.

use crate::mir::{Bank, Kind, MFunction, MOp, Pseudo, VReg};
use gfxc_isa::inst::Mods;
use gfxc_isa::table::table;
use gfxc_isa::Op;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Propagate VGPR dword copies; returns how many instructions were removed.
pub fn propagate_copies(f: &mut MFunction) -> usize {
    propagate_copies_with(f, &mut None)
}

/// [`propagate_copies`] with the dword def counts of `f` kept in `defs`
/// ([`MFunction::dword_defs_cached`]; the removed copies' writes are taken out of it).
pub fn propagate_copies_with(f: &mut MFunction, defs: &mut Option<crate::mir::DwordDefs>) -> usize {
    let t = table(f.variant);
    let plain = Mods {
        op_sel_hi: 7,
        ..Mods::default()
    };
    // The registers passed as block arguments (gathered at the first copy that asks).
    let mut in_args: Option<HashSet<VReg>> = None;
    let blocks = &f.blocks;
    let mut passed = |d: &VReg| {
        in_args
            .get_or_insert_with(|| {
                blocks
                    .iter()
                    .flat_map(|b| b.args.iter().chain(&b.linear_args).flatten().copied())
                    .collect()
            })
            .contains(d)
    };
    let writes = f.dword_defs_cached(defs);
    let once = |r: VReg, d: u8| writes.once(r, d);
    // dst -> (src tuple, dword)
    let mut map: HashMap<VReg, (VReg, u8)> = HashMap::default();
    let mut drops: Vec<(usize, usize)> = Vec::new(); // (block, instruction)
    for (bi, b) in blocks.iter().enumerate() {
        let (pro, epi) = (b.prologue, b.epilogue);
        for (k, i) in b.insts.iter().enumerate() {
            if k < pro || k >= epi || i.ops.len() != 2 || i.defs != 1 || !i.fixed.is_empty() {
                continue;
            }
            let is_copy = match i.kind {
                Kind::Hw(row) => {
                    t.props(row).op == Op::v_mov_b32_e32 && (i.m == plain || i.m == Mods::default())
                }
                Kind::Pseudo(Pseudo::Copy) => true,
                _ => false,
            };
            if !is_copy || i.mem.is_some() || i.ret.is_some() {
                continue;
            }
            let Some((d, s, off)) = dword_copy(&i.ops) else {
                continue;
            };
            let (d, s, off) = (&d, &s, &off);
            let (di, si) = (f.info(*d), f.info(*s));
            if di.width != 1
                || di.bank != Bank::V
                || si.bank != Bank::V
                || passed(d)
                || !once(*d, 0)
                || !once(*s, *off)
            {
                continue;
            }
            let src = (*s, *off);
            if src.0 == *d {
                continue;
            }
            map.insert(*d, src);
            drops.push((bi, k));
        }
    }
    if map.is_empty() {
        return 0;
    }
    // Remove the copies, taking their writes out of the counts (renaming reads changes no
    // write: each removed copy was its register's only writer).
    let removed = drops.len();
    let mut drop: Vec<bool> = Vec::new();
    for bi in 0..f.blocks.len() {
        let b = &mut f.blocks[bi];
        drop.clear();
        drop.resize(b.insts.len(), false);
        for &(_, k) in drops.iter().filter(|d| d.0 == bi) {
            if let Some(d) = defs.as_mut() {
                d.remove_inst(&b.insts[k]);
            }
            drop[k] = true;
        }
        b.remove_insts(&drop);
    }
    for b in &mut f.blocks {
        for i in &mut b.insts {
            for op in i.ops.iter_mut() {
                if let MOp::V { reg, off: 0, n: 1 } = op {
                    if map.contains_key(reg) {
                        // Chains compose: a propagated source is itself a one-dword copy
                        // (read whole), so follow it to the first real definition.
                        let (mut r, mut o) = (*reg, 0);
                        while let Some(&(r2, o2)) = map.get(&r) {
                            (r, o) = (r2, o2);
                        }
                        *op = MOp::V {
                            reg: r,
                            off: o,
                            n: 1,
                        };
                    }
                }
            }
        }
    }
    removed
}

/// The (destination, source, source dword) of a copy's operands when it moves one whole
/// virtual dword into a fresh one-dword register (`vD = vS[off]`).
pub(crate) fn dword_copy(ops: &[MOp]) -> Option<(VReg, VReg, u8)> {
    match ops {
        [MOp::V {
            reg: d,
            off: 0,
            n: 1,
        }, MOp::V { reg: s, off, n: 1 }] => Some((*d, *s, *off)),
        _ => None,
    }
}
