//! Expansion of precise float division (`fdiv` f16/f32/f64) and square root (`sqrt`
//! f16/f32/f64) into sequences of operations the hardware has.
//!
//! AMD GPUs have no correctly rounded divide or square root: `v_rcp`, `v_rsq` and `v_sqrt` are
//! approximations (about 1 ulp). LLVM's default lowering reaches correct rounding with
//! `v_div_scale` / Newton-Raphson `fma`s / `v_div_fmas` / `v_div_fixup`; those intrinsics are
//! proposed in `target_intrinsics.md`. Until they exist in the IR, this pass builds the same
//! numerical core from existing operations (`fma`, `rcp`, `rsq`, `bitcast` and integer
//! arithmetic, `select`), doing the scaling that `div_scale`/`div_fmas` do in hardware
//! explicitly on exponent bits, so that the interpreter runs the expansion now.
//!
//! Guarantees (checked against the interpreter's exact operations on millions of inputs):
//! * `fdiv` f32/f64: correctly rounded (round to nearest even) for all inputs, including
//!   denormal operands and results, overflow to infinity and underflow to zero. Both operands
//!   are normalized to `[1, 2)` (denormals first scaled by `2^64` / `2^128`), the quotient of the
//!   significands is computed with a refined reciprocal and two Markstein corrections
//!   (`q' = fma(ma - mb*q, y, q)`, the remainder `fma(-mb, q, ma)` being exact), and the
//!   result exponent is applied on the integer bits: exactly for normal results, and for
//!   denormal results by rounding the significand at the right position, breaking ties with
//!   the sign of the exact remainder. Only `rcp` within 1 ulp is assumed.
//! * `sqrt` f32/f64: correctly rounded: inputs below `2^-96` (f32) / `2^-767` (f64) are scaled
//!   by `2^32` / `2^256`; `x * rsq(x)` is refined by Goldschmidt steps (as LLVM's f64 lowering)
//!   and then corrected by one ulp either way with the exact residuals `fma(-s', s, x)` (as
//!   LLVM's f32 lowering does after `v_sqrt_f32`).
//! * f16 `sqrt`: computed in f32 and rounded once more to f16 (`fpext`, f32 expansion,
//!   `fptrunc`): correct since 24 >= 2*11 + 2 (double rounding is innocuous).
//! * f16 `fdiv`: in f32 without the general expansion: `a * rcp(b)` with one Markstein
//!   correction, then rounded to f16; correctly rounded because an f16 quotient is never
//!   within `2^-23` (relative) of an f16 rounding boundary (proof at `fdiv_f16`).
//! * Special operands: NaN operands give that NaN quieted (the dividend's first); invalid
//!   operations (`0/0`, `inf/inf`, `sqrt` of a negative number) give the canonical quiet NaN
//!   `0x7fc00000` / `0x7ff8000000000000` (what AMD hardware produces); infinities and zeros
//!   are exact with the IEEE sign. NaN payloads of invalid operations may thus differ from
//!   the host-dependent payload of the interpreter's reference `fdiv`; NaN-ness never does.
//! * Vectors are split into lanes.

use crate::util::{replace_uses, Cursor};
use gfxc_ir::{FloatCC, Function, Inst, InstData, IntCC, Opcode, Scalar, Type, Value};
use std::collections::HashMap;

/// Expands every `fdiv` and `sqrt` of `func`.
pub fn expand_float(func: &mut Function) {
    let mut todo: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if matches!(func.dfg.insts[i].opcode(), Opcode::Fdiv | Opcode::Sqrt) {
                todo.push(i);
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::new();
    for inst in todo {
        let data = func.dfg.insts[inst].clone();
        let old = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let new = match data {
            InstData::Binary { args, .. } => map_lanes(&mut c, &[args[0], args[1]], &mut |c, v| {
                fdiv_scalar(c, v[0], v[1])
            }),
            InstData::Unary { arg, .. } => {
                map_lanes(&mut c, &[arg], &mut |c, v| sqrt_scalar(c, v[0]))
            }
            _ => continue,
        };
        func.layout.remove_inst(inst);
        map.insert(old, new);
    }
    replace_uses(func, &map);
}

/// Applies `f` lane by lane when the operands are vectors.
fn map_lanes(
    c: &mut Cursor,
    args: &[Value],
    f: &mut dyn FnMut(&mut Cursor, &[Value]) -> Value,
) -> Value {
    let ty = c.ty(args[0]);
    let Type::Vector(s, n) = ty else {
        return f(c, args);
    };
    let mut lanes = Vec::new();
    for k in 0..n {
        let idx = c.iconst(Type::I32, k as i64);
        let xs: Vec<Value> = args
            .iter()
            .map(|&a| {
                c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [a, idx],
                    },
                    Type::Scalar(s),
                )
            })
            .collect();
        lanes.push(f(c, &xs));
    }
    c.vector_of(ty, &lanes)
}

