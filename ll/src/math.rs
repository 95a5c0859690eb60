//! LLVM's floating-point math intrinsics (and `frem`), lowered to gfxc IR the way LLVM 19's
//! AMDGPU legalizer lowers them: onto the hardware's approximate `v_exp_f32` / `v_log_f32`
//! (gfxc `exp2` / `log2`), `v_sin_f32` / `v_cos_f32` (`amdgcn.sin.f32` / `amdgcn.cos.f32`,
//! argument in revolutions), `v_ldexp` (`ldexp.F.i32`), `v_frexp_*`, `v_fract` and exact
//! IR arithmetic, with LLVM's range scaling and extended-precision constants.
//!
//! Guarantees (f32; f16 is computed in f32 and rounded once to f16, as LLVM promotes it;
//! vectors lane by lane):
//! - `exp2`: `x < -126` is shifted by +64 and the result scaled by 2^-64, so denormal results
//!   are right (LLVM `lowerFEXP2`). `log2`: denormal inputs are scaled by 2^32 and 32
//!   subtracted (LLVM `lowerFLOG2`). Error: that of `v_exp_f32`/`v_log_f32` (1 ulp).
//! - `exp`, `exp10`: `x * log2(e)` (resp. `log2(10)`) split exactly into integer and fraction
//!   with an FMA-extended constant, `v_exp` of the fraction, `ldexp` by the integer; results
//!   flushed to 0 / +inf beyond LLVM's thresholds (`lowerFEXP`, same constants). `log`,
//!   `log10`: range-scaled `log2` times `ln 2` (resp. `log10 2`) in extended precision
//!   (`lowerFLOGCommon`). Error about 1-2 ulp as LLVM's.
//! - `pow(x, y)`: `exp2(y * log2|x|)` with the legacy product (0 * anything = 0, LLVM's
//!   `v_mul_legacy_f32`), range-scaled exp2/log2, and the sign rules of C `pow` for negative
//!   `x` (odd integer `y` negates, non-integer `y` gives NaN; LLVM 19 gives NaN for every
//!   negative `x`). `powi(x, n)` is `pow(x, (float)n)`. The error grows with
//!   `|y * log2 x|` (relative about `|y log2 x| * 2^-23`), as LLVM's.
//! - `sin`, `cos`: `v_sin`/`v_cos` of `fract(x * 1/(2 pi))` (LLVM; the `fract` is what
//!   GFX6-8 need for their reduced input range and costs one instruction elsewhere). The
//!   absolute error grows with `|x|` (about `|x| * 2^-24`), as LLVM's.
//! - `ldexp` (f16/f32/f64), `frexp`, `is.fpclass`, `canonicalize`, `minimum`, `maximum` are
//!   exact; `minimum`/`maximum` return the canonical quiet NaN when either operand is NaN and
//!   order -0 below +0.
//! - `frem x, y` is `fma(-trunc(x / y), y, x)` with the correctly rounded division, exactly
//!   LLVM 19's AMDGPU expansion (not C `fmod` for quotients beyond 2^24, or `y = inf`).
//! - `amdgcn.*`: `rcp`, `rsq`, `sqrt`, `exp2`, `log` (the bare hardware ops), `sin`, `cos`,
//!   `fract`, `frexp.mant`, `frexp.exp`, `ldexp`, `class` (constant mask).
//! - Unsupported (located errors, as llc-19 also rejects them): f64 `exp*`, `log*`, `pow`,
//!   `powi`, `sin`, `cos`; `tan` of any type; `lround`/`llround`/`lrint`/`llrint`;
//!   `amdgcn.class` with a variable mask. (`amdgcn.div.scale`/`div.fmas`/`div.fixup`/
//!   `trig.preop`/`cvt.pkrtz` are registry rows: `intrinsics.rs`.)
//! - `amdgcn.fmed3` is `max(min(a, b), min(max(a, b), c))` with IEEE minNum/maxNum (`v_med3`
//!   for ordered operands; NaN operands follow minNum/maxNum).
//! - `afn` (or `fast`) on an `exp`, `exp10`, `log`, `log10` call selects LLVM's approximate
//!   forms (`lowerFEXPUnsafe` / `lowerFLOGUnsafe`: one `v_exp`/`v_log` and a multiply, same
//!   thresholds and constants); `exp2`/`log2` keep the full form (LLVM's is the same).
//! - f32 `fdiv` with `!fpmath` >= 2.5 is LLVM 19's frexp / `v_rcp` / multiply / `ldexp` form
//!   (what llc-19 selects with IEEE f32 denormals, the default); other `!fpmath` values and
//!   f16/f64 stay correctly rounded.
//!   Other fast-math flags are read past: the results are then at least as
//!   accurate as what LLVM selects.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{FloatCC, IntCC, Scalar, SrcLoc, Type, Value};

