//! From regalloc2's results to physical MIR.
//!
//! Guarantees: every operand gets its web's base (+ sub-range offset); regalloc2's edits
//! become moves (`s_mov_b32/b64`, `v_mov_b32`, `v_accvgpr_mov_b32` or a read/write pair
//! through a reserved VGPR on gfx908; also spills and reloads of slots the packing put in
//! registers), spills and reloads of slots left in memory ([`crate::spill`]). SGPR edits go
//! right where regalloc2 put them (linear CFG); VGPR/AGPR edits go right after the previous
//! instruction of their file in the block, or after the block's EXEC prologue, so they run
//! under the block's EXEC. Copies become moves (S->V `v_mov_b32`, V->A `v_accvgpr_write_b32`,
//! A->V `v_accvgpr_read_b32`); identity moves disappear.

use crate::color::End;
use crate::spill::{areg, phys, sgpr_spill, vgpr_spill, vreg, SlotHome, SlotHomes, SpillAddr};
use crate::{RunOut, Stats};
use gfxc_ir::StageError;
use gfxc_isa::processors::Target;
use gfxc_isa::regs::{Reg, RegFile};
use gfxc_isa::Op;
use gfxc_mir::{Bank, Kind, MFunction, MInst, MOp, Pseudo};
use regalloc2::{Edit, InstPosition};

/// A location of an edit: a register tuple (base, width) or a spill slot.
#[derive(Clone, Copy, Debug)]
enum Loc {
    R(u16, u8),
    Slot(u32),
}

/// The working memory of [`rewrite`] (`crate::Scratch`): per block, the edits placed in it;
/// the instructions made for one point of a block (edits, a copy's moves); the function's
/// blocks' instruction lists, taken out while they are rewritten, and their new prologue and
/// epilogue ends. Cleared and sized at every use.
#[derive(Default)]
pub(crate) struct Bufs {
    placed: Vec<Vec<Placed>>,
    taken: Vec<Vec<MInst>>,
    gen: Vec<MInst>,
    /// Each block's new prologue and epilogue ends.
    ends: Vec<(usize, usize)>,
}

struct Placed {
    /// After MIR instruction `anchor` of the block (`-1`: block start).
    anchor: isize,
    bank: Bank,
    from: Loc,
    to: Loc,
}

fn mk(bank: Bank, idx: u16, n: u8) -> Reg {
    match bank {
        Bank::S => Reg::sgpr(idx, n),
        Bank::V => Reg::vgpr(idx, n),
        Bank::A => Reg::agpr(idx, n),
    }
}

/// Location of one end (`end`: 0 from, 1 to) of edit `ei` of run `r`.
fn edit_loc(r: &RunOut, ei: usize, end: usize) -> Result<Loc, StageError> {
    match r.color.edit_regs[ei][end] {
        Some(End::Reg(b, w)) => Ok(Loc::R(b, w)),
        Some(End::Mem(k)) => Ok(Loc::Slot(k)),
        None => Err(internal!("internal: empty allocation")),
    }
}

/// Where an edit of run `r` at view instruction `k` goes in its MIR block.
fn anchor(f: &MFunction, r: &RunOut, k: usize, before: bool) -> isize {
    let vi = &r.view.insts[k];
    let blk = &f.blocks[vi.block];
    if !before {
        return vi
            .group
            .map(|g| g.1 as isize - 1)
            .unwrap_or(blk.insts.len() as isize - 1);
    }
    if r.bank == Bank::S {
        return vi
            .group
            .map(|g| g.0 as isize - 1)
            .unwrap_or(blk.insts.len() as isize - 1);
    }
    // After the previous instruction of the file in the block, or after the prologue.
    let prev = (0..k)
        .rev()
        .take_while(|&j| r.view.insts[j].block == vi.block)
        .find_map(|j| r.view.insts[j].group);
    match prev {
        Some(g) => g.1 as isize - 1,
        None => blk.prologue as isize - 1,
    }
}

/// What `allocate_with` reserved above the VGPR allocation.
pub(crate) struct Reserved {
    /// SGPR-spill lane VGPRs.
    pub lanes: u32,
    /// A VGPR for AGPR moves (gfx908) and AGPR spills through scratch.
    pub a_tmp: bool,
    /// AGPR spill slots are VGPRs above everything else (gfx908) rather than scratch.
    pub a_in_vgprs: bool,
    /// Where the VGPR run's memory spill slots live (AGPRs or scratch).
    pub v_homes: SlotHomes,
}

