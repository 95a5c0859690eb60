//! Operands: SSA references, constants (integers, floats in every form LLVM prints, null,
//! `undef`/`poison`, `zeroinitializer`, vectors, `splat`), constant expressions
//! (`getelementptr`, casts, binary operators) materialized as instructions at the use,
//! `getelementptr` address arithmetic, and global variables with their initializers.
//!
//! Guarantees:
//! - `undef` and `poison` read as zero (a valid refinement: LLVM lets them take any value).
//! - Float constants are converted exactly: LLVM prints `float`/`half` constants in hex as
//!   the bits of the *double* with the same value (`0x3FB99999A0000000`); they are narrowed
//!   to the constant's type (exact for every constant LLVM accepts), NaN payloads kept.
//! - `getelementptr` computes byte offsets with the amdgcn layout ([`crate::layout`]):
//!   constant indices fold into one constant, variable indices are sign-extended (or
//!   truncated) to the pointer's index width (i64, or i32 for 32-bit address spaces) and
//!   scaled; the result is one `ptradd` (none if the offset is constant zero).
//! - Global initializers are laid out byte by byte as LLVM would place them in memory, then
//!   read back per element of the gfxc global, so structs, nested arrays and strings keep
//!   their exact bytes. Pointer-valued initializers are unsupported (gfxc globals hold no
//!   relocations).

use crate::ast::*;
use crate::layout::{scalar, LResult, Types};
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{
    AddrSpace, Diagnostic, GlobalData, GlobalInit, InstData, Scalar, SrcLoc, Type, Value,
};

impl FnCx<'_, '_> {
    /// A single-value operand.
    pub(crate) fn operand(&mut self, tv: &TVal) -> LResult<Value> {
        match self.operand_lv(tv)? {
            LV::V(v) => Ok(v),
            LV::Wide(..) => Err(unsupported(tv.loc, format!("'{}' operand here", tv.ty))),
            LV::CmpX(..) | LV::InMem(..) | LV::Agg(..) => Err(unsupported(
                tv.loc,
                format!("aggregate operand of type '{}' here", tv.ty),
            )),
        }
    }

    pub(crate) fn operand_lv(&mut self, tv: &TVal) -> LResult<LV> {
        let loc = tv.loc;
        match &tv.val {
            Val::Local(n) => {
                let lv = self.vals.get(n).copied().ok_or_else(|| {
                    Diagnostic::new(loc, format!("use of undefined value '%{n}'"))
                })?;
                // The type written at a use must be the definition's (LLVM: "'%x' defined
                // with type 'i32' but expected 'i33'"): the lowering sizes shifts and masks
                // by the written type, so `icmp sgt i33 %x, 0` of an i32 `%x` sign-extended
                // from bit 32 of a 32-bit value (fuzz target `ll`: a subtraction overflow in
                // `odd_sext`). Compared as gfxc types, which is what the lowering relies on.
                if let (LV::V(v), Ok(want)) = (lv, self.m.types.ir_odd(&tv.ty, loc)) {
                    let got = self.b.ty(v);
                    if got != want {
                        return Err(Diagnostic::new(
                            loc,
                            format!("'%{n}' is a value of type {got}, not '{}'", tv.ty),
                        ));
                    }
                }
                Ok(lv)
            }
            Val::Global(n) => {
                if let Some(&(g, space)) = self.m.globals.get(n) {
                    let want = self.m.types.ir(&tv.ty, loc)?;
                    if want != Type::Ptr(space) {
                        return Err(Diagnostic::new(
                            loc,
                            format!(
                                "'@{n}' is a pointer in address space {}, not '{}'",
                                space.number(),
                                tv.ty
                            ),
                        ));
                    }
                    if space == AddrSpace::Flat {
                        // A flat-space global lives in global memory (`lower_global`).
                        let a = self.b.global_addr(g, AddrSpace::Global);
                        return Ok(LV::V(self.b.convert(
                            gfxc_ir::Opcode::Addrspacecast,
                            Type::Ptr(AddrSpace::Flat),
                            a,
                        )));
                    }
                    return Ok(LV::V(self.b.global_addr(g, space)));
                }
                if let Some(info) = self.m.funcs.get(n) {
                    // A function's address: a generic pointer (`func_addr`, called through
                    // by `call_indirect`).
                    let want = self.m.types.ir(&tv.ty, loc)?;
                    let Some(id) = info.id.filter(|_| want == Type::Ptr(AddrSpace::Flat)) else {
                        return Err(unsupported(
                            loc,
                            format!("function pointer '@{n}' of type '{}'", tv.ty),
                        ));
                    };
                    if info.kernel {
                        return Err(unsupported(loc, format!("the address of kernel '@{n}'")));
                    }
                    return Ok(LV::V(self.b.func_addr(id)));
                }
                Err(Diagnostic::new(
                    loc,
                    format!("use of undefined value '@{n}'"),
                ))
            }
            Val::Expr(e) => self.const_expr(e, loc),
            val if self.is_agg(&tv.ty) => self.agg_const(&tv.ty, val, loc),
            val if self.is_bf(&tv.ty) => Ok(LV::V(self.bf_const(&tv.ty, val, loc)?)),
            _ if self.is_wide(&tv.ty) => {
                let v: i128 = match tv.val {
                    Val::Int(v) => v,
                    Val::Zero | Val::Undef => 0,
                    _ => {
                        return Err(Diagnostic::new(
                            loc,
                            format!("invalid constant for type '{}'", tv.ty),
                        ))
                    }
                };
                let n = self.wide_width(&tv.ty).unwrap_or(128);
                let v = if n < 128 {
                    (v as u128 & ((1u128 << n) - 1)) as i128
                } else {
                    v
                };
                let lo = self.b.iconst(Type::I64, v as i64);
                let hi = self.b.iconst(Type::I64, (v >> 64) as i64);
                Ok(LV::Wide(lo, hi))
            }
            Val::Int(v) if self.odd_bits(&tv.ty).is_some() => {
                let n = self.odd_bits(&tv.ty).unwrap_or(64);
                let t = self.m.types.ir_odd(&tv.ty, loc)?;
                Ok(LV::V(
                    self.b.iconst(t, (*v as u64 & ((1u64 << n) - 1)) as i64),
                ))
            }
            val => {
                let t = self.m.types.ir_odd(&tv.ty, loc)?;
                Ok(LV::V(self.constant(t, val, loc)?))
            }
        }
    }

