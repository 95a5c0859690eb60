//! MIR text: the printer ([`print`]) and the parser that reads exactly what it prints
//! ([`parse`]), for `--print-after`, `--emit mir` and the MIR-in/MIR-out pass tests
//! (`tests/cases/run/`, as LLVM's `-run-pass` MIR tests).
//!
//! Guarantees:
//! * **Lossless.** Everything a pass reads is printed: the function's ISA variant, wave size,
//!   ABI, frame sizes, symbols, EXEC regions and inline-asm blocks (template, operand map,
//!   source instruction, clobbers); each block's name, parameters, both successor
//!   lists, prologue/epilogue tags, terminator and branch arguments; each instruction's row (a
//!   mnemonic several rows share carries `#k`, the k-th row of that name), operands with their
//!   def marks, modifiers that differ from selection's defaults, memory semantics, atomic
//!   return, fixed registers and wait flags. `print(parse(print(f))) == print(f)` for every
//!   function the compiler produces (`tests/mir_text.rs` over every kernel of the corpus,
//!   after every machine pass, on several targets). Predecessor lists are not printed: the
//!   parser recomputes them from the successors ([`MFunction::compute_preds`]).
//! * **Located errors, no panics.** Malformed input gives one [`Diagnostic`] at
//!   `line:col` (1-based; the column of the offending token); every block, vreg and symbol
//!   reference is range-checked, so a parsed function never indexes out of its own tables.
//!   The parser does not check what the validator checks ([`MFunction::validate`], SSA and
//!   widths): a test may want to feed a pass exactly the MIR it describes.
//!
//! # Syntax
//! ```text
//! mfunction @NAME (Gfx900) wave64
//!   abi user_sgpr_count=2 workgroup_id=xy lds_size=256 kernarg_size=16 kernarg_align=8
//!   frame private_bytes=16 vgpr_spill_slots=1
//!   vregs 12
//!   symbol table
//!   region bb1 bb2 bb3 bb4 bb5            ; branch skip flow else_entry join
//!   asm 0 src=7 "v_mov_b32 $0, $1\n\ts_nop 0" (op0, op1, "17") clobbers v7 s[10:11]
//! bb0 (block0)(%3:v1, %4:s2) linear-only:
//!   logical [1] linear [1, 2]
//!   p s_mov_b64 =%5:s2, exec             ; prologue instruction
//!     global_load_dword =v1, v0, s[4:5] {offset:16 glc mem:load.global.monotonic.agent}
//!     v_add_u32_e32 =%6:v1, %3:v1, 5  &  ; `&`: continues the group of the next line
//!   e s_or_b64 =exec, exec, %5:s2         ; epilogue instruction
//!   jump bb1 [bb1 <- %6:v1]              ; terminator: always the block's last line
//! ```
//! Operands: `=` marks a def; `%N:bW` is vreg N of bank `s`/`v`/`a` and W dwords, `[a:b]` a
//! dword sub-range; physical registers as llvm-mc-19 spells them; `bbN` a block; `symN@rel32@lo+A`
//! a symbol half; `off`; `0x..` a literal; an integer is an inline constant in a register
//! operand position (and -16..=64) and an immediate otherwise, `imm:N`/`int:N` say it
//! explicitly where that rule would read it the other way; float inline constants by value
//! (`0.5`, `-4.0`, `0.15915494`). `;` starts a comment.
//!
//! An `asm N` line is [`MFunction::inline_asm`]`[N]` (numbered from 0 in order), used by the
//! instruction `p_inline_asm#N`: `src=` the IR instruction it came from, the template and
//! each template operand (`opK`: the instruction's operand K; a string: fixed text) as
//! quoted strings with the escapes `\\`, `\"`, `\n`, `\t` and `\u{HEX}` (for `;`, which
//! would start a comment, and control characters: a template stays on one line), then the
//! clobbered registers.

use crate::{
    Abi, AsmOperand, Bank, Cond, ExecRegion, InlineAsm, Kind, MBlock, MBlockId, MFunction, MInst,
    MOp, MemKind, MemSem, Pseudo, Term, VReg, VRegInfo,
};
use gfxc_ir::{AddrSpace, Diagnostic, Ordering, SrcLoc, SyncScope};
use gfxc_isa::inst::{generation, Mods};
use gfxc_isa::regs::{parse_reg, print_reg, Operand, Reg, FLOAT_CONSTS};
use gfxc_isa::table::{table, Ext, RegClass};
use gfxc_isa::{Generation, IsaVariant};
use smallvec::SmallVec;
use std::fmt::Write;

/// Largest vreg number the parser accepts (a typo must not allocate gigabytes).
const MAX_VREGS: u32 = 1 << 22;
/// Largest block number the parser accepts.
const MAX_BLOCKS: u32 = 1 << 20;

/// The modifiers selection gives a hardware instruction (`op_sel_hi` all ones, VOP3P's
/// default); only fields that differ from it are printed.
fn base_mods(kind: Kind) -> Mods {
    match kind {
        Kind::Hw(_) => Mods {
            op_sel_hi: 7,
            ..Mods::default()
        },
        Kind::Pseudo(_) => Mods::default(),
    }
}

/// One numeric or flag field of [`Mods`] (`ext` and `dual` are handled apart).
struct ModField {
    name: &'static str,
    flag: bool,
    get: fn(&Mods) -> i64,
    set: fn(&mut Mods, i64) -> bool,
}

macro_rules! num {
    ($n:ident, $t:ty) => {
        ModField {
            name: stringify!($n),
            flag: false,
            get: |m| m.$n as i64,
            set: |m, v| match <$t>::try_from(v) {
                Ok(x) => {
                    m.$n = x;
                    true
                }
                Err(_) => false,
            },
        }
    };
}

macro_rules! flag {
    ($n:ident) => {
        ModField {
            name: stringify!($n),
            flag: true,
            get: |m| m.$n as i64,
            set: |m, v| {
                m.$n = v != 0;
                matches!(v, 0 | 1)
            },
        }
    };
}

const MOD_FIELDS: &[ModField] = &[
    num!(neg, u8),
    num!(abs, u8),
    num!(neg_hi, u8),
    num!(op_sel, u8),
    num!(op_sel_hi, u8),
    flag!(clamp),
    num!(omod, u8),
    num!(offset, i64),
    num!(offset1, u8),
    flag!(glc),
    flag!(slc),
    flag!(dlc),
    flag!(sc1),
    flag!(gds),
    flag!(offen),
    flag!(idxen),
    flag!(addr64),
    flag!(lds),
    flag!(tfe),
    num!(format, u8),
    num!(cbsz, u8),
    num!(abid, u8),
    num!(blgp, u8),
    num!(dst_sel, u8),
    num!(dst_unused, u8),
    num!(src0_sel, u8),
    num!(src1_sel, u8),
    num!(sext, u8),
    num!(dpp_ctrl, u16),
    num!(row_mask, u8),
    num!(bank_mask, u8),
    flag!(bound_ctrl),
    flag!(fi),
    num!(dpp8, u32),
];

const EXTS: [(Ext, &str); 4] = [
    (Ext::None, "none"),
    (Ext::Sdwa, "sdwa"),
    (Ext::Dpp, "dpp"),
    (Ext::Dpp8, "dpp8"),
];

