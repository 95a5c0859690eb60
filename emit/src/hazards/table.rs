//! The hazard rules as data: one [`Rule`] row per rule, with the generations it applies to,
//! the producer and consumer classes, the dependency, the required wait states and the
//! source. The engine (`mod.rs`) interprets the rows; nothing else knows a rule.
//!
//! Sources: `[S 4.5]` MI100 ISA Table 12 "Required Software-inserted Wait States";
//! `[S 7.2]` MI100 ISA Table 29 "VOP3P-MAI Opcodes Required NOPs"; `[L]` LLVM 19's
//! `GCNHazardRecognizer.cpp` (`checkMAIHazards908/90A`, `checkMAIVALUHazards`,
//! `checkMAILdStHazards`, the GFX10 `fix*` hazards) for the rules the MI100 guide lacks.

use super::class::{Info, Range, Role};
use gfxc_isa::op::kind;
use gfxc_isa::processors::IsaVariant;
use gfxc_isa::regs::RegFile;
use smallvec::SmallVec;

/// A set of ISA variants (bit = `IsaVariant::ALL` index).
pub type Gens = u16;
pub const G6: Gens = 1;
pub const G7: Gens = 1 << 1;
pub const G8: Gens = 1 << 2;
pub const G9: Gens = 1 << 3;
pub const G908: Gens = 1 << 4;
pub const G90A: Gens = 1 << 5;
pub const G942: Gens = 1 << 6;
pub const G1010: Gens = 1 << 7;
pub const G1030: Gens = 1 << 8;
pub const G11: Gens = 1 << 9;
/// Every GFX9 variant.
pub const GFX9: Gens = G9 | G908 | G90A | G942;
/// GFX6 to GFX9.
pub const UPTO9: Gens = G6 | G7 | G8 | GFX9;
pub const GFX10: Gens = G1010 | G1030;
/// GFX10.1 (gfx1010..gfx1013) only: LLVM 19's `FeatureGroup.GFX10_1_Bugs` hazards
/// (VcmpxPermlane, SMEMtoVectorWrite, VMEMtoScalarWrite, LdsBranchVmemWAR) are fixed in GFX10.3;
/// llc-19's gfx1030 code has none of their workarounds.
pub const GFX10_1: Gens = G1010;

/// The bit of `v` in a [`Gens`] set.
pub fn gen_bit(v: IsaVariant) -> Gens {
    1 << IsaVariant::ALL.iter().position(|&x| x == v).unwrap_or(0)
}

/// A class of instructions (producer or consumer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Valu,
    /// VALU other than MFMA and `v_accvgpr_*`.
    PlainValu,
    /// [`Class::PlainValu`] other than `v_dot*`.
    PlainValuNotDot,
    Salu,
    Smem,
    /// MUBUF or FLAT/GLOBAL/SCRATCH.
    Vmem,
    Ds,
    VmemOrDs,
    /// VALU, VMEM or DS ("any vector instruction").
    Vector,
    Mfma,
    /// MFMA or `v_accvgpr_write`.
    MfmaOrAccWrite,
    AccRead,
    AccWrite,
    /// `v_accvgpr_read` or `v_accvgpr_write` (not MFMA).
    AccMove,
    /// `v_dot*`.
    Dot,
    SetReg,
    /// `s_setreg*` whose field covers MODE bit 28 (VSKIP).
    SetRegVskip,
    /// `s_setreg*` of TRAPSTS.
    SetRegTrapsts,
    GetReg,
    /// `s_rfe_b64`, `s_rfe_restore_b64`.
    Rfe,
    /// `v_readlane_b32`, `v_writelane_b32`.
    RwLane,
    DivFmas,
    /// A DPP (DPP16 or DPP8) form.
    Dpp,
    /// `s_sendmsg*`, `s_ttracedata`, DS with `gds`.
    M0Msg,
    /// DS `*addtid*`, LDS-DMA loads (`lds`).
    M0Lds,
    /// `s_movrels*`, `s_movreld*`.
    Movrel,
    /// MUBUF stores of more than 2 dwords with an inline-constant SOFFSET, FLAT-family stores
    /// of more than 2 dwords, `*cmpswap_x2`.
    WideStore,
    /// `v_cmpx*`.
    Cmpx,
    /// `v_permlane16_b32`, `v_permlanex16_b32`.
    Permlane,
    /// GFX6 SMRD.
    Smrd,
    /// GFX6 `s_buffer_load_*` (SMRD with a buffer descriptor).
    SmrdBuffer,
    /// Anything but a VALU (SALU, SMEM, VMEM, DS, branches, ...).
    NotValu,
}

/// Which registers of an instruction a dependency looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Written VGPRs or AGPRs.
    VecDef,
    /// Written SGPRs or VCC (destinations and carry-outs).
    ScalarDef,
    VccDef,
    ExecDef,
    M0Def,
    /// MFMA SrcA/SrcB (vector sources 0 and 1).
    SrcAB,
    /// MFMA SrcC.
    SrcC,
    /// Vector register sources (any role).
    VecUse,
    /// Scalar register sources (any role).
    ScalarUse,
    /// `v_readlane`/`v_writelane` lane select (source 1).
    LaneSel,
    /// SGPR operands of a memory instruction (SRSRC, SOFFSET, SADDR, SBASE).
    MemScalarUse,
    /// [`Slot::MemScalarUse`] plus EXEC for VMEM/DS/FLAT, which read it implicitly (LLVM's
    /// `findRegisterUseOperand` sees the implicit `$exec` use of every vector memory op).
    MemScalarOrExecUse,
    /// Written SGPRs, VCC and EXEC.
    ScalarOrExecDef,
    /// Store data VGPRs.
    StoreData,
    /// `src_execz` / `src_vccz` operands.
    ExeczVccz,
    M0Use,
    /// VCC read (carry-in, mask, or implicitly by `v_div_fmas`).
    VccUse,
    /// EXEC, which every vector instruction reads.
    ExecUse,
}

/// How the second instruction depends on the first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dep {
    /// Order only: no register relation.
    Order,
    /// The first writes registers the second reads (any overlap).
    Raw(Slot, Slot),
    /// RAW on exactly the same registers.
    RawSame(Slot, Slot),
    /// The first writes registers the second also writes.
    Waw(Slot, Slot),
    /// The second writes registers the first reads.
    War(Slot, Slot),
    /// Both access the same hardware register (`s_setreg`/`s_getreg`).
    SameHwreg,
}

