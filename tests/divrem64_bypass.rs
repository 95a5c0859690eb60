//! The run-time 32-bit bypass of 64-bit division and remainder
//! (`lower::expand_divrem::bypass_slow_division`): when the high dwords of both operands are
//! zero the 32-bit unsigned expansion of the low dwords runs, otherwise the 64-bit one.
//!
//! Generated: every ordered pair of edge values (0, 1, 2, 7, -1, 2^31 - 1, 2^31, 2^31 + 1,
//! 2^32 - 1, 2^32, 2^32 + 1, 2^33 + 5, 2^62, INT64_MAX, INT64_MIN, INT64_MIN + 1, -7, -2^31,
//! -2^32, and a few mixed values) that is defined for the signed forms (divisor non-zero, not
//! `INT64_MIN / -1`), under `udiv`, `urem`, `sdiv` and `srem` (a division and a remainder of
//! the same operands share one test), with divergent operands (one pair per lane, so that a
//! wave mixes both paths), uniform operands (a loop over every pair, `readfirstlane`), `<2 x
//! i64>` vectors (each lane its own test) and the shapes narrowed in part statically (a
//! sign-extended `i32` dividend over a zero-extended divisor, as Parboil's `histo_prescan`
//! divides, and signed operands both zero-extended); all 13 target modes must equal the
//! interpreter bit for bit. A second test checks the assembly: the 32-bit path is there
//! beside the 64-bit one for variable operands (uniform: a scalar branch), and not for a
//! constant divisor.

mod common;
use std::fmt::Write;

fn values() -> Vec<i64> {
    let mut v: Vec<i64> = vec![
        0,
        1,
        2,
        7,
        -1,
        0x7fff_ffff,
        0x8000_0000,
        0x8000_0001,
        0xffff_ffff,
        0x1_0000_0000,
        0x1_0000_0001,
        (1 << 33) + 5,
        1 << 62,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
        -7,
        -0x8000_0000,
        -0x1_0000_0000,
        0x1234_5678_9abc_def0,
        0x0000_0003_0000_0007,
        12345,
    ];
    v.sort_unstable();
    v.dedup();
    v
}

/// Every ordered pair the signed forms define.
fn pairs() -> Vec<(i64, i64)> {
    let v = values();
    let mut out = Vec::new();
    for &x in &v {
        for &y in &v {
            if y != 0 && !(x == i64::MIN && y == -1) {
                out.push((x, y));
            }
        }
    }
    out
}

/// Results per pair: udiv, urem, sdiv, srem, udiv(sext lo x, zext lo y), srem(zext lo x,
/// zext lo y) (the last two with the low dwords' divisor made non-zero by `| 1`).
const PER_PAIR: usize = 6;

/// The six operations of one pair `%x{s}`, `%y{s}` stored at `%o{s}` + 0..6.
fn ops(s: &str) -> String {
    let mut b = String::new();
    for (k, op) in ["udiv", "urem", "sdiv", "srem"].iter().enumerate() {
        writeln!(b, "  %r{k}{s} = {op} i64 %x{s}, %y{s}").unwrap();
    }
    write!(
        b,
        "  %xl{s} = trunc i64 %x{s} to i32
  %yl0{s} = trunc i64 %y{s} to i32
  %yl{s} = or i32 %yl0{s}, 1
  %xs{s} = sext i32 %xl{s} to i64
  %yz{s} = zext i32 %yl{s} to i64
  %r4{s} = udiv i64 %xs{s}, %yz{s}
  %xz{s} = zext i32 %xl{s} to i64
  %r5{s} = srem i64 %xz{s}, %yz{s}
"
    )
    .unwrap();
    for k in 0..PER_PAIR {
        writeln!(
            b,
            "  %p{k}{s} = getelementptr i64, ptr addrspace(1) %o{s}, i32 {k}
  store i64 %r{k}{s}, ptr addrspace(1) %p{k}{s}, align 8"
        )
        .unwrap();
    }
    b
}

/// `@div`: lane `i < n` divides pair `i` (divergent operands) into `out[i * 6 ..]`.
/// `@uni`: every lane loops over the `n` pairs with uniform operands into `out[j * 6 ..]`.
/// `@vec`: lane `i < n / 2` divides pairs `2i`, `2i + 1` as `<2 x i64>` into `out[i * 8 ..]`
/// (udiv, urem, sdiv, srem, two lanes each).
fn module() -> String {
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.amdgcn.readfirstlane.i64(i64)

define amdgpu_kernel void @div(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = mul i32 %g, 64
  %i = add i32 %g64, %t
  %ok = icmp ult i32 %i, %n
  br i1 %ok, label %body, label %done
body:
  %i2 = mul i32 %i, 2
  %px = getelementptr i64, ptr addrspace(1) %in, i32 %i2
  %x = load i64, ptr addrspace(1) %px, align 8
  %py = getelementptr i64, ptr addrspace(1) %px, i32 1
  %y = load i64, ptr addrspace(1) %py, align 8
  %ob = mul i32 %i, {PER_PAIR}
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %ob
{ops_d}  br label %done
done:
  ret void
}}

define amdgpu_kernel void @uni(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{
entry:
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %j2 = mul i32 %j, 2
  %px = getelementptr i64, ptr addrspace(1) %in, i32 %j2
  %xv = load i64, ptr addrspace(1) %px, align 8
  %py = getelementptr i64, ptr addrspace(1) %px, i32 1
  %yv = load i64, ptr addrspace(1) %py, align 8
  %x = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %xv)
  %y = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %yv)
  %ob = mul i32 %j, {PER_PAIR}
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %ob
{ops_u}  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}}

