//! Build-time generation of the instruction tables (`src/table.rs` includes the output).
//!
//! Why: parsing `data/insts.tsv` at first use cost ~22 M instructions per process (87% of a
//! whole `gfxc compile` of a small kernel), which defeats in-process JIT use. The data stay the
//! single source of truth: this script reads `data/insts.tsv`, `data/ext.tsv` and
//! `data/aliases.tsv` and writes `$OUT_DIR/tables.rs` with, per ISA variant, a static array of
//! compact rows (file order), an open-addressing mnemonic index (FNV-1a, `src/namehash.rs`), an
//! index sorted by (format, opcode) and an alias index, all pointer-free (strings are
//! offsets into one blob). At run time `table::table` only widens the compact rows of the one
//! variant in use into `InstDef`s. A malformed row fails the build with its line number instead
//! of being skipped silently.

#[path = "src/namehash.rs"]
mod namehash;

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Format names of the TSV files, in the order of `table::Format`'s variants (the generated
/// file asserts the discriminants, so a reordering of the enum fails the build).
const FORMATS: [(&str, &str); 19] = [
    ("SOP1", "Sop1"),
    ("SOP2", "Sop2"),
    ("SOPK", "Sopk"),
    ("SOPC", "Sopc"),
    ("SOPP", "Sopp"),
    ("SMRD", "Smrd"),
    ("SMEM", "Smem"),
    ("VOP1", "Vop1"),
    ("VOP2", "Vop2"),
    ("VOPC", "Vopc"),
    ("VOP3", "Vop3"),
    ("VOP3P", "Vop3p"),
    ("DS", "Ds"),
    ("MUBUF", "Mubuf"),
    ("MTBUF", "Mtbuf"),
    ("FLAT", "Flat"),
    ("GLOBAL", "Global"),
    ("SCRATCH", "Scratch"),
    ("VOPD", "Vopd"),
];

/// Columns 4.. of the TSV files, in the order of `IsaVariant::ALL`.
const VARIANTS: [(&str, &str); 10] = [
    ("gfx600", "Gfx600"),
    ("gfx700", "Gfx700"),
    ("gfx803", "Gfx803"),
    ("gfx900", "Gfx900"),
    ("gfx908", "Gfx908"),
    ("gfx90a", "Gfx90a"),
    ("gfx942", "Gfx942"),
    ("gfx1010", "Gfx1010"),
    ("gfx1030", "Gfx1030"),
    ("gfx1100", "Gfx1100"),
];

fn field(f: &str) -> Option<&'static str> {
    Some(match f {
        "D" => "D",
        "S0" => "S0",
        "S1" => "S1",
        "S2" => "S2",
        "SD" => "Sd",
        "A" => "A",
        "DA" => "Da",
        "DB" => "Db",
        "R" => "R",
        "SO" => "So",
        "SA" => "Sa",
        "VCC" => "Vcc",
        "K" => "K",
        "KD" => "Kd",
        "KL" | "PL" => "Label",
        "HWREG" => "Hwreg",
        "SENDMSG" => "Sendmsg",
        "WAITCNT" => "Waitcnt",
        "DELAY" => "Delay",
        "DEPCTR" => "Depctr",
        "GPRIDX" => "GprIdx",
        "LIT" => "Lit",
        "O" => "Offset",
        "P" => "P",
        "PX" => "Px",
        _ => return None,
    })
}

/// Rust expression of one operand spec (`D:v2` -> `OpSpec { field: SigField::D, ... }`;
/// `D:v8/4` names its width in wave64 after the slash).
fn spec(tok: &str) -> Option<String> {
    let (f, c) = match tok.split_once(':') {
        Some((f, c)) => (f, Some(c)),
        None => (tok, None),
    };
    let f = field(f)?;
    let mut w64s = 0u8;
    let class = match c {
        None => "None".to_string(),
        Some(c) => {
            let (k, w) = c.split_at(1);
            let k = match k {
                "v" => "V",
                "s" => "S",
                "a" => "A",
                "m" => "M",
                "i" => "I",
                _ => return None,
            };
            // `v8/4`: 8 registers in wave32, 4 in wave64 (gen_table.py's wave64 column).
            let (w, w64) = match w.split_once('/') {
                Some((a, b)) => (a, Some(b)),
                None => (w, None),
            };
            let w: u8 = if w.is_empty() { 1 } else { w.parse().ok()? };
            // A lane mask is the other wave-size dependent width: 1 SGPR, 2 in wave64.
            let w64: u8 = match w64 {
                Some(b) => b.parse().ok()?,
                None if k == "M" => 2,
                None => w,
            };
            w64s = w64;
            format!("Some((RegClass::{k}, {w}))")
        }
    };
    Some(format!(
        "OpSpec {{ field: SigField::{f}, class: {class}, w64: {w64s} }}"
    ))
}

fn flag_bits(s: &str, line: usize) -> u16 {
    let mut flags = 0;
    for f in s.split(',') {
        flags |= match f {
            "-" => 0,
            "vop3b" => 1,
            "mai" => 2,
            "gds" => 4,
            "imm0" => 8,
            "lds" => 16,
            "sve" => 32,
            "atomic" => 64,
            "swizzle" => 512,
            _ => panic!("data/insts.tsv:{line}: unknown flag {f:?}"),
        };
    }
    flags
}

struct Def {
    format: usize,
    mnemonic: String,
    ops: usize,
    flags: u16,
    opcode: u16,
    ext: [Option<String>; 3],
}

/// Interned operand signatures: each distinct list becomes one static array.
#[derive(Default)]
struct Sigs {
    index: BTreeMap<String, usize>,
    list: Vec<Vec<String>>,
}

impl Sigs {
    fn get(&mut self, sig: &str, file: &str, line: usize) -> usize {
        if let Some(&i) = self.index.get(sig) {
            return i;
        }
        let specs = if sig == "-" {
            Vec::new()
        } else {
            sig.split(' ')
                .map(|t| spec(t).unwrap_or_else(|| panic!("{file}:{line}: bad operand spec {t:?}")))
                .collect()
        };
        let i = self.list.len();
        self.list.push(specs);
        self.index.insert(sig.to_string(), i);
        i
    }
}

