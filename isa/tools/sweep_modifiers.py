#!/usr/bin/env python3
"""Modifier acceptance of gfxc's assembler against llvm-mc-19, per processor.

Every sample form of every table row (`isa_as --forms CPU`: the plain rows and their SDWA /
DPP / DPP8 forms) is tried with each output modifier appended (` clamp`, ` mul:2`, ` div:2`)
and with `op_sel` lists of 2 to 4 elements (first or last bit set);
each modifier is tried at the end of the line and, on SDWA/DPP/DPP8 forms, before the first
extension control too. A line llvm-mc-19 rejects must be rejected by gfxc too, and one it
accepts accepted. Prints, per processor, the disagreements; with --write, rewrites the
`no_clamp` / `no_omod` / `no_opsel` rows of isa/data/constraints.tsv (every (row, form,
modifier) llvm-mc-19 rejects in all its sample forms and positions), its `opsel_bits` rows
(the OPSEL bits a row takes where llvm-mc-19 rejects others with "invalid op_sel operand"),
its `opsel_map` rows (the OPSEL bit each op_sel list element sets, from llvm-mc-19's
encodings, where it is not the element's own index),
isa/tests/rejected/modifiers.txt (`CPUS :: MESSAGE :: LINE`, which isa/tests/rejected.rs
requires gfxc to reject: one line per (row, form, modifier) of those rows, per (row, form,
modifier) taken only before the extension controls (the line with it after them), and per
(row, form, OPSEL bit) outside `opsel_bits`) and isa/tests/rejected/modifiers_accepted.txt
(`CPU :: LINE :: ENCODING`, one line per (row, form, modifier, position) llvm-mc-19 accepts,
with its encoding, which gfxc must reproduce).

Usage: python3 isa/tools/sweep_modifiers.py [--write]   (after `cargo build -p gfxc-isa --example isa_as`)
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
ISA_AS = os.path.join(ROOT, "target", "debug", "examples", "isa_as")
CPUS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010",
        "gfx1030", "gfx1100"]
MODS = [" clamp", " mul:2", " div:2", " op_sel:[1,0]", " op_sel:[1,0,0]", " op_sel:[1,0,0,0]",
        " op_sel:[0,1]", " op_sel:[0,0,1]", " op_sel:[0,0,0,1]"]


def kind(line):
    """The modifier kind a swept line carries."""
    if " clamp" in line:
        return "clamp"
    return "opsel" if " op_sel:" in line else "omod"


def position(line):
    """`end`, `before` (the extension controls) or `after` them, for a swept line."""
    at = re.search(r" (quad_perm:|row_|wave_|dpp8:|dst_sel:|src0_sel:|bank_mask:)", line)
    if not at:
        return "end"
    mod = re.search(r" (clamp|mul:2|div:2|op_sel:\[[01,]*\])", line)
    return "before" if mod.start() < at.start() else "after"


def opsel_bit(line):
    """The OPSEL bit a swept `op_sel` list sets (each list sets one)."""
    m = re.search(r" op_sel:\[([01,]*)\]", line)
    return m.group(1).split(",").index("1") if m else None


def encodings(cpu, lines):
    """llvm-mc-19's encoding of each line (all accepted), in order."""
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}",
                        "-show-encoding"], input="\n".join(lines) + "\n", capture_output=True,
                       text=True)
    enc = re.findall(r"; encoding: \[([^\]]*)\]", p.stdout)
    assert len(enc) == len(lines) and not p.stderr.strip(), (cpu, len(enc), len(lines))
    return [e.replace("0x", "").replace(",", "") for e in enc]


def forms(cpu):
    out = subprocess.run([ISA_AS, "--forms", cpu], capture_output=True, text=True).stdout
    return [l.strip() for l in out.splitlines() if l.strip() and not l.startswith(("s_", "ds_",
            "buffer_", "tbuffer_", "global_", "flat_", "scratch_", "image_", "exp", "."))]


def rejected_by_mc(cpu, lines):
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}",
                        "-show-encoding"], input="\n".join(lines) + "\n", capture_output=True,
                       text=True)
    return {int(m.group(1)): m.group(2) for m in
            re.finditer(r"<stdin>:(\d+):\d+: error: ([^\n]*)", p.stderr)}


