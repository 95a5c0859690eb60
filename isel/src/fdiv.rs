//! Selection of correctly rounded f32/f64 division (`fdiv`) and square root (`sqrt`), the
//! sequences LLVM 19 selects (`SITargetLowering::LowerFDIV32`, `LowerFDIV64`,
//! `lowerFSQRTF32`, `lowerFSQRTF64`; measured with `llc-19 -O3` on gfx600, gfx900, gfx1100).
//! f32 `sqrt`: scale below 2^-96, `v_sqrt_f32`, ±1 ulp correction by two FMAs, unscale,
//! zero/+inf pass-through.
//!
//! Guarantees:
//! * `fdiv` f32/f64 is correctly rounded (round to nearest even) for every input, with the
//!   IEEE special cases: `v_div_scale` scales the denominator and the numerator by `2^±64`
//!   (`2^±128` for f64) when the quotient or the reciprocal would leave the normal range (ISA
//!   `V_DIV_SCALE_F32`), a Newton-Raphson reciprocal (`v_rcp` is only assumed within 1 ulp) and
//!   Markstein corrections with exact `fma` remainders give the quotient of the scaled operands,
//!   `v_div_fmas` does the last correction and undoes the scaling before its single rounding
//!   (it reads the scale flag from VCC), and `v_div_fixup` handles zeros, infinities, NaNs and
//!   over/underflow. The denormal mode is the kernel's (FP32/FP64 denormals on, as llc-19's
//!   default): no `s_denorm_mode` toggling is needed.
//! * VCC is live only inside one two-instruction group (the `s_mov` of the scale flag into
//!   VCC and the `v_div_fmas` that reads it), as for the carry chains of `ops.rs`; this costs
//!   one SALU instruction against llc-19, which keeps VCC from `v_div_scale` on.
//! * GFX6's `v_div_scale` condition output is unusable (LLVM: `hasUsableDivScaleConditionOutput`);
//!   on gfx600 the f64 scale flag is recomputed as LLVM does: the numerator was scaled iff exactly
//!   one of "high dword of the numerator unchanged", "high dword of the denominator unchanged"
//!   holds.
//! * `fdiv` f16 (GFX8+; `lower/src/expand_float.rs` expands it before GFX8): see
//!   [`Selector::fdiv_f16`].
//! * `sqrt` f64: inputs below `2^-767` (a compare of the high dword) are scaled by `2^256`, `v_rsq_f64` is refined by one
//!   Goldschmidt step and two Newton corrections with exact residuals, the result is scaled back
//!   by `2^-128`; `±0` and `+inf` return the input (`v_cmp_class` mask `0x260`, into VCC
//!   inside the group of the final selects). GFX6/GFX7 scale by multiplying with exact powers
//!   of two where GFX8+ use `v_ldexp_f64` (the instruction exists on GFX6/7, llc-19 uses it,
//!   but the ISA table does not list it there yet).

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::Value;
use gfxc_isa::regs::Operand;
use gfxc_isa::Generation;
use gfxc_isa::Op;

/// `1.0` / `0.5` as inline constants (the same code for f32 and f64 operands).
const ONE: u32 = 0x3f80_0000;
const HALF: u32 = 0x3f00_0000;

