//! Instruction selection driver: IR function -> [`MFunction`] on virtual registers.
//!
//! Guarantees: the CFG must be structured — every conditional branch is either the exit test
//! of a loop header (the other successor inside the loop, the loop left only there) or an
//! if/else whose two regions are disjoint, single-entry, and meet at the branch's immediate
//! post-dominator; anything else is reported as unsupported (the structurizer of
//! `gfxc-lower` will widen this). Blocks are laid out in structured order (if-block,
//! then-region, else-region, join; header, body, exit). Divergent if/else get the EXEC
//! protocol (`s_and_saveexec`/`s_xor` in the if-block epilogue, `s_or_saveexec`/`s_xor exec`
//! in the else prologue, `s_or exec` in the join prologue, a linear-only block for the
//! execz skip edge); divergent loop exits narrow EXEC in the header epilogue
//! (`s_and exec, exec, cond`, `s_cbranch_execz exit`) and the exit prologue restores EXEC
//! saved in the pre-header epilogue. Uniform branches become `s_cbranch_scc0/1` with the
//! same logical and linear edges. Every block parameter gets a vreg of the bank its
//! uniformity dictates (divergent i1 parameters are 0/1 in a VGPR, never a lane mask).

use crate::build::{Ctx, SelResult};
use crate::cfg::{Cfg, NodeTerm};
use crate::mir::{Abi, Bank, Cond, Kind, MBlockId, MFunction, MInst, MOp, Pseudo, Term, VReg};
use crate::uniform::Uniformity;
use gfxc_ir::{AddrSpace, Dim, Function, GlobalId, InstData, Module, Opcode, Type, Value};
use gfxc_isa::inst::Mods;
use gfxc_isa::processors::Target;
use gfxc_isa::regs::Reg;
use smallvec::SmallVec;
use std::collections::HashMap;

/// How an IR value is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Val {
    /// In a vreg (S or V bank), one dword per 32 bits.
    R(VReg),
    /// A constant (raw bits).
    K(u64),
    /// An i1 as a lane mask (SGPR, wave width).
    Mask(VReg),
    /// An i1 as 0/1 in a VGPR.
    BoolV(VReg),
}

/// Structural role of a conditional branch.
#[derive(Clone, Debug)]
enum Shape {
    If {
        b: usize,
        t: usize,
        e: usize,
        t_last: usize,
        e_last: usize,
        j: usize,
    },
    Loop {
        h: usize,
        inside: usize,
        exit: usize,
        body_last: usize,
        pre: usize,
        exit_on_true: bool,
    },
}

/// The selector state for one function.
pub struct Selector<'a> {
    pub m: &'a Module,
    pub func: &'a Function,
    pub target: &'a Target,
    pub cfg: Cfg,
    pub uni: Uniformity,
    pub cx: Ctx,
    pub vals: HashMap<Value, Val>,
    /// MIR block of each CFG node.
    pub node_block: Vec<usize>,
    pub kernarg: VReg,
    pub wgid: [Option<VReg>; 3],
    pub tid: [Option<VReg>; 3],
    pub hidden_offset: u32,
    pub lds_offsets: HashMap<GlobalId, u32>,
    /// Uses of each value (for fusing a compare into its branch).
    pub use_count: HashMap<Value, usize>,
    pub entry_ops: Vec<(MOp, Reg)>,
    pub dims_used: u8,
}

fn block_name(cfg: &Cfg, n: usize) -> String {
    match cfg.nodes[n].block {
        Some(b) => format!("{b}"),
        None => format!("edge{n}"),
    }
}

impl<'a> Selector<'a> {
    fn plan(&self) -> SelResult<(Vec<Option<usize>>, Vec<Shape>)> {
        let mut order = Vec::new();
        let mut shapes = Vec::new();
        self.seq(0, None, &mut order, &mut shapes)?;
        Ok((order, shapes))
    }

