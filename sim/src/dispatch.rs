//! Dispatch: from a launch spec and a code object, the memory image (buffers, kernarg segment,
//! AQL dispatch packet, queue, hidden-argument targets, scratch) and the initial state of every
//! wave.
//!
//! Guarantees (AMDGPUUsage "Initial Kernel Execution State", digest `spec-code-object.md` §7-8):
//! - explicit arguments are written at the offsets the kernel's metadata gives, and must match
//!   the launch's argument count and sizes; hidden arguments are filled by kind as the ROCm
//!   runtime does (V5 values from `gfxc_ir::launch::fill_hidden_v5`; pointers point at zeroed
//!   memory or the real queue; V4 global offsets 0, sizes come from the dispatch packet §8.2);
//! - user SGPRs are loaded densely from s0 in the order private segment buffer, dispatch ptr,
//!   queue ptr, kernarg ptr, dispatch id, flat scratch init, private segment size, for exactly
//!   the enable bits set; system SGPRs start at `s[USER_SGPR_COUNT]`: work-group id X, Y, Z,
//!   work-group info, private segment wave offset (non-architected targets only);
//! - work-item ids: v0/v1/v2, or packed into v0 (10 bits each) on gfx90a/gfx940/GFX11;
//! - flat scratch: GFX7/GFX8 get the scratch offset from `SH_HIDDEN_PRIVATE_BASE_VIMID` and
//!   the per-lane size in Flat Scratch Init (the prolog builds FLAT_SCRATCH_HI/LO, 104/105 on
//!   GFX7, 102/103 on GFX8); GFX6-GFX8 MUBUF scratch goes through the private segment buffer
//!   plus the wave offset; GFX9 and GFX10 get the 64-bit scratch base in Flat Scratch Init and the wave
//!   offset in a system SGPR (the prolog combines them); architected targets (gfx940+, GFX11)
//!   start with FLAT_SCRATCH = base + wave offset;
//! - EXEC has a bit for each work-item that exists (partial waves of partial work-groups).

use crate::error::{Result, SimError};
use crate::memory::Memory;
use crate::wave::{Mode, Wave, FLAT_SCR};
use gfxc_emit::descriptor::{FloatDenormMode, FloatRoundMode, KernelDescriptor, WorkItemIds};
use gfxc_emit::metadata::KernelMetadata;
use gfxc_emit::metadata_args::{hidden_layout, ValueKind};
use gfxc_ir::launch::{fill_hidden_v5, ArgSpec, HiddenEnv, LaunchSpec};
use gfxc_isa::processors::{FlatScratch, Generation, Processor, Target};

/// Addresses and sizes of one dispatch.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    pub buffers: Vec<u64>,
    pub kernarg: u64,
    pub packet: u64,
    pub queue: u64,
    pub scratch: u64,
    /// Scratch bytes per wave.
    pub scratch_per_wave: u64,
    pub private_size: u32,
    pub lds_size: u32,
}