/// The float format of a scalar or vector type.
fn float_lane(t: Type) -> Option<Scalar> {
    t.lane().filter(|s| s.is_float())
}

impl FnCx<'_, '_> {
    /// A float constant of scalar type `t`.
    pub(crate) fn fk(&mut self, t: Type, x: f64) -> Value {
        match t {
            Type::F16 => self.b.f16const(half::f16::from_f64(x)),
            Type::F32 => self.b.f32const(x as f32),
            _ => self.b.f64const(x),
        }
    }

    fn f32bits(&mut self, bits: u32) -> Value {
        self.b.f32const(f32::from_bits(bits))
    }

    /// Applies `f` to every lane of the vector operands (scalars: once).
    fn per_lane(
        &mut self,
        xs: &[Value],
        out: Type,
        f: &mut dyn FnMut(&mut Self, &[Value]) -> LResult<Value>,
    ) -> LResult<Value> {
        let t = self.b.ty(xs[0]);
        if !t.is_vector() {
            return f(self, xs);
        }
        let mut acc: Option<Value> = None;
        for l in 0..t.lanes() {
            let idx = self.b.iconst(Type::I32, l as i64);
            let lanes: Vec<Value> = xs
                .iter()
                .map(|&x| {
                    if self.b.ty(x).is_vector() {
                        self.b.extractelement(x, idx)
                    } else {
                        x
                    }
                })
                .collect();
            let r = f(self, &lanes)?;
            acc = Some(match acc {
                Some(v) => self.b.insertelement(v, r, idx),
                None => self.b.splat(out, r),
            });
        }
        Ok(acc.expect("vectors have lanes"))
    }

    /// `f` in f32 for an f16 or f32 scalar `x` (f16: extended, computed, rounded once).
    fn via_f32(
        &mut self,
        xs: &[Value],
        f: &mut dyn FnMut(&mut Self, &[Value]) -> LResult<Value>,
    ) -> LResult<Value> {
        let t = self.b.ty(xs[0]);
        if t != Type::F16 {
            return f(self, xs);
        }
        let wide: Vec<Value> = xs
            .iter()
            .map(|&x| {
                if self.b.ty(x) == Type::F16 {
                    self.b.fpext(Type::F32, x)
                } else {
                    x
                }
            })
            .collect();
        let r = f(self, &wide)?;
        Ok(if self.b.ty(r) == Type::F32 {
            self.b.fptrunc(Type::F16, r)
        } else {
            r
        })
    }

    /// `exp2` of an f32 with LLVM's denormal-range scaling.
    fn exp2_f32(&mut self, x: Value) -> Value {
        let lim = self.b.f32const(-126.0);
        let small = self.b.fcmp(FloatCC::Olt, x, lim);
        let (k64, k0) = (self.b.f32const(64.0), self.b.f32const(0.0));
        let add = self.b.select(small, k64, k0);
        let xs = self.b.fadd(x, add);
        let e = self.b.exp2(xs);
        let (s, one) = (self.b.f32const(2f32.powi(-64)), self.b.f32const(1.0));
        let m = self.b.select(small, s, one);
        self.b.fmul(e, m)
    }

    /// `log2` of an f32 with LLVM's denormal-input scaling.
    fn log2_f32(&mut self, x: Value) -> Value {
        let lim = self.b.f32const(f32::MIN_POSITIVE);
        let small = self.b.fcmp(FloatCC::Olt, x, lim);
        let (s, one) = (self.b.f32const(2f32.powi(32)), self.b.f32const(1.0));
        let m = self.b.select(small, s, one);
        let xs = self.b.fmul(x, m);
        let l = self.b.log2(xs);
        let (k32, k0) = (self.b.f32const(32.0), self.b.f32const(0.0));
        let sub = self.b.select(small, k32, k0);
        self.b.fsub(l, sub)
    }

