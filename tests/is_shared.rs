//! `llvm.amdgcn.is.shared` / `is.private` of flat pointers made from LDS, private (an address,
//! not an alloca: llc-19 promotes allocas to LDS) and global
//! pointers (chosen per lane, and uniform), and flat null: true exactly when the pointer's
//! high half is the LDS (private) aperture's (`ll/src/intrinsics.rs`, the word
//! `hidden_shared_base` / `hidden_private_base` that `addrspacecast` uses). Each kernel runs
//! on the interpreter and, compiled by gfxc, on the simulator on all 13 target modes, and
//! llc-19's objects (which read `src_shared_base` / `src_private_base`) on three GFX9+ modes
//! when llc-19 is installed.

mod common;
use common::{llvm_tool, objects_match_interpreter};

/// GFX9+ (llc-19 reads the apertures from `src_shared_base` / `src_private_base` there); on
/// GFX7/GFX8 it reads them from the queue (`amd_queue_t`), which the launch leaves zeroed.
const LLC_MODES: [(&str, &str); 3] = [("gfx900", ""), ("gfx1030", ""), ("gfx1100", "")];

/// The flat pointer: per lane (`tid % 4`: LDS, private, global, null) or one kind for all.
const CHOICES: [&str; 5] = ["lane", "lds", "priv", "glob", "null"];

fn kernel(which: &str, choice: &str) -> String {
    let pick = match choice {
        "lane" => "%m = urem i32 %tid, 4\n  %s0 = icmp eq i32 %m, 0\n  %s1 = icmp eq i32 %m, 1\n  \
                   %s2 = icmp eq i32 %m, 2\n  %q2 = select i1 %s2, ptr %fg, ptr null\n  \
                   %q1 = select i1 %s1, ptr %fp, ptr %q2\n  %f = select i1 %s0, ptr %fl, ptr %q1"
            .to_string(),
        "lds" => "%f = getelementptr i8, ptr %fl, i32 0".into(),
        "priv" => "%f = getelementptr i8, ptr %fp, i32 0".into(),
        "glob" => "%f = getelementptr i8, ptr %fg, i32 0".into(),
        _ => "%f = getelementptr i8, ptr null, i32 0".into(),
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         @lds = internal addrspace(3) global [64 x i32] undef, align 4\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out) {{\n\
         \x20 %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %a = inttoptr i32 16 to ptr addrspace(5)\n\
         \x20 %l = getelementptr i32, ptr addrspace(3) @lds, i32 %tid\n\
         \x20 %fl = addrspacecast ptr addrspace(3) %l to ptr\n\
         \x20 %fp = addrspacecast ptr addrspace(5) %a to ptr\n\
         \x20 %fg = addrspacecast ptr addrspace(1) %out to ptr\n\
         \x20 {pick}\n\
         \x20 %b = call i1 @llvm.amdgcn.is.{which}(ptr %f)\n\
         \x20 %r = zext i1 %b to i32\n\
         \x20 %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid\n\
         \x20 store i32 %r, ptr addrspace(1) %o\n  ret void\n}}\n\
         declare i1 @llvm.amdgcn.is.{which}(ptr)\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n"
    )
}

const LAUNCH: &str = "{\"kernel\": \"k\", \"grid\": [64, 1, 1], \"block\": [64, 1, 1], \
     \"args\": [{\"buffer\": \"out\"}], \"buffers\": {\"out\": {\"type\": \"u32\", \"len\": 64}}}";

fn cases() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for which in ["shared", "private"] {
        for c in CHOICES {
            v.push((format!("is.{which}.{c}"), kernel(which, c)));
        }
    }
    v
}

fn ll_module(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src)
        .unwrap_or_else(|d| panic!("{name}: {}", d.render("k.ll")))
}

#[test]
fn is_shared_is_private_on_every_mode() {
    for (name, src) in cases() {
        let m = ll_module(&name, &src);
        objects_match_interpreter(&name, &m, LAUNCH, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    }
}

/// The interpreter against the expected answer per lane of the per-lane kernel.
#[test]
fn interpreter_answers_per_lane() {
    let spec = gfxc_ir::launch::LaunchSpec::parse(LAUNCH).unwrap();
    for (which, yes) in [("shared", 0u32), ("private", 1)] {
        let m = ll_module(which, &kernel(which, "lane"));
        let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        let out = &r.buffers[0].bytes;
        for lane in 0..64u32 {
            let got = u32::from_le_bytes(out[4 * lane as usize..][..4].try_into().unwrap());
            assert_eq!(got, (lane % 4 == yes) as u32, "is.{which} lane {lane}");
        }
    }
}

#[test]
fn is_shared_is_private_match_llc19_objects() {
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return;
    }
    for (name, src) in cases() {
        let m = ll_module(&name, &src);
        for (cpu, mattr) in LLC_MODES {
            objects_match_interpreter(&name, &m, LAUNCH, &[(cpu, mattr)], |_| {
                common::llc19_linked(&name, &src, cpu, mattr)
            });
        }
    }
}
