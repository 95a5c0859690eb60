#!/usr/bin/env python3
"""Measure gfxc on OpenCL C kernels nobody here wrote (issue 14, "external code").

Usage:
  measure.py --gfxc PATH [--targets gfx900,gfx1100] [--out DIR] [--simulate [--worst N]]
             [--static] [--keep DIR] [-j N] SRC_DIR...

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
Dynamic code quality (issue 19): for every launch both objects ran and agreed on (bit for bit
or within 1e-5; as examples/bench_quality.rs counts only cells where both objects give the
expected result), the executed wave instructions and estimated cycles of each run are taken
from `gfxc run --stats` (`wave_instructions`, `estimated_cycles`: the same `gfxc_sim::Stats`
counters bench_quality sums) and the launched kernel's VGPRs from the code object metadata
(`.vgpr_count`, by `gfxc inspect`, the field bench_quality reads); they are summed per target
and printed with the ratio gfxc / llc-19, the number of cells above 1.3x, and the `--worst N`
cells by each ratio; every cell is written to `OUT/dynamic.json`. Caveat: integer scalars are
16, so a loop bounded by a kernel argument runs few iterations and prologue code weighs more
than in the suites' real launches.
`--keep DIR` keeps both objects of every cell and, with --simulate, the generated launch of
every kernel (`BASE.TARGET.KERNEL.launch.json`), so a cell can be re-run by hand.

With --hip, the sources are HIP instead (`*.hip`, `*.cu`, `*.cpp` files that define a
`__global__` function and that no other file of their folder #includes), compiled device-only
for gfx900 at -O3 as `hipcc` would, but without a ROCm install: clang's own
`__clang_hip_runtime_wrapper.h` and `hip/hip_runtime.h` (both `-include`d, as hipcc does), the device libraries of Debian's rocm-device-libs (linked by
clang: hip, ocml, ockl, oclc_*), and `tools/external/hip/` (written here) in place of ROCm's
HIP headers. With --static, static code size against llc-19 -O3 (issue 19): for every cell
both compilers compiled (not relocatable), the instructions of every function in gfxc's code
object and in llc-19's (linked with ld.lld-19: kernels and the device functions llc-19 kept
as calls), both disassembled by llvm-objdump-19 and counted the same way (`s_code_end`
and `s_nop` padding after a function's last instruction and GFX11 `s_delay_alu` hints not
counted, as examples/bench_quality.rs), summed per
target with the ratio. `-j N` measures N modules at a time; llc-19's results are cached in --out by the
module's text and target, so a second run only re-runs gfxc.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import shutil
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


# --reuse-ll: keep the LLVM IR (and clang's error) of an earlier run in --out, so that two
# gfxc builds are measured on the same modules.
REUSE_LL = False
HIP_SHIM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hip")


def to_ll_hip(src, out_dir):
    """HIP source -> device LLVM IR (gfx900, -O3), or (None, first error line)."""
    tag = hashlib.sha1(src.encode()).hexdigest()[:8]
    ll = os.path.join(out_dir, f"{os.path.basename(src).rsplit('.', 1)[0]}.{tag}.ll")
    cmd = ["clang-19", "-x", "hip", "--cuda-device-only", "--offload-arch=gfx900", "-O3", "-S",
           "-emit-llvm", "-std=c++17", "-nogpuinc", "-include", "__clang_hip_runtime_wrapper.h",
           "-include", "hip/hip_runtime.h",
           "-I", HIP_SHIM, "-I", os.path.dirname(src), "-Wno-everything",
           "-cuid=" + tag] + makefile_flags(os.path.dirname(src)) + shared_includes(src)
    if os.path.isdir(DEVLIB):
        cmd += [f"--rocm-device-lib-path={DEVLIB}"]
    else:
        cmd += ["-nogpulib"]
    err = ll[:-3] + ".err"
    if REUSE_LL and os.path.exists(ll):
        return ll, None
    if REUSE_LL and os.path.exists(err):
        return None, open(err).read()
    rc, text = run(cmd + [src, "-o", ll], 300)
    if rc == 0:
        return ll, None
    first = next((l for l in text.splitlines() if "error" in l), text.strip()[:200])
    with open(err, "w") as fh:
        fh.write(first or "clang failed")
    return None, first or "clang failed"


def makefile_flags(d):
    """The relative include folders (-I..., e.g. HeCBench's `-I../NAME-cuda` for headers the
    HIP and CUDA versions share) and valued defines (-DNAME=VALUE) of the Makefile next to a
    source, as its own build passes them."""
    mk = os.path.join(d, "Makefile")
    if not os.path.exists(mk):
        return []
    text = open(mk, errors="replace").read()
    flags = [f"-I{os.path.join(d, m)}" for m in re.findall(r"-I(\.{1,2}(?:/[\w.+-]*)*)", text)]
    flags += [f"-D{m}" for m in re.findall(r"-D(\w+=[\w.+-]+)", text)]
    return list(dict.fromkeys(flags))


# Set by main: the SRC_DIR arguments (suite roots).
ROOTS = []


def shared_includes(src):
    """The suites' shared header folders, as their CMake files and Makefiles add them:
    `include`, `Common` and `common` folders of the source's folder and of every folder above
    it up to its suite root (rocm-examples' `Common/`, HIP-Examples' `include/`, hip-tests'
    `samples/common/`)."""
    src = os.path.abspath(src)
    root = next((os.path.abspath(r) for r in ROOTS
                 if src.startswith(os.path.abspath(r) + os.sep)), os.path.dirname(src))
    out, d = [], os.path.dirname(src)
    while True:
        for sub in ("include", "Common", "common"):
            if os.path.isdir(os.path.join(d, sub)):
                out.append("-I" + os.path.join(d, sub))
        if d == root or len(d) <= len(root):
            break
        d = os.path.dirname(d)
    return out


def hip_sources(dirs):
    """HIP translation units below dirs: files defining a __global__ function that no other
    file in their folder includes (those are compiled as part of their includer)."""
    out = []
    for d in dirs:
        for r, _, fs in os.walk(d):
            cands = [f for f in fs if f.endswith((".hip", ".cu", ".cpp"))]
            texts = {}
            for f in fs:
                if f.endswith((".hip", ".cu", ".cpp", ".h", ".hpp", ".cuh", ".inc")):
                    try:
                        texts[f] = open(os.path.join(r, f), errors="replace").read()
                    except OSError:
                        texts[f] = ""
            for f in cands:
                if "__global__" not in texts[f]:
                    continue
                inc = re.compile(r'#\s*include\s*"([^"]*/)?' + re.escape(f) + '"')
                if any(inc.search(t) for g, t in texts.items() if g != f):
                    continue
                out.append(os.path.join(r, f))
    return sorted(out)


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
    rc, text = run([gfxc, "run", "--bits", "--stats", "--launch", launch_path, obj], timeout)
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


def run_stats(text):
    """(executed wave instructions, estimated cycles) from the `--stats` line of a
    `gfxc run --stats` output (`gfxc_sim::Stats::to_json`: the same counters
    examples/bench_quality.rs sums, `Stats::instructions` and `Stats::estimated_cycles`)."""
    for line in text.splitlines():
        if line.startswith('{"kernel"'):
            j = json.loads(line)
            return j["wave_instructions"], j["estimated_cycles"]
    return None


def vgpr_counts(gfxc, obj):
    """{kernel name: `.vgpr_count`} of a code object's metadata (`gfxc inspect`; the same
    field examples/bench_quality.rs reads through `gfxc_emit::report::object_report`)."""
    rc, text = run([gfxc, "inspect", obj], 60)
    if rc != 0:
        return {}
    try:
        j = json.loads(text[:text.rindex("}") + 1])
    except ValueError:
        return {}
    return {k["name"]: k.get("metadata", {}).get(".vgpr_count", 0) for k in j.get("kernels", [])}


def error_class(text):
    for line in text.splitlines():
        if "error" in line:
            m = re.sub(r"^.*?error: ", "", line)
            m = re.sub(r"^@[\w.$]+: ", "", m)
            m = re.sub(r"\b(v|s|block|%)\d+\b", r"\1N", m)
            m = re.sub(r"\d+", "N", m)
            return m[:120]
    return (text.strip().splitlines() or ["(no message)"])[-1][:120]


def llc_cached(ll_t, t, lobj, cache):
    """llc-19 -O3 on ll_t for t into lobj; the exit status and object are kept in cache by the
    module text and target (llc-19 is the slow half of a run and does not change)."""
    key = hashlib.sha1((t + "\0" + open(ll_t).read()).encode()).hexdigest()
    cobj, crc = os.path.join(cache, key + ".o"), os.path.join(cache, key + ".rc")
    if os.path.exists(crc):
        rc = open(crc).read().strip()
        rc = int(rc) if rc.lstrip("-").isdigit() else rc
        if rc == 0:
            shutil.copyfile(cobj, lobj)
        return rc
    # llc-19 marks SRAMECC "unsupported" in e_flags on processors that have it unless asked;
    # the simulator rejects such an object, so ask for it explicitly.
    ecc = ["-mattr=+sramecc"] if t in ("gfx906", "gfx908", "gfx90a", "gfx942") else []
    rc, _ = run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={t}", "-O3", *ecc,
                 "-filetype=obj", ll_t, "-o", lobj], 300)
    if rc == 0:
        shutil.copyfile(lobj, cobj)
    with open(crc, "w") as fh:
        fh.write(str(rc))
    return rc


def static_count(obj):
    """Instructions in every function of a code object's text (kernels and the device
    functions they call: llc-19 keeps calls that gfxc may inline), by llvm-objdump-19. The
    `s_nop`s after a function's last instruction are alignment padding, not code."""
    rc, out = run(["llvm-objdump-19", "-d", "--no-show-raw-insn", "--no-leading-addr", obj], 120)
    if rc != 0:
        return None
    n, inside, pad = 0, False, 0
    for line in out.splitlines():
        if re.match(r"^(?:[0-9a-f]+ )?<.+>:$", line):
            inside, pad = True, 0
            continue
        ins = line.strip()
        if not inside or not ins or ins.startswith((";", "//")) or line.startswith("Disassembly"):
            continue
        m = ins.split()[0]
        if m == "s_nop":
            pad += 1
        elif m not in ("s_code_end", "s_delay_alu"):
            n += pad + 1
            pad = 0
    return n


