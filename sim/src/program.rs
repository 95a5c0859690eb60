//! The pre-decoded program: the whole `.text` of a code object decoded once into [`Op`]s.
//!
//! Guarantees: decoding uses only `gfxc_isa::codec::decode` (the table-driven decoder); each
//! [`Op`] keeps the decoded [`Inst`] (for disassembly in error messages), its table row, its
//! semantic family ([`Sem`]) and its operands resolved into fixed slots by signature field,
//! plus the registers it reads and writes (for the strict-mode dependency checks). Bytes that
//! do not decode become an op that fails with [`ErrorKind::Unsupported`] when executed;
//! decoding resumes at the next dword, so a kernel that never reaches them still runs.

use crate::error::{ErrorKind, Result, SimError};
use crate::sem::{classify, Class, Ctrl, Sem};
use crate::sem_mem::{Kind, Space};
use gfxc_isa::inst::{generation, Inst};
use gfxc_isa::print::{print, PrintOpts};
use gfxc_isa::processors::{Generation, IsaVariant};
use gfxc_isa::regs::{ttmp_base, Operand, RegFile};
use gfxc_isa::table::{Format, InstDef, SigField};
use smallvec::SmallVec;
use std::sync::OnceLock;

/// A resolved operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Opnd {
    #[default]
    None,
    /// Scalar register file entry by 9-bit source code (SGPRs, VCC, EXEC, M0, TTMPs, ...).
    S(u16, u8),
    V(u16, u8),
    A(u16, u8),
    IInt(i8),
    IFloat(u16),
    Lit(u32),
    Imm(i64),
    Off,
}

impl Opnd {
    pub fn is_none(self) -> bool {
        matches!(self, Opnd::None | Opnd::Off)
    }
    fn range(self) -> Option<RegRange> {
        match self {
            Opnd::S(c, n) => Some(RegRange {
                file: RegKind::S,
                idx: c,
                n,
            }),
            Opnd::V(i, n) => Some(RegRange {
                file: RegKind::V,
                idx: i,
                n,
            }),
            Opnd::A(i, n) => Some(RegRange {
                file: RegKind::A,
                idx: i,
                n,
            }),
            _ => None,
        }
    }
}

/// Register file of a [`RegRange`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegKind {
    S,
    V,
    A,
}

/// A register tuple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRange {
    pub file: RegKind,
    pub idx: u16,
    pub n: u8,
}

impl RegRange {
    /// Register name for messages (`s5`, `v[2:3]`, `vcc`, ...).
    pub fn name(&self) -> String {
        let p = match self.file {
            RegKind::S => match self.idx {
                106 if self.n == 2 => return "vcc".into(),
                106 => return "vcc_lo".into(),
                107 => return "vcc_hi".into(),
                126 if self.n == 2 => return "exec".into(),
                126 => return "exec_lo".into(),
                127 => return "exec_hi".into(),
                0..=105 => "s",
                _ => return format!("scalar register #{}", self.idx),
            },
            RegKind::V => "v",
            RegKind::A => "a",
        };
        if self.n <= 1 {
            format!("{p}{}", self.idx)
        } else {
            format!("{p}[{}:{}]", self.idx, self.idx + self.n as u16 - 1)
        }
    }
}

/// One pre-decoded instruction.
#[derive(Clone, Debug)]
pub struct Op {
    pub addr: u64,
    pub len: u8,
    pub sem: Sem,
    pub class: Class,
    pub def: Option<&'static InstDef>,
    /// Boxed: the decoded instruction is large and only the cold paths read it.
    pub inst: Option<Box<Inst>>,
    pub d: Opnd,
    pub s: [Opnd; 3],
    pub sd: Opnd,
    pub a: Opnd,
    pub da: Opnd,
    pub db: Opnd,
    pub r: Opnd,
    pub so: Opnd,
    pub sa: Opnd,
    /// SOPP/SOPK immediate, SMEM offset immediate, or mandatory literal.
    pub imm: i64,
    /// Flat-family atomic return register (GLC).
    pub ret: Opnd,
    /// Leading `VCC` operand (carry-out / compare destination in VOP2/VOPC).
    pub vcc_out: bool,
    pub reads: SmallVec<[RegRange; 6]>,
    pub writes: SmallVec<[RegRange; 3]>,
    /// The undecodable bytes of an invalid op.
    pub raw: u32,
    /// GFX11 VOPD: the Y half (this op is the X half).
    pub dual: Option<Box<Op>>,
    /// No source or result modifiers and no SDWA/DPP: the VALU fast path applies.
    pub plain: bool,
    /// Some hazard rule can have this op as its consumer (see `hazard`).
    pub haz_rules: bool,
    /// One past the highest VGPR / AGPR any operand touches (checked once per issue).
    pub vmax: u16,
    pub amax: u16,
}