    fn constant(&mut self, t: Type, val: &Val, loc: SrcLoc) -> LResult<Value> {
        match t {
            // `<1 x T>` constants (`crate::layout::Types::ir`).
            Type::Scalar(s) => match val {
                Val::Vector(es) if es.len() == 1 => self.operand(&es[0]),
                Val::Splat(e) => self.operand(e),
                Val::Vector(es) => Err(Diagnostic::new(
                    loc,
                    format!("vector constant has {} elements, type has 1", es.len()),
                )),
                _ => self.scalar_const(s, val, loc),
            },
            Type::Ptr(a) => match val {
                Val::Null | Val::Zero | Val::Undef => Ok(self.b.nullptr(a)),
                _ => Err(Diagnostic::new(
                    loc,
                    format!("invalid constant for type '{t}'"),
                )),
            },
            Type::Vector(s, n) => match val {
                Val::Zero | Val::Undef => {
                    let z = self.scalar_const(s, &Val::Zero, loc)?;
                    Ok(self.b.splat(t, z))
                }
                Val::Splat(e) => {
                    let x = self.operand(e)?;
                    Ok(self.b.splat(t, x))
                }
                Val::Vector(es) => {
                    if es.len() != n as usize {
                        return Err(Diagnostic::new(
                            loc,
                            format!("vector constant has {} elements, type has {n}", es.len()),
                        ));
                    }
                    let first = self.operand(&es[0])?;
                    let mut v = self.b.splat(t, first);
                    for (i, e) in es.iter().enumerate().skip(1) {
                        if e.val == es[0].val {
                            continue;
                        }
                        let x = self.operand(e)?;
                        let idx = self.b.iconst(Type::I32, i as i64);
                        v = self.b.insertelement(v, x, idx);
                    }
                    Ok(v)
                }
                _ => Err(Diagnostic::new(
                    loc,
                    format!("invalid constant for type '{t}'"),
                )),
            },
        }
    }

