//! `p + ext(x) * K` as one `v_mad_u64_u32` (zero-extended index) or `v_mad_i64_i32`
//! (sign-extended index, K below 2^31) on GFX9+ (`Selector::ptradd`, `scaled_index`).
//!
//! Generated: every pairing of the extension (`sext`, `zext` of an `i32`), the scaling (none,
//! `mul` by 1, 3, 4, 12, 2^30, 2^31 - 1, 2^31, 2^32 - 1, `shl` by 0, 2, 3, 30, 31) and the
//! pointer (a uniform argument, a lane-dependent pointer) over random `i32` indices of both
//! signs; each address minus its pointer is stored (`ptrtoint`; no memory is touched, so any
//! value is allowed, and buffer placement does not matter) and all 13 target modes must
//! equal the interpreter bit for bit. On gfx900,
//! gfx90a and gfx1100 the sign-extended forms must use `v_mad_i64_i32`.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;

const SCALES: &[(&str, u64)] = &[
    ("none", 0),
    ("mul", 1),
    ("mul", 3),
    ("mul", 4),
    ("mul", 12),
    ("mul", 1 << 30),
    ("mul", (1 << 31) - 1),
    ("mul", 1 << 31),
    ("mul", (1 << 32) - 1),
    ("shl", 0),
    ("shl", 2),
    ("shl", 3),
    ("shl", 30),
    ("shl", 31),
];

fn kernel() -> (String, u32) {
    let mut body = String::new();
    let mut n = 0u32;
    for ext in ["sext", "zext"] {
        for (op, k) in SCALES {
            for base in ["%u", "%d"] {
                writeln!(body, "  %e{n} = {ext} i32 %x to i64").unwrap();
                let off = if *op == "none" {
                    format!("%e{n}")
                } else {
                    writeln!(body, "  %s{n} = {op} i64 %e{n}, {k}").unwrap();
                    format!("%s{n}")
                };
                writeln!(
                    body,
                    "  %p{n} = getelementptr i8, ptr addrspace(1) {base}, i64 {off}
  %a{n} = ptrtoint ptr addrspace(1) %p{n} to i64
  %b{n} = ptrtoint ptr addrspace(1) {base} to i64
  %r{n} = sub i64 %a{n}, %b{n}
  %q{n} = getelementptr i64, ptr addrspace(1) %o, i32 {n}
  store i64 %r{n}, ptr addrspace(1) %q{n}, align 8"
                )
                .unwrap();
                n += 1;
            }
        }
    }
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %u) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %x = load i32, ptr addrspace(1) %px, align 4
  %id64 = zext i32 %id to i64
  %dm = mul i64 %id64, 4096
  %d = getelementptr i8, ptr addrspace(1) %u, i64 %dm
  %ob = mul i32 %id, {n}
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
"
    );
    (src, n)
}

#[test]
fn scaled_indices_match_interpreter() {
    let (src, n) = kernel();
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"buffer": "u"}}],
  "buffers": {{
    "in": {{"type": "i32", "len": {LANES}, "init": {{"random": 9, "min": -2147483648, "max": 2147483647}}}},
    "out": {{"type": "u64", "len": {}, "init": {{"fill": 0}}}},
    "u": {{"type": "u8", "len": 16, "init": {{"fill": 0}}}}
  }}}}"#,
        n * LANES
    );
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("scaled.ll")));
    common::objects_match_interpreter("scaled.ll", &m, &launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("scaled.ll"))
    });
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        let t = common::target_with(cpu, "");
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        assert!(asm.contains("v_mad_i64_i32"), "{cpu}: no v_mad_i64_i32");
        assert!(asm.contains("v_mad_u64_u32"), "{cpu}: no v_mad_u64_u32");
    }
}
