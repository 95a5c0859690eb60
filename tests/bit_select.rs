//! The bit select `(x & y) | (~x & z)` and its other form `((y ^ z) & x) ^ z` as one
//! `v_bfi_b32` (`Selector::bit_select`, `isel/src/fuse.rs`; SHOC md5's F and G functions).
//!
//! Generated: both forms in every operand order (the `and`s' and the `or`'s operands
//! swapped, `~x` as `xor x, -1` and `xor -1, x`, the inner `xor` of the second form either
//! way), with `x`, `y`, `z` divergent (loaded words, all 32 bits random), uniform (a kernel
//! argument) and constant (inline and literal), and near misses that are not bit selects
//! (`~w` of another value, the outer `xor` with the selector). On all 13 target modes the buffers equal the interpreter's; the
//! assembly of the divergent forms is one `v_bfi_b32` each on every generation.

mod common;
use common::*;
use std::fmt::Write;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"buffer": "o"}, {"i32": 1515870810}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 1, "min": -2147483648, "max": 2147483647}},
              "b": {"type": "i32", "len": 128, "init": {"random": 2, "min": -2147483648, "max": 2147483647}},
              "c": {"type": "i32", "len": 128, "init": {"random": 3, "min": -2147483648, "max": 2147483647}},
              "o": {"type": "i32", "len": 65536, "init": {"fill": 0}}},
  "lds_dynamic": 0}"#;

/// The expressions of one (x, y, z): every form and order, and two near misses (last).
fn forms(x: &str, y: &str, z: &str, n: &mut usize, body: &mut String) {
    // Each expression reads its own copies `x + k`, `y + k`, `z + k` (of the same kind:
    // divergent, uniform or constant), so that no two share a subexpression.
    let (xs, ys, zs) = (x, y, z);
    let (x, y, z) = ("%x#", "%y#", "%z#");
    let mut emit = |lines: &[String]| {
        let k = *n;
        writeln!(
            body,
            "  %x{k} = add i32 {xs}, {k}\n  %y{k} = add i32 {ys}, {k}\n  %z{k} = add i32 {zs}, {k}"
        )
        .unwrap();
        for l in lines {
            writeln!(body, "  {}", l.replace('#', &k.to_string())).unwrap();
        }
        writeln!(
            body,
            "  %p{k} = getelementptr i32, ptr addrspace(1) %row, i64 {k}\n  \
             store i32 %r{k}, ptr addrspace(1) %p{k}"
        )
        .unwrap();
        *n += 1;
    };
    for not in [format!("xor i32 {x}, -1"), format!("xor i32 -1, {x}")] {
        for (a1, a2) in [(x, y), (y, x)] {
            for swap_b in [false, true] {
                for swap_or in [false, true] {
                    let b = if swap_b {
                        format!("and i32 {z}, %n#")
                    } else {
                        format!("and i32 %n#, {z}")
                    };
                    let or = if swap_or {
                        "or i32 %b#, %a#"
                    } else {
                        "or i32 %a#, %b#"
                    };
                    emit(&[
                        format!("%n# = {not}"),
                        format!("%a# = and i32 {a1}, {a2}"),
                        format!("%b# = {b}"),
                        format!("%r# = {or}"),
                    ]);
                }
            }
        }
    }
    for (d1, d2) in [(y, z), (z, y)] {
        for (m1, m2) in [("%d#", x), (x, "%d#")] {
            for (o1, o2) in [("%m#", z), (z, "%m#")] {
                emit(&[
                    format!("%d# = xor i32 {d1}, {d2}"),
                    format!("%m# = and i32 {m1}, {m2}"),
                    format!("%r# = xor i32 {o1}, {o2}"),
                ]);
            }
        }
    }
    // Near misses (not bit selects): `~` of another value (`x + 1`); the outer xor with `x`.
    emit(&[
        format!("%w# = add i32 {x}, 1"),
        "%n# = xor i32 %w#, -1".to_string(),
        format!("%a# = and i32 {x}, {y}"),
        format!("%b# = and i32 %n#, {z}"),
        "%r# = or i32 %a#, %b#".to_string(),
    ]);
    emit(&[
        format!("%d# = xor i32 {y}, {z}"),
        format!("%m# = and i32 %d#, {x}"),
        format!("%r# = xor i32 %m#, {x}"),
    ]);
}

fn kernel(xs: &[&str], ys: &[&str], zs: &[&str]) -> (String, usize) {
    let mut body = String::new();
    let mut n = 0;
    for x in xs {
        for y in ys {
            for z in zs {
                if x != y && y != z && x != z {
                    forms(x, y, z, &mut n, &mut body);
                }
            }
        }
    }
    let src = format!(
        r#"target triple = "amdgcn-amd-amdhsa"
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
  %ro = mul i64 %g64, 512
  %row = getelementptr i32, ptr addrspace(1) %po, i64 %ro
{body}  ret void
}}
"#
    );
    (src, n)
}

#[test]
fn bit_selects_match_interpreter() {
    let (src, n) = kernel(
        &["%a", "%u"],
        &["%b", "%u", "7", "252645135"],
        &["%c", "%u", "252645135"],
    );
    assert!(n <= 512, "{n}");
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    objects_match_interpreter("bit_select.ll", &m, LAUNCH, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("bit_select.ll"))
    });
}

#[test]
fn divergent_bit_selects_are_bfi() {
    // x, y, z all divergent: 16 + 8 forms, and the 2 near misses.
    let (src, n) = kernel(&["%a"], &["%b"], &["%c"]);
    assert_eq!(n, 26);
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    for (cpu, mattr) in ALL_TARGETS {
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr))
            .map_err(|d| d.render("bit_select.ll"))
            .unwrap();
        let count = |m: &str| {
            asm.lines()
                .filter(|l| l.trim_start().starts_with(m))
                .count()
        };
        assert_eq!(count("v_bfi_b32"), 24, "{cpu}{mattr}: {asm}");
    }
}
