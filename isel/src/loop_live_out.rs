//! Lane masks live out of divergent loops (the problem LLVM's `SILowerI1Copies` and ACO's
//! boolean phis solve).
//!
//! An `i1` held as a lane mask ([`Val::Mask`]) is one SGPR tuple for the whole wave. An
//! instruction writing it defines the bits of the active lanes only: VOPC compares write 0
//! for inactive lanes, SALU mask logic computes garbage for them (`ops.rs`: their bits are
//! unspecified). When the lanes of a wave leave a loop in different iterations (a divergent
//! exit, [`Shape::LoopExit`]), a lane that left early must see after the loop the value its
//! *own* last iteration computed, but every later iteration rewrites the whole mask without
//! it: the lane reads 0 or garbage (trial-division primality: every lane but the last to
//! finish reported "not prime"). VGPRs do not have the problem: a VALU write leaves the
//! lanes outside EXEC untouched, which is why the uniformity analysis makes temporally
//! divergent values of every other type divergent, i.e. VGPRs (`gfxc_lower::uniformity`),
//! and why VGPRs are allocated on the logical CFG (`regalloc/src/view.rs`).
//!
//! Guarantee: for every value `v` held as a lane mask (uniform or not, loop-invariant or
//! not: a uniform float compare is a VOPC on most generations and has the same hole), defined
//! at a node inside a loop with a divergent exit, and used at a node outside the innermost
//! such loop `L` (an operand, or a branch argument on an edge leaving `L`), the selector
//! writes `v_cndmask_b32 k, 0, 1, mask` right after the definition, under the iteration's
//! EXEC, and every use of `v` selected outside `L` reads `k` as a 0/1 VGPR
//! ([`Val::BoolV`]; consumers that need a mask compare it back): each lane keeps the value of
//! the last iteration it executed. Uses inside `L` keep reading the mask. Loops whose exits
//! are all uniform need nothing: their active lanes leave together, so the mask after the
//! loop is that of every lane's last iteration (an enclosing divergent loop is handled as
//! `L` itself when the use is outside it).
//!
//! LLVM merges the mask instead (`new = (old & ~exec) | (cur & exec)` in a loop-carried
//! SGPR); one VALU copy per iteration gives the same per-lane result without a loop-carried
//! value (and block parameters on every loop edge) in the machine IR, at the price of one
//! VGPR live across the loop.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use crate::structured::Shape;
use gfxc_ir::{Type, Value};
use rustc_hash::FxHashMap as HashMap;

impl Selector<'_> {
    /// The `i1` values defined inside a loop with a divergent exit and used outside the
    /// innermost such loop, with that loop's header (module documentation).
    pub fn masks_live_out(&self, shapes: &HashMap<usize, Shape>) -> HashMap<Value, usize> {
        let loops = &self.cfg.loops;
        let inside = |h: usize, n: usize| loops[&h].binary_search(&n).is_ok();
        // Loops some lanes leave before others: those the exit edge of a divergent loop
        // exit leaves.
        // (Inline: a function has few loops.)
        let mut divergent: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
        for s in shapes.values() {
            if let Shape::LoopExit { b, exit, .. } = *s {
                for &h in loops.keys() {
                    if inside(h, b) && !inside(h, exit) && !divergent.contains(&h) {
                        divergent.push(h);
                    }
                }
            }
        }
        if divergent.is_empty() {
            return HashMap::default();
        }
        // Innermost divergently exited loop of each node.
        let innermost = |n: usize| {
            divergent
                .iter()
                .copied()
                .filter(|&h| inside(h, n))
                .min_by_key(|&h| (loops[&h].len(), h))
        };
        let func = self.func;
        let node_of = |b| self.cfg.node(b);
        let is_i1 = |v: Value| matches!(func.dfg.value_type(v), t @ Type::Scalar(_) if t.is_bool());
        // Candidates: i1 parameters and results of nodes inside such a loop (their loop by
        // value number; made at the first candidate).
        let mut def_loop: Vec<Option<usize>> = Vec::new();
        for &b in func.layout.blocks() {
            let Some(h) = innermost(node_of(b)) else {
                continue;
            };
            let params = func.dfg.block_params(b).iter().copied();
            let results = func
                .layout
                .block_insts(b)
                .iter()
                .flat_map(|&i| func.dfg.inst_results(i).iter().copied());
            for v in params.chain(results).filter(|&v| is_i1(v)) {
                if def_loop.is_empty() {
                    def_loop = vec![None; func.dfg.values.len()];
                }
                def_loop[v.as_u32() as usize] = Some(h);
            }
        }
        let mut out = HashMap::default();
        if def_loop.is_empty() {
            return out;
        }
        for &b in func.layout.blocks() {
            let n = node_of(b);
            for &i in func.layout.block_insts(b) {
                let d = &func.dfg.insts[i];
                let mut used_at = |v: Value, at| {
                    if let Some(&Some(h)) = def_loop.get(v.as_u32() as usize) {
                        if !inside(h, at) {
                            out.insert(v, h);
                        }
                    }
                };
                d.args().iter().for_each(|&v| used_at(v, n));
                // A branch argument is used on its edge: outside `L` when the edge leaves it
                // (the edge node, if any, then lies outside `L` too).
                d.for_each_branch_dest(|dest| {
                    let t = node_of(dest.block);
                    dest.args.iter().for_each(|&v| used_at(v, t));
                });
            }
        }
        out
    }

    /// After `v` was defined: if it is a lane mask live out of its divergent loop, keep each
    /// lane's bit in a VGPR (module documentation).
    pub fn keep_lanes(&mut self, v: Value) -> SelResult<()> {
        let Some(&h) = self.live_out.get(&v) else {
            return Ok(());
        };
        let Some(Val::Mask(m)) = self.vals.get(&v).copied() else {
            // Constants are the same in every lane; a 0/1 VGPR keeps its lanes already.
            return Ok(());
        };
        let k = self.cx.vreg(Bank::V, 1);
        let mo = self.cx.w(m);
        self.cndmask(self.cx.w(k), MOp::C(k32(0)), MOp::C(k32(1)), mo)?;
        self.kept.insert(v, (k, h));
        Ok(())
    }

    /// How a use at the node being selected sees `v`, if `v` is a kept lane mask and the
    /// node lies outside its loop.
    pub fn kept_outside(&self, v: Value) -> Option<Val> {
        // (Asked at every operand read; most functions keep nothing: no hashing then.)
        if self.kept.is_empty() {
            return None;
        }
        let &(k, h) = self.kept.get(&v)?;
        let inside = self.cfg.loops[&h].binary_search(&self.cur_node).is_ok();
        (!inside).then_some(Val::BoolV(k))
    }
}