    /// Lay out the region from `cur` to `stop`; returns the last node laid out.
    fn seq(
        &self,
        mut cur: usize,
        stop: Option<usize>,
        order: &mut Vec<Option<usize>>,
        shapes: &mut Vec<Shape>,
    ) -> SelResult<usize> {
        let cfg = &self.cfg;
        let mut last = cur;
        loop {
            if Some(cur) == stop {
                return Ok(last);
            }
            if order.contains(&Some(cur)) {
                return Err(format!(
                    "unstructured control flow at {}",
                    block_name(cfg, cur)
                ));
            }
            order.push(Some(cur));
            last = cur;
            match cfg.nodes[cur].term.clone() {
                NodeTerm::Return => {
                    if stop.is_some() {
                        return Err(format!(
                            "return inside a conditional region ({}) is not supported yet",
                            block_name(cfg, cur)
                        ));
                    }
                    return Ok(last);
                }
                NodeTerm::Unsupported(m) => return Err(m),
                NodeTerm::Jump(t, _) => cur = t,
                NodeTerm::Brif(_, a, b) => {
                    if let Some(members) = cfg.loops.get(&cur) {
                        let (inside, exit, exit_on_true) =
                            match (members.contains(&a), members.contains(&b)) {
                                (true, false) => (a, b, false),
                                (false, true) => (b, a, true),
                                _ => return Err("loop exit not in the loop header".into()),
                            };
                        let outside: Vec<usize> = cfg.nodes[cur]
                            .preds
                            .iter()
                            .copied()
                            .filter(|p| !members.contains(p))
                            .collect();
                        if outside.len() != 1 {
                            return Err("loop with several entries".into());
                        }
                        for &m in members {
                            if m != cur && cfg.nodes[m].succs.iter().any(|s| !members.contains(s)) {
                                return Err("loop exit outside the loop header".into());
                            }
                        }
                        let h = cur;
                        let body_last = self.seq(inside, Some(h), order, shapes)?;
                        shapes.push(Shape::Loop {
                            h,
                            inside,
                            exit,
                            body_last,
                            pre: outside[0],
                            exit_on_true,
                        });
                        cur = exit;
                    } else {
                        let j = cfg.ipdom[cur];
                        if j == usize::MAX {
                            return Err(format!(
                                "branch at {} never rejoins (returns in a region)",
                                block_name(cfg, cur)
                            ));
                        }
                        let b0 = cur;
                        let NodeTerm::Brif(c, _, _) = cfg.nodes[cur].term else {
                            unreachable!()
                        };
                        let t_last = self.seq(a, Some(j), order, shapes)?;
                        if !self.uni.is_uniform(c) {
                            order.push(None);
                        }
                        let e_last = self.seq(b, Some(j), order, shapes)?;
                        shapes.push(Shape::If {
                            b: b0,
                            t: a,
                            e: b,
                            t_last,
                            e_last,
                            j,
                        });
                        cur = j;
                    }
                }
            }
        }
    }

    /// Value representation.
    pub fn get(&self, v: Value) -> SelResult<Val> {
        self.vals
            .get(&v)
            .copied()
            .ok_or_else(|| format!("internal: {v} used before selection"))
    }

    /// Bank for a value by uniformity.
    pub fn bank_for(&self, v: Value) -> Bank {
        if self.uni.is_uniform(v) {
            Bank::S
        } else {
            Bank::V
        }
    }

    /// Dwords of a type in registers.
    pub fn dwords(t: Type) -> SelResult<u8> {
        Ok(match t {
            Type::Scalar(s) => s.bytes().div_ceil(4).max(1) as u8,
            Type::Ptr(sp) => (sp.pointer_bits() / 32) as u8,
            Type::Vector(s, n) => {
                let b = s.bytes() * n as u32;
                if s.bytes() < 4 {
                    return Err("vectors of sub-dword lanes are not supported yet".into());
                }
                (b / 4) as u8
            }
        })
    }

