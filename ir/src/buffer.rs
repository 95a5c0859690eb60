//! Buffer resources (the 128-bit V#) and the buffer intrinsics of gfxc IR.
//!
//! **Representation.** A buffer resource (LLVM's `ptr addrspace(8)` or `<4 x i32>`) is an
//! `i32x4` value in gfxc IR: the four descriptor words as the hardware reads them from an SGPR
//! quad. No stage has to learn a new type (kernel arguments, loads, stores, phis, `select` of
//! resources are those of `i32x4`); `llvm.amdgcn.make.buffer.rsrc` is integer arithmetic on the
//! words (`gfxc_ll`). The reserved `ptr.buffer_rsrc` type stays reserved.
//!
//! **Intrinsics.** The rows are generated (not listed by hand) over kinds x types, one per
//! LLVM 19 intrinsic of the `<4 x i32>` form; the name is the LLVM name without `llvm.`, with
//! LLVM's type mangling (`amdgcn.raw.buffer.load.v4f32`):
//! * `amdgcn.raw.buffer.load.T(rsrc, voffset, soffset, aux)` and
//!   `amdgcn.struct.buffer.load.T(rsrc, vindex, voffset, soffset, aux)`;
//! * `amdgcn.{raw,struct}.buffer.store.T(data, rsrc, [vindex,] voffset, soffset, aux)`;
//! * `amdgcn.{raw,struct}.buffer.atomic.OP.T(data, rsrc, [vindex,] voffset, soffset, aux)`
//!   returning the old value; `cmpswap` takes `(new, cmp, rsrc, ...)`.
//! * typed (converting) accesses: `amdgcn.{raw,struct}.buffer.{load,store}.format.T` with the
//!   operands of the plain ones, the element format in the resource ([`Typed::Rsrc`]), T in
//!   [`FORMAT_TYPES`] (raw) or [`STRUCT_FORMAT_TYPES`] (struct); `amdgcn.{raw,struct}.tbuffer.{load,store}.T(..., soffset, format,
//!   aux)`, the format an immediate in the generation's MTBUF encoding ([`Typed::Inst`]), T in
//!   [`TBUFFER_TYPES`]. One element of the format is read or written per lane; its
//!   components convert to or from the 32-bit register values (or f16 ones, D16) by
//!   `crate::buffer_format`, the one statement of the conversions; the range check covers the
//!   element as a whole (out of range: a load reads zeros, a store writes nothing). The
//!   format codes mean different things per generation ([`BufferRules::format_gen`]).
//!
//! `aux` (LLVM's cache policy, an immediate) changes caching only, never a result. T is every
//! type of at most 16 bytes LLVM 19 selects for these intrinsics: `i8`, `i16`, `f16`, `i32`,
//! `f32`, `i64`, `f64` and the vectors `v2i16 v4i16 v8i16 v2f16 v4f16 v8f16 v2i32 v3i32 v4i32
//! v2f32 v3f32 v4f32 v2i64 v2f64` (bf16 arrives from LLVM as its `i16` bits; pointers as `i64`).
//!
//! **Semantics** (the interpreter and the simulator share [`Vsharp`] and [`in_range`], the one
//! statement of the hardware rule here). The byte address of an access is
//! `base + soffset + index * stride + offset` with `offset = voffset + imm` (a 32-bit sum),
//! `index = vindex` (struct forms, IDXEN) plus the lane number when ADD_TID_ENABLE is set.
//! An access out of range reads zero and writes nothing; an atomic out of range does nothing
//! and returns zero. The range rule is per generation ([`BufferRules`]):
//! * GFX6-GFX9 (AMD "Instinct MI100 ISA" §9.1.5 "Range Checking", the same rule in the SI/CI/VI
//!   manuals): with ADD_TID and no IDXEN no check (private buffer); without IDXEN the raw rule,
//!   out of range when `offset >= num_records` (bytes); with IDXEN and `stride != 0` the
//!   structured rule, out of range when `index >= num_records` (records); IDXEN with stride 0
//!   takes the raw rule (the index contributes nothing). `soffset` is not part of the checked
//!   offset (the manual: "the sgpr_offset is not a part of the offset term").
//!   Dword-multiple loads and stores are checked per dword ("Load/store-Dword-x{2,3,4} range-check
//!   per component"), sub-dword ones and atomics as a whole.
//! * GFX10+ (RDNA ISA "Buffer range checking", OOB_SELECT = word 3 bits 29:28, the names of
//!   Mesa's `sid.h`): 0 structured-with-offset, out of range when `index >= num_records` or
//!   `offset + size > stride`; 1 structured, `index >= num_records`; 2 disabled, never out of
//!   range; 3 raw, `offset + size > num_records`. The same per-dword split as above.
//!
//! Swizzled resources (SWIZZLE_ENABLE) are refused by the interpreter (the simulator implements
//! the swizzled layout of the MI100 manual); the stride is the 14-bit field (ADD_TID's 18-bit
//! extension for scratch is not used by these intrinsics).

