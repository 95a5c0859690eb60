//! LDS variables reached from real calls (issue 15, `gfxc_lower::module_lds`): a device
//! function called from kernels whose LDS layouts place its variable at different offsets
//! finds it in each, through the LDS address table indexed by the LDS kernel id in s15 (as
//! llc-19 passes `llvm.amdgcn.lds.kernel.id`). `tests/calls/module_lds.gir`: `@shared` at
//! 1024 in `@k1`, at 0 in `@k2` and `@k3`; a `noinline` callee, a recursive one and a
//! forwarder; each kernel on all 13 target modes against the interpreter, the calls staying
//! calls. Before, such a callee was inlined (and a recursive one was `unsupported:`).

mod common;

use common::{gir_matches_interpreter, target_with, ALL_TARGETS};

const FILE: &str = "tests/calls/module_lds.gir";

fn source() -> String {
    std::fs::read_to_string(common::root().join(FILE)).unwrap()
}

fn spec(kernel: &str) -> String {
    format!(
        r#"{{"kernel": "{kernel}", "grid": [128, 1, 1], "block": [64, 1, 1], "stack_bytes": 4096,
            "args": [{{"buffer": "out"}}],
            "buffers": {{"out": {{"type": "u32", "len": 64}}}}}}"#
    )
}

#[test]
fn lds_of_callees_in_kernels_with_different_layouts_on_every_target() {
    let src = source();
    for k in ["k1", "k2", "k3"] {
        gir_matches_interpreter(FILE, &src, &spec(k), ALL_TARGETS);
    }
}

/// The callees stay calls and read the table; the kernels pass their LDS kernel id (0, 1, 2:
/// module order) in s15, and the layouts really differ (`@shared` at 1024 and at 0).
#[test]
fn callees_read_lds_addresses_from_the_kernel_row() {
    let m = common::gir_module(&source());
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        // k1: @via; k2: @via; k3: @put, @bump; @via: @put, @bump; @bump: itself.
        assert_eq!(asm.matches("s_swappc_b64").count(), 7, "{cpu}{mattr}");
        assert!(asm.contains("__gfxc_lds_table@rel32@lo"), "{cpu}{mattr}");
        for (k, id) in [("k1", 0), ("k2", 1), ("k3", 2)] {
            let body = &asm[asm.find(&format!("\n{k}:")).unwrap()..];
            let body = &body[..body.find("s_endpgm").unwrap()];
            // `s_mov_b32 s15, id`, or `s_mov_b32 sX, id` ... `s_mov_b32 s15, sX`.
            let lines: Vec<&str> = body.lines().map(str::trim).collect();
            let set = |reg: &str, k: usize| {
                lines[..k]
                    .iter()
                    .any(|l| *l == format!("s_mov_b32 {reg}, {id}"))
            };
            let ok = lines.iter().enumerate().any(|(k, l)| {
                l.strip_prefix("s_mov_b32 s15, ")
                    .is_some_and(|src| src == id.to_string() || set(src, k))
            });
            assert!(ok, "{cpu}{mattr} {k}: no LDS kernel id {id} in s15");
        }
    }
    let lm = gfxc_isel::lower::pipeline::lower_module(&m, &target_with("gfx900", "")).unwrap();
    let shared = lm.module.global_by_name("shared").unwrap();
    let offs: Vec<Option<u32>> = ["k1", "k2", "k3"]
        .iter()
        .map(|n| {
            let k = lm.kernels.iter().find(|k| k.name == *n).unwrap();
            k.lds.offset_of(shared)
        })
        .collect();
    assert_eq!(offs, [Some(1024), Some(0), Some(0)]);
}
