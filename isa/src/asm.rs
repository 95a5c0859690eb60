//! Assembler and disassembler entry points (what the `gfxc as` / `gfxc disas` CLI calls).
//!
//! Guarantees: [`assemble`] reads a whole source file: `;`, `//` and `#` comments, labels
//! (`name:`), directives and instructions: everything `gfxc compile --emit asm` and
//! `llc-19 -filetype=asm` print. Only code sections (`.text`, `.section .text...`) make bytes;
//! everything in other sections (`.rodata` with its `.amdhsa_kernel` blocks, notes, data) is
//! read past, and so are `.amdgpu_metadata` ... `.end_amdgpu_metadata` blocks (YAML, whose
//! keys look like labels) and `.amdhsa_kernel` blocks. In code, `.p2align N` pads with
//! `s_nop 0` words as llvm-mc does (or the given fill byte), and `.byte`/`.short`/`.long`/
//! `.quad` (and `.2byte`/`.4byte`/`.8byte`) emit their values; symbol directives (`.globl`,
//! `.type`, `.size`, `.set`, `.amdgcn_target`, ...) make no bytes. Branch labels are resolved in a second pass (SOPP simm16 = dword
//! distance from the next instruction). All errors of the file are collected as
//! `file:line:col: error: message` (1-based line and column). [`show_encoding`] prints the
//! result the way `llvm-mc-19 -show-encoding` does, including its `A,A` fixup notation for
//! branches. [`disassemble`] never panics: undecodable words become [`DisasLine`]s with
//! `invalid: true`.

use crate::codec::{decode_for, encode};
use crate::inst::Inst;
use crate::parse::parse_inst;
use crate::print::{print, PrintOpts};
use crate::processors::Target;
use crate::regs::Operand;
use crate::table::SigField;
use std::collections::HashMap;
use std::fmt;

/// One diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// All diagnostics of a failed assembly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// One assembled line: a label definition or an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmLine {
    /// 1-based source line.
    pub line: usize,
    /// Label defined on this line (then `text` is empty and `bytes` too).
    pub label: Option<String>,
    /// Canonical text of the instruction.
    pub text: String,
    /// Encoded bytes with branch targets resolved.
    pub bytes: Vec<u8>,
    /// Byte offset of the instruction in the section.
    pub offset: u32,
    /// Branch target label, when the instruction has one (llvm-mc shows it as a fixup).
    pub fixup: Option<String>,
}