use crate::instructions::RmwOp;
use crate::intrinsics::IntrinsicSig;
use crate::types::{Scalar, Type};
use std::sync::OnceLock;

/// Which generation's range-check rule applies to a V#.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BufferRules {
    /// GFX6-GFX9: raw / structured by IDXEN and stride (MI100 ISA §9.1.5).
    #[default]
    Gfx6,
    /// GFX10: OOB_SELECT in word 3 bits 29:28; the 7-bit unified buffer format.
    Gfx10,
    /// GFX11: the GFX10 range rule; the 6-bit unified buffer format.
    Gfx11,
}

impl BufferRules {
    /// The rule of a processor generation given as its major version (6, 7, 8, 9, 10, 11).
    pub fn of_major(major: u32) -> BufferRules {
        match major {
            11.. => BufferRules::Gfx11,
            10 => BufferRules::Gfx10,
            _ => BufferRules::Gfx6,
        }
    }

    /// The generation family of the buffer format codes (`crate::buffer_format`): 9 for the
    /// split DATA_FORMAT / NUM_FORMAT codes of GFX6-GFX9, 10 and 11 for the unified ones.
    pub fn format_gen(self) -> u8 {
        match self {
            BufferRules::Gfx6 => 9,
            BufferRules::Gfx10 => 10,
            BufferRules::Gfx11 => 11,
        }
    }
}

/// The fields of a buffer resource descriptor that addressing and range checking read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vsharp {
    /// Word 0 and word 1 bits 15:0.
    pub base: u64,
    /// Word 1 bits 29:16.
    pub stride: u32,
    /// SWIZZLE_ENABLE: word 1 bit 31 (GFX6-GFX9), bits 31:30 (GFX10+).
    pub swizzle: bool,
    /// Word 2.
    pub num_records: u32,
    /// ADD_TID_ENABLE: word 3 bit 23.
    pub add_tid: bool,
    /// OOB_SELECT: word 3 bits 29:28 (GFX10+; 0 before).
    pub oob_select: u8,
}

impl Vsharp {
    /// Decodes the four words (word 0 first).
    pub fn decode(w: [u32; 4], rules: BufferRules) -> Vsharp {
        let gfx10 = rules != BufferRules::Gfx6;
        Vsharp {
            base: w[0] as u64 | ((w[1] & 0xffff) as u64) << 32,
            stride: (w[1] >> 16) & 0x3fff,
            swizzle: if gfx10 {
                w[1] >> 30 != 0
            } else {
                w[1] >> 31 != 0
            },
            num_records: w[2],
            add_tid: w[3] >> 23 & 1 != 0,
            oob_select: if gfx10 { (w[3] >> 28 & 3) as u8 } else { 0 },
        }
    }
}

/// Whether `size` bytes at buffer `offset` (the 32-bit `voffset + imm`, without soffset) of
/// record `index` are in range (see the module documentation for the rule and its source).
pub fn in_range(
    rules: BufferRules,
    v: &Vsharp,
    idxen: bool,
    index: u64,
    offset: u64,
    size: u64,
) -> bool {
    let nrec = v.num_records as u64;
    match rules {
        BufferRules::Gfx6 => {
            if v.add_tid && !idxen {
                true
            } else if idxen && v.stride != 0 {
                index < nrec
            } else {
                offset < nrec
            }
        }
        BufferRules::Gfx10 | BufferRules::Gfx11 => match v.oob_select {
            0 => index < nrec && offset + size <= v.stride as u64,
            1 => index < nrec,
            2 => true,
            _ => offset + size <= nrec,
        },
    }
}

