//! The reference interpreter: runs a kernel of a [`Module`] over a grid as a launch spec
//! describes (`docs/launch-spec.md`) and returns every buffer's final contents.
//!
//! Execution model (deterministic: the same module and spec give the same result, bit for bit):
//! * Work-groups run one after another, x fastest, then y, then z. `grid` counts work-items;
//!   the last work-group of a dimension may be partial, as in HSA.
//! * A work-group's work-items are flattened (x fastest, with the group's actual sizes) and cut
//!   into waves of `wave_size` consecutive work-items. Each wave runs SIMT: one instruction at a
//!   time for all its active lanes; divergent branches reconverge at the immediate
//!   post-dominator (see `exec.rs`). Waves of a group run in order, each until it finishes or
//!   reaches a `barrier`; a barrier is passed when every unfinished wave waits at the same
//!   barrier instruction with all its running lanes active. A barrier reached by part of a
//!   wave, waves at different barriers, or a wave finishing while another waits at a barrier
//!   is an error located at the barrier.
//! * Atomics execute lane by lane in lane order; waves see each other's memory effects at once
//!   (fences are no-ops: execution is sequential).
//! * Memory (see `memory.rs`): launch buffers, `global`/`constant` module globals (with their
//!   initializers), the kernarg segment (explicit arguments, then the V5 hidden block, laid out
//!   by [`crate::launch::kernarg_layout`]), zeroed memory behind every pointer-valued hidden
//!   argument and a real `hsa_kernel_dispatch_packet_t` are regions of one 64-bit address space
//!   below 4 GiB, with unmapped gaps between them. LDS is per work-group (zeroed at its start),
//!   with 32-bit addresses from 0. Allocas are per lane, 32-bit addresses from 0. Flat addresses
//!   reach LDS through [`SHARED_APERTURE`] and private memory through [`PRIVATE_APERTURE`];
//!   `addrspacecast` from local/private to flat adds the aperture base, from flat to
//!   local/private keeps the low 32 bits, with flat null mapping to 0. Any access outside an
//!   allocation, misaligned for its stated alignment, integer division by zero or `MIN / -1`,
//!   an out-of-range vector index, or `unreachable` is an error naming the instruction's
//!   location, the work-item and the address.
//! * Wave operations see the active lanes; `readlane` of an inactive lane reads whatever its
//!   register holds, `amdgcn.ds.bpermute` reads 0 from inactive lanes, `amdgcn.s.memtime`
//!   returns the number of wave instructions executed so far, `amdgcn.s.sleep` and
//!   `amdgcn.wave.barrier` do nothing; the dot products (`fdot2` rounds to `f32` after each
//!   addition, as the ISA pseudocode), cube and pack intrinsics are `lane_intr.rs`.
//!   `amdgcn.ds.permute` writes in increasing lane order (the highest lane wins, unwritten
//!   lanes read 0); `amdgcn.ds.swizzle` and `amdgcn.update.dpp.i32` read inactive source
//!   lanes as the hardware does (swizzle: 0; DPP: 0 with `bound_ctrl`, else `old`; DPP row
//!   and bank masks keep `old`); `amdgcn.writelane.i32` writes its lane even when inactive;
//!   `amdgcn.s.memrealtime` counts like `s.memtime`. These semantics are checked against
//!   llc-19's code on the simulator (`tests/wave_intrinsics.rs`).
//!   `amdgcn.mfma.*` needs wave64 with all 64 lanes active; layouts, modifiers and the fixed
//!   accumulation order are in `mfma.rs`.
//! * Each wave has a MODE register (`amdgcn.s.setreg`/`s.getreg`; bits 9:0 modelled,
//!   `intrinsics::MODE_DEFAULT` at entry); a float operation executed while it is not the
//!   default floating-point environment is an error (undefined in LLVM IR), see
//!   `ops::Op::follows_mode`. `amdgcn.ds.append`/`ds.consume` access the LDS word at the
//!   first active lane's address once for the wave: every active lane reads the old value,
//!   which moves by the number of active lanes.
//! * Every executed instruction of a wave counts one step; more than `step_limit` steps in the
//!   whole launch is the error "step limit exceeded".
//!
//! Never panics on a verified module; malformed modules are rejected with an error where the
//! interpreter would otherwise misbehave.

