//! Aggregates (structs and arrays) as SSA values, scalarized: gfxc IR has no aggregate type,
//! so an aggregate value is carried as the tree of its fields ([`LV::Agg`], the fields in a
//! per-function table), each field a first-class value (or an `i128` pair, or a nested
//! aggregate). This is what LLVM's own `SROA`/type legalizer does with `{ T, U }` values.
//!
//! Guarantees:
//! - `insertvalue` and `extractvalue` with any index path, on any aggregate value:
//!   constants (`{ i32 1, float 2.0 }`, `[2 x i8] c"ab"`, `zeroinitializer`, `undef`,
//!   `poison`), other `insertvalue`s, `load`s, phis, `select`s, the `{ T, i1 }` of `cmpxchg`
//!   and `*.with.overflow`, and by-value aggregate kernel arguments (which stay in the kernarg
//!   segment until a whole-value use loads their fields).
//! - Aggregate phis become one block parameter per leaf (an `i128` leaf two), in field
//!   order; aggregate `select` selects every leaf with the one condition.
//! - Aggregate `load`/`store` touch each field at its offset in LLVM's layout
//!   ([`crate::layout::Types::struct_layout`]): padding bytes are neither read nor written
//!   (LangRef leaves them unspecified). A field's alignment is the largest power of two
//!   dividing both the access's alignment and the field offset; `volatile` and
//!   `!nontemporal` apply to every field. Atomic aggregate accesses are invalid LLVM IR.
//! - Fields keep the importer's representation of their type (`i1` as a byte in memory,
//!   `<N x i1>` bit-packed, odd widths zero-extended, `i128` as halves).

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::FnCx;
use crate::lower::LV;
use crate::parse::unsupported;
use gfxc_ir::{Diagnostic, MemFlags, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// Whether `ty` is a struct or an array.
    pub(crate) fn is_agg(&self, ty: &Ty) -> bool {
        matches!(
            self.m.types.resolve(ty, SrcLoc::default()),
            Ok(Ty::Struct(..) | Ty::Array(..))
        )
    }

    /// The field types of the aggregate `ty` and their byte offsets.
    pub(crate) fn agg_fields(&self, ty: &Ty, loc: SrcLoc) -> LResult<Vec<(Ty, u64)>> {
        match self.m.types.resolve(ty, loc)? {
            Ty::Struct(fs, packed) => {
                let (offs, _, _) = self.m.types.struct_layout(&fs, packed, loc)?;
                Ok(fs.into_iter().zip(offs).collect())
            }
            Ty::Array(n, e) => {
                if n > 4096 {
                    return Err(unsupported(
                        loc,
                        format!("aggregate value of {n} elements (at most 4096)"),
                    ));
                }
                let (size, _) = self.m.types.size_align(&e, loc)?;
                Ok((0..n).map(|k| ((*e).clone(), k * size)).collect())
            }
            t => Err(Diagnostic::new(loc, format!("'{t}' is not an aggregate"))),
        }
    }

    /// A new aggregate value of these fields.
    pub(crate) fn new_agg(&mut self, parts: Vec<LV>) -> LV {
        self.aggs.push(parts);
        LV::Agg(self.aggs.len() as u32 - 1)
    }

    /// The fields of the aggregate value `x` of type `ty` (loaded, if it is in memory).
    pub(crate) fn agg_parts(&mut self, x: LV, ty: &Ty, loc: SrcLoc) -> LResult<Vec<LV>> {
        let fields = self.agg_fields(ty, loc)?;
        let parts = match x {
            LV::Agg(i) => self.aggs[i as usize].clone(),
            LV::CmpX(a, b) => vec![LV::V(a), LV::V(b)],
            LV::InMem(p) => {
                let (_, align) = self.m.types.size_align(ty, loc)?;
                return self.agg_load(ty, p, MemFlags::aligned(align), loc);
            }
            _ => return Err(unsupported(loc, format!("aggregate value of type '{ty}'"))),
        };
        if parts.len() != fields.len() {
            return Err(Diagnostic::new(
                loc,
                format!("aggregate of {} fields used as '{ty}'", parts.len()),
            ));
        }
        Ok(parts)
    }

    /// An aggregate constant of type `ty`.
    pub(crate) fn agg_const(&mut self, ty: &Ty, val: &Val, loc: SrcLoc) -> LResult<LV> {
        let fields = self.agg_fields(ty, loc)?;
        let mut parts = Vec::with_capacity(fields.len());
        match val {
            Val::Struct(es) | Val::Array(es) => {
                if es.len() != fields.len() {
                    return Err(Diagnostic::new(
                        loc,
                        format!(
                            "constant has {} elements, type '{ty}' has {}",
                            es.len(),
                            fields.len()
                        ),
                    ));
                }
                for e in es {
                    parts.push(self.operand_lv(e)?);
                }
            }
            Val::CStr(bytes) if bytes.len() == fields.len() => {
                for (&c, (f, _)) in bytes.iter().zip(&fields) {
                    let tv = TVal {
                        ty: f.clone(),
                        val: Val::Int(c as i128),
                        loc,
                    };
                    parts.push(self.operand_lv(&tv)?);
                }
            }
            Val::Zero | Val::Undef => {
                for (f, _) in &fields {
                    let tv = TVal {
                        ty: f.clone(),
                        val: val.clone(),
                        loc,
                    };
                    parts.push(self.operand_lv(&tv)?);
                }
            }
            _ => {
                return Err(Diagnostic::new(
                    loc,
                    format!("invalid constant for type '{ty}'"),
                ))
            }
        }
        Ok(self.new_agg(parts))
    }

    /// `extractvalue`: the field at the index path `idx` of `x` (of type `ty`).
    pub(crate) fn agg_extract(
        &mut self,
        mut x: LV,
        ty: &Ty,
        idx: &[u32],
        loc: SrcLoc,
    ) -> LResult<LV> {
        let mut t = ty.clone();
        for &k in idx {
            if !self.is_agg(&t) {
                return Err(Diagnostic::new(
                    loc,
                    format!("extractvalue index {k} into non-aggregate '{t}'"),
                ));
            }
            let fields = self.agg_fields(&t, loc)?;
            let f = fields
                .get(k as usize)
                .ok_or_else(|| {
                    Diagnostic::new(loc, format!("extractvalue index {k} out of '{t}'"))
                })?
                .0
                .clone();
            x = self.agg_parts(x, &t, loc)?[k as usize];
            t = f;
        }
        Ok(x)
    }

    /// `insertvalue`: `x` (of type `ty`) with the field at `idx` replaced by `elt`.
    pub(crate) fn agg_insert(
        &mut self,
        x: LV,
        ty: &Ty,
        idx: &[u32],
        elt: LV,
        loc: SrcLoc,
    ) -> LResult<LV> {
        let Some((&k, rest)) = idx.split_first() else {
            return Ok(elt);
        };
        if !self.is_agg(ty) {
            return Err(Diagnostic::new(
                loc,
                format!("insertvalue index {k} into non-aggregate '{ty}'"),
            ));
        }
        let fields = self.agg_fields(ty, loc)?;
        let Some((f, _)) = fields.get(k as usize) else {
            return Err(Diagnostic::new(
                loc,
                format!("insertvalue index {k} out of '{ty}'"),
            ));
        };
        let mut parts = self.agg_parts(x, ty, loc)?;
        parts[k as usize] = self.agg_insert(parts[k as usize], f, rest, elt, loc)?;
        Ok(self.new_agg(parts))
    }

    /// The gfxc types of the leaves of a value of type `ty`, in field order (an `i128` is
    /// two `i64`s): the block parameters of a phi of that type.
    pub(crate) fn leaf_types(&self, ty: &Ty, loc: SrcLoc, out: &mut Vec<Type>) -> LResult<()> {
        if self.is_agg(ty) {
            for (f, _) in self.agg_fields(ty, loc)? {
                self.leaf_types(&f, loc, out)?;
            }
        } else if self.is_wide(ty) {
            out.extend([Type::I64, Type::I64]);
        } else {
            out.push(self.m.types.ir_odd(ty, loc)?);
        }
        Ok(())
    }

    /// The leaves of `x` (of type `ty`), in the order of [`Self::leaf_types`].
    pub(crate) fn leaves(
        &mut self,
        x: LV,
        ty: &Ty,
        loc: SrcLoc,
        out: &mut Vec<Value>,
    ) -> LResult<()> {
        if self.is_agg(ty) {
            let parts = self.agg_parts(x, ty, loc)?;
            for (p, (f, _)) in parts.into_iter().zip(self.agg_fields(ty, loc)?) {
                self.leaves(p, &f, loc, out)?;
            }
            return Ok(());
        }
        match x {
            LV::V(v) => out.push(v),
            LV::Wide(l, h) => out.extend([l, h]),
            _ => return Err(unsupported(loc, format!("value of type '{ty}' here"))),
        }
        Ok(())
    }

    /// A value of type `ty` from its leaves (taken from the front of `vals`).
    pub(crate) fn agg_of_leaves(
        &mut self,
        ty: &Ty,
        loc: SrcLoc,
        vals: &mut std::slice::Iter<Value>,
    ) -> LResult<LV> {
        let mut next = || {
            vals.next()
                .copied()
                .ok_or_else(|| Diagnostic::new(loc, "internal: too few aggregate leaves"))
        };
        if self.is_agg(ty) {
            let mut parts = Vec::new();
            for (f, _) in self.agg_fields(ty, loc)? {
                parts.push(self.agg_of_leaves(&f, loc, vals)?);
            }
            return Ok(self.new_agg(parts));
        }
        if self.is_wide(ty) {
            let l = next()?;
            let h = next()?;
            return Ok(LV::Wide(l, h));
        }
        Ok(LV::V(next()?))
    }

    /// Aggregate `select`: every leaf selected by the one condition `c`.
    pub(crate) fn agg_select(
        &mut self,
        c: Value,
        a: LV,
        b: LV,
        ty: &Ty,
        loc: SrcLoc,
    ) -> LResult<LV> {
        let (mut la, mut lb) = (Vec::new(), Vec::new());
        self.leaves(a, ty, loc, &mut la)?;
        self.leaves(b, ty, loc, &mut lb)?;
        let r: Vec<Value> = la
            .into_iter()
            .zip(lb)
            .map(|(x, y)| self.b.select(c, x, y))
            .collect();
        self.agg_of_leaves(ty, loc, &mut r.iter())
    }

    /// The flags of a field at byte offset `off` of an access with flags `flags`.
    fn field_flags(flags: MemFlags, off: u64) -> MemFlags {
        let align = if off == 0 {
            flags.align
        } else {
            flags.align.min(1 << off.trailing_zeros().min(31))
        };
        MemFlags { align, ..flags }
    }

    fn field_addr(&mut self, p: Value, off: u64) -> Value {
        if off == 0 {
            return p;
        }
        let t = if self.b.ty(p).bits() == 32 {
            Type::I32
        } else {
            Type::I64
        };
        let o = self.b.iconst(t, off as i64);
        self.b.ptradd(p, o)
    }

    /// A non-atomic load of the aggregate `ty` at `p`, field by field.
    pub(crate) fn agg_load(
        &mut self,
        ty: &Ty,
        p: Value,
        flags: MemFlags,
        loc: SrcLoc,
    ) -> LResult<Vec<LV>> {
        let mut parts = Vec::new();
        for (f, off) in self.agg_fields(ty, loc)? {
            let q = self.field_addr(p, off);
            let ff = Self::field_flags(flags, off);
            parts.push(if self.is_agg(&f) {
                let sub = self.agg_load(&f, q, ff, loc)?;
                self.new_agg(sub)
            } else {
                self.load_value(&f, q, ff, loc)?
            });
        }
        Ok(parts)
    }

    /// A non-atomic store of the aggregate value `x` of type `ty` at `p`, field by field.
    pub(crate) fn agg_store(
        &mut self,
        ty: &Ty,
        x: LV,
        p: Value,
        flags: MemFlags,
        loc: SrcLoc,
    ) -> LResult<()> {
        let parts = self.agg_parts(x, ty, loc)?;
        for (part, (f, off)) in parts.into_iter().zip(self.agg_fields(ty, loc)?) {
            let q = self.field_addr(p, off);
            let ff = Self::field_flags(flags, off);
            if self.is_agg(&f) {
                self.agg_store(&f, part, q, ff, loc)?;
            } else {
                self.store_value(&f, part, q, ff, loc)?;
            }
        }
        Ok(())
    }
}
