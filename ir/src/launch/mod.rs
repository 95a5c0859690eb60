//! The launch format shared by every engine (`docs/launch-spec.md`): launch specs,
//! results, expected results with tolerances, and the kernarg layout.
//!
//! * [`LaunchSpec::parse`]: a strict reader of launch specs; errors name the member at fault.
//! * [`LaunchResult::to_json`]: the output format (shortest round-trip floats, `--bits`).
//! * [`Expected::parse`] and [`Expected::compare`]: expected results and tolerances.
//! * [`kernarg_layout`], [`build_kernarg_segment`]: explicit arguments at natural alignment,
//!   then the code-object-V5 hidden block, as the compiler lays them out.
//! * [`float`]: correctly rounded binary16 conversion and shortest float printing.

mod expected;
pub mod float;
mod json;
mod kernarg;
mod output;
mod spec;

pub use expected::{Expected, Tolerance};
pub use kernarg::{
    build_kernarg_segment, fill_hidden_v5, grid_dims, hidden, kernarg_layout, kernarg_layout_byref,
    kernarg_places, kernarg_slot, HiddenEnv, KernargLayout,
};
pub use output::{BufferData, LaunchResult};

/// The dispatch id every engine gives a launch (`llvm.amdgcn.dispatch.id`, the kernel's
/// Dispatch Id user SGPRs): the HSA queue index of its packet. Not 0, and different in its
/// two halves, so that code reading an unset register (0 in the simulator) or one half of
/// the wrong pair gets a different value.
pub const DISPATCH_ID: u64 = 0x0000_0003_0000_0011;
pub use spec::{
    ArgSpec, BufferSpec, ElemType, Init, LaunchSpec, SplitMix64, DEFAULT_STACK_BYTES,
    MAX_BUFFER_BYTES, MAX_WORKGROUP_SIZE,
};
