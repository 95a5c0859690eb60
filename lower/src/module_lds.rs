//! Module-scope variables reached from device functions that stay real calls.
//!
//! Guarantees:
//! * [`callable_global`]: a device function compiled as a real call may take the address of
//!   any global. A `global`/`constant` variable has one address for every kernel
//!   (materialised PC-relatively, `gfxc_isel::global_addr`).
//! * An LDS (`local`) variable's address depends on the kernel that runs: each kernel lays
//!   out the LDS it reaches as one struct (`crate::lds_layout`, `gfxc_ir::lds`: LLVM 19's
//!   kernel strategy), so a callee reached from two kernels may find its variable at two
//!   offsets. As LLVM 19's module-LDS lowering does for variables it cannot give one address
//!   in every kernel (its "table" strategy, AMDGPULowerModuleLDSPass), [`add_lds_table`]
//!   adds a constant table [`TABLE`] of `i32` LDS addresses, one row per kernel (kernels in
//!   module order: the row is the kernel's *LDS kernel id*) and one column per `local`
//!   global of the module (in definition order; 0 where the kernel does not allocate it).
//!   A device function's `global_addr` of a `local` global is selected as a scalar load of
//!   `TABLE[id][column]` (`gfxc_isel::calls`), where `id` arrives in s15, the register llc-19
//!   passes `llvm.amdgcn.lds.kernel.id` in; a kernel passes its row number, a device
//!   function forwards its s15 ([`lds_kernel_id_reached`] says who needs it). The table's
//!   entries are the offsets `crate::lds_layout` gives every kernel, which are the
//!   interpreter's (`gfxc_ir::lds::kernel_lds`), so a callee finds its variables in every
//!   kernel that calls it.

use crate::lds_layout::layout_lds;
use cranelift_entity::EntityRef;
use gfxc_ir::{AddrSpace, GlobalData, GlobalId, GlobalInit, InstData, Module, Type};
use rustc_hash::FxHashMap as HashMap;

/// The name of the LDS address table.
pub const TABLE: &str = "__gfxc_lds_table";

/// A device function that stays a call may take the address of global `g`.
pub fn callable_global(m: &Module, g: GlobalId) -> bool {
    m.globals.is_valid(g)
}

/// The table's columns: every `local` global of `m`, in definition order.
pub fn table_columns(m: &Module) -> Vec<GlobalId> {
    m.globals
        .iter()
        .filter(|(_, g)| g.space == AddrSpace::Local && g.name != TABLE)
        .map(|(id, _)| id)
        .collect()
}

/// The LDS kernel id of each kernel of `m` (its index among the kernels, module order).
pub fn kernel_ids(m: &Module) -> HashMap<String, u32> {
    m.kernels()
        .enumerate()
        .map(|(i, (_, f))| (f.name.clone(), i as u32))
        .collect()
}

/// Whether device function `f` of `m` takes the address of a `local` global itself.
fn takes_lds_address(m: &Module, f: &gfxc_ir::Function) -> bool {
    !f.is_kernel()
        && f.layout.blocks().iter().any(|&b| {
            f.layout.block_insts(b).iter().any(|&i| {
                matches!(&f.dfg.insts[i], InstData::GlobalAddr { global }
                    if m.globals.get(*global).is_some_and(|g| g.space == AddrSpace::Local))
            })
        })
}

/// For each function of `m` (by name): whether it, or a function it calls (transitively),
/// is a device function taking the address of a `local` global (it then needs the LDS
/// kernel id in s15).
pub fn lds_kernel_id_reached(m: &Module) -> HashMap<String, bool> {
    let mut own: Vec<bool> = m
        .functions
        .iter()
        .map(|(_, f)| takes_lds_address(m, f))
        .collect();
    let callees: Vec<Vec<usize>> = m
        .functions
        .iter()
        .map(|(id, _)| {
            gfxc_ir::callgraph::calls_of(m, id)
                .into_iter()
                .map(|c| c.0.index())
                .collect()
        })
        .collect();
    gfxc_ir::callgraph::propagate_to_callers(&mut own, &callees, crate::inline::or_bool);
    m.functions
        .iter()
        .map(|(id, f)| (f.name.clone(), own[id.index()]))
        .collect()
}

/// Adds [`TABLE`] to `m` (the module after inlining: kernels and the device functions that
/// stay calls) when one of its device functions takes the address of a `local` global.
pub fn add_lds_table(m: &mut Module) {
    if !m.functions.iter().any(|(_, f)| takes_lds_address(m, f)) {
        return;
    }
    let cols = table_columns(m);
    let mut values = Vec::new();
    for (_, k) in m.kernels() {
        // A kernel whose LDS does not fit is reported by `lower_lds`; its row stays 0.
        let lds = layout_lds(m, k).ok();
        for &g in &cols {
            let off = lds.as_ref().and_then(|l| l.offset_of(g)).unwrap_or(0);
            values.push(off as u64);
        }
    }
    m.globals.push(GlobalData {
        name: TABLE.to_string(),
        space: AddrSpace::Constant,
        elem: Type::I32,
        count: values.len() as u32,
        align: 4,
        init: GlobalInit::Values(values),
        constant: true,
    });
}
