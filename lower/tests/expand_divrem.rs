//! Exactness of the integer division expansion, through the interpreter, on edge cases and
//! random operands (i8, i16, i32, i64; signed and unsigned; scalars and vectors).

mod common;
use common::*;
use gfxc_ir::launch::ElemType;
use gfxc_ir::verifier::verify_module;
use gfxc_ir::Module;
use gfxc_lower::expand_divrem::expand_divrem;

fn lowered(m: &Module) -> Module {
    let mut l = m.clone();
    for (_, f) in l.functions.iter_mut() {
        expand_divrem(f);
    }
    verify_module(&l).unwrap_or_else(|e| panic!("{}", e.render("lowered")));
    let text = gfxc_ir::text::print_module(&l);
    assert!(!text.contains("div.") && !text.contains("rem."), "{text}");
    l
}

fn edges(w: u32) -> Vec<u64> {
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let mut v: Vec<u64> = vec![
        0,
        1,
        2,
        3,
        5,
        7,
        10,
        255,
        256,
        65535,
        65536,
        0x7fff_ffff,
        0x8000_0000,
    ];
    v.extend([
        0xffff_ffff,
        0x1_0000_0000,
        0x1_0000_0001,
        0xffff_fffe,
        0x8000_0001,
    ]);
    v.extend([
        1u64 << 62,
        (1u64 << 63) - 1,
        1u64 << 63,
        0x1234_5678_9abc_def0,
        0x0000_0001_ffff_ffff,
    ]);
    for s in [1u32, 7, 15, 16, 23, 24, 31, 32, 33, 47, 52, 53, 63] {
        v.push(1u64 << s);
        v.push((1u64 << s) - 1);
        v.push((1u64 << s) + 1);
    }
    let n = v.len();
    for i in 0..n {
        v.push(v[i].wrapping_neg());
    }
    let mut out: Vec<u64> = v.iter().map(|x| x & mask).collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn check(ty: &str, et: ElemType, w: u32, op: &str) {
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let min = 1u64 << (w - 1);
    let signed = op.starts_with('s');
    let ok = |x: u64, y: u64| y != 0 && !(signed && x == min && y == mask);
    let e = edges(w);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &e {
        for &y in &e {
            if ok(x, y) {
                a.push(x);
                b.push(y);
            }
        }
    }
    let mut r = Rng(w as u64 * 31 + op.len() as u64);
    for k in 0..200_000 {
        let x = r.next() & mask;
        // Divisors of every size: shift random bits right by a random amount.
        let y = (r.next() >> (r.next() % 64)) & mask;
        let y = if k & 1 == 0 { y } else { r.next() & mask };
        if ok(x, y) {
            a.push(x);
            b.push(y);
        }
    }
    let body = format!("    %r = {op}.{ty} %a, %b");
    let m = elementwise(ty, w / 8, &body, false);
    let l = lowered(&m);
    let want = run_elementwise(&m, et, &a, &b, 64);
    let got = run_elementwise(&l, et, &a, &b, 32);
    let mut bad = 0;
    for i in 0..a.len() {
        if want[i] != got[i] {
            if bad < 10 {
                eprintln!(
                    "{op}.{ty} {:#x}, {:#x}: want {:#x} got {:#x}",
                    a[i], b[i], want[i], got[i]
                );
            }
            bad += 1;
        }
    }
    assert_eq!(bad, 0, "{bad} of {} wrong", a.len());
}

#[test]
fn divrem_i32() {
    for op in ["udiv", "urem", "sdiv", "srem"] {
        check("i32", ElemType::U32, 32, op);
    }
}

#[test]
fn divrem_i64() {
    for op in ["udiv", "urem", "sdiv", "srem"] {
        check("i64", ElemType::U64, 64, op);
    }
}

#[test]
fn divrem_i8_i16() {
    for op in ["udiv", "urem", "sdiv", "srem"] {
        check("i8", ElemType::U8, 8, op);
        check("i16", ElemType::U16, 16, op);
    }
}

#[test]
fn divrem_vectors() {
    let m = elementwise("i32x4", 16, "    %r = sdiv.i32x4 %a, %b", false);
    let l = lowered(&m);
    let mut r = Rng(9);
    let a: Vec<u64> = (0..4096).map(|_| r.next() & 0x7fff_ffff).collect();
    let b: Vec<u64> = (0..4096)
        .map(|_| (r.next() >> (r.next() % 40)) & 0xffff_ffff | 1)
        .collect();
    let want = run_elementwise_items(&m, ElemType::U32, &a, &b, 64, 1024);
    let got = run_elementwise_items(&l, ElemType::U32, &a, &b, 64, 1024);
    assert_eq!(want, got);
}

/// Division by constants (shift/mask for powers of two, multiply-high otherwise): every
/// dividend of `edges` plus random ones, against the interpreter's exact division.
fn check_const(ty: &str, et: ElemType, w: u32, op: &str, divisors: &[i64]) {
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let min = 1u64 << (w - 1);
    let mut r = Rng(w as u64 * 7 + op.len() as u64);
    let mut xs = edges(w);
    for _ in 0..20_000 {
        xs.push(r.next() & mask);
    }
    for &d in divisors {
        let du = d as u64 & mask;
        let signed = op.starts_with('s');
        let a: Vec<u64> = xs
            .iter()
            .copied()
            .filter(|&x| !(signed && x == min && du == mask))
            .collect();
        let b = vec![0u64; a.len()];
        let body = format!("    v30 = iconst.{ty} {d}\n    %r = {op}.{ty} %a, v30");
        let m = elementwise(ty, w / 8, &body, true);
        let l = lowered(&m);
        // The constant path, not the reciprocal estimate.
        let text = gfxc_ir::text::print_module(&l);
        assert!(!text.contains(" rcp."), "{op}.{ty} by {d}:\n{text}");
        let want = run_elementwise(&m, et, &a, &b, 64);
        let got = run_elementwise(&l, et, &a, &b, 32);
        let bad: Vec<usize> = (0..a.len()).filter(|&i| want[i] != got[i]).collect();
        assert!(
            bad.is_empty(),
            "{op}.{ty} by {d}: {} wrong, e.g. {:#x}: want {:#x} got {:#x}",
            bad.len(),
            a[bad[0]],
            want[bad[0]],
            got[bad[0]]
        );
    }
}

#[test]
fn divrem_by_constants() {
    let d32: &[i64] = &[
        1,
        2,
        3,
        5,
        6,
        7,
        10,
        16,
        25,
        641,
        1000,
        65537,
        0x7fff_ffff,
        -1,
        -2,
        -7,
        -10,
        -16,
        -2147483648,
        0x4000_0001,
        // Even divisors whose odd part needs the long form or the pre-shift, and the
        // divisors of Parboil's histo (24, 24576 = 3 * 2^13).
        12,
        14,
        24,
        28,
        24576,
        0x3000_0000,
        0x7000_0000,
        0x8000_0001,
        -3,
        -24,
    ];
    let d64: &[i64] = &[
        1,
        3,
        7,
        16,
        1000000007,
        0x1_0000_0001,
        i64::MAX,
        -1,
        -3,
        -1024,
        i64::MIN,
        0x7fff_ffff,
        6,
        14,
        24,
        24576,
        0x8000_0000_0000_0001u64 as i64,
        0x3000_0000_0000_0000,
    ];
    for op in ["udiv", "urem", "sdiv", "srem"] {
        check_const("i32", ElemType::U32, 32, op, d32);
        check_const("i64", ElemType::U64, 64, op, d64);
    }
}

/// A division and a remainder of the same operands share one expansion: `q * y + r` and
/// the separate results match the interpreter, and the lowered kernel has one `rcp` per
/// signedness instead of two (for i64 one per path of the run-time bypass: the 32-bit and
/// the 64-bit expansion, each shared by the pair).
#[test]
fn divrem_pairs_share_an_expansion() {
    for (ty, et, w) in [("i32", ElemType::U32, 32u32), ("i64", ElemType::U64, 64)] {
        for (d, rm) in [("udiv", "urem"), ("sdiv", "srem")] {
            let body = format!(
                "    v30 = {d}.{ty} %a, %b\n    v31 = {rm}.{ty} %a, %b\n    v32 = mul.{ty} v30, v31\n    %r = add.{ty} v32, v31"
            );
            let m = elementwise(ty, w / 8, &body, false);
            let l = lowered(&m);
            let text = gfxc_ir::text::print_module(&l);
            let paths = if w == 64 { 2 } else { 1 };
            assert_eq!(
                text.matches(" rcp.").count(),
                paths,
                "{d}/{rm}.{ty}:\n{text}"
            );
            let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            let mut r = Rng(w as u64 + 5);
            let (mut a, mut b) = (Vec::new(), Vec::new());
            for _ in 0..20_000 {
                let y = (r.next() >> (r.next() % 64)) & mask;
                if y != 0 && y != mask {
                    a.push(r.next() & mask);
                    b.push(y);
                }
            }
            let want = run_elementwise(&m, et, &a, &b, 64);
            let got = run_elementwise(&l, et, &a, &b, 32);
            assert_eq!(want, got, "{d}/{rm}.{ty}");
        }
    }
}

/// Division by constants of dividends with known high zero bits (`lshr`, `and`, `zext`,
/// `urem` and `udiv` by constants, as `known_lz` follows them): the short forms that bound
/// allows are exact for every dividend the kernel can produce. Every divisor 2..=300, odd
/// and even, and larger ones, against the interpreter on every input; the short form is
/// checked to be taken (no `sub` before the quotient's shift: `umulhi` then `lshr`).
#[test]
fn divrem_by_constants_of_bounded_dividends() {
    let mut ds: Vec<u64> = (2..=300).collect();
    ds.extend([
        641,
        1000,
        24576,
        65535,
        65537,
        0x12345,
        0x7fff_ffff,
        0xffff_fffb,
    ]);
    let mut r = Rng(77);
    let mut xs = edges(32);
    for _ in 0..4000 {
        xs.push(r.next() & 0xffff_ffff);
    }
    // (bound expression over v20, with its result in v25)
    let shapes = [
        "    v23 = iconst.i32 10\n    v25 = lshr.i32 v20, v23",
        "    v23 = iconst.i32 1\n    v25 = lshr.i32 v20, v23",
        "    v23 = iconst.i32 65535\n    v25 = and.i32 v20, v23",
        "    v23 = itrunc.i8 v20\n    v25 = zext.i32 v23",
        "    v23 = itrunc.i16 v20\n    v25 = zext.i32 v23",
        "    v23 = iconst.i32 1000\n    v25 = urem.i32 v20, v23",
        "    v23 = iconst.i32 7\n    v25 = udiv.i32 v20, v23",
    ];
    for shape in shapes {
        for &d in &ds {
            if d.is_power_of_two() {
                continue;
            }
            for op in ["udiv", "urem"] {
                let body = format!("{shape}\n    v30 = iconst.i32 {d}\n    %r = {op}.i32 v25, v30");
                let m = elementwise("i32", 4, &body, true);
                let l = lowered(&m);
                let text = gfxc_ir::text::print_module(&l);
                assert!(!text.contains(" rcp."), "{op} by {d}:\n{text}");
                let b = vec![0u64; xs.len()];
                let want = run_elementwise(&m, ElemType::U32, &xs, &b, 64);
                let got = run_elementwise(&l, ElemType::U32, &xs, &b, 32);
                let bad: Vec<usize> = (0..xs.len()).filter(|&i| want[i] != got[i]).collect();
                assert!(
                    bad.is_empty(),
                    "{op} by {d} of [{shape}]: {} wrong, e.g. {:#x}: want {:#x} got {:#x}",
                    bad.len(),
                    xs[bad[0]],
                    want[bad[0]],
                    got[bad[0]]
                );
            }
        }
    }
}

/// The short forms are taken where they exist: `udiv` by 3, 5, 7*2^k ... of a full-width
/// dividend, by 24 of a 22-bit one (Parboil's histo), and of narrow dividends, is
/// `umulhi` and at most two shifts (no `add`/`sub` fix-up of the quotient).
#[test]
fn divrem_by_constants_short_forms() {
    let cases: &[(&str, u64)] = &[
        ("", 3),
        ("", 5),
        ("", 6),
        ("", 24576),
        ("    v23 = iconst.i32 10\n    v25 = lshr.i32 v20, v23", 24),
        ("    v23 = iconst.i32 10\n    v25 = lshr.i32 v20, v23", 7),
        ("    v23 = itrunc.i16 v20\n    v25 = zext.i32 v23", 7),
    ];
    for &(shape, d) in cases {
        let x = if shape.is_empty() { "v20" } else { "v25" };
        let body = format!("{shape}\n    v30 = iconst.i32 {d}\n    %r = udiv.i32 {x}, v30");
        let l = lowered(&elementwise("i32", 4, &body, true));
        let text = gfxc_ir::text::print_module(&l);
        let f = text.split("block1:").nth(1).expect("block1");
        let f = &f[..f.find("store").expect("store")];
        assert!(f.contains("umulhi"), "udiv by {d}:\n{text}");
        // (one `sub`: the remainder `x - q * d`, computed with the quotient)
        assert!(
            !f.contains(" add.") && f.matches(" sub.").count() == 1,
            "udiv by {d} of [{shape}] takes the long form:\n{text}"
        );
    }
}

/// Signed division and remainder by `±2^p` (`p >= 1`, up to `MIN`) are the biased shift:
/// exact on the edge and random dividends of `check_const` (i32, i64), and no
/// absolute value (`xor`) in the lowered kernel.
#[test]
fn signed_divrem_by_powers_of_two_shift() {
    for (ty, et, w) in [("i32", ElemType::U32, 32u32), ("i64", ElemType::U64, 64)] {
        let mut ds: Vec<i64> = Vec::new();
        for p in 1..w - 1 {
            ds.push(1i64 << p);
            ds.push(-(1i64 << p));
        }
        // MIN of the type (`-2^(w-1)`, `p = w - 1`).
        ds.push(-(1i128 << (w - 1)) as i64);
        ds.sort_unstable();
        ds.dedup();
        for op in ["sdiv", "srem"] {
            check_const(ty, et, w, op, &ds);
            for &d in &[2i64, 8, -8] {
                let body = format!("    v30 = iconst.{ty} {d}\n    %r = {op}.{ty} %a, v30");
                let text = gfxc_ir::text::print_module(&lowered(&elementwise(
                    ty,
                    w.div_ceil(8),
                    &body,
                    true,
                )));
                assert!(!text.contains(" xor."), "{op}.{ty} by {d}:\n{text}");
            }
        }
    }
}
