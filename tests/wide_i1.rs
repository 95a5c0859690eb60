//! Extending loads of wide `<N x i1>` vectors (`zext`/`sext` of a loaded `<16 x i1>` ...
//! `<64 x i1>` to `<N x i16>`, `<N x i32>`, `<N x i64>`, then stored whole): the class of
//! LLVM's `load-global-i1.ll` / `load-local-i1.ll` kernels that exceeded the VGPR file while
//! the whole extended vector and every lane's bit were live at once
//! (`lower/src/vector_build.rs`). Generated kernels over N, the result type, the extension,
//! global and LDS memory, uniform and per-lane addresses run on the interpreter and,
//! compiled, on the simulator on all 13 target modes.

mod common;
use common::{objects_match_interpreter, ALL_TARGETS};

fn kernel(n: u32, m: u32, ext: &str, space: &str, divergent: bool) -> String {
    let vt = format!("<{n} x i{m}>");
    let bt = format!("<{n} x i1>");
    let idx = if divergent { "%tid" } else { "0" };
    let al = n / 8;
    let load = match space {
        "global" => format!(
            "  %pi = getelementptr {bt}, ptr addrspace(1) %in, i32 {idx}\n\
             \x20 %l = load {bt}, ptr addrspace(1) %pi, align {al}\n"
        ),
        _ => {
            // Through LDS: each lane writes its bits, then reads a neighbour's.
            let it = format!("i{n}");
            format!(
                "  %gi = getelementptr {it}, ptr addrspace(1) %in, i32 %tid\n\
                 \x20 %w = load {it}, ptr addrspace(1) %gi, align {al}\n\
                 \x20 %sp = getelementptr {it}, ptr addrspace(3) @lds, i32 %tid\n\
                 \x20 store {it} %w, ptr addrspace(3) %sp, align {al}\n\
                 \x20 call void @llvm.amdgcn.s.barrier()\n\
                 \x20 %nb0 = add i32 %tid, 1\n  %nb = and i32 %nb0, 63\n\
                 \x20 %j = {}\n\
                 \x20 %pi = getelementptr {bt}, ptr addrspace(3) @lds, i32 %j\n\
                 \x20 %l = load {bt}, ptr addrspace(3) %pi, align {al}\n",
                if divergent {
                    "add i32 %nb, 0"
                } else {
                    "add i32 0, 0"
                }
            )
        }
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         @lds = internal addrspace(3) global [64 x i{n}] undef, align 8\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {{\n\
         \x20 %tid = call i32 @llvm.amdgcn.workitem.id.x()\n{load}\
         \x20 %e = {ext} {bt} %l to {vt}\n\
         \x20 %po = getelementptr {vt}, ptr addrspace(1) %out, i32 %tid\n\
         \x20 store {vt} %e, ptr addrspace(1) %po, align 8\n  ret void\n}}\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n\
         declare void @llvm.amdgcn.s.barrier()\n"
    )
}

fn launch(n: u32, m: u32) -> String {
    format!(
        "{{\"kernel\": \"k\", \"grid\": [64, 1, 1], \"block\": [64, 1, 1], \
         \"args\": [{{\"buffer\": \"out\"}}, {{\"buffer\": \"in\"}}], \
         \"buffers\": {{\"out\": {{\"type\": \"u8\", \"len\": {}}}, \
         \"in\": {{\"type\": \"u32\", \"len\": {}, \"init\": {{\"random\": 7, \"min\": 0, \"max\": 4294967295}}}}}}}}",
        64 * n * m / 8,
        64 * n / 32
    )
}

#[test]
fn wide_i1_extending_loads_on_every_mode() {
    let only = std::env::var("WIDE_I1_ONLY").ok();
    for n in [16, 32, 64] {
        for m in [16, 32, 64] {
            for ext in ["zext", "sext"] {
                for space in ["global", "local"] {
                    for divergent in [false, true] {
                        let name =
                            format!("{ext} <{n} x i1> to i{m} {space} divergent={divergent}");
                        if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
                            continue;
                        }
                        let src = kernel(n, m, ext, space, divergent);
                        let m_ = gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &src)
                            .unwrap_or_else(|d| panic!("{name}: {}\n{src}", d.render("k.ll")));
                        objects_match_interpreter(&name, &m_, &launch(n, m), ALL_TARGETS, |t| {
                            gfxc::compile_module(&m_, t).map_err(|d| d.render(&name))
                        });
                    }
                }
            }
        }
    }
}