    fn emit_entry(&mut self, abi: &Abi) {
        let cx = &mut self.cx;
        let mut ops = Vec::new();
        let mut fixed = Vec::new();
        ops.push(cx.w(self.kernarg));
        fixed.push(Reg::sgpr(0, 2));
        let mut s = abi.user_sgpr_count as u16;
        for d in 0..3 {
            if abi.workgroup_id[d] {
                if let Some(r) = self.wgid[d] {
                    ops.push(cx.w(r));
                    fixed.push(Reg::sgpr(s, 1));
                }
                s += 1;
            }
        }
        for (d, t) in self.tid.iter().enumerate() {
            if let Some(t) = t {
                ops.push(cx.w(*t));
                fixed.push(Reg::vgpr(d as u16, 1));
            }
        }
        let defs = (1u32 << ops.len()) - 1;
        cx.f.blocks[0].insts.insert(
            0,
            MInst {
                kind: Kind::Pseudo(Pseudo::Entry),
                ops: SmallVec::from_vec(ops),
                defs,
                ret: None,
                m: Mods::default(),
                group: false,
                fixed,
            },
        );
    }

    fn new_param(&mut self, v: Value) -> SelResult<VReg> {
        let ty = self.func.dfg.value_type(v);
        let uniform = self.uni.is_uniform(v);
        let (val, r) = if ty.is_bool() && !ty.is_vector() {
            if uniform {
                let r = self.cx.vreg(Bank::S, self.cx.mask_w());
                (Val::Mask(r), r)
            } else {
                let r = self.cx.vreg(Bank::V, 1);
                (Val::BoolV(r), r)
            }
        } else {
            let w = Self::dwords(ty)?;
            let r = self.cx.vreg(self.bank_for(v), w);
            (Val::R(r), r)
        };
        self.vals.insert(v, val);
        Ok(r)
    }

    /// Turn a value into a vreg of exactly the bank/form of a block parameter.
    fn arg_to(&mut self, a: Value, param: VReg, pval: Val) -> SelResult<VReg> {
        let info = self.cx.f.info(param);
        match pval {
            Val::Mask(_) => self.as_mask(a),
            Val::BoolV(_) => {
                let r = self.cx.vreg(Bank::V, 1);
                match self.get(a)? {
                    Val::BoolV(x) => return Ok(x),
                    Val::K(k) => {
                        let op = MOp::C(crate::build::k32(if k & 1 != 0 { 1 } else { 0 }));
                        self.cx.push("v_mov_b32_e32", vec![self.cx.w(r), op], 1)?;
                    }
                    _ => {
                        let m = self.as_mask(a)?;
                        let mo = self.cx.w(m);
                        self.cx.valu(
                            "v_cndmask_b32",
                            self.cx.w(r),
                            vec![MOp::C(crate::build::k32(0)), MOp::C(crate::build::k32(1))],
                            false,
                        )?;
                        // v_cndmask e64: patch the mask operand in.
                        let last = self.cx.f.blocks[self.cx.cur].insts.last_mut().unwrap();
                        if last.ops.len() == 4 {
                            last.ops[3] = mo;
                        } else {
                            return Err("internal: cndmask form".into());
                        }
                    }
                }
                Ok(r)
            }
            _ => {
                if info.bank == Bank::V {
                    self.in_v(a)
                } else {
                    self.in_s(a)
                }
            }
        }
    }

