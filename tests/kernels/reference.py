#!/usr/bin/env python3
"""Independent reference for the kernels of tests/kernels (OpenCL C and HIP).

Writes FILE.KERNEL[.N].launch.json and the matching .expected.json for every launch
below. Each expected result comes from a numpy (or plain Python) model of the kernel's
algorithm written from its source's meaning, never from running gfxc or llc.

Floating point: numpy float32/float64/float16 arithmetic rounds each operation to
nearest-even like the GPU, and the kernels are compiled with -ffp-contract=off, so every
model performs the kernel's operations in the kernel's order (loops vectorised over the
work-items) and is exact. Reductions model the kernel's tree order. Where a kernel uses a
transcendental function whose last bits are implementation-defined (exp, sin, ...), the
launch carries a relative tolerance and says so in its note.

Inputs are stored as explicit values in the launch files (numpy's default_rng with a
fixed seed per launch generated them), so the tests never depend on the generator.

Usage: reference.py [OUTDIR]   (default: this directory)
"""

import json
import os
import sys

import numpy as np

F32, F64, F16 = np.float32, np.float64, np.float16
I32, U32, I64, U64 = np.int32, np.uint32, np.int64, np.uint64
I8, U8, I16, U16 = np.int8, np.uint8, np.int16, np.uint16

TYPES = {
    np.dtype(F32): "f32", np.dtype(F64): "f64", np.dtype(F16): "f16",
    np.dtype(I32): "i32", np.dtype(U32): "u32", np.dtype(I64): "i64",
    np.dtype(U64): "u64", np.dtype(I8): "i8", np.dtype(U8): "u8",
    np.dtype(I16): "i16", np.dtype(U16): "u16",
}

LAUNCHES = []


def rng(seed):
    return np.random.default_rng(seed)


def rand_f(seed, n, lo=-1.0, hi=1.0, dt=F32):
    return rng(seed).uniform(lo, hi, n).astype(dt)


def rand_i(seed, n, lo, hi, dt=I32):
    if hi >= 2**63:
        return rng(seed).integers(lo, hi, n, endpoint=True, dtype=U64).astype(dt)
    return rng(seed).integers(lo, hi, n, endpoint=True).astype(dt)


def jvals(a):
    a = np.asarray(a).ravel()
    if a.dtype.kind == "f":
        out = []
        for x in a.tolist():
            if x != x:
                out.append("NaN")
            elif x in (float("inf"), float("-inf")):
                out.append("inf" if x > 0 else "-inf")
            else:
                out.append(x)
        return out
    return [int(x) for x in a.tolist()]


def launch(file, kernel, grid, block, args, bufs, out, tol=None, lds=0, note="", tag=None):
    """args: buffer names (str) or (type, value) scalars; bufs: name -> initial numpy
    array; out: name -> expected numpy array (same dtype and length)."""
    for k, v in out.items():
        assert v.dtype == bufs[k].dtype and v.size == bufs[k].size, (file, kernel, k)
    LAUNCHES.append((file, kernel, tag, grid, block, args, bufs, out, tol, lds, note))


def write(outdir):
    seen = set()
    for file, kernel, tag, grid, block, args, bufs, out, tol, lds, note in LAUNCHES:
        stem = f"{file}.{kernel}" + (f".{tag}" if tag else "")
        assert stem not in seen, stem
        seen.add(stem)
        grid = list(grid) + [1] * (3 - len(grid))
        block = list(block) + [1] * (3 - len(block))
        jargs = []
        for a in args:
            if isinstance(a, str):
                jargs.append({"buffer": a})
            else:
                t, v = a
                jargs.append({t: float(v) if t[0] == "f" else int(v)})
        jb = {}
        for name, arr in bufs.items():
            jb[name] = {"type": TYPES[arr.dtype], "len": int(arr.size),
                        "init": {"values": jvals(arr)}}
        spec = {"kernel": kernel, "grid": grid, "block": block, "args": jargs,
                "buffers": jb, "lds_dynamic": lds, "note": note}
        exp = {"buffers": {k: jvals(v) for k, v in out.items()}}
        if tol:
            exp["tolerance"] = tol
        with open(os.path.join(outdir, stem + ".launch.json"), "w") as f:
            json.dump(spec, f, separators=(", ", ": "))
            f.write("\n")
        with open(os.path.join(outdir, stem + ".expected.json"), "w") as f:
            json.dump(exp, f, separators=(", ", ": "))
            f.write("\n")


def f32dot_seq(a, b, axis_len, acc=None):
    """acc += a[k] * b[k] for k in order, f32 per operation (vectorised over leading dims)."""
    raise NotImplementedError


# ------------------------------------------------------------------ PolyBench BLAS


def poly_blas():
    f = "poly_blas"
    ni, nj, nk = 12, 10, 7
    A = rand_f(1, ni * nk).reshape(ni, nk)
    B = rand_f(2, nk * nj).reshape(nk, nj)
    C = rand_f(3, ni * nj).reshape(ni, nj)
    al, be = F32(1.5), F32(-0.75)
    acc = np.zeros((ni, nj), F32)
    for k in range(nk):
        acc = acc + A[:, k:k + 1] * B[k:k + 1, :]
    want = be * C + al * acc
    launch(f, "gemm", (16, 16), (8, 8), ["C", "A", "B", ("f32", al), ("f32", be), ("i32", ni), ("i32", nj), ("i32", nk)],
           {"C": C.ravel(), "A": A.ravel(), "B": B.ravel()}, {"C": want.ravel()},
           note="12x10 output on a 16x16 grid of 8x8 groups (edge work-items exit)")
    D = np.full(ni * nj, -1, F32)
    launch(f, "mm_plain", (10, 12), (5, 4), ["D", "A", "B", ("i32", ni), ("i32", nj), ("i32", nk)],
           {"D": D, "A": A.ravel(), "B": B.ravel()}, {"D": acc.ravel()}, note="2mm/3mm step D = A B")
    n, m = 9, 6
    A2 = rand_f(4, n * m).reshape(n, m)
    B2 = rand_f(5, n * m).reshape(n, m)
    C2 = rand_f(6, n * n).reshape(n, n)
    acc = be * C2
    for k in range(m):
        acc = acc + al * A2[:, k:k + 1] * A2[:, k][None, :]
    launch(f, "syrk", (16, 12), (8, 4), ["C", "A", ("f32", al), ("f32", be), ("i32", n), ("i32", m)],
           {"C": C2.ravel(), "A": A2.ravel()}, {"C": acc.ravel()}, note="9x9, partial groups")
    acc = be * C2
    for k in range(m):
        acc = acc + ((al * A2[:, k:k + 1] * B2[:, k][None, :]) + (al * B2[:, k:k + 1] * A2[:, k][None, :]))
    launch(f, "syr2k", (9, 9), (3, 3), ["C", "A", "B", ("f32", al), ("f32", be), ("i32", n), ("i32", m)],
           {"C": C2.ravel(), "A": A2.ravel(), "B": B2.ravel()}, {"C": acc.ravel()}, note="9x9 in 3x3 groups")
    n = 20
    Am = rand_f(7, n * n).reshape(n, n)
    Bm = rand_f(8, n * n).reshape(n, n)
    x = rand_f(9, n)
    t = np.zeros(n, F32)
    u = np.zeros(n, F32)
    for j in range(n):
        t = t + Am[:, j] * x[j]
        u = u + Bm[:, j] * x[j]
    launch(f, "gesummv", (32,), (32,), ["y", "tmp", "A", "B", "x", ("f32", al), ("f32", be), ("i32", n)],
           {"y": np.zeros(n, F32), "tmp": np.zeros(n, F32), "A": Am.ravel(), "B": Bm.ravel(), "x": x},
           {"y": al * t + be * u, "tmp": t}, note="n = 20 in one group of 32")
    y1, y2 = rand_f(10, n), rand_f(11, n)
    x1, x2 = rand_f(12, n), rand_f(13, n)
    a, b = x1.copy(), x2.copy()
    for j in range(n):
        a = a + Am[:, j] * y1[j]
        b = b + Am[j, :] * y2[j]
    launch(f, "mvt", (24,), (8,), ["x1", "x2", "A", "y1", "y2", ("i32", n)],
           {"x1": x1, "x2": x2, "A": Am.ravel(), "y1": y1, "y2": y2}, {"x1": a, "x2": b}, note="n = 20")
    nx, ny = 14, 11
    Ab = rand_f(14, nx * ny).reshape(nx, ny)
    r, p = rand_f(15, nx), rand_f(16, ny)
    s = np.zeros(ny, F32)
    for i in range(nx):
        s = s + r[i] * Ab[i, :]
    launch(f, "bicg_s", (16,), (16,), ["s", "A", "r", ("i32", nx), ("i32", ny)],
           {"s": np.zeros(ny, F32), "A": Ab.ravel(), "r": r}, {"s": s}, note="14x11")
    q = np.zeros(nx, F32)
    for j in range(ny):
        q = q + Ab[:, j] * p[j]
    launch(f, "bicg_q", (16,), (16,), ["q", "A", "p", ("i32", nx), ("i32", ny)],
           {"q": np.zeros(nx, F32), "A": Ab.ravel(), "p": p}, {"q": q}, note="14x11")
    xa = rand_f(17, ny)
    tmp = np.zeros(nx, F32)
    for j in range(ny):
        tmp = tmp + Ab[:, j] * xa[j]
    launch(f, "atax_1", (16,), (8,), ["tmp", "A", "x", ("i32", nx), ("i32", ny)],
           {"tmp": np.zeros(nx, F32), "A": Ab.ravel(), "x": xa}, {"tmp": tmp}, note="14x11")
    yv = np.zeros(ny, F32)
    for i in range(nx):
        yv = yv + Ab[i, :] * tmp[i]
    launch(f, "atax_2", (16,), (8,), ["y", "A", "tmp", ("i32", nx), ("i32", ny)],
           {"y": np.zeros(ny, F32), "A": Ab.ravel(), "tmp": tmp}, {"y": yv}, note="14x11")
    n = 10
    Ag = rand_f(18, n * n).reshape(n, n)
    u1, v1, u2, v2 = (rand_f(19 + i, n) for i in range(4))
    want = (Ag + u1[:, None] * v1[None, :]) + u2[:, None] * v2[None, :]
    launch(f, "gemver_1", (12, 10), (4, 5), ["A", "u1", "v1", "u2", "v2", ("i32", n)],
           {"A": Ag.ravel(), "u1": u1, "v1": v1, "u2": u2, "v2": v2}, {"A": want.ravel()}, note="10x10")
    nr, nq, np_ = 3, 5, 6
    Ad = rand_f(23, nr * nq * np_).reshape(nr, nq, np_)
    C4 = rand_f(24, np_ * np_).reshape(np_, np_)
    sm = np.zeros((nr, nq, np_), F32)
    for s_ in range(np_):
        sm = sm + Ad[:, :, s_:s_ + 1] * C4[s_][None, None, :]
    launch(f, "doitgen", (8, 8), (4, 4), ["sum", "A", "C4", ("i32", nr), ("i32", nq), ("i32", np_)],
           {"sum": np.zeros(nr * nq * np_, F32), "A": Ad.ravel(), "C4": C4.ravel()}, {"sum": sm.ravel()},
           note="r = 3, q = 5, p = 6")


# ------------------------------------------------------------------ PolyBench stencils


