//! `gfxc-isel`: instruction selection — IR to machine IR ([`mir`]) on virtual registers.
//!
//! Pipeline per kernel ([`select_kernel`], on the output of `gfxc_lower::pipeline::lower_module`
//! and its per-kernel uniformity/ABI/LDS facts): [`cfg`] (critical and argument-carrying edges
//! split, switches as compare chains, dominators, post-dominators, loops) → [`structured`]
//! (layout and the EXEC protocol of every structured form) → [`select`] with [`ops`],
//! [`arith`] and [`mem`] selecting instructions through the [`build`] helpers.
//! SALU for uniform values, VALU for divergent ones; SMEM for uniform constant loads;
//! global/flat/DS memory with immediate offsets (accesses through generic `flat` pointers
//! that `gfxc_lower::infer_address_spaces` could not narrow always use `flat_*`);
//! 64-bit arithmetic as instruction groups;
//! compares into lane masks; `v_cndmask`; conversions; atomics and cmpxchg; LDS; barriers.
//!
//! Anything not selected yet is a clean "not supported" error, never wrong code: GFX6
//! (MUBUF addressing; generic accesses, which need FLAT), sub-dword atomics and vectors,
//! vectors of sub-dword lanes, MFMA, `alloca` before GFX9.
//! The output passes [`mir::MFunction::validate`].

pub use gfxc_lower as lower;

pub mod arith;
pub mod bits;
pub mod build;
pub mod cfg;
pub mod dce;
pub mod mem;
pub mod mir;
pub mod ops;
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
