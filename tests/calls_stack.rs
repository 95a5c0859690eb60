//! Arguments passed on the stack (`gfxc_isel::stack_args`, `gfxc_regalloc::calls`):
//! `tests/calls/stack_args.gir` calls `@wide` (47 argument dwords: v0..v30 and 16 stack
//! dwords, an `i64x4` straddling v30 and the stack, an `alloca` after the stack slots,
//! recursion to a per-lane depth, so a device function passes stack arguments from its own
//! frame) and `@sum40` (40 dwords from the kernel). Compiled on all 13 target modes and run
//! on the strict simulator, every buffer must equal the interpreter's; the code must really
//! call (the callees stay functions, the arguments are stored at the stack pointer).
//! `tests/calls/large_results.gir`: a result of 40 dwords returned through a hidden pointer
//! (`gfxc_lower::sret`, llc-19's sret demotion) by a recursive function, and one of exactly
//! 32 dwords (v0..v31), on all 13 modes against the interpreter.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

fn spec() -> LaunchSpec {
    LaunchSpec::parse(
        r#"{"kernel": "k", "stack_bytes": 8192, "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "in"}, {"buffer": "out"}, {"buffer": "res"}, {"i32": 1006649344}],
            "buffers": {"in": {"type": "i32", "len": 6144, "init": "iota"},
                        "out": {"type": "i32", "len": 32768},
                        "res": {"type": "i32", "len": 128}}}"#,
    )
    .unwrap()
}

fn module() -> gfxc::ir::Module {
    let src = std::fs::read_to_string(common::root().join("tests/calls/stack_args.gir")).unwrap();
    common::gir_module(&src)
}

#[test]
fn stack_arguments_match_the_interpreter_on_every_target() {
    let m = module();
    let mut checked = 0;
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec(), &opts).unwrap();
        // Every lane's record is written at every depth it reaches (not all zeros).
        let out = &want.buffer("out").unwrap().bytes;
        let nonzero = out.chunks(4).filter(|w| w.iter().any(|&b| b != 0)).count();
        assert!(nonzero > out.len() / 16, "{nonzero} words written");
        let obj = gfxc::compile_module(&m, &t)
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("stack_args.gir")));
        let got = gfxc_sim::simulate(&obj, &spec(), &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        for name in ["out", "res"] {
            assert_eq!(
                got.0.buffer(name).unwrap().bytes,
                want.buffer(name).unwrap().bytes,
                "{cpu}{mattr}: buffer {name}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, ALL_TARGETS.len());
}

/// The callees stay functions and their stack arguments go through memory at s32: the caller
/// stores 16 dwords (`@wide`) at `s32 + 0 .. s32 + 60`, the callee loads them from its frame
/// pointer s33 (the stack pointer at its entry) at the same offsets.
#[test]
fn stack_arguments_are_stored_at_the_stack_pointer_and_loaded_from_the_frame() {
    let m = module();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        let body = |name: &str| -> String {
            let start = asm
                .find(&format!("\n{name}:"))
                .unwrap_or_else(|| panic!("{cpu}{mattr}: @{name} is not a function"));
            let rest = &asm[start + 1..];
            let end = rest.find("s_setpc_b64 s[30:31]\n").unwrap_or(rest.len());
            rest[..end].to_string()
        };
        let k = body("k");
        let wide = body("wide");
        for off in (0..64).step_by(4) {
            let at = |base: &str| {
                if off == 0 {
                    format!(", {base}\n")
                } else {
                    format!(", {base} offset:{off}\n")
                }
            };
            let stores = |text: &str| {
                text.lines()
                    .filter(|l| l.contains("store_dword") || l.contains("store_b32"))
                    .any(|l| format!("{l}\n").contains(&at("s32")))
            };
            assert!(
                stores(&k),
                "{cpu}{mattr}: @k stores no stack argument at s32+{off}"
            );
            assert!(
                wide.lines()
                    .filter(|l| l.contains("load_dword") || l.contains("load_b32"))
                    .any(|l| format!("{l}\n").contains(&at("s33"))),
                "{cpu}{mattr}: @wide loads no stack argument at s33+{off}"
            );
        }
    }
}

fn large_results_module() -> gfxc::ir::Module {
    let p = common::root().join("tests/calls/large_results.gir");
    common::gir_module(&std::fs::read_to_string(p).unwrap())
}

#[test]
fn large_results_match_the_interpreter_on_every_target() {
    let m = large_results_module();
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "stack_bytes": 8192, "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "a"}, {"buffer": "b"}],
            "buffers": {"a": {"type": "i64", "len": 2560}, "b": {"type": "f32", "len": 4096}}}"#,
    )
    .unwrap();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        assert!(
            asm.contains("\nbig:"),
            "{cpu}{mattr}: @big is not a function"
        );
        let obj = gfxc::compile_module(&m, &t)
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("large_results.gir")));
        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        for name in ["a", "b"] {
            assert_eq!(
                got.0.buffer(name).unwrap().bytes,
                want.buffer(name).unwrap().bytes,
                "{cpu}{mattr}: buffer {name}"
            );
        }
    }
}

