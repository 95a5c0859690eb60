//! Selection folds of the code lowering leaves around narrow and vector operations
//! (issue 19, `ocl:int_vec`): integer operations of two constants are constants
//! (`isel/src/arith.rs::fold_int`), an extension of a narrow value whose register is
//! known to hold the extended value already is a copy (`Selector::known_width`), and a lane
//! of a splatted 16-bit vector is the splatted scalar. Each kernel is generated over the
//! operations, widths, extensions and banks (uniform / divergent), run against the
//! interpreter on the 13 target modes, and its code is checked for the folded instructions.

mod common;

const WIDTHS: [u32; 2] = [8, 16];

/// `(op, predicted width of op(zext a, zext b) for N-bit a and b)`: the bound
/// `known_width` proves.
fn ops(n: u32) -> Vec<(&'static str, u32)> {
    vec![
        ("umax", n),
        ("umin", n),
        ("and", n),
        ("or", n),
        ("xor", n),
        ("add", n + 1),
        ("mul", 2 * n),
    ]
}

/// One kernel: `x` (divergent: a loaded dword; uniform: the argument `v1`) gives two
/// `n`-bit values `a = itrunc x`, `b = itrunc (x >> 5)`; each case stores
/// `ext.i32 (itrunc.iN (op.i32 (zext a), (zext b)))` (and the same after `lshr 1`).
fn kernel(n: u32, uniform: bool, cases: &[(&str, &str, bool)]) -> String {
    let mut s = String::from("kernel @k(v0: ptr.global, v1: i32) {\nblock0:\n");
    s += "    v2 = workitem_id x\n    v3 = zext.i64 v2\n    v4 = iconst.i64 2\n";
    s += "    v5 = shl.i64 v3, v4\n    v6 = ptradd v0, v5\n";
    if uniform {
        s += "    v7 = add.i32 v1, v1\n";
    } else {
        s += "    v7 = load.i32 v6\n";
    }
    s += &format!(
        "    v8 = iconst.i32 5\n    v9 = lshr.i32 v7, v8\n    v10 = itrunc.i{n} v7\n    v11 = itrunc.i{n} v9\n    v12 = zext.i32 v10\n    v13 = zext.i32 v11\n    v14 = iconst.i32 1\n"
    );
    // Output slot j of lane g: v0 + 4 * (64 * j + g) (one dword per lane and case).
    let mut v = 20;
    for (j, (op, ext, halve)) in cases.iter().enumerate() {
        let r = v;
        s += &format!("    v{r} = {op}.i32 v12, v13\n");
        let src = if *halve {
            s += &format!("    v{} = lshr.i32 v{r}, v14\n", r + 1);
            r + 1
        } else {
            r
        };
        s += &format!("    v{} = itrunc.i{n} v{src}\n", r + 2);
        s += &format!("    v{} = {ext}.i32 v{}\n", r + 3, r + 2);
        s += &format!("    v{} = iconst.i64 {}\n", r + 4, 256 * j);
        s += &format!("    v{} = ptradd v6, v{}\n", r + 5, r + 4);
        s += &format!("    store v{}, v{}\n", r + 3, r + 5);
        v += 6;
    }
    s += "    return\n}\n";
    s
}

fn launch(slots: usize) -> String {
    format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{{"buffer": "x"}}, {{"i32": 1234567891}}],
        "buffers": {{"x": {{"type": "u32", "len": {}, "init": {{"random": 7, "min": 0, "max": 4294967295}}}}}},
        "lds_dynamic": 0}}"#,
        64 * slots.max(1)
    )
}

fn asm(src: &str, cpu: &str) -> String {
    let m = gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), src).unwrap();
    gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, "")).unwrap()
}

fn count_bfe(asm: &str) -> usize {
    asm.lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with("v_bfe_") || l.starts_with("s_bfe_"))
        // Not the unpacking of packed work-item ids (GFX90A, GFX11: 10 bits each).
        .filter(|l| !l.ends_with(", 0, 10"))
        .count()
}

/// Every (width, bank, op, extension): the results are the interpreter's on the 13 target
/// modes, and exactly the extensions `known_width` cannot prove exact remain bit-field
/// extracts (two for the operands, plus one per unproved case).
#[test]
fn extensions_of_exact_narrow_values_are_copies() {
    for n in WIDTHS {
        for uniform in [false, true] {
            let mut cases = Vec::new();
            let mut kept = 0;
            for (op, w) in ops(n) {
                for ext in ["zext", "sext"] {
                    for halve in [false, true] {
                        let w = if halve { w - 1 } else { w };
                        let need = if ext == "sext" { n - 1 } else { n };
                        kept += usize::from(w > need);
                        cases.push((op, ext, halve));
                    }
                }
            }
            let src = kernel(n, uniform, &cases);
            let name = format!(
                "narrow_ext_i{n}_{}",
                if uniform { "uniform" } else { "divergent" }
            );
            common::gir_matches_interpreter(&name, &src, &launch(cases.len()), common::ALL_TARGETS);
            for cpu in ["gfx900", "gfx1100"] {
                let a = asm(&src, cpu);
                // The bfe of a uniform operand may be folded into another instruction by a
                // later pass, never added: at most the predicted count, and no fewer than the
                // unproved cases.
                let got = count_bfe(&a);
                assert!(
                    got >= kept && got <= kept + 2,
                    "{name} {cpu}: {got} bit-field extracts, predicted {kept} + 2\n{src}\n{a}"
                );
            }
        }
    }
}

