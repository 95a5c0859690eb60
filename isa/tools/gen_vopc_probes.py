#!/usr/bin/env python3
"""Write isa/tests/probes/vopc_vcc.s: every VOPC mnemonic of the golden forms of the ten reference
processors (isa/tests/golden/CPU.txt) whose first operand is the implicit VCC (`vcc`/`vcc_lo`),
written without it, probed on all ten processors: llvm-mc-19 takes the destination left out.
Then run tools/gen_probes.py vopc_vcc.
Usage: gen_vopc_probes.py
"""
import re
from probe_common import CPUS, golden_forms, write_topic

lines = set()
for cpu in CPUS:
    seen = set()
    for mn, ops in golden_forms(cpu):
        m = re.match(r"(vcc|vcc_lo), (.*)", ops)
        if re.match(r"v_cmpx?_\S+_e32$", mn) and m and mn not in seen:
            seen.add(mn)
            lines.add(f"{mn} {m.group(2)}")
write_topic("vopc_vcc", ["Every VOPC form of the golden files without its implicit VCC destination, on every",
                         "processor (tools/gen_vopc_probes.py)."], lines)
