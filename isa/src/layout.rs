//! Bit layouts of the encoding formats, described once per generation family.
//!
//! Guarantees: [`layout`] returns, for a format and ISA variant, the identifier bits, the opcode
//! field and every other field's position in the 32/64-bit instruction word, as measured with
//! `llvm-mc-19 -show-encoding` (isa/data/opcodes/README.md §3; MI100 ISA for gfx908). The
//! encoder and decoder only ever pack/unpack these fields; a field an operand needs but the
//! layout lacks is reported as unsupported on the processor, never silently dropped.

use crate::processors::IsaVariant;
use crate::table::{Ext, Format};

/// A named bit field of some format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Fld {
    Sdst,
    Ssrc0,
    Ssrc1,
    Simm16,
    Vdst,
    Src0,
    Src1,
    Src2,
    Vsrc1,
    Sdst3b,
    Abs,
    Neg,
    NegHi,
    OpSel,
    OpSelHi,
    OpSelHi2,
    Clamp,
    Omod,
    Sbase,
    Sdata,
    SmImm,
    SmOffset,
    SmSoffset,
    SmSoe,
    Glc,
    Slc,
    Dlc,
    Sc1,
    Gds,
    Offset0,
    Offset1,
    Addr,
    Data0,
    Data1,
    Offen,
    Idxen,
    Addr64,
    Lds,
    Tfe,
    Vaddr,
    Vdata,
    Srsrc,
    Soffset,
    BufOffset,
    Acc,
    FlatOffset,
    Seg,
    Saddr,
    Sve,
    AccCd,
    Cbsz,
    Abid,
    Blgp,
    SmrdOffset,
    /// SDWA/DPP/DPP8 second dword: the real SRC0 (8 bits; SDWA adds [`Fld::IsS0`]).
    ExtSrc0,
    /// SDWA selects, unused mode and per-source sign extension.
    DstSel,
    DstUnused,
    Src0Sel,
    Src1Sel,
    Src0Sext,
    Src1Sext,
    /// SDWA/DPP per-source negate and absolute value.
    Src0Neg,
    Src0Abs,
    Src1Neg,
    Src1Abs,
    /// SDWA (GFX9+): source is an SGPR or constant, not a VGPR.
    IsS0,
    IsS1,
    /// SDWA VOPC (GFX9+): SDST in [`Fld::Sdst3b`] is used (else VCC).
    SdwaSd,
    DppCtrl,
    RowMask,
    BankMask,
    BoundCtrl,
    Fi,
    /// DPP8 lane selects (8 x 3 bits).
    Dpp8Sel,
    /// VOPD Y half: opcode, SRC0, VSRC1, VDST (bits `[7:1]`; bit 0 is the complement of VDSTX's).
    VopdOpY,
    VopdSrcY0,
    VopdVsrcY1,
    VopdVdstY,
    /// MTBUF format (7 bits: GFX6-9 dfmt[3:0] / nfmt[6:4], GFX10+ unified format).
    BufFmt,
    /// MAI (gfx908/gfx90a/gfx940): per-source AGPR bits of SrcA (bit 0) and SrcB (bit 1); the
    /// 9-bit source field then holds the AGPR number as a VGPR code (MI100 ISA §MAI; llvm-mc-19:
    /// `v_mfma_f32_4x4x1f32 a[4:7], a0, v1, a[4:7]` is `...,0x12,0x0c`).
    SrcAcc,
}

/// Number of [`Fld`] values.
pub const NFLD: usize = Fld::SrcAcc as usize + 1;

// One bit per field in [`Fields::written`] and [`Layout::others`].
const _: () = assert!(NFLD <= 128);

