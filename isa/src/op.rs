//! Typed opcodes and per-row properties, generated from the instruction table.
//!
//! Guarantees: [`Op`] has one variant per mnemonic of any variant's table (`data/insts.tsv`
//! and the VOPD components of `data/ext.tsv`), spelled exactly as the mnemonic
//! (`"s_add_u32"` is `Op::s_add_u32`), plus one per VALU operation name without its encoding
//! suffix (`Op::v_add_f32` for `v_add_f32_e32`/`v_add_f32_e64`). `build.rs` resolves, per
//! [`IsaVariant`], each `Op` to its first row ([`IsaTable::row`]) and to its VOP1/VOP2 and VOP3
//! encodings ([`IsaTable::e32`], [`IsaTable::e64`]) as static arrays indexed by the `Op`: no
//! string is hashed or compared when a pass builds or inspects an instruction. A name a
//! variant lacks resolves to `None` there, so availability per generation is a table lookup.
//!
//! [`Props`] is the record of one row: its [`Op`], execution [`Unit`], kind bits ([`kind`]),
//! which signature positions it writes and the [`Role`] of each, the wait counters it may
//! count on, and its GFX11 VOPD component ([`VopdForm`], the one property that is a data file
//! of its own, `data/vopd.tsv`). They are derived at build time from the row's format, operand
//! signature, flags and mnemonic (`build.rs`: `kind_bits`, `vopd_rows`, `ops`), in that one
//! place; passes read them instead of re-deriving them from names.

use crate::processors::IsaVariant;
use crate::table::IsaTable;

/// Execution unit of a row (by format).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// SOP1/SOP2/SOPK/SOPC/SOPP.
    Salu,
    /// SMRD/SMEM.
    Smem,
    /// VOP1/VOP2/VOPC/VOP3/VOP3P/VOPD (MAI included).
    Valu,
    /// MUBUF/MTBUF/FLAT/GLOBAL/SCRATCH.
    Vmem,
    Ds,
}

/// The role of a signature position (`Props::role`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Role {
    /// Not a register operand (immediates, labels, symbolic fields).
    None = 0,
    /// Destination (VDST, SDST, loaded data).
    Dst = 1,
    /// VOP3B scalar carry-out, `vcc` written by a VOP2/VOPC.
    CarryOut = 2,
    /// Memory address (VADDR, ADDR, SBASE).
    Addr = 3,
    Src0 = 4,
    Src1 = 5,
    Src2 = 6,
    /// Store or atomic data (MUBUF VDATA of stores/atomics, DS/FLAT data).
    Data = 7,
    /// Scalar operands of a memory instruction (SRSRC, SOFFSET, SADDR, SMEM offset).
    MemScalar = 8,
    /// `vcc` read as carry-in or mask.
    VccIn = 9,
}

const ROLES: [Role; 10] = [
    Role::None,
    Role::Dst,
    Role::CarryOut,
    Role::Addr,
    Role::Src0,
    Role::Src1,
    Role::Src2,
    Role::Data,
    Role::MemScalar,
    Role::VccIn,
];

