//! Divergent control flow as clang emits it, lowered without linearization:
//! * `switch`es with shared destinations, runs of consecutive case values, negative and
//!   64-bit selectors, cases that pass through blocks which only jump (C fall-through:
//!   `case 6: tag = 16; case 7: ...`), cases that reach the default's block, and `unreachable`
//!   defaults (`lower/src/prune_unreachable.rs`, `structurize::split_divergent_switches`);
//! * if-thens whose first destination is the join (`br i1 %c, label %join, label %work`):
//!   the condition is inverted (`structurize::put_work_first`) for every integer and float
//!   predicate (NaN inputs included) and for conditions that are not comparisons.
//!
//! Generated kernels (fixed seeds) run on all 13 target modes and must equal the interpreter
//! bit for bit. Structure is checked too: after lowering, no block has an `i1` parameter (the
//! lane flags of a linearized region), and the if-then kernels use no
//! `s_andn2_saveexec`/`s_and_not1_saveexec` (no empty else side kept).

mod common;
use common::Rng;
use std::fmt::Write;

const LANES: u32 = 64;

/// What a switch destination does.
#[derive(Clone, Copy, PartialEq)]
enum Dest {
    /// Nothing: the case goes straight to the join with a constant.
    Join,
    /// A nested divergent if inside the case.
    Nested,
    /// C fall-through: a phi of the incoming tag, reached directly or through a block that
    /// only jumps (`case 6: tag = 16; /* fall through */ case 7: ...`).
    Fall,
}

/// One switch of the generated kernel: reads the running value `%v{s}` and the lane's word
/// `%x`, writes `%v{s+1}`.
fn switch(r: &mut Rng, s: u32, out: &mut String) {
    let wide = r.below(3) == 0;
    let ty = if wide { "i64" } else { "i32" };
    // A selector masked to `bits` bits covers every value with its cases (the default is
    // then often `unreachable`, as clang emits for a switch over all values), or a raw one.
    let bits = 2 + r.below(3) as u32;
    let full = r.below(3) != 0;
    let shift = r.below(8);
    writeln!(out, "  %sh{s} = lshr i32 %x, {shift}").unwrap();
    let raw = if wide {
        writeln!(out, "  %w{s} = sext i32 %sh{s} to i64").unwrap();
        format!("%w{s}")
    } else {
        format!("%sh{s}")
    };
    let values: Vec<i64> = if full {
        writeln!(out, "  %sel{s} = and {ty} {raw}, {}", (1u64 << bits) - 1).unwrap();
        (0..1i64 << bits).collect()
    } else {
        // Sparse values, negative ones included, some in runs.
        writeln!(out, "  %m{s} = and {ty} {raw}, 15").unwrap();
        writeln!(out, "  %sel{s} = sub {ty} %m{s}, 6").unwrap();
        let mut v: Vec<i64> = (-6..10).filter(|_| r.below(3) != 0).collect();
        if v.is_empty() {
            v.push(0);
        }
        v
    };
    let ndest = 1 + r.below(values.len().min(5) as u64) as usize;
    let kinds: Vec<Dest> = (0..ndest)
        .map(|_| match r.below(5) {
            0 => Dest::Join,
            1 => Dest::Nested,
            _ => Dest::Fall,
        })
        .collect();
    let unreachable_default = full && r.below(4) != 0;
    // Each value's destination and whether it goes through the forwarding block.
    let mut assigned: Vec<(i64, usize, bool)> = Vec::new();
    for &v in &values {
        if !unreachable_default && r.below(6) == 0 {
            continue; // Left to the default.
        }
        let d = r.below(ndest as u64) as usize;
        let fwd = kinds[d] == Dest::Fall && r.below(2) == 0;
        assigned.push((v, d, fwd));
    }
    let lbl = |d: usize| format!("s{s}d{d}");
    let mut cases = String::new();
    for &(v, d, fwd) in &assigned {
        let target = match (kinds[d], fwd) {
            (Dest::Join, _) => format!("s{s}j"),
            (_, true) => format!("s{s}f{d}"),
            _ => lbl(d),
        };
        writeln!(cases, "    {ty} {v}, label %{target}").unwrap();
    }
    let default = if unreachable_default {
        format!("s{s}u")
    } else {
        format!("s{s}def")
    };
    writeln!(out, "  br label %s{s}h\ns{s}h:").unwrap();
    writeln!(out, "  switch {ty} %sel{s}, label %{default} [\n{cases}  ]").unwrap();
    // Join phi entries, one per edge.
    let mut phi: Vec<(String, String)> = Vec::new();
    for (d, kind) in kinds.iter().enumerate() {
        let direct = assigned.iter().filter(|a| a.1 == d && !a.2).count();
        let via = assigned.iter().any(|a| a.1 == d && a.2);
        if direct == 0 && !via {
            continue;
        }
        let l = lbl(d);
        match kind {
            Dest::Join => {
                for _ in 0..direct {
                    phi.push((format!("{}", 1000 + d), format!("s{s}h")));
                }
            }
            Dest::Nested => {
                writeln!(
                    out,
                    "{l}:\n  %c{s}_{d} = icmp ugt i32 %x, {}\n  br i1 %c{s}_{d}, label %{l}a, label %s{s}j\n{l}a:\n  %y{s}_{d} = mul i32 %v{s}, {}\n  br label %s{s}j",
                    r.below(1 << 31),
                    3 + d
                )
                .unwrap();
                phi.push((format!("%y{s}_{d}"), format!("{l}a")));
                phi.push((format!("{}", 100 + d), l.clone()));
            }
            Dest::Fall => {
                let mut ins: Vec<String> = (0..direct)
                    .map(|_| format!("[ {}, %s{s}h ]", 10 * d + 1))
                    .collect();
                if via {
                    writeln!(out, "s{s}f{d}:\n  br label %{l}").unwrap();
                    ins.push(format!("[ {}, %s{s}f{d} ]", 10 * d + 7));
                }
                writeln!(
                    out,
                    "{l}:\n  %t{s}_{d} = phi i32 {}\n  %y{s}_{d} = add i32 %v{s}, %t{s}_{d}\n  %z{s}_{d} = xor i32 %y{s}_{d}, {}\n  br label %s{s}j",
                    ins.join(", "),
                    r.below(1000)
                )
                .unwrap();
                phi.push((format!("%z{s}_{d}"), l.clone()));
            }
        }
    }
    if unreachable_default {
        writeln!(out, "s{s}u:\n  unreachable").unwrap();
    } else {
        writeln!(
            out,
            "s{s}def:\n  %q{s} = sub i32 %v{s}, 5\n  br label %s{s}j"
        )
        .unwrap();
        phi.push((format!("%q{s}"), format!("s{s}def")));
    }
    let entries: Vec<String> = phi.iter().map(|(v, p)| format!("[ {v}, %{p} ]")).collect();
    writeln!(
        out,
        "s{s}j:\n  %v{} = phi i32 {}",
        s + 1,
        entries.join(", ")
    )
    .unwrap();
}