/// Refuses a launch a runtime refuses (launch-spec.md): a work-group larger than the kernel's
/// `.max_flat_workgroup_size` or, where the metadata has one, different from its
/// `.reqd_workgroup_size`; or one whose waves cannot be resident on one CU (WGP) at once with
/// the kernel's registers (waves per SIMD as LLVM counts them, `gfxc_emit::report::occupancy`)
/// and LDS (static plus `lds_dynamic`, at most 64 KiB per work-group).
pub fn check_launch(
    spec: &LaunchSpec,
    md: &KernelMetadata,
    kd: &KernelDescriptor,
    target: &Target,
) -> Result<()> {
    let b = spec.block;
    let items = b[0] * b[1] * b[2];
    if md.max_flat_workgroup_size > 0 && items as u64 > md.max_flat_workgroup_size {
        return Err(SimError::launch(format!(
            "block {}x{}x{} ({items} work-items) exceeds the kernel's max_flat_workgroup_size {}",
            b[0], b[1], b[2], md.max_flat_workgroup_size
        )));
    }
    if let Some(r) = &md.reqd_workgroup_size {
        if r.iter().map(|&x| x as u32).ne(b.iter().copied()) {
            return Err(SimError::launch(format!(
                "block {}x{}x{} differs from the kernel's reqd_workgroup_size {r:?}",
                b[0], b[1], b[2]
            )));
        }
    }
    let lds = kd.group_segment_fixed_size as u64 + spec.lds_dynamic as u64;
    if lds > MAX_GROUP_LDS {
        return Err(SimError::launch(format!(
            "the work-group needs {lds} bytes of LDS ({} static + {} dynamic), more than a CU has ({MAX_GROUP_LDS})",
            kd.group_segment_fixed_size, spec.lds_dynamic
        )));
    }
    let (waves, why) = gfxc_emit::report::occupancy(
        target,
        md.sgpr_count as u32,
        md.vgpr_count as u32,
        md.agpr_count.unwrap_or(0) as u32,
        0,
        items,
    );
    let simds = if target.processor.generation.is_gfx10_plus() && target.cumode {
        2
    } else {
        4
    };
    let need = items.div_ceil(target.wave_size()).div_ceil(simds);
    if waves < need {
        return Err(SimError::launch(format!(
            "a work-group of {items} work-items needs {need} waves per SIMD, but the kernel's {why} \
             ({} VGPRs, {} AGPRs, {} SGPRs) allow {waves}: no CU can hold it",
            md.vgpr_count,
            md.agpr_count.unwrap_or(0),
            md.sgpr_count
        )));
    }
    Ok(())
}

/// LDS one work-group may allocate on every supported generation.
const MAX_GROUP_LDS: u64 = 65536;

/// Size of each zeroed region behind a pointer-valued hidden argument.
const HIDDEN_REGION: usize = 4096;