/// Kind bits of [`Props::kind`] (bit numbers fixed by `build.rs`'s `kind_bits`).
pub mod kind {
    /// `s_nop`.
    pub const S_NOP: u64 = 1 << 0;
    /// `v_nop`.
    pub const V_NOP: u64 = 1 << 1;
    /// SOPP `s_branch`, `s_cbranch_*`, `s_setpc*`.
    pub const BRANCH: u64 = 1 << 2;
    /// `s_endpgm*`.
    pub const ENDPGM: u64 = 1 << 3;
    /// Transcendental VALU (`v_exp_`, `v_log_`, `v_rcp_`, `v_rsq_`, `v_sqrt_`, `v_sin_`,
    /// `v_cos_`): the GFX11 TRANS unit.
    pub const TRANS: u64 = 1 << 4;
    /// An MFMA (MAI row `v_mfma_*`).
    pub const MFMA: u64 = 1 << 5;
    pub const ACC_READ: u64 = 1 << 6;
    pub const ACC_WRITE: u64 = 1 << 7;
    /// `v_accvgpr_*` (read, write, mov).
    pub const ACC_MOVE: u64 = 1 << 8;
    /// `v_dot*`.
    pub const DOT: u64 = 1 << 9;
    pub const SETREG: u64 = 1 << 10;
    pub const GETREG: u64 = 1 << 11;
    /// `s_rfe*`.
    pub const RFE: u64 = 1 << 12;
    /// `v_readlane_b32`, `v_writelane_b32`.
    pub const RW_LANE: u64 = 1 << 13;
    pub const DIV_FMAS: u64 = 1 << 14;
    /// `s_sendmsg*`, `s_ttracedata*`: read M0 implicitly.
    pub const MSG: u64 = 1 << 15;
    /// `s_movrel*`: read M0 implicitly.
    pub const MOVREL: u64 = 1 << 16;
    /// DS `*addtid*`: read M0 implicitly.
    pub const ADDTID: u64 = 1 << 17;
    /// Mnemonic names a store or `cmpswap_x2` (the hazard rules' wide stores).
    pub const STORE_OR_CMPSWAP_X2: u64 = 1 << 18;
    /// `v_cmpx*`: writes EXEC.
    pub const CMPX: u64 = 1 << 19;
    /// `v_permlane*`.
    pub const PERMLANE: u64 = 1 << 20;
    /// `s_waitcnt_*` (the counter-specific waits and `s_waitcnt_depctr`).
    pub const WAITCNT_X: u64 = 1 << 21;
    /// `s_waitcnt`.
    pub const WAITCNT: u64 = 1 << 22;
    pub const DEPCTR: u64 = 1 << 23;
    /// Cache invalidation (`*wbinvl1*`, `*_inv*`): counts on no counter.
    pub const CACHE_INV: u64 = 1 << 24;
    /// Mnemonic has `_store_` or `_atomic_` (GFX6 buffer data read after issue: EXP_CNT).
    pub const STORE_OR_ATOMIC_DATA: u64 = 1 << 25;
    /// Mnemonic names a store or an atomic (its operand 0 is data, not a result).
    pub const STORE_OR_ATOMIC: u64 = 1 << 26;
    /// Mnemonic has `_store` (memory-model store rows).
    pub const STORE: u64 = 1 << 27;
    pub const CMPSWAP_X2: u64 = 1 << 28;
    /// `s_setpc*`.
    pub const SETPC: u64 = 1 << 29;
    /// `s_branch`.
    pub const S_BRANCH: u64 = 1 << 30;
    /// A wait counted in reports: `s_waitcnt*` other than `s_waitcnt_depctr`.
    pub const COUNTED_WAIT: u64 = 1 << 31;
    /// Mnemonic names EXEC (`*_saveexec_*`, `*exec*`).
    pub const NAMES_EXEC: u64 = 1 << 32;
    /// Mnemonic has `cmpx`.
    pub const NAMES_CMPX: u64 = 1 << 33;
    /// VALU rows local CSE must not share: `movrel`, `interp`, `cmpx`, `writelane`, `dpp`,
    /// `lds`, `div_fmas`, `permlane`, `mac`, `dot2c` in the mnemonic (implicit operands, lane
    /// crossing or tied sources).
    pub const NO_CSE: u64 = 1 << 34;
    /// `flat_load*`.
    pub const FLAT_LOAD: u64 = 1 << 35;
    /// `s_sendmsg*`.
    pub const SENDMSG: u64 = 1 << 36;
    /// `s_waitcnt*` (every form).
    pub const ANY_WAITCNT: u64 = 1 << 37;
    /// Reads EXEC by its name: `*saveexec*`, `*wrexec*`, `s_cbranch_exec*`.
    pub const EXEC_BY_NAME: u64 = 1 << 38;
    /// VALU whose SRC2 in VOP3 is a lane mask: `v_cndmask_*`, `v_add_co_ci_*`,
    /// `v_sub_co_ci_*`, `v_subrev_co_ci_*`, `v_addc_*`, `v_subb_*`.
    pub const MASK_SRC2: u64 = 1 << 39;
    /// Not worth skipping over on EXEC = 0 (`s_cbranch_execz` around it): waits, messages,
    /// traps, barriers, program end, branches and calls, cache control, lane reads/writes
    /// (`s_waitcnt*`, `s_sendmsg*`, `s_trap`, `s_endpgm*`, `s_barrier*`, `s_setpc*`,
    /// `s_swappc*`, `s_dcache*`, `s_icache*`, `s_cbranch*`, `s_branch*`, `v_readfirstlane*`,
    /// `v_readlane*`, `v_writelane*`).
    pub const NO_EXECZ_SKIP: u64 = 1 << 40;
    /// MUBUF `buffer_load_*` / `buffer_store_*` (accesses, not atomics or cache control).
    pub const BUFFER_LOAD_STORE: u64 = 1 << 41;
    /// Two-address VALU rows (`v_fmac_*`, `v_mac_*`, `v_pk_fmac_f16`, `v_dot2c_*`,
    /// `v_dot4c_*`; VOP2 and their VOP3 forms): the destination register is also read as the
    /// addend. In machine IR before register allocation such a row carries one operand beyond
    /// its signature, the value read in the destination's register
    /// (`gfxc_mir::MFunction::tied`).
    pub const TIED: u64 = 1 << 42;
}

