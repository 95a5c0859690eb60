//! Whole-wave and whole-quad regions (`gfxc_ir::wwm`): `strict.wwm` / `strict.wqm` and the
//! `set.inactive` calls they read.
//!
//! A block's region members (the slice instructions and the `set.inactive` sources) are made
//! contiguous in the block's selection order ([`arrange`]): the other instructions of the
//! window from the first member to the last terminal go before the members when they do not
//! depend on one, after them otherwise (memory and side-effecting instructions keep their
//! order among themselves). Selection brackets the members as llc-19 does:
//! `s_or_saveexec_b64 S, -1` (whole-quad: `s_mov_b64 S, exec` + `s_wqm_b64 exec, exec`)
//! before, `s_mov_b64 exec, S` after (`_b32` in wave32). Inside, a `set.inactive(x, y)` is
//! `v_cndmask_b32 d, y, x, S`: x in the lanes that were active, y in the others, in one
//! instruction over every lane. A terminal is a copy, after the region. The registers written
//! in the region are kept out of every other value's (`gfxc_regalloc`'s colouring: a VGPR
//! written on every lane must not hold another value's inactive lanes).
//!
//! Outside a region `set.inactive` is a copy of x: no gfxc operation outside a region
//! observes an inactive lane.

use crate::build::SelResult;
use crate::mir::{Bank, MOp, VReg};
use crate::select::Selector;
use gfxc_ir::instructions::InstData;
use gfxc_ir::wwm::{Regions, WholeMode};
use gfxc_ir::{Function, Inst, Value, ValueDef};
use gfxc_isa::regs::Operand;
use gfxc_isa::Op;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

fn impure(d: &InstData) -> bool {
    match d {
        InstData::Intrinsic { name, .. } => {
            !matches!(gfxc_ir::intrinsics::lookup(name), Some(s) if !s.side_effects)
        }
        _ => !d.opcode().info().format.computes_only(),
    }
}

/// The members of the region ending at terminal `t`: its slice and `set.inactive` sources.
fn members_of(f: &Function, r: &Regions, t: Inst, pos: &HashMap<Inst, usize>) -> HashSet<Inst> {
    let mut out: HashSet<Inst> = HashSet::default();
    let mut work: Vec<Value> = f.dfg.insts[t].args().to_vec();
    while let Some(v) = work.pop() {
        let ValueDef::Result(i, _) = f.dfg.value_def(v) else {
            continue;
        };
        if !pos.contains_key(&i) || r.member(i).is_none() || !out.insert(i) {
            continue;
        }
        if r.sources.contains_key(&i) {
            work.push(f.dfg.insts[i].args()[1]);
        } else {
            work.extend(f.dfg.insts[i].args().iter().copied());
        }
    }
    out
}

/// Reorders `order` (a block's instructions, its terminator last) so that the members of each
/// region of the block are contiguous; returns the regions' ranges in the new order (in
/// order) and their modes. Regions whose windows (first member to last terminal) overlap or
/// that share members are one region.
pub fn arrange(
    f: &Function,
    r: &Regions,
    order: &mut Vec<Inst>,
) -> SelResult<Vec<(usize, usize, WholeMode)>> {
    let pos: HashMap<Inst, usize> = order.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    // (first member, last terminal, members) per terminal, in order.
    let mut groups: Vec<(usize, usize, HashSet<Inst>)> = Vec::new();
    for (k, &t) in order.iter().enumerate() {
        if !r.terminals.contains_key(&t) {
            continue;
        }
        let m = members_of(f, r, t, &pos);
        let Some(first) = m.iter().map(|i| pos[i]).min() else {
            continue;
        };
        groups.push((first, k, m));
    }
    groups.sort_by_key(|g| g.0);
    let mut merged: Vec<(usize, usize, HashSet<Inst>)> = Vec::new();
    for g in groups {
        match merged.last_mut() {
            Some(last) if g.0 <= last.1 || g.2.iter().any(|i| last.2.contains(i)) => {
                last.1 = last.1.max(g.1);
                last.2.extend(g.2);
            }
            _ => merged.push(g),
        }
    }
    let mut out = Vec::new();
    // Last window first: arranging one permutes only its own window.
    for (first, last, members) in merged.into_iter().rev() {
        let wave = members
            .iter()
            .any(|&i| r.member(i) == Some(WholeMode::Wave));
        let quad = members
            .iter()
            .any(|&i| r.member(i) == Some(WholeMode::Quad));
        if wave && quad {
            return Err(gfxc_ir::unsupported!(
                "a whole-wave (`strict.wwm`) and a whole-quad (`strict.wqm`) region sharing \
                 instructions"
            ));
        }
        let mode = if wave {
            WholeMode::Wave
        } else {
            WholeMode::Quad
        };
        let (mut before, mut region, mut after) = (Vec::new(), Vec::new(), Vec::new());
        // Results of the members and of the instructions moved after them.
        let mut late: HashSet<Value> = HashSet::default();
        let mut after_impure = false;
        for &i in &order[first..=last] {
            let d = &f.dfg.insts[i];
            let reads_late = d.all_values().iter().any(|v| late.contains(v));
            if members.contains(&i) {
                region.push(i);
            } else if reads_late || (after_impure && impure(d)) {
                after_impure |= impure(d);
                after.push(i);
            } else {
                before.push(i);
                continue;
            }
            late.extend(f.dfg.inst_results(i).iter().copied());
        }
        // A member reading an instruction moved after the region: a cycle through it.
        let moved: HashSet<Inst> = after.iter().copied().collect();
        for &i in &region {
            for v in f.dfg.insts[i].all_values() {
                if let ValueDef::Result(j, _) = f.dfg.value_def(v) {
                    if moved.contains(&j) {
                        return Err(gfxc_ir::unsupported!(
                            "a whole-wave region reads a value computed from its own result"
                        ));
                    }
                }
            }
        }
        let start = first + before.len();
        let end = start + region.len();
        let tail = order[last + 1..].to_vec();
        order.truncate(first);
        order.extend(before);
        order.extend(region);
        order.extend(after);
        order.extend(tail);
        out.push((start, end, mode));
    }
    out.reverse();
    Ok(out)
}

