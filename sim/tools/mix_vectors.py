#!/usr/bin/env python3
"""Test vectors for the mixed-precision multiply-adds (`v_fma_mix_f32`, `v_fma_mixlo_f16`,
`v_fma_mixhi_f16`, GFX9's `v_mad_mix*`), evaluated from AMD's pseudocode (RDNA3 ISA
`V_FMA_MIX_F32` / CDNA `V_MAD_MIX_F32`, as shipped in tinygrad's str_pcode.py):

    for i in 0 : 2 do
      if !OPSEL_HI.u3[i] then in[i] = S[i].f32
      elsif OPSEL.u3[i]  then in[i] = f16_to_f32(S[i][31 : 16].f16)
      else                    in[i] = f16_to_f32(S[i][15 : 0].f16)
    endfor;
    D0[31 : 0].f32 = fma(in[0], in[1], in[2])           # mad: in[0] * in[1] + in[2]
    D0[15 : 0].f16 = f32_to_f16(fma(...))  (mixlo)      D0[31 : 16].f16 = ... (mixhi)

with the VOP3P input modifiers (NEG negates, NEG_HI is `abs` on these opcodes: LLVM's
`VOP3_MADMIX` operands; abs before neg), `clamp` on the final value, and the simulator's
documented NaN rule (docs/sim-float.md: a NaN result is the first NaN input quieted, else the
default NaN 0x7fc00000; an f16 result takes the f32 NaN's top payload bits, quieted).
Denormals are kept (MODE f32/f16 denormals on). Rounding is exact: the fma is evaluated in
rationals and rounded once to f32 (round to nearest even), then once more to f16 for
mixlo/mixhi, as the pseudocode's `f32_to_f16(fma(...))` says.

Output: sim/tests/pcode/mix.tsv: op opsel opsel_hi neg abs clamp s0 s1 s2 old_d d (hex).
Usage: python3 sim/tools/mix_vectors.py   (no third-party module needed)
"""
import os
import struct
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "pcode", "mix.tsv")


def f32_val(b):
    """Fraction of f32 bits, or ('nan'|'inf', sign)."""
    sign = -1 if b >> 31 else 1
    e = (b >> 23) & 0xFF
    m = b & 0x7FFFFF
    if e == 0xFF:
        return ("nan", sign) if m else ("inf", sign)
    if e == 0:
        return sign * Fraction(m, 1 << 149)
    return sign * Fraction((1 << 23) | m) * Fraction(2) ** (e - 150)


def f16_to_f32_bits(h):
    """Exact f16 -> f32 conversion (bits); a NaN keeps its payload (quieting is the NaN rule's)."""
    s = (h >> 15) << 31
    e = (h >> 10) & 0x1F
    m = h & 0x3FF
    if e == 0x1F:
        return s | 0x7F800000 | (m << 13)
    if e == 0:
        if m == 0:
            return s
        # denormal: normalise
        e = 1
        while not m & 0x400:
            m <<= 1
            e -= 1
        m &= 0x3FF
    return s | ((e - 15 + 127) << 23) | (m << 13)


def round_bits(x, mant, emin, emax_bits, bias):
    """Round a nonzero Fraction to a binary float of `mant` fraction bits (RNE); bits."""
    sign = 1 if x < 0 else 0
    a = -x if x < 0 else x
    # exponent e with 2^e <= a < 2^(e+1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    elif Fraction(2) ** (e + 1) <= a:
        e += 1
    e = max(e, emin)
    scaled = a / Fraction(2) ** (e - mant)  # significand in units of the last place
    q, r = divmod(scaled.numerator, scaled.denominator)
    rem = Fraction(r, scaled.denominator)
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and q & 1):
        q += 1
    if q >= 1 << (mant + 1):
        q >>= 1
        e += 1
    biased = e + bias if q >= 1 << mant else 0
    if biased >= emax_bits:
        return (sign << (mant + (emax_bits.bit_length()))) | (emax_bits << mant)
    frac = q & ((1 << mant) - 1)
    return (sign << (mant + emax_bits.bit_length())) | (biased << mant) | frac


def to_f32(x):
    if x == 0:
        return None  # sign decided by the caller
    return round_bits(x, 23, -126, 0xFF, 127)


def to_f16(x):
    if x == 0:
        return None
    return round_bits(x, 10, -14, 0x1F, 15)


def mods32(b, absv, neg):
    if absv:
        b &= 0x7FFFFFFF
    if neg:
        b ^= 0x80000000
    return b


def is_nan32(b):
    return (b & 0x7F800000) == 0x7F800000 and (b & 0x7FFFFF) != 0


