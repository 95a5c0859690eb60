//! The 64-byte kernel descriptor of code object V3+ as a typed struct.
//!
//! Guarantees: [`KernelDescriptor::decode`] interprets every byte and bit of AMDGPUUsage "Kernel
//! Descriptor" (digest `spec-code-object.md` §6.1–§6.6) for the generation of the given
//! processor and rejects (with an error, never a panic) any reserved bit that is set, except the
//! one LLVM 19 quirk the digest documents (§6.7: a non-zero GRANULATED_WAVEFRONT_SGPR_COUNT on
//! GFX10+, which is preserved as read). [`KernelDescriptor::encode`] is the exact inverse:
//! `encode(decode(b)) == b` for every accepted `b`.

use crate::error::{Error, Result};
use gfxc_isa::processors::{Generation, Processor};

/// Size of a kernel descriptor in bytes (AMDGPUUsage "Kernel Descriptor").
pub const KERNEL_DESCRIPTOR_SIZE: usize = 64;
/// Required alignment of a kernel descriptor ("CP microcode requires 64-byte alignment").
pub const KERNEL_DESCRIPTOR_ALIGN: u64 = 64;

// Byte offsets of the fields (digest §6.1, with the seed's misprinted ranges corrected).
const OFF_GROUP_SEGMENT_FIXED_SIZE: usize = 0;
const OFF_PRIVATE_SEGMENT_FIXED_SIZE: usize = 4;
const OFF_KERNARG_SIZE: usize = 8;
const OFF_RESERVED0: usize = 12; // 4 bytes
const OFF_KERNEL_CODE_ENTRY_BYTE_OFFSET: usize = 16;
const OFF_RESERVED1: usize = 24; // 20 bytes, bits 351:192
const OFF_COMPUTE_PGM_RSRC3: usize = 44;
const OFF_COMPUTE_PGM_RSRC1: usize = 48;
const OFF_COMPUTE_PGM_RSRC2: usize = 52;
const OFF_KERNEL_CODE_PROPERTIES: usize = 56;
const OFF_KERNARG_PRELOAD: usize = 58;
const OFF_RESERVED2: usize = 60; // 4 bytes

/// A bit field `[shift, shift + width)` of a 32-bit register word.
#[derive(Clone, Copy, Debug)]
struct Field {
    shift: u32,
    width: u32,
}

const fn f(lo: u32, hi: u32) -> Field {
    Field {
        shift: lo,
        width: hi - lo + 1,
    }
}

impl Field {
    fn mask(self) -> u32 {
        (((1u64 << self.width) - 1) as u32) << self.shift
    }
    fn get(self, w: u32) -> u32 {
        (w & self.mask()) >> self.shift
    }
    fn get_bool(self, w: u32) -> bool {
        self.get(w) != 0
    }
    /// Insert `v`; values wider than the field are an error naming the field.
    fn put(self, w: &mut u32, v: u32, name: &str) -> Result<()> {
        if (v as u64) >> self.width != 0 {
            return Err(Error::descriptor(format!(
                "{name} = {v} does not fit in {} bits",
                self.width
            )));
        }
        *w |= v << self.shift;
        Ok(())
    }
    fn put_bool(self, w: &mut u32, v: bool) {
        *w |= (v as u32) << self.shift;
    }
}

// COMPUTE_PGM_RSRC1, GFX6-GFX11 (digest §6.3).
const RSRC1_GRANULATED_WORKITEM_VGPR_COUNT: Field = f(0, 5);
const RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT: Field = f(6, 9);
const RSRC1_PRIORITY: Field = f(10, 11);
const RSRC1_FLOAT_ROUND_MODE_32: Field = f(12, 13);
const RSRC1_FLOAT_ROUND_MODE_16_64: Field = f(14, 15);
const RSRC1_FLOAT_DENORM_MODE_32: Field = f(16, 17);
const RSRC1_FLOAT_DENORM_MODE_16_64: Field = f(18, 19);
const RSRC1_PRIV: Field = f(20, 20);
const RSRC1_ENABLE_DX10_CLAMP: Field = f(21, 21);
const RSRC1_DEBUG_MODE: Field = f(22, 22);
const RSRC1_ENABLE_IEEE_MODE: Field = f(23, 23);
const RSRC1_BULKY: Field = f(24, 24);
const RSRC1_CDBG_USER: Field = f(25, 25);
const RSRC1_FP16_OVFL: Field = f(26, 26); // GFX9+
const RSRC1_WGP_MODE: Field = f(29, 29); // GFX10+
const RSRC1_MEM_ORDERED: Field = f(30, 30); // GFX10+
const RSRC1_FWD_PROGRESS: Field = f(31, 31); // GFX10+