mod amdgcn_fp;
mod arith;
mod buffer_lane;
mod compile;
mod exec;
mod lane_intr;
mod memory;
mod mfma;
mod ops;
mod postdom;

pub use memory::{GLOBAL_BASE, PRIVATE_APERTURE, SHARED_APERTURE};

use crate::entities::FuncId;
use crate::function::{Function, Module, SrcLoc};
use crate::instructions::InstData;
use crate::launch::{
    build_kernarg_segment, grid_dims, kernarg_layout_byref, BufferData, HiddenEnv, LaunchResult,
    LaunchSpec,
};
use crate::types::{AddrSpace, Type};
use compile::{compile, slots_of, CFunc, EXIT};
use core::fmt;
use exec::{run_wave, Entry, ExecError, Frame, Machine, Wave, WaveState};

/// How to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterpOptions {
    /// Lanes per wave: 32 or 64.
    pub wave_size: u32,
    /// Most wave instructions the whole launch may execute.
    pub step_limit: u64,
    /// The generation's range-check rule of buffer resources (`crate::buffer`): a V# means
    /// different things before and after GFX10.
    pub buffer_rules: crate::buffer::BufferRules,
}

impl Default for InterpOptions {
    fn default() -> InterpOptions {
        InterpOptions {
            wave_size: 64,
            step_limit: 1 << 32,
            buffer_rules: crate::buffer::BufferRules::Gfx6,
        }
    }
}

/// An error of a launch: where (when known), in which function, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterpError {
    /// The faulting instruction's location (unknown for launch-level errors and for functions
    /// built through the API).
    pub loc: SrcLoc,
    /// The function executing, or the kernel named by the launch.
    pub func: String,
    pub message: String,
}

impl InterpError {
    fn launch(spec: &LaunchSpec, message: impl Into<String>) -> InterpError {
        InterpError {
            loc: SrcLoc::default(),
            func: spec.kernel.clone(),
            message: message.into(),
        }
    }

    /// `file:line:col: error: message` (or `file: error: message` without a location).
    pub fn render(&self, file: &str) -> String {
        if self.loc.is_known() {
            format!(
                "{}:{}:{}: error: {}",
                file,
                self.loc.line,
                self.loc.col,
                crate::error::clip(&self.message)
            )
        } else {
            format!("{}: error: {}", file, crate::error::clip(&self.message))
        }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(
                f,
                "{}:{}: error: {} (in @{})",
                self.loc.line,
                self.loc.col,
                crate::error::clip(&self.message),
                crate::error::clip(&self.func)
            )
        } else {
            write!(
                f,
                "error: {} (in @{})",
                crate::error::clip(&self.message),
                crate::error::clip(&self.func)
            )
        }
    }
}

impl std::error::Error for InterpError {}

/// A fault raised by an operation; the executor adds location and work-item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fault(pub String);