/// The bytes a directive in a code section makes at `offset`: padding for `.p2align`, values
/// for the data directives, nothing (`Ok(None)`) for every other directive.
fn directive_bytes(s: &str, offset: u32) -> Result<Option<Vec<u8>>, String> {
    let (name, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
    let args: Vec<&str> = rest
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .collect();
    let num = |a: &str| -> Result<i128, String> {
        let (neg, t) = match a.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, a),
        };
        let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(h) => i128::from_str_radix(h, 16),
            None => t.parse::<i128>(),
        }
        .map_err(|_| format!("{name}: expected a number, found '{}'", clip(a)))?;
        Ok(if neg { -v } else { v })
    };
    let width = match name {
        ".byte" => 1,
        ".short" | ".2byte" | ".hword" => 2,
        ".long" | ".4byte" | ".int" => 4,
        ".quad" | ".8byte" => 8,
        ".p2alignl" => {
            // Align to 2^N with a dword fill value (llc's code-end padding).
            let (Some(n), Some(v)) = (args.first(), args.get(1)) else {
                return Err(format!("{name}: expected an alignment and a fill value"));
            };
            let n = num(n)?;
            if !(2..=16).contains(&n) {
                return Err(format!("{name}: alignment {n} out of range"));
            }
            let align = 1u64 << n;
            let pad = (align - offset as u64 % align) % align;
            let v = (num(v)? as u32).to_le_bytes();
            return Ok(Some(v.repeat(pad as usize / 4)));
        }
        ".fill" => {
            // `.fill COUNT[, SIZE[, VALUE]]`: COUNT copies of VALUE in SIZE (<= 8) bytes.
            let Some(count) = args.first() else {
                return Err(format!("{name}: expected a count"));
            };
            let count = num(count)?;
            let size = args.get(1).map(|a| num(a)).transpose()?.unwrap_or(1);
            let value = args.get(2).map(|a| num(a)).transpose()?.unwrap_or(0);
            if !(0..=1 << 20).contains(&count) || !(0..=8).contains(&size) {
                return Err(format!("{name}: count {count} or size {size} out of range"));
            }
            let one = &(value as u64).to_le_bytes()[..size as usize];
            return Ok(Some(one.repeat(count as usize)));
        }
        ".p2align" | ".balign" | ".align" => {
            let Some(first) = args.first() else {
                return Err(format!("{name}: expected an alignment"));
            };
            let n = num(first)?;
            let align: u64 = match name {
                ".p2align" if (0..=16).contains(&n) => 1 << n,
                ".balign" | ".align" if n > 0 && n <= 1 << 16 && (n & (n - 1)) == 0 => n as u64,
                _ => return Err(format!("{name}: alignment {n} out of range")),
            };
            let pad = (align - offset as u64 % align) % align;
            if let Some(max) = args.get(2) {
                if pad as i128 > num(max)? {
                    return Ok(None);
                }
            }
            let fill = args.get(1).map(|f| num(f)).transpose()?;
            // llvm-mc pads AMDGPU code with `s_nop 0` (SOPP opcode 0: 0xbf800000) when no
            // fill byte is given and the gap is whole dwords.
            let bytes = match fill {
                None if pad.is_multiple_of(4) => [0x00, 0x00, 0x80, 0xbf].repeat(pad as usize / 4),
                f => vec![f.unwrap_or(0) as u8; pad as usize],
            };
            return Ok(Some(bytes));
        }
        _ => return Ok(None),
    };
    let mut out = Vec::new();
    for a in args {
        let v = num(a)?;
        let (lo, hi) = (-(1i128 << (8 * width - 1)), (1i128 << (8 * width)) - 1);
        if v < lo || v > hi {
            return Err(format!("{name}: value {v} does not fit in {width} bytes"));
        }
        out.extend_from_slice(&(v as u64).to_le_bytes()[..width]);
    }
    Ok(Some(out))
}

