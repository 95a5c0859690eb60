//! `!reqd_work_group_size` and `"amdgpu-flat-work-group-size"` read from LLVM IR as llc-19
//! reads them (session 14; LLVM 19's `zext-lid.ll`, `call-reqd-group-size.ll`,
//! `reqd-work-group-size.ll` compile with llc-19 and failed in gfxc):
//!
//! - metadata llc-19 cannot read (not three integers) is ignored;
//! - sizes no dispatch can have (a zero dimension, more than 1024 work-items) are ignored:
//!   every launch breaks them, so nothing may be assumed from them;
//! - a required size outside the flat range (`64,128` with `1,1,1`): no launch keeps both; the
//!   range is widened to hold the required size, so that a launch of that size runs as the
//!   metadata says.
//!
//! Each kernel runs on the simulator, compiled for all 13 target modes, and must give the
//! interpreter's bytes. gfxc IR keeps its stricter verifier (a contradiction there is invalid
//! input, checked last).

mod common;
use common::*;

/// `out[gid] = tid * 3 + wg * 1000 + local size x`, with the function's attributes `attrs`
/// and metadata `md` (`!0`).
fn kernel(attrs: &str, md: &str) -> String {
    format!(
        "define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {{\n\
  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()\n\
  %ip = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n\
  %szp = getelementptr i8, ptr addrspace(4) %ip, i64 12\n\
  %sz16 = load i16, ptr addrspace(4) %szp, align 4\n\
  %sz = zext i16 %sz16 to i32\n\
  %base = mul i32 %wg, %sz\n\
  %gid = add i32 %base, %tid\n\
  %a = mul i32 %tid, 3\n\
  %b = mul i32 %wg, 1000\n\
  %c = add i32 %a, %b\n\
  %v = add i32 %c, %sz\n\
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %gid\n\
  store i32 %v, ptr addrspace(1) %p\n\
  ret void\n}}\n\
declare i32 @llvm.amdgcn.workitem.id.x()\n\
declare i32 @llvm.amdgcn.workgroup.id.x()\n\
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n\
attributes #0 = {{ {attrs} }}\n\
!llvm.module.flags = !{{!1}}\n\
!1 = !{{i32 1, !\"amdhsa_code_object_version\", i32 500}}\n\
!0 = {md}\n"
    )
}

fn launch(block: u32, groups: u32) -> String {
    let n = block * groups;
    format!(
        r#"{{"kernel": "k", "grid": [{n}, 1, 1], "block": [{block}, 1, 1],
  "args": [{{"buffer": "out"}}],
  "buffers": {{"out": {{"type": "u32", "len": {n}, "init": "zero"}}}},
  "lds_dynamic": 0}}"#
    )
}

#[test]
fn launch_bounds_llc19_accepts_compile_and_run() {
    let cases: &[(&str, &str, &str, u32)] = &[
        // Required 1x1x1 outside 64..128 (zext-lid.ll): widened to 1..128.
        (
            "reqd-below-flat",
            "\"amdgpu-flat-work-group-size\"=\"64,128\"",
            "!{i32 1, i32 1, i32 1}",
            1,
        ),
        // Required 256 above 64..128: widened to 64..256.
        (
            "reqd-above-flat",
            "\"amdgpu-flat-work-group-size\"=\"64,128\"",
            "!{i32 256, i32 1, i32 1}",
            256,
        ),
        // Two integers (reqd-work-group-size.ll): ignored.
        ("malformed", "nounwind", "!{i32 8, i32 16}", 96),
        // 64x1x64 = 4096 work-items (call-reqd-group-size.ll): ignored.
        ("too-large", "nounwind", "!{i32 64, i32 1, i32 64}", 64),
        // A zero dimension: ignored.
        ("zero", "nounwind", "!{i32 0, i32 1, i32 1}", 128),
    ];
    for &(name, attrs, md, block) in cases {
        let src = kernel(attrs, md);
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{name}: {}", d.render("k.ll")));
        objects_match_interpreter(name, &m, &launch(block, 3), ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll"))
        });
    }
}

/// gfxc IR keeps the contradiction an error of the input (the reader above resolves it
/// before the module is built).
#[test]
fn gfxc_ir_still_rejects_contradicting_bounds() {
    let src = "kernel @k(v0: ptr.global) flat_workgroup_size(64, 128) reqd_workgroup_size(1, 1, 1) {\nblock0:\n    return\n}\n";
    let e = gfxc::load_module(src)
        .map(|_| ())
        .unwrap_err()
        .render("k.gir");
    assert!(e.contains("outside flat_workgroup_size(64, 128)"), "{e}");
}