impl Fld {
    /// Every field, in number order (`Fld::ALL[i] as usize == i`): a field from its number.
    pub const ALL: [Fld; NFLD] = [
        Fld::Sdst,
        Fld::Ssrc0,
        Fld::Ssrc1,
        Fld::Simm16,
        Fld::Vdst,
        Fld::Src0,
        Fld::Src1,
        Fld::Src2,
        Fld::Vsrc1,
        Fld::Sdst3b,
        Fld::Abs,
        Fld::Neg,
        Fld::NegHi,
        Fld::OpSel,
        Fld::OpSelHi,
        Fld::OpSelHi2,
        Fld::Clamp,
        Fld::Omod,
        Fld::Sbase,
        Fld::Sdata,
        Fld::SmImm,
        Fld::SmOffset,
        Fld::SmSoffset,
        Fld::SmSoe,
        Fld::Glc,
        Fld::Slc,
        Fld::Dlc,
        Fld::Sc1,
        Fld::Gds,
        Fld::Offset0,
        Fld::Offset1,
        Fld::Addr,
        Fld::Data0,
        Fld::Data1,
        Fld::Offen,
        Fld::Idxen,
        Fld::Addr64,
        Fld::Lds,
        Fld::Tfe,
        Fld::Vaddr,
        Fld::Vdata,
        Fld::Srsrc,
        Fld::Soffset,
        Fld::BufOffset,
        Fld::Acc,
        Fld::FlatOffset,
        Fld::Seg,
        Fld::Saddr,
        Fld::Sve,
        Fld::AccCd,
        Fld::Cbsz,
        Fld::Abid,
        Fld::Blgp,
        Fld::SmrdOffset,
        Fld::ExtSrc0,
        Fld::DstSel,
        Fld::DstUnused,
        Fld::Src0Sel,
        Fld::Src1Sel,
        Fld::Src0Sext,
        Fld::Src1Sext,
        Fld::Src0Neg,
        Fld::Src0Abs,
        Fld::Src1Neg,
        Fld::Src1Abs,
        Fld::IsS0,
        Fld::IsS1,
        Fld::SdwaSd,
        Fld::DppCtrl,
        Fld::RowMask,
        Fld::BankMask,
        Fld::BoundCtrl,
        Fld::Fi,
        Fld::Dpp8Sel,
        Fld::VopdOpY,
        Fld::VopdSrcY0,
        Fld::VopdVsrcY1,
        Fld::VopdVdstY,
        Fld::BufFmt,
        Fld::SrcAcc,
    ];
}

const _: () = {
    let mut i = 0;
    while i < NFLD {
        assert!(Fld::ALL[i] as usize == i);
        i += 1;
    }
};

/// Field values of one instruction, indexed by `Fld as usize`, and the set of fields written.
///
/// A field never written through [`IndexMut`](std::ops::IndexMut) is zero, so the fields that
/// can be non-zero are the bits of [`Fields::written`]: the encoder's test for a field its
/// layout lacks ([`crate::inst`]) looks at those few instead of every one of the 80 values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields {
    vals: [u64; NFLD],
    written: u128,
}

impl Fields {
    /// Every field zero, none written.
    pub const fn new() -> Self {
        Fields {
            vals: [0; NFLD],
            written: 0,
        }
    }

    /// Bit `i` set when field `i` has been written (so may be non-zero).
    pub fn written(&self) -> u128 {
        self.written
    }
}

impl Default for Fields {
    fn default() -> Self {
        Self::new()
    }
}

impl std::ops::Index<usize> for Fields {
    type Output = u64;
    #[inline]
    fn index(&self, i: usize) -> &u64 {
        &self.vals[i]
    }
}

impl std::ops::IndexMut<usize> for Fields {
    /// Marks the field written (whatever is stored).
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut u64 {
        self.written |= 1 << i;
        &mut self.vals[i]
    }
}

/// Layout of one format in one generation family.
#[derive(Debug)]
pub struct Layout {
    /// Bytes of the base word (4 or 8), without literal.
    pub size: u8,
    /// Identifier mask and value in dword 0.
    pub ident_mask: u32,
    pub ident: u32,
    /// Opcode field (lo, width).
    pub op: (u8, u8),
    /// Bit holding the next opcode bit (`1 << op.1`) when the opcode is split (GFX10 MTBUF:
    /// op[2:0] at [18:16], op[3] at bit 53).
    pub op_hi: Option<u8>,
    /// Other fields (field, lo, width), bit positions in the 64-bit word.
    pub fields: &'static [(Fld, u8, u8)],
    /// Bit `Fld as usize` set for the fields the layout lacks (not in `fields`): and-ed with
    /// [`Fields::written`] it leaves the only fields the encoder must check are zero (the
    /// test for a field it cannot encode, [`crate::inst`]), and [`Layout::has`] is a bit test.
    pub(crate) others: u128,
}

impl Layout {
    /// Does this layout have the field?
    pub fn has(&self, f: Fld) -> bool {
        self.others & (1 << f as usize) == 0
    }
}

/// [`Layout::others`] of `fields`.
const fn others_of(fields: &[(Fld, u8, u8)]) -> u128 {
    let mut k = u128::MAX >> (128 - NFLD);
    let mut i = 0;
    while i < fields.len() {
        k &= !(1 << fields[i].0 as usize);
        i += 1;
    }
    k
}

use Fld::*;

const fn l(
    size: u8,
    ident_mask: u32,
    ident: u32,
    op: (u8, u8),
    fields: &'static [(Fld, u8, u8)],
) -> Layout {
    Layout {
        size,
        ident_mask,
        ident,
        op,
        op_hi: None,
        fields,
        others: others_of(fields),
    }
}

