//! Instruction opcodes and their operand data.
//!
//! Every instruction is an [`InstData`]: an [`Opcode`] plus the operands of its format. Result
//! types live in the [`DataFlowGraph`](crate::DataFlowGraph), not here. The
//! [`Opcode::info`] table says, per opcode, its text name, its format and how its result type
//! is written in the text format, so the parser, printer and verifier agree by construction.

use crate::entities::{Block, FuncId, GlobalId, Value};
use crate::types::{AddrSpace, Ordering, SyncScope};
use smallvec::SmallVec;

/// A dimension of the work-item / work-group grid.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Dim {
    X = 0,
    Y = 1,
    Z = 2,
}

impl Dim {
    pub const ALL: [Dim; 3] = [Dim::X, Dim::Y, Dim::Z];
    pub fn name(self) -> &'static str {
        ["x", "y", "z"][self as usize]
    }
    pub fn from_name(s: &str) -> Option<Dim> {
        Dim::ALL.into_iter().find(|d| d.name() == s)
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Integer comparison conditions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntCC {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl IntCC {
    pub const ALL: [IntCC; 10] = [
        IntCC::Eq,
        IntCC::Ne,
        IntCC::Slt,
        IntCC::Sle,
        IntCC::Sgt,
        IntCC::Sge,
        IntCC::Ult,
        IntCC::Ule,
        IntCC::Ugt,
        IntCC::Uge,
    ];
    pub fn name(self) -> &'static str {
        match self {
            IntCC::Eq => "eq",
            IntCC::Ne => "ne",
            IntCC::Slt => "slt",
            IntCC::Sle => "sle",
            IntCC::Sgt => "sgt",
            IntCC::Sge => "sge",
            IntCC::Ult => "ult",
            IntCC::Ule => "ule",
            IntCC::Ugt => "ugt",
            IntCC::Uge => "uge",
        }
    }
    pub fn from_name(s: &str) -> Option<IntCC> {
        IntCC::ALL.into_iter().find(|c| c.name() == s)
    }
    /// The condition with its operands exchanged: `a cc b` is `b cc.mirror() a`.
    pub fn mirror(self) -> IntCC {
        match self {
            IntCC::Eq | IntCC::Ne => self,
            IntCC::Slt => IntCC::Sgt,
            IntCC::Sle => IntCC::Sge,
            IntCC::Sgt => IntCC::Slt,
            IntCC::Sge => IntCC::Sle,
            IntCC::Ult => IntCC::Ugt,
            IntCC::Ule => IntCC::Uge,
            IntCC::Ugt => IntCC::Ult,
            IntCC::Uge => IntCC::Ule,
        }
    }
    /// The condition that holds exactly when `self` does not (`!(a < b)` is `a >= b`).
    pub fn inverse(self) -> IntCC {
        match self {
            IntCC::Eq => IntCC::Ne,
            IntCC::Ne => IntCC::Eq,
            IntCC::Slt => IntCC::Sge,
            IntCC::Sle => IntCC::Sgt,
            IntCC::Sgt => IntCC::Sle,
            IntCC::Sge => IntCC::Slt,
            IntCC::Ult => IntCC::Uge,
            IntCC::Ule => IntCC::Ugt,
            IntCC::Ugt => IntCC::Ule,
            IntCC::Uge => IntCC::Ult,
        }
    }
}

/// Float comparison conditions, LLVM's `fcmp` predicates: `o*` are false if either operand is
/// NaN, `u*` true.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatCC {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl FloatCC {
    /// The condition that holds exactly when `self` does not, NaNs included: an ordered
    /// comparison's inverse is the unordered complement (`!(a olt b)` is `a uge b`).
    pub fn inverse(self) -> FloatCC {
        match self {
            FloatCC::False => FloatCC::True,
            FloatCC::Oeq => FloatCC::Une,
            FloatCC::Ogt => FloatCC::Ule,
            FloatCC::Oge => FloatCC::Ult,
            FloatCC::Olt => FloatCC::Uge,
            FloatCC::Ole => FloatCC::Ugt,
            FloatCC::One => FloatCC::Ueq,
            FloatCC::Ord => FloatCC::Uno,
            FloatCC::Ueq => FloatCC::One,
            FloatCC::Ugt => FloatCC::Ole,
            FloatCC::Uge => FloatCC::Olt,
            FloatCC::Ult => FloatCC::Oge,
            FloatCC::Ule => FloatCC::Ogt,
            FloatCC::Une => FloatCC::Oeq,
            FloatCC::Uno => FloatCC::Ord,
            FloatCC::True => FloatCC::False,
        }
    }
    pub const ALL: [FloatCC; 16] = [
        FloatCC::False,
        FloatCC::Oeq,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::One,
        FloatCC::Ord,
        FloatCC::Ueq,
        FloatCC::Ugt,
        FloatCC::Uge,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Une,
        FloatCC::Uno,
        FloatCC::True,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FloatCC::False => "false",
            FloatCC::Oeq => "oeq",
            FloatCC::Ogt => "ogt",
            FloatCC::Oge => "oge",
            FloatCC::Olt => "olt",
            FloatCC::Ole => "ole",
            FloatCC::One => "one",
            FloatCC::Ord => "ord",
            FloatCC::Ueq => "ueq",
            FloatCC::Ugt => "ugt",
            FloatCC::Uge => "uge",
            FloatCC::Ult => "ult",
            FloatCC::Ule => "ule",
            FloatCC::Une => "une",
            FloatCC::Uno => "uno",
            FloatCC::True => "true",
        }
    }
    pub fn from_name(s: &str) -> Option<FloatCC> {
        FloatCC::ALL.into_iter().find(|c| c.name() == s)
    }
}

