#!/usr/bin/env python3
"""Test vectors for v_trig_preop_f64 (issue 16): writes sim/tests/data/trig_preop.tsv.

Columns (hex): S0 (f64 bits), S1, LLVM 19's constant folding of llvm.amdgcn.trig.preop
(opt-19 -passes=instcombine), and the RDNA3/CDNA pseudocode's value computed here with exact
integers: 2/pi to 1201 fraction bits (Machin's formula), the 53 bits from
`shift = S1[4:0] * 53 (+ exponent(S0) - 1077 when positive)`, scaled by 2^(-53 - shift)
(+128 when exponent(S0) >= 1968); a NaN S0 gives S0 quieted (as LLVM folds it; the
pseudocode has no NaN case). Needs opt-19 on PATH.
"""
import math, os, re, struct, subprocess, tempfile

def two_by_pi_bits(n):
    m = n + 64
    one = 1 << m
    def arctan_inv(x):
        s, t, k, sign = 0, one // x, 1, 1
        while t:
            s += sign * (t // k)
            t //= x * x
            k += 2
            sign = -sign
        return s
    pi = 4 * (4 * arctan_inv(5) - arctan_inv(239))
    return (2 * one << n) // pi  # floor(2/pi * 2^n): n fraction bits

T = two_by_pi_bits(1201)

def pcode(x, s):
    e = (x >> 52) & 0x7FF
    if e == 0x7FF and x & ((1 << 52) - 1):
        return x | (1 << 51)
    sh = (s & 31) * 53 + (e - 1077 if e > 1077 else 0)
    r = 0
    for k in range(sh, sh + 53):
        r = r * 2 + (0 if k > 1200 else (T >> (1200 - k)) & 1)
    sc = -53 - sh + (128 if e >= 1968 else 0)
    return struct.unpack("<Q", struct.pack("<d", math.ldexp(float(r), sc)))[0]

def main():
    xs = []
    for e in [0, 1, 2, 500, 1023, 1024, 1077, 1078, 1079, 1100, 1200, 1500, 1700, 1900,
              1967, 1968, 1969, 2000, 2040, 2046]:
        for m in [0, 0x123456789ABCD, 0xFFFFFFFFFFFFF]:
            if e or m:
                xs.append((e << 52) | m)
    xs += [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
           0x7FF0000000000001, 0xFFF4000000000123, (1 << 63) | (1100 << 52) | 5]
    segs = list(range(32)) + [32, 33, 63, 0xFFFFFFFF]
    cases = [(x, s) for x in xs for s in segs]
    src = ["declare double @llvm.amdgcn.trig.preop.f64(double, i32)"]
    for i, (x, s) in enumerate(cases):
        si = s if s < 2**31 else s - 2**32
        src.append(f"define double @f{i}() {{ %r = call double "
                   f"@llvm.amdgcn.trig.preop.f64(double 0x{x:016X}, i32 {si}) ret double %r }}")
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write("\n".join(src) + "\n")
    out = subprocess.run(["opt-19", "-S", "-mtriple=amdgcn", "-passes=instcombine", f.name],
                         capture_output=True, text=True, check=True).stdout
    os.unlink(f.name)
    res, cur = {}, None
    for l in out.splitlines():
        m = re.match(r"define double @f(\d+)", l)
        if m:
            cur = int(m.group(1))
        m = re.match(r"\s+ret double (\S+)", l)
        if m and cur is not None:
            v = m.group(1)
            res[cur] = int(v, 16) if v.startswith("0x") else \
                struct.unpack("<Q", struct.pack("<d", float(v)))[0]
    path = os.path.join(os.path.dirname(__file__), "..", "tests", "data", "trig_preop.tsv")
    with open(path, "w") as f:
        f.write("# s0\ts1\tllvm19_fold\tpcode (sim/tools/trig_preop_vectors.py)\n")
        for i, (x, s) in enumerate(cases):
            f.write(f"{x:016x}\t{s:08x}\t{res[i]:016x}\t{pcode(x, s):016x}\n")

if __name__ == "__main__":
    main()
