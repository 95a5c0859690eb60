//! Selection of the per-lane float intrinsics: `amdgcn.sin.f32`, `amdgcn.cos.f32`,
//! `amdgcn.fract.f32/f64`, `amdgcn.frexp.mant.f32/f64`, `amdgcn.frexp.exp.i32.f32/f64` and
//! `ldexp.f32.i32`/`ldexp.f64.i32`.
//!
//! Guarantees: each call becomes the one VALU instruction of the same name (`v_sin_f32`,
//! `v_fract_f64`, `v_ldexp_f32`, ...; every generation GFX6-GFX11 has them, MI100 ISA §12.7
//! VOP1/VOP3 tables), whose semantics the interpreter's reference (`gfxc_ir::interp`,
//! `arith::fmath`) states. The IR lowering of LLVM's math intrinsics (`ll/src/math.rs`)
//! builds on these rows exactly as LLVM's AMDGPU legalizer builds on the instructions.

use crate::build::SelResult;
use crate::mir::Bank;
use crate::select::Selector;
use gfxc_ir::Value;
use gfxc_isa::Op;

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
