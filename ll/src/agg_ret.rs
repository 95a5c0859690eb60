//! By-value aggregate (struct or array) results of device functions, as LLVM's calling
//! convention returns them (AMDGPUUsage "Call Convention"; LLVM's `RetCC_AMDGPU_Func`): the
//! value is split into its leaves in field order (`ComputeValueVTs`, as for aggregate
//! arguments, `lower::agg_param_leaves`), each leaf is cut into dword pieces, and the pieces
//! take v0, v1, ... in order, with no gaps and no alignment: a lone 1-, 8- or 16-bit leaf in
//! the low bits of a dword of its own, a 64-bit scalar or pointer in two dwords (low first),
//! a vector of 32- or 64-bit lanes lane by lane, a vector of 16-bit lanes two lanes to a dword
//! (an odd last lane alone in the low half), a vector of 1- or 8-bit lanes one lane per dword.
//!
//! gfxc IR functions have one result, so such a function returns one `i32xN` vector (`i32`
//! for one dword) of exactly those pieces; `gfxc_isel::call_conv::assign_result` places dword
//! `j` of it in `v<j>`, where llc-19 returns the same piece. The callee packs its leaves at
//! `ret`, a call unpacks them into the aggregate's leaves.
//!
//! Guarantees: the packing and unpacking are inverse for every leaf type gfxc IR has
//! (integers, floats, pointers of every address space, vectors of them); bits a piece does not
//! carry (the high half of a 16-bit leaf's dword) are zero. A result of more than 32 dwords
//! is returned as llc-19 does, through a hidden pointer ([`agg_ret_sret`]). Not supported
//! (located `unsupported:` errors): the leaves `agg_param_leaves` refuses (fields wider than
//! 64 bits, odd widths).

use crate::layout::{LResult, Types};
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{Scalar, SrcLoc, Type, Value};

/// The dword pieces a leaf of type `t` takes.
fn dwords(t: Type) -> u32 {
    match t {
        Type::Ptr(a) => a.pointer_bits() / 32,
        Type::Scalar(s) => s.bits().div_ceil(32),
        Type::Vector(s, n) => match s.bits() {
            16 => (n as u32).div_ceil(2),
            b if b < 16 => n as u32,
            b => n as u32 * (b / 32),
        },
    }
}

/// Whether a device function returning the aggregate `ty` returns it through a hidden
/// pointer (`sret`): its leaves take more than v0..v31. LLVM then demotes the result
/// (`CanLowerReturn` false): a hidden first argument, a private pointer (v0), to which the
/// callee stores the value in its memory layout (the `DataLayout`'s field offsets) and the
/// caller passes a stack object it loads the value from after the call; the function returns
/// nothing.
pub(crate) fn agg_ret_sret(types: &Types, ty: &crate::ast::Ty, loc: SrcLoc) -> LResult<bool> {
    let mut leaves = Vec::new();
    crate::lower::agg_param_leaves(types, ty, loc, &mut leaves)?;
    Ok(leaves.iter().map(|&t| dwords(t)).sum::<u32>() > 32)
}

/// The leaf types of a device function's aggregate result `ty` returned packed in registers
/// (`FuncAttrs::agg_ret`); empty for other results and those returned through a hidden
/// pointer.
pub(crate) fn agg_ret_leaves(
    types: &Types,
    ty: &crate::ast::Ty,
    loc: SrcLoc,
) -> LResult<Vec<Type>> {
    use crate::ast::Ty;
    if !matches!(types.resolve(ty, loc)?, Ty::Struct(..) | Ty::Array(..))
        || agg_ret_sret(types, ty, loc)?
    {
        return Ok(Vec::new());
    }
    let mut leaves = Vec::new();
    crate::lower::agg_param_leaves(types, ty, loc, &mut leaves)?;
    Ok(leaves)
}

