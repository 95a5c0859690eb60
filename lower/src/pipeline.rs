//! The lowering pipeline: every pass of this crate, in order, with re-verification.
//!
//! The input is verified first (its errors are invalid input). The output is re-verified by
//! [`lower_module`] and, when asked (`verify_output`; the compiler asks in debug builds), by
//! [`lower_module_with`]: a lowering pass that breaks the IR is a compiler bug, caught there by
//! the tests, and a release compile does not pay a second verifier run per module.
//!
//! Guarantees: [`lower_module`] returns a module of kernels and the device functions that stay
//! real calls (`crate::inline`; every other call inlined) that verifies, in which no `call`
//! of an inlinable function, integer `sdiv`/`udiv`/`srem`/`urem`, `fdiv` or `sqrt`
//! (f32/f64), `addrspacecast`, `workgroup_size`, `grid_size` or `global_addr` of a `local`
//! global remains, kernel parameters are read from the kernarg segment, every kernel satisfies
//! the type-legalization contract for the target ([`crate::legalize::check_legal`]), and
//! every kernel satisfies
//! the structurizer's output contract ([`crate::structurize::check_structured`]) for its
//! final uniformity, which [`Lowered`] carries with the ABI facts. Interpreting the lowered
//! module gives the original's results (bit for bit, up to NaN payloads of invalid float
//! operations). Accesses through `flat` pointers whose space address-space inference proves
//! use that space ([`crate::infer_address_spaces`]); the rest stay `flat`. Errors are located
//! diagnostics; the pipeline never panics on verified input.

use crate::addrspace_cast::{lower_addrspace_casts, ApertureUse};
use crate::cfg::{CfgFacts, SharedCfg};
use crate::dispatch_sizes::{lower_dispatch_sizes, DispatchFields};
use crate::expand_atomics::expand_atomics;
use crate::expand_divrem::expand_divrem;
use crate::expand_float::expand_float_for;
use crate::guard_traps::guard_traps;
use crate::infer_address_spaces::infer_address_spaces;
use crate::inline::inline_module;
use crate::kernel_abi::{lower_kernel_abi, rescan_inputs, KernelAbi};
use crate::lds_layout::{lower_lds, LdsLayout};
use crate::legalize::legalize;
use crate::offset32::narrow_offsets;
use crate::rebase_addr::rebase_addresses_recording;
use crate::segment_loads::split_segment_loads;
use crate::structurize::{check_structured_with, structurize_sharing};
use crate::uniformity::{analyze_with, Uniformity};
use crate::util::Contents;
use gfxc_ir::verifier::verify_module;
use gfxc_ir::{Diagnostic, ErrorKind, Module, Opcode, SrcLoc, TypedDiagnostics};
use gfxc_isa::{Generation, Target};

/// Per-kernel results of lowering.
#[derive(Clone, Debug)]
pub struct LoweredKernel {
    pub name: String,
    pub uniformity: Uniformity,
    pub abi: KernelAbi,
    /// LDS offsets of the `local` globals the kernel reaches, static size, dynamic alignment.
    pub lds: LdsLayout,
    /// Dispatch-packet size fields read (`workgroup_size`, `grid_size`).
    pub dispatch: DispatchFields,
    /// Apertures read from the implicit-argument block (`addrspacecast` to flat).
    pub apertures: ApertureUse,
    /// Loops `crate::unroll` unrolled (a compile that runs out of registers lowers again
    /// without it).
    pub unrolled: usize,
}

/// A lowered module and what isel and the emitter need about each kernel (in module order).
#[derive(Clone, Debug)]
pub struct Lowered {
    pub module: Module,
    pub kernels: Vec<LoweredKernel>,
    /// Wave size of the target (uniformity does not depend on it; isel does).
    pub wave_size: u32,
}

/// Runs every pass (module documentation) for `target`, for a loadable code object: the
/// `export` attribute is ignored (the kernels keep what they reach).
pub fn lower_module(m: &Module, target: &Target) -> Result<Lowered, TypedDiagnostics> {
    lower_module_with(m, target, false, true)
}

