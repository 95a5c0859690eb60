//! Work-item ids on every subset of dimensions a kernel reads, on 3-D work-groups.
//!
//! On targets with packed ids (gfx90a, gfx942, GFX11) a kernel's v0 holds only the fields of
//! the dimensions its descriptor enables (AMDGPUUsage "Initial Kernel State"), so the highest
//! one needs no mask and x alone is v0 itself; a kernel that calls a function reading y
//! enables y, and its x is masked again. Generated: every non-empty subset of {x, y, z}, each
//! alone and with a device function that reads y (called, not inlined); all 13 modes against
//! the interpreter, with blocks of [4, 4, 4] so every field is non-zero somewhere. A kernel
//! that reads x alone must not extract or mask it on the packed targets.

mod common;

const BLOCK: [u32; 3] = [4, 4, 4];

/// The kernel reading the dimensions `dims` (and calling `@reads_y` if `call`): each work-item
/// stores `1 + x + 10 y + 100 z` (the dimensions read) at its index within the dimensions
/// read; items that differ only in dimensions not read store the same value at the same place.
fn kernel(dims: [bool; 3], call: bool) -> String {
    let names = ["x", "y", "z"];
    let mut body = String::new();
    let mut idx = "0".to_string();
    let mut val = "1".to_string();
    let mut stride = 1;
    let mut weight = 1;
    for d in 0..3 {
        if !dims[d] {
            weight *= 10;
            stride *= BLOCK[d];
            continue;
        }
        let n = names[d];
        body += &format!(
            "  %{n} = call i32 @llvm.amdgcn.workitem.id.{n}()
  %i{n} = mul i32 %{n}, {stride}\n  %idx{n} = add i32 {idx}, %i{n}
  %w{n} = mul i32 %{n}, {weight}\n  %val{n} = add i32 {val}, %w{n}\n"
        );
        idx = format!("%idx{n}");
        val = format!("%val{n}");
        weight *= 10;
        stride *= BLOCK[d];
    }
    let total = BLOCK.iter().product::<u32>();
    let callee = if call {
        body += "  call void @reads_y(ptr addrspace(1) %out)\n";
        format!(
            "define internal void @reads_y(ptr addrspace(1) %out) noinline {{
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %a = add i32 %y, {total}
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %a
  %v = add i32 %y, 7
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}}
"
        )
    } else {
        String::new()
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
{callee}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {{
{body}  %p = getelementptr i32, ptr addrspace(1) %out, i32 {idx}
  store i32 {val}, ptr addrspace(1) %p, align 4
  ret void
}}
"
    )
}

#[test]
fn every_subset_of_work_item_ids_matches_interpreter() {
    let total = BLOCK.iter().product::<u32>();
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{}, {}, {}], "block": [{}, {}, {}],
  "args": [{{"buffer": "out"}}],
  "buffers": {{"out": {{"type": "u32", "len": {}, "init": {{"fill": 0}}}}}}}}"#,
        BLOCK[0] * 2,
        BLOCK[1],
        BLOCK[2],
        BLOCK[0],
        BLOCK[1],
        BLOCK[2],
        total + BLOCK[1]
    );
    for mask in 1..8u32 {
        let dims = [mask & 1 != 0, mask & 2 != 0, mask & 4 != 0];
        for call in [false, true] {
            let name = format!("workitem_ids_{mask}_{call}.ll");
            let m = common::ll_matches_interpreter(&name, &kernel(dims, call), &launch);
            if mask != 1 {
                continue;
            }
            for (mode, asm) in common::asm_per_mode(&m) {
                let packed = ["gfx90a", "gfx942", "gfx1100"]
                    .iter()
                    .any(|p| mode.starts_with(p));
                let kernel_text = asm.split("\nk:").nth(1).unwrap_or(&asm);
                let extracts = kernel_text
                    .lines()
                    .filter(|l| {
                        let t = l.trim_start();
                        t.starts_with("v_bfe_u32") || t.starts_with("v_and_b32")
                    })
                    .count();
                if packed && !call {
                    assert_eq!(extracts, 0, "{name} {mode}: x alone is v0:\n{kernel_text}");
                } else if packed {
                    assert!(extracts > 0, "{name} {mode}: x masked when y is enabled");
                }
            }
        }
    }
}
