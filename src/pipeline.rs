//! The backend pipeline in one place: every pass, in its one valid order ([`PASSES`]), run by
//! [`CompileContext::compile`].
//!
//! Guarantees:
//! * **One list.** [`PASSES`] names every pass from verified IR to code object; the driver
//!   runs them in that order and nothing else runs. `gfxc compile --print-after=PASS` prints
//!   the program after any of them (MIR after the machine passes, IR after `lower`, assembly
//!   after `emit`); `--emit mir` prints the MIR the emitter receives.
//! * **Validated MIR.** With [`CompileOptions::validate_mir`] (on in debug builds) the
//!   lowered IR is verified again and the MIR
//!   validator (`gfxc_mir::MFunction::validate`) runs after every machine pass, and a
//!   failure is an [`ErrorKind::Internal`] error naming the pass: a pass that breaks the
//!   machine IR's invariants is caught where it does so, not three passes later.
//! * **Typed errors.** [`CompileError`] carries an [`ErrorKind`] (unsupported input, invalid
//!   input, internal error), the kernel and a source location. Every stage decides the kind
//!   where it makes the error: selection, the register budget, register allocation, the
//!   memory legalizer, `s_waitcnt` insertion, emission (layout, hazards, encoding, data
//!   objects, descriptor and metadata) and the launch check return a [`StageError`]
//!   (`unsupported!`/`internal!`/`StageError::invalid_input` at each site), and lowering a
//!   [`gfxc_ir::TypedDiagnostics`] (the verifier's errors are invalid input, the LDS layout's
//!   and the nesting limit's unsupported, the structurizer's internal); the driver adds the
//!   kernel and the location and keeps that kind. Only the validator's errors are typed
//!   here (internal: a pass broke the MIR). Never by reading a message.
//! * **Reusable, thread-safe, deterministic.** A [`CompileContext`] holds the target and the
//!   options; a JIT keeps one per thread and compiles many modules with it
//!   ([`CompileContext::compile_to`] writes into the caller's buffer, whose capacity is
//!   kept). The working memory worth keeping between compiles, register allocation's
//!   (regalloc2's context and outputs, the register-file views, the class assignment's and
//!   the packing's buffers: a compile makes one run per register file and budget round), is
//!   kept per thread by `gfxc_regalloc` (`Scratch`) and reused by every compile on that
//!   thread, whether through a context or [`crate::compile_module`]; reuse never changes
//!   the bytes (`tests/pipeline.rs` compares with fresh threads). Nothing is shared between threads
//!   (`Send`), so contexts on many threads run at once, and the same input gives the same
//!   bytes on every thread (`tests/pipeline.rs`).

use crate::compile::{Compiled, KernelReport};
use gfxc_emit::kernel_code::{self, CompiledKernel};
use gfxc_ir::{Diagnostic, Diagnostics, Module, SrcLoc};
use gfxc_isa::processors::Target;
use gfxc_isel::mir::MFunction;
use std::collections::HashMap;
use std::fmt::Write;

/// One pass of the backend.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pass {
    /// IR legalization, inlining, uniformity, structurization, kernel ABI (`gfxc_lower`).
    Lower,
    /// Instruction selection to MIR on virtual registers (`gfxc_isel`).
    Isel,
    /// Register allocation, spilling and frame layout (`gfxc_regalloc`).
    Regalloc,
    /// Inline assembly assembled with its allocated registers (`gfxc_emit::inline_asm`).
    InlineAsm,
    /// If-then regions take the short EXEC protocol (`gfxc_emit::if_then`); back-edge moves
    /// move into the latch (`gfxc_emit::back_edge_moves`).
    IfThen,
    /// The memory model's code sequences (`gfxc_emit::memory_legalizer`).
    MemoryLegalizer,
    /// `s_waitcnt` insertion (`gfxc_emit::waitcnt`).
    Waitcnt,
    /// Dead EXEC restores before `s_endpgm` removed (`gfxc_emit::exec_tail`).
    ExecTail,
    /// Short `s_cbranch_execz` skips removed (`gfxc_emit::skip_execz`).
    SkipExecz,
    /// Layout, GFX11 dual issue (`gfxc_emit::vopd`), hazard wait states
    /// (`gfxc_emit::nop_insertion`), encoding, descriptor and metadata
    /// (`gfxc_emit::kernel_code::finish`).
    Emit,
}

/// Every pass, in the order the driver runs them.
pub const PASSES: &[Pass] = &[
    Pass::Lower,
    Pass::Isel,
    Pass::Regalloc,
    Pass::InlineAsm,
    Pass::IfThen,
    Pass::MemoryLegalizer,
    Pass::Waitcnt,
    Pass::ExecTail,
    Pass::SkipExecz,
    Pass::Emit,
];