// Scalar ALU formats are the same on every generation.
const SOP2: Layout = l(
    4,
    0xC000_0000,
    0x8000_0000,
    (23, 7),
    &[(Sdst, 16, 7), (Ssrc1, 8, 8), (Ssrc0, 0, 8)],
);
const SOPK: Layout = l(
    4,
    0xF000_0000,
    0xB000_0000,
    (23, 5),
    &[(Sdst, 16, 7), (Simm16, 0, 16)],
);
const SOP1: Layout = l(
    4,
    0xFF80_0000,
    0xBE80_0000,
    (8, 8),
    &[(Sdst, 16, 7), (Ssrc0, 0, 8)],
);
const SOPC: Layout = l(
    4,
    0xFF80_0000,
    0xBF00_0000,
    (16, 7),
    &[(Ssrc1, 8, 8), (Ssrc0, 0, 8)],
);
const SOPP: Layout = l(4, 0xFF80_0000, 0xBF80_0000, (16, 7), &[(Simm16, 0, 16)]);

const SMRD: Layout = l(
    4,
    0xF800_0000,
    0xC000_0000,
    (22, 5),
    &[
        (Sdata, 15, 7),
        (Sbase, 9, 6),
        (SmImm, 8, 1),
        (SmrdOffset, 0, 8),
    ],
);
const SMEM_VI: Layout = l(
    8,
    0xFC00_0000,
    0xC000_0000,
    (18, 8),
    &[
        (SmImm, 17, 1),
        (Glc, 16, 1),
        (SmSoe, 14, 1),
        (Sdata, 6, 7),
        (Sbase, 0, 6),
        (SmOffset, 32, 21),
        (SmSoffset, 57, 7),
    ],
);
const SMEM_10: Layout = l(
    8,
    0xFC00_0000,
    0xF400_0000,
    (18, 8),
    &[
        (Glc, 16, 1),
        (Dlc, 14, 1),
        (Sdata, 6, 7),
        (Sbase, 0, 6),
        (SmOffset, 32, 21),
        (SmSoffset, 57, 7),
    ],
);
const SMEM_11: Layout = l(
    8,
    0xFC00_0000,
    0xF400_0000,
    (18, 8),
    &[
        (Glc, 14, 1),
        (Dlc, 13, 1),
        (Sdata, 6, 7),
        (Sbase, 0, 6),
        (SmOffset, 32, 21),
        (SmSoffset, 57, 7),
    ],
);

const VOP2: Layout = l(
    4,
    0x8000_0000,
    0x0000_0000,
    (25, 6),
    &[(Vdst, 17, 8), (Vsrc1, 9, 8), (Src0, 0, 9)],
);
const VOP1: Layout = l(
    4,
    0xFE00_0000,
    0x7E00_0000,
    (9, 8),
    &[(Vdst, 17, 8), (Src0, 0, 9)],
);
const VOPC: Layout = l(
    4,
    0xFE00_0000,
    0x7C00_0000,
    (17, 8),
    &[(Vsrc1, 9, 8), (Src0, 0, 9)],
);

const VOP3_SRCS: [(Fld, u8, u8); 5] = [
    (Src0, 32, 9),
    (Src1, 41, 9),
    (Src2, 50, 9),
    (Omod, 59, 2),
    (Neg, 61, 3),
];
const VOP3_SI: Layout = l(
    8,
    0xFC00_0000,
    0xD000_0000,
    (17, 9),
    &[
        (Vdst, 0, 8),
        (Abs, 8, 3),
        (Clamp, 11, 1),
        (Sdst3b, 8, 7),
        VOP3_SRCS[0],
        VOP3_SRCS[1],
        VOP3_SRCS[2],
        VOP3_SRCS[3],
        VOP3_SRCS[4],
    ],
);
const VOP3_VI: Layout = l(
    8,
    0xFC00_0000,
    0xD000_0000,
    (16, 10),
    &[
        (Vdst, 0, 8),
        (Abs, 8, 3),
        (OpSel, 11, 4),
        (Clamp, 15, 1),
        (Sdst3b, 8, 7),
        VOP3_SRCS[0],
        VOP3_SRCS[1],
        VOP3_SRCS[2],
        VOP3_SRCS[3],
        VOP3_SRCS[4],
    ],
);
const VOP3_10: Layout = l(
    8,
    0xFC00_0000,
    0xD400_0000,
    (16, 10),
    &[
        (Vdst, 0, 8),
        (Abs, 8, 3),
        (OpSel, 11, 4),
        (Clamp, 15, 1),
        (Sdst3b, 8, 7),
        VOP3_SRCS[0],
        VOP3_SRCS[1],
        VOP3_SRCS[2],
        VOP3_SRCS[3],
        VOP3_SRCS[4],
    ],
);

