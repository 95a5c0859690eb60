#!/usr/bin/env python3
"""Find instructions llvm-mc-19 assembles for gfx600/gfx700 that the SI/CI opcode tables lack
(issue 16: `v_ldexp_f64`, a VOP3-only GFX6/7 row, was missing) and write them to
isa/data/opcodes/extra-sici.tsv, which gen_table.py merges into insts.tsv.

LLVM 19 cannot disassemble SI/CI, so the sweep goes the assembler way: every sample form the
isa_as tool prints for the measured variants (gfx803 ... gfx1100; `isa_as --forms CPU`) whose
mnemonic the SI/CI table lacks is assembled with `llvm-mc-19 -mcpu=gfx600|gfx700
-show-encoding`; the format and opcode are read back from the bytes with the SI/CI layouts
(VOP1 / VOP2 / VOPC / VOP3 only; other formats are reported, not added).
Usage: sweep_sici_missing.py PATH/TO/isa_as
"""
import os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(HERE, "..", "data", "opcodes")
MEASURED = ["gfx803", "gfx900", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100"]


def table_names(v):
    names = set()
    for line in open(os.path.join(NOTES, f"{v}.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 3 and f[0] != "format":
            names.add(f[2])
            for m in re.findall(r"(?:also accepted as|alias accepted): ([\w.]+)", f[3] if len(f) > 3 else ""):
                names.add(m)
    return names


def decode_si(b):
    """(format, opcode) of an SI/CI VALU encoding, or None."""
    dw0 = int.from_bytes(bytes(b[:4]), "little")
    if dw0 >> 26 == 0x34:
        return "VOP3", (dw0 >> 17) & 0x1FF
    if dw0 >> 25 == 0x3F:
        return "VOP1", (dw0 >> 9) & 0xFF
    if dw0 >> 25 == 0x3E:
        return "VOPC", (dw0 >> 17) & 0xFF
    if dw0 >> 31 == 0:
        return "VOP2", (dw0 >> 25) & 0x3F
    return None


def main():
    isa_as = sys.argv[1]
    forms = []
    for p in MEASURED:
        out = subprocess.run([isa_as, "--forms", p], capture_output=True, text=True).stdout
        forms += [l.strip() for l in out.splitlines() if l.strip()]
    extra_path = os.path.join(NOTES, "extra-sici.tsv")
    keep = [l for l in open(extra_path) if "sweep_sici_missing" not in l and "\tswept\t" not in l]
    added = []
    for v in ("gfx600", "gfx700"):
        have = table_names(v)
        cand, seen = [], set()
        for t in forms:
            mn = t.split()[0]
            base = mn[:-4] if mn.endswith(("_e32", "_e64")) else mn
            if mn in have or base in have or base + "_e64" in have or base + "_e32" in have:
                continue
            if not mn.startswith("v_") or t in seen:
                continue
            seen.add(t)
            cand.append(t)
        with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
            f.write("\n".join(cand) + "\n")
        out = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={v}",
                              "-show-encoding", f.name], capture_output=True, text=True).stdout
        os.unlink(f.name)
        got = {}
        for line in out.splitlines():
            if "; encoding:" not in line:
                continue
            text, enc = line.split("; encoding:")
            mn = text.split()[0]
            b = [int(x, 16) for x in re.findall(r"0x[0-9a-f]+", enc)]
            fo = decode_si(b)
            if fo is None:
                print(f"{v}: not a VALU encoding, skipped: {text.strip()}", file=sys.stderr)
                continue
            if mn in have:
                continue
            got.setdefault((fo[0], fo[1], mn), text.strip())
        for (fmt, op, mn), text in sorted(got.items()):
            note = "VOP3-only" if fmt == "VOP3" else ""
            added.append(f"{v}\t{fmt}\t{op}\t{mn}\t{note}\n")
            print(f"{v}\t{fmt}\t{op}\t{mn}\t{text}")
    with open(extra_path, "w") as f:
        f.writelines(keep)
        f.write("# rows found by tools/sweep_sici_missing.py (sample forms of gfx803..gfx1100 assembled with llvm-mc-19 for gfx600/gfx700)\n")
        f.writelines(added)


main()
