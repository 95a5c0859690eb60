//! The example kernels end to end: each one verifies, formats to a fixed point, gives its
//! independently computed expected result on the interpreter, and (when LLVM 19 is present)
//! its `emit-llvm` output compiles with `llc-19` for gfx908 and gfx1100 (MFMA kernels: for
//! gfx908, gfx90a and gfx942; they run on the interpreter in wave64 only).

mod common;
use common::*;

#[test]
fn there_are_enough_examples() {
    let names = examples();
    assert!(
        names.len() >= 12,
        "only {} examples: {names:?}",
        names.len()
    );
    for n in &names {
        assert!(
            example_path(n, ".launch.json").exists(),
            "{n}: no launch spec"
        );
        assert!(
            example_path(n, ".expected.json").exists(),
            "{n}: no expected result"
        );
    }
}

#[test]
fn examples_check_and_fmt_is_idempotent() {
    for name in examples() {
        let src = std::fs::read_to_string(example_path(&name, ".gir")).unwrap();
        let m = gfxc::load_module(&src).unwrap_or_else(|d| panic!("{}", d.render(&name)));
        let once = gfxc::ir::text::print_module(&m);
        let m2 = gfxc::load_module(&once).unwrap_or_else(|d| panic!("{}", d.render(&name)));
        assert_eq!(
            once,
            gfxc::ir::text::print_module(&m2),
            "{name}: fmt is not idempotent"
        );
    }
}

#[test]
fn examples_match_expected_on_interpreter() {
    use gfxc::ir::launch::{Expected, LaunchSpec};
    let mut failures = Vec::new();
    for name in examples() {
        let src = std::fs::read_to_string(example_path(&name, ".gir")).unwrap();
        let m = gfxc::load_module(&src).unwrap();
        let spec = std::fs::read_to_string(example_path(&name, ".launch.json")).unwrap();
        let spec = LaunchSpec::parse(&spec).unwrap_or_else(|e| panic!("{name}: {e}"));
        let exp = std::fs::read_to_string(example_path(&name, ".expected.json")).unwrap();
        let exp = Expected::parse(&exp).unwrap_or_else(|e| panic!("{name}: {e}"));
        // MFMA works on whole waves of 64 lanes: in wave32 those examples must fail cleanly.
        let wave64_only = src.contains("\"amdgcn.mfma.");
        for wave_size in [64, 32] {
            let opts = gfxc::ir::interp::InterpOptions {
                wave_size,
                ..Default::default()
            };
            if wave64_only && wave_size == 32 {
                match gfxc::ir::interp::run(&m, &spec, &opts) {
                    Err(e) if e.render(&name).contains("needs a wave of 64 lanes") => {}
                    Err(e) => failures.push(format!("{name} (wave32): {}", e.render(&name))),
                    Ok(_) => failures.push(format!("{name} (wave32): MFMA ran on 32 lanes")),
                }
                continue;
            }
            match gfxc::ir::interp::run(&m, &spec, &opts) {
                Ok(r) => {
                    if let Err(e) = exp.compare(&r) {
                        failures.push(format!("{name} (wave{wave_size}): {e}"));
                    }
                }
                Err(e) => failures.push(format!("{name} (wave{wave_size}): {}", e.render(&name))),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cli_runs_an_example_and_compares() {
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let expected = path_str(&example_path("saxpy", ".expected.json"));
    let (code, out, err) = gfxc(&[
        "run",
        &gir,
        "--launch",
        &launch,
        "--engine",
        "interp",
        "--expected",
        &expected,
    ]);
    assert_eq!(code, 0, "{err}");
    // Checking prints a verdict on stderr, not the buffers.
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("pass: "), "{err}");
}

#[test]
fn examples_emit_llvm_compiles_with_llc19() {
    if !llvm_tool("llc-19") {
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-examples-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for name in examples() {
        let src = std::fs::read_to_string(example_path(&name, ".gir")).unwrap();
        let m = gfxc::load_module(&src).unwrap();
        let ll = dir.join(format!("{name}.ll"));
        std::fs::write(&ll, gfxc::ir::llvm::emit_module(&m)).unwrap();
        // Matrix-core kernels need a processor with MFMA (gfx908, gfx90a, gfx94x).
        let cpus: &[&str] = if src.contains("\"amdgcn.mfma.") {
            &["gfx908", "gfx90a", "gfx942"]
        } else {
            &["gfx908", "gfx1100"]
        };
        for cpu in cpus {
            let out = std::process::Command::new("llc-19")
                .args(["-O2", "-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")])
                .arg(&ll)
                .args(["-o", "/dev/null"])
                .output()
                .unwrap();
            if !out.status.success() {
                failures.push(format!(
                    "{name} for {cpu}:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
