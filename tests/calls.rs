//! Calls between device functions: recursion.
//!
//! gfxc compiles this recursion as real calls on all 13 target modes and its objects give the
//! expected buffers on the simulator; recursion through a function that needs a kernel input
//! is a located `unsupported:` error on every mode. The
//! interpreter runs recursion (per-lane divergent depth), and its results are checked against
//! values computed here in Rust and, when `llc-19` and `ld.lld-19` can run (always under
//! `GFXC_REQUIRE_LLVM=1`), against llc-19's objects of the same module run on the simulator on
//! all 13 modes: the simulator's calls (`s_swappc_b64`/`s_setpc_b64`), callee-saved registers
//! in scratch and its dynamic stack (`.uses_dynamic_stack` gets `stack_bytes` of scratch,
//! launch-spec.md) run LLVM's code of the AMDGPU calling convention.

mod common;

use common::{llvm_tool, target_with, ALL_TARGETS};
use gfxc::ir::launch::{LaunchResult, LaunchSpec};

const GRID: u32 = 96;
/// `fib` of `tid % DEPTH`: lanes of one wave recurse 0 to 17 frames deep.
const DEPTH: u32 = 18;

fn source() -> String {
    std::fs::read_to_string(common::root().join("tests/calls/recursion.gir")).unwrap()
}

fn spec(stack_bytes: Option<u32>) -> LaunchSpec {
    let stack = stack_bytes.map_or(String::new(), |s| format!(r#""stack_bytes": {s},"#));
    LaunchSpec::parse(&format!(
        r#"{{"kernel": "k", "grid": [{GRID}, 1, 1], "block": [{GRID}, 1, 1], {stack}
            "args": [{{"buffer": "fib"}}, {{"buffer": "even"}}, {{"i32": {DEPTH}}}],
            "buffers": {{"fib": {{"type": "i32", "len": {GRID}}},
                         "even": {{"type": "i32", "len": {GRID}}}}}}}"#
    ))
    .unwrap()
}

fn fib(n: u32) -> u32 {
    if n < 2 {
        n
    } else {
        fib(n - 1) + fib(n - 2)
    }
}

/// The expected buffers, computed in Rust.
fn expected() -> (Vec<u32>, Vec<u32>) {
    let f = (0..GRID).map(|t| fib(t % DEPTH)).collect();
    let e = (0..GRID).map(|t| (t % 2 == 0) as u32).collect();
    (f, e)
}

fn words(r: &LaunchResult, name: &str) -> Vec<u32> {
    r.buffer(name)
        .unwrap()
        .bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn check(r: &LaunchResult) -> Result<(), String> {
    let (f, e) = expected();
    if words(r, "fib") != f {
        return Err(format!("fib: {:?}", words(r, "fib")));
    }
    if words(r, "even") != e {
        return Err(format!("even: {:?}", words(r, "even")));
    }
    Ok(())
}

#[test]
fn recursion_runs_on_the_interpreter_with_divergent_depth() {
    let m = common::gir_module(&source());
    for ws in [32, 64] {
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: ws,
            ..Default::default()
        };
        let r = gfxc::ir::interp::run(&m, &spec(None), &opts).unwrap();
        check(&r).unwrap_or_else(|e| panic!("wave{ws}: {e}"));
    }
}

