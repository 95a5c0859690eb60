//! The reference interpreter on small kernels written in the text format. Expected values are
//! computed here by plain Rust (or were computed with Python, for binary16), never by the
//! interpreter; every kernel runs with wave64 and wave32 unless the test is about one of them.

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{LaunchResult, LaunchSpec};

fn run_with(
    src: &str,
    spec: &str,
    wave_size: u32,
    step_limit: u64,
) -> Result<LaunchResult, String> {
    let m = gfxc_ir::text::parse_module(src).map_err(|d| d.render("t.gir"))?;
    gfxc_ir::verifier::verify_module(&m).map_err(|d| d.render("t.gir"))?;
    let spec = LaunchSpec::parse(spec).map_err(|e| format!("spec: {e}"))?;
    run(
        &m,
        &spec,
        &InterpOptions {
            wave_size,
            step_limit,
            ..Default::default()
        },
    )
    .map_err(|e| e.render("t.gir"))
}

fn run_ws(src: &str, spec: &str, wave_size: u32) -> Result<LaunchResult, String> {
    run_with(src, spec, wave_size, 50_000_000)
}

/// Runs with wave64 and wave32; both must succeed and agree on every buffer.
fn run_ok(src: &str, spec: &str) -> LaunchResult {
    let a = run_ws(src, spec, 64).unwrap_or_else(|e| panic!("wave64: {e}"));
    let b = run_ws(src, spec, 32).unwrap_or_else(|e| panic!("wave32: {e}"));
    assert_eq!(a, b, "wave64 and wave32 differ");
    a
}

/// The error of a run (the same for both wave sizes unless `ws` is given).
fn run_err(src: &str, spec: &str, ws: u32) -> String {
    match run_ws(src, spec, ws) {
        Ok(r) => panic!("expected an error, got {}", r.to_json(false)),
        Err(e) => e,
    }
}

/// `t.gir:LINE:COL` of the first line containing `needle` (column of its first non-blank).
fn loc_of(src: &str, needle: &str) -> String {
    for (i, line) in src.lines().enumerate() {
        if line.contains(needle) {
            let col = line.len() - line.trim_start().len() + 1;
            return format!("t.gir:{}:{}", i + 1, col);
        }
    }
    panic!("{needle} not in source")
}

fn elems(r: &LaunchResult, name: &str) -> Vec<u64> {
    let b = r.buffer(name).unwrap();
    (0..b.len()).map(|i| b.bits(i)).collect()
}

fn spec(kernel: &str, grid: u32, block: u32, args: &str, buffers: &str) -> String {
    format!(
        r#"{{"kernel": "{kernel}", "grid": [{grid}, 1, 1], "block": [{block}, 1, 1], "args": [{args}],
            "buffers": {{{buffers}}}}}"#
    )
}

const DIVERGENT: &str = "
kernel @k(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = iconst.i32 1
    v4 = and.i32 v2, v3
    v5 = iconst.i32 0
    v6 = icmp.i32 eq v4, v5
    v7 = zext.i64 v2
    v8 = iconst.i64 8
    v9 = mul.i64 v7, v8
    v10 = ptradd v0, v9
    brif v6, block1, block2
block1:
    v11 = iconst.i32 10
    v12 = icmp.i32 ult v2, v11
    v13 = ballot.i64 v12
    store v13, v10
    jump block3
block2:
    v14 = readfirstlane.i32 v2
    v15 = zext.i64 v14
    store v15, v10
    jump block3
block3:
    v16 = iconst.i1 1
    v17 = ballot.i64 v16
    v18 = ptradd v1, v9
    store v17, v18
    return
}
";

#[test]
fn divergent_if_else_with_wave_ops() {
    let s = spec(
        "k",
        64,
        64,
        r#"{"buffer": "a"}, {"buffer": "b"}"#,
        r#""a": {"type": "u64", "len": 64}, "b": {"type": "u64", "len": 64}"#,
    );
    for ws in [64u64, 32] {
        let r = run_ws(DIVERGENT, &s, ws as u32).unwrap();
        let (a, b) = (elems(&r, "a"), elems(&r, "b"));
        for tid in 0..64u64 {
            let (wave, lane0) = (tid / ws, tid / ws * ws);
            let want_a = if tid % 2 == 0 {
                // Active lanes: the even ones of this wave; true where tid < 10.
                (0..ws)
                    .filter(|l| (lane0 + l) % 2 == 0 && lane0 + l < 10)
                    .fold(0, |m, l| m | 1 << l)
            } else {
                lane0 + 1 // first odd lane of the wave
            };
            assert_eq!(a[tid as usize], want_a, "a[{tid}] wave{ws} (wave {wave})");
            // After reconvergence every lane is active again.
            let full = if ws == 64 { u64::MAX } else { 0xffff_ffff };
            assert_eq!(b[tid as usize], full, "b[{tid}] wave{ws}");
        }
    }
}

