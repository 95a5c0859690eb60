//! Trivial block parameters after the structurizer (`lower/src/trivial_params.rs`): the
//! kernel below has an unstructured divergent CFG (a three-way exit where two paths share a
//! block), which the structurizer rewrites with flow flags and values threaded through flow
//! blocks as parameters. After lowering no block parameter may receive one value on every
//! edge (before the pass, most flow flags did: they start false on the only path that
//! reaches them); the kernel must give the interpreter's results on every target mode.

mod common;
use common::*;
use gfxc::ir::{Block, Function, Inst, Value};
use std::collections::HashMap;

const SRC: &str = "kernel @flags(v0: ptr.global, v1: i32) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 4
    v5 = mul.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = load.i32 v6
    v8 = iconst.i32 3
    v9 = and.i32 v7, v8
    v10 = iconst.i32 0
    v11 = icmp.i32 eq v9, v10
    brif v11, block1, block2
block1:
    v12 = iconst.i32 4
    v13 = and.i32 v7, v12
    v14 = icmp.i32 eq v13, v10
    brif v14, block3, block4(v13)
block2:
    v15 = iconst.i32 1
    v16 = icmp.i32 eq v9, v15
    brif v16, block4(v9), block5
block3:
    v17 = iconst.i32 100
    jump block6(v17)
block4(v18: i32):
    v19 = add.i32 v18, v1
    jump block6(v19)
block5:
    v20 = mul.i32 v7, v7
    jump block6(v20)
block6(v21: i32):
    store v21, v6
    return
}
";

const LAUNCH: &str = r#"{"kernel": "flags", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"i32": 1000}],
  "buffers": {"a": {"type": "i32", "len": 64, "init": {"random": 5, "min": 0, "max": 4096}}},
  "lds_dynamic": 0}"#;

/// Parameters of `f` (block, index) every incoming edge passes one value to (itself aside).
fn trivial(f: &Function) -> Vec<(Block, usize)> {
    let mut edges: HashMap<Block, Vec<(Inst, usize)>> = HashMap::new();
    for &b in f.layout.blocks() {
        if let Some(t) = f.layout.last_inst(b) {
            for (k, d) in f.dfg.insts[t].branch_dests().iter().enumerate() {
                edges.entry(d.block).or_default().push((t, k));
            }
        }
    }
    let mut out = Vec::new();
    for (&b, es) in &edges {
        for (idx, &p) in f.dfg.block_params(b).iter().enumerate() {
            let vals: std::collections::BTreeSet<Value> = es
                .iter()
                .map(|&(t, k)| f.dfg.insts[t].branch_dests()[k].args[idx])
                .filter(|&a| a != p)
                .collect();
            if vals.len() == 1 {
                out.push((b, idx));
            }
        }
    }
    out
}

#[test]
fn no_trivial_parameters_after_lowering() {
    let m = gir_module(SRC);
    for &(cpu, mattr) in ALL_TARGETS {
        let lm = gfxc_isel::lower::pipeline::lower_module(&m, &target_with(cpu, mattr)).unwrap();
        let f = lm.module.functions.values().next().unwrap();
        // The structurizer did thread values through flow blocks (the test has something to
        // remove), and none of what is left is trivial.
        let params: usize = f
            .layout
            .blocks()
            .iter()
            .map(|&b| f.dfg.block_params(b).len())
            .sum();
        assert!(params > 0, "{cpu}{mattr}: no block parameters left");
        assert_eq!(trivial(f), vec![], "{cpu}{mattr}");
    }
}

#[test]
fn flag_kernel_matches_interpreter() {
    gir_matches_interpreter("flags.gir", SRC, LAUNCH, ALL_TARGETS);
}
