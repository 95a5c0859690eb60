//! GFX11 dual issue: two independent VALU instructions of a wave32 block as one VOPD
//! instruction (`v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5`), as llc-19's
//! `GCNCreateVOPD` pairs them (RDNA3 ISA §7.6 "Dual Issue VALU").
//!
//! Guarantees: a pair is formed from an instruction `A` and a later instruction `B` of the
//! same block, at most [`WINDOW`] instructions apart, when
//! * both have a VOPD component (`v_add/sub/subrev/mul/max/min/mul_dx9_zero_f32`,
//!   `v_fmac_f32` (also `v_fma_f32 d, a, b, d`), `v_fmaak/fmamk_f32`, `v_mov_b32`,
//!   `v_cndmask_b32` (VCC form) on either side; `v_add_nc_u32`, `v_lshlrev_b32`, `v_and_b32`
//!   as Y only; their VOP3 forms without modifiers too, operands swapped where VSRC1 would
//!   not be a VGPR), plain (no modifiers, no DPP/SDWA, single-dword registers), one
//!   of them allowed as X and the other as Y (`A` is X when it can be);
//! * neither reads the other's destination (they read their sources together) and the
//!   destinations differ;
//! * `B` can move up to `A`: no instruction between them writes a register `B` reads, reads
//!   or writes `B`'s destination, writes EXEC, waits (`s_waitcnt*`, whose wait `B` may need),
//!   changes the mode register or branches;
//! * the register rules hold: destinations one even and one odd, SRC0 (when both are VGPRs)
//!   and VSRC1 in different banks (register mod 4), at most one distinct literal and at most
//!   two distinct scalar values (SGPRs, VCC of `cndmask`, the literal) — checked by encoding
//!   the pair ([`gfxc_isa::vopd`] checks what llvm-mc-19 checks) plus the scalar limit (LLVM's
//!   `checkVOPDRegConstraints`).
//!
//! The pair replaces `A`; `B` is removed. The VOPD instruction computes both results with
//! EXEC as at `A`, as the two instructions did. Runs after the waits are placed and before
//! hazard wait states (`crate::nop_insertion` sees both halves' registers,
//! `crate::hazards::class::classify`).

use gfxc_isa::inst::{Inst, Mods};
use gfxc_isa::op::kind;
use gfxc_isa::regs::{Operand, Reg, RegFile};
use gfxc_isa::table::{flag, table, Format, SigField};
use gfxc_isa::{Generation, Op};
use gfxc_mir::{Kind, MFunction, MInst, MOp};
use smallvec::SmallVec;

/// How far ahead of `A` its partner may be (instructions).
pub const WINDOW: usize = 4;

/// One half: its VOPD row and its operands in that row's order.
struct Half {
    row: u32,
    ops: SmallVec<[Operand; 4]>,
    x: bool,
    y: bool,
    /// Registers it reads (VCC of `cndmask` included) and the one it writes.
    reads: SmallVec<[Reg; 4]>,
    dst: Reg,
}

fn single_vgpr(op: &Operand) -> Option<Reg> {
    match op {
        Operand::Reg(r) if r.file == RegFile::Vgpr && r.count == 1 => Some(*r),
        _ => None,
    }
}

/// A VOP3 `d, a, b` as the VOPD row `same` (`b` a VGPR) or `swapped` with `a`, `b` exchanged
/// (`a` a VGPR, `b` not).
fn e64(same: Op, swapped: Op, ops: SmallVec<[Operand; 4]>) -> Option<(Op, SmallVec<[Operand; 4]>)> {
    if ops.len() != 3 {
        return None;
    }
    if single_vgpr(&ops[2]).is_some() {
        return Some((same, ops));
    }
    single_vgpr(&ops[1])?;
    Some((
        swapped,
        SmallVec::from_vec(vec![ops[0].clone(), ops[2].clone(), ops[1].clone()]),
    ))
}

