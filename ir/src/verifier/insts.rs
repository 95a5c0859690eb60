//! Per-opcode checks: result counts, operand and result types, address spaces, alignments,
//! atomic orderings, calls and intrinsic signatures.
//!
//! Rules chosen here (where `docs/ir.md` leaves room), following LLVM 19's IR verifier and
//! the AMDGPU backend:
//! * Wave operations (`readfirstlane`, `readlane`) take i16, i32, i64, f16, f32, f64 and
//!   pointers; the lane index is i32.
//! * Atomic loads and stores access i8..i64, f16..f64 or pointers, naturally aligned.
//!   `atomic_rmw` integer operations take i32 or i64; `fadd`/`fmin`/`fmax` take f32 or f64;
//!   `xchg` takes i32, i64, f32, f64 or a pointer. `cmpxchg` takes i32, i64 or a pointer.
//! * Orderings: loads are not release/acq_rel, stores not acquire/acq_rel, read-modify-write
//!   operations are atomic and not unordered; a `cmpxchg` failure ordering is monotonic,
//!   acquire or seq_cst and may be stronger than its success ordering (the operation then
//!   has the merge of both, `Ordering::merge`); fences are acquire,
//!   release, acq_rel or seq_cst and may be limited to global, local and private memory
//!   (the address spaces LLVM's `amdgpu-as` memory-model annotation names).
//! * `addrspacecast` converts between two different address spaces; between two non-flat
//!   spaces only if their pointers have the same size.

use super::{args, FuncVerifier, Rule};
use crate::entities::{Inst, Value};
use crate::instructions::{Format, InstData, MemFlags, Opcode, RmwOp, SpaceSet};
use crate::types::{AddrSpace, Ordering, Scalar, Type};
use crate::{intrinsics, FuncKind, ValueDef};

/// The operand format an `InstData` variant has.
pub(super) fn format_of(data: &InstData) -> Format {
    match data {
        InstData::Nullary { .. } => Format::Nullary,
        InstData::Unary { .. } => Format::Unary,
        InstData::Binary { .. } => Format::Binary,
        InstData::Ternary { .. } => Format::Ternary,
        InstData::IntConst { .. } => Format::IntConst,
        InstData::FloatConst { .. } => Format::FloatConst,
        InstData::IntCompare { .. } => Format::IntCompare,
        InstData::FloatCompare { .. } => Format::FloatCompare,
        InstData::GridQuery { .. } => Format::GridQuery,
        InstData::Shuffle { .. } => Format::Shuffle,
        InstData::Load { .. } => Format::Load,
        InstData::Store { .. } => Format::Store,
        InstData::AtomicRmw { .. } => Format::AtomicRmw,
        InstData::CmpXchg { .. } => Format::CmpXchg,
        InstData::Fence { .. } => Format::Fence,
        InstData::Alloca { .. } => Format::Alloca,
        InstData::GlobalAddr { .. } => Format::GlobalAddr,
        InstData::Call { .. } => Format::Call,
        InstData::FuncAddr { .. } => Format::FuncAddr,
        InstData::CallIndirect { .. } => Format::CallIndirect,
        InstData::Intrinsic { .. } => Format::Intrinsic,
        InstData::InlineAsm { .. } => Format::InlineAsm,
        InstData::Jump { .. } => Format::Jump,
        InstData::Brif { .. } => Format::Brif,
        InstData::Switch { .. } => Format::Switch,
        InstData::Return { .. } => Format::Return,
    }
}

/// The number of results an opcode has; `None` for calls and intrinsics (checked against
/// their callee).
fn result_count(op: Opcode) -> Option<usize> {
    Some(match op {
        Opcode::Store
        | Opcode::Fence
        | Opcode::Barrier
        | Opcode::Jump
        | Opcode::Brif
        | Opcode::Switch
        | Opcode::Return
        | Opcode::Unreachable => 0,
        Opcode::Cmpxchg => 2,
        Opcode::Call | Opcode::CallIndirect | Opcode::Intrinsic | Opcode::InlineAsm => return None,
        _ => 1,
    })
}

fn is_wave_op_type(t: Type) -> bool {
    matches!(
        t,
        Type::Scalar(Scalar::I16 | Scalar::I32 | Scalar::I64 | Scalar::F16 | Scalar::F32)
            | Type::Scalar(Scalar::F64)
            | Type::Ptr(_)
    )
}

