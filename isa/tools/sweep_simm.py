#!/usr/bin/env python3
"""Sweep the symbolic operands of s_getreg/s_setreg (hwreg) and s_sendmsg (sendmsg) with
llvm-mc-19 on the ten reference processors, and write
- isa/data/simm_names.tsv: per variant, the hwreg id names, message id names and message
  operation names (with whether a stream id is printed) that llvm-mc-19 prints;
- isa/tests/golden/hwreg.tsv, isa/tests/golden/sendmsg.tsv: the operand llvm-mc-19 prints for
  every hwreg id (0..63, whole register) and every 10-bit s_sendmsg immediate (0..1023), per
  processor, which isa/tests/simm.rs compares with gfxc's printer, parser and disassembler.
Inputs are raw immediates (`s_sendmsg 34`, `s_getreg_b32 s0, 0xf804`): llvm-mc-19 prints its
canonical symbolic form. Usage: sweep_simm.py"""
import os, re, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100"]

def mc(cpu, lines):
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    out = [l.strip() for l in p.stdout.splitlines() if "encoding:" in l]
    assert len(out) == len(lines), (cpu, p.stderr[:500])
    return out

def try_line(cpu, line):
    """The first two bytes of llvm-mc-19's encoding of `line`, or None if it rejects it."""
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"],
                       input=line + "\n", capture_output=True, text=True)
    m = re.search(r"encoding: \[0x([0-9a-f]+),0x([0-9a-f]+)", p.stdout)
    return (int(m.group(1), 16), int(m.group(2), 16)) if m and "error" not in p.stderr else None

def operand(line, prefix):
    text = line.split(";")[0].strip()
    assert text.startswith(prefix), line
    return text[len(prefix):].strip()

def main():
    hw = {c: [operand(l, "s_getreg_b32 s0,") for l in mc(c, [f"s_getreg_b32 s0, {0xF800 + i}" for i in range(64)])] for c in CPUS}
    sm = {c: [operand(l, "s_sendmsg") for l in mc(c, [f"s_sendmsg {v}" for v in range(1024)])] for c in CPUS}
    names = {}  # (kind, key) -> {cpu: name}
    for c in CPUS:
        for i, t in enumerate(hw[c]):
            m = re.fullmatch(r"hwreg\(([A-Z_0-9]+)\)", t)
            if m and not m.group(1).isdigit():
                names.setdefault(("hwreg", str(i)), {})[c] = m.group(1)
        g11 = c == "gfx1100"
        for v, t in enumerate(sm[c]):
            m = re.fullmatch(r"sendmsg\((MSG_[A-Z_0-9]+)(?:, ([A-Z_0-9]+))?(?:, (\d+))?\)", t)
            if not m:
                continue
            mid = v & 0xFF if g11 else v & 0xF
            old = names.setdefault(("msg", str(mid)), {}).setdefault(c, m.group(1))
            assert old == m.group(1), (c, v, t)
            if m.group(2):
                op = (v >> 4) & 7
                cell = m.group(2) + ("+s" if m.group(3) is not None else "")
                old = names.setdefault(("msgop", f"{mid}.{op}"), {}).setdefault(c, cell)
                assert old == cell, (c, v, t)
    # Names llvm-mc-19 parses but never prints (e.g. gfx1100 accepts MSG_SYSMSG operations and
    # encodes them, but prints the result numerically): every name seen on any processor is
    # tried on every processor; accepted ones not printed there are stored with a `!` suffix
    # (a cell may list several names of one value, the printed one first: gfx1010 accepts
    # HW_REG_HW_ID for HW_REG_HW_ID1).
    hw_names = sorted({n for (k, _), per in names.items() if k == "hwreg" for n in per.values()})
    msg_names = {}
    op_names = {}
    for (k, key), per in names.items():
        for n in per.values():
            if k == "msg":
                msg_names[n] = int(key)
            elif k == "msgop":
                mid, op = map(int, key.split("."))
                op_names[(mid, n.removesuffix("+s"))] = op
    for c in CPUS:
        for n in hw_names:
            r = try_line(c, f"s_getreg_b32 s0, hwreg({n})")
            if r is not None:
                i = (r[0] | r[1] << 8) & 0x3F
                cell = names.setdefault(("hwreg", str(i)), {})
                if n not in cell.get(c, "").split():
                    cell[c] = (cell[c] + " " + n + "!") if c in cell else n + "!"
        for n, mid in msg_names.items():
            ops = [(op, o) for (m, o), op in op_names.items() if m == mid]
            if not ops:
                r = try_line(c, f"s_sendmsg sendmsg({n})")
                if r is not None:
                    names.setdefault(("msg", str(mid)), {}).setdefault(c, n + "!")
            for op, o in ops:
                stream = "+s" if any(v.endswith("+s") for v in names.get(("msgop", f"{mid}.{op}"), {}).values()) else ""
                r = try_line(c, f"s_sendmsg sendmsg({n}, {o})")
                if r is not None:
                    names.setdefault(("msg", str(mid)), {}).setdefault(c, n + "!")
                    names.setdefault(("msgop", f"{mid}.{op}"), {}).setdefault(c, o + stream + "!")
    kinds = {"hwreg": 0, "msg": 1, "msgop": 2}
    rows = sorted(names.items(), key=lambda kv: (kinds[kv[0][0]], [int(x) for x in kv[0][1].split(".")]))
    with open(os.path.join(HERE, "..", "data", "simm_names.tsv"), "w") as f:
        f.write("# generated by isa/tools/sweep_simm.py (llvm-mc-19 sweeps of every hwreg id and 10-bit sendmsg immediate)\n")
        f.write("kind\tkey\t" + "\t".join(CPUS) + "\n")
        for (k, key), per in rows:
            f.write(f"{k}\t{key}\t" + "\t".join(per.get(c, "-") for c in CPUS) + "\n")
    gold = os.path.join(HERE, "..", "tests", "golden")
    for name, data, n in (("hwreg", hw, 64), ("sendmsg", sm, 1024)):
        with open(os.path.join(gold, f"{name}.tsv"), "w") as f:
            f.write(f"# generated by isa/tools/sweep_simm.py: the operand llvm-mc-19 prints per value\n")
            f.write("value\t" + "\t".join(CPUS) + "\n")
            for v in range(n):
                f.write(f"{v}\t" + "\t".join(data[c][v] for c in CPUS) + "\n")

main()
