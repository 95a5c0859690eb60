//! GFX11 VOPD (dual-issue VALU): `v_dual_X ... :: v_dual_Y ...` in one 8-byte word (+ literal).
//!
//! Guarantees: both halves are rows of the table (format [`Format::Vopd`], from the `vopd`
//! rows of `data/ext.tsv` measured by `tools/sweep_ext.py`; flags say which half a component
//! may occupy). An [`Inst`] of a VOPD is its X half, with the Y half in [`Mods::dual`]. The
//! encoder checks what llvm-mc-19 checks: X/Y legality, one even and one odd destination, SRC0
//! and VSRC1 VGPRs of the two halves in different banks (register number mod 4), and at most one
//! literal. The VDSTY field holds bits `[7:1]` of the Y destination; bit 0 is the complement of
//! VDSTX's bit 0.

use crate::inst::{generation, Inst, Mods};
use crate::layout::{Fields, Fld};
use crate::parse::{parse_const_operand, ParseError};
use crate::print::print_src;
use crate::processors::{IsaVariant, Target};
use crate::regs::{parse_reg, src_code, Operand, Reg, RegFile};
use crate::table::{flag, table, Format, SigField};
use smallvec::SmallVec;

/// VGPR index of an operand, if it is a single VGPR.
fn vgpr(op: Option<&Operand>) -> Option<u16> {
    match op {
        Some(Operand::Reg(r)) if r.file == RegFile::Vgpr && r.count == 1 => Some(r.index),
        _ => None,
    }
}

/// Fields of a VOPD instruction (X half `inst`, Y half in `inst.m.dual`).
pub fn to_fields(inst: &Inst) -> Result<(Fields, Option<u32>), String> {
    let v = inst.variant;
    let g = generation(v);
    let y = inst.m.dual.as_deref().ok_or("invalid instruction")?;
    let (dx, dy) = (inst.def(), y.def());
    if !dx.has(flag::VOPDX) {
        return Err("invalid VOPDX instruction".into());
    }
    if dy.format != Format::Vopd || !dy.has(flag::VOPDY) || y.variant != v {
        return Err("invalid VOPDY instruction".into());
    }
    let mut f = Fields::new();
    let mut lit: Option<u32> = None;
    let mut set_lit = |x: u32| match lit {
        Some(l) if l != x => Err("only one unique literal operand is allowed".to_string()),
        _ => {
            lit = Some(x);
            Ok(())
        }
    };
    let halves = [
        (inst, Fld::Vdst, Fld::Src0, Fld::Vsrc1),
        (y, Fld::VopdVdstY, Fld::VopdSrcY0, Fld::VopdVsrcY1),
    ];
    for (h, fd, fs0, fs1) in halves {
        for (spec, op) in h.def().ops.iter().zip(h.ops.iter()) {
            match spec.field {
                SigField::D => {
                    f[fd as usize] = vgpr(Some(op)).ok_or("invalid operand for instruction")? as u64
                }
                SigField::S0 => {
                    if let Operand::Literal(x) = op {
                        set_lit(*x)?;
                    }
                    f[fs0 as usize] =
                        src_code(op, g).ok_or("invalid operand for instruction")? as u64
                }
                SigField::S1 => {
                    f[fs1 as usize] =
                        vgpr(Some(op)).ok_or("invalid operand for instruction")? as u64
                }
                SigField::Lit => match op {
                    Operand::Literal(x) => set_lit(*x)?,
                    Operand::Imm(x) => set_lit(*x as u32)?,
                    _ => return Err("invalid operand for instruction".into()),
                },
                _ => return Err("invalid operand for instruction".into()),
            }
        }
        if h.ops.len() != h.def().ops.len() {
            return Err("invalid operand for instruction".into());
        }
    }
    let (vx, vy) = (f[Fld::Vdst as usize], f[Fld::VopdVdstY as usize]);
    if (vx ^ vy) & 1 == 0 {
        return Err("one dst register must be even and the other odd".into());
    }
    let bank =
        |a: Option<u16>, b: Option<u16>| matches!((a, b), (Some(a), Some(b)) if a % 4 == b % 4);
    fn opnd(h: &Inst, sf: SigField) -> Option<&Operand> {
        h.def().find(sf).and_then(|i| h.ops.get(i))
    }
    if bank(vgpr(opnd(inst, SigField::S0)), vgpr(opnd(y, SigField::S0))) {
        return Err("src0 operands must use different VGPR banks".into());
    }
    if bank(vgpr(opnd(inst, SigField::S1)), vgpr(opnd(y, SigField::S1))) {
        return Err("src1 operands must use different VGPR banks".into());
    }
    // Constant bus: SGPRs read by SRC0s, the literal and VCC of v_dual_cndmask_b32, at most 2.
    let mut scalars: SmallVec<[u64; 4]> = SmallVec::new();
    for (h, fs0) in [(inst, Fld::Src0), (y, Fld::VopdSrcY0)] {
        if let Some(Operand::Reg(r)) = opnd(h, SigField::S0) {
            if r.file != RegFile::Vgpr && !scalars.contains(&f[fs0 as usize]) {
                scalars.push(f[fs0 as usize]);
            }
        }
        if h.def().mnemonic.ends_with("cndmask_b32") && !scalars.contains(&106) {
            scalars.push(106);
        }
    }
    if scalars.len() + lit.is_some() as usize > 2 {
        return Err("invalid operand (violates constant bus restrictions)".into());
    }
    f[Fld::VopdVdstY as usize] = vy >> 1;
    f[Fld::VopdOpY as usize] = dy.opcode as u64;
    Ok((f, lit))
}