/// At most 64 characters of a token, for messages.
fn clip(s: &str) -> String {
    match s.char_indices().nth(64) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

fn strip_comment(line: &str) -> &str {
    let mut end = line.len();
    for pat in [";", "//", "#"] {
        if let Some(i) = line.find(pat) {
            end = end.min(i);
        }
    }
    &line[..end]
}

struct Pending {
    line: usize,
    col: usize,
    inst: Inst,
    offset: u32,
    size: u32,
}

/// Assemble a source file for a target.
pub fn assemble(src: &str, file_name: &str, target: &Target) -> Result<Vec<AsmLine>, Diagnostics> {
    let mut diags = Vec::new();
    let mut out: Vec<AsmLine> = Vec::new();
    let mut pend: Vec<(usize, Pending)> = Vec::new();
    let mut labels: HashMap<String, u32> = HashMap::new();
    let mut offset = 0u32;
    // Inside a block skipped whole: the directive that ends it.
    let mut skip_until: Option<&str> = None;
    let mut in_code = true;
    for (ln, raw) in src.lines().enumerate() {
        let line_no = ln + 1;
        let code = strip_comment(raw);
        let mut s = code.trim_start();
        let mut col = code.len() - s.len();
        if let Some(end) = skip_until {
            if s.split_whitespace().next() == Some(end) {
                skip_until = None;
            }
            continue;
        }
        let first = s
            .split(|c: char| c.is_whitespace() || c == ',')
            .next()
            .unwrap_or("");
        match first {
            ".amdhsa_kernel" => {
                skip_until = Some(".end_amdhsa_kernel");
                continue;
            }
            ".amdgpu_metadata" => {
                skip_until = Some(".end_amdgpu_metadata");
                continue;
            }
            ".text" => in_code = true,
            ".data" | ".bss" | ".rodata" => in_code = false,
            ".section" => {
                let name = s[first.len()..]
                    .trim_start()
                    .split(|c: char| c == ',' || c.is_whitespace())
                    .next()
                    .unwrap_or("");
                in_code = name == ".text" || name.starts_with(".text.");
                continue;
            }
            _ => {}
        }
        if !in_code {
            continue;
        }
        // Labels.
        while let Some(i) = s.find(':') {
            let name = &s[..i];
            if name.is_empty()
                || !name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$')
                || name.chars().next().is_some_and(|c| c.is_ascii_digit())
            {
                break;
            }
            if labels.insert(name.to_string(), offset).is_some() {
                diags.push(Diagnostic {
                    file: file_name.into(),
                    line: line_no,
                    col: col + 1,
                    message: format!("invalid symbol redefinition: '{name}'"),
                });
            }
            out.push(AsmLine {
                line: line_no,
                label: Some(name.to_string()),
                text: String::new(),
                bytes: Vec::new(),
                offset,
                fixup: None,
            });
            let after = &s[i + 1..];
            let t = after.trim_start();
            col += i + 1 + (after.len() - t.len());
            s = t;
        }
        let s = s.trim_end();
        if s.is_empty() {
            continue;
        }
        if s.starts_with('.') {
            match directive_bytes(s, offset) {
                Ok(Some(bytes)) if !bytes.is_empty() => {
                    out.push(AsmLine {
                        line: line_no,
                        label: None,
                        text: String::new(),
                        offset,
                        bytes,
                        fixup: None,
                    });
                    offset = out
                        .last()
                        .map_or(offset, |l| l.offset + l.bytes.len() as u32);
                }
                Ok(_) => {}
                Err(message) => diags.push(Diagnostic {
                    file: file_name.into(),
                    line: line_no,
                    col: col + 1,
                    message,
                }),
            }
            continue;
        }
        match parse_inst(s, target, col) {
            Ok(inst) => {
                let size = match encode(&inst, 0) {
                    Ok(b) => b.len() as u32,
                    Err(e) => {
                        diags.push(Diagnostic {
                            file: file_name.into(),
                            line: line_no,
                            col: col + 1,
                            message: e,
                        });
                        continue;
                    }
                };
                pend.push((
                    out.len(),
                    Pending {
                        line: line_no,
                        col,
                        inst,
                        offset,
                        size,
                    },
                ));
                out.push(AsmLine {
                    line: line_no,
                    label: None,
                    text: String::new(),
                    bytes: Vec::new(),
                    offset,
                    fixup: None,
                });
                offset += size;
            }
            Err(e) => diags.push(Diagnostic {
                file: file_name.into(),
                line: line_no,
                col: e.col + 1,
                message: e.msg,
            }),
        }
    }
    let opts = PrintOpts {
        wave64: target.wave_size() == 64,
    };
    for (idx, p) in pend {
        let d = p.inst.def();
        let mut label_val = 0i64;
        let mut fix = None;
        if let Some(li) = d.find(SigField::Label) {
            if let Some(Operand::Label(Some(name))) = p.inst.ops.get(li) {
                if let Some(&target_off) = labels.get(name.as_str()) {
                    let delta = (target_off as i64 - (p.offset as i64 + 4)) / 4;
                    if !(-32768..=32767).contains(&delta) {
                        diags.push(Diagnostic {
                            file: file_name.into(),
                            line: p.line,
                            col: p.col + 1,
                            message: "branch size exceeds simm16".into(),
                        });
                    }
                    label_val = delta;
                }
                fix = Some(name.as_str().to_string());
            }
        }
        match encode(&p.inst, label_val) {
            Ok(b) => {
                let l = &mut out[idx];
                l.text = print(&p.inst, opts, fix.as_deref());
                l.bytes = b.to_vec();
                l.fixup = fix;
                debug_assert_eq!(l.bytes.len() as u32, p.size);
            }
            Err(e) => diags.push(Diagnostic {
                file: file_name.into(),
                line: p.line,
                col: p.col + 1,
                message: e,
            }),
        }
    }
    if diags.is_empty() {
        Ok(out)
    } else {
        diags.sort_by_key(|d| (d.line, d.col));
        Err(Diagnostics(diags))
    }
}

/// Format assembled lines like `llvm-mc-19 -show-encoding` (without its `.text` header).
pub fn show_encoding(lines: &[AsmLine]) -> String {
    let mut s = String::new();
    for l in lines {
        if let Some(name) = &l.label {
            s.push_str(name);
            s.push_str(":\n");
            continue;
        }
        if l.text.is_empty() {
            // Padding and data bytes: llvm-mc shows no encoding for them.
            continue;
        }
        s.push('\t');
        s.push_str(&l.text);
        for _ in l.text.len()..40 {
            s.push(' ');
        }
        if l.text.len() >= 40 {
            s.push(' ');
        }
        s.push_str("; encoding: [");
        for (i, b) in l.bytes.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            if l.fixup.is_some() && i < 2 {
                s.push('A');
            } else {
                s.push_str(&format!("0x{b:02x}"));
            }
        }
        s.push_str("]\n");
        if let Some(f) = &l.fixup {
            s.push_str(&" ".repeat(40));
            s.push_str(&format!(
                ";   fixup A - offset: 0, value: {f}, kind: fixup_si_sopp_br\n"
            ));
        }
    }
    s
}