// COMPUTE_PGM_RSRC2, GFX6-GFX11 (digest §6.4).
const RSRC2_ENABLE_PRIVATE_SEGMENT: Field = f(0, 0);
const RSRC2_USER_SGPR_COUNT: Field = f(1, 5);
const RSRC2_ENABLE_TRAP_HANDLER: Field = f(6, 6);
const RSRC2_ENABLE_SGPR_WORKGROUP_ID_X: Field = f(7, 7);
const RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y: Field = f(8, 8);
const RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z: Field = f(9, 9);
const RSRC2_ENABLE_SGPR_WORKGROUP_INFO: Field = f(10, 10);
const RSRC2_ENABLE_VGPR_WORKITEM_ID: Field = f(11, 12);
const RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH: Field = f(13, 13);
const RSRC2_ENABLE_EXCEPTION_MEMORY: Field = f(14, 14);
const RSRC2_GRANULATED_LDS_SIZE: Field = f(15, 23);
const RSRC2_EXCEPTIONS: Field = f(24, 30);

// COMPUTE_PGM_RSRC3 (digest §6.5): GFX90A/GFX940 layout and GFX10/GFX11 layout.
const RSRC3_GFX90A_ACCUM_OFFSET: Field = f(0, 5);
const RSRC3_GFX90A_TG_SPLIT: Field = f(16, 16);
const RSRC3_GFX10_SHARED_VGPR_COUNT: Field = f(0, 3);
const RSRC3_GFX11_INST_PREF_SIZE: Field = f(4, 9);
const RSRC3_GFX11_TRAP_ON_START: Field = f(10, 10);
const RSRC3_GFX11_TRAP_ON_END: Field = f(11, 11);
const RSRC3_GFX11_IMAGE_OP: Field = f(31, 31);

// kernel_code_properties, u16 at byte 56 (digest §6.2).
const KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER: Field = f(0, 0);
const KCP_ENABLE_SGPR_DISPATCH_PTR: Field = f(1, 1);
const KCP_ENABLE_SGPR_QUEUE_PTR: Field = f(2, 2);
const KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR: Field = f(3, 3);
const KCP_ENABLE_SGPR_DISPATCH_ID: Field = f(4, 4);
const KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT: Field = f(5, 5);
const KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE: Field = f(6, 6);
const KCP_ENABLE_WAVEFRONT_SIZE32: Field = f(10, 10); // GFX10+
const KCP_USES_DYNAMIC_STACK: Field = f(11, 11);

// kernarg_preload, u16 at byte 58 (newer LLVM, digest §6.2 [X]).
const KARG_PRELOAD_SPEC_LENGTH: Field = f(0, 6);
const KARG_PRELOAD_SPEC_OFFSET: Field = f(7, 15);

/// FLOAT_ROUND_MODE_* (digest §6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FloatRoundMode {
    #[default]
    NearEven = 0,
    PlusInfinity = 1,
    MinusInfinity = 2,
    Zero = 3,
}

impl FloatRoundMode {
    fn from_bits(v: u32) -> FloatRoundMode {
        match v & 3 {
            0 => FloatRoundMode::NearEven,
            1 => FloatRoundMode::PlusInfinity,
            2 => FloatRoundMode::MinusInfinity,
            _ => FloatRoundMode::Zero,
        }
    }
}

/// FLOAT_DENORM_MODE_* (digest §6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FloatDenormMode {
    FlushSrcDst = 0,
    FlushDst = 1,
    FlushSrc = 2,
    #[default]
    FlushNone = 3,
}

impl FloatDenormMode {
    fn from_bits(v: u32) -> FloatDenormMode {
        match v & 3 {
            0 => FloatDenormMode::FlushSrcDst,
            1 => FloatDenormMode::FlushDst,
            2 => FloatDenormMode::FlushSrc,
            _ => FloatDenormMode::FlushNone,
        }
    }
}

/// SYSTEM_VGPR_WORKITEM_ID_* (digest §6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum WorkItemIds {
    #[default]
    X = 0,
    XY = 1,
    XYZ = 2,
    Undefined = 3,
}

impl WorkItemIds {
    fn from_bits(v: u32) -> WorkItemIds {
        match v & 3 {
            0 => WorkItemIds::X,
            1 => WorkItemIds::XY,
            2 => WorkItemIds::XYZ,
            _ => WorkItemIds::Undefined,
        }
    }
}

/// The hardware FLOAT_MODE byte (RSRC1 bits 19:12 = MODE register bits 7:0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct FloatMode {
    pub round_32: FloatRoundMode,
    pub round_16_64: FloatRoundMode,
    pub denorm_32: FloatDenormMode,
    pub denorm_16_64: FloatDenormMode,
}