    /// Select the whole function.
    pub fn run(mut self) -> SelResult<MFunction> {
        let (order, shapes) = self.plan()?;
        // Blocks.
        let mut node_block = vec![usize::MAX; self.cfg.nodes.len()];
        let mut linear_blocks = Vec::new();
        for o in &order {
            let name = match o {
                Some(n) => block_name(&self.cfg, *n),
                None => "skip".to_string(),
            };
            let id = self.cx.f.new_block(&name).0 as usize;
            match o {
                Some(n) => node_block[*n] = id,
                None => {
                    self.cx.f.blocks[id].linear_only = true;
                    linear_blocks.push(id);
                }
            }
        }
        self.node_block = node_block;
        // Parameters.
        for n in 0..self.cfg.nodes.len() {
            if let Some(b) = self.cfg.nodes[n].block {
                if n == 0 {
                    continue;
                }
                let params = self.func.dfg.block_params(b).to_vec();
                for p in params {
                    let r = self.new_param(p)?;
                    self.cx.f.blocks[self.node_block[n]].params.push(r);
                }
            }
        }
        self.cx.cur = 0;
        self.select_kernel_params()?;
        // Instructions and jumps, in layout order.
        for o in order.iter().flatten() {
            let n = *o;
            let mb = self.node_block[n];
            self.cx.cur = mb;
            if let Some(b) = self.cfg.nodes[n].block {
                let insts = self.func.layout.block_insts(b).to_vec();
                for i in &insts[..insts.len() - 1] {
                    self.select_inst(*i)?;
                }
            }
            if let NodeTerm::Jump(t, args) = self.cfg.nodes[n].term.clone() {
                let tb = self.node_block[t];
                let params = self.cx.f.blocks[tb].params.clone();
                let ir_params = self.cfg.nodes[t]
                    .block
                    .map(|b| self.func.dfg.block_params(b).to_vec())
                    .unwrap_or_default();
                let mut regs = Vec::new();
                for ((a, p), ip) in args.iter().zip(&params).zip(&ir_params) {
                    let pv = self.vals[ip];
                    regs.push(self.arg_to(*a, *p, pv)?);
                }
                let blk = &mut self.cx.f.blocks[mb];
                blk.logical_succs = vec![MBlockId(tb as u32)];
                blk.linear_succs = vec![MBlockId(tb as u32)];
                blk.args = vec![regs];
                blk.term = Some(Term::Jump(MBlockId(tb as u32)));
            } else if let NodeTerm::Return = self.cfg.nodes[n].term {
                self.cx.f.blocks[mb].term = Some(Term::Ret);
            }
            let len = self.cx.f.blocks[mb].insts.len();
            self.cx.f.blocks[mb].epilogue = len;
        }
        // Control flow shapes (inner shapes first).
        let mut li = 0;
        let mut shapes_sorted = shapes.clone();
        shapes_sorted.sort_by_key(|s| match s {
            Shape::If { b, .. } => order.iter().position(|o| *o == Some(*b)),
            Shape::Loop { h, .. } => order.iter().position(|o| *o == Some(*h)),
        });
        let mut skip_for: HashMap<usize, usize> = HashMap::new();
        for (k, o) in order.iter().enumerate() {
            if o.is_none() {
                // The skip block belongs to the If whose then-region precedes it.
                skip_for.insert(k, linear_blocks[li]);
                li += 1;
            }
        }
        for s in &shapes {
            self.lower_shape(s, &order, &skip_for)?;
        }
        self.cx.f.compute_preds();
        crate::dce::dce(&mut self.cx.f);
        let abi = self.abi()?;
        self.emit_entry(&abi);
        self.cx.f.abi = abi;
        self.cx.f.validate()?;
        Ok(self.cx.f)
    }

    fn abi(&self) -> SelResult<Abi> {
        let kl = gfxc_ir::launch::kernarg_layout(&self.func.signature.params);
        let wg = [true, self.wgid[1].is_some(), self.wgid[2].is_some()];
        let nsys = wg.iter().filter(|x| **x).count() as u32;
        let p = self.target.processor;
        let user = if matches!(p.name, "gfx1100" | "gfx1102") && self.target.wave_size() == 32 {
            2u32.max(16 - nsys)
        } else {
            2
        };
        let mut lds = 0u32;
        let mut dynamic = false;
        for (gid, g) in self.m.globals.iter() {
            if g.space == AddrSpace::Local {
                if g.count == 0 {
                    dynamic = true;
                }
                if self.lds_offsets.contains_key(&gid) {
                    lds = lds.max(self.lds_offsets[&gid] + g.size() as u32);
                }
            }
        }
        Ok(Abi {
            user_sgpr_count: user,
            workgroup_id: wg,
            workitem_id_dims: self.dims_used,
            lds_size: lds,
            kernarg_size: kl.size,
            kernarg_align: kl.align,
            dynamic_lds: dynamic,
        })
    }

