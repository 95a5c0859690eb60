#!/usr/bin/env python3
"""Independent reference for the OpenCL C kernels of tests/opencl.

Writes NAME[.N].launch.json and NAME[.N].expected.json for every kernel from
its launch description below and a Python model of the kernel's OpenCL C
source (not of the generated .ll, and without running any gfxc code).

Standard library only. Buffers are initialised with the SplitMix64 generator
of ../../../shared/launch-spec.md (`random`), or `iota` / `fill` / `values` / `zero`.
Floating point is emulated per operation:
- f32 / f16 add, sub, mul, div, sqrt: the exact f64 result (or the f64 result,
  which is double-rounding safe for these operations: 53 >= 2 * 24 + 2) rounded
  to the element type with struct pack/unpack ('f', 'e');
- fma: exact with fractions.Fraction, then one rounding to the type;
- f64: Python floats (IEEE binary64, round to nearest even).

Usage: reference.py [OUTDIR]   (default: this directory)
"""

import json
import math
import os
import struct
import sys
from fractions import Fraction

MASK64 = (1 << 64) - 1


# ---------------------------------------------------------------- rounding


def f32(x):
    """Round an f64 to the nearest f32 (ties to even; too large: infinity)."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def f16(x):
    """Round an f64 to the nearest f16 (ties to even; too large: infinity)."""
    try:
        return struct.unpack("<e", struct.pack("<e", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


FORMATS = {  # precision p (with the hidden bit), minimum and maximum normal exponent
    "f16": (11, -14, 15),
    "f32": (24, -126, 127),
    "f64": (53, -1022, 1023),
}


def round_fraction(q, ty):
    """Round an exact rational to the nearest value of `ty` (ties to even)."""
    p, emin, emax = FORMATS[ty]
    if q == 0:
        return 0.0
    sign = -1 if q < 0 else 1
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    # now 2^e <= a < 2^(e+1)
    e = max(e, emin)
    scale = Fraction(2) ** (p - 1 - e)
    m = a * scale
    n = m.numerator // m.denominator
    r = m - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2 == 1):
        n += 1
    v = Fraction(n) / scale
    if v >= Fraction(2) ** (emax + 1):
        return sign * math.inf
    return sign * float(v)


def fma(a, b, c, ty):
    """Fused multiply-add: one rounding of the exact a * b + c."""
    if not all(map(math.isfinite, (a, b, c))):
        return a * b + c  # infinities and NaNs: no rounding involved
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return a * b + c  # the IEEE sign of an exact zero
    return round_fraction(exact, ty)


def bits32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_bits32(u):
    return struct.unpack("<f", struct.pack("<I", u & 0xFFFFFFFF))[0]


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def i32(v):
    return wrap(v, 32, True)


def u32(v):
    return wrap(v, 32, False)


def i64(v):
    return wrap(v, 64, True)


def trunc_div(a, b):
    """C integer division (truncates toward zero)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def fp_to_int(x):
    """C float -> integer conversion (truncation). Out of range, infinities and NaN are
    undefined (poison in LLVM): 0 here, and no launch compares such a result."""
    if not math.isfinite(x):
        return 0
    return int(math.trunc(x))


def minnum(a, b):
    return b if math.isnan(a) else a if math.isnan(b) else min(a, b)


def maxnum(a, b):
    return b if math.isnan(a) else a if math.isnan(b) else max(a, b)


def to_integral(x, how):
    """floor / ceil / trunc / rint (how = round: ties to even) of a float, keeping the
    IEEE sign of a zero result (ceil(-0.5) = -0.0)."""
    if not math.isfinite(x):
        return x
    return math.copysign(float(how(x)), x)


def div(a, b, rnd):
    """IEEE division a / b rounded by `rnd` (f32 or f16)."""
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
        return -math.inf if neg else math.inf
    return rnd(a / b)


def exp2(x):
    try:
        return 2.0**x
    except OverflowError:
        return math.inf


def log2(x):
    if x == 0:
        return -math.inf
    return math.log2(x) if x > 0 else math.nan


# ---------------------------------------------------------------- buffers


def splitmix64(seed):
    state = seed & MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


ROUND = {"f16": f16, "f32": f32, "f64": float}


def init_buffer(desc):
    ty, n, init = desc["type"], desc["len"], desc["init"]
    is_float = ty.startswith("f")
    rnd = ROUND.get(ty)
    if init == "zero":
        vals = [0] * n
    elif init == "iota":
        vals = list(range(n))
    elif "fill" in init:
        vals = [init["fill"]] * n
    elif "values" in init:
        names = {"NaN": math.nan, "inf": math.inf, "-inf": -math.inf}
        vals = [names.get(v, v) if isinstance(v, str) else v for v in init["values"]]
        assert len(vals) == n
    else:
        gen = splitmix64(init["random"])
        lo, hi = init["min"], init["max"]
        vals = []
        for _ in range(n):
            r = next(gen)
            if is_float:
                vals.append(lo + (hi - lo) * ((r >> 11) * 2.0**-53))
            else:
                vals.append(lo + r % (hi - lo + 1))
    if is_float:
        return [rnd(float(v)) for v in vals]
    return [int(v) for v in vals]


# ---------------------------------------------------------------- kernels
# Each model takes (launch, buffers) with buffers initialised, and updates
# the buffers in place. `args` are the launch's scalar arguments by name.


