//! What the hazard rules see of a decoded instruction: its kind and the registers it writes
//! and reads, each with the operand role it plays.
//!
//! Guarantees: derived only from the isa crate's table row (format, mnemonic, operand
//! signature, flags) and the instruction's operands, never from text. Register operands are
//! [`Range`]s of 32-bit registers; `vcc`, `exec` and `m0` are special-register ranges, so a
//! write of `vcc` overlaps a read of `vcc_lo`. Implicit operands the signature does not show
//! are added here: `v_cmpx*` writes EXEC, `s_setreg*` reads its SDST field.

use gfxc_isa::inst::{generation, Inst};
use gfxc_isa::op::kind;
use gfxc_isa::processors::{Generation, IsaVariant};
use gfxc_isa::regs::{code, m0_code, Operand, RegFile};
use gfxc_isa::table::table;
use gfxc_isa::table::{flag, Ext, Format, SigField};
use gfxc_isa::Op;
use smallvec::SmallVec;

/// Consecutive 32-bit registers of one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub file: RegFile,
    pub lo: u16,
    pub n: u16,
}

impl Range {
    pub fn overlaps(&self, o: &Range) -> bool {
        self.file == o.file && self.lo < o.lo + o.n && o.lo < self.lo + self.n
    }
    fn special(code: u16, n: u16) -> Range {
        Range {
            file: RegFile::Special,
            lo: code,
            n,
        }
    }
    /// VCC (both halves).
    pub fn vcc() -> Range {
        Range::special(code::VCC_LO, 2)
    }
    /// VCC_LO alone (the wave32 lane mask).
    pub fn vcc_lo() -> Range {
        Range::special(code::VCC_LO, 1)
    }
    /// EXEC (both halves).
    pub fn exec() -> Range {
        Range::special(code::EXEC_LO, 2)
    }
    pub fn m0(v: IsaVariant) -> Range {
        Range::special(m0_code(generation(v)), 1)
    }
    pub fn is_vector(&self) -> bool {
        matches!(self.file, RegFile::Vgpr | RegFile::Agpr)
    }
    pub fn is_scalar(&self) -> bool {
        matches!(self.file, RegFile::Sgpr | RegFile::Special | RegFile::Ttmp)
    }
}

/// The role an operand plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Destination (VDST, SDST, loaded data).
    Dst,
    /// VOP3B scalar carry-out / `vcc` written by a VOP2/VOPC.
    CarryOut,
    /// Implicit EXEC write of `v_cmpx`.
    ExecOut,
    Src0,
    Src1,
    Src2,
    /// Memory address (VADDR, ADDR, SBASE).
    Addr,
    /// Store or atomic data.
    Data,
    /// Scalar operands of a memory instruction (SRSRC, SOFFSET, SADDR, SMEM offset).
    MemScalar,
    /// `vcc` read as carry-in or mask.
    VccIn,
}

/// One register operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegOp {
    pub role: Role,
    pub r: Range,
}

/// What an instruction is and which registers it touches.
#[derive(Clone, Debug, Default)]
pub struct Info {
    pub mnemonic: &'static str,
    /// The row's `Op` and kind bits (`gfxc_isa::op::kind`); `None`/0 for no instruction.
    pub op: Option<Op>,
    pub kind: u64,
    pub format: Option<Format>,
    pub defs: SmallVec<[RegOp; 4]>,
    pub uses: SmallVec<[RegOp; 6]>,
    /// Wait states this instruction supplies (`s_nop N`: N + 1; others 1).
    pub wait_states: u32,
    /// MFMA passes (0 for other instructions).
    pub passes: u32,
    pub xdl: bool,
    pub dgemm: bool,
    /// `s_setreg*` / `s_getreg*`: (hwreg id, offset, size).
    pub hwreg: Option<(u16, u16, u16)>,
    /// `s_waitcnt_depctr`: its immediate.
    pub depctr: Option<u16>,
    /// A 32-bit literal operand.
    pub literal: bool,
    /// The code runs in wave32. Set by callers that know the wave size (the simulator);
    /// `false` (wave64) is the conservative default: it only matters for implicit lane-mask
    /// reads (`v_div_fmas` reads VCC_LO in wave32, the VCC pair in wave64), which no operand
    /// records.
    pub wave32: bool,
}

