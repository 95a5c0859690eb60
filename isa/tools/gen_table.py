#!/usr/bin/env python3
"""Merge the measured sweeps (isa/data/sweep/*.tsv) into THE instruction table isa/data/insts.tsv.

One row per (format, mnemonic, operand signature) with one opcode column per ISA variant
(`-` when the variant lacks it; `OPCODE:asm` for an assembler-only spelling with another row's
opcode). Also writes isa/data/aliases.tsv (variant, accepted spelling, canonical mnemonic) from
the `alias accepted:` notes of the shared opcode tables and from llvm-mc-19 itself: every other
generation's spelling and every short spelling it takes on a variant under a name the variant
has (`cross_aliases`).

Operand signature tokens (space separated, in printed order), `FIELD:CLASSWIDTH`:
  fields  D dst/sdata/vdata, S0 S1 S2 sources, SD VOP3B carry-out, A address (DS addr, MUBUF
          vaddr, FLAT vaddr, SMEM sbase), DA DB data0/data1, R MUBUF srsrc, SO MUBUF soffset,
          SA FLAT saddr (`off` allowed)
  classes v VGPR, s SGPR, a AGPR, m lane mask (SGPR of the wave size), i immediate in a
          register field (s_atc_probe); `/N` after a width: N registers in wave64
          (`v8/4`, gfx1100 WMMA C/D)
  plain   VCC (printed vcc / vcc_lo, not encoded), K simm16 hex, KD simm16 decimal, KL simm16
          branch label, HWREG, SENDMSG, WAITCNT, DELAY, DEPCTR, GPRIDX, LIT (mandatory
          32-bit literal), O SMEM offset, P SOPP imm decimal, PX SOPP imm hex, PL SOPP label
gfx600/gfx700 (no llvm-mc disassembler) borrow the signature of the same mnemonic measured on
another variant; rows that cannot be matched are left out and counted on stderr.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
NOTES = os.path.join(HERE, "..", "data", "opcodes")  # copy of shared/notes/isa-opcodes
VARIANTS = ["gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942",
            "gfx1010", "gfx1030", "gfx1100"]
MEASURED = VARIANTS[2:]

FIELDS = {
    "SOP2": {8: "D", 2: "S0", 4: "S1"},
    "SOP1": {8: "D", 2: "S0"},
    "SOPK": {8: "D"},
    "SOPC": {2: "S0", 4: "S1"},
    "SMEM": {8: "D", 2: "A", 0: "A"},
    "VOP1": {8: "D", 2: "S0"},
    "VOP2": {8: "D", 2: "S0", 4: "S1"},
    "VOPC": {2: "S0", 4: "S1"},
    "VOP3": {8: "D", 2: "S0", 4: "S1", 6: "S2", 10: "SD"},
    "VOP3P": {8: "D", 0: "D", 2: "S0", 4: "S1", 6: "S2", 32: "S2"},
    "DS": {8: "D", 2: "A", 4: "DA", 6: "DB"},
    "MUBUF": {8: "D", 2: "A", 10: "SO"},
    "FLAT": {8: "D", 2: "A", 4: "DA"},
}
FIELDS["MTBUF"] = FIELDS["MUBUF"]
FIELDS["GLOBAL"] = FIELDS["FLAT"]
FIELDS["SCRATCH"] = FIELDS["FLAT"]
ORDER = {"VOP3": ["D", "S0", "S1", "S2"], "VOP3P": ["D", "S0", "S1", "S2"],
         "VOP1": ["D", "S0"], "DS": ["D", "A", "DA", "DB"], "SMEM": ["D", "A"]}

REG = re.compile(r"^([vsa])(?:(\d+)|\[(\d+):(\d+)\])(\.[lh])?$")


def split_ops(text):
    """Split printed operands at top-level ', ' and drop trailing modifiers."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def tokens(fmt, mn, text):
    """Signature tokens of one printed operand list, or None when unsupported."""
    if "/*" in text or "attr" in text or "invalid_param" in text or ".l" in text:
        return None
    ops = split_ops(text)
    if fmt == "SOPP":
        if not ops:
            return []
        o = ops[0]
        if mn.startswith("s_branch") or mn.startswith("s_cbranch"):
            return ["PL"]
        for pre, tok in (("vmcnt", "WAITCNT"), ("sendmsg", "SENDMSG"), ("instid", "DELAY"),
                         ("depctr", "DEPCTR"), ("gpr_idx", "GPRIDX")):
            if o.startswith(pre):
                return [tok]
        return ["PX" if o.startswith("0x") else "P"]
    # last operand may carry space-separated modifiers
    if ops:
        if fmt not in ("SOPP",):
            last = ops[-1].split(" ")
            ops[-1] = last[0]
    res = []
    used = set()
    for o in ops:
        if o == "":
            continue
        m = REG.match(o)
        if o in ("vcc", "vcc_lo"):
            if fmt == "VOP3":
                # VOP3 has no implicit operands: vcc sits in a register field
                f = "SD" if len(res) == 1 else "S2"
                used.add(f)
                res.append(f + ":m")
            else:
                res.append("VCC")
            continue
        if o == "off":
            res.append("SA")
            continue
        if fmt == "DS" and o == "gds":
            # The GWS instructions without a data operand print only the `gds` modifier.
            continue
        if o.startswith("hwreg("):
            res.append("HWREG")
            continue
        if o.startswith("sendmsg("):
            res.append("SENDMSG")
            continue
        if o.startswith("gpr_idx("):
            res.append("GPRIDX")
            continue
        if m:
            cls, n = m.group(1), int(m.group(2) or m.group(3))
            w = 1 if m.group(2) else int(m.group(4)) - int(m.group(3)) + 1
            if fmt in ("MUBUF", "MTBUF") and cls == "s" and w == 4:
                res.append("R:s4")
                used.add("R")
                continue
            f = FIELDS[fmt].get(n)
            if f is None or f in used or (n == 0 and fmt in ORDER):
                # zero-variant: take the next unused field of the format's order
                f = next((x for x in ORDER.get(fmt, []) if x not in used), None)
                if f is None:
                    return None
            used.add(f)
            res.append(f"{f}:{cls}{w}")
            continue
        if re.match(r"^-?(0x[0-9a-f]+|\d+(\.\d+)?)$", o):
            if fmt == "SOPK":
                if mn in ("s_call_b64", "s_cbranch_i_fork") or "subvector_loop" in mn:
                    res.append("KL")
                elif mn == "s_setreg_imm32_b32":
                    res.append("LIT")
                else:
                    res.append("K" if o.startswith("0x") else "KD")
            elif fmt == "SMEM":
                if not used:
                    res.append("D:i")
                    used.add("D")
                else:
                    res.append("O")
            elif fmt == "VOP2":
                res.append("LIT")
            else:
                return None
            continue
        return None
    return res


