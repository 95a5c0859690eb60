//! Frames across compilers: gfxc objects and llc-19 objects linked together where the callees
//! and the caller use stack (docs/calls.md). `tests/calls/frame_lib.ll` defines `@leaf` (a
//! private pointer of its caller and 40 `i32` arguments, 10 of them on the stack; an `alloca`
//! indexed by a lane-dependent value) and `@mid` (300 values loaded before its call of `@leaf`
//! and used after it: callee-saved VGPRs, saves around the call and VGPR spills in both
//! compilers, an `alloca` whose address `@leaf` writes through); `tests/calls/frame_main.ll`'s
//! kernel has a frame of its own (an `alloca` it passes to `@leaf`) and calls both.
//!
//! On all 13 target modes, against the interpreter running the two modules linked as IR:
//! - gfxc's kernel object linked with llc-19's object of the library;
//! - llc-19's kernel object linked with gfxc's object of the library;
//! - both gfxc (one compile).
//!
//! Both sides must agree on the stack pointer s32 and frame pointer s33 (wave bytes on
//! GFX6-GFX10, per-lane bytes with architected flat scratch), the scratch descriptor s[0:3]
//! (GFX6-GFX10), the stack-argument slots and the callee-saved registers
//! (`gfxc_regalloc::calls::mubuf_frames`).
//!
//! llc-19's objects are committed (`tests/golden/frames/`, `llc-19 -filetype=obj`) and re-made
//! live when llc-19 runs (`GFXC_BLESS=1` rewrites them).

mod common;

use common::{objects_match_interpreter, target_with, ALL_TARGETS};

/// `stack_bytes`: a kernel calling a function of another object has a dynamic stack, and
/// `@leaf`'s spills take more than the default 1024 bytes per lane.
const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1], "stack_bytes": 4096,
    "args": [{"buffer": "o"}, {"buffer": "g"}],
    "buffers": {"o": {"type": "u32", "len": 512},
                "g": {"type": "u32", "len": 300, "init": {"random": 5, "min": 0, "max": 100000}}}}"#;

#[test]
fn gfxc_library_has_frames_spills_and_stack_arguments() {
    // What the mixed links exercise on gfxc's side, on every mode.
    let m = common::linked_calls_ir("frame_main.ll", "frame_lib.ll");
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        let k = &asm[asm.find("\nk:").unwrap()..];
        let k = &k[..k.find("s_endpgm").unwrap()];
        let mid = &asm[asm.find("\nmid:").unwrap()..];
        let leaf = &asm[asm.find("\nleaf:").unwrap()..asm.find("\nmid:").unwrap()];
        let mubuf = !matches!(cpu, "gfx942" | "gfx1100");
        let frame = if mubuf { "s[0:3], s33" } else { "off, s33" };
        for (name, body) in [("mid", mid), ("leaf", leaf)] {
            assert!(
                body.contains(frame),
                "{cpu}{mattr} @{name}: no frame access"
            );
            assert!(body.contains("s_mov_b32 s33, s32"), "{cpu}{mattr} @{name}");
        }
        if mubuf {
            // The kernel passes its descriptor (private segment buffer + wave offset) in
            // s[0:3] to its calls: copied once, before the first call.
            let copy = "s_mov_b64 s[0:1], s[36:37]";
            assert_eq!(k.matches(copy).count(), 1, "{cpu}{mattr}");
            assert!(
                k.find(copy).unwrap() < k.find("s_swappc_b64").unwrap(),
                "{cpu}{mattr}"
            );
        }
        // Stack arguments: @mid stores 13 dwords at s32, @leaf loads them from s33.
        let at_sp = if mubuf { ", off, s[0:3], s32" } else { ", s32" };
        let stores = mid
            .lines()
            .filter(|l| l.contains("_store_") && l.contains(at_sp))
            .count();
        assert!(stores >= 13, "{cpu}{mattr}: {stores} stack argument stores");
        // Callee-saved VGPRs (v40-v47 + 16k) @mid uses are saved in its frame; it uses some.
        let saved: Vec<String> = (40..256)
            .filter(|v| (v - 40) % 16 < 8)
            .map(|v| format!("v{v}"))
            .filter(|v| {
                mid.split(|c: char| !c.is_ascii_alphanumeric())
                    .any(|w| w == v.as_str())
            })
            .collect();
        assert!(
            !saved.is_empty(),
            "{cpu}{mattr}: @mid uses no callee-saved VGPR"
        );
        for v in &saved {
            assert!(
                mid.contains(&format!("{v}, off, s[0:3], s33"))
                    || mid.contains(&format!("{v}, s33")),
                "{cpu}{mattr}: {v} not saved"
            );
        }
        // s32 steps in wave bytes on MUBUF frames (a multiple of the wave size).
        if mubuf {
            let ws: u32 = if mattr.is_empty() && cpu.starts_with("gfx10") {
                32
            } else {
                64
            };
            let step = mid
                .lines()
                .find_map(|l| l.trim().strip_prefix("s_add_u32 s32, s32, "))
                .expect("stack pointer step");
            let step = u32::from_str_radix(step.trim_start_matches("0x"), 16).unwrap();
            assert_eq!(step % ws, 0, "{cpu}{mattr}: s32 step {step:#x}");
        }
    }
}

#[test]
fn frames_match_the_interpreter_in_one_gfxc_compile() {
    let m = common::linked_calls_ir("frame_main.ll", "frame_lib.ll");
    objects_match_interpreter("frames", &m, LAUNCH, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("frames"))
    });
}

#[test]
fn gfxc_caller_links_with_llc19_callees_that_use_stack() {
    let m = common::linked_calls_ir("frame_main.ll", "frame_lib.ll");
    let main = common::calls_module("frame_main.ll");
    objects_match_interpreter("frames gfxc+llc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = gfxc::compile_module_relocatable(&main, t).map_err(|d| d.render("main"))?;
        let l = common::calls_llc_golden("frames", "frame_lib.ll", cpu, mattr);
        gfxc_emit::link::link(&[("main.o".into(), k), ("lib_llc.o".into(), l)])
    });
}

#[test]
fn llc19_caller_links_with_gfxc_callees_that_use_stack() {
    let m = common::linked_calls_ir("frame_main.ll", "frame_lib.ll");
    let lib = common::calls_module("frame_lib.ll");
    objects_match_interpreter("frames llc+gfxc", &m, LAUNCH, ALL_TARGETS, |t| {
        let (cpu, mattr) = common::mode_of(t);
        let k = common::calls_llc_golden("frames", "frame_main.ll", cpu, mattr);
        let l = gfxc::compile_module_relocatable(&lib, t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("main_llc.o".into(), k), ("lib.o".into(), l)])
    });
}