    /// `exp` (`ten` false) or `exp10` of an f32 (LLVM `lowerFEXP`).
    fn exp_f32(&mut self, x: Value, ten: bool) -> Value {
        // log2(e) or log2(10) as hi + lo, the flush thresholds (0 below, +inf above).
        let (hi, lo, under, over) = if ten {
            (0x4054_9a78, 0x3397_9a37, 0xc233_69f4, 0x421a_209b)
        } else {
            (0x3fb8_aa3b, 0x32a5_705f, 0xc2ce_8ed0, 0x42b1_7218)
        };
        let (h, l) = (self.f32bits(hi), self.f32bits(lo));
        let ph = self.b.fmul(x, h);
        let e = self.b.roundeven(ph);
        let nph = self.b.fneg(ph);
        let pl = self.b.fma(x, h, nph);
        let pl = self.b.fma(x, l, pl);
        let d = self.b.fsub(ph, e);
        let d = self.b.fadd(d, pl);
        let r = self.b.exp2(d);
        let n = self.b.fptosi(Type::I32, e);
        let r = self.ldexp_row(r, n);
        let (u, o) = (self.f32bits(under), self.f32bits(over));
        let (zero, inf) = (self.b.f32const(0.0), self.b.f32const(f32::INFINITY));
        let lo_ = self.b.fcmp(FloatCC::Olt, x, u);
        let r = self.b.select(lo_, zero, r);
        let hi_ = self.b.fcmp(FloatCC::Ogt, x, o);
        self.b.select(hi_, inf, r)
    }

    /// `log` (`ten` false) or `log10` of an f32 (LLVM `lowerFLOGCommon`).
    fn log_f32(&mut self, x: Value, ten: bool) -> Value {
        let (hi, lo, shift) = if ten {
            (0x3e9a_209a, 0x3284_fbcf, 0x411a_209b)
        } else {
            (0x3f31_7217, 0x3377_d1cf, 0x41b1_7218)
        };
        let lim = self.b.f32const(f32::MIN_POSITIVE);
        let small = self.b.fcmp(FloatCC::Olt, x, lim);
        let (s, one) = (self.b.f32const(2f32.powi(32)), self.b.f32const(1.0));
        let m = self.b.select(small, s, one);
        let xs = self.b.fmul(x, m);
        let y = self.b.log2(xs);
        let (h, l) = (self.f32bits(hi), self.f32bits(lo));
        let r = self.b.fmul(y, h);
        let nr = self.b.fneg(r);
        let t = self.b.fma(y, h, nr);
        let t = self.b.fma(y, l, t);
        let r = self.b.fadd(r, t);
        let ay = self.b.fabs(y);
        let inf = self.b.f32const(f32::INFINITY);
        let finite = self.b.fcmp(FloatCC::Olt, ay, inf);
        let r = self.b.select(finite, r, y);
        let (k, k0) = (self.f32bits(shift), self.b.f32const(0.0));
        let sub = self.b.select(small, k, k0);
        self.b.fsub(r, sub)
    }

    /// `afn` `exp` / `exp10` (LLVM `lowerFEXPUnsafe`): `v_exp` of `x * log2(e)` (exp10: the
    /// product of two `v_exp` with `log2(10)` split in hi + lo), inputs below the threshold
    /// shifted up (by 64 / 32) and the result scaled back. Relative error about
    /// `|x log2 e| * 2^-24` plus `v_exp`'s ulp.
    fn exp_f32_afn(&mut self, x: Value, ten: bool) -> Value {
        let (lim, shift, back) = if ten {
            (0xc217_b818, 32.0, 0x0a4f_b11f)
        } else {
            (0xc2ae_ac50, 64.0, 0x114b_4ea4)
        };
        let l = self.f32bits(lim);
        let small = self.b.fcmp(FloatCC::Olt, x, l);
        let k = self.b.f32const(shift);
        let xk = self.b.fadd(x, k);
        let xs = self.b.select(small, xk, x);
        let r = if ten {
            let (hi, lo) = (self.f32bits(0x4054_9000), self.f32bits(0x3a27_84bc));
            let a = self.b.fmul(xs, lo);
            let b = self.b.fmul(xs, hi);
            let ea = self.b.exp2(a);
            let eb = self.b.exp2(b);
            self.b.fmul(eb, ea)
        } else {
            let h = self.f32bits(0x3fb8_aa3b);
            let p = self.b.fmul(xs, h);
            self.b.exp2(p)
        };
        let bk = self.f32bits(back);
        let rs = self.b.fmul(r, bk);
        self.b.select(small, rs, r)
    }

    /// `afn` `log` / `log10` (LLVM `lowerFLOGUnsafe`): range-scaled `v_log` times the constant
    /// by one FMA. Absolute error about `|log2 x| * 2^-24` plus `v_log`'s.
    fn log_f32_afn(&mut self, x: Value, ten: bool) -> Value {
        let (c, sub) = if ten {
            (0x3e9a_209b, 0xc11a_209b)
        } else {
            (0x3f31_7218, 0xc1b1_7218)
        };
        let lim = self.b.f32const(f32::MIN_POSITIVE);
        let small = self.b.fcmp(FloatCC::Olt, x, lim);
        let (s, one) = (self.b.f32const(2f32.powi(32)), self.b.f32const(1.0));
        let m = self.b.select(small, s, one);
        let xs = self.b.fmul(x, m);
        let l = self.b.log2(xs);
        let (k, k0) = (self.f32bits(sub), self.b.f32const(0.0));
        let add = self.b.select(small, k, k0);
        let ck = self.f32bits(c);
        self.b.fma(l, ck, add)
    }

