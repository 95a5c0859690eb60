#!/usr/bin/env python3
"""Independent reference for the gfxc examples.

For every example NAME this script reads `examples/NAME.launch.json`, rebuilds the initial
buffers exactly as `/work/shared/launch-spec.md` says (SplitMix64 `random`, `iota`, `fill`,
`values`, `zero`), computes what the kernel in `examples/NAME.gir` means in plain Python, and
writes `examples/NAME.expected.json` with the buffers the kernel writes.

It never runs gfxc. f32 arithmetic is emulated exactly: every f32 operation is done in f64 (exact
or correctly rounded for +, -, *, /, sqrt of f32 operands, since f64 has more than 2*24+2 bits)
and then rounded to f32 with `struct`; fused multiply-adds are computed exactly with
`fractions.Fraction` and rounded once. The work-items of a work-group are simulated in the order
the kernel's barriers impose, so reductions and scans add in exactly the kernel's order.

Usage: python3 examples/reference/reference.py [NAME ...]   (no names: all examples)
Python 3 standard library only.
"""

import json
import math
import os
import struct
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.dirname(HERE)

M32 = (1 << 32) - 1
M64 = (1 << 64) - 1


# ---------------------------------------------------------------- integer helpers

def u32(x):
    return x & M32


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def u64(x):
    return x & M64


def s64(x):
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def sdiv(a, b):
    """C-style division rounding toward zero (operands as Python ints)."""
    assert b != 0
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def srem(a, b):
    return a - sdiv(a, b) * b


# ---------------------------------------------------------------- float helpers

