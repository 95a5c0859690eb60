//! Machine instructions and their mapping to encoding fields.
//!
//! Guarantees: an [`Inst`] is a table row plus operands in the row's signature order plus
//! [`Mods`]. [`to_fields`] and [`from_fields`] are the only places where operands meet bit
//! fields, and they are driven by the signature (which field each operand lives in) and the
//! format's [`Layout`](crate::layout::Layout), never by the mnemonic. `from_fields(to_fields(i))
//! == i` for every instruction the encoder accepts (tested over the whole table).

use crate::layout::{flat_seg, layout, Fields, Fld, Layout};
use crate::processors::{Generation, IsaVariant};
use crate::regs::{m0_code, null_code, src_code, Operand, Reg, RegFile};
use crate::table::{flag, table, Ext, Format, InstDef, RegClass, SigField};
use smallvec::SmallVec;

/// Modifiers and immediate fields that are not positional operands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mods {
    /// Source negate bits (VOP3 NEG / VOP3P NEG_LO / MAI BLGP is separate).
    pub neg: u8,
    pub abs: u8,
    pub neg_hi: u8,
    pub op_sel: u8,
    /// VOP3P OP_SEL_HI (3 bits: src0, src1, src2); default all ones.
    pub op_sel_hi: u8,
    pub clamp: bool,
    pub omod: u8,
    /// DS offset (16-bit) or offset0; MUBUF/FLAT offset.
    pub offset: i64,
    /// DS offset1 of two-address forms.
    pub offset1: u8,
    pub glc: bool,
    pub slc: bool,
    pub dlc: bool,
    pub sc1: bool,
    pub gds: bool,
    pub offen: bool,
    pub idxen: bool,
    pub addr64: bool,
    pub lds: bool,
    pub tfe: bool,
    /// MTBUF format field (7 bits; [`crate::mtbuf::DEFAULT_FORMAT`] when `format:` is
    /// absent; GFX6-9: dfmt | nfmt << 4, GFX10+: unified format).
    pub format: u8,
    pub cbsz: u8,
    pub abid: u8,
    pub blgp: u8,
    /// Extended encoding of a VOP1/VOP2/VOPC row (SDWA, DPP16, DPP8); `neg`/`abs` bits 0 and
    /// 1, `clamp` and `omod` apply to it too.
    pub ext: Ext,
    /// SDWA selects (0..=6 = BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD) and `dst_unused`
    /// (0 pad, 1 sext, 2 preserve).
    pub dst_sel: u8,
    pub dst_unused: u8,
    pub src0_sel: u8,
    pub src1_sel: u8,
    /// SDWA `sext(..)` bits per source.
    pub sext: u8,
    /// DPP16 control (quad_perm / row_shl / ... value), row and bank masks, bound_ctrl.
    pub dpp_ctrl: u16,
    pub row_mask: u8,
    pub bank_mask: u8,
    pub bound_ctrl: bool,
    /// DPP/DPP8 fetch-inactive (GFX10+).
    pub fi: bool,
    /// DPP8 lane selects (8 x 3 bits, lane 0 in the low bits).
    pub dpp8: u32,
    /// VOPD (GFX11): the Y half; the instruction itself is the X half.
    pub dual: Option<Box<Inst>>,
}

/// One machine instruction of one ISA variant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    pub variant: IsaVariant,
    /// Row index in `table(variant)`.
    pub def: u32,
    /// Operands in signature order (`Vcc` positions hold the vcc register).
    pub ops: SmallVec<[Operand; 6]>,
    /// Returned value of a FLAT-family atomic with GLC (printed first).
    pub ret: Option<Reg>,
    pub m: Mods,
}

impl Inst {
    /// The table row.
    #[inline]
    pub fn def(&self) -> &'static InstDef {
        table(self.variant).def(self.def)
    }
}

/// Generation of a variant.
pub fn generation(v: IsaVariant) -> Generation {
    match v {
        IsaVariant::Gfx600 => Generation::Gfx6,
        IsaVariant::Gfx700 => Generation::Gfx7,
        IsaVariant::Gfx803 => Generation::Gfx8,
        IsaVariant::Gfx900 | IsaVariant::Gfx908 | IsaVariant::Gfx90a | IsaVariant::Gfx942 => {
            Generation::Gfx9
        }
        IsaVariant::Gfx1010 => Generation::Gfx10_1,
        IsaVariant::Gfx1030 => Generation::Gfx10_3,
        IsaVariant::Gfx1100 => Generation::Gfx11,
    }
}