/// The operation of an `atomic_rmw`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Or,
    Xor,
    Min,
    Max,
    Umin,
    Umax,
    Fadd,
    Fmin,
    Fmax,
    /// `uinc_wrap`: `old >= v ? 0 : old + 1` (unsigned).
    UincWrap,
    /// `udec_wrap`: `old == 0 || old > v ? v : old - 1` (unsigned).
    UdecWrap,
}

impl RmwOp {
    pub const ALL: [RmwOp; 15] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Min,
        RmwOp::Max,
        RmwOp::Umin,
        RmwOp::Umax,
        RmwOp::Fadd,
        RmwOp::Fmin,
        RmwOp::Fmax,
        RmwOp::UincWrap,
        RmwOp::UdecWrap,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Min => "min",
            RmwOp::Max => "max",
            RmwOp::Umin => "umin",
            RmwOp::Umax => "umax",
            RmwOp::Fadd => "fadd",
            RmwOp::Fmin => "fmin",
            RmwOp::Fmax => "fmax",
            RmwOp::UincWrap => "uinc_wrap",
            RmwOp::UdecWrap => "udec_wrap",
        }
    }
    pub fn from_name(s: &str) -> Option<RmwOp> {
        RmwOp::ALL.into_iter().find(|c| c.name() == s)
    }
    /// Whether the operation works on floats (`fadd`, `fmin`, `fmax`); `xchg` works on both.
    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::Fadd | RmwOp::Fmin | RmwOp::Fmax)
    }
}

/// Flags of a memory access.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemFlags {
    /// Alignment in bytes (a power of two).
    pub align: u32,
    pub volatile: bool,
    pub nontemporal: bool,
    /// On a load: no store of the dispatch writes the loaded bytes before the load (LLVM's
    /// `!amdgpu.noclobber`, which llc-19 relies on, and `!invariant.load`; text
    /// `, invariant`). A load with a uniform address may then read through the scalar cache
    /// (`s_load`), which stores of the dispatch would leave stale. Ignored elsewhere.
    pub invariant: bool,
    /// `NotAtomic` for ordinary accesses.
    pub ordering: Ordering,
    /// Meaningful only for atomic accesses.
    pub scope: SyncScope,
}

impl MemFlags {
    /// An ordinary access with the given alignment.
    pub fn aligned(align: u32) -> MemFlags {
        MemFlags {
            align,
            volatile: false,
            nontemporal: false,
            invariant: false,
            ordering: Ordering::NotAtomic,
            scope: SyncScope::SYSTEM,
        }
    }

    /// An atomic access with the given alignment, ordering and scope.
    pub fn atomic(align: u32, ordering: Ordering, scope: SyncScope) -> MemFlags {
        MemFlags {
            ordering,
            scope,
            ..MemFlags::aligned(align)
        }
    }
}

/// A set of address spaces a fence orders (OpenCL-style fences); empty means all.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SpaceSet(pub u16);

impl SpaceSet {
    pub const ALL: SpaceSet = SpaceSet(0);
    pub fn contains(self, a: AddrSpace) -> bool {
        self.0 == 0 || self.0 & (1 << a.number()) != 0
    }
    pub fn insert(&mut self, a: AddrSpace) {
        self.0 |= 1 << a.number();
    }
    pub fn is_all(self) -> bool {
        self.0 == 0
    }
    /// The spaces listed explicitly, in number order (empty for "all").
    pub fn iter(self) -> impl Iterator<Item = AddrSpace> {
        AddrSpace::ALL
            .into_iter()
            .filter(move |a| self.0 & (1 << a.number()) != 0)
    }
}

/// A branch destination with the arguments passed to the block's parameters.
#[derive(PartialEq, Eq, Hash, Debug)]
pub struct BlockCall {
    pub block: Block,
    pub args: SmallVec<[Value; 4]>,
}

