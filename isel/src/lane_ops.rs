//! Selection of the per-lane target intrinsics that are one VALU instruction each: the dot
//! products (`amdgcn.sdot2/udot2/sdot4/udot4/sdot8/udot8`, `fdot2`, `fdot2.f16.f16`), the
//! cube-map coordinates (`amdgcn.cubeid/cubesc/cubetc/cubema`) and the saturating packs
//! (`amdgcn.cvt.pk.i16/u16`, `cvt.pknorm.i16/u16`) ([`Selector::select_lane_op`]).
//!
//! Guarantees: each call becomes its one instruction (LLVM 19's selection, `VOP3PInstructions.td`
//! and `VOP3Instructions.td`), whose semantics the interpreter's reference states
//! (`gfxc_ir::interp` `lane_intr.rs`):
//! - dots: the VOP3P forms `v_dot2_i32_i16`, `v_dot2_u32_u16`, `v_dot4_i32_i8`,
//!   `v_dot4_u32_u8`, `v_dot8_i32_i4`, `v_dot8_u32_u4`, `v_dot2_f32_f16` (GFX9 with dot
//!   instructions, GFX10.1+ with them, GFX11 for the unsigned and f16 ones), with
//!   `op_sel_hi` set on every source (the high halves of the packed sources are their
//!   second elements) and the instruction's `clamp` bit for the intrinsic's `i1 true`;
//!   `v_dot2_f16_f16` (GFX11, VOP3); the bf16 forms `v_dot2_f32_bf16` (VOP3P) and
//!   `v_dot2_bf16_bf16` (VOP3), GFX11 (`dot9-insts`), as llc-19 selects `fdot2.f32.bf16` /
//!   `fdot2.bf16.bf16` only there. llc-19 prefers the accumulate forms (`v_dot2c_*`,
//!   `v_dot4c_*`) where the accumulator dies; the result is the same instruction semantics.
//! - GFX11 (`dot8-insts`): `sdot4`/`sdot8` as `v_dot4_i32_iu8`/`v_dot8_i32_iu4` with both
//!   NEG_LO bits set (signed sources), `sudot4`/`sudot8` with NEG_LO bits from their sign
//!   immediates, as llc-19 selects them (`neg_lo:[a,b,0]`).
//! - availability comes from the intrinsic registry (`gfxc_ir::intrinsics`, measured with
//!   llc-19 / llvm-mc-19 per processor): a processor without the row gets
//!   `unsupported: intrinsic '@llvm...' is not available on PROC`, as llc-19 refuses it.
//! - cube: `v_cubeid/sc/tc/ma_f32` (VOP3, every generation); packs: `v_cvt_pk_i16_i32`,
//!   `v_cvt_pk_u16_u32` (VOP2 on GFX6/7, VOP3 from GFX8); normalized packs
//!   `v_cvt_pknorm_{i16,u16}_f32` (VOP2 on GFX6/7, VOP3 from GFX8, `v_cvt_pk_norm_*` on GFX11),
//!   as llc-19 selects `llvm.amdgcn.cvt.pknorm.i16/u16` on every generation.

use crate::build::SelResult;
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{intrinsics, Value};
use gfxc_isa::Op;

/// How a row is selected.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// VOP3P with three packed/32-bit sources and an immediate clamp (argument 3).
    Vop3pClamp,
    /// A VOP3 (or VOP2/VOP3) instruction of the sources as they are.
    Plain,
    /// GFX11's `v_dot4_i32_iu8`/`v_dot8_i32_iu4`: immediate signs (arguments 0 and 2) in
    /// NEG_LO, sources 1, 3, 4, immediate clamp (argument 5).
    Vop3pSigns,
}

