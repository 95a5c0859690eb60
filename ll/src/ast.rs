//! The syntax tree of a parsed `.ll` module: LLVM types, values and instructions as written,
//! before any mapping onto gfxc IR. Every node that can be the subject of an error carries its
//! source location.

use gfxc_ir::{FloatCC, IntCC, Ordering, SrcLoc, SyncScope};
use std::collections::HashMap;

/// An LLVM type.
#[derive(Clone, PartialEq, Debug)]
pub enum Ty {
    Void,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    /// `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>`.
    Vector(u32, Box<Ty>),
    /// `[N x T]`.
    Array(u64, Box<Ty>),
    /// `{ T, ... }` (`true` if packed, `<{ ... }>`).
    Struct(Vec<Ty>, bool),
    /// `%name` (a named type, resolved through the module's type table).
    Named(String),
    Label,
    Metadata,
    Token,
    /// Any other type (`x86_fp80`, `fp128`, target types, function types ...): named for errors.
    Other(String),
}

impl Ty {
    pub fn is_void(&self) -> bool {
        matches!(self, Ty::Void)
    }
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ty::Void => f.write_str("void"),
            Ty::Int(n) => write!(f, "i{n}"),
            Ty::Half => f.write_str("half"),
            Ty::BFloat => f.write_str("bfloat"),
            Ty::Float => f.write_str("float"),
            Ty::Double => f.write_str("double"),
            Ty::Ptr(0) => f.write_str("ptr"),
            Ty::Ptr(n) => write!(f, "ptr addrspace({n})"),
            Ty::Vector(n, t) => write!(f, "<{n} x {t}>"),
            Ty::Array(n, t) => write!(f, "[{n} x {t}]"),
            Ty::Struct(fs, packed) => {
                f.write_str(if *packed { "<{ " } else { "{ " })?;
                for (i, t) in fs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(if *packed { " }>" } else { " }" })
            }
            Ty::Named(n) => write!(f, "%{n}"),
            Ty::Label => f.write_str("label"),
            Ty::Metadata => f.write_str("metadata"),
            Ty::Token => f.write_str("token"),
            Ty::Other(s) => f.write_str(s),
        }
    }
}

/// A float literal as written.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum FloatLit {
    /// Decimal text, parsed as a double (LLVM parses decimal constants as double first).
    Dec(f64),
    /// `0x` + 16 hex digits: the bits of a double, whatever the constant's type.
    HexDouble(u64),
    /// `0xH` + 4 hex digits: half bits.
    HexHalf(u16),
    /// `0xR` + 4 hex digits: bfloat bits.
    HexBf(u16),
    /// Any other hex form (`0xK`, `0xL`, `0xM`): unsupported.
    Other(char),
}

/// A value as written in an operand position; its type comes from the context.
#[derive(Clone, PartialEq, Debug)]
pub enum Val {
    Local(String),
    Global(String),
    Int(i128),
    Float(FloatLit),
    Bool(bool),
    Null,
    /// `undef` and `poison`: read as zero (see the crate documentation).
    Undef,
    Zero,
    None,
    Vector(Vec<TVal>),
    Array(Vec<TVal>),
    Struct(Vec<TVal>),
    CStr(Vec<u8>),
    /// `splat (T v)`.
    Splat(Box<TVal>),
    Expr(Box<ConstExpr>),
    /// A metadata operand (`metadata !3`): only intrinsics that are dropped take these.
    Metadata,
    /// `blockaddress`, `dso_local_equivalent`, `no_cfi`, ...: named for the error.
    Unsupported(String),
}

/// A typed value with the location of its first token.
#[derive(Clone, PartialEq, Debug)]
pub struct TVal {
    pub ty: Ty,
    pub val: Val,
    pub loc: SrcLoc,
}

/// A constant expression.
#[derive(Clone, PartialEq, Debug)]
pub enum ConstExpr {
    Gep { src: Ty, base: TVal, idx: Vec<TVal> },
    Cast { op: String, v: TVal, to: Ty },
    Bin { op: String, a: TVal, b: TVal },
}

