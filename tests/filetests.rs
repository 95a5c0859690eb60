//! Precise-output text tests: every `tests/cases/**/*.gir` starts with a `; test: KIND` line
//! and has its expected output in the sibling file `NAME.expected`. `GFXC_BLESS=1 cargo test
//! --test filetests` rewrites the expected files (review the diff before committing).
//!
//! Kinds:
//! * `check`     — parse and verify; expected is `ok` or the located diagnostics.
//! * `fmt`       — the canonical print of the parsed module (it must also be a fixed point).
//! * `emit-llvm` — the LLVM IR `gfxc emit-llvm` prints.
//! * `run`       — interpreter output for `NAME.launch.json` (or the located error).
//! * `compile T1 T2 ...` — per target (`gfx1100`, `gfx1100+wavefrontsize64`), every kernel's
//!   final machine code as `gfxc compile --emit asm` prints it (labels and instructions,
//!   without the directives), or the located error.
//! * `after PASS T1 T2 ...` — per target, the program after pass PASS of
//!   `gfxc::pipeline::PASSES` (`--print-after=PASS`): MIR after the machine passes, so each
//!   pass has precise-output tests of its own.
//! * `run PASS T1 T2 ...` in a `.mir` file — MIR in, MIR out (LLVM's `-run-pass`): the file's
//!   machine function (`gfxc_mir::text`) is parsed and only pass PASS runs on it
//!   (`gfxc::pipeline::run_pass`); per target, the MIR after it, or for `hazards` the laid-out
//!   assembly after hazard wait-state insertion, or the located error. PASS is `regalloc`,
//!   `inline-asm`, `if-then`, `memory-legalizer`, `waitcnt`, `exec-tail`, `skip-execz` or
//!   `hazards`, or `copy-prop` (the SGPR copy propagation that ends `regalloc`,
//!   `gfxc_regalloc::copy_prop`, alone).

use std::path::{Path, PathBuf};

fn cases(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            cases(&p, out);
        } else if p.extension().is_some_and(|e| e == "gir" || e == "mir") {
            out.push(p);
        }
    }
}

fn run_case(path: &Path) -> Result<String, String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let file = path.file_name().unwrap().to_string_lossy().to_string();
    let kind = src
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("; test:"))
        .map(str::trim)
        .ok_or_else(|| format!("{}: first line must be `; test: KIND`", path.display()))?;
    if path.extension().is_some_and(|e| e == "mir") {
        return run_mir(path, &file, &src, kind);
    }
    Ok(match kind {
        "check" => match gfxc::load_module(&src) {
            Ok(_) => "ok\n".to_string(),
            Err(d) => d.render(&file),
        },
        "fmt" => match gfxc_ir::text::parse_module(&src) {
            Ok(m) => {
                let text = gfxc_ir::text::print_module(&m);
                let again = gfxc_ir::text::parse_module(&text)
                    .map_err(|d| format!("printed text does not parse:\n{}", d.render(&file)))?;
                let text2 = gfxc_ir::text::print_module(&again);
                if text != text2 {
                    return Err(format!("{}: print is not a fixed point", path.display()));
                }
                text
            }
            Err(d) => d.render(&file),
        },
        "emit-llvm" => match gfxc::load_module(&src) {
            Ok(m) => gfxc_ir::llvm::emit_module(&m),
            Err(d) => d.render(&file),
        },
        "run" => {
            let launch = path.with_extension("launch.json");
            let spec = std::fs::read_to_string(&launch)
                .map_err(|e| format!("{}: {e}", launch.display()))?;
            let spec = gfxc_ir::launch::LaunchSpec::parse(&spec)
                .map_err(|e| format!("{}: {e}", launch.display()))?;
            match gfxc::load_module(&src) {
                Ok(m) => match gfxc_ir::interp::run(&m, &spec, &Default::default()) {
                    Ok(r) => r.to_json(false) + "\n",
                    Err(e) => e.render(&file) + "\n",
                },
                Err(d) => d.render(&file),
            }
        }
        other if other.starts_with("compile ") || other.starts_with("after ") => {
            let mut words = other.split_whitespace();
            let kind = words.next().unwrap();
            let pass = if kind == "after" {
                let name = words.next().unwrap_or_default();
                Some(
                    gfxc::pipeline::Pass::from_name(name)
                        .ok_or_else(|| format!("{}: unknown pass `{name}`", path.display()))?,
                )
            } else {
                None
            };
            let m = match gfxc::load_module(&src) {
                Ok(m) => m,
                Err(d) => return Ok(d.render(&file)),
            };
            let mut out = String::new();
            for t in words {
                let (cpu, attr) = match t.split_once('+') {
                    Some((c, a)) => (c, Some(format!("+{a}"))),
                    None => (t, None),
                };
                let mut target = gfxc::isa::processors::Target::parse(cpu)
                    .map_err(|e| format!("{}: target {t}: {e}", path.display()))?;
                if let Some(a) = &attr {
                    target
                        .apply_mattr(a)
                        .map_err(|e| format!("{}: target {t}: {e}", path.display()))?;
                }
                out.push_str(&format!("; target: {t}\n"));
                let opts = gfxc::pipeline::CompileOptions {
                    print_after: pass.into_iter().collect(),
                    validate_mir: true,
                    ..Default::default()
                };
                match gfxc::pipeline::compile_kernels(&m, &target, &opts) {
                    Ok(c) if pass.is_some() => out.push_str(&c.dumps),
                    Ok(c) => {
                        for k in &c.kernels {
                            out.push_str(&format!("{}:\n{}", k.name, k.asm));
                        }
                    }
                    Err(e) => out.push_str(&e.render(&file)),
                }
            }
            out
        }
        other => return Err(format!("{}: unknown test kind `{other}`", path.display())),
    })
}

