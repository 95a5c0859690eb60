//! Extended VALU encodings: SDWA (GFX8-GFX10), DPP16 (GFX8-GFX11) and DPP8 (GFX10+) forms of
//! VOP1/VOP2/VOPC rows, and the GFX11 DPP16/DPP8 forms of VOP3 rows (`_e64_dpp`).
//!
//! Guarantees: an extended form is the row's 32-bit word (GFX11 VOP3: its 64-bit word, whose
//! NEG/ABS/CLAMP/OMOD keep their places) with a marker in SRC0 (0xF9 SDWA, 0xFA DPP16,
//! 0xE9/0xEA DPP8) followed by one dword whose fields are described by
//! [`ext_layout`](crate::layout::ext_layout); which rows have which forms on which variant, and
//! the mnemonic llvm-mc-19 prints for them, is data (`data/ext.tsv`, `tools/sweep_ext.py`).
//! This module moves operands and [`Mods`] to and from those fields, and prints/parses the
//! modifiers (`dst_sel:`, `src0_sel:`, `quad_perm:[..]`, `row_shl:`, `dpp8:[..]`, `fi:`, ...)
//! exactly as llvm-mc-19 prints/accepts them (checked by the golden files).

use crate::inst::{generation, Mods};
use crate::layout::{ext_marker, Fields, Fld};
use crate::processors::{Generation, IsaVariant};
use crate::regs::{src_code, Operand, Reg, RegFile};
use crate::table::{Ext, Format, InstDef, SigField};
use std::fmt::Write;