impl Pass {
    /// The name `--print-after` takes.
    pub fn name(self) -> &'static str {
        match self {
            Pass::Lower => "lower",
            Pass::Isel => "isel",
            Pass::Regalloc => "regalloc",
            Pass::InlineAsm => "inline-asm",
            Pass::IfThen => "if-then",
            Pass::MemoryLegalizer => "memory-legalizer",
            Pass::Waitcnt => "waitcnt",
            Pass::ExecTail => "exec-tail",
            Pass::SkipExecz => "skip-execz",
            Pass::Emit => "emit",
        }
    }

    /// The pass of that name.
    pub fn from_name(s: &str) -> Option<Pass> {
        PASSES.iter().copied().find(|p| p.name() == s)
    }

    /// Whether the pass rewrites machine IR (the validator runs after it).
    pub fn is_machine(self) -> bool {
        !matches!(self, Pass::Lower | Pass::Emit)
    }
}

pub use gfxc_ir::{ErrorKind, StageError};

/// A located, classified compile error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    pub kind: ErrorKind,
    /// The kernel being compiled (`None` for module-level errors).
    pub kernel: Option<String>,
    /// Where in the source (unknown: [`SrcLoc::default`]).
    pub loc: SrcLoc,
    /// The message, without kind or location.
    pub message: String,
    /// Further errors of the same kind found together with this one (the verifier and
    /// lowering report every error of a module), as diagnostics.
    pub rest: Vec<Diagnostic>,
}

impl CompileError {
    /// An error of `kind` (see [`CompileError::from_stage`] for a stage's typed error).
    pub fn new(
        kind: ErrorKind,
        kernel: Option<&str>,
        loc: SrcLoc,
        message: String,
    ) -> CompileError {
        CompileError {
            kind,
            kernel: kernel.map(str::to_string),
            loc,
            message: kind_text(kind, message),
            rest: Vec::new(),
        }
    }
    /// The first of `d` as an error of `kind`, the others in [`CompileError::rest`].
    fn from_diagnostics(kind: ErrorKind, d: Diagnostics) -> CompileError {
        let mut it = d.0.into_iter();
        let first = it
            .next()
            .unwrap_or_else(|| Diagnostic::new(SrcLoc::default(), ""));
        let mut e = CompileError::new(kind, None, first.loc, first.message);
        e.rest = it
            .map(|d| Diagnostic::new(d.loc, kind_text(kind, d.message)))
            .collect();
        e
    }
    /// A stage's typed error, of the kind the stage gave it, in `kernel` at `loc`.
    pub fn from_stage(e: StageError, kernel: Option<&str>, loc: SrcLoc) -> CompileError {
        CompileError::new(e.kind, kernel, loc, e.message)
    }
    /// Valid input the compiler cannot compile.
    pub fn unsupported(kernel: Option<&str>, loc: SrcLoc, message: String) -> CompileError {
        CompileError::new(ErrorKind::Unsupported, kernel, loc, message)
    }
    /// Invalid input.
    pub fn invalid_input(kernel: Option<&str>, loc: SrcLoc, message: String) -> CompileError {
        CompileError::new(ErrorKind::InvalidInput, kernel, loc, message)
    }
    /// A compiler bug.
    pub fn internal(kernel: Option<&str>, loc: SrcLoc, message: String) -> CompileError {
        CompileError::new(ErrorKind::Internal, kernel, loc, message)
    }

    /// The diagnostic the CLI prints: `@kernel: message` (the message as the failing stage
    /// wrote it; the kind is in [`CompileError::kind`]).
    pub fn to_diagnostic(&self) -> Diagnostic {
        let mut msg = String::new();
        if let Some(k) = &self.kernel {
            let _ = write!(msg, "@{k}: ");
        }
        msg.push_str(&self.message);
        Diagnostic::new(self.loc, msg)
    }

    /// Every diagnostic of the error: this one, then [`CompileError::rest`].
    pub fn to_diagnostics(&self) -> Diagnostics {
        let mut v = vec![self.to_diagnostic()];
        v.extend(self.rest.iter().cloned());
        Diagnostics(v)
    }

    /// `file:line:col: error: ...`, one line per diagnostic.
    pub fn render(&self, file: &str) -> String {
        self.to_diagnostics().render(file)
    }
}

/// The message of an error of `kind` as the user reads it: valid input the compiler cannot
/// compile says `unsupported: WHAT` (after the `@kernel: ` a located message may start with),
/// whichever stage found it (register allocation, selection and emission type their errors
/// without writing the word).
fn kind_text(kind: ErrorKind, message: String) -> String {
    if kind != ErrorKind::Unsupported || message.contains("unsupported") {
        return message;
    }
    let at = match message.strip_prefix('@') {
        Some(rest) => rest.find(": ").map_or(0, |i| i + 3),
        None => 0,
    };
    format!("{}unsupported: {}", &message[..at], &message[at..])
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.to_diagnostic())
    }
}

impl std::error::Error for CompileError {}

impl From<CompileError> for Diagnostics {
    fn from(e: CompileError) -> Diagnostics {
        e.to_diagnostics()
    }
}

