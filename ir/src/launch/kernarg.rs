//! The kernarg segment: explicit arguments and the code-object-V5 hidden block.
//!
//! Shared by every engine and by the code-object emitter, so that they agree byte for byte.
//! Guarantees ([`kernarg_layout`]): explicit arguments in order, each at the next multiple of
//! its ABI alignment (`Type::abi_align`), occupying `Type::alloc_size` bytes (as LLVM's
//! `AMDGPULowerKernelArguments` and the metadata `.size` count them); then the 256-byte
//! V5 hidden block at the next multiple of 8 (`../shared/notes/spec-code-object.md` §3.8,
//! §8.3). The block is always present. [`build_kernarg_segment`] writes a launch's arguments and
//! fills the hidden block as the ROCm runtime does (docs/launch-spec.md, "Hidden arguments").

use super::spec::{ArgSpec, LaunchSpec};
use crate::function::ByRefParam;
use crate::types::{AddrSpace, Type};

/// Offsets inside the V5 hidden block (spec-code-object.md §3.8).
pub mod hidden {
    pub const BLOCK_COUNT_X: u32 = 0;
    pub const BLOCK_COUNT_Y: u32 = 4;
    pub const BLOCK_COUNT_Z: u32 = 8;
    pub const GROUP_SIZE_X: u32 = 12;
    pub const GROUP_SIZE_Y: u32 = 14;
    pub const GROUP_SIZE_Z: u32 = 16;
    pub const REMAINDER_X: u32 = 18;
    pub const REMAINDER_Y: u32 = 20;
    pub const REMAINDER_Z: u32 = 22;
    pub const GLOBAL_OFFSET_X: u32 = 40;
    pub const GLOBAL_OFFSET_Y: u32 = 48;
    pub const GLOBAL_OFFSET_Z: u32 = 56;
    pub const GRID_DIMS: u32 = 64;
    pub const PRINTF_BUFFER: u32 = 72;
    pub const HOSTCALL_BUFFER: u32 = 80;
    pub const MULTIGRID_SYNC_ARG: u32 = 88;
    pub const HEAP_V1: u32 = 96;
    pub const DEFAULT_QUEUE: u32 = 104;
    pub const COMPLETION_ACTION: u32 = 112;
    pub const DYNAMIC_LDS_SIZE: u32 = 120;
    pub const PRIVATE_BASE: u32 = 192;
    pub const SHARED_BASE: u32 = 196;
    pub const QUEUE_PTR: u32 = 200;
    /// Size of the V5 hidden block.
    pub const SIZE: u32 = 256;
    /// The pointer-valued fields (each must point at valid memory).
    pub const POINTERS: [u32; 7] = [
        PRINTF_BUFFER,
        HOSTCALL_BUFFER,
        MULTIGRID_SYNC_ARG,
        HEAP_V1,
        DEFAULT_QUEUE,
        COMPLETION_ACTION,
        QUEUE_PTR,
    ];
}

/// Where a kernel's arguments live in its kernarg segment.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KernargLayout {
    /// Byte offset of each explicit argument.
    pub offsets: Vec<u32>,
    /// Byte size of each explicit argument (its alloc size).
    pub sizes: Vec<u32>,
    /// End of the last explicit argument.
    pub explicit_size: u32,
    /// Offset of the hidden block (a multiple of 8).
    pub hidden_offset: u32,
    /// Total size (`.kernarg_segment_size`), hidden block included.
    pub size: u32,
    /// Segment alignment (`.kernarg_segment_align`): the largest argument alignment, at
    /// least 8.
    pub align: u32,
}

/// The layout of a kernel with parameters `params` (none passed by reference).
pub fn kernarg_layout(params: &[Type]) -> KernargLayout {
    kernarg_layout_byref(params, &[])
}

/// (size, alignment) of parameter `i` in the kernarg segment: its type's, or for a
/// parameter passed by reference the referenced bytes'.
pub fn kernarg_slot(params: &[Type], byref: &[ByRefParam], i: usize) -> (u32, u32) {
    match byref.iter().find(|b| b.index as usize == i) {
        Some(b) => (b.size, b.align.max(1)),
        None => (params[i].alloc_size(), params[i].abi_align().max(1)),
    }
}

/// Each parameter's (offset, size, alignment) in order, as [`kernarg_layout_byref`] lays
/// them out, without collecting them (an offset alone is asked without a layout's vectors).
pub fn kernarg_places<'a>(
    params: &'a [Type],
    byref: &'a [ByRefParam],
) -> impl Iterator<Item = (u32, u32, u32)> + 'a {
    let mut off = 0u32;
    (0..params.len()).map(move |i| {
        let (size, a) = kernarg_slot(params, byref, i);
        let at = off.next_multiple_of(a);
        off = at + size;
        (at, size, a)
    })
}

/// The layout of a kernel with parameters `params`, those of `byref` occupying their
/// referenced bytes (LLVM lays a `byref(T)` or by-value aggregate argument out at T's
/// alignment, or the parameter's `align`, taking T's alloc size).
pub fn kernarg_layout_byref(params: &[Type], byref: &[ByRefParam]) -> KernargLayout {
    let mut off = 0u32;
    let mut align = 8u32;
    // (Sized once: one allocation each, where pushing grew them from nothing.)
    let (mut offsets, mut sizes) = (
        Vec::with_capacity(params.len()),
        Vec::with_capacity(params.len()),
    );
    for (at, size, a) in kernarg_places(params, byref) {
        offsets.push(at);
        sizes.push(size);
        off = at + size;
        align = align.max(a);
    }
    let hidden_offset = off.next_multiple_of(8);
    KernargLayout {
        offsets,
        sizes,
        explicit_size: off,
        hidden_offset,
        size: hidden_offset + hidden::SIZE,
        align,
    }
}

