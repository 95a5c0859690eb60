//! Indirect calls (`func_addr`, `call_indirect`; `gfxc_lower::indirect_calls`,
//! `gfxc_isel::indirect_calls`, `gfxc_regalloc::calls`): function addresses selected, stored
//! to private memory and loaded back, passed to a device function; calls through a uniform
//! pointer (`s_swappc_b64` through an SGPR pair) and through a divergent one (the waterfall
//! loop), with and without results, i32/f32/i64/f64 arguments, in a divergent branch, and
//! from a device function. Each runs on all 13 target modes on the strict simulator and must
//! give exactly the interpreter's buffers.

mod common;

use common::{gir_matches_interpreter, ALL_TARGETS};

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"i32": SEL}],
    "buffers": {"a": {"type": "i32", "len": 128}, "b": {"type": "i32", "len": 128},
                "c": {"type": "i32", "len": 128}}}"#;

fn src(name: &str) -> String {
    std::fs::read_to_string(common::root().join("tests/calls").join(name)).unwrap()
}

#[test]
fn indirect_calls_match_the_interpreter_on_every_target() {
    // Both values of the uniform selector: each of the two uniform callees.
    for sel in ["0", "1"] {
        gir_matches_interpreter(
            "indirect.gir",
            &src("indirect.gir"),
            &LAUNCH.replace("SEL", sel),
            ALL_TARGETS,
        );
    }
}
