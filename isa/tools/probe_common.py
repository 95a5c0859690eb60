"""Shared by the probe generators (gen_e64_probes.py, gen_alias_probes.py, gen_vopc_probes.py):
the ten reference processors, the golden forms each one assembles, and writing a probe topic
that tools/gen_probes.py then runs through llvm-mc-19."""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
GOLDEN = os.path.join(HERE, "..", "tests", "golden")
PROBES = os.path.join(HERE, "..", "tests", "probes")
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010",
        "gfx1030", "gfx1100"]


def golden_forms(cpu):
    """(mnemonic, operand text) of every line of isa/tests/golden/CPU.txt, in file order."""
    for l in open(os.path.join(GOLDEN, f"{cpu}.txt")):
        m = re.match(r"\s*(\S+)\s*(.*?)\s*; encoding:", l)
        if m:
            yield m.group(1), m.group(2)


def write_topic(name, comment, lines):
    """isa/tests/probes/NAME.s: every line (sorted) on every processor of CPUS."""
    with open(os.path.join(PROBES, f"{name}.s"), "w") as f:
        f.write(f"# cpus: {' '.join(CPUS)}\n")
        f.write("".join(f"# {c}\n" for c in comment))
        f.write("\n".join(sorted(lines)) + "\n")