    /// `pow(x, y)` of f32s (see the module documentation).
    fn pow_f32(&mut self, x: Value, y: Value) -> Value {
        let ax = self.b.fabs(x);
        let l = self.log2_f32(ax);
        // Legacy product: 0 * anything (inf, NaN) = 0.
        let zero = self.b.f32const(0.0);
        let p = self.b.fmul(y, l);
        let yz = self.b.fcmp(FloatCC::Oeq, y, zero);
        let lz = self.b.fcmp(FloatCC::Oeq, l, zero);
        let anyz = self.b.or(yz, lz);
        let t = self.b.select(anyz, zero, p);
        let r = self.exp2_f32(t);
        // Sign rules for x < 0 (and x = -0).
        let one = self.b.f32const(1.0);
        let sx = self.b.copysign(one, x);
        let neg = self.b.fcmp(FloatCC::Olt, sx, zero);
        // Finite negative x (pow(-inf, y) is 0 or inf like pow(+inf, y)).
        let below = {
            let lt = self.b.fcmp(FloatCC::Olt, x, zero);
            let ninf = self.b.f32const(f32::NEG_INFINITY);
            let fin = self.b.fcmp(FloatCC::One, x, ninf);
            self.b.and(lt, fin)
        };
        // (i1 `not` is avoided: unordered compares give the complements directly.)
        let ty = self.b.trunc(y);
        let yint = self.b.fcmp(FloatCC::Oeq, ty, y);
        let nonint = self.b.fcmp(FloatCC::Une, ty, y);
        let half = self.b.f32const(0.5);
        let yh = self.b.fmul(y, half);
        let tyh = self.b.trunc(yh);
        let odd = self.b.fcmp(FloatCC::Une, tyh, yh);
        let yodd = self.b.and(yint, odd);
        let flip = self.b.and(neg, yodd);
        let nr = self.b.fneg(r);
        let r = self.b.select(flip, nr, r);
        let bad = self.b.and(below, nonint);
        let isfin = {
            let ay = self.b.fabs(y);
            let inf = self.b.f32const(f32::INFINITY);
            self.b.fcmp(FloatCC::One, ay, inf)
        };
        let bad = self.b.and(bad, isfin);
        // y NaN: NaN unless x = 1 (the legacy product would give 1 for x = -1).
        let ynan = self.b.fcmp(FloatCC::Uno, y, y);
        let not1 = self.b.fcmp(FloatCC::Une, x, one);
        let bad2 = self.b.and(ynan, not1);
        let bad = self.b.or(bad, bad2);
        let nan = self.b.f32const(f32::from_bits(0x7fc0_0000));
        self.b.select(bad, nan, r)
    }

    /// `sin`/`cos` of an f32 in radians: the hardware op of `fract(x / (2 pi))`.
    fn trig_f32(&mut self, x: Value, cos: bool) -> Value {
        let k = self.f32bits(0x3e22_f983); // 1 / (2 pi)
        let t = self.b.fmul(x, k);
        let t = self.row1("amdgcn.fract.f32", t);
        self.row1(
            if cos {
                "amdgcn.cos.f32"
            } else {
                "amdgcn.sin.f32"
            },
            t,
        )
    }

    /// One call of a single-result intrinsic row.
    fn row(&mut self, name: &str, args: &[Value]) -> Value {
        let sig = gfxc_ir::intrinsics::lookup(name).expect("registry row");
        let i = self.b.intrinsic(sig.name, args, sig.result);
        self.b.func.dfg.inst_results(i)[0]
    }

    fn row1(&mut self, name: &str, x: Value) -> Value {
        self.row(name, &[x])
    }

    /// `ldexp` of an f32/f64 by an i32.
    fn ldexp_row(&mut self, x: Value, n: Value) -> Value {
        if self.b.ty(x) == Type::F64 {
            self.row("ldexp.f64.i32", &[x, n])
        } else {
            self.row("ldexp.f32.i32", &[x, n])
        }
    }

