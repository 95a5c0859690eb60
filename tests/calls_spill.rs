//! VGPR spills inside device functions (`gfxc_regalloc::spill::SpillAddr::Frame`): a
//! `noinline` callee holding 300 loaded values live at once (more than the 256 VGPRs of any
//! target, so it compiles only by spilling) spills into its own frame above its allocas
//! (`scratch_* off, vN, s33` on GFX9+, `buffer_* vN, off, s[36:39], s33` on GFX6-GFX8). It is
//! called from a kernel under divergence and from a second `noinline` function that calls it
//! twice (two frames stacked), on all 13 target modes on the strict simulator, and must give
//! exactly the interpreter's buffers. Before, such a callee was `unsupported: VGPR spills in
//! a device function`.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

use common::gen::calls_spill_module as module;

#[test]
fn device_function_vgpr_spills_run_on_every_target() {
    let m = common::gir_module(&module(300));
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "in"}, {"buffer": "out"}],
            "buffers": {"in": {"type": "u32", "len": 300,
                               "init": {"random": 7, "min": 0, "max": 4294967295}},
                        "out": {"type": "u32", "len": 64}}}"#,
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
        let obj = match gfxc::compile_module(&m, &t) {
            Ok(o) => o,
            Err(e) => {
                fails.push(format!("{cpu}{mattr}: {}", e.render("k.gir")));
                continue;
            }
        };
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
