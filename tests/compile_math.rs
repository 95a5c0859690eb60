//! Floating-point math (`ll/src/math.rs`, the `amdgcn.sin`/`fract`/`frexp`/`ldexp` rows,
//! `isel/src/fmath.rs`): one generated `.ll` kernel per (intrinsic, type) row, run on the
//! interpreter and, compiled, on the strict simulator for all 13 target modes; results must
//! agree bit for bit (any NaN matching any NaN). Inputs: zeros, denormals, the normal limits,
//! infinities, NaNs, powers of two, the rows' own thresholds, and random bit patterns and
//! values in the rows' useful range. The transcendental rows are also checked against the
//! host's binary64 libm within the bounds `ll/src/math.rs` documents, and the exact rows
//! (ldexp, frexp, class, min/max, rounding) against an exact reference computed here.

mod common;

use common::ALL_TARGETS;
use gfxc_ir::launch::{LaunchResult, LaunchSpec};

/// Work-items per row.
const N: usize = 1024;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum F {
    H,
    S,
    D,
}

impl F {
    fn ll(self) -> &'static str {
        match self {
            F::H => "half",
            F::S => "float",
            F::D => "double",
        }
    }
    fn sfx(self) -> &'static str {
        match self {
            F::H => "f16",
            F::S => "f32",
            F::D => "f64",
        }
    }
    fn bytes(self) -> usize {
        match self {
            F::H => 2,
            F::S => 4,
            F::D => 8,
        }
    }
    fn to_f64(self, b: u64) -> f64 {
        match self {
            F::H => half::f16::from_bits(b as u16).to_f64(),
            F::S => f32::from_bits(b as u32) as f64,
            F::D => f64::from_bits(b),
        }
    }
    fn encode(self, x: f64) -> u64 {
        match self {
            F::H => half::f16::from_f64(x).to_bits() as u64,
            F::S => (x as f32).to_bits() as u64,
            F::D => x.to_bits(),
        }
    }
    fn mant(self) -> u32 {
        match self {
            F::H => 10,
            F::S => 23,
            F::D => 52,
        }
    }
    fn width(self) -> u32 {
        8 * self.bytes() as u32
    }
    /// Special operands: ±0, denormals, normal limits, ±inf, NaNs, powers of two.
    fn specials(self) -> Vec<u64> {
        let m = self.mant();
        let w = self.width();
        let e = w - 1 - m;
        let inf = ((1u64 << e) - 1) << m;
        let bias = (1u64 << (e - 1)) - 1;
        let mut v = vec![
            0,
            1,
            (1 << m) - 1,
            1 << m,
            inf - 1,
            inf,
            inf | 1,
            inf | (1 << (m - 1)),
            bias << m,
            (bias << m) | 1,
            (bias - 1) << m,
            (bias + 1) << m,
            (bias - 1) << m | ((1 << m) - 1),
        ];
        let neg: Vec<u64> = v.iter().map(|&x| x | (1u64 << (w - 1))).collect();
        v.extend(neg);
        v
    }
}

/// What a row computes and how its result is checked against a reference.
#[derive(Clone, Copy)]
enum Check {
    /// Interpreter against simulator only.
    None,
    /// `|r - ref| <= ulps * ulp(ref) + abs` (relative to the host's binary64 result).
    Ulps(f64, fn(f64, f64) -> f64, fn(f64, f64) -> f64),
    /// Bit-exact against a reference on bit patterns.
    Exact(fn(F, u64, u64) -> u64),
}

struct Row {
    name: String,
    f: F,
    /// The call, given `%x` (type T) and `%y` (type T) / `%n` (i32); result `%r`.
    body: String,
    /// Result type (LLVM).
    rty: &'static str,
    /// Input values: random values drawn from this range (besides specials and random bits).
    range: (f64, f64),
    check: Check,
}

fn ulp(f: F, x: f64) -> f64 {
    let x = x.abs();
    let (p, emin) = match f {
        F::H => (11, -14),
        F::S => (24, -126),
        F::D => (53, -1022),
    };
    let e = if x == 0.0 {
        emin
    } else {
        (x.log2().floor() as i32).max(emin)
    };
    2f64.powi(e - p + 1)
}

fn row(name: &str, f: F, body: String, range: (f64, f64), check: Check) -> Row {
    Row {
        name: format!("{name}.{}", f.sfx()),
        f,
        body,
        rty: f.ll(),
        range,
        check,
    }
}

fn un(intr: &str, f: F) -> String {
    let t = f.ll();
    format!("%r = call {t} @llvm.{intr}.{}({t} %x)", f.sfx())
}

fn bin(intr: &str, f: F) -> String {
    let t = f.ll();
    format!("%r = call {t} @llvm.{intr}.{}({t} %x, {t} %y)", f.sfx())
}

fn zero_bound(_: f64, _: f64) -> f64 {
    0.0
}