/// What resolves the hazard.
#[derive(Clone, Copy, Debug)]
pub enum Waits {
    /// This many wait states (`s_nop N` gives N + 1; every instruction gives 1).
    Fixed(u32),
    /// By the first instruction's MFMA passes: 2, 8 and 16 passes (MI100 Table 29).
    Passes([u32; 3]),
    /// Computed from both instructions and the ISA variant (the gfx90a/gfx94x tables).
    Calc(fn(&Info, &Info, IsaVariant) -> u32),
    /// No wait needed: suppresses the named rule for this pair.
    Exempt(&'static str),
    /// A VALU instruction must come between (GFX10: `v_mov_b32 v0, v0` is inserted).
    Valu,
    /// An SALU instruction must come between (GFX10: `s_mov_b32 null, 0` is inserted).
    Salu,
    /// `s_waitcnt_depctr` with this immediate (or the given alternative) must come between.
    Depctr(u16),
    /// `s_waitcnt_vscnt null, 0` must come between (GFX10 LDS/VMEM across a branch).
    Vscnt,
    /// A multi-instruction pattern (GFX11): `f` decides from the consumer and the history
    /// (most recent first) whether the hazard is present; `s_waitcnt_depctr depctr` resolves
    /// it, placed before the consumer, or right after it when `after` (LLVM's
    /// VALUMaskWriteHazard puts it after the SALU write).
    Pattern {
        f: PatternFn,
        /// An instruction the pattern cannot match without (its oldest or rarest member):
        /// with none in the history the matcher need not run.
        trigger: fn(&Info) -> bool,
        /// How far back `f` can look, whatever the consumer and whatever comes between.
        horizon: HorizonFn,
        /// How many VALU-format instructions older than a `trigger` the matcher may still
        /// need to match (0: the trigger is the pattern's oldest member). Older than that
        /// the history cannot make `f` return true, so it does not change `f`'s answer.
        before_trigger: u8,
        depctr: u16,
        after: bool,
    },
}

/// A [`Waits::Pattern`] matcher: the history (most recent first) and the consumer.
pub type PatternFn = fn(&mut dyn Iterator<Item = &Info>, &Info) -> bool;

/// A [`Waits::Pattern`] matcher's reach: fed a history most recent first (with a state that
/// starts at 0), it returns true at the first instruction such that the matcher never looks
/// at anything older, for any consumer and any instructions between this history and the
/// consumer (those only add to the counts and barriers that end the matcher's walk).
/// `nop_insertion` cuts the path histories it propagates there.
pub type HorizonFn = fn(&mut u32, &Info) -> bool;

/// `s_waitcnt_depctr` immediates (RDNA3 ISA `S_WAITCNT_DEPCTR`; LLVM `DepCtr` fields): one
/// field at 0, the others at their maximum.
pub const DEPCTR_VA_VDST_0: u16 = 0x0fff;
pub const DEPCTR_SA_SDST_0: u16 = 0xfffe;
pub const DEPCTR_VM_VSRC_0: u16 = 0xffe3;

/// One hazard rule.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    pub id: &'static str,
    pub gens: Gens,
    pub first: Class,
    pub second: Class,
    pub dep: Dep,
    pub waits: Waits,
    pub cite: &'static str,
}

const fn r(
    id: &'static str,
    gens: Gens,
    first: Class,
    second: Class,
    dep: Dep,
    waits: Waits,
    cite: &'static str,
) -> Rule {
    Rule {
        id,
        gens,
        first,
        second,
        dep,
        waits,
        cite,
    }
}

use Class as C;
use Dep as D;
use Slot as S;
use Waits as W;

