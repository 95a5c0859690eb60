#!/usr/bin/env python3
"""Per-mnemonic instruction histogram, gfxc against llc-19 -O3, over the modules an earlier
`measure.py --static --out OUT` run left in OUT (its `NAME.HASH.ll` files and llc-19 cache).

Usage: histogram.py GFXC OUT gfx90a,gfx1100 [PREFIX]   (PREFIX: only mnemonics starting so,
e.g. `ds_`; with PERMOD=1 in the environment also the modules whose PREFIX counts differ).
Counts as measure.py's static_count (llvm-objdump-19; s_code_end, s_delay_alu not counted).
"""
import collections, hashlib, os, re, subprocess, sys, concurrent.futures

gfxc, out, targets = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
prefix = sys.argv[4] if len(sys.argv) > 4 else ""
cache = os.path.join(out, "llc-cache")
work = os.path.join(out, "histogram-work")
os.makedirs(work, exist_ok=True)


def mnems(obj):
    r = subprocess.run(["llvm-objdump-19", "-d", "--no-show-raw-insn", "--no-leading-addr", obj],
                       capture_output=True, text=True)
    c = collections.Counter()
    inside, pad = False, 0
    for line in r.stdout.splitlines():
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
            c[m] += 1
    return c


def one(args):
    ll, t = args
    text = open(ll).read()
    if not re.search(r"^define .*amdgpu_kernel", text, re.M):
        return None
    text = re.sub(r' "target-(cpu|features)"="[^"]*"', "", text)
    key = hashlib.sha1((t + "\0" + text).encode()).hexdigest()
    cobj, crc = os.path.join(cache, key + ".o"), os.path.join(cache, key + ".rc")
    if not os.path.exists(crc) or open(crc).read().strip() != "0":
        return None
    base = os.path.basename(ll)[:-3]
    llt = os.path.join(work, f"{base}.{t}.ll")
    open(llt, "w").write(text)
    obj = os.path.join(work, f"{base}.{t}.o")
    r = subprocess.run([gfxc, "compile", llt, "--mcpu", t, "-o", obj], capture_output=True, timeout=120)
    if r.returncode != 0:
        return None
    g, l = mnems(obj), mnems(cobj)
    return (base, t, g, l)


lls = sorted(os.path.join(out, f) for f in os.listdir(out) if re.search(r"\.[0-9a-f]{8}\.ll$", f))
jobs = [(ll, t) for ll in lls for t in targets]
per = collections.defaultdict(lambda: [collections.Counter(), collections.Counter()])
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as p:
    for res in p.map(one, jobs):
        if res is None:
            continue
        base, t, g, l = res
        per[t][0].update(g)
        per[t][1].update(l)
        if os.environ.get("PERMOD"):
            dg = sum(v for k, v in g.items() if k.startswith(prefix))
            dl = sum(v for k, v in l.items() if k.startswith(prefix))
            if dg != dl:
                print(f"  {base} {t}: {prefix}* gfxc {dg} llc {dl}")
for t in targets:
    g, l = per[t]
    print(f"== {t}: total gfxc {sum(g.values())} llc {sum(l.values())}")
    keys = sorted(set(g) | set(l), key=lambda k: -(abs(g[k] - l[k])))
    for k in keys:
        if k.startswith(prefix) and (g[k] or l[k]):
            print(f"  {k:32} {g[k]:6} {l[k]:6} {g[k]-l[k]:+6}")