/// Does the VOPD word with X opcode `opx` and fields `f` carry a literal dword?
pub fn needs_literal(v: IsaVariant, opx: u16, f: &Fields) -> bool {
    let t = table(v);
    let has_lit = |op: u16, fl: u16| {
        t.by_opcode(Format::Vopd, op)
            .iter()
            .any(|&i| t.def(i).has(fl) && t.def(i).find(SigField::Lit).is_some())
    };
    f[Fld::Src0 as usize] == 255
        || f[Fld::VopdSrcY0 as usize] == 255
        || has_lit(opx, flag::VOPDX)
        || has_lit(f[Fld::VopdOpY as usize] as u16, flag::VOPDY)
}

fn half(v: IsaVariant, def: u32, d: u64, s0: u64, s1: u64, lit: Option<u32>) -> Option<Inst> {
    let g = generation(v);
    let row = table(v).def(def);
    let mut ops: SmallVec<[Operand; 6]> = SmallVec::new();
    for spec in &row.ops {
        ops.push(match spec.field {
            SigField::D => Operand::Reg(Reg::vgpr(d as u16, 1)),
            SigField::S0 => Operand::from_src_code(s0 as u16, 1, g, lit),
            SigField::S1 => Operand::Reg(Reg::vgpr(s1 as u16, 1)),
            SigField::Lit => Operand::Literal(lit?),
            _ => return None,
        });
    }
    Some(Inst {
        variant: v,
        def,
        ops,
        ret: None,
        m: Mods::default(),
    })
}

/// Rebuild a VOPD instruction (X row `def`) from its fields.
pub fn from_fields(v: IsaVariant, def: u32, f: &Fields, lit: Option<u32>) -> Option<Inst> {
    let t = table(v);
    let x = |fl: Fld| f[fl as usize];
    let ydef = *t
        .by_opcode(Format::Vopd, x(Fld::VopdOpY) as u16)
        .iter()
        .find(|&&i| t.def(i).has(flag::VOPDY))?;
    let vdx = x(Fld::Vdst);
    let vdy = (x(Fld::VopdVdstY) << 1) | ((vdx & 1) ^ 1);
    let yi = half(v, ydef, vdy, x(Fld::VopdSrcY0), x(Fld::VopdVsrcY1), lit)?;
    let mut xi = half(v, def, vdx, x(Fld::Src0), x(Fld::Vsrc1), lit)?;
    xi.m.dual = Some(Box::new(yi));
    Some(xi)
}