/// One disassembled instruction or invalid word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisasLine {
    pub offset: u32,
    pub bytes: Vec<u8>,
    /// LLVM-syntax text, or a description of the invalid word.
    pub text: String,
    pub invalid: bool,
}

/// Disassemble raw instruction bytes. Never panics; undecodable dwords (and a trailing partial
/// dword) are reported as invalid lines and decoding resumes at the next dword. The text is
/// what `llvm-mc-19 -show-encoding` prints when it assembles (see [`disassemble_llvm`] for the
/// spelling of LLVM's disassemblers).
pub fn disassemble(bytes: &[u8], target: &Target) -> Vec<DisasLine> {
    disassemble_impl(bytes, target, false)
}

/// Like [`disassemble`], but spelled as `llvm-mc-19 --disassemble` and `llvm-objdump-19 -d`
/// print: they differ from the assembler's printer in that a GFX10+ SMEM offset of 0 with no
/// SOFFSET prints as `null` (the SOFFSET field) instead of `0x0`. Both spellings assemble to
/// the same bytes.
pub fn disassemble_llvm(bytes: &[u8], target: &Target) -> Vec<DisasLine> {
    disassemble_impl(bytes, target, true)
}

fn disassemble_impl(bytes: &[u8], target: &Target, llvm_style: bool) -> Vec<DisasLine> {
    let wave64 = target.wave_size() == 64;
    let opts = PrintOpts { wave64 };
    let mut out = Vec::new();
    let mut pos = 0usize;
    while pos < bytes.len() {
        // A row the processor lacks although its family's table has it decodes as invalid.
        let pname = target.processor.name;
        let found = decode_for(&bytes[pos..], target.processor.isa, wave64, &|d| {
            crate::table::available(pname, d)
        });
        match found {
            Some((mut inst, len)) => {
                if llvm_style {
                    objdump_spelling(&mut inst);
                }
                out.push(DisasLine {
                    offset: pos as u32,
                    bytes: bytes[pos..pos + len].to_vec(),
                    text: print(&inst, opts, None),
                    invalid: false,
                });
                pos += len;
            }
            None => {
                let len = (bytes.len() - pos).min(4);
                let w = &bytes[pos..pos + len];
                let hex: Vec<String> = w.iter().map(|b| format!("0x{b:02x}")).collect();
                out.push(DisasLine {
                    offset: pos as u32,
                    bytes: w.to_vec(),
                    text: format!("; invalid instruction encoding: [{}]", hex.join(",")),
                    invalid: true,
                });
                pos += len;
            }
        }
    }
    out
}

/// Operand spellings of LLVM's disassemblers that differ from its assembler's printer.
fn objdump_spelling(inst: &mut Inst) {
    let d = inst.def();
    let g = crate::inst::generation(inst.variant);
    if d.format == crate::table::Format::Smem && g.is_gfx10_plus() {
        if let (Some(i), Some(null)) = (d.find(SigField::Offset), crate::regs::null_code(g)) {
            if matches!(inst.ops.get(i), Some(Operand::Imm(0))) {
                inst.ops[i] = Operand::Reg(crate::regs::Reg {
                    file: crate::regs::RegFile::Special,
                    index: null,
                    count: 1,
                });
            }
        }
    }
}
