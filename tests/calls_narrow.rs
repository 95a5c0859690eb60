//! Real calls passing and returning vectors of 8- and 1-bit lanes (`i8xN`, `i1xN`), one VGPR
//! per lane as llc-19 passes them (`gfxc_lower::narrow_abi`).
//!
//! * `narrow_vector_calls_match_the_interpreter_on_every_target`: for every such type
//!   (2, 3, 4, 8 and 16 lanes of `i8` and of `i1`), a `noinline` callee and a recursive one
//!   (per-lane depth 0 … 7, arguments swapped at each level so lane order and argument order
//!   matter) take two of them and return one; compiled on all 13 target modes and run on the
//!   strict simulator, the buffers are the interpreter's bit for bit.
//! * `narrow_vector_registers_equal_llc19`: the VGPRs a callee's entry reads each such
//!   parameter from, and the number of result dwords it returns, equal llc-19's
//!   (`tests/golden/llc_call_abi.tsv`, made and re-checked live with llc-19 by
//!   `tests/call_abi.rs`).
//! * `narrow_vector_lanes_on_the_stack_match_the_interpreter_on_every_target`: lanes past v30
//!   in stack slots (after an `i32x28`), recursive callee, 13 modes against the interpreter.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;
use gfxc::ir::{Scalar, Type};

/// Every vector type of 1- or 8-bit lanes the tests cover.
fn narrow_types() -> Vec<Type> {
    let mut t = Vec::new();
    for s in [Scalar::I8, Scalar::I1] {
        for n in [2u8, 3, 4, 8, 16] {
            t.push(Type::Vector(s, n));
        }
    }
    t
}

/// A kernel loading two `ty` vectors per work-item (bytes 0.. and 16.. of its 32-byte slot
/// of `x`; `i1` lanes as `byte < 100`), calling `@nf` and the recursive `@rf` with them, and
/// storing both results (as bytes) to its slot of `out`. The work-group size is given: the
/// calls' saves of 16-lane vectors need more than the 64 VGPRs of a 1024-item group on GFX6.
fn program(ty: Type) -> String {
    let Type::Vector(s, n) = ty else {
        unreachable!()
    };
    let bytes = Type::Vector(Scalar::I8, n);
    let (add, sub) = if s == Scalar::I1 {
        ("xor", "or")
    } else {
        ("add", "sub")
    };
    let (load_a, load_b, a, b) = if s == Scalar::I1 {
        (
            format!(
                "    v20 = load.{bytes} v6\n    v21 = iconst.i8 100\n    v22 = splat.{bytes} v21\n    v7 = icmp.{bytes} ult v20, v22\n"
            ),
            format!("    v23 = load.{bytes} v9\n    v10 = icmp.{bytes} ult v23, v22\n"),
            "v7",
            "v10",
        )
    } else {
        (
            format!("    v7 = load.{ty} v6\n"),
            format!("    v10 = load.{ty} v9\n"),
            "v7",
            "v10",
        )
    };
    let (st1, st2) = if s == Scalar::I1 {
        (
            format!("    v24 = zext.{bytes} v13\n    store v24, v15\n"),
            format!("    v25 = zext.{bytes} v14\n    store v25, v16\n"),
        )
    } else {
        (
            "    store v13, v15\n".to_string(),
            "    store v14, v16\n".to_string(),
        )
    };
    format!(
        "function @nf(v0: {ty}, v1: {ty}) -> {ty} noinline {{\nblock0:\n    v2 = {sub}.{ty} v0, v1\n    v3 = {add}.{ty} v2, v1\n    v4 = {sub}.{ty} v3, v0\n    return v4\n}}\n\n\
         function @rf(v0: {ty}, v1: {ty}, v2: i32) -> {ty} {{\nblock0:\n    v3 = iconst.i32 0\n    v4 = icmp.i32 eq v2, v3\n    brif v4, block1, block2\n\
         block1:\n    return v0\nblock2:\n    v5 = iconst.i32 1\n    v6 = sub.i32 v2, v5\n    v7 = {add}.{ty} v0, v1\n    v8 = call @rf(v1, v7, v6)\n    v9 = {sub}.{ty} v8, v0\n    return v9\n}}\n\n\
         kernel @k(v0: ptr.global, v1: ptr.global) reqd_workgroup_size(64, 1, 1) {{\nblock0:\n    v2 = workitem_id x\n    v3 = zext.i64 v2\n    v4 = iconst.i64 32\n    v5 = mul.i64 v3, v4\n    v6 = ptradd v0, v5\n\
         {load_a}    v8 = iconst.i64 16\n    v9 = ptradd v6, v8\n{load_b}    v11 = iconst.i32 7\n    v12 = and.i32 v2, v11\n\
         \x20   v13 = call @nf({a}, {b})\n    v14 = call @rf({a}, {b}, v12)\n    v15 = ptradd v1, v5\n    v16 = ptradd v15, v8\n{st1}{st2}    return\n}}\n"
    )
}