impl Selector<'_> {
    /// Enters a region: EXEC saved, then every lane (or every quad with an active lane).
    pub fn enter_whole(&mut self, mode: WholeMode) -> SelResult<()> {
        let mw = self.cx.mask_w();
        let s = self.cx.vreg(Bank::S, mw);
        match mode {
            WholeMode::Wave => {
                let op = self
                    .cx
                    .mask_op(Op::s_or_saveexec_b32, Op::s_or_saveexec_b64);
                self.cx
                    .push(op, [self.cx.w(s), MOp::C(Operand::InlineInt(-1))], 1)?;
            }
            WholeMode::Quad => {
                let ex = self.cx.exec();
                self.cx.push(
                    self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64),
                    [self.cx.w(s), ex.clone()],
                    1,
                )?;
                self.cx.push(
                    self.cx.mask_op(Op::s_wqm_b32, Op::s_wqm_b64),
                    [ex.clone(), ex],
                    1,
                )?;
            }
        }
        self.whole_saved = Some(s);
        Ok(())
    }

    /// Leaves a region: EXEC restored.
    pub fn exit_whole(&mut self) -> SelResult<()> {
        let Some(s) = self.whole_saved.take() else {
            return Ok(());
        };
        let ex = self.cx.exec();
        self.cx.push(
            self.cx.mask_op(Op::s_mov_b32, Op::s_mov_b64),
            [ex, self.cx.w(s)],
            1,
        )?;
        Ok(())
    }

    /// `set.inactive.i32(x, y)` (module documentation).
    pub fn select_set_inactive(&mut self, x: Value, y: Value, r: Value) -> SelResult<()> {
        let xo = self.any_inline(x)?;
        match self.whole_saved {
            Some(s) => {
                let yo = self.any_inline(y)?;
                let d = self.def_reg(r, Bank::V)?;
                self.cndmask(self.cx.w(d), yo, xo, self.cx.w(s))
            }
            None => {
                let xo = self.cx.to_vgpr(xo, 1)?;
                let d = self.def_reg(r, Bank::V)?;
                self.cx.copy(d, xo);
                Ok(())
            }
        }
    }

    /// A terminal (`strict.wwm.i32` / `strict.wqm.i32`): a copy after the region.
    pub fn select_whole_terminal(&mut self, x: Value, r: Value) -> SelResult<()> {
        if self.bank_for(r) == Bank::S {
            let xo = self.s_or_inline(x)?;
            let d: VReg = self.def_reg(r, Bank::S)?;
            self.cx.copy(d, xo);
            return Ok(());
        }
        let xo = self.any_inline(x)?;
        let xo = self.cx.to_vgpr(xo, 1)?;
        let d = self.def_reg(r, Bank::V)?;
        self.cx.copy(d, xo);
        Ok(())
    }
}