def f32(x):
    """Round a Python float (f64) to the nearest f32, ties to even."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(b):
    return struct.unpack("<f", struct.pack("<I", b & M32))[0]


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def fadd(a, b):
    return f32(a + b)


def fsub(a, b):
    return f32(a - b)


def fmul(a, b):
    return f32(a * b)


def fdiv(a, b):
    return f32(a / b)


def fsqrt(a):
    return f32(math.sqrt(a))


def fmaxnum(a, b):
    """`fmax` = LLVM maxnum: the other operand if one is NaN. (Signed zeros do not occur in the
    data of the examples that use it.)"""
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return a if a >= b else b


def round_fraction(q, mant_bits, emin):
    """Round an exact rational to the nearest binary float with `mant_bits` significand bits
    (incl. the implicit one) and minimum normal exponent `emin`, ties to even. Returns a Python
    float (exact, since the result fits in f64). Overflow is not handled (not reached)."""
    if q == 0:
        return 0.0
    sign = -1 if q < 0 else 1
    q = abs(q)
    # exponent e with 2^e <= q < 2^(e+1)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    e = max(e, emin)
    scale = Fraction(2) ** (mant_bits - 1 - e)
    m = q * scale
    n = m.numerator // m.denominator
    rem = m - n
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1):
        n += 1
    return sign * float(Fraction(n) / scale)


def fma32(a, b, c):
    """f32 fused multiply-add: a*b+c exactly, rounded once to f32 (finite operands)."""
    p = a * b  # exact in f64: 24+24 significand bits
    if p == 0 or c == 0:
        return f32(p + c)  # exact in f64 (one addend is zero), IEEE signed-zero rules
    s = p + c
    r = f32(s)
    # TwoSum: err is the exact rounding error of s, so a*b+c == s + err exactly
    bp = s - c
    err = (p - bp) + (c - (s - bp))
    if err == 0 or r == s:
        # s is exact, or s is an f32 and the exact value lies within half an f64 ulp of it
        return r
    # Rounding s (not the exact value) to f32 is wrong only if s is an f32 midpoint.
    b = f32_bits(r)
    toward_up = (s > r) == (r > 0)
    r2 = bits_f32(b + 1 if toward_up else b - 1)
    if s * 2 != r + r2:
        return r
    exact = Fraction(p) + Fraction(c)
    return round_fraction(exact, 24, -126)


def fma64(a, b, c):
    """f64 fused multiply-add: exact, rounded once (int/int true division is correctly
    rounded in CPython)."""
    p = Fraction(a) * Fraction(b)
    exact = p + Fraction(c)
    if exact == 0:
        if p == 0 and c == 0:
            return (a * b) + c  # IEEE signed-zero rules
        return 0.0
    return exact.numerator / exact.denominator


def exp2_32(x):
    """exp2 of an f32, rounded to f32 (the interpreter computes it correctly rounded from f64;
    hardware is about 1 ulp: the expected files give a tolerance)."""
    return f32(2.0 ** x)


LOG2E_F32 = f32(1.4426950408889634)


# ---------------------------------------------------------------- launch spec

class SplitMix64:
    def __init__(self, seed):
        self.state = seed & M64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)


FLOAT_TYPES = ("f16", "f32", "f64")
INT_RANGES = {
    "i8": (-(1 << 7), (1 << 7) - 1), "u8": (0, (1 << 8) - 1),
    "i16": (-(1 << 15), (1 << 15) - 1), "u16": (0, (1 << 16) - 1),
    "i32": (-(1 << 31), (1 << 31) - 1), "u32": (0, (1 << 32) - 1),
    "i64": (-(1 << 63), (1 << 63) - 1), "u64": (0, (1 << 64) - 1),
}


def to_elem(ty, v):
    if ty == "f32":
        return f32(float(v))
    if ty == "f16":
        return f16(float(v))
    if ty == "f64":
        return float(v)
    lo, hi = INT_RANGES[ty]
    v = int(v)
    assert lo <= v <= hi, (ty, v)
    return v


def init_buffer(spec):
    ty, n, init = spec["type"], spec["len"], spec["init"]
    if init == "zero":
        return [to_elem(ty, 0)] * n
    if init == "iota":
        return [to_elem(ty, i) for i in range(n)]
    if "fill" in init:
        return [to_elem(ty, init["fill"])] * n
    if "values" in init:
        vals = [to_elem(ty, v) for v in init["values"]]
        assert len(vals) == n
        return vals
    if "random" in init:
        g = SplitMix64(init["random"])
        a, b = init["min"], init["max"]
        if ty in FLOAT_TYPES:
            a, b = float(a), float(b)
            return [to_elem(ty, a + (b - a) * ((g.next() >> 11) * 2.0 ** -53)) for _ in range(n)]
        a, b = int(a), int(b)
        return [to_elem(ty, a + g.next() % (b - a + 1)) for _ in range(n)]
    raise ValueError("unknown init %r" % (init,))


def arg_value(arg):
    """A scalar argument as the kernel sees it (f32 args rounded to f32)."""
    ((ty, v),) = arg.items()
    return to_elem(ty, v)


# ---------------------------------------------------------------- output

def fmt_float(ty, x):
    if math.isnan(x):
        return '"NaN"'
    if math.isinf(x):
        return '"inf"' if x > 0 else '"-inf"'
    if ty == "f64":
        s = repr(x)
    else:
        rnd = f32 if ty == "f32" else f16
        for p in range(1, 18):
            s = "%.*g" % (p, x)
            if rnd(float(s)) == x and math.copysign(1, float(s)) == math.copysign(1, x):
                break
        if "e" in s:
            m, e = s.split("e")
            s = m + "e" + str(int(e))
    back = float(s) if ty == "f64" else (f32 if ty == "f32" else f16)(float(s))
    assert struct.pack("<d", back) == struct.pack("<d", x), (s, x)
    if not any(c in s for c in ".en"):
        s += ".0"
    return s


def fmt_buffer(ty, vals):
    if ty in FLOAT_TYPES:
        return "[" + ", ".join(fmt_float(ty, v) for v in vals) + "]"
    return "[" + ", ".join(str(v) for v in vals) + "]"


def write_expected(name, launch, bufs, outputs, tolerance=None):
    """Write NAME.expected.json listing `outputs` (buffer names) in the launch's order."""
    parts = []
    for b in outputs:
        parts.append('    "%s": %s' % (b, fmt_buffer(launch["buffers"][b]["type"], bufs[b])))
    text = '{\n  "buffers": {\n' + ",\n".join(parts) + "\n  }"
    if tolerance:
        text += ',\n  "tolerance": ' + json.dumps(tolerance)
    text += "\n}\n"
    json.loads(text)  # well-formed
    with open(os.path.join(EXAMPLES, name + ".expected.json"), "w") as f:
        f.write(text)


