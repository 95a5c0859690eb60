//! Lane-mask phis: divergent `i1` block parameters held as wave-wide SGPR lane masks, merged
//! under EXEC where the lanes of a divergent region rejoin (the problem LLVM's
//! `SILowerI1Copies` solves with lane-mask phis, and ACO with its boolean phis).
//!
//! Every `i1` block parameter is a lane mask ([`Val::Mask`], `s[..]` pair on wave64, one SGPR
//! on wave32), whatever produces its arguments (compares, the structurizer's flow flags,
//! constants, `i1` logic, selects): consumers read it as the mask they need (a branch, a
//! `v_cndmask`, mask logic) instead of re-testing a 0/1 VGPR (`v_cmp_ne`), and no VGPR carries
//! it through the flow blocks. A plain copy of the argument is right wherever the edge runs
//! under the same EXEC as the parameter's block (uniform branches, loop edges: inside a loop
//! only the active lanes' bits are read, and a value live out of a divergently exited loop is
//! kept per lane by `crate::loop_live_out`). It is wrong at the join `J` of a divergent
//! region (`crate::structured`, [`Shape::Region`]): its then side and else side run one after
//! the other, each under its own lanes, and an SGPR write has no EXEC, so the else side's
//! copy would overwrite the then lanes' bits. Both sides therefore *merge*:
//! `new = (old & ~EXEC) | (val & EXEC)` (`s_andn2`, `s_and`, `s_or`; one instruction when
//! `val` is a constant: `s_or old, EXEC` or `s_andn2 old, EXEC`). `val & EXEC` is `val` itself
//! when a VALU compare of the same block body wrote it under this EXEC: `V_CMP` sets
//! `D[n] = EXEC[n] & result[n]` (MI100 ISA §3.9; LLVM drops the same `s_and` for compare
//! results).
//!
//! The machine IR is SSA, and on the linear CFG the then side does not dominate the else side
//! (the branch block's execz skip bypasses it), so the then lanes' mask reaches the else side
//! as a parameter of the region's linear-only flow block ([`SkipBlocks::flow`]): each
//! then-side exit passes it on its linear edge (`MBlock::linear_args`, SGPRs only, read by
//! the SGPR allocator, which works on the linear CFG), the execz skip passes any mask defined
//! in the branch block (no then lane exists on that path). Per parameter of `J`:
//! * **Else value known at the branch** (the region has one else-side exit and its argument
//!   is a constant or defined in a block dominating the branch — every flag the structurizer
//!   passes through a guard block unchanged, every if-then whose else edge passes a value from
//!   before the branch): the branch block computes the else mask `e`; each then-side exit
//!   passes `(e & ~EXEC) | (val & EXEC)`, the skip passes `e`, and the else exit passes the
//!   flow parameter unchanged. The else side stays empty, so `gfxc-emit` can still turn the
//!   region into LLVM's if-then (`emit/src/if_then.rs`). A constant `e` needs no register:
//!   the then side passes `val & EXEC` (false) or `val | ~EXEC` (true), one instruction or a
//!   copy of EXEC; the skip passes, for false, the branch condition (0 in every else lane),
//!   for true, all ones made in the branch block (not the saved else lanes:
//!   `emit/src/if_then.rs` may rewrite the instructions that save them).
//! * **Otherwise**: each then-side exit passes its mask as is, the skip the branch's
//!   condition mask, and each else-side exit passes `(flow & ~EXEC) | (val & EXEC)`.
//!
//! Guarantee: for every lane active at `J`, the parameter's bit is the argument of the edge
//! that lane took (then lanes: EXEC at the then exit; else lanes: EXEC at the else exit; the
//! two are disjoint and cover `J`'s lanes). Where the region keeps an else-side execz skip
//! (`Selector::else_skips`), that linear-only edge passes the flow block's masks (no else lane
//! exists on it).
//! One mechanism for every generation (`s_andn2`/`s_and_not1` by the ISA table) and both
//! wave sizes (`_b32`/`_b64` by the wave size).

use crate::build::SelResult;
use crate::cfg::NodeTerm;
use crate::mir::{Bank, Kind, MOp, Pseudo, VReg};
use crate::select::{Selector, Val};
use crate::structured::{Shape, SkipBlocks};
use gfxc_ir::{Value, ValueDef};
use gfxc_isa::Op;
use rustc_hash::FxHashMap as HashMap;

