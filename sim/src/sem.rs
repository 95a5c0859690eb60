//! Semantic classification: one table row (mnemonic + operand signature) → one [`Sem`].
//!
//! Guarantees: instructions are never decoded by hand here; the decoder of `gfxc-isa` gives the
//! table row and its operands, and this module maps the row's mnemonic (normalised across the
//! GFX9/GFX10/GFX11 spellings, e.g. `s_and_not1_b64` = `s_andn2_b64`, `global_load_b32` =
//! `global_load_dword`, `v_add_nc_u32` = `v_add_u32`) to a semantic family with its per-lane or
//! per-wave function. A mnemonic without a family is [`Sem::Unsupported`] and fails cleanly
//! when (and only when) it is executed.

use crate::sem_mem::{mem_sem, MemOp};
use crate::sem_salu::salu_sem;
use crate::sem_valu::valu_sem;
use gfxc_isa::table::{Format, InstDef};

/// Value type of a VALU operand; selects register width, constant decoding and modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    None,
    B16,
    B32,
    B64,
    F16,
    F32,
    F64,
    /// A lane mask (carry in/out, compare result): one bit per lane in an SGPR (pair).
    Mask,
}

impl Ty {
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64)
    }
    /// Registers (dwords) the operand takes.
    pub fn dwords(self) -> u8 {
        match self {
            Ty::B64 | Ty::F64 => 2,
            Ty::None => 0,
            _ => 1,
        }
    }
    pub fn bits(self) -> u32 {
        match self {
            Ty::B16 | Ty::F16 => 16,
            Ty::B64 | Ty::F64 => 64,
            _ => 32,
        }
    }
}

/// Per-lane context of a VALU function.
#[derive(Clone, Copy, Debug, Default)]
pub struct LaneCtx {
    /// Carry / mask bit in (carry-in, cndmask select, div_fmas VCC) and out (carry-out,
    /// compare result, div_scale VCC).
    pub carry: bool,
    pub lane: u32,
    /// Flush f32 denormals (inputs and outputs) — MODE.FP_DENORM, simplified to one flag.
    pub ftz32: bool,
    /// Flush f16/f64 denormals.
    pub ftz16_64: bool,
    /// IEEE mode (signalling NaN quieting in min/max).
    pub ieee: bool,
    /// The instruction's `clamp` bit: integer results saturate (VOP3/VOP3P integer add, sub
    /// and mad families); float results are clamped by the executor.
    pub clamp: bool,
    /// The VOP3P `NEG` bits of an instruction that reads them as source signedness
    /// ([`Valu::neg_signs`]: `v_dot4_i32_iu8`, `v_dot8_i32_iu4`); 0 otherwise.
    pub neg: u8,
    /// The VOP3 OP_SEL field (bit 3: the destination), for rows that read it as a selector
    /// (gfx942 `v_cvt_pk_fp8_f32` / `v_cvt_sr_fp8_f32` byte and word selects); 0 on the fast
    /// path, which only runs ops without modifiers.
    pub op_sel: u8,
}

/// A per-lane VALU function: sources as raw bits (modifiers already applied) → result bits.
pub type LaneFn = fn(&[u64; 3], &mut LaneCtx) -> u64;

/// One value per lane.
pub type Col = [u64; 64];

/// Arguments of a [`ColFn`]: source columns (a uniform source is held in slot 0 and indexed
/// with mask 0, a vector source with mask 63), the lanes to run, carry-in mask, and the
/// outputs (results per lane and the carry-out / compare mask).
pub struct ColArgs<'a> {
    pub src: &'a [Col; 3],
    pub ix: [usize; 3],
    pub exec: u64,
    pub cin: u64,
    pub cout: u64,
    pub ctx: LaneCtx,
    pub out: &'a mut Col,
}

/// The lane function applied to every lane of `exec` (the VALU fast path: one indirect call per
/// instruction instead of one per lane).
pub type ColFn = fn(&mut ColArgs);

/// A VALU function in its per-lane and its whole-wave form (built together by `lam!`).
#[derive(Clone, Copy, Debug)]
pub struct ValuFn {
    pub lane: LaneFn,
    pub cols: ColFn,
}

