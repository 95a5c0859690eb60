//! `i128` values, which clang emits for 64×64→128-bit products (`umulh` idioms): gfxc has no
//! 128-bit type, so an `i128` is carried as two `i64` halves (low, high) and each operation is
//! expanded exactly.
//!
//! Supported: constants, `zext`/`sext` from ≤64 bits, `trunc` to ≤64 bits, `add`, `sub`,
//! `mul`, `and`, `or`, `xor`, `shl`/`lshr`/`ashr` by a constant or a variable amount (taken
//! modulo 128: an amount of 128 or more is poison in LangRef), `udiv`/`urem` (a restoring
//! shift-subtract loop of 128 steps, as LLVM's `ExpandLargeDivRem` does for `i128`),
//! `sdiv`/`srem` (on the magnitudes; the quotient negated when the signs differ, the
//! remainder taking the dividend's sign; division by zero is LangRef's undefined behaviour
//! and gives some value), `icmp` (all predicates),
//! `select`, phis (two block parameters), non-atomic `load`/`store` (two 8-byte halves, low
//! first: little-endian, 16 bytes), kernel parameters (passed by reference as 16 bytes at
//! alignment 8, LLVM's kernarg layout of `i128`). Anything else on `i128` (calls, atomics)
//! is `unsupported: i128 ...` at its location.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{IntCC, MemFlags, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    pub(crate) fn is_wide(&self, ty: &Ty) -> bool {
        self.wide_width(ty).is_some()
    }

    /// The width of an integer type of 65..=128 bits, which is carried as two `i64` halves,
    /// zero-extended above the width (the high half masked, as `crate::odd` does in a
    /// container).
    pub(crate) fn wide_width(&self, ty: &Ty) -> Option<u32> {
        match self.m.types.resolve(ty, SrcLoc::default()) {
            Ok(Ty::Int(n)) if (65..=128).contains(&n) => Some(n),
            _ => None,
        }
    }

    /// `(l, h)` with the bits at and above `n` cleared.
    pub(crate) fn wide_fix(&mut self, l: Value, h: Value, n: u32) -> (Value, Value) {
        if n >= 128 {
            return (l, h);
        }
        let m = self.b.iconst(Type::I64, ((1u64 << (n - 64)) - 1) as i64);
        (l, self.b.and(h, m))
    }

    /// `(l, h)` sign-extended from bit `n - 1` to 128 bits.
    pub(crate) fn wide_sx(&mut self, l: Value, h: Value, n: u32) -> (Value, Value) {
        if n >= 128 {
            return (l, h);
        }
        let k = self.b.iconst(Type::I64, (128 - n) as i64);
        let s = self.b.shl(h, k);
        (l, self.b.ashr(s, k))
    }

    fn halves(&mut self, tv: &TVal) -> LResult<(Value, Value)> {
        match self.operand_lv(tv)? {
            LV::Wide(l, h) => Ok((l, h)),
            _ => Err(unsupported(tv.loc, "i128 operand")),
        }
    }

    pub(crate) fn wide_bin(&mut self, op: &str, a: &TVal, b: &TVal, loc: SrcLoc) -> LResult<LV> {
        let n = self.wide_width(&a.ty).unwrap_or(128);
        let r = self.wide_bin_128(op, a, b, n, loc)?;
        // Results that can carry bits above the width are masked.
        Ok(match (r, op) {
            (LV::Wide(l, h), "add" | "sub" | "mul" | "shl" | "ashr" | "sdiv" | "srem") => {
                let (l, h) = self.wide_fix(l, h, n);
                LV::Wide(l, h)
            }
            (r, _) => r,
        })
    }

    /// [`Self::wide_bin`] on the 128-bit pairs (signed operands sign-extended from `n`).
    fn wide_bin_128(&mut self, op: &str, a: &TVal, b: &TVal, n: u32, loc: SrcLoc) -> LResult<LV> {
        let signed = matches!(op, "sdiv" | "srem");
        if matches!(op, "udiv" | "sdiv" | "urem" | "srem") {
            let (mut al, mut ah) = self.halves(a)?;
            let (mut bl, mut bh) = self.halves(b)?;
            if signed {
                (al, ah) = self.wide_sx(al, ah, n);
                (bl, bh) = self.wide_sx(bl, bh, n);
            }
            return Ok(self.wide_divrem(op, (al, ah), (bl, bh)));
        }
        if matches!(op, "shl" | "lshr" | "ashr") {
            let (l, h) = self.halves(a)?;
            let (l, h) = if op == "ashr" {
                self.wide_sx(l, h, n)
            } else {
                (l, h)
            };
            let Val::Int(c) = b.val else {
                let (s, _) = self.halves(b)?;
                return Ok(self.wide_var_shift(op, l, h, s));
            };
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

    /// A non-atomic load of an `n`-bit integer (65..=128): the low 8 bytes, then the
    /// remaining `ceil(n/8) - 8` bytes (the store size), masked to the width.
    pub(crate) fn wide_load_n(&mut self, p: Value, flags: MemFlags, n: u32) -> LV {
        if n.div_ceil(8) == 16 {
            return self.wide_load(p, flags);
        }
        let f = MemFlags {
            align: flags.align.clamp(1, 8),
            ..flags
        };
        let l = if f.align >= 8 {
            self.b.load_flags(Type::I64, p, f)
        } else {
            self.odd_load(Type::I64, p, 64, f)
        };
        let q = self.wide_addr(p, 8);
        let hf = MemFlags {
            align: f.align.min(8),
            ..flags
        };
        let h = self.odd_load(Type::I64, q, n - 64, hf);
        let (l, h) = self.wide_fix(l, h, n);
        LV::Wide(l, h)
    }

    /// A non-atomic store of an `n`-bit integer: its `ceil(n/8)` bytes.
    pub(crate) fn wide_store_n(&mut self, l: Value, h: Value, p: Value, flags: MemFlags, n: u32) {
        if n.div_ceil(8) == 16 {
            return self.wide_store_halves(l, h, p, flags);
        }
        let f = MemFlags {
            align: flags.align.clamp(1, 8),
            ..flags
        };
        if f.align >= 8 {
            self.b.store_flags(l, p, f);
        } else {
            self.odd_store(l, p, 64, f);
        }
        let q = self.wide_addr(p, 8);
        self.odd_store(h, q, n - 64, f);
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
        let n = self.wide_width(&a.ty).unwrap_or(128);
        let (al, ah) = self.halves(a)?;
        let (bl, bh) = self.halves(b)?;
        let ((al, ah), (bl, bh)) =
            if matches!(cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge) {
                (self.wide_sx(al, ah, n), self.wide_sx(bl, bh, n))
            } else {
                ((al, ah), (bl, bh))
            };
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
            "zext" | "sext" | "trunc" if self.is_wide(to) && self.is_wide(&x.ty) => {
                let (l, h) = self.halves(x)?;
                let (nf, nt) = (
                    self.wide_width(&x.ty).unwrap_or(128),
                    self.wide_width(to).unwrap_or(128),
                );
                let (l, h) = if op == "sext" {
                    self.wide_sx(l, h, nf)
                } else {
                    (l, h)
                };
                let (l, h) = self.wide_fix(l, h, nt);
                Ok(LV::Wide(l, h))
            }
            "zext" | "sext" if self.is_wide(to) => {
                let nt = self.wide_width(to).unwrap_or(128);
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
                let (l, h) = self.wide_fix(l, h, nt);
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

    /// `(l, h) op s` for a variable amount `s` (the low half of the `i128` amount, modulo
    /// 128): the two cases `s < 64` and `s >= 64` computed and selected.
    fn wide_var_shift(&mut self, op: &str, l: Value, h: Value, s: Value) -> LV {
        let b = &mut self.b;
        let m63 = b.iconst(Type::I64, 63);
        let k64 = b.iconst(Type::I64, 64);
        let m127 = b.iconst(Type::I64, 127);
        let s = b.and(s, m127);
        let big = b.icmp(IntCC::Uge, s, k64);
        let s6 = b.and(s, m63);
        let inv = b.sub(m63, s6); // 63 - s6: the cross term shifted in two steps, never by 64
        let one = b.iconst(Type::I64, 1);
        let zero = b.iconst(Type::I64, 0);
        match op {
            "shl" => {
                let l1 = b.shl(l, s6);
                let c = b.lshr(l, one);
                let c = b.lshr(c, inv);
                let h1 = b.shl(h, s6);
                let h1 = b.or(h1, c);
                let nl = b.select(big, zero, l1);
                let nh = b.select(big, l1, h1);
                LV::Wide(nl, nh)
            }
            _ => {
                let arith = op == "ashr";
                let sh = |b: &mut gfxc_ir::builder::FunctionBuilder, x, k| {
                    if arith {
                        b.ashr(x, k)
                    } else {
                        b.lshr(x, k)
                    }
                };
                let h1 = sh(b, h, s6);
                let c = b.shl(h, one);
                let c = b.shl(c, inv);
                let l1 = b.lshr(l, s6);
                let l1 = b.or(l1, c);
                let fill = if arith { b.ashr(h, m63) } else { zero };
                let nl = b.select(big, h1, l1);
                let nh = b.select(big, fill, h1);
                LV::Wide(nl, nh)
            }
        }
    }

    /// `i128` division and remainder (module documentation).
    fn wide_divrem(&mut self, op: &str, a: (Value, Value), d: (Value, Value)) -> LV {
        let signed = matches!(op, "sdiv" | "srem");
        let (mut a, mut d) = (a, d);
        let (mut na, mut nd) = (None, None);
        if signed {
            let z = self.b.iconst(Type::I64, 0);
            let sa = self.b.icmp(IntCC::Slt, a.1, z);
            let sd = self.b.icmp(IntCC::Slt, d.1, z);
            a = self.wide_abs(a, sa);
            d = self.wide_abs(d, sd);
            na = Some(sa);
            nd = Some(sd);
        }
        let (q, r) = self.wide_udivrem(a, d);
        let (mut v, neg) = match op {
            "udiv" | "sdiv" => (
                q,
                match (na, nd) {
                    (Some(x), Some(y)) => Some(self.b.xor(x, y)),
                    _ => None,
                },
            ),
            _ => (r, na),
        };
        if let Some(n) = neg {
            v = self.wide_abs_neg(v, n);
        }
        LV::Wide(v.0, v.1)
    }

    /// `x` negated where `neg` holds.
    fn wide_abs_neg(&mut self, x: (Value, Value), neg: Value) -> (Value, Value) {
        let b = &mut self.b;
        let z = b.iconst(Type::I64, 0);
        let l = b.sub(z, x.0);
        let c = b.icmp(IntCC::Ne, x.0, z);
        let c = b.zext(Type::I64, c);
        let h = b.sub(z, x.1);
        let h = b.sub(h, c);
        (b.select(neg, l, x.0), b.select(neg, h, x.1))
    }

    fn wide_abs(&mut self, x: (Value, Value), neg: Value) -> (Value, Value) {
        self.wide_abs_neg(x, neg)
    }

    /// Unsigned `(n / d, n % d)`: 128 steps of restoring division in a loop of new blocks;
    /// the builder continues in the exit block.
    fn wide_udivrem(
        &mut self,
        n: (Value, Value),
        d: (Value, Value),
    ) -> ((Value, Value), (Value, Value)) {
        let b = &mut self.b;
        let head = b.create_block();
        let i = b.append_block_param(head, Type::I32);
        let nl = b.append_block_param(head, Type::I64);
        let nh = b.append_block_param(head, Type::I64);
        let rl = b.append_block_param(head, Type::I64);
        let rh = b.append_block_param(head, Type::I64);
        let exit = b.create_block();
        let ql = b.append_block_param(exit, Type::I64);
        let qh = b.append_block_param(exit, Type::I64);
        let xl = b.append_block_param(exit, Type::I64);
        let xh = b.append_block_param(exit, Type::I64);
        let z32 = b.iconst(Type::I32, 0);
        let z = b.iconst(Type::I64, 0);
        b.jump(head, &[z32, n.0, n.1, z, z]);
        b.switch_to_block(head);
        let one = b.iconst(Type::I64, 1);
        let s63 = b.iconst(Type::I64, 63);
        // (r, n) <<= 1 as one 256-bit value.
        let t = b.shl(rh, one);
        let u = b.lshr(rl, s63);
        let rh1 = b.or(t, u);
        let t = b.shl(rl, one);
        let u = b.lshr(nh, s63);
        let rl1 = b.or(t, u);
        let t = b.shl(nh, one);
        let u = b.lshr(nl, s63);
        let nh1 = b.or(t, u);
        let nl1 = b.shl(nl, one);
        // r >= d (unsigned, 128-bit)?
        let gt = b.icmp(IntCC::Ugt, rh1, d.1);
        let eq = b.icmp(IntCC::Eq, rh1, d.1);
        let ge_l = b.icmp(IntCC::Uge, rl1, d.0);
        let e2 = b.and(eq, ge_l);
        let ge = b.or(gt, e2);
        let sl = b.sub(rl1, d.0);
        let br = b.icmp(IntCC::Ult, rl1, d.0);
        let br = b.zext(Type::I64, br);
        let sh = b.sub(rh1, d.1);
        let sh = b.sub(sh, br);
        let rl2 = b.select(ge, sl, rl1);
        let rh2 = b.select(ge, sh, rh1);
        let bit = b.zext(Type::I64, ge);
        let nl2 = b.or(nl1, bit);
        let k1 = b.iconst(Type::I32, 1);
        let i1 = b.add(i, k1);
        let k128 = b.iconst(Type::I32, 128);
        let more = b.icmp(IntCC::Ult, i1, k128);
        b.brif(
            more,
            head,
            &[i1, nl2, nh1, rl2, rh2],
            exit,
            &[nl2, nh1, rl2, rh2],
        );
        b.switch_to_block(exit);
        ((ql, qh), (xl, xh))
    }
}
