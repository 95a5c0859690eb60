//! Inline assembly: the data of an `inline_asm` instruction, and LLVM's constraint strings and
//! templates as gfxc understands them (LangRef "Inline Assembler Expressions", "Constraint
//! Codes"; the AMDGPU codes of LLVM 19's `SITargetLowering::getConstraintType`).
//!
//! Guarantees: [`parse_constraints`] and [`parse_template`] accept exactly the subset the
//! compiler implements and say precisely what they reject, so the importer, the verifier and
//! instruction selection agree on one reading. Operand numbers are LLVM's: outputs first, then
//! inputs, clobbers unnumbered.

/// What an `inline_asm` instruction carries besides its operands.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AsmData {
    /// The template as LLVM writes it (`$0`, `${1:c}`, `$$`), statements separated by newlines;
    /// `;` starts a comment (AMDGPU assembler syntax).
    pub template: String,
    /// The constraint string (`=v,s,~{vcc}`).
    pub constraints: String,
    /// `sideeffect`: never removed, never moved.
    pub side_effect: bool,
    /// `convergent`: never moved across control flow (gfxc moves no asm anyway).
    pub convergent: bool,
}

/// A register file a constraint asks for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AsmFile {
    /// `v`: VGPRs.
    V,
    /// `s`: SGPRs.
    S,
    /// `a`: AGPRs (gfx908 and later MAI targets).
    A,
}

/// Which constant an immediate constraint admits.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AsmImm {
    /// `i`, `n`: any integer constant.
    Any,
    /// `I`: an integer inline constant, -16..=64.
    InlineInt,
    /// `J`: a 16-bit signed integer.
    Int16,
    /// `A`: an inline constant (integer -16..=64 or one of the float inline constants).
    Inline,
    /// `B`: a 32-bit signed integer.
    Int32,
    /// `C`: a 32-bit unsigned integer, or an integer inline constant.
    Uint32,
    /// `DA`: a 64-bit constant whose halves are inline constants.
    Inline64,
    /// `DB`: any 64-bit constant.
    Any64,
}

/// What one constraint asks for.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AsmClass {
    /// A register of a file, as many dwords as the value.
    Reg(AsmFile),
    /// `{name}`: one physical register or tuple (`v0`, `s[0:1]`, `vcc`, `exec`, `m0`).
    Fixed(String),
    /// A digit on an input: the same register as output `n`.
    Tied(u8),
    /// A constant.
    Imm(AsmImm),
}

/// The role of a constraint.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AsmRole {
    /// `=`; `early`: `=&`, written before every input is read.
    Output {
        early: bool,
    },
    Input,
    /// `~{reg}`: written by the assembly, not an operand.
    Clobber,
}

/// One comma-separated constraint.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AsmConstraint {
    pub role: AsmRole,
    pub class: AsmClass,
}

/// The parsed constraint string of an `inline_asm`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Constraints {
    /// Outputs, in order (operands `0..outputs.len()`).
    pub outputs: Vec<AsmConstraint>,
    /// Inputs, in order (operands after the outputs).
    pub inputs: Vec<AsmConstraint>,
    /// Clobbered register names (`vcc`, `v[0:3]`, `memory` is dropped: every asm is ordered).
    pub clobbers: Vec<String>,
}

impl Constraints {
    /// Whether output `k` lives in scalar registers (`s`, `{sN}`, `{vcc}`, `{exec}`, `{m0}`,
    /// `{scc}`): one value for the whole wave, i.e. uniform (LLVM 19's
    /// `SITargetLowering::isSourceOfDivergence` for inline asm); VGPR and AGPR outputs are
    /// divergent.
    pub fn output_is_scalar(&self, k: usize) -> bool {
        match self.outputs.get(k).map(|c| &c.class) {
            Some(AsmClass::Reg(AsmFile::S)) => true,
            Some(AsmClass::Fixed(r)) => !(r.starts_with('v') && r != "vcc" || r.starts_with('a')),
            _ => false,
        }
    }

    /// Number of template operands.
    pub fn operand_count(&self) -> usize {
        self.outputs.len() + self.inputs.len()
    }
}