/// A kernel of three switches in sequence; every lane stores the final value.
fn switch_kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    for s in 0..3 {
        switch(&mut r, s, &mut body);
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %x = load i32, ptr addrspace(1) %p, align 4
  %v0 = add i32 %x, 0
{body}  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v3, ptr addrspace(1) %o, align 4
  ret void
}}
"
    )
}

fn launch(inputs: &str) -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "u32", "len": {LANES}, "init": {inputs}}},
    "out": {{"type": "u32", "len": {LANES}, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

/// Lowers `m` for gfx1100 and returns the block headers with an `i1` parameter
/// (linearization flags), from the program after lowering (`--print-after=lower`).
fn i1_params(m: &gfxc::ir::Module) -> Vec<String> {
    let opts = gfxc::CompileOptions {
        print_after: vec![gfxc::Pass::Lower],
        ..Default::default()
    };
    let mut cx = gfxc::CompileContext::new(common::target_with("gfx1100", ""), opts);
    let c = cx.compile(m).unwrap();
    assert!(
        c.dumps.contains("after lower"),
        "no dump of the lowered program"
    );
    c.dumps
        .lines()
        .filter(|l| l.starts_with("block") && l.contains(": i1"))
        .map(str::to_string)
        .collect()
}

#[test]
fn generated_divergent_switches_match_interpreter_without_linearization() {
    let launch = launch(r#"{"random": 7, "min": 0, "max": 4294967295}"#);
    for case in 0..16u64 {
        let src = switch_kernel(0x9e37_79b9_7f4a_7c15 ^ (case * 104_729 + 3));
        let name = format!("switch_lowering_{case}.ll");
        let m = common::ll_matches_interpreter(&name, &src, &launch);
        let flags = i1_params(&m);
        assert!(
            flags.is_empty(),
            "{name}: linearized (i1 block parameters in {flags:?})\n{src}"
        );
    }
}

const INT_PREDS: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FLOAT_PREDS: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// One if-then per predicate whose first destination is the join, in sequence; the last
/// ones branch on a loaded bit and on an `and` of comparisons (not comparisons themselves).
fn if_then_kernel() -> String {
    let mut conds = String::new();
    let mut n = 0;
    for p in INT_PREDS {
        writeln!(conds, "  %c{n} = icmp {p} i32 %a, %b").unwrap();
        n += 1;
    }
    for p in FLOAT_PREDS {
        writeln!(conds, "  %c{n} = fcmp {p} float %f, %g").unwrap();
        n += 1;
    }
    writeln!(conds, "  %c{n} = trunc i32 %a to i1").unwrap();
    n += 1;
    writeln!(
        conds,
        "  %cx = icmp slt i32 %a, 1\n  %cy = fcmp uno float %f, %g\n  %c{n} = and i1 %cx, %cy"
    )
    .unwrap();
    n += 1;
    let mut body = String::new();
    for k in 0..n {
        let pred = if k == 0 {
            "entry".to_string()
        } else {
            format!("j{}", k - 1)
        };
        if k > 0 {
            writeln!(
                body,
                "j{}:\n  %r{k} = phi i32 [ %r{}, %{} ], [ %w{}, %work{} ]",
                k - 1,
                k - 1,
                if k == 1 {
                    "entry".to_string()
                } else {
                    format!("j{}", k - 2)
                },
                k - 1,
                k - 1
            )
            .unwrap();
        }
        writeln!(
            body,
            "  br i1 %c{k}, label %j{k}, label %work{k}\nwork{k}:\n  %w{k} = add i32 %r{k}, {}\n  br label %j{k}",
            1u32 << (k % 31)
        )
        .unwrap();
        let _ = pred;
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i4 = mul i32 %id, 4
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %i4
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %b = load i32, ptr addrspace(1) %pb, align 4
  %pf = getelementptr i32, ptr addrspace(1) %pa, i32 2
  %f = load float, ptr addrspace(1) %pf, align 4
  %pg = getelementptr i32, ptr addrspace(1) %pa, i32 3
  %g = load float, ptr addrspace(1) %pg, align 4
  %r0 = add i32 %b, 1
{conds}{body}j{last}:
  %r{n} = phi i32 [ %r{last}, %{lp} ], [ %w{last}, %work{last} ]
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r{n}, ptr addrspace(1) %o, align 4
  ret void
}}
",
        last = n - 1,
        lp = if n == 1 {
            "entry".to_string()
        } else {
            format!("j{}", n - 2)
        },
    )
}

#[test]
fn if_then_with_join_first_inverts_the_condition() {
    // Words: two small integers (equal half the time) and two floats with NaNs, infinities,
    // both zeros and equal pairs.
    let mut r = Rng(0x2545_f491_4f6c_dd1d);
    let special = [
        0x7fc0_0000u32,
        0xff80_0000,
        0x7f80_0000,
        0,
        0x8000_0000,
        0x3f80_0000,
        0xbf80_0000,
    ];
    let mut words = Vec::new();
    for _ in 0..LANES {
        let a = r.below(7) as u32;
        let b = if r.below(2) == 0 {
            a
        } else {
            r.below(7) as u32
        };
        let f = special[r.below(special.len() as u64) as usize];
        let g = if r.below(3) == 0 {
            f
        } else {
            special[r.below(special.len() as u64) as usize]
        };
        words.extend([a.wrapping_sub(3), b.wrapping_sub(3), f, g]);
    }
    let inputs = format!(
        "{{\"values\": [{}]}}",
        words
            .iter()
            .map(|w| w.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    );
    let launch = launch(&inputs).replacen(
        &format!("\"len\": {LANES}"),
        &format!("\"len\": {}", 4 * LANES),
        1,
    );
    let src = if_then_kernel();
    let name = "if_then_join_first.ll";
    let m = common::ll_matches_interpreter(name, &src, &launch);
    for (mode, asm) in common::asm_per_mode(&m) {
        for bad in ["s_andn2_saveexec", "s_and_not1_saveexec"] {
            assert!(
                !asm.contains(bad),
                "{name} {mode}: an if-then kept an empty else side ({bad})\n{asm}"
            );
        }
    }
}

/// A block that only jumps is not passed when a block it dominates uses its constant or its
/// parameter (found by `gfxc fuzz`, seed 5: the constant's definition was left behind).
#[test]
fn forwarding_blocks_whose_values_are_used_later_stay() {
    let src = "kernel @k(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 4
    v5 = mul.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = load.i32 v6
    v8 = ptradd v1, v5
    v9 = iconst.i32 3
    v10 = and.i32 v7, v9
    switch v10, block4, [0: block1, 1: block2, 2: block6(v7)]
block1:
    v11 = iconst.i32 41
    jump block3(v11)
block2:
    v12 = iconst.i32 7
    jump block5(v12)
block3(v13: i32):
    v14 = add.i32 v13, v11
    jump block5(v14)
block4:
    v15 = iconst.i32 9
    jump block5(v15)
block6(v17: i32):
    jump block7
block7:
    v18 = mul.i32 v17, v17
    jump block5(v18)
block5(v16: i32):
    store v16, v8
    return
}
";
    let launch = launch(r#"{"random": 11, "min": 0, "max": 4294967295}"#);
    common::gir_matches_interpreter("forwarding_uses.gir", src, &launch, common::ALL_TARGETS);
}
