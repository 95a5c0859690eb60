//! Selection of 64-bit integer products and high halves (`mul.i64`, `umulhi.i64`,
//! `smulhi.i64`).
//!
//! Guarantees: the result is the exact IR product (low 64 bits) or high half. Choices as
//! LLVM's AMDGPU selection makes them: `v_mad_u64_u32` chains where the instruction exists
//! (GFX7+), cross products of a known-zero high dword left out (`v_add3_u32` on GFX9+), and a
//! `smulhi` reusing the `umulhi` of the same operands already selected in the block.

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
        // x * 2^s: one 64-bit shift (index scaling; GFX6 has no v_mad_u64_u32).
        for (x, k) in [(a, b), (b, a)] {
            if let Val::K(k) = self.get(k)? {
                if k.is_power_of_two() && k > 1 && !matches!(self.get(x)?, Val::K(_)) {
                    let s = MOp::C(k32(k.trailing_zeros()));
                    let vx = self.in_v(x)?;
                    let (d, vx) = (self.cx.w(r), self.cx.w(vx));
                    if self.cx.has(Op::v_lshlrev_b64) {
                        self.cx.push(Op::v_lshlrev_b64, vec![d, s, vx], 1)?;
                    } else {
                        self.cx.push(Op::v_lshl_b64, vec![d, vx, s], 1)?;
                    }
                    return Ok(());
                }
            }
        }
        if self.cx.has(Op::v_mad_u64_u32) {
            return self.mul64_mad(a, b, r);
        }
        let m = self.cx.mark();
        let (al, ah) = (self.dword(a, 0)?, self.dword(a, 1)?);
        let (bl, bh) = (self.dword(b, 0)?, self.dword(b, 1)?);
        let t1 = self.cx.vreg(Bank::V, 1);
        let t2 = self.cx.vreg(Bank::V, 1);
        let t3 = self.cx.vreg(Bank::V, 1);
        let t4 = self.cx.vreg(Bank::V, 1);
        self.cx
            .valu(Op::v_mul_lo_u32, self.cx.w(t1), vec![al.clone(), bh], true)?;
        self.cx
            .valu(Op::v_mul_lo_u32, self.cx.w(t2), vec![ah, bl.clone()], true)?;
        self.cx.valu(
            Op::v_mul_hi_u32,
            self.cx.w(t3),
            vec![al.clone(), bl.clone()],
            true,
        )?;
        self.vadd32(self.cx.w(t4), self.cx.w(t1), self.cx.w(t2))?;
        self.vadd32(self.cx.d(r, 1), self.cx.w(t3), self.cx.w(t4))?;
        self.cx
            .valu(Op::v_mul_lo_u32, self.cx.d(r, 0), vec![al, bl], true)?;
        self.cx.group_from(m);
        Ok(())
    }

    /// Whether the high dword of the 64-bit `v` is known to be zero (a zero extension from
    /// 32 bits or a constant below 2^32).
    pub(crate) fn hi_zero(&self, v: Value) -> bool {
        self.zext32_of(v).is_some() || matches!(self.vals.get(&v), Some(Val::K(k)) if *k >> 32 == 0)
    }

    /// `r = a * b` (64-bit) as LLVM's AMDGPU selection does it where `v_mad_u64_u32` exists
    /// (GFX7+): the full 64-bit `a.lo * b.lo` in one `v_mad_u64_u32`, plus the cross products
    /// `a.lo * b.hi + a.hi * b.lo` into the high dword (one `v_add3_u32` on GFX9+). A cross
    /// product whose high dword is known zero (zero extension, small constant) is left out.
    /// One group; a literal low dword used twice is materialised once before GFX10 (VOP3 takes
    /// no literal there).
    pub(crate) fn mul64_mad(&mut self, a: Value, b: Value, r: VReg) -> SelResult<()> {
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
                    .valu(Op::v_mul_lo_u32, self.cx.w(t), vec![x.clone(), y], true)?;
                cross.push(self.cx.w(t));
            }
        }
        self.mad_u64(self.cx.w(r), al, bl, MOp::C(k32(0)))?;
        let hi = self.cx.d(r, 1);
        match cross.as_slice() {
            [] => {}
            [t] => self.vadd32(hi.clone(), hi, t.clone())?,
            [t1, t2] if self.cx.has(Op::v_add3_u32) => self.cx.valu(
                Op::v_add3_u32,
                hi.clone(),
                vec![hi, t1.clone(), t2.clone()],
                false,
            )?,
            [t1, t2] => {
                let s = self.cx.vreg(Bank::V, 1);
                self.vadd32(self.cx.w(s), t1.clone(), t2.clone())?;
                self.vadd32(hi.clone(), hi, self.cx.w(s))?;
            }
            _ => return Err("internal: more than two cross products".into()),
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
                vec![a0.clone(), b0.clone()],
                true,
            )?;
            self.cx
                .push(Op::v_mov_b32_e32, vec![self.cx.d(t, 1), zero.clone()], 1)?;
            let x = self.cx.vreg(Bank::V, 2);
            self.mad_u64(self.cx.w(x), a1.clone(), b0, self.cx.w(t))?;
            let z = self.cx.vreg(Bank::V, 2);
            self.cx
                .push(Op::v_mov_b32_e32, vec![self.cx.d(z, 0), self.cx.d(x, 0)], 1)?;
            self.cx
                .push(Op::v_mov_b32_e32, vec![self.cx.d(z, 1), zero.clone()], 1)?;
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
            s.cx.valu(name, dst.clone(), vec![x.clone(), y.clone()], true)?;
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
        self.cx
            .push(Op::v_mad_u64_u32, vec![dst, vcc, a, b, c], 0b11)?;
        Ok(())
    }
}
