//! Calls: to device functions of the module, and to the LLVM intrinsics that clang-19 emits
//! for amdgcn OpenCL C / HIP code.
//!
//! Guarantees (each mapping is exact unless stated):
//! - `llvm.amdgcn.workitem.id.*`, `workgroup.id.*`, `dispatch.ptr`, `implicitarg.ptr`,
//!   `kernarg.segment.ptr`, `s.barrier`, `ballot`, `wavefrontsize` map to the gfxc
//!   instructions of the same meaning; `readfirstlane.T`, `readlane.T`, `writelane.T`,
//!   `update.dpp.T`, `mov.dpp.T` of any type up to 64 bits move 32-bit words (see
//!   `lane_move`); `icmp`/`fcmp` are the ballot of the compare (LLVM predicate numbers;
//!   FCMP_ONE is `une` as llc-19 selects it, the constant predicates are constants);
//!   `live.mask` is true (compute kernels have no helper lanes); every intrinsic in
//!   gfxc's registry (`gfxc_ir::intrinsics`: `mbcnt.lo/hi`, `ds.bpermute`, `fdot2`,
//!   `div.scale` (its `{T, i1}` is a call with two results), `div.fmas`, `div.fixup`,
//!   `trig.preop`,
//!   `wave.barrier`, the 39 `mfma.*` of gfx908/gfx90a/gfx942, ...) maps to the gfxc target
//!   intrinsic of the same name (MFMA immediates `cbsz`, `abid`, `blgp` become `iconst`s).
//! - `llvm.fmuladd` maps to `fma`: LangRef allows it to fuse, and gfxc has no unfused form.
//! - `llvm.rint`/`llvm.nearbyint` map to `roundeven` (the default rounding mode is
//!   nearest-even); `ctlz`/`cttz`/`abs` ignore their "is poison" flag (gfxc's defined result
//!   refines poison).
//! - `llvm.exp2`, `llvm.log2`, `llvm.sin`, `llvm.cos` map to gfxc's instructions, which are
//!   approximate on hardware exactly as LLVM's AMDGPU lowering of these intrinsics is.
//! - `llvm.fshl`/`fshr`, `bswap`, `amdgcn.ubfe`/`sbfe`, the `*.with.overflow` and `*.sat`
//!   families expand as `int_intrinsics.rs` documents, `vector.reduce.*` as `reduce.rs` does; `memcpy`, `memmove`
//!   and `memset` with a constant length up to 64 KiB expand to loads/stores of at most
//!   the proven alignment (`memmove` loads everything before storing).
//! - `expect`/`expect.with.probability` are their first operand (a hint);
//!   `lifetime.*`, `assume`, `dbg.*`, `experimental.noalias.scope.decl`, `sideeffect`,
//!   `donothing`, `amdgcn.sched.*`, `amdgcn.s.waitcnt` are dropped:
//!   they constrain optimization or hardware timing, not results.
//! - Any other intrinsic (e.g. the sparse `smfmac`) is `unsupported: intrinsic @llvm...` at
//!   the callee. MFMAs with 32-lane accumulators (`<32 x float>`) map like the others (gfxc
//!   vectors have up to 32 lanes).

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{Diagnostic, Dim, IntCC, MemFlags, Opcode, Scalar, SrcLoc, Type, Value};

/// Largest `memcpy`/`memset` that is expanded inline.
const MAX_MEM_BYTES: i128 = 1 << 16;

/// Drops overload suffixes (`.f32`, `.v2f16`, `.p1.p1.i64`, ...) from an intrinsic name.
fn base_name(name: &str) -> &str {
    let mut s = name;
    while let Some((head, last)) = s.rsplit_once('.') {
        let is_ty = |t: &str| {
            let digits = |x: &str| !x.is_empty() && x.bytes().all(|c| c.is_ascii_digit());
            (t.starts_with('i') && digits(&t[1..]))
                || (t.starts_with('f') && digits(&t[1..]))
                || (t.starts_with('p') && digits(&t[1..]))
                || t == "bf16"
                || (t.starts_with('v') && t[1..].starts_with(|c: char| c.is_ascii_digit()))
        };
        if is_ty(last) {
            s = head;
        } else {
            break;
        }
    }
    s
}

