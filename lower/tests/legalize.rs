//! Exactness of type legalization, through the interpreter: narrow integer arithmetic done in
//! `i32`, `f16` arithmetic in `f32`/`f64` (GFX7), `fptrunc` f64->f16 by rounding to odd,
//! vector splitting; each kernel before and after [`legalize`] gives the same bits, and the
//! result satisfies [`check_legal`].

mod common;
use common::*;
use gfxc_ir::launch::ElemType;
use gfxc_ir::verifier::verify_module;
use gfxc_ir::Module;
use gfxc_isa::Target;
use gfxc_lower::legalize::{check_legal, legalize};

fn legalized(m: &Module, cpu: &str) -> Module {
    let t = Target::parse(cpu).unwrap();
    let mut l = m.clone();
    for (_, f) in l.functions.iter_mut() {
        legalize(f, &t);
    }
    verify_module(&l).unwrap_or_else(|e| {
        panic!(
            "{}\n{}",
            e.render("legalized"),
            gfxc_ir::text::print_module(&l)
        )
    });
    for f in l.functions.values() {
        check_legal(f, &t).unwrap_or_else(|e| panic!("{e}\n{}", gfxc_ir::text::print_module(&l)));
    }
    l
}

fn same(m: &Module, et: ElemType, a: &[u64], b: &[u64], what: &str) {
    same_nan(m, et, a, b, what, false)
}

/// f16 NaN in the low 16 bits.
fn f16_nan(x: u64) -> bool {
    x & 0x7c00 == 0x7c00 && x & 0x3ff != 0
}

/// As [`same`]; with `nan_ok`, two f16 NaN results with different payloads count as equal
/// (NaN operands of arithmetic: the payload follows the host's NaN propagation).
fn same_nan(m: &Module, et: ElemType, a: &[u64], b: &[u64], what: &str, nan_ok: bool) {
    let want = run_elementwise(m, et, a, b, 64);
    for cpu in ["gfx700", "gfx900"] {
        let l = legalized(m, cpu);
        let got = run_elementwise(&l, et, a, b, 64);
        for i in 0..a.len() {
            if nan_ok && f16_nan(want[i]) && f16_nan(got[i]) && want[i] >> 16 == got[i] >> 16 {
                continue;
            }
            assert_eq!(
                want[i], got[i],
                "{what} on {cpu}: inputs {:#x}, {:#x}",
                a[i], b[i]
            );
        }
    }
}

fn random(n: usize, seed: u64) -> Vec<u64> {
    let mut r = Rng(seed);
    (0..n).map(|_| r.next() & 0xffff_ffff).collect()
}

#[test]
fn narrow_integer_arithmetic() {
    let mut a = random(2000, 1);
    let mut b = random(2000, 2);
    for (i, k) in [
        0u64, 1, 7, 8, 15, 16, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff,
    ]
    .iter()
    .enumerate()
    {
        a[i] = *k;
        b[i + 20] = *k;
        a[i + 40] = *k;
        b[i + 40] = (*k).wrapping_neg() & 0xffff_ffff;
    }
    for nt in ["i8", "i16", "i1"] {
        let bin = [
            "add", "sub", "mul", "umulhi", "smulhi", "smin", "smax", "umin", "umax", "and", "or",
            "xor", "shl", "lshr", "ashr",
        ];
        for op in bin {
            let body = format!(
                "    v30 = itrunc.{nt} %a\n    v31 = itrunc.{nt} %b\n    v32 = {op}.{nt} v30, v31\n    %r = sext.i32 v32"
            );
            let m = elementwise("i32", 4, &body, false);
            same(&m, ElemType::U32, &a, &b, &format!("{op}.{nt}"));
        }
        for op in ["neg", "not", "iabs", "ctpop", "ctlz", "cttz", "bitreverse"] {
            let body =
                format!("    v30 = itrunc.{nt} %a\n    v32 = {op}.{nt} v30\n    %r = zext.i32 v32");
            let m = elementwise("i32", 4, &body, true);
            same(&m, ElemType::U32, &a, &b, &format!("{op}.{nt}"));
        }
        for cc in ["eq", "ne", "slt", "sle", "ugt", "uge"] {
            let body = format!(
                "    v30 = itrunc.{nt} %a\n    v31 = itrunc.{nt} %b\n    v32 = icmp.{nt} {cc} v30, v31\n    %r = zext.i32 v32"
            );
            let m = elementwise("i32", 4, &body, false);
            same(&m, ElemType::U32, &a, &b, &format!("icmp {cc}.{nt}"));
        }
        for (cv, ft) in [("sitofp", "f32"), ("uitofp", "f16"), ("sitofp", "f16")] {
            let body = format!(
                "    v30 = itrunc.{nt} %a\n    v32 = {cv}.{ft} v30\n    v33 = fpext.f64 v32\n    v34 = bitcast.i64 v33\n    %r = itrunc.i32 v34"
            );
            let m = elementwise("i32", 4, &body, true);
            same(&m, ElemType::U32, &a, &b, &format!("{cv}.{ft} {nt}"));
        }
    }
}