/// The loop of a [`ColFn`] whose lane function uses neither the carry nor the lane context:
/// with every lane active, one counted loop per pattern of uniform / column sources (the
/// index masks are constants, so simple lane functions vectorise); otherwise [`run_cols`].
#[inline(always)]
pub fn run_cols_pure(a: &mut ColArgs, f: impl Fn(&[u64; 3]) -> u64 + Copy) {
    #[inline(always)]
    fn full<const M0: usize, const M1: usize, const M2: usize>(
        a: &mut ColArgs,
        n: usize,
        f: impl Fn(&[u64; 3]) -> u64,
    ) {
        let (s0, s1, s2) = (&a.src[0], &a.src[1], &a.src[2]);
        for (l, o) in a.out[..n].iter_mut().enumerate() {
            *o = f(&[s0[l & M0], s1[l & M1], s2[l & M2]]);
        }
    }
    let n = match a.exec {
        u64::MAX => 64,
        0xffff_ffff => 32,
        _ => return run_cols(a, |s, _| f(s)),
    };
    match (a.ix[0] != 0, a.ix[1] != 0, a.ix[2] != 0) {
        (false, false, false) => full::<0, 0, 0>(a, n, f),
        (true, false, false) => full::<63, 0, 0>(a, n, f),
        (false, true, false) => full::<0, 63, 0>(a, n, f),
        (true, true, false) => full::<63, 63, 0>(a, n, f),
        (false, false, true) => full::<0, 0, 63>(a, n, f),
        (true, false, true) => full::<63, 0, 63>(a, n, f),
        (false, true, true) => full::<0, 63, 63>(a, n, f),
        (true, true, true) => full::<63, 63, 63>(a, n, f),
    }
}

/// The loop of every [`ColFn`]: `f` inlined into it.
#[inline(always)]
pub fn run_cols(a: &mut ColArgs, f: impl Fn(&[u64; 3], &mut LaneCtx) -> u64 + Copy) {
    #[inline(always)]
    fn full<const M0: usize, const M1: usize, const M2: usize>(
        a: &mut ColArgs,
        n: usize,
        f: impl Fn(&[u64; 3], &mut LaneCtx) -> u64,
    ) {
        let (s0, s1, s2) = (&a.src[0], &a.src[1], &a.src[2]);
        let mut ctx = a.ctx;
        let mut cout = 0u64;
        for (l, o) in a.out[..n].iter_mut().enumerate() {
            ctx.lane = l as u32;
            ctx.carry = a.cin >> l & 1 != 0;
            *o = f(&[s0[l & M0], s1[l & M1], s2[l & M2]], &mut ctx);
            cout |= (ctx.carry as u64) << l;
        }
        a.cout |= cout;
    }
    if a.exec == u64::MAX || a.exec == 0xffff_ffff {
        // Every lane of the wave: a counted loop per pattern of uniform / column sources.
        let n = if a.exec == u64::MAX { 64 } else { 32 };
        match (a.ix[0] != 0, a.ix[1] != 0, a.ix[2] != 0) {
            (false, false, false) => full::<0, 0, 0>(a, n, f),
            (true, false, false) => full::<63, 0, 0>(a, n, f),
            (false, true, false) => full::<0, 63, 0>(a, n, f),
            (true, true, false) => full::<63, 63, 0>(a, n, f),
            (false, false, true) => full::<0, 0, 63>(a, n, f),
            (true, false, true) => full::<63, 0, 63>(a, n, f),
            (false, true, true) => full::<0, 63, 63>(a, n, f),
            (true, true, true) => full::<63, 63, 63>(a, n, f),
        }
        return;
    }
    let mut act = a.exec;
    while act != 0 {
        let l = act.trailing_zeros() as usize;
        act &= act - 1;
        let s = [
            a.src[0][l & a.ix[0]],
            a.src[1][l & a.ix[1]],
            a.src[2][l & a.ix[2]],
        ];
        a.ctx.lane = l as u32;
        a.ctx.carry = a.cin >> l & 1 != 0;
        a.out[l] = f(&s, &mut a.ctx);
        a.cout |= (a.ctx.carry as u64) << l;
    }
}

