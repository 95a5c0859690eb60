//! The GFX11 VOPD component of every VALU row (`Props::vopd`, from `data/vopd.tsv`) against the
//! table's VOPD rows (`data/ext.tsv`, measured with llvm-mc-19) and the list of RDNA3 ISA §7.6
//! "Dual Issue VALU" that `gfxc_emit::vopd`'s module doc states, written here independently of
//! the data file:
//! * `exact_relation`: on every variant, every row maps to exactly what the list says (the
//!   32-bit row of each listed operation as is, the VOP3 forms the list names with their
//!   swapped component, `v_fma_f32` as `v_dual_fmac_f32`) and nothing else maps; every VOPD
//!   row is reached, except the components the list leaves out; X/Y in the list match the
//!   component rows' flags.
//! * `components_fit_their_rows`: no row maps to a component it cannot be: the component is a
//!   VOPD row of the same variant, named after the row's operation, with the row's operand
//!   signature (VCC aside); a VOP3 form's swapped component is the same operation or its
//!   reversed one (`sub`/`subrev`); fma maps to the component of its tied form.

use gfxc_isa::table::{flag, table, Format, IsaTable, SigField};
use gfxc_isa::{IsaVariant, VopdForm};
use std::collections::BTreeMap;

/// §7.6 as `gfxc_emit::vopd` lists it: operation, allowed as the X half (every component may
/// be Y), and for the VOP3 form without modifiers the operation of its operand-swapped
/// component (`None`: the VOP3 form is not taken).
const LIST: [(&str, bool, Option<&str>); 15] = [
    ("add_f32", true, Some("add_f32")),
    ("sub_f32", true, Some("subrev_f32")),
    ("subrev_f32", true, Some("sub_f32")),
    ("mul_f32", true, Some("mul_f32")),
    ("max_f32", true, Some("max_f32")),
    ("min_f32", true, Some("min_f32")),
    ("mul_dx9_zero_f32", true, None),
    ("fmac_f32", true, None),
    ("fmaak_f32", true, None),
    ("fmamk_f32", true, None),
    ("mov_b32", true, None),
    ("cndmask_b32", true, None),
    ("add_nc_u32", false, Some("add_nc_u32")),
    ("lshlrev_b32", false, None),
    ("and_b32", false, Some("and_b32")),
];

/// Components no row maps to: gfxc does not select `v_dot2acc_f32_f16` on GFX11.
const NOT_TAKEN: [&str; 1] = ["v_dual_dot2acc_f32_f16"];

/// The VOPD row named `name`, if the variant has it.
fn component(t: &IsaTable, name: &str) -> Option<u32> {
    let rows = t.by_name(name);
    assert!(
        rows.iter().all(|&r| t.def(r).format == Format::Vopd),
        "{name}"
    );
    rows.first().copied()
}

/// Rows named `name` with one of the formats.
fn rows(t: &IsaTable, name: &str, formats: &[Format]) -> Vec<u32> {
    t.by_name(name)
        .iter()
        .copied()
        .filter(|&r| formats.contains(&t.def(r).format))
        .collect()
}

/// The operation of a VALU or VOPD mnemonic: `v_sub_f32_e64` and `v_dual_sub_f32` are
/// `sub_f32`.
fn operation(m: &str) -> &str {
    let m = m.strip_prefix("v_dual_").or(m.strip_prefix("v_")).unwrap();
    m.strip_suffix("_e32")
        .or(m.strip_suffix("_e64"))
        .unwrap_or(m)
}

#[test]
fn exact_relation() {
    let mut variants_with_vopd = 0;
    for v in IsaVariant::ALL {
        let t = table(v);
        let vopd_rows: Vec<u32> = (0..t.defs.len() as u32)
            .filter(|&r| t.def(r).format == Format::Vopd)
            .collect();
        let mut want: BTreeMap<u32, VopdForm> = BTreeMap::new();
        if !vopd_rows.is_empty() {
            variants_with_vopd += 1;
            let c = |op: &str| {
                component(t, &format!("v_dual_{op}"))
                    .unwrap_or_else(|| panic!("{v:?}: no v_dual_{op}")) as u16
            };
            for (op, x, vop3) in LIST {
                let d = t.def(c(op) as u32);
                assert!(d.has(flag::VOPDY), "{v:?} {op}: not allowed as Y");
                assert_eq!(d.has(flag::VOPDX), x, "{v:?} {op}: X");
                let e32 = [format!("v_{op}_e32"), format!("v_{op}")]
                    .iter()
                    .flat_map(|n| rows(t, n, &[Format::Vop1, Format::Vop2]))
                    .collect::<Vec<_>>();
                assert!(!e32.is_empty(), "{v:?}: no 32-bit row of {op}");
                for r in e32 {
                    want.insert(r, VopdForm::AsIs(c(op)));
                }
                if let Some(sw) = vop3 {
                    let e64 = rows(t, &format!("v_{op}_e64"), &[Format::Vop3]);
                    assert!(!e64.is_empty(), "{v:?}: no VOP3 row of {op}");
                    for r in e64 {
                        let f = VopdForm::Vop3 {
                            same: c(op),
                            swapped: c(sw),
                        };
                        want.insert(r, f);
                    }
                }
            }
            for r in rows(t, "v_fma_f32", &[Format::Vop3]) {
                want.insert(r, VopdForm::FmaAsFmac(c("fmac_f32")));
            }
        }
        for r in 0..t.defs.len() as u32 {
            let got = t.props(r).vopd;
            let w = want.get(&r).copied().unwrap_or(VopdForm::None);
            assert_eq!(got, w, "{v:?} {}", t.def(r).mnemonic);
        }
        // Every component is reached (as is, as a VOP3 form's component or swapped one, or
        // from fma) unless the list leaves it out.
        for c in vopd_rows {
            let name = t.def(c).mnemonic;
            let c = c as u16;
            let reached = want.values().any(|f| match *f {
                VopdForm::AsIs(x) | VopdForm::FmaAsFmac(x) => x == c,
                VopdForm::Vop3 { same, swapped } => same == c || swapped == c,
                VopdForm::None => false,
            });
            assert_eq!(reached, !NOT_TAKEN.contains(&name), "{v:?} {name}");
        }
    }
    assert_eq!(variants_with_vopd, 1, "only gfx1100 has VOPD");
}

