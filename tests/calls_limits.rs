//! Limits of real calls that made valid programs fail (issue 15): a device function keeping
//! hundreds of values live across a call (`regalloc/src/calls.rs`: when every caller-saved
//! VGPR holds such a value, the call's SGPR lanes go through one of the VGPRs saved to the
//! frame anyway; before: `unsupported: no free VGPR at a call`), and frames of more than
//! 4095 bytes per lane (MUBUF's and `scratch_*`'s immediate offset: the high part goes through
//! the base register, `s33 + K` around call saves and callee-saved VGPR saves, s28 for a
//! device function's spills, as llc-19 materialises such offsets; before: `unsupported: a
//! call frame of more than 4095 bytes per lane` / `device function VGPR spill frame of more
//! than 4096 bytes`). Generated programs on all 13 target modes against the interpreter.

mod common;

use common::ALL_TARGETS;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "in"}, {"buffer": "out"}],
    "buffers": {"in": {"type": "u32", "len": 300,
                       "init": {"random": 7, "min": 0, "max": 4294967295}},
                "out": {"type": "u32", "len": 64}}}"#;

/// `@big(p, x)`: a `noinline` callee with an `alloca` of `frame` bytes per lane (0: none),
/// written at a lane-dependent index and at its last word, and `n` loaded values live at
/// once (300: more than any VGPR file, so it spills into its frame above the `alloca`); it
/// writes every caller-saved VGPR, so its callers must save what they keep across the call.
fn big(frame: usize, n: usize) -> String {
    let mut b = common::GirBody::new(2);
    let (mut slot, mut acc0) = (None, None);
    if frame > 0 {
        let a = b.def(&format!("alloca {frame}"));
        slot = Some(lane_slot(&mut b, a, frame, 1));
        acc0 = Some(a);
    }
    let vals = loads(&mut b, n);
    let mut acc = *vals.last().unwrap();
    if let (Some(a), Some(p)) = (acc0, slot) {
        let o = b.def(&format!("iconst.i64 {}", frame - 4));
        let q = b.def(&format!("ptradd v{a}, v{o}"));
        b.body += &format!("    store v{}, v{q}\n", vals[0]);
        let l = b.def(&format!("load.i32 v{p}"));
        acc = b.def(&format!("add.i32 v{acc}, v{l}"));
        let l = b.def(&format!("load.i32 v{q}"));
        acc = b.def(&format!("xor.i32 v{acc}, v{l}"));
    }
    acc = fold(&mut b, acc, &vals[..n - 1]);
    format!(
        "function @big(v0: ptr.global, v1: i32) -> i32 noinline {{\nblock0:\n{}    return v{acc}\n}}\n\n",
        b.body
    )
}

/// `&a[x & (frame/4 - 1)]` after storing `x * 7` there.
fn lane_slot(b: &mut common::GirBody, a: u32, frame: usize, x: u32) -> u32 {
    let m = b.def(&format!("iconst.i32 {}", frame / 4 - 1));
    let i = b.def(&format!("and.i32 v{x}, v{m}"));
    let i = b.def(&format!("zext.i64 v{i}"));
    let four = b.def("iconst.i64 4");
    let o = b.def(&format!("mul.i64 v{i}, v{four}"));
    let p = b.def(&format!("ptradd v{a}, v{o}"));
    let seven = b.def("iconst.i32 7");
    let v = b.def(&format!("mul.i32 v{x}, v{seven}"));
    b.body += &format!("    store v{v}, v{p}\n");
    p
}

/// `n` values `p[i] + x`.
fn loads(b: &mut common::GirBody, n: usize) -> Vec<u32> {
    (0..n)
        .map(|i| {
            let o = b.def(&format!("iconst.i64 {}", 4 * i));
            let q = b.def(&format!("ptradd v0, v{o}"));
            let l = b.def(&format!("load.i32 v{q}"));
            b.def(&format!("add.i32 v{l}, v1"))
        })
        .collect()
}

/// `acc = acc * 31 ^ v` over `vals` in reverse order (keeps them all live until here).
fn fold(b: &mut common::GirBody, mut acc: u32, vals: &[u32]) -> u32 {
    for &v in vals.iter().rev() {
        let k = b.def("iconst.i32 31");
        let m = b.def(&format!("mul.i32 v{acc}, v{k}"));
        acc = b.def(&format!("xor.i32 v{m}, v{v}"));
    }
    acc
}

/// `@mid(p, x)`: an `alloca` of `frame` bytes per lane (0: none), `live` loaded values live
/// across its call of `@big` (which writes every caller-saved VGPR), folded after it; the
/// kernel stores `@mid(in, tid)` to `out[tid]`.
fn module(live: usize, frame: usize, big_frame: usize) -> String {
    let mut s = big(big_frame, 300);
    let mut b = common::GirBody::new(2);
    let slot = (frame > 0).then(|| {
        let a = b.def(&format!("alloca {frame}"));
        lane_slot(&mut b, a, frame, 1)
    });
    let vals = loads(&mut b, live);
    let mut acc = b.def("call @big(v0, v1)");
    if let Some(p) = slot {
        let l = b.def(&format!("load.i32 v{p}"));
        acc = b.def(&format!("add.i32 v{acc}, v{l}"));
    }
    acc = fold(&mut b, acc, &vals);
    s += &format!(
        "function @mid(v0: ptr.global, v1: i32) -> i32 noinline {{\nblock0:\n{}    return v{acc}\n}}\n\n",
        b.body
    );
    s += "kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = call @mid(v0, v2)
    v9 = zext.i64 v2
    v10 = iconst.i64 4
    v11 = mul.i64 v9, v10
    v12 = ptradd v1, v11
    store v3, v12
    return
}
";
    s
}

/// Values live across a call, 1 to 300 (past the 108 callee-saved VGPRs, past every VGPR
/// of the file), on every target mode.
#[test]
fn values_live_across_a_call_from_1_to_300() {
    for live in [1, 40, 108, 180, 230, 260, 300] {
        common::gir_matches_interpreter(
            &format!("live{live}"),
            &module(live, 0, 0),
            LAUNCH,
            ALL_TARGETS,
        );
    }
}

/// Frames of 4 KiB to 64 KiB per lane in both functions (call saves, callee-saved VGPR saves
/// and spill slots past the immediate offset), on every target mode.
#[test]
fn frames_past_4_kib_per_lane() {
    for frame in [4096, 8192, 16384, 65536] {
        common::gir_matches_interpreter(
            &format!("frame{frame}"),
            &module(60, frame, frame),
            LAUNCH,
            ALL_TARGETS,
        );
    }
}

/// The far slots go through the base register (not a silently wrapped immediate): in wave
/// bytes where frames are MUBUF, per-lane bytes with architected flat scratch.
#[test]
fn far_frame_slots_adjust_the_base_register() {
    let src = module(60, 16384, 16384);
    for (cpu, k) in [("gfx900", "0x100000"), ("gfx1100", "0x4000")] {
        let m = common::gir_module(&src);
        let asm = gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, "")).unwrap();
        // Call saves and callee-saved VGPRs: s33 moved up and back.
        assert!(asm.contains(&format!("s_add_u32 s33, s33, {k}")), "{cpu}");
        // Spills: s28 = s33 + K, SCC kept in s29 and given back.
        assert!(asm.contains(&format!("s_add_u32 s28, s33, {k}")), "{cpu}");
        assert!(asm.contains("s_cselect_b32 s29, 1, 0"), "{cpu}");
        assert!(asm.contains("s_cmp_lg_u32 s29, 0"), "{cpu}");
    }
}
