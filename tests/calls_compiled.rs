//! Real calls (`gfxc_lower::inline` keeps noinline and recursive device functions,
//! `gfxc_regalloc::calls` expands them): `tests/calls/compiled.gir` has noinline callees with
//! arguments of every register class (i32, i64, f32, f64, f16, <2 x half>, global pointer,
//! i1), uniform and divergent arguments, calls in divergent control flow, several call
//! sites, a callee calling a callee, and recursion with a per-lane depth (fib, mutual
//! is_even/is_odd). Compiled on all 13 target modes (MUBUF frames on GFX6-GFX8, flat scratch
//! on GFX9+) and run on the strict simulator, it must give exactly the interpreter's buffers.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

fn spec() -> LaunchSpec {
    LaunchSpec::parse(
        r#"{"kernel": "k", "stack_bytes": 8192, "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "fib"}, {"buffer": "b"}, {"buffer": "c"}, {"i32": 13},
                     {"i64": -5}, {"f64": 0.25}],
            "buffers": {"fib": {"type": "i32", "len": 128}, "b": {"type": "i32", "len": 128},
                        "c": {"type": "f32", "len": 128, "init": "iota"}}}"#,
    )
    .unwrap()
}

#[test]
fn real_calls_match_the_interpreter_on_every_target() {
    let src = std::fs::read_to_string(common::root().join("tests/calls/compiled.gir")).unwrap();
    let m = common::gir_module(&src);
    let mut checked = 0;
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let ws = t.wave_size();
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: ws,
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec(), &opts).unwrap();
        let compiled = gfxc::compile_module(&m, &t);
        let obj = compiled.unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("k.gir")));
        let got = gfxc_sim::simulate(&obj, &spec(), &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        for name in ["fib", "b", "c"] {
            assert_eq!(
                got.0.buffer(name).unwrap().bytes,
                want.buffer(name).unwrap().bytes,
                "{cpu}{mattr}: buffer {name}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, ALL_TARGETS.len());
}

/// The types a real call passes in VGPRs: every scalar, the pointers a callee may take, and
/// vectors of 16-, 32- and 64-bit lanes.
fn passable_types() -> Vec<gfxc::ir::Type> {
    use gfxc::ir::{AddrSpace, Scalar, Type};
    let mut t: Vec<Type> = Scalar::ALL.iter().map(|&s| Type::Scalar(s)).collect();
    for a in [
        AddrSpace::Flat,
        AddrSpace::Global,
        AddrSpace::Local,
        AddrSpace::Constant,
    ] {
        t.push(Type::Ptr(a));
    }
    for s in Scalar::ALL {
        if s.bits() < 16 {
            continue;
        }
        for n in [2u8, 3, 4, 8, 16] {
            if s.bits() * n as u32 <= 31 * 32 {
                t.push(Type::Vector(s, n));
            }
        }
    }
    t
}

/// The registers a device function's entry reads its parameter from (instruction
/// selection's entry pseudo), as `tests/golden/llc_call_abi.tsv` writes llc-19's. `@f` is
/// recursive so that it stays a real call on every target (gfx90a/gfx942 inline
/// non-recursive `noinline` callees for now, `gfxc_lower::inline`).
fn gfxc_entry_row(ty: gfxc::ir::Type, target: &gfxc::isa::Target) -> String {
    let src = format!(
        "function @f(v0: {ty}) noinline {{\nblock0:\n    v1 = iconst.i1 0\n    brif v1, block1, block2\n\
         block1:\n    call @f(v0)\n    return\nblock2:\n    return\n}}\n\n\
         kernel @k(v0: {ty}) {{\nblock0:\n    call @f(v0)\n    return\n}}\n"
    );
    let m = common::gir_module(&src);
    let lowered = gfxc_isel::lower::pipeline::lower_module(&m, target)
        .unwrap_or_else(|e| panic!("{ty}: {}", e.render("f.gir")));
    let lm = &lowered.module;
    let id = lm.function_by_name("f").expect("@f stays a real call");
    let f = &lm.functions[id];
    let lk = lowered.kernels.iter().find(|k| k.name == "f").unwrap();
    let mf = gfxc_isel::select_kernel(lm, f, target, lk).unwrap_or_else(|e| panic!("{ty}: {e}"));
    let entry = &mf.blocks[0].insts[0];
    entry
        .fixed
        .iter()
        .map(|r| {
            (r.index..r.index + r.count as u16)
                .map(|v| format!("v{v}"))
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect::<Vec<_>>()
        .join(" ; ")
}

#[test]
fn callee_entry_registers_equal_llc19() {
    let golden =
        std::fs::read_to_string(common::root().join("tests/golden/llc_call_abi.tsv")).unwrap();
    let mut checked = 0;
    for line in golden.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (cpu, row, want) = (cols[0], cols[1], cols[2]);
        let Some(tyname) = row.strip_prefix("arg ") else {
            continue;
        };
        let Some(ty) = passable_types()
            .into_iter()
            .find(|&t| gfxc::ir::llvm::llvm_type(t) == tyname)
        else {
            continue;
        };
        let t = target_with(cpu, "");
        assert_eq!(gfxc_entry_row(ty, &t), want, "{cpu}: arg {tyname}");
        checked += 1;
    }
    // 5 targets × (8 scalars + 4 pointers + the 16/32/64-bit vectors).
    assert!(checked >= 5 * 40, "only {checked} rows checked");
}

/// A recursive callee with a pointer, an i64 and an f64 parameter at odd VGPRs (v1:v2, v3:v4,
/// v5:v6): gfx90a/gfx942 read tuples only from even registers, so the entry moves them into
/// aligned tuples (the MIR validator refuses an odd tuple there). All 13 modes, against the
/// interpreter.
#[test]
fn tuple_parameters_at_odd_vgprs_run_on_every_target() {
    let src = std::fs::read_to_string(common::root().join("tests/calls/odd_tuples.gir")).unwrap();
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "stack_bytes": 4096, "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "a"}, {"buffer": "out"}],
            "buffers": {"a": {"type": "i32", "len": 64, "init": "iota"},
                        "out": {"type": "i64", "len": 64}}}"#,
    )
    .unwrap();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let obj = gfxc::compile_module(&m, &t)
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("odd_tuples.gir")));
        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        assert_eq!(
            got.0.buffer("out").unwrap().bytes,
            want.buffer("out").unwrap().bytes,
            "{cpu}{mattr}"
        );
    }
}

