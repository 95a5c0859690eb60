//! Uniform values only read from VGPRs computed on the VALU (`isel/src/bank.rs`, step 4),
//! constant funnel shifts and truncated 64-bit shifts as `v_alignbit_b32`, shifted bit
//! fields as `s_bfe_u32`/`v_bfe_u32` (`isel/src/funnel.rs`), and VALU results written
//! straight into the store tuple (`isel/src/tuple_defs.rs`):
//!
//! * `expressions_match_the_interpreter`: every expression form (funnel shifts as `or` and
//!   `add` in both operand orders, truncated 64-bit shifts of an argument and of a built pair,
//!   shifted and unshifted bit fields, shift/or chains that are not funnels, add/xor/sub
//!   chains with literals, narrow extensions, f32 sign-bit operations) over shift amounts
//!   1..31, on uniform operands
//!   (kernel arguments) and divergent ones (per-lane loads), stored to adjacent dwords (so
//!   that stores merge into tuples) on all 13 modes against the interpreter.
//! * `uniform_stored_values_use_the_valu_forms`: the uniform kernel has one `v_alignbit_b32`
//!   per funnel shift and truncated shift, a `v_bfe_u32`/`s_bfe_u32` per shifted field and
//!   no `s_lshr_b64`, on every mode, and its assembly reassembles (every VALU instruction
//!   within the generation's constant-bus limit).

mod common;

use std::fmt::Write;

const AMOUNTS: [u32; 6] = [1, 8, 13, 16, 24, 31];

/// Expression templates over `%a`, `%b` (i32) and `%x` (i64), with `C` and `D` amounts;
/// the last line defines the stored i32. (name, lines, counts as an alignbit, a bfe).
fn forms(c: u32) -> Vec<(String, Vec<String>, bool, bool)> {
    let d = 32 - c;
    let mut v = Vec::new();
    let f = |s: &str| s.replace("C", &c.to_string()).replace("D", &d.to_string());
    let l = |ls: &[&str]| ls.iter().map(|s| f(s)).collect::<Vec<_>>();
    v.push((
        "fsh_or".into(),
        l(&[
            "%t = lshr.i32 %a, C",
            "%u = shl.i32 %b, D",
            "%r = or.i32 %t, %u",
        ]),
        true,
        false,
    ));
    v.push((
        "fsh_or_swapped".into(),
        l(&[
            "%t = lshr.i32 %b, C",
            "%u = shl.i32 %a, D",
            "%r = or.i32 %u, %t",
        ]),
        true,
        false,
    ));
    v.push((
        "fsh_add".into(),
        l(&[
            "%t = lshr.i32 %a, C",
            "%u = shl.i32 %a, D",
            "%r = add.i32 %u, %t",
        ]),
        true,
        false,
    ));
    v.push((
        "trunc_shift".into(),
        l(&["%s = lshr.i64 %x, C", "%r = itrunc.i32 %s"]),
        true,
        false,
    ));
    v.push((
        "trunc_pair".into(),
        l(&[
            // Both halves `%b` (halves `%a`/`%b` would equal the `fsh_or` value).
            "%l = zext.i64 %b",
            "%h = zext.i64 %b",
            "%k = iconst.i64 32",
            "%hs = shl.i64 %h, %k",
            "%p = or.i64 %hs, %l",
            "%s = lshr.i64 %p, C",
            "%r = itrunc.i32 %s",
        ]),
        true,
        false,
    ));
    // Bit fields: width D/2 + 1 at C (inside the word when C + w <= 32).
    let w = d / 2 + 1;
    let mask = (1u64 << w) - 1;
    v.push((
        "field".into(),
        vec![f("%t = lshr.i32 %b, C"), format!("%r = and.i32 %t, {mask}")],
        false,
        c + w <= 32,
    ));
    v.push((
        "field_wide".into(),
        vec![
            f("%t = lshr.i32 %a, C"),
            format!("%r = and.i32 {}, %t", (1u64 << (32 - c).min(31)) - 1),
        ],
        false,
        false,
    ));
    v.push((
        "mask".into(),
        vec![format!("%r = and.i32 %a, {}", (1u64 << (c % 24 + 7)) - 1)],
        false,
        false,
    ));
    v.push((
        "shift_chain".into(),
        l(&[
            "%t = lshr.i32 %a, C",
            "%u = shl.i32 %b, 3",
            "%r = or.i32 %t, %u",
        ]),
        false,
        false,
    ));
    v.push((
        "arith_chain".into(),
        vec![
            "%t = add.i32 %a, %b".into(),
            f("%u = xor.i32 %t, 305419896"),
            f("%r = sub.i32 %u, C"),
        ],
        false,
        false,
    ));
    v.push((
        "narrow".into(),
        vec![
            f("%t = lshr.i32 %b, C"),
            "%n = itrunc.i8 %t".into(),
            "%r = sext.i32 %n".into(),
        ],
        false,
        false,
    ));
    v.push((
        "narrow16".into(),
        vec![
            // Shifts a funnel of this kernel uses too would leave that funnel's shifts on
            // the SALU for another reader (a tie on GFX6-GFX9, which stays there).
            "%t = shl.i32 %b, 5".into(),
            "%n = itrunc.i16 %t".into(),
            "%r = zext.i32 %n".into(),
        ],
        false,
        false,
    ));
    v.push((
        "float_bits".into(),
        vec![
            f("%t = ashr.i32 %b, C"),
            "%g = bitcast.f32 %t".into(),
            "%h = fneg.f32 %g".into(),
            "%k = fabs.f32 %h".into(),
            "%m = fneg.f32 %k".into(),
            "%r = bitcast.i32 %m".into(),
        ],
        false,
        false,
    ));
    v
}

