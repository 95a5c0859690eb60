//! The encoder's per-row plan: what [`crate::codec::encode`] asks of a row that depends on the
//! row alone (its format, mnemonic, flags and operand signature, and the constraint and
//! cache-control rows of its variant), answered once per row on its first encoding and kept.
//!
//! Guarantees: a plan is derived only from the ISA table ([`crate::table`]) and the data
//! tables the encoder consults ([`crate::constraints`], [`crate::cachectl`]); every answer is
//! the one the encoder's own question would give ([`Plan::derive`] asks exactly those
//! questions), so a plan changes no encoding. The table stays the one source the encoder,
//! decoder, printer and parser read; plans are a cache of questions about it. The unit tests
//! compare every row's plan with the questions on every variant.

use crate::layout::{Fld, NFLD};
use crate::processors::IsaVariant;
use crate::table::{flag, table, Format, InstDef, SigField};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// [`crate::constraints::check_acc_operands`] can refuse an instruction of the row: a MAI
/// row, a row with an AGPR-class source, or one with a `VgprConstSrc0` constraint (otherwise
/// it accepts any operands).
pub(crate) const ACC_CHECK: u64 = 1;
/// DS row whose OFFSET0/OFFSET1 are two offsets (a `Db` operand or a two-address mnemonic,
/// [`crate::inst::is_two_offset`]), not one 16-bit offset.
pub(crate) const TWO_OFFSET: u64 = 2;
/// DS row with a `NeedsGds` constraint.
pub(crate) const NEEDS_GDS: u64 = 4;
/// MUBUF cache-control row ([`crate::cachectl::is_cache_control`]).
pub(crate) const CACHE_CONTROL: u64 = 8;
/// GFX10+ VOP3 `v_cmpx` without a destination operand: VDST holds exec_lo.
pub(crate) const CMPX_EXEC: u64 = 16;
/// GFX6/7 VOP3 row with a scalar destination (VOP3b: no CLAMP bit).
pub(crate) const VOP3B_SI: u64 = 32;
/// Number of flag bits; the signature's fields follow.
const FLAG_BITS: u32 = 6;
/// Signature positions whose field is kept in the plan (7 bits each); later positions (no row
/// has them today) are asked of [`crate::inst::field_of`].
pub(crate) const KEPT: usize = 8;
/// "No field" in a kept position.
const NO_FLD: u64 = 127;
const _: () = assert!(NFLD < NO_FLD as usize);
const _: () = assert!(FLAG_BITS as usize + 7 * KEPT < 63);
/// Set in a stored plan: the row's plan has been derived (a stored 0 is "not yet").
const DERIVED: u64 = 1 << 63;

/// One row's plan (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan(u64);

impl Plan {
    /// Has the flag bit(s) `b`.
    #[inline]
    pub(crate) fn has(self, b: u64) -> bool {
        self.0 & b != 0
    }

    /// The encoding field of signature position `i` ([`crate::inst::field_of`]).
    #[inline]
    pub(crate) fn field(self, d: &InstDef, i: usize) -> Option<Fld> {
        if i >= KEPT {
            return crate::inst::field_of(d.format, d.ops[i].field);
        }
        let code = (self.0 >> (FLAG_BITS as usize + 7 * i)) & 0x7f;
        if code == NO_FLD {
            None
        } else {
            Some(Fld::ALL[code as usize])
        }
    }