/// Whether a bare integer in operand position `j` of `kind` reads as an inline constant
/// (register operand positions and pseudo operands) rather than an immediate.
fn bare_is_inline(variant: IsaVariant, kind: Kind, j: usize) -> bool {
    match kind {
        Kind::Pseudo(_) => true,
        Kind::Hw(row) => {
            let t = table(variant);
            if row as usize >= t.defs.len() {
                return false;
            }
            matches!(t.def(row).ops.get(j).and_then(|o| o.class), Some((c, _)) if c != RegClass::I)
        }
    }
}

fn bank_char(b: Bank) -> char {
    match b {
        Bank::S => 's',
        Bank::V => 'v',
        Bank::A => 'a',
    }
}

fn print_vreg(f: &MFunction, out: &mut String, reg: VReg, off: u8, n: u8) {
    let info = f.vregs.get(reg.0 as usize).copied().unwrap_or(VRegInfo {
        bank: Bank::S,
        width: 0,
    });
    let _ = write!(out, "%{}:{}{}", reg.0, bank_char(info.bank), info.width);
    if off != 0 || n != info.width {
        let _ = write!(out, "[{}:{}]", off, (off + n).wrapping_sub(1));
    }
}

fn print_op(f: &MFunction, out: &mut String, op: &MOp, kind: Kind, j: usize) {
    let g = generation(f.variant);
    match op {
        MOp::V { reg, off, n } => print_vreg(f, out, *reg, *off, *n),
        MOp::P(r) => print_reg(out, r, g),
        MOp::C(c) => print_const(out, c, bare_is_inline(f.variant, kind, j), g),
        MOp::B(b) => {
            let _ = write!(out, "bb{}", b.0);
        }
        MOp::Sym { sym, addend, hi } => {
            let half = if *hi { "hi" } else { "lo" };
            let _ = write!(out, "sym{sym}@rel32@{half}{addend:+}");
        }
    }
}

fn print_const(out: &mut String, c: &Operand, inline_pos: bool, g: Generation) {
    match c {
        Operand::InlineInt(v) if inline_pos => {
            let _ = write!(out, "{v}");
        }
        Operand::InlineInt(v) => {
            let _ = write!(out, "int:{v}");
        }
        Operand::Imm(v) if inline_pos && (-16..=64).contains(v) => {
            let _ = write!(out, "imm:{v}");
        }
        Operand::Imm(v) => {
            let _ = write!(out, "{v}");
        }
        Operand::Literal(v) => {
            let _ = write!(out, "0x{v:x}");
        }
        Operand::InlineFloat(code) => match FLOAT_CONSTS.iter().find(|k| k.0 == *code) {
            Some(k) => out.push_str(k.1),
            None => {
                let _ = write!(out, "fconst:{code}");
            }
        },
        Operand::Off => out.push_str("off"),
        Operand::Label(l) => {
            let _ = write!(out, "label:{l}");
        }
        Operand::Reg(r) => {
            out.push_str("creg:");
            print_reg(out, r, g);
        }
    }
}

fn mem_kind_name(k: MemKind) -> &'static str {
    match k {
        MemKind::Load => "load",
        MemKind::Store => "store",
        MemKind::Rmw { returns: false } => "rmw",
        MemKind::Rmw { returns: true } => "rmw_ret",
        MemKind::CmpXchg { returns: false, .. } => "cmpxchg",
        MemKind::CmpXchg { returns: true, .. } => "cmpxchg_ret",
        MemKind::Fence {
            global: false,
            local: false,
        } => "fence",
        MemKind::Fence {
            global: true,
            local: false,
        } => "fence_global",
        MemKind::Fence {
            global: false,
            local: true,
        } => "fence_local",
        MemKind::Fence {
            global: true,
            local: true,
        } => "fence_global_local",
    }
}

fn print_mem(out: &mut String, m: &MemSem) {
    let _ = write!(out, "mem:{}", mem_kind_name(m.kind));
    if let MemKind::CmpXchg { failure, .. } = m.kind {
        let _ = write!(out, ".{}", failure.name());
    }
    let _ = write!(
        out,
        ".{}.{}.{}",
        m.space.name(),
        m.ordering.name(),
        m.scope.name()
    );
    if m.volatile {
        out.push_str(".volatile");
    }
    if m.nontemporal {
        out.push_str(".nontemporal");
    }
}

/// The `{...}` attributes of an instruction (empty when it has none).
fn attrs(f: &MFunction, inst: &MInst) -> String {
    let g = generation(f.variant);
    let mut a: Vec<String> = Vec::new();
    let base = base_mods(inst.kind);
    for fld in MOD_FIELDS {
        let (v, b) = ((fld.get)(&inst.m), (fld.get)(&base));
        if v != b {
            a.push(if fld.flag && v == 1 {
                fld.name.to_string()
            } else {
                format!("{}:{v}", fld.name)
            });
        }
    }
    if inst.m.ext != base.ext {
        let name = EXTS.iter().find(|e| e.0 == inst.m.ext).map_or("?", |e| e.1);
        a.push(format!("ext:{name}"));
    }
    if inst.m.dual.is_some() {
        // VOPD pairs are formed after emission only; the MIR never holds one.
        a.push("dual:unsupported".into());
    }
    if let Kind::Pseudo(Pseudo::Wait { vm, lgkm, vs }) = inst.kind {
        for (on, n) in [(vm, "vm"), (lgkm, "lgkm"), (vs, "vs")] {
            if on {
                a.push(n.into());
            }
        }
    }
    if let Some(r) = &inst.ret {
        let mut s = String::from("ret:");
        print_op(f, &mut s, r, Kind::Pseudo(Pseudo::Copy), 0);
        a.push(s);
    }
    if !inst.fixed.is_empty() {
        let mut s = String::from("fixed:");
        for (k, r) in inst.fixed.iter().enumerate() {
            if k > 0 {
                s.push(',');
            }
            print_reg(&mut s, r, g);
        }
        a.push(s);
    }
    if let Some(m) = &inst.mem {
        let mut s = String::new();
        print_mem(&mut s, m);
        a.push(s);
    }
    if a.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", a.join(" "))
    }
}

/// The printed name of an instruction: its row mnemonic, with `#k` when it is the k-th
/// (k > 0) row of that mnemonic.
fn inst_name(f: &MFunction, inst: &MInst) -> String {
    let name = f.mnemonic(inst);
    if let Kind::Pseudo(Pseudo::InlineAsm(n)) = inst.kind {
        return format!("{name}#{n}");
    }
    if let Kind::Hw(row) = inst.kind {
        let rows = table(f.variant).by_name(name);
        match rows.iter().position(|&r| r == row) {
            Some(0) => {}
            Some(k) => return format!("{name}#{k}"),
            None => return format!("{name}#r{row}"),
        }
    }
    name.to_string()
}