fn rows() -> Vec<Row> {
    let mut v = Vec::new();
    // Transcendentals (f16 and f32; f64 is rejected as by llc-19).
    type R = fn(f64, f64) -> f64;
    type Trans = (&'static str, R, (f64, f64), f64, R);
    let trans: &[Trans] = &[
        ("exp", |x, _| x.exp(), (-105.0, 90.0), 2.0, zero_bound),
        ("exp2", |x, _| x.exp2(), (-150.0, 130.0), 1.0, zero_bound),
        (
            "exp10",
            |x, _| 10f64.powf(x),
            (-46.0, 39.0),
            2.0,
            zero_bound,
        ),
        ("log", |x, _| x.ln(), (0.0, 1e6), 2.0, zero_bound),
        ("log2", |x, _| x.log2(), (0.0, 1e6), 1.0, zero_bound),
        ("log10", |x, _| x.log10(), (0.0, 1e6), 2.0, zero_bound),
        // sin/cos: absolute error about |x| * 2^-24 (the reduction) + 2^-22.
        (
            "sin",
            |x, _| x.sin(),
            (-100.0, 100.0),
            2.0,
            |x, _| x.abs() * 2f64.powi(-22) + 2f64.powi(-21),
        ),
        (
            "cos",
            |x, _| x.cos(),
            (-100.0, 100.0),
            2.0,
            |x, _| x.abs() * 2f64.powi(-22) + 2f64.powi(-21),
        ),
    ];
    for &(name, r, range, ulps, abs) in trans {
        for f in [F::H, F::S] {
            v.push(row(name, f, un(name, f), range, Check::Ulps(ulps, r, abs)));
        }
    }
    // `afn`: LLVM's approximate forms, within their (looser) bounds.
    let afn: &[Trans] = &[
        (
            "exp",
            |x, _| x.exp(),
            (-100.0, 88.0),
            2.0,
            |x, _| x.abs() * 2f64.powi(-22) * x.exp(),
        ),
        (
            "exp10",
            |x, _| 10f64.powf(x),
            (-44.0, 38.0),
            2.0,
            |x, _| x.abs() * 2f64.powi(-20) * 10f64.powf(x),
        ),
        (
            "log",
            |x, _| x.ln(),
            (0.0, 1e6),
            2.0,
            |x, _| x.ln().abs() * 2f64.powi(-22),
        ),
        (
            "log10",
            |x, _| x.log10(),
            (0.0, 1e6),
            2.0,
            |x, _| x.log10().abs() * 2f64.powi(-21),
        ),
    ];
    for &(name, r, range, ulps, abs) in afn {
        for f in [F::H, F::S] {
            let t = f.ll();
            v.push(Row {
                name: format!("afn.{name}.{}", f.sfx()),
                body: format!("%r = call afn {t} @llvm.{name}.{}({t} %x)", f.sfx()),
                ..row(name, f, String::new(), range, Check::Ulps(ulps, r, abs))
            });
        }
    }
    for f in [F::H, F::S] {
        v.push(row(
            "pow",
            f,
            bin("pow", f),
            (-8.0, 8.0),
            Check::Ulps(
                2.0,
                |x, y| x.powf(y),
                // Relative error ~ |y log2 x| 2^-23 (LLVM's pow has the same).
                |x, y| (y * x.abs().log2()).abs() * 2f64.powi(-22) * x.powf(y).abs(),
            ),
        ));
        let t = f.ll();
        v.push(Row {
            body: format!("%r = call {t} @llvm.powi.{}.i32({t} %x, i32 %n)", f.sfx()),
            ..row(
                "powi",
                f,
                String::new(),
                (-4.0, 4.0),
                Check::Ulps(
                    2.0,
                    |x, n| x.powi(n as i32),
                    |x, n| (n * x.abs().log2()).abs() * 2f64.powi(-22) * x.powi(n as i32).abs(),
                ),
            )
        });
    }
    // Exact rows on every format.
    for f in [F::H, F::S, F::D] {
        let t = f.ll();
        let s = f.sfx();
        v.push(Row {
            body: format!("%r = call {t} @llvm.ldexp.{s}.i32({t} %x, i32 %n)"),
            ..row(
                "ldexp",
                f,
                String::new(),
                (-4.0, 4.0),
                Check::Exact(ref_ldexp),
            )
        });
        v.push(Row {
            body: format!(
                "%p = call {{{t}, i32}} @llvm.frexp.{s}.i32({t} %x)\n  \
                 %m = extractvalue {{{t}, i32}} %p, 0\n  %e = extractvalue {{{t}, i32}} %p, 1\n  \
                 store i32 %e, ptr addrspace(1) %qo\n  %r = fadd {t} %m, 0.0"
            ),
            ..row(
                "frexp",
                f,
                String::new(),
                (-1e3, 1e3),
                Check::Exact(ref_frexp_mant),
            )
        });
        for mask in [3u32, 0x3fc, 0x90, 0x264, 0x1ff] {
            v.push(Row {
                name: format!("is.fpclass.{s}.{mask:#x}"),
                body: format!(
                    "%c = call i1 @llvm.is.fpclass.{s}({t} %x, i32 {mask})\n  \
                     %r = zext i1 %c to i32"
                ),
                rty: "i32",
                ..row("", f, String::new(), (-1.0, 1.0), Check::None)
            });
        }
        v.push(row(
            "canonicalize",
            f,
            un("canonicalize", f),
            (-1.0, 1.0),
            Check::None,
        ));
        v.push(row(
            "minimum",
            f,
            bin("minimum", f),
            (-2.0, 2.0),
            Check::Exact(ref_minimum),
        ));
        v.push(row(
            "maximum",
            f,
            bin("maximum", f),
            (-2.0, 2.0),
            Check::Exact(ref_maximum),
        ));
        v.push(Row {
            body: format!("%r = frem {t} %x, %y"),
            ..row("frem", f, String::new(), (-100.0, 100.0), Check::None)
        });
        for op in [
            "sqrt",
            "floor",
            "ceil",
            "trunc",
            "rint",
            "nearbyint",
            "round",
            "roundeven",
            "fabs",
        ] {
            v.push(row(op, f, un(op, f), (-1e4, 1e4), Check::None));
        }
        for op in ["minnum", "maxnum", "copysign"] {
            v.push(row(op, f, bin(op, f), (-4.0, 4.0), Check::None));
        }
        v.push(Row {
            body: format!("%r = call {t} @llvm.fma.{s}({t} %x, {t} %y, {t} %x)"),
            ..row("fma", f, String::new(), (-4.0, 4.0), Check::None)
        });
        v.push(Row {
            body: format!("%r = call {t} @llvm.fmuladd.{s}({t} %x, {t} %y, {t} %y)"),
            ..row("fmuladd", f, String::new(), (-4.0, 4.0), Check::None)
        });
    }
    // amdgcn float intrinsics.
    for f in [F::S, F::D] {
        let t = f.ll();
        let s = f.sfx();
        for op in ["fract", "frexp.mant", "rcp", "rsq", "sqrt"] {
            v.push(row(
                &format!("amdgcn.{op}"),
                f,
                un(&format!("amdgcn.{op}"), f),
                (-8.0, 8.0),
                Check::None,
            ));
        }
        v.push(Row {
            name: format!("amdgcn.frexp.exp.{s}"),
            body: format!("%r = call i32 @llvm.amdgcn.frexp.exp.i32.{s}({t} %x)"),
            rty: "i32",
            ..row("", f, String::new(), (-1e3, 1e3), Check::None)
        });
        v.push(Row {
            name: format!("amdgcn.class.{s}"),
            body: format!(
                "%c = call i1 @llvm.amdgcn.class.{s}({t} %x, i32 516)\n  %r = zext i1 %c to i32"
            ),
            rty: "i32",
            ..row("", f, String::new(), (-1.0, 1.0), Check::None)
        });
    }
    for op in ["sin", "cos", "exp2", "log"] {
        v.push(row(
            &format!("amdgcn.{op}"),
            F::S,
            un(&format!("amdgcn.{op}"), F::S),
            (-4.0, 4.0),
            Check::None,
        ));
    }
    for f in [F::H, F::S] {
        let t = f.ll();
        v.push(Row {
            body: format!(
                "%r = call {t} @llvm.amdgcn.fmed3.{}({t} %x, {t} %y, {t} 0xH3C00)",
                f.sfx()
            )
            .replace("0xH3C00", if f == F::H { "0xH3C00" } else { "1.0" }),
            ..row("amdgcn.fmed3", f, String::new(), (-3.0, 3.0), Check::None)
        });
    }
    v.push(Row {
        name: "frexp.v2f32".into(),
        f: F::S,
        body: "%vx = insertelement <2 x float> poison, float %x, i32 0\n  \
               %vx2 = insertelement <2 x float> %vx, float %y, i32 1\n  \
               %p = call {<2 x float>, <2 x i32>} @llvm.frexp.v2f32.v2i32(<2 x float> %vx2)\n  \
               %m = extractvalue {<2 x float>, <2 x i32>} %p, 0\n  \
               %e = extractvalue {<2 x float>, <2 x i32>} %p, 1\n  \
               %e1 = extractelement <2 x i32> %e, i32 1\n  \
               store i32 %e1, ptr addrspace(1) %qo\n  \
               %r = extractelement <2 x float> %m, i32 0"
            .into(),
        rty: "float",
        range: (-1e3, 1e3),
        check: Check::Exact(ref_frexp_mant_raw),
    });
    // `!fpmath 2.5` (OpenCL) f32 division: LLVM's frexp/rcp form, 2.5 ulp; other accuracies
    // and f16/f64 stay correctly rounded (checked exactly).
    v.push(Row {
        name: "fdiv.fpmath2.5.f32".into(),
        body: "%r = fdiv float %x, %y, !fpmath !0".into(),
        ..row(
            "",
            F::S,
            String::new(),
            (-1e3, 1e3),
            Check::Ulps(2.5, |x, y| x / y, |_, _| 2f64.powi(-148)),
        )
    });
    for f in [F::H, F::S, F::D] {
        let t = f.ll();
        let md = if f == F::S { "!1" } else { "!0" };
        v.push(Row {
            name: format!("fdiv.fpmath.{}", f.sfx()),
            body: format!("%r = fdiv {t} %x, %y, !fpmath {md}"),
            ..row("", f, String::new(), (-1e3, 1e3), Check::Exact(ref_fdiv))
        });
    }
    // Vectors are scalarized.
    v.push(Row {
        name: "exp.v2f32".into(),
        f: F::S,
        body: "%vx = insertelement <2 x float> poison, float %x, i32 0\n  \
               %vx2 = insertelement <2 x float> %vx, float %y, i32 1\n  \
               %vr = call <2 x float> @llvm.exp.v2f32(<2 x float> %vx2)\n  \
               %r0 = extractelement <2 x float> %vr, i32 0\n  \
               %r1 = extractelement <2 x float> %vr, i32 1\n  %r = fadd float %r0, %r1"
            .into(),
        rty: "float",
        range: (-20.0, 20.0),
        check: Check::None,
    });
    v
}

fn ref_ldexp(f: F, x: u64, n: u64) -> u64 {
    let v = f.to_f64(x);
    let n = n as u32 as i32;
    if v.is_nan() {
        return x;
    }
    // Exact with two steps in binary64 for f16/f32 (|n| clamped beyond every range); f64:
    // through a 128-bit-free path: scale in two halves only when the result is normal.
    match f {
        F::D => {
            let n = n.clamp(-2200, 2200);
            // Reference via i128 arithmetic on the significand.
            let r = exact_ldexp64(v, n);
            r.to_bits()
        }
        _ => f.encode(v * 2f64.powi(n.clamp(-400, 400))),
    }
}

/// `v * 2^n` correctly rounded to binary64 by building the result from the integer
/// significand (round half to even on the shifted-out bits).
fn exact_ldexp64(v: f64, n: i32) -> f64 {
    if v == 0.0 || !v.is_finite() {
        return v;
    }
    let b = v.to_bits();
    let neg = b >> 63 != 0;
    let be = ((b >> 52) & 0x7ff) as i64;
    let (mut sig, mut e) = if be == 0 {
        (b & ((1 << 52) - 1), -1074i64)
    } else {
        ((b & ((1 << 52) - 1)) | (1 << 52), be - 1075)
    };
    e += n as i64;
    // Normalize sig to 53 bits.
    while sig < (1 << 52) {
        sig <<= 1;
        e -= 1;
    }
    // value = sig * 2^e with sig in [2^52, 2^53).
    let be = e + 52 + 1023;
    let out = if be > 2046 {
        f64::INFINITY
    } else if be >= 1 {
        f64::from_bits(((be as u64) << 52) | (sig & ((1 << 52) - 1)))
    } else {
        denorm(sig, e)
    };
    if neg {
        -out
    } else {
        out
    }
}

/// `sig * 2^e` (sig < 2^53) rounded to a multiple of 2^-1074, ties to even.
fn denorm(sig: u64, e: i64) -> f64 {
    let shift = -1074 - e; // bits to drop
    if shift <= 0 {
        return f64::from_bits(sig << (-shift) as u32);
    }
    if shift > 60 {
        return 0.0;
    }
    let q = sig >> shift;
    let rem = sig & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let q = if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    };
    f64::from_bits(q)
}