const VOP3P_FIELDS: &[(Fld, u8, u8)] = &[
    (Vdst, 0, 8),
    (NegHi, 8, 3),
    (OpSel, 11, 3),
    (OpSelHi2, 14, 1),
    (Clamp, 15, 1),
    (Src0, 32, 9),
    (Src1, 41, 9),
    (Src2, 50, 9),
    (OpSelHi, 59, 2),
    (Neg, 61, 3),
];
const MAI_FIELDS: &[(Fld, u8, u8)] = &[
    (Vdst, 0, 8),
    (Cbsz, 8, 3),
    (Abid, 11, 4),
    (AccCd, 15, 1),
    (Src0, 32, 9),
    (Src1, 41, 9),
    (Src2, 50, 9),
    (SrcAcc, 59, 2),
    (Blgp, 61, 3),
];
const VOP3P_9: Layout = l(8, 0xFF80_0000, 0xD380_0000, (16, 7), VOP3P_FIELDS);
const VOP3P_10: Layout = l(8, 0xFF00_0000, 0xCC00_0000, (16, 7), VOP3P_FIELDS);
const MAI_9: Layout = l(8, 0xFF80_0000, 0xD380_0000, (16, 7), MAI_FIELDS);

const DS_DW1: [(Fld, u8, u8); 4] = [(Addr, 32, 8), (Data0, 40, 8), (Data1, 48, 8), (Vdst, 56, 8)];
const DS_SI: Layout = l(
    8,
    0xFC00_0000,
    0xD800_0000,
    (18, 8),
    &[
        (Gds, 17, 1),
        (Offset1, 8, 8),
        (Offset0, 0, 8),
        DS_DW1[0],
        DS_DW1[1],
        DS_DW1[2],
        DS_DW1[3],
    ],
);
const DS_VI: Layout = l(
    8,
    0xFC00_0000,
    0xD800_0000,
    (17, 8),
    &[
        (Gds, 16, 1),
        (Offset1, 8, 8),
        (Offset0, 0, 8),
        DS_DW1[0],
        DS_DW1[1],
        DS_DW1[2],
        DS_DW1[3],
    ],
);
const DS_90A: Layout = l(
    8,
    0xFC00_0000,
    0xD800_0000,
    (17, 8),
    &[
        (Acc, 25, 1),
        (Gds, 16, 1),
        (Offset1, 8, 8),
        (Offset0, 0, 8),
        DS_DW1[0],
        DS_DW1[1],
        DS_DW1[2],
        DS_DW1[3],
    ],
);