/// A `.mir` case: `run PASS T1 T2 ...`.
fn run_mir(path: &Path, file: &str, src: &str, kind: &str) -> Result<String, String> {
    let mut words = kind.split_whitespace();
    if words.next() != Some("run") {
        return Err(format!(
            "{}: a .mir case is `; test: run PASS TARGETS`",
            path.display()
        ));
    }
    let name = words.next().unwrap_or_default();
    let pass = match name {
        "hazards" | "copy-prop" => gfxc::pipeline::Pass::Emit,
        "regalloc" | "inline-asm" | "if-then" | "memory-legalizer" | "waitcnt" | "exec-tail"
        | "skip-execz" => gfxc::pipeline::Pass::from_name(name).unwrap(),
        _ => return Err(format!("{}: no MIR pass `{name}`", path.display())),
    };
    let targets: Vec<&str> = words.collect();
    if targets.is_empty() {
        return Err(format!("{}: no target", path.display()));
    }
    let mut out = String::new();
    for t in targets {
        out.push_str(&format!("; target: {t}\n"));
        let (cpu, attr) = match t.split_once('+') {
            Some((c, a)) => (c, Some(format!("+{a}"))),
            None => (t, None),
        };
        let mut target = gfxc::isa::processors::Target::parse(cpu)
            .map_err(|e| format!("{}: target {t}: {e}", path.display()))?;
        if let Some(a) = &attr {
            target
                .apply_mattr(a)
                .map_err(|e| format!("{}: target {t}: {e}", path.display()))?;
        }
        let f = match gfxc_isel::mir::parse_function(src) {
            Ok(f) => f,
            Err(d) => {
                out.push_str(&d.render(file));
                out.push('\n');
                continue;
            }
        };
        if name == "copy-prop" {
            // A step of `regalloc` (after the allocation), on physical registers.
            let mut f = f;
            gfxc_regalloc::copy_prop::run(&mut f);
            out.push_str(&gfxc_isel::mir::print(&f));
            continue;
        }
        match gfxc::pipeline::run_pass(pass, f, &target) {
            Ok(gfxc::pipeline::PassOutput::Mir(f)) => out.push_str(&gfxc_isel::mir::print(&f)),
            Ok(gfxc::pipeline::PassOutput::Asm(a)) => out.push_str(&a),
            Err(e) => out.push_str(&format!("{file}: error: {e}\n")),
        }
    }
    Ok(out)
}

#[test]
fn filetests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut paths = Vec::new();
    cases(&root, &mut paths);
    assert!(!paths.is_empty(), "no test cases under {}", root.display());
    let bless = std::env::var_os("GFXC_BLESS").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    for path in &paths {
        let got = match run_case(path) {
            Ok(g) => g,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let exp_path = path.with_extension("expected");
        if bless {
            std::fs::write(&exp_path, &got).unwrap();
            continue;
        }
        match std::fs::read_to_string(&exp_path) {
            Ok(want) if want == got => {}
            Ok(want) => failures.push(format!(
                "{}: output differs from {}\n--- expected\n{want}\n--- got\n{got}",
                path.display(),
                exp_path.display()
            )),
            Err(_) => failures.push(format!(
                "{}: no expected file (run with GFXC_BLESS=1)\n--- got\n{got}",
                path.display()
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        paths.len(),
        failures.join("\n")
    );
}