/// The lane-mask parameters of one divergent region's join.
#[derive(Clone, Debug)]
pub struct MaskJoin {
    /// The region's branch node.
    pub branch: usize,
    /// Nodes of the then side that jump to the join.
    pub then_exits: Vec<usize>,
    /// Nodes of the else side that jump to the join.
    pub else_exits: Vec<usize>,
    /// Indices of the lane-mask parameters among the join's parameters.
    pub params: Vec<usize>,
    /// The flow block's parameter for each of them (the then lanes' mask).
    pub flow: Vec<VReg>,
    /// The else value, when it is known in the branch block.
    pub early: Vec<Option<Early>>,
}

/// An else value known in the branch block (module documentation).
#[derive(Clone, Copy, Debug)]
pub enum Early {
    /// Constant false.
    Zero,
    /// Constant true, with all ones in a register for the execz skip.
    Ones(VReg),
    /// A lane mask computed in the branch block.
    Mask(VReg),
}

impl Selector<'_> {
    /// The lane-mask parameters of every divergent region's join, keyed by the join node; gives
    /// each region's flow block its parameters. Runs once the blocks and parameters exist.
    pub fn plan_mask_joins(
        &mut self,
        shapes: &HashMap<usize, Shape>,
        skip_block: &HashMap<usize, SkipBlocks>,
    ) -> SelResult<HashMap<usize, MaskJoin>> {
        let mut out = HashMap::default();
        // (Inline: a function has few divergent branches.)
        let mut regions: smallvec::SmallVec<[&Shape; 8]> = shapes.values().collect();
        regions.sort_by_key(|s| match s {
            Shape::Region { b, .. } | Shape::LoopExit { b, .. } => *b,
        });
        for s in regions {
            let Shape::Region {
                b,
                j,
                t_side,
                e_side,
                ..
            } = s
            else {
                continue;
            };
            let Some(jb) = self.cfg.nodes[*j].block else {
                continue;
            };
            let params: Vec<usize> = self
                .func
                .dfg
                .block_params(jb)
                .iter()
                .enumerate()
                .filter(|(_, p)| matches!(self.vals.get(p), Some(Val::Mask(_))))
                .map(|(k, _)| k)
                .collect();
            if params.is_empty() {
                continue;
            }
            let exits = |side: &[usize]| -> SelResult<Vec<usize>> {
                let xs: Vec<usize> = side
                    .iter()
                    .copied()
                    .filter(|&x| self.cfg.nodes[x].succs.contains(j))
                    .collect();
                // Critical edges are split (`crate::cfg`): every edge into the join leaves a
                // side through a jump.
                if xs.is_empty()
                    || xs
                        .iter()
                        .any(|&x| !matches!(self.cfg.nodes[x].term, NodeTerm::Jump(..)))
                {
                    return Err(internal!(
                        "internal: region side without a jump to its join"
                    ));
                }
                Ok(xs)
            };
            let then_exits = exits(t_side)?;
            let else_exits = exits(e_side)?;
            let flow_blk = skip_block
                .get(b)
                .ok_or_else(|| internal!("internal: divergent region without a flow block"))?
                .flow;
            let mw = self.cx.mask_w();
            let mut flow = Vec::new();
            for _ in &params {
                let r = self.cx.vreg(Bank::S, mw);
                self.cx.f.blocks[flow_blk].params.push(r);
                flow.push(r);
            }
            let early = vec![None; params.len()];
            out.insert(
                *j,
                MaskJoin {
                    branch: *b,
                    then_exits,
                    else_exits,
                    params,
                    flow,
                    early,
                },
            );
        }
        Ok(out)
    }

    /// The argument node `x` passes to parameter `k` of node `j`.
    fn jump_arg(&self, x: usize, k: usize) -> Option<Value> {
        match &self.cfg.nodes[x].term {
            NodeTerm::Jump(_, args) => args.get(k).copied(),
            _ => None,
        }
    }

    /// Is `v` a constant or defined in a node dominating node `n`?
    fn known_at(&self, v: Value, n: usize) -> bool {
        if matches!(self.vals.get(&v), Some(Val::K(_))) {
            return true;
        }
        let blk = match self.func.dfg.value_def(v) {
            ValueDef::Param(b, _) => Some(b),
            ValueDef::Result(i, _) => self.func.layout.inst_block(i),
        };
        blk.is_some_and(|b| self.cfg.dominates(self.cfg.node(b), n))
    }

    /// The regions' joins branching at node `n`, in node order.
    fn joins_of(&self, n: usize) -> Vec<usize> {
        let mut joins: Vec<usize> = self
            .mask_joins
            .iter()
            .filter(|(_, mj)| mj.branch == n)
            .map(|(&j, _)| j)
            .collect();
        joins.sort();
        joins
    }

    /// In the branch block of region node `n`, before it saves EXEC (`cond`: the branch's
    /// mask): the else values known there (masks computed now), and the execz skip's linear
    /// arguments. No then lane takes the skip, so each of its masks need only hold the join's
    /// value in the else lanes: the else mask, all ones for a constant true, and for a
    /// constant false (or an else value unknown here, which the else side merges over) the
    /// branch condition, which is 0 there. A register passed for two parameters would make
    /// the allocator copy it in the skip block (and the then side branch over it), so a
    /// second use gets a zero mask of its own, made in the branch block's epilogue, where
    /// `crate::local_cse` leaves it alone.
    pub fn mask_join_branch(&mut self, n: usize, cond: VReg, skip: usize) -> SelResult<()> {
        let mut skip_args: Vec<VReg> = Vec::new();
        for j in self.joins_of(n) {
            let mj = self.mask_joins[&j].clone();
            let mut early = Vec::new();
            for &k in &mj.params {
                let e = match mj.else_exits[..] {
                    [y] => self.jump_arg(y, k).filter(|&v| self.known_at(v, n)),
                    _ => None,
                };
                let e = match e {
                    None => None,
                    Some(v) => Some(match self.get(v)? {
                        Val::K(k) if k & 1 == 0 => Early::Zero,
                        Val::K(_) => Early::Ones(self.as_mask(v)?),
                        _ => Early::Mask(self.as_mask(v)?),
                    }),
                };
                let arg = match e {
                    Some(Early::Mask(m) | Early::Ones(m)) => m,
                    Some(Early::Zero) | None if !skip_args.contains(&cond) => cond,
                    Some(Early::Zero) | None => self.s_const(0, self.cx.mask_w())?,
                };
                // (Two parameters with one else mask share its register: copied on the skip.)
                skip_args.push(arg);
                early.push(e);
            }
            self.mask_joins.get_mut(&j).expect("planned").early = early;
        }
        if !skip_args.is_empty() {
            self.cx.f.blocks[skip].linear_args = vec![skip_args];
        }
        Ok(())
    }

    /// Arguments of the jump from node `n` to the join `j` of a region with lane-mask
    /// parameters, in the join's parameter order (`regs`, the other parameters already
    /// converted), and the linear arguments for the flow block when `n` is a then-side exit.
    pub fn mask_join_args(
        &mut self,
        n: usize,
        j: usize,
        regs: &mut [VReg],
    ) -> SelResult<Option<Vec<VReg>>> {
        let Some(mj) = self.mask_joins.get(&j).cloned() else {
            return Ok(None);
        };
        let then = mj.then_exits.contains(&n);
        if !then && !mj.else_exits.contains(&n) {
            return Err(internal!(
                "internal: jump into a region join from outside it"
            ));
        }
        let mut linear = Vec::new();
        for (i, &k) in mj.params.iter().enumerate() {
            let a = self
                .jump_arg(n, k)
                .ok_or_else(|| internal!("internal: join argument count"))?;
            let r = match (then, mj.early[i]) {
                (true, Some(Early::Mask(e))) => self.merge_mask(e, a)?,
                (true, Some(Early::Zero)) => self.merge_into_const(false, a)?,
                (true, Some(Early::Ones(_))) => self.merge_into_const(true, a)?,
                (true, None) => self.as_mask(a)?,
                (false, Some(_)) => mj.flow[i],
                (false, None) => self.merge_mask(mj.flow[i], a)?,
            };
            regs[k] = r;
            linear.push(r);
        }
        Ok(then.then_some(linear))
    }

    /// Is `m` written by a VALU compare (not `v_cmpx`) in the body of the block being selected,
    /// so that its inactive lanes are 0 under the EXEC the block's epilogue still runs with?
    /// Only when nothing in the body after the prologue writes EXEC (whole-wave sequences,
    /// calls, inline assembly): the compare ran under the EXEC of the merge (module
    /// documentation; the epilogue of a jump changes no EXEC before the merges).
    fn exec_masked(&self, m: VReg) -> bool {
        let f = &self.cx.f;
        let b = &f.blocks[self.cx.cur];
        let t = gfxc_isa::table::table(f.variant);
        let mw = self.cx.mask_w();
        let ex = self.cx.exec();
        let body = &b.insts[b.prologue.min(b.insts.len())..];
        let exec_written = body.iter().any(|i| match i.kind {
            Kind::Hw(row) => {
                t.props(row)
                    .any(gfxc_isa::op::kind::NAMES_EXEC | gfxc_isa::op::kind::CMPX)
                    || i.ops
                        .iter()
                        .enumerate()
                        .any(|(j, o)| i.is_def(j) && *o == ex)
            }
            Kind::Pseudo(p) => matches!(p, Pseudo::Call | Pseudo::Ret | Pseudo::InlineAsm(_)),
        });
        !exec_written && b.insts.iter().enumerate().any(|(k, i)| {
            let Kind::Hw(row) = i.kind else {
                return false;
            };
            let p = t.props(row);
            k >= b.prologue
                && p.unit == gfxc_isa::op::Unit::Valu
                && !p.any(gfxc_isa::op::kind::CMPX | gfxc_isa::op::kind::RW_LANE)
                && p.op != Op::v_readfirstlane_b32
                && i.is_def(0)
                && matches!(i.ops.first(), Some(MOp::V { reg, off: 0, n }) if *reg == m && *n == mw)
                && f.info(m).bank == Bank::S
        })
    }

    /// `v & EXEC` (module documentation).
    fn and_exec(&mut self, m: VReg) -> SelResult<VReg> {
        if self.exec_masked(m) {
            return Ok(m);
        }
        let r = self.cx.vreg(Bank::S, self.cx.mask_w());
        let and = self.cx.mask_op(Op::s_and_b32, Op::s_and_b64);
        let ex = self.cx.exec();
        self.cx.push(and, [self.cx.w(r), self.cx.w(m), ex], 1)?;
        Ok(r)
    }

    /// `(e & ~EXEC) | (v & EXEC)` for a constant `e`: `v & EXEC` or `v | ~EXEC`.
    fn merge_into_const(&mut self, e: bool, v: Value) -> SelResult<VReg> {
        let val = self.get(v)?;
        if matches!(val, Val::K(k) if (k & 1 != 0) == e) {
            // The constant itself.
            return self.as_mask(v);
        }
        let mw = self.cx.mask_w();
        let ex = self.cx.exec();
        let r = self.cx.vreg(Bank::S, mw);
        let rw = self.cx.w(r);
        match (e, val) {
            // v & EXEC with v true: EXEC; v | ~EXEC with v false: ~EXEC.
            (false, Val::K(_)) => {
                let mov = self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64);
                self.cx.push(mov, [rw, ex], 1)?;
            }
            (_, Val::K(_)) => {
                let not = self.cx.mask_op(Op::s_not_b32, Op::s_not_b64);
                self.cx.push(not, [rw, ex], 1)?;
            }
            (false, _) => {
                let m = self.as_mask(v)?;
                return self.and_exec(m);
            }
            (true, _) => {
                let m = self.as_mask(v)?;
                let orn2 = if self.cx.has(Op::s_or_not1_b64) {
                    self.cx.mask_op(Op::s_or_not1_b32, Op::s_or_not1_b64)
                } else {
                    self.cx.mask_op(Op::s_orn2_b32, Op::s_orn2_b64)
                };
                self.cx.push(orn2, [rw, self.cx.w(m), ex], 1)?;
            }
        }
        Ok(r)
    }

    /// `(old & ~EXEC) | (v & EXEC)` under the current EXEC (module documentation).
    fn merge_mask(&mut self, old: VReg, v: Value) -> SelResult<VReg> {
        let mw = self.cx.mask_w();
        let ex = self.cx.exec();
        let andn2 = if self.cx.has(Op::s_and_not1_b64) {
            self.cx.mask_op(Op::s_and_not1_b32, Op::s_and_not1_b64)
        } else {
            self.cx.mask_op(Op::s_andn2_b32, Op::s_andn2_b64)
        };
        let or = self.cx.mask_op(Op::s_or_b32, Op::s_or_b64);
        let r = self.cx.vreg(Bank::S, mw);
        let w = |s: &Self, x: VReg| -> MOp { s.cx.w(x) };
        match self.get(v)? {
            Val::K(k) if k & 1 != 0 => {
                self.cx.push(or, [w(self, r), w(self, old), ex], 1)?;
            }
            Val::K(_) => {
                self.cx.push(andn2, [w(self, r), w(self, old), ex], 1)?;
            }
            _ => {
                let m = self.as_mask(v)?;
                let keep = self.cx.vreg(Bank::S, mw);
                self.cx.push(andn2, [w(self, keep), w(self, old), ex], 1)?;
                let new = self.and_exec(m)?;
                self.cx
                    .push(or, [w(self, r), w(self, keep), w(self, new)], 1)?;
            }
        }
        Ok(r)
    }
}