#[test]
fn gfxc_recursion_runs_on_the_simulator_on_every_target() {
    // gfxc's own objects of the module: @fib keeps its argument in an `alloca` of its frame
    // across the two recursive calls, lanes recurse 0 to 17 deep, @is_even/@is_odd up to 95.
    let m = common::gir_module(&source());
    let mut fails = Vec::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let label = format!("{cpu}{mattr}");
        let obj = match gfxc::compile_module(&m, &target_with(cpu, mattr)) {
            Ok(o) => o,
            Err(e) => {
                fails.push(format!("{label}: {}", e.render("k.gir")));
                continue;
            }
        };
        // A recursive call graph has no static stack size: .uses_dynamic_stack, and the
        // launch's stack_bytes bound the depth: 64 bytes are too few for 17 frames of @fib.
        // 95 frames of @is_even/@is_odd took 8 bytes each (within the default 1024) until a
        // call's result register, holding another value in the lanes that skip the call,
        // was saved too (12 bytes; fuzz seed 43, `gfxc_regalloc::calls`): 2048 bytes.
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr)).unwrap();
        if !asm.contains(".uses_dynamic_stack: true") {
            fails.push(format!("{label}: no .uses_dynamic_stack"));
        }
        match gfxc_sim::simulate(&obj, &spec(Some(64)), &Default::default()) {
            Ok(_) => fails.push(format!("{label}: ran within 64 bytes of stack")),
            Err(e) if e.to_string().contains("scratch") || e.to_string().contains("private") => {}
            Err(e) => fails.push(format!("{label}: small stack: {e}")),
        }
        for stack in [Some(2048), Some(8192)] {
            if let Err(e) = gfxc_sim::simulate(&obj, &spec(stack), &Default::default())
                .map_err(|e| e.to_string())
                .and_then(|(r, _)| check(&r))
            {
                fails.push(format!("{label} (stack {stack:?}): {e}"));
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn recursion_through_a_function_needing_kernel_inputs_is_a_located_unsupported_error() {
    // @f reads the kernarg pointer, which a callee does not receive (llc-19 makes it null
    // there; work-item and work-group ids, the implicit-argument pointer and the LDS kernel
    // id it does: tests/calls_inputs.rs): its recursive call cannot stay a call and cannot
    // be inlined.
    let src = "function @f(v0: i32) -> i32 {\nblock0:\n    v9 = kernarg_ptr\n    \
               v1 = load.i32 v9\n    \
               v2 = icmp.i32 eq v0, v1\n    brif v2, block1, block2\nblock1:\n    \
               return v0\nblock2:\n    v3 = call @f(v1)\n    return v3\n}\n\n\
               kernel @k(v0: ptr.global) {\nblock0:\n    v1 = iconst.i32 0\n    \
               v2 = call @f(v1)\n    store v2, v0\n    return\n}\n";
    let m = common::gir_module(src);
    let want = "k.gir:10:5: error: unsupported: recursive call @f -> @f (reached from kernel @k): \
                @f cannot be compiled as a real call yet (`kernarg_ptr` in @f)";
    for &(cpu, mattr) in ALL_TARGETS {
        let e = match gfxc::compile_module(&m, &target_with(cpu, mattr)) {
            Ok(_) => panic!("{cpu}{mattr}: compiled"),
            Err(d) => d.render("k.gir"),
        };
        assert!(e.contains(want), "{cpu}{mattr}: {e}");
    }
}

/// llc-19's object of `ll` for `cpu`/`mattr`, linked by ld.lld-19.
fn llc_object(ll: &str, cpu: &str, mattr: &str) -> Vec<u8> {
    common::llc19_linked("rec", ll, cpu, mattr).unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"))
}

#[test]
fn llc19_recursion_runs_on_the_simulator_on_every_target() {
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return;
    }
    let m = common::gir_module(&source());
    let ll = gfxc::ir::llvm::emit_module(&m);
    let mut fails = Vec::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let obj = llc_object(&ll, cpu, mattr);
        let label = format!("{cpu}{mattr}");
        // Recursion makes llc-19 set .uses_dynamic_stack; 17 frames of @fib need more than
        // the default 1024 bytes, and the simulator gives exactly what the launch asks for.
        match gfxc_sim::simulate(&obj, &spec(None), &Default::default()) {
            Ok(_) => fails.push(format!("{label}: ran within the default stack_bytes")),
            Err(e) if e.to_string().contains("scratch") || e.to_string().contains("private") => {}
            Err(e) => fails.push(format!("{label}: default stack: {e}")),
        }
        // (gfx1030+wavefrontsize64 lost lanes 0-31 here until the simulator dropped 64-bit
        // writes to `null`: sim/tests/null_operand.rs.)
        if let Err(e) = gfxc_sim::simulate(&obj, &spec(Some(8192)), &Default::default())
            .map_err(|e| e.to_string())
            .and_then(|(r, _)| check(&r))
        {
            fails.push(format!("{label}: {e}"));
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