/// How to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileOptions {
    /// Run regalloc2's checker on every allocation.
    pub check_regalloc: bool,
    /// Run the MIR validator after every machine pass, and the IR verifier again on
    /// lowering's output (default: in debug builds; the input is always verified).
    pub validate_mir: bool,
    /// Record the program after these passes in [`Compiled::dumps`].
    pub print_after: Vec<Pass>,
    /// Record each kernel's MIR as the emitter receives it in [`Compiled::mir`].
    pub keep_mir: bool,
    /// Print each kernel's assembly into [`CompiledKernel::asm`] (for `--emit asm`,
    /// [`gfxc_emit::kernel_code::assembly`]); a compile that only writes the code object
    /// turns it off. `--print-after=emit` prints it either way.
    pub keep_asm: bool,
    /// Compile for a relocatable object (`gfxc compile -c`, [`gfxc_emit::reloc`]): calls of
    /// declarations become calls of undefined symbols, and every `export`ed device function
    /// is compiled as a global function. Otherwise `export` is ignored and a call of a
    /// declaration is an error naming the function.
    pub relocatable: bool,
}

impl Default for CompileOptions {
    fn default() -> CompileOptions {
        CompileOptions {
            check_regalloc: false,
            validate_mir: cfg!(debug_assertions),
            print_after: Vec::new(),
            keep_mir: false,
            keep_asm: true,
            relocatable: false,
        }
    }
}

/// A reusable compiler for one target: a JIT keeps one per thread and calls
/// [`CompileContext::compile_to`] for every module.
pub struct CompileContext {
    target: Target,
    opts: CompileOptions,
}

impl CompileContext {
    pub fn new(target: Target, opts: CompileOptions) -> CompileContext {
        CompileContext { target, opts }
    }

    pub fn target(&self) -> &Target {
        &self.target
    }

    pub fn options(&self) -> &CompileOptions {
        &self.opts
    }

    /// Compile every kernel of `m` (verified here).
    pub fn compile(&mut self, m: &Module) -> Result<Compiled, CompileError> {
        compile_kernels(m, &self.target, &self.opts)
    }

    /// Compile `m` to a code object written into `out` (cleared first; its capacity is kept
    /// across calls, so a JIT that reuses `out` does not reallocate the object's buffer).
    pub fn compile_to(&mut self, m: &Module, out: &mut Vec<u8>) -> Result<(), CompileError> {
        let c = self.compile(m)?;
        let bytes = kernel_code::code_object(&self.target, &c.kernels)
            .map_err(|e| CompileError::from_stage(e, None, SrcLoc::default()))?;
        out.clear();
        out.extend_from_slice(&bytes);
        Ok(())
    }
}

fn func_loc(f: &gfxc_ir::Function) -> SrcLoc {
    if f.srcmap.func.is_known() {
        f.srcmap.func
    } else {
        SrcLoc::new(1, 1)
    }
}

/// Records `text` as the program after `pass` when asked.
fn dump(opts: &CompileOptions, out: &mut String, pass: Pass, what: &str, text: &str) {
    if opts.print_after.contains(&pass) {
        let _ = writeln!(out, "; *** after {} ({what}) ***", pass.name());
        out.push_str(text);
        if !text.ends_with('\n') {
            out.push('\n');
        }
    }
}

/// After a machine pass: validation and `--print-after`.
fn after(
    opts: &CompileOptions,
    dumps: &mut String,
    pass: Pass,
    f: &gfxc_ir::Function,
    mf: &MFunction,
) -> Result<(), CompileError> {
    if opts.validate_mir {
        mf.validate().map_err(|e| {
            CompileError::internal(
                Some(&f.name),
                func_loc(f),
                format!("internal: invalid MIR after {}: {e}", pass.name()),
            )
        })?;
    }
    if opts.print_after.contains(&pass) {
        dump(opts, dumps, pass, &f.name, &gfxc_isel::mir::print(mf));
    }
    Ok(())
}

/// One machine pass between register allocation and emission; returns what the pass counts
/// (the `s_waitcnt` instructions waitcnt inserted; 0 for the others).
fn post_ra_pass(pass: Pass, af: &mut MFunction, target: &Target) -> Result<u32, StageError> {
    Ok(match pass {
        Pass::InlineAsm => {
            gfxc_emit::inline_asm::expand(af, target)
                .map_err(|(_, e)| StageError::unsupported(e))?;
            0
        }
        Pass::IfThen => {
            gfxc_emit::if_then::simplify_if_then(af);
            gfxc_emit::back_edge_moves::hoist(af);
            0
        }
        Pass::MemoryLegalizer => {
            gfxc_emit::memory_legalizer::legalize(af, target)?;
            0
        }
        Pass::Waitcnt => gfxc_emit::waitcnt::insert_waits(af)?,
        // A device function returns to its caller with EXEC restored.
        Pass::ExecTail if af.device_function => 0,
        Pass::ExecTail => {
            gfxc_emit::exec_tail::remove_dead_exec_tails(af);
            0
        }
        Pass::SkipExecz => {
            gfxc_emit::skip_execz::remove_short_skips(af);
            0
        }
        Pass::Lower | Pass::Isel | Pass::Regalloc | Pass::Emit => 0,
    })
}