    /// An i32 exponent operand from any integer width (clamped, so no wrap-around changes
    /// the result: |e| beyond 2^16 under- or overflows every format).
    fn exp_i32(&mut self, n: Value) -> Value {
        let t = self.b.ty(n);
        match t.bits() {
            32 => n,
            b if b < 32 => self.b.sext(Type::I32, n),
            _ => {
                let (lo, hi) = (self.b.iconst(t, -(1 << 16)), self.b.iconst(t, 1 << 16));
                let c = self.b.smax(n, lo);
                let c = self.b.smin(c, hi);
                self.b.itrunc(Type::I32, c)
            }
        }
    }

    /// `is.fpclass(x, mask)` of a scalar, exactly, on the bits (LLVM's class bits: 0 sNaN,
    /// 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf).
    fn fpclass(&mut self, x: Value, mask: u32) -> Value {
        let t = self.b.ty(x);
        let s = t.lane().expect("float");
        let w = s.bits();
        let it = Type::Scalar(match w {
            16 => Scalar::I16,
            32 => Scalar::I32,
            _ => Scalar::I64,
        });
        let frac_bits = match w {
            16 => 10,
            32 => 23,
            _ => 52,
        };
        let bits = self.b.bitcast(it, x);
        let absmask = self.b.iconst(it, ((1u64 << (w - 1)) - 1) as i64);
        let a = self.b.and(bits, absmask);
        let inf_bits = ((1u64 << (w - 1)) - 1) >> frac_bits << frac_bits;
        let k = |cx: &mut Self, v: u64| cx.b.iconst(it, v as i64);
        let kinf = k(self, inf_bits);
        let kmin = k(self, 1u64 << frac_bits);
        let kq = k(self, inf_bits | (1u64 << (frac_bits - 1)));
        let zero = k(self, 0);
        let neg = self.b.icmp(IntCC::Slt, bits, zero);
        let pos = self.b.icmp(IntCC::Sge, bits, zero);
        let is_nan = self.b.icmp(IntCC::Ugt, a, kinf);
        let is_q = self.b.icmp(IntCC::Uge, a, kq);
        let is_s = {
            let nq = self.b.icmp(IntCC::Ult, a, kq);
            self.b.and(is_nan, nq)
        };
        let is_inf = self.b.icmp(IntCC::Eq, a, kinf);
        let is_zero = self.b.icmp(IntCC::Eq, a, zero);
        let is_sub = {
            let lt = self.b.icmp(IntCC::Ult, a, kmin);
            let nz = self.b.icmp(IntCC::Ne, a, zero);
            self.b.and(lt, nz)
        };
        let is_norm = {
            let ge = self.b.icmp(IntCC::Uge, a, kmin);
            let lt = self.b.icmp(IntCC::Ult, a, kinf);
            self.b.and(ge, lt)
        };
        let mut acc: Option<Value> = None;
        let mut add = |cx: &mut Self, c: Value| {
            acc = Some(match acc {
                Some(a) => cx.b.or(a, c),
                None => c,
            });
        };
        let signed = [
            (2, is_inf, true),
            (3, is_norm, true),
            (4, is_sub, true),
            (5, is_zero, true),
            (6, is_zero, false),
            (7, is_sub, false),
            (8, is_norm, false),
            (9, is_inf, false),
        ];
        if mask & 1 != 0 {
            add(self, is_s);
        }
        if mask & 2 != 0 {
            add(self, is_q);
        }
        for (bit, c, negative) in signed {
            if mask & (1 << bit) != 0 {
                let sgn = if negative { neg } else { pos };
                let both = self.b.and(c, sgn);
                add(self, both);
            }
        }
        match acc {
            Some(v) => v,
            None => {
                let f = self.b.iconst(Type::I32, 0);
                let z = self.b.iconst(Type::I32, 1);
                self.b.icmp(IntCC::Eq, f, z)
            }
        }
    }

    /// The lowering of one math intrinsic `base` (overload suffixes dropped), or `None` if
    /// `base` is not one.
    pub(crate) fn math_intrinsic(
        &mut self,
        base: &str,
        args: &[Arg],
        ret: &Ty,
        afn: bool,
        cloc: SrcLoc,
        loc: SrcLoc,
    ) -> Option<LResult<Option<LV>>> {
        let known = matches!(
            base,
            "exp"
                | "exp2"
                | "exp10"
                | "log"
                | "log2"
                | "log10"
                | "pow"
                | "powi"
                | "sin"
                | "cos"
                | "tan"
                | "ldexp"
                | "frexp"
                | "is.fpclass"
                | "canonicalize"
                | "minimum"
                | "maximum"
                | "lround"
                | "llround"
                | "lrint"
                | "llrint"
                | "amdgcn.exp2"
                | "amdgcn.log"
                | "amdgcn.sin"
                | "amdgcn.cos"
                | "amdgcn.fract"
                | "amdgcn.frexp.mant"
                | "amdgcn.frexp.exp"
                | "amdgcn.ldexp"
                | "amdgcn.class"
                | "amdgcn.fmed3"
        );
        if !known {
            return None;
        }
        Some(self.math_lower(base, args, ret, afn, cloc, loc))
    }

