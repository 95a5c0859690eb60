//! Calls after register allocation: the caller's and callee's side of the AMDGPU calling
//! convention (`gfxc_isel::call_conv`, AMDGPUUsage "Call Convention").
//!
//! Guarantees (a function `f` with [`gfxc_mir::Pseudo::Call`]s, or a device function):
//! * **Reserved registers.** Such functions are allocated SGPRs s0..s27 only
//!   ([`SGPR_LIMIT`]), s4..s27 where frames are MUBUF (s[0:3] hold the scratch descriptor,
//!   [`RSRC_INPUT`]); s[28:29] are the scratch pair of the sequences here (EXEC saves, the
//!   callee's address), s[30:31] the return address, s32 the stack pointer, s33 the frame
//!   pointer. No callee-saved SGPR above s33 is ever written (a calling kernel's s[36:39]
//!   excepted).
//! * **Caller side** ([`Pseudo::Call`] expanded): every register the call clobbers (what
//!   the callee and its callees write when it was compiled first, [`Clobbers`], else the
//!   convention's s0..s29, VCC, M0, every VGPR outside v40-47+16k; plus the argument and
//!   result VGPRs) that is live after the call (backward
//!   liveness on the linear CFG; a VGPR write never kills, since it writes only the active
//!   lanes) is saved before and restored after: VGPRs to the frame in scratch for *all*
//!   lanes (`s_or_saveexec -1`), SGPRs into lanes of a free clobbered VGPR that is saved the
//!   same way; a result register live after the call is saved too and restored in the lanes
//!   the call's EXEC lacks only (its other lanes may hold another value the allocator put
//!   there, and the callee writes clobbered VGPRs in every lane). Argument dwords past the
//!   31st are stored at `[s32 + 4j]` (the stack arguments, `gfxc_isel::stack_args`), the
//!   others moved into v0.. (a parallel move), every outstanding memory
//!   operation is waited for, and `s_getpc_b64 s[28:29]` + the callee's pc-relative offset +
//!   `s_swappc_b64 s[30:31], s[28:29]` calls; the result is moved from v0.. into its
//!   allocated registers. The waits before a call and a return leave GFX10+ stores
//!   outstanding (vscnt), as llc-19 does.
//! * **Callee side**: a device function that calls or writes a callee-saved VGPR (or, where
//!   frames are MUBUF, one of s0..s3 through inline assembly: [`RSRC_INPUT`]) gets a
//!   prologue (s30, s31, the caller's s33 and the s0..s3 it writes in lanes of a free VGPR;
//!   s33 = s32; s32 += the frame; that VGPR and every callee-saved VGPR the function writes stored for all lanes;
//!   then its stack-passed argument dwords loaded into v32.. from `[s33 + 4j]`, the bottom of
//!   its frame) and the mirror epilogue; its return moves the result to v0.., waits for every
//!   outstanding memory operation and ends with `s_setpc_b64 s[30:31]`.
//! * **Frames** ([`mubuf_frames`], as llc-19): without architected flat scratch (GFX6-GFX10)
//!   s32/s33 count wave bytes and frames are reached with `buffer_* vN, off, s[0:3], s33`
//!   through the scratch descriptor s[0:3] ([`RSRC_INPUT`], never allocated in a function
//!   with calls or a device function); a calling kernel builds its descriptor (private segment
//!   buffer + wave offset) in s[36:39] ([`RSRC`]) and copies it into s[0:3] once, in its
//!   entry block before the first call.
//!   With architected flat scratch (gfx942, GFX11) s32/s33 count per-lane bytes and frames
//!   are `scratch_*` `off, s33`. A kernel's frame starts after its own scratch (allocas,
//!   spills): s33 = that size, s32 = s33 + its frame. Callee-saved AGPRs a device function
//!   writes (a32.. on gfx90a/gfx942) are saved for all lanes through the frame VGPR after it, as llc-19. AGPRs
//!   live across a call that a callee may write (all on gfx908, a0..a31 on gfx90a/gfx942,
//!   as llc-19) are saved for all lanes through the free VGPR `t` and restored after it.
//!   A device function's VGPR spill slots (`spill::SpillAddr::Frame`) sit above its allocas
//!   at the bottom of its frame.

use crate::spill::{areg, int, phys, scratch_names, sreg, vreg};
use gfxc_ir::StageError;
use gfxc_isa::processors::Target;
use gfxc_isa::regs::{code, m0_code, Operand, Reg, RegFile};
use gfxc_isa::Op;
use gfxc_mir::{Kind, MFunction, MInst, MOp, Pseudo};

/// SGPRs a function with calls may allocate: s0..s27.
pub const SGPR_LIMIT: u32 = 28;
/// The scratch pair of the call sequences.
const TMP: u32 = 28;
const RA: u32 = 30;
const SP: u32 = 32;
pub(crate) const FP: u32 = 33;
/// A calling kernel's copy of its scratch descriptor (private segment buffer + wave offset)
/// where frames are reached through MUBUF ([`mubuf_frames`]): set once in its prologue, above
/// every SGPR it allocates, and copied into [`RSRC_INPUT`] before each call.
pub const RSRC: u32 = 36;
/// s[0:3]: the scratch descriptor of a callable function where frames are reached through
/// MUBUF ([`mubuf_frames`]), as llc-19 (LLVM's `SIMachineFunctionInfo`: a callable function's
/// scratch resource register is s[0:3], an input it reserves and never writes). Functions with
/// calls and device functions never allocate s0..s3 there (`crate::run_file`); a kernel
/// copies [`RSRC`] into them before each call, a device function's frame accesses read them.
pub const RSRC_INPUT: u32 = 0;

/// Whether frames (s32/s33, call saves, a device function's spills and stack arguments) are
/// reached with MUBUF through [`RSRC_INPUT`] with s32/s33 in wave bytes (the unswizzled
/// `soffset`: per-lane bytes × the wave size): every target without architected flat
/// scratch (GFX6-GFX10), as llc-19 does there by default. With architected flat scratch
/// (gfx942, GFX11) frames are `scratch_*` accesses and s32/s33 count per-lane bytes.
pub fn mubuf_frames(target: &Target) -> bool {
    target.processor.flat_scratch != gfxc_isa::processors::FlatScratch::Architected
}

/// Whether callers may keep the scratch descriptor in s[0:3] across a call ([`RSRC_INPUT`]).
fn keeps_rsrc_input(target: &Target) -> bool {
    mubuf_frames(target)
}

/// The immediate offsets of frame accesses reach 0..FAR_STEP-1 (MUBUF on GFX6-GFX10, and
/// `scratch_*` on gfx942/GFX11); higher offsets go through the base register
/// ([`Cx::slot_at`]).
const FAR_STEP: u32 = 4096;

/// The VGPRs that carry arguments: v0..v30 (`gfxc_isel::call_conv::ARG_VGPRS`); the further
/// argument dwords go to the stack, 4 bytes each from the stack pointer at the callee's entry.
const ARG_VGPRS: u32 = 31;
/// Where instruction selection makes a device function's entry define its stack-passed
/// argument dwords: dword `j` of the stack area in `v<32 + j>` (`gfxc_isel::calls`); the
/// prologue here loads them from `[s33 + 4j]` (the caller stored them at its `s32 + 4j`).
pub const STACK_ARG_VGPR0: u32 = 32;

