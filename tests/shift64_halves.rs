//! 64-bit shifts by a constant of 32 or more selected on the 32-bit halves
//! (`isel/src/arith.rs`, `shift64_halves`):
//!
//! * `shifts_match_the_interpreter`: `shl`/`lshr`/`ashr` of every operand form (a full i64, a
//!   pair joined from two unrelated i32 halves, `zext`/`sext` of an i32) by amounts 0..=63
//!   (and 64 + k: the IR takes the amount modulo the width), stored whole and truncated to
//!   i32 or (`lshr`/`ashr`) only truncated, uniform (kernel arguments) and divergent (per-lane loads), on all 13 modes against
//!   the interpreter.
//! * `shifts_by_32_or_more_use_no_64_bit_shift`: `lshr`/`ashr` by 32 or more whose results
//!   are only truncated to i32 contain no `s_lshr_b64`-like 64-bit shift on any mode, and a
//!   truncated `lshr` by 32 of an argument is no instruction at all (no zero high dword).

mod common;

use std::fmt::Write;

/// Operand forms from the i64 `%x` and the i32 `%h`: gir lines defining `%o`.
const FORMS: &[(&str, &[&str])] = &[
    ("full", &[]),
    (
        "pair",
        &[
            "%t = itrunc.i32 %x",
            "%l = zext.i64 %t",
            "%u = zext.i64 %h",
            "%k = iconst.i64 32",
            "%s = shl.i64 %u, %k",
            "%o = or.i64 %s, %l",
        ],
    ),
    ("zext32", &["%t = itrunc.i32 %x", "%o = zext.i64 %t"]),
    ("sext32", &["%t = itrunc.i32 %x", "%o = sext.i64 %t"]),
];

const AMOUNTS: [u32; 12] = [0, 1, 8, 31, 32, 33, 40, 56, 63, 64 + 32, 64 + 40, 64 + 7];

/// `whole`: also `shl`, and every result stored whole besides truncated; else only the
/// truncated `lshr`/`ashr` results are stored.
fn kernel(uniform: bool, amounts: &[u32], whole: bool) -> String {
    let mut t = String::new();
    let mut n = 10;
    let mut v = |t: &mut String, s: &str| {
        n += 1;
        writeln!(t, "    v{n} = {s}").unwrap();
        format!("v{n}")
    };
    let tid = v(&mut t, "workitem_id x");
    let (x, h) = if uniform {
        ("v1".to_string(), "v2".to_string())
    } else {
        let tz = v(&mut t, &format!("zext.i64 {tid}"));
        let three = v(&mut t, "iconst.i64 3");
        let off = v(&mut t, &format!("shl.i64 {tz}, {three}"));
        let p = v(&mut t, &format!("ptradd v3, {off}"));
        let x = v(&mut t, &format!("load.i64 {p}"));
        let two = v(&mut t, "iconst.i64 2");
        let off4 = v(&mut t, &format!("shl.i64 {tz}, {two}"));
        let q = v(&mut t, &format!("ptradd v4, {off4}"));
        let h = v(&mut t, &format!("load.i32 {q}"));
        (x, h)
    };
    // Output slot of the lane: 2 values per (form, op, amount).
    let per = FORMS.len() * 3 * amounts.len() * 2;
    let tz = v(&mut t, &format!("zext.i64 {tid}"));
    let stride = v(&mut t, &format!("iconst.i64 {}", per * 8));
    let base = v(&mut t, &format!("mul.i64 {tz}, {stride}"));
    let out = v(&mut t, &format!("ptradd v0, {base}"));
    let mut slot = 0;
    for (_, lines) in FORMS {
        let mut o = x.clone();
        let mut env: Vec<(String, String)> =
            vec![("%x".into(), x.clone()), ("%h".into(), h.clone())];
        for l in *lines {
            let (lhs, rhs) = l.split_once(" = ").unwrap();
            let mut rhs = rhs.to_string();
            for (k, val) in env.iter().rev() {
                rhs = rhs.replace(k.as_str(), val);
            }
            o = v(&mut t, &rhs);
            env.push((lhs.to_string(), o.clone()));
        }
        for op in ["shl", "lshr", "ashr"] {
            if op == "shl" && !whole {
                slot += 2 * amounts.len();
                continue;
            }
            for &s in amounts {
                let k = v(&mut t, &format!("iconst.i64 {s}"));
                let r = v(&mut t, &format!("{op}.i64 {o}, {k}"));
                let lo = v(&mut t, &format!("itrunc.i32 {r}"));
                for val in [r, lo.clone()] {
                    if !whole && val != lo {
                        slot += 1;
                        continue;
                    }
                    let ko = v(&mut t, &format!("iconst.i64 {}", slot * 8));
                    let p = v(&mut t, &format!("ptradd {out}, {ko}"));
                    writeln!(t, "    store {val}, {p}").unwrap();
                    slot += 1;
                }
            }
        }
    }
    assert_eq!(slot, per);
    format!(
        "kernel @k(v0: ptr.global, v1: i64, v2: i32, v3: ptr.global, v4: ptr.global) \
         flat_workgroup_size(1, 64) {{\nblock0:\n{t}    return\n}}\n"
    )
}

