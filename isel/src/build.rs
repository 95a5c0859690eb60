//! Instruction building helpers: row lookup by mnemonic, operand constructors, inline
//! constants vs literals, and VALU operand legalisation.
//!
//! Guarantees: every instruction appended through [`Ctx::push`] names a row that exists in the
//! target's table and gets operands in that row's signature order; [`Ctx::valu`] picks the
//! 32-bit encoding (VOP1/VOP2) when its operand rules allow it and VOP3 otherwise, and keeps
//! each VALU instruction within the constant-bus limit (one scalar value — SGPR or literal —
//! before GFX10, two from GFX10; no VOP3 literal before GFX10) by copying extra scalar
//! operands into VGPRs.

use crate::mir::{Bank, Kind, MFunction, MInst, MOp, Pseudo, VReg};
pub use gfxc_ir::StageError;
use gfxc_isa::inst::Mods;
use gfxc_isa::op::Unit;
use gfxc_isa::processors::Generation;
use gfxc_isa::regs::{code, Operand, Reg, RegFile};
use gfxc_isa::table::{flag, table, Format};
use gfxc_isa::Op;
use smallvec::SmallVec;

/// Selection state shared by the selector modules: the function being built and the block
/// instructions are appended to.
pub struct Ctx {
    pub f: MFunction,
    pub cur: usize,
    pub gen: Generation,
}

/// Error type of selection.
pub type SelResult<T> = Result<T, StageError>;

pub use gfxc_mir::Ops;

/// Operand lists [`Ctx::push`] and [`Ctx::valu`] take: an array of operands (kept inline,
/// no heap allocation for up to six), a `Vec` or an [`Ops`].
pub trait IntoOps {
    fn into_ops(self) -> Ops;
}

impl IntoOps for Ops {
    fn into_ops(self) -> Ops {
        self
    }
}

impl IntoOps for Vec<MOp> {
    fn into_ops(self) -> Ops {
        SmallVec::from_vec(self)
    }
}

impl<const N: usize> IntoOps for [MOp; N] {
    fn into_ops(self) -> Ops {
        self.into_iter().collect()
    }
}

/// An inline constant or literal for a 32-bit operand.
pub fn k32(bits: u32) -> Operand {
    let i = bits as i32;
    if (-16..=64).contains(&i) {
        return Operand::InlineInt(i as i8);
    }
    for (code, _, val) in gfxc_isa::regs::FLOAT_CONSTS.iter().take(8) {
        if val.to_bits() == bits {
            return Operand::InlineFloat(*code);
        }
    }
    Operand::Literal(bits)
}

/// Is this operand a literal (takes the constant bus and a dword)?
pub fn is_literal(op: &MOp) -> bool {
    matches!(op, MOp::C(Operand::Literal(_)) | MOp::Sym(_))
}

