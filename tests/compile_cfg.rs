//! Control-flow code: the exact EXEC-mask and branch sequences of divergent regions and loops
//! (`isel/src/structured.rs`, `emit/src/if_then.rs`, `emit/src/skip_execz.rs`,
//! `emit/src/kernel_code.rs`), on wave64 (gfx900, gfx1030 w64) and wave32 (gfx1030, gfx1100),
//! each kernel also simulated in strict mode against the interpreter.
//!
//! Every `tests/cfg/NAME.gir` has `NAME.launch.json` and `NAME.expected`: per target, the
//! control-flow skeleton of `--emit asm` (labels, branches, every instruction that reads or
//! writes EXEC). `GFXC_BLESS=1 cargo test --test compile_cfg` rewrites the expected files;
//! review the diff. The simulation needs no expected file: the code object must give exactly
//! (bit for bit) what the interpreter gives at the same wave size.

use gfxc::isa::processors::Target;
use std::fmt::Write;
use std::path::Path;

/// (label, cpu, mattr, interpreter wave size).
const TARGETS: &[(&str, &str, &str, u32)] = &[
    ("gfx900", "gfx900", "", 64),
    ("gfx1030", "gfx1030", "", 32),
    ("gfx1030w64", "gfx1030", "+wavefrontsize64", 64),
    ("gfx1100", "gfx1100", "", 32),
];

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cfg")
}

fn names() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "gir").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    v.sort();
    v
}

/// The control-flow skeleton of an assembly listing.
fn skeleton(asm: &str) -> String {
    let mut out = String::new();
    for l in asm.lines() {
        let t = l.trim();
        let keep = (t.starts_with(".LBB") && t.ends_with(':'))
            || t.starts_with("s_cbranch")
            || t.starts_with("s_branch")
            || t.starts_with("s_endpgm")
            || (!t.starts_with('.') && !t.starts_with(';') && t.contains("exec"));
        if keep {
            out.push_str(t);
            out.push('\n');
        }
    }
    out
}

fn target(cpu: &str, mattr: &str) -> Target {
    let mut t = Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

/// One kernel: (skeletons per target, failures).
fn check(name: &str) -> (String, Vec<String>) {
    let src = std::fs::read_to_string(dir().join(format!("{name}.gir"))).unwrap();
    let launch = std::fs::read_to_string(dir().join(format!("{name}.launch.json"))).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let m = gfxc::load_module(&src).unwrap_or_else(|d| panic!("{}", d.render(name)));
    let mut text = String::new();
    let mut fails = Vec::new();
    for &(label, cpu, mattr, wave) in TARGETS {
        let t = target(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t)
            .unwrap_or_else(|d| panic!("{name} {label}: {}", d.render(name)));
        let _ = writeln!(text, "== {label}");
        text.push_str(&skeleton(&asm));
        let obj = gfxc::compile_module(&m, &t)
            .unwrap_or_else(|d| panic!("{name} {label}: {}", d.render(name)));
        let opts = gfxc_ir::interp::InterpOptions {
            wave_size: wave,
            ..Default::default()
        };
        let want = gfxc_ir::interp::run(&m, &spec, &opts)
            .unwrap_or_else(|e| panic!("{name}: interpreter: {}", e.render(name)));
        match gfxc_sim::simulate(&obj, &spec, &gfxc_sim::SimOptions::default()) {
            Ok((got, _)) => {
                if got.to_json(true) != want.to_json(true) {
                    fails.push(format!(
                        "{name} {label}: simulator and interpreter differ\n{}\n{}\n{asm}",
                        got.to_json(false),
                        want.to_json(false)
                    ));
                }
            }
            Err(e) => fails.push(format!("{name} {label}: simulator: {e}\n{asm}")),
        }
    }
    (text, fails)
}

#[test]
fn exec_sequences_and_simulation() {
    let bless = std::env::var("GFXC_BLESS").as_deref() == Ok("1");
    let ns = names();
    assert!(ns.len() >= 6, "kernels missing under tests/cfg");
    let mut failures = Vec::new();
    for n in &ns {
        let (text, fails) = check(n);
        failures.extend(fails);
        let p = dir().join(format!("{n}.expected"));
        if bless {
            std::fs::write(&p, &text).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&p).unwrap_or_default();
        if want != text {
            failures.push(format!(
                "{n}: EXEC/branch skeleton differs from {}\n--- expected\n{want}--- got\n{text}",
                p.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn asm(name: &str, cpu: &str, mattr: &str) -> String {
    let src = std::fs::read_to_string(dir().join(format!("{name}.gir"))).unwrap();
    let m = gfxc::load_module(&src).unwrap();
    gfxc::compile::compile_module_asm(&m, &target(cpu, mattr)).unwrap()
}

fn count(asm: &str, prefix: &str) -> usize {
    asm.lines()
        .filter(|l| l.trim_start().starts_with(prefix))
        .count()
}

/// An if-then without else pays LLVM's if-then protocol on every wave size: one
/// `s_and_saveexec`, no `s_xor`, no else swap, one `s_or exec` (llc-19 emits the same).
#[test]
fn if_then_has_no_else_protocol() {
    for &(label, cpu, mattr, _) in TARGETS {
        for name in ["if_then", "if_then_phi"] {
            let a = asm(name, cpu, mattr);
            assert_eq!(count(&a, "s_and_saveexec"), 1, "{name} {label}\n{a}");
            assert_eq!(count(&a, "s_xor"), 0, "{name} {label}\n{a}");
            assert_eq!(count(&a, "s_andn2_saveexec"), 0, "{name} {label}\n{a}");
            assert_eq!(count(&a, "s_and_not1_saveexec"), 0, "{name} {label}\n{a}");
            assert_eq!(count(&a, "s_or_saveexec"), 0, "{name} {label}\n{a}");
            // The join restores EXEC, except right before `s_endpgm` (`if_then` ends at its
            // join: emit/src/exec_tail.rs drops the dead restore, as llc-19 has none).
            let restores = if name == "if_then" { 0 } else { 1 };
            assert_eq!(count(&a, "s_or_b"), restores, "{name} {label}\n{a}");
        }
    }
}

/// The store in `if_then` keeps its execz skip (memory under EXEC = 0); the two VALU
/// instructions of `if_then_phi` and the short sides of `if_else` lose theirs
/// (`amdgpu-skip-threshold`).
#[test]
fn short_sides_lose_their_execz_skip() {
    for &(label, cpu, mattr, _) in TARGETS {
        assert_eq!(
            count(&asm("if_then", cpu, mattr), "s_cbranch_execz"),
            1,
            "{label}"
        );
        assert_eq!(
            count(&asm("if_then_phi", cpu, mattr), "s_cbranch_execz"),
            0,
            "{label}"
        );
        let a = asm("if_else", cpu, mattr);
        assert_eq!(count(&a, "s_cbranch_execz"), 0, "{label}\n{a}");
        assert_eq!(count(&a, "s_xor"), 1, "{label}\n{a}");
        let swap = count(&a, "s_andn2_saveexec") + count(&a, "s_and_not1_saveexec");
        assert_eq!(swap, 1, "{label}\n{a}");
        assert_eq!(count(&a, "s_or_saveexec"), 0, "{label}\n{a}");
    }
}
