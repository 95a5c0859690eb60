//! Instruction selection driver: IR function -> [`MFunction`] on virtual registers.
//!
//! Guarantees: the CFG must be structured — every conditional branch is either the exit test
//! of a loop header (the other successor inside the loop, the loop left only there) or an
//! if/else whose two regions are disjoint, single-entry, and meet at the branch's immediate
//! post-dominator; anything else is reported as unsupported (the structurizer of
//! `gfxc-lower` will widen this). Blocks are laid out in structured order (if-block,
//! then-region, else-region, join; header, body, exit). Divergent if/else get the EXEC
//! protocol (`s_and_saveexec`/`s_xor` in the if-block epilogue, a linear-only flow block
//! between the sides with `s_andn2_saveexec`, `s_or exec` in
//! the join prologue, a linear-only block for the execz skip edge; see
//! `crate::structured`); divergent loop exits narrow EXEC in the header epilogue
//! (`s_and exec, exec, cond`, `s_cbranch_execz exit`) and the exit prologue restores EXEC
//! saved in the pre-header epilogue. Uniform branches become `s_cbranch_scc0/1` with the
//! same logical and linear edges. Every block parameter gets a vreg of the bank its
//! uniformity dictates; `i1` parameters are lane masks, merged under EXEC at divergent joins
//! (`crate::mask_phis`).

use crate::build::{k32, Ctx, SelResult, StageError};
use crate::cfg::{Cfg, NodeTerm};
use crate::mir::{Abi, Bank, Cond, Kind, MBlockId, MFunction, MInst, MOp, Pseudo, Term, VReg};
use crate::structured::{SkipBlocks, Slot};
use gfxc_ir::{Dim, Function, Module, Opcode, Type, Value};
use gfxc_isa::inst::Mods;
use gfxc_isa::processors::Target;
use gfxc_isa::regs::Reg;
use gfxc_isa::Op;
use gfxc_lower::pipeline::LoweredKernel;
use gfxc_lower::uniformity::Uniformity;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

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

/// How each IR value is held ([`Val`]), by value number: the map of a hash map without
/// hashing (every value of the function has a slot).
#[derive(Clone, Debug, Default)]
pub struct ValMap {
    slots: Vec<Option<Val>>,
}

impl ValMap {
    /// Room for the values numbered below `n` (others still fit: the map grows).
    pub fn with_len(n: usize) -> ValMap {
        ValMap {
            slots: vec![None; n],
        }
    }
    pub fn get(&self, v: &Value) -> Option<&Val> {
        self.slots.get(v.as_u32() as usize)?.as_ref()
    }
    pub fn contains_key(&self, v: &Value) -> bool {
        self.get(v).is_some()
    }
    /// Sets how `v` is held; returns how it was held before.
    pub fn insert(&mut self, v: Value, x: Val) -> Option<Val> {
        let i = v.as_u32() as usize;
        if i >= self.slots.len() {
            self.slots.resize(i + 1, None);
        }
        self.slots[i].replace(x)
    }
}

impl std::ops::Index<&Value> for ValMap {
    type Output = Val;
    fn index(&self, v: &Value) -> &Val {
        self.get(v).expect("value selected")
    }
}

/// Uses of each IR value by value number (a value without uses has none: `get` is `None`).
#[derive(Clone, Debug, Default)]
pub struct UseCounts {
    n: Vec<usize>,
}

impl UseCounts {
    pub fn get(&self, v: &Value) -> Option<&usize> {
        self.n.get(v.as_u32() as usize).filter(|c| **c > 0)
    }
    fn add(&mut self, v: Value) {
        let i = v.as_u32() as usize;
        if i >= self.n.len() {
            self.n.resize(i + 1, 0);
        }
        self.n[i] += 1;
    }
}

/// A set of IR values by value number.
#[derive(Clone, Debug, Default)]
pub struct ValueSet {
    set: Vec<bool>,
}

impl ValueSet {
    /// The empty set sized for `n` values.
    pub fn with_len(n: usize) -> ValueSet {
        ValueSet {
            set: vec![false; n],
        }
    }
    /// The values in the set, in value-number order.
    pub fn iter(&self) -> impl Iterator<Item = Value> + '_ {
        (0..self.set.len())
            .filter(|&i| self.set[i])
            .map(|i| Value::from_u32(i as u32))
    }
    pub fn remove(&mut self, v: Value) {
        if let Some(x) = self.set.get_mut(v.as_u32() as usize) {
            *x = false;
        }
    }
    pub fn contains(&self, v: &Value) -> bool {
        self.set.get(v.as_u32() as usize).copied().unwrap_or(false)
    }
    pub fn insert(&mut self, v: Value) {
        let i = v.as_u32() as usize;
        if i >= self.set.len() {
            self.set.resize(i + 1, false);
        }
        self.set[i] = true;
    }
}