impl FnCx<'_, '_> {
    pub(crate) fn call(
        &mut self,
        ret: &Ty,
        callee: &TVal,
        args: &[Arg],
        afn: bool,
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        let name = match &callee.val {
            Val::Global(n) => n.as_str(),
            Val::Local(_) | Val::Null | Val::Undef => {
                return self.call_indirect(ret, callee, args, loc)
            }
            _ => return Err(unsupported(callee.loc, "a call of this callee")),
        };
        if let Some(intr) = name.strip_prefix("llvm.") {
            if crate::buffer::is_buffer_intrinsic(intr) {
                return self.buffer_intrinsic(intr, ret, args, callee.loc, loc);
            }
            // Intrinsics see odd-width integers (`crate::odd`) nowhere: they would act on the
            // container.
            if let Some(t) = std::iter::once(ret)
                .chain(args.iter().map(|a| &a.v.ty))
                .find(|t| self.odd_bits(t).is_some())
            {
                let n = self.odd_bits(t).unwrap_or(64);
                // The odd-width forms act on one type: the result and the value operands (not
                // the `i1` flags of ctlz/cttz/abs) must all be it.
                let resolved = |u: &Ty| self.m.types.resolve(u, loc).ok();
                let want = resolved(t);
                if let Some(u) = std::iter::once(ret)
                    .chain(args.iter().map(|a| &a.v.ty))
                    .find(|u| {
                        let r = resolved(u);
                        !u.is_void() && r != Some(Ty::Int(1)) && r != want
                    })
                {
                    return Err(Diagnostic::new(
                        loc,
                        format!("'{u}' does not match the intrinsic's type '{t}'"),
                    ));
                }
                if let Some(r) = self.odd_intrinsic(intr, args, n, loc) {
                    return r.map(Some);
                }
                return Err(unsupported(loc, format!("type '{t}'")));
            }
            // Nor bfloat (`crate::bfloat`: carried as its `i16` bits), but for `fabs` and the
            // bf16 dot products (registry rows on the `i16` bits, `v_dot2_*_bf16`).
            // `set.inactive` passes its value through whatever the bits mean.
            let bf_dot = matches!(intr, "amdgcn.fdot2.f32.bf16" | "amdgcn.fdot2.bf16.bf16")
                || [
                    "amdgcn.set.inactive.",
                    "amdgcn.strict.wwm.",
                    "amdgcn.wwm.",
                    "amdgcn.strict.wqm.",
                    "amdgcn.wqm.",
                ]
                .iter()
                .any(|p| intr.starts_with(p));
            if let Some(t) = std::iter::once(ret)
                .chain(args.iter().map(|a| &a.v.ty))
                .find(|t| self.is_bf(t) && !bf_dot)
            {
                if let (true, [a]) = (intr.starts_with("fabs."), args) {
                    let x = self.operand(&a.v)?;
                    let ty = self.b.ty(x);
                    let m = self.b.iconst(Type::I16, 0x7fff);
                    let m = if ty.is_vector() {
                        self.b.splat(ty, m)
                    } else {
                        m
                    };
                    return Ok(Some(LV::V(self.b.and(x, m))));
                }
                return Err(unsupported(loc, format!("'@llvm.{intr}' on type '{t}'")));
            }
            return self.intrinsic(intr, ret, args, afn, callee.loc, loc);
        }
        let Some(info) = self.m.funcs.get(name) else {
            return Err(gfxc_ir::Diagnostic::new(
                callee.loc,
                format!("call to undefined function '@{name}'"),
            ));
        };
        let Some(id) = info.id else {
            return Err(unsupported(
                callee.loc,
                format!("call to external function '@{name}'"),
            ));
        };
        if info.ret != *ret
            && self.m.types.resolve(&info.ret, loc)? != self.m.types.resolve(ret, loc)?
        {
            return Err(gfxc_ir::Diagnostic::new(
                loc,
                format!("call of '@{name}' with the wrong return type"),
            ));
        }
        let sret = self.sret_slot(ret, loc)?;
        let mut vals = self.call_args(args, loc)?;
        vals.splice(0..0, sret);
        let rets = self.call_rets(ret, loc)?;
        let i = self.b.call(id, &vals, &rets);
        self.call_result(i, ret, sret, loc)
    }

    /// `call T %p(args)`: a call through a function pointer (`call_indirect`), the
    /// arguments passed as for a direct call (by-value aggregates as their leaves).
    fn call_indirect(
        &mut self,
        ret: &Ty,
        callee: &TVal,
        args: &[Arg],
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        let p = self.operand(callee)?;
        if self.b.ty(p) != Type::Ptr(gfxc_ir::AddrSpace::Flat) {
            return Err(unsupported(
                callee.loc,
                "an indirect call through a non-generic pointer",
            ));
        }
        let sret = self.sret_slot(ret, loc)?;
        let mut vals = self.call_args(args, loc)?;
        vals.splice(0..0, sret);
        let rets = self.call_rets(ret, loc)?;
        let i = self.b.call_indirect(p, &vals, &rets);
        self.call_result(i, ret, sret, loc)
    }

    /// A call's argument values: by-value aggregates as their leaves
    /// (`lower::agg_param_leaves`), other arguments as one value each.
    fn call_args(&mut self, args: &[Arg], loc: SrcLoc) -> LResult<Vec<Value>> {
        let mut vals = Vec::new();
        for a in args {
            if self.is_agg(&a.v.ty) {
                let x = self.operand_lv(&a.v)?;
                self.leaves(x, &a.v.ty, loc, &mut vals)?;
            } else {
                vals.push(self.operand(&a.v)?);
            }
        }
        Ok(vals)
    }

    /// For a call returning a large aggregate (`crate::agg_ret::agg_ret_sret`), the stack
    /// object it is returned in (an `alloca` of the aggregate's size and alignment), passed
    /// as the hidden first argument.
    fn sret_slot(&mut self, ret: &Ty, loc: SrcLoc) -> LResult<Option<Value>> {
        if !self.is_agg(ret) || !crate::agg_ret::agg_ret_sret(&self.m.types, ret, loc)? {
            return Ok(None);
        }
        let (size, align) = self.m.types.size_align(ret, loc)?;
        let size = u32::try_from(size).map_err(|_| unsupported(loc, "result larger than 4 GiB"))?;
        Ok(Some(self.b.alloca(size, align)))
    }

    /// The result types of a call returning `ret` (an aggregate packed, `crate::agg_ret`;
    /// none when it comes back through a hidden pointer).
    fn call_rets(&mut self, ret: &Ty, loc: SrcLoc) -> LResult<Vec<Type>> {
        Ok(match ret {
            Ty::Void => vec![],
            t if self.is_agg(t) && crate::agg_ret::agg_ret_sret(&self.m.types, t, loc)? => vec![],
            t if self.is_agg(t) => vec![crate::agg_ret::agg_ret_type(&self.m.types, t, loc)?],
            t => vec![self.m.types.ir_odd(t, loc)?],
        })
    }

    /// The value of the call `i` returning `ret`.
    fn call_result(
        &mut self,
        i: gfxc_ir::Inst,
        ret: &Ty,
        sret: Option<Value>,
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        if let Some(p) = sret {
            let (_, align) = self.m.types.size_align(ret, loc)?;
            let parts = self.agg_load(ret, p, gfxc_ir::MemFlags::aligned(align), loc)?;
            return Ok(Some(self.new_agg(parts)));
        }
        let Some(&r) = self.b.func.dfg.inst_results(i).first() else {
            return Ok(None);
        };
        if self.is_agg(ret) {
            return self.agg_ret_unpack(r, ret, loc).map(Some);
        }
        Ok(Some(LV::V(r)))
    }

    fn arg(&mut self, args: &[Arg], n: usize, loc: SrcLoc) -> LResult<Value> {
        match args.get(n) {
            Some(a) => self.operand(&a.v),
            None => Err(gfxc_ir::Diagnostic::new(
                loc,
                format!("intrinsic call needs at least {} arguments", n + 1),
            )),
        }
    }

