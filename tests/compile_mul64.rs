//! 64-bit products and high halves by operand form and uniformity (`isel/src/mul64.rs`):
//!
//! * `*_match_the_interpreter`: generated kernels compute `mul.i64`, `umulhi.i64` and
//!   `smulhi.i64` of every pair of operand forms (a full i64, `zext`/`sext` of an i32, `zext`
//!   of an i16 — whose register may hold garbage above bit 15 —, an `and` mask below 2^32,
//!   `lshr` by 40, `sext` of an i16, `ashr` by 33, `umin` with 2^32-1, and constants: small, 64-bit, negative in the i32 range) over 16 x 16 edge
//!   values, once with uniform operands (indexed by the workgroup id) and once divergent
//!   (indexed by the lane), compiled for all 13 modes and run on the simulator in strict
//!   mode: every buffer must equal the interpreter's bit for bit.
//! * `uniform_products_use_no_vector_multiply`: on GFX9+ (which has `s_mul_hi_u32/i32`) the
//!   uniform kernels contain no VALU multiply at all; the divergent ones do (the check is
//!   not vacuous); and a known-zero high dword drops the cross products.

mod common;

use std::fmt::Write;

/// The 16 edge values (carries across the halves, sign bits, all-ones dwords).
const EDGES: [u64; 16] = [
    0,
    1,
    2,
    63,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_ffff,
    0x1_0000_0000,
    0x1_ffff_ffff,
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_0000_0000,
    u64::MAX,
    0xffff_ffff_0000_0000,
    0x8000_0000_8000_0000,
    0x1234_5678_9abc_def0,
    0xffff_8001_0000_ffff,
];

/// Operand forms: gir lines deriving `%o` from the raw i64 `%x`.
const FORMS: &[(&str, &[&str])] = &[
    ("full", &["%o = iadd_self %x"]),
    ("zext32", &["%t = itrunc.i32 %x", "%o = zext.i64 %t"]),
    ("sext32", &["%t = itrunc.i32 %x", "%o = sext.i64 %t"]),
    ("zext16", &["%t = itrunc.i16 %x", "%o = zext.i64 %t"]),
    ("mask", &["%k = iconst.i64 1048575", "%o = and.i64 %x, %k"]),
    ("lshr40", &["%k = iconst.i64 40", "%o = lshr.i64 %x, %k"]),
    ("sext16", &["%t = itrunc.i16 %x", "%o = sext.i64 %t"]),
    ("ashr33", &["%k = iconst.i64 33", "%o = ashr.i64 %x, %k"]),
    (
        "umin32",
        &["%k = iconst.i64 4294967295", "%o = umin.i64 %x, %k"],
    ),
    ("k_small", &["%o = iconst.i64 1000003"]),
    ("k_big", &["%o = iconst.i64 -7046029254386353131"]),
    ("k_neg", &["%o = iconst.i64 -7"]),
];

/// Left operands: the non-constant forms (a constant times a constant folds).
const LEFT: usize = 9;

/// Slots per thread in the output (a power of two: the address is a shift, so the uniform
/// kernel's only multiplies are the ones under test).
const SLOTS: u64 = 128;

struct Gir {
    text: String,
    next: u32,
}

impl Gir {
    fn val(&mut self) -> String {
        self.next += 1;
        format!("v{}", self.next - 1)
    }

    /// Emit `line` with `%name` placeholders bound by `env`; returns the value of `%o`-like
    /// definitions (the left-hand side).
    fn line(&mut self, line: &str, env: &mut Vec<(String, String)>) -> String {
        let (lhs, rhs) = line.split_once(" = ").unwrap();
        let mut rhs = rhs.to_string();
        for (k, v) in env.iter().rev() {
            rhs = rhs.replace(k.as_str(), v);
        }
        if let Some(x) = rhs.strip_prefix("iadd_self ") {
            env.push((lhs.to_string(), x.to_string()));
            return x.to_string();
        }
        let v = self.val();
        writeln!(self.text, "    {v} = {rhs}").unwrap();
        env.push((lhs.to_string(), v.clone()));
        v
    }

    fn form(&mut self, f: usize, x: &str) -> String {
        let mut env = vec![("%x".to_string(), x.to_string())];
        let mut out = String::new();
        for l in FORMS[f].1 {
            out = self.line(l, &mut env);
        }
        out
    }
}