fn ref_frexp_mant(f: F, x: u64, _: u64) -> u64 {
    let v = f.to_f64(x);
    if v == 0.0 || !v.is_finite() {
        // fadd 0.0 keeps everything but turns -0 into +0 and quiets NaN.
        return f.encode(v + 0.0);
    }
    let mut m = v;
    while m.abs() >= 1.0 {
        m /= 2.0;
    }
    while m.abs() < 0.5 {
        m *= 2.0;
    }
    f.encode(m)
}

/// frexp's mantissa without the `+ 0.0` of the scalar rows (-0 stays -0).
fn ref_frexp_mant_raw(f: F, x: u64, _: u64) -> u64 {
    let v = f.to_f64(x);
    if v == 0.0 || !v.is_finite() {
        return x;
    }
    ref_frexp_mant(f, x, 0)
}

/// Correctly rounded division (binary64 quotient of narrower formats rounds once more
/// innocuously: 53 >= 2 * 24 + 2).
fn ref_fdiv(f: F, x: u64, y: u64) -> u64 {
    let (a, b) = (f.to_f64(x), f.to_f64(y));
    f.encode(a / b)
}

fn ref_minmax(f: F, x: u64, y: u64, max: bool) -> u64 {
    let (a, b) = (f.to_f64(x), f.to_f64(y));
    if a.is_nan() || b.is_nan() {
        return f.encode(f64::NAN);
    }
    let pick_a = if a == b {
        // -0 < +0.
        (a.is_sign_negative()) != max
    } else {
        (a < b) != max
    };
    if pick_a {
        x
    } else {
        y
    }
}

