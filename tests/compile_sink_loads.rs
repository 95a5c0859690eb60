//! Consumers of loads sink to their first use (`isel/src/sink_load_uses.rs`, issue 19): in a
//! block `a = x[i]; b = y[i]; s = a op b; c = z[i]; r = s op c`, the three loads issue before
//! the first wait for the vector-memory counter (checked for the single-instruction
//! consumers: f32, i32, f64; an i64 operation is a two-instruction group that stays in
//! place). Generated over element types, address
//! spaces (global, LDS) and banks; every kernel also runs against the interpreter on the 13
//! target modes, including a dependent chain (a load whose address is an earlier load's
//! result) and a consumer inside a divergent branch.

mod common;

/// (IR type, binary operation, buffer type of the launch).
const TYPES: [(&str, &str, &str); 4] = [
    ("f32", "fadd", "f32"),
    ("i32", "mul", "u32"),
    ("f64", "fmul", "f64"),
    ("i64", "xor", "u64"),
];

fn size(ty: &str) -> u32 {
    if ty.ends_with("64") {
        8
    } else {
        4
    }
}

/// `out[i] = (x[i] op y[i]) op z[i]` with the loads in IR order load, load, op, load, op.
fn kernel(ty: &str, op: &str, lds: bool) -> String {
    let sz = size(ty);
    let mut s = String::new();
    if lds {
        s += &format!("global @t: local {ty}[64], align 8\n\n");
    }
    s += "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) {\nblock0:\n";
    s += &format!(
        "    v4 = workitem_id x\n    v5 = zext.i64 v4\n    v6 = iconst.i64 {}\n    v7 = shl.i64 v5, v6\n",
        sz.trailing_zeros()
    );
    s += "    v8 = ptradd v0, v7\n    v9 = ptradd v1, v7\n    v10 = ptradd v2, v7\n    v11 = ptradd v3, v7\n";
    s += &format!("    v12 = load.{ty} v8\n    v13 = load.{ty} v9\n    v14 = {op}.{ty} v12, v13\n");
    if lds {
        // The third operand goes through LDS: stored by the lane, read back by its neighbour
        // after a barrier (the DS load's consumer sinks the same way).
        s += &format!(
            "    v15 = load.{ty} v10\n    v16 = global_addr @t\n    v18 = iconst.i32 {sz}\n    v19 = mul.i32 v4, v18\n    v20 = ptradd v16, v19\n    store v15, v20\n    fence release workgroup, spaces(local)\n    barrier\n    fence acquire workgroup, spaces(local)\n    v21 = iconst.i32 1\n    v22 = xor.i32 v4, v21\n    v23 = mul.i32 v22, v18\n    v24 = ptradd v16, v23\n    v25 = load.{ty} v24\n    v26 = {op}.{ty} v14, v25\n"
        );
    } else {
        s += &format!("    v25 = load.{ty} v10\n    v26 = {op}.{ty} v14, v25\n");
    }
    s += "    store v26, v11\n    return\n}\n";
    s
}

fn launch(buf: &str) -> String {
    let init = if buf.starts_with('f') {
        r#""min": -4.0, "max": 4.0"#
    } else {
        r#""min": 0, "max": 1000000"#
    };
    format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{{"buffer": "x"}}, {{"buffer": "y"}}, {{"buffer": "z"}}, {{"buffer": "o"}}],
        "buffers": {{"x": {{"type": "{buf}", "len": 64, "init": {{"random": 1, {init}}}}},
                     "y": {{"type": "{buf}", "len": 64, "init": {{"random": 2, {init}}}}},
                     "z": {{"type": "{buf}", "len": 64, "init": {{"random": 3, {init}}}}},
                     "o": {{"type": "{buf}", "len": 64, "init": "zero"}}}},
        "lds_dynamic": 0}}"#
    )
}

fn asm(src: &str, cpu: &str) -> String {
    let m = gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.gir")));
    gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, "")).unwrap()
}

/// Instruction lines of the kernel body.
fn body(asm: &str) -> Vec<&str> {
    asm.lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with("s_") || l.starts_with("v_") || l.starts_with("global_"))
        .collect()
}

#[test]
fn independent_loads_issue_before_the_first_wait() {
    for (ty, op, buf) in TYPES {
        let src = kernel(ty, op, false);
        common::gir_matches_interpreter(
            &format!("sink_{ty}"),
            &src,
            &launch(buf),
            common::ALL_TARGETS,
        );
        // A 64-bit integer operation is a group of two instructions, which the pass leaves
        // in place (its module doc): only the single-instruction consumers are checked.
        if ty == "i64" {
            continue;
        }
        for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
            let a = asm(&src, cpu);
            let b = body(&a);
            let first_wait = b
                .iter()
                .position(|l| l.starts_with("s_waitcnt vmcnt") || l.starts_with("s_waitcnt_vmcnt"))
                .or_else(|| {
                    b.iter()
                        .position(|l| l.starts_with("s_waitcnt") && l.contains("vmcnt"))
                })
                .unwrap_or_else(|| panic!("{ty} {cpu}: no vmcnt wait\n{a}"));
            let loads_before = b[..first_wait]
                .iter()
                .filter(|l| l.starts_with("global_load"))
                .count();
            assert_eq!(
                loads_before, 3,
                "{ty} {cpu}: loads before the first wait\n{a}"
            );
        }
    }
}

#[test]
fn lds_consumers_sink_and_agree() {
    for (ty, op, buf) in TYPES {
        let src = kernel(ty, op, true);
        common::gir_matches_interpreter(
            &format!("sink_lds_{ty}"),
            &src,
            &launch(buf),
            common::ALL_TARGETS,
        );
    }
}

/// A chain (the second load's address is the first load's result) and a consumer used only
/// in a divergent branch: nothing moves across the dependence or out of its block.
#[test]
fn dependent_loads_and_branches_agree() {
    let src = "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) {\nblock0:\n    v4 = workitem_id x\n    v5 = zext.i64 v4\n    v6 = iconst.i64 2\n    v7 = shl.i64 v5, v6\n    v8 = ptradd v0, v7\n    v9 = load.i32 v8\n    v10 = iconst.i32 63\n    v11 = and.i32 v9, v10\n    v12 = zext.i64 v11\n    v13 = shl.i64 v12, v6\n    v14 = ptradd v1, v13\n    v15 = load.i32 v14\n    v16 = add.i32 v15, v9\n    v17 = ptradd v2, v7\n    v18 = load.i32 v17\n    v19 = mul.i32 v16, v18\n    v20 = iconst.i32 1\n    v21 = and.i32 v4, v20\n    v22 = icmp.i32 eq v21, v20\n    v23 = ptradd v3, v7\n    brif v22, block1, block2\nblock1:\n    v24 = add.i32 v19, v18\n    store v24, v23\n    jump block3\nblock2:\n    store v16, v23\n    jump block3\nblock3:\n    return\n}\n";
    common::gir_matches_interpreter("sink_chain", src, &launch("u32"), common::ALL_TARGETS);
}