/// The registers a call may change as its caller sees them (interprocedural register
/// allocation, as LLVM's IPRA: `RegUsageInfoCollector`/`RegUsageInfoPropagation`). A callee
/// compiled before its caller reports what it and everything it calls write
/// ([`Clobbers::written_by`] joined over its callees); a call to a function not compiled yet
/// (a cycle of the call graph) clobbers the whole convention ([`Clobbers::convention`]).
/// Lanes do not matter: a register written in any lane is clobbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clobbers(Set, Set);

impl Clobbers {
    /// Everything the AMDGPU convention lets a callee change: s0..s29, VCC, M0, every VGPR
    /// outside v40-47+16k, every AGPR.
    pub fn convention(target: &Target) -> Clobbers {
        let m0 = m0_code(target.processor.generation) as usize;
        let mut s = [0u64; NU / 64];
        for u in (0..=RA as usize + 1).chain([106, 107, m0]).chain(512..NU) {
            set(&mut s, u);
        }
        for v in (0..256).filter(|&v| !callee_saved_vgpr(v)) {
            set(&mut s, 256 + v as usize);
        }
        Clobbers(s, s)
    }
    /// The registers an allocated, expanded function writes that its caller can see: its
    /// own definitions within [`Clobbers::convention`] (callee-saved VGPRs, s30-s33 are
    /// restored before it returns) plus VCC and M0 (written implicitly by some encodings).
    /// The caller joins the clobbers of the functions `f` calls ([`Clobbers::join`]).
    pub fn written_by(f: &MFunction, target: &Target) -> Clobbers {
        let m0 = m0_code(target.processor.generation);
        let conv = Clobbers::convention(target);
        let mut s = [0u64; NU / 64];
        let mut any = [0u64; NU / 64];
        for u in [106, 107, m0 as usize] {
            set(&mut s, u);
        }
        // Between `s_or_saveexec -1` (or `s_not exec`) and the `s_mov exec` restoring the
        // mask, every lane is written (the frame's saves and restores).
        let mut whole = false;
        let exec_def = |i: &MInst| {
            i.ops.first().is_some_and(|o| {
                matches!(o, MOp::P(r) if r.file == RegFile::Special && r.index == code::EXEC_LO)
            })
        };
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            match f.op(i) {
                Some(Op::s_or_saveexec_b32 | Op::s_or_saveexec_b64)
                    if matches!(i.ops.get(1), Some(MOp::C(Operand::InlineInt(-1)))) =>
                {
                    whole = true
                }
                Some(Op::s_not_b32 | Op::s_not_b64 | Op::s_wqm_b32 | Op::s_wqm_b64)
                    if exec_def(i) =>
                {
                    whole = true
                }
                Some(Op::s_mov_b32 | Op::s_mov_b64) if exec_def(i) => whole = false,
                _ => {}
            }
            // Inline assembly may write its clobbers in any lane.
            let asm = matches!(i.kind, Kind::Pseudo(Pseudo::InlineAsm(_)));
            let lanes = whole || asm || f.op(i) == Some(Op::v_writelane_b32);
            for u in writes(f, i, m0) {
                if has(&conv.0, u) {
                    set(&mut s, u);
                    if lanes {
                        set(&mut any, u);
                    }
                }
            }
        }
        Clobbers(s, any)
    }
    /// The VGPRs written in lanes that may be inactive at the call: by `v_writelane_b32`
    /// (the lane saves of SGPRs, spills of SGPRs to lanes, the intrinsic) and with EXEC set
    /// to every lane (frame saves and restores).
    pub fn any_lane(&self, r: u32) -> bool {
        has(&self.1, 256 + r as usize)
    }
    /// Adds what `o` clobbers.
    pub fn join(&mut self, o: &Clobbers) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
        for (a, b) in self.1.iter_mut().zip(&o.1) {
            *a |= b;
        }
    }
    /// Whether VGPR `v<r>` is clobbered.
    pub fn vgpr(&self, r: u32) -> bool {
        has(&self.0, 256 + r as usize)
    }
}

/// The registers of `bank` (runs of (base, count)) the call `i` of `f` (before allocation)
/// clobbers for the values live across it: the callee's [`Clobbers`] when it was compiled
/// before (SGPRs s0..s27, VGPRs), and the VGPRs its arguments and results are moved through.
pub fn call_clobbers(
    f: &MFunction,
    i: &MInst,
    bank: gfxc_mir::Bank,
    callees: &CalleeClobbers,
) -> Vec<(u16, u16)> {
    let known = match i.ops.first() {
        Some(MOp::Sym(s)) => f.symbols.get(s.sym as usize).and_then(|n| callees.get(n)),
        _ => None,
    };
    let mut regs: Vec<u16> = Vec::new();
    match bank {
        gfxc_mir::Bank::S => {
            if let Some(c) = known {
                regs.extend((0..SGPR_LIMIT as u16).filter(|&r| has(&c.0, r as usize)));
            }
        }
        gfxc_mir::Bank::V => {
            let (mut nu, mut nd) = (0u16, 0u16);
            for (k, op) in i.ops.iter().enumerate().skip(1) {
                if let Some(r) = op.vreg() {
                    let w = f.info(r).width as u16;
                    if i.is_def(k) {
                        nd += w;
                    } else {
                        nu += w;
                    }
                }
            }
            regs.extend(0..nu.max(nd));
            if let Some(c) = known {
                regs.extend((nu.max(nd)..256).filter(|&r| c.vgpr(r as u32)));
            }
        }
        gfxc_mir::Bank::A => {}
    }
    // Implicit inputs (`fixed`: v31, s12..s14) are written by the call's moves.
    for r in &i.fixed {
        let file = match bank {
            gfxc_mir::Bank::S => RegFile::Sgpr,
            gfxc_mir::Bank::V => RegFile::Vgpr,
            gfxc_mir::Bank::A => continue,
        };
        if r.file == file {
            regs.extend(r.index..r.index + r.count as u16);
        }
    }
    regs.sort_unstable();
    regs.dedup();
    let mut runs: Vec<(u16, u16)> = Vec::new();
    for r in regs {
        match runs.last_mut() {
            Some((b, n)) if *b + *n == r => *n += 1,
            _ => runs.push((r, 1)),
        }
    }
    runs
}

/// The callee of a call pseudo: its symbol, or (an indirect call) the first SGPR of the
/// pointer's pair.
fn callee_of(i: &MInst) -> Result<(Option<u32>, Option<u32>), StageError> {
    match i.ops.first() {
        Some(MOp::Sym(s)) => Ok((Some(s.sym), None)),
        Some(MOp::P(r)) if r.file == RegFile::Sgpr && r.count == 2 => {
            Ok((None, Some(r.index as u32)))
        }
        _ => Err(StageError::internal("internal: call without a callee")),
    }
}

/// Whether `f` calls through a function pointer (the callee is unknown: it may clobber the
/// whole convention and use any amount of stack).
pub fn has_indirect_calls(f: &MFunction) -> bool {
    f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.kind == Kind::Pseudo(Pseudo::Call) && !matches!(i.ops.first(), Some(MOp::Sym(_)))
    })
}

/// What each callee of a function clobbers, by symbol name (missing: the whole convention).
pub type CalleeClobbers = std::collections::HashMap<String, Clobbers>;

/// Whether `f` calls a function.
pub fn has_calls(f: &MFunction) -> bool {
    f.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| i.kind == Kind::Pseudo(Pseudo::Call))
}

