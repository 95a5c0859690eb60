//! Real calls in one side of a divergent branch whose result joins a value of the other side
//! (a block parameter): the register allocator may give the call's result and the other
//! side's value one VGPR (they live in different lanes), and the callee writes the VGPRs a
//! call clobbers in *every* lane (its prologue's `v_writelane_b32`s and its epilogue's
//! whole-wave restore). The caller must keep the other lanes of its result register
//! (`gfxc_regalloc::calls`: saved, restored in the lanes the call's EXEC lacks). Fuzz seed
//! 43 found it on gfx90a (114 of 1024 words wrong); these generated kernels (1..5 arguments,
//! i32/i64 results, the call on either side, with and without a nested call in the callee)
//! run on all 13 target modes on the strict simulator and must equal the interpreter.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

/// One kernel: a callee of `nargs` i32 arguments returning `ty` with an `alloca` (so it has a
/// frame), optionally calling a second callee; the kernel calls it on lanes where
/// `tid & 1 == call_odd` and joins the result with `tid * 7 + 5` of the other lanes.
fn kernel(nargs: usize, ty: &str, call_odd: bool, nested: bool) -> String {
    let mut s = String::new();
    s += "function @h(v0: i32) -> i32 noinline {\nblock0:\n    v1 = iconst.i32 9\n    v2 = mul.i32 v0, v1\n    return v2\n}\n\n";
    let params: Vec<String> = (0..nargs).map(|i| format!("v{i}: i32")).collect();
    s += &format!(
        "function @g({}) -> {ty} noinline {{\nblock0:\n",
        params.join(", ")
    );
    let b = nargs;
    s += &format!("    v{} = alloca 8\n", b);
    // sum = a0 + 2*a1 + 3*a2 ...
    s += &format!("    v{} = iconst.i32 0\n", b + 1);
    let mut acc = b + 1;
    let mut n = b + 2;
    for i in 0..nargs {
        s += &format!("    v{n} = iconst.i32 {}\n", i + 1);
        s += &format!("    v{} = mul.i32 v{i}, v{n}\n", n + 1);
        s += &format!("    v{} = add.i32 v{acc}, v{}\n", n + 2, n + 1);
        acc = n + 2;
        n += 3;
    }
    s += &format!("    store v{acc}, v{b}\n");
    s += &format!("    v{n} = load.i32 v{b}\n");
    let mut last = n;
    n += 1;
    if nested {
        s += &format!("    v{n} = call @h(v{last})\n");
        s += &format!("    v{} = add.i32 v{n}, v{last}\n", n + 1);
        last = n + 1;
        n += 2;
    }
    if ty == "i64" {
        s += &format!("    v{n} = zext.i64 v{last}\n");
        s += &format!("    v{} = iconst.i64 4294967296\n", n + 1);
        s += &format!("    v{} = mul.i64 v{n}, v{}\n", n + 2, n + 1);
        s += &format!("    v{} = add.i64 v{}, v{n}\n", n + 3, n + 2);
        last = n + 3;
    }
    s += &format!("    return v{last}\n}}\n\n");
    let (then_blk, else_blk) = if call_odd {
        ("block2", "block1")
    } else {
        ("block1", "block2")
    };
    s += "kernel @k(v0: ptr.global) {\nblock0:\n";
    s += "    v1 = workitem_id x\n    v2 = iconst.i32 1\n    v3 = and.i32 v1, v2\n";
    s += "    v4 = icmp.i32 ne v3, v2\n";
    s += "    v40 = iconst.i32 11\n    v41 = mul.i32 v1, v40\n";
    s += &format!("    brif v4, {then_blk}, {else_blk}\n");
    // block1: the call
    s += "block1:\n";
    let mut args = Vec::new();
    for i in 0..nargs {
        s += &format!("    v{} = iconst.i32 {}\n", 10 + 2 * i, i * 3 + 1);
        s += &format!("    v{} = add.i32 v1, v{}\n", 11 + 2 * i, 10 + 2 * i);
        args.push(format!("v{}", 11 + 2 * i));
    }
    s += &format!(
        "    v30 = call @g({})\n    jump block3(v30)\n",
        args.join(", ")
    );
    // block2: the other lanes' value
    s += "block2:\n";
    if ty == "i64" {
        s += "    v31 = zext.i64 v1\n    v32 = iconst.i64 7\n    v33 = mul.i64 v31, v32\n";
        s += "    v34 = iconst.i64 5\n    v35 = add.i64 v33, v34\n    jump block3(v35)\n";
    } else {
        s += "    v32 = iconst.i32 7\n    v33 = mul.i32 v1, v32\n";
        s += "    v34 = iconst.i32 5\n    v35 = add.i32 v33, v34\n    jump block3(v35)\n";
    }
    s += &format!("block3(v50: {ty}):\n");
    let size = if ty == "i64" { 8 } else { 4 };
    s += &format!(
        "    v51 = zext.i64 v1\n    v52 = iconst.i64 {size}\n    v53 = mul.i64 v51, v52\n    v54 = ptradd v0, v53\n    store v50, v54\n"
    );
    // A value live across the call, stored in a second slot.
    s += "    v55 = iconst.i64 512\n    v56 = add.i64 v53, v55\n    v57 = ptradd v0, v56\n    store v41, v57\n    return\n}\n";
    s
}

#[test]
fn call_results_keep_the_other_lanes_of_their_register() {
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "out"}],
            "buffers": {"out": {"type": "u32", "len": 384}}}"#,
    )
    .unwrap();
    let mut runs = 0;
    let mut failures = Vec::new();
    for nargs in [1, 2, 3, 5] {
        for ty in ["i32", "i64"] {
            for call_odd in [false, true] {
                for nested in [false, true] {
                    let src = kernel(nargs, ty, call_odd, nested);
                    let m = common::gir_module(&src);
                    for &(cpu, mattr) in ALL_TARGETS {
                        let t = target_with(cpu, mattr);
                        let opts = gfxc::ir::interp::InterpOptions {
                            wave_size: t.wave_size(),
                            ..Default::default()
                        };
                        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
                        let obj = gfxc::compile_module(&m, &t).unwrap_or_else(|e| {
                            panic!("{cpu}{mattr}: {}\n{src}", e.render("k.gir"))
                        });
                        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
                            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}\n{src}"));
                        if got.0.buffer("out").unwrap().bytes != want.buffer("out").unwrap().bytes {
                            failures.push(format!(
                                "{cpu}{mattr}: {nargs} args, {ty}, call on odd lanes {call_odd}, nested {nested}"
                            ));
                        }
                        runs += 1;
                    }
                }
            }
        }
    }
    assert_eq!(runs, 32 * ALL_TARGETS.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
