#!/usr/bin/env python3
"""Write isa/tests/probes/aliases.s: every accepted spelling of data/aliases.tsv, and every
assembler-only row of data/insts.tsv (`OPCODE:asm`), with the operands of the first golden form
of its canonical row on the processor that has it (isa/tests/golden/CPU.txt), probed on all ten
processors: each alias the table generator found (tools/gen_table.py: the notes, its probes,
and every other generation's spelling llvm-mc-19 takes) is accepted where llvm-mc-19 accepts
it and refused where it refuses it. Then run tools/gen_probes.py aliases.
Usage: gen_alias_probes.py
"""
import os
from probe_common import CPUS, DATA, golden_forms, write_topic

pairs = {c: [] for c in CPUS}
for l in open(os.path.join(DATA, "aliases.tsv")).read().splitlines()[2:]:
    v, a, c = l.split("\t")
    pairs[v].append((a, c))
for l in open(os.path.join(DATA, "insts.tsv")).read().splitlines()[2:]:
    c = l.split("\t")
    for i, v in enumerate(CPUS):
        if c[4 + i].endswith(":asm"):
            pairs[v].append((c[1], c[1]))

union = set()
for cpu in CPUS:
    forms = {}
    for mn, ops in golden_forms(cpu):
        forms.setdefault(mn, ops)
    for a, c in pairs[cpu]:
        for name in (c, c + "_e32", c + "_e64", a):
            if name in forms:
                union.add(f"{a} {forms[name]}".strip())
                break
write_topic("aliases", ["Every alias of data/aliases.tsv and assembler-only row of data/insts.tsv, with its",
                        "canonical row's first golden operands, on every processor (tools/gen_alias_probes.py)."],
            union)
