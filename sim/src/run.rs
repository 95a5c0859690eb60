//! The dispatch loop: work-groups in order (x fastest, then y, then z), the waves of a
//! work-group interleaved at barriers.
//!
//! Guarantees: each wave runs until it ends or reaches `s_barrier`; when every live wave of the
//! group waits at the barrier, all are released (waves that ended no longer take part). A group
//! whose live waves cannot all reach the barrier, a wave that exceeds the instruction budget,
//! or any instruction error stops the simulation with an error that names the work-group and
//! wave. Buffers are read back into a [`LaunchResult`] only after a successful run.

use crate::dispatch::{build, init_wave, make_wave, WaveSetup};
use crate::error::{ErrorKind, Result, SimError};
use crate::exec::{step, Ctx};
use crate::memory::{Lds, Memory};
use crate::program::Program;
use crate::stats::Stats;
use crate::SimOptions;
use gfxc_emit::reader::ReadObject;
use gfxc_ir::launch::{BufferData, LaunchResult, LaunchSpec};
use gfxc_isa::inst::generation;
use gfxc_isa::regs::m0_code;

fn with_where(e: SimError, wg: [u32; 3], wave: u32) -> SimError {
    SimError::new(
        e.kind,
        format!(
            "{} (work-group ({}, {}, {}), wave {wave})",
            e.message, wg[0], wg[1], wg[2]
        ),
    )
}

