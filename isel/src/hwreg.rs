//! Selection of `amdgcn.s.setreg` and `amdgcn.s.getreg` (hardware-register fields).
//!
//! Guarantees:
//! - only the fields `gfxc_ir::intrinsics::hwreg_field` accepts are selected (MODE, hwreg id 1
//!   on every generation, within FP_ROUND, FP_DENORM, DX10_CLAMP and IEEE, or the whole
//!   register); others are `unsupported:` (the importer and the interpreter refuse them too);
//! - `s.setreg` is `s_setreg_b32 hwreg(ID, OFFSET, SIZE), sN` with the value's SGPR (a
//!   constant is moved to an SGPR first, a VGPR value read from its first active lane, as
//!   the interpreter takes it); `s.getreg` is `s_getreg_b32 sN, hwreg(...)`, a uniform
//!   result. The SIMM16 is the intrinsic's immediate unchanged (MI100 ISA §4.7 SOPK
//!   `S_SETREG_B32`: bits 5:0 id, 10:6 offset, 15:11 size - 1; the same on GFX10/GFX11);
//! - the hazards between a `s_setreg` and a following `s_getreg`/`s_setreg` or VALU are the
//!   emitter's (`emit/src/hazards`); `lower/src/guard_traps.rs` puts every `s.setreg` where
//!   EXEC is not zero (it is a scalar write, as llc-19 keeps an execz skip around it).

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::Value;
use gfxc_isa::regs::Operand;
use gfxc_isa::Op;

impl Selector<'_> {
    /// `amdgcn.s.setreg(hwreg, value)` or `res = amdgcn.s.getreg(hwreg)`.
    pub fn select_hwreg(
        &mut self,
        name: &str,
        args: &[Value],
        res: Option<Value>,
    ) -> SelResult<()> {
        let h = match args.first().map(|&a| self.get(a)) {
            Some(Ok(Val::K(h))) => h,
            _ => {
                return Err(unsupported!(
                    "intrinsic '@llvm.{name}' of a hardware register not known at compile time"
                ))
            }
        };
        // TRAPSTS.MEM_VIOL of the GWS replay loop (`gfxc_lower::gws_replay`, GFX6-GFX8).
        let replay = h == gfxc_lower::gws_replay::MEM_VIOL as u64
            && self.cx.gen < gfxc_isa::Generation::Gfx9;
        if !replay {
            gfxc_ir::intrinsics::hwreg_field(h)
                .map_err(|e| unsupported!("intrinsic '@llvm.{name}' of {e}"))?;
        }
        let simm = MOp::C(Operand::Imm((h & 0xffff) as i64));
        if replay && name == "amdgcn.s.setreg" {
            if let Some(Ok(Val::K(k))) = args.get(1).map(|&a| self.get(a)) {
                self.cx.push(
                    Op::s_setreg_imm32_b32,
                    [simm, MOp::C(Operand::Literal(k as u32))],
                    0,
                )?;
                return Ok(());
            }
        }
        if name == "amdgcn.s.setreg" {
            let v = *args
                .get(1)
                .ok_or_else(|| internal!("internal: s.setreg without a value"))?;
            let r = match self.get(v)? {
                Val::K(k) => {
                    let r = self.cx.vreg(Bank::S, 1);
                    self.cx
                        .push(Op::s_mov_b32, [self.cx.w(r), MOp::C(k32(k as u32))], 1)?;
                    r
                }
                _ => self.in_s(v)?,
            };
            self.cx.push(Op::s_setreg_b32, [simm, self.cx.w(r)], 0)?;
        } else {
            let res = res.ok_or_else(|| internal!("internal: s.getreg without a result"))?;
            let d = self.def_reg(res, Bank::S)?;
            self.cx.push(Op::s_getreg_b32, [self.cx.w(d), simm], 1)?;
        }
        Ok(())
    }
}
