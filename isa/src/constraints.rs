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
use std::sync::OnceLock;

static CONSTRAINTS_TSV: &str = include_str!("../data/constraints.tsv");

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
}

struct Row {
    kind: Kind,
    variants: Vec<&'static str>,
    mnemonics: Vec<&'static str>,
    value: &'static str,
}

fn rows() -> &'static [Row] {
    static R: OnceLock<Vec<Row>> = OnceLock::new();
    R.get_or_init(|| {
        let mut out = Vec::new();
        for line in CONSTRAINTS_TSV.lines() {
            if line.starts_with('#') || line.starts_with("kind\t") {
                continue;
            }
            let c: Vec<&'static str> = line.split('\t').collect();
            if c.len() != 4 {
                continue;
            }
            let kind = match c[0] {
                "const_bus" => Kind::ConstBus,
                "implicit" => Kind::Implicit,
                "needs_gds" => Kind::NeedsGds,
                "no_offset" => Kind::NoOffset,
                "sdwa_dword" => Kind::SdwaDword,
                "vgpr_src0" => Kind::VgprSrc0,
                "sgpr_src0" => Kind::SgprSrc0,
                "lit16" => Kind::Lit16,
                "null_dst" => Kind::NullDst,
                "mai_srcc" => Kind::MaiSrcC,
                "vgpr_const_src0" => Kind::VgprConstSrc0,
                _ => continue,
            };
            out.push(Row {
                kind,
                variants: c[1].split(',').collect(),
                mnemonics: c[2].split(',').collect(),
                value: c[3],
            });
        }
        out
    })
}

/// Canonical name without the `_e32` / `_e64` encoding suffix.
fn base(mn: &str) -> &str {
    mn.strip_suffix("_e32")
        .or_else(|| mn.strip_suffix("_e64"))
        .unwrap_or(mn)
}

/// The value of the last matching row of `kind` for a row mnemonic on a variant.
pub fn constraint(kind: Kind, v: IsaVariant, mnemonic: &str) -> Option<&'static str> {
    let vname = v.reference_processor();
    let mn = base(mnemonic);
    rows()
        .iter()
        .rfind(|r| {
            r.kind == kind
                && r.variants.iter().any(|x| *x == "*" || *x == vname)
                && r.mnemonics.iter().any(|x| *x == "*" || *x == mn)
        })
        .map(|r| r.value)
}

/// True when a row has a constraint of this kind.
pub fn has(kind: Kind, v: IsaVariant, mnemonic: &str) -> bool {
    constraint(kind, v, mnemonic).is_some()
}

/// Constant-bus limit of a VOP3/VOP3P row (SGPRs plus literal among the sources).
pub fn const_bus_limit(v: IsaVariant, mnemonic: &str) -> usize {
    constraint(Kind::ConstBus, v, mnemonic)
        .and_then(|x| x.parse().ok())
        .unwrap_or(usize::MAX)
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
    for (i, spec) in d.ops.iter().enumerate() {
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
    if has(Kind::VgprConstSrc0, v, d.mnemonic) {
        if let Some(i) = d.find(SigField::S0) {
            let o = ops.get(i);
            if !(inline(o) || file(o) == Some(RegFile::Vgpr)) {
                return Err((
                    i,
                    "source operand must be either a VGPR or an inline constant",
                ));
            }
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
