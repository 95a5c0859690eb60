//! Translation of a [`Function`] into the interpreter's compact form, once per launch.
//!
//! Guarantees: every SSA value gets a fixed range of register slots (one per vector lane;
//! pointers and scalars one), so the executor never allocates per lane; every operand's slot
//! count is checked against what the operation reads, so a malformed (unverified) function is
//! rejected here with a located error instead of making the executor index out of range.
//! Each block records its immediate post-dominator (a virtual exit node stands for `return` and
//! `unreachable`; blocks that cannot reach the exit are treated as if they could), which is
//! where divergent lanes reconverge.

use super::memory::LaunchMap;
pub(super) use super::ops::*;
use super::postdom::post_dominators;
use super::{Fault, InterpError};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, Module};
use crate::instructions::{InstData, Opcode};
use crate::launch::float::FloatKind;
use crate::types::{Scalar, Type};
use std::collections::HashMap;

/// A compiled block.
#[derive(Clone, Debug)]
pub(super) struct CBlock {
    /// Index of the block's first op in `CFunc::code`.
    pub start: u32,
    /// Immediate post-dominator (`EXIT` for the virtual exit).
    pub ipdom: u32,
}

/// A compiled function.
#[derive(Clone, Debug)]
pub(super) struct CFunc {
    /// The function's name (for errors).
    pub name: String,
    /// Register slots per lane, return slots included.
    pub nslots: u32,
    pub blocks: Vec<CBlock>,
    pub code: Vec<Op>,
    /// The IR instruction of each op (for error locations).
    pub insts: Vec<Inst>,
    /// Element slots of the parameters, in order, with each parameter's type.
    pub params: Vec<(Slot, Type)>,
    /// Element slots where `return` leaves its value.
    pub ret_base: Slot,
    /// The signature (an indirect call checks it against its operands and result).
    pub sig: crate::Signature,
    /// Private bytes the function's allocas take (dispatch packet `private_segment_size`).
    pub private_bytes: u32,
    /// The lanes each op runs on (`crate::wwm`): 0 the active ones, 1 every lane of the
    /// wave, 2 every lane of a quad with an active lane.
    pub modes: Vec<u8>,
}

fn float_kind(s: Scalar) -> Option<FloatKind> {
    match s {
        Scalar::F16 => Some(FloatKind::F16),
        Scalar::F32 => Some(FloatKind::F32),
        Scalar::F64 => Some(FloatKind::F64),
        _ => None,
    }
}

/// Number of slots a value of type `t` takes.
pub(super) fn slots_of(t: Type) -> u32 {
    t.lanes()
}

/// Width in bits of one element of `t` (pointers: address width).
fn elem_bits(t: Type) -> u32 {
    match t {
        Type::Scalar(s) | Type::Vector(s, _) => s.bits(),
        Type::Ptr(a) => a.pointer_bits(),
    }
}

pub(super) fn mask_of(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn mem_ty(t: Type) -> Result<MemTy, String> {
    match t {
        Type::Scalar(s) | Type::Vector(s, _) => Ok(MemTy {
            size: s.bytes() as u8,
            n: t.lanes() as u8,
            bool_: s == Scalar::I1,
            float: float_kind(s),
        }),
        Type::Ptr(a) if !a.is_reserved() => Ok(MemTy {
            size: (a.pointer_bits() / 8) as u8,
            n: 1,
            bool_: false,
            float: None,
        }),
        Type::Ptr(a) => Err(format!("pointers to {} are not supported", a.name())),
    }
}

struct Cx<'a> {
    func: &'a Function,
    slots: HashMap<Value, Slot>,
}

impl Cx<'_> {
    fn ty(&self, v: Value) -> Result<Type, String> {
        if !self.func.dfg.value_is_valid(v) {
            return Err(format!("use of undefined value {v}"));
        }
        Ok(self.func.dfg.value_type(v))
    }

    /// The slot of `v`, checking it has `n` slots.
    fn slot(&self, v: Value, n: u32) -> Result<Slot, String> {
        let t = self.ty(v)?;
        if slots_of(t) != n {
            return Err(format!(
                "operand {v} has type {t}, expected {n} lane(s) (run the verifier)"
            ));
        }
        self.slots
            .get(&v)
            .copied()
            .ok_or_else(|| format!("value {v} is not defined in the layout"))
    }
}

