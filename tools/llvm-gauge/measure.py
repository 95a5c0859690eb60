#!/usr/bin/env python3
"""LLVM's own AMDGPU codegen tests as a gauge of what gfxc compiles (issue 14 item 4).

Usage:
  measure.py --gfxc PATH [--mcpu gfx900] [--jobs 2] [--sample N] [--limit N]
             [--list-failures FILE] TEST_DIR

TEST_DIR is `llvm/test/CodeGen/AMDGPU` of an LLVM 19 source tree, kept OUTSIDE this repository
(e.g. from Debian's source package: `apt-get source llvm-toolchain-19`). For every `*.ll` file
whose RUN lines compile for amdgcn, every `amdgpu_kernel` function is extracted into a module
of its own (`llvm-extract-19 --func NAME --recursive`, which keeps the functions it calls and the
globals it uses). A kernel counts when `llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU` compiles
its module; the script reports the fraction of those gfxc compiles, and gfxc's error classes
(messages with numbers, names and types folded). gfxc runs with a time limit: a hang is a
class of its own, and so is a crash (exit status other than 0 and 1).
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

KERNEL = re.compile(r"^define\b[^\n]*\bamdgpu_kernel\b[^\n]*?@(\"[^\"]+\"|[\w.$-]+)\s*\(", re.M)


def run(cmd, timeout, stdin=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, input=stdin)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def fold(msg):
    m = re.sub(r"^.*?error: ", "", msg.strip())
    m = re.sub(r"^@[\w.$\"-]+: ", "", m)
    m = re.sub(r"'@?(llvm\.[a-z0-9_]+(?:\.[a-z][a-z0-9_]*)*)[^']*'", r"'\1'", m)
    m = re.sub(r"\b(i|f|v|s|block|%)\d+\b", r"\1N", m)
    m = re.sub(r"\d+", "N", m)
    return m[:110]


def one(args):
    path, name, gfxc, cpu, tmp, timeout = args
    base = os.path.join(tmp, f"{os.path.basename(path)}.{abs(hash(name)) % 10**9}")
    ll = base + ".ll"
    rc, _, err = run(["llvm-extract-19", "--recursive", f"--func={name.strip(chr(34))}", "-S",
                      path, "-o", ll], 60)
    if rc != 0:
        return path, name, "extract", fold(err.splitlines()[0] if err else "llvm-extract failed")
    rc, _, err = run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-O2",
                      "-filetype=null", ll], 120)
    if rc != 0:
        os.unlink(ll)
        return path, name, "llc", ""
    # A relocatable object (`-c`), as llc-19 writes: kernels that call functions the test
    # only declares compile to calls of undefined symbols, as with llc-19.
    rc, _, err = run([gfxc, "compile", "-c", ll, "--mcpu", cpu, "-o", base + ".o"], timeout)
    for f in (ll, base + ".o"):
        if os.path.exists(f):
            os.unlink(f)
    if rc == 0:
        return path, name, "ok", ""
    if rc == "timeout":
        return path, name, "fail", "timeout (no answer within the limit)"
    first = next((l for l in err.splitlines() if "error" in l), err.strip()[:200])
    if rc != 1:
        return path, name, "fail", f"crash (exit {rc}): {fold(first)}"
    return path, name, "fail", fold(first)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gfxc", required=True)
    ap.add_argument("--mcpu", default="gfx900")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--sample", type=int, default=1,
                    help="measure every Nth kernel (deterministic), for a quick estimate")
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--list-failures")
    ap.add_argument("dir")
    a = ap.parse_args()
    work = []
    tmp = tempfile.mkdtemp(prefix="gfxc-llvm-gauge-")
    for root, _, files in os.walk(a.dir):
        for f in sorted(files):
            if not f.endswith(".ll"):
                continue
            p = os.path.join(root, f)
            text = open(p, errors="replace").read()
            runs = [l for l in text.splitlines() if "RUN:" in l]
            if not any("amdgcn" in l or "-march=amdgcn" in l for l in runs):
                continue
            if any("not llc" in l or "not --crash" in l for l in runs):
                continue
            for m in KERNEL.finditer(text):
                work.append((p, m.group(1), a.gfxc, a.mcpu, tmp, a.timeout))
    work.sort()
    work = work[:: max(1, a.sample)]
    if a.limit:
        work = work[: a.limit]
    res = collections.Counter()
    classes = collections.Counter()
    examples = {}
    fails = []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for path, name, status, cls in ex.map(one, work):
            res[status] += 1
            if status == "fail":
                classes[cls] += 1
                examples.setdefault(cls, f"{os.path.relpath(path, a.dir)} @{name}")
                fails.append(f"{os.path.relpath(path, a.dir)}\t@{name}\t{cls}")
    if a.list_failures:
        with open(a.list_failures, "w") as f:
            f.write("\n".join(fails) + "\n")
    counted = res["ok"] + res["fail"]
    print(f"kernels found: {len(work)}; llc-19 compiles {counted} for {a.mcpu} "
          f"(not: {res['llc']}, extraction failed: {res['extract']})")
    print(f"gfxc compiles {res['ok']} of {counted}: {100.0 * res['ok'] / max(1, counted):.1f}%")
    print("\ngfxc error classes (kernels, one example each):")
    for c, n in classes.most_common():
        print(f"  {n:5}  {c}    [{examples[c]}]")


if __name__ == "__main__":
    main()