def measure_module(a, src, targets):
    """Every target of one source module: (printed lines, totals, gfxc error classes,
    simulator outcomes, failed-run causes)."""
    lines = []
    totals, classes = collections.Counter(), collections.Counter()
    sim, sim_errors = collections.Counter(), collections.Counter()
    cells = []
    ll, err = (to_ll_hip if a.hip else to_ll)(src, a.out)
    name = os.path.relpath(src)
    if ll is None:
        lines.append(f"{name}: clang-19 failed: {err}")
        totals["clang_failed"] += 1
        return lines, totals, classes, sim, sim_errors, cells
    text = open(ll).read()
    kernels = len(re.findall(r"^define .*amdgpu_kernel", text, re.M))
    if kernels == 0:
        lines.append(f"{name}: no kernel in the device code")
        totals["no_kernel"] += 1
        return lines, totals, classes, sim, sim_errors, cells
    base = os.path.basename(ll)[:-3]
    row = []
    for t in targets:
        # clang wrote "target-cpu"="gfx900" and its features into every function; llc-19
        # obeys those over -mcpu (its gfx1100 object would hold gfx900 code), so both
        # compilers get a copy without them.
        ll_t = os.path.join(a.out, f"{base}.{t}.ll")
        with open(ll_t, "w") as fh:
            fh.write(re.sub(r' "target-(cpu|features)"="[^"]*"', "", text))
        obj = os.path.join(a.out, f"{base}.{t}.gfxc.o")
        lobj, lso = os.path.join(a.out, f"{base}.{t}.llc.o"), os.path.join(a.out, f"{base}.{t}.llc.so")
        lrc = llc_cached(ll_t, t, lobj, a.llc_cache)
        grc, gtext = run([a.gfxc, "compile", ll_t, "--mcpu", t, "-o", obj], a.timeout)
        reloc = False
        if grc == 1 and "which this module only declares" in gtext:
            # Calls of functions the module only declares: as llc-19, gfxc writes a
            # relocatable object (`-c`) with undefined symbols; compiled, not runnable.
            grc, gtext = run([a.gfxc, "compile", "-c", ll_t, "--mcpu", t, "-o", obj], a.timeout)
            reloc = grc == 0
        os.remove(ll_t)
        if a.static and lrc == 0 and grc == 0 and not reloc:
            if not os.path.exists(lso):
                run(["ld.lld-19", "-shared", lobj, "-o", lso], 60)
            gc = static_count(obj)
            lc = static_count(lso) if os.path.exists(lso) else None
            if gc is not None and lc is not None:
                sim[f"static:{t}:gfxc"] += gc
                sim[f"static:{t}:llc"] += lc
                lines.append(f"  static {name} {t}: {gc} / {lc}")
        if a.simulate and lrc == 0 and grc == 0 and not reloc and t in SIM_TARGETS:
            lrc2 = 0 if os.path.exists(lso) else run(["ld.lld-19", "-shared", lobj, "-o", lso], 60)[0]
            sigs = kernel_signatures(text)
            vgprs = None
            for i, (kname, params, start) in enumerate(sigs):
                end = sigs[i + 1][2] if i + 1 < len(sigs) else len(text)
                spec = generated_launch(kname, params, text[start:end])
                if spec is None:
                    sim["signature not generated"] += 1
                    continue
                lp = os.path.join(a.out, f"{base}.{t}.launch.json")
                with open(lp, "w") as fh:
                    json.dump(spec, fh)
                rl, ol = sim_run(a.gfxc, lso, lp, a.timeout) if lrc2 == 0 else ("error", "ld.lld-19 failed")
                rg, og = sim_run(a.gfxc, obj, lp, a.timeout)
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    shutil.copyfile(lp, os.path.join(a.keep, f"{base}.{t}.{kname}.launch.json"))
                os.remove(lp)
                if rl == "ok" and rg == "ok":
                    r = agreement(ol, og)
                    sim[{"exact": "agree", "close": "agree within 1e-5", "differ": "DISAGREE"}[r]] += 1
                    if r == "differ":
                        lines.append(f"  DISAGREE {name} {kname} {t}")
                    sg, sl = run_stats(og), run_stats(ol)
                    if r != "differ" and sg and sl:
                        # Dynamic figures, counted only where both objects ran and agreed
                        # (bench_quality counts only cells where both give the expected result).
                        if vgprs is None:
                            vgprs = (vgpr_counts(a.gfxc, obj), vgpr_counts(a.gfxc, lso))
                        cells.append({"module": short_name(src), "kernel": kname, "target": t,
                                      "insts": [sg[0], sl[0]], "cycles": [sg[1], sl[1]],
                                      "vgprs": [vgprs[0].get(kname, 0), vgprs[1].get(kname, 0)]})
                        lines.append(f"  dynamic {name} {kname} {t}: insts {sg[0]} / {sl[0]}, "
                                     f"cycles {sg[1]} / {sl[1]}")
                elif rl != "ok" and rg != "ok":
                    sim["both runs failed"] += 1
                    sim_errors[f"both: {ol}"] += 1
                elif rl != "ok":
                    sim["llc-19 object failed only"] += 1
                    sim_errors[f"llc-19: {ol}"] += 1
                else:
                    sim["gfxc object failed only"] += 1
                    sim_errors[f"gfxc: {og}"] += 1
                    lines.append(f"  GFXC-ONLY FAILURE {name} {kname} {t}: {og}")
        if a.keep:
            # --keep: both objects of every cell stay (for per-mnemonic histograms).
            os.makedirs(a.keep, exist_ok=True)
            for f, tag in ((obj, "gfxc"), (lso, "llc")):
                if os.path.exists(f):
                    shutil.copyfile(f, os.path.join(a.keep, f"{base}.{t}.{tag}.o"))
        for f in (obj, lobj, lso):
            if os.path.exists(f):
                os.remove(f)
        totals["cells"] += 1
        totals["llc_ok"] += lrc == 0
        totals[f"llc_ok:{t}"] += lrc == 0
        if grc == 0:
            totals["gfxc_ok"] += 1
            totals[f"gfxc_ok:{t}"] += 1
            totals["gfxc_ok_relocatable"] += reloc
            row.append(f"{t}:ok" + (" (relocatable: external calls)" if reloc else ""))
        else:
            c = "timeout" if grc == "timeout" else error_class(gtext)
            if grc not in (0, 1, "timeout"):
                c = f"crash (exit {grc}): {c}"
            classes[c] += 1
            row.append(f"{t}:FAIL" + ("" if lrc == 0 else "(llc too)"))
            if a.verbose:
                row.append(f"[{c}]")
    lines.insert(0, f"{name} ({kernels} kernels): {' '.join(row)}")
    totals["modules"] += 1
    totals["kernels"] += kernels
    return lines, totals, classes, sim, sim_errors, cells