/// The field a signature operand lives in, for a format.
pub fn field_of(fmt: Format, sf: SigField) -> Option<Fld> {
    use Format as F;
    use SigField as S;
    Some(match (fmt, sf) {
        (F::Sop1 | F::Sop2 | F::Sopk, S::D) => Fld::Sdst,
        (F::Sop1 | F::Sop2 | F::Sopc, S::S0) => Fld::Ssrc0,
        (F::Sop2 | F::Sopc, S::S1) => Fld::Ssrc1,
        // `s_set_gpr_idx_on`: the mode bits are the raw SSRC1 field (llvm-mc-19).
        (F::Sopc, S::GprIdx) => Fld::Ssrc1,
        (F::Sopk | F::Sopp, S::K | S::Kd | S::Label | S::Hwreg | S::P | S::Px) => Fld::Simm16,
        (F::Sopp, S::Waitcnt | S::Sendmsg | S::Delay | S::Depctr | S::GprIdx) => Fld::Simm16,
        (F::Smem | F::Smrd, S::D) => Fld::Sdata,
        (F::Smem | F::Smrd, S::A) => Fld::Sbase,
        (F::Vop1 | F::Vop2 | F::Vop3 | F::Vop3p, S::D) => Fld::Vdst,
        (F::Vop1 | F::Vop2 | F::Vopc | F::Vop3 | F::Vop3p, S::S0) => Fld::Src0,
        (F::Vop2 | F::Vopc, S::S1) => Fld::Vsrc1,
        (F::Vop3 | F::Vop3p, S::S1) => Fld::Src1,
        (F::Vop3 | F::Vop3p, S::S2) => Fld::Src2,
        (F::Vop3, S::Sd) => Fld::Sdst3b,
        (F::Ds, S::D) => Fld::Vdst,
        (F::Ds, S::A) => Fld::Addr,
        (F::Ds, S::Da) => Fld::Data0,
        (F::Ds, S::Db) => Fld::Data1,
        (F::Mubuf | F::Mtbuf, S::D) => Fld::Vdata,
        (F::Mubuf | F::Mtbuf, S::A) => Fld::Vaddr,
        (F::Mubuf | F::Mtbuf, S::R) => Fld::Srsrc,
        (F::Mubuf | F::Mtbuf, S::So) => Fld::Soffset,
        (F::Flat | F::Global | F::Scratch, S::D) => Fld::Vdst,
        (F::Flat | F::Global | F::Scratch, S::A) => Fld::Addr,
        (F::Flat | F::Global | F::Scratch, S::Da) => Fld::Data0,
        (F::Flat | F::Global | F::Scratch, S::Sa) => Fld::Saddr,
        (F::Vopd, S::D) => Fld::Vdst,
        (F::Vopd, S::S0) => Fld::Src0,
        (F::Vopd, S::S1) => Fld::Vsrc1,
        _ => return None,
    })
}

/// Does this field take a full source operand (registers, inline constants, literals)?
pub fn is_src_field(f: Fld) -> bool {
    matches!(
        f,
        Fld::Src0 | Fld::Src1 | Fld::Src2 | Fld::Ssrc0 | Fld::Ssrc1
    )
}

/// Width in dwords of a lane-mask operand.
pub fn mask_width(wave64: bool) -> u8 {
    if wave64 {
        2
    } else {
        1
    }
}

/// Layout of a row on its variant.
pub fn layout_of(d: &InstDef, v: IsaVariant) -> Option<&'static Layout> {
    layout(d.format, v, d.has(flag::MAI))
}

/// GFX10.3 scratch ST mode (no VGPR and no SGPR address): SADDR holds 0x7f.
const SCRATCH_ST_SADDR_GFX10: u64 = 0x7F;

fn off_code(v: IsaVariant) -> u64 {
    null_code(generation(v)).map(|c| c as u64).unwrap_or(0x7F)
}

/// Convert an instruction to field values plus an optional literal dword.
/// `label_value` is the resolved 16-bit branch offset (0 when unresolved).
pub fn to_fields(inst: &Inst, label_value: i64) -> Result<(Fields, Option<u32>), String> {
    let lay = layout_of(inst.def(), inst.variant).ok_or("instruction not supported on this GPU")?;
    let mut f = Fields::new();
    let plan = crate::plan::of(inst.variant, inst.def);
    let lit = fields_into(inst, lay, plan, label_value, &mut f)?;
    Ok((f, lit))
}

