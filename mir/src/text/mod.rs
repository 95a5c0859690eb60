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
    Abi, AliasRoot, AsmOperand, Bank, Cond, ExecRegion, InlineAsm, Kind, MBlock, MBlockId,
    MFunction, MInst, MOp, MemKind, MemSem, Pseudo, Term, VReg, VRegInfo,
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
        MOp::Sym(s) => {
            // (By value: the fields of the packed `SymRef` cannot be borrowed.)
            let (sym, addend, hi) = (s.sym, s.addend, s.hi);
            let half = if hi { "hi" } else { "lo" };
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
            out.push_str("label:");
            out.push_str(l.map_or("", |l| l.as_str()));
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
    match m.root {
        None => {}
        Some(AliasRoot::Param { index, noalias }) => {
            let _ = write!(out, ".{}arg{index}", if noalias { "noalias_" } else { "" });
        }
        Some(AliasRoot::Global(g)) => {
            let _ = write!(out, ".var{g}");
        }
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
        ("dispatch_ptr", abi.dispatch_ptr),
        ("dispatch_id", abi.dispatch_id),
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
        for (s, a) in b.linear_succs.iter().zip(&b.linear_args) {
            if !a.is_empty() {
                let _ = write!(out, " [linear bb{} <-", s.0);
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

mod parse;
pub use parse::{parse, parse_function};