/// Every rule.
pub static RULES: &[Rule] = &[
    // ---- MI100 ISA Table 12 and the other generations' general rules ----
    r("SETREG_GETREG", G8 | GFX9 | GFX10 | G11, C::SetReg, C::GetReg, D::SameHwreg, W::Fixed(2), "[S 4.5] S_SETREG -> S_GETREG same reg: 2; [L] getSetRegWaitStates"),
    r("SETREG_GETREG_SICI", G6 | G7, C::SetReg, C::GetReg, D::SameHwreg, W::Fixed(1), "[L] getSetRegWaitStates: 1 on SI/CI"),
    r("SETREG_SETREG", G8 | GFX9 | GFX10 | G11, C::SetReg, C::SetReg, D::SameHwreg, W::Fixed(2), "[S 4.5] S_SETREG -> S_SETREG same reg: 2"),
    r("SETREG_SETREG_SICI", G6 | G7, C::SetReg, C::SetReg, D::SameHwreg, W::Fixed(1), "[L] getSetRegWaitStates: 1 on SI/CI"),
    r("SETREG_VSKIP_VECTOR", UPTO9, C::SetRegVskip, C::Vector, D::Order, W::Fixed(2), "[S 4.5] S_SETREG MODE.vskip -> any vector op: 2"),
    r("VALU_VCC_EXEC_EXECZ", UPTO9, C::Valu, C::Valu, D::Raw(S::VccDef, S::ExeczVccz), W::Fixed(5), "[S 4.5] VALU sets VCC or EXEC -> VALU uses EXECZ/VCCZ as data: 5"),
    r("VALU_EXEC_EXECZ", UPTO9, C::Valu, C::Valu, D::Raw(S::ExecDef, S::ExeczVccz), W::Fixed(5), "[S 4.5] VALU sets VCC or EXEC -> VALU uses EXECZ/VCCZ as data: 5"),
    r("VALU_SGPR_LANESEL", UPTO9, C::Valu, C::RwLane, D::Raw(S::ScalarDef, S::LaneSel), W::Fixed(4), "[S 4.5] VALU writes SGPR/VCC -> V_{READ,WRITE}LANE lane select: 4"),
    r("VALU_VCC_DIV_FMAS", UPTO9, C::Valu, C::DivFmas, D::Raw(S::VccDef, S::VccUse), W::Fixed(4), "[S 4.5] VALU writes VCC -> V_DIV_FMAS: 4"),
    r("WIDE_STORE_DATA_WAR", G7 | G8 | GFX9, C::WideStore, C::Valu, D::War(S::StoreData, S::VecDef), W::Fixed(1), "[S 4.5] FLAT/BUFFER_STORE_X3/X4, CMPSWAP_X2 -> write of their data VGPRs: 1"),
    // GFX8+ only (not SI/CI): LLVM's `hasVMEMReadSGPRVALUDefHazard` is `>= VOLCANIC_ISLANDS`
    // and has been since its first hazard recognizer (the older SGPR-spill code said the same:
    // "VALU writes SGPR -> SMRD reads" 4 on SI, nothing on CI, "-> VMEM reads" 5 on VI+).
    // Mesa ACO pads every GFX6-9 VMEM conservatively. docs/sim-float.md "Hazards: SI/CI".
    r("VALU_SGPR_VMEM", G8 | GFX9, C::Valu, C::Vmem, D::Raw(S::ScalarDef, S::MemScalarUse), W::Fixed(5), "[S 4.5] VALU writes SGPR -> VMEM reads that SGPR: 5; [L] hasVMEMReadSGPRVALUDefHazard: VI and later only"),
    r("SALU_M0_MSG", G8 | GFX9, C::Salu, C::M0Msg, D::Raw(S::M0Def, S::M0Use), W::Fixed(1), "[S 4.5] SALU writes M0 -> GDS, S_SENDMSG, S_TTRACE_DATA: 1"),
    r("VALU_VGPR_DPP", G8 | GFX9, C::Valu, C::Dpp, D::Raw(S::VecDef, S::VecUse), W::Fixed(2), "[S 4.5] VALU writes VGPR -> VALU DPP reads it: 2"),
    r("VALU_EXEC_DPP", G8 | GFX9, C::Valu, C::Dpp, D::Raw(S::ExecDef, S::ExecUse), W::Fixed(5), "[S 4.5] VALU writes EXEC -> VALU DPP op: 5"),
    r("SETREG_TRAPSTS_RFE", UPTO9, C::SetRegTrapsts, C::Rfe, D::Order, W::Fixed(1), "[S 4.5] S_SETREG TRAPSTS -> RFE, RFE_restore: 1"),
    r("SALU_M0_LDS", GFX9, C::Salu, C::M0Lds, D::Raw(S::M0Def, S::M0Use), W::Fixed(1), "[S 4.5] SALU writes M0 -> LDS add-TID, LDS DMA: 1; [L] hasReadM0LdsDmaHazard"),
    r("SALU_M0_MOVREL", GFX9, C::Salu, C::Movrel, D::Raw(S::M0Def, S::M0Use), W::Fixed(1), "[S 4.5] SALU writes M0 -> S_MOVRELS/S_MOVRELD: 1; [L] hasReadM0MovRelInterpHazard"),
    r("SI_VALU_SGPR_SMRD", G6, C::Valu, C::Smrd, D::Raw(S::ScalarDef, S::MemScalarUse), W::Fixed(4), "[L] checkSMRDHazards (hasSMRDReadVALUDefHazard): VALU writes SGPR -> SMRD reads it: 4 (SI only; ACO the same)"),
    r("SI_SALU_SGPR_SMRD", G6, C::Salu, C::SmrdBuffer, D::Raw(S::ScalarDef, S::MemScalarUse), W::Fixed(4), "[L] checkSMRDHazards: SALU writes SGPR -> s_buffer_load (IsBufferSMRD) reads it: 4 (SI only, undocumented; ACO: the descriptor)"),
    // ---- MI100 ISA Table 29 (gfx908) ----
    r("MAI908_VALU_VGPR_MFMA", G908, C::PlainValu, C::Mfma, D::Raw(S::VecDef, S::SrcAB), W::Fixed(2), "[S 7.2] VALU write ArchVGPR -> V_MFMA read: 2"),
    r("MAI908_VALU_VGPR_ACCWRITE", G908, C::PlainValu, C::AccWrite, D::Raw(S::VecDef, S::VecUse), W::Fixed(2), "[S 7.2] VALU write ArchVGPR -> V_ACCVGPR_WRITE read: 2"),
    r("MAI908_MFMA_SRCC_SAME", G908, C::Mfma, C::Mfma, D::RawSame(S::VecDef, S::SrcC), W::Exempt("MAI908_MFMA_SRCC_OVERLAP"), "[S 7.2] V_MFMA write -> V_MFMA SrcC exactly the same vDst, same passes: 0"),
    r("MAI908_MFMA_SRCC_OVERLAP", G908, C::Mfma, C::Mfma, D::Raw(S::VecDef, S::SrcC), W::Fixed(2), "[S 7.2] V_MFMA write -> V_MFMA SrcC overlapped: 2"),
    r("MAI908_MFMA_SRCAB", G908, C::Mfma, C::Mfma, D::Raw(S::VecDef, S::SrcAB), W::Fixed(4), "[S 7.2] V_MFMA write AccVGPR -> V_MFMA SrcA/B: 4"),
    r("MAI908_MFMA_ACCREAD", G908, C::Mfma, C::AccRead, D::Raw(S::VecDef, S::VecUse), W::Passes([4, 10, 18]), "[S 7.2] V_MFMA write -> V_ACCVGPR_READ (RaW): 4/10/18"),
    r("MAI908_MFMA_ACCWRITE_WAW", G908, C::Mfma, C::AccWrite, D::Waw(S::VecDef, S::VecDef), W::Passes([1, 7, 15]), "[S 7.2] V_MFMA write -> V_ACCVGPR_WRITE (WaW): 1/7/15"),
    r("MAI908_MFMA_SRCC_ACCWRITE_WAR", G908, C::Mfma, C::AccWrite, D::War(S::SrcC, S::VecDef), W::Passes([0, 5, 13]), "[S 7.2] V_MFMA read SrcC -> V_ACCVGPR_WRITE (WaR): 0/5/13"),
    r("MAI908_ACCREAD_MFMA", G908, C::AccRead, C::Mfma, D::Raw(S::VecDef, S::SrcAB), W::Fixed(2), "[S 7.2] V_ACCVGPR_READ write -> V_MFMA read ArchVGPR: 2"),
    r("MAI908_ACCREAD_ACCWRITE", G908, C::AccRead, C::AccWrite, D::Raw(S::VecDef, S::VecUse), W::Fixed(2), "[S 7.2] V_ACCVGPR_READ write -> V_ACCVGPR_WRITE read: 2"),
    r("MAI908_ACCWRITE_SRCC", G908, C::AccWrite, C::Mfma, D::Raw(S::VecDef, S::SrcC), W::Fixed(1), "[S 7.2] V_ACCVGPR_WRITE -> V_MFMA SrcC: 1"),
    r("MAI908_ACCWRITE_SRCAB", G908, C::AccWrite, C::Mfma, D::Raw(S::VecDef, S::SrcAB), W::Fixed(3), "[S 7.2] V_ACCVGPR_WRITE -> V_MFMA SrcA/B: 3"),
    r("MAI908_ACCWRITE_ACCREAD", G908, C::AccWrite, C::AccRead, D::Raw(S::VecDef, S::VecUse), W::Fixed(3), "[S 7.2] V_ACCVGPR_WRITE -> V_ACCVGPR_READ: 3"),
    r("MAI908_EXEC_MAI", G908, C::Valu, C::MfmaOrAccWrite, D::Raw(S::ExecDef, S::ExecUse), W::Fixed(4), "[S 7.2] V_CMPX write EXEC -> V_MFMA, V_ACCVGPR_WRITE: 4; [L] any VALU"),
    r("MAI908_ACCREAD_MEM", G908, C::AccRead, C::VmemOrDs, D::Raw(S::VecDef, S::VecUse), W::Fixed(2), "[L] checkMAILdStHazards: AccVgprReadLdStWaitStates = 2"),
    // ---- gfx90a / gfx94x (LLVM 19 checkMAIHazards90A, checkMAIVALUHazards) ----
    r("MAI90A_EXEC_MFMA", G90A | G942, C::PlainValu, C::Mfma, D::Raw(S::ExecDef, S::ExecUse), W::Fixed(4), "[L] checkMAIHazards90A: VALUWritesExecWaitStates = 4"),
    r("MAI90A_VALU_VGPR_MFMA", G90A | G942, C::PlainValuNotDot, C::Mfma, D::Raw(S::VecDef, S::VecUse), W::Fixed(2), "[L] checkMAIHazards90A: LegacyVALUNotDotWritesVGPRWaitStates = 2"),
    r("MAI90A_MFMA_SRCC", G90A | G942, C::Mfma, C::Mfma, D::Raw(S::VecDef, S::SrcC), W::Calc(mfma_srcc_90a), "[L] checkMAIHazards90A: *WritesVGPROverlapped*SrcC / FullSrcC"),
    r("MAI90A_MFMA_SRCAB", G90A | G942, C::Mfma, C::Mfma, D::Raw(S::VecDef, S::SrcAB), W::Calc(mfma_srcab_90a), "[L] checkMAIHazards90A: *WritesVGPROverlappedSrcAB / MFMASrcAB"),
    r("MAI90A_MFMA_VALU_READ", G90A | G942, C::Mfma, C::Valu, D::Raw(S::VecDef, S::VecUse), W::Calc(mfma_valu_read_90a), "[L] checkMAIVALUHazards: *WriteVgprVALUMemExpRead / VALURead"),
    r("MAI90A_MFMA_MEM_READ", G90A | G942, C::Mfma, C::VmemOrDs, D::Raw(S::VecDef, S::VecUse), W::Calc(mfma_mem_read_90a), "[L] checkMAIVALUHazards: *WriteVgprVALUMemExpRead / MemExpRead"),
    r("MAI90A_MFMA_VALU_WAW", G90A | G942, C::Mfma, C::Valu, D::Waw(S::VecDef, S::VecDef), W::Calc(mfma_valu_waw_90a), "[L] checkMAIVALUHazards: *WriteVgprVALUWaw / VALUWrite"),
    r("MAI90A_MFMA_SRCC_VALU_WAR", G90A | G942, C::Mfma, C::Valu, D::War(S::SrcC, S::VecDef), W::Calc(mfma_srcc_war_90a), "[L] checkMAIVALUHazards: *ReadVgprVALUWar"),
    r("MAI90A_DOT_VALU", G90A | G942, C::Dot, C::PlainValu, D::Raw(S::VecDef, S::VecUse), W::Fixed(3), "[L] checkMAIVALUHazards: DotWriteDifferentVALURead = 3"),
    // ---- GFX10 ----
    r("GFX10_VCMPX_PERMLANE", GFX10_1, C::Cmpx, C::Permlane, D::Raw(S::ExecDef, S::ExecUse), W::Valu, "[L] fixVcmpxPermlaneHazards: a VALU between v_cmpx and v_permlane*"),
    r("GFX10_SMEM_VALU_SGPR_WAR", GFX10_1, C::Smem, C::Valu, D::War(S::MemScalarUse, S::ScalarDef), W::Salu, "[L] fixSMEMtoVectorWriteHazards: an SALU between"),
    r("GFX10_VMEM_SALU_SGPR_WAR", GFX10_1, C::VmemOrDs, C::Salu, D::War(S::MemScalarOrExecUse, S::ScalarOrExecDef), W::Depctr(0xffe3), "[L] fixVMEMtoScalarWriteHazards: s_waitcnt_depctr 0xffe3 (or a VALU) between; EXEC counts (implicit VMEM/DS use)"),
    r("GFX10_VMEM_SMEM_SGPR_WAR", GFX10_1, C::VmemOrDs, C::Smem, D::War(S::MemScalarOrExecUse, S::ScalarOrExecDef), W::Depctr(0xffe3), "[L] fixVMEMtoScalarWriteHazards: s_waitcnt_depctr 0xffe3 (or a VALU) between; EXEC counts (implicit VMEM/DS use)"),
    r("GFX10_LDS_BRANCH_VMEM", GFX10_1, C::Ds, C::Vmem, D::Order, W::Vscnt, "[L] fixLdsBranchVmemWARHazard: s_waitcnt_vscnt null, 0 when a branch separates LDS and VMEM"),
    r("GFX10_VMEM_BRANCH_LDS", GFX10_1, C::Vmem, C::Ds, D::Order, W::Vscnt, "[L] fixLdsBranchVmemWARHazard: s_waitcnt_vscnt null, 0 when a branch separates VMEM and LDS"),
    r("GFX10_VCMPX_EXEC_WAR", GFX10_1, C::NotValu, C::Valu, D::Order, W::Pattern { f: vcmpx_exec_war, trigger: vcmpx_trigger, horizon: vcmpx_horizon, before_trigger: 0, depctr: DEPCTR_SA_SDST_0, after: false }, "[L] fixVcmpxExecWARHazard: a non-VALU reads EXEC (SALU operand, saveexec, s_cbranch_exec*, VMEM/DS implicitly), then a VALU writes EXEC (v_cmpx), no VALU writing an SGPR between: s_waitcnt_depctr sa_sdst(0)"),
    // ---- GFX11 (LLVM 19 GCNHazardRecognizer, gfx1100-gfx1103). Correctness rules: the
    // hardware does not interlock these; `s_delay_alu` (AMDGPUInsertDelayAlu) is only a
    // scheduling hint and is not a rule. ----
    r("GFX11_VALU_TRANS_USE", G11, C::Valu, C::Valu, D::Order, W::Pattern { f: trans_use, trigger: trans_trigger, horizon: trans_use_horizon, before_trigger: 0, depctr: DEPCTR_VA_VDST_0, after: false }, "[L] fixVALUTransUseHazard: a VALU reads a VGPR a TRANS op wrote with at most 5 VALUs / 1 TRANS between: s_waitcnt_depctr va_vdst(0)"),
    r("GFX11_VALU_PARTIAL_FORWARDING", G11, C::Valu, C::Valu, D::Order, W::Pattern { f: partial_forwarding, trigger: exec64_write_trigger, horizon: partial_forwarding_horizon, before_trigger: 3, depctr: DEPCTR_VA_VDST_0, after: false }, "[L] fixVALUPartialForwardingHazard (wave64): Va <- VALU, intv1, EXEC <- SALU, intv2, Vb <- VALU, intv3, VALU reads Va and Vb; intv1+intv2 <= 2 VALUs, intv3 <= 4: s_waitcnt_depctr va_vdst(0)"),
    r("GFX11_VALU_MASK_WRITE", G11, C::Valu, C::Salu, D::Order, W::Pattern { f: mask_write, trigger: mask64_read_trigger, horizon: mask_write_horizon, before_trigger: 0, depctr: DEPCTR_SA_SDST_0, after: true }, "[L] fixVALUMaskWriteHazard (wave64): a VALU reads an SGPR as lane mask, then an SALU writes it: s_waitcnt_depctr sa_sdst(0) after the SALU"),
];

