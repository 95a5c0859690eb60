//! Execution of one instruction of one wave: strict-mode checks, then the semantic family's
//! executor (program control and SALU here; VALU in `exec_valu`, memory in `exec_mem`).
//!
//! Guarantees: every instruction is checked before it executes — vector operands inside the
//! allocation, registers it reads or writes not pending (strict), required wait states met
//! (strict) — and counted in the statistics. Branch offsets are dwords relative to the next
//! instruction (MI100 ISA §7 "Branches"); `s_getpc_b64` gives the next instruction's address.

use crate::error::{ErrorKind, Result, SimError};
use crate::memory::{Lds, Memory};
use crate::program::{Opnd, Program};
use crate::sem::{Cond, Counter, Ctrl, Salu, Sem};
use crate::stats::Stats;
use crate::wave::{Wave, EXEC, FLAT_SCR};
use gfxc_isa::processors::Generation;

/// Everything an instruction may touch besides its wave.
pub struct Ctx<'a> {
    pub prog: &'a Program,
    pub mem: &'a mut Memory,
    pub lds: &'a mut Lds,
    pub stats: &'a mut Stats,
    /// Per-lane private segment size in bytes.
    pub private_size: u32,
    /// Base of the scratch backing store of this wave (for architected flat scratch).
    pub clock: u64,
}

fn unsupported(prog: &Program, i: usize, what: &str) -> SimError {
    SimError::new(
        ErrorKind::Unsupported,
        format!(
            "unsupported instruction `{}`: {what}",
            prog.ops[i].describe(prog.wave64)
        ),
    )
}

/// Runs one wave alone until `s_endpgm` (no barriers, no private segment): the loop of the
/// instruction-level tests. Returns the wave's statistics.
pub fn run_wave(w: &mut Wave, prog: &Program, mem: &mut Memory, lds: &mut Lds) -> Result<Stats> {
    let mut stats = Stats::default();
    let mut cx = Ctx {
        prog,
        mem,
        lds,
        stats: &mut stats,
        private_size: 0,
        clock: 0,
    };
    while !w.done {
        step(w, &mut cx)?;
    }
    Ok(stats)
}

/// The VALU instructions GPR-index mode applies to.
fn is_vector_op(s: &Sem) -> bool {
    matches!(
        s,
        Sem::Valu(_)
            | Sem::Packed(_)
            | Sem::Mix(_)
            | Sem::Swap
            | Sem::Readlane
            | Sem::Readfirstlane
            | Sem::Writelane
    )
}

/// `op` with the VGPR operands GPR-index mode selects (`M0[12]` SRC0, `[13]` SRC1, `[14]`
/// SRC2, `[15]` DST) offset by `M0[7:0]` (GCN3/MI100 ISA, "GPR indexing"; CDNA pseudocode of
/// `S_SET_GPR_IDX_ON`). The strict-mode wait and hazard checks still see the unindexed
/// registers.
fn gpr_indexed(w: &Wave, op: &crate::program::Op) -> Result<crate::program::Op> {
    let m0 = w.sgpr[w.m0];
    let idx = (m0 & 0xff) as u16;
    let mode = m0 >> 12 & 0xf;
    let mut o = op.clone();
    let sh = |x: Opnd| match x {
        Opnd::V(r, n) => Opnd::V(r + idx, n),
        x => x,
    };
    for k in 0..3 {
        if mode >> k & 1 != 0 {
            o.s[k] = sh(o.s[k]);
            w.check_vreg(o.s[k])?;
        }
    }
    if mode & 8 != 0 {
        o.d = sh(o.d);
        w.check_vreg(o.d)?;
    }
    Ok(o)
}