/// SDWA operand select names (BYTE_0 .. DWORD), by field value.
pub const SEL_NAMES: [&str; 7] = [
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];
/// SDWA `dst_unused` names, by field value.
pub const UNUSED_NAMES: [&str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

/// [`defaults`] for row `d` on `v`: an SDWA form without destination controls
/// (data/constraints.tsv `sdwa_no_dst`) encodes dst_unused UNUSED_PAD, as llvm-mc-19 does.
pub fn defaults_for(m: &mut Mods, e: Ext, d: &InstDef, v: IsaVariant) {
    defaults(m, e);
    if e == Ext::Sdwa && crate::constraints::has(crate::constraints::Kind::SdwaNoDst, v, d.mnemonic)
    {
        m.dst_unused = 0;
    }
}

/// Default modifiers of an extended form (what llvm-mc-19 assumes when a modifier is omitted).
pub fn defaults(m: &mut Mods, e: Ext) {
    m.ext = e;
    match e {
        Ext::Sdwa => {
            m.dst_sel = 6;
            m.dst_unused = 2;
            m.src0_sel = 6;
            m.src1_sel = 6;
        }
        Ext::Dpp => {
            m.row_mask = 0xF;
            m.bank_mask = 0xF;
        }
        Ext::Dpp8 => m.dpp8 = 0xFAC688,
        Ext::None => {}
    }
}

fn is_vgpr(op: &Operand) -> bool {
    matches!(op, Operand::Reg(r) if r.file == RegFile::Vgpr)
}

/// Fill the second-dword fields of an extended form and put the marker into SRC0.
/// `f` already holds the plain VOP1/VOP2/VOPC fields (SRC0 as a 9-bit source code).
pub fn to_fields(
    d: &InstDef,
    v: IsaVariant,
    ops: &[Operand],
    m: &Mods,
    f: &mut Fields,
) -> Result<(), String> {
    let g = generation(v);
    let bad = || Err::<(), String>("invalid operand for instruction".into());
    let src = |sf: SigField| d.find(sf).and_then(|i| ops.get(i));
    // SRC0: VGPR in ExtSrc0, or (SDWA, GFX9+) an SGPR/constant with IsS0.
    if let Some(op) = src(SigField::S0) {
        if matches!(op, Operand::Literal(_)) {
            return bad();
        }
        let c = f[Fld::Src0 as usize];
        if is_vgpr(op) {
            f[Fld::ExtSrc0 as usize] = c - 256;
        } else if m.ext == Ext::Sdwa && g >= Generation::Gfx9 {
            f[Fld::ExtSrc0 as usize] = c;
            f[Fld::IsS0 as usize] = 1;
        } else {
            return bad();
        }
    }
    if let Some(op) = src(SigField::S1) {
        if matches!(op, Operand::Literal(_)) {
            return bad();
        }
        if !is_vgpr(op) {
            if m.ext == Ext::Sdwa && g >= Generation::Gfx9 {
                f[Fld::IsS1 as usize] = 1;
            } else {
                return bad();
            }
        }
    }
    // Constant bus (SDWA, GFX9: one scalar value, GFX10: two): SGPR sources and a VCC read.
    if m.ext == Ext::Sdwa {
        let mut scalars: Vec<u16> = Vec::new();
        let s0 = d.find(SigField::S0).unwrap_or(usize::MAX);
        for (i, (spec, op)) in d.ops.iter().zip(ops).enumerate() {
            let code = match (spec.field, op) {
                (SigField::S0 | SigField::S1, Operand::Reg(r)) if r.file != RegFile::Vgpr => {
                    src_code(op, g)
                }
                (SigField::Vcc, _) if i > s0 => Some(106),
                _ => None,
            };
            if let Some(c) = code {
                if !scalars.contains(&c) {
                    scalars.push(c);
                }
            }
        }
        let limit = if g >= Generation::Gfx10_1 { 2 } else { 1 };
        if scalars.len() > limit {
            return Err("invalid operand (violates constant bus restrictions)".into());
        }
    }
    f[Fld::Src0 as usize] = ext_marker(m.ext, m.fi);
    match m.ext {
        Ext::Sdwa => {
            if d.format != Format::Vopc {
                f[Fld::DstSel as usize] = m.dst_sel as u64;
                f[Fld::DstUnused as usize] = m.dst_unused as u64;
            }
            f[Fld::Src0Sel as usize] = m.src0_sel as u64;
            if d.find(SigField::S1).is_some() {
                f[Fld::Src1Sel as usize] = m.src1_sel as u64;
            }
            f[Fld::Src0Sext as usize] = (m.sext & 1) as u64;
            f[Fld::Src1Sext as usize] = ((m.sext >> 1) & 1) as u64;
            f[Fld::Clamp as usize] = m.clamp as u64;
            f[Fld::Omod as usize] = m.omod as u64;
            if d.format == Format::Vopc && g >= Generation::Gfx9 {
                if let Some(Operand::Reg(r)) = src(SigField::Vcc) {
                    if !(r.file == RegFile::Special && r.index == 106) {
                        let c = src_code(&Operand::Reg(*r), g).ok_or("invalid operand")?;
                        f[Fld::Sdst3b as usize] = c as u64;
                        f[Fld::SdwaSd as usize] = 1;
                    }
                }
            }
        }
        Ext::Dpp => {
            f[Fld::DppCtrl as usize] = m.dpp_ctrl as u64;
            f[Fld::RowMask as usize] = m.row_mask as u64;
            f[Fld::BankMask as usize] = m.bank_mask as u64;
            f[Fld::BoundCtrl as usize] = m.bound_ctrl as u64;
            f[Fld::Fi as usize] = m.fi as u64;
        }
        Ext::Dpp8 => f[Fld::Dpp8Sel as usize] = m.dpp8 as u64,
        Ext::None => {}
    }
    // GFX11 VOP3 DPP keeps NEG/ABS in the VOP3 word.
    if m.ext != Ext::Dpp8 && !matches!(d.format, Format::Vop3 | Format::Vop3p) {
        f[Fld::Src0Neg as usize] = (m.neg & 1) as u64;
        f[Fld::Src1Neg as usize] = ((m.neg >> 1) & 1) as u64;
        f[Fld::Src0Abs as usize] = (m.abs & 1) as u64;
        f[Fld::Src1Abs as usize] = ((m.abs >> 1) & 1) as u64;
    }
    Ok(())
}

/// The plain 9-bit SRC0 code an extended form carries (inverse of [`to_fields`] for SRC0).
pub fn src0_code(e: Ext, f: &Fields) -> u64 {
    let s = f[Fld::ExtSrc0 as usize];
    if e == Ext::Sdwa && f[Fld::IsS0 as usize] != 0 {
        s
    } else {
        256 + s
    }
}

/// Modifiers of an extended form from its fields.
pub fn mods_from_fields(e: Ext, f: &Fields, m: &mut Mods) {
    let x = |fl: Fld| f[fl as usize];
    m.ext = e;
    m.fi = x(Fld::Fi) != 0 || (e == Ext::Dpp8 && x(Fld::Src0) == 0xEA);
    m.neg = (x(Fld::Src0Neg) | x(Fld::Src1Neg) << 1) as u8;
    m.abs = (x(Fld::Src0Abs) | x(Fld::Src1Abs) << 1) as u8;
    match e {
        Ext::Sdwa => {
            m.dst_sel = x(Fld::DstSel) as u8;
            m.dst_unused = x(Fld::DstUnused) as u8;
            m.src0_sel = x(Fld::Src0Sel) as u8;
            m.src1_sel = x(Fld::Src1Sel) as u8;
            m.sext = (x(Fld::Src0Sext) | x(Fld::Src1Sext) << 1) as u8;
            m.clamp = x(Fld::Clamp) != 0;
            m.omod = x(Fld::Omod) as u8;
        }
        Ext::Dpp => {
            m.dpp_ctrl = x(Fld::DppCtrl) as u16;
            m.row_mask = x(Fld::RowMask) as u8;
            m.bank_mask = x(Fld::BankMask) as u8;
            m.bound_ctrl = x(Fld::BoundCtrl) != 0;
        }
        Ext::Dpp8 => m.dpp8 = x(Fld::Dpp8Sel) as u32,
        Ext::None => {}
    }
}

/// The SDWA VOPC destination (GFX9+: an SGPR mask when SD is set, else VCC).
pub fn sdwa_vopc_dst(f: &Fields, g: Generation, w: u8) -> Option<Operand> {
    if f[Fld::SdwaSd as usize] == 0 {
        return None;
    }
    Some(Operand::from_src_code(
        f[Fld::Sdst3b as usize] as u16,
        w,
        g,
        None,
    ))
}

/// Is `r` the VCC of the wave size (printed `vcc` / `vcc_lo`)?
pub fn is_vcc(r: &Reg) -> bool {
    r.file == RegFile::Special && r.index == 106
}

fn dpp_ctrl_text(out: &mut String, c: u16) {
    let _ = match c {
        0..=0xFF => write!(
            out,
            "quad_perm:[{},{},{},{}]",
            c & 3,
            (c >> 2) & 3,
            (c >> 4) & 3,
            (c >> 6) & 3
        ),
        0x101..=0x10F => write!(out, "row_shl:{}", c & 0xF),
        0x111..=0x11F => write!(out, "row_shr:{}", c & 0xF),
        0x121..=0x12F => write!(out, "row_ror:{}", c & 0xF),
        0x130 => write!(out, "wave_shl:1"),
        0x134 => write!(out, "wave_rol:1"),
        0x138 => write!(out, "wave_shr:1"),
        0x13C => write!(out, "wave_ror:1"),
        0x140 => write!(out, "row_mirror"),
        0x141 => write!(out, "row_half_mirror"),
        0x142 => write!(out, "row_bcast:15"),
        0x143 => write!(out, "row_bcast:31"),
        _ => write!(out, "{}", c),
    };
}

/// Which DPP controls a variant accepts (quad_perm, row_shl/shr/ror, mirrors everywhere;
/// wave_* and row_bcast on GFX8/9; row_newbcast on gfx90a/gfx942; row_share/row_xmask GFX10+).
pub fn dpp_ctrl_valid(c: u16, v: IsaVariant) -> bool {
    let g = generation(v);
    let gfx89 = g < Generation::Gfx10_1;
    match c {
        0..=0xFF | 0x101..=0x10F | 0x111..=0x11F | 0x121..=0x12F | 0x140 | 0x141 => true,
        0x130 | 0x134 | 0x138 | 0x13C | 0x142 | 0x143 => gfx89,
        0x150..=0x15F => !gfx89 || matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942),
        0x160..=0x16F => !gfx89,
        _ => false,
    }
}

