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

/// `@big(p, x)`: loads `n` words `p[i] + x`, keeps all of them live and folds them in reverse
/// order; `@mid` calls it twice; the kernel calls `@big` on lanes `tid % 4 == 1`, `@mid` on
/// `tid % 4 >= 2`.
fn module(n: usize) -> String {
    let mut s = common::big_live_callee(n);
    s += "function @mid(v0: ptr.global, v1: i32) -> i32 noinline {
block0:
    v2 = call @big(v0, v1)
    v3 = iconst.i32 1
    v4 = add.i32 v1, v3
    v5 = call @big(v0, v4)
    v6 = xor.i32 v2, v5
    return v6
}

kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = iconst.i32 3
    v4 = and.i32 v2, v3
    v5 = iconst.i32 1
    v6 = icmp.i32 eq v4, v5
    v20 = iconst.i32 2
    v21 = icmp.i32 uge v4, v20
    brif v6, block1, block3
block1:
    v7 = call @big(v0, v2)
    jump block2(v7)
block3:
    brif v21, block4, block2(v2)
block4:
    v22 = call @mid(v0, v2)
    jump block2(v22)
block2(v8: i32):
    v9 = zext.i64 v2
    v10 = iconst.i64 4
    v11 = mul.i64 v9, v10
    v12 = ptradd v1, v11
    store v8, v12
    return
}
";
    s
}

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
