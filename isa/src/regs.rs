//! Registers and operands.
//!
//! Guarantees: [`Reg`] names every register an operand field can hold (SGPR, VGPR, AGPR, TTMP,
//! and the special registers of each generation); [`src_code`] / [`Operand::from_src_code`]
//! convert between an operand and the 9-bit source code of the VOP/SOP encodings (MI100 ISA
//! §"Scalar/vector operand encoding", measured per generation with llvm-mc-19: TTMP base 112 on
//! GFX6-8 and 108 on GFX9+, `null` 125 on GFX10 and 124 on GFX11 where M0 is 125). Tuples check
//! their alignment: SGPR tuples of 2 align to 2 and wider ones to 4; VGPR/AGPR tuples align to 2
//! on gfx90a/gfx940 (spec-targets-abi.md §1.4).

use crate::processors::Generation;
use std::fmt::Write;

/// Register file of a [`Reg`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    Sgpr,
    Vgpr,
    Agpr,
    Ttmp,
    /// A special register identified by its source code (vcc_lo = 106, exec_lo = 126, ...).
    Special,
}

/// A register or a tuple of consecutive registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    pub file: RegFile,
    /// Index of the first register (source code for `Special`).
    pub index: u16,
    /// Number of 32-bit registers.
    pub count: u8,
}

impl Reg {
    pub fn sgpr(index: u16, count: u8) -> Reg {
        Reg {
            file: RegFile::Sgpr,
            index,
            count,
        }
    }
    pub fn vgpr(index: u16, count: u8) -> Reg {
        Reg {
            file: RegFile::Vgpr,
            index,
            count,
        }
    }
    pub fn agpr(index: u16, count: u8) -> Reg {
        Reg {
            file: RegFile::Agpr,
            index,
            count,
        }
    }
}

/// Special register codes (9-bit source encoding).
pub mod code {
    pub const FLAT_SCRATCH_LO: u16 = 102;
    pub const XNACK_MASK_LO: u16 = 104;
    pub const VCC_LO: u16 = 106;
    pub const VCC_HI: u16 = 107;
    pub const EXEC_LO: u16 = 126;
    pub const EXEC_HI: u16 = 127;
    pub const LITERAL: u16 = 255;
    pub const SCC: u16 = 253;
}

/// Code of M0 on a generation.
pub fn m0_code(g: Generation) -> u16 {
    if g == Generation::Gfx11 {
        125
    } else {
        124
    }
}

/// Code of `null` (GFX10+ only).
pub fn null_code(g: Generation) -> Option<u16> {
    match g {
        Generation::Gfx11 => Some(124),
        g if g.is_gfx10() => Some(125),
        _ => None,
    }
}

/// First TTMP code.
pub fn ttmp_base(g: Generation) -> u16 {
    if g >= Generation::Gfx9 {
        108
    } else {
        112
    }
}

/// Number of TTMP registers.
pub fn ttmp_count(g: Generation) -> u16 {
    if g >= Generation::Gfx9 {
        16
    } else {
        12
    }
}

/// Float inline constants (codes 240-248; 248 = 1/(2*pi) from GFX8 on).
pub const FLOAT_CONSTS: [(u16, &str, f32); 9] = [
    (240, "0.5", 0.5),
    (241, "-0.5", -0.5),
    (242, "1.0", 1.0),
    (243, "-1.0", -1.0),
    (244, "2.0", 2.0),
    (245, "-2.0", -2.0),
    (246, "4.0", 4.0),
    (247, "-4.0", -4.0),
    (248, "0.15915494", 0.159_154_94),
];

/// Named source codes that are not SGPR/TTMP/VGPR: (code, 32-bit name, 64-bit name, gens).
struct Named {
    code: u16,
    name32: &'static str,
    name64: &'static str,
    min: Generation,
    max: Generation,
}

