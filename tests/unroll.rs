//! Runtime unrolling of counted loops that load (`lower/src/unroll.rs`).
//!
//! Generated: counters of i32 and i64 counting up and down, every kind of test of the
//! incremented counter against the limit (equality leaving, inequality, signed and unsigned
//! strict and inclusive bounds going on, either branch direction, either operand order), trip counts uniform per work-group and
//! divergent per lane (0 to 10: none, fewer than a chunk, exact chunks, chunks and a rest),
//! accumulators of f32 and i64 carried around the loop, results leaving through the exit
//! edge both as values of the last iteration and as loop parameters. On all 13 target modes
//! the stored results must equal the interpreter's bit for bit, and the loop of one load
//! must appear as a chunk of copies besides the original (at least three loads).

mod common;

const GROUPS: u32 = 6;

/// The vector-memory loads in an assembly text.
fn vector_loads(asm: &str) -> usize {
    asm.lines()
        .filter(|l| {
            let t = l.trim_start();
            ["global_load", "buffer_load", "flat_load"]
                .iter()
                .any(|p| t.starts_with(p))
        })
        .count()
}
const LANES: u32 = 64;

/// `a pred b` as `b swapped(pred) a`.
fn swapped(pred: &str) -> &'static str {
    match pred {
        "eq" => "eq",
        "ne" => "ne",
        "slt" => "sgt",
        "sgt" => "slt",
        "sle" => "sge",
        "sge" => "sle",
        "ult" => "ugt",
        "ugt" => "ult",
        "ule" => "uge",
        "uge" => "ule",
        p => panic!("{p}"),
    }
}

/// The tests of the counter against the limit per direction: (predicate, exit when true).
/// Up: `next == N` leaves, `next != N`, `next < N` (signed, unsigned) and `next <= N` go
/// on, `next >= N` leaves; down the mirror images.
const UP: [(&str, bool); 6] = [
    ("eq", true),
    ("ne", false),
    ("slt", false),
    ("ult", false),
    ("sle", false),
    ("sge", true),
];
const DOWN: [(&str, bool); 6] = [
    ("eq", true),
    ("ne", false),
    ("sgt", false),
    ("ugt", false),
    ("uge", false),
    ("ule", true),
];