const LOOP: &str = "
kernel @loop(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = workgroup_id x
    v30 = iconst.i32 64
    v31 = mul.i32 v3, v30
    v32 = add.i32 v31, v2
    v33 = zext.i64 v32
    v4 = iconst.i64 4
    v5 = mul.i64 v33, v4
    v6 = ptradd v0, v5
    v7 = load.i32 v6
    v8 = iconst.i32 0
    jump block1(v8, v8)
block1(v9: i32, v10: i32):
    ; sq is defined in the header and used after the loop: lanes that left early keep theirs
    v11 = mul.i32 v9, v9
    v12 = icmp.i32 slt v9, v7
    brif v12, block2, block3
block2:
    v13 = add.i32 v10, v11
    v14 = iconst.i32 1
    v15 = add.i32 v9, v14
    jump block1(v15, v13)
block3:
    v16 = add.i32 v10, v11
    v17 = ptradd v1, v5
    store v16, v17
    return
}
";

#[test]
fn loop_with_data_dependent_trip_count() {
    let n: Vec<u32> = (0..128u32).map(|i| (i * 7) % 23).collect();
    let vals = n
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let s = spec(
        "loop",
        128,
        64,
        r#"{"buffer": "n"}, {"buffer": "out"}"#,
        &format!(
            r#""n": {{"type": "i32", "len": 128, "init": {{"values": [{vals}]}}}},
                   "out": {{"type": "i32", "len": 128}}"#
        ),
    );
    let r = run_ok(LOOP, &s);
    let want: Vec<u64> = n
        .iter()
        .map(|&k| (0..=k).map(|i| i * i).sum::<u32>() as u64)
        .collect();
    assert_eq!(elems(&r, "out"), want);
}

const REDUCE: &str = "
global @tile: local i32[128]

kernel @reduce(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 128) {
block0:
    v2 = workitem_id x
    v3 = workgroup_id x
    v4 = iconst.i32 128
    v5 = mul.i32 v3, v4
    v6 = add.i32 v5, v2
    v7 = zext.i64 v6
    v8 = iconst.i64 4
    v9 = mul.i64 v7, v8
    v10 = ptradd v0, v9
    v11 = load.i32 v10
    v12 = global_addr @tile
    v14 = iconst.i32 4
    v15 = mul.i32 v2, v14
    v16 = ptradd v12, v15
    store v11, v16
    barrier
    v17 = iconst.i32 64
    jump block1(v17)
block1(v18: i32):
    v19 = icmp.i32 ult v2, v18
    brif v19, block2, block3
block2:
    v20 = add.i32 v2, v18
    v21 = mul.i32 v20, v14
    v22 = ptradd v12, v21
    v23 = load.i32 v22
    v24 = load.i32 v16
    v25 = add.i32 v24, v23
    store v25, v16
    jump block3
block3:
    barrier
    v26 = iconst.i32 1
    v27 = lshr.i32 v18, v26
    v28 = iconst.i32 0
    v29 = icmp.i32 ne v27, v28
    brif v29, block1(v27), block4
block4:
    v30 = icmp.i32 eq v2, v28
    brif v30, block5, block6
block5:
    v31 = load.i32 v12
    v32 = zext.i64 v3
    v33 = mul.i64 v32, v8
    v34 = ptradd v1, v33
    store v31, v34
    jump block6
block6:
    return
}
";

#[test]
fn lds_tree_reduction_with_barriers() {
    let s = spec(
        "reduce",
        512,
        128,
        r#"{"buffer": "x"}, {"buffer": "sums"}"#,
        r#""x": {"type": "i32", "len": 512, "init": {"random": 3, "min": -1000, "max": 1000}},
           "sums": {"type": "i32", "len": 4}"#,
    );
    let r = run_ok(REDUCE, &s);
    let x: Vec<i32> = LaunchSpec::parse(&s).unwrap().buffers[0]
        .initial_bits()
        .iter()
        .map(|&b| b as u32 as i32)
        .collect();
    let want: Vec<u64> = x
        .chunks(128)
        .map(|c| c.iter().sum::<i32>() as u32 as u64)
        .collect();
    assert_eq!(elems(&r, "sums"), want);
}