struct Ctx<'a> {
    f: &'a MFunction,
    target: &'a Target,
    /// First SGPR-spill lane VGPR.
    lane_vgpr: u32,
    /// Temporary VGPR for AGPR moves on gfx908 and AGPR spills through scratch.
    tmp_vgpr: u32,
    /// How VGPR spills (and AGPR spills through scratch) address scratch.
    spill_addr: Option<SpillAddr>,
    /// AGPR spill slot k is VGPR `a_slot_vgpr + k` (`Some`) or scratch slot `a_slot0 + k`.
    a_slot_vgpr: Option<u32>,
    a_slot0: u32,
    /// Homes of the VGPR spill slots.
    v_homes: &'a SlotHomes,
}

impl Ctx<'_> {
    /// `v_accvgpr_*` of this variant (`a`/`v` register operands in signature order).
    fn acc(&self, op: Op, ops: Vec<MOp>) -> Result<MInst, StageError> {
        phys(self.f.variant, op, ops, 1)
    }
    /// A one-register (or SGPR pair) move built from the table row directly (hot path).
    fn mov(&self, dst: Reg, src: MOp) -> Result<MInst, StageError> {
        let row = match (dst.file, dst.count) {
            (RegFile::Sgpr, 2) => Op::s_mov_b64,
            (RegFile::Sgpr, _) => Op::s_mov_b32,
            (RegFile::Agpr, _) => Op::v_accvgpr_write_b32,
            _ => Op::v_mov_b32_e32,
        };
        let r = gfxc_isa::table::table(self.f.variant)
            .row(row)
            .ok_or_else(|| unsupported!("{row} missing"))?;
        Ok(MInst {
            kind: Kind::Hw(r),
            ops: smallvec::SmallVec::from_vec(vec![MOp::P(dst), src]),
            defs: 1,
            ret: None,
            m: gfxc_isa::inst::Mods {
                op_sel_hi: 7,
                ..Default::default()
            },
            group: false,
            fixed: Vec::new(),
            mem: None,
        })
    }
    /// `v_pk_mov_b32 v[d:d+1], s, s op_sel:[0,1]`: one instruction for a 64-bit move into an
    /// aligned VGPR pair from an aligned VGPR or SGPR pair, where the variant has it (gfx90a,
    /// gfx942: MI200 ISA §8 "VOP3P", as llc-19 copies 64-bit values); `None` elsewhere.
    fn pk_mov(&self, d: u16, src: Reg) -> Option<Result<MInst, StageError>> {
        let t = gfxc_isa::table::table(self.f.variant);
        let r = t.row(Op::v_pk_mov_b32)?;
        if !d.is_multiple_of(2) || !src.index.is_multiple_of(2) || src.count != 2 {
            return None;
        }
        Some(Ok(MInst {
            kind: Kind::Hw(r),
            ops: smallvec::SmallVec::from_vec(vec![
                MOp::P(Reg::vgpr(d, 2)),
                MOp::P(src),
                MOp::P(src),
            ]),
            defs: 1,
            ret: None,
            m: gfxc_isa::inst::Mods {
                op_sel: 0b10,
                op_sel_hi: 7,
                ..Default::default()
            },
            group: false,
            fixed: Vec::new(),
            mem: None,
        }))
    }
    /// `dst = src` for tuples of one file.
    fn tuple_moves(
        &self,
        bank: Bank,
        dst: u16,
        src: u16,
        w: u8,
        out: &mut Vec<MInst>,
    ) -> Result<(), StageError> {
        if dst == src {
            return Ok(());
        }
        // Source and destination may overlap (a tuple shifted by fewer registers than its
        // width): copying towards higher registers must start at the top, towards lower ones
        // at the bottom, or a move overwrites a source register before it is read.
        let pk = bank == Bank::V && self.pk_mov(0, Reg::vgpr(0, 2)).is_some();
        if (bank == Bank::S || pk)
            && w.is_multiple_of(2)
            && dst.is_multiple_of(2)
            && src.is_multiple_of(2)
        {
            let pairs = (0..w as u16).step_by(2);
            let order: Vec<u16> = if dst > src {
                pairs.rev().collect()
            } else {
                pairs.collect()
            };
            for i in order {
                if bank == Bank::V {
                    let m = self.pk_mov(dst + i, Reg::vgpr(src + i, 2));
                    out.push(m.ok_or_else(|| internal!("internal: v_pk_mov_b32"))??);
                } else {
                    out.push(self.mov(Reg::sgpr(dst + i, 2), MOp::P(Reg::sgpr(src + i, 2)))?);
                }
            }
            return Ok(());
        }
        let order: Vec<u16> = if dst > src {
            (0..w as u16).rev().collect()
        } else {
            (0..w as u16).collect()
        };
        let unified = self.target.processor.regs.unified_vgpr_agpr;
        for i in order {
            let (d, s) = (dst + i, src + i);
            match bank {
                Bank::S => out.push(self.mov(Reg::sgpr(d, 1), MOp::P(Reg::sgpr(s, 1)))?),
                Bank::V => out.push(self.mov(Reg::vgpr(d, 1), MOp::P(Reg::vgpr(s, 1)))?),
                Bank::A if unified => {
                    out.push(self.acc(Op::v_accvgpr_mov_b32, vec![areg(d as u32), areg(s as u32)])?)
                }
                Bank::A => {
                    let t = self.tmp_vgpr;
                    out.push(self.acc(Op::v_accvgpr_read_b32, vec![vreg(t), areg(s as u32)])?);
                    out.push(self.acc(Op::v_accvgpr_write_b32, vec![areg(d as u32), vreg(t)])?);
                }
            }
        }
        Ok(())
    }

    /// AGPRs `base..base+w` to AGPR spill slots `k..` (`store`) or back: `v_accvgpr_read/write`
    /// with a spare VGPR per slot (gfx908), or through the reserved VGPR and scratch (MI100
    /// ISA §7.2: AGPRs reach memory only through VGPRs on gfx908; gfx90a/gfx942 as LLVM does).
    fn agpr_spill(
        &self,
        store: bool,
        base: u16,
        w: u8,
        k: u32,
        out: &mut Vec<MInst>,
    ) -> Result<(), StageError> {
        for i in 0..w as u32 {
            let a = base as u32 + i;
            if let Some(v0) = self.a_slot_vgpr {
                let v = v0 + k + i;
                out.push(if store {
                    self.acc(Op::v_accvgpr_read_b32, vec![vreg(v), areg(a)])?
                } else {
                    self.acc(Op::v_accvgpr_write_b32, vec![areg(a), vreg(v)])?
                });
                continue;
            }
            let t = self.tmp_vgpr;
            let z = self.addr()?;
            if store {
                out.push(self.acc(Op::v_accvgpr_read_b32, vec![vreg(t), areg(a)])?);
                vgpr_spill(
                    self.f,
                    self.target,
                    true,
                    t as u16,
                    1,
                    self.a_slot0 + k + i,
                    z,
                    out,
                )?;
            } else {
                vgpr_spill(
                    self.f,
                    self.target,
                    false,
                    t as u16,
                    1,
                    self.a_slot0 + k + i,
                    z,
                    out,
                )?;
                out.push(self.acc(Op::v_accvgpr_write_b32, vec![areg(a), vreg(t)])?);
            }
        }
        Ok(())
    }

    /// VGPRs `base..base+w` to the VGPR spill slot at memory offset `k` (`store`) or back:
    /// scratch, or the AGPRs that hold the slot (`v_accvgpr_write_b32` / `v_accvgpr_read_b32`
    /// under the block's EXEC, as a scratch access would be).
    fn vgpr_slot(
        &self,
        store: bool,
        base: u16,
        w: u8,
        k: u32,
        out: &mut Vec<MInst>,
    ) -> Result<(), StageError> {
        match self.v_homes.of(k)? {
            SlotHome::Scratch(n) => {
                vgpr_spill(self.f, self.target, store, base, w, n, self.addr()?, out)
            }
            SlotHome::Agpr(a0) => {
                for i in 0..w as u32 {
                    let (a, v) = (a0 + i, base as u32 + i);
                    out.push(if store {
                        self.acc(Op::v_accvgpr_write_b32, vec![areg(a), vreg(v)])?
                    } else {
                        self.acc(Op::v_accvgpr_read_b32, vec![vreg(v), areg(a)])?
                    });
                }
                Ok(())
            }
        }
    }

    fn addr(&self) -> Result<SpillAddr, StageError> {
        self.spill_addr
            .ok_or_else(|| StageError::internal("internal: VGPR spill without a scratch address"))
    }

    fn edit(&self, p: &Placed, out: &mut Vec<MInst>, stats: &mut Stats) -> Result<(), StageError> {
        let (f, t) = (self.f, self.target);
        match (p.from, p.to) {
            (Loc::R(s, sw), Loc::R(d, dw)) => {
                stats.moves += 1;
                self.tuple_moves(p.bank, d, s, sw.min(dw), out)
            }
            (Loc::R(s, w), Loc::Slot(k)) => match p.bank {
                Bank::S => sgpr_spill(f, t, true, s, w, k, self.lane_vgpr, out),
                Bank::V => self.vgpr_slot(true, s, w, k, out),
                Bank::A => {
                    stats.agpr_spill_ops += 1;
                    self.agpr_spill(true, s, w, k, out)
                }
            },
            (Loc::Slot(k), Loc::R(d, w)) => match p.bank {
                Bank::S => sgpr_spill(f, t, false, d, w, k, self.lane_vgpr, out),
                Bank::V => self.vgpr_slot(false, d, w, k, out),
                Bank::A => {
                    stats.agpr_spill_ops += 1;
                    self.agpr_spill(false, d, w, k, out)
                }
            },
            (Loc::Slot(_), Loc::Slot(_)) => Err(internal!("internal: stack-to-stack move")),
        }
    }
}

