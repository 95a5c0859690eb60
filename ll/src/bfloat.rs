//! `bfloat` (bf16: 1 sign, 8 exponent, 7 fraction bits), which gfxc IR has no type for: a
//! bfloat value is carried as the `i16` of its bits (`<N x bfloat>` as `<N x i16>`) and every
//! float operation on it is done in `f32`, as LLVM 19's AMDGPU legalizer promotes it on the
//! targets gfxc supports (none has bf16 arithmetic).
//!
//! Guarantees:
//! - Memory, `select`, phis, `extractelement`/`insertelement`/`shufflevector`, aggregates
//!   and `bitcast` move the 16 bits unchanged; constants (`0xR3F80`, decimal) are exact bits.
//! - `fpext` to `float` is exact (the bits shifted up by 16), to `double` through `float`.
//! - `fptrunc` from `float` rounds to nearest, ties to even (`(b + 0x7FFF + lsb) >> 16` on
//!   the bits), overflowing to infinity; a NaN keeps its sign and top payload bits and is
//!   quieted (bit 6 set), as llc-19's expansion. `fptrunc` from `double` is
//!   `unsupported:` (it needs one rounding, not two).
//! - `fadd`, `fsub`, `fmul`, `fdiv`, `frem`: the `float` operation on the extended operands,
//!   rounded once to bfloat. Correct rounding for `+ - * /`: binary32 has at least `2*8+2`
//!   significand bits, so the double rounding is innocuous; `frem` is exact in `float`.
//! - `fneg` flips the sign bit; `fcmp` compares the extended values (exact).
//! - `sitofp`/`uitofp` to bfloat go through `float` (two roundings, as llc-19 does);
//!   `fptosi`/`fptoui` from bfloat convert the exact `float`.
//! - Any other use of `bfloat` (intrinsics, atomics) stays `unsupported: type 'bfloat'`.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{bin_opcode, FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{FloatCC, Opcode, Scalar, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// Whether `ty` is `bfloat` or a vector of it.
    pub(crate) fn is_bf(&self, ty: &Ty) -> bool {
        let l = SrcLoc::default();
        match self.m.types.resolve(ty, l) {
            Ok(Ty::BFloat) => true,
            Ok(Ty::Vector(_, e)) => matches!(self.m.types.resolve(&e, l), Ok(Ty::BFloat)),
            _ => false,
        }
    }

    /// `v` in every lane of `t`.
    fn bf_splat(&mut self, t: Type, v: i64) -> Value {
        let s = Type::Scalar(t.lane().unwrap_or(Scalar::I32));
        let x = self.b.iconst(s, v);
        if t.is_vector() {
            self.b.splat(t, x)
        } else {
            x
        }
    }

    /// The bits `x` (`i16` lanes) as the exact `f32`s.
    pub(crate) fn bf_to_f32(&mut self, x: Value) -> Value {
        let t = self.b.ty(x);
        let w = self.b.convert(Opcode::Zext, t.with_lane(Scalar::I32), x);
        let k = self.bf_splat(t.with_lane(Scalar::I32), 16);
        let s = self.b.shl(w, k);
        self.b.bitcast(t.with_lane(Scalar::F32), s)
    }

    /// The `f32` lanes `x` rounded to bfloat bits (module documentation).
    pub(crate) fn f32_to_bf(&mut self, x: Value) -> Value {
        let t = self.b.ty(x);
        let it = t.with_lane(Scalar::I32);
        let bits = self.b.bitcast(it, x);
        let k16 = self.bf_splat(it, 16);
        let hi = self.b.lshr(bits, k16);
        let one = self.bf_splat(it, 1);
        let lsb = self.b.and(hi, one);
        let bias = self.bf_splat(it, 0x7fff);
        let r = self.b.add(bits, bias);
        let r = self.b.add(r, lsb);
        let r = self.b.lshr(r, k16);
        let quiet = self.bf_splat(it, 0x40);
        let q = self.b.or(hi, quiet);
        let nan = self.b.fcmp(FloatCC::Uno, x, x);
        let v = self.b.select(nan, q, r);
        self.b.convert(Opcode::Itrunc, t.with_lane(Scalar::I16), v)
    }

    /// A bfloat constant of type `t` (`i16` lanes).
    pub(crate) fn bf_const(&mut self, ty: &Ty, val: &Val, loc: SrcLoc) -> LResult<Value> {
        let t = self.m.types.ir_bf(ty, loc)?;
        let bits = |v: &Val| -> LResult<i64> {
            Ok(match v {
                Val::Float(FloatLit::HexBf(b)) => *b as i64,
                Val::Float(FloatLit::Dec(d)) => {
                    let f = *d as f32;
                    if f as f64 != *d && d.is_finite() {
                        return Err(unsupported(loc, "inexact bfloat constant"));
                    }
                    let b = f.to_bits();
                    if b & 0xffff != 0 && !f.is_nan() {
                        return Err(unsupported(loc, "inexact bfloat constant"));
                    }
                    (b >> 16) as i64
                }
                Val::Zero | Val::Undef => 0,
                _ => {
                    return Err(unsupported(loc, "this bfloat constant form"));
                }
            })
        };
        match (t, val) {
            (Type::Vector(..), Val::Vector(es)) => {
                if es.len() != t.lanes() as usize {
                    return Err(gfxc_ir::Diagnostic::new(
                        loc,
                        "vector constant length differs from its type",
                    ));
                }
                let mut lanes = Vec::new();
                for e in es {
                    let b = bits(&e.val)?;
                    lanes.push(self.b.iconst(Type::I16, b));
                }
                let mut v = self.b.splat(t, lanes[0]);
                for (k, &l) in lanes.iter().enumerate().skip(1) {
                    let i = self.b.iconst(Type::I32, k as i64);
                    v = self.b.insertelement(v, l, i);
                }
                Ok(v)
            }
            (Type::Vector(..), Val::Splat(e)) => {
                let b = bits(&e.val)?;
                Ok(self.bf_splat(t, b))
            }
            _ => {
                let b = bits(val)?;
                Ok(self.bf_splat(t, b))
            }
        }
    }

    /// A binary operation on bfloat operands (`i16` bits).
    pub(crate) fn bf_bin(&mut self, op: &str, a: &TVal, b: &TVal, loc: SrcLoc) -> LResult<LV> {
        let opc = bin_opcode(op);
        if !matches!(
            opc,
            Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fdiv | Opcode::Frem
        ) {
            return Err(unsupported(loc, format!("'{op}' on '{}'", a.ty)));
        }
        let (x, y) = (self.operand(a)?, self.operand(b)?);
        let (fx, fy) = (self.bf_to_f32(x), self.bf_to_f32(y));
        let r = if opc == Opcode::Frem {
            self.frem(fx, fy)?
        } else {
            self.b.binary(opc, fx, fy)
        };
        Ok(LV::V(self.f32_to_bf(r)))
    }

    pub(crate) fn bf_neg(&mut self, x: Value) -> Value {
        let t = self.b.ty(x);
        let m = self.bf_splat(t, -0x8000);
        self.b.xor(x, m)
    }

    pub(crate) fn bf_fcmp(&mut self, c: FloatCC, a: &TVal, b: &TVal) -> LResult<LV> {
        let (x, y) = (self.operand(a)?, self.operand(b)?);
        let (fx, fy) = (self.bf_to_f32(x), self.bf_to_f32(y));
        Ok(LV::V(self.b.fcmp(c, fx, fy)))
    }

    /// A cast from or to bfloat.
    pub(crate) fn bf_cast(&mut self, op: &str, x: &TVal, to: &Ty, loc: SrcLoc) -> LResult<LV> {
        let (from_bf, to_bf) = (self.is_bf(&x.ty), self.is_bf(to));
        if self.odd_bits(&x.ty).is_some() || self.odd_bits(to).is_some() {
            return Err(unsupported(loc, format!("{op} from '{}' to '{to}'", x.ty)));
        }
        let t = self.m.types.ir_bf(to, loc)?;
        let a = self.operand(x)?;
        let from = self.b.ty(a);
        let lane = |t: Type| t.lane().unwrap_or(Scalar::I32);
        Ok(LV::V(match op {
            "bitcast" if from == t => a,
            "bitcast" if !from.is_ptr() && !t.is_ptr() && from.bits() == t.bits() => {
                self.b.bitcast(t, a)
            }
            "fpext" if from_bf && lane(t).is_float() && lane(t) != Scalar::F16 => {
                let f = self.bf_to_f32(a);
                if lane(t) == Scalar::F32 {
                    f
                } else {
                    self.b.convert(Opcode::Fpext, t, f)
                }
            }
            "fptrunc" if to_bf && lane(from) == Scalar::F32 => self.f32_to_bf(a),
            "sitofp" | "uitofp" if to_bf && !lane(from).is_float() && from.lane().is_some() => {
                let opc = if op == "sitofp" {
                    Opcode::Sitofp
                } else {
                    Opcode::Uitofp
                };
                let a = if lane(from) == Scalar::I1 {
                    // `i1` converts as 0 / 1 (unsigned) or 0 / -1 (signed).
                    let w = from.with_lane(Scalar::I32);
                    let c = if op == "sitofp" {
                        Opcode::Sext
                    } else {
                        Opcode::Zext
                    };
                    self.b.convert(c, w, a)
                } else {
                    a
                };
                let f = self.b.convert(opc, from.with_lane(Scalar::F32), a);
                self.f32_to_bf(f)
            }
            "fptosi" | "fptoui" if from_bf && !lane(t).is_float() => {
                let f = self.bf_to_f32(a);
                let opc = if op == "fptosi" {
                    Opcode::Fptosi
                } else {
                    Opcode::Fptoui
                };
                self.b.convert(opc, t, f)
            }
            _ => return Err(unsupported(loc, format!("{op} from '{}' to '{to}'", x.ty))),
        }))
    }
}