/// The demotion itself: `@big` takes a hidden first `ptr.private` (v0, as llc-19's sret) and
/// returns nothing; `@r32` (32 dwords) keeps its result in registers.
#[test]
fn results_past_v31_are_demoted_to_a_hidden_pointer() {
    use gfxc::ir::{AddrSpace, Type};
    let out = gfxc_isel::lower::inline::inline_module(&large_results_module()).unwrap();
    let big = &out.functions[out.function_by_name("big").unwrap()];
    assert_eq!(big.signature.params[0], Type::Ptr(AddrSpace::Private));
    assert_eq!(big.signature.params.len(), 3);
    assert!(big.signature.returns.is_empty());
    let r32 = &out.functions[out.function_by_name("r32").unwrap()];
    assert_eq!(r32.signature.returns.len(), 1);
    assert_eq!(r32.signature.params.len(), 1);
    gfxc::ir::verifier::verify_module(&out)
        .unwrap_or_else(|e| panic!("{}", e.render("large_results.gir")));
}

/// No recursion: the kernel's static private segment (no `stack_bytes` in the launch, no
/// dynamic stack) covers the callee's frame with its stack-argument slots; the strict
/// simulator faults on a scratch access past it.
#[test]
fn stack_arguments_fit_the_static_private_segment_on_every_target() {
    let p = common::root().join("tests/calls/stack_args_static.gir");
    let m = common::gir_module(&std::fs::read_to_string(p).unwrap());
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "in"}, {"buffer": "res"}],
            "buffers": {"in": {"type": "i32", "len": 6144, "init": "iota"},
                        "res": {"type": "i32", "len": 128}}}"#,
    )
    .unwrap();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        assert!(!asm.contains(".uses_dynamic_stack: true"), "{cpu}{mattr}");
        let obj = gfxc::compile_module(&m, &t).unwrap();
        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        assert_eq!(
            got.0.buffer("res").unwrap().bytes,
            want.buffer("res").unwrap().bytes,
            "{cpu}{mattr}"
        );
    }
}

/// The demoted signature's registers equal llc-19's: the hidden pointer in v0, then the
/// arguments (`i64` in v[1:2], `i32` in v3), for a function returning `<20 x i64>` (live,
/// when llc-19 is installed).
#[test]
fn demoted_result_registers_equal_llc19_live() {
    if !common::llvm_tool("llc-19") {
        return;
    }
    let out = gfxc_isel::lower::inline::inline_module(&large_results_module()).unwrap();
    let big = &out.functions[out.function_by_name("big").unwrap()];
    let args = gfxc_isel::call_conv::assign_args(&big.signature.params);
    let gfxc: Vec<u16> = args
        .locs
        .iter()
        .flatten()
        .map(|l| match l {
            gfxc_isel::call_conv::Loc::Vgpr(v) => *v,
            l => panic!("{l:?}"),
        })
        .collect();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-sret-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("g.ll");
    std::fs::write(
        &p,
        "define <20 x i64> @g(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  \
         %s = add i64 %a, %w\n  %v = insertelement <20 x i64> zeroinitializer, i64 %s, i32 %b\n  \
         ret <20 x i64> %v\n}\n",
    )
    .unwrap();
    let o = std::process::Command::new("llc-19")
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-stop-after=finalize-isel",
        ])
        .arg(&p)
        .args(["-o", "-"])
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("liveins: $vgpr"))
        .expect("VGPR live-ins");
    let llc: Vec<u16> = line
        .split('$')
        .filter_map(|t| t.strip_prefix("vgpr"))
        .map(|t| t.trim_end_matches([',', ' ']).parse().unwrap())
        .collect();
    assert_eq!(gfxc, llc);
}
