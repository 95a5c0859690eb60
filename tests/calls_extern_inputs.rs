//! Implicit inputs of external (declared, unknown) callees: gfxc passes the implicit-argument
//! pointer in s[8:9] to a function defined in another module, as llc-19 passes it to every
//! unknown callee (`gfxc_lower::inline::implicit_args_reached`: a declaration counts as
//! reading it). `tests/calls/ext_implicit_main.ll` calls `@wg_size_x` of
//! `tests/calls/ext_implicit_lib.ll`, which reads the work-group size from the hidden block
//! through `llvm.amdgcn.implicitarg.ptr`. gfxc's kernel object (`gfxc compile -c`) linked by
//! `gfxc link` with llc-19's library object (goldens `tests/golden/ext_implicit/`, re-made live
//! when llc-19 runs, `GFXC_BLESS=1` rewrites them) and with gfxc's own, on all 13 modes
//! against the interpreter running the linked IR. Before: the kernel passed nothing in
//! s[8:9], and llc-19's callee read the hidden block through whatever the registers held.

mod common;

use common::{objects_match_interpreter, ALL_TARGETS};
use std::path::Path;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o"}, {"i32": 5}],
    "buffers": {"o": {"type": "u32", "len": 128}}}"#;

fn linked_ir() -> gfxc::ir::Module {
    let mut m = common::calls_module("ext_implicit_main.ll");
    m.link(&common::calls_module("ext_implicit_lib.ll"))
        .unwrap();
    m
}

fn llc_lib(cpu: &str, mattr: &str) -> Vec<u8> {
    common::llc19_golden_object(
        Path::new(&format!(
            "tests/golden/ext_implicit/lib_{}.o",
            common::mode_name(cpu, mattr)
        )),
        Path::new("tests/calls/ext_implicit_lib.ll"),
        cpu,
        mattr,
    )
}

#[test]
fn external_callee_gets_the_implicit_argument_pointer_from_gfxc() {
    let m = linked_ir();
    let main = common::calls_module("ext_implicit_main.ll");
    let lib = common::calls_module("ext_implicit_lib.ll");
    objects_match_interpreter("ext implicit gfxc+llc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib.o".into(), llc_lib(cpu, mattr))])
    });
    objects_match_interpreter("ext implicit gfxc+gfxc", &m, LAUNCH, ALL_TARGETS, |t| {
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib.o".into(), l)])
    });
}