#[test]
fn float_to_narrow_integer_saturates() {
    let mut r = Rng(9);
    let vals: Vec<f32> = (0..3000)
        .map(|i| match i % 4 {
            0 => (r.next() as i64 % 100_000) as f32 / 7.0,
            1 => f32::from_bits(r.next() as u32),
            2 => (r.next() % 70_000) as f32 - 35_000.0,
            _ => [
                f32::NAN,
                f32::INFINITY,
                -f32::INFINITY,
                127.9,
                -128.9,
                255.5,
                65535.7,
            ][i % 7],
        })
        .collect();
    let a: Vec<u64> = vals.iter().map(|v| v.to_bits() as u64).collect();
    for cv in ["fptosi", "fptoui"] {
        for nt in ["i8", "i16"] {
            let body =
                format!("    v32 = {cv}.{nt} %a\n    v33 = sext.i32 v32\n    %r = bitcast.f32 v33");
            let m = elementwise("f32", 4, &body, true);
            same(&m, ElemType::U32, &a, &a, &format!("{cv}.{nt}"));
        }
        // From f16.
        let body =
            format!("    v30 = fptrunc.f16 %a\n    v32 = {cv}.i32 v30\n    %r = bitcast.f32 v32");
        let m = elementwise("f32", 4, &body, true);
        same(&m, ElemType::U32, &a, &a, &format!("{cv} f16"));
    }
}

/// f16 bits of interesting values and random ones.
fn f16_inputs(n: usize, seed: u64) -> Vec<u64> {
    let mut r = Rng(seed);
    let special = [
        0x0000u64, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3c01, 0x3e00, 0x7bff,
        0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0xfe01, 0x3555, 0x5bff, 0x1000,
    ];
    (0..n)
        .map(|i| {
            if i < special.len() * special.len() {
                special[i % special.len()] | (special[i / special.len()] << 16)
            } else {
                r.next() & 0xffff_ffff
            }
        })
        .collect()
}

#[test]
fn f16_arithmetic_without_16bit_alu() {
    let a = f16_inputs(4000, 3);
    let b = f16_inputs(4000, 4);
    let unpack = "    v30 = itrunc.i16 %a\n    v31 = lshr.i32 %a, v40\n    v32 = itrunc.i16 v31\n    v33 = bitcast.f16 v30\n    v34 = bitcast.f16 v32\n    v35 = itrunc.i16 %b\n    v36 = bitcast.f16 v35\n";
    let pre = "    v40 = iconst.i32 16\n";
    let tail = "    v51 = bitcast.i16 v50\n    %r = zext.i32 v51";
    for op in [
        "fadd", "fsub", "fmul", "fdiv", "frem", "fmin", "fmax", "copysign",
    ] {
        let body = format!("{pre}{unpack}    v50 = {op}.f16 v33, v34\n{tail}");
        let exact = matches!(op, "fmin" | "fmax" | "copysign");
        let m = elementwise("i32", 4, &body, false);
        same_nan(&m, ElemType::U32, &a, &b, op, !exact);
    }
    for op in [
        "fneg",
        "fabs",
        "sqrt",
        "floor",
        "ceil",
        "trunc",
        "round",
        "roundeven",
        "rcp",
    ] {
        let body = format!("{pre}{unpack}    v50 = {op}.f16 v33\n{tail}");
        let exact = matches!(op, "fneg" | "fabs");
        let m = elementwise("i32", 4, &body, false);
        same_nan(&m, ElemType::U32, &a, &b, op, !exact);
    }
    for cc in ["oeq", "olt", "uge", "uno", "one"] {
        let body = format!("{pre}{unpack}    v52 = fcmp.f16 {cc} v33, v34\n    %r = zext.i32 v52");
        same(
            &elementwise("i32", 4, &body, false),
            ElemType::U32,
            &a,
            &b,
            cc,
        );
    }
    let body = format!("{pre}{unpack}    v50 = fma.f16 v33, v34, v36\n{tail}");
    let m = elementwise("i32", 4, &body, false);
    same_nan(&m, ElemType::U32, &a, &b, "fma", true);
}