/// Copies the arguments as one slice (`SmallVec::from_slice`): `SmallVec`'s own `clone`
/// pushes them one by one through its generic `extend` (lowering copies every kernel's
/// instructions, and passes copy the instructions they rewrite).
impl Clone for BlockCall {
    #[inline]
    fn clone(&self) -> BlockCall {
        BlockCall {
            block: self.block,
            args: SmallVec::from_slice(&self.args),
        }
    }
}

impl BlockCall {
    pub fn new(block: Block, args: &[Value]) -> BlockCall {
        BlockCall {
            block,
            args: SmallVec::from_slice(args),
        }
    }
}

/// How an opcode's text form states its result type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeSuffix {
    /// `op.T`: `T` is the (first) result type.
    Result,
    /// `op.T`: `T` is the type of the first operand; the result is `i1` of the same shape.
    Operand,
    /// No suffix: the result type is fixed or follows from the instruction (see `Opcode`).
    None,
}

/// The operand format of an opcode (which [`InstData`] variant it uses).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    Nullary,
    Unary,
    Binary,
    Ternary,
    IntConst,
    FloatConst,
    IntCompare,
    FloatCompare,
    GridQuery,
    Shuffle,
    Load,
    Store,
    AtomicRmw,
    CmpXchg,
    Fence,
    Alloca,
    GlobalAddr,
    FuncAddr,
    Call,
    CallIndirect,
    Intrinsic,
    InlineAsm,
    Jump,
    Brif,
    Switch,
    Return,
}

impl Format {
    /// Formats whose instructions only compute their result from their operands and
    /// immediates: no memory access, no effect, no control flow (which opcodes of them are
    /// also free of lane dependence, division traps and the like is each caller's business).
    pub fn computes_only(self) -> bool {
        matches!(
            self,
            Format::Unary
                | Format::Binary
                | Format::Ternary
                | Format::IntConst
                | Format::FloatConst
                | Format::IntCompare
                | Format::FloatCompare
                | Format::GridQuery
                | Format::Shuffle
                | Format::GlobalAddr
        )
    }
}

/// Static facts about an opcode.
#[derive(Copy, Clone, Debug)]
pub struct OpcodeInfo {
    pub name: &'static str,
    pub format: Format,
    pub suffix: TypeSuffix,
    pub is_terminator: bool,
}

macro_rules! opcodes {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $format:ident, $suffix:ident; )*) => {
        /// Every operation of gfxc IR. `Opcode::info` gives its text name and format.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum Opcode {
            $( $(#[$doc])* $variant, )*
        }

        impl Opcode {
            /// Every opcode, in declaration order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant),*];

            /// Static facts: text name, format, type suffix, terminator. (Inline: one row
            /// of a constant table, read per instruction by most passes of lowering.)
            #[inline]
            pub fn info(self) -> OpcodeInfo {
                match self {
                    $(Opcode::$variant => OpcodeInfo {
                        name: $name,
                        format: Format::$format,
                        suffix: TypeSuffix::$suffix,
                        is_terminator: matches!(Format::$format,
                            Format::Jump | Format::Brif | Format::Switch | Format::Return)
                            || $name == "unreachable",
                    },)*
                }
            }
        }
    };
}

