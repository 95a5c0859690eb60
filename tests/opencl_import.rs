//! OpenCL C kernels compiled by `clang-19 -O2` (`tests/opencl/NAME.cl` -> `NAME.ll`, made by
//! `tests/opencl/build.sh` and committed, so this test needs no clang) go through the `.ll`
//! reader:
//! - every kernel parses and verifies (`gfxc::load_source`) and every launch
//!   (`NAME[.N].launch.json`) runs on the interpreter with waves of 64 and of 32 lanes and
//!   matches `NAME[.N].expected.json`, computed by the independent `tests/opencl/reference.py`;
//! - every imported kernel, exported again with `gfxc_ir::llvm::try_emit_module`, compiles with
//!   `llc-19` for gfx908 and gfx1100 (skipped without `llc-19` unless `GFXC_REQUIRE_LLVM=1`);
//! - when `clang-19` is on PATH, `build.sh` regenerates every `.ll` and it must equal the
//!   committed one (skipped with a note otherwise: CI does not need clang);
//! - kernels that hit a known reader gap (`KNOWN_GAPS`, documented in `tests/opencl/README.md`)
//!   must still fail with that error, so the list is revisited when the reader grows.

mod common;
use common::*;
use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{Expected, LaunchSpec};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Kernels the reader cannot import yet: (kernel, the error it reports).
const KNOWN_GAPS: &[(&str, &str)] = &[];

fn dir() -> PathBuf {
    root().join("tests/opencl")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The stems of every `tests/opencl/*.<ext>` file, sorted.
fn stems(ext: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == ext).then(|| p.file_stem().unwrap().to_string_lossy().into())
        })
        .collect();
    v.sort();
    v
}

fn is_gap(kernel: &str) -> bool {
    KNOWN_GAPS.iter().any(|(k, _)| *k == kernel)
}

/// The launches of one kernel: `NAME` and `NAME.N` (stems of the launch files).
fn launches(kernel: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().to_string_lossy().to_string();
            let stem = name.strip_suffix(".launch.json")?.to_string();
            (stem.split('.').next() == Some(kernel)).then_some(stem)
        })
        .collect();
    v.sort();
    v
}

fn load(kernel: &str) -> Result<gfxc_ir::Module, String> {
    let file = format!("{kernel}.ll");
    gfxc::load_source(gfxc::SourceKind::LlvmIr, &read(&dir().join(&file)))
        .map_err(|e| e.render(&file))
}

#[test]
fn every_kernel_has_source_output_and_launches() {
    let cl = stems("cl");
    assert_eq!(
        cl,
        stems("ll"),
        "every .cl has its committed .ll and vice versa"
    );
    let runnable: Vec<_> = cl.iter().filter(|k| !is_gap(k)).collect();
    assert!(runnable.len() >= 10, "only {} kernels run", runnable.len());
    for k in &cl {
        let l = launches(k);
        assert!(!l.is_empty(), "{k}: no launch file");
        for stem in l {
            let e = dir().join(format!("{stem}.expected.json"));
            assert!(e.exists(), "{} missing", e.display());
        }
    }
    for (k, _) in KNOWN_GAPS {
        assert!(cl.iter().any(|c| c == k), "known gap {k} has no kernel");
    }
}

#[test]
fn kernels_match_the_reference_on_wave64_and_wave32() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for kernel in stems("ll") {
        if is_gap(&kernel) {
            continue;
        }
        let m = match load(&kernel) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{kernel}: import: {e}"));
                continue;
            }
        };
        for stem in launches(&kernel) {
            let spec = LaunchSpec::parse(&read(&dir().join(format!("{stem}.launch.json"))))
                .unwrap_or_else(|e| panic!("{stem}.launch.json: {e}"));
            let want = Expected::parse(&read(&dir().join(format!("{stem}.expected.json"))))
                .unwrap_or_else(|e| panic!("{stem}.expected.json: {e}"));
            for wave_size in [64, 32] {
                let opts = InterpOptions {
                    wave_size,
                    ..InterpOptions::default()
                };
                ran += 1;
                let r = run(&m, &spec, &opts)
                    .map_err(|e| e.render(&format!("{kernel}.ll")))
                    .and_then(|got| want.compare(&got));
                if let Err(e) = r {
                    failures.push(format!("{stem} (wave{wave_size}): {e}"));
                }
            }
        }
    }
    assert!(ran >= 20, "only {ran} runs");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn known_reader_gaps_still_fail_as_documented() {
    for (kernel, want) in KNOWN_GAPS {
        match load(kernel) {
            Ok(_) => panic!(
                "{kernel} imports now: move it out of KNOWN_GAPS (and tests/opencl/README.md)"
            ),
            Err(e) => assert!(e.contains(want), "{kernel}: unexpected error:\n{e}"),
        }
    }
}

#[test]
fn exported_kernels_compile_with_llc() {
    if !llvm_tool("llc-19") {
        return;
    }
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-opencl-llc-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let mut failures = Vec::new();
    for kernel in stems("ll") {
        if is_gap(&kernel) {
            continue;
        }
        let m = load(&kernel).unwrap_or_else(|e| panic!("{e}"));
        let text = gfxc_ir::llvm::try_emit_module(&m)
            .unwrap_or_else(|e| panic!("{kernel}: {}", e.render("export")));
        let f = out.join(format!("{kernel}.ll"));
        std::fs::write(&f, text).unwrap();
        for cpu in ["gfx908", "gfx1100"] {
            let o = Command::new("llc-19")
                .args([
                    "-O2",
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-filetype=null",
                ])
                .arg(&f)
                .output()
                .unwrap();
            if !o.status.success() {
                failures.push(format!(
                    "{kernel} ({cpu}): {}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn committed_ll_is_what_clang_19_generates() {
    let have_clang = Command::new("clang-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_clang {
        {
            // Straight to stderr: libtest does not capture it, so the skip shows in `cargo test`.
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: regeneration check of tests/opencl (clang-19 not installed)"
            );
        }
        return;
    }
    let stale = stale_clang_outputs(&dir(), &stems("cl"));
    assert!(
        stale.is_empty(),
        "committed .ll differ from clang-19's output (run tests/opencl/build.sh, review): {}",
        stale.join(", ")
    );
}