#[test]
fn barrier_misuse_is_an_error_at_the_barrier() {
    let partial_wave = "
kernel @bad(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = iconst.i32 10
    v3 = icmp.i32 ult v1, v2
    brif v3, block1, block2
block1:
    barrier
    jump block2
block2:
    return
}
";
    let s = spec(
        "bad",
        64,
        64,
        r#"{"buffer": "b"}"#,
        r#""b": {"type": "i32", "len": 1}"#,
    );
    for ws in [64, 32] {
        let e = run_err(partial_wave, &s, ws);
        assert!(
            e.starts_with(&format!(
                "{}: error: barrier reached by only part of wave 0",
                loc_of(partial_wave, "barrier")
            )),
            "{e}"
        );
    }

    // Wave 0 waits at the barrier, wave 1 returns.
    let one_wave = partial_wave.replace("iconst.i32 10", "iconst.i32 64");
    let s = spec(
        "bad",
        128,
        128,
        r#"{"buffer": "b"}"#,
        r#""b": {"type": "i32", "len": 1}"#,
    );
    let e = run_err(&one_wave, &s, 64);
    assert!(
        e.starts_with(&format!(
            "{}: error: wave 0 of work-group (0,0,0) waits at this barrier, but wave 1 finished",
            loc_of(&one_wave, "barrier")
        )),
        "{e}"
    );

    // Waves at different barriers.
    let two = "
kernel @bad(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = iconst.i32 64
    v3 = icmp.i32 ult v1, v2
    brif v3, block1, block2
block1:
    barrier
    jump block3
block2:
    barrier
    jump block3
block3:
    return
}
";
    let e = run_err(two, &s, 64);
    assert!(e.contains("wait at different barriers"), "{e}");
    // With all work-items in one wave the same kernel is a partial-wave error instead.
    let two32 = two.replace("iconst.i32 64", "iconst.i32 32");
    let s64 = spec(
        "bad",
        64,
        64,
        r#"{"buffer": "b"}"#,
        r#""b": {"type": "i32", "len": 1}"#,
    );
    assert!(run_err(&two32, &s64, 64).contains("only part of wave"));
}

#[test]
fn out_of_bounds_access_names_location_address_and_work_item() {
    let src = "
kernel @oob(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = iconst.i32 60
    v3 = add.i32 v1, v2
    v4 = zext.i64 v3
    v5 = iconst.i64 4
    v6 = mul.i64 v4, v5
    v7 = ptradd v0, v6
    v8 = load.i32 v7
    store v8, v0
    return
}
";
    let s = spec(
        "oob",
        64,
        64,
        r#"{"buffer": "b"}"#,
        r#""b": {"type": "i32", "len": 64}"#,
    );
    let e = run_err(src, &s, 64);
    let want = format!(
        "{}: error: out-of-bounds load of 4 bytes at global address 0x100100",
        loc_of(src, "load.i32")
    );
    assert!(e.starts_with(&want), "{e}");
    assert!(e.contains("buffer \"b\" at [0x100000, 0x100100)"), "{e}");
    assert!(
        e.contains("(work-item (4,0,0) of work-group (0,0,0))"),
        "{e}"
    );
}

const ATOMICS: &str = "
kernel @atom(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) {
block0:
    v4 = workitem_id x
    v5 = workgroup_id x
    v6 = workgroup_size x
    v7 = mul.i32 v5, v6
    v8 = add.i32 v7, v4
    v9 = iconst.i32 1
    v10 = atomic_rmw.i32 add v0, v9, monotonic agent
    v11 = zext.i64 v8
    v12 = iconst.i64 4
    v13 = mul.i64 v11, v12
    v14 = ptradd v1, v13
    store v10, v14
    v15 = ptradd v2, v13
    v16 = load.f32 v15
    v17 = bitcast.i32 v16
    v18 = load.i32 v3
    jump block1(v18)
block1(v19: i32):
    v20 = bitcast.f32 v19
    v21 = fcmp.f32 ogt v16, v20
    brif v21, block2, block3
block2:
    v22, v23 = cmpxchg.i32 v3, v19, v17, monotonic monotonic agent
    brif v23, block3, block1(v22)
block3:
    return
}
";

#[test]
fn atomics_run_in_lane_order() {
    let s = spec(
        "atom",
        256,
        64,
        r#"{"buffer": "count"}, {"buffer": "old"}, {"buffer": "x"}, {"buffer": "max"}"#,
        r#""count": {"type": "i32", "len": 1}, "old": {"type": "i32", "len": 256},
           "x": {"type": "f32", "len": 256, "init": {"random": 5, "min": -100, "max": 100}},
           "max": {"type": "f32", "len": 1, "init": {"fill": -1e30}}"#,
    );
    let r = run_ok(ATOMICS, &s);
    assert_eq!(elems(&r, "count"), [256]);
    // Work-groups, waves and lanes in order: the i-th work-item sees i.
    assert_eq!(elems(&r, "old"), (0..256).collect::<Vec<u64>>());
    let x = LaunchSpec::parse(&s).unwrap().buffers[2].initial_bits();
    let max = x
        .iter()
        .map(|&b| f32::from_bits(b as u32))
        .fold(f32::MIN, f32::max);
    assert_eq!(elems(&r, "max"), [max.to_bits() as u64]);
}