/// Initial FP exception enables, RSRC2 bits 30:24 in this order (digest §6.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct FpExceptions {
    pub ieee_invalid_op: bool,
    pub denorm_src: bool,
    pub ieee_div_zero: bool,
    pub ieee_overflow: bool,
    pub ieee_underflow: bool,
    pub ieee_inexact: bool,
    pub int_div_zero: bool,
}

impl FpExceptions {
    fn to_bits(self) -> u32 {
        [
            self.ieee_invalid_op,
            self.denorm_src,
            self.ieee_div_zero,
            self.ieee_overflow,
            self.ieee_underflow,
            self.ieee_inexact,
            self.int_div_zero,
        ]
        .iter()
        .enumerate()
        .map(|(i, &b)| (b as u32) << i)
        .sum()
    }
    fn from_bits(v: u32) -> FpExceptions {
        let b = |i: u32| v >> i & 1 != 0;
        FpExceptions {
            ieee_invalid_op: b(0),
            denorm_src: b(1),
            ieee_div_zero: b(2),
            ieee_overflow: b(3),
            ieee_underflow: b(4),
            ieee_inexact: b(5),
            int_div_zero: b(6),
        }
    }
}

/// COMPUTE_PGM_RSRC1 (digest §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rsrc1 {
    /// VGPR blocks - 1 (§6.7).
    pub granulated_workitem_vgpr_count: u8,
    /// SGPR blocks - 1 on GFX6-9; reserved on GFX10+ (LLVM 19 writes a value anyway).
    pub granulated_wavefront_sgpr_count: u8,
    /// CP fills it; 0.
    pub priority: u8,
    pub float_mode: FloatMode,
    /// CP fills it; 0.
    pub priv_: bool,
    pub enable_dx10_clamp: bool,
    /// CP fills it; 0.
    pub debug_mode: bool,
    pub enable_ieee_mode: bool,
    /// CP fills it; 0.
    pub bulky: bool,
    /// CP fills it; 0.
    pub cdbg_user: bool,
    /// GFX9+.
    pub fp16_ovfl: bool,
    /// GFX10+: 1 = WGP mode, 0 = CU mode.
    pub wgp_mode: bool,
    /// GFX10+.
    pub mem_ordered: bool,
    /// GFX10+.
    pub fwd_progress: bool,
}

/// COMPUTE_PGM_RSRC2 (digest §6.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rsrc2 {
    /// Scratch wave offset SGPR (non-architected) / FLAT_SCRATCH init (architected targets).
    pub enable_private_segment: bool,
    pub user_sgpr_count: u8,
    pub enable_trap_handler: bool,
    pub enable_sgpr_workgroup_id_x: bool,
    pub enable_sgpr_workgroup_id_y: bool,
    pub enable_sgpr_workgroup_id_z: bool,
    pub enable_sgpr_workgroup_info: bool,
    pub enable_vgpr_workitem_id: WorkItemIds,
    pub enable_exception_address_watch: bool,
    pub enable_exception_memory: bool,
    /// Should be 0: CP takes the LDS size from the dispatch packet.
    pub granulated_lds_size: u16,
    pub exceptions: FpExceptions,
}

/// COMPUTE_PGM_RSRC3, whose layout depends on the generation (digest §6.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Rsrc3 {
    /// GFX6-GFX9 other than gfx90a/gfx940: the word must be 0.
    #[default]
    None,
    /// gfx90a and gfx940-942.
    Gfx90a {
        /// First AGPR in the unified file is 4 * (accum_offset + 1).
        accum_offset: u8,
        tg_split: bool,
    },
    /// GFX10 and GFX11 (fields other than shared_vgpr_count are GFX11 only).
    Gfx10 {
        shared_vgpr_count: u8,
        inst_pref_size: u8,
        trap_on_start: bool,
        trap_on_end: bool,
        image_op: bool,
    },
}

/// kernel_code_properties (digest §6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KernelCodeProperties {
    pub enable_sgpr_private_segment_buffer: bool,
    pub enable_sgpr_dispatch_ptr: bool,
    pub enable_sgpr_queue_ptr: bool,
    pub enable_sgpr_kernarg_segment_ptr: bool,
    pub enable_sgpr_dispatch_id: bool,
    pub enable_sgpr_flat_scratch_init: bool,
    pub enable_sgpr_private_segment_size: bool,
    /// GFX10+: 1 = wave32.
    pub enable_wavefront_size32: bool,
    /// V5+.
    pub uses_dynamic_stack: bool,
}

