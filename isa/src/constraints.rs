//! Operand constraints beyond the signatures, as data (`isa/data/constraints.tsv`).
//!
//! Guarantees: [`constraint`] answers, for an ISA variant and a row, the rules llvm-mc-19
//! enforces that the operand signature cannot express (constant-bus limits of VOP3/VOP3P,
//! implicit SGPR reads, GDS-only DS rows, operand-less rows without offsets, SDWA dst_sel of
//! v_mac, VGPR-only src0 of v_movrels*, 16-bit mandatory literals, null destinations, MAI SrcC
//! and AGPR-operand register files, [`check_acc_operands`]). The
//! parser applies them (`parse.rs`); `tests/rejected.rs` checks that every line llvm-mc-19
//! rejected in the golden runs is rejected by gfxc with a located error, and the golden tests
//! check that nothing llvm-mc-19 accepts is rejected.

use crate::processors::IsaVariant;

/// Kinds of constraint rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    ConstBus,
    Implicit,
    NeedsGds,
    NoOffset,
    SdwaDword,
    VgprSrc0,
    SgprSrc0,
    Lit16,
    NullDst,
    /// MAI SrcC: `agpr` (an AGPR tuple like vdst; constants rejected) or `vdst` (the register
    /// file of vdst, selected by ACC_CD, or an inline constant).
    MaiSrcC,
    /// src0 must be a VGPR or an inline constant (gfx908 v_accvgpr_write_b32).
    VgprConstSrc0,
    /// The row takes no `clamp` in the listed forms (`plain`, `sdwa`, `dpp`, `dpp8`), and
    /// no output modifier `mul:`/`div:` ([`Kind::NoOmod`]); measured per processor with
    /// llvm-mc-19 by `tools/sweep_modifiers.py` (e.g. gfx700 carry-out adds: "integer clamping
    /// is not supported on this GPU").
    NoClamp,
    NoOmod,
    /// The row takes no `op_sel` in the listed forms (e.g. GFX10/GFX11 `v_add_f16_e64` in
    /// LLVM 19's syntax: "not a valid operand.").
    NoOpSel,
    /// `FORMS:MASK`: in the listed forms the row takes `op_sel` but only the OPSEL bits of
    /// MASK; llvm-mc-19 rejects a list setting another bit with "invalid op_sel operand"
    /// (GFX10 `v_permlane16_b32`: FI and BOUND_CTRL only; GFX11 `v_dot2_bf16_bf16`: not the
    /// source halves). Measured per processor by `tools/sweep_modifiers.py`.
    OpSelBits,
    /// `FORMS:B0,B1,B2,B3`: the OPSEL bit element `i` of an `op_sel` list sets (`-`: none,
    /// llvm-mc-19 accepts and drops it), where it is not `i`: llvm-mc-19 maps the list onto
    /// the row's operands, so on a 2-source VOP3 row with a 16-bit destination the third
    /// element is the destination's bit 3 (`v_pack_b32_f16`, gfx942 `v_cvt_pk_fp8_f32`), and
    /// VOP3P rows have no destination element. From llvm-mc-19's encodings by
    /// `tools/sweep_modifiers.py`.
    OpSelMap,
    /// The SDWA form has no destination controls and no source modifiers: llvm-mc-19 refuses
    /// `dst_sel`/`dst_unused`, `-v0`, `|v0|`, `sext(v0)` and encodes DWORD / UNUSED_PAD (gfx942 `v_cvt_f32_fp8/bf8`, `v_cvt_pk_f32_fp8/bf8`;
    /// listed by `tools/sweep_ext.py`).
    SdwaNoDst,
    /// `FIELD:REG`: that register in that source field is not counted on the constant bus
    /// (`s1:m0`: M0 as the lane select of `v_writelane_b32`, which llvm-mc-19 accepts beside
    /// an SGPR value on GFX6-9, `v_writelane_b32 v1, s4, m0`, and llc-19 emits).
    BusFree,
    /// The row takes no `_e64` suffix: llvm-mc-19 rejects it with "e64 variant of this
    /// instruction is not supported" (`v_readlane_b32_e64`, `v_writelane_b32_e64`), though
    /// GFX8+ encodes the row as VOP3.
    NoE64,
}