/// (format, mnemonic, operands) of a VOP1/VOP2/VOPC row, the key of its `data/ext.tsv` rows.
type ExtKey<'a> = (&'a str, &'a str, &'a str);

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/namehash.rs");
    for f in [
        "insts",
        "ext",
        "aliases",
        "cachectl",
        "constraints",
        "simm_names",
        "availability",
        "mubuf_mods",
        "mtbuf_formats",
        "lit64",
        "vopd",
    ] {
        println!("cargo:rerun-if-changed=data/{f}.tsv");
    }
    let read =
        |f: &str| std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: cannot read: {e}"));
    let out_dir = std::env::var("OUT_DIR").unwrap();
    let write = |name: &str, text: String| {
        let out = std::path::Path::new(&out_dir).join(name);
        std::fs::write(&out, text).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    };
    write("cachectl.rs", cachectl(&read("data/cachectl.tsv")));
    write(
        "constraints.rs",
        constraints(&read("data/constraints.tsv"))
            + &mubuf_mods(&read("data/mubuf_mods.tsv"))
            + &lit64(&read("data/lit64.tsv")),
    );
    write("simm_names.rs", simm_names(&read("data/simm_names.tsv")));
    write(
        "mtbuf_formats.rs",
        mtbuf_formats(&read("data/mtbuf_formats.tsv")),
    );
    let insts = read("data/insts.tsv");
    let ext = read("data/ext.tsv");
    let aliases = read("data/aliases.tsv");

    // SDWA/DPP/DPP8 mnemonics by (format, mnemonic, operands), per variant column.
    let mut ext_index: BTreeMap<ExtKey, Vec<(usize, Vec<&str>)>> = BTreeMap::new();
    for (n, line) in ext.lines().enumerate().skip(2) {
        let c: Vec<&str> = line.split('\t').collect();
        assert!(c.len() == 14, "data/ext.tsv:{}: expected 14 columns", n + 1);
        let kind = match c[0] {
            "sdwa" => 0,
            "dpp" => 1,
            "dpp8" => 2,
            "vopd" => continue,
            k => panic!("data/ext.tsv:{}: unknown kind {k:?}", n + 1),
        };
        ext_index
            .entry((c[1], c[2], c[3]))
            .or_default()
            .push((kind, c[4..].to_vec()));
    }

    let mut sigs = Sigs::default();
    let mut defs: [Vec<Def>; 10] = Default::default();
    for (n, line) in insts.lines().enumerate().skip(2) {
        let c: Vec<&str> = line.split('\t').collect();
        assert!(
            c.len() == 14,
            "data/insts.tsv:{}: expected 14 columns",
            n + 1
        );
        let format = FORMATS
            .iter()
            .position(|f| f.0 == c[0])
            .unwrap_or_else(|| panic!("data/insts.tsv:{}: unknown format {:?}", n + 1, c[0]));
        let ops = sigs.get(c[2], "data/insts.tsv", n + 1);
        let flags = flag_bits(c[3], n + 1);
        let ext_rows = ext_index.get(&(c[0], c[1], c[2]));
        for (v, out) in defs.iter_mut().enumerate() {
            let cell = c[4 + v];
            if cell == "-" {
                continue;
            }
            // `OPCODE:asm`: a spelling the assembler takes on this variant with the opcode of
            // another row, which decoding keeps (`table::flag::ASM_ONLY`).
            let (cell, asm_only) = match cell.split_once(':') {
                Some((op, "asm")) => (op, true),
                Some(_) => panic!("data/insts.tsv:{}: bad opcode {cell:?}", n + 1),
                None => (cell, false),
            };
            let opcode: u16 = cell
                .parse()
                .unwrap_or_else(|_| panic!("data/insts.tsv:{}: bad opcode {cell:?}", n + 1));
            let flags = if asm_only { flags | 1024 } else { flags };
            let mut e: [Option<String>; 3] = Default::default();
            for (kind, cells) in ext_rows.into_iter().flatten() {
                if cells[v] != "-" {
                    e[*kind] = Some(cells[v].to_string());
                }
            }
            out.push(Def {
                format,
                mnemonic: c[1].to_string(),
                ops,
                flags,
                opcode,
                ext: e,
            });
        }
    }
    // GFX11 VOPD components (`vopd` rows of data/ext.tsv: `OPCODE:xy` or `OPCODE:y`).
    for (n, line) in ext.lines().enumerate().skip(2) {
        let c: Vec<&str> = line.split('\t').collect();
        if c[0] != "vopd" {
            continue;
        }
        let ops = sigs.get(c[3], "data/ext.tsv", n + 1);
        for (v, out) in defs.iter_mut().enumerate() {
            let cell = c[4 + v];
            if cell == "-" {
                continue;
            }
            let (op, halves) = cell
                .split_once(':')
                .unwrap_or_else(|| panic!("data/ext.tsv:{}: bad VOPD cell {cell:?}", n + 1));
            let opcode: u16 = op
                .parse()
                .unwrap_or_else(|_| panic!("data/ext.tsv:{}: bad opcode {op:?}", n + 1));
            // flag::VOPDY, plus flag::VOPDX when the component may be the X half.
            let flags = 256 | if halves.contains('x') { 128 } else { 0 };
            out.push(Def {
                format: 18,
                mnemonic: c[2].to_string(),
                ops,
                flags,
                opcode,
                ext: Default::default(),
            });
        }
    }

    // Strings (mnemonics, extended-form names, aliases) live in one blob and are referred to
    // by (offset, length): the generated data holds no pointers, so the dynamic loader has no
    // relocation to apply for it in a position-independent binary (a pointer per field cost
    // ~0.9 M instructions of `_dl_relocate_object` at every process start).
    let mut blob = String::new();
    let mut strs: BTreeMap<String, (u32, u8)> = BTreeMap::new();
    let mut intern = |s: &str| -> (u32, u8) {
        if let Some(&r) = strs.get(s) {
            return r;
        }
        let r = (
            blob.len() as u32,
            u8::try_from(s.len()).expect("string over 255 bytes"),
        );
        blob.push_str(s);
        strs.insert(s.to_string(), r);
        r
    };
    let mut o = String::new();
    o.push_str(
        "// generated by isa/build.rs from data/insts.tsv, data/ext.tsv, data/aliases.tsv\n",
    );
    for (i, (_, name)) in FORMATS.iter().enumerate() {
        writeln!(o, "const _: () = assert!(Format::{name} as u32 == {i});").unwrap();
    }
    // Operand signatures: one pool, each distinct signature once.
    let mut sig_at = Vec::new();
    let mut pool = Vec::new();
    for specs in &sigs.list {
        sig_at.push((pool.len(), specs.len()));
        pool.extend(specs.iter().cloned());
    }
    writeln!(
        o,
        "static OPSPECS: [OpSpec; {}] = [{}];",
        pool.len(),
        pool.join(", ")
    )
    .unwrap();
    let sig_offset = |sig: &str| sigs.index.get(sig).map(|&i| sig_at[i].0);
    write(
        "availability.rs",
        availability(&read("data/availability.tsv"), sig_offset),
    );
    let mut gens = Vec::new();
    for (v, ds) in defs.iter().enumerate() {
        writeln!(o, "static RAW{v}: [RawDef; {}] = [", ds.len()).unwrap();
        for d in ds {
            let (ns, nl) = intern(&d.mnemonic);
            let e: Vec<String> = d
                .ext
                .iter()
                .map(|e| match e {
                    Some(s) => {
                        let (a, l) = intern(s);
                        format!("({a}, {l})")
                    }
                    None => "(0, 0)".to_string(),
                })
                .collect();
            let (os, ol) = sig_at[d.ops];
            writeln!(
                o,
                "RawDef {{ format: Format::{}, name: ({ns}, {nl}), ops: ({os}, {ol}), flags: {}, opcode: {}, ext: [{}] }},",
                FORMATS[d.format].1,
                d.flags,
                d.opcode,
                e.join(", "),
            )
            .unwrap();
        }
        o.push_str("];\n");

        // Mnemonic index: rows per mnemonic in file order (`NAME_ROWS`), and an open-addressing
        // table with linear probing, a power of two at most half full, of (start, len) into
        // it; len 0 marks an empty slot.
        let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        let mut order: Vec<&str> = Vec::new();
        for (i, d) in ds.iter().enumerate() {
            let e = by_name.entry(d.mnemonic.as_str()).or_default();
            if e.is_empty() {
                order.push(d.mnemonic.as_str());
            }
            e.push(i);
        }
        let size = (order.len() * 2).next_power_of_two();
        let mut slots: Vec<(usize, usize)> = vec![(0, 0); size];
        let mut name_rows: Vec<usize> = Vec::new();
        for name in &order {
            let rows = &by_name[name];
            let mut h = namehash::fnv1a(name) as usize & (size - 1);
            while slots[h].1 != 0 {
                h = (h + 1) & (size - 1);
            }
            slots[h] = (name_rows.len(), rows.len());
            name_rows.extend(rows);
        }
        let list = |x: &[String]| x.join(",");
        let sl: Vec<String> = slots.iter().map(|(a, l)| format!("({a},{l})")).collect();
        writeln!(
            o,
            "static SLOTS{v}: [(u16, u16); {size}] = [{}];",
            list(&sl)
        )
        .unwrap();
        let nr: Vec<String> = name_rows.iter().map(|x| x.to_string()).collect();
        writeln!(
            o,
            "static NAME_ROWS{v}: [u32; {}] = [{}];",
            nr.len(),
            list(&nr)
        )
        .unwrap();

        // (format, opcode) index: keys `format << 16 | opcode`, sorted, with (start, len) into
        // `OP_ROWS` (rows in file order).
        let mut by_op: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
        for (i, d) in ds.iter().enumerate() {
            by_op
                .entry(((d.format as u32) << 16) | d.opcode as u32)
                .or_default()
                .push(i);
        }
        let mut keys = Vec::new();
        let mut op_rows: Vec<String> = Vec::new();
        for (k, rows) in &by_op {
            keys.push(format!("({k},{},{})", op_rows.len(), rows.len()));
            op_rows.extend(rows.iter().map(|r| r.to_string()));
        }
        writeln!(
            o,
            "static OPCODES{v}: [(u32, u16, u16); {}] = [{}];",
            keys.len(),
            list(&keys)
        )
        .unwrap();
        writeln!(
            o,
            "static OP_ROWS{v}: [u32; {}] = [{}];",
            op_rows.len(),
            list(&op_rows)
        )
        .unwrap();

        // Aliases of this variant that are not mnemonics of its own rows.
        let vname = VARIANTS[v].0;
        let mut al: BTreeMap<&str, &str> = BTreeMap::new();
        for (n, line) in aliases.lines().enumerate().skip(2) {
            let c: Vec<&str> = line.split('\t').collect();
            assert!(
                c.len() == 3,
                "data/aliases.tsv:{}: expected 3 columns",
                n + 1
            );
            if c[0] == vname && !by_name.contains_key(c[1]) {
                al.insert(c[1], c[2]);
            }
        }
        // Open addressing like the mnemonic index (the parser asks for an alias on every
        // line whose mnemonic is not a row); length 0 marks an empty slot.
        let size = (al.len() * 2 + 1).next_power_of_two();
        let mut slots = vec!["(0,0,0,0)".to_string(); size];
        for (a, c) in &al {
            let mut h = namehash::fnv1a(a) as usize & (size - 1);
            while slots[h] != "(0,0,0,0)" {
                h = (h + 1) & (size - 1);
            }
            let (ai, ci) = (intern(a), intern(c));
            slots[h] = format!("({},{},{},{})", ai.0, ai.1, ci.0, ci.1);
        }
        writeln!(
            o,
            "static ALIASES{v}: [(u32, u8, u32, u8); {size}] = [{}];",
            list(&slots)
        )
        .unwrap();
        gens.push(format!(
            "Generated {{ raw: &RAW{v}, slots: &SLOTS{v}, name_rows: &NAME_ROWS{v}, opcodes: &OPCODES{v}, op_rows: &OP_ROWS{v}, aliases: &ALIASES{v} }},"
        ));
    }
    writeln!(o, "static STRS: &str = {blob:?};").unwrap();
    writeln!(
        o,
        "static GENERATED: [Generated; 10] = [\n{}\n];",
        gens.join("\n")
    )
    .unwrap();
    write("tables.rs", o);
    let vopd_tsv = read("data/vopd.tsv");
    let vopd = vopd_rows(&vopd_tsv, &defs);
    write("ops.rs", ops(&defs, &sigs, &vopd));
}