fn print_header(f: &MFunction, out: &mut String) {
    let _ = writeln!(
        out,
        "mfunction @{} ({:?}) wave{}",
        f.name,
        f.variant,
        if f.wave64 { 64 } else { 32 }
    );
    let abi = &f.abi;
    let d = Abi::default();
    let mut a = String::new();
    for (name, v, dv) in [
        ("user_sgpr_count", abi.user_sgpr_count, d.user_sgpr_count),
        (
            "workitem_id_dims",
            abi.workitem_id_dims as u32,
            d.workitem_id_dims as u32,
        ),
        ("lds_size", abi.lds_size, d.lds_size),
        ("kernarg_size", abi.kernarg_size, d.kernarg_size),
        ("kernarg_align", abi.kernarg_align, d.kernarg_align),
    ] {
        if v != dv {
            let _ = write!(a, " {name}={v}");
        }
    }
    if abi.workgroup_id != d.workgroup_id {
        a.push_str(" workgroup_id=");
        for (k, c) in ['x', 'y', 'z'].iter().enumerate() {
            if abi.workgroup_id[k] {
                a.push(*c);
            }
        }
        if !abi.workgroup_id.iter().any(|x| *x) {
            a.push('-');
        }
    }
    for (name, v) in [
        ("dynamic_lds", abi.dynamic_lds),
        ("private_segment_buffer", abi.private_segment_buffer),
        ("flat_scratch_init", abi.flat_scratch_init),
    ] {
        if v {
            let _ = write!(a, " {name}");
        }
    }
    if !a.is_empty() {
        let _ = writeln!(out, "  abi{a}");
    }
    if f.device_function {
        let _ = writeln!(out, "  device_function");
    }
    let mut fr = String::new();
    for (name, v) in [
        ("private_bytes", f.private_bytes),
        ("sgpr_spill_slots", f.sgpr_spill_slots),
        ("vgpr_spill_slots", f.vgpr_spill_slots),
        ("scratch_prolog", f.scratch_prolog),
        ("frame_bytes", f.frame_bytes),
    ] {
        if v != 0 {
            let _ = write!(fr, " {name}={v}");
        }
    }
    if !fr.is_empty() {
        let _ = writeln!(out, "  frame{fr}");
    }
    if !f.vregs.is_empty() {
        let _ = writeln!(out, "  vregs {}", f.vregs.len());
    }
    for s in &f.symbols {
        let _ = writeln!(out, "  symbol {s}");
    }
    for r in &f.exec_regions {
        let _ = writeln!(
            out,
            "  region bb{} bb{} bb{} bb{} bb{}",
            r.branch.0, r.skip.0, r.flow.0, r.else_entry.0, r.join.0
        );
    }
    let g = generation(f.variant);
    for (n, a) in f.inline_asm.iter().enumerate() {
        let _ = write!(out, "  asm {n} src={} ", a.src);
        quote(out, &a.template);
        out.push_str(" (");
        for (k, o) in a.operands.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            match o {
                AsmOperand::Op(i) => {
                    let _ = write!(out, "op{i}");
                }
                AsmOperand::Text(t) => quote(out, t),
            }
        }
        out.push(')');
        if !a.clobbers.is_empty() {
            out.push_str(" clobbers");
            for r in &a.clobbers {
                out.push(' ');
                print_reg(out, r, g);
            }
        }
        out.push('\n');
    }
}

/// `s` as a quoted string on one line: `\\`, `\"`, `\n`, `\t`, and `\u{HEX}` for every other
/// control character and for `;` (which would start a comment; comments are cut before a
/// line is read).
fn quote(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            ';' => out.push_str("\\u{3b}"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn print_list(out: &mut String, v: &[MBlockId]) {
    out.push('[');
    for (k, b) in v.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{}", b.0);
    }
    out.push(']');
}

/// Print a machine function (for tests, `--print-after` and `--emit mir`); [`parse`] reads
/// it back.
pub fn print(f: &MFunction) -> String {
    let mut out = String::new();
    print_header(f, &mut out);
    let copy = Kind::Pseudo(Pseudo::Copy);
    for (bi, b) in f.blocks.iter().enumerate() {
        let _ = write!(out, "bb{bi} ({})", b.name);
        if !b.params.is_empty() {
            out.push('(');
            for (k, p) in b.params.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                print_op(f, &mut out, &whole(f, *p), copy, 0);
            }
            out.push(')');
        }
        if b.linear_only {
            out.push_str(" linear-only");
        }
        out.push_str(":\n  logical ");
        print_list(&mut out, &b.logical_succs);
        out.push_str(" linear ");
        print_list(&mut out, &b.linear_succs);
        out.push('\n');
        for (k, inst) in b.insts.iter().enumerate() {
            let tag = if k < b.prologue {
                "p "
            } else if k >= b.epilogue {
                "e "
            } else {
                "  "
            };
            let _ = write!(out, "  {tag}{}", inst_name(f, inst));
            for (j, op) in inst.ops.iter().enumerate() {
                out.push_str(if j == 0 { " " } else { ", " });
                if inst.is_def(j) {
                    out.push('=');
                }
                print_op(f, &mut out, op, inst.kind, j);
            }
            out.push_str(&attrs(f, inst));
            if inst.group {
                out.push_str("  &");
            }
            out.push('\n');
        }
        match &b.term {
            Some(Term::Jump(t)) => {
                let _ = write!(out, "  jump bb{}", t.0);
            }
            Some(Term::Br { cond, taken, fall }) => {
                let _ = write!(out, "  {} bb{}, bb{}", cond.op(), taken.0, fall.0);
            }
            Some(Term::Ret) => out.push_str("  s_endpgm"),
            None => out.push_str("  <no terminator>"),
        }
        for (s, a) in b.logical_succs.iter().zip(&b.args) {
            if !a.is_empty() {
                let _ = write!(out, " [bb{} <-", s.0);
                for r in a {
                    out.push(' ');
                    print_op(f, &mut out, &whole(f, *r), copy, 0);
                }
                out.push(']');
            }
        }
        out.push('\n');
    }
    out
}

fn whole(f: &MFunction, r: VReg) -> MOp {
    MOp::V {
        reg: r,
        off: 0,
        n: f.vregs.get(r.0 as usize).map_or(0, |i| i.width),
    }
}

// ---------------------------------------------------------------------------------------
// Parser

type PResult<T> = Result<T, Diagnostic>;

/// A cursor over one line (comment removed); columns are byte offsets + 1.
struct Line<'a> {
    s: &'a str,
    pos: usize,
    line: u32,
}

fn is_delim(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b',' | b'{' | b'}' | b'(' | b')' | b'&')
}