const NAMED: &[Named] = &[
    Named {
        code: 106,
        name32: "vcc_lo",
        name64: "vcc",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
    Named {
        code: 107,
        name32: "vcc_hi",
        name64: "",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
    Named {
        code: 126,
        name32: "exec_lo",
        name64: "exec",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
    Named {
        code: 127,
        name32: "exec_hi",
        name64: "",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
    Named {
        code: 102,
        name32: "flat_scratch_lo",
        name64: "flat_scratch",
        min: Generation::Gfx8,
        max: Generation::Gfx9,
    },
    Named {
        code: 103,
        name32: "flat_scratch_hi",
        name64: "",
        min: Generation::Gfx8,
        max: Generation::Gfx9,
    },
    Named {
        code: 104,
        name32: "flat_scratch_lo",
        name64: "flat_scratch",
        min: Generation::Gfx7,
        max: Generation::Gfx7,
    },
    Named {
        code: 105,
        name32: "flat_scratch_hi",
        name64: "",
        min: Generation::Gfx7,
        max: Generation::Gfx7,
    },
    Named {
        code: 104,
        name32: "xnack_mask_lo",
        name64: "xnack_mask",
        min: Generation::Gfx8,
        max: Generation::Gfx9,
    },
    Named {
        code: 105,
        name32: "xnack_mask_hi",
        name64: "",
        min: Generation::Gfx8,
        max: Generation::Gfx9,
    },
    Named {
        code: 235,
        name32: "src_shared_base",
        name64: "src_shared_base",
        min: Generation::Gfx9,
        max: Generation::Gfx11,
    },
    Named {
        code: 236,
        name32: "src_shared_limit",
        name64: "src_shared_limit",
        min: Generation::Gfx9,
        max: Generation::Gfx11,
    },
    Named {
        code: 237,
        name32: "src_private_base",
        name64: "src_private_base",
        min: Generation::Gfx9,
        max: Generation::Gfx11,
    },
    Named {
        code: 238,
        name32: "src_private_limit",
        name64: "src_private_limit",
        min: Generation::Gfx9,
        max: Generation::Gfx11,
    },
    Named {
        code: 239,
        name32: "src_pops_exiting_wave_id",
        name64: "",
        min: Generation::Gfx9,
        max: Generation::Gfx9,
    },
    Named {
        code: 251,
        name32: "src_vccz",
        name64: "src_vccz",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
    Named {
        code: 252,
        name32: "src_execz",
        name64: "src_execz",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
    Named {
        code: 253,
        name32: "src_scc",
        name64: "src_scc",
        min: Generation::Gfx6,
        max: Generation::Gfx11,
    },
];

/// Accepted spellings that print differently (alias, code, 64-bit?).
const EXTRA_NAMES: &[(&str, u16, bool)] = &[
    ("vcc", 106, true),
    ("exec", 126, true),
    ("scc", 253, false),
    ("vccz", 251, false),
    ("execz", 252, false),
    ("shared_base", 235, true),
    ("shared_limit", 236, true),
    ("private_base", 237, true),
    ("private_limit", 238, true),
];

/// The name of a label operand, interned in a process-wide table: a copyable id, so that an
/// [`Operand`] needs no drop (instructions are dropped and cloned by the thousand per compile,
/// label names made only by the assembly and MIR text parsers). Equal names get equal ids, so
/// comparing ids compares names. The table keeps each distinct name once, for the life of the
/// process (names come from source text: assembly, MIR text, `.LBB` names of MIR branches).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct LabelName(u32);

/// The interned names: id -> name, and name -> id.
struct LabelTable {
    names: Vec<&'static str>,
    ids: std::collections::HashMap<&'static str, u32>,
}

fn label_table() -> std::sync::MutexGuard<'static, LabelTable> {
    static TABLE: std::sync::OnceLock<std::sync::Mutex<LabelTable>> = std::sync::OnceLock::new();
    TABLE
        .get_or_init(|| {
            std::sync::Mutex::new(LabelTable {
                names: Vec::new(),
                ids: std::collections::HashMap::new(),
            })
        })
        .lock()
        // The table is consistent between statements: a panic elsewhere cannot break it.
        .unwrap_or_else(|e| e.into_inner())
}

impl LabelName {
    /// The id of `name` (interning it the first time).
    pub fn new(name: &str) -> LabelName {
        let mut t = label_table();
        if let Some(&id) = t.ids.get(name) {
            return LabelName(id);
        }
        let id = u32::try_from(t.names.len()).expect("label table overflow");
        let s: &'static str = Box::leak(name.to_owned().into_boxed_str());
        t.names.push(s);
        t.ids.insert(s, id);
        LabelName(id)
    }

    /// The name.
    pub fn as_str(self) -> &'static str {
        label_table().names[self.0 as usize]
    }
}

impl std::fmt::Debug for LabelName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register or tuple.
    Reg(Reg),
    /// An integer inline constant (-16..=64), source codes 128-208.
    InlineInt(i8),
    /// A float inline constant, source codes 240-248 (the code is kept).
    InlineFloat(u16),
    /// A 32-bit literal (source code 255 plus one dword).
    Literal(u32),
    /// A plain immediate (simm16, offsets, SMEM offset, hwreg/waitcnt bits, ...).
    Imm(i64),
    /// A branch target label (resolved to simm16 when assembling), its name interned
    /// ([`LabelName`]): an operand owns no heap data, so dropping or cloning an instruction
    /// (the machine IR carries six operands inline in each) is a copy. `None`: a branch whose
    /// target its owner keeps itself (the emitter's laid-out code records each branch's block
    /// and passes its name to the printer).
    Label(Option<LabelName>),
    /// `off` (no address / no saddr).
    Off,
}

impl Operand {
    /// Decode a 9-bit source code into an operand of `count` registers.
    pub fn from_src_code(c: u16, count: u8, g: Generation, literal: Option<u32>) -> Operand {
        let tb = ttmp_base(g);
        match c {
            0..=105 => {
                if (102..=105).contains(&c) && named(c, g).is_some() {
                    Operand::Reg(Reg {
                        file: RegFile::Special,
                        index: c,
                        count,
                    })
                } else {
                    Operand::Reg(Reg::sgpr(c, count))
                }
            }
            128..=192 => Operand::InlineInt((c - 128) as i8),
            193..=208 => Operand::InlineInt(-((c - 192) as i8)),
            240..=248 => Operand::InlineFloat(c),
            255 => Operand::Literal(literal.unwrap_or(0)),
            256..=511 => Operand::Reg(Reg::vgpr(c - 256, count)),
            _ if c >= tb && c < tb + ttmp_count(g) => Operand::Reg(Reg {
                file: RegFile::Ttmp,
                index: c - tb,
                count,
            }),
            _ => Operand::Reg(Reg {
                file: RegFile::Special,
                index: c,
                count,
            }),
        }
    }
}

fn named(c: u16, g: Generation) -> Option<&'static Named> {
    NAMED
        .iter()
        .find(|n| n.code == c && n.min <= g && g <= n.max)
}

/// 9-bit source code of an operand (None for non-source operands).
pub fn src_code(op: &Operand, g: Generation) -> Option<u16> {
    Some(match op {
        Operand::Reg(r) => match r.file {
            RegFile::Sgpr => r.index,
            RegFile::Vgpr | RegFile::Agpr => 256 + r.index,
            RegFile::Ttmp => ttmp_base(g) + r.index,
            RegFile::Special => r.index,
        },
        Operand::InlineInt(v) if *v >= 0 => 128 + *v as u16,
        Operand::InlineInt(v) => 192 + (-(*v as i16)) as u16,
        Operand::InlineFloat(c) => *c,
        Operand::Literal(_) => code::LITERAL,
        _ => return None,
    })
}

fn write_range(out: &mut String, prefix: &str, index: u16, count: u8) {
    if count <= 1 {
        let _ = write!(out, "{prefix}{index}");
    } else {
        let _ = write!(out, "{prefix}[{}:{}]", index, index + count as u16 - 1);
    }
}

/// Print a register the way llvm-mc-19 does.
pub fn print_reg(out: &mut String, r: &Reg, g: Generation) {
    match r.file {
        RegFile::Sgpr => write_range(out, "s", r.index, r.count),
        RegFile::Vgpr => write_range(out, "v", r.index, r.count),
        RegFile::Agpr => write_range(out, "a", r.index, r.count),
        RegFile::Ttmp => write_range(out, "ttmp", r.index, r.count),
        RegFile::Special => {
            let c = r.index;
            if c == m0_code(g) {
                out.push_str("m0");
            } else if Some(c) == null_code(g) {
                out.push_str("null");
            } else if let Some(n) = named(c, g) {
                if r.count >= 2 && !n.name64.is_empty() {
                    out.push_str(n.name64)
                } else {
                    out.push_str(n.name32)
                }
            } else if c == 254 {
                out.push_str("lds_direct");
            } else {
                let _ = write!(out, "src_{c}");
            }
        }
    }
}

/// Parse a register name (`s5`, `v[2:3]`, `a[0:15]`, `ttmp[4:7]`, `vcc`, `exec_lo`, `m0`,
/// `null`, `s[4]`, ...). `Err` carries a message for a known-but-illegal spelling.
pub fn parse_reg(s: &str, g: Generation) -> Result<Option<Reg>, String> {
    let (file, rest) = if let Some(r) = s.strip_prefix("ttmp") {
        (RegFile::Ttmp, r)
    } else if let Some(r) = s.strip_prefix('s') {
        (RegFile::Sgpr, r)
    } else if let Some(r) = s.strip_prefix('v') {
        (RegFile::Vgpr, r)
    } else if let Some(r) = s.strip_prefix('a') {
        (RegFile::Agpr, r)
    } else {
        return special(s, g);
    };
    let (index, count) =
        if let Some(inner) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (a, b) = match inner.split_once(':') {
                Some((a, b)) => (a.trim(), b.trim()),
                None => (inner.trim(), inner.trim()),
            };
            let (Ok(a), Ok(b)) = (a.parse::<u16>(), b.parse::<u16>()) else {
                return special(s, g);
            };
            if b < a || b - a >= 32 {
                return Err(format!("invalid register range '{s}'"));
            }
            (a, (b - a + 1) as u8)
        } else if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
            match rest.parse::<u16>() {
                Ok(v) => (v, 1),
                Err(_) => return Err(format!("invalid register '{s}'")),
            }
        } else {
            return special(s, g);
        };
    let limit = match file {
        RegFile::Sgpr => 106,
        RegFile::Vgpr | RegFile::Agpr => 256,
        RegFile::Ttmp => ttmp_count(g),
        RegFile::Special => 0,
    };
    if index as u32 + count as u32 > limit as u32 {
        return Err(format!("register index out of range in '{s}'"));
    }
    Ok(Some(Reg { file, index, count }))
}