/// [`to_fields`] into `f` (all zero on entry), with the row's layout `lay` ([`layout_of`])
/// and plan `plan` ([`crate::plan::of`]) already looked up: the encoder's form, which neither moves the field array (~700 bytes)
/// out of a result nor looks the layout up twice.
pub(crate) fn fields_into(
    inst: &Inst,
    lay: &'static Layout,
    plan: crate::plan::Plan,
    label_value: i64,
    f: &mut Fields,
) -> Result<Option<u32>, String> {
    let d = inst.def();
    let v = inst.variant;
    let g = generation(v);
    if d.format == Format::Vopd {
        return vopd_fields_into(inst, f);
    }
    let ext_lay = match inst.m.ext {
        Ext::None => None,
        e => {
            if d.ext_name(e).is_none() {
                return Err(format!(
                    "{} variant of this instruction is not supported",
                    ext_word(e)
                ));
            }
            crate::layout::ext_layout(e, d.format, v)
        }
    };
    let mut lit: Option<u32> = None;
    let mut set_lit = |x: u32| -> Result<(), String> {
        match lit {
            Some(y) if y != x => Err("only one unique literal operand is allowed".into()),
            _ => {
                lit = Some(x);
                Ok(())
            }
        }
    };
    let m = &inst.m;
    let acc_capable = matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942);
    let mut acc = false;
    if plan.has(crate::plan::ACC_CHECK) {
        crate::constraints::check_acc_operands(d, v, &inst.ops).map_err(|(_, e)| e.to_string())?;
    }
    for (i, (spec, op)) in d.ops.iter().zip(inst.ops.iter()).enumerate() {
        let Some(fld) = plan.field(d, i) else {
            match (spec.field, op) {
                (SigField::Vcc, _) => {}
                (SigField::Lit, Operand::Literal(x)) => set_lit(*x)?,
                (SigField::Lit, Operand::Imm(x)) => set_lit(*x as u32)?,
                // A mandatory literal written as a small integer (`s_setreg_imm32_b32
                // hwreg(...), 1`, `v_madmk_f32 v0, v1, 0x1, v2`) is still a full dword.
                (SigField::Lit, Operand::InlineInt(x)) => set_lit(*x as i32 as u32)?,
                (SigField::Offset, Operand::Imm(x)) => {
                    if let Some(l) = smem_offset(f, d.format, g, *x)? {
                        set_lit(l)?;
                    }
                }
                (SigField::Offset, Operand::Reg(r)) => smem_soffset(f, g, r)?,
                _ => return Err("invalid operand for instruction".into()),
            }
            continue;
        };
        let val: u64 = match op {
            Operand::Reg(r) => {
                if r.file == RegFile::Agpr && is_src_field(fld) {
                    // MAI SrcA/SrcB: the per-source ACC bit; other AGPR sources only where the
                    // signature has the AGPR class (v_accvgpr_read/mov) or MAI SrcC.
                    if lay.has(Fld::SrcAcc) && matches!(fld, Fld::Src0 | Fld::Src1) {
                        f[Fld::SrcAcc as usize] |= if fld == Fld::Src0 { 1 } else { 2 };
                    } else if !matches!(spec.class, Some((RegClass::A, _))) {
                        return Err("invalid operand for instruction".into());
                    }
                }
                if r.file == RegFile::Agpr && !is_src_field(fld) {
                    let mem = matches!(
                        d.format,
                        Format::Ds
                            | Format::Mubuf
                            | Format::Mtbuf
                            | Format::Flat
                            | Format::Global
                            | Format::Scratch
                    );
                    let class_a = matches!(spec.class, Some((RegClass::A, _)));
                    if d.has(flag::MAI) || !acc_capable || !mem {
                        if !(d.has(flag::MAI) || class_a) {
                            return Err("invalid operand for instruction".into());
                        }
                    } else {
                        acc = true;
                    }
                }
                match fld {
                    Fld::Sbase => (r.index / 2) as u64,
                    Fld::Srsrc => (r.index / 4) as u64,
                    Fld::Vdst
                    | Fld::Vsrc1
                    | Fld::Addr
                    | Fld::Data0
                    | Fld::Data1
                    | Fld::Vaddr
                    | Fld::Vdata
                        if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) =>
                    {
                        r.index as u64
                    }
                    _ => src_code(op, g).ok_or("invalid operand for instruction")? as u64,
                }
            }
            Operand::InlineInt(_) | Operand::InlineFloat(_) => {
                src_code(op, g).ok_or("invalid operand")? as u64
            }
            Operand::Literal(x) => {
                if !is_src_field(fld) && fld != Fld::Soffset {
                    return Err("invalid operand for instruction".into());
                }
                set_lit(*x)?;
                255
            }
            Operand::Imm(x) => match fld {
                Fld::Simm16 => {
                    if *x < -32768 || *x > 65535 {
                        return Err("invalid immediate: only 16-bit values are legal".into());
                    }
                    (*x as u64) & 0xFFFF
                }
                Fld::Sdata => *x as u64,
                // `s_set_gpr_idx_on`'s mode bits: the raw SSRC1 field.
                Fld::Ssrc1 if (0..16).contains(x) => *x as u64,
                _ => return Err("invalid operand for instruction".into()),
            },
            Operand::Label(_) => (label_value as u64) & 0xFFFF,
            Operand::Off => match fld {
                Fld::Saddr => off_code(v),
                Fld::Vaddr => 0,
                // Scratch without a VGPR address (SVE = 0, or ST mode on GFX10.3; below).
                Fld::Addr if d.format == Format::Scratch => 0,
                // MUBUF LDS DMA: no vdata.
                Fld::Vdata if d.format == Format::Mubuf && m.lds => 0,
                _ => return Err("invalid operand for instruction".into()),
            },
        };
        f[fld as usize] = val;
    }
    if let Some(r) = &inst.ret {
        if r.file == RegFile::Agpr {
            acc = true;
        }
        f[Fld::Vdst as usize] = r.index as u64;
    }
    if acc {
        f[Fld::Acc as usize] = 1;
    }
    // MAI: ACC_CD when C/D are AGPRs (gfx90a allows VGPR C/D); gfx908 has only AGPR C/D.
    if d.has(flag::MAI) {
        let dst_agpr = matches!(inst.ops.first(), Some(Operand::Reg(r)) if r.file == RegFile::Agpr);
        if dst_agpr && acc_capable {
            f[Fld::AccCd as usize] = 1;
        }
        f[Fld::Cbsz as usize] = m.cbsz as u64;
        f[Fld::Abid as usize] = m.abid as u64;
        f[Fld::Blgp as usize] = m.blgp as u64;
    }
    // Format-level modifiers.
    match d.format {
        Format::Vop3 | Format::Vop3p => {
            f[Fld::Neg as usize] |= m.neg as u64;
            // VOP3B's scalar destination (bits 14:8) is where VOP3A has ABS and OP_SEL: a
            // VOP3B row takes neither (llvm-mc-19: "ABS not allowed in VOP3B
            // instructions"), rather than have them land in SDST.
            if d.has(flag::VOP3B) && (m.abs != 0 || m.op_sel != 0) {
                return Err(if m.abs != 0 {
                    "ABS not allowed in VOP3B instructions".into()
                } else {
                    "invalid operand for instruction".into()
                });
            }
            if d.format == Format::Vop3 {
                f[Fld::Abs as usize] = m.abs as u64;
                f[Fld::Omod as usize] = m.omod as u64;
            } else if !d.has(flag::MAI) {
                f[Fld::NegHi as usize] = m.neg_hi as u64;
                f[Fld::OpSelHi as usize] = (m.op_sel_hi & 3) as u64;
                f[Fld::OpSelHi2 as usize] = ((m.op_sel_hi >> 2) & 1) as u64;
            }
            // GFX6/7 VOP3b (a scalar destination in bits 14:8) has no CLAMP bit: llvm-mc-19
            // takes `clamp` on `v_div_scale_f32/f64` there and encodes nothing (bit 11 would
            // be part of SDST; isa/tests/rejected/modifiers_accepted.txt).
            let vop3b_si = plan.has(crate::plan::VOP3B_SI);
            if !d.has(flag::MAI) {
                f[Fld::OpSel as usize] = m.op_sel as u64;
                f[Fld::Clamp as usize] = (m.clamp && !vop3b_si) as u64;
            }
        }
        Format::Ds => {
            // (`is_two_offset` covers "2addr".)
            if plan.has(crate::plan::TWO_OFFSET) {
                f[Fld::Offset0 as usize] = (m.offset as u64) & 0xFF;
                f[Fld::Offset1 as usize] = m.offset1 as u64;
            } else {
                f[Fld::Offset0 as usize] = (m.offset as u64) & 0xFF;
                f[Fld::Offset1 as usize] = ((m.offset as u64) >> 8) & 0xFF;
            }
            f[Fld::Gds as usize] = (m.gds || d.has(flag::GDS)) as u64;
            // GDS-only rows (data/constraints.tsv): llvm-mc-19 neither assembles nor decodes
            // them without GDS.
            if !m.gds && !d.has(flag::GDS) && plan.has(crate::plan::NEEDS_GDS) {
                return Err("too few operands for instruction".into());
            }
        }
        Format::Mtbuf => {
            f[Fld::BufOffset as usize] = m.offset as u64;
            f[Fld::Offen as usize] = m.offen as u64;
            f[Fld::Idxen as usize] = m.idxen as u64;
            f[Fld::Addr64 as usize] = m.addr64 as u64;
            f[Fld::Lds as usize] = m.lds as u64;
            f[Fld::Tfe as usize] = m.tfe as u64;
            f[Fld::BufFmt as usize] = m.format as u64;
        }
        Format::Mubuf => {
            f[Fld::BufOffset as usize] = m.offset as u64;
            f[Fld::Offen as usize] = m.offen as u64;
            f[Fld::Idxen as usize] = m.idxen as u64;
            f[Fld::Addr64 as usize] = m.addr64 as u64;
            f[Fld::Lds as usize] = (m.lds || d.has(flag::LDS)) as u64;
            f[Fld::Tfe as usize] = m.tfe as u64;
        }
        Format::Flat | Format::Global | Format::Scratch => {
            f[Fld::FlatOffset as usize] = m.offset as u64;
            f[Fld::Seg as usize] = flat_seg(d.format);
            if d.format == Format::Scratch {
                // Scratch: vaddr `off` is encoded with SVE = 0 (gfx942 / GFX11 SVE bit).
                let vaddr_used = !matches!(
                    inst.ops.get(d.find(SigField::A).unwrap_or(99)),
                    Some(Operand::Off) | None
                );
                f[Fld::Sve as usize] = (vaddr_used && lay.has(Fld::Sve)) as u64;
                let saddr_off = matches!(
                    inst.ops.get(d.find(SigField::Sa).unwrap_or(99)),
                    Some(Operand::Off)
                );
                if !vaddr_used && saddr_off {
                    // ST mode (neither a VGPR nor an SGPR address: the offset alone), on the
                    // processors with flat-scratch-st-mode only; llvm-mc-19 rejects it on
                    // gfx900-gfx90a and gfx1010. GFX10.3 marks it with SADDR = 0x7f (its `off`
                    // is 0x7d); gfx942 and GFX11 with SVE = 0 and SADDR = off.
                    if !matches!(
                        v,
                        IsaVariant::Gfx942 | IsaVariant::Gfx1030 | IsaVariant::Gfx1100
                    ) {
                        return Err("operands are not valid for this GPU or mode".into());
                    }
                    if !lay.has(Fld::Sve) {
                        f[Fld::Saddr as usize] = SCRATCH_ST_SADDR_GFX10;
                    }
                }
            }
            if lay.has(Fld::Saddr) && d.find(SigField::Sa).is_none() {
                // GFX9 FLAT leaves SADDR zero; GFX10+ FLAT holds null like "off".
                f[Fld::Saddr as usize] = if g == Generation::Gfx9 {
                    0
                } else {
                    off_code(v)
                };
            }
        }
        _ => {}
    }
    if plan.has(crate::plan::CACHE_CONTROL) {
        check_cache_control(d, v, m)?;
    }
    if matches!(
        d.format,
        Format::Mubuf
            | Format::Mtbuf
            | Format::Flat
            | Format::Global
            | Format::Scratch
            | Format::Smem
    ) {
        f[Fld::Glc as usize] = m.glc as u64;
        f[Fld::Slc as usize] = m.slc as u64;
        f[Fld::Dlc as usize] = m.dlc as u64;
        f[Fld::Sc1 as usize] = m.sc1 as u64;
    }
    // GFX10+ VOP3 v_cmpx writes EXEC implicitly: VDST holds exec_lo.
    if plan.has(crate::plan::CMPX_EXEC) {
        f[Fld::Vdst as usize] = crate::regs::code::EXEC_LO as u64;
    }
    // SMEM without an offset operand still needs the "no soffset" code on GFX10+.
    if d.format == Format::Smem && g.is_gfx10_plus() && f[Fld::SmSoffset as usize] == 0 {
        let has_sgpr_off = d
            .find(SigField::Offset)
            .and_then(|i| inst.ops.get(i))
            .is_some_and(|o| matches!(o, Operand::Reg(_)));
        if !has_sgpr_off && d.find(SigField::Offset).is_some() {
            f[Fld::SmSoffset as usize] = null_code(g).unwrap_or(0) as u64;
        }
    }
    if d.format == Format::Smem
        && matches!(g, Generation::Gfx8 | Generation::Gfx9)
        && d.has(flag::IMM0)
    {
        f[Fld::SmImm as usize] = 0;
    }
    if let Some(el) = ext_lay {
        crate::ext::to_fields(d, v, &inst.ops, m, f)?;
        // The second dword's CLAMP/OMOD replace the VOP3 ones.
        if stray(f, lay, Some(el)).is_some() {
            return Err("invalid operand for instruction".into());
        }
        return Ok(lit);
    }
    // Every non-zero field must exist in the layout.
    if let Some(i) = stray(f, lay, None) {
        return Err(format!("{} is not supported on this GPU", fld_name(i)));
    }
    let _ = m0_code(g);
    Ok(lit)
}