fn trans_trigger(p: &Info) -> bool {
    p.is_valu() && p.is_trans()
}
fn exec64_write_trigger(p: &Info) -> bool {
    !p.is_valu_format() && p.defs.iter().any(|d| d.r == Range::exec())
}
fn mask64_read_trigger(p: &Info) -> bool {
    p.is_valu_format() && mask_reads(p).iter().any(|m| m.n == 2)
}
/// A non-VALU that reads EXEC (the producer of the v_cmpx rule).
fn vcmpx_trigger(p: &Info) -> bool {
    !p.is_valu_format() && reads_exec(p)
}

/// [`vcmpx_exec_war`] stops at a VALU writing an SGPR, `s_waitcnt_depctr sa_sdst(0)` and
/// a non-VALU reading EXEC.
fn vcmpx_horizon(_: &mut u32, p: &Info) -> bool {
    if p.is_valu_format() {
        p.defs.iter().any(|d| d.r.is_scalar())
    } else {
        p.depctr_covers(DEPCTR_SA_SDST_0) || reads_exec(p)
    }
}

/// [`trans_use`] stops at what clears va_vdst, and before a seventh VALU or a third TRANS
/// op (state: VALUs in the low half, TRANS ops in the high half).
fn trans_use_horizon(st: &mut u32, p: &Info) -> bool {
    if clears_va_vdst(p) {
        return true;
    }
    if p.is_valu_format() {
        *st += 1;
        if p.is_trans() {
            *st += 1 << 16;
        }
    }
    *st & 0xffff > 5 || *st >> 16 > 1
}

/// [`partial_forwarding`] stops at what clears va_vdst, and before a tenth VALU.
fn partial_forwarding_horizon(st: &mut u32, p: &Info) -> bool {
    if clears_va_vdst(p) {
        return true;
    }
    if p.is_valu_format() {
        *st += 1;
    }
    *st > 8
}

/// [`mask_write`] stops at `s_waitcnt_depctr sa_sdst(0)` and at a VALU reading an SGPR
/// other than EXEC, or a literal.
fn mask_write_horizon(_: &mut u32, p: &Info) -> bool {
    if p.depctr_covers(DEPCTR_SA_SDST_0) {
        return true;
    }
    p.is_valu_format()
        && (p.literal
            || p.uses
                .iter()
                .any(|u| u.r.is_scalar() && !u.r.overlaps(&Range::exec())))
}