/// Wait-counter bits of [`Props::counters`].
pub mod counter {
    /// VM_CNT (VMEM and FLAT; GFX10+ stores and non-returning atomics count on VS_CNT).
    pub const VM: u8 = 1;
    /// LGKM_CNT (SMEM, DS, and FLAT).
    pub const LGKM: u8 = 2;
}

/// Properties of one table row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Props {
    pub op: Op,
    pub unit: Unit,
    /// [`kind`] bits.
    pub kind: u64,
    /// Bit i: signature position i is written (destinations, carry-outs; not store data).
    pub defs: u32,
    /// [`Role`] of signature position i in bits `4i..4i+4`.
    pub roles: u32,
    /// [`counter`] bits.
    pub counters: u8,
    /// MFMA rows: passes (bits 0-4), XDL (bit 5), DGEMM (bit 6) on this variant; 0 otherwise.
    pub mfma: u8,
    /// Float source modifiers: bits 0-2, the sources (S0, S1, S2) whose VOP3 NEG/ABS bits
    /// negate / take the absolute value of a float operand; bits 4-5, its width (1: f16,
    /// 2: f32, 3: f64); 0 for rows without (integer, packed, bit operations).
    pub fmods: u8,
    /// The VOP3 row of the same operation (the row itself for VOP3), `u16::MAX` if none:
    /// where a VOP1/VOP2/VOPC instruction goes to take source modifiers.
    pub vop3: u16,
    /// The GFX11 VOPD (dual-issue) component this row may become, [`VopdForm::None`] on rows
    /// and variants without one (`data/vopd.tsv`).
    pub vopd: VopdForm,
}

/// How a VALU row becomes one half (a component) of a GFX11 VOPD instruction (RDNA3 ISA §7.6
/// "Dual Issue VALU"): [`Props::vopd`], from `data/vopd.tsv`. The `u16`s are rows of the same
/// variant's table, format [`Format::Vopd`](crate::table::Format::Vopd); whether a component
/// may be the X or the Y half is in its row's flags. Whether an instruction of the row really
/// pairs (no modifiers, VGPR operands where the component needs them, the register rules of
/// `crate::vopd`) is for the pass to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VopdForm {
    /// No VOPD component.
    None,
    /// The instruction is the component with its operands unchanged (`v_add_f32_e32` as
    /// `v_dual_add_f32`; the VCC operand of `v_cndmask_b32_e32` is implicit in the component).
    AsIs(u16),
    /// A VOP3 form without modifiers (`v_sub_f32_e64 d, a, b`): the component `same` when S1 is
    /// a VGPR (VSRC1 must be one), else `swapped` with S0 and S1 exchanged (the same component
    /// for a commutative operation; `v_dual_subrev_f32` for `v_sub_f32` and vice versa).
    Vop3 { same: u16, swapped: u16 },
    /// `v_fma_f32 d, a, b, d` as the component `v_dual_fmac_f32 d, a, b` (S2 is D).
    FmaAsFmac(u16),
}