/// What [`run_pass`] produced.
#[derive(Clone, Debug)]
pub enum PassOutput {
    /// The machine IR after the pass.
    Mir(MFunction),
    /// The laid-out assembly after hazard wait states (`Pass::Emit` stops there: encoding,
    /// descriptor and metadata need the IR kernel).
    Asm(String),
}

/// Runs one pass on machine IR, as the pipeline runs it (the MIR-in tests of
/// `tests/cases/run`, as LLVM's `-run-pass`): `regalloc` allocates with the target's full
/// register budget, the post-RA passes rewrite `f`, and `emit` lays out the code and inserts
/// hazard wait states ([`gfxc_emit::kernel_code::hazard_listing`]). `lower` and `isel` read IR,
/// not MIR: `Err`.
pub fn run_pass(pass: Pass, mut f: MFunction, target: &Target) -> Result<PassOutput, String> {
    if f.variant != target.processor.isa || f.wave64 != (target.wave_size() == 64) {
        return Err(format!(
            "the MIR is for {:?} wave{}, the target is {} wave{}",
            f.variant,
            if f.wave64 { 64 } else { 32 },
            target.processor.name,
            target.wave_size()
        ));
    }
    match pass {
        Pass::Lower | Pass::Isel => Err(format!("pass `{}` does not read MIR", pass.name())),
        Pass::Regalloc => gfxc_regalloc::allocate(&f, target, true)
            .map(|(af, _)| PassOutput::Mir(af))
            .map_err(String::from),
        Pass::Emit => gfxc_emit::kernel_code::hazard_listing(&f, target).map(PassOutput::Asm),
        _ => {
            post_ra_pass(pass, &mut f, target).map_err(String::from)?;
            Ok(PassOutput::Mir(f))
        }
    }
}

/// The machine passes between register allocation and emission, in [`PASSES`] order, with
/// validation and dumps after each. Returns the number of `s_waitcnt` instructions inserted.
pub(crate) fn post_ra_passes(
    af: &mut MFunction,
    target: &Target,
    opts: &CompileOptions,
    dumps: &mut String,
    f: Option<&gfxc_ir::Function>,
) -> Result<u32, StageError> {
    let mut waits = 0;
    for &pass in PASSES {
        match pass {
            Pass::InlineAsm
            | Pass::IfThen
            | Pass::MemoryLegalizer
            | Pass::ExecTail
            | Pass::SkipExecz => {
                post_ra_pass(pass, af, target)?;
            }
            Pass::Waitcnt => waits = post_ra_pass(pass, af, target)?,
            Pass::Lower | Pass::Isel | Pass::Regalloc | Pass::Emit => continue,
        }
        if let Some(f) = f {
            after(opts, dumps, pass, f, af).map_err(|e| StageError {
                kind: e.kind,
                message: e.message,
            })?;
        } else if opts.validate_mir {
            af.validate().map_err(|e| {
                gfxc_ir::internal!("internal: invalid MIR after {}: {e}", pass.name())
            })?;
        }
    }
    Ok(waits)
}