/// What a buffer intrinsic does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferKind {
    Load,
    Store,
    /// A read-modify-write returning the old value.
    Atomic(RmwOp),
    /// Compare-and-swap returning the old value: `(new, cmp, ...)`.
    CmpSwap,
    /// `amdgcn.s.buffer.load.T(rsrc, offset, aux)`: a scalar (SMEM) load with a uniform
    /// resource and offset; the offset's two low bits are ignored (the SMEM address is
    /// dword-aligned, MI100 ISA §8.2.1 "m_addr = (... + offset) & ~0x3").
    ScalarLoad,
}

/// Where a typed (converting) access takes its element format from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// An untyped access: bytes in, bytes out.
    No,
    /// `buffer.{load,store}.format`: the format in the resource's word 3 (DATA_FORMAT /
    /// NUM_FORMAT, or FORMAT on GFX10+) and DST_SEL.
    Rsrc,
    /// `tbuffer.{load,store}`: the format is the `format` immediate operand (the MTBUF field
    /// as the generation encodes it); DST_SEL from the resource.
    Inst,
}

/// A parsed buffer intrinsic name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufferIntrinsic {
    pub kind: BufferKind,
    /// Typed (format-converting) loads and stores: Load and Store kinds only.
    pub typed: Typed,
    /// `struct` form: a `vindex` operand and IDXEN.
    pub structured: bool,
    /// The data type.
    pub ty: Type,
}

impl BufferIntrinsic {
    /// Operand positions: (data, cmp, rsrc, vindex, voffset, soffset, format, aux).
    pub fn operands(&self) -> Operands {
        if self.kind == BufferKind::ScalarLoad {
            return Operands {
                data: None,
                cmp: None,
                rsrc: 0,
                vindex: None,
                voffset: 1,
                soffset: 1,
                format: None,
                aux: 2,
            };
        }
        let f = (self.typed == Typed::Inst) as usize;
        let first = match self.kind {
            BufferKind::Load | BufferKind::ScalarLoad => 0,
            BufferKind::Store | BufferKind::Atomic(_) => 1,
            BufferKind::CmpSwap => 2,
        };
        let s = self.structured as usize;
        Operands {
            data: (first >= 1).then_some(0),
            cmp: (first == 2).then_some(1),
            rsrc: first,
            vindex: self.structured.then_some(first + 1),
            voffset: first + 1 + s,
            soffset: first + 2 + s,
            format: (f == 1).then_some(first + 3 + s),
            aux: first + 3 + s + f,
        }
    }
}

/// Operand indices of a buffer intrinsic call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operands {
    pub data: Option<usize>,
    pub cmp: Option<usize>,
    pub rsrc: usize,
    pub vindex: Option<usize>,
    pub voffset: usize,
    pub soffset: usize,
    /// `tbuffer`: the format immediate.
    pub format: Option<usize>,
    pub aux: usize,
}

/// The resource type.
pub const RSRC: Type = Type::Vector(Scalar::I32, 4);

/// Data types of loads and stores, with their LLVM mangling.
pub const DATA_TYPES: &[(&str, Type)] = &[
    ("i8", Type::Scalar(Scalar::I8)),
    ("i16", Type::Scalar(Scalar::I16)),
    ("f16", Type::Scalar(Scalar::F16)),
    ("i32", Type::Scalar(Scalar::I32)),
    ("f32", Type::Scalar(Scalar::F32)),
    ("i64", Type::Scalar(Scalar::I64)),
    ("f64", Type::Scalar(Scalar::F64)),
    ("v2i16", Type::Vector(Scalar::I16, 2)),
    ("v4i16", Type::Vector(Scalar::I16, 4)),
    ("v2f16", Type::Vector(Scalar::F16, 2)),
    ("v4f16", Type::Vector(Scalar::F16, 4)),
    ("v8i16", Type::Vector(Scalar::I16, 8)),
    ("v8f16", Type::Vector(Scalar::F16, 8)),
    ("v2i32", Type::Vector(Scalar::I32, 2)),
    ("v3i32", Type::Vector(Scalar::I32, 3)),
    ("v4i32", Type::Vector(Scalar::I32, 4)),
    ("v2f32", Type::Vector(Scalar::F32, 2)),
    ("v3f32", Type::Vector(Scalar::F32, 3)),
    ("v4f32", Type::Vector(Scalar::F32, 4)),
    ("v2i64", Type::Vector(Scalar::I64, 2)),
    ("v2f64", Type::Vector(Scalar::F64, 2)),
];

