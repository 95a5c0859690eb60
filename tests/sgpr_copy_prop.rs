//! SGPR copy propagation after register allocation (`regalloc/src/copy_prop.rs`): reads of a
//! copy's destination read its source, dead copies go.
//!
//! Generated kernels over every argument type (i8, i16, i32, i64, half, float, double,
//! <2 x i32>, <2 x float>) at packed kernarg offsets, each argument used several times by
//! uniform arithmetic and stored per lane; a second form runs the same values through a
//! uniform loop (values live around a back edge and into other blocks) and a uniform branch.
//! On all 13 target modes the stored results must equal the interpreter's bit for bit, and
//! the straight-line kernel must have no SGPR-to-SGPR `s_mov_b32`/`s_mov_b64` left (every
//! argument dword stays where its `s_load` wrote it, as llc-19 leaves it).

mod common;
use std::fmt::Write;

const LANES: u32 = 64;
/// (LLVM type, launch-spec scalar, value, how the i32 result is made from `%x`).
const ARGS: &[(&str, &str, &str, &str)] = &[
    ("i8", "i8", "-7", "sext i8 %x to i32"),
    ("i16", "i16", "-12345", "sext i16 %x to i32"),
    ("i8", "u8", "200", "zext i8 %x to i32"),
    ("i32", "i32", "123456789", "add i32 %x, 5"),
    ("half", "f16", "1.5", "fptosi half %x to i32"),
    ("i64", "i64", "-81985529216486895", "trunc i64 %x to i32"),
    ("i16", "u16", "60000", "zext i16 %x to i32"),
    ("float", "f32", "-3.25", "fptosi float %x to i32"),
    ("double", "f64", "1234.75", "fptosi double %x to i32"),
    (
        "i64",
        "u64",
        "18364758544493064720",
        "lshr i64 %x, 32\n  %c9 = trunc i64 %c9w to i32",
    ),
];

/// The kernel: `looped` adds a uniform loop and a uniform branch around the uses.
fn kernel(looped: bool) -> (String, String) {
    let mut params = String::new();
    let mut args = String::from(r#"{"buffer": "out"}"#);
    let mut body = String::new();
    let mut slot = 0u32;
    let mut vals: Vec<String> = Vec::new();
    for (k, (ty, spec, v, conv)) in ARGS.iter().enumerate() {
        write!(params, ", {ty} %a{k}").unwrap();
        write!(args, r#", {{"{spec}": {v}}}"#).unwrap();
        let c = conv.replace("%x", &format!("%a{k}"));
        // A two-step conversion names its first step `%cKw`.
        let first = if c.contains('\n') {
            format!("%c{k}w")
        } else {
            format!("%c{k}")
        };
        writeln!(body, "  {first} = {c}").unwrap();
        vals.push(format!("%c{k}"));
    }
    // Vector arguments: each lane used.
    params.push_str(", <2 x i32> %v, <2 x float> %w");
    args.push_str(r#", {"u64": 12345678901234567}, {"u64": 4638387860618067575}"#);
    writeln!(
        body,
        "  %v0 = extractelement <2 x i32> %v, i32 0\n  %v1 = extractelement <2 x i32> %v, i32 1
  %w0 = extractelement <2 x float> %w, i32 0\n  %w1 = extractelement <2 x float> %w, i32 1
  %w0i = fptosi float %w0 to i32\n  %w1i = fptosi float %w1 to i32"
    )
    .unwrap();
    vals.extend(["%v0", "%v1", "%w0i", "%w1i"].map(String::from));
    // Uniform combinations: every value read twice more.
    let n = vals.len();
    for k in 0..n {
        let (a, b) = (&vals[k], &vals[(k + 3) % n]);
        writeln!(
            body,
            "  %m{k} = mul i32 {a}, {b}\n  %s{k} = xor i32 %m{k}, {a}"
        )
        .unwrap();
    }
    let mut outs: Vec<String> = vals.clone();
    outs.extend((0..n).map(|k| format!("%s{k}")));
    let mut tail = String::new();
    let store = |tail: &mut String, v: &str, slot: &mut u32| {
        writeln!(
            tail,
            "  %p{s} = getelementptr i32, ptr addrspace(1) %row, i32 {s}\n  store i32 {v}, ptr addrspace(1) %p{s}, align 4",
            s = *slot
        )
        .unwrap();
        *slot += 1;
    };
    if looped {
        // acc_j = sum over i < (c3 & 7) + 1 of (vals[j] + i), uniform; then a uniform branch
        // on c0 choosing between two combinations of the arguments.
        writeln!(body, "  %trip0 = and i32 %c3, 7\n  %trip = add i32 %trip0, 1\n  br label %loop\nloop:\n  %i = phi i32 [0, %entry], [%i1, %loop]").unwrap();
        for (j, v) in outs.iter().enumerate() {
            writeln!(body, "  %acc{j} = phi i32 [{v}, %entry], [%nacc{j}, %loop]").unwrap();
        }
        for (j, v) in outs.iter().enumerate() {
            writeln!(
                body,
                "  %t{j} = add i32 {v}, %i\n  %nacc{j} = add i32 %acc{j}, %t{j}"
            )
            .unwrap();
        }
        writeln!(body, "  %i1 = add i32 %i, 1\n  %more = icmp ult i32 %i1, %trip\n  br i1 %more, label %loop, label %after\nafter:\n  %neg = icmp slt i32 %c0, 0\n  br i1 %neg, label %then, label %join\nthen:\n  %alt = sub i32 %c1, %c5\n  br label %join\njoin:\n  %sel = phi i32 [%alt, %then], [%c7, %after]").unwrap();
        for j in 0..outs.len() {
            store(&mut tail, &format!("%nacc{j}"), &mut slot);
        }
        store(&mut tail, "%sel", &mut slot);
    } else {
        for v in &outs {
            store(&mut tail, v, &mut slot);
        }
    }
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out{params}) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
{body}  %ro = mul i32 %id, {SLOTS}
  %row = getelementptr i32, ptr addrspace(1) %out, i32 %ro
{tail}  ret void
}}
"
    );
    assert!(slot <= SLOTS);
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{args}],
  "buffers": {{"out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}}}}}"#,
        o = SLOTS * LANES
    );
    (src, launch)
}