impl Selector<'_> {
    /// A VALU operand of `w` dwords for `v`.
    pub(crate) fn fsrc(&mut self, v: Value, w: u8) -> SelResult<MOp> {
        if w == 1 {
            self.op32(v)
        } else {
            self.op64f(v)
        }
    }

    /// A new VGPR tuple of `w` dwords.
    pub(crate) fn vtmp(&mut self, w: u8) -> VReg {
        self.cx.vreg(Bank::V, w)
    }

    /// `name dst, srcs` with source negation modifiers `neg` (bit i: source i).
    pub(crate) fn vop(&mut self, name: Op, dst: VReg, srcs: Vec<MOp>, neg: u8) -> SelResult<()> {
        self.cx.valu(name, self.cx.w(dst), srcs, false)?;
        self.cx.f.blocks[self.cx.cur]
            .insts
            .last_mut()
            .expect("just pushed")
            .m
            .neg = neg;
        Ok(())
    }

    /// The sources of a `v_div_scale` kept within the constant bus (one scalar value before
    /// GFX10, two from GFX10, one unique literal only from GFX10) by copying the others into
    /// VGPRs.
    pub(crate) fn scale_srcs(&mut self, w: u8, srcs: [MOp; 3]) -> SelResult<Vec<MOp>> {
        let limit = if self.cx.gen.is_gfx10_plus() { 2 } else { 1 };
        let mut seen: Vec<MOp> = Vec::new();
        let mut out = Vec::new();
        for s in srcs {
            let lit = matches!(s, MOp::C(Operand::Literal(_)));
            let scalar =
                lit || matches!(&s, MOp::V { reg, .. } if self.cx.f.info(*reg).bank != Bank::V);
            if !scalar || seen.contains(&s) {
                out.push(s);
            } else if seen.len() >= limit
                || (lit && !self.cx.gen.is_gfx10_plus())
                // One unique literal per instruction (found by `gfxc fuzz`, seed 15: the
                // quotient of two constants).
                || (lit && seen.iter().any(|p| matches!(p, MOp::C(Operand::Literal(_)))))
            {
                out.push(self.cx.to_vgpr(s, w)?);
            } else {
                seen.push(s.clone());
                out.push(s);
            }
        }
        Ok(out)
    }

    /// `v_div_scale_fW dst, sdst, srcs` (VOP3B: two defs; `srcs` from [`Self::scale_srcs`]).
    pub(crate) fn div_scale(&mut self, w: u8, sdst: MOp, srcs: Vec<MOp>) -> SelResult<VReg> {
        let d = self.vtmp(w);
        let name = if w == 1 {
            Op::v_div_scale_f32
        } else {
            Op::v_div_scale_f64
        };
        let mut ops: crate::build::Ops = smallvec::smallvec![self.cx.w(d), sdst];
        ops.extend(srcs);
        self.cx.push(name, ops, 0b11)?;
        Ok(d)
    }

    /// Correctly rounded `a / b` for f32 (`w == 1`) or f64 (`w == 2`) (module documentation).
    pub fn fdiv_precise(&mut self, a: Value, b: Value, res: Value, w: u8) -> SelResult<()> {
        // The f32 or f64 form of an operation.
        let fw = |f32: Op, f64: Op| if w == 1 { f32 } else { f64 };
        let fma = fw(Op::v_fma_f32, Op::v_fma_f64);
        let oa = self.fsrc(a, w)?;
        let ob = self.fsrc(b, w)?;
        let mw = self.cx.mask_w();
        // The denominator's flag is not needed.
        let dead = self.cx.vreg(Bank::S, mw);
        let ds = self.scale_srcs(w, [ob.clone(), ob.clone(), oa.clone()])?;
        let den = self.div_scale(w, self.cx.w(dead), ds)?;
        let den_op = self.cx.w(den);
        // y ~ 1/den: one Newton step (f32), two (f64).
        let y0 = self.vtmp(w);
        self.vop(
            fw(Op::v_rcp_f32, Op::v_rcp_f64),
            y0,
            vec![den_op.clone()],
            0,
        )?;
        let mut y = y0;
        for _ in 0..w {
            let e = self.vtmp(w);
            let one = MOp::C(k32(ONE));
            self.vop(fma, e, vec![den_op.clone(), self.cx.w(y), one], 1)?;
            let y1 = self.vtmp(w);
            let yo = self.cx.w(y);
            self.vop(fma, y1, vec![self.cx.w(e), yo.clone(), yo], 0)?;
            y = y1;
        }
        let yo = self.cx.w(y);
        // The scale flag goes to an SGPR mask and is copied to VCC right before `v_div_fmas`,
        // in a two-instruction group: a group from `v_div_scale` to `v_div_fmas` (llc-19's
        // form, one instruction less) would hold all its defs at once (early clobber) and
        // could not be allocated under a tight VGPR budget. GFX6: the f64 flag is recomputed
        // (module documentation).
        let si_flag = w == 2 && self.cx.gen == Generation::Gfx6;
        let ns = self.scale_srcs(w, [oa.clone(), ob.clone(), oa.clone()])?;
        let flag = self.cx.vreg(Bank::S, mw);
        let num = self.div_scale(w, self.cx.w(flag), ns)?;
        let num_op = self.cx.w(num);
        let q0 = self.vtmp(w);
        self.vop(
            fw(Op::v_mul_f32, Op::v_mul_f64),
            q0,
            vec![num_op.clone(), yo.clone()],
            0,
        )?;
        let r0 = self.vtmp(w);
        self.vop(
            fma,
            r0,
            vec![den_op.clone(), self.cx.w(q0), num_op.clone()],
            1,
        )?;
        // f32 makes one more Markstein step than f64 (as llc-19).
        let (q, r) = if w == 1 {
            let q1 = self.vtmp(w);
            self.vop(fma, q1, vec![self.cx.w(r0), yo.clone(), self.cx.w(q0)], 0)?;
            let r1 = self.vtmp(w);
            self.vop(fma, r1, vec![den_op.clone(), self.cx.w(q1), num_op], 1)?;
            (q1, r1)
        } else {
            (q0, r0)
        };
        let start = if si_flag {
            // Scale flag = (hi(num) == hi(a)) ^ (hi(den) == hi(b)) (module documentation).
            let cn = self.cx.vreg(Bank::S, mw);
            let ha = self.dword(a, 1)?;
            self.cx.valu(
                Op::v_cmp_eq_u32_e64,
                self.cx.w(cn),
                [ha, self.cx.d(num, 1)],
                false,
            )?;
            let cd = self.cx.vreg(Bank::S, mw);
            let hb = self.dword(b, 1)?;
            self.cx.valu(
                Op::v_cmp_eq_u32_e64,
                self.cx.w(cd),
                [hb, self.cx.d(den, 1)],
                false,
            )?;
            let m = self.cx.mark();
            let vcc = self.cx.vcc();
            let xor = self.cx.mask_op(Op::s_xor_b32, Op::s_xor_b64);
            self.cx.push(xor, [vcc, self.cx.w(cn), self.cx.w(cd)], 1)?;
            m
        } else {
            let m = self.cx.mark();
            let vcc = self.cx.vcc();
            let mov = self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64);
            self.cx.push(mov, [vcc, self.cx.w(flag)], 1)?;
            m
        };
        let qf = self.vtmp(w);
        self.vop(
            fw(Op::v_div_fmas_f32, Op::v_div_fmas_f64),
            qf,
            vec![self.cx.w(r), yo, self.cx.w(q)],
            0,
        )?;
        self.cx.group_from(start);
        let out = self.def_reg(res, Bank::V)?;
        self.vop(
            fw(Op::v_div_fixup_f32, Op::v_div_fixup_f64),
            out,
            vec![self.cx.w(qf), ob, oa],
            0,
        )
    }

    /// An f16 value as an f32 operand: a folded constant, the SDWA conversion of a vector's
    /// high lane in place (`packed.rs`), or `v_cvt_f32_f16`.
    fn f16_as_f32(&mut self, v: Value) -> SelResult<MOp> {
        if let Val::K(k) = self.get(v)? {
            let x = gfxc_ir::launch::float::f16_to_f64(k as u16) as f32;
            return Ok(MOp::C(k32(x.to_bits())));
        }
        if let Some(r) = self.cvt_high_half(v)? {
            return Ok(self.cx.w(r));
        }
        let o = self.op16(v)?;
        let r = self.vtmp(1);
        self.vop(Op::v_cvt_f32_f16, r, vec![o], 0)?;
        Ok(self.cx.w(r))
    }

    /// Correctly rounded f16 `a / b` on GFX8+: in f32, `q0 = a * rcp(b)` and one Markstein
    /// correction `q1 = fma(fma(-b, q0, a), rcp(b), q0)`, rounded once to f16 (correct for
    /// finite non-zero operands: the proof at `lower/src/expand_float.rs`'s `fdiv_f16`; `v_rcp`
    /// within 1 ulp suffices), then `v_div_fixup_f16` gives zeros, infinities and NaNs their
    /// IEEE results. llc-19 selects the same without the correction (not correctly rounded).
    pub fn fdiv_f16(&mut self, a: Value, b: Value, res: Value) -> SelResult<()> {
        let x = self.f16_as_f32(a)?;
        let y = self.f16_as_f32(b)?;
        let oa = self.op16(a)?;
        let ob = self.op16(b)?;
        let r = self.vtmp(1);
        self.vop(Op::v_rcp_f32, r, vec![y.clone()], 0)?;
        let q0 = self.vtmp(1);
        self.vop(Op::v_mul_f32, q0, vec![x.clone(), self.cx.w(r)], 0)?;
        let e = self.vtmp(1);
        self.vop(Op::v_fma_f32, e, vec![y, self.cx.w(q0), x], 1)?;
        let q1 = self.vtmp(1);
        self.vop(
            Op::v_fma_f32,
            q1,
            vec![self.cx.w(e), self.cx.w(r), self.cx.w(q0)],
            0,
        )?;
        let h = self.vtmp(1);
        self.vop(Op::v_cvt_f16_f32, h, vec![self.cx.w(q1)], 0)?;
        let out = self.def_reg(res, Bank::V)?;
        self.vop(Op::v_div_fixup_f16, out, vec![self.cx.w(h), ob, oa], 0)
    }

    /// `x * 2^(flag ? k : 0)` for f64 `x` (exact power-of-two scaling).
    fn scale_f64(&mut self, x: MOp, flag: VReg, k: i32) -> SelResult<VReg> {
        let out = self.vtmp(2);
        if self.cx.has(Op::v_ldexp_f64) {
            let e = self.vtmp(1);
            let kk = MOp::C(k32(k as u32));
            self.cndmask(self.cx.w(e), MOp::C(k32(0)), kk, self.cx.w(flag))?;
            self.vop(Op::v_ldexp_f64, out, vec![x, self.cx.w(e)], 0)?;
        } else {
            // GFX6/7 table without v_ldexp_f64: multiply by 1.0 or 2^k (high dwords).
            let s = self.vtmp(2);
            let hi_one = MOp::C(k32(0x3ff0_0000));
            let hi_k = MOp::C(k32(((1023 + k) as u32) << 20));
            let g = self.cx.mark();
            self.cx
                .push(Op::v_mov_b32_e32, [self.cx.d(s, 0), MOp::C(k32(0))], 1)?;
            self.cndmask(self.cx.d(s, 1), hi_one, hi_k, self.cx.w(flag))?;
            self.cx.group_from(g);
            self.vop(Op::v_mul_f64, out, vec![x, self.cx.w(s)], 0)?;
        }
        Ok(out)
    }

    /// Correctly rounded f64 square root (module documentation; LLVM's `lowerFSQRTF64`).
    pub fn sqrt_f64(&mut self, a: Value, res: Value) -> SelResult<()> {
        let x = self.op64f(a)?;
        let mw = self.cx.mask_w();
        // need = x < 2^-767, as a signed compare of the high dword with 0x10000000: the same
        // for x >= 0 (2^-767 is 0x10000000_00000000); negative inputs and -NaN are scaled too,
        // which changes nothing (their result is NaN, or -0 for -0), +NaN and +inf are not.
        let need = self.cx.vreg(Bank::S, mw);
        let hi = self.dword(a, 1)?;
        self.cx.valu(
            Op::v_cmp_gt_i32_e64,
            self.cx.w(need),
            [MOp::C(k32(0x1000_0000)), hi],
            false,
        )?;
        let xs = self.scale_f64(x, need, 256)?;
        let xo = self.cx.w(xs);
        let y = self.vtmp(2);
        self.vop(Op::v_rsq_f64, y, vec![xo.clone()], 0)?;
        // Goldschmidt: g ~ sqrt(x), h ~ 1/(2 sqrt(x)).
        let g0 = self.vtmp(2);
        self.vop(Op::v_mul_f64, g0, vec![xo.clone(), self.cx.w(y)], 0)?;
        let h0 = self.vtmp(2);
        self.vop(Op::v_mul_f64, h0, vec![self.cx.w(y), MOp::C(k32(HALF))], 0)?;
        let r = self.vtmp(2);
        self.vop(
            Op::v_fma_f64,
            r,
            vec![self.cx.w(h0), self.cx.w(g0), MOp::C(k32(HALF))],
            1,
        )?;
        let g1 = self.vtmp(2);
        self.vop(
            Op::v_fma_f64,
            g1,
            vec![self.cx.w(g0), self.cx.w(r), self.cx.w(g0)],
            0,
        )?;
        let h1 = self.vtmp(2);
        self.vop(
            Op::v_fma_f64,
            h1,
            vec![self.cx.w(h0), self.cx.w(r), self.cx.w(h0)],
            0,
        )?;
        // Two corrections with the exact residual d = x - g*g.
        let mut g = g1;
        for _ in 0..2 {
            let d = self.vtmp(2);
            self.vop(
                Op::v_fma_f64,
                d,
                vec![self.cx.w(g), self.cx.w(g), xo.clone()],
                1,
            )?;
            let gn = self.vtmp(2);
            self.vop(
                Op::v_fma_f64,
                gn,
                vec![self.cx.w(d), self.cx.w(h1), self.cx.w(g)],
                0,
            )?;
            g = gn;
        }
        let gs = self.scale_f64(self.cx.w(g), need, -128)?;
        // ±0 and +inf: the input itself. GFX10+: `v_cmp_class_f64_e64` with the literal mask;
        // before, the VOPC form writing VCC, read by the selects of the same group (as llc-19;
        // the GFX6/7 table has no VOP3 form, and VOP3 takes no literal before GFX10).
        let out = self.def_reg(res, Bank::V)?;
        let (mask, m) = if self.cx.gen.is_gfx10_plus() {
            let cls = self.cx.vreg(Bank::S, mw);
            self.cx.valu(
                Op::v_cmp_class_f64_e64,
                self.cx.w(cls),
                [xo, MOp::C(Operand::Literal(0x260))],
                false,
            )?;
            (self.cx.w(cls), self.cx.mark())
        } else {
            let k = self.cx.to_vgpr(MOp::C(k32(0x260)), 1)?;
            let m = self.cx.mark();
            let vcc = self.cx.vcc();
            self.cx
                .push(Op::v_cmp_class_f64_e32, [vcc.clone(), xo, k], 1)?;
            (vcc, m)
        };
        for i in 0..2 {
            let (t, f) = (self.cx.d(xs, i), self.cx.d(gs, i));
            self.cndmask(self.cx.d(out, i), f, t, mask.clone())?;
        }
        self.cx.group_from(m);
        Ok(())
    }
}