/// The kernel: counter type `ity`, `down` counting, the `test` of the counter (from
/// [`UP`] / [`DOWN`]), `swap`ped compare operands, trip count `divergent` per lane (else per
/// work-group; 0 to 10, inclusive tests one more).
fn kernel(ity: &str, down: bool, test: (&str, bool), swap: bool, divergent: bool) -> String {
    let trip = if divergent {
        "  %tr = urem i32 %id, 11\n".to_string()
    } else {
        "  %g3 = mul i32 %wg, 3\n  %tr = urem i32 %g3, 11\n".to_string()
    };
    let (ext, start) = if ity == "i64" {
        (
            "  %t = zext i32 %tr to i64\n  %st = sext i32 %s to i64\n",
            "%st",
        )
    } else {
        ("  %t = add i32 %tr, 0\n", "%s")
    };
    let limit = if down {
        format!("  %lim = sub {ity} {start}, %t\n")
    } else {
        format!("  %lim = add {ity} {start}, %t\n")
    };
    let next = if down {
        format!("  %next = add {ity} %i, -1\n")
    } else {
        format!("  %next = add {ity} %i, 1\n")
    };
    let (pred, exit_on_true) = test;
    let (a, b, pred) = if swap {
        ("%lim", "%next", swapped(pred))
    } else {
        ("%next", "%lim", pred)
    };
    let test = if exit_on_true {
        format!("  %c = icmp {pred} {ity} {a}, {b}\n  br i1 %c, label %exit, label %loop\n")
    } else {
        format!("  %c = icmp {pred} {ity} {a}, {b}\n  br i1 %c, label %loop, label %exit\n")
    };
    let idx = if ity == "i64" {
        "  %i32 = trunc i64 %i to i32\n  %ix = and i32 %i32, 255\n"
    } else {
        "  %ix = and i32 %i, 255\n"
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %s) {{
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, {LANES}
  %id = add i32 %base, %lid
{trip}{ext}{limit}  %z = icmp eq i32 %tr, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi {ity} [ {start}, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %sum = phi i64 [ 5, %entry ], [ %sum2, %loop ]
{idx}  %jx = xor i32 %ix, %lid
  %p = getelementptr float, ptr addrspace(1) %in, i32 %jx
  %v = load float, ptr addrspace(1) %p, align 4
  %acc2 = call float @llvm.fma.f32(float %acc, float 1.5, float %v)
  %bits = bitcast float %v to i32
  %wide = zext i32 %bits to i64
  %sum2 = add i64 %sum, %wide
{next}{test}exit:
  %r = phi float [ %acc2, %loop ]
  %q = phi i64 [ %sum, %loop ]
  %iq = phi {ity} [ %i, %loop ]
  %iv = {conv}
  %id3 = mul i32 %id, 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %id3
  %rb = bitcast float %r to i32
  store i32 %rb, ptr addrspace(1) %o0, align 4
  %id31 = add i32 %id3, 1
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %id31
  %qt = trunc i64 %q to i32
  store i32 %qt, ptr addrspace(1) %o1, align 4
  %id32 = add i32 %id3, 2
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %id32
  store i32 %iv, ptr addrspace(1) %o2, align 4
  br label %done
done:
  ret void
}}
declare float @llvm.fma.f32(float, float, float)
",
        conv = if ity == "i64" {
            "trunc i64 %iq to i32"
        } else {
            "add i32 %iq, 0"
        },
    )
}