/// [`fields_into`] of a VOPD pair ([`crate::vopd::to_fields`]): kept out of line so that its
/// field array copy is not part of every other instruction's stack frame.
#[cold]
#[inline(never)]
fn vopd_fields_into(inst: &Inst, f: &mut Fields) -> Result<Option<u32>, String> {
    let (vf, lit) = crate::vopd::to_fields(inst)?;
    *f = vf;
    Ok(lit)
}

/// The first field of `f` that is not zero and not a field of `a` or `b`.
///
/// The encoder asks this of every instruction and the answer is almost always none: only the
/// fields written ([`Fields::written`]) can be non-zero, and of those only the ones both
/// layouts lack ([`Layout::others`]) are looked at, in field order (instead of a test of each
/// of the 80 values).
fn stray(f: &Fields, a: &Layout, b: Option<&Layout>) -> Option<usize> {
    let mut lacking = f.written() & a.others & b.map_or(u128::MAX, |b| b.others);
    while lacking != 0 {
        let i = lacking.trailing_zeros() as usize;
        if f[i] != 0 {
            return Some(i);
        }
        lacking &= lacking - 1;
    }
    None
}

/// MUBUF cache-control rows (buffer_wbinvl1, buffer_wbl2, buffer_gl0_inv, ...) that take no
/// cache-policy modifiers on `v` (all but gfx942's buffer_wbl2 / buffer_inv); which modifiers
/// each row takes and which bits the disassembler ignores is data ([`crate::cachectl`]).
pub fn cpol_ignored(d: &InstDef, v: IsaVariant) -> bool {
    d.format == Format::Mubuf
        && crate::cachectl::is_cache_control(v, d.mnemonic)
        && crate::cachectl::modifiers(v, d.mnemonic).is_empty()
}

