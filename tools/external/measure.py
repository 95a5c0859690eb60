#!/usr/bin/env python3
"""Measure gfxc on OpenCL C kernels nobody here wrote (issue 14, "external code").

Usage:
  measure.py --gfxc PATH [--targets gfx900,gfx1100] [--out DIR] SRC_DIR...

SRC_DIR is a checkout of a public benchmark suite (Rodinia, PolyBench/GPU, SHOC, ...), taken
into a scratch folder OUTSIDE this repository: third-party sources are never committed. Every
`*.cl` file below it is compiled to LLVM IR with clang-19 the way a ROCm user would (OpenCL C
1.2, the ROCm device library when it is installed — Debian's rocm-device-libs — else none),
trying the define sets below until one compiles: benchmark kernels take their tile sizes and
element types from `-D` options of their host programs. Then every kernel module goes through
`llc-19 -O3` and `gfxc compile` for each target, each with a time limit, and the script prints
per-module results, the error classes of gfxc's failures (messages with numbers and names
folded) and totals. Exit status 0 whatever gfxc did (this is a measurement, not a test).
"""
import argparse
import collections
import hashlib
import os
import re
import subprocess
import sys

# Common -D values of the suites' host programs (facts about how they are built).
DEFINE_SETS = [
    [],
    ["-DBLOCK_SIZE=16", "-DDATA_TYPE=float", "-DFP_TYPE=float", "-DLOCAL_WORK_SIZE=64",
     "-DTHREADS=256", "-DNUMBER_THREADS=128", "-DBLOCK_SIZE_0=16", "-DBLOCK_SIZE_1=16",
     "-DRD_WG_SIZE_0=16", "-DRD_WG_SIZE=256", "-DWIDTH=64", "-DNUM_THREADS=128"],
    ["-DBLOCK_SIZE=16", "-DDATA_TYPE=float", "-DFP_TYPE=float", "-DLOCAL_WORK_SIZE=64",
     "-DTHREADS=256", "-DNUMBER_THREADS=128", "-DFLOAT3=float3", "-DVAR_DENSITY=0",
     "-DVAR_MOMENTUM=1", "-DVAR_DENSITY_ENERGY=4", "-DNVAR=5", "-DNDIM=3", "-DNNB=4",
     "-DGAMMA=1.4f", "-DTYPE=float", "-DSIZE=64"],
    ["-DFPTYPE=float", "-DT2=float2", "-DFORCEVECTYPE=float4", "-DPOSVECTYPE=float4",
     "-DTILE_N=16", "-DTILE_TB_HEIGHT=8", "-DTILE_M=64", "-DSIZE_XY_VAL=8",
     "-DDYN_LOCAL_MEM_SIZE=1024", "-DCEIL_POS(x)=((int)ceil(x))", "-DBLOCK_SIZE=16",
     "-DDATA_TYPE=float", "-DLOCAL_WORK_SIZE=64", "-DTHREADS=256"],
]

DEVLIB = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", ""


def to_ll(cl, out_dir):
    tag = hashlib.sha1(cl.encode()).hexdigest()[:8]
    ll = os.path.join(out_dir, f"{os.path.basename(cl)[:-3]}.{tag}.ll")
    base = ["clang-19", "-x", "cl", "-cl-std=CL1.2", "-target", "amdgcn-amd-amdhsa",
            "-mcpu=gfx900", "-O2", "-S", "-emit-llvm", "-Xclang", "-finclude-default-header",
            "-Wno-everything"]
    if os.path.isdir(DEVLIB):
        base += [f"--rocm-device-lib-path={DEVLIB}"]
    else:
        base += ["-nogpulib"]
    base += ["-I", os.path.dirname(cl)]
    last = ""
    for defs in DEFINE_SETS:
        rc, text = run(base + defs + [cl, "-o", ll], 120)
        if rc == 0:
            return ll, None
        last = text
    return None, last.strip().splitlines()[0] if last.strip() else "clang failed"


def error_class(text):
    for line in text.splitlines():
        if "error" in line:
            m = re.sub(r"^.*?error: ", "", line)
            m = re.sub(r"^@[\w.$]+: ", "", m)
            m = re.sub(r"\b(v|s|block|%)\d+\b", r"\1N", m)
            m = re.sub(r"\d+", "N", m)
            return m[:120]
    return (text.strip().splitlines() or ["(no message)"])[-1][:120]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gfxc", required=True)
    ap.add_argument("--targets", default="gfx900,gfx90a,gfx1030,gfx1100")
    ap.add_argument("--out", default="/tmp/gfxc-external")
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("src", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    targets = a.targets.split(",")
    cls = sorted(os.path.join(r, f) for d in a.src for r, _, fs in os.walk(d)
                 for f in fs if f.endswith(".cl"))
    totals = collections.Counter()
    classes = collections.Counter()
    for cl in cls:
        ll, err = to_ll(cl, a.out)
        name = os.path.relpath(cl)
        if ll is None:
            print(f"{name}: clang-19 failed: {err}")
            totals["clang_failed"] += 1
            continue
        kernels = len(re.findall(r"^define .*amdgpu_kernel", open(ll).read(), re.M))
        row = []
        for t in targets:
            obj = os.path.join(a.out, "x.o")
            lrc, _ = run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={t}", "-O3",
                          "-filetype=obj", ll, "-o", obj], 300)
            grc, gtext = run([a.gfxc, "compile", ll, "--mcpu", t, "-o", obj], a.timeout)
            totals["cells"] += 1
            totals["llc_ok"] += lrc == 0
            if grc == 0:
                totals["gfxc_ok"] += 1
                row.append(f"{t}:ok")
            else:
                c = "timeout" if grc == "timeout" else error_class(gtext)
                if grc not in (0, 1, "timeout"):
                    c = f"crash (exit {grc}): {c}"
                classes[c] += 1
                row.append(f"{t}:FAIL")
        print(f"{name} ({kernels} kernels): {' '.join(row)}")
        totals["modules"] += 1
    print()
    print("gfxc error classes (module x target cells):")
    for c, n in classes.most_common():
        print(f"  {n:4}  {c}")
    print()
    print(f"modules: {totals['modules']} compiled by clang-19, {totals['clang_failed']} not")
    print(f"cells: {totals['cells']}; llc-19 compiles {totals['llc_ok']}, "
          f"gfxc compiles {totals['gfxc_ok']} "
          f"({100.0 * totals['gfxc_ok'] / max(1, totals['cells']):.1f}%)")


if __name__ == "__main__":
    main()