impl Ctx {
    /// Row of an instruction on this target (first row with that name).
    pub fn row(&self, op: Op) -> SelResult<u32> {
        table(self.f.variant)
            .row(op)
            .ok_or_else(|| unsupported!("instruction {op} not available on {:?}", self.f.variant))
    }
    /// Does the target have this instruction?
    pub fn has(&self, op: Op) -> bool {
        table(self.f.variant).has(op)
    }
    /// The `Op` of a memory-table entry (`gfxc_lower::mem_ops`); a spelling no generation has
    /// is "not available" as a missing row is.
    pub fn table_op(&self, op: Result<Op, &'static str>) -> SelResult<Op> {
        op.map_err(|name| unsupported!("instruction {name} not available on {:?}", self.f.variant))
    }
    /// First available of several instructions.
    pub fn pick(&self, ops: &[Op]) -> SelResult<Op> {
        ops.iter()
            .copied()
            .find(|&n| self.has(n))
            .ok_or_else(|| unsupported!("none of {ops:?} on {:?}", self.f.variant))
    }
    /// `b32` or `b64` form of a lane-mask instruction: `m32` in wave32, `m64` in wave64.
    pub fn mask_op(&self, m32: Op, m64: Op) -> Op {
        if self.f.wave64 {
            m64
        } else {
            m32
        }
    }
    /// Whole vreg operand.
    pub fn w(&self, r: VReg) -> MOp {
        MOp::whole(&self.f, r)
    }
    /// Dword `i` of a vreg.
    pub fn d(&self, r: VReg, i: u8) -> MOp {
        MOp::V {
            reg: r,
            off: i,
            n: 1,
        }
    }
    /// VCC (pair in wave64).
    pub fn vcc(&self) -> MOp {
        MOp::P(Reg {
            file: RegFile::Special,
            index: code::VCC_LO,
            count: if self.f.wave64 { 2 } else { 1 },
        })
    }
    /// EXEC (pair in wave64).
    pub fn exec(&self) -> MOp {
        MOp::P(Reg {
            file: RegFile::Special,
            index: code::EXEC_LO,
            count: if self.f.wave64 { 2 } else { 1 },
        })
    }
    /// Width in dwords of a lane mask.
    pub fn mask_w(&self) -> u8 {
        if self.f.wave64 {
            2
        } else {
            1
        }
    }
    /// A new vreg.
    pub fn vreg(&mut self, bank: Bank, width: u8) -> VReg {
        self.f.new_vreg(bank, width)
    }
    /// Append an instruction by mnemonic; `defs` marks written operand positions.
    pub fn push(&mut self, op: Op, ops: impl IntoOps, defs: u32) -> SelResult<&mut MInst> {
        let row = self.row(op)?;
        self.push_ops(row, ops.into_ops(), defs)
    }
    /// Append an instruction by row.
    pub fn push_row(&mut self, row: u32, ops: impl IntoOps, defs: u32) -> SelResult<&mut MInst> {
        self.push_ops(row, ops.into_ops(), defs)
    }
    /// [`Ctx::push_row`] on an operand list.
    fn push_ops(&mut self, row: u32, ops: Ops, defs: u32) -> SelResult<&mut MInst> {
        let t = table(self.f.variant);
        let d = t.def(row);
        if d.ops.len() != ops.len() {
            return Err(internal!(
                "internal: {} takes {} operands, got {}",
                d.mnemonic,
                d.ops.len(),
                ops.len()
            ));
        }
        // Scalar instructions cannot address VGPRs: a uniform value computed on the VALU must
        // be read back with `v_readfirstlane_b32` first (an internal error, never wrong code).
        if matches!(t.props(row).unit, Unit::Salu | Unit::Smem) {
            for op in &ops {
                if let MOp::V { reg, .. } = op {
                    if self.f.info(*reg).bank == Bank::V {
                        return Err(internal!("internal: {} with a VGPR operand", d.mnemonic));
                    }
                }
            }
        }
        // The written operands are the row's (`Props::defs`); a MUBUF atomic also writes its
        // VDATA when it returns the old value (GLC, decided by the caller).
        let p = t.props(row);
        let returning_atomic =
            d.format == Format::Mubuf && d.has(flag::ATOMIC) && defs == p.defs | 1;
        if defs != p.defs && !returning_atomic {
            return Err(internal!(
                "internal: {} writes operands {:#b}, not {defs:#b}",
                d.mnemonic,
                p.defs
            ));
        }
        let b = &mut self.f.blocks[self.cur];
        b.insts.push(MInst {
            kind: Kind::Hw(row),
            ops,
            defs,
            ret: None,
            m: Mods {
                op_sel_hi: 7,
                ..Mods::default()
            },
            group: false,
            fixed: Vec::new(),
            mem: None,
        });
        Ok(b.insts.last_mut().expect("just pushed"))
    }
    /// Number of instructions in the current block (to start a group).
    pub fn mark(&self) -> usize {
        self.f.blocks[self.cur].insts.len()
    }
    /// Make the instructions appended since `mark` one group.
    pub fn group_from(&mut self, mark: usize) {
        let insts = &mut self.f.blocks[self.cur].insts;
        let n = insts.len();
        for i in insts.iter_mut().take(n.saturating_sub(1)).skip(mark) {
            i.group = true;
        }
    }
    /// `dst = src` (same width).
    pub fn copy(&mut self, dst: VReg, src: MOp) {
        let d = self.w(dst);
        self.f.blocks[self.cur].insts.push(MInst {
            kind: Kind::Pseudo(Pseudo::Copy),
            ops: [d, src].into_ops(),
            defs: 1,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed: Vec::new(),
            mem: None,
        });
    }
    /// A scalar operand turned into a VGPR of the same width.
    pub fn to_vgpr(&mut self, op: MOp, width: u8) -> SelResult<MOp> {
        match &op {
            MOp::V { reg, .. } if self.f.info(*reg).bank == Bank::V => Ok(op),
            MOp::V { .. } => {
                let r = self.vreg(Bank::V, width);
                self.copy(r, op);
                Ok(self.w(r))
            }
            MOp::C(c) => {
                let r = self.vreg(Bank::V, width);
                if width == 1 {
                    self.push(Op::v_mov_b32_e32, [self.w(r), MOp::C(c.clone())], 1)?;
                } else {
                    return Err(internal!("internal: 64-bit constant operand"));
                }
                Ok(self.w(r))
            }
            _ => Err(internal!("internal: bad VALU operand")),
        }
    }
    fn bank_of(&self, op: &MOp) -> Option<Bank> {
        op.vreg().map(|r| self.f.info(r).bank)
    }
    /// Emit a VALU instruction `base` (mnemonic without `_e32`/`_e64`) with one def and
    /// `srcs`, choosing the encoding and legalising operands. `extra` are operands after the
    /// sources (e.g. a mask for v_cndmask); `sdst` is a carry/mask def right after `dst`.
    pub fn valu(
        &mut self,
        base: Op,
        dst: MOp,
        srcs: impl IntoOps,
        commutative: bool,
    ) -> SelResult<()> {
        let mut srcs = srcs.into_ops();
        let t = table(self.f.variant);
        let e32 = t.e32(base);
        let e64 = t.e64(base);
        let limit = if self.gen.is_gfx10_plus() { 2 } else { 1 };
        // Prefer e32: src1 must be a VGPR.
        if let Some(row) = e32 {
            let n = t.def(row).ops.len();
            if n == srcs.len() + 1 {
                if srcs.len() == 2
                    && self.bank_of(&srcs[1]) != Some(Bank::V)
                    && commutative
                    && self.bank_of(&srcs[0]) == Some(Bank::V)
                {
                    srcs.swap(0, 1);
                }
                let ok = srcs.len() < 2 || self.bank_of(&srcs[1]) == Some(Bank::V);
                if ok {
                    // The destination first, in the sources' own list (shifted in place).
                    srcs.insert(0, dst);
                    self.push_ops(row, srcs, 1)?;
                    return Ok(());
                }
            }
        }
        let row = e64
            .or(e32)
            .ok_or_else(|| unsupported!("no VALU form of {base}"))?;
        let fmt = t.def(row).format;
        // Constant bus: each distinct SGPR range counts (two dwords of one SGPR tuple are two
        // registers: `v_alignbit_b32 v, s[1], s[0], c` reads two).
        let mut seen: SmallVec<[(VReg, u8, u8); 4]> = SmallVec::new();
        let mut lits: SmallVec<[u32; 4]> = SmallVec::new();
        let mut used = 0;
        for s in srcs.iter_mut() {
            let width = match s {
                MOp::V { n, .. } => *n,
                _ => 1,
            };
            let scalar = match s {
                MOp::V { reg, off, n } if self.f.info(*reg).bank == Bank::S => {
                    if seen.contains(&(*reg, *off, *n)) {
                        false
                    } else {
                        seen.push((*reg, *off, *n));
                        true
                    }
                }
                MOp::C(Operand::Literal(v)) => {
                    let v = *v;
                    if fmt == Format::Vop3 && !self.gen.is_gfx10_plus() {
                        *s = self.to_vgpr(s.clone(), 1)?;
                        false
                    } else if lits.contains(&v) {
                        false
                    } else if !lits.is_empty() {
                        // One unique literal per instruction.
                        *s = self.to_vgpr(s.clone(), 1)?;
                        false
                    } else {
                        lits.push(v);
                        true
                    }
                }
                _ => false,
            };
            if scalar {
                used += 1;
                if used > limit {
                    *s = self.to_vgpr(s.clone(), width)?;
                }
            }
        }
        if fmt != Format::Vop3 && srcs.len() == 2 && self.bank_of(&srcs[1]) != Some(Bank::V) {
            srcs[1] = self.to_vgpr(srcs[1].clone(), 1)?;
        }
        srcs.insert(0, dst);
        self.push_ops(row, srcs, 1)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_isa::IsaVariant;

    fn ctx(v: IsaVariant) -> Ctx {
        let mut f = MFunction::new("k", v, true);
        f.new_block("entry");
        Ctx {
            f,
            cur: 0,
            gen: gfxc_isa::inst::generation(v),
        }
    }

    /// `push` accepts exactly the written operands of the row's `Props` (a MUBUF atomic may
    /// add its VDATA, returned in place) and rejects any other mask as an internal error.
    #[test]
    fn push_checks_def_masks_against_props() {
        let mut cx = ctx(IsaVariant::Gfx900);
        let s = |cx: &mut Ctx| {
            let r = cx.f.new_vreg(Bank::S, 1);
            cx.w(r)
        };
        let (a, b, c) = (s(&mut cx), s(&mut cx), s(&mut cx));
        assert!(cx
            .push(Op::s_add_u32, [a.clone(), b.clone(), c.clone()], 1)
            .is_ok());
        let e = cx.push(Op::s_add_u32, [a, b, c], 0).unwrap_err();
        assert!(e.message.starts_with("internal:"), "{e}");
        assert_eq!(e.kind, gfxc_ir::ErrorKind::Internal, "{e}");
        let v = |cx: &mut Ctx, w| {
            let r = cx.f.new_vreg(Bank::V, w);
            cx.w(r)
        };
        let (d, addr) = (v(&mut cx, 1), v(&mut cx, 1));
        let rsrc = cx.f.new_vreg(Bank::S, 4);
        let rsrc = cx.w(rsrc);
        let ops = [d, addr, rsrc, MOp::C(k32(0))];
        assert!(cx.push(Op::buffer_atomic_add, ops.clone(), 0).is_ok());
        assert!(cx.push(Op::buffer_atomic_add, ops.clone(), 1).is_ok());
        assert!(cx.push(Op::buffer_store_dword, ops.clone(), 0).is_ok());
        assert!(cx.push(Op::buffer_store_dword, ops, 1).is_err());
        // A VOP3B carry-out is written with the destination.
        let (d, x, y) = (v(&mut cx, 1), v(&mut cx, 1), v(&mut cx, 1));
        let sd = cx.f.new_vreg(Bank::S, 2);
        let sd = cx.w(sd);
        let ops = [d, sd, x, y];
        assert!(cx.push(Op::v_add_co_u32_e64, ops.clone(), 0b11).is_ok());
        assert!(cx.push(Op::v_add_co_u32_e64, ops, 0b01).is_err());
    }
}
