#!/usr/bin/env python3
"""Measure the extended VALU encodings with llvm-mc-19 and write isa/data/ext.tsv.

Two kinds of rows (columns: kind, format, mnemonic, operands, one column per ISA variant):

* `sdwa`, `dpp`, `dpp8`: for every VOP1/VOP2/VOPC row of isa/data/insts.tsv (same format,
  mnemonic and operand signature), the mnemonic llvm-mc-19 prints for the row's SDWA / DPP16 /
  DPP8 form on that variant, or `-` when llvm-mc-19 rejects the form. The form is the row's
  operands (v1, v2, v3, vcc) with neutral modifiers (`dst_sel:DWORD dst_unused:UNUSED_PAD
  src0_sel:DWORD src1_sel:DWORD`, `quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf`,
  `dpp8:[0,1,2,3,4,5,6,7]`), assembled for the reference processor (for the rows it lacks,
  for the family member that has them: gfx906, gfx1011); it is kept only when the encoding is 8 bytes, carries the marker
  in SRC0 (0xF9 SDWA, 0xFA DPP, 0xE9 DPP8) and the row's opcode. The printed mnemonic is not
  always `<base>_sdwa`/`<base>_dpp`: GFX8 prints VOPC SDWA and GFX11 prints VOPC DPP without
  the suffix.
* `dpp`, `dpp8` rows of format VOP3 (GFX11 only): the `_e64_dpp` forms of VOP3 rows with
  VGPR sources, kept when the encoding is 12 bytes with the marker in SRC0 and the row's
  opcode (sweep_vop3_dpp).
* `vopd` (GFX11 dual issue): every OPX value (with OPY = v_dual_fmac_f32) and OPY value (with
  OPX = v_dual_fmac_f32) that llvm-mc-19 disassembles; the cell is `OPCODE:xy` (allowed in
  both halves) or `OPCODE:y`, the operand signature is read back from the printed half
  (`LIT` for the mandatory literal of fmaak/fmamk).

Nothing is copied from LLVM: only the installed llvm-mc-19 is run as an oracle.
Usage: sweep_ext.py  (about 10 s)
"""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
VARIANTS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942",
            "gfx1010", "gfx1030", "gfx1100"]
GEN = {"gfx803": 8, "gfx900": 9, "gfx908": 9, "gfx90a": 9, "gfx942": 9,
       "gfx1010": 10, "gfx1030": 10, "gfx1100": 11}
OPF = {"VOP2": (25, 6), "VOP1": (9, 8), "VOPC": (17, 8)}
MARK = {"sdwa": (0xF9,), "dpp": (0xFA,), "dpp8": (0xE9, 0xEA)}


