//! High halves of widened multiplies (`lower/src/mulhi.rs`): `itrunc.i32` of a 64-bit
//! product of two `sext` (or two `zext`) i32 values shifted right by 32..63 is
//! `smulhi`/`umulhi.i32` (plus a 32-bit shift).
//!
//! Generated: every extension pair (sext/sext, zext/zext, and the mixed pairs that must stay
//! 64-bit), both shift kinds, shift amounts 32, 33, 40, 47, 63, and constant operands inside
//! and outside the extension's range; on every target mode the buffers must equal the
//! interpreter's (inputs span the whole i32 range, extremes included). On gfx90a and gfx1100
//! the rewritten forms are `v_mul_hi_*` with no 64-bit multiply left.

mod common;
use common::*;
use std::fmt::Write;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 5, "min": -2147483648, "max": 2147483647}},
              "b": {"type": "i32", "len": 128, "init": {"random": 6, "min": -2147483648, "max": 2147483647}},
              "o": {"type": "i32", "len": 16384, "init": {"fill": 0}}},
  "lds_dynamic": 0}"#;

/// One kernel computing `exprs` (extension of a, extension of b or a constant, shift
/// kind, amount) per lane.
fn kernel(exprs: &[(&str, &str, &str, u32)]) -> String {
    let mut body = String::new();
    let mut n = 3u32;
    let mut def = |body: &mut String, rhs: String| {
        let v = n;
        n += 1;
        writeln!(body, "    v{v} = {rhs}").unwrap();
        v
    };
    let tid = def(&mut body, "workitem_id x".into());
    let wg = def(&mut body, "workgroup_id x".into());
    let c64 = def(&mut body, "iconst.i32 64".into());
    let base = def(&mut body, format!("mul.i32 v{wg}, v{c64}"));
    let g = def(&mut body, format!("add.i32 v{base}, v{tid}"));
    let g64 = def(&mut body, format!("zext.i64 v{g}"));
    // Addresses by shifts: the only 64-bit multiplies are the tested ones.
    let two = def(&mut body, "iconst.i64 2".into());
    let off = def(&mut body, format!("shl.i64 v{g64}, v{two}"));
    let pa = def(&mut body, format!("ptradd v0, v{off}"));
    let pb = def(&mut body, format!("ptradd v1, v{off}"));
    let a = def(&mut body, format!("load.i32 v{pa}"));
    let b = def(&mut body, format!("load.i32 v{pb}"));
    // 128 words per lane.
    assert!(exprs.len() <= 128);
    let nine = def(&mut body, "iconst.i64 9".into());
    let ob = def(&mut body, format!("shl.i64 v{g64}, v{nine}"));
    let po = def(&mut body, format!("ptradd v2, v{ob}"));
    for (i, (ea, eb, sh, k)) in exprs.iter().enumerate() {
        let x = def(&mut body, format!("{ea}.i64 v{a}"));
        let y = if let Some(c) = eb.strip_prefix("const ") {
            def(&mut body, format!("iconst.i64 {c}"))
        } else {
            def(&mut body, format!("{eb}.i64 v{b}"))
        };
        let p = def(&mut body, format!("mul.i64 v{x}, v{y}"));
        let kk = def(&mut body, format!("iconst.i64 {k}"));
        let s = def(&mut body, format!("{sh}.i64 v{p}, v{kk}"));
        let t = def(&mut body, format!("itrunc.i32 v{s}"));
        let o = def(&mut body, format!("iconst.i64 {}", 4 * i));
        let q = def(&mut body, format!("ptradd v{po}, v{o}"));
        writeln!(body, "    store v{t}, v{q}").unwrap();
    }
    format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) \
         flat_workgroup_size(1, 64) {{\nblock0:\n{body}    return\n}}\n"
    )
}

/// Every combination: (exprs that are rewritten, exprs that must stay 64-bit).
/// (extension of a, extension of b or a constant, shift kind, amount).
type Expr = (&'static str, &'static str, &'static str, u32);

fn cases() -> (Vec<Expr>, Vec<Expr>) {
    let mut narrow = Vec::new();
    let mut wide = Vec::new();
    for sh in ["ashr", "lshr"] {
        for k in [32, 33, 40, 47, 63] {
            narrow.push(("sext", "sext", sh, k));
            narrow.push(("zext", "zext", sh, k));
            // Constants: in both ranges, only the signed one, only the unsigned one.
            narrow.push(("sext", "const 1000003", sh, k));
            narrow.push(("zext", "const 1000003", sh, k));
            narrow.push(("sext", "const -77", sh, k));
            narrow.push(("zext", "const 4000000000", sh, k));
            // Mixed extensions and out-of-range constants stay 64-bit.
            wide.push(("sext", "zext", sh, k));
            wide.push(("zext", "sext", sh, k));
            wide.push(("zext", "const -77", sh, k));
            wide.push(("sext", "const 4000000000", sh, k));
        }
    }
    (narrow, wide)
}

#[test]
fn widened_multiply_high_halves_match_interpreter() {
    let (narrow, wide) = cases();
    let all: Vec<_> = narrow.iter().chain(&wide).copied().collect();
    gir_matches_interpreter("mulhi.gir", &kernel(&all), LAUNCH, ALL_TARGETS);
}

#[test]
fn rewritten_forms_have_no_64_bit_multiply() {
    let (narrow, wide) = cases();
    for cpu in ["gfx90a", "gfx1100"] {
        let t = target_with(cpu, "");
        let asm = |src: &str| {
            gfxc::compile::compile_module_asm(&gir_module(src), &t)
                .map_err(|d| d.render("mulhi"))
                .unwrap()
        };
        let n = asm(&kernel(&narrow));
        let count = |t: &str, m: &str| t.lines().filter(|l| l.trim_start().starts_with(m)).count();
        // Six distinct products (two extension pairs, four constants; the shift kinds and
        // amounts share them), each one `v_mul_hi`; the three `v_mad_u64_u32` left are the
        // addresses of a, b and the output row.
        assert!(
            count(&n, "v_mul_hi_i32") >= 3 && count(&n, "v_mul_hi_u32") >= 3,
            "{cpu}: {n}"
        );
        assert_eq!(count(&n, "v_mul_lo_u32"), 0, "{cpu}: {n}");
        assert!(count(&n, "v_mad_u64_u32") <= 3, "{cpu}: {n}");
        // The mixed forms still multiply in 64 bits (the checks above can fail).
        let w = asm(&kernel(&wide));
        assert!(count(&w, "v_mul_lo_u32") > 0, "{cpu}: {w}");
    }
}