/// Execute the op at `w.pc`.
pub fn step(w: &mut Wave, cx: &mut Ctx) -> Result<()> {
    let prog = cx.prog;
    let i = w.pc;
    let Some(op) = prog.ops.get(i) else {
        return Err(SimError::new(
            ErrorKind::Invalid,
            "the program ran off the end of .text",
        ));
    };
    if op.vmax as u32 > w.nv {
        w.check_vreg(Opnd::V(op.vmax - 1, 1))?;
    }
    if op.amax as u32 > w.na {
        w.check_vreg(Opnd::A(op.amax - 1, 1))?;
    }
    if w.tracker.enabled {
        w.tracker.check(prog, i, &op.reads, false)?;
        w.tracker.check(prog, i, &op.writes, true)?;
        w.hazards.check(prog, i)?;
    }
    cx.stats.count(op.class, w.lanes, w.exec().count_ones());
    w.tracker.now += cx.stats.issue_cost(op.class);
    w.executed += 1;
    let next = i + 1;
    w.pc = next;
    let indexed;
    let op = if w.gpr_idx_on && is_vector_op(&op.sem) {
        indexed = gpr_indexed(w, op)?;
        &indexed
    } else {
        op
    };
    if w.mode.bits & 0xf != 0 && rounds(&op.sem) && w.exec() != 0 {
        return Err(unsupported(
            prog,
            i,
            "a float operation under MODE.FP_ROUND other than round-to-nearest-even is not \
             simulated",
        ));
    }
    match op.sem {
        Sem::Unsupported(what) => return Err(unsupported(prog, i, what)),
        Sem::Halt(why) => {
            return Err(SimError::new(
                ErrorKind::Unsupported,
                format!(
                    "`{}` stops the wave: {why}",
                    prog.ops[i].describe(prog.wave64)
                ),
            ))
        }
        Sem::Ctrl(c) => ctrl(w, cx, i, c)?,
        Sem::Salu(s) => salu(w, i, prog, s),
        Sem::SaveExec { f, wide, wrexec } => {
            let dw = if wide { 2 } else { 1 };
            let s0 = w.read_scalar(op.s[0], dw);
            let old = w.exec();
            let new = f(old, s0) & if w.lanes == 64 { u64::MAX } else { 0xffff_ffff };
            w.set_exec(new);
            w.scc = new != 0;
            if let Opnd::S(c, _) = op.d {
                let v = if wrexec { new } else { old };
                w.write_s(c as usize, v as u32);
                if wide {
                    w.write_s(c as usize + 1, (v >> 32) as u32);
                }
            }
        }
        Sem::Valu(v) => match &op.dual {
            None => crate::exec_valu::valu(w, op, &v),
            Some(y) => crate::exec_valu::dual(w, prog, i, op, &v, y)?,
        },
        Sem::Packed(p) => crate::exec_valu::packed(w, op, &p),
        Sem::Mfma(s) => crate::exec_mfma::mfma(w, prog, i, &s)?,
        Sem::Mix(x) => crate::exec_valu::mix(w, op, x),
        Sem::Swap => crate::exec_valu::swap(w, op),
        Sem::Mqsad => crate::exec_valu::mqsad(w, op),
        Sem::Wmma(x) => crate::exec_wmma::wmma(w, prog, i, &x)?,
        Sem::Permlane(k) => crate::exec_valu::permlane(w, op, k),
        Sem::Movrel(m) => crate::exec_valu::movrel(w, op, m)?,
        Sem::Readlane | Sem::Readfirstlane | Sem::Writelane => crate::exec_valu::lanes(w, op)?,
        Sem::Mem(m) => crate::exec_mem::mem(w, cx, i, &m)?,
    }
    if w.tracker.enabled {
        w.hazards.record(prog, i);
    }
    Ok(())
}