/// Whether VGPR `v<r>` is callee-saved (all lanes): v40..v47, v56..v63, ...
fn callee_saved_vgpr(r: u32) -> bool {
    r >= 40 && (r - 40) % 16 < 8
}

// Register units: SGPR codes 0..128 (VCC 106/107, M0), VGPRs from 256, AGPRs from 512.
const NU: usize = 768;
type Set = [u64; NU / 64];
fn has(s: &Set, u: usize) -> bool {
    (s[u / 64] >> (u % 64)) & 1 != 0
}
fn set(s: &mut Set, u: usize) {
    s[u / 64] |= 1 << (u % 64);
}
fn clr(s: &mut Set, u: usize) {
    s[u / 64] &= !(1 << (u % 64));
}

/// The units of a register operand (EXEC, SCC and other special registers are not units).
fn units(op: &MOp, m0: u16) -> Vec<usize> {
    let MOp::P(r) = op else { return Vec::new() };
    let n = r.count.max(1) as usize;
    let i = r.index as usize;
    match r.file {
        RegFile::Sgpr => (i..i + n).collect(),
        RegFile::Vgpr => (256 + i..256 + i + n).collect(),
        RegFile::Agpr => (512 + i..512 + i + n).collect(),
        RegFile::Special if r.index == code::VCC_LO || r.index == code::VCC_HI || r.index == m0 => {
            (i..(i + n).min(128)).collect()
        }
        _ => Vec::new(),
    }
}

/// The units `i` writes: its defs, and for inline assembly its clobbers (`~{reg}` and
/// fixed-register operands, [`gfxc_mir::InlineAsm::clobbers`]), which are not operands.
fn writes(f: &MFunction, i: &MInst, m0: u16) -> Vec<usize> {
    let mut d = uses_defs(i, m0).1;
    if let Kind::Pseudo(Pseudo::InlineAsm(n)) = i.kind {
        if let Some(a) = f.inline_asm.get(n as usize) {
            for r in &a.clobbers {
                d.extend(units(&MOp::P(*r), m0));
            }
        }
    }
    d
}

/// (uses, defs) units of an instruction; VGPR/AGPR defs are reported but never kill.
fn uses_defs(i: &MInst, m0: u16) -> (Vec<usize>, Vec<usize>) {
    let (mut u, mut d) = (Vec::new(), Vec::new());
    for (k, op) in i.ops.iter().enumerate() {
        if i.is_def(k) {
            d.extend(units(op, m0));
        } else {
            u.extend(units(op, m0));
        }
    }
    if let Some(r) = &i.ret {
        d.extend(units(r, m0));
    }
    (u, d)
}

/// One instruction backwards; VGPR/AGPR definitions kill only when `kill_v`.
fn step_back(live: &mut Set, i: &MInst, m0: u16, kill_v: bool) {
    let (u, d) = uses_defs(i, m0);
    for x in d {
        if x < 256 || kill_v {
            clr(live, x);
        }
    }
    for x in u {
        set(live, x);
    }
}

/// Live-out sets of every block on the linear CFG (`kill_v`: as [`step_back`]).
fn live_out(f: &MFunction, m0: u16, kill_v: bool) -> Vec<Set> {
    let n = f.blocks.len();
    let mut inn = vec![[0u64; NU / 64]; n];
    let mut out = vec![[0u64; NU / 64]; n];
    loop {
        let mut changed = false;
        for b in (0..n).rev() {
            let mut o = [0u64; NU / 64];
            for s in &f.blocks[b].linear_succs {
                for (a, x) in o.iter_mut().zip(&inn[s.0 as usize]) {
                    *a |= x;
                }
            }
            let mut l = o;
            for i in f.blocks[b].insts.iter().rev() {
                step_back(&mut l, i, m0, kill_v);
            }
            if l != inn[b] || o != out[b] {
                inn[b] = l;
                out[b] = o;
                changed = true;
            }
        }
        if !changed {
            return out;
        }
    }
}

struct Cx<'a> {
    f: &'a MFunction,
    target: &'a Target,
    /// Frames through MUBUF ([`mubuf_frames`]) with the descriptor in `s[rsrc:rsrc+3]`.
    mubuf: bool,
    /// [`RSRC`] in a kernel, [`RSRC_INPUT`] in a device function.
    rsrc: u32,
    out: Vec<MInst>,
}