fn special(s: &str, g: Generation) -> Result<Option<Reg>, String> {
    let sp = |index, count| {
        Ok(Some(Reg {
            file: RegFile::Special,
            index,
            count,
        }))
    };
    if s == "m0" {
        return sp(m0_code(g), 1);
    }
    if s == "null" {
        return match null_code(g) {
            Some(c) => sp(c, 1),
            None => Err("'null' operand is not supported on this GPU".into()),
        };
    }
    if s == "lds_direct" {
        return sp(254, 1);
    }
    for n in NAMED {
        if n.name32 == s || (!n.name64.is_empty() && n.name64 == s) {
            if n.min <= g && g <= n.max {
                return sp(n.code, if n.name32 == s { 1 } else { 2 });
            }
            if NAMED
                .iter()
                .any(|m| (m.name32 == s || m.name64 == s) && m.min <= g && g <= m.max)
            {
                continue;
            }
            return Err(format!("register not available on this GPU: '{s}'"));
        }
    }
    for (name, c, wide) in EXTRA_NAMES {
        if *name == s {
            return sp(*c, if *wide { 2 } else { 1 });
        }
    }
    Ok(None)
}

/// Check tuple alignment: SGPR/TTMP pairs even, wider SGPR tuples 4-aligned; VGPR/AGPR
/// tuples even on processors that need it.
pub fn check_alignment(r: &Reg, aligned_vgprs: bool) -> Result<(), String> {
    match r.file {
        RegFile::Sgpr | RegFile::Ttmp => {
            let a = if r.count >= 4 {
                4
            } else if r.count == 2 {
                2
            } else {
                1
            };
            if r.index & (a - 1) != 0 {
                return Err("invalid register alignment".into());
            }
        }
        RegFile::Vgpr | RegFile::Agpr => {
            if aligned_vgprs && r.count >= 2 && r.index & 1 != 0 {
                return Err("invalid register class: vgpr tuples must be 64 bit aligned".into());
            }
        }
        RegFile::Special => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use Generation::*;

    #[test]
    fn names_round_trip() {
        for (s, g) in [
            ("s5", Gfx9),
            ("s[4:7]", Gfx9),
            ("v[0:1]", Gfx9),
            ("a[0:15]", Gfx9),
            ("vcc", Gfx9),
            ("vcc_lo", Gfx10_3),
            ("exec", Gfx9),
            ("m0", Gfx11),
            ("null", Gfx10_1),
            ("null", Gfx11),
            ("flat_scratch", Gfx9),
            ("xnack_mask", Gfx8),
            ("ttmp[4:5]", Gfx9),
        ] {
            let r = parse_reg(s, g).unwrap().unwrap();
            let mut out = String::new();
            print_reg(&mut out, &r, g);
            assert_eq!(out, s);
        }
        assert!(parse_reg("null", Gfx9).is_err());
        assert!(parse_reg("s106", Gfx9).is_err());
        assert_eq!(parse_reg("0x10", Gfx9), Ok(None));
    }

    #[test]
    fn codes() {
        let g = Gfx11;
        assert_eq!(
            src_code(&Operand::Reg(parse_reg("m0", g).unwrap().unwrap()), g),
            Some(125)
        );
        assert_eq!(src_code(&Operand::InlineInt(-1), g), Some(193));
        assert_eq!(src_code(&Operand::InlineInt(64), g), Some(192));
        assert_eq!(
            Operand::from_src_code(193, 1, g, None),
            Operand::InlineInt(-1)
        );
        assert_eq!(
            Operand::from_src_code(110, 1, Gfx9, None),
            Operand::Reg(Reg {
                file: RegFile::Ttmp,
                index: 2,
                count: 1
            })
        );
    }

    #[test]
    fn alignment() {
        assert!(check_alignment(&Reg::sgpr(1, 2), false).is_err());
        assert!(check_alignment(&Reg::sgpr(2, 4), false).is_err());
        assert!(check_alignment(&Reg::vgpr(1, 2), false).is_ok());
        assert!(check_alignment(&Reg::vgpr(1, 2), true).is_err());
    }
}
