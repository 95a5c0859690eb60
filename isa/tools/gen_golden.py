#!/usr/bin/env python3
"""Regenerate isa/tests/golden/<cpu>.txt: sample forms of every table row (printed by
`isa_as --forms CPU`, two register/immediate choices per row) assembled by
`llvm-mc-19 -show-encoding`. Only what llvm-mc-19 prints is stored (its canonical text and
encoding), so `cargo test` checks gfxc's parser, encoder, decoder and printer against LLVM
without LLVM installed. Lines llvm-mc-19 rejects are counted on stderr (and listed in
<cpu>.rejected.txt for review).
Usage: gen_golden.py ISA_AS_BINARY [--sample N]   (--sample: live re-check of N random forms)"""
import os, random, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "golden")
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100"]
# Family members with rows their reference lacks (data/availability.tsv): their golden file
# holds only the forms llvm-mc-19 accepts on the member but rejects on the reference; their
# rejected file every form of the family table it rejects on the member.
MEMBERS = {"gfx810": "gfx803", "gfx904": "gfx900", "gfx906": "gfx900", "gfx1011": "gfx1010",
           "gfx1012": "gfx1010"}


def members(binary):
    for cpu, ref in MEMBERS.items():
        forms = subprocess.run([binary, "--forms", cpu], capture_output=True, text=True, check=True).stdout.splitlines()
        res = {}
        for c in (cpu, ref):
            p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={c}", "-show-encoding"],
                               input="\n".join(forms) + "\n", capture_output=True, text=True)
            errs = {}
            lines = p.stderr.splitlines()
            for i, l in enumerate(lines):
                if l.startswith("<stdin>:") and ": error: " in l:
                    errs.setdefault(int(l.split(":")[1]), l.split(": error: ")[-1])
            good = iter(l for l in p.stdout.splitlines() if "encoding:" in l)
            res[c] = [(errs[i], None) if i in errs else (None, next(good)) for i in range(1, len(forms) + 1)]
        beyond = [m[1] for m, r in zip(res[cpu], res[ref]) if m[1] and r[0]]
        rejected = [f"{m[0]} :: {f}" for f, m in zip(forms, res[cpu]) if m[0]]
        open(os.path.join(OUT, f"{cpu}.txt"), "w").write("\n".join(beyond) + "\n")
        open(os.path.join(OUT, f"{cpu}.rejected.txt"), "w").write("\n".join(rejected) + "\n")
        print(f"{cpu}: {len(beyond)} forms beyond {ref}, {len(rejected)} rejected", file=sys.stderr)


def main():
    binary = sys.argv[1]
    sample = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--sample" else None
    os.makedirs(OUT, exist_ok=True)
    for cpu in CPUS:
        forms = subprocess.run([binary, "--forms", cpu], capture_output=True, text=True, check=True).stdout.splitlines()
        if sample:
            forms = random.sample(forms, min(sample, len(forms)))
        p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"],
                           input="\n".join(forms) + "\n", capture_output=True, text=True)
        good = [l for l in p.stdout.splitlines() if "encoding:" in l]
        rejected = [l for l in p.stderr.splitlines() if l and not l.startswith(" ") and "error" not in l and not l.startswith("<stdin>")]
        errs = [l for l in p.stderr.splitlines() if l.startswith("<stdin>")]
        if sample:
            ours = subprocess.run([binary, cpu, "/dev/stdin"], input="\n".join(l.split(";")[0].strip() for l in good) + "\n",
                                  capture_output=True, text=True, env=dict(os.environ, ISA_AS_LINES="1")).stdout.splitlines()
            ours = [l for l in ours if "encoding:" in l or l.startswith("ERROR")]
            ok = sum(1 for a, b in zip(good, ours) if a.strip() == b.strip())
            print(f"{cpu}: live sample {ok}/{len(good)} identical")
            continue
        open(os.path.join(OUT, f"{cpu}.txt"), "w").write("\n".join(good) + "\n")
        with open(os.path.join(OUT, f"{cpu}.rejected.txt"), "w") as f:
            lines = p.stderr.splitlines()
            for i, l in enumerate(lines):
                if l.startswith("<stdin>"):
                    f.write(l.split(": error: ")[-1] + " :: " + (lines[i + 1] if i + 1 < len(lines) else "") + "\n")
        print(f"{cpu}: {len(forms)} forms, {len(good)} accepted by llvm-mc-19, {len(errs)} rejected", file=sys.stderr)
    if not sample:
        members(binary)

main()