/// `tests/calls/inactive_lanes.gir`: a call on one side of a divergent branch keeps, in the
/// lanes it does not run, the values its result registers hold for the other side (fuzz
/// seeds 2395, 2440, ...: the callee's `v_writelane_b32` of s30/s31/s33 reached the caller's
/// inactive lanes 0-2 through a result register the allocator shared).
#[test]
fn call_results_keep_the_inactive_lanes_on_every_target() {
    let src =
        std::fs::read_to_string(common::root().join("tests/calls/inactive_lanes.gir")).unwrap();
    common::gir_matches_interpreter(
        "inactive_lanes.gir",
        &src,
        r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "a"}, {"buffer": "b"}],
            "buffers": {"a": {"type": "u32", "len": 128}, "b": {"type": "u64", "len": 128}}}"#,
        ALL_TARGETS,
    );
}

/// `tests/calls/mulhi_sgprs.gir`: uniform 64-bit high products in a kernel with a call (the
/// SGPR file is s0..s27 there) compile on every target and match the interpreter.
#[test]
fn uniform_mulhi64_fits_the_sgprs_of_a_calling_kernel_on_every_target() {
    let src = std::fs::read_to_string(common::root().join("tests/calls/mulhi_sgprs.gir")).unwrap();
    common::gir_matches_interpreter(
        "mulhi_sgprs.gir",
        &src,
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "out"}, {"i64": -8070450532247928832},
                     {"i64": 9223372036854775807}, {"i64": -3}],
            "buffers": {"out": {"type": "u64", "len": 64}}}"#,
        ALL_TARGETS,
    );
}

