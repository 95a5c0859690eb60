//! Calls of a constant callee (`call i32 null(i32 1)`, `call void poison(...)`, `undef`): a
//! call through that pointer value, as LLVM 19's GlobalISel selects it (`s_swappc_b64` to
//! address 0; LLVM's `call-constant.ll`, `lower-kernel-lds-constexpr.ll`). Executing one is
//! undefined behaviour: the interpreter and the simulator both stop with an error, never a
//! result. Generated kernels over the constant, the result type and arguments, a call no lane
//! reaches (uniform and divergent conditions: results equal to the interpreter's) and one some
//! lanes reach (both engines refuse), on all 13 target modes.

mod common;
use common::{objects_match_interpreter, target_with, ALL_TARGETS};

fn kernel(callee: &str, ret: &str, divergent: bool) -> String {
    let cond = if divergent {
        "icmp ugt i32 %tid, %n"
    } else {
        "icmp ult i32 %n, 100"
    };
    let (call, use_) = match ret {
        "void" => (
            format!("  call void {callee}(i32 %tid, ptr addrspace(1) %o)\n"),
            "  %v32 = add i32 %tid, 0\n".to_string(),
        ),
        "i32" => (
            format!("  %v = call i32 {callee}(i32 1)\n"),
            "  %v32 = add i32 %v, 0\n".to_string(),
        ),
        "float" => (
            format!("  %v = call float {callee}(float 1.0, i64 2)\n"),
            "  %v32 = fptosi float %v to i32\n".to_string(),
        ),
        "i64" => (
            format!("  %v = call i64 {callee}()\n"),
            "  %v32 = trunc i64 %v to i32\n".to_string(),
        ),
        _ => (
            format!("  %v = call <4 x i32> {callee}(<4 x i32> zeroinitializer)\n"),
            "  %v32 = extractelement <4 x i32> %v, i32 2\n".to_string(),
        ),
    };
    format!(
        "define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %n) {{\n\
         \x20 %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %c = {cond}\n\
         \x20 br i1 %c, label %bad, label %done\n\
         bad:\n{call}{use_}\
         \x20 %p = getelementptr i32, ptr addrspace(1) %o, i32 %tid\n\
         \x20 store i32 %v32, ptr addrspace(1) %p\n\
         \x20 br label %done\n\
         done:\n\
         \x20 %q = getelementptr i32, ptr addrspace(1) %o, i32 %tid\n\
         \x20 %w = load i32, ptr addrspace(1) %q\n\
         \x20 %w2 = add i32 %w, %tid\n\
         \x20 store i32 %w2, ptr addrspace(1) %q\n\
         \x20 ret void\n}}\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n"
    )
}

/// `n`: the call is reached by the lanes with `tid > n` (divergent condition), or by every
/// lane when `n < 100` (uniform condition).
fn launch(n: u32) -> String {
    format!(
        "{{\"kernel\": \"k\", \"grid\": [128, 1, 1], \"block\": [64, 1, 1], \
         \"args\": [{{\"buffer\": \"o\"}}, {{\"u32\": {n}}}], \
         \"buffers\": {{\"o\": {{\"type\": \"u32\", \"len\": 128, \"init\": {{\"random\": 5, \"min\": 0, \"max\": 1000}}}}}}}}"
    )
}

fn cases(mut run: impl FnMut(String, String)) {
    for callee in ["null", "undef", "poison"] {
        for ret in ["void", "i32", "float", "i64", "<4 x i32>"] {
            for divergent in [false, true] {
                run(
                    format!("{callee} {ret} divergent={divergent}"),
                    kernel(callee, ret, divergent),
                );
            }
        }
    }
}

fn load(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src)
        .unwrap_or_else(|d| panic!("{name}: {}\n{src}", d.render("k.ll")))
}

/// No lane reaches the call: every buffer equals the interpreter's.
#[test]
fn unreached_constant_callee_calls_match_the_interpreter() {
    cases(|name, src| {
        let m = load(&name, &src);
        objects_match_interpreter(&name, &m, &launch(1000), ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    });
}

/// Lanes reach the call: the interpreter and the simulator both stop with an error naming
/// address 0 / the call.
#[test]
fn reached_constant_callee_calls_are_refused_by_both_engines() {
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(10)).unwrap();
    let mut fails = Vec::new();
    cases(|name, src| {
        let m = load(&name, &src);
        for ws in [32, 64] {
            let opts = gfxc_ir::interp::InterpOptions {
                wave_size: ws,
                ..Default::default()
            };
            match gfxc_ir::interp::run(&m, &spec, &opts) {
                Err(e) if format!("{e}").contains("not the address of a function") => {}
                r => fails.push(format!("{name} interpreter wave{ws}: {:?}", r.map(|_| ()))),
            }
        }
        for (cpu, mattr) in ALL_TARGETS {
            let t = target_with(cpu, mattr);
            let obj = match gfxc::compile_module(&m, &t) {
                Ok(o) => o,
                Err(d) => {
                    fails.push(format!("{name} {cpu}{mattr}: {}", d.render(&name)));
                    continue;
                }
            };
            match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                Err(e) if format!("{e}").contains("0x0") => {}
                Err(e) => fails.push(format!("{name} {cpu}{mattr}: simulator: {e}")),
                Ok(_) => fails.push(format!("{name} {cpu}{mattr}: simulator gave a result")),
            }
        }
    });
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