#[test]
fn unrolled_loops_match_interpreter() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{g}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": 40}}],
  "buffers": {{
    "in": {{"type": "f32", "len": 256, "init": {{"random": 4, "min": -8.0, "max": 8.0}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 7}}}}
  }}}}"#,
        g = GROUPS * LANES,
        o = 4 * GROUPS * LANES
    );
    let mut checked = 0;
    for ity in ["i32", "i64"] {
        for down in [false, true] {
            let tests = if down { DOWN } else { UP };
            for (k, &test) in tests.iter().enumerate() {
                for (swap, divergent) in [(false, false), (false, true), (k % 2 == 0, k % 3 == 0)] {
                    let src = kernel(ity, down, test, swap, divergent);
                    let name = format!(
                        "unroll_{ity}_{}_{}_{swap}_{divergent}.ll",
                        if down { "down" } else { "up" },
                        test.0
                    );
                    let m = common::ll_matches_interpreter(&name, &src, &launch);
                    for (mode, asm) in common::asm_per_mode(&m) {
                        let loads = vector_loads(&asm);
                        assert!(
                            loads >= 3,
                            "{name} {mode}: loop not unrolled ({loads} loads)"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 2 * 2 * 6 * 3 * 13);
}

/// A counted loop whose body branches: `shape` 0 computes on the `then` side only, 1 on the
/// `else` side only, 2 on both (a diamond); the condition `divergent` (a loaded value
/// against a bound) or uniform (the counter's parity); the joined values an f32, an i32
/// and a `<4 x float>` (the last only changed on one side).
fn branchy_kernel(shape: u32, divergent: bool) -> String {
    let cond = if divergent {
        "  %c0 = fcmp olt float %v, 1.0\n"
    } else {
        "  %par = and i32 %i, 1\n  %c0 = icmp eq i32 %par, 0\n"
    };
    let work = |tag: &str| {
        format!(
            "  %d{tag} = fdiv float 1.0, %v
  %e{tag} = fmul float %d{tag}, %d{tag}
  %f{tag} = call float @llvm.fma.f32(float %e{tag}, float 0.5, float %acc)
  %g{tag} = shl i32 %cnt, 1
  %h{tag} = xor i32 %g{tag}, %i
  %x{tag} = extractelement <4 x float> %vec, i32 1
  %y{tag} = fadd float %x{tag}, %v
  %w{tag} = insertelement <4 x float> %vec, float %y{tag}, i32 1
"
        )
    };
    let (then_body, else_body, then_vals, else_vals) = match shape {
        0 => (
            work("t"),
            String::new(),
            "%ft, %ht, %wt",
            "%acc, %cnt, %vec",
        ),
        1 => (
            String::new(),
            work("e"),
            "%acc, %cnt, %vec",
            "%fe, %he, %we",
        ),
        _ => (
            work("t"),
            "  %fe = fsub float %acc, %v\n  %he = add i32 %cnt, 3\n".to_string(),
            "%ft, %ht, %wt",
            "%fe, %he, %vec",
        ),
    };
    let tv: Vec<&str> = then_vals.split(", ").collect();
    let ev: Vec<&str> = else_vals.split(", ").collect();
    let (then_label, else_label) = (
        if then_body.is_empty() { "join" } else { "then" },
        if else_body.is_empty() { "join" } else { "else" },
    );
    let from = |body: &str, lbl: &str| {
        if body.is_empty() {
            "loop".to_string()
        } else {
            lbl.to_string()
        }
    };
    let (tf, ef) = (from(&then_body, "then"), from(&else_body, "else"));
    let mut blocks = String::new();
    if !then_body.is_empty() {
        blocks += &format!("then:\n{then_body}  br label %join\n");
    }
    if !else_body.is_empty() {
        blocks += &format!("else:\n{else_body}  br label %join\n");
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fma.f32(float, float, float)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %tr = urem i32 %id, 11
  %t = add i32 %tr, %n
  %z = icmp eq i32 %t, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %join ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %join ]
  %cnt = phi i32 [ 1, %entry ], [ %cnt2, %join ]
  %vec = phi <4 x float> [ zeroinitializer, %entry ], [ %vec2, %join ]
  %ix = and i32 %i, 255
  %jx = xor i32 %ix, %id
  %p = getelementptr float, ptr addrspace(1) %in, i32 %jx
  %v = load float, ptr addrspace(1) %p, align 4
{cond}  br i1 %c0, label %{then_label}, label %{else_label}
{blocks}join:
  %acc2 = phi float [ {t0}, %{tf} ], [ {e0}, %{ef} ]
  %cnt2 = phi i32 [ {t1}, %{tf} ], [ {e1}, %{ef} ]
  %vec2 = phi <4 x float> [ {t2}, %{tf} ], [ {e2}, %{ef} ]
  %next = add i32 %i, 1
  %c = icmp eq i32 %next, %t
  br i1 %c, label %exit, label %loop
exit:
  %o = mul i32 %id, 4
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %acc2, ptr addrspace(1) %o0, align 4
  %o1i = add i32 %o, 1
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1i
  store i32 %cnt2, ptr addrspace(1) %o1, align 4
  %o2i = add i32 %o, 2
  %o2 = getelementptr float, ptr addrspace(1) %out, i32 %o2i
  %vy = extractelement <4 x float> %vec2, i32 1
  store float %vy, ptr addrspace(1) %o2, align 4
  br label %done
done:
  ret void
}}
",
        t0 = tv[0],
        t1 = tv[1],
        t2 = tv[2],
        e0 = ev[0],
        e1 = ev[1],
        e2 = ev[2],
    )
}

#[test]
fn loops_with_branches_flattened_and_unrolled_match_interpreter() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{g}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": 0}}],
  "buffers": {{
    "in": {{"type": "f32", "len": 256, "init": {{"random": 5, "min": -2.0, "max": 3.0}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 7}}}}
  }}}}"#,
        g = 2 * LANES,
        o = 4 * 2 * LANES
    );
    for shape in 0..3 {
        for divergent in [false, true] {
            let name = format!("unroll_branchy_{shape}_{divergent}.ll");
            let m =
                common::ll_matches_interpreter(&name, &branchy_kernel(shape, divergent), &launch);
            for (mode, asm) in common::asm_per_mode(&m) {
                let loads = vector_loads(&asm);
                assert!(
                    loads >= 3,
                    "{name} {mode}: loop not flattened and unrolled ({loads} loads)"
                );
            }
        }
    }
}

