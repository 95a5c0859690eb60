//! Kernel inputs in real calls (issue 15 item 3, AMDGPUUsage "AMDGPU Calling Convention"):
//! work-item ids reach a callee packed in v31 (`x | y << 10 | z << 20`), work-group ids in
//! s12, s13, s14, as llc-19 passes them (`gfxc_isel::calls`, `gfxc_regalloc::calls`). `tests/calls/workitem_ids.gir`: a callee reading x, y and z, a
//! callee reading none that calls it (forwarding v31), one reading x only, and a recursive
//! one reading x at every level, called under divergence in a 3-D work-group. On all 13
//! target modes (unpacked ids packed by the kernel on GFX6-GFX10 and gfx908, the packed v0
//! passed on gfx90a, gfx942 and GFX11) the strict simulator must give exactly the
//! interpreter's buffers, and the calls must stay calls (before, such a `noinline` callee was
//! inlined and a recursive one was `unsupported:`).

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

#[test]
fn work_item_ids_reach_callees_on_every_target() {
    let spec = r#"{"kernel": "k", "grid": [4, 2, 8], "block": [4, 2, 8], "stack_bytes": 4096,
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 64}}}"#;
    check("tests/calls/workitem_ids.gir", spec, 6);
}

/// `tests/calls/workgroup_ids.gir`: a callee reading the three work-group ids, one reading y
/// that calls it (forwarding s12..s14), a recursive one reading x at every level; 8
/// work-groups of 16 work-items.
#[test]
fn work_group_ids_reach_callees_on_every_target() {
    let spec = r#"{"kernel": "k", "grid": [32, 2, 2], "block": [16, 1, 1], "stack_bytes": 4096,
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 128}}}"#;
    check("tests/calls/workgroup_ids.gir", spec, 5);
}

/// Compiles `file` for every target mode, checks that it keeps `ncalls` call sites (none
/// inlined) and that the strict simulator gives the interpreter's buffers.
fn check(file: &str, spec: &str, ncalls: usize) {
    let src = std::fs::read_to_string(common::root().join(file)).unwrap();
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(spec).unwrap();
    let mut fails = Vec::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let asm = match gfxc::compile::compile_module_asm(&m, &t) {
            Ok(a) => a,
            Err(e) => {
                fails.push(format!("{cpu}{mattr}: {}", e.render("k.gir")));
                continue;
            }
        };
        let calls = asm.matches("s_swappc_b64").count();
        if calls != ncalls {
            fails.push(format!("{cpu}{mattr}: {calls} calls, not {ncalls}"));
        }
        let obj = gfxc::compile_module(&m, &t).unwrap();
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                if got.buffer("out").unwrap().bytes != want.buffer("out").unwrap().bytes {
                    fails.push(format!("{cpu}{mattr}: {file}: wrong result"));
                }
            }
            Err(e) => fails.push(format!("{cpu}{mattr}: {file}: {e}")),
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