/// Compiles `func` for a launch whose memory map is `map`; `func_index` maps module functions
/// to compiled indices.
pub(super) fn compile(
    module: &Module,
    func: &Function,
    map: &LaunchMap,
    func_index: &dyn Fn(crate::FuncId) -> Option<u32>,
) -> Result<CFunc, InterpError> {
    let err_at = |inst: Option<Inst>, msg: String| InterpError {
        loc: inst
            .map(|i| func.srcmap.insts[i])
            .unwrap_or(func.srcmap.func),
        func: func.name.clone(),
        message: msg,
    };
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    if blocks.is_empty() {
        return Err(err_at(
            None,
            format!("function @{} has no blocks", func.name),
        ));
    }
    let bindex: HashMap<Block, u32> = blocks
        .iter()
        .enumerate()
        .map(|(i, &b)| (b, i as u32))
        .collect();

    // Slots: block parameters and results of placed instructions, in layout order.
    let mut cx = Cx {
        func,
        slots: HashMap::new(),
    };
    let mut next: Slot = 0;
    for &b in &blocks {
        for &p in func.dfg.block_params(b) {
            cx.slots.insert(p, next);
            next += slots_of(func.dfg.value_type(p));
        }
        for &i in func.layout.block_insts(b) {
            for &r in func.dfg.inst_results(i) {
                cx.slots.insert(r, next);
                next += slots_of(func.dfg.value_type(r));
            }
        }
    }
    let ret_n = func.signature.returns.first().map_or(0, |&t| slots_of(t));
    let ret_base = next;
    next += ret_n;
    let entry = blocks[0];
    let mut params = Vec::new();
    for &p in func.dfg.block_params(entry) {
        params.push((cx.slots[&p], func.dfg.value_type(p)));
    }
    if params.len() != func.signature.params.len() {
        return Err(err_at(
            None,
            "entry block parameters do not match the signature".into(),
        ));
    }

    let mut code = Vec::new();
    let mut insts = Vec::new();
    let mut modes = Vec::new();
    let regions = crate::wwm::regions(func);
    let mut cblocks = Vec::new();
    let mut succs: Vec<Vec<u32>> = Vec::new();
    let mut private_bytes = 0u32;
    for &b in &blocks {
        cblocks.push(CBlock {
            start: code.len() as u32,
            ipdom: EXIT,
        });
        let mut s = Vec::new();
        let bi = func.layout.block_insts(b);
        match bi.last() {
            Some(&last) if func.dfg.insts[last].opcode().is_terminator() => {}
            _ => return Err(err_at(bi.last().copied(), format!("{b} has no terminator"))),
        }
        for &inst in bi {
            let op = translate(&cx, module, inst, map, &bindex, func_index, &mut s)
                .map_err(|m| err_at(Some(inst), m))?;
            if let Op::Alloca { size, align, .. } = &op {
                private_bytes = private_bytes.next_multiple_of((*align).max(1)) + size;
            }
            code.push(op);
            insts.push(inst);
            modes.push(match regions.slice.get(&inst) {
                Some(crate::wwm::WholeMode::Wave) => 1,
                Some(crate::wwm::WholeMode::Quad) => 2,
                None => 0,
            });
        }
        succs.push(s);
    }
    let ipdoms = post_dominators(&succs);
    for (i, cb) in cblocks.iter_mut().enumerate() {
        cb.ipdom = ipdoms[i];
    }
    Ok(CFunc {
        name: func.name.clone(),
        nslots: next,
        blocks: cblocks,
        code,
        insts,
        params,
        ret_base,
        sig: func.signature.clone(),
        private_bytes,
        modes,
    })
}

fn edge(
    cx: &Cx,
    bc: &crate::instructions::BlockCall,
    bindex: &HashMap<Block, u32>,
    succs: &mut Vec<u32>,
) -> Result<Edge, String> {
    let target = *bindex
        .get(&bc.block)
        .ok_or_else(|| format!("branch to {} outside the layout", bc.block))?;
    let params = cx.func.dfg.block_params(bc.block);
    if params.len() != bc.args.len() {
        return Err(format!(
            "{} takes {} arguments, the branch passes {}",
            bc.block,
            params.len(),
            bc.args.len()
        ));
    }
    let mut copies = Vec::new();
    for (&a, &p) in bc.args.iter().zip(params) {
        let n = slots_of(cx.ty(p)?);
        let (sa, sp) = (cx.slot(a, n)?, cx.slot(p, n)?);
        for k in 0..n {
            copies.push((sa + k, sp + k));
        }
    }
    let needs_temp = copies
        .iter()
        .any(|&(_, d)| copies.iter().any(|&(s, _)| s == d));
    succs.push(target);
    Ok(Edge {
        target,
        copies: copies.into_boxed_slice(),
        needs_temp,
    })
}