/// An LLVM instruction.
#[derive(Clone, PartialEq, Debug)]
pub enum InstKind {
    /// Integer and float binary operators (`add`, `fdiv`, ...), flags dropped but `contract`.
    Bin {
        op: String,
        a: TVal,
        b: TVal,
        /// The `contract` (or `fast`) fast-math flag: may fuse with a multiply (`contract.rs`).
        contract: bool,
    },
    FNeg {
        a: TVal,
    },
    ICmp {
        cond: IntCC,
        a: TVal,
        b: TVal,
    },
    FCmp {
        cond: FloatCC,
        a: TVal,
        b: TVal,
    },
    Select {
        c: TVal,
        a: TVal,
        b: TVal,
    },
    Cast {
        op: String,
        v: TVal,
        to: Ty,
    },
    Phi {
        ty: Ty,
        incoming: Vec<(TVal, String)>,
    },
    Gep {
        src: Ty,
        base: TVal,
        idx: Vec<TVal>,
    },
    Load {
        ty: Ty,
        ptr: TVal,
        mem: Mem,
    },
    Store {
        val: TVal,
        ptr: TVal,
        mem: Mem,
    },
    AtomicRmw {
        op: String,
        ptr: TVal,
        val: TVal,
        mem: Mem,
    },
    CmpXchg {
        ptr: TVal,
        cmp: TVal,
        new: TVal,
        mem: Mem,
        failure: Ordering,
        weak: bool,
    },
    Fence {
        ordering: Ordering,
        scope: SyncScope,
    },
    Call {
        ret: Ty,
        callee: TVal,
        args: Vec<Arg>,
        /// The call carries `afn` (or `fast`): approximate math forms are allowed.
        afn: bool,
    },
    /// `call T asm [sideeffect] "template", "constraints"(args)`.
    InlineAsm {
        ret: Ty,
        template: String,
        constraints: String,
        side_effect: bool,
        convergent: bool,
        args: Vec<TVal>,
    },
    Alloca {
        ty: Ty,
        count: Option<TVal>,
        align: Option<u32>,
        space: u32,
    },
    ExtractElement {
        v: TVal,
        idx: TVal,
    },
    InsertElement {
        v: TVal,
        elt: TVal,
        idx: TVal,
    },
    Shuffle {
        a: TVal,
        b: TVal,
        mask: TVal,
    },
    ExtractValue {
        agg: TVal,
        idx: Vec<u32>,
    },
    InsertValue {
        agg: TVal,
        elt: TVal,
        idx: Vec<u32>,
    },
    Freeze {
        v: TVal,
    },
    Br {
        dest: String,
    },
    CondBr {
        c: TVal,
        then_dest: String,
        else_dest: String,
    },
    Switch {
        v: TVal,
        default: String,
        cases: Vec<(TVal, String)>,
    },
    Ret {
        v: Option<TVal>,
    },
    Unreachable,
}

/// Memory-access properties of loads, stores and atomics.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Mem {
    pub align: Option<u32>,
    pub volatile: bool,
    /// `NotAtomic` for ordinary accesses.
    pub ordering: Ordering,
    pub scope: SyncScope,
}

/// A call argument with the parameter attributes that matter (`align N`).
#[derive(Clone, PartialEq, Debug)]
pub struct Arg {
    pub v: TVal,
    pub align: Option<u32>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Inst {
    pub result: Option<String>,
    pub kind: InstKind,
    pub loc: SrcLoc,
    /// Metadata attachments (`!nontemporal !3` → ("nontemporal", Some(3))).
    pub md: Vec<(String, Option<u32>)>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct BlockAst {
    pub name: String,
    pub loc: SrcLoc,
    pub insts: Vec<Inst>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Param {
    pub ty: Ty,
    pub name: String,
    pub loc: SrcLoc,
    /// Why the parameter cannot be mapped (`byref`, `byval`, ...), if it cannot.
    pub unsupported_attr: Option<String>,
    /// `byref(T)`: the pointee type.
    pub byref: Option<Ty>,
    /// `align N` on the parameter.
    pub align: Option<u32>,
    /// `noalias` on the parameter.
    pub noalias: bool,
}

/// One function attribute: `noinline`, or `"key"="value"`.
#[derive(Clone, PartialEq, Debug)]
pub struct FnAttr {
    pub key: String,
    pub value: Option<String>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct FuncAst {
    pub name: String,
    pub loc: SrcLoc,
    pub kernel: bool,
    /// `internal` or `private` linkage: not visible to other modules.
    pub local: bool,
    pub ret: Ty,
    pub params: Vec<Param>,
    /// Attribute-group references (`#0`) and inline attributes.
    pub attr_groups: Vec<(u32, SrcLoc)>,
    pub attrs: Vec<FnAttr>,
    /// Function metadata attachments (`!reqd_work_group_size !9`).
    pub md: Vec<(String, Option<u32>)>,
    /// `None` for declarations.
    pub body: Option<Vec<BlockAst>>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GlobalAst {
    pub name: String,
    pub loc: SrcLoc,
    pub space: u32,
    pub constant: bool,
    pub ty: Ty,
    /// `None` for `external` declarations.
    pub init: Option<TVal>,
    pub align: Option<u32>,
}

/// A metadata node operand, as far as gfxc needs to read metadata.
#[derive(Clone, PartialEq, Debug)]
pub enum MdItem {
    Int(i128),
    /// A float constant (`float 2.5` in `!fpmath`), as a double.
    Float(f64),
    Str(String),
    Ref(u32),
    Other,
}

/// A whole module.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct ModuleAst {
    pub types: HashMap<String, Ty>,
    pub globals: Vec<GlobalAst>,
    pub funcs: Vec<FuncAst>,
    pub attr_groups: HashMap<u32, Vec<FnAttr>>,
    /// Numbered metadata nodes that are plain tuples.
    pub metadata: HashMap<u32, Vec<MdItem>>,
}