#[test]
fn shifts_match_the_interpreter() {
    let per = FORMS.len() * 3 * AMOUNTS.len() * 2;
    for (uniform, whole) in [(true, true), (true, false), (false, true), (false, false)] {
        let src = kernel(uniform, &AMOUNTS, whole);
        for (x, h) in [
            (0x8765_4321_fedc_ba98u64, 0x9abc_def1u32),
            (0x7fff_ffff_8000_0001, 0x7fff_fffe),
        ] {
            let list64: Vec<String> = (0..64u64)
                .map(|i| (x.rotate_left(i as u32) ^ i).to_string())
                .collect();
            let list32: Vec<String> = (0..64u32)
                .map(|i| (h.rotate_left(i) ^ (i * 77)).to_string())
                .collect();
            let launch = format!(
                r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i64": {}}}, {{"i32": {}}}, {{"buffer": "x"}}, {{"buffer": "h"}}],
  "buffers": {{
    "out": {{"type": "u64", "len": {}, "init": {{"fill": 12345}}}},
    "x": {{"type": "u64", "len": 64, "init": {{"values": [{}]}}}},
    "h": {{"type": "u32", "len": 64, "init": {{"values": [{}]}}}}
  }}}}"#,
                x as i64,
                h as i32,
                64 * per,
                list64.join(", "),
                list32.join(", ")
            );
            common::gir_matches_interpreter(
                &format!("shift64_{uniform}_{whole}"),
                &src,
                &launch,
                common::ALL_TARGETS,
            );
        }
    }
}

fn asm(src: &str, cpu: &str, mattr: &str) -> String {
    let m = common::gir_module(src);
    gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, mattr))
        .unwrap_or_else(|d| panic!("{}", d.render("k.gir")))
}

#[test]
fn shifts_by_32_or_more_use_no_64_bit_shift() {
    let wide = [
        "s_lshl_b64",
        "s_lshr_b64",
        "s_ashr_i64",
        "v_lshlrev_b64",
        "v_lshrrev_b64",
        "v_ashrrev_i64",
        "v_lshl_b64",
        "v_lshr_b64",
        "v_ashr_i64",
    ];
    for uniform in [true, false] {
        let src = kernel(uniform, &[32, 33, 40, 63, 64 + 48], false);
        // The address arithmetic's own 64-bit shifts (by 2 and 3), from the same kernel
        // without any shift under test.
        let base = kernel(uniform, &[], false);
        for (cpu, mattr) in common::ALL_TARGETS {
            let count = |a: &str| {
                a.lines()
                    .filter(|l| {
                        l.split_whitespace()
                            .next()
                            .is_some_and(|m| wide.iter().any(|w| m.starts_with(w)))
                    })
                    .count()
            };
            let a = asm(&src, cpu, mattr);
            let b = asm(&base, cpu, mattr);
            assert_eq!(count(&a), count(&b), "{cpu}{mattr} uniform={uniform}\n{a}");
        }
    }
    // `(i32)(x >> 32)` of a uniform argument: the high dword of the argument itself, no
    // shift and no zero high dword written.
    let src = "kernel @k(v0: ptr.global, v1: i64) {\nblock0:\n    v2 = iconst.i64 32\n    \
               v3 = lshr.i64 v1, v2\n    v4 = itrunc.i32 v3\n    store v4, v0\n    return\n}\n";
    for (cpu, mattr) in common::ALL_TARGETS {
        let a = asm(src, cpu, mattr);
        let body: Vec<&str> = a
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("s_") || l.starts_with("v_"))
            .collect();
        assert!(
            !body
                .iter()
                .any(|l| l.starts_with("s_mov_b32") && l.ends_with(", 0")),
            "{cpu}{mattr}\n{a}"
        );
        assert!(
            !body
                .iter()
                .any(|l| l.starts_with("s_lshr") || l.starts_with("v_lshr")),
            "{cpu}{mattr}\n{a}"
        );
    }
}