/// Atomic operations (LLVM name, gfxc operation, types).
pub const ATOMICS: &[(&str, Option<RmwOp>, &[&str])] = &[
    ("add", Some(RmwOp::Add), &["i32", "i64"]),
    ("sub", Some(RmwOp::Sub), &["i32", "i64"]),
    ("smin", Some(RmwOp::Min), &["i32", "i64"]),
    ("umin", Some(RmwOp::Umin), &["i32", "i64"]),
    ("smax", Some(RmwOp::Max), &["i32", "i64"]),
    ("umax", Some(RmwOp::Umax), &["i32", "i64"]),
    ("and", Some(RmwOp::And), &["i32", "i64"]),
    ("or", Some(RmwOp::Or), &["i32", "i64"]),
    ("xor", Some(RmwOp::Xor), &["i32", "i64"]),
    ("swap", Some(RmwOp::Xchg), &["i32", "i64", "f32", "f64"]),
    ("inc", Some(RmwOp::UincWrap), &["i32", "i64"]),
    ("dec", Some(RmwOp::UdecWrap), &["i32", "i64"]),
    ("fadd", Some(RmwOp::Fadd), &["f32", "f64"]),
    ("fmin", Some(RmwOp::Fmin), &["f32", "f64"]),
    ("fmax", Some(RmwOp::Fmax), &["f32", "f64"]),
    ("cmpswap", None, &["i32", "i64"]),
];

/// Data types of `raw.buffer.{load,store}.format` (LLVM 19 declares them over floats and
/// selects 32-bit components, and f16 ones (D16) from GFX8 on).
pub const FORMAT_TYPES: &[(&str, Type)] = &[
    ("f32", Type::Scalar(Scalar::F32)),
    ("v2f32", Type::Vector(Scalar::F32, 2)),
    ("v3f32", Type::Vector(Scalar::F32, 3)),
    ("v4f32", Type::Vector(Scalar::F32, 4)),
    ("f16", Type::Scalar(Scalar::F16)),
    ("v2f16", Type::Vector(Scalar::F16, 2)),
    ("v3f16", Type::Vector(Scalar::F16, 3)),
    ("v4f16", Type::Vector(Scalar::F16, 4)),
];

/// Data types of `struct.buffer.{load,store}.format` (LLVM 19 declares the struct forms over
/// any type, the raw ones over floats): [`FORMAT_TYPES`] and i32 and i16 (D16) components.
pub const STRUCT_FORMAT_TYPES: &[(&str, Type)] = &[
    ("f32", Type::Scalar(Scalar::F32)),
    ("v2f32", Type::Vector(Scalar::F32, 2)),
    ("v3f32", Type::Vector(Scalar::F32, 3)),
    ("v4f32", Type::Vector(Scalar::F32, 4)),
    ("f16", Type::Scalar(Scalar::F16)),
    ("v2f16", Type::Vector(Scalar::F16, 2)),
    ("v3f16", Type::Vector(Scalar::F16, 3)),
    ("v4f16", Type::Vector(Scalar::F16, 4)),
    ("i32", Type::Scalar(Scalar::I32)),
    ("v2i32", Type::Vector(Scalar::I32, 2)),
    ("v3i32", Type::Vector(Scalar::I32, 3)),
    ("v4i32", Type::Vector(Scalar::I32, 4)),
    ("i16", Type::Scalar(Scalar::I16)),
    ("v2i16", Type::Vector(Scalar::I16, 2)),
    ("v3i16", Type::Vector(Scalar::I16, 3)),
    ("v4i16", Type::Vector(Scalar::I16, 4)),
];

