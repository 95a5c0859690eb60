//! `fptosi`/`fptoui` to `i64` from `f64`, `f32` and `f16` (`lower/src/legalize.rs`
//! `float_to_i64`): toward zero, saturating, NaN gives 0 (docs/ir.md). Every source value of a
//! generated list (zeros, fractions of both signs, every power of two and its neighbours up to
//! and past the `i64`/`u64` range, the largest doubles below each bound, infinities, NaNs,
//! denormals and pseudo-random values) goes through the six conversions on every target mode;
//! each result must equal the interpreter's, and the interpreter's must equal Rust's `as`
//! casts (which saturate the same way) for the `f64` and `f32` sources, so the reference is
//! not gfxc's alone. A second test checks that GFX7+ use the compare-free sequence
//! (`v_floor_f64`, no `v_cmp`) and GFX6 the one without `f64` rounding instructions.

mod common;

/// Source doubles as bit patterns.
fn inputs() -> Vec<u64> {
    let mut v: Vec<f64> = vec![
        0.0,
        -0.0,
        0.25,
        -0.25,
        0.5,
        -0.5,
        0.999_999,
        -0.999_999,
        1.0,
        -1.0,
        1.5,
        -1.5,
        2.5,
        -2.5,
        123_456.789,
        -123_456.789,
        f64::MAX,
        f64::MIN,
        f64::MIN_POSITIVE,
        -f64::MIN_POSITIVE,
        f64::from_bits(1),
        f64::from_bits(0x8000_0000_0000_0001),
        f64::INFINITY,
        f64::NEG_INFINITY,
        1e300,
        -1e300,
        // The largest doubles below 2^63 and 2^64, and the smallest below -2^63.
        f64::from_bits((2f64.powi(63)).to_bits() - 1),
        f64::from_bits((2f64.powi(64)).to_bits() - 1),
        f64::from_bits((-(2f64.powi(63))).to_bits() + 1),
        -(2f64.powi(63)) - 2048.0,
    ];
    for e in 0..=66 {
        let p = 2f64.powi(e);
        for x in [p, p + 0.5, p - 0.5, p + 1.0, p - 1.0, p * 1.5] {
            v.push(x);
            v.push(-x);
        }
    }
    // Deterministic pseudo-random doubles spread over magnitudes 2^-4 .. 2^68.
    let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..200 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let m = 1.0 + (s >> 12) as f64 / (1u64 << 52) as f64;
        let e = (s % 73) as i32 - 4;
        let x = m * 2f64.powi(e);
        v.push(if s & 1 == 0 { x } else { -x });
    }
    let mut bits: Vec<u64> = v.iter().map(|x| x.to_bits()).collect();
    bits.extend([
        0x7ff8_0000_0000_0000,
        0xfff8_0000_0000_0001,
        0x7ff0_0000_0000_0001,
        0xfff4_0000_0000_0000,
    ]);
    bits
}

const OUTS: [&str; 6] = ["si64", "ui64", "si32", "ui32", "si16", "ui16"];

fn source() -> String {
    let params: Vec<String> = std::iter::once("a: ptr.global".to_string())
        .chain(OUTS.iter().map(|o| format!("{o}: ptr.global")))
        .collect();
    let mut body = String::from(
        "    tid = workitem_id x
    gid = workgroup_id x
    c64 = iconst.i32 64
    base = mul.i32 gid, c64
    i = add.i32 base, tid
    iw = zext.i64 i
    c3 = iconst.i64 3
    off = shl.i64 iw, c3
    pa = ptradd a, off
    x = load.f64 pa
    x32 = fptrunc.f32 x
    x16 = fptrunc.f16 x
",
    );
    for (o, (op, src)) in OUTS.iter().zip([
        ("fptosi", "x"),
        ("fptoui", "x"),
        ("fptosi", "x32"),
        ("fptoui", "x32"),
        ("fptosi", "x16"),
        ("fptoui", "x16"),
    ]) {
        body += &format!(
            "    r_{o} = {op}.i64 {src}\n    p_{o} = ptradd {o}, off\n    store r_{o}, p_{o}\n"
        );
    }
    // Names as the text format wants them: `vN`.
    let mut names: Vec<String> = Vec::new();
    for p in &params {
        names.push(p.split(':').next().unwrap().to_string());
    }
    for l in body.lines() {
        if let Some((lhs, _)) = l.trim().split_once(" = ") {
            names.push(lhs.to_string());
        }
    }
    let rename = |t: &str| -> String {
        let (core, comma) = t.strip_suffix(',').map_or((t, ""), |c| (c, ","));
        match names.iter().position(|n| n == core) {
            Some(k) => format!("v{k}{comma}"),
            None => t.to_string(),
        }
    };
    let line = |l: &str| -> String {
        let l = l.trim();
        let (lhs, rhs) = match l.split_once(" = ") {
            Some((a, b)) => (format!("{} = ", rename(a)), b),
            None => (String::new(), l),
        };
        let (op, rest) = rhs.split_once(' ').unwrap_or((rhs, ""));
        let rest: Vec<String> = if op.starts_with("iconst") || op.ends_with("_id") {
            vec![rest.to_string()]
        } else {
            rest.split(' ').map(rename).collect()
        };
        format!("    {lhs}{op} {}\n", rest.join(" "))
    };
    let params: Vec<String> = params
        .iter()
        .map(|p| {
            let (n, t) = p.split_once(':').unwrap();
            format!("{}:{t}", rename(n))
        })
        .collect();
    let body: String = body.lines().map(line).collect();
    format!(
        "kernel @fp_to_i64({}) {{\nblock0:\n{body}    return\n}}\n",
        params.join(", ")
    )
}

