#!/usr/bin/env python3
"""Measure gfxc on OpenCL C kernels nobody here wrote (issue 14, "external code").

Usage:
  measure.py --gfxc PATH [--targets gfx900,gfx1100] [--out DIR] [--simulate] SRC_DIR...

SRC_DIR is a checkout of a public benchmark suite (Rodinia, PolyBench/GPU, SHOC, ...), taken
into a scratch folder OUTSIDE this repository: third-party sources are never committed. Every
`*.cl` file below it is compiled to LLVM IR with clang-19 the way a ROCm user would (OpenCL C
1.2, the ROCm device library when it is installed — Debian's rocm-device-libs — else none),
trying the define sets below until one compiles: benchmark kernels take their tile sizes and
element types from `-D` options of their host programs. Then every kernel module goes through
`llc-19 -O3` and `gfxc compile` for each target, each with a time limit, and the script prints
per-module results, the error classes of gfxc's failures (messages with numbers and names
folded) and totals. Exit status 0 whatever gfxc did (this is a measurement, not a test).

With --simulate, simulator agreement against llc-19's objects: for every kernel of a module
that both compilers compiled for a simulated target, and whose signature allows a generated
launch (global pointers, integer and floating-point scalars; no LDS pointer or by-value
aggregate arguments), one launch is generated (`generated_launch`: 256 work-items in groups
of 64, every buffer 65536 elements filled by the launch spec's deterministic generator:
small integers where the kernel indexes the buffer as integers, values in [0, 1) otherwise,
integer scalars 16, float scalars 1.5). The llc-19 object is linked with ld.lld-19 into a
code object; both objects run on gfxc's simulator (`gfxc run --bits`), and the final
buffers are compared bit for bit ("agree"), then with a relative tolerance of 1e-5 for
float buffers ("agree within 1e-5": llc-19 fuses `fmuladd` into FMA where gfxc may not).
A run that fails (out of bounds, simulator unsupported, time limit) is counted by cause.
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


SIM_TARGETS = {"gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942",
               "gfx1010", "gfx1030", "gfx1100"}

SCALARS = {"i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "half": "f16",
           "float": "f32", "double": "f64"}


def kernel_signatures(text):
    """(name, [param type text, param name]) of every amdgpu_kernel in an LLVM module."""
    out = []
    for m in re.finditer(r"^define [^@]*amdgpu_kernel void @([\w.$\"]+)\((.*)\)[^(]*\{$", text, re.M):
        params = []
        depth, cur = 0, ""
        for ch in m.group(2):
            if ch == "," and depth == 0:
                params.append(cur.strip())
                cur = ""
                continue
            depth += ch in "([{<"
            depth -= ch in ")]}>"
            cur += ch
        if cur.strip():
            params.append(cur.strip())
        out.append((m.group(1).strip('"'), params, m.start()))
    return out


def generated_launch(name, params, body):
    """A launch spec for a kernel from its signature, or None when the signature has an
    argument the generator does not handle (LDS pointers, aggregates, vectors)."""
    args, bufs = [], {}
    for k, p in enumerate(params):
        toks = p.split()
        ty = toks[0]
        if ty == "ptr" and "addrspace(1)" in p:
            reg = toks[-1] if toks[-1].startswith("%") else None
            elem = None
            if reg:
                g = re.search(r"getelementptr (?:inbounds )?(?:nuw )?(\S+), ptr addrspace\(1\) "
                              + re.escape(reg) + r"\b", body)
                elem = g.group(1) if g else None
            b = f"b{k}"
            if elem in ("i32", "i64", "i16", "i8"):
                bufs[b] = {"type": "i32", "len": 65536, "init": {"random": k + 1, "min": 0, "max": 15}}
            else:
                bufs[b] = {"type": "f32", "len": 65536, "init": {"random": k + 1, "min": 0.0, "max": 1.0}}
            args.append({"buffer": b})
        elif ty in SCALARS:
            t = SCALARS[ty]
            args.append({t: 1.5 if t.startswith("f") else 16})
        else:
            return None
    return {"kernel": name, "grid": [256, 1, 1], "block": [64, 1, 1], "args": args,
            "buffers": bufs, "lds_dynamic": 0}


def sim_run(gfxc, obj, launch_path, timeout):
    rc, text = run([gfxc, "run", "--bits", "--launch", launch_path, obj], timeout)
    if rc == 0:
        return "ok", text
    if rc == "timeout":
        return "timeout", ""
    first = next((l for l in text.splitlines() if "error" in l), text.strip()[:100])
    return "error", re.sub(r"\d+", "N", first)[:100]


def agreement(a, b):
    """exact / close / differ for two `gfxc run --bits` outputs (JSON)."""
    import json
    ja, jb = json.loads(a.splitlines()[0])["buffers"], json.loads(b.splitlines()[0])["buffers"]
    if ja == jb:
        return "exact"
    import struct
    for k in ja:
        for x, y in zip(ja[k], jb[k]):
            if x == y:
                continue
            if len(x) != 10:
                return "differ"
            fx = struct.unpack("<f", struct.pack("<I", int(x, 16)))[0]
            fy = struct.unpack("<f", struct.pack("<I", int(y, 16)))[0]
            if not (abs(fx - fy) <= 1e-5 * max(abs(fx), abs(fy)) or (fx != fx and fy != fy)):
                return "differ"
    return "close"


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
    ap.add_argument("--simulate", action="store_true",
                    help="also run both compilers' objects on the simulator and compare")
    ap.add_argument("src", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    targets = a.targets.split(",")
    cls = sorted(os.path.join(r, f) for d in a.src for r, _, fs in os.walk(d)
                 for f in fs if f.endswith(".cl"))
    totals = collections.Counter()
    classes = collections.Counter()
    sim = collections.Counter()
    sim_errors = collections.Counter()
    for cl in cls:
        ll, err = to_ll(cl, a.out)
        name = os.path.relpath(cl)
        if ll is None:
            print(f"{name}: clang-19 failed: {err}")
            totals["clang_failed"] += 1
            continue
        text = open(ll).read()
        kernels = len(re.findall(r"^define .*amdgpu_kernel", text, re.M))
        row = []
        for t in targets:
            # clang wrote "target-cpu"="gfx900" and its features into every function; llc-19
            # obeys those over -mcpu (its gfx1100 object would hold gfx900 code), so both
            # compilers get a copy without them.
            tll = os.path.join(a.out, f"{os.path.basename(ll)[:-3]}.{t}.ll")
            with open(tll, "w") as fh:
                fh.write(re.sub(r' "target-(cpu|features)"="[^"]*"', "", text))
            ll_t = tll
            obj = os.path.join(a.out, "x.o")
            lobj, lso = os.path.join(a.out, "llc.o"), os.path.join(a.out, "llc.so")
            # llc-19 marks SRAMECC "unsupported" in e_flags on processors that have it
            # unless asked; the simulator rejects such an object, so ask for it explicitly.
            ecc = ["-mattr=+sramecc"] if t in ("gfx906", "gfx908", "gfx90a", "gfx942") else []
            lrc, _ = run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={t}", "-O3", *ecc,
                          "-filetype=obj", ll_t, "-o", lobj], 300)
            grc, gtext = run([a.gfxc, "compile", ll_t, "--mcpu", t, "-o", obj], a.timeout)
            os.remove(tll)
            if a.simulate and lrc == 0 and grc == 0 and t in SIM_TARGETS:
                lrc2, _ = run(["ld.lld-19", "-shared", lobj, "-o", lso], 60)
                sigs = kernel_signatures(text)
                for i, (kname, params, start) in enumerate(sigs):
                    end = sigs[i + 1][2] if i + 1 < len(sigs) else len(text)
                    spec = generated_launch(kname, params, text[start:end])
                    if spec is None:
                        sim["signature not generated"] += 1
                        continue
                    lp = os.path.join(a.out, "launch.json")
                    with open(lp, "w") as fh:
                        import json
                        json.dump(spec, fh)
                    rl, ol = sim_run(a.gfxc, lso, lp, a.timeout) if lrc2 == 0 else ("error", "ld.lld-19 failed")
                    rg, og = sim_run(a.gfxc, obj, lp, a.timeout)
                    if rl == "ok" and rg == "ok":
                        r = agreement(ol, og)
                        sim[{"exact": "agree", "close": "agree within 1e-5", "differ": "DISAGREE"}[r]] += 1
                        if r == "differ":
                            print(f"  DISAGREE {name} {kname} {t}")
                    elif rl != "ok" and rg != "ok":
                        sim["both runs failed"] += 1
                        sim_errors[f"both: {ol}"] += 1
                    elif rl != "ok":
                        sim["llc-19 object failed only"] += 1
                        sim_errors[f"llc-19: {ol}"] += 1
                    else:
                        sim["gfxc object failed only"] += 1
                        sim_errors[f"gfxc: {og}"] += 1
                        print(f"  GFXC-ONLY FAILURE {name} {kname} {t}: {og}")
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
    if a.simulate:
        print("simulator agreement, gfxc vs llc-19 objects (kernel x simulated target):")
        for c, n in sim.most_common():
            print(f"  {n:4}  {c}")
        print("failed runs by cause:")
        for c, n in sim_errors.most_common(15):
            print(f"  {n:4}  {c}")
        print()
    print(f"cells: {totals['cells']}; llc-19 compiles {totals['llc_ok']}, "
          f"gfxc compiles {totals['gfxc_ok']} "
          f"({100.0 * totals['gfxc_ok'] / max(1, totals['cells']):.1f}%)")


if __name__ == "__main__":
    main()