/// The selector state for one function.
pub struct Selector<'a> {
    /// Bytes of the sub-dword memory access being selected (0: whole dwords).
    pub narrow: u8,
    /// What lowering decided about this kernel (uniformity, ABI, LDS).
    pub lk: &'a LoweredKernel,
    pub m: &'a Module,
    pub func: &'a Function,
    pub target: &'a Target,
    pub cfg: Cfg,
    pub uni: Uniformity,
    pub cx: Ctx,
    pub vals: ValMap,
    /// MIR block of each CFG node.
    pub node_block: Vec<usize>,
    pub kernarg: VReg,
    pub wgid: [Option<VReg>; 3],
    pub tid: [Option<VReg>; 3],
    pub hidden_offset: u32,
    /// Uses of each value (for fusing a compare into its branch).
    pub use_count: UseCounts,
    /// Values some user of which has no uniform result (a store, a branch, a divergent
    /// operation): such a user reads them from a VGPR.
    pub vector_used: ValueSet,
    pub entry_ops: Vec<(MOp, Reg)>,
    pub dims_used: u8,
    /// The highest work-item id dimension the function can read (2 when it calls: a callee
    /// may read any): on targets with packed ids the fields above it are zero in v0.
    pub tid_top: u8,
    /// `dispatch_ptr` (1) and `implicitarg_ptr` (2) results: only constant-offset loads
    /// from them are selected (`special_load`).
    pub special_ptrs: HashMap<Value, u8>,
    /// Where MFMA accumulators live ([`crate::mfma`]).
    pub acc_policy: crate::mfma::AccPolicy,
    /// [`crate::SelectOptions::keep_kernarg_loads`].
    pub keep_kernarg_loads: bool,
    /// [`crate::SelectOptions::keep_load_uses`].
    pub keep_load_uses: bool,
    /// Block parameters held in the accumulator bank ([`crate::mfma::acc_params`]).
    pub acc_params: rustc_hash::FxHashSet<Value>,
    /// GFX6 global resource descriptor (`buffer.rs`), defined at entry when used.
    pub global_rsrc: Option<VReg>,
    /// GFX6-GFX8 private segment buffer with the wave offset folded in (`buffer.rs`).
    pub scratch_rsrc: Option<VReg>,
    /// A device function's frame base (`calls.rs`).
    pub frame_base: Option<VReg>,
    /// A device function's LDS kernel id, received in s15 (`calls.rs`).
    pub lds_kernel_id: Option<VReg>,
    /// The dispatch pointer and the dispatch id: a kernel's user SGPRs, a device function's
    /// s[4:5] and s[10:11] (`calls.rs`), defined by the entry when something reads them.
    pub dispatch_ptr: Option<VReg>,
    pub dispatch_id: Option<VReg>,
    /// GFX6 resource descriptors based on a uniform pointer, per (block, pointer) (`buffer.rs`).
    pub based_rsrc: HashMap<(usize, Value), VReg>,
    /// Addresses of global/constant variables per (machine block, variable) (`global_addr.rs`).
    pub global_addrs: HashMap<(usize, gfxc_ir::GlobalId), VReg>,
    /// VGPR copies of uniform DS base addresses per (machine block, base; `None`: address 0
    /// of a constant address), shared by the block's DS accesses (`mem.rs`): one register
    /// for all of them, so that `crate::ds_pairing` sees one address operand.
    pub ds_bases: HashMap<(usize, Option<Value>), (VReg, usize)>,
    /// The machine block of each divergent `sext.i64` of an i32 (`arith.rs`): its readers in
    /// that block take the sign from the i32 directly (`ops.rs::dword`).
    pub sext_block: HashMap<Value, usize>,
    /// GFX6-GFX8: some DS instruction needs M0 = -1 (set once at entry, `mem.rs`).
    pub m0_needed: bool,
    /// The CFG node being selected.
    pub cur_node: usize,
    /// Lane masks live out of a divergently exited loop, with its header, and their
    /// per-lane VGPR copies (`crate::loop_live_out`).
    pub live_out: HashMap<Value, usize>,
    pub kept: HashMap<Value, (VReg, usize)>,
    /// Uniform values kept in VGPRs ([`crate::bank`]); `uni` calls them divergent.
    pub vhome: ValueSet,
    /// What each function of the module needs from its callers (`crate::calls`), computed at
    /// the first call: a walk of the whole module, once per function instead of per call.
    pub call_facts: Option<crate::calls::CallFacts>,
    /// The object the address of the load or store being selected is based on
    /// ([`gfxc_ir::alias::RootFinder`]), for its memory semantics.
    pub access_root: Option<gfxc_mir::AliasRoot>,
    pub roots: gfxc_ir::alias::RootFinder<'a>,
    /// Divergent region joins with lane-mask parameters, by join node ([`crate::mask_phis`]).
    pub mask_joins: HashMap<usize, crate::mask_phis::MaskJoin>,
    /// Whole-wave / whole-quad regions ([`crate::wwm`]).
    pub whole: gfxc_ir::wwm::Regions,
    /// EXEC saved by the region being selected.
    pub whole_saved: Option<VReg>,
}

fn block_name(cfg: &Cfg, n: usize) -> gfxc_mir::BlockName {
    // `block{N}` (the IR block's `Display`) or `edge{n}`.
    match cfg.nodes[n].block {
        Some(b) => gfxc_mir::BlockName::numbered("block", b.as_u32() as usize),
        None => gfxc_mir::BlockName::numbered("edge", n),
    }
}