#[test]
fn components_fit_their_rows() {
    let mut mapped = 0;
    for v in IsaVariant::ALL {
        let t = table(v);
        for r in 0..t.defs.len() as u32 {
            let d = t.def(r);
            let form = t.props(r).vopd;
            if form == VopdForm::None {
                continue;
            }
            mapped += 1;
            let m = d.mnemonic;
            let comps: Vec<u16> = match form {
                VopdForm::None => unreachable!(),
                VopdForm::AsIs(c) | VopdForm::FmaAsFmac(c) => vec![c],
                VopdForm::Vop3 { same, swapped } => vec![same, swapped],
            };
            for &c in &comps {
                let cd = t.def(c as u32);
                assert_eq!(cd.format, Format::Vopd, "{v:?} {m}");
                assert!(
                    cd.ops.iter().all(|o| o.class.is_none_or(|(_, w)| w == 1)),
                    "{v:?} {m}: component with wide operands"
                );
            }
            let c = t.def(comps[0] as u32);
            let fields = |ops: &[gfxc_isa::table::OpSpec]| {
                ops.iter()
                    .map(|o| o.field)
                    .filter(|&f| f != SigField::Vcc)
                    .collect::<Vec<_>>()
            };
            match form {
                VopdForm::AsIs(_) => {
                    assert!(matches!(d.format, Format::Vop1 | Format::Vop2), "{v:?} {m}");
                    assert_eq!(operation(c.mnemonic), operation(m), "{v:?} {m}");
                    // The same operands in the same order (a VOP2 row's VCC is implicit in
                    // the component).
                    let no_vcc: Vec<_> =
                        d.ops.iter().filter(|o| o.field != SigField::Vcc).collect();
                    assert_eq!(no_vcc, c.ops.iter().collect::<Vec<_>>(), "{v:?} {m}");
                }
                VopdForm::Vop3 { same, swapped } => {
                    assert_eq!(d.format, Format::Vop3, "{v:?} {m}");
                    assert!(!d.has(flag::VOP3B), "{v:?} {m}");
                    assert_eq!(operation(c.mnemonic), operation(m), "{v:?} {m}");
                    let want = [SigField::D, SigField::S0, SigField::S1];
                    assert_eq!(fields(&d.ops), want, "{v:?} {m}");
                    assert_eq!(fields(&c.ops), want, "{v:?} {m}");
                    let s = operation(t.def(swapped as u32).mnemonic);
                    let op = operation(m);
                    let reversed = |a: &str, b: &str| {
                        a.split_once('_')
                            .is_some_and(|(x, rest)| b == format!("{x}rev_{rest}"))
                    };
                    assert!(
                        swapped == same || reversed(op, s) || reversed(s, op),
                        "{v:?} {m}: swapped component {s}"
                    );
                }
                VopdForm::FmaAsFmac(fmac) => {
                    // `fma d, a, b, c` with c = d is the tied form `fmac d, a, b`: the row's
                    // operation with `c`, whose 32-bit row maps to the same component.
                    assert_eq!(d.format, Format::Vop3, "{v:?} {m}");
                    let op = operation(m);
                    assert_eq!(
                        fields(&d.ops),
                        [SigField::D, SigField::S0, SigField::S1, SigField::S2],
                        "{v:?} {m}"
                    );
                    let (x, rest) = op.split_once('_').unwrap();
                    assert_eq!(operation(c.mnemonic), format!("{x}c_{rest}"), "{v:?} {m}");
                    let tied = (0..t.defs.len() as u32).find(|&k| {
                        t.props(k).vopd == VopdForm::AsIs(fmac)
                            && t.props(k).is(gfxc_isa::op::kind::TIED)
                    });
                    assert!(
                        tied.is_some(),
                        "{v:?} {m}: no tied row maps to {}",
                        c.mnemonic
                    );
                }
                VopdForm::None => unreachable!(),
            }
        }
    }
    assert!(mapped > 0);
}
