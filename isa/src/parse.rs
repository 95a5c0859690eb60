//! Parser: one line of LLVM-syntax assembly to an [`Inst`].
//!
//! Guarantees: the mnemonic is resolved through the table (exact name, then the variant's
//! accepted aliases, then the `_e32`/`_e64` forms in that order, as llvm-mc-19 prefers the
//! 32-bit encoding); operands are checked against the row's signature (register class, tuple
//! width and alignment, immediate ranges) and then encoded once, so an accepted line always
//! encodes. Errors carry the byte column of the offending text within the line.

use crate::inst::{field_of, generation, is_src_field, mask_width, Inst, Mods};
use crate::processors::{Generation, IsaVariant, Target};
use crate::regs::{check_alignment, parse_reg, Operand, Reg, RegFile, FLOAT_CONSTS};
use crate::simm;
use crate::table::{flag, table, Ext, Format, InstDef, IsaTable, RegClass, SigField};
use smallvec::SmallVec;

/// A parse error: column (0-based byte offset in the line) and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub col: usize,
    pub msg: String,
}

fn err(col: usize, msg: impl Into<String>) -> ParseError {
    ParseError {
        col,
        msg: msg.into(),
    }
}

/// A piece of text with its column.
#[derive(Clone, Copy, Debug)]
struct Piece<'a> {
    s: &'a str,
    col: usize,
}

/// Split at top-level commas (outside () and []).
fn split_commas(s: &str, base: usize) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(trim_piece(&s[start..i], base + start));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(trim_piece(&s[start..], base + start));
    out
}

fn trim_piece(s: &str, col: usize) -> Piece<'_> {
    let lead = s.len() - s.trim_start().len();
    Piece {
        s: s.trim(),
        col: col + lead,
    }
}

/// Split at top-level whitespace.
fn split_ws(p: Piece<'_>) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start: Option<usize> = None;
    for (i, c) in p.s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ => {}
        }
        if c.is_whitespace() && depth == 0 {
            if let Some(st) = start.take() {
                out.push(Piece {
                    s: &p.s[st..i],
                    col: p.col + st,
                });
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        out.push(Piece {
            s: &p.s[st..],
            col: p.col + st,
        });
    }
    out
}

const MOD_WORDS: &[&str] = &[
    "glc", "slc", "dlc", "sc0", "sc1", "nt", "gds", "offen", "idxen", "addr64", "lds", "tfe",
    "clamp",
];

fn is_modifier(s: &str) -> bool {
    MOD_WORDS.contains(&s)
        || s.split_once(':').is_some_and(|(k, _)| {
            matches!(
                k,
                "offset"
                    | "format"
                    | "offset0"
                    | "offset1"
                    | "mul"
                    | "div"
                    | "op_sel"
                    | "op_sel_hi"
                    | "neg_lo"
                    | "neg_hi"
                    | "cbsz"
                    | "abid"
                    | "blgp"
            )
        })
}

/// Candidate rows for a mnemonic, in preference order.
fn candidates(t: &IsaTable, mn: &str) -> SmallVec<[u32; 4]> {
    let mut out: SmallVec<[u32; 4]> = SmallVec::new();
    out.extend_from_slice(t.by_name(mn));
    if let Some(a) = t.alias(mn) {
        out.extend_from_slice(t.by_name(a));
        // An alias of a row with both encodings names its base (`v_mul_legacy_f32` on
        // GFX11 is `v_mul_dx9_zero_f32`): the `_e32` rows first, as for the name itself.
        if !a.ends_with("_e32") && !a.ends_with("_e64") {
            for suf in ["_e32", "_e64"] {
                out.extend_from_slice(t.by_name(&format!("{a}{suf}")));
            }
        }
    }
    if !mn.ends_with("_e32") && !mn.ends_with("_e64") {
        for suf in ["_e32", "_e64"] {
            let n = format!("{mn}{suf}");
            out.extend_from_slice(t.by_name(&n));
            if let Some(a) = t.alias(&n) {
                out.extend_from_slice(t.by_name(a));
            }
        }
    }
    // A forced-encoding suffix on a name the table knows only without it: on a row whose
    // table name has none (`v_nop_e64`, `v_clrexcp_e64`: the VOP3 rows of operand-less VOP1
    // instructions are named like the VOP1 ones), the base name's rows of that encoding; on
    // an alias (`v_add_co_u32_e64` on GFX6/7, `v_cmp_tru_f16_e64` on GFX11, the GFX90A MFMA
    // names on GFX940), its canonical name's rows of that encoding, whether that name takes
    // the suffix (`v_add_i32_e64`) or not (`v_mfma_f32_16x16x16_bf16`). llvm-mc-19 accepts
    // all of them (isa/tests/probes/e64.s probes every `_e64` spelling on every processor).
    if out.is_empty() {
        let forced = [
            ("_e64", &[Format::Vop3, Format::Vop3p][..]),
            ("_e32", &[Format::Vop1, Format::Vop2, Format::Vopc][..]),
        ];
        for (suf, formats) in forced {
            let Some(base) = mn.strip_suffix(suf) else {
                continue;
            };
            let canonical = t.alias(base);
            let suffixed = canonical.map(|a| format!("{a}{suf}"));
            for name in [Some(base), canonical, suffixed.as_deref()]
                .into_iter()
                .flatten()
            {
                for &i in t.by_name(name) {
                    if formats.contains(&t.def(i).format) && !out.contains(&i) {
                        out.push(i);
                    }
                }
            }
        }
    }
    out
}