impl KernelCodeProperties {
    /// Number of user SGPRs the enable bits request (digest §7.1).
    pub fn user_sgprs(&self) -> u32 {
        4 * self.enable_sgpr_private_segment_buffer as u32
            + 2 * self.enable_sgpr_dispatch_ptr as u32
            + 2 * self.enable_sgpr_queue_ptr as u32
            + 2 * self.enable_sgpr_kernarg_segment_ptr as u32
            + 2 * self.enable_sgpr_dispatch_id as u32
            + 2 * self.enable_sgpr_flat_scratch_init as u32
            + self.enable_sgpr_private_segment_size as u32
    }
}

/// kernarg_preload (u16 at byte 58; 0 in everything LLVM 19 writes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KernargPreload {
    /// Kernarg dwords preloaded into user SGPRs.
    pub length: u8,
    /// Dword offset of the first preloaded dword.
    pub offset: u16,
}

/// A decoded kernel descriptor (AMDGPUUsage "Kernel Descriptor").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KernelDescriptor {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// Signed byte offset from the descriptor's address to the kernel entry (256-aligned).
    pub kernel_code_entry_byte_offset: i64,
    pub rsrc1: Rsrc1,
    pub rsrc2: Rsrc2,
    pub rsrc3: Rsrc3,
    pub kernel_code_properties: KernelCodeProperties,
    pub kernarg_preload: KernargPreload,
}

/// Which RSRC3 layout a processor uses.
pub(crate) fn has_gfx90a_rsrc3(p: &Processor) -> bool {
    p.regs.unified_vgpr_agpr
}

fn le32(b: &[u8], off: usize) -> u32 {
    u32::from_le_bytes([b[off], b[off + 1], b[off + 2], b[off + 3]])
}

fn le16(b: &[u8], off: usize) -> u16 {
    u16::from_le_bytes([b[off], b[off + 1]])
}

fn reserved(word: u32, defined: u32, what: &str) -> Result<()> {
    let extra = word & !defined;
    if extra != 0 {
        return Err(Error::descriptor(format!(
            "reserved bits {extra:#x} of {what} are set (word {word:#010x})"
        )));
    }
    Ok(())
}

