#!/usr/bin/env python3
"""Measure the MTBUF `format:` operand with llvm-mc-19 and write isa/data/mtbuf_formats.tsv.

Rows (tab separated): `kind  family  value  text`
  print   gfx6|gfx8|gfx10|gfx11  V  how llvm-mc-19 prints format field value V (0..127) on
          that family: `-` when it prints nothing (the default), else the text after `format:`.
          Measured by assembling `format:V` with -show-encoding on every processor of the
          family (gfx6: gfx600/gfx700, gfx8: gfx803/gfx900/gfx908/gfx90a/gfx942, gfx10: gfx1010/gfx1030,
          gfx11: gfx1100; identical within a family) and, where llvm-mc-19 can disassemble,
          checked to equal the disassembler's text. GFX6-GFX9 split the field into
          dfmt[3:0] / nfmt[6:4]; SI/CI name nfmt 6 SNORM_OGL, GFX8/9 RESERVED_6.
  dfmt / nfmt  gfx6|gfx8  V  NAME   symbolic data / numeric format names, harvested from
          the printed texts; the default names (never printed) are probed by assembling.
  ufmt    gfx10|gfx11  V  NAME  unified format names, harvested the same way.
  split   gfx10|gfx11  V  DNAME,NNAME  a dfmt/nfmt pair llvm-mc-19 accepts on GFX10+ and the
          unified value it encodes (pairs it rejects with "unsupported format" are absent).

Nothing is copied from LLVM: the installed llvm-mc-19 is the oracle.
"""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "data", "mtbuf_formats.tsv")
MC = "llvm-mc-19"
BASE = 0x01010100E8000000  # tbuffer_load_format_x v1, off, s[4:7], s1 with format 0
TEXT = "tbuffer_load_format_x v1, off, s[4:7], s1"


def mc(cpu, text, dis=False):
    args = [MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"]
    if dis:
        args.append("--disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.stdout, p.stderr


def printed(cpu):
    """Text after `format:` llvm-mc-19 prints for every field value (assembled from numbers)."""
    got = assemble_fields(cpu, [str(v) for v in range(128)], True)
    assert [g[0] for g in got] == list(range(128)), cpu
    return [g[1] for g in got]


def disassembled(cpu):
    lines = []
    for v in range(128):
        w = BASE | (v << 19)
        lines.append("[" + ",".join(f"0x{b:02x}" for b in w.to_bytes(8, "little")) + "]")
    out, _ = mc(cpu, "\n".join(lines) + "\n", True)
    res = []
    for l in out.splitlines():
        if "tbuffer" not in l:
            continue
        t = l.split(";")[0].strip()
        m = re.search(r" format:(\S+)$", t)
        res.append(m.group(1) if m else "-")
    assert len(res) == 128, (cpu, len(res))
    return res


def assemble_fields(cpu, texts, with_text=False):
    """Encoded 7-bit format field of each `TEXT format:X` line (None when rejected), with
    the printed format text when `with_text`."""
    src = "\n".join(f"{TEXT} format:{t}" for t in texts) + "\n"
    out, err = mc(cpu, src)
    bad = set(int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", err))
    encs = iter([l for l in out.splitlines() if "encoding:" in l])
    res = []
    for i in range(1, len(texts) + 1):
        if i in bad:
            res.append(None)
            continue
        l = next(encs)
        bs = [int(x, 16) for x in re.search(r"encoding: \[(.*)\]", l).group(1).split(",")]
        w = int.from_bytes(bytes(bs[:8]), "little")
        f = (w >> 19) & 0x7F
        if with_text:
            m = re.search(r" format:(\S+)$", l.split(";")[0].strip())
            res.append((f, m.group(1) if m else "-"))
        else:
            res.append(f)
    return res


def names(texts):
    out = set()
    for t in texts:
        if t.startswith("["):
            out.update(t.strip("[]").split(","))
    return out


def main():
    rows = []
    fams = {}
    for fam, cpus in (("gfx6", ["gfx600", "gfx700"]), ("gfx8", ["gfx803", "gfx900", "gfx908", "gfx90a", "gfx942"]),
                      ("gfx10", ["gfx1010", "gfx1030"]), ("gfx11", ["gfx1100"])):
        p = printed(cpus[0])
        for c in cpus[1:]:
            assert printed(c) == p, (fam, c)
        if fam != "gfx6":
            # LLVM's disassembler prints the format like its assembler does.
            assert disassembled(cpus[0]) == p, fam
        fams[fam] = p
        rows += [("print", fam, v, t) for v, t in enumerate(p)]
    for fam, cpu in (("gfx6", "gfx600"), ("gfx8", "gfx900")):
        d6, n6 = {}, {}
        for v, t in enumerate(fams[fam]):
            if not t.startswith("["):
                continue
            for nm in t.strip("[]").split(","):
                if nm.startswith("BUF_DATA_FORMAT_"):
                    d6[v & 15] = nm
                else:
                    n6[v >> 4] = nm
        # The default names are never printed: probe them.
        for guess, kind in (("BUF_DATA_FORMAT_8", "d"), ("BUF_NUM_FORMAT_UNORM", "n")):
            f = assemble_fields(cpu, [f"[{guess}]"])[0]
            if f is not None:
                (d6 if kind == "d" else n6)[(f & 15) if kind == "d" else (f >> 4)] = guess
        assert len(d6) == 16 and len(n6) == 8, (d6, n6)
        rows += [("dfmt", fam, k, d6[k]) for k in sorted(d6)]
        rows += [("nfmt", fam, k, n6[k]) for k in sorted(n6)]
        if fam == "gfx8":
            d8, n8 = d6, n6
    for fam, cpu in (("gfx10", "gfx1010"), ("gfx11", "gfx1100")):
        u = {}
        for v, t in enumerate(fams[fam]):
            if t.startswith("["):
                u[v] = t.strip("[]")
        f = assemble_fields(cpu, ["[BUF_FMT_8_UNORM]"])[0]
        if f is not None:
            u[f] = "BUF_FMT_8_UNORM"
        rows += [("ufmt", fam, k, u[k]) for k in sorted(u)]
        pairs = [f"{d8[d]},{n8[n]}" for d in range(16) for n in range(8)]
        got = assemble_fields(cpu, [f"[{p}]" for p in pairs])
        rows += [("split", fam, f, p) for p, f in zip(pairs, got) if f is not None]
    with open(OUT, "w") as fo:
        fo.write("# generated by isa/tools/sweep_mtbuf.py (llvm-mc-19 measurements): MTBUF format operand\n")
        fo.write("kind\tfamily\tvalue\ttext\n")
        for r in rows:
            fo.write("\t".join(str(x) for x in r) + "\n")
    print("rows", len(rows), file=sys.stderr)


if __name__ == "__main__":
    main()
