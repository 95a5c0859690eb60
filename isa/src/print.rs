//! Printer: LLVM syntax exactly as `llvm-mc-19` prints it.
//!
//! Guarantees: [`print`] writes the row's mnemonic, the operands in signature order separated by
//! `, `, then the format's modifiers in llvm-mc-19's order (checked by the golden tests in
//! `isa/tests/golden/`). Branch targets print as the label when one is known, else as the
//! signed dword offset. The output parses back to the same instruction.

use crate::inst::{generation, Inst};
use crate::processors::{Generation, IsaVariant};
use crate::regs::{print_reg, Operand, FLOAT_CONSTS};
use crate::simm;
use crate::table::{flag, Ext, Format, SigField};
use std::fmt::Write;

/// Print options.
#[derive(Clone, Copy, Debug)]
pub struct PrintOpts {
    /// Wave64 (lane masks and vcc print as pairs).
    pub wave64: bool,
}

/// Print a source operand (register, constant, literal, ...).
pub fn print_src(out: &mut String, op: &Operand, g: Generation) {
    match op {
        Operand::Reg(r) => print_reg(out, r, g),
        Operand::InlineInt(v) => {
            let _ = write!(out, "{v}");
        }
        Operand::InlineFloat(c) => {
            let s = FLOAT_CONSTS
                .iter()
                .find(|f| f.0 == *c)
                .map(|f| f.1)
                .unwrap_or("0");
            out.push_str(s);
        }
        Operand::Literal(x) => {
            let _ = write!(out, "0x{x:x}");
        }
        Operand::Imm(x) => {
            let _ = write!(out, "{x}");
        }
        Operand::Label(l) => out.push_str(l.map_or("", |l| l.as_str())),
        Operand::Off => out.push_str("off"),
    }
}

/// A source of a 64-bit operand: llvm-mc-19 prints 1/(2*pi) (inline code 248) as the double
/// `0.15915494309189532` there.
fn print_src_w(out: &mut String, op: &Operand, g: Generation, wide: bool) {
    if wide && matches!(op, Operand::InlineFloat(248)) {
        out.push_str("0.15915494309189532");
    } else {
        print_src(out, op, g);
    }
}

fn print_vop3_src(out: &mut String, op: &Operand, g: Generation, neg: bool, abs: bool, wide: bool) {
    if neg {
        out.push('-');
    }
    if abs {
        out.push('|');
    }
    print_src_w(out, op, g, wide);
    if abs {
        out.push('|');
    }
}

fn bits_list(out: &mut String, name: &str, v: u8, n: usize) {
    let _ = write!(out, " {name}:[");
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        out.push(if v & (1 << i) != 0 { '1' } else { '0' });
    }
    out.push(']');
}

fn cpol(out: &mut String, inst: &Inst) {
    let m = &inst.m;
    if inst.variant == IsaVariant::Gfx942 {
        if m.glc {
            out.push_str(" sc0");
        }
        if m.sc1 {
            out.push_str(" sc1");
        }
        if m.slc {
            out.push_str(" nt");
        }
        return;
    }
    if m.glc {
        out.push_str(" glc");
    }
    if m.slc {
        out.push_str(" slc");
    }
    if m.dlc {
        out.push_str(" dlc");
    }
    if m.sc1 {
        // gfx90a: the system-coherence bit (MUBUF bit 15, FLAT bit 25).
        out.push_str(" scc");
    }
}