/// The VOPD half of `mi`, if it has one (module doc).
fn half(f: &MFunction, mi: &MInst) -> Option<Half> {
    let Kind::Hw(row) = mi.kind else {
        return None;
    };
    let t = table(f.variant);
    let op = t.props(row).op;
    if mi.ret.is_some() || mi.mem.is_some() || !mi.fixed.is_empty() || mi.defs != 1 {
        return None;
    }
    let plain = Mods {
        op_sel_hi: mi.m.op_sel_hi,
        ..Mods::default()
    };
    if mi.m != plain {
        return None;
    }
    let mut ops: SmallVec<[Operand; 4]> = SmallVec::new();
    for o in &mi.ops {
        ops.push(match o {
            MOp::P(r) => Operand::Reg(*r),
            MOp::C(c) => c.clone(),
            _ => return None,
        });
    }
    use Op as O;
    let (name, ops) = match op {
        O::v_add_f32_e32 => (O::v_dual_add_f32, ops),
        O::v_sub_f32_e32 => (O::v_dual_sub_f32, ops),
        O::v_subrev_f32_e32 => (O::v_dual_subrev_f32, ops),
        O::v_mul_f32_e32 => (O::v_dual_mul_f32, ops),
        O::v_max_f32_e32 => (O::v_dual_max_f32, ops),
        O::v_min_f32_e32 => (O::v_dual_min_f32, ops),
        O::v_mul_dx9_zero_f32_e32 => (O::v_dual_mul_dx9_zero_f32, ops),
        O::v_fmac_f32_e32 => (O::v_dual_fmac_f32, ops),
        O::v_fmaak_f32 => (O::v_dual_fmaak_f32, ops),
        O::v_fmamk_f32 => (O::v_dual_fmamk_f32, ops),
        O::v_mov_b32_e32 => (O::v_dual_mov_b32, ops),
        O::v_cndmask_b32_e32 => (O::v_dual_cndmask_b32, ops),
        O::v_add_nc_u32_e32 => (O::v_dual_add_nc_u32, ops),
        O::v_lshlrev_b32_e32 => (O::v_dual_lshlrev_b32, ops),
        O::v_and_b32_e32 => (O::v_dual_and_b32, ops),
        // VOP3 forms without modifiers: VSRC1 must be a VGPR, so a scalar or constant second
        // operand swaps with the first (commutative ops; `sub` and `subrev` trade places).
        O::v_add_f32_e64 => e64(O::v_dual_add_f32, O::v_dual_add_f32, ops)?,
        O::v_mul_f32_e64 => e64(O::v_dual_mul_f32, O::v_dual_mul_f32, ops)?,
        O::v_max_f32_e64 => e64(O::v_dual_max_f32, O::v_dual_max_f32, ops)?,
        O::v_min_f32_e64 => e64(O::v_dual_min_f32, O::v_dual_min_f32, ops)?,
        O::v_sub_f32_e64 => e64(O::v_dual_sub_f32, O::v_dual_subrev_f32, ops)?,
        O::v_subrev_f32_e64 => e64(O::v_dual_subrev_f32, O::v_dual_sub_f32, ops)?,
        O::v_add_nc_u32_e64 => e64(O::v_dual_add_nc_u32, O::v_dual_add_nc_u32, ops)?,
        O::v_and_b32_e64 => e64(O::v_dual_and_b32, O::v_dual_and_b32, ops)?,
        // `v_fma_f32 d, a, b, d` is `v_fmac_f32 d, a, b` (VSRC1 must be a VGPR: swap a, b).
        O::v_fma_f32 if ops.len() == 4 && ops[3] == ops[0] => {
            let (a, b) = if single_vgpr(&ops[2]).is_some() {
                (ops[1].clone(), ops[2].clone())
            } else {
                (ops[2].clone(), ops[1].clone())
            };
            (
                O::v_dual_fmac_f32,
                SmallVec::from_vec(vec![ops[0].clone(), a, b]),
            )
        }
        _ => return None,
    };
    let vrow = t.row(name)?;
    let vd = t.def(vrow);
    // The VOPD row's signature without the implicit VCC of cndmask.
    let want: usize = vd.ops.len() + usize::from(name == O::v_dual_cndmask_b32);
    if ops.len() != want {
        return None;
    }
    let mut reads: SmallVec<[Reg; 4]> = SmallVec::new();
    let mut dst = None;
    let mut kept: SmallVec<[Operand; 4]> = SmallVec::new();
    for (k, o) in ops.iter().enumerate() {
        if name == O::v_dual_cndmask_b32 && k == 3 {
            // The VCC operand: VOPD cndmask reads VCC_LO implicitly (wave32).
            match o {
                Operand::Reg(r) if r.file == RegFile::Special => reads.push(*r),
                _ => return None,
            }
            continue;
        }
        let spec = vd.ops.get(k)?;
        match spec.field {
            SigField::D => dst = Some(single_vgpr(o)?),
            SigField::S1 => reads.push(single_vgpr(o)?),
            SigField::S0 => match o {
                Operand::Reg(r) if r.count == 1 => reads.push(*r),
                Operand::Reg(_) => return None,
                _ => {}
            },
            SigField::Lit => {}
            _ => return None,
        }
        kept.push(o.clone());
    }
    let dst = dst?;
    if name == O::v_dual_fmac_f32 {
        reads.push(dst);
    }
    Some(Half {
        row: vrow,
        ops: kept,
        x: vd.has(flag::VOPDX),
        y: vd.has(flag::VOPDY),
        reads,
        dst,
    })
}

