//! Limits of real calls that made valid programs fail (issue 15): a device function keeping
//! hundreds of values live across a call (`regalloc/src/calls.rs`: when every caller-saved
//! VGPR holds such a value, the call's SGPR lanes go through one of the VGPRs saved to the
//! frame anyway; before: `unsupported: no free VGPR at a call`), and frames of more than
//! 4095 bytes per lane (MUBUF's and `scratch_*`'s immediate offset: the high part goes through
//! the base register, `s33 + K` around call saves and callee-saved VGPR saves, s28 for a
//! device function's spills, as llc-19 materialises such offsets; before: `unsupported: a
//! call frame of more than 4095 bytes per lane` / `device function VGPR spill frame of more
//! than 4096 bytes`). Generated programs on all 13 target modes against the interpreter.

mod common;

use common::ALL_TARGETS;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "in"}, {"buffer": "out"}],
    "buffers": {"in": {"type": "u32", "len": 300,
                       "init": {"random": 7, "min": 0, "max": 4294967295}},
                "out": {"type": "u32", "len": 64}}}"#;

use common::gen::calls_limits_module as module;

/// Values live across a call, 1 to 300 (past the 108 callee-saved VGPRs, past every VGPR
/// of the file), on every target mode.
#[test]
fn values_live_across_a_call_from_1_to_300() {
    for live in [1, 40, 108, 180, 230, 260, 300] {
        common::gir_matches_interpreter(
            &format!("live{live}"),
            &module(live, 0, 0),
            LAUNCH,
            ALL_TARGETS,
        );
    }
}

/// Frames of 4 KiB to 64 KiB per lane in both functions (call saves, callee-saved VGPR saves
/// and spill slots past the immediate offset), on every target mode.
#[test]
fn frames_past_4_kib_per_lane() {
    for frame in [4096, 8192, 16384, 65536] {
        common::gir_matches_interpreter(
            &format!("frame{frame}"),
            &module(60, frame, frame),
            LAUNCH,
            ALL_TARGETS,
        );
    }
}

/// The far slots go through the base register (not a silently wrapped immediate): in wave
/// bytes where frames are MUBUF, per-lane bytes with architected flat scratch.
#[test]
fn far_frame_slots_adjust_the_base_register() {
    let src = module(60, 16384, 16384);
    for (cpu, k) in [("gfx900", "0x100000"), ("gfx1100", "0x4000")] {
        let m = common::gir_module(&src);
        let asm = gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, "")).unwrap();
        // Call saves and callee-saved VGPRs: s33 moved up and back.
        assert!(asm.contains(&format!("s_add_u32 s33, s33, {k}")), "{cpu}");
        // Spills: s28 = s33 + K, SCC kept in s29 and given back.
        assert!(asm.contains(&format!("s_add_u32 s28, s33, {k}")), "{cpu}");
        assert!(asm.contains("s_cselect_b32 s29, 1, 0"), "{cpu}");
        assert!(asm.contains("s_cmp_lg_u32 s29, 0"), "{cpu}");
    }
}
