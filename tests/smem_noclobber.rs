//! Uniform global loads LLVM marks `!amdgpu.noclobber` (or `!invariant.load`) read through
//! the scalar cache (`s_load`), as llc-19 selects them (`MemFlags::invariant`,
//! `isel/src/mem.rs`): a reduction loop over uniform indices (SHOC `reduceNoLocal`'s shape)
//! loads an i32 and a `<2 x float>` with the metadata, and, without it, an unannotated
//! load, an under-aligned one, a volatile one and one at a lane-dependent address.
//!
//! On all 13 target modes the stored results must equal the interpreter's bit for bit, and
//! exactly the two eligible loads must leave VMEM: the kernel compiled with the metadata has
//! two vector-memory loads fewer than the same kernel with the metadata stripped.

mod common;

const LANES: u32 = 64;

fn kernel(md: bool) -> String {
    let nc = if md { ", !amdgpu.noclobber !0" } else { "" };
    let inv = if md { ", !invariant.load !0" } else { "" };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %vin, ptr addrspace(1) %out, i32 %n) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s6, %loop ]
  %f = phi float [ 0.0, %entry ], [ %f2, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p, align 4{nc}
  %q = getelementptr <2 x float>, ptr addrspace(1) %vin, i32 %i
  %v = load <2 x float>, ptr addrspace(1) %q, align 8{inv}
  %v0 = extractelement <2 x float> %v, i32 0
  %v1 = extractelement <2 x float> %v, i32 1
  %f1 = fadd float %f, %v0
  %f2 = fmul float %f1, %v1
  %i3 = add i32 %i, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %i3
  %y = load i32, ptr addrspace(1) %p3, align 4
  %p5 = getelementptr i8, ptr addrspace(1) %p, i32 2
  %z = load i32, ptr addrspace(1) %p5, align 2{nc}
  %w = load volatile i32, ptr addrspace(1) %p3, align 4{nc}
  %lane = add i32 %i, %id
  %pl = getelementptr i32, ptr addrspace(1) %in, i32 %lane
  %u = load i32, ptr addrspace(1) %pl, align 4{nc}
  %s1 = add i32 %s, %x
  %s2 = xor i32 %s1, %y
  %s3 = add i32 %s2, %z
  %s4 = add i32 %s3, %w
  %s5 = mul i32 %s4, 3
  %s6 = add i32 %s5, %u
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  %fb = bitcast float %f2 to i32
  %r = add i32 %s6, %fb
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}}
!0 = !{{}}
"
    )
}

fn vmem_loads(asm: &str) -> usize {
    asm.lines()
        .filter(|l| {
            let t = l.trim_start();
            t.starts_with("global_load")
                || t.starts_with("buffer_load")
                || t.starts_with("flat_load")
        })
        .count()
}

#[test]
fn uniform_noclobber_global_loads_use_the_scalar_cache() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "vin"}}, {{"buffer": "out"}}, {{"i32": 40}}],
  "buffers": {{
    "in": {{"type": "i32", "len": 160, "init": {{"random": 3, "min": -100000, "max": 100000}}}},
    "vin": {{"type": "f32", "len": 80, "init": {{"random": 4, "min": 0.5, "max": 1.5}}}},
    "out": {{"type": "u32", "len": {LANES}, "init": {{"fill": 0}}}}
  }}}}"#
    );
    let with = common::ll_matches_interpreter("smem_noclobber.ll", &kernel(true), &launch);
    let without = gfxc::load_source(gfxc::SourceKind::LlvmIr, &kernel(false)).unwrap();
    let pairs = common::asm_per_mode(&with)
        .into_iter()
        .zip(common::asm_per_mode(&without));
    for ((mode, a), (_, b)) in pairs {
        assert_eq!(
            vmem_loads(&b) - vmem_loads(&a),
            2,
            "{mode}: the two eligible loads must use SMEM\n--- with metadata\n{a}\n--- without\n{b}"
        );
    }
}
