#!/usr/bin/env python3
"""Measure the operand signature of every opcode in the shared opcode tables with llvm-mc-19.

Input : /work/shared/notes/isa-opcodes/<cpu>.tsv (format, opcode, mnemonic, note; measured with
        llvm-mc-19, see that README).
Output: isa/data/sweep/<cpu>.tsv with columns
        format, opcode, mnemonic, note, operands, operands_w64
        where `operands` is the operand text llvm-mc-19 prints when it disassembles the format's
        template word with the opcode field replaced. Template register numbers identify the
        field of each printed operand (see FIELD_NUMBERS in gen_table.py): dst 8, src0 2,
        src1 4, src2 6 (MAI src2 32), VOP3B sdst 10; MUBUF srsrc s[4:7], soffset s10.
        operands_w64 is the same with -mattr=+wavefrontsize64 (GFX10+ only, to find lane masks).

Nothing here is copied from LLVM: it only runs the installed llvm-mc-19 as an oracle.
gfx908 has no shared TSV: its candidates are the gfx900 rows plus the MAI rows of gfx90a and
only what llvm-mc-19 decodes on gfx908 is kept.
gfx600/gfx700 cannot be disassembled by llvm-mc-19; gen_table.py borrows signatures by mnemonic.
GFX10 MUBUF candidates include opcodes 128-255 (opcode bit 7 is instruction bit 25).
`sweep_signatures.py members` sweeps every other processor of a family (gfx810, gfx906,
gfx1011, ...) with the opcodes of every table of its generation as candidates and writes the
rows its reference's sweep lacks to isa/data/sweep/members.tsv (read by gen_table.py).
"""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(HERE, "..", "data", "opcodes")  # copy of shared/notes/isa-opcodes
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "sweep")
MC = "llvm-mc-19"

GEN = {"gfx803": 8, "gfx900": 9, "gfx908": 9, "gfx90a": 9, "gfx942": 9,
       "gfx1010": 10, "gfx1030": 10, "gfx1100": 11}

# Templates: (format, text, opcode-field lo, width, extra patches [(lo, width, value)]).
def templates(gen):
    t = {}
    t["SOP2"] = ("s_add_u32 s8, s2, s4", 23, 7, [])
    t["SOP1"] = ("s_mov_b32 s8, s2", 8, 8, [])
    t["SOPK"] = ("s_movk_i32 s8, 0x1234", 23, 5, [])
    t["SOPC"] = ("s_cmp_eq_u32 s2, s4", 16, 7, [])
    t["SOPP"] = ("s_nop 3", 16, 7, [])
    t["VOP1"] = ("v_mov_b32_e32 v8, v2", 9, 8, [])
    t["VOP2"] = ("v_add_f32_e32 v8, v2, v4", 25, 6, [])
    t["VOPC"] = ("v_cmp_eq_f32_e32 vcc, v2, v4" if gen < 10 else "v_cmp_eq_f32_e32 vcc_lo, v2, v4", 17, 8, [])
    t["VOP3"] = ("v_fma_f32 v8, v2, v4, v6", 16, 10, [])
    t["VOP3P"] = ("v_pk_fma_f16 v8, v2, v4, v6", 16, 7, [])
    if gen == 9:
        t["VOP3P_MAI"] = ("v_mfma_f32_4x4x1f32 a[0:3], v2, v4, a[32:35]", 16, 7, [])
    if gen < 11:
        t["SMEM"] = ("s_load_dwordx2 s[8:9], s[2:3], 0x10", 18, 8, [])
        t["DS"] = ("ds_write2_b32 v2, v4, v6 offset0:1 offset1:2", 17 if gen < 10 else 18, 8, [(56, 8, 8)])
        t["MUBUF"] = ("buffer_load_dword v8, v2, s[4:7], s10 offen offset:16", 18, 7, [])
        t["FLAT"] = ("flat_load_dword v8, v[2:3]", 18, 7, [(40, 8, 4)])
        if gen < 10:
            t["MTBUF"] = ("tbuffer_load_format_x v8, v2, s[4:7], s10 "
                          "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:16", 15, 4, [])
        else:
            # GFX10: op[18:16] plus op bit 3 in bit 53 (patched in sweep()).
            t["MTBUF"] = ("tbuffer_load_format_x v8, v2, s[4:7], s10 format:[BUF_FMT_32_FLOAT] "
                          "offen offset:16", 16, 3, [])
    else:
        t["SMEM"] = ("s_load_b64 s[8:9], s[2:3], 0x10", 18, 8, [])
        t["DS"] = ("ds_store_2addr_b32 v2, v4, v6 offset0:1 offset1:2", 18, 8, [(56, 8, 8)])
        t["MUBUF"] = ("buffer_load_b32 v8, v2, s[4:7], s10 offen offset:16", 18, 8, [])
        t["FLAT"] = ("flat_load_b32 v8, v[2:3]", 18, 7, [(40, 8, 4)])
        t["MTBUF"] = ("tbuffer_load_format_x v8, v2, s[4:7], s10 format:[BUF_FMT_32_FLOAT] "
                      "offen offset:16", 15, 4, [])
    if gen >= 9:
        g = "global_load_dword v8, v[2:3], off" if gen < 11 else "global_load_b32 v8, v[2:3], off"
        s = "scratch_load_dword v8, v2, off" if gen < 11 else "scratch_load_b32 v8, v2, off"
        t["GLOBAL"] = (g, 18, 7, [(40, 8, 4)])
        t["SCRATCH"] = (s, 18, 7, [(40, 8, 4)])
    return t


