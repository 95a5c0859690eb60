//! Uniform operands of `add` chains summed first (`lower/src/reassoc_uniform.rs`). The kernel
//! of `tests/cases/compile/reassoc_uniform.gir` (whose precise output shows the scalar sums)
//! has 64- and 32-bit chains with the uniform operands on either side, a chain of three, and
//! an inner `add` with a second use that must stay; every target mode must give the
//! interpreter's buffer, and after lowering no `add` of a uniform value and a single-use
//! divergent `add` with a uniform operand is left.

mod common;
use common::*;
use gfxc::ir::{InstData, Opcode, ValueDef};
use std::collections::HashMap;

const LAUNCH: &str = r#"{"kernel": "reassoc", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"i64": 3}, {"i64": 5}, {"i32": -7}, {"i32": 100000}],
  "buffers": {"a": {"type": "i32", "len": 512, "init": {"random": 2, "min": 0, "max": 100}}},
  "lds_dynamic": 0}"#;

fn source() -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/compile/reassoc_uniform.gir");
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn reassociated_chains_match_interpreter() {
    gir_matches_interpreter("reassoc_uniform.gir", &source(), LAUNCH, ALL_TARGETS);
}

#[test]
fn no_uniform_operand_left_behind_a_divergent_add() {
    let m = gir_module(&source());
    let lm = gfxc_isel::lower::pipeline::lower_module(&m, &target_with("gfx900", "")).unwrap();
    let f = lm.module.functions.values().next().unwrap();
    let uni = &lm.kernels[0].uniformity;
    let mut uses: HashMap<gfxc::ir::Value, usize> = HashMap::new();
    let mut adds = Vec::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            for v in f.dfg.insts[i].all_values() {
                *uses.entry(v).or_default() += 1;
            }
            if let InstData::Binary {
                opcode: Opcode::Add,
                args,
            } = f.dfg.insts[i]
            {
                adds.push(args);
            }
        }
    }
    assert!(adds.len() >= 6, "{adds:?}");
    for [x, y] in adds {
        for (inner, u) in [(x, y), (y, x)] {
            if !uni.is_uniform(u) || uni.is_uniform(inner) || uses[&inner] != 1 {
                continue;
            }
            if let ValueDef::Result(ii, _) = f.dfg.value_def(inner) {
                if let InstData::Binary {
                    opcode: Opcode::Add,
                    args: [p, q],
                } = f.dfg.insts[ii]
                {
                    assert!(
                        !(uni.is_uniform(p) || uni.is_uniform(q)),
                        "add {x}, {y}: {inner} = add {p}, {q} has a uniform operand"
                    );
                }
            }
        }
    }
}
