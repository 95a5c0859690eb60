//! gfxc-isa: the machine description of AMD GCN/RDNA GPUs (issue 3).
//!
//! See the module docs for what each part guarantees.

pub mod processors;

pub use processors::{processor, Generation, IsaVariant, Processor, Target, PROCESSORS};