fn spec() -> LaunchSpec {
    LaunchSpec::parse(
        r#"{"kernel": "k", "stack_bytes": 4096, "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "x"}, {"buffer": "out"}],
            "buffers": {"x": {"type": "u8", "len": 2048, "init": {"random": 7, "min": 0, "max": 255}},
                        "out": {"type": "u8", "len": 2048}}}"#,
    )
    .unwrap()
}

#[test]
fn narrow_vector_calls_match_the_interpreter_on_every_target() {
    let mut checked = 0;
    for ty in narrow_types() {
        let src = program(ty);
        let m = common::gir_module(&src);
        for &(cpu, mattr) in ALL_TARGETS {
            let t = target_with(cpu, mattr);
            let opts = gfxc::ir::interp::InterpOptions {
                wave_size: t.wave_size(),
                ..Default::default()
            };
            let want = gfxc::ir::interp::run(&m, &spec(), &opts).unwrap();
            let obj = gfxc::compile_module(&m, &t)
                .unwrap_or_else(|e| panic!("{ty} {cpu}{mattr}: {}", e.render("k.gir")));
            let got = gfxc_sim::simulate(&obj, &spec(), &Default::default())
                .unwrap_or_else(|e| panic!("{ty} {cpu}{mattr}: {e}"));
            let out = &got.0.buffer("out").unwrap().bytes;
            assert_eq!(out, &want.buffer("out").unwrap().bytes, "{ty} {cpu}{mattr}");
            // Both results were written (the test sees the calls' values).
            assert!(out.iter().any(|&b| b != 0), "{ty} {cpu}{mattr}");
            checked += 1;
        }
    }
    assert_eq!(checked, narrow_types().len() * ALL_TARGETS.len());
}

