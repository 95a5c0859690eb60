//! Fusing `contract` multiplies and additions into `fma`, as llc-19's DAG combiner does
//! (`DAGCombiner::visitFADDForFMACombine` / `visitFSUBForFMACombine`).
//!
//! LangRef: the `contract` fast-math flag allows "floating-point contraction (e.g. fusing a
//! multiply followed by an addition into a fused multiply-and-add)". llc-19 fuses when both
//! the `fadd`/`fsub` and the `fmul` feeding it carry `contract` (or `fast`), also when the
//! product has other uses (AMDGPU enables aggressive fusion: each use gets its own fma):
//! - `fadd contract (fmul contract x, y), z` and `fadd contract z, (fmul contract x, y)` →
//!   `fma(x, y, z)`; when both operands are such products the first one is fused (LLVM
//!   prefers the product with fewer uses, the first on a tie; gfxc does not count uses);
//! - `fsub contract (fmul contract x, y), z` → `fma(x, y, -z)`;
//! - `fsub contract z, (fmul contract x, y)` → `fma(-x, y, z)` (the first operand is a
//!   product is tried first, as LLVM does when neither has more uses).
//!
//! Guarantees: the fused value is what the gfxc IR states (`fma`, rounded once), so the
//! interpreter, the compiled code and the simulator agree on it. The fusion is made for
//! `half`, `float`, `double` and vectors of them on every target. llc-19 fuses the same
//! pairs for `double` everywhere, `float` on gfx600, gfx900 and later, `half` on gfx803 and
//! later (measured, `tests/golden/contract/`); on gfx700/gfx803 `float` and gfx600/gfx700
//! `half` it keeps the multiply and the addition (those chips' f32 FMA is slow) — there gfxc
//! still fuses: the IR is target-independent and `contract` allows either, so gfxc picks the
//! one semantics every target shares, as it does for `llvm.fmuladd`. `bfloat` (computed in
//! `float`, rounded per operation: `bfloat.rs`) is not fused. Fusion under a flushing
//! `denormal-fp-math` (llc-19 then forms `v_mad`) does not arise: gfxc keeps IEEE denormals.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::FnCx;
use gfxc_ir::{SrcLoc, Value};
use std::collections::HashMap;

/// The `fmul contract` instructions of `f` by result name, with their operands.
pub(crate) fn contract_fmuls(f: &FuncAst) -> HashMap<String, (&TVal, &TVal)> {
    let mut m = HashMap::new();
    for b in f.body.iter().flatten() {
        for i in &b.insts {
            if let (
                Some(r),
                InstKind::Bin {
                    op,
                    a,
                    b,
                    contract: true,
                },
            ) = (&i.result, &i.kind)
            {
                if op == "fmul" {
                    m.insert(r.clone(), (a, b));
                }
            }
        }
    }
    m
}

impl<'a> FnCx<'a, '_> {
    /// Whether `ty` is `half`, `float`, `double` or a vector of them.
    fn fusable(&self, ty: &Ty) -> bool {
        let l = SrcLoc::default();
        match self.m.types.resolve(ty, l) {
            Ok(Ty::Half | Ty::Float | Ty::Double) => true,
            Ok(Ty::Vector(_, e)) => matches!(
                self.m.types.resolve(&e, l),
                Ok(Ty::Half | Ty::Float | Ty::Double)
            ),
            _ => false,
        }
    }

    /// The operands of `v` if it is an `fmul contract`'s result.
    fn contract_product(&self, v: &TVal) -> Option<(&'a TVal, &'a TVal)> {
        match &v.val {
            Val::Local(n) => self.contract_fmuls.get(n).copied(),
            _ => None,
        }
    }

    /// `op` (`fadd`/`fsub` with `contract`) of `a` and `b` as one `fma`, when an operand is
    /// an `fmul contract`; `None` when nothing fuses.
    pub(crate) fn contract_fma(&mut self, op: &str, a: &TVal, b: &TVal) -> LResult<Option<Value>> {
        if !matches!(op, "fadd" | "fsub") || !self.fusable(&a.ty) {
            return Ok(None);
        }
        let (pa, pb) = (self.contract_product(a), self.contract_product(b));
        let r = match (op, pa, pb) {
            ("fadd", Some((x, y)), _) => {
                let (x, y, z) = (self.operand(x)?, self.operand(y)?, self.operand(b)?);
                self.b.fma(x, y, z)
            }
            ("fadd", None, Some((x, y))) => {
                let (x, y, z) = (self.operand(x)?, self.operand(y)?, self.operand(a)?);
                self.b.fma(x, y, z)
            }
            ("fsub", Some((x, y)), _) => {
                let (x, y, z) = (self.operand(x)?, self.operand(y)?, self.operand(b)?);
                let nz = self.b.fneg(z);
                self.b.fma(x, y, nz)
            }
            ("fsub", None, Some((x, y))) => {
                let (x, y, z) = (self.operand(x)?, self.operand(y)?, self.operand(a)?);
                let nx = self.b.fneg(x);
                self.b.fma(nx, y, z)
            }
            _ => return Ok(None),
        };
        Ok(Some(r))
    }
}
