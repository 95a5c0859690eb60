//! Vector operands, `shufflevector` and casts of odd-width integers, for the instruction
//! mapping of [`crate::lower`]: `<1 x T>` is `T`, index operands become `i32`, a shuffle is
//! lane extracts and inserts (poison lanes are zero), and a cast from or to an odd width
//! (`crate::odd`) sign-extends, resizes and masks the container as LLVM's semantics require.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{int_of_bits, FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{Diagnostic, Opcode, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// `<1 x T>`, which is mapped onto `T` ([`crate::layout::Types::ir`]).
    pub(crate) fn is_single_lane(&self, ty: &Ty) -> bool {
        matches!(
            self.m.types.resolve(ty, SrcLoc::default()),
            Ok(Ty::Vector(1, _))
        )
    }

    pub(crate) fn vector_operand(&mut self, tv: &TVal) -> LResult<Value> {
        let x = self.operand(tv)?;
        if !self.b.ty(x).is_vector() {
            return Err(Diagnostic::new(
                tv.loc,
                format!("expected a vector, found '{}'", tv.ty),
            ));
        }
        Ok(x)
    }

    /// An index operand as `i32` (extractelement/insertelement).
    pub(crate) fn index32(&mut self, idx: &TVal) -> LResult<Value> {
        if let Val::Int(k) = idx.val {
            return Ok(self.b.iconst(Type::I32, k as i64));
        }
        let x = self.operand(idx)?;
        Ok(match self.b.ty(x) {
            Type::I32 => x,
            Type::I64 => self.b.itrunc(Type::I32, x),
            _ => self.b.zext(Type::I32, x),
        })
    }

    pub(crate) fn shuffle(&mut self, a: &TVal, b: &TVal, mask: &TVal, loc: SrcLoc) -> LResult<LV> {
        let x = self.operand(a)?;
        let y = self.operand(b)?;
        let n_in = match self.b.ty(x) {
            Type::Vector(_, n) => n as u32,
            _ => return Err(unsupported(loc, "shufflevector of non-vectors")),
        };
        let m = match self.m.types.resolve(&mask.ty, mask.loc)? {
            Ty::Vector(m, _) => m,
            t => {
                return Err(Diagnostic::new(
                    mask.loc,
                    format!("shuffle mask must be a vector, not '{t}'"),
                ))
            }
        };
        let lanes: Vec<u8> = match &mask.val {
            Val::Zero | Val::Undef => vec![0; m as usize],
            Val::Vector(es) => {
                let mut v = Vec::new();
                for e in es {
                    match e.val {
                        Val::Int(k) if (0..2 * n_in as i128).contains(&k) => v.push(k as u8),
                        // A poison lane may take any value: lane 0.
                        Val::Undef => v.push(0),
                        _ => {
                            return Err(Diagnostic::new(e.loc, "shuffle mask element out of range"))
                        }
                    }
                }
                v
            }
            _ => {
                return Err(Diagnostic::new(
                    mask.loc,
                    "shuffle mask must be a constant vector",
                ))
            }
        };
        if !(2..=Type::MAX_LANES as usize).contains(&lanes.len()) {
            return Err(unsupported(
                loc,
                format!("shufflevector result of {} lanes", lanes.len()),
            ));
        }
        Ok(LV::V(self.b.shuffle(x, y, &lanes)))
    }

    pub(crate) fn cast(&mut self, op: &str, x: &TVal, to: &Ty, loc: SrcLoc) -> LResult<LV> {
        if self.is_wide(to) || self.is_wide(&x.ty) {
            return self.wide_cast(op, x, to, loc);
        }
        if self.is_bf(to) || self.is_bf(&x.ty) {
            return self.bf_cast(op, x, to, loc);
        }
        let (nf, nt) = (self.odd_bits(&x.ty), self.odd_bits(to));
        if nf.is_some() || nt.is_some() {
            return self.odd_cast(op, x, to, nf, nt, loc);
        }
        let t = self.m.types.ir(to, loc)?;
        let a = self.operand(x)?;
        let from = self.b.ty(a);
        let opc = match op {
            "trunc" => Opcode::Itrunc,
            "zext" => Opcode::Zext,
            "sext" => Opcode::Sext,
            "fptrunc" => Opcode::Fptrunc,
            "fpext" => Opcode::Fpext,
            "fptoui" => Opcode::Fptoui,
            "fptosi" => Opcode::Fptosi,
            "uitofp" => Opcode::Uitofp,
            "sitofp" => Opcode::Sitofp,
            "ptrtoint" => {
                let w = Type::Scalar(
                    int_of_bits(from.bits())
                        .ok_or_else(|| unsupported(loc, "ptrtoint of this pointer"))?,
                );
                let i = self.b.ptrtoint(w, a);
                return Ok(LV::V(self.resize_int(i, t)));
            }
            "inttoptr" => {
                let w = Type::Scalar(
                    int_of_bits(t.bits())
                        .ok_or_else(|| unsupported(loc, "inttoptr to this pointer"))?,
                );
                let i = self.resize_int(a, w);
                return Ok(LV::V(self.b.inttoptr(t, i)));
            }
            "bitcast" if from == t => return Ok(LV::V(a)),
            "bitcast" if from.is_ptr() || t.is_ptr() => {
                return Err(unsupported(loc, format!("bitcast from {from} to {t}")));
            }
            "bitcast" => Opcode::Bitcast,
            "addrspacecast" if from == t => return Ok(LV::V(a)),
            "addrspacecast" => Opcode::Addrspacecast,
            _ => return Err(unsupported(loc, format!("cast '{op}'"))),
        };
        Ok(LV::V(self.b.convert(opc, t, a)))
    }

    /// A cast from or to an odd-width integer (`crate::odd`): the source sign-extended in its
    /// container when the cast reads it as signed, the container resized, the result masked.
    pub(crate) fn odd_cast(
        &mut self,
        op: &str,
        x: &TVal,
        to: &Ty,
        nf: Option<u32>,
        nt: Option<u32>,
        loc: SrcLoc,
    ) -> LResult<LV> {
        let t = self.m.types.ir_odd(to, loc)?;
        let a = self.operand(x)?;
        let r = match op {
            "bitcast" => {
                let r = self.odd_bitcast(a, &x.ty, to, t, loc)?;
                return Ok(LV::V(r));
            }
            "zext" | "trunc" if t.is_int() => self.resize_int(a, t),
            "sext" if t.is_int() => {
                let a = match nf {
                    Some(n) => self.odd_sext(a, n),
                    None => a,
                };
                if self.b.ty(a).bits() < t.bits() {
                    self.b.sext(t, a)
                } else {
                    self.resize_int(a, t)
                }
            }
            "uitofp" if nt.is_none() => self.b.convert(Opcode::Uitofp, t, a),
            "sitofp" if nt.is_none() => {
                let a = self.odd_sext(a, nf.unwrap_or(64));
                self.b.convert(Opcode::Sitofp, t, a)
            }
            "fptoui" | "fptosi" if nf.is_none() => {
                let opc = if op == "fptoui" {
                    Opcode::Fptoui
                } else {
                    Opcode::Fptosi
                };
                self.b.convert(opc, t, a)
            }
            "ptrtoint" => {
                let w = Type::Scalar(
                    int_of_bits(self.b.ty(a).bits())
                        .ok_or_else(|| unsupported(loc, "ptrtoint of this pointer"))?,
                );
                let i = self.b.ptrtoint(w, a);
                self.resize_int(i, t)
            }
            "inttoptr" => {
                let w = Type::Scalar(
                    int_of_bits(t.bits())
                        .ok_or_else(|| unsupported(loc, "inttoptr to this pointer"))?,
                );
                let i = self.resize_int(a, w);
                return Ok(LV::V(self.b.inttoptr(t, i)));
            }
            _ => return Err(unsupported(loc, format!("{op} from '{}' to '{to}'", x.ty))),
        };
        Ok(LV::V(match nt {
            Some(n) => self.odd_mask(r, n),
            None => r,
        }))
    }

    /// Zero-extends or truncates an integer to `t` (no-op if equal).
    pub(crate) fn resize_int(&mut self, x: Value, t: Type) -> Value {
        let from = self.b.ty(x);
        match from.bits().cmp(&t.bits()) {
            std::cmp::Ordering::Equal => x,
            std::cmp::Ordering::Less => self.b.zext(t, x),
            std::cmp::Ordering::Greater => self.b.itrunc(t, x),
        }
    }
}
