//! `llvm.amdgcn.ds.append` / `ds.consume` on LDS counters: one wave-wide access at the
//! first active lane's address (M0) that returns the old counter to every active lane and
//! moves it by the number of active lanes. Generated kernels use both, at a constant and a
//! lane-dependent element, in uniform code and under divergent branches (odd lanes, the first
//! five, none), in full and partial waves; each runs on the interpreter and, compiled by
//! gfxc, on the simulator on all 13 target modes, and llc-19's objects on three modes when
//! llc-19 is installed. The GDS forms (`gds` true, region pointers) are located
//! `unsupported:` errors.

mod common;
use common::{llvm_tool, objects_match_interpreter};

const LLC_MODES: [(&str, &str); 3] = [("gfx803", ""), ("gfx900", ""), ("gfx1100", "")];

/// The condition of the branch around the call (`None`: uniform code).
const PLACES: [Option<&str>; 4] = [
    None,
    Some("%b = and i32 %tid, 1\n  %c = icmp ne i32 %b, 0"),
    Some("%c = icmp ult i32 %tid, 5"),
    Some("%c = icmp ugt i32 %tid, 1000"),
];

fn kernel(op: &str, elem: &str, place: Option<&str>) -> String {
    let (open, close, r) = match place {
        None => (String::new(), String::new(), "%r0"),
        Some(c) => (
            format!("  {c}\n  br i1 %c, label %then, label %join\nthen:\n"),
            "  br label %join\njoin:\n  %r = phi i32 [ %r0, %then ], [ -1, %init ]\n".into(),
            "%r",
        ),
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         @lds = internal addrspace(3) global [4 x i32] undef, align 4\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out) {{\n\
         entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %grp = call i32 @llvm.amdgcn.workgroup.id.x()\n\
         \x20 %first = icmp ult i32 %tid, 4\n  br i1 %first, label %set, label %init\n\
         set:\n  %sp = getelementptr i32, ptr addrspace(3) @lds, i32 %tid\n\
         \x20 %iv = mul i32 %tid, 100\n  store i32 %iv, ptr addrspace(3) %sp\n  br label %init\n\
         init:\n  call void @llvm.amdgcn.s.barrier()\n\
         \x20 %e = {elem}\n  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %e\n\
         {open}\
         \x20 %r0 = call i32 @llvm.amdgcn.ds.{op}.p3(ptr addrspace(3) %p, i1 false)\n\
         {close}\
         \x20 call void @llvm.amdgcn.s.barrier()\n\
         \x20 %fp = getelementptr i32, ptr addrspace(3) @lds, i32 %tid\n\
         \x20 %l = and i32 %tid, 3\n  %fq = getelementptr i32, ptr addrspace(3) @lds, i32 %l\n\
         \x20 %fin = load i32, ptr addrspace(3) %fq\n\
         \x20 %n = call i32 @llvm.amdgcn.workgroup.id.x()\n\
         \x20 %base = mul i32 %n, 64\n  %i = add i32 %base, %tid\n  %i2 = mul i32 %i, 2\n\
         \x20 %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %i2\n\
         \x20 store i32 {r}, ptr addrspace(1) %o0\n\
         \x20 %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1\n\
         \x20 store i32 %fin, ptr addrspace(1) %o1\n  ret void\n}}\n\
         declare i32 @llvm.amdgcn.ds.{op}.p3(ptr addrspace(3), i1 immarg)\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n\
         declare i32 @llvm.amdgcn.workgroup.id.x()\n\
         declare void @llvm.amdgcn.s.barrier()\n"
    )
}

/// One wave per work-group in every mode (so the counter's order is the program's): 32
/// work-items, or 20 (a partial wave); three groups.
fn launch(block: u32) -> String {
    format!(
        "{{\"kernel\": \"k\", \"grid\": [{}, 1, 1], \"block\": [{block}, 1, 1], \
         \"args\": [{{\"buffer\": \"out\"}}], \
         \"buffers\": {{\"out\": {{\"type\": \"u32\", \"len\": 384}}}}}}",
        3 * block
    )
}

fn cases() -> Vec<(String, String, String)> {
    let mut v = Vec::new();
    for op in ["append", "consume"] {
        for elem in ["add i32 0, 2", "and i32 %tid, 3"] {
            for (k, place) in PLACES.iter().enumerate() {
                for block in [32, 20] {
                    v.push((
                        format!("ds.{op} elem=({elem}) place={k} block={block}"),
                        kernel(op, elem, *place),
                        launch(block),
                    ));
                }
            }
        }
    }
    v
}

fn ll_module(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src)
        .unwrap_or_else(|d| panic!("{name}: {}", d.render("k.ll")))
}

#[test]
fn ds_append_consume_on_every_mode() {
    for (name, src, launch) in cases() {
        let m = ll_module(&name, &src);
        objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    }
}

#[test]
fn ds_append_consume_match_llc19_objects() {
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return;
    }
    for (name, src, launch) in cases() {
        let m = ll_module(&name, &src);
        for (cpu, mattr) in LLC_MODES {
            objects_match_interpreter(&name, &m, &launch, &[(cpu, mattr)], |_| {
                common::llc19_linked(&name, &src, cpu, mattr)
            });
        }
    }
}

/// The interpreter against a model written here: the first active lane's element, old
/// value to every active lane, moved by the active count.
#[test]
fn interpreter_counts_the_active_lanes() {
    for (op, sign) in [("append", 1i64), ("consume", -1)] {
        let src = kernel(op, "and i32 %tid, 3", PLACES[2]);
        let m = ll_module(op, &src);
        let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(20)).unwrap();
        let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        let out = &r.buffers[0].bytes;
        let word = |k: usize| u32::from_le_bytes(out[4 * k..4 * k + 4].try_into().unwrap());
        // Lanes 0..5 are active, the first is lane 0: element 0 (initially 0) moves by 5.
        for lane in 0..20usize {
            let want_r = if lane < 5 { 0 } else { u32::MAX };
            assert_eq!(word(2 * lane), want_r, "{op} lane {lane}");
            let e = (lane & 3) as i64;
            let fin = if e == 0 { 5 * sign } else { 100 * e };
            assert_eq!(word(2 * lane + 1), fin as u32, "{op} lane {lane} counter");
        }
    }
}

#[test]
fn gds_forms_are_unsupported() {
    for (op, p, gds) in [
        ("append", "p3", "true"),
        ("consume", "p3", "true"),
        ("append", "p2", "false"),
        ("consume", "p2", "true"),
    ] {
        let sp = if p == "p3" { 3 } else { 2 };
        let src = format!(
            "target triple = \"amdgcn-amd-amdhsa\"\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace({sp}) %c) {{\n\
             \x20 %r = call i32 @llvm.amdgcn.ds.{op}.{p}(ptr addrspace({sp}) %c, i1 {gds})\n\
             \x20 store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n\
             declare i32 @llvm.amdgcn.ds.{op}.{p}(ptr addrspace({sp}), i1 immarg)\n"
        );
        let e = match gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &src) {
            Ok(_) => panic!("{op}.{p} {gds}: imported"),
            Err(d) => d.render("k.ll"),
        };
        assert!(
            e.contains("k.ll:3:") && e.contains("error: unsupported: intrinsic"),
            "{op}.{p} {gds}: {e}"
        );
    }
}