/// Rewrite `g` with the allocations of the runs, in place: each block's instructions in its
/// own vector, its parameter and argument lists emptied (no second function is built beside
/// it, and none is freed later).
#[allow(clippy::too_many_arguments)]
pub(crate) fn rewrite(
    mut g: MFunction,
    target: &Target,
    s: &RunOut,
    v: &RunOut,
    a: Option<&RunOut>,
    res: &Reserved,
    sgpr_limit: u32,
    bufs: &mut Bufs,
) -> Result<(MFunction, Stats), StageError> {
    let lanes = res.lanes;
    let f: &MFunction = &g;
    let mut stats = Stats::default();
    let run_list = [Some(s), Some(v), a];
    let runs = run_list.iter().flatten();
    let Bufs {
        placed,
        taken,
        gen,
        ends,
    } = bufs;
    placed.truncate(f.blocks.len());
    placed.iter_mut().for_each(Vec::clear);
    placed.resize_with(f.blocks.len(), Vec::new);
    for r in runs {
        // Every operand of the view is in a register (its base, read below).
        if r.color.op_base.contains(&u16::MAX) {
            return Err(internal!("internal: operand in a spill slot"));
        }
        for (ei, (pp, e)) in r.out.edits.iter().enumerate() {
            let Edit::Move { .. } = e;
            let k = pp.inst().index();
            let before = pp.pos() == InstPosition::Before;
            let blk = r.view.insts[k].block;
            let mut at = anchor(f, r, k, before);
            // VGPR spills/reloads/moves in the entry block wait for the scratch setup (it only
            // touches SGPRs, so VGPR edits may follow it); SGPR edits stay where regalloc2
            // put them (the setup reads its inputs where they are allocated).
            if blk == 0 && r.bank != Bank::S && at < f.scratch_prolog as isize {
                at = f.scratch_prolog as isize;
            }
            placed[blk].push(Placed {
                anchor: at,
                bank: r.bank,
                from: edit_loc(r, ei, 0)?,
                to: edit_loc(r, ei, 1)?,
            });
        }
    }
    // Above the allocation: SGPR-spill lane VGPRs, the scratch address VGPR, the AGPR-move
    // temporary (gfx908).
    // Above the allocation, in order: SGPR-spill lane VGPRs, the scratch address VGPR, the
    // AGPR temporary, AGPR spill VGPRs (gfx908).
    let a_slots = a.map_or(0, |a| a.color.mem_slots);
    let a_scratch = a_slots > 0 && !res.a_in_vgprs;
    let lane_vgpr = v.color.top;
    let v_scratch = res.v_homes.scratch;
    let vspill = v_scratch > 0 || a_scratch;
    let mubuf = crate::spill::scratch_kind(target) == crate::spill::ScratchKind::Mubuf;
    let mut prolog = Vec::new();
    let spill_addr = match (vspill, mubuf) {
        (false, _) => None,
        // A device function spills into its frame (s33; `calls.rs` sizes it).
        (true, _) if f.device_function => Some(SpillAddr::Frame),
        (true, false) => Some(SpillAddr::ZeroVgpr(lane_vgpr + lanes)),
        (true, true) => {
            // Above every allocated SGPR and every hardware input (the wave offset may be
            // above the allocation when nothing else reads it).
            let wo = f.abi.scratch_wave_offset_sgpr();
            let r = spill_quad(f, s.color.top);
            // A frame beyond MUBUF's immediate offsets also takes `s[r+4]` (`soffset`).
            let frame = f.private_bytes.next_multiple_of(4)
                + 4 * (v_scratch + if a_scratch { a_slots } else { 0 });
            let need = if frame > crate::spill::max_offset(target) + 1 {
                5
            } else {
                4
            };
            if r + need > sgpr_limit {
                return Err(unsupported!(
                    "register pressure too high for the SGPR file ({sgpr_limit} registers \
                     with the spill descriptor)"
                ));
            }
            prolog = crate::spill::mubuf_spill_prolog(target, r, wo)?;
            Some(SpillAddr::Rsrc(r))
        }
    };
    let zero_vgpr = match spill_addr {
        Some(SpillAddr::ZeroVgpr(z)) => Some(z),
        _ => None,
    };
    // Inputs count even when unused (the hardware writes them): read before the entry
    // block's instructions are taken out below.
    let inputs = crate::entry_fixed(f);
    // (Every use of the instruction lists before here: the edits' anchors above.)
    taken.clear();
    taken.extend(g.blocks.iter_mut().map(|b| std::mem::take(&mut b.insts)));
    ends.clear();
    let f: &MFunction = &g;
    let tmp_vgpr = lane_vgpr + lanes + zero_vgpr.is_some() as u32;
    let a_slot_vgpr = res.a_in_vgprs.then_some(tmp_vgpr + res.a_tmp as u32);
    let cx = Ctx {
        f,
        target,
        lane_vgpr,
        tmp_vgpr,
        spill_addr,
        a_slot_vgpr,
        a_slot0: v_scratch,
        v_homes: &res.v_homes,
    };
    stats.sgpr_spills = s.color.mem_slots;
    stats.vgpr_spills = v_scratch;
    stats.vgpr_agpr_spills = res.v_homes.in_agprs;
    stats.agpr_spills = a_slots;
    // The frame: the allocas, then the VGPR and AGPR spill slots above them (dword-aligned).
    let spill_dwords = stats.vgpr_spills + if a_scratch { a_slots } else { 0 };
    stats.scratch_bytes = f.private_bytes.next_multiple_of(4) + 4 * spill_dwords;
    // The register totals, noted as the result's instructions are made (each one kept, and
    // each one `put` from `gen`): `note` is `[sgprs, vgprs, agprs]`.
    let mut tops = [0u32; 3];
    // (Each run's position in its view: see `seen` below.)
    let mut cursors = [0usize; 3];
    #[cfg(debug_assertions)]
    let mut check_tops = [0u32; 3];
    for (bi, b) in f.blocks.iter().enumerate() {
        // The block's instructions, rewritten in place: up to `w` the result so far, from
        // `r` those not yet read, between them instructions read and consumed (copies,
        // identity moves, the entry pseudo: dropped at the end or overwritten by what
        // `put` inserts). Edits, copies and the entry block's set-up are made in `gen`.
        let v: &mut Vec<MInst> = &mut taken[bi];
        let n_old = v.len();
        let (mut w, mut r) = (0usize, 0usize);
        gen.clear();
        let mut new_pro = 0;
        let mut new_epi = usize::MAX;
        // The block's edits by anchor (a stable sort: those of one anchor keep their order),
        // taken in one walk as the anchors come (-1, then each instruction's index); an edit
        // whose anchor is never reached is skipped, as a filter per anchor would.
        let pl = &mut placed[bi];
        pl.sort_by_key(|p| p.anchor);
        let pl: &[Placed] = pl;
        let edits = !pl.is_empty();
        let mut at = 0usize;
        let mut emit =
            |anchor: isize, new: &mut Vec<MInst>, st: &mut Stats| -> Result<(), StageError> {
                while at < pl.len() && pl[at].anchor < anchor {
                    at += 1;
                }
                while at < pl.len() && pl[at].anchor == anchor {
                    cx.edit(&pl[at], new, st)?;
                    at += 1;
                }
                Ok(())
            };
        if let (0, Some(z)) = (bi, zero_vgpr) {
            let zero = MOp::C(gfxc_isa::regs::Operand::InlineInt(0));
            gen.push(cx.mov(Reg::vgpr(z as u16, 1), zero)?);
        }
        if bi == 0 {
            gen.append(&mut prolog);
        }
        emit(-1, gen, &mut stats)?;
        note_all(&mut tops, f, gen);
        put(v, &mut w, &mut r, gen);
        // Each run's view instruction of the current group, if the group touches its file:
        // the bases its instructions see are those of its operands (the last of a vreg's,
        // a def after a use in a multi-instruction group). Every view cuts a block into groups
        // alike (`View::new_in`: a group ends at an instruction whose `group` flag is clear)
        // and lists them in block and group order, so each run's view is followed with a
        // cursor (`cursors`) instead of a map per group.
        let mut seen: [Option<usize>; 3] = [None; 3];
        // (The `group` flag of the instruction before, as it was read.)
        let mut prev_group = false;
        for k in 0..n_old {
            if k == b.epilogue {
                new_epi = w;
            }
            if k == 0 || !prev_group {
                // The first instruction of a group: each run's view instruction of it.
                for (ri, r) in run_list.iter().enumerate() {
                    let Some(r) = r else { continue };
                    let c = &mut cursors[ri];
                    let insts = &r.view.insts;
                    while *c < insts.len()
                        && (insts[*c].block < bi
                            || (insts[*c].block == bi && insts[*c].group.is_some_and(|g| g.0 < k)))
                    {
                        *c += 1;
                    }
                    seen[ri] = (*c < insts.len()
                        && insts[*c].block == bi
                        && insts[*c].group.is_some_and(|g| g.0 == k))
                    .then_some(*c);
                }
            }
            let seen = &seen;
            let phys_of = |op: &MOp| -> Result<MOp, StageError> {
                match op {
                    MOp::V { reg, off, n } => {
                        let bank = f.info(*reg).bank;
                        let ri = match bank {
                            Bank::S => 0,
                            Bank::V => 1,
                            Bank::A => 2,
                        };
                        let base = run_list[ri]
                            .zip(seen[ri])
                            .and_then(|(r, vk)| {
                                let vi = &r.view.insts[vk];
                                let off = r.out.inst_alloc_offsets[vk] as usize;
                                vi.vregs
                                    .iter()
                                    .rposition(|x| x == reg)
                                    .map(|j| r.color.op_base[off + j])
                            })
                            .ok_or_else(|| internal!("internal: %{} unallocated", reg.0))?;
                        Ok(MOp::P(mk(bank, base + *off as u16, *n)))
                    }
                    o => Ok(o.clone()),
                }
            };
            let inst = &mut v[r];
            prev_group = inst.group;
            r += 1;
            match inst.kind {
                Kind::Pseudo(Pseudo::Entry) => {}
                Kind::Pseudo(Pseudo::Copy) => {
                    let d = phys_of(&inst.ops[0])?;
                    let s = phys_of(&inst.ops[1])?;
                    let MOp::P(dr) = d else {
                        return Err(internal!("internal: copy to a non-register"));
                    };
                    let dbank = f
                        .info(
                            inst.ops[0]
                                .vreg()
                                .ok_or_else(|| internal!("internal: copy"))?,
                        )
                        .bank;
                    copy(&cx, dbank, dr, s, gen)?;
                    stats.copies += 1;
                }
                _ => {
                    // Rewritten where it is, the operands mapped in place.
                    let tied = f.tied(inst);
                    // (Only the virtual registers change: the other operands stay as they are.)
                    for op in inst.ops.iter_mut() {
                        if let MOp::V { .. } = op {
                            *op = phys_of(op)?;
                        }
                    }
                    // A two-address instruction reads its tied input in the destination's
                    // register (the allocation gave both one base): the extra operand goes.
                    if let Some(t) = tied {
                        if inst.ops[t] != inst.ops[0] {
                            return Err(internal!(
                                "internal: tied operand not in its destination's register"
                            ));
                        }
                        inst.ops.truncate(t);
                    }
                    if let Some(r @ MOp::V { .. }) = &mut inst.ret {
                        *r = phys_of(r)?;
                    }
                    // A selected move (not a `Copy`) whose ends got one register does nothing.
                    // (Its opcode looked up only for two equal operands.)
                    let identity = inst.ops.len() == 2
                        && inst.ops[0] == inst.ops[1]
                        && matches!(
                            f.op(inst),
                            Some(Op::v_mov_b32_e32 | Op::s_mov_b32 | Op::s_mov_b64)
                        )
                        && inst.m == gfxc_isa::inst::Mods::default();
                    if !identity {
                        note_inst(&mut tops, f, inst);
                        v.swap(w, r - 1);
                        w += 1;
                    }
                }
            }
            // (A copy's moves; then the edits after the instruction, in a block that has
            // some: most have none, and most instructions make nothing here.)
            if !gen.is_empty() {
                note_all(&mut tops, f, gen);
                put(v, &mut w, &mut r, gen);
            }
            if k + 1 == b.prologue {
                new_pro = w;
            }
            if edits {
                emit(k as isize, gen, &mut stats)?;
                note_all(&mut tops, f, gen);
                put(v, &mut w, &mut r, gen);
            }
        }
        // (What is left past `w` was consumed.)
        v.truncate(w);
        if new_epi == usize::MAX {
            new_epi = w;
        }
        #[cfg(debug_assertions)]
        {
            // The totals as a walk of the block's result would find them.
            let mut all = [0u32; 3];
            note_all(&mut all, f, v);
            debug_assert!(all
                .iter()
                .zip(&check_tops)
                .zip(&tops)
                .all(|((a, c), t)| (*a).max(*c) == *t));
            check_tops = tops;
        }
        ends.push((new_pro, new_epi));
    }
    for (_, r) in inputs {
        note(&mut tops, &r);
    }
    // The result: no virtual registers, and blocks without parameters or arguments (one
    // empty list per successor edge), with the instructions made above.
    let mut out = g;
    out.vregs.clear();
    for ((b, insts), &(pro, epi)) in out.blocks.iter_mut().zip(taken.drain(..)).zip(&*ends) {
        b.insts = insts;
        b.prologue = pro;
        b.epilogue = epi;
        b.params.clear();
        b.args.iter_mut().for_each(Vec::clear);
        b.linear_args.clear();
    }
    let [smax, vmax, amax] = tops;
    stats.sgprs = smax;
    stats.vgprs = vmax.max(1);
    stats.agprs = amax;
    out.sgpr_spill_slots = stats.sgpr_spills;
    out.vgpr_spill_slots = stats.vgpr_spills;
    // The frame as sized here: spill offsets beyond the immediate range are partly in a
    // register, so the emitter cannot read the frame's end from the instructions alone.
    out.frame_bytes = out.frame_bytes.max(stats.scratch_bytes);
    Ok((out, stats))
}