impl<'a> Line<'a> {
    fn err<T>(&self, at: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::new(
            SrcLoc::new(self.line, at as u32 + 1),
            msg.into(),
        ))
    }
    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn at_end(&mut self) -> bool {
        self.ws();
        self.pos >= self.s.len()
    }
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.as_bytes().get(self.pos).copied()
    }
    /// Consumes `c` (after spaces) if it is next.
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: u8) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            let at = self.pos;
            self.err(at, format!("expected `{}`", c as char))
        }
    }
    /// The next token (up to a delimiter) and its start; empty at a delimiter or the end.
    fn token(&mut self) -> (usize, &'a str) {
        self.ws();
        let start = self.pos;
        let b = self.s.as_bytes();
        while self.pos < b.len() && !is_delim(b[self.pos]) {
            self.pos += 1;
        }
        (start, &self.s[start..self.pos])
    }
    /// An attribute token: up to a space or `}`.
    fn attr_token(&mut self) -> (usize, &'a str) {
        self.ws();
        let start = self.pos;
        let b = self.s.as_bytes();
        while self.pos < b.len() && !b[self.pos].is_ascii_whitespace() && b[self.pos] != b'}' {
            self.pos += 1;
        }
        (start, &self.s[start..self.pos])
    }
    /// A token that must be present.
    fn word(&mut self, what: &str) -> PResult<(usize, &'a str)> {
        let (at, t) = self.token();
        if t.is_empty() {
            return self.err(at, format!("expected {what}"));
        }
        Ok((at, t))
    }
    /// A quoted string as [`quote`] writes it.
    fn string(&mut self, what: &str) -> PResult<String> {
        if !self.eat(b'"') {
            let at = self.pos;
            return self.err(at, format!("expected {what} (a quoted string)"));
        }
        let mut out = String::new();
        let mut it = self.s[self.pos..].char_indices();
        let base = self.pos;
        while let Some((k, c)) = it.next() {
            match c {
                '"' => {
                    self.pos = base + k + 1;
                    return Ok(out);
                }
                '\\' => {
                    let Some((_, e)) = it.next() else { break };
                    match e {
                        '\\' | '"' => out.push(e),
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'u' => {
                            let rest = &self.s[base + k + 2..];
                            let hex = rest
                                .strip_prefix('{')
                                .and_then(|r| r.split_once('}'))
                                .map(|(h, _)| h);
                            let Some(c) = hex
                                .and_then(|h| u32::from_str_radix(h, 16).ok())
                                .and_then(char::from_u32)
                            else {
                                return self.err(base + k, "invalid escape `\\u{...}`");
                            };
                            out.push(c);
                            // Skip `{HEX}`.
                            for _ in 0..hex.map_or(0, str::len) + 2 {
                                it.next();
                            }
                        }
                        _ => return self.err(base + k, format!("unknown escape `\\{e}`")),
                    }
                }
                c => out.push(c),
            }
        }
        let at = base - 1;
        self.err(at, "unterminated string")
    }
    fn end(&mut self) -> PResult<()> {
        if self.at_end() {
            Ok(())
        } else {
            let at = self.pos;
            self.err(at, "unexpected text at end of line")
        }
    }
}

fn num<T: std::str::FromStr>(l: &Line, at: usize, s: &str, what: &str) -> PResult<T> {
    s.parse::<T>()
        .or_else(|_| l.err(at, format!("invalid {what} `{s}`")))
}

/// A block reference `bbN`, with its position for the range check at the end.
fn block_ref(
    l: &Line,
    at: usize,
    s: &str,
    refs: &mut Vec<(MBlockId, SrcLoc)>,
) -> PResult<MBlockId> {
    let Some(n) = s.strip_prefix("bb") else {
        return l.err(at, format!("expected a block `bbN`, found `{s}`"));
    };
    let n: u32 = num(l, at, n, "block number")?;
    if n >= MAX_BLOCKS {
        return l.err(at, format!("block number {n} too large"));
    }
    refs.push((MBlockId(n), SrcLoc::new(l.line, at as u32 + 1)));
    Ok(MBlockId(n))
}

struct FnParser {
    f: MFunction,
    /// Every block reference, checked once the number of blocks is known.
    refs: Vec<(MBlockId, SrcLoc)>,
    /// Whether each vreg's class was given by a reference (holes are filled at the end).
    seen: Vec<bool>,
    vregs_decl: Option<(u32, SrcLoc)>,
    sym_refs: Vec<(u32, SrcLoc)>,
    /// Every `p_inline_asm#N` reference, checked against the `asm` lines at the end.
    asm_refs: Vec<(u32, SrcLoc)>,
}

impl FnParser {
    fn gen(&self) -> Generation {
        generation(self.f.variant)
    }

    /// `%N:bW` or `%N:bW[a:b]`.
    fn vreg(&mut self, l: &Line, at: usize, s: &str) -> PResult<MOp> {
        let body = &s[1..];
        let (n, rest) = body
            .split_once(':')
            .map_or_else(|| l.err(at, format!("expected `%N:bW`, found `{s}`")), Ok)?;
        let n: u32 = num(l, at + 1, n, "vreg number")?;
        if n >= MAX_VREGS {
            return l.err(at, format!("vreg number {n} too large"));
        }
        let mut chars = rest.chars();
        let bank = match chars.next() {
            Some('s') => Bank::S,
            Some('v') => Bank::V,
            Some('a') => Bank::A,
            _ => return l.err(at, format!("vreg `{s}`: bank must be s, v or a")),
        };
        let rest = chars.as_str();
        let (w, range) = match rest.find('[') {
            Some(k) => (&rest[..k], Some(&rest[k..])),
            None => (rest, None),
        };
        let width: u8 = num(l, at, w, "vreg width")?;
        if !(1..=32).contains(&width) {
            return l.err(at, format!("vreg `{s}`: width must be 1..=32 dwords"));
        }
        let (off, cnt) = match range {
            None => (0, width),
            Some(r) => {
                let inner = r
                    .strip_prefix('[')
                    .and_then(|r| r.strip_suffix(']'))
                    .and_then(|r| r.split_once(':'));
                let Some((a, b)) = inner else {
                    return l.err(at, format!("vreg `{s}`: expected a sub-range `[a:b]`"));
                };
                let a: u8 = num(l, at, a, "sub-range start")?;
                let b: u8 = num(l, at, b, "sub-range end")?;
                if b < a || b >= width {
                    return l.err(
                        at,
                        format!("vreg `{s}`: sub-range outside its {width} dwords"),
                    );
                }
                (a, b - a + 1)
            }
        };
        let i = n as usize;
        if self.f.vregs.len() <= i {
            self.f.vregs.resize(
                i + 1,
                VRegInfo {
                    bank: Bank::S,
                    width: 1,
                },
            );
            self.seen.resize(i + 1, false);
        }
        let info = VRegInfo { bank, width };
        if self.seen[i] && self.f.vregs[i] != info {
            let old = self.f.vregs[i];
            return l.err(
                at,
                format!(
                    "%{n} is {}{} here but {}{} elsewhere",
                    bank_char(bank),
                    width,
                    bank_char(old.bank),
                    old.width
                ),
            );
        }
        self.f.vregs[i] = info;
        self.seen[i] = true;
        Ok(MOp::V {
            reg: VReg(n),
            off,
            n: cnt,
        })
    }

    fn reg(&self, l: &Line, at: usize, s: &str) -> PResult<Reg> {
        match parse_reg(s, self.gen()) {
            Ok(Some(r)) => Ok(r),
            Ok(None) => l.err(at, format!("unknown operand `{s}`")),
            Err(e) => l.err(at, e),
        }
    }

