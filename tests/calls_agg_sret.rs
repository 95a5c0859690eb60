//! Aggregate results of more than 32 dwords (`gfxc_ll` `agg_ret::agg_ret_sret`): returned as
//! llc-19 returns them, through a hidden first argument, a private pointer in v0 (LLVM's sret
//! demotion), to which the callee stores the value in its memory layout (field offsets and
//! padding of the `DataLayout`) and from which the caller loads it after the call.
//!
//! `tests/calls/agg_sret_lib.ll` defines `noinline` functions returning a 33-dword struct
//! (`{ [20 x i32], double, i8, <4 x half>, [8 x float] }`, padding after the `i8`), a
//! `[40 x i32]`, and one forwarding another's large result; `tests/calls/agg_sret_main.ll`
//! calls them and stores fields. On all 13 target modes against the interpreter running the
//! two modules linked as IR: one gfxc compile; gfxc's kernel object linked with llc-19's
//! object of the library; llc-19's kernel object linked with gfxc's object of the library
//! (goldens `tests/golden/agg_sret/`, re-made live when llc-19 runs, `GFXC_BLESS=1` rewrites
//! them). Before, such a result was a located `unsupported:` in the importer.

mod common;

use common::{objects_match_interpreter, ALL_TARGETS};

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o"}],
    "buffers": {"o": {"type": "u32", "len": 2048}}}"#;

#[test]
fn large_aggregate_results_match_the_interpreter_in_one_compile() {
    let m = common::linked_calls_ir("agg_sret_main.ll", "agg_sret_lib.ll");
    for &(cpu, mattr) in ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        for f in ["mk_b", "mk_a", "fwd"] {
            assert!(
                asm.contains(&format!("\n{f}:")),
                "{cpu}{mattr}: @{f} is not a function"
            );
        }
    }
    objects_match_interpreter("agg_sret", &m, LAUNCH, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("agg_sret"))
    });
}

#[test]
fn gfxc_caller_links_with_llc19_callees() {
    let m = common::linked_calls_ir("agg_sret_main.ll", "agg_sret_lib.ll");
    let main = common::calls_module("agg_sret_main.ll");
    objects_match_interpreter("agg_sret gfxc+llc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        let l = common::calls_llc_golden("agg_sret", "agg_sret_lib.ll", cpu, mattr);
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib_llc.o".into(), l)])
    });
}

#[test]
fn llc19_caller_links_with_gfxc_callees() {
    let m = common::linked_calls_ir("agg_sret_main.ll", "agg_sret_lib.ll");
    let lib = common::calls_module("agg_sret_lib.ll");
    objects_match_interpreter("agg_sret llc+gfxc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = common::calls_llc_golden("agg_sret", "agg_sret_main.ll", cpu, mattr);
        let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("main_llc.o".into(), k), ("lib.o".into(), l)])
    });
}
