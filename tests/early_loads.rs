//! Loads issued early (`lower/src/early_loads.rs`) and the objects addresses are based on
//! (`ir/src/alias.rs`: `noalias` kernel parameters, distinct variables).
//!
//! Generated over element types x address spaces: a kernel loads `a[i]`, stores work on it
//! to `b[i]`, then loads `c[i]` and stores it to `out[i]`. With every parameter `noalias`
//! (and distinct buffers) the second load moves above the store and the first wait; without
//! `noalias`, `b` and `c` are the SAME buffer in the launch, so the second load must still
//! read what the store wrote. LDS: a store to one variable and loads of another variable
//! (moved) and of the same variable (not moved). Every case on all 13 target modes against
//! the interpreter; on gfx900, gfx90a and gfx1100 the assembly shows where the load went.

mod common;
use common::*;

/// (IR type, launch buffer element type, lanes, work instruction)
const TYPES: &[(&str, &str, u32, &str)] = &[
    ("i8", "i8", 1, "xor"),
    ("i16", "i16", 1, "xor"),
    ("i32", "i32", 1, "xor"),
    ("i64", "i64", 1, "xor"),
    ("f16", "f16", 1, "fadd"),
    ("f32", "f32", 1, "fadd"),
    ("f64", "f64", 1, "fadd"),
    ("i32x2", "i32", 2, "xor"),
    // Stride 16 (its alloc size), 4 buffer elements per work-item.
    ("i32x3", "i32", 4, "xor"),
    ("f32x4", "f32", 4, "fadd"),
    ("i16x2", "i16", 2, "xor"),
];

fn size_of(ty: &str) -> u64 {
    let (lane, n) = match ty.split_once('x') {
        Some((l, n)) => (l, n.parse::<u64>().unwrap()),
        None => (ty, 1),
    };
    (lane[1..].parse::<u64>().unwrap() / 8 * n).next_power_of_two()
}

/// The global kernel: `noalias` on every parameter or on none.
fn global_kernel(ty: &str, op: &str, noalias: bool) -> String {
    let attr = if noalias { " noalias(0, 1, 2, 3)" } else { "" };
    let size = size_of(ty);
    format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) flat_workgroup_size(1, 64){attr} {{
block0:
    v4 = workitem_id x
    v5 = workgroup_id x
    v6 = iconst.i32 64
    v7 = mul.i32 v5, v6
    v8 = add.i32 v7, v4
    v9 = zext.i64 v8
    v10 = iconst.i64 {size}
    v11 = mul.i64 v9, v10
    v12 = ptradd v0, v11
    v13 = load.{ty} v12
    v14 = {op}.{ty} v13, v13
    v15 = {op}.{ty} v14, v13
    v16 = ptradd v1, v11
    store v15, v16
    v17 = ptradd v2, v11
    v18 = load.{ty} v17
    v19 = ptradd v3, v11
    store v18, v19
    return
}}
"
    )
}

