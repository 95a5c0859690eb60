//! The interpreter's compiled operations: a flat enum with operand slot indices.
//!
//! Guarantees: every operand is a register slot index (frame-relative; a vector value takes
//! consecutive slots, one per lane), resolved and checked when the function is compiled
//! (`compile.rs`), so executing an op needs no lookups in the IR.

use crate::instructions::{Dim, FloatCC, IntCC, RmwOp};
use crate::launch::float::FloatKind;
use crate::types::AddrSpace;

/// A register slot index (frame-relative, in units of one lane-vector of `wave_size` u64).
pub(super) type Slot = u32;

/// The virtual exit block index.
pub(super) const EXIT: u32 = u32::MAX;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum IntOp {
    Add,
    Sub,
    Mul,
    Umulhi,
    Smulhi,
    Smin,
    Smax,
    Umin,
    Umax,
    And,
    Or,
    Xor,
    Shl,
    Lshr,
    Ashr,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum DivOp {
    Sdiv,
    Udiv,
    Srem,
    Urem,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum IntUn {
    Neg,
    Not,
    Iabs,
    Ctpop,
    Ctlz,
    Cttz,
    Bitreverse,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Min,
    Max,
    Copysign,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum FUn {
    Neg,
    Abs,
    Sqrt,
    Rcp,
    Rsq,
    Exp2,
    Log2,
    Sin,
    Cos,
    Floor,
    Ceil,
    Trunc,
    Round,
    Roundeven,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum CvtOp {
    /// Float to float.
    Fp(FloatKind, FloatKind),
    /// Signed / unsigned integer of width to float.
    SiToFp(u8, FloatKind),
    UiToFp(u8, FloatKind),
    /// Float to signed / unsigned integer of width (saturating, NaN -> 0).
    FpToSi(FloatKind, u8),
    FpToUi(FloatKind, u8),
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Query {
    WorkitemId(Dim),
    WorkgroupId(Dim),
    WorkgroupSize(Dim),
    GridSize(Dim),
    KernargPtr,
    DispatchPtr,
    ImplicitargPtr,
    DispatchId,
    LaneId,
    WaveSize,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Intr {
    MbcntLo,
    MbcntHi,
    Bpermute,
    Sleep,
    /// `trap`: the lanes that reach it stop the kernel with an error.
    Trap,
    Memtime,
    WaveBarrier,
    /// A row of `lane_intr::ROWS` (its index, the folded immediates, the two-lane 16-bit
    /// vector arguments and result as `lane_intr::exec` states).
    Lane(u8, u8, u8),
    /// `amdgcn.ds.permute`: forward permute (see `exec.rs`).
    Permute,
    /// `amdgcn.ds.swizzle` (offset in the second argument, an immediate).
    Swizzle,
    /// `amdgcn.writelane.i32`.
    Writelane,
    /// `amdgcn.set.inactive.i32`: the first argument in the active lanes, the second in
    /// every other lane of the wave (`crate::wwm`).
    SetInactive,
    /// The terminal of a whole-wave or whole-quad region (`crate::wwm`): a copy.
    Copy,
    /// `amdgcn.update.dpp.i32` (controls in arguments 2-5, immediates; see `dpp_source`).
    UpdateDpp,
    /// `amdgcn.s.memrealtime`.
    Memrealtime,
    /// `amdgcn.ds.append.p3` (true) / `amdgcn.ds.consume.p3` (false) on LDS.
    DsAppend(bool),
    /// `amdgcn.mfma.*` (see `mfma.rs`).
    Mfma(super::mfma::Mfma),
    /// The per-lane float intrinsics (`amdgcn.sin`, `fract`, `frexp.*`, `ldexp`; see
    /// `arith::fmath`).
    FMath(FMath),
    /// `amdgcn.div.scale.F`: the select immediate (scale the numerator) is part of the
    /// operation; arguments: numerator, denominator, the slot of the `i1` second result
    /// (`amdgcn_fp.rs`).
    DivScale(FloatKind, bool),
    /// `amdgcn.div.fmas.F` (a, b, c, the `i1` VCC).
    DivFmas(FloatKind),
    /// `amdgcn.div.fixup.F` (quotient, denominator, numerator).
    DivFixup(FloatKind),
    /// `amdgcn.trig.preop.f64` (x, segment).
    TrigPreop,
    /// `amdgcn.cvt.pkrtz` (two floats to a `f16x2`, rounding toward zero).
    CvtPkrtz,
    /// `amdgcn.permlane16` (0), `permlanex16` (1), `permlane64` (2), with the immediates
    /// `fi` and `bound_ctrl` (arguments: old, src0, src1, src2; `permlane64`: src0).
    Permlane(u8, bool, bool),
}

/// A per-lane float intrinsic with its format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum FMath {
    /// `amdgcn.sin.f32` (argument in revolutions).
    Sin,
    /// `amdgcn.cos.f32` (argument in revolutions).
    Cos,
    Fract(FloatKind),
    FrexpMant(FloatKind),
    FrexpExp(FloatKind),
    /// `ldexp.F.i32`: two operands (value, i32 exponent).
    Ldexp(FloatKind),
}

impl FMath {
    /// The row of `name`, with its number of operands.
    pub(super) fn from_name(name: &str) -> Option<(FMath, usize)> {
        use FloatKind::{F32, F64};
        Some(match name {
            "amdgcn.sin.f32" => (FMath::Sin, 1),
            "amdgcn.cos.f32" => (FMath::Cos, 1),
            "amdgcn.fract.f32" => (FMath::Fract(F32), 1),
            "amdgcn.fract.f64" => (FMath::Fract(F64), 1),
            "amdgcn.frexp.mant.f32" => (FMath::FrexpMant(F32), 1),
            "amdgcn.frexp.mant.f64" => (FMath::FrexpMant(F64), 1),
            "amdgcn.frexp.exp.i32.f32" => (FMath::FrexpExp(F32), 1),
            "amdgcn.frexp.exp.i32.f64" => (FMath::FrexpExp(F64), 1),
            "ldexp.f32.i32" => (FMath::Ldexp(F32), 2),
            "ldexp.f64.i32" => (FMath::Ldexp(F64), 2),
            _ => return None,
        })
    }
}

/// How memory values look: `n` elements of `size` bytes each; `bool` elements keep one bit.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct MemTy {
    pub size: u8,
    pub n: u8,
    pub bool_: bool,
    /// Float format of the elements (atomic float operations).
    pub float: Option<FloatKind>,
}

/// A control-flow edge: target block and the parallel copy of branch arguments.
#[derive(Clone, Debug)]
pub(super) struct Edge {
    pub target: u32,
    pub copies: Box<[(Slot, Slot)]>,
    /// Some destination is also a source: copy through a temporary.
    pub needs_temp: bool,
}

/// One compiled operation. Slots of vector values are consecutive (`n` of them).
#[derive(Clone, Debug)]
pub(super) enum Op {
    Const {
        dst: Slot,
        bits: u64,
    },
    Int {
        op: IntOp,
        w: u8,
        dst: Slot,
        a: Slot,
        b: Slot,
        n: u8,
    },
    Div {
        op: DivOp,
        w: u8,
        dst: Slot,
        a: Slot,
        b: Slot,
        n: u8,
    },
    IntUn {
        op: IntUn,
        w: u8,
        dst: Slot,
        a: Slot,
        n: u8,
    },
    /// `dst = a & mask` (zext, itrunc, ptrtoint, inttoptr: values are kept zero-extended).
    Mask {
        dst: Slot,
        a: Slot,
        n: u8,
        mask: u64,
    },
    Sext {
        dst: Slot,
        a: Slot,
        n: u8,
        from: u8,
        to: u8,
    },
    Ptradd {
        dst: Slot,
        p: Slot,
        off: Slot,
        off_w: u8,
        p_w: u8,
    },
    Float {
        op: FOp,
        k: FloatKind,
        dst: Slot,
        a: Slot,
        b: Slot,
        n: u8,
    },
    FloatUn {
        op: FUn,
        k: FloatKind,
        dst: Slot,
        a: Slot,
        n: u8,
    },
    Fma {
        k: FloatKind,
        dst: Slot,
        a: Slot,
        b: Slot,
        c: Slot,
        n: u8,
    },
    Icmp {
        cc: IntCC,
        w: u8,
        dst: Slot,
        a: Slot,
        b: Slot,
        n: u8,
    },
    Fcmp {
        cc: FloatCC,
        k: FloatKind,
        dst: Slot,
        a: Slot,
        b: Slot,
        n: u8,
    },
    Select {
        dst: Slot,
        c: Slot,
        a: Slot,
        b: Slot,
        n: u8,
        cvec: bool,
    },
    Cvt {
        op: CvtOp,
        dst: Slot,
        a: Slot,
        n: u8,
    },
    Bitcast {
        dst: Slot,
        a: Slot,
        from_w: u8,
        from_n: u8,
        to_w: u8,
        to_n: u8,
    },
    AsCast {
        dst: Slot,
        a: Slot,
        from: AddrSpace,
        to: AddrSpace,
    },
    Extract {
        dst: Slot,
        v: Slot,
        idx: Slot,
        lanes: u8,
    },
    Insert {
        dst: Slot,
        v: Slot,
        e: Slot,
        idx: Slot,
        lanes: u8,
    },
    Shuffle {
        dst: Slot,
        a: Slot,
        b: Slot,
        lanes: u8,
        mask: Box<[u8]>,
    },
    Splat {
        dst: Slot,
        a: Slot,
        n: u8,
    },
    Alloca {
        dst: Slot,
        size: u32,
        align: u32,
    },
    Load {
        dst: Slot,
        addr: Slot,
        space: AddrSpace,
        ty: MemTy,
        align: u32,
    },
    Store {
        val: Slot,
        addr: Slot,
        space: AddrSpace,
        ty: MemTy,
        align: u32,
    },
    /// `amdgcn.s.setreg` (`set`: write the first active lane's `v` into MODE bits
    /// `off..off+size`) or `amdgcn.s.getreg` (`set` false: `v` is the destination).
    Hwreg {
        set: bool,
        off: u8,
        size: u8,
        v: Slot,
    },
    Rmw {
        op: RmwOp,
        dst: Slot,
        addr: Slot,
        val: Slot,
        space: AddrSpace,
        ty: MemTy,
        align: u32,
    },
    CmpXchg {
        dst: Slot,
        ok: Slot,
        addr: Slot,
        exp: Slot,
        new: Slot,
        space: AddrSpace,
        ty: MemTy,
        align: u32,
    },
    Query {
        dst: Slot,
        q: Query,
    },
    Readfirstlane {
        dst: Slot,
        a: Slot,
        n: u8,
    },
    Readlane {
        dst: Slot,
        a: Slot,
        lane: Slot,
        n: u8,
    },
    Ballot {
        dst: Slot,
        c: Slot,
        w: u8,
    },
    Intrinsic {
        which: Intr,
        dst: Slot,
        args: [Slot; 4],
    },
    /// A buffer intrinsic (`crate::buffer`): `rsrc` is 4 slots (the V# words); `data` and
    /// `cmp` as many as `ty` has elements (unused ones are 0).
    Buffer {
        b: crate::buffer::BufferIntrinsic,
        ty: MemTy,
        dst: Slot,
        rsrc: Slot,
        vindex: Option<Slot>,
        voff: Slot,
        soff: Slot,
        data: Slot,
        /// The compare value (`cmpswap`) or the format immediate (`tbuffer`).
        cmp: Slot,
    },
    Nop,
    // ---- ops with control effects (handled by the executor) ----
    Barrier,
    /// `args` are element slots in the caller; `dst` the caller's result slots.
    Call {
        func: u32,
        args: Box<[Slot]>,
        dst: Slot,
        ret_n: u8,
    },
    /// A call through a function pointer (`call_indirect`).
    CallIndirect(Box<IndirectCall>),
    Jump(Edge),
    Brif {
        c: Slot,
        t: Edge,
        e: Edge,
    },
    Switch {
        a: Slot,
        cases: Box<[(u64, u32)]>,
        edges: Box<[Edge]>,
    },
    /// Element slots of the returned value.
    Return {
        vals: Box<[Slot]>,
    },
    Unreachable,
}

/// A `call_indirect`: the callee pointer's slot, the argument element slots, the signature
/// the operands and result give (each lane's callee must have it), the result slots.
#[derive(Clone, Debug)]
pub struct IndirectCall {
    pub callee: Slot,
    pub args: Box<[Slot]>,
    pub sig: crate::Signature,
    pub dst: Slot,
    pub ret_n: u8,
}

impl Op {
    /// Whether the result follows the MODE register's FP_ROUND, FP_DENORM, DX10_CLAMP or IEEE
    /// fields on the hardware: the rounding float operations, comparisons (denormal inputs
    /// flush), conversions, min/max (IEEE quieting), the float intrinsics and float atomics.
    /// Sign-bit operations (`fneg`, `fabs`, `copysign`), moves, loads and stores do not.
    pub(super) fn follows_mode(&self) -> bool {
        match self {
            Op::Float { op, .. } => *op != FOp::Copysign,
            Op::FloatUn { op, .. } => !matches!(op, FUn::Neg | FUn::Abs),
            Op::Fma { .. } | Op::Fcmp { .. } | Op::Cvt { .. } => true,
            Op::Rmw { ty, .. } | Op::CmpXchg { ty, .. } => ty.float.is_some(),
            Op::Intrinsic { which, .. } => match which {
                Intr::FMath(_)
                | Intr::DivScale(..)
                | Intr::DivFmas(_)
                | Intr::DivFixup(_)
                | Intr::TrigPreop
                | Intr::CvtPkrtz
                | Intr::Mfma(_) => true,
                Intr::Lane(i, ..) => super::lane_intr::ROWS.get(*i as usize).is_some_and(|r| {
                    ["fdot", "cube", "cvt.", "fmul", "lerp"]
                        .iter()
                        .any(|k| r.name.contains(k))
                }),
                _ => false,
            },
            _ => false,
        }
    }
}
