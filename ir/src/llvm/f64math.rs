//! Software f64 `exp2`, `log2`, `sin` and `cos` for the LLVM export.
//!
//! llc-19 has no AMDGPU lowering for `llvm.{exp2,log2,sin,cos}.f64` (it wants a libm call),
//! so the exporter calls these internal functions instead, built from operations LLVM does
//! lower: `fma`, `rint`, `ldexp`, `frexp` and correctly rounded `fdiv`.
//!
//! Guarantees (gfxc calls these approximate, about 1 ulp; `docs/ir.md`):
//! * `exp2`: `x = n + f`, `|f| <= 1/2`, `2^f = e^(f ln 2)` by a degree-13 Taylor polynomial
//!   (truncation below 2^-57), scaled by `ldexp`; overflow gives +inf, underflow rounds to
//!   subnormals or 0, NaN stays NaN. A few ulp.
//! * `log2`: `x = m 2^e` with `m` in `[sqrt(1/2), sqrt(2))`, `ln m = 2 atanh(s)`,
//!   `s = (m-1)/(m+1)`, series to `s^23` (truncation below 2^-60); `log2(0) = -inf`,
//!   negative inputs give NaN, `log2(inf) = inf`. A few ulp.
//! * `sin`/`cos`: Cody-Waite reduction by pi/2 split in three doubles (with fma) and Taylor
//!   polynomials to degree 19/18 on `[-pi/4, pi/4]`. A few ulp for `|x| < 2^20`; larger
//!   arguments lose accuracy in the reduction (about `|x| 2^-72` absolute), there is no
//!   Payne-Hanek reduction. `sin(-0) = -0`, infinities and NaN give NaN.
//!
//! The helpers are named `@__gfxc.NAME.f64`; gfxc function names starting with `__gfxc.` are
//! reserved for them.

use super::ModuleCx;

/// ln 2, log2(e), sqrt(1/2), 2/pi and pi/2 = P1 + P2 + P3, as exact double bit patterns.
const LN2: &str = "0x3FE62E42FEFA39EF";
const LOG2E: &str = "0x3FF71547652B82FE";
const SQRT_HALF: &str = "0x3FE6A09E667F3BCD";
const TWO_OVER_PI: &str = "0x3FE45F306DC9C883";
const PIO2_1: &str = "0x3FF921FB54442D18";
const PIO2_2: &str = "0x3C91A62633145C07";
const PIO2_3: &str = "0xB91F1976B7ED8FBC";

/// The bits of 1/n! rounded to double, as LLVM hex.
fn inv_factorial(n: u32) -> String {
    let mut x = 1.0f64;
    for k in 2..=n {
        x /= k as f64;
    }
    // Repeated division is within a few ulp of 1/n!; the terms it feeds are scaled by
    // powers of |t| < 1, so the effect on the result is far below an ulp.
    format!("0x{:016X}", x.to_bits())
}

/// A Horner evaluation `c[0] + y (c[1] + y (c[2] + ...))` with fma, result `%{p}N`.
fn horner(out: &mut Vec<String>, p: &str, y: &str, coeffs: &[String]) -> String {
    let n = coeffs.len();
    let mut acc = coeffs[n - 1].clone();
    for (i, c) in coeffs[..n - 1].iter().enumerate().rev() {
        let name = format!("%{p}{i}");
        out.push(format!(
            "{name} = call double @llvm.fma.f64(double {acc}, double {y}, double {c})"
        ));
        acc = name;
    }
    acc
}

