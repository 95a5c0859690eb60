#!/usr/bin/env bash
# Regenerates isa/tests/golden/objdump/V.CPU.KERNEL.txt: the instruction text of
# `llvm-objdump-19 -d` for every llc-19 + ld.lld-19 code object under emit/tests/data: for each
# kernel symbol (one with a NAME.kd descriptor) a label line `NAME:`, then one instruction per
# line within the symbol's size (the s_code_end padding after it is left out); addresses and
# `//` comments stripped. The unit test in src/cmd_isa.rs compares `gfxc disas` with these files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="$here/../tests/golden/objdump"
mkdir -p "$out"
for f in "$root"/emit/tests/data/v*/gfx*/*.hsaco; do
  cpu="$(basename "$(dirname "$f")")"
  v="$(basename "$(dirname "$(dirname "$f")")")"
  k="$(basename "$f" .hsaco)"
  python3 - "$f" > "$out/$v.$cpu.$k.txt" <<'PY'
import re, subprocess, sys
f = sys.argv[1]
syms = {}
for l in subprocess.run(["llvm-readelf-19", "-sW", f], capture_output=True, text=True, check=True).stdout.splitlines():
    c = l.split()
    if len(c) >= 8 and c[3] == "FUNC":
        syms[c[7]] = (int(c[1], 16), int(c[2]))
kernels = {n for n in syms if n + ".kd" in open(f, "rb").read().decode("latin1")}
cur = None
for l in subprocess.run(["llvm-objdump-19", "-d", f], capture_output=True, text=True, check=True).stdout.splitlines():
    m = re.match(r"^[0-9a-f]+ <(.*)>:$", l)
    if m:
        cur = m.group(1) if m.group(1) in kernels else None
        if cur:
            print(cur + ":")
        continue
    m = re.match(r"^\t(.*?)\s*// ([0-9A-F]+):", l)
    if cur and m:
        start, size = syms[cur]
        if int(m.group(2), 16) < start + size:
            print("\t" + m.group(1))
PY
done