/// A kernel whose chunked loop does not fit its VGPR limit (`amdgpu-num-vgpr`) compiles from
/// a lowering without unrolling (`gfxc::pipeline`): the corpus `fences` kernel at 3 VGPRs on
/// gfx900 (llc-19's lowest; with its loop in chunks of 4 it runs out of registers), run
/// against the interpreter.
#[test]
fn kernels_out_of_registers_compile_without_unrolling() {
    let root = common::root();
    let src = std::fs::read_to_string(root.join("tests/corpus/fences.ll")).unwrap();
    let limited = src.replace(
        "\"uniform-work-group-size\"=\"true\" }",
        "\"uniform-work-group-size\"=\"true\" \"amdgpu-num-vgpr\"=\"3\" }",
    );
    assert_ne!(src, limited, "the attribute line changed");
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &limited).unwrap();
    let t = common::target_with("gfx900", "");
    let lowered = gfxc_isel::lower::pipeline::lower_module(&m, &t).unwrap();
    assert!(
        lowered.kernels.iter().any(|k| k.unrolled > 0),
        "the loop is unrolled in the first lowering"
    );
    let launch = std::fs::read_to_string(root.join("tests/corpus/fences.launch.json")).unwrap();
    common::objects_match_interpreter("fences_vgpr3.ll", &m, &launch, &[("gfx900", "")], |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("fences_vgpr3.ll"))
    });
}

/// Loops with a trip count known at compile time (constant start and limit): the largest
/// chunk that divides it runs every iteration with no remainder loop; other counts keep the
/// rest; fewer iterations than a chunk stay a loop of one copy.
#[test]
fn constant_trip_counts_match_interpreter_without_remainder_loops() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "f32", "len": 256, "init": {{"random": 6, "min": -4.0, "max": 4.0}}}},
    "out": {{"type": "f32", "len": {LANES}, "init": {{"fill": 0}}}}
  }}}}"#
    );
    // (trip count, test, counting down): the loads the assembly must show (chunk copies,
    // plus one for the remainder loop when the count is not a multiple).
    for (trip, pred, down, want) in [
        (1u32, "ne", false, 1usize),
        (2, "slt", false, 2),
        (3, "ult", false, 3),
        (4, "ne", true, 4),
        (5, "sgt", true, 5),
        (6, "slt", false, 2),
        (8, "ne", false, 4),
        (16, "ugt", true, 4),
    ] {
        let start = 100i64;
        let lim = if down {
            start - trip as i64
        } else {
            start + trip as i64
        };
        let step = if down { -1 } else { 1 };
        let src = format!(
            "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ {start}, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %i3 = mul i32 %i, 3
  %ix = and i32 %i3, 127
  %jx = add i32 %ix, %id
  %p = getelementptr float, ptr addrspace(1) %in, i32 %jx
  %v = load float, ptr addrspace(1) %p, align 4
  %acc2 = fadd float %acc, %v
  %next = add i32 %i, {step}
  %c = icmp {pred} i32 %next, {lim}
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %acc2, ptr addrspace(1) %o, align 4
  ret void
}}
"
        );
        let name = format!("unroll_const_{trip}_{pred}_{down}.ll");
        let m = common::ll_matches_interpreter(&name, &src, &launch);
        for (mode, asm) in common::asm_per_mode(&m) {
            let loads = vector_loads(&asm);
            assert_eq!(loads, want, "{name} {mode}: loads in the assembly");
        }
    }
}