impl KernelDescriptor {
    /// Decode 64 bytes for `processor`'s generation.
    pub fn decode(bytes: &[u8], processor: &Processor) -> Result<KernelDescriptor> {
        if bytes.len() != KERNEL_DESCRIPTOR_SIZE {
            return Err(Error::descriptor(format!(
                "expected {KERNEL_DESCRIPTOR_SIZE} bytes, got {}",
                bytes.len()
            )));
        }
        let gen = processor.generation;
        for (off, len) in [(OFF_RESERVED0, 4), (OFF_RESERVED1, 20), (OFF_RESERVED2, 4)] {
            if bytes[off..off + len].iter().any(|&b| b != 0) {
                return Err(Error::descriptor(format!(
                    "reserved bytes {off}..{} are not zero",
                    off + len
                )));
            }
        }
        let r1 = le32(bytes, OFF_COMPUTE_PGM_RSRC1);
        let mut def1 = [
            RSRC1_GRANULATED_WORKITEM_VGPR_COUNT,
            RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT,
            RSRC1_PRIORITY,
            RSRC1_FLOAT_ROUND_MODE_32,
            RSRC1_FLOAT_ROUND_MODE_16_64,
            RSRC1_FLOAT_DENORM_MODE_32,
            RSRC1_FLOAT_DENORM_MODE_16_64,
            RSRC1_PRIV,
            RSRC1_ENABLE_DX10_CLAMP,
            RSRC1_DEBUG_MODE,
            RSRC1_ENABLE_IEEE_MODE,
            RSRC1_BULKY,
            RSRC1_CDBG_USER,
        ]
        .iter()
        .fold(0, |m, f| m | f.mask());
        if gen >= Generation::Gfx9 {
            def1 |= RSRC1_FP16_OVFL.mask();
        }
        if gen.is_gfx10_plus() {
            def1 |= RSRC1_WGP_MODE.mask() | RSRC1_MEM_ORDERED.mask() | RSRC1_FWD_PROGRESS.mask();
        }
        reserved(r1, def1, "COMPUTE_PGM_RSRC1")?;
        let rsrc1 = Rsrc1 {
            granulated_workitem_vgpr_count: RSRC1_GRANULATED_WORKITEM_VGPR_COUNT.get(r1) as u8,
            granulated_wavefront_sgpr_count: RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT.get(r1) as u8,
            priority: RSRC1_PRIORITY.get(r1) as u8,
            float_mode: FloatMode {
                round_32: FloatRoundMode::from_bits(RSRC1_FLOAT_ROUND_MODE_32.get(r1)),
                round_16_64: FloatRoundMode::from_bits(RSRC1_FLOAT_ROUND_MODE_16_64.get(r1)),
                denorm_32: FloatDenormMode::from_bits(RSRC1_FLOAT_DENORM_MODE_32.get(r1)),
                denorm_16_64: FloatDenormMode::from_bits(RSRC1_FLOAT_DENORM_MODE_16_64.get(r1)),
            },
            priv_: RSRC1_PRIV.get_bool(r1),
            enable_dx10_clamp: RSRC1_ENABLE_DX10_CLAMP.get_bool(r1),
            debug_mode: RSRC1_DEBUG_MODE.get_bool(r1),
            enable_ieee_mode: RSRC1_ENABLE_IEEE_MODE.get_bool(r1),
            bulky: RSRC1_BULKY.get_bool(r1),
            cdbg_user: RSRC1_CDBG_USER.get_bool(r1),
            fp16_ovfl: RSRC1_FP16_OVFL.get_bool(r1),
            wgp_mode: RSRC1_WGP_MODE.get_bool(r1),
            mem_ordered: RSRC1_MEM_ORDERED.get_bool(r1),
            fwd_progress: RSRC1_FWD_PROGRESS.get_bool(r1),
        };

        let r2 = le32(bytes, OFF_COMPUTE_PGM_RSRC2);
        reserved(r2, 0x7fff_ffff, "COMPUTE_PGM_RSRC2")?;
        let rsrc2 = Rsrc2 {
            enable_private_segment: RSRC2_ENABLE_PRIVATE_SEGMENT.get_bool(r2),
            user_sgpr_count: RSRC2_USER_SGPR_COUNT.get(r2) as u8,
            enable_trap_handler: RSRC2_ENABLE_TRAP_HANDLER.get_bool(r2),
            enable_sgpr_workgroup_id_x: RSRC2_ENABLE_SGPR_WORKGROUP_ID_X.get_bool(r2),
            enable_sgpr_workgroup_id_y: RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y.get_bool(r2),
            enable_sgpr_workgroup_id_z: RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z.get_bool(r2),
            enable_sgpr_workgroup_info: RSRC2_ENABLE_SGPR_WORKGROUP_INFO.get_bool(r2),
            enable_vgpr_workitem_id: WorkItemIds::from_bits(RSRC2_ENABLE_VGPR_WORKITEM_ID.get(r2)),
            enable_exception_address_watch: RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH.get_bool(r2),
            enable_exception_memory: RSRC2_ENABLE_EXCEPTION_MEMORY.get_bool(r2),
            granulated_lds_size: RSRC2_GRANULATED_LDS_SIZE.get(r2) as u16,
            exceptions: FpExceptions::from_bits(RSRC2_EXCEPTIONS.get(r2)),
        };

        let r3 = le32(bytes, OFF_COMPUTE_PGM_RSRC3);
        let rsrc3 = if has_gfx90a_rsrc3(processor) {
            reserved(
                r3,
                RSRC3_GFX90A_ACCUM_OFFSET.mask() | RSRC3_GFX90A_TG_SPLIT.mask(),
                "COMPUTE_PGM_RSRC3",
            )?;
            Rsrc3::Gfx90a {
                accum_offset: RSRC3_GFX90A_ACCUM_OFFSET.get(r3) as u8,
                tg_split: RSRC3_GFX90A_TG_SPLIT.get_bool(r3),
            }
        } else if gen.is_gfx10_plus() {
            let mut def3 = RSRC3_GFX10_SHARED_VGPR_COUNT.mask();
            if gen >= Generation::Gfx11 {
                def3 |= RSRC3_GFX11_INST_PREF_SIZE.mask()
                    | RSRC3_GFX11_TRAP_ON_START.mask()
                    | RSRC3_GFX11_TRAP_ON_END.mask()
                    | RSRC3_GFX11_IMAGE_OP.mask();
            }
            reserved(r3, def3, "COMPUTE_PGM_RSRC3")?;
            Rsrc3::Gfx10 {
                shared_vgpr_count: RSRC3_GFX10_SHARED_VGPR_COUNT.get(r3) as u8,
                inst_pref_size: RSRC3_GFX11_INST_PREF_SIZE.get(r3) as u8,
                trap_on_start: RSRC3_GFX11_TRAP_ON_START.get_bool(r3),
                trap_on_end: RSRC3_GFX11_TRAP_ON_END.get_bool(r3),
                image_op: RSRC3_GFX11_IMAGE_OP.get_bool(r3),
            }
        } else {
            reserved(r3, 0, "COMPUTE_PGM_RSRC3")?;
            Rsrc3::None
        };

        let kcp = le16(bytes, OFF_KERNEL_CODE_PROPERTIES) as u32;
        let mut defk = [
            KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER,
            KCP_ENABLE_SGPR_DISPATCH_PTR,
            KCP_ENABLE_SGPR_QUEUE_PTR,
            KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR,
            KCP_ENABLE_SGPR_DISPATCH_ID,
            KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT,
            KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE,
            KCP_USES_DYNAMIC_STACK,
        ]
        .iter()
        .fold(0, |m, f| m | f.mask());
        if gen.is_gfx10_plus() {
            defk |= KCP_ENABLE_WAVEFRONT_SIZE32.mask();
        }
        reserved(kcp, defk, "kernel_code_properties")?;
        let kernel_code_properties = KernelCodeProperties {
            enable_sgpr_private_segment_buffer: KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER
                .get_bool(kcp),
            enable_sgpr_dispatch_ptr: KCP_ENABLE_SGPR_DISPATCH_PTR.get_bool(kcp),
            enable_sgpr_queue_ptr: KCP_ENABLE_SGPR_QUEUE_PTR.get_bool(kcp),
            enable_sgpr_kernarg_segment_ptr: KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR.get_bool(kcp),
            enable_sgpr_dispatch_id: KCP_ENABLE_SGPR_DISPATCH_ID.get_bool(kcp),
            enable_sgpr_flat_scratch_init: KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT.get_bool(kcp),
            enable_sgpr_private_segment_size: KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE.get_bool(kcp),
            enable_wavefront_size32: KCP_ENABLE_WAVEFRONT_SIZE32.get_bool(kcp),
            uses_dynamic_stack: KCP_USES_DYNAMIC_STACK.get_bool(kcp),
        };
        let kp = le16(bytes, OFF_KERNARG_PRELOAD) as u32;
        let kernarg_preload = KernargPreload {
            length: KARG_PRELOAD_SPEC_LENGTH.get(kp) as u8,
            offset: KARG_PRELOAD_SPEC_OFFSET.get(kp) as u16,
        };
        let mut entry = [0u8; 8];
        entry.copy_from_slice(
            &bytes[OFF_KERNEL_CODE_ENTRY_BYTE_OFFSET..OFF_KERNEL_CODE_ENTRY_BYTE_OFFSET + 8],
        );
        Ok(KernelDescriptor {
            group_segment_fixed_size: le32(bytes, OFF_GROUP_SEGMENT_FIXED_SIZE),
            private_segment_fixed_size: le32(bytes, OFF_PRIVATE_SEGMENT_FIXED_SIZE),
            kernarg_size: le32(bytes, OFF_KERNARG_SIZE),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            rsrc1,
            rsrc2,
            rsrc3,
            kernel_code_properties,
            kernarg_preload,
        })
    }

