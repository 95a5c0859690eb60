//! 16-bit lanes across real calls in llc-19's form on every generation
//! (`gfxc_lower::half_abi`): on GFX6/GFX7 (no 16-bit instructions) each `half`, scalar or
//! vector lane, is passed and returned as the `f32` it converts to, and each `i16` vector lane
//! in a dword of its own; on GFX8+ two 16-bit lanes share a dword.
//!
//! `tests/calls/half_abi_lib.ll` defines `noinline` functions taking and returning `half`,
//! `<2 x half>`, `<3 x half>`, `<4 x i16>`, `<3 x i16>`, `<2 x i16>` next to `i16` and `i32`;
//! `tests/calls/half_abi_main.ll` calls them with per-lane values and stores every result's
//! bits. On all 13 target modes, against the interpreter running the two modules linked as
//! IR: one gfxc compile; gfxc's kernel object linked with llc-19's object of the library;
//! llc-19's kernel object linked with gfxc's object of the library. Before, GFX6/GFX7 packed
//! two lanes to a dword and passed `half` as its bits, and the mixed links disagreed there.
//! llc-19's objects are committed (`tests/golden/half_abi/`) and re-made live when llc-19
//! runs (`GFXC_BLESS=1` rewrites them).

mod common;

use common::{objects_match_interpreter, ALL_TARGETS};

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o"}],
    "buffers": {"o": {"type": "u32", "len": 2048}}}"#;

#[test]
fn half_lanes_match_the_interpreter_in_one_compile() {
    let m = common::linked_calls_ir("half_abi_main.ll", "half_abi_lib.ll");
    for &(cpu, mattr) in ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        for f in ["h_add", "h_swap", "h3", "i4", "i3", "mixed"] {
            assert!(
                asm.contains(&format!("\n{f}:")),
                "{cpu}{mattr}: @{f} is not a function"
            );
        }
    }
    objects_match_interpreter("half_abi", &m, LAUNCH, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("half_abi"))
    });
}

#[test]
fn gfxc_caller_links_with_llc19_callees() {
    let m = common::linked_calls_ir("half_abi_main.ll", "half_abi_lib.ll");
    let main = common::calls_module("half_abi_main.ll");
    objects_match_interpreter("half_abi gfxc+llc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        let l = common::calls_llc_golden("half_abi", "half_abi_lib.ll", cpu, mattr);
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib_llc.o".into(), l)])
    });
}

#[test]
fn llc19_caller_links_with_gfxc_callees() {
    let m = common::linked_calls_ir("half_abi_main.ll", "half_abi_lib.ll");
    let lib = common::calls_module("half_abi_lib.ll");
    objects_match_interpreter("half_abi llc+gfxc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = common::calls_llc_golden("half_abi", "half_abi_main.ll", cpu, mattr);
        let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("main_llc.o".into(), k), ("lib.o".into(), l)])
    });
}

/// A `half` vector result that fits v0..v31 packed but not one lane per dword (llc-19 returns
/// it through a hidden pointer on GFX6/GFX7) is a located `unsupported:` there, and compiles
/// on GFX8+.
#[test]
fn widened_results_past_v31_are_located_errors() {
    let src = "function @f(v0: f16x40) -> f16x40 noinline {
block0:
    return v0
}

kernel @k(v0: ptr.global) {
block0:
    v1 = load.f16x40 v0
    v2 = call @f(v1)
    store v2, v0
    return
}
";
    let m = common::gir_module(src);
    for (cpu, ok) in [("gfx600", false), ("gfx700", false), ("gfx803", true)] {
        let r = gfxc::compile_module(&m, &common::target_with(cpu, ""));
        match r {
            Ok(_) => assert!(ok, "{cpu}: compiled"),
            Err(d) => {
                let e = d.render("k.gir");
                assert!(!ok, "{cpu}: {e}");
                assert!(
                    e.contains("k.gir:1:") && e.contains("error: unsupported: a f16x40 result"),
                    "{cpu}: {e}"
                );
            }
        }
    }
}