/// Parses a constraint string. Errors name the constraint and say what is not supported.
pub fn parse_constraints(s: &str) -> Result<Constraints, String> {
    let mut c = Constraints::default();
    if s.is_empty() {
        return Ok(c);
    }
    for raw in s.split(',') {
        let mut t = raw;
        if let Some(r) = t.strip_prefix('~') {
            let name = r
                .strip_prefix('{')
                .and_then(|r| r.strip_suffix('}'))
                .ok_or_else(|| format!("malformed inline asm clobber '{raw}'"))?;
            if name != "memory" && name != "dirflag" && name != "fpsr" && name != "flags" {
                c.clobbers.push(name.to_ascii_lowercase());
            }
            continue;
        }
        let role = if let Some(r) = t.strip_prefix("=&") {
            t = r;
            AsmRole::Output { early: true }
        } else if let Some(r) = t.strip_prefix('=') {
            t = r;
            AsmRole::Output { early: false }
        } else {
            AsmRole::Input
        };
        if !c.inputs.is_empty() && role != AsmRole::Input {
            return Err(format!(
                "inline asm output constraint '{raw}' after an input"
            ));
        }
        if t.starts_with('*') {
            return Err(format!(
                "unsupported: indirect inline asm operand '{raw}' (memory operand)"
            ));
        }
        if t.contains('|') {
            return Err(format!(
                "unsupported: inline asm constraint alternatives '{raw}'"
            ));
        }
        let t = t.strip_prefix('^').unwrap_or(t);
        let class = match t {
            "v" => AsmClass::Reg(AsmFile::V),
            // LLVM 19's AMDGPU backend reads `r` as `s` (an SGPR; a divergent value's VGPR
            // lands in the template, as for `s`).
            "s" | "r" => AsmClass::Reg(AsmFile::S),
            "a" => AsmClass::Reg(AsmFile::A),
            "i" | "n" => AsmClass::Imm(AsmImm::Any),
            "I" => AsmClass::Imm(AsmImm::InlineInt),
            "J" => AsmClass::Imm(AsmImm::Int16),
            "A" => AsmClass::Imm(AsmImm::Inline),
            "B" => AsmClass::Imm(AsmImm::Int32),
            "C" => AsmClass::Imm(AsmImm::Uint32),
            "DA" => AsmClass::Imm(AsmImm::Inline64),
            "DB" => AsmClass::Imm(AsmImm::Any64),
            _ if t.starts_with('{') && t.ends_with('}') && t.len() > 2 => {
                AsmClass::Fixed(t[1..t.len() - 1].to_ascii_lowercase())
            }
            _ if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) => {
                let n: u8 = t
                    .parse()
                    .map_err(|_| format!("malformed inline asm constraint '{raw}'"))?;
                if role != AsmRole::Input {
                    return Err(format!("inline asm output constraint '{raw}' is tied"));
                }
                if n as usize >= c.outputs.len() {
                    return Err(format!(
                        "inline asm constraint '{raw}' ties to output {n}, but there are {} outputs",
                        c.outputs.len()
                    ));
                }
                AsmClass::Tied(n)
            }
            "" => return Err(format!("malformed inline asm constraint '{raw}'")),
            _ => {
                return Err(format!(
                    "unsupported: inline asm constraint '{raw}' (gfxc knows v, s, r, a, {{reg}}, \
                     ~{{reg}}, tied digits, i, n, I, J, A, B, C, DA, DB)"
                ))
            }
        };
        if matches!(class, AsmClass::Imm(_)) && role != AsmRole::Input {
            return Err(format!(
                "inline asm output constraint '{raw}' asks for an immediate"
            ));
        }
        let k = AsmConstraint { role, class };
        if role == AsmRole::Input {
            c.inputs.push(k);
        } else {
            c.outputs.push(k);
        }
    }
    Ok(c)
}

/// A piece of a template.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Piece {
    /// Literal text (`$$` already turned into `$`).
    Text(String),
    /// Operand `n`, with an optional modifier letter (`${0:c}`).
    Operand { n: usize, modifier: Option<char> },
}

/// Splits a template into text and operand references. `operands` is the operand count.
pub fn parse_template(t: &str, operands: usize) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut text = String::new();
    let b: Vec<char> = t.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c != '$' {
            text.push(c);
            i += 1;
            continue;
        }
        i += 1;
        let (n, modifier) = match b.get(i) {
            Some('$') => {
                text.push('$');
                i += 1;
                continue;
            }
            Some(d) if d.is_ascii_digit() => {
                let mut n = 0usize;
                while let Some(d) = b.get(i).and_then(|c| c.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(d as usize);
                    i += 1;
                }
                (n, None)
            }
            Some('{') => {
                let end = b[i..]
                    .iter()
                    .position(|&c| c == '}')
                    .ok_or("unterminated '${' in inline asm template")?;
                let inner: String = b[i + 1..i + end].iter().collect();
                i += end + 1;
                let (num, m) = match inner.split_once(':') {
                    Some((a, m)) => (a.to_string(), Some(m.to_string())),
                    None => (inner.clone(), None),
                };
                let n: usize = num.parse().map_err(|_| {
                    format!("malformed operand reference '${{{inner}}}' in inline asm")
                })?;
                let modifier = match m.as_deref() {
                    None => None,
                    Some(m) if m.len() == 1 && matches!(m, "c" | "n") => m.chars().next(),
                    Some(m) => {
                        return Err(format!(
                            "unsupported: inline asm operand modifier '{m}' (in '${{{inner}}}')"
                        ))
                    }
                };
                (n, modifier)
            }
            Some(c) => return Err(format!("unsupported: '${c}' in inline asm template")),
            None => return Err("inline asm template ends with '$'".into()),
        };
        if n >= operands {
            return Err(format!(
                "inline asm template refers to operand {n}, but there are {operands}"
            ));
        }
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(Piece::Operand { n, modifier });
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

