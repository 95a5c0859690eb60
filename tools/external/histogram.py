#!/usr/bin/env python3
"""Per-mnemonic static instruction histogram, gfxc against llc-19, over the objects that
`measure.py --static --keep DIR` kept (DIR/BASE.TARGET.gfxc.o and DIR/BASE.TARGET.llc.o):
counted as measure.py counts (every function, trailing `s_nop` padding excluded).

    tools/external/histogram.py DIR [--target gfx90a] [--top 40] [--module SUBSTRING] [--encodings]

By default an operation is counted under one name whatever its encoding: the `_e32`/`_e64`/
`_sdwa`/`_dpp` suffixes are dropped and the two-address forms (`v_fmac_f32` -> `v_fma_f32`,
`v_mac_f32` -> `v_mad_f32`) are folded into their three-address form, so that a difference
means a different operation count rather than a different encoding choice (llc-19 prefers
VOP2/VOPC, gfxc often VOP3). `--encodings` counts the mnemonics as printed.
"""
import argparse
import collections
import os
import re
import subprocess


ENCODING = re.compile(r"_(e32|e64|sdwa|dpp|dpp8)$")
TWO_ADDRESS = re.compile(r"^v_(fmac|mac)_")


def operation(m):
    """The operation a mnemonic names, whatever its encoding (see the module doc)."""
    m = ENCODING.sub("", m)
    return TWO_ADDRESS.sub(lambda x: "v_fma_" if x.group(1) == "fmac" else "v_mad_", m)


def mnemonics(obj, encodings=False):
    out = subprocess.run(["llvm-objdump-19", "-d", "--no-show-raw-insn", "--no-leading-addr", obj],
                         capture_output=True, text=True).stdout
    c, inside, pad = collections.Counter(), False, 0
    for line in out.splitlines():
        if re.match(r"^(?:[0-9a-f]+ )?<.+>:$", line):
            inside, pad = True, 0
            continue
        ins = line.strip()
        if not inside or not ins or ins.startswith((";", "//")) or line.startswith("Disassembly"):
            continue
        m = ins.split()[0]
        if m == "s_nop":
            pad += 1
        elif m not in ("s_code_end", "s_delay_alu"):
            if pad:
                c["s_nop"] += pad
            pad = 0
            c[m if encodings else operation(m)] += 1
    return c


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--target")
    ap.add_argument("--module", default="")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--cells", action="store_true", help="also the cells with the largest excess")
    ap.add_argument("--encodings", action="store_true", help="count mnemonics as printed")
    a = ap.parse_args()
    g, l_ = collections.Counter(), collections.Counter()
    cells = []
    for f in sorted(os.listdir(a.dir)):
        if not f.endswith(".gfxc.o") or a.module not in f:
            continue
        base = f[:-len(".gfxc.o")]
        if a.target and not base.endswith("." + a.target):
            continue
        lf = os.path.join(a.dir, base + ".llc.o")
        if not os.path.exists(lf):
            continue
        gc = mnemonics(os.path.join(a.dir, f), a.encodings)
        lc = mnemonics(lf, a.encodings)
        g.update(gc)
        l_.update(lc)
        cells.append((sum(gc.values()) - sum(lc.values()), base, sum(gc.values()), sum(lc.values())))
    print(f"total gfxc {sum(g.values())} llc-19 {sum(l_.values())} "
          f"ratio {sum(g.values()) / max(1, sum(l_.values())):.3f}")
    rows = sorted(set(g) | set(l_), key=lambda m: -(g[m] - l_[m]))
    print(f"{'mnemonic':32} {'gfxc':>7} {'llc-19':>7} {'diff':>7}")
    for m in rows[:a.top]:
        print(f"{m:32} {g[m]:7} {l_[m]:7} {g[m] - l_[m]:7}")
    print("...")
    for m in rows[-10:]:
        print(f"{m:32} {g[m]:7} {l_[m]:7} {g[m] - l_[m]:7}")
    if a.cells:
        print("cells with the largest excess (gfxc - llc-19):")
        for d, b, gc, lc in sorted(cells, reverse=True)[:a.top]:
            print(f"  {b:50} {gc:6} {lc:6} {d:+6}")


if __name__ == "__main__":
    main()