impl Info {
    /// Mnemonic test by name (for tools and tests; passes use [`Info::is_op`] and kinds).
    pub fn is(&self, m: &str) -> bool {
        self.mnemonic == m
    }
    /// Mnemonic prefix test by name (for tools and tests).
    pub fn starts(&self, p: &str) -> bool {
        self.mnemonic.starts_with(p)
    }
    /// Is this instruction `op`?
    #[inline]
    pub fn is_op(&self, op: Op) -> bool {
        self.op == Some(op)
    }
    /// Has any of the kind bits `k` (`gfxc_isa::op::kind`).
    #[inline]
    pub fn has(&self, k: u64) -> bool {
        self.kind & k != 0
    }
    pub fn is_salu(&self) -> bool {
        matches!(
            self.format,
            Some(Format::Sop1 | Format::Sop2 | Format::Sopk | Format::Sopc | Format::Sopp)
        )
    }
    pub fn is_smem(&self) -> bool {
        matches!(self.format, Some(Format::Smem | Format::Smrd))
    }
    /// VALU, including MFMA and the accumulator moves (LLVM's `isVALU`).
    pub fn is_valu(&self) -> bool {
        matches!(
            self.format,
            Some(
                Format::Vop1
                    | Format::Vop2
                    | Format::Vopc
                    | Format::Vop3
                    | Format::Vop3p
                    | Format::Vopd
            )
        ) && !self.has(kind::V_NOP)
    }
    pub fn is_mfma(&self) -> bool {
        self.passes > 0
    }
    pub fn is_acc_read(&self) -> bool {
        self.has(kind::ACC_READ)
    }
    pub fn is_acc_write(&self) -> bool {
        self.has(kind::ACC_WRITE)
    }
    /// VALU that is neither an MFMA nor an accumulator move.
    pub fn is_plain_valu(&self) -> bool {
        self.is_valu() && !self.is_mfma() && !self.has(kind::ACC_MOVE)
    }
    pub fn is_dot(&self) -> bool {
        self.has(kind::DOT)
    }
    pub fn is_vmem(&self) -> bool {
        matches!(
            self.format,
            Some(Format::Mubuf | Format::Mtbuf | Format::Flat | Format::Global | Format::Scratch)
        )
    }
    pub fn is_ds(&self) -> bool {
        self.format == Some(Format::Ds)
    }
    pub fn is_branch(&self) -> bool {
        self.has(kind::BRANCH)
    }
    /// GFX11 transcendental VALU ops (issued to the TRANS unit).
    pub fn is_trans(&self) -> bool {
        self.has(kind::TRANS)
    }
    /// Any VALU-format instruction, `v_nop` included (LLVM's `isVALU`).
    pub fn is_valu_format(&self) -> bool {
        self.is_valu() || self.has(kind::V_NOP)
    }
    /// `s_waitcnt_depctr` whose immediate has every field `need` zeroes zero too (`need` is
    /// the canonical encoding: the field(s) to wait for at 0, all other bits 1).
    pub fn depctr_covers(&self, need: u16) -> bool {
        self.depctr.is_some_and(|d| d & !need == 0)
    }
    pub fn writes(&self, r: &Range) -> bool {
        self.defs.iter().any(|d| d.r.overlaps(r))
    }
}

fn reg_range(op: &Operand) -> Option<Range> {
    match op {
        Operand::Reg(r) => Some(Range {
            file: r.file,
            lo: r.index,
            n: r.count as u16,
        }),
        _ => None,
    }
}

