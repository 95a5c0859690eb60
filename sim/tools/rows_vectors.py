#!/usr/bin/env python3
"""Test vectors for the ISA rows issue 16 closed last (session 8), each computed here from its
definition, independently of the simulator's Rust code:

- gfx942 fp8/bf8 conversions, from the CDNA pseudocode in tinygrad's str_pcode.py (read at
  generation time: the stochastic-rounding bit ranges `S1[31 : 12]` / `S1[31 : 11]` and the
  byte/word selects are taken from the pseudocode text and checked), with the FNUZ formats of
  the CDNA3 ISA manual (E4M3 bias 8, E5M2 bias 16, 0x80 the only NaN, no infinities, no -0)
  and round-to-nearest-even in exact rationals; overflow, infinities and NaNs give 0x80.
- `v_mqsad_u32_u8` from the CDNA/RDNA3 pseudocode (four `v_msad_u8`, 32-bit sums).
- the GFX6/GFX7 legacy transcendentals (no pseudocode exists): the Southern/Sea Islands
  manuals' special cases as docs/sim-float.md lists them, on correctly rounded f32 arithmetic
  (numpy) for the regular values.

Output: sim/tests/pcode/rows.tsv:  mnemonic sel s0 s1 s2 old_d d  (hex; s0, s2, d up to 128 bits;
`sel` = the byte/word/half select the test puts in SDWA src0_sel or VOP3 op_sel).
Usage: python3 sim/tools/rows_vectors.py      (needs numpy and tinygrad for the pseudocode)
"""
import importlib
import math
import os
import random
import re
from fractions import Fraction

import numpy as np

