//! A device function's register budget comes from the kernels that reach it
//! (`gfxc_regalloc::callee_budget`): `@big` holds 160 loaded values live at once. Called from
//! a kernel declaring `flat_workgroup_size(1, 1024)` it must fit that kernel's budget (64
//! VGPRs on gfx900 wave64, as llc-19 allocates a callee by default), spilling to its frame,
//! and the kernel's `.vgpr_count` (the maximum over what it reaches) stays within its budget
//! on every target mode; it runs on all 13 modes against the interpreter. Called only from a
//! kernel declaring `flat_workgroup_size(1, 64)`, the same function keeps the larger budget
//! that kernel allows (llc-19 would still give it the default one). Before, a device function
//! had the whole register file and the 1024-bound kernel was refused as unlaunchable.

mod common;

use common::{gir_matches_interpreter, target_with, ALL_TARGETS};

use common::gen::calls_budget_module as module;

const LIVE: usize = 160;

/// (`.vgpr_count` of kernel `@k`, its budget) for `bound` on `cpu`/`mattr`.
fn vgprs(bound: u32, cpu: &str, mattr: &str) -> (u64, u32) {
    let m = common::gir_module(&module(LIVE, bound));
    let t = target_with(cpu, mattr);
    let c = gfxc::compile::compile_kernels(&m, &t, true)
        .unwrap_or_else(|d| panic!("{cpu}{mattr}: {}", d.render("big.gir")));
    let k = c.kernels.iter().find(|k| k.name == "k").unwrap();
    let f = &m.functions[m.function_by_name("k").unwrap()];
    let b = gfxc_regalloc::budget::Bounds {
        flat_workgroup_size: f.attrs.flat_workgroup_size,
        waves_per_eu: f.attrs.waves_per_eu,
        reqd_workgroup_size: f.attrs.reqd_workgroup_size,
        num_vgpr: f.attrs.num_vgpr,
        num_sgpr: f.attrs.num_sgpr,
    };
    let (_, budget) = gfxc_regalloc::budget::kernel_budget(&t, &b).unwrap();
    (k.metadata.vgpr_count, budget.vgprs)
}

#[test]
fn callee_fits_the_budget_of_a_1024_item_kernel_on_every_target() {
    let mut bad = Vec::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let (got, budget) = vgprs(1024, cpu, mattr);
        if got > budget as u64 {
            bad.push(format!("{cpu}{mattr}: {got} VGPRs, budget {budget}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    let launch = r#"{"kernel": "k", "grid": [256, 1, 1], "block": [256, 1, 1], "stack_bytes": 4096,
        "args": [{"buffer": "in"}, {"buffer": "out"}],
        "buffers": {"in": {"type": "u32", "len": 160, "init": "iota"},
                    "out": {"type": "u32", "len": 256}}}"#;
    gir_matches_interpreter("big.gir", &module(LIVE, 1024), launch, ALL_TARGETS);
}

/// The budget follows the callers: on gfx900 the 64-item kernel's callee uses more than the
/// 64 VGPRs the 1024-item kernel's must fit in.
#[test]
fn callee_budget_follows_its_callers_bounds() {
    let (small, b64) = vgprs(64, "gfx900", "");
    let (large, b1024) = vgprs(1024, "gfx900", "");
    assert_eq!((b64, b1024), (256, 64));
    assert!(
        large <= 64 && small > 64,
        "1024-bound: {large}, 64-bound: {small}"
    );
}