/// Values of the hidden block that depend on the engine's memory map.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct HiddenEnv {
    /// Addresses for the pointer fields of [`hidden::POINTERS`], in that order.
    pub pointers: [u64; 7],
    /// High 32 bits of the private and shared apertures.
    pub private_base_hi: u32,
    pub shared_base_hi: u32,
}

/// Grid dimensionality as `hidden_grid_dims` and the packet's `setup` give it: the highest
/// dimension with more than one work-item (at least 1).
pub fn grid_dims(grid: [u32; 3]) -> u32 {
    if grid[2] > 1 {
        3
    } else if grid[1] > 1 {
        2
    } else {
        1
    }
}

fn put(seg: &mut [u8], off: u32, bytes: &[u8]) {
    let o = off as usize;
    seg[o..o + bytes.len()].copy_from_slice(bytes);
}

/// Fills a 256-byte V5 hidden block.
pub fn fill_hidden_v5(block: &mut [u8], spec: &LaunchSpec, env: &HiddenEnv) {
    use hidden::*;
    for d in 0..3 {
        let (g, b) = (spec.grid[d], spec.block[d]);
        put(block, BLOCK_COUNT_X + 4 * d as u32, &(g / b).to_le_bytes());
        put(
            block,
            GROUP_SIZE_X + 2 * d as u32,
            &(b as u16).to_le_bytes(),
        );
        put(
            block,
            REMAINDER_X + 2 * d as u32,
            &((g % b) as u16).to_le_bytes(),
        );
        put(block, GLOBAL_OFFSET_X + 8 * d as u32, &0u64.to_le_bytes());
    }
    put(
        block,
        GRID_DIMS,
        &(grid_dims(spec.grid) as u16).to_le_bytes(),
    );
    for (i, &off) in POINTERS.iter().enumerate() {
        put(block, off, &env.pointers[i].to_le_bytes());
    }
    put(block, DYNAMIC_LDS_SIZE, &spec.lds_dynamic.to_le_bytes());
    put(block, PRIVATE_BASE, &env.private_base_hi.to_le_bytes());
    put(block, SHARED_BASE, &env.shared_base_hi.to_le_bytes());
}

/// The whole kernarg segment of a launch of a kernel with parameters `params` (those of
/// `byref` passed by reference: their argument is [`ArgSpec::Bytes`] of their size).
/// `buffer_addr(i)` is the address of `spec.buffers[i]`.
pub fn build_kernarg_segment(
    params: &[Type],
    byref: &[ByRefParam],
    spec: &LaunchSpec,
    buffer_addr: &dyn Fn(usize) -> u64,
    env: &HiddenEnv,
) -> Result<Vec<u8>, String> {
    if params.len() != spec.args.len() {
        return Err(format!(
            "kernel @{} takes {} argument{}, the launch gives {}",
            spec.kernel,
            params.len(),
            if params.len() == 1 { "" } else { "s" },
            spec.args.len()
        ));
    }
    let layout = kernarg_layout_byref(params, byref);
    let mut seg = vec![0u8; layout.size as usize];
    for (i, (arg, &ty)) in spec.args.iter().zip(params).enumerate() {
        let off = layout.offsets[i];
        let by_ref = byref.iter().any(|b| b.index as usize == i);
        match arg {
            ArgSpec::Bytes(bytes) if by_ref && bytes.len() == layout.sizes[i] as usize => {
                put(&mut seg, off, bytes)
            }
            ArgSpec::Bytes(bytes) => {
                return Err(format!(
                    "args[{i}]: {} bytes cannot stand for parameter {i} of @{}, which {}",
                    bytes.len(),
                    spec.kernel,
                    if by_ref {
                        format!("takes {} bytes by reference", layout.sizes[i])
                    } else {
                        format!("is {ty}")
                    }
                ))
            }
            _ if by_ref => {
                return Err(format!(
                    "args[{i}]: parameter {i} of @{} takes {} bytes by reference: give {{\"bytes\": [...]}}",
                    spec.kernel, layout.sizes[i]
                ))
            }
            ArgSpec::Buffer { name, offset } => {
                let bi = spec
                    .buffers
                    .iter()
                    .position(|b| b.name == *name)
                    .ok_or_else(|| format!("args[{i}]: unknown buffer \"{name}\""))?;
                let addr = buffer_addr(bi) + offset;
                match ty {
                    Type::Ptr(AddrSpace::Global | AddrSpace::Flat | AddrSpace::Constant) => {
                        put(&mut seg, off, &addr.to_le_bytes())
                    }
                    Type::Ptr(AddrSpace::Constant32) => {
                        put(&mut seg, off, &(addr as u32).to_le_bytes())
                    }
                    _ => {
                        return Err(format!(
                            "args[{i}]: a buffer needs a global, flat or constant pointer \
                             parameter; parameter {i} of @{} is {ty}",
                            spec.kernel
                        ))
                    }
                }
            }
            ArgSpec::Scalar { ty: st, bits } => {
                if st.bytes() != ty.alloc_size() {
                    return Err(format!(
                        "args[{i}]: a {} ({} bytes) cannot stand for parameter {i} of @{}, \
                         which is {ty} ({} bytes)",
                        st.name(),
                        st.bytes(),
                        spec.kernel,
                        ty.alloc_size()
                    ));
                }
                put(&mut seg, off, &bits.to_le_bytes()[..st.bytes() as usize]);
            }
        }
    }
    let h = layout.hidden_offset as usize;
    fill_hidden_v5(&mut seg[h..h + hidden::SIZE as usize], spec, env);
    Ok(seg)
}