    /// One operand token (without its `=`).
    fn operand(&mut self, l: &Line, at: usize, s: &str, inline_pos: bool) -> PResult<MOp> {
        if s.starts_with('%') {
            return self.vreg(l, at, s);
        }
        if s.starts_with("bb") && s[2..].bytes().all(|b| b.is_ascii_digit()) && s.len() > 2 {
            return Ok(MOp::B(block_ref(l, at, s, &mut self.refs)?));
        }
        if let Some(r) = s.strip_prefix("sym") {
            if r.starts_with(|c: char| c.is_ascii_digit()) {
                return self.sym(l, at, s, r);
            }
        }
        if s == "off" {
            return Ok(MOp::C(Operand::Off));
        }
        if let Some(h) = s.strip_prefix("0x") {
            return match u32::from_str_radix(h, 16) {
                Ok(v) => Ok(MOp::C(Operand::Literal(v))),
                Err(_) => l.err(at, format!("invalid literal `{s}`")),
            };
        }
        if let Some(v) = s.strip_prefix("imm:") {
            return Ok(MOp::C(Operand::Imm(num(l, at, v, "immediate")?)));
        }
        if let Some(v) = s.strip_prefix("int:") {
            let v: i8 = num(l, at, v, "inline constant")?;
            if !(-16..=64).contains(&v) {
                return l.err(at, format!("inline constant {v} outside -16..=64"));
            }
            return Ok(MOp::C(Operand::InlineInt(v)));
        }
        if let Some(v) = s.strip_prefix("fconst:") {
            return Ok(MOp::C(Operand::InlineFloat(num(
                l,
                at,
                v,
                "float constant code",
            )?)));
        }
        if let Some(v) = s.strip_prefix("label:") {
            return Ok(MOp::C(Operand::Label(v.to_string())));
        }
        if let Some(v) = s.strip_prefix("creg:") {
            return Ok(MOp::C(Operand::Reg(self.reg(l, at + 5, v)?)));
        }
        if let Some(k) = FLOAT_CONSTS.iter().find(|k| k.1 == s) {
            return Ok(MOp::C(Operand::InlineFloat(k.0)));
        }
        if s.starts_with(|c: char| c == '-' || c.is_ascii_digit()) {
            let v: i64 = num(l, at, s, "integer")?;
            if inline_pos && (-16..=64).contains(&v) {
                return Ok(MOp::C(Operand::InlineInt(v as i8)));
            }
            return Ok(MOp::C(Operand::Imm(v)));
        }
        Ok(MOp::P(self.reg(l, at, s)?))
    }

    /// `symN@rel32@lo+A` (`r` is the text after `sym`).
    fn sym(&mut self, l: &Line, at: usize, s: &str, r: &str) -> PResult<MOp> {
        let bad = || {
            l.err(
                at,
                format!("expected `symN@rel32@lo+A` or `@hi`, found `{s}`"),
            )
        };
        let Some((n, rest)) = r.split_once("@rel32@") else {
            return bad();
        };
        let (hi, add) = if let Some(a) = rest.strip_prefix("hi") {
            (true, a)
        } else if let Some(a) = rest.strip_prefix("lo") {
            (false, a)
        } else {
            return bad();
        };
        if !add.starts_with(['+', '-']) {
            return bad();
        }
        let sym: u32 = num(l, at + 3, n, "symbol index")?;
        let addend: i64 = num(l, at, add.strip_prefix('+').unwrap_or(add), "addend")?;
        self.sym_refs
            .push((sym, SrcLoc::new(l.line, at as u32 + 1)));
        Ok(MOp::Sym { sym, addend, hi })
    }

    fn header_line(&mut self, l: &mut Line, key: &str, at: usize) -> PResult<()> {
        match key {
            "abi" => {
                let mut abi = Abi::default();
                while !l.at_end() {
                    let (at, t) = l.word("an ABI field")?;
                    let (k, v) = t.split_once('=').unwrap_or((t, ""));
                    match k {
                        "user_sgpr_count" => abi.user_sgpr_count = num(l, at, v, k)?,
                        "workitem_id_dims" => abi.workitem_id_dims = num(l, at, v, k)?,
                        "lds_size" => abi.lds_size = num(l, at, v, k)?,
                        "kernarg_size" => abi.kernarg_size = num(l, at, v, k)?,
                        "kernarg_align" => abi.kernarg_align = num(l, at, v, k)?,
                        "workgroup_id" => {
                            for c in v.chars() {
                                match c {
                                    'x' => abi.workgroup_id[0] = true,
                                    'y' => abi.workgroup_id[1] = true,
                                    'z' => abi.workgroup_id[2] = true,
                                    '-' => {}
                                    _ => return l.err(at, format!("invalid workgroup_id `{v}`")),
                                }
                            }
                        }
                        "dynamic_lds" if v.is_empty() => abi.dynamic_lds = true,
                        "private_segment_buffer" if v.is_empty() => {
                            abi.private_segment_buffer = true
                        }
                        "flat_scratch_init" if v.is_empty() => abi.flat_scratch_init = true,
                        _ => return l.err(at, format!("unknown ABI field `{t}`")),
                    }
                }
                self.f.abi = abi;
            }
            "frame" => {
                while !l.at_end() {
                    let (at, t) = l.word("a frame field")?;
                    let (k, v) = t.split_once('=').unwrap_or((t, ""));
                    let slot = match k {
                        "private_bytes" => &mut self.f.private_bytes,
                        "sgpr_spill_slots" => &mut self.f.sgpr_spill_slots,
                        "vgpr_spill_slots" => &mut self.f.vgpr_spill_slots,
                        "scratch_prolog" => &mut self.f.scratch_prolog,
                        "frame_bytes" => &mut self.f.frame_bytes,
                        _ => return l.err(at, format!("unknown frame field `{t}`")),
                    };
                    *slot = num(l, at, v, k)?;
                }
            }
            "device_function" => {
                self.f.device_function = true;
                l.end()?;
            }
            "vregs" => {
                let (at, t) = l.word("a vreg count")?;
                let n: u32 = num(l, at, t, "vreg count")?;
                if n > MAX_VREGS {
                    return l.err(at, format!("vreg count {n} too large"));
                }
                self.vregs_decl = Some((n, SrcLoc::new(l.line, at as u32 + 1)));
                l.end()?;
            }
            "symbol" => {
                let (_, t) = l.word("a symbol name")?;
                self.f.symbols.push(t.to_string());
                l.end()?;
            }
            "region" => {
                let mut b = [MBlockId(0); 5];
                for x in &mut b {
                    let (at, t) = l.word("a block `bbN`")?;
                    *x = block_ref(l, at, t, &mut self.refs)?;
                }
                l.end()?;
                self.f.exec_regions.push(ExecRegion {
                    branch: b[0],
                    skip: b[1],
                    flow: b[2],
                    else_entry: b[3],
                    join: b[4],
                });
            }
            "asm" => {
                let (at, t) = l.word("an inline-asm block number")?;
                let n: usize = num(l, at, t, "inline-asm block number")?;
                if n != self.f.inline_asm.len() {
                    return l.err(
                        at,
                        format!(
                            "expected inline-asm block {}, found {n}",
                            self.f.inline_asm.len()
                        ),
                    );
                }
                let (at, t) = l.word("`src=N`")?;
                let Some(v) = t.strip_prefix("src=") else {
                    return l.err(at, format!("expected `src=N`, found `{t}`"));
                };
                let src: u32 = num(l, at + 4, v, "source instruction")?;
                let template = l.string("the template")?;
                l.expect(b'(')?;
                let mut operands = Vec::new();
                if !l.eat(b')') {
                    loop {
                        if l.peek() == Some(b'"') {
                            operands.push(AsmOperand::Text(l.string("an operand")?));
                        } else {
                            let (at, t) = l.word("an operand `opN` or a quoted text")?;
                            let Some(i) = t.strip_prefix("op") else {
                                return l
                                    .err(at, format!("expected `opN` or a string, found `{t}`"));
                            };
                            operands.push(AsmOperand::Op(num(l, at + 2, i, "operand index")?));
                        }
                        if l.eat(b')') {
                            break;
                        }
                        l.expect(b',')?;
                    }
                }
                let mut clobbers = Vec::new();
                if !l.at_end() {
                    let (at, t) = l.word("`clobbers`")?;
                    if t != "clobbers" {
                        return l.err(at, format!("expected `clobbers`, found `{t}`"));
                    }
                    while !l.at_end() {
                        let (at, t) = l.word("a register")?;
                        clobbers.push(self.reg(l, at, t)?);
                    }
                }
                self.f.inline_asm.push(InlineAsm {
                    template,
                    operands,
                    src,
                    clobbers,
                });
            }
            _ => return l.err(at, format!("unknown function attribute `{key}`")),
        }
        Ok(())
    }