/// A VALU instruction family: sources and destination types plus the function.
#[derive(Clone, Copy, Debug)]
pub struct Valu {
    pub f: ValuFn,
    pub src: [Ty; 3],
    pub dst: Ty,
    /// Reads a lane mask (carry-in / select): the trailing `VCC` or `S2:m` operand.
    pub cin: bool,
    /// Writes a lane mask (carry-out, compare): `SD` / leading `VCC` / compare `D:m`.
    pub cout: bool,
    /// Compare that also writes EXEC (`v_cmpx_*`).
    pub cmpx: bool,
    /// The VOP3P `NEG` bits say whether each source is signed (RDNA3 `v_dot*_i32_iu*`): they
    /// are passed to the lane function in [`LaneCtx::neg`], not applied as float negation.
    pub neg_signs: bool,
    /// The destination is also the third source (`v_fmac_f32`, `v_mac_f32`).
    pub d_is_src2: bool,
    /// Literal operand `K` position for madmk/fmamk (1) and madak/fmaak (2).
    pub k_pos: u8,
    /// A float result obeys the arithmetic NaN rule ([`crate::fp::fix_nan`]); false for the
    /// selections (min/max/med3, frexp_mant) and `v_div_fixup`, which define their NaNs.
    pub nan: bool,
    /// The operation reads S1 before S0 (`v_subrev_f32` = S1 - S0): the NaN rule prefers a NaN
    /// S1, as the operation `fsub S1, S0` it implements does (and the IR interpreter).
    pub nan_s1_first: bool,
}

/// Packed (VOP3P) 2 x 16-bit or 2 x 32-bit families.
#[derive(Clone, Copy, Debug)]
pub struct Packed {
    pub f: ValuFn,
    /// Half width: 16 (two halves of a dword) or 32 (two dwords of a pair).
    pub half: u8,
    pub nsrc: u8,
    pub float: bool,
    /// Float halves obey the arithmetic NaN rule (see [`Valu::nan`]).
    pub nan: bool,
    /// The destination is also the third source (`v_pk_fmac_f16`).
    pub acc: bool,
}

/// A scalar ALU function `(s0, s1, old dst, scc) -> dst` (SCC updated in place).
pub type SaluFn = fn(u64, u64, u64, &mut bool) -> u64;

/// A SALU family: widths in dwords of the sources and the destination (0 = none).
#[derive(Clone, Copy, Debug)]
pub struct Salu {
    pub f: SaluFn,
    pub src: [u8; 2],
    pub dst: u8,
    /// SOPK: the 16-bit immediate is the second source, sign-extended unless `zext_k`.
    pub zext_k: bool,
}

/// Program-control and state instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ctrl {
    /// `s_nop N`: N+1 wait states.
    Nop,
    EndPgm,
    Barrier,
    /// `s_waitcnt` with the packed simm16.
    Waitcnt,
    /// GFX10+ `s_waitcnt_{vscnt,vmcnt,expcnt,lgkmcnt} sdst, imm`.
    WaitcntSopk(Counter),
    Branch,
    CBranch(Cond),
    GetPc,
    SetPc,
    SwapPc,
    Call,
    Sendmsg,
    Setreg,
    SetregImm,
    Getreg,
    Trap,
    /// Scheduling hints and other instructions without architectural effect here
    /// (`s_delay_alu`, `s_clause`, `s_waitcnt_depctr`, `s_setprio`, `s_sleep`, `s_icache_inv`).
    NoEffect,
    /// Cache control (`buffer_wbinvl1_vol`, `buffer_gl0_inv`, `buffer_inv`, `buffer_wbl2`,
    /// `s_dcache_inv`, ...): no data effect; counted and recorded for memory-model checks.
    Cache,
    /// GFX10+ `s_denorm_mode imm` (MODE.FP_DENORM) and `s_round_mode imm`.
    DenormMode,
    RoundMode,
    /// `s_memtime` / `s_memrealtime`: an SMEM-like read of a clock into an SGPR pair.
    MemTime,
    /// `s_get_waveid_in_workgroup` (GFX10 SMEM): the wave's index in its work-group into SDST.
    WaveIdInGroup,
    /// `s_wait_idle` (GFX10+): wait until every counter is zero.
    WaitIdle,
    /// GFX8/GFX9 GPR-index mode (CDNA pseudocode): `s_set_gpr_idx_on S0, imm4` (enable,
    /// `M0[7:0] = S0[7:0]`, `M0[15:12] = imm4`), `s_set_gpr_idx_off`, `s_set_gpr_idx_idx S0`
    /// (`M0[7:0]`), `s_set_gpr_idx_mode imm4` (`M0[15:12]`).
    GprIdxOn,
    GprIdxOff,
    GprIdxIdx,
    GprIdxMode,
}

/// Branch conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