opcodes! {
    // ---- constants and addresses ----
    /// Integer constant of an integer scalar type.
    Iconst = "iconst", IntConst, Result;
    /// Float constant (bits held exactly).
    Fconst = "fconst", FloatConst, Result;
    /// The null pointer of a pointer type (all-zero bits).
    Nullptr = "nullptr", Nullary, Result;
    /// Address of a module global; result is a pointer in the global's address space.
    GlobalAddr = "global_addr", GlobalAddr, None;
    /// Per-work-item private memory of a fixed size; result `ptr.private`.
    Alloca = "alloca", Alloca, None;
    /// Byte offset added to a pointer: `ptradd p, off` (off is i32 or i64, signed).
    Ptradd = "ptradd", Binary, None;

    // ---- integer arithmetic (scalars or vectors of integers) ----
    Add = "add", Binary, Result;
    Sub = "sub", Binary, Result;
    Mul = "mul", Binary, Result;
    /// High half of the unsigned product.
    Umulhi = "umulhi", Binary, Result;
    /// High half of the signed product.
    Smulhi = "smulhi", Binary, Result;
    /// Signed division, rounding toward zero. Division by zero and `MIN / -1` are errors in
    /// the interpreter (LLVM: undefined behaviour).
    Sdiv = "sdiv", Binary, Result;
    Udiv = "udiv", Binary, Result;
    Srem = "srem", Binary, Result;
    Urem = "urem", Binary, Result;
    Smin = "smin", Binary, Result;
    Smax = "smax", Binary, Result;
    Umin = "umin", Binary, Result;
    Umax = "umax", Binary, Result;
    And = "and", Binary, Result;
    Or = "or", Binary, Result;
    Xor = "xor", Binary, Result;
    /// Shift left; the shift amount is taken modulo the bit width.
    Shl = "shl", Binary, Result;
    /// Logical shift right; amount modulo the bit width.
    Lshr = "lshr", Binary, Result;
    /// Arithmetic shift right; amount modulo the bit width.
    Ashr = "ashr", Binary, Result;
    Neg = "neg", Unary, Result;
    Not = "not", Unary, Result;
    /// Integer absolute value (`MIN` maps to itself).
    Iabs = "iabs", Unary, Result;
    Ctpop = "ctpop", Unary, Result;
    /// Count leading zeros; `ctlz 0` is the bit width.
    Ctlz = "ctlz", Unary, Result;
    /// Count trailing zeros; `cttz 0` is the bit width.
    Cttz = "cttz", Unary, Result;
    Bitreverse = "bitreverse", Unary, Result;

    // ---- float arithmetic (IEEE, round to nearest even) ----
    Fadd = "fadd", Binary, Result;
    Fsub = "fsub", Binary, Result;
    Fmul = "fmul", Binary, Result;
    /// Correctly rounded division.
    Fdiv = "fdiv", Binary, Result;
    /// Remainder with the sign of the dividend (C `fmod`).
    Frem = "frem", Binary, Result;
    /// `minnum`: the other operand if one is NaN.
    Fmin = "fmin", Binary, Result;
    /// `maxnum`: the other operand if one is NaN.
    Fmax = "fmax", Binary, Result;
    Copysign = "copysign", Binary, Result;
    /// Fused multiply-add, one rounding.
    Fma = "fma", Ternary, Result;
    Fneg = "fneg", Unary, Result;
    Fabs = "fabs", Unary, Result;
    /// Correctly rounded square root.
    Sqrt = "sqrt", Unary, Result;
    /// Approximate reciprocal (hardware `v_rcp`, 1 ulp).
    Rcp = "rcp", Unary, Result;
    /// Approximate reciprocal square root (hardware `v_rsq`, 1 ulp).
    Rsq = "rsq", Unary, Result;
    Exp2 = "exp2", Unary, Result;
    Log2 = "log2", Unary, Result;
    /// Sine of an angle in radians.
    Sin = "sin", Unary, Result;
    /// Cosine of an angle in radians.
    Cos = "cos", Unary, Result;
    Floor = "floor", Unary, Result;
    Ceil = "ceil", Unary, Result;
    Trunc = "trunc", Unary, Result;
    /// Round half away from zero (`llvm.round`).
    Round = "round", Unary, Result;
    /// Round half to even (`llvm.roundeven`).
    Roundeven = "roundeven", Unary, Result;

    // ---- comparisons and selection ----
    Icmp = "icmp", IntCompare, Operand;
    Fcmp = "fcmp", FloatCompare, Operand;
    /// `select c, a, b`: `c` is `i1`, or `i1xN` for lane-wise selection of `N`-lane vectors.
    Select = "select", Ternary, Result;

    // ---- conversions ----
    Sext = "sext", Unary, Result;
    Zext = "zext", Unary, Result;
    /// Integer truncation (also to `i1`: keeps the low bit).
    Itrunc = "itrunc", Unary, Result;
    Fpext = "fpext", Unary, Result;
    Fptrunc = "fptrunc", Unary, Result;
    Sitofp = "sitofp", Unary, Result;
    Uitofp = "uitofp", Unary, Result;
    /// Float to signed integer, rounding toward zero; saturates, NaN gives 0 (as `v_cvt_i32_f32`).
    Fptosi = "fptosi", Unary, Result;
    /// Float to unsigned integer, rounding toward zero; saturates, NaN gives 0.
    Fptoui = "fptoui", Unary, Result;
    /// Reinterpret bits between types of the same width (not pointers).
    Bitcast = "bitcast", Unary, Result;
    Ptrtoint = "ptrtoint", Unary, Result;
    Inttoptr = "inttoptr", Unary, Result;
    /// Address-space cast between flat and a specific space (through the apertures).
    Addrspacecast = "addrspacecast", Unary, Result;

    // ---- vectors ----
    /// `extractelement.T vec, idx` (idx is i32; out-of-range is an error).
    Extractelement = "extractelement", Binary, Result;
    /// `insertelement.VT vec, elt, idx`.
    Insertelement = "insertelement", Ternary, Result;
    /// `shuffle.VT a, b, [i0, i1, ...]`: lanes of `a` then `b`.
    Shuffle = "shuffle", Shuffle, Result;
    /// Every lane of the result vector set to a scalar.
    Splat = "splat", Unary, Result;

    // ---- memory ----
    Load = "load", Load, Result;
    Store = "store", Store, None;
    AtomicRmw = "atomic_rmw", AtomicRmw, Result;
    /// Results: the old value, and an `i1` that is true if the exchange happened.
    Cmpxchg = "cmpxchg", CmpXchg, Result;
    Fence = "fence", Fence, None;
    /// Work-group execution barrier (`s_barrier`); orders no memory by itself.
    Barrier = "barrier", Nullary, None;

    // ---- GPU queries (results: i32 unless noted) ----
    WorkitemId = "workitem_id", GridQuery, None;
    WorkgroupId = "workgroup_id", GridQuery, None;
    /// Work-group size of full work-groups, from the dispatch packet.
    WorkgroupSize = "workgroup_size", GridQuery, None;
    /// Grid size in work-items, from the dispatch packet.
    GridSize = "grid_size", GridQuery, None;
    /// Result `ptr.constant`.
    KernargPtr = "kernarg_ptr", Nullary, None;
    /// Result `ptr.constant`: the HSA kernel dispatch packet.
    DispatchPtr = "dispatch_ptr", Nullary, None;
    /// Result `ptr.constant`: the hidden (implicit) kernel arguments.
    ImplicitargPtr = "implicitarg_ptr", Nullary, None;
    /// Result `i64`: the dispatch id (the HSA queue index of the dispatch packet,
    /// [`crate::launch::DISPATCH_ID`] in the interpreter and the simulator).
    DispatchId = "dispatch_id", Nullary, None;
    LaneId = "lane_id", Nullary, None;
    WaveSize = "wave_size", Nullary, None;
    /// The operand's value in the first active lane.
    Readfirstlane = "readfirstlane", Unary, Result;
    /// `readlane.T v, lane`: the operand's value in lane `lane` (uniform i32).
    Readlane = "readlane", Binary, Result;
    /// A mask of the active lanes where the `i1` operand is true; result `i32` or `i64`.
    Ballot = "ballot", Unary, Result;
    /// A target intrinsic, checked by name (`intrinsic.T "name"(args)`).
    Intrinsic = "intrinsic", Intrinsic, Result;
    /// Call of a device function of the module.
    Call = "call", Call, None;
    /// The address of a device function of the module (`func_addr @f`, result `ptr.flat`): a
    /// function pointer that may be stored, selected and passed, and called by
    /// `call_indirect` (docs/calls.md "Indirect calls").
    FuncAddr = "func_addr", FuncAddr, None;
    /// `call_indirect[.T] vp(args)`: a call through the function pointer `vp` (a `ptr.flat`
    /// from `func_addr`); the result type is the suffix (none: no result). Each lane calls
    /// the function its pointer names; the pointer may differ between lanes.
    CallIndirect = "call_indirect", CallIndirect, Result;
    /// Inline assembly (`crate::inline_asm`): `inline_asm [T, ...] "template", "constraints"
    /// [, sideeffect] [, convergent] (args)`; one result per output constraint.
    InlineAsm = "inline_asm", InlineAsm, None;

    // ---- terminators ----
    Jump = "jump", Jump, None;
    Brif = "brif", Brif, None;
    Switch = "switch", Switch, None;
    Return = "return", Return, None;
    Unreachable = "unreachable", Nullary, None;
}

