//! Round trip through LLVM: every imported corpus kernel, exported again with
//! `gfxc_ir::llvm::try_emit_module`, compiles with `llc-19` for gfx908 and gfx1100; the MFMA
//! kernel `mfma_sgemm` for gfx908, gfx90a and gfx942 (the processors with MAI), and its
//! export calls `llvm.amdgcn.mfma.f32.16x16x4f32` with the original signature. Skipped
//! (with a note) when `llc-19` is not installed; CI installs it.

use std::path::Path;
use std::process::{Command, Stdio};

fn have_llc() -> bool {
    Command::new("llc-19")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

#[test]
fn imported_corpus_compiles_with_llc() {
    if !have_llc() {
        eprintln!("llc-19 not found: skipping the LLVM round trip");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let out_dir = std::env::temp_dir().join(format!("gfxc-ll-roundtrip-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let m = gfxc_ll::parse_ll(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let ll = gfxc_ir::llvm::try_emit_module(&m)
            .unwrap_or_else(|e| panic!("{name}: {}", e.render("export")));
        let f = out_dir.join(format!("{name}.ll"));
        std::fs::write(&f, ll).unwrap();
        let cpus: &[&str] = if name == "mfma_sgemm" {
            let decl = "declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, \
                        <4 x float>, i32 immarg, i32 immarg, i32 immarg)";
            let text = std::fs::read_to_string(&f).unwrap();
            assert!(
                text.contains(decl) || text.contains(&decl.replace(" immarg", "")),
                "{text}"
            );
            &["gfx908", "gfx90a", "gfx942"]
        } else {
            &["gfx908", "gfx1100"]
        };
        for &cpu in cpus {
            let o = Command::new("llc-19")
                .args([
                    "-O0",
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-filetype=null",
                ])
                .arg(&f)
                .output()
                .unwrap();
            if !o.status.success() {
                failures.push(format!(
                    "{name} ({cpu}): {}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
