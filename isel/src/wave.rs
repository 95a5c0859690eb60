//! Selection of the wave-level target intrinsics of the registry (`gfxc_ir::intrinsics`)
//! other than MFMA: lane counting (`mbcnt.lo/hi`), cross-lane moves (`ds.bpermute`,
//! `ds.permute`, `ds.swizzle`, `ds.append`/`ds.consume` (LDS), `update.dpp.i32`,
//! `writelane.i32`, `permlane16`,
//! `permlanex16`, `permlane64`), clocks (`s.memtime`,
//! `s.memrealtime`) and `wave.barrier`.
//!
//! Guarantees:
//! - a row the processor does not have (registry availability, measured with llc-19) is the
//!   error `unsupported: intrinsic '@llvm.NAME' is not available on CPU`, never an instruction the processor
//!   lacks;
//! - each intrinsic is the one instruction llc-19 selects for it (`v_mbcnt_*_u32_b32`,
//!   `ds_bpermute_b32`, `ds_permute_b32`, `ds_swizzle_b32 offset:N`, `v_mov_b32_dpp`,
//!   `v_writelane_b32`, `s_memtime`, `s_memrealtime`), with the lanes it does not write keeping
//!   the `old` operand: `update.dpp` and `writelane` are a group `copy d, old` + the partial
//!   write of `d` (one register inside the group, as LLVM's tied `$old = $vdst`);
//! - DPP controls are checked against the generation (GFX8/GFX9: `wave_*` and `row_bcast`;
//!   GFX10+: `row_share`, `row_xmask`), as llc-19 rejects the others.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::intrinsics;
use gfxc_ir::Value;
use gfxc_isa::regs::{m0_code, Operand, Reg, RegFile};
use gfxc_isa::table::Ext;
use gfxc_isa::Generation;
use gfxc_isa::Op;

/// Is `c` a DPP16 control of this generation (MI100 ISA §6.4, RDNA ISA "DPP")?
fn dpp_ctrl_ok(c: u64, gfx10_plus: bool) -> bool {
    matches!(c, 0..=0xff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x140 | 0x141)
        || (!gfx10_plus && matches!(c, 0x130 | 0x134 | 0x138 | 0x13c | 0x142 | 0x143))
        || (gfx10_plus && matches!(c, 0x150..=0x16f))
}