def groups_1d(launch):
    g, b = launch["grid"][0], launch["block"][0]
    for grp in range((g + b - 1) // b):
        yield grp, min(b, g - grp * b)


def k_lds_transpose(launch, buf, a):
    rows, cols = a["rows"], a["cols"]
    src, out = buf["in"], buf["out"]
    (gx, gy, _), (bx, by, _) = launch["grid"], launch["block"]
    assert bx == by == 16 and gx % 16 == 0 and gy % 16 == 0
    for GY in range(gy // 16):
        for GX in range(gx // 16):
            tile = [[None] * 17 for _ in range(16)]
            for ty in range(16):
                for tx in range(16):
                    c, r = GX * 16 + tx, GY * 16 + ty
                    ok = r < rows and c < cols
                    tile[ty][tx] = src[r * cols + c] if ok else -1.0
            for ty in range(16):
                for tx in range(16):
                    orow, ocol = GX * 16 + ty, GY * 16 + tx
                    if orow < cols and ocol < rows:
                        out[orow * rows + ocol] = f32(tile[tx][ty] * 2.0)


def k_block_scan(launch, buf, a):
    n, B = a["n"], 128
    for grp, size in groups_1d(launch):
        assert size == B
        cur = [buf["in"][grp * B + t] if grp * B + t < n else 0.0 for t in range(B)]
        off = 1
        while off < B:
            cur = [f32(cur[t] + cur[t - off]) if t >= off else cur[t] for t in range(B)]
            off <<= 1
        for t in range(B):
            if grp * B + t < n:
                buf["out"][grp * B + t] = cur[t]
        buf["sums"][grp] = cur[B - 1]


def k_atomic_int_scopes(launch, buf, a):
    n, B = a["n"], 64
    keys = buf["keys"]
    for grp, size in groups_1d(launch):
        active = [grp * B + t for t in range(size) if grp * B + t < n]
        lhist = [0] * 16
        for g in active:
            k = keys[g]
            lhist[k & 15] += 1
            buf["bits"][0] |= 1 << (k & 31)
            buf["bits"][1] &= u32(~(1 << ((k >> 5) & 31)))
            buf["bits"][2] ^= u32(k)
            buf["ext"][0] = max(buf["ext"][0], k)
            buf["ext"][1] = min(buf["ext"][1], k)
            buf["uext"][0] = max(buf["uext"][0], u32(k))
            buf["uext"][1] = min(buf["uext"][1], u32(k))
        # tickets 0 .. len(active)-1, one slot each
        for ticket in range(len(active)):
            buf["slots"][grp * B + ticket] += 1
        for t in range(min(16, size)):
            buf["hist"][t] = i32(buf["hist"][t] + lhist[t])


def k_atomic_float_cas(launch, buf, a):
    n, B = a["n"], 128
    keys = buf["keys"]
    total = Fraction(0)
    for grp, size in groups_1d(launch):
        xs = [f32(keys[g] * 0.125) for g in range(grp * B, grp * B + size) if g < n]
        s = Fraction(0)
        for x in xs:
            s += Fraction(x)
            assert f32(float(s)) == float(s)  # every partial sum is an exact f32
        total += s
        buf["grp_sum"][grp] = float(s)
        buf["grp_min"][grp] = min(xs) if xs else math.inf
        for x in xs:
            buf["gmax"][0] = max(buf["gmax"][0], x)
    assert f32(float(total)) == float(total)
    buf["gsum"][0] = f32(buf["gsum"][0] + float(total))


def k_collatz(launch, buf, a):
    n, limit, base = a["n"], a["limit"], a["base"]
    for g in range(min(n, launch["grid"][0])):
        x = buf["start"][g]
        p, s = x, 0
        while x != 1 and s < limit:
            x = u32(3 * x + 1) if x & 1 else x >> 1
            p = max(p, x)
            s += 1
        buf["steps"][g] = s
        buf["peak"][g] = p
        v, d = buf["start"][g], 0
        while True:
            d += v % base
            v //= base
            if v == 0:
                break
        buf["digits"][g] = u32(d)


def k_vec_ops(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        x = buf["a"][4 * g : 4 * g + 4]
        y = buf["b"][4 * g : 4 * g + 4]
        yr = y[::-1]  # .wzyx
        s = [f32(x[i] + yr[i]) for i in range(4)]
        p = [f32(x[i] * y[i]) for i in range(4)]
        m = [x[i] if x[i] > y[i] else y[i] for i in range(4)]
        h = [f32(s[i] * 0.5) for i in range(4)]
        r = [f32(h[i] - p[i]) for i in range(4)]
        buf["out4"][8 * g : 8 * g + 8] = [r[0], r[1], m[2], m[3], p[3], s[2], m[0], r[3]]
        u = buf["ia"][2 * g : 2 * g + 2]
        v = [i32(u[1] * 3 + (u[0] >> 2)), i32(u[0] * -5 + (u[1] >> 2))]
        w = [i32(v[i] ^ (0x55 if u[i] < 0 else -1)) for i in range(2)]
        fw = [f32(float(wi)) for wi in w]
        back = [fp_to_int(f32(fi * 0.25)) for fi in fw]
        buf["out2"][4 * g : 4 * g + 4] = w + back
        # ((x.x*y.x + x.y*y.y) + x.z*y.z) + x.w*y.w, contracted: fmuladd chain
        d = f32(x[0] * y[0])
        for i in range(1, 4):
            d = fma(x[i], y[i], d, "f32")
        buf["dot"][g] = d


def k_half_math(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        x, y = buf["a"][g], buf["b"][g]
        s = f16(x + y)
        p = f16(x * y)
        d = f16(x - y)
        q = fma(x, y, d, "f16")
        c = s if x > y else p
        yy = f16(y * y)
        dv = div(x, f16(yy + 1.0), f16)
        buf["out"][4 * g : 4 * g + 4] = [f16(s * d), q, c, dv]
        t = [f16(x * y), f16(y * x)]
        v = [f16(t[0] + 1.5), f16(t[1] - 2.0)]
        w = [vi if vi > 0.0 else -vi for vi in v]
        buf["out2"][2 * g : 2 * g + 2] = w
        # (float)x * (float)y is exact in f32, so fused or not the sum rounds once
        buf["wide"][g] = f32(x * y + s)
        buf["ints"][g] = i32(fp_to_int(f16(x * 8.0)) + fp_to_int(q))


def k_double_math(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        v = buf["x"][g]
        p = fma(fma(fma(0.125, v, -0.5, "f64"), v, 1.5, "f64"), v, -2.0, "f64")
        den = fma(v, v, 1.0, "f64")
        r = math.sqrt(abs(v)) / den
        f = math.floor(v * 3.0) - math.ceil(v)
        buf["out"][3 * g : 3 * g + 3] = [p, r, float(f)]
        big = fp_to_int(v * 1.0e12)
        l1 = i64(big ^ fp_to_int(v))
        l2 = fp_to_int(float(fp_to_int(v * 100.0)) / 7.0 * 1.0e6)
        buf["lout"][2 * g : 2 * g + 2] = [l1, i64(l2)]


def k_switch_branch(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        o, v = buf["op"][g], buf["x"][g]
        case = o & 7
        if case == 0:
            v, tag = f32(v * 2.0), 10
        elif case == 1:
            v, tag = -v, 11
        elif case in (2, 3):
            v, tag = f32(abs(v) + 1.0), 12
        elif case == 5:
            if v > 0.0:
                if v > 0.5:
                    v, tag = f32(v - 0.5), 13
                else:
                    tag = 14
            else:
                v, tag = 0.0, 15
        elif case in (6, 7):
            tag = 17 if case == 6 else 1
            v = f32(v * v)
        else:
            tag = 99
        if tag & 1:
            if g & 2:
                v = f32(v + 1.0)
            elif (o >> 3) & 1:
                v = f32(v - 1.0)
            else:
                tag += 100
        buf["out"][g] = v
        buf["path"][g] = tag


def k_noinline_calls(launch, buf, a):
    n, B = a["n"], 64

    def poly(x, a_, b_):
        return fma(fma(a_, x, b_, "f32"), x, 1.0, "f32")

    def count_bits(v, upto):
        return sum((v >> i) & 1 for i in range(upto))

    for grp, size in groups_1d(launch):
        assert size == B
        lds = [buf["x"][grp * B + t] if grp * B + t < n else 0.0 for t in range(B)]
        for t in range(B):
            g = grp * B + t
            if g >= n:
                continue
            v, nb = lds[t], lds[(t + 1) % B]
            bits = buf["bits"][g]
            r = v
            for _ in range(bits & 3):
                r = poly(r, 0.5, nb)
            buf["out"][g] = r
            buf["counts"][g] = count_bits(bits, bits >> 27) if bits & 4 else -1
            buf["acc"][g] = f32(1.0 + nb)
            buf["quads"][4 * g : 4 * g + 4] = [nb, v, float(t), r]


def k_math_builtins(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        x, y = buf["x"][g], buf["y"][g]
        buf["exact"][10 * g : 10 * g + 10] = [
            fma(x, y, -1.0, "f32"),
            f32(math.sqrt(abs(x))),
            minnum(x, y),
            maxnum(x, y),
            to_integral(f32(x * 4.0), math.floor),
            to_integral(f32(y * 4.0), math.ceil),
            to_integral(f32(x * 10.0), math.trunc),
            to_integral(f32(y * 10.0), round),
            math.copysign(y, x),
            div(x, y, f32),
        ]
        buf["approx"][2 * g : 2 * g + 2] = [
            f32(exp2(f32(x * 4.0))),
            f32(log2(f32(abs(y) + 0.5))),
        ]


def k_wave_shuffle(launch, buf, a):
    """Lanes exchange values only inside aligned segments of 32 work-items (the
    kernel's note): the model works segment by segment."""
    xs_all, out = buf["in"], buf["out"]
    n = launch["grid"][0]
    assert launch["block"][0] % 32 == 0 and n % 32 == 0
    for seg in range(0, n, 32):
        xs = xs_all[seg : seg + 32]
        s = list(xs)
        for k in (16, 8, 4, 2, 1):
            s = [u32(s[l] + s[l ^ k]) for l in range(32)]
        act = [v & 1 for v in xs]
        for l in range(32):
            g = seg + l
            quad = [1, 0, 3, 2][l & 3]
            r3 = (xs[l ^ 2] if act[l ^ 2] else 0) if act[l] else 7
            r4 = (xs[l ^ 5] if act[l ^ 5] else 0) if act[l] else 7
            out[5 * g : 5 * g + 5] = [s[l], xs[l ^ 1], xs[(l & ~3) | quad], r3, r4]


def k_transcendental(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        x, y = buf["x"][g], buf["y"][g]
        buf["approx"][7 * g : 7 * g + 7] = [
            f32(math.exp(x)),
            f32(10.0 ** f32(x * 0.25)),
            f32(math.log(f32(abs(y) + 0.25))),
            f32(math.log10(f32(abs(x) + 0.25))),
            f32(math.sin(x)),
            f32(math.cos(y)),
            f32(f32(abs(x) + 0.5) ** y),
        ]
        x8 = f32(x * 8.0)
        v4 = f32(x * 4.0)
        buf["exact"][4 * g : 4 * g + 4] = [
            f32(x * 2.0 ** (g % 16 - 8)),
            math.frexp(y)[0],
            math.copysign(math.floor(abs(v4) + 0.5), v4),
            # LLVM 19's AMDGPU frem: fma(-trunc(x / y), y, x), division correctly rounded.
            fma(-math.trunc(div(x8, 3.0, f32)), 3.0, x8, "f32"),
        ]
        buf["expo"][g] = math.frexp(y)[1]


def k_int_bits(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        x, y = buf["a"][g], buf["b"][g]
        assert y != -(2**31)  # abs(INT_MIN) is undefined in C
        r = y & 31
        sx = i32(x)
        buf["out"][10 * g : 10 * g + 10] = [
            bin(x).count("1"),
            32 - x.bit_length(),
            (x & -x).bit_length() - 1 if x else 32,
            u32((x << r) | (x >> ((32 - r) & 31))),
            int(format(x, "032b")[::-1], 2),
            u32(abs(y)),
            u32(min(y, sx)),
            max(x, u32(y)),
            u32((y * sx) >> 32),
            ((x >> 4) & 0x0F0F0F0F) | ((x << 4) & 0xF0F0F0F0),
        ]


def k_byte_swap(launch, buf, a):
    n = a["n"]
    for g in range(min(n, launch["grid"][0])):
        x = buf["a"][g]
        h = x & 0xFFFF
        buf["out"][2 * g : 2 * g + 2] = [
            int.from_bytes(x.to_bytes(4, "little"), "big"),
            ((h >> 8) | (h << 8)) & 0xFFFF,
        ]


# ---------------------------------------------------------------- launches



def hidden_v5(launch):
    """The hidden-argument block (code object V5) as the runtime fills it: bytes 0..72."""
    g, b = launch["grid"], launch["block"]
    blk = bytearray(72)
    for d in range(3):
        struct.pack_into("<I", blk, 4 * d, g[d] // b[d])
        struct.pack_into("<H", blk, 12 + 2 * d, b[d])
        struct.pack_into("<H", blk, 18 + 2 * d, g[d] % b[d])
        struct.pack_into("<Q", blk, 40 + 8 * d, 0)
    dims = max([d + 1 for d in range(3) if g[d] > 1] or [1])
    struct.pack_into("<H", blk, 64, dims)
    return blk, dims


def k_ids3d(launch, buf, a):
    g, b = launch["grid"], launch["block"]
    _, dims = hidden_v5(launch)
    out = buf["out"]
    for z in range(g[2]):
        for y in range(g[1]):
            for x in range(g[0]):
                p = (x, y, z)
                o = 20 * ((z * g[1] + y) * g[0] + x)
                for d in range(3):
                    grp, full = p[d] // b[d], g[d] // b[d]
                    out[o + d] = p[d]
                    out[o + 3 + d] = p[d] % b[d]
                    out[o + 6 + d] = grp
                    out[o + 9 + d] = b[d] if grp < full else g[d] % b[d]
                    out[o + 12 + d] = full + (g[d] % b[d] != 0)
                    out[o + 15 + d] = g[d]
                out[o + 18] = dims
                out[o + 19] = b[1]


def k_stencil2d_ids(launch, buf, a):
    w, h = launch["grid"][0], launch["grid"][1]
    src, out = buf["in"], buf["out"]
    for y in range(h):
        for x in range(w):
            xl, xr = max(x - 1, 0), min(x + 1, w - 1)
            yu, yd = max(y - 1, 0), min(y + 1, h - 1)
            c = src[y * w + x]
            # 0.5 * c + 0.125 * (l + r), then + 0.125 * (u + d): the products by powers of
            # two are exact, so fused (llvm.fmuladd) and separate roundings agree.
            t = f32(0.125 * f32(src[y * w + xl] + src[y * w + xr]))
            acc = f32(0.5 * c + t)
            out[y * w + x] = f32(0.125 * f32(src[yu * w + x] + src[yd * w + x]) + acc)


def k_scalars(launch, buf, a):
    out = buf["out"]
    i = a["i"]
    lo, hi = i & 0xFFFFFFFF, (i >> 32) & 0xFFFFFFFF
    k = a["k"]
    kx, ky = i32(k & 0xFFFFFFFF), i32(k >> 32)
    m = a["m"]
    mx = struct.unpack("<f", struct.pack("<I", m & 0xFFFFFFFF))[0]
    my = struct.unpack("<f", struct.pack("<I", m >> 32))[0]
    for t in range(launch["grid"][0]):
        o = 20 * t
        vals = [a["a"], a["b"], a["c"], a["d"], a["e"], int(a["f"] * 4.0), i32(a["g"] + t),
                a["h"], i32(lo), i32(hi), int(f32(a["j"] * 2.0)), kx, ky, a["l"],
                int(mx), int(my), i32(a["a"] * a["c"] + a["h"])]
        out[o:o + len(vals)] = vals


def k_hidden_bytes(launch, buf, a):
    blk, _ = hidden_v5(launch)
    o = buf["out"]

    def rd(fmt, off):
        return struct.unpack_from(fmt, blk, off)[0]

    for k in range(24):
        o[k] = blk[k]
        o[24 + k] = rd("<H", k) if k + 2 <= 24 else 0
        o[48 + k] = rd("<I", k) if k + 4 <= 24 else 0
        o[72 + k] = (rd("<Q", k) >> 8) & 0xFFFFFFFF if k + 8 <= 24 else 0
        o[96 + k] = rd("<I", k) if k + 4 <= 24 else 0
    for k in range(40, 66):
        q = 120 + k - 40
        o[q] = blk[k]
        o[26 + q] = rd("<H", k) if k + 2 <= 66 else 0
        o[52 + q] = rd("<I", k) if k + 4 <= 66 else 0
        o[78 + q] = (rd("<Q", k) >> 16) & 0xFFFFFFFF if k + 8 <= 66 else 0



def k_hotspot(launch, buf, a):
    """Pyramid-blocked heat stencil (hotspot.cl), every f32 operation rounded in source order."""
    T = 16
    iters, cols, rows = a["iters"], a["cols"], a["rows"]
    bcols, brows = a["border_cols"], a["border_rows"]
    power, src, dst = buf["power"], buf["src"], buf["dst"]
    sdc = f32(a["step"] / a["cap"])
    rx1, ry1, rz1 = f32(1.0 / a["rx"]), f32(1.0 / a["ry"]), f32(1.0 / a["rz"])
    amb = 80.0
    gx, gy = launch["grid"][0] // T, launch["grid"][1] // T
    small = T - 2 * iters
    for by in range(gy):
        for bx in range(gx):
            blk_y, blk_x = small * by - brows, small * bx - bcols
            blk_ymax, blk_xmax = blk_y + T - 1, blk_x + T - 1
            temp = [[None] * T for _ in range(T)]
            pw = [[None] * T for _ in range(T)]
            for ty in range(T):
                for tx in range(T):
                    y, x = blk_y + ty, blk_x + tx
                    if 0 <= y <= rows - 1 and 0 <= x <= cols - 1:
                        temp[ty][tx] = src[cols * y + x]
                        pw[ty][tx] = power[cols * y + x]
            vy_min = -blk_y if blk_y < 0 else 0
            vy_max = T - 1 - (blk_ymax - rows + 1) if blk_ymax > rows - 1 else T - 1
            vx_min = -blk_x if blk_x < 0 else 0
            vx_max = T - 1 - (blk_xmax - cols + 1) if blk_xmax > cols - 1 else T - 1
            computed = {}
            for i in range(iters):
                computed = {}
                for ty in range(T):
                    for tx in range(T):
                        if not (i + 1 <= tx <= T - i - 2 and i + 1 <= ty <= T - i - 2
                                and vx_min <= tx <= vx_max and vy_min <= ty <= vy_max):
                            continue
                        n, s = max(ty - 1, vy_min), min(ty + 1, vy_max)
                        w, e = max(tx - 1, vx_min), min(tx + 1, vx_max)
                        c = temp[ty][tx]
                        c2 = f32(2.0 * c)
                        v = f32(pw[ty][tx] + f32(f32(f32(temp[s][tx] + temp[n][tx]) - c2) * ry1))
                        v = f32(v + f32(f32(f32(temp[ty][e] + temp[ty][w]) - c2) * rx1))
                        v = f32(v + f32(f32(amb - c) * rz1))
                        computed[(ty, tx)] = f32(c + f32(sdc * v))
                if i == iters - 1:
                    break
                for (ty, tx), v in computed.items():
                    temp[ty][tx] = v
            for (ty, tx), v in computed.items():
                dst[cols * (blk_y + ty) + blk_x + tx] = v


def rnd(seed, lo, hi):
    return {"random": seed, "min": lo, "max": hi}


def fill(v):
    return {"fill": v}


def B(ty, n, init):
    return {"type": ty, "len": n, "init": init}


# int_vec: sub-dword vectors and integer intrinsics (lane values unpacked by hand).
def iv_u8(x): return x & 0xff
def iv_s8(x): x &= 0xff; return x - 256 if x & 0x80 else x
def iv_u16(x): return x & 0xffff
def iv_s16(x): x &= 0xffff; return x - 65536 if x & 0x8000 else x
def iv_u32(x): return x & 0xffffffff
def iv_s32(x): x &= 0xffffffff; return x - 2**32 if x & 0x80000000 else x
def iv_lanes(v, n, bits): return [(v >> (bits * k)) & ((1 << bits) - 1) for k in range(n)]
def iv_pack(ls, bits): return sum((l & ((1 << bits) - 1)) << (bits * k) for k, l in enumerate(ls))
def iv_sat(v, lo, hi): return max(lo, min(hi, v))
def iv_rotl(x, r): r &= 31; return iv_u32((x << r) | (x >> ((32 - r) & 31)))
def iv_rotr(x, r): r &= 31; return iv_u32((x >> r) | (x << ((32 - r) & 31)))
def iv_clz(x): return 32 - x.bit_length()
def iv_ctz(x): return (x & -x).bit_length() - 1

def k_int_vec(launch, buf, a):
    A, B, S, W = buf["a"], buf["b"], buf["s"], buf["w"]
    o4, o = buf["o4"], buf["o"]
    n = min(a["n"], launch["grid"][0])
    for g in range(n):
            x = iv_lanes(A[g], 4, 8); y = [iv_s8(v) for v in iv_lanes(B[g], 4, 8)]
            z = [iv_s16(v) for v in iv_lanes(S[g], 2, 16)]; u = W[g]; i = iv_s32(u)
            o4[4*g+0] = iv_pack([x[k] + iv_u8(y[k]) * 3 for k in range(4)], 8)
            xr = x[::-1]
            o4[4*g+1] = iv_pack([min(255, x[k] + xr[k]) for k in range(4)], 8)
            ys = [y[1], y[0], y[3], y[2]]
            o4[4*g+2] = iv_pack([iv_sat(y[k] - ys[k], -128, 127) for k in range(4)], 8)
            ab = [abs(v) for v in y]  # abs of -128 wraps to -128 (0x80)
            mx = [max(x[k], iv_u8(y[k])) >> 1 for k in range(4)]
            o4[4*g+3] = iv_pack([iv_u8(ab[k]) ^ mx[k] for k in range(4)], 8)
            r = [0] * 16
            r[0] = A[g]
            yz = [y[2], y[0], y[1], y[3]]
            r[1] = iv_u32(iv_pack(yz, 8) + iv_pack([min(v, -5) for v in y], 8))
            r[2] = iv_pack([iv_sat(z[0] + z[1], -32768, 32767), iv_sat(z[1] + z[0], -32768, 32767)], 16)
            zu = [iv_u16(v) for v in z]
            r[3] = iv_pack([max(0, zu[0] - 1000), max(0, zu[1] - 40000)], 16)
            t = i + iv_s32(x[0] << 24)
            r[4] = 0xdead if not (-2**31 <= t < 2**31) else iv_u32(t)
            m = u * (iv_u8(y[1]) if False else (y[1] & 0xffffffff) & 0xffff)
            r[5] = 0xbeef if m >= 2**32 else m
            uu = u if m >= 2**32 else m  # u is overwritten by the product (wrapped) either way
            uu = iv_u32(m)
            r[6] = iv_rotl(uu, x[1])
            r[7] = iv_rotr(uu, y[2] & 0xffffffff)
            bs16 = ((zu[0] >> 8) | (zu[0] << 8)) & 0xffff
            r[8] = int.from_bytes(A[g].to_bytes(4, "little"), "big") ^ bs16
            r[9] = iv_u32(bin(uu).count("1") + (bin((uu * 0x10001) & (2**64 - 1)).count("1") << 8))
            r[10] = iv_clz(uu) if uu else 99
            r[11] = iv_ctz(uu) if uu else 99
            r[12] = iv_u32(abs(iv_s32(u ^ 0x40000000)))
            r[13] = iv_u32((i * iv_s32(B[g])) >> 32)
            r[14] = iv_u32((uu * A[g]) >> 32)
                # The char operands are promoted to int first: the difference never saturates.
            r[15] = iv_u8(y[3] - iv_s8(x[2]))
            o[16*g:16*g+16] = r


IV_EDGE = [0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x80000001, 0xFFFFFFFF,
           0x7FFFFFFF, 0x01010101, 0x80808080, 0x7F7F7F7F, 0xFF00FF00, 0x00FF00FF,
           0x12345678, 0x9ABCDEF0, 0xFFFF8000, 0x00008000, 0x7FFF7FFF, 0x80018001,
           0x00010000, 0x40000001, 0xC0000000, 0x0000FFFF, 0xFFFE0001, 0x00000002,
           0x01000000, 0x80000080, 0x7F80807F, 0x3FFFFFFF] * 2

# Each launch: name (file stem), kernel model, grid, block, args (list of
# (name, launch-spec arg) pairs: buffers by name, scalars named for the model),
# buffers, outputs (compared buffers), tolerance, float_width, note.
MATH_X = ["NaN", 1.0, "-inf", "inf", 1e-40, -1e-40, 3e38, -3e38, 0.5, -0.5, 2.5, -2.5,
          -0.05, 4194304.5, 1e-45, -0.0, 0.0, 100.0, -100.0, 7.0, 1.0, -3.0, 0.1, -0.1,
          1e30, -1e-30, 65504.0, 2.0, 0.75, -0.75, 3.0, "NaN"]
MATH_Y = [2.0, "NaN", 0.25, -0.25, 0.75, -0.75, -0.1, 0.1, 0.0, -0.0, "inf", "-inf",
          1e-40, -1e-40, 3.0, 5.0, -5.0, 1e-45, -1e-45, 7.0, -1.0, 0.5, 3e38, -3e38,
          1e-30, 1e30, 0.35, 0.45, -0.45, 0.15, -0.35, "NaN"]
HALF_A = [65504.0, -65504.0, 6e-08, -6e-08, 1e-05, -3e-05, 300.0, -300.0, 0.0, -0.0, "NaN",
          "inf", "-inf", 2.0, 0.5, 255.9, 1.0, -1.0, 0.001, 1000.0, 4.0, -0.25, 3.0, "NaN"]
HALF_B = [2.0, 0.5, 0.5, 1.0, 1e-05, 2.0, 300.0, 256.0, -0.0, 0.0, 1.0, 2.0, "inf", "NaN",
          6e-08, -255.9, 65504.0, -65504.0, 0.001, -1000.0, 1e-07, -0.25, 0.0, "-inf"]

LAUNCHES = [
    dict(
        name="int_vec", model=k_int_vec, grid=[512, 1, 1], block=[128, 1, 1],
        args=[("a", None), ("b", None), ("s", None), ("w", None), ("o4", None), ("o", None),
              ("n", {"i32": 500})],
        buffers={
            "a": B("u32", 512, rnd(631, 0, 4294967295)),
            "b": B("u32", 512, rnd(632, 0, 4294967295)),
            "s": B("u32", 512, rnd(633, 0, 4294967295)),
            "w": B("u32", 512, rnd(634, 0, 4294967295)),
            "o4": B("u32", 2048, fill(7)),
            "o": B("u32", 8192, fill(7)),
        },
        outputs=["o4", "o"],
        note="char4/uchar4/short2 as u32 words (lane k in byte/half k). n = 500 < grid: "
        "outputs past n keep 7. Exact.",
    ),
    dict(
        name="int_vec.2", model=k_int_vec, grid=[64, 1, 1], block=[64, 1, 1],
        args=[("a", None), ("b", None), ("s", None), ("w", None), ("o4", None), ("o", None),
              ("n", {"i32": 64})],
        buffers={
            "a": B("u32", 64, {"values": IV_EDGE}),
            "b": B("u32", 64, {"values": IV_EDGE[::-1]}),
            "s": B("u32", 64, {"values": IV_EDGE[7:] + IV_EDGE[:7]}),
            "w": B("u32", 64, {"values": IV_EDGE[13:] + IV_EDGE[:13]}),
            "o4": B("u32", 256, fill(7)),
            "o": B("u32", 1024, fill(7)),
        },
        outputs=["o4", "o"],
        note="edge lanes: 0, 1, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, INT_MIN+1, "
        "UINT_MAX ... in every byte position (saturation, overflow, zero counts). Exact.",
    ),
    dict(
        name="lds_transpose", model=k_lds_transpose, grid=[48, 48, 1], block=[16, 16, 1],
        args=[("in", None), ("out", None), ("rows", {"i32": 37}), ("cols", {"i32": 45})],
        buffers={"in": B("f32", 37 * 45, rnd(601, -10.0, 10.0)), "out": B("f32", 1700, fill(-7.0))},
        outputs=["out"],
        note="37x45 matrix (not multiples of 16): 3x3 groups of 16x16, whole groups because "
        "every lane loads a tile element another lane reads; tile elements past the edge are -1 "
        "and never stored. out[1665..1700) keeps -7. Exact (x2 and a copy).",
    ),
    dict(
        name="lds_transpose.2", model=k_lds_transpose, grid=[32, 16, 1], block=[16, 16, 1],
        args=[("in", None), ("out", None), ("rows", {"i32": 16}), ("cols", {"i32": 32})],
        buffers={"in": B("f32", 512, "iota"), "out": B("f32", 520, fill(-7.0))},
        outputs=["out"],
        note="16x32 (whole tiles, no edge): out = 2 * transpose(iota). Exact.",
    ),
    dict(
        name="block_scan", model=k_block_scan, grid=[1024, 1, 1], block=[128, 1, 1],
        args=[("in", None), ("out", None), ("sums", None), ("n", {"i32": 1000})],
        buffers={
            "in": B("f32", 1024, rnd(602, -1.0, 1.0)),
            "out": B("f32", 1024, fill(5.0)),
            "sums": B("f32", 8, fill(0.0)),
        },
        outputs=["out", "sums"],
        note="8 whole groups of 128 (lanes read each other's LDS cells); n = 1000: the last "
        "group scans 104 inputs and 24 zeros, out[1000..] keeps 5. The Hillis-Steele order of "
        "the f32 additions is fixed by the kernel, so the result is exact.",
    ),
    dict(
        name="atomic_int_scopes", model=k_atomic_int_scopes, grid=[1000, 1, 1], block=[64, 1, 1],
        args=[("keys", None), ("hist", None), ("bits", None), ("ext", None), ("uext", None),
              ("slots", None), ("n", {"i32": 990})],
        buffers={
            "keys": B("i32", 1000, rnd(603, -100000, 100000)),
            "hist": B("i32", 16, "zero"),
            "bits": B("u32", 3, {"values": [0, 4294967295, 0]}),
            "ext": B("i32", 2, {"values": [-2147483648, 2147483647]}),
            "uext": B("u32", 2, {"values": [0, 4294967295]}),
            "slots": B("i32", 1024, "zero"),
        },
        outputs=["hist", "bits", "ext", "uext", "slots"],
        note="16 groups of 64, the last partial (40 lanes); n = 990 < grid 1000. Integer "
        "atomics at work_group (LDS), sub_group, device and all_svm_devices scope: every output "
        "is independent of the order of the atomics (slots: each active lane's ticket slot "
        "becomes 1). Exact.",
    ),
    dict(
        name="atomic_float_cas", model=k_atomic_float_cas, grid=[1000, 1, 1], block=[128, 1, 1],
        args=[("keys", None), ("gsum", None), ("gmax", None), ("grp_sum", None),
              ("grp_min", None), ("n", {"i32": 997})],
        buffers={
            "keys": B("i32", 1000, rnd(604, -1000, 1000)),
            "gsum": B("f32", 1, fill(0.5)),
            "gmax": B("f32", 1, fill(-1e30)),
            "grp_sum": B("f32", 8, fill(-1.0)),
            "grp_min": B("f32", 8, fill(-1.0)),
        },
        outputs=["gsum", "gmax", "grp_sum", "grp_min"],
        note="8 groups of 128, the last partial (104 lanes); n = 997. Float add/min/max by "
        "compare-exchange loops on the bit pattern; values are keys/8 with |keys| <= 1000, so "
        "every partial sum is exact in f32 and the results do not depend on the order. Exact.",
    ),
    dict(
        name="collatz", model=k_collatz, grid=[2000, 1, 1], block=[256, 1, 1],
        args=[("start", None), ("steps", None), ("peak", None), ("digits", None),
              ("n", {"i32": 1990}), ("limit", {"i32": 120}), ("base", {"u32": 7})],
        buffers={
            "start": B("u32", 2000, rnd(605, 1, 100000)),
            "steps": B("i32", 2000, fill(-1)),
            "peak": B("u32", 2000, "zero"),
            "digits": B("u32", 2000, "zero"),
        },
        outputs=["steps", "peak", "digits"],
        note="partial last group (208 lanes); n = 1990: outputs past n keep their fill. limit "
        "120 caps some trajectories; base-7 digit sums. Exact (u32 arithmetic).",
    ),
    dict(
        name="collatz.2", model=k_collatz, grid=[512, 1, 1], block=[64, 1, 1],
        args=[("start", None), ("steps", None), ("peak", None), ("digits", None),
              ("n", {"i32": 512}), ("limit", {"i32": 1000}), ("base", {"u32": 10})],
        buffers={
            "start": B("u32", 512, rnd(606, 1, 1000000)),
            "steps": B("i32", 512, fill(-1)),
            "peak": B("u32", 512, "zero"),
            "digits": B("u32", 512, "zero"),
        },
        outputs=["steps", "peak", "digits"],
        note="no cap reached (limit 1000), decimal digit sums, whole groups. Exact.",
    ),
    dict(
        name="vec_ops", model=k_vec_ops, grid=[512, 1, 1], block=[64, 1, 1],
        args=[("a", None), ("b", None), ("out4", None), ("ia", None), ("out2", None),
              ("dot", None), ("n", {"i32": 500})],
        buffers={
            "a": B("f32", 2048, rnd(607, -4.0, 4.0)),
            "b": B("f32", 2048, rnd(608, -4.0, 4.0)),
            "out4": B("f32", 4096, fill(9.0)),
            "ia": B("i32", 1024, rnd(609, -134217728, 134217728)),
            "out2": B("i32", 2048, "zero"),
            "dot": B("f32", 512, fill(9.0)),
        },
        outputs=["out4", "out2", "dot"],
        tolerance={"dot": {"rel": 0, "abs": 3.1e-05}},
        note="n = 500 < grid 512: outputs past n keep their fill. out4 and out2 are exact "
        "(int2 values up to 7e8 make the int->float conversion round). dot is a chain of "
        "llvm.fmuladd (contracted a*b+c): fused or not; |a|,|b| <= 4 bound the difference "
        "between any two evaluations by 2 * 4 * 2^-24 * 64 < 3.1e-5 (abs).",
    ),
    dict(
        name="half_math", model=k_half_math, grid=[1024, 1, 1], block=[128, 1, 1],
        args=[("a", None), ("b", None), ("out", None), ("out2", None), ("wide", None),
              ("ints", None), ("n", {"i32": 1000})],
        buffers={
            "a": B("f16", 1024, rnd(610, -4.0, 4.0)),
            "b": B("f16", 1024, rnd(611, -4.0, 4.0)),
            "out": B("f16", 4096, fill(-1.0)),
            "out2": B("f16", 2048, fill(-1.0)),
            "wide": B("f32", 1024, fill(-1.0)),
            "ints": B("i32", 1024, "zero"),
        },
        outputs=["out", "out2", "wide", "ints"],
        note="n = 1000 < grid: outputs past n keep their fill. Every f16 operation rounds to "
        "f16 (no contraction across statements; llvm.fma.f16 rounds once); wide is an "
        "llvm.fmuladd.f32 whose product (f16 x f16) is exact in f32, so fused and unfused "
        "agree. Exact.",
    ),
    dict(
        name="half_math.2", model=k_half_math, grid=[24, 1, 1], block=[24, 1, 1],
        args=[("a", None), ("b", None), ("out", None), ("out2", None), ("wide", None),
              ("ints", None), ("n", {"i32": 24})],
        buffers={
            "a": B("f16", 24, {"values": HALF_A}),
            "b": B("f16", 24, {"values": HALF_B}),
            "out": B("f16", 96, fill(-1.0)),
            "out2": B("f16", 48, fill(-1.0)),
            "wide": B("f32", 24, fill(-1.0)),
            "ints": B("i32", 24, "zero"),
        },
        outputs=["out", "out2", "wide"],
        note="f16 special values: the largest finite (65504) and overflow to inf, subnormals "
        "(6e-08 is the smallest), signed zeros, NaN and infinities. ints is not compared: "
        "converting inf or NaN to int is poison in LLVM. Exact (any NaN matches any NaN).",
    ),
    dict(
        name="double_math", model=k_double_math, grid=[1024, 1, 1], block=[256, 1, 1],
        args=[("x", None), ("out", None), ("lout", None), ("n", {"i32": 1000})],
        buffers={
            "x": B("f64", 1024, rnd(612, -50.0, 50.0)),
            "out": B("f64", 3072, fill(-1.0)),
            "lout": B("i64", 2048, "zero"),
        },
        outputs=["out", "lout"],
        note="n = 1000 < grid: outputs past n keep their fill. llvm.fma.f64, sqrt, division, "
        "floor, ceil and conversions are all correctly rounded / exact in IEEE-754: exact.",
    ),
    dict(
        name="switch_branch", model=k_switch_branch, grid=[3000, 1, 1], block=[256, 1, 1],
        args=[("op", None), ("x", None), ("out", None), ("path", None), ("n", {"i32": 2990})],
        buffers={
            "op": B("i32", 3000, rnd(613, 0, 1000)),
            "x": B("f32", 3000, rnd(614, -1.0, 1.0)),
            "out": B("f32", 3000, fill(-3.0)),
            "path": B("i32", 3000, fill(-1)),
        },
        outputs=["out", "path"],
        note="partial last group (184 lanes); n = 2990 < grid: outputs past n keep their fill. "
        "Exact.",
    ),
    dict(
        name="noinline_calls", model=k_noinline_calls, grid=[640, 1, 1], block=[64, 1, 1],
        args=[("x", None), ("bits", None), ("out", None), ("counts", None), ("acc", None),
              ("quads", None), ("n", {"i32": 600})],
        buffers={
            "x": B("f32", 640, rnd(615, -2.0, 2.0)),
            "bits": B("u32", 640, rnd(616, 0, 4294967295)),
            "out": B("f32", 640, fill(-5.0)),
            "counts": B("i32", 640, "zero"),
            "acc": B("f32", 640, "zero"),
            "quads": B("f32", 2560, fill(-5.0)),
        },
        outputs=["out", "counts", "acc", "quads"],
        note="10 whole groups of 64 (each lane reads its neighbour's LDS cell through a "
        "non-inlined helper); n = 600: lanes past n store 0 to LDS and return after the call. "
        "quads is a float4 buffer (4 f32 per element). Exact (llvm.fma).",
    ),
    dict(
        name="math_builtins", model=k_math_builtins, grid=[1024, 1, 1], block=[256, 1, 1],
        args=[("x", None), ("y", None), ("exact", None), ("approx", None), ("n", {"i32": 1000})],
        buffers={
            "x": B("f32", 1024, rnd(617, -3.0, 3.0)),
            "y": B("f32", 1024, rnd(618, -3.0, 3.0)),
            "exact": B("f32", 10240, fill(-1.0)),
            "approx": B("f32", 2048, fill(-1.0)),
        },
        outputs=["exact", "approx"],
        tolerance={"approx": {"ulp": 3}},
        note="n = 1000 < grid: outputs past n keep their fill. exact: fma, sqrt and division "
        "(built with -cl-fp32-correctly-rounded-divide-sqrt: no !fpmath), fabs, minnum/maxnum "
        "(no zeros or NaNs in the data), floor, ceil, trunc, rint, copysign: bit-exact. approx: "
        "llvm.exp2.f32 and llvm.log2.f32 are not correctly rounded on AMDGPU; 3 ulp is "
        "OpenCL's bound for exp2/log2.",
    ),
    dict(
        name="math_builtins.2", model=k_math_builtins, grid=[32, 1, 1], block=[32, 1, 1],
        args=[("x", None), ("y", None), ("exact", None), ("approx", None), ("n", {"i32": 32})],
        buffers={
            "x": B("f32", 32, {"values": MATH_X}),
            "y": B("f32", 32, {"values": MATH_Y}),
            "exact": B("f32", 320, fill(-1.0)),
            "approx": B("f32", 64, fill(-1.0)),
        },
        outputs=["exact", "approx"],
        tolerance={"approx": {"ulp": 3}},
        note="special values: NaN, infinities, signed zeros (never both operands of "
        "minnum/maxnum, where LLVM leaves the sign open), f32 subnormals (IEEE: the kernel "
        "has no denormal-fp-math attribute), overflow to inf, rint ties (2.5 -> 2, -7.5 -> -8), "
        "ceil/trunc results of -0. exact is bit-exact (any NaN matches any NaN); approx "
        "(exp2, log2) within 3 ulp, infinities and NaN exactly.",
    ),
    dict(
        name="wave_shuffle", model=k_wave_shuffle, grid=[256, 1, 1], block=[64, 1, 1],
        args=[("in", None), ("out", None)],
        buffers={"in": B("u32", 256, rnd(903, 0, 4294967295)), "out": B("u32", 1280, fill(9))},
        outputs=["out"],
        note="4 groups of 64 (two 32-lane segments each in wave64 and wave32). Per work-item: "
        "segment sum by ds_bpermute butterfly, ds_swizzle xor 1, DPP quad_perm [1,0,3,2], and in "
        "the branch taken by odd inputs ds_bpermute from lane^2 and ds_permute to lane^5 (an "
        "inactive source reads 0; 7 outside the branch). Exact.",
    ),
    dict(
        name="transcendental", model=k_transcendental, grid=[256, 1, 1], block=[64, 1, 1],
        args=[("x", None), ("y", None), ("exact", None), ("approx", None), ("expo", None),
              ("n", {"i32": 250})],
        buffers={
            "x": B("f32", 256, rnd(631, -3.0, 3.0)),
            "y": B("f32", 256, rnd(632, -3.0, 3.0)),
            "exact": B("f32", 1024, fill(-1.0)),
            "approx": B("f32", 1792, fill(-1.0)),
            "expo": B("i32", 256, "zero"),
        },
        outputs=["exact", "approx", "expo"],
        tolerance={"approx": {"rel": 2e-06, "abs": 2e-06}},
        note="n = 250 < grid. approx: exp, exp10, log, log10, sin, cos, pow (LLVM's AMDGPU "
        "expansions onto v_exp/v_log/v_sin/v_cos) against Python's math within 2e-6 relative "
        "or absolute (|x|, |y| <= 3 keep sin/cos range reduction and pow's |y log2 x| small). "
        "exact: ldexp, frexp (mantissa; exponent in expo), round (half away from zero) and "
        "fmodf as LLVM 19's frem expansion fma(-trunc(x/y), y, x): bit-exact.",
    ),
    dict(
        name="int_bits", model=k_int_bits, grid=[1024, 1, 1], block=[256, 1, 1],
        args=[("a", None), ("b", None), ("out", None), ("n", {"i32": 1000})],
        buffers={
            "a": B("u32", 1024, rnd(619, 0, 4294967295)),
            "b": B("i32", 1024, rnd(620, -2147483647, 2147483647)),
            "out": B("u32", 10240, fill(7)),
        },
        outputs=["out"],
        note="n = 1000 < grid: outputs past n keep 7. b excludes INT_MIN (abs would be "
        "undefined). Exact.",
    ),
    dict(
        name="byte_swap", model=k_byte_swap, grid=[256, 1, 1], block=[64, 1, 1],
        args=[("a", None), ("out", None), ("n", {"i32": 250})],
        buffers={"a": B("u32", 256, rnd(621, 0, 4294967295)), "out": B("u32", 512, fill(7))},
        outputs=["out"],
        note="n = 250 < grid: out past 2n keeps 7. Exact. (Not run yet: the reader rejects "
        "llvm.bswap; see README.md.)",
    ),
    dict(
        name="work_items", kernel="ids3d", model=k_ids3d, grid=[10, 6, 3], block=[4, 4, 2],
        args=[("out", None)],
        buffers={"out": B("u32", 20 * 180 + 4, fill(7))},
        outputs=["out"],
        note="3-D grid 10x6x3 in 4x4x2 groups, partial in every dimension (remainders 2, 2, "
        "1): every work-item function in every dimension; get_local_size is the remainder in "
        "the last group, get_num_groups counts it, work_dim 3. The 4 words past the records "
        "keep 7. Exact.",
    ),
    dict(
        name="work_items.2", kernel="ids3d", model=k_ids3d, grid=[9, 5, 1], block=[3, 2, 1],
        args=[("out", None)],
        buffers={"out": B("u32", 20 * 45, fill(7))},
        outputs=["out"],
        note="ids3d on a 2-D grid 9x5 in 3x2 groups (whole in x, partial in y): z is 1 "
        "everywhere, work_dim 2. Exact.",
    ),
    dict(
        name="work_items.3", kernel="stencil2d_ids", model=k_stencil2d_ids, grid=[40, 13, 1],
        block=[16, 4, 1],
        args=[("in", None), ("out", None)],
        buffers={"in": B("f32", 520, rnd(631, -10.0, 10.0)), "out": B("f32", 520, fill(-7.0))},
        outputs=["out"],
        note="stencil2d_ids: 5-point stencil over a 40x13 grid indexed by get_global_id(0/1) "
        "and clamped by get_global_size, in 16x4 groups (partial in x and y). Exact (products "
        "by powers of two).",
    ),
    dict(
        name="arg_bytes", kernel="scalars", model=k_scalars, grid=[8, 1, 1], block=[8, 1, 1],
        args=[("out", None), ("a", {"i8": -5}), ("b", {"u8": 200}), ("c", {"i16": -30000}),
              ("d", {"i8": 77}), ("e", {"u16": 65000}), ("f", {"f16": 1.75}),
              ("g", {"i32": 123456}), ("h", {"i8": -128}), ("i", {"i64": 1311768467463790320}),
              ("j", {"f32": 3.25}), ("k", {"u64": (9 << 32) | (2**32 - 7)}), ("l", {"i8": 99}),
              ("m", {"u64": (0xC0100000 << 32) | 0x40B00000})],
        buffers={"out": B("i32", 160, fill(-1))},
        outputs=["out"],
        note="scalars: by-value arguments at kernarg offsets 8 (i8), 9 (u8), 10 (i16), 12 "
        "(i8), 14 (u16), 16 (half), 20, 24 (i8), 32 (i64), 40 (f32), 48 (int2 = (-7, 9)), 56 "
        "(i8), 64 (float2 = (5.5, -2.25)); words 17..19 of each record keep -1. Exact.",
    ),
    dict(
        name="arg_bytes.2", kernel="hidden_bytes", model=k_hidden_bytes, grid=[20, 6, 1],
        block=[8, 4, 1],
        args=[("out", None)],
        buffers={"out": B("u32", 224, fill(7))},
        outputs=["out"],
        note="hidden_bytes: every byte and every (unaligned) u16, u32, u64 and float of the "
        "hidden-argument fields [0, 24) and [40, 66) for a 20x6 grid in 8x4 groups (block "
        "counts 2, 1, 1; remainders 4, 2, 0; work_dim 2), written by the first work-items. Exact.",
    ),
    dict(
        name="hotspot", model=k_hotspot, grid=[64, 64, 1], block=[16, 16, 1],
        args=[("iters", {"i32": 2}), ("power", None), ("src", None), ("dst", None),
              ("cols", {"i32": 45}), ("rows", {"i32": 40}), ("border_cols", {"i32": 2}),
              ("border_rows", {"i32": 2}), ("cap", {"f32": 0.5}), ("rx", {"f32": 1.5}),
              ("ry", {"f32": 1.25}), ("rz", {"f32": 3.0}), ("step", {"f32": 0.0625})],
        buffers={
            "power": B("f32", 1800, rnd(641, 0.0, 2.0)),
            "src": B("f32", 1800, rnd(642, 60.0, 100.0)),
            "dst": B("f32", 1800, fill(-1.0)),
        },
        outputs=["dst"],
        note="45x40 chip, 2 steps per launch: 16x16 groups each own a 12x12 interior (4x4 "
        "groups cover 48x48); halos of 2 cells are loaded by neighbouring groups too; chip "
        "borders clamp neighbours to the valid range. Cells of dst no group computes (none "
        "here: every chip cell lies in some interior) would keep -1. FP contraction is off, "
        "divisions correctly rounded: exact.",
    ),
]


def shortest(v, ty):
    """The shortest decimal text that reads back as the same `ty` value."""
    if ty == "f64":
        return repr(v)
    rnd = ROUND[ty]
    for p in range(1, 18):
        t = "%.*g" % (p, v)
        if rnd(float(t)) == v:
            return t
    return repr(v)


def value_text(v, ty):
    if not ty.startswith("f"):
        return str(v)
    if math.isnan(v):
        return '"NaN"'
    if math.isinf(v):
        return '"inf"' if v > 0 else '"-inf"'
    return repr(float(shortest(v, ty)))


def launch_text(launch):
    """One line per key, one line per buffer."""
    lines = []
    for k, v in launch.items():
        if k == "buffers":
            items = [f"    {json.dumps(n)}: {json.dumps(d)}" for n, d in v.items()]
            lines.append('  "buffers": {\n' + ",\n".join(items) + "\n  }")
        else:
            lines.append(f"  {json.dumps(k)}: {json.dumps(v)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def expected_text(buffers, types, tolerance):
    """One line per buffer."""
    items = []
    for name, vals in buffers.items():
        body = ", ".join(value_text(v, types[name]) for v in vals)
        items.append(f"    {json.dumps(name)}: [{body}]")
    text = '{\n  "buffers": {\n' + ",\n".join(items) + "\n  }"
    if tolerance:
        text += ',\n  "tolerance": ' + json.dumps(tolerance)
    return text + "\n}\n"


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for L in LAUNCHES:
        kernel = L.get("kernel", L["name"].split(".")[0])
        launch = {
            "kernel": kernel,
            "grid": L["grid"],
            "block": L["block"],
            "args": [({"buffer": n} if a is None else a) for n, a in L["args"]],
            "buffers": L["buffers"],
            "lds_dynamic": 0,
            "note": L["note"],
        }
        scalars = {n: list(a.values())[0] for n, a in L["args"] if a is not None}
        buf = {name: init_buffer(d) for name, d in L["buffers"].items()}
        L["model"](launch, buf, scalars)
        types = {name: d["type"] for name, d in L["buffers"].items()}
        expected = {o: buf[o] for o in L["outputs"]}
        with open(os.path.join(out_dir, L["name"] + ".launch.json"), "w") as f:
            f.write(launch_text(launch))
        with open(os.path.join(out_dir, L["name"] + ".expected.json"), "w") as f:
            f.write(expected_text(expected, types, L.get("tolerance")))

if __name__ == "__main__":
    main()