impl Opcode {
    /// The text name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn from_name(s: &str) -> Option<Opcode> {
        // Sorted by name once: the parser looks up every instruction's opcode.
        static BY_NAME: std::sync::OnceLock<Vec<(&'static str, Opcode)>> =
            std::sync::OnceLock::new();
        let by_name = BY_NAME.get_or_init(|| {
            let mut v: Vec<_> = Opcode::ALL.iter().map(|&o| (o.name(), o)).collect();
            v.sort_unstable_by_key(|&(n, _)| n);
            v
        });
        by_name
            .binary_search_by_key(&s, |&(n, _)| n)
            .ok()
            .map(|i| by_name[i].1)
    }

    pub fn is_terminator(self) -> bool {
        self.info().is_terminator
    }
}

/// An instruction's operands. Which variant an opcode uses is `Opcode::info().format`.
#[derive(PartialEq, Debug)]
pub enum InstData {
    Nullary {
        opcode: Opcode,
    },
    Unary {
        opcode: Opcode,
        arg: Value,
    },
    Binary {
        opcode: Opcode,
        args: [Value; 2],
    },
    Ternary {
        opcode: Opcode,
        args: [Value; 3],
    },
    /// `iconst`: the value, sign- or zero-extended; only the low bits of the type count.
    IntConst {
        imm: i64,
    },
    /// `fconst`: IEEE bits in the low bits (f16: 16, f32: 32, f64: 64).
    FloatConst {
        bits: u64,
    },
    IntCompare {
        cond: IntCC,
        args: [Value; 2],
    },
    FloatCompare {
        cond: FloatCC,
        args: [Value; 2],
    },
    GridQuery {
        opcode: Opcode,
        dim: Dim,
    },
    Shuffle {
        args: [Value; 2],
        mask: SmallVec<[u8; 16]>,
    },
    Load {
        flags: MemFlags,
        addr: Value,
    },
    /// `args[0]` is the value stored, `args[1]` the address.
    Store {
        flags: MemFlags,
        args: [Value; 2],
    },
    /// `args[0]` is the address, `args[1]` the operand.
    AtomicRmw {
        op: RmwOp,
        flags: MemFlags,
        args: [Value; 2],
    },
    /// `args` are address, expected, new. `flags.ordering` is the success ordering.
    CmpXchg {
        flags: MemFlags,
        failure: Ordering,
        weak: bool,
        args: [Value; 3],
    },
    Fence {
        ordering: Ordering,
        scope: SyncScope,
        spaces: SpaceSet,
    },
    Alloca {
        size: u32,
        align: u32,
    },
    GlobalAddr {
        global: GlobalId,
    },
    Call {
        func: FuncId,
        args: SmallVec<[Value; 4]>,
    },
    FuncAddr {
        func: FuncId,
    },
    /// `args[0]` is the callee pointer, the rest the call's arguments.
    CallIndirect {
        args: SmallVec<[Value; 4]>,
    },
    Intrinsic {
        name: String,
        args: SmallVec<[Value; 4]>,
    },
    /// `args` are the inputs of the constraint string that are not clobbers, in order.
    InlineAsm {
        asm: Box<crate::inline_asm::AsmData>,
        args: SmallVec<[Value; 4]>,
    },
    Jump {
        dest: BlockCall,
    },
    Brif {
        cond: Value,
        then_dest: BlockCall,
        else_dest: BlockCall,
    },
    /// `cases` are (selector value, destination); the selector is i32 or i64.
    Switch {
        arg: Value,
        default: BlockCall,
        cases: Vec<(i64, BlockCall)>,
    },
    Return {
        args: SmallVec<[Value; 2]>,
    },
}