def mc(cpu, text, disasm=False):
    args = ["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"]
    if disasm:
        args.append("--disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.stdout, p.stderr


def operand_text(tok, gen):
    f, _, c = tok.partition(":")
    if f == "VCC":
        return "vcc" if gen < 10 else "vcc_lo"
    if not c or c[0] not in "vs" or f not in ("D", "S0", "S1"):
        return None
    w = int(c[1:] or "1")
    base = {"D": 1, "S0": 2, "S1": 3}[f] if w == 1 else {"D": 4, "S0": 6, "S1": 8}[f]
    return f"{c[0]}{base}" if w == 1 else f"{c[0]}[{base}:{base + w - 1}]"


def mods(kind, fmt):
    if kind == "sdwa":
        return {"VOP1": " dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD",
                "VOP2": " dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
                "VOPC": " src0_sel:DWORD src1_sel:DWORD"}[fmt]
    if kind == "dpp":
        return " quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
    return " dpp8:[0,1,2,3,4,5,6,7]"


# Family members whose rows the reference lacks (data/availability.tsv) are measured on the
# member: gfx906 v_fmac_f32/v_xnor_b32, gfx1011 v_dot2c_f32_f16/v_dot4c_i32_i8.
MEMBER = {"gfx900": "gfx906", "gfx1010": "gfx1011"}


def lacking(ref):
    """Mnemonics the reference processor lacks although its table has them."""
    out = set()
    for line in open(os.path.join(DATA, "availability.tsv")).read().splitlines():
        c = line.split("\t")
        if c[0] == ref and len(c) == 2:
            out.add(c[1])
    return out


def sweep_rows(rows):
    """rows: (format, mnemonic, operands, {variant: opcode}). Returns {(kind, key): {v: name}}."""
    out = {}
    for v, gen in GEN.items():
        cpus = [(v, lambda mn: True)]
        if v in MEMBER:
            miss = lacking(v)
            cpus = [(v, lambda mn: mn not in miss), (MEMBER[v], lambda mn: mn in miss)]
        for cpu, take in cpus:
            sweep_cpu(rows, v, gen, cpu, take, out)
    return out


def sweep_cpu(rows, v, gen, cpu, take, out):
    if True:
        for kind in ("sdwa", "dpp", "dpp8"):
            if kind == "sdwa" and gen >= 11 or kind == "dpp8" and gen < 10:
                continue
            lines, keys = [], []
            for fmt, mn, ops, opc in rows:
                if v not in opc or mn == "v_nop" or not take(mn):
                    continue
                toks = [] if ops == "-" else ops.split()
                texts = [operand_text(t, gen) for t in toks]
                if any(t is None for t in texts):
                    continue
                base = mn[:-4] if mn.endswith("_e32") else mn
                lines.append(f"{base}_{'dpp' if kind == 'dpp8' else kind} {', '.join(texts)}{mods(kind, fmt)}")
                keys.append((fmt, mn, ops, opc[v]))
            bad = measure(cpu, kind, v, lines, keys, out)
            # SDWA VOP1 rows that refuse the destination controls (gfx942 fp8/bf8 conversions
            # take `src0_sel` only): measured again without them, and listed for the
            # `sdwa_no_dst` rows of data/constraints.tsv.
            if kind == "sdwa":
                again = [(l[: l.index(" dst_sel:")] + " src0_sel:DWORD", k)
                         for i, (l, k) in enumerate(zip(lines, keys), start=1)
                         if i in bad and k[0] == "VOP1"]
                if again:
                    rb = measure(cpu, kind, v, [a[0] for a in again], [a[1] for a in again], out)
                    for i, (_, k) in enumerate(again, start=1):
                        if i not in rb and (kind, *k[:3]) in out and v in out[(kind, *k[:3])]:
                            NO_DST.setdefault(v, set()).add(k[1][:-4] if k[1].endswith("_e32") else k[1])


NO_DST = {}


def measure(cpu, kind, v, lines, keys, out):
    """Assemble the lines; record each accepted row's printed mnemonic. Returns rejected lines."""
    if True:
        if True:
            stdout, stderr = mc(cpu, "\n".join(lines) + "\n")
            bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", stderr)}
            enc = iter(l for l in stdout.splitlines() if "encoding:" in l)
            for i, key in enumerate(keys, start=1):
                if i in bad:
                    continue
                l = next(enc)
                bs = [int(x, 16) for x in re.search(r"encoding: \[(.*)\]", l).group(1).split(",")]
                fmt, mn, ops, op = key
                lo, w = OPF[fmt]
                word = int.from_bytes(bytes(bs[:4]), "little")
                if len(bs) != 8 or bs[0] not in MARK[kind] or (word >> lo) & ((1 << w) - 1) != op:
                    continue
                out.setdefault((kind, fmt, mn, ops), {})[v] = l.split(";")[0].split()[0]
            return bad


def vop3_operand_text(tok):
    """Operand text for a GFX11 VOP3 row's DPP form (wave32: lane masks are single SGPRs)."""
    f, _, c = tok.partition(":")
    if not c or c[0] not in "vsm" or f not in ("D", "S0", "S1", "S2", "SD"):
        return None
    w = int(c[1:] or "1")
    if c[0] == "m":
        return {"D": "s10", "SD": "s12", "S2": "s14"}.get(f)
    base = {"D": 1, "S0": 2, "S1": 3, "S2": 4, "SD": 12}[f]
    if w != 1:
        return None
    # A scalar-class VOP3 source (measured with an SGPR) is a full source field: try a VGPR.
    return f"v{base}" if c[0] == "s" and f != "SD" else f"{c[0]}{base}"


def sweep_vop3_dpp(rows):
    """GFX11 VOP3 DPP16/DPP8 (`_e64_dpp`): for every VOP3 row of gfx1100 with single VGPR
    sources, the mnemonic llvm-mc-19 prints for the row's DPP forms, kept when the encoding is
    12 bytes with the marker in SRC0 and the row's opcode."""
    out = {}
    for kind in ("dpp", "dpp8"):
        lines, keys = [], []
        for fmt, mn, ops, opc in rows:
            if fmt not in ("VOP3", "VOP3P") or "gfx1100" not in opc or ops == "-":
                continue
            texts = [vop3_operand_text(t) for t in ops.split()]
            if any(t is None for t in texts):
                continue
            base = mn if mn.endswith("_e64") else mn + "_e64"
            lines.append(f"{base}_dpp {', '.join(texts)}{mods(kind, fmt)}")
            keys.append((fmt, mn, ops, opc["gfx1100"]))
        stdout, stderr = mc("gfx1100", "\n".join(lines) + "\n")
        bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", stderr)}
        enc = iter(l for l in stdout.splitlines() if "encoding:" in l)
        for i, key in enumerate(keys, start=1):
            if i in bad:
                continue
            l = next(enc)
            bs = [int(x, 16) for x in re.search(r"encoding: \[(.*)\]", l).group(1).split(",")]
            fmt, mn, ops, op = key
            word = int.from_bytes(bytes(bs[:4]), "little")
            if len(bs) != 12 or bs[4] not in MARK[kind] or (word >> 16) & 0x3FF != op:
                continue
            out.setdefault((kind, fmt, mn, ops), {})["gfx1100"] = l.split(";")[0].split()[0]
    return out


VOPD_SIG = re.compile(r"^(v_dual_\w+) (.*)$")


def vopd_half_sig(text):
    """Signature of one printed VOPD half: D S0 [S1] with LIT where the literal sits."""
    m = VOPD_SIG.match(text.strip())
    ops = [o.strip() for o in m.group(2).split(",")]
    names = ["D", "S0", "S1"]
    sig, i = [], 0
    for o in ops:
        if o.startswith("0x"):
            sig.append("LIT")
        else:
            sig.append(f"{names[i]}:v1")
            i += 1
    return m.group(1), " ".join(sig)


def sweep_vopd():
    lines = []
    cands = []
    for half in ("x", "y"):
        for op in range(32 if half == "y" else 16):
            for src1 in (True, False):
                ox, oy = (op, 0) if half == "x" else (0, op)
                w0 = (0b110010 << 26) | (ox << 22) | (oy << 17) | ((5 if src1 or half == "y" else 0) << 9) | (256 + 2)
                w1 = (256 + 7) | ((8 if src1 or half == "x" else 0) << 9) | (5 << 17) | (10 << 24)
                bs = w0.to_bytes(4, "little") + w1.to_bytes(4, "little") + (0x40400000).to_bytes(4, "little")
                lines.append("[" + ",".join(f"0x{b:02x}" for b in bs) + "]")
                lines.append("[0x05,0x00,0x80,0xbf]")
                cands.append((half, op, len(lines) - 1))
    stdout, stderr = mc("gfx1100", "\n".join(lines) + "\n", disasm=True)
    bad = {int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):2: warning: invalid", stderr)}
    outl = [l.strip() for l in stdout.splitlines() if l.strip() and not l.strip().startswith(".")]
    chunks, cur = [], []
    for l in outl:
        if l.startswith("s_nop 5"):
            chunks.append(cur)
            cur = []
        else:
            cur.append(l)
    found = {}
    for (half, op, line), chunk in zip(cands, chunks):
        if line in bad or not chunk or (half, op) in found:
            continue
        text = chunk[0].split(";")[0]
        x, y = text.split("::")
        found[(half, op)] = vopd_half_sig(x if half == "x" else y)
    rows = {}
    for (half, op), (mn, sig) in found.items():
        r = rows.setdefault((mn, sig), {"op": op, "halves": ""})
        assert r["op"] == op, (mn, op, r)
        r["halves"] += half
    return rows


def main():
    rows = []
    with open(os.path.join(DATA, "insts.tsv")) as f:
        next(f)
        hdr = next(f).rstrip("\n").split("\t")
        for line in f:
            c = line.rstrip("\n").split("\t")
            if c[0] in OPF or c[0] in ("VOP3", "VOP3P") and "mai" not in c[3]:
                opc = {hdr[i]: int(x) for i, x in enumerate(c) if i >= 4 and x != "-"}
                rows.append((c[0], c[1], c[2], opc))
    ext = sweep_rows([r for r in rows if r[0] in OPF])
    ext.update(sweep_vop3_dpp(rows))
    vopd = sweep_vopd()
    with open(os.path.join(DATA, "ext.tsv"), "w") as f:
        f.write("# generated by isa/tools/sweep_ext.py (llvm-mc-19 measurements): SDWA/DPP/DPP8 "
                "forms of VOP1/VOP2/VOPC rows, GFX11 VOPD components\n")
        f.write("kind\tformat\tmnemonic\toperands\t" + "\t".join(VARIANTS) + "\n")
        for key in sorted(ext):
            cols = [ext[key].get(v, "-") for v in VARIANTS]
            f.write("\t".join(key) + "\t" + "\t".join(cols) + "\n")
        for (mn, sig), r in sorted(vopd.items()):
            cols = [f"{r['op']}:{''.join(sorted(r['halves']))}" if v == "gfx1100" else "-" for v in VARIANTS]
            f.write(f"vopd\tVOPD\t{mn}\t{sig}\t" + "\t".join(cols) + "\n")
    counts = {}
    for (kind, *_), vs in ext.items():
        for v in vs:
            counts[(kind, v)] = counts.get((kind, v), 0) + 1
    print(sorted(counts.items()), "vopd", len(vopd), file=sys.stderr)
    for v, mns in sorted(NO_DST.items()):
        print(f"sdwa_no_dst\t{v}\t{','.join(sorted(mns))}\t-", file=sys.stderr)


if __name__ == "__main__":
    main()