    fn scalar_const(&mut self, s: Scalar, val: &Val, loc: SrcLoc) -> LResult<Value> {
        let t = Type::Scalar(s);
        if s.is_int() {
            let imm = match val {
                Val::Int(v) => *v as i64,
                Val::Bool(b) => *b as i64,
                Val::Zero | Val::Undef => 0,
                Val::Metadata => return Err(unsupported(loc, "metadata operand")),
                Val::Unsupported(w) => return Err(unsupported(loc, format!("constant '{w}'"))),
                _ => {
                    return Err(Diagnostic::new(
                        loc,
                        format!("invalid constant for type '{t}'"),
                    ))
                }
            };
            return Ok(self.b.iconst(t, imm));
        }
        let bits = match val {
            Val::Float(f) => float_bits(*f, s, loc)?,
            Val::Zero | Val::Undef => 0,
            _ => {
                return Err(Diagnostic::new(
                    loc,
                    format!("invalid constant for type '{t}'"),
                ))
            }
        };
        let i = self.b.build(InstData::FloatConst { bits }, &[t]);
        Ok(self.b.func.dfg.first_result(i))
    }

    fn const_expr(&mut self, e: &ConstExpr, loc: SrcLoc) -> LResult<LV> {
        match e {
            ConstExpr::Gep { src, base, idx } => {
                let p = self.operand(base)?;
                Ok(LV::V(self.gep(src, p, idx, loc)?))
            }
            ConstExpr::Cast { op, v, to } => self.cast(op, v, to, loc),
            ConstExpr::Bin { op, a, b } => {
                if self.is_wide(&a.ty) {
                    return self.wide_bin(op, a, b, loc);
                }
                let (x, y) = (self.operand(a)?, self.operand(b)?);
                Ok(LV::V(self.b.binary(crate::lower::bin_opcode(op), x, y)))
            }
        }
    }

    /// `getelementptr SRC, base, idx...` as one `ptradd` of the byte offset.
    pub(crate) fn gep(
        &mut self,
        src: &Ty,
        base: Value,
        idx: &[TVal],
        loc: SrcLoc,
    ) -> LResult<Value> {
        let pty = self.b.ty(base);
        if !pty.is_ptr() {
            return Err(unsupported(
                loc,
                format!("getelementptr on '{pty}' (vector of pointers?)"),
            ));
        }
        let off_ty = if pty.bits() == 32 {
            Type::I32
        } else {
            Type::I64
        };
        let mut konst: i64 = 0;
        let mut terms: Vec<Value> = Vec::new();
        let mut cur = self.m.types.resolve(src, loc)?;
        for (k, ix) in idx.iter().enumerate() {
            let stride = if k == 0 {
                self.m.types.size_align(&cur, loc)?.0
            } else {
                match cur.clone() {
                    Ty::Array(_, e) | Ty::Vector(_, e) => {
                        cur = self.m.types.resolve(&e, loc)?;
                        self.m.types.size_align(&cur, loc)?.0
                    }
                    Ty::Struct(fs, packed) => {
                        let Val::Int(f) = ix.val else {
                            return Err(Diagnostic::new(ix.loc, "struct index must be a constant"));
                        };
                        let (offs, _, _) = self.m.types.struct_layout(&fs, packed, loc)?;
                        let Some(&o) = usize::try_from(f).ok().and_then(|f| offs.get(f)) else {
                            return Err(Diagnostic::new(
                                ix.loc,
                                format!("struct index {f} out of range"),
                            ));
                        };
                        konst = konst.wrapping_add(o as i64);
                        cur = self.m.types.resolve(&fs[f as usize], loc)?;
                        continue;
                    }
                    t => {
                        return Err(Diagnostic::new(
                            ix.loc,
                            format!("getelementptr index into non-aggregate type '{t}'"),
                        ))
                    }
                }
            };
            match ix.val {
                Val::Int(v) => konst = konst.wrapping_add((v as i64).wrapping_mul(stride as i64)),
                Val::Zero | Val::Undef => {}
                _ => {
                    let x = self.operand(ix)?;
                    let xt = self.b.ty(x);
                    if !xt.is_int() || xt.is_vector() {
                        return Err(unsupported(
                            ix.loc,
                            format!("getelementptr index of type '{xt}'"),
                        ));
                    }
                    // An odd-width index is zero-extended in its container (`crate::odd`).
                    let x = match self.odd_bits(&ix.ty) {
                        Some(n) => self.odd_sext(x, n),
                        None => x,
                    };
                    let x = match xt.bits().cmp(&off_ty.bits()) {
                        std::cmp::Ordering::Less => self.b.sext(off_ty, x),
                        std::cmp::Ordering::Greater => self.b.itrunc(off_ty, x),
                        std::cmp::Ordering::Equal => x,
                    };
                    let x = if stride == 1 {
                        x
                    } else {
                        let s = self.b.iconst(off_ty, stride as i64);
                        self.b.mul(x, s)
                    };
                    terms.push(x);
                }
            }
        }
        if off_ty == Type::I32 {
            konst = konst as i32 as i64;
        }
        let mut off = None;
        for t in terms {
            off = Some(match off {
                None => t,
                Some(o) => self.b.add(o, t),
            });
        }
        if konst != 0 {
            let c = self.b.iconst(off_ty, konst);
            off = Some(match off {
                None => c,
                Some(o) => self.b.add(o, c),
            });
        }
        Ok(match off {
            None => base,
            Some(o) => self.b.ptradd(base, o),
        })
    }