impl Cx<'_> {
    fn push(&mut self, op: Op, ops: Vec<MOp>, defs: u32) -> Result<(), StageError> {
        let i = phys(self.f.variant, op, ops, defs)?;
        self.out.push(i);
        Ok(())
    }
    fn exec(&self) -> MOp {
        MOp::P(Reg {
            file: RegFile::Special,
            index: code::EXEC_LO,
            count: if self.f.wave64 { 2 } else { 1 },
        })
    }
    fn tmp(&self) -> MOp {
        sreg(TMP, if self.f.wave64 { 2 } else { 1 })
    }
    /// EXEC = every lane, the old mask in s[28:29].
    fn all_lanes(&mut self) -> Result<(), StageError> {
        let op = if self.f.wave64 {
            Op::s_or_saveexec_b64
        } else {
            Op::s_or_saveexec_b32
        };
        let t = self.tmp();
        self.push(op, vec![t, MOp::C(Operand::InlineInt(-1))], 1)
    }
    /// After [`Self::all_lanes`]: EXEC = the lanes the old mask (s[28:29]) lacks.
    fn inactive_lanes(&mut self) -> Result<(), StageError> {
        if self.target.processor.generation.is_gfx10() {
            // As in `restore_exec`: the scratch accesses before read EXEC.
            self.push(Op::s_waitcnt_depctr, vec![MOp::C(Operand::Imm(0xffe3))], 0)?;
        }
        let op = if self.f.wave64 {
            Op::s_not_b64
        } else {
            Op::s_not_b32
        };
        let (e, t) = (self.exec(), self.tmp());
        self.push(op, vec![e, t], 1)
    }
    fn restore_exec(&mut self) -> Result<(), StageError> {
        if self.target.processor.generation.is_gfx10() {
            // GFX10 VMEM-to-SALU write hazard on EXEC (the scratch accesses read it): a VALU
            // `s_waitcnt_depctr 0xffe3` between (LLVM's fixVMEMtoScalarWriteHazards).
            self.push(Op::s_waitcnt_depctr, vec![MOp::C(Operand::Imm(0xffe3))], 0)?;
        }
        let op = if self.f.wave64 {
            Op::s_mov_b64
        } else {
            Op::s_mov_b32
        };
        let (e, t) = (self.exec(), self.tmp());
        self.push(op, vec![e, t], 1)
    }
    /// s[0:3] = a calling kernel's descriptor s[36:39] ([`RSRC_INPUT`], [`RSRC`]).
    fn copy_rsrc(&mut self) -> Result<(), StageError> {
        for k in 0..2 {
            let ops = vec![sreg(RSRC_INPUT + 2 * k, 2), sreg(RSRC + 2 * k, 2)];
            self.push(Op::s_mov_b64, ops, 1)?;
        }
        Ok(())
    }
    /// `v<r>` to / from `[s33 + off]` (per lane).
    fn slot(&mut self, store: bool, r: u32, off: u32) -> Result<(), StageError> {
        self.slot_at(store, r, FP, off)
    }
    /// `v<r>` to / from `[s<base> + off]` (per lane; `base` is s32 or s33).
    ///
    /// An offset past the immediate field (12 bits unsigned for MUBUF, 13 bits signed for
    /// `scratch_*` on gfx942/GFX11: 0..=4095 both) is reached by adding its high part to the
    /// base register around the access and subtracting it after (llc-19's fallback when it
    /// has no SGPR to scavenge: `s_add_i32 s33, s33, K` ... `s_add_i32 s33, s33, -K`). Every
    /// SGPR here may hold a value (s[28:29] the saved EXEC) but SCC does not: these sequences
    /// sit at calls, a function's entry and its return, where SCC is dead.
    fn slot_at(&mut self, store: bool, r: u32, base: u32, off: u32) -> Result<(), StageError> {
        let hi = off / FAR_STEP * FAR_STEP;
        if hi > 0 {
            let i = crate::spill::far_base(self.f, self.target, base, base, hi)?;
            self.out.push(i);
            self.slot_near(store, r, base, off - hi)?;
            let i = crate::spill::far_base(self.f, self.target, base, base, hi.wrapping_neg())?;
            self.out.push(i);
            return Ok(());
        }
        self.slot_near(store, r, base, off)
    }
    /// `v<r>` to / from `[s33 + off]` for each `(r, off)` in order: as [`Self::slot`], with
    /// one base adjustment per run of far slots of the same high part.
    fn slots(&mut self, store: bool, items: &[(u32, u32)]) -> Result<(), StageError> {
        let mut held = 0u32;
        for &(r, off) in items {
            let hi = off / FAR_STEP * FAR_STEP;
            if hi != held {
                let d = hi.wrapping_sub(held);
                let i = crate::spill::far_base(self.f, self.target, FP, FP, d)?;
                self.out.push(i);
                held = hi;
            }
            self.slot_near(store, r, FP, off - hi)?;
        }
        if held != 0 {
            let i = crate::spill::far_base(self.f, self.target, FP, FP, held.wrapping_neg())?;
            self.out.push(i);
        }
        Ok(())
    }
    /// [`Self::slot_at`] for an offset within the immediate field.
    fn slot_near(&mut self, store: bool, r: u32, base: u32, off: u32) -> Result<(), StageError> {
        if self.mubuf {
            let op = if store {
                Op::buffer_store_dword
            } else {
                Op::buffer_load_dword
            };
            let mut i = phys(
                self.f.variant,
                op,
                vec![
                    vreg(r),
                    MOp::C(Operand::Off),
                    sreg(self.rsrc, 4),
                    sreg(base, 1),
                ],
                u32::from(!store),
            )?;
            i.m.offset = off as i64;
            self.out.push(i);
            return Ok(());
        }
        let (st, ld) = scratch_names(self.f);
        let mut i = if store {
            phys(
                self.f.variant,
                st,
                vec![MOp::C(Operand::Off), vreg(r), sreg(base, 1)],
                0,
            )?
        } else {
            phys(
                self.f.variant,
                ld,
                vec![vreg(r), MOp::C(Operand::Off), sreg(base, 1)],
                1,
            )?
        };
        i.m.offset = off as i64;
        self.out.push(i);
        Ok(())
    }
    fn writelane(&mut self, v: u32, s: MOp, lane: u32) -> Result<(), StageError> {
        self.push(Op::v_writelane_b32, vec![vreg(v), s, int(lane as i8)], 1)
    }
    fn readlane(&mut self, s: MOp, v: u32, lane: u32) -> Result<(), StageError> {
        self.push(Op::v_readlane_b32, vec![s, vreg(v), int(lane as i8)], 1)
    }
    /// GFX6-GFX9: a VMEM instruction reading an SGPR a VALU wrote needs 5 wait states
    /// (`VALU_SGPR_VMEM`); after restoring SGPRs with `v_readlane_b32` they are given here,
    /// where the next instructions are not known to this pass.
    fn after_readlanes(&mut self) -> Result<(), StageError> {
        if !self.target.processor.generation.is_gfx10_plus() {
            self.push(Op::s_nop, vec![MOp::C(Operand::Imm(4))], 0)?;
        }
        Ok(())
    }
    /// Where the hazard state of the instructions before is unknown (a function's entry, the
    /// return from a call): a [`Pseudo::HazardBoundary`], which the emitter turns into what
    /// clears every rule of its hazard table (wait states, and on GFX10+ the separating
    /// instructions: fuzz seed 500203 had a callee's last store meet the caller's EXEC
    /// write after the return, GFX10 `VMEM_SALU_SGPR_WAR`, with only `s_nop 7` between).
    fn boundary(&mut self) -> Result<(), StageError> {
        let b = MInst::new(Kind::Pseudo(Pseudo::HazardBoundary), Default::default(), 0);
        self.out.push(b);
        Ok(())
    }
    /// Every outstanding load, SMEM and LDS operation waited for; on GFX10+ not the stores
    /// (vscnt: as llc-19, a wave's later accesses of the same address see its stores in
    /// order; `gfxc_emit::waitcnt` counts stores as possibly outstanding after a call and at
    /// a device function's entry, so a memory-model wait for them is still made).
    fn wait_all(&mut self) {
        let wait = Pseudo::Wait {
            vm: true,
            lgkm: true,
            vs: false,
        };
        self.out
            .push(MInst::new(Kind::Pseudo(wait), Default::default(), 0));
    }
    /// Parallel move of `(dst, src)` between SGPRs, through s28 for cycles.
    fn par_move_s(&mut self, moves: &[(u32, u32)]) -> Result<(), StageError> {
        let mut pend: Vec<(u32, u32)> = moves.iter().copied().filter(|m| m.0 != m.1).collect();
        while !pend.is_empty() {
            if let Some(k) = (0..pend.len()).find(|&k| {
                let d = pend[k].0;
                !pend.iter().enumerate().any(|(j, m)| j != k && m.1 == d)
            }) {
                let (d, s) = pend.remove(k);
                self.push(Op::s_mov_b32, vec![sreg(d, 1), sreg(s, 1)], 1)?;
            } else {
                let d = pend[0].0;
                self.push(Op::s_mov_b32, vec![sreg(TMP, 1), sreg(d, 1)], 1)?;
                for m in pend.iter_mut() {
                    if m.1 == d {
                        m.1 = TMP;
                    }
                }
            }
        }
        Ok(())
    }
    /// Parallel move of dwords `(dst, src)` between VGPRs, through `t` for cycles.
    fn par_move(&mut self, moves: &[(u32, u32)], t: u32) -> Result<(), StageError> {
        let mut pend: Vec<(u32, u32)> = moves.iter().copied().filter(|m| m.0 != m.1).collect();
        while !pend.is_empty() {
            if let Some(k) = (0..pend.len()).find(|&k| {
                let d = pend[k].0;
                !pend.iter().enumerate().any(|(j, m)| j != k && m.1 == d)
            }) {
                let (d, s) = pend.remove(k);
                self.push(Op::v_mov_b32_e32, vec![vreg(d), vreg(s)], 1)?;
            } else {
                // A cycle: free the first destination by moving its current value to `t`.
                let d = pend[0].0;
                self.push(Op::v_mov_b32_e32, vec![vreg(t), vreg(d)], 1)?;
                for m in pend.iter_mut() {
                    if m.1 == d {
                        m.1 = t;
                    }
                }
            }
        }
        Ok(())
    }
}