    /// The COMPUTE_PGM_RSRC1 word.
    pub fn rsrc1_word(&self) -> Result<u32> {
        let r = &self.rsrc1;
        let mut w = 0;
        RSRC1_GRANULATED_WORKITEM_VGPR_COUNT.put(
            &mut w,
            r.granulated_workitem_vgpr_count as u32,
            "GRANULATED_WORKITEM_VGPR_COUNT",
        )?;
        RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT.put(
            &mut w,
            r.granulated_wavefront_sgpr_count as u32,
            "GRANULATED_WAVEFRONT_SGPR_COUNT",
        )?;
        RSRC1_PRIORITY.put(&mut w, r.priority as u32, "PRIORITY")?;
        RSRC1_FLOAT_ROUND_MODE_32.put(&mut w, r.float_mode.round_32 as u32, "")?;
        RSRC1_FLOAT_ROUND_MODE_16_64.put(&mut w, r.float_mode.round_16_64 as u32, "")?;
        RSRC1_FLOAT_DENORM_MODE_32.put(&mut w, r.float_mode.denorm_32 as u32, "")?;
        RSRC1_FLOAT_DENORM_MODE_16_64.put(&mut w, r.float_mode.denorm_16_64 as u32, "")?;
        RSRC1_PRIV.put_bool(&mut w, r.priv_);
        RSRC1_ENABLE_DX10_CLAMP.put_bool(&mut w, r.enable_dx10_clamp);
        RSRC1_DEBUG_MODE.put_bool(&mut w, r.debug_mode);
        RSRC1_ENABLE_IEEE_MODE.put_bool(&mut w, r.enable_ieee_mode);
        RSRC1_BULKY.put_bool(&mut w, r.bulky);
        RSRC1_CDBG_USER.put_bool(&mut w, r.cdbg_user);
        RSRC1_FP16_OVFL.put_bool(&mut w, r.fp16_ovfl);
        RSRC1_WGP_MODE.put_bool(&mut w, r.wgp_mode);
        RSRC1_MEM_ORDERED.put_bool(&mut w, r.mem_ordered);
        RSRC1_FWD_PROGRESS.put_bool(&mut w, r.fwd_progress);
        Ok(w)
    }