/// Runs `spec.kernel` of `module` as `spec` describes.
pub fn run(
    module: &Module,
    spec: &LaunchSpec,
    opts: &InterpOptions,
) -> Result<LaunchResult, InterpError> {
    let lerr = |m: String| InterpError::launch(spec, m);
    if opts.wave_size != 32 && opts.wave_size != 64 {
        return Err(lerr(format!(
            "wave size {} is not 32 or 64",
            opts.wave_size
        )));
    }
    let ws = opts.wave_size as usize;
    let kid = module
        .function_by_name(&spec.kernel)
        .ok_or_else(|| lerr(format!("no kernel @{} in the module", spec.kernel)))?;
    let kernel = &module.functions[kid];
    if !kernel.is_kernel() {
        return Err(lerr(format!(
            "@{} is a device function, not a kernel",
            spec.kernel
        )));
    }
    check_block(kernel, spec).map_err(lerr)?;

    // Memory map.
    let (mut mem, map) = memory::layout(module, spec).map_err(lerr)?;
    let mut env = HiddenEnv {
        pointers: [0; 7],
        private_base_hi: (PRIVATE_APERTURE >> 32) as u32,
        shared_base_hi: (SHARED_APERTURE >> 32) as u32,
    };
    for (i, p) in env.pointers.iter_mut().enumerate() {
        let r = mem
            .add(format!("hidden argument memory {i}"), vec![0; 256])
            .map_err(lerr)?;
        *p = mem.regions[r].base;
    }
    let params = kernel.signature.params.clone();
    for (i, t) in params.iter().enumerate() {
        if t.addr_space().is_some_and(AddrSpace::is_reserved) {
            return Err(lerr(format!(
                "parameter {i} of @{} has unsupported type {t}",
                spec.kernel
            )));
        }
    }
    let byref = kernel.attrs.byref.clone();
    let layout = kernarg_layout_byref(&params, &byref);
    let buffer_base: Vec<u64> = map
        .buffer_regions
        .iter()
        .map(|&r| mem.regions[r].base)
        .collect();
    let seg =
        build_kernarg_segment(&params, &byref, spec, &|i| buffer_base[i], &env).map_err(lerr)?;
    let kr = mem
        .add("kernarg segment".to_string(), seg.clone())
        .map_err(lerr)?;
    let kernarg = mem.regions[kr].base;

    // Compile the kernel and every function it may call.
    let mut order: Vec<FuncId> = vec![kid];
    let mut i = 0;
    while i < order.len() {
        let f = &module.functions[order[i]];
        for &b in f.layout.blocks() {
            for &inst in f.layout.block_insts(b) {
                // A function whose address is taken may be called through it.
                if let InstData::Call { func, .. } | InstData::FuncAddr { func } =
                    &f.dfg.insts[inst]
                {
                    if module.functions.is_valid(*func)
                        && !module.functions[*func].is_declaration()
                        && !order.contains(func)
                    {
                        order.push(*func);
                    }
                }
            }
        }
        i += 1;
    }
    let index = |id: FuncId| order.iter().position(|&o| o == id).map(|p| p as u32);
    let mut funcs: Vec<CFunc> = Vec::new();
    let mut irfuncs: Vec<&Function> = Vec::new();
    for &id in &order {
        let f = &module.functions[id];
        funcs.push(compile(module, f, &map, &index)?);
        irfuncs.push(f);
    }

    // Dispatch packet (hsa_kernel_dispatch_packet_t, spec-code-object.md §8.2).
    let mut pkt = vec![0u8; 64];
    let put = |p: &mut Vec<u8>, off: usize, b: &[u8]| p[off..off + b.len()].copy_from_slice(b);
    put(&mut pkt, 0, &(2u16 | (2 << 9) | (2 << 11)).to_le_bytes());
    put(&mut pkt, 2, &(grid_dims(spec.grid) as u16).to_le_bytes());
    for d in 0..3 {
        put(&mut pkt, 4 + 2 * d, &(spec.block[d] as u16).to_le_bytes());
        put(&mut pkt, 12 + 4 * d, &spec.grid[d].to_le_bytes());
    }
    let private_size = funcs.iter().map(|f| f.private_bytes).max().unwrap_or(0);
    put(&mut pkt, 24, &private_size.to_le_bytes());
    put(&mut pkt, 28, &map.lds_size.to_le_bytes());
    put(&mut pkt, 40, &kernarg.to_le_bytes());
    let dr = mem.add("dispatch packet".to_string(), pkt).map_err(lerr)?;
    let dispatch = mem.regions[dr].base;

    // Kernel parameters, read back from the kernarg segment.
    let mut kparams = kernel_param_values(&funcs[0], &seg, &layout.offsets);
    // A parameter passed by reference is the address of its bytes in the segment.
    for b in &byref {
        let i = b.index as usize;
        if let Some(&(slot, _)) = funcs[0].params.get(i) {
            for p in kparams.iter_mut().filter(|p| p.0 == slot as usize) {
                p.1 = kernarg + layout.offsets[i] as u64;
            }
        }
    }

    let mut m = Machine {
        funcs: &funcs,
        mem,
        lds: vec![0; map.lds_size as usize],
        lds_allocs: map.lds_allocs.clone(),
        wsize: ws,
        group: [0; 3],
        grid: spec.grid,
        block: spec.block,
        kernarg,
        implicit: kernarg + layout.hidden_offset as u64,
        dispatch,
        steps: 0,
        step_limit: opts.step_limit,
        buffer_rules: opts.buffer_rules,
    };
    let counts = spec.group_counts();
    let max_items: u32 = spec.block.iter().product();
    let mut waves: Vec<Wave> = (0..max_items.div_ceil(ws as u32))
        .map(|_| Wave::new())
        .collect();
    for gz in 0..counts[2] {
        for gy in 0..counts[1] {
            for gx in 0..counts[0] {
                let g = [gx, gy, gz];
                m.group = g;
                let sizes: [u32; 3] =
                    [0, 1, 2].map(|d| spec.block[d].min(spec.grid[d] - g[d] * spec.block[d]));
                run_group(&mut m, &mut waves, sizes, &kparams, &irfuncs)?;
            }
        }
    }

    let mut result = LaunchResult::default();
    for (b, &r) in spec.buffers.iter().zip(&map.buffer_regions) {
        result.buffers.push(BufferData {
            name: b.name.clone(),
            ty: b.ty,
            bytes: std::mem::take(&mut m.mem.regions[r].data),
        });
    }
    Ok(result)
}

