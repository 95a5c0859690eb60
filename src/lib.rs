//! gfxc: a compiler backend for AMD GPUs.
//!
//! This facade re-exports the stage crates and offers the few calls most users need:
//!
//! ```
//! let src = "kernel @k(v0: ptr.global) {\nblock0:\n    return\n}\n";
//! let module = gfxc::load_module(src).map_err(|e| e.render("k.gir")).unwrap();
//! assert_eq!(gfxc::ir::text::print_module(&module), src);
//! ```

pub use gfxc_ir as ir;
pub use gfxc_isa as isa;
pub use gfxc_isel::mir;
pub use gfxc_ll as ll;

pub mod compile;
pub mod fuzz;
pub mod pipeline;
pub use compile::{compile_module, compile_module_relocatable};
pub use pipeline::{CompileContext, CompileError, CompileOptions, ErrorKind, Pass};

use gfxc_ir::{Diagnostics, Module};

/// Parses gfxc IR text and verifies it.
pub fn load_module(src: &str) -> Result<Module, Diagnostics> {
    let module = gfxc_ir::text::parse_module(src)?;
    gfxc_ir::verifier::verify_module(&module)?;
    Ok(module)
}

/// The languages a source file can be written in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SourceKind {
    /// gfxc IR text (`.gir`, docs/ir.md).
    Gir,
    /// Textual LLVM IR (`.ll`) for amdgcn-amd-amdhsa.
    LlvmIr,
}

impl SourceKind {
    /// `.ll` files are LLVM IR; every other name is read as gfxc IR.
    pub fn from_path(path: &str) -> SourceKind {
        if path.ends_with(".ll") {
            SourceKind::LlvmIr
        } else {
            SourceKind::Gir
        }
    }
}

/// Parses a source of the given kind into gfxc IR, without verifying it.
pub fn parse_source(kind: SourceKind, src: &str) -> Result<Module, Diagnostics> {
    match kind {
        SourceKind::Gir => gfxc_ir::text::parse_module(src),
        SourceKind::LlvmIr => gfxc_ll::parse_ll(src),
    }
}

/// Parses a source of the given kind and verifies the result.
pub fn load_source(kind: SourceKind, src: &str) -> Result<Module, Diagnostics> {
    let module = parse_source(kind, src)?;
    gfxc_ir::verifier::verify_module(&module)?;
    Ok(module)
}
