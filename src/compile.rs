//! The compiler as a library call: verified IR -> code object bytes.
//!
//! Guarantees: [`compile_module`] compiles every kernel of the module for one target through
//! every pass of [`crate::pipeline::PASSES`] (lowering, isel, register allocation, the
//! post-RA machine passes, layout, hazards, encoding, descriptor, metadata) and returns the
//! code object in memory. It is a pure function of its inputs: no
//! global state, so it is deterministic and may run on many threads at once. Errors name the
//! kernel (`@name: ...`) and never panic.

use crate::pipeline::CompileOptions;
use gfxc_emit::kernel_code::{self, CompiledKernel};
use gfxc_ir::{Diagnostic, Diagnostics, Module, SrcLoc};
use gfxc_isa::processors::Target;

/// Per-kernel numbers for `gfxc compile --report`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelReport {
    pub name: String,
    pub sgprs: u32,
    pub vgprs: u32,
    /// AGPRs (MFMA accumulators; 0 elsewhere).
    pub agprs: u32,
    /// AGPR spill slots (gfx908: spare VGPRs, else scratch).
    pub agpr_spills: u32,
    pub lds: u32,
    /// Scratch bytes per lane (`private_segment_fixed_size`).
    pub scratch: u32,
    /// SGPRs spilled to VGPR lanes.
    pub sgpr_spills: u32,
    /// VGPRs spilled to scratch.
    pub vgpr_spills: u32,
    /// VGPR spill slots held in AGPRs (dwords; gfx908/gfx90a/gfx942).
    pub vgpr_agpr_spills: u32,
    pub instructions: u32,
    pub code_bytes: u32,
    pub waits: u32,
    pub moves: u32,
    /// The register budget (`gfxc_regalloc::budget`): VGPRs per wave (gfx90a/gfx942: VGPRs
    /// plus AGPRs), the waves per SIMD it guarantees, the work-group size it is computed for,
    /// and the attribute that decided it.
    pub vgpr_budget: u32,
    pub budget_waves: u32,
    pub max_flat_workgroup_size: u32,
    pub budget_source: &'static str,
}

/// The result of compiling a module.
pub struct Compiled {
    pub kernels: Vec<CompiledKernel>,
    pub reports: Vec<KernelReport>,
    /// The program after each pass of [`CompileOptions::print_after`], in pass order per
    /// kernel (`--print-after`).
    pub dumps: String,
    /// Each kernel's MIR as the emitter receives it, when [`CompileOptions::keep_mir`] is set
    /// (`--emit mir`).
    pub mir: String,
}

/// The opcode word of an instruction's text (`smax.i1` of `v5 = smax.i1 v3, v4`).
fn op_word(text: &str) -> &str {
    let t = text.split_once(" = ").map_or(text, |(_, r)| r);
    t.split_whitespace().next().unwrap_or(t)
}

/// An error about instruction `inst` of the lowered function `f`, located where the user
/// wrote it. Lowering copies each instruction's source location to the instructions it
/// expands into, so the location finds the instruction of the source module `m`; when that
/// is a different operation (`smax.i1` legalized through `itrunc.i1`), the message names
/// what the user wrote first.
pub(crate) fn inst_diag(
    m: &Module,
    lm: &Module,
    f: &gfxc_ir::Function,
    inst: Option<gfxc_ir::Inst>,
    msg: String,
) -> Diagnostic {
    let func_err = || {
        Diagnostic::new(
            if f.srcmap.func.is_known() {
                f.srcmap.func
            } else {
                SrcLoc::new(1, 1)
            },
            format!("@{}: {msg}", f.name),
        )
    };
    let Some(i) = inst else {
        return func_err();
    };
    let loc = f.srcmap.insts.get(i).copied().unwrap_or_default();
    if !loc.is_known() {
        return func_err();
    }
    let lowered = gfxc_ir::text::print_inst(lm, f, i);
    // The source instruction at that location. One `.ll` instruction can become several
    // gfxc instructions at the same location (a constant and the atomic that uses it): name
    // the one with the lowered instruction's opcode, or the only one; never guess.
    let source = m
        .functions
        .values()
        .find(|g| g.name == f.name)
        .and_then(|g| {
            let at: Vec<String> = g
                .layout
                .blocks()
                .iter()
                .flat_map(|&b| g.layout.block_insts(b).iter().copied())
                .filter(|&si| g.srcmap.insts.get(si) == Some(&loc))
                .map(|si| gfxc_ir::text::print_inst(m, g, si))
                .collect();
            match at.iter().find(|s| op_word(s) == op_word(&lowered)) {
                Some(s) => Some(s.clone()),
                None if at.len() == 1 => at.into_iter().next(),
                None => None,
            }
        });
    let message = match source {
        Some(s) if op_word(&s) != op_word(&lowered) => format!(
            "@{}: {}: {msg} (in the code '{}' is lowered to)",
            f.name,
            op_word(&s),
            s.trim()
        ),
        _ => format!("@{}: {msg}", f.name),
    };
    Diagnostic::new(loc, message)
}