/// Field by field, as a derived `Clone`, except that value lists and shuffle masks are
/// copied as one slice (`SmallVec::from_slice`; see [`BlockCall`]'s `Clone`).
impl Clone for InstData {
    fn clone(&self) -> InstData {
        match self {
            InstData::Nullary { opcode } => InstData::Nullary { opcode: *opcode },
            InstData::Unary { opcode, arg } => InstData::Unary {
                opcode: *opcode,
                arg: *arg,
            },
            InstData::Binary { opcode, args } => InstData::Binary {
                opcode: *opcode,
                args: *args,
            },
            InstData::Ternary { opcode, args } => InstData::Ternary {
                opcode: *opcode,
                args: *args,
            },
            InstData::IntConst { imm } => InstData::IntConst { imm: *imm },
            InstData::FloatConst { bits } => InstData::FloatConst { bits: *bits },
            InstData::IntCompare { cond, args } => InstData::IntCompare {
                cond: *cond,
                args: *args,
            },
            InstData::FloatCompare { cond, args } => InstData::FloatCompare {
                cond: *cond,
                args: *args,
            },
            InstData::GridQuery { opcode, dim } => InstData::GridQuery {
                opcode: *opcode,
                dim: *dim,
            },
            InstData::Shuffle { args, mask } => InstData::Shuffle {
                args: *args,
                mask: SmallVec::from_slice(mask),
            },
            InstData::Load { flags, addr } => InstData::Load {
                flags: *flags,
                addr: *addr,
            },
            InstData::Store { flags, args } => InstData::Store {
                flags: *flags,
                args: *args,
            },
            InstData::AtomicRmw { op, flags, args } => InstData::AtomicRmw {
                op: *op,
                flags: *flags,
                args: *args,
            },
            InstData::CmpXchg {
                flags,
                failure,
                weak,
                args,
            } => InstData::CmpXchg {
                flags: *flags,
                failure: *failure,
                weak: *weak,
                args: *args,
            },
            InstData::Fence {
                ordering,
                scope,
                spaces,
            } => InstData::Fence {
                ordering: *ordering,
                scope: *scope,
                spaces: *spaces,
            },
            InstData::Alloca { size, align } => InstData::Alloca {
                size: *size,
                align: *align,
            },
            InstData::GlobalAddr { global } => InstData::GlobalAddr { global: *global },
            InstData::Call { func, args } => InstData::Call {
                func: *func,
                args: SmallVec::from_slice(args),
            },
            InstData::FuncAddr { func } => InstData::FuncAddr { func: *func },
            InstData::CallIndirect { args } => InstData::CallIndirect {
                args: SmallVec::from_slice(args),
            },
            InstData::Intrinsic { name, args } => InstData::Intrinsic {
                name: name.clone(),
                args: SmallVec::from_slice(args),
            },
            InstData::InlineAsm { asm, args } => InstData::InlineAsm {
                asm: asm.clone(),
                args: SmallVec::from_slice(args),
            },
            InstData::Jump { dest } => InstData::Jump { dest: dest.clone() },
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => InstData::Brif {
                cond: *cond,
                then_dest: then_dest.clone(),
                else_dest: else_dest.clone(),
            },
            InstData::Switch {
                arg,
                default,
                cases,
            } => InstData::Switch {
                arg: *arg,
                default: default.clone(),
                cases: cases.clone(),
            },
            InstData::Return { args } => InstData::Return {
                args: SmallVec::from_slice(args),
            },
        }
    }
}