fn ref_minimum(f: F, x: u64, y: u64) -> u64 {
    ref_minmax(f, x, y, false)
}
fn ref_maximum(f: F, x: u64, y: u64) -> u64 {
    ref_minmax(f, x, y, true)
}

fn kernel(r: &Row) -> String {
    let t = r.f.ll();
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %nb, ptr addrspace(1) %o, ptr addrspace(1) %q) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = shl i32 %g, 6
  %i = add i32 %g64, %t
  %i64 = zext i32 %i to i64
  %pa = getelementptr {t}, ptr addrspace(1) %a, i64 %i64
  %pb = getelementptr {t}, ptr addrspace(1) %b, i64 %i64
  %pn = getelementptr i32, ptr addrspace(1) %nb, i64 %i64
  %po = getelementptr {rt}, ptr addrspace(1) %o, i64 %i64
  %qo = getelementptr i32, ptr addrspace(1) %q, i64 %i64
  %x = load {t}, ptr addrspace(1) %pa
  %y = load {t}, ptr addrspace(1) %pb
  %n = load i32, ptr addrspace(1) %pn
  {body}
  store {rt} %r, ptr addrspace(1) %po
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
!0 = !{{float 2.500000e+00}}
!1 = !{{float 1.000000e+00}}
"#,
        rt = r.rty,
        body = r.body
    )
}