/// Integer operations of two constants, at every integer width, are constants: the
/// kernel's code has no ALU instruction of the operation (only moves and stores), and the
/// stored values are the interpreter's.
#[test]
fn operations_of_constants_fold() {
    let ops = [
        "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "smin", "smax", "umin",
        "umax",
    ];
    // Operands chosen to exercise wrap-around, sign and in-range shifts at each width.
    let consts: [(i64, i64); 3] = [(-77, 3), (113, -2), (-1, 7)];
    for ty in ["i8", "i16", "i32", "i64"] {
        let mut s = String::from("kernel @k(v0: ptr.global, v1: i32) {\nblock0:\n");
        let mut v = 10;
        let mut slot = 0;
        for op in ops {
            for (a, b) in consts {
                let b = if op.ends_with("shl") || op.ends_with("shr") {
                    b.rem_euclid(8)
                } else {
                    b
                };
                s += &format!(
                    "    v{v} = iconst.{ty} {a}\n    v{} = iconst.{ty} {b}\n",
                    v + 1
                );
                s += &format!("    v{} = {op}.{ty} v{v}, v{}\n", v + 2, v + 1);
                let wide = if ty == "i64" {
                    format!("    v{} = itrunc.i32 v{}\n", v + 3, v + 2)
                } else if ty == "i32" {
                    format!("    v{} = add.i32 v{}, v1\n", v + 3, v + 2)
                } else {
                    format!("    v{} = sext.i32 v{}\n", v + 3, v + 2)
                };
                s += &wide;
                s += &format!("    v{} = iconst.i64 {}\n", v + 4, 4 * slot);
                s += &format!("    v{} = ptradd v0, v{}\n", v + 5, v + 4);
                s += &format!("    store v{}, v{}\n", v + 3, v + 5);
                v += 6;
                slot += 1;
            }
        }
        s += "    return\n}\n";
        let launch = format!(
            r#"{{"kernel": "k", "grid": [1, 1, 1], "block": [1, 1, 1],
            "args": [{{"buffer": "x"}}, {{"i32": 0}}],
            "buffers": {{"x": {{"type": "u32", "len": {slot}, "init": {{"fill": 0}}}}}},
            "lds_dynamic": 0}}"#
        );
        let name = format!("const_fold_{ty}");
        common::gir_matches_interpreter(&name, &s, &launch, common::ALL_TARGETS);
        // The i32 case adds the argument 0 to each constant (kept: a uniform operand).
        if ty != "i32" {
            for cpu in ["gfx900", "gfx1100"] {
                let a = asm(&s, cpu);
                let alu: Vec<&str> = a
                    .lines()
                    .map(str::trim_start)
                    .filter(|l| {
                        [
                            "s_add", "s_sub", "s_mul", "s_and", "s_or", "s_xor", "s_lsh", "s_ash",
                            "s_min", "s_max", "s_bfe", "s_sext", "v_add", "v_sub", "v_mul",
                            "v_and", "v_or", "v_xor", "v_lsh", "v_ash", "v_min", "v_max", "v_bfe",
                        ]
                        .iter()
                        .any(|p| l.starts_with(p))
                    })
                    .collect();
                assert!(alu.is_empty(), "{name} {cpu}: {alu:?}\n{a}");
            }
        }
    }
}

/// A lane of a splatted 16-bit vector is the splatted scalar: the uniform `splat.i16x2`
/// lanes compared with a divergent value need no extraction (`s_lshr_b32`/`v_lshrrev`
/// by 16 or a `s_bfe`), and the result is the interpreter's.
#[test]
fn lanes_of_splatted_16_bit_vectors_are_the_scalar() {
    let src = "kernel @k(v0: ptr.global, v1: i32) {\nblock0:\n    v2 = workitem_id x\n    v3 = zext.i64 v2\n    v4 = iconst.i64 2\n    v5 = shl.i64 v3, v4\n    v6 = ptradd v0, v5\n    v7 = load.i32 v6\n    v8 = itrunc.i16 v1\n    v9 = splat.i16x2 v8\n    v10 = iconst.i32 0\n    v11 = extractelement.i16 v9, v10\n    v12 = iconst.i32 1\n    v13 = extractelement.i16 v9, v12\n    v14 = sext.i32 v11\n    v15 = sext.i32 v13\n    v16 = add.i32 v14, v15\n    v17 = add.i32 v16, v7\n    store v17, v6\n    return\n}\n";
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": "x"}, {"i32": 40000}],
        "buffers": {"x": {"type": "u32", "len": 64, "init": {"random": 5, "min": 0, "max": 4294967295}}},
        "lds_dynamic": 0}"#;
    common::gir_matches_interpreter("splat16", src, launch, common::ALL_TARGETS);
    for cpu in ["gfx900", "gfx1100"] {
        let a = asm(src, cpu);
        let ext = a
            .lines()
            .map(str::trim_start)
            .filter(|l| {
                l.starts_with("s_lshr_b32")
                    || l.starts_with("v_lshrrev_b32")
                    || l.starts_with("s_pack")
            })
            .count();
        assert_eq!(ext, 0, "{cpu}\n{a}");
    }
}
