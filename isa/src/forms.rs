//! Sample instruction forms: one representative [`Inst`] per table row.
//!
//! Guarantees: [`sample`] builds, for a row, an instruction whose operands are the row's
//! signature filled with distinct, correctly aligned registers and in-range immediates, so every
//! row can be encoded, decoded and printed by the exhaustive round-trip tests and by the golden
//! files (`isa/tests/golden/`, whose expected encodings come from llvm-mc-19).

use crate::codec::encode;
use crate::inst::{mask_width, Inst, Mods};
use crate::processors::IsaVariant;
use crate::regs::{Operand, Reg};
use crate::table::{flag, table, Format, RegClass, SigField};
use smallvec::SmallVec;

/// A representative instance of row `def` (None if the row cannot be encoded as sampled).
pub fn sample(v: IsaVariant, def: u32, wave64: bool, variant_no: u32) -> Option<Inst> {
    let d = table(v).def(def);
    let mut ops: SmallVec<[Operand; 6]> = SmallVec::new();
    let mut next_v = 2 + 2 * variant_no as u16;
    let mut next_s = 4 + 4 * variant_no as u16;
    let mut nsrc = 0;
    for spec in &d.ops {
        let op = match spec.field {
            SigField::Vcc => Operand::Reg(Reg {
                file: crate::regs::RegFile::Special,
                index: 106,
                count: mask_width(wave64),
            }),
            SigField::K | SigField::Px => Operand::Imm(0x1234 + variant_no as i64),
            SigField::Kd | SigField::P => Operand::Imm(3 + variant_no as i64),
            SigField::Label => Operand::Imm(4 + variant_no as i64),
            SigField::Hwreg => Operand::Imm(0x1801),
            SigField::Sendmsg => Operand::Imm(1),
            SigField::Waitcnt => Operand::Imm(0),
            SigField::Delay => Operand::Imm(0x91),
            SigField::Depctr => Operand::Imm(0xffe3),
            SigField::GprIdx => Operand::Imm(3),
            SigField::Lit => Operand::Literal(0x4048_0000 + variant_no),
            SigField::Offset => Operand::Imm(0x10 + 4 * variant_no as i64),
            SigField::Sa => Operand::Off,
            _ => {
                let (cls, w) = spec.class?;
                let w = if cls == RegClass::M {
                    mask_width(wave64)
                } else {
                    w
                };
                let is_src = matches!(spec.field, SigField::S0 | SigField::S1 | SigField::S2);
                if is_src {
                    nsrc += 1;
                }
                match cls {
                    RegClass::V => {
                        let r = Reg::vgpr(next_v, w);
                        next_v += (w as u16).max(2).next_multiple_of(2);
                        Operand::Reg(r)
                    }
                    RegClass::A => {
                        let r = Reg::agpr(next_v, w);
                        next_v += (w as u16).max(2).next_multiple_of(2);
                        Operand::Reg(r)
                    }
                    RegClass::S | RegClass::M => {
                        let al = if w >= 4 { 4 } else { 2 };
                        next_s = next_s.div_ceil(al) * al;
                        if next_s + w as u16 > 100 {
                            return None;
                        }
                        let r = Reg::sgpr(next_s, w);
                        next_s += (w as u16).max(2);
                        Operand::Reg(r)
                    }
                    RegClass::I => Operand::Imm(1),
                }
            }
        };
        ops.push(op);
    }
    let _ = nsrc;
    let mut m = Mods {
        op_sel_hi: if d.format == Format::Vop3p && !d.has(flag::MAI) && !d.mnemonic.contains("_mix")
        {
            7
        } else {
            0
        },
        ..Mods::default()
    };
    match d.format {
        Format::Ds => {
            if crate::inst::is_two_offset(d) {
                m.offset = 1;
                m.offset1 = 2;
            } else {
                m.offset = 16;
            }
        }
        Format::Mubuf => {
            if let Some(i) = d.find(SigField::A) {
                m.offen = true;
                if let Operand::Reg(r) = &mut ops[i] {
                    r.count = 1;
                }
            }
            m.offset = 16;
        }
        Format::Flat | Format::Global | Format::Scratch => {
            let g = crate::inst::generation(v);
            if g >= crate::processors::Generation::Gfx9 {
                m.offset = 16;
            }
        }
        _ => {}
    }
    let inst = Inst {
        variant: v,
        def,
        ops,
        ret: None,
        m,
    };
    encode(&inst, 4).ok()?;
    Some(inst)
}
