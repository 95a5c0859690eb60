//! Kernel inputs in real calls (issue 15 item 3, AMDGPUUsage "AMDGPU Calling Convention"):
//! work-item ids reach a callee packed in v31 (`x | y << 10 | z << 20`, as llc-19 passes
//! them; `gfxc_isel::calls`). `tests/calls/workitem_ids.gir`: a callee reading x, y and z, a
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
    let src = std::fs::read_to_string(common::root().join("tests/calls/workitem_ids.gir")).unwrap();
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [4, 2, 8], "block": [4, 2, 8], "stack_bytes": 4096,
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 64}}}"#,
    )
    .unwrap();
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
        // Five call sites in @k and @fwd, one in @depth.
        let calls = asm.matches("s_swappc_b64").count();
        if calls != 6 {
            fails.push(format!("{cpu}{mattr}: {calls} calls, not 6"));
        }
        let obj = gfxc::compile_module(&m, &t).unwrap();
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                if got.buffer("out").unwrap().bytes != want.buffer("out").unwrap().bytes {
                    fails.push(format!("{cpu}{mattr}: wrong result"));
                }
            }
            Err(e) => fails.push(format!("{cpu}{mattr}: {e}")),
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
