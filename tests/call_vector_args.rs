//! Wide vector arguments of calls, built lane by lane (a loaded vector, which lowering splits
//! into its lanes, or an `insertelement` chain): the class of LLVM's `call-argument-types.ll`
//! kernels (`<32 x i32>`, `<16 x i8>` arguments of external functions) that exceeded the
//! register files while the whole vector was assembled in one group (its dwords and their
//! sources live at once: 64 VGPRs for `<32 x i32>`, over the 64 a kernel of the default
//! work-group size has on gfx900). `gfxc_isel::calls` passes such an argument from its lanes.
//! Generated kernels over the lane type, the lane count (in v0..v30, and straddling v30 and
//! the stack), a loaded or a reversed vector, uniform and per-lane addresses call a
//! `noinline` device function that stores what it received; they run on the interpreter and,
//! compiled, on the simulator on all 13 target modes.

mod common;
use common::{objects_match_interpreter, ALL_TARGETS};

/// The caller `@k` of `@f_TN`; with `callee`, `@f_TN` is defined in the module (a `noinline`
/// device function gfxc compiles), else only declared (`tests/calls/vec_args_lib.ll`, which
/// llc-19 compiles: gfxc's callees take at most 28 parameter registers at entry).
fn kernel(n: u32, t: &str, reversed: bool, divergent: bool, callee: bool) -> String {
    let vt = format!("<{n} x {t}>");
    let idx = if divergent { "%tid" } else { "0" };
    let mut build = String::new();
    let v = if reversed {
        let mut cur = "poison".to_string();
        for i in 0..n {
            build += &format!(
                "  %e{i} = extractelement {vt} %l, i32 {}\n  %b{i} = insertelement {vt} {cur}, {t} %e{i}, i32 {i}\n",
                n - 1 - i
            );
            cur = format!("%b{i}");
        }
        cur
    } else {
        "%l".to_string()
    };
    let f = format!("@f_{t}{n}");
    let head = if callee {
        format!(
            "define void {f}({vt} %v, i32 %x, ptr addrspace(1) %o, ptr addrspace(1) %o2) #0 {{\n\
         \x20 %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %p = getelementptr {vt}, ptr addrspace(1) %o, i32 %tid\n\
         \x20 store {vt} %v, ptr addrspace(1) %p\n\
         \x20 %p2 = getelementptr i32, ptr addrspace(1) %o2, i32 %tid\n\
         \x20 store i32 %x, ptr addrspace(1) %p2\n  ret void\n}}\n\
             attributes #0 = {{ noinline }}\n"
        )
    } else {
        format!("declare void {f}({vt}, i32, ptr addrspace(1), ptr addrspace(1))\n")
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n{head}\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %out2, ptr addrspace(1) %in) {{\n\
         \x20 %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %pi = getelementptr {vt}, ptr addrspace(1) %in, i32 {idx}\n\
         \x20 %l = load {vt}, ptr addrspace(1) %pi\n{build}\
         \x20 %x = mul i32 %tid, 7\n\
         \x20 call void {f}({vt} {v}, i32 %x, ptr addrspace(1) %out, ptr addrspace(1) %out2)\n\
         \x20 ret void\n}}\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n"
    )
}

fn launch(bytes: u32) -> String {
    format!(
        "{{\"kernel\": \"k\", \"grid\": [64, 1, 1], \"block\": [64, 1, 1], \
         \"args\": [{{\"buffer\": \"out\"}}, {{\"buffer\": \"out2\"}}, {{\"buffer\": \"in\"}}], \
         \"buffers\": {{\"out\": {{\"type\": \"u8\", \"len\": {0}}}, \
         \"out2\": {{\"type\": \"u32\", \"len\": 64}}, \
         \"in\": {{\"type\": \"u8\", \"len\": {0}, \"init\": {{\"random\": 11, \"min\": 0, \"max\": 255}}}}}}}}",
        64 * bytes
    )
}

fn each_case(
    rows: &[(&str, u32, &[u32])],
    mut run: impl FnMut(String, u32, &str, u32, bool, bool),
) {
    let only = std::env::var("CALL_VECTOR_ONLY").ok();
    for &(t, b, ns) in rows {
        for &n in ns {
            for reversed in [false, true] {
                for divergent in [false, true] {
                    let name = format!("<{n} x {t}> reversed={reversed} divergent={divergent}");
                    if only.as_ref().is_some_and(|o| !name.contains(o.as_str())) {
                        continue;
                    }
                    run(name, n, t, b, reversed, divergent);
                }
            }
        }
    }
}

fn load_ll(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src)
        .unwrap_or_else(|d| panic!("{name}: {}\n{src}", d.render("k.ll")))
}

/// Vectors in v0..v15 (16 dwords; 8-bit lanes each widened to a dword), the callee compiled
/// by gfxc in the same module.
#[test]
fn vector_call_arguments_in_registers_on_every_mode() {
    let rows: &[(&str, u32, &[u32])] = &[
        ("i32", 4, &[16]),
        ("float", 4, &[16]),
        ("i64", 8, &[8]),
        ("double", 8, &[8]),
        ("i8", 1, &[16]),
    ];
    each_case(rows, |name, n, t, b, reversed, divergent| {
        let src = kernel(n, t, reversed, divergent, true);
        let m = load_ll(&name, &src);
        objects_match_interpreter(&name, &m, &launch(n * b), ALL_TARGETS, |tg| {
            gfxc::compile_module(&m, tg).map_err(|d| d.render(&name))
        });
    });
}

/// Vectors of 32 dwords, straddling v30 and the stack (the i32 and the pointers after them
/// on the stack), passed to an external function: gfxc's caller (a kernel of the default
/// work-group size, 64 VGPRs on gfx900 wave64) linked with llc-19's callee.
#[test]
fn vector_call_arguments_straddling_the_stack_on_every_mode() {
    let lib = common::calls_module("vec_args_lib.ll");
    let rows: &[(&str, u32, &[u32])] = &[
        ("i32", 4, &[32]),
        ("float", 4, &[32]),
        ("i64", 8, &[16]),
        ("double", 8, &[16]),
    ];
    each_case(rows, |name, n, t, b, reversed, divergent| {
        let src = kernel(n, t, reversed, divergent, false);
        let main = load_ll(&name, &src);
        let mut m = main.clone();
        m.link(&lib).unwrap();
        objects_match_interpreter(&name, &m, &launch(n * b), ALL_TARGETS, |tg| {
            let (cpu, mattr) = common::mode_of(tg);
            let k = gfxc::compile_module_relocatable(&main, tg).map_err(|d| d.render(&name))?;
            let l = common::calls_llc_golden("call_vector_args", "vec_args_lib.ll", cpu, mattr);
            gfxc_emit::link::link(&[("main.o".into(), k), ("lib_llc.o".into(), l)])
        });
    });
}