impl Op {
    /// `ADDR: TEXT` for messages.
    pub fn describe(&self, wave64: bool) -> String {
        let text = match &self.inst {
            Some(i) => print(i, PrintOpts { wave64 }, None),
            None => format!("<undecodable {:#010x}>", self.raw),
        };
        format!("{:#x}: {}", self.addr, text)
    }
}

/// A decoded `.text`.
#[derive(Debug)]
pub struct Program {
    pub ops: Vec<Op>,
    pub base: u64,
    /// Op index of each dword of `.text` (u32::MAX inside an instruction).
    index: Vec<u32>,
    pub variant: IsaVariant,
    pub gen: Generation,
    pub wave64: bool,
    /// Per op: what the strict hazard check needs (`hazard`), and the variant's rules.
    pub haz: Vec<crate::hazard::HazOp>,
    pub haz_table: crate::hazard::HazTable,
}

impl Program {
    /// Decode the whole of `text`, loaded at `base` (where rows of the variant share an
    /// opcode, the first row in table order; [`Program::decode_for`] picks the processor's).
    pub fn decode(text: &[u8], base: u64, variant: IsaVariant, wave64: bool) -> Program {
        Self::decode_for(text, base, variant, wave64, None)
    }

    /// [`Program::decode`] with the rows processor `proc` has (`gfxc_isa::table::available`):
    /// gfx900's `v_mad_mix*` and gfx906's `v_fma_mix*` share opcodes in the GFX9 table, and
    /// only the processor tells which one a word is.
    pub fn decode_for(
        text: &[u8],
        base: u64,
        variant: IsaVariant,
        wave64: bool,
        proc: Option<&str>,
    ) -> Program {
        let accept =
            |d: &gfxc_isa::table::InstDef| proc.is_none_or(|p| gfxc_isa::table::available(p, d));
        let gen = generation(variant);
        let mut ops = Vec::new();
        let mut index = vec![u32::MAX; text.len() / 4 + 1];
        let mut pos = 0usize;
        while pos + 4 <= text.len() {
            let raw = u32::from_le_bytes([text[pos], text[pos + 1], text[pos + 2], text[pos + 3]]);
            index[pos / 4] = ops.len() as u32;
            let addr = base + pos as u64;
            match gfxc_isa::codec::decode_for(&text[pos..], variant, wave64, &accept) {
                Some((inst, len)) => {
                    ops.push(make_op(inst, addr, len as u8, gen, raw));
                    pos += len;
                }
                None => {
                    ops.push(invalid(addr, raw));
                    pos += 4;
                }
            }
        }
        let haz_table = crate::hazard::HazTable::new(variant, wave64);
        let haz: Vec<crate::hazard::HazOp> = ops
            .iter()
            .map(|o| haz_table.prepare(o.inst.as_deref()))
            .collect();
        for (o, h) in ops.iter_mut().zip(&haz) {
            o.haz_rules = h.is_consumer();
        }
        Program {
            ops,
            base,
            index,
            variant,
            gen,
            wave64,
            haz,
            haz_table,
        }
    }

    /// Op index at a byte address.
    pub fn at(&self, addr: u64) -> Result<usize> {
        let off = addr.wrapping_sub(self.base);
        if off.is_multiple_of(4) {
            if let Some(&i) = self.index.get((off / 4) as usize) {
                if i != u32::MAX {
                    return Ok(i as usize);
                }
            }
        }
        Err(SimError::new(
            ErrorKind::Invalid,
            format!("jump to {addr:#x}, which is not the start of an instruction in .text"),
        ))
    }
}

fn invalid(addr: u64, raw: u32) -> Op {
    Op {
        addr,
        len: 4,
        sem: Sem::Unsupported(
            "undecodable instruction (not in the isa/ table: DPP, SDWA, VOPD, MIMG, ...)",
        ),
        class: Class::Other,
        def: None,
        inst: None,
        d: Opnd::None,
        s: [Opnd::None; 3],
        sd: Opnd::None,
        a: Opnd::None,
        da: Opnd::None,
        db: Opnd::None,
        r: Opnd::None,
        so: Opnd::None,
        sa: Opnd::None,
        imm: 0,
        ret: Opnd::None,
        vcc_out: false,
        reads: SmallVec::new(),
        writes: SmallVec::new(),
        raw,
        dual: None,
        plain: false,
        haz_rules: false,
        vmax: 0,
        amax: 0,
    }
}