fn overlaps(a: &Reg, b: &Reg) -> bool {
    a.file == b.file && a.index < b.index + b.count as u16 && b.index < a.index + a.count as u16
}

/// Registers `mi` reads and writes (explicit operands).
fn regs_of(mi: &MInst) -> (SmallVec<[Reg; 6]>, SmallVec<[Reg; 2]>) {
    let (mut r, mut w) = (SmallVec::new(), SmallVec::new());
    for (p, o) in mi.ops.iter().enumerate() {
        if let MOp::P(reg) = o {
            if mi.is_def(p) {
                w.push(*reg);
            } else {
                r.push(*reg);
            }
        }
    }
    if let Some(MOp::P(reg)) = &mi.ret {
        w.push(*reg);
    }
    (r, w)
}

/// Scalar values a pair reads: distinct SGPR/VCC registers and literals.
fn scalar_values(x: &Half, y: &Half) -> usize {
    let mut regs: SmallVec<[Reg; 4]> = SmallVec::new();
    let mut lits: SmallVec<[u32; 2]> = SmallVec::new();
    for o in x.ops.iter().chain(y.ops.iter()) {
        match o {
            Operand::Reg(r) if r.file != RegFile::Vgpr && !regs.contains(r) => regs.push(*r),
            Operand::Literal(l) if !lits.contains(l) => lits.push(*l),
            Operand::Imm(l) if !lits.contains(&(*l as u32)) => lits.push(*l as u32),
            _ => {}
        }
    }
    for r in x.reads.iter().chain(y.reads.iter()) {
        if r.file == RegFile::Special && !regs.contains(r) {
            regs.push(*r);
        }
    }
    regs.len() + lits.len()
}