/// A row of `data/vopd.tsv`: a VALU mnemonic, how it becomes a GFX11 VOPD component
/// (`as_is`, `vop3`, `fma_as_fmac`), the component and, for `vop3`, the component of the
/// operand-swapped form.
struct VopdRow<'a> {
    line: usize,
    form: &'a str,
    component: &'a str,
    swapped: Option<&'a str>,
}

/// The rows of `data/vopd.tsv` by mnemonic. A row must name a VALU mnemonic of some variant
/// whose rows all have the form's format (`as_is`: VOP1/VOP2, `vop3` and `fma_as_fmac`: VOP3),
/// with its component(s) rows of format VOPD on some variant that has the mnemonic (and the
/// swapped one wherever the first is): a typo or a stale name fails the build with its line
/// number instead of silently mapping nothing.
fn vopd_rows<'a>(tsv: &'a str, defs: &[Vec<Def>; 10]) -> BTreeMap<&'a str, VopdRow<'a>> {
    let mut rows = BTreeMap::new();
    for (n, line) in tsv.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("mnemonic\t") {
            continue;
        }
        let at = format!("data/vopd.tsv:{}", n + 1);
        let c: Vec<&str> = line.split('\t').collect();
        assert!(c.len() == 4, "{at}: expected 4 columns");
        let (formats, swapped): (&[&str], _) = match (c[1], c[3]) {
            ("as_is", "-") => (&["VOP1", "VOP2"], None),
            ("fma_as_fmac", "-") => (&["VOP3"], None),
            ("vop3", s) if s != "-" => (&["VOP3"], Some(s)),
            (f, s) => panic!("{at}: form {f:?} with swapped component {s:?}"),
        };
        let mut found = false;
        for ds in defs {
            let has = |m: &str, f: &[&str]| {
                let mut rows = ds.iter().filter(|d| d.mnemonic == m).peekable();
                let any = rows.peek().is_some();
                if !rows.all(|d| f.contains(&FORMATS[d.format].0)) {
                    panic!("{at}: {m} is not a {} row", f.join("/"));
                }
                any
            };
            // Only GFX11 has VOPD: a variant without the component has no mapping.
            if has(c[0], formats) && has(c[2], &["VOPD"]) {
                found = true;
                if let Some(s) = swapped {
                    assert!(has(s, &["VOPD"]), "{at}: no VOPD row {s:?}");
                }
            }
        }
        assert!(found, "{at}: no variant has both {:?} and {:?}", c[0], c[2]);
        let row = VopdRow {
            line: n + 1,
            form: c[1],
            component: c[2],
            swapped,
        };
        if let Some(old) = rows.insert(c[0], row) {
            panic!("{at}: {} already on line {}", c[0], old.line);
        }
    }
    rows
}