    /// `bbN (name)(params) linear-only:`.
    fn block_header(&mut self, l: &mut Line) -> PResult<()> {
        let (at, t) = l.word("a block")?;
        let idx = self.f.blocks.len();
        if t != format!("bb{idx}") {
            return l.err(
                at,
                format!("expected block `bb{idx}` (blocks are numbered in order), found `{t}`"),
            );
        }
        if idx as u32 >= MAX_BLOCKS {
            return l.err(at, "too many blocks");
        }
        l.expect(b'(')?;
        let start = l.pos;
        let Some(close) = l.s[start..].find(')') else {
            return l.err(start, "expected `)` after the block name");
        };
        let name = l.s[start..start + close].to_string();
        l.pos = start + close + 1;
        let mut b = MBlock {
            name,
            ..MBlock::default()
        };
        if l.peek() == Some(b'(') {
            l.pos += 1;
            loop {
                let (at, t) = l.word("a block parameter")?;
                b.params.push(self.whole_vreg(l, at, t)?);
                if !l.eat(b',') {
                    break;
                }
            }
            l.expect(b')')?;
        }
        let (at, t) = l.token();
        let t = if t == "linear-only:" || t == "linear-only" {
            b.linear_only = true;
            if t == "linear-only" {
                l.expect(b':')?;
            }
            ""
        } else {
            t
        };
        match t {
            "" if b.linear_only => {}
            ":" => {}
            "" => l.expect(b':')?,
            _ => return l.err(at, format!("expected `:` or ` linear-only:`, found `{t}`")),
        }
        l.end()?;
        self.f.blocks.push(b);
        Ok(())
    }

    fn whole_vreg(&mut self, l: &Line, at: usize, t: &str) -> PResult<VReg> {
        if !t.starts_with('%') {
            return l.err(at, format!("expected a vreg `%N:bW`, found `{t}`"));
        }
        match self.vreg(l, at, t)? {
            MOp::V { reg, off: 0, n } if n == self.f.vregs[reg.0 as usize].width => Ok(reg),
            _ => l.err(at, format!("`{t}`: a whole vreg is expected here")),
        }
    }

