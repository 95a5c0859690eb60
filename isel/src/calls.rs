//! Calls between device functions: the selection side of the AMDGPU calling convention
//! ([`crate::call_conv`]).
//!
//! Guarantees:
//! * A device function's parameters are defined by the entry pseudo in the VGPRs
//!   [`crate::call_conv::assign_args`] gives them (every parameter is divergent: its lanes
//!   come from the caller's lanes); an `i1` arrives as 0/1 in a dword (a lone 1-bit value
//!   is widened to i32).
//! * A call is one [`Pseudo::Call`]: its arguments are VGPR tuples in the order of their
//!   pieces (uniform values copied to VGPRs, `i1` as 0/1), its result a fresh VGPR tuple (an
//!   `i1` result is 0/1). `gfxc_regalloc::calls` places them in v0.. after allocation, saves
//!   the registers a call clobbers and emits `s_getpc_b64`/`s_swappc_b64`.
//! * A device function's `return` is one [`Pseudo::Ret`] with the result's VGPR tuple.
//! * Argument dwords past v0..v30 are passed on the stack ([`crate::stack_args`]): the
//!   entry pseudo defines them in v32.., which `gfxc_regalloc::calls` loads from the frame;
//!   a call passes all its argument dwords in order and `gfxc_regalloc::calls` stores those
//!   past the 31st at the caller's s32.
//! * Results take v0..v31; a larger one never reaches selection (`gfxc_lower::sret` returns
//!   it through a hidden pointer), and one that does anyway is an `unsupported:` error.
//! * Work-item ids: a device function that reads them (or calls one that does,
//!   `gfxc_lower::inline::workitem_dims_reached`) receives them packed in v31
//!   (`x | y << 10 | z << 20`, AMDGPUUsage "AMDGPU Calling Convention"); a call of such a
//!   callee carries the packed ids as a last, implicit operand with `fixed` = [v31].
//!   Work-group ids a callee reads arrive in s12, s13, s14 (implicit operands after v31,
//!   `fixed` = the SGPR).
//! * A call of a declaration (a function of another module) names its symbol in
//!   `MFunction::got`: the callee's address is loaded from its GOT slot, and the callee is
//!   assumed to read every work-item and work-group id (`gfxc_lower::inline`).