/// As [`lower_module`]; with `relocatable` (a relocatable object, `gfxc compile -c`) every
/// `export`ed device function is kept as a function of its own (`crate::inline`). With
/// `verify_output` the lowered module is verified again (an internal error if it does not).
pub fn lower_module_with(
    m: &Module,
    target: &Target,
    relocatable: bool,
    verify_output: bool,
) -> Result<Lowered, TypedDiagnostics> {
    lower_module_unrolling(m, target, relocatable, verify_output, true)
}

/// As [`lower_module_with`]; `unroll` false leaves counted loops as they are
/// (`crate::unroll`): the fallback for a kernel whose chunked loops do not fit its registers.
pub fn lower_module_unrolling(
    m: &Module,
    target: &Target,
    relocatable: bool,
    verify_output: bool,
    unroll: bool,
) -> Result<Lowered, TypedDiagnostics> {
    // The `.ll` importer marks every non-internal function `export`.
    let unexported;
    let m = if !relocatable && m.functions.iter().any(|(_, f)| f.attrs.export) {
        let mut c = m.clone();
        for (_, f) in c.functions.iter_mut() {
            f.attrs.export = false;
        }
        unexported = c;
        &unexported
    } else {
        m
    };
    verify_module(m).map_err(|d| TypedDiagnostics::new(ErrorKind::InvalidInput, d))?;
    let mut out = inline_module(m)?;
    if !crate::legalize::has_16bit_alu(target) {
        // GFX6/GFX7 pass 16-bit lanes one per dword, `f16` as `f32` (`crate::half_abi`).
        crate::half_abi::promote_16bit_abi(&mut out)?;
    }
    // The kernel ABI and the LDS layout read the module as it was before this loop: its
    // globals, and (the LDS layout) the functions a kernel calls. A module of one function
    // that calls nothing (the usual JIT module) has nothing but its globals to read, which
    // no pass below changes: the module itself serves, without a copy, while its function
    // is taken out to be lowered.
    let single = out.functions.len() == 1
        && out.functions.values().all(|f| {
            !f.layout.blocks().iter().any(|&b| {
                f.layout
                    .block_insts(b)
                    .iter()
                    .any(|&i| matches!(f.dfg.insts[i], gfxc_ir::InstData::Call { .. }))
            })
        });
    let snapshot = if single { None } else { Some(out.clone()) };
    let ids: Vec<gfxc_ir::FuncId> = out.functions.keys().collect();
    let mut kernels = Vec::with_capacity(ids.len());
    // The function index of each entry of `kernels`.
    let mut lowered_ids = Vec::with_capacity(ids.len());
    for id in ids {
        // A declaration has no body to lower: calls to it are calls to an undefined symbol.
        if out.functions[id].is_declaration() {
            continue;
        }
        let placeholder = gfxc_ir::Function::new(
            String::new(),
            gfxc_ir::FuncKind::Device,
            gfxc_ir::Signature::default(),
        );
        let mut taken = std::mem::replace(&mut out.functions[id], placeholder);
        let f = &mut taken;
        let snapshot: &Module = snapshot.as_ref().unwrap_or(&out);
        crate::nesting::check_nesting(f)?;
        // The passes up to the kernel ABI act only on particular operations, which most
        // kernels lack: one walk (`Contents`, taken again after a pass that ran) tells which
        // have anything to do; the others would find nothing and change nothing. The same
        // for the indirect calls' check and lowering: no pass of this loop makes a
        // `call_indirect` (debug builds check before the lowering).
        let mut contents = Contents::of(f);
        if contents.has_any(&[Opcode::CallIndirect]) {
            crate::indirect_calls::check_indirect_calls(f)?;
        }
        if crate::prune_unreachable::prune_unreachable_edges(f) {
            contents = Contents::of(f);
        }
        let indirect = contents.has_any(&[Opcode::CallIndirect]);
        if contents.has_any(&[Opcode::Sdiv, Opcode::Udiv, Opcode::Srem, Opcode::Urem]) {
            expand_divrem(f);
            contents = Contents::of(f);
        }
        // (Its operations are intrinsics.)
        if contents.has_any(&[Opcode::Intrinsic]) && crate::sat16::expand_sat16(f, target) > 0 {
            contents = Contents::of(f);
        }
        let expanded = contents.has_any(crate::expand_float::EXPANDED);
        if expanded {
            expand_float_for(f, target);
        }
        // A device function that stays a real call (`crate::inline`) has no kernel inputs:
        // its parameters arrive in registers (`gfxc_isel::call_conv`); the ABI record is
        // that of a kernel without parameters, only for its field defaults.
        let mut abi = if f.is_kernel() {
            lower_kernel_abi(snapshot, f)
        } else {
            let mut empty = f.clone();
            empty.signature.params.clear();
            if let Some(b) = empty.entry_block() {
                while !empty.dfg.block_params(b).is_empty() {
                    empty.dfg.remove_block_param(b, 0);
                }
            }
            lower_kernel_abi(snapshot, &mut empty)
        };
        // While the variables are still distinct objects (before their layout).
        crate::sink_stores::sink_stores(f);
        let lds = lower_lds(snapshot, f).map_err(|e| TypedDiagnostics::at(f.srcmap.func, e))?;
        let dispatch = lower_dispatch_sizes(f);
        // Again for address-space inference (nothing to infer without a `flat` value),
        // the casts and the atomics (no other pass here makes a cast or an atomic). The
        // kernel ABI, the stores' sinking, the LDS layout and the dispatch sizes make no cast,
        // no atomic and no `flat` value (their new pointers are constant or local, a loaded
        // parameter has the type of the parameter, still in the value table): what they
        // ask is what the contents taken before them say, unless the float expansion ran
        // since. (Debug builds take them again and compare.)
        let mut contents = if expanded { Contents::of(f) } else { contents };
        debug_assert!({
            let now = Contents::of(f);
            let asked = [Opcode::Addrspacecast, Opcode::AtomicRmw];
            now.flat == contents.flat
                && asked
                    .iter()
                    .all(|&op| now.has_any(&[op]) == contents.has_any(&[op]))
        });
        if contents.flat {
            infer_address_spaces(f);
            contents = Contents::of(f);
        }
        let apertures = if contents.has_any(&[Opcode::Addrspacecast]) {
            lower_addrspace_casts(f)
        } else {
            ApertureUse::default()
        };
        split_segment_loads(f);
        if contents.has_any(&[Opcode::AtomicRmw]) {
            expand_atomics(f, target);
        }
        guard_traps(f);
        crate::gws_replay::gws_replay(f, target);
        crate::merge_stores::merge_stores(f, target);
        crate::merge_loads::merge_loads(f, target);
        crate::unaligned::split_unaligned(f, target);
        legalize(f, target);
        crate::vector_build::build_wide_vectors(f);
        crate::mulhi::narrow_mulhi(f);
        crate::ext_idioms::extension_idioms(f);
        crate::pair_build::build_pairs(f);
        crate::demanded_bits::simplify_demanded_bits(f);
        crate::narrow_iv::narrow_induction_variables(f);
        // Every loop has a branch back to its header: without one, nothing to unroll.
        let unrolled = if unroll && crate::util::has_backward_branch(f) {
            crate::unroll::unroll_loops(f)
        } else {
            0
        };
        // From here to the structurizer no pass adds or removes a block or changes a
        // branch's destinations, unless an indirect call becomes a loop: one CFG analysis,
        // computed when first needed, serves them all (`SharedCfg`).
        let mut shared = SharedCfg::default();
        crate::gvn::share_common_values_in(f, &mut shared);
        crate::sink_load_uses::sink_load_uses_in(f, &mut shared);
        rescan_inputs(f, &mut abi);
        abi.static_lds = lds.static_size as u64;
        abi.group_segment_size = lds.group_segment_size;
        abi.dynamic_lds_align = lds.dynamic_align;
        abi.uses_dynamic_lds = lds.uses_dynamic;
        debug_assert!(
            indirect
                || !f.layout.blocks().iter().any(|&b| f
                    .layout
                    .block_insts(b)
                    .iter()
                    .any(|&i| matches!(f.dfg.insts[i], gfxc_ir::InstData::CallIndirect { .. }))),
            "@{}: a call_indirect made after the contents were taken",
            f.name
        );
        if indirect && crate::indirect_calls::lower_indirect_calls(f, target.wave_size() == 64)? {
            shared = SharedCfg::default();
        }
        let structured =
            structurize_sharing(f, shared).map_err(|e| TypedDiagnostics::at(f.srcmap.func, e))?;
        // From here on no pass adds or removes a block or changes a branch's destinations
        // (they rewrite values, block parameters and branch arguments): the control-flow
        // analyses of the structurizer's output (its last round's, else computed once) are
        // those of `f` until the end (`CfgFacts`); only the uniformity is recomputed when a
        // pass changed values. Debug builds check that the facts still describe `f`.
        let facts = structured.facts.unwrap_or_else(|| CfgFacts::new(f));
        // The structurizer's last analysis is that of `f` when nothing changed it since.
        let trivial = crate::trivial_params::remove_trivial_params(f);
        let mut uniformity = match structured.uniformity {
            Some(u) if trivial == 0 => u,
            _ => analyze_with(f, &facts),
        };
        if crate::reassoc_uniform::reassociate_uniform(f, &uniformity) > 0 {
            uniformity = analyze_with(f, &facts);
        }
        let rebased = rebase_addresses_recording(f, &uniformity, &facts);
        if rebased.count > 0 {
            // (Most rebases provably leave the uniformity as it was, new values aside.)
            uniformity = crate::rebase_addr::uniformity_after(f, &uniformity, &facts, &rebased)
                .unwrap_or_else(|| analyze_with(f, &facts));
        }
        // The `saddr` form of the global instructions exists on GFX9+ only.
        // (The largest immediate offset of GLOBAL instructions: signed 12-bit on GFX10, 13-bit
        // on GFX9/GFX11, as `isel/src/mem.rs` encodes them.)
        let gen = target.processor.generation;
        let imm_max = if gen.is_gfx10() { 2047 } else { 4095 };
        if gen >= Generation::Gfx9 && narrow_offsets(f, &uniformity, imm_max) > 0 {
            uniformity = analyze_with(f, &facts);
        }
        debug_assert!(facts.matches(f), "@{}: stale CFG facts", f.name);
        check_structured_with(f, &uniformity, &facts).map_err(|e| {
            TypedDiagnostics::new(
                e.kind,
                Diagnostic::new(
                    SrcLoc::default(),
                    format!("@{}: internal error: not structured: {e}", f.name),
                ),
            )
        })?;
        kernels.push(LoweredKernel {
            name: f.name.clone(),
            uniformity,
            abi,
            lds,
            dispatch,
            apertures,
            unrolled,
        });
        lowered_ids.push(cranelift_entity::EntityRef::index(id));
        out.functions[id] = taken;
    }
    // Work-item ids reach a callee packed in v31 (AMDGPUUsage "AMDGPU Calling Convention":
    // x | y << 10 | z << 20, as llc-19 passes them): a kernel enables every id dimension a
    // function it reaches reads, so that it can pack them at its calls.
    // (By function index: names are unique, as the input verified.)
    // A lone function that calls nothing (`single`) reaches no other: the dimensions it
    // reads are those `rescan_inputs` found, as no pass after it makes a `workitem_id`
    // (debug builds compare).
    if !single || cfg!(debug_assertions) {
        let ids = crate::inline::workitem_dims_by_index(&out);
        for (k, &fi) in kernels.iter_mut().zip(&lowered_ids) {
            for (x, &u) in k.abi.workitem_id.iter_mut().zip(&ids[fi]) {
                debug_assert!(
                    !single || !u || *x,
                    "a workitem_id made after rescan_inputs"
                );
                *x |= u;
            }
        }
    }
    if verify_output {
        verify_module(&out).map_err(|mut d| {
            for x in d.0.iter_mut() {
                x.message = format!("internal error: lowered IR does not verify: {}", x.message);
            }
            TypedDiagnostics::new(ErrorKind::Internal, d)
        })?;
    }
    Ok(Lowered {
        module: out,
        kernels,
        wave_size: target.wave_size(),
    })
}
