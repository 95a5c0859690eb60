//! Uniform compares read through SCC by the instruction that uses them
//! (`Selector::scc_reader`): a uniform `select` of 32 or 64 bits and a uniform `zext`/`sext`
//! of a single-use 32-bit compare become `s_cmp` + `s_cselect`, without the lane mask
//! (`s_cselect -1, 0`) and the `s_and exec` that turned it back into SCC.
//!
//! A generated kernel runs every integer predicate on uniform pairs (loaded from a buffer at
//! uniform indices inside a uniform loop: equal, signed and unsigned extremes, negatives),
//! selects 32- and 64-bit values with each, extends each to i32 and i64 (read by scalar
//! additions: a store reads its value from a VGPR), and stores all of it from every lane; on all 13 target modes the buffer must equal the interpreter's, and
//! no lane mask of a compare may be materialised (`s_cselect_b32/b64 ..., -1, 0`).

mod common;
use std::fmt::Write;

const PREDS: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const PAIRS: u32 = 12;
/// Output words per (lane, pair): per predicate a 32-bit select, a 64-bit select (2), zext,
/// sext to i64 (2).
const PER: u32 = 6;

fn kernel() -> String {
    let mut body = String::new();
    for (k, p) in PREDS.iter().enumerate() {
        let base = k as u32 * PER;
        writeln!(
            body,
            "  %c{k} = icmp {p} i32 %a, %b
  %s{k} = select i1 %c{k}, i32 %a1, i32 %b1
  %d{k} = select i1 %c{k}, i64 %wa, i64 %wb
  %z{k} = zext i1 %c{k} to i32
  %zz{k} = add i32 %z{k}, %b1
  %e{k} = sext i1 %c{k} to i64
  %ee{k} = add i64 %e{k}, %wa
  %o{k}a = getelementptr i32, ptr addrspace(1) %row, i32 {base}
  store i32 %s{k}, ptr addrspace(1) %o{k}a, align 4
  %o{k}b = getelementptr i32, ptr addrspace(1) %row, i32 {}
  store i64 %d{k}, ptr addrspace(1) %o{k}b, align 4
  %o{k}c = getelementptr i32, ptr addrspace(1) %row, i32 {}
  store i32 %zz{k}, ptr addrspace(1) %o{k}c, align 4
  %o{k}d = getelementptr i32, ptr addrspace(1) %row, i32 {}
  store i64 %ee{k}, ptr addrspace(1) %o{k}d, align 4",
            base + 1,
            base + 3,
            base + 4
        )
        .unwrap();
    }
    let row = PREDS.len() as u32 * PER;
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) %out) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %j2 = shl i32 %j, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %j2
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %b = load i32, ptr addrspace(1) %pb, align 4
  %a1 = add i32 %a, 1000
  %b1 = xor i32 %b, 77
  %wa0 = zext i32 %a to i64
  %wa = shl i64 %wa0, 31
  %wb0 = sext i32 %b to i64
  %wb = mul i64 %wb0, 3
  %lane = mul i32 %id, {PAIRS}
  %r = add i32 %lane, %j
  %ro = mul i32 %r, {row}
  %row = getelementptr i32, ptr addrspace(1) %out, i32 %ro
{body}  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, {PAIRS}
  br i1 %more, label %loop, label %done
done:
  ret void
}}
"
    )
}

#[test]
fn uniform_compares_feed_select_and_extensions_through_scc() {
    let vals: [i32; 2 * PAIRS as usize] = [
        5,
        5,
        -1,
        1,
        1,
        -1,
        i32::MIN,
        i32::MAX,
        i32::MAX,
        i32::MIN,
        0,
        0,
        -7,
        -7,
        3,
        9,
        9,
        3,
        -100,
        -99,
        0,
        -1,
        i32::MIN,
        i32::MIN,
    ];
    let lanes = 32;
    let inputs: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{lanes}, 1, 1], "block": [{lanes}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "i32", "len": {}, "init": {{"values": [{}]}}}},
    "out": {{"type": "u32", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        vals.len(),
        inputs.join(", "),
        lanes * PAIRS * PREDS.len() as u32 * PER
    );
    let src = kernel();
    let name = "scc_select.ll";
    let m = common::ll_matches_interpreter(name, &src, &launch);
    for (mode, asm) in common::asm_per_mode(&m) {
        // A lane mask read back as SCC: `s_and tmp, exec, mask` (the kernel has no divergent
        // control flow, so nothing else ands EXEC).
        let masks: Vec<&str> = asm
            .lines()
            .filter(|l| {
                l.contains("s_and_b") && (l.contains(", exec,") || l.contains(", exec_lo,"))
            })
            .collect();
        assert!(
            masks.is_empty(),
            "{name} {mode}: compare results read back from lane masks: {masks:?}"
        );
        assert!(asm.contains("s_cmp_lt_i32") || asm.contains("s_cmp_gt_i32"));
    }
}
