//! Selection of the per-lane float intrinsics: `amdgcn.sin.f32`, `amdgcn.cos.f32`,
//! `amdgcn.fract.f32/f64`, `amdgcn.frexp.mant.f32/f64`, `amdgcn.frexp.exp.i32.f32/f64` and
//! `ldexp.f32.i32`/`ldexp.f64.i32`; and the instructions of the division sequence and of
//! argument reduction as intrinsics: `amdgcn.div.scale.f32/f64`, `amdgcn.div.fmas.f32/f64`,
//! `amdgcn.div.fixup.f16/f32/f64`, `amdgcn.trig.preop.f64`, `amdgcn.cvt.pkrtz`
//! ([`Selector::select_fp_op`]).
//!
//! Guarantees: each call becomes the one VALU instruction of the same name (`v_sin_f32`,
//! `v_fract_f64`, `v_ldexp_f32`, ...; every generation GFX6-GFX11 has them, MI100 ISA §12.7
//! VOP1/VOP3 tables), whose semantics the interpreter's reference (`gfxc_ir::interp`,
//! `arith::fmath`) states. The IR lowering of LLVM's math intrinsics (`ll/src/math.rs`)
//! builds on these rows exactly as LLVM's AMDGPU legalizer builds on the instructions.

use crate::build::SelResult;
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{intrinsics, Value};
use gfxc_isa::regs::Operand;
use gfxc_isa::Op;

/// Whether `name` is one of the rows [`Selector::select_fp_op`] selects.
pub fn is_fp_op(name: &str) -> bool {
    matches!(
        name,
        "amdgcn.div.scale.f32"
            | "amdgcn.div.scale.f64"
            | "amdgcn.div.fmas.f32"
            | "amdgcn.div.fmas.f64"
            | "amdgcn.div.fixup.f16"
            | "amdgcn.div.fixup.f32"
            | "amdgcn.div.fixup.f64"
            | "amdgcn.trig.preop.f64"
            | "amdgcn.cvt.pkrtz"
    )
}

/// The VALU mnemonic (without encoding suffix) of a float-math intrinsic, and whether its
/// source is 64-bit.
pub fn mnemonic(name: &str) -> Option<(Op, bool)> {
    Some(match name {
        "amdgcn.sin.f32" => (Op::v_sin_f32, false),
        "amdgcn.cos.f32" => (Op::v_cos_f32, false),
        "amdgcn.fract.f32" => (Op::v_fract_f32, false),
        "amdgcn.fract.f64" => (Op::v_fract_f64, true),
        "amdgcn.frexp.mant.f32" => (Op::v_frexp_mant_f32, false),
        "amdgcn.frexp.mant.f64" => (Op::v_frexp_mant_f64, true),
        "amdgcn.frexp.exp.i32.f32" => (Op::v_frexp_exp_i32_f32, false),
        "amdgcn.frexp.exp.i32.f64" => (Op::v_frexp_exp_i32_f64, true),
        "ldexp.f32.i32" => (Op::v_ldexp_f32, false),
        "ldexp.f64.i32" => (Op::v_ldexp_f64, true),
        _ => return None,
    })
}

impl Selector<'_> {
    /// One float-math intrinsic call (`mnemonic(name)` is `Some`).
    pub fn select_fmath(&mut self, name: &str, args: &[Value], res: Value) -> SelResult<()> {
        let (base, wide) =
            mnemonic(name).ok_or_else(|| internal!("internal: {name} is not a float intrinsic"))?;
        let x = if wide {
            self.op64f(args[0])?
        } else {
            self.op32(args[0])?
        };
        let mut srcs = vec![x];
        if let Some(&e) = args.get(1) {
            srcs.push(self.op32(e)?);
        }
        let r = self.def_reg(res, Bank::V)?;
        self.cx.valu(base, self.cx.w(r), srcs, false)
    }
}