fn same_shape(a: Type, b: Type) -> bool {
    a.lanes() == b.lanes() && a.is_vector() == b.is_vector() && !a.is_ptr() && !b.is_ptr()
}

fn lane_bits(t: Type) -> u32 {
    t.lane().map_or(0, Scalar::bits)
}

/// Why a conversion from `src` to `dst` is illegal, if it is.
fn conversion_error(op: Opcode, src: Type, dst: Type) -> Option<&'static str> {
    let ok = match op {
        Opcode::Sext | Opcode::Zext => {
            src.is_int() && dst.is_int() && same_shape(src, dst) && lane_bits(dst) > lane_bits(src)
        }
        Opcode::Itrunc => {
            src.is_int() && dst.is_int() && same_shape(src, dst) && lane_bits(dst) < lane_bits(src)
        }
        Opcode::Fpext => {
            src.is_float()
                && dst.is_float()
                && same_shape(src, dst)
                && lane_bits(dst) > lane_bits(src)
        }
        Opcode::Fptrunc => {
            src.is_float()
                && dst.is_float()
                && same_shape(src, dst)
                && lane_bits(dst) < lane_bits(src)
        }
        Opcode::Sitofp | Opcode::Uitofp => src.is_int() && dst.is_float() && same_shape(src, dst),
        Opcode::Fptosi | Opcode::Fptoui => src.is_float() && dst.is_int() && same_shape(src, dst),
        Opcode::Bitcast => !src.is_ptr() && !dst.is_ptr() && src.bits() == dst.bits(),
        Opcode::Ptrtoint => src.is_ptr() && matches!(dst, Type::Scalar(s) if s.is_int()),
        Opcode::Inttoptr => matches!(src, Type::Scalar(s) if s.is_int()) && dst.is_ptr(),
        Opcode::Addrspacecast => {
            let (Type::Ptr(a), Type::Ptr(b)) = (src, dst) else {
                return Some("both types must be pointers");
            };
            if a == b {
                return Some("the address spaces must differ");
            }
            if a != AddrSpace::Flat && b != AddrSpace::Flat && a.pointer_bits() != b.pointer_bits()
            {
                return Some("a cast between two non-flat spaces must keep the pointer size");
            }
            true
        }
        _ => true,
    };
    if ok {
        return None;
    }
    Some(match op {
        Opcode::Sext | Opcode::Zext => "the result must be a wider integer with the same lanes",
        Opcode::Itrunc => "the result must be a narrower integer with the same lanes",
        Opcode::Fpext => "the result must be a wider float with the same lanes",
        Opcode::Fptrunc => "the result must be a narrower float with the same lanes",
        Opcode::Sitofp | Opcode::Uitofp => {
            "the operand must be an integer and the result a float with the same lanes"
        }
        Opcode::Fptosi | Opcode::Fptoui => {
            "the operand must be a float and the result an integer with the same lanes"
        }
        Opcode::Bitcast => "bitcast needs non-pointer types of the same bit width",
        Opcode::Ptrtoint => "the operand must be a pointer and the result an integer scalar",
        _ => "the operand must be an integer scalar and the result a pointer",
    })
}

/// The first of the lists below holding each opcode (`*_C`; 0: none), by opcode number.
static OP_CLASS: [u8; Opcode::ALL.len()] = op_classes();
const INT_BINARY_C: u8 = 1;
const FLOAT_BINARY_C: u8 = 2;
const INT_UNARY_C: u8 = 3;
const FLOAT_UNARY_C: u8 = 4;
const CONVERSIONS_C: u8 = 5;

const fn op_classes() -> [u8; Opcode::ALL.len()] {
    let mut t = [0u8; Opcode::ALL.len()];
    // Last list first, so that the first list holding an opcode gives its class.
    let lists: [(&[Opcode], u8); 5] = [
        (CONVERSIONS, CONVERSIONS_C),
        (FLOAT_UNARY, FLOAT_UNARY_C),
        (INT_UNARY, INT_UNARY_C),
        (FLOAT_BINARY, FLOAT_BINARY_C),
        (INT_BINARY, INT_BINARY_C),
    ];
    let mut l = 0;
    while l < lists.len() {
        let (ops, c) = lists[l];
        let mut k = 0;
        while k < ops.len() {
            t[ops[k] as usize] = c;
            k += 1;
        }
        l += 1;
    }
    t
}