#[test]
fn private_alloca_per_lane() {
    let src = "
kernel @priv(v0: ptr.global, v30: i32) {
block0:
    v1 = workitem_id x
    v2 = alloca 16, align 4
    v3 = iconst.i32 4
    v4 = iconst.i32 0
    jump block1(v4)
block1(v5: i32):
    v6 = add.i32 v1, v5
    v7 = mul.i32 v5, v3
    v8 = ptradd v2, v7
    store v6, v8
    v9 = iconst.i32 1
    v10 = add.i32 v5, v9
    v11 = icmp.i32 ult v10, v30
    brif v11, block1(v10), block2
block2:
    v12 = iconst.i32 3
    v13 = and.i32 v1, v12
    v14 = mul.i32 v13, v3
    v15 = ptradd v2, v14
    v16 = load.i32 v15
    v17 = zext.i64 v1
    v18 = iconst.i64 4
    v19 = mul.i64 v17, v18
    v20 = ptradd v0, v19
    store v16, v20
    return
}
";
    let s = |n: u32| {
        spec(
            "priv",
            64,
            64,
            &format!(r#"{{"buffer": "out"}}, {{"i32": {n}}}"#),
            r#""out": {"type": "i32", "len": 64}"#,
        )
    };
    let r = run_ok(src, &s(4));
    assert_eq!(
        elems(&r, "out"),
        (0..64u64).map(|t| t + (t & 3)).collect::<Vec<_>>()
    );
    // Writing a fifth element overflows the 16-byte alloca.
    let e = run_err(src, &s(5), 64);
    assert!(
        e.starts_with(&format!(
            "{}: error: out-of-bounds store of 4 bytes at private address 0x10",
            loc_of(src, "store v6")
        )),
        "{e}"
    );
}

#[test]
fn flat_local_and_private_casts() {
    let src = "
global @pad: local i32[3]
global @buf: local i32[64]

kernel @cast(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = global_addr @buf
    v3 = iconst.i32 4
    v4 = mul.i32 v1, v3
    v5 = ptradd v2, v4
    v6 = addrspacecast.ptr.flat v5
    v7 = iconst.i32 100
    v8 = add.i32 v1, v7
    store v8, v6
    barrier
    v9 = iconst.i32 63
    v10 = sub.i32 v9, v1
    v11 = mul.i32 v10, v3
    v12 = ptradd v2, v11
    v13 = load.i32 v12
    v14 = addrspacecast.ptr.local v6
    v15 = icmp.ptr.local eq v14, v5
    v16 = zext.i32 v15
    v17 = alloca 4
    v18 = addrspacecast.ptr.flat v17
    store v13, v18
    v19 = load.i32 v17
    v20 = add.i32 v19, v16
    v21 = zext.i64 v1
    v22 = iconst.i64 4
    v23 = mul.i64 v21, v22
    v24 = ptradd v0, v23
    v25 = addrspacecast.ptr.flat v24
    store v20, v25
    return
}
";
    let s = spec(
        "cast",
        64,
        64,
        r#"{"buffer": "out"}"#,
        r#""out": {"type": "i32", "len": 64}"#,
    );
    let r = run_ok(src, &s);
    assert_eq!(
        elems(&r, "out"),
        (0..64u64).map(|t| 100 + 63 - t + 1).collect::<Vec<_>>()
    );
}

#[test]
fn partial_work_groups_hidden_arguments_and_dispatch_packet() {
    let src = "
kernel @ids(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = workgroup_id x
    v3 = workgroup_size x
    v4 = mul.i32 v2, v3
    v5 = add.i32 v4, v1
    v6 = zext.i64 v5
    v7 = iconst.i64 16
    v8 = mul.i64 v6, v7
    v9 = ptradd v0, v8
    store v1, v9
    v10 = iconst.i64 4
    v11 = ptradd v9, v10
    store v3, v11
    v12 = implicitarg_ptr
    v13 = iconst.i64 18
    v14 = ptradd v12, v13
    v15 = load.i16 v14
    v16 = zext.i32 v15
    v17 = ptradd v11, v10
    store v16, v17
    v18 = dispatch_ptr
    v19 = iconst.i64 12
    v20 = ptradd v18, v19
    v21 = load.i32 v20
    v22 = grid_size x
    v23 = add.i32 v21, v22
    v24 = ptradd v17, v10
    store v23, v24
    return
}
";
    let s = spec(
        "ids",
        100,
        32,
        r#"{"buffer": "out"}"#,
        r#""out": {"type": "i32", "len": 400}"#,
    );
    let r = run_ok(src, &s);
    let out = elems(&r, "out");
    for i in 0..100u64 {
        assert_eq!(
            out[4 * i as usize..4 * i as usize + 4],
            [i % 32, 32, 4, 200],
            "work-item {i}"
        );
    }
}

#[test]
fn dynamic_lds_after_static_lds() {
    let src = "
global @s: local i32[3]
global @dyn: local i32[0]

kernel @d(v0: ptr.global, v1: i32) {
block0:
    v2 = workitem_id x
    v20 = global_addr @s
    v21 = iconst.i32 7
    store v21, v20
    v3 = global_addr @dyn
    v4 = iconst.i32 4
    v5 = mul.i32 v2, v4
    v6 = ptradd v3, v5
    store v2, v6
    barrier
    v7 = iconst.i32 63
    v8 = sub.i32 v7, v2
    v9 = add.i32 v8, v1
    v10 = mul.i32 v9, v4
    v11 = ptradd v3, v10
    v12 = load.i32 v11
    v13 = zext.i64 v2
    v14 = iconst.i64 4
    v15 = mul.i64 v13, v14
    v16 = ptradd v0, v15
    store v12, v16
    return
}
";
    let s = |off: i32| {
        format!(
            r#"{{"kernel": "d", "grid": [64], "block": [64], "lds_dynamic": 256,
                "args": [{{"buffer": "out"}}, {{"i32": {off}}}],
                "buffers": {{"out": {{"type": "i32", "len": 64}}}}}}"#
        )
    };
    let r = run_ok(src, &s(0));
    assert_eq!(elems(&r, "out"), (0..64u64).rev().collect::<Vec<_>>());
    // @s takes 12 bytes, the dynamic block starts at 12 and holds 256: index 64 is outside.
    let e = run_err(src, &s(1), 64);
    assert!(
        e.contains("out-of-bounds load of 4 bytes at local (LDS) address 0x10c"),
        "{e}"
    );
    assert!(
        e.contains("(work-item (0,0,0) of work-group (0,0,0))"),
        "{e}"
    );
}