/// Modifiers set on a cache-control row that llvm-mc-19 does not accept there.
fn check_cache_control(d: &InstDef, v: IsaVariant, m: &Mods) -> Result<(), String> {
    if d.format != Format::Mubuf || !crate::cachectl::is_cache_control(v, d.mnemonic) {
        return Ok(());
    }
    let ok = crate::cachectl::modifiers(v, d.mnemonic);
    let g942 = v == IsaVariant::Gfx942;
    let set = [
        (m.glc, if g942 { "sc0" } else { "glc" }),
        (m.slc, if g942 { "nt" } else { "slc" }),
        (m.dlc, "dlc"),
        (m.sc1, if g942 { "sc1" } else { "scc" }),
        (m.lds, "lds"),
        (m.tfe, "tfe"),
        (m.offen, "offen"),
        (m.idxen, "idxen"),
        (m.addr64, "addr64"),
    ];
    if set.iter().any(|(on, name)| *on && !ok.contains(name)) {
        return Err("invalid operand for instruction".into());
    }
    Ok(())
}

fn ext_word(e: Ext) -> &'static str {
    match e {
        Ext::Sdwa => "sdwa",
        _ => "dpp",
    }
}

fn fld_name(i: usize) -> &'static str {
    const N: [&str; 8] = ["glc", "slc", "dlc", "sc1", "gds", "lds", "tfe", "addr64"];
    let f = [
        Fld::Glc,
        Fld::Slc,
        Fld::Dlc,
        Fld::Sc1,
        Fld::Gds,
        Fld::Lds,
        Fld::Tfe,
        Fld::Addr64,
    ];
    f.iter()
        .position(|x| *x as usize == i)
        .map(|p| N[p])
        .unwrap_or("operand")
}

/// DS two-address forms (offset0/offset1) are the `2` / `2st64` / `2addr` ones.
pub fn is_two_offset(d: &InstDef) -> bool {
    // `m` contains one of "read2", "write2", "2addr", "wrxchg2", "load_2", "store_2",
    // "storexchg_2": each has a '2', found once instead of searching seven substrings (the
    // encoder asks this of every DS instruction).
    let m = d.mnemonic;
    m.bytes().enumerate().any(|(p, b)| {
        b == b'2' && {
            let (pre, post) = m.split_at(p);
            ["read", "write", "wrxchg", "load_", "store_", "storexchg_"]
                .iter()
                .any(|x| pre.ends_with(x))
                || post.starts_with("2addr")
        }
    })
}

/// SMRD OFFSET value selecting a 32-bit literal offset after the word (GFX7, IMM = 0).
pub const SMRD_LITERAL_OFFSET: u64 = 0xff;

/// Sets the offset fields of an SMRD/SMEM immediate offset; returns the literal dword when the
/// offset needs one (GFX7 SMRD offsets over 8 bits: IMM = 0, OFFSET = 0xff, then the offset as
/// a 32-bit literal, as llvm-mc-19 encodes `s_load_dword s0, s[0:1], 0x12345` on gfx700; GFX6
/// has no such form; llvm-mc-19 rejects it and negative or 33-bit offsets with "operands are not
/// valid for this GPU or mode", probes in `tests/probes/smrd_literal.s`).
fn smem_offset(f: &mut Fields, fmt: Format, g: Generation, x: i64) -> Result<Option<u32>, String> {
    if fmt == Format::Smrd {
        if (0..=255).contains(&x) {
            f[Fld::SmImm as usize] = 1;
            f[Fld::SmrdOffset as usize] = x as u64;
            return Ok(None);
        }
        if g == Generation::Gfx7 && (256..=0xFFFF_FFFF).contains(&x) {
            f[Fld::SmImm as usize] = 0;
            f[Fld::SmrdOffset as usize] = SMRD_LITERAL_OFFSET;
            return Ok(Some(x as u32));
        }
        return Err("operands are not valid for this GPU or mode".into());
    }
    let ok = match g {
        Generation::Gfx8 => (0..(1 << 20)).contains(&x),
        Generation::Gfx9 => (0..(1 << 21)).contains(&x),
        _ => (-(1 << 20)..(1 << 20)).contains(&x),
    };
    if !ok {
        return Err("expected a 21-bit signed offset".into());
    }
    if matches!(g, Generation::Gfx8 | Generation::Gfx9) {
        f[Fld::SmImm as usize] = 1;
    }
    f[Fld::SmOffset as usize] = (x as u64) & 0x1F_FFFF;
    Ok(None)
}