fn reads_exec(p: &Info) -> bool {
    p.uses.iter().any(|u| u.r.overlaps(&Range::exec()))
        || p.is_vmem()
        || p.is_ds()
        || p.has(kind::EXEC_BY_NAME)
}

/// fixVcmpxExecWARHazard (GFX10.1): the consumer VALU writes EXEC; an earlier non-VALU read
/// EXEC, and no VALU that writes an SGPR (or `s_waitcnt_depctr sa_sdst(0)`) came between.
fn vcmpx_exec_war(hist: &mut dyn Iterator<Item = &Info>, n: &Info) -> bool {
    if !n.defs.iter().any(|d| d.r.overlaps(&Range::exec())) {
        return false;
    }
    for p in hist {
        if p.is_valu_format() {
            if p.defs.iter().any(|d| d.r.is_scalar()) {
                return false;
            }
            continue;
        }
        if p.depctr_covers(DEPCTR_SA_SDST_0) {
            return false;
        }
        if reads_exec(p) {
            return true;
        }
    }
    false
}

/// Explicit VGPR sources of a VALU (`Va`, `Vb` of the GFX11 patterns), distinct tuples.
fn vgpr_sources(n: &Info) -> SmallVec<[Range; 4]> {
    let mut v: SmallVec<[Range; 4]> = SmallVec::new();
    for u in &n.uses {
        if u.r.file == RegFile::Vgpr && !v.contains(&u.r) {
            v.push(u.r);
        }
    }
    v
}

/// Resets va_vdst: vector memory (LLVM also lists export) or `s_waitcnt_depctr va_vdst(0)`.
fn clears_va_vdst(p: &Info) -> bool {
    p.is_vmem() || p.is_ds() || p.depctr_covers(DEPCTR_VA_VDST_0)
}

/// fixVALUTransUseHazard: the consumer VALU reads a VGPR written by a TRANS op with at most
/// 5 VALUs and at most 1 TRANS op between them.
fn trans_use(hist: &mut dyn Iterator<Item = &Info>, n: &Info) -> bool {
    let srcs = vgpr_sources(n);
    if srcs.is_empty() {
        return false;
    }
    let (mut valus, mut trans) = (0, 0);
    for p in hist {
        if valus > 5 || trans > 1 || clears_va_vdst(p) {
            return false;
        }
        if p.is_valu()
            && p.is_trans()
            && p.defs.iter().any(|d| srcs.iter().any(|s| s.overlaps(&d.r)))
        {
            return true;
        }
        if p.is_valu_format() {
            valus += 1;
            if p.is_trans() {
                trans += 1;
            }
        }
    }
    false
}

/// fixVALUPartialForwardingHazard (wave64 only: the EXEC write must cover EXEC_HI, which
/// only wave64 code writes): positions count VALUs back from the consumer.
fn partial_forwarding(hist: &mut dyn Iterator<Item = &Info>, n: &Info) -> bool {
    const INTV12: i32 = 2;
    const INTV3: i32 = 4;
    const NO_HAZARD_VALUS: i32 = 6 + 2;
    let srcs = vgpr_sources(n);
    if srcs.len() <= 1 {
        return false;
    }
    let mut def_pos: SmallVec<[Option<i32>; 4]> = srcs.iter().map(|_| None).collect();
    let mut exec_pos: Option<i32> = None;
    let mut valus = 0i32;
    for p in hist {
        if valus > NO_HAZARD_VALUS || clears_va_vdst(p) {
            return false;
        }
        let mut changed = false;
        if p.is_valu_format() {
            for (k, s) in srcs.iter().enumerate() {
                if def_pos[k].is_none() && p.defs.iter().any(|d| d.r.overlaps(s)) {
                    def_pos[k] = Some(valus);
                    changed = true;
                }
            }
        } else if exec_pos.is_none() && p.defs.iter().any(|d| d.r.overlaps(&Range::exec())) {
            if !p.defs.iter().any(|d| d.r == Range::exec()) {
                return false; // a 32-bit EXEC write: wave32 code
            }
            exec_pos = Some(valus);
            changed = true;
        }
        if valus > INTV3 && def_pos.iter().all(|d| d.is_none()) {
            return false;
        }
        if changed {
            if let Some(e) = exec_pos {
                let pre = def_pos.iter().flatten().filter(|&&d| d >= e).min().copied();
                let post = def_pos.iter().flatten().filter(|&&d| d < e).min().copied();
                if let Some(post) = post {
                    if post > INTV3 {
                        return false;
                    }
                    let intv2 = e - post - 1;
                    if intv2 > INTV12 {
                        return false;
                    }
                    if let Some(pre) = pre {
                        let intv1 = pre - e;
                        if intv1 > INTV12 || intv1 + intv2 > INTV12 {
                            return false;
                        }
                        return true;
                    }
                }
            }
        }
        if p.is_valu_format() {
            valus += 1;
        }
    }
    false
}

/// Lane-mask SGPRs a VALU reads: VCC as carry-in / select (`VCC` operand, `v_div_fmas`), or
/// the SRC2 mask of the VOP3 carry and select forms.
fn mask_reads(p: &Info) -> SmallVec<[Range; 2]> {
    let mut v: SmallVec<[Range; 2]> = SmallVec::new();
    let mask_op = p.has(kind::MASK_SRC2);
    for u in &p.uses {
        if u.role == Role::VccIn || (mask_op && u.role == Role::Src2 && u.r.is_scalar()) {
            v.push(u.r);
        }
    }
    if p.has(kind::DIV_FMAS) {
        // The implicit VCC read is VCC_LO in wave32 (RDNA3 ISA V_DIV_FMAS_F32: "VCC[laneId]"),
        // not a 64-bit mask: LLVM's fixVALUMaskWriteHazard returns early for wave32.
        v.push(if p.wave32 {
            Range::vcc_lo()
        } else {
            Range::vcc()
        });
    }
    v
}

/// fixVALUMaskWriteHazard (wave64 only: the mask is an SGPR pair): the consumer SALU writes
/// an SGPR (not EXEC or M0) that an earlier VALU read as a 64-bit lane mask; a VALU that
/// reads another SGPR or a literal, or `s_waitcnt_depctr sa_sdst(0)`, in between ends it.
fn mask_write(hist: &mut dyn Iterator<Item = &Info>, n: &Info) -> bool {
    let written: SmallVec<[Range; 2]> = n
        .defs
        .iter()
        .filter(|d| d.role == Role::Dst && d.r.is_scalar() && !d.r.overlaps(&Range::exec()))
        .filter(|d| d.r.file == RegFile::Sgpr || d.r.overlaps(&Range::vcc()))
        .map(|d| d.r)
        .collect();
    if written.is_empty() {
        return false;
    }
    for p in hist {
        if p.depctr_covers(DEPCTR_SA_SDST_0) {
            return false;
        }
        if !p.is_valu_format() {
            continue;
        }
        let masks = mask_reads(p);
        if masks
            .iter()
            .any(|m| m.n == 2 && written.iter().any(|w| w.overlaps(m)))
        {
            return true;
        }
        let other_sgpr = p
            .uses
            .iter()
            .any(|u| u.r.is_scalar() && !u.r.overlaps(&Range::exec()));
        if other_sgpr || p.literal {
            return false;
        }
    }
    false
}

fn is_f64_16(i: &Info) -> bool {
    i.dgemm && i.passes == 8
}
fn is_f64_4(i: &Info) -> bool {
    i.dgemm && i.passes == 4
}

