//! Under-aligned loads and stores at addresses that really are misaligned, in every address
//! space, on every target mode: `gfxc_lower::unaligned` splits what the hardware cannot do
//! (scratch and flat everywhere, LDS before GFX9, global on GFX6 — as llc-19 does) and the
//! simulator refuses the unsplit forms in strict mode, so each kernel must give the
//! interpreter's bytes. With llc-19 installed, its objects of the same kernels run too (the
//! simulator's alignment rules must accept what llc-19 emits).
//!
//! Each work-item moves one value of each type from global memory at a byte offset that is a
//! kernel argument (1, 2 or 3 for `align 1`, 2 for `align 2`: unknown at compile time) through LDS, private memory and flat
//! pointers to each of them, back to global memory at another odd offset, every access with
//! `align 1` or `align 2`.

mod common;

/// Value types (`.ll` spelling, bytes) and alignments.
const TYPES: &[(&str, u32)] = &[
    ("i16", 2),
    ("i32", 4),
    ("float", 4),
    ("i64", 8),
    ("double", 8),
    ("<2 x i32>", 8),
    ("<3 x i16>", 6),
    ("<4 x i32>", 16),
];
const BLOCK: u32 = 64;

fn kernel(ty: &str, bytes: u32, align: u32) -> String {
    let stride = bytes.next_multiple_of(4) + 4;
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [{lds} x i8] undef, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %off) {{
  %priv = alloca [{priv} x i8], align 4, addrspace(5)
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = mul i32 %id, {stride}
  %o = add i32 %slot, %off
  %gi = getelementptr i8, ptr addrspace(1) %in, i32 %o
  %v0 = load {ty}, ptr addrspace(1) %gi, align {align}
  %lp = getelementptr i8, ptr addrspace(3) @lds, i32 %o
  store {ty} %v0, ptr addrspace(3) %lp, align {align}
  %v1 = load {ty}, ptr addrspace(3) %lp, align {align}
  %pp = getelementptr i8, ptr addrspace(5) %priv, i32 %off
  store {ty} %v1, ptr addrspace(5) %pp, align {align}
  %v2 = load {ty}, ptr addrspace(5) %pp, align {align}
  %fl = addrspacecast ptr addrspace(3) %lp to ptr
  store {ty} %v2, ptr %fl, align {align}
  %v3 = load {ty}, ptr %fl, align {align}
  %fp = addrspacecast ptr addrspace(5) %pp to ptr
  store {ty} %v3, ptr %fp, align {align}
  %v4 = load {ty}, ptr %fp, align {align}
  %off2 = add i32 %o, 1
  %go = getelementptr i8, ptr addrspace(1) %out, i32 %off2
  %fg = addrspacecast ptr addrspace(1) %go to ptr
  store {ty} %v4, ptr %fg, align 1
  %v5 = load {ty}, ptr %fg, align 1
  %off3 = add i32 %o, {second}
  %go2 = getelementptr i8, ptr addrspace(1) %out, i32 %off3
  store {ty} %v5, ptr addrspace(1) %go2, align {align}
  ret void
}}
"#,
        lds = BLOCK * stride + 8,
        priv = bytes + 8,
        second = BLOCK * stride + 4,
    )
}

fn launch(off: u32, stride: u32) -> String {
    let n = BLOCK * stride * 2 + 32;
    format!(
        r#"{{"kernel": "k", "grid": [{BLOCK}, 1, 1], "block": [{BLOCK}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": {off}}}],
  "buffers": {{
    "in": {{"type": "u8", "len": {n}, "init": {{"random": 3, "min": 0, "max": 255}}}},
    "out": {{"type": "u8", "len": {n}, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

#[test]
fn misaligned_accesses_in_every_address_space_match_the_interpreter() {
    let dir = tempdir();
    for &(ty, bytes) in TYPES {
        for align in [1, 2] {
            let stride = bytes.next_multiple_of(4) + 4;
            let src = kernel(ty, bytes, align);
            let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
                .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.ll")));
            let ll = dir.join(format!("k_{}_{align}.ll", bytes));
            std::fs::write(&ll, &src).unwrap();
            // llc-19's objects, linked, per mode.
            let llc = common::llvm_tool("llc-19").then(|| {
                common::ALL_TARGETS
                    .iter()
                    .map(|(cpu, mattr)| {
                        let o = common::llc19_object(&ll, cpu, mattr);
                        let linked = gfxc_emit::link::link(&[("k.o".into(), o)]).unwrap();
                        (common::target_with(cpu, mattr), linked)
                    })
                    .collect::<Vec<_>>()
            });
            // Offsets the alignment allows (a misaligned `align 2` access is undefined).
            let offsets: &[u32] = if align == 1 { &[1, 2, 3] } else { &[2] };
            for &off in offsets {
                let name = format!("{ty} align {align} offset {off}");
                let spec = launch(off, stride);
                common::objects_match_interpreter(&name, &m, &spec, common::ALL_TARGETS, |t| {
                    gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll"))
                });
                if let Some(objs) = &llc {
                    common::objects_match_interpreter(
                        &format!("llc-19: {name}"),
                        &m,
                        &spec,
                        common::ALL_TARGETS,
                        |t| Ok(objs.iter().find(|(u, _)| u == t).unwrap().1.clone()),
                    );
                }
            }
        }
    }
}

fn tempdir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("gfxc-misaligned-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