fn smem_soffset(f: &mut Fields, g: Generation, r: &Reg) -> Result<(), String> {
    let code = src_code(&Operand::Reg(*r), g).ok_or("invalid operand")? as u64;
    if matches!(g, Generation::Gfx8 | Generation::Gfx9) {
        f[Fld::SmImm as usize] = 0;
        f[Fld::SmOffset as usize] = code;
    } else if g.is_gfx10_plus() {
        f[Fld::SmSoffset as usize] = code;
    } else {
        f[Fld::SmImm as usize] = 0;
        f[Fld::SmrdOffset as usize] = code;
    }
    Ok(())
}

/// Rebuild an instruction from field values (`wave64` selects lane-mask widths).
/// Returns None when a field holds something the signature cannot express.
pub fn from_fields(
    v: IsaVariant,
    def: u32,
    f: &Fields,
    lit: Option<u32>,
    wave64: bool,
) -> Option<Inst> {
    let d = table(v).def(def);
    let g = generation(v);
    if d.format == Format::Vopd {
        return crate::vopd::from_fields(v, def, f, lit);
    }
    let ext = match d.format {
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p => {
            let e = crate::layout::ext_of_marker(f[Fld::Src0 as usize]);
            if d.ext_name(e).is_some() {
                e
            } else {
                Ext::None
            }
        }
        _ => Ext::None,
    };
    let fx;
    let f_raw = f;
    let f = if ext != Ext::None {
        let mut c = *f;
        c[Fld::Src0 as usize] = crate::ext::src0_code(ext, f);
        fx = c;
        &fx
    } else {
        f
    };
    let sdwa_s1 = ext == Ext::Sdwa && f[Fld::IsS1 as usize] != 0;
    // MUBUF lds/tfe bits only where llvm-mc-19 accepts them (data/mubuf_mods.tsv).
    let mubuf = d.format == Format::Mubuf && !d.has(flag::LDS);
    let mubuf_lds = mubuf && d.find(SigField::D).is_some() && f[Fld::Lds as usize] != 0;
    let mubuf_tfe = mubuf && f[Fld::Tfe as usize] != 0;
    if (mubuf_lds && !crate::constraints::mubuf_lds_ok(v, d.mnemonic))
        || (mubuf_tfe && !crate::constraints::mubuf_tfe_ok(v, d.mnemonic))
        || (mubuf_lds && mubuf_tfe)
    {
        return None;
    }
    let mut ops: SmallVec<[Operand; 6]> = SmallVec::new();
    let acc = f[Fld::Acc as usize] != 0;
    for spec in &d.ops {
        let sa_w = if d.format == Format::Global { 2 } else { 1 };
        let (cls, w) = spec.class_for(wave64).unwrap_or((
            RegClass::S,
            if spec.field == SigField::Sa { sa_w } else { 1 },
        ));
        let w = if mubuf_tfe && spec.field == SigField::D {
            w + 1
        } else {
            w
        };
        if mubuf_lds && spec.field == SigField::D {
            // LDS DMA: no vdata (llvm-mc-19 encodes it as 0).
            if f[Fld::Vdata as usize] != 0 {
                return None;
            }
            ops.push(Operand::Off);
            continue;
        }
        let Some(fld) = field_of(d.format, spec.field) else {
            let op = match spec.field {
                SigField::Vcc if ext == Ext::Sdwa && d.format == Format::Vopc => {
                    crate::ext::sdwa_vopc_dst(f, g, mask_width(wave64)).unwrap_or(Operand::Reg(
                        Reg {
                            file: RegFile::Special,
                            index: 106,
                            count: mask_width(wave64),
                        },
                    ))
                }
                SigField::Vcc => Operand::Reg(Reg {
                    file: RegFile::Special,
                    index: 106,
                    count: mask_width(wave64),
                }),
                SigField::Lit => Operand::Literal(lit?),
                SigField::Offset => {
                    if d.format == Format::Smrd {
                        if f[Fld::SmImm as usize] == 0
                            && f[Fld::SmrdOffset as usize] == SMRD_LITERAL_OFFSET
                        {
                            // GFX7 literal offset; GFX6 has no literal form.
                            if g != Generation::Gfx7 {
                                return None;
                            }
                            Operand::Imm(lit? as i64)
                        } else if f[Fld::SmImm as usize] == 0 {
                            Operand::from_src_code(f[Fld::SmrdOffset as usize] as u16, 1, g, None)
                        } else {
                            Operand::Imm(f[Fld::SmrdOffset as usize] as i64)
                        }
                    } else if matches!(g, Generation::Gfx8 | Generation::Gfx9) {
                        if f[Fld::SmImm as usize] == 0 {
                            Operand::from_src_code(f[Fld::SmOffset as usize] as u16, 1, g, None)
                        } else {
                            Operand::Imm(f[Fld::SmOffset as usize] as i64)
                        }
                    } else {
                        let so = f[Fld::SmSoffset as usize] as u16;
                        if Some(so) != null_code(g) {
                            Operand::from_src_code(so, 1, g, None)
                        } else {
                            let x = f[Fld::SmOffset as usize] as i64;
                            Operand::Imm(if x & (1 << 20) != 0 { x - (1 << 21) } else { x })
                        }
                    }
                }
                _ => return None,
            };
            ops.push(op);
            continue;
        };
        let raw = f[fld as usize];
        let op = match fld {
            Fld::Ssrc1 if spec.field == SigField::GprIdx => Operand::Imm(raw as i64),
            Fld::Simm16 => match spec.field {
                SigField::Label => Operand::Imm(raw as i16 as i64),
                _ => Operand::Imm(raw as i64),
            },
            Fld::Sbase => Operand::Reg(Reg::sgpr((raw * 2) as u16, w)),
            Fld::Srsrc => Operand::Reg(Reg::sgpr((raw * 4) as u16, w)),
            Fld::Saddr => {
                if raw == off_code(v)
                    || (d.format == Format::Scratch
                        && v == IsaVariant::Gfx1030
                        && raw == SCRATCH_ST_SADDR_GFX10)
                {
                    Operand::Off
                } else {
                    Operand::from_src_code(raw as u16, w, g, None)
                }
            }
            Fld::Sdata if cls == RegClass::I => Operand::Imm(raw as i64),
            Fld::Vdst
            | Fld::Vsrc1
            | Fld::Addr
            | Fld::Data0
            | Fld::Data1
            | Fld::Vaddr
            | Fld::Vdata
                if matches!(cls, RegClass::V | RegClass::A) && !(sdwa_s1 && fld == Fld::Vsrc1) =>
            {
                let agpr = if d.has(flag::MAI) {
                    cls == RegClass::A && (v == IsaVariant::Gfx908 || f[Fld::AccCd as usize] != 0)
                } else {
                    cls == RegClass::A || (acc && fld != Fld::Addr && fld != Fld::Vaddr)
                };
                let r = if agpr {
                    Reg::agpr(raw as u16, w)
                } else {
                    Reg::vgpr(raw as u16, w)
                };
                Operand::Reg(r)
            }
            Fld::Src0 | Fld::Src1 if cls == RegClass::A && !d.has(flag::MAI) => {
                match Operand::from_src_code(raw as u16, w, g, lit) {
                    Operand::Reg(r) if r.file == RegFile::Vgpr => {
                        Operand::Reg(Reg::agpr(r.index, w))
                    }
                    o => o,
                }
            }
            Fld::Src0 | Fld::Src1 if d.has(flag::MAI) => {
                let bit = if fld == Fld::Src0 { 1 } else { 2 };
                match Operand::from_src_code(raw as u16, w, g, lit) {
                    Operand::Reg(r)
                        if r.file == RegFile::Vgpr && f[Fld::SrcAcc as usize] & bit != 0 =>
                    {
                        Operand::Reg(Reg::agpr(r.index, w))
                    }
                    _ if f[Fld::SrcAcc as usize] & bit != 0 => return None,
                    o => o,
                }
            }
            Fld::Src2 if d.has(flag::MAI) && cls == RegClass::A => {
                let agpr = v == IsaVariant::Gfx908 || f[Fld::AccCd as usize] != 0;
                let op = Operand::from_src_code(raw as u16, w, g, lit);
                match op {
                    Operand::Reg(r) if r.file == RegFile::Vgpr && agpr => {
                        Operand::Reg(Reg::agpr(r.index, w))
                    }
                    o => o,
                }
            }
            _ => Operand::from_src_code(raw as u16, w, g, lit),
        };
        ops.push(op);
    }
    // MUBUF vaddr is `off` when neither offen nor idxen nor addr64.
    if d.format.is_buffer() {
        if let Some(i) = d.find(SigField::A) {
            if f[Fld::Offen as usize] == 0
                && f[Fld::Idxen as usize] == 0
                && f[Fld::Addr64 as usize] == 0
            {
                ops[i] = Operand::Off;
            } else if (f[Fld::Offen as usize] != 0 && f[Fld::Idxen as usize] != 0)
                || f[Fld::Addr64 as usize] != 0
            {
                if let Operand::Reg(r) = &mut ops[i] {
                    r.count = 2;
                }
            }
        }
    }
    let mut ret = None;
    if d.format.is_flat_family() {
        let sa = d.find(SigField::Sa).map(|i| ops[i].clone());
        if let (Some(i), Some(sa)) = (d.find(SigField::A), sa) {
            // With an SGPR base the vector address is a 32-bit offset.
            if matches!(sa, Operand::Reg(_)) && d.format == Format::Global {
                if let Operand::Reg(a) = &mut ops[i] {
                    a.count = 1;
                }
            }
            if d.format == Format::Scratch {
                let sve = f[Fld::Sve as usize] != 0;
                let lay = layout_of(d, v)?;
                let st_mode =
                    v == IsaVariant::Gfx1030 && f[Fld::Saddr as usize] == SCRATCH_ST_SADDR_GFX10;
                let no_vaddr = if lay.has(Fld::Sve) {
                    !sve
                } else {
                    matches!(sa, Operand::Reg(_)) || st_mode
                };
                if no_vaddr && f[Fld::Addr as usize] == 0 {
                    ops[i] = Operand::Off;
                }
            }
        }
        if d.has(flag::ATOMIC) && f[Fld::Glc as usize] != 0 {
            if let Some(i) = d.find(SigField::Da) {
                if let Operand::Reg(r) = &ops[i] {
                    let w = if d.mnemonic.contains("cmpswap") {
                        r.count / 2
                    } else {
                        r.count
                    };
                    let idx = f[Fld::Vdst as usize] as u16;
                    ret = Some(if acc {
                        Reg::agpr(idx, w.max(1))
                    } else {
                        Reg::vgpr(idx, w.max(1))
                    });
                }
            }
        }
    }
    let m = Mods {
        neg: if d.format == Format::Vop3 || (d.format == Format::Vop3p && !d.has(flag::MAI)) {
            f[Fld::Neg as usize] as u8
        } else {
            0
        },
        abs: if d.has(flag::VOP3B) {
            0
        } else {
            f[Fld::Abs as usize] as u8
        },
        neg_hi: if d.has(flag::MAI) {
            0
        } else {
            f[Fld::NegHi as usize] as u8
        },
        op_sel: if d.has(flag::VOP3B) || d.has(flag::MAI) {
            0
        } else {
            f[Fld::OpSel as usize] as u8
        },
        op_sel_hi: if d.has(flag::MAI) {
            0
        } else {
            (f[Fld::OpSelHi as usize] | (f[Fld::OpSelHi2 as usize] << 2)) as u8
        },
        clamp: if d.has(flag::MAI) || (d.has(flag::VOP3B) && g < Generation::Gfx8) {
            false
        } else {
            f[Fld::Clamp as usize] != 0
        },
        omod: f[Fld::Omod as usize] as u8,
        offset: match d.format {
            Format::Ds => {
                if is_two_offset(d) {
                    f[Fld::Offset0 as usize] as i64
                } else {
                    (f[Fld::Offset0 as usize] | (f[Fld::Offset1 as usize] << 8)) as i64
                }
            }
            Format::Mubuf | Format::Mtbuf => f[Fld::BufOffset as usize] as i64,
            Format::Flat | Format::Global | Format::Scratch => {
                let lay = layout_of(d, v)?;
                let w = lay
                    .fields
                    .iter()
                    .find(|x| x.0 == Fld::FlatOffset)
                    .map(|x| x.2)
                    .unwrap_or(0);
                let raw = f[Fld::FlatOffset as usize] as i64;
                if d.format != Format::Flat && w > 0 && raw & (1 << (w - 1)) != 0 {
                    raw - (1 << w)
                } else {
                    raw
                }
            }
            _ => 0,
        },
        offset1: if d.format == Format::Ds && is_two_offset(d) {
            f[Fld::Offset1 as usize] as u8
        } else {
            0
        },
        glc: f[Fld::Glc as usize] != 0 && !cpol_ignored(d, v),
        slc: f[Fld::Slc as usize] != 0 && !cpol_ignored(d, v),
        dlc: f[Fld::Dlc as usize] != 0 && !cpol_ignored(d, v),
        sc1: f[Fld::Sc1 as usize] != 0 && !cpol_ignored(d, v),
        gds: f[Fld::Gds as usize] != 0 && !d.has(flag::GDS),
        offen: f[Fld::Offen as usize] != 0,
        idxen: f[Fld::Idxen as usize] != 0,
        addr64: f[Fld::Addr64 as usize] != 0,
        lds: f[Fld::Lds as usize] != 0 && !d.has(flag::LDS),
        tfe: f[Fld::Tfe as usize] != 0,
        format: f[Fld::BufFmt as usize] as u8,
        cbsz: f[Fld::Cbsz as usize] as u8,
        abid: f[Fld::Abid as usize] as u8,
        blgp: f[Fld::Blgp as usize] as u8,
        ..Mods::default()
    };
    let mut m = m;
    if ext != Ext::None {
        let (neg, abs) = (m.neg, m.abs);
        crate::ext::mods_from_fields(ext, f_raw, &mut m);
        if matches!(d.format, Format::Vop3 | Format::Vop3p) {
            // GFX11 VOP3/VOP3P DPP: NEG/ABS are the VOP3 word's.
            (m.neg, m.abs) = (neg, abs);
        }
    }
    Some(Inst {
        variant: v,
        def,
        ops,
        ret,
        m,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::encode;
    use crate::layout::{ext_layout, NFLD};
    use crate::processors::Target;

    /// Every layout of every format, variant and extended form.
    fn all_layouts() -> Vec<&'static Layout> {
        use Format as F;
        let formats = [
            F::Sop1,
            F::Sop2,
            F::Sopk,
            F::Sopc,
            F::Sopp,
            F::Smrd,
            F::Smem,
            F::Vop1,
            F::Vop2,
            F::Vopc,
            F::Vop3,
            F::Vop3p,
            F::Ds,
            F::Mubuf,
            F::Mtbuf,
            F::Flat,
            F::Global,
            F::Scratch,
            F::Vopd,
        ];
        let mut out = Vec::new();
        for v in IsaVariant::ALL {
            for f in formats {
                for mai in [false, true] {
                    out.extend(layout(f, v, mai));
                }
                for e in [Ext::Sdwa, Ext::Dpp, Ext::Dpp8] {
                    out.extend(ext_layout(e, f, v));
                }
            }
        }
        out
    }

    /// `stray` against a scan of every field of the array and of each layout's field list:
    /// random values (many zero) written into random fields, over every pair of layouts.
    #[test]
    fn stray_is_the_first_nonzero_field_no_layout_has() {
        let in_layout = |l: &Layout, i: usize| l.fields.iter().any(|&(f, _, _)| f as usize == i);
        let lays = all_layouts();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut found = 0;
        for (n, a) in lays.iter().enumerate() {
            for b in [None, Some(lays[(n * 7 + 3) % lays.len()])] {
                for _ in 0..40 {
                    let mut f = Fields::new();
                    for _ in 0..next() % 12 {
                        let i = (next() % NFLD as u64) as usize;
                        f[i] = if next() % 3 == 0 { 0 } else { next() % 4 + 1 };
                    }
                    let want = (0..NFLD).find(|&i| {
                        f[i] != 0 && !in_layout(a, i) && !b.is_some_and(|b| in_layout(b, i))
                    });
                    assert_eq!(stray(&f, a, b), want);
                    found += want.is_some() as usize;
                }
            }
        }
        // Both answers occur.
        assert!(found > 100, "{found}");
    }

    /// A modifier whose field the processor's layout lacks is an error naming it, and the
    /// same field written as zero is not (gfx90a FLAT has no DLC bit; gfx1030 has).
    #[test]
    fn a_field_the_layout_lacks_is_reported() {
        for (cpu, lacks_dlc) in [("gfx90a", true), ("gfx1030", false)] {
            let t = Target::parse(cpu).unwrap();
            let mut i =
                crate::parse::parse_inst("global_load_dword v1, v[2:3], off", &t, 0).unwrap();
            assert!(encode(&i, 0).is_ok(), "{cpu}");
            i.m.dlc = true;
            let r = encode(&i, 0);
            if lacks_dlc {
                assert_eq!(r.unwrap_err(), "dlc is not supported on this GPU", "{cpu}");
            } else {
                assert!(r.is_ok(), "{cpu}");
            }
        }
    }
}
