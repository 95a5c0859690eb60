#!/usr/bin/env python3
"""Regenerate isa/tests/corpus-asm/: for every corpus kernel and processor, the instruction and
label lines that `llc-19 -O3` emits (`CPU.KERNEL.s`) and what `llvm-mc-19 -show-encoding` prints
for them (`CPU.KERNEL.enc`). The Rust test `corpus_asm` compares gfxc against these without LLVM.
Usage: corpus_golden.py [--check BIN] ; with --check, also runs BIN (isa_as) and prints match
counts per processor."""
import os, re, subprocess, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "corpus-asm")
CORPUS = "/work/shared/corpus"
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100"]

def keep(line):
    s = line.strip()
    if not s or s.startswith(";") or s.startswith("//"):
        return False
    if s.startswith("."):
        return False
    return True

def gen():
    os.makedirs(OUT, exist_ok=True)
    for cpu in CPUS:
        for ll in sorted(glob.glob(os.path.join(CORPUS, "*.ll"))):
            k = os.path.basename(ll)[:-3]
            if k == "mfma_sgemm" and cpu not in ("gfx908", "gfx90a", "gfx942"):
                continue
            p = subprocess.run(["llc-19", "-O3", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", ll, "-o", "-"],
                               capture_output=True, text=True)
            if p.returncode != 0:
                print("llc failed", cpu, k, file=sys.stderr)
                continue
            lines = []
            for l in p.stdout.splitlines():
                code = l.split(";")[0].rstrip()
                if re.match(r"^\t[a-z]", code):
                    lines.append(code)
                elif re.match(r"^[.\w$]+:$", code) and not code.startswith(".Lfunc_end"):
                    lines.append(code)
            src = "\n".join(lines) + "\n"
            base = os.path.join(OUT, f"{cpu}.{k}")
            open(base + ".s", "w").write(src)
            q = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding", base + ".s"],
                               capture_output=True, text=True)
            enc = [l for l in q.stdout.splitlines() if not l.strip().startswith(".")]
            open(base + ".enc", "w").write("\n".join(enc) + "\n")
            if q.returncode != 0:
                print("llvm-mc failed", cpu, k, q.stderr[:300], file=sys.stderr)

def check(binary):
    """Assemble each corpus line with BIN (ISA_AS_LINES=1 mode) and compare with the .enc."""
    tot = {}
    env = dict(os.environ, ISA_AS_LINES="1")
    bad = {}
    for cpu in CPUS:
        good = n = 0
        for s in sorted(glob.glob(os.path.join(OUT, f"{cpu}.*.s"))):
            exp = [l for l in open(s[:-2] + ".enc").read().splitlines() if "encoding:" in l]
            p = subprocess.run([binary, cpu, s], capture_output=True, text=True, env=env)
            got = [l for l in p.stdout.splitlines() if "encoding:" in l or l.startswith("ERROR")]
            for e, g in zip(exp, got):
                n += 1
                if e.strip() == g.strip():
                    good += 1
                else:
                    key = g.split()[0] if g.startswith("ERROR") is False else g.split()[1]
                    bad.setdefault(key, (cpu, e.strip(), g.strip()))
            n += max(0, len(exp) - len(got))
        tot[cpu] = (good, n)
        print(f"{cpu}: {good}/{n}")
    if os.environ.get("V"):
        for k, (cpu, e, g) in sorted(bad.items()):
            print(cpu, "\n  exp", e, "\n  got", g)
    return tot

if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--check":
        check(sys.argv[2])
    else:
        gen()