def poly_stencil():
    f = "poly_stencil"
    n = 40
    A = rand_f(30, n)
    B = np.full(n, 7, F32)
    wb = B.copy()
    wb[1:-1] = F32(0.33333) * ((A[:-2] + A[1:-1]) + A[2:])
    launch(f, "jacobi1d_a", (48,), (16,), ["B", "A", ("i32", n)], {"B": B, "A": A}, {"B": wb},
           note="n = 40; the ends keep 7")
    wa = A.copy()
    wa[1:-1] = wb[1:-1]
    launch(f, "jacobi1d_b", (40,), (8,), ["A", "B", ("i32", n)], {"A": A, "B": wb}, {"A": wa}, note="copy back")
    n = 11
    A = rand_f(31, n * n).reshape(n, n)
    B = np.zeros((n, n), F32)
    wb = B.copy()
    wb[1:-1, 1:-1] = F32(0.2) * ((((A[1:-1, 1:-1] + A[1:-1, :-2]) + A[1:-1, 2:]) + A[2:, 1:-1]) + A[:-2, 1:-1])
    launch(f, "jacobi2d_a", (12, 12), (4, 4), ["B", "A", ("i32", n)], {"B": B.ravel(), "A": A.ravel()},
           {"B": wb.ravel()}, note="11x11")
    wa = A.copy()
    wa[1:-1, 1:-1] = wb[1:-1, 1:-1]
    launch(f, "jacobi2d_b", (11, 11), (11, 11), ["A", "B", ("i32", n)], {"A": A.ravel(), "B": wb.ravel()},
           {"A": wa.ravel()}, note="one 11x11 group")
    nx, ny, t = 9, 13, 2
    ey = rand_f(32, nx * ny).reshape(nx, ny)
    ex = rand_f(33, nx * ny).reshape(nx, ny)
    hz = rand_f(34, nx * ny).reshape(nx, ny)
    fict = rand_f(35, 4)
    w = ey.copy()
    w[0, :] = fict[t]
    w[1:, :] = ey[1:, :] - F32(0.5) * (hz[1:, :] - hz[:-1, :])
    launch(f, "fdtd_ey", (16, 12), (8, 4), ["ey", "hz", "fict", ("i32", t), ("i32", nx), ("i32", ny)],
           {"ey": ey.ravel(), "hz": hz.ravel(), "fict": fict}, {"ey": w.ravel()}, note="9x13, t = 2")
    w = ex.copy()
    w[:, 1:] = ex[:, 1:] - F32(0.5) * (hz[:, 1:] - hz[:, :-1])
    launch(f, "fdtd_ex", (13, 9), (13, 3), ["ex", "hz", ("i32", nx), ("i32", ny)],
           {"ex": ex.ravel(), "hz": hz.ravel()}, {"ex": w.ravel()}, note="9x13")
    w = hz.copy()
    w[:-1, :-1] = hz[:-1, :-1] - F32(0.7) * (((ex[:-1, 1:] - ex[:-1, :-1]) + ey[1:, :-1]) - ey[:-1, :-1])
    launch(f, "fdtd_hz", (16, 16), (16, 4), ["hz", "ex", "ey", ("i32", nx), ("i32", ny)],
           {"hz": hz.ravel(), "ex": ex.ravel(), "ey": ey.ravel()}, {"hz": w.ravel()}, note="9x13")
    ni, nj = 10, 14
    A = rand_f(36, ni * nj).reshape(ni, nj)
    c = [F32(v) for v in (0.2, 0.5, -0.8, -0.3, 0.6, -0.9, 0.4, 0.7, 0.10)]
    B = np.zeros((ni, nj), F32)
    w = B.copy()
    terms = [c[0] * A[:-2, :-2], c[1] * A[:-2, 1:-1], c[2] * A[:-2, 2:], c[3] * A[1:-1, :-2], c[4] * A[1:-1, 1:-1],
             c[5] * A[1:-1, 2:], c[6] * A[2:, :-2], c[7] * A[2:, 1:-1], c[8] * A[2:, 2:]]
    acc = terms[0]
    for tt in terms[1:]:
        acc = acc + tt
    w[1:-1, 1:-1] = acc
    launch(f, "conv2d", (16, 10), (8, 5), ["A", "B", ("i32", ni), ("i32", nj)], {"A": A.ravel(), "B": B.ravel()},
           {"B": w.ravel()}, note="10x14")
    n = 6
    A = rand_f(37, n ** 3).reshape(n, n, n)
    B = np.full((n, n, n), 3, F32)
    w = B.copy()
    cc = A[1:-1, 1:-1, 1:-1]
    e = F32(0.125)
    two = F32(2)
    w[1:-1, 1:-1, 1:-1] = ((e * ((A[2:, 1:-1, 1:-1] - two * cc) + A[:-2, 1:-1, 1:-1]) +
                            e * ((A[1:-1, 2:, 1:-1] - two * cc) + A[1:-1, :-2, 1:-1])) +
                           e * ((A[1:-1, 1:-1, 2:] - two * cc) + A[1:-1, 1:-1, :-2])) + cc
    launch(f, "heat3d", (8, 6, 6), (4, 2, 2), ["B", "A", ("i32", n)], {"B": B.ravel(), "A": A.ravel()},
           {"B": w.ravel()}, note="6x6x6, 3-D grid with partial x groups")
    m, nn = 7, 12
    data = rand_f(38, nn * m).reshape(nn, m)
    fn = F32(nn)
    s = np.zeros(m, F32)
    for i in range(nn):
        s = s + data[i]
    mean = s / fn
    launch(f, "col_mean", (8,), (8,), ["mean", "data", ("f32", fn), ("i32", m), ("i32", nn)],
           {"mean": np.zeros(m, F32), "data": data.ravel()}, {"mean": mean}, note="12 rows, 7 columns")
    s = np.zeros(m, F32)
    for i in range(nn):
        d = data[i] - mean
        s = s + d * d
    s = np.sqrt(s / fn)
    sd = np.where(s <= F32(0.005), F32(1), s).astype(F32)
    launch(f, "col_std", (8,), (4,), ["std", "mean", "data", ("f32", fn), ("i32", m), ("i32", nn)],
           {"std": np.zeros(m, F32), "mean": mean, "data": data.ravel()}, {"std": sd}, note="sqrt correctly rounded")
    cen = data - mean[None, :]
    launch(f, "center", (8, 12), (8, 4), ["data", "mean", ("i32", m), ("i32", nn)],
           {"data": data.ravel(), "mean": mean}, {"data": cen.ravel()}, note="12x7")
    sym = np.full((m, m), -1, F32)
    for j1 in range(m):
        for j2 in range(j1, m):
            acc = F32(0)
            for i in range(nn):
                acc = F32(acc + F32(cen[i, j1] * cen[i, j2]))
            sym[j1, j2] = acc
            sym[j2, j1] = acc
    launch(f, "covar", (8,), (8,), ["sym", "data", ("i32", m), ("i32", nn)],
           {"sym": np.full(m * m, -1, F32), "data": cen.ravel()}, {"sym": sym.ravel()}, note="7x7 symmetric")


# ------------------------------------------------------------------ ROCm HIP examples


def hip_examples():
    f = "hip_examples"
    w, h = 20, 6
    a, b = rand_f(40, w * h), rand_f(41, w * h)
    c = np.zeros(w * h, F32)
    launch(f, "vectoradd", (24, 8), (8, 4), ["c", "a", "b", ("i32", w), ("i32", h)], {"c": c, "a": a, "b": b},
           {"c": a + b}, note="20x6 in 8x4 blocks; work-items past the edge do nothing")
    w = 16
    m = rand_f(42, w * w)
    launch(f, "transpose_naive", (16, 16), (8, 8), ["out", "in", ("i32", w)], {"out": np.zeros(w * w, F32), "in": m},
           {"out": m.reshape(w, w).T.ravel().copy()}, note="16x16")
    launch(f, "transpose_shared", (16, 16), (8, 8), ["out", "in", ("i32", w)], {"out": np.zeros(w * w, F32), "in": m},
           {"out": m.reshape(w, w).T.ravel().copy()}, note="16x16 through an 8x9 LDS tile")
    n = 100
    u = rand_i(43, 128, 0, 2**32 - 1, U32)
    o = np.full(128, 7, U32)
    wo = o.copy()
    wo[:n] = (u[:n] >> 8) & 0xFFF
    launch(f, "bit_extract", (128,), (64,), ["out", "in", ("i32", n)], {"out": o, "in": u}, {"out": wo}, note="n = 100")
    d = rand_i(44, n, -1000, 1000)
    wd = d.copy()
    for base in range(0, 128, 32):
        for t in range(32):
            r = 31 - t
            if base + t < n and base + r < n:
                wd[base + t] = d[base + r]
    launch(f, "dyn_shared_reverse", (128,), (32,), ["d", ("i32", n)], {"d": d}, {"d": wd}, lds=128,
           note="extern __shared__ of 128 dynamic bytes; the last block (4 live items) keeps its data")
    n = 27
    v = rand_i(45, 64, -100000, 100000)
    ctr = np.array([5, 0], I32)
    bits = np.array([0, 0, 0xFFFFFFFF], U32)
    wb = bits.copy()
    for i in range(n):
        wb[0] |= 1 << (i & 31)
        wb[1] ^= np.uint32(int(v[i]) & 0xFFFFFFFF)
        wb[2] &= ~np.uint32(1 << (i & 31))
    launch(f, "atomics_basic", (64,), (64,), ["ctr", "bits", "mx", "mn", "in", ("i32", n)],
           {"ctr": ctr, "bits": bits, "mx": np.array([-2**31], I32), "mn": np.array([2**31 - 1], I32), "in": v},
           {"ctr": np.array([5 + int(v[:n].sum()), -n], I32), "bits": wb, "mx": np.array([v[:n].max()], I32),
            "mn": np.array([v[:n].min()], I32)}, note="n = 27: bits 27..31 of bits[2] survive")
    n = 100
    x = rand_i(46, 128, 0, 2**63, U64)
    acc = np.array([0, 0, 2**64 - 1], U64)
    want = np.array([sum(int(t) for t in x[:n]) % 2**64, int(x[:n].max()), int(x[:n].min())], U64)
    launch(f, "atomic_u64", (128,), (64,), ["acc", "in", ("i32", n)], {"acc": acc, "in": x}, {"acc": want},
           note="64-bit add wraps modulo 2^64")
    slots = np.zeros(10, U32)
    ws = np.array([7] * 4 + [6] * 6, U32)
    launch(f, "atomic_cas_inc", (64,), (64,), ["slots", "counter", ("u32", 9)],
           {"slots": slots, "counter": np.zeros(1, U32)}, {"slots": ws, "counter": np.array([4], U32)},
           note="atomicInc by a CAS loop: the old values are 0..9 cyclically whatever the order")
    n = 1000
    x = rand_f(47, n, -10, 10, F64)
    launch(f, "grid_stride_scale", (128,), (64,), ["x", ("i64", n), ("f64", 1.25)], {"x": x}, {"x": x * 1.25 + 1.0},
           note="grid-stride loop, 8 strides of 128 with a 64-bit index")


def hip_wave():
    f = "hip_wave"
    v = rand_i(50, 64, -1000, 1000)
    bc = np.repeat(v[::8], 8)
    xs = np.repeat(v.reshape(4, 16).sum(axis=1), 16).astype(I32)
    launch(f, "shfl_ops", (64,), (64,), ["bcast", "xsum", "in"],
           {"bcast": np.zeros(64, I32), "xsum": np.zeros(64, I32), "in": v}, {"bcast": bc, "xsum": xs},
           note="__shfl width 8 and a width-16 butterfly: the same on wave32 and wave64")
    n = 200
    v = rand_i(51, 256, -10**5, 10**5)
    pv = np.where(np.arange(256) < n, v, 0).reshape(8, 32).sum(axis=1).astype(I32)
    launch(f, "wave_reduce", (256,), (64,), ["total", "per32", "in", ("i32", n)],
           {"total": np.array([3], I32), "per32": np.zeros(8, I32), "in": v},
           {"total": np.array([3 + int(pv.sum())], I32), "per32": pv}, note="__shfl_down tree in 32 lanes, n = 200")
    v = rand_i(52, 256, -1000, 1000)
    launch(f, "wave_scan", (256,), (128,), ["out", "in"], {"out": np.zeros(256, I32), "in": v},
           {"out": np.cumsum(v.reshape(2, 128), axis=1).astype(I32).ravel()}, note="Kogge-Stone by __shfl_up, 32-lane segments joined in LDS")
    v = rand_i(53, 128, -100, 100)
    out = np.full(128, -999, I32)
    cnt = np.zeros(4, I32)
    for sgm in range(4):
        kept = [x for x in v[sgm * 32:(sgm + 1) * 32] if x > 0]
        out[sgm * 32:sgm * 32 + len(kept)] = kept
        cnt[sgm] = len(kept)
    launch(f, "compact32", (128,), (64,), ["out", "counts", "in", ("i32", 0)],
           {"out": np.full(128, -999, I32), "counts": np.zeros(4, I32), "in": v}, {"out": out, "counts": cnt},
           note="ballot + popcount of lower lanes; order kept within each 32-lane segment")
    x = rand_f(54, 64, -50, 50)
    launch(f, "fmax16", (64,), (64,), ["mx", "lane", "in"], {"mx": np.zeros(64, F32), "lane": np.zeros(64, I32), "in": x},
           {"mx": np.repeat(x.reshape(4, 16).max(axis=1), 16), "lane": (np.arange(64) & 15).astype(I32)},
           note="float shuffles (bit casts), butterfly max")


# ------------------------------------------------------------------ reductions, scans, sorts, histograms


def tree_halving(a, op):
    """s[t] = op(s[t], s[t + w]) for w = B/2 .. 1, per row of a (rows are groups)."""
    a = a.copy()
    w = a.shape[1] // 2
    while w > 0:
        a[:, :w] = op(a[:, :w], a[:, w:2 * w])
        w //= 2
    return a[:, 0]


def reduce_scan():
    f = "reduce_scan"
    n = 200
    v = rand_i(60, 256, -10**6, 10**6)
    pad = np.where(np.arange(256) < n, v, 0).astype(I32).reshape(4, 64)
    launch(f, "reduce_sum_i32", (256,), (64,), ["out", "in", ("i32", n)], {"out": np.zeros(4, I32), "in": v},
           {"out": tree_halving(pad, np.add)}, note="n = 200: the last group pads with 0")
    x = rand_f(61, 256, -100, 100)
    pad = np.where(np.arange(256) < n, x, -np.inf).astype(F32).reshape(4, 64)
    launch(f, "reduce_max_f32", (256,), (64,), ["out", "in", ("i32", n)], {"out": np.zeros(4, F32), "in": x},
           {"out": tree_halving(pad, np.fmax)}, note="fmax tree, -inf padding")
    d = rand_f(62, 192, -1, 1, F64)
    n = 170
    a = np.where(np.arange(192) < n, d, 0.0).reshape(3, 64)
    st = 1
    while st < 64:
        a[:, ::2 * st] = a[:, ::2 * st] + a[:, st::2 * st]
        st *= 2
    launch(f, "reduce_sum_f64", (192,), (64,), ["out", "in", ("i32", n)], {"out": np.zeros(3, F64), "in": d},
           {"out": a[:, 0].copy()}, note="interleaved tree; the f64 additions in the kernel's order")
    n = 300
    v = rand_i(63, 384, -1000, 1000)
    launch(f, "reduce_atomic", (192,), (64,), ["total", "in", ("i32", n)], {"total": np.array([11], I32), "in": v},
           {"total": np.array([11 + int(v[:n].sum())], I32)}, note="3 groups x 128 inputs, one atomic add per group")
    v = rand_i(64, 256, -1000, 1000)
    ch = v.reshape(2, 128)
    ex = (np.cumsum(ch, axis=1) - ch).astype(I32)
    launch(f, "scan_blelloch", (128,), (64,), ["out", "sums", "in"],
           {"out": np.zeros(256, I32), "sums": np.zeros(2, I32), "in": v},
           {"out": ex.ravel(), "sums": ch.sum(axis=1).astype(I32)}, note="2 groups, 128 elements each")
    l = rand_i(65, 128, -2**56, 2**56, I64)
    launch(f, "scan_hs_i64", (128,), (64,), ["out", "in"], {"out": np.zeros(128, I64), "in": l},
           {"out": np.cumsum(l.reshape(2, 64), axis=1).ravel().astype(I64)}, note="inclusive, per group of 64")
    dta = rand_i(66, 256, -1000, 1000)
    offs = rand_i(67, 4, -10**5, 10**5)
    launch(f, "scan_add_offsets", (256,), (64,), ["data", "offsets"], {"data": dta, "offsets": offs},
           {"data": (dta + np.repeat(offs, 64)).astype(I32)}, note="4 groups")