    fn math_lower(
        &mut self,
        base: &str,
        args: &[Arg],
        ret: &Ty,
        afn: bool,
        cloc: SrcLoc,
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        let mut xs = Vec::new();
        for a in args {
            xs.push(self.operand(&a.v)?);
        }
        if xs.is_empty() {
            return Err(unsupported(
                cloc,
                format!("intrinsic '@llvm.{base}' without operands"),
            ));
        }
        let t = self.b.ty(xs[0]);
        let Some(fs) = float_lane(t) else {
            return Err(unsupported(
                cloc,
                format!("intrinsic '@llvm.{base}' of '{t}'"),
            ));
        };
        let v = |x: Value| Ok(Some(LV::V(x)));
        let rt = match ret {
            Ty::Void => None,
            r => Some(self.m.types.ir(r, loc).ok()),
        };
        let f64_unsupported = |what: &str| {
            Err(unsupported(
                cloc,
                format!("{what} of f64 (llc-19 has no lowering for it either)"),
            ))
        };
        match base {
            "exp" | "exp2" | "exp10" | "log" | "log2" | "log10" | "sin" | "cos" | "amdgcn.sin"
            | "amdgcn.cos" => {
                if fs == Scalar::F64 {
                    return f64_unsupported(base);
                }
                let op = base.to_string();
                let r = self.per_lane(&xs[..1], t, &mut |cx, l| {
                    cx.via_f32(l, &mut |cx, l| {
                        Ok(match op.as_str() {
                            "exp2" => cx.exp2_f32(l[0]),
                            "exp" if afn => cx.exp_f32_afn(l[0], false),
                            "exp10" if afn => cx.exp_f32_afn(l[0], true),
                            "log" if afn => cx.log_f32_afn(l[0], false),
                            "log10" if afn => cx.log_f32_afn(l[0], true),
                            "exp" => cx.exp_f32(l[0], false),
                            "exp10" => cx.exp_f32(l[0], true),
                            "log2" => cx.log2_f32(l[0]),
                            "log" => cx.log_f32(l[0], false),
                            "log10" => cx.log_f32(l[0], true),
                            "sin" => cx.trig_f32(l[0], false),
                            "cos" => cx.trig_f32(l[0], true),
                            "amdgcn.sin" => cx.row1("amdgcn.sin.f32", l[0]),
                            _ => cx.row1("amdgcn.cos.f32", l[0]),
                        })
                    })
                })?;
                v(r)
            }
            "amdgcn.exp2" | "amdgcn.log" => {
                if fs == Scalar::F64 {
                    return f64_unsupported(base);
                }
                let log = base == "amdgcn.log";
                let r = self.per_lane(&xs[..1], t, &mut |cx, l| {
                    cx.via_f32(l, &mut |cx, l| {
                        Ok(if log {
                            cx.b.log2(l[0])
                        } else {
                            cx.b.exp2(l[0])
                        })
                    })
                })?;
                v(r)
            }
            "pow" | "powi" => {
                if fs == Scalar::F64 {
                    return f64_unsupported(base);
                }
                if xs.len() < 2 {
                    return Err(unsupported(cloc, format!("'{base}' needs two operands")));
                }
                let powi = base == "powi";
                let r = self.per_lane(&xs[..2], t, &mut |cx, l| {
                    let y = if powi {
                        let n = cx.exp_i32(l[1]);
                        let yf = cx.b.sitofp(Type::F32, n);
                        if fs == Scalar::F16 {
                            let x = cx.b.fpext(Type::F32, l[0]);
                            let r = cx.pow_f32(x, yf);
                            return Ok(cx.b.fptrunc(Type::F16, r));
                        }
                        yf
                    } else {
                        l[1]
                    };
                    cx.via_f32(&[l[0], y], &mut |cx, l| Ok(cx.pow_f32(l[0], l[1])))
                })?;
                v(r)
            }
            "tan" => Err(unsupported(
                cloc,
                "intrinsic '@llvm.tan' (llc-19 has no lowering for it either)",
            )),
            "lround" | "llround" | "lrint" | "llrint" => Err(unsupported(
                cloc,
                format!("intrinsic '@llvm.{base}' (llc-19 has no lowering for it either)"),
            )),
            "ldexp" | "amdgcn.ldexp" => {
                if xs.len() < 2 {
                    return Err(unsupported(cloc, "'ldexp' needs two operands"));
                }
                let r = self.per_lane(&xs[..2], t, &mut |cx, l| {
                    let n = cx.exp_i32(l[1]);
                    cx.via_f32(&[l[0]], &mut |cx, x| Ok(cx.ldexp_row(x[0], n)))
                })?;
                v(r)
            }
            "amdgcn.fract" => {
                let r = self.per_lane(&xs[..1], t, &mut |cx, l| {
                    cx.via_f32(l, &mut |cx, x| {
                        Ok(if cx.b.ty(x[0]) == Type::F64 {
                            cx.row1("amdgcn.fract.f64", x[0])
                        } else {
                            cx.row1("amdgcn.fract.f32", x[0])
                        })
                    })
                })?;
                v(r)
            }
            "frexp" if t.is_vector() => {
                // {<N x F>, <N x i32>}: both parts lane by lane.
                let n = t.lanes();
                let mt = t;
                let et = Type::Vector(Scalar::I32, n as _);
                let (mut m, mut e): (Option<Value>, Option<Value>) = (None, None);
                for l in 0..n {
                    let idx = self.b.iconst(Type::I32, l as i64);
                    let x = self.b.extractelement(xs[0], idx);
                    let (ml, el) = self.frexp(x);
                    m = Some(match m {
                        Some(v) => self.b.insertelement(v, ml, idx),
                        None => self.b.splat(mt, ml),
                    });
                    e = Some(match e {
                        Some(v) => self.b.insertelement(v, el, idx),
                        None => self.b.splat(et, el),
                    });
                }
                Ok(Some(LV::CmpX(m.expect("lanes"), e.expect("lanes"))))
            }
            "amdgcn.frexp.mant" | "amdgcn.frexp.exp" | "frexp" => {
                if t.is_vector() {
                    return Err(unsupported(cloc, format!("'{base}' of vector '{t}'")));
                }
                let x = xs[0];
                let (m, e) = self.frexp(x);
                match base {
                    "amdgcn.frexp.mant" => v(m),
                    "amdgcn.frexp.exp" => {
                        // The result type may be i16 for f16 (LLVM's overload).
                        let e = match rt.flatten() {
                            Some(Type::Scalar(s)) if s.bits() < 32 => {
                                self.b.itrunc(Type::Scalar(s), e)
                            }
                            _ => e,
                        };
                        v(e)
                    }
                    _ => Ok(Some(LV::CmpX(m, e))),
                }
            }
            "is.fpclass" | "amdgcn.class" => {
                let out = match t {
                    Type::Vector(_, n) => Type::Vector(Scalar::I1, n as _),
                    _ => Type::I1,
                };
                let mask = match args.get(1).map(|a| &a.v.val) {
                    Some(Val::Int(k)) => *k as u32 & 0x3ff,
                    // `amdgcn.class` takes its mask at run time (`v_cmp_class` reads it from
                    // a register; `is.fpclass`'s is an immarg): the ten classes are disjoint,
                    // so the result is the OR over classes c of `class(x) == c && mask[c]`.
                    Some(_) if base == "amdgcn.class" && xs.len() == 2 => {
                        let m = xs[1];
                        let r = self.per_lane(&xs[..1], out, &mut |cx, l| {
                            let zero = cx.b.iconst(Type::I32, 0);
                            let mut acc = cx.b.iconst(Type::I1, 0);
                            for bit in 0..10 {
                                let c = cx.fpclass(l[0], 1 << bit);
                                let k = cx.b.iconst(Type::I32, 1 << bit);
                                let mb = cx.b.binary(gfxc_ir::Opcode::And, m, k);
                                let on = cx.b.icmp(IntCC::Ne, mb, zero);
                                let both = cx.b.binary(gfxc_ir::Opcode::And, c, on);
                                acc = cx.b.binary(gfxc_ir::Opcode::Or, acc, both);
                            }
                            Ok(acc)
                        })?;
                        return v(r);
                    }
                    _ => {
                        return Err(unsupported(
                            cloc,
                            format!("'@llvm.{base}' with a non-constant class mask"),
                        ))
                    }
                };
                let r = self.per_lane(&xs[..1], out, &mut |cx, l| Ok(cx.fpclass(l[0], mask)))?;
                v(r)
            }
            "canonicalize" => {
                // IEEE mode: quiets signalling NaNs, keeps everything else (x * 1.0).
                let r = self.per_lane(&xs[..1], t, &mut |cx, l| {
                    let ty = cx.b.ty(l[0]);
                    let one = cx.fk(ty, 1.0);
                    Ok(cx.b.fmul(l[0], one))
                })?;
                v(r)
            }
            "amdgcn.fmed3" => {
                if xs.len() < 3 {
                    return Err(unsupported(cloc, "'amdgcn.fmed3' needs three operands"));
                }
                // v_med3: max(min(a, b), min(max(a, b), c)) with IEEE minNum/maxNum.
                let r = self.per_lane(&xs[..3], t, &mut |cx, l| {
                    let lo = cx.b.fmin(l[0], l[1]);
                    let hi = cx.b.fmax(l[0], l[1]);
                    let m = cx.b.fmin(hi, l[2]);
                    Ok(cx.b.fmax(lo, m))
                })?;
                v(r)
            }
            "minimum" | "maximum" => {
                if xs.len() < 2 {
                    return Err(unsupported(cloc, format!("'{base}' needs two operands")));
                }
                let max = base == "maximum";
                let r = self.per_lane(&xs[..2], t, &mut |cx, l| {
                    let m = if max {
                        cx.b.fmax(l[0], l[1])
                    } else {
                        cx.b.fmin(l[0], l[1])
                    };
                    let uno = cx.b.fcmp(FloatCC::Uno, l[0], l[1]);
                    let ty = cx.b.ty(l[0]);
                    let nan = cx.fk(ty, f64::NAN);
                    Ok(cx.b.select(uno, nan, m))
                })?;
                v(r)
            }
            _ => Err(unsupported(cloc, format!("intrinsic '@llvm.{base}'"))),
        }
    }

