//! `trap`, `debugtrap` and `amdgcn.s.setreg` are put where EXEC is never zero.
//!
//! (`s_setreg_b32` is scalar too: a MODE write in a block that runs with EXEC = 0 would
//! change the float environment of a wave none of whose lanes asked for it; llc-19 keeps an
//! execz skip around it, `SIInstrInfo::modifiesModeRegister`.)
//!
//! `s_trap` is a scalar instruction: it traps whatever EXEC holds. A block of a divergent
//! region can run with EXEC = 0 (the else side of a region has no `s_cbranch_execz` skip,
//! `isel/src/structured.rs`; a then side's skip is kept for traps, `emit/src/skip_execz.rs`),
//! and a trap there would stop a wave none of whose lanes reached it. LLVM keeps an execz
//! branch around such code for the same reason (`SIInstrInfo::hasUnwantedEffectsWhenEXECEmpty`).
//!
//! Guarantees: every `trap`/`debugtrap`/`amdgcn.s.setreg` ends up alone in the then side of a divergent branch
//! on `lane_id != -1` (true in every active lane, divergent for the uniformity analysis):
//! ```text
//! B:    ...; c = icmp ne lane_id, -1; brif c, T, rest
//! T:    trap; jump rest
//! rest: (the instructions that followed the trap)
//! ```
//! so the structurizer gives it EXEC = the active lanes and an `s_cbranch_execz` skip. The
//! program's meaning is unchanged (the branch is always taken by the lanes that run).

use crate::util::{new_block_after, split_after, Cursor};
use gfxc_ir::{BlockCall, Function, InstData, IntCC, Opcode, Type};

/// Guards every trap of `func`; returns how many.
pub fn guard_traps(func: &mut Function) -> usize {
    let mut todo = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::Intrinsic { name, .. } = &func.dfg.insts[i] {
                if name == "trap" || name == "debugtrap" || name == "amdgcn.s.setreg" {
                    todo.push(i);
                }
            }
        }
    }
    for &i in &todo {
        let block = func.layout.inst_block(i).expect("placed");
        let loc = func.srcmap.insts[i];
        let t = new_block_after(func, block);
        let rest = split_after(func, i, t);
        func.layout.remove_inst(i);
        func.layout.append_inst(i, t);
        let mut c = Cursor::at_end(func, t);
        c.loc = loc;
        c.jump(rest, &[]);
        let mut c = Cursor::at_end(func, block);
        c.loc = loc;
        let lane = c.ins1(
            InstData::Nullary {
                opcode: Opcode::LaneId,
            },
            Type::I32,
        );
        let all = c.iconst(Type::I32, -1);
        let cond = c.icmp(IntCC::Ne, lane, all);
        c.ins(
            InstData::Brif {
                cond,
                then_dest: BlockCall::new(t, &[]),
                else_dest: BlockCall::new(rest, &[]),
            },
            &[],
        );
    }
    todo.len()
}
