//! Cross-check of the hazard pass against `llc-19` on the MFMA corpus kernel (skipped when
//! `llc-19` is not installed): llc's gfx908 / gfx90a / gfx942 code for `mfma_sgemm`,
//! assembled with gfxc_isa, with its `s_nop`s removed and re-inserted by
//! `hazards::insert_nops` over the layout order (a straight line: branches are not
//! followed). Prints both wait-state counts and the rules llc's code (its `s_nop`s kept)
//! appears to violate in layout order (paths that never execute, such as the zero-trip
//! block after the loop: the compiler's pass must follow the CFG, see `hazards/mod.rs`);
//! asserts that ours leaves no hazard.

use gfxc_emit::hazards::{check, decode_all, insert_nops};
use gfxc_isa::processors::Target;
use std::process::Command;

/// (llc's s_nop wait states, ours, instructions without s_nop).
fn compare(cpu: &str, ll: &std::path::Path) -> (u32, u32, usize) {
    let out = Command::new("llc-19")
        .args([
            "-O3",
            "-mtriple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-o",
            "-",
        ])
        .arg(ll)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let asm = String::from_utf8(out.stdout).unwrap();
    // The function body: from the kernel's label to the end-of-function label.
    let body: Vec<&str> = asm
        .lines()
        .skip_while(|l| !l.starts_with("mfma_sgemm:"))
        .skip(1)
        .take_while(|l| !l.starts_with(".Lfunc_end"))
        .collect();
    let src = body.join("\n");
    let t = Target::parse(cpu).unwrap();
    let lines = gfxc_isa::asm::assemble(&src, "llc.s", &t).unwrap_or_else(|e| panic!("{e}"));
    let bytes: Vec<u8> = lines.iter().flat_map(|l| l.bytes.clone()).collect();
    let code = decode_all(&bytes, &t);
    let nop_ws = |c: &[gfxc_isa::inst::Inst]| -> u32 {
        c.iter()
            .filter(|i| i.def().mnemonic == "s_nop")
            .map(|i| match i.ops.first() {
                Some(gfxc_isa::regs::Operand::Imm(n)) => *n as u32 + 1,
                _ => 1,
            })
            .sum()
    };
    let llc = nop_ws(&code);
    // In layout order (not following branches) llc's code can show hazards that no executed
    // path has: report them, with the rule ids.
    let left = check(&code);
    let ids: Vec<&str> = left.iter().map(|(_, _, r)| r.id).collect();
    eprintln!("{cpu}: layout-order hazards in llc's code (its s_nops kept): {ids:?}");
    let mut ours: Vec<_> = code
        .into_iter()
        .filter(|i| i.def().mnemonic != "s_nop")
        .collect();
    let n = ours.len();
    let inserted = insert_nops(&mut ours, &t);
    assert!(check(&ours).is_empty());
    assert_eq!(inserted, nop_ws(&ours));
    (llc, inserted, n)
}

#[test]
fn mfma_sgemm_nops_against_llc() {
    if Command::new("llc-19").arg("--version").output().is_err() {
        eprintln!("llc-19 not found: skipped");
        return;
    }
    let ll = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/mfma_sgemm.ll");
    for cpu in ["gfx908", "gfx90a", "gfx942"] {
        let (llc, ours, n) = compare(cpu, &ll);
        eprintln!(
            "mfma_sgemm {cpu}: {n} instructions; s_nop wait states llc-19 {llc}, gfxc {ours}"
        );
    }
}