    /// The COMPUTE_PGM_RSRC2 word.
    pub fn rsrc2_word(&self) -> Result<u32> {
        let r = &self.rsrc2;
        let mut w = 0;
        RSRC2_ENABLE_PRIVATE_SEGMENT.put_bool(&mut w, r.enable_private_segment);
        RSRC2_USER_SGPR_COUNT.put(&mut w, r.user_sgpr_count as u32, "USER_SGPR_COUNT")?;
        RSRC2_ENABLE_TRAP_HANDLER.put_bool(&mut w, r.enable_trap_handler);
        RSRC2_ENABLE_SGPR_WORKGROUP_ID_X.put_bool(&mut w, r.enable_sgpr_workgroup_id_x);
        RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y.put_bool(&mut w, r.enable_sgpr_workgroup_id_y);
        RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z.put_bool(&mut w, r.enable_sgpr_workgroup_id_z);
        RSRC2_ENABLE_SGPR_WORKGROUP_INFO.put_bool(&mut w, r.enable_sgpr_workgroup_info);
        RSRC2_ENABLE_VGPR_WORKITEM_ID.put(&mut w, r.enable_vgpr_workitem_id as u32, "")?;
        RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH.put_bool(&mut w, r.enable_exception_address_watch);
        RSRC2_ENABLE_EXCEPTION_MEMORY.put_bool(&mut w, r.enable_exception_memory);
        RSRC2_GRANULATED_LDS_SIZE.put(
            &mut w,
            r.granulated_lds_size as u32,
            "GRANULATED_LDS_SIZE",
        )?;
        RSRC2_EXCEPTIONS.put(&mut w, r.exceptions.to_bits(), "")?;
        Ok(w)
    }

    /// The COMPUTE_PGM_RSRC3 word.
    pub fn rsrc3_word(&self) -> Result<u32> {
        let mut w = 0;
        match self.rsrc3 {
            Rsrc3::None => {}
            Rsrc3::Gfx90a {
                accum_offset,
                tg_split,
            } => {
                RSRC3_GFX90A_ACCUM_OFFSET.put(&mut w, accum_offset as u32, "ACCUM_OFFSET")?;
                RSRC3_GFX90A_TG_SPLIT.put_bool(&mut w, tg_split);
            }
            Rsrc3::Gfx10 {
                shared_vgpr_count,
                inst_pref_size,
                trap_on_start,
                trap_on_end,
                image_op,
            } => {
                RSRC3_GFX10_SHARED_VGPR_COUNT.put(
                    &mut w,
                    shared_vgpr_count as u32,
                    "SHARED_VGPR_COUNT",
                )?;
                RSRC3_GFX11_INST_PREF_SIZE.put(&mut w, inst_pref_size as u32, "INST_PREF_SIZE")?;
                RSRC3_GFX11_TRAP_ON_START.put_bool(&mut w, trap_on_start);
                RSRC3_GFX11_TRAP_ON_END.put_bool(&mut w, trap_on_end);
                RSRC3_GFX11_IMAGE_OP.put_bool(&mut w, image_op);
            }
        }
        Ok(w)
    }

    /// The kernel_code_properties half-word.
    pub fn kernel_code_properties_word(&self) -> u16 {
        let k = &self.kernel_code_properties;
        let mut w = 0;
        KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER
            .put_bool(&mut w, k.enable_sgpr_private_segment_buffer);
        KCP_ENABLE_SGPR_DISPATCH_PTR.put_bool(&mut w, k.enable_sgpr_dispatch_ptr);
        KCP_ENABLE_SGPR_QUEUE_PTR.put_bool(&mut w, k.enable_sgpr_queue_ptr);
        KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR.put_bool(&mut w, k.enable_sgpr_kernarg_segment_ptr);
        KCP_ENABLE_SGPR_DISPATCH_ID.put_bool(&mut w, k.enable_sgpr_dispatch_id);
        KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT.put_bool(&mut w, k.enable_sgpr_flat_scratch_init);
        KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE.put_bool(&mut w, k.enable_sgpr_private_segment_size);
        KCP_ENABLE_WAVEFRONT_SIZE32.put_bool(&mut w, k.enable_wavefront_size32);
        KCP_USES_DYNAMIC_STACK.put_bool(&mut w, k.uses_dynamic_stack);
        w as u16
    }