/// Data types of `tbuffer.{load,store}`: [`FORMAT_TYPES`] and 32-bit integer components
/// (the same register values as f32 ones).
pub const TBUFFER_TYPES: &[(&str, Type)] = &[
    ("f32", Type::Scalar(Scalar::F32)),
    ("v2f32", Type::Vector(Scalar::F32, 2)),
    ("v3f32", Type::Vector(Scalar::F32, 3)),
    ("v4f32", Type::Vector(Scalar::F32, 4)),
    ("f16", Type::Scalar(Scalar::F16)),
    ("v2f16", Type::Vector(Scalar::F16, 2)),
    ("v3f16", Type::Vector(Scalar::F16, 3)),
    ("v4f16", Type::Vector(Scalar::F16, 4)),
    ("i32", Type::Scalar(Scalar::I32)),
    ("v2i32", Type::Vector(Scalar::I32, 2)),
    ("v3i32", Type::Vector(Scalar::I32, 3)),
    ("v4i32", Type::Vector(Scalar::I32, 4)),
];

/// Data types of `s.buffer.load` (whole dwords: the SMEM loads of 1, 2, 4, 8 and 16 dwords).
pub const SCALAR_TYPES: &[(&str, Type)] = &[
    ("i32", Type::Scalar(Scalar::I32)),
    ("f32", Type::Scalar(Scalar::F32)),
    ("v2i32", Type::Vector(Scalar::I32, 2)),
    ("v2f32", Type::Vector(Scalar::F32, 2)),
    ("v4i32", Type::Vector(Scalar::I32, 4)),
    ("v4f32", Type::Vector(Scalar::F32, 4)),
    ("v8i32", Type::Vector(Scalar::I32, 8)),
    ("v8f32", Type::Vector(Scalar::F32, 8)),
    ("v16i32", Type::Vector(Scalar::I32, 16)),
    ("v16f32", Type::Vector(Scalar::F32, 16)),
];

/// Whether dword `k` of an `s.buffer.load` at `offset` is in range: the dword-aligned byte
/// offset plus 4 within `num_records` bytes (the stride is not used by SMEM addressing, MI100
/// ISA §8.2.1). Out-of-range dwords read zero (the manual: "the operation is not performed
/// for any Dwords that are out-of-range"; gfxc returns zeros, as for VMEM).
pub fn scalar_in_range(v: &Vsharp, offset: u64, k: u64) -> bool {
    (offset & !3) + 4 * k + 4 <= v.num_records as u64
}

fn data_type(m: &str) -> Option<Type> {
    DATA_TYPES.iter().find(|(n, _)| *n == m).map(|&(_, t)| t)
}

/// Parses a gfxc buffer intrinsic name (`amdgcn.struct.buffer.atomic.add.i32`).
pub fn parse(name: &str) -> Option<BufferIntrinsic> {
    let rest = name.strip_prefix("amdgcn.")?;
    if let Some(m) = rest.strip_prefix("s.buffer.load.") {
        let &(_, ty) = SCALAR_TYPES.iter().find(|(n, _)| *n == m)?;
        return Some(BufferIntrinsic {
            kind: BufferKind::ScalarLoad,
            typed: Typed::No,
            structured: false,
            ty,
        });
    }
    for (form, structured) in [("raw.tbuffer.", false), ("struct.tbuffer.", true)] {
        if let Some(r) = rest.strip_prefix(form) {
            let (op, m) = r.rsplit_once('.')?;
            let &(_, ty) = TBUFFER_TYPES.iter().find(|(n, _)| *n == m)?;
            let kind = match op {
                "load" => BufferKind::Load,
                "store" => BufferKind::Store,
                _ => return None,
            };
            return Some(BufferIntrinsic {
                kind,
                typed: Typed::Inst,
                structured,
                ty,
            });
        }
    }
    let (structured, rest) = if let Some(r) = rest.strip_prefix("raw.buffer.") {
        (false, r)
    } else {
        (true, rest.strip_prefix("struct.buffer.")?)
    };
    let (op, m) = rest.rsplit_once('.')?;
    if let Some(op) = op.strip_suffix(".format") {
        let types = if structured {
            STRUCT_FORMAT_TYPES
        } else {
            FORMAT_TYPES
        };
        let &(_, ty) = types.iter().find(|(n, _)| *n == m)?;
        let kind = match op {
            "load" => BufferKind::Load,
            "store" => BufferKind::Store,
            _ => return None,
        };
        return Some(BufferIntrinsic {
            kind,
            typed: Typed::Rsrc,
            structured,
            ty,
        });
    }
    let ty = data_type(m)?;
    let kind = match op {
        "load" => BufferKind::Load,
        "store" => BufferKind::Store,
        _ => {
            let a = op.strip_prefix("atomic.")?;
            let &(_, rmw, tys) = ATOMICS.iter().find(|(n, _, _)| *n == a)?;
            if !tys.contains(&m) {
                return None;
            }
            match rmw {
                Some(r) => BufferKind::Atomic(r),
                None => BufferKind::CmpSwap,
            }
        }
    };
    Some(BufferIntrinsic {
        kind,
        typed: Typed::No,
        structured,
        ty,
    })
}