/// The scalar code `null` is simulated at: [`crate::wave::Wave::sreg`] reads 0 there and
/// [`crate::wave::Wave::write_s`] drops writes (both for the code after it too).
pub const NULL_SINK: u16 = 128;

fn opnd(o: &Operand, g: Generation) -> Opnd {
    match o {
        Operand::Reg(r) => match r.file {
            // SGPR_NULL (125 on GFX10, 124 on GFX11) reads 0 and drops writes of every width:
            // it is simulated at a code outside the register file, so that a 64-bit lane mask
            // written to `null` in wave64 (`v_mad_u64_u32 v[1:2], null, ...`, llc-19's carry
            // sink) does not reach the next code (EXEC_LO on GFX10, M0 on GFX11).
            RegFile::Special if Some(r.index) == gfxc_isa::regs::null_code(g) => {
                Opnd::S(NULL_SINK, r.count.max(1))
            }
            RegFile::Sgpr | RegFile::Special => Opnd::S(r.index, r.count.max(1)),
            RegFile::Ttmp => Opnd::S(ttmp_base(g) + r.index, r.count.max(1)),
            RegFile::Vgpr => Opnd::V(r.index, r.count.max(1)),
            RegFile::Agpr => Opnd::A(r.index, r.count.max(1)),
        },
        Operand::InlineInt(v) => Opnd::IInt(*v),
        Operand::InlineFloat(c) => Opnd::IFloat(*c),
        Operand::Literal(l) => Opnd::Lit(*l),
        Operand::Imm(i) => Opnd::Imm(*i),
        Operand::Label(_) => Opnd::None,
        Operand::Off => Opnd::Off,
    }
}

/// [`classify`] of a row, computed once per (variant, row) and process: it matches the
/// mnemonic's canonical name, which was about a third of decoding a program (callgrind of
/// `gfxc fuzz`, where every run decodes a fresh code object).
fn classify_row(inst: &Inst) -> (Sem, Class) {
    type Rows = OnceLock<Vec<OnceLock<(Sem, Class)>>>;
    static ROWS: [Rows; 10] = [const { OnceLock::new() }; 10];
    let v = inst.variant;
    let rows = ROWS[v.index()].get_or_init(|| {
        (0..gfxc_isa::table::table(v).defs.len())
            .map(|_| OnceLock::new())
            .collect()
    });
    match rows.get(inst.def as usize) {
        Some(cell) => *cell.get_or_init(|| classify(inst.def())),
        None => classify(inst.def()),
    }
}

fn make_op(inst: Inst, addr: u64, len: u8, g: Generation, raw: u32) -> Op {
    let def = inst.def();
    let (mut sem, class) = classify_row(&inst);
    let ext = inst.m.ext;
    if ext == gfxc_isa::table::Ext::Sdwa && !matches!(sem, Sem::Valu(_)) {
        sem = Sem::Unsupported("SDWA form of this instruction is not simulated");
    } else if matches!(ext, gfxc_isa::table::Ext::Dpp | gfxc_isa::table::Ext::Dpp8)
        && !matches!(sem, Sem::Valu(_))
    {
        sem = Sem::Unsupported("DPP form of this instruction is not simulated");
    } else if ext == gfxc_isa::table::Ext::Dpp
        && !crate::exec_valu::dpp_ctrl_known(inst.m.dpp_ctrl, g.is_gfx10_plus())
    {
        sem = Sem::Unsupported("DPP control not defined on this generation");
    }
    let dual = inst
        .m
        .dual
        .as_ref()
        .map(|y| Box::new(make_op((**y).clone(), addr, len, g, raw)));
    let mut op = invalid(addr, raw);
    op.len = len;
    op.sem = sem;
    op.class = class;
    op.def = Some(def);
    let mut n_vcc = 0;
    for (i, spec) in def.ops.iter().enumerate() {
        let Some(o) = inst.ops.get(i) else { break };
        let x = opnd(o, g);
        match spec.field {
            SigField::D => op.d = x,
            SigField::S0 => op.s[0] = x,
            SigField::S1 => op.s[1] = x,
            SigField::S2 => op.s[2] = x,
            SigField::Sd => op.sd = x,
            SigField::A => op.a = x,
            SigField::Da => op.da = x,
            SigField::Db => op.db = x,
            SigField::R => op.r = x,
            SigField::So => op.so = x,
            SigField::Sa => op.sa = x,
            SigField::Vcc => {
                if i <= 1 && n_vcc == 0 {
                    op.vcc_out = true;
                    op.sd = x;
                } else {
                    op.s[2] = x;
                }
                n_vcc += 1;
            }
            SigField::Lit => {
                if let Opnd::Lit(l) = x {
                    op.imm = l as i64;
                }
            }
            _ => {
                if let Opnd::Imm(v) = x {
                    op.imm = v;
                } else if !x.is_none() {
                    // SMEM offset held in an SGPR.
                    op.so = x;
                }
            }
        }
    }
    if let Some(r) = inst.ret {
        op.ret = opnd(&Operand::Reg(r), g);
    }
    dependencies(&mut op, def);
    if let Some(y) = &dual {
        op.reads.extend(y.reads.iter().copied());
        op.writes.extend(y.writes.iter().copied());
    }
    op.dual = dual;
    let m = &inst.m;
    op.plain = m.ext == gfxc_isa::table::Ext::None
        && m.abs == 0
        && m.neg == 0
        && m.op_sel == 0
        && m.omod == 0
        && !m.clamp;
    for o in [
        op.d, op.s[0], op.s[1], op.s[2], op.a, op.da, op.db, op.ret, op.sd,
    ] {
        match o {
            Opnd::V(i, n) => op.vmax = op.vmax.max(i + n as u16),
            Opnd::A(i, n) => op.amax = op.amax.max(i + n as u16),
            _ => {}
        }
    }
    if let Some(y) = &op.dual {
        op.vmax = op.vmax.max(y.vmax);
        op.amax = op.amax.max(y.amax);
    }
    op.inst = Some(Box::new(inst));
    op
}