/// Inputs (x bits, y bits, n) for a row.
fn inputs(r: &Row, seed: u64) -> (Vec<u64>, Vec<u64>, Vec<i32>) {
    let f = r.f;
    let mut g = Rng(seed);
    let sp = f.specials();
    let (mut xs, mut ys, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let wmask = if f == F::D {
        u64::MAX
    } else {
        (1u64 << f.width()) - 1
    };
    for (k, &s) in sp.iter().enumerate() {
        xs.push(s);
        ys.push(sp[(k * 7 + 3) % sp.len()]);
        ns.push([0, 1, -1, 30, -30, 200, -200, 1100, -1100, 3000, -3000][k % 11]);
    }
    // Specials against ordinary values and the other way round.
    for (k, &s) in sp.iter().enumerate() {
        xs.push(f.encode(1.5 + k as f64 * 0.25));
        ys.push(s);
        ns.push(k as i32 - 12);
    }
    while xs.len() < N {
        let k = xs.len();
        let (lo, hi) = r.range;
        let x = if k % 4 == 0 {
            g.next() & wmask
        } else {
            f.encode(lo + (hi - lo) * g.unit())
        };
        let y = if k % 4 == 1 {
            g.next() & wmask
        } else {
            f.encode(r.range.0 + (r.range.1 - r.range.0) * g.unit())
        };
        let y = if k % 8 == 2 {
            // Integers: the odd/even cases of pow.
            f.encode((g.unit() * 12.0 - 6.0).round())
        } else {
            y
        };
        xs.push(x);
        ys.push(y);
        let n = if k % 3 == 0 {
            (g.next() as i32) >> (g.next() % 32)
        } else {
            (g.next() % 80) as i32 - 40
        };
        ns.push(n);
    }
    (xs, ys, ns)
}

fn launch(r: &Row, xs: &[u64], ys: &[u64], ns: &[i32]) -> String {
    let (ty, split) = match r.f {
        F::H => ("u16", false),
        F::S => ("u32", false),
        F::D => ("u32", true),
    };
    let vals = |v: &[u64]| -> String {
        let v: Vec<String> = if split {
            v.iter()
                .flat_map(|&x| [x & 0xffff_ffff, x >> 32])
                .map(|x| x.to_string())
                .collect()
        } else {
            v.iter().map(|x| x.to_string()).collect()
        };
        format!("{{\"values\": [{}]}}", v.join(", "))
    };
    let nsv: Vec<String> = ns.iter().map(|&n| n.to_string()).collect();
    let len = if split { 2 * N } else { N };
    let (oty, olen) = match (r.rty, r.f) {
        ("i32", _) => ("u32", N),
        (_, F::D) => ("u64", N),
        _ => (ty, N),
    };
    format!(
        r#"{{"kernel": "k", "grid": [{N}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "n"}}, {{"buffer": "o"}}, {{"buffer": "q"}}],
  "buffers": {{
    "a": {{"type": "{ty}", "len": {len}, "init": {}}},
    "b": {{"type": "{ty}", "len": {len}, "init": {}}},
    "n": {{"type": "i32", "len": {N}, "init": {{"values": [{}]}}}},
    "o": {{"type": "{oty}", "len": {olen}, "init": {{"fill": 0}}}},
    "q": {{"type": "u32", "len": {N}, "init": {{"fill": 0}}}}
  }}}}"#,
        vals(xs),
        vals(ys),
        nsv.join(", ")
    )
}

