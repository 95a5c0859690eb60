//! Encoder and decoder.
//!
//! Guarantees: [`encode`] turns an [`Inst`] into bytes by packing the fields of
//! [`to_fields`](crate::inst::to_fields) with the format's layout, plus at most one literal
//! dword. [`decode`] never panics on any byte string: it identifies the format by its identifier
//! bits, looks the opcode up in the table, rebuilds the instruction and accepts it only if
//! re-encoding gives back exactly the same bytes (so "unused" bits that llvm-mc-19 would reject
//! are reported as invalid rather than silently dropped).

use crate::inst::{fields_into, from_fields, generation, is_src_field, layout_of, Inst};
use crate::layout::{ext_layout, ext_of_marker, layout, pack, unpack, Fields, Fld};
use crate::processors::{Generation, IsaVariant};
use crate::table::{table, Format, SigField};
use smallvec::SmallVec;

/// Encoded bytes of one instruction (4, 8 or 12 bytes).
pub type Bytes = SmallVec<[u8; 16]>;

/// Encode an instruction; `label_value` is the resolved SOPP/SOPK branch offset in dwords.
pub fn encode(inst: &Inst, label_value: i64) -> Result<Bytes, String> {
    let d = inst.def();
    let lay = layout_of(d, inst.variant).ok_or("instruction not supported on this GPU")?;
    // The row's answers to the questions that depend on the row alone ([`crate::plan`]).
    let plan = crate::plan::of(inst.variant, inst.def);
    let mut f = Fields::new();
    let lit = fields_into(inst, lay, plan, label_value, &mut f)?;
    // Cache-control rows: bits llvm-mc-19 ignores are never set (gfx942 `nt` is dropped).
    let ignored = if plan.has(crate::plan::CACHE_CONTROL) {
        crate::cachectl::ignored_bits(inst.variant, d.mnemonic)
    } else {
        // Every cache-control row is a MUBUF row the plan marks ([`crate::plan`]).
        0
    };
    let mut w = pack(lay, d.opcode, &f) & !ignored;
    let mut size = lay.size as usize;
    let mut dpp_dword = None;
    if let Some(el) = ext_layout(inst.m.ext, d.format, inst.variant) {
        if matches!(d.format, Format::Vop3 | Format::Vop3p) {
            // GFX11 VOP3/VOP3P DPP: the DPP dword follows the 64-bit VOP3 word.
            dpp_dword = Some((pack(el, 0, &f) >> 32) as u32);
        } else {
            w |= pack(el, 0, &f);
            size = el.size as usize;
        }
    }
    // At most 8 + 4 + 4 bytes: assembled in the inline buffer itself (no growth checks).
    let mut buf = [0u8; 16];
    buf[..8].copy_from_slice(&w.to_le_bytes());
    if let Some(x) = dpp_dword {
        buf[size..size + 4].copy_from_slice(&x.to_le_bytes());
        size += 4;
    }
    if let Some(l) = lit {
        buf[size..size + 4].copy_from_slice(&l.to_le_bytes());
        size += 4;
    }
    Ok(SmallVec::from_buf_and_len(buf, size))
}

const ORDER: [Format; 19] = [
    Format::Sop1,
    Format::Sopc,
    Format::Sopp,
    Format::Sopk,
    Format::Sop2,
    Format::Vop1,
    Format::Vopc,
    Format::Vop2,
    Format::Vop3p,
    Format::Vop3,
    Format::Smrd,
    Format::Smem,
    Format::Ds,
    Format::Mubuf,
    Format::Mtbuf,
    Format::Flat,
    Format::Global,
    Format::Scratch,
    Format::Vopd,
];

/// Decode one instruction at the start of `bytes`. Returns the instruction and its length.
/// Where rows of the variant share an opcode (a family member's row next to its reference's,
/// e.g. gfx906 `v_fma_mix_f32` and gfx900 `v_mad_mix_f32`), the first row in table order is
/// taken; [`decode_for`] chooses among them.
pub fn decode(bytes: &[u8], v: IsaVariant, wave64: bool) -> Option<(Inst, usize)> {
    decode_for(bytes, v, wave64, &|_| true)
}