/// The wait counters (MI100 ISA §4.4; GFX10 adds vscnt).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    Vm,
    Lgkm,
    Exp,
    Vs,
}

/// What an instruction does.
#[derive(Clone, Copy, Debug)]
pub enum Sem {
    Unsupported(&'static str),
    /// An instruction with no result a compute dispatch can observe or rely on (global wave
    /// sync, GS registers, trap-handler returns, debugger halts, ...): executing it stops the
    /// wave with an error naming the instruction and this reason. The rows are listed, with
    /// the reason, by [`halt_reason`] (the documented list of `crate::coverage`).
    Halt(&'static str),
    Ctrl(Ctrl),
    Salu(Salu),
    /// `s_*_saveexec_*`: `D = EXEC; EXEC = f(EXEC, S0); SCC = EXEC != 0` (`wrexec`: D = new).
    SaveExec {
        f: fn(u64, u64) -> u64,
        wide: bool,
        wrexec: bool,
    },
    Valu(Valu),
    Packed(Packed),
    /// `v_mfma_*` of this shape (`exec_mfma`).
    Mfma(crate::exec_mfma::Shape),
    Readlane,
    Readfirstlane,
    Writelane,
    /// `v_fma_mix*` / `v_mad_mix*` (VOP3P): each source is an f32, or the low or high f16 of
    /// its dword (`OP_SEL_HI` bit set: f16, `OP_SEL` bit: which half), converted to f32.
    Mix(Mix),
    /// `v_swap_b32`: exchange the destination and source VGPRs in every active lane.
    Swap,
    /// `v_mqsad_u32_u8`: four masked SADs into a 128-bit destination (`exec_valu::mqsad`).
    Mqsad,
    /// RDNA3 WMMA (`v_wmma_*_16x16x16_*`): one 16x16x16 matrix multiply-add per wave
    /// (`exec_wmma`).
    Wmma(crate::exec_wmma::Wmma),
    /// `v_permlane16_b32`, `v_permlanex16_b32`, `v_permlane64_b32` (GFX10+ cross-lane moves).
    Permlane(Permlane),
    /// M0-relative register moves (`s_movrel*`, `v_movrel*`).
    Movrel(Movrel),
    Mem(MemOp),
}

/// The result of a mixed-precision multiply-add ([`Sem::Mix`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mix {
    /// `v_fma_mix*` rounds once; `v_mad_mix*` rounds the product, then the sum.
    pub fused: bool,
    /// Where the result goes: `F32` (the dword), `Lo16` / `Hi16` (the f16 result in one half,
    /// the other half kept).
    pub dst: MixDst,
}

/// Which registers a [`Sem::Movrel`] moves between (`M0` is added to a register number;
/// `_2` forms add `M0[9:0]` to the source and `M0[25:16]` to the destination).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Movrel {
    /// SGPRs (`s_movrel*`) or VGPRs (`v_movrel*`).
    pub scalar: bool,
    /// Dwords moved (1 or 2: `_b64`).
    pub dwords: u8,
    /// The source register number is relative to M0.
    pub src_rel: bool,
    /// The destination register number is relative to M0.
    pub dst_rel: bool,
    /// `*_movrelsd_2_*`: the separate source and destination offsets of M0.
    pub split: bool,
    /// `v_swaprel_b32` (RDNA3 pseudocode `V_SWAPREL_B32`): exchange the two M0-relative
    /// VGPRs (source `+ M0[9:0]`, destination `+ M0[25:16]`) instead of moving.
    pub swap: bool,
}

/// Which lanes a [`Sem::Permlane`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permlane {
    /// Within each row of 16 lanes, lane `i` reads the lane the `i`th nibble of `{S2, S1}` names.
    Row,
    /// As `Row`, from the other row of the same 32-lane half (rows 0<->1, 2<->3).
    Cross,
    /// Lane `i` reads lane `i ^ 32` (wave64 only; no operation in wave32).
    Half,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MixDst {
    F32,
    Lo16,
    Hi16,
}

/// Instruction class for statistics and the cycle estimate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    Salu,
    Valu,
    /// VALU on 64-bit floats or transcendental units (quarter rate).
    ValuSlow,
    Smem,
    Vmem,
    Flat,
    Lds,
    Branch,
    Waitcnt,
    Barrier,
    Other,
}