/// The gfxc result type of a device function returning the aggregate `ty`.
pub(crate) fn agg_ret_type(types: &Types, ty: &crate::ast::Ty, loc: SrcLoc) -> LResult<Type> {
    let mut leaves = Vec::new();
    crate::lower::agg_param_leaves(types, ty, loc, &mut leaves)?;
    let n: u32 = leaves.iter().map(|&t| dwords(t)).sum();
    match n {
        0 => Err(unsupported(loc, format!("empty aggregate result '{ty}'"))),
        1 => Ok(Type::I32),
        2..=32 => Ok(Type::Vector(Scalar::I32, n as u8)),
        _ => Err(unsupported(
            loc,
            format!("aggregate result of {n} dwords (at most 32; llc-19 returns larger ones through a hidden pointer)"),
        )),
    }
}

impl FnCx<'_, '_> {
    fn lane_idx(&mut self, i: u32) -> Value {
        self.b.iconst(Type::I32, i as i64)
    }

    /// A scalar or pointer of at most 32 bits as the low bits of a dword.
    fn dword_of(&mut self, x: Value) -> Value {
        let t = self.b.ty(x);
        let x = match t {
            Type::Ptr(_) => return self.b.ptrtoint(Type::I32, x),
            Type::Scalar(s) if s.is_float() => self.b.bitcast(Type::Scalar(s.as_int()), x),
            _ => x,
        };
        self.resize_int(x, Type::I32)
    }

    /// The inverse of [`Self::dword_of`] for a value of type `t`.
    fn scalar_of_dword(&mut self, d: Value, t: Type) -> Value {
        match t {
            Type::Ptr(_) => self.b.inttoptr(t, d),
            Type::Scalar(s) if s.is_float() => {
                let i = self.resize_int(d, Type::Scalar(s.as_int()));
                self.b.bitcast(t, i)
            }
            _ => self.resize_int(d, t),
        }
    }

    /// The dword pieces of one leaf `x`, appended to `out`.
    fn leaf_dwords(&mut self, x: Value, out: &mut Vec<Value>) {
        let t = self.b.ty(x);
        match t {
            Type::Ptr(_) | Type::Scalar(_) if t.bits() <= 32 => out.push(self.dword_of(x)),
            Type::Ptr(_) | Type::Scalar(_) => {
                let i = if t.is_ptr() {
                    self.b.ptrtoint(Type::I64, x)
                } else {
                    self.b.bitcast(Type::I64, x)
                };
                let v = self.b.bitcast(Type::Vector(Scalar::I32, 2), i);
                for k in 0..2 {
                    let idx = self.lane_idx(k);
                    out.push(self.b.extractelement(v, idx));
                }
            }
            Type::Vector(s, n) if s.bits() >= 32 => {
                let m = n as u32 * s.bits() / 32;
                let v = self.b.bitcast(Type::Vector(Scalar::I32, m as u8), x);
                for k in 0..m {
                    let idx = self.lane_idx(k);
                    out.push(self.b.extractelement(v, idx));
                }
            }
            Type::Vector(s, n) => {
                // 16-bit lanes two to a dword, narrower lanes one per dword.
                let per = if s.bits() == 16 { 2 } else { 1 };
                let mut k = 0;
                while k < n as u32 {
                    let idx = self.lane_idx(k);
                    let lo = self.b.extractelement(x, idx);
                    let mut d = self.dword_of(lo);
                    if per == 2 && k + 1 < n as u32 {
                        let idx = self.lane_idx(k + 1);
                        let hi = self.b.extractelement(x, idx);
                        let hi = self.dword_of(hi);
                        let sh = self.b.iconst(Type::I32, 16);
                        let hi = self.b.shl(hi, sh);
                        d = self.b.or(d, hi);
                    }
                    out.push(d);
                    k += per;
                }
            }
        }
    }