fn is_nan(bytes: &[u8]) -> bool {
    match bytes.len() {
        2 => {
            let x = u16::from_le_bytes([bytes[0], bytes[1]]);
            x & 0x7c00 == 0x7c00 && x & 0x3ff != 0
        }
        4 => f32::from_le_bytes(bytes.try_into().unwrap()).is_nan(),
        _ => f64::from_le_bytes(bytes.try_into().unwrap()).is_nan(),
    }
}

fn out_bits(res: &LaunchResult, size: usize) -> Vec<u64> {
    let o = &res.buffers.iter().find(|b| b.name == "o").unwrap().bytes;
    o.chunks(size)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..size].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect()
}

/// Checks the interpreter's results of one row against the reference.
fn check_reference(r: &Row, xs: &[u64], ys: &[u64], ns: &[i32], got: &[u64]) -> Vec<String> {
    let f = r.f;
    let mut bad = Vec::new();
    for i in 0..N {
        let (x, y) = (f.to_f64(xs[i]), f.to_f64(ys[i]));
        match r.check {
            Check::None => {}
            Check::Exact(rf) => {
                let second = if r.name.starts_with("ldexp") {
                    ns[i] as u32 as u64
                } else {
                    ys[i]
                };
                let want = rf(f, xs[i], second);
                let g = got[i];
                let nan = |b: u64| f.to_f64(b).is_nan();
                if want != g && !(nan(want) && nan(g)) {
                    bad.push(format!(
                        "{}: x={:#x} y={:#x} n={}: want {want:#x} got {g:#x}",
                        r.name, xs[i], ys[i], ns[i]
                    ));
                }
            }
            Check::Ulps(ulps, rf, abs) => {
                let second = if r.name.starts_with("powi") {
                    ns[i] as f64
                } else {
                    y
                };
                let want = rf(x, second);
                let g = f.to_f64(got[i]);
                let abs = |x: f64, y: f64| {
                    let a = abs(x, y);
                    if a.is_nan() {
                        0.0
                    } else {
                        a
                    }
                };
                let fmax = match f {
                    F::H => 65504.0,
                    F::S => f32::MAX as f64,
                    F::D => f64::MAX,
                };
                let ok = if want.is_nan() {
                    g.is_nan()
                } else if want.is_infinite() || want.abs() > fmax {
                    // Overflowing results: infinity or the largest finite value's neighbourhood.
                    g.is_infinite() && g.signum() == want.signum()
                        || (g - want).abs() <= ulps * ulp(f, want) + abs(x, second)
                } else {
                    let tol = ulps * ulp(f, want) + abs(x, second);
                    // Results that round to the format's limits may also flush or overflow.
                    (g - want).abs() <= tol
                        || (want.abs() < ulp(f, 0.0) * 2.0 && g.abs() <= ulp(f, 0.0) * 2.0)
                };
                if !ok {
                    bad.push(format!(
                        "{}: x={x:e} y={second:e}: want {want:e} got {g:e} (tol {:e})",
                        r.name,
                        ulps * ulp(f, want) + abs(x, second)
                    ));
                }
            }
        }
    }
    bad
}