impl InstData {
    /// The opcode.
    #[inline]
    pub fn opcode(&self) -> Opcode {
        match self {
            InstData::Nullary { opcode }
            | InstData::Unary { opcode, .. }
            | InstData::Binary { opcode, .. }
            | InstData::Ternary { opcode, .. }
            | InstData::GridQuery { opcode, .. } => *opcode,
            InstData::IntConst { .. } => Opcode::Iconst,
            InstData::FloatConst { .. } => Opcode::Fconst,
            InstData::IntCompare { .. } => Opcode::Icmp,
            InstData::FloatCompare { .. } => Opcode::Fcmp,
            InstData::Shuffle { .. } => Opcode::Shuffle,
            InstData::Load { .. } => Opcode::Load,
            InstData::Store { .. } => Opcode::Store,
            InstData::AtomicRmw { .. } => Opcode::AtomicRmw,
            InstData::CmpXchg { .. } => Opcode::Cmpxchg,
            InstData::Fence { .. } => Opcode::Fence,
            InstData::Alloca { .. } => Opcode::Alloca,
            InstData::GlobalAddr { .. } => Opcode::GlobalAddr,
            InstData::Call { .. } => Opcode::Call,
            InstData::FuncAddr { .. } => Opcode::FuncAddr,
            InstData::CallIndirect { .. } => Opcode::CallIndirect,
            InstData::Intrinsic { .. } => Opcode::Intrinsic,
            InstData::InlineAsm { .. } => Opcode::InlineAsm,
            InstData::Jump { .. } => Opcode::Jump,
            InstData::Brif { .. } => Opcode::Brif,
            InstData::Switch { .. } => Opcode::Switch,
            InstData::Return { .. } => Opcode::Return,
        }
    }