    /// A leaf of type `t` from its dword pieces (taken from the front of `ds`).
    fn leaf_of_dwords(&mut self, t: Type, ds: &mut std::slice::Iter<Value>) -> Value {
        let mut next = || *ds.next().expect("agg_ret_type counted the pieces");
        match t {
            Type::Ptr(_) | Type::Scalar(_) if t.bits() <= 32 => {
                let d = next();
                self.scalar_of_dword(d, t)
            }
            Type::Vector(s, n) if s.bits() < 32 => {
                // Built on the integer lanes, then bitcast (16-bit floats).
                let it = t.with_lane(s.as_int());
                let z = self.b.iconst(Type::Scalar(s.as_int()), 0);
                let mut v = self.b.splat(it, z);
                let per = if s.bits() == 16 { 2 } else { 1 };
                let mut k = 0;
                while k < n as u32 {
                    let d = next();
                    let lo = self.resize_int(d, Type::Scalar(s.as_int()));
                    let idx = self.lane_idx(k);
                    v = self.b.insertelement(v, lo, idx);
                    if per == 2 && k + 1 < n as u32 {
                        let sh = self.b.iconst(Type::I32, 16);
                        let hi = self.b.lshr(d, sh);
                        let hi = self.resize_int(hi, Type::Scalar(s.as_int()));
                        let idx = self.lane_idx(k + 1);
                        v = self.b.insertelement(v, hi, idx);
                    }
                    k += per;
                }
                if s.is_float() {
                    self.b.bitcast(t, v)
                } else {
                    v
                }
            }
            _ => {
                // 64-bit scalars and pointers, vectors of 32- or 64-bit lanes.
                let m = t.bits() / 32;
                let z = self.b.iconst(Type::I32, 0);
                let mut v = self.b.splat(Type::Vector(Scalar::I32, m as u8), z);
                for k in 0..m {
                    let d = next();
                    let idx = self.lane_idx(k);
                    v = self.b.insertelement(v, d, idx);
                }
                match t {
                    Type::Ptr(_) => {
                        let i = self.b.bitcast(Type::I64, v);
                        self.b.inttoptr(t, i)
                    }
                    _ => self.b.bitcast(t, v),
                }
            }
        }
    }

    /// The packed result of returning the aggregate `x` of type `ty` (`ret` of a device
    /// function whose result is an aggregate).
    pub(crate) fn agg_ret_pack(
        &mut self,
        x: LV,
        ty: &crate::ast::Ty,
        loc: SrcLoc,
    ) -> LResult<Value> {
        let rt = agg_ret_type(&self.m.types, ty, loc)?;
        let mut leaves = Vec::new();
        self.leaves(x, ty, loc, &mut leaves)?;
        let mut ds = Vec::new();
        for l in leaves {
            self.leaf_dwords(l, &mut ds);
        }
        if rt == Type::I32 {
            return Ok(ds[0]);
        }
        let z = self.b.iconst(Type::I32, 0);
        let mut v = self.b.splat(rt, z);
        for (k, d) in ds.into_iter().enumerate() {
            let idx = self.lane_idx(k as u32);
            v = self.b.insertelement(v, d, idx);
        }
        Ok(v)
    }

    /// The aggregate of type `ty` a call returned packed in `r`.
    pub(crate) fn agg_ret_unpack(
        &mut self,
        r: Value,
        ty: &crate::ast::Ty,
        loc: SrcLoc,
    ) -> LResult<LV> {
        let mut types = Vec::new();
        crate::lower::agg_param_leaves(&self.m.types, ty, loc, &mut types)?;
        let ds: Vec<Value> = if self.b.ty(r) == Type::I32 {
            vec![r]
        } else {
            (0..self.b.ty(r).lanes())
                .map(|k| {
                    let idx = self.lane_idx(k);
                    self.b.extractelement(r, idx)
                })
                .collect()
        };
        let mut it = ds.iter();
        let leaves: Vec<Value> = types
            .into_iter()
            .map(|t| self.leaf_of_dwords(t, &mut it))
            .collect();
        self.agg_of_leaves(ty, loc, &mut leaves.iter())
    }
}
