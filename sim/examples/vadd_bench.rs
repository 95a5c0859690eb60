//! Benchmark: a 1M-element f32 vector add (`vadd_f32` compiled by llc-19) on the simulator in
//! strict mode, for each committed target; prints wave instructions per second (best of three
//! runs of the whole `simulate` call: reading the code object, building memory, running).
//!
//! Run: `cargo run --release -p gfxc-sim --example vadd_bench`

use gfxc_ir::launch::LaunchSpec;
use gfxc_sim::{simulate, SimOptions};
use std::time::Instant;

const N: u32 = 1 << 20;

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let spec = format!(
        r#"{{"kernel": "vadd_f32", "grid": [{N}, 1, 1], "block": [256, 1, 1],
        "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "c"}}, {{"i32": {N}}}],
        "buffers": {{"a": {{"type": "f32", "len": {N}, "init": "iota"}},
                     "b": {{"type": "f32", "len": {N}, "init": {{"fill": 1.0}}}},
                     "c": {{"type": "f32", "len": {N}, "init": "zero"}}}}}}"#
    );
    let spec = LaunchSpec::parse(&spec).expect("launch spec");
    // `GFXC_BENCH_TARGET=gfx1100` runs one target only (for profiling).
    let only = std::env::var("GFXC_BENCH_TARGET").ok();
    for t in ["gfx908", "gfx1100", "gfx1100w64"] {
        if only.as_deref().is_some_and(|o| o != t) {
            continue;
        }
        let bytes = std::fs::read(dir.join(t).join("vadd_f32.hsaco")).expect("code object");
        // Best of three runs (the machine may be shared), by wall time and by CPU time.
        let mut best = None::<(f64, _, _)>;
        let mut best_cpu = f64::INFINITY;
        for _ in 0..3 {
            let (t0, c0) = (Instant::now(), cpu_ns());
            let (res, st) = simulate(&bytes, &spec, &SimOptions::default()).expect("simulation");
            let dt = t0.elapsed().as_secs_f64();
            if let (Some(a), Some(b)) = (c0, cpu_ns()) {
                best_cpu = best_cpu.min((b - a) as f64 * 1e-9);
            }
            if best.as_ref().is_none_or(|b| dt < b.0) {
                best = Some((dt, res, st));
            }
        }
        let (dt, res, st) = best.expect("one run");
        let c = res.buffer("c").unwrap();
        assert_eq!(c.bits(12345), (12346.0f32).to_bits() as u64);
        let wi = st.instructions();
        println!(
            "{t}: {N} elements, {} waves, {wi} wave instructions in {:.3} s = {:.1} M wave instructions/s ({:.1} M lane instructions/s)",
            st.waves,
            dt,
            wi as f64 / dt / 1e6,
            st.lane_ops as f64 / dt / 1e6
        );
        if best_cpu.is_finite() {
            println!(
                "{t}: CPU time {:.3} s = {:.1} M wave instructions/s per CPU second",
                best_cpu,
                wi as f64 / best_cpu / 1e6
            );
        }
    }
}

/// CPU time of this thread in nanoseconds (Linux `/proc/thread-self/schedstat`), if known.
fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}