/// A kernel computing `op` of every (left form, right form) pair; `uniform`: the edge
/// values are indexed by the workgroup id (4 lanes per group, all computing the same),
/// else by the lane (one group of 256).
fn kernel(op: &str, uniform: bool) -> (String, String) {
    let name = format!("{op}_{}", if uniform { "uniform" } else { "divergent" });
    let mut g = Gir {
        text: String::new(),
        next: 3,
    };
    let l = |g: &mut Gir, s: &str| {
        let v = g.val();
        writeln!(g.text, "    {v} = {s}").unwrap();
        v
    };
    let tid = l(&mut g, "workitem_id x");
    let wg = l(&mut g, "workgroup_id x");
    let tidz = l(&mut g, &format!("zext.i64 {tid}"));
    let (idx, lin) = if uniform {
        let two = l(&mut g, "iconst.i32 2");
        let base = l(&mut g, &format!("shl.i32 {wg}, {two}"));
        let lin = l(&mut g, &format!("add.i32 {base}, {tid}"));
        (wg, lin)
    } else {
        (tid.clone(), tid)
    };
    let four = l(&mut g, "iconst.i32 4");
    let hi = l(&mut g, &format!("lshr.i32 {idx}, {four}"));
    let fifteen = l(&mut g, "iconst.i32 15");
    let lo = l(&mut g, &format!("and.i32 {idx}, {fifteen}"));
    let three = l(&mut g, "iconst.i64 3");
    let ia = l(&mut g, &format!("zext.i64 {hi}"));
    let ib = l(&mut g, &format!("zext.i64 {lo}"));
    let oa = l(&mut g, &format!("shl.i64 {ia}, {three}"));
    let ob = l(&mut g, &format!("shl.i64 {ib}, {three}"));
    let pa = l(&mut g, &format!("ptradd v0, {oa}"));
    let pb = l(&mut g, &format!("ptradd v1, {ob}"));
    let a = l(&mut g, &format!("load.i64 {pa}"));
    let b = l(&mut g, &format!("load.i64 {pb}"));
    let linz = l(&mut g, &format!("zext.i64 {lin}"));
    let sh = l(
        &mut g,
        &format!("iconst.i64 {}", (SLOTS * 8).trailing_zeros()),
    );
    let off = l(&mut g, &format!("shl.i64 {linz}, {sh}"));
    let out = l(&mut g, &format!("ptradd v2, {off}"));
    let mut slot = 0u64;
    for fa in 0..LEFT {
        for fb in 0..FORMS.len() {
            let x = g.form(fa, &a);
            let y = g.form(fb, &b);
            let r = match op {
                // The product as the addend form (`isel`'s `mad64`): plus the raw i64 (uniform
                // in the uniform kernel) or plus the lane id (divergent in both kernels).
                "mad" | "madlane" => {
                    let p = l(&mut g, &format!("mul.i64 {x}, {y}"));
                    let c = if op == "mad" { a.clone() } else { tidz.clone() };
                    l(&mut g, &format!("add.i64 {c}, {p}"))
                }
                _ => l(&mut g, &format!("{op}.i64 {x}, {y}")),
            };
            let k = l(&mut g, &format!("iconst.i64 {}", slot * 8));
            let p = l(&mut g, &format!("ptradd {out}, {k}"));
            writeln!(g.text, "    store {r}, {p}").unwrap();
            slot += 1;
        }
    }
    assert!(slot <= SLOTS);
    let src = format!(
        "kernel @{name}(v0: ptr.global, v1: ptr.global, v2: ptr.global) \
         flat_workgroup_size(1, 256) {{\nblock0:\n{}    return\n}}\n",
        g.text
    );
    let (grid, block) = if uniform { (1024, 4) } else { (256, 256) };
    let list = |v: &[u64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut rev = EDGES;
    rev.reverse();
    let launch = format!(
        r#"{{"kernel": "{name}", "grid": [{grid}, 1, 1], "block": [{block}, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "out"}}],
  "buffers": {{
    "a": {{"type": "u64", "len": 16, "init": {{"values": [{}]}}}},
    "b": {{"type": "u64", "len": 16, "init": {{"values": [{}]}}}},
    "out": {{"type": "u64", "len": {}, "init": {{"fill": 12345}}}}
  }}}}"#,
        list(&EDGES),
        list(&rev),
        256 * (if uniform { 4 } else { 1 }) * SLOTS
    );
    (src, launch)
}