fn launch(buf: &str, lanes: u32, same: bool) -> String {
    let n = 128 * lanes;
    let init = if buf.starts_with('f') {
        r#"{"random": 5, "min": -100, "max": 100}"#
    } else {
        r#"{"random": 5, "min": 0, "max": 100}"#
    };
    let c = if same { "b" } else { "c" };
    format!(
        r#"{{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "{c}"}}, {{"buffer": "o"}}],
  "buffers": {{"a": {{"type": "{buf}", "len": {n}, "init": {init}}},
              "b": {{"type": "{buf}", "len": {n}, "init": {{"fill": 3}}}},
              "c": {{"type": "{buf}", "len": {n}, "init": {{"fill": 2}}}},
              "o": {{"type": "{buf}", "len": {n}, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#
    )
}

#[test]
fn global_loads_match_interpreter_with_and_without_noalias() {
    for &(ty, buf, lanes, op) in TYPES {
        let name = format!("early_loads_{ty}.gir");
        // Distinct buffers, every parameter noalias: the second load moves.
        gir_matches_interpreter(
            &name,
            &global_kernel(ty, op, true),
            &launch(buf, lanes, false),
            ALL_TARGETS,
        );
        // No noalias, b and c one buffer: the load must read the stored value.
        gir_matches_interpreter(
            &name,
            &global_kernel(ty, op, false),
            &launch(buf, lanes, true),
            ALL_TARGETS,
        );
    }
}

/// The assembly of `src` for `cpu`, one trimmed line per element.
fn asm(src: &str, cpu: &str) -> Vec<String> {
    let m = gir_module(src);
    let text = gfxc::compile::compile_module_asm(&m, &target_with(cpu, ""))
        .map_err(|d| d.render("early_loads.gir"))
        .unwrap();
    text.lines().map(|l| l.trim_start().to_string()).collect()
}

/// Whether the second global load precedes the first global store.
fn second_load_before_store(lines: &[String]) -> bool {
    let loads: Vec<usize> = (0..lines.len())
        .filter(|&k| lines[k].starts_with("global_load"))
        .collect();
    let store = lines
        .iter()
        .position(|l| l.starts_with("global_store"))
        .unwrap();
    loads.len() >= 2 && loads[1] < store
}

#[test]
fn noalias_loads_pass_the_store_and_others_do_not() {
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        for &(ty, _, _, op) in TYPES {
            let with = asm(&global_kernel(ty, op, true), cpu);
            assert!(
                second_load_before_store(&with),
                "{cpu} {ty}: {}",
                with.join("\n")
            );
            let without = asm(&global_kernel(ty, op, false), cpu);
            assert!(
                !second_load_before_store(&without),
                "{cpu} {ty}: {}",
                without.join("\n")
            );
            // Only the load of a noalias parameter passes: with just `out` noalias, the
            // store to `b` (plain) and the load of `c` (plain) may overlap.
            let src = global_kernel(ty, op, true).replace("noalias(0, 1, 2, 3)", "noalias(3)");
            let some = asm(&src, cpu);
            assert!(
                !second_load_before_store(&some),
                "{cpu} {ty}: {}",
                some.join("\n")
            );
            // `c` noalias alone suffices.
            let src = global_kernel(ty, op, true).replace("noalias(0, 1, 2, 3)", "noalias(2)");
            let one = asm(&src, cpu);
            assert!(
                second_load_before_store(&one),
                "{cpu} {ty}: {}",
                one.join("\n")
            );
        }
    }
}

/// LDS: a store to `@x[t]`, then loads of `@y[t]` (another variable: may move) and of
/// `@x[t]` (the variable stored: must read the stored value).
fn lds_kernel(ty: &str, op: &str) -> String {
    let size = size_of(ty);
    format!(
        "global @x: local {ty}[64], align 16
global @y: local {ty}[64], align 16

kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) flat_workgroup_size(1, 64) {{
block0:
    v4 = workitem_id x
    v5 = workgroup_id x
    v6 = iconst.i32 64
    v7 = mul.i32 v5, v6
    v8 = add.i32 v7, v4
    v9 = zext.i64 v8
    v10 = iconst.i64 {size}
    v11 = mul.i64 v9, v10
    v12 = ptradd v0, v11
    v13 = load.{ty} v12
    v20 = iconst.i32 {size}
    v21 = mul.i32 v4, v20
    v22 = global_addr @y
    v23 = ptradd v22, v21
    store v13, v23
    barrier
    v24 = global_addr @x
    v25 = ptradd v24, v21
    v14 = {op}.{ty} v13, v13
    store v14, v25
    v26 = load.{ty} v23
    v27 = load.{ty} v25
    v28 = {op}.{ty} v26, v27
    v19 = ptradd v3, v11
    store v28, v19
    return
}}
"
    )
}

#[test]
fn lds_variables_match_interpreter() {
    for &(ty, buf, lanes, op) in TYPES {
        let name = format!("early_loads_lds_{ty}.gir");
        gir_matches_interpreter(
            &name,
            &lds_kernel(ty, op),
            &launch(buf, lanes, false),
            ALL_TARGETS,
        );
    }
}

#[test]
fn noalias_attribute_round_trips_and_is_checked() {
    let src = global_kernel("i32", "xor", true);
    let m = gir_module(&src);
    let k = m.functions.values().next().unwrap();
    assert_eq!(k.attrs.noalias, vec![0, 1, 2, 3]);
    let text = gfxc::ir::text::print_module(&m);
    assert!(text.contains(" noalias(0, 1, 2, 3) {"), "{text}");
    // LLVM IR both ways: `gfxc emit-llvm` writes the attribute, the importer reads it.
    let ll = gfxc::ir::llvm::emit_module(&m);
    assert_eq!(ll.matches(" noalias %").count(), 4, "{ll}");
    let back = gfxc::load_source(gfxc::SourceKind::LlvmIr, &ll).unwrap();
    let k2 = back.functions.values().next().unwrap();
    assert_eq!(k2.attrs.noalias, vec![0, 1, 2, 3]);
    // The verifier: an index past the parameters, a non-pointer, a wrong order.
    for (attr, want) in [
        ("noalias(4)", "noalias(4): parameter 4 does not exist"),
        (
            "noalias(1, 0)",
            "noalias(1, 0): parameter 0 is not in increasing order",
        ),
    ] {
        let bad = src.replace("noalias(0, 1, 2, 3)", attr);
        let e = gfxc::load_source(gfxc::SourceKind::Gir, &bad).unwrap_err();
        let msg = e.render("k.gir");
        assert!(msg.contains(want), "{attr}: {msg}");
    }
    let scalar = "kernel @k(v0: i32, v1: ptr.global) noalias(0) {\nblock0:\n    return\n}\n";
    let msg = gfxc::load_source(gfxc::SourceKind::Gir, scalar)
        .unwrap_err()
        .render("k.gir");
    assert!(msg.contains("parameter 0 is not a pointer"), "{msg}");
}