/// Print the modifiers of an extended form (after the operands), in llvm-mc-19's order.
pub fn print_mods(out: &mut String, d: &InstDef, v: IsaVariant, m: &Mods) {
    match m.ext {
        Ext::Sdwa => {
            if m.clamp {
                out.push_str(" clamp");
            }
            match m.omod {
                1 => out.push_str(" mul:2"),
                2 => out.push_str(" mul:4"),
                3 => out.push_str(" div:2"),
                _ => {}
            }
            let sel = |x: u8| SEL_NAMES.get(x as usize).copied().unwrap_or("DWORD");
            // Rows without destination controls (data/constraints.tsv `sdwa_no_dst`).
            let no_dst =
                crate::constraints::has(crate::constraints::Kind::SdwaNoDst, v, d.mnemonic);
            if d.format != Format::Vopc && !no_dst {
                let _ = write!(
                    out,
                    " dst_sel:{} dst_unused:{}",
                    sel(m.dst_sel),
                    UNUSED_NAMES
                        .get(m.dst_unused as usize)
                        .unwrap_or(&"UNUSED_PAD")
                );
            }
            let _ = write!(out, " src0_sel:{}", sel(m.src0_sel));
            if d.find(SigField::S1).is_some() {
                let _ = write!(out, " src1_sel:{}", sel(m.src1_sel));
            }
        }
        Ext::Dpp => {
            out.push(' ');
            let c = m.dpp_ctrl;
            if (0x150..=0x15F).contains(&c) {
                let name = if generation(v) < Generation::Gfx10_1 {
                    "row_newbcast"
                } else {
                    "row_share"
                };
                let _ = write!(out, "{name}:{}", c & 0xF);
            } else if (0x160..=0x16F).contains(&c) {
                let _ = write!(out, "row_xmask:{}", c & 0xF);
            } else {
                dpp_ctrl_text(out, c);
            }
            let _ = write!(
                out,
                " row_mask:0x{:x} bank_mask:0x{:x}",
                m.row_mask, m.bank_mask
            );
            if m.bound_ctrl {
                out.push_str(" bound_ctrl:1");
            }
            if m.fi {
                out.push_str(" fi:1");
            }
        }
        Ext::Dpp8 => {
            out.push_str(" dpp8:[");
            for i in 0..8 {
                if i > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{}", (m.dpp8 >> (3 * i)) & 7);
            }
            out.push(']');
            if m.fi {
                out.push_str(" fi:1");
            }
        }
        Ext::None => {}
    }
}

