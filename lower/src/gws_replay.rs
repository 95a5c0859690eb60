//! Global wave sync on GFX6-GFX8: the MEM_VIOL replay loop llc-19 builds (LLVM's
//! `hasGWSAutoReplay` is false before GFX9: a GWS instruction the hardware drops sets
//! TRAPSTS.MEM_VIOL and must be issued again).
//!
//! Each `amdgcn.ds.gws.*` call becomes a uniform loop of its own block: clear
//! TRAPSTS.MEM_VIOL (`amdgcn.s.setreg` of [`MEM_VIOL`] to 0), the call (selected with its
//! wait for every counter, `gfxc_isel::gws`), read MEM_VIOL back (`amdgcn.s.getreg`, uniform)
//! and branch back while it is set; the rest of the block follows the loop. This is llc-19's
//! sequence (`s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 8, 1), 0`, the GWS instruction,
//! `s_waitcnt 0`, `s_getreg_b32`, `s_cmp_lg_u32`, `s_cbranch_scc1`). The TRAPSTS field is
//! selected only here (`gfxc_isel::hwreg`): the importer and the interpreter refuse it in
//! user code.

use crate::util::{split_after, Cursor};
use gfxc_ir::instructions::{BlockCall, InstData, IntCC};
use gfxc_ir::{Function, Inst, Type};
use gfxc_isa::processors::Target;
use gfxc_isa::Generation;

/// `hwreg(HW_REG_TRAPSTS, 8, 1)`: id 3, offset 8, size 1.
pub const MEM_VIOL: i64 = 3 | 8 << 6;

fn gws_calls(f: &Function) -> Vec<Inst> {
    let mut v = Vec::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if let InstData::Intrinsic { name, .. } = &f.dfg.insts[i] {
                if name.starts_with("amdgcn.ds.gws.") {
                    v.push(i);
                }
            }
        }
    }
    v
}

/// Wraps every GWS call of `f` in its replay loop on GFX6-GFX8 (module documentation).
pub fn gws_replay(f: &mut Function, target: &Target) {
    if target.processor.generation >= Generation::Gfx9 {
        return;
    }
    for ci in gws_calls(f) {
        let loc = f.inst_loc(ci);
        let b = f.layout.inst_block(ci).expect("placed call");
        let rest = split_after(f, ci, b);
        f.layout.remove_inst(ci);
        let lp = crate::util::new_block_after(f, b);
        {
            let mut c = Cursor::at_end(f, b);
            c.loc = loc;
            c.jump(lp, &[]);
        }
        let mut c = Cursor::at_end(f, lp);
        c.loc = loc;
        let h = c.iconst(Type::I32, MEM_VIOL);
        let zero = c.iconst(Type::I32, 0);
        c.ins(
            InstData::Intrinsic {
                name: "amdgcn.s.setreg".into(),
                args: [h, zero].into_iter().collect(),
            },
            &[],
        );
        let pos = c.pos();
        c.func.layout.insert_inst(ci, lp, pos);
        c.advance(1);
        let h2 = c.iconst(Type::I32, MEM_VIOL);
        let v = c.ins1(
            InstData::Intrinsic {
                name: "amdgcn.s.getreg".into(),
                args: [h2].into_iter().collect(),
            },
            Type::I32,
        );
        let z2 = c.iconst(Type::I32, 0);
        let again = c.icmp(IntCC::Ne, v, z2);
        c.ins(
            InstData::Brif {
                cond: again,
                then_dest: BlockCall::new(lp, &[]),
                else_dest: BlockCall::new(rest, &[]),
            },
            &[],
        );
    }
}
