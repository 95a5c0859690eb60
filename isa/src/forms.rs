//! Sample instruction forms: one representative [`Inst`] per table row.
//!
//! Guarantees: [`sample`] builds, for a row, an instruction whose operands are the row's
//! signature filled with distinct, correctly aligned registers and in-range immediates, so every
//! row can be encoded, decoded and printed by the exhaustive round-trip tests and by the golden
//! files (`isa/tests/golden/`, whose expected encodings come from llvm-mc-19).

use crate::codec::encode;
use crate::constraints::{has, Kind};
use crate::inst::{mask_width, Inst, Mods};
use crate::processors::IsaVariant;
use crate::regs::{Operand, Reg};
use crate::table::{flag, table, Ext, Format, RegClass, SigField};
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
            SigField::Lit if has(Kind::Lit16, v, d.mnemonic) => {
                Operand::Literal(0x4048 + variant_no)
            }
            SigField::Lit => Operand::Literal(0x4048_0000 + variant_no),
            SigField::D if has(Kind::NullDst, v, d.mnemonic) => Operand::Reg(Reg {
                file: crate::regs::RegFile::Special,
                index: crate::regs::null_code(crate::inst::generation(v))?,
                count: 1,
            }),
            SigField::Offset => Operand::Imm(0x10 + 4 * variant_no as i64),
            SigField::Sa => Operand::Off,
            _ => {
                let (cls, w) = spec.class_for(wave64)?;
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
        Format::Mtbuf => {
            let g = crate::inst::generation(v);
            if let Some(i) = d.find(SigField::A) {
                if let Operand::Reg(r) = &mut ops[i] {
                    r.count = 1;
                }
            }
            // 32-bit float (GFX6-9 dfmt 4 | nfmt 7; GFX10+ BUF_FMT_32_FLOAT), or the default.
            if variant_no == 0 {
                m.offen = true;
                m.offset = 16;
                m.format = if g.is_gfx10_plus() { 22 } else { 0x74 };
            } else {
                m.idxen = true;
                m.offset = 4095;
                m.glc = true;
                m.format = crate::mtbuf::DEFAULT_FORMAT;
            }
        }
        Format::Flat | Format::Global | Format::Scratch => {
            let g = crate::inst::generation(v);
            if g >= crate::processors::Generation::Gfx9 {
                m.offset = 16;
            }
        }
        _ => {}
    }
    // Operand constraints (data/constraints.tsv): stay within the constant bus (SGPR sources
    // beyond the limit become VGPRs), no offset on operand-less rows, `gds` where required.
    if crate::constraints::const_bus_applies(d) {
        let limit = crate::constraints::const_bus_limit(v, d.mnemonic).saturating_sub(has(
            Kind::Implicit,
            v,
            d.mnemonic,
        )
            as usize);
        let is_src = |f: SigField| matches!(f, SigField::S0 | SigField::S1 | SigField::S2);
        let sgprs = d
            .ops
            .iter()
            .zip(ops.iter())
            .filter(|(s, o)| {
                is_src(s.field)
                    && matches!(o, Operand::Reg(r) if r.file == crate::regs::RegFile::Sgpr)
            })
            .count();
        // Lane masks must stay SGPRs: the excess is taken from the other sources.
        let mut left = sgprs.saturating_sub(limit);
        for (spec, op) in d.ops.iter().zip(ops.iter_mut()) {
            if !is_src(spec.field) || matches!(spec.class, Some((RegClass::M, _))) {
                continue;
            }
            let sgpr = match op {
                Operand::Reg(r) if r.file == crate::regs::RegFile::Sgpr => Some(r.count),
                _ => None,
            };
            if let (Some(n), true) = (sgpr, left > 0) {
                left -= 1;
                // An inline constant (v_writelane_b32 takes no VGPR source); VGPRs for tuples.
                *op = if n == 1 {
                    Operand::InlineInt(1 + variant_no as i8)
                } else {
                    next_v += (n as u16).max(2).next_multiple_of(2);
                    Operand::Reg(Reg::vgpr(next_v, n))
                };
            }
        }
    }
    if has(Kind::NoOffset, v, d.mnemonic) {
        m.offset = 0;
    }
    if has(Kind::NeedsGds, v, d.mnemonic) {
        m.gds = true;
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

/// Sample SDWA / DPP16 / DPP8 forms of row `def` (those the row has on its variant), with
/// modifiers varied by `variant_no` (0 or 1).
pub fn sample_ext(v: IsaVariant, def: u32, wave64: bool, variant_no: u32) -> Vec<Inst> {
    let mut out = Vec::new();
    let d = table(v).def(def);
    let Some(base) = sample(v, def, wave64, variant_no) else {
        return out;
    };
    let g = crate::inst::generation(v);
    for e in [Ext::Sdwa, Ext::Dpp, Ext::Dpp8] {
        if d.ext_name(e).is_none() {
            continue;
        }
        let mut i = base.clone();
        crate::ext::defaults_for(&mut i.m, e, d, v);
        let k = variant_no;
        // GFX11 VOP3 DPP: src0 and src1 are VGPRs (llvm-mc-19 rejects other sources there).
        if matches!(d.format, Format::Vop3 | Format::Vop3p) {
            for (n, (spec, op)) in d.ops.iter().zip(i.ops.iter_mut()).enumerate() {
                if matches!(spec.field, SigField::S0 | SigField::S1)
                    && !matches!(op, Operand::Reg(r) if r.file == crate::regs::RegFile::Vgpr)
                {
                    *op = Operand::Reg(Reg::vgpr(5 + n as u16, 1));
                }
            }
        }
        match e {
            Ext::Sdwa => {
                i.m.dst_unused = if k == 0 { 0 } else { 1 };
                i.m.dst_sel = if k == 0 { 6 } else { 5 };
                i.m.src0_sel = if k == 0 { 5 } else { 1 };
                i.m.src1_sel = if k == 0 { 6 } else { 4 };
                if k == 1 && d.format == Format::Vopc && g >= crate::processors::Generation::Gfx9 {
                    if let Some(p) = d.find(SigField::Vcc) {
                        i.ops[p] = Operand::Reg(Reg::sgpr(20, mask_width(wave64)));
                    }
                }
                if has(Kind::SdwaDword, v, d.mnemonic) {
                    i.m.dst_sel = 6;
                }
                // No destination controls (data/constraints.tsv `sdwa_no_dst`).
                if has(Kind::SdwaNoDst, v, d.mnemonic) {
                    i.m.dst_sel = 6;
                    i.m.dst_unused = 0;
                }
                if k == 1
                    && g >= crate::processors::Generation::Gfx9
                    && !has(Kind::VgprSrc0, v, d.mnemonic)
                {
                    if let Some(p) = d.find(SigField::S0) {
                        i.ops[p] = Operand::Reg(Reg::sgpr(7, 1));
                    }
                }
            }
            Ext::Dpp => {
                if k == 0 {
                    i.m.dpp_ctrl = 0b10_11_00_01;
                } else {
                    i.m.dpp_ctrl = 0x113;
                    i.m.row_mask = 0xA;
                    i.m.bank_mask = 0x5;
                    i.m.bound_ctrl = true;
                    i.m.fi = g >= crate::processors::Generation::Gfx10_1;
                }
            }
            Ext::Dpp8 => {
                i.m.dpp8 = if k == 0 { 0o01234567 } else { 0o07654321 };
                i.m.fi = k == 1;
            }
            Ext::None => {}
        }
        if encode(&i, 4).is_ok() {
            out.push(i);
        }
    }
    out
}

/// Sample GFX11 VOPD pairs: every allowed X component with every allowed Y component.
pub fn sample_vopd(v: IsaVariant, variant_no: u32) -> Vec<Inst> {
    let t = table(v);
    let comps: Vec<u32> = (0..t.defs.len() as u32)
        .filter(|&i| t.def(i).format == Format::Vopd)
        .collect();
    let half = |def: u32, y: bool| -> Inst {
        let d = t.def(def);
        let k = variant_no as u16;
        let ops = d
            .ops
            .iter()
            .map(|s| match (s.field, y) {
                (SigField::D, false) => Operand::Reg(Reg::vgpr(10 + 2 * k, 1)),
                (SigField::D, true) => Operand::Reg(Reg::vgpr(15 + 2 * k, 1)),
                (SigField::S0, false) if k == 1 => Operand::Literal(0x4040_0000),
                (SigField::S0, false) => Operand::Reg(Reg::vgpr(1, 1)),
                (SigField::S0, true) if k == 1 => Operand::Reg(Reg::sgpr(5, 1)),
                (SigField::S0, true) => Operand::Reg(Reg::vgpr(4, 1)),
                (SigField::S1, false) => Operand::Reg(Reg::vgpr(2 + 4 * k, 1)),
                (SigField::S1, true) => Operand::Reg(Reg::vgpr(7 + 4 * k, 1)),
                _ => Operand::Literal(0x4040_0000),
            })
            .collect();
        Inst {
            variant: v,
            def,
            ops,
            ret: None,
            m: Mods::default(),
        }
    };
    let mut out = Vec::new();
    for &x in comps.iter().filter(|&&i| t.def(i).has(flag::VOPDX)) {
        for &y in comps.iter().filter(|&&i| t.def(i).has(flag::VOPDY)) {
            let mut i = half(x, false);
            i.m.dual = Some(Box::new(half(y, true)));
            if encode(&i, 0).is_ok() {
                out.push(i);
            }
        }
    }
    out
}

/// AGPR/VGPR variants of the rows with AGPR-capable operands, for the golden files: every MAI
/// row with an AGPR SrcA, an AGPR SrcB and both; on gfx90a/gfx942 VGPR vdst/SrcC (ACC_CD 0)
/// and an inline-constant SrcC; the accvgpr moves with constant and SGPR sources. Some forms
/// are invalid on purpose (SGPR SrcA, SrcC in the other register file than vdst, VGPR source of
/// v_accvgpr_read): llvm-mc-19 rejects them and the rejected-lines test requires gfxc to agree.
pub fn sample_acc(v: IsaVariant, def: u32, wave64: bool) -> Vec<Inst> {
    use crate::regs::RegFile;
    let d = table(v).def(def);
    let mut out = Vec::new();
    let Some(base) = sample(v, def, wave64, 0) else {
        return out;
    };
    let with = |edits: &[(SigField, Option<RegFile>, Option<Operand>)]| -> Option<Inst> {
        let mut i = base.clone();
        for (field, file, op) in edits {
            let p = d.find(*field)?;
            if let Some(op) = op {
                i.ops[p] = op.clone();
            } else if let (Some(file), Operand::Reg(r)) = (file, &mut i.ops[p]) {
                r.file = *file;
            }
        }
        Some(i)
    };
    let (a, vg) = (Some(RegFile::Agpr), Some(RegFile::Vgpr));
    let s0 = Some(Operand::Reg(Reg::sgpr(8, 1)));
    let one = Some(Operand::InlineInt(1));
    let acc_cd = matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942);
    type Edit = (SigField, Option<RegFile>, Option<Operand>);
    let mut forms: Vec<Vec<Edit>> = Vec::new();
    if d.has(flag::MAI) {
        forms.push(vec![(SigField::S0, a, None)]);
        forms.push(vec![(SigField::S1, a, None)]);
        forms.push(vec![(SigField::S0, a, None), (SigField::S1, a, None)]);
        let s2_is_acc = matches!(d.ops.last().and_then(|o| o.class), Some((RegClass::A, _)));
        if s2_is_acc {
            if acc_cd {
                forms.push(vec![
                    (SigField::D, vg, None),
                    (SigField::S0, a, None),
                    (SigField::S2, vg, None),
                ]);
                forms.push(vec![
                    (SigField::D, vg, None),
                    (SigField::S2, None, one.clone()),
                ]);
            }
            forms.push(vec![
                (SigField::S1, a, None),
                (SigField::S2, None, one.clone()),
            ]);
            forms.push(vec![(SigField::S2, vg, None)]);
        }
        forms.push(vec![(SigField::S0, None, s0.clone())]);
    } else if d
        .ops
        .iter()
        .any(|o| matches!(o.class, Some((RegClass::A, _))))
    {
        match d.find(SigField::S0).map(|p| d.ops[p].class) {
            Some(Some((RegClass::V, 1))) => {
                forms.push(vec![(SigField::S0, None, one.clone())]);
                forms.push(vec![(SigField::S0, None, s0.clone())]);
            }
            Some(Some((RegClass::A, 1))) => forms.push(vec![(SigField::S0, vg, None)]),
            _ => {}
        }
    }
    out.extend(forms.iter().filter_map(|f| with(f)));
    out
}