const CALLS: &str = "
function @collatz(v0: i32) -> i32 {
block0:
    v1 = iconst.i32 0
    jump block1(v0, v1)
block1(v2: i32, v3: i32):
    v4 = iconst.i32 1
    v5 = icmp.i32 ule v2, v4
    brif v5, block5, block2
block2:
    v6 = and.i32 v2, v4
    v7 = add.i32 v3, v4
    v8 = icmp.i32 eq v6, v4
    brif v8, block4, block3
block3:
    v9 = lshr.i32 v2, v4
    jump block1(v9, v7)
block4:
    v10 = iconst.i32 3
    v11 = mul.i32 v2, v10
    v12 = add.i32 v11, v4
    jump block1(v12, v7)
block5:
    v13 = call @clamp(v3)
    return v13
}

function @clamp(v0: i32) -> i32 {
block0:
    v1 = iconst.i32 100
    v2 = icmp.i32 sgt v0, v1
    brif v2, block1, block2
block1:
    return v1
block2:
    v3 = alloca 4
    store v0, v3
    v4 = load.i32 v3
    return v4
}

kernel @k(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = iconst.i32 3
    v3 = urem.i32 v1, v2
    v4 = iconst.i32 0
    v5 = icmp.i32 ne v3, v4
    brif v5, block1, block2(v4)
block1:
    v6 = iconst.i32 1
    v7 = add.i32 v1, v6
    v8 = call @collatz(v7)
    jump block2(v8)
block2(v9: i32):
    v10 = zext.i64 v1
    v11 = iconst.i64 4
    v12 = mul.i64 v10, v11
    v13 = ptradd v0, v12
    store v9, v13
    return
}
";

#[test]
fn device_calls_under_divergence() {
    let s = spec(
        "k",
        128,
        128,
        r#"{"buffer": "out"}"#,
        r#""out": {"type": "i32", "len": 128}"#,
    );
    let r = run_ok(CALLS, &s);
    let collatz = |mut n: u32| {
        let mut steps = 0;
        while n > 1 {
            n = if n.is_multiple_of(2) {
                n / 2
            } else {
                3 * n + 1
            };
            steps += 1;
        }
        steps.min(100)
    };
    let want: Vec<u64> = (0..128u32)
        .map(|t| if t % 3 != 0 { collatz(t + 1) as u64 } else { 0 })
        .collect();
    assert_eq!(elems(&r, "out"), want);
}