/// Kind bits of a row (`table::kind`), derived from its format, mnemonic and flags: the one
/// place where instruction properties come from names; passes read `Props` instead.
/// `Props::fmods` of a row: bits 0-2, the sources (S0, S1, S2) whose VOP3 NEG/ABS bits are
/// float negate / absolute value of the operand; bits 4-5, that source's float width (1:
/// f16, 2: f32, 3: f64). A VALU row (VOP1/VOP2/VOPC/VOP3, not packed VOP3P) whose source type
/// (the last type of the mnemonic, `v_cvt_<dst>_<src>`) is a float takes them on every
/// source, except rows whose later sources are integers (`ldexp`, `class`, `trig_preop`,
/// `cvt_pk*`: S0 only), rows with a literal operand of their own (`madmk`, `fmaak`, ...),
/// packed dot products and interpolation (none); `v_cndmask_b32` takes f32 ones on S0/S1.
fn float_mods(format: &str, m: &str) -> u8 {
    if !matches!(format, "VOP1" | "VOP2" | "VOPC" | "VOP3") {
        return 0;
    }
    let has = |p: &str| m.contains(p);
    if ["mk_", "ak_", "dot", "interp", "_pk_f", "_pk_b", "pack_"]
        .iter()
        .any(|p| has(p))
    {
        return 0;
    }
    let base = m
        .strip_suffix("_e32")
        .or_else(|| m.strip_suffix("_e64"))
        .unwrap_or(m);
    if base == "v_cndmask_b32" {
        // Its VOP3 NEG/ABS flip / clear bit 31 of the selected dword (GCN3 ISA §6.2, as LLVM
        // folds `select c, fneg x, fabs y` into it on every generation): f32 negate and
        // absolute value on both data sources; the mask (S2) takes none.
        return 0b011 | 2 << 4;
    }
    let width = match base.rsplit('_').next() {
        Some("f16") => 1u8,
        Some("f32") => 2,
        Some("f64") => 3,
        _ => return 0,
    };
    let srcs = if ["ldexp", "class", "trig_preop", "cvt_pk"]
        .iter()
        .any(|p| has(p))
    {
        0b001
    } else {
        0b111
    };
    srcs | width << 4
}

fn kind_bits(format: &str, m: &str, flags: u16) -> u64 {
    let pre = |p: &str| m.starts_with(p);
    let has = |p: &str| m.contains(p);
    let mut k = 0u64;
    let mut set = |bit: u32, c: bool| {
        if c {
            k |= 1 << bit;
        }
    };
    // Bit numbers: see `table::kind`.
    set(0, m == "s_nop");
    set(1, m == "v_nop");
    set(
        2,
        format == "SOPP" && (pre("s_branch") || pre("s_cbranch") || pre("s_setpc")),
    );
    set(3, pre("s_endpgm"));
    set(
        4,
        [
            "v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_",
        ]
        .iter()
        .any(|p| pre(p)),
    );
    set(5, flags & 2 != 0 && pre("v_mfma_"));
    set(6, m == "v_accvgpr_read_b32");
    set(7, m == "v_accvgpr_write_b32");
    set(8, pre("v_accvgpr_"));
    set(9, pre("v_dot"));
    set(10, pre("s_setreg"));
    set(11, pre("s_getreg"));
    set(12, pre("s_rfe"));
    set(13, pre("v_readlane") || pre("v_writelane"));
    set(14, pre("v_div_fmas"));
    set(15, pre("s_sendmsg") || pre("s_ttracedata"));
    set(16, pre("s_movrel"));
    set(17, has("addtid"));
    set(18, has("store") || has("cmpswap_x2"));
    set(19, pre("v_cmpx"));
    set(20, pre("v_permlane"));
    set(21, pre("s_waitcnt_"));
    set(22, m == "s_waitcnt");
    set(23, m == "s_waitcnt_depctr");
    set(24, has("wbinvl1") || has("_inv"));
    set(25, has("_store_") || has("_atomic_"));
    set(26, has("store") || has("atomic"));
    set(27, has("_store"));
    set(28, has("cmpswap_x2"));
    set(29, pre("s_setpc"));
    set(30, m == "s_branch");
    set(31, pre("s_waitcnt") && m != "s_waitcnt_depctr");
    set(32, has("exec"));
    set(33, has("cmpx"));
    set(
        34,
        [
            "movrel",
            "interp",
            "cmpx",
            "writelane",
            "dpp",
            "lds",
            "div_fmas",
            "permlane",
            "mac",
            "dot2c",
        ]
        .iter()
        .any(|x| has(x)),
    );
    set(35, pre("flat_load"));
    set(36, pre("s_sendmsg"));
    set(37, pre("s_waitcnt"));
    set(
        38,
        has("saveexec") || has("wrexec") || pre("s_cbranch_exec"),
    );
    set(
        39,
        [
            "v_cndmask_",
            "v_add_co_ci_",
            "v_sub_co_ci_",
            "v_subrev_co_ci_",
            "v_addc_",
            "v_subb_",
        ]
        .iter()
        .any(|p| pre(p)),
    );
    set(
        40,
        [
            "s_waitcnt",
            "s_sendmsg",
            "s_trap",
            "s_endpgm",
            "s_barrier",
            "s_setpc",
            "s_swappc",
            "s_dcache",
            "s_icache",
            "s_cbranch",
            "s_branch",
            "v_readfirstlane",
            "v_readlane",
            "v_writelane",
        ]
        .iter()
        .any(|p| pre(p)),
    );
    set(41, pre("buffer_load_") || pre("buffer_store_"));
    // Two-address VALU rows: the destination is also read (the addend / accumulator).
    set(
        42,
        format != "VOPD"
            && ["v_fmac_", "v_mac_", "v_pk_fmac_", "v_dot2c_", "v_dot4c_"]
                .iter()
                .any(|p| pre(p)),
    );
    k
}

/// MFMA facts from the mnemonic: (passes, XDL, DGEMM) on `v` (measured against llc-19's
/// wait states: gfx908/gfx90a pass counts are 2 / 8 / 16 for 4x4 / 16x16 / 32x32 shapes
/// (MI100 ISA Table 29), DGEMM 4x4x4f64 4 and 16x16x4f64 8; on gfx94x non-XDL (f32, f64)
/// shapes keep these counts and XDL shapes take 2 (4x4), 4 (16x16 single block),
/// 8 (16x16 four blocks, 32x32 single block), 16 (32x32 two blocks)).
fn mfma_facts(m: &str, v: &str) -> Option<(u32, bool, bool)> {
    let rest = m.strip_prefix("v_mfma_")?;
    let (_, shape) = rest.split_once('_')?;
    let dim: u32 = shape.split('x').next()?.parse().ok()?;
    let dgemm = m.starts_with("v_mfma_f64");
    // gfx94x spells multi-block shapes with a block count (`_4b_`, `_2b_`, `_16b_`); only
    // gfx94x's XDL pass counts depend on it.
    let blocks = if m.contains("_4b_") {
        4
    } else if m.contains("_2b_") {
        2
    } else if m.contains("_16b_") {
        16
    } else {
        1
    };
    if dgemm {
        return Some((if dim == 4 { 4 } else { 8 }, false, true));
    }
    let legacy = match dim {
        4 => 2,
        16 => 8,
        _ => 16,
    };
    if v != "gfx942" {
        return Some((legacy, v == "gfx90a" || v == "gfx908", false));
    }
    let f32_in = m.ends_with("f32") && !m.contains("xf32");
    if f32_in {
        return Some((legacy, false, false));
    }
    let p = match (dim, blocks) {
        (4, _) => 2,
        (16, 1) => 4,
        (16, _) => 8,
        (32, 1) => 8,
        _ => 16,
    };
    Some((p, true, false))
}