/// Parse one instruction (no label, no comment). `col0` is the column of `text` in its line.
pub fn parse_inst(text: &str, target: &Target, col0: usize) -> Result<Inst, ParseError> {
    let v = target.processor.isa;
    let t = table(v);
    let text = text.trim_end();
    if text.contains("::") {
        return crate::vopd::parse(text, target, col0);
    }
    let mn_end = text.find(char::is_whitespace).unwrap_or(text.len());
    let mut mn = &text[..mn_end];
    let rest = &text[mn_end..];
    let mut hint = Ext::None;
    let mut cands = candidates(t, mn);
    // `_e64` on a row llvm-mc-19 takes only without it (data/constraints.tsv `no_e64`:
    // `v_readlane_b32_e64`, `v_writelane_b32_e64`, VOP3 rows on GFX8+ all the same).
    if mn.ends_with("_e64") && crate::constraints::has(crate::constraints::Kind::NoE64, v, mn) {
        return Err(err(
            col0,
            "e64 variant of this instruction is not supported",
        ));
    }
    if cands.is_empty() {
        for (suf, e) in [("_sdwa", Ext::Sdwa), ("_dpp", Ext::Dpp)] {
            if let Some(base) = mn.strip_suffix(suf) {
                // `_e64_dpp`: the GFX11 VOP3 DPP form of a VOP3 row (`v_fma_f32_e64_dpp` is
                // the row `v_fma_f32`); otherwise the VOP1/VOP2/VOPC row's.
                let e64 = e == Ext::Dpp && base.ends_with("_e64");
                let mut c: SmallVec<[u32; 4]> = candidates(t, base);
                if e64 {
                    c.extend(candidates(t, &base[..base.len() - 4]));
                }
                let c: SmallVec<[u32; 4]> = c
                    .into_iter()
                    .filter(|&i| {
                        let d = t.def(i);
                        if e64 {
                            matches!(d.format, Format::Vop3 | Format::Vop3p)
                        } else {
                            matches!(d.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
                        }
                    })
                    .collect();
                if !c.is_empty() {
                    if !c.iter().any(|&i| {
                        let d = t.def(i);
                        d.ext_name(e).is_some() || e == Ext::Dpp && d.ext_name(Ext::Dpp8).is_some()
                    }) {
                        let w = match e {
                            Ext::Sdwa => "sdwa",
                            _ if e64 => "e64_dpp",
                            _ => "dpp",
                        };
                        return Err(err(
                            col0,
                            format!("{w} variant of this instruction is not supported"),
                        ));
                    }
                    cands = c;
                    hint = e;
                    mn = base;
                }
            }
        }
    }
    if cands.is_empty() {
        if IsaTable::known_anywhere(mn) {
            return Err(err(col0, "instruction not supported on this GPU"));
        }
        return Err(err(col0, "invalid instruction"));
    }
    // Rows the family's table has but this processor lacks (data/availability.tsv).
    let pname = target.processor.name;
    let (avail, lacking): (SmallVec<[u32; 4]>, SmallVec<[u32; 4]>) = cands
        .into_iter()
        .partition(|&i| crate::table::available(pname, t.def(i)));
    if avail.is_empty() {
        return Err(err(col0, "instruction not supported on this GPU"));
    }
    let cands = avail;
    // A mnemonic written without `_e32`/`_e64`/`_dpp`/`_sdwa`: llvm-mc-19 takes DPP controls
    // on its VOP3 rows too (GFX11 `v_fma_f32 ... quad_perm:...`, and `v_cmp_f_f16 vcc_lo, v2,
    // v4 clamp dpp8:[...]`, which it promotes to the `_e64_dpp` form).
    let bare = hint == Ext::None && !mn.ends_with("_e32") && !mn.ends_with("_e64");
    let mut first_err: Option<ParseError> = None;
    for &di in &cands {
        match parse_with(t.def(di), di, rest, col0 + mn_end, target, hint, bare) {
            Ok(i) => return Ok(i),
            Err(e) => {
                if first_err.is_none() {
                    first_err = Some(e);
                }
            }
        }
    }
    // The operands fit a row of the family that this processor lacks (gfx803's unpacked and
    // gfx810's packed D16 rows): llvm-mc-19 says so at the mnemonic.
    if lacking
        .iter()
        .any(|&di| parse_with(t.def(di), di, rest, col0 + mn_end, target, hint, bare).is_ok())
    {
        return Err(err(col0, "operands are not valid for this GPU or mode"));
    }
    Err(first_err.unwrap_or_else(|| err(col0, "invalid operand for instruction")))
}

fn parse_with(
    d: &InstDef,
    di: u32,
    rest: &str,
    col: usize,
    target: &Target,
    hint: Ext,
    bare: bool,
) -> Result<Inst, ParseError> {
    let v = target.processor.isa;
    let g = generation(v);
    let wave64 = target.wave_size() == 64;
    // Operand and modifier pieces.
    let mut ops: Vec<Piece> = Vec::new();
    let mut mods: Vec<Piece> = Vec::new();
    let whole = trim_piece(rest, col);
    let single_special = d.ops.len() == 1
        && matches!(
            d.ops[0].field,
            SigField::Waitcnt | SigField::Delay | SigField::Depctr
        );
    if whole.s.is_empty() {
    } else if single_special {
        ops.push(whole);
    } else {
        let mut chunks = split_commas(whole.s, whole.col);
        let last = chunks.pop().unwrap_or(whole);
        let toks = split_ws(last);
        ops.extend(chunks);
        let mut it = toks.into_iter();
        if let Some(first) = it.next() {
            if is_modifier(first.s) && ops.is_empty() {
                mods.push(first);
            } else {
                ops.push(first);
            }
        }
        mods.extend(it);
    }
    let mut m = Mods {
        op_sel_hi: 7,
        ..Mods::default()
    };
    // Extended forms (SDWA/DPP/DPP8): from the mnemonic suffix or from their modifier words
    // (GFX11 VOP3 DPP from the `_e64_dpp` suffix or, on a mnemonic written without a suffix,
    // from the words, as llvm-mc-19 does; an `_e64` mnemonic has no DPP form).
    if matches!(d.format, Format::Vop1 | Format::Vop2 | Format::Vopc)
        || matches!(d.format, Format::Vop3 | Format::Vop3p) && (hint != Ext::None || bare)
    {
        let mut e = hint;
        if e == Ext::None {
            e = mods
                .iter()
                .map(|p| crate::ext::ext_of_modifier(p.s))
                .find(|e| *e != Ext::None)
                .unwrap_or(Ext::None);
        }
        if e == Ext::Dpp && mods.iter().any(|p| p.s.starts_with("dpp8:")) {
            e = Ext::Dpp8;
        }
        if e != Ext::None {
            if d.ext_name(e).is_none() {
                let w = if e == Ext::Sdwa { "sdwa" } else { "dpp" };
                return Err(err(
                    col,
                    format!("{w} variant of this instruction is not supported"),
                ));
            }
            crate::ext::defaults_for(&mut m, e, d, v);
        }
    }
    // MTBUF: `format:` defaults to dfmt 1 / BUF_FMT_8_UNORM and must be the first modifier.
    if d.format == Format::Mtbuf {
        m.format = crate::mtbuf::DEFAULT_FORMAT;
        if let Some(p) = mods.iter().skip(1).find(|p| p.s.starts_with("format:")) {
            return Err(err(p.col, "not a valid operand."));
        }
    }
    // Modifiers first: they decide operand widths (MUBUF vaddr) and returns (atomics).
    let mut op_sel_hi_set = false;
    let mut controls_seen = false;
    for p in &mods {
        if m.ext != Ext::None && crate::ext::is_ext_modifier(p.s) {
            crate::ext::parse_modifier(p.s, v, &mut m).map_err(|e| err(p.col, e))?;
            controls_seen = true;
            continue;
        }
        // The instruction's own modifiers (clamp, omod, op_sel, neg, ...) precede the
        // SDWA/DPP/DPP8 controls: llvm-mc-19 rejects every one after the first control, on
        // every processor and row (tools/sweep_modifiers.py, `rejected/modifiers.txt`).
        if controls_seen {
            return Err(err(p.col, "invalid operand for instruction"));
        }
        parse_modifier(p, &mut m, d, v, &mut op_sel_hi_set)?;
    }
    // Modifiers the row does not take in this form (data/constraints.tsv `no_clamp` /
    // `no_omod` / `no_opsel`, measured with llvm-mc-19 per processor by tools/sweep_modifiers.py).
    for (kind, on, words) in [
        (crate::constraints::Kind::NoClamp, m.clamp, &["clamp"][..]),
        (
            crate::constraints::Kind::NoOmod,
            m.omod != 0,
            &["mul:", "div:"][..],
        ),
        (
            crate::constraints::Kind::NoOpSel,
            mods.iter().any(|p| p.s.starts_with("op_sel:")),
            &["op_sel:"][..],
        ),
    ] {
        if on && crate::constraints::modifier_rejected(kind, v, d.mnemonic, m.ext) {
            let c = mods
                .iter()
                .find(|p| words.iter().any(|w| p.s.starts_with(w)))
                .map_or(col, |p| p.col);
            return Err(err(c, "invalid operand for instruction"));
        }
    }
    // OPSEL bits the row does not take (data/constraints.tsv `opsel_bits`).
    if let Some(p) = mods.iter().find(|p| p.s.starts_with("op_sel:")) {
        if crate::constraints::opsel_bits(v, d.mnemonic, m.ext).is_some_and(|k| m.op_sel & !k != 0)
        {
            return Err(err(p.col, "invalid op_sel operand"));
        }
        // List elements to OPSEL bits as llvm-mc-19 maps them (data/constraints.tsv
        // `opsel_map`): `v_pack_b32_f16 ... op_sel:[0,0,1]` is the destination's bit 3.
        if let Some(map) = crate::constraints::opsel_map(v, d.mnemonic, m.ext) {
            let raw = m.op_sel;
            m.op_sel = (0..4)
                .filter(|&i| raw & (1 << i) != 0)
                .filter_map(|i| map[i])
                .fold(0, |acc, b| acc | (1 << b));
        }
    }
    // MUBUF `lds` / `tfe` (data/mubuf_mods.tsv, measured with llvm-mc-19): the LDS-DMA form
    // has no vdata operand (a placeholder `off` stands for it), `tfe` widens vdata by one.
    if d.format == Format::Mubuf && (m.lds || m.tfe) {
        let word = if m.lds { "lds" } else { "tfe" };
        let ok = if m.lds {
            crate::constraints::mubuf_lds_ok(v, d.mnemonic) && !m.tfe
        } else {
            crate::constraints::mubuf_tfe_ok(v, d.mnemonic)
        };
        let c = mods.iter().find(|p| p.s == word).map_or(col, |p| p.col);
        if !ok {
            return Err(err(c, "invalid operand for instruction"));
        }
        if m.lds {
            if let Some(i) = d.find(SigField::D) {
                if ops.len() + 1 != d.ops.len() {
                    return Err(err(c, "invalid operand for instruction"));
                }
                ops.insert(i, Piece { s: "off", col });
            }
        }
    }
    let mut ret: Option<Reg> = None;
    let sig_len = d.ops.len();
    let mut op_pieces = &ops[..];
    if op_pieces.len() == sig_len + 1 && d.format.is_flat_family() && d.has(flag::ATOMIC) {
        let p = op_pieces[0];
        let r = parse_reg(p.s, g)
            .map_err(|e| err(p.col, e))?
            .ok_or_else(|| err(p.col, "invalid operand for instruction"))?;
        if !matches!(r.file, RegFile::Vgpr | RegFile::Agpr) {
            return Err(err(p.col, "invalid operand for instruction"));
        }
        if !m.glc {
            return Err(err(p.col, "instruction must use glc"));
        }
        check_alignment(&r, target.processor.needs_aligned_vgpr_tuples())
            .map_err(|e| err(p.col, e))?;
        ret = Some(r);
        op_pieces = &op_pieces[1..];
    }
    // VOPC without SDWA: llvm-mc-19 takes the implicit VCC destination left out
    // (`v_cmp_eq_f32_e32 v2, v4` is `v_cmp_eq_f32_e32 vcc, v2, v4`) on every generation and
    // wave size (isa/tests/probes/vopc_vcc).
    let vcc_piece;
    if op_pieces.len() + 1 == sig_len
        && d.format == Format::Vopc
        && m.ext != Ext::Sdwa
        && d.ops.first().map(|o| o.field) == Some(SigField::Vcc)
    {
        vcc_piece = std::iter::once(Piece {
            s: if wave64 { "vcc" } else { "vcc_lo" },
            col,
        })
        .chain(op_pieces.iter().copied())
        .collect::<SmallVec<[Piece; 8]>>();
        op_pieces = &vcc_piece[..];
    }
    // `s_endpgm` and friends: the SOPP immediate is optional (GFX10+ prints it only if set).
    let implicit_zero = op_pieces.len() + 1 == sig_len
        && matches!(
            d.ops.last().map(|o| o.field),
            Some(SigField::P | SigField::Px)
        )
        && d.format == Format::Sopp;
    if op_pieces.len() != sig_len && !implicit_zero {
        let c = op_pieces.get(sig_len).map(|p| p.col).unwrap_or(col);
        return Err(err(c, "invalid operand for instruction"));
    }
    let mut out: SmallVec<[Operand; 6]> = SmallVec::new();
    let mut src_i = 0u8;
    let saddr_is_sgpr = d
        .find(SigField::Sa)
        .is_some_and(|i| op_pieces[i].s != "off");
    let zero = Piece { s: "0", col };
    for (i, spec) in d.ops.iter().enumerate() {
        let p = *op_pieces.get(i).unwrap_or(&zero);
        let fld = field_of(d.format, spec.field);
        let op = match spec.field {
            SigField::Vcc
                if m.ext == Ext::Sdwa && d.format == Format::Vopc && g >= Generation::Gfx9 =>
            {
                let r = parse_reg(p.s, g)
                    .map_err(|e| err(p.col, e))?
                    .filter(|r| {
                        r.count == mask_width(wave64)
                            && matches!(r.file, RegFile::Sgpr | RegFile::Special | RegFile::Ttmp)
                    })
                    .ok_or_else(|| err(p.col, "invalid operand for instruction"))?;
                Operand::Reg(r)
            }
            SigField::Vcc => {
                let want = if wave64 { "vcc" } else { "vcc_lo" };
                if p.s != want {
                    return Err(err(p.col, "invalid operand for instruction"));
                }
                Operand::Reg(Reg {
                    file: RegFile::Special,
                    index: 106,
                    count: mask_width(wave64),
                })
            }
            SigField::K | SigField::Kd | SigField::P | SigField::Px => {
                let x = simm::parse_int(p.s)
                    .ok_or_else(|| err(p.col, "expected absolute expression"))?;
                if !(-32768..=65535).contains(&x) {
                    return Err(err(
                        p.col,
                        "invalid immediate: only 16-bit values are legal",
                    ));
                }
                Operand::Imm(x)
            }
            SigField::Label => match simm::parse_int(p.s) {
                Some(x) => Operand::Imm(x),
                None if is_ident(p.s) => Operand::Label(Some(crate::regs::LabelName::new(p.s))),
                None => return Err(err(p.col, "invalid operand for instruction")),
            },
            SigField::Waitcnt => {
                Operand::Imm(simm::waitcnt_parse(g, p.s).map_err(|e| err(p.col, e))? as i64)
            }
            SigField::Hwreg => {
                Operand::Imm(simm::hwreg_parse(v, p.s).map_err(|e| err(p.col, e))? as i64)
            }
            SigField::Sendmsg => {
                Operand::Imm(simm::sendmsg_parse(v, p.s).map_err(|e| err(p.col, e))? as i64)
            }
            SigField::Delay => {
                Operand::Imm(simm::delay_parse(p.s).map_err(|e| err(p.col, e))? as i64)
            }
            SigField::Depctr => {
                let x =
                    simm::parse_int(p.s).ok_or_else(|| err(p.col, "expected a depctr value"))?;
                Operand::Imm(x & 0xFFFF)
            }
            SigField::GprIdx => {
                Operand::Imm(simm::gpr_idx_parse(p.s).map_err(|e| err(p.col, e))? as i64)
            }
            // The SOPK literal (s_setreg_imm32_b32) is a 64-bit expression cut to its low
            // dword, a float its IEEE double's low dword: llvm-mc-19 encodes `1.0` as 0,
            // `0.1` as 0x9999999a and `0x100000001` as 1 (tests/probes/literal_kinds.s).
            SigField::Lit if d.format == Format::Sopk => Operand::Literal(
                sopk_literal(p.s).ok_or_else(|| err(p.col, "invalid operand for instruction"))?,
            ),
            // A mandatory literal is a dword even when written as an inline integer.
            SigField::Lit => match parse_const(p, g, true)? {
                Operand::InlineInt(x) => Operand::Literal(x as i32 as u32),
                o => o,
            },
            SigField::Offset => match simm::parse_int(p.s) {
                Some(x) => Operand::Imm(x),
                None => {
                    let r = parse_reg(p.s, g)
                        .map_err(|e| err(p.col, e))?
                        .ok_or_else(|| err(p.col, "invalid operand for instruction"))?;
                    Operand::Reg(r)
                }
            },
            _ => {
                let (cls, w) = spec
                    .class_for(wave64)
                    .unwrap_or(if spec.field == SigField::Sa {
                        (RegClass::S, if d.format == Format::Global { 2 } else { 1 })
                    } else {
                        (RegClass::S, 1)
                    });
                let w = if m.tfe && spec.field == SigField::D && d.format == Format::Mubuf {
                    w + 1
                } else {
                    w
                };
                // (VOP3P DPP sources take VOP3P's neg_lo/neg_hi, not `-`/`|..|`.)
                let ext_src = m.ext != Ext::None
                    && matches!(spec.field, SigField::S0 | SigField::S1)
                    && d.format != Format::Vop3p;
                let is_src = fld.is_some_and(is_src_field) || ext_src;
                let vop3_src =
                    is_src && matches!(d.format, Format::Vop3 | Format::Vop3p) && !d.has(flag::MAI);
                let mut s = p.s;
                let mut pc = p.col;
                if ext_src {
                    src_i = (spec.field == SigField::S1) as u8;
                    if m.ext == Ext::Sdwa {
                        if let Some(r) = s.strip_prefix("sext(").and_then(|r| r.strip_suffix(')')) {
                            m.sext |= 1 << src_i;
                            s = r;
                            pc += 5;
                        }
                    }
                }
                if (vop3_src && d.format == Format::Vop3) || ext_src {
                    if let Some(r) = s.strip_prefix('-') {
                        if r.starts_with('|')
                            || r.starts_with('v')
                            || r.starts_with('s')
                            || r.starts_with("abs")
                        {
                            m.neg |= 1 << src_i;
                            s = r;
                            pc += 1;
                        }
                    }
                    if let Some(r) = s.strip_prefix("neg(").and_then(|r| r.strip_suffix(')')) {
                        m.neg |= 1 << src_i;
                        s = r;
                        pc += 4;
                    }
                    if let Some(r) = s.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
                        m.abs |= 1 << src_i;
                        s = r;
                        pc += 1;
                    } else if let Some(r) = s.strip_prefix("abs(").and_then(|r| r.strip_suffix(')'))
                    {
                        m.abs |= 1 << src_i;
                        s = r;
                        pc += 4;
                    }
                }
                if vop3_src || ext_src {
                    src_i += 1;
                }
                let p = Piece { s, col: pc };
                if cls == RegClass::I {
                    let x = simm::parse_int(s)
                        .ok_or_else(|| err(p.col, "expected absolute expression"))?;
                    out.push(Operand::Imm(x));
                    continue;
                }
                if s == "off" {
                    let ok = matches!(spec.field, SigField::Sa)
                        || (spec.field == SigField::D && d.format == Format::Mubuf && m.lds)
                        || (spec.field == SigField::A
                            && (d.format.is_buffer() || d.format == Format::Scratch));
                    if !ok {
                        return Err(err(p.col, "invalid operand for instruction"));
                    }
                    Operand::Off
                } else {
                    match parse_reg(s, g).map_err(|e| err(p.col, e))? {
                        Some(r) => {
                            check_reg(&r, cls, w, is_src, spec.field, d, v, saddr_is_sgpr, &m)
                                .map_err(|e| err(p.col, e))?;
                            check_alignment(&r, target.processor.needs_aligned_vgpr_tuples())
                                .map_err(|e| err(p.col, e))?;
                            Operand::Reg(r)
                        }
                        None => {
                            // GFX6/7 VOP2 v_readlane/v_writelane: VSRC1 holds the lane
                            // select, an SGPR or an inline constant (no literal).
                            let scalar_vsrc1 = d.format == Format::Vop2
                                && spec.field == SigField::S1
                                && cls == RegClass::S;
                            if !(is_src
                                || scalar_vsrc1
                                || d.format.is_buffer() && spec.field == SigField::So)
                            {
                                return Err(err(p.col, "invalid operand for instruction"));
                            }
                            let c = if w == 2 && cls != RegClass::M && is_src {
                                let k = match spec.field {
                                    SigField::S0 => 0,
                                    SigField::S1 => 1,
                                    _ => 2,
                                };
                                // GFX6-9 VOP3 take no literal at all (rejected below as
                                // "literal operands are not supported" for floating-point
                                // operands): the row's kind is its GFX10/GFX11 twin's.
                                let no_lit = matches!(d.format, Format::Vop3 | Format::Vop3p)
                                    && g < Generation::Gfx10_1;
                                let fp64 =
                                    |var: &str| crate::constraints::fp64_source(var, d.mnemonic, k);
                                let fp64 = fp64(v.reference_processor())
                                    || no_lit && (fp64("gfx1030") || fp64("gfx1100"));
                                parse_const64(p, g, fp64)?
                            } else {
                                parse_const(p, g, is_src)?
                            };
                            if matches!(c, Operand::Literal(_))
                                && matches!(d.format, Format::Vop3 | Format::Vop3p)
                                && g < Generation::Gfx10_1
                            {
                                return Err(err(p.col, "literal operands are not supported"));
                            }
                            c
                        }
                    }
                }
            }
        };
        out.push(op);
    }
    check_constraints(d, v, &out, op_pieces, &mods, &m, col)?;
    if !op_sel_hi_set
        && d.format == Format::Vop3p
        && (d.has(flag::MAI) || d.mnemonic.contains("_mix"))
    {
        m.op_sel_hi = 0;
    }
    let inst = Inst {
        variant: v,
        def: di,
        ops: out,
        ret,
        m,
    };
    // Encoding is the final check (field ranges, modifiers absent from the layout).
    crate::codec::encode(&inst, 0).map_err(|e| err(col, e))?;
    Ok(inst)
}