impl Props {
    /// Has all the [`kind`] bits of `k`.
    #[inline]
    pub fn is(&self, k: u64) -> bool {
        self.kind & k == k
    }
    /// Has any of the [`kind`] bits of `k`.
    #[inline]
    pub fn any(&self, k: u64) -> bool {
        self.kind & k != 0
    }
    /// Do source `i`'s (0..=2) NEG/ABS bits act as float negate/absolute value?
    #[inline]
    pub fn float_mods(&self, i: usize) -> bool {
        i < 3 && self.fmods & (1 << i) != 0
    }
    /// Width in bits of the float sources taking modifiers (16, 32, 64), 0 if none.
    #[inline]
    pub fn float_mods_bits(&self) -> u32 {
        match self.fmods >> 4 & 3 {
            1 => 16,
            2 => 32,
            3 => 64,
            _ => 0,
        }
    }
    /// The role of signature position `i`.
    #[inline]
    pub fn role(&self, i: usize) -> Role {
        if i >= 8 {
            return Role::None;
        }
        ROLES[((self.roles >> (4 * i)) & 0xf) as usize]
    }
    /// Is signature position `i` written?
    #[inline]
    pub fn is_def(&self, i: usize) -> bool {
        self.defs & (1 << i) != 0
    }
}

include!(concat!(env!("OUT_DIR"), "/ops.rs"));

impl Op {
    /// The canonical name (the mnemonic, or the VALU operation name).
    pub fn name(self) -> &'static str {
        let (at, n) = OP_NAME_AT[self as usize];
        &OP_STRS[at as usize..at as usize + n as usize]
    }
    /// The `Op` of a name (for parsers and tests; passes name `Op`s directly).
    pub fn from_name(s: &str) -> Option<Op> {
        op_from_name(s)
    }
    /// Every `Op`, in name order.
    pub fn all() -> &'static [Op] {
        &OP_ALL
    }
}

impl std::fmt::Display for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

fn at(v: &[[u16; OP_COUNT]; 10], variant: IsaVariant, op: Op) -> Option<u32> {
    let r = v[variant.index()][op as usize];
    (r != u16::MAX).then_some(r as u32)
}

/// Properties of every row of a variant (indexed by row).
pub fn props(variant: IsaVariant) -> &'static [Props] {
    PROPS[variant.index()]
}