def mask_fix(t32, t64):
    """Operands whose width depends on the wave size (the wave64 sweep column): lane masks
    (SGPR width 1 in wave32, 2 in wave64) become class `m`; any other register operand of
    another width in wave64 gets it after a slash (`S2:v8/4`: 8 registers in wave32, 4 in
    wave64; gfx1100 WMMA C/D)."""
    if t64 is None or len(t32) != len(t64):
        return t32
    out = []
    for a, b in zip(t32, t64):
        if a != b and a.endswith(":s1") and b.endswith(":s2"):
            out.append(a[:-2] + "m")
        elif a != b and a.split(":")[0] == b.split(":")[0] and re.fullmatch(r"[^:]+:[vsa]\d+", a) \
                and re.fullmatch(r"[^:]+:[vsa]\d+", b) and a.split(":")[1][0] == b.split(":")[1][0]:
            out.append(a + "/" + b.split(":")[1][1:])
        else:
            out.append(a)
    return out


def load(path):
    rows = []
    with open(path) as f:
        next(f)
        for line in f:
            if line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            rows.append(c + [""] * (max(6, len(c)) - len(c)))
    return rows


def flags_of(fmt, mn, note):
    fl = []
    if "VOP3B" in note:
        fl.append("vop3b")
    if "mfma" in mn or "smfmac" in mn:
        fl.append("mai")
    if "gds=1" in note:
        fl.append("gds")
    if "imm=0" in note:
        fl.append("imm0")
    if "lds=1" in note or "lds bit13" in note:
        fl.append("lds")
    if note.startswith("sve") or "; sve" in note:
        fl.append("sve")
    if "atomic" in mn:
        fl.append("atomic")
    if mn == "ds_swizzle_b32":
        fl.append("swizzle")
    return ",".join(fl) or "-"


