//! Branch relaxation (`emit/src/branch_relax.rs`): a branch whose target lies beyond SOPP's
//! ±32K-dword reach becomes a long jump (`s_getpc_b64` / `s_add_u32` / `s_addc_u32` /
//! `s_setpc_b64`, a conditional one behind the inverted condition), as LLVM's
//! `BranchRelaxation` does. Before it, such kernels (large unrolled HIP kernels of public
//! suites, e.g. a fully unrolled cipher) failed with "branch out of range".
//!
//! The generated kernel has both far shapes: a divergent `if` whose body is longer than the
//! reach (the forward `s_cbranch_execz`/`execnz` over it) and a uniform loop whose body is
//! longer than the reach (the backward branch to its header, behind an SCC test). Every
//! target mode must compile it and give the interpreter's results bit for bit; the listing
//! must show the long jumps (so the test cannot pass on a kernel that stopped needing them),
//! and a short version of the same kernel must have none.

mod common;
use common::*;
use std::fmt::Write;

/// The kernel: `a[i] = f^n(a[i])` for the work-items `i < m`, where one round of `f` is
/// `rounds` multiply-add steps (an xor every third) on the value and the loop counter.
fn far_kernel(rounds: usize) -> String {
    let mut s = String::new();
    s.push_str(
        "kernel @far(v0: ptr.global, v1: i32, v2: i32) flat_workgroup_size(1, 64) {\n\
         block0:\n    v3 = workitem_id x\n    v4 = icmp.i32 slt v3, v1\n    brif v4, block1, block4\n\
         block1:\n    v5 = zext.i64 v3\n    v6 = iconst.i64 4\n    v7 = mul.i64 v5, v6\n    \
         v8 = ptradd v0, v7\n    v9 = load.i32 v8\n    v10 = iconst.i32 0\n    \
         v11 = iconst.i32 -1640531535\n    v12 = iconst.i32 1\n    jump block2(v9, v10)\n\
         block2(v13: i32, v14: i32):\n",
    );
    let (mut cur, mut k) = ("v13".to_string(), 20);
    for j in 0..rounds {
        let _ = writeln!(s, "    v{k} = mul.i32 {cur}, v11");
        let _ = writeln!(s, "    v{} = add.i32 v{k}, v14", k + 1);
        cur = format!("v{}", k + 1);
        k += 2;
        if j % 3 == 0 {
            let _ = writeln!(s, "    v{k} = xor.i32 {cur}, v12");
            cur = format!("v{k}");
            k += 1;
        }
    }
    let _ = write!(
        s,
        "    v15 = add.i32 v14, v12\n    v16 = icmp.i32 slt v15, v2\n    brif v16, block5, block3\n\
         block5:\n    jump block2({cur}, v15)\n\
         block3:\n    store {cur}, v8\n    jump block4\n\
         block4:\n    return\n}}\n"
    );
    s
}

/// 100 of 128 work-items in, 3 rounds of the loop.
const LAUNCH: &str = r#"{"kernel": "far", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"i32": 100}, {"i32": 3}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 7, "min": 0, "max": 1000}}},
  "lds_dynamic": 0}"#;

/// Long jumps in gfxc's listing of `src` for `cpu`.
fn long_jumps(src: &str, cpu: &str) -> usize {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-branch-relax-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (gir, asm) = (
        dir.join(format!("far-{cpu}.gir")),
        dir.join(format!("far-{cpu}.s")),
    );
    std::fs::write(&gir, src).unwrap();
    let (code, _, err) = gfxc(&[
        "compile",
        &path_str(&gir),
        "--mcpu",
        cpu,
        "--emit",
        "asm",
        "-o",
        &path_str(&asm),
    ]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&asm).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    text.lines()
        .filter(|l| l.trim_start().starts_with("s_setpc_b64"))
        .count()
}

#[test]
fn far_branches_become_long_jumps_and_match_the_interpreter() {
    // 11000 rounds: about 36K dwords of loop body on every generation (> 32767).
    let src = far_kernel(11000);
    gir_matches_interpreter("far.gir", &src, LAUNCH, ALL_TARGETS);
    for cpu in ["gfx600", "gfx900", "gfx1100"] {
        // The forward branch over the `if` body and the loop's backward branch.
        assert_eq!(long_jumps(&src, cpu), 2, "{cpu}");
    }
}

#[test]
fn near_branches_stay_short() {
    let src = far_kernel(50);
    gir_matches_interpreter("near.gir", &src, LAUNCH, &[("gfx900", ""), ("gfx1100", "")]);
    for cpu in ["gfx600", "gfx900", "gfx1100"] {
        assert_eq!(long_jumps(&src, cpu), 0, "{cpu}");
    }
}