const INT_BINARY: &[Opcode] = &[
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::Umulhi,
    Opcode::Smulhi,
    Opcode::Sdiv,
    Opcode::Udiv,
    Opcode::Srem,
    Opcode::Urem,
    Opcode::Smin,
    Opcode::Smax,
    Opcode::Umin,
    Opcode::Umax,
    Opcode::And,
    Opcode::Or,
    Opcode::Xor,
    Opcode::Shl,
    Opcode::Lshr,
    Opcode::Ashr,
];
const INT_UNARY: &[Opcode] = &[
    Opcode::Neg,
    Opcode::Not,
    Opcode::Iabs,
    Opcode::Ctpop,
    Opcode::Ctlz,
    Opcode::Cttz,
    Opcode::Bitreverse,
];
const FLOAT_BINARY: &[Opcode] = &[
    Opcode::Fadd,
    Opcode::Fsub,
    Opcode::Fmul,
    Opcode::Fdiv,
    Opcode::Frem,
    Opcode::Fmin,
    Opcode::Fmax,
    Opcode::Copysign,
];
const FLOAT_UNARY: &[Opcode] = &[
    Opcode::Fneg,
    Opcode::Fabs,
    Opcode::Sqrt,
    Opcode::Rcp,
    Opcode::Rsq,
    Opcode::Exp2,
    Opcode::Log2,
    Opcode::Sin,
    Opcode::Cos,
    Opcode::Floor,
    Opcode::Ceil,
    Opcode::Trunc,
    Opcode::Round,
    Opcode::Roundeven,
];
const CONVERSIONS: &[Opcode] = &[
    Opcode::Sext,
    Opcode::Zext,
    Opcode::Itrunc,
    Opcode::Fpext,
    Opcode::Fptrunc,
    Opcode::Sitofp,
    Opcode::Uitofp,
    Opcode::Fptosi,
    Opcode::Fptoui,
    Opcode::Bitcast,
    Opcode::Ptrtoint,
    Opcode::Inttoptr,
    Opcode::Addrspacecast,
];