impl Class {
    pub const ALL: [Class; 11] = [
        Class::Salu,
        Class::Valu,
        Class::ValuSlow,
        Class::Smem,
        Class::Vmem,
        Class::Flat,
        Class::Lds,
        Class::Branch,
        Class::Waitcnt,
        Class::Barrier,
        Class::Other,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Class::Salu => "salu",
            Class::Valu => "valu",
            Class::ValuSlow => "valu_slow",
            Class::Smem => "smem",
            Class::Vmem => "vmem",
            Class::Flat => "flat",
            Class::Lds => "lds",
            Class::Branch => "branch",
            Class::Waitcnt => "waitcnt",
            Class::Barrier => "barrier",
            Class::Other => "other",
        }
    }
}

/// The mnemonic with the encoding suffix removed and GFX10/GFX11 spellings mapped to the
/// GFX9 ones the semantic tables use.
pub fn canonical(m: &str) -> String {
    let mut s = m.to_string();
    for suf in ["_e32", "_e64"] {
        if let Some(t) = s.strip_suffix(suf) {
            s = t.to_string();
        }
    }
    const RENAMES: [(&str, &str); 16] = [
        ("_not1_", "n2_"),
        ("_not0_", "n1_"),
        ("s_ctz_i32_", "s_ff1_i32_"),
        ("s_clz_i32_u32", "s_flbit_i32_b32"),
        ("s_cls_i32", "s_flbit_i32"),
        ("v_add_nc_", "v_add_"),
        ("v_sub_nc_", "v_sub_"),
        ("v_subrev_nc_", "v_subrev_"),
        ("v_add_co_ci_", "v_addc_co_"),
        ("v_sub_co_ci_", "v_subb_co_"),
        ("v_subrev_co_ci_", "v_subbrev_co_"),
        ("v_clz_i32_u32", "v_ffbh_u32"),
        ("v_ctz_i32_b32", "v_ffbl_b32"),
        ("v_cls_i32", "v_ffbh_i32"),
        ("v_cvt_floor_i32_f32", "v_cvt_flr_i32_f32"),
        ("v_cvt_nearest_i32_f32", "v_cvt_rpi_i32_f32"),
    ];
    for (a, b) in RENAMES {
        if s.contains(a) {
            s = s.replace(a, b);
        }
    }
    s
}

/// Whether a VALU row writes a carry-out (a VOP3B `SD`, or `VCC` right after the destination).
fn carry_out(def: &InstDef) -> bool {
    def.find(gfxc_isa::table::SigField::Sd).is_some()
        || def
            .ops
            .get(1)
            .is_some_and(|o| o.field == gfxc_isa::table::SigField::Vcc)
}