/// The VGPRs `@f`'s entry reads its parameter from (as the golden file writes llc-19's) and
/// the dwords of the value its `return` passes.
fn gfxc_registers(ty: Type, target: &gfxc::isa::Target) -> (String, usize) {
    let src = format!(
        "function @f(v0: {ty}) -> {ty} noinline {{\nblock0:\n    v1 = iconst.i1 0\n    brif v1, block1, block2\n\
         block1:\n    v2 = call @f(v0)\n    return v2\nblock2:\n    return v0\n}}\n\n\
         kernel @k(v0: {ty}) {{\nblock0:\n    v1 = call @f(v0)\n    return\n}}\n"
    );
    let m = common::gir_module(&src);
    let lowered = gfxc_isel::lower::pipeline::lower_module(&m, target)
        .unwrap_or_else(|e| panic!("{ty}: {}", e.render("f.gir")));
    let lm = &lowered.module;
    let id = lm.function_by_name("f").expect("@f stays a real call");
    let f = &lm.functions[id];
    let lk = lowered.kernels.iter().find(|k| k.name == "f").unwrap();
    let mf = gfxc_isel::select_kernel(lm, f, target, lk).unwrap_or_else(|e| panic!("{ty}: {e}"));
    let args = mf.blocks[0].insts[0]
        .fixed
        .iter()
        .map(|r| {
            (r.index..r.index + r.count as u16)
                .map(|v| format!("v{v}"))
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect::<Vec<_>>()
        .join(" ; ");
    let ret = mf
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .find(|i| {
            matches!(
                i.kind,
                gfxc_isel::mir::Kind::Pseudo(gfxc_isel::mir::Pseudo::Ret)
            )
        })
        .expect("a return");
    let width: usize = ret
        .ops
        .iter()
        .map(|o| match o {
            gfxc_isel::mir::MOp::V { n, .. } => *n as usize,
            _ => 1,
        })
        .sum();
    (args, width)
}

#[test]
fn narrow_vector_registers_equal_llc19() {
    let golden =
        std::fs::read_to_string(common::root().join("tests/golden/llc_call_abi.tsv")).unwrap();
    let mut checked = 0;
    for line in golden.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (cpu, row, want) = (cols[0], cols[1], cols[2]);
        let (is_arg, tyname) = match (row.strip_prefix("arg "), row.strip_prefix("ret ")) {
            (Some(t), _) => (true, t),
            (_, Some(t)) => (false, t),
            _ => continue,
        };
        let Some(ty) = narrow_types()
            .into_iter()
            .find(|&t| gfxc::ir::llvm::llvm_type(t) == tyname)
        else {
            continue;
        };
        let (args, width) = gfxc_registers(ty, &target_with(cpu, ""));
        if is_arg {
            assert_eq!(args, want, "{cpu}: arg {tyname}");
        } else {
            let regs: Vec<&str> = want.trim_start_matches("-> ").split(',').collect();
            let expect: Vec<String> = (0..width).map(|v| format!("v{v}")).collect();
            assert_eq!(regs, expect, "{cpu}: ret {tyname}");
        }
        checked += 1;
    }
    // 5 targets × 10 types × (argument, result).
    assert!(checked >= 5 * 10 * 2, "only {checked} rows checked");
}

/// Lanes past v30 go to the stack: a recursive callee whose `ty` parameter follows an
/// `i32x28` (its lanes in v28..v30 and then 4-byte stack slots), on 13 modes against the
/// interpreter.
#[test]
fn narrow_vector_lanes_on_the_stack_match_the_interpreter_on_every_target() {
    for ty in [
        Type::Vector(Scalar::I8, 8),
        Type::Vector(Scalar::I1, 8),
        Type::Vector(Scalar::I8, 3),
    ] {
        let Type::Vector(s, n) = ty else {
            unreachable!()
        };
        let bytes = Type::Vector(Scalar::I8, n);
        let (conv_in, store_out, add) = if s == Scalar::I1 {
            (
                format!("    v20 = iconst.i8 100\n    v21 = splat.{bytes} v20\n    v7 = icmp.{bytes} ult v6, v21\n"),
                format!("    v22 = zext.{bytes} v13\n    store v22, v15\n"),
                "xor",
            )
        } else {
            (
                format!("    v7 = add.{bytes} v6, v6\n"),
                "    store v13, v15\n".to_string(),
                "add",
            )
        };
        let src = format!(
            "function @sf(v0: i32x28, v1: {ty}, v2: i32) -> {ty} {{\nblock0:\n    v3 = iconst.i32 0\n    v4 = icmp.i32 eq v2, v3\n    brif v4, block1, block2\n\
             block1:\n    return v1\n\
             block2:\n    v5 = iconst.i32 1\n    v6 = sub.i32 v2, v5\n    v7 = {add}.{ty} v1, v1\n    v8 = call @sf(v0, v7, v6)\n    v9 = {add}.{ty} v8, v1\n    return v9\n}}\n\n\
             kernel @k(v0: ptr.global, v1: ptr.global) reqd_workgroup_size(64, 1, 1) {{\nblock0:\n    v2 = workitem_id x\n    v3 = zext.i64 v2\n    v4 = iconst.i64 32\n    v5 = mul.i64 v3, v4\n\
             \x20   v30 = ptradd v0, v5\n    v6 = load.{bytes} v30\n{conv_in}    v8 = iconst.i32 5\n    v9 = and.i32 v2, v8\n    v10 = splat.i32x28 v2\n\
             \x20   v13 = call @sf(v10, v7, v9)\n    v15 = ptradd v1, v5\n{store_out}    return\n}}\n"
        );
        let m = common::gir_module(&src);
        for &(cpu, mattr) in ALL_TARGETS {
            let t = target_with(cpu, mattr);
            let opts = gfxc::ir::interp::InterpOptions {
                wave_size: t.wave_size(),
                ..Default::default()
            };
            let want = gfxc::ir::interp::run(&m, &spec(), &opts).unwrap();
            let obj = gfxc::compile_module(&m, &t)
                .unwrap_or_else(|e| panic!("{ty} {cpu}{mattr}: {}", e.render("k.gir")));
            let got = gfxc_sim::simulate(&obj, &spec(), &Default::default())
                .unwrap_or_else(|e| panic!("{ty} {cpu}{mattr}: {e}"));
            let out = &got.0.buffer("out").unwrap().bytes;
            assert_eq!(out, &want.buffer("out").unwrap().bytes, "{ty} {cpu}{mattr}");
            assert!(out.iter().any(|&b| b != 0), "{ty} {cpu}{mattr}");
        }
    }
}