/// Compile every kernel of `m` for `target`.
pub fn compile_kernels(
    m: &Module,
    target: &Target,
    opts: &CompileOptions,
) -> Result<Compiled, CompileError> {
    let mut dumps = String::new();
    let mut mirs = String::new();
    // Lowering verifies its input first; each of its errors has the kind its site gave it.
    // `export` matters only in a relocatable object: a code object keeps what its kernels
    // reach.
    let lowered = gfxc_isel::lower::pipeline::lower_module_with(
        m,
        target,
        opts.relocatable,
        opts.validate_mir,
    )
    .map_err(|e| CompileError::from_diagnostics(e.kind, e.diags))?;
    let lm = &lowered.module;
    if !opts.relocatable {
        // A loadable code object cannot leave a symbol undefined: a call of a function of
        // another module needs a relocatable object and a link (`gfxc link`, `ld.lld`).
        if let Some((_, d)) = lm.declarations().next() {
            let (kname, at) = first_call_of(m, &d.name);
            return Err(CompileError::new(
                ErrorKind::InvalidInput,
                kname.as_deref(),
                at,
                format!(
                    "call to external function @{}, which this module only declares: compile \
                     with --relocatable (-c) and link the objects (`gfxc link`, ld.lld)",
                    d.name
                ),
            ));
        }
    }
    if opts.print_after.contains(&Pass::Lower) {
        dump(
            opts,
            &mut dumps,
            Pass::Lower,
            "module",
            &gfxc_ir::text::print_module(lm),
        );
    }
    let mut kernels = Vec::new();
    let mut reports = Vec::new();
    // Device functions that stay real calls first (`gfxc_lower::inline`): a kernel's frame and
    // register counts include those of every function it reaches.
    let mut funcs: HashMap<String, FuncInfo> = HashMap::new();
    // What each compiled device function (and everything it calls) writes: its callers save
    // only those registers around a call to it (`gfxc_regalloc::calls::Clobbers`). Callees
    // are compiled before their callers (post-order of the call graph); a call on a cycle
    // clobbers the whole convention.
    let mut clobbers = gfxc_regalloc::calls::CalleeClobbers::new();
    let mut compiled_funcs = Vec::new();
    // The module lowered without unrolling, made when a kernel needs it.
    let mut plain: Option<gfxc_isel::lower::pipeline::Lowered> = None;
    let order: Vec<&gfxc_ir::Function> = callees_first(lm)
        .into_iter()
        .chain(lm.kernels().map(|(_, f)| f))
        .collect();
    for (idx, f) in order.into_iter().enumerate() {
        let name = Some(f.name.as_str());
        let at = func_loc(f);
        let lk = lowered
            .kernels
            .iter()
            .find(|k| k.name == f.name)
            .ok_or_else(|| {
                CompileError::internal(name, at, "internal: kernel missing from lowering".into())
            })?;
        // Isel.
        let mf = gfxc_isel::select_kernel_at(lm, f, target, lk, &Default::default()).map_err(
            |(inst, e)| {
                let d = crate::compile::inst_diag(m, lm, f, inst, e.message);
                CompileError::new(e.kind, None, d.loc, d.message)
            },
        )?;
        after(opts, &mut dumps, Pass::Isel, f, &mf)?;
        // Calls through function pointers (before `gfxc_regalloc::calls` expands them).
        let indirect = gfxc_regalloc::calls::has_indirect_calls(&mf);
        // Regalloc. The kernel's launch bounds give the register budget
        // (`gfxc_regalloc::budget`, as llc-19): a work-group of the largest admitted size must
        // be resident on one CU; bounds that contradict each other are invalid input.
        let bounds = gfxc_regalloc::budget::Bounds {
            flat_workgroup_size: f.attrs.flat_workgroup_size,
            waves_per_eu: f.attrs.waves_per_eu,
            reqd_workgroup_size: f.attrs.reqd_workgroup_size,
            num_vgpr: f.attrs.num_vgpr,
            num_sgpr: f.attrs.num_sgpr,
        };
        let (mut limits, budget) = gfxc_regalloc::budget::kernel_budget(target, &bounds)
            .map_err(|e| CompileError::from_stage(e, name, at))?;
        if !f.is_kernel() {
            // A device function runs with its callers' registers: the tightest budget of
            // the kernels that reach it (`gfxc_regalloc::callee_budget`).
            let id = lm.function_by_name(&f.name).ok_or_else(|| {
                CompileError::internal(name, at, "internal: function missing".into())
            })?;
            limits = gfxc_regalloc::callee_budget::device_function_limits(lm, id, target)
                .map_err(|e| CompileError::from_stage(e, name, at))?;
        }
        let first = crate::compile::allocate_or_keep_kernarg_loads(
            lm,
            f,
            target,
            lk,
            mf,
            &limits,
            opts.check_regalloc,
            &clobbers,
        );
        // Chunked loops (`gfxc_lower::unroll`) keep more values live: a kernel they make
        // run out of registers is compiled from a lowering without them.
        let (lm, f, lk, allocated) = match first {
            Err(e) if lk.unrolled > 0 => {
                if plain.is_none() {
                    plain = Some(
                        gfxc_isel::lower::pipeline::lower_module_unrolling(
                            m,
                            target,
                            opts.relocatable,
                            opts.validate_mir,
                            false,
                        )
                        .map_err(|e| CompileError::from_diagnostics(e.kind, e.diags))?,
                    );
                }
                let p = plain.as_ref().expect("lowered above");
                let again = p
                    .module
                    .functions
                    .iter()
                    .map(|(_, g)| g)
                    .find(|g| g.name == f.name)
                    .zip(p.kernels.iter().find(|k| k.name == f.name))
                    .and_then(|(f2, lk2)| {
                        let mf2 = gfxc_isel::select_kernel_at(
                            &p.module,
                            f2,
                            target,
                            lk2,
                            &Default::default(),
                        )
                        .ok()?;
                        crate::compile::allocate_or_keep_kernarg_loads(
                            &p.module,
                            f2,
                            target,
                            lk2,
                            mf2,
                            &limits,
                            opts.check_regalloc,
                            &clobbers,
                        )
                        .ok()
                        .map(|x| (f2, lk2, x))
                    });
                match again {
                    Some((f2, lk2, x)) => (&p.module, f2, lk2, Ok(x)),
                    None => (lm, f, lk, Err(e)),
                }
            }
            other => (lm, f, lk, other),
        };
        let (mut af, mut stats) = allocated.map_err(|e| CompileError::from_stage(e, name, at))?;
        // gfx90a/gfx942 keep MFMA accumulators in VGPRs (no v_accvgpr moves); when that spills,
        // the AGPR half of the unified file may hold them instead: keep whichever spills less.
        let regs = &target.processor.regs;
        // (VGPR spill slots held in AGPRs count too: an accumulator in an AGPR needs no copies.)
        let spilled = stats.vgpr_spills + stats.vgpr_agpr_spills > 0;
        if spilled && regs.unified_vgpr_agpr && regs.agprs > 0 && has_mfma(f) {
            let sel = gfxc_isel::SelectOptions {
                acc: gfxc_isel::mfma::AccPolicy::Agpr,
                ..Default::default()
            };
            let mf2 = gfxc_isel::select_kernel_with(lm, f, target, lk, &sel)
                .map_err(|e| CompileError::from_stage(e, name, at))?;
            if let Ok((af2, st2)) = gfxc_regalloc::allocate_calling_owned(
                mf2,
                target,
                &limits,
                opts.check_regalloc,
                &clobbers,
            ) {
                // Fewer scratch dwords first, then fewer VGPR slots held in AGPRs.
                if (st2.vgpr_spills + st2.agpr_spills, st2.vgpr_agpr_spills)
                    < (stats.vgpr_spills, stats.vgpr_agpr_spills)
                {
                    (af, stats) = (af2, st2);
                }
            }
        }
        after(opts, &mut dumps, Pass::Regalloc, f, &af)?;
        // Inline asm first, here, so that its errors point at the asm call (the pass in
        // `post_ra_passes` then finds nothing left to do).
        gfxc_emit::inline_asm::expand(&mut af, target).map_err(|(inst, e)| {
            let d = crate::compile::inst_diag(m, lm, f, Some(gfxc_ir::Inst::from_u32(inst)), e);
            CompileError::unsupported(None, d.loc, d.message)
        })?;
        // The post-RA machine passes.
        let waits = post_ra_passes(&mut af, target, opts, &mut dumps, Some(f))
            .map_err(|e| CompileError::from_stage(e, name, at))?;
        if opts.keep_mir {
            mirs.push_str(&gfxc_isel::mir::print(&af));
        }
        if reaches_declaration(lm, &f.name) {
            // The registers its call sequences write count too (v31: the callee's unknown
            // needs are not added, as llc-19).
            stats.vgprs = stats.vgprs.max(kernel_code::vgprs_referenced(&af));
        }
        // Emit.
        let print_asm = opts.keep_asm || opts.print_after.contains(&Pass::Emit);
        let mut k = kernel_code::finish_with(
            &af,
            f,
            target,
            idx,
            stats.sgprs,
            stats.vgprs,
            waits,
            print_asm,
        )
        .map_err(|e| CompileError::from_stage(e, name, at))?;
        // The global/constant variables the code addresses (a device function's too)
        // go into the code object with it.
        for sym in af
            .symbols
            .iter()
            .filter(|s| lm.function_by_name(s).is_none())
        {
            let g = lm
                .global_by_name(sym)
                .map(|g| &lm.globals[g])
                .ok_or_else(|| {
                    CompileError::internal(name, at, format!("internal: unknown variable @{sym}"))
                })?;
            k.globals.push(
                gfxc_emit::global_fixups::global_object(g)
                    .map_err(|e| CompileError::from_stage(e, name, at))?,
            );
        }
        let callees: Vec<String> = af
            .symbols
            .iter()
            .filter(|s| lm.function_by_name(s).is_some())
            .cloned()
            .collect();
        // An indirect call may call any function whose address the module takes
        // (`gfxc_lower::indirect_calls`): it clobbers the whole convention and makes the
        // stack dynamic (as llc-19: `.uses_dynamic_stack`, no callee frame in the fixed size).
        if !f.is_kernel() {
            let mut c = gfxc_regalloc::calls::Clobbers::written_by(&af, target);
            if indirect {
                c.join(&gfxc_regalloc::calls::Clobbers::convention(target));
            }
            for callee in &callees {
                match clobbers.get(callee) {
                    Some(x) => c.join(x),
                    None => c.join(&gfxc_regalloc::calls::Clobbers::convention(target)),
                }
            }
            clobbers.insert(f.name.clone(), c);
            k.export = f.attrs.export;
            funcs.insert(
                f.name.clone(),
                FuncInfo {
                    frame: af.frame_bytes,
                    sgprs: stats.sgprs,
                    vgprs: stats.vgprs,
                    callees,
                    indirect,
                },
            );
            compiled_funcs.push(k);
            continue;
        }
        if !callees.is_empty() || indirect {
            // A callee of another module (`lm` only declares it) has unknown resources: as
            // llc-19, the kernel keeps its own registers and private segment and sets
            // `.uses_dynamic_stack` (the runtime then provides a stack; the linker may
            // recompute the counts over the linked call graph, `gfxc_emit::link`).
            let (stack, dynamic, s_max, v_max) = call_graph(&funcs, &callees);
            let dynamic = dynamic
                || indirect
                || reaches_indirect(&funcs, &callees)
                || reaches_declaration(lm, &f.name);
            let r = &mut k.resources;
            r.private_segment_fixed_size += stack;
            r.uses_dynamic_stack = dynamic;
            r.sgprs = r.sgprs.max(s_max);
            r.vgprs = r.vgprs.max(v_max);
            k.descriptor = gfxc_emit::kd_builder::build_descriptor(target, r)
                .map_err(|e| CompileError::internal(name, at, e.to_string()))?;
            let md = &mut k.metadata;
            md.private_segment_fixed_size = r.private_segment_fixed_size as u64;
            md.sgpr_count = md
                .sgpr_count
                .max(s_max as u64 + (md.sgpr_count - stats.sgprs as u64));
            md.vgpr_count = md.vgpr_count.max(v_max as u64);
            if dynamic {
                md.uses_dynamic_stack = Some(gfxc_emit::msgpack::Flag::Bool(true));
            }
        }
        if opts.print_after.contains(&Pass::Emit) {
            dump(opts, &mut dumps, Pass::Emit, &f.name, &k.asm);
        }
        let min_wg = f
            .attrs
            .flat_workgroup_size
            .map_or(1, |(lo, _)| lo)
            .max(f.attrs.reqd_workgroup_size.map_or(1, |[x, y, z]| x * y * z));
        launchable(&mut k, target, &budget, min_wg)
            .map_err(|e| CompileError::from_stage(e, name, at))?;
        reports.push(KernelReport {
            name: f.name.clone(),
            sgprs: stats.sgprs,
            vgprs: stats.vgprs,
            agprs: stats.agprs,
            agpr_spills: stats.agpr_spills,
            lds: k.resources.group_segment_fixed_size,
            scratch: k.resources.private_segment_fixed_size,
            sgpr_spills: stats.sgpr_spills,
            vgpr_spills: stats.vgpr_spills,
            vgpr_agpr_spills: stats.vgpr_agpr_spills,
            instructions: k.instructions,
            code_bytes: k.code.len() as u32,
            waits,
            moves: stats.moves + stats.copies,
            vgpr_budget: budget.vgprs,
            budget_waves: budget.waves_per_eu,
            max_flat_workgroup_size: budget.max_flat_workgroup_size,
            budget_source: budget.source,
        });
        kernels.push(k);
    }
    kernels.extend(compiled_funcs);
    Ok(Compiled {
        kernels,
        reports,
        dumps,
        mir: mirs,
    })
}