/// `$OUT_DIR/ops.rs`: the `Op` enum (every mnemonic of every variant, plus the VALU operation
/// names without their `_e32`/`_e64` encoding suffix), its names, `Op::from_name`, per variant
/// the Op -> row maps (`OP_ROW`, `OP_E32`, `OP_E64`, `u16::MAX` = absent) and per row its Op and
/// properties (the VOPD component from `vopd`, the rows of `data/vopd.tsv`).
fn ops(defs: &[Vec<Def>; 10], sigs: &Sigs, vopd: &BTreeMap<&str, VopdRow>) -> String {
    use std::collections::BTreeSet;
    let mut names: BTreeSet<String> = BTreeSet::new();
    for ds in defs {
        for d in ds {
            names.insert(d.mnemonic.clone());
            for sfx in ["_e32", "_e64"] {
                if let Some(b) = d.mnemonic.strip_suffix(sfx) {
                    names.insert(b.to_string());
                }
            }
        }
    }
    let names: Vec<String> = names.into_iter().collect();
    let n = names.len();
    let mut o = String::from(
        "// generated by isa/build.rs from data/insts.tsv, data/ext.tsv and data/vopd.tsv\n",
    );
    o.push_str(
        "/// A canonical instruction name: a mnemonic of some variant's table, or a VALU operation \
         without its `_e32`/`_e64` suffix (whose encodings `IsaTable::e32`/`e64` find).\n\
         #[allow(non_camel_case_types)]\n#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n#[repr(u16)]\npub enum Op {\n",
    );
    for name in &names {
        writeln!(o, "    {name},").unwrap();
    }
    o.push_str("}\n");
    writeln!(
        o,
        "/// Number of [`Op`]s.\npub const OP_COUNT: usize = {n};"
    )
    .unwrap();
    let mut blob = String::new();
    let mut at = Vec::new();
    for name in &names {
        at.push(format!("({},{})", blob.len(), name.len()));
        blob.push_str(name);
    }
    writeln!(o, "static OP_STRS: &str = {blob:?};").unwrap();
    writeln!(
        o,
        "static OP_NAME_AT: [(u16, u8); {n}] = [{}];",
        at.join(",")
    )
    .unwrap();
    writeln!(
        o,
        "static OP_ALL: [Op; {n}] = [{}];",
        names
            .iter()
            .map(|x| format!("Op::{x}"))
            .collect::<Vec<_>>()
            .join(",")
    )
    .unwrap();
    o.push_str("fn op_from_name(s: &str) -> Option<Op> {\n    Some(match s {\n");
    for name in &names {
        writeln!(o, "        {name:?} => Op::{name},").unwrap();
    }
    o.push_str("        _ => return None,\n    })\n}\n");
    let fmt_is = |d: &Def, f: &[&str]| f.contains(&FORMATS[d.format].0);
    let mut rows = Vec::new();
    let mut e32s = Vec::new();
    let mut e64s = Vec::new();
    for (v, ds) in defs.iter().enumerate() {
        let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, d) in ds.iter().enumerate() {
            by_name.entry(d.mnemonic.as_str()).or_default().push(i);
        }
        let rows_of = |s: &str| by_name.get(s).cloned().unwrap_or_default();
        let enc = |name: &str, sfx: &str, f: &[&str]| -> usize {
            [format!("{name}{sfx}"), name.to_string()]
                .iter()
                .find_map(|c| rows_of(c).into_iter().find(|&r| fmt_is(&ds[r], f)))
                .unwrap_or(u16::MAX as usize)
        };
        let mut r = Vec::new();
        let mut a = Vec::new();
        let mut b = Vec::new();
        for name in &names {
            r.push(
                rows_of(name)
                    .first()
                    .copied()
                    .unwrap_or(u16::MAX as usize)
                    .to_string(),
            );
            a.push(enc(name, "_e32", &["VOP1", "VOP2"]).to_string());
            b.push(enc(name, "_e64", &["VOP3"]).to_string());
        }
        rows.push(format!("[{}]", r.join(",")));
        e32s.push(format!("[{}]", a.join(",")));
        e64s.push(format!("[{}]", b.join(",")));
        // Per-row properties.
        let mut props = Vec::new();
        for (ri, d) in ds.iter().enumerate() {
            let fname = FORMATS[d.format].0;
            let m = d.mnemonic.as_str();
            let kind = kind_bits(fname, m, d.flags);
            let specs = &sigs.list[d.ops];
            let field = |s: &str| {
                let f = s.split("field: SigField::").nth(1).unwrap();
                f.split(',').next().unwrap().trim().to_string()
            };
            let fields: Vec<String> = specs.iter().map(|s| field(s)).collect();
            let s0 = fields.iter().position(|f| f == "S0");
            let store_like =
                matches!(fname, "MUBUF" | "MTBUF") && (m.contains("store") || m.contains("atomic"));
            let mut defs_mask = 0u32;
            let mut roles = 0u32;
            for (i, f) in fields.iter().enumerate() {
                // Role numbers: see `table::Role`.
                let (role, def) = match f.as_str() {
                    "D" => {
                        if m.starts_with("s_setreg") || m.starts_with("s_waitcnt_") || store_like {
                            (if store_like { 7 } else { 4 }, false)
                        } else {
                            (1, true)
                        }
                    }
                    "Sd" => (2, true),
                    "Vcc" => {
                        if s0.is_some_and(|s| i < s) {
                            (2, true)
                        } else {
                            (9, false)
                        }
                    }
                    "S0" => (4, false),
                    "S1" => (5, false),
                    "S2" => (6, false),
                    "A" => (3, false),
                    "Da" | "Db" => (7, false),
                    "R" | "So" | "Sa" | "Offset" => (8, false),
                    _ => (0, false),
                };
                roles |= role << (4 * i);
                if def {
                    defs_mask |= 1 << i;
                }
            }
            let unit = match fname {
                "SOP1" | "SOP2" | "SOPK" | "SOPC" | "SOPP" => "Salu",
                "SMRD" | "SMEM" => "Smem",
                "DS" => "Ds",
                "MUBUF" | "MTBUF" | "FLAT" | "GLOBAL" | "SCRATCH" => "Vmem",
                _ => "Valu",
            };
            // Counters an issue may count on (gfx10+ VS_CNT and gfx6 EXP_CNT are decided by
            // the pass from the generation and the instruction's results).
            let counters = match fname {
                "SMRD" | "SMEM" | "DS" => 2,
                "FLAT" => 3,
                "MUBUF" | "MTBUF" | "GLOBAL" | "SCRATCH" => 1,
                _ => 0,
            };
            // MFMA passes (bits 0-4), XDL (bit 5), DGEMM (bit 6).
            let mfma = match mfma_facts(m, VARIANTS[v].0) {
                Some((p, x, dg)) if d.flags & 2 != 0 => p | u32::from(x) << 5 | u32::from(dg) << 6,
                _ => 0,
            };
            let fmods = float_mods(fname, m);
            // The VOP3 row of the same operation (itself for a VOP3 row), where a VOP1/VOP2/
            // VOPC row must go to take source modifiers.
            let vop3 = match fname {
                "VOP3" => ri,
                "VOP1" | "VOP2" | "VOPC" => {
                    enc(m.strip_suffix("_e32").unwrap_or(m), "_e64", &["VOP3"])
                }
                _ => u16::MAX as usize,
            };
            // The GFX11 VOPD component (`data/vopd.tsv`, checked by `vopd_rows`): rows of this
            // variant's table, where it has them.
            let component = |c: &str| {
                rows_of(c)
                    .into_iter()
                    .find(|&r| FORMATS[ds[r].format].0 == "VOPD")
            };
            let vopd = match vopd.get(m).map(|r| (r, component(r.component))) {
                Some((r, Some(c))) => match (r.form, r.swapped.map(component)) {
                    ("as_is", None) => format!("VopdForm::AsIs({c})"),
                    ("fma_as_fmac", None) => format!("VopdForm::FmaAsFmac({c})"),
                    ("vop3", Some(Some(s))) => {
                        format!("VopdForm::Vop3 {{ same: {c}, swapped: {s} }}")
                    }
                    _ => panic!("data/vopd.tsv:{}: {m} on {}", r.line, VARIANTS[v].0),
                },
                _ => "VopdForm::None".to_string(),
            };
            props.push(format!(
                "Props {{ op: Op::{m}, unit: Unit::{unit}, kind: {kind}, defs: {defs_mask}, roles: {roles}, counters: {counters}, mfma: {mfma}, fmods: {fmods}, vop3: {vop3}, vopd: {vopd} }}"
            ));
        }
        writeln!(
            o,
            "static PROPS{v}: [Props; {}] = [{}];",
            props.len(),
            props.join(",")
        )
        .unwrap();
    }
    writeln!(o, "static OP_ROW: [[u16; {n}]; 10] = [{}];", rows.join(",")).unwrap();
    writeln!(o, "static OP_E32: [[u16; {n}]; 10] = [{}];", e32s.join(",")).unwrap();
    writeln!(o, "static OP_E64: [[u16; {n}]; 10] = [{}];", e64s.join(",")).unwrap();
    let p: Vec<String> = (0..10).map(|v| format!("&PROPS{v}")).collect();
    writeln!(o, "static PROPS: [&[Props]; 10] = [{}];", p.join(",")).unwrap();
    o
}