const BUF_DW1: [(Fld, u8, u8); 4] = [
    (Vaddr, 32, 8),
    (Vdata, 40, 8),
    (Srsrc, 48, 5),
    (Soffset, 56, 8),
];
const MUBUF_SI: Layout = l(
    8,
    0xFC00_0000,
    0xE000_0000,
    (18, 7),
    &[
        (Lds, 16, 1),
        (Addr64, 15, 1),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Slc, 54, 1),
        (Tfe, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
const MUBUF_VI: Layout = l(
    8,
    0xFC00_0000,
    0xE000_0000,
    (18, 7),
    &[
        (Slc, 17, 1),
        (Lds, 16, 1),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Tfe, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
const MUBUF_90A: Layout = l(
    8,
    0xFC00_0000,
    0xE000_0000,
    (18, 7),
    &[
        (Slc, 17, 1),
        (Lds, 16, 1),
        (Sc1, 15, 1),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Acc, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
const MUBUF_942: Layout = l(
    8,
    0xFC00_0000,
    0xE000_0000,
    (18, 7),
    &[
        (Slc, 17, 1),
        (Lds, 16, 1),
        (Sc1, 15, 1),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Acc, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
// GFX10: the opcode has 8 bits, bit 7 at instruction bit 25 (llvm-mc-19 on gfx1010:
// `buffer_load_format_d16_x v1, off, s[4:7], s1` = [0x00,0x00,0x00,0xe2,...], opcode 128).
const MUBUF_10: Layout = l(
    8,
    0xFC00_0000,
    0xE000_0000,
    (18, 8),
    &[
        (Lds, 16, 1),
        (Dlc, 15, 1),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Slc, 54, 1),
        (Tfe, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
const MUBUF_11: Layout = l(
    8,
    0xFC00_0000,
    0xE000_0000,
    (18, 8),
    &[
        (Lds, 16, 1),
        (Glc, 14, 1),
        (Dlc, 13, 1),
        (Slc, 12, 1),
        (BufOffset, 0, 12),
        (Tfe, 53, 1),
        (Offen, 54, 1),
        (Idxen, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);

// MTBUF (measured with llvm-mc-19 -show-encoding, isa/tools/sweep_mtbuf.py notes): the format
// field is [25:19] everywhere; llvm-mc-19 accepts neither `lds` nor `tfe` on tbuffer forms.
const MTBUF_SI: Layout = l(
    8,
    0xFC00_0000,
    0xE800_0000,
    (16, 3),
    &[
        (BufFmt, 19, 7),
        (Addr64, 15, 1),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Slc, 54, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
const MTBUF_VI: Layout = l(
    8,
    0xFC00_0000,
    0xE800_0000,
    (15, 4),
    &[
        (BufFmt, 19, 7),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Slc, 54, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
/// gfx90a (`scc`) and gfx942 (`sc0 sc1 nt`): SC1 at bit 53, AGPR data at bit 55.
const MTBUF_90A: Layout = l(
    8,
    0xFC00_0000,
    0xE800_0000,
    (15, 4),
    &[
        (BufFmt, 19, 7),
        (Glc, 14, 1),
        (Idxen, 13, 1),
        (Offen, 12, 1),
        (BufOffset, 0, 12),
        (Sc1, 53, 1),
        (Slc, 54, 1),
        (Acc, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);
const MTBUF_10: Layout = Layout {
    op_hi: Some(53),
    ..l(
        8,
        0xFC00_0000,
        0xE800_0000,
        (16, 3),
        &[
            (BufFmt, 19, 7),
            (Dlc, 15, 1),
            (Glc, 14, 1),
            (Idxen, 13, 1),
            (Offen, 12, 1),
            (BufOffset, 0, 12),
            (Slc, 54, 1),
            BUF_DW1[0],
            BUF_DW1[1],
            BUF_DW1[2],
            BUF_DW1[3],
        ],
    )
};
const MTBUF_11: Layout = l(
    8,
    0xFC00_0000,
    0xE800_0000,
    (15, 4),
    &[
        (BufFmt, 19, 7),
        (Glc, 14, 1),
        (Dlc, 13, 1),
        (Slc, 12, 1),
        (BufOffset, 0, 12),
        (Offen, 54, 1),
        (Idxen, 55, 1),
        BUF_DW1[0],
        BUF_DW1[1],
        BUF_DW1[2],
        BUF_DW1[3],
    ],
);

const FLAT_DW1: [(Fld, u8, u8); 4] = [(Addr, 32, 8), (Data0, 40, 8), (Saddr, 48, 7), (Vdst, 56, 8)];
const FLAT_CI: Layout = l(
    8,
    0xFC00_0000,
    0xDC00_0000,
    (18, 7),
    &[
        (Slc, 17, 1),
        (Glc, 16, 1),
        (Tfe, 55, 1),
        (Addr, 32, 8),
        (Data0, 40, 8),
        (Vdst, 56, 8),
    ],
);
const FLAT_9: Layout = l(
    8,
    0xFC00_0000,
    0xDC00_0000,
    (18, 7),
    &[
        (Slc, 17, 1),
        (Glc, 16, 1),
        (Seg, 14, 2),
        (Lds, 13, 1),
        (FlatOffset, 0, 13),
        FLAT_DW1[0],
        FLAT_DW1[1],
        FLAT_DW1[2],
        FLAT_DW1[3],
    ],
);
const FLAT_90A: Layout = l(
    8,
    0xFC00_0000,
    0xDC00_0000,
    (18, 7),
    &[
        (Sc1, 25, 1),
        (Slc, 17, 1),
        (Glc, 16, 1),
        (Seg, 14, 2),
        (Lds, 13, 1),
        (FlatOffset, 0, 13),
        (Acc, 55, 1),
        FLAT_DW1[0],
        FLAT_DW1[1],
        FLAT_DW1[2],
        FLAT_DW1[3],
    ],
);
const FLAT_942: Layout = l(
    8,
    0xFC00_0000,
    0xDC00_0000,
    (18, 7),
    &[
        (Sc1, 25, 1),
        (Slc, 17, 1),
        (Glc, 16, 1),
        (Seg, 14, 2),
        (Sve, 13, 1),
        (FlatOffset, 0, 13),
        (Acc, 55, 1),
        FLAT_DW1[0],
        FLAT_DW1[1],
        FLAT_DW1[2],
        FLAT_DW1[3],
    ],
);
const FLAT_10: Layout = l(
    8,
    0xFC00_0000,
    0xDC00_0000,
    (18, 7),
    &[
        (Slc, 17, 1),
        (Glc, 16, 1),
        (Seg, 14, 2),
        (Lds, 13, 1),
        (Dlc, 12, 1),
        (FlatOffset, 0, 12),
        FLAT_DW1[0],
        FLAT_DW1[1],
        FLAT_DW1[2],
        FLAT_DW1[3],
    ],
);
const FLAT_11: Layout = l(
    8,
    0xFC00_0000,
    0xDC00_0000,
    (18, 7),
    &[
        (Seg, 16, 2),
        (Slc, 15, 1),
        (Glc, 14, 1),
        (Dlc, 13, 1),
        (FlatOffset, 0, 13),
        (Sve, 55, 1),
        FLAT_DW1[0],
        FLAT_DW1[1],
        FLAT_DW1[2],
        FLAT_DW1[3],
    ],
);

// Second dwords of the extended VALU encodings (fields only; identifier and opcode are those
// of the VOP1/VOP2/VOPC word). Measured with llvm-mc-19 -show-encoding (tools/sweep_ext.py).
const SDWA_SRCS: [(Fld, u8, u8); 8] = [
    (Src0Sel, 48, 3),
    (Src0Sext, 51, 1),
    (Src0Neg, 52, 1),
    (Src0Abs, 53, 1),
    (Src1Sel, 56, 3),
    (Src1Sext, 59, 1),
    (Src1Neg, 60, 1),
    (Src1Abs, 61, 1),
];
const SDWA_VI: Layout = l(
    8,
    0,
    0,
    (0, 0),
    &[
        (ExtSrc0, 32, 8),
        (DstSel, 40, 3),
        (DstUnused, 43, 2),
        (Clamp, 45, 1),
        SDWA_SRCS[0],
        SDWA_SRCS[1],
        SDWA_SRCS[2],
        SDWA_SRCS[3],
        SDWA_SRCS[4],
        SDWA_SRCS[5],
        SDWA_SRCS[6],
        SDWA_SRCS[7],
    ],
);
const SDWA_9: Layout = l(
    8,
    0,
    0,
    (0, 0),
    &[
        (ExtSrc0, 32, 8),
        (DstSel, 40, 3),
        (DstUnused, 43, 2),
        (Clamp, 45, 1),
        (Omod, 46, 2),
        SDWA_SRCS[0],
        SDWA_SRCS[1],
        SDWA_SRCS[2],
        SDWA_SRCS[3],
        (IsS0, 55, 1),
        SDWA_SRCS[4],
        SDWA_SRCS[5],
        SDWA_SRCS[6],
        SDWA_SRCS[7],
        (IsS1, 63, 1),
    ],
);
const SDWAC_9: Layout = l(
    8,
    0,
    0,
    (0, 0),
    &[
        (ExtSrc0, 32, 8),
        (Sdst3b, 40, 7),
        (SdwaSd, 47, 1),
        SDWA_SRCS[0],
        SDWA_SRCS[1],
        SDWA_SRCS[2],
        SDWA_SRCS[3],
        (IsS0, 55, 1),
        SDWA_SRCS[4],
        SDWA_SRCS[5],
        SDWA_SRCS[6],
        SDWA_SRCS[7],
        (IsS1, 63, 1),
    ],
);
const DPP_VI: Layout = l(
    8,
    0,
    0,
    (0, 0),
    &[
        (ExtSrc0, 32, 8),
        (DppCtrl, 40, 9),
        (BoundCtrl, 51, 1),
        (Src0Neg, 52, 1),
        (Src0Abs, 53, 1),
        (Src1Neg, 54, 1),
        (Src1Abs, 55, 1),
        (BankMask, 56, 4),
        (RowMask, 60, 4),
    ],
);
const DPP_10: Layout = l(
    8,
    0,
    0,
    (0, 0),
    &[
        (ExtSrc0, 32, 8),
        (DppCtrl, 40, 9),
        (Fi, 50, 1),
        (BoundCtrl, 51, 1),
        (Src0Neg, 52, 1),
        (Src0Abs, 53, 1),
        (Src1Neg, 54, 1),
        (Src1Abs, 55, 1),
        (BankMask, 56, 4),
        (RowMask, 60, 4),
    ],
);
const DPP8: Layout = l(8, 0, 0, (0, 0), &[(ExtSrc0, 32, 8), (Dpp8Sel, 40, 24)]);

/// Layout of the second dword of an extended VOP1/VOP2/VOPC form on a variant. GFX11 VOP3 DPP
/// forms use the same DPP16/DPP8 dword as their third dword (bits 95:64; the codec moves it):
/// llvm-mc-19 encodes `v_add_f32_e64_dpp v1, v2, v3 row_shl:1` with the VOP3 word's SRC0 =
/// 0xFA and `[0x02,0x01,0x01,0xff]` after it.
pub fn ext_layout(e: Ext, f: Format, v: IsaVariant) -> Option<&'static Layout> {
    let fam = family(v);
    if matches!(f, Format::Vop3 | Format::Vop3p) && fam == Family::Gfx11 {
        return match e {
            Ext::Dpp => Some(&DPP_10),
            Ext::Dpp8 => Some(&DPP8),
            _ => None,
        };
    }
    if !matches!(f, Format::Vop1 | Format::Vop2 | Format::Vopc) {
        return None;
    }
    Some(match (e, fam) {
        (Ext::Sdwa, Family::Vi) => &SDWA_VI,
        (Ext::Sdwa, Family::Gfx9 | Family::Gfx10) if f == Format::Vopc => &SDWAC_9,
        (Ext::Sdwa, Family::Gfx9 | Family::Gfx10) => &SDWA_9,
        (Ext::Dpp, Family::Vi | Family::Gfx9) => &DPP_VI,
        (Ext::Dpp, Family::Gfx10 | Family::Gfx11) => &DPP_10,
        (Ext::Dpp8, Family::Gfx10 | Family::Gfx11) => &DPP8,
        _ => return None,
    })
}

/// SRC0 marker of an extended form (DPP8 with FI uses 0xEA).
pub fn ext_marker(e: Ext, fi: bool) -> u64 {
    match e {
        Ext::None => 0,
        Ext::Sdwa => 0xF9,
        Ext::Dpp => 0xFA,
        Ext::Dpp8 => 0xE9 + fi as u64,
    }
}

/// The extended form a SRC0 value selects, if any.
pub fn ext_of_marker(src0: u64) -> Ext {
    match src0 {
        0xF9 => Ext::Sdwa,
        0xFA => Ext::Dpp,
        0xE9 | 0xEA => Ext::Dpp8,
        _ => Ext::None,
    }
}

/// GFX11 VOPD: OPX at [25:22], OPY [21:17], SRCX0 [8:0], VSRCX1 [16:9]; second dword SRCY0,
/// VSRCY1, VDSTY[7:1], VDSTX.
const VOPD: Layout = l(
    8,
    0xFC00_0000,
    0xC800_0000,
    (22, 4),
    &[
        (VopdOpY, 17, 5),
        (Vsrc1, 9, 8),
        (Src0, 0, 9),
        (VopdSrcY0, 32, 9),
        (VopdVsrcY1, 41, 8),
        (VopdVdstY, 49, 7),
        (Vdst, 56, 8),
    ],
);

/// Generation family of a variant for layout purposes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Si,
    Ci,
    Vi,
    Gfx9,
    Gfx10,
    Gfx11,
}

/// Family of an ISA variant.
pub const fn family(v: IsaVariant) -> Family {
    match v {
        IsaVariant::Gfx600 => Family::Si,
        IsaVariant::Gfx700 => Family::Ci,
        IsaVariant::Gfx803 => Family::Vi,
        IsaVariant::Gfx900 | IsaVariant::Gfx908 | IsaVariant::Gfx90a | IsaVariant::Gfx942 => {
            Family::Gfx9
        }
        IsaVariant::Gfx1010 | IsaVariant::Gfx1030 => Family::Gfx10,
        IsaVariant::Gfx1100 => Family::Gfx11,
    }
}

/// Layout of a format on a variant (`mai` selects the MFMA form of VOP3P).
///
/// A lookup in [`LAYOUTS`] (the encoder and decoder ask this of every instruction).
#[inline]
pub fn layout(f: Format, v: IsaVariant, mai: bool) -> Option<&'static Layout> {
    LAYOUTS[v.index()][f as usize][mai as usize]
}

/// Number of [`Format`]s (`Format::Vopd` is the last).
const NFORMAT: usize = Format::Vopd as usize + 1;

/// Every [`Format`], in declaration order (checked where [`LAYOUTS`] is built).
const FORMATS: [Format; NFORMAT] = [
    Format::Sop1,
    Format::Sop2,
    Format::Sopk,
    Format::Sopc,
    Format::Sopp,
    Format::Smrd,
    Format::Smem,
    Format::Vop1,
    Format::Vop2,
    Format::Vopc,
    Format::Vop3,
    Format::Vop3p,
    Format::Ds,
    Format::Mubuf,
    Format::Mtbuf,
    Format::Flat,
    Format::Global,
    Format::Scratch,
    Format::Vopd,
];

/// [`layout_for`] of every variant, format and `mai`, computed at compile time.
static LAYOUTS: [[[Option<&'static Layout>; 2]; NFORMAT]; 10] = {
    let mut t = [[[None; 2]; NFORMAT]; 10];
    let mut vi = 0;
    while vi < 10 {
        let v = IsaVariant::ALL[vi];
        assert!(v as usize == vi);
        let mut fi = 0;
        while fi < NFORMAT {
            let f = FORMATS[fi];
            assert!(f as usize == fi);
            t[vi][fi] = [layout_for(f, v, false), layout_for(f, v, true)];
            fi += 1;
        }
        vi += 1;
    }
    t
};

/// The layout of a format on a variant, by the generation families' rules ([`layout`]).
const fn layout_for(f: Format, v: IsaVariant, mai: bool) -> Option<&'static Layout> {
    let fam = family(v);
    let acc = matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942);
    Some(match f {
        Format::Sop1 => &SOP1,
        Format::Sop2 => &SOP2,
        Format::Sopk => &SOPK,
        Format::Sopc => &SOPC,
        Format::Sopp => &SOPP,
        Format::Smrd => match fam {
            Family::Si | Family::Ci => &SMRD,
            _ => return None,
        },
        Format::Smem => match fam {
            Family::Vi | Family::Gfx9 => &SMEM_VI,
            Family::Gfx10 => &SMEM_10,
            Family::Gfx11 => &SMEM_11,
            _ => return None,
        },
        Format::Vop1 => &VOP1,
        Format::Vop2 => &VOP2,
        Format::Vopc => &VOPC,
        Format::Vop3 => match fam {
            Family::Si | Family::Ci => &VOP3_SI,
            Family::Vi | Family::Gfx9 => &VOP3_VI,
            Family::Gfx10 | Family::Gfx11 => &VOP3_10,
        },
        Format::Vop3p => match fam {
            Family::Gfx9 if mai => &MAI_9,
            Family::Gfx9 => &VOP3P_9,
            Family::Gfx10 | Family::Gfx11 => &VOP3P_10,
            _ => return None,
        },
        Format::Ds => match fam {
            Family::Si | Family::Ci | Family::Gfx10 | Family::Gfx11 => &DS_SI,
            Family::Gfx9 if acc => &DS_90A,
            Family::Vi | Family::Gfx9 => &DS_VI,
        },
        Format::Mubuf => match fam {
            Family::Si | Family::Ci => &MUBUF_SI,
            Family::Gfx9 if matches!(v, IsaVariant::Gfx942) => &MUBUF_942,
            Family::Gfx9 if acc => &MUBUF_90A,
            Family::Vi | Family::Gfx9 => &MUBUF_VI,
            Family::Gfx10 => &MUBUF_10,
            Family::Gfx11 => &MUBUF_11,
        },
        Format::Mtbuf => match fam {
            Family::Si | Family::Ci => &MTBUF_SI,
            Family::Gfx9 if acc => &MTBUF_90A,
            Family::Vi | Family::Gfx9 => &MTBUF_VI,
            Family::Gfx10 => &MTBUF_10,
            Family::Gfx11 => &MTBUF_11,
        },
        Format::Flat | Format::Global | Format::Scratch => match fam {
            Family::Si => return None,
            Family::Ci | Family::Vi => {
                if !matches!(f, Format::Flat) {
                    return None;
                }
                &FLAT_CI
            }
            Family::Gfx9 if matches!(v, IsaVariant::Gfx942) => &FLAT_942,
            Family::Gfx9 if acc => &FLAT_90A,
            Family::Gfx9 => &FLAT_9,
            Family::Gfx10 => &FLAT_10,
            Family::Gfx11 => &FLAT_11,
        },
        Format::Vopd => match fam {
            Family::Gfx11 => &VOPD,
            _ => return None,
        },
    })
}

/// Segment value of the FLAT family (0 flat, 1 scratch, 2 global).
pub fn flat_seg(f: Format) -> u64 {
    match f {
        Format::Scratch => 1,
        Format::Global => 2,
        _ => 0,
    }
}

/// Pack field values into the instruction word.
pub fn pack(lay: &Layout, opcode: u16, vals: &Fields) -> u64 {
    let mut w = lay.ident as u64;
    w |= (opcode as u64 & ((1 << lay.op.1) - 1)) << lay.op.0;
    if let Some(hi) = lay.op_hi {
        w |= ((opcode as u64 >> lay.op.1) & 1) << hi;
    }
    for &(f, lo, width) in lay.fields {
        let v = vals[f as usize];
        if v != 0 {
            w |= (v & ((1u64 << width) - 1)) << lo;
        }
    }
    w
}

/// Unpack every field of the layout.
pub fn unpack(lay: &Layout, w: u64) -> (u16, Fields) {
    let mut vals = Fields::new();
    for &(f, lo, width) in lay.fields {
        vals[f as usize] = (w >> lo) & ((1u64 << width) - 1);
    }
    // VOP3B SDST overlaps ABS/OPSEL/CLAMP; callers pick the view they need.
    let mut op = ((w >> lay.op.0) & ((1 << lay.op.1) - 1)) as u16;
    if let Some(hi) = lay.op_hi {
        op |= (((w >> hi) & 1) as u16) << lay.op.1;
    }
    (op, vals)
}
