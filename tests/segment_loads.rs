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