/// Checks the launch's work-group size against the kernel's attributes.
fn check_block(kernel: &Function, spec: &LaunchSpec) -> Result<(), String> {
    let total: u32 = spec.block.iter().product();
    if let Some((_, max)) = kernel.attrs.flat_workgroup_size {
        if total > max {
            return Err(format!(
                "work-group of {total} work-items exceeds @{}'s flat_workgroup_size maximum {max}",
                kernel.name
            ));
        }
    }
    if let Some(r) = kernel.attrs.reqd_workgroup_size {
        if r != spec.block {
            return Err(format!(
                "block {:?} differs from @{}'s reqd_workgroup_size {:?}",
                spec.block, kernel.name, r
            ));
        }
    }
    Ok(())
}

/// (element slot, value) of every kernel parameter element.
fn kernel_param_values(kf: &CFunc, seg: &[u8], offsets: &[u32]) -> Vec<(usize, u64)> {
    let mut out = Vec::new();
    for (i, &(slot, ty)) in kf.params.iter().enumerate() {
        let base = offsets.get(i).copied().unwrap_or(0) as usize;
        let (esize, bool_) = match ty {
            Type::Scalar(s) | Type::Vector(s, _) => (s.bytes() as usize, s.bits() == 1),
            Type::Ptr(a) => ((a.pointer_bits() / 8) as usize, false),
        };
        for k in 0..slots_of(ty) as usize {
            let at = base + k * esize;
            let mut b = [0u8; 8];
            if let Some(src) = seg.get(at..at + esize.min(8)) {
                b[..src.len()].copy_from_slice(src);
            }
            let v = u64::from_le_bytes(b);
            out.push((slot as usize + k, if bool_ { v & 1 } else { v }));
        }
    }
    out
}

fn init_wave(
    w: &mut Wave,
    wi: usize,
    ws: usize,
    sizes: [u32; 3],
    kf: &CFunc,
    params: &[(usize, u64)],
) {
    let total = (sizes[0] * sizes[1] * sizes[2]) as usize;
    let first = wi * ws;
    let nl = ws.min(total - first);
    let st = &mut w.st;
    st.index = wi as u32;
    st.nl = nl;
    st.full = compile::mask_of(nl as u32);
    st.alive = st.full;
    st.mode = crate::intrinsics::MODE_DEFAULT;
    for l in 0..nl {
        let flat = (first + l) as u32;
        st.tid[0][l] = flat % sizes[0];
        st.tid[1][l] = (flat / sizes[0]) % sizes[1];
        st.tid[2][l] = flat / (sizes[0] * sizes[1]);
    }
    let n = kf.nslots as usize * ws;
    w.regs.truncate(n);
    w.regs.resize(n, 0);
    for &(slot, v) in params {
        // Every lane of the wave: whole-wave regions (`crate::wwm`) read uniform values in
        // lanes past the launch's too.
        w.regs[slot * ws..slot * ws + ws].fill(v);
    }
    st.frames.clear();
    st.frames.push(Frame {
        func: 0,
        reg_base: 0,
        stack_base: 0,
        alloc_mark: 0,
        sp_mark: 0,
        call_mask: st.full,
        caller_base: 0,
        ret_dst: 0,
        ret_n: 0,
    });
    st.stack.clear();
    st.stack.push(Entry {
        block: 0,
        op: 0,
        rpc: EXIT,
        mask: st.full,
    });
    st.private.resize_with(ws, Vec::new);
    st.priv_allocs.clear();
    st.sp = 0;
    st.state = WaveState::Running;
}