/// Format parameters of a float kind.
#[derive(Clone, Copy)]
struct Fmt {
    fty: Type,
    ity: Type,
    /// Width in bits.
    w: u32,
    /// Fraction bits.
    mant: u32,
    bias: i64,
    /// Exponent of the power of two that makes every denormal normal.
    den_scale: i64,
}

const F32: Fmt = Fmt {
    fty: Type::F32,
    ity: Type::I32,
    w: 32,
    mant: 23,
    bias: 127,
    den_scale: 64,
};
const F64: Fmt = Fmt {
    fty: Type::F64,
    ity: Type::I64,
    w: 64,
    mant: 52,
    bias: 1023,
    den_scale: 128,
};

impl Fmt {
    fn of(ty: Type) -> Option<Fmt> {
        match ty {
            Type::Scalar(Scalar::F32) => Some(F32),
            Type::Scalar(Scalar::F64) => Some(F64),
            _ => None,
        }
    }
    fn sign(self) -> u64 {
        1u64 << (self.w - 1)
    }
    fn inf(self) -> u64 {
        ((2 * self.bias as u64) + 1) << self.mant
    }
    fn qnan(self) -> u64 {
        self.inf() | (1u64 << (self.mant - 1))
    }
    fn mant_mask(self) -> u64 {
        (1u64 << self.mant) - 1
    }
    /// Bits of `2^e`.
    fn pow2(self, e: i64) -> u64 {
        ((self.bias + e) as u64) << self.mant
    }
}

/// Helpers over one float format.
struct F<'a, 'f> {
    c: &'a mut Cursor<'f>,
    f: Fmt,
}

impl F<'_, '_> {
    fn fc(&mut self, bits: u64) -> Value {
        self.c.fconst(self.f.fty, bits)
    }
    fn ic(&mut self, v: i64) -> Value {
        self.c.iconst(self.f.ity, v)
    }
    fn as_bits(&mut self, x: Value) -> Value {
        self.c.conv(Opcode::Bitcast, self.f.ity, x)
    }
    fn bits_float(&mut self, x: Value) -> Value {
        self.c.conv(Opcode::Bitcast, self.f.fty, x)
    }
    fn ibin(&mut self, op: Opcode, a: Value, k: i64) -> Value {
        let kv = self.ic(k);
        self.c.bin(op, a, kv)
    }
    fn fcmp_k(&mut self, cc: FloatCC, a: Value, bits: u64) -> Value {
        let k = self.fc(bits);
        self.c.fcmp(cc, a, k)
    }
    fn or1(&mut self, a: Value, b: Value) -> Value {
        self.c.bin(Opcode::Or, a, b)
    }
    fn and1(&mut self, a: Value, b: Value) -> Value {
        self.c.bin(Opcode::And, a, b)
    }
    fn quiet(&mut self, x: Value) -> Value {
        let i = self.as_bits(x);
        let q = self.ibin(Opcode::Or, i, 1i64 << (self.f.mant - 1));
        self.bits_float(q)
    }