/// Interprocedural register allocation (`gfxc_regalloc::calls::Clobbers`, as LLVM's IPRA):
/// `tests/calls/across.gir` keeps values live across calls to `@leaf` (which writes only
/// v0 and s26-s29) in straight-line code, a divergent branch and a divergent loop, and across
/// `@outer` (a callee that calls, with a frame). On every target mode it must give the
/// interpreter's buffer, and where the call stays a real call no register is saved around a
/// call to `@leaf`: the caller keeps its values out of what `@leaf` writes (the allocator's
/// call clobbers) and saves only what the callee writes. Fails if a call clobbers the whole
/// convention again (every live VGPR below v40 saved) or if a value live across a call is
/// left in a register the callee writes without a save (wrong results).
#[test]
fn values_live_across_calls_stay_out_of_what_the_callee_writes() {
    let src = std::fs::read_to_string(common::root().join("tests/calls/across.gir")).unwrap();
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "out"}, {"i32": 3}],
            "buffers": {"out": {"type": "i32", "len": 128}}}"#,
    )
    .unwrap();
    // `k2` saves nothing around its call: its callee's frame still needs scratch set up.
    let spec2 = LaunchSpec::parse(
        r#"{"kernel": "k2", "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "out"}], "buffers": {"out": {"type": "i32", "len": 128}}}"#,
    )
    .unwrap();
    let mut real_calls = 0;
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let obj = gfxc::compile_module(&m, &t)
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("across.gir")));
        for s in [&spec, &spec2] {
            let want = gfxc::ir::interp::run(&m, s, &opts).unwrap();
            let got = gfxc_sim::simulate(&obj, s, &Default::default())
                .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
            assert_eq!(
                got.0.buffer("out").unwrap().bytes,
                want.buffer("out").unwrap().bytes,
                "{cpu}{mattr}: buffer out of {}",
                s.kernel
            );
        }
        // The kernel's code, call by call: the saves between one call and the next.
        let c = gfxc::compile::compile_kernels(&m, &t, true).unwrap();
        let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
        let body = asm
            .split("\nk:\n")
            .nth(1)
            .and_then(|s| s.split("s_endpgm").next())
            .unwrap_or_else(|| panic!("{cpu}{mattr}: no kernel body in\n{asm}"));
        let mut saves = 0;
        for line in body.lines() {
            let l = line.trim();
            if l.starts_with("scratch_store") || l.starts_with("buffer_store") {
                saves += 1;
            }
            if l.starts_with("s_add_u32") && l.contains("@rel32@lo") {
                if l.contains("leaf@") {
                    real_calls += 1;
                    assert_eq!(
                        saves, 0,
                        "{cpu}{mattr}: registers saved around @leaf:\n{body}"
                    );
                }
                saves = 0;
            }
        }
    }
    // Every mode makes 3 real calls.
    assert_eq!(real_calls, 3 * ALL_TARGETS.len());
}

/// GFX10+: a call and a return leave stores outstanding (no `s_waitcnt_vscnt` before
/// `s_swappc_b64`/`s_setpc_b64`, as llc-19), and the waits the memory model needs for them
/// are still made: a release fence right after a call (the callee's store) and at a callee's
/// entry (the caller's store) wait for vscnt (`tests/calls/release.gir`). The object must
/// give the interpreter's buffers on every target mode.
#[test]
fn stores_outstanding_across_calls_are_waited_for_by_release_fences() {
    let src = std::fs::read_to_string(common::root().join("tests/calls/release.gir")).unwrap();
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "a"}, {"buffer": "b"}],
            "buffers": {"a": {"type": "i32", "len": 64}, "b": {"type": "i32", "len": 64}}}"#,
    )
    .unwrap();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let obj = gfxc::compile_module(&m, &t)
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("release.gir")));
        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        for b in ["a", "b"] {
            assert_eq!(
                got.0.buffer(b).unwrap().bytes,
                want.buffer(b).unwrap().bytes,
                "{cpu}{mattr}: buffer {b}"
            );
        }
        if !t.processor.generation.is_gfx10_plus() {
            continue;
        }
        let c = gfxc::compile::compile_kernels(&m, &t, true).unwrap();
        let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
        let lines: Vec<&str> = asm.lines().map(str::trim).collect();
        let at = |p: &str| lines.iter().position(|l| l.starts_with(p)).unwrap();
        let (k, callee) = (at("k:"), at("publish:"));
        let call = k + lines[k..]
            .iter()
            .position(|l| l.starts_with("s_swappc_b64"))
            .unwrap();
        let stores = |from: usize| {
            from + lines[from..]
                .iter()
                .position(|l| l.starts_with("global_store"))
                .unwrap()
        };
        let waits =
            |a: usize, b: usize| lines[a..b].iter().any(|l| l.starts_with("s_waitcnt_vscnt"));
        let first = stores(k);
        assert!(
            !waits(first, call),
            "{cpu}{mattr}: vscnt wait before the call"
        );
        assert!(
            waits(call, stores(call)),
            "{cpu}{mattr}: no vscnt wait after the call"
        );
        assert!(
            waits(callee, stores(callee)),
            "{cpu}{mattr}: no vscnt wait at the callee's release"
        );
    }
}

/// `tests/calls/hazard_boundary.gir`: a callee whose last instruction before the return is a
/// store, and a caller that writes EXEC right after the call (and loads right before one):
/// the hazard boundary at a function's entry and after a call return clears every rule of
/// the target's table (`gfxc_emit::hazards::boundary_insts`), checked by the strict
/// simulator (fuzz seed 500203: GFX10 `VMEM_SALU_SGPR_WAR` across the return).
#[test]
fn hazards_do_not_cross_call_boundaries_on_every_target() {
    let src =
        std::fs::read_to_string(common::root().join("tests/calls/hazard_boundary.gir")).unwrap();
    common::gir_matches_interpreter(
        "hazard_boundary.gir",
        &src,
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "a"}, {"buffer": "b"}],
            "buffers": {"a": {"type": "u32", "len": 128},
                        "b": {"type": "u32", "len": 64, "init": {"random": 7, "min": 0, "max": 1000000}}}}"#,
        ALL_TARGETS,
    );
}