fn salu(w: &mut Wave, i: usize, prog: &Program, s: Salu) {
    let op = &prog.ops[i];
    let (a, b) = if prog.ops[i]
        .def
        .is_some_and(|d| d.format == gfxc_isa::table::Format::Sopk)
    {
        let k = op.imm as u16;
        let kv = if s.zext_k {
            k as u64
        } else {
            k as i16 as i64 as u64
        };
        (w.read_scalar(op.d, 1), kv)
    } else {
        (
            w.read_scalar(op.s[0], s.src[0].max(1)),
            w.read_scalar(op.s[1], s.src[1].max(1)),
        )
    };
    let old = w.read_scalar(op.d, s.dst.max(1));
    let mut scc = w.scc;
    let r = (s.f)(a, b, old, &mut scc);
    w.scc = scc;
    if s.dst > 0 {
        if let Opnd::S(c, _) = op.d {
            w.write_s(c as usize, r as u32);
            if s.dst == 2 {
                w.write_s(c as usize + 1, (r >> 32) as u32);
            }
        }
    }
}

/// Decode the `s_waitcnt` simm16 of a generation into (vm, exp, lgkm)
/// (MI100 ISA §4.4 / digest §3.1; GFX10 widens LGKM to 6 bits; GFX11 moves the fields).
pub fn waitcnt_fields(g: Generation, v: u32) -> (u32, u32, u32) {
    match g {
        Generation::Gfx11 => ((v >> 10) & 0x3f, v & 7, (v >> 4) & 0x3f),
        g if g.is_gfx10() => (
            (v & 0xf) | ((v >> 14) & 3) << 4,
            (v >> 4) & 7,
            (v >> 8) & 0x3f,
        ),
        Generation::Gfx9 => (
            (v & 0xf) | ((v >> 14) & 3) << 4,
            (v >> 4) & 7,
            (v >> 8) & 0xf,
        ),
        _ => (v & 0xf, (v >> 4) & 7, (v >> 8) & 0xf),
    }
}

fn branch(w: &mut Wave, cx: &Ctx, i: usize) -> Result<()> {
    let op = &cx.prog.ops[i];
    let target = (op.addr + op.len as u64).wrapping_add((op.imm as i16 as i64 * 4) as u64);
    w.pc = cx.prog.at(target)?;
    Ok(())
}