def arith(a, b, c, fused):
    """f32 bits of fma(a, b, c) (or the unfused mad), with the NaN rule."""
    for x in (a, b, c):
        if is_nan32(x):
            return x | 0x400000
    va, vb, vc = f32_val(a), f32_val(b), f32_val(c)

    def sgn(v, bits):
        return -1 if bits >> 31 else 1

    def mul(x, xb, y, yb):
        if isinstance(x, tuple) or isinstance(y, tuple):
            if (not isinstance(x, tuple) and x == 0) or (not isinstance(y, tuple) and y == 0):
                return ("nan", 1)
            return ("inf", sgn(x, xb) * sgn(y, yb))
        return x * y

    p = mul(va, a, vb, b)
    psign = -1 if (a ^ b) >> 31 else 1
    if not fused and not isinstance(p, tuple):
        if p != 0:
            rb = to_f32(p)
            p = f32_val(rb)
            if isinstance(p, tuple):
                pass
    if isinstance(p, tuple) and p[0] == "nan":
        return 0x7FC00000
    if isinstance(p, tuple) or isinstance(vc, tuple):
        if isinstance(p, tuple) and isinstance(vc, tuple):
            if p[1] != vc[1]:
                return 0x7FC00000
            return 0x7F800000 | (0x80000000 if p[1] < 0 else 0)
        s = p[1] if isinstance(p, tuple) else vc[1]
        return 0x7F800000 | (0x80000000 if s < 0 else 0)
    r = p + vc
    if r == 0:
        # exact zero: +0 unless both addends are -0 (round to nearest)
        pneg = (p == 0 and psign < 0) or (p < 0)
        cneg = c >> 31 == 1
        if p == 0 and vc == 0:
            return 0x80000000 if (pneg and cneg) else 0
        return 0
    return to_f32(r)


def f32_to_f16_bits(b):
    if is_nan32(b):
        return 0x7E00 | ((b >> 13) & 0x3FF) | ((b >> 16) & 0x8000)
    s = (b >> 16) & 0x8000
    if (b & 0x7FFFFFFF) == 0x7F800000:
        return s | 0x7C00
    v = f32_val(b)
    if v == 0:
        return s
    return to_f16(v)


def clamp32(b):
    if is_nan32(b):
        return b
    v = f32_val(b)
    if isinstance(v, tuple):
        return 0 if v[1] < 0 else 0x3F800000
    if v == 0:
        return b  # a signed zero passes (the simulator's clamp: max(min(x, 1), 0) keeps -0)
    if v < 0:
        return 0
    return 0x3F800000 if v >= 1 else b


def clamp16(h):
    if (h & 0x7C00) == 0x7C00 and h & 0x3FF:
        return h
    if h == 0x8000:
        return h
    if h & 0x8000:
        return 0
    return 0x3C00 if (h & 0x7FFF) >= 0x3C00 else h


def evaluate(op, opsel, opsel_hi, neg, absm, clamp, s, old):
    ins = []
    for i in range(3):
        if not (opsel_hi >> i) & 1:
            v = s[i]
        elif (opsel >> i) & 1:
            v = f16_to_f32_bits(s[i] >> 16)
        else:
            v = f16_to_f32_bits(s[i] & 0xFFFF)
        ins.append(mods32(v, (absm >> i) & 1, (neg >> i) & 1))
    r = arith(ins[0], ins[1], ins[2], op.startswith("v_fma"))
    if op.endswith("_f32"):
        return clamp32(r) if clamp else r
    h = f32_to_f16_bits(r)
    if clamp:
        h = clamp16(h)
    if "mixlo" in op:
        return (old & 0xFFFF0000) | h
    return (old & 0xFFFF) | (h << 16)


F16 = [0x0000, 0x8000, 0x3C00, 0xC000, 0x3800, 0x7BFF, 0x0001, 0x03FF, 0x7C00, 0xFC00,
       0x7E00, 0x7C01, 0x3555, 0x4248]
F32 = [0x00000000, 0x80000000, 0x3F800000, 0xBFC00000, 0x7F7FFFFF, 0x00000100, 0x7F800000,
       0xFF800000, 0x7FC00001, 0x3EAAAAAB, 0x33800000, 0xC2F60000]


def main():
    rows = []
    ops = ["v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16",
           "v_mad_mix_f32", "v_mad_mixlo_f16", "v_mad_mixhi_f16"]
    k = 0
    for op in ops:
        for opsel_hi in range(8):
            for opsel in (0, 5, 2, 7):
                for mods in range(4):
                    neg = [0, 1, 4, 6][mods]
                    absm = [0, 2, 1, 5][mods]
                    for j in range(6):
                        k += 1
                        s = []
                        for i in range(3):
                            if (opsel_hi >> i) & 1:
                                lo = F16[(k * 7 + i * 3 + j) % len(F16)]
                                hi = F16[(k * 5 + i * 11 + j * 2 + 1) % len(F16)]
                                s.append(hi << 16 | lo)
                            else:
                                s.append(F32[(k * 3 + i * 5 + j) % len(F32)])
                        clamp = (k % 5) == 0
                        old = (0xDEAD << 16 | (k * 97) & 0xFFFF)
                        d = evaluate(op, opsel, opsel_hi, neg, absm, clamp, s, old)
                        rows.append((op, opsel, opsel_hi, neg, absm, int(clamp),
                                     s[0], s[1], s[2], old, d))
    with open(OUT, "w") as f:
        f.write("# generated by sim/tools/mix_vectors.py from the V_FMA_MIX_F32 / V_MAD_MIX_F32 "
                "pseudocode; op opsel opsel_hi neg abs clamp s0 s1 s2 old_d d (hex)\n")
        for r in rows:
            f.write(r[0] + "\t" + "\t".join("%x" % x for x in r[1:]) + "\n")
    print(len(rows), "vectors ->", os.path.relpath(OUT))


if __name__ == "__main__":
    main()
