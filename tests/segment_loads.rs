//! Loads of every type at every byte offset of the kernarg and hidden-argument segments
//! (`lower/src/segment_loads.rs`): generated kernels, compiled for all 13 target modes and
//! simulated, must store exactly the bytes the interpreter stores.
//!
//! For each type (`i8`, `i16`, `i32`, `i64`, `f16`, `f32`, `f64`, `i32x2`, `f32x3`,
//! `f64x2`) and each segment one kernel loads the value at every offset where it lies wholly
//! inside bytes both engines define the same way: the explicit by-value arguments
//! (kernarg bytes 8..28 after the buffer pointer: an `i32`, an `i8`, padding, an `i16`, an
//! `i64`, an `f32`) and the hidden-argument fields (implicit-argument bytes 0..24: block
//! counts, group sizes, remainders; 40..66: global offsets, grid dims). Pointer-valued
//! hidden arguments differ between engines (addresses) and are not read. Each loaded value
//! is stored to its own 16-byte slot of the output buffer.

mod common;
use common::*;
use std::fmt::Write;

const TYPES: &[(&str, u32)] = &[
    ("i8", 1),
    ("i16", 2),
    ("i32", 4),
    ("i64", 8),
    ("f16", 2),
    ("f32", 4),
    ("f64", 8),
    ("i32x2", 8),
    ("f32x3", 12),
    ("f64x2", 16),
];

/// Byte ranges read in each segment: (pointer instruction, ranges).
const SEGMENTS: &[(&str, &[(u32, u32)])] = &[
    ("kernarg_ptr", &[(8, 28)]),
    ("implicitarg_ptr", &[(0, 24), (40, 66)]),
];

/// The kernel loading `ty` (`size` bytes) at every offset of `ranges` from `ptr`.
fn kernel(ptr: &str, ranges: &[(u32, u32)], ty: &str, size: u32) -> (String, usize) {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "kernel @seg(v0: ptr.global, v1: i32, v2: i8, v3: i16, v4: i64, v5: f32) {{\nblock0:\n    v10 = {ptr}"
    );
    let mut n = 0;
    let mut v = 10;
    for &(lo, hi) in ranges {
        for off in lo..=hi.saturating_sub(size) {
            let _ = writeln!(s, "    v{} = iconst.i64 {off}", v + 1);
            let _ = writeln!(s, "    v{} = ptradd v10, v{}", v + 2, v + 1);
            let _ = writeln!(s, "    v{} = load.{ty} v{}, align 1", v + 3, v + 2);
            let _ = writeln!(s, "    v{} = iconst.i64 {}", v + 4, 16 * n);
            let _ = writeln!(s, "    v{} = ptradd v0, v{}", v + 5, v + 4);
            let _ = writeln!(s, "    store v{}, v{}", v + 3, v + 5);
            v += 5;
            n += 1;
        }
    }
    s.push_str("    return\n}\n");
    (s, n)
}

#[test]
fn loads_of_every_type_at_every_segment_offset_match_the_interpreter() {
    let mut count = 0;
    for &(ptr, ranges) in SEGMENTS {
        for &(ty, size) in TYPES {
            let (src, n) = kernel(ptr, ranges, ty, size);
            let launch = format!(
                r#"{{"kernel": "seg", "grid": [20, 6, 3], "block": [8, 4, 2],
  "args": [{{"buffer": "out"}}, {{"i32": -559038737}}, {{"i8": -91}}, {{"i16": 4660}},
           {{"i64": 1311768467463790320}}, {{"f32": -1.5}}],
  "buffers": {{"out": {{"type": "u8", "len": {}, "init": {{"fill": 204}}}}}},
  "lds_dynamic": 0}}"#,
                16 * n
            );
            gir_matches_interpreter(&format!("{ptr} {ty}"), &src, &launch, ALL_TARGETS);
            count += n;
        }
    }
    // 20 kernarg offsets and 24 + 26 hidden offsets for 1-byte loads, fewer for wider types.
    assert!(count > 400, "only {count} loads");
}