impl Selector<'_> {
    /// An immediate argument (the verifier checked it is an `iconst`).
    fn imm_arg(&self, name: &str, v: Value) -> SelResult<u64> {
        match self.get(v)? {
            Val::K(k) => Ok(k),
            _ => Err(unsupported!(
                "an immediate argument of \"{name}\" is not a constant"
            )),
        }
    }

    /// A 32-bit SGPR or inline-constant operand (VOP3 sources take no literal before GFX10).
    pub(crate) fn s_or_inline(&mut self, v: Value) -> SelResult<MOp> {
        if let Val::K(k) = self.get(v)? {
            let op = k32(k as u32);
            if !matches!(op, Operand::Literal(_)) {
                return Ok(MOp::C(op));
            }
        }
        let r = self.in_s(v)?;
        Ok(self.cx.w(r))
    }

    /// A 32-bit VGPR, SGPR or inline-constant operand.
    pub(crate) fn any_inline(&mut self, v: Value) -> SelResult<MOp> {
        if self.bank_for(v) == Bank::V {
            let r = self.in_v(v)?;
            return Ok(self.cx.w(r));
        }
        self.s_or_inline(v)
    }

    /// Select a call of a wave-level target intrinsic (module documentation).
    pub fn select_wave_intrinsic(
        &mut self,
        name: &str,
        args: &[Value],
        res: Option<Value>,
    ) -> SelResult<()> {
        let sig =
            intrinsics::lookup(name).ok_or_else(|| unsupported!("unknown intrinsic \"{name}\""))?;
        let p = self.target.processor;
        if intrinsics::available_on(sig, p.name) != Some(true) {
            return Err(unsupported!(
                "unsupported: intrinsic '@{}' is not available on {}",
                sig.llvm_name,
                p.name
            ));
        }
        let need_res = || res.ok_or_else(|| internal!("internal: \"{name}\" without a result"));
        match name {
            "amdgcn.wave.barrier" => Ok(()),
            "amdgcn.set.inactive.i32" => self.select_set_inactive(args[0], args[1], need_res()?),
            "amdgcn.strict.wwm.i32" | "amdgcn.strict.wqm.i32" => {
                self.select_whole_terminal(args[0], need_res()?)
            }
            n if n.starts_with("amdgcn.ds.gws.") => self.select_gws(n, args),
            "amdgcn.mbcnt.lo" | "amdgcn.mbcnt.hi" => {
                let r = need_res()?;
                let mn = match name {
                    "amdgcn.mbcnt.lo" => self
                        .cx
                        .pick(&[Op::v_mbcnt_lo_u32_b32_e64, Op::v_mbcnt_lo_u32_b32])?,
                    _ => self
                        .cx
                        .pick(&[Op::v_mbcnt_hi_u32_b32_e64, Op::v_mbcnt_hi_u32_b32])?,
                };
                let mask = self.any_inline(args[0])?;
                let acc = self.in_v(args[1])?;
                let d = self.def_reg(r, Bank::V)?;
                self.cx.push(mn, [self.cx.w(d), mask, self.cx.w(acc)], 1)?;
                Ok(())
            }
            "amdgcn.ds.bpermute" | "amdgcn.ds.permute" => {
                let r = need_res()?;
                let mn = if name == "amdgcn.ds.bpermute" {
                    Op::ds_bpermute_b32
                } else {
                    Op::ds_permute_b32
                };
                let addr = self.in_v(args[0])?;
                let data = self.in_v(args[1])?;
                let d = self.def_reg(r, Bank::V)?;
                self.cx
                    .push(mn, [self.cx.w(d), self.cx.w(addr), self.cx.w(data)], 1)?;
                Ok(())
            }
            "amdgcn.ds.append.p3" | "amdgcn.ds.consume.p3" => {
                // `s_mov_b32 m0, ptr` (the first active lane's address, as llc-19 copies the
                // pointer to M0) + `ds_append/ds_consume vD`; GFX6-GFX8 DS instructions want
                // M0 = -1 (`mem.rs` `m0_init`), restored after.
                let r = need_res()?;
                let m0 = MOp::P(Reg {
                    file: RegFile::Special,
                    index: m0_code(self.cx.gen),
                    count: 1,
                });
                let src = match self.get(args[0])? {
                    Val::K(k) => MOp::C(k32(k as u32)),
                    _ => {
                        let a = self.in_s(args[0])?;
                        self.cx.w(a)
                    }
                };
                self.cx.push(Op::s_mov_b32, [m0.clone(), src], 1)?;
                let d = self.def_reg(r, Bank::V)?;
                let op = if name == "amdgcn.ds.append.p3" {
                    Op::ds_append
                } else {
                    Op::ds_consume
                };
                self.cx.push(op, [self.cx.w(d)], 1)?;
                if self.cx.gen <= Generation::Gfx8 {
                    self.cx
                        .push(Op::s_mov_b32, [m0, MOp::C(k32(u32::MAX))], 1)?;
                }
                Ok(())
            }
            "amdgcn.ds.swizzle" => {
                let r = need_res()?;
                let off = self.imm_arg(name, args[1])?;
                if off > 0xffff {
                    return Err(unsupported!(
                        "ds.swizzle offset {off:#x} out of range 0..=0xffff"
                    ));
                }
                let data = self.in_v(args[0])?;
                let d = self.def_reg(r, Bank::V)?;
                let inst = self
                    .cx
                    .push(Op::ds_swizzle_b32, [self.cx.w(d), self.cx.w(data)], 1)?;
                inst.m.offset = off as i64;
                Ok(())
            }
            "amdgcn.update.dpp.i32" => {
                let r = need_res()?;
                let ctrl = self.imm_arg(name, args[2])?;
                let row_mask = self.imm_arg(name, args[3])?;
                let bank_mask = self.imm_arg(name, args[4])?;
                let bound = self.imm_arg(name, args[5])? & 1 != 0;
                let g10 = self.cx.gen >= Generation::Gfx10_1;
                if !dpp_ctrl_ok(ctrl, g10) {
                    return Err(unsupported!(
                        "dpp_ctrl {ctrl:#x} of \"{name}\" is not valid on {}",
                        p.name
                    ));
                }
                // The encoding's fields are 4 bits wide: higher bits are dropped, as llc-19
                // and the interpreter do (`row_mask` 62 is 0xe).
                let (row_mask, bank_mask) = (row_mask & 15, bank_mask & 15);
                let old = self.in_v(args[0])?;
                let src = self.in_v(args[1])?;
                let d = self.def_reg(r, Bank::V)?;
                let g = self.cx.mark();
                self.cx.copy(d, self.cx.w(old));
                let inst = self
                    .cx
                    .push(Op::v_mov_b32_e32, [self.cx.w(d), self.cx.w(src)], 1)?;
                gfxc_isa::ext::defaults(&mut inst.m, Ext::Dpp);
                inst.m.dpp_ctrl = ctrl as u16;
                inst.m.row_mask = row_mask as u8;
                inst.m.bank_mask = bank_mask as u8;
                inst.m.bound_ctrl = bound;
                self.cx.group_from(g);
                Ok(())
            }
            "amdgcn.writelane.i32" => {
                // Not `v_writelane_b32`: it writes its lane whatever EXEC holds, and a VGPR
                // is shared by values of disjoint lane sets (a divergent join's parameter
                // keeps the lanes of the `then` side while the `else` side computes its own
                // into the same register under EXEC). Writing an inactive lane there
                // clobbers another path's value (fuzz seed 713 on gfx600: the `else` side's
                // writelane of lane 24 overwrote what lane 24 had brought from the `then`
                // side). A per-lane select writes only the active lanes:
                // `d = lane_id == lane ? val : old` (a lane not active gets no value, which
                // is what the IR's result for it is: nothing observes it).
                let r = need_res()?;
                let val = self.s_or_inline(args[0])?;
                let lane = self.s_or_inline(args[1])?;
                let old = self.in_v(args[2])?;
                let id = self.lane_id_reg()?;
                let c = self.cx.vreg(Bank::S, self.cx.mask_w());
                self.cx.valu(
                    Op::v_cmp_eq_u32_e64,
                    self.cx.w(c),
                    [lane, self.cx.w(id)],
                    true,
                )?;
                let d = self.def_reg(r, Bank::V)?;
                self.cndmask(self.cx.w(d), self.cx.w(old), val, self.cx.w(c))
            }
            "amdgcn.permlane16" | "amdgcn.permlanex16" => {
                // v_permlane(x)16_b32 vdst, vsrc0, ssrc1, ssrc2 op_sel:[fi, bound_ctrl]; the
                // lanes that keep `old` are `vdst`'s: a group `copy d, old` + the permute.
                let r = need_res()?;
                let fi = self.imm_arg(name, args[4])? & 1;
                let bound = self.imm_arg(name, args[5])? & 1;
                let old = self.in_v(args[0])?;
                let src = self.in_v(args[1])?;
                let s1 = self.s_or_inline(args[2])?;
                let s2 = self.s_or_inline(args[3])?;
                let op = if name == "amdgcn.permlane16" {
                    Op::v_permlane16_b32
                } else {
                    Op::v_permlanex16_b32
                };
                let d = self.def_reg(r, Bank::V)?;
                let g = self.cx.mark();
                self.cx.copy(d, self.cx.w(old));
                let inst = self
                    .cx
                    .push(op, [self.cx.w(d), self.cx.w(src), s1, s2], 1)?;
                inst.m.op_sel = (fi | bound << 1) as u8;
                self.cx.group_from(g);
                Ok(())
            }
            "amdgcn.permlane64" => {
                let r = need_res()?;
                let src = self.in_v(args[0])?;
                let d = self.def_reg(r, Bank::V)?;
                if self.cx.f.wave64 {
                    self.cx
                        .push(Op::v_permlane64_b32, [self.cx.w(d), self.cx.w(src)], 1)?;
                } else {
                    // No operation in wave32 (RDNA3 ISA): the source itself.
                    self.cx.copy(d, self.cx.w(src));
                }
                Ok(())
            }
            "amdgcn.s.memtime" | "amdgcn.s.memrealtime" => {
                let r = need_res()?;
                let d = self.def_reg(r, Bank::S)?;
                let mn = if name == "amdgcn.s.memtime" {
                    Op::s_memtime
                } else {
                    Op::s_memrealtime
                };
                self.cx.push(mn, [self.cx.w(d)], 1)?;
                Ok(())
            }
            _ => Err(unsupported!(
                "intrinsic \"{name}\" is not supported by the compiler yet"
            )),
        }
    }
}