/// [`decode`] restricted to the rows `accept` admits (the rows a processor has:
/// [`crate::table::available`]).
pub fn decode_for(
    bytes: &[u8],
    v: IsaVariant,
    wave64: bool,
    accept: &dyn Fn(&crate::table::InstDef) -> bool,
) -> Option<(Inst, usize)> {
    if bytes.len() < 4 {
        return None;
    }
    let dw0 = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    let t = table(v);
    for fmt in ORDER {
        let Some(lay) = layout(fmt, v, false) else {
            continue;
        };
        if dw0 & lay.ident_mask != lay.ident {
            continue;
        }
        if bytes.len() < lay.size as usize {
            return None;
        }
        let mut w = dw0 as u64;
        if lay.size == 8 || bytes.len() >= 8 {
            w |= (u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as u64) << 32;
        }
        let (op, f0) = unpack(lay, w);
        let fmt = if fmt.is_flat_family() {
            match f0[Fld::Seg as usize] {
                0 => Format::Flat,
                1 => Format::Scratch,
                2 => Format::Global,
                _ => return None,
            }
        } else {
            fmt
        };
        for &di in t.by_opcode(fmt, op) {
            let d = t.def(di);
            if fmt == Format::Vopd && !d.has(crate::table::flag::VOPDX)
                || d.has(crate::table::flag::ASM_ONLY)
                || !accept(d)
            {
                continue;
            }
            let Some(dl) = layout_of(d, v) else { continue };
            // Bits llvm-mc-19 ignores when decoding this row (data/cachectl.tsv).
            let dont_care = crate::cachectl::ignored_bits(v, d.mnemonic);
            let (_, mut f) = unpack(dl, w & !dont_care);
            let mut size = dl.size as usize;
            let e = ext_of_marker(f[Fld::Src0 as usize]);
            if matches!(fmt, Format::Vop3 | Format::Vop3p) && d.ext_name(e).is_some() {
                // GFX11 VOP3 DPP: the DPP dword is bytes 8..12.
                let Some(el) = ext_layout(e, fmt, v) else {
                    continue;
                };
                if bytes.len() < 12 {
                    continue;
                }
                let x = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
                let (_, fe) = unpack(el, (x as u64) << 32);
                for &(fl, _, _) in el.fields {
                    f[fl as usize] = fe[fl as usize];
                }
                size = 12;
            } else if matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc)
                && d.ext_name(e).is_some()
            {
                let Some(el) = ext_layout(e, fmt, v) else {
                    continue;
                };
                if bytes.len() < 8 {
                    continue;
                }
                let (_, fe) = unpack(el, w);
                for &(fl, _, _) in el.fields {
                    f[fl as usize] = fe[fl as usize];
                }
                size = 8;
            }
            let needs_lit = d.find(SigField::Lit).is_some()
                || d.ops.iter().any(|s| {
                    crate::inst::field_of(d.format, s.field)
                        .is_some_and(|fl| is_src_field(fl) && f[fl as usize] == 255)
                })
                || (d.format.is_buffer() && f[Fld::Soffset as usize] == 255)
                || (fmt == Format::Smrd
                    && f[Fld::SmImm as usize] == 0
                    && f[Fld::SmrdOffset as usize] == crate::inst::SMRD_LITERAL_OFFSET)
                || (fmt == Format::Vopd && crate::vopd::needs_literal(v, op, &f));
            let lit = if needs_lit {
                if bytes.len() < size + 4 {
                    continue;
                }
                Some(u32::from_le_bytes([
                    bytes[size],
                    bytes[size + 1],
                    bytes[size + 2],
                    bytes[size + 3],
                ]))
            } else {
                None
            };
            let Some(inst) = from_fields(v, di, &f, lit, wave64) else {
                continue;
            };
            let len = size + if lit.is_some() { 4 } else { 0 };
            let label = label_of(&inst);
            match encode(&inst, label) {
                Ok(b) if b.len() == len && same_bits(&b, &bytes[..len], dont_care) => {
                    return Some((inst, len))
                }
                _ => continue,
            }
        }
        return None;
    }
    None
}

/// Equal bytes, except for the bits of `mask` (within the first 8 bytes).
fn same_bits(a: &[u8], b: &[u8], mask: u64) -> bool {
    a.iter().zip(b).enumerate().all(|(i, (x, y))| {
        let m = if i < 8 { (mask >> (8 * i)) as u8 } else { 0 };
        (x ^ y) & !m == 0
    })
}

/// The raw branch offset a decoded instruction carries (for re-encoding).
fn label_of(inst: &Inst) -> i64 {
    let d = inst.def();
    if let Some(i) = d.find(SigField::Label) {
        if let Some(crate::regs::Operand::Imm(x)) = inst.ops.get(i) {
            return *x;
        }
    }
    0
}

/// True when the generation has the VOP3 literal (GFX10+).
pub fn vop3_literal_allowed(v: IsaVariant) -> bool {
    generation(v) >= Generation::Gfx10_1
}