    /// `frexp(x)` of a scalar: (mantissa, i32 exponent), f16 through f32 (exact).
    fn frexp(&mut self, x: Value) -> (Value, Value) {
        let t = self.b.ty(x);
        let (w, sfx) = if t == Type::F64 {
            (x, "f64")
        } else if t == Type::F16 {
            (self.b.fpext(Type::F32, x), "f32")
        } else {
            (x, "f32")
        };
        let m = self.row1(&format!("amdgcn.frexp.mant.{sfx}"), w);
        let e = self.row1(&format!("amdgcn.frexp.exp.i32.{sfx}"), w);
        let m = if t == Type::F16 {
            self.b.fptrunc(Type::F16, m)
        } else {
            m
        };
        (m, e)
    }

    /// The accuracy `!fpmath` allows, in ulps (0: correctly rounded).
    pub(crate) fn fpmath(&self, md: &[(String, Option<u32>)]) -> f64 {
        let Some(n) = md.iter().find(|(k, _)| k == "fpmath").and_then(|(_, n)| *n) else {
            return 0.0;
        };
        match self.m.metadata.get(&n).map(|v| v.as_slice()) {
            Some([MdItem::Float(x)]) => *x,
            _ => 0.0,
        }
    }

    /// f32 `fdiv` with `!fpmath` >= 2.5 (OpenCL's default): LLVM 19's form for IEEE f32
    /// denormals, `ldexp(mant(x) * rcp(mant(y)), exp(x) - exp(y))` (frexp mantissas in
    /// [0.5, 1), so `rcp` never sees a denormal; within 2.5 ulp for normal quotients; zero,
    /// infinite and NaN operands follow the frexp rows: `x/0` and `x/inf` are not IEEE, as
    /// with LLVM). `None` for other types (f16/f64 stay correctly rounded).
    pub(crate) fn fdiv_fpmath(&mut self, x: Value, y: Value) -> Option<Value> {
        let t = self.b.ty(x);
        if float_lane(t) != Some(Scalar::F32) {
            return None;
        }
        self.per_lane(&[x, y], t, &mut |cx, l| {
            let mx = cx.row1("amdgcn.frexp.mant.f32", l[0]);
            let ex = cx.row1("amdgcn.frexp.exp.i32.f32", l[0]);
            let my = cx.row1("amdgcn.frexp.mant.f32", l[1]);
            let ey = cx.row1("amdgcn.frexp.exp.i32.f32", l[1]);
            let r = cx.b.rcp(my);
            let q = cx.b.fmul(mx, r);
            let e = cx.b.sub(ex, ey);
            Ok(cx.ldexp_row(q, e))
        })
        .ok()
    }

    /// `frem x, y` of a float scalar or vector: LLVM 19's `fma(-trunc(x / y), y, x)`.
    pub(crate) fn frem(&mut self, x: Value, y: Value) -> LResult<Value> {
        let t = self.b.ty(x);
        self.per_lane(&[x, y], t, &mut |cx, l| {
            let q = cx.b.fdiv(l[0], l[1]);
            let tq = cx.b.trunc(q);
            let n = cx.b.fneg(tq);
            Ok(cx.b.fma(n, l[1], l[0]))
        })
    }
}