/// Raises `tops` (`[sgprs, vgprs, agprs]`) to the top of a physical register.
fn note(tops: &mut [u32; 3], r: &Reg) {
    let top = r.index as u32 + r.count as u32;
    let i = match r.file {
        RegFile::Sgpr => 0,
        RegFile::Vgpr => 1,
        RegFile::Agpr => 2,
        _ => return,
    };
    tops[i] = tops[i].max(top);
}

/// Notes the registers a result instruction holds: its physical operands and, for inline asm,
/// the registers it writes besides them (`~{s99}`: the hardware must allocate them, also
/// above the allocator's budget, as llc-19 counts them).
fn note_inst(tops: &mut [u32; 3], f: &MFunction, i: &MInst) {
    for op in i.ops.iter().chain(i.ret.iter()) {
        if let MOp::P(r) = op {
            note(tops, r);
        }
    }
    if let Kind::Pseudo(Pseudo::InlineAsm(n)) = i.kind {
        for r in &f.inline_asm[n as usize].clobbers {
            note(tops, r);
        }
    }
}

fn note_all(tops: &mut [u32; 3], f: &MFunction, insts: &[MInst]) {
    insts.iter().for_each(|i| note_inst(tops, f, i));
}

/// `gen` in place of the consumed instructions `*w..*r` of `v` (moving the rest when their
/// counts differ); both then point past it.
fn put(v: &mut Vec<MInst>, w: &mut usize, r: &mut usize, gen: &mut Vec<MInst>) {
    if gen.is_empty() {
        return;
    }
    let n = gen.len();
    v.splice(*w..*r, gen.drain(..));
    *w += n;
    *r = *w;
}

