//! Selection of 64-bit integer products and high halves (`mul.i64`, `umulhi.i64`,
//! `smulhi.i64`).
//!
//! Guarantees: the result is the exact IR product (low 64 bits) or high half. Choices as
//! LLVM's AMDGPU selection makes them: uniform products and high halves on the scalar unit
//! where it has the 32-bit high half (`s_mul_hi_u32`/`s_mul_hi_i32`, GFX9+ in the ISA
//! table; older generations keep the VALU forms), `v_mad_u64_u32` chains where the
//! instruction exists (GFX7+), partial products on GFX6; in every form the products of a
//! high dword the IR guarantees to be zero ([`Selector::hi_zero`]) are left out
//! (`v_add3_u32` on GFX9+ for two cross products), and a `smulhi` reuses the `umulhi` of
//! the same operands already selected in the block.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{Opcode, Value};
use gfxc_isa::Op;

impl Selector<'_> {
    pub(crate) fn mul64(&mut self, a: Value, b: Value, res: Value) -> SelResult<()> {
        let r = self.def_reg(res, Bank::V)?;
        // zext(x) * K: one v_mad_u64_u32.
        if let (Some(x), Val::K(k)) = (self.zext32_of(a), self.get(b)?) {
            if k <= u32::MAX as u64 && self.cx.has(Op::v_mad_u64_u32) {
                let ox = self.op32(x)?;
                return self.mad_u64(self.cx.w(r), ox, MOp::C(k32(k as u32)), MOp::C(k32(0)));
            }
        }
        // Operands that fit in 32 bits: one 32x32->64 product of the low dwords,
        // `v_mad_i64_i32`/`v_mad_u64_u32` (GFX7+) or `v_mul_lo_u32` + `v_mul_hi_i32/u32`.
        if let Some(signed) = self.narrow_mul(a, b) {
            let (x, y) = (self.lo32(a)?, self.lo32(b)?);
            if self.cx.has(Op::v_mad_u64_u32) {
                let name = if signed {
                    Op::v_mad_i64_i32
                } else {
                    Op::v_mad_u64_u32
                };
                return self.mad_64(name, self.cx.w(r), x, y, MOp::C(k32(0)));
            }
            let hi = if signed {
                Op::v_mul_hi_i32
            } else {
                Op::v_mul_hi_u32
            };
            let m = self.cx.mark();
            self.cx
                .valu(hi, self.cx.d(r, 1), [x.clone(), y.clone()], true)?;
            self.cx
                .valu(Op::v_mul_lo_u32, self.cx.d(r, 0), [x, y], true)?;
            self.cx.group_from(m);
            return Ok(());
        }
        // x * 2^s: one 64-bit shift (index scaling; GFX6 has no v_mad_u64_u32).
        for (x, k) in [(a, b), (b, a)] {
            if let Val::K(k) = self.get(k)? {
                if k.is_power_of_two() && k > 1 && !matches!(self.get(x)?, Val::K(_)) {
                    let s = MOp::C(k32(k.trailing_zeros()));
                    let vx = self.in_v(x)?;
                    let (d, vx) = (self.cx.w(r), self.cx.w(vx));
                    if self.cx.has(Op::v_lshlrev_b64) {
                        self.cx.push(Op::v_lshlrev_b64, [d, s, vx], 1)?;
                    } else {
                        self.cx.push(Op::v_lshl_b64, [d, vx, s], 1)?;
                    }
                    return Ok(());
                }
            }
        }
        if self.cx.has(Op::v_mad_u64_u32) {
            return self.mul64_mad(a, b, r, MOp::C(k32(0)));
        }
        // GFX6: partial products; the cross product of a known-zero high dword is left out.
        let (za, zb) = (self.hi_zero(a), self.hi_zero(b));
        let m = self.cx.mark();
        let (al, ah) = (self.dword(a, 0)?, self.dword(a, 1)?);
        let (bl, bh) = (self.dword(b, 0)?, self.dword(b, 1)?);
        let mut cross = Vec::new();
        for (x, y, skip) in [(&al, bh, zb), (&ah, bl.clone(), za)] {
            if !skip {
                let t = self.cx.vreg(Bank::V, 1);
                self.cx
                    .valu(Op::v_mul_lo_u32, self.cx.w(t), [x.clone(), y], true)?;
                cross.push(self.cx.w(t));
            }
        }
        let t3 = self.cx.vreg(Bank::V, 1);
        let hi = if cross.is_empty() {
            self.cx.d(r, 1)
        } else {
            self.cx.w(t3)
        };
        self.cx
            .valu(Op::v_mul_hi_u32, hi, [al.clone(), bl.clone()], true)?;
        match cross.as_slice() {
            [] => {}
            [t] => self.vadd32(self.cx.d(r, 1), self.cx.w(t3), t.clone())?,
            [t1, t2] => {
                let t4 = self.cx.vreg(Bank::V, 1);
                self.vadd32(self.cx.w(t4), t1.clone(), t2.clone())?;
                self.vadd32(self.cx.d(r, 1), self.cx.w(t3), self.cx.w(t4))?;
            }
            _ => return Err(internal!("internal: more than two cross products")),
        }
        self.cx
            .valu(Op::v_mul_lo_u32, self.cx.d(r, 0), [al, bl], true)?;
        self.cx.group_from(m);
        Ok(())
    }

    /// Whether the high dword of the 64-bit `v` is known to be zero from what the IR
    /// guarantees ([`gfxc_ir::known::known_lz`]: constants, zero extensions, `and`, `lshr`,
    /// `select`, `umin`, `urem`, `udiv`, ...). Only the IR's facts count: the register holding a narrow
    /// value (an i16 in a 32-bit register) may carry anything in its upper bits, which is why
    /// the low dword used by the products is always the extended value's own.
    pub(crate) fn hi_zero(&self, v: Value) -> bool {
        self.fit32(v).1
    }

    /// How the 64-bit `v` fits in 32 bits, from what the IR guarantees
    /// ([`gfxc_ir::known`]): (`v` is the sign extension of its low dword, `v` is the zero
    /// extension of its low dword).
    pub(crate) fn fit32(&self, v: Value) -> (bool, bool) {
        if let Some(Val::K(k)) = self.vals.get(&v) {
            return (i64::from(*k as i32) == *k as i64, *k >> 32 == 0);
        }
        use gfxc_ir::known::{known_lz, sign_bits, KNOWN_DEPTH};
        (
            sign_bits(self.func, v, KNOWN_DEPTH) >= 33,
            known_lz(self.func, v, KNOWN_DEPTH) >= 32,
        )
    }

    /// Whether the 64-bit `a * b` is a 32x32->64 product of the low dwords: `Some(false)`
    /// unsigned (both zero extensions of their low dwords), `Some(true)` signed (both sign
    /// extensions: `sext(i32) * zext(i16)`, say).
    pub(crate) fn narrow_mul(&self, a: Value, b: Value) -> Option<bool> {
        let ((sa, ua), (sb, ub)) = (self.fit32(a), self.fit32(b));
        if ua && ub {
            Some(false)
        } else if sa && sb {
            Some(true)
        } else {
            None
        }
    }

    /// The low dword of the 64-bit uniform `v` as a scalar operand: the 32-bit operand of a
    /// `sext`/`zext` from i32 itself (the extended pair need not be kept), else dword 0.
    fn s_lo32(&mut self, v: Value) -> SelResult<MOp> {
        match self.ext32_of(v) {
            Some((x, _)) if !matches!(self.vals.get(&x), Some(Val::R(r)) if self.cx.f.info(*r).bank == Bank::A) => {
                self.s_or_k_pub(x)
            }
            _ => self.s_dword(v, 0),
        }
    }

    /// The low dword of the 64-bit `v` as a VALU operand: the i32 operand of a `sext`/`zext`
    /// itself, so that a product of the low dwords does not keep the extended pair (a
    /// uniform `sext`'s `s_ashr_i32` high half) alive; else [`Self::dword`] 0.
    fn lo32(&mut self, v: Value) -> SelResult<MOp> {
        match self.ext32_of(v) {
            Some((x, _)) => self.op32(x),
            None => self.dword(v, 0),
        }
    }

    /// Is `v` `sext.i64 x` (x i32)? Returns x.
    pub(crate) fn sext32_of(&self, v: Value) -> Option<Value> {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        match &self.func.dfg.insts[i] {
            gfxc_ir::InstData::Unary {
                opcode: Opcode::Sext,
                arg,
            } if self.func.dfg.value_type(*arg) == gfxc_ir::Type::I32 => Some(*arg),
            _ => None,
        }
    }

    /// Dword `i` of the uniform `v` as a scalar operand (SGPR or constant).
    pub(crate) fn s_dword(&mut self, v: Value, i: u8) -> SelResult<MOp> {
        let o = self.dword(v, i)?;
        match &o {
            MOp::V { reg, .. } if self.cx.f.info(*reg).bank != Bank::S => {
                let r = self.in_s(v)?;
                Ok(self.cx.d(r, i))
            }
            _ => Ok(o),
        }
    }

    /// Uniform `r = a * b` (64-bit) on the scalar unit (GFX9+: `s_mul_hi_u32/i32`), as
    /// LLVM's AMDGPU selection does it: `s_mul_i32` low dword, `s_mul_hi_u32` of the low
    /// dwords plus the cross products `a.lo * b.hi + a.hi * b.lo` into the high dword, the
    /// cross product of a known-zero high dword ([`Selector::hi_zero`]) left out. Two
    /// operands that fit in 32 bits ([`Selector::narrow_mul`]) are one `s_mul_i32` +
    /// `s_mul_hi_i32`/`s_mul_hi_u32` of their low dwords. One group.
    pub(crate) fn mul64_s(&mut self, a: Value, b: Value, res: Value) -> SelResult<()> {
        let (za, zb) = (self.hi_zero(a), self.hi_zero(b));
        let r = self.def_reg(res, Bank::S)?;
        let m = self.cx.mark();
        if let Some(signed) = self.narrow_mul(a, b) {
            // A 32x32->64 product: `s_mul_i32` and the signed or unsigned high half.
            let (x, y) = (self.s_lo32(a)?, self.s_lo32(b)?);
            let (x, y) = crate::arith::two_literals(self, x, y)?;
            let hi = if signed {
                Op::s_mul_hi_i32
            } else {
                Op::s_mul_hi_u32
            };
            self.cx
                .push(Op::s_mul_i32, [self.cx.d(r, 0), x.clone(), y.clone()], 1)?;
            self.cx.push(hi, [self.cx.d(r, 1), x, y], 1)?;
            self.cx.group_from(m);
            return Ok(());
        }
        let (al, bl) = (self.s_dword(a, 0)?, self.s_dword(b, 0)?);
        let (al, bl) = crate::arith::two_literals(self, al, bl)?;
        let mut cross = Vec::new();
        if !zb {
            let bh = self.s_dword(b, 1)?;
            let (x, y) = crate::arith::two_literals(self, al.clone(), bh)?;
            cross.push((x, y));
        }
        if !za {
            let ah = self.s_dword(a, 1)?;
            let (x, y) = crate::arith::two_literals(self, ah, bl.clone())?;
            cross.push((x, y));
        }
        let mut terms = Vec::new();
        for (x, y) in cross {
            let t = self.cx.vreg(Bank::S, 1);
            self.cx.push(Op::s_mul_i32, [self.cx.w(t), x, y], 1)?;
            terms.push(self.cx.w(t));
        }
        let hi = if terms.is_empty() {
            self.cx.d(r, 1)
        } else {
            let t = self.cx.vreg(Bank::S, 1);
            self.cx.w(t)
        };
        self.cx
            .push(Op::s_mul_hi_u32, [hi.clone(), al.clone(), bl.clone()], 1)?;
        self.cx.push(Op::s_mul_i32, [self.cx.d(r, 0), al, bl], 1)?;
        let mut acc = hi;
        let n = terms.len();
        for (i, t) in terms.into_iter().enumerate() {
            let d = if i + 1 == n {
                self.cx.d(r, 1)
            } else {
                let s = self.cx.vreg(Bank::S, 1);
                self.cx.w(s)
            };
            self.cx.push(Op::s_add_u32, [d.clone(), acc, t], 1)?;
            acc = d;
        }
        self.cx.group_from(m);
        Ok(())
    }

    /// Uniform high 64 bits of the 128-bit product on the scalar unit (GFX9+): the unsigned
    /// high half from the 32-bit partial products (`s_mul_i32`/`s_mul_hi_u32`) summed with
    /// `s_add_u32`/`s_addc_u32` carries, products of a known-zero high dword left out; the
    /// signed one corrected by `(a < 0 ? b : 0) + (b < 0 ? a : 0)` as
    /// [`Selector::smulhi64`] does. Each SCC carry pair (and each pair writing the two
    /// dwords of a result) is one group; the products between are ordinary instructions, so
    /// the sequence never needs more SGPRs at once than one pair (with calls a function has
    /// only s0..s27: one group of the whole sequence needed 29).
    pub(crate) fn mulhi64_s(
        &mut self,
        a: Value,
        b: Value,
        signed: bool,
        res: Value,
    ) -> SelResult<()> {
        let (za, zb) = (!signed && self.hi_zero(a), !signed && self.hi_zero(b));
        let r = self.def_reg(res, Bank::S)?;
        let (a0, a1, b0, b1) = (
            self.s_dword(a, 0)?,
            self.s_dword(a, 1)?,
            self.s_dword(b, 0)?,
            self.s_dword(b, 1)?,
        );
        let zero = MOp::C(k32(0));
        let fresh = |s: &mut Self| {
            let d = s.cx.vreg(Bank::S, 1);
            s.cx.w(d)
        };
        let op2 = |s: &mut Self, name: Op, x: &MOp, y: &MOp| -> SelResult<MOp> {
            let d = fresh(s);
            let (x, y) = crate::arith::two_literals(s, x.clone(), y.clone())?;
            s.cx.push(name, [d.clone(), x, y], 1)?;
            Ok(d)
        };
        // Partial products by weight: t0 = hi(a0*b0) at 2^32; (lo, hi) of a0*b1 and a1*b0
        // at 2^32 and 2^64; a1*b1 at 2^64 and 2^96.
        let t0 = op2(self, Op::s_mul_hi_u32, &a0, &b0)?;
        let mut mid = Vec::new();
        if !zb {
            mid.push((
                op2(self, Op::s_mul_i32, &a0, &b1)?,
                op2(self, Op::s_mul_hi_u32, &a0, &b1)?,
            ));
        }
        if !za {
            mid.push((
                op2(self, Op::s_mul_i32, &a1, &b0)?,
                op2(self, Op::s_mul_hi_u32, &a1, &b0)?,
            ));
        }
        let top = if za || zb {
            None
        } else {
            Some((
                op2(self, Op::s_mul_i32, &a1, &b1)?,
                op2(self, Op::s_mul_hi_u32, &a1, &b1)?,
            ))
        };
        // Sum at weight 2^64 as (lo, hi): each mid product adds its low half to the running
        // 2^32 word (the carry goes to 2^64) and its high half at 2^64.
        let mut low = t0;
        let mut acc: Vec<MOp> = Vec::new(); // terms at 2^64 (each < 2^32)
        for (l, h) in mid {
            let s = fresh(self);
            let p = self.cx.mark();
            self.cx.push(Op::s_add_u32, [s.clone(), low, l], 1)?;
            let c = fresh(self);
            self.cx
                .push(Op::s_addc_u32, [c.clone(), h, zero.clone()], 1)?;
            self.cx.group_from(p);
            low = s;
            acc.push(c);
        }
        let (mut lo, mut hi) = match top {
            Some((l, h)) => (l, h),
            None => (zero.clone(), zero.clone()),
        };
        let out = if signed { self.cx.vreg(Bank::S, 2) } else { r };
        let n = acc.len();
        if n == 0 {
            // Both high dwords zero: the product is below 2^64.
            let p = self.cx.mark();
            self.cx
                .push(Op::s_mov_b32, [self.cx.d(out, 0), lo.clone()], 1)?;
            self.cx
                .push(Op::s_mov_b32, [self.cx.d(out, 1), hi.clone()], 1)?;
            self.cx.group_from(p);
        }
        for (i, c) in acc.into_iter().enumerate() {
            let (d0, d1) = if i + 1 == n {
                (self.cx.d(out, 0), self.cx.d(out, 1))
            } else {
                (fresh(self), fresh(self))
            };
            let p = self.cx.mark();
            let (x, y) = crate::arith::two_literals(self, lo, c)?;
            self.cx.push(Op::s_add_u32, [d0.clone(), x, y], 1)?;
            self.cx
                .push(Op::s_addc_u32, [d1.clone(), hi, zero.clone()], 1)?;
            self.cx.group_from(p);
            lo = d0;
            hi = d1;
        }
        if !signed {
            return Ok(());
        }
        let (d0, d1) = (self.cx.d(r, 0), self.cx.d(r, 1));
        let k31 = MOp::C(k32(31));
        let sa = op2(self, Op::s_ashr_i32, &a1, &k31)?;
        let sb = op2(self, Op::s_ashr_i32, &b1, &k31)?;
        let x0 = op2(self, Op::s_and_b32, &sa, &b0)?;
        let x1 = op2(self, Op::s_and_b32, &sa, &b1)?;
        let y0 = op2(self, Op::s_and_b32, &sb, &a0)?;
        let y1 = op2(self, Op::s_and_b32, &sb, &a1)?;
        let (t0, t1) = (fresh(self), fresh(self));
        let p = self.cx.mark();
        self.cx
            .push(Op::s_sub_u32, [t0.clone(), self.cx.d(out, 0), x0], 1)?;
        self.cx
            .push(Op::s_subb_u32, [t1.clone(), self.cx.d(out, 1), x1], 1)?;
        self.cx.group_from(p);
        let p = self.cx.mark();
        self.cx.push(Op::s_sub_u32, [d0, t0, y0], 1)?;
        self.cx.push(Op::s_subb_u32, [d1, t1, y1], 1)?;
        self.cx.group_from(p);
        Ok(())
    }

    /// `r = a * b` (64-bit) as LLVM's AMDGPU selection does it where `v_mad_u64_u32` exists
    /// (GFX7+): the full 64-bit `a.lo * b.lo` in one `v_mad_u64_u32`, plus the cross products
    /// `a.lo * b.hi + a.hi * b.lo` into the high dword (one `v_add3_u32` on GFX9+). A cross
    /// product whose high dword is known zero (zero extension, small constant) is left out.
    /// One group; a literal low dword used twice is materialised once before GFX10 (VOP3 takes
    /// no literal there).
    /// `res = x * y + c` on 64 bits, the product `m = x * y` of [`Self::mul64_for_mad`]
    /// absorbed by the `v_mad_u64_u32`/`v_mad_i64_i32` that forms its low 64 bits (the add
    /// is the instruction's addend): one instruction when both factors fit in 32 bits, else
    /// the cross products added to the high dword as [`Self::mul64_mad`] does. As LLVM's
    /// AMDGPU selection (`mad_u64_u32` patterns for 64-bit `mul` + `add`).
    pub(crate) fn mad64(&mut self, x: Value, y: Value, c: Value, res: Value) -> SelResult<()> {
        let r = self.def_reg(res, Bank::V)?;
        let oc = self.op64(c)?;
        if let Some(signed) = self.narrow_mul(x, y) {
            let (a, b) = (self.lo32(x)?, self.lo32(y)?);
            let name = if signed {
                Op::v_mad_i64_i32
            } else {
                Op::v_mad_u64_u32
            };
            return self.mad_64(name, self.cx.w(r), a, b, oc);
        }
        self.mul64_mad(x, y, r, oc)
    }

    /// The factors of `m` when a divergent 64-bit add of `m` (`add` of `m` and another value)
    /// can absorb it as [`Self::mad64`]: `m` is a `mul.i64` in the add's block (`at`) read only
    /// there, selected before on its own (left dead for [`crate::dce`]), either a 32x32->64
    /// product (one instruction, also when the product is uniform and was on the SALU) or a
    /// divergent product that is not a shift (`x * 2^s` stays one 64-bit shift).
    pub(crate) fn mul64_for_mad(&self, m: Value, at: gfxc_ir::Inst) -> Option<(Value, Value)> {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(m) else {
            return None;
        };
        let gfxc_ir::InstData::Binary {
            opcode: Opcode::Mul,
            args,
        } = &self.func.dfg.insts[i]
        else {
            return None;
        };
        if self.use_count.get(&m).copied() != Some(1)
            || self.func.layout.inst_block(i) != self.func.layout.inst_block(at)
            || !self.cx.has(Op::v_mad_u64_u32)
        {
            return None;
        }
        let (x, y) = (args[0], args[1]);
        if self.narrow_mul(x, y).is_some() {
            return Some((x, y));
        }
        let pow2 = |v: Value| matches!(self.vals.get(&v), Some(Val::K(k)) if k.is_power_of_two());
        (!self.uniform(m) && !pow2(x) && !pow2(y)).then_some((x, y))
    }

    /// `r = a * b + c` (`c` a 64-bit operand; 0 for a plain product) by `v_mad_u64_u32` of
    /// the low dwords and the cross products added to the high dword.
    pub(crate) fn mul64_mad(&mut self, a: Value, b: Value, r: VReg, c: MOp) -> SelResult<()> {
        let (za, zb) = (self.hi_zero(a), self.hi_zero(b));
        let m = self.cx.mark();
        let (mut al, ah) = (self.dword(a, 0)?, self.dword(a, 1)?);
        let (mut bl, bh) = (self.dword(b, 0)?, self.dword(b, 1)?);
        if !self.cx.gen.is_gfx10_plus() {
            if crate::build::is_literal(&al) && !za {
                al = self.cx.to_vgpr(al, 1)?;
            }
            if crate::build::is_literal(&bl) && !zb {
                bl = self.cx.to_vgpr(bl, 1)?;
            }
        }
        let mut cross = Vec::new();
        for (x, y, skip) in [(&al, bh, zb), (&ah, bl.clone(), za)] {
            if !skip {
                let t = self.cx.vreg(Bank::V, 1);
                self.cx
                    .valu(Op::v_mul_lo_u32, self.cx.w(t), [x.clone(), y], true)?;
                cross.push(self.cx.w(t));
            }
        }
        self.mad_u64(self.cx.w(r), al, bl, c)?;
        let hi = self.cx.d(r, 1);
        match cross.as_slice() {
            [] => {}
            [t] => self.vadd32(hi.clone(), hi, t.clone())?,
            [t1, t2] if self.cx.has(Op::v_add3_u32) => self.cx.valu(
                Op::v_add3_u32,
                hi.clone(),
                [hi, t1.clone(), t2.clone()],
                false,
            )?,
            [t1, t2] => {
                let s = self.cx.vreg(Bank::V, 1);
                self.vadd32(self.cx.w(s), t1.clone(), t2.clone())?;
                self.vadd32(hi.clone(), hi, self.cx.w(s))?;
            }
            _ => return Err(internal!("internal: more than two cross products")),
        }
        self.cx.group_from(m);
        Ok(())
    }

    /// `dst(64) = a(32) * b(32) + c(64)` with `v_mad_u64_u32` (carry out to VCC).
    /// High 64 bits of the unsigned 128-bit product, from 32-bit partial products
    /// (`v_mul_lo/hi_u32`) summed with carries; one group (VCC carries stay inside).
    pub(crate) fn umulhi64(&mut self, a: Value, b: Value, res: Value) -> SelResult<()> {
        let r = self.def_reg(res, Bank::V)?;
        self.umulhi64_into(r, a, b)
    }

    /// High 64 bits of the signed 128-bit product: the unsigned high half minus
    /// `(a < 0 ? b : 0) + (b < 0 ? a : 0)` (two's-complement correction), one group.
    pub(crate) fn smulhi64(&mut self, a: Value, b: Value, res: Value) -> SelResult<()> {
        let r = self.def_reg(res, Bank::V)?;
        let u = match self.selected_umulhi(a, b, res) {
            Some(u) => u,
            None => {
                let u = self.cx.vreg(Bank::V, 2);
                self.umulhi64_into(u, a, b)?;
                u
            }
        };
        let g = self.cx.mark();
        let (a0, a1, b0, b1) = (
            self.dword(a, 0)?,
            self.dword(a, 1)?,
            self.dword(b, 0)?,
            self.dword(b, 1)?,
        );
        let v = |s: &mut Self, name: Op, ops: Vec<MOp>| -> SelResult<MOp> {
            let d = s.cx.vreg(Bank::V, 1);
            let dst = s.cx.w(d);
            s.cx.valu(name, dst.clone(), ops, true)?;
            Ok(dst)
        };
        let k31 = MOp::C(k32(31));
        let sa = v(self, Op::v_ashrrev_i32, vec![k31.clone(), a1.clone()])?;
        let sb = v(self, Op::v_ashrrev_i32, vec![k31, b1.clone()])?;
        let x0 = v(self, Op::v_and_b32, vec![sa.clone(), b0])?;
        let x1 = v(self, Op::v_and_b32, vec![sa, b1])?;
        let y0 = v(self, Op::v_and_b32, vec![sb.clone(), a0])?;
        let y1 = v(self, Op::v_and_b32, vec![sb, a1])?;
        let (sub, subb) = self.carry_names(true);
        let vcc = self.cx.vcc();
        let (t0, t1) = (self.cx.vreg(Bank::V, 1), self.cx.vreg(Bank::V, 1));
        let (u0, u1) = (self.cx.d(u, 0), self.cx.d(u, 1));
        self.carry_op(sub, None, self.cx.w(t0), u0, x0)?;
        self.carry_op(subb, Some(vcc.clone()), self.cx.w(t1), u1, x1)?;
        let (d0, d1) = (self.cx.d(r, 0), self.cx.d(r, 1));
        self.carry_op(sub, None, d0, self.cx.w(t0), y0)?;
        self.carry_op(subb, Some(vcc), d1, self.cx.w(t1), y1)?;
        self.cx.group_from(g);
        Ok(())
    }

    /// The VGPR tuple of an `umulhi.i64` of the same operands (either order) selected earlier
    /// in the block of `at`: `smulhi` corrects the unsigned high half, so it shares it.
    pub(crate) fn selected_umulhi(&self, a: Value, b: Value, at: Value) -> Option<VReg> {
        let gfxc_ir::ValueDef::Result(me, _) = self.func.dfg.value_def(at) else {
            return None;
        };
        let block = self.func.layout.inst_block(me)?;
        let insts = self.func.layout.block_insts(block);
        let at = insts.iter().position(|&i| i == me)?;
        insts[..at]
            .iter()
            .find_map(|&i| match &self.func.dfg.insts[i] {
                gfxc_ir::InstData::Binary {
                    opcode: Opcode::Umulhi,
                    args,
                } if *args == [a, b] || *args == [b, a] => {
                    match self.vals.get(&self.func.dfg.first_result(i)) {
                        Some(Val::R(r)) if self.cx.f.info(*r).bank == Bank::V => Some(*r),
                        _ => None,
                    }
                }
                _ => None,
            })
    }

    /// [`Selector::umulhi64`] into the 64-bit VGPR tuple `r`.
    pub(crate) fn umulhi64_into(&mut self, r: VReg, a: Value, b: Value) -> SelResult<()> {
        let (a0, a1, b0, b1) = (
            self.dword(a, 0)?,
            self.dword(a, 1)?,
            self.dword(b, 0)?,
            self.dword(b, 1)?,
        );
        let g = self.cx.mark();
        if self.cx.has(Op::v_mad_u64_u32) {
            // With 64-bit multiply-adds (none of them overflows: (2^32-1)^2 + 2^64-2^32 < 2^64):
            //   x = a1*b0 + hi(a0*b0);  y = a0*b1 + lo(x);  s = hi(x) + hi(y) (33 bits);
            //   r = a1*b1 + s.
            let legal = |s: &mut Self, op: MOp| -> SelResult<MOp> {
                if crate::build::is_literal(&op) && !s.cx.gen.is_gfx10_plus() {
                    s.cx.to_vgpr(op, 1)
                } else {
                    Ok(op)
                }
            };
            let (a0, a1, b0, b1) = (
                legal(self, a0)?,
                legal(self, a1)?,
                legal(self, b0)?,
                legal(self, b1)?,
            );
            let zero = MOp::C(k32(0));
            let t = self.cx.vreg(Bank::V, 2);
            self.cx.valu(
                Op::v_mul_hi_u32,
                self.cx.d(t, 0),
                [a0.clone(), b0.clone()],
                true,
            )?;
            self.cx
                .push(Op::v_mov_b32_e32, [self.cx.d(t, 1), zero.clone()], 1)?;
            let x = self.cx.vreg(Bank::V, 2);
            self.mad_u64(self.cx.w(x), a1.clone(), b0, self.cx.w(t))?;
            let z = self.cx.vreg(Bank::V, 2);
            self.cx
                .push(Op::v_mov_b32_e32, [self.cx.d(z, 0), self.cx.d(x, 0)], 1)?;
            self.cx
                .push(Op::v_mov_b32_e32, [self.cx.d(z, 1), zero.clone()], 1)?;
            let y = self.cx.vreg(Bank::V, 2);
            self.mad_u64(self.cx.w(y), a0, b1.clone(), self.cx.w(z))?;
            let sum = self.cx.vreg(Bank::V, 2);
            let (add, addc) = self.carry_names(false);
            self.carry_op(
                add,
                None,
                self.cx.d(sum, 0),
                self.cx.d(x, 1),
                self.cx.d(y, 1),
            )?;
            let vcc = self.cx.vcc();
            self.carry_op(addc, Some(vcc), self.cx.d(sum, 1), zero.clone(), zero)?;
            self.mad_u64(self.cx.w(r), a1, b1, self.cx.w(sum))?;
            self.cx.group_from(g);
            return Ok(());
        }
        let t = |s: &mut Self, name: Op, x: &MOp, y: &MOp| -> SelResult<MOp> {
            let d = s.cx.vreg(Bank::V, 1);
            let dst = s.cx.w(d);
            s.cx.valu(name, dst.clone(), [x.clone(), y.clone()], true)?;
            Ok(dst)
        };
        let t0 = t(self, Op::v_mul_hi_u32, &a0, &b0)?;
        let p01l = t(self, Op::v_mul_lo_u32, &a0, &b1)?;
        let p01h = t(self, Op::v_mul_hi_u32, &a0, &b1)?;
        let p10l = t(self, Op::v_mul_lo_u32, &a1, &b0)?;
        let p10h = t(self, Op::v_mul_hi_u32, &a1, &b0)?;
        let p11l = t(self, Op::v_mul_lo_u32, &a1, &b1)?;
        let p11h = t(self, Op::v_mul_hi_u32, &a1, &b1)?;
        let (add, addc) = self.carry_names(false);
        let zero = MOp::C(k32(0));
        let fresh = |s: &mut Self| {
            let d = s.cx.vreg(Bank::V, 1);
            s.cx.w(d)
        };
        let vcc = self.cx.vcc();
        // x = p01h + carry(t0 + p01l)
        let s1 = fresh(self);
        self.carry_op(add, None, s1.clone(), t0, p01l)?;
        let x = fresh(self);
        self.carry_op(addc, Some(vcc.clone()), x.clone(), p01h, zero.clone())?;
        // y = p10h + carry(s1 + p10l)
        let s2 = fresh(self);
        self.carry_op(add, None, s2, s1, p10l)?;
        let y = fresh(self);
        self.carry_op(addc, Some(vcc.clone()), y.clone(), p10h, zero.clone())?;
        // r = p11 + x + y
        let r0 = fresh(self);
        self.carry_op(add, None, r0.clone(), p11l, x)?;
        let r1 = fresh(self);
        self.carry_op(addc, Some(vcc.clone()), r1.clone(), p11h, zero.clone())?;
        let (d0, d1) = (self.cx.d(r, 0), self.cx.d(r, 1));
        self.carry_op(add, None, d0, r0, y)?;
        self.carry_op(addc, Some(vcc), d1, r1, zero)?;
        self.cx.group_from(g);
        Ok(())
    }

    pub fn mad_u64(&mut self, dst: MOp, a: MOp, b: MOp, c: MOp) -> SelResult<()> {
        self.mad_64(Op::v_mad_u64_u32, dst, a, b, c)
    }

    /// `dst = a * b + c` by `v_mad_u64_u32` or `v_mad_i64_i32` (`name`), operands legalised
    /// for the constant bus as [`Self::mad_u64`] does.
    pub fn mad_64(&mut self, name: Op, dst: MOp, a: MOp, b: MOp, c: MOp) -> SelResult<()> {
        let mut srcs = [a, b, c];
        let limit = if self.cx.gen.is_gfx10_plus() { 2 } else { 1 };
        let mut used = 0;
        let mut seen = Vec::new();
        let mut lits: Vec<u32> = Vec::new();
        for (i, s) in srcs.iter_mut().enumerate() {
            let w = if i == 2 { 2 } else { 1 };
            let scalar = match s {
                MOp::V { reg, .. } if self.cx.f.info(*reg).bank == Bank::S => {
                    if seen.contains(reg) {
                        false
                    } else {
                        seen.push(*reg);
                        true
                    }
                }
                MOp::C(gfxc_isa::regs::Operand::Literal(v)) => {
                    let v = *v;
                    if lits.contains(&v) {
                        false
                    } else if !self.cx.gen.is_gfx10_plus() || !lits.is_empty() {
                        // No VOP3 literal before GFX10, one unique literal from GFX10 (found
                        // by `gfxc fuzz`, seed 1551: smulhi.i64 of two constants).
                        *s = self.cx.to_vgpr(s.clone(), w)?;
                        false
                    } else {
                        lits.push(v);
                        true
                    }
                }
                _ => false,
            };
            if scalar {
                used += 1;
                if used > limit {
                    *s = self.cx.to_vgpr(s.clone(), w)?;
                }
            }
        }
        let [a, b, c] = srcs;
        let vcc = self.cx.vcc();
        self.cx.push(name, [dst, vcc, a, b, c], 0b11)?;
        Ok(())
    }
}