    /// The offset operand for `ptr + off` in the pointer's index width.
    pub(crate) fn offset_const(&mut self, ptr: Value, off: i64) -> Value {
        let t = if self.b.ty(ptr).bits() == 32 {
            Type::I32
        } else {
            Type::I64
        };
        self.b.iconst(t, off)
    }
}

/// IEEE bits of a float literal in the scalar type `s`.
pub(crate) fn float_bits(f: FloatLit, s: Scalar, loc: SrcLoc) -> LResult<u64> {
    let narrow = |d: u64, s: Scalar| -> u64 {
        let x = f64::from_bits(d);
        let sign = d >> 63;
        let mant = d & ((1u64 << 52) - 1);
        match s {
            Scalar::F32 if !x.is_finite() => (sign << 31) | (0xFF << 23) | (mant >> 29),
            Scalar::F32 => (x as f32).to_bits() as u64,
            Scalar::F16 if !x.is_finite() => (sign << 15) | (0x1F << 10) | (mant >> 42),
            Scalar::F16 => half::f16::from_f64(x).to_bits() as u64,
            _ => d,
        }
    };
    match (f, s) {
        (FloatLit::Dec(d), _) => Ok(narrow(d.to_bits(), s)),
        (FloatLit::HexDouble(b), _) => Ok(narrow(b, s)),
        (FloatLit::HexHalf(h), Scalar::F16) => Ok(h as u64),
        (FloatLit::Other(k), _) => Err(unsupported(loc, format!("float constant form '0x{k}'"))),
        _ => Err(Diagnostic::new(loc, "float constant invalid for type")),
    }
}

/// Largest global initializer read (constant tables of real kernels are far smaller).
const MAX_INIT_BYTES: u64 = 64 << 20;

/// Maps an LLVM global onto a gfxc global: the element is the common first-class leaf type of
/// the LLVM type when arrays/structs of it have no padding, else bytes (`i8`).
pub(crate) fn lower_global(types: &Types, g: &GlobalAst) -> LResult<GlobalData> {
    let loc = g.loc;
    let space = AddrSpace::from_number(g.space)
        .filter(|a| !a.is_reserved())
        .ok_or_else(|| unsupported(loc, format!("global in address space {}", g.space)))?;
    if space == AddrSpace::Region {
        return Err(unsupported(
            loc,
            "global in the region address space (2, the global data share, which compute \
             dispatches do not get)",
        ));
    }
    let (size, talign) = types.size_align(&g.ty, loc)?;
    let (elem, count) = match leaf(types, &g.ty, loc)? {
        Some((t, n)) if t.alloc_size() as u64 * n == size => (t, n),
        _ => (Type::I8, size),
    };
    let count =
        u32::try_from(count).map_err(|_| unsupported(loc, "global larger than 4 GiB elements"))?;
    if count == 0 && space != AddrSpace::Local {
        return Err(unsupported(loc, "zero-sized global outside LDS"));
    }
    let align = g.align.unwrap_or(talign).max(1);
    let init = match &g.init {
        None => GlobalInit::None,
        Some(TVal {
            val: Val::Undef, ..
        }) => {
            if space == AddrSpace::Local {
                GlobalInit::None
            } else {
                GlobalInit::Zero
            }
        }
        Some(v) if space == AddrSpace::Local => {
            return Err(unsupported(
                v.loc,
                "initializer on an LDS (addrspace(3)) global",
            ));
        }
        Some(TVal { val: Val::Zero, .. }) => GlobalInit::Zero,
        Some(v) if size > MAX_INIT_BYTES => {
            return Err(unsupported(
                v.loc,
                format!("initializer of {size} bytes (at most {MAX_INIT_BYTES})"),
            ));
        }
        Some(v) => {
            let mut bytes = vec![0u8; size as usize];
            write_const(types, v, &mut bytes, 0)?;
            let lane = elem
                .lane()
                .map(|s| s.bytes() as usize)
                .unwrap_or(elem.store_size() as usize);
            let stride = elem.alloc_size() as usize;
            let mut vals = Vec::new();
            for e in 0..count as usize {
                for l in 0..elem.lanes() as usize {
                    let at = e * stride + l * lane;
                    let mut x = 0u64;
                    for (k, b) in bytes[at..at + lane].iter().enumerate() {
                        x |= (*b as u64) << (8 * k);
                    }
                    vals.push(x);
                }
            }
            GlobalInit::Values(vals)
        }
    };
    Ok(GlobalData {
        constant: g.constant || space == AddrSpace::Constant,
        name: g.name.clone(),
        space,
        elem,
        count,
        align,
        init,
    })
}