/// Cache-control rows ([`crate::cachectl`]) with each cache-policy and MUBUF modifier set
/// alone, and `sc0 sc1` together: the ones llvm-mc-19 accepts go to the golden files, the others
/// to the rejected lines. (gfx942 `nt` is left out: llvm-mc-19 prints it but does not encode it,
/// so its disassembly differs; `tests/golden.rs` checks it separately.)
pub fn sample_cache_control(v: IsaVariant, def: u32) -> Vec<Inst> {
    let d = table(v).def(def);
    if !crate::cachectl::is_cache_control(v, d.mnemonic) {
        return Vec::new();
    }
    let base = Inst {
        variant: v,
        def,
        ops: SmallVec::new(),
        ret: None,
        m: Mods::default(),
    };
    let mut out = Vec::new();
    for k in 0..9 {
        let mut i = base.clone();
        let m = &mut i.m;
        match k {
            0 => m.glc = true,
            1 if v != IsaVariant::Gfx942 => m.slc = true,
            2 if crate::inst::generation(v).is_gfx10_plus() => m.dlc = true,
            3 if matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942) => m.sc1 = true,
            4 if matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942) => {
                m.glc = true;
                m.sc1 = true
            }
            5 => m.lds = true,
            6 => m.tfe = true,
            7 => m.offen = true,
            8 => m.idxen = true,
            _ => continue,
        }
        out.push(i);
    }
    out
}
