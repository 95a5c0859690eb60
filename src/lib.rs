//! gfxc facade
pub use gfxc_ir as ir;
