#!/usr/bin/env python3
"""Write isa/tests/probes/e64.s: the `_e64` spelling of every vector ALU form of the golden
files (isa/tests/golden/CPU.txt) of the ten reference processors, one line per mnemonic, each
line probed on all ten processors: a form one generation lacks under its name may be an alias
there (llvm-mc-19 takes `v_add_co_u32_e64` on gfx600, whose golden form is `v_add_i32`), and
a form it does not have at all must be refused as llvm-mc-19 refuses it.

llvm-mc-19 takes `_e64` on most VOP1/VOP2/VOPC rows (their VOP3 form) and on VOP3-only rows,
but refuses it on some ("e64 variant of this instruction is not supported": v_readlane_b32,
v_writelane_b32), and the SI/CI opcode notes lacked three VOP3 forms it encodes (v_nop_e64,
v_clrexcp_e64, v_movreld_b32_e64 on gfx600/gfx700). The probes make every such answer a test.
Then run tools/gen_probes.py e64 to record llvm-mc-19's answers.
Usage: gen_e64_probes.py
"""
from probe_common import CPUS, golden_forms, write_topic

seen, lines = set(), []
for cpu in CPUS:
    bases = set()  # one line per mnemonic and processor: its first golden form
    for mn, ops in golden_forms(cpu):
        if not mn.startswith("v_") or mn.endswith(("_sdwa", "_dpp", "_e64")):
            continue
        base = mn[:-4] if mn.endswith("_e32") else mn
        if base in bases:
            continue
        bases.add(base)
        line = f"{base}_e64 {ops}".strip()
        if line in seen:
            continue
        seen.add(line)
        lines.append(line)
write_topic("e64", ["The `_e64` spelling of every vector ALU mnemonic of the golden forms of every",
                    "reference processor, on every one of them (tools/gen_e64_probes.py)."], lines)