    /// `|x|` (finite, non-zero) as `(m, e)` with `m` in `[1, 2)` and `|x| = m * 2^e`.
    fn normalize(&mut self, ax: Value) -> (Value, Value) {
        let f = self.f;
        let ix = self.as_bits(ax);
        let lim = self.ic(1i64 << f.mant);
        let isden = self.c.icmp(IntCC::Ult, ix, lim);
        let scale = self.fc(f.pow2(f.den_scale));
        let scaled = self.c.bin(Opcode::Fmul, ax, scale);
        let xs = self.c.select(isden, scaled, ax);
        let ixs = self.as_bits(xs);
        let ex = self.ibin(Opcode::Lshr, ixs, f.mant as i64);
        let adj_s = self.ic(f.bias + f.den_scale);
        let adj_n = self.ic(f.bias);
        let adj = self.c.select(isden, adj_s, adj_n);
        let e = self.c.bin(Opcode::Sub, ex, adj);
        let frac = self.ibin(Opcode::And, ixs, f.mant_mask() as i64);
        let mi = self.ibin(Opcode::Or, frac, f.pow2(0) as i64);
        let m = self.bits_float(mi);
        (m, e)
    }
}

/// Correctly rounded f16 `a / b` in f32 (module documentation): `q0 = a * rcp(b)`, one
/// Markstein correction `q1 = fma(fma(-b, q0, a), r, q0)`, rounded once to f16.
///
/// Why it is exact: `a`, `b` have 11-bit significands and their quotient lies in
/// `[2^-40, 2^40]`, so nothing overflows or underflows in f32. The remainder `a - b*q0` has at
/// most 35 - 22 significant bits and is exact; `q1` is then `RN32(a/b * (1 + h))` with
/// `|h| < 2^-44` (the correction's error is the remainder times `rcp`'s 2^-23 error). An f16
/// rounding boundary `M` (a midpoint, 12 significant bits) is never closer to `a/b` than
/// `2^-23 * |a/b|`: `a - M*b` is a non-zero multiple of `2^min(ea, eM + eb)`, relatively at
/// least `2^-11` or `1 / (2^12 * 2^11)` of `a`. So `q1` lies on the same side of every
/// boundary as `a/b`, and `RN16(q1) = RN16(a/b)`. Zero, infinite and NaN operands make `q0`
/// zero, infinite or NaN, which is already the IEEE result (`0*inf` and `inf*0` are the
/// invalid `0/0` and `inf/inf`); the correction (which would turn them into NaN) is skipped.
fn fdiv_f16(c: &mut Cursor, a: Value, b: Value) -> Value {
    let x = c.conv(Opcode::Fpext, Type::F32, a);
    let y = c.conv(Opcode::Fpext, Type::F32, b);
    let r = c.un(Opcode::Rcp, y);
    let q0 = c.bin(Opcode::Fmul, x, r);
    let ny = c.un(Opcode::Fneg, y);
    let e = c.ins1(
        InstData::Ternary {
            opcode: Opcode::Fma,
            args: [ny, q0, x],
        },
        Type::F32,
    );
    let q1 = c.ins1(
        InstData::Ternary {
            opcode: Opcode::Fma,
            args: [e, r, q0],
        },
        Type::F32,
    );
    let aq = c.un(Opcode::Fabs, q0);
    let inf = c.fconst(Type::F32, 0x7f80_0000);
    let finite = c.fcmp(FloatCC::Olt, aq, inf);
    let zero = c.fconst(Type::F32, 0);
    let nonzero = c.fcmp(FloatCC::One, q0, zero);
    let ok = c.bin(Opcode::And, finite, nonzero);
    let q = c.select(ok, q1, q0);
    c.conv(Opcode::Fptrunc, Type::F16, q)
}

