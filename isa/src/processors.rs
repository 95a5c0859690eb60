//! Processors table and target IDs.
//!
//! Guarantees: every `amdgcn` processor listed in AMDGPUUsage "Processors" (gfx600 … gfx1103,
//! digest in `shared/notes/spec-targets-abi.md` §1.3) has exactly one [`Processor`] row with its
//! generation, `EF_AMDGPU_MACH` value, target-ID features, wave sizes, register-file sizes and
//! allocation granules. [`Target::parse`] accepts the target-ID grammar of AMDGPUUsage §"Target
//! ID" (`processor (":" feature ("+"|"-"))*`, alternative names accepted) and rejects unknown
//! processors, unknown or unsupported features and repeated features; [`Target`]'s `Display`
//! prints the canonical form (primary name, `sramecc` before `xnack`, *any* omitted).

use std::fmt;

/// GFX generation, the unit the instruction encodings change by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// Southern Islands (SI).
    Gfx6,
    /// Sea Islands (CI).
    Gfx7,
    /// Volcanic Islands (VI).
    Gfx8,
    /// Vega, CDNA1-3 (gfx90a and gfx940 are GFX9 with extra instructions and cache bits).
    Gfx9,
    /// RDNA1.
    Gfx10_1,
    /// RDNA2.
    Gfx10_3,
    /// RDNA3.
    Gfx11,
}

impl Generation {
    /// True for GFX10.1 and GFX10.3.
    pub fn is_gfx10(self) -> bool {
        matches!(self, Generation::Gfx10_1 | Generation::Gfx10_3)
    }
    /// True for GFX10 and later (wave32 native, `null` register, VOP3 at 0xD4).
    pub fn is_gfx10_plus(self) -> bool {
        self >= Generation::Gfx10_1
    }
}

/// How the private (scratch) segment is reached (AMDGPUUsage "Target Properties").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatScratch {
    /// GFX6: no generic address space at all.
    None,
    /// GFX7/8: FLAT_SCRATCH built from an offset, HI in 256-byte units.
    Offset,
    /// GFX9/GFX10: the prolog writes a 64-bit base address.
    Absolute,
    /// gfx940+ and GFX11: hardware initialises FLAT_SCRATCH.
    Architected,
}

/// Memory whose accesses may need alignment (see [`needs_alignment`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlignedMemory {
    /// Private (scratch) memory, through scratch/flat/buffer instructions.
    Scratch,
    /// LDS or GDS through DS instructions or the flat LDS aperture.
    Lds,
    /// Global memory through buffer or global instructions.
    Global,
    /// A flat (generic) address whose aperture is not known at compile time.
    Flat,
}

// ---- Register file and occupancy (LLVM `AMDGPUBaseInfo`) ----

/// Waves per EU the target runs at most (LLVM `getMaxWavesPerEU`).
pub fn max_waves_per_eu(t: &Target) -> u32 {
    let g = t.processor.generation;
    if t.processor.regs.unified_vgpr_agpr {
        8
    } else if !g.is_gfx10_plus() {
        10
    } else if g == Generation::Gfx10_1 {
        20
    } else {
        16
    }
}

/// VGPRs per SIMD lane (LLVM `getTotalNumVGPRs`): 256 on GFX6–GFX9, 512 on gfx90a/gfx942,
/// 1024 (wave32) / 512 (wave64) on GFX10+, 1.5 times that on the GFX11 parts with the large
/// file (granule 24/12).
pub fn total_vgprs(t: &Target) -> u32 {
    let r = &t.processor.regs;
    if r.unified_vgpr_agpr {
        return 512;
    }
    if !t.processor.generation.is_gfx10_plus() {
        return 256;
    }
    let base = if t.wave_size() == 32 { 1024 } else { 512 };
    if r.vgpr_alloc_granule_w32 >= 24 {
        base * 3 / 2
    } else {
        base
    }
}

/// VGPRs one wave may address (LLVM `getAddressableNumVGPRs`; gfx90a/gfx942: the unified file).
pub fn addressable_vgprs(t: &Target) -> u32 {
    let r = &t.processor.regs;
    if r.unified_vgpr_agpr {
        512
    } else {
        r.addressable_vgprs as u32
    }
}