/// Classify a table row.
pub fn classify(def: &InstDef) -> (Sem, Class) {
    let name = canonical(def.mnemonic);
    let n = name.as_str();
    if let Some(why) = halt_reason(n) {
        return (Sem::Halt(why), Class::Other);
    }
    match def.format {
        Format::Sopp | Format::Sopk | Format::Sop1 | Format::Sop2 | Format::Sopc => {
            if let Some(c) = ctrl_sem(n) {
                let class = match c {
                    Ctrl::Waitcnt | Ctrl::WaitcntSopk(_) => Class::Waitcnt,
                    Ctrl::Barrier => Class::Barrier,
                    Ctrl::Branch | Ctrl::CBranch(_) | Ctrl::SetPc | Ctrl::SwapPc | Ctrl::Call => {
                        Class::Branch
                    }
                    Ctrl::Nop | Ctrl::NoEffect | Ctrl::Cache | Ctrl::Trap | Ctrl::EndPgm => {
                        Class::Other
                    }
                    _ => Class::Salu,
                };
                return (Sem::Ctrl(c), class);
            }
            if let Some(m) = movrel_of(n).filter(|m| m.scalar) {
                return (Sem::Movrel(m), Class::Salu);
            }
            (salu_sem(n, def), Class::Salu)
        }
        Format::Smem | Format::Smrd => {
            if let Some(c) = ctrl_sem(n) {
                return (Sem::Ctrl(c), Class::Smem);
            }
            (mem_sem(n, def), Class::Smem)
        }
        Format::Ds => (mem_sem(n, def), Class::Lds),
        Format::Mubuf => {
            if let Some(c) = ctrl_sem(n) {
                return (Sem::Ctrl(c), Class::Other);
            }
            (mem_sem(n, def), Class::Vmem)
        }
        Format::Global | Format::Scratch | Format::Mtbuf => (mem_sem(n, def), Class::Vmem),
        Format::Flat => (mem_sem(n, def), Class::Flat),
        Format::Vop3p if n.starts_with("v_mfma_") || n.starts_with("v_smfmac_") => {
            let d_regs = def
                .ops
                .iter()
                .find(|o| o.field == gfxc_isa::table::SigField::D)
                .and_then(|o| o.class)
                .map_or(0, |c| c.1 as u32);
            match crate::exec_mfma::shape(n, d_regs) {
                Some(s) => (Sem::Mfma(s), Class::ValuSlow),
                None => (Sem::Unsupported("unknown matrix shape"), Class::ValuSlow),
            }
        }
        Format::Vop3p if n.starts_with("v_fma_mix") || n.starts_with("v_mad_mix") => {
            let dst = match &n[9..] {
                "_f32" => MixDst::F32,
                "lo_f16" => MixDst::Lo16,
                "hi_f16" => MixDst::Hi16,
                _ => return (Sem::Unsupported("unknown mix form"), Class::Valu),
            };
            let fused = n.starts_with("v_fma_");
            (Sem::Mix(Mix { fused, dst }), Class::Valu)
        }
        // `v_clrexcp` clears the wave's exception state, which the simulator does not model
        // (no trap on float exceptions); `v_pipeflush` has no result.
        Format::Vop1 | Format::Vop3 if n == "v_clrexcp" || n == "v_pipeflush" => {
            (Sem::Ctrl(Ctrl::NoEffect), Class::Valu)
        }
        Format::Vop1 if n == "v_swap_b32" => (Sem::Swap, Class::Valu),
        Format::Vop3 if n == "v_mqsad_u32_u8" => (Sem::Mqsad, Class::Valu),
        Format::Vop3p if n.starts_with("v_wmma_") => match crate::exec_wmma::of(n) {
            Some(x) => (Sem::Wmma(x), Class::ValuSlow),
            None => (Sem::Unsupported("unknown WMMA form"), Class::ValuSlow),
        },
        Format::Vop1 | Format::Vop3 if movrel_of(n).is_some_and(|m| !m.scalar) => {
            match movrel_of(n) {
                Some(m) => (Sem::Movrel(m), Class::Valu),
                None => (Sem::Unsupported("vector instruction"), Class::Valu),
            }
        }
        Format::Vop1 | Format::Vop3
            if matches!(
                n,
                "v_permlane16_b32" | "v_permlanex16_b32" | "v_permlane64_b32"
            ) =>
        {
            let k = match n {
                "v_permlane16_b32" => Permlane::Row,
                "v_permlanex16_b32" => Permlane::Cross,
                _ => Permlane::Half,
            };
            (Sem::Permlane(k), Class::Valu)
        }
        Format::Vop1 | Format::Vop2 | Format::Vop3 if carry_out(def) && !n.contains("_co_") => {
            // GFX6-GFX8 spell the carry-out adds `v_add_i32` (GFX6/7) / `v_add_u32` (GFX8) and
            // the carry-in ones `v_addc_u32`; GFX9 renamed them `v_add_co_u32` / `v_addc_co_u32`
            // and gave `v_add_u32` to the add without carry. The signature (a VOP3B `SD` or a
            // VOP2 `VCC` after the destination) tells which one a row is.
            let co = [
                "v_add_",
                "v_sub_",
                "v_subrev_",
                "v_addc_",
                "v_subb_",
                "v_subbrev_",
            ]
            .iter()
            .find_map(|p| {
                let rest = n.strip_prefix(p)?;
                matches!(rest, "i32" | "u32").then(|| format!("{p}co_u32"))
            });
            match co {
                Some(c) => (valu_sem(&c, def), Class::Valu),
                None => (valu_sem(n, def), Class::Valu),
            }
        }
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p => {
            let s = valu_sem(n, def);
            let slow = n.ends_with("f64")
                || ["rcp", "rsq", "sqrt", "exp_", "log_", "sin_", "cos_"]
                    .iter()
                    .any(|p| n.starts_with(&format!("v_{p}")));
            (s, if slow { Class::ValuSlow } else { Class::Valu })
        }
        Format::Vopd => {
            let n2 = canonical(&n.replacen("v_dual_", "v_", 1));
            let mut s = valu_sem(&n2, def);
            if let Sem::Valu(v) = &mut s {
                // v_dual_cndmask_b32 selects with VCC_LO implicitly.
                v.cin |= n2 == "v_cndmask_b32";
            }
            (s, Class::Valu)
        }
        #[allow(unreachable_patterns)]
        _ => (
            Sem::Unsupported("instruction format not simulated yet (VOPD)"),
            Class::Valu,
        ),
    }
}