/// Allocates `mf` (selected with the default options); when that fails or spills, selects
/// again with load consumers left in place (kept when it spills less); when SGPRs still
/// spill, selects again also keeping each kernel-argument load where it was (`gfxc_isel::kernarg_loads`
/// reads them all at entry, in wide tuples that live from there: under a small SGPR budget
/// the per-use loads are cheaper than spills) and keeps that allocation if it succeeds.
#[allow(clippy::too_many_arguments)]
pub fn allocate_or_keep_kernarg_loads(
    lm: &Module,
    f: &gfxc_ir::Function,
    target: &Target,
    lk: &gfxc_isel::lower::pipeline::LoweredKernel,
    mf: gfxc_isel::mir::MFunction,
    limits: &gfxc_regalloc::Limits,
    check: bool,
    callees: &gfxc_regalloc::calls::CalleeClobbers,
) -> Result<(gfxc_isel::mir::MFunction, gfxc_regalloc::Stats), gfxc_isel::StageError> {
    // Spills to memory (SGPR lanes count as such), then VGPR spill slots held in AGPRs.
    let spills = |st: &gfxc_regalloc::Stats| (st.sgpr_spills + st.vgpr_spills, st.vgpr_agpr_spills);
    let first = gfxc_regalloc::allocate_calling_owned(mf, target, limits, check, callees);
    if matches!(&first, Ok((_, st)) if spills(st) == (0, 0)) {
        return first;
    }
    // Sinking load consumers (`gfxc_isel::sink_load_uses`) lengthens the loads' lifetimes:
    // under a small VGPR budget the selection order may fit where the sunk one does not.
    let unsunk = gfxc_isel::SelectOptions {
        keep_load_uses: true,
        ..Default::default()
    };
    let best = match gfxc_isel::select_kernel_with(lm, f, target, lk, &unsunk)
        .and_then(|mf2| gfxc_regalloc::allocate_calling_owned(mf2, target, limits, check, callees))
    {
        Ok(x)
            if first
                .as_ref()
                .map_or(true, |(_, st)| spills(&x.1) < spills(st)) =>
        {
            Ok(x)
        }
        _ => first,
    };
    if matches!(&best, Ok((_, st)) if st.sgpr_spills == 0) {
        return best;
    }
    let opts = gfxc_isel::SelectOptions {
        keep_kernarg_loads: true,
        keep_load_uses: true,
        ..Default::default()
    };
    match gfxc_isel::select_kernel_with(lm, f, target, lk, &opts)
        .and_then(|mf2| gfxc_regalloc::allocate_calling_owned(mf2, target, limits, check, callees))
    {
        Ok(x) => Ok(x),
        Err(_) => best,
    }
}

/// Compile every kernel; `check` runs regalloc2's checker on each allocation. The pipeline
/// is [`crate::pipeline`]; this is its call with default options and the error as
/// diagnostics.
pub fn compile_kernels(m: &Module, target: &Target, check: bool) -> Result<Compiled, Diagnostics> {
    let opts = CompileOptions {
        check_regalloc: check,
        ..CompileOptions::default()
    };
    Ok(crate::pipeline::compile_kernels(m, target, &opts)?)
}