impl FuncVerifier<'_> {
    /// Reports `ResultType` unless `got == want`.
    fn expect_result(&mut self, inst: Inst, op: Opcode, want: Type, got: Type) -> bool {
        if want != got {
            self.report_inst(inst, Rule::ResultType, args![op.name(), want, got]);
            return false;
        }
        true
    }

    /// Reports `SameTypes` unless `a == b`.
    fn expect_same(&mut self, inst: Inst, op: Opcode, a: Type, b: Type) -> bool {
        if a != b {
            self.report_inst(inst, Rule::SameTypes, args![op.name(), a, b]);
            return false;
        }
        true
    }

    /// Types of the instruction's operands and results; all values are known to exist. `op`
    /// is `data.opcode()` and `args` is `data.args()` (the caller's, not looked up again).
    pub(super) fn check_types(
        &mut self,
        inst: Inst,
        data: &InstData,
        op: Opcode,
        args: &[Value],
        results: &[Type],
    ) {
        debug_assert!(op == data.opcode() && args == data.args());
        // Every operand's type, or nothing to check (an operand without one is reported
        // already).
        // (In a fixed array up to four operands, a vector past them.)
        let mut small = [Type::I1; 4];
        let mut big = Vec::new();
        let a: &mut [Type] = if args.len() <= 4 {
            &mut small[..args.len()]
        } else {
            big.resize(args.len(), Type::I1);
            &mut big
        };
        for (&v, slot) in args.iter().zip(a.iter_mut()) {
            match self.ty(v) {
                Some(t) => *slot = t,
                None => return,
            }
        }
        let a: &[Type] = a;
        if let Some(n) = result_count(op) {
            if results.len() != n {
                self.report_inst(inst, Rule::ResultCount, args![op.name(), n, results.len()]);
                return;
            }
        }
        let r = results.first().copied().unwrap_or(Type::I1);
        let class = OP_CLASS[op as usize];
        match data {
            _ if class == INT_BINARY_C => self.check_same_typed(inst, op, a, r, false),
            _ if class == FLOAT_BINARY_C || op == Opcode::Fma => {
                self.check_same_typed(inst, op, a, r, true)
            }
            _ if class == INT_UNARY_C => self.check_same_typed(inst, op, a, r, false),
            _ if class == FLOAT_UNARY_C => self.check_same_typed(inst, op, a, r, true),
            _ if class == CONVERSIONS_C => {
                if let Some(why) = conversion_error(op, a[0], r) {
                    self.report_inst(inst, Rule::Conversion, args![op.name(), a[0], r, why]);
                }
            }
            InstData::IntConst { .. } if !matches!(r, Type::Scalar(s) if s.is_int()) => {
                self.report_inst(
                    inst,
                    Rule::ResultType,
                    args![op.name(), "an integer scalar", r],
                );
            }
            InstData::FloatConst { bits } => match r {
                Type::Scalar(s) if s.is_float() => {
                    if s.bits() < 64 && bits >> s.bits() != 0 {
                        self.report_inst(inst, Rule::FconstBits, args![format!("{bits:x}"), r]);
                    }
                }
                _ => self.report_inst(
                    inst,
                    Rule::ResultType,
                    args![op.name(), "a float scalar", r],
                ),
            },
            InstData::Nullary { opcode } => self.check_nullary(inst, *opcode, r),
            InstData::GridQuery { .. } => {
                self.expect_result(inst, op, Type::I32, r);
            }
            InstData::IntCompare { .. } => {
                if !self.expect_same(inst, op, a[0], a[1]) {
                } else if !(a[0].is_int() || a[0].is_ptr()) {
                    self.report_inst(inst, Rule::IcmpOperands, args![a[0]]);
                } else {
                    let want = if a[0].is_ptr() {
                        Type::I1
                    } else {
                        a[0].with_lane(Scalar::I1)
                    };
                    self.expect_result(inst, op, want, r);
                }
            }
            InstData::FloatCompare { .. } => {
                if !self.expect_same(inst, op, a[0], a[1]) {
                } else if !a[0].is_float() {
                    self.report_inst(inst, Rule::FloatOperands, args![op.name(), a[0]]);
                } else {
                    self.expect_result(inst, op, a[0].with_lane(Scalar::I1), r);
                }
            }
            InstData::Ternary {
                opcode: Opcode::Select,
                ..
            } => {
                let (c, x, y) = (a[0], a[1], a[2]);
                if self.expect_same(inst, op, x, y) {
                    let lane_wise = x.is_vector() && c == x.with_lane(Scalar::I1);
                    if c != Type::I1 && !lane_wise {
                        self.report_inst(inst, Rule::SelectCond, args![x, c]);
                    } else {
                        self.expect_result(inst, op, x, r);
                    }
                }
            }
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                ..
            } => {
                let (vec, elt, idx) = (a[0], a[1], a[2]);
                match vec {
                    Type::Vector(lane, _) => {
                        if elt != Type::Scalar(lane) {
                            self.report_inst(
                                inst,
                                Rule::InsertElement,
                                args![Type::Scalar(lane), elt],
                            );
                        } else if idx != Type::I32 {
                            self.report_inst(inst, Rule::LaneIndex, args![op.name(), idx]);
                        } else {
                            self.expect_result(inst, op, vec, r);
                        }
                    }
                    _ => self.report_inst(inst, Rule::VectorOperand, args![op.name(), vec]),
                }
            }
            InstData::Binary {
                opcode: Opcode::Extractelement,
                ..
            } => match a[0] {
                Type::Vector(lane, _) => {
                    if a[1] != Type::I32 {
                        self.report_inst(inst, Rule::LaneIndex, args![op.name(), a[1]]);
                    } else {
                        self.expect_result(inst, op, Type::Scalar(lane), r);
                    }
                }
                t => self.report_inst(inst, Rule::VectorOperand, args![op.name(), t]),
            },
            InstData::Binary {
                opcode: Opcode::Ptradd,
                ..
            } => {
                if !a[0].is_ptr() {
                    self.report_inst(inst, Rule::PtrOperand, args![op.name(), a[0]]);
                } else if a[1] != Type::I32 && a[1] != Type::I64 {
                    self.report_inst(inst, Rule::PtraddOffset, args![a[1]]);
                } else {
                    self.expect_result(inst, op, a[0], r);
                }
            }
            InstData::Binary {
                opcode: Opcode::Readlane,
                ..
            } => {
                if !is_wave_op_type(a[0]) {
                    self.report_inst(inst, Rule::WaveOpType, args![op.name(), a[0]]);
                } else if a[1] != Type::I32 {
                    self.report_inst(inst, Rule::LaneIndex, args![op.name(), a[1]]);
                } else {
                    self.expect_result(inst, op, a[0], r);
                }
            }
            InstData::Unary {
                opcode: Opcode::Readfirstlane,
                ..
            } => {
                if !is_wave_op_type(a[0]) {
                    self.report_inst(inst, Rule::WaveOpType, args![op.name(), a[0]]);
                } else {
                    self.expect_result(inst, op, a[0], r);
                }
            }
            InstData::Unary {
                opcode: Opcode::Ballot,
                ..
            } => {
                if a[0] != Type::I1 {
                    self.report_inst(inst, Rule::BallotOperand, args![a[0]]);
                } else if r != Type::I32 && r != Type::I64 {
                    self.report_inst(inst, Rule::ResultType, args![op.name(), "i32 or i64", r]);
                }
            }
            InstData::Unary {
                opcode: Opcode::Splat,
                ..
            } => match a[0] {
                Type::Scalar(s) => {
                    if !matches!(r, Type::Vector(l, _) if l == s) {
                        let want = format!("a vector of {s}", s = s.name());
                        self.report_inst(inst, Rule::ResultType, args![op.name(), want, r]);
                    }
                }
                t => self.report_inst(inst, Rule::SplatOperand, args![t]),
            },
            InstData::Shuffle { mask, .. } => match a[0] {
                Type::Vector(lane, n) => {
                    if !self.expect_same(inst, op, a[0], a[1]) {
                    } else if !(2..=Type::MAX_LANES as usize).contains(&mask.len()) {
                        self.report_inst(inst, Rule::ShuffleLen, args![mask.len()]);
                    } else if let Some(&bad) = mask.iter().find(|&&i| i as u32 >= 2 * n as u32) {
                        self.report_inst(inst, Rule::ShuffleIndex, args![bad, a[0]]);
                    } else {
                        self.expect_result(inst, op, Type::Vector(lane, mask.len() as u8), r);
                    }
                }
                t => self.report_inst(inst, Rule::VectorOperand, args![op.name(), t]),
            },
            InstData::Alloca { size, align } => {
                if *size == 0 {
                    self.report_inst(inst, Rule::AllocaSize, &[]);
                }
                if !align.is_power_of_two() {
                    self.report_inst(inst, Rule::AlignPow2, args![align]);
                }
                self.expect_result(inst, op, Type::Ptr(AddrSpace::Private), r);
            }
            InstData::GlobalAddr { global } => match self.m.globals.get(*global) {
                Some(g) => {
                    self.expect_result(inst, op, Type::Ptr(g.space), r);
                }
                None => self.report_inst(inst, Rule::UnknownGlobal, args![global]),
            },
            InstData::Load { flags, .. } => {
                if !a[0].is_ptr() {
                    self.report_inst(inst, Rule::PtrOperand, args![op.name(), a[0]]);
                }
                if matches!(flags.ordering, Ordering::Release | Ordering::AcqRel) {
                    self.report_inst(
                        inst,
                        Rule::BadOrdering,
                        args![op.name(), flags.ordering.name()],
                    );
                }
                self.check_access(inst, op, flags, r, true);
            }
            InstData::Store { flags, .. } => {
                self.check_address(inst, op, a[1]);
                if matches!(flags.ordering, Ordering::Acquire | Ordering::AcqRel) {
                    self.report_inst(
                        inst,
                        Rule::BadOrdering,
                        args![op.name(), flags.ordering.name()],
                    );
                }
                self.check_access(inst, op, flags, a[0], true);
            }
            InstData::AtomicRmw { op: rmw, flags, .. } => {
                self.check_address(inst, op, a[0]);
                if matches!(flags.ordering, Ordering::NotAtomic | Ordering::Unordered) {
                    self.report_inst(
                        inst,
                        Rule::BadOrdering,
                        args![op.name(), flags.ordering.name()],
                    );
                }
                let t = a[1];
                let (ok, what) = match rmw {
                    RmwOp::Xchg => (
                        matches!(t, Type::Ptr(_))
                            || [Type::I32, Type::I64, Type::F32, Type::F64].contains(&t),
                        "i32, i64, f32, f64 and pointers",
                    ),
                    _ if rmw.is_float() => ([Type::F32, Type::F64].contains(&t), "f32 and f64"),
                    _ => ([Type::I32, Type::I64].contains(&t), "i32 and i64"),
                };
                if !ok {
                    self.report_inst(inst, Rule::RmwType, args![rmw.name(), what, t]);
                } else {
                    self.expect_result(inst, op, t, r);
                    self.check_access(inst, op, flags, t, false);
                }
            }
            InstData::CmpXchg { flags, failure, .. } => {
                self.check_address(inst, op, a[0]);
                let success = flags.ordering;
                if matches!(success, Ordering::NotAtomic | Ordering::Unordered) {
                    self.report_inst(inst, Rule::BadOrdering, args![op.name(), success.name()]);
                }
                // LLVM 19 (`AtomicCmpXchgInst::isValidFailureOrdering`): the failure ordering is
                // atomic, not unordered and has no release part. It may be stronger than the
                // success ordering (allowed since LLVM 13, following C++17 [atomics.types.
                // operations]); users of the ordering take `Ordering::merge(success, failure)`.
                if !matches!(
                    failure,
                    Ordering::Monotonic | Ordering::Acquire | Ordering::SeqCst
                ) {
                    self.report_inst(inst, Rule::FailureOrdering, args![failure.name()]);
                }
                let t = a[1];
                if !self.expect_same(inst, op, t, a[2]) {
                } else if !(t == Type::I32 || t == Type::I64 || t.is_ptr()) {
                    self.report_inst(inst, Rule::CmpxchgType, args![t]);
                } else {
                    if results != [t, Type::I1] {
                        let want = format!("{t} and i1");
                        let got = format!("{} and {}", results[0], results[1]);
                        self.report_inst(inst, Rule::ResultType, args![op.name(), want, got]);
                    }
                    self.check_access(inst, op, flags, t, false);
                }
            }
            InstData::Fence {
                ordering, spaces, ..
            } => {
                if !matches!(
                    ordering,
                    Ordering::Acquire | Ordering::Release | Ordering::AcqRel | Ordering::SeqCst
                ) {
                    self.report_inst(inst, Rule::BadOrdering, args![op.name(), ordering.name()]);
                }
                self.check_fence_spaces(inst, *spaces);
            }
            InstData::Call { func, args } => self.check_call(inst, *func, args, a, results),
            InstData::FuncAddr { func } => match self.m.functions.get(*func) {
                Some(g) if g.kind == FuncKind::Kernel => {
                    self.report_inst(inst, Rule::FuncAddrKernel, args![g.name])
                }
                Some(_) => {
                    self.expect_result(inst, op, Type::Ptr(AddrSpace::Flat), r);
                }
                None => self.report_inst(inst, Rule::UnknownCallee, args![func]),
            },
            InstData::CallIndirect { .. } => {
                // The callee's signature is checked when the call runs (the interpreter
                // refuses a mismatch) or compiles (`gfxc_lower::indirect_calls`).
                if a.first() != Some(&Type::Ptr(AddrSpace::Flat)) {
                    let t = a.first().map_or("nothing".to_string(), |t| t.to_string());
                    self.report_inst(inst, Rule::CalleePtr, args![t]);
                }
                if results.len() > 1 {
                    self.report_inst(inst, Rule::CallIndirectResults, args![results.len()]);
                }
            }
            InstData::Intrinsic { name, args } => {
                self.check_intrinsic(inst, name, args, a, results)
            }
            InstData::InlineAsm { asm, args } => {
                if let Err(m) = check_inline_asm(asm, args, a, results, |v| self.is_const(v)) {
                    self.report_inst(inst, Rule::InlineAsm, args![m]);
                }
            }
            InstData::Brif { .. } if a[0] != Type::I1 => {
                self.report_inst(inst, Rule::BrifCond, args![a[0]]);
            }
            InstData::Switch { cases, .. } => self.check_switch(inst, a[0], cases),
            InstData::Return { .. } => self.check_return(inst, a),
            _ => {}
        }
    }

    /// Operations whose operands and result all have one type: integer or float.
    fn check_same_typed(&mut self, inst: Inst, op: Opcode, a: &[Type], r: Type, float: bool) {
        if let Some(&other) = a.iter().find(|&&t| t != a[0]) {
            self.expect_same(inst, op, a[0], other);
        } else if float && !a[0].is_float() {
            self.report_inst(inst, Rule::FloatOperands, args![op.name(), a[0]]);
        } else if !float && !a[0].is_int() {
            self.report_inst(inst, Rule::IntOperands, args![op.name(), a[0]]);
        } else {
            self.expect_result(inst, op, a[0], r);
        }
    }

    fn check_nullary(&mut self, inst: Inst, op: Opcode, r: Type) {
        match op {
            Opcode::Nullptr if !r.is_ptr() => {
                self.report_inst(inst, Rule::ResultType, args![op.name(), "a pointer", r]);
            }
            Opcode::KernargPtr | Opcode::DispatchPtr | Opcode::ImplicitargPtr => {
                self.expect_result(inst, op, Type::Ptr(AddrSpace::Constant), r);
            }
            Opcode::LaneId | Opcode::WaveSize => {
                self.expect_result(inst, op, Type::I32, r);
            }
            Opcode::DispatchId => {
                self.expect_result(inst, op, Type::I64, r);
            }
            _ => {}
        }
    }

    /// The address operand of a write: a pointer into writable memory.
    fn check_address(&mut self, inst: Inst, op: Opcode, addr: Type) {
        match addr {
            Type::Ptr(space) if !space.is_writable() => {
                self.report_inst(inst, Rule::ReadOnlyWrite, args![op.name(), space.name()]);
            }
            Type::Ptr(_) => {}
            t => self.report_inst(inst, Rule::PtrOperand, args![op.name(), t]),
        }
    }

    /// Alignment and, for atomics, the accessed type and natural alignment.
    fn check_access(&mut self, inst: Inst, op: Opcode, flags: &MemFlags, ty: Type, plain: bool) {
        if !flags.align.is_power_of_two() {
            self.report_inst(inst, Rule::AlignPow2, args![flags.align]);
            return;
        }
        if !flags.ordering.is_atomic() {
            return;
        }
        let atomic_ok = match ty {
            Type::Scalar(s) => s != Scalar::I1,
            Type::Ptr(_) => true,
            Type::Vector(..) => false,
        };
        if plain && !atomic_ok {
            self.report_inst(inst, Rule::AtomicType, args![op.name(), ty]);
        } else if flags.align < ty.store_size() {
            self.report_inst(
                inst,
                Rule::AtomicAlign,
                args![op.name(), ty, ty.store_size(), flags.align],
            );
        }
    }

    fn check_fence_spaces(&mut self, inst: Inst, spaces: SpaceSet) {
        for s in spaces.iter() {
            if !matches!(s, AddrSpace::Global | AddrSpace::Local | AddrSpace::Private) {
                self.report_inst(inst, Rule::FenceSpace, args![s.name()]);
            }
        }
        // Bits above the last address space name no space at all.
        if spaces.0 >> AddrSpace::ALL.len() != 0 {
            self.report_inst(inst, Rule::FenceSpace, args![format!("{:#x}", spaces.0)]);
        }
    }

    fn check_call(
        &mut self,
        inst: Inst,
        func: crate::FuncId,
        args: &[Value],
        a: &[Type],
        results: &[Type],
    ) {
        let Some(callee) = self.m.functions.get(func) else {
            self.report_inst(inst, Rule::UnknownCallee, args![func]);
            return;
        };
        let name = &callee.name;
        if callee.kind == FuncKind::Kernel {
            self.report_inst(inst, Rule::CallKernel, args![name]);
        }
        let params = &callee.signature.params;
        if params.len() != args.len() {
            self.report_inst(
                inst,
                Rule::CallArgCount,
                args![name, args.len(), params.len()],
            );
        } else {
            for (i, (&t, &p)) in a.iter().zip(params).enumerate() {
                if t != p {
                    self.report_inst(inst, Rule::CallArgType, args![i + 1, name, t, p]);
                }
            }
        }
        if results != callee.signature.returns.as_slice() {
            let list = |ts: &[Type]| {
                ts.iter()
                    .map(Type::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let want = list(&callee.signature.returns);
            self.report_inst(inst, Rule::CallResults, args![name, want, list(results)]);
        }
    }

    fn check_intrinsic(
        &mut self,
        inst: Inst,
        name: &str,
        args: &[Value],
        a: &[Type],
        results: &[Type],
    ) {
        let Some(sig) = intrinsics::lookup(name) else {
            self.report_inst(inst, Rule::UnknownIntrinsic, args![name]);
            return;
        };
        if sig.params.len() != args.len() {
            self.report_inst(
                inst,
                Rule::IntrinsicArgCount,
                args![name, sig.params.len(), args.len()],
            );
        } else {
            for (i, (&t, &p)) in a.iter().zip(sig.params).enumerate() {
                if t != p {
                    self.report_inst(inst, Rule::IntrinsicArgType, args![i + 1, name, p, t]);
                } else if sig.is_immarg(i) && !self.is_iconst(args[i]) {
                    self.report_inst(inst, Rule::IntrinsicImmarg, args![i + 1, name]);
                }
            }
        }
        let describe = |t: Option<Type>| t.map_or("no result".to_string(), |t| format!("{t}"));
        if sig.second_result.is_some() {
            // `{T, i1}` in LLVM: two results in gfxc IR.
            let want = sig.results();
            if results != want.as_slice() {
                let list = |ts: &[Type]| {
                    ts.iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                self.report_inst(
                    inst,
                    Rule::IntrinsicResult,
                    args![name, list(&want), list(results)],
                );
            }
            return;
        }
        let got = match results {
            [] => None,
            [t] => Some(*t),
            _ => {
                let n = format!("{} results", results.len());
                self.report_inst(
                    inst,
                    Rule::IntrinsicResult,
                    args![name, describe(sig.result), n],
                );
                return;
            }
        };
        if got != sig.result {
            self.report_inst(
                inst,
                Rule::IntrinsicResult,
                args![name, describe(sig.result), describe(got)],
            );
        }
    }

    /// Whether `v` is the result of an `iconst` or `fconst` of this function.
    fn is_const(&self, v: Value) -> bool {
        match self.f.dfg.values.get(v).map(|d| d.def) {
            Some(ValueDef::Result(i, _)) => matches!(
                self.f.dfg.insts.get(i),
                Some(InstData::IntConst { .. } | InstData::FloatConst { .. })
            ),
            _ => false,
        }
    }

    /// Whether `v` is the result of an `iconst` of this function.
    fn is_iconst(&self, v: Value) -> bool {
        match self.f.dfg.values.get(v).map(|d| d.def) {
            Some(ValueDef::Result(i, _)) => {
                matches!(self.f.dfg.insts.get(i), Some(InstData::IntConst { .. }))
            }
            _ => false,
        }
    }

    fn check_switch(&mut self, inst: Inst, sel: Type, cases: &[(i64, crate::BlockCall)]) {
        let bits = match sel {
            Type::Scalar(Scalar::I32) => 32,
            Type::Scalar(Scalar::I64) => 64,
            t => {
                self.report_inst(inst, Rule::SwitchSelector, args![t]);
                return;
            }
        };
        let mut seen = std::collections::HashSet::new();
        for &(k, _) in cases {
            let in_range = bits == 64 || (i32::MIN as i64..=u32::MAX as i64).contains(&k);
            if !in_range {
                self.report_inst(inst, Rule::SwitchRange, args![k, sel]);
                continue;
            }
            // Case values compare by their low `bits` bits.
            let key = if bits == 32 {
                k as u32 as u64
            } else {
                k as u64
            };
            if !seen.insert(key) {
                self.report_inst(inst, Rule::SwitchDuplicate, args![k]);
            }
        }
    }

    fn check_return(&mut self, inst: Inst, a: &[Type]) {
        let f = self.f;
        let want = &f.signature.returns;
        if a.len() != want.len() {
            self.report_inst(inst, Rule::ReturnCount, args![a.len(), f.name, want.len()]);
            return;
        }
        for (&t, &w) in a.iter().zip(want) {
            if t != w {
                self.report_inst(inst, Rule::ReturnType, args![t, f.name, w]);
            }
        }
    }
}

/// An `inline_asm` is well formed: its constraints and template parse, it has one result per
/// output and one argument per input, tied inputs have their output's type and immediate
/// inputs are constants.
fn check_inline_asm(
    asm: &crate::inline_asm::AsmData,
    args: &[Value],
    a: &[Type],
    results: &[Type],
    is_const: impl Fn(Value) -> bool,
) -> Result<(), String> {
    use crate::inline_asm::{parse_constraints, parse_template, AsmClass};
    let c = parse_constraints(&asm.constraints)?;
    parse_template(&asm.template, c.operand_count())?;
    if c.outputs.len() != results.len() {
        return Err(format!(
            "{} output constraint(s) but {} result(s)",
            c.outputs.len(),
            results.len()
        ));
    }
    if c.inputs.len() != args.len() {
        return Err(format!(
            "{} input constraint(s) but {} argument(s)",
            c.inputs.len(),
            args.len()
        ));
    }
    for (k, (i, &t)) in c.inputs.iter().zip(a).enumerate() {
        match &i.class {
            AsmClass::Tied(n) if results[*n as usize] != t => {
                return Err(format!(
                    "input {k} ({t}) is tied to output {n} of type {}",
                    results[*n as usize]
                ))
            }
            AsmClass::Imm(_) if !is_const(args[k]) => {
                return Err(format!(
                    "input {k} has an immediate constraint but is not a constant"
                ))
            }
            _ => {}
        }
    }
    Ok(())
}
