//! Kernel inputs in real calls (issue 15 item 3, AMDGPUUsage "AMDGPU Calling Convention"):
//! work-item ids reach a callee packed in v31 (`x | y << 10 | z << 20`), work-group ids in
//! s12, s13, s14, as llc-19 passes them (`gfxc_isel::calls`, `gfxc_regalloc::calls`). `tests/calls/workitem_ids.gir`: a callee reading x, y and z, a
//! callee reading none that calls it (forwarding v31), one reading x only, and a recursive
//! one reading x at every level, called under divergence in a 3-D work-group. On all 13
//! target modes (unpacked ids packed by the kernel on GFX6-GFX10 and gfx908, the packed v0
//! passed on gfx90a, gfx942 and GFX11) the strict simulator must give exactly the
//! interpreter's buffers, and the calls must stay calls (before, such a `noinline` callee was
//! inlined and a recursive one was `unsupported:`).

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

#[test]
fn work_item_ids_reach_callees_on_every_target() {
    let spec = r#"{"kernel": "k", "grid": [4, 2, 8], "block": [4, 2, 8], "stack_bytes": 4096,
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 64}}}"#;
    check("tests/calls/workitem_ids.gir", spec, 6);
}

/// `tests/calls/workgroup_ids.gir`: a callee reading the three work-group ids, one reading y
/// that calls it (forwarding s12..s14), a recursive one reading x at every level; 8
/// work-groups of 16 work-items.
#[test]
fn work_group_ids_reach_callees_on_every_target() {
    let spec = r#"{"kernel": "k", "grid": [32, 2, 2], "block": [16, 1, 1], "stack_bytes": 4096,
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 128}}}"#;
    check("tests/calls/workgroup_ids.gir", spec, 5);
}

/// `tests/calls/implicit_args.gir`: callees reading the work-group and grid sizes, the hidden
/// block and the dispatch packet, casting an LDS pointer to flat (the aperture), a constant
/// global, a forwarder and a recursive reader; the implicit-argument pointer reaches them in
/// s[8:9] (before, such a `noinline` callee was inlined and a recursive one `unsupported:`).
#[test]
fn implicit_arguments_reach_callees_on_every_target() {
    let spec = r#"{"kernel": "k", "grid": [64, 2, 1], "block": [16, 2, 1], "stack_bytes": 4096,
            "args": [{"buffer": "out"}, {"u32": 5}, {"u64": 77}],
            "buffers": {"out": {"type": "u32", "len": 128}}}"#;
    let file = "tests/calls/implicit_args.gir";
    let src = std::fs::read_to_string(common::root().join(file)).unwrap();
    common::gir_matches_interpreter(file, &src, spec, ALL_TARGETS);
    keeps_calls(&src, 6);
}

/// `tests/calls/implicit_cast.gir`: a callee storing through a flat pointer made from an LDS
/// pointer (the shared aperture, a hidden argument, read through s[8:9]); GFX6 has no FLAT
/// instructions and refuses it with a located error.
#[test]
fn apertures_reach_callees_on_every_flat_target() {
    let spec = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 64}}}"#;
    let file = "tests/calls/implicit_cast.gir";
    let src = std::fs::read_to_string(common::root().join(file)).unwrap();
    let flat: Vec<_> = ALL_TARGETS
        .iter()
        .copied()
        .filter(|&(cpu, _)| cpu != "gfx600")
        .collect();
    common::gir_matches_interpreter(file, &src, spec, &flat);
    let m = common::gir_module(&src);
    let e = gfxc::compile_module(&m, &target_with("gfx600", "")).unwrap_err();
    assert!(e.render(file).contains("FLAT"), "{}", e.render(file));
}

/// `tests/calls/implicit_args.ll` through the `.ll` importer: LLVM's `implicitarg.ptr` and
/// `dispatch.ptr` in `noinline` and recursive callees, on 13 modes against the interpreter.
#[test]
fn implicit_arguments_from_llvm_ir_reach_callees_on_every_target() {
    let file = "tests/calls/implicit_args.ll";
    let ll = std::fs::read_to_string(common::root().join(file)).unwrap();
    let m = gfxc_ll::parse_ll(&ll).unwrap_or_else(|d| panic!("{}", d.render(file)));
    let src = gfxc::ir::text::print_module(&m);
    let spec = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1], "stack_bytes": 4096,
            "args": [{"buffer": "out"}, {"i32": 9}],
            "buffers": {"out": {"type": "u32", "len": 128}}}"#;
    common::gir_matches_interpreter(file, &src, spec, ALL_TARGETS);
    keeps_calls(&src, 4);
}

/// Every target mode keeps `ncalls` call sites of the module `src` (none inlined).
fn keeps_calls(src: &str, ncalls: usize) {
    let m = common::gir_module(src);
    for &(cpu, mattr) in ALL_TARGETS {
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr)).unwrap();
        let calls = asm.matches("s_swappc_b64").count();
        assert_eq!(calls, ncalls, "{cpu}{mattr}: call sites");
    }
}

/// Compiles `file` for every target mode, checks that it keeps `ncalls` call sites (none
/// inlined) and that the strict simulator gives the interpreter's buffers.
fn check(file: &str, spec: &str, ncalls: usize) {
    let src = std::fs::read_to_string(common::root().join(file)).unwrap();
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(spec).unwrap();
    let mut fails = Vec::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let asm = match gfxc::compile::compile_module_asm(&m, &t) {
            Ok(a) => a,
            Err(e) => {
                fails.push(format!("{cpu}{mattr}: {}", e.render("k.gir")));
                continue;
            }
        };
        let calls = asm.matches("s_swappc_b64").count();
        if calls != ncalls {
            fails.push(format!("{cpu}{mattr}: {calls} calls, not {ncalls}"));
        }
        let obj = gfxc::compile_module(&m, &t).unwrap();
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                if got.buffer("out").unwrap().bytes != want.buffer("out").unwrap().bytes {
                    fails.push(format!("{cpu}{mattr}: {file}: wrong result"));
                }
            }
            Err(e) => fails.push(format!("{cpu}{mattr}: {file}: {e}")),
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