impl<'a> Selector<'a> {
    /// Value representation.
    pub fn get(&self, v: Value) -> SelResult<Val> {
        // (Most functions keep no lane mask: no call per operand then.)
        if !self.kept.is_empty() {
            if let Some(k) = self.kept_outside(v) {
                return Ok(k);
            }
        }
        self.vals.get(&v).copied().ok_or_else(|| {
            // The dispatch and implicit-argument pointers (and offsets from them) are folded
            // into the loads through them (`special_load`); as values of their own (stored,
            // compared, passed) they have no register.
            if self.special_ptrs.contains_key(&self.addr_parts(v).0) {
                StageError::unsupported(
                    "unsupported: the dispatch or implicit-argument pointer used other than as \
                     the address of a load",
                )
            } else {
                internal!("internal: {v} used before selection")
            }
        })
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
            // Two 16-bit lanes per dword, the last one padded (`packed.rs`).
            Type::Vector(s, n) if s.bytes() == 2 => n.div_ceil(2),
            Type::Vector(s, n) => {
                let b = s.bytes() * n as u32;
                if s.bytes() < 4 {
                    return Err(unsupported!(
                        "vectors of sub-dword lanes are not supported yet"
                    ));
                }
                (b / 4) as u8
            }
        })
    }

    fn emit_entry(&mut self, abi: &Abi) {
        let implicit = self.implicit_arg_entry();
        let cx = &mut self.cx;
        let mut ops = Vec::new();
        let mut fixed = Vec::new();
        if cx.f.device_function {
            for (op, r) in &self.entry_ops {
                ops.push(op.clone());
                fixed.push(*r);
            }
            // The implicit-argument pointer in s[8:9] (`calls.rs`).
            if let Some((op, r)) = implicit {
                ops.push(op);
                fixed.push(r);
            }
            // The LDS kernel id in s15 (`calls.rs`).
            if let Some(r) = self.lds_kernel_id {
                ops.push(cx.w(r));
                fixed.push(Reg::sgpr(15, 1));
            }
            // The dispatch pointer in s[4:5], the dispatch id in s[10:11] (`calls.rs`).
            for (r, s) in [(self.dispatch_ptr, 4), (self.dispatch_id, 10)] {
                if let Some(r) = r {
                    ops.push(cx.w(r));
                    fixed.push(Reg::sgpr(s, 2));
                }
            }
        } else {
            // User SGPRs in the hardware's order: dispatch pointer, kernarg pointer,
            // dispatch id (AMDGPUUsage "Initial Kernel Execution State").
            let mut u = 0u16;
            for r in [self.dispatch_ptr, Some(self.kernarg), self.dispatch_id]
                .into_iter()
                .flatten()
            {
                ops.push(cx.w(r));
                fixed.push(Reg::sgpr(u, 2));
                u += 2;
            }
        }
        let mut s = abi.user_sgpr_count as u16;
        for d in 0..3 {
            if cx.f.device_function {
                // A device function's work-group ids arrive in s12, s13, s14 (`calls.rs`).
                if let Some(r) = self.wgid[d] {
                    ops.push(cx.w(r));
                    fixed.push(Reg::sgpr(12 + d as u16, 1));
                }
                continue;
            }
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
                // A device function's packed work-item ids arrive in v31.
                let v = if cx.f.device_function { 31 } else { d as u16 };
                fixed.push(Reg::vgpr(v, 1));
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
                mem: None,
            },
        );
    }

    fn new_param(&mut self, v: Value) -> SelResult<VReg> {
        let ty = self.func.dfg.value_type(v);
        let (val, r) = if ty.is_bool() && !ty.is_vector() {
            // Uniform or not: a lane mask (`crate::mask_phis`).
            let r = self.cx.vreg(Bank::S, self.cx.mask_w());
            (Val::Mask(r), r)
        } else if self.acc_params.contains(&v) {
            let w = ty.store_size().div_ceil(4) as u8;
            let r = self.cx.vreg(self.acc_bank(), w);
            (Val::R(r), r)
        } else {
            let w = Self::dwords(ty)?;
            let r = self.cx.vreg(self.bank_for(v), w);
            (Val::R(r), r)
        };
        self.vals.insert(v, val);
        Ok(r)
    }

    /// Turn a value into a vreg of exactly the bank/form of a block parameter.
    pub(crate) fn arg_to(&mut self, a: Value, param: VReg, pval: Val) -> SelResult<VReg> {
        let info = self.cx.f.info(param);
        match pval {
            Val::Mask(_) => self.as_mask(a),
            Val::BoolV(_) => {
                let r = self.cx.vreg(Bank::V, 1);
                match self.get(a)? {
                    Val::BoolV(x) => return Ok(x),
                    Val::K(k) => {
                        let op = MOp::C(crate::build::k32(if k & 1 != 0 { 1 } else { 0 }));
                        self.cx.push(Op::v_mov_b32_e32, [self.cx.w(r), op], 1)?;
                    }
                    _ => {
                        let m = self.as_mask(a)?;
                        let mo = self.cx.w(m);
                        self.cndmask(
                            self.cx.w(r),
                            MOp::C(crate::build::k32(0)),
                            MOp::C(crate::build::k32(1)),
                            mo,
                        )?;
                    }
                }
                Ok(r)
            }
            _ => {
                if info.bank == Bank::A {
                    self.in_acc(a, info.width, Bank::A)
                } else if info.bank == Bank::V {
                    self.in_v(a)
                } else {
                    self.in_s(a)
                }
            }
        }
    }

    /// Select the whole function.
    /// Selects the function; on an error, `failed` names the IR instruction being selected
    /// (for the instruction's source location in the diagnostic).
    pub fn run(mut self, failed: &mut Option<gfxc_ir::Inst>) -> SelResult<MFunction> {
        let shapes = self.classify()?;
        self.live_out = self.masks_live_out(&shapes);
        let order = self.layout(&shapes)?;
        let redirect = Self::linear_redirects(&shapes, &self.cfg);
        // Blocks.
        let mut node_block = vec![usize::MAX; self.cfg.nodes.len()];
        let mut skip_block = HashMap::default();
        let skips = order.iter().filter(|o| matches!(o, Slot::Skip(_))).count();
        self.cx.f.blocks.reserve(order.len() + skips);
        for o in &order {
            match *o {
                Slot::Node(n) => {
                    let name = block_name(&self.cfg, n);
                    let id = self.cx.f.new_block_named(name).0 as usize;
                    // Room for the block's selection up front (a push that grows the vector
                    // moves every instruction so far), made here rather than when the block
                    // is selected: a region's join gets its EXEC prologue (`prepend`) while
                    // its branch is selected, and a first push into an empty vector and the
                    // reservation after it were two allocations.
                    if let Some(b) = self.cfg.nodes[n].block {
                        let n_ir = self.func.layout.block_insts(b).len();
                        self.cx.f.blocks[id].insts.reserve(2 * n_ir + 4);
                    }
                    node_block[n] = id;
                }
                Slot::Skip(b) => {
                    let mut ids = [0usize; 2];
                    for (id, name) in ids.iter_mut().zip(["skip", "flow"]) {
                        *id = self.cx.f.new_block(name).0 as usize;
                        self.cx.f.blocks[*id].linear_only = true;
                    }
                    skip_block.insert(
                        b,
                        SkipBlocks {
                            skip: ids[0],
                            flow: ids[1],
                        },
                    );
                }
            }
        }
        self.node_block = node_block;
        // Parameters.
        for n in 1..self.cfg.nodes.len() {
            if let Some(b) = self.cfg.nodes[n].block {
                if self.node_block[n] == usize::MAX {
                    continue;
                }
                let func = self.func;
                for &p in func.dfg.block_params(b) {
                    let r = self.new_param(p)?;
                    self.cx.f.blocks[self.node_block[n]].params.push(r);
                }
            }
        }
        self.mask_joins = self.plan_mask_joins(&shapes, &skip_block)?;
        self.cx.cur = 0;
        // A device function's parameters arrive in VGPRs (`calls.rs`).
        let device = !self.func.is_kernel();
        self.cx.f.device_function = device;
        if device {
            self.entry_ops = self.function_params()?;
        }
        // Instructions and terminators, in layout order.
        let mut liveness = None;
        // Each block's selection order (one buffer for the function).
        let mut insts: Vec<gfxc_ir::Inst> = Vec::new();
        for o in &order {
            let Slot::Node(n) = *o else { continue };
            let mb = self.node_block[n];
            self.cx.cur = mb;
            self.cur_node = n;
            if let Some(b) = self.cfg.nodes[n].block {
                // (Its instructions' room was reserved when the block was made.)
                let func = self.func;
                // (`keep_lanes` keeps only values in `live_out`, usually none: no call per
                // value then.)
                let keeps = !self.live_out.is_empty();
                if keeps {
                    for &p in func.dfg.block_params(b) {
                        self.keep_lanes(p)?;
                    }
                }
                // (The liveness `block_order` needs is computed at the first block with a
                // load it may move; the others keep their order.)
                if self.keep_load_uses || !crate::early_loads::has_movable_load(self.func, b) {
                    insts.clear();
                    insts.extend_from_slice(self.func.layout.block_insts(b));
                } else {
                    let uni = &self.uni;
                    let divergent = |v| !uni.is_uniform(v);
                    let cfg = &self.cfg;
                    let liveness = liveness
                        .get_or_insert_with(|| crate::early_loads::Liveness::new(func, cfg));
                    let t = self.target;
                    let budget = gfxc_isa::processors::max_vgprs_for_waves(
                        t,
                        gfxc_isa::processors::max_waves_per_eu(t),
                    );
                    crate::early_loads::block_order(
                        self.func,
                        &self.roots,
                        liveness,
                        &divergent,
                        budget,
                        b,
                        self.cfg.node(b),
                        &mut insts,
                    );
                }
                let regions = if self.whole.is_empty() {
                    Vec::new()
                } else {
                    crate::wwm::arrange(self.func, &self.whole, &mut insts).inspect_err(|_| {
                        *failed = insts
                            .iter()
                            .copied()
                            .find(|&i| self.whole.member(i).is_some())
                    })?
                };
                for (k, i) in insts[..insts.len() - 1].iter().enumerate() {
                    for &(start, end, mode) in &regions {
                        if k == end {
                            self.exit_whole()?;
                        }
                        if k == start {
                            self.enter_whole(mode)?;
                        }
                    }
                    self.select_inst(*i).inspect_err(|_| *failed = Some(*i))?;
                    if keeps {
                        for &r in func.dfg.inst_results(*i) {
                            self.keep_lanes(r).inspect_err(|_| *failed = Some(*i))?;
                        }
                    }
                }
                self.exit_whole()?;
            }
            if device && matches!(self.cfg.nodes[n].term, NodeTerm::Return) {
                if let Some(b) = self.cfg.nodes[n].block {
                    let last = self.func.layout.last_inst(b);
                    let args = match last.map(|i| &self.func.dfg.insts[i]) {
                        Some(gfxc_ir::InstData::Return { args }) => args.to_vec(),
                        _ => Vec::new(),
                    };
                    self.select_return(&args).inspect_err(|_| *failed = last)?;
                }
            }
            let len = self.cx.f.blocks[mb].insts.len();
            self.cx.f.blocks[mb].epilogue = len;
            match self.cfg.nodes[n].term.clone() {
                NodeTerm::Jump(t, args) => {
                    let tb = self.node_block[t];
                    // (The parameters read in place: no copies of the two lists per jump.)
                    let func = self.func;
                    let ir_params: &[Value] = match self.cfg.nodes[t].block {
                        Some(b) => func.dfg.block_params(b),
                        None => &[],
                    };
                    let n_args = args
                        .len()
                        .min(self.cx.f.blocks[tb].params.len())
                        .min(ir_params.len());
                    let mut regs = Vec::with_capacity(n_args);
                    let mj = self.mask_joins.get(&t).map(|mj| mj.params.clone());
                    for (k, (&a, ip)) in args.iter().zip(ir_params).enumerate().take(n_args) {
                        let p = self.cx.f.blocks[tb].params[k];
                        if mj.as_ref().is_some_and(|ps| ps.contains(&k)) {
                            regs.push(p); // replaced by `mask_join_args`
                            continue;
                        }
                        let pv = self.vals[ip];
                        regs.push(self.arg_to(a, p, pv)?);
                    }
                    let linear_args = if mj.is_some() {
                        self.mask_join_args(n, t, &mut regs)?
                    } else {
                        None
                    };
                    // A then-side exit into its region's join continues at the flow block.
                    let lin = MBlockId(match redirect.get(&n) {
                        Some(b) => skip_block[b].flow,
                        None => self.node_block[t],
                    } as u32);
                    let blk = &mut self.cx.f.blocks[mb];
                    blk.logical_succs = smallvec::smallvec![MBlockId(tb as u32)];
                    blk.linear_succs = smallvec::smallvec![lin];
                    blk.args = vec![regs];
                    blk.linear_args = linear_args.map(|a| vec![a]).unwrap_or_default();
                    blk.term = Some(Term::Jump(lin));
                }
                NodeTerm::Return => self.cx.f.blocks[mb].term = Some(Term::Ret),
                NodeTerm::Unsupported(m) => return Err(StageError::unsupported(m)),
                NodeTerm::Brif(..) | NodeTerm::Case(..) => {
                    if redirect.contains_key(&n) {
                        return Err(internal!("internal: conditional branch into a region join"));
                    }
                    self.branch_term(n, &shapes, &skip_block)?;
                }
            }
        }
        self.cx.f.compute_preds();
        // Dead groups go first: otherwise CSE could make a later group read a constant
        // materialised inside a dead one (e.g. an address sum folded into an offset), which
        // would keep the dead group alive.
        crate::dce::dce(&mut self.cx.f);
        // How many instructions write each vreg dword, shared by the passes below while none
        // of them changes what is written (usually none changes anything; CSE and `dce`
        // take their removals out of it, kernarg merging and LDS pairing their changes, up
        // to `sink_load_uses`).
        let mut defs = None;
        // (`dce` stops at a fixpoint: it runs again only if one of these changed something,
        // CSE's removals only when they may have left something dead.)
        let mut may_leave_dead = false;
        let shared =
            crate::local_cse::cse_local_with(&mut self.cx.f, &mut defs, &mut may_leave_dead);
        let mut changed = crate::copy_prop::propagate_copies_with(&mut self.cx.f, &mut defs);
        changed += crate::fold_fmods::fold_float_mods_with(&mut self.cx.f, self.cx.gen, &mut defs);
        if changed > 0 || may_leave_dead {
            crate::dce::dce_with(&mut self.cx.f, &mut defs);
        } else if shared > 0 && cfg!(debug_assertions) {
            // The removed computations read only constants and were groups of their own:
            // every other group's read counts are as the first `dce` left them, or higher
            // (renamed reads go to the kept register).
            let n = crate::dce::dce_with(&mut self.cx.f, &mut defs);
            assert_eq!(
                n, 0,
                "dce after CSE removed something in {}",
                self.cx.f.name
            );
        }
        crate::tuple_defs::compute_into_tuples_with(&mut self.cx.f, &mut defs);
        if !self.keep_kernarg_loads {
            crate::kernarg_loads::merge_kernarg_loads(
                &mut self.cx.f,
                self.kernarg,
                self.cx.gen,
                &mut defs,
            );
        }
        crate::ds_pairing::pair_ds(&mut self.cx.f, self.cx.gen, &mut defs);
        // (It and `hoist_loads` only move instructions: the kept counts stay exact.)
        crate::hoist_consts::hoist_loop_constants(&mut self.cx.f);
        if !self.keep_load_uses {
            crate::hoist_loads::hoist_loads(&mut self.cx.f);
            crate::sink_load_uses::sink_load_uses(&mut self.cx.f, &mut defs);
        }
        self.else_skips(&shapes, &skip_block);
        let abi = self.abi()?;
        // A kernel with calls: its work-item ids arrive in v0..v2, which every call's argument
        // and result moves overwrite. They are copied at entry into registers of their own,
        // which the allocator keeps clear of what the calls clobber
        // (`gfxc_regalloc::calls::call_clobbers`): no save around each call.
        let calls = self
            .cx
            .f
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .any(|i| i.kind == Kind::Pseudo(Pseudo::Call));
        let mut id_moves = Vec::new();
        if !device && calls {
            for slot in 0..3 {
                if let Some(t) = self.tid[slot] {
                    let arrives = self.cx.vreg(Bank::V, 1);
                    self.tid[slot] = Some(arrives);
                    id_moves.push((t, arrives));
                }
            }
        }
        self.emit_entry(&abi);
        if !id_moves.is_empty() {
            let start = self.cx.f.blocks[0].insts.len();
            let cur = self.cx.cur;
            self.cx.cur = 0;
            for (t, arrives) in id_moves {
                let ops = [self.cx.w(t), self.cx.w(arrives)];
                self.cx.push(Op::v_mov_b32_e32, ops, 1)?;
            }
            self.cx.cur = cur;
            self.move_to_entry_start(start);
        }
        self.cx.f.abi = abi;
        self.buffer_prolog()?;
        self.m0_prolog()?;
        // (GFX6-GFX8: also private accesses without an alloca, which read the descriptor.)
        if device {
            self.frame_prolog()?;
        } else if self.cx.f.private_bytes > 0
            || self.scratch_rsrc.is_some()
            || self.unknown_callee_flat_scratch()
        {
            self.private_setup()?;
        }
        crate::two_address::two_address(&mut self.cx.f, self.target);
        // Selection that breaks the MIR's invariants is a compiler bug. Checked in debug
        // builds (every test); release builds validate when asked
        // (`gfxc::CompileOptions::validate_mir`), as LLVM's machine verifier is opt-in: here
        // it cost ~0.6% of a whole compile.
        if cfg!(debug_assertions) {
            self.cx.f.validate().map_err(StageError::internal)?;
        }
        Ok(self.cx.f)
    }

    /// The scratch setup for `alloca` (as `gfxc-regalloc`'s VGPR-spill setup, which then
    /// finds it done): architected flat scratch (gfx940-gfx942, GFX11) needs nothing; GFX9/GFX10
    /// take the Flat Scratch Init user SGPRs (after the kernarg pointer) and the private
    /// segment wave offset (after the work-group ids), and set FLAT_SCRATCH in the prolog
    /// (AMDGPUUsage "Flat Scratch").
    fn private_setup(&mut self) -> SelResult<()> {
        use gfxc_isa::processors::FlatScratch;
        let p = self.target.processor;
        if p.flat_scratch == FlatScratch::Architected {
            return Ok(());
        }
        if p.generation < gfxc_isa::Generation::Gfx9 {
            return self.private_setup_mubuf();
        }
        let old_user = self.cx.f.abi.user_sgpr_count as u16;
        if old_user != self.cx.f.abi.selected_user_sgprs() as u16 {
            return Err(internal!(
                "internal: scratch setup expects only the dispatch pointer, kernarg pointer and dispatch id"
            ));
        }
        let nsys = self.cx.f.abi.workgroup_id.iter().filter(|x| **x).count() as u16;
        let init = self.cx.vreg(Bank::S, 2);
        let wave_off = self.cx.vreg(Bank::S, 1);
        let (wi, ww) = (self.cx.w(init), self.cx.w(wave_off));
        let entry = &mut self.cx.f.blocks[0].insts[0];
        if entry.kind != Kind::Pseudo(Pseudo::Entry) {
            return Err(internal!("internal: no entry pseudo"));
        }
        for r in entry.fixed.iter_mut() {
            if r.file == gfxc_isa::regs::RegFile::Sgpr && r.index >= old_user {
                r.index += 2;
            }
        }
        let n = entry.ops.len();
        entry.ops.push(wi);
        entry.fixed.push(Reg::sgpr(old_user, 2));
        entry.ops.push(ww.clone());
        entry.fixed.push(Reg::sgpr(old_user + 2 + nsys, 1));
        entry.defs |= 3 << n;
        self.cx.f.abi.user_sgpr_count += 2;
        // The prolog, built at the end of the entry block and moved after the entry pseudo.
        let start = self.cx.f.blocks[0].insts.len();
        let cur = self.cx.cur;
        self.cx.cur = 0;
        let special = |index: u16| {
            MOp::P(Reg {
                file: gfxc_isa::regs::RegFile::Special,
                index,
                count: 1,
            })
        };
        let (i0, i1) = (self.cx.d(init, 0), self.cx.d(init, 1));
        if p.generation.is_gfx10_plus() {
            let lo = self.cx.vreg(Bank::S, 1);
            let hi = self.cx.vreg(Bank::S, 1);
            self.cx.push(Op::s_add_u32, [self.cx.w(lo), i0, ww], 1)?;
            self.cx
                .push(Op::s_addc_u32, [self.cx.w(hi), i1, MOp::C(k32(0))], 1)?;
            for (r, id) in [(lo, 20), (hi, 21)] {
                // `s_setreg_b32 hwreg(id), r`: the whole 32-bit register (offset 0, size 32
                // encoded as 31 in bits 11-15).
                let hwreg = gfxc_isa::regs::Operand::Imm(id | (31 << 11));
                self.cx
                    .push(Op::s_setreg_b32, [MOp::C(hwreg), self.cx.w(r)], 0)?;
            }
        } else {
            let lo = gfxc_isa::regs::code::FLAT_SCRATCH_LO;
            self.cx.push(Op::s_add_u32, [special(lo), i0, ww], 1)?;
            self.cx
                .push(Op::s_addc_u32, [special(lo + 1), i1, MOp::C(k32(0))], 1)?;
        }
        self.cx.cur = cur;
        let b0 = &mut self.cx.f.blocks[0];
        let pro: Vec<MInst> = b0.insts.drain(start..).collect();
        let k = pro.len();
        let _ = b0.insts.splice(1..1, pro);
        self.cx.f.scratch_prolog += k as u32;
        if b0.prologue >= 1 {
            b0.prologue += k;
        }
        if b0.epilogue >= 1 {
            b0.epilogue += k;
        }
        Ok(())
    }

    fn abi(&self) -> SelResult<Abi> {
        let la = &self.lk.abi;
        let wg = [true, self.wgid[1].is_some(), self.wgid[2].is_some()];
        let nsys = wg.iter().filter(|x| **x).count() as u32;
        let p = self.target.processor;
        let (dp, di) = if self.cx.f.device_function {
            (false, false)
        } else {
            (self.dispatch_ptr.is_some(), self.dispatch_id.is_some())
        };
        let enabled = 2 + 2 * dp as u32 + 2 * di as u32;
        let user = if matches!(p.name, "gfx1100" | "gfx1102") && self.target.wave_size() == 32 {
            enabled.max(16 - nsys)
        } else {
            enabled
        };
        Ok(Abi {
            user_sgpr_count: user,
            workgroup_id: wg,
            workitem_id_dims: self.dims_used,
            lds_size: la.group_segment_size,
            kernarg_size: la.kernarg.size,
            kernarg_align: la.kernarg.align,
            dynamic_lds: la.uses_dynamic_lds,
            private_segment_buffer: false,
            flat_scratch_init: false,
            dispatch_ptr: dp,
            dispatch_id: di,
        })
    }

    /// `s_load_dword{,x2,x4}` of `w` dwords at kernarg offset `off`.
    pub fn kernarg_load(&mut self, off: u32, w: u8) -> SelResult<VReg> {
        let base = self.cx.w(self.kernarg);
        self.smem_load(base, off, w)
    }

    /// Scalar load of `w` dwords from an SGPR-pair base plus immediate byte offset.
    pub fn smem_load(&mut self, base: MOp, off: u32, w: u8) -> SelResult<VReg> {
        let g11 = self.cx.has(Op::s_load_b32);
        let (name, lw): (Op, u8) = match (w, g11) {
            (1, false) => (Op::s_load_dword, 1),
            (2, false) => (Op::s_load_dwordx2, 2),
            (3 | 4, false) => (Op::s_load_dwordx4, 4),
            (5..=8, false) => (Op::s_load_dwordx8, 8),
            (1, true) => (Op::s_load_b32, 1),
            (2, true) => (Op::s_load_b64, 2),
            (3 | 4, true) => (Op::s_load_b128, 4),
            (5..=8, true) => (Op::s_load_b256, 8),
            _ => return Err(unsupported!("scalar load too wide")),
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
            [
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

    /// Whether `root` (an `implicitarg_ptr`), or a pointer derived from it by constant
    /// offsets, is used other than as the address of a load or the base of a
    /// constant-offset `ptradd`: stored, compared, passed, or offset by a run-time value.
    /// Such a pointer is then a value in an SGPR pair (the kernarg pointer plus the hidden
    /// block's offset, as llc-19 computes it); loads at constant offsets still fold into
    /// `special_load`.
    pub fn special_ptr_escapes(&self, root: Value) -> bool {
        let f = self.func;
        let is_const = |v: Value| match f.dfg.value_def(v) {
            gfxc_ir::ValueDef::Result(i, _) => {
                matches!(f.dfg.insts[i], gfxc_ir::InstData::IntConst { .. })
            }
            _ => false,
        };
        let mut set = rustc_hash::FxHashSet::from_iter([root]);
        let insts: Vec<gfxc_ir::Inst> = f
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b).iter().copied())
            .collect();
        // Constant-offset `ptradd` chains from `root` (operands are defined before their
        // uses in layout order, except through block parameters, which escape below).
        let mut grew = true;
        while grew {
            grew = false;
            for &i in &insts {
                if let gfxc_ir::InstData::Binary {
                    opcode: Opcode::Ptradd,
                    args: [p, k],
                } = f.dfg.insts[i]
                {
                    let r = f.dfg.first_result(i);
                    if set.contains(&p) && is_const(k) && set.insert(r) {
                        grew = true;
                    }
                }
            }
        }
        insts.iter().any(|&i| match &f.dfg.insts[i] {
            gfxc_ir::InstData::Load { .. } => false,
            gfxc_ir::InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [p, k],
            } => set.contains(k) || (set.contains(p) && !is_const(*k)),
            d => d.args().iter().any(|a| set.contains(a)),
        })
    }

    /// A load at constant offset `off` from `dispatch_ptr` (`kind` 1) or `implicitarg_ptr`
    /// (2). The dispatch packet's size fields are read from their copies in the hidden
    /// kernel arguments (`hidden_group_size_*`, `hidden_block_count_*`, `hidden_remainder_*`),
    /// which hold the same values, so the descriptor needs no dispatch pointer.
    pub fn special_load(&mut self, kind: u8, off: i64, w: u8) -> SelResult<Val> {
        let h = self.hidden_offset;
        if kind == 2 {
            if off < 0 || off & 3 != 0 {
                return Err(unsupported!("misaligned hidden-argument load"));
            }
            return Ok(Val::R(self.kernarg_load(h + off as u32, w)?));
        }
        if w != 1 {
            return Err(unsupported!("dispatch packet load wider than a dword"));
        }
        Ok(match off {
            4 => Val::R(self.kernarg_load(h + 12, 1)?),
            8 => Val::R(self.kernarg_load(h + 16, 1)?),
            12 | 16 | 20 => {
                let dim = [Dim::X, Dim::Y, Dim::Z][(off as usize - 12) / 4];
                self.grid_query(Opcode::GridSize, dim)?
            }
            _ => {
                return Err(unsupported!(
                    "dispatch packet field at offset {off} is not supported"
                ))
            }
        })
    }

    /// Grid queries.
    pub fn grid_query(&mut self, op: Opcode, dim: Dim) -> SelResult<Val> {
        let d = dim.index();
        Ok(match op {
            Opcode::WorkitemId => {
                self.dims_used = self.dims_used.max(d as u8);
                // A device function receives the ids packed in v31 (`calls.rs`).
                let packed =
                    self.target.processor.packed_work_item_ids || self.cx.f.device_function;
                let slot = if packed { 0 } else { d };
                let tid = match self.tid[slot] {
                    Some(t) => t,
                    None => {
                        let t = self.cx.vreg(Bank::V, 1);
                        self.tid[slot] = Some(t);
                        t
                    }
                };
                // A kernel's packed v0 holds only the fields of the dimensions it enables
                // (AMDGPUUsage "Initial Kernel State", ENABLE_VGPR_WORKITEM_ID): the top one
                // needs no mask, and x alone is v0 itself (llc-19 masks x only when y is used).
                let top = !self.cx.f.device_function && d as u8 >= self.tid_top;
                if packed && top && d == 0 {
                    Val::R(tid)
                } else if packed && top {
                    let r = self.cx.vreg(Bank::V, 1);
                    self.cx.push(
                        Op::v_lshrrev_b32_e32,
                        [
                            self.cx.w(r),
                            MOp::C(crate::build::k32(10 * d as u32)),
                            self.cx.w(tid),
                        ],
                        1,
                    )?;
                    Val::R(r)
                } else if packed {
                    let r = self.cx.vreg(Bank::V, 1);
                    self.cx.push(
                        Op::v_bfe_u32,
                        [
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
                    Op::s_bfe_u32,
                    [
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
                    Op::s_bfe_u32,
                    [
                        self.cx.w(rem),
                        self.cx.w(rr),
                        MOp::C(crate::build::k32(((roff & 3) * 8) | (16 << 16))),
                    ],
                    1,
                )?;
                let prod = self.cx.vreg(Bank::S, 1);
                self.cx.push(
                    Op::s_mul_i32,
                    [self.cx.w(prod), self.cx.w(bc), self.cx.w(gs)],
                    1,
                )?;
                let sum = self.cx.vreg(Bank::S, 1);
                self.cx.push(
                    Op::s_add_u32,
                    [self.cx.w(sum), self.cx.w(prod), self.cx.w(rem)],
                    1,
                )?;
                Val::R(sum)
            }
            _ => return Err(internal!("internal: grid query")),
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
pub fn select_function(
    m: &Module,
    f: &Function,
    target: &Target,
    lk: &LoweredKernel,
    opts: &crate::SelectOptions,
    failed: &mut Option<gfxc_ir::Inst>,
) -> SelResult<MFunction> {
    let cfg = Cfg::new(f);
    let mut uni = lk.uniformity.clone();
    // Uniform values cheaper in VGPRs are selected as divergent ones (`bank.rs`).
    let scalar_mul_hi = target.processor.generation >= gfxc_isa::Generation::Gfx9;
    let gfx10 = target.processor.generation.is_gfx10_plus();
    let vhome = crate::bank::vgpr_homes(f, &uni, scalar_mul_hi, gfx10);
    for v in vhome.iter() {
        uni.value[v] = false;
    }
    let wave64 = target.wave_size() == 64;
    let mut mf = MFunction::new(&f.name, target.processor.isa, wave64);
    // Room for the vregs selection usually makes (about one per IR value, a few more for
    // expansions): grown from empty, the table was reallocated five times per kernel.
    mf.vregs.reserve(2 * f.dfg.values.len() + 16);
    let kernarg = mf.new_vreg(Bank::S, 2);
    let gen = target.processor.generation;
    // Sized for every value up front: growing these maps rehashed them ~10 times per kernel.
    let nvals = f.dfg.values.len();
    let mut use_count = UseCounts { n: vec![0; nvals] };
    let mut vector_used = ValueSet {
        set: vec![false; nvals],
    };
    let mut tid_top = 0u8;
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            match &f.dfg.insts[i] {
                gfxc_ir::InstData::GridQuery {
                    opcode: Opcode::WorkitemId,
                    dim,
                } => tid_top = tid_top.max(dim.index() as u8),
                gfxc_ir::InstData::Call { .. } | gfxc_ir::InstData::CallIndirect { .. } => {
                    tid_top = 2
                }
                _ => {}
            }
            let rs = f.dfg.inst_results(i);
            let vector = rs.is_empty() || rs.iter().any(|&r| !uni.is_uniform(r));
            f.dfg.insts[i].for_each_value(|v| {
                use_count.add(v);
                if vector {
                    vector_used.insert(v);
                }
            });
        }
    }
    let sel = Selector {
        m,
        func: f,
        target,
        cfg,
        uni,
        cx: Ctx { f: mf, cur: 0, gen },
        vals: ValMap::with_len(nvals),
        node_block: Vec::new(),
        kernarg,
        wgid: [None; 3],
        tid: [None; 3],
        hidden_offset: lk.abi.kernarg.hidden_offset,
        lk,
        use_count,
        vector_used,
        entry_ops: Vec::new(),
        dims_used: 0,
        tid_top,
        special_ptrs: HashMap::default(),
        narrow: 0,
        acc_policy: opts.acc,
        keep_kernarg_loads: opts.keep_kernarg_loads,
        keep_load_uses: opts.keep_load_uses,
        acc_params: if target.processor.has_agprs() {
            crate::mfma::acc_params(f)
        } else {
            Default::default()
        },
        global_rsrc: None,
        scratch_rsrc: None,
        frame_base: None,
        lds_kernel_id: None,
        dispatch_ptr: None,
        dispatch_id: None,
        based_rsrc: HashMap::default(),
        global_addrs: HashMap::default(),
        ds_bases: HashMap::default(),
        sext_block: HashMap::default(),
        m0_needed: false,
        cur_node: 0,
        live_out: HashMap::default(),
        kept: HashMap::default(),
        vhome,
        access_root: None,
        roots: gfxc_ir::alias::RootFinder::new(f),
        mask_joins: HashMap::default(),
        call_facts: None,
        whole: gfxc_ir::wwm::regions(f),
        whole_saved: None,
    };
    sel.run(failed)
}
