//! Buffer resources and the buffer intrinsics of LLVM 19 (`gfxc_ir::buffer`).
//!
//! Guarantees:
//! - `ptr addrspace(8)` (a buffer resource) is the `i32x4` of its descriptor words
//!   (`crate::layout`), so the `.ptr.` intrinsics and the `<4 x i32>` ones are the same rows.
//! - `llvm.amdgcn.make.buffer.rsrc(p, i16 stride, i32 num_records, i32 flags)` is, as LLVM
//!   lowers it: word 0 the low half of `p`, word 1 `(hi(p) & 0xffff) | zext(stride) << 16`,
//!   word 2 `num_records`, word 3 `flags`. `p` is a 64-bit pointer (or an `i64`).
//! - `llvm.amdgcn.{raw,struct}[.ptr].buffer.{load,store}.T` and
//!   `...buffer.atomic.OP.T` map to the gfxc row of the same kind and data type (the type of
//!   the call, not its mangling): `bfloat` is its `i16` bits, a 64-bit pointer an `i64`
//!   (`ptrtoint`/`inttoptr` around the access), `<1 x T>` is `T`. A type or operation without
//!   a row, the `.lds`/`tfe` variants are `unsupported: intrinsic ...`.
//! - `...buffer.{load,store}.format.T` and `...tbuffer.{load,store}.T` map to the typed rows
//!   (`gfxc_ir::buffer::Typed`) of the call's data type: f32 and f16 components and their
//!   vectors of 2-4, for `tbuffer` also i32 ones, for `struct...format` i32 and i16 ones
//!   (the types LLVM 19 declares and selects); others are
//!   `unsupported: intrinsic ... on type ...`.
//! - `llvm.amdgcn.raw[.ptr].atomic.buffer.load.T` is the plain load row (buffer rows are
//!   never merged, removed or moved across other memory operations).
//! - `llvm.amdgcn.s.buffer.load.T` (T: i32, f32 and their vectors of 2, 4, 8, 16 lanes) maps
//!   to the scalar-load row.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{SrcLoc, Type};

/// Whether `intr` (an intrinsic name without `llvm.`) is handled here.
pub(crate) fn is_buffer_intrinsic(intr: &str) -> bool {
    intr.starts_with("amdgcn.make.buffer.rsrc")
        || intr.starts_with("amdgcn.s.buffer.load.")
        || intr.starts_with("amdgcn.raw.buffer.")
        || intr.starts_with("amdgcn.raw.atomic.buffer.load.")
        || intr.starts_with("amdgcn.raw.ptr.atomic.buffer.load.")
        || intr.starts_with("amdgcn.raw.ptr.buffer.")
        || intr.starts_with("amdgcn.struct.buffer.")
        || intr.starts_with("amdgcn.struct.ptr.buffer.")
        || intr.starts_with("amdgcn.raw.tbuffer.")
        || intr.starts_with("amdgcn.raw.ptr.tbuffer.")
        || intr.starts_with("amdgcn.struct.tbuffer.")
        || intr.starts_with("amdgcn.struct.ptr.tbuffer.")
}

/// `(form, operation)` of a buffer intrinsic name: `amdgcn.struct.ptr.buffer.atomic.add.i32`
/// is `("struct", "atomic.add")`. The mangling suffixes are dropped.
fn split(intr: &str) -> Option<(&'static str, String)> {
    let rest = intr.strip_prefix("amdgcn.")?;
    let (form, rest) = if let Some(r) = rest.strip_prefix("raw.") {
        ("raw", r)
    } else {
        ("struct", rest.strip_prefix("struct.")?)
    };
    let rest = rest.strip_prefix("ptr.").unwrap_or(rest);
    // `tbuffer.load` is the operation "tbuffer.load".
    let (t, rest) = match rest.strip_prefix("tbuffer.") {
        Some(r) => ("tbuffer.", r),
        None => ("", rest.strip_prefix("buffer.")?),
    };
    let mut parts: Vec<&str> = rest.split('.').collect();
    // Operation words, then type manglings (`v4f32`, `i32`, `p1`, `bf16`).
    let is_ty = |t: &str| {
        let digits = |x: &str| !x.is_empty() && x.bytes().all(|c| c.is_ascii_digit());
        t == "bf16"
            || (t.len() > 1 && matches!(t.as_bytes()[0], b'i' | b'f' | b'p') && digits(&t[1..]))
            || (t.starts_with('v') && t[1..].starts_with(|c: char| c.is_ascii_digit()))
    };
    while parts.len() > 1 && parts.last().is_some_and(|t| is_ty(t)) {
        parts.pop();
    }
    Some((form, format!("{t}{}", parts.join("."))))
}