def load_launch(name):
    with open(os.path.join(EXAMPLES, name + ".launch.json")) as f:
        launch = json.load(f)
    bufs = {k: init_buffer(v) for k, v in launch["buffers"].items()}
    return launch, bufs


def args_of(launch, bufs):
    """Arguments in order: a buffer argument becomes its name (offset must be 0), a scalar its
    value."""
    out = []
    for a in launch["args"]:
        if "buffer" in a:
            assert a.get("offset", 0) == 0
            out.append(a["buffer"])
        else:
            out.append(arg_value(a))
    return out


def gid_range(launch):
    """Global indices of the work-items of a 1D launch."""
    return range(launch["grid"][0])


# ---------------------------------------------------------------- the kernels

KERNELS = {}


def kernel(fn):
    KERNELS[fn.__name__] = fn
    return fn


@kernel
def saxpy(launch, bufs):
    x, y, a, n = args_of(launch, bufs)
    X, Y = bufs[x], bufs[y]
    for i in gid_range(launch):
        if i < n:
            Y[i] = fadd(fmul(a, X[i]), Y[i])
    return [y], None


@kernel
def daxpy(launch, bufs):
    n, a, x, y = args_of(launch, bufs)
    X, Y = bufs[x], bufs[y]
    for i in gid_range(launch):
        if i < n:
            Y[i] = fma64(a, X[i], Y[i])
    return [y], None


@kernel
def i64_math(launch, bufs):
    a, b, out, n = args_of(launch, bufs)
    A, B, O = bufs[a], bufs[b], bufs[out]
    for i in gid_range(launch):
        if i >= n:
            continue
        x, y = A[i], B[i]  # u64 bit patterns
        sx, sy = s64(x), s64(y)
        r0 = x * y + (sx >> (y & 63))
        r1 = ((x * y) >> 64) ^ (y << (x & 63))
        smin = x if sx < sy else y
        umin = x if x < y else y
        r2 = smin - umin
        smulhi = (sx * sy) >> 64  # floor shift of the exact signed product = high half
        r3 = (smulhi + (x >> 7)) ^ (s32(x) * 0x9E3779B97F4A7C15)
        O[4 * i:4 * i + 4] = [u64(r0), u64(r1), u64(r2), u64(r3)]
    return [out], None


