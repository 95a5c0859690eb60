#!/usr/bin/env python3
"""Write isa/tests/probes/vopc_vcc.s: every VOPC mnemonic of the golden forms of the ten reference
processors (isa/tests/golden/CPU.txt) whose first operand is the implicit VCC (`vcc`/`vcc_lo`),
written without it, probed on all ten processors: llvm-mc-19 takes the destination left out.
Then run tools/gen_probes.py vopc_vcc.
Usage: gen_vopc_probes.py
"""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "..", "tests", "golden")
PROBES = os.path.join(HERE, "..", "tests", "probes")
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010",
        "gfx1030", "gfx1100"]

lines = set()
for cpu in CPUS:
    seen = set()
    for l in open(os.path.join(GOLDEN, f"{cpu}.txt")):
        m = re.match(r"\s*(v_cmpx?_\S+_e32)\s+(vcc|vcc_lo), (.*?)\s*; encoding:", l)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            lines.add(f"{m.group(1)} {m.group(3)}")
with open(os.path.join(PROBES, "vopc_vcc.s"), "w") as f:
    f.write(f"# cpus: {' '.join(CPUS)}\n")
    f.write("# Every VOPC form of the golden files without its implicit VCC destination, on every\n")
    f.write("# processor (tools/gen_vopc_probes.py).\n")
    f.write("\n".join(sorted(lines)) + "\n")