impl Selector<'_> {
    /// Correctly rounded f32 square root (LLVM's `lowerFSQRTF32` with denormals).
    pub(crate) fn sqrt_f32(&mut self, a: Value, res: Value) -> SelResult<()> {
        let x = self.op32(a)?;
        let x = self.cx.to_vgpr(x, 1)?;
        let v = |s: &mut Self| s.cx.vreg(Bank::V, 1);
        let mw = self.cx.mask_w();
        // need_scale = x < 2^-96
        let need = self.cx.vreg(Bank::S, mw);
        self.cx.valu(
            Op::v_cmp_gt_f32_e64,
            self.cx.w(need),
            [
                MOp::C(gfxc_isa::regs::Operand::Literal(0x0f80_0000)),
                x.clone(),
            ],
            false,
        )?;
        let scaled = v(self);
        self.cx.valu(
            Op::v_mul_f32,
            self.cx.w(scaled),
            [
                MOp::C(gfxc_isa::regs::Operand::Literal(0x4f80_0000)),
                x.clone(),
            ],
            true,
        )?;
        let sx = v(self);
        self.cndmask(self.cx.w(sx), x.clone(), self.cx.w(scaled), self.cx.w(need))?;
        let s = v(self);
        self.cx
            .valu(Op::v_sqrt_f32, self.cx.w(s), [self.cx.w(sx)], false)?;
        let down = v(self);
        self.vadd32(self.cx.w(down), MOp::C(k32(u32::MAX)), self.cx.w(s))?;
        let up = v(self);
        self.vadd32(self.cx.w(up), MOp::C(k32(1)), self.cx.w(s))?;
        let vp = v(self);
        self.vop(
            Op::v_fma_f32,
            vp,
            vec![self.cx.w(down), self.cx.w(s), self.cx.w(sx)],
            1,
        )?;
        let vs = v(self);
        self.vop(
            Op::v_fma_f32,
            vs,
            vec![self.cx.w(up), self.cx.w(s), self.cx.w(sx)],
            1,
        )?;
        let le0 = self.cx.vreg(Bank::S, mw);
        self.cx.valu(
            Op::v_cmp_ge_f32_e64,
            self.cx.w(le0),
            [MOp::C(k32(0)), self.cx.w(vp)],
            false,
        )?;
        let s1 = v(self);
        self.cndmask(self.cx.w(s1), self.cx.w(s), self.cx.w(down), self.cx.w(le0))?;
        let gt0 = self.cx.vreg(Bank::S, mw);
        self.cx.valu(
            Op::v_cmp_lt_f32_e64,
            self.cx.w(gt0),
            [MOp::C(k32(0)), self.cx.w(vs)],
            false,
        )?;
        let s2 = v(self);
        self.cndmask(self.cx.w(s2), self.cx.w(s1), self.cx.w(up), self.cx.w(gt0))?;
        let sd = v(self);
        self.cx.valu(
            Op::v_mul_f32,
            self.cx.w(sd),
            [
                MOp::C(gfxc_isa::regs::Operand::Literal(0x3780_0000)),
                self.cx.w(s2),
            ],
            true,
        )?;
        let s3 = v(self);
        self.cndmask(self.cx.w(s3), self.cx.w(s2), self.cx.w(sd), self.cx.w(need))?;
        // Zero or +inf: return the (scaled) input.
        let cls = self.cx.vreg(Bank::S, mw);
        self.cx.valu(
            Op::v_cmp_class_f32_e64,
            self.cx.w(cls),
            [
                self.cx.w(sx),
                MOp::C(gfxc_isa::regs::Operand::Literal(0x260)),
            ],
            false,
        )?;
        let r = self.def_reg(res, Bank::V)?;
        self.cndmask(self.cx.w(r), self.cx.w(s3), self.cx.w(sx), self.cx.w(cls))?;
        Ok(())
    }
}
