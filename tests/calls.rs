//! Calls between device functions: recursion.
//!
//! gfxc compiles recursion as real calls (`tests/calls_compiled.rs`) except through a device
//! function with an `alloca`: `gfxc compile` refuses such a recursive call with a located
//! `unsupported:` error on every target mode (checked here on all 13). The
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
fn compiling_recursion_is_a_located_unsupported_error_on_every_target() {
    let src = source();
    let m = common::gir_module(&src);
    // The first recursive call of @fib, and the call of @is_odd closing is_even -> is_odd.
    let line_of = |needle: &str| src.lines().position(|l| l.contains(needle)).unwrap() + 1;
    let want = [
        format!(
            "k.gir:{}:5: error: unsupported: recursive call @fib -> @fib (reached from kernel @k)",
            line_of("v6 = call @fib(v5)")
        ),
        format!(
            "k.gir:{}:5: error: unsupported: recursive call @fib -> @fib (reached from kernel @k)",
            line_of("v9 = call @fib(v8)")
        ),
    ];
    // The mutual recursion of @is_even/@is_odd compiles as real calls (tests/calls_compiled.rs):
    // only @fib, whose `alloca` a device function cannot have yet, is refused.
    let not_want = format!("k.gir:{}:5:", line_of("v5 = call @is_even(v4)"));
    for &(cpu, mattr) in ALL_TARGETS {
        let e = match gfxc::compile_module(&m, &target_with(cpu, mattr)) {
            Ok(_) => panic!("{cpu}{mattr}: recursion compiled"),
            Err(d) => d.render("k.gir"),
        };
        for w in &want {
            assert!(e.contains(w.as_str()), "{cpu}{mattr}: {w}\nnot in:\n{e}");
        }
        assert!(!e.contains(not_want.as_str()), "{cpu}{mattr}: {e}");
    }
}

/// llc-19's object of `ll` for `cpu`/`mattr`, linked by ld.lld-19.
fn llc_object(ll: &str, cpu: &str, mattr: &str) -> Vec<u8> {
    use std::process::Command;
    let dir = std::env::temp_dir().join(format!("gfxc_calls_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let stem = format!("rec.{cpu}{mattr}").replace(['+', '/'], "_");
    let (src, o, so) = (
        dir.join(format!("{stem}.ll")),
        dir.join(format!("{stem}.o")),
        dir.join(format!("{stem}.hsaco")),
    );
    std::fs::write(&src, ll).unwrap();
    let mut c = Command::new("llc-19");
    c.args(["-O2", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
        .arg(format!("-mcpu={cpu}"));
    if !mattr.is_empty() {
        c.arg(format!("-mattr={mattr}"));
    }
    let out = c.arg(&src).arg("-o").arg(&o).output().unwrap();
    assert!(out.status.success(), "llc-19 {cpu}{mattr}: {out:?}");
    let out = Command::new("ld.lld-19")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&so)
        .output()
        .unwrap();
    assert!(out.status.success(), "ld.lld-19 {cpu}{mattr}: {out:?}");
    let bytes = std::fs::read(&so).unwrap();
    for p in [src, o, so] {
        let _ = std::fs::remove_file(p);
    }
    bytes
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