/// The most VGPRs that leave room for `waves` waves per SIMD (LLVM `getMaxNumVGPRs`).
pub fn max_vgprs_for_waves(t: &Target, waves: u32) -> u32 {
    let g = t.vgpr_alloc_granule();
    let v = (total_vgprs(t) / waves.max(1)) / g * g;
    v.min(addressable_vgprs(t))
}

/// Whether a load or store of `memory` on `gen` (reaching scratch as `flat_scratch` says) must
/// be aligned to its size, up to a dword: the hardware has no unaligned access there (LLVM 19's
/// `unaligned-scratch-access`, `unaligned-ds-access` and `unaligned-buffer-access` features,
/// measured with llc-19: it splits `align 1`/`align 2` accesses into bytes or halves exactly
/// there). Scratch is swizzled per dword and lane (AMDGPUUsage "Private Segment Buffer"), so an
/// unaligned dword there reaches another lane's bytes, except with architected flat scratch
/// (gfx940+, GFX11), where the hardware does unaligned scratch accesses; LDS has unaligned
/// access from GFX9; global memory from GFX7; a flat address may be scratch or LDS, so it
/// always needs alignment. The compiler splits such accesses (`gfxc_lower::unaligned`) and the
/// simulator refuses unaligned ones in strict mode.
pub fn needs_alignment(memory: AlignedMemory, gen: Generation, flat_scratch: FlatScratch) -> bool {
    match memory {
        AlignedMemory::Scratch => flat_scratch != FlatScratch::Architected,
        AlignedMemory::Lds => gen < Generation::Gfx9,
        AlignedMemory::Global => gen < Generation::Gfx7,
        AlignedMemory::Flat => true,
    }
}

/// Which instruction table a processor decodes with (one measured table per ISA variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IsaVariant {
    /// gfx600-gfx602.
    Gfx600,
    /// gfx700-gfx705.
    Gfx700,
    /// gfx801-gfx810.
    Gfx803,
    /// gfx900-gfx90c except gfx908.
    Gfx900,
    /// gfx908 (MI100): GFX9 + MAI + AGPRs.
    Gfx908,
    /// gfx90a (CDNA2).
    Gfx90a,
    /// gfx940-gfx942 (CDNA3).
    Gfx942,
    /// gfx1010-gfx1013.
    Gfx1010,
    /// gfx1030-gfx1036.
    Gfx1030,
    /// gfx1100-gfx1103.
    Gfx1100,
}

impl IsaVariant {
    /// How the processors of this variant reach scratch (the same for all of them).
    pub fn flat_scratch(self) -> FlatScratch {
        PROCESSORS
            .iter()
            .find(|p| p.isa == self)
            .map_or(FlatScratch::None, |p| p.flat_scratch)
    }

