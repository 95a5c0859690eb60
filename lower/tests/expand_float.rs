//! Correct rounding of the `fdiv` / `sqrt` expansions, checked through the interpreter against
//! its exact operations (and the host's, which the interpreter uses).

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

fn edges32() -> Vec<u32> {
    let mut v = vec![
        0, 1, 2, 3, 0x7fffff, 0x400000, 0x800000, 0x800001, 0xffffff, 0x3f800000, 0x3f800001,
        0x3f7fffff, 0x40000000, 0x40400000, 0x3eaaaaab, 0x7f7fffff, 0x7f7ffffe, 0x7f000000,
        0x7f800000, 0x7fc00000, 0x7f800001, 0x7fc12345, 0x00000005, 0x0000ffff, 0x34000000,
        0x2f800000, 0x5f800000, 0x1f800000, 0x60000000, 0x20000000, 0x00c00000, 0x3fc00000,
        0x40a00000, 0x40e00000, 0x41100000, 0x3f000000, 0x0b000000, 0x74000000,
    ];
    let n = v.len();
    for i in 0..n {
        v.push(v[i] | 0x8000_0000);
    }
    v
}

fn edges64() -> Vec<u64> {
    let mut v: Vec<u64> = vec![
        0,
        1,
        2,
        3,
        0xfffffffffffff,
        0x8000000000000,
        0x10000000000000,
        0x10000000000001,
        0x3ff0000000000000,
        0x3ff0000000000001,
        0x3fefffffffffffff,
        0x4000000000000000,
        0x4008000000000000,
        0x3fd5555555555555,
        0x7fefffffffffffff,
        0x7fe0000000000000,
        0x7ff0000000000000,
        0x7ff8000000000000,
        0x7ff0000000000001,
        0x7ff8123456789abc,
        0x3ca0000000000000,
        0x4340000000000000,
        0x1ff0000000000000,
        0x5ff0000000000000,
        0x0018000000000000,
        0x3ff8000000000000,
        0x4014000000000000,
        0x401c000000000000,
    ];
    let n = v.len();
    for i in 0..n {
        v.push(v[i] | 0x8000_0000_0000_0000);
    }
    v
}

/// Pairs (a, b) whose f32 quotient is an exact tie or near a tie in the denormal range, and
/// quotients near the overflow and underflow thresholds.
fn hard32(r: &mut Rng, n: usize) -> (Vec<u64>, Vec<u64>) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for i in 0..n {
        let odd = (r.next() % 4096) as u32 * 2 + 1; // divisor significand
        let k = (r.next() % 2048) as u32; // quotient (k + 1/2) * 2^-149 (a tie)
        let num = (2 * k + 1) as u64 * odd as u64;
        if num >= 1 << 24 {
            continue;
        }
        let e = (r.next() % 120) as i32; // b = odd * 2^e, a = num * 2^(e - 150)
        let bv = odd as f32 * 2f32.powi(e);
        let av = num as f32 * 2f64.powi(e - 150) as f32;
        let jitter = match i % 3 {
            0 => 0i64,
            1 => 1,
            _ => -1,
        };
        a.push((av.to_bits() as i64 + jitter) as u64 & 0x7fff_ffff);
        b.push(bv.to_bits() as u64);
    }
    for _ in 0..n {
        // Random significands, exponents putting the quotient in [2^-152, 2^-120] or
        // [2^120, 2^129].
        let ma = r.next() & 0x7fffff;
        let mb = r.next() & 0x7fffff;
        let (ea, eb) = if r.next() & 1 == 0 {
            let eb = 150 + r.next() % 100;
            (eb as i64 - 120 - (r.next() % 33) as i64, eb as i64)
        } else {
            let eb = 1 + r.next() % 100;
            (eb as i64 + 120 + (r.next() % 10) as i64, eb as i64)
        };
        if !(0..255).contains(&ea) {
            continue;
        }
        let s = (r.next() & 3) << 30 & 0x8000_0000;
        a.push(s | (ea as u64) << 23 | ma);
        b.push((eb as u64) << 23 | mb);
    }
    (a, b)
}

