//! `gfxc-isel`: instruction selection — IR to machine IR ([`mir`]) on virtual registers.
//!
//! Pipeline per kernel ([`select_kernel`], on the output of `gfxc_lower::pipeline::lower_module`
//! and its per-kernel uniformity/ABI/LDS facts): [`cfg`] (critical and argument-carrying edges
//! split, switches as compare chains, dominators, post-dominators, loops) → [`structured`]
//! (layout and the EXEC protocol of every structured form) → [`select`] with [`ops`],
//! [`arith`], [`packed`] (16-bit floats and vectors of 16-bit lanes) and [`mem`] (with
//! [`buffer`] for MUBUF: GFX6 global memory, GFX6-GFX8 private memory) selecting instructions
//! through the [`build`] helpers.
//! SALU for uniform values, VALU for divergent ones; SMEM for uniform constant loads;
//! global/flat/DS memory with immediate offsets; 64-bit arithmetic as instruction groups;
//! compares into lane masks; `v_cndmask`; conversions; atomics and cmpxchg; LDS; barriers.
//!
//! Anything not selected yet is a clean "not supported" error, never wrong code: sub-dword
//! atomics and vectors, vectors of 8-bit lanes, MFMA.
//! The output passes [`mir::MFunction::validate`].

pub use gfxc_lower as lower;

pub mod arith;
pub mod bits;
pub mod buffer;
pub mod build;
pub mod cfg;
pub mod dce;
pub mod mem;
pub mod mir;
pub mod ops;
pub mod packed;
pub mod select;
pub mod structured;

use gfxc_ir::{Function, Module};
use gfxc_isa::processors::Target;

/// Select one kernel of `m`.
pub fn select_kernel(
    m: &Module,
    f: &Function,
    target: &Target,
    lk: &gfxc_lower::pipeline::LoweredKernel,
) -> Result<mir::MFunction, String> {
    select::select_function(m, f, target, lk)
}