/// Print one instruction. `label` names the branch target when known.
pub fn print(inst: &Inst, opts: PrintOpts, label: Option<&str>) -> String {
    let d = inst.def();
    let g = generation(inst.variant);
    let m = &inst.m;
    if d.format == Format::Vopd {
        return crate::vopd::print(inst);
    }
    let ext = m.ext != Ext::None;
    let mut out = String::with_capacity(48);
    out.push_str(if ext {
        d.ext_name(m.ext).unwrap_or(d.mnemonic)
    } else {
        d.mnemonic
    });
    let mut first = true;
    let mut sep = |out: &mut String| {
        out.push_str(if first { " " } else { ", " });
        first = false;
    };
    if let Some(r) = &inst.ret {
        sep(&mut out);
        print_reg(&mut out, r, g);
    }
    let is_vop3 = matches!(d.format, Format::Vop3 | Format::Vop3p) && !d.has(flag::MAI);
    let mut src_i = 0;
    for (spec, op) in d.ops.iter().zip(inst.ops.iter()) {
        if d.format == crate::table::Format::Sopp
            && d.mnemonic.starts_with("s_endpgm")
            && matches!(op, Operand::Imm(0))
        {
            continue;
        }
        // MUBUF LDS DMA form: no vdata operand.
        if d.format == Format::Mubuf && spec.field == SigField::D && matches!(op, Operand::Off) {
            continue;
        }
        sep(&mut out);
        let wide = matches!(spec.field, SigField::S0 | SigField::S1 | SigField::S2)
            && matches!(spec.class, Some((_, 2)));
        let raw = match op {
            Operand::Imm(x) => *x as u32 & 0xFFFF,
            _ => 0,
        };
        match spec.field {
            SigField::Vcc if ext && matches!(op, Operand::Reg(r) if !crate::ext::is_vcc(r)) => {
                print_src(&mut out, op, g)
            }
            SigField::Vcc => out.push_str(if opts.wave64 { "vcc" } else { "vcc_lo" }),
            SigField::K => {
                let _ = write!(out, "0x{raw:x}");
            }
            SigField::Px => {
                let _ = write!(out, "0x{raw:x}");
            }
            SigField::Kd | SigField::P => {
                let _ = write!(out, "{raw}");
            }
            SigField::Label => match label {
                Some(l) => out.push_str(l),
                None => {
                    let _ = write!(out, "{}", raw as u16);
                }
            },
            SigField::Waitcnt => out.push_str(&simm::waitcnt_print(g, raw)),
            SigField::Hwreg => out.push_str(&simm::hwreg_print(inst.variant, raw)),
            SigField::Sendmsg => out.push_str(&simm::sendmsg_print(inst.variant, raw)),
            SigField::Delay => out.push_str(&simm::delay_print(raw)),
            SigField::Depctr => {
                let _ = write!(out, "0x{raw:x}");
            }
            SigField::GprIdx => out.push_str(&simm::gpr_idx_print(raw)),
            SigField::Offset => match op {
                Operand::Imm(x) if *x < 0 => {
                    let _ = write!(out, "-0x{:x}", -x);
                }
                Operand::Imm(x) => {
                    let _ = write!(out, "0x{x:x}");
                }
                o => print_src(&mut out, o, g),
            },
            SigField::Lit if d.format == Format::Sopk => print_sopk_literal(&mut out, op, g),
            SigField::Lit => print_src(&mut out, op, g),
            SigField::S0 | SigField::S1 if ext && !is_vop3 => {
                let bit = 1u8 << (spec.field == SigField::S1) as u8;
                let sext = m.sext & bit != 0;
                if sext {
                    out.push_str("sext(");
                }
                print_vop3_src(&mut out, op, g, m.neg & bit != 0, m.abs & bit != 0, false);
                if sext {
                    out.push(')');
                }
            }
            SigField::S0 | SigField::S1 | SigField::S2 if is_vop3 => {
                let bit = 1u8 << src_i;
                let neg = m.neg & bit != 0 && d.format == Format::Vop3;
                let abs = m.abs & bit != 0;
                print_vop3_src(&mut out, op, g, neg, abs, wide);
                src_i += 1;
            }
            _ => {
                if let (Operand::Reg(r), Some((crate::table::RegClass::M, w))) =
                    (op, spec.class_for(opts.wave64))
                {
                    let mut r = *r;
                    r.count = w;
                    print_reg(&mut out, &r, g);
                } else {
                    print_src_w(&mut out, op, g, wide);
                }
            }
        }
    }
    // Modifiers.
    if ext && !matches!(d.format, Format::Vop3 | Format::Vop3p) {
        crate::ext::print_mods(&mut out, d, inst.variant, m);
        return out;
    }
    match d.format {
        Format::Vop3 => {
            if m.clamp {
                out.push_str(" clamp");
            }
            match m.omod {
                1 => out.push_str(" mul:2"),
                2 => out.push_str(" mul:4"),
                3 => out.push_str(" div:2"),
                _ => {}
            }
            if m.op_sel != 0 {
                let nsrc = d
                    .ops
                    .iter()
                    .filter(|s| matches!(s.field, SigField::S0 | SigField::S1 | SigField::S2))
                    .count();
                // The list as llvm-mc-19 reads it (data/constraints.tsv `opsel_map`).
                match crate::constraints::opsel_map(inst.variant, d.mnemonic, m.ext) {
                    Some(map) => {
                        let n = map.iter().rposition(|b| b.is_some()).map_or(0, |i| i + 1);
                        let v = (0..n).fold(0u8, |acc, i| {
                            acc | u8::from(map[i].is_some_and(|b| m.op_sel & (1 << b) != 0)) << i
                        });
                        bits_list(&mut out, "op_sel", v, n);
                    }
                    None => bits_list(&mut out, "op_sel", m.op_sel, nsrc + 1),
                }
            }
            // GFX11 VOP3 DPP: the VOP3 modifiers, then the DPP controls.
            if ext {
                crate::ext::print_mods(&mut out, d, inst.variant, m);
                return out;
            }
        }
        Format::Vop3p if d.has(flag::MAI) => {
            if m.cbsz != 0 {
                let _ = write!(out, " cbsz:{}", m.cbsz);
            }
            if m.abid != 0 {
                let _ = write!(out, " abid:{}", m.abid);
            }
            if m.blgp != 0 {
                let _ = write!(out, " blgp:{}", m.blgp);
            }
        }
        Format::Vop3p => {
            let nsrc = d
                .ops
                .iter()
                .filter(|s| matches!(s.field, SigField::S0 | SigField::S1 | SigField::S2))
                .count();
            let all = (1u8 << nsrc) - 1;
            if m.op_sel & all != 0 {
                bits_list(&mut out, "op_sel", m.op_sel, nsrc);
            }
            let default_hi = if d.mnemonic.contains("_mix") { 0 } else { all };
            if m.op_sel_hi & all != default_hi {
                bits_list(&mut out, "op_sel_hi", m.op_sel_hi, nsrc);
            }
            if m.neg & all != 0 {
                bits_list(&mut out, "neg_lo", m.neg, nsrc);
            }
            if m.neg_hi & all != 0 {
                bits_list(&mut out, "neg_hi", m.neg_hi, nsrc);
            }
            if m.clamp {
                out.push_str(" clamp");
            }
            // GFX11 VOP3P DPP: the VOP3P modifiers, then the DPP controls.
            if ext {
                crate::ext::print_mods(&mut out, d, inst.variant, m);
                return out;
            }
        }
        Format::Ds => {
            if crate::inst::is_two_offset(d) {
                if m.offset != 0 {
                    let _ = write!(out, " offset0:{}", m.offset);
                }
                if m.offset1 != 0 {
                    let _ = write!(out, " offset1:{}", m.offset1);
                }
            } else if d.has(flag::SWIZZLE) {
                out.push_str(&simm::swizzle_print(m.offset as u16));
            } else if m.offset != 0 {
                let _ = write!(out, " offset:{}", m.offset);
            }
            if m.gds || d.has(flag::GDS) {
                out.push_str(" gds");
            }
        }
        Format::Mtbuf => {
            out.push_str(&crate::mtbuf::format_print(g, m.format));
            if m.idxen {
                out.push_str(" idxen");
            }
            if m.offen {
                out.push_str(" offen");
            }
            if m.addr64 {
                out.push_str(" addr64");
            }
            if m.offset != 0 {
                let _ = write!(out, " offset:{}", m.offset);
            }
            cpol(&mut out, inst);
        }
        Format::Mubuf => {
            if m.idxen {
                out.push_str(" idxen");
            }
            if m.offen {
                out.push_str(" offen");
            }
            if m.addr64 {
                out.push_str(" addr64");
            }
            if m.offset != 0 {
                let _ = write!(out, " offset:{}", m.offset);
            }
            cpol(&mut out, inst);
            if m.lds || d.has(flag::LDS) {
                out.push_str(" lds");
            }
            if m.tfe {
                out.push_str(" tfe");
            }
        }
        Format::Flat | Format::Global | Format::Scratch => {
            if m.offset != 0 {
                let _ = write!(out, " offset:{}", m.offset);
            }
            cpol(&mut out, inst);
        }
        Format::Smem | Format::Smrd => cpol(&mut out, inst),
        _ => {}
    }
    out
}

/// The literal dword of `s_setreg_imm32_b32` as llvm-mc-19 prints it: an integer in the inline
/// range (-16..=64) in decimal, the bits of an inline float constant by its name (1/(2*pi)
/// from GFX8), anything else in hex (probes in `tests/probes/hwreg_sendmsg.s`).
fn print_sopk_literal(out: &mut String, op: &Operand, g: Generation) {
    let x = match op {
        Operand::Literal(x) => *x,
        Operand::InlineInt(x) => *x as i32 as u32,
        Operand::Imm(x) => *x as u32,
        o => return print_src(out, o, g),
    };
    if (-16..=64).contains(&(x as i32)) {
        let _ = write!(out, "{}", x as i32);
    } else if let Some((_, name, _)) = crate::regs::FLOAT_CONSTS
        .iter()
        .find(|(c, _, f)| f.to_bits() == x && (*c != 248 || g >= Generation::Gfx8))
    {
        out.push_str(name);
    } else {
        let _ = write!(out, "0x{x:x}");
    }
}