/// Build the memory image of a launch.
#[allow(clippy::too_many_arguments)]
pub fn build(
    mem: &mut Memory,
    spec: &LaunchSpec,
    md: &KernelMetadata,
    kd: &KernelDescriptor,
    kd_addr: u64,
    version: u32,
    wave_size: u32,
    waves_per_group: u32,
) -> Result<Layout> {
    let mut l = Layout::default();
    for b in &spec.buffers {
        l.buffers
            .push(mem.alloc(&format!("buffer \"{}\"", b.name), b.initial_bytes()));
    }
    // Queue (amd_queue_t; group/private aperture hi at 0x40/0x44 for pre-V5 GFX8 code).
    let mut q = vec![0u8; 256];
    q[0x40..0x44].copy_from_slice(&crate::memory::SHARED_APERTURE_HI.to_le_bytes());
    q[0x44..0x48].copy_from_slice(&crate::memory::PRIVATE_APERTURE_HI.to_le_bytes());
    l.queue = mem.alloc("queue", q);
    let mut ptrs = [0u64; 7];
    for (k, p) in ptrs.iter_mut().enumerate() {
        *p = if k == 6 {
            l.queue
        } else {
            mem.alloc("hidden argument target", vec![0; HIDDEN_REGION])
        };
    }
    l.private_size = kd
        .private_segment_fixed_size
        .max(md.private_segment_fixed_size as u32);
    // A dynamic stack (recursion, indirect calls) gets `stack_bytes` more (launch-spec.md).
    if md.uses_dynamic_stack.is_some_and(|f| f.is_set()) {
        l.private_size = l
            .private_size
            .checked_add(spec.stack_bytes)
            .ok_or_else(|| SimError::launch("private segment size overflows"))?;
    }
    l.private_size = l.private_size.next_multiple_of(4);
    l.lds_size = kd
        .group_segment_fixed_size
        .max(md.group_segment_fixed_size as u32)
        + spec.lds_dynamic;
    if l.private_size > 0 {
        l.scratch_per_wave = (l.private_size as u64 * wave_size as u64).next_multiple_of(1024);
        l.scratch = mem.alloc(
            "scratch",
            vec![0; (l.scratch_per_wave * waves_per_group as u64) as usize],
        );
    }
    // Kernarg segment.
    let size = md.kernarg_segment_size.max(kd.kernarg_size as u64) as usize;
    // Zero-filled padding up to the next multiple of 64 bytes, at least 64 (launch-spec.md):
    // compilers may fetch the last arguments with a wide scalar load past the segment's end.
    let mut ka = vec![0u8; size.next_multiple_of(64).max(64)];
    let args = md.args.clone().unwrap_or_default();
    let explicit: Vec<_> = args.iter().filter(|a| !a.value_kind.is_hidden()).collect();
    if explicit.len() != spec.args.len() {
        return Err(SimError::launch(format!(
            "kernel {} takes {} argument{}, the launch gives {}",
            spec.kernel,
            explicit.len(),
            if explicit.len() == 1 { "" } else { "s" },
            spec.args.len()
        )));
    }
    let put = |ka: &mut Vec<u8>, off: u64, bytes: &[u8]| -> Result<()> {
        let o = off as usize;
        if o + bytes.len() > ka.len() {
            return Err(SimError::launch(format!(
                "argument at offset {off} lies outside the kernarg segment of {} bytes",
                ka.len()
            )));
        }
        ka[o..o + bytes.len()].copy_from_slice(bytes);
        Ok(())
    };
    for (i, (a, s)) in explicit.iter().zip(&spec.args).enumerate() {
        match s {
            ArgSpec::Buffer { name, offset } => {
                let bi = spec
                    .buffers
                    .iter()
                    .position(|b| &b.name == name)
                    .ok_or_else(|| {
                        SimError::launch(format!("args[{i}]: unknown buffer \"{name}\""))
                    })?;
                let addr = l.buffers[bi] + offset;
                if a.size != 8 && a.size != 4 {
                    return Err(SimError::launch(format!(
                        "args[{i}]: a buffer needs a pointer argument; argument {i} of {} has {} bytes",
                        spec.kernel, a.size
                    )));
                }
                put(&mut ka, a.offset, &addr.to_le_bytes()[..a.size as usize])?;
            }
            ArgSpec::Scalar { ty, bits } => {
                if ty.bytes() as u64 != a.size {
                    return Err(SimError::launch(format!(
                        "args[{i}]: a {} ({} bytes) cannot stand for argument {i} of {}, which has {} bytes",
                        ty.name(),
                        ty.bytes(),
                        spec.kernel,
                        a.size
                    )));
                }
                put(&mut ka, a.offset, &bits.to_le_bytes()[..a.size as usize])?;
            }
            ArgSpec::Bytes(bytes) => {
                if bytes.len() as u64 != a.size || a.value_kind != ValueKind::ByValue {
                    return Err(SimError::launch(format!(
                        "args[{i}]: {} bytes cannot stand for argument {i} of {}, which has {} bytes",
                        bytes.len(),
                        spec.kernel,
                        a.size
                    )));
                }
                put(&mut ka, a.offset, bytes)?;
            }
        }
    }
    // Hidden arguments by kind.
    let env = HiddenEnv {
        pointers: ptrs,
        private_base_hi: crate::memory::PRIVATE_APERTURE_HI,
        shared_base_hi: crate::memory::SHARED_APERTURE_HI,
    };
    let mut v5 = vec![0u8; 256];
    fill_hidden_v5(&mut v5, spec, &env);
    let v5_layout = hidden_layout(5);
    for a in args.iter().filter(|a| a.value_kind.is_hidden()) {
        let n = a.size.min(8) as usize;
        let bytes: Vec<u8> = if version >= 5 {
            match v5_layout.iter().find(|s| s.kind == a.value_kind) {
                Some(s) => v5[s.offset as usize..s.offset as usize + n].to_vec(),
                None => vec![0; n],
            }
        } else {
            let v: u64 = match a.value_kind {
                ValueKind::HiddenPrintfBuffer | ValueKind::HiddenHostcallBuffer => ptrs[0],
                ValueKind::HiddenMultigridSyncArg => ptrs[2],
                ValueKind::HiddenDefaultQueue => ptrs[4],
                ValueKind::HiddenCompletionAction => ptrs[5],
                _ => 0,
            };
            v.to_le_bytes()[..n].to_vec()
        };
        put(&mut ka, a.offset, &bytes)?;
    }
    l.kernarg = mem.alloc("kernarg segment", ka);
    // AQL kernel dispatch packet (§8.2).
    let mut p = vec![0u8; 64];
    let dims = gfxc_ir::launch::grid_dims(spec.grid) as u16;
    p[0..2].copy_from_slice(&2u16.to_le_bytes());
    p[2..4].copy_from_slice(&dims.to_le_bytes());
    for d in 0..3 {
        p[4 + 2 * d..6 + 2 * d].copy_from_slice(&(spec.block[d] as u16).to_le_bytes());
        p[12 + 4 * d..16 + 4 * d].copy_from_slice(&spec.grid[d].to_le_bytes());
    }
    p[24..28].copy_from_slice(&l.private_size.to_le_bytes());
    p[28..32].copy_from_slice(&l.lds_size.to_le_bytes());
    p[32..40].copy_from_slice(&kd_addr.to_le_bytes());
    p[40..48].copy_from_slice(&l.kernarg.to_le_bytes());
    l.packet = mem.alloc("dispatch packet", p);
    Ok(l)
}