impl IsaTable {
    /// First row whose mnemonic is `op` on this variant (as `by_name(op.name()).first()`).
    #[inline]
    pub fn row(&self, op: Op) -> Option<u32> {
        at(&OP_ROW, self.variant, op)
    }
    /// The 32-bit (VOP1/VOP2) encoding of a VALU operation: the first such row named
    /// `<op>_e32`, else one named `<op>`.
    #[inline]
    pub fn e32(&self, op: Op) -> Option<u32> {
        at(&OP_E32, self.variant, op)
    }
    /// The VOP3 encoding of a VALU operation: the first VOP3 row named `<op>_e64`, else one
    /// named `<op>`.
    #[inline]
    pub fn e64(&self, op: Op) -> Option<u32> {
        at(&OP_E64, self.variant, op)
    }
    /// Does this variant have `op` (a row of that name)?
    #[inline]
    pub fn has(&self, op: Op) -> bool {
        self.row(op).is_some()
    }
    /// Properties of a row.
    #[inline]
    pub fn props(&self, row: u32) -> &'static Props {
        &PROPS[self.variant.index()][row as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{table, Format, SigField};

    /// Every row of every variant: its Op names it, `row`/`e32`/`e64` agree with the name
    /// index, and the Props agree with the row's format and signature.
    #[test]
    fn ops_resolve_like_the_name_index() {
        for v in IsaVariant::ALL {
            let t = table(v);
            for (i, d) in t.defs.iter().enumerate() {
                let p = t.props(i as u32);
                assert_eq!(p.op.name(), d.mnemonic);
                assert_eq!(Op::from_name(d.mnemonic), Some(p.op));
                assert_eq!(t.row(p.op), t.by_name(d.mnemonic).first().copied());
                let unit = match d.format {
                    Format::Sop1 | Format::Sop2 | Format::Sopk | Format::Sopc | Format::Sopp => {
                        Unit::Salu
                    }
                    Format::Smem | Format::Smrd => Unit::Smem,
                    Format::Ds => Unit::Ds,
                    f if f.is_flat_family() || f.is_buffer() => Unit::Vmem,
                    _ => Unit::Valu,
                };
                assert_eq!(p.unit, unit, "{v:?} {}", d.mnemonic);
                for (k, s) in d.ops.iter().enumerate() {
                    let r = p.role(k);
                    match s.field {
                        SigField::S0 => assert_eq!(r, Role::Src0),
                        SigField::S1 => assert_eq!(r, Role::Src1),
                        SigField::S2 => assert_eq!(r, Role::Src2),
                        SigField::Sd => assert!(r == Role::CarryOut && p.is_def(k)),
                        SigField::A => assert_eq!(r, Role::Addr),
                        SigField::K | SigField::Label | SigField::Lit => {
                            assert_eq!(r, Role::None)
                        }
                        _ => {}
                    }
                    if p.is_def(k) {
                        assert!(matches!(r, Role::Dst | Role::CarryOut));
                    }
                }
            }
            for &op in Op::all() {
                let n = op.name();
                assert_eq!(t.row(op), t.by_name(n).first().copied(), "{v:?} {n}");
                let enc = |sfx: &str, ok: &dyn Fn(Format) -> bool| {
                    [format!("{n}{sfx}"), n.to_string()]
                        .iter()
                        .find_map(|c| t.by_name(c).iter().copied().find(|&r| ok(t.def(r).format)))
                };
                assert_eq!(
                    t.e32(op),
                    enc("_e32", &|f| matches!(f, Format::Vop1 | Format::Vop2))
                );
                assert_eq!(t.e64(op), enc("_e64", &|f| f == Format::Vop3));
            }
        }
    }

    #[test]
    fn names_and_availability() {
        assert_eq!(Op::s_add_u32.name(), "s_add_u32");
        assert_eq!(Op::from_name("v_add_f32"), Some(Op::v_add_f32));
        assert_eq!(Op::from_name("v_no_such_op"), None);
        let t9 = table(IsaVariant::Gfx900);
        let t11 = table(IsaVariant::Gfx1100);
        assert!(t9.row(Op::v_add_f32).is_none());
        assert_eq!(
            t9.def(t9.e32(Op::v_add_f32).unwrap()).mnemonic,
            "v_add_f32_e32"
        );
        assert_eq!(
            t9.def(t9.e64(Op::v_add_f32).unwrap()).mnemonic,
            "v_add_f32_e64"
        );
        assert!(t9.has(Op::s_andn2_b64) && !t11.has(Op::s_andn2_b64));
        assert!(t11.has(Op::s_and_not1_b64) && !t9.has(Op::s_and_not1_b64));
        let p = t9.props(t9.row(Op::v_rcp_f32_e32).unwrap());
        assert!(p.is(kind::TRANS) && p.unit == Unit::Valu);
        let p = t9.props(t9.row(Op::global_load_dword).unwrap());
        assert_eq!((p.unit, p.counters), (Unit::Vmem, counter::VM));
        let p = t9.props(t9.row(Op::flat_load_dword).unwrap());
        assert_eq!(p.counters, counter::VM | counter::LGKM);
        let p = t9.props(t9.row(Op::v_add_co_u32_e64).unwrap());
        assert_eq!(p.defs, 0b11);
        let p = t9.props(t9.row(Op::buffer_store_dword).unwrap());
        assert_eq!((p.defs, p.role(0)), (0, Role::Data));
        let p = table(IsaVariant::Gfx908).props(
            table(IsaVariant::Gfx908)
                .row(Op::v_mfma_f32_32x32x1f32)
                .unwrap(),
        );
        assert!(p.is(kind::MFMA));
    }
}
