//! 64-bit extension idioms (`lower/src/ext_idioms.rs`): `ashr (shl x, 32), 32`,
//! `lshr (shl x, 32), 32` and `and x, 0xffffffff` (either order) on i64 lane values and
//! uniform kernel arguments are extensions of the low dword; near misses (shifts by 31 or
//! 33, masks 0xfffffffe and 0x1ffffffff, a shift pair on `<2 x i64>`) keep their meaning.
//!
//! On all 13 target modes the stored results must equal the interpreter's bit for bit, and
//! the idioms alone must compile without 64-bit shifts or ANDs.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;
const SLOTS: u32 = 32;

fn kernel(idioms_only: bool) -> String {
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
    for (k, x) in ["%a", "%ua", "%m"].iter().enumerate() {
        writeln!(
            body,
            "  %s{k} = shl i64 {x}, 32\n  %sx{k} = ashr i64 %s{k}, 32\n  %zx{k} = lshr i64 %s{k}, 32
  %ma{k} = and i64 {x}, 4294967295\n  %mb{k} = and i64 4294967295, {x}"
        )
        .unwrap();
        for v in ["sx", "zx", "ma", "mb"] {
            store(&mut body, &format!("%{v}{k}"), &mut slot);
        }
    }
    if !idioms_only {
        writeln!(
            body,
            "  %n1 = shl i64 %a, 31\n  %n2 = ashr i64 %n1, 31\n  %n3 = shl i64 %a, 33\n  %n4 = lshr i64 %n3, 33
  %n5 = and i64 %a, 4294967294\n  %n6 = and i64 %a, 8589934591\n  %n7 = shl i64 %a, 32\n  %n8 = ashr i64 %n7, 31
  %va0 = insertelement <2 x i64> undef, i64 %a, i32 0\n  %va = insertelement <2 x i64> %va0, i64 %ua, i32 1
  %vs = shl <2 x i64> %va, <i64 32, i64 32>\n  %vx = ashr <2 x i64> %vs, <i64 32, i64 32>
  %v0 = extractelement <2 x i64> %vx, i32 0\n  %v1 = extractelement <2 x i64> %vx, i32 1"
        )
        .unwrap();
        for v in ["%n2", "%n4", "%n5", "%n6", "%n8", "%v0", "%v1", "%n7"] {
            store(&mut body, v, &mut slot);
        }
    }
    assert!(slot <= SLOTS);
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %ua) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i64, ptr addrspace(1) %in, i32 %id
  %a = load i64, ptr addrspace(1) %pa, align 8
  %m = mul i64 %a, %ua
  %ro = mul i32 %id, {SLOTS}
  %row = getelementptr i64, ptr addrspace(1) %out, i32 %ro
{body}  ret void
}}
"
    )
}

#[test]
fn extension_idioms_match_interpreter_without_64_bit_shifts() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i64": -81985529216486896}}],
  "buffers": {{
    "in": {{"type": "u32", "len": {n}, "init": {{"random": 9, "min": 0, "max": 4294967295}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 2 * LANES,
        o = 2 * SLOTS * LANES
    );
    for idioms_only in [true, false] {
        let src = kernel(idioms_only);
        let name = format!("ext_idioms_{idioms_only}.ll");
        let m = common::ll_matches_interpreter(&name, &src, &launch);
        if !idioms_only {
            continue;
        }
        for (mode, asm) in common::asm_per_mode(&m) {
            let bad: Vec<&str> = asm
                .lines()
                .filter(|l| {
                    let t = l.trim_start();
                    [
                        "v_lshlrev_b64",
                        "v_ashrrev_i64",
                        "v_lshrrev_b64",
                        "v_lshl_b64",
                        "v_ashr_i64",
                        "v_lshr_b64",
                        "s_lshl_b64",
                        "s_ashr_i64",
                        "s_lshr_b64",
                        "v_and_b32",
                        "s_and_b32",
                        "s_and_b64",
                    ]
                    .iter()
                    .any(|m| t.starts_with(m))
                })
                .collect();
            assert!(
                bad.is_empty(),
                "{name} {mode}: 64-bit shifts or masks left: {bad:?}"
            );
        }
    }
}