def rejected_by_gfxc(cpu, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        name = f.name
    p = subprocess.run([ISA_AS, cpu, name], capture_output=True, text=True)
    os.unlink(name)
    return {int(m.group(1)) for m in re.finditer(re.escape(name) + r":(\d+):\d+: error", p.stderr)}


def key(line):
    """(row mnemonic without _e32/_e64, ext kind) of a printed form."""
    mn = line.split()[0]
    ext = "plain"
    for suf, e in (("_sdwa", "sdwa"), ("_dpp", "dpp")):
        if mn.endswith(suf):
            mn, ext = mn[: -len(suf)], e
    # GFX8 prints VOPC SDWA and GFX11 VOPC DPP without the suffix: the modifiers tell.
    if "dpp8:" in line:
        ext = "dpp8"
    elif any(w in line for w in ("quad_perm:", "row_", "wave_", "bank_mask:")):
        ext = "dpp"
    elif "src0_sel:" in line or "dst_sel:" in line:
        ext = "sdwa"
    for suf in ("_e32", "_e64"):
        if mn.endswith(suf):
            mn = mn[: -len(suf)]
    return mn, ext


BEGIN = "# --- generated by isa/tools/sweep_modifiers.py: output modifiers llvm-mc-19 rejects ---"
END = "# --- end of generated rows ---"


def main():
    write = "--write" in sys.argv
    total = 0
    rows = []
    golden = []
    accepted = []
    for cpu in CPUS:
        base = sorted({l for l in forms(cpu)
                       if not any(m in l for m in MODS[:3]) and " op_sel" not in l})
        base_bad = rejected_by_mc(cpu, base)
        base = [l for i, l in enumerate(base, 1) if i not in base_bad]
        # Each modifier at the end of the line, and (for SDWA/DPP forms) before the first
        # extension modifier too, where llvm-mc-19 wants the VOP3 modifiers of VOP3 DPP rows.
        lines = []
        for l in base:
            for m in MODS:
                lines.append(l + m)
                at = re.search(r" (quad_perm:|row_|wave_|dpp8:|dst_sel:|src0_sel:|bank_mask:)", l)
                if at:
                    lines.append(l[: at.start()] + m + l[at.start():])
        mc = rejected_by_mc(cpu, lines)
        ours = rejected_by_gfxc(cpu, lines)
        # Per (mnemonic, ext, modifier kind): does llvm-mc-19 accept any form?
        acc = {}
        for i, l in enumerate(lines, 1):
            mod = kind(l)
            k = key(l) + (mod,)
            acc.setdefault(k, []).append(i not in mc)
        bad = [(lines[i - 1], msg) for i, msg in sorted(mc.items()) if i not in ours]
        over = [lines[i - 1] for i in sorted(ours) if i not in mc]
        total += len(bad) + len(over)
        print(f"{cpu}: {len(lines)} lines, llvm-mc-19 rejects {len(mc)}, gfxc accepts {len(bad)} "
              f"of them; gfxc rejects {len(over)} lines llvm-mc-19 accepts")
        for l, msg in bad[:10]:
            print(f"  accepted: {l}   (llvm-mc-19: {msg})")
        # Golden rejections of the position rule: per (row, form, modifier) taken before the
        # extension controls, the line with it after them.
        seen = set()
        for i, l in enumerate(lines, 1):
            k = key(l) + (kind(l),)
            if position(l) == "after" and i in mc and k not in seen and any(acc[k]):
                seen.add(k)
                golden.append(f"{cpu} :: {mc[i]} :: {l}")
        # OPSEL bits llvm-mc-19 refuses on a row that takes op_sel (in a valid position).
        bits = {}
        for i, l in enumerate(lines, 1):
            b = opsel_bit(l)
            if b is None or position(l) == "after":
                continue
            e = bits.setdefault(key(l), {})
            e.setdefault(b, []).append((i, mc.get(i)))
        limited = {}
        for k, e in bits.items():
            ok = {b for b, r in e.items() if any(m is None for _, m in r)}
            refused = {b: r for b, r in e.items()
                       if all(m == "invalid op_sel operand" for _, m in r)}
            if ok and refused:
                mask = sum(1 << b for b in ok)
                limited.setdefault((mask, k[0]), []).append(k[1])
                for b, r in sorted(refused.items()):
                    golden.append(f"{cpu} :: {r[0][1]} :: {lines[r[0][0] - 1]}")
        byforms = {}
        for (mask, mn), exts in limited.items():
            byforms.setdefault((",".join(sorted(exts)), mask), []).append(mn)
        for (exts, mask), mns in sorted(byforms.items()):
            rows.append(f"opsel_bits\t{cpu}\t{','.join(sorted(mns))}\t{exts}:{mask:#x}")
        # Golden acceptances with llvm-mc-19's encoding: one per (row, form, modifier, position).
        firsts = {}
        for i, l in enumerate(lines, 1):
            if i not in mc:
                firsts.setdefault(key(l) + (kind(l), position(l), opsel_bit(l)), l)
        ok_lines = sorted(firsts.values())
        enc = dict(zip(ok_lines, encodings(cpu, ok_lines)))
        accepted += [f"{cpu} :: {l} :: {enc[l]}" for l in ok_lines]
        # Which OPSEL bit each op_sel list element sets (llvm-mc-19 maps the list onto the
        # row's operands: on a 2-source VOP3 row the third element is the destination's bit 3,
        # on VOP3P rows and tied-src2 rows elements past the sources are dropped): from the
        # encodings, OPSEL being bits 11-14 of the first dword on GFX9+ VOP3/VOP3P.
        sel = [l for l in ok_lines if opsel_bit(l) is not None and position(l) != "after"]
        strip = {l: re.sub(r" op_sel:\[[01,]*\]", "", l) for l in sel}
        bases = sorted(set(strip.values()))
        benc = dict(zip(bases, encodings(cpu, bases)))
        maps = {}
        for l in sel:
            d0 = lambda h: int.from_bytes(bytes.fromhex(h[:8]), "little")
            diff = ((d0(enc[l]) ^ d0(benc[strip[l]])) >> 11) & 0xF
            assert diff in (0, 1, 2, 4, 8), (cpu, l)
            m = maps.setdefault(key(l), ["0", "1", "2", "3"])
            m[opsel_bit(l)] = str(diff.bit_length() - 1) if diff else "-"
        bymap = {}
        for (mn, ext), m in maps.items():
            if m != ["0", "1", "2", "3"]:
                bymap.setdefault((mn, ",".join(m)), []).append(ext)
        byforms = {}
        for (mn, m), exts in bymap.items():
            byforms.setdefault((",".join(sorted(exts)), m), []).append(mn)
        for (exts, m), mns in sorted(byforms.items()):
            rows.append(f"opsel_map\t{cpu}\t{','.join(sorted(mns))}\t{exts}:{m}")
        for l in over[:10]:
            print(f"  over-rejected: {l}")
        # One golden rejection per (mnemonic, form, modifier kind) for isa/tests/rejected.rs.
        # The last line of each key: the VOP3 (`_e64`) form sorts after the VOP1/VOP2 one.
        last = {}
        for i, msg in sorted(mc.items()):
            l = lines[i - 1]
            last[key(l) + (kind(l),)] = (msg, l)
        # Only keys llvm-mc-19 rejects in every position (the `no_*` rows); a modifier it
        # takes before the DPP/SDWA controls but not after them is an ordering rule, reported
        # below and not part of the golden list.
        golden += [f"{cpu} :: {msg} :: {l}" for k, (msg, l) in last.items() if not any(acc[k])]
        groups = {}
        for (mn, ext, mod), oks in acc.items():
            if not any(oks):
                groups.setdefault((mod, mn), []).append(ext)
        byval = {}
        for (mod, mn), exts in groups.items():
            byval.setdefault((mod, ",".join(sorted(exts))), []).append(mn)
        for (mod, exts), mns in sorted(byval.items()):
            rows.append(f"no_{mod}\t{cpu}\t{','.join(sorted(mns))}\t{exts}")
    print(f"total: {total}; {len(rows)} constraint rows")
    if write:
        path = os.path.join(ROOT, "isa", "data", "constraints.tsv")
        text = open(path).read()
        if BEGIN in text:
            text = text[: text.index(BEGIN)] + text[text.index(END) + len(END) + 1:]
        text += BEGIN + "\n" + "\n".join(rows) + "\n" + END + "\n"
        open(path, "w").write(text)
        with open(os.path.join(ROOT, "isa", "tests", "rejected", "modifiers.txt"), "w") as f:
            f.write("# CPU :: llvm-mc-19 message :: line -- one modifier rejection per (row, "
                    "form, modifier), per position rule and per OPSEL bit "
                    "(isa/tools/sweep_modifiers.py)\n")
            merged = {}
            for g in golden:
                cpu, rest = g.split(" :: ", 1)
                merged.setdefault(rest, []).append(cpu)
            f.write("\n".join(f"{','.join(c)} :: {r}" for r, c in merged.items()) + "\n")
        with open(os.path.join(ROOT, "isa", "tests", "rejected", "modifiers_accepted.txt"),
                  "w") as f:
            f.write("# CPU :: line :: llvm-mc-19 encoding -- one accepted line per (row, form, "
                    "modifier, position) (isa/tools/sweep_modifiers.py)\n")
            f.write("\n".join(accepted) + "\n")


if __name__ == "__main__":
    main()
