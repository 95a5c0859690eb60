//! Instruction lowering: one gfxc instruction to one or a few LLVM instructions.
//!
//! Guarantees (each cites the gfxc semantics of `docs/ir.md` it keeps):
//! * shift amounts are reduced modulo the bit width with an `and` (LLVM shifts by the width
//!   or more are poison), unless the amount is a constant already in range;
//! * `umulhi`/`smulhi` multiply in twice the width and take the high half;
//! * `ctlz`/`cttz` pass `is_zero_poison = false` (zero gives the bit width), `iabs` passes
//!   `is_int_min_poison = false` (MIN maps to itself);
//! * `fptosi`/`fptoui` are `llvm.fpto[su]i.sat` (saturating, NaN gives 0);
//! * `fmin`/`fmax` are `llvm.minnum`/`llvm.maxnum`, `rcp`/`rsq` the hardware
//!   `llvm.amdgcn.rcp`/`rsq` (per lane for vectors);
//! * `cmpxchg` of a float compares and swaps the bits (LLVM's cmpxchg takes integers);
//! * `workgroup_size` and `grid_size` read the HSA kernel dispatch packet (AMDGPUUsage
//!   "Kernel Dispatch Packet"): `workgroup_size_{x,y,z}` are u16 at offsets 4/6/8,
//!   `grid_size_{x,y,z}` u32 at offsets 12/16/20;
//! * `lane_id` is `mbcnt.hi(-1, mbcnt.lo(-1, 0))`, exact for wave64 and wave32 (the high
//!   half of EXEC is zero in wave32).

use super::func::FnCx;
use super::{fence_mmra_tags, llvm_type, mangle};
use crate::entities::{Inst, Value};
use crate::instructions::{InstData, MemFlags, Opcode, RmwOp};
use crate::intrinsics;
use crate::types::{Ordering, Scalar, SyncScope, Type};

/// ` syncscope("...")` or nothing for the system scope.
fn scope_text(s: SyncScope) -> String {
    s.llvm_name()
        .map_or(String::new(), |n| format!(" syncscope(\"{n}\")"))
}

/// An LLVM constant of type `t` (scalar or vector) with every lane `lit`.
fn splat_const(t: Type, lit: &str) -> String {
    match t {
        Type::Vector(s, n) => {
            let lane = format!("{} {lit}", llvm_type(Type::Scalar(s)));
            format!("<{}>", vec![lane; n as usize].join(", "))
        }
        _ => lit.to_string(),
    }
}

/// The integer type of `bits`-bit lanes in the shape of `t` (`i128`, `<4 x i64>`).
fn int_shape(t: Type, bits: u32) -> String {
    match t {
        Type::Vector(_, n) => format!("<{n} x i{bits}>"),
        _ => format!("i{bits}"),
    }
}

