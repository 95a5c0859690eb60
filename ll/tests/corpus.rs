//! Every kernel of the shared corpus (copied into `tests/corpus/`) imports, verifies and
//! prints; `mfma_sgemm` imports its `llvm.amdgcn.mfma.f32.16x16x4f32` calls as the gfxc
//! target intrinsic `amdgcn.mfma.f32.16x16x4f32`.

use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

fn ll_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

#[test]
fn corpus_imports_verifies_and_prints() {
    let files = ll_files();
    assert!(files.len() >= 15, "corpus missing: {files:?}");
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let res = gfxc_ll::parse_ll(&src);
        let m = res.unwrap_or_else(|e| panic!("{}", e.render(&file)));
        if name == "mfma_sgemm" {
            let text = gfxc_ir::text::print_module(&m);
            let calls = text
                .matches("intrinsic.f32x4 \"amdgcn.mfma.f32.16x16x4f32\"(")
                .count();
            assert_eq!(calls, 4, "{text}");
        }
        assert!(
            m.function_by_name(&name).is_some(),
            "{name}: kernel missing"
        );
        if let Err(e) = gfxc_ir::verifier::verify_module(&m) {
            panic!(
                "{name}: does not verify:\n{}\n{}",
                e.render(&file),
                gfxc_ir::text::print_module(&m)
            );
        }
        let text = gfxc_ir::text::print_module(&m);
        let again = gfxc_ir::text::parse_module(&text).unwrap_or_else(|e| {
            panic!(
                "{name}: printed IR does not parse:\n{}\n{text}",
                e.render("printed")
            )
        });
        assert_eq!(
            gfxc_ir::text::print_module(&again),
            text,
            "{name}: print is not canonical"
        );
    }
}