/// The name of the helper for `op` (`exp2`, `log2`, `sin`, `cos`), defining it on first use.
pub(super) fn helper(cx: &mut ModuleCx, op: &str) -> String {
    let name = format!("__gfxc.{op}.f64");
    if cx.helpers.contains_key(&name) {
        return name;
    }
    let d = |s: &str| s.to_string();
    let mut body: Vec<String> = Vec::new();
    let mut ret = "%res";
    match op {
        "exp2" => {
            body.push(d(
                "%c = call double @llvm.minnum.f64(double %x, double 1.1e3)",
            ));
            body.push(d(
                "%c2 = call double @llvm.maxnum.f64(double %c, double -1.1e3)",
            ));
            body.push(d("%n = call double @llvm.rint.f64(double %c2)"));
            body.push(d("%f = fsub double %c2, %n"));
            body.push(format!("%t = fmul double %f, {LN2}"));
            let coeffs: Vec<String> = (0..=13).map(inv_factorial).collect();
            let p = horner(&mut body, "p", "%t", &coeffs);
            body.push(d("%ni = fptosi double %n to i32"));
            body.push(format!(
                "%r = call double @llvm.ldexp.f64.i32(double {p}, i32 %ni)"
            ));
            body.push(d("%nan = fcmp uno double %x, %x"));
            body.push(d("%res = select i1 %nan, double %x, double %r"));
            cx.declare("llvm.minnum.f64", "double", &[d("double"), d("double")]);
            cx.declare("llvm.maxnum.f64", "double", &[d("double"), d("double")]);
            cx.declare("llvm.rint.f64", "double", &[d("double")]);
            cx.declare("llvm.ldexp.f64.i32", "double", &[d("double"), d("i32")]);
        }
        "log2" => {
            body.push(d(
                "%fr = call { double, i32 } @llvm.frexp.f64.i32(double %x)",
            ));
            body.push(d("%m = extractvalue { double, i32 } %fr, 0"));
            body.push(d("%e = extractvalue { double, i32 } %fr, 1"));
            body.push(format!("%small = fcmp olt double %m, {SQRT_HALF}"));
            body.push(d("%m2x = fmul double %m, 2.0"));
            body.push(d("%m2 = select i1 %small, double %m2x, double %m"));
            body.push(d("%e1 = sub i32 %e, 1"));
            body.push(d("%e2 = select i1 %small, i32 %e1, i32 %e"));
            body.push(d("%num = fsub double %m2, 1.0"));
            body.push(d("%den = fadd double %m2, 1.0"));
            body.push(d("%s = fdiv double %num, %den"));
            body.push(d("%s2 = fmul double %s, %s"));
            // ln m = 2 s (1 + s^2/3 + s^4/5 + ... + s^22/23)
            let coeffs: Vec<String> = (0..12)
                .map(|k| format!("0x{:016X}", (1.0 / (2 * k + 1) as f64).to_bits()))
                .collect();
            let q = horner(&mut body, "q", "%s2", &coeffs);
            body.push(d("%s2x = fmul double %s, 2.0"));
            body.push(format!("%ln = fmul double %s2x, {q}"));
            body.push(d("%ef = sitofp i32 %e2 to double"));
            body.push(format!(
                "%r = call double @llvm.fma.f64(double %ln, double {LOG2E}, double %ef)"
            ));
            body.push(d("%zero = fcmp oeq double %x, 0.0"));
            body.push(d(
                "%r1 = select i1 %zero, double 0xFFF0000000000000, double %r",
            ));
            body.push(d("%neg = fcmp olt double %x, 0.0"));
            body.push(d(
                "%r2 = select i1 %neg, double 0x7FF8000000000000, double %r1",
            ));
            body.push(d("%special = fcmp ueq double %x, 0x7FF0000000000000"));
            body.push(d("%res = select i1 %special, double %x, double %r2"));
            cx.declare("llvm.frexp.f64.i32", "{ double, i32 }", &[d("double")]);
        }
        _ => {
            // sin and cos: quadrant k = rint(x 2/pi), r = x - k pi/2 in three fma steps.
            body.push(format!("%kx = fmul double %x, {TWO_OVER_PI}"));
            body.push(d("%k = call double @llvm.rint.f64(double %kx)"));
            body.push(d("%nk = fneg double %k"));
            body.push(format!(
                "%r1 = call double @llvm.fma.f64(double %nk, double {PIO2_1}, double %x)"
            ));
            body.push(format!(
                "%r2 = call double @llvm.fma.f64(double %nk, double {PIO2_2}, double %r1)"
            ));
            body.push(format!(
                "%r = call double @llvm.fma.f64(double %nk, double {PIO2_3}, double %r2)"
            ));
            body.push(d("%y = fmul double %r, %r"));
            // sin r = r (1 - y/3! + y^2/5! - ... - y^9/19!)
            let sc: Vec<String> = (0..10)
                .map(|k| {
                    let c = inv_factorial(2 * k + 1);
                    if k % 2 == 1 {
                        neg_hex(&c)
                    } else {
                        c
                    }
                })
                .collect();
            let sp = horner(&mut body, "sp", "%y", &sc);
            body.push(format!("%sinr = fmul double %r, {sp}"));
            // cos r = 1 - y/2! + y^2/4! - ... + y^9/18!
            let cc: Vec<String> = (0..10)
                .map(|k| {
                    let c = inv_factorial(2 * k);
                    if k % 2 == 1 {
                        neg_hex(&c)
                    } else {
                        c
                    }
                })
                .collect();
            let cp = horner(&mut body, "cp", "%y", &cc);
            // q = k mod 4 (exact for |k| < 2^53), plus 1 for cos.
            body.push(d("%k4 = fmul double %k, 0.25"));
            body.push(d("%k4f = call double @llvm.floor.f64(double %k4)"));
            body.push(d(
                "%qf = call double @llvm.fma.f64(double %k4f, double -4.0, double %k)",
            ));
            // Saturating: k is NaN for infinite or NaN x (the result is NaN anyway).
            body.push(d("%q0 = call i32 @llvm.fptosi.sat.i32.f64(double %qf)"));
            body.push(format!(
                "%q = add i32 %q0, {}",
                if op == "cos" { 1 } else { 0 }
            ));
            body.push(d("%odd = trunc i32 %q to i1"));
            body.push(d("%q2 = and i32 %q, 2"));
            body.push(d("%neg = icmp ne i32 %q2, 0"));
            body.push(format!("%v = select i1 %odd, double {cp}, double %sinr"));
            body.push(d("%nv = fneg double %v"));
            body.push(d("%res0 = select i1 %neg, double %nv, double %v"));
            if op == "sin" {
                // Keeps the sign of zero: sin(-0) = -0.
                body.push(d("%z = fcmp oeq double %x, 0.0"));
                body.push(d("%res = select i1 %z, double %x, double %res0"));
            } else {
                ret = "%res0";
            }
            cx.declare("llvm.rint.f64", "double", &[d("double")]);
            cx.declare("llvm.floor.f64", "double", &[d("double")]);
            cx.declare("llvm.fptosi.sat.i32.f64", "i32", &[d("double")]);
        }
    }
    cx.declare(
        "llvm.fma.f64",
        "double",
        &[d("double"), d("double"), d("double")],
    );
    let attrs = cx.attr_group("alwaysinline nounwind memory(none)".to_string());
    let mut text = format!("; gfxc f64 {op} (see the exporter's f64math.rs)\n");
    text.push_str(&format!(
        "define internal double @{name}(double %x) #{attrs} {{\n"
    ));
    for l in body {
        text.push_str("  ");
        text.push_str(&l);
        text.push('\n');
    }
    text.push_str(&format!("  ret double {ret}\n}}\n"));
    cx.helpers.insert(name.clone(), text);
    name
}

/// The negated double of a `0x...` bit pattern.
fn neg_hex(c: &str) -> String {
    let bits = u64::from_str_radix(&c[2..], 16).unwrap_or(0) ^ (1 << 63);
    format!("0x{bits:016X}")
}

/// The software f64 `op` (`exp2`, `log2`, `sin`, `cos`) as a target-independent LLVM module
/// fragment: the helper `@__gfxc.OP.f64`, its declarations and attributes. For testing the
/// helpers on the host (`lli-19`) against a reference libm.
pub fn helper_module(op: &str) -> String {
    let mut cx = ModuleCx::default();
    helper(&mut cx, op);
    let mut s = String::new();
    for h in cx.helpers.values() {
        s.push_str(h);
    }
    for d in cx.decls.values() {
        s.push_str(d);
        s.push('\n');
    }
    for (i, a) in cx.attr_groups.iter().enumerate() {
        s.push_str(&format!("attributes #{i} = {{ {a} }}\n"));
    }
    s
}