fn ctrl(w: &mut Wave, cx: &mut Ctx, i: usize, c: Ctrl) -> Result<()> {
    let prog = cx.prog;
    let op = &prog.ops[i];
    match c {
        Ctrl::Nop | Ctrl::NoEffect | Ctrl::Cache => {}
        Ctrl::EndPgm => w.done = true,
        Ctrl::Barrier => w.at_barrier = true,
        Ctrl::Waitcnt => {
            let (vm, exp, lgkm) = waitcnt_fields(prog.gen, op.imm as u32);
            w.tracker.wait(Counter::Vm, vm);
            w.tracker.wait(Counter::Exp, exp);
            w.tracker.wait(Counter::Lgkm, lgkm);
        }
        Ctrl::WaitcntSopk(k) => {
            let reg = match op.d {
                Opnd::S(c, _) if (c as usize) < 106 => w.sgpr[c as usize],
                _ => 0,
            };
            let n = if matches!(op.d, Opnd::S(c, _) if (c as usize) < 106) {
                reg.min(op.imm as u32 & 0xffff)
            } else {
                op.imm as u32 & 0xffff
            };
            w.tracker.wait(k, n);
        }
        Ctrl::Branch => branch(w, cx, i)?,
        Ctrl::CBranch(cond) => {
            let take = match cond {
                Cond::Scc0 => !w.scc,
                Cond::Scc1 => w.scc,
                Cond::Vccz => w.vcc() == 0,
                Cond::Vccnz => w.vcc() != 0,
                Cond::Execz => w.exec() == 0,
                Cond::Execnz => w.exec() != 0,
            };
            if take {
                branch(w, cx, i)?;
            }
        }
        Ctrl::GetPc => {
            let pc = op.addr + op.len as u64;
            if let Opnd::S(c, _) = op.d {
                w.write_s(c as usize, pc as u32);
                w.write_s(c as usize + 1, (pc >> 32) as u32);
            }
        }
        Ctrl::SetPc | Ctrl::SwapPc => {
            let target = w.read_scalar(op.s[0], 2);
            if c == Ctrl::SwapPc {
                let ret = op.addr + op.len as u64;
                if let Opnd::S(d, _) = op.d {
                    w.write_s(d as usize, ret as u32);
                    w.write_s(d as usize + 1, (ret >> 32) as u32);
                }
            }
            w.pc = prog.at(target)?;
        }
        Ctrl::Call => {
            let ret = op.addr + op.len as u64;
            if let Opnd::S(d, _) = op.d {
                w.write_s(d as usize, ret as u32);
                w.write_s(d as usize + 1, (ret >> 32) as u32);
            }
            branch(w, cx, i)?;
        }
        Ctrl::Sendmsg => {
            // Only the GFX11 DEALLOC_VGPRS hint and no-op messages are meaningful for compute.
        }
        Ctrl::Setreg | Ctrl::SetregImm => {
            let v = if c == Ctrl::SetregImm {
                op.imm as u32
            } else {
                w.read_scalar(op.d, 1) as u32
            };
            setreg(w, cx, i, v)?;
        }
        Ctrl::Getreg => {
            let (id, off, size) = hwreg_fields(op.imm as u32);
            let val = match id {
                1 => w.mode.bits | (w.mode.ieee as u32) << 9 | (w.mode.dx10_clamp as u32) << 8,
                20 => w.flat_scratch_hw as u32,
                21 => (w.flat_scratch_hw >> 32) as u32,
                _ => 0,
            };
            let mask = if size >= 32 {
                u32::MAX
            } else {
                (1u32 << size) - 1
            };
            if let Opnd::S(d, _) = op.d {
                w.write_s(d as usize, (val >> off) & mask);
            }
        }
        // AMDGPUUsage "Trap Handler for AMDHSA OS Code Object V4 and Above": `s_trap 3`
        // (`llvm.debugtrap`) returns at once without a debugger; every other code halts the
        // wave (`s_trap 2`, `llvm.trap`: the queue enters the error state).
        Ctrl::Trap if op.imm & 0xff == 3 => {}
        Ctrl::Trap => {
            let what = if op.imm & 0xff == 2 {
                " (llvm.trap)"
            } else {
                ""
            };
            return Err(SimError::new(
                ErrorKind::Invalid,
                format!(
                    "`{}`: the kernel trapped{what}; the wave stopped",
                    op.describe(prog.wave64)
                ),
            ));
        }
        Ctrl::DenormMode => {
            let b = w.mode.bits & 0xf | ((op.imm as u32 & 0xf) << 4);
            w.mode.set_bits(b);
        }
        Ctrl::RoundMode => {
            // Kept (s_getreg reads it); float operations under it are refused (`rounds`).
            let b = w.mode.bits & 0xf0 | (op.imm as u32 & 0xf);
            w.mode.set_bits(b);
        }
        Ctrl::MemTime => {
            cx.clock += 1;
            let t = cx.clock;
            if let Opnd::S(d, _) = op.d {
                w.write_s(d as usize, t as u32);
                w.write_s(d as usize + 1, (t >> 32) as u32);
            }
            let dest = op.writes.clone();
            w.tracker
                .issue(i, &[(Counter::Lgkm, false)], Counter::Lgkm, &dest);
        }
        Ctrl::WaveIdInGroup => {
            if let Opnd::S(d, _) = op.d {
                w.write_s(d as usize, w.id);
            }
            let dest = op.writes.clone();
            w.tracker
                .issue(i, &[(Counter::Lgkm, false)], Counter::Lgkm, &dest);
        }
        Ctrl::GprIdxOn | Ctrl::GprIdxIdx | Ctrl::GprIdxMode | Ctrl::GprIdxOff => {
            let mut m0 = w.sgpr[w.m0];
            if matches!(c, Ctrl::GprIdxOn | Ctrl::GprIdxIdx) {
                m0 = (m0 & !0xff) | (w.read_scalar(op.s[0], 1) as u32 & 0xff);
            }
            if matches!(c, Ctrl::GprIdxOn | Ctrl::GprIdxMode) {
                m0 = (m0 & !0xf000) | (op.imm as u32 & 0xf) << 12;
            }
            w.sgpr[w.m0] = m0;
            match c {
                Ctrl::GprIdxOn => w.gpr_idx_on = true,
                Ctrl::GprIdxOff => w.gpr_idx_on = false,
                _ => {}
            }
        }
        Ctrl::WaitIdle => {
            for k in [Counter::Vm, Counter::Exp, Counter::Lgkm, Counter::Vs] {
                w.tracker.wait(k, 0);
            }
        }
    }
    let _ = EXEC;
    Ok(())
}

