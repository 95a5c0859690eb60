//! Global wave sync: `llvm.amdgcn.ds.gws.{init,barrier,sema.v,sema.br,sema.p,sema.release.all}`
//! as the DS GWS instructions.
//!
//! Guarantees (the selection llc-19 makes, `tests/gws.rs` compares the instructions):
//! * The resource id: a constant `K` (0..=0xffff) is the instruction's OFFSET with M0 = 0;
//!   any other id is `M0 = id << 16` (M0[21:16] is the resource base the hardware adds to
//!   OFFSET, AMDGPUUsage / LLVM's `SIISelLowering` GWS lowering) with OFFSET 0; a divergent id
//!   is read from the first active lane (`v_readfirstlane_b32`), as llc-19 does.
//! * The value operand (init, barrier, sema.br) is data0 in a VGPR.
//! * Every GWS instruction has the `gds` bit and is followed by a wait for every counter
//!   ([`Pseudo::WaitAll`]): the wave continues only when the GWS operation has completed (llc-19
//!   bundles `S_WAITCNT 0` with it).
//! * On GFX6-GFX8 each call sits in llc-19's replay loop (clear TRAPSTS.MEM_VIOL, issue,
//!   wait, repeat while MEM_VIOL is set; LLVM's `hasGWSAutoReplay` is false there), built in
//!   IR by `gfxc_lower::gws_replay`. `sema.release.all` does not exist on GFX6 (the ISA table
//!   has no row): `unsupported:` as llc-19 cannot select it.
//! * Neither the interpreter nor the simulator has a GWS resource: kernels using these
//!   compile, they do not run (a clean error in both engines).

use crate::build::{k32, SelResult};
use crate::mir::{Kind, MInst, MOp, Pseudo};
use crate::select::{Selector, Val};
use gfxc_ir::Value;
use gfxc_isa::regs::{m0_code, Reg, RegFile};
use gfxc_isa::Op;
use smallvec::SmallVec;

impl Selector<'_> {
    /// One `amdgcn.ds.gws.*` call.
    pub(crate) fn select_gws(&mut self, name: &str, args: &[Value]) -> SelResult<()> {
        let (op, data) = match name {
            "amdgcn.ds.gws.init" => (Op::ds_gws_init, true),
            "amdgcn.ds.gws.barrier" => (Op::ds_gws_barrier, true),
            "amdgcn.ds.gws.sema.br" => (Op::ds_gws_sema_br, true),
            "amdgcn.ds.gws.sema.v" => (Op::ds_gws_sema_v, false),
            "amdgcn.ds.gws.sema.p" => (Op::ds_gws_sema_p, false),
            "amdgcn.ds.gws.sema.release.all" => (Op::ds_gws_sema_release_all, false),
            _ => return Err(internal!("internal: \"{name}\" is not a GWS intrinsic")),
        };
        let p = self.target.processor.name;
        if !self.cx.has(op) {
            return Err(unsupported!(
                "unsupported: intrinsic '@llvm.{name}' is not available on {p}"
            ));
        }
        let id = args[data as usize];
        let m0 = MOp::P(Reg {
            file: RegFile::Special,
            index: m0_code(self.cx.gen),
            count: 1,
        });
        let offset = match self.get(id)? {
            Val::K(k) if k <= 0xffff => {
                self.cx.push(Op::s_mov_b32, [m0, MOp::C(k32(0))], 1)?;
                k as i64
            }
            _ => {
                let s = self.in_s(id)?;
                self.cx
                    .push(Op::s_lshl_b32, [m0, self.cx.w(s), MOp::C(k32(16))], 1)?;
                0
            }
        };
        let ops = if data {
            let v = self.in_v(args[0])?;
            vec![self.cx.w(v)]
        } else {
            Vec::new()
        };
        let inst = self.cx.push(op, ops, 0)?;
        inst.m.gds = true;
        inst.m.offset = offset;
        let b = self.cx.cur;
        self.cx.f.blocks[b].insts.push(MInst::new(
            Kind::Pseudo(Pseudo::WaitAll),
            SmallVec::new(),
            0,
        ));
        Ok(())
    }
}