    fn lower_shape(
        &mut self,
        s: &Shape,
        order: &[Option<usize>],
        skip_for: &HashMap<usize, usize>,
    ) -> SelResult<()> {
        let node_block = self.node_block.clone();
        let nb = |n: usize| MBlockId(node_block[n] as u32);
        match *s {
            Shape::If {
                b,
                t,
                e,
                t_last,
                e_last,
                j,
            } => {
                let NodeTerm::Brif(c, _, _) = self.cfg.nodes[b].term.clone() else {
                    return Err("internal: if without brif".into());
                };
                let bb = self.node_block[b];
                let uniform = self.uni.is_uniform(c);
                if uniform {
                    self.cx.cur = bb;
                    let cond = flip(self.uniform_cond_to_scc(c)?);
                    let blk = &mut self.cx.f.blocks[bb];
                    blk.term = Some(Term::Br {
                        cond,
                        taken: nb(e),
                        fall: nb(t),
                    });
                    blk.logical_succs = vec![nb(t), nb(e)];
                    blk.linear_succs = vec![nb(t), nb(e)];
                    blk.args = vec![vec![], vec![]];
                    let _ = (t_last, e_last, j);
                    return Ok(());
                }
                // Divergent.
                let k = order.iter().position(|o| *o == Some(b)).expect("laid out");
                // The skip block is the first None after the then-region of this if: find the
                // position of e's first block and look just before it.
                let epos = order.iter().position(|o| *o == Some(e)).expect("laid out");
                let skip = *skip_for.get(&(epos - 1)).ok_or("internal: no skip block")?;
                let _ = k;
                self.cx.cur = bb;
                let m = self.as_mask(c)?;
                let ep_start = self.cx.f.blocks[bb].insts.len();
                let mw = self.cx.mask_w();
                let sv0 = self.cx.vreg(Bank::S, mw);
                let sv1 = self.cx.vreg(Bank::S, mw);
                let mb = self.cx.mb();
                let ex = self.cx.exec();
                self.cx.push(
                    &format!("s_and_saveexec_{mb}"),
                    vec![self.cx.w(sv0), self.cx.w(m)],
                    1,
                )?;
                self.cx.push(
                    &format!("s_xor_{mb}"),
                    vec![self.cx.w(sv1), ex.clone(), self.cx.w(sv0)],
                    1,
                )?;
                let blk = &mut self.cx.f.blocks[bb];
                blk.epilogue = ep_start;
                blk.term = Some(Term::Br {
                    cond: Cond::Execz,
                    taken: MBlockId(skip as u32),
                    fall: nb(t),
                });
                blk.logical_succs = vec![nb(t), nb(e)];
                blk.linear_succs = vec![nb(t), MBlockId(skip as u32)];
                blk.args = vec![vec![], vec![]];
                // Then-region end falls into the else region (linear).
                let tl = self.node_block[t_last];
                self.cx.f.blocks[tl].linear_succs = vec![nb(e)];
                self.cx.f.blocks[tl].term = Some(Term::Jump(nb(e)));
                let sk = &mut self.cx.f.blocks[skip];
                sk.term = Some(Term::Jump(nb(e)));
                sk.linear_succs = vec![nb(e)];
                // Else prologue.
                let eb = self.node_block[e];
                self.cx.cur = eb;
                let sv2 = self.cx.vreg(Bank::S, mw);
                let pro = vec![
                    (
                        format!("s_or_saveexec_{mb}"),
                        vec![self.cx.w(sv2), self.cx.w(sv1)],
                    ),
                    (
                        format!("s_xor_{mb}"),
                        vec![ex.clone(), ex.clone(), self.cx.w(sv2)],
                    ),
                ];
                self.prepend(eb, pro)?;
                // Join prologue: restore.
                let jb = self.node_block[j];
                let el = self.node_block[e_last];
                let _ = el;
                self.prepend(
                    jb,
                    vec![(
                        format!("s_or_{mb}"),
                        vec![ex.clone(), ex.clone(), self.cx.w(sv2)],
                    )],
                )?;
                Ok(())
            }
            Shape::Loop {
                h,
                inside,
                exit,
                body_last,
                pre,
                exit_on_true,
            } => {
                let NodeTerm::Brif(c, _, _) = self.cfg.nodes[h].term.clone() else {
                    return Err("internal: loop header without brif".into());
                };
                let hb = self.node_block[h];
                let blk_succs = vec![nb(inside), nb(exit)];
                let _ = body_last;
                if self.uni.is_uniform(c) {
                    self.cx.cur = hb;
                    let cond = self.uniform_cond_to_scc(c)?;
                    // cond true -> else-target (exit when !exit_on_true).
                    let cond = if exit_on_true { cond } else { flip(cond) };
                    let blk = &mut self.cx.f.blocks[hb];
                    blk.term = Some(Term::Br {
                        cond,
                        taken: nb(exit),
                        fall: nb(inside),
                    });
                    blk.logical_succs = blk_succs.clone();
                    blk.linear_succs = blk_succs;
                    blk.args = vec![vec![], vec![]];
                    return Ok(());
                }
                let mb = self.cx.mb();
                let mw = self.cx.mask_w();
                let ex = self.cx.exec();
                // Pre-header epilogue: save EXEC.
                let pb = self.node_block[pre];
                let orig = self.cx.vreg(Bank::S, mw);
                self.cx.cur = pb;
                self.cx
                    .push(&format!("s_mov_{mb}"), vec![self.cx.w(orig), ex.clone()], 1)?;
                // Header epilogue: narrow EXEC to the lanes that stay.
                self.cx.cur = hb;
                let m = self.as_mask(c)?;
                let ep = self.cx.f.blocks[hb].insts.len();
                let op = if exit_on_true {
                    format!(
                        "s_{}_{mb}",
                        if self.has_andn1() {
                            "and_not1"
                        } else {
                            "andn2"
                        }
                    )
                } else {
                    format!("s_and_{mb}")
                };
                self.cx
                    .push(&op, vec![ex.clone(), ex.clone(), self.cx.w(m)], 1)?;
                let blk = &mut self.cx.f.blocks[hb];
                blk.epilogue = ep;
                blk.term = Some(Term::Br {
                    cond: Cond::Execz,
                    taken: nb(exit),
                    fall: nb(inside),
                });
                blk.logical_succs = blk_succs.clone();
                blk.linear_succs = blk_succs;
                blk.args = vec![vec![], vec![]];
                let xb = self.node_block[exit];
                self.prepend(
                    xb,
                    vec![(format!("s_mov_{mb}"), vec![ex.clone(), self.cx.w(orig)])],
                )?;
                Ok(())
            }
        }
    }

