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
//!
//! The dispatch pointer (s[4:5]) and the dispatch id (s[10:11]): `tests/calls/ext_dispatch_main.ll`
//! calls `@ext_dispatch` / `@ext_id` of `tests/calls/ext_dispatch_lib.ll`, which read the
//! dispatch packet through `llvm.amdgcn.dispatch.ptr` and `llvm.amdgcn.dispatch.id`; gfxc's
//! kernel object with llc-19's library object (goldens `tests/golden/ext_dispatch/`) and with
//! gfxc's own, 13 modes against the interpreter (dispatch id
//! `gfxc_ir::launch::DISPATCH_ID` in both engines); and the calling kernel's user-SGPR and
//! input fields of the kernel descriptor equal llc-19's (its kernel object, golden).

mod common;

use common::{objects_match_interpreter, ALL_TARGETS};
use std::path::Path;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o"}, {"i32": 5}],
    "buffers": {"o": {"type": "u32", "len": 128}}}"#;

const LAUNCH_DISPATCH: &str = r#"{"kernel": "k", "grid": [128, 2, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o"}, {"buffer": "o64"}, {"i32": 5}],
    "buffers": {"o": {"type": "u32", "len": 128}, "o64": {"type": "u64", "len": 128}}}"#;

const LAUNCH_K2: &str = r#"{"kernel": "k2", "grid": [64, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "o64"}],
    "buffers": {"o64": {"type": "u64", "len": 64}}}"#;

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

#[test]
fn external_callee_gets_the_dispatch_pointer_and_id_from_gfxc() {
    let m = common::linked_calls_ir("ext_dispatch_main.ll", "ext_dispatch_lib.ll");
    let main = common::calls_module("ext_dispatch_main.ll");
    let lib = common::calls_module("ext_dispatch_lib.ll");
    objects_match_interpreter(
        "ext dispatch gfxc+llc",
        &m,
        LAUNCH_DISPATCH,
        ALL_TARGETS,
        |t| {
            let (cpu, mattr) = common::mode_of(t);
            let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
            let l = common::calls_llc_golden("ext_dispatch", "ext_dispatch_lib.ll", cpu, mattr);
            gfxc_emit::link::link(&[("main.o".into(), k), ("lib.o".into(), l)])
        },
    );
    objects_match_interpreter(
        "ext dispatch gfxc+gfxc",
        &m,
        LAUNCH_DISPATCH,
        ALL_TARGETS,
        |t| {
            let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
            let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
            gfxc_emit::link::link(&[("main.o".into(), k), ("lib.o".into(), l)])
        },
    );
    // A kernel reading the dispatch id itself (its Dispatch Id user SGPRs).
    objects_match_interpreter("k2 dispatch id", &m, LAUNCH_K2, ALL_TARGETS, |t| {
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib.o".into(), l)])
    });
}

/// The fields of kernel `name`'s descriptor that say which inputs it receives where.
fn input_fields(obj: &[u8], name: &str) -> Vec<(String, String)> {
    let r = gfxc_emit::reader::read(obj).unwrap();
    let (_, kd) = r
        .object
        .kernels()
        .find(|(f, _)| f.name == name)
        .unwrap_or_else(|| panic!("no kernel {name}"));
    let j = gfxc_emit::inspect::descriptor_json(kd).unwrap();
    [
        "user_sgpr_count",
        "user_sgpr_private_segment_buffer",
        "user_sgpr_dispatch_ptr",
        "user_sgpr_queue_ptr",
        "user_sgpr_kernarg_segment_ptr",
        "user_sgpr_dispatch_id",
        "user_sgpr_flat_scratch_init",
        "user_sgpr_private_segment_size",
        "enable_private_segment",
        "system_sgpr_workgroup_id_x",
        "system_sgpr_workgroup_id_y",
        "system_sgpr_workgroup_id_z",
        "system_vgpr_workitem_id",
        "uses_dynamic_stack",
    ]
    .iter()
    .map(|k| (k.to_string(), j[*k].to_string()))
    .collect()
}

/// The calling kernel's user SGPRs (private segment buffer, dispatch pointer, kernarg
/// pointer, dispatch id, flat scratch init: so the dispatch pointer arrives where llc-19's
/// kernel has it and the kernarg pointer after it), its system SGPRs and work-item ids, as
/// llc-19 sets them for a kernel calling an unknown function (its kernel object, golden
/// `tests/golden/ext_dispatch/ext_dispatch_main_MODE.o`, linked with its library object).
#[test]
fn calling_kernel_descriptor_inputs_equal_llc19() {
    let main = common::calls_module("ext_dispatch_main.ll");
    let mut diffs = Vec::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let lib = common::calls_llc_golden("ext_dispatch", "ext_dispatch_lib.ll", cpu, mattr);
        let llc_main = common::calls_llc_golden("ext_dispatch", "ext_dispatch_main.ll", cpu, mattr);
        let ours = gfxc::compile_module_relocatable(&main, &t).unwrap();
        let ours = gfxc_emit::link::link(&[("main.o".into(), ours), ("lib.o".into(), lib.clone())])
            .unwrap();
        let theirs =
            gfxc_emit::link::link(&[("main.o".into(), llc_main), ("lib.o".into(), lib)]).unwrap();
        let (a, b) = (input_fields(&ours, "k"), input_fields(&theirs, "k"));
        for ((k, x), (_, y)) in a.iter().zip(&b) {
            if x != y {
                diffs.push(format!("{cpu}{mattr} {k}: gfxc {x}, llc-19 {y}"));
            }
        }
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}