/// The [`Movrel`] of `s_movrels_b32/b64`, `s_movreld_b32/b64`, `s_movrelsd_2_b32`,
/// `v_movrels_b32`, `v_movreld_b32`, `v_movrelsd_b32`, `v_movrelsd_2_b32`.
fn movrel_of(n: &str) -> Option<Movrel> {
    if n == "v_swaprel_b32" {
        return Some(Movrel {
            scalar: false,
            dwords: 1,
            src_rel: true,
            dst_rel: true,
            split: true,
            swap: true,
        });
    }
    let (scalar, rest) = if let Some(r) = n.strip_prefix("s_movrel") {
        (true, r)
    } else {
        (false, n.strip_prefix("v_movrel")?)
    };
    let (kind, ty) = rest.split_once('_')?;
    let dwords = match ty {
        "b32" | "2_b32" => 1,
        "b64" => 2,
        _ => return None,
    };
    let split = ty == "2_b32";
    let (src_rel, dst_rel) = match kind {
        "s" => (true, false),
        "d" => (false, true),
        "sd" => (true, true),
        _ => return None,
    };
    if split && kind != "sd" {
        return None;
    }
    Some(Movrel {
        scalar,
        dwords,
        src_rel,
        dst_rel,
        split,
        swap: false,
    })
}

fn ctrl_sem(n: &str) -> Option<Ctrl> {
    Some(match n {
        "s_nop" => Ctrl::Nop,
        "s_endpgm" | "s_endpgm_saved" => Ctrl::EndPgm,
        "s_code_end" => Ctrl::EndPgm,
        "s_barrier" => Ctrl::Barrier,
        "s_waitcnt" => Ctrl::Waitcnt,
        "s_waitcnt_vscnt" => Ctrl::WaitcntSopk(Counter::Vs),
        "s_waitcnt_vmcnt" => Ctrl::WaitcntSopk(Counter::Vm),
        "s_waitcnt_lgkmcnt" => Ctrl::WaitcntSopk(Counter::Lgkm),
        "s_waitcnt_expcnt" => Ctrl::WaitcntSopk(Counter::Exp),
        "s_branch" => Ctrl::Branch,
        "s_cbranch_scc0" => Ctrl::CBranch(Cond::Scc0),
        "s_cbranch_scc1" => Ctrl::CBranch(Cond::Scc1),
        "s_cbranch_vccz" => Ctrl::CBranch(Cond::Vccz),
        "s_cbranch_vccnz" => Ctrl::CBranch(Cond::Vccnz),
        "s_cbranch_execz" => Ctrl::CBranch(Cond::Execz),
        "s_cbranch_execnz" => Ctrl::CBranch(Cond::Execnz),
        "s_getpc_b64" => Ctrl::GetPc,
        "s_setpc_b64" => Ctrl::SetPc,
        "s_swappc_b64" => Ctrl::SwapPc,
        "s_call_b64" => Ctrl::Call,
        "s_sendmsg" | "s_sendmsghalt" => Ctrl::Sendmsg,
        "s_setreg_b32" => Ctrl::Setreg,
        "s_setreg_imm32_b32" => Ctrl::SetregImm,
        "s_getreg_b32" => Ctrl::Getreg,
        "s_trap" => Ctrl::Trap,
        "s_delay_alu"
        | "s_clause"
        | "s_waitcnt_depctr"
        | "s_setprio"
        | "s_sleep"
        | "s_icache_inv"
        | "s_set_inst_prefetch_distance"
        | "s_inst_prefetch"
        | "s_ttracedata"
        | "s_ttracedata_imm"
        | "s_version"
        | "s_incperflevel"
        | "s_decperflevel"
        | "s_wakeup"
        // No architectural result: an address-translation probe, and the debugger's
        // conditional branches, never taken without a debugger attached (their DEBUG_* flags
        // are 0 in a dispatch).
        | "s_atc_probe"
        | "s_atc_probe_buffer"
        | "s_cbranch_cdbgsys"
        | "s_cbranch_cdbguser"
        | "s_cbranch_cdbgsys_or_user"
        | "s_cbranch_cdbgsys_and_user"
        // GFX11: waits for an export-ready event, which only pixel shaders wait for.
        | "s_wait_event" => Ctrl::NoEffect,
        // The pixel-shader ordering signal plus s_endpgm: compute waves just end.
        "s_endpgm_ordered_ps_done" => Ctrl::EndPgm,
        "s_denorm_mode" => Ctrl::DenormMode,
        "s_round_mode" => Ctrl::RoundMode,
        "s_dcache_inv" | "s_dcache_wb" | "s_dcache_inv_vol" | "s_dcache_wb_vol" | "s_gl1_inv"
        | "buffer_wbinvl1" | "buffer_wbinvl1_vol" | "buffer_gl0_inv" | "buffer_gl1_inv"
        | "buffer_inv" | "buffer_wbl2" | "buffer_invl2" | "buffer_wbinvl1_sc" => Ctrl::Cache,
        // Discards dirty scalar-cache lines of an address range: the simulator's scalar stores
        // are written through, so no data is lost (a program that relied on the discard to
        // drop a store would read the stored value).
        "s_dcache_discard" | "s_dcache_discard_x2" => Ctrl::Cache,
        "s_memtime" | "s_memrealtime" => Ctrl::MemTime,
        "s_get_waveid_in_workgroup" => Ctrl::WaveIdInGroup,
        "s_wait_idle" => Ctrl::WaitIdle,
        "s_set_gpr_idx_on" => Ctrl::GprIdxOn,
        "s_set_gpr_idx_off" => Ctrl::GprIdxOff,
        "s_set_gpr_idx_idx" => Ctrl::GprIdxIdx,
        "s_set_gpr_idx_mode" => Ctrl::GprIdxMode,
        _ => return None,
    })
}