/// The instruction and form of a lane intrinsic; `None` for other names.
fn row(name: &str) -> Option<(Op, Form)> {
    use Form::*;
    Some(match name {
        "amdgcn.sdot2" => (Op::v_dot2_i32_i16, Vop3pClamp),
        "amdgcn.udot2" => (Op::v_dot2_u32_u16, Vop3pClamp),
        "amdgcn.sdot4" => (Op::v_dot4_i32_i8, Vop3pClamp),
        "amdgcn.udot4" => (Op::v_dot4_u32_u8, Vop3pClamp),
        "amdgcn.sdot8" => (Op::v_dot8_i32_i4, Vop3pClamp),
        "amdgcn.sudot4" => (Op::v_dot4_i32_iu8, Vop3pSigns),
        "amdgcn.sudot8" => (Op::v_dot8_i32_iu4, Vop3pSigns),
        "amdgcn.udot8" => (Op::v_dot8_u32_u4, Vop3pClamp),
        "amdgcn.fdot2" => (Op::v_dot2_f32_f16, Vop3pClamp),
        "amdgcn.fdot2.f16.f16" => (Op::v_dot2_f16_f16, Plain),
        "amdgcn.fdot2.f32.bf16" => (Op::v_dot2_f32_bf16, Vop3pClamp),
        "amdgcn.fdot2.bf16.bf16" => (Op::v_dot2_bf16_bf16, Plain),
        "amdgcn.cubeid" => (Op::v_cubeid_f32, Plain),
        "amdgcn.cubesc" => (Op::v_cubesc_f32, Plain),
        "amdgcn.cubetc" => (Op::v_cubetc_f32, Plain),
        "amdgcn.cubema" => (Op::v_cubema_f32, Plain),
        "amdgcn.cvt.pk.i16" => (Op::v_cvt_pk_i16_i32, Plain),
        "amdgcn.cvt.pk.u16" => (Op::v_cvt_pk_u16_u32, Plain),
        // GFX11 renamed them `v_cvt_pk_norm_*` ([`Selector::select_lane_op`] picks the name).
        "amdgcn.cvt.pknorm.i16" => (Op::v_cvt_pknorm_i16_f32, Plain),
        "amdgcn.cvt.pknorm.u16" => (Op::v_cvt_pknorm_u16_f32, Plain),
        "amdgcn.sad.u8" => (Op::v_sad_u8, Plain),
        "amdgcn.sad.hi.u8" => (Op::v_sad_hi_u8, Plain),
        "amdgcn.sad.u16" => (Op::v_sad_u16, Plain),
        "amdgcn.msad.u8" => (Op::v_msad_u8, Plain),
        "amdgcn.lerp" => (Op::v_lerp_u8, Plain),
        "amdgcn.sffbh.i32" => (Op::v_ffbh_i32, Plain),
        "amdgcn.cvt.pk.u8.f32" => (Op::v_cvt_pk_u8_f32, Plain),
        // GFX11 renamed it `v_mul_dx9_zero_f32` ([`Selector::select_lane_op`] picks the name).
        "amdgcn.fmul.legacy" => (Op::v_mul_legacy_f32, Plain),
        _ => return None,
    })
}

/// Whether `name` is one of the rows [`Selector::select_lane_op`] selects.
pub fn is_lane_op(name: &str) -> bool {
    row(name).is_some()
}

