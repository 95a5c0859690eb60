//! 32-bit funnel shifts and rotates (`isel/src/funnel.rs`): `llvm.fshl`/`fshr.i32` (as
//! `gfxc-ll` expands them) become `v_alignbit_b32` on every generation.
//!
//! Generated: `fshl` and `fshr` with two different operands and with one operand twice (the
//! rotates), the amount divergent (a loaded word, all 32 bits random), uniform (a kernel
//! argument, run with 0, 5, 31, 32 and 77) and constant (0, 1, 17, 31, 32, 33, 63); the
//! operands divergent and uniform; every target mode must give the interpreter's buffers.
//! On every generation the divergent forms are `v_alignbit_b32` with no variable shift left.

mod common;
use common::*;
use std::fmt::Write;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"buffer": "o"}, {"i32": AMT}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 1, "min": -2147483648, "max": 2147483647}},
              "b": {"type": "i32", "len": 128, "init": {"random": 2, "min": -2147483648, "max": 2147483647}},
              "c": {"type": "i32", "len": 128, "init": {"random": 3, "min": -2147483648, "max": 2147483647}},
              "o": {"type": "i32", "len": 32768, "init": {"fill": 0}}},
  "lds_dynamic": 0}"#;

/// The kernel: one store per (function, first operand, second operand, amount).
fn kernel(xs: &[&str], ys: &[&str], amounts: &[&str]) -> (String, usize) {
    let mut body = String::new();
    let mut n = 0;
    for f in ["fshl", "fshr"] {
        for x in xs {
            for y in ys {
                for s in amounts {
                    writeln!(
                        body,
                        "  %r{n} = call i32 @llvm.{f}.i32(i32 {x}, i32 {y}, i32 {s})\n  \
                         %p{n} = getelementptr i32, ptr addrspace(1) %row, i64 {n}\n  \
                         store i32 %r{n}, ptr addrspace(1) %p{n}"
                    )
                    .unwrap();
                    n += 1;
                }
            }
        }
    }
    let src = format!(
        r#"target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc, ptr addrspace(1) %po, i32 %u) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %wb = shl i32 %w, 6
  %g = add i32 %wb, %t
  %g64 = zext i32 %g to i64
  %qa = getelementptr i32, ptr addrspace(1) %pa, i64 %g64
  %qb = getelementptr i32, ptr addrspace(1) %pb, i64 %g64
  %qc = getelementptr i32, ptr addrspace(1) %pc, i64 %g64
  %a = load i32, ptr addrspace(1) %qa
  %b = load i32, ptr addrspace(1) %qb
  %c = load i32, ptr addrspace(1) %qc
  %ro = mul i64 %g64, 256
  %row = getelementptr i32, ptr addrspace(1) %po, i64 %ro
{body}  ret void
}}
"#
    );
    (src, n)
}

#[test]
fn funnel_shifts_match_interpreter() {
    let xs = ["%a", "%b", "%u"];
    let amounts = ["%c", "%u", "0", "1", "17", "31", "32", "33", "63"];
    let (src, n) = kernel(&xs, &xs, &amounts);
    assert!(n <= 256);
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    for amt in ["0", "5", "31", "32", "77"] {
        let launch = LAUNCH.replace("AMT", amt);
        objects_match_interpreter("funnel.ll", &m, &launch, ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render("funnel.ll"))
        });
    }
}

#[test]
fn divergent_funnel_shifts_are_alignbit() {
    // Divergent operands and amount: fshl/fshr of (a, b) and (a, a) by c.
    let text = kernel(&["%a"], &["%a", "%b"], &["%c"]).0;
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &text).unwrap();
    for (cpu, mattr) in ALL_TARGETS {
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr))
            .map_err(|d| d.render("funnel.ll"))
            .unwrap();
        let count = |m: &str| {
            asm.lines()
                .filter(|l| l.trim_start().starts_with(m))
                .count()
        };
        // fshl(a, b): two (and a shift by one); fshr(a, b), fshl(a, a) (rotate),
        // fshr(a, a): one each.
        assert!(count("v_alignbit_b32") >= 5, "{cpu}{mattr}: {asm}");
        // No variable 32-bit shifts (the expansion's lshr/shl by s and by 31 - s).
        let variable = asm.lines().filter(|l| {
            let t = l.trim_start();
            (t.starts_with("v_lshlrev_b32") || t.starts_with("v_lshrrev_b32"))
                && t.split(',')
                    .nth(1)
                    .is_none_or(|o| o.trim().parse::<i64>().is_err())
        });
        assert_eq!(variable.count(), 0, "{cpu}{mattr}: {asm}");
    }
}

/// Rotates by every constant amount 0..64 (divergent operand): the same buffers as the
/// interpreter on every target mode.
#[test]
fn constant_rotates_match_interpreter() {
    let amounts: Vec<String> = (0..64).map(|k| k.to_string()).collect();
    let amounts: Vec<&str> = amounts.iter().map(String::as_str).collect();
    let (src, n) = kernel(&["%a"], &["%a"], &amounts);
    assert!(n <= 256);
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let launch = LAUNCH.replace("AMT", "0");
    objects_match_interpreter("funnel_const.ll", &m, &launch, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("funnel_const.ll"))
    });
}

/// A rotate left by a constant is one `v_alignbit_b32` with an inline-constant shift: no
/// negation of the amount at run time (SHOC md5's 64 rotates per hash each had a `v_sub`).
#[test]
fn constant_rotates_are_one_alignbit() {
    let amounts: Vec<String> = (1..32).map(|k| k.to_string()).collect();
    let amounts: Vec<&str> = amounts.iter().map(String::as_str).collect();
    let mut text = kernel(&["%a"], &["%a"], &amounts).0;
    // Rotates left only (the generated fshr calls become fshl).
    text = text.replace(
        "@llvm.fshr.i32(i32 %a, i32 %a,",
        "@llvm.fshl.i32(i32 %a, i32 %a,",
    );
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &text).unwrap();
    for (cpu, mattr) in ALL_TARGETS {
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr))
            .map_err(|d| d.render("funnel_const.ll"))
            .unwrap();
        let lines: Vec<&str> = asm.lines().map(str::trim_start).collect();
        let align: Vec<&&str> = lines
            .iter()
            .filter(|l| l.starts_with("v_alignbit_b32"))
            .collect();
        assert!(align.len() >= 31, "{cpu}{mattr}: {asm}");
        for l in &align {
            let shift = l.rsplit(',').next().unwrap().trim();
            assert!(
                shift.parse::<i64>().is_ok_and(|k| (1..32).contains(&k)),
                "{cpu}{mattr}: {l}"
            );
        }
        let subs = lines.iter().filter(|l| l.starts_with("v_sub")).count();
        assert_eq!(subs, 0, "{cpu}{mattr}: {asm}");
    }
}
