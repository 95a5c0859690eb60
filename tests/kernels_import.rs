//! The kernels of `tests/kernels`, written here in OpenCL C (`NAME.cl`) and HIP (`NAME.hip`)
//! after the algorithms of public GPU suites (PolyBench/GPU, Rodinia, SHOC, Parboil,
//! HeCBench, the ROCm HIP examples), compiled by `clang-19` (`tests/kernels/build.sh`) to
//! `NAME.ll`, which is committed so that tests need no clang:
//! - every source has its `.ll` and at least one launch, every launch
//!   (`NAME.KERNEL[.N].launch.json`) its expected result, computed by the independent numpy
//!   model `tests/kernels/reference.py`; the suite holds at least `MIN_KERNELS` kernels;
//! - every launch runs on the interpreter with waves of 64 and of 32 lanes and matches;
//! - when `clang-19` is on PATH (always under `GFXC_REQUIRE_LLVM=1`, as in CI), `build.sh`
//!   regenerates every `.ll` and it must equal the committed one.
//!
//! The compiled side (every target, simulated) is the `cl:`/`hip:` rows of the pass matrix
//! (`compile_matrix.rs`).

mod common;
use common::*;
use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{Expected, LaunchSpec};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The suite's size floor (kernel functions with a launch), so a lost file is noticed.
const MIN_KERNELS: usize = 150;

fn dir() -> PathBuf {
    root().join("tests/kernels")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn files() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// The stems of every `tests/kernels/*.<ext>` file, sorted.
fn stems(ext: &str) -> Vec<String> {
    files()
        .iter()
        .filter_map(|f| f.strip_suffix(&format!(".{ext}")).map(String::from))
        .filter(|s| !s.contains('.'))
        .collect()
}

/// The launches of one source file: the stems `NAME.KERNEL[.N]` of its launch files.
fn launches(name: &str) -> Vec<String> {
    files()
        .iter()
        .filter_map(|f| f.strip_suffix(".launch.json"))
        .filter(|s| s.split('.').next() == Some(name))
        .map(String::from)
        .collect()
}

#[test]
fn every_source_has_output_and_launches() {
    let mut src: Vec<String> = stems("cl");
    let hip = stems("hip");
    for h in &hip {
        assert!(!src.contains(h), "{h}.cl and {h}.hip: names must be unique");
    }
    src.extend(hip);
    src.sort();
    assert_eq!(
        src,
        stems("ll"),
        "every source has its committed .ll and vice versa"
    );
    let mut kernels = BTreeSet::new();
    for s in &src {
        let l = launches(s);
        assert!(!l.is_empty(), "{s}: no launch file");
        for stem in l {
            let e = dir().join(format!("{stem}.expected.json"));
            assert!(e.exists(), "{} missing", e.display());
            let spec = LaunchSpec::parse(&read(&dir().join(format!("{stem}.launch.json"))))
                .unwrap_or_else(|e| panic!("{stem}: {e}"));
            kernels.insert(format!("{s}:{}", spec.kernel));
        }
    }
    assert!(
        kernels.len() >= MIN_KERNELS,
        "only {} kernels have launches",
        kernels.len()
    );
}

#[test]
fn kernels_match_the_reference_on_wave64_and_wave32() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for name in stems("ll") {
        let file = format!("{name}.ll");
        let m = match gfxc::load_source(gfxc::SourceKind::LlvmIr, &read(&dir().join(&file))) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: import: {}", e.render(&file)));
                continue;
            }
        };
        for stem in launches(&name) {
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
                    .map_err(|e| e.render(&file))
                    .and_then(|got| want.compare(&got));
                if let Err(e) = r {
                    failures.push(format!("{stem} (wave{wave_size}): {e}"));
                }
            }
        }
    }
    assert!(ran >= 2 * MIN_KERNELS, "only {ran} runs");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn committed_ll_is_what_clang_19_generates() {
    if !llvm_tool("clang-19") {
        return;
    }
    let stale = stale_clang_outputs(&dir(), &stems("ll"));
    assert!(
        stale.is_empty(),
        "committed .ll differ from clang-19's output (run tests/kernels/build.sh, review): {}",
        stale.join(", ")
    );
}
