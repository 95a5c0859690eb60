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
                        let loads = asm
                            .lines()
                            .filter(|l| {
                                let t = l.trim_start();
                                t.starts_with("global_load")
                                    || t.starts_with("buffer_load")
                                    || t.starts_with("flat_load")
                            })
                            .count();
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