    /// `logical [..] linear [..]`.
    fn succs(&mut self, l: &mut Line) -> PResult<()> {
        let mut lists = [Vec::new(), Vec::new()];
        for (k, key) in ["logical", "linear"].iter().enumerate() {
            let (at, t) = l.token();
            if t != *key {
                return l.err(at, format!("expected `{key} [...]`"));
            }
            l.expect(b'[')?;
            let (at, inner) = {
                l.ws();
                let start = l.pos;
                let Some(e) = l.s[start..].find(']') else {
                    return l.err(start, "expected `]`");
                };
                l.pos = start + e + 1;
                (start, &l.s[start..start + e])
            };
            for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                let n: u32 = num(l, at, part, "block number")?;
                if n >= MAX_BLOCKS {
                    return l.err(at, format!("block number {n} too large"));
                }
                self.refs
                    .push((MBlockId(n), SrcLoc::new(l.line, at as u32 + 1)));
                lists[k].push(MBlockId(n));
            }
        }
        l.end()?;
        let b = self.f.blocks.last_mut().expect("in a block");
        b.linear_succs = std::mem::take(&mut lists[1]);
        b.logical_succs = std::mem::take(&mut lists[0]);
        b.args = vec![Vec::new(); b.logical_succs.len()];
        Ok(())
    }

    /// An instruction line; returns its tag (`p`, `e` or none).
    fn inst(&mut self, l: &mut Line) -> PResult<(Option<u8>, MInst)> {
        l.ws();
        let rest = &l.s.as_bytes()[l.pos..];
        let tag = if rest.len() > 1 && matches!(rest[0], b'p' | b'e') && rest[1] == b' ' {
            l.pos += 2;
            Some(rest[0])
        } else {
            None
        };
        let (at, name) = l.word("an instruction")?;
        let kind = self.kind(l, at, name)?;
        if let Kind::Pseudo(Pseudo::InlineAsm(n)) = kind {
            self.asm_refs.push((n, SrcLoc::new(l.line, at as u32 + 1)));
        }
        let mut ops: SmallVec<[MOp; 6]> = SmallVec::new();
        let mut defs = 0u32;
        if !matches!(l.peek(), None | Some(b'{') | Some(b'&')) {
            loop {
                let def = l.eat(b'=');
                let (at, t) = l.word("an operand")?;
                let j = ops.len();
                if j >= 32 {
                    return l.err(at, "too many operands");
                }
                let inline = bare_is_inline(self.f.variant, kind, j);
                ops.push(self.operand(l, at, t, inline)?);
                if def {
                    defs |= 1 << j;
                }
                if !l.eat(b',') {
                    break;
                }
            }
        }
        if let Kind::Hw(row) = kind {
            let d = table(self.f.variant).def(row);
            if d.ops.len() != ops.len() {
                return l.err(
                    at,
                    format!(
                        "{} takes {} operands, found {}",
                        d.mnemonic,
                        d.ops.len(),
                        ops.len()
                    ),
                );
            }
        }
        let mut inst = MInst {
            kind,
            ops,
            defs,
            ret: None,
            m: base_mods(kind),
            group: false,
            fixed: Vec::new(),
            mem: None,
        };
        if l.eat(b'{') {
            loop {
                let (at, t) = l.attr_token();
                if t.is_empty() {
                    break;
                }
                self.attr(l, at, t, &mut inst)?;
            }
            l.expect(b'}')?;
        }
        if l.eat(b'&') {
            inst.group = true;
        }
        l.end()?;
        Ok((tag, inst))
    }

    fn kind(&self, l: &Line, at: usize, name: &str) -> PResult<Kind> {
        let p = match name {
            "p_entry" => Some(Pseudo::Entry),
            "p_copy" => Some(Pseudo::Copy),
            "p_wait_all" => Some(Pseudo::WaitAll),
            "p_fence" => Some(Pseudo::Fence),
            "p_call" => Some(Pseudo::Call),
            "p_ret" => Some(Pseudo::Ret),
            "p_hazard_boundary" => Some(Pseudo::HazardBoundary),
            "p_inline_asm" => return l.err(at, "expected `p_inline_asm#N` (its `asm N` block)"),
            "p_wait" => Some(Pseudo::Wait {
                vm: false,
                lgkm: false,
                vs: false,
            }),
            _ => None,
        };
        if let Some(p) = p {
            return Ok(Kind::Pseudo(p));
        }
        if let Some(n) = name.strip_prefix("p_inline_asm#") {
            let n: u32 = num(l, at + 13, n, "inline-asm block number")?;
            return Ok(Kind::Pseudo(Pseudo::InlineAsm(n)));
        }
        let t = table(self.f.variant);
        let (mn, k) = match name.split_once('#') {
            Some((m, k)) => (m, Some(k)),
            None => (name, None),
        };
        let rows = t.by_name(mn);
        if let Some(r) = k.and_then(|k| k.strip_prefix('r')) {
            let r: u32 = num(l, at, r, "row number")?;
            if (r as usize) < t.defs.len() && t.def(r).mnemonic == mn {
                return Ok(Kind::Hw(r));
            }
            return l.err(
                at,
                format!("no row {r} named `{mn}` on {:?}", self.f.variant),
            );
        }
        let k: usize = match k {
            Some(k) => num(l, at, k, "row index")?,
            None => 0,
        };
        match rows.get(k) {
            Some(&r) => Ok(Kind::Hw(r)),
            None if rows.is_empty() => l.err(
                at,
                format!("unknown instruction `{mn}` on {:?}", self.f.variant),
            ),
            None => l.err(
                at,
                format!("`{mn}` has {} rows on {:?}", rows.len(), self.f.variant),
            ),
        }
    }

    fn attr(&mut self, l: &Line, at: usize, t: &str, inst: &mut MInst) -> PResult<()> {
        let (k, v) = match t.split_once(':') {
            Some((k, v)) => (k, Some(v)),
            None => (t, None),
        };
        if let Some(fld) = MOD_FIELDS.iter().find(|f| f.name == k) {
            let val: i64 = match v {
                Some(v) => num(l, at, v, k)?,
                None if fld.flag => 1,
                None => return l.err(at, format!("`{k}` needs a value (`{k}:N`)")),
            };
            if !(fld.set)(&mut inst.m, val) {
                return l.err(at, format!("value {val} out of range for `{k}`"));
            }
            return Ok(());
        }
        match (k, v) {
            ("ext", Some(v)) => match EXTS.iter().find(|e| e.1 == v) {
                Some(e) => inst.m.ext = e.0,
                None => return l.err(at, format!("unknown ext `{v}`")),
            },
            ("vm" | "lgkm" | "vs", None) => match &mut inst.kind {
                Kind::Pseudo(Pseudo::Wait { vm, lgkm, vs }) => {
                    *match k {
                        "vm" => vm,
                        "lgkm" => lgkm,
                        _ => vs,
                    } = true
                }
                _ => return l.err(at, format!("`{k}` is a flag of p_wait only")),
            },
            ("ret", Some(v)) => {
                let op = self.operand(l, at + 4, v, false)?;
                if !matches!(op, MOp::V { .. } | MOp::P(_)) {
                    return l.err(at, "ret: expected a register");
                }
                inst.ret = Some(op);
            }
            ("fixed", Some(v)) => {
                let mut p = at + 6;
                for r in v.split(',') {
                    inst.fixed.push(self.reg(l, p, r)?);
                    p += r.len() + 1;
                }
            }
            ("mem", Some(v)) => inst.mem = Some(mem_sem(l, at + 4, v)?),
            ("dual", _) => {
                return l.err(at, "VOPD dual instructions are not supported in MIR text")
            }
            _ => return l.err(at, format!("unknown attribute `{t}`")),
        }
        Ok(())
    }

    /// The terminator line (the block's last line).
    fn term(&mut self, l: &mut Line) -> PResult<()> {
        l.ws();
        let (at, t) = if l.s[l.pos..].starts_with("<no terminator>") {
            let at = l.pos;
            l.pos += "<no terminator>".len();
            (at, "<no terminator>")
        } else {
            l.word("a terminator")?
        };
        let term = match t {
            "<no terminator>" => None,
            "s_endpgm" => Some(Term::Ret),
            "jump" => {
                let (at, b) = l.word("a block")?;
                Some(Term::Jump(block_ref(l, at, b, &mut self.refs)?))
            }
            _ => {
                let cond = [Cond::Scc0, Cond::Scc1, Cond::Execz, Cond::Execnz]
                    .into_iter()
                    .find(|c| c.op().name() == t);
                let Some(cond) = cond else {
                    return l.err(
                        at,
                        format!("expected a terminator (`jump`, `s_endpgm`, a conditional branch), found `{t}`"),
                    );
                };
                let (at, b) = l.word("a block")?;
                let taken = block_ref(l, at, b, &mut self.refs)?;
                l.expect(b',')?;
                let (at, b) = l.word("a block")?;
                let fall = block_ref(l, at, b, &mut self.refs)?;
                Some(Term::Br { cond, taken, fall })
            }
        };
        // Branch arguments: ` [bbS <- %a %b]` in successor order.
        let mut next = 0usize;
        loop {
            l.ws();
            if l.pos >= l.s.len() {
                break;
            }
            let at = l.pos;
            if !l.s[at..].starts_with('[') {
                return l.err(at, "expected `[bbN <- args]` or the end of the line");
            }
            l.pos += 1;
            let (bat, bt) = l.word("a block")?;
            let s = block_ref(l, bat, bt, &mut self.refs)?;
            let (aat, arrow) = l.token();
            if arrow != "<-" {
                return l.err(aat, "expected `<-`");
            }
            l.ws();
            let start = l.pos;
            let Some(close) = l.s[start..].find(']') else {
                return l.err(start, "expected `]`");
            };
            l.pos = start + close + 1;
            let mut args = Vec::new();
            let inner = &l.s[start..start + close];
            let mut off = 0;
            for part in inner.split(' ') {
                if !part.is_empty() {
                    args.push(self.whole_vreg(l, start + off, part)?);
                }
                off += part.len() + 1;
            }
            let b = self.f.blocks.last_mut().expect("in a block");
            let Some(k) = (next..b.logical_succs.len()).find(|&k| b.logical_succs[k] == s) else {
                return l.err(
                    bat,
                    format!("{bt} is not a later logical successor of this block"),
                );
            };
            b.args[k] = args;
            next = k + 1;
        }
        self.f.blocks.last_mut().expect("in a block").term = term;
        Ok(())
    }

    fn finish(mut self) -> PResult<MFunction> {
        let n = self.f.blocks.len() as u32;
        if let Some(&(b, loc)) = self.refs.iter().find(|(b, _)| b.0 >= n) {
            return Err(Diagnostic::new(
                loc,
                format!("block bb{} does not exist (the function has {n})", b.0),
            ));
        }
        let na = self.f.inline_asm.len() as u32;
        if let Some(&(a, loc)) = self.asm_refs.iter().find(|(a, _)| *a >= na) {
            return Err(Diagnostic::new(
                loc,
                format!("inline-asm block {a} does not exist (the function has {na})"),
            ));
        }
        let ns = self.f.symbols.len() as u32;
        if let Some(&(s, loc)) = self.sym_refs.iter().find(|(s, _)| *s >= ns) {
            return Err(Diagnostic::new(
                loc,
                format!("symbol {s} does not exist (the function has {ns})"),
            ));
        }
        if let Some((decl, loc)) = self.vregs_decl {
            if (decl as usize) < self.f.vregs.len() {
                return Err(Diagnostic::new(
                    loc,
                    format!("`vregs {decl}` but %{} is used", self.f.vregs.len() - 1),
                ));
            }
            self.f.vregs.resize(
                decl as usize,
                VRegInfo {
                    bank: Bank::S,
                    width: 1,
                },
            );
        }
        self.f.compute_preds();
        Ok(self.f)
    }
}