def short_name(src):
    """src relative to the folder that holds all the suite roots (`SUITE/.../FILE.cl`)."""
    roots = [os.path.abspath(r) for r in ROOTS]
    common = os.path.commonpath(roots) if len(roots) > 1 else os.path.dirname(roots[0])
    return os.path.relpath(os.path.abspath(src), common)


def print_dynamic(cells, targets, worst):
    """Totals per target and overall of the executed wave instructions, estimated cycles and
    VGPRs of the kernel launches both objects ran and agreed on, gfxc / llc-19, and the worst
    cells by each ratio."""
    def ratio(g, l_):
        return g / max(1, l_)
    print("dynamic figures over the launches both objects ran and agreed on, gfxc / llc-19 -O3:")
    rows = [(t, [c for c in cells if c["target"] == t]) for t in targets]
    rows.append(("all", cells))
    for t, cs in rows:
        if not cs:
            continue
        s = {k: [sum(c[k][0] for c in cs), sum(c[k][1] for c in cs)]
             for k in ("insts", "cycles", "vgprs")}
        over = [sum(1 for c in cs if ratio(*c[k]) > 1.3) for k in ("insts", "cycles")]
        print(f"  {t:<8} {len(cs):4} cells: wave insts {s['insts'][0]} / {s['insts'][1]} = "
              f"{ratio(*s['insts']):.3f}, est. cycles {s['cycles'][0]} / {s['cycles'][1]} = "
              f"{ratio(*s['cycles']):.3f}, VGPRs {s['vgprs'][0]} / {s['vgprs'][1]}; "
              f"cells above 1.3x: {over[0]} (insts), {over[1]} (cycles)")
    for k, what in (("insts", "executed wave instructions"), ("cycles", "estimated cycles")):
        print(f"worst {min(worst, len(cells))} cells by {what} (gfxc / llc-19):")
        for c in sorted(cells, key=lambda c: (-ratio(*c[k]), c["module"], c["kernel"],
                                              c["target"]))[:worst]:
            print(f"  {ratio(*c[k]):6.2f}  {c['module']} {c['kernel']} {c['target']}: "
                  f"insts {c['insts'][0]} / {c['insts'][1]}, cycles {c['cycles'][0]} / "
                  f"{c['cycles'][1]}, VGPRs {c['vgprs'][0]} / {c['vgprs'][1]}")
    print()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gfxc", required=True)
    ap.add_argument("--targets", default="gfx900,gfx90a,gfx1030,gfx1100")
    ap.add_argument("--out", default="/tmp/gfxc-external")
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--simulate", action="store_true",
                    help="also run both compilers' objects on the simulator and compare")
    ap.add_argument("--static", action="store_true",
                    help="also count each kernel's static instructions, gfxc against llc-19")
    ap.add_argument("--worst", type=int, default=20, metavar="N",
                    help="--simulate: list the N worst cells by executed instructions and cycles")
    ap.add_argument("--hip", action="store_true", help="HIP sources instead of OpenCL C")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="modules measured at a time")
    ap.add_argument("-v", "--verbose", action="store_true", help="error class on every failed cell")
    ap.add_argument("--reuse-ll", action="store_true",
                    help="HIP: reuse the LLVM IR an earlier run left in --out")
    ap.add_argument("--keep", metavar="DIR",
                    help="keep both objects of every cell in DIR (BASE.TARGET.gfxc.o / .llc.o)")
    ap.add_argument("src", nargs="+")
    a = ap.parse_args()
    global REUSE_LL
    REUSE_LL = a.reuse_ll
    ROOTS.extend(a.src)
    os.makedirs(a.out, exist_ok=True)
    a.llc_cache = os.path.join(a.out, "llc-cache")
    os.makedirs(a.llc_cache, exist_ok=True)
    targets = a.targets.split(",")
    if a.hip:
        srcs = hip_sources(a.src)
    else:
        srcs = sorted(os.path.join(r, f) for d in a.src for r, _, fs in os.walk(d)
                      for f in fs if f.endswith(".cl"))
    totals = collections.Counter()
    classes = collections.Counter()
    sim = collections.Counter()
    sim_errors = collections.Counter()
    cells = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
        # map keeps the order of srcs, so the output is the same for every -j
        for lines, t, c, s, e, d in pool.map(lambda src: measure_module(a, src, targets), srcs):
            for line in lines:
                print(line, flush=True)
            cells.extend(d)
            totals.update(t)
            classes.update(c)
            sim.update(s)
            sim_errors.update(e)
    print()
    print("gfxc error classes (module x target cells):")
    for c, n in classes.most_common():
        print(f"  {n:4}  {c}")
    print()
    print(f"modules: {totals['modules']} compiled by clang-19 ({totals['kernels']} kernels), "
          f"{totals['clang_failed']} not, {totals['no_kernel']} without a kernel")
    if a.simulate:
        print("simulator agreement, gfxc vs llc-19 objects (kernel x simulated target):")
        for c, n in sim.most_common():
            if c.startswith("static:"):
                continue
            print(f"  {n:4}  {c}")
        print("failed runs by cause:")
        for c, n in sim_errors.most_common(15):
            print(f"  {n:4}  {c}")
        print()
        print_dynamic(cells, targets, a.worst)
        with open(os.path.join(a.out, "dynamic.json"), "w") as fh:
            json.dump(cells, fh, indent=1)
    if a.static:
        print("static instructions, gfxc / llc-19 (kernels both compiled):")
        ag = al = 0
        for t in targets:
            g, l_ = sim[f"static:{t}:gfxc"], sim[f"static:{t}:llc"]
            ag, al = ag + g, al + l_
            print(f"  {t}: {g} / {l_} = {g / max(1, l_):.3f}")
        print(f"  all: {ag} / {al} = {ag / max(1, al):.3f}")
        print()
    n = totals["modules"]
    for t in targets:
        print(f"  {t}: gfxc {totals[f'gfxc_ok:{t}']} / {n} modules, llc-19 {totals[f'llc_ok:{t}']}")
    print(f"cells: {totals['cells']}; llc-19 compiles {totals['llc_ok']}, "
          f"gfxc compiles {totals['gfxc_ok']} "
          f"({100.0 * totals['gfxc_ok'] / max(1, totals['cells']):.1f}%)")


if __name__ == "__main__":
    main()