/// The kernel: per lane, every form of every amount stored to consecutive dwords. Returns
/// the source, the number of stored values, alignbits and bfes expected.
fn kernel(uniform: bool) -> (String, usize, usize, usize) {
    let mut t = String::new();
    let mut n = 10;
    let mut v = |t: &mut String, s: &str| {
        n += 1;
        writeln!(t, "    v{n} = {s}").unwrap();
        format!("v{n}")
    };
    let tid = v(&mut t, "workitem_id x");
    let tz = v(&mut t, &format!("zext.i64 {tid}"));
    let (a, b, x) = if uniform {
        ("v1".to_string(), "v2".to_string(), "v3".to_string())
    } else {
        let two = v(&mut t, "iconst.i64 2");
        let off4 = v(&mut t, &format!("shl.i64 {tz}, {two}"));
        let pa = v(&mut t, &format!("ptradd v4, {off4}"));
        let a = v(&mut t, &format!("load.i32 {pa}"));
        let four = v(&mut t, "iconst.i64 4");
        let pb0 = v(&mut t, &format!("ptradd {pa}, {four}"));
        let b = v(&mut t, &format!("load.i32 {pb0}"));
        let three = v(&mut t, "iconst.i64 3");
        let off8 = v(&mut t, &format!("shl.i64 {tz}, {three}"));
        let px = v(&mut t, &format!("ptradd v5, {off8}"));
        let x = v(&mut t, &format!("load.i64 {px}"));
        (a, b, x)
    };
    let per = AMOUNTS.len() * forms(1).len();
    let stride = v(&mut t, &format!("iconst.i64 {}", per * 4));
    let base = v(&mut t, &format!("mul.i64 {tz}, {stride}"));
    let out = v(&mut t, &format!("ptradd v0, {base}"));
    let (mut slot, mut align, mut bfe) = (0, 0, 0);
    for &c in &AMOUNTS {
        for (_, lines, is_align, is_bfe) in forms(c) {
            let mut env: Vec<(String, String)> = vec![
                ("%a".into(), a.clone()),
                ("%b".into(), b.clone()),
                ("%x".into(), x.clone()),
            ];
            let mut r = String::new();
            for l in &lines {
                let (lhs, rhs) = l.split_once(" = ").unwrap();
                // Operands: earlier names, or constants (`iconst` of the operation's type).
                let (op, rest) = rhs.split_once(' ').unwrap();
                let ty = op.rsplit('.').next().unwrap().to_string();
                let mut args: Vec<String> = Vec::new();
                for arg in rest.split(", ").map(str::trim) {
                    if let Some((_, val)) = env.iter().rev().find(|(k, _)| k == arg) {
                        args.push(val.clone());
                    } else if op.starts_with("iconst") {
                        args.push(arg.to_string());
                    } else {
                        let k = v(&mut t, &format!("iconst.{ty} {arg}"));
                        args.push(k);
                    }
                }
                let rhs = format!("{op} {}", args.join(", "));
                r = v(&mut t, &rhs);
                env.push((lhs.to_string(), r.clone()));
            }
            let ko = v(&mut t, &format!("iconst.i64 {}", slot * 4));
            let p = v(&mut t, &format!("ptradd {out}, {ko}"));
            writeln!(t, "    store {r}, {p}").unwrap();
            slot += 1;
            align += usize::from(is_align);
            bfe += usize::from(is_bfe);
        }
    }
    assert_eq!(slot, per);
    let src = format!(
        "kernel @k(v0: ptr.global, v1: i32, v2: i32, v3: i64, v4: ptr.global, v5: ptr.global) \
         flat_workgroup_size(1, 64) {{\nblock0:\n{t}    return\n}}\n"
    );
    (src, per, align, bfe)
}