/// The implicit-argument pointer as a value (`Selector::special_ptr_escapes`): loads of
/// every type at run-time offsets into the hidden block, uniform (from a kernel argument)
/// and divergent (from the work-item id), and the pointer stored as an integer, selected
/// between two derived pointers and compared. Only offsets both engines define the same way
/// (bytes 0..24: block counts, group sizes, remainders) are read; the pointer's own address
/// differs between engines, so only differences of addresses are stored.
fn dynamic_kernel(ty: &str, size: u32, divergent: bool) -> String {
    let slots = 24 / size;
    let idx = if divergent {
        "    v3 = workitem_id x\n    v4 = add.i32 v3, v1\n"
    } else {
        "    v3 = workgroup_id x\n    v4 = add.i32 v3, v1\n"
    };
    format!(
        "kernel @dyn(v0: ptr.global, v1: i32) {{
block0:
    v2 = implicitarg_ptr
{idx}    v5 = iconst.i32 {slots}
    v6 = urem.i32 v4, v5
    v7 = iconst.i32 {size}
    v8 = mul.i32 v6, v7
    v9 = sext.i64 v8
    v10 = ptradd v2, v9
    v11 = load.{ty} v10, align {size}
    v40 = workitem_id x
    v41 = workgroup_id x
    v42 = workgroup_size x
    v43 = mul.i32 v41, v42
    v12 = add.i32 v43, v40
    v13 = zext.i64 v12
    v14 = iconst.i64 32
    v15 = mul.i64 v13, v14
    v16 = ptradd v0, v15
    store v11, v16
    v17 = iconst.i64 8
    v18 = ptradd v16, v17
    v19 = ptrtoint.i64 v10
    v20 = ptrtoint.i64 v2
    v21 = sub.i64 v19, v20
    store v21, v18
    v22 = iconst.i64 12
    v23 = ptradd v2, v22
    v24 = iconst.i32 1
    v25 = and.i32 v4, v24
    v26 = icmp.i32 eq v25, v24
    v27 = select.ptr.constant v26, v23, v10
    v28 = ptrtoint.i64 v27
    v29 = sub.i64 v28, v20
    v30 = iconst.i64 16
    v31 = ptradd v16, v30
    store v29, v31
    v32 = icmp.ptr.constant eq v27, v23
    v33 = zext.i32 v32
    v34 = iconst.i64 24
    v35 = ptradd v16, v34
    store v33, v35
    return
}}
"
    )
}

#[test]
fn implicit_argument_pointer_as_a_value_matches_the_interpreter() {
    for &(ty, size) in TYPES {
        if size > 8 || ty.contains('x') {
            continue;
        }
        for divergent in [false, true] {
            let src = dynamic_kernel(ty, size, divergent);
            let launch = r#"{"kernel": "dyn", "grid": [72, 1, 1], "block": [16, 1, 1],
  "args": [{"buffer": "out"}, {"i32": 5}],
  "buffers": {"out": {"type": "u8", "len": 2304, "init": {"fill": 204}}},
  "lds_dynamic": 0}"#;
            gir_matches_interpreter(
                &format!("implicitarg dyn {ty} divergent={divergent}"),
                &src,
                launch,
                ALL_TARGETS,
            );
        }
    }
}

/// As above, in a `noinline` device function (a real call): the implicit-argument pointer
/// it receives in s[8:9] is the value; loads at a run-time offset from it, and the offset of
/// a derived pointer, match the interpreter on all 13 modes.
#[test]
fn implicit_argument_pointer_as_a_value_in_a_device_function() {
    let src = "function @f(v0: i32) -> i64 noinline {
block0:
    v1 = implicitarg_ptr
    v2 = iconst.i32 12
    v3 = urem.i32 v0, v2
    v4 = iconst.i32 2
    v5 = mul.i32 v3, v4
    v6 = zext.i64 v5
    v7 = ptradd v1, v6
    v8 = load.i16 v7, align 2
    v9 = zext.i64 v8
    v10 = ptrtoint.i64 v7
    v11 = ptrtoint.i64 v1
    v12 = sub.i64 v10, v11
    v13 = iconst.i64 16
    v14 = shl.i64 v12, v13
    v15 = or.i64 v14, v9
    return v15
}

kernel @dyn(v0: ptr.global, v1: i32) {
block0:
    v2 = workitem_id x
    v3 = workgroup_id x
    v4 = workgroup_size x
    v5 = mul.i32 v3, v4
    v6 = add.i32 v5, v2
    v7 = add.i32 v6, v1
    v8 = call @f(v7)
    v9 = zext.i64 v6
    v10 = iconst.i64 8
    v11 = mul.i64 v9, v10
    v12 = ptradd v0, v11
    store v8, v12
    return
}
";
    let launch = r#"{"kernel": "dyn", "grid": [72, 2, 1], "block": [16, 2, 1],
  "args": [{"buffer": "out"}, {"i32": 3}],
  "buffers": {"out": {"type": "u8", "len": 576, "init": {"fill": 204}}},
  "lds_dynamic": 0}"#;
    gir_matches_interpreter("implicitarg dyn callee", src, launch, ALL_TARGETS);
}