/// SrcC overlap of a preceding MFMA (gfx90a / gfx94x).
fn mfma_srcc_90a(p: &Info, n: &Info, v: IsaVariant) -> u32 {
    let gfx940 = v == IsaVariant::Gfx942;
    if !n.dgemm && !gfx940 && p.dgemm {
        return 0;
    }
    let full = match (p.defs.first(), n.uses.iter().find(|u| u.role == Role::Src2)) {
        (Some(d), Some(c)) => d.r == c.r,
        _ => false,
    };
    if full {
        if is_f64_4(p) && is_f64_4(n) {
            return 4;
        }
        if gfx940 && p.passes == 2 && !p.dgemm {
            return 2;
        }
        return 0;
    }
    if is_f64_16(p) {
        return if n.xdl { 0 } else { 9 };
    }
    if is_f64_4(p) {
        return if n.xdl { 0 } else { 4 };
    }
    if gfx940 {
        if n.xdl && !p.xdl {
            return 0;
        }
        return if p.xdl { p.passes + 1 } else { p.passes };
    }
    match (p.passes, n.dgemm) {
        (2, false) => 2,
        (2, true) => 3,
        (8, false) => 8,
        (8, true) => 9,
        (_, false) => 16,
        (_, true) => 17,
    }
}

fn mfma_srcab_90a(p: &Info, _n: &Info, v: IsaVariant) -> u32 {
    if is_f64_16(p) {
        11
    } else if is_f64_4(p) {
        6
    } else if v == IsaVariant::Gfx942 {
        p.passes + if p.xdl { 3 } else { 2 }
    } else {
        match p.passes {
            2 => 5,
            8 => 11,
            _ => 19,
        }
    }
}

fn smfma_vgpr_90a(p: &Info, v: IsaVariant) -> u32 {
    if v == IsaVariant::Gfx942 {
        p.passes + if p.xdl { 3 } else { 2 }
    } else {
        match p.passes {
            2 => 5,
            8 => 11,
            _ => 19,
        }
    }
}

fn mfma_valu_read_90a(p: &Info, n: &Info, v: IsaVariant) -> u32 {
    if n.is_mfma() {
        return 0; // checked by MAI90A_MFMA_SRCC / _SRCAB
    }
    if p.dgemm {
        return if p.passes == 4 { 6 } else { 11 };
    }
    smfma_vgpr_90a(p, v)
}

fn mfma_mem_read_90a(p: &Info, _n: &Info, v: IsaVariant) -> u32 {
    if p.dgemm {
        return if p.passes == 4 { 9 } else { 18 };
    }
    smfma_vgpr_90a(p, v)
}

fn mfma_valu_waw_90a(p: &Info, n: &Info, v: IsaVariant) -> u32 {
    if n.is_mfma() {
        return 0;
    }
    if p.dgemm {
        return if p.passes == 4 { 6 } else { 11 };
    }
    smfma_vgpr_90a(p, v)
}

fn mfma_srcc_war_90a(p: &Info, n: &Info, v: IsaVariant) -> u32 {
    if n.is_mfma() || p.dgemm || (v == IsaVariant::Gfx942 && !p.xdl) {
        return 0;
    }
    match p.passes {
        2 => 1,
        4 => 3,
        8 => 7,
        _ => 15,
    }
}

/// Whether `i` is of class `c` (`dpp`: the instruction is a DPP form).
pub fn is_class(c: Class, i: &Info, dpp: bool) -> bool {
    match c {
        C::Valu => i.is_valu(),
        C::PlainValu => i.is_plain_valu(),
        C::PlainValuNotDot => i.is_plain_valu() && !i.is_dot(),
        C::Salu => i.is_salu() && !i.has(kind::S_NOP),
        C::Smem => i.is_smem(),
        C::Vmem => i.is_vmem(),
        C::Ds => i.is_ds(),
        C::VmemOrDs => i.is_vmem() || i.is_ds(),
        C::Vector => i.is_valu() || i.is_vmem() || i.is_ds(),
        C::Mfma => i.is_mfma(),
        C::MfmaOrAccWrite => i.is_mfma() || i.is_acc_write(),
        C::AccRead => i.is_acc_read(),
        C::AccWrite => i.is_acc_write(),
        C::AccMove => i.has(kind::ACC_MOVE),
        C::Dot => i.is_dot(),
        C::SetReg => i.has(kind::SETREG),
        C::SetRegVskip => setreg_vskip(i),
        C::SetRegTrapsts => setreg_trapsts(i),
        C::GetReg => i.has(kind::GETREG),
        C::Rfe => i.has(kind::RFE),
        C::RwLane => i.has(kind::RW_LANE),
        C::DivFmas => i.has(kind::DIV_FMAS),
        C::Dpp => dpp,
        C::M0Msg => m0_msg(i),
        C::M0Lds => m0_lds(i),
        C::Movrel => i.has(kind::MOVREL),
        C::WideStore => wide_store(i),
        C::Cmpx => i.has(kind::CMPX),
        C::Permlane => i.has(kind::PERMLANE),
        C::Smrd => i.format == Some(gfxc_isa::table::Format::Smrd),
        C::SmrdBuffer => smrd_buffer(i),
        C::NotValu => !i.is_valu_format(),
    }
}

/// The bit of class `c` in a class set ([`classes`]).
pub const fn class_bit(c: Class) -> u64 {
    1 << c as u32
}

/// Every class `i` belongs to, as a set of [`class_bit`]s: exactly the classes `c` with
/// `is_class(c, i, dpp)`. The hazard pass asks this once per instruction and intersects
/// rule masks with it, instead of testing each class a rule names (a `match` per class and
/// instruction was most of building the pass's masks); the predicates are shared, and the
/// operand-dependent classes look at operands only when the kind or format allows them.
pub fn classes(i: &Info, dpp: bool) -> u64 {
    row_classes(i, dpp) | operand_classes(i)
}

/// The classes of [`classes`] that can depend on operands ([`classes_by_operands`]).
const OPERAND_CLASSES: u64 = 1 << C::SetRegVskip as u32
    | 1 << C::SetRegTrapsts as u32
    | 1 << C::M0Msg as u32
    | 1 << C::M0Lds as u32
    | 1 << C::WideStore as u32
    | 1 << C::SmrdBuffer as u32;

/// Those of [`classes`] in [`OPERAND_CLASSES`].
fn operand_classes(i: &Info) -> u64 {
    let bit = |c: Class, on: bool| u64::from(on) << c as u32;
    let (vmem, ds) = (i.is_vmem(), i.is_ds());
    let setreg = i.has(kind::SETREG);
    bit(C::SetRegVskip, setreg && setreg_vskip(i))
        | bit(C::SetRegTrapsts, setreg && setreg_trapsts(i))
        | bit(C::M0Msg, (i.has(kind::MSG) || ds) && m0_msg(i))
        | bit(C::M0Lds, (ds || vmem) && m0_lds(i))
        | bit(
            C::WideStore,
            i.has(kind::STORE_OR_CMPSWAP_X2) && wide_store(i),
        )
        | bit(C::SmrdBuffer, smrd_buffer(i))
}