/// Everything needed to create the waves of a work-group.
pub struct WaveSetup<'a> {
    pub kd: &'a KernelDescriptor,
    pub proc: &'static Processor,
    pub layout: &'a Layout,
    pub wave_size: u32,
    pub nv: u32,
    pub na: u32,
    pub strict: bool,
    pub m0: usize,
    pub gen10: bool,
}

/// The initial float mode of a kernel.
pub fn initial_mode(kd: &KernelDescriptor) -> Result<Mode> {
    let fm = kd.rsrc1.float_mode;
    if fm.round_32 != FloatRoundMode::NearEven || fm.round_16_64 != FloatRoundMode::NearEven {
        return Err(SimError::new(
            crate::error::ErrorKind::Unsupported,
            "the kernel descriptor asks for a rounding mode other than round-to-nearest-even",
        ));
    }
    let bits = |d: FloatDenormMode| d as u32;
    let mut m = Mode {
        ieee: kd.rsrc1.enable_ieee_mode,
        dx10_clamp: kd.rsrc1.enable_dx10_clamp,
        ..Default::default()
    };
    m.set_bits(bits(fm.denorm_32) << 4 | bits(fm.denorm_16_64) << 6);
    Ok(m)
}

/// Create wave `wi` of work-group `wg` (ids x, y, z) whose actual size is `dims`.
pub fn make_wave(
    s: &WaveSetup,
    wg: [u32; 3],
    dims: [u32; 3],
    wi: u32,
    nwaves: u32,
) -> Result<Wave> {
    let mut w = Wave::new(wi, s.wave_size, s.nv, s.na, s.m0, s.strict);
    init_wave(s, wg, dims, wi, nwaves, &mut w)?;
    Ok(w)
}