/// The documented list of instructions that stop the wave ([`Sem::Halt`]), by canonical
/// mnemonic, with the reason the error gives. Each is an instruction whose effect lies outside
/// what a compute dispatch on this simulator has: a hardware unit the launch does not allocate
/// (GWS, GDS ordered count, GS registers), a trap handler or debugger (no trap handler runs
/// here: `s_trap` is already a clean stop), graphics state, or a mode the manuals describe
/// only for the hardware's own sequencing. Nothing is silently skipped: the wave stops with
/// `` `inst` stops the wave: reason ``.
pub fn halt_reason(n: &str) -> Option<&'static str> {
    Some(match n {
        "ds_gws_init" | "ds_gws_barrier" | "ds_gws_sema_br" | "ds_gws_sema_v"
        | "ds_gws_sema_p" | "ds_gws_sema_release_all" => {
            "global wave sync needs a GWS resource allocated to the queue; a dispatch here has none"
        }
        "ds_ordered_count" => {
            "GDS ordered count needs the GDS ordered-append unit; a dispatch here has no GDS"
        }
        "ds_add_gs_reg_rtn" | "ds_sub_gs_reg_rtn" => {
            "geometry-shader stream-out registers exist in graphics pipelines only"
        }
        "ds_bvh_stack_rtn_b32" => {
            "the ray-tracing stack address encoding (DECODE_ADDR/ENCODE_ADDR) is not documented"
        }
        "s_rfe_b64" | "s_rfe_restore_b64" => {
            "return from exception is valid only in a trap handler; no trap handler runs here"
        }
        "s_sethalt" => "the wave halts (debugger control); nothing resumes it here",
        "s_setkill" => "the wave is killed (debugger control)",
        "s_setvskip" => "VSKIP (skip vector instructions) is a debugger mode, not modelled",
        "s_cbranch_g_fork" | "s_cbranch_i_fork" | "s_cbranch_join" => {
            "SI fork/join control-stack branches (CSP in MODE); no compiler emits them and the stack is not modelled"
        }
        "s_sendmsg_rtn_b32" | "s_sendmsg_rtn_b64" => {
            "the returned values (doorbell, shader-engine and hardware ids) are not defined for a simulated dispatch"
        }
        "s_subvector_loop_begin" | "s_subvector_loop_end" => {
            "GFX10 subvector looping (wave64 run as two wave32 halves by the sequencer) is not modelled"
        }
        "v_screen_partition_4se_b32" => {
            "screen-space partition of the rasteriser's shader engines (graphics only)"
        }
        _ => return None,
    })
}
