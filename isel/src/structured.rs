//! Structured control flow: block layout and the EXEC-mask protocol of every branch form
//! `gfxc-lower`'s structurizer leaves (`lower/src/structurize.rs`, "Output contract").
//!
//! Guarantees, on the node graph of [`crate::cfg`] (critical edges and argument-carrying
//! edges split, switches as chains of [`NodeTerm::Case`] steps):
//! * **Uniform branches** (`brif` on a uniform condition, switch steps) become
//!   `s_cbranch_scc0/1` with identical logical and linear edges: uniform loops may have any
//!   exit shape, uniform switches are `s_cmp_eq_u32` chains.
//! * **Divergent if-then(-else)** (region form): the branch block's epilogue saves EXEC
//!   (`s_and_saveexec`, `s_xor` → else lanes) and skips the then side through a linear-only
//!   block when no lane takes it; every then-side edge into the join continues linearly at
//!   the region's linear-only *flow* block (LLVM's `%Flow`), which swaps to the else lanes in
//!   one instruction (`s_andn2_saveexec S2, S1`: S2 = then lanes, EXEC = S1 & ~then) and
//!   falls into the else side (skipped only where LLVM keeps such a skip:
//!   [`Selector::else_skips`]); the join's prologue
//!   restores EXEC (`s_or exec`). Regions nest. Each region is recorded in
//!   `MFunction::exec_regions`: after register allocation `gfxc-emit` turns a region whose
//!   else side stayed empty into LLVM's if-then (`emit/src/if_then.rs`) and drops short
//!   skips (`emit/src/skip_execz.rs`).
//! * **Divergent loop exits** (the loop's only exiting block, which every iteration passes:
//!   the header of a `while` loop, the latch of a `do-while`): the pre-header's epilogue saves
//!   EXEC, the exiting block's epilogue removes the exiting lanes from EXEC
//!   (`s_and`/`s_andn2 exec`) and leaves the loop when none remains (`s_cbranch_execz`); the
//!   exit block's prologue restores the loop-entry EXEC. Lanes that left keep their VGPR
//!   values: every later write in the loop runs under the narrowed EXEC.
//! * The layout is a topological order of the forward edges in which every loop and every
//!   side of a divergent region is contiguous (then side, skip, flow, else side).
//!
//! Anything else (a divergent branch in neither form) is a clean error.

use crate::build::SelResult;
use crate::cfg::NodeTerm;
use crate::mir::{Bank, Cond, ExecRegion, MBlockId, Term};
use crate::select::{flip, Selector};
use gfxc_isa::Op;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// The role of a divergent conditional branch.
#[derive(Clone, Debug)]
pub enum Shape {
    /// If-then(-else): `t`/`e` side entries (then = first destination), join `j`.
    Region {
        b: usize,
        t: usize,
        e: usize,
        j: usize,
        t_side: Side,
        e_side: Side,
    },
    /// Divergent exit at the latch `b` of the loop headed by `h`.
    LoopExit {
        b: usize,
        inside: usize,
        exit: usize,
        pre: usize,
        exit_on_true: bool,
    },
}

/// The nodes of one side of a divergent region, sorted (inline for the usual few: a heap
/// list per side was an allocation and a free per region side).
pub type Side = SmallVec<[usize; 8]>;

/// A layout member table: a bit per node (node `x` is bit `x % 64` of word `x / 64`; inline
/// for up to 128 nodes, and cleared and filled a word at a time).
type Members = SmallVec<[u64; 2]>;

/// The linear-only blocks of a divergent region (see [`Slot::Skip`]).
#[derive(Clone, Copy, Debug)]
pub struct SkipBlocks {
    /// Target of the branch block's execz skip; jumps to `flow`.
    pub skip: usize,
    /// Where the then side continues: swaps EXEC to the else lanes, falls into the else side.
    pub flow: usize,
}

/// One slot of the layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Node(usize),
    /// The linear-only blocks of the region branching at this node, between its then and
    /// else sides: the execz skip of the branch and the flow block ([`SkipBlocks`]).
    Skip(usize),
}