    fn intrinsic(
        &mut self,
        name: &str,
        ret: &Ty,
        args: &[Arg],
        afn: bool,
        cloc: SrcLoc,
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        let base = base_name(name);
        let v = |x: Value| Ok(Some(LV::V(x)));
        if let Some(d) = base
            .strip_prefix("amdgcn.workitem.id.")
            .and_then(Dim::from_name)
        {
            return v(self.b.workitem_id(d));
        }
        if let Some(d) = base
            .strip_prefix("amdgcn.workgroup.id.")
            .and_then(Dim::from_name)
        {
            return v(self.b.workgroup_id(d));
        }
        if name.starts_with("amdgcn.mul") {
            let t = self.m.types.ir(ret, loc)?;
            if let Some(r) = self.mul24(name, t, args, cloc) {
                return r.map(|x| Some(LV::V(x)));
            }
        }
        if let Some(r) = self.math_intrinsic(base, args, ret, afn, cloc, loc) {
            return r;
        }
        if let Some(r) = self.int_intrinsic(base, args, loc) {
            return r.map(Some);
        }
        if let Some(r) = self.vector_reduce(base, args, cloc) {
            return r;
        }
        let unary = |op: Opcode| Some(op);
        let un_op = match base {
            "fabs" => unary(Opcode::Fabs),
            "sqrt" | "amdgcn.sqrt" => unary(Opcode::Sqrt),
            "exp2" => unary(Opcode::Exp2),
            "log2" => unary(Opcode::Log2),
            "sin" => unary(Opcode::Sin),
            "cos" => unary(Opcode::Cos),
            "floor" => unary(Opcode::Floor),
            "ceil" => unary(Opcode::Ceil),
            "trunc" => unary(Opcode::Trunc),
            "round" => unary(Opcode::Round),
            "roundeven" | "rint" | "nearbyint" => unary(Opcode::Roundeven),
            "ctpop" => unary(Opcode::Ctpop),
            "ctlz" => unary(Opcode::Ctlz),
            "cttz" => unary(Opcode::Cttz),
            "abs" => unary(Opcode::Iabs),
            "bitreverse" => unary(Opcode::Bitreverse),
            "amdgcn.rcp" => unary(Opcode::Rcp),
            "amdgcn.rsq" => unary(Opcode::Rsq),
            _ => None,
        };
        if let Some(op) = un_op {
            let x = self.arg(args, 0, loc)?;
            return v(self.b.unary(op, x));
        }
        let bin_op = match base {
            "minnum" => Some(Opcode::Fmin),
            "maxnum" => Some(Opcode::Fmax),
            "copysign" => Some(Opcode::Copysign),
            "smin" => Some(Opcode::Smin),
            "smax" => Some(Opcode::Smax),
            "umin" => Some(Opcode::Umin),
            "umax" => Some(Opcode::Umax),
            _ => None,
        };
        if let Some(op) = bin_op {
            let (x, y) = (self.arg(args, 0, loc)?, self.arg(args, 1, loc)?);
            return v(self.b.binary(op, x, y));
        }
        match base {
            "fma" | "fmuladd" => {
                let (a, b, c) = (
                    self.arg(args, 0, loc)?,
                    self.arg(args, 1, loc)?,
                    self.arg(args, 2, loc)?,
                );
                v(self.b.fma(a, b, c))
            }
            "amdgcn.dispatch.ptr" => v(self.b.query(Opcode::DispatchPtr)),
            "amdgcn.implicitarg.ptr" => v(self.b.query(Opcode::ImplicitargPtr)),
            "amdgcn.dispatch.id" => v(self.b.query(Opcode::DispatchId)),
            "amdgcn.queue.ptr" => {
                // Code object V5 passes the queue pointer as the hidden argument
                // `hidden_queue_ptr` (implicit-argument offset 200, AMDGPUUsage), which the
                // runtime fills with the dispatch's `amd_queue_t`. llc-19 (V5 by default) has
                // no user SGPR for it then and returns poison; the hidden argument is the
                // defined refinement (and what llc-19's own GFX6-8 trap lowering reads).
                let ia = self.b.query(Opcode::ImplicitargPtr);
                let off = self.b.iconst(gfxc_ir::Type::I64, 200);
                let a = self.b.ptradd(ia, off);
                let t = gfxc_ir::Type::ptr(gfxc_ir::AddrSpace::Constant);
                v(self.b.load(t, a, 8))
            }
            "amdgcn.is.shared" | "amdgcn.is.private" => {
                // A flat pointer is in the LDS (private) aperture when its high half is the
                // aperture's: `hidden_shared_base` (`hidden_private_base`), the same word
                // `lower/src/addrspace_cast.rs` builds flat pointers from.
                let p = self.arg(args, 0, loc)?;
                let off = if base == "amdgcn.is.shared" {
                    gfxc_ir::launch::hidden::SHARED_BASE
                } else {
                    gfxc_ir::launch::hidden::PRIVATE_BASE
                };
                let ia = self.b.query(Opcode::ImplicitargPtr);
                let k = self.b.iconst(Type::I64, off as i64);
                let a = self.b.ptradd(ia, k);
                let ap = self.b.load(Type::I32, a, 4);
                let pi = self.b.ptrtoint(Type::I64, p);
                let k32 = self.b.iconst(Type::I64, 32);
                let h = self.b.lshr(pi, k32);
                let hi = self.b.itrunc(Type::I32, h);
                v(self.b.icmp(IntCC::Eq, hi, ap))
            }
            "amdgcn.kernarg.segment.ptr" => v(self.b.query(Opcode::KernargPtr)),
            "amdgcn.wavefrontsize" => v(self.b.query(Opcode::WaveSize)),
            "amdgcn.s.barrier" => {
                self.b.barrier();
                Ok(None)
            }
            "amdgcn.readfirstlane"
            | "amdgcn.readlane"
            | "amdgcn.writelane"
            | "amdgcn.update.dpp"
            | "amdgcn.mov.dpp"
            | "amdgcn.permlane16"
            | "amdgcn.permlanex16"
            | "amdgcn.permlane64" => self
                .lane_move(base, ret, args, cloc, loc)
                .map(|x| Some(LV::V(x))),
            "amdgcn.icmp" | "amdgcn.fcmp" => {
                let t = self.m.types.ir(ret, loc)?;
                let (a, b) = (self.arg(args, 0, loc)?, self.arg(args, 1, loc)?);
                let pred = match args.get(2).map(|a| &a.v.val) {
                    Some(Val::Int(k)) => *k,
                    _ => {
                        return Err(unsupported(
                            cloc,
                            format!("'@llvm.{name}' with a non-constant predicate"),
                        ))
                    }
                };
                let c = if base == "amdgcn.icmp" {
                    use gfxc_ir::IntCC::*;
                    // LLVM's CmpInst::Predicate numbering (ICMP_EQ = 32 ... ICMP_SLE = 41).
                    let cc = match pred {
                        32 => Eq,
                        33 => Ne,
                        34 => Ugt,
                        35 => Uge,
                        36 => Ult,
                        37 => Ule,
                        38 => Sgt,
                        39 => Sge,
                        40 => Slt,
                        41 => Sle,
                        // Not an integer predicate: LLVM 19 lowers the call to `undef`
                        // (`SITargetLowering::lowerICMPIntrinsic`); 0 refines it.
                        _ => return v(self.b.iconst(t, 0)),
                    };
                    self.b.icmp(cc, a, b)
                } else {
                    // FCMP_FALSE = 0 ... FCMP_TRUE = 15, in `FloatCC::ALL`'s order except
                    // that LLVM numbers `uno` (8) before `ueq` (9).
                    use gfxc_ir::FloatCC::*;
                    let cc = match pred {
                        // 6 (FCMP_ONE) is `une`: llc-19 selects `v_cmp_neq` for it (true
                        // for NaN operands), and gfxc gives llc-19's result.
                        0 => False,
                        1 => Oeq,
                        2 => Ogt,
                        3 => Oge,
                        4 => Olt,
                        5 => Ole,
                        6 => Une,
                        7 => Ord,
                        8 => Uno,
                        9 => Ueq,
                        10 => Ugt,
                        11 => Uge,
                        12 => Ult,
                        13 => Ule,
                        14 => Une,
                        15 => True,
                        // Not a float predicate: `undef` in LLVM 19 (`lowerFCMPIntrinsic`).
                        _ => return v(self.b.iconst(t, 0)),
                    };
                    match cc {
                        // Constant predicates: no compare (not every generation has the
                        // `v_cmp_f`/`v_cmp_tru` forms).
                        False | True => {
                            self.b.iconst(Type::Scalar(Scalar::I1), (cc == True) as i64)
                        }
                        _ => self.b.fcmp(cc, a, b),
                    }
                };
                // The result is the ballot of the compare over the active lanes.
                v(self.b.ballot(t, c))
            }
            "amdgcn.live.mask" => {
                // Compute kernels have no helper lanes: every lane that runs is live.
                let t = self.m.types.ir(ret, loc)?;
                v(self.b.iconst(t, 1))
            }
            "amdgcn.ballot" => {
                let t = self.m.types.ir(ret, loc)?;
                let c = self.arg(args, 0, loc)?;
                v(self.b.ballot(t, c))
            }
            "amdgcn.wave.reduce.umin" | "amdgcn.wave.reduce.umax" => {
                let x = self.arg(args, 0, loc)?;
                if self.b.ty(x) != Type::I32 {
                    return Err(unsupported(
                        loc,
                        format!("'@llvm.{name}' of type '{}'", self.b.ty(x)),
                    ));
                }
                v(self.wave_reduce(base == "amdgcn.wave.reduce.umin", x))
            }
            "expect" | "expect.with.probability" => {
                // A branch-weight hint: the value is the first operand.
                let x = self.arg(args, 0, loc)?;
                v(x)
            }
            "memcpy" | "memcpy.inline" | "memmove" | "memset" | "memset.inline"
                if !matches!(args.get(2).map(|a| &a.v.val), Some(Val::Int(_))) =>
            {
                self.mem_loop(args, base, loc)?;
                Ok(None)
            }
            "memcpy" | "memcpy.inline" | "memmove" => {
                self.memcpy(args, base == "memmove", loc)?;
                Ok(None)
            }
            "memset" | "memset.inline" => {
                self.memset(args, loc)?;
                Ok(None)
            }
            "lifetime.start"
            | "lifetime.end"
            | "assume"
            | "dbg.value"
            | "dbg.declare"
            | "dbg.label"
            | "dbg.assign"
            | "experimental.noalias.scope.decl"
            | "sideeffect"
            | "donothing"
            | "amdgcn.sched.barrier"
            | "amdgcn.sched.group.barrier"
            | "amdgcn.s.waitcnt" => {
                if !ret.is_void() {
                    return Err(unsupported(
                        cloc,
                        format!("intrinsic '@llvm.{name}' with a result"),
                    ));
                }
                Ok(None)
            }
            "amdgcn.s.setreg" | "amdgcn.s.getreg" => {
                // MODE's FP_ROUND, FP_DENORM, DX10_CLAMP and IEEE fields are modelled
                // (`gfxc_ir::intrinsics::hwreg_field`); other registers and fields are refused.
                let field = match args.first().map(|a| &a.v.val) {
                    Some(Val::Int(h)) => gfxc_ir::intrinsics::hwreg_field(*h as u64),
                    _ => Err("a hardware register not known at compile time".to_string()),
                };
                if let Err(e) = field {
                    return Err(unsupported(
                        cloc,
                        format!("intrinsic '@llvm.{name}' of {e}"),
                    ));
                }
                let mut vals = Vec::new();
                for a in args {
                    vals.push(self.operand(&a.v)?);
                }
                let (n, t) = if base == "amdgcn.s.setreg" {
                    ("amdgcn.s.setreg", None)
                } else {
                    ("amdgcn.s.getreg", Some(Type::I32))
                };
                let i = self.b.intrinsic(n, &vals, t);
                Ok(self.b.func.dfg.inst_results(i).first().map(|&r| LV::V(r)))
            }
            "amdgcn.ds.append" | "amdgcn.ds.consume" => {
                // LDS counters only: the region (GDS, `p2`) forms and `gds = true` use the
                // global data share, which compute dispatches do not get by default.
                let gds = !matches!(
                    args.get(1).map(|a| &a.v.val),
                    Some(Val::Int(0) | Val::Bool(false) | Val::Zero)
                );
                let Some(sig) = gfxc_ir::intrinsics::lookup(name).filter(|_| !gds) else {
                    return Err(unsupported(
                        cloc,
                        format!("intrinsic '@llvm.{name}' on the global data share (GDS)"),
                    ));
                };
                let mut vals = Vec::new();
                for a in args {
                    vals.push(self.operand(&a.v)?);
                }
                let i = self.b.intrinsic(sig.name, &vals, sig.result);
                v(self.b.func.dfg.inst_results(i)[0])
            }
            // `set.inactive(x, y)`: x in the active lanes, y in the others; `strict.wwm` /
            // `wwm` / `strict.wqm` / `wqm`: the value computed in whole-wave / whole-quad mode
            // (`gfxc_ir::wwm`). Any type of 32 or 64 bits or less, word by word as the lane
            // moves (`wwm` is LLVM's old name of `strict.wwm`; `wqm`, which LLVM places more
            // loosely, is taken as `strict.wqm`).
            "amdgcn.set.inactive"
            | "amdgcn.strict.wwm"
            | "amdgcn.wwm"
            | "amdgcn.strict.wqm"
            | "amdgcn.wqm" => self
                .lane_move(base, ret, args, cloc, loc)
                .map(|x| Some(LV::V(x))),
            "amdgcn.global.atomic.fadd"
            | "amdgcn.global.atomic.fmin"
            | "amdgcn.global.atomic.fmax"
            | "amdgcn.flat.atomic.fadd"
            | "amdgcn.flat.atomic.fmin"
            | "amdgcn.flat.atomic.fmax"
            | "amdgcn.ds.fadd"
            | "amdgcn.ds.fmin"
            | "amdgcn.ds.fmax" => self
                .fp_atomic_intrinsic(name, base, ret, args, cloc, loc)
                .map(|x| Some(LV::V(x))),
            "amdgcn.exp" | "amdgcn.exp.compr" | "amdgcn.exp.row" => Err(unsupported(
                cloc,
                format!(
                    "intrinsic '@llvm.{name}': exports (`exp`) write a graphics pipeline's render \
                     targets or position buffer, which an HSA compute dispatch does not have"
                ),
            )),
            _ => match gfxc_ir::intrinsics::lookup(name) {
                // A gfxc target intrinsic (`amdgcn.mbcnt.lo`, `amdgcn.ds.bpermute`, ...):
                // same name, same signature (the registry holds LLVM 19's).
                Some(sig) => {
                    let mut vals = Vec::new();
                    for a in args {
                        vals.push(self.operand(&a.v)?);
                    }
                    if sig.second_result.is_some() {
                        // `{T, i1}` (`amdgcn.div.scale`): a call with two results, used as
                        // the pair `extractvalue` reads.
                        let data = gfxc_ir::InstData::Intrinsic {
                            name: sig.name.to_string(),
                            args: vals.into_iter().collect(),
                        };
                        let i = self.b.build(data, &sig.results());
                        let r = self.b.func.dfg.inst_results(i);
                        return Ok(Some(LV::CmpX(r[0], r[1])));
                    }
                    let i = self.b.intrinsic(sig.name, &vals, sig.result);
                    Ok(self.b.func.dfg.inst_results(i).first().map(|&r| LV::V(r)))
                }
                None => Err(unsupported(cloc, format!("intrinsic '@llvm.{name}'"))),
            },
        }
    }