fn sig_of(name: String, b: BufferIntrinsic) -> IntrinsicSig {
    let o = b.operands();
    let mut params = vec![Type::I32; o.aux + 1];
    if let Some(d) = o.data {
        params[d] = b.ty;
    }
    if let Some(c) = o.cmp {
        params[c] = b.ty;
    }
    params[o.rsrc] = RSRC;
    let llvm = format!("llvm.{name}");
    IntrinsicSig {
        name: Box::leak(name.into_boxed_str()),
        llvm_name: Box::leak(llvm.into_boxed_str()),
        params: Box::leak(params.into_boxed_slice()),
        result: (b.kind != BufferKind::Store).then_some(b.ty),
        second_result: None,
        immargs: Box::leak(
            o.format
                .into_iter()
                .chain([o.aux])
                .collect::<Vec<_>>()
                .into_boxed_slice(),
        ),
        feature: None,
        excluded_by: None,
        // Loads too: they must not move across stores or be merged with each other.
        side_effects: true,
        convergent: false,
        doc: "buffer access through a V# (ir/src/buffer.rs)",
    }
}

/// Every buffer intrinsic row, generated once.
pub fn rows() -> &'static [IntrinsicSig] {
    static ROWS: OnceLock<Vec<IntrinsicSig>> = OnceLock::new();
    ROWS.get_or_init(|| {
        let mut names = Vec::new();
        for form in ["raw", "struct"] {
            for (m, _) in DATA_TYPES {
                for op in ["load", "store"] {
                    names.push(format!("amdgcn.{form}.buffer.{op}.{m}"));
                }
            }
            for (a, _, tys) in ATOMICS {
                for m in *tys {
                    names.push(format!("amdgcn.{form}.buffer.atomic.{a}.{m}"));
                }
            }
        }
        for form in ["raw", "struct"] {
            for op in ["load", "store"] {
                let types = if form == "raw" {
                    FORMAT_TYPES
                } else {
                    STRUCT_FORMAT_TYPES
                };
                for (m, _) in types {
                    names.push(format!("amdgcn.{form}.buffer.{op}.format.{m}"));
                }
                for (m, _) in TBUFFER_TYPES {
                    names.push(format!("amdgcn.{form}.tbuffer.{op}.{m}"));
                }
            }
        }
        for (m, _) in SCALAR_TYPES {
            names.push(format!("amdgcn.s.buffer.load.{m}"));
        }
        names
            .into_iter()
            .filter_map(|n| parse(&n).map(|b| sig_of(n, b)))
            .collect()
    })
}