#[test]
fn switch_divergence_reconverges() {
    let src = "
kernel @sw(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = iconst.i32 4
    v4 = urem.i32 v2, v3
    v20 = iconst.i32 30
    switch v4, block3(v20), [0: block1, 1: block2, 2: block1]
block1:
    v5 = iconst.i1 1
    v6 = ballot.i64 v5
    v7 = iconst.i32 10
    jump block4(v7, v6)
block2:
    v8 = iconst.i32 20
    v9 = iconst.i64 0
    jump block4(v8, v9)
block3(v10: i32):
    v11 = iconst.i64 0
    jump block4(v10, v11)
block4(v12: i32, v13: i64):
    v14 = zext.i64 v2
    v15 = iconst.i64 4
    v16 = mul.i64 v14, v15
    v17 = ptradd v0, v16
    store v12, v17
    v18 = iconst.i64 2
    v19 = shl.i64 v16, v18
    v21 = iconst.i64 1
    v22 = lshr.i64 v19, v21
    v23 = ptradd v1, v22
    store v13, v23
    return
}
";
    let s = spec(
        "sw",
        64,
        64,
        r#"{"buffer": "val"}, {"buffer": "mask"}"#,
        r#""val": {"type": "i32", "len": 64}, "mask": {"type": "u64", "len": 64}"#,
    );
    for ws in [64u32, 32] {
        let r = run_ws(src, &s, ws).unwrap();
        let want: Vec<u64> = (0..64).map(|t| [10, 20, 10, 30][t % 4]).collect();
        assert_eq!(elems(&r, "val"), want);
        let m = if ws == 64 {
            0x5555_5555_5555_5555u64
        } else {
            0x5555_5555
        };
        let want: Vec<u64> = (0..64)
            .map(|t| if t % 4 == 0 || t % 4 == 2 { m } else { 0 })
            .collect();
        assert_eq!(elems(&r, "mask"), want, "wave{ws}");
    }
}

#[test]
fn division_by_zero_and_step_limit() {
    let src = "
kernel @div(v0: ptr.global, v1: i32) {
block0:
    v2 = workitem_id x
    v3 = sub.i32 v2, v1
    v4 = sdiv.i32 v2, v3
    store v4, v0
    return
}
";
    let s = spec(
        "div",
        64,
        64,
        r#"{"buffer": "b"}, {"i32": 5}"#,
        r#""b": {"type": "i32", "len": 1}"#,
    );
    let e = run_err(src, &s, 64);
    assert!(
        e.starts_with(&format!(
            "{}: error: integer division by zero (work-item (5,0,0)",
            loc_of(src, "sdiv")
        )),
        "{e}"
    );

    let spin = "
kernel @spin() {
block0:
    jump block1
block1:
    jump block1
}
";
    let s = spec("spin", 1, 1, "", "");
    let e = run_with(spin, &s, 64, 1000).unwrap_err();
    assert!(e.contains("step limit exceeded"), "{e}");
}

#[test]
fn vectors_and_binary16() {
    let src = "
kernel @vec(v0: ptr.global, v1: ptr.global, v2: ptr.global) {
block0:
    v3 = workitem_id x
    v4 = zext.i64 v3
    v5 = iconst.i64 16
    v6 = mul.i64 v4, v5
    v7 = ptradd v0, v6
    v8 = load.f32x4 v7
    v9 = shuffle.f32x4 v8, v8, [3, 2, 1, 0]
    store v9, v7
    v10 = load.f16x2 v1
    v11 = extractelement.f16 v10, v3
    v12 = iconst.i32 1
    v13 = extractelement.f16 v10, v12
    v14 = fadd.f16 v11, v13
    v15 = fdiv.f16 v11, v13
    v16 = fmul.f16 v11, v13
    v17 = fma.f16 v11, v13, v13
    v18 = sqrt.f16 v13
    v19 = iconst.i64 2
    v20 = ptradd v2, v19
    store v14, v20
    v21 = ptradd v20, v19
    store v15, v21
    v22 = ptradd v21, v19
    store v16, v22
    v23 = ptradd v22, v19
    store v17, v23
    v24 = ptradd v23, v19
    store v18, v24
    return
}
";
    // x = [0.1, 0.3] (bits 0x2e66, 0x34cd); lane 0 only (lane 1 would compute with x[1]).
    let s = spec(
        "vec",
        1,
        1,
        r#"{"buffer": "v"}, {"buffer": "h"}, {"buffer": "o"}"#,
        r#""v": {"type": "f32", "len": 12, "init": "iota"},
           "h": {"type": "f16", "len": 2, "init": {"values": [0.1, 0.3]}},
           "o": {"type": "f16", "len": 6}"#,
    );
    let r = run_ok(src, &s);
    let want = [
        3.0f32, 2.0, 1.0, 0.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0,
    ];
    assert_eq!(elems(&r, "v"), want.map(|x| x.to_bits() as u64));
    // Python, exact rationals rounded to binary16: 0.1+0.3, 0.1/0.3, 0.1*0.3, fma(0.1,0.3,0.3),
    // sqrt(0.3) (math.sqrt then struct.pack('<e')).
    let o = elems(&r, "o");
    assert_eq!(o[1..6], [0x3666, 0x3555, 0x27ae, 0x3548, 0x3862]);
    // An out-of-range extractelement index is an error (lane 2 of a 2-lane vector).
    let e = run_err(
        src,
        &s.replace(
            r#""grid": [1, 1, 1], "block": [1, 1, 1]"#,
            r#""grid": [3, 1, 1], "block": [3, 1, 1]"#,
        ),
        64,
    );
    assert!(
        e.contains("extractelement index 2 out of range for 2 lanes"),
        "{e}"
    );
}