/// A copy between files (or within one).
fn copy(cx: &Ctx, dbank: Bank, dr: Reg, s: MOp, new: &mut Vec<MInst>) -> Result<(), StageError> {
    match s {
        MOp::P(sr) if sr.file == dr.file => {
            cx.tuple_moves(dbank, dr.index, sr.index, dr.count, new)
        }
        MOp::P(sr)
            if (sr.file, dr.file) == (RegFile::Sgpr, RegFile::Vgpr)
                && dr.count.is_multiple_of(2)
                && cx.pk_mov(dr.index, Reg::sgpr(sr.index, 2)).is_some() =>
        {
            for i in (0..dr.count as u16).step_by(2) {
                let m = cx.pk_mov(dr.index + i, Reg::sgpr(sr.index + i, 2));
                new.push(m.ok_or_else(|| internal!("internal: v_pk_mov_b32"))??);
            }
            Ok(())
        }
        MOp::P(sr) => {
            for i in 0..dr.count as u16 {
                let (d, s) = (dr.index + i, sr.index + i);
                if (sr.file, dr.file) == (RegFile::Sgpr, RegFile::Vgpr) {
                    new.push(cx.mov(Reg::vgpr(d, 1), MOp::P(Reg::sgpr(s, 1)))?);
                    continue;
                }
                let (d, s) = (d as u32, s as u32);
                let (op, ops) = match (sr.file, dr.file) {
                    (RegFile::Vgpr, RegFile::Agpr) => {
                        (Op::v_accvgpr_write_b32, vec![areg(d), vreg(s)])
                    }
                    (RegFile::Agpr, RegFile::Vgpr) => {
                        (Op::v_accvgpr_read_b32, vec![vreg(d), areg(s)])
                    }
                    _ => return Err(internal!("internal: copy {sr:?} -> {dr:?}")),
                };
                new.push(cx.acc(op, ops)?);
            }
            Ok(())
        }
        MOp::C(c) => {
            new.push(cx.mov(dr, MOp::C(c))?);
            Ok(())
        }
        _ => Err(internal!("internal: copy of a block")),
    }
}