/// Those of [`classes`] not in [`OPERAND_CLASSES`]: tests of the row's format, kind bits
/// and MFMA passes, and the caller's `dpp`.
fn row_classes(i: &Info, dpp: bool) -> u64 {
    const _: () = assert!((C::NotValu as u32) < 64);
    let bit = |c: Class, on: bool| u64::from(on) << c as u32;
    let (valu, vmem, ds) = (i.is_valu(), i.is_vmem(), i.is_ds());
    let (mfma, acc_write) = (i.is_mfma(), i.is_acc_write());
    let plain = valu && !mfma && !i.has(kind::ACC_MOVE);
    let setreg = i.has(kind::SETREG);
    bit(C::Valu, valu)
        | bit(C::PlainValu, plain)
        | bit(C::PlainValuNotDot, plain && !i.is_dot())
        | bit(C::Salu, i.is_salu() && !i.has(kind::S_NOP))
        | bit(C::Smem, i.is_smem())
        | bit(C::Vmem, vmem)
        | bit(C::Ds, ds)
        | bit(C::VmemOrDs, vmem || ds)
        | bit(C::Vector, valu || vmem || ds)
        | bit(C::Mfma, mfma)
        | bit(C::MfmaOrAccWrite, mfma || acc_write)
        | bit(C::AccRead, i.is_acc_read())
        | bit(C::AccWrite, acc_write)
        | bit(C::AccMove, i.has(kind::ACC_MOVE))
        | bit(C::Dot, i.is_dot())
        | bit(C::SetReg, setreg)
        | bit(C::GetReg, i.has(kind::GETREG))
        | bit(C::Rfe, i.has(kind::RFE))
        | bit(C::RwLane, i.has(kind::RW_LANE))
        | bit(C::DivFmas, i.has(kind::DIV_FMAS))
        | bit(C::Dpp, dpp)
        | bit(C::Movrel, i.has(kind::MOVREL))
        | bit(C::Cmpx, i.has(kind::CMPX))
        | bit(C::Permlane, i.has(kind::PERMLANE))
        | bit(C::Smrd, i.format == Some(gfxc_isa::table::Format::Smrd))
        | bit(C::NotValu, !i.is_valu_format())
}

/// A kept row class set ([`classes_of`]) is known (a stored 0 is "not yet").
const ROW_KNOWN: u64 = 1 << 63;
/// A kept row class set: some class of the row depends on the instruction's operands.
const ROW_BY_OPERANDS: u64 = 1 << 62;
const _: () = assert!((C::NotValu as u32) < 62);

/// The class sets of each variant's rows, by row ([`classes_of`]).
static ROW_CLASSES: [std::sync::OnceLock<Box<[std::sync::atomic::AtomicU64]>>; 10] =
    [const { std::sync::OnceLock::new() }; 10];

/// Can a class of `i`'s row depend on the instruction's operands: the `s_setreg` hwreg
/// classes, [`Class::M0Msg`] of DS, [`Class::M0Lds`] of DS and VMEM, [`Class::WideStore`],
/// [`Class::SmrdBuffer`]. Every other class of [`classes`] is a test of the row's format,
/// kind bits or MFMA passes ([`Class::Dpp`] is the caller's `dpp`).
fn classes_by_operands(i: &Info) -> bool {
    i.has(kind::SETREG | kind::STORE_OR_CMPSWAP_X2)
        || i.is_ds()
        || i.is_vmem()
        || i.format == Some(gfxc_isa::table::Format::Smrd)
}

/// [`classes`] of `inst`, classified as `i`: for a row none of whose classes depends on
/// operands ([`classes_by_operands`], most rows), the set its first instruction had, kept
/// per row (the hazard pass asks this of every instruction of every kernel).
pub fn classes_of(inst: &gfxc_isa::inst::Inst, i: &Info, dpp: bool) -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    let v = inst.variant;
    let rows = ROW_CLASSES[v.index()].get_or_init(|| {
        (0..gfxc_isa::table::table(v).defs.len())
            .map(|_| AtomicU64::new(0))
            .collect()
    });
    let slot = &rows[inst.def as usize];
    // Relaxed: the kept set is a function of the row, so racing threads store the same.
    let mut kept = slot.load(Ordering::Relaxed);
    if kept == 0 {
        // A row whose classes can depend on operands keeps the others (those of
        // `row_classes`), and only the operand classes are worked out per instruction.
        kept = ROW_KNOWN
            | if classes_by_operands(i) {
                ROW_BY_OPERANDS | row_classes(i, false)
            } else {
                classes(i, false)
            };
        slot.store(kept, Ordering::Relaxed);
    }
    let mut set = (kept & !(ROW_KNOWN | ROW_BY_OPERANDS)) | u64::from(dpp) << C::Dpp as u32;
    if kept & ROW_BY_OPERANDS != 0 {
        set |= operand_classes(i);
    }
    debug_assert_eq!(set, classes(i, dpp), "kept classes of {}", i.mnemonic);
    set
}

/// [`classes_of`] of `inst` without its classification, as far as the classes in `named` go
/// (the others may be missing), where that needs none: the row's classes are already kept
/// and either do not depend on operands or only through classes `named` leaves out (so its
/// row classes are all it asks for). `None` otherwise (classify it and ask [`classes_of`]).
pub fn kept_classes(inst: &gfxc_isa::inst::Inst, dpp: bool, named: u64) -> Option<u64> {
    use std::sync::atomic::Ordering;
    let kept = ROW_CLASSES[inst.variant.index()].get()?[inst.def as usize].load(Ordering::Relaxed);
    if kept == 0 || (kept & ROW_BY_OPERANDS != 0 && named & OPERAND_CLASSES != 0) {
        return None;
    }
    Some((kept & !(ROW_KNOWN | ROW_BY_OPERANDS)) | u64::from(dpp) << C::Dpp as u32)
}

/// [`Class::SetRegVskip`].
fn setreg_vskip(i: &Info) -> bool {
    i.has(kind::SETREG)
        && i.hwreg
            .is_some_and(|(id, off, size)| id == 1 && off <= 28 && 28 < off + size)
}

/// [`Class::SetRegTrapsts`].
fn setreg_trapsts(i: &Info) -> bool {
    i.has(kind::SETREG) && i.hwreg.is_some_and(|(id, _, _)| id == 3)
}

/// [`Class::M0Msg`].
fn m0_msg(i: &Info) -> bool {
    i.has(kind::MSG)
        || (i.is_ds()
            && !i.has(kind::ADDTID)
            && i.uses.iter().any(|u| u.r.file == RegFile::Special))
}

/// [`Class::M0Lds`].
fn m0_lds(i: &Info) -> bool {
    (i.is_ds() && i.has(kind::ADDTID))
        || (i.is_vmem()
            && i.uses
                .iter()
                .any(|u| u.r.file == RegFile::Special && u.role == Role::Src0))
}

/// [`Class::WideStore`].
fn wide_store(i: &Info) -> bool {
    let data = i
        .uses
        .iter()
        .filter(|u| u.role == Role::Data)
        .map(|u| u.r.n)
        .max()
        .unwrap_or(0);
    let mubuf_sgpr_off = matches!(
        i.format,
        Some(gfxc_isa::table::Format::Mubuf | gfxc_isa::table::Format::Mtbuf)
    ) && i
        .uses
        .iter()
        .any(|u| u.role == Role::MemScalar && u.r.n == 1 && u.r.file == RegFile::Sgpr);
    i.has(kind::STORE_OR_CMPSWAP_X2) && data > 2 && !mubuf_sgpr_off
}