/// Whether a vector instruction's result depends on MODE.FP_ROUND: the VALU, packed, mix,
/// matrix forms with a float source or destination.
fn rounds(sem: &Sem) -> bool {
    match sem {
        Sem::Valu(v) => v.dst.is_float() || v.src.iter().any(|t| t.is_float()),
        Sem::Packed(p) => p.float,
        Sem::Mix(_) | Sem::Mfma(_) | Sem::Wmma(_) => true,
        _ => false,
    }
}

/// hwreg(id, offset, size) of a SOPK simm16.
fn hwreg_fields(v: u32) -> (u32, u32, u32) {
    (v & 0x3f, (v >> 6) & 0x1f, ((v >> 11) & 0x1f) + 1)
}

fn setreg(w: &mut Wave, cx: &Ctx, i: usize, v: u32) -> Result<()> {
    let op = &cx.prog.ops[i];
    let (id, off, size) = hwreg_fields(op.imm as u32);
    let (id, off, size) = if matches!(op.sem, Sem::Ctrl(Ctrl::SetregImm)) {
        // The hwreg field of s_setreg_imm32_b32 is the SOPK simm16; the literal is the value.
        let k = op.inst.as_ref().and_then(|x| {
            x.ops.iter().find_map(|o| match o {
                gfxc_isa::regs::Operand::Imm(k) => Some(*k as u32),
                _ => None,
            })
        });
        hwreg_fields(k.unwrap_or(0))
    } else {
        (id, off, size)
    };
    let mask = if size >= 32 {
        u32::MAX
    } else {
        ((1u32 << size) - 1) << off
    };
    let shifted = (v << off) & mask;
    match id {
        1 => {
            // MODE: bits 7:0 round/denorm, 8 dx10_clamp, 9 ieee.
            let cur = w.mode.bits | (w.mode.dx10_clamp as u32) << 8 | (w.mode.ieee as u32) << 9;
            let nv = (cur & !mask) | shifted;
            if shifted & !0x3ff != 0 {
                // Exception enables, VSKIP, GPR_IDX_EN, ...: traps and changed execution.
                return Err(unsupported(
                    cx.prog,
                    i,
                    "MODE bits beyond 9:0 (round, denormals, DX10 clamp, IEEE) are not simulated",
                ));
            }
            // A rounding mode other than nearest-even may be set (and read back); a float
            // operation executed under it is refused (`float_under_round_mode`).
            w.mode.set_bits(nv & 0xff);
            w.mode.dx10_clamp = nv >> 8 & 1 != 0;
            w.mode.ieee = nv >> 9 & 1 != 0;
        }
        20 => {
            let lo = (w.flat_scratch_hw as u32 & !mask) | shifted;
            w.flat_scratch_hw = (w.flat_scratch_hw & !0xffff_ffff) | lo as u64;
        }
        21 => {
            let hi = ((w.flat_scratch_hw >> 32) as u32 & !mask) | shifted;
            w.flat_scratch_hw = (w.flat_scratch_hw & 0xffff_ffff) | (hi as u64) << 32;
        }
        _ => {}
    }
    let _ = FLAT_SCR;
    Ok(())
}