/// The LLVM mangling of a gfxc data type of a buffer row of operation `op`.
fn mangling(form: &str, op: &str, t: Type) -> Option<&'static str> {
    let types = match op {
        "load.format" | "store.format" if form == "struct" => gfxc_ir::buffer::STRUCT_FORMAT_TYPES,
        "load.format" | "store.format" => gfxc_ir::buffer::FORMAT_TYPES,
        "tbuffer.load" | "tbuffer.store" => gfxc_ir::buffer::TBUFFER_TYPES,
        _ => gfxc_ir::buffer::DATA_TYPES,
    };
    types.iter().find(|(_, d)| *d == t).map(|&(m, _)| m)
}

impl FnCx<'_, '_> {
    /// A buffer intrinsic call (see the module documentation).
    pub(crate) fn buffer_intrinsic(
        &mut self,
        intr: &str,
        ret: &Ty,
        args: &[Arg],
        cloc: SrcLoc,
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        if intr.starts_with("amdgcn.make.buffer.rsrc") {
            return self.make_buffer_rsrc(args, loc).map(|v| Some(LV::V(v)));
        }
        let no = || unsupported(cloc, format!("intrinsic '@llvm.{intr}'"));
        if intr.starts_with("amdgcn.s.buffer.load.") {
            let ty = self.m.types.ir_bf(ret, loc)?;
            let m = gfxc_ir::buffer::SCALAR_TYPES
                .iter()
                .find(|(_, t)| *t == ty)
                .map(|&(m, _)| m)
                .ok_or_else(no)?;
            let sig =
                gfxc_ir::intrinsics::lookup(&format!("amdgcn.s.buffer.load.{m}")).ok_or_else(no)?;
            let mut vals = Vec::new();
            for a in args {
                vals.push(self.operand(&a.v)?);
            }
            if vals.len() != 3
                || vals
                    .iter()
                    .zip(sig.params)
                    .any(|(&v, &p)| self.b.ty(v) != p)
            {
                return Err(gfxc_ir::Diagnostic::new(
                    loc,
                    format!("'@llvm.{intr}' takes (<4 x i32>, i32, i32)"),
                ));
            }
            let i = self.b.intrinsic(sig.name, &vals, sig.result);
            return Ok(self.b.func.dfg.inst_results(i).first().map(|&r| LV::V(r)));
        }
        // `raw[.ptr].atomic.buffer.load` (LLVM 19): a load that is not merged or moved, which
        // every buffer row already is (`side_effects`); the cache bits stay the caller's.
        let plain = intr
            .replace("raw.atomic.buffer.load.", "raw.buffer.load.")
            .replace("raw.ptr.atomic.buffer.load.", "raw.ptr.buffer.load.");
        let (form, op) = split(&plain).ok_or_else(no)?;
        let (kind, data_first) = match op.as_str() {
            "load" => ("load", 0),
            "store" => ("store", 1),
            "load.format" | "tbuffer.load" => (op.as_str(), 0),
            "store.format" | "tbuffer.store" => (op.as_str(), 1),
            "atomic.cmpswap" => ("atomic.cmpswap", 2),
            o if o.starts_with("atomic.") => (o, 1),
            _ => return Err(no()),
        };
        // The data type: the result of loads and atomics, the data operand of stores.
        let llty = if data_first == 1 && !kind.starts_with("atomic") {
            &args.first().ok_or_else(no)?.v.ty
        } else {
            ret
        };
        let (ty, ptr) = self.buffer_data_type(llty, loc)?;
        let m = mangling(form, kind, ty).ok_or_else(|| {
            unsupported(
                cloc,
                format!(
                    "intrinsic '@llvm.{intr}' on type '{llty}' (no buffer access of that type)"
                ),
            )
        })?;
        let name = match kind.strip_prefix("tbuffer.") {
            Some(op) => format!("amdgcn.{form}.tbuffer.{op}.{m}"),
            None => format!("amdgcn.{form}.buffer.{kind}.{m}"),
        };
        let sig = gfxc_ir::intrinsics::lookup(&name).ok_or_else(no)?;
        if args.len() != sig.params.len() {
            return Err(gfxc_ir::Diagnostic::new(
                loc,
                format!(
                    "'@llvm.{intr}' takes {} arguments, not {}",
                    sig.params.len(),
                    args.len()
                ),
            ));
        }
        let mut vals = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let mut v = self.operand(&a.v)?;
            if k < data_first && ptr.is_some() {
                v = self.b.ptrtoint(ty, v);
            }
            let want = sig.params[k];
            let got = self.b.ty(v);
            if got != want {
                return Err(gfxc_ir::Diagnostic::new(
                    a.v.loc,
                    format!(
                        "operand {} of '@llvm.{intr}' is {got}, expected {want}",
                        k + 1
                    ),
                ));
            }
            vals.push(v);
        }
        let i = self.b.intrinsic(sig.name, &vals, sig.result);
        let r = self.b.func.dfg.inst_results(i).first().copied();
        Ok(r.map(|r| match ptr {
            Some(p) => LV::V(self.b.inttoptr(p, r)),
            None => LV::V(r),
        }))
    }

    /// The gfxc data type of an LLVM buffer data type, and the pointer type it stands for.
    fn buffer_data_type(&mut self, t: &Ty, loc: SrcLoc) -> LResult<(Type, Option<Type>)> {
        let ir = self.m.types.ir_bf(t, loc)?;
        Ok(match ir {
            Type::Ptr(_) if ir.bits() == 64 => (Type::I64, Some(ir)),
            Type::Ptr(_) => (Type::I32, Some(ir)),
            _ => (ir, None),
        })
    }

    /// `llvm.amdgcn.make.buffer.rsrc`: the descriptor words (module documentation).
    fn make_buffer_rsrc(&mut self, args: &[Arg], loc: SrcLoc) -> LResult<gfxc_ir::Value> {
        if args.len() != 4 {
            return Err(gfxc_ir::Diagnostic::new(
                loc,
                "'@llvm.amdgcn.make.buffer.rsrc' takes 4 arguments",
            ));
        }
        let p = self.operand(&args[0].v)?;
        let pt = self.b.ty(p);
        let p = match pt {
            Type::Ptr(_) if pt.bits() == 64 => self.b.ptrtoint(Type::I64, p),
            Type::I64 => p,
            _ => {
                return Err(unsupported(
                    args[0].v.loc,
                    format!("buffer resource from a '{}' base", args[0].v.ty),
                ))
            }
        };
        let stride = self.operand(&args[1].v)?;
        let nrec = self.operand(&args[2].v)?;
        let flags = self.operand(&args[3].v)?;
        if self.b.ty(stride) != Type::I16
            || self.b.ty(nrec) != Type::I32
            || self.b.ty(flags) != Type::I32
        {
            return Err(gfxc_ir::Diagnostic::new(
                loc,
                "'@llvm.amdgcn.make.buffer.rsrc' takes (ptr, i16, i32, i32)",
            ));
        }
        let lo = self.b.itrunc(Type::I32, p);
        let k32 = self.b.iconst(Type::I64, 32);
        let hi = self.b.lshr(p, k32);
        let hi = self.b.itrunc(Type::I32, hi);
        let mask = self.b.iconst(Type::I32, 0xffff);
        let hi = self.b.and(hi, mask);
        let st = self.b.zext(Type::I32, stride);
        let k16 = self.b.iconst(Type::I32, 16);
        let st = self.b.shl(st, k16);
        let w1 = self.b.or(hi, st);
        let v = self.b.splat(gfxc_ir::buffer::RSRC, lo);
        let mut v = v;
        for (k, w) in [(1, w1), (2, nrec), (3, flags)] {
            let idx = self.b.iconst(Type::I32, k);
            v = self.b.insertelement(v, w, idx);
        }
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn names_split_into_form_and_operation() {
        assert_eq!(
            split("amdgcn.struct.ptr.buffer.atomic.add.i32"),
            Some(("struct", "atomic.add".to_string()))
        );
        assert_eq!(
            split("amdgcn.raw.buffer.load.v4f32"),
            Some(("raw", "load".to_string()))
        );
        assert_eq!(
            split("amdgcn.raw.ptr.buffer.store.p1"),
            Some(("raw", "store".to_string()))
        );
        assert_eq!(
            split("amdgcn.raw.buffer.load.format.v4f32"),
            Some(("raw", "load.format".to_string()))
        );
        assert_eq!(
            split("amdgcn.struct.ptr.tbuffer.store.v3f16"),
            Some(("struct", "tbuffer.store".to_string()))
        );
        assert_eq!(split("amdgcn.raw.xbuffer.load.f32"), None);
    }
}