/// [`Class::SmrdBuffer`]: a buffer SMRD's SBASE is a 4-dword descriptor (an `s_load`'s is
/// a 2-dword address).
fn smrd_buffer(i: &Info) -> bool {
    i.format == Some(gfxc_isa::table::Format::Smrd)
        && i.uses
            .iter()
            .any(|u| u.r.file == RegFile::Sgpr && u.r.n == 4)
}

/// The registers of one slot: a few ranges, kept inline (the hazard pass asks for two of
/// these per rule and instruction pair it checks; a heap vector each was most of its cost).
pub type SlotRegs = smallvec::SmallVec<[Range; 4]>;

/// The registers of slot `s` of `i`.
pub fn slot_regs(s: Slot, i: &Info, v: IsaVariant) -> SlotRegs {
    // Plain loops with `push`: `SmallVec`'s generic `Extend` from a filtered iterator cost
    // more than the tests themselves here.
    let defs = |f: &dyn Fn(&Range) -> bool| {
        let mut v = SlotRegs::new();
        for d in &i.defs {
            if f(&d.r) {
                v.push(d.r);
            }
        }
        v
    };
    let uses = |f: &dyn Fn(Role, &Range) -> bool| {
        let mut v = SlotRegs::new();
        for u in &i.uses {
            if f(u.role, &u.r) {
                v.push(u.r);
            }
        }
        v
    };
    match s {
        S::VecDef => defs(&|r| r.is_vector()),
        S::ScalarDef => defs(&|r| r.is_scalar() && !r.overlaps(&Range::exec())),
        S::VccDef => defs(&|r| r.overlaps(&Range::vcc())),
        S::ExecDef => defs(&|r| r.overlaps(&Range::exec())),
        S::M0Def => defs(&|r| r.overlaps(&Range::m0(v))),
        S::SrcAB => uses(&|role, r| matches!(role, Role::Src0 | Role::Src1) && r.is_vector()),
        S::SrcC => uses(&|role, r| role == Role::Src2 && r.is_vector()),
        S::VecUse => uses(&|_, r| r.is_vector()),
        S::ScalarUse => uses(&|_, r| r.is_scalar()),
        S::LaneSel => uses(&|role, r| role == Role::Src1 && r.is_scalar()),
        S::MemScalarUse => uses(&|role, r| {
            r.is_scalar() && matches!(role, Role::MemScalar | Role::Addr | Role::Src0 | Role::Src1)
        }),
        S::MemScalarOrExecUse => {
            let mut u = slot_regs(S::MemScalarUse, i, v);
            if i.is_vmem() || i.is_ds() {
                u.push(Range::exec());
            }
            u
        }
        S::ScalarOrExecDef => defs(&|r| r.is_scalar()),
        S::StoreData => uses(&|role, r| role == Role::Data && r.is_vector()),
        S::ExeczVccz => uses(&|_, r| r.file == RegFile::Special && (r.lo == 251 || r.lo == 252)),
        S::M0Use => uses(&|_, r| r.overlaps(&Range::m0(v))),
        S::VccUse => {
            let mut u: SlotRegs = uses(&|_, r| r.overlaps(&Range::vcc()));
            if i.has(kind::DIV_FMAS) {
                u.push(Range::vcc());
            }
            u
        }
        S::ExecUse => {
            if i.is_valu() || i.is_vmem() || i.is_ds() {
                smallvec::smallvec![Range::exec()]
            } else {
                SlotRegs::new()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hazards::class::{classify, is_dpp};
    use gfxc_isa::forms::{sample, sample_ext};
    use gfxc_isa::processors::Target;

    const ALL_CLASSES: [Class; 32] = [
        C::Valu,
        C::PlainValu,
        C::PlainValuNotDot,
        C::Salu,
        C::Smem,
        C::Vmem,
        C::Ds,
        C::VmemOrDs,
        C::Vector,
        C::Mfma,
        C::MfmaOrAccWrite,
        C::AccRead,
        C::AccWrite,
        C::AccMove,
        C::Dot,
        C::SetReg,
        C::SetRegVskip,
        C::SetRegTrapsts,
        C::GetReg,
        C::Rfe,
        C::RwLane,
        C::DivFmas,
        C::Dpp,
        C::M0Msg,
        C::M0Lds,
        C::Movrel,
        C::WideStore,
        C::Cmpx,
        C::Permlane,
        C::Smrd,
        C::SmrdBuffer,
        C::NotValu,
    ];

    fn agree(i: &gfxc_isa::inst::Inst, what: &str) {
        let (info, dpp) = (classify(i), is_dpp(i));
        let set = classes(&info, dpp);
        assert_eq!(classes_of(i, &info, dpp), set, "{what}: kept classes");
        for c in ALL_CLASSES {
            assert_eq!(
                set & class_bit(c) != 0,
                is_class(c, &info, dpp),
                "{what}: {c:?} of {}",
                info.mnemonic
            );
        }
    }

    /// `classes` is `is_class` as a set: for a sample of every row of every variant (plain,
    /// SDWA, DPP forms) and for the operand-dependent classes' edge cases.
    #[test]
    fn classes_agree_with_is_class() {
        let mut seen = 0u64;
        for v in IsaVariant::ALL {
            let t = gfxc_isa::table::table(v);
            for def in 0..t.defs.len() as u32 {
                for no in 0..2 {
                    let Some(i) = sample(v, def, true, no) else {
                        continue;
                    };
                    agree(&i, v.reference_processor());
                    seen |= classes(&classify(&i), is_dpp(&i));
                    for e in sample_ext(v, def, true, no) {
                        agree(&e, v.reference_processor());
                        seen |= classes(&classify(&e), is_dpp(&e));
                    }
                }
            }
        }
        let lines = [
            ("gfx900", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 32), s0"),
            ("gfx900", "s_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0"),
            ("gfx900", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 28), s0"),
            ("gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0"),
            ("gfx900", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 27, 2), 1"),
            ("gfx900", "ds_write_b32 v0, v1 gds"),
            ("gfx900", "ds_write_addtid_b32 v0"),
            (
                "gfx900",
                "buffer_load_dword v4, s[4:7], s8 offen offset:16 lds",
            ),
            (
                "gfx900",
                "buffer_store_dwordx4 v[0:3], v4, s[0:3], s5 offen",
            ),
            ("gfx900", "buffer_store_dwordx4 v[0:3], v4, s[0:3], 0 offen"),
            ("gfx900", "global_store_dwordx3 v[0:1], v[2:4], off"),
            ("gfx900", "global_atomic_cmpswap_x2 v[0:1], v[2:5], off"),
            ("gfx900", "s_movrels_b32 s0, s1"),
            ("gfx900", "s_sendmsg sendmsg(MSG_INTERRUPT)"),
            ("gfx600", "s_buffer_load_dword s0, s[0:3], 0x0"),
            ("gfx600", "s_load_dword s0, s[0:1], 0x0"),
            ("gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]"),
            ("gfx90a", "v_accvgpr_write_b32 a0, v0"),
            (
                "gfx90a",
                "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
            ),
            ("gfx1010", "v_permlane16_b32 v0, v1, s0, s1"),
        ];
        for (cpu, l) in lines {
            let t = Target::parse(cpu).unwrap();
            let i = gfxc_isa::parse::parse_inst(l, &t, 0).unwrap_or_else(|e| panic!("{l}: {e:?}"));
            agree(&i, cpu);
            seen |= classes(&classify(&i), is_dpp(&i));
        }
        // Every class occurs.
        for c in ALL_CLASSES {
            assert!(seen & class_bit(c) != 0, "{c:?} never seen");
        }
    }
}