use crate::build::SelResult;
use crate::mir::{Bank, Kind, MInst, MOp, Pseudo, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{FuncId, Type, Value};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::Reg;
use gfxc_isa::Op;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// What each function of the module (by name) needs its callers to pass: work-item and
/// work-group id dimensions, the implicit-argument pointer, the LDS kernel id. Facts of the
/// whole (lowered) module, which selection does not change.
pub struct CallFacts {
    workitem: FxHashMap<String, [bool; 3]>,
    workgroup: FxHashMap<String, [bool; 3]>,
    implicit: FxHashMap<String, bool>,
    lds_kernel_id: FxHashMap<String, bool>,
    dispatch: FxHashMap<String, [bool; 2]>,
}

impl Selector<'_> {
    /// A device function's frame base in per-lane bytes (the stack pointer at its entry,
    /// which its prologue makes the frame pointer s33; `gfxc_regalloc::calls` puts the
    /// `alloca`s at the bottom of the frame). Defined at the start of the entry block by
    /// [`Self::frame_prolog`].
    pub fn frame_base(&mut self) -> VReg {
        match self.frame_base {
            Some(r) => r,
            None => {
                let r = self.cx.vreg(Bank::S, 1);
                self.frame_base = Some(r);
                r
            }
        }
    }

    /// The definitions of [`Self::frame_base`] (s33, shifted down from wave bytes where frames
    /// are MUBUF: `call_conv::stack_pointer_scale`) and, on GFX6-GFX8, of the scratch
    /// descriptor (s[0:3], which a function with calls never allocates, as llc-19), after the
    /// entry pseudo.
    pub(crate) fn frame_prolog(&mut self) -> SelResult<()> {
        let start = self.cx.f.blocks[0].insts.len();
        let cur = self.cx.cur;
        self.cx.cur = 0;
        if let Some(fb) = self.frame_base {
            let fp = MOp::P(Reg::sgpr(33, 1));
            if crate::call_conv::stack_pointer_scale(self.target) > 1 {
                // MUBUF frames count wave bytes (unswizzled soffset).
                let sh = if self.cx.f.wave64 { 6 } else { 5 };
                let k = MOp::C(crate::build::k32(sh));
                self.cx
                    .push(gfxc_isa::Op::s_lshr_b32, [self.cx.w(fb), fp, k], 1)?;
            } else {
                self.cx
                    .push(gfxc_isa::Op::s_mov_b32, [self.cx.w(fb), fp], 1)?;
            }
        }
        if let Some(r) = self.scratch_rsrc {
            // Both halves of the quad in one allocation group (the MIR stays SSA).
            let m = self.cx.mark();
            for k in 0..2u8 {
                let src = MOp::P(Reg::sgpr(2 * k as u16, 2));
                let d = MOp::V {
                    reg: r,
                    off: 2 * k,
                    n: 2,
                };
                self.cx.push(gfxc_isa::Op::s_mov_b64, [d, src], 1)?;
            }
            self.cx.group_from(m);
        }
        self.cx.cur = cur;
        self.move_to_entry_start(start);
        Ok(())
    }

    /// Entry definitions of a device function's parameters: (vreg operand, VGPR).
    pub fn function_params(&mut self) -> SelResult<Vec<(MOp, Reg)>> {
        let Some(entry) = self.func.entry_block() else {
            return Ok(Vec::new());
        };
        let params = self.func.dfg.block_params(entry).to_vec();
        let tys: Vec<_> = params
            .iter()
            .map(|&p| self.func.dfg.value_type(p))
            .collect();
        let args = crate::call_conv::assign_args(&tys);
        // The stack-passed dwords sit at the bottom of the frame, before the allocas
        // (`crate::stack_args`).
        self.cx.f.private_bytes = self.cx.f.private_bytes.max(args.stack_bytes);
        let mut out = Vec::new();
        for (&p, locs) in params.iter().zip(&args.locs) {
            let ty = self.func.dfg.value_type(p);
            let (r, val) = if ty.is_bool() && !ty.is_vector() {
                let r = self.cx.vreg(Bank::V, 1);
                (r, Val::BoolV(r))
            } else {
                let w = Self::dwords(ty)?;
                let r = self.cx.vreg(Bank::V, w);
                (r, Val::R(r))
            };
            let w = self.cx.f.info(r).width;
            if locs.len() != w as usize {
                return Err(unsupported!(
                    "unsupported: a parameter of type {ty} ({} pieces in {w} dwords)",
                    locs.len()
                ));
            }
            let regs = crate::stack_args::entry_vgprs(locs)?;
            let first = regs[0];
            let contiguous = regs.windows(2).all(|p| p[1] == p[0] + 1);
            self.vals.insert(p, val);
            if !contiguous {
                // A value straddling v30 and the stack arrives dword by dword.
                let g = self.cx.mark();
                for (i, &reg) in regs.iter().enumerate() {
                    let d = self.cx.vreg(Bank::V, 1);
                    out.push((self.cx.w(d), Reg::vgpr(reg, 1)));
                    let (dst, src) = (self.cx.d(r, i as u8), self.cx.w(d));
                    self.cx.push(Op::v_mov_b32_e32, [dst, src], 1)?;
                }
                self.cx.group_from(g);
                continue;
            }
            if w > 1 && first % 2 == 1 && self.target.processor.needs_aligned_vgpr_tuples() {
                // gfx90a/gfx942 address VGPR tuples only from even registers (the MIR
                // validator checks it): a tuple argument at an odd VGPR arrives dword by
                // dword and is moved into a tuple the allocator aligns.
                let g = self.cx.mark();
                for i in 0..w {
                    let d = self.cx.vreg(Bank::V, 1);
                    out.push((self.cx.w(d), Reg::vgpr(first + i as u16, 1)));
                    let (dst, src) = (self.cx.d(r, i), self.cx.w(d));
                    self.cx.push(Op::v_mov_b32_e32, [dst, src], 1)?;
                }
                self.cx.group_from(g);
                continue;
            }
            out.push((self.cx.w(r), Reg::vgpr(first, w)));
        }
        if out.len() > crate::stack_args::MAX_ENTRY_PIECES {
            // The entry pseudo's definitions are a 32-bit mask (with the work-item ids).
            return Err(unsupported!(
                "unsupported: @{}: {} parameter registers (at most {})",
                self.func.name,
                out.len(),
                crate::stack_args::MAX_ENTRY_PIECES
            ));
        }
        Ok(out)
    }

    /// `v` as VGPR dwords in the convention's form (an `i1` as 0/1).
    pub(crate) fn abi_value(&mut self, v: Value) -> SelResult<VReg> {
        let ty = self.func.dfg.value_type(v);
        if ty.is_bool() && !ty.is_vector() {
            let r = self.cx.vreg(Bank::V, 1);
            return self.arg_to(v, r, Val::BoolV(r));
        }
        let w = Self::dwords(ty)?;
        if crate::call_conv::pieces(ty).len() != w as usize {
            return Err(unsupported!(
                "unsupported: a call argument or result of type {ty}"
            ));
        }
        self.in_v(v)
    }

    /// The lanes of vector argument `a` when it is a chain of constant-index `insertelement`s
    /// (possibly from a `splat`) that writes every lane, with lanes of 32 or 64 bits (each lane
    /// whole dwords, in the order the convention passes them: [`crate::call_conv::pieces`]).
    fn built_lanes(&self, a: Value) -> Option<Vec<Value>> {
        let Type::Vector(s, n) = self.func.dfg.value_type(a) else {
            return None;
        };
        if !matches!(s.bits(), 32 | 64) || n > 64 {
            return None;
        }
        (0..n).map(|i| self.inserted_lane(a, i)).collect()
    }

    /// The module's [`CallFacts`], computed at the first call of the function being selected.
    fn call_facts(&mut self) -> &CallFacts {
        let m = self.m;
        self.call_facts.get_or_insert_with(|| CallFacts {
            workitem: gfxc_lower::inline::workitem_dims_reached(m),
            workgroup: gfxc_lower::inline::workgroup_dims_reached(m),
            implicit: gfxc_lower::inline::implicit_args_reached(m),
            lds_kernel_id: gfxc_lower::module_lds::lds_kernel_id_reached(m),
            dispatch: gfxc_lower::inline::dispatch_inputs_reached(m),
        })
    }

    /// A call of `callee` with `args`, defining `results`.
    pub fn select_call(
        &mut self,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> SelResult<()> {
        let name = self.m.functions[callee].name.clone();
        let facts = self.call_facts();
        let dims = facts.workitem.get(&name).copied().unwrap_or_default();
        let groups = facts.workgroup.get(&name).copied().unwrap_or_default();
        let implicit = facts.implicit.get(&name).copied().unwrap_or(false);
        let lds = facts.lds_kernel_id.get(&name).copied().unwrap_or(false);
        let dispatch = facts.dispatch.get(&name).copied().unwrap_or_default();
        let tys: Vec<_> = args.iter().map(|&a| self.func.dfg.value_type(a)).collect();
        crate::stack_args::check_call(&name, &tys)?;
        let mut uses = Vec::new();
        for &a in args {
            if let Some(lanes) = self.built_lanes(a) {
                // Passed from its lanes: every dword is an operand of its own, so that the
                // whole vector is never built (a group defining all its dwords at once, with
                // its sources still live, needs twice its width: 64 VGPRs for a
                // `<32 x i32>`).
                for x in lanes {
                    let r = self.in_v(x)?;
                    for i in 0..self.cx.f.info(r).width {
                        uses.push(self.cx.d(r, i));
                    }
                }
                continue;
            }
            let r = self.abi_value(a)?;
            uses.push(self.cx.w(r));
        }
        let mut defs = Vec::new();
        for &r in results {
            let ty = self.func.dfg.value_type(r);
            let (reg, val) = if ty.is_bool() && !ty.is_vector() {
                let x = self.cx.vreg(Bank::V, 1);
                (x, Val::BoolV(x))
            } else {
                let w = Self::dwords(ty)?;
                if crate::call_conv::pieces(ty).len() != w as usize {
                    return Err(unsupported!("unsupported: a call result of type {ty}"));
                }
                let x = self.cx.vreg(Bank::V, w);
                (x, Val::R(x))
            };
            self.vals.insert(r, val);
            defs.push(self.cx.w(reg));
        }
        let external = self.m.functions[callee].is_declaration();
        let sym = match self.cx.f.symbols.iter().position(|s| *s == name) {
            Some(k) => k,
            None => {
                self.cx.f.symbols.push(name.clone());
                self.cx.f.symbols.len() - 1
            }
        } as u32;
        // A function of another module is reached through its GOT slot (llc-19's sequence
        // for a call of a preemptible symbol); `gfxc_regalloc::calls` loads the address.
        if external && !self.cx.f.got.contains(&sym) {
            self.cx.f.got.push(sym);
        }
        let mut ops: SmallVec<[MOp; 6]> = SmallVec::new();
        ops.push(MOp::sym(sym, 0, false));
        let mut fixed = Vec::new();
        self.id_inputs(dims, groups, &mut uses, &mut fixed)?;
        // The implicit-argument pointer in s[8:9] (as llc-19 passes it).
        if implicit {
            let p = self.implicit_arg_ptr()?;
            uses.push(self.cx.w(p));
            fixed.push(Reg::sgpr(8, 2));
        }
        self.dispatch_inputs(dispatch, &mut uses, &mut fixed);
        // The LDS kernel id in s15 (`gfxc_lower::module_lds`).
        if lds {
            let id = self.lds_kernel_id_reg()?;
            uses.push(self.cx.w(id));
            fixed.push(Reg::sgpr(15, 1));
        }
        let nd = defs.len();
        ops.extend(defs);
        ops.extend(uses);
        let cur = self.cx.cur;
        self.cx.f.blocks[cur].insts.push(MInst {
            kind: Kind::Pseudo(Pseudo::Call),
            ops,
            defs: ((1u32 << nd) - 1) << 1,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed,
            mem: None,
        });
        Ok(())
    }

    /// A call's id inputs: the work-item ids the callee (or a function it calls) reads, packed
    /// in v31, and its work-group ids in s12, s13, s14 (as llc-19 passes them), appended to
    /// the call's `uses` with the fixed registers they go in.
    pub(crate) fn id_inputs(
        &mut self,
        dims: [bool; 3],
        groups: [bool; 3],
        uses: &mut Vec<MOp>,
        fixed: &mut Vec<Reg>,
    ) -> SelResult<()> {
        if dims.iter().any(|&d| d) {
            let ids = self.packed_ids(dims)?;
            uses.push(self.cx.w(ids));
            fixed.push(Reg::vgpr(31, 1));
        }
        for (d, dim) in [gfxc_ir::Dim::X, gfxc_ir::Dim::Y, gfxc_ir::Dim::Z]
            .into_iter()
            .enumerate()
        {
            if groups[d] {
                let Val::R(r) = self.grid_query(gfxc_ir::Opcode::WorkgroupId, dim)? else {
                    return Err(internal!("internal: work-group id"));
                };
                uses.push(self.cx.w(r));
                fixed.push(Reg::sgpr(12 + d as u16, 1));
            }
        }
        Ok(())
    }

    /// The work-item ids `x | y << 10 | z << 20` (the dimensions in `dims`) for a callee's
    /// v31 (AMDGPUUsage "AMDGPU Calling Convention"; llc-19 passes them so): a device
    /// function forwards the v31 it received, a kernel on a target with packed ids
    /// (gfx90a, gfx942, GFX11) passes its v0, other kernels pack v0, v1, v2.
    pub(crate) fn packed_ids(&mut self, dims: [bool; 3]) -> SelResult<VReg> {
        let top = (0..3).rev().find(|&d| dims[d]).unwrap_or(0) as u8;
        self.dims_used = self.dims_used.max(top);
        if self.cx.f.device_function || self.target.processor.packed_work_item_ids {
            return Ok(match self.tid[0] {
                Some(t) => t,
                None => {
                    let t = self.cx.vreg(Bank::V, 1);
                    self.tid[0] = Some(t);
                    t
                }
            });
        }
        let mut acc = None;
        for d in 0..3usize {
            if !dims[d] && d != 0 {
                continue;
            }
            let dim = [gfxc_ir::Dim::X, gfxc_ir::Dim::Y, gfxc_ir::Dim::Z][d];
            let Val::R(t) = self.grid_query(gfxc_ir::Opcode::WorkitemId, dim)? else {
                return Err(internal!("internal: work-item id"));
            };
            acc = Some(match acc {
                None => t,
                Some(a) => {
                    let sh = self.cx.vreg(Bank::V, 1);
                    let k = MOp::C(crate::build::k32(10 * d as u32));
                    let (w, tt) = (self.cx.w(sh), self.cx.w(t));
                    self.cx.push(Op::v_lshlrev_b32_e32, [w, k, tt], 1)?;
                    let r = self.cx.vreg(Bank::V, 1);
                    let (wr, wa, ws) = (self.cx.w(r), self.cx.w(a), self.cx.w(sh));
                    self.cx.push(Op::v_or_b32_e32, [wr, wa, ws], 1)?;
                    r
                }
            });
        }
        acc.ok_or_else(|| internal!("internal: work-item ids"))
    }

    /// The implicit-argument pointer for a callee's s[8:9]: a device function forwards the
    /// one it received (its `kernarg` register holds it, with a hidden-block offset of 0:
    /// `gfxc_lower::pipeline` lays a device function out as a kernel without parameters),
    /// a kernel adds its hidden-block offset to its kernarg pointer (llc-19:
    /// `s_add_u32 s8, kernarg, explicit bytes` + `s_addc_u32 s9`).
    pub(crate) fn implicit_arg_ptr(&mut self) -> SelResult<VReg> {
        if self.cx.f.device_function {
            return Ok(self.kernarg);
        }
        let r = self.cx.vreg(Bank::S, 2);
        let g = self.cx.mark();
        let (r0, r1) = (self.cx.d(r, 0), self.cx.d(r, 1));
        let (k0, k1) = (self.cx.d(self.kernarg, 0), self.cx.d(self.kernarg, 1));
        let h = MOp::C(crate::build::k32(self.hidden_offset));
        self.cx.push(Op::s_add_u32, [r0, k0, h], 1)?;
        self.cx
            .push(Op::s_addc_u32, [r1, k1, MOp::C(crate::build::k32(0))], 1)?;
        self.cx.group_from(g);
        Ok(r)
    }

    /// A device function's entry definition of its implicit-argument pointer (s[8:9]),
    /// when it reads it (its `kernarg` register: hidden-argument loads, forwarding).
    pub(crate) fn implicit_arg_entry(&self) -> Option<(MOp, Reg)> {
        let k = self.kernarg;
        let used = self
            .cx
            .f
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .any(|i| i.ops.iter().any(|o| o.vreg() == Some(k)));
        used.then(|| (self.cx.w(k), Reg::sgpr(8, 2)))
    }

    /// A call's dispatch inputs (`gfxc_lower::inline::dispatch_inputs_reached`): the dispatch
    /// pointer in s[4:5] and the dispatch id in s[10:11], where llc-19 passes them.
    pub(crate) fn dispatch_inputs(
        &mut self,
        dispatch: [bool; 2],
        uses: &mut Vec<MOp>,
        fixed: &mut Vec<Reg>,
    ) {
        if dispatch[0] {
            let r = self.dispatch_ptr_reg();
            uses.push(self.cx.w(r));
            fixed.push(Reg::sgpr(4, 2));
        }
        if dispatch[1] {
            let r = self.dispatch_id_reg();
            uses.push(self.cx.w(r));
            fixed.push(Reg::sgpr(10, 2));
        }
    }

    /// The dispatch pointer: a kernel's Dispatch Ptr user SGPRs (enabled by using this),
    /// a device function's s[4:5]; both defined by the entry pseudo.
    pub(crate) fn dispatch_ptr_reg(&mut self) -> VReg {
        match self.dispatch_ptr {
            Some(r) => r,
            None => {
                let r = self.cx.vreg(Bank::S, 2);
                self.dispatch_ptr = Some(r);
                r
            }
        }
    }

    /// The dispatch id (`dispatch_id`): a kernel's Dispatch Id user SGPRs, a device
    /// function's s[10:11]; both defined by the entry pseudo.
    pub(crate) fn dispatch_id_reg(&mut self) -> VReg {
        match self.dispatch_id {
            Some(r) => r,
            None => {
                let r = self.cx.vreg(Bank::S, 2);
                self.dispatch_id = Some(r);
                r
            }
        }
    }

    /// The LDS kernel id (`gfxc_lower::module_lds`): a device function's arrives in s15
    /// (as llc-19 passes `llvm.amdgcn.lds.kernel.id`); a kernel's is its row of the table, a
    /// constant (`s_mov_b32`, as llc-19 sets s15 before a call).
    fn lds_kernel_id_reg(&mut self) -> SelResult<VReg> {
        if self.cx.f.device_function {
            return Ok(match self.lds_kernel_id {
                Some(r) => r,
                None => {
                    let r = self.cx.vreg(Bank::S, 1);
                    self.lds_kernel_id = Some(r);
                    r
                }
            });
        }
        let id = gfxc_lower::module_lds::kernel_ids(self.m)
            .get(&self.func.name)
            .copied()
            .ok_or_else(|| internal!("internal: @{} has no LDS kernel id", self.func.name))?;
        let r = self.cx.vreg(Bank::S, 1);
        let (w, k) = (self.cx.w(r), MOp::C(crate::build::k32(id)));
        self.cx.push(Op::s_mov_b32, [w, k], 1)?;
        Ok(r)
    }

    /// The address of LDS global `g` in a device function: `TABLE[id][column of g]`, a
    /// scalar load from the constant table of `gfxc_lower::module_lds` at
    /// `4 * (id * columns + column)`, `id` the LDS kernel id in s15. One per machine block
    /// and variable (as other global addresses).
    pub(crate) fn lds_table_address(&mut self, g: gfxc_ir::GlobalId) -> SelResult<VReg> {
        if let Some(r) = self.global_addrs.get(&(self.cx.cur, g)) {
            return Ok(*r);
        }
        let cols = gfxc_lower::module_lds::table_columns(self.m);
        let col = cols
            .iter()
            .position(|&c| c == g)
            .ok_or_else(|| internal!("internal: LDS global without a table column"))?;
        let id = self.lds_kernel_id_reg()?;
        let tbl = crate::global_addr::materialize(&mut self.cx, gfxc_lower::module_lds::TABLE)?;
        let row = self.cx.vreg(Bank::S, 1);
        let stride = MOp::C(crate::build::k32(4 * cols.len() as u32));
        let (w, i) = (self.cx.w(row), self.cx.w(id));
        self.cx.push(Op::s_mul_i32, [w, i, stride], 1)?;
        let at = self.cx.vreg(Bank::S, 1);
        let c = MOp::C(crate::build::k32(4 * col as u32));
        let (w, r) = (self.cx.w(at), self.cx.w(row));
        self.cx.push(Op::s_add_u32, [w, r, c], 1)?;
        let a = self.cx.vreg(Bank::S, 2);
        let grp = self.cx.mark();
        let (a0, a1) = (self.cx.d(a, 0), self.cx.d(a, 1));
        let (t0, t1) = (self.cx.d(tbl, 0), self.cx.d(tbl, 1));
        let off = self.cx.w(at);
        self.cx.push(Op::s_add_u32, [a0, t0, off], 1)?;
        self.cx
            .push(Op::s_addc_u32, [a1, t1, MOp::C(crate::build::k32(0))], 1)?;
        self.cx.group_from(grp);
        let base = self.cx.w(a);
        let r = self.smem_load(base, 0, 1)?;
        self.global_addrs.insert((self.cx.cur, g), r);
        Ok(r)
    }

    /// A device function's return of `args` (at most one value).
    pub fn select_return(&mut self, args: &[Value]) -> SelResult<()> {
        let mut ops: SmallVec<[MOp; 6]> = SmallVec::new();
        for &a in args {
            let r = self.abi_value(a)?;
            ops.push(self.cx.w(r));
        }
        let cur = self.cx.cur;
        self.cx.f.blocks[cur].insts.push(MInst {
            kind: Kind::Pseudo(Pseudo::Ret),
            ops,
            defs: 0,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed: Vec::new(),
            mem: None,
        });
        Ok(())
    }
}