/// Classifies `inst`.
pub fn classify(inst: &Inst) -> Info {
    let v = inst.variant;
    let t = table(v);
    let d = t.def(inst.def);
    let m = d.mnemonic;
    let p = t.props(inst.def);
    let mut info = Info {
        mnemonic: m,
        op: Some(p.op),
        kind: p.kind,
        format: Some(d.format),
        wait_states: 1,
        ..Info::default()
    };
    if p.op == Op::s_nop {
        if let Some(Operand::Imm(n)) = inst.ops.first() {
            info.wait_states = (*n as u32 & 0xf) + 1;
        }
    }
    if p.op == Op::s_waitcnt_depctr {
        if let Some(Operand::Imm(n)) = inst.ops.first() {
            info.depctr = Some(*n as u16);
        }
    }
    info.literal = inst.ops.iter().any(|o| matches!(o, Operand::Literal(_)));
    // MFMA passes, XDL and DGEMM (`Props::mfma`, measured against llc-19's wait states).
    info.passes = (p.mfma & 0x1f) as u32;
    info.xdl = p.mfma & 0x20 != 0;
    info.dgemm = p.mfma & 0x40 != 0;
    let store_like =
        matches!(d.format, Format::Mubuf | Format::Mtbuf) && p.any(kind::STORE_OR_ATOMIC);
    for (i, (spec, op)) in d.ops.iter().zip(inst.ops.iter()).enumerate() {
        if let SigField::Hwreg = spec.field {
            if let Operand::Imm(x) = op {
                let x = *x as u16;
                info.hwreg = Some((x & 0x3f, (x >> 6) & 0x1f, ((x >> 11) & 0x1f) + 1));
            }
        }
        let Some(r) = reg_range(op) else { continue };
        let (role, def) = match spec.field {
            SigField::D => {
                if p.any(kind::SETREG | kind::WAITCNT_X) || store_like {
                    (if store_like { Role::Data } else { Role::Src0 }, false)
                } else {
                    (Role::Dst, true)
                }
            }
            SigField::Sd => (Role::CarryOut, true),
            SigField::Vcc => {
                if d.find(SigField::S0).is_some_and(|s| i < s) {
                    (Role::CarryOut, true)
                } else {
                    (Role::VccIn, false)
                }
            }
            SigField::S0 => (Role::Src0, false),
            SigField::S1 => (Role::Src1, false),
            SigField::S2 => (Role::Src2, false),
            SigField::A => (Role::Addr, false),
            SigField::Da | SigField::Db => (Role::Data, false),
            SigField::R | SigField::So | SigField::Sa | SigField::Offset => {
                (Role::MemScalar, false)
            }
            _ => continue,
        };
        let op = RegOp { role, r };
        if def {
            info.defs.push(op);
        } else {
            info.uses.push(op);
        }
    }
    if let Some(r) = inst.ret {
        info.defs.push(RegOp {
            role: Role::Dst,
            r: Range {
                file: r.file,
                lo: r.index,
                n: r.count as u16,
            },
        });
    }
    if p.any(kind::CMPX) {
        info.defs.push(RegOp {
            role: Role::ExecOut,
            r: Range::exec(),
        });
    }
    // A VOPD instruction reads and writes its Y half's registers too (as one VALU issue);
    // `v_dual_cndmask_b32` reads VCC_LO without an operand (wave32 only).
    // (Without a Y half only `inst` itself is looked at, through the row already read.)
    let halves = match inst.m.dual.as_deref() {
        None if d.format != Format::Vopd => None,
        None => Some(std::iter::once(inst).chain(None)),
        dual => Some(std::iter::once(inst).chain(dual)),
    };
    for h in halves.into_iter().flatten() {
        if h.def().format != Format::Vopd {
            continue;
        }
        if !std::ptr::eq(h, inst) {
            let y = classify(h);
            info.defs.extend(y.defs);
            info.uses.extend(y.uses);
            info.literal |= y.literal;
        }
        if t.props(h.def).op == Op::v_dual_cndmask_b32 {
            info.uses.push(RegOp {
                role: Role::VccIn,
                r: Range {
                    file: RegFile::Special,
                    lo: gfxc_isa::regs::code::VCC_LO,
                    n: 1,
                },
            });
        }
    }
    // `m0` of GFX9 M0-reading instructions is implicit.
    if p.any(kind::MSG | kind::MOVREL | kind::ADDTID)
        || (d.format == Format::Ds && inst.m.gds)
        || (d.has(flag::LDS) && inst.m.lds)
    {
        info.uses.push(RegOp {
            role: Role::Src0,
            r: Range::m0(v),
        });
    }
    info
}

/// Whether `inst` is a DPP (DPP16 or DPP8) form.
pub fn is_dpp(inst: &Inst) -> bool {
    matches!(inst.m.ext, Ext::Dpp | Ext::Dpp8)
}

/// The generation of `v`.
pub fn gen(v: IsaVariant) -> Generation {
    generation(v)
}