#[test]
fn math_rows_match_interpreter_and_reference_on_every_target() {
    let mut failures = Vec::new();
    let only = std::env::var("GFXC_MATH_ROW").ok();
    let all = rows();
    // Every row of the contract is generated (a lost row fails here, not silently).
    assert!(all.len() >= 125, "{} rows", all.len());
    let mut names: Vec<&str> = all.iter().map(|r| r.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all.len(), "row names are unique");
    for must in [
        "amdgcn.fmed3.f16",
        "frexp.v2f32",
        "exp.v2f32",
        "afn.exp.f32",
        "frem.f64",
    ] {
        assert!(names.contains(&must), "{must}");
    }
    for (k, r) in all.iter().enumerate() {
        if only.as_deref().is_some_and(|o| !r.name.starts_with(o)) {
            continue;
        }
        let src = kernel(r);
        let m = match gfxc_ll::parse_ll(&src) {
            Ok(m) => m,
            Err(d) => {
                failures.push(format!("{}: import: {}", r.name, d.render("row.ll")));
                continue;
            }
        };
        let (xs, ys, ns) = inputs(r, k as u64 + 1);
        let spec = LaunchSpec::parse(&launch(r, &xs, &ys, &ns)).unwrap();
        let want = match gfxc_ir::interp::run(&m, &spec, &Default::default()) {
            Ok(w) => w,
            Err(e) => {
                failures.push(format!("{}: interpreter: {e}", r.name));
                continue;
            }
        };
        let size = if r.rty == "i32" { 4 } else { r.f.bytes() };
        let wbits = out_bits(&want, size);
        if r.rty != "i32" {
            let bad = check_reference(r, &xs, &ys, &ns, &wbits);
            if !bad.is_empty() {
                failures.push(format!(
                    "{}: {} results outside the bound, first: {}",
                    r.name,
                    bad.len(),
                    bad[0]
                ));
            }
        }
        for (cpu, mattr) in ALL_TARGETS {
            let obj = match gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
                Ok(o) => o,
                Err(d) => {
                    failures.push(format!("{} {cpu}{mattr}: {}", r.name, d.render("row.ll")));
                    continue;
                }
            };
            let got = match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                Ok((g, _)) => g,
                Err(e) => {
                    failures.push(format!("{} {cpu}{mattr}: simulator: {e}", r.name));
                    continue;
                }
            };
            for (w, g) in want.buffers.iter().zip(&got.buffers) {
                let sz = if w.name == "o" { size } else { 4 };
                let n = w
                    .bytes
                    .chunks(sz)
                    .zip(g.bytes.chunks(sz))
                    .enumerate()
                    .filter(|(_, (a, b))| a != b && !(sz > 1 && is_nan(a) && is_nan(b)))
                    .map(|(i, _)| i)
                    .collect::<Vec<_>>();
                if let Some(&i) = n.first() {
                    failures.push(format!(
                        "{} {cpu}{mattr}: buffer {}: {} differ, first item {i} (x={:#x} y={:#x} n={}): want {:02x?} got {:02x?}",
                        r.name,
                        w.name,
                        n.len(),
                        xs[i], ys[i], ns[i],
                        &w.bytes[i * sz..(i + 1) * sz],
                        &g.bytes[i * sz..(i + 1) * sz]
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What llc-19 cannot lower either is a located `unsupported:` error, never an internal one.
#[test]
fn unsupported_math_is_a_located_error() {
    let cases = [
        "%r = call double @llvm.exp.f64(double %x)",
        "%r = call double @llvm.log.f64(double %x)",
        "%r = call double @llvm.sin.f64(double %x)",
        "%r = call double @llvm.pow.f64(double %x, double %x)",
        "%r = call float @llvm.tan.f32(float %x)",
        "%r = call i64 @llvm.lround.i64.f32(float %x)",
    ];
    for c in cases {
        let t = if c.contains("double") {
            "double"
        } else {
            "float"
        };
        let src = format!(
            "define amdgpu_kernel void @k(ptr addrspace(1) %p) {{\n  %x = load {t}, ptr addrspace(1) %p\n  {c}\n  ret void\n}}\n"
        );
        let e = gfxc_ll::parse_ll(&src).expect_err(c);
        let msg = e.render("m.ll");
        assert!(
            msg.starts_with("m.ll:3:") && msg.contains("error: unsupported:"),
            "{c}: {msg}"
        );
    }
}

/// `afn` selects LLVM's short forms: fewer instructions than the full `exp`/`log` (the full
/// `exp` needs `v_rndne`/`v_ldexp`, the full `log` two extra FMAs); without `afn` the full
/// forms stay.
#[test]
fn afn_selects_the_short_forms() {
    let count = |flag: &str, f: &str, needle: &str| -> (usize, usize) {
        let src = format!(
            "define amdgpu_kernel void @k(ptr addrspace(1) %p) {{\n  %x = load float, ptr addrspace(1) %p\n  \
             %r = call {flag} float @llvm.{f}.f32(float %x)\n  store float %r, ptr addrspace(1) %p\n  ret void\n}}\n"
        );
        let m = gfxc_ll::parse_ll(&src).unwrap();
        let asm = gfxc::compile::compile_module_asm(&m, &common::target_with("gfx900", ""))
            .unwrap_or_else(|d| panic!("{}", d.render("k.ll")));
        let insts: Vec<&str> = asm
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .filter(|w| w.starts_with("v_"))
            .collect();
        (
            insts.len(),
            insts.iter().filter(|w| w.starts_with(needle)).count(),
        )
    };
    for (f, needle) in [
        ("exp", "v_rndne"),
        ("exp10", "v_rndne"),
        ("log", "v_fma"),
        ("log10", "v_fma"),
    ] {
        let (full, nf) = count("", f, needle);
        let (fast, nq) = count("afn", f, needle);
        assert!(fast < full, "{f}: afn {fast} instructions, full {full}");
        if needle == "v_rndne" {
            assert!(nf == 1 && nq == 0, "{f}: {needle} {nf} / {nq}");
        } else {
            assert!(nf == 2 && nq == 1, "{f}: {needle} {nf} / {nq}");
        }
    }
}

/// gfxc IR's own `sin`/`cos` (f16/f32: LLVM's AMDGPU semantics, docs/ir.md) compile on every
/// target mode (`lower/src/expand_float.rs` expands them onto `amdgcn.fract`/`amdgcn.sin`)
/// and give the interpreter's results bit for bit, and stay within `|x| * 2^-22 + 2^-21` of the
/// true sine/cosine.
#[test]
fn ir_sin_cos_compile_and_match() {
    for (t, size, ty) in [("f32", 4, "u32"), ("f16", 2, "u16")] {
        let f = if t == "f32" { F::S } else { F::H };
        let src = format!(
            "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) flat_workgroup_size(1, 64) {{
block0:
    v3 = workitem_id x
    v4 = workgroup_id x
    v5 = iconst.i32 6
    v6 = shl.i32 v4, v5
    v7 = add.i32 v6, v3
    v8 = zext.i64 v7
    v9 = iconst.i64 {size}
    v10 = mul.i64 v8, v9
    v11 = ptradd v0, v10
    v12 = load.{t} v11
    v13 = sin.{t} v12
    v14 = cos.{t} v12
    v15 = ptradd v1, v10
    store v13, v15
    v16 = ptradd v2, v10
    store v14, v16
    return
}}
"
        );
        let r = row("sin", f, String::new(), (-200.0, 200.0), Check::None);
        let (xs, _, _) = inputs(&r, 77);
        let vals: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
        let launch = format!(
            r#"{{"kernel": "k", "grid": [{N}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "x"}}, {{"buffer": "s"}}, {{"buffer": "c"}}],
  "buffers": {{
    "x": {{"type": "{ty}", "len": {N}, "init": {{"values": [{}]}}}},
    "s": {{"type": "{ty}", "len": {N}, "init": {{"fill": 0}}}},
    "c": {{"type": "{ty}", "len": {N}, "init": {{"fill": 0}}}}
  }}}}"#,
            vals.join(", ")
        );
        // Reference bound on the interpreter's results.
        let m = common::gir_module(&src);
        let spec = LaunchSpec::parse(&launch).unwrap();
        let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        let s = out_named(&want, "s", size);
        let c = out_named(&want, "c", size);
        for (i, &xb) in xs.iter().enumerate() {
            let x = f.to_f64(xb);
            for (got, exact) in [(s[i], x.sin()), (c[i], x.cos())] {
                let g = f.to_f64(got);
                if x.is_finite() {
                    let tol = x.abs() * 2f64.powi(-22) + 2f64.powi(-21) + 2.0 * ulp(f, exact);
                    assert!((g - exact).abs() <= tol, "{t} x={x:e}: {g:e} vs {exact:e}");
                } else {
                    assert!(g.is_nan(), "{t} x={x:e}: {g:e}");
                }
            }
        }
        common::gir_matches_interpreter(&format!("sin_cos.{t}"), &src, &launch, ALL_TARGETS);
    }
}

fn out_named(res: &LaunchResult, name: &str, size: usize) -> Vec<u64> {
    let o = &res.buffers.iter().find(|b| b.name == name).unwrap().bytes;
    o.chunks(size)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..size].copy_from_slice(c);
            u64::from_le_bytes(b)
        })
        .collect()
}