SI_OP = {"VOP2": (25, 6, 4), "VOP1": (9, 8, 4), "VOPC": (17, 8, 4), "VOP3": (17, 9, 8),
         "SOP2": (23, 7, 4), "SOP1": (8, 8, 4), "SOPK": (23, 5, 4), "SOPC": (16, 7, 4),
         "SOPP": (16, 7, 4), "SMRD": (22, 5, 4), "DS": (18, 8, 8), "MUBUF": (18, 7, 8),
         "FLAT": (18, 7, 8), "MTBUF": (16, 3, 8)}


def probe(cpu, rows, shapes):
    """Assemble `mnemonic shape` for every candidate shape; keep the first one whose encoding
    has the row's format size and opcode."""
    import subprocess
    lines, keys = [], []
    for fmt, op, mn, note in rows:
        if fmt not in SI_OP:
            continue
        fam = ["VOP1", "VOP2", "VOP3", "VOPC"] if fmt in ("VOP1", "VOP2", "VOP3", "VOPC") else [fmt]
        cands = {}
        for f in fam:
            cands.update(shapes.get(f, {}))
        for sh in list(cands)[:600]:
            if "/*" in sh:
                continue
            lines.append(f"{mn} {sh}".strip())
            keys.append((fmt, int(op), mn, sh))
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    bad = set(int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", p.stderr))
    outs = [l for l in p.stdout.splitlines() if "encoding:" in l]
    res = {}
    it = iter(outs)
    for i, k in enumerate(keys, start=1):
        if i in bad:
            continue
        l = next(it, None)
        if l is None:
            break
        fmt, op, mn, sh = k
        if (fmt, op) in res:
            continue
        bs = [int(x, 16) for x in re.search(r"encoding: \[(.*)\]", l).group(1).split(",")]
        lo, w, size = SI_OP[fmt]
        word = int.from_bytes(bytes(bs[:size]), "little") if len(bs) >= size else -1
        if word < 0 or (word >> lo) & ((1 << w) - 1) != op:
            continue
        printed = l.split(";")[0].strip().split(None, 1)
        if printed[0] != mn:
            continue
        t = tokens("SMEM" if fmt == "SMRD" else fmt, mn, printed[1] if len(printed) > 1 else "")
        if t is not None:
            res[(fmt, op)] = " ".join(t) or "-"
    return res


def probe_aliases(cpu, names, texts):
    """Old spellings llvm-mc-19 still accepts on `cpu`: assemble `name operands` (operands as
    measured on the variant that prints `name`); an accepted line printed under another
    mnemonic that `cpu` has is an alias. Returns [(alias, canonical)]."""
    import subprocess
    cand = [(mn, ops) for mn, ops in texts if mn not in names]
    src = "\n".join(f"{mn} {ops}" for mn, ops in cand) + "\n"
    p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    bad = set(int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", p.stderr))
    outs = iter([l for l in p.stdout.splitlines() if "encoding:" in l])
    res = []
    for i, (mn, _) in enumerate(cand, start=1):
        if i in bad:
            continue
        printed = next(outs).split()[0]
        if printed != mn and printed in names:
            res.append((mn, printed))
    return res


def cross_aliases(v, names):
    """Spellings of other generations that llvm-mc-19 accepts on `v` under a name `v` has
    (`v_add_co_u32_e64` on GFX6/7 is `v_add_i32_e64`, `v_cmp_tru_f16_e32` on GFX11 is
    `v_cmp_t_f16_e32`): every mnemonic of every measured sweep that `v` lacks, assembled with
    each operand text measured for it (wave32 and wave64, every generation's) until one is
    accepted. Returns ([(alias, canonical)], [spellings accepted but printed as written])."""
    import subprocess
    texts = {}
    for u in MEASURED:
        for fmt, op, mn, note, ops, ops64 in load(os.path.join(DATA, "sweep", f"{u}.tsv")):
            if mn in names:
                continue
            for o in (ops, ops64):
                if o not in texts.setdefault(mn, []):
                    texts[mn].append(o)
    # Short spellings: a name of `v` without its last `_` component (`v_accvgpr_read` for
    # `v_accvgpr_read_b32` on GFX908+), with that row's operands.
    if v in MEASURED:
        for fmt, op, mn, note, ops, ops64 in load(os.path.join(DATA, "sweep", f"{v}.tsv")):
            parts = re.sub(r"_e(32|64)$", "", mn).split("_")
            short = "_".join(parts[:-1])
            if len(parts) > 2 and not any(short + x in names for x in ("", "_e32", "_e64")):
                if ops not in texts.setdefault(short, []):
                    texts[short].append(ops)
    res, selfish, both, todo = [], [], [], sorted(texts)
    k = 0
    while todo:
        cand = [(mn, texts[mn][k]) for mn in todo if k < len(texts[mn])]
        if not cand:
            break
        src = "\n".join(f"{mn} {ops}".strip() for mn, ops in cand) + "\n"
        p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={v}", "-show-encoding"],
                           input=src, capture_output=True, text=True)
        bad = set(int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", p.stderr))
        outs = iter([l for l in p.stdout.splitlines() if "encoding:" in l])
        done = set()
        for i, (mn, _) in enumerate(cand, start=1):
            if i in bad:
                continue
            printed = next(outs).split()[0]
            done.add(mn)
            if printed not in names:
                selfish.append(mn)
                continue
            base, pbase = (re.sub(r"_e(32|64)$", "", x) for x in (mn, printed))
            if base == pbase:
                # `v_add_co_u32` (GFX10's VOP3-only spelling) on GFX9: the parser's own
                # `_e32`-then-`_e64` choice for a suffix-less name already finds it.
                continue
            if mn == base and printed != pbase and all(pbase + x in names for x in ("_e32", "_e64")):
                both.append((mn, printed, pbase))
                continue
            res.append((mn, printed))
        todo = [mn for mn in todo if mn not in done]
        k += 1
    # A suffix-less alias of a row with both encodings: with operands its VOP2/VOPC form
    # takes (`mn_e32`'s measured text), llvm-mc-19 either picks that form, then the alias
    # names the row's base and the parser chooses the encoding as for the canonical name
    # (`v_mul_legacy_f32` on GFX11: `v_mul_dx9_zero_f32`), or keeps VOP3 (`v_add_co_u32`
    # on GFX6/7 is only ever `v_add_i32_e64`).
    if both:
        src = "\n".join(f"{mn} {texts.get(mn + '_e32', [''])[0]}".strip() for mn, _, _ in both) + "\n"
        p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={v}", "-show-encoding"],
                           input=src, capture_output=True, text=True)
        bad = set(int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):\d+: error", p.stderr))
        outs = iter([l for l in p.stdout.splitlines() if "encoding:" in l])
        for i, (mn, printed, pbase) in enumerate(both, start=1):
            e32 = i not in bad and next(outs).split()[0] == pbase + "_e32"
            res.append((mn, pbase if e32 else printed))
    return res, selfish


def asm_only_rows(v, spellings, table):
    """For each spelling `v` accepts and prints as written: its row key (the format and
    signature it has on the variants that name it) and the opcode of the row `v` decodes
    its encoding as, when that row has the same format and signature. Yields (opcode, key)."""
    import subprocess
    for mn in spellings:
        keys = [k for k in table if k[1] == mn]
        if len(keys) != 1:
            continue
        fmt, _, sig = keys[0]
        texts = [ops for u in MEASURED for f, op, m, note, ops, ops64 in
                 load(os.path.join(DATA, "sweep", f"{u}.tsv")) if m == mn]
        if not texts:
            continue
        p = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={v}", "-show-encoding"],
                           input=f"{mn} {texts[0]}\n", capture_output=True, text=True)
        m = re.search(r"encoding: (\[[^\]]*\])", p.stdout)
        if not m:
            continue
        d = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={v}", "--disassemble"],
                           input=m.group(1) + "\n", capture_output=True, text=True)
        got = [l.split()[0] for l in d.stdout.splitlines() if l.strip() and not l.strip().startswith(".")]
        if len(got) != 1:
            continue
        twin = (fmt, got[0], sig)
        if v in table.get(twin, {}):
            yield table[twin][v], keys[0]