/// `static ROWS: [Row; N]` of `src/cachectl.rs` from `data/cachectl.tsv`.
fn cachectl(tsv: &str) -> String {
    let mut o = String::from("// generated by isa/build.rs from data/cachectl.tsv\n");
    let mut rows = Vec::new();
    for (n, line) in tsv.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("variant\t") {
            continue;
        }
        let c: Vec<&str> = line.split('\t').collect();
        assert!(
            c.len() == 4,
            "data/cachectl.tsv:{}: expected 4 columns",
            n + 1
        );
        assert!(
            VARIANTS.iter().any(|v| v.0 == c[0]),
            "data/cachectl.tsv:{}: unknown variant {:?}",
            n + 1,
            c[0]
        );
        let mods: Vec<&str> = c[2].split(',').filter(|x| *x != "-").collect();
        let ignored = if c[3] == "-" {
            0
        } else {
            u64::from_str_radix(c[3].trim_start_matches("0x"), 16)
                .unwrap_or_else(|_| panic!("data/cachectl.tsv:{}: bad mask {:?}", n + 1, c[3]))
        };
        rows.push(format!(
            "Row {{ variant: {:?}, mnemonic: {:?}, modifiers: &{mods:?}, ignored: {ignored:#x} }},",
            c[0], c[1]
        ));
    }
    writeln!(
        o,
        "static ROWS: [Row; {}] = [\n{}\n];",
        rows.len(),
        rows.join("\n")
    )
    .unwrap();
    o
}

/// `fp64_source` of `src/constraints.rs` from `data/lit64.tsv`.
fn lit64(tsv: &str) -> String {
    let mut arms = Vec::new();
    for (n, line) in tsv.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("variant\t") {
            continue;
        }
        let c: Vec<&str> = line.split('\t').collect();
        assert!(c.len() == 3, "data/lit64.tsv:{}: expected 3 columns", n + 1);
        let f = match c[2] {
            "S0" => 0,
            "S1" => 1,
            "S2" => 2,
            x => panic!("data/lit64.tsv:{}: bad field {x:?}", n + 1),
        };
        arms.push(format!("({:?}, {:?}, {f})", c[0], c[1]));
    }
    format!(
        "/// True when source `field` (0-2) of the row is a 64-bit floating-point operand: a\n/// non-inline float there is its double's high dword (data/lit64.tsv).\npub fn fp64_source(variant: &str, mnemonic: &str, field: u8) -> bool {{\n    matches!((variant, mnemonic, field), {})\n}}\n",
        if arms.is_empty() { "(\"\", \"-\", _)".to_string() } else { arms.join(" | ") }
    )
}

/// `static ROWS: [Row; N]` of `src/constraints.rs` from `data/constraints.tsv`.
fn constraints(tsv: &str) -> String {
    let mut o = String::from("// generated by isa/build.rs from data/constraints.tsv\n");
    let mut rows = Vec::new();
    for (n, line) in tsv.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("kind\t") {
            continue;
        }
        let c: Vec<&str> = line.split('\t').collect();
        assert!(
            c.len() == 4,
            "data/constraints.tsv:{}: expected 4 columns",
            n + 1
        );
        let kind = match c[0] {
            "const_bus" => "ConstBus",
            "implicit" => "Implicit",
            "needs_gds" => "NeedsGds",
            "no_offset" => "NoOffset",
            "sdwa_dword" => "SdwaDword",
            "vgpr_src0" => "VgprSrc0",
            "sgpr_src0" => "SgprSrc0",
            "lit16" => "Lit16",
            "null_dst" => "NullDst",
            "mai_srcc" => "MaiSrcC",
            "vgpr_const_src0" => "VgprConstSrc0",
            "no_clamp" => "NoClamp",
            "no_omod" => "NoOmod",
            "no_opsel" => "NoOpSel",
            "opsel_bits" => "OpSelBits",
            "opsel_map" => "OpSelMap",
            "sdwa_no_dst" => "SdwaNoDst",
            "bus_free" => "BusFree",
            "no_e64" => "NoE64",
            k => panic!("data/constraints.tsv:{}: unknown kind {k:?}", n + 1),
        };
        let variants: Vec<&str> = c[1].split(',').collect();
        for v in &variants {
            assert!(
                *v == "*" || VARIANTS.iter().any(|x| x.0 == *v),
                "data/constraints.tsv:{}: unknown variant {v:?}",
                n + 1
            );
        }
        let mnemonics: Vec<&str> = c[2].split(',').collect();
        rows.push(format!(
            "Row {{ kind: Kind::{kind}, variants: &{variants:?}, mnemonics: &{mnemonics:?}, value: {:?} }},",
            c[3]
        ));
    }
    writeln!(
        o,
        "static ROWS: [Row; {}] = [\n{}\n];",
        rows.len(),
        rows.join("\n")
    )
    .unwrap();
    o
}