fn launch(bits: &[u64]) -> (String, usize) {
    let items = bits.len().div_ceil(64) * 64;
    let mut words: Vec<String> = Vec::new();
    for k in 0..items {
        let b = bits.get(k).copied().unwrap_or(0);
        words.push((b as u32).to_string());
        words.push(((b >> 32) as u32).to_string());
    }
    let mut args = vec![r#"{"buffer": "a"}"#.to_string()];
    let mut bufs = vec![format!(
        r#""a": {{"type": "u32", "len": {}, "init": {{"values": [{}]}}}}"#,
        2 * items,
        words.join(", ")
    )];
    for o in OUTS {
        args.push(format!(r#"{{"buffer": "{o}"}}"#));
        bufs.push(format!(
            r#""{o}": {{"type": "u32", "len": {}, "init": {{"fill": 7}}}}"#,
            2 * items
        ));
    }
    (
        format!(
            r#"{{"kernel": "fp_to_i64", "grid": [{items}, 1, 1], "block": [64, 1, 1], "args": [{}], "buffers": {{{}}}}}"#,
            args.join(", "),
            bufs.join(", ")
        ),
        items,
    )
}

#[test]
fn float_to_i64_saturates_on_every_target() {
    let bits = inputs();
    let src = source();
    let (launch, _) = launch(&bits);
    let m = common::gir_module(&src);
    // The reference itself against Rust's saturating casts (f64 and f32 sources).
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let word = |buf: usize, j: usize| -> u64 {
        let b = &want.buffers[buf].bytes;
        u64::from_le_bytes(b[8 * j..8 * j + 8].try_into().unwrap())
    };
    let mut wrong = Vec::new();
    for (j, &b) in bits.iter().enumerate() {
        let x = f64::from_bits(b);
        let x32 = x as f32;
        let expect = [x as i64 as u64, x as u64, x32 as i64 as u64, x32 as u64];
        for (k, e) in expect.iter().enumerate() {
            if word(1 + k, j) != *e {
                wrong.push(format!(
                    "{} of {x:e} ({b:#x}): interpreter {:#x}, Rust {e:#x}",
                    OUTS[k],
                    word(1 + k, j)
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Saturation and NaN are exercised (else the test could not catch a clamp lost).
    for (buf, v) in [(1, i64::MAX as u64), (1, i64::MIN as u64), (2, u64::MAX)] {
        assert!(
            (0..bits.len()).any(|j| word(buf, j) == v),
            "no {v:#x} in {}",
            OUTS[buf - 1]
        );
    }
    common::gir_matches_interpreter("fp_to_i64", &src, &launch, common::ALL_TARGETS);
}

#[test]
fn gfx7_and_later_convert_without_compares() {
    // Sources loaded as they are (the correctness kernel narrows one double, and narrowing to
    // f16 compares on GFX6/7); each source converted both ways.
    let src = "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) {
block0:
    v4 = load.f64 v0
    v5 = load.f32 v1
    v6 = load.f16 v2
    v7 = fptosi.i64 v4
    v8 = fptoui.i64 v4
    v9 = fptosi.i64 v5
    v10 = fptoui.i64 v5
    v11 = fptosi.i64 v6
    v12 = fptoui.i64 v6
    v13 = xor.i64 v7, v8
    v14 = xor.i64 v9, v10
    v15 = xor.i64 v11, v12
    v16 = xor.i64 v13, v14
    v17 = xor.i64 v15, v16
    store v17, v3
    return
}
";
    let m = common::gir_module(src);
    for (mode, asm) in common::asm_per_mode(&m) {
        let floors = asm.matches("v_floor_f64").count();
        let compares = asm.matches("v_cmp").count();
        if mode.starts_with("gfx600") {
            assert_eq!(floors, 0, "{mode}: GFX6 has no v_floor_f64\n{asm}");
        } else {
            // One floor per source type (the signed and unsigned conversions of a source
            // share it), and no compare at all.
            assert_eq!(floors, 3, "{mode}\n{asm}");
            assert_eq!(compares, 0, "{mode}: a clamp compare is left\n{asm}");
        }
    }
}