/// A work-group of the kernel's largest size must be resident on one CU (WGP) with the
/// registers the code object declares: never emit an object no runtime can launch at the size
/// its metadata claims (AMDGPUUsage `.max_flat_workgroup_size`). The allocator keeps within
/// the budget that guarantees it; only registers inline asm names above the budget (`~{v255}`,
/// which llc-19 counts as used and then emits an object no runtime launches at its claimed
/// size) exceed it. Then the claim is lowered to the largest work-group that fits, as long as
/// that is at least `min_wg` (the attributes' smallest size, `reqd_work_group_size`).
fn launchable(
    k: &mut CompiledKernel,
    target: &Target,
    budget: &gfxc_regalloc::budget::Budget,
    min_wg: u32,
) -> Result<(), StageError> {
    let m = &k.metadata;
    let wg = m.max_flat_workgroup_size as u32;
    let (waves, why) = gfxc_emit::report::occupancy(
        target,
        m.sgpr_count as u32,
        m.vgpr_count as u32,
        m.agpr_count.unwrap_or(0) as u32,
        0,
        wg,
    );
    let simds = gfxc_regalloc::budget::simds_per_workgroup(target);
    let need = wg.div_ceil(target.wave_size()).div_ceil(simds);
    let fits = waves * simds * target.wave_size();
    if waves < need && waves > 0 && fits >= min_wg {
        k.metadata.max_flat_workgroup_size = fits as u64;
        return Ok(());
    }
    if waves < need {
        return Err(gfxc_ir::unsupported!(
            "a work-group of {wg} work-items needs {need} waves per SIMD, but the kernel's {} \
             ({} VGPRs, {} AGPRs, {} SGPRs) allow {waves} (budget: {} VGPRs from {})",
            why,
            m.vgpr_count,
            m.agpr_count.unwrap_or(0),
            m.sgpr_count,
            budget.vgprs,
            budget.source
        ));
    }
    Ok(())
}