def sort():
    f = "sort"
    k = rand_i(70, 128, 0, 2**32 - 1, U32)
    launch(f, "bitonic_lds", (128,), (64,), ["keys"], {"keys": k}, {"keys": np.sort(k.reshape(2, 64), axis=1).ravel()},
           note="two groups, each sorts its 64 keys")
    x = rand_f(71, 64, -5, 5)
    w = x.copy()
    j, kk = 4, 16
    for i in range(64):
        p_ = i ^ j
        if p_ > i:
            a, b = w[i], w[p_]
            up = (i & kk) == 0
            if (a > b) == up:
                w[i], w[p_] = b, a
    launch(f, "bitonic_step", (64,), (32,), ["keys", ("i32", j), ("i32", kk)], {"keys": x}, {"keys": w},
           note="one step, j = 4, k = 16")
    x = rand_f(72, 64, -5, 5)
    launch(f, "oddeven_lds", (64,), (32,), ["v"], {"v": x}, {"v": -np.sort(-x.reshape(2, 32), axis=1).ravel()},
           note="32 phases sort 32 keys descending, per group")
    n = 50
    v = rand_i(73, 50, -20, 20)
    launch(f, "rank_sort", (64,), (32,), ["out", "in", ("i32", n)], {"out": np.zeros(50, I32), "in": v},
           {"out": np.sort(v, kind="stable")}, note="duplicates: ranks by index")
    n = 200
    keys = rand_i(74, 256, 0, 2**32 - 1, U32)
    cnt = np.zeros((4, 16), U32)
    for i in range(n):
        cnt[i // 64, (int(keys[i]) >> 4) & 15] += 1
    launch(f, "radix_count", (256,), (64,), ["counts", "keys", ("i32", 4), ("i32", n)],
           {"counts": np.full(64, 9, U32), "keys": keys}, {"counts": cnt.ravel()}, note="digit 1 (bits 4..7), n = 200")


def histo():
    f = "histo"
    n = 300
    d = rand_i(80, 320, 0, 2**32 - 1, U32)
    b = np.bincount((d[:n] % 10).astype(np.int64), minlength=10).astype(U32)
    launch(f, "hist_global", (320,), (64,), ["bins", "data", ("u32", 10), ("i32", n)],
           {"bins": np.zeros(10, U32), "data": d}, {"bins": b}, note="10 bins, n = 300")
    n = 1000
    d = rand_i(81, n, 0, 255, U8)
    launch(f, "hist_local", (128,), (64,), ["bins", "data", ("i32", n)], {"bins": np.ones(64, U32), "data": d},
           {"bins": (1 + np.bincount(d >> 2, minlength=64)).astype(U32)}, note="grid-stride over 1000 bytes, 2 groups")
    n = 100
    px = rand_i(82, 400, 0, 255, U8)
    p4 = px.reshape(100, 4)
    want = np.concatenate([np.bincount(p4[:, c] >> 4, minlength=16) for c in range(4)]).astype(U32)
    launch(f, "hist_rgba", (128,), (64,), ["bins", "px", ("i32", n)], {"bins": np.zeros(64, U32), "px": px},
           {"bins": want}, note="uchar4 pixels, 16 bins per channel")
    idx = rand_i(83, 100, 0, 7)
    wt = (rand_i(84, 100, 0, 16) / 8).astype(F32)
    want = np.zeros(8, F32)
    np.add.at(want, idx, wt)
    launch(f, "hist_weighted", (128,), (64,), ["bins", "idx", "w", ("i32", 100)],
           {"bins": np.zeros(8, F32), "idx": idx, "w": wt}, {"bins": want},
           note="float atomics by CAS; weights are multiples of 1/8 so every order sums exactly")


# ------------------------------------------------------------------ Rodinia (HIP)


def hip_rodinia():
    f = "hip_rodinia"
    n = 40
    r = rng(90)
    adj = [sorted(set(r.integers(0, n, r.integers(0, 5)).tolist())) for _ in range(n)]
    row = np.zeros(n + 1, I32)
    for v in range(n):
        row[v + 1] = row[v] + len(adj[v])
    col = np.array([u for a in adj for u in a], I32)
    cost = np.full(n, -1, I32)
    visited = np.zeros(n, I8)
    cost[0], visited[0] = 0, 1
    frontier = [0]
    for lvl in range(2):  # two levels done before the launch
        nxt = []
        for v in frontier:
            for u in adj[v]:
                if not visited[u]:
                    visited[u] = 1
                    cost[u] = lvl + 1
                    nxt.append(u)
        frontier = sorted(set(nxt))
    mask = np.zeros(n, I8)
    mask[frontier] = 1
    upd = np.zeros(n, I8)
    wcost, wupd = cost.copy(), upd.copy()
    for v in frontier:
        for u in adj[v]:
            if not visited[u]:
                wcost[u] = cost[v] + 1
                wupd[u] = 1
    assert len(frontier) > 0 and wupd.sum() > 0
    launch(f, "bfs_expand", (64,), (32,), ["row", "col", "mask", "upd", "visited", "cost", ("i32", n)],
           {"row": row, "col": col, "mask": mask, "upd": upd, "visited": visited, "cost": cost},
           {"mask": np.zeros(n, I8), "upd": wupd, "cost": wcost},
           note="a 40-vertex random graph after two BFS levels from vertex 0")
    wmask = wupd.copy()
    wvis = (visited | wupd).astype(I8)
    launch(f, "bfs_update", (64,), (32,), ["mask", "upd", "visited", "over", ("i32", n)],
           {"mask": np.zeros(n, I8), "upd": wupd, "visited": visited, "over": np.zeros(1, I32)},
           {"mask": wmask, "upd": np.zeros(n, I8), "visited": wvis, "over": np.array([1], I32)}, note="next frontier")
    cols, iters = 100, 2
    wall = rand_i(91, 3 * cols, 0, 9).reshape(3, cols)
    prev = wall[0].copy()
    for i in range(iters):
        l = np.concatenate([prev[:1], prev[:-1]])
        rr = np.concatenate([prev[1:], prev[-1:]])
        prev = (np.minimum(np.minimum(l, prev), rr) + wall[i + 1]).astype(I32)
    launch(f, "pathfinder", (128,), (64,), ["dst", "wall", "src", ("i32", cols), ("i32", iters)],
           {"dst": np.zeros(cols, I32), "wall": wall.ravel(), "src": wall[0].copy()}, {"dst": prev},
           note="100 columns, 2 rows per launch, blocks of 64 with 2-column halos")
    n, pen = 16, 2
    ref = rand_i(92, n * n, -5, 5).reshape(n, n)
    sc = np.zeros((n + 1, n + 1), I32)
    sc[0, :] = -pen * np.arange(n + 1)
    sc[:, 0] = -pen * np.arange(n + 1)
    w = sc.copy()
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            w[i, j] = max(w[i - 1, j - 1] + ref[i - 1, j - 1], w[i - 1, j] - pen, w[i, j - 1] - pen)
    launch(f, "needle", (16,), (16,), ["score", "ref", ("i32", n), ("i32", pen)], {"score": sc.ravel(), "ref": ref.ravel()},
           {"score": w.ravel()}, note="one block of 16 sweeps 31 anti-diagonals with barriers")
    n, t = 8, 2
    a = rand_f(93, n * n).reshape(n, n) + np.eye(n, dtype=F32) * F32(4)
    a = a.astype(F32)
    m = np.zeros((n, n), F32)
    wm = m.copy()
    wm[t + 1:, t] = a[t + 1:, t] / a[t, t]
    launch(f, "gauss_fan1", (8,), (8,), ["m", "a", ("i32", n), ("i32", t)], {"m": m.ravel(), "a": a.ravel()},
           {"m": wm.ravel()}, note="n = 8, t = 2")
    b = rand_f(94, n)
    wa, wb = a.copy(), b.copy()
    wa[t + 1:, t:] = a[t + 1:, t:] - wm[t + 1:, t:t + 1] * a[t, t:][None, :]
    wb[t + 1:] = b[t + 1:] - wm[t + 1:, t] * b[t]
    launch(f, "gauss_fan2", (8, 8), (4, 4), ["m", "a", "b", ("i32", n), ("i32", t)],
           {"m": wm.ravel(), "a": a.ravel(), "b": b}, {"a": wa.ravel(), "b": wb}, note="n = 8, t = 2")
    npts, nc, nf = 100, 5, 4
    feat = rand_f(95, npts * nf).reshape(nf, npts)
    cen = rand_f(96, nc * nf).reshape(nc, nf)
    dist = []
    for c in range(nc):
        d = np.zeros(npts, F32)
        for k in range(nf):
            diff = feat[k] - cen[c, k]
            d = d + diff * diff
        dist.append(d)
    dist = np.array(dist)
    best = np.zeros(npts, I32)
    bd = np.full(npts, np.inf, F32)
    for c in range(nc):
        better = dist[c] < bd
        bd = np.where(better, dist[c], bd)
        best = np.where(better, c, best).astype(I32)
    launch(f, "kmeans_assign", (128,), (64,), ["member", "feat", "centres", ("i32", npts), ("i32", nc), ("i32", nf)],
           {"member": np.full(npts, -1, I32), "feat": feat.ravel(), "centres": cen.ravel()}, {"member": best},
           note="100 points, 5 centres, 4 features")
    pin = rand_f(97, npts * nf)
    launch(f, "kmeans_swap", (128,), (32,), ["out", "in", ("i32", npts), ("i32", nf)],
           {"out": np.zeros(npts * nf, F32), "in": pin}, {"out": pin.reshape(npts, nf).T.ravel().copy()},
           note="point-major to feature-major")
    L = 16
    s_ = (rand_f(98, L * L).reshape(L, L) + np.eye(L, dtype=F32) * F32(8)).astype(F32)
    w = s_.copy()
    for k in range(L - 1):
        w[k + 1:, k] = w[k + 1:, k] / w[k, k]
        w[k + 1:, k + 1:] = w[k + 1:, k + 1:] - w[k + 1:, k:k + 1] * w[k, k + 1:][None, :]
    launch(f, "lud_block", (16,), (16,), ["m"], {"m": s_.ravel()}, {"m": w.ravel()},
           note="16x16 diagonally dominant block, L and U in place")
    hid, inn = 12, 10
    wt = rand_f(99, hid * inn)
    ow = rand_f(100, hid * inn)
    delta, ly = rand_f(101, hid), rand_f(102, inn)
    eta, mom = F32(0.3), F32(0.3)
    dw = (eta * delta[None, :] * ly[:, None] + mom * ow.reshape(inn, hid)).astype(F32)
    launch(f, "bp_adjust", (16, 12), (8, 4), ["w", "oldw", "delta", "ly", ("i32", hid), ("i32", inn), ("f32", eta), ("f32", mom)],
           {"w": wt, "oldw": ow, "delta": delta, "ly": ly}, {"w": (wt + dw.ravel()).astype(F32), "oldw": dw.ravel()},
           note="12 hidden x 10 inputs")
    n = 90
    loc = rand_f(103, 2 * n, -90, 90)
    lat, lng = F32(30.5), F32(-12.25)
    lx, lyy = loc[0::2], loc[1::2]
    d = np.sqrt((lat - lx) * (lat - lx) + (lng - lyy) * (lng - lyy))
    launch(f, "nn_dist", (128,), (64,), ["d", "loc", ("f32", lat), ("f32", lng), ("i32", n)],
           {"d": np.zeros(n, F32), "loc": loc}, {"d": d}, note="float2 records, sqrt correctly rounded")


# ------------------------------------------------------------------ HeCBench-style (HIP)

TRANS = {"rel": 1e-5, "abs": 1e-6}


def crc32_py(bs):
    c = 0xFFFFFFFF
    for b in bs:
        c ^= int(b)
        for _ in range(8):
            c = (c >> 1) ^ (0xEDB88320 if c & 1 else 0)
    return c ^ 0xFFFFFFFF


def hip_hecbench():
    f = "hip_hecbench"
    rows, cols = 20, 12
    x = rand_f(110, rows * cols, -4, 4).reshape(rows, cols)
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m).astype(F32)
    ssum = np.zeros((rows, 1), F32)
    for c in range(cols):
        ssum = ssum + e[:, c:c + 1]
    launch(f, "softmax_rows", (32,), (32,), ["out", "in", ("i32", rows), ("i32", cols)],
           {"out": np.zeros(rows * cols, F32), "in": x.ravel()}, {"out": (e / ssum).ravel()},
           tol={"out": TRANS}, note="expf: implementation-defined last bits, relative 1e-5")
    g, b = rand_f(111, cols, 0.5, 1.5), rand_f(112, cols)
    mean = np.zeros(rows, F32)
    for c in range(cols):
        mean = mean + x[:, c]
    mean = mean / F32(cols)
    var = np.zeros(rows, F32)
    for c in range(cols):
        d = x[:, c] - mean
        var = var + d * d
    var = var / F32(cols)
    eps = F32(1e-5)
    inv = F32(1) / np.sqrt(var + eps)
    out = ((x - mean[:, None]) * inv[:, None]) * g[None, :] + b[None, :]
    launch(f, "layernorm", (32,), (32,), ["out", "in", "gamma", "beta", ("i32", rows), ("i32", cols), ("f32", eps)],
           {"out": np.zeros(rows * cols, F32), "in": x.ravel(), "gamma": g, "beta": b}, {"out": out.ravel()},
           note="every operation in the kernel's order: exact")
    n = 200
    v = rand_f(113, 256, -6, 6)
    vv = v[:n]
    sig = (F32(1) / (F32(1) + np.exp(-vv))).astype(F32)
    z = lambda: np.zeros(256, F32)
    def ext(a):
        o = np.zeros(256, F32)
        o[:n] = a
        return o
    launch(f, "activations", (256,), (64,), ["relu", "leaky", "sig", "silu", "x", ("i32", n)],
           {"relu": z(), "leaky": z(), "sig": z(), "silu": z(), "x": v},
           {"relu": ext(np.maximum(vv, F32(0))), "leaky": ext(np.where(vv > 0, vv, F32(0.01) * vv)),
            "sig": ext(sig), "silu": ext(vv * sig)}, tol={"sig": TRANS, "silu": TRANS},
           note="relu and leaky relu exact; sigmoid and silu through expf (relative 1e-5)")
    n, mk = 100, 60
    srt = np.sort(rand_i(114, n, -500, 500))
    keys = rand_i(115, 64, -520, 520)
    launch(f, "bsearch_lb", (64,), (64,), ["pos", "sorted", "keys", ("i32", n), ("i32", mk)],
           {"pos": np.full(64, -1, I32), "sorted": srt, "keys": keys},
           {"pos": np.concatenate([np.searchsorted(srt, keys[:mk], side="left"), np.full(4, -1)]).astype(I32)},
           note="60 keys, 100 sorted values with duplicates")
    n = 40
    data = rand_i(116, n * 16, 0, 255, U8)
    launch(f, "crc32_records", (64,), (64,), ["crc", "data", ("i32", n)], {"crc": np.zeros(64, U32), "data": data},
           {"crc": np.array([crc32_py(data[i * 16:(i + 1) * 16]) for i in range(n)] + [0] * 24, U32)},
           note="bitwise CRC-32 of 40 records of 16 bytes")
    k32 = rand_i(117, 64, 0, 2**32 - 1, U32)
    k64 = rand_i(118, 64, 0, 2**64 - 1, U64)
    M64 = (1 << 64) - 1

    def fmix32(h):
        h ^= h >> 16
        h = (h * 0x85EBCA6B) & 0xFFFFFFFF
        h ^= h >> 13
        h = (h * 0xC2B2AE35) & 0xFFFFFFFF
        return h ^ (h >> 16)

    def fmix64(k):
        k ^= k >> 33
        k = (k * 0xFF51AFD7ED558CCD) & M64
        k ^= k >> 33
        k = (k * 0xC4CEB9FE1A85EC53) & M64
        return k ^ (k >> 33)
    launch(f, "murmur_fmix", (64,), (32,), ["h32", "h64", "k32", "k64"],
           {"h32": np.zeros(64, U32), "h64": np.zeros(64, U64), "k32": k32, "k64": k64},
           {"h32": np.array([fmix32(int(k)) for k in k32], U32), "h64": np.array([fmix64(int(k)) for k in k64], U64)},
           note="32- and 64-bit multiply, shifts, xor")
    w, h, maxit = 24, 16, 40
    x0, y0, dx = F32(-2.0), F32(-1.0), F32(0.125)
    px, py = np.meshgrid(np.arange(w), np.arange(h))
    cr = x0 + px.astype(F32) * dx
    ci = y0 + py.astype(F32) * dx
    zr = np.zeros_like(cr)
    zi = np.zeros_like(cr)
    it = np.zeros((h, w), I32)
    for _ in range(maxit):
        act = (zr * zr + zi * zi) <= F32(4)
        t = (zr * zr - zi * zi) + cr
        zi2 = (F32(2) * zr) * zi + ci
        zr = np.where(act, t, zr)
        zi = np.where(act, zi2, zi)
        it = it + act
    launch(f, "mandelbrot", (24, 16), (8, 8), ["iters", ("f32", x0), ("f32", y0), ("f32", dx), ("i32", w), ("i32", h), ("i32", maxit)],
           {"iters": np.zeros(w * h, I32)}, {"iters": it.astype(I32).ravel()},
           note="24x16 points, at most 40 iterations, f32 per operation: exact")
    n = 60
    S, X, T = rand_f(119, 64, 10, 50), rand_f(120, 64, 10, 50), rand_f(121, 64, 0.25, 5)
    R, V = F32(0.02), F32(0.3)
    Sd, Xd, Td = S[:n].astype(F64), X[:n].astype(F64), T[:n].astype(F64)

    def cnd(d):
        K = 1.0 / (1.0 + 0.2316419 * np.abs(d))
        c = 0.3989422804014327 * np.exp(-0.5 * d * d) * (K * (0.31938153 + K * (-0.356563782 + K * (1.781477937 + K * (-1.821255978 + K * 1.330274429)))))
        return np.where(d > 0, 1.0 - c, c)
    sq = np.sqrt(Td)
    d1 = (np.log(Sd / Xd) + (0.02 + 0.5 * 0.3 * 0.3) * Td) / (0.3 * sq)
    d2 = d1 - 0.3 * sq
    er = np.exp(-0.02 * Td)
    call = Sd * cnd(d1) - Xd * er * cnd(d2)
    put = Xd * er * (1.0 - cnd(d2)) - Sd * (1.0 - cnd(d1))
    def ext(a):
        o = np.zeros(64, F32)
        o[:n] = a
        return o
    launch(f, "black_scholes", (64,), (64,), ["call", "put", "S", "X", "T", ("f32", R), ("f32", V), ("i32", n)],
           {"call": np.zeros(64, F32), "put": np.zeros(64, F32), "S": S, "X": X, "T": T},
           {"call": ext(call), "put": ext(put)}, tol={"call": {"rel": 1e-4, "abs": 2e-4}, "put": {"rel": 1e-4, "abs": 2e-4}},
           note="reference in f64 from the f32 inputs; the f32 kernel (expf, logf) agrees to 2e-4 absolute")
    n = 12
    INF = 1000000
    d = rand_i(122, n * n, 1, 30).reshape(n, n)
    d = np.where(rand_i(123, n * n, 0, 2).reshape(n, n) == 0, INF, d).astype(I32)
    np.fill_diagonal(d, 0)
    k = 3
    wd = np.minimum(d, d[:, k:k + 1] + d[k:k + 1, :]).astype(I32)
    launch(f, "floyd_step", (16, 12), (8, 4), ["d", ("i32", n), ("i32", k)], {"d": d.ravel()}, {"d": wd.ravel()},
           note="k = 3; zero diagonal, so row and column k do not change during the step")
    n = 10
    mi = rand_i(124, n * n, -100, 100).reshape(n, n)
    ro = np.zeros((n, n), I32)
    for i in range(n):
        for j in range(n):
            ro[j, n - 1 - i] = mi[i, j]
    launch(f, "rotate90", (12, 12), (4, 4), ["out", "in", ("i32", n)], {"out": np.zeros(n * n, I32), "in": mi.ravel()},
           {"out": ro.ravel()}, note="10x10, clockwise")
    n = 50
    xyz = rand_f(125, 64 * 3, -10, 10).reshape(64, 3)
    ids = rand_i(126, 64, 0, 10**6)
    rec = np.zeros((64, 4), I32)
    rec[:, :3] = xyz.view(I32)
    rec[:, 3] = ids
    def ext(a, dt):
        o = np.zeros(64, dt)
        o[:n] = a[:n]
        return o
    launch(f, "aos_to_soa", (64,), (64,), ["xs", "ys", "zs", "ids", "p", ("i32", n)],
           {"xs": np.zeros(64, F32), "ys": np.zeros(64, F32), "zs": np.zeros(64, F32), "ids": np.zeros(64, I32), "p": rec.ravel()},
           {"xs": ext(xyz[:, 0].copy(), F32), "ys": ext(xyz[:, 1].copy(), F32), "zs": ext(xyz[:, 2].copy(), F32), "ids": ext(ids, I32)},
           note="16-byte records {float x, y, z; int id} (stored as i32 bit patterns)")
    st = rand_i(127, 64, 1, 2**32 - 1, U32)
    fs, sm = [], []
    for x in st:
        x = int(x)
        ssum = 0
        for _ in range(10):
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
            ssum = (ssum + x) & 0xFFFFFFFF
        fs.append(x)
        sm.append(ssum)
    launch(f, "xorshift", (64,), (64,), ["state", "sum"], {"state": st, "sum": np.zeros(64, U32)},
           {"state": np.array(fs, U32), "sum": np.array(sm, U32)}, note="10 xorshift32 steps per thread")
    n = 30
    cnt = rand_i(128, n * 16, 0, 20).reshape(n, 16)
    cnt[:, 0] += 1
    tot = cnt.sum(axis=1).astype(F32)
    ent = np.zeros(n, F32)
    for k in range(16):
        c = cnt[:, k]
        p_ = c.astype(F32) / tot
        term = np.where(c > 0, p_ * np.log2(np.where(c > 0, p_, F32(1))), F32(0)).astype(F32)
        ent = ent - term
    launch(f, "entropy", (32,), (32,), ["h", "counts", ("i32", n)], {"h": np.zeros(n, F32), "counts": cnt.astype(I32).ravel()},
           {"h": ent}, tol={"h": TRANS}, note="log2f: relative 1e-5")
    n = 150
    xd, yd = rand_f(129, 192, -1, 1, F64), rand_f(130, 192, -1, 1, F64)
    pr = np.where(np.arange(192) < n, xd * yd, 0.0).reshape(3, 64)
    launch(f, "ddot", (192,), (64,), ["partial", "x", "y", ("i32", n)], {"partial": np.zeros(3, F64), "x": xd, "y": yd},
           {"partial": tree_halving(pr, np.add)}, note="f64 products and tree sums in the kernel's order")