/// `!fpmath 2.5` on an f32 division selects LLVM's short form (no `v_div_scale`), and the
/// correctly rounded sequence stays without it or with a tighter bound.
#[test]
fn fpmath_selects_the_short_division() {
    let asm = |md: &str| -> String {
        let src = format!(
            "define amdgpu_kernel void @k(ptr addrspace(1) %p) {{\n  %x = load float, ptr addrspace(1) %p\n  \
             %g = getelementptr float, ptr addrspace(1) %p, i64 1\n  %y = load float, ptr addrspace(1) %g\n  \
             %r = fdiv float %x, %y{md}\n  store float %r, ptr addrspace(1) %p\n  ret void\n}}\n\
             !0 = !{{float 2.500000e+00}}\n!1 = !{{float 1.000000e+00}}\n"
        );
        let m = gfxc_ll::parse_ll(&src).unwrap();
        gfxc::compile::compile_module_asm(&m, &common::target_with("gfx900", ""))
            .unwrap_or_else(|d| panic!("{}", d.render("k.ll")))
    };
    let fast = asm(", !fpmath !0");
    assert!(
        !fast.contains("v_div_scale") && fast.contains("v_rcp_f32"),
        "{fast}"
    );
    assert!(
        fast.contains("v_frexp_mant_f32") && fast.contains("v_ldexp_f32"),
        "{fast}"
    );
    for md in ["", ", !fpmath !1"] {
        assert!(asm(md).contains("v_div_scale_f32"), "fdiv{md}");
    }
}