/// The template with references to clobbers spelled out: LLVM numbers a register clobber
/// (`~{m0}`) as an operand after the outputs and inputs (each is an operand group of the
/// `INLINEASM` machine instruction; `~{memory}` is none), so `$N` past the operands names the
/// clobbered register, which LLVM 19 prints by name (`"; clobber $0", "~{m0}"` is
/// `; clobber m0`). References to operands, modifiers and `$$` are kept as written.
pub fn inline_clobber_refs(t: &str, c: &Constraints) -> Result<String, String> {
    let ops = c.operand_count();
    if c.clobbers.is_empty() {
        return Ok(t.to_string());
    }
    let mut out = String::new();
    for p in parse_template(t, ops + c.clobbers.len())? {
        match p {
            Piece::Text(x) => out.push_str(&x.replace('$', "$$")),
            Piece::Operand { n, .. } if n >= ops => out.push_str(&c.clobbers[n - ops]),
            Piece::Operand { n, modifier: None } => out.push_str(&format!("${{{n}}}")),
            Piece::Operand {
                n,
                modifier: Some(m),
            } => out.push_str(&format!("${{{n}:{m}}}")),
        }
    }
    Ok(out)
}

/// The template or constraint string as a gfxc IR (and LLVM IR) string body: `"`, `\` and
/// characters outside printable ASCII as `\XX` hex escapes.
pub fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for b in s.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            o.push_str(&format!("\\{b:02X}"));
        } else {
            o.push(b as char);
        }
    }
    o
}

/// The inverse of [`escape`] (also LLVM IR's string escapes: `\XX` and `\\`).
pub fn unescape(s: &str) -> Result<String, String> {
    let b = s.as_bytes();
    let mut o = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            o.push(b[i]);
            i += 1;
            continue;
        }
        if b.get(i + 1) == Some(&b'\\') {
            o.push(b'\\');
            i += 2;
            continue;
        }
        let h = s
            .get(i + 1..i + 3)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .ok_or_else(|| format!("malformed escape in string \"{s}\""))?;
        o.push(h);
        i += 3;
    }
    String::from_utf8(o).map_err(|_| "string is not UTF-8".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_of_every_kind() {
        let c = parse_constraints("=v,=&s,=a,={vcc},v,s,0,i,I,^DA,{m0},~{v0},~{memory}").unwrap();
        assert_eq!(c.outputs.len(), 4);
        assert_eq!(c.outputs[1].role, AsmRole::Output { early: true });
        assert_eq!(c.outputs[3].class, AsmClass::Fixed("vcc".into()));
        assert_eq!(c.inputs.len(), 7);
        assert_eq!(c.inputs[2].class, AsmClass::Tied(0));
        assert_eq!(c.inputs[5].class, AsmClass::Imm(AsmImm::Inline64));
        assert_eq!(c.clobbers, vec!["v0".to_string()]);
        assert!(parse_constraints("v,=v").is_err());
        assert!(parse_constraints("=v,1").is_err());
        assert!(parse_constraints("=i").is_err());
        assert!(parse_constraints("=*m")
            .unwrap_err()
            .starts_with("unsupported:"));
        assert!(parse_constraints("q")
            .unwrap_err()
            .starts_with("unsupported:"));
    }

    #[test]
    fn template_pieces() {
        let p = parse_template("v_add_u32 $0, ${1}, ${2:c} ; $$x", 3).unwrap();
        assert_eq!(
            p,
            vec![
                Piece::Text("v_add_u32 ".into()),
                Piece::Operand {
                    n: 0,
                    modifier: None
                },
                Piece::Text(", ".into()),
                Piece::Operand {
                    n: 1,
                    modifier: None
                },
                Piece::Text(", ".into()),
                Piece::Operand {
                    n: 2,
                    modifier: Some('c')
                },
                Piece::Text(" ; $x".into()),
            ]
        );
        assert!(parse_template("$3", 3).is_err());
        assert!(parse_template("${0:q}", 1).is_err());
        assert!(parse_template("abc$", 1).is_err());
        // Clobbers are numbered after the operands (LLVM's operand groups).
        let c = parse_constraints("=v,v,~{m0},~{memory},~{vcc}").unwrap();
        assert_eq!(
            inline_clobber_refs("; $0 $1 $2 ${3} $$ ${0:c}", &c).unwrap(),
            "; ${0} ${1} m0 vcc $$ ${0:c}"
        );
        assert!(inline_clobber_refs("$4", &c).is_err());
    }

    #[test]
    fn escapes_round_trip() {
        let s = "a \"b\"\n\\c\t";
        assert_eq!(unescape(&escape(s)).unwrap(), s);
        assert!(!escape(s).contains('"'));
    }
}