/// Registers read and written, from the signature and the semantic family.
fn dependencies(op: &mut Op, def: &InstDef) {
    let mut reads: SmallVec<[RegRange; 6]> = SmallVec::new();
    let mut writes: SmallVec<[RegRange; 3]> = SmallVec::new();
    let mut r = |o: Opnd| {
        if let Some(x) = o.range() {
            reads.push(x)
        }
    };
    for o in [
        op.s[0], op.s[1], op.s[2], op.a, op.da, op.db, op.r, op.so, op.sa,
    ] {
        r(o);
    }
    let mut d_read = false;
    let mut d_write = true;
    match op.sem {
        Sem::Mem(m) => match (m.space, m.kind) {
            (Space::Buffer, Kind::Store) => {
                d_read = true;
                d_write = false;
            }
            (Space::Buffer, Kind::Atomic(_)) => {
                d_read = true;
                d_write = op.inst.as_ref().is_none_or(|i| i.m.glc);
            }
            (Space::Ds, Kind::Atomic(_)) => d_write = m.rtn,
            (Space::Smem | Space::SmemBuf, Kind::Store) => {
                d_read = true;
                d_write = false;
            }
            (Space::Smem | Space::SmemBuf, Kind::Atomic(_)) => {
                d_read = true;
                d_write = op.inst.as_ref().is_none_or(|i| i.m.glc);
            }
            _ => {}
        },
        Sem::Salu(s) => {
            d_write = s.dst > 0;
            d_read = def.format == Format::Sopk
                || op_name(def).starts_with("s_cmov")
                || op_name(def).starts_with("s_bitset");
        }
        Sem::Ctrl(Ctrl::Setreg) => {
            d_read = true;
            d_write = false;
        }
        Sem::Ctrl(Ctrl::WaitcntSopk(_)) => {
            d_read = true;
            d_write = false;
        }
        Sem::Valu(v) => d_read = v.d_is_src2,
        Sem::Writelane => d_read = true,
        _ => {}
    }
    if d_read {
        r(op.d);
    }
    if let Sem::Valu(v) = op.sem {
        if v.cin && op.s[2].is_none() {
            // div_fmas reads VCC implicitly.
            reads.push(RegRange {
                file: RegKind::S,
                idx: 106,
                n: 2,
            });
        }
    }
    if let Sem::Ctrl(Ctrl::CBranch(c)) = op.sem {
        use crate::sem::Cond;
        match c {
            Cond::Vccz | Cond::Vccnz => reads.push(RegRange {
                file: RegKind::S,
                idx: 106,
                n: 2,
            }),
            Cond::Execz | Cond::Execnz => reads.push(RegRange {
                file: RegKind::S,
                idx: 126,
                n: 2,
            }),
            _ => {}
        }
    }
    if d_write {
        if let Some(x) = op.d.range() {
            writes.push(x);
        }
    }
    for o in [op.sd, op.ret] {
        if let Some(x) = o.range() {
            writes.push(x);
        }
    }
    op.reads = reads;
    op.writes = writes;
}

fn op_name(def: &InstDef) -> &'static str {
    def.mnemonic
}

/// Is `g` GFX10 or later?
pub fn gfx10_plus(g: Generation) -> bool {
    g.is_gfx10_plus()
}
