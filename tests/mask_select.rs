//! i1 `select` with a constant side on lane masks (`isel/src/arith.rs`,
//! `mask_select_const`): the structurizer's flow flags are such selects. The kernel of
//! `tests/cases/compile/mask_select_const.gir` (whose precise output shows the single mask
//! operations) computes every constant form (`select c, 1, x`, `c, 0, x`, `c, x, 1`,
//! `c, x, 0`, `c, 1, 0`, `c, 0, 1`, `c, 1, 1`, `c, 0, 0`) for divergent and uniform `c` and
//! `x`, packs them into one word per lane and branches on one of them; every target mode
//! must give the interpreter's buffers bit for bit.

mod common;
use common::*;

const LAUNCH: &str = r#"{"kernel": "mask_select", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"i32": 40}, {"i32": 500}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 11, "min": 0, "max": 1000}},
              "b": {"type": "i32", "len": 128, "init": {"random": 3, "min": 0, "max": 10}}},
  "lds_dynamic": 0}"#;

#[test]
fn constant_side_selects_match_interpreter() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/compile/mask_select_const.gir");
    let src = std::fs::read_to_string(path).unwrap();
    gir_matches_interpreter("mask_select_const.gir", &src, LAUNCH, ALL_TARGETS);
}

const EXT_LAUNCH: &str = r#"{"kernel": "bool_ext", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"i32": ARG1}, {"i32": 9}],
  "buffers": {"a": {"type": "i32", "len": 512, "init": {"random": 4, "min": 0, "max": 100}}},
  "lds_dynamic": 0}"#;

/// `zext`/`sext` of a uniform i1 to i8, i16, i32 and i64 are selected on the SALU
/// (`tests/cases/compile/uniform_bool_ext.gir` shows the `s_cselect`s); with the compare true
/// (argument 5 < 9) and false (argument 20), every target mode gives the interpreter's
/// buffer.
#[test]
fn uniform_bool_extensions_match_interpreter() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/compile/uniform_bool_ext.gir");
    let src = std::fs::read_to_string(path).unwrap();
    for arg in ["5", "20"] {
        let launch = EXT_LAUNCH.replace("ARG1", arg);
        gir_matches_interpreter("uniform_bool_ext.gir", &src, &launch, ALL_TARGETS);
    }
}