/// VGPR dwords of a register operand.
fn vgprs_of(op: &MOp) -> Result<Vec<u32>, StageError> {
    match op {
        MOp::P(r) if r.file == RegFile::Vgpr => {
            Ok((r.index as u32..r.index as u32 + r.count as u32).collect())
        }
        _ => Err(StageError::internal(
            "internal: a call operand that is not a VGPR",
        )),
    }
}

/// Per-lane scratch bytes the code already uses (allocas, spills).
fn own_scratch(f: &MFunction) -> u32 {
    let t = gfxc_isa::table::table(f.variant);
    let mut bytes = f.private_bytes.next_multiple_of(4);
    for i in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Kind::Hw(r) = i.kind {
            if t.def(r).format == gfxc_isa::table::Format::Scratch {
                // The widest VGPR operand bounds the access (data of 1..4 dwords; the
                // address is one dword).
                let width = i
                    .ops
                    .iter()
                    .filter_map(|o| match o {
                        MOp::P(r) if r.file == RegFile::Vgpr => Some(4 * r.count.max(1) as u32),
                        _ => None,
                    })
                    .max()
                    .unwrap_or(16);
                bytes = bytes.max((i.m.offset.max(0) as u32 + width).next_multiple_of(4));
            }
        }
    }
    bytes
}