/// GFX6-GFX8: the first SGPR of the spill descriptor quad, above every allocated SGPR
/// (`s_top`) and every hardware input (the wave offset may be above the allocation when
/// nothing else reads it), 4-aligned.
pub(crate) fn spill_quad(f: &MFunction, s_top: u32) -> u32 {
    let wo = f.abi.scratch_wave_offset_sgpr();
    s_top.max(wo as u32 + 1).next_multiple_of(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The register each move writes and the one it reads (`dword` registers of one file:
    /// a 64-bit SGPR move is two).
    fn effect(i: &MInst) -> Vec<(u16, u16)> {
        let regs: Vec<Reg> = i
            .ops
            .iter()
            .filter_map(|o| match o {
                MOp::P(r) => Some(*r),
                _ => None,
            })
            .collect();
        // v_accvgpr_* and moves: destination first, source last.
        let (d, s) = (regs[0], regs[regs.len() - 1]);
        (0..d.count as u16)
            .map(|k| (d.index + k, s.index + k))
            .collect()
    }

    /// `tuple_moves` is a parallel copy: for every bank, width, alignment and overlapping
    /// shift (up and down by less than the width), running the sequence in order leaves each
    /// destination register with the value its source held before the first move. (The
    /// 64-bit SGPR path once copied upwards bottom-first: a merged kernel-argument tuple
    /// moved from s[4:11] to s[8:15] read s[8:9] after overwriting it.)
    #[test]
    fn overlapping_tuple_moves_are_parallel_copies() {
        let mut checked = 0;
        for (cpu, banks) in [
            ("gfx900", &[Bank::S, Bank::V][..]),
            ("gfx908", &[Bank::A][..]),
            ("gfx90a", &[Bank::S, Bank::V, Bank::A][..]),
            ("gfx1100", &[Bank::S, Bank::V][..]),
        ] {
            let target = Target::parse(cpu).unwrap();
            let f = MFunction::new("t", target.processor.isa, true);
            let cx = Ctx {
                f: &f,
                target: &target,
                lane_vgpr: 0,
                tmp_vgpr: 200,
                spill_addr: None,
                a_slot_vgpr: None,
                a_slot0: 0,
                v_homes: &SlotHomes::default(),
            };
            for &bank in banks {
                for w in 1u8..=16 {
                    for src in 16u16..20 {
                        for shift in -(w as i32)..=(w as i32) {
                            let dst = (src as i32 + shift) as u16;
                            let mut out = Vec::new();
                            cx.tuple_moves(bank, dst, src, w, &mut out).unwrap();
                            // Register r holds r; gfx908's AGPR moves pass through the
                            // temporary VGPR 200, far from the tuples, so one file models both.
                            let mut file: Vec<u16> = (0..256).collect();
                            for i in &out {
                                for (d, s) in effect(i) {
                                    file[d as usize] = file[s as usize];
                                }
                            }
                            for k in 0..w as u16 {
                                assert_eq!(
                                    file[(dst + k) as usize],
                                    src + k,
                                    "{cpu} {bank:?} w{w} s{src} -> {dst}: register {}",
                                    dst + k
                                );
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 1000);
    }
}
