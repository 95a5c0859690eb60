//! Inline assembly to machine instructions: an [`InlineAsm`] template with its operands'
//! registers substituted, assembled statement by statement with the isa parser into typed
//! instructions of the target's table.
//!
//! Guarantees: [`assemble`] returns one hardware [`MInst`] per statement (operands physical
//! registers or constants, the row's written operands as defs, modifiers as parsed), or an
//! error naming the statement; it never panics. Statements are separated by newlines; `;`
//! and `//` start comments (AMDGPU assembler syntax), so an empty template or one of comments
//! only is no instruction at all. Labels, directives and branches are refused (a branch
//! target inside inline assembly would need the code layout the compiler owns). This is the
//! one place the compile path parses assembly text: the text is the user's.

use crate::{AsmOperand, InlineAsm, Kind, MInst, MOp};
use gfxc_ir::inline_asm::{parse_template, Piece};
use gfxc_isa::regs::{print_reg, Operand};
use gfxc_isa::table::{flag, table, Format};
use gfxc_isa::Target;
use smallvec::SmallVec;

/// The template with `ops` (the asm instruction's operands, physical registers or constants
/// by now) substituted.
pub fn substitute(asm: &InlineAsm, ops: &[MOp], target: &Target) -> Result<String, String> {
    let g = target.processor.generation;
    let pieces = parse_template(&asm.template, asm.operands.len())?;
    let mut s = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => s.push_str(&t),
            Piece::Operand { n, .. } => match &asm.operands[n] {
                AsmOperand::Text(t) => s.push_str(t),
                AsmOperand::Op(i) => match ops.get(*i as usize) {
                    Some(MOp::P(r)) => print_reg(&mut s, r, g),
                    Some(o) => {
                        return Err(format!(
                            "internal: inline asm operand {n} is not a register ({o:?})"
                        ))
                    }
                    None => return Err(format!("internal: inline asm operand {n} missing")),
                },
            },
        }
    }
    Ok(s)
}

/// Assembles substituted template text into instructions.
pub fn assemble(text: &str, target: &Target) -> Result<Vec<MInst>, String> {
    let v = target.processor.isa;
    let t = table(v);
    let mut out = Vec::new();
    for raw in text.lines() {
        let mut code = raw;
        for pat in [";", "//"] {
            if let Some(i) = code.find(pat) {
                code = &code[..i];
            }
        }
        let code = code.trim();
        if code.is_empty() {
            continue;
        }
        if code.starts_with('.') {
            return Err(format!("unsupported: directive in inline asm: '{code}'"));
        }
        if let Some((l, _)) = code.split_once(':') {
            if !code.contains("::") && !l.contains(char::is_whitespace) {
                return Err(format!("unsupported: label in inline asm: '{code}'"));
            }
        }
        let inst = gfxc_isa::parse::parse_inst(code, target, 0)
            .map_err(|e| format!("invalid inline asm '{code}': {}", e.msg))?;
        let d = t.def(inst.def);
        let p = t.props(inst.def);
        let mut ops: SmallVec<[MOp; 6]> = SmallVec::new();
        for o in &inst.ops {
            ops.push(match o {
                Operand::Reg(r) => MOp::P(*r),
                Operand::Label(_) => {
                    return Err(format!("unsupported: branch in inline asm: '{code}'"))
                }
                c => MOp::C(c.clone()),
            });
        }
        // A MUBUF atomic that returns the old value (GLC) also writes its VDATA.
        let mut defs = p.defs;
        if d.format == Format::Mubuf && d.has(flag::ATOMIC) && inst.m.glc {
            defs |= 1;
        }
        out.push(MInst {
            kind: Kind::Hw(inst.def),
            ops,
            defs,
            ret: inst.ret.map(MOp::P),
            m: inst.m,
            group: false,
            fixed: Vec::new(),
            mem: None,
        });
    }
    Ok(out)
}