/// NaN results do not depend on the host: invalid operations give the canonical positive quiet
/// NaN (as AMD GPUs do; x86 would give 0xffc00000), NaN operands propagate quieted; `fdiv`
/// 0/0 and inf/inf give the negative quiet NaN, as the `v_div_fixup` every AMDGPU division
/// ends in does (docs/sim-float.md).
#[test]
fn nan_results_are_canonical() {
    let src = "kernel @k(v0: ptr.global) {
block0:
    v1 = fconst.f32 0.0
    v2 = fdiv.f32 v1, v1
    store v2, v0
    v3 = fconst.f32 -1.0
    v4 = sqrt.f32 v3
    v5 = iconst.i64 4
    v6 = ptradd v0, v5
    store v4, v6
    v7 = fconst.f32 0xff800001
    v8 = fconst.f32 1.0
    v9 = fadd.f32 v8, v7
    v10 = iconst.i64 8
    v11 = ptradd v0, v10
    store v9, v11
    v12 = fconst.f64 inf
    v13 = fsub.f64 v12, v12
    v14 = iconst.i64 16
    v15 = ptradd v0, v14
    store v13, v15
    v16 = fconst.f32 inf
    v17 = fconst.f32 0.0
    v18 = fma.f32 v16, v17, v8
    v19 = iconst.i64 24
    v20 = ptradd v0, v19
    store v18, v20
    return
}
";
    let m = gfxc_ir::text::parse_module(src).unwrap();
    gfxc_ir::verifier::verify_module(&m).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [1,1,1], "block": [1,1,1], "args": [{"buffer": "o"}],
            "buffers": {"o": {"type": "u32", "len": 8, "init": "zero"}}}"#,
    )
    .unwrap();
    let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let json = r.to_json(true);
    assert_eq!(
        json,
        r#"{"buffers": {"o": ["0xffc00000", "0x7fc00000", "0xffc00001", "0x00000000", "0x00000000", "0x7ff80000", "0x7fc00000", "0x00000000"]}}"#
    );
}

/// LDS holds the `local` globals the kernel reaches (through calls too), placed as LLVM's
/// module-LDS lowering places them (`gfxc_ir::lds`): the rule the compiler's LDS layout follows.
#[test]
fn lds_layout_holds_only_the_reached_globals() {
    let src = "global @unused: local i32[100]
global @b: local i64[1]
global @a: local i32[3]

function @addr_b() -> i32 {
block0:
    v0 = global_addr @b
    v1 = ptrtoint.i32 v0
    return v1
}

kernel @k(v0: ptr.global) {
block0:
    v1 = global_addr @a
    v2 = ptrtoint.i32 v1
    store v2, v0
    v3 = call @addr_b()
    v4 = iconst.i64 4
    v5 = ptradd v0, v4
    store v3, v5
    return
}
";
    let m = gfxc_ir::text::parse_module(src).unwrap();
    gfxc_ir::verifier::verify_module(&m).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [1,1,1], "block": [1,1,1], "args": [{"buffer": "o"}],
            "buffers": {"o": {"type": "u32", "len": 2, "init": "zero"}}}"#,
    )
    .unwrap();
    let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    // @unused is not reached. @a (12 bytes, super-aligned to 16) sorts before @b (align 8)
    // and leaves a gap @b cannot fill: @a at 0, @b at 16 (definition order would give 8, 0).
    assert_eq!(r.to_json(false), r#"{"buffers": {"o": [0, 16]}}"#);
}