#[test]
fn expressions_match_the_interpreter() {
    for uniform in [true, false] {
        let (src, per, _, _) = kernel(uniform);
        for (a, b, x) in [
            (0x9abc_def1u32, 0x1234_5678u32, 0x8765_4321_fedc_ba98u64),
            (0x7fff_fffe, 0x8000_0001, 0x7fff_ffff_8000_0001),
        ] {
            let la: Vec<String> = (0..65u32)
                .map(|i| (a.rotate_left(i) ^ b.wrapping_mul(i)).to_string())
                .collect();
            let lx: Vec<String> = (0..64u64)
                .map(|i| (x.rotate_left(i as u32) ^ (i * 0x9e37_79b9)).to_string())
                .collect();
            let launch = format!(
                r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": {}}}, {{"i32": {}}}, {{"i64": {}}}, {{"buffer": "a"}}, {{"buffer": "x"}}],
  "buffers": {{
    "out": {{"type": "u32", "len": {}, "init": {{"fill": 7}}}},
    "a": {{"type": "u32", "len": 65, "init": {{"values": [{}]}}}},
    "x": {{"type": "u64", "len": 64, "init": {{"values": [{}]}}}}
  }}}}"#,
                a as i32,
                b as i32,
                x as i64,
                64 * per,
                la.join(", "),
                lx.join(", ")
            );
            common::gir_matches_interpreter(
                &format!("uniform_to_valu_{uniform}"),
                &src,
                &launch,
                common::ALL_TARGETS,
            );
        }
    }
}

#[test]
fn uniform_stored_values_use_the_valu_forms() {
    let (src, _, align, bfe) = kernel(true);
    let m = common::gir_module(&src);
    for (cpu, mattr) in common::ALL_TARGETS {
        let a = gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, mattr))
            .unwrap_or_else(|d| panic!("{}", d.render("k.gir")));
        // Every instruction is one the assembler accepts (the constant-bus limit included).
        let t = common::target_with(cpu, mattr);
        gfxc::isa::assemble(&a, "k.s", &t).unwrap_or_else(|d| panic!("{cpu}{mattr}:\n{d}\n{a}"));
        let count = |name: &str| {
            a.lines()
                .filter(|l| l.split_whitespace().next() == Some(name))
                .count()
        };
        let ab = count("v_alignbit_b32") + count("v_alignbit_b32_e64");
        assert!(
            ab >= align,
            "{cpu}{mattr}: {ab} alignbits, want {align}\n{a}"
        );
        let fields = count("v_bfe_u32") + count("v_bfe_u32_e64") + count("s_bfe_u32");
        assert!(
            fields >= bfe,
            "{cpu}{mattr}: {fields} bfes, want {bfe}\n{a}"
        );
        assert_eq!(count("s_lshr_b64"), 0, "{cpu}{mattr}\n{a}");
    }
}