np.seterr(all="ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "pcode", "rows.tsv")

CDNA = importlib.import_module("tinygrad.runtime.autogen.amd.cdna.str_pcode").PCODE


def pcode(name):
    for k, v in CDNA.items():
        if k.name == name:
            return v
    raise KeyError(name)


# ---------------------------------------------------------------------------------------------
# f32 helpers

def f32(b):
    return np.array(b & 0xFFFFFFFF, dtype=np.uint32).view(np.float32)[()]


def bits32(x):
    return int(np.array(x, dtype=np.float32).view(np.uint32))


def f64(b):
    return np.array(b, dtype=np.uint64).view(np.float64)[()]


def bits64(x):
    return int(np.array(x, dtype=np.float64).view(np.uint64))


CANON32 = 0x7FC00000


def nan_rule32(x_bits, r):
    """The arithmetic NaN rule: a NaN source comes out quieted, an invalid result is 0x7fc00000."""
    if math.isnan(f32(x_bits)):
        return (x_bits | 0x400000) & 0xFFFFFFFF
    if math.isnan(r):
        return CANON32
    return bits32(r)


def nan_rule64(x_bits, r):
    if math.isnan(f64(x_bits)):
        return x_bits | (1 << 51)
    if math.isnan(r):
        return 0x7FF8000000000000
    return bits64(r)


# ---------------------------------------------------------------------------------------------
# FNUZ fp8 / bf8

def fmt(bf8):
    return (2, 16) if bf8 else (3, 8)  # mantissa bits, bias


def fp8_value(b, bf8):
    mb, bias = fmt(bf8)
    if b == 0x80:
        return None
    e = (b & 0x7F) >> mb
    m = b & ((1 << mb) - 1)
    if e == 0:
        v = Fraction(m, 1 << mb) * Fraction(2) ** (1 - bias)
    else:
        v = (1 + Fraction(m, 1 << mb)) * Fraction(2) ** (e - bias)
    return -v if b & 0x80 else v


GRID = {}


def grid(bf8):
    if bf8 not in GRID:
        GRID[bf8] = sorted((fp8_value(b, bf8), b) for b in range(0x80))  # non-negative values
    return GRID[bf8]


def to_fp8(xb, bf8):
    x = f32(xb)
    if not math.isfinite(x):
        return 0x80
    a = abs(Fraction(float(x)))
    g = grid(bf8)
    mx = g[-1][0]
    # Nearest grid value, ties to the even code (even mantissa LSB); beyond the largest
    # finite value by at least half a step: overflow.
    step = g[-1][0] - g[-2][0]
    if a >= mx + step / 2:
        return 0x80
    if a > mx:
        v, code = g[-1]
    else:
        best = min(g, key=lambda t: (abs(t[0] - a), t[1] & 1))
        v, code = best
    if v == 0:
        return 0
    return code | (0x80 if x < 0 else 0)


def fp8_f32_bits(b, bf8):
    v = fp8_value(b, bf8)
    return CANON32 if v is None else bits32(np.float32(float(v)))


# ---------------------------------------------------------------------------------------------
# rows

def fp8_rows(rng):
    out = []
    # The pseudocode's shapes, checked so that a changed manual fails here.
    cvt = pcode("V_CVT_F32_FP8_E32")
    assert "S0[15 : 8]" in cvt and "S0[31 : 24]" in cvt and "BYTE0 implied" in cvt
    pk = pcode("V_CVT_PK_F32_FP8_E32")
    assert "S0[31 : 16] : S0[15 : 0]" in pk and "D0[63 : 32].f32 = fp8_to_f32(tmp[15 : 8]" in pk
    pk8 = pcode("V_CVT_PK_FP8_F32")
    assert "[15 : 0].b16 = { f32_to_fp8(S1.f32), f32_to_fp8(S0.f32) }" in pk8
    assert "OPSEL[3].u32 == 0U" in pk8
    sr_bits = {}
    for name, bf8 in (("V_CVT_SR_FP8_F32", False), ("V_CVT_SR_BF8_F32", True)):
        src = pcode(name)
        lo = int(re.search(r"S1\[31 : (\d+)\]\.u32", src).group(1))
        assert "23'U(32'U(23'B(mantissa(S0.f32)))" in src and "OPSEL[3 : 2]" in src
        sr_bits[bf8] = lo
    f32_edges = [0, 0x80000000, 0x3F800000, 0xBF800000, 0x43700000, 0x43780000, 0x43800000,
                 0x477FE000, 0x47600000, 0x47700000, 0x7F800000, 0xFF800000, 0x7FC00000,
                 0x3C000000, 0x3A800000, 0x3A000000, 0x39800000, 0x37800000, 0x37000000,
                 0x36800000, 0x00000001, 0x3E000001, 0x3E100000, 0x3E080000, 0xC2F00000,
                 0x41880000, 0x41900000, 0x41980000]
    f32_vals = f32_edges + [rng.getrandbits(32) for _ in range(8)] + \
        [bits32(np.float32(rng.uniform(-300, 300))) for _ in range(12)]
    for bf8, tag in ((False, "fp8"), (True, "bf8")):
        # Byte 0 (the VOP1 form); the SDWA selects follow at the end of the list.
        for sel in range(1):
            for b in range(256):
                s0 = (b << (8 * sel)) | (rng.getrandbits(32) & ~(0xFF << (8 * sel)) & 0xFFFFFFFF)
                out.append((f"v_cvt_f32_{tag}", sel, s0, 0, 0, 0, fp8_f32_bits(b, bf8)))
        for sel in range(1):
            for _ in range(40):
                s0 = rng.getrandbits(32)
                w = (s0 >> (16 * sel)) & 0xFFFF
                d = fp8_f32_bits(w & 0xFF, bf8) | fp8_f32_bits(w >> 8, bf8) << 32
                out.append((f"v_cvt_pk_f32_{tag}", sel, s0, 0, 0, 0, d))
        for sel in range(2):
            for x in f32_vals:
                y = rng.choice(f32_vals)
                old = rng.getrandbits(32)
                pair = to_fp8(x, bf8) | to_fp8(y, bf8) << 8
                d = (old & 0xFFFF) | pair << 16 if sel else (old & 0xFFFF0000) | pair
                out.append((f"v_cvt_pk_{tag}_f32", sel, x, y, 0, old, d))
        for sel in range(4):
            for x in f32_vals:
                rnd = rng.getrandbits(32)
                old = rng.getrandbits(32)
                m = ((x & 0x7FFFFF) + (rnd >> sr_bits[bf8])) & 0x7FFFFF
                t = (x & 0xFF800000) | m
                sh = 8 * sel
                d = (old & ~(0xFF << sh) & 0xFFFFFFFF) | to_fp8(t, bf8) << sh
                out.append((f"v_cvt_sr_{tag}_f32", sel, x, rnd, 0, old, d))
    # The SDWA selects (bytes 1-3, word 1; session 9 added the SDWA forms to the ISA table),
    # from a generator of their own so the vectors above stay as they were.
    r2 = random.Random(942)
    for bf8, tag in ((False, "fp8"), (True, "bf8")):
        for sel in range(1, 4):
            for b in range(256):
                s0 = (b << (8 * sel)) | (r2.getrandbits(32) & ~(0xFF << (8 * sel)) & 0xFFFFFFFF)
                out.append((f"v_cvt_f32_{tag}", sel, s0, 0, 0, 0, fp8_f32_bits(b, bf8)))
        for _ in range(40):
            s0 = r2.getrandbits(32)
            w = s0 >> 16
            d = fp8_f32_bits(w & 0xFF, bf8) | fp8_f32_bits(w >> 8, bf8) << 32
            out.append((f"v_cvt_pk_f32_{tag}", 1, s0, 0, 0, 0, d))
    return out


def msad(s0, s1, s2):
    t = s2
    for i in range(4):
        a, b = (s0 >> (8 * i)) & 0xFF, (s1 >> (8 * i)) & 0xFF
        if b != 0:
            t += abs(a - b)
    return t & 0xFFFFFFFF


def mqsad_rows(rng):
    src = pcode("V_MQSAD_U32_U8_E64")
    windows = [(int(h), int(l)) for h, l in re.findall(r"v_msad_u8\(S0\[(\d+) : (\d+)\]", src)]
    assert sorted(windows) == [(31, 0), (39, 8), (47, 16), (55, 24)], windows
    out = []
    edge = [0, 0xFFFFFFFF, 0x01010101, 0xFF00FF00, 0x80808080]
    for _ in range(60):
        s0 = rng.getrandbits(64)
        s1 = rng.choice(edge + [rng.getrandbits(32)] * 3)
        s2 = rng.getrandbits(128) if rng.random() < 0.7 else (1 << 128) - 1
        d = 0
        for hi, lo in windows:
            k = lo // 8
            d |= msad((s0 >> lo) & 0xFFFFFFFF, s1, (s2 >> (32 * k)) & 0xFFFFFFFF) << (32 * k)
        out.append(("v_mqsad_u32_u8", 0, s0, s1, s2, 0, d))
    return out


def flush32(b):
    return b & 0x80000000 if b & 0x7F800000 == 0 else b


def legacy_rows(rng):
    out = []
    edges = [0, 0x80000000, 0x3F800000, 0xBF800000, 0x40800000, 0x00000001, 0x80000001,
             0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000,
             0x7FC00000, 0x7F800001, 0xC0800000, 0x3EAAAAAB, 0x00200000, 0x7F000000,
             0xC2FC0000, 0xC2FE0000, 0xC2FD0000, 0x42FE0000, 0x43000000, 0x3F000000]
    vals = edges + [rng.getrandbits(32) for _ in range(10)]
    MAX = np.float32(3.4028234663852886e38)
    for x in vals:
        xf = f32(x)
        r = np.float32(1) / xf
        if xf == 0 or math.isinf(r):
            r = np.float32(math.copysign(0.0, xf))
        out.append(("v_rcp_legacy_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))
        r = np.float32(1) / xf
        if math.isinf(r):
            r = np.float32(math.copysign(MAX, r))
        out.append(("v_rcp_clamp_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))
        xl = f32(flush32(x))

        def rsq(v):
            with np.errstate(all="ignore"):
                return np.float32(1.0 / np.sqrt(np.float64(v)))
        r = rsq(xl)
        if r == np.inf:
            r = np.float32(0)
        out.append(("v_rsq_legacy_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))
        r = rsq(xl)
        if math.isinf(r):
            r = np.float32(math.copysign(MAX, r))
        out.append(("v_rsq_clamp_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))

        def log2(v):
            v = float(v)
            if math.isnan(v) or v < 0:
                return np.float32(np.nan)
            if v == 0:
                return np.float32(-np.inf)
            if math.isinf(v):
                return np.float32(np.inf)
            return np.float32(math.log2(v))
        r = log2(xl)
        out.append(("v_log_legacy_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))
        if r == -np.inf:
            r = -MAX
        out.append(("v_log_clamp_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))
        v = float(xf)
        if v < -126.0:
            r = np.float32(0)
        elif math.isnan(v):
            r = np.float32(np.nan)
        else:
            r = np.float32(math.pow(2.0, v)) if v < 1024 else np.float32(np.inf)
        out.append(("v_exp_legacy_f32", 0, x, 0, 0, 0, nan_rule32(x, r)))
    edges64 = [0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 1, 0x8000000000000001,
               0x000FFFFFFFFFFFFF, 0x7FEFFFFFFFFFFFFF, 0x7FF0000000000000, 0xFFF0000000000000,
               0x7FF8000000000000, 0x7FF0000000000001, 0x4010000000000000, 0xC010000000000000]
    for x in edges64 + [rng.getrandbits(64) for _ in range(8)]:
        xf = f64(x)
        with np.errstate(all="ignore"):
            r = np.float64(1.0) / xf
        if math.isinf(r):
            r = math.copysign(np.finfo(np.float64).max, r)
        out.append(("v_rcp_clamp_f64", 0, x, 0, 0, 0, nan_rule64(x, r)))
        xl = f64(x & (1 << 63) if x & 0x7FF0000000000000 == 0 else x)
        with np.errstate(all="ignore"):
            r = np.float64(1.0) / np.sqrt(xl)
        if math.isinf(r):
            r = math.copysign(np.finfo(np.float64).max, r)
        out.append(("v_rsq_clamp_f64", 0, x, 0, 0, 0, nan_rule64(x, r)))
    return out


def round_frac(q, p, emin=-126, emax=127):
    """A rational rounded to nearest even with p significand bits (denormals below 2^emin);
    None when it overflows."""
    if q == 0:
        return Fraction(0)
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, emin)
    quantum = Fraction(2) ** (e - p + 1)
    n, r = divmod(a, quantum)
    if r > quantum / 2 or (r == quantum / 2 and n % 2 == 1):
        n += 1
    v = n * quantum
    if v >= Fraction(2) ** (emax + 1):
        return None
    return v if q > 0 else -v


def bf16_val(h):
    return f32((h & 0xFFFF) << 16)


def dot_rows(rng):
    """V_DOT2_F32_BF16 / V_DOT2_BF16_BF16 (RDNA3 pseudocode: tmp = S2; tmp += lo*lo; tmp +=
    hi*hi; in V_DOT2_BF16_BF16 tmp and each product are bf16), exact rationals, each step
    rounded once; NaNs: the first NaN of S2, S0.lo, S1.lo, S0.hi, S1.hi quieted, else an
    invalid operation (inf * 0, inf - inf) gives the default NaN."""
    for a, src in (("rdna3", "V_DOT2_F32_BF16"), ("rdna3", "V_DOT2_BF16_BF16")):
        m = importlib.import_module(f"tinygrad.runtime.autogen.amd.{a}.str_pcode").PCODE
        text = next(v for k, v in m.items() if k.name == src)
        assert text.index("tmp = S2") < text.index("[15 : 0]") < text.index("[31 : 16]"), text
    out = []
    edges = [0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0x7F81,
             0x0001, 0x8001, 0x0080, 0x4380, 0x3F81, 0x4B80, 0xC000]

    def pick():
        return rng.choice(edges) if rng.random() < 0.4 else rng.getrandbits(16)
    for acc16 in (False, True):
        for _ in range(300):
            s0 = pick() | pick() << 16
            s1 = pick() | pick() << 16
            if acc16:
                s2 = pick()
                acc_bits = s2 << 16
            else:
                s2 = rng.choice([0, 0x80000000, 0x7F800000, 0x4B800000, 0x7FC00000, 0x7F800001,
                                 0x00000001, rng.getrandbits(32), rng.getrandbits(32)])
                acc_bits = s2
            srcs = [acc_bits, (s0 & 0xFFFF) << 16, (s1 & 0xFFFF) << 16, (s0 >> 16) << 16,
                    (s1 >> 16) << 16]
            nan = next((x for x in srcs if math.isnan(f32(x))), None)
            if nan is not None:
                r = (nan | 0x400000) & 0xFFFFFFFF
            else:
                p = 8 if acc16 else 24

                def val(x):
                    v = f32(x)
                    return float(v) if math.isinf(v) else Fraction(float(v))
                t = val(acc_bits)
                invalid = False
                for i in range(2):
                    x, y = val(srcs[1 + 2 * i]), val(srcs[2 + 2 * i])
                    if isinstance(x, float) or isinstance(y, float):
                        if x == 0 or y == 0:
                            invalid = True
                            break
                        sign = (x > 0) == (y > 0)
                        prod = math.inf if sign else -math.inf
                    else:
                        # The product is an f32 (or bf16) multiply: exact in range, but it
                        # can overflow to an infinity or round below the denormals.
                        prod = x * y
                        q = round_frac(prod, 8 if acc16 else 24)
                        prod = q if q is not None else (math.inf if prod > 0 else -math.inf)
                    if isinstance(t, float) or isinstance(prod, float):
                        if isinstance(t, float) and isinstance(prod, float) and t != prod:
                            invalid = True
                            break
                        t = t if isinstance(t, float) else prod
                        continue
                    q = round_frac(t + prod, p)
                    t = q if q is not None else (math.inf if t + prod > 0 else -math.inf)
                if invalid:
                    r = CANON32
                elif isinstance(t, float):
                    r = bits32(np.float32(t))
                else:
                    r = bits32(np.float32(float(t)))
                    if t == 0:
                        r = 0  # an exact zero sum is +0 (round to nearest)
            if acc16:
                d = (r >> 16) & 0xFFFF
                out.append(("v_dot2_bf16_bf16", 0, s0, s1, s2, 0, d))
            else:
                out.append(("v_dot2_f32_bf16", 0, s0, s1, s2, 0, r))
    return out


def main():
    rng = random.Random(816)
    rows = fp8_rows(rng) + mqsad_rows(rng) + legacy_rows(rng) + dot_rows(rng)
    with open(OUT, "w") as f:
        f.write("# generated by sim/tools/rows_vectors.py; mnemonic sel s0 s1 s2 old_d d (hex)\n")
        for r in rows:
            f.write("\t".join([r[0], str(r[1])] + [f"{x:x}" for x in r[2:]]) + "\n")
    print(f"{len(rows)} vectors for {len({r[0] for r in rows})} instructions")


if __name__ == "__main__":
    main()