/// 32-lane vectors exist for the 32x32 MFMA accumulators; they load, compute and store
/// lane by lane like any other vector.
#[test]
fn thirty_two_lane_vectors() {
    let src = "kernel @k(v0: ptr.global) {
block0:
    v1 = load.f32x32 v0
    v2 = fadd.f32x32 v1, v1
    store v2, v0
    return
}
";
    let m = gfxc_ir::text::parse_module(src).unwrap();
    gfxc_ir::verifier::verify_module(&m).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [1,1,1], "block": [1,1,1], "args": [{"buffer": "o"}],
            "buffers": {"o": {"type": "f32", "len": 32, "init": "iota"}}}"#,
    )
    .unwrap();
    let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let want: Vec<String> = (0..32).map(|i| format!("{}.0", 2 * i)).collect();
    assert_eq!(
        r.to_json(false),
        format!(r#"{{"buffers": {{"o": [{}]}}}}"#, want.join(", "))
    );
}

/// Recursion with a per-lane depth: `fib` keeps its argument in a private slot across the two
/// recursive calls (each frame has its own), `is_even`/`is_odd` recurse mutually, and lanes
/// of one wave reach different depths (0 to 17 frames).
const RECURSION: &str = "
function @fib(v0: i32) -> i32 {
block0:
    v1 = alloca 4
    store v0, v1
    v2 = iconst.i32 2
    v3 = icmp.i32 ult v0, v2
    brif v3, block1, block2
block1:
    return v0
block2:
    v4 = iconst.i32 1
    v5 = sub.i32 v0, v4
    v6 = call @fib(v5)
    v7 = load.i32 v1
    v8 = sub.i32 v7, v2
    v9 = call @fib(v8)
    v10 = add.i32 v6, v9
    return v10
}

function @is_even(v0: i32) -> i32 {
block0:
    v1 = iconst.i32 0
    v2 = icmp.i32 eq v0, v1
    brif v2, block1, block2
block1:
    v3 = iconst.i32 1
    return v3
block2:
    v4 = iconst.i32 1
    v5 = sub.i32 v0, v4
    v6 = call @is_odd(v5)
    return v6
}

function @is_odd(v0: i32) -> i32 {
block0:
    v1 = iconst.i32 0
    v2 = icmp.i32 eq v0, v1
    brif v2, block1, block2
block1:
    return v1
block2:
    v4 = iconst.i32 1
    v5 = sub.i32 v0, v4
    v6 = call @is_even(v5)
    return v6
}

kernel @k(v0: ptr.global, v1: ptr.global, v2: i32) {
block0:
    v3 = workitem_id x
    v4 = urem.i32 v3, v2
    v5 = call @fib(v4)
    v6 = zext.i64 v3
    v7 = iconst.i64 4
    v8 = mul.i64 v6, v7
    v9 = ptradd v0, v8
    store v5, v9
    v10 = call @is_even(v3)
    v11 = ptradd v1, v8
    store v10, v11
    return
}
";

fn fib(n: u64) -> u64 {
    if n < 2 {
        n
    } else {
        fib(n - 1) + fib(n - 2)
    }
}

#[test]
fn recursion_with_divergent_depth() {
    let s = spec(
        "k",
        96,
        96,
        r#"{"buffer": "fib"}, {"buffer": "even"}, {"i32": 18}"#,
        r#""fib": {"type": "i32", "len": 96}, "even": {"type": "i32", "len": 96}"#,
    );
    let r = run_ok(RECURSION, &s);
    let want: Vec<u64> = (0..96u64).map(|t| fib(t % 18)).collect();
    assert_eq!(elems(&r, "fib"), want);
    let want: Vec<u64> = (0..96u64).map(|t| (t % 2 == 0) as u64).collect();
    assert_eq!(elems(&r, "even"), want);
}

#[test]
fn unbounded_recursion_is_a_located_error() {
    // Lane 63 (wave64) and lane 31 of the first wave (wave32) need 300 frames of @down.
    let src = "
function @down(v0: i32) -> i32 {
block0:
    v1 = iconst.i32 0
    v2 = icmp.i32 eq v0, v1
    brif v2, block1, block2
block1:
    return v1
block2:
    v3 = iconst.i32 1
    v4 = sub.i32 v0, v3
    v5 = call @down(v4)
    return v5
}

kernel @k(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = iconst.i32 10
    v3 = mul.i32 v1, v2
    v4 = call @down(v3)
    store v4, v0
    return
}
";
    let s = spec(
        "k",
        64,
        64,
        r#"{"buffer": "b"}"#,
        r#""b": {"type": "i32", "len": 1}"#,
    );
    for ws in [64, 32] {
        let e = run_err(src, &s, ws);
        assert!(
            e.starts_with(&format!(
                "{}: error: call of @down is deeper than the call depth limit of 256 frames",
                loc_of(src, "v5 = call @down")
            )),
            "wave{ws}: {e}"
        );
    }
}
