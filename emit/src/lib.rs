//! `gfxc-emit`: AMDHSA code objects — kernel descriptors, metadata, the ELF writer and reader.
//!
//! Guarantees: everything here is described by AMDGPUUsage ("ELF Code Object", "Code Object
//! Metadata", "Kernel Descriptor"; digest `shared/notes/spec-code-object.md`); each module's doc
//! says what it guarantees. Malformed input never panics: every entry point returns
//! [`Result`]. Output is deterministic.
//!
//! Post-RA passes, in order:
//! 1. [`memory_legalizer`]: instruction selection leaves every global/flat/scratch/LDS access
//!    and fence tagged with its IR memory semantics (`MInst::mem`, `p_fence`); the legalizer
//!    looks each one up in the memory model ([`memory_model::sequence`]: AMDGPUUsage's tables
//!    as data, per target, tgsplit and CU/WGP mode) and applies it: cache-policy bits on the
//!    access (`glc slc dlc`, `sc0 sc1 nt` on GFX940), `p_wait` requirements before/after it,
//!    and the cache maintenance instructions (`buffer_wbinvl1_vol`, `buffer_gl1_inv`,
//!    `buffer_gl0_inv`, `buffer_wbl2`, `buffer_inv`, ...).
//! 2. [`waitcnt`]: `s_waitcnt` insertion; the model's waits are requirements it merges with its
//!    own and drops only where its scoreboard proves the counter zero on every path.
//! 3. Hazards/NOPs ([`nop_insertion`]) while laying out the code ([`kernel_code`]).

#![recursion_limit = "512"]

pub mod code_object;
pub mod descriptor;
pub mod directives;
pub mod error;
pub mod inline_asm;
pub mod inspect;
pub mod kd_builder;
pub mod layout;
pub mod link;
pub mod links;
pub mod memory_legalizer;
pub mod memory_model;
pub mod metadata;
pub mod metadata_args;
pub mod msgpack;
pub mod note;
pub mod reader;
pub mod reloc;
pub mod target_flags;
pub mod writer;

pub use code_object::{Binding, CodeObject, DataSection, Function, Global, Visibility};
pub use descriptor::KernelDescriptor;
pub use error::{Error, ErrorKind, Result};
pub use kd_builder::{build_descriptor, KernelResources};
pub use links::{CodeFixup, DataPointer, DynReloc, DynRelocKind, FixupKind, Links};
pub use metadata::{KernelMetadata, Metadata};
pub use reader::{read, repack, ReadObject};
pub use target_flags::CodeObjectVersion;
pub use writer::{write, write_linked};

/// `gfxc inspect`: the JSON document for a code object's bytes.
pub fn inspect(data: &[u8]) -> Result<serde_json::Value> {
    inspect::inspect_json(&read(data)?)
}

pub mod back_edge_moves;
pub mod branch_relax;
pub mod exec_tail;
pub mod global_fixups;
pub mod hazards;
pub mod if_then;
pub mod kernel_code;
pub mod nop_insertion;
pub mod report;
pub mod skip_execz;
pub mod vopd;
pub mod waitcnt;