impl Selector<'_> {
    /// One lane intrinsic call (`is_lane_op(name)`).
    pub fn select_lane_op(&mut self, name: &str, args: &[Value], res: Value) -> SelResult<()> {
        let (mut op, form) =
            row(name).ok_or_else(|| internal!("internal: {name} is no lane op"))?;
        // GFX6/7 name the VOP3 form `_e64`; GFX11 renamed the instructions.
        if !self.cx.has(Op::v_cvt_pknorm_i16_f32) && !self.cx.has(Op::v_cvt_pknorm_i16_f32_e64) {
            op = match op {
                Op::v_cvt_pknorm_i16_f32 => Op::v_cvt_pk_norm_i16_f32,
                Op::v_cvt_pknorm_u16_f32 => Op::v_cvt_pk_norm_u16_f32,
                o => o,
            };
        }
        // GFX11 renamed `v_mul_legacy_f32` `v_mul_dx9_zero_f32` and `v_ffbh_i32` `v_cls_i32`
        // (VOP1/VOP2 rows: the table holds their `_e32`/`_e64` forms).
        let t = gfxc_isa::table::table(self.cx.f.variant);
        let avail = |o: Op| t.has(o) || t.e32(o).is_some() || t.e64(o).is_some();
        op = match op {
            Op::v_mul_legacy_f32 if !avail(op) => Op::v_mul_dx9_zero_f32,
            Op::v_ffbh_i32 if !avail(op) => Op::v_cls_i32,
            o => o,
        };
        let sig = intrinsics::lookup(name)
            .ok_or_else(|| internal!("internal: unknown intrinsic {name}"))?;
        let p = self.target.processor;
        // GFX11 has the signed dots only as the mixed-sign forms, both NEG_LO bits set (as
        // llc-19 selects `sdot4`/`sdot8` there: `neg_lo:[1,1,0]`).
        let mut neg = 0u8;
        if !self.cx.has(op) {
            let iu = match op {
                Op::v_dot4_i32_i8 => Some(Op::v_dot4_i32_iu8),
                Op::v_dot8_i32_i4 => Some(Op::v_dot8_i32_iu4),
                _ => None,
            };
            if let Some(iu) = iu.filter(|&iu| self.cx.has(iu)) {
                op = iu;
                neg = 3;
            }
        }
        let has_row = form == Form::Plain || self.cx.has(op);
        if intrinsics::available_on(sig, p.name) != Some(true) || !has_row {
            return Err(unsupported!(
                "unsupported: intrinsic '@{}' is not available on {}",
                sig.llvm_name,
                p.name
            ));
        }
        match form {
            Form::Vop3pClamp => {
                let clamp = match args.get(3).and_then(|a| self.vals.get(a)) {
                    Some(Val::K(k)) => *k & 1 != 0,
                    _ => {
                        return Err(unsupported!(
                            "unsupported: {name}: the clamp flag must be a constant"
                        ))
                    }
                };
                let i = self.vop3p_in_vgprs(op, res, [args[0], args[1], args[2]])?;
                i.m.clamp = clamp;
                i.m.neg = neg;
                Ok(())
            }
            Form::Vop3pSigns => {
                let mut k = [false; 3];
                for (j, &a) in [0usize, 2, 5].iter().enumerate() {
                    k[j] = match args.get(a).and_then(|v| self.vals.get(v)) {
                        Some(Val::K(x)) => *x & 1 != 0,
                        _ => {
                            return Err(unsupported!(
                                "unsupported: {name}: argument {a} must be a constant"
                            ))
                        }
                    };
                }
                let i = self.vop3p_in_vgprs(op, res, [args[1], args[3], args[4]])?;
                i.m.neg = k[0] as u8 | (k[1] as u8) << 1;
                i.m.clamp = k[2];
                Ok(())
            }
            Form::Plain => {
                let mut srcs: Vec<MOp> = Vec::new();
                for &a in args {
                    srcs.push(self.op32(a)?);
                }
                let d = self.def_reg(res, Bank::V)?;
                self.cx.valu(op, self.cx.w(d), srcs, false)
            }
        }
    }

    /// `res = op(srcs)` as a VOP3P instruction with every source in a VGPR (VOP3P reads at
    /// most one SGPR or literal before GFX10, and a literal is not encodable before GFX10 at
    /// all), `op_sel_hi` set on every source; the caller sets the modifiers.
    fn vop3p_in_vgprs(
        &mut self,
        op: Op,
        res: Value,
        srcs: [Value; 3],
    ) -> SelResult<&mut gfxc_mir::MInst> {
        let mut ops = Vec::new();
        for a in srcs {
            let r = self.in_v(a)?;
            ops.push(self.cx.w(r));
        }
        let d = self.def_reg(res, Bank::V)?;
        let mut all = vec![self.cx.w(d)];
        all.extend(ops);
        let i = self.cx.push(op, all, 1)?;
        i.m.op_sel_hi = 7;
        Ok(i)
    }
}
