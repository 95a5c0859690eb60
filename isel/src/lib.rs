//! `gfxc-isel`: instruction selection — IR to machine IR ([`mir`]) on virtual registers.
//!
//! Pipeline per kernel ([`select_kernel`], on the output of `gfxc_lower::pipeline::lower_module`
//! and its per-kernel uniformity/ABI/LDS facts): [`cfg`] (critical and argument-carrying edges
//! split, switches as compare chains, dominators, post-dominators, loops) → [`structured`]
//! (layout and the EXEC protocol of every structured form) → [`bank`] (which uniform values
//! live in VGPRs) → [`select`] with [`ops`],
//! [`arith`] (with [`mul64`] and [`vector`]), [`fdiv`] (precise f32/f64 division and square
//! root), [`packed`] (16-bit
//! floats and vectors of 16-bit lanes), [`mem`] (with
//! [`buffer`] for MUBUF: GFX6 global memory, GFX6-GFX8 private memory) and [`mfma`]
//! selecting instructions through the [`build`] helpers (each block's instructions in the
//! order [`early_loads`] gives: loads with their address arithmetic issued early, within the
//! register budget), then on the selected MIR [`local_cse`]
//! (identical computations in a block shared), [`copy_prop`] (VGPR dword copies read in place),
//! [`dce`], [`kernarg_loads`] (kernel-argument loads read once, at entry, by merged wide
//! `s_load`s) and [`ds_pairing`] (two LDS loads or stores through one address register become
//! one `ds_read2`/`ds_write2`), then [`sink_load_uses`] (consumers of a load moved down to
//! their first use, so that the following loads issue before the wait), and last
//! [`two_address`] (multiply-adds in their tied or literal VOP2 forms: `v_fmac_f32`,
//! `v_fmaak_f32`, ...).
//! SALU for uniform values, VALU for divergent ones; SMEM for uniform constant loads;
//! global/flat/DS memory with immediate offsets (accesses through generic `flat` pointers
//! that `gfxc_lower::infer_address_spaces` could not narrow always use `flat_*`);
//! 64-bit arithmetic as instruction groups;
//! compares into lane masks; `v_cndmask`; conversions; atomics and cmpxchg; LDS; barriers;
//! MFMA on gfx908/gfx90a/gfx942 with accumulators in AGPR tuples (gfx908, or on request) or
//! VGPRs ([`SelectOptions`]).
//!
//! Anything not selected yet is a clean "not supported" error, never wrong code: generic
//! (`flat`) accesses on GFX6 (no FLAT instructions), sub-dword atomics and vectors, vectors of
//! 8-bit lanes; target intrinsics other than MFMA, `s.sleep` and the wave-level ones of
//! [`wave`].
//! The output passes [`mir::MFunction::validate`] (checked in debug builds).

pub use gfxc_lower as lower;

#[macro_use]
extern crate gfxc_ir;

pub mod arith;
pub mod arith64;
pub mod bank;
pub mod bits;
pub mod buffer;
mod buffer_rsrc;
pub mod build;
pub mod byte_perm;
pub mod cache_ops;
pub mod call_conv;
pub mod calls;
pub mod cfg;
pub mod copy_prop;
pub mod dce;
pub mod ds_pairing;
pub mod early_loads;
pub mod fdiv;
pub mod fmath;
pub mod fold_fmods;
pub mod funnel;
pub mod fuse;
pub mod global_addr;
mod gws;
pub mod hoist_consts;
pub mod hoist_loads;
pub mod hwreg;
pub mod index_ext;
pub mod indirect_calls;
pub mod inline_asm;
pub mod kernarg_loads;
pub mod lane_ops;
pub mod local_cse;
pub mod loop_live_out;
pub mod mask_phis;
pub mod mem;
pub mod mfma;
/// The machine IR lives in its own crate (`gfxc-mir`), shared with the register allocator
/// and the post-RA passes; `crate::mir::` paths stay valid.
pub use gfxc_mir as mir;
pub mod mul64;
pub mod ops;
pub mod packed;
pub mod select;
pub mod sink_load_uses;
pub mod stack_args;
pub mod structured;
pub mod tuple_defs;
pub mod two_address;
pub mod vector;
pub mod wave;
pub mod wwm;

pub use gfxc_ir::{ErrorKind, StageError};
use gfxc_ir::{Function, Module};
use gfxc_isa::processors::Target;

/// Choices the caller makes for a kernel's selection.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SelectOptions {
    /// Register file of MFMA accumulators ([`mfma::AccPolicy`]).
    pub acc: mfma::AccPolicy,
    /// Keep each kernel-argument load where selection put it ([`kernarg_loads`] off): the
    /// fallback of a caller whose register budget the merged entry loads overflow.
    pub keep_kernarg_loads: bool,
    /// Leave load consumers where selection put them ([`sink_load_uses`] off): the fallback
    /// of a caller whose register budget the longer load lifetimes overflow.
    pub keep_load_uses: bool,
}

/// Select one kernel of `m`.
pub fn select_kernel(
    m: &Module,
    f: &Function,
    target: &Target,
    lk: &gfxc_lower::pipeline::LoweredKernel,
) -> Result<mir::MFunction, StageError> {
    select::select_function(m, f, target, lk, &SelectOptions::default(), &mut None)
}

/// Select one kernel of `m` with explicit [`SelectOptions`].
pub fn select_kernel_with(
    m: &Module,
    f: &Function,
    target: &Target,
    lk: &gfxc_lower::pipeline::LoweredKernel,
    opts: &SelectOptions,
) -> Result<mir::MFunction, StageError> {
    select::select_function(m, f, target, lk, opts, &mut None)
}

/// [`select_kernel_with`], and on an error the IR instruction of `f` that could not be
/// selected (`None` for errors not about one instruction), so the diagnostic can point at it.
pub fn select_kernel_at(
    m: &Module,
    f: &Function,
    target: &Target,
    lk: &gfxc_lower::pipeline::LoweredKernel,
    opts: &SelectOptions,
) -> Result<mir::MFunction, (Option<gfxc_ir::Inst>, StageError)> {
    let mut failed = None;
    select::select_function(m, f, target, lk, opts, &mut failed).map_err(|e| (failed, e))
}
