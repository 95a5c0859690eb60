#!/usr/bin/env python3
"""Regenerate isa/tests/probes/<topic>.expected from isa/tests/probes/<topic>.s with llvm-mc-19.

A probe file lists assembly lines (one instruction each) after a `# cpus: CPU...` header line;
every line is given to `llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=CPU -show-encoding` for every
listed processor. The result, one line per (processor, input line), is
`CPU<TAB>OK<TAB>INPUT<TAB>LLVM-MC OUTPUT LINE` or `CPU<TAB>ERR<TAB>INPUT<TAB>MESSAGE`.
`isa/tests/probes.rs` checks gfxc against the committed result (no LLVM needed) and, when
llvm-mc-19 is present, checks that the committed result is still what llvm-mc-19 says.
Usage: gen_probes.py [TOPIC...]   (default: every probes/*.s)"""
import glob, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.join(HERE, "..", "tests", "probes")

def run(cpu, lines):
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    errs = {}
    for l in p.stderr.splitlines():
        m = re.match(r"<stdin>:(\d+):\d+: error: (.*)", l)
        if m and int(m.group(1)) not in errs:
            errs[int(m.group(1))] = m.group(2)
    good = iter(l.strip() for l in p.stdout.splitlines() if "encoding:" in l)
    out = []
    for i, line in enumerate(lines, 1):
        if i in errs:
            out.append(f"{cpu}\tERR\t{line}\t{errs[i]}")
        else:
            out.append(f"{cpu}\tOK\t{line}\t{next(good)}")
    assert next(good, None) is None, "unmatched llvm-mc-19 output"
    return out

def main():
    topics = sys.argv[1:] or sorted(os.path.basename(f)[:-2] for f in glob.glob(os.path.join(DIR, "*.s")))
    for t in topics:
        src = open(os.path.join(DIR, t + ".s")).read().splitlines()
        cpus = src[0].removeprefix("# cpus:").split()
        lines = [l.strip() for l in src[1:] if l.strip() and not l.startswith("#")]
        out = []
        for cpu in cpus:
            out += run(cpu, lines)
        open(os.path.join(DIR, t + ".expected"), "w").write("\n".join(out) + "\n")
        print(f"{t}: {len(out)} results ({sum(1 for o in out if chr(9) + 'OK' + chr(9) in o)} accepted)", file=sys.stderr)

main()