/// The first-class leaf type of an array/struct nest, with the number of leaves, if every
/// leaf has the same type.
fn leaf(types: &Types, ty: &Ty, loc: SrcLoc) -> LResult<Option<(Type, u64)>> {
    let t = types.resolve(ty, loc)?;
    Ok(match &t {
        Ty::Array(n, e) => leaf(types, e, loc)?.map(|(t, k)| (t, k * n)),
        Ty::Struct(fs, _) => {
            let mut common: Option<(Type, u64)> = None;
            for f in fs {
                match (leaf(types, f, loc)?, common) {
                    (None, _) => return Ok(None),
                    (Some(x), None) => common = Some(x),
                    (Some((a, k)), Some((b, n))) if a == b => common = Some((a, k + n)),
                    _ => return Ok(None),
                }
            }
            common
        }
        _ => match types.ir(&t, loc) {
            Ok(it) if it.is_ptr() => None,
            Ok(it) => Some((it, 1)),
            Err(_) => None,
        },
    })
}

/// Writes the bytes of constant `v` at `at` (little-endian, LLVM memory layout).
fn write_const(types: &Types, v: &TVal, out: &mut [u8], at: usize) -> LResult<()> {
    let loc = v.loc;
    let t = types.resolve(&v.ty, loc)?;
    let put = |out: &mut [u8], x: u128, n: usize| {
        for k in 0..n {
            if let Some(b) = out.get_mut(at + k) {
                *b = (x >> (8 * k)) as u8;
            }
        }
    };
    match (&v.val, &t) {
        (Val::Zero | Val::Undef | Val::Null, _) => Ok(()),
        (Val::Int(x), Ty::Int(n)) => {
            let bytes = (*n as usize).div_ceil(8);
            let x = if *n == 1 {
                (*x & 1) as u128
            } else {
                *x as u128
            };
            put(out, x, bytes.min(16));
            Ok(())
        }
        (Val::Bool(b), Ty::Int(1)) => {
            put(out, *b as u128, 1);
            Ok(())
        }
        (Val::Float(f), _) if scalar(&t).is_some_and(|s| s.is_float()) => {
            let s = scalar(&t).unwrap_or(Scalar::F32);
            put(out, float_bits(*f, s, loc)? as u128, s.bytes() as usize);
            Ok(())
        }
        (Val::CStr(s), Ty::Array(..)) => {
            for (k, b) in s.iter().enumerate() {
                if let Some(o) = out.get_mut(at + k) {
                    *o = *b;
                }
            }
            Ok(())
        }
        (Val::Array(es), Ty::Array(_, e)) | (Val::Vector(es), Ty::Vector(_, e)) => {
            let stride = if matches!(t, Ty::Vector(..)) {
                types.store_size(e, loc)? as usize
            } else {
                types.size_align(e, loc)?.0 as usize
            };
            for (k, x) in es.iter().enumerate() {
                write_const(types, x, out, at + k * stride)?;
            }
            Ok(())
        }
        (Val::Splat(x), Ty::Vector(n, e)) => {
            let stride = types.store_size(e, loc)? as usize;
            for k in 0..*n as usize {
                write_const(types, x, out, at + k * stride)?;
            }
            Ok(())
        }
        (Val::Struct(es), Ty::Struct(fs, packed)) => {
            let (offs, _, _) = types.struct_layout(fs, *packed, loc)?;
            for (x, o) in es.iter().zip(offs) {
                write_const(types, x, out, at + o as usize)?;
            }
            Ok(())
        }
        (Val::Global(_) | Val::Expr(_), _) => Err(unsupported(
            loc,
            "pointer-valued or constant-expression global initializer",
        )),
        _ => Err(Diagnostic::new(
            loc,
            format!("invalid initializer for type '{t}'"),
        )),
    }
}