    /// Encode to the 64-byte image; an out-of-range field is an error.
    pub fn encode(&self) -> Result<[u8; KERNEL_DESCRIPTOR_SIZE]> {
        let mut b = [0u8; KERNEL_DESCRIPTOR_SIZE];
        let mut put32 = |off: usize, v: u32| b[off..off + 4].copy_from_slice(&v.to_le_bytes());
        put32(OFF_GROUP_SEGMENT_FIXED_SIZE, self.group_segment_fixed_size);
        put32(
            OFF_PRIVATE_SEGMENT_FIXED_SIZE,
            self.private_segment_fixed_size,
        );
        put32(OFF_KERNARG_SIZE, self.kernarg_size);
        put32(OFF_COMPUTE_PGM_RSRC3, self.rsrc3_word()?);
        put32(OFF_COMPUTE_PGM_RSRC1, self.rsrc1_word()?);
        put32(OFF_COMPUTE_PGM_RSRC2, self.rsrc2_word()?);
        b[OFF_KERNEL_CODE_ENTRY_BYTE_OFFSET..OFF_KERNEL_CODE_ENTRY_BYTE_OFFSET + 8]
            .copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[OFF_KERNEL_CODE_PROPERTIES..OFF_KERNEL_CODE_PROPERTIES + 2]
            .copy_from_slice(&self.kernel_code_properties_word().to_le_bytes());
        let mut kp = 0;
        KARG_PRELOAD_SPEC_LENGTH.put(
            &mut kp,
            self.kernarg_preload.length as u32,
            "KERNARG_PRELOAD_SPEC_LENGTH",
        )?;
        KARG_PRELOAD_SPEC_OFFSET.put(
            &mut kp,
            self.kernarg_preload.offset as u32,
            "KERNARG_PRELOAD_SPEC_OFFSET",
        )?;
        b[OFF_KERNARG_PRELOAD..OFF_KERNARG_PRELOAD + 2].copy_from_slice(&(kp as u16).to_le_bytes());
        Ok(b)
    }

    /// Check that the fields are legal for `processor` (the checks `decode` applies).
    pub fn validate(&self, processor: &Processor) -> Result<()> {
        KernelDescriptor::decode(&self.encode()?, processor).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_isa::processor;

    #[test]
    fn reference_gfx90a_descriptor_decodes() {
        // Digest §6.9: gfx90a V5 kernel `add`.
        let mut b = [0u8; 64];
        b[8] = 20;
        b[16..24].copy_from_slice(&0x1100i64.to_le_bytes());
        b[48..52].copy_from_slice(&0x00AF_0040u32.to_le_bytes());
        b[52..56].copy_from_slice(&0x8Cu32.to_le_bytes());
        b[56] = 0x09;
        let kd = KernelDescriptor::decode(&b, processor("gfx90a").unwrap()).unwrap();
        assert_eq!(kd.kernarg_size, 20);
        assert_eq!(kd.kernel_code_entry_byte_offset, 0x1100);
        assert_eq!(kd.rsrc1.granulated_wavefront_sgpr_count, 1);
        assert_eq!(kd.rsrc1.float_mode.denorm_32, FloatDenormMode::FlushNone);
        assert!(kd.rsrc1.enable_dx10_clamp && kd.rsrc1.enable_ieee_mode);
        assert_eq!(kd.rsrc2.user_sgpr_count, 6);
        assert!(kd.rsrc2.enable_sgpr_workgroup_id_x);
        assert!(kd.kernel_code_properties.enable_sgpr_private_segment_buffer);
        assert_eq!(kd.kernel_code_properties.user_sgprs(), 6);
        assert_eq!(
            kd.rsrc3,
            Rsrc3::Gfx90a {
                accum_offset: 0,
                tg_split: false
            }
        );
        assert_eq!(kd.encode().unwrap(), b);
    }

    #[test]
    fn reserved_bits_are_errors_per_generation() {
        let p900 = processor("gfx900").unwrap();
        let p1100 = processor("gfx1100").unwrap();
        let mut b = [0u8; 64];
        b[48 + 3] = 0x20; // RSRC1 bit 29 WGP_MODE: GFX10+ only
        assert!(KernelDescriptor::decode(&b, p900).is_err());
        assert!(KernelDescriptor::decode(&b, p1100).is_ok());
        let mut b = [0u8; 64];
        b[44] = 1; // RSRC3 on gfx900 must be 0
        assert!(KernelDescriptor::decode(&b, p900).is_err());
        let mut b = [0u8; 64];
        b[30] = 1;
        assert!(KernelDescriptor::decode(&b, p1100).is_err());
        assert!(KernelDescriptor::decode(&[0u8; 63], p1100).is_err());
    }

    #[test]
    fn out_of_range_field_is_an_error() {
        let mut kd = KernelDescriptor::default();
        kd.rsrc2.user_sgpr_count = 32;
        assert!(kd.encode().is_err());
    }
}