    /// All variants, in table order.
    pub const ALL: [IsaVariant; 10] = [
        IsaVariant::Gfx600,
        IsaVariant::Gfx700,
        IsaVariant::Gfx803,
        IsaVariant::Gfx900,
        IsaVariant::Gfx908,
        IsaVariant::Gfx90a,
        IsaVariant::Gfx942,
        IsaVariant::Gfx1010,
        IsaVariant::Gfx1030,
        IsaVariant::Gfx1100,
    ];
    /// The processor the variant's table was measured on.
    pub fn reference_processor(self) -> &'static str {
        match self {
            IsaVariant::Gfx600 => "gfx600",
            IsaVariant::Gfx700 => "gfx700",
            IsaVariant::Gfx803 => "gfx803",
            IsaVariant::Gfx900 => "gfx900",
            IsaVariant::Gfx908 => "gfx908",
            IsaVariant::Gfx90a => "gfx90a",
            IsaVariant::Gfx942 => "gfx942",
            IsaVariant::Gfx1010 => "gfx1010",
            IsaVariant::Gfx1030 => "gfx1030",
            IsaVariant::Gfx1100 => "gfx1100",
        }
    }
    /// Index into [`IsaVariant::ALL`].
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A target feature that may appear in a target ID or in `--mattr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    Xnack,
    Sramecc,
    Tgsplit,
    Cumode,
    Wavefrontsize64,
}

impl Feature {
    /// LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Xnack => "xnack",
            Feature::Sramecc => "sramecc",
            Feature::Tgsplit => "tgsplit",
            Feature::Cumode => "cumode",
            Feature::Wavefrontsize64 => "wavefrontsize64",
        }
    }
    /// Parse an LLVM feature name.
    pub fn from_name(s: &str) -> Option<Feature> {
        Some(match s {
            "xnack" => Feature::Xnack,
            "sramecc" => Feature::Sramecc,
            "tgsplit" => Feature::Tgsplit,
            "cumode" => Feature::Cumode,
            "wavefrontsize64" => Feature::Wavefrontsize64,
            _ => return None,
        })
    }
    fn bit(self) -> u8 {
        1 << (self as u8)
    }
    /// Whether this feature may appear in a target ID (only xnack and sramecc can).
    pub fn in_target_id(self) -> bool {
        matches!(self, Feature::Xnack | Feature::Sramecc)
    }
}

/// Bit set of [`Feature`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct FeatureSet(u8);

impl FeatureSet {
    /// The empty set.
    pub const NONE: FeatureSet = FeatureSet(0);
    /// Build from a list.
    pub const fn of(list: &[Feature]) -> FeatureSet {
        let mut b = 0u8;
        let mut i = 0;
        while i < list.len() {
            b |= 1 << (list[i] as u8);
            i += 1;
        }
        FeatureSet(b)
    }
    /// Membership.
    pub fn has(self, f: Feature) -> bool {
        self.0 & f.bit() != 0
    }
}

/// Register-file sizes and allocation granules (AMDGPUUsage, `AMDGPUBaseInfo` digest in
/// spec-targets-abi.md §1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterFile {
    /// SGPRs a kernel may address (s0 … s(n-1)).
    pub addressable_sgprs: u16,
    /// VGPRs a kernel may address per lane (v0 … v255).
    pub addressable_vgprs: u16,
    /// AGPRs per lane (0 when the processor has none).
    pub agprs: u16,
    /// True when VGPRs and AGPRs share one 512-entry file (gfx90a, gfx940; AGPRs start at
    /// `accum_offset`).
    pub unified_vgpr_agpr: bool,
    /// SGPR allocation granule (0 on GFX10+, where 128 SGPRs are always allocated).
    pub sgpr_alloc_granule: u16,
    /// SGPR encoding granule of `compute_pgm_rsrc1`.
    pub sgpr_encoding_granule: u16,
    /// VGPR allocation granule in wave64 mode.
    pub vgpr_alloc_granule_w64: u16,
    /// VGPR allocation granule in wave32 mode (0 when wave32 is unsupported).
    pub vgpr_alloc_granule_w32: u16,
    /// VGPR encoding granule in wave64 mode.
    pub vgpr_encoding_granule_w64: u16,
    /// VGPR encoding granule in wave32 mode (0 when wave32 is unsupported).
    pub vgpr_encoding_granule_w32: u16,
}

/// One row of the AMDGPUUsage processors table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Processor {
    /// Primary name (`gfx90a`).
    pub name: &'static str,
    /// Alternative names accepted in non-canonical target IDs (`fiji`, `tahiti`).
    pub alt_names: &'static [&'static str],
    pub generation: Generation,
    /// Instruction table used.
    pub isa: IsaVariant,
    /// `EF_AMDGPU_MACH` (e_flags bits [7:0]).
    pub mach: u8,
    /// Features that may be set on this processor (target-ID and `-mattr` features).
    pub features: FeatureSet,
    /// Native wave size (64 before GFX10, 32 on GFX10+).
    pub default_wave_size: u8,
    /// Wave64 possible on GFX10+ through `wavefrontsize64`; GFX6-9 are wave64 only.
    pub supports_wave32: bool,
    pub regs: RegisterFile,
    pub flat_scratch: FlatScratch,
    /// Work-item IDs X/Y/Z packed into v0 bits [9:0]/[19:10]/[29:20].
    pub packed_work_item_ids: bool,
    /// Has FLAT instructions (a generic address space); false on GFX6.
    pub has_flat: bool,
    /// APU (shared memory with the host) rather than dGPU.
    pub apu: bool,
}

impl Processor {
    /// True when 64-bit-and-wider VGPR/AGPR tuples must start at an even register (gfx90a,
    /// gfx940; spec-targets-abi.md §1.4).
    pub fn needs_aligned_vgpr_tuples(&self) -> bool {
        matches!(self.isa, IsaVariant::Gfx90a | IsaVariant::Gfx942)
    }
    /// True when the processor has accumulation registers (AGPRs) and MFMA.
    pub fn has_agprs(&self) -> bool {
        self.regs.agprs > 0
    }
}

use Feature::*;

const RF_SI: RegisterFile = RegisterFile {
    addressable_sgprs: 104,
    addressable_vgprs: 256,
    agprs: 0,
    unified_vgpr_agpr: false,
    sgpr_alloc_granule: 8,
    sgpr_encoding_granule: 8,
    vgpr_alloc_granule_w64: 4,
    vgpr_alloc_granule_w32: 0,
    vgpr_encoding_granule_w64: 4,
    vgpr_encoding_granule_w32: 0,
};
const RF_VI: RegisterFile = RegisterFile {
    addressable_sgprs: 102,
    sgpr_alloc_granule: 16,
    ..RF_SI
};
const RF_908: RegisterFile = RegisterFile {
    agprs: 256,
    ..RF_VI
};
const RF_90A: RegisterFile = RegisterFile {
    agprs: 256,
    unified_vgpr_agpr: true,
    vgpr_alloc_granule_w64: 8,
    vgpr_encoding_granule_w64: 8,
    ..RF_VI
};
const RF_1010: RegisterFile = RegisterFile {
    addressable_sgprs: 106,
    addressable_vgprs: 256,
    agprs: 0,
    unified_vgpr_agpr: false,
    sgpr_alloc_granule: 0,
    sgpr_encoding_granule: 8,
    vgpr_alloc_granule_w64: 4,
    vgpr_alloc_granule_w32: 8,
    vgpr_encoding_granule_w64: 4,
    vgpr_encoding_granule_w32: 8,
};
// GFX10.3 allocates VGPRs in blocks of 16 (wave32) / 8 (wave64) [K: AMDGPUBaseInfo].
const RF_1030: RegisterFile = RegisterFile {
    vgpr_alloc_granule_w64: 8,
    vgpr_alloc_granule_w32: 16,
    ..RF_1010
};
// gfx1100/gfx1101 have the 1536-entry VGPR file: granules 24 (wave32) / 12 (wave64) [K].
const RF_1100: RegisterFile = RegisterFile {
    vgpr_alloc_granule_w64: 12,
    vgpr_alloc_granule_w32: 24,
    ..RF_1010
};

#[allow(clippy::too_many_arguments)]
const fn p(
    name: &'static str,
    alt_names: &'static [&'static str],
    generation: Generation,
    isa: IsaVariant,
    mach: u8,
    features: FeatureSet,
    regs: RegisterFile,
    flat_scratch: FlatScratch,
    apu: bool,
) -> Processor {
    let gfx10p = matches!(
        generation,
        Generation::Gfx10_1 | Generation::Gfx10_3 | Generation::Gfx11
    );
    Processor {
        name,
        alt_names,
        generation,
        isa,
        mach,
        features,
        default_wave_size: if gfx10p { 32 } else { 64 },
        supports_wave32: gfx10p,
        regs,
        flat_scratch,
        packed_work_item_ids: matches!(isa, IsaVariant::Gfx90a | IsaVariant::Gfx942)
            || matches!(generation, Generation::Gfx11),
        has_flat: !matches!(generation, Generation::Gfx6),
        apu,
    }
}

use FlatScratch as FS;
use Generation as G;
use IsaVariant as I;

const NOF: FeatureSet = FeatureSet::NONE;
const XN: FeatureSet = FeatureSet::of(&[Xnack]);
const SX: FeatureSet = FeatureSet::of(&[Sramecc, Xnack]);
const SXT: FeatureSet = FeatureSet::of(&[Sramecc, Xnack, Tgsplit]);
const G101: FeatureSet = FeatureSet::of(&[Xnack, Cumode, Wavefrontsize64]);
const G103: FeatureSet = FeatureSet::of(&[Cumode, Wavefrontsize64]);

/// Every GCN+ processor of AMDGPUUsage "Processors" (spec-targets-abi.md §1.3).
pub static PROCESSORS: &[Processor] = &[
    p(
        "gfx600",
        &["tahiti"],
        G::Gfx6,
        I::Gfx600,
        0x20,
        NOF,
        RF_SI,
        FS::None,
        false,
    ),
    p(
        "gfx601",
        &["pitcairn", "verde"],
        G::Gfx6,
        I::Gfx600,
        0x21,
        NOF,
        RF_SI,
        FS::None,
        false,
    ),
    p(
        "gfx602",
        &["hainan", "oland"],
        G::Gfx6,
        I::Gfx600,
        0x3a,
        NOF,
        RF_SI,
        FS::None,
        false,
    ),
    p(
        "gfx700",
        &["kaveri"],
        G::Gfx7,
        I::Gfx700,
        0x22,
        NOF,
        RF_SI,
        FS::Offset,
        true,
    ),
    p(
        "gfx701",
        &["hawaii"],
        G::Gfx7,
        I::Gfx700,
        0x23,
        NOF,
        RF_SI,
        FS::Offset,
        false,
    ),
    p(
        "gfx702",
        &[],
        G::Gfx7,
        I::Gfx700,
        0x24,
        NOF,
        RF_SI,
        FS::Offset,
        false,
    ),
    p(
        "gfx703",
        &["kabini", "mullins"],
        G::Gfx7,
        I::Gfx700,
        0x25,
        NOF,
        RF_SI,
        FS::Offset,
        true,
    ),
    p(
        "gfx704",
        &["bonaire"],
        G::Gfx7,
        I::Gfx700,
        0x26,
        NOF,
        RF_SI,
        FS::Offset,
        false,
    ),
    p(
        "gfx705",
        &[],
        G::Gfx7,
        I::Gfx700,
        0x3b,
        NOF,
        RF_SI,
        FS::Offset,
        true,
    ),
    p(
        "gfx801",
        &["carrizo"],
        G::Gfx8,
        I::Gfx803,
        0x28,
        XN,
        RF_VI,
        FS::Offset,
        true,
    ),
    p(
        "gfx802",
        &["iceland", "tonga"],
        G::Gfx8,
        I::Gfx803,
        0x29,
        NOF,
        RF_VI,
        FS::Offset,
        false,
    ),
    p(
        "gfx803",
        &["fiji", "polaris10", "polaris11"],
        G::Gfx8,
        I::Gfx803,
        0x2a,
        NOF,
        RF_VI,
        FS::Offset,
        false,
    ),
    p(
        "gfx805",
        &["tongapro"],
        G::Gfx8,
        I::Gfx803,
        0x3c,
        NOF,
        RF_VI,
        FS::Offset,
        false,
    ),
    p(
        "gfx810",
        &["stoney"],
        G::Gfx8,
        I::Gfx803,
        0x2b,
        XN,
        RF_VI,
        FS::Offset,
        true,
    ),
    p(
        "gfx900",
        &[],
        G::Gfx9,
        I::Gfx900,
        0x2c,
        XN,
        RF_VI,
        FS::Absolute,
        false,
    ),
    p(
        "gfx902",
        &[],
        G::Gfx9,
        I::Gfx900,
        0x2d,
        XN,
        RF_VI,
        FS::Absolute,
        true,
    ),
    p(
        "gfx904",
        &[],
        G::Gfx9,
        I::Gfx900,
        0x2e,
        XN,
        RF_VI,
        FS::Absolute,
        false,
    ),
    p(
        "gfx906",
        &[],
        G::Gfx9,
        I::Gfx900,
        0x2f,
        SX,
        RF_VI,
        FS::Absolute,
        false,
    ),
    p(
        "gfx908",
        &[],
        G::Gfx9,
        I::Gfx908,
        0x30,
        SX,
        RF_908,
        FS::Absolute,
        false,
    ),
    p(
        "gfx909",
        &[],
        G::Gfx9,
        I::Gfx900,
        0x31,
        XN,
        RF_VI,
        FS::Absolute,
        true,
    ),
    p(
        "gfx90a",
        &[],
        G::Gfx9,
        I::Gfx90a,
        0x3f,
        SXT,
        RF_90A,
        FS::Absolute,
        false,
    ),
    p(
        "gfx90c",
        &[],
        G::Gfx9,
        I::Gfx900,
        0x32,
        XN,
        RF_VI,
        FS::Absolute,
        true,
    ),
    p(
        "gfx940",
        &[],
        G::Gfx9,
        I::Gfx942,
        0x40,
        SXT,
        RF_90A,
        FS::Architected,
        false,
    ),
    p(
        "gfx941",
        &[],
        G::Gfx9,
        I::Gfx942,
        0x4b,
        SXT,
        RF_90A,
        FS::Architected,
        false,
    ),
    p(
        "gfx942",
        &[],
        G::Gfx9,
        I::Gfx942,
        0x4c,
        SXT,
        RF_90A,
        FS::Architected,
        false,
    ),
    p(
        "gfx1010",
        &[],
        G::Gfx10_1,
        I::Gfx1010,
        0x33,
        G101,
        RF_1010,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1011",
        &[],
        G::Gfx10_1,
        I::Gfx1010,
        0x34,
        G101,
        RF_1010,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1012",
        &[],
        G::Gfx10_1,
        I::Gfx1010,
        0x35,
        G101,
        RF_1010,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1013",
        &[],
        G::Gfx10_1,
        I::Gfx1010,
        0x42,
        G101,
        RF_1010,
        FS::Absolute,
        true,
    ),
    p(
        "gfx1030",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x36,
        G103,
        RF_1030,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1031",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x37,
        G103,
        RF_1030,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1032",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x38,
        G103,
        RF_1030,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1033",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x39,
        G103,
        RF_1030,
        FS::Absolute,
        true,
    ),
    p(
        "gfx1034",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x3e,
        G103,
        RF_1030,
        FS::Absolute,
        false,
    ),
    p(
        "gfx1035",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x3d,
        G103,
        RF_1030,
        FS::Absolute,
        true,
    ),
    p(
        "gfx1036",
        &[],
        G::Gfx10_3,
        I::Gfx1030,
        0x45,
        G103,
        RF_1030,
        FS::Absolute,
        true,
    ),
    p(
        "gfx1100",
        &[],
        G::Gfx11,
        I::Gfx1100,
        0x41,
        G103,
        RF_1100,
        FS::Architected,
        false,
    ),
    p(
        "gfx1101",
        &[],
        G::Gfx11,
        I::Gfx1100,
        0x46,
        G103,
        RF_1100,
        FS::Architected,
        false,
    ),
    p(
        "gfx1102",
        &[],
        G::Gfx11,
        I::Gfx1100,
        0x47,
        G103,
        RF_1030,
        FS::Architected,
        false,
    ),
    p(
        "gfx1103",
        &[],
        G::Gfx11,
        I::Gfx1100,
        0x44,
        G103,
        RF_1030,
        FS::Architected,
        true,
    ),
];

/// At most 64 characters of a name the user wrote, for error messages (a megabyte of input
/// must not become a megabyte of diagnostics).
fn clip(s: &str) -> String {
    match s.char_indices().nth(64) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// The features `p` supports, `+name` style for `--mattr` (bare names for target IDs).
fn feature_list(p: &Processor, target_id: bool) -> String {
    let all = [Xnack, Sramecc, Tgsplit, Cumode, Wavefrontsize64];
    let names: Vec<String> = all
        .iter()
        .filter(|f| p.features.has(**f) && (!target_id || f.in_target_id()))
        .map(|f| {
            if target_id {
                format!("{}+, {}-", f.name(), f.name())
            } else {
                format!("+{}", f.name())
            }
        })
        .collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// Look a processor up by primary or alternative name.
pub fn processor(name: &str) -> Option<&'static Processor> {
    PROCESSORS
        .iter()
        .find(|p| p.name == name || p.alt_names.contains(&name))
}

/// Setting of a target-ID feature: absent means *any*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FeatureSetting {
    #[default]
    Any,
    On,
    Off,
}

/// A processor plus feature settings: what `-mcpu=` / `--mattr` select.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub processor: &'static Processor,
    pub xnack: FeatureSetting,
    pub sramecc: FeatureSetting,
    pub tgsplit: bool,
    pub cumode: bool,
    pub wavefrontsize64: bool,
}

/// Error from target-ID or feature-string parsing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetError(pub String);

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TargetError {}

impl Target {
    /// Default target of a processor (all target-ID features *any*, others off).
    pub fn new(processor: &'static Processor) -> Target {
        Target {
            processor,
            xnack: FeatureSetting::Any,
            sramecc: FeatureSetting::Any,
            tgsplit: false,
            cumode: false,
            wavefrontsize64: false,
        }
    }

    /// Parse a target ID: `gfx90a`, `gfx906:sramecc-:xnack+`, `fiji`.
    pub fn parse(s: &str) -> Result<Target, TargetError> {
        let mut parts = s.split(':');
        let name = parts.next().unwrap_or("");
        let proc = processor(name).ok_or_else(|| {
            TargetError(format!(
                "unknown processor '{}' (accepted: {})",
                clip(name),
                PROCESSORS
                    .iter()
                    .map(|p| p.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        let mut t = Target::new(proc);
        let mut seen: Vec<Feature> = Vec::new();
        for part in parts {
            let (fname, setting) = match part.as_bytes().last() {
                Some(b'+') => (&part[..part.len() - 1], FeatureSetting::On),
                Some(b'-') => (&part[..part.len() - 1], FeatureSetting::Off),
                _ => {
                    return Err(TargetError(format!(
                        "target-id feature '{}' must end in '+' or '-'",
                        clip(part)
                    )))
                }
            };
            let f = Feature::from_name(fname)
                .filter(|f| f.in_target_id())
                .ok_or_else(|| {
                    TargetError(format!(
                        "unknown target-id feature '{}' (accepted: {})",
                        clip(fname),
                        feature_list(proc, true)
                    ))
                })?;
            if !proc.features.has(f) {
                return Err(TargetError(format!(
                    "processor '{}' does not support feature '{fname}'",
                    proc.name
                )));
            }
            if seen.contains(&f) {
                return Err(TargetError(format!(
                    "feature '{fname}' appears more than once"
                )));
            }
            seen.push(f);
            match f {
                Xnack => t.xnack = setting,
                Sramecc => t.sramecc = setting,
                _ => unreachable!("only target-id features pass the filter"),
            }
        }
        Ok(t)
    }

    /// Apply an LLVM `-mattr` string: `+wavefrontsize64,-xnack,+cumode`.
    pub fn apply_mattr(&mut self, mattr: &str) -> Result<(), TargetError> {
        for item in mattr.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (on, name) = match item.as_bytes()[0] {
                b'+' => (true, &item[1..]),
                b'-' => (false, &item[1..]),
                _ => (true, item),
            };
            let f = Feature::from_name(name).ok_or_else(|| {
                TargetError(format!(
                    "unknown feature '{}' (accepted for {}: {})",
                    clip(name),
                    self.processor.name,
                    feature_list(self.processor, false)
                ))
            })?;
            if !self.processor.features.has(f) {
                return Err(TargetError(format!(
                    "processor '{}' does not support feature '{name}' (accepted: {})",
                    self.processor.name,
                    feature_list(self.processor, false)
                )));
            }
            let s = if on {
                FeatureSetting::On
            } else {
                FeatureSetting::Off
            };
            match f {
                Xnack => self.xnack = s,
                Sramecc => self.sramecc = s,
                Tgsplit => self.tgsplit = on,
                Cumode => self.cumode = on,
                Wavefrontsize64 => self.wavefrontsize64 = on,
            }
        }
        Ok(())
    }

    /// Wave size in effect.
    pub fn wave_size(&self) -> u32 {
        if self.processor.supports_wave32 && !self.wavefrontsize64 {
            32
        } else {
            64
        }
    }

    /// The e_flags of a code object V4+ (AMDGPUUsage "ELF Header", spec-targets-abi.md §2.4).
    pub fn e_flags_v4(&self) -> u32 {
        let mut fl = self.processor.mach as u32;
        let enc = |s: FeatureSetting, any: u32| match s {
            FeatureSetting::Any => any,
            FeatureSetting::Off => any * 2,
            FeatureSetting::On => any * 3,
        };
        if self.processor.features.has(Xnack) {
            fl |= enc(self.xnack, 0x100);
        }
        if self.processor.features.has(Sramecc) {
            fl |= enc(self.sramecc, 0x400);
        }
        fl
    }

    /// VGPR allocation granule for the wave size in effect.
    pub fn vgpr_alloc_granule(&self) -> u32 {
        let r = &self.processor.regs;
        if self.wave_size() == 32 {
            r.vgpr_alloc_granule_w32 as u32
        } else {
            r.vgpr_alloc_granule_w64 as u32
        }
    }

    /// VGPR encoding granule for the wave size in effect.
    pub fn vgpr_encoding_granule(&self) -> u32 {
        let r = &self.processor.regs;
        if self.wave_size() == 32 {
            r.vgpr_encoding_granule_w32 as u32
        } else {
            r.vgpr_encoding_granule_w64 as u32
        }
    }
}

impl fmt::Display for Target {
    /// Canonical target ID: primary name, then `:sramecc±`, then `:xnack±`; *any* omitted.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.processor.name)?;
        for (feat, s) in [(Sramecc, self.sramecc), (Xnack, self.xnack)] {
            if !self.processor.features.has(feat) {
                continue;
            }
            match s {
                FeatureSetting::Any => {}
                FeatureSetting::On => write!(f, ":{}+", feat.name())?,
                FeatureSetting::Off => write!(f, ":{}-", feat.name())?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_is_unique_and_mach_unique() {
        for (i, a) in PROCESSORS.iter().enumerate() {
            for b in &PROCESSORS[i + 1..] {
                assert_ne!(a.name, b.name);
                assert_ne!(a.mach, b.mach, "{} {}", a.name, b.name);
            }
        }
        assert_eq!(PROCESSORS.len(), 40);
    }

    #[test]
    fn target_id_round_trip_and_canonical() {
        let t = Target::parse("gfx90a:xnack-:sramecc+").unwrap();
        assert_eq!(t.to_string(), "gfx90a:sramecc+:xnack-");
        assert_eq!(Target::parse("fiji").unwrap().to_string(), "gfx803");
        assert_eq!(Target::parse("gfx1100").unwrap().to_string(), "gfx1100");
    }

    #[test]
    fn e_flags_match_llc19() {
        // Values measured with llc-19 + llvm-readelf (spec-targets-abi.md §2.4).
        let cases = [
            ("gfx906", 0x52F),
            ("gfx906:xnack+", 0x72F),
            ("gfx906:sramecc-:xnack+", 0xB2F),
            ("gfx90a:xnack-", 0x63F),
            ("gfx942:sramecc+", 0xD4C),
            ("gfx1030", 0x36),
            ("gfx1100", 0x41),
        ];
        for (id, fl) in cases {
            assert_eq!(Target::parse(id).unwrap().e_flags_v4(), fl, "{id}");
        }
    }

    #[test]
    fn target_id_errors() {
        assert!(Target::parse("gfx999").is_err());
        assert!(Target::parse("gfx1030:xnack+").is_err());
        assert!(Target::parse("gfx90a:xnack+:xnack-").is_err());
        assert!(Target::parse("gfx90a:xnack").is_err());
        assert!(Target::parse("gfx90a:cumode+").is_err());
        let mut t = Target::parse("gfx1030").unwrap();
        t.apply_mattr("+wavefrontsize64").unwrap();
        assert_eq!(t.wave_size(), 64);
        assert!(t.apply_mattr("+tgsplit").is_err());
    }

    #[test]
    fn properties() {
        let p = processor("gfx90a").unwrap();
        assert!(p.needs_aligned_vgpr_tuples() && p.packed_work_item_ids && p.has_agprs());
        let p = processor("gfx942").unwrap();
        assert_eq!(p.flat_scratch, FlatScratch::Architected);
        let p = processor("gfx600").unwrap();
        assert!(!p.has_flat);
        assert_eq!(Target::new(processor("gfx1100").unwrap()).wave_size(), 32);
        assert_eq!(Target::new(processor("gfx908").unwrap()).wave_size(), 64);
    }
}