/// Is `s` a modifier word of an extended form?
pub fn is_ext_modifier(s: &str) -> bool {
    let k = s.split_once(':').map(|x| x.0).unwrap_or(s);
    matches!(
        k,
        "dst_sel"
            | "dst_unused"
            | "src0_sel"
            | "src1_sel"
            | "quad_perm"
            | "row_shl"
            | "row_shr"
            | "row_ror"
            | "wave_shl"
            | "wave_rol"
            | "wave_shr"
            | "wave_ror"
            | "row_mirror"
            | "row_half_mirror"
            | "row_bcast"
            | "row_share"
            | "row_xmask"
            | "row_newbcast"
            | "row_mask"
            | "bank_mask"
            | "bound_ctrl"
            | "fi"
            | "dpp8"
    )
}

/// The extended form a modifier word implies (SDWA or DPP words; `dpp8:` selects DPP8).
pub fn ext_of_modifier(s: &str) -> Ext {
    let k = s.split_once(':').map(|x| x.0).unwrap_or(s);
    match k {
        "dst_sel" | "dst_unused" | "src0_sel" | "src1_sel" => Ext::Sdwa,
        "dpp8" => Ext::Dpp8,
        "fi" => Ext::None,
        _ if is_ext_modifier(s) => Ext::Dpp,
        _ => Ext::None,
    }
}

fn parse_list(s: &str, n: usize, max: u32) -> Option<Vec<u32>> {
    let inner = s.strip_prefix('[')?.strip_suffix(']')?;
    let v: Vec<u32> = inner
        .split(',')
        .map(|x| crate::simm::parse_int(x.trim()).and_then(|y| u32::try_from(y).ok()))
        .collect::<Option<_>>()?;
    (v.len() == n && v.iter().all(|x| *x <= max)).then_some(v)
}