impl FnCx<'_> {
    /// Lowers one instruction into `self.out`.
    pub(super) fn lower(&mut self, inst: Inst) {
        let f = self.f;
        let data = &f.dfg.insts[inst];
        let results = f.dfg.inst_results(inst);
        let r = results.first().map(|&v| self.name(v)).unwrap_or_default();
        let rty = results.first().map(|&v| f.dfg.value_type(v));
        let lt = results.first().map(|&v| self.ty(v)).unwrap_or_default();
        match data {
            // Inlined at their uses; allocas are hoisted by the caller.
            InstData::IntConst { .. }
            | InstData::FloatConst { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::Alloca { .. } => {}
            InstData::Nullary { opcode } => self.nullary(inst, *opcode, &r),
            InstData::Unary { opcode, arg } => match rty {
                Some(t) => self.unary(inst, *opcode, *arg, &r, t),
                None => self.error(inst, "unary instruction without a result"),
            },
            InstData::Binary { opcode, args } => match rty {
                Some(t) => self.binary(inst, *opcode, args[0], args[1], &r, t),
                None => self.error(inst, "binary instruction without a result"),
            },
            InstData::Ternary { opcode, args } => {
                let [a, b, c] = *args;
                match opcode {
                    Opcode::Fma => {
                        let name = format!("llvm.fma.{}", mangle(rty.unwrap_or(Type::F32)));
                        let args = [self.tv(a), self.tv(b), self.tv(c)];
                        self.call_intrinsic(Some(&r), &lt, &name, &args);
                    }
                    Opcode::Select => {
                        let l = format!(
                            "{r} = select {}, {}, {}",
                            self.tv(a),
                            self.tv(b),
                            self.tv(c)
                        );
                        self.line(l);
                    }
                    Opcode::Insertelement => {
                        let l = format!(
                            "{r} = insertelement {}, {}, {}",
                            self.tv(a),
                            self.tv(b),
                            self.tv(c)
                        );
                        self.line(l);
                    }
                    op => self.error(inst, format!("`{}` is not a ternary operation", op.name())),
                }
            }
            InstData::IntCompare { cond, args } => {
                let l = format!(
                    "{r} = icmp {} {}, {}",
                    cond.name(),
                    self.tv(args[0]),
                    self.val(args[1])
                );
                self.line(l);
            }
            InstData::FloatCompare { cond, args } => {
                let l = format!(
                    "{r} = fcmp {} {}, {}",
                    cond.name(),
                    self.tv(args[0]),
                    self.val(args[1])
                );
                self.line(l);
            }
            InstData::GridQuery { opcode, dim } => {
                let d = dim.name();
                match opcode {
                    Opcode::WorkitemId | Opcode::WorkgroupId => {
                        let kind = if *opcode == Opcode::WorkitemId {
                            "workitem"
                        } else {
                            "workgroup"
                        };
                        self.call_intrinsic(
                            Some(&r),
                            "i32",
                            &format!("llvm.amdgcn.{kind}.id.{d}"),
                            &[],
                        );
                    }
                    Opcode::WorkgroupSize | Opcode::GridSize => {
                        let size = *opcode == Opcode::WorkgroupSize;
                        let (what, off, ty, align) = if size {
                            ("workgroup_size", 4 + 2 * dim.index(), "i16", 2)
                        } else {
                            ("grid_size", 12 + 4 * dim.index(), "i32", 4)
                        };
                        let p4 = "ptr addrspace(4)";
                        self.line(format!(
                            "; {what}_{d}: {ty} at byte {off} of the HSA dispatch packet"
                        ));
                        self.call_intrinsic(
                            Some(&format!("{r}.dp")),
                            p4,
                            "llvm.amdgcn.dispatch.ptr",
                            &[],
                        );
                        self.line(format!("{r}.a = getelementptr i8, {p4} {r}.dp, i64 {off}"));
                        if size {
                            self.line(format!("{r}.s = load i16, {p4} {r}.a, align {align}"));
                            self.line(format!("{r} = zext i16 {r}.s to i32"));
                        } else {
                            self.line(format!("{r} = load {ty}, {p4} {r}.a, align {align}"));
                        }
                    }
                    op => self.error(inst, format!("`{}` is not a grid query", op.name())),
                }
            }
            InstData::Shuffle { args, mask } => {
                let m: Vec<String> = mask.iter().map(|i| format!("i32 {i}")).collect();
                let l = format!(
                    "{r} = shufflevector {}, {}, <{} x i32> <{}>",
                    self.tv(args[0]),
                    self.tv(args[1]),
                    mask.len(),
                    m.join(", ")
                );
                self.line(l);
            }
            InstData::Load { flags, addr } => {
                let (vol, atomic, tail) = self.mem_parts(flags);
                let l = format!("{r} = load {atomic}{vol}{lt}, {}{tail}", self.tv(*addr));
                self.line(l);
            }
            InstData::Store { flags, args } => {
                let (vol, atomic, tail) = self.mem_parts(flags);
                let l = format!(
                    "store {atomic}{vol}{}, {}{tail}",
                    self.tv(args[0]),
                    self.tv(args[1])
                );
                self.line(l);
            }
            InstData::AtomicRmw { op, flags, args } => {
                let vol = if flags.volatile { "volatile " } else { "" };
                let l = format!(
                    "{r} = atomicrmw {vol}{} {}, {}{} {}, align {}",
                    rmw_name(*op),
                    self.tv(args[0]),
                    self.tv(args[1]),
                    scope_text(flags.scope),
                    flags.ordering.name(),
                    flags.align.max(1)
                );
                self.line(l);
            }
            InstData::CmpXchg {
                flags,
                failure,
                weak,
                args,
            } => {
                self.cmpxchg(inst, flags, *failure, *weak, *args);
            }
            InstData::Fence {
                ordering,
                scope,
                spaces,
            } => {
                let mut l = format!("fence{} {}", scope_text(*scope), ordering.name());
                if let Some(tags) = fence_mmra_tags(*spaces) {
                    let nodes: Vec<usize> = tags
                        .iter()
                        .map(|t| self.cx.meta(format!("!{{!\"amdgpu-as\", !\"{t}\"}}")))
                        .collect();
                    let md = if nodes.len() == 1 {
                        nodes[0]
                    } else {
                        let list: Vec<String> = nodes.iter().map(|n| format!("!{n}")).collect();
                        self.cx.meta(format!("!{{{}}}", list.join(", ")))
                    };
                    l.push_str(&format!(", !mmra !{md}"));
                }
                self.line(l);
            }
            InstData::Call { func, args } => {
                let Some(callee) = self.m.functions.get(*func) else {
                    return self.error(inst, "call of an unknown function");
                };
                let a: Vec<String> = args.iter().map(|&v| self.tv(v)).collect();
                let ret = if results.is_empty() {
                    "void".to_string()
                } else {
                    lt.clone()
                };
                let call = format!("call {ret} @{}({})", callee.name, a.join(", "));
                self.line(if results.is_empty() {
                    call
                } else {
                    format!("{r} = {call}")
                });
            }
            InstData::CallIndirect { args } => {
                let a: Vec<String> = args[1..].iter().map(|&v| self.tv(v)).collect();
                let ret = if results.is_empty() {
                    "void".to_string()
                } else {
                    lt.clone()
                };
                let call = format!("call {ret} {}({})", self.val(args[0]), a.join(", "));
                self.line(if results.is_empty() {
                    call
                } else {
                    format!("{r} = {call}")
                });
            }
            InstData::Intrinsic { name, args } => {
                let a: Vec<String> = args.iter().map(|&v| self.tv(v)).collect();
                let sig = intrinsics::lookup(name);
                let llvm_name = sig.map_or(format!("llvm.{name}"), |s| s.llvm_name.to_string());
                let ret = if results.is_empty() {
                    "void".to_string()
                } else {
                    lt.clone()
                };
                if results.len() == 2 {
                    // `{T, i1}` (amdgcn.div.scale): both fields extracted.
                    let pair = format!("{{ {lt}, {} }}", self.ty(results[1]));
                    let p = format!("{r}.p");
                    self.call_intrinsic(Some(&p), &pair, &llvm_name, &a);
                    let second = self.name(results[1]);
                    self.line(format!("{r} = extractvalue {pair} {p}, 0"));
                    self.line(format!("{second} = extractvalue {pair} {p}, 1"));
                    return;
                }
                let res = if results.is_empty() {
                    None
                } else {
                    Some(r.as_str())
                };
                self.call_intrinsic(res, &ret, &llvm_name, &a);
            }
            InstData::InlineAsm { asm, args } => {
                let a: Vec<String> = args.iter().map(|&v| self.tv(v)).collect();
                let tys: Vec<String> = results.iter().map(|&v| self.ty(v)).collect();
                let ret = match tys.len() {
                    0 => "void".to_string(),
                    1 => tys[0].clone(),
                    _ => format!("{{ {} }}", tys.join(", ")),
                };
                // `convergent` is a call-site attribute, after the arguments.
                let call = format!(
                    "call {ret} asm {}\"{}\", \"{}\"({}){}",
                    if asm.side_effect { "sideeffect " } else { "" },
                    crate::inline_asm::escape(&asm.template),
                    crate::inline_asm::escape(&asm.constraints),
                    a.join(", "),
                    if asm.convergent { " convergent" } else { "" },
                );
                match results.len() {
                    0 => self.line(call),
                    1 => self.line(format!("{r} = {call}")),
                    _ => {
                        let agg = format!("{r}.asm");
                        self.line(format!("{agg} = {call}"));
                        for (k, &v) in results.iter().enumerate() {
                            let n = self.name(v);
                            self.line(format!("{n} = extractvalue {ret} {agg}, {k}"));
                        }
                    }
                }
            }
            InstData::Jump { .. } | InstData::Brif { .. } | InstData::Switch { .. } => {
                self.branch(inst)
            }
            InstData::Return { args } => match args.first() {
                Some(&v) => {
                    let l = format!("ret {}", self.tv(v));
                    self.line(l)
                }
                None => self.line("ret void"),
            },
        }
    }

    /// (`volatile `, `atomic `, tail with syncscope, ordering, align and metadata).
    fn mem_parts(&mut self, flags: &MemFlags) -> (&'static str, &'static str, String) {
        let vol = if flags.volatile { "volatile " } else { "" };
        let mut tail = String::new();
        let atomic = if flags.ordering.is_atomic() {
            tail.push_str(&format!(
                "{} {}",
                scope_text(flags.scope),
                flags.ordering.name()
            ));
            "atomic "
        } else {
            ""
        };
        tail.push_str(&format!(", align {}", flags.align.max(1)));
        if flags.nontemporal {
            let md = self.cx.meta("!{i32 1}".to_string());
            tail.push_str(&format!(", !nontemporal !{md}"));
        }
        if flags.invariant && !flags.volatile && !flags.ordering.is_atomic() {
            // What llc-19 reads for the same scalar-cache choice (`MemFlags::invariant`).
            let md = self.cx.meta("!{}".to_string());
            tail.push_str(&format!(", !amdgpu.noclobber !{md}"));
        }
        (vol, atomic, tail)
    }

    fn cmpxchg(
        &mut self,
        inst: Inst,
        flags: &MemFlags,
        failure: Ordering,
        weak: bool,
        args: [Value; 3],
    ) {
        let results = self.f.dfg.inst_results(inst);
        if results.len() != 2 {
            return self.error(inst, "cmpxchg needs two results");
        }
        let (old, ok) = (self.name(results[0]), self.name(results[1]));
        let t = self.f.dfg.value_type(args[1]);
        let (e, n) = (self.tv(args[1]), self.tv(args[2]));
        // LLVM's cmpxchg takes integers and pointers: floats go through their bits.
        let (e, n, it) = if t.is_float() {
            let it = llvm_type(t.with_lane(t.lane().unwrap_or(Scalar::F32).as_int()));
            self.line(format!("{old}.e = bitcast {e} to {it}"));
            self.line(format!("{old}.n = bitcast {n} to {it}"));
            (format!("{it} {old}.e"), format!("{it} {old}.n"), it)
        } else {
            (e, n, llvm_type(t))
        };
        let l = format!(
            "{old}.p = cmpxchg {}{}{}, {e}, {n}{} {} {}, align {}",
            if weak { "weak " } else { "" },
            if flags.volatile { "volatile " } else { "" },
            self.tv(args[0]),
            scope_text(flags.scope),
            flags.ordering.name(),
            failure.name(),
            flags.align.max(1)
        );
        self.line(l);
        if t.is_float() {
            self.line(format!("{old}.i = extractvalue {{ {it}, i1 }} {old}.p, 0"));
            self.line(format!("{old} = bitcast {it} {old}.i to {}", llvm_type(t)));
        } else {
            self.line(format!("{old} = extractvalue {{ {it}, i1 }} {old}.p, 0"));
        }
        self.line(format!("{ok} = extractvalue {{ {it}, i1 }} {old}.p, 1"));
    }

    fn nullary(&mut self, inst: Inst, op: Opcode, r: &str) {
        let p4 = "ptr addrspace(4)";
        match op {
            Opcode::Nullptr => {}
            Opcode::Barrier => self.call_intrinsic(None, "void", "llvm.amdgcn.s.barrier", &[]),
            Opcode::KernargPtr => {
                self.call_intrinsic(Some(r), p4, "llvm.amdgcn.kernarg.segment.ptr", &[])
            }
            Opcode::DispatchPtr => {
                self.call_intrinsic(Some(r), p4, "llvm.amdgcn.dispatch.ptr", &[])
            }
            Opcode::ImplicitargPtr => {
                self.call_intrinsic(Some(r), p4, "llvm.amdgcn.implicitarg.ptr", &[])
            }
            Opcode::DispatchId => {
                self.call_intrinsic(Some(r), "i64", "llvm.amdgcn.dispatch.id", &[])
            }
            Opcode::LaneId => {
                let lo = format!("{r}.lo");
                let args = ["i32 -1".to_string(), "i32 0".to_string()];
                self.call_intrinsic(Some(&lo), "i32", "llvm.amdgcn.mbcnt.lo", &args);
                let args = ["i32 -1".to_string(), format!("i32 {lo}")];
                self.call_intrinsic(Some(r), "i32", "llvm.amdgcn.mbcnt.hi", &args);
            }
            Opcode::WaveSize => {
                self.call_intrinsic(Some(r), "i32", "llvm.amdgcn.wavefrontsize", &[])
            }
            Opcode::Unreachable => self.line("unreachable"),
            op => self.error(inst, format!("`{}` has operands", op.name())),
        }
    }

    fn unary(&mut self, inst: Inst, op: Opcode, a: Value, r: &str, t: Type) {
        let lt = llvm_type(t);
        let m = mangle(t);
        let ta = self.tv(a);
        let intr = |s: &str| format!("llvm.{s}.{m}");
        match op {
            Opcode::Neg => {
                let zero = if t.is_vector() {
                    "zeroinitializer"
                } else {
                    "0"
                };
                let l = format!("{r} = sub {lt} {zero}, {}", self.val(a));
                self.line(l);
            }
            Opcode::Not => {
                let ones = if t.is_bool() { "true" } else { "-1" };
                let l = format!("{r} = xor {ta}, {}", splat_const(t, ones));
                self.line(l);
            }
            Opcode::Iabs => {
                self.call_intrinsic(Some(r), &lt, &intr("abs"), &[ta, "i1 false".into()])
            }
            Opcode::Ctpop => self.call_intrinsic(Some(r), &lt, &intr("ctpop"), &[ta]),
            Opcode::Ctlz => {
                self.call_intrinsic(Some(r), &lt, &intr("ctlz"), &[ta, "i1 false".into()])
            }
            Opcode::Cttz => {
                self.call_intrinsic(Some(r), &lt, &intr("cttz"), &[ta, "i1 false".into()])
            }
            Opcode::Bitreverse => self.call_intrinsic(Some(r), &lt, &intr("bitreverse"), &[ta]),
            Opcode::Fneg => self.line(format!("{r} = fneg {ta}")),
            Opcode::Sin | Opcode::Cos | Opcode::Exp2 | Opcode::Log2
                if t.lane() == Some(Scalar::F64) =>
            {
                // llc-19 has no f64 lowering for these: call the software versions.
                let h = super::f64math::helper(self.cx, op.name());
                self.per_lane(r, t, &[a], |fx, res, _, lanes| {
                    fx.line(format!("{res} = call double @{h}({})", lanes.join(", ")));
                });
            }
            Opcode::Fabs
            | Opcode::Sqrt
            | Opcode::Exp2
            | Opcode::Log2
            | Opcode::Sin
            | Opcode::Cos
            | Opcode::Floor
            | Opcode::Ceil
            | Opcode::Trunc
            | Opcode::Round
            | Opcode::Roundeven => {
                let base = match op {
                    Opcode::Fabs => "fabs",
                    Opcode::Sqrt => "sqrt",
                    Opcode::Exp2 => "exp2",
                    Opcode::Log2 => "log2",
                    Opcode::Sin => "sin",
                    Opcode::Cos => "cos",
                    Opcode::Floor => "floor",
                    Opcode::Ceil => "ceil",
                    Opcode::Trunc => "trunc",
                    Opcode::Round => "round",
                    _ => "roundeven",
                };
                self.call_intrinsic(Some(r), &lt, &intr(base), &[ta]);
            }
            Opcode::Rcp | Opcode::Rsq => {
                let name = if op == Opcode::Rcp {
                    "llvm.amdgcn.rcp"
                } else {
                    "llvm.amdgcn.rsq"
                };
                self.per_lane(r, t, &[a], |fx, res, lane_ty, lanes| {
                    let n = format!("{name}.{}", mangle(lane_ty));
                    fx.call_intrinsic(Some(res), &llvm_type(lane_ty), &n, lanes);
                });
            }
            Opcode::Sext
            | Opcode::Zext
            | Opcode::Itrunc
            | Opcode::Fpext
            | Opcode::Fptrunc
            | Opcode::Sitofp
            | Opcode::Uitofp
            | Opcode::Bitcast
            | Opcode::Ptrtoint
            | Opcode::Inttoptr
            | Opcode::Addrspacecast => {
                let name = if op == Opcode::Itrunc {
                    "trunc"
                } else {
                    op.name()
                };
                self.line(format!("{r} = {name} {ta} to {lt}"));
            }
            Opcode::Fptosi | Opcode::Fptoui => {
                let src = mangle(self.f.dfg.value_type(a));
                let n = format!("llvm.{}.sat.{m}.{src}", op.name());
                self.call_intrinsic(Some(r), &lt, &n, &[ta]);
            }
            Opcode::Splat => {
                let l = format!("{r}.i = insertelement {lt} poison, {ta}, i64 0");
                self.line(l);
                let n = t.lanes();
                self.line(format!(
                    "{r} = shufflevector {lt} {r}.i, {lt} poison, <{n} x i32> zeroinitializer"
                ));
            }
            Opcode::Readfirstlane => self.wave_read(r, t, a, None),
            Opcode::Ballot if t == Type::I32 => {
                // llc-19 cannot select ballot.i32 in wave64; ballot.i64 zero-extends the
                // wave32 mask, so its low half is the i32 ballot on either wave size.
                let n = "llvm.amdgcn.ballot.i64";
                self.call_intrinsic(Some(&format!("{r}.m")), "i64", n, &[ta]);
                self.line(format!("{r} = trunc i64 {r}.m to i32"));
            }
            Opcode::Ballot => {
                let n = format!("llvm.amdgcn.ballot.{m}");
                self.call_intrinsic(Some(r), &lt, &n, &[ta]);
            }
            op => self.error(inst, format!("`{}` is not a unary operation", op.name())),
        }
    }

    fn binary(&mut self, inst: Inst, op: Opcode, a: Value, b: Value, r: &str, t: Type) {
        let lt = llvm_type(t);
        let (ta, vb) = (self.tv(a), self.val(b));
        let simple = match op {
            Opcode::Add => Some("add"),
            Opcode::Sub => Some("sub"),
            Opcode::Mul => Some("mul"),
            Opcode::Sdiv => Some("sdiv"),
            Opcode::Udiv => Some("udiv"),
            Opcode::Srem => Some("srem"),
            Opcode::Urem => Some("urem"),
            Opcode::And => Some("and"),
            Opcode::Or => Some("or"),
            Opcode::Xor => Some("xor"),
            Opcode::Fadd => Some("fadd"),
            Opcode::Fsub => Some("fsub"),
            Opcode::Fmul => Some("fmul"),
            Opcode::Fdiv => Some("fdiv"),
            Opcode::Frem => Some("frem"),
            _ => None,
        };
        if let Some(s) = simple {
            return self.line(format!("{r} = {s} {ta}, {vb}"));
        }
        let intr = match op {
            Opcode::Smin => Some("smin"),
            Opcode::Smax => Some("smax"),
            Opcode::Umin => Some("umin"),
            Opcode::Umax => Some("umax"),
            Opcode::Fmin => Some("minnum"),
            Opcode::Fmax => Some("maxnum"),
            Opcode::Copysign => Some("copysign"),
            _ => None,
        };
        if let Some(s) = intr {
            let n = format!("llvm.{s}.{}", mangle(t));
            let tb = self.tv(b);
            return self.call_intrinsic(Some(r), &lt, &n, &[ta, tb]);
        }
        match op {
            Opcode::Shl | Opcode::Lshr | Opcode::Ashr => {
                let bits = t.lane().map_or(32, Scalar::bits);
                let in_range = match self.f.dfg.value_def(b) {
                    crate::ValueDef::Result(i, _) => {
                        matches!(
                            self.f.dfg.insts[i],
                            InstData::IntConst { imm } if (0..bits as i64).contains(&imm)
                        ) && !t.is_vector()
                    }
                    _ => false,
                };
                let amount = if in_range {
                    vb
                } else {
                    // gfxc: the amount is taken modulo the bit width (LLVM: poison if >= width).
                    let mask = splat_const(t, &(bits - 1).to_string());
                    self.line(format!("{r}.amt = and {lt} {vb}, {mask}"));
                    format!("{r}.amt")
                };
                self.line(format!("{r} = {} {ta}, {amount}", op.name()));
            }
            Opcode::Umulhi | Opcode::Smulhi => {
                let bits = t.lane().map_or(32, Scalar::bits);
                let wide = int_shape(t, 2 * bits);
                let ext = if op == Opcode::Umulhi { "zext" } else { "sext" };
                self.line(format!("{r}.a = {ext} {ta} to {wide}"));
                let tb = self.tv(b);
                self.line(format!("{r}.b = {ext} {tb} to {wide}"));
                self.line(format!("{r}.p = mul {wide} {r}.a, {r}.b"));
                let sh = match t {
                    Type::Vector(_, n) => {
                        let lane = format!("i{} {bits}", 2 * bits);
                        format!("<{}>", vec![lane; n as usize].join(", "))
                    }
                    _ => bits.to_string(),
                };
                self.line(format!("{r}.h = lshr {wide} {r}.p, {sh}"));
                self.line(format!("{r} = trunc {wide} {r}.h to {lt}"));
            }
            Opcode::Ptradd => {
                let tb = self.tv(b);
                self.line(format!("{r} = getelementptr i8, {ta}, {tb}"));
            }
            Opcode::Extractelement => {
                let tb = self.tv(b);
                self.line(format!("{r} = extractelement {ta}, {tb}"));
            }
            Opcode::Readlane => self.wave_read(r, t, a, Some(b)),
            op => self.error(inst, format!("`{}` is not a binary operation", op.name())),
        }
    }

    /// `readfirstlane` (`lane` = None) or `readlane`. llc-19 selects the overloaded
    /// intrinsics for i1, 16-bit and wider scalars and for vectors of 32/64-bit lanes or an
    /// even number of 16-bit lanes; i8 goes through i32, other vectors lane by lane.
    fn wave_read(&mut self, r: &str, t: Type, a: Value, lane: Option<Value>) {
        let lane_arg = lane.map(|l| self.tv(l));
        let call = |fx: &mut Self, res: &str, ty: Type, val: String| {
            let name = match lane_arg {
                Some(_) => format!("llvm.amdgcn.readlane.{}", mangle(ty)),
                None => format!("llvm.amdgcn.readfirstlane.{}", mangle(ty)),
            };
            let mut args = vec![val];
            args.extend(lane_arg.clone());
            fx.call_intrinsic(Some(res), &llvm_type(ty), &name, &args);
        };
        let direct = match t {
            Type::Vector(s, n) => s.bits() >= 32 || (s.bits() == 16 && n % 2 == 0),
            Type::Scalar(s) => s != Scalar::I8,
            Type::Ptr(_) => true,
        };
        if direct {
            let ta = self.tv(a);
            return call(self, r, t, ta);
        }
        if t == Type::I8 {
            let ta = self.tv(a);
            self.line(format!("{r}.w = zext {ta} to i32"));
            call(self, &format!("{r}.r"), Type::I32, format!("i32 {r}.w"));
            return self.line(format!("{r} = trunc i32 {r}.r to i8"));
        }
        let lane_ty = Type::Scalar(t.lane().unwrap_or(Scalar::I32));
        let lt = llvm_type(t);
        let mut acc = "poison".to_string();
        for i in 0..t.lanes() {
            let ta = self.tv(a);
            self.line(format!("{r}.x{i} = extractelement {ta}, i32 {i}"));
            let lane_val = format!("{} {r}.x{i}", llvm_type(lane_ty));
            if lane_ty == Type::I8 {
                self.line(format!("{r}.w{i} = zext {lane_val} to i32"));
                call(
                    self,
                    &format!("{r}.q{i}"),
                    Type::I32,
                    format!("i32 {r}.w{i}"),
                );
                self.line(format!("{r}.r{i} = trunc i32 {r}.q{i} to i8"));
            } else {
                call(self, &format!("{r}.r{i}"), lane_ty, lane_val);
            }
            let dst = if i + 1 == t.lanes() {
                r.to_string()
            } else {
                format!("{r}.v{i}")
            };
            let elt = format!("{} {r}.r{i}", llvm_type(lane_ty));
            self.line(format!("{dst} = insertelement {lt} {acc}, {elt}, i32 {i}"));
            acc = dst;
        }
    }

    /// Applies a scalar operation to every lane of `args` (all of type `t`), building the
    /// result `r`; scalars are passed straight through.
    fn per_lane(
        &mut self,
        r: &str,
        t: Type,
        args: &[Value],
        op: impl Fn(&mut Self, &str, Type, &[String]),
    ) {
        let Type::Vector(s, n) = t else {
            let a: Vec<String> = args.iter().map(|&v| self.tv(v)).collect();
            return op(self, r, t, &a);
        };
        let lane_ty = Type::Scalar(s);
        let lt = llvm_type(t);
        let mut acc = "poison".to_string();
        for i in 0..n as u32 {
            let mut lanes = Vec::new();
            for (k, &v) in args.iter().enumerate() {
                let tv = self.tv(v);
                self.line(format!("{r}.x{k}.{i} = extractelement {tv}, i32 {i}"));
                lanes.push(format!("{} {r}.x{k}.{i}", llvm_type(lane_ty)));
            }
            op(self, &format!("{r}.r{i}"), lane_ty, &lanes);
            let dst = if i + 1 == n as u32 {
                r.to_string()
            } else {
                format!("{r}.v{i}")
            };
            self.line(format!(
                "{dst} = insertelement {lt} {acc}, {} {r}.r{i}, i32 {i}",
                llvm_type(lane_ty)
            ));
            acc = dst;
        }
    }

    /// `br`/`switch` with the destination labels computed by the edge splitting.
    fn branch(&mut self, inst: Inst) {
        let labels = self.edge_labels.get(&inst).cloned().unwrap_or_default();
        let label = |k: usize| labels.get(k).cloned().unwrap_or_else(|| "bb0".into());
        match &self.f.dfg.insts[inst] {
            InstData::Jump { .. } => self.line(format!("br label %{}", label(0))),
            InstData::Brif { cond, .. } => {
                let c = self.tv(*cond);
                self.line(format!("br {c}, label %{}, label %{}", label(0), label(1)));
            }
            InstData::Switch { arg, cases, .. } => {
                let ta = self.tv(*arg);
                let s = self.f.dfg.value_type(*arg).lane().unwrap_or(Scalar::I32);
                let ty = llvm_type(Type::Scalar(s));
                let mut l = format!("switch {ta}, label %{} [", label(0));
                for (k, (key, _)) in cases.iter().enumerate() {
                    let key = super::int_literal(s, *key);
                    l.push_str(&format!("\n    {ty} {key}, label %{}", label(k + 1)));
                }
                l.push_str("\n  ]");
                self.line(l);
            }
            _ => {}
        }
    }
}

fn rmw_name(op: RmwOp) -> &'static str {
    op.name()
}