/// The row called `name`, if it is a buffer intrinsic.
pub fn lookup(name: &str) -> Option<&'static IntrinsicSig> {
    if !name.contains("buffer.") {
        return None;
    }
    rows().iter().find(|s| s.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_parses_back_and_has_llvm_name() {
        let rows = rows();
        // 21 types x 2 ops x 2 forms + 2 forms x 34 atomic rows + 10 scalar loads, and the
        // typed ones: 2 ops x (8 raw + 16 struct `.format` types + 2 forms x 12 `tbuffer`).
        assert_eq!(rows.len(), 2 * (21 * 2 + 34) + 10 + 2 * (8 + 16 + 2 * 12));
        for r in rows {
            let b = parse(r.name).unwrap();
            assert_eq!(r.llvm_name, format!("llvm.{}", r.name));
            assert_eq!(r.params[b.operands().rsrc], RSRC);
            let last = r.params.len() - 1;
            if b.typed == Typed::Inst {
                assert_eq!(r.immargs, &[last - 1, last]);
            } else {
                assert_eq!(r.immargs, &[last]);
            }
        }
        let t = parse("amdgcn.struct.tbuffer.store.v3f16").unwrap();
        assert_eq!(
            (t.kind, t.typed, t.structured),
            (BufferKind::Store, Typed::Inst, true)
        );
        let o = t.operands();
        assert_eq!(
            (o.data, o.rsrc, o.vindex, o.voffset),
            (Some(0), 1, Some(2), 3)
        );
        assert_eq!((o.soffset, o.format, o.aux), (4, Some(5), 6));
        let f = parse("amdgcn.raw.buffer.load.format.v2f32").unwrap();
        assert_eq!((f.typed, f.ty), (Typed::Rsrc, Type::Vector(Scalar::F32, 2)));
        assert_eq!(f.operands().format, None);
        assert!(parse("amdgcn.raw.buffer.load.format.i32").is_none());
        let si = parse("amdgcn.struct.buffer.store.format.v3i16").unwrap();
        assert_eq!(
            (si.typed, si.ty),
            (Typed::Rsrc, Type::Vector(Scalar::I16, 3))
        );
        assert!(parse("amdgcn.raw.tbuffer.atomic.add.i32").is_none());
        assert!(parse("amdgcn.raw.buffer.atomic.fadd.i32").is_none());
        assert!(parse("amdgcn.raw.buffer.load.v8f32").is_none());
    }

    #[test]
    fn gfx6_rules_follow_the_mi100_manual() {
        let w = |stride: u32, nrec: u32, w3: u32| {
            Vsharp::decode([0x1000, stride << 16, nrec, w3], BufferRules::Gfx6)
        };
        let raw = w(0, 16, 0x27000);
        // Raw: out of range when offset >= num_records (start of each component).
        assert!(in_range(BufferRules::Gfx6, &raw, false, 0, 15, 4));
        assert!(!in_range(BufferRules::Gfx6, &raw, false, 0, 16, 4));
        // Structured: index >= num_records; the offset is not checked.
        let st = w(8, 3, 0x27000);
        assert!(in_range(BufferRules::Gfx6, &st, true, 2, 100, 4));
        assert!(!in_range(BufferRules::Gfx6, &st, true, 3, 0, 4));
        // Raw rule without IDXEN even with a stride.
        assert!(!in_range(BufferRules::Gfx6, &st, false, 0, 3, 4));
        // Private buffer (ADD_TID, no IDXEN): no check.
        let p = w(4, 0, 1 << 23);
        assert!(in_range(BufferRules::Gfx6, &p, false, 5, 1 << 20, 4));
    }

    #[test]
    fn gfx10_rules_follow_oob_select() {
        let w = |stride: u32, nrec: u32, oob: u32| {
            Vsharp::decode([0, stride << 16, nrec, oob << 28], BufferRules::Gfx10)
        };
        let r = BufferRules::Gfx10;
        assert!(in_range(r, &w(0, 16, 3), false, 0, 12, 4));
        assert!(!in_range(r, &w(0, 16, 3), false, 0, 13, 4));
        assert!(!in_range(r, &w(0, 16, 3), false, 0, 15, 2));
        assert!(in_range(r, &w(8, 2, 0), true, 1, 4, 4));
        assert!(!in_range(r, &w(8, 2, 0), true, 1, 6, 4));
        assert!(!in_range(r, &w(8, 2, 0), true, 2, 0, 4));
        assert!(in_range(r, &w(8, 2, 1), true, 1, 100, 4));
        assert!(in_range(r, &w(0, 0, 2), false, 0, 1 << 30, 4));
        // Word 3 bits 28-29 are MTYPE before GFX10: no OOB_SELECT.
        assert_eq!(
            Vsharp::decode([0, 0, 0, 3 << 28], BufferRules::Gfx6).oob_select,
            0
        );
    }
}