/// Correctly rounded `x / y` (see the module documentation).
fn fdiv_scalar(c: &mut Cursor, a: Value, b: Value) -> Value {
    let ty = c.ty(a);
    if ty == Type::F16 {
        return fdiv_f16(c, a, b);
    }
    let f = Fmt::of(ty).expect("fdiv of f16, f32 or f64");
    let mut h = F { c, f };
    let ia = h.as_bits(a);
    let ib = h.as_bits(b);
    let sx = h.c.bin(Opcode::Xor, ia, ib);
    let sign = h.ibin(Opcode::And, sx, f.sign() as i64);
    let aa = h.c.un(Opcode::Fabs, a);
    let ab = h.c.un(Opcode::Fabs, b);

    // General path: finite, non-zero operands.
    let (ma, ea) = h.normalize(aa);
    let (mb, eb) = h.normalize(ab);
    let one = h.fc(f.pow2(0));
    let nmb = h.c.un(Opcode::Fneg, mb);
    let mut y = h.c.un(Opcode::Rcp, mb);
    let steps = if f.w == 64 { 2 } else { 1 };
    for _ in 0..steps {
        let e = h.c.fma(nmb, y, one);
        y = h.c.fma(e, y, y);
    }
    let mut q = h.c.bin(Opcode::Fmul, ma, y);
    for _ in 0..2 {
        let r = h.c.fma(nmb, q, ma);
        q = h.c.fma(r, y, q);
    }
    let r = h.c.fma(nmb, q, ma);
    let qb = h.as_bits(q);
    let qe0 = h.ibin(Opcode::Lshr, qb, f.mant as i64);
    let qe = h.ibin(Opcode::Sub, qe0, f.bias);
    let d = h.c.bin(Opcode::Sub, ea, eb);
    let t = h.c.bin(Opcode::Add, d, qe);
    let frac = h.ibin(Opcode::And, qb, f.mant_mask() as i64);
    // Normal result: the exponent goes straight into the bits.
    let tb = h.ibin(Opcode::Add, t, f.bias);
    let tbs = h.ibin(Opcode::Shl, tb, f.mant as i64);
    let normal = h.c.bin(Opcode::Or, tbs, frac);
    // Denormal result: round the significand `m` right by `s` bits.
    let m = h.ibin(Opcode::Or, frac, 1i64 << f.mant);
    let emin = h.ic(1 - f.bias);
    let s0 = h.c.bin(Opcode::Sub, emin, t);
    let smax = h.ic(f.w as i64 - 1);
    let s = h.c.bin(Opcode::Umin, s0, smax);
    let kept = h.c.bin(Opcode::Lshr, m, s);
    let onei = h.ic(1);
    let bit = h.c.bin(Opcode::Shl, onei, s);
    let lowmask = h.c.bin(Opcode::Sub, bit, onei);
    let low = h.c.bin(Opcode::And, m, lowmask);
    let half = h.c.bin(Opcode::Lshr, bit, onei);
    let above = h.c.icmp(IntCC::Ugt, low, half);
    let tie = h.c.icmp(IntCC::Eq, low, half);
    let rpos = h.fcmp_k(FloatCC::Ogt, r, 0);
    let rzero = h.fcmp_k(FloatCC::Oeq, r, 0);
    let odd0 = h.c.bin(Opcode::And, kept, onei);
    let zi = h.ic(0);
    let odd = h.c.icmp(IntCC::Ne, odd0, zi);
    let even_up = h.and1(rzero, odd);
    let tie_up0 = h.or1(rpos, even_up);
    let tie_up = h.and1(tie, tie_up0);
    let up = h.or1(above, tie_up);
    let upi = h.c.conv(Opcode::Zext, f.ity, up);
    let denorm = h.c.bin(Opcode::Add, kept, upi);
    let is_normal = h.c.icmp(IntCC::Sge, t, emin);
    let bmax = h.ic(f.bias);
    let is_over = h.c.icmp(IntCC::Sgt, t, bmax);
    let inf = h.ic(f.inf() as i64);
    let mag0 = h.c.select(is_normal, normal, denorm);
    let mag = h.c.select(is_over, inf, mag0);
    let gen_i = h.c.bin(Opcode::Or, mag, sign);
    let general = h.bits_float(gen_i);

    // Special operands.
    let a_nan = h.c.fcmp(FloatCC::Uno, a, a);
    let b_nan = h.c.fcmp(FloatCC::Uno, b, b);
    let a_inf = h.fcmp_k(FloatCC::Oeq, aa, f.inf());
    let b_inf = h.fcmp_k(FloatCC::Oeq, ab, f.inf());
    let a_zero = h.fcmp_k(FloatCC::Oeq, aa, 0);
    let b_zero = h.fcmp_k(FloatCC::Oeq, ab, 0);
    let zz = h.and1(a_zero, b_zero);
    let ii = h.and1(a_inf, b_inf);
    let invalid = h.or1(zz, ii);
    let to_inf = h.or1(a_inf, b_zero);
    let to_zero = h.or1(a_zero, b_inf);
    let sinf_i = h.ibin(Opcode::Or, sign, f.inf() as i64);
    let sinf = h.bits_float(sinf_i);
    let szero = h.bits_float(sign);
    let qnan = h.fc(f.qnan());
    let qa = h.quiet(a);
    let qb2 = h.quiet(b);
    let mut res = h.c.select(to_zero, szero, general);
    res = h.c.select(to_inf, sinf, res);
    res = h.c.select(invalid, qnan, res);
    res = h.c.select(b_nan, qb2, res);
    h.c.select(a_nan, qa, res)
}