define amdgpu_kernel void @vec(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = mul i32 %g, 64
  %i = add i32 %g64, %t
  %i2 = mul i32 %i, 2
  %ok = icmp ult i32 %i2, %n
  br i1 %ok, label %body, label %done
body:
  %i4 = mul i32 %i, 4
  %p0 = getelementptr i64, ptr addrspace(1) %in, i32 %i4
  %x0 = load i64, ptr addrspace(1) %p0, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 1
  %y0 = load i64, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i32 2
  %x1 = load i64, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i32 3
  %y1 = load i64, ptr addrspace(1) %p3, align 8
  %xa = insertelement <2 x i64> poison, i64 %x0, i32 0
  %x = insertelement <2 x i64> %xa, i64 %x1, i32 1
  %ya = insertelement <2 x i64> poison, i64 %y0, i32 0
  %y = insertelement <2 x i64> %ya, i64 %y1, i32 1
  %ob = mul i32 %i, 8
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %ob
  %q = udiv <2 x i64> %x, %y
  %r = urem <2 x i64> %x, %y
  %sq = sdiv <2 x i64> %x, %y
  %sr = srem <2 x i64> %x, %y
  store <2 x i64> %q, ptr addrspace(1) %o, align 8
  %o1 = getelementptr i64, ptr addrspace(1) %o, i32 2
  store <2 x i64> %r, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr i64, ptr addrspace(1) %o, i32 4
  store <2 x i64> %sq, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr i64, ptr addrspace(1) %o, i32 6
  store <2 x i64> %sr, ptr addrspace(1) %o3, align 8
  br label %done
done:
  ret void
}}
",
        ops_d = ops(""),
        ops_u = ops(""),
    )
}

fn launch(kernel: &str, pairs: &[(i64, i64)], items: usize, out_len: usize) -> String {
    let vals: Vec<String> = pairs
        .iter()
        .flat_map(|&(x, y)| [x.to_string(), y.to_string()])
        .collect();
    let grid = items.div_ceil(64).max(1) * 64;
    format!(
        r#"{{"kernel": "{kernel}", "grid": [{grid}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": {n}}}],
  "buffers": {{
    "in": {{"type": "i64", "len": {len}, "init": {{"values": [{vals}]}}}},
    "out": {{"type": "i64", "len": {out_len}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = pairs.len(),
        len = vals.len(),
        vals = vals.join(", "),
    )
}

#[test]
fn bypassed_divisions_match_interpreter() {
    let p = pairs();
    let src = module();
    let n = p.len();
    common::ll_matches_interpreter("bypass_div.ll", &src, &launch("div", &p, n, n * PER_PAIR));
    // One wave of the uniform loop suffices: every lane computes every pair.
    common::ll_matches_interpreter("bypass_uni.ll", &src, &launch("uni", &p, 1, n * PER_PAIR));
    let even = &p[..n & !1];
    common::ll_matches_interpreter(
        "bypass_vec.ll",
        &src,
        &launch("vec", even, even.len() / 2, even.len() * 4),
    );
}

/// The 32-bit expansion's scale (`0x4f7ffffe`, 2^32 - 512 as f32) and the 64-bit one's
/// (`0x5f7ffffc`) in the assembly of one kernel dividing `x` by `y`.
fn paths(op: &str, uniform: bool, y: &str) -> Vec<(String, bool, bool, bool)> {
    let load = if uniform {
        "  %xv = load i64, ptr addrspace(1) %p, align 8
  %x = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %xv)
  %yv = load i64, ptr addrspace(1) %q, align 8
  %y = call i64 @llvm.amdgcn.readfirstlane.i64(i64 %yv)
"
    } else {
        "  %x = load i64, ptr addrspace(1) %p, align 8
  %y = load i64, ptr addrspace(1) %q, align 8
"
    };
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.readfirstlane.i64(i64)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i64, ptr addrspace(1) %in, i32 %t
  %q = getelementptr i64, ptr addrspace(1) %p, i32 64
{load}  %r = {op} i64 %x, {y}
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %t
  store i64 %r, ptr addrspace(1) %o, align 8
  ret void
}}
"
    );
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    common::asm_per_mode(&m)
        .into_iter()
        .map(|(mode, asm)| {
            let has32 = asm.contains("0x4f7ffffe");
            let has64 = asm.contains("0x5f7ffffc");
            let scalar_branch = asm.contains("s_cbranch_scc");
            (mode, has32, has64, scalar_branch)
        })
        .collect()
}

#[test]
fn bypass_in_assembly() {
    let mut bad = Vec::new();
    for op in ["udiv", "urem", "sdiv", "srem"] {
        for uniform in [false, true] {
            for (mode, has32, has64, scalar_branch) in paths(op, uniform, "%y") {
                if !(has32 && has64) || (uniform && !scalar_branch) {
                    bad.push(format!(
                        "{op} uniform={uniform} {mode}: 32-bit path {has32}, 64-bit path \
                         {has64}, scalar branch {scalar_branch}"
                    ));
                }
            }
            // A constant divisor keeps its short expansion: no test, no 64-bit path.
            for (mode, has32, has64, _) in paths(op, uniform, "12345") {
                if has32 || has64 {
                    bad.push(format!("{op} uniform={uniform} {mode} by 12345: bypassed"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