@kernel
def int_divrem(launch, bufs):
    num32, den32, num64, den64, out32, out64, n = args_of(launch, bufs)
    N32, D32, N64, D64 = bufs[num32], bufs[den32], bufs[num64], bufs[den64]
    O32, O64 = bufs[out32], bufs[out64]
    for i in gid_range(launch):
        if i >= n:
            continue
        a, d = N32[i], D32[i] or 7
        O32[4 * i:4 * i + 4] = [s32(sdiv(a, d)), s32(srem(a, d)), s32(u32(a) // u32(d)), s32(u32(a) % u32(d))]
        a, d = N64[i], D64[i] or 7
        O64[4 * i:4 * i + 4] = [s64(sdiv(a, d)), s64(srem(a, d)), s64(u64(a) // u64(d)), s64(u64(a) % u64(d))]
    return [out32, out64], None


@kernel
def grid_stride(launch, bufs):
    x, y, n = args_of(launch, bufs)
    X, Y = bufs[x], bufs[y]
    grid = launch["grid"][0]
    for g in gid_range(launch):
        i = g
        while i < n:
            Y[i] = fma32(X[i], float(i & 15), Y[i])
            i += grid
    return [y], None


@kernel
def divergent_ifelse(launch, bufs):
    x, out, n = args_of(launch, bufs)
    X, O = bufs[x], bufs[out]
    for i in gid_range(launch):
        if i >= n:
            continue
        v = X[i]
        if v > 0:
            O[i] = fmul(fsqrt(v), 2.0)
        elif v < -5:
            O[i] = fmul(v, v)
        else:
            O[i] = fsub(1.0, v)
    return [out], None


@kernel
def divergent_loop(launch, bufs):
    src, out, n, cap = args_of(launch, bufs)
    S, O = bufs[src], bufs[out]
    for i in gid_range(launch):
        if i >= n:
            continue
        v, steps = S[i], 0
        while v != 1 and steps < cap:
            v = u32(3 * v + 1) if v & 1 else v >> 1
            steps += 1
        O[i] = steps
    return [out], None


def tree_reduce(vals, op):
    """The LDS tree of the examples: for s = len/2, ..., 1: vals[t] = op(vals[t], vals[t + s])
    for t < s."""
    vals = list(vals)
    s = len(vals) // 2
    while s:
        for t in range(s):
            vals[t] = op(vals[t], vals[t + s])
        s >>= 1
    return vals[0]


@kernel
def lds_reduce(launch, bufs):
    src, out, n = args_of(launch, bufs)
    S, O = bufs[src], bufs[out]
    grid, block = launch["grid"][0], launch["block"][0]
    assert block == 256 and grid % block == 0
    for g in range(grid // block):
        sums = []
        for t in range(block):
            acc, i = 0.0, g * block + t
            while i < n:
                acc = fadd(acc, S[i])
                i += grid
            sums.append(acc)
        O[g] = tree_reduce(sums, fadd)
    return [out], None


@kernel
def prefix_scan(launch, bufs):
    src, out, sums, n = args_of(launch, bufs)
    S, O, T = bufs[src], bufs[out], bufs[sums]
    grid, block = launch["grid"][0], launch["block"][0]
    assert block == 256 and grid % block == 0
    for g in range(grid // block):
        base = g * block
        buf = [S[base + t] if base + t < n else 0 for t in range(block)]
        off = 1
        while off < block:
            ys = [buf[t - off] if t >= off else 0 for t in range(block)]  # all reads ...
            buf = [s32(buf[t] + ys[t]) for t in range(block)]              # ... then all writes
            off <<= 1
        for t in range(block):
            if base + t < n:
                O[base + t] = buf[t]
        T[g] = buf[block - 1]
    return [out, sums], None


@kernel
def histogram(launch, bufs):
    keys, hist, total, maxkey, n = args_of(launch, bufs)
    K, H, T, M = bufs[keys], bufs[hist], bufs[total], bufs[maxkey]
    for i in gid_range(launch):
        if i < n:
            k = K[i]
            H[(k >> 10) & 63] = u32(H[(k >> 10) & 63] + 1)
            T[0] = u64(T[0] + (k & 255))
            M[0] = max(M[0], k)
    return [hist, total, maxkey], None


@kernel
def atomic_fmax(launch, bufs):
    src, result, n = args_of(launch, bufs)
    S, R = bufs[src], bufs[result]
    for i in gid_range(launch):
        if i < n:
            assert not math.isnan(S[i]) and S[i] != 0
            if not R[0] >= S[i]:
                R[0] = S[i]
    return [result], None


@kernel
def stencil2d(launch, bufs):
    src, out, W, H, pitch, c0, c1 = args_of(launch, bufs)
    S, O = bufs[src], bufs[out]
    gx, gy = launch["grid"][0], launch["grid"][1]
    for y in range(gy):
        for x in range(gx):
            if not (x < W and y < H):
                continue
            xl, xr = max(x - 1, 0), min(x + 1, W - 1)
            yu, yd = max(y - 1, 0), min(y + 1, H - 1)
            c = S[y * pitch + x]
            l, r = S[y * pitch + xl], S[y * pitch + xr]
            u, d = S[yu * pitch + x], S[yd * pitch + x]
            s = fadd(fadd(l, r), fadd(u, d))
            O[y * pitch + x] = fma32(c1, s, fmul(c0, c))
    return [out], None


@kernel
def sgemm_tiled(launch, bufs):
    a, b, c, M, N, K, lda, ldb, ldc, alpha, beta = args_of(launch, bufs)
    A, B, C = bufs[a], bufs[b], bufs[c]
    assert launch["block"][:2] == [16, 16]
    ktiles = (K + 15) // 16 * 16
    for row in range(M):
        for col in range(N):
            acc = 0.0
            for k in range(ktiles):  # padded terms are fma(0, 0, acc) == acc, computed anyway
                x = A[row * lda + k] if k < K else 0.0
                y = B[k * ldb + col] if k < K else 0.0
                acc = fma32(x, y, acc)
            C[row * ldc + col] = fma32(alpha, acc, fmul(beta, C[row * ldc + col]))
    return [c], None


@kernel
def softmax(launch, bufs):
    src, out, ncols, ld = args_of(launch, bufs)
    S, O = bufs[src], bufs[out]
    grid, block = launch["grid"][0], launch["block"][0]
    assert block == 128 and grid % block == 0
    for row in range(grid // block):
        base = row * ld
        # pass 1: lane maxima (starting at -inf), then the tree
        lane_max = []
        for t in range(block):
            m = -math.inf
            for c in range(t, ncols, block):
                m = fmaxnum(m, S[base + c])
            lane_max.append(m)
        m = tree_reduce(lane_max, fmaxnum)
        # pass 2: e = exp2((x - m) * log2e) in each lane's column order, lane sums, the tree
        lane_sum = []
        for t in range(block):
            s = 0.0
            for c in range(t, ncols, block):
                e = exp2_32(fmul(fsub(S[base + c], m), LOG2E_F32))
                O[base + c] = e
                s = fadd(s, e)
            lane_sum.append(s)
        s = tree_reduce(lane_sum, fadd)
        # pass 3
        for c in range(ncols):
            O[base + c] = fdiv(O[base + c], s)
    return [out], {"out": {"ulp": 4}}


def roundeven(x):
    """roundeven of a finite float (Python's round() is ties-to-even), keeping a zero's sign."""
    r = float(round(x))
    return math.copysign(r, x) if r == 0 else r


@kernel
def switch_call(launch, bufs):
    src, out, n = args_of(launch, bufs)
    S, O = bufs[src], bufs[out]
    for i in gid_range(launch):
        if i >= n:
            continue
        x = S[i]
        sel = int(math.floor(x)) & 3
        if sel == 0:
            v = fmul(x, 0.25)
            O[i] = min(max(v, 0.0), 1.0)
            assert v != 0
        elif sel == 1:
            O[i] = math.copysign(fsqrt(abs(x)), x)
        elif sel == 2:
            O[i] = roundeven(fmul(x, 3.5))
        else:
            O[i] = -x
    return [out], None


@kernel
def private_sort(launch, bufs):
    src, out, n = args_of(launch, bufs)
    S, O = bufs[src], bufs[out]
    for i in gid_range(launch):
        if i < n:
            O[8 * i:8 * i + 8] = sorted(S[8 * i:8 * i + 8])
    return [out], None


@kernel
def f16_vec(launch, bufs):
    a, h, out, hout, n = args_of(launch, bufs)
    A, H, O, HO = bufs[a], bufs[h], bufs[out], bufs[hout]
    for i in gid_range(launch):
        if i >= n:
            continue
        av = A[4 * i:4 * i + 4]
        p = [fmul(x, H[i]) for x in av]
        q = [p[3], av[2], p[1], av[0]]
        s = [fadd(x, y) for x, y in zip(p, q)]
        t = fsub(s[0], s[1])
        O[4 * i:4 * i + 4] = [s[0], s[1], s[2], t]
        HO[i] = f16(t)
    return [out, hout], None


# ---------------------------------------------------------------- main

def run(name):
    launch, bufs = load_launch(name)
    assert launch["kernel"] == name
    outputs, tolerance = KERNELS[name](launch, bufs)
    write_expected(name, launch, bufs, outputs, tolerance)


def main(argv):
    names = argv[1:] or sorted(KERNELS)
    for name in names:
        run(name)
        print("wrote examples/%s.expected.json" % name)


if __name__ == "__main__":
    main(sys.argv)