fn print_half(out: &mut String, h: &Inst) {
    let g = generation(h.variant);
    out.push_str(h.def().mnemonic);
    for (i, op) in h.ops.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        print_src(out, op, g);
    }
}

/// Print `X :: Y`.
pub fn print(inst: &Inst) -> String {
    let mut out = String::with_capacity(64);
    print_half(&mut out, inst);
    if let Some(y) = &inst.m.dual {
        out.push_str(" :: ");
        print_half(&mut out, y);
    }
    out
}

fn err(col: usize, msg: impl Into<String>) -> ParseError {
    ParseError {
        col,
        msg: msg.into(),
    }
}

fn parse_half(text: &str, col: usize, target: &Target, want: u16) -> Result<Inst, ParseError> {
    let v = target.processor.isa;
    let g = generation(v);
    let t = table(v);
    let lead = text.len() - text.trim_start().len();
    let text = text.trim();
    let col = col + lead;
    let mn_end = text.find(char::is_whitespace).unwrap_or(text.len());
    let mn = &text[..mn_end];
    let rows: SmallVec<[u32; 2]> = t
        .by_name(mn)
        .iter()
        .copied()
        .filter(|&i| t.def(i).format == Format::Vopd)
        .collect();
    let Some(&di) = rows.first() else {
        return Err(err(col, "invalid instruction"));
    };
    if !t.def(di).has(want) {
        let which = if want == flag::VOPDX {
            "VOPDX"
        } else {
            "VOPDY"
        };
        return Err(err(col, format!("invalid {which} instruction")));
    }
    let d = t.def(di);
    let mut pieces = Vec::new();
    let mut start = mn_end;
    let rest = &text[mn_end..];
    if !rest.trim().is_empty() {
        for (i, c) in rest.char_indices() {
            if c == ',' {
                pieces.push((&text[start..mn_end + i], col + start));
                start = mn_end + i + 1;
            }
        }
        pieces.push((&text[start..], col + start));
    }
    if pieces.len() != d.ops.len() {
        let c = pieces.get(d.ops.len()).map(|p| p.1).unwrap_or(col);
        return Err(err(c, "invalid operand for instruction"));
    }
    let mut ops: SmallVec<[Operand; 6]> = SmallVec::new();
    for (spec, (p, pc)) in d.ops.iter().zip(pieces) {
        let lead = p.len() - p.trim_start().len();
        let (p, pc) = (p.trim(), pc + lead);
        let bad = || err(pc, "invalid operand for instruction");
        let op = match spec.field {
            SigField::Lit => parse_const_operand(p, pc, g, true)?,
            SigField::S0 => match parse_reg(p, g).map_err(|e| err(pc, e))? {
                Some(r) if r.count == 1 && r.file != RegFile::Agpr => Operand::Reg(r),
                Some(_) => return Err(bad()),
                None => parse_const_operand(p, pc, g, true)?,
            },
            _ => match parse_reg(p, g).map_err(|e| err(pc, e))? {
                Some(r) if r.file == RegFile::Vgpr && r.count == 1 => Operand::Reg(r),
                _ => return Err(bad()),
            },
        };
        ops.push(op);
    }
    Ok(Inst {
        variant: v,
        def: di,
        ops,
        ret: None,
        m: Mods::default(),
    })
}

/// Parse `v_dual_X ... :: v_dual_Y ...` (`col0` is the column of `text` in its line).
pub fn parse(text: &str, target: &Target, col0: usize) -> Result<Inst, ParseError> {
    let Some(sep) = text.find("::") else {
        return Err(err(col0, "invalid instruction"));
    };
    if target.wave_size() == 64
        || table(target.processor.isa)
            .by_name("v_dual_mov_b32")
            .is_empty()
    {
        return Err(err(col0, "instruction not supported on this GPU"));
    }
    let x = parse_half(&text[..sep], col0, target, flag::VOPDX)?;
    let y = parse_half(&text[sep + 2..], col0 + sep + 2, target, flag::VOPDY)?;
    let mut inst = x;
    inst.m.dual = Some(Box::new(y));
    crate::codec::encode(&inst, 0).map_err(|e| err(col0, e))?;
    Ok(inst)
}
