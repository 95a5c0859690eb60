//! The AMDGPU C calling convention of device functions, as llc-19 applies it (AMDGPUUsage "Call
//! Convention"; LLVM's `CC_AMDGPU_Func`, `RetCC_AMDGPU_Func` and `CSR_AMDGPU*`): where each
//! argument and the result of a call live, which registers a callee preserves, and the fixed
//! registers of a call (return address, stack and frame pointer).
//!
//! Guarantees (checked against llc-19 on every IR type by `tests/call_abi.rs`, whose goldens
//! were made with llc-19):
//! * [`assign_args`]: a value is cut into pieces (64-bit scalars and pointers into two dwords,
//!   vectors lane by lane with lanes of 16 bits packed two to a dword, a lone 1-, 8- or
//!   16-bit value widened to a dword, 1- and 8-bit vector lanes widened to 16 bits, one
//!   piece each); the pieces take v0..v30 in order (llc-19 keeps v31 for the packed work-item
//!   ids of the fixed ABI even when the callee reads none), then each further piece takes a
//!   4-byte stack slot at increasing offsets from the stack pointer at entry, holding its
//!   size (2 bytes for a widened lane). A value may straddle v30 and the stack.
//! * [`assign_result`]: the result's pieces take v0..v31; a larger result is returned
//!   through a hidden pointer by llc-19 (`sret`), which gfxc does not implement (an error).
//! * Callee-saved: SGPRs s30..s105 (the return address s[30:31], the stack pointer s32 and the
//!   frame pointer s33 among them) within the target's addressable SGPRs; VGPRs v40..v47,
//!   v56..v63, ... (eight of every sixteen from v40), with their inactive lanes too; AGPRs
//!   a32..a255 on gfx90a/gfx942 (unified register file), none on gfx908. VCC, s0..s29 and
//!   every other VGPR are clobbered by a call.
//! * [`stack_pointer_scale`]: s32/s33 count per-lane bytes with architected flat scratch and wave bytes
//!   (per-lane bytes times the wave size) with MUBUF scratch.
//!
//! The compile path uses it for the device functions that stay real calls
//! (`gfxc_lower::inline`): [`crate::calls`] selects their entries and call sites with it.

use gfxc_ir::Type;
use gfxc_isa::processors::Target;

/// The VGPRs that carry arguments: v0..v30 (v31 holds the work-item ids).
pub const ARG_VGPRS: u16 = 31;
/// The VGPRs that carry a result: v0..v31.
pub const RESULT_VGPRS: u16 = 32;
/// The VGPR of the packed work-item ids (x | y << 10 | z << 20) in the fixed ABI.
pub const WORKITEM_IDS: u16 = 31;
/// The return address: s[30:31] (`s_swappc_b64 s[30:31], ...`, `s_setpc_b64 s[30:31]`).
pub const RETURN_ADDRESS: u16 = 30;
/// The stack pointer: s32, an offset into the wave's scratch (unswizzled, scaled by the wave
/// size, with MUBUF scratch; per lane with flat scratch).
pub const STACK_POINTER: u16 = 32;
/// The frame pointer: s33.
pub const FRAME_POINTER: u16 = 33;

/// Where one dword piece of an argument or result lives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Loc {
    /// A VGPR `v<n>`.
    Vgpr(u16),
    /// `size` bytes at `offset` from the stack pointer at the callee's entry.
    Stack { offset: u32, size: u32 },
}

/// The pieces of a value as the convention cuts them: the bytes each holds in a stack slot
/// (each piece takes one VGPR, or one 4-byte stack slot).
pub fn pieces(ty: Type) -> Vec<u32> {
    match ty {
        // A lone value narrower than 32 bits is widened to i32.
        Type::Scalar(s) if s.bits() <= 32 => vec![4],
        Type::Scalar(_) => vec![4, 4],
        Type::Ptr(space) => vec![4; space.pointer_bits().div_ceil(32) as usize],
        Type::Vector(s, n) => {
            let n = n as usize;
            match s.bits() {
                // Lanes of 16 bits are packed in pairs (<2 x i16>, <2 x half>).
                16 => vec![4; n.div_ceil(2)],
                // 1- and 8-bit lanes are widened to i16, one piece each.
                1 | 8 => vec![2; n],
                32 => vec![4; n],
                _ => vec![4; 2 * n],
            }
        }
    }
}

/// Argument locations of a call: the pieces of each parameter, and the stack bytes the
/// arguments take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args {
    pub locs: Vec<Vec<Loc>>,
    pub stack_bytes: u32,
}

/// Where the arguments of a function taking `params` live (no implicit inputs: the callee
/// reads no work-item or work-group ids, dispatch or queue pointers).
pub fn assign_args(params: &[Type]) -> Args {
    let mut next_v = 0u16;
    let mut offset = 0u32;
    let locs = params
        .iter()
        .map(|&ty| {
            pieces(ty)
                .into_iter()
                .map(|size| {
                    if next_v < ARG_VGPRS {
                        next_v += 1;
                        Loc::Vgpr(next_v - 1)
                    } else {
                        offset += 4;
                        Loc::Stack {
                            offset: offset - 4,
                            size,
                        }
                    }
                })
                .collect()
        })
        .collect();
    Args {
        locs,
        stack_bytes: offset,
    }
}

/// Where a function's result lives: v0.. (an empty list for no result).
pub fn assign_result(ty: Option<Type>) -> Result<Vec<Loc>, String> {
    let Some(ty) = ty else {
        return Ok(Vec::new());
    };
    let n = pieces(ty).len();
    if n > RESULT_VGPRS as usize {
        return Err(format!(
            "unsupported: a result of {n} dwords (more than v0..v31: llc-19 returns it through \
             a hidden pointer)"
        ));
    }
    Ok((0..n as u16).map(Loc::Vgpr).collect())
}

/// Whether a callee preserves SGPR `s<r>` (s30..s105 within the target's SGPRs).
pub fn callee_saved_sgpr(target: &Target, r: u16) -> bool {
    (30..=105).contains(&r) && r < target.processor.regs.addressable_sgprs
}

/// Whether a callee preserves VGPR `v<r>` (all its lanes): v40..v47, v56..v63, ...
pub fn callee_saved_vgpr(r: u16) -> bool {
    r >= 40 && (r - 40) % 16 < 8 && r < 256
}

/// Whether a callee preserves AGPR `a<r>`: a32..a255 where the AGPRs share the VGPR file
/// (gfx90a, gfx942); none on gfx908.
pub fn callee_saved_agpr(target: &Target, r: u16) -> bool {
    let regs = &target.processor.regs;
    regs.unified_vgpr_agpr && r < regs.agprs && r >= 32
}

/// What one unit of the stack pointer s32 (and frame pointer s33) is, as a multiple of a
/// per-lane byte: 1 where the stack is reached with `scratch_*` instructions (architected flat
/// scratch: gfx942, GFX11), the wave size where it is reached with MUBUF through the scratch
/// V# (the unswizzled wave offset: a 16-byte frame is `s_addk_i32 s32, 0x400` in wave64).
pub fn stack_pointer_scale(target: &Target) -> u32 {
    use gfxc_isa::processors::FlatScratch;
    if target.processor.flat_scratch == FlatScratch::Architected {
        1
    } else {
        target.wave_size()
    }
}