fn mem_sem(l: &Line, at: usize, v: &str) -> PResult<MemSem> {
    let mut parts = v.split('.');
    let kind_name = parts.next().unwrap_or_default();
    let mut next = |what: &str| -> PResult<&str> {
        match parts.next() {
            Some(p) => Ok(p),
            None => l.err(at, format!("mem: expected {what} in `{v}`")),
        }
    };
    let ord = |s: &str| -> PResult<Ordering> {
        Ordering::from_name(s).map_or_else(|| l.err(at, format!("mem: unknown ordering `{s}`")), Ok)
    };
    let kind = match kind_name {
        "load" => MemKind::Load,
        "store" => MemKind::Store,
        "rmw" => MemKind::Rmw { returns: false },
        "rmw_ret" => MemKind::Rmw { returns: true },
        "cmpxchg" | "cmpxchg_ret" => MemKind::CmpXchg {
            returns: kind_name == "cmpxchg_ret",
            failure: ord(next("a failure ordering")?)?,
        },
        "fence" => MemKind::Fence {
            global: false,
            local: false,
        },
        "fence_global" => MemKind::Fence {
            global: true,
            local: false,
        },
        "fence_local" => MemKind::Fence {
            global: false,
            local: true,
        },
        "fence_global_local" => MemKind::Fence {
            global: true,
            local: true,
        },
        _ => return l.err(at, format!("mem: unknown kind `{kind_name}`")),
    };
    let sp = next("an address space")?;
    let space = AddrSpace::from_name(sp).map_or_else(
        || l.err(at, format!("mem: unknown address space `{sp}`")),
        Ok,
    )?;
    let ordering = ord(next("an ordering")?)?;
    let sc = next("a scope")?;
    let scope = SyncScope::from_name(sc)
        .map_or_else(|| l.err(at, format!("mem: unknown scope `{sc}`")), Ok)?;
    let mut m = MemSem {
        kind,
        space,
        ordering,
        scope,
        volatile: false,
        nontemporal: false,
    };
    for p in parts {
        match p {
            "volatile" => m.volatile = true,
            "nontemporal" => m.nontemporal = true,
            _ => return l.err(at, format!("mem: unknown flag `{p}`")),
        }
    }
    Ok(m)
}

/// Removes a `;` comment.
fn strip_comment(s: &str) -> &str {
    match s.find(';') {
        Some(k) => &s[..k],
        None => s,
    }
}

/// `@NAME (Variant) waveN` after `mfunction`.
fn function_header(l: &mut Line) -> PResult<MFunction> {
    let (at, name) = l.word("`@NAME`")?;
    let Some(name) = name.strip_prefix('@').filter(|n| !n.is_empty()) else {
        return l.err(at, "expected the function name `@NAME`");
    };
    l.expect(b'(')?;
    let (at, v) = l.word("an ISA variant (`Gfx900`)")?;
    let Some(variant) = IsaVariant::ALL.into_iter().find(|x| format!("{x:?}") == v) else {
        return l.err(at, format!("unknown ISA variant `{v}`"));
    };
    l.expect(b')')?;
    let (at, w) = l.word("`wave32` or `wave64`")?;
    let wave64 = match w {
        "wave64" => true,
        "wave32" => false,
        _ => return l.err(at, format!("expected `wave32` or `wave64`, found `{w}`")),
    };
    l.end()?;
    Ok(MFunction::new(name, variant, wave64))
}

/// Parse every function of a MIR text (what [`print`] prints, possibly several functions
/// one after the other, with `;` comments).
pub fn parse(text: &str) -> Result<Vec<MFunction>, Diagnostic> {
    // Split into lines with their numbers, comments removed, blank lines dropped.
    let lines: Vec<(u32, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, s)| (i as u32 + 1, strip_comment(s)))
        .filter(|(_, s)| !s.trim().is_empty())
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (ln, s) = lines[i];
        let mut l = Line {
            s,
            pos: 0,
            line: ln,
        };
        let (at, kw) = l.token();
        if kw != "mfunction" {
            return l.err(at, "expected `mfunction @NAME (Variant) waveN`");
        }
        let f = function_header(&mut l)?;
        i += 1;
        let mut p = FnParser {
            f,
            refs: Vec::new(),
            seen: Vec::new(),
            vregs_decl: None,
            sym_refs: Vec::new(),
            asm_refs: Vec::new(),
        };
        // Function attributes, up to the first block.
        while i < lines.len() {
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            let (at, key) = l.token();
            if key.starts_with("bb") || key == "mfunction" {
                break;
            }
            p.header_line(&mut l, key, at)?;
            i += 1;
        }
        // Blocks: header, successor line, instructions, terminator (the last line).
        while i < lines.len() {
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            let (_, key) = l.token();
            if key == "mfunction" {
                break;
            }
            l.pos = 0;
            p.block_header(&mut l)?;
            i += 1;
            let end = (i..lines.len())
                .find(|&k| {
                    let t = lines[k].1.trim_start();
                    (t.starts_with("bb") && !t.starts_with("bb ")) || t.starts_with("mfunction")
                })
                .unwrap_or(lines.len());
            if i >= end {
                return Err(Diagnostic::new(
                    SrcLoc::new(ln, 1),
                    "block without successor and terminator lines",
                ));
            }
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            if l.s.trim_start().starts_with("logical") {
                p.succs(&mut l)?;
                i += 1;
            } else {
                return l.err(
                    0,
                    "expected the successor line `logical [...] linear [...]`",
                );
            }
            if i >= end {
                return Err(Diagnostic::new(
                    SrcLoc::new(ln, 1),
                    "block without a terminator line",
                ));
            }
            let mut insts = Vec::new();
            let mut tags = Vec::new();
            while i + 1 < end {
                let (ln, s) = lines[i];
                let mut l = Line {
                    s,
                    pos: 0,
                    line: ln,
                };
                let (tag, inst) = p.inst(&mut l)?;
                tags.push((tag, ln));
                insts.push(inst);
                i += 1;
            }
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            p.term(&mut l)?;
            i += 1;
            // Tags: `p` lines first, untagged lines, `e` lines last.
            let prologue = tags.iter().take_while(|t| t.0 == Some(b'p')).count();
            let epilogue = tags
                .iter()
                .position(|t| t.0 == Some(b'e'))
                .unwrap_or(tags.len());
            if let Some(t) = tags[prologue..].iter().find(|t| t.0 == Some(b'p')) {
                return Err(Diagnostic::new(
                    SrcLoc::new(t.1, 1),
                    "prologue (`p`) instruction after the start of the block body",
                ));
            }
            if let Some(t) = tags[epilogue..].iter().find(|t| t.0 != Some(b'e')) {
                return Err(Diagnostic::new(
                    SrcLoc::new(t.1, 1),
                    "instruction after the epilogue (`e`) instructions",
                ));
            }
            let b = p.f.blocks.last_mut().expect("block just parsed");
            b.insts = insts;
            b.prologue = prologue;
            b.epilogue = epilogue;
        }
        out.push(p.finish()?);
    }
    Ok(out)
}

/// Parse a text holding exactly one function.
pub fn parse_function(text: &str) -> Result<MFunction, Diagnostic> {
    let mut v = parse(text)?;
    match v.len() {
        1 => Ok(v.pop().expect("one")),
        n => Err(Diagnostic::new(
            SrcLoc::new(1, 1),
            format!("expected one mfunction, found {n}"),
        )),
    }
}