/// The passes between register allocation and encoding, in their one valid order
/// ([`crate::pipeline::PASSES`]): if-then regions whose else side stayed empty take llc's
/// short EXEC protocol, the memory model's code sequences (AMDGPUUsage: Memory Model),
/// `s_waitcnt` insertion, dead EXEC restores before `s_endpgm`, then short
/// `s_cbranch_execz` skips removed (the last two change no wait requirement). Returns the
/// number of `s_waitcnt` instructions inserted. Tests that drive selection and allocation
/// themselves (other options or limits) call this too, so they check the code
/// `compile_kernels` would emit.
pub fn post_ra(af: &mut gfxc_isel::mir::MFunction, target: &Target) -> Result<u32, String> {
    crate::pipeline::post_ra_passes(
        af,
        target,
        &CompileOptions::default(),
        &mut String::new(),
        None,
    )
    .map_err(String::from)
}

/// Compile a module to code object bytes, in memory.
///
/// This is the call for frontends and JIT runtimes: build the kernel with the builder API,
/// compile it for a target, and hand the bytes to a ROCm runtime (or to the simulator, as
/// here). The call has no global state, so it may run on many threads at once, and the same
/// input always gives byte-identical output.
///
/// ```
/// use gfxc::ir::builder::FunctionBuilder;
/// use gfxc::ir::launch::LaunchSpec;
/// use gfxc::ir::{AddrSpace, Dim, FuncKind, Function, Module, Signature, Type};
/// use gfxc::isa::processors::Target;
///
/// // out[tid] = tid * 3
/// let sig = Signature { params: vec![Type::ptr(AddrSpace::Global)], returns: vec![] };
/// let mut func = Function::new("triple", FuncKind::Kernel, sig);
/// let mut b = FunctionBuilder::new(&mut func);
/// b.create_entry_block();
/// let out = b.param(0);
/// let tid = b.workitem_id(Dim::X);
/// let three = b.iconst(Type::I32, 3);
/// let v = b.mul(tid, three);
/// let tid64 = b.zext(Type::I64, tid);
/// let four = b.iconst(Type::I64, 4);
/// let off = b.mul(tid64, four);
/// let addr = b.ptradd(out, off);
/// b.store(v, addr, 4);
/// b.ret(&[]);
/// b.finalize();
/// let mut module = Module::new();
/// module.add_function(func);
///
/// let target = Target::parse("gfx1100").unwrap();
/// let code_object = gfxc::compile_module(&module, &target).map_err(|d| d.render("triple")).unwrap();
/// assert!(code_object.starts_with(b"\x7fELF"));
///
/// // Run it on the strict simulator.
/// let spec = LaunchSpec::parse(r#"{"kernel": "triple", "grid": [64, 1, 1], "block": [64, 1, 1],
///     "args": [{"buffer": "out"}], "buffers": {"out": {"type": "i32", "len": 64}}}"#).unwrap();
/// let (result, _) = gfxc_sim::simulate(&code_object, &spec, &Default::default()).unwrap();
/// let out = &result.buffer("out").unwrap().bytes;
/// for (i, lane) in out.chunks(4).enumerate() {
///     assert_eq!(lane, &(3 * i as i32).to_le_bytes());
/// }
/// ```
pub fn compile_module(m: &Module, target: &Target) -> Result<Vec<u8>, Diagnostics> {
    let opts = CompileOptions {
        keep_asm: false,
        ..CompileOptions::default()
    };
    let c = crate::pipeline::compile_kernels(m, target, &opts)?;
    kernel_code::code_object(target, &c.kernels)
        .map_err(|e| Diagnostics(vec![Diagnostic::new(SrcLoc::new(1, 1), e.message)]))
}

/// Compile a module to a relocatable object (`ET_REL`, `gfxc compile -c`): calls of
/// declarations stay relocations against undefined symbols, `export`ed functions are global
/// symbols; link with [`gfxc_emit::link::link`] or `ld.lld-19 -shared`.
pub fn compile_module_relocatable(m: &Module, target: &Target) -> Result<Vec<u8>, Diagnostics> {
    let opts = CompileOptions {
        relocatable: true,
        keep_asm: false,
        ..CompileOptions::default()
    };
    let c = crate::pipeline::compile_kernels(m, target, &opts)?;
    kernel_code::relocatable_object(target, &c.kernels)
        .map_err(|e| Diagnostics(vec![Diagnostic::new(SrcLoc::new(1, 1), e.message)]))
}

/// Compile a module to LLVM-syntax assembly (for `llvm-mc-19`).
pub fn compile_module_asm(m: &Module, target: &Target) -> Result<String, Diagnostics> {
    let c = compile_kernels(m, target, false)?;
    Ok(kernel_code::assembly(target, &c.kernels))
}
