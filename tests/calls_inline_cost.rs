//! The inlining heuristic (`gfxc_lower::inline_cost`): a large device function (more than
//! `INLINE_LIMIT` IR instructions) with two call sites stays a real call; the same function
//! with one call site, marked `alwaysinline`, or reading a kernel input (work-item id) is
//! inlined; a small function with two call sites is inlined, a small `noinline` one is not.
//! The kept call is compiled on all 13 target modes and must give the interpreter's buffers.

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;
use gfxc_isel::lower::inline_cost::INLINE_LIMIT;

/// A device function `@f(a, b) -> i32` of `steps * 4 + 2` instructions (a chain of
/// multiply, add, xor and shift that depends on every step), with `attrs` and, when
/// `reads_id`, adding a word read through the kernarg pointer (a kernel input a callee does
/// not receive: llc-19 makes it null there).
fn callee(steps: u32, attrs: &str, reads_id: bool) -> String {
    let mut s = format!("function @f(v0: i32, v1: i32) -> i32{attrs} {{\nblock0:\n");
    s += "    v2 = iconst.i32 40503\n    v3 = iconst.i32 7\n";
    let mut x = 0u32;
    let mut n = 4u32;
    for _ in 0..steps {
        s += &format!("    v{n} = mul.i32 v{x}, v2\n");
        s += &format!("    v{} = add.i32 v{n}, v1\n", n + 1);
        s += &format!("    v{} = lshr.i32 v{}, v3\n", n + 2, n + 1);
        s += &format!("    v{} = xor.i32 v{}, v{}\n", n + 3, n + 1, n + 2);
        x = n + 3;
        n += 4;
    }
    if reads_id {
        s += &format!(
            "    v{n} = kernarg_ptr\n    v{} = load.i32 v{n}\n    v{} = add.i32 v{x}, v{}\n",
            n + 1,
            n + 2,
            n + 1
        );
        x = n + 2;
    }
    s += &format!("    return v{x}\n}}\n\n");
    s
}

/// A kernel calling `@f` at `sites` call sites (1 or 2; the second under a divergent branch).
fn kernel(sites: u32) -> String {
    let mut s = String::from(
        "kernel @k(v0: ptr.global, v1: i32) {\nblock0:\n    v2 = workitem_id x\n\
         v3 = zext.i64 v2\n    v4 = iconst.i64 4\n    v5 = mul.i64 v3, v4\n\
         v6 = ptradd v0, v5\n    v7 = call @f(v2, v1)\n",
    );
    if sites == 1 {
        s += "    store v7, v6\n    return\n}\n";
    } else {
        s += "    v8 = iconst.i32 1\n    v9 = and.i32 v2, v8\n    v10 = iconst.i32 0\n\
              v11 = icmp.i32 eq v9, v10\n    brif v11, block1, block2(v7)\n\
              block1:\n    v12 = call @f(v7, v2)\n    jump block2(v12)\n\
              block2(v13: i32):\n    store v13, v6\n    return\n}\n";
    }
    // (The string continuations above drop the indentation of their lines.)
    s.replace("\nv", "\n    v")
}

fn kept(src: &str) -> bool {
    let m = common::gir_module(src);
    let out = gfxc_isel::lower::inline::inline_module(&m).unwrap();
    out.function_by_name("f").is_some()
}

const BIG: u32 = INLINE_LIMIT / 4 + 2;

#[test]
fn large_functions_with_several_call_sites_stay_calls() {
    assert!(kept(&(callee(BIG, "", false) + &kernel(2))));
    // Just under the limit: inlined.
    assert!(!kept(
        &(callee(INLINE_LIMIT / 4 - 1, "", false) + &kernel(2))
    ));
    // One call site: inlined, whatever the size.
    assert!(!kept(&(callee(BIG * 4, "", false) + &kernel(1))));
    // alwaysinline: inlined.
    assert!(!kept(&(callee(BIG, " alwaysinline", false) + &kernel(2))));
    // Needs a kernel input (cannot be compiled as a call yet): inlined.
    assert!(!kept(&(callee(BIG, "", true) + &kernel(2))));
    // Small: inlined, unless noinline.
    assert!(!kept(&(callee(3, "", false) + &kernel(2))));
    assert!(kept(&(callee(3, " noinline", false) + &kernel(1))));
}

#[test]
fn a_call_kept_by_the_heuristic_matches_the_interpreter_on_every_target() {
    let src = callee(BIG, "", false) + &kernel(2);
    let m = common::gir_module(&src);
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "out"}, {"i32": 12345}],
            "buffers": {"out": {"type": "i32", "len": 128}}}"#,
    )
    .unwrap();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        // Every target keeps @f a real call (gfx90a/gfx942 too since session 7).
        assert!(asm.contains("\nf:"), "{cpu}{mattr}: @f is not a function");
        let obj = gfxc::compile_module(&m, &t).unwrap();
        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        assert_eq!(
            got.0.buffer("out").unwrap().bytes,
            want.buffer("out").unwrap().bytes,
            "{cpu}{mattr}"
        );
    }
}
