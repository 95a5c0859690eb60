//! Module-scope variables reached from device functions that stay real calls.
//!
//! Guarantees: [`callable_global`] says whether a device function compiled as a real call
//! may take the address of a global: a `global`/`constant` variable has one address for
//! every kernel (materialised PC-relatively, `gfxc_isel::global_addr`), so it may. An LDS
//! (`local`) variable's address depends on the kernel's layout (`crate::lds_layout`, one
//! struct per kernel), so a callee that takes one is inlined (docs/calls.md).

use gfxc_ir::{AddrSpace, GlobalId, Module};

/// A device function that stays a call may take the address of global `g`.
pub fn callable_global(m: &Module, g: GlobalId) -> bool {
    m.globals.get(g).is_some_and(|g| g.space != AddrSpace::Local)
}