/// Put a wave made by [`Wave::new`] with the same sizes (or [`Wave::reset`]) into the initial
/// state of wave `wi` of work-group `wg` (ids x, y, z) whose actual size is `dims`.
pub fn init_wave(
    s: &WaveSetup,
    wg: [u32; 3],
    dims: [u32; 3],
    wi: u32,
    nwaves: u32,
    w: &mut Wave,
) -> Result<()> {
    let kd = s.kd;
    w.gen10 = s.gen10;
    w.legacy_flat_scratch = match s.proc.generation {
        Generation::Gfx7 => Some(104),
        Generation::Gfx8 => Some(102),
        _ => None,
    };
    w.mode = initial_mode(kd)?;
    let p = &kd.kernel_code_properties;
    let l = s.layout;
    let architected = s.proc.flat_scratch == FlatScratch::Architected;
    let wave_off = (wi as u64) * l.scratch_per_wave;
    let mut r = 0usize;
    let mut push = |w: &mut Wave, v: u32| {
        if r < 106 {
            w.sgpr[r] = v;
        }
        r += 1;
    };
    if p.enable_sgpr_private_segment_buffer {
        // Scratch V#: base, swizzle enabled, stride 0, num_records max, add_tid, index stride =
        // wave size (§7.5).
        let istride = if s.wave_size == 64 { 3 } else { 2 };
        push(w, l.scratch as u32);
        push(w, ((l.scratch >> 32) as u32 & 0xffff) | 1 << 31);
        push(w, u32::MAX);
        push(w, istride << 21 | 1 << 23 | 4 << 15);
    }
    if p.enable_sgpr_dispatch_ptr {
        push(w, l.packet as u32);
        push(w, (l.packet >> 32) as u32);
    }
    if p.enable_sgpr_queue_ptr {
        push(w, l.queue as u32);
        push(w, (l.queue >> 32) as u32);
    }
    if p.enable_sgpr_kernarg_segment_ptr {
        push(w, l.kernarg as u32);
        push(w, (l.kernarg >> 32) as u32);
    }
    if p.enable_sgpr_dispatch_id {
        push(w, gfxc_ir::launch::DISPATCH_ID as u32);
        push(w, (gfxc_ir::launch::DISPATCH_ID >> 32) as u32);
    }
    if p.enable_sgpr_flat_scratch_init {
        if w.legacy_flat_scratch.is_some() {
            // GFX7/GFX8: the queue's scratch offset from SH_HIDDEN_PRIVATE_BASE_VIMID, then the
            // per-lane private size; the prolog adds the wave offset and moves them into
            // FLAT_SCRATCH_HI (>> 8) and FLAT_SCRATCH_LO (AMDGPUUsage, Flat Scratch Init).
            let off = l.scratch.wrapping_sub(crate::memory::LEGACY_SCRATCH_BASE);
            if l.scratch != 0 && off > u32::MAX as u64 {
                return Err(SimError::launch(
                    "the scratch area lies beyond the 32-bit GFX7/GFX8 flat scratch offset",
                ));
            }
            push(w, if l.scratch == 0 { 0 } else { off as u32 });
            push(w, l.private_size);
        } else {
            push(w, l.scratch as u32);
            push(w, (l.scratch >> 32) as u32);
        }
    }
    if p.enable_sgpr_private_segment_size {
        push(w, l.private_size);
    }
    let mut r = (kd.rsrc2.user_sgpr_count as usize).max(r);
    let mut sys = |w: &mut Wave, v: u32| {
        if r < 106 {
            w.sgpr[r] = v;
        }
        r += 1;
    };
    let r2 = &kd.rsrc2;
    if r2.enable_sgpr_workgroup_id_x {
        sys(w, wg[0]);
    }
    if r2.enable_sgpr_workgroup_id_y {
        sys(w, wg[1]);
    }
    if r2.enable_sgpr_workgroup_id_z {
        sys(w, wg[2]);
    }
    if r2.enable_sgpr_workgroup_info {
        sys(w, nwaves & 0x3f | ((wi == 0) as u32) << 31);
    }
    if r2.enable_private_segment && !architected {
        sys(w, wave_off as u32);
    }
    if architected && r2.enable_private_segment {
        let fs = l.scratch + wave_off;
        w.flat_scratch_hw = fs;
        w.sgpr[FLAT_SCR] = fs as u32;
        w.sgpr[FLAT_SCR + 1] = (fs >> 32) as u32;
    }
    // Work-item ids and EXEC.
    let ids = r2.enable_vgpr_workitem_id;
    let (ny, nz) = match ids {
        WorkItemIds::X => (false, false),
        WorkItemIds::XY => (true, false),
        _ => (true, true),
    };
    let total = dims[0] * dims[1] * dims[2];
    let mut exec = 0u64;
    let start = wi * s.wave_size;
    let (mut x, mut y, mut z) = (
        start % dims[0],
        (start / dims[0]) % dims[1],
        start / (dims[0] * dims[1]),
    );
    for lane in 0..s.wave_size {
        if start + lane >= total {
            break;
        }
        exec |= 1 << lane;
        let (x0, y0, z0) = (x, y, z);
        x += 1;
        if x == dims[0] {
            x = 0;
            y += 1;
            if y == dims[1] {
                y = 0;
                z += 1;
            }
        }
        let (x, y, z) = (x0, y0, z0);
        if s.proc.packed_work_item_ids {
            let v = x | if ny { y << 10 } else { 0 } | if nz { z << 20 } else { 0 };
            if w.nv > 0 {
                w.set_vreg(0, lane, v);
            }
        } else {
            if w.nv > 0 {
                w.set_vreg(0, lane, x);
            }
            if ny && w.nv > 1 {
                w.set_vreg(1, lane, y);
            }
            if nz && w.nv > 2 {
                w.set_vreg(2, lane, z);
            }
        }
    }
    w.set_exec(exec);
    Ok(())
}
