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

use gfxc_ir::{Diagnostics, Module};

/// Parses gfxc IR text and verifies it.
pub fn load_module(src: &str) -> Result<Module, Diagnostics> {
    let module = gfxc_ir::text::parse_module(src)?;
    gfxc_ir::verifier::verify_module(&module)?;
    Ok(module)
}
