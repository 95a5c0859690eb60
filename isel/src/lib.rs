//! `gfxc-isel`: instruction selection — IR to machine IR ([`mir`]) on virtual registers.
//!
//! Pipeline per kernel ([`select_kernel`]): [`cfg`] (split critical edges, dominators,
//! post-dominators, loops) → [`uniform`] (divergence; a local fallback until `gfxc-lower`
//! provides it) → [`select`] (structured layout, EXEC masking, block parameters) with
//! [`ops`], [`arith`] and [`mem`] selecting instructions through the [`build`] helpers.
//! SALU for uniform values, VALU for divergent ones; SMEM for uniform constant loads;
//! global/flat/DS memory with immediate offsets; 64-bit arithmetic as instruction groups;
//! compares into lane masks; `v_cndmask`; conversions; atomics; LDS; barriers.
//!
//! Supported today (anything else is a clean error, never wrong code): structured CFGs
//! (if/else, loops exiting at the header), i1/i32/i64/f32/f64/pointer scalars, GFX7–GFX11
//! (GFX6 needs MUBUF addressing). The output passes [`mir::MFunction::validate`].

pub use gfxc_lower as lower;

pub mod arith;
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