fn run_group(
    m: &mut Machine,
    waves: &mut [Wave],
    sizes: [u32; 3],
    params: &[(usize, u64)],
    irfuncs: &[&Function],
) -> Result<(), InterpError> {
    let ws = m.wsize;
    let total = (sizes[0] * sizes[1] * sizes[2]) as usize;
    let nw = total.div_ceil(ws);
    m.lds.fill(0);
    let funcs = m.funcs;
    for (wi, w) in waves[..nw].iter_mut().enumerate() {
        init_wave(w, wi, ws, sizes, &funcs[0], params);
    }
    let group = m.group;
    let at = |func: u32, pc: u32, msg: String| {
        let f = irfuncs[func as usize];
        compile::fault_at(f, &funcs[func as usize], pc as usize, Fault(msg))
    };
    loop {
        for w in waves[..nw].iter_mut() {
            if w.st.state == WaveState::Running {
                run_wave(m, w).map_err(|e| exec_error(e, w, group, irfuncs, funcs))?;
            }
        }
        let mut barrier: Option<(u32, u32, u32)> = None;
        let mut finished: Option<u32> = None;
        for w in waves[..nw].iter() {
            match w.st.state {
                WaveState::Done => finished = finished.or(Some(w.st.index)),
                WaveState::AtBarrier { func, pc } => match barrier {
                    None => barrier = Some((func, pc, w.st.index)),
                    Some((f0, p0, w0)) if (f0, p0) != (func, pc) => {
                        let other = at(f0, p0, String::new()).loc;
                        return Err(at(
                            func,
                            pc,
                            format!(
                                "waves of work-group ({},{},{}) wait at different barriers: wave \
                                 {} here, wave {w0} at {}:{}",
                                group[0], group[1], group[2], w.st.index, other.line, other.col
                            ),
                        ));
                    }
                    Some(_) => {}
                },
                WaveState::Running => {}
            }
        }
        match (barrier, finished) {
            (None, _) => return Ok(()),
            (Some((f, p, wb)), Some(wd)) => {
                return Err(at(
                    f,
                    p,
                    format!(
                        "wave {wb} of work-group ({},{},{}) waits at this barrier, but wave {wd} \
                         finished without reaching it",
                        group[0], group[1], group[2]
                    ),
                ))
            }
            (Some(_), None) => {
                for w in waves[..nw].iter_mut() {
                    w.st.state = WaveState::Running;
                }
            }
        }
    }
}

fn exec_error(
    e: ExecError,
    w: &Wave,
    group: [u32; 3],
    irfuncs: &[&Function],
    funcs: &[CFunc],
) -> InterpError {
    let who = match e.lane {
        Some(l) if l < 64 => format!(
            " (work-item ({},{},{}) of work-group ({},{},{}))",
            w.st.tid[0][l], w.st.tid[1][l], w.st.tid[2][l], group[0], group[1], group[2]
        ),
        _ => format!(
            " (wave {} of work-group ({},{},{}))",
            w.st.index, group[0], group[1], group[2]
        ),
    };
    let f = irfuncs[e.func as usize];
    compile::fault_at(f, &funcs[e.func as usize], e.pc, Fault(e.fault.0 + &who))
}