def run_mc(cpu, text, disasm, mattr=None):
    args = [MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"]
    if mattr:
        args.append(f"-mattr={mattr}")
    if disasm:
        args.append("--disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    return p.stdout, p.stderr


def encode_templates(cpu, gen):
    t = templates(gen)
    text = "\n".join(v[0] for v in t.values()) + "\n"
    out, err = run_mc(cpu, text, False)
    encs = [l for l in out.splitlines() if "encoding:" in l]
    words = {}
    names = list(t.keys())
    ok_lines = [l for l in out.splitlines() if "encoding:" in l]
    # map by mnemonic of template
    for name in names:
        mn = t[name][0].split()[0]
        for l in ok_lines:
            if l.split()[0] == mn or (name == "VOP3P_MAI" and "mfma" in l):
                bs = [int(x, 16) for x in re.search(r"encoding: \[(.*)\]", l).group(1).split(",")]
                v = int.from_bytes(bytes(bs), "little")
                for lo, w, val in t[name][3]:
                    v = (v & ~(((1 << w) - 1) << lo)) | (val << lo)
                words[name] = (v, len(bs), t[name][1], t[name][2])
                break
    return words


def sweep(cpu, rows, words, gen, mattr=None):
    """rows: list of (format, opcode, mnemonic, note). Returns dict (format, opcode) -> (mn, ops)."""
    # build candidates; each candidate may have variants
    groups = []
    for fmt, op, mn, note in rows:
        tname = fmt
        if fmt == "VOP3P" and ("mfma" in mn or "smfmac" in mn) and "VOP3P_MAI" in words:
            tname = "VOP3P_MAI"
        if tname not in words:
            continue
        base, nbytes, lo, w = words[tname]
        def setf(x, lo, w, val):
            return (x & ~(((1 << w) - 1) << lo)) | (val << lo)
        if fmt == "MTBUF" and gen == 10:
            v = setf(setf(base, 16, 3, op & 7), 53, 1, op >> 3)
        else:
            v = (base & ~(((1 << w) - 1) << lo)) | (op << lo)
        variants = [v]
        if fmt in ("VOP3", "VOP3P"):
            if "VOP3B" in note:
                v = setf(v, 8, 7, 10)
            def srcs(x, a, b, c):
                return setf(setf(setf(x, 32, 9, a), 41, 9, b), 50, 9, c)
            variants = [srcs(v, a, b, c) for (a, b, c) in [
                (258, 260, 262), (2, 4, 6), (258, 260, 0), (2, 4, 0), (258, 4, 6), (258, 4, 0),
                (2, 260, 0), (258, 0, 0), (2, 0, 0), (258, 260, 6), (2, 260, 262), (2, 4, 262),
                (258, 4, 262), (2, 260, 6)]]
            if tname == "VOP3P_MAI":
                variants = [srcs(v, 258, 260, 288), srcs(v, 258, 260, 32), srcs(v, 258, 260, 0)]
        if fmt == "SMEM" and "imm=0" in note:
            variants = [v & ~(1 << 17)] if gen < 10 else [v]
        if fmt == "DS":
            if "gds" in note:
                v |= 1 << (16 if gen < 10 else 17)
            variants = [setf(setf(setf(v, 40, 8, a), 48, 8, b), 56, 8, d) for (a, b, d) in [
                (4, 6, 8), (4, 0, 8), (0, 0, 8), (4, 6, 0), (4, 0, 0), (0, 0, 0)]]
            # ADDR = 0 forms (addtid, gs_reg_rtn decode only without an address).
            variants += [setf(setf(setf(setf(v, 32, 8, 0), 48, 8, 0), 40, 8, a), 56, 8, d) for (a, d) in [
                (4, 8), (4, 0), (0, 8)]]
        if fmt == "MUBUF" and "lds" in note:
            variants = [v | (1 << 16)]
        if fmt in ("FLAT", "GLOBAL", "SCRATCH"):
            variants = [setf(setf(v, 40, 8, a), 56, 8, d) for (a, d) in [(4, 8), (4, 0), (0, 8), (0, 0)]]
            if "sve" in note or "bit13" in note or "lds" in note:
                variants = [x | (1 << 13) for x in variants] + variants
        if fmt == "SOPP":
            variants = [v, setf(v, 0, 16, 0)]
        if fmt == "SOPK":
            variants = [v, setf(v, 0, 16, 0), setf(v, 16, 7, 0)]
        if nbytes == 8:
            variants.append(v & (((1 << 32) - 1) & ~((1 << min(lo, 16)) - 1)) | (v & (1 << 16) if fmt == "DS" else 0))
        elif fmt == "VOP1":
            variants.append(setf(setf(v, 17, 8, 0), 0, 9, 0))
        groups.append(((fmt, op, mn, note), [(x, nbytes) for x in variants]))
    results = {}
    pending = [(key, 0) for key, _ in groups]
    byk = {key: vs for key, vs in groups}
    while pending:
        lines = []
        idx = []
        for key, vi in pending:
            x, nb = byk[key][vi]
            bs = list(x.to_bytes(nb, "little")) + [0x00, 0x00, 0x80, 0x3F]
            lines.append("[" + ",".join(f"0x{b:02x}" for b in bs) + "]")
            idx.append((key, vi, len(lines)))
            lines.append("[0x05,0x00,0x80,0xbf]")
        out, err = run_mc(cpu, "\n".join(lines) + "\n", True, mattr)
        bad = set(int(m.group(1)) for m in re.finditer(r"<stdin>:(\d+):2: warning: invalid", err))
        outl = [l.strip() for l in out.splitlines() if l.strip() and not l.strip().startswith(".")]
        # walk output: each candidate prints 0..n lines then the sentinel 's_nop 5'
        pos = 0
        chunks = []
        cur = []
        for l in outl:
            if l.startswith("s_nop 5"):
                chunks.append(cur)
                cur = []
            else:
                cur.append(l)
        nxt = []
        for (key, vi, line), chunk in zip(idx, chunks):
            txt = chunk[0].split(";")[0].strip() if chunk and line not in bad else None
            if txt is None or "/*Invalid" in (chunk[0] if chunk else ""):
                if vi + 1 < len(byk[key]):
                    nxt.append((key, vi + 1))
                    continue
                if txt is None:
                    continue
            parts = txt.split(None, 1)
            results[(key[0], key[1])] = (parts[0], parts[1] if len(parts) > 1 else "", key[3])
        pending = nxt
    return results


def load_rows(cpu):
    rows = []
    with open(os.path.join(NOTES, f"{cpu}.tsv")) as f:
        next(f)
        for line in f:
            fmt, op, mn, note = (line.rstrip("\n").split("\t") + [""])[:4]
            rows.append((fmt, int(op), mn, note))
    return rows


# GFX10 MUBUF opcodes have 8 bits, bit 7 in instruction bit 25 (the shared sweep tried 7):
# buffer_load_format_d16_x = [0x00,0x00,0x00,0xe2,...] on gfx1010 is opcode 128.
OP8 = {"gfx1010": [("MUBUF", op, "", "opcode bit 7 = bit 25") for op in range(128, 256)],
       "gfx1030": [("MUBUF", op, "", "opcode bit 7 = bit 25") for op in range(128, 256)]}

# Processors that use another processor's table (`processors::IsaVariant`), swept for rows
# their reference lacks: every opcode of every table of the generation is a candidate.
MEMBERS = {
    "gfx803": ["gfx801", "gfx802", "gfx805", "gfx810"],
    "gfx900": ["gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"],
    "gfx942": ["gfx940", "gfx941"],
    "gfx1010": ["gfx1011", "gfx1012", "gfx1013"],
    "gfx1030": ["gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036"],
    "gfx1100": ["gfx1101", "gfx1102", "gfx1103"],
}
SAME_GEN = {8: ["gfx803"], 9: ["gfx900", "gfx90a", "gfx942"], 10: ["gfx1010", "gfx1030"],
            11: ["gfx1100"]}


def rows_of(cpu):
    if cpu == "gfx908":
        rows = load_rows("gfx900")
        have = {(r[0], r[1]) for r in rows}
        rows += [r for r in load_rows("gfx90a") if (r[0], r[1]) not in have]
    else:
        rows = load_rows(cpu) + OP8.get(cpu, [])
    return rows


def members():
    """Write sweep/members.tsv: per member processor, the measured rows (format, opcode,
    printed mnemonic, operands) its reference's sweep does not have."""
    out = ["processor\treference\tformat\topcode\tmnemonic\tnote\toperands\toperands_w64"]
    for ref, procs in MEMBERS.items():
        gen = GEN[ref]
        have = set()
        for l in open(os.path.join(OUT, f"{ref}.tsv")).read().splitlines()[1:]:
            c = l.split("\t")
            have.add((c[0], c[2], c[4]))
        cands, seen = [], set()
        for t in SAME_GEN[gen]:
            for r in rows_of(t):
                if (r[0], r[1]) not in seen:
                    seen.add((r[0], r[1]))
                    cands.append(r)
        for p in procs:
            words = encode_templates(p, gen)
            res = sweep(p, cands, words, gen)
            res64 = sweep(p, cands, words, gen, "+wavefrontsize64") if gen >= 10 else {}
            n = 0
            for fmt, op, _, _ in cands:
                r = res.get((fmt, op))
                if r is None or (fmt, r[0], r[1]) in have:
                    continue
                r64 = res64.get((fmt, op))
                out.append(f"{p}\t{ref}\t{fmt}\t{op}\t{r[0]}\t{r[2]}\t{r[1]}\t{r64[1] if r64 else r[1]}")
                n += 1
            print(p, "rows beyond", ref, n, file=sys.stderr)
    open(os.path.join(OUT, "members.tsv"), "w").write("\n".join(out) + "\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    if sys.argv[1:] == ["members"]:
        members()
        return
    cpus = sys.argv[1:] or list(GEN)
    for cpu in cpus:
        gen = GEN[cpu]
        rows = rows_of(cpu)
        words = encode_templates(cpu, gen)
        res = sweep(cpu, rows, words, gen)
        res64 = sweep(cpu, rows, words, gen, "+wavefrontsize64") if gen >= 10 else {}
        n = 0
        with open(os.path.join(OUT, f"{cpu}.tsv"), "w") as f:
            f.write("format\topcode\tmnemonic\tnote\toperands\toperands_w64\n")
            for fmt, op, mn, note in rows:
                r = res.get((fmt, op))
                if r is None:
                    continue
                r64 = res64.get((fmt, op))
                pm, ops, _ = r
                f.write(f"{fmt}\t{op}\t{pm}\t{note}\t{ops}\t{r64[1] if r64 else ops}\n")
                n += 1
        print(cpu, "rows", len(rows), "measured", n, file=sys.stderr)


if __name__ == "__main__":
    main()