impl Selector<'_> {
    /// Is node `n` a divergent `brif`?
    pub fn divergent_brif(&self, n: usize) -> bool {
        let NodeTerm::Brif(c, _, _) = self.cfg.nodes[n].term else {
            return false;
        };
        match self.cfg.nodes[n].block {
            Some(b) => match self.func.layout.last_inst(b) {
                Some(t) => self.uni.is_divergent_branch(t),
                None => false,
            },
            None => !self.uni.is_uniform(c),
        }
    }

    /// Nodes reachable from `s` without passing `j`, in order. `seen` (a flag per node, all
    /// clear) and `work` are buffers, left clear.
    fn region(
        &self,
        s: usize,
        j: usize,
        seen: &mut [bool],
        work: &mut SmallVec<[usize; 16]>,
    ) -> Side {
        let mut out = Side::new();
        work.clear();
        work.push(s);
        while let Some(x) = work.pop() {
            if x == j || seen[x] {
                continue;
            }
            seen[x] = true;
            out.push(x);
            work.extend(self.cfg.nodes[x].succs.iter().copied());
        }
        for &x in &out {
            seen[x] = false;
        }
        out.sort();
        out
    }

    /// The shape of every divergent branch, keyed by its node.
    pub fn classify(&self) -> SelResult<HashMap<usize, Shape>> {
        let mut out = HashMap::default();
        // (The region searches' buffers, sized at the first region; inline for the usual
        // few nodes.)
        let mut seen: SmallVec<[bool; 32]> = SmallVec::new();
        let mut work: SmallVec<[usize; 16]> = SmallVec::new();
        for n in 0..self.cfg.nodes.len() {
            if !self.divergent_brif(n) {
                continue;
            }
            let NodeTerm::Brif(_, a, b) = self.cfg.nodes[n].term else {
                continue;
            };
            // Innermost loop containing n with exactly one successor outside it.
            let mut best: Option<(usize, &crate::cfg::Body)> = None;
            for (&h, m) in &self.cfg.loops {
                if m.binary_search(&n).is_ok()
                    && (m.binary_search(&a).is_ok() != m.binary_search(&b).is_ok())
                    && best.is_none_or(|(_, bm)| m.len() < bm.len())
                {
                    best = Some((h, m));
                }
            }
            if let Some((h, m)) = best {
                let inside_a = m.binary_search(&a).is_ok();
                let (inside, exit) = if inside_a { (a, b) } else { (b, a) };
                let outside: SmallVec<[usize; 4]> = self.cfg.nodes[h]
                    .preds
                    .iter()
                    .copied()
                    .filter(|p| m.binary_search(p).is_err())
                    .collect();
                if outside.len() != 1 {
                    return Err(unsupported!("divergent loop with several entries"));
                }
                for &x in m {
                    if x != n
                        && self.cfg.nodes[x]
                            .succs
                            .iter()
                            .any(|s| m.binary_search(s).is_err())
                    {
                        return Err(unsupported!(
                            "divergent loop exit not at the only exiting block"
                        ));
                    }
                }
                out.insert(
                    n,
                    Shape::LoopExit {
                        b: n,
                        inside,
                        exit,
                        pre: outside[0],
                        exit_on_true: !inside_a,
                    },
                );
                continue;
            }
            let j = self.cfg.ipdom[n];
            if j == usize::MAX {
                return Err(unsupported!("divergent branch that never rejoins"));
            }
            if seen.is_empty() {
                seen.resize(self.cfg.nodes.len(), false);
            }
            let t_side = self.region(a, j, &mut seen, &mut work);
            let e_side = self.region(b, j, &mut seen, &mut work);
            if t_side.contains(&n)
                || e_side.contains(&n)
                || t_side.iter().any(|x| e_side.contains(x))
            {
                return Err(unsupported!(
                    "divergent branch is not an if-then-else region"
                ));
            }
            out.insert(
                n,
                Shape::Region {
                    b: n,
                    t: a,
                    e: b,
                    j,
                    t_side,
                    e_side,
                },
            );
        }
        Ok(out)
    }

    /// Block order (module documentation).
    pub fn layout(&self, shapes: &HashMap<usize, Shape>) -> SelResult<Vec<Slot>> {
        let cfg = &self.cfg;
        let n = cfg.nodes.len();
        // (The tables by node on the stack for the usual few nodes.)
        let mut prio: SmallVec<[usize; 32]> = smallvec::smallvec![usize::MAX; n];
        for (k, &x) in cfg.rpo.iter().enumerate() {
            prio[x] = k;
        }
        let is_back = |u: usize, s: usize| {
            cfg.loops
                .get(&s)
                .is_some_and(|m| m.binary_search(&u).is_ok())
        };
        let mut indeg: SmallVec<[usize; 32]> = smallvec::smallvec![0; n];
        for &u in &cfg.rpo {
            for &s in &cfg.nodes[u].succs {
                if !is_back(u, s) {
                    indeg[s] += 1;
                }
            }
        }
        // (members, then-side marker: region branch node).
        // (Inline, as the member tables: a loop nest or region deeper than four spills.)
        let mut stack: SmallVec<[(Members, Option<usize>); 4]> =
            smallvec::smallvec![(smallvec::smallvec![u64::MAX; n.div_ceil(64)], None)];
        let mut ready: SmallVec<[usize; 32]> = SmallVec::with_capacity(n);
        ready.push(0usize);
        // (Room for every node and a skip slot per region: growing moved the slots.)
        let mut order = Vec::with_capacity(2 * n);
        let mut placed = 0;
        let total = cfg.rpo.len();
        // Member tables popped off the stack, reused by the next push (one allocation per
        // nesting depth, not per loop and region side).
        let mut spare: SmallVec<[Members; 4]> = SmallVec::new();
        let member = |spare: &mut SmallVec<[Members; 4]>, v: &[usize]| {
            let mut m = spare.pop().unwrap_or_default();
            m.clear();
            m.resize(n.div_ceil(64), 0);
            for &x in v {
                m[x / 64] |= 1 << (x % 64);
            }
            m
        };
        while placed < total {
            let top = &stack
                .last()
                .ok_or_else(|| internal!("internal: layout stack"))?
                .0;
            let pick = ready
                .iter()
                .copied()
                .filter(|&x| top[x / 64] >> (x % 64) & 1 != 0)
                .min_by_key(|&x| prio[x]);
            let Some(p) = pick else {
                let (old, marker) = stack
                    .pop()
                    .ok_or_else(|| internal!("internal: layout stack"))?;
                spare.push(old);
                if stack.is_empty() {
                    return Err(internal!("internal: layout does not cover the CFG"));
                }
                if let Some(b) = marker {
                    if let Some(Shape::Region { e_side, .. }) = shapes.get(&b) {
                        order.push(Slot::Skip(b));
                        stack.push((member(&mut spare, e_side), None));
                    }
                }
                continue;
            };
            ready.retain(|x| *x != p);
            order.push(Slot::Node(p));
            placed += 1;
            for &s in &cfg.nodes[p].succs {
                if !is_back(p, s) {
                    indeg[s] -= 1;
                    if indeg[s] == 0 {
                        ready.push(s);
                    }
                }
            }
            if let Some(m) = cfg.loops.get(&p) {
                stack.push((member(&mut spare, m), None));
            }
            if let Some(Shape::Region { t_side, .. }) = shapes.get(&p) {
                stack.push((member(&mut spare, t_side), Some(p)));
            }
        }
        Ok(order)
    }

    /// Terminator of node `n` whose block is `mb` (instructions already selected): uniform
    /// branches, switch steps and the epilogues/prologues of divergent shapes.
    pub fn branch_term(
        &mut self,
        n: usize,
        shapes: &HashMap<usize, Shape>,
        skip_block: &HashMap<usize, SkipBlocks>,
    ) -> SelResult<()> {
        let nb = |s: &Self, x: usize| MBlockId(s.node_block[x] as u32);
        let mb = self.node_block[n];
        self.cx.cur = mb;
        match self.cfg.nodes[n].term.clone() {
            NodeTerm::Case(v, k, t, next) => {
                let ty = self.func.dfg.value_type(v);
                let mut o = self.s_or_k_pub(v)?;
                let bits = ty.bits();
                if bits > 32 {
                    return Err(unsupported!(
                        "switch on a 64-bit value is not supported yet"
                    ));
                }
                let k = if bits < 32 {
                    k & ((1u64 << bits) - 1)
                } else {
                    k
                };
                if bits < 32 {
                    let r = self.cx.vreg(Bank::S, 1);
                    let mask = MOp_k((1u64 << bits) as u32 - 1);
                    self.cx.push(Op::s_and_b32, [self.cx.w(r), o, mask], 1)?;
                    o = self.cx.w(r);
                }
                if let crate::mir::MOp::C(_) = o {
                    let r = self.cx.vreg(Bank::S, 1);
                    self.cx.push(Op::s_mov_b32, [self.cx.w(r), o], 1)?;
                    o = self.cx.w(r);
                }
                self.cx.push(Op::s_cmp_eq_u32, [o, MOp_k(k as u32)], 0)?;
                let (tb, xb) = (nb(self, t), nb(self, next));
                let blk = &mut self.cx.f.blocks[mb];
                blk.term = Some(Term::Br {
                    cond: Cond::Scc1,
                    taken: tb,
                    fall: xb,
                });
                blk.logical_succs = smallvec::smallvec![tb, xb];
                blk.linear_succs = smallvec::smallvec![tb, xb];
                blk.args = vec![vec![], vec![]];
                Ok(())
            }
            NodeTerm::Brif(c, a, b) => {
                let (ab, bb) = (nb(self, a), nb(self, b));
                // (By reference: a region's shape holds the lists of its two sides.)
                match shapes.get(&n) {
                    None => {
                        let cond = self.uniform_cond_to_scc(c)?;
                        let blk = &mut self.cx.f.blocks[mb];
                        blk.term = Some(Term::Br {
                            cond: flip(cond),
                            taken: bb,
                            fall: ab,
                        });
                        blk.logical_succs = smallvec::smallvec![ab, bb];
                        blk.linear_succs = smallvec::smallvec![ab, bb];
                        blk.args = vec![vec![], vec![]];
                        Ok(())
                    }
                    Some(&Shape::Region { t, e, j, .. }) => {
                        let SkipBlocks { skip, flow } = skip_block[&n];
                        let m = self.as_mask(c)?;
                        // Lane-mask parameters of the join (`crate::mask_phis`).
                        self.mask_join_branch(n, m, skip)?;
                        let mw = self.cx.mask_w();
                        let sv0 = self.cx.vreg(Bank::S, mw);
                        let sv1 = self.cx.vreg(Bank::S, mw);
                        let ex = self.cx.exec();
                        let ep = self.cx.f.blocks[mb].insts.len();
                        // sv0 = EXEC; EXEC &= m (the then lanes); sv1 = the else lanes.
                        self.cx.push(
                            self.cx
                                .mask_op(Op::s_and_saveexec_b32, Op::s_and_saveexec_b64),
                            [self.cx.w(sv0), self.cx.w(m)],
                            1,
                        )?;
                        self.cx.push(
                            self.cx.mask_op(Op::s_xor_b32, Op::s_xor_b64),
                            [self.cx.w(sv1), ex.clone(), self.cx.w(sv0)],
                            1,
                        )?;
                        let (tb, eb, jb) = (nb(self, t), nb(self, e), nb(self, j));
                        let (skip_id, flow_id) = (MBlockId(skip as u32), MBlockId(flow as u32));
                        let blk = &mut self.cx.f.blocks[mb];
                        blk.epilogue = blk.epilogue.min(ep);
                        blk.term = Some(Term::Br {
                            cond: Cond::Execz,
                            taken: skip_id,
                            fall: tb,
                        });
                        blk.logical_succs = smallvec::smallvec![tb, eb];
                        blk.linear_succs = smallvec::smallvec![tb, skip_id];
                        blk.args = vec![vec![], vec![]];
                        let sk = &mut self.cx.f.blocks[skip];
                        sk.term = Some(Term::Jump(flow_id));
                        sk.linear_succs = smallvec::smallvec![flow_id];
                        // Flow block (LLVM's `%Flow`): sv2 = EXEC (the then lanes, back from
                        // the then side); EXEC = sv1 & ~EXEC = the else lanes (sv1 and the
                        // then lanes are disjoint). One instruction for `s_or_saveexec` +
                        // `s_xor exec`. The else side gets its execz skip later, and only
                        // where LLVM would keep it ([`Selector::else_skips`]): a second
                        // conditional branch per region doubles the paths the CFG-aware
                        // hazard analysis enumerates (`emit/src/nop_insertion.rs` starts a
                        // block with a reset beyond 4096 paths into it).
                        let sv2 = self.cx.vreg(Bank::S, mw);
                        let andn2 = if self.cx.has(Op::s_and_not1_saveexec_b64) {
                            self.cx
                                .mask_op(Op::s_and_not1_saveexec_b32, Op::s_and_not1_saveexec_b64)
                        } else {
                            self.cx
                                .mask_op(Op::s_andn2_saveexec_b32, Op::s_andn2_saveexec_b64)
                        };
                        self.cx.cur = flow;
                        self.cx.push(andn2, [self.cx.w(sv2), self.cx.w(sv1)], 1)?;
                        self.cx.cur = mb;
                        let fl = &mut self.cx.f.blocks[flow];
                        fl.prologue = 0;
                        fl.epilogue = 0;
                        fl.term = Some(Term::Jump(eb));
                        fl.linear_succs = smallvec::smallvec![eb];
                        self.prepend(
                            self.node_block[j],
                            self.cx.mask_op(Op::s_or_b32, Op::s_or_b64),
                            [ex.clone(), ex, self.cx.w(sv2)],
                        )?;
                        self.cx.f.exec_regions.push(ExecRegion {
                            branch: MBlockId(mb as u32),
                            skip: skip_id,
                            flow: flow_id,
                            else_entry: eb,
                            join: jb,
                        });
                        Ok(())
                    }
                    Some(&Shape::LoopExit {
                        inside,
                        exit,
                        pre,
                        exit_on_true,
                        ..
                    }) => {
                        let mw = self.cx.mask_w();
                        let ex = self.cx.exec();
                        // Pre-header epilogue: save EXEC (the pre-header ends in a jump).
                        let orig = self.cx.vreg(Bank::S, mw);
                        self.cx.cur = self.node_block[pre];
                        self.cx.push(
                            self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64),
                            [self.cx.w(orig), ex.clone()],
                            1,
                        )?;
                        self.cx.cur = mb;
                        let m = self.as_mask(c)?;
                        let ep = self.cx.f.blocks[mb].insts.len();
                        let op = if exit_on_true {
                            if self.cx.has(Op::s_and_not1_b64) {
                                self.cx.mask_op(Op::s_and_not1_b32, Op::s_and_not1_b64)
                            } else {
                                self.cx.mask_op(Op::s_andn2_b32, Op::s_andn2_b64)
                            }
                        } else {
                            self.cx.mask_op(Op::s_and_b32, Op::s_and_b64)
                        };
                        self.cx
                            .push(op, [ex.clone(), ex.clone(), self.cx.w(m)], 1)?;
                        let (ib, xb) = (nb(self, inside), nb(self, exit));
                        let blk = &mut self.cx.f.blocks[mb];
                        blk.epilogue = blk.epilogue.min(ep);
                        blk.term = Some(Term::Br {
                            cond: Cond::Execz,
                            taken: xb,
                            fall: ib,
                        });
                        blk.logical_succs = smallvec::smallvec![ab, bb];
                        blk.linear_succs = smallvec::smallvec![ab, bb];
                        blk.args = vec![vec![], vec![]];
                        self.prepend(
                            self.node_block[exit],
                            self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64),
                            [ex, self.cx.w(orig)],
                        )?;
                        Ok(())
                    }
                }
            }
            _ => Err(internal!("internal: branch_term on a non-branch")),
        }
    }

    /// Gives the else side of a divergent region an execz skip (the flow block branches to
    /// the join when no lane is left for it, as LLVM's `SI_ELSE` does) when the selected else
    /// side holds code LLVM 19 keeps such a skip for (`SIPreEmitPeephole::
    /// mustRetainExeczBranch`): an instruction expensive or unwanted under EXEC = 0
    /// ([`crate::mir::MFunction::keeps_execz_skip`]: memory, waits, lane reads), a
    /// conditional branch, or [`crate::mir::EXECZ_SKIP_THRESHOLD`] instructions. Without
    /// it a wave whose lanes all took the then side still issues the else side's loads and
    /// atomics and waits for them. `gfxc-emit` drops the skip again when the allocated side
    /// turned out short and harmless (`emit/src/skip_execz.rs`).
    ///
    /// The skip edge goes through a new linear-only block (appended, so no other block
    /// moves; empty, so the emitter elides it) that jumps to the join: the flow block then
    /// has two linear successors and the join two linear predecessors, and the register
    /// allocator needs that edge split. The skip passes the join's lane-mask parameters
    /// (`crate::mask_phis`: the flow block's masks, no else lane exists on that path); regions
    /// whose join takes other SGPR parameters keep no skip. Must run after selection, with
    /// the linear predecessors computed.
    pub fn else_skips(
        &mut self,
        shapes: &HashMap<usize, Shape>,
        skip_block: &HashMap<usize, SkipBlocks>,
    ) {
        // (The else sides borrowed, not copied; a slice sorts as its vector did.)
        type Region<'s> = (usize, usize, usize, &'s [usize]);
        let mut regions: SmallVec<[Region; 8]> = shapes
            .values()
            .filter_map(|s| match s {
                Shape::Region {
                    b, e, j, e_side, ..
                } if e != j => Some((*b, *e, *j, &e_side[..])),
                _ => None,
            })
            .collect();
        regions.sort();
        let mut added = false;
        for (b, e, j, e_side) in regions {
            let Some(&SkipBlocks { flow, .. }) = skip_block.get(&b) else {
                continue;
            };
            let (eb, jb) = (self.node_block[e], self.node_block[j]);
            let f = &self.cx.f;
            // The skip edge carries the lane-mask parameters of the join (the then lanes'
            // masks, `crate::mask_phis`); other SGPR parameters cannot travel on it.
            let sgpr_params = f.blocks[jb]
                .params
                .iter()
                .filter(|&&p| f.info(p).bank == Bank::S)
                .count();
            let mask_flow = self.mask_joins.get(&j).map(|mj| mj.flow.clone());
            if sgpr_params != mask_flow.as_ref().map_or(0, |m| m.len()) {
                continue;
            }
            let mut count = 0;
            let mut keep = false;
            for &n in e_side {
                let blk = &f.blocks[self.node_block[n]];
                keep |= matches!(blk.term, Some(Term::Br { .. }));
                for i in &blk.insts {
                    if matches!(i.kind, crate::mir::Kind::Hw(_)) {
                        count += 1;
                        keep |= f.keeps_execz_skip(i);
                    }
                }
            }
            if !keep && count < crate::mir::EXECZ_SKIP_THRESHOLD {
                continue;
            }
            if !matches!(f.blocks[flow].term, Some(Term::Jump(t)) if t.0 as usize == eb) {
                continue;
            }
            let es = self.cx.f.new_block("else_skip");
            let jid = MBlockId(jb as u32);
            let blk = &mut self.cx.f.blocks[es.0 as usize];
            blk.linear_only = true;
            blk.term = Some(Term::Jump(jid));
            blk.linear_succs = smallvec::smallvec![jid];
            if let Some(m) = mask_flow.filter(|m| !m.is_empty()) {
                blk.linear_args = vec![m];
            }
            let fl = &mut self.cx.f.blocks[flow];
            fl.term = Some(Term::Br {
                cond: Cond::Execz,
                taken: es,
                fall: MBlockId(eb as u32),
            });
            fl.linear_succs = smallvec::smallvec![MBlockId(eb as u32), es];
            added = true;
        }
        if added {
            self.cx.f.compute_preds();
        }
    }

    /// Linear successor of a then-side block jumping to its region's join: the flow block
    /// of the region, named by its branch node.
    pub fn linear_redirects(
        shapes: &HashMap<usize, Shape>,
        cfg: &crate::cfg::Cfg,
    ) -> HashMap<usize, usize> {
        let mut out = HashMap::default();
        for s in shapes.values() {
            if let Shape::Region { b, j, t_side, .. } = s {
                for &x in t_side {
                    if cfg.nodes[x].succs.contains(j) {
                        out.insert(x, *b);
                    }
                }
            }
        }
        out
    }

    /// Insert an EXEC/SGPR-only instruction (`op` on `ops`, writing its first operand) at
    /// the end of a block's prologue.
    pub fn prepend(
        &mut self,
        blk: usize,
        op: Op,
        ops: impl crate::build::IntoOps,
    ) -> SelResult<()> {
        let save = self.cx.cur;
        self.cx.cur = blk;
        self.cx.push(op, ops, 1)?;
        let b = &mut self.cx.f.blocks[blk];
        let i = b.insts.pop().expect("just pushed");
        b.insts.insert(b.prologue, i);
        b.prologue += 1;
        b.epilogue += 1;
        self.cx.cur = save;
        Ok(())
    }
}

#[allow(non_snake_case)]
fn MOp_k(v: u32) -> crate::mir::MOp {
    crate::mir::MOp::C(crate::build::k32(v))
}