/// The VOPD instruction of X and Y halves, if it encodes and obeys the scalar limit.
fn pair(f: &MFunction, x: &Half, y: &Half) -> Option<MInst> {
    if !x.x || !y.y || x.dst.index & 1 == y.dst.index & 1 {
        return None;
    }
    if y.reads.iter().any(|r| overlaps(r, &x.dst)) || x.reads.iter().any(|r| overlaps(r, &y.dst)) {
        return None;
    }
    if scalar_values(x, y) > 2 {
        return None;
    }
    let yi = Inst {
        variant: f.variant,
        def: y.row,
        ops: y.ops.iter().cloned().collect(),
        ret: None,
        m: Mods::default(),
    };
    let xi = Inst {
        variant: f.variant,
        def: x.row,
        ops: x.ops.iter().cloned().collect(),
        ret: None,
        m: Mods {
            dual: Some(Box::new(yi)),
            ..Mods::default()
        },
    };
    gfxc_isa::codec::encode(&xi, 0).ok()?;
    let mut m = xi.m;
    m.op_sel_hi = 7;
    Some(MInst {
        kind: Kind::Hw(x.row),
        ops: x
            .ops
            .iter()
            .map(|o| match o {
                Operand::Reg(r) => MOp::P(*r),
                c => MOp::C(c.clone()),
            })
            .collect(),
        defs: 1,
        ret: None,
        m,
        group: false,
        fixed: Vec::new(),
        mem: None,
    })
}

/// Whether `B` (reads `b_reads`, writes `b_dst`) may move above `mi`.
fn may_pass(f: &MFunction, mi: &MInst, b_reads: &[Reg], b_dst: &Reg) -> bool {
    let Kind::Hw(row) = mi.kind else {
        return false;
    };
    let t = table(f.variant);
    let p = t.props(row);
    if p.any(kind::WAITCNT | kind::WAITCNT_X | kind::SETREG | kind::BRANCH | kind::NAMES_EXEC)
        || t.def(row).format == Format::Sopp
    {
        return false;
    }
    let (r, w) = regs_of(mi);
    let lo = gfxc_isa::regs::code::EXEC_LO;
    let exec =
        |x: &Reg| x.file == RegFile::Special && x.index <= lo + 1 && x.index + x.count as u16 > lo;
    !w.iter()
        .any(|w| exec(w) || overlaps(w, b_dst) || b_reads.iter().any(|b| overlaps(w, b)))
        && !r.iter().any(|r| overlaps(r, b_dst))
}

/// Pairs VALU instructions of every block (module doc); returns how many pairs were formed.
pub fn pair_dual_issue(f: &mut MFunction) -> usize {
    if gfxc_isa::inst::generation(f.variant) != Generation::Gfx11 || f.wave64 {
        return 0;
    }
    let mut formed = 0;
    for bi in 0..f.blocks.len() {
        let mut insts = std::mem::take(&mut f.blocks[bi].insts);
        let (mut pro, mut epi) = (f.blocks[bi].prologue, f.blocks[bi].epilogue);
        // Pairs stay inside the block's body (between its EXEC prologue and epilogue).
        let mut k = pro;
        while k < epi.min(insts.len()) {
            let Some(a) = half(f, &insts[k]) else {
                k += 1;
                continue;
            };
            let mut found = None;
            for j in k + 1..(k + 1 + WINDOW).min(epi.min(insts.len())) {
                if let Some(b) = half(f, &insts[j]) {
                    let blocked = insts[k + 1..j]
                        .iter()
                        .any(|mi| !may_pass(f, mi, &b.reads, &b.dst));
                    if !blocked {
                        let p = pair(f, &a, &b).or_else(|| pair(f, &b, &a));
                        if let Some(p) = p {
                            found = Some((j, p));
                            break;
                        }
                    }
                }
                // Nothing moves above an instruction it cannot pass: later candidates would
                // have to pass this one too (checked when they are reached).
            }
            if let Some((j, p)) = found {
                insts.remove(j);
                insts[k] = p;
                formed += 1;
                if j < pro {
                    pro -= 1;
                }
                if j < epi {
                    epi -= 1;
                }
            }
            k += 1;
        }
        f.blocks[bi].insts = insts;
        f.blocks[bi].prologue = pro;
        f.blocks[bi].epilogue = epi;
    }
    formed
}
