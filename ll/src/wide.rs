//! `i128` values, which clang emits for 64×64→128-bit products (`umulh` idioms): gfxc has no
//! 128-bit type, so an `i128` is carried as two `i64` halves (low, high) and each operation is
//! expanded exactly.
//!
//! Supported: constants, `zext`/`sext` from ≤64 bits, `trunc` to ≤64 bits, `add`, `sub`,
//! `mul`, `and`, `or`, `xor`, `shl`/`lshr`/`ashr` by a constant, `icmp` (all predicates),
//! `select`, phis (two block parameters), non-atomic `load`/`store` (two 8-byte halves, low
//! first: little-endian, 16 bytes), kernel parameters (passed by reference as 16 bytes at
//! alignment 8, LLVM's kernarg layout of `i128`). Anything else on `i128` (division, variable
//! shifts, calls, atomics) is `unsupported: i128 ...` at its location.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{IntCC, MemFlags, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    pub(crate) fn is_wide(&self, ty: &Ty) -> bool {
        matches!(
            self.m.types.resolve(ty, SrcLoc::default()),
            Ok(Ty::Int(128))
        )
    }

    fn halves(&mut self, tv: &TVal) -> LResult<(Value, Value)> {
        match self.operand_lv(tv)? {
            LV::Wide(l, h) => Ok((l, h)),
            _ => Err(unsupported(tv.loc, "i128 operand")),
        }
    }

    pub(crate) fn wide_bin(&mut self, op: &str, a: &TVal, b: &TVal, loc: SrcLoc) -> LResult<LV> {
        if matches!(op, "shl" | "lshr" | "ashr") {
            let Val::Int(c) = b.val else {
                return Err(unsupported(loc, format!("i128 {op} by a variable amount")));
            };
            let (l, h) = self.halves(a)?;
            return Ok(self.wide_shift(op, l, h, (c & 127) as u32));
        }
        let (al, ah) = self.halves(a)?;
        let (bl, bh) = self.halves(b)?;
        let b = &mut self.b;
        let (l, h) = match op {
            "add" => {
                let l = b.add(al, bl);
                let c = b.icmp(IntCC::Ult, l, al);
                let c = b.zext(Type::I64, c);
                let h = b.add(ah, bh);
                (l, b.add(h, c))
            }
            "sub" => {
                let l = b.sub(al, bl);
                let c = b.icmp(IntCC::Ult, al, bl);
                let c = b.zext(Type::I64, c);
                let h = b.sub(ah, bh);
                (l, b.sub(h, c))
            }
            "mul" => {
                let l = b.mul(al, bl);
                let hi = b.umulhi(al, bl);
                let x = b.mul(al, bh);
                let y = b.mul(ah, bl);
                let h = b.add(hi, x);
                (l, b.add(h, y))
            }
            "and" => (b.and(al, bl), b.and(ah, bh)),
            "or" => (b.or(al, bl), b.or(ah, bh)),
            "xor" => (b.xor(al, bl), b.xor(ah, bh)),
            _ => return Err(unsupported(loc, format!("i128 '{op}'"))),
        };
        Ok(LV::Wide(l, h))
    }

    /// The address `p + off` (bytes).
    fn wide_addr(&mut self, p: Value, off: i64) -> Value {
        let it = if self.b.ty(p).bits() == 64 {
            Type::I64
        } else {
            Type::I32
        };
        let o = self.b.iconst(it, off);
        self.b.ptradd(p, o)
    }

    /// A non-atomic `i128` load: the low then the high 8 bytes.
    pub(crate) fn wide_load(&mut self, p: Value, flags: MemFlags) -> LV {
        let f = |align: u32| MemFlags {
            align: align.clamp(1, 8),
            ..flags
        };
        let l = self.b.load_flags(Type::I64, p, f(flags.align));
        let q = self.wide_addr(p, 8);
        let h = self.b.load_flags(Type::I64, q, f(flags.align));
        LV::Wide(l, h)
    }

    /// A non-atomic `i128` store of `v` at `p`.
    pub(crate) fn wide_store_halves(&mut self, l: Value, h: Value, p: Value, flags: MemFlags) {
        let f = MemFlags {
            align: flags.align.clamp(1, 8),
            ..flags
        };
        self.b.store_flags(l, p, f);
        let q = self.wide_addr(p, 8);
        self.b.store_flags(h, q, f);
    }

    fn wide_shift(&mut self, op: &str, l: Value, h: Value, c: u32) -> LV {
        if c == 0 {
            return LV::Wide(l, h);
        }
        let b = &mut self.b;
        let k = |b: &mut gfxc_ir::builder::FunctionBuilder, v: u32| b.iconst(Type::I64, v as i64);
        match op {
            "shl" if c < 64 => {
                let (s, r) = (k(b, c), k(b, 64 - c));
                let nl = b.shl(l, s);
                let a = b.shl(h, s);
                let bb = b.lshr(l, r);
                LV::Wide(nl, b.or(a, bb))
            }
            "shl" => {
                let s = k(b, c - 64);
                let z = k(b, 0);
                LV::Wide(z, b.shl(l, s))
            }
            _ if c < 64 => {
                let (s, r) = (k(b, c), k(b, 64 - c));
                let a = b.lshr(l, s);
                let bb = b.shl(h, r);
                let nl = b.or(a, bb);
                let nh = if op == "ashr" {
                    b.ashr(h, s)
                } else {
                    b.lshr(h, s)
                };
                LV::Wide(nl, nh)
            }
            _ => {
                let s = k(b, c - 64);
                if op == "ashr" {
                    let s63 = k(b, 63);
                    let nl = b.ashr(h, s);
                    LV::Wide(nl, b.ashr(h, s63))
                } else {
                    let z = k(b, 0);
                    LV::Wide(b.lshr(h, s), z)
                }
            }
        }
    }

    pub(crate) fn wide_icmp(&mut self, cond: IntCC, a: &TVal, b: &TVal) -> LResult<LV> {
        let (al, ah) = self.halves(a)?;
        let (bl, bh) = self.halves(b)?;
        let b = &mut self.b;
        Ok(LV::V(match cond {
            IntCC::Eq | IntCC::Ne => {
                let x = b.xor(al, bl);
                let y = b.xor(ah, bh);
                let o = b.or(x, y);
                let z = b.iconst(Type::I64, 0);
                b.icmp(cond, o, z)
            }
            _ => {
                // High halves decide unless equal; then the low halves, unsigned.
                let lo_cc = match cond {
                    IntCC::Slt | IntCC::Ult => IntCC::Ult,
                    IntCC::Sle | IntCC::Ule => IntCC::Ule,
                    IntCC::Sgt | IntCC::Ugt => IntCC::Ugt,
                    _ => IntCC::Uge,
                };
                let strict_hi = match cond {
                    IntCC::Sle => IntCC::Slt,
                    IntCC::Sge => IntCC::Sgt,
                    IntCC::Ule => IntCC::Ult,
                    IntCC::Uge => IntCC::Ugt,
                    c => c,
                };
                let heq = b.icmp(IntCC::Eq, ah, bh);
                let hc = b.icmp(strict_hi, ah, bh);
                let lc = b.icmp(lo_cc, al, bl);
                b.select(heq, lc, hc)
            }
        }))
    }

    pub(crate) fn wide_cast(&mut self, op: &str, x: &TVal, to: &Ty, loc: SrcLoc) -> LResult<LV> {
        match op {
            "zext" | "sext" if self.is_wide(to) => {
                let v = self.operand(x)?;
                // Odd widths are zero-extended in their container (`crate::odd`).
                let v = match self.odd_bits(&x.ty) {
                    Some(n) if op == "sext" => self.odd_sext(v, n),
                    _ => v,
                };
                let t = self.b.ty(v);
                if !matches!(t, Type::Scalar(s) if s.is_int()) {
                    return Err(unsupported(loc, format!("{op} of '{t}' to i128")));
                }
                let l = if t == Type::I64 {
                    v
                } else if op == "zext" {
                    self.b.zext(Type::I64, v)
                } else {
                    self.b.sext(Type::I64, v)
                };
                let h = if op == "zext" {
                    self.b.iconst(Type::I64, 0)
                } else {
                    let s = self.b.iconst(Type::I64, 63);
                    self.b.ashr(l, s)
                };
                Ok(LV::Wide(l, h))
            }
            "trunc" if !self.is_wide(to) => {
                let (l, _) = self.halves(x)?;
                let t = self.m.types.ir_odd(to, loc)?;
                let r = if t == Type::I64 {
                    l
                } else {
                    self.b.itrunc(t, l)
                };
                Ok(LV::V(match self.odd_bits(to) {
                    Some(n) => self.odd_mask(r, n),
                    None => r,
                }))
            }
            _ => Err(unsupported(
                loc,
                format!("i128 cast '{op}' from '{}' to '{to}'", x.ty),
            )),
        }
    }
}