impl Selector<'_> {
    /// `amdgcn.div.scale`, `div.fmas`, `div.fixup`, `trig.preop` (`is_fp_op(name)`): the one
    /// instruction of the same name, as llc-19 selects it (the intrinsics are defined as the
    /// instructions; `gfxc_ir::interp` states their semantics).
    /// * `div.scale.F(num, den, sel)` is `v_div_scale_F D, SDST, sel ? num : den, den, num`
    ///   with the flag result in a lane mask (SDST). GFX6's flag is the instruction's, as
    ///   llc-19 uses it for the intrinsic (its own division recomputes it: `fdiv.rs`).
    /// * `div.fmas.F(a, b, c, vcc)`: the flag is moved into VCC in a two-instruction group
    ///   with the `v_div_fmas` that reads it; VCC counts on the constant bus (one slot before
    ///   GFX10), so scalar and literal sources are copied to VGPRs.
    /// * `div.fixup.f16` exists from GFX8 (`v_div_fixup_f16`); before, it is `unsupported:`
    ///   as with llc-19.
    pub fn select_fp_op(&mut self, name: &str, args: &[Value], results: &[Value]) -> SelResult<()> {
        let p = self.target.processor;
        let sig =
            intrinsics::lookup(name).ok_or_else(|| unsupported!("unknown intrinsic \"{name}\""))?;
        if intrinsics::available_on(sig, p.name) != Some(true) {
            return Err(unsupported!(
                "unsupported: intrinsic '@{}' on {} (the instruction is not there, llc-19 cannot select it either)",
                sig.llvm_name, p.name
            ));
        }
        let res = *results
            .first()
            .ok_or_else(|| internal!("internal: \"{name}\" without a result"))?;
        let w: u8 = if name.ends_with(".f64") { 2 } else { 1 };
        match name {
            "amdgcn.div.scale.f32" | "amdgcn.div.scale.f64" => {
                let flag_res = *results
                    .get(1)
                    .ok_or_else(|| internal!("internal: \"{name}\" without its flag result"))?;
                let sel = match self.get(args[2])? {
                    Val::K(k) => k & 1 != 0,
                    Val::Mask(_) | Val::BoolV(_) | Val::R(_) => {
                        return Err(unsupported!(
                            "{name}: the select operand must be a constant"
                        ))
                    }
                };
                let num = self.fsrc(args[0], w)?;
                let den = self.fsrc(args[1], w)?;
                let s0 = if sel { num.clone() } else { den.clone() };
                let srcs = self.scale_srcs(w, [s0, den, num])?;
                let flag = self.cx.vreg(Bank::S, self.cx.mask_w());
                let d = self.div_scale(w, self.cx.w(flag), srcs)?;
                self.vals.insert(res, Val::R(d));
                self.vals.insert(flag_res, Val::Mask(flag));
                Ok(())
            }
            "amdgcn.div.fmas.f32" | "amdgcn.div.fmas.f64" => {
                let mut srcs = Vec::new();
                for &a in &args[..3] {
                    let o = self.fsrc(a, w)?;
                    let scalar = match &o {
                        MOp::C(Operand::Literal(_)) => true,
                        MOp::V { reg, .. } => self.cx.f.info(*reg).bank != Bank::V,
                        _ => false,
                    };
                    srcs.push(if scalar { self.cx.to_vgpr(o, w)? } else { o });
                }
                let cond = self.as_mask(args[3])?;
                let op = if w == 1 {
                    Op::v_div_fmas_f32
                } else {
                    Op::v_div_fmas_f64
                };
                let start = self.cx.mark();
                let vcc = self.cx.vcc();
                let mov = self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64);
                self.cx.push(mov, [vcc, self.cx.w(cond)], 1)?;
                let d = self.def_reg(res, Bank::V)?;
                self.vop(op, d, srcs, 0)?;
                self.cx.group_from(start);
                Ok(())
            }
            "amdgcn.div.fixup.f16" | "amdgcn.div.fixup.f32" | "amdgcn.div.fixup.f64" => {
                let (op, srcs) = if name.ends_with(".f16") {
                    let mut v = Vec::new();
                    for &a in args {
                        v.push(self.op16(a)?);
                    }
                    (Op::v_div_fixup_f16, v)
                } else {
                    let mut v = Vec::new();
                    for &a in args {
                        v.push(self.fsrc(a, w)?);
                    }
                    let op = if w == 1 {
                        Op::v_div_fixup_f32
                    } else {
                        Op::v_div_fixup_f64
                    };
                    (op, v)
                };
                let d = self.def_reg(res, Bank::V)?;
                self.cx.valu(op, self.cx.w(d), srcs, false)
            }
            "amdgcn.cvt.pkrtz" => {
                // Both halves in one VGPR (f16x2 is one dword).
                // VOP2 + VOP3 on GFX6/7 and GFX10, VOP3 only on GFX8/9; GFX11 renamed it
                // (`v_cvt_pk_rtz_f16_f32`).
                let op = if self.cx.has(Op::v_cvt_pkrtz_f16_f32_e64)
                    || self.cx.has(Op::v_cvt_pkrtz_f16_f32)
                {
                    Op::v_cvt_pkrtz_f16_f32
                } else {
                    Op::v_cvt_pk_rtz_f16_f32
                };
                let (a, b) = (self.op32(args[0])?, self.op32(args[1])?);
                let d = self.def_reg(res, Bank::V)?;
                self.cx.valu(op, self.cx.w(d), [a, b], false)
            }
            _ => {
                // amdgcn.trig.preop.f64
                let x = self.op64f(args[0])?;
                let seg = self.op32(args[1])?;
                let d = self.def_reg(res, Bank::V)?;
                self.cx
                    .valu(Op::v_trig_preop_f64, self.cx.w(d), [x, seg], false)
            }
        }
    }
}