    /// The value operands that are not branch arguments, in operand order.
    #[inline]
    pub fn args(&self) -> &[Value] {
        match self {
            InstData::Nullary { .. }
            | InstData::IntConst { .. }
            | InstData::FloatConst { .. }
            | InstData::GridQuery { .. }
            | InstData::Fence { .. }
            | InstData::Alloca { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::Jump { .. } => &[],
            InstData::Unary { arg, .. } => core::slice::from_ref(arg),
            InstData::Load { addr, .. } => core::slice::from_ref(addr),
            InstData::Brif { cond, .. } => core::slice::from_ref(cond),
            InstData::Switch { arg, .. } => core::slice::from_ref(arg),
            InstData::Binary { args, .. }
            | InstData::IntCompare { args, .. }
            | InstData::FloatCompare { args, .. }
            | InstData::Shuffle { args, .. }
            | InstData::Store { args, .. }
            | InstData::AtomicRmw { args, .. } => args,
            InstData::Ternary { args, .. } | InstData::CmpXchg { args, .. } => args,
            InstData::Call { args, .. }
            | InstData::CallIndirect { args }
            | InstData::Intrinsic { args, .. }
            | InstData::InlineAsm { args, .. } => args,
            InstData::Return { args } => args,
        }
    }

    /// Mutable access to the operands `args` returns.
    #[inline]
    pub fn args_mut(&mut self) -> &mut [Value] {
        match self {
            InstData::Nullary { .. }
            | InstData::IntConst { .. }
            | InstData::FloatConst { .. }
            | InstData::GridQuery { .. }
            | InstData::Fence { .. }
            | InstData::Alloca { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::Jump { .. } => &mut [],
            InstData::Unary { arg, .. } => core::slice::from_mut(arg),
            InstData::Load { addr, .. } => core::slice::from_mut(addr),
            InstData::Brif { cond, .. } => core::slice::from_mut(cond),
            InstData::Switch { arg, .. } => core::slice::from_mut(arg),
            InstData::Binary { args, .. }
            | InstData::IntCompare { args, .. }
            | InstData::FloatCompare { args, .. }
            | InstData::Shuffle { args, .. }
            | InstData::Store { args, .. }
            | InstData::AtomicRmw { args, .. } => args,
            InstData::Ternary { args, .. } | InstData::CmpXchg { args, .. } => args,
            InstData::Call { args, .. }
            | InstData::CallIndirect { args }
            | InstData::Intrinsic { args, .. }
            | InstData::InlineAsm { args, .. } => args,
            InstData::Return { args } => args,
        }
    }

    /// Branch destinations, in order (then before else; switch default before cases).
    pub fn branch_dests(&self) -> SmallVec<[&BlockCall; 2]> {
        let mut v = SmallVec::new();
        self.for_each_branch_dest(|d| v.push(d));
        v
    }

    /// Calls `f` on each branch destination, in the order of `branch_dests`, without
    /// collecting them (passes walk every instruction's destinations).
    #[inline]
    pub fn for_each_branch_dest<'a>(&'a self, mut f: impl FnMut(&'a BlockCall)) {
        match self {
            InstData::Jump { dest } => f(dest),
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => {
                f(then_dest);
                f(else_dest);
            }
            InstData::Switch { default, cases, .. } => {
                f(default);
                for (_, d) in cases {
                    f(d);
                }
            }
            _ => {}
        }
    }

    /// Branch destination `k` (in the order of `branch_dests`), without collecting the
    /// others.
    #[inline]
    pub fn branch_dest(&self, k: usize) -> Option<&BlockCall> {
        match (self, k) {
            (InstData::Jump { dest }, 0) => Some(dest),
            (InstData::Brif { then_dest, .. }, 0) => Some(then_dest),
            (InstData::Brif { else_dest, .. }, 1) => Some(else_dest),
            (InstData::Switch { default, .. }, 0) => Some(default),
            (InstData::Switch { cases, .. }, _) => cases.get(k - 1).map(|(_, d)| d),
            _ => None,
        }
    }

    /// [`InstData::branch_dest`], mutable.
    #[inline]
    pub fn branch_dest_mut(&mut self, k: usize) -> Option<&mut BlockCall> {
        match (self, k) {
            (InstData::Jump { dest }, 0) => Some(dest),
            (InstData::Brif { then_dest, .. }, 0) => Some(then_dest),
            (InstData::Brif { else_dest, .. }, 1) => Some(else_dest),
            (InstData::Switch { default, .. }, 0) => Some(default),
            (InstData::Switch { cases, .. }, _) => cases.get_mut(k - 1).map(|(_, d)| d),
            _ => None,
        }
    }

    /// Mutable branch destinations, in the order of `branch_dests`.
    pub fn branch_dests_mut(&mut self) -> SmallVec<[&mut BlockCall; 2]> {
        let mut v = SmallVec::new();
        self.for_each_branch_dest_mut(|d| v.push(d));
        v
    }

    /// [`InstData::for_each_branch_dest`] with mutable destinations (same order).
    #[inline]
    pub fn for_each_branch_dest_mut<'a>(&'a mut self, mut f: impl FnMut(&'a mut BlockCall)) {
        match self {
            InstData::Jump { dest } => f(dest),
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => {
                f(then_dest);
                f(else_dest);
            }
            InstData::Switch { default, cases, .. } => {
                f(default);
                for (_, d) in cases.iter_mut() {
                    f(d);
                }
            }
            _ => {}
        }
    }

    /// Every value the instruction uses: operands, then branch arguments.
    #[inline]
    pub fn all_values(&self) -> SmallVec<[Value; 8]> {
        let mut v: SmallVec<[Value; 8]> = SmallVec::new();
        self.for_each_value(|x| v.push(x));
        v
    }

    /// Calls `f` on every value the instruction uses, in the order of
    /// [`InstData::all_values`] (operands, then branch arguments), without collecting them:
    /// passes that count or look up every use of every instruction.
    #[inline]
    pub fn for_each_value(&self, mut f: impl FnMut(Value)) {
        for &v in self.args() {
            f(v);
        }
        self.for_each_branch_dest(|d| d.args.iter().for_each(|&v| f(v)));
    }

    /// Applies `f` to every value the instruction uses (operands and branch arguments).
    pub fn map_values(&mut self, mut f: impl FnMut(Value) -> Value) {
        for a in self.args_mut() {
            *a = f(*a);
        }
        self.for_each_branch_dest_mut(|d| {
            for a in d.args.iter_mut() {
                *a = f(*a);
            }
        });
    }

    /// Memory flags of loads, stores and atomics.
    #[inline]
    pub fn mem_flags(&self) -> Option<&MemFlags> {
        match self {
            InstData::Load { flags, .. }
            | InstData::Store { flags, .. }
            | InstData::AtomicRmw { flags, .. }
            | InstData::CmpXchg { flags, .. } => Some(flags),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcode_names_are_unique_and_round_trip() {
        let mut names = std::collections::HashSet::new();
        for &op in Opcode::ALL {
            assert!(
                names.insert(op.name()),
                "duplicate opcode name {}",
                op.name()
            );
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        assert!(Opcode::Unreachable.is_terminator());
        assert!(Opcode::Brif.is_terminator());
        assert!(!Opcode::Store.is_terminator());
    }
}