#[test]
fn fma_f16_hard_cases() {
    // a*b exactly halfway between two f16 values; c = ±2^-24 decides the rounding (naive
    // f32 evaluation gets these wrong), plus products needing far more than 24 bits.
    let mut a = Vec::new();
    let mut b = Vec::new();
    let mut r = Rng(5);
    for i in 0..4000u64 {
        let (x, y, c) = match i % 4 {
            0 => (
                0x3c01u64,
                0x3e00u64,
                [0x0001u64, 0x8001, 0x0000, 0x8000][(i / 4 % 4) as usize],
            ),
            1 => {
                let x = 0x3c00 | (r.next() & 0x3ff);
                let y = 0x3c00 | (r.next() & 0x3ff);
                (x, y, (r.next() & 0x8000) | (r.next() % 0x400))
            }
            2 => {
                let x = 0x5800 | (r.next() & 0x7ff);
                let y = 0x5800 | (r.next() & 0x3ff);
                (x, y, r.next() & 0xffff)
            }
            _ => (r.next() & 0xffff, r.next() & 0xffff, r.next() & 0xffff),
        };
        a.push(x | (y << 16));
        b.push(c);
    }
    let body = "    v40 = iconst.i32 16\n    v30 = itrunc.i16 %a\n    v31 = lshr.i32 %a, v40\n    v32 = itrunc.i16 v31\n    v33 = bitcast.f16 v30\n    v34 = bitcast.f16 v32\n    v35 = itrunc.i16 %b\n    v36 = bitcast.f16 v35\n    v50 = fma.f16 v33, v34, v36\n    v51 = bitcast.i16 v50\n    %r = zext.i32 v51";
    let m = elementwise("i32", 4, body, false);
    same_nan(&m, ElemType::U32, &a, &b, "fma", true);
}

#[test]
fn f64_to_f16_is_correctly_rounded() {
    let mut r = Rng(11);
    let mut a: Vec<u64> = (0..6000)
        .map(|i| match i % 3 {
            // Near f16 midpoints: f16 value, half an ulp, and a tiny perturbation.
            0 => {
                let h = 0x3c00 + (r.next() % 0x3c00) as u16;
                let x = gfxc_ir::launch::float::f16_to_f64(h);
                let ulp = gfxc_ir::launch::float::f16_to_f64(h + 1) - x;
                let t = [0.0, 1e-12, -1e-12, 2e-9, -2e-9][(r.next() % 5) as usize];
                (x + ulp / 2.0 + t * x).to_bits()
            }
            1 => r.next(),
            _ => ((r.next() % 200_000) as f64 / 3.0 - 30000.0).to_bits(),
        })
        .collect();
    a.extend([
        f64::NAN.to_bits(),
        f64::INFINITY.to_bits(),
        65520.0f64.to_bits(),
        65519.999f64.to_bits(),
        1e300f64.to_bits(),
        (-2.98e-8f64).to_bits(),
        2.9802322387695312e-8f64.to_bits(),
        5.960464477539063e-8f64.to_bits(),
    ]);
    let body = "    v50 = fptrunc.f16 %a\n    v51 = bitcast.i16 v50\n    %r = zext.i64 v51";
    same(
        &elementwise("f64", 8, body, true),
        ElemType::U64,
        &a,
        &a,
        "fptrunc f64->f16",
    );
    let body = "    v49 = fptrunc.f16 %a\n    v50 = fpext.f64 v49\n    %r = bitcast.i64 v50";
    same(
        &elementwise("f64", 8, body, true),
        ElemType::U64,
        &a,
        &a,
        "fpext f16->f64",
    );
}

