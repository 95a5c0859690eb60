//! Real calls (`gfxc_lower::inline` keeps noinline and recursive device functions,
//! `gfxc_regalloc::calls` expands them): `tests/calls/compiled.gir` has noinline callees with
//! arguments of every register class (i32, i64, f32, f64, f16, <2 x half>, global pointer,
//! i1), uniform and divergent arguments, calls in divergent control flow, several call
//! sites, a callee calling a callee, and recursion with a per-lane depth (fib, mutual
//! is_even/is_odd). Compiled on all 13 target modes (MUBUF frames on GFX6-GFX8, flat scratch
//! on GFX9+) and run on the strict simulator, it must give exactly the interpreter's buffers.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

fn spec() -> LaunchSpec {
    LaunchSpec::parse(
        r#"{"kernel": "k", "stack_bytes": 8192, "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "fib"}, {"buffer": "b"}, {"buffer": "c"}, {"i32": 13},
                     {"i64": -5}, {"f64": 0.25}],
            "buffers": {"fib": {"type": "i32", "len": 128}, "b": {"type": "i32", "len": 128},
                        "c": {"type": "f32", "len": 128, "init": "iota"}}}"#,
    )
    .unwrap()
}

#[test]
fn real_calls_match_the_interpreter_on_every_target() {
    let src = std::fs::read_to_string(common::root().join("tests/calls/compiled.gir")).unwrap();
    let m = common::gir_module(&src);
    let mut checked = 0;
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let ws = t.wave_size();
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: ws,
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec(), &opts).unwrap();
        let compiled = gfxc::compile_module(&m, &t);
        let obj = compiled.unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("k.gir")));
        let got = gfxc_sim::simulate(&obj, &spec(), &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        for name in ["fib", "b", "c"] {
            assert_eq!(
                got.0.buffer(name).unwrap().bytes,
                want.buffer(name).unwrap().bytes,
                "{cpu}{mattr}: buffer {name}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, ALL_TARGETS.len());
}