/// Expands the calls, returns and frame of an allocated function (module doc). Returns the
/// highest VGPR used + 1 by the inserted code.
pub fn expand(
    f: &mut MFunction,
    target: &Target,
    nargs: u32,
    spill_bytes: u32,
    callees: &CalleeClobbers,
) -> Result<u32, StageError> {
    let ws = if f.wave64 { 64 } else { 32 };
    let mubuf = mubuf_frames(target);
    // s32/s33 units: wave bytes through MUBUF (the unswizzled soffset), per-lane bytes with
    // architected flat scratch.
    let scale = if mubuf { ws } else { 1 };
    let m0 = m0_code(target.processor.generation);
    let device = f.device_function;
    let rsrc = if device { RSRC_INPUT } else { RSRC };
    // Stack-passed argument dwords of a device function (module doc of `STACK_ARG_VGPR0`).
    let stack_in = if device {
        nargs.saturating_sub(STACK_ARG_VGPR0)
    } else {
        0
    };
    // Allocas and VGPR spill slots (MUBUF spills are not `scratch_*` instructions).
    let own = own_scratch(f).max(spill_bytes.next_multiple_of(4));
    if own < 4 * stack_in {
        return Err(StageError::internal(
            "internal: stack-passed arguments outside the frame",
        ));
    }
    let outs = live_out(f, m0, false);
    let outs_k = live_out(f, m0, true);
    let mut vtop = 0u32;
    // Callee-saved VGPRs the function writes, AGPRs it must not write.
    let mut csr_v: Vec<u32> = Vec::new();
    // s0..s3 the function writes, where llc-19's callers keep their scratch descriptor there
    // across calls (`RSRC_INPUT`).
    let mut csr_s: Vec<u32> = Vec::new();
    // Callee-saved AGPRs (a32.. on the unified register file) the function writes.
    let mut csr_a: Vec<u32> = Vec::new();
    if device && keeps_rsrc_input(target) {
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            csr_s.extend(
                writes(f, i, m0)
                    .into_iter()
                    .filter(|&u| u < 4)
                    .map(|u| u as u32),
            );
        }
        csr_s.sort_unstable();
        csr_s.dedup();
    }
    if device {
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            for u in writes(f, i, m0) {
                if (256..512).contains(&u) && callee_saved_vgpr(u as u32 - 256) {
                    csr_v.push(u as u32 - 256);
                } else if u >= 512 && u - 512 >= 32 && target.processor.regs.unified_vgpr_agpr {
                    // a32..a255 are callee-saved on gfx90a/gfx942 (llc-19 saves them, measured:
                    // `tests/golden/llc_callee_saved.tsv`).
                    csr_a.push(u as u32 - 512);
                } else if (34..106).contains(&u) {
                    if matches!(i.kind, Kind::Pseudo(Pseudo::InlineAsm(_))) {
                        return Err(StageError::unsupported(format!(
                            "unsupported: inline assembly in a device function writing the \
                             callee-saved s{u}"
                        )));
                    }
                    return Err(StageError::internal(format!(
                        "internal: device function writes s{u}"
                    )));
                }
            }
        }
        // The prologue loads the stack-passed arguments into v32.. after saving them.
        csr_v.extend(
            (STACK_ARG_VGPR0..STACK_ARG_VGPR0 + stack_in).filter(|&v| callee_saved_vgpr(v)),
        );
        csr_v.sort_unstable();
        csr_v.dedup();
        csr_a.sort_unstable();
        csr_a.dedup();
    }
    let calls = has_calls(f);
    // A device function's frame: [allocas][T lanes][callee-saved VGPRs][registers saved
    // around a call]; a kernel's: [registers saved around a call] after its own scratch.
    let allocas = if device { own } else { 0 };
    let frame_needed =
        device && (calls || !csr_v.is_empty() || !csr_a.is_empty() || allocas > 0 || stack_in > 0);
    // Without a frame, the s0..s3 the function writes wait in lanes of a VGPR above every
    // VGPR it uses, its arguments and the result moves (not callee-saved: a caller sees it
    // written through `Clobbers::written_by`); with one, in lanes of the frame VGPR.
    let rsrc_keep = if device && !frame_needed && !csr_s.is_empty() {
        let mut low = nargs;
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            let (u, d) = uses_defs(i, m0);
            for r in u.into_iter().chain(d).filter(|r| (256..512).contains(r)) {
                low = low.max(r as u32 - 256 + 1);
            }
            if matches!(i.kind, Kind::Pseudo(Pseudo::Ret)) {
                let mut n = 0;
                for op in &i.ops {
                    n += vgprs_of(op)?.len() as u32;
                }
                low = low.max(n + 1);
            }
        }
        let v = (low..256)
            .find(|&v| !callee_saved_vgpr(v))
            .ok_or_else(|| StageError::unsupported("unsupported: no free VGPR for s[0:3]"))?;
        vtop = vtop.max(v + 1);
        Some(v)
    } else {
        None
    };
    let csr_bytes = if frame_needed {
        allocas + 4 + 4 * (csr_v.len() + csr_a.len()) as u32
    } else {
        0
    };
    let mut call_area = 0u32;
    // A calling kernel with MUBUF frames copies its descriptor s[36:39] into s[0:3] once, in
    // its entry block before the first call (or before the block's end when it has none):
    // s0..s3 are never allocated there and no callee writes them (llc-19's reserve them,
    // gfxc's never allocate them), so they hold it at every call. Not at the very start:
    // the entry's readers of the raw input s[0:3] (isel's alloca descriptor, the spill
    // descriptor) precede it.
    let kernel_rsrc = mubuf && !device && calls;
    let mut rsrc_copied = false;
    let mut new_blocks = Vec::with_capacity(f.blocks.len());
    for (b, blk) in f.blocks.iter().enumerate() {
        // Live sets after each instruction, backwards.
        let mut after = vec![[0u64; NU / 64]; blk.insts.len()];
        let mut after_k = vec![[0u64; NU / 64]; blk.insts.len()];
        let (mut l, mut lk) = (outs[b], outs_k[b]);
        for (k, i) in blk.insts.iter().enumerate().rev() {
            after[k] = l;
            after_k[k] = lk;
            step_back(&mut l, i, m0, false);
            step_back(&mut lk, i, m0, true);
        }
        let mut cx = Cx {
            f,
            target,
            mubuf,
            rsrc,
            out: Vec::new(),
        };
        let mut new_epi = usize::MAX;
        let mut tail: Vec<MInst> = Vec::new();
        for (k, i) in blk.insts.iter().enumerate() {
            if k == blk.epilogue {
                new_epi = cx.out.len();
            }
            match i.kind {
                Kind::Pseudo(Pseudo::Call) => {
                    // Two liveness views of the VGPRs: `live_k` kills at every definition,
                    // as the allocator's own liveness on the linear CFG does (`color.rs`: a
                    // register not live there may be given to a new definition at this point
                    // under this EXEC, which is all a callee's ordinary VALU writes are);
                    // `live` never kills (a VGPR's inactive lanes may still be needed), for
                    // the registers the callee may write in lanes inactive at the call
                    // (`v_writelane_b32`, [`Clobbers::any_lane`]).
                    let live = &after[k];
                    let live_k = &after_k[k];
                    let mut defs = Vec::new();
                    let mut uses = Vec::new();
                    // Implicit inputs (`fixed`: v31, the packed work-item ids) are the last
                    // operands.
                    let nimp = i.fixed.len();
                    let mut implicit: Vec<(u32, u32)> = Vec::new();
                    let mut implicit_s: Vec<(u32, u32)> = Vec::new();
                    for (j, op) in i.ops.iter().enumerate().skip(1) {
                        if j >= i.ops.len() - nimp {
                            let r = i.fixed[j - (i.ops.len() - nimp)];
                            if r.file == RegFile::Sgpr {
                                let MOp::P(s) = op else {
                                    return Err(StageError::internal(
                                        "internal: a call input that is not a register",
                                    ));
                                };
                                // (The implicit-argument pointer is a pair, s[8:9].)
                                for k in 0..r.count as u32 {
                                    implicit_s.push((r.index as u32 + k, s.index as u32 + k));
                                }
                            } else {
                                let src = vgprs_of(op)?;
                                implicit.push((r.index as u32, src[0]));
                            }
                        } else if i.is_def(j) {
                            defs.extend(vgprs_of(op)?);
                        } else {
                            uses.extend(vgprs_of(op)?);
                        }
                    }
                    // A symbol, or the SGPR pair of an indirect call's pointer.
                    let (sym, ptr) = callee_of(i)?;
                    // What the callee may change, plus the argument and result registers the
                    // moves below write (an indirect call: the whole convention).
                    let mut clob = sym
                        .and_then(|sym| f.symbols.get(sym as usize))
                        .and_then(|n| callees.get(n))
                        .copied()
                        .unwrap_or_else(|| Clobbers::convention(target));
                    for v in 0..uses.len().max(defs.len()) {
                        set(&mut clob.0, 256 + v);
                    }
                    // The implicit inputs' registers (v31, s12..s14) are written by the
                    // moves below too.
                    for &(d, _) in &implicit {
                        set(&mut clob.0, 256 + d as usize);
                    }
                    for &(d, _) in &implicit_s {
                        set(&mut clob.0, d as usize);
                    }
                    let mut save_s: Vec<MOp> = Vec::new();
                    for u in (0..TMP as usize).chain([106, 107, m0 as usize]) {
                        if has(live, u) && has(&clob.0, u) {
                            save_s.push(if u < 106 {
                                sreg(u as u32, 1)
                            } else {
                                MOp::P(Reg {
                                    file: RegFile::Special,
                                    index: u as u16,
                                    count: 1,
                                })
                            });
                        }
                    }
                    if save_s.len() > ws as usize {
                        return Err(StageError::unsupported(
                            "unsupported: too many SGPRs live across a call",
                        ));
                    }
                    let mut save_v: Vec<u32> = Vec::new();
                    for v in 0..256u32 {
                        let u = 256 + v as usize;
                        // Non-result registers: live (under the view the callee's writes
                        // call for) and clobbered. Result registers: saved when live after
                        // the call and written by the callee in lanes inactive at the call
                        // (`Clobbers::any_lane`): the result is written in the active lanes
                        // only, and the allocator shares a register between values of
                        // disjoint lanes; restored in the inactive lanes only, below (fuzz
                        // seeds 43, 2395, ...). (Also requiring the register to be written
                        // before the call in this function lost values: fuzz seed 4485.)
                        let save = if defs.contains(&v) {
                            has(live, u) && clob.any_lane(v)
                        } else if clob.any_lane(v) {
                            has(live, u) && clob.vgpr(v)
                        } else {
                            has(live_k, u) && clob.vgpr(v)
                        };
                        if save && !callee_saved_vgpr(v) {
                            save_v.push(v);
                        }
                    }
                    // AGPRs live across the call that a callee may write: every AGPR on
                    // gfx908, a0..a31 on gfx90a/gfx942 (llc-19 saves a32..a255 in a callee
                    // there, none on gfx908; measured, docs/calls.md). Saved through `t`
                    // (`v_accvgpr_read_b32`/`v_accvgpr_write_b32`) for all lanes.
                    let save_a: Vec<u32> = (0..256u32)
                        .filter(|&a| {
                            has(live, 512 + a as usize)
                                && !(target.processor.regs.unified_vgpr_agpr && a >= 32)
                        })
                        .collect();
                    // Argument dwords past v0..v30 go to the stack (`call_conv::assign_args`).
                    let stack_uses = uses.split_off(uses.len().min(ARG_VGPRS as usize));
                    // A free clobbered VGPR past the argument and result registers; when
                    // every one holds a value live across the call (hundreds of values
                    // live: the callee-saved VGPRs are full and the rest is saved here), one
                    // of the registers saved to the frame anyway (`save_v`), which is stored
                    // before `t` takes the SGPR lanes and reloaded after them (`t_saved`).
                    let low = uses.len().max(defs.len()) as u32;
                    let usable = |v: u32| {
                        !callee_saved_vgpr(v)
                            && !uses.contains(&v)
                            && !stack_uses.contains(&v)
                            && !defs.contains(&v)
                            && !implicit.iter().any(|m| m.0 == v || m.1 == v)
                    };
                    let free = (low..256).find(|&v| usable(v) && !has(live, 256 + v as usize));
                    let t_saved = free.is_none();
                    let t = free
                        .or_else(|| (low..256).find(|&v| usable(v) && save_v.contains(&v)))
                        .ok_or_else(|| {
                            StageError::unsupported("unsupported: no free VGPR at a call")
                        })?;
                    vtop = vtop.max(t + 1).max(low);
                    let base = csr_bytes;
                    let mut off = base;
                    let t_slot = off;
                    if !save_s.is_empty() {
                        off += 4;
                    }
                    let v_slots: Vec<(u32, u32)> = save_v
                        .iter()
                        .map(|&v| {
                            off += 4;
                            (v, off - 4)
                        })
                        .collect();
                    let a_slots: Vec<(u32, u32)> = save_a
                        .iter()
                        .map(|&a| {
                            off += 4;
                            (a, off - 4)
                        })
                        .collect();
                    call_area = call_area.max(off - base);
                    if !t_saved {
                        for (lane, s) in save_s.iter().enumerate() {
                            cx.writelane(t, s.clone(), lane as u32)?;
                        }
                    }
                    let saves = !save_s.is_empty() || !v_slots.is_empty() || !a_slots.is_empty();
                    if saves {
                        cx.all_lanes()?;
                        if !save_s.is_empty() && !t_saved {
                            cx.slot(true, t, t_slot)?;
                        }
                        cx.slots(true, &v_slots)?;
                        if t_saved && !save_s.is_empty() {
                            // `t`'s own value is stored above: now its lanes take the SGPRs.
                            for (lane, s) in save_s.iter().enumerate() {
                                cx.writelane(t, s.clone(), lane as u32)?;
                            }
                            cx.slot(true, t, t_slot)?;
                        }
                        // `t` is free again once its SGPR lanes are stored.
                        for &(a, o) in &a_slots {
                            cx.push(Op::v_accvgpr_read_b32, vec![vreg(t), areg(a)], 1)?;
                            cx.slot(true, t, o)?;
                        }
                        cx.restore_exec()?;
                    }
                    // The stack arguments at the callee's entry stack pointer, our s32 (every
                    // source still holds its value: the moves into v0.. come after).
                    for (j, &v) in stack_uses.iter().enumerate() {
                        cx.slot_at(true, v, SP, 4 * j as u32)?;
                    }
                    let moves: Vec<(u32, u32)> = uses
                        .iter()
                        .enumerate()
                        .map(|(k, &s)| (k as u32, s))
                        .chain(implicit.iter().copied())
                        .collect();
                    cx.par_move(&moves, t)?;
                    if let Some(p) = ptr {
                        // The pointer to s[30:31] (which the call overwrites anyway) before
                        // the moves into s12..s14 may overwrite its registers.
                        cx.push(Op::s_mov_b64, vec![sreg(RA, 2), sreg(p, 2)], 1)?;
                    }
                    // SGPR inputs (work-group ids to s12..s14; s28 is free here).
                    cx.par_move_s(&implicit_s)?;
                    cx.wait_all();
                    let v = f.variant;
                    if ptr.is_some() {
                        cx.push(Op::s_mov_b64, vec![sreg(TMP, 2), sreg(RA, 2)], 1)?;
                    }
                    if let Some(sym) = sym {
                        cx.push(Op::s_getpc_b64, vec![sreg(TMP, 2)], 1)?;
                        cx.out.push(phys(
                            v,
                            Op::s_add_u32,
                            vec![sreg(TMP, 1), sreg(TMP, 1), MOp::sym(sym, 0, false)],
                            1,
                        )?);
                        cx.out.push(phys(
                            v,
                            Op::s_addc_u32,
                            vec![sreg(TMP + 1, 1), sreg(TMP + 1, 1), MOp::sym(sym, 0, true)],
                            1,
                        )?);
                        if f.got.contains(&sym) {
                            // An external callee: the pair is its GOT slot's address; load the
                            // callee's address from it (llc-19: `s_load_dwordx2 s[n:n+1],
                            // s[n:n+1], 0x0`; the waitcnt pass waits for it before the call).
                            let ops = || vec![sreg(TMP, 2), sreg(TMP, 2), MOp::C(Operand::Imm(0))];
                            match phys(v, Op::s_load_dwordx2, ops(), 1) {
                                Ok(i) => cx.out.push(i),
                                Err(_) => cx.push(Op::s_load_b64, ops(), 1)?,
                            }
                        }
                    }
                    if kernel_rsrc && b == 0 && !rsrc_copied {
                        cx.copy_rsrc()?;
                        rsrc_copied = true;
                    }
                    cx.push(Op::s_swappc_b64, vec![sreg(RA, 2), sreg(TMP, 2)], 1)?;
                    // Hazard state is unknown after the callee's last instructions.
                    cx.boundary()?;
                    let moves: Vec<(u32, u32)> = defs
                        .iter()
                        .enumerate()
                        .map(|(k, &d)| (d, k as u32))
                        .collect();
                    cx.par_move(&moves, t)?;
                    if saves {
                        cx.all_lanes()?;
                        if t_saved {
                            // `t` serves the AGPRs and SGPRs before its own value comes back
                            // with the other VGPRs.
                            for &(a, o) in &a_slots {
                                cx.slot(false, t, o)?;
                                cx.push(Op::v_accvgpr_write_b32, vec![areg(a), vreg(t)], 1)?;
                            }
                            if !save_s.is_empty() {
                                cx.slot(false, t, t_slot)?;
                                for (lane, s) in save_s.iter().enumerate() {
                                    cx.readlane(s.clone(), t, lane as u32)?;
                                }
                                cx.after_readlanes()?;
                            }
                        }
                        let back: Vec<(u32, u32)> = v_slots
                            .iter()
                            .copied()
                            .filter(|(v, _)| !defs.contains(v))
                            .collect();
                        cx.slots(false, &back)?;
                        for &(a, o) in a_slots.iter().filter(|_| !t_saved) {
                            cx.slot(false, t, o)?;
                            cx.push(Op::v_accvgpr_write_b32, vec![areg(a), vreg(t)], 1)?;
                        }
                        if !save_s.is_empty() && !t_saved {
                            cx.slot(false, t, t_slot)?;
                        }
                        if v_slots.iter().any(|(v, _)| defs.contains(v)) {
                            // Result registers: the saved value in the lanes that did not
                            // take part in the call (EXEC = NOT the call's EXEC).
                            cx.inactive_lanes()?;
                            let back: Vec<(u32, u32)> = v_slots
                                .iter()
                                .copied()
                                .filter(|(v, _)| defs.contains(v))
                                .collect();
                            cx.slots(false, &back)?;
                        }
                        cx.restore_exec()?;
                        if !t_saved {
                            for (lane, s) in save_s.iter().enumerate() {
                                cx.readlane(s.clone(), t, lane as u32)?;
                            }
                            cx.after_readlanes()?;
                        }
                    }
                }
                Kind::Pseudo(Pseudo::Ret) => {
                    let mut res = Vec::new();
                    for op in &i.ops {
                        res.extend(vgprs_of(op)?);
                    }
                    let t = res.len() as u32;
                    vtop = vtop.max(t + 1);
                    let mut c2 = Cx {
                        f,
                        target,
                        mubuf,
                        rsrc,
                        out: Vec::new(),
                    };
                    let moves: Vec<(u32, u32)> = res
                        .iter()
                        .enumerate()
                        .map(|(k, &s)| (k as u32, s))
                        .collect();
                    c2.par_move(&moves, t)?;
                    c2.wait_all();
                    if frame_needed {
                        c2.all_lanes()?;
                        // Callee-saved AGPRs through `t` before its own lanes come back.
                        let a0 = allocas + 4 + 4 * csr_v.len() as u32;
                        for (k, &a) in csr_a.iter().enumerate() {
                            c2.slot(false, t, a0 + 4 * k as u32)?;
                            c2.push(Op::v_accvgpr_write_b32, vec![areg(a), vreg(t)], 1)?;
                        }
                        c2.slot(false, t, allocas)?;
                        let back: Vec<(u32, u32)> = csr_v
                            .iter()
                            .enumerate()
                            .map(|(k, &v)| (v, allocas + 4 + 4 * k as u32))
                            .collect();
                        c2.slots(false, &back)?;
                        c2.restore_exec()?;
                        c2.readlane(sreg(RA, 1), t, 1)?;
                        c2.readlane(sreg(RA + 1, 1), t, 2)?;
                        for (k, &r) in csr_s.iter().enumerate() {
                            c2.readlane(sreg(r, 1), t, 3 + k as u32)?;
                        }
                        c2.push(Op::s_mov_b32, vec![sreg(SP, 1), sreg(FP, 1)], 1)?;
                        c2.readlane(sreg(FP, 1), t, 0)?;
                        if !csr_s.is_empty() {
                            // The caller's next instruction may be a buffer access through
                            // s[0:3].
                            c2.after_readlanes()?;
                        }
                        c2.wait_all();
                    }
                    if let Some(u) = rsrc_keep {
                        for (k, &r) in csr_s.iter().enumerate() {
                            c2.readlane(sreg(r, 1), u, k as u32)?;
                        }
                        c2.after_readlanes()?;
                    }
                    c2.push(Op::s_setpc_b64, vec![sreg(RA, 2)], 0)?;
                    tail = c2.out;
                }
                _ => cx.out.push(i.clone()),
            }
        }
        if new_epi == usize::MAX {
            new_epi = cx.out.len();
        }
        if kernel_rsrc && b == 0 && !rsrc_copied {
            // No call in the entry block: the copy before it leaves (the entry dominates
            // every call, and the inputs' readers are at its start).
            let mut c = Cx {
                f,
                target,
                mubuf,
                rsrc,
                out: Vec::new(),
            };
            c.copy_rsrc()?;
            let _ = cx.out.splice(new_epi..new_epi, c.out);
            rsrc_copied = true;
        }
        let mut nb = blk.clone();
        nb.insts = cx.out;
        nb.insts.extend(tail);
        nb.epilogue = new_epi;
        new_blocks.push(nb);
    }
    f.blocks = new_blocks;
    // Prologues.
    let frame = csr_bytes + call_area;
    let mut pro = Cx {
        f,
        target,
        mubuf,
        rsrc,
        out: Vec::new(),
    };
    let at;
    let fb;
    if device {
        // Called with EXEC = 0 (a divergent side no lane takes), return at once: a recursive
        // function would otherwise recurse forever. `s_setpc_b64` to the return address when
        // EXEC is zero, else to the next instruction (20 bytes past `s_getpc_b64`'s result).
        pro.push(Op::s_getpc_b64, vec![sreg(TMP, 2)], 1)?;
        pro.push(Op::s_add_u32, vec![sreg(TMP, 1), sreg(TMP, 1), int(20)], 1)?;
        pro.push(
            Op::s_addc_u32,
            vec![sreg(TMP + 1, 1), sreg(TMP + 1, 1), int(0)],
            1,
        )?;
        // SCC = EXEC != 0 (s[26:27] is free at entry: arguments arrive in VGPRs).
        let (and, w) = if f.wave64 {
            (Op::s_and_b64, 2)
        } else {
            (Op::s_and_b32, 1)
        };
        let e = pro.exec();
        pro.push(and, vec![sreg(TMP - 2, w), e.clone(), e], 1)?;
        pro.push(
            Op::s_cselect_b64,
            vec![sreg(TMP, 2), sreg(TMP, 2), sreg(RA, 2)],
            1,
        )?;
        pro.push(Op::s_setpc_b64, vec![sreg(TMP, 2)], 0)?;
        if frame_needed {
            // A clobbered VGPR past the arguments (with stack-passed arguments, `nargs`
            // reaches the callee-saved v40.., whose lanes must not change).
            let t = (nargs..256)
                .find(|&v| !callee_saved_vgpr(v))
                .ok_or_else(|| StageError::unsupported("unsupported: no free VGPR at entry"))?;
            vtop = vtop.max(t + 1);
            pro.writelane(t, sreg(FP, 1), 0)?;
            pro.writelane(t, sreg(RA, 1), 1)?;
            pro.writelane(t, sreg(RA + 1, 1), 2)?;
            for (k, &r) in csr_s.iter().enumerate() {
                pro.writelane(t, sreg(r, 1), 3 + k as u32)?;
            }
            pro.push(Op::s_mov_b32, vec![sreg(FP, 1), sreg(SP, 1)], 1)?;
            pro.push(
                Op::s_add_u32,
                vec![
                    sreg(SP, 1),
                    sreg(SP, 1),
                    MOp::C(Operand::Literal(frame * scale)),
                ],
                1,
            )?;
            pro.all_lanes()?;
            pro.slot(true, t, allocas)?;
            let saves: Vec<(u32, u32)> = csr_v
                .iter()
                .enumerate()
                .map(|(k, &v)| (v, allocas + 4 + 4 * k as u32))
                .collect();
            pro.slots(true, &saves)?;
            // `t` is stored: it carries the callee-saved AGPRs to their slots.
            let a0 = allocas + 4 + 4 * csr_v.len() as u32;
            for (k, &a) in csr_a.iter().enumerate() {
                pro.push(Op::v_accvgpr_read_b32, vec![vreg(t), areg(a)], 1)?;
                pro.slot(true, t, a0 + 4 * k as u32)?;
            }
            pro.restore_exec()?;
            // The stack-passed arguments, at the bottom of the frame (the caller's s32).
            for j in 0..stack_in {
                pro.slot(false, STACK_ARG_VGPR0 + j, 4 * j)?;
            }
        }
        if let Some(u) = rsrc_keep {
            for (k, &r) in csr_s.iter().enumerate() {
                pro.writelane(u, sreg(r, 1), k as u32)?;
            }
        }
        // The caller's last instructions are not known here (hazards).
        pro.boundary()?;
        at = 0;
        fb = frame;
    } else {
        let k = own;
        pro.push(
            Op::s_mov_b32,
            vec![sreg(FP, 1), MOp::C(Operand::Literal(k * scale))],
            1,
        )?;
        pro.push(
            Op::s_mov_b32,
            vec![sreg(SP, 1), MOp::C(Operand::Literal((k + frame) * scale))],
            1,
        )?;
        at = if mubuf {
            // The descriptor from the inputs, before any allocated instruction overwrites
            // them (as `spill::mubuf_spill_prolog`).
            let mut mp =
                crate::spill::mubuf_spill_prolog(target, RSRC, f.abi.scratch_wave_offset_sgpr())?;
            mp.append(&mut pro.out);
            pro.out = mp;
            0
        } else {
            f.scratch_prolog as usize
        };
        fb = k + frame;
    }
    let pro = pro.out;
    f.frame_bytes = fb;
    let n = pro.len();
    let b0 = &mut f.blocks[0];
    let _ = b0.insts.splice(at..at, pro);
    if b0.prologue > at {
        b0.prologue += n;
    }
    b0.epilogue += n;
    Ok(vtop)
}

/// VGPR dwords of a device function's parameters (before allocation: its entry pseudo).
pub fn entry_vgprs(f: &MFunction) -> u32 {
    f.blocks
        .first()
        .and_then(|b| b.insts.first())
        .filter(|i| i.kind == Kind::Pseudo(Pseudo::Entry))
        .map_or(0, |e| {
            e.fixed
                .iter()
                .filter(|r| r.file == RegFile::Vgpr)
                .map(|r| r.index as u32 + r.count as u32)
                .max()
                .unwrap_or(0)
        })
}
