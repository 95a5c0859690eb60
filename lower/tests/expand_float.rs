//! Correct rounding of the f16 `fdiv` / `sqrt` expansions, checked through the interpreter
//! against its exact operations (and the host's, which the interpreter uses); f32/f64 ones
//! are left to instruction selection.

mod common;
use common::*;
use gfxc_ir::launch::ElemType;
use gfxc_ir::verifier::verify_module;
use gfxc_ir::Module;
use gfxc_lower::expand_float::expand_float;

fn lowered(m: &Module) -> Module {
    let mut l = m.clone();
    for (_, f) in l.functions.iter_mut() {
        expand_float(f);
    }
    verify_module(&l).unwrap_or_else(|e| panic!("{}", e.render("lowered")));
    l
}

fn is_nan(bits: u64, w: u32) -> bool {
    match w {
        16 => (bits & 0x7c00) == 0x7c00 && (bits & 0x3ff) != 0,
        32 => f32::from_bits(bits as u32).is_nan(),
        _ => f64::from_bits(bits).is_nan(),
    }
}

/// Runs original and lowered on the inputs; checks bit equality (NaN-ness for NaNs).
fn check(ty: &str, et: ElemType, w: u32, body: &str, unary: bool, a: &[u64], b: &[u64]) {
    let m = elementwise(ty, w / 8, body, unary);
    let l = lowered(&m);
    let want = run_elementwise(&m, et, a, b, 64);
    let got = run_elementwise(&l, et, a, b, 64);
    let mut bad = 0;
    for i in 0..a.len() {
        let (x, y) = (want[i], got[i]);
        if x != y && !(is_nan(x, w) && is_nan(y, w)) {
            if bad < 10 {
                eprintln!(
                    "{body}: a={:#x} b={:#x}: want {x:#x}, got {y:#x}",
                    a[i], b[i]
                );
            }
            bad += 1;
        }
    }
    assert_eq!(bad, 0, "{bad} mismatches of {}", a.len());
    eprintln!("{body}: {} cases agree", a.len());
}

#[test]
fn fdiv_f16_exhaustive_sample() {
    let mut r = Rng(3);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    // Every f16 dividend against a spread of divisors, plus random pairs.
    for x in 0..0x10000u64 {
        a.push(x);
        b.push(r.next() & 0xffff);
    }
    for y in 0..0x10000u64 {
        a.push(r.next() & 0xffff);
        b.push(y);
    }
    check(
        "f16",
        ElemType::F16,
        16,
        "    %r = fdiv.f16 %a, %b",
        false,
        &a,
        &b,
    );
}

#[test]
fn sqrt_f16_exhaustive() {
    let a: Vec<u64> = (0..0x10000).collect();
    let b = vec![0; a.len()];
    check(
        "f16",
        ElemType::F16,
        16,
        "    %r = sqrt.f16 %a",
        true,
        &a,
        &b,
    );
}

/// f32 and f64 `fdiv` / `sqrt` are left to instruction selection (`isel/src/fdiv.rs`; their
/// correct rounding is `tests/compile_fdiv.rs`'s); f16 ones, vectors included, are expanded.
#[test]
fn only_f16_is_expanded() {
    for (ty, bytes, body, unary) in [
        ("f32", 4, "    %r = fdiv.f32 %a, %b", false),
        ("f64", 8, "    %r = fdiv.f64 %a, %b", false),
        ("f32", 4, "    %r = sqrt.f32 %a", true),
        ("f64", 8, "    %r = sqrt.f64 %a", true),
        ("f32x4", 16, "    %r = fdiv.f32x4 %a, %b", false),
    ] {
        let m = elementwise(ty, bytes, body, unary);
        let l = lowered(&m);
        let text = |m: &Module| gfxc_ir::text::print_module(m);
        assert_eq!(text(&m), text(&l), "{body}");
    }
    let m = elementwise("f16x4", 8, "    %r = fdiv.f16x4 %a, %b", false);
    let l = gfxc_ir::text::print_module(&lowered(&m));
    assert!(!l.contains("fdiv") && l.contains("rcp.f32"), "{l}");
    let mut r = Rng(5);
    let a: Vec<u64> = (0..4096).map(|_| r.next() & 0xffff).collect();
    let b: Vec<u64> = (0..4096).map(|_| r.next() & 0xffff).collect();
    let lm = lowered(&m);
    let want = run_elementwise_items(&m, ElemType::F16, &a, &b, 32, a.len() / 4);
    let got = run_elementwise_items(&lm, ElemType::F16, &a, &b, 32, a.len() / 4);
    for i in 0..a.len() {
        assert!(want[i] == got[i] || (is_nan(want[i], 16) && is_nan(got[i], 16)));
    }
}

/// The f16 `fdiv` algorithm of `expand_float::fdiv_f16` in host arithmetic with a reciprocal
/// that is deliberately off by up to one f32 ulp either way (as `v_rcp_f32` may be; the
/// interpreter's `rcp` is exact), against the correctly rounded quotient (f64 division then
/// f16 rounding: exact, 53 >= 2*11 + 2). Every finite non-zero dividend against 96 divisors.
#[test]
fn fdiv_f16_algorithm_tolerates_a_one_ulp_reciprocal() {
    use gfxc_ir::launch::float::{f16_to_f64, f32_to_f16, f64_to_f16};
    let mut r = Rng(17);
    let mut checked = 0u64;
    for a in 0..0x10000u32 {
        let x = f16_to_f64(a as u16) as f32;
        if !x.is_finite() || x == 0.0 {
            continue;
        }
        for k in 0..96 {
            let b = (r.next() & 0xffff) as u16;
            let y = f16_to_f64(b) as f32;
            if !y.is_finite() || y == 0.0 {
                continue;
            }
            let exact = f64_to_f16(f16_to_f64(a as u16) / f16_to_f64(b));
            let rc = 1.0f32 / y;
            let rc = match k % 3 {
                0 => rc,
                1 => f32::from_bits(rc.to_bits() + 1),
                _ => f32::from_bits(rc.to_bits() - 1),
            };
            let q0 = x * rc;
            let e = (-y).mul_add(q0, x);
            let q1 = e.mul_add(rc, q0);
            let got = f32_to_f16(q1);
            assert_eq!(got, exact, "{a:#06x} / {b:#06x} (rcp variant {})", k % 3);
            checked += 1;
        }
    }
    assert!(checked > 5_000_000);
}