/// Lookup functions of `src/simm.rs` from `data/simm_names.tsv`: `match` arms on (variant
/// index, value) and (variant index, name), which compile to code with no data relocations.
/// A `!` suffix marks a name llvm-mc-19 parses but never prints on that variant; `+s` marks a
/// message operation printed with a stream id.
fn simm_names(tsv: &str) -> String {
    // (name, value, printed, stream) per kind, per variant.
    let mut hw: Vec<(usize, String, u32, bool)> = Vec::new();
    let mut msg: Vec<(usize, String, u32, bool)> = Vec::new();
    let mut ops: Vec<(usize, String, u32, u32, bool, bool)> = Vec::new();
    for (n, line) in tsv.lines().enumerate().skip(2) {
        let c: Vec<&str> = line.split('\t').collect();
        assert!(
            c.len() == 12,
            "data/simm_names.tsv:{}: expected 12 columns",
            n + 1
        );
        let cells = c[2..].iter().enumerate().filter(|(_, x)| **x != "-");
        // A cell may name one value several ways (printed name first, then parse-only ones).
        for (v, cell) in cells.flat_map(|(v, x)| x.split(' ').map(move |t| (v, t))) {
            let (cell, printed) = match cell.strip_suffix('!') {
                Some(x) => (x, false),
                None => (cell, true),
            };
            let bad = || -> ! { panic!("data/simm_names.tsv:{}: bad key {:?}", n + 1, c[1]) };
            match c[0] {
                "hwreg" => hw.push((
                    v,
                    cell.into(),
                    c[1].parse().unwrap_or_else(|_| bad()),
                    printed,
                )),
                "msg" => msg.push((
                    v,
                    cell.into(),
                    c[1].parse().unwrap_or_else(|_| bad()),
                    printed,
                )),
                "msgop" => {
                    let (m, o) = c[1].split_once('.').unwrap_or_else(|| bad());
                    let (name, stream) = match cell.strip_suffix("+s") {
                        Some(x) => (x, true),
                        None => (cell, false),
                    };
                    ops.push((
                        v,
                        name.into(),
                        m.parse().unwrap_or_else(|_| bad()),
                        o.parse().unwrap_or_else(|_| bad()),
                        printed,
                        stream,
                    ));
                }
                k => panic!("data/simm_names.tsv:{}: unknown kind {k:?}", n + 1),
            }
        }
    }
    let mut o = String::from("// generated by isa/build.rs from data/simm_names.tsv\n");
    for (kind, rows) in [("hwreg", &hw), ("msg", &msg)] {
        o.push_str(&format!(
            "/// Printed {kind} name of a value on a variant.\nfn {kind}_name(v: usize, x: u32) -> Option<&'static str> {{\n    match (v, x) {{\n"
        ));
        for (v, name, x, printed) in rows.iter() {
            if *printed {
                o.push_str(&format!("        ({v}, {x}) => Some({name:?}),\n"));
            }
        }
        o.push_str("        _ => None,\n    }\n}\n");
        o.push_str(&format!(
            "/// Value of a {kind} name llvm-mc-19 accepts on a variant.\nfn {kind}_value(v: usize, name: &str) -> Option<u32> {{\n    match (v, name) {{\n"
        ));
        for (v, name, x, _) in rows.iter() {
            o.push_str(&format!("        ({v}, {name:?}) => Some({x}),\n"));
        }
        o.push_str("        _ => None,\n    }\n}\n");
        let mut all: Vec<&str> = rows.iter().map(|r| r.1.as_str()).collect();
        all.sort();
        all.dedup();
        o.push_str(&format!(
            "/// True when some variant knows the {kind} name.\nfn {kind}_known(name: &str) -> bool {{\n    matches!(name, {})\n}}\n",
            all.iter().map(|n| format!("{n:?}")).collect::<Vec<_>>().join(" | ")
        ));
    }
    o.push_str("/// Printed name of a message operation and whether a stream id follows it.\nfn msg_op_name(v: usize, m: u32, op: u32) -> Option<(&'static str, bool)> {\n    match (v, m, op) {\n");
    for (v, name, m, op, printed, stream) in &ops {
        if *printed {
            o.push_str(&format!(
                "        ({v}, {m}, {op}) => Some(({name:?}, {stream})),\n"
            ));
        }
    }
    o.push_str("        _ => None,\n    }\n}\n");
    o.push_str("/// An operation name llvm-mc-19 accepts for a message on a variant: its value and whether it\n/// takes a stream id.\nfn msg_op_value(v: usize, m: u32, name: &str) -> Option<(u32, bool)> {\n    match (v, m, name) {\n");
    for (v, name, m, op, _, stream) in &ops {
        o.push_str(&format!(
            "        ({v}, {m}, {name:?}) => Some(({op}, {stream})),\n"
        ));
    }
    o.push_str("        _ => None,\n    }\n}\n");
    o.push_str("/// True when the message takes an operation on the variant.\nfn msg_has_ops(v: usize, m: u32) -> bool {\n    matches!((v, m), ");
    let mut keys: Vec<String> = ops.iter().map(|r| format!("({}, {})", r.0, r.2)).collect();
    keys.sort();
    keys.dedup();
    o.push_str(&keys.join(" | "));
    o.push_str(")\n}\n");
    o.push_str("/// True when some variant knows the operation name for the message.\nfn msg_op_known(m: u32, name: &str) -> bool {\n    matches!((m, name), ");
    let mut keys: Vec<String> = ops
        .iter()
        .map(|r| format!("({}, {:?})", r.2, r.1))
        .collect();
    keys.sort();
    keys.dedup();
    o.push_str(&keys.join(" | "));
    o.push_str(")\n}\n");
    o
}

/// `mubuf_lds_ok` / `mubuf_tfe_ok` of `src/constraints.rs` from `data/mubuf_mods.tsv`.
fn mubuf_mods(tsv: &str) -> String {
    let mut o = String::from("// generated by isa/build.rs from data/mubuf_mods.tsv\n");
    for kind in ["lds", "tfe"] {
        let mut arms = Vec::new();
        for (n, line) in tsv.lines().enumerate().skip(2) {
            let c: Vec<&str> = line.split('\t').collect();
            assert!(
                c.len() == 3,
                "data/mubuf_mods.tsv:{}: expected 3 columns",
                n + 1
            );
            assert!(
                c[0] == "lds" || c[0] == "tfe",
                "data/mubuf_mods.tsv:{}: unknown kind",
                n + 1
            );
            if c[0] != kind || c[2] == "-" {
                continue;
            }
            for v in c[2].split(',') {
                let i = VARIANTS.iter().position(|x| x.0 == v).unwrap_or_else(|| {
                    panic!("data/mubuf_mods.tsv:{}: unknown variant {v:?}", n + 1)
                });
                arms.push(format!("({i}, {:?})", c[1]));
            }
        }
        arms.sort();
        writeln!(
            o,
            "/// True when llvm-mc-19 accepts `{kind}` on the MUBUF row on the variant.\npub fn mubuf_{kind}_ok(v: IsaVariant, mnemonic: &str) -> bool {{\n    matches!((v.index(), mnemonic), {})\n}}",
            if arms.is_empty() { "(usize::MAX, \"\")".to_string() } else { arms.join(" | ") }
        )
        .unwrap();
    }
    o
}