    fn has_andn1(&self) -> bool {
        self.cx.has("s_and_not1_b64")
    }

    /// Insert prologue instructions (EXEC/SGPR only) at the start of a block, after any
    /// prologue already there... before it: inner joins restore first.
    fn prepend(&mut self, blk: usize, insts: Vec<(String, Vec<MOp>)>) -> SelResult<()> {
        let save = self.cx.cur;
        self.cx.cur = blk;
        let start = self.cx.f.blocks[blk].insts.len();
        for (name, ops) in insts {
            self.cx.push(&name, ops, 1)?;
        }
        let b = &mut self.cx.f.blocks[blk];
        let new: Vec<MInst> = b.insts.drain(start..).collect();
        let n = new.len();
        let at = b.prologue;
        for (k, i) in new.into_iter().enumerate() {
            b.insts.insert(at + k, i);
        }
        b.prologue += n;
        b.epilogue += n;
        self.cx.cur = save;
        Ok(())
    }

    /// Kernel parameters: `s_load` from the kernarg segment at entry.
    fn select_kernel_params(&mut self) -> SelResult<()> {
        let params = self
            .func
            .dfg
            .block_params(self.func.entry_block().unwrap())
            .to_vec();
        let kl = gfxc_ir::launch::kernarg_layout(&self.func.signature.params);
        self.hidden_offset = kl.hidden_offset;
        for (k, p) in params.iter().enumerate() {
            let ty = self.func.dfg.value_type(*p);
            if self.use_count.get(p).copied().unwrap_or(0) == 0 {
                continue;
            }
            let off = kl.offsets[k];
            let size = kl.sizes[k];
            if ty.is_bool() || size < 4 {
                // Sub-dword argument: load the dword holding it and extract.
                let r = self.kernarg_load(off & !3, 1)?;
                let sh = (off & 3) * 8;
                let dst = self.cx.vreg(Bank::S, 1);
                let mask = if size == 1 { 0xff } else { 0xffff };
                self.cx.push(
                    "s_bfe_u32",
                    vec![
                        self.cx.w(dst),
                        self.cx.w(r),
                        MOp::C(crate::build::k32(
                            sh | ((if mask == 0xff { 8 } else { 16 }) << 16),
                        )),
                    ],
                    1,
                )?;
                if ty.is_bool() {
                    let m = self.scalar_to_mask(dst)?;
                    self.vals.insert(*p, Val::Mask(m));
                } else {
                    self.vals.insert(*p, Val::R(dst));
                }
                continue;
            }
            if off & 3 != 0 {
                return Err("misaligned kernel argument".into());
            }
            let w = Self::dwords(ty)?;
            let r = self.kernarg_load(off, w)?;
            self.vals.insert(*p, Val::R(r));
        }
        Ok(())
    }