/// Parse one modifier word of an extended form into `m` (whose `ext` is already set).
pub fn parse_modifier(s: &str, v: IsaVariant, m: &mut Mods) -> Result<(), String> {
    let bad = || "not a valid operand.".to_string();
    let g = generation(v);
    let (k, val) = s.split_once(':').unwrap_or((s, ""));
    let num = |x: &str| crate::simm::parse_int(x).ok_or_else(bad);
    let sel = |x: &str| {
        SEL_NAMES
            .iter()
            .position(|n| *n == x)
            .map(|p| p as u8)
            .ok_or_else(bad)
    };
    let cur = m.ext;
    let want = |e: Ext| if cur == e { Ok(()) } else { Err(bad()) };
    let ctrl = |c: i64, m: &mut Mods| -> Result<(), String> {
        want(Ext::Dpp)?;
        if c < 0 || !dpp_ctrl_valid(c as u16, v) {
            return Err(bad());
        }
        m.dpp_ctrl = c as u16;
        Ok(())
    };
    let shift = |x: &str, lo: i64| -> Result<i64, String> {
        let n = num(x)?;
        if (lo..=15).contains(&n) {
            Ok(n)
        } else {
            Err("invalid dpp_ctrl value".into())
        }
    };
    match k {
        "dst_sel" => {
            want(Ext::Sdwa)?;
            m.dst_sel = sel(val)?
        }
        "src0_sel" => {
            want(Ext::Sdwa)?;
            m.src0_sel = sel(val)?
        }
        "src1_sel" => {
            want(Ext::Sdwa)?;
            m.src1_sel = sel(val)?
        }
        "dst_unused" => {
            want(Ext::Sdwa)?;
            m.dst_unused = UNUSED_NAMES
                .iter()
                .position(|n| *n == val)
                .ok_or_else(bad)? as u8
        }
        "quad_perm" => {
            let l = parse_list(val, 4, 3).ok_or_else(bad)?;
            ctrl((l[0] | l[1] << 2 | l[2] << 4 | l[3] << 6) as i64, m)?
        }
        "row_shl" => ctrl(0x100 + shift(val, 1)?, m)?,
        "row_shr" => ctrl(0x110 + shift(val, 1)?, m)?,
        "row_ror" => ctrl(0x120 + shift(val, 1)?, m)?,
        "wave_shl" if val == "1" => ctrl(0x130, m)?,
        "wave_rol" if val == "1" => ctrl(0x134, m)?,
        "wave_shr" if val == "1" => ctrl(0x138, m)?,
        "wave_ror" if val == "1" => ctrl(0x13C, m)?,
        "row_mirror" if val.is_empty() => ctrl(0x140, m)?,
        "row_half_mirror" if val.is_empty() => ctrl(0x141, m)?,
        "row_bcast" if val == "15" => ctrl(0x142, m)?,
        "row_bcast" if val == "31" => ctrl(0x143, m)?,
        "row_share" if g >= Generation::Gfx10_1 => ctrl(0x150 + shift(val, 0)?, m)?,
        "row_newbcast" if g < Generation::Gfx10_1 => ctrl(0x150 + shift(val, 0)?, m)?,
        "row_xmask" => ctrl(0x160 + shift(val, 0)?, m)?,
        "row_mask" | "bank_mask" => {
            want(Ext::Dpp)?;
            let x = num(val)?;
            if !(0..=15).contains(&x) {
                return Err("invalid row_mask value".into());
            }
            if k == "row_mask" {
                m.row_mask = x as u8
            } else {
                m.bank_mask = x as u8
            }
        }
        "bound_ctrl" => {
            want(Ext::Dpp)?;
            // Before GFX11 llvm-mc-19 sets the bit for bound_ctrl:0 as well.
            m.bound_ctrl = match val {
                "1" => true,
                "0" => g < Generation::Gfx11,
                _ => return Err(bad()),
            }
        }
        "fi" if g >= Generation::Gfx10_1 && matches!(m.ext, Ext::Dpp | Ext::Dpp8) => {
            m.fi = match val {
                "1" => true,
                "0" => false,
                _ => return Err(bad()),
            }
        }
        "dpp8" => {
            want(Ext::Dpp8)?;
            let l = parse_list(val, 8, 7).ok_or_else(bad)?;
            m.dpp8 = l.iter().enumerate().fold(0, |a, (i, x)| a | x << (3 * i));
        }
        _ => return Err(bad()),
    }
    Ok(())
}
