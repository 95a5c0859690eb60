//! Loop-invariant constants hoisted out of single-block loops (`isel/src/hoist_consts.rs`).
//!
//! Generated: loops that store a constant (i32 zero, an i32 literal, an f32 inline constant,
//! an f32 literal) to global or LDS memory and compare the counter with a literal limit,
//! counters starting divergent (the lane id) or uniform (the group id), stepping by a
//! constant or a uniform run-time step. On all 13 target modes the stored results must
//! equal the interpreter's bit for bit, and no move of a constant into a VGPR may be left
//! between a loop's label and the branch back to it.

mod common;

const LANES: u32 = 64;

fn kernel(value: &str, ty: &str, lds: bool, divergent: bool, runtime_step: bool) -> String {
    let start = if divergent { "%lid" } else { "%wg" };
    let step = if runtime_step { "%st" } else { "64" };
    let (decl, ptr, copy) = if lds {
        (
            "@buf = internal addrspace(3) global [3072 x i32] undef, align 4\n",
            "  %p = getelementptr [3072 x i32], ptr addrspace(3) @buf, i32 0, i32 %i\n".to_string(),
            "  call void @llvm.amdgcn.s.barrier()\n  %q = getelementptr [3072 x i32], ptr addrspace(3) @buf, i32 0, i32 %lid\n  %v = load i32, ptr addrspace(3) %q, align 4\n  %o = getelementptr i32, ptr addrspace(1) %out, i32 %gid\n  store i32 %v, ptr addrspace(1) %o, align 4\n",
        )
    } else {
        (
            "",
            "  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i\n".to_string(),
            "",
        )
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
{decl}declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %s) {{
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %g = mul i32 %wg, {LANES}
  %gid = add i32 %g, %lid
  %s7 = and i32 %s, 7
  %st = add i32 %s7, 61
  br label %loop
loop:
  %i = phi i32 [ {start}, %entry ], [ %next, %loop ]
{ptr}  store {ty} {value}, ptr addrspace({as_}) %p, align 4
  %next = add i32 %i, {step}
  %c = icmp ult i32 %next, 3000
  br i1 %c, label %loop, label %exit
exit:
{copy}  ret void
}}
",
        as_ = if lds { 3 } else { 1 },
    )
}

/// Moves of a constant into a VGPR between a label and a later branch back to it (SGPR
/// tuples such as GFX6/GFX7 buffer descriptors are built in groups the pass leaves alone).
fn constant_moves_in_loops(asm: &str) -> Vec<String> {
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    let mut found = Vec::new();
    for (b, l) in lines.iter().enumerate() {
        let Some(target) = l
            .strip_prefix("s_cbranch_")
            .or_else(|| l.strip_prefix("s_branch"))
            .and_then(|r| r.split_whitespace().last())
        else {
            continue;
        };
        let label = format!("{target}:");
        let Some(start) = lines[..b].iter().position(|x| *x == label) else {
            continue;
        };
        for x in &lines[start..b] {
            let mut it = x.split_whitespace();
            let op = it.next().unwrap_or("");
            if op != "v_mov_b32_e32" {
                continue;
            }
            let src = x.rsplit(',').next().unwrap_or("").trim();
            if src.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
                found.push(x.to_string());
            }
        }
    }
    found
}

#[test]
fn loop_constants_hoisted_match_interpreter() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{g}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": 3}}],
  "buffers": {{
    "out": {{"type": "u32", "len": 3072, "init": {{"fill": 9}}}}
  }}}}"#,
        g = 2 * LANES
    );
    let mut n = 0;
    for (value, ty) in [
        ("0", "i32"),
        ("12345", "i32"),
        ("1.5", "float"),
        ("3.25", "float"),
    ] {
        for lds in [false, true] {
            for (divergent, runtime_step) in [(true, false), (false, true), (true, true)] {
                let src = kernel(value, ty, lds, divergent, runtime_step);
                let name = format!("loop_const_{ty}_{value}_{lds}_{divergent}_{runtime_step}.ll");
                let m = common::ll_matches_interpreter(&name, &src, &launch);
                for (mode, asm) in common::asm_per_mode(&m) {
                    let left = constant_moves_in_loops(&asm);
                    assert!(
                        left.is_empty(),
                        "{name} {mode}: constants made in the loop: {left:?}\n{asm}"
                    );
                    n += 1;
                }
            }
        }
    }
    assert_eq!(n, 4 * 2 * 3 * 13);
}
