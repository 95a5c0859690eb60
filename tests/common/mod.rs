//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The example kernels: `examples/NAME.gir` with their launch and expected files.
pub fn examples() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("examples"))
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "gir").then(|| p.file_stem().unwrap().to_string_lossy().into())
        })
        .collect();
    names.sort();
    names
}

pub fn example_path(name: &str, suffix: &str) -> PathBuf {
    root().join("examples").join(format!("{name}{suffix}"))
}

/// Whether an LLVM 19 tool can be run. With `GFXC_REQUIRE_LLVM=1` (set by `.ci/run`) a missing
/// tool is a test failure, so CI never skips the live checks silently.
pub fn llvm_tool(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        if std::env::var_os("GFXC_REQUIRE_LLVM").is_some_and(|v| v == "1") {
            panic!("{tool} is required (GFXC_REQUIRE_LLVM=1) but cannot be run");
        }
        eprintln!("note: {tool} not found; skipping the live LLVM check");
    }
    ok
}

/// Runs the `gfxc` binary; returns (exit code, stdout, stderr).
pub fn gfxc(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gfxc"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

pub fn path_str(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}
