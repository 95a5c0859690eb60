//! By-value aggregate results of device functions (`gfxc_ll` `agg_ret`: the leaves of a
//! returned struct or array packed into dwords, v0, v1, ... as llc-19 returns them).
//!
//! `tests/calls/agg_ret_lib.ll` defines `noinline` functions returning aggregates with every
//! leaf kind; `tests/calls/agg_ret_main.ll` calls them (and a recursive internal function
//! returning `{ i32, float }`) and stores every leaf. On all 13 target modes, against the
//! interpreter running the two modules linked as IR:
//! - the two modules in one gfxc compile (the callees stay real calls);
//! - gfxc's kernel object linked (`gfxc link`) with llc-19's object of the library: llc-19's
//!   callees write each leaf where gfxc's caller reads it;
//! - llc-19's kernel object linked with gfxc's object of the library: gfxc's callees write
//!   each leaf where llc-19's caller reads it, and keep s[0:3], llc-19's scratch descriptor
//!   (its `rec` spills through it after the calls), on every target without architected
//!   flat scratch (`gfxc_regalloc::calls::RSRC_INPUT`).
//!
//! The mixed links run on all 13 modes: on GFX6/GFX7 `gfxc_lower::half_abi` returns every
//! `half` leaf or lane as an `f32` dword and every 16-bit vector lane in a dword of its own,
//! as llc-19 does there (`@mk_h`: a lone `half`, `<3 x i16>`, `i16`, `<2 x half>`). Before
//! that change the two mixed links failed on gfx600 and gfx700.
//!
//! llc-19's objects are committed (`tests/golden/agg_ret/`, `llc-19 -filetype=obj`) and re-made
//! live when llc-19 runs (`GFXC_BLESS=1` rewrites them).

mod common;

use common::{objects_match_interpreter, target_with, ALL_TARGETS};

/// The modes of the mixed links: all of them.
fn interop_targets() -> Vec<(&'static str, &'static str)> {
    ALL_TARGETS.to_vec()
}

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o"}],
    "buffers": {"o": {"type": "u32", "len": 3584}}}"#;

#[test]
fn aggregate_results_are_packed_dwords() {
    let m = common::calls_module("agg_ret_lib.ll");
    let ret = |n: &str| {
        m.functions[m.function_by_name(n).unwrap()]
            .signature
            .returns[0]
    };
    use gfxc::ir::{Scalar, Type};
    // i8, i32, <2 x half>, double (2), [3 x i16] (3), { float, i64 } (3).
    assert_eq!(ret("mk_s"), Type::Vector(Scalar::I32, 11));
    // <3 x half> (2), i1, global pointer (2), LDS pointer, <3 x i8> (3).
    assert_eq!(ret("mk_t"), Type::Vector(Scalar::I32, 9));
    assert_eq!(ret("mk_a"), Type::Vector(Scalar::I32, 8));
    assert_eq!(ret("mk_one"), Type::I32);
    // half, <3 x i16> (2), i16, <2 x half>, i32.
    assert_eq!(ret("mk_h"), Type::Vector(Scalar::I32, 6));
}

#[test]
fn aggregate_results_match_the_interpreter_on_every_target() {
    let m = common::linked_calls_ir("agg_ret_main.ll", "agg_ret_lib.ll");
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        for f in ["mk_s", "mk_t", "mk_a", "mk_one", "mk_h", "rec"] {
            assert!(
                asm.contains(&format!("\n{f}:")),
                "{cpu}{mattr}: @{f} is not a function"
            );
        }
    }
    objects_match_interpreter("agg_ret", &m, LAUNCH, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("agg_ret"))
    });
}

#[test]
fn gfxc_caller_links_with_llc19_callees() {
    let m = common::linked_calls_ir("agg_ret_main.ll", "agg_ret_lib.ll");
    let main = common::calls_module("agg_ret_main.ll");
    objects_match_interpreter("agg_ret gfxc+llc", &m, LAUNCH, &interop_targets(), |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        let l = common::calls_llc_golden("agg_ret", "agg_ret_lib.ll", cpu, mattr);
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib_llc.o".into(), l)])
    });
}

#[test]
fn llc19_caller_links_with_gfxc_callees() {
    let m = common::linked_calls_ir("agg_ret_main.ll", "agg_ret_lib.ll");
    let lib = common::calls_module("agg_ret_lib.ll");
    objects_match_interpreter("agg_ret llc+gfxc", &m, LAUNCH, &interop_targets(), |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = common::calls_llc_golden("agg_ret", "agg_ret_main.ll", cpu, mattr);
        let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("main_llc.o".into(), k), ("lib.o".into(), l)])
    });
}