fn matches(op: &str, uniform: bool) {
    let (src, launch) = kernel(op, uniform);
    // The interpreter writes every slot of the pairs (the test is not comparing fills only).
    let m = common::gir_module(&src);
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let out = want.buffers.last().unwrap();
    let written = out
        .bytes
        .chunks(8)
        .filter(|c| u64::from_le_bytes((*c).try_into().unwrap()) != 12345)
        .count();
    let per = LEFT * FORMS.len();
    let threads = if uniform { 1024 } else { 256 };
    assert!(
        written >= threads * per - threads,
        "{op}: {written} results written"
    );
    common::gir_matches_interpreter(op, &src, &launch, common::ALL_TARGETS);
}

#[test]
fn mul_uniform_match_the_interpreter() {
    matches("mul", true);
}

#[test]
fn mul_divergent_match_the_interpreter() {
    matches("mul", false);
}

#[test]
fn mad_uniform_match_the_interpreter() {
    matches("mad", true);
    matches("madlane", true);
}

#[test]
fn mad_divergent_match_the_interpreter() {
    matches("mad", false);
    matches("madlane", false);
}

/// A divergent `add.i64` of a 32x32->64 product (unsigned or signed; uniform, mixed or
/// divergent factors) is one `v_mad_u64_u32`/`v_mad_i64_i32` with the addend and no 64-bit
/// add (`v_addc`) remains, on every GFX7+ mode (the addend is the lane id, so the add is
/// divergent whatever the factors; the store address is uniform, so the kernel has no other
/// 64-bit arithmetic).
#[test]
fn products_absorb_their_addend() {
    let forms = [("zext.i64", "v_mad_u64_u32"), ("sext.i64", "v_mad_i64_i32")];
    for (ext, want) in forms {
        for (xa, ya) in [("v1", "v2"), ("v1", "v7"), ("v7", "v8")] {
            let src = format!(
                "kernel @k(v0: ptr.global, v1: i32, v2: i32) {{\nblock0:\n    \
                 v4 = workitem_id x\n    v7 = add.i32 v1, v4\n    v8 = add.i32 v2, v4\n    \
                 v9 = {ext} {xa}\n    v10 = {ext} {ya}\n    v11 = mul.i64 v9, v10\n    \
                 v12 = zext.i64 v4\n    v14 = add.i64 v11, v12\n    store v14, v0\n    \
                 return\n}}\n"
            );
            for (cpu, mattr) in common::ALL_TARGETS {
                if *cpu == "gfx600" {
                    continue;
                }
                let a = asm(&src, cpu, mattr);
                let n = |p: &str| a.lines().filter(|l| l.trim_start().starts_with(p)).count();
                assert_eq!(n(want), 1, "{ext} {xa} {ya} {cpu}{mattr}\n{a}");
                let adds = n("v_addc_co_u32") + n("v_addc_u32") + n("v_add_co_ci_u32");
                assert_eq!(adds, 0, "{ext} {xa} {ya} {cpu}{mattr}\n{a}");
            }
        }
    }
}

#[test]
fn umulhi_uniform_match_the_interpreter() {
    matches("umulhi", true);
}

#[test]
fn umulhi_divergent_match_the_interpreter() {
    matches("umulhi", false);
}

#[test]
fn smulhi_uniform_match_the_interpreter() {
    matches("smulhi", true);
}

#[test]
fn smulhi_divergent_match_the_interpreter() {
    matches("smulhi", false);
}

fn asm(src: &str, cpu: &str, mattr: &str) -> String {
    let m = common::gir_module(src);
    gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, mattr))
        .unwrap_or_else(|d| panic!("{}", d.render("k.gir")))
}

