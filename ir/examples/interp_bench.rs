//! Interpreter throughput: saxpy over 1M elements (grid 1048576, block 256), wave64 and wave32.
//!
//! `cargo run --release -p gfxc-ir --example interp_bench [N]` prints the wall time of
//! `interp::run` (best of 5) and the rate in work-items per second.

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::LaunchSpec;
use std::time::Instant;

const SAXPY: &str = "
kernel @saxpy(v0: ptr.global, v1: ptr.global, v2: f32, v3: i32) flat_workgroup_size(1, 256) {
block0:
    v4 = workitem_id x
    v5 = workgroup_id x
    v6 = workgroup_size x
    v7 = mul.i32 v5, v6
    v8 = add.i32 v7, v4
    v9 = icmp.i32 slt v8, v3
    brif v9, block1, block2
block1:
    v10 = zext.i64 v8
    v11 = iconst.i64 4
    v12 = mul.i64 v10, v11
    v13 = ptradd v0, v12
    v14 = ptradd v1, v12
    v15 = load.f32 v13
    v16 = load.f32 v14
    v17 = fma.f32 v2, v15, v16
    store v17, v14
    jump block2
block2:
    return
}
";

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1 << 20);
    let module = gfxc_ir::text::parse_module(SAXPY).expect("saxpy parses");
    let spec = LaunchSpec::parse(&format!(
        r#"{{"kernel": "saxpy", "grid": [{n}, 1, 1], "block": [256, 1, 1],
            "args": [{{"buffer": "x"}}, {{"buffer": "y"}}, {{"f32": 2.5}}, {{"i32": {n}}}],
            "buffers": {{"x": {{"type": "f32", "len": {n}, "init": "iota"}},
                         "y": {{"type": "f32", "len": {n}, "init": {{"fill": 1.0}}}}}}}}"#
    ))
    .expect("spec parses");
    for wave_size in [64, 32] {
        let opts = InterpOptions {
            wave_size,
            ..Default::default()
        };
        let mut best = f64::INFINITY;
        for _ in 0..5 {
            let t = Instant::now();
            let r = run(&module, &spec, &opts).expect("saxpy runs");
            best = best.min(t.elapsed().as_secs_f64());
            assert_eq!(r.buffers[1].bits(3), (2.5f32 * 3.0 + 1.0).to_bits() as u64);
        }
        println!(
            "saxpy n={n} wave{wave_size}: {:.1} ms ({:.0} M work-items/s)",
            best * 1e3,
            n as f64 / best / 1e6
        );
    }
}