def main():
    table = {}  # (fmt, mn, sig) -> {variant: opcode}
    flags = {}
    sigs_by_mn = {}  # (family fmt, mnemonic) -> sig (for SI/CI borrowing)
    dropped = {}
    shapes = {}  # format -> printed operand texts (for SI/CI probing)
    for v in MEASURED:
        for fmt, op, mn, note, ops, ops64 in load(os.path.join(DATA, "sweep", f"{v}.tsv")):
            shapes.setdefault("SMRD" if fmt == "SMEM" else fmt, {}).setdefault(ops, None)
            t = tokens(fmt, mn, ops)
            if t is None:
                dropped[v] = dropped.get(v, 0) + 1
                continue
            if v in ("gfx1010", "gfx1030", "gfx1100"):
                t = mask_fix(t, tokens(fmt, mn, ops64))
            sig = " ".join(t) or "-"
            key = (fmt, mn, sig)
            table.setdefault(key, {})[v] = int(op)
            flags[key] = flags_of(fmt, mn, note)
            sigs_by_mn.setdefault((fmt, mn), sig)
    # Rows a family member has beyond its reference processor (sweep/members.tsv: gfx810's
    # packed D16, gfx904/gfx906 fma_mix, gfx906 dot/fmac/xnor, gfx1011/gfx1012 dot) join the
    # reference's column; data/availability.tsv says which processors have them.
    for p, v, fmt, op, mn, note, ops, ops64 in load(os.path.join(DATA, "sweep", "members.tsv")):
        t = tokens(fmt, mn, ops)
        if t is None:
            dropped[p] = dropped.get(p, 0) + 1
            continue
        if v in ("gfx1010", "gfx1030", "gfx1100"):
            t = mask_fix(t, tokens(fmt, mn, ops64))
        key = (fmt, mn, " ".join(t) or "-")
        if v not in table.setdefault(key, {}):
            table[key][v] = int(op)
            flags.setdefault(key, flags_of(fmt, mn, note))
    # GFX8/9 (wave64 only): a 64-bit SGPR operand that GFX10+ measured as a lane mask is one
    masks = {}
    for (fmt, mn, sig) in table:
        if any(t.endswith(":m") for t in sig.split()):
            masks[(fmt, mn)] = sig.split()
    for key in list(table):
        fmt, mn, sig = key
        m = masks.get((fmt, mn))
        t = sig.split()
        if m and len(m) == len(t) and any(a.endswith(":s2") and b.endswith(":m") for a, b in zip(t, m)):
            nt = [b if (a.endswith(":s2") and b.endswith(":m")) else a for a, b in zip(t, m)]
            nk = (fmt, mn, " ".join(nt))
            for v, op in table.pop(key).items():
                table.setdefault(nk, {})[v] = op
            flags[nk] = flags.pop(key)
            if sigs_by_mn.get((fmt, mn)) == sig:
                sigs_by_mn[(fmt, mn)] = " ".join(nt)
    # gfx600 / gfx700 from the shared TSVs: borrow signatures by mnemonic, else probe the
    # assembler with every operand shape measured for the format (llvm-mc-19 assembles SI/CI).
    for v in ("gfx600", "gfx700"):
        rows = [r[:4] for r in load(os.path.join(NOTES, f"{v}.tsv"))]
        rows += [r[1:5] for r in load(os.path.join(NOTES, "extra-sici.tsv")) if r[0] == v]
        missing = [r for r in rows if sigs_by_mn.get(("SMEM" if r[0] == "SMRD" else r[0], r[2])) is None]
        probed = probe(v, missing, shapes)
        for fmt, op, mn, note in rows:
            ffmt = "SMEM" if fmt == "SMRD" else fmt
            sig = sigs_by_mn.get((ffmt, mn)) or probed.get((fmt, int(op)))
            if sig is None and fmt == "VOP2" and "no VOP3" in note:
                # SI/CI VOP2 rows that GFX8+ made VOP3-only (v_writelane_b32: every probe
                # shape breaks SI's one-SGPR constant bus): the VOP3 row's signature, checked
                # by the gfx600/gfx700 golden files like every other row.
                sig = sigs_by_mn.get(("VOP3", mn))
            if sig is None:
                dropped[v] = dropped.get(v, 0) + 1
                continue
            key = (fmt, mn, sig)
            table.setdefault(key, {})[v] = int(op)
            flags[key] = flags_of(fmt, mn, note)
    # Spellings llvm-mc-19 accepts on a variant and prints as written, with the encoding of
    # one of the variant's own rows (GFX8/9 take `v_mul_lo_i32`: `v_mul_lo_u32`'s opcode,
    # which disassembles as `v_mul_lo_u32`): rows of their own on that variant, flagged
    # `OPCODE:asm` in that variant's column so that decoding keeps the row llvm-mc-19 prints.
    for v in MEASURED:
        names = {mn for (fmt, mn, sig), ops in table.items() if v in ops}
        _, selfish = cross_aliases(v, names)
        for op, row in asm_only_rows(v, selfish, table):
            table[row][v] = f"{op}:asm"
    with open(os.path.join(DATA, "insts.tsv"), "w") as f:
        f.write("# generated by isa/tools/gen_table.py from isa/data/sweep (llvm-mc-19 measurements)\n")
        f.write("format\tmnemonic\toperands\tflags\t" + "\t".join(VARIANTS) + "\n")
        for key in sorted(table):
            ops = table[key]
            cols = [str(ops[v]) if v in ops else "-" for v in VARIANTS]
            f.write(f"{key[0]}\t{key[1]}\t{key[2]}\t{flags[key]}\t" + "\t".join(cols) + "\n")
    # GFX11 renames: GFX10 spellings of buffer/tbuffer rows the notes' alias pass missed
    # (e.g. tbuffer_load_format_d16_xy), probed with the GFX10 operand texts.
    g11 = {mn for (fmt, mn, sig), ops in table.items() if "gfx1100" in ops}
    texts = {}
    for fmt, op, mn, note, ops, ops64 in load(os.path.join(DATA, "sweep", "gfx1010.tsv")):
        if fmt in ("MUBUF", "MTBUF"):
            texts.setdefault(mn, ops)
    extra = probe_aliases("gfx1100", g11, sorted(texts.items()))
    # `_e32` spellings of rows without an e32 form that llvm-mc-19 still accepts (it takes
    # `v_readlane_b32_e32` / `v_writelane_b32_e32` everywhere and prints the plain name).
    e32, cross = {}, {}
    for v in VARIANTS:
        names = {mn for (fmt, mn, sig), ops in table.items() if v in ops}
        src = "gfx803" if v in ("gfx600", "gfx700") else v
        cand = {}
        for fmt, op, mn, note, ops, ops64 in load(os.path.join(DATA, "sweep", f"{src}.tsv")):
            if fmt in ("VOP3", "VOP2") and not mn.endswith(("_e32", "_e64")) and mn in names:
                cand.setdefault(mn + "_e32", ops)
        # Also with an inline constant as the last source (GFX6-9 v_writelane_b32 takes one
        # SGPR only).
        shapes = sorted(cand.items()) + [(a, o.rsplit(",", 1)[0] + ", 1") for a, o in sorted(cand.items()) if "," in o]
        e32[v] = sorted(set(probe_aliases(v, names, shapes)))
        cross[v], selfish = cross_aliases(v, names)
        if selfish:
            print(f"{v}: accepted, printed as written: {' '.join(selfish)}", file=sys.stderr)
    with open(os.path.join(DATA, "aliases.tsv"), "w") as f:
        f.write("# generated by isa/tools/gen_table.py from the 'alias accepted' notes and probes\n")
        f.write("variant\talias\tcanonical\n")
        for v in VARIANTS:
            seen = set()
            for r in load(os.path.join(NOTES, f"{'gfx900' if v == 'gfx908' else v}.tsv")):
                m = re.search(r"alias accepted: ([a-z0-9_]+)", r[3])
                # A row's own name without its `_e64` (`v_bfm_b32` for `v_bfm_b32_e64` on
                # GFX6) is no alias: the parser tries `_e32` then `_e64` for a suffix-less
                # name, as llvm-mc-19 does (isa/tests/probes/aliases_gfx600).
                if m and m.group(1) + "_e64" == r[2]:
                    continue
                if m:
                    f.write(f"{v}\t{m.group(1)}\t{r[2]}\n")
                    seen.add(m.group(1))
            if v == "gfx1100":
                for a, c in extra:
                    if a not in seen:
                        f.write(f"{v}\t{a}\t{c}\n")
            for a, c in e32[v]:
                if a not in seen:
                    f.write(f"{v}\t{a}\t{c}\n")
                    seen.add(a)
            for a, c in cross[v]:
                if a not in seen:
                    f.write(f"{v}\t{a}\t{c}\n")
                    seen.add(a)
    print("rows", len(table), "dropped", dropped, file=sys.stderr)


if __name__ == "__main__":
    main()