    /// The cross-lane moves that LLVM 19 overloads on any type (`readfirstlane.T`,
    /// `readlane.T`, `writelane.T`, `update.dpp.T`, `mov.dpp.T`, `permlane16.T`,
    /// `permlanex16.T`, `permlane64.T`), as llc-19 legalizes them:
    /// the value is split into 32-bit words (pointers through `ptrtoint`, floats and vectors
    /// through `bitcast`, sub-dword values zero-extended), each word moves with the `i32`
    /// form, and the words are put back together. `mov.dpp` is `update.dpp` with `old` = 0
    /// (LLVM's `old` is poison there; 0 refines it).
    fn lane_move(
        &mut self,
        base: &str,
        ret: &Ty,
        args: &[Arg],
        cloc: SrcLoc,
        loc: SrcLoc,
    ) -> LResult<Value> {
        let nargs = match base {
            "amdgcn.readfirstlane" => 1,
            "amdgcn.readlane" => 2,
            "amdgcn.writelane" => 3,
            "amdgcn.update.dpp" | "amdgcn.permlane16" | "amdgcn.permlanex16" => 6,
            "amdgcn.permlane64" => 1,
            "amdgcn.set.inactive" => 2,
            "amdgcn.strict.wwm" | "amdgcn.wwm" | "amdgcn.strict.wqm" | "amdgcn.wqm" => 1,
            _ => 5,
        };
        let mut vals = Vec::new();
        for k in 0..nargs {
            vals.push(self.arg(args, k, loc)?);
        }
        // `bfloat` (carried as its `i16` bits, `crate::bfloat`) passes through the
        // value-preserving forms as its bits: T is the data operand's type.
        let t = match self.m.types.ir(ret, loc) {
            Ok(t) => t,
            Err(_) if self.is_bf(ret) && base != "amdgcn.update.dpp" => self.b.ty(vals[0]),
            Err(e) => return Err(e),
        };
        let bits = t.bits();
        if !(bits <= 32 || bits == 64) || t.is_bool() {
            return Err(unsupported(cloc, format!("'@llvm.{base}' of '{t}'")));
        }
        // Data operands (of type T): the others are lane indices and DPP controls.
        let data: &[usize] = match base {
            "amdgcn.readfirstlane" | "amdgcn.readlane" => &[0],
            "amdgcn.writelane" => &[0, 2],
            "amdgcn.update.dpp"
            | "amdgcn.set.inactive"
            | "amdgcn.permlane16"
            | "amdgcn.permlanex16" => &[0, 1],
            _ => &[0],
        };
        let n = if bits == 64 { 2 } else { 1 };
        let mut words: Vec<Vec<Value>> = Vec::new();
        for &k in data {
            words.push(self.split_words(vals[k], n));
        }
        let i32t = Type::I32;
        let mut out = Vec::new();
        // Word `w` of every data operand, in `data` order.
        let cols: Vec<Vec<Value>> = (0..n)
            .map(|w| words.iter().map(|x| x[w]).collect())
            .collect();
        for col in &cols {
            let d = |k: usize| col[data.iter().position(|&x| x == k).unwrap_or(0)];
            let r = match base {
                "amdgcn.readfirstlane" => self.b.readfirstlane(d(0)),
                "amdgcn.readlane" => self.b.readlane(d(0), vals[1]),
                "amdgcn.writelane" => {
                    let i = self.b.intrinsic(
                        "amdgcn.writelane.i32",
                        &[d(0), vals[1], d(2)],
                        Some(i32t),
                    );
                    self.b.func.dfg.inst_results(i)[0]
                }
                "amdgcn.set.inactive" => {
                    let i = self
                        .b
                        .intrinsic(gfxc_ir::wwm::SET_INACTIVE, &[d(0), d(1)], Some(i32t));
                    self.b.func.dfg.inst_results(i)[0]
                }
                "amdgcn.strict.wwm" | "amdgcn.wwm" | "amdgcn.strict.wqm" | "amdgcn.wqm" => {
                    let n = if base.ends_with("wwm") {
                        "amdgcn.strict.wwm.i32"
                    } else {
                        "amdgcn.strict.wqm.i32"
                    };
                    let i = self.b.intrinsic(n, &[d(0)], Some(i32t));
                    self.b.func.dfg.inst_results(i)[0]
                }
                "amdgcn.permlane16" | "amdgcn.permlanex16" => {
                    let a = [d(0), d(1), vals[2], vals[3], vals[4], vals[5]];
                    let i = self.b.intrinsic(base, &a, Some(i32t));
                    self.b.func.dfg.inst_results(i)[0]
                }
                "amdgcn.permlane64" => {
                    let i = self.b.intrinsic(base, &[d(0)], Some(i32t));
                    self.b.func.dfg.inst_results(i)[0]
                }
                "amdgcn.update.dpp" => {
                    let a = [d(0), d(1), vals[2], vals[3], vals[4], vals[5]];
                    let i = self.b.intrinsic("amdgcn.update.dpp.i32", &a, Some(i32t));
                    self.b.func.dfg.inst_results(i)[0]
                }
                _ => {
                    let zero = self.b.iconst(i32t, 0);
                    let a = [zero, d(0), vals[1], vals[2], vals[3], vals[4]];
                    let i = self.b.intrinsic("amdgcn.update.dpp.i32", &a, Some(i32t));
                    self.b.func.dfg.inst_results(i)[0]
                }
            };
            out.push(r);
        }
        Ok(self.join_words(&out, t))
    }

