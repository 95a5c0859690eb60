//! Every launch of the corpus (`tests/corpus/K[.N].launch.json`) runs the imported kernel on
//! the gfxc interpreter and matches `K[.N].expected.json` (computed by an independent
//! reference). Launches run in wave64 (the default), which `mfma_sgemm`'s MFMA needs.

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{Expected, LaunchSpec};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

/// (launch file, expected file, .ll file) for every launch.
fn launches() -> Vec<(PathBuf, PathBuf, PathBuf)> {
    let dir = corpus_dir();
    let mut v = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let Some(stem) = name.strip_suffix(".launch.json") else {
            continue;
        };
        let kernel = stem.split('.').next().unwrap().to_string();
        v.push((
            p.clone(),
            dir.join(format!("{stem}.expected.json")),
            dir.join(format!("{kernel}.ll")),
        ));
    }
    v.sort();
    v
}

fn run_one(launch: &Path, expected: &Path, ll: &Path) -> Result<(), String> {
    let file = ll.file_name().unwrap().to_string_lossy().to_string();
    let src = std::fs::read_to_string(ll).unwrap();
    let m = gfxc_ll::parse_ll(&src).map_err(|e| e.render(&file))?;
    gfxc_ir::verifier::verify_module(&m).map_err(|e| e.render(&file))?;
    let spec = LaunchSpec::parse(&std::fs::read_to_string(launch).unwrap())?;
    let want = Expected::parse(&std::fs::read_to_string(expected).unwrap())?;
    let got = run(&m, &spec, &InterpOptions::default()).map_err(|e| e.render(&file))?;
    want.compare(&got)
}

#[test]
fn corpus_launches_match_expected() {
    let all = launches();
    assert_eq!(all.len(), 19, "launches missing");
    let mut failures = Vec::new();
    let mut ran = 0;
    for (launch, expected, ll) in all {
        ran += 1;
        let name = launch.file_name().unwrap().to_string_lossy().to_string();
        if let Err(e) = run_one(&launch, &expected, &ll) {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert_eq!(ran, 19);
    assert!(
        failures.is_empty(),
        "{} launches failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