    /// The plan of `d` on `v`: the encoder's questions, asked.
    fn derive(d: &InstDef, v: IsaVariant) -> Plan {
        use crate::constraints::{has, Kind};
        use crate::table::RegClass;
        let mut b = 0;
        let agpr_src = d.ops.iter().any(|s| {
            matches!(s.field, SigField::S0 | SigField::S1 | SigField::S2)
                && matches!(s.class, Some((RegClass::A, _)))
        });
        if d.has(flag::MAI)
            || agpr_src
            || (d.find(SigField::S0).is_some() && has(Kind::VgprConstSrc0, v, d.mnemonic))
        {
            b |= ACC_CHECK;
        }
        if d.format == Format::Ds {
            if d.find(SigField::Db).is_some() || crate::inst::is_two_offset(d) {
                b |= TWO_OFFSET;
            }
            if has(Kind::NeedsGds, v, d.mnemonic) {
                b |= NEEDS_GDS;
            }
        }
        if d.format == Format::Mubuf && crate::cachectl::is_cache_control(v, d.mnemonic) {
            b |= CACHE_CONTROL;
        }
        let g = crate::inst::generation(v);
        if d.format == Format::Vop3
            && g.is_gfx10_plus()
            && d.mnemonic.starts_with("v_cmpx")
            && d.find(SigField::D).is_none()
        {
            b |= CMPX_EXEC;
        }
        if d.format == Format::Vop3
            && d.find(SigField::Sd).is_some()
            && matches!(v, IsaVariant::Gfx600 | IsaVariant::Gfx700)
        {
            b |= VOP3B_SI;
        }
        for (i, s) in d.ops.iter().take(KEPT).enumerate() {
            let code = crate::inst::field_of(d.format, s.field).map_or(NO_FLD, |f| f as u64);
            b |= code << (FLAG_BITS as usize + 7 * i);
        }
        Plan(b)
    }
}

/// The stored plans of each variant, by row (0: not derived yet).
static PLANS: [OnceLock<Box<[AtomicU64]>>; 10] = [const { OnceLock::new() }; 10];

/// The plan of row `row` on `v` (derived on its first question, then kept).
#[inline]
pub(crate) fn of(v: IsaVariant, row: u32) -> Plan {
    let plans = PLANS[v.index()].get_or_init(|| {
        (0..table(v).defs.len())
            .map(|_| AtomicU64::new(0))
            .collect()
    });
    let slot = &plans[row as usize];
    // Relaxed: a plan is a pure function of the row, so threads that derive it at once
    // store the same value.
    let p = slot.load(Ordering::Relaxed);
    if p != 0 {
        return Plan(p & !DERIVED);
    }
    derive_and_keep(v, row, slot)
}

#[cold]
#[inline(never)]
fn derive_and_keep(v: IsaVariant, row: u32, slot: &AtomicU64) -> Plan {
    let p = Plan::derive(table(v).def(row), v);
    slot.store(p.0 | DERIVED, Ordering::Relaxed);
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every row of every variant: the kept plan answers as the questions it stands for.
    #[test]
    fn plans_answer_as_the_questions() {
        use crate::constraints::{check_acc_operands, has, Kind};
        for v in IsaVariant::ALL {
            let t = table(v);
            for (row, d) in t.defs.iter().enumerate() {
                let p = of(v, row as u32);
                assert_eq!(p, of(v, row as u32));
                for (i, s) in d.ops.iter().enumerate() {
                    assert_eq!(
                        p.field(d, i),
                        crate::inst::field_of(d.format, s.field),
                        "{v:?} {} op {i}",
                        d.mnemonic
                    );
                }
                // Without ACC_CHECK the check accepts anything: an SGPR or literal SRC0 and
                // AGPR operands everywhere.
                if !p.has(ACC_CHECK) {
                    use crate::regs::{Operand, Reg, RegFile};
                    for file in [RegFile::Sgpr, RegFile::Agpr, RegFile::Vgpr] {
                        let ops: Vec<Operand> = d
                            .ops
                            .iter()
                            .map(|_| {
                                Operand::Reg(Reg {
                                    file,
                                    index: 0,
                                    count: 1,
                                })
                            })
                            .collect();
                        assert!(
                            check_acc_operands(d, v, &ops).is_ok(),
                            "{v:?} {}",
                            d.mnemonic
                        );
                    }
                    assert!(check_acc_operands(d, v, &[]).is_ok());
                }
                assert_eq!(
                    p.has(TWO_OFFSET),
                    d.format == Format::Ds
                        && (d.find(SigField::Db).is_some() || crate::inst::is_two_offset(d))
                );
                assert_eq!(
                    p.has(NEEDS_GDS),
                    d.format == Format::Ds && has(Kind::NeedsGds, v, d.mnemonic)
                );
                assert_eq!(
                    p.has(CACHE_CONTROL),
                    d.format == Format::Mubuf && crate::cachectl::is_cache_control(v, d.mnemonic)
                );
            }
        }
    }
}