    /// The float atomic intrinsics LLVM 20 replaces by `atomicrmw` (its AutoUpgrade reads them
    /// so): `global.atomic.*` / `flat.atomic.*` (`fadd`, `fmin`, `fmax`) are `atomicrmw OP`
    /// at `syncscope("agent") monotonic`; `ds.*(p, x, ordering, scope, volatile)` take the
    /// ordering operand when it names an atomic ordering of LLVM's numbering other than
    /// unordered (else `seq_cst`), `agent` scope (the scope operand never worked, LLVM says)
    /// and the volatile flag. The old value is the result. The instructions' relaxed
    /// denormal handling is not needed: the `atomicrmw` is exact, a refinement.
    fn fp_atomic_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        ret: &Ty,
        args: &[Arg],
        cloc: SrcLoc,
        loc: SrcLoc,
    ) -> LResult<Value> {
        let t = self.m.types.ir(ret, loc)?;
        let vector = t.is_vector() && t.is_float() && t.store_size() == 4;
        if !matches!(t, Type::Scalar(Scalar::F32 | Scalar::F64)) && !vector {
            return Err(unsupported(
                cloc,
                format!("intrinsic '@llvm.{name}' of '{ret}'"),
            ));
        }
        let p = self.arg(args, 0, loc)?;
        let x = self.arg(args, 1, loc)?;
        let op = match base.rsplit('.').next() {
            Some("fadd") => gfxc_ir::RmwOp::Fadd,
            Some("fmin") => gfxc_ir::RmwOp::Fmin,
            _ => gfxc_ir::RmwOp::Fmax,
        };
        let int = |k: usize| match args.get(k).map(|a| &a.v.val) {
            Some(Val::Int(n)) => Some(*n),
            Some(Val::Bool(b)) => Some(*b as i128),
            Some(Val::Zero) => Some(0),
            _ => None,
        };
        let (ordering, volatile) = if base.starts_with("amdgcn.ds.") {
            use gfxc_ir::Ordering as O;
            let o = match int(2) {
                Some(2) => O::Monotonic,
                Some(4) => O::Acquire,
                Some(5) => O::Release,
                Some(6) => O::AcqRel,
                _ => O::SeqCst,
            };
            (o, int(4).is_some_and(|v| v != 0))
        } else {
            (gfxc_ir::Ordering::Monotonic, false)
        };
        let flags = MemFlags {
            align: t.store_size(),
            volatile,
            nontemporal: false,
            invariant: false,
            ordering,
            scope: gfxc_ir::SyncScope::AGENT,
        };
        if vector {
            // `<2 x half>` (`global_atomic_pk_add_f16`): the compare-and-swap loop of a
            // vector `atomicrmw` (`lower.rs`).
            let vop = match op {
                gfxc_ir::RmwOp::Fadd => Opcode::Fadd,
                gfxc_ir::RmwOp::Fmin => Opcode::Fmin,
                _ => Opcode::Fmax,
            };
            return Ok(self.vector_rmw_loop(vop, Type::I32, p, x, flags));
        }
        let i = self.b.build(
            gfxc_ir::InstData::AtomicRmw {
                op,
                flags,
                args: [p, x],
            },
            &[t],
        );
        Ok(self.b.func.dfg.first_result(i))
    }

    /// `x` as `n` 32-bit words, lowest first (`n` = 2 for 64-bit types).
    fn split_words(&mut self, x: Value, n: usize) -> Vec<Value> {
        let t = self.b.ty(x);
        let bits = t.bits();
        let int = match bits {
            8 => Type::Scalar(Scalar::I8),
            16 => Type::Scalar(Scalar::I16),
            32 => Type::I32,
            _ => Type::I64,
        };
        let xi = if t.is_ptr() {
            self.b.ptrtoint(int, x)
        } else if t == int {
            x
        } else {
            self.b.bitcast(int, x)
        };
        match (bits, n) {
            (32, _) => vec![xi],
            (_, 1) => vec![self.b.zext(Type::I32, xi)],
            _ => {
                let lo = self.b.itrunc(Type::I32, xi);
                let k = self.b.iconst(Type::I64, 32);
                let h = self.b.lshr(xi, k);
                let hi = self.b.itrunc(Type::I32, h);
                vec![lo, hi]
            }
        }
    }

    /// The inverse of [`Self::split_words`] for a value of type `t`.
    fn join_words(&mut self, w: &[Value], t: Type) -> Value {
        let bits = t.bits();
        let int = match bits {
            8 => Type::Scalar(Scalar::I8),
            16 => Type::Scalar(Scalar::I16),
            32 => Type::I32,
            _ => Type::I64,
        };
        let xi = match (bits, w.len()) {
            (32, _) => w[0],
            (_, 1) => self.b.itrunc(int, w[0]),
            _ => {
                let lo = self.b.zext(Type::I64, w[0]);
                let hi = self.b.zext(Type::I64, w[1]);
                let k = self.b.iconst(Type::I64, 32);
                let hs = self.b.shl(hi, k);
                self.b.or(lo, hs)
            }
        };
        if t.is_ptr() {
            self.b.inttoptr(t, xi)
        } else if t == int {
            xi
        } else {
            self.b.bitcast(t, xi)
        }
    }

    fn const_len(&self, args: &[Arg], n: usize, loc: SrcLoc) -> LResult<u32> {
        match args.get(n).map(|a| &a.v.val) {
            Some(Val::Int(len)) if (0..=MAX_MEM_BYTES).contains(len) => Ok(*len as u32),
            Some(Val::Int(len)) => Err(unsupported(
                loc,
                format!("memory intrinsic of {len} bytes (at most {MAX_MEM_BYTES})"),
            )),
            _ => Err(unsupported(
                loc,
                "memory intrinsic with a non-constant length",
            )),
        }
    }

    fn is_volatile(args: &[Arg], n: usize) -> bool {
        matches!(
            args.get(n).map(|a| &a.v.val),
            Some(Val::Bool(true)) | Some(Val::Int(1))
        )
    }

    /// Chunks `(offset, bytes)` covering `len` bytes, none larger than `align` (max 8).
    fn chunks(len: u32, align: u32) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        let (mut off, mut size) = (0, align.clamp(1, 8));
        while off < len {
            while size > len - off {
                size /= 2;
            }
            out.push((off, size));
            off += size;
        }
        out
    }

    fn chunk_type(bytes: u32) -> Type {
        Type::Scalar(match bytes {
            1 => Scalar::I8,
            2 => Scalar::I16,
            4 => Scalar::I32,
            _ => Scalar::I64,
        })
    }

    fn addr_at(&mut self, p: Value, off: u32) -> Value {
        if off == 0 {
            return p;
        }
        let o = self.offset_const(p, off as i64);
        self.b.ptradd(p, o)
    }

    /// `llvm.amdgcn.wave.reduce.umin/umax.i32`: the unsigned minimum / maximum of `x` over
    /// the wave's active lanes, the same value in every lane. As LLVM 19's iterative
    /// strategy (`SIISelLowering` `lowerWaveReduce`; the strategy argument only chooses how,
    /// never what): the active-lane mask from `ballot(true)`, then a uniform loop taking the
    /// lowest remaining lane (`cttz`), reading its value (`readlane`) into the accumulator
    /// (starting at the identity, `u32::MAX` for umin, 0 for umax) and clearing its bit.
    fn wave_reduce(&mut self, umin: bool, x: Value) -> Value {
        let t = Type::I1;
        let yes = self.b.iconst(t, 1);
        let mask = self.b.ballot(Type::I64, yes);
        let init = self
            .b
            .iconst(Type::I32, if umin { u32::MAX as i64 } else { 0 });
        let head = self.b.create_block();
        let m = self.b.append_block_param(head, Type::I64);
        let acc = self.b.append_block_param(head, Type::I32);
        let body = self.b.create_block();
        let exit = self.b.create_block();
        let r = self.b.append_block_param(exit, Type::I32);
        self.b.jump(head, &[mask, init]);
        self.b.switch_to_block(head);
        let zero = self.b.iconst(Type::I64, 0);
        let done = self.b.icmp(IntCC::Eq, m, zero);
        self.b.brif(done, exit, &[acc], body, &[]);
        self.b.switch_to_block(body);
        let lane64 = self.b.unary(Opcode::Cttz, m);
        let lane = self.b.convert(Opcode::Itrunc, Type::I32, lane64);
        let y = self.b.readlane(x, lane);
        let op = if umin { Opcode::Umin } else { Opcode::Umax };
        let acc2 = self.b.binary(op, acc, y);
        let one = self.b.iconst(Type::I64, 1);
        let m1 = self.b.sub(m, one);
        let m2 = self.b.and(m, m1);
        self.b.jump(head, &[m2, acc2]);
        self.b.switch_to_block(exit);
        r
    }

    /// `memcpy`/`memmove`/`memset` of a length known only at run time: a loop of byte
    /// accesses (`i` from 0 while `i < len`, unsigned), as LLVM's `lower-mem-intrinsics`
    /// expands them for AMDGPU (which also falls back to bytes when alignment is unknown).
    /// `memmove` copies backwards (from `len - 1` down) when the destination is above the
    /// source, so overlapping ranges copy as if through a buffer; its pointers must be in
    /// one address space.
    fn mem_loop(&mut self, args: &[Arg], base: &str, loc: SrcLoc) -> LResult<()> {
        let d = self.arg(args, 0, loc)?;
        let len = self.arg(args, 2, loc)?;
        let volatile = Self::is_volatile(args, 3);
        let lt = self.b.ty(len);
        if !matches!(lt, Type::Scalar(Scalar::I32 | Scalar::I64)) {
            return Err(unsupported(
                loc,
                format!("memory intrinsic length of type '{lt}'"),
            ));
        }
        let flags = MemFlags {
            volatile,
            ..MemFlags::aligned(1)
        };
        let set = base.starts_with("memset");
        let src = if set {
            None
        } else {
            Some(self.arg(args, 1, loc)?)
        };
        let byte = if set {
            Some(self.arg(args, 1, loc)?)
        } else {
            None
        };
        // memmove: backwards when `d > s` (same address space only).
        let backward = match (base == "memmove", src) {
            (true, Some(s)) => {
                let (dt, st) = (self.b.ty(d), self.b.ty(s));
                if dt != st {
                    return Err(unsupported(
                        loc,
                        "memmove between address spaces with a non-constant length",
                    ));
                }
                let it = Type::Scalar(crate::lower::int_of_bits(dt.bits()).unwrap_or(Scalar::I64));
                let di = self.b.ptrtoint(it, d);
                let si = self.b.ptrtoint(it, s);
                Some(self.b.icmp(IntCC::Ugt, di, si))
            }
            _ => None,
        };
        let head = self.b.create_block();
        let i = self.b.append_block_param(head, lt);
        let body = self.b.create_block();
        let exit = self.b.create_block();
        let zero = self.b.iconst(lt, 0);
        self.b.jump(head, &[zero]);
        self.b.switch_to_block(head);
        let more = self.b.icmp(IntCC::Ult, i, len);
        self.b.brif(more, body, &[], exit, &[]);
        self.b.switch_to_block(body);
        // The byte index: `i`, or `len - 1 - i` going backwards.
        let k = match backward {
            Some(bw) => {
                let one = self.b.iconst(lt, 1);
                let last = self.b.sub(len, one);
                let down = self.b.sub(last, i);
                self.b.select(bw, down, i)
            }
            None => i,
        };
        let at = |cx: &mut Self, p: Value| {
            let ot = if cx.b.ty(p).bits() == 32 {
                Type::I32
            } else {
                Type::I64
            };
            let o = cx.resize_int(k, ot);
            cx.b.ptradd(p, o)
        };
        let x = match (src, byte) {
            (Some(s), _) => {
                let sp = at(self, s);
                self.b.load_flags(Type::I8, sp, flags)
            }
            (None, Some(b)) => b,
            _ => unreachable!("memset has a byte, memcpy a source"),
        };
        let dp = at(self, d);
        self.b.store_flags(x, dp, flags);
        let one = self.b.iconst(lt, 1);
        let next = self.b.add(i, one);
        self.b.jump(head, &[next]);
        self.b.switch_to_block(exit);
        Ok(())
    }

    fn memcpy(&mut self, args: &[Arg], all_loads_first: bool, loc: SrcLoc) -> LResult<()> {
        let (d, s) = (self.arg(args, 0, loc)?, self.arg(args, 1, loc)?);
        let len = self.const_len(args, 2, loc)?;
        let volatile = Self::is_volatile(args, 3);
        let align = args[0].align.unwrap_or(1).min(args[1].align.unwrap_or(1));
        let chunks = Self::chunks(len, align);
        let flags = |bytes: u32| MemFlags {
            volatile,
            ..MemFlags::aligned(bytes)
        };
        let mut loaded = Vec::new();
        for &(off, bytes) in &chunks {
            let sp = self.addr_at(s, off);
            let x = self.b.load_flags(Self::chunk_type(bytes), sp, flags(bytes));
            if all_loads_first {
                loaded.push(x);
            } else {
                let dp = self.addr_at(d, off);
                self.b.store_flags(x, dp, flags(bytes));
            }
        }
        for (&(off, bytes), x) in chunks.iter().zip(loaded) {
            let dp = self.addr_at(d, off);
            self.b.store_flags(x, dp, flags(bytes));
        }
        Ok(())
    }

    fn memset(&mut self, args: &[Arg], loc: SrcLoc) -> LResult<()> {
        let d = self.arg(args, 0, loc)?;
        let len = self.const_len(args, 2, loc)?;
        let volatile = Self::is_volatile(args, 3);
        let align = args[0].align.unwrap_or(1);
        let byte = args.get(1).map(|a| a.v.val.clone());
        let mut cache: Vec<(u32, Value)> = Vec::new();
        for (off, bytes) in Self::chunks(len, align) {
            let t = Self::chunk_type(bytes);
            let x = match cache.iter().find(|(b, _)| *b == bytes) {
                Some(&(_, x)) => x,
                None => {
                    let rep = (0..bytes).fold(0u64, |acc, k| acc | (1u64 << (8 * k)));
                    let x = match byte {
                        Some(Val::Int(k)) => self
                            .b
                            .iconst(t, ((k as u8) as u64).wrapping_mul(rep) as i64),
                        Some(Val::Zero | Val::Undef) => self.b.iconst(t, 0),
                        _ => {
                            let b8 = self.arg(args, 1, loc)?;
                            let w = if bytes == 1 { b8 } else { self.b.zext(t, b8) };
                            if bytes == 1 {
                                w
                            } else {
                                let r = self.b.iconst(t, rep as i64);
                                self.b.mul(w, r)
                            }
                        }
                    };
                    cache.push((bytes, x));
                    x
                }
            };
            let dp = self.addr_at(d, off);
            self.b.store_flags(
                x,
                dp,
                MemFlags {
                    volatile,
                    ..MemFlags::aligned(bytes)
                },
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overload_suffixes_are_dropped() {
        assert_eq!(base_name("fma.f32"), "fma");
        assert_eq!(base_name("fma.v2f16"), "fma");
        assert_eq!(base_name("memcpy.p1.p1.i64"), "memcpy");
        assert_eq!(base_name("amdgcn.ballot.i64"), "amdgcn.ballot");
        assert_eq!(base_name("amdgcn.workitem.id.x"), "amdgcn.workitem.id.x");
        assert_eq!(
            base_name("amdgcn.mfma.f32.16x16x4f32"),
            "amdgcn.mfma.f32.16x16x4f32"
        );
        assert_eq!(base_name("lifetime.start.p5"), "lifetime.start");
    }

    #[test]
    fn chunks_respect_alignment() {
        assert_eq!(FnCx::chunks(7, 4), vec![(0, 4), (4, 2), (6, 1)]);
        assert_eq!(FnCx::chunks(16, 16), vec![(0, 8), (8, 8)]);
        assert_eq!(FnCx::chunks(3, 1), vec![(0, 1), (1, 1), (2, 1)]);
    }
}
