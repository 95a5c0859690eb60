//! `gfxc-lower`: IR-to-IR lowering between the frontend's IR and instruction selection.
//!
//! Every pass takes verified IR and produces IR that still verifies and means the same thing
//! (the interpreter, `gfxc_ir::interp`, is the oracle the tests use). In pipeline order
//! ([`pipeline::lower_module`]):
//!
//! * [`inline`]: device-function calls inlined into kernels.
//! * [`expand_divrem`]: integer division and remainder expanded (no divide instruction).
//! * [`expand_float`]: precise `fdiv` (f16, f32, f64) and `sqrt` (f32, f64) expanded into
//!   correctly rounded sequences of `fma`, `rcp`, `rsq` and integer operations;
//!   `target_intrinsics.md` proposes the hardware intrinsics they map to.
//! * [`kernel_abi`]: kernel parameters read from the kernarg segment.
//! * [`structurize`]: divergent control flow put into the structured form isel needs for
//!   EXEC masking, checked by [`structurize::check_structured`].
//! * [`uniformity`]: which values are the same in every lane, which branches diverge.
//!
//! [`cfg`] and [`util`] hold the shared CFG analyses and editing helpers.

pub mod cfg;
pub mod expand_divrem;
pub mod expand_float;
pub mod inline;
pub mod kernel_abi;
pub mod pipeline;
pub mod structurize;
pub mod uniformity;
pub mod util;