/// The device functions of `m`, each after every function it calls (a depth-first
/// post-order of the call graph from the functions in module order; on a cycle, the function
/// reached first comes last).
fn callees_first(m: &Module) -> Vec<&gfxc_ir::Function> {
    fn visit<'m>(
        m: &'m Module,
        id: gfxc_ir::FuncId,
        seen: &mut std::collections::HashSet<gfxc_ir::FuncId>,
        out: &mut Vec<&'m gfxc_ir::Function>,
    ) {
        if !seen.insert(id) {
            return;
        }
        for (callee, _) in gfxc_ir::callgraph::calls_of(m, id) {
            visit(m, callee, seen, out);
        }
        let f = &m.functions[id];
        if !f.is_kernel() {
            out.push(f);
        }
    }
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for (id, f) in m.functions.iter() {
        if !f.is_kernel() {
            visit(m, id, &mut seen, &mut out);
        }
    }
    // Declarations have no code to compile.
    out.retain(|f| !f.is_declaration());
    out
}

/// Whether `name` calls a declaration, directly or through the functions it calls.
fn reaches_declaration(m: &Module, name: &str) -> bool {
    let Some(start) = m.function_by_name(name) else {
        return false;
    };
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![start];
    while let Some(id) = work.pop() {
        if !seen.insert(id) {
            continue;
        }
        if m.functions[id].is_declaration() {
            return true;
        }
        work.extend(gfxc_ir::callgraph::calls_of(m, id).into_iter().map(|c| c.0));
    }
    false
}

