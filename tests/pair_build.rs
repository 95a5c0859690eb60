//! 64-bit integers joined from 32-bit halves (`lower/src/pair_build.rs`):
//! `(zext|sext(hi) << 32) op zext(lo)` with `op` in `or`, `xor`, `add`, either operand
//! order, on lane values and on uniform kernel arguments, are the dword pair `[lo, hi]`;
//! near misses (a shift by 31 or 33, a sign-extended low half, an i16 half, a vector of
//! i64) keep their meaning; 64-bit `fptosi`/`fptoui` (whose expansion joins halves) too.
//!
//! On all 13 target modes the stored results must equal the interpreter's bit for bit, and
//! the pure joins must not shift 64-bit values by 32 (`v_lshlrev_b64`/`s_lshl_b64`/
//! `v_lshlrev_b64` with 32) any more.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;

/// (name, expression builder over `%hi`, `%lo`: i32 values; returns the i64 text).
fn kernel(joins_only: bool) -> (String, u32) {
    let mut body = String::new();
    let mut slot = 0u32;
    let store = |body: &mut String, v: &str, slot: &mut u32| {
        writeln!(
            body,
            "  %p{s} = getelementptr i64, ptr addrspace(1) %row, i32 {s}\n  store i64 {v}, ptr addrspace(1) %p{s}, align 8",
            s = *slot
        )
        .unwrap();
        *slot += 1;
    };
    let sources = [("%a", "%b"), ("%ua", "%ub"), ("%a", "%ub"), ("%ua", "%b")];
    for (si, (hi, lo)) in sources.iter().enumerate() {
        for ext in ["zext", "sext"] {
            for op in ["or", "xor", "add"] {
                for swap in [false, true] {
                    let t = format!("{si}{ext}{op}{}", u8::from(swap));
                    writeln!(
                        body,
                        "  %h{t} = {ext} i32 {hi} to i64\n  %hs{t} = shl i64 %h{t}, 32\n  %l{t} = zext i32 {lo} to i64"
                    )
                    .unwrap();
                    let (x, y) = if swap {
                        (format!("%l{t}"), format!("%hs{t}"))
                    } else {
                        (format!("%hs{t}"), format!("%l{t}"))
                    };
                    writeln!(body, "  %j{t} = {op} i64 {x}, {y}").unwrap();
                    store(&mut body, &format!("%j{t}"), &mut slot);
                }
            }
        }
    }
    if !joins_only {
        // Near misses: not a join of disjoint halves.
        writeln!(
            body,
            "  %m1h = zext i32 %a to i64\n  %m1s = shl i64 %m1h, 31\n  %m1l = zext i32 %b to i64\n  %m1 = or i64 %m1s, %m1l
  %m2s = shl i64 %m1h, 33\n  %m2 = add i64 %m2s, %m1l
  %m3h = shl i64 %m1h, 32\n  %m3l = sext i32 %b to i64\n  %m3 = add i64 %m3h, %m3l
  %m4a = trunc i32 %a to i16\n  %m4h = zext i16 %m4a to i64\n  %m4s = shl i64 %m4h, 32\n  %m4 = xor i64 %m4s, %m1l
  %m5 = or i64 %m3h, %m3l
  %f = sitofp i32 %a to double\n  %fs = fmul double %f, 1.0e3\n  %m6 = fptosi double %fs to i64
  %g = uitofp i32 %b to float\n  %gs = fmul float %g, 7.5e2\n  %m7 = fptoui float %gs to i64"
        )
        .unwrap();
        for m in ["%m1", "%m2", "%m3", "%m4", "%m5", "%m6", "%m7"] {
            store(&mut body, m, &mut slot);
        }
        // A vector of joins (lane-wise).
        writeln!(
            body,
            "  %va0 = insertelement <2 x i32> undef, i32 %a, i32 0\n  %va = insertelement <2 x i32> %va0, i32 %ub, i32 1
  %vb0 = insertelement <2 x i32> undef, i32 %b, i32 0\n  %vb = insertelement <2 x i32> %vb0, i32 %ua, i32 1
  %vh = sext <2 x i32> %va to <2 x i64>\n  %vhs = shl <2 x i64> %vh, <i64 32, i64 32>\n  %vl = zext <2 x i32> %vb to <2 x i64>
  %vj = or <2 x i64> %vhs, %vl
  %v0 = extractelement <2 x i64> %vj, i32 0\n  %v1 = extractelement <2 x i64> %vj, i32 1"
        )
        .unwrap();
        store(&mut body, "%v0", &mut slot);
        store(&mut body, "%v1", &mut slot);
    }
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ua, i32 %ub) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i2 = mul i32 %id, 2
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %i2
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %b = load i32, ptr addrspace(1) %pb, align 4
  %ro = mul i32 %id, {SLOTS}
  %row = getelementptr i64, ptr addrspace(1) %out, i32 %ro
{body}  ret void
}}
"
    );
    (src, slot)
}

/// Output slots per lane (an upper bound of both kernels' stores).
const SLOTS: u32 = 64;

fn launch() -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": -123456789}}, {{"i32": 2000000001}}],
  "buffers": {{
    "in": {{"type": "i32", "len": {n}, "init": {{"random": 5, "min": -2147483648, "max": 2147483647}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 2 * LANES,
        o = 2 * SLOTS * LANES
    )
}

#[test]
fn joined_halves_match_interpreter_without_64_bit_shifts() {
    for joins_only in [true, false] {
        let (src, slots) = kernel(joins_only);
        assert!(slots <= SLOTS);
        let name = format!("pair_build_{joins_only}.ll");
        let m = common::ll_matches_interpreter(&name, &src, &launch());
        if !joins_only {
            continue;
        }
        for (mode, asm) in common::asm_per_mode(&m) {
            let shifts: Vec<&str> = asm
                .lines()
                .filter(|l| {
                    (l.contains("lshlrev_b64") || l.contains("s_lshl_b64")) && l.contains(" 32")
                })
                .collect();
            assert!(
                shifts.is_empty(),
                "{name} {mode}: halves joined with 64-bit shifts: {shifts:?}"
            );
        }
    }
}