/// The OPSEL bit each `op_sel` list element sets on the row in form `ext`, when an
/// `opsel_map` row says it is not the element's own index.
pub fn opsel_map(v: IsaVariant, mnemonic: &str, ext: crate::table::Ext) -> Option<[Option<u8>; 4]> {
    let word = ext_word(ext);
    let vname = v.reference_processor();
    let mn = base(mnemonic);
    let (_, map) = rows_of(Kind::OpSelMap)
        .iter()
        .filter(|r| {
            r.variants.iter().any(|x| *x == "*" || *x == vname)
                && r.mnemonics.iter().any(|x| *x == "*" || *x == mn)
        })
        .filter_map(|r| r.value.split_once(':'))
        .rfind(|(forms, _)| forms.split(',').any(|f| f == word))?;
    let mut out = [None; 4];
    for (o, b) in out.iter_mut().zip(map.split(',')) {
        *o = b.parse().ok();
    }
    Some(out)
}

/// The OPSEL bits the row takes in form `ext` when an `opsel_bits` row limits them.
pub fn opsel_bits(v: IsaVariant, mnemonic: &str, ext: crate::table::Ext) -> Option<u8> {
    let word = ext_word(ext);
    let vname = v.reference_processor();
    let mn = base(mnemonic);
    rows_of(Kind::OpSelBits)
        .iter()
        .filter(|r| {
            r.variants.iter().any(|x| *x == "*" || *x == vname)
                && r.mnemonics.iter().any(|x| *x == "*" || *x == mn)
        })
        .filter_map(|r| r.value.split_once(':'))
        .filter(|(forms, _)| forms.split(',').any(|f| f == word))
        .filter_map(|(_, mask)| u8::from_str_radix(mask.trim_start_matches("0x"), 16).ok())
        .next_back()
}

fn ext_word(ext: crate::table::Ext) -> &'static str {
    match ext {
        crate::table::Ext::None => "plain",
        crate::table::Ext::Sdwa => "sdwa",
        crate::table::Ext::Dpp => "dpp",
        crate::table::Ext::Dpp8 => "dpp8",
    }
}

/// True when `kind` (`NoClamp` / `NoOmod`) forbids the modifier on the row's form `ext`.
pub fn modifier_rejected(
    kind: Kind,
    v: IsaVariant,
    mnemonic: &str,
    ext: crate::table::Ext,
) -> bool {
    let word = ext_word(ext);
    constraint(kind, v, mnemonic).is_some_and(|val| val.split(',').any(|e| e == word))
}

struct Row {
    kind: Kind,
    variants: &'static [&'static str],
    mnemonics: &'static [&'static str],
    value: &'static str,
}

// `static ROWS`, generated by `isa/build.rs` from `data/constraints.tsv` (no run-time parse).
include!(concat!(env!("OUT_DIR"), "/constraints.rs"));

/// The rows of one kind, in table order (built once): the encoder asks about every
/// instruction, and a scan of the whole table per question compared every row's kind.
fn rows_of(kind: Kind) -> &'static [&'static Row] {
    // Indexed by the kind's discriminant (a search of the kinds per question was a quarter
    // of the encoder's constraint lookups).
    static BY_KIND: std::sync::OnceLock<Vec<Vec<&'static Row>>> = std::sync::OnceLock::new();
    let by_kind = BY_KIND.get_or_init(|| {
        let mut out: Vec<Vec<&'static Row>> = vec![Vec::new(); N_KINDS];
        for r in ROWS.iter() {
            out[r.kind as usize].push(r);
        }
        out
    });
    &by_kind[kind as usize]
}