#[test]
fn fdiv_f32_edges_and_random() {
    let e = edges32();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &e {
        for &y in &e {
            a.push(x as u64);
            b.push(y as u64);
        }
    }
    let mut r = Rng(1);
    let (ha, hb) = hard32(&mut r, 60_000);
    a.extend(ha);
    b.extend(hb);
    let n = std::env::var("GFXC_FDIV_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2_000_000);
    for _ in 0..n {
        let x = r.next();
        a.push(x & 0xffff_ffff);
        b.push(x >> 32);
    }
    // Operands of similar magnitude, and denormal divisors / dividends.
    for _ in 0..n / 4 {
        let x = r.next();
        a.push(x & 0x807f_ffff | 0x3f80_0000);
        b.push((x >> 32) & 0x807f_ffff | 0x3f80_0000);
        let y = r.next();
        a.push(y & 0x807f_ffff);
        b.push(y >> 32);
        a.push(y >> 32);
        b.push(y & 0x807f_ffff);
    }
    check(
        "f32",
        ElemType::F32,
        32,
        "    %r = fdiv.f32 %a, %b",
        false,
        &a,
        &b,
    );
}

#[test]
fn fdiv_f64_edges_and_random() {
    let e = edges64();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &e {
        for &y in &e {
            a.push(x);
            b.push(y);
        }
    }
    let mut r = Rng(2);
    for _ in 0..100_000 {
        a.push(r.next());
        b.push(r.next());
    }
    for _ in 0..50_000 {
        // Quotients near the denormal range and overflow.
        let ma = r.next() & 0xf_ffff_ffff_ffff;
        let mb = r.next() & 0xf_ffff_ffff_ffff;
        let (ea, eb) = if r.next() & 1 == 0 {
            let eb = 1100 + r.next() % 900;
            (eb as i64 - 1022 - (r.next() % 60) as i64, eb as i64)
        } else {
            let eb = 1 + r.next() % 900;
            (eb as i64 + 1020 + (r.next() % 8) as i64, eb as i64)
        };
        if !(0..2047).contains(&ea) {
            continue;
        }
        a.push((ea as u64) << 52 | ma);
        b.push((eb as u64) << 52 | mb);
        let y = r.next();
        a.push(y & 0x800f_ffff_ffff_ffff);
        b.push(r.next());
    }
    check(
        "f64",
        ElemType::F64,
        64,
        "    %r = fdiv.f64 %a, %b",
        false,
        &a,
        &b,
    );
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
fn sqrt_f32_f64_f16() {
    let mut r = Rng(4);
    let mut a: Vec<u64> = edges32().iter().map(|&x| x as u64).collect();
    // All denormals' neighbourhoods, exact squares and random bits.
    for k in 0..20_000u64 {
        a.push(k * 419);
        let s = (r.next() % (1 << 12)) as f32 * 2f32.powi((r.next() % 100) as i32 - 50);
        a.push((s * s).to_bits() as u64);
        a.push(((s * s).to_bits() as u64).wrapping_add(1) & 0xffff_ffff);
    }
    for _ in 0..200_000 {
        a.push(r.next() & 0xffff_ffff);
    }
    let b = vec![0; a.len()];
    check(
        "f32",
        ElemType::F32,
        32,
        "    %r = sqrt.f32 %a",
        true,
        &a,
        &b,
    );

    let mut a: Vec<u64> = edges64();
    for _ in 0..100_000 {
        a.push(r.next());
        a.push(r.next() & 0x000f_ffff_ffff_ffff);
        let s = (r.next() >> 38) as f64 * 2f64.powi((r.next() % 1000) as i32 - 500);
        a.push((s * s).to_bits());
    }
    let b = vec![0; a.len()];
    check(
        "f64",
        ElemType::F64,
        64,
        "    %r = sqrt.f64 %a",
        true,
        &a,
        &b,
    );

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

#[test]
fn vector_fdiv_is_split_into_lanes() {
    let m = elementwise("f32x4", 16, "    %r = fdiv.f32x4 %a, %b", false);
    let l = lowered(&m);
    let mut r = Rng(5);
    let a: Vec<u64> = (0..4096).map(|_| r.next() & 0xffff_ffff).collect();
    let b: Vec<u64> = (0..4096).map(|_| r.next() & 0xffff_ffff).collect();
    // Buffers of f32 viewed 4 at a time: n/4 work-items.
    let want = run_elementwise_items(&m, ElemType::F32, &a, &b, 32, a.len() / 4);
    let got = run_elementwise_items(&l, ElemType::F32, &a, &b, 32, a.len() / 4);
    for i in 0..a.len() {
        assert!(want[i] == got[i] || (is_nan(want[i], 32) && is_nan(got[i], 32)));
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
