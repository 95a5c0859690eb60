//! Operand constraints beyond the signatures, as data (`isa/data/constraints.tsv`).
//!
//! Guarantees: [`constraint`] answers, for an ISA variant and a row, the rules llvm-mc-19
//! enforces that the operand signature cannot express (constant-bus limits of VOP3/VOP3P,
//! implicit SGPR reads, GDS-only DS rows, operand-less rows without offsets, SDWA dst_sel of
//! v_mac, VGPR-only src0 of v_movrels*, 16-bit mandatory literals, null destinations). The
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
