#!/usr/bin/env python3
"""Write isa/tests/probes/e64_CPU.s: the `_e64` spelling of every vector ALU form of the golden
files (isa/tests/golden/CPU.txt), one line per mnemonic, for the ten reference processors.

llvm-mc-19 takes `_e64` on most VOP1/VOP2/VOPC rows (their VOP3 form) and on VOP3-only rows,
but refuses it on some ("e64 variant of this instruction is not supported": v_readlane_b32,
v_writelane_b32), and the SI/CI opcode notes lacked three VOP3 forms it encodes (v_nop_e64,
v_clrexcp_e64, v_movreld_b32_e64 on gfx600/gfx700). The probes make every such answer a test.
Then run tools/gen_probes.py e64_CPU... to record llvm-mc-19's answers.
Usage: gen_e64_probes.py
"""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "..", "tests", "golden")
PROBES = os.path.join(HERE, "..", "tests", "probes")
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010",
        "gfx1030", "gfx1100"]

for cpu in CPUS:
    seen, lines = set(), []
    for l in open(os.path.join(GOLDEN, f"{cpu}.txt")):
        m = re.match(r"\s*(\S+)\s*(.*?)\s*; encoding:", l)
        if not m:
            continue
        mn, ops = m.groups()
        if not mn.startswith("v_") or mn.endswith(("_sdwa", "_dpp", "_e64")):
            continue
        base = mn[:-4] if mn.endswith("_e32") else mn
        if base in seen:
            continue
        seen.add(base)
        lines.append(f"{base}_e64 {ops}".strip())
    with open(os.path.join(PROBES, f"e64_{cpu}.s"), "w") as f:
        f.write(f"# cpus: {cpu}\n")
        f.write("# The `_e64` spelling of every vector ALU mnemonic of the golden forms\n")
        f.write("# (tools/gen_e64_probes.py).\n")
        f.write("\n".join(lines) + "\n")