    /// `s_load_dword{,x2,x4}` of `w` dwords at kernarg offset `off`.
    pub fn kernarg_load(&mut self, off: u32, w: u8) -> SelResult<VReg> {
        let base = self.cx.w(self.kernarg);
        self.smem_load(base, off, w)
    }

    /// Scalar load of `w` dwords from an SGPR-pair base plus immediate byte offset.
    pub fn smem_load(&mut self, base: MOp, off: u32, w: u8) -> SelResult<VReg> {
        let g11 = self.cx.has("s_load_b32");
        let (name, lw): (&str, u8) = match (w, g11) {
            (1, false) => ("s_load_dword", 1),
            (2, false) => ("s_load_dwordx2", 2),
            (3 | 4, false) => ("s_load_dwordx4", 4),
            (5..=8, false) => ("s_load_dwordx8", 8),
            (1, true) => ("s_load_b32", 1),
            (2, true) => ("s_load_b64", 2),
            (3 | 4, true) => ("s_load_b128", 4),
            (5..=8, true) => ("s_load_b256", 8),
            _ => return Err("scalar load too wide".into()),
        };
        let dst = self.cx.vreg(Bank::S, lw);
        // SMRD (GFX6/7) offsets are in dwords; SMEM in bytes.
        let imm = if self.cx.gen <= gfxc_isa::Generation::Gfx7 {
            off as i64 / 4
        } else {
            off as i64
        };
        self.cx.push(
            name,
            vec![
                self.cx.w(dst),
                base,
                MOp::C(gfxc_isa::regs::Operand::Imm(imm)),
            ],
            1,
        )?;
        if lw != w {
            let d2 = self.cx.vreg(Bank::S, w);
            let s = MOp::V {
                reg: dst,
                off: 0,
                n: w,
            };
            self.cx.copy(d2, s);
            return Ok(d2);
        }
        Ok(dst)
    }