#[allow(clippy::too_many_arguments)]
fn translate(
    cx: &Cx,
    module: &Module,
    inst: Inst,
    map: &LaunchMap,
    bindex: &HashMap<Block, u32>,
    func_index: &dyn Fn(crate::FuncId) -> Option<u32>,
    succs: &mut Vec<u32>,
) -> Result<Op, String> {
    let dfg = &cx.func.dfg;
    let data = &dfg.insts[inst];
    let results = dfg.inst_results(inst);
    let opcode = data.opcode();
    let res = |i: usize| -> Result<(Slot, Type), String> {
        let v = *results
            .get(i)
            .ok_or_else(|| format!("{} needs a result", opcode.name()))?;
        let t = cx.ty(v)?;
        Ok((cx.slot(v, slots_of(t))?, t))
    };
    let lane_of = |t: Type| {
        t.lane()
            .ok_or_else(|| format!("{} does not take pointers", opcode.name()))
    };
    Ok(match data {
        InstData::IntConst { imm } => {
            let (dst, t) = res(0)?;
            Op::Const {
                dst,
                bits: *imm as u64 & mask_of(elem_bits(t)),
            }
        }
        InstData::FloatConst { bits } => {
            let (dst, t) = res(0)?;
            Op::Const {
                dst,
                bits: *bits & mask_of(elem_bits(t)),
            }
        }
        InstData::GlobalAddr { global } => {
            let (dst, _) = res(0)?;
            let addr = map
                .global_addr(*global)
                .ok_or_else(|| format!("global {global} cannot be placed by the interpreter"))?;
            Op::Const { dst, bits: addr }
        }
        InstData::FuncAddr { func } => {
            let (dst, _) = res(0)?;
            let idx = func_index(*func).ok_or("`func_addr` of an unknown function")?;
            Op::Const {
                dst,
                bits: super::exec::func_addr(idx),
            }
        }
        InstData::CallIndirect { args } => {
            let callee = cx.slot(args[0], 1)?;
            let mut slots = Vec::new();
            let mut tys = Vec::new();
            for &a in &args[1..] {
                let t = cx.func.dfg.value_type(a);
                let s = cx.slot(a, slots_of(t))?;
                slots.extend((0..slots_of(t)).map(|k| s + k));
                tys.push(t);
            }
            let ret = results.first().map(|&r| cx.func.dfg.value_type(r));
            let ret_n = ret.map_or(0, slots_of);
            let dst = match results.first() {
                Some(&r) => cx.slot(r, ret_n)?,
                None => 0,
            };
            Op::CallIndirect(Box::new(super::ops::IndirectCall {
                callee,
                args: slots.into_boxed_slice(),
                sig: crate::Signature {
                    params: tys,
                    returns: ret.into_iter().collect(),
                },
                dst,
                ret_n: ret_n as u8,
            }))
        }
        InstData::Alloca { size, align } => {
            let (dst, _) = res(0)?;
            if !align.is_power_of_two() {
                return Err(format!("alloca alignment {align} is not a power of two"));
            }
            Op::Alloca {
                dst,
                size: *size,
                align: *align,
            }
        }
        InstData::Nullary { opcode } => match opcode {
            Opcode::Nullptr => Op::Const {
                dst: res(0)?.0,
                bits: 0,
            },
            Opcode::Barrier => Op::Barrier,
            Opcode::Unreachable => Op::Unreachable,
            Opcode::KernargPtr => Op::Query {
                dst: res(0)?.0,
                q: Query::KernargPtr,
            },
            Opcode::DispatchPtr => Op::Query {
                dst: res(0)?.0,
                q: Query::DispatchPtr,
            },
            Opcode::ImplicitargPtr => Op::Query {
                dst: res(0)?.0,
                q: Query::ImplicitargPtr,
            },
            Opcode::DispatchId => Op::Query {
                dst: res(0)?.0,
                q: Query::DispatchId,
            },
            Opcode::LaneId => Op::Query {
                dst: res(0)?.0,
                q: Query::LaneId,
            },
            Opcode::WaveSize => Op::Query {
                dst: res(0)?.0,
                q: Query::WaveSize,
            },
            _ => return Err(format!("{} is not a nullary operation", opcode.name())),
        },
        InstData::GridQuery { opcode, dim } => {
            let q = match opcode {
                Opcode::WorkitemId => Query::WorkitemId(*dim),
                Opcode::WorkgroupId => Query::WorkgroupId(*dim),
                Opcode::WorkgroupSize => Query::WorkgroupSize(*dim),
                Opcode::GridSize => Query::GridSize(*dim),
                _ => return Err(format!("{} is not a grid query", opcode.name())),
            };
            Op::Query { dst: res(0)?.0, q }
        }
        InstData::Binary {
            opcode,
            args: [a, b],
        } => {
            let (dst, t) = res(0)?;
            let n = slots_of(t);
            let w = elem_bits(t) as u8;
            let int = |op| -> Result<Op, String> {
                Ok(Op::Int {
                    op,
                    w,
                    dst,
                    a: cx.slot(*a, n)?,
                    b: cx.slot(*b, n)?,
                    n: n as u8,
                })
            };
            let div = |op| -> Result<Op, String> {
                Ok(Op::Div {
                    op,
                    w,
                    dst,
                    a: cx.slot(*a, n)?,
                    b: cx.slot(*b, n)?,
                    n: n as u8,
                })
            };
            let flt = |op| -> Result<Op, String> {
                let k = float_kind(lane_of(t)?).ok_or("float operation on integers")?;
                Ok(Op::Float {
                    op,
                    k,
                    dst,
                    a: cx.slot(*a, n)?,
                    b: cx.slot(*b, n)?,
                    n: n as u8,
                })
            };
            match opcode {
                Opcode::Add => int(IntOp::Add)?,
                Opcode::Sub => int(IntOp::Sub)?,
                Opcode::Mul => int(IntOp::Mul)?,
                Opcode::Umulhi => int(IntOp::Umulhi)?,
                Opcode::Smulhi => int(IntOp::Smulhi)?,
                Opcode::Smin => int(IntOp::Smin)?,
                Opcode::Smax => int(IntOp::Smax)?,
                Opcode::Umin => int(IntOp::Umin)?,
                Opcode::Umax => int(IntOp::Umax)?,
                Opcode::And => int(IntOp::And)?,
                Opcode::Or => int(IntOp::Or)?,
                Opcode::Xor => int(IntOp::Xor)?,
                Opcode::Shl => int(IntOp::Shl)?,
                Opcode::Lshr => int(IntOp::Lshr)?,
                Opcode::Ashr => int(IntOp::Ashr)?,
                Opcode::Sdiv => div(DivOp::Sdiv)?,
                Opcode::Udiv => div(DivOp::Udiv)?,
                Opcode::Srem => div(DivOp::Srem)?,
                Opcode::Urem => div(DivOp::Urem)?,
                Opcode::Fadd => flt(FOp::Add)?,
                Opcode::Fsub => flt(FOp::Sub)?,
                Opcode::Fmul => flt(FOp::Mul)?,
                Opcode::Fdiv => flt(FOp::Div)?,
                Opcode::Frem => flt(FOp::Rem)?,
                Opcode::Fmin => flt(FOp::Min)?,
                Opcode::Fmax => flt(FOp::Max)?,
                Opcode::Copysign => flt(FOp::Copysign)?,
                Opcode::Ptradd => {
                    let Type::Ptr(_) = t else {
                        return Err("ptradd needs a pointer".into());
                    };
                    let ot = cx.ty(*b)?;
                    if !matches!(ot, Type::Scalar(Scalar::I32 | Scalar::I64)) {
                        return Err(format!("ptradd offset has type {ot}, expected i32 or i64"));
                    }
                    Op::Ptradd {
                        dst,
                        p: cx.slot(*a, 1)?,
                        off: cx.slot(*b, 1)?,
                        off_w: elem_bits(ot) as u8,
                        p_w: w,
                    }
                }
                Opcode::Extractelement => {
                    let vt = cx.ty(*a)?;
                    Op::Extract {
                        dst,
                        v: cx.slot(*a, vt.lanes())?,
                        idx: cx.slot(*b, 1)?,
                        lanes: vt.lanes() as u8,
                    }
                }
                Opcode::Readlane => Op::Readlane {
                    dst,
                    a: cx.slot(*a, n)?,
                    lane: cx.slot(*b, 1)?,
                    n: n as u8,
                },
                _ => return Err(format!("{} is not a binary operation", opcode.name())),
            }
        }
        InstData::Unary { opcode, arg } => {
            let (dst, t) = res(0)?;
            let n = slots_of(t);
            let at = cx.ty(*arg)?;
            let a = cx.slot(
                *arg,
                if *opcode == Opcode::Splat {
                    1
                } else {
                    slots_of(at)
                },
            )?;
            if !matches!(opcode, Opcode::Splat | Opcode::Bitcast | Opcode::Ballot)
                && slots_of(at) != n
            {
                return Err(format!("{} changes the lane count", opcode.name()));
            }
            let nn = n as u8;
            let (fw, tw) = (elem_bits(at), elem_bits(t));
            let iun = |op| Op::IntUn {
                op,
                w: tw as u8,
                dst,
                a,
                n: nn,
            };
            let fun = |op| -> Result<Op, String> {
                let k = float_kind(lane_of(t)?).ok_or("float operation on integers")?;
                Ok(Op::FloatUn {
                    op,
                    k,
                    dst,
                    a,
                    n: nn,
                })
            };
            let fk = |t: Type| {
                float_kind(lane_of(t)?).ok_or_else(|| format!("{} needs floats", opcode.name()))
            };
            match opcode {
                Opcode::Neg => iun(IntUn::Neg),
                Opcode::Not => iun(IntUn::Not),
                Opcode::Iabs => iun(IntUn::Iabs),
                Opcode::Ctpop => iun(IntUn::Ctpop),
                Opcode::Ctlz => iun(IntUn::Ctlz),
                Opcode::Cttz => iun(IntUn::Cttz),
                Opcode::Bitreverse => iun(IntUn::Bitreverse),
                Opcode::Fneg => fun(FUn::Neg)?,
                Opcode::Fabs => fun(FUn::Abs)?,
                Opcode::Sqrt => fun(FUn::Sqrt)?,
                Opcode::Rcp => fun(FUn::Rcp)?,
                Opcode::Rsq => fun(FUn::Rsq)?,
                Opcode::Exp2 => fun(FUn::Exp2)?,
                Opcode::Log2 => fun(FUn::Log2)?,
                Opcode::Sin => fun(FUn::Sin)?,
                Opcode::Cos => fun(FUn::Cos)?,
                Opcode::Floor => fun(FUn::Floor)?,
                Opcode::Ceil => fun(FUn::Ceil)?,
                Opcode::Trunc => fun(FUn::Trunc)?,
                Opcode::Round => fun(FUn::Round)?,
                Opcode::Roundeven => fun(FUn::Roundeven)?,
                Opcode::Zext | Opcode::Itrunc | Opcode::Ptrtoint | Opcode::Inttoptr => Op::Mask {
                    dst,
                    a,
                    n: nn,
                    mask: mask_of(tw),
                },
                Opcode::Sext => Op::Sext {
                    dst,
                    a,
                    n: nn,
                    from: fw as u8,
                    to: tw as u8,
                },
                Opcode::Fpext | Opcode::Fptrunc => Op::Cvt {
                    op: CvtOp::Fp(fk(at)?, fk(t)?),
                    dst,
                    a,
                    n: nn,
                },
                Opcode::Sitofp => Op::Cvt {
                    op: CvtOp::SiToFp(fw as u8, fk(t)?),
                    dst,
                    a,
                    n: nn,
                },
                Opcode::Uitofp => Op::Cvt {
                    op: CvtOp::UiToFp(fw as u8, fk(t)?),
                    dst,
                    a,
                    n: nn,
                },
                Opcode::Fptosi => Op::Cvt {
                    op: CvtOp::FpToSi(fk(at)?, tw as u8),
                    dst,
                    a,
                    n: nn,
                },
                Opcode::Fptoui => Op::Cvt {
                    op: CvtOp::FpToUi(fk(at)?, tw as u8),
                    dst,
                    a,
                    n: nn,
                },
                Opcode::Bitcast => {
                    if at.bits() != t.bits() || at.is_ptr() || t.is_ptr() {
                        return Err(format!("bitcast from {at} to {t}"));
                    }
                    Op::Bitcast {
                        dst,
                        a,
                        from_w: fw as u8,
                        from_n: slots_of(at) as u8,
                        to_w: tw as u8,
                        to_n: nn,
                    }
                }
                Opcode::Addrspacecast => match (at, t) {
                    (Type::Ptr(from), Type::Ptr(to)) => Op::AsCast { dst, a, from, to },
                    _ => return Err("addrspacecast needs pointers".into()),
                },
                Opcode::Splat => Op::Splat { dst, a, n: nn },
                Opcode::Readfirstlane => Op::Readfirstlane { dst, a, n: nn },
                Opcode::Ballot => {
                    if slots_of(at) != 1 {
                        return Err("ballot takes an i1".into());
                    }
                    Op::Ballot {
                        dst,
                        c: a,
                        w: tw as u8,
                    }
                }
                _ => return Err(format!("{} is not a unary operation", opcode.name())),
            }
        }
        InstData::Ternary {
            opcode,
            args: [a, b, c],
        } => {
            let (dst, t) = res(0)?;
            let n = slots_of(t);
            match opcode {
                Opcode::Fma => {
                    let k = float_kind(lane_of(t)?).ok_or("fma on integers")?;
                    Op::Fma {
                        k,
                        dst,
                        a: cx.slot(*a, n)?,
                        b: cx.slot(*b, n)?,
                        c: cx.slot(*c, n)?,
                        n: n as u8,
                    }
                }
                Opcode::Select => {
                    let ct = cx.ty(*a)?;
                    let cvec = ct.is_vector();
                    Op::Select {
                        dst,
                        c: cx.slot(*a, if cvec { n } else { 1 })?,
                        a: cx.slot(*b, n)?,
                        b: cx.slot(*c, n)?,
                        n: n as u8,
                        cvec,
                    }
                }
                Opcode::Insertelement => Op::Insert {
                    dst,
                    v: cx.slot(*a, n)?,
                    e: cx.slot(*b, 1)?,
                    idx: cx.slot(*c, 1)?,
                    lanes: n as u8,
                },
                _ => return Err(format!("{} is not a ternary operation", opcode.name())),
            }
        }
        InstData::IntCompare { cond, args: [a, b] } => {
            let (dst, t) = res(0)?;
            let at = cx.ty(*a)?;
            let n = slots_of(at);
            if slots_of(t) != n {
                return Err("icmp result shape differs from its operands".into());
            }
            Op::Icmp {
                cc: *cond,
                w: elem_bits(at) as u8,
                dst,
                a: cx.slot(*a, n)?,
                b: cx.slot(*b, n)?,
                n: n as u8,
            }
        }
        InstData::FloatCompare { cond, args: [a, b] } => {
            let (dst, t) = res(0)?;
            let at = cx.ty(*a)?;
            let n = slots_of(at);
            if slots_of(t) != n {
                return Err("fcmp result shape differs from its operands".into());
            }
            let k = float_kind(lane_of(at)?).ok_or("fcmp on integers")?;
            Op::Fcmp {
                cc: *cond,
                k,
                dst,
                a: cx.slot(*a, n)?,
                b: cx.slot(*b, n)?,
                n: n as u8,
            }
        }
        InstData::Shuffle { args: [a, b], mask } => {
            let (dst, t) = res(0)?;
            let at = cx.ty(*a)?;
            let lanes = at.lanes();
            if mask.len() as u32 != slots_of(t) || mask.iter().any(|&m| m as u32 >= 2 * lanes) {
                return Err("shuffle mask does not fit its operands".into());
            }
            Op::Shuffle {
                dst,
                a: cx.slot(*a, lanes)?,
                b: cx.slot(*b, lanes)?,
                lanes: lanes as u8,
                mask: mask.iter().copied().collect(),
            }
        }
        InstData::Load { flags, addr } => {
            let (dst, t) = res(0)?;
            let space = cx
                .ty(*addr)?
                .addr_space()
                .ok_or("load from a non-pointer")?;
            Op::Load {
                dst,
                addr: cx.slot(*addr, 1)?,
                space,
                ty: mem_ty(t)?,
                align: flags.align.max(1),
            }
        }
        InstData::Store {
            flags,
            args: [val, addr],
        } => {
            let t = cx.ty(*val)?;
            let space = cx.ty(*addr)?.addr_space().ok_or("store to a non-pointer")?;
            Op::Store {
                val: cx.slot(*val, slots_of(t))?,
                addr: cx.slot(*addr, 1)?,
                space,
                ty: mem_ty(t)?,
                align: flags.align.max(1),
            }
        }
        InstData::AtomicRmw {
            op,
            flags,
            args: [addr, val],
        } => {
            let (dst, t) = res(0)?;
            let space = cx
                .ty(*addr)?
                .addr_space()
                .ok_or("atomic on a non-pointer")?;
            let ty = mem_ty(t)?;
            if ty.n != 1 || (op.is_float() && ty.float.is_none()) {
                return Err(format!("atomic_rmw {} on {t}", op.name()));
            }
            Op::Rmw {
                op: *op,
                dst,
                addr: cx.slot(*addr, 1)?,
                val: cx.slot(*val, 1)?,
                space,
                ty,
                align: flags.align.max(1),
            }
        }
        InstData::CmpXchg {
            flags,
            args: [addr, exp, new],
            ..
        } => {
            let (dst, t) = res(0)?;
            let (ok, _) = res(1)?;
            let space = cx
                .ty(*addr)?
                .addr_space()
                .ok_or("cmpxchg on a non-pointer")?;
            let ty = mem_ty(t)?;
            if ty.n != 1 {
                return Err(format!("cmpxchg on {t}"));
            }
            Op::CmpXchg {
                dst,
                ok,
                addr: cx.slot(*addr, 1)?,
                exp: cx.slot(*exp, 1)?,
                new: cx.slot(*new, 1)?,
                space,
                ty,
                align: flags.align.max(1),
            }
        }
        InstData::Fence { .. } => Op::Nop,
        InstData::Call { func, args } => {
            let callee = module
                .functions
                .get(*func)
                .ok_or("call of an unknown function")?;
            if callee.is_kernel() {
                return Err(format!("call of kernel @{}", callee.name));
            }
            if callee.is_declaration() {
                return Err(format!(
                    "call to external function @{} (declared, not defined in this module): \
                     link the module that defines it first (`gfxc link`, `Module::link`)",
                    callee.name
                ));
            }
            let idx = func_index(*func).ok_or("call of an unknown function")?;
            if args.len() != callee.signature.params.len() {
                return Err(format!(
                    "@{} takes {} arguments, the call passes {}",
                    callee.name,
                    callee.signature.params.len(),
                    args.len()
                ));
            }
            let mut slots = Vec::new();
            for (&a, &pt) in args.iter().zip(&callee.signature.params) {
                let s = cx.slot(a, slots_of(pt))?;
                slots.extend((0..slots_of(pt)).map(|k| s + k));
            }
            let ret_n = callee.signature.returns.first().map_or(0, |&t| slots_of(t));
            let dst = match results.first() {
                Some(&r) => cx.slot(r, ret_n)?,
                None => 0,
            };
            if results.len() != callee.signature.returns.len() {
                return Err(format!(
                    "call of @{} has the wrong number of results",
                    callee.name
                ));
            }
            Op::Call {
                func: idx,
                args: slots.into_boxed_slice(),
                dst,
                ret_n: ret_n as u8,
            }
        }
        InstData::Intrinsic { name, args } if crate::buffer::parse(name).is_some() => {
            let b = crate::buffer::parse(name).ok_or("buffer intrinsic")?;
            let o = b.operands();
            if args.len() != o.aux + 1 {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            let n = slots_of(b.ty);
            let dst = match b.kind {
                crate::buffer::BufferKind::Store => 0,
                _ => res(0)?.0,
            };
            let opt = |k: Option<usize>, n: u32| -> Result<Slot, String> {
                k.map_or(Ok(0), |k| cx.slot(args[k], n))
            };
            Op::Buffer {
                b,
                ty: mem_ty(b.ty)?,
                dst,
                rsrc: cx.slot(args[o.rsrc], 4)?,
                vindex: match o.vindex {
                    Some(k) => Some(cx.slot(args[k], 1)?),
                    None => None,
                },
                voff: cx.slot(args[o.voffset], 1)?,
                soff: cx.slot(args[o.soffset], 1)?,
                data: opt(o.data, n)?,
                // `tbuffer`: the format immediate in the compare slot (no typed atomics).
                cmp: match o.format {
                    Some(k) => cx.slot(args[k], 1)?,
                    None => opt(o.cmp, n)?,
                },
            }
        }
        InstData::Intrinsic { name, args } if name.starts_with("amdgcn.mfma.") => {
            let Some(compiled) = super::mfma::compile(cx.func, name, args) else {
                return Err(format!(
                    "the interpreter does not know intrinsic \"{name}\""
                ));
            };
            let (op, sig) = compiled?;
            let mut s = [0; 4];
            for (i, (&a, &t)) in args.iter().zip(sig.params).take(3).enumerate() {
                s[i] = cx.slot(a, slots_of(t))?;
            }
            if results.len() != 1 {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            Op::Intrinsic {
                which: Intr::Mfma(op),
                dst: res(0)?.0,
                args: s,
            }
        }
        InstData::Intrinsic { name, args } if name == "amdgcn.update.dpp.i32" => {
            // The four controls are immediates (the verifier checks it): folded into one
            // packed slot-free word, `ctrl | row_mask << 16 | bank_mask << 20 | bound << 24`.
            let imm = |k: usize| -> Result<u64, String> {
                match args.get(k).map(|&a| cx.func.dfg.value_def(a)) {
                    Some(crate::dfg::ValueDef::Result(i, _)) => match &cx.func.dfg.insts[i] {
                        InstData::IntConst { imm } => Ok(*imm as u64),
                        _ => Err(format!("argument {k} of \"{name}\" must be an immediate")),
                    },
                    _ => Err(format!("argument {k} of \"{name}\" must be an immediate")),
                }
            };
            if args.len() != 6 || results.len() != 1 {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            let packed = (imm(2)? & 0x1ff)
                | (imm(3)? & 15) << 16
                | (imm(4)? & 15) << 20
                | (imm(5)? & 1) << 24;
            let s = [cx.slot(args[0], 1)?, cx.slot(args[1], 1)?, packed as u32, 0];
            Op::Intrinsic {
                which: Intr::UpdateDpp,
                dst: res(0)?.0,
                args: s,
            }
        }
        InstData::Intrinsic { name, .. } if name == "amdgcn.groupstaticsize" => Op::Const {
            dst: res(0)?.0,
            bits: map.group_static_size as u64,
        },
        InstData::Intrinsic { name, args } if super::lane_intr::lookup(name).is_some() => {
            // One-instruction lane intrinsics (`lane_intr.rs`): immediates folded into the
            // operation, the other arguments (at most 3) in slots.
            let row = super::lane_intr::lookup(name).unwrap_or_default();
            let imms = super::lane_intr::ROWS[row as usize].imms;
            let (mut s, mut k, mut imm, mut nimm, mut vec2) = ([0; 4], 0, 0u8, 0, 0u8);
            for (i, &a) in args.iter().enumerate() {
                if imms.contains(&i) {
                    let v = match cx.func.dfg.value_def(a) {
                        crate::dfg::ValueDef::Result(d, _) => match &cx.func.dfg.insts[d] {
                            InstData::IntConst { imm } => *imm,
                            _ => {
                                return Err(format!(
                                    "argument {i} of \"{name}\" must be an immediate"
                                ))
                            }
                        },
                        _ => {
                            return Err(format!("argument {i} of \"{name}\" must be an immediate"))
                        }
                    };
                    imm |= ((v & 1) as u8) << nimm;
                    nimm += 1;
                } else {
                    if k == 3 {
                        return Err(format!("intrinsic \"{name}\" has the wrong arguments"));
                    }
                    let n = slots_of(cx.ty(a)?);
                    if n == 2 {
                        vec2 |= 1 << k;
                    }
                    s[k] = cx.slot(a, n)?;
                    k += 1;
                }
            }
            if results.len() != 1 {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            let (dst, rt) = res(0)?;
            if slots_of(rt) == 2 {
                vec2 |= 8;
            }
            Op::Intrinsic {
                which: Intr::Lane(row, imm, vec2),
                dst,
                args: s,
            }
        }
        // Arbitrary machine code has no IR semantics: a kernel with inline assembly runs
        // compiled, on the simulator.
        InstData::InlineAsm { .. } => {
            return Err("the interpreter cannot run inline assembly".to_string())
        }
        InstData::Intrinsic { name, args } if name.starts_with("amdgcn.div.scale.") => {
            // Two results (value, i1 flag); the select operand is an immediate (verifier).
            let k = match name.as_str() {
                "amdgcn.div.scale.f32" => FloatKind::F32,
                "amdgcn.div.scale.f64" => FloatKind::F64,
                _ => {
                    return Err(format!(
                        "the interpreter does not know intrinsic \"{name}\""
                    ))
                }
            };
            let sel = match args.get(2).map(|&a| cx.func.dfg.value_def(a)) {
                Some(crate::dfg::ValueDef::Result(i, _)) => match &cx.func.dfg.insts[i] {
                    InstData::IntConst { imm } => *imm & 1 != 0,
                    _ => return Err(format!("argument 2 of \"{name}\" must be an immediate")),
                },
                _ => return Err(format!("argument 2 of \"{name}\" must be an immediate")),
            };
            if args.len() != 3 || results.len() != 2 {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            let s = [cx.slot(args[0], 1)?, cx.slot(args[1], 1)?, res(1)?.0, 0];
            Op::Intrinsic {
                which: Intr::DivScale(k, sel),
                dst: res(0)?.0,
                args: s,
            }
        }
        InstData::Intrinsic { name, args }
            if name == "amdgcn.s.setreg" || name == "amdgcn.s.getreg" =>
        {
            let set = name == "amdgcn.s.setreg";
            let h = match args.first().map(|&a| cx.func.dfg.value_def(a)) {
                Some(crate::dfg::ValueDef::Result(i, _)) => match &cx.func.dfg.insts[i] {
                    InstData::IntConst { imm } => *imm as u64,
                    _ => return Err(format!("argument 0 of \"{name}\" must be an immediate")),
                },
                _ => return Err(format!("argument 0 of \"{name}\" must be an immediate")),
            };
            let (off, size) = crate::intrinsics::hwreg_field(h)
                .map_err(|e| format!("unsupported: intrinsic \"{name}\" of {e}"))?;
            if args.len() != 1 + set as usize || results.len() != !set as usize {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            Op::Hwreg {
                set,
                off: off as u8,
                size: size as u8,
                v: if set { cx.slot(args[1], 1)? } else { res(0)?.0 },
            }
        }
        InstData::Intrinsic { name, args }
            if name == "amdgcn.permlane16" || name == "amdgcn.permlanex16" =>
        {
            let imm = |k: usize| -> Result<bool, String> {
                match args.get(k).map(|&a| cx.func.dfg.value_def(a)) {
                    Some(crate::dfg::ValueDef::Result(i, _)) => match &cx.func.dfg.insts[i] {
                        InstData::IntConst { imm } => Ok(*imm & 1 != 0),
                        _ => Err(format!("argument {k} of \"{name}\" must be an immediate")),
                    },
                    _ => Err(format!("argument {k} of \"{name}\" must be an immediate")),
                }
            };
            if args.len() != 6 || results.len() != 1 {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            let kind = (name == "amdgcn.permlanex16") as u8;
            let mut s = [0; 4];
            for (k, slot) in s.iter_mut().enumerate() {
                *slot = cx.slot(args[k], 1)?;
            }
            Op::Intrinsic {
                which: Intr::Permlane(kind, imm(4)?, imm(5)?),
                dst: res(0)?.0,
                args: s,
            }
        }
        InstData::Intrinsic { name, args } => {
            let (which, nargs, has_res) = match name.as_str() {
                "amdgcn.permlane64" => (Intr::Permlane(2, true, false), 1, true),
                "amdgcn.div.fmas.f32" => (Intr::DivFmas(FloatKind::F32), 4, true),
                "amdgcn.div.fmas.f64" => (Intr::DivFmas(FloatKind::F64), 4, true),
                "amdgcn.div.fixup.f16" => (Intr::DivFixup(FloatKind::F16), 3, true),
                "amdgcn.div.fixup.f32" => (Intr::DivFixup(FloatKind::F32), 3, true),
                "amdgcn.div.fixup.f64" => (Intr::DivFixup(FloatKind::F64), 3, true),
                "amdgcn.trig.preop.f64" => (Intr::TrigPreop, 2, true),
                "amdgcn.cvt.pkrtz" => (Intr::CvtPkrtz, 2, true),
                "amdgcn.mbcnt.lo" => (Intr::MbcntLo, 2, true),
                "amdgcn.mbcnt.hi" => (Intr::MbcntHi, 2, true),
                "amdgcn.ds.bpermute" => (Intr::Bpermute, 2, true),
                "amdgcn.s.sleep" => (Intr::Sleep, 1, false),
                "trap" => (Intr::Trap, 0, false),
                // Without a debugger the trap handler returns at once (AMDGPUUsage).
                "debugtrap" => (Intr::Sleep, 0, false),
                // Cache maintenance: the interpreter's memory has no caches.
                "amdgcn.s.dcache.inv"
                | "amdgcn.s.dcache.inv.vol"
                | "amdgcn.s.dcache.wb"
                | "amdgcn.s.dcache.wb.vol"
                | "amdgcn.buffer.wbinvl1"
                | "amdgcn.buffer.wbinvl1.sc"
                | "amdgcn.buffer.wbinvl1.vol" => (Intr::Sleep, 0, false),
                "amdgcn.s.memtime" => (Intr::Memtime, 0, true),
                "amdgcn.wave.barrier" => (Intr::WaveBarrier, 0, false),
                "amdgcn.ds.permute" => (Intr::Permute, 2, true),
                "amdgcn.ds.swizzle" => (Intr::Swizzle, 2, true),
                "amdgcn.writelane.i32" => (Intr::Writelane, 3, true),
                "amdgcn.set.inactive.i32" => (Intr::SetInactive, 2, true),
                "amdgcn.strict.wwm.i32" | "amdgcn.strict.wqm.i32" => (Intr::Copy, 1, true),
                "amdgcn.s.memrealtime" => (Intr::Memrealtime, 0, true),
                n if n.starts_with("amdgcn.ds.gws.") => {
                    // As the simulator (`halt_reason`): a dispatch has no GWS resource.
                    return Err(format!(
                        "unsupported: intrinsic \"{n}\": global wave sync needs a GWS resource \
                         allocated to the queue; a launch here has none"
                    ));
                }
                "amdgcn.ds.append.p3" | "amdgcn.ds.consume.p3" => {
                    // The `gds` immediate: the global data share is not modelled.
                    let gds = match args.get(1).map(|&a| cx.func.dfg.value_def(a)) {
                        Some(crate::dfg::ValueDef::Result(i, _)) => {
                            matches!(&cx.func.dfg.insts[i], InstData::IntConst { imm } if *imm & 1 != 0)
                        }
                        _ => true,
                    };
                    if gds {
                        return Err(format!(
                            "unsupported: intrinsic \"{name}\" on the global data share (GDS)"
                        ));
                    }
                    (Intr::DsAppend(name == "amdgcn.ds.append.p3"), 2, true)
                }
                n => match super::ops::FMath::from_name(n) {
                    Some((f, nargs)) => (Intr::FMath(f), nargs, true),
                    None => {
                        return Err(format!(
                            "the interpreter does not know intrinsic \"{name}\""
                        ))
                    }
                },
            };
            if args.len() != nargs || results.len() != has_res as usize {
                return Err(format!(
                    "intrinsic \"{name}\" has the wrong arguments or results"
                ));
            }
            let mut s = [0; 4];
            for (i, &a) in args.iter().enumerate() {
                s[i] = cx.slot(a, 1)?;
            }
            let dst = if has_res { res(0)?.0 } else { 0 };
            Op::Intrinsic {
                which,
                dst,
                args: s,
            }
        }
        InstData::Jump { dest } => Op::Jump(edge(cx, dest, bindex, succs)?),
        InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } => Op::Brif {
            c: cx.slot(*cond, 1)?,
            t: edge(cx, then_dest, bindex, succs)?,
            e: edge(cx, else_dest, bindex, succs)?,
        },
        InstData::Switch {
            arg,
            default,
            cases,
        } => {
            let w = elem_bits(cx.ty(*arg)?);
            let mut edges = vec![edge(cx, default, bindex, succs)?];
            let mut cs = Vec::new();
            for (k, bc) in cases {
                cs.push((*k as u64 & mask_of(w), edges.len() as u32));
                edges.push(edge(cx, bc, bindex, succs)?);
            }
            Op::Switch {
                a: cx.slot(*arg, 1)?,
                cases: cs.into(),
                edges: edges.into(),
            }
        }
        InstData::Return { args } => {
            let want = cx.func.signature.returns.len();
            if args.len() != want {
                return Err(format!(
                    "return of {} values from a function returning {want}",
                    args.len()
                ));
            }
            let mut vals = Vec::new();
            if let (Some(&a), Some(&t)) = (args.first(), cx.func.signature.returns.first()) {
                let s = cx.slot(a, slots_of(t))?;
                vals.extend((0..slots_of(t)).map(|k| s + k));
            }
            Op::Return { vals: vals.into() }
        }
    })
}

/// Convenience for errors raised while executing: the location of op `pc`.
pub(super) fn fault_at(func: &Function, cf: &CFunc, pc: usize, f: Fault) -> InterpError {
    let loc = cf
        .insts
        .get(pc)
        .map(|&i| func.srcmap.insts[i])
        .unwrap_or(func.srcmap.func);
    InterpError {
        loc,
        func: func.name.clone(),
        message: f.0,
    }
}