/// The rows of one kind that apply to `v` (list it or `*`), in table order (built once): the
/// encoder asks about every instruction, and most kinds have no row for most variants (the
/// answer is then known without comparing names).
fn rows_for(kind: Kind, v: IsaVariant) -> &'static [&'static Row] {
    // Per kind, filled on its first question (a few rows each).
    static BY_VARIANT: [std::sync::OnceLock<Vec<Vec<&'static Row>>>; N_KINDS] =
        [const { std::sync::OnceLock::new() }; N_KINDS];
    let by = BY_VARIANT[kind as usize].get_or_init(|| {
        IsaVariant::ALL
            .iter()
            .map(|var| {
                let vname = var.reference_processor();
                rows_of(kind)
                    .iter()
                    .copied()
                    .filter(|r| r.variants.iter().any(|x| *x == "*" || *x == vname))
                    .collect()
            })
            .collect()
    });
    &by[v.index()]
}

/// Number of [`Kind`] values.
const N_KINDS: usize = Kind::NoE64 as usize + 1;

/// Canonical name without the `_e32` / `_e64` encoding suffix.
fn base(mn: &str) -> &str {
    mn.strip_suffix("_e32")
        .or_else(|| mn.strip_suffix("_e64"))
        .unwrap_or(mn)
}

/// The value of the last matching row of `kind` for a row mnemonic on a variant.
pub fn constraint(kind: Kind, v: IsaVariant, mnemonic: &str) -> Option<&'static str> {
    let rows = rows_for(kind, v);
    if rows.is_empty() {
        return None;
    }
    let mn = base(mnemonic);
    rows.iter()
        .rfind(|r| r.mnemonics.iter().any(|x| *x == "*" || *x == mn))
        .map(|r| r.value)
}

/// True when a row has a constraint of this kind.
pub fn has(kind: Kind, v: IsaVariant, mnemonic: &str) -> bool {
    constraint(kind, v, mnemonic).is_some()
}

/// True when the constant-bus limit applies to the row: VOP3/VOP3P rows except MAI, and the
/// GFX6/7 VOP2 rows whose VSRC1 field holds a scalar (`v_readlane_b32`/`v_writelane_b32`, VOP2
/// there, VOP3-only on GFX8+): llvm-mc-19 rejects `v_writelane_b32 v1, s5, s2` on gfx600 with
/// "invalid operand (violates constant bus restrictions)" as it does the VOP3 form on gfx803.
pub fn const_bus_applies(d: &crate::table::InstDef) -> bool {
    use crate::table::{flag, Format, SigField};
    match d.format {
        Format::Vop3 | Format::Vop3p => !d.has(flag::MAI),
        Format::Vop2 => d.ops.iter().any(|s| {
            s.field == SigField::S1 && matches!(s.class, Some((crate::table::RegClass::S, _)))
        }),
        _ => false,
    }
}

/// Constant-bus limit of a VOP3/VOP3P row (SGPRs plus literal among the sources).
pub fn const_bus_limit(v: IsaVariant, mnemonic: &str) -> usize {
    constraint(Kind::ConstBus, v, mnemonic)
        .and_then(|x| x.parse().ok())
        .unwrap_or(usize::MAX)
}

/// The source field and register a [`Kind::BusFree`] row keeps off the constant bus.
pub fn bus_free(
    v: IsaVariant,
    mnemonic: &str,
) -> Option<(crate::table::SigField, crate::regs::Reg)> {
    use crate::table::SigField;
    let (field, reg) = constraint(Kind::BusFree, v, mnemonic)?.split_once(':')?;
    let field = match field {
        "s0" => SigField::S0,
        "s1" => SigField::S1,
        "s2" => SigField::S2,
        _ => return None,
    };
    let reg = crate::regs::parse_reg(reg, crate::inst::generation(v)).ok()??;
    Some((field, reg))
}