/// `unavailable` and `AVAILABILITY_MEASURED` of `src/table.rs` from `data/availability.tsv`.
///
/// A row `processor  mnemonic` says the processor lacks every row of that mnemonic; a row with a
/// third column `operands` (a signature of `data/insts.tsv`) only the row with that signature
/// (gfx810's packed D16 rows and gfx803's unpacked ones share mnemonic and opcode).
fn availability(tsv: &str, sig_offset: impl Fn(&str) -> Option<usize>) -> String {
    let mut o = String::from("// generated by isa/build.rs from data/availability.tsv\n");
    let measured: Vec<&str> = tsv
        .lines()
        .find_map(|l| l.strip_prefix("# processors: "))
        .expect("data/availability.tsv: no `# processors:` line")
        .split_whitespace()
        .collect();
    let mut arms = Vec::new();
    for (n, line) in tsv.lines().enumerate() {
        if line.starts_with('#') || line.starts_with("processor\t") {
            continue;
        }
        let c: Vec<&str> = line.split('\t').collect();
        assert!(
            c.len() == 2 || c.len() == 3,
            "data/availability.tsv:{}: expected 2 or 3 columns",
            n + 1
        );
        assert!(
            measured.contains(&c[0]),
            "data/availability.tsv:{}: {} not measured",
            n + 1,
            c[0]
        );
        let sig = match c.get(2) {
            None => "_".to_string(),
            Some(sig) => sig_offset(sig)
                .unwrap_or_else(|| {
                    panic!("data/availability.tsv:{}: unknown operands {sig:?}", n + 1)
                })
                .to_string(),
        };
        arms.push(format!("({:?}, {:?}, {sig})", c[0], c[1]));
    }
    writeln!(
        o,
        "/// Processors whose availability was measured (the non-reference members of a family).\npub const AVAILABILITY_MEASURED: &[&str] = &{measured:?};"
    )
    .unwrap();
    writeln!(
        o,
        "/// True when llvm-mc-19 rejects the row (mnemonic, signature start in `OPSPECS`) on the\n/// processor although its family's table has it.\npub fn unavailable(processor: &str, mnemonic: &str, sig: u16) -> bool {{\n    matches!((processor, mnemonic, sig), {})\n}}",
        if arms.is_empty() { "(\"\", \"-\", _)".to_string() } else { arms.join(" | ") }
    )
    .unwrap();
    o
}

/// Lookup functions of `src/mtbuf.rs` from `data/mtbuf_formats.tsv` (families 0 = gfx6/7,
/// 1 = gfx8/9, 2 = gfx10, 3 = gfx11). GFX10+ also accept the GFX8/9 dfmt/nfmt names in the
/// pairs listed by `split` rows, which map to a unified format.
fn mtbuf_formats(tsv: &str) -> String {
    let fam = |s: &str, n: usize| match s {
        "gfx6" => 0,
        "gfx8" => 1,
        "gfx10" => 2,
        "gfx11" => 3,
        _ => panic!("data/mtbuf_formats.tsv:{n}: unknown family {s:?}"),
    };
    let mut print: Vec<(usize, u8, String)> = Vec::new();
    let mut names: BTreeMap<(&str, usize, String), u8> = BTreeMap::new();
    let mut splits: Vec<(usize, u8, String)> = Vec::new();
    for (n, line) in tsv.lines().enumerate().skip(2) {
        let c: Vec<&str> = line.split('\t').collect();
        assert!(
            c.len() == 4,
            "data/mtbuf_formats.tsv:{}: expected 4 columns",
            n + 1
        );
        let f = fam(c[1], n + 1);
        let v: u8 = c[2]
            .parse()
            .unwrap_or_else(|_| panic!("data/mtbuf_formats.tsv:{}: bad value", n + 1));
        match c[0] {
            "print" => {
                assert!(v < 128, "data/mtbuf_formats.tsv:{}: value over 127", n + 1);
                if c[3] != "-" {
                    print.push((f, v, c[3].to_string()));
                }
            }
            "dfmt" => {
                names.insert(("dfmt", f, c[3].to_string()), v);
            }
            "nfmt" => {
                names.insert(("nfmt", f, c[3].to_string()), v);
            }
            "ufmt" => {
                names.insert(("ufmt", f, c[3].to_string()), v);
            }
            "split" => splits.push((f, v, c[3].to_string())),
            k => panic!("data/mtbuf_formats.tsv:{}: unknown kind {k:?}", n + 1),
        }
    }
    let mut split_arms = Vec::new();
    for (f, v, pair) in &splits {
        let (d, nf) = pair.split_once(',').expect("split pair D,N");
        let dv = names.get(&("dfmt", 1, d.to_string())).copied();
        let nv = names.get(&("nfmt", 1, nf.to_string())).copied();
        if let (Some(dv), Some(nv)) = (dv, nv) {
            split_arms.push(format!("({f}, {dv}, {nv}) => Some({v}),"));
            names.insert(("dfmt", *f, d.to_string()), dv);
            names.insert(("nfmt", *f, nf.to_string()), nv);
        }
    }
    let mut o = String::from("// generated by isa/build.rs from data/mtbuf_formats.tsv\n");
    o.push_str("/// The text llvm-mc-19 prints after `format:` (None: the default, not printed).\nfn print_text(fam: usize, v: u8) -> Option<&'static str> {\n    match (fam, v) {\n");
    for (f, v, t) in &print {
        writeln!(o, "        ({f}, {v}) => Some({t:?}),").unwrap();
    }
    o.push_str("        _ => None,\n    }\n}\n");
    for kind in ["dfmt", "nfmt", "ufmt"] {
        writeln!(o, "/// Value of a {kind} name in a family.\nfn {kind}(fam: usize, name: &str) -> Option<u8> {{\n    match (fam, name) {{").unwrap();
        for ((k, f, name), v) in &names {
            if *k == kind {
                writeln!(o, "        ({f}, {name:?}) => Some({v}),").unwrap();
            }
        }
        o.push_str("        _ => None,\n    }\n}\n");
    }
    o.push_str("/// GFX10+: the unified format of a (dfmt, nfmt) pair.\nfn split(fam: usize, d: u8, n: u8) -> Option<u8> {\n    match (fam, d, n) {\n");
    for a in &split_arms {
        writeln!(o, "        {a}").unwrap();
    }
    o.push_str("        _ => None,\n    }\n}\n");
    o
}