# ------------------------------------------------------------------ image filters (OpenCL)


def image():
    f = "image"
    w, h = 20, 12
    img = rand_i(140, w * h * 4, 0, 255, U8)
    px = img.reshape(h, w, 4).astype(np.int64)
    gray = ((77 * px[..., 0] + 150 * px[..., 1] + 29 * px[..., 2]) >> 8).astype(U8)
    launch(f, "grayscale", (20, 12), (8, 4), ["out", "in", ("i32", w), ("i32", h)], {"out": np.zeros(w * h, U8), "in": img},
           {"out": gray.ravel()}, note="20x12 with partial 8x4 groups in x")
    acc = np.zeros((h, w, 4), np.int64)
    cnt = np.zeros((h, w, 1), np.int64)
    pad = np.zeros((h + 2, w + 2, 4), np.int64)
    pad[1:-1, 1:-1] = px
    ok = np.zeros((h + 2, w + 2, 1), np.int64)
    ok[1:-1, 1:-1] = 1
    for dy in range(3):
        for dx in range(3):
            acc += pad[dy:dy + h, dx:dx + w]
            cnt += ok[dy:dy + h, dx:dx + w]
    launch(f, "box_blur", (24, 12), (8, 4), ["out", "in", ("i32", w), ("i32", h)], {"out": np.zeros(w * h * 4, U8), "in": img},
           {"out": (acc // cnt).astype(U8).ravel()}, note="int4 sums of the in-image neighbours, divided by their count")
    g = gray.astype(np.int64)
    so = np.zeros((h, w), np.int64)
    P = lambda dx, dy: g[1 + dy:h - 1 + dy, 1 + dx:w - 1 + dx]
    gx = -P(-1, -1) - 2 * P(-1, 0) - P(-1, 1) + P(1, -1) + 2 * P(1, 0) + P(1, 1)
    gy = -P(-1, -1) - 2 * P(0, -1) - P(1, -1) + P(-1, 1) + 2 * P(0, 1) + P(1, 1)
    so[1:-1, 1:-1] = np.minimum(np.abs(gx) + np.abs(gy), 255)
    launch(f, "sobel", (24, 16), (8, 8), ["out", "in", ("i32", w), ("i32", h)], {"out": np.full(w * h, 9, U8), "in": gray.ravel()},
           {"out": so.astype(U8).ravel()}, note="|gx| + |gy| clamped to 255, border 0")
    n = 60
    im = rand_i(141, 64 * 4, 0, 255, U8).reshape(64, 4)
    t = 128
    o = im.copy()
    sel = np.where((im[:, 0] > t)[:, None], 255 - im, im)
    o[:n] = sel[:n][:, [2, 1, 0, 3]]
    launch(f, "threshold_invert", (64,), (32,), ["img", ("u8", t), ("i32", n)], {"img": im.ravel()}, {"img": o.ravel()},
           note="uchar argument; whole-vector select on the red channel, then .zyxw")
    lut = ((np.arange(256) / 255.0) ** 0.45 * 255).astype(U8)
    im = rand_i(142, 64 * 4, 0, 255, U8).reshape(64, 4)
    o = im.copy()
    o[:n, :3] = lut[im[:n, :3]]
    launch(f, "gamma_lut", (64,), (64,), ["img", "lut", ("i32", n)], {"img": im.ravel(), "lut": lut}, {"img": o.ravel()},
           note="table lookups per byte channel, alpha kept")
    q = px.reshape(h // 2, 2, w // 2, 2, 4).sum(axis=(1, 3))
    launch(f, "downsample2x", (10, 6), (5, 3), ["out", "in", ("i32", w), ("i32", h)],
           {"out": np.zeros((w // 2) * (h // 2) * 4, U8), "in": img}, {"out": ((q + 2) >> 2).astype(U8).ravel()},
           note="ushort4 sums of 2x2 pixels, rounded")
    gp = np.pad(g, 1, mode="edge")
    win = np.stack([gp[dy:dy + h, dx:dx + w] for dy in range(3) for dx in range(3)], axis=-1)
    launch(f, "median3x3", (20, 12), (4, 4), ["out", "in", ("i32", w), ("i32", h)], {"out": np.zeros(w * h, U8), "in": gray.ravel()},
           {"out": np.sort(win, axis=-1)[..., 4].astype(U8).ravel()}, note="clamped borders, partial selection sort in private memory")
    a = rand_i(143, 256, 0, 255, U8)
    b = rand_i(144, 256, 0, 255, U8)
    n = 60
    o = a.copy()
    o[:4 * n] = np.minimum(a[:4 * n].astype(np.int64) + b[:4 * n], 255)
    launch(f, "rgba_saturating_add", (64,), (64,), ["a", "b", ("i32", n)], {"a": a, "b": b}, {"a": o.astype(U8)},
           note="llvm.uadd.sat on <4 x i8>")


# ------------------------------------------------------------------ numerical (OpenCL)


def csr_random(seed, nrows, ncols, maxnnz):
    r = rng(seed)
    rowp = [0]
    cols = []
    for _ in range(nrows):
        k = int(r.integers(0, maxnnz + 1))
        cols += sorted(r.choice(ncols, k, replace=False).tolist())
        rowp.append(len(cols))
    return np.array(rowp, I32), np.array(cols, I32)


def numeric():
    f = "numeric"
    d = rand_f(150, 64, -1, 1).reshape(2, 16, 2)
    ang = -2 * np.pi * np.arange(8) / 16
    tw = np.stack([np.cos(ang), np.sin(ang)], axis=1).astype(F32)
    rev = [int(format(t, "04b")[::-1], 2) for t in range(16)]
    sarr = np.zeros_like(d)
    for t in range(16):
        sarr[:, rev[t]] = d[:, t]
    hl = 1
    while hl < 16:
        new = sarr.copy()
        for t in range(8):
            grp, k = t // hl, t % hl
            i = grp * 2 * hl + k
            j = i + hl
            w = tw[k * (8 // hl)]
            u = sarr[:, i]
            b = sarr[:, j]
            v = np.stack([w[0] * b[:, 0] - w[1] * b[:, 1], w[0] * b[:, 1] + w[1] * b[:, 0]], axis=1)
            new[:, i] = u + v
            new[:, j] = u - v
        sarr = new
        hl *= 2
    launch(f, "fft16", (32,), (16,), ["data", "tw"], {"data": d.ravel(), "tw": tw.ravel()}, {"data": sarr.ravel()},
           note="two 16-point FFTs; the kernel's butterflies per operation in f32: exact")
    n, eps2 = 48, F32(0.01)
    pos = rand_f(151, n * 4, -2, 2).reshape(n, 4)
    pos[:, 3] = rand_f(152, n, 0.5, 2)
    p = pos
    ax = np.zeros(n, F32)
    ay = np.zeros(n, F32)
    az = np.zeros(n, F32)
    for j in range(n):
        q = pos[j]
        dx, dy, dz = q[0] - p[:, 0], q[1] - p[:, 1], q[2] - p[:, 2]
        d2 = ((dx * dx + dy * dy) + dz * dz) + eps2
        inv = F32(1) / np.sqrt(d2)
        sc = q[3] * ((inv * inv) * inv)
        ax, ay, az = ax + dx * sc, ay + dy * sc, az + dz * sc
    launch(f, "nbody_accel", (64,), (32,), ["acc", "pos", ("i32", n), ("f32", eps2)],
           {"acc": np.full(64 * 4, 5, F32), "pos": np.concatenate([pos.ravel(), np.zeros(64, F32)])},
           {"acc": np.concatenate([np.stack([ax, ay, az, np.zeros(n, F32)], axis=1).ravel(), np.full(64, 5, F32)])},
           note="48 bodies, softening 0.01; f32 per operation (1/sqrt as a correctly rounded sqrt and division)")
    n, maxn = 40, 6
    lat = np.array([[i % 4, (i // 4) % 4, i // 16] for i in range(n)], F32) * F32(1.1)
    pos = np.zeros((n, 4), F32)
    pos[:, :3] = lat + rand_f(153, n * 3, -0.2, 0.2).reshape(n, 3)
    r = rng(154)
    nbr = np.zeros((maxn, n), I32)
    for i in range(n):
        nbr[:, i] = r.choice([j for j in range(n) if j != i], maxn, replace=False)
    cutsq, lj1, lj2 = F32(4.0), F32(1.5), F32(2.0)
    fx = np.zeros(n, F32)
    fy = np.zeros(n, F32)
    fz = np.zeros(n, F32)
    for k in range(maxn):
        q = pos[nbr[k]]
        dx, dy, dz = pos[:, 0] - q[:, 0], pos[:, 1] - q[:, 1], pos[:, 2] - q[:, 2]
        r2 = (dx * dx + dy * dy) + dz * dz
        inside = r2 < cutsq
        r2i = F32(1) / r2
        r6i = (r2i * r2i) * r2i
        fs = (r2i * r6i) * (lj1 * r6i - lj2)
        fx = np.where(inside, fx + dx * fs, fx)
        fy = np.where(inside, fy + dy * fs, fy)
        fz = np.where(inside, fz + dz * fs, fz)
    launch(f, "md_lj", (64,), (64,), ["force", "pos", "nbr", ("i32", n), ("i32", maxn), ("f32", cutsq), ("f32", lj1), ("f32", lj2)],
           {"force": np.zeros(n * 4, F32), "pos": pos.ravel(), "nbr": nbr.ravel()},
           {"force": np.stack([fx, fy, fz, np.zeros(n, F32)], axis=1).ravel()},
           note="40 atoms on a jittered lattice, 6 neighbours each, cutoff 2")
    nrows, ncols = 30, 40
    rowp, cols = csr_random(155, nrows, ncols, 8)
    vals = rand_f(156, len(cols))
    x = rand_f(157, ncols)
    y = np.zeros(nrows, F32)
    for rr in range(nrows):
        acc = F32(0)
        for k in range(rowp[rr], rowp[rr + 1]):
            acc = F32(acc + F32(vals[k] * x[cols[k]]))
        y[rr] = acc
    launch(f, "spmv_csr_scalar", (32,), (32,), ["y", "rowp", "cols", "vals", "x", ("i32", nrows)],
           {"y": np.full(nrows, 3, F32), "rowp": rowp, "cols": cols, "vals": vals, "x": x}, {"y": y}, note="30x40, up to 8 per row")
    nrows = 10
    rowp, cols = csr_random(158, nrows, ncols, 40)
    vals = rand_f(159, len(cols))
    y = np.zeros(nrows, F32)
    for rr in range(nrows):
        lanes = np.zeros(16, F32)
        for lane in range(16):
            acc = F32(0)
            for k in range(rowp[rr] + lane, rowp[rr + 1], 16):
                acc = F32(acc + F32(vals[k] * x[cols[k]]))
            lanes[lane] = acc
        w = 8
        while w > 0:
            lanes[:w] = lanes[:w] + lanes[w:2 * w]
            w //= 2
        y[rr] = lanes[0]
    launch(f, "spmv_csr_vector", (192,), (64,), ["y", "rowp", "cols", "vals", "x", ("i32", nrows)],
           {"y": np.full(nrows, 3, F32), "rowp": rowp, "cols": cols, "vals": vals, "x": x}, {"y": y},
           note="10 rows of up to 40 non-zeros, 16 lanes per row, LDS tree in the kernel's order")
    nrows, width = 30, 6
    ec = np.full((width, nrows), -1, I32)
    ev = np.zeros((width, nrows), F32)
    r = rng(160)
    for rr in range(nrows):
        k = int(r.integers(0, width + 1))
        ec[:k, rr] = r.choice(ncols, k, replace=False)
        ev[:k, rr] = r.uniform(-1, 1, k).astype(F32)
    y = np.zeros(nrows, F32)
    for k in range(width):
        y = np.where(ec[k] >= 0, y + ev[k] * x[np.maximum(ec[k], 0)], y)
    launch(f, "spmv_ell", (32,), (16,), ["y", "cols", "vals", "x", ("i32", nrows), ("i32", width)],
           {"y": np.zeros(nrows, F32), "cols": ec.ravel(), "vals": ev.ravel(), "x": x}, {"y": y}, note="ELLPACK width 6")
    b, c = rand_f(161, 256), rand_f(162, 256)
    sc = F32(1.75)
    launch(f, "triad4", (64,), (32,), ["a", "b", "c", ("f32", sc)], {"a": np.zeros(256, F32), "b": b, "c": c},
           {"a": b + sc * c}, note="float4 x 64")
    numk, numx = 20, 50
    kv = rand_f(163, numk * 4, -1, 1).reshape(numk, 4)
    xs, ys, zs = rand_f(164, numx, -0.5, 0.5), rand_f(165, numx, -0.5, 0.5), rand_f(166, numx, -0.5, 0.5)
    arg = F32(6.2831853071795864769) * ((kv[:, 0:1] * xs + kv[:, 1:2] * ys) + kv[:, 2:3] * zs)
    qr = (kv[:, 3:4].astype(F64) * np.cos(arg.astype(F64))).sum(axis=0)
    qi = (kv[:, 3:4].astype(F64) * np.sin(arg.astype(F64))).sum(axis=0)
    t5 = {"rel": 1e-4, "abs": 1e-4}
    launch(f, "mriq", (64,), (64,), ["qr", "qi", "kv", "x", "y", "z", ("i32", numk), ("i32", numx)],
           {"qr": np.zeros(numx, F32), "qi": np.zeros(numx, F32), "kv": kv.ravel(), "x": xs, "y": ys, "z": zs},
           {"qr": qr.astype(F32), "qi": qi.astype(F32)}, tol={"qr": t5, "qi": t5},
           note="sin/cos of f32 arguments up to 10 radians, summed over 20 samples: 1e-4 absolute")
    w, h, rg = 16, 12, 2
    cur, ref = rand_i(167, w * h, 0, 255, U8), rand_i(168, w * h, 0, 255, U8)
    cu, re = cur.reshape(h, w).astype(np.int64), ref.reshape(h, w).astype(np.int64)
    nd = 2 * rg + 1
    out = np.zeros((h // 4, w // 4, nd, nd), np.int64)
    for by in range(h // 4):
        for bx in range(w // 4):
            for dy in range(-rg, rg + 1):
                for dx in range(-rg, rg + 1):
                    ssum = 0
                    for yy in range(4):
                        for xx in range(4):
                            cx, cy = bx * 4 + xx, by * 4 + yy
                            rx, ry = min(max(cx + dx, 0), w - 1), min(max(cy + dy, 0), h - 1)
                            ssum += abs(cu[cy, cx] - re[ry, rx])
                    out[by, bx, dy + rg, dx + rg] = ssum
    launch(f, "sad4x4", (4, 3), (4, 3), ["sad", "cur", "ref", ("i32", w), ("i32", h), ("i32", rg)],
           {"sad": np.zeros(out.size, U16), "cur": cur, "ref": ref}, {"sad": out.astype(U16).ravel()},
           note="16x12 frame, 4x4 blocks, displacements -2..2, clamped reference")
    m, n, k = 16, 16, 24
    A, B = rand_f(169, m * k).reshape(m, k), rand_f(170, k * n).reshape(k, n)
    acc = np.zeros((m, n), F32)
    for q in range(k):
        acc = acc + A[:, q:q + 1] * B[q:q + 1, :]
    launch(f, "sgemm_tiled", (16, 16), (8, 8), ["C", "A", "B", ("i32", m), ("i32", n), ("i32", k)],
           {"C": np.zeros(m * n, F32), "A": A.ravel(), "B": B.ravel()}, {"C": acc.ravel()},
           note="16x24 times 24x16 through 8x8 LDS tiles")


# ------------------------------------------------------------------ f64, f16, i64 (OpenCL)


def fma64(a, b, c):
    """One rounding of the exact a * b + c (Python's float(Fraction) rounds correctly)."""
    from fractions import Fraction
    ex = Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))
    return float(ex) if ex != 0 else float(a) * float(b) + float(c)


def h16(x):
    """Round an exactly computed f64 value to f16 once."""
    return np.asarray(x, F64).astype(F16)


def types():
    f = "types"
    M = (1 << 64) - 1
    n = 100
    x, y = rand_f(180, 128, -1e3, 1e3, F64), rand_f(181, 128, -1e3, 1e3, F64)
    a = 0.7071067811865476
    wy = y.copy()
    wy[:n] = a * x[:n] + y[:n]
    launch(f, "daxpy", (128,), (64,), ["y", "x", ("f64", a), ("i32", n)], {"y": y, "x": x}, {"y": wy}, note="f64, n = 100")
    m, nn = 20, 13
    A, xv = rand_f(182, m * nn, -1, 1, F64).reshape(m, nn), rand_f(183, nn, -1, 1, F64)
    yv = []
    for i in range(m):
        acc = 0.0
        for j in range(nn):
            acc = fma64(A[i, j], xv[j], acc)
        yv.append(acc)
    launch(f, "dgemv", (32,), (32,), ["y", "A", "x", ("i32", m), ("i32", nn)], {"y": np.zeros(m, F64), "A": A.ravel(), "x": xv},
           {"y": np.array(yv, F64)}, note="llvm.fma.f64 chain, exact fma in the reference (fractions)")
    xs, c = rand_f(184, 64, -2, 2, F64), rand_f(185, 8, -1, 1, F64)
    acc = np.full(64, c[7])
    for k in range(6, -1, -1):
        acc = acc * xs + c[k]
    aa = np.abs(xs) + 1.0
    g = aa.copy()
    for _ in range(6):
        g = 0.5 * (g + aa / g)
    launch(f, "dpoly_newton", (64,), (64,), ["p", "r", "x", "c"], {"p": np.zeros(64, F64), "r": np.zeros(64, F64), "x": xs, "c": c},
           {"p": acc, "r": g}, note="Horner degree 7, 6 Newton steps for sqrt(|x| + 1), f64 division")
    xs = rand_f(186, 64, -1000, 1000, F64)
    xs[:6] = [0.5, -0.5, 1.5, -2.5, 2.5, -0.0]
    d4 = np.stack([np.floor(xs), np.ceil(xs), np.rint(xs), np.fmin(xs, 0.25) + np.fmax(xs, -0.25)], axis=1)
    launch(f, "dconv", (64,), (32,), ["f", "i32", "i64", "d4", "x"],
           {"f": np.zeros(64, F32), "i32": np.zeros(64, I32), "i64": np.zeros(64, I64), "d4": np.zeros(256, F64), "x": xs},
           {"f": xs.astype(F32), "i32": np.trunc(xs).astype(I32), "i64": np.trunc(xs * 1e9).astype(I64), "d4": d4.ravel()},
           note="ties in rint go to even; -0.0 kept by floor/ceil")
    n = 60
    hx, hy = rand_f(187, 64, -8, 8, F16), rand_f(188, 64, -8, 8, F16)
    ha = F16(1.5)
    wy = hy.copy()
    prod = h16(float(ha) * hx[:n].astype(F64))
    wy[:n] = h16(prod.astype(F64) + hy[:n].astype(F64))
    launch(f, "haxpy", (64,), (32,), ["y", "x", ("f16", float(ha)), ("i32", n)], {"y": hy, "x": hx}, {"y": wy},
           note="f16 multiply and add, each rounded once")
    ha2, hb2 = rand_f(189, 128, -4, 4, F16), rand_f(190, 128, -4, 4, F16)
    pr = h16(ha2.astype(F64) * hb2.astype(F64)).reshape(64, 2).astype(F32)
    launch(f, "hdot2", (64,), (64,), ["out", "a", "b", ("i32", 64)], {"out": np.zeros(64, F32), "a": ha2, "b": hb2},
           {"out": pr[:, 0] + pr[:, 1]}, note="half2 products, then a float sum")
    xf = rand_f(191, 64, -100, 100)
    hv = xf.astype(F16)
    sv = np.trunc(h16(hv.astype(F64) * 4.0).astype(F64)).astype(I16)
    launch(f, "hconv", (64,), (64,), ["h", "back", "x", "s"], {"h": np.zeros(64, F16), "back": np.zeros(64, F32), "x": xf, "s": np.zeros(64, I16)},
           {"h": hv, "back": hv.astype(F32) * F32(2), "s": sv}, note="float -> half (nearest even) -> float, half * 4 -> short")
    seed = 0x0123456789ABCDEF
    out = []
    for gid in range(64):
        z = (seed + (gid + 1) * 0x9E3779B97F4A7C15) & M
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
        out.append(z ^ (z >> 31))
    launch(f, "splitmix64", (64,), (64,), ["out", ("u64", seed)], {"out": np.zeros(64, U64)}, {"out": np.array(out, U64)},
           note="64-bit multiply, shifts and xor")
    n = 30
    data = rand_i(192, 32 * 24, 0, 255, U8)
    hs = []
    for i in range(n):
        xh = 0xCBF29CE484222325
        for k in range(24):
            xh ^= int(data[i * 24 + k])
            xh = (xh * 0x100000001B3) & M
        hs.append(xh)
    launch(f, "fnv1a64", (32,), (32,), ["h", "data", ("i32", n)], {"h": np.zeros(32, U64), "data": data},
           {"h": np.array(hs + [0, 0], U64)}, note="30 records of 24 bytes")
    av = rand_i(193, 64, -2**62, 2**62, I64)
    bv = rand_i(194, 64, -2**40, 2**40, I64)
    bv[bv == 0] = 7
    bv[:4] = [1, -1, 3, -(2**62)]
    av[:4] = [-(2**62), 2**62, -7, 5]

    def tdiv(x_, y_):
        qq = abs(x_) // abs(y_)
        return qq if (x_ < 0) == (y_ < 0) else -qq
    q_ = [tdiv(int(x_), int(y_)) for x_, y_ in zip(av, bv)]
    r_ = [int(x_) - qq * int(y_) for x_, y_, qq in zip(av, bv, q_)]
    ua = [int(x_) & M for x_ in av]
    ub = [int(y_) & M for y_ in bv]
    launch(f, "i64_divmod", (64,), (64,), ["q", "r", "uq", "ur", "a", "b"],
           {"q": np.zeros(64, I64), "r": np.zeros(64, I64), "uq": np.zeros(64, U64), "ur": np.zeros(64, U64), "a": av, "b": bv},
           {"q": np.array(q_, I64), "r": np.array(r_, I64), "uq": np.array([x_ // y_ for x_, y_ in zip(ua, ub)], U64),
            "ur": np.array([x_ % y_ for x_, y_ in zip(ua, ub)], U64)}, note="signed (truncating) and unsigned 64-bit division")
    import math
    ga = rand_i(195, 64, 1, 2**62, U64)
    gb = rand_i(196, 64, 0, 2**62, U64)
    gb[:8] = (ga[:8] // 3) * 3 if False else gb[:8]
    ga[:8] = ga[:8] * 6 // 6
    launch(f, "gcd64", (64,), (32,), ["g", "a", "b"], {"g": np.zeros(64, U64), "a": ga, "b": gb},
           {"g": np.array([math.gcd(int(x_), int(y_)) for x_, y_ in zip(ga, gb)], U64)}, note="Euclid with 64-bit remainders, data-dependent loops")
    bx = rand_i(197, 64, 0, 2**64 - 1, U64)
    bx[:4] = [0, 1, 2**63, M]
    rows = []
    for v in bx:
        v = int(v)
        rows += [bin(v).count("1"), 64 - v.bit_length() if v else 64, (v & -v).bit_length() - 1 if v else 64,
                 ((v << 13) | (v >> 51)) & M, (v * 0x9E3779B97F4A7C15) >> 64, int(format(v, "064b")[::-1], 2)]
    launch(f, "bits64", (64,), (64,), ["out", "a"], {"out": np.zeros(64 * 6, U64), "a": bx}, {"out": np.array(rows, U64)},
           note="popcount, clz, ctz, rotate, 64x64 -> high 64 (i128 multiply), bitreverse")


# ------------------------------------------------------------------ more HIP


def conv5(x, mask):
    n = x.size
    pad = np.concatenate([np.zeros(2, F32), x, np.zeros(2, F32)])
    acc = np.zeros(n, F32)
    for k in range(5):
        acc = acc + mask[k] * pad[k:k + n]
    return acc


def hip_more():
    f = "hip_more"
    n = 16
    A, B = rand_f(200, n * n).reshape(n, n), rand_f(201, n * n).reshape(n, n)
    acc = np.zeros((n, n), F32)
    for k in range(n):
        acc = acc + A[:, k:k + 1] * B[k:k + 1, :]
    launch(f, "matmul_tiled", (16, 16), (8, 8), ["C", "A", "B", ("i32", n)], {"C": np.zeros(n * n, F32), "A": A.ravel(), "B": B.ravel()},
           {"C": acc.ravel()}, note="16x16, 8x8 shared tiles")
    n = 150
    x = rand_f(202, n)
    mask = np.array([0.0625, 0.25, 0.375, 0.25, 0.0625], F32)
    launch(f, "conv1d_tile", (192,), (64,), ["out", "in", "mask", ("i32", n)], {"out": np.zeros(n, F32), "in": x, "mask": mask},
           {"out": conv5(x, mask)}, note="5-tap mask, shared tile with 2-element halos, zero padding")
    w, h = 16, 12
    cur = rand_i(203, w * h, 0, 1, U8).reshape(h, w)
    c = sum(np.roll(np.roll(cur.astype(np.int64), dy, 0), dx, 1) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy)
    nxt = ((c == 3) | ((cur == 1) & (c == 2))).astype(U8)
    launch(f, "life", (16, 12), (8, 4), ["next", "cur", ("i32", w), ("i32", h)], {"next": np.full(w * h, 7, U8), "cur": cur.ravel()},
           {"next": nxt.ravel()}, note="16x12 torus")
    n = 150
    x = rand_f(204, 192)
    sq = np.where(np.arange(192) < n, x * x, F32(0)).astype(F32).reshape(3, 64)
    launch(f, "dyn_sumsq", (192,), (64,), ["out", "in", ("i32", n)], {"out": np.zeros(3, F32), "in": x}, {"out": tree_halving(sq, np.add)},
           lds=256, note="extern __shared__ float[64] from lds_dynamic = 256")
    rows, n = 10, 70
    A, x = rand_f(205, rows * n).reshape(rows, n), rand_f(206, n)
    lanes = np.zeros((rows, 32), F32)
    for j0 in range(0, n, 32):
        blk = A[:, j0:j0 + 32] * x[j0:j0 + 32]
        lanes[:, :blk.shape[1]] = lanes[:, :blk.shape[1]] + blk
    launch(f, "gemv_block", (320,), (32,), ["y", "A", "x", ("i32", n)], {"y": np.zeros(rows, F32), "A": A.ravel(), "x": x},
           {"y": tree_halving(lanes, np.add)}, note="one block of 32 per row, 70 columns")
    n = 103
    x, y = rand_f(207, n), rand_f(208, n)
    a = F32(-0.375)
    launch(f, "axpy_vec4", (32,), (32,), ["y", "x", ("f32", a), ("i32", n)], {"y": y, "x": x}, {"y": a * x + y},
           note="25 float4 items and a 3-element scalar tail")
    n = 40
    st = rand_i(210, 64, 1, 10**6, U64)
    st[0] = 1

    def steps(q):
        k = 0
        while q != 1:
            q = 3 * q + 1 if q & 1 else q >> 1
            k += 1
        return k
    launch(f, "collatz64", (64,), (64,), ["steps", "start", ("i32", n)], {"steps": np.full(64, -1, I32), "start": st},
           {"steps": np.array([steps(int(q)) for q in st[:n]] + [-1] * 24, I32)}, note="64-bit values, up to a few hundred steps")
    n = 200
    text = rand_i(211, n, 0, 1, U8)
    pat = 0x00010100
    cnt = sum(1 for i in range(n - 3) if list(text[i:i + 4]) == [0, 1, 1, 0])
    launch(f, "pattern_count", (256,), (64,), ["count", "text", ("u32", pat), ("i32", n)], {"count": np.zeros(1, U32), "text": text},
           {"count": np.array([cnt], U32)}, note="bytes 00 01 01 00 as a little-endian word")
    n = 100
    v = rand_i(212, n, 0, 2)
    launch(f, "run_starts", (128,), (64,), ["flag", "v", ("i32", n)], {"flag": np.full(n, 5, I32), "v": v},
           {"flag": np.array([1] + [int(v[i] != v[i - 1]) for i in range(1, n)], I32)}, note="RLE pass 1")
    u, fv = rand_f(213, 66), rand_f(214, 66, -0.1, 0.1)
    a = u.copy()
    for _ in range(5):
        b = a.copy()
        b[1:65] = F32(0.5) * ((a[0:64] + a[2:66]) - fv[1:65])
        a = b
    launch(f, "jacobi_shared", (64,), (64,), ["u", "f", ("i32", 5)], {"u": u, "f": fv}, {"u": a}, note="5 sweeps in shared memory, fixed ends")
    v = rand_i(215, 256, -10**6, 10**6)
    launch(f, "bitonic128", (128,), (64,), ["v"], {"v": v}, {"v": -np.sort(-v.reshape(2, 128), axis=1).ravel()},
           note="two blocks, 128 keys each, descending")
    ha, hb = rand_f(216, 64, -4, 4, F16), rand_f(217, 64, 0.5, 4, F16)
    prod = h16(ha.astype(F64) * hb.astype(F64))
    o = np.stack([h16(prod.astype(F64) - ha.astype(F64)), np.where(ha > hb, ha, hb)], axis=1).astype(F16)
    launch(f, "half_ops", (64,), (64,), ["out", "f", "a", "b"], {"out": np.zeros(128, F16), "f": np.zeros(64, F32), "a": ha, "b": hb},
           {"out": o.ravel(), "f": ha.astype(F32) / hb.astype(F32)}, note="_Float16 multiply, subtract, compare; f32 division")


def hip_constmem():
    f = "hip_constmem"
    n = 150
    x = rand_f(202, n)
    mask = np.array([0.0625, 0.25, 0.375, 0.25, 0.0625], F32)
    launch(f, "conv1d_const", (192,), (64,), ["out", "in", ("i32", n)], {"out": np.zeros(n, F32), "in": x},
           {"out": conv5(x, mask)}, note="mask in __constant__ memory")
    n = 50
    idx = rand_i(218, 64, 0, 100)
    lut = [3, 1, 4, 1, 5, 9, 2, 6]
    launch(f, "device_lut", (64,), (64,), ["out", "idx", ("i32", n)], {"out": np.zeros(64, I32), "idx": idx},
           {"out": np.array([lut[int(i) & 7] + 3 for i in idx[:n]] + [0] * 14, I32)}, note="__device__ table with an initialiser")


def hip_fatomic():
    f = "hip_fatomic"
    n = 100
    v = (rand_i(219, 128, -32, 32) / 16).astype(F32)
    sl = rand_i(220, 128, 0, 3)
    want = np.zeros(4, F32)
    np.add.at(want, sl[:n], v[:n])
    launch(f, "atomic_fadd", (128,), (64,), ["acc", "in", "slot", ("i32", n)], {"acc": np.zeros(4, F32), "in": v, "slot": sl},
           {"acc": want}, note="multiples of 1/16: every order sums exactly")
    vd = v.astype(F64)
    wd = np.zeros(4, F64)
    np.add.at(wd, sl[:n], vd[:n])
    launch(f, "atomic_dadd", (128,), (64,), ["acc", "in", "slot", ("i32", n)], {"acc": np.zeros(4, F64), "in": vd, "slot": sl},
           {"acc": wd}, note="f64 atomic add")


# ------------------------------------------------------------------ misc (OpenCL)


def misc():
    f = "misc"
    w, h = 12, 10
    a = rand_f(230, w * h).reshape(h, w)
    wc, wn, wd = F32(0.5), F32(0.1), F32(0.025)
    o = np.zeros((h, w), F32)
    I = lambda dx, dy: a[1 + dy:h - 1 + dy, 1 + dx:w - 1 + dx]
    o[1:-1, 1:-1] = (wc * I(0, 0) + wn * (((I(0, -1) + I(0, 1)) + I(-1, 0)) + I(1, 0))) + wd * (((I(-1, -1) + I(1, -1)) + I(-1, 1)) + I(1, 1))
    launch(f, "stencil2d_9pt", (12, 10), (4, 5), ["out", "in", ("i32", w), ("i32", h), ("f32", wc), ("f32", wn), ("f32", wd)],
           {"out": np.zeros(w * h, F32), "in": a.ravel()}, {"out": o.ravel()}, note="SHOC weights: centre, cardinal, diagonal")
    w, h = 40, 6
    img = rand_f(231, w * h).reshape(h, w)
    kk = rand_f(232, 5)
    pad = np.concatenate([np.zeros((h, 2), F32), img, np.zeros((h, 2), F32)], axis=1)
    acc = np.zeros((h, w), F32)
    for i in range(5):
        acc = acc + kk[i] * pad[:, i:i + w]
    launch(f, "conv_row", (64, 6), (32, 1), ["out", "in", "k", ("i32", w), ("i32", h)], {"out": np.zeros(w * h, F32), "in": img.ravel(), "k": kk},
           {"out": acc.ravel()}, note="rows of 40 in 32-wide LDS tiles with 2-element halos")
    padv = np.concatenate([np.zeros((2, w), F32), img, np.zeros((2, w), F32)], axis=0)
    acc = np.zeros((h, w), F32)
    for i in range(5):
        acc = acc + kk[i] * padv[i:i + h, :]
    launch(f, "conv_col", (48, 6), (16, 2), ["out", "in", "k", ("i32", w), ("i32", h)], {"out": np.zeros(w * h, F32), "in": img.ravel(), "k": kk},
           {"out": acc.ravel()}, note="columns, zero outside the image")
    w, h = 10, 8
    J = rand_f(233, w * h, 1, 2).reshape(h, w)
    q0 = F32(0.25)
    jc = J
    N = np.vstack([J[:1], J[:-1]]) - jc
    S = np.vstack([J[1:], J[-1:]]) - jc
    W = np.hstack([J[:, :1], J[:, :-1]]) - jc
    E = np.hstack([J[:, 1:], J[:, -1:]]) - jc
    G2 = (((N * N + S * S) + W * W) + E * E) / (jc * jc)
    L = (((N + S) + W) + E) / jc
    num = (F32(0.5) * G2) - (F32(0.0625) * (L * L))
    den = F32(1) + F32(0.25) * L
    qs = num / (den * den)
    den = (qs - q0) / (q0 * (F32(1) + q0))
    cv = F32(1) / (F32(1) + den)
    cv = np.where(cv < 0, F32(0), np.where(cv > 1, F32(1), cv)).astype(F32)
    launch(f, "srad_coeff", (12, 8), (4, 4), ["c", "J", ("i32", w), ("i32", h), ("f32", q0)], {"c": np.zeros(w * h, F32), "J": J.ravel()},
           {"c": cv.ravel()}, note="clamped neighbours, divisions correctly rounded")
    nx, ny, nz = 8, 6, 4
    tin = rand_f(234, nx * ny * nz, 300, 350).reshape(nz, ny, nx)
    pw = rand_f(235, nx * ny * nz, 0, 1).reshape(nz, ny, nx)
    cc, cw, cn, cb, sdc, amb = (F32(v) for v in (0.4, 0.1, 0.1, 0.1, 0.02, 80.0))
    def sh(a, ax, d):
        idx = np.arange(a.shape[ax]) + d
        idx = np.clip(idx, 0, a.shape[ax] - 1)
        return np.take(a, idx, axis=ax)
    t = tin
    out = ((((((((cc * t + cw * sh(t, 2, -1)) + cw * sh(t, 2, 1)) + cn * sh(t, 1, 1)) + cn * sh(t, 1, -1)) + cb * sh(t, 0, -1)) + cb * sh(t, 0, 1)) + sdc * pw) + cb * amb)
    launch(f, "hotspot3d", (8, 6), (4, 3), ["tout", "tin", "p", ("i32", nx), ("i32", ny), ("i32", nz), ("f32", cc), ("f32", cw), ("f32", cn), ("f32", cb), ("f32", sdc), ("f32", amb)],
           {"tout": np.zeros(nx * ny * nz, F32), "tin": tin.ravel(), "p": pw.ravel()}, {"tout": out.astype(F32).ravel()},
           note="8x6x4, z loop inside, clamped faces")
    w, h = 16, 10
    iv = rand_i(236, w * h, -500, 500).reshape(h, w)
    o = np.zeros((h, w), np.int64)
    hw = w // 2
    for y in range(h):
        r = [int(q) for q in iv[y]]
        d = [r[2 * i + 1] - ((r[2 * i] + (r[2 * i + 2] if 2 * i + 2 < w else r[2 * i])) >> 1) for i in range(hw)]
        sm = [r[2 * i] + (((d[i - 1] if i > 0 else d[i]) + d[i] + 2) >> 2) for i in range(hw)]
        o[y] = sm + d
    launch(f, "dwt53_rows", (16,), (16,), ["out", "in", ("i32", w), ("i32", h)], {"out": np.zeros(w * h, I32), "in": iv.ravel()},
           {"out": o.astype(I32).ravel()}, note="integer 5/3 lifting, symmetric extension, arithmetic shifts")
    n, m = 30, 40
    wts = rand_f(237, n, 0.1, 1)
    cdf = np.cumsum(wts.astype(F64))
    cdf = (cdf / cdf[-1]).astype(F32)
    u = rand_f(238, m, 0, 1)
    launch(f, "pf_find_index", (64,), (32,), ["idx", "cdf", "u", ("i32", n), ("i32", m)], {"idx": np.full(m, -1, I32), "cdf": cdf, "u": u},
           {"idx": np.array([next((j for j in range(n) if cdf[j] >= q), n - 1) for q in u], I32)}, note="linear search with break")
    nrows, ncols = 20, 30
    rowp, cols = csr_random(239, nrows, ncols, 6)
    vals = rand_f(240, len(cols))
    x = rand_f(241, ncols)
    lens = np.diff(rowp)
    perm = sorted(range(nrows), key=lambda r_: -lens[r_])
    maxl = int(lens.max())
    jd_ptr, jv, jc_ = [], [], []
    for k in range(maxl):
        jd_ptr.append(len(jv))
        for r_ in perm:
            if lens[r_] > k:
                jv.append(vals[rowp[r_] + k])
                jc_.append(cols[rowp[r_] + k])
    yv = np.zeros(nrows, F32)
    for pos, r_ in enumerate(perm):
        acc = F32(0)
        for k in range(lens[r_]):
            acc = F32(acc + F32(vals[rowp[r_] + k] * x[cols[rowp[r_] + k]]))
        yv[r_] = acc
    launch(f, "spmv_jds", (32,), (32,), ["y", "vals", "cols", "jd_ptr", "row_len", "perm", "x", ("i32", nrows)],
           {"y": np.full(nrows, 9, F32), "vals": np.array(jv, F32), "cols": np.array(jc_, I32), "jd_ptr": np.array(jd_ptr, I32),
            "row_len": np.array([lens[r_] for r_ in perm], I32), "perm": np.array(perm, I32), "x": x}, {"y": yv},
           note="jagged diagonals of rows sorted by length")
    n, nb = 40, 6
    v = rng(242).normal(size=(n, 3))
    v = (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(F32)
    pts = np.zeros((n, 4), F32)
    pts[:, :3] = v
    edges = np.array([0.9, 0.6, 0.3, 0.0, -0.3, -0.6], F32)
    hist = np.zeros(nb + 1, U32)
    for i in range(n):
        d = (v[i, 0] * v[i + 1:, 0] + v[i, 1] * v[i + 1:, 1]) + v[i, 2] * v[i + 1:, 2]
        for q in d:
            hist[int((edges >= q).sum())] += 1
    launch(f, "tpacf", (64,), (32,), ["hist", "pts", "edges", ("i32", n), ("i32", nb)],
           {"hist": np.zeros(nb + 1, U32), "pts": pts.ravel(), "edges": edges}, {"hist": hist},
           note="780 pairs of unit vectors, 7 angular bins by binary search, atomic counts")
    nx, na = 8, 20
    at = np.zeros((na, 4), F32)
    at[:, 0:2] = rand_f(243, na * 2, 0, 4).reshape(na, 2)
    at[:, 2] = rand_f(244, na, 0.1, 1)
    at[:, 3] = rand_f(245, na, -1, 1)
    hh, cut2 = F32(0.5), F32(4.0)
    pot = np.zeros((nx, nx), F32)
    gy, gx = np.mgrid[0:nx, 0:nx]
    px, py = gx.astype(F32) * hh, gy.astype(F32) * hh
    for a_ in at:
        dx, dy, dz = a_[0] - px, a_[1] - py, a_[2]
        r2 = (dx * dx + dy * dy) + dz * dz
        t = F32(1) - r2 / cut2
        term = ((a_[3] / np.sqrt(r2)) * t) * t
        pot = np.where(r2 < cut2, pot + term, pot).astype(F32)
    launch(f, "cutcp", (8, 8), (8, 8), ["pot", "atoms", ("i32", na), ("f32", hh), ("f32", cut2), ("i32", nx)],
           {"pot": np.zeros(nx * nx, F32), "atoms": at.ravel()}, {"pot": pot.ravel()}, note="8x8 lattice, 20 charges, cutoff 2")
    rows = 8
    xin = rand_f(246, rows * 8).reshape(rows, 8)
    ct = np.array([[np.cos(np.pi * (2 * n_ + 1) * k / 16) for n_ in range(8)] for k in range(8)], F32)
    acc = np.zeros((rows, 8), F32)
    for n_ in range(8):
        acc = acc + xin[:, n_:n_ + 1] * ct[:, n_][None, :]
    launch(f, "dct8", (64,), (64,), ["out", "in", "cos_t"], {"out": np.zeros(64, F32), "in": xin.ravel(), "cos_t": ct.ravel()},
           {"out": acc.ravel()}, note="DCT-II rows with a cosine table input")
    n = 50
    v = rand_i(247, 64, -50, 50)
    vv = list(v[:n])
    part = [q for q in vv if q > 0] + [q for q in vv if q <= 0]
    launch(f, "stable_partition", (64,), (32,), ["out", "in", ("i32", n)], {"out": np.full(n, 999, I32), "in": v},
           {"out": np.array(part, I32)}, note="O(n) counting per item, order kept")
    n = 30
    a2, b2 = rand_i(248, 64, -1000, 1000), rand_i(249, 64, -1000, 1000)
    c2 = np.zeros(64, I32)
    c2[:2 * n] = (a2[:2 * n].reshape(n, 2) + b2[:2 * n].reshape(n, 2) * np.array([2, -3])).ravel()
    launch(f, "matadd_int2", (32,), (32,), ["c", "a", "b", ("i32", n)], {"c": np.zeros(64, I32), "a": a2, "b": b2}, {"c": c2},
           note="int2 lanes")
    w, h = 12, 7
    bt = rand_i(250, w * h, 0, 255, U8)
    launch(f, "transpose_u8", (12, 8), (4, 4), ["out", "in", ("i32", w), ("i32", h)], {"out": np.zeros(w * h, U8), "in": bt},
           {"out": bt.reshape(h, w).T.ravel().copy()}, note="byte matrix 7x12 -> 12x7")
    dt = rand_i(251, 128, -100, 100)
    launch(f, "chunk_scan8", (16,), (16,), ["data", "totals"], {"data": dt, "totals": np.zeros(16, I32)},
           {"data": np.cumsum(dt.reshape(16, 8), axis=1).astype(I32).ravel(), "totals": dt.reshape(16, 8).sum(axis=1).astype(I32)},
           note="16 chunks of 8")
    n = 100
    keys, vals = rand_i(252, 128, 0, 9), rand_i(253, 128, -1000, 1000)
    want = np.zeros(10, I32)
    np.add.at(want, keys[:n], vals[:n])
    launch(f, "sum_by_key", (128,), (64,), ["sums", "keys", "vals", ("i32", n)], {"sums": np.zeros(10, I32), "keys": keys, "vals": vals},
           {"sums": want}, note="reduce by key with atomics")


# ------------------------------------------------------------------ graphs and simulation (HIP)


def hip_graph():
    f = "hip_graph"
    n = 30
    r = rng(260)
    out_adj = [sorted(set(r.integers(0, n, r.integers(1, 5)).tolist())) for _ in range(n)]
    outdeg = np.array([len(a) for a in out_adj], I32)
    in_adj = [[u for u in range(n) if v in out_adj[u]] for v in range(n)]
    inrow = np.zeros(n + 1, I32)
    for v in range(n):
        inrow[v + 1] = inrow[v] + len(in_adj[v])
    incol = np.array([u for a in in_adj for u in a], I32)
    pr = rand_f(261, n, 0.01, 0.1)
    d = F32(0.85)
    want = np.zeros(n, F32)
    for v in range(n):
        acc = F32(0)
        for u in in_adj[v]:
            acc = F32(acc + F32(pr[u] / F32(outdeg[u])))
        want[v] = F32(F32(F32(1) - d) / F32(n)) + F32(d * acc)
    launch(f, "pagerank_step", (32,), (32,), ["pr_new", "pr", "inrow", "incol", "outdeg", ("f32", d), ("i32", n)],
           {"pr_new": np.zeros(n, F32), "pr": pr, "inrow": inrow, "incol": incol, "outdeg": outdeg}, {"pr_new": want},
           note="30 vertices, in-edge CSR")
    m = 100
    src, dst = rand_i(262, m, 0, 29), rand_i(263, m, 0, 29)
    w = rand_i(264, m, 1, 20)
    INF = 1000000000
    dold = np.where(rand_i(265, 30, 0, 2) == 0, INF, rand_i(266, 30, 0, 50)).astype(I32)
    dnew = dold.copy()
    for e in range(m):
        if dold[src[e]] < INF:
            dnew[dst[e]] = min(dnew[dst[e]], dold[src[e]] + w[e])
    launch(f, "sssp_relax", (128,), (64,), ["dist", "src", "dst", "w", "dist_old", ("i32", m)],
           {"dist": dold.copy(), "src": src, "dst": dst, "w": w, "dist_old": dold}, {"dist": dnew}, note="100 edges, unreachable = 1e9")
    n, m = 40, 30
    eu, ev = rand_i(267, m, 0, n - 1), rand_i(268, m, 0, n - 1)
    lab = list(range(n))
    def find(x):
        while lab[x] != x:
            x = lab[x]
        return x
    for a_, b_ in zip(eu, ev):
        ra, rb = find(int(a_)), find(int(b_))
        if ra != rb:
            lab[max(ra, rb)] = min(ra, rb)
    comp_min = {}
    for v in range(n):
        comp_min.setdefault(find(v), []).append(v)
    lab_want = np.zeros(n, I32)
    for root, vs in comp_min.items():
        for v in vs:
            lab_want[v] = min(vs)
    launch(f, "cc_labels", (64,), (64,), ["label", "eu", "ev", ("i32", m), "rounds"],
           {"label": np.arange(n, dtype=I32), "eu": eu, "ev": ev, "rounds": np.zeros(1, I32)},
           {"label": lab_want, "rounds": np.array([1], I32)}, note="min-label propagation to a fixed point in one block")
    n = 24
    r = rng(269)
    adj = [set() for _ in range(n)]
    for _ in range(60):
        a_, b_ = r.integers(0, n, 2)
        if a_ != b_:
            adj[a_].add(int(b_))
            adj[b_].add(int(a_))
    row = np.zeros(n + 1, I32)
    for v in range(n):
        row[v + 1] = row[v] + len(adj[v])
    col = np.array([u for v in range(n) for u in sorted(adj[v])], I32)
    tri = np.array([sum(1 for v in adj[u] if v > u for w_ in adj[u] & adj[v] if w_ > v) for u in range(n)], I32)
    launch(f, "triangles", (32,), (32,), ["count", "row", "col", ("i32", n)], {"count": np.full(n, -1, I32), "row": row, "col": col},
           {"count": tri}, note="24 vertices, sorted adjacency merge")
    key = 0xCAFEF00D
    outv = []
    for i in range(64):
        c0, c1, k = i, 0x12345678, key
        for _ in range(10):
            p_ = 0xD256D193 * c0
            hi, lo = p_ >> 32, p_ & 0xFFFFFFFF
            c0, c1 = hi ^ k ^ c1, lo
            k = (k + 0x9E3779B9) & 0xFFFFFFFF
        outv += [c0, c1]
    launch(f, "philox2x32", (64,), (64,), ["out", ("u32", key)], {"out": np.zeros(128, U32)}, {"out": np.array(outv, U32)},
           note="10 rounds, 32x32 -> 64 multiply")
    nsys, N = 20, 16
    a = rand_f(270, N * nsys, -1, 1).reshape(N, nsys)
    b = rand_f(271, N * nsys, 4, 5).reshape(N, nsys)
    c = rand_f(272, N * nsys, -1, 1).reshape(N, nsys)
    dd = rand_f(273, N * nsys, -1, 1).reshape(N, nsys)
    cp = np.zeros((N, nsys), F32)
    dp = np.zeros((N, nsys), F32)
    x = np.zeros((N, nsys), F32)
    cp[0] = c[0] / b[0]
    dp[0] = dd[0] / b[0]
    for i in range(1, N):
        mm = b[i] - a[i] * cp[i - 1]
        cp[i] = c[i] / mm
        dp[i] = (dd[i] - a[i] * dp[i - 1]) / mm
    x[N - 1] = dp[N - 1]
    for i in range(N - 2, -1, -1):
        x[i] = dp[i] - cp[i] * x[i + 1]
    z = lambda: np.zeros(N * nsys, F32)
    launch(f, "thomas", (32,), (32,), ["x", "a", "b", "c", "d", "cp", "dp", ("i32", nsys)],
           {"x": z(), "a": a.ravel(), "b": b.ravel(), "c": c.ravel(), "d": dd.ravel(), "cp": z(), "dp": z()},
           {"x": x.ravel(), "cp": cp.ravel(), "dp": dp.ravel()}, note="20 systems of 16, interleaved, diagonally dominant")
    n = 60
    v0, inp = rand_f(274, 64, 0, 1), rand_f(275, 64, 0, 3)
    x = v0[:n].copy()
    sp = np.zeros(n, I32)
    for _ in range(20):
        x = x + F32(0.1) * (inp[:n] - x)
        fire = x >= F32(1)
        sp = sp + fire
        x = np.where(fire, F32(0), x).astype(F32)
    vw = v0.copy()
    vw[:n] = x
    spw = np.zeros(64, I32)
    spw[:n] = sp
    launch(f, "lif", (64,), (64,), ["v", "spikes", "input", ("i32", n)], {"v": v0, "spikes": np.zeros(64, I32), "input": inp},
           {"v": vw, "spikes": spw}, note="20 Euler steps with reset")
    nr, ns = 50, 6
    dirs = rand_f(276, 64 * 4, -1, 1).reshape(64, 4)
    dirs[:, 2] = np.abs(dirs[:, 2]) + F32(0.5)
    sph = np.zeros((ns, 4), F32)
    sph[:, :2] = rand_f(277, ns * 2, -3, 3).reshape(ns, 2)
    sph[:, 2] = rand_f(278, ns, 4, 8)
    sph[:, 3] = rand_f(279, ns, 0.5, 2.5)
    th = np.full(64, 0, F32)
    ids = np.zeros(64, I32)
    D = dirs[:nr]
    best = np.full(nr, np.inf, F32)
    bi = np.full(nr, -1, I32)
    for k in range(ns):
        s_ = sph[k]
        bb = (D[:, 0] * s_[0] + D[:, 1] * s_[1]) + D[:, 2] * s_[2]
        cc = ((s_[0] * s_[0] + s_[1] * s_[1]) + s_[2] * s_[2]) - s_[3] * s_[3]
        aa = (D[:, 0] * D[:, 0] + D[:, 1] * D[:, 1]) + D[:, 2] * D[:, 2]
        disc = bb * bb - aa * cc
        ok = disc >= 0
        t = (bb - np.sqrt(np.where(ok, disc, F32(0)))) / aa
        hit = ok & (t > 0) & (t < best)
        best = np.where(hit, t, best).astype(F32)
        bi = np.where(hit, k, bi).astype(I32)
    th[:nr] = np.where(bi >= 0, best, F32(-1))
    ids[:nr] = bi
    launch(f, "ray_sphere", (64,), (64,), ["t_hit", "id", "rays_d", "spheres", ("i32", nr), ("i32", ns)],
           {"t_hit": np.zeros(64, F32), "id": np.zeros(64, I32), "rays_d": dirs.ravel(), "spheres": sph.ravel()},
           {"t_hit": th, "id": ids}, note="50 rays from the origin, 6 spheres, nearest positive root")
    nq = 20
    q = rand_f(280, nq * 2).reshape(nq, 2)
    ref = rand_f(281, 64).reshape(32, 2)
    nn, nd = [], []
    for i in range(nq):
        dx, dy = q[i, 0] - ref[:, 0], q[i, 1] - ref[:, 1]
        dd2 = dx * dx + dy * dy
        order = sorted(range(32), key=lambda j: (dd2[j], j))[:4]
        nn += order
        nd += [dd2[j] for j in order]
    launch(f, "knn4", (32,), (32,), ["nn", "nd", "q", "ref", ("i32", nq)],
           {"nn": np.zeros(nq * 4, I32), "nd": np.zeros(nq * 4, F32), "q": q.ravel(), "ref": ref.ravel()},
           {"nn": np.array(nn, I32), "nd": np.array(nd, F32)}, note="insertion into private arrays of 4")


# ------------------------------------------------------------------ extra constructs (OpenCL)

    vals = np.array([0, 1, 2, 3, 9973, 1499, 929, 331, 1009, 15, 21, 25, 27, 49, 121, 97] +
                    rand_i(318, 48, 0, 20000).tolist(), np.uint32)
    def prime(x):
        x = int(x)
        return int(x >= 2 and all(x % d for d in range(2, int(x ** 0.5) + 1)))
    launch(f, "is_prime", (64,), (32,), ["out", "v", ("i32", vals.size)],
           {"out": np.full(vals.size, -1, I32), "v": vals}, {"out": np.array([prime(x) for x in vals], I32)},
           note="per-lane trip counts; the flag leaves the loop at a different iteration per lane")


def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def wrapi(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


def extra():
    f = "extra"
    lines, ln = 8, 40
    r = rng(290)
    text = bytearray()
    for _ in range(lines):
        row = ""
        while len(row) < ln:
            row += "".join(r.choice(list("ab12"), int(r.integers(1, 5)))) + " " * int(r.integers(1, 3))
        text += row[:ln].encode()
    cnt = []
    for i in range(lines):
        toks = [t for t in text[i * ln:(i + 1) * ln].decode().split(" ") if t]
        nums = sum(1 for t in toks if t.isdigit())
        cnt += [len(toks) - nums, nums]
    launch(f, "token_count", (8,), (8,), ["counts", "text", ("i32", ln)], {"counts": np.zeros(16, I32), "text": np.frombuffer(bytes(text), U8).copy()},
           {"counts": np.array(cnt, I32)}, note="switch state machine over 8 lines of 40 bytes")
    a, b = rand_i(291, 64, -10**6, 10**6), rand_i(292, 64, -10**4, 10**4)
    b[:3] = [0, 1, -1]

    def gcd(x, y):
        while y:
            x, y = y, x - tdiv(x, y) * y
        return abs(x)
    v = rand_f(293, 64, -1, 1)
    launch(f, "helpers", (64,), (32,), ["g", "c", "a", "b", "v"], {"g": np.zeros(64, I32), "c": np.zeros(64, F32), "a": a, "b": b, "v": v},
           {"g": np.array([gcd(int(x), int(y)) for x, y in zip(a, b)], I32), "c": np.clip(v, F32(-0.5), F32(0.5))},
           note="non-inlined device functions with loops")
    av = rand_f(294, 64, -4, 4)
    bv = rand_f(295, 64, -4, 4)
    av[[1, 5, 9]] = np.nan
    bv[[2, 5, 11]] = np.nan
    mn = np.fmin(av, bv)
    mx = np.fmax(av, bv)
    cs = np.where(np.isnan(av), F32(-1), np.copysign(np.abs(av), bv)).astype(F32)
    sel = np.where(av < bv, av, bv)
    launch(f, "nan_minmax", (64,), (64,), ["out", "a", "b"], {"out": np.zeros(256, F32), "a": av.view(U32), "b": bv.view(U32)},
           {"out": np.stack([mn, mx, cs, sel], axis=1).astype(F32).ravel()},
           note="inputs as bit patterns (quiet NaNs with the sign bit clear); minnum/maxnum ignore one NaN")
    x2 = rand_f(296, 128, -100, 100, F64).reshape(64, 2)
    d = (x2[:, ::-1] * np.array([2.0, -0.5])) + x2
    y2 = rand_i(297, 128, -2**62, 2**62, I64).reshape(64, 2)
    M = (1 << 64) - 1
    lo = []
    for yy in y2:
        for k, (sl, sr, m) in enumerate([(3, 1, 3), (17, 40, -5)]):
            v_ = int(yy[k])
            lo.append(wrapi(((v_ << sl) & M) ^ (((v_ >> sr) + v_ * m) & M), 64))
    launch(f, "vec2_wide", (64,), (64,), ["d", "l", "a", "b"], {"d": np.zeros(128, F64), "l": np.zeros(128, I64), "a": x2.ravel(), "b": y2.ravel()},
           {"d": d.ravel(), "l": np.array(lo, I64)}, note="double2 swizzle and arithmetic, long2 shifts and wrapping multiply")
    sa, sb = rand_i(298, 64, -32768, 32767, I16), rand_i(299, 64, -32768, 32767, I16)
    launch(f, "narrow_ints", (64,), (64,), ["s", "c", "u", "a", "b"], {"s": np.zeros(64, I16), "c": np.zeros(64, I8), "u": np.zeros(64, U8), "a": sa, "b": sb},
           {"s": np.array([wrapi(int(x) * int(y) + 7, 16) for x, y in zip(sa, sb)], I16),
            "c": np.array([wrapi(int(x) + int(y), 8) for x, y in zip(sa, sb)], I8),
            "u": np.array([((int(x) >> 3) ^ int(y)) & 0xFF for x, y in zip(sa, sb)], U8)}, note="int promotion, truncation to short/char/uchar")
    nx, ny, nz = 4, 3, 4
    o = np.zeros((nz, ny, nx), I32)
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                o[z, y, x] = x * 10000 + y * 100 + z + (z % 2) * 7
    launch(f, "grid3d", (nx, ny, nz), (2, 3, 2), ["out"], {"out": np.full(nx * ny * nz, -1, I32)}, {"out": o.ravel()},
           note="4x3x4 grid of 2x3x2 groups: get_global_id/size in three dimensions")
    xy = rand_i(300, 128, 0, 65535, U16)

    def part(v):
        return sum(((v >> b_) & 1) << (2 * b_) for b_ in range(16))
    launch(f, "morton2d", (64,), (64,), ["code", "xy"], {"code": np.zeros(64, U32), "xy": xy},
           {"code": np.array([part(int(xy[2 * i])) | (part(int(xy[2 * i + 1])) << 1) for i in range(64)], U32)}, note="bit interleaving")
    n = 4
    ha, hb = rand_i(301, 64 * n, 0, 2**64 - 1, U64), rand_i(302, n, 0, 2**64 - 1, U64)
    hd = [sum(bin(int(ha[i * n + k]) ^ int(hb[k])).count("1") for k in range(n)) for i in range(64)]
    launch(f, "hamming64", (64,), (32,), ["dist", "a", "b", ("i32", n)], {"dist": np.zeros(64, I32), "a": ha, "b": hb},
           {"dist": np.array(hd, I32)}, note="popcount of 64-bit xors, 4 words per item")
    da = rand_i(303, 64, -2**31, 2**31 - 1)
    da[:4] = [-2**31, 2**31 - 1, -1, 0]
    du = rand_i(304, 64, 0, 2**32 - 1, U32)
    rows = []
    for x, y in zip(da, du):
        x, y = int(x), int(y)
        rows += [tdiv(x, 3), x - tdiv(x, 7) * 7, tdiv(x, -10), wrapi(y // 10, 32), y % 1000, tdiv(x, 64)]
    launch(f, "div_consts", (64,), (64,), ["out", "a", "u"], {"out": np.zeros(64 * 6, I32), "a": da, "u": du}, {"out": np.array(rows, I32)},
           note="signed/unsigned division and remainder by constants (magic numbers), INT_MIN included")
    seed, ns = 12345, 50
    res = []
    for g in range(64):
        s_ = (seed ^ (g * 2654435761)) & 0xFFFFFFFF
        c = 0
        for _ in range(ns):
            s_ = (s_ * 1664525 + 1013904223) & 0xFFFFFFFF
            x = s_ >> 17
            s_ = (s_ * 1664525 + 1013904223) & 0xFFFFFFFF
            y = s_ >> 17
            c += x * x + y * y < 32768 * 32768
        res.append(c)
    launch(f, "mc_pi", (64,), (64,), ["inside", ("u32", seed), ("i32", ns)], {"inside": np.zeros(64, I32)}, {"inside": np.array(res, I32)},
           note="LCG, 50 samples per item, integer arithmetic only")


# ------------------------------------------------------------------ C++ constructs (HIP)


def hip_cxx():
    f = "hip_cxx"
    n = 150
    x = rand_f(310, 192)
    pad = np.where(np.arange(192) < n, x, F32(0)).astype(F32).reshape(3, 64)
    launch(f, "tsum_f32", (192,), (64,), ["o", "in", ("i32", n)], {"o": np.zeros(3, F32), "in": x}, {"o": tree_halving(pad, np.add)},
           note="template block_reduce<float, Sum, 64>")
    v = rand_i(311, 192, -10**9, 10**9)
    pad = np.where(np.arange(192) < n, v, -2**31).astype(I32).reshape(3, 64)
    launch(f, "tmax_i32", (192,), (64,), ["o", "in", ("i32", n)], {"o": np.zeros(3, I32), "in": v}, {"o": tree_halving(pad, np.maximum)},
           note="template block_reduce<int, Max, 64>")
    d = rand_f(312, 96, -1, 1, F64)
    nn = 80
    pad = np.where(np.arange(96) < nn, d, 0.0).reshape(3, 32)
    launch(f, "tsum_f64", (96,), (32,), ["o", "in", ("i32", nn)], {"o": np.zeros(3, F64), "in": d}, {"o": tree_halving(pad, np.add)},
           note="template block_reduce<double, Sum, 32>, __launch_bounds__(32)")
    u = rand_i(313, 192, 0, 2**64 - 1, U64)
    pad = np.where(np.arange(192) < n, u, np.uint64(0)).astype(U64).reshape(3, 64)
    launch(f, "tmax_u64", (192,), (64,), ["o", "in", ("i32", n)], {"o": np.zeros(3, U64), "in": u}, {"o": tree_halving(pad, np.maximum)},
           note="template block_reduce<unsigned long long, Max, 64>")
    w, h = 24, 16
    cr, ci, sc = F32(-0.8), F32(0.156), F32(0.125)
    gy, gx = np.mgrid[0:h, 0:w]
    zr = (gx - w // 2).astype(F32) * sc
    zi = (gy - h // 2).astype(F32) * sc
    k = np.zeros((h, w), I32)
    for _ in range(50):
        act = (zr * zr + zi * zi) <= F32(4)
        nr = (zr * zr - zi * zi) + cr
        ni = (zr * zi + zi * zr) + ci
        zr = np.where(act, nr, zr)
        zi = np.where(act, ni, zi)
        k = k + act
    launch(f, "julia", (24, 16), (8, 8), ["it", ("f32", cr), ("f32", ci), ("f32", sc), ("i32", w), ("i32", h)],
           {"it": np.zeros(w * h, I32)}, {"it": k.astype(I32).ravel()}, note="a Complex class with operator* and operator+")
    n = 100
    x = rand_f(314, 128, -2, 2)
    a, b = F32(0.75), F32(-1.25)
    y = np.zeros(128, F32)
    y[:n] = ((a * x[:n] + b) * x[:n]) - a
    launch(f, "lambda_poly", (128,), (64,), ["y", "x", ("f32", a), ("f32", b), ("i32", n)], {"y": np.zeros(128, F32), "x": x}, {"y": y},
           note="a capturing lambda passed to a template")
    q = rand_i(315, 256, -100, 100)
    launch(f, "sort4", (64,), (64,), ["v"], {"v": q}, {"v": np.sort(q.reshape(64, 4), axis=1).ravel()}, note="sorting network through int& swaps")
    t = rand_f(316, 64, 0, 1)
    u_ = t
    v_ = F32(1) - t
    from math import comb
    out = np.zeros((64, 6), F32)
    for kk in range(6):
        p_ = np.full(64, F32(comb(5, kk)), F32)
        for _ in range(kk):
            p_ = p_ * u_
        for _ in range(5 - kk):
            p_ = p_ * v_
        out[:, kk] = p_
    launch(f, "bernstein", (64,), (32,), ["out", "t"], {"out": np.zeros(64 * 6, F32), "t": t}, {"out": out.ravel()},
           note="constexpr binomial table, products in order")
    n = 6
    a3 = rand_f(317, n ** 3).reshape(n, n, n)
    o = np.zeros((n, n, n), F32)
    for z in range(n):
        for y in range(n):
            for x in range(n):
                s_ = F32(0)
                for dz in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        for dx in (-1, 0, 1):
                            xx, yy, zz = x + dx, y + dy, z + dz
                            if 0 <= xx < n and 0 <= yy < n and 0 <= zz < n:
                                s_ = F32(s_ + a3[zz, yy, xx])
                o[z, y, x] = s_
    launch(f, "box3d", (6, 6, 6), (2, 3, 2), ["out", "in", ("i32", n)], {"out": np.zeros(n ** 3, F32), "in": a3.ravel()}, {"out": o.ravel()},
           note="3-D blocks, 27-point box sum")


# ------------------------------------------------------------------ main

ALL = [poly_blas, poly_stencil, hip_examples, hip_wave, reduce_scan, sort, histo, hip_rodinia, hip_hecbench, image, numeric, types, hip_more, hip_constmem, hip_fatomic, misc, hip_graph, extra, hip_cxx]

if __name__ == "__main__":
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for gen in ALL:
        gen()
    write(outdir)