/// Register-file rules of AGPR-capable operands: MAI SrcA/SrcB take only VGPRs or AGPRs (the
/// MAI layout's per-source ACC bits, [`crate::layout::Fld::SrcAcc`]), MAI SrcC follows
/// [`Kind::MaiSrcC`], AGPR-class operands of other rows (v_accvgpr_read/mov sources) take only
/// AGPRs, and [`Kind::VgprConstSrc0`]. Returns the index of the offending operand and
/// llvm-mc-19's message. Used by the parser (with columns) and the encoder.
pub fn check_acc_operands(
    d: &crate::table::InstDef,
    v: IsaVariant,
    ops: &[crate::regs::Operand],
) -> Result<(), (usize, &'static str)> {
    use crate::regs::{Operand, RegFile};
    use crate::table::{flag, RegClass, SigField};
    const BAD: &str = "invalid operand for instruction";
    let file = |o: Option<&Operand>| match o {
        Some(Operand::Reg(r)) => Some(r.file),
        _ => None,
    };
    let inline = |o: Option<&Operand>| {
        matches!(
            o,
            Some(Operand::InlineInt(_)) | Some(Operand::InlineFloat(_))
        )
    };
    let mai = d.has(flag::MAI);
    // Outside MAI rows only an AGPR-class source can be refused by the loop below (every other
    // case is `true`): most rows have none, and the encoder asks this of every instruction.
    let agpr_src = |spec: &crate::table::OpSpec| {
        matches!(spec.field, SigField::S0 | SigField::S1 | SigField::S2)
            && matches!(spec.class, Some((RegClass::A, _)))
    };
    let checked = if mai || d.ops.iter().any(agpr_src) {
        d.ops.len()
    } else {
        0
    };
    for (i, spec) in d.ops.iter().enumerate().take(checked) {
        let o = ops.get(i);
        let f = file(o);
        let class = spec.class.map(|c| c.0);
        let ok = match spec.field {
            SigField::S0 | SigField::S1 if mai => matches!(f, Some(RegFile::Vgpr | RegFile::Agpr)),
            // v_smfmac*: SrcC is the VGPR holding the sparsity index.
            SigField::S2 if mai && class == Some(RegClass::V) => f == Some(RegFile::Vgpr),
            SigField::S2 if mai => match constraint(Kind::MaiSrcC, v, d.mnemonic) {
                Some("agpr") if inline(o) => {
                    return Err((i, "inline constants are not allowed for this operand"))
                }
                Some("agpr") => f == Some(RegFile::Agpr),
                Some("vdst") => {
                    let dst = d.find(SigField::D).and_then(|j| file(ops.get(j)));
                    inline(o) || (f.is_some() && f == dst)
                }
                _ => true,
            },
            SigField::D if mai => {
                constraint(Kind::MaiSrcC, v, d.mnemonic) != Some("agpr") || f == Some(RegFile::Agpr)
            }
            SigField::S0 | SigField::S1 | SigField::S2 if class == Some(RegClass::A) => {
                f == Some(RegFile::Agpr)
            }
            _ => true,
        };
        if !ok {
            return Err((i, BAD));
        }
    }
    // The operand test first: the row lookup (a scan of the constraint table by name) is only
    // needed when SRC0 is neither an inline constant nor a VGPR, which is rare; the encoder
    // asks this of every instruction.
    if let Some(i) = d.find(SigField::S0) {
        let o = ops.get(i);
        if !(inline(o) || file(o) == Some(RegFile::Vgpr)) && has(Kind::VgprConstSrc0, v, d.mnemonic)
        {
            return Err((
                i,
                "source operand must be either a VGPR or an inline constant",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(const_bus_limit(IsaVariant::Gfx900, "v_fma_f32"), 1);
        assert_eq!(const_bus_limit(IsaVariant::Gfx1030, "v_fma_f32"), 2);
        assert_eq!(const_bus_limit(IsaVariant::Gfx1030, "v_lshlrev_b64"), 1);
        assert!(has(Kind::NeedsGds, IsaVariant::Gfx600, "ds_gws_init"));
        assert!(has(
            Kind::VgprSrc0,
            IsaVariant::Gfx1010,
            "v_movrels_b32_e32"
        ));
        assert!(has(Kind::NullDst, IsaVariant::Gfx1100, "s_waitcnt_vmcnt"));
        assert!(!has(Kind::NullDst, IsaVariant::Gfx1030, "s_waitcnt_vmcnt"));
    }
}