#[test]
fn vectors_are_split() {
    let a = random(512, 21);
    let b = random(512, 22);
    // f32x4 in the i32 buffers: four work-items' worth per lane group.
    let body = "    v30 = bitcast.f32x4 %a\n    v31 = bitcast.f32x4 %b\n    v32 = fadd.f32x4 v30, v31\n    v33 = fcmp.f32x4 olt v30, v31\n    v34 = select.f32x4 v33, v32, v31\n    v35 = shuffle.f32x4 v34, v30, [7, 0, 2, 5]\n    v36 = extractelement.i32 %a, v40\n    v41 = iconst.i32 3\n    v42 = and.i32 v36, v41\n    v43 = extractelement.f32 v35, v42\n    v44 = insertelement.f32x4 v35, v43, v42\n    v45 = fptosi.i16x4 v44\n    v46 = add.i16x4 v45, v45\n    v47 = sext.i32x4 v46\n    %r = sext.i32x4 v47";
    let body = body.replace("%r = sext.i32x4 v47", "%r = add.i32x4 v47, %a");
    let body = format!("    v40 = iconst.i32 1\n{body}");
    let m = elementwise("i32x4", 16, &body, false);
    let want = run_elementwise_items(&m, ElemType::U32, &a, &b, 64, a.len() / 4);
    for cpu in ["gfx700", "gfx900"] {
        let l = legalized(&m, cpu);
        let text = gfxc_ir::text::print_module(&l);
        assert!(
            !text.contains("fadd.f32x4") && !text.contains("shuffle"),
            "{text}"
        );
        let got = run_elementwise_items(&l, ElemType::U32, &a, &b, 64, a.len() / 4);
        assert_eq!(want, got, "{cpu}");
    }
    // A 32-byte vector access is split into two 16-byte ones; i1 vectors stored as bytes.
    let body = "    v30 = icmp.i64x4 slt %a, %b\n    v31 = select.i64x4 v30, %a, %b\n    %r = add.i64x4 v31, %a";
    let m = elementwise("i64x4", 32, body, false);
    let want = run_elementwise_items(&m, ElemType::U64, &a, &b, 64, a.len() / 4);
    for cpu in ["gfx700", "gfx1100"] {
        let l = legalized(&m, cpu);
        let text = gfxc_ir::text::print_module(&l);
        assert!(
            !text.contains("load.i64x4") && text.contains("load.i64x2"),
            "{text}"
        );
        let got = run_elementwise_items(&l, ElemType::U64, &a, &b, 64, a.len() / 4);
        assert_eq!(want, got, "{cpu}");
    }
}

#[test]
fn vectors_of_16_bit_lanes_stay_packed_on_gfx9() {
    let a = random(512, 31);
    let b = random(512, 32);
    // f16x4 / i16x4 in i32x2 elements. Packed operations (fma, fsub, shuffle, ashr, smax) stay
    // whole on GFX9+ (rule 6), compares and lane-wise selects are split; GFX8 splits all.
    let body = "    v30 = bitcast.f16x4 %a\n    v31 = bitcast.f16x4 %b\n    v32 = fma.f16x4 v30, v31, v30\n    v33 = fsub.f16x4 v32, v31\n    v34 = shuffle.f16x4 v33, v30, [5, 2, 0, 7]\n    v35 = fcmp.f16x4 olt v34, v31\n    v36 = select.f16x4 v35, v34, v31\n    v37 = bitcast.i16x4 v36\n    v38 = bitcast.i16x4 %b\n    v39 = ashr.i16x4 v37, v38\n    v40 = smax.i16x4 v39, v38\n    v41 = shuffle.i16x4 v40, v38, [3, 4, 1, 1]\n    v42 = mul.i16x4 v41, v40\n    %r = bitcast.i32x2 v42";
    let m = elementwise("i32x2", 8, body, false);
    let want = run_elementwise_items(&m, ElemType::U32, &a, &b, 64, a.len() / 2);
    for cpu in ["gfx803", "gfx900", "gfx1100"] {
        let l = legalized(&m, cpu);
        let text = gfxc_ir::text::print_module(&l);
        let packed = cpu != "gfx803";
        for op in [
            "fma.f16x4",
            "fsub.f16x4",
            "shuffle.f16x4",
            "ashr.i16x4",
            "smax.i16x4",
            "mul.i16x4",
        ] {
            assert_eq!(text.contains(op), packed, "{cpu}: {op}\n{text}");
        }
        assert!(!text.contains("fcmp.f16x4"), "{cpu}\n{text}");
        let got = run_elementwise_items(&l, ElemType::U32, &a, &b, 64, a.len() / 2);
        assert_eq!(want, got, "{cpu}");
    }
}