/// The rules of `data/constraints.tsv` ([`crate::constraints`]), with the column of the
/// offending operand or modifier.
fn check_constraints(
    d: &InstDef,
    v: IsaVariant,
    ops: &[Operand],
    pieces: &[Piece<'_>],
    mods: &[Piece<'_>],
    m: &Mods,
    col: usize,
) -> Result<(), ParseError> {
    use crate::constraints::{const_bus_limit, has, Kind};
    let mn = d.mnemonic;
    let at = |i: usize| pieces.get(i).map(|p| p.col).unwrap_or(col);
    let is_sgpr = |o: &Operand| matches!(o, Operand::Reg(r) if matches!(r.file, RegFile::Sgpr | RegFile::Ttmp | RegFile::Special));
    if crate::constraints::const_bus_applies(d) && m.ext == Ext::None {
        let limit = const_bus_limit(v, mn);
        // A register a source field may hold off the bus (data/constraints.tsv `bus_free`).
        let free = crate::constraints::bus_free(v, mn);
        let mut seen: SmallVec<[Operand; 4]> = SmallVec::new();
        let mut lit: Option<&Operand> = None;
        let mut used = 0usize;
        if has(Kind::Implicit, v, mn) {
            used += 1;
        }
        for (i, spec) in d.ops.iter().enumerate() {
            if !matches!(spec.field, SigField::S0 | SigField::S1 | SigField::S2) {
                continue;
            }
            let Some(o) = ops.get(i) else { continue };
            if free.is_some_and(|(f, r)| f == spec.field && *o == Operand::Reg(r)) {
                continue;
            }
            let new = if is_sgpr(o) {
                !seen.contains(o) && {
                    seen.push(o.clone());
                    true
                }
            } else if matches!(o, Operand::Literal(_)) {
                lit.replace(o).is_none()
            } else {
                false
            };
            if new {
                used += 1;
                if used > limit {
                    return Err(err(
                        at(i),
                        "invalid operand (violates constant bus restrictions)",
                    ));
                }
            }
        }
    }
    crate::constraints::check_acc_operands(d, v, ops).map_err(|(i, e)| err(at(i), e))?;
    if has(Kind::VgprSrc0, v, mn) {
        if let Some(i) = d.find(SigField::S0) {
            if !matches!(ops.get(i), Some(Operand::Reg(r)) if r.file == RegFile::Vgpr) {
                return Err(err(at(i), "source operand must be a VGPR"));
            }
        }
    }
    if has(Kind::SgprSrc0, v, mn) {
        if let Some(i) = d.find(SigField::S0) {
            if matches!(ops.get(i), Some(Operand::Reg(r)) if matches!(r.file, RegFile::Vgpr | RegFile::Agpr))
            {
                return Err(err(at(i), "invalid operand for instruction"));
            }
        }
    }
    if m.ext == Ext::Sdwa && has(Kind::SdwaNoDst, v, mn) {
        if let Some(p) = mods
            .iter()
            .find(|p| p.s.starts_with("dst_sel") || p.s.starts_with("dst_unused"))
        {
            return Err(err(p.col, "not a valid operand."));
        }
        // Nor source modifiers (`-v0`, `|v0|`, `sext(v0)`: "not a valid operand.").
        if m.neg != 0 || m.abs != 0 || m.sext != 0 {
            let c = d.find(SigField::S0).map_or(col, at);
            return Err(err(c, "not a valid operand."));
        }
    }
    if m.ext == Ext::Sdwa && m.dst_sel != 6 && has(Kind::SdwaDword, v, mn) {
        let c = mods
            .iter()
            .find(|p| p.s.starts_with("dst_sel"))
            .map_or(col, |p| p.col);
        return Err(err(c, "invalid operand for instruction"));
    }
    if has(Kind::Lit16, v, mn) {
        if let Some(i) = d.find(SigField::Lit) {
            if matches!(ops.get(i), Some(Operand::Literal(x)) if *x > 0xFFFF) {
                return Err(err(at(i), "invalid operand for instruction"));
            }
        }
    }
    if has(Kind::NullDst, v, mn) {
        if let Some(i) = d.find(SigField::D) {
            let null = crate::regs::null_code(generation(v));
            if !matches!(ops.get(i), Some(Operand::Reg(r)) if r.file == RegFile::Special && Some(r.index) == null)
            {
                return Err(err(at(i), "src0 must be null"));
            }
        }
    }
    if has(Kind::NoOffset, v, mn) {
        if let Some(p) = mods.iter().find(|p| p.s.starts_with("offset")) {
            return Err(err(p.col, "not a valid operand."));
        }
    }
    if has(Kind::NeedsGds, v, mn) && !m.gds {
        return Err(err(col, "too few operands for instruction"));
    }
    Ok(())
}

fn is_ident(s: &str) -> bool {
    let mut ch = s.chars();
    matches!(ch.next(), Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '.' || c == '$')
        && ch.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
}

#[allow(clippy::too_many_arguments)]
fn check_reg(
    r: &Reg,
    cls: RegClass,
    w: u8,
    is_src: bool,
    field: SigField,
    d: &InstDef,
    v: IsaVariant,
    saddr_is_sgpr: bool,
    m: &Mods,
) -> Result<(), String> {
    let bad = || Err("invalid operand for instruction".to_string());
    let acc_ok = matches!(v, IsaVariant::Gfx90a | IsaVariant::Gfx942);
    // Width exceptions: GLOBAL vaddr with an SGPR base, MUBUF vaddr pairs.
    let want_w = if d.format == Format::Global && field == SigField::A && saddr_is_sgpr {
        1
    } else if d.format.is_buffer() && field == SigField::A {
        if (m.offen && m.idxen) || m.addr64 {
            2
        } else {
            1
        }
    } else {
        w
    };
    if r.count != want_w && !(r.file == RegFile::Special && r.count == 1 && want_w == 1) {
        // special 64-bit names (vcc, exec) carry count 2
        return bad();
    }
    match r.file {
        RegFile::Vgpr => {
            // Scalar instructions have no VGPR operands: their 8-bit source fields would
            // encode the number as an SGPR (llvm-mc-19: "invalid operand for instruction").
            let scalar = matches!(
                d.format,
                Format::Sop1
                    | Format::Sop2
                    | Format::Sopk
                    | Format::Sopc
                    | Format::Sopp
                    | Format::Smrd
                    | Format::Smem
            );
            if (is_src && cls != RegClass::A && !scalar)
                || cls == RegClass::V
                || (cls == RegClass::A && d.has(flag::MAI) && acc_ok)
            {
                Ok(())
            } else {
                bad()
            }
        }
        RegFile::Agpr => {
            let ok = cls == RegClass::A
                || (is_src && d.has(flag::MAI))
                || (acc_ok
                    && cls == RegClass::V
                    && matches!(
                        d.format,
                        Format::Ds
                            | Format::Mubuf
                            | Format::Mtbuf
                            | Format::Flat
                            | Format::Global
                            | Format::Scratch
                    )
                    && matches!(field, SigField::D | SigField::Da | SigField::Db));
            if ok {
                Ok(())
            } else {
                bad()
            }
        }
        RegFile::Sgpr | RegFile::Ttmp | RegFile::Special => {
            if is_src || matches!(cls, RegClass::S | RegClass::M) {
                Ok(())
            } else {
                bad()
            }
        }
    }
}

/// A constant in a 64-bit source operand. A float is an inline constant only when its double
/// is exactly one (1/(2*pi) is the double 0x3fc45f306dc9c882 from GFX8 on: llvm-mc-19 takes
/// `0.15915494` as a literal there); otherwise a 64-bit floating-point operand
/// (`data/lit64.tsv`) takes the double's high dword as its literal and any other 64-bit operand
/// rejects it. Integers are as for 32-bit operands.
fn parse_const64(p: Piece<'_>, g: Generation, fp64: bool) -> Result<Operand, ParseError> {
    let s = p.s;
    let Some(f) = parse_float(s) else {
        return parse_const(p, g, true);
    };
    if f == 0.0 {
        return Ok(Operand::InlineInt(0));
    }
    for (c, _, val) in FLOAT_CONSTS {
        let exact = if c == 248 {
            g >= Generation::Gfx8 && f.to_bits() == 0x3fc4_5f30_6dc9_c882
        } else {
            f == val as f64
        };
        if exact {
            return Ok(Operand::InlineFloat(c));
        }
    }
    if fp64 {
        Ok(Operand::Literal((f.to_bits() >> 32) as u32))
    } else {
        Err(err(p.col, "invalid operand for instruction"))
    }
}

/// The dword of a SOPK mandatory literal: an integer (any 64-bit value) or a float (its
/// double's bits), truncated to the low 32 bits as llvm-mc-19 does.
fn sopk_literal(s: &str) -> Option<u32> {
    let s = s.trim();
    let (neg, t) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let int = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
        t.parse::<u64>().ok()
    } else {
        None
    };
    if let Some(x) = int {
        let x = if neg { x.wrapping_neg() } else { x };
        return Some(x as u32);
    }
    parse_float(s).map(|f| f.to_bits() as u32)
}

/// A floating-point constant as llvm-mc-19 reads one: decimal with a `.` or an exponent
/// (`1.0`, `1e0`, `2.5E-3`), or hexadecimal with a binary exponent (`0x1.8p1` = 3.0, `-0x1p-1`).
fn parse_float(s: &str) -> Option<f64> {
    let s = s.trim();
    let (neg, t) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        let (mant, exp) = h.split_once(['p', 'P'])?;
        let exp: i32 = exp.parse().ok()?;
        let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
        if int.len() + frac.len() == 0 || int.len() + frac.len() > 15 {
            return None;
        }
        let digits = format!("{int}{frac}");
        let m = u64::from_str_radix(&digits, 16).ok()?;
        m as f64 * 2f64.powi(exp.checked_sub(4 * frac.len() as i32)?)
    } else {
        if !t
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
            || !t.bytes().any(|b| matches!(b, b'.' | b'e' | b'E'))
        {
            return None;
        }
        t.parse::<f64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Parse an inline constant or literal at column `col` (for the VOPD parser).
pub fn parse_const_operand(
    s: &str,
    col: usize,
    g: Generation,
    literal_ok: bool,
) -> Result<Operand, ParseError> {
    parse_const(Piece { s, col }, g, literal_ok)
}

/// Parse an inline constant or literal.
fn parse_const(p: Piece<'_>, g: Generation, literal_ok: bool) -> Result<Operand, ParseError> {
    let s = p.s;
    if let Some(x) = simm::parse_int(s) {
        if (-16..=64).contains(&x) {
            return Ok(Operand::InlineInt(x as i8));
        }
        if !literal_ok {
            return Err(err(p.col, "invalid operand for instruction"));
        }
        if !(-(1i64 << 31)..(1i64 << 32)).contains(&x) {
            return Err(err(
                p.col,
                "invalid immediate: only 32-bit values are legal",
            ));
        }
        return Ok(Operand::Literal(x as u32));
    }
    if let Some(f) = parse_float(s) {
        {
            for (c, _, val) in FLOAT_CONSTS {
                if (c != 248 || g >= Generation::Gfx8)
                    && (val as f64 - f).abs() < 1e-7
                    && (c != 248 || s.starts_with("0.1591"))
                {
                    return Ok(Operand::InlineFloat(c));
                }
            }
            if f == 0.0 {
                return Ok(Operand::InlineInt(0));
            }
            if !literal_ok {
                return Err(err(p.col, "invalid operand for instruction"));
            }
            return Ok(Operand::Literal((f as f32).to_bits()));
        }
    }
    Err(err(p.col, "invalid operand for instruction"))
}

fn parse_bits(s: &str) -> Option<u8> {
    let inner = s.strip_prefix('[')?.strip_suffix(']')?;
    let mut v = 0u8;
    let n = inner.split(',').count();
    if n < 3 {
        // Unlisted sources keep their default (set) bit, as llvm-mc-19 encodes op_sel_hi.
        v |= (0xFF << n) & 7;
    }
    for (i, b) in inner.split(',').enumerate() {
        match b.trim() {
            "0" => {}
            "1" => v |= 1 << i,
            _ => return None,
        }
    }
    Some(v)
}

/// Mask of the bits a `[a,b,...]` list names (op_sel/neg lists do not fill the rest).
fn clear_fill(s: &str) -> u8 {
    let n = s.split(',').count().min(8);
    ((1u16 << n) - 1) as u8
}

fn parse_modifier(
    p: &Piece<'_>,
    m: &mut Mods,
    d: &InstDef,
    v: IsaVariant,
    op_sel_hi_set: &mut bool,
) -> Result<(), ParseError> {
    let g = generation(v);
    let bad = || err(p.col, "invalid operand for instruction");
    let is942 = v == IsaVariant::Gfx942;
    let num =
        |s: &str| simm::parse_int(s).ok_or_else(|| err(p.col, "expected absolute expression"));
    let mem = matches!(
        d.format,
        Format::Mubuf
            | Format::Mtbuf
            | Format::Flat
            | Format::Global
            | Format::Scratch
            | Format::Smem
            | Format::Smrd
    );
    match p.s {
        "glc" | "sc0" if mem => {
            // gfx942 accepts the glc/slc spellings on MUBUF/FLAT/SMEM, not on MTBUF.
            let old_ok = is942 && d.format != Format::Mtbuf;
            if (p.s == "sc0") != is942 && !(old_ok && p.s == "glc") {
                return Err(bad());
            }
            m.glc = true
        }
        "slc" | "nt" if mem => {
            let old_ok = is942 && d.format != Format::Mtbuf;
            if (p.s == "nt") != is942 && !(old_ok && p.s == "slc") {
                return Err(bad());
            }
            m.slc = true
        }
        "sc1" if mem && is942 => m.sc1 = true,
        "scc" if mem && v == IsaVariant::Gfx90a && d.format != Format::Smem => m.sc1 = true,
        "dlc" if mem && g.is_gfx10_plus() => m.dlc = true,
        "gds" if d.format == Format::Ds => m.gds = true,
        "offen" if d.format.is_buffer() => m.offen = true,
        "idxen" if d.format.is_buffer() => m.idxen = true,
        "addr64" if d.format.is_buffer() => m.addr64 = true,
        "lds" if d.format == Format::Mubuf => m.lds = true,
        "tfe" if d.format == Format::Mubuf => m.tfe = true,
        "clamp" if matches!(d.format, Format::Vop3 | Format::Vop3p) => m.clamp = true,
        "clamp" if m.ext == Ext::Sdwa && (d.format != Format::Vopc || g < Generation::Gfx9) => {
            m.clamp = true
        }
        s => {
            let (k, val) = s.split_once(':').ok_or_else(bad)?;
            match (k, d.format) {
                ("offset", Format::Ds) if d.has(flag::SWIZZLE) => {
                    m.offset = simm::swizzle_parse(val).map_err(|e| err(p.col, e))? as i64;
                }
                ("offset", Format::Ds) => {
                    let x = num(val)?;
                    if !(0..=65535).contains(&x) || crate::inst::is_two_offset(d) {
                        return Err(err(p.col, "invalid operand for instruction"));
                    }
                    m.offset = x;
                }
                ("offset0" | "offset1", Format::Ds) => {
                    let x = num(val)?;
                    if !(0..=255).contains(&x) || !crate::inst::is_two_offset(d) {
                        return Err(err(p.col, "invalid operand for instruction"));
                    }
                    if k == "offset0" {
                        m.offset = x
                    } else {
                        m.offset1 = x as u8
                    }
                }
                ("format", Format::Mtbuf) => {
                    m.format = crate::mtbuf::format_parse(g, val).map_err(|e| err(p.col, e))?;
                }
                ("offset", Format::Mubuf | Format::Mtbuf) => {
                    let x = num(val)?;
                    if !(0..=4095).contains(&x) {
                        return Err(err(p.col, "invalid immediate: offset out of range"));
                    }
                    m.offset = x;
                }
                ("offset", Format::Flat | Format::Global | Format::Scratch) => {
                    let x = num(val)?;
                    let bits = match g {
                        Generation::Gfx10_1 | Generation::Gfx10_3 => 12,
                        _ => 13,
                    };
                    let (lo, hi) = if d.format == Format::Flat {
                        (0, (1 << (bits - 1)) - 1)
                    } else {
                        (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
                    };
                    if g < Generation::Gfx9 || !(lo..=hi).contains(&x) {
                        return Err(err(
                            p.col,
                            if d.format == Format::Flat {
                                format!("expected a {}-bit unsigned offset", bits - 1)
                            } else {
                                format!("expected a {bits}-bit signed offset")
                            },
                        ));
                    }
                    m.offset = x;
                }
                ("mul" | "div", Format::Vop1 | Format::Vop2)
                    if m.ext == Ext::Sdwa && g >= Generation::Gfx9 =>
                {
                    m.omod = match (k, val) {
                        ("mul", "2") => 1,
                        ("mul", "4") => 2,
                        ("div", "2") => 3,
                        (_, "1") => 0,
                        _ => return Err(bad()),
                    }
                }
                ("mul", Format::Vop3) if val == "2" => m.omod = 1,
                ("mul", Format::Vop3) if val == "4" => m.omod = 2,
                ("div", Format::Vop3) if val == "2" => m.omod = 3,
                ("mul" | "div", Format::Vop3) if val == "1" => m.omod = 0,
                ("op_sel", Format::Vop3 | Format::Vop3p) => {
                    m.op_sel = parse_bits(val).ok_or_else(bad)? & clear_fill(val)
                }
                ("op_sel_hi", Format::Vop3p) => {
                    m.op_sel_hi = parse_bits(val).ok_or_else(bad)?;
                    *op_sel_hi_set = true;
                }
                ("neg_lo", Format::Vop3p) => {
                    m.neg = parse_bits(val).ok_or_else(bad)? & clear_fill(val)
                }
                ("neg_hi", Format::Vop3p) => {
                    m.neg_hi = parse_bits(val).ok_or_else(bad)? & clear_fill(val)
                }
                ("cbsz" | "abid" | "blgp", Format::Vop3p) if d.has(flag::MAI) => {
                    let x = num(val)?;
                    let max = if k == "abid" { 15 } else { 7 };
                    if !(0..=max).contains(&x) {
                        return Err(err(p.col, "invalid immediate: out of range"));
                    }
                    match k {
                        "cbsz" => m.cbsz = x as u8,
                        "abid" => m.abid = x as u8,
                        _ => m.blgp = x as u8,
                    }
                }
                _ => return Err(bad()),
            }
        }
    }
    Ok(())
}