/// Correctly rounded `sqrt(x)` (see the module documentation).
fn sqrt_scalar(c: &mut Cursor, x: Value) -> Value {
    let ty = c.ty(x);
    if ty == Type::F16 {
        let x32 = c.conv(Opcode::Fpext, Type::F32, x);
        let s = sqrt_scalar(c, x32);
        return c.conv(Opcode::Fptrunc, Type::F16, s);
    }
    let f = Fmt::of(ty).expect("sqrt of f16, f32 or f64");
    let mut h = F { c, f };
    // Scale tiny inputs up by 2^(2k) so that everything below is normal; scale back by 2^-k.
    let (lim, k) = if f.w == 64 { (-767, 128) } else { (-96, 16) };
    let small = h.fcmp_k(FloatCC::Olt, x, f.pow2(lim));
    let up = h.fc(f.pow2(2 * k));
    let xu = h.c.bin(Opcode::Fmul, x, up);
    let xs = h.c.select(small, xu, x);
    // Goldschmidt: g ~ sqrt(xs), hh ~ 1/(2 sqrt(xs)).
    let y = h.c.un(Opcode::Rsq, xs);
    let mut g = h.c.bin(Opcode::Fmul, xs, y);
    let halfc = h.fc(f.pow2(-1));
    let mut hh = h.c.bin(Opcode::Fmul, halfc, y);
    let nhh = h.c.un(Opcode::Fneg, hh);
    let r = h.c.fma(nhh, g, halfc);
    g = h.c.fma(g, r, g);
    hh = h.c.fma(hh, r, hh);
    for _ in 0..2 {
        let ng = h.c.un(Opcode::Fneg, g);
        let d = h.c.fma(ng, g, xs);
        g = h.c.fma(d, hh, g);
    }
    // One-ulp correction with exact residuals.
    let gi = h.as_bits(g);
    let dni = h.ibin(Opcode::Sub, gi, 1);
    let upi = h.ibin(Opcode::Add, gi, 1);
    let dn = h.bits_float(dni);
    let upv = h.bits_float(upi);
    let ndn = h.c.un(Opcode::Fneg, dn);
    let nup = h.c.un(Opcode::Fneg, upv);
    let vp = h.c.fma(ndn, g, xs);
    let vs = h.c.fma(nup, g, xs);
    let vp_le = h.fcmp_k(FloatCC::Ole, vp, 0);
    let vs_gt = h.fcmp_k(FloatCC::Ogt, vs, 0);
    g = h.c.select(vp_le, dn, g);
    g = h.c.select(vs_gt, upv, g);
    let down = h.fc(f.pow2(-k));
    let gd = h.c.bin(Opcode::Fmul, g, down);
    let mut res = h.c.select(small, gd, g);
    // Special operands.
    let is_zero = h.fcmp_k(FloatCC::Oeq, x, 0);
    let is_inf = h.fcmp_k(FloatCC::Oeq, x, f.inf());
    let keep = h.or1(is_zero, is_inf);
    res = h.c.select(keep, x, res);
    let neg = h.fcmp_k(FloatCC::Olt, x, 0);
    let qnan = h.fc(f.qnan());
    res = h.c.select(neg, qnan, res);
    let nan = h.c.fcmp(FloatCC::Uno, x, x);
    let qx = h.quiet(x);
    h.c.select(nan, qx, res)
}
