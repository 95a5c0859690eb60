//! Callee-saved AGPRs (`gfxc_regalloc::calls`): a device function writing a32.. on
//! gfx90a/gfx942 saves them in its prologue and restores them before returning, as llc-19
//! does (`tests/golden/llc_callee_saved.tsv`: a32..a255 callee-saved there, every AGPR
//! caller-saved on gfx908). Before: `unsupported:` for a callee the allocator gave a32+, and
//! inline assembly clobbers were not seen at all (the callee's `~{a40}` went unsaved, and
//! callers did not count a callee's asm clobbers among the registers it writes).
//!
//! `tests/calls/agpr_csr.ll` (the interpreter cannot run inline assembly: the expected values
//! are computed here): the kernel writes `id + 1000` into a31, a32 and a40, calls `@f`, whose
//! asm writes 7 into all three, and stores what it reads back. gfx90a/gfx942: a31 is 7
//! (caller-saved), a32 and a40 keep `id + 1000`; gfx908: all three are 7. llc-19's object of
//! the same file gives the same buffer on the simulator (live, when llc-19 is installed).

mod common;

use common::{llvm_tool, root, target_with};
use gfxc::ir::launch::LaunchSpec;

const N: u32 = 64;

fn spec() -> LaunchSpec {
    LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "o"}],
            "buffers": {"o": {"type": "u32", "len": 192}}}"#,
    )
    .unwrap()
}

fn expected(cpu: &str) -> Vec<u8> {
    let unified = cpu != "gfx908";
    (0..N)
        .flat_map(|i| {
            let kept = if unified { i + 1000 } else { 7 };
            [7, kept, kept]
        })
        .flat_map(|w: u32| w.to_le_bytes())
        .collect()
}

fn run(obj: &[u8]) -> Vec<u8> {
    let (got, _) = gfxc_sim::simulate(obj, &spec(), &Default::default()).unwrap();
    got.buffer("o").unwrap().bytes.clone()
}

#[test]
fn callee_saved_agprs_survive_calls_as_with_llc19() {
    let src = std::fs::read_to_string(root().join("tests/calls/agpr_csr.ll")).unwrap();
    let m = gfxc_ll::parse_ll(&src).unwrap_or_else(|d| panic!("{}", d.render("agpr_csr.ll")));
    for cpu in ["gfx908", "gfx90a", "gfx942"] {
        let t = target_with(cpu, "");
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        let f = &asm[asm.find("\nf:").expect("@f stays a call")..];
        let f = &f[..f.find("s_setpc_b64 s[30:31]").unwrap()];
        // The prologue/epilogue save exactly the callee-saved AGPRs written.
        for a in ["a31", "a32", "a40"] {
            let saved = f.contains(&format!("v_accvgpr_read_b32 v1, {a}"));
            assert_eq!(
                saved,
                cpu != "gfx908" && a != "a31",
                "{cpu}: save of {a}\n{f}"
            );
        }
        let obj = gfxc::compile_module(&m, &t).unwrap();
        assert_eq!(run(&obj), expected(cpu), "{cpu}: gfxc");
        if llvm_tool("llc-19") {
            let out =
                std::env::temp_dir().join(format!("gfxc-agpr-csr-{}-{cpu}.o", std::process::id()));
            let st = std::process::Command::new("llc-19")
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-filetype=obj",
                ])
                .arg(root().join("tests/calls/agpr_csr.ll"))
                .arg("-o")
                .arg(&out)
                .status()
                .unwrap();
            assert!(st.success());
            let o = std::fs::read(&out).unwrap();
            let _ = std::fs::remove_file(&out);
            let co = gfxc_emit::link::link(&[("k.o".into(), o)]).unwrap();
            assert_eq!(run(&co), expected(cpu), "{cpu}: llc-19");
        }
    }
}