/// Output slots per lane.
const SLOTS: u32 = 64;

/// `s_mov_b32 sN, sM` / `s_mov_b64 s[..], s[..]`: an SGPR-to-SGPR copy.
fn sgpr_copy(line: &str) -> bool {
    let l = line.trim();
    let Some(rest) = l
        .strip_prefix("s_mov_b32 ")
        .or_else(|| l.strip_prefix("s_mov_b64 "))
    else {
        return false;
    };
    let ops: Vec<&str> = rest.split(',').map(str::trim).collect();
    ops.len() == 2
        && ops
            .iter()
            .all(|o| o.starts_with('s') && !o.starts_with("s_"))
}

/// `s_mov_b64 s[a:a+1], ...` followed by a write of `s{a+2}`.
fn resource_base(line: &str, next: Option<&&str>) -> bool {
    let Some(rest) = line.trim().strip_prefix("s_mov_b64 s[") else {
        return false;
    };
    let Some(a) = rest.split(':').next().and_then(|a| a.parse::<u32>().ok()) else {
        return false;
    };
    next.is_some_and(|n| n.trim().starts_with(&format!("s_mov_b32 s{}, ", a + 2)))
}

#[test]
fn argument_copies_propagate_and_match_interpreter() {
    for looped in [false, true] {
        let (src, launch) = kernel(looped);
        let name = format!("sgpr_copy_prop_{looped}.ll");
        let m = common::ll_matches_interpreter(&name, &src, &launch);
        if looped {
            continue;
        }
        for (mode, asm) in common::asm_per_mode(&m) {
            // A pair copied into the low half of a buffer resource (GFX6/GFX7 `addr64`
            // stores: the next instructions write its dwords 2 and 3) is no copy of a value.
            let lines: Vec<&str> = asm.lines().collect();
            let copies: Vec<&str> = (0..lines.len())
                .filter(|&k| sgpr_copy(lines[k]) && !resource_base(lines[k], lines.get(k + 1)))
                .map(|k| lines[k])
                .collect();
            assert!(
                copies.is_empty(),
                "{name} {mode}: SGPR-to-SGPR copies left: {copies:?}"
            );
        }
    }
}
