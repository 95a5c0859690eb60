//! Common values across blocks (`lower/src/gvn.rs`).
//!
//! Generated over operations x types: a kernel computes `op(x, y)` in its entry block and
//! again, operands swapped, in both arms of a divergent branch, and a sum `(x + y) + i` in the
//! entry and `(i + y) + x` after the join; every result is stored. Lane-dependent
//! instructions that must NOT be shared: `readfirstlane` and `ballot` in the entry block and
//! again inside the divergent branch (other lanes are active there), a global load repeated
//! after a store to the same address, and read-only (constant-space) loads repeated in two
//! blocks, which may be shared. All 13 target modes against the interpreter; then the
//! assembly: one multiply where the source has three.

mod common;
use common::*;

/// (operation, types)
const OPS: &[(&str, &[&str])] = &[
    ("add", &["i16", "i32", "i64"]),
    ("mul", &["i16", "i32", "i64"]),
    ("and", &["i32", "i64"]),
    ("or", &["i32", "i64"]),
    ("xor", &["i32", "i64"]),
    ("smin", &["i16", "i32", "i64"]),
    ("umax", &["i32", "i64"]),
    ("umulhi", &["i32"]),
    ("fadd", &["f16", "f32", "f64"]),
    ("fmul", &["f32", "f64"]),
];

fn size(ty: &str) -> u32 {
    ty[1..].parse::<u32>().unwrap() / 8
}

fn kernel(op: &str, ty: &str) -> String {
    let sz = size(ty);
    let cmp = if let Some(bits) = ty.strip_prefix('f') {
        format!("fcmp.f{bits} olt")
    } else {
        format!("icmp.{ty} slt")
    };
    let sum = if ty.starts_with('f') {
        // Float sums are not reassociated: the same order in both places.
        "fadd"
    } else {
        "add"
    };
    format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) flat_workgroup_size(1, 64) {{
block0:
    v3 = workitem_id x
    v4 = zext.i64 v3
    v5 = iconst.i64 {sz}
    v6 = mul.i64 v4, v5
    v7 = ptradd v0, v6
    v8 = load.{ty} v7
    v9 = ptradd v1, v6
    v10 = load.{ty} v9
    v11 = {op}.{ty} v8, v10
    v12 = iconst.i64 {stride}
    v13 = mul.i64 v4, v12
    v14 = ptradd v2, v13
    store v11, v14
    v15 = {sum}.{ty} v8, v10
    v16 = {sum}.{ty} v15, v10
    v17 = {cmp} v8, v10
    brif v17, block1, block2
block1:
    v18 = {op}.{ty} v10, v8
    v19 = iconst.i64 {sz}
    v20 = ptradd v14, v19
    store v18, v20
    jump block3
block2:
    v21 = {op}.{ty} v8, v10
    v22 = iconst.i64 {sz2}
    v23 = ptradd v14, v22
    store v21, v23
    jump block3
block3:
    v24 = {sum}.{ty} v10, v8
    v25 = {sum}.{ty} v24, v10
    v26 = {sum}.{ty} v10, v15
    v27 = iconst.i64 {sz3}
    v28 = ptradd v14, v27
    store v25, v28
    v29 = iconst.i64 {sz4}
    v30 = ptradd v14, v29
    store v26, v30
    v31 = iconst.i64 {sz5}
    v32 = ptradd v14, v31
    store v16, v32
    return
}}
",
        stride = 8 * sz,
        sz2 = 2 * sz,
        sz3 = 3 * sz,
        sz4 = 4 * sz,
        sz5 = 5 * sz,
    )
}

fn launch(ty: &str, outs: u32) -> String {
    let init = if ty.starts_with('f') {
        r#"{"random": 3, "min": -8, "max": 8}"#.to_string()
    } else {
        r#"{"random": 3, "min": -1000, "max": 1000}"#.to_string()
    };
    let init2 = init.replace("3,", "4,");
    format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o"}}],
  "buffers": {{"a": {{"type": "{ty}", "len": 64, "init": {init}}},
              "b": {{"type": "{ty}", "len": 64, "init": {init2}}},
              "o": {{"type": "{ty}", "len": {len}, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#,
        len = 64 * outs
    )
}

#[test]
fn repeated_operations_match_interpreter() {
    for &(op, tys) in OPS {
        for &ty in tys {
            gir_matches_interpreter(
                &format!("gvn_{op}_{ty}.gir"),
                &kernel(op, ty),
                &launch(ty, 8),
                ALL_TARGETS,
            );
        }
    }
}

/// `readfirstlane`, `ballot` and a global load in the entry block, then again where other
/// lanes are active or after a store: none may be shared. Constant-space loads may be.
const LANE_DEPENDENT: &str =
    "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.constant) flat_workgroup_size(1, 64) {
block0:
    v3 = workitem_id x
    v4 = zext.i64 v3
    v5 = iconst.i64 4
    v6 = mul.i64 v4, v5
    v7 = ptradd v0, v6
    v8 = load.i32 v7
    v9 = readfirstlane.i32 v8
    v10 = iconst.i32 3
    v11 = and.i32 v3, v10
    v12 = iconst.i32 0
    v13 = icmp.i32 ne v11, v12
    v14 = ballot.i64 v13
    v15 = itrunc.i32 v14
    v16 = iconst.i64 32
    v17 = mul.i64 v4, v16
    v18 = ptradd v1, v17
    store v9, v18
    v19 = iconst.i64 4
    v20 = ptradd v18, v19
    store v15, v20
    v21 = iconst.i64 8
    v22 = ptradd v2, v21
    v23 = load.i32 v22
    v24 = iconst.i64 8
    v25 = ptradd v18, v24
    store v23, v25
    v26 = ptradd v0, v6
    store v3, v26
    v27 = load.i32 v26
    v28 = iconst.i64 12
    v29 = ptradd v18, v28
    store v27, v29
    brif v13, block1, block2
block1:
    v30 = readfirstlane.i32 v8
    v31 = ballot.i64 v13
    v32 = itrunc.i32 v31
    v33 = ptradd v2, v21
    v34 = load.i32 v33
    v35 = iconst.i64 16
    v36 = ptradd v18, v35
    store v30, v36
    v37 = iconst.i64 20
    v38 = ptradd v18, v37
    store v32, v38
    v39 = iconst.i64 24
    v40 = ptradd v18, v39
    store v34, v40
    jump block2
block2:
    return
}
";

#[test]
fn lane_dependent_values_are_not_shared() {
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "o"}, {"buffer": "c"}],
  "buffers": {"a": {"type": "i32", "len": 64, "init": {"random": 9, "min": 0, "max": 1000}},
              "o": {"type": "i32", "len": 512, "init": {"fill": 0}},
              "c": {"type": "i32", "len": 16, "init": {"random": 2, "min": 0, "max": 99}}},
  "lds_dynamic": 0}"#;
    gir_matches_interpreter("gvn_lanes.gir", LANE_DEPENDENT, launch, ALL_TARGETS);
}

#[test]
fn one_multiply_where_the_source_has_three() {
    for cpu in ["gfx900", "gfx1100"] {
        let m = gir_module(&kernel("mul", "i32"));
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, "")).unwrap();
        let muls = asm
            .lines()
            .filter(|l| l.trim_start().starts_with("v_mul_lo_u32"))
            .count();
        assert_eq!(muls, 1, "{cpu}:\n{asm}");
    }
}