    /// Grid queries.
    pub fn grid_query(&mut self, op: Opcode, dim: Dim) -> SelResult<Val> {
        let d = dim.index();
        Ok(match op {
            Opcode::WorkitemId => {
                self.dims_used = self.dims_used.max(d as u8);
                let packed = self.target.processor.packed_work_item_ids;
                let slot = if packed { 0 } else { d };
                let tid = match self.tid[slot] {
                    Some(t) => t,
                    None => {
                        let t = self.cx.vreg(Bank::V, 1);
                        self.tid[slot] = Some(t);
                        t
                    }
                };
                if packed {
                    let r = self.cx.vreg(Bank::V, 1);
                    self.cx.push(
                        "v_bfe_u32",
                        vec![
                            self.cx.w(r),
                            self.cx.w(tid),
                            MOp::C(crate::build::k32(10 * d as u32)),
                            MOp::C(crate::build::k32(10)),
                        ],
                        1,
                    )?;
                    Val::R(r)
                } else {
                    Val::R(tid)
                }
            }
            Opcode::WorkgroupId => {
                let r = match self.wgid[d] {
                    Some(r) => r,
                    None => {
                        let r = self.cx.vreg(Bank::S, 1);
                        self.wgid[d] = Some(r);
                        r
                    }
                };
                Val::R(r)
            }
            Opcode::WorkgroupSize => {
                // hidden_group_size_{x,y,z}: u16 at hidden + 12 + 2d.
                let off = self.hidden_offset + 12 + 2 * d as u32;
                let r = self.kernarg_load(off & !3, 1)?;
                let dst = self.cx.vreg(Bank::S, 1);
                self.cx.push(
                    "s_bfe_u32",
                    vec![
                        self.cx.w(dst),
                        self.cx.w(r),
                        MOp::C(crate::build::k32(((off & 3) * 8) | (16 << 16))),
                    ],
                    1,
                )?;
                Val::R(dst)
            }
            Opcode::GridSize => {
                // block_count * group_size + remainder.
                let bc = self.kernarg_load(self.hidden_offset + 4 * d as u32, 1)?;
                let gs = self.grid_query(Opcode::WorkgroupSize, dim)?;
                let Val::R(gs) = gs else { unreachable!() };
                let roff = self.hidden_offset + 18 + 2 * d as u32;
                let rr = self.kernarg_load(roff & !3, 1)?;
                let rem = self.cx.vreg(Bank::S, 1);
                self.cx.push(
                    "s_bfe_u32",
                    vec![
                        self.cx.w(rem),
                        self.cx.w(rr),
                        MOp::C(crate::build::k32(((roff & 3) * 8) | (16 << 16))),
                    ],
                    1,
                )?;
                let prod = self.cx.vreg(Bank::S, 1);
                self.cx.push(
                    "s_mul_i32",
                    vec![self.cx.w(prod), self.cx.w(bc), self.cx.w(gs)],
                    1,
                )?;
                let sum = self.cx.vreg(Bank::S, 1);
                self.cx.push(
                    "s_add_u32",
                    vec![self.cx.w(sum), self.cx.w(prod), self.cx.w(rem)],
                    1,
                )?;
                Val::R(sum)
            }
            _ => return Err("internal: grid query".into()),
        })
    }
}

/// Invert an SCC/EXEC branch condition.
pub fn flip(c: Cond) -> Cond {
    match c {
        Cond::Scc0 => Cond::Scc1,
        Cond::Scc1 => Cond::Scc0,
        Cond::Execz => Cond::Execnz,
        Cond::Execnz => Cond::Execz,
    }
}

/// Select every kernel of a module.
pub fn select_function(m: &Module, f: &Function, target: &Target) -> SelResult<MFunction> {
    let cfg = Cfg::new(f);
    let uni = Uniformity::compute(f, &cfg);
    let wave64 = target.wave_size() == 64;
    let mut mf = MFunction::new(&f.name, target.processor.isa, wave64);
    let kernarg = mf.new_vreg(Bank::S, 2);
    let gen = target.processor.generation;
    let mut use_count: HashMap<Value, usize> = HashMap::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            for v in f.dfg.insts[i].all_values() {
                *use_count.entry(v).or_default() += 1;
            }
        }
    }
    // Static LDS layout in module order.
    let mut lds_offsets = HashMap::new();
    let mut off = 0u32;
    for (gid, g) in m.globals.iter() {
        if g.space == AddrSpace::Local && g.count > 0 {
            off = off.next_multiple_of(g.align.max(1));
            lds_offsets.insert(gid, off);
            off += g.size() as u32;
        }
    }
    for (gid, g) in m.globals.iter() {
        if g.space == AddrSpace::Local && g.count == 0 {
            lds_offsets.insert(gid, off.next_multiple_of(g.align.max(1)));
        }
    }
    let sel = Selector {
        m,
        func: f,
        target,
        cfg,
        uni,
        cx: Ctx { f: mf, cur: 0, gen },
        vals: HashMap::new(),
        node_block: Vec::new(),
        kernarg,
        wgid: [None; 3],
        tid: [None; 3],
        hidden_offset: 0,
        lds_offsets,
        use_count,
        entry_ops: Vec::new(),
        dims_used: 0,
    };
    let _ = InstData::Return {
        args: SmallVec::new(),
    };
    sel.run()
}