/// Run a launch of the read code object.
pub fn run(ro: &ReadObject, spec: &LaunchSpec, opts: &SimOptions) -> Result<(LaunchResult, Stats)> {
    let obj = &ro.object;
    let ki = obj
        .functions
        .iter()
        .position(|f| f.descriptor.is_some() && f.name == spec.kernel)
        .ok_or_else(|| {
            let names: Vec<&str> = obj.kernels().map(|(f, _)| f.name.as_str()).collect();
            SimError::launch(format!(
                "unknown kernel \"{}\" (the code object has: {})",
                spec.kernel,
                names.join(", ")
            ))
        })?;
    let f = &obj.functions[ki];
    let kd = f
        .descriptor
        .as_ref()
        .ok_or_else(|| SimError::launch("not a kernel"))?;
    let kn = obj.functions[..ki]
        .iter()
        .filter(|g| g.descriptor.is_some())
        .count();
    let md = obj
        .metadata
        .kernels
        .iter()
        .find(|k| k.name == spec.kernel || k.symbol == format!("{}.kd", spec.kernel))
        .ok_or_else(|| SimError::launch(format!("no metadata for kernel {}", spec.kernel)))?;
    let proc = obj.target.processor;
    let gen = proc.generation;
    let wave_size = if gen.is_gfx10_plus() && !kd.kernel_code_properties.enable_wavefront_size32 {
        64
    } else if gen.is_gfx10_plus() {
        32
    } else {
        64
    };
    // The runtime's checks before a dispatch (launch-spec.md).
    let mut target = obj.target;
    if gen.is_gfx10_plus() {
        target.wavefrontsize64 = wave_size == 64;
    }
    crate::dispatch::check_launch(spec, md, kd, &target)?;
    let prog = Program::decode_for(
        &ro.info.text,
        ro.info.text_addr,
        proc.isa,
        wave_size == 64,
        Some(proc.name),
    );
    let entry = prog.at(ro.info.function_addrs[ki])?;
    let kd_addr = ro.info.descriptor_addrs.get(kn).copied().unwrap_or(0);
    let max_group = spec.block[0] * spec.block[1] * spec.block[2];
    let waves_per_group = max_group.div_ceil(wave_size);
    let mut mem = Memory::new();
    // Module-scope variables at their addresses in the code object (the object is loaded at
    // address 0, code and data alike, so PC-relative addresses land on them); every launch
    // starts from the initial image.
    for (k, g) in obj.globals.iter().enumerate() {
        let addr = ro.info.global_addrs.get(k).copied().unwrap_or(0);
        let mut data = g.data.clone();
        data.resize(g.size as usize, 0);
        if g.size > 0 {
            mem.map(&format!("variable {}", g.name), addr, data)?;
        }
    }
    apply_dynamic_relocations(&mut mem, obj, &ro.info)?;
    let layout = build(
        &mut mem,
        spec,
        md,
        kd,
        kd_addr,
        obj.version.number(),
        wave_size,
        waves_per_group,
    )?;
    // Register allocation from the descriptor (digest §6.7).
    let gran = if wave_size == 32 {
        proc.regs.vgpr_encoding_granule_w32
    } else {
        proc.regs.vgpr_encoding_granule_w64
    } as u32;
    let total_v = (kd.rsrc1.granulated_workitem_vgpr_count as u32 + 1) * gran.max(1);
    let (nv, na) = match kd.rsrc3 {
        gfxc_emit::descriptor::Rsrc3::Gfx90a { accum_offset, .. } => {
            let v = (accum_offset as u32 + 1) * 4;
            (
                v.min(512),
                total_v
                    .saturating_sub(v)
                    .max(md.agpr_count.unwrap_or(0) as u32),
            )
        }
        // gfx908: a separate AGPR file; the metadata says how many the kernel uses.
        _ if proc.has_agprs() => (
            total_v.min(256),
            md.agpr_count.unwrap_or(256).min(256) as u32,
        ),
        _ => (total_v.min(256), 0),
    };
    let nv = nv.max(md.vgpr_count as u32).min(512);
    let setup = WaveSetup {
        kd,
        proc,
        layout: &layout,
        wave_size,
        nv,
        na,
        strict: opts.strict,
        m0: m0_code(generation(proc.isa)) as usize,
        gen10: gen.is_gfx10_plus(),
    };
    let mut stats = Stats {
        kernel: spec.kernel.clone(),
        target: proc.name.to_string(),
        wave_size,
        valu_cost: if gen.is_gfx10_plus() {
            wave_size as u64 / 32
        } else {
            4
        },
        ..Default::default()
    };
    let counts = spec.group_counts();
    let mut lds = Lds { data: Vec::new() };
    let mut clock = 0u64;
    // Wave instructions of the launch so far (`SimOptions::max_launch_instructions`).
    let mut executed = 0u64;
    let mut waves: Vec<crate::wave::Wave> = Vec::new();
    for gz in 0..counts[2] {
        for gy in 0..counts[1] {
            for gx in 0..counts[0] {
                let wg = [gx, gy, gz];
                let dims =
                    [0, 1, 2].map(|d| (spec.grid[d] - wg[d] * spec.block[d]).min(spec.block[d]));
                let n = dims[0] * dims[1] * dims[2];
                let nwaves = n.div_ceil(wave_size);
                lds.data.clear();
                lds.data.resize(layout.lds_size as usize, 0);
                // Waves are reused from group to group (same register counts).
                waves.truncate(nwaves as usize);
                for (wi, w) in waves.iter_mut().enumerate() {
                    w.reset(wi as u32);
                    init_wave(&setup, wg, dims, wi as u32, nwaves, w)?;
                    w.pc = entry;
                }
                for wi in waves.len() as u32..nwaves {
                    let mut w = make_wave(&setup, wg, dims, wi, nwaves)?;
                    w.pc = entry;
                    waves.push(w);
                }
                stats.groups += 1;
                stats.waves += nwaves as u64;
                let mut cx = Ctx {
                    prog: &prog,
                    mem: &mut mem,
                    lds: &mut lds,
                    stats: &mut stats,
                    private_size: layout.private_size,
                    clock,
                };
                let left = opts.max_launch_instructions.saturating_sub(executed);
                executed += run_group(&mut waves, &mut cx, opts.max_wave_instructions, left)
                    .map_err(|(e, wi)| with_where(e, wg, wi))?;
                clock = cx.clock;
                for w in &waves {
                    for k in 0..4 {
                        stats.stalls[k] += w.tracker.stalls[k];
                        stats.stall_cycles[k] += w.tracker.stall_cycles[k];
                    }
                    stats.wave_time += w.tracker.now;
                }
            }
        }
    }
    let mut result = LaunchResult::default();
    for (b, &addr) in spec.buffers.iter().zip(&layout.buffers) {
        let len = b.byte_len() as usize;
        let bytes = match mem.take(addr, len) {
            Some(v) => v,
            None => {
                let mut v = vec![0u8; len];
                mem.read(addr, &mut v)?;
                v
            }
        };
        result.buffers.push(BufferData {
            name: b.name.clone(),
            ty: b.ty,
            bytes,
        });
    }
    Ok((result, stats))
}