/// VALU multiply instruction lines.
fn valu_muls(asm: &str) -> Vec<String> {
    asm.lines()
        .map(str::trim_start)
        .filter(|l| {
            [
                "v_mul_lo_u32",
                "v_mul_hi_u32",
                "v_mul_hi_i32",
                "v_mad_u64_u32",
                "v_mad_i64_i32",
            ]
            .iter()
            .any(|m| l.starts_with(m))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn uniform_products_use_no_vector_multiply() {
    for op in ["mul", "umulhi", "smulhi"] {
        let (uni, _) = kernel(op, true);
        let (div, _) = kernel(op, false);
        for (cpu, mattr) in common::ALL_TARGETS {
            let gfx9 = !matches!(*cpu, "gfx600" | "gfx700" | "gfx803");
            let u = asm(&uni, cpu, mattr);
            let muls = valu_muls(&u);
            // The same kernel with `add` in place of the products: its VALU multiplies are
            // the address arithmetic's (the lane's output slot), not the products'.
            let base = valu_muls(&asm(&kernel("add", true).0, cpu, mattr));
            if gfx9 {
                // The same multiply instructions (their registers differ: the two kernels
                // keep different uniform values in VGPRs, `isel/src/bank.rs`).
                let names = |v: &[String]| -> Vec<String> {
                    v.iter()
                        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
                        .collect()
                };
                assert_eq!(names(&muls), names(&base), "{op} {cpu}{mattr}");
                assert!(u.contains("s_mul_hi_u32"), "{op} {cpu}{mattr}");
            } else {
                // No scalar high half before GFX9: the products stay on the VALU.
                assert!(muls.len() > base.len(), "{op} {cpu}{mattr}");
            }
            let d = asm(&div, cpu, mattr);
            let dbase = valu_muls(&asm(&kernel("add", false).0, cpu, mattr));
            assert!(
                valu_muls(&d).len() > dbase.len(),
                "{op} {cpu}{mattr} divergent"
            );
        }
    }
}

/// A uniform product of two values with known-zero high dwords is one `s_mul_i32` and one
/// `s_mul_hi_u32` (no cross products), for every way the IR guarantees the zero: `zext`
/// from i32/i16/i8, an `and` mask, `lshr` by 32 or more, `select` of two such values.
#[test]
fn known_zero_high_dwords_drop_the_cross_products() {
    let forms = [
        "v5 = itrunc.i32 v3\n    v6 = zext.i64 v5",
        "v5 = itrunc.i16 v3\n    v6 = zext.i64 v5",
        "v5 = itrunc.i8 v3\n    v6 = zext.i64 v5",
        "v5 = iconst.i64 4294967295\n    v6 = and.i64 v3, v5",
        "v5 = iconst.i64 32\n    v6 = lshr.i64 v3, v5",
        "v5 = itrunc.i32 v3\n    v7 = zext.i64 v5\n    v11 = iconst.i64 65535\n    \
         v12 = and.i64 v1, v11\n    v13 = icmp.i64 ult v1, v2\n    v6 = select.i64 v13, v7, v12",
    ];
    for f in forms {
        let src = format!(
            "kernel @k(v0: ptr.global, v1: i64, v2: i64) {{\nblock0:\n    v3 = iadd.i64 v1, v2\n    \
             {f}\n    v9 = iconst.i64 33\n    v8 = lshr.i64 v2, v9\n    v10 = mul.i64 v6, v8\n    \
             store v10, v0\n    return\n}}\n"
        );
        let src = src.replace("iadd.i64", "add.i64");
        for (cpu, mattr) in [("gfx900", ""), ("gfx90a", ""), ("gfx1100", "")] {
            let a = asm(&src, cpu, mattr);
            let n = a
                .lines()
                .filter(|l| l.trim_start().starts_with("s_mul_i32"))
                .count();
            let h = a
                .lines()
                .filter(|l| l.trim_start().starts_with("s_mul_hi_u32"))
                .count();
            assert_eq!((n, h), (1, 1), "{cpu}: {f}\n{a}");
            assert!(valu_muls(&a).is_empty(), "{cpu}: {f}\n{a}");
        }
        // GFX6 (no scalar high half, no v_mad_u64_u32): one v_mul_lo_u32 and one
        // v_mul_hi_u32, no cross products either.
        let a = asm(&src, "gfx600", "");
        let muls = valu_muls(&a);
        assert_eq!(muls.len(), 2, "gfx600: {f}\n{muls:?}");
    }
}

/// Operand forms that fit in a signed 32-bit value (from `v3`, an i64): `sext` from i32, i16
/// and i8, `zext` from i16 (below 2^31), `ashr` by 33 or more, a negative constant.
const SIGNED32: [&str; 6] = [
    "v5 = itrunc.i32 v3\n    v6 = sext.i64 v5",
    "v5 = itrunc.i16 v3\n    v6 = sext.i64 v5",
    "v5 = itrunc.i8 v3\n    v6 = sext.i64 v5",
    "v5 = itrunc.i16 v3\n    v6 = zext.i64 v5",
    "v5 = iconst.i64 40\n    v6 = ashr.i64 v3, v5",
    "v6 = iconst.i64 -100003",
];

/// A product of a signed 32-bit form of `v3` and `sext(i32 of v4)`: one 32x32->64 signed
/// product. `divergent`: `v3`/`v4` depend on the lane.
fn signed32_kernel(f: &str, divergent: bool) -> String {
    let base = if divergent {
        "v20 = workitem_id x\n    v21 = zext.i64 v20\n    v3 = add.i64 v1, v21\n    \
         v22 = itrunc.i32 v3\n    v4 = sext.i64 v22"
    } else {
        "v3 = add.i64 v1, v2\n    v22 = itrunc.i32 v2\n    v4 = sext.i64 v22"
    };
    format!(
        "kernel @k(v0: ptr.global, v1: i64, v2: i64) {{\nblock0:\n    {base}\n    {f}\n    \
         v10 = mul.i64 v6, v4\n    store v10, v0\n    return\n}}\n"
    )
}

fn count(a: &str, name: &str) -> usize {
    a.lines()
        .filter(|l| l.split_whitespace().next() == Some(name))
        .count()
}

/// A 64-bit product of two values that fit in signed 32 bits (`sext(i32) * zext(i16)`, ...)
/// is one signed 32x32->64 product as llc-19 selects it: uniform on GFX9+ `s_mul_i32` +
/// `s_mul_hi_i32` and no VALU multiply; divergent (and uniform before GFX9) one
/// `v_mad_i64_i32` where it exists (GFX7+), `v_mul_lo_u32` + `v_mul_hi_i32` on GFX6. The
/// high half of a `zext` pair that only the product's low-dword operand reads is not
/// materialised (`s_mov_b32 sN, 0`).
#[test]
fn signed_32_bit_operands_are_one_product() {
    for f in SIGNED32 {
        for divergent in [false, true] {
            let src = signed32_kernel(f, divergent);
            for (cpu, mattr) in common::ALL_TARGETS {
                let a = asm(&src, cpu, mattr);
                let what = format!("{cpu}{mattr} divergent={divergent}: {f}\n{a}");
                let muls = valu_muls(&a);
                let salu = !divergent && !matches!(*cpu, "gfx600" | "gfx700" | "gfx803");
                if salu {
                    assert_eq!(count(&a, "s_mul_i32"), 1, "{what}");
                    assert_eq!(count(&a, "s_mul_hi_i32"), 1, "{what}");
                    assert_eq!(count(&a, "s_mul_hi_u32"), 0, "{what}");
                    assert!(muls.is_empty(), "{what}");
                    assert!(
                        !a.lines().any(|l| l.trim_start().starts_with("s_mov_b32")
                            && l.trim_end().ends_with(", 0")),
                        "{what}"
                    );
                } else if *cpu == "gfx600" {
                    assert_eq!(count(&a, "v_mul_lo_u32"), 1, "{what}");
                    assert_eq!(count(&a, "v_mul_hi_i32"), 1, "{what}");
                    assert_eq!(muls.len(), 2, "{what}");
                } else {
                    assert_eq!(count(&a, "v_mad_i64_i32"), 1, "{what}");
                    assert_eq!(muls.len(), 1, "{what}");
                }
            }
        }
    }
}

/// The signed 32-bit forms above, against the interpreter on every mode: edge values of
/// `v1`/`v2` (sign bits, dword carries) and lanes of different signs.
#[test]
fn signed_32_bit_products_match_the_interpreter() {
    for (n, f) in SIGNED32.iter().enumerate() {
        for divergent in [false, true] {
            let src = signed32_kernel(f, divergent).replace(
                "store v10, v0",
                "v30 = workitem_id x\n    v31 = zext.i64 v30\n    v32 = iconst.i64 3\n    \
                 v33 = shl.i64 v31, v32\n    v34 = ptradd v0, v33\n    store v10, v34",
            );
            for (x, y) in [
                (0x8000_0000u64, 0x7fff_ffffu64),
                (u64::MAX - 40, 0x1234_5678_9abc_def0),
                (0xffff_8001_0000_ffff, 0x8000_0000_8000_0000),
            ] {
                let launch = format!(
                    r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i64": {}}}, {{"i64": {}}}],
  "buffers": {{"out": {{"type": "u64", "len": 64, "init": {{"fill": 7}}}}}}}}"#,
                    x as i64, y as i64
                );
                common::gir_matches_interpreter(
                    &format!("signed32_{n}_{divergent}"),
                    &src,
                    &launch,
                    common::ALL_TARGETS,
                );
            }
        }
    }
}