/// The first call of `callee` in `m` (function layout order): the calling kernel's or
/// function's name and the call's location (else the declaration's).
fn first_call_of(m: &Module, callee: &str) -> (Option<String>, SrcLoc) {
    for (_, f) in m.functions.iter() {
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if let gfxc_ir::InstData::Call { func, .. } = &f.dfg.insts[i] {
                    if m.functions.get(*func).is_some_and(|c| c.name == callee) {
                        return (Some(f.name.clone()), f.inst_loc(i));
                    }
                }
            }
        }
    }
    let at = m
        .function_by_name(callee)
        .map(|id| m.functions[id].srcmap.func)
        .unwrap_or_default();
    (None, at)
}

/// What a kernel needs of a compiled device function.
struct FuncInfo {
    frame: u32,
    sgprs: u32,
    vgprs: u32,
    callees: Vec<String>,
    /// Calls through a function pointer.
    indirect: bool,
}

/// Whether a function reachable from `callees` makes an indirect call.
fn reaches_indirect(funcs: &HashMap<String, FuncInfo>, callees: &[String]) -> bool {
    let mut seen: Vec<&str> = Vec::new();
    let mut work: Vec<&str> = callees.iter().map(String::as_str).collect();
    while let Some(f) = work.pop() {
        if seen.contains(&f) {
            continue;
        }
        seen.push(f);
        if let Some(info) = funcs.get(f) {
            if info.indirect {
                return true;
            }
            work.extend(info.callees.iter().map(String::as_str));
        }
    }
    false
}

/// Over the functions reachable from `callees`: the deepest stack (per-lane bytes, each
/// function's frame plus its deepest callee's), whether the call graph has a cycle (then
/// the stack is dynamic: `.uses_dynamic_stack`, the stack above is one round of each frame),
/// and the most SGPRs and VGPRs any of them uses.
fn call_graph(funcs: &HashMap<String, FuncInfo>, callees: &[String]) -> (u32, bool, u32, u32) {
    fn walk(
        funcs: &HashMap<String, FuncInfo>,
        f: &str,
        path: &mut Vec<String>,
        acc: &mut (bool, u32, u32),
    ) -> u32 {
        if path.iter().any(|p| p == f) {
            acc.0 = true;
            return 0;
        }
        let Some(info) = funcs.get(f) else { return 0 };
        acc.1 = acc.1.max(info.sgprs);
        acc.2 = acc.2.max(info.vgprs);
        path.push(f.to_string());
        let deepest = info
            .callees
            .iter()
            .map(|c| walk(funcs, c, path, acc))
            .max()
            .unwrap_or(0);
        path.pop();
        info.frame + deepest
    }
    let mut acc = (false, 0, 0);
    let mut path = Vec::new();
    let stack = callees
        .iter()
        .map(|c| walk(funcs, c, &mut path, &mut acc))
        .max()
        .unwrap_or(0);
    (stack, acc.0, acc.1, acc.2)
}

/// Whether `f` calls an MFMA intrinsic.
fn has_mfma(f: &gfxc_ir::Function) -> bool {
    f.layout.blocks().iter().any(|&b| {
        f.layout.block_insts(b).iter().any(|&i| {
            matches!(&f.dfg.insts[i], gfxc_ir::InstData::Intrinsic { name, .. }
                if name.starts_with("amdgcn.mfma."))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The launch check's error is made unsupported where it is made (valid input whose
    /// registers no runtime could launch at the size its metadata claims).
    #[test]
    fn launch_errors_are_unsupported() {
        let t = Target::parse("gfx900").unwrap();
        let src =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/saxpy.gir"))
                .unwrap();
        let m = crate::load_module(&src).unwrap();
        let c = compile_kernels(&m, &t, &CompileOptions::default()).unwrap();
        let mut k = c.kernels.into_iter().next().unwrap();
        let bounds = gfxc_regalloc::budget::Bounds {
            flat_workgroup_size: None,
            waves_per_eu: None,
            reqd_workgroup_size: None,
            num_vgpr: None,
            num_sgpr: None,
        };
        let (_, budget) = gfxc_regalloc::budget::kernel_budget(&t, &bounds).unwrap();
        launchable(&mut k, &t, &budget, 1).unwrap();
        // 256 VGPRs allow one wave per SIMD; a 1024-item work-group needs four: the claim
        // drops to the 256 work-items that fit, or, when the attributes require more, the
        // object is refused.
        k.metadata.vgpr_count = 256;
        k.metadata.max_flat_workgroup_size = 1024;
        launchable(&mut k, &t, &budget, 256).unwrap();
        assert_eq!(k.metadata.max_flat_workgroup_size, 256);
        k.metadata.max_flat_workgroup_size = 1024;
        let e = launchable(&mut k, &t, &budget, 257).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
        assert!(e.message.contains("needs 4 waves per SIMD"), "{e}");
    }
}