/// Runs one work-group to its end; returns the wave instructions it executed. Errors when a
/// wave executes more than `budget` instructions or the group more than `launch_left`.
fn run_group(
    waves: &mut [crate::wave::Wave],
    cx: &mut Ctx,
    budget: u64,
    launch_left: u64,
) -> std::result::Result<u64, (SimError, u32)> {
    let mut total = 0u64;
    loop {
        for w in waves.iter_mut() {
            while !w.done && !w.at_barrier {
                step(w, cx).map_err(|e| (e, w.id))?;
                total += 1;
                if total > launch_left {
                    return Err((
                        SimError::new(
                            ErrorKind::Invalid,
                            "the launch executed more than its budget of wave instructions \
                             (runaway loop or too much work?)"
                                .to_string(),
                        ),
                        w.id,
                    ));
                }
                if w.executed > budget {
                    return Err((
                        SimError::new(
                            ErrorKind::Invalid,
                            format!(
                                "the wave executed more than {budget} instructions (runaway loop?)"
                            ),
                        ),
                        w.id,
                    ));
                }
            }
        }
        if waves.iter().all(|w| w.done) {
            return Ok(total);
        }
        // Everyone still alive is at the barrier: release.
        for w in waves.iter_mut() {
            w.at_barrier = false;
        }
    }
}

/// What the loader does with `.rela.dyn` (AMDGPUUsage "Dynamic Relocation Records"; the
/// object is loaded at address 0): the GOT is mapped, and each record writes its 64-bit value
/// — `R_AMDGPU_RELATIVE64`: the addend; `R_AMDGPU_ABS64`: the symbol's address plus the
/// addend — into the GOT slot or global it names. The reader already refused records against
/// symbols the object does not define (an unresolved symbol never reaches a launch).
fn apply_dynamic_relocations(
    mem: &mut Memory,
    obj: &gfxc_emit::CodeObject,
    info: &gfxc_emit::reader::ReadInfo,
) -> Result<()> {
    let relocs = &info.dynamic_relocations;
    if let Some(got) = info.got_addr {
        let end = relocs
            .iter()
            .filter(|r| r.offset >= got)
            .map(|r| r.offset + 8)
            .filter(|&e| !obj_data_covers(obj, info, e - 8))
            .max()
            .unwrap_or(got);
        if end > got {
            mem.map("GOT", got, vec![0; (end - got) as usize])?;
        }
    }
    let addr_of = |name: &str| -> Option<u64> {
        let kd = obj
            .kernels()
            .position(|(f, _)| format!("{}.kd", f.name) == name);
        if let Some(k) = kd {
            return info.descriptor_addrs.get(k).copied();
        }
        if let Some(i) = obj.functions.iter().position(|f| f.name == name) {
            return info.function_addrs.get(i).copied();
        }
        let g = obj.globals.iter().position(|g| g.name == name)?;
        info.global_addrs.get(g).copied()
    };
    for r in relocs {
        let v = match (r.kind, &r.symbol) {
            (gfxc_emit::links::DynRelocKind::Relative64, _) => r.addend as u64,
            (gfxc_emit::links::DynRelocKind::Abs64, Some(s)) => addr_of(s)
                .ok_or_else(|| SimError::launch(format!("unresolved symbol {s}")))?
                .wrapping_add(r.addend as u64),
            (gfxc_emit::links::DynRelocKind::Abs64, None) => {
                return Err(SimError::launch("R_AMDGPU_ABS64 without a symbol"))
            }
        };
        mem.write_n(r.offset, 8, v)?;
    }
    Ok(())
}

/// Whether `addr` lies inside one of the object's globals (mapped by the caller).
fn obj_data_covers(
    obj: &gfxc_emit::CodeObject,
    info: &gfxc_emit::reader::ReadInfo,
    addr: u64,
) -> bool {
    obj.globals
        .iter()
        .zip(&info.global_addrs)
        .any(|(g, &a)| addr >= a && addr < a + g.size)
}
