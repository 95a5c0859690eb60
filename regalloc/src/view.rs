//! One register file of a machine function as a `regalloc2::Function`.
//!
//! Guarantees: the SGPR view uses the *linear* CFG and every block; the VGPR view uses the
//! *logical* CFG and skips linear-only blocks (ACO's rule: a VGPR is live where the lanes
//! that own it are, so moves the allocator adds on logical edges run under the EXEC of that
//! edge). A view instruction is an MIR group that touches the file, plus one synthetic
//! branch per block. Operands: uses at the early point, defs late for single instructions and
//! early (clobbering every use) for multi-instruction groups — except *lane-wise* groups
//! ([`lanewise`]: instruction `k` touches only dword `k` of every def and every use of the
//! defs' width, e.g. a 64-bit add as `v_add_co` + `v_addc_co`), whose defs are late: a def may
//! then take exactly the register of a dying use (each instruction reads its dword before a
//! later one could write it), and [`crate::color`] keeps every *other* overlap out, so the
//! group needs no registers beyond its operands. Inline asm groups define early (an output
//! may be written before every input is read). A two-address instruction's def reuses its
//! tied input (`OperandConstraint::Reuse`, `MFunction::tied`). Entry definitions carry fixed
//! physical registers. Register classes are tuple-width buckets chosen per file by
//! [`crate::classes`] (see `README.md`).

use crate::classes::Classes;
use gfxc_ir::StageError;
use gfxc_mir::{Bank, Kind, MFunction, Pseudo, VReg as MVReg};
use regalloc2::{
    Block, Function, Inst, InstRange, Operand, OperandConstraint, OperandKind, OperandPos, PReg,
    PRegSet, RegClass, VReg,
};
use smallvec::SmallVec;

/// Index of a class in per-class arrays.
pub fn ci(c: RegClass) -> usize {
    match c {
        RegClass::Int => 0,
        RegClass::Float => 1,
        RegClass::Vector => 2,
    }
}

/// A view instruction.
#[derive(Clone, Debug)]
pub struct VInst {
    /// MIR block.
    pub block: usize,
    /// View block.
    pub vblock: usize,
    /// MIR instruction range of the group (`None`: the block's branch).
    pub group: Option<(usize, usize)>,
    /// MIR vreg of each operand (inline up to 4: most instructions have no more, and a
    /// view is built per register file and budget round).
    pub vregs: SmallVec<[MVReg; 4]>,
    /// Its uses, then its defs (`crate::color`'s walks take them in that order).
    pub ops: SmallVec<[Operand; 4]>,
    /// A lane-wise group with late defs ([`lanewise`]): its defs may share a register with a
    /// dying use only exactly (same node), never partially.
    pub lanewise: bool,
    /// Runs with EXEC set to every lane of the wave or of the active quads (a whole-wave
    /// region, `gfxc_isel::wwm`): its writes reach lanes that are not active.
    pub whole: bool,
    /// Has entries in [`View::phys_clobbers`] or [`View::call_clobbers`] (inline asm, calls:
    /// rare, so those lists hold only such instructions).
    pub clobbers: bool,
}

/// Whether `i` enters a whole-wave region (`s_or_saveexec -1`, `s_wqm exec, exec`), leaves
/// one (`s_mov exec, ...`), or neither.
/// (Inline: asked for every instruction, and most are neither.)
#[inline]
pub fn whole_transition(f: &MFunction, i: &gfxc_mir::MInst) -> Option<bool> {
    use gfxc_isa::regs::{code, Operand as K, RegFile};
    let exec_def = i.ops.first().is_some_and(|o| {
        matches!(o, gfxc_mir::MOp::P(r) if r.file == RegFile::Special && r.index == code::EXEC_LO)
    });
    let minus_one = matches!(i.ops.get(1), Some(gfxc_mir::MOp::C(K::InlineInt(-1))));
    // (Most instructions are neither: no opcode lookup for them.)
    if !exec_def && !minus_one {
        return None;
    }
    whole_transition_op(f, i, exec_def, minus_one)
}

/// [`whole_transition`] of an instruction that defines EXEC or reads -1 (`exec_def`,
/// `minus_one`): by its opcode.
fn whole_transition_op(
    f: &MFunction,
    i: &gfxc_mir::MInst,
    exec_def: bool,
    minus_one: bool,
) -> Option<bool> {
    use gfxc_isa::Op;
    match f.op(i) {
        Some(Op::s_or_saveexec_b32 | Op::s_or_saveexec_b64) if minus_one => Some(true),
        Some(Op::s_wqm_b32 | Op::s_wqm_b64) if exec_def => Some(true),
        Some(Op::s_mov_b32 | Op::s_mov_b64) if exec_def => Some(false),
        _ => None,
    }
}

/// Is `group` lane-wise for the file `in_bank`: at least two instructions, every def of the
/// file has the group's length `n` as its width, instruction `k` reads and writes only dword
/// `k` of every vreg of that width, and no def is read inside the group?
/// (`in_bank` generic: asked for every operand of the group.)
pub fn lanewise(f: &MFunction, group: &[gfxc_mir::MInst], in_bank: impl Fn(MVReg) -> bool) -> bool {
    let n = group.len();
    if n < 2 {
        return false;
    }
    // (Inline: a group defines a few registers.)
    let mut defs: SmallVec<[MVReg; 8]> = SmallVec::new();
    for gi in group {
        if gi.ret.is_some() || !matches!(gi.kind, Kind::Hw(_)) {
            return false;
        }
        for (j, op) in gi.ops.iter().enumerate() {
            if let Some(r) = op.vreg() {
                if in_bank(r) && gi.is_def(j) {
                    if f.info(r).width as usize != n {
                        return false;
                    }
                    defs.push(r);
                }
            }
        }
    }
    if defs.is_empty() {
        return false;
    }
    for (k, gi) in group.iter().enumerate() {
        for (j, op) in gi.ops.iter().enumerate() {
            let gfxc_mir::MOp::V { reg, off, n: w } = *op else {
                continue;
            };
            if !in_bank(reg) {
                continue;
            }
            if !gi.is_def(j) && defs.contains(&reg) {
                return false;
            }
            if f.info(reg).width as usize == n && (off as usize != k || w != 1) {
                return false;
            }
        }
    }
    true
}

/// A register-file view.
pub struct View {
    pub bank: Bank,
    /// MIR block of each view block.
    pub blocks: Vec<usize>,
    pub ranges: Vec<(u32, u32)>,
    pub succs: Vec<Vec<Block>>,
    pub preds: Vec<Vec<Block>>,
    pub params: Vec<Vec<VReg>>,
    /// Branch arguments per block and successor.
    pub args: Vec<Vec<Vec<VReg>>>,
    pub insts: Vec<VInst>,
    pub num_vregs: usize,
    /// Width bucket of each class.
    pub class_width: [u8; 3],
    /// Class registers each instruction clobbers (empty unless the allocator caps the
    /// values live across it, `crate::run_file`).
    pub clobbers: Vec<PRegSet>,
    /// Physical registers of this file (base, count) an instruction writes besides its
    /// operands (inline asm clobbers and fixed registers): [`crate::color`] keeps every web
    /// live at the instruction out of them. Only the instructions that have some, in order:
    /// (instruction, registers) ([`View::phys_clobbers_of`]).
    pub phys_clobbers: Vec<(u32, Vec<(u16, u16)>)>,
    /// Physical registers of this file (base, count) a call clobbers
    /// ([`crate::calls::Clobbers`] of its callee, its argument and result VGPRs):
    /// [`crate::color`] keeps the values live across the call out of them, so that the call
    /// needs no saves (empty unless the allocation is asked to, `crate::run_file`). Only
    /// the instructions that have some, in order ([`View::call_clobbers_of`]).
    pub call_clobbers: Vec<(u32, Vec<(u16, u16)>)>,
    /// Registers 0..`reserved_low` of this file hold no value but a fixed input's (s[0:3] of
    /// a function with calls where frames are reached through MUBUF: the scratch descriptor,
    /// `crate::calls::RSRC_INPUT`).
    pub reserved_low: u16,
    /// The instructions with fixed-register defs (the entry group's; no other instruction
    /// has an operand with a `FixedReg` constraint), in order.
    pub entry_insts: Vec<u32>,
    /// The instructions that are a single `Pseudo::Copy` (move-related webs for
    /// [`crate::color`]), in order.
    pub copy_insts: Vec<u32>,
    /// The instructions with `VInst::whole` set, in order.
    pub whole_insts: Vec<u32>,
    /// Per instruction: the dwords its own operands need at once (per class: early defs
    /// plus the larger of uses and late defs, times the class width), and its defs per
    /// class. Counted as the operands are made, not in another walk over them
    /// (`crate::run_file`'s budgets and caps read them).
    pub need: Vec<(usize, [usize; 3])>,
    /// Per class, the most registers one instruction's operands need at once (early defs
    /// plus the larger of uses and late defs).
    pub op_floor: [usize; 3],
    /// The most dwords one instruction's operands need at once (the largest of `need`).
    pub inst_max: usize,
    /// The width of the MIR vreg of every operand, the instructions' operands in order
    /// (indexed like regalloc2's `Output::allocs`): [`crate::color`] reads the widths of
    /// the operands' webs in one flat walk.
    pub op_width: Vec<u8>,
    /// Working memory of [`View::new_in`] (MIR block to view block; [`join_order`]'s).
    vb: Vec<usize>,
    join: JoinBufs,
}

/// An empty view (of the SGPR file), to build in ([`View::new_in`]).
impl Default for View {
    fn default() -> View {
        View {
            bank: Bank::S,
            blocks: Vec::new(),
            ranges: Vec::new(),
            succs: Vec::new(),
            preds: Vec::new(),
            params: Vec::new(),
            args: Vec::new(),
            insts: Vec::new(),
            num_vregs: 0,
            class_width: [0; 3],
            clobbers: Vec::new(),
            phys_clobbers: Vec::new(),
            call_clobbers: Vec::new(),
            reserved_low: 0,
            entry_insts: Vec::new(),
            copy_insts: Vec::new(),
            whole_insts: Vec::new(),
            need: Vec::new(),
            op_floor: [0; 3],
            inst_max: 0,
            op_width: Vec::new(),
            vb: Vec::new(),
            join: JoinBufs::default(),
        }
    }
}

/// `v` as `n` empty vectors, each keeping the memory it had (those beyond `n` are dropped).
fn relist<T>(v: &mut Vec<Vec<T>>, n: usize) {
    v.truncate(n);
    v.iter_mut().for_each(Vec::clear);
    v.resize_with(n, Vec::new);
}

/// The working memory of [`join_order`].
#[derive(Default)]
pub struct JoinBufs {
    depth: Vec<u32>,
    prio: Vec<u32>,
    order: Vec<u32>,
    num: Vec<u32>,
}

fn rvreg(c: &Classes, r: MVReg) -> Result<VReg, StageError> {
    let class =
        c.of[r.0 as usize].ok_or_else(|| internal!("internal: register of another file"))?;
    Ok(VReg::new(r.0 as usize, class))
}

/// regalloc2's number of each MIR vreg of the view: the arguments of loop back edges first
/// (deepest loop first), then every other vreg in MIR order.
///
/// regalloc2 joins a block parameter with its arguments greedily, in the order of the
/// argument's vreg number (`merge_vreg_bundles` walks `blockparam_outs` sorted by the source
/// vreg), and a join it makes early can block a better one: with a loop-carried pair swapped
/// on one path (`then: (cur, new)`, `else: (prev, cur)`, latch back to `(prev, cur)`), joining
/// `cur` with the parameter it reaches through the `then` edge leaves a move on the `else`
/// edge and on the back edge of every iteration. A back edge runs on every iteration of its
/// loop, as often as any edge inside the loop and more often than one branch of it, so its
/// joins are the ones to make first. `succs` are view block indices; `args[b][k]` the
/// arguments (numbered as MIR vregs) of view block `b` to its `k`-th successor. A back edge goes to a block at or
/// before its source in the view order (the structurized order: loops contiguous, header
/// first); the loop depth of a block is the number of back-edge spans `[header, latch]`
/// holding it. The numbering is a permutation: it changes only the order of regalloc2's joins.
pub fn join_order(nvregs: usize, succs: &[Vec<Block>], args: &[Vec<Vec<VReg>>]) -> Vec<u32> {
    let mut bufs = JoinBufs::default();
    join_order_in(nvregs, succs, args, |_| true, &mut bufs);
    bufs.num
}

/// [`join_order`] into `bufs.num`, numbering only the vregs `keep` accepts (densely, in the
/// same order; the others get `u32::MAX`); returns how many.
fn join_order_in(
    nvregs: usize,
    succs: &[Vec<Block>],
    args: &[Vec<Vec<VReg>>],
    keep: impl Fn(usize) -> bool,
    bufs: &mut JoinBufs,
) -> usize {
    let JoinBufs {
        depth,
        prio,
        order,
        num,
    } = bufs;
    let nb = succs.len();
    depth.clear();
    depth.resize(nb, 0);
    for (b, ss) in succs.iter().enumerate() {
        for s in ss {
            if s.index() <= b {
                for d in &mut depth[s.index()..=b] {
                    *d += 1;
                }
            }
        }
    }
    prio.clear();
    prio.resize(nvregs, 0);
    // The back-edge arguments (priority at least 1: the source block is in its own span).
    order.clear();
    for (b, ss) in succs.iter().enumerate() {
        for (k, s) in ss.iter().enumerate() {
            if s.index() <= b {
                for r in args[b].get(k).into_iter().flatten() {
                    let p = &mut prio[r.vreg()];
                    *p = (*p).max(depth[b]);
                    order.push(r.vreg() as u32);
                }
            }
        }
    }
    // A stable sort by descending priority: the back-edge arguments (few) by descending
    // priority, then vreg; then every other vreg (priority 0) in order.
    order.sort_unstable_by_key(|&r| (std::cmp::Reverse(prio[r as usize]), r));
    order.dedup();
    num.clear();
    num.resize(nvregs, u32::MAX);
    let mut k = 0;
    for &r in order.iter() {
        if keep(r as usize) {
            num[r as usize] = k;
            k += 1;
        }
    }
    for (r, n) in num.iter_mut().enumerate() {
        if prio[r] == 0 && keep(r) {
            *n = k;
            k += 1;
        }
    }
    // The same as a stable sort of every kept vreg by descending priority.
    debug_assert!({
        let mut all: Vec<usize> = (0..nvregs).filter(|&r| keep(r)).collect();
        all.sort_by_key(|&r| std::cmp::Reverse(prio[r]));
        all.iter().enumerate().all(|(i, &r)| num[r] as usize == i)
    });
    k as usize
}

/// The registers (runs of base, count) a call instruction clobbers for the values live
/// across it ([`crate::calls::call_clobbers`]).
pub type CallClobbersFn<'a> = dyn Fn(&gfxc_mir::MInst) -> Vec<(u16, u16)> + 'a;

impl View {
    /// The MIR vreg regalloc2 knows as `v` (its numbering is [`join_order`]'s, over this
    /// file's vregs only), for diagnostics.
    pub fn mir_vreg(&self, v: VReg) -> Option<usize> {
        self.join.num.iter().position(|&n| n as usize == v.vreg())
    }
    /// Build the view of `bank`; `fixed_preg` maps an entry register to its class preg.
    pub fn new(
        f: &MFunction,
        bank: Bank,
        classes: &Classes,
        fixed_preg: &dyn Fn(MVReg) -> Result<PReg, StageError>,
        calls: Option<&CallClobbersFn>,
    ) -> Result<View, StageError> {
        Self::new_in(View::default(), f, bank, classes, fixed_preg, calls)
    }

    /// [`View::new`] in the memory of `v`, a view no longer needed (its contents do not
    /// matter: every field is cleared or overwritten).
    pub fn new_in(
        mut v: View,
        f: &MFunction,
        bank: Bank,
        classes: &Classes,
        fixed_preg: &dyn Fn(MVReg) -> Result<PReg, StageError>,
        calls: Option<&CallClobbersFn>,
    ) -> Result<View, StageError> {
        let logical = bank != Bank::S;
        let mut vb = std::mem::take(&mut v.vb);
        vb.clear();
        vb.resize(f.blocks.len(), usize::MAX);
        v.blocks.clear();
        for (i, b) in f.blocks.iter().enumerate() {
            if logical && b.linear_only {
                continue;
            }
            vb[i] = v.blocks.len();
            v.blocks.push(i);
        }
        // At most one view instruction per MIR instruction, plus each block's branch.
        let max_insts = v.blocks.iter().map(|&b| f.blocks[b].insts.len() + 1).sum();
        let nb = v.blocks.len();
        v.bank = bank;
        v.ranges.clear();
        v.ranges.reserve(nb);
        // Per block: filled in place below (each keeps the memory it had).
        relist(&mut v.succs, nb);
        relist(&mut v.preds, nb);
        relist(&mut v.params, nb);
        // (Only the outer list: each block's per-successor lists are emptied in place below,
        // keeping their memory, where `relist` would drop them.)
        v.args.truncate(nb);
        v.args.resize_with(nb, Vec::new);
        v.insts.clear();
        v.insts.reserve(max_insts);
        v.num_vregs = f.vregs.len();
        v.class_width = classes.width;
        v.clobbers.clear();
        v.phys_clobbers.clear();
        v.call_clobbers.clear();
        v.reserved_low = 0;
        v.entry_insts.clear();
        v.copy_insts.clear();
        v.whole_insts.clear();
        v.need.clear();
        v.need.reserve(max_insts);
        v.op_floor = [0; 3];
        v.inst_max = 0;
        v.op_width.clear();
        let blocks = std::mem::take(&mut v.blocks);
        let file = match bank {
            Bank::S => gfxc_isa::regs::RegFile::Sgpr,
            Bank::V => gfxc_isa::regs::RegFile::Vgpr,
            Bank::A => gfxc_isa::regs::RegFile::Agpr,
        };
        let in_bank = |r: MVReg| f.info(r).bank == bank;
        // Each group's uses and defs (buffers reused across groups; inline: a group has a
        // few operands).
        let (mut uses, mut defs): (SmallVec<[MVReg; 8]>, SmallVec<[MVReg; 8]>) =
            (SmallVec::new(), SmallVec::new());
        // regalloc2's numbering ([`join_order`]) depends only on the edges and the branch
        // arguments: found first (the arguments that fail to convert are left out; the walk
        // below meets the same failure first and returns its error), so that the
        // instructions' operands are made with their final numbers instead of renumbered.
        // Whether some argument failed to convert: when none did (always, but for an
        // internal error), the walk below only renumbers the arguments in place.
        let mut arg_failed = false;
        for (bi, &mb) in blocks.iter().enumerate() {
            let b = &f.blocks[mb];
            let succs = if logical {
                &b.logical_succs
            } else {
                &b.linear_succs
            };
            v.succs[bi].extend(succs.iter().map(|s| Block::new(vb[s.0 as usize])));
            // The block's own (logical) arguments are passed: the logical view, or a block
            // whose linear edges are its logical ones (compared only for the linear view).
            let direct = logical || b.linear_succs == b.logical_succs;
            let args = &mut v.args[bi];
            relist(args, succs.len());
            for (k, a) in args.iter_mut().enumerate() {
                let rs: &[MVReg] = if direct {
                    &b.args[k]
                } else {
                    b.linear_args.get(k).map_or(&[], |la| &la[..])
                };
                for &r in rs {
                    if direct && !in_bank(r) {
                        continue;
                    }
                    match rvreg(classes, r) {
                        Ok(x) => a.push(x),
                        Err(_) => arg_failed = true,
                    }
                }
            }
        }
        let nvregs = join_order_in(
            v.num_vregs,
            &v.succs,
            &v.args,
            |r| classes.of[r].is_some(),
            &mut v.join,
        );
        let num = &v.join.num;
        // A MIR vreg of the file as regalloc2 numbers it.
        let rvreg = |classes: &Classes, r: MVReg| -> Result<VReg, StageError> {
            let x = rvreg(classes, r)?;
            Ok(VReg::new(num[x.vreg()] as usize, x.class()))
        };
        for (bi, &mb) in blocks.iter().enumerate() {
            let b = &f.blocks[mb];
            let (succs, preds) = if logical {
                (&b.logical_succs, &b.logical_preds)
            } else {
                (&b.linear_succs, &b.linear_preds)
            };
            v.preds[bi].extend(preds.iter().map(|s| Block::new(vb[s.0 as usize])));
            let ps = &mut v.params[bi];
            for &p in &b.params {
                if in_bank(p) {
                    ps.push(rvreg(classes, p)?);
                }
            }
            let direct = logical || b.linear_succs == b.logical_succs;
            // (The first walk made the edges and the arguments with MIR numbers, leaving out
            // those that fail to convert. When none failed, each is renumbered in place: the
            // `VReg` a conversion gives. Otherwise they are converted again here in order,
            // each failure met where it was, the others renumbered in place.)
            debug_assert_eq!(v.succs[bi].len(), succs.len());
            let args = &mut v.args[bi];
            for (k, a) in args.iter_mut().enumerate() {
                if !arg_failed && (direct || k < b.linear_args.len()) {
                    for x in a.iter_mut() {
                        *x = VReg::new(num[x.vreg()] as usize, x.class());
                    }
                } else if direct {
                    let mut i = 0;
                    for &r in &b.args[k] {
                        if in_bank(r) {
                            a[i] = rvreg(classes, r)?;
                            i += 1;
                        }
                    }
                    debug_assert_eq!(i, a.len());
                } else if let Some(la) = b.linear_args.get(k) {
                    // Lane-mask phis: the SGPR arguments of this linear edge (`mir`
                    // `MBlock::linear_args`); the SGPR entries of the logical `args` are
                    // for the logical view of the same values and are not passed here.
                    for (i, &r) in la.iter().enumerate() {
                        a[i] = rvreg(classes, r)?;
                    }
                    debug_assert_eq!(la.len(), a.len());
                } else if b.args.iter().flatten().any(|&r| in_bank(r)) {
                    return Err(internal!(
                        "internal: scalar block argument on a divergent edge"
                    ));
                }
            }
            let start = v.insts.len() as u32;
            let mut gs = 0;
            let mut whole = false;
            for (k, inst) in b.insts.iter().enumerate() {
                if let Some(w) = whole_transition(f, inst) {
                    whole = w;
                }
                if inst.group {
                    continue;
                }
                let group = &b.insts[gs..=k];
                let range = (gs, k + 1);
                gs = k + 1;
                uses.clear();
                defs.clear();
                let (mut entry, mut asm, mut call) = (false, false, false);
                for gi in group {
                    match gi.kind {
                        Kind::Pseudo(Pseudo::Entry) => entry = true,
                        Kind::Pseudo(Pseudo::InlineAsm(_)) => asm = true,
                        Kind::Pseudo(Pseudo::Call) => call = true,
                        _ => {}
                    }
                    for (j, op) in gi.ops.iter().enumerate() {
                        if let Some(r) = op.vreg() {
                            if !in_bank(r) {
                                continue;
                            }
                            if gi.is_def(j) {
                                if !defs.contains(&r) {
                                    defs.push(r);
                                }
                            } else if !defs.contains(&r) && !uses.contains(&r) {
                                uses.push(r);
                            }
                        }
                    }
                    if let Some(r) = gi.ret.as_ref().and_then(|o| o.vreg()) {
                        if in_bank(r) && !defs.contains(&r) {
                            defs.push(r);
                        }
                    }
                }
                let mut phys: Vec<(u16, u16)> = Vec::new();
                // (Groups without inline asm or calls, most, are not walked again.)
                if asm {
                    for gi in group {
                        if let Kind::Pseudo(Pseudo::InlineAsm(n)) = gi.kind {
                            for r in &f.inline_asm[n as usize].clobbers {
                                if r.file == file {
                                    phys.push((r.index, r.count as u16));
                                }
                            }
                        }
                    }
                }
                let mut callc: Vec<(u16, u16)> = Vec::new();
                if let (Some(c), true) = (calls, call) {
                    for gi in group {
                        if gi.kind == Kind::Pseudo(Pseudo::Call) {
                            callc.extend(c(gi));
                        }
                    }
                }
                if uses.is_empty() && defs.is_empty() && phys.is_empty() && callc.is_empty() {
                    continue;
                }
                let lw = lanewise(f, group, in_bank);
                // Inline asm outputs are early clobbers: the template may write an output
                // before it reads every input.
                let multi = (group.len() > 1 && !lw) || asm;
                // A two-address instruction (`MFunction::tied`): its def reuses the register
                // of the tied input (regalloc2 copies the input first when it lives on).
                // (No use of the file: no tied input in it, and no opcode lookup.)
                let tied: Option<(MVReg, usize)> = match group {
                    [gi] if !multi && !entry && !uses.is_empty() => f.tied(gi).and_then(|t| {
                        let (d, c) = (gi.ops[0].vreg()?, gi.ops[t].vreg()?);
                        let u = uses.iter().position(|&x| x == c)?;
                        in_bank(d).then_some((d, u))
                    }),
                    _ => None,
                };
                let mut ops: SmallVec<[Operand; 4]> = SmallVec::new();
                let mut vregs = SmallVec::new();
                // What its operands need at once (early defs, and uses or late defs), counted
                // per class as they are made.
                let (mut early, mut late, mut nuse) = ([0usize; 3], [0usize; 3], [0usize; 3]);
                for &u in &uses {
                    let rv = rvreg(classes, u)?;
                    nuse[ci(rv.class())] += 1;
                    ops.push(Operand::reg_use(rv));
                    vregs.push(u);
                    v.op_width.push(f.info(u).width);
                }
                for &d in &defs {
                    let rv = rvreg(classes, d)?;
                    let op = if entry {
                        Operand::reg_fixed_def(rv, fixed_preg(d)?)
                    } else if let Some((_, u)) = tied.filter(|t| t.0 == d) {
                        Operand::reg_reuse_def(rv, u)
                    } else if multi {
                        Operand::new(
                            rv,
                            OperandConstraint::Reg,
                            OperandKind::Def,
                            OperandPos::Early,
                        )
                    } else {
                        Operand::reg_def(rv)
                    };
                    let c = ci(rv.class());
                    match op.pos() {
                        OperandPos::Early => early[c] += 1,
                        OperandPos::Late => late[c] += 1,
                    }
                    ops.push(op);
                    vregs.push(d);
                    v.op_width.push(f.info(d).width);
                }
                if entry {
                    v.entry_insts.push(v.insts.len() as u32);
                }
                if let [gi] = group {
                    if gi.kind == Kind::Pseudo(Pseudo::Copy) {
                        v.copy_insts.push(v.insts.len() as u32);
                    }
                }
                if whole {
                    v.whole_insts.push(v.insts.len() as u32);
                }
                let mut tot = 0;
                for c in 0..3 {
                    let at_once = early[c] + nuse[c].max(late[c]);
                    tot += at_once * classes.width[c] as usize;
                    v.op_floor[c] = v.op_floor[c].max(at_once);
                }
                v.inst_max = v.inst_max.max(tot);
                v.need.push((tot, [0, 1, 2].map(|c| early[c] + late[c])));
                let k = v.insts.len() as u32;
                let clobbers = !phys.is_empty() || !callc.is_empty();
                v.insts.push(VInst {
                    block: mb,
                    vblock: vb[mb],
                    group: Some(range),
                    vregs,
                    ops,
                    lanewise: lw,
                    whole,
                    clobbers,
                });
                if !phys.is_empty() {
                    v.phys_clobbers.push((k, phys));
                }
                if !callc.is_empty() {
                    v.call_clobbers.push((k, callc));
                }
            }
            // (Each block's branch: no operands, needs nothing.)
            v.need.push((0, [0; 3]));
            v.insts.push(VInst {
                block: mb,
                vblock: vb[mb],
                group: None,
                vregs: SmallVec::new(),
                ops: SmallVec::new(),
                lanewise: false,
                whole: false,
                clobbers: false,
            });
            v.ranges.push((start, v.insts.len() as u32));
        }
        v.blocks = blocks;
        v.vb = vb;
        // regalloc2's numbering: back-edge arguments first ([`join_order`]). Only the
        // VRegs regalloc2 sees change; `VInst::vregs` keeps the MIR vregs.
        // Only this file's vregs are numbered: regalloc2 sizes its per-vreg tables and
        // liveness sets by the count.
        v.num_vregs = nvregs;
        v.clobbers.resize(v.insts.len(), PRegSet::empty());
        Ok(v)
    }
}

impl Function for View {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn entry_block(&self) -> Block {
        Block::new(0)
    }
    fn block_insns(&self, block: Block) -> InstRange {
        let (a, b) = self.ranges[block.index()];
        InstRange::new(Inst::new(a as usize), Inst::new(b as usize))
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        &self.succs[block.index()]
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        &self.preds[block.index()]
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        &self.params[block.index()]
    }
    fn is_ret(&self, insn: Inst) -> bool {
        let vi = &self.insts[insn.index()];
        vi.group.is_none() && self.succs[self.view_block(insn)].is_empty()
    }
    fn is_branch(&self, insn: Inst) -> bool {
        let vi = &self.insts[insn.index()];
        vi.group.is_none() && !self.succs[self.view_block(insn)].is_empty()
    }
    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        &self.args[block.index()][succ_idx]
    }
    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        &self.insts[insn.index()].ops
    }
    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        self.clobbers[insn.index()]
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn spillslot_size(&self, regclass: RegClass) -> usize {
        self.class_width[ci(regclass)].max(1) as usize
    }
}

/// The registers `list` (a [`View::phys_clobbers`] or [`View::call_clobbers`]) names for
/// instruction `k` (none when it has no entry).
fn clobbers_of(list: &[(u32, Vec<(u16, u16)>)], k: usize) -> &[(u16, u16)] {
    match list.binary_search_by_key(&(k as u32), |e| e.0) {
        Ok(i) => &list[i].1,
        Err(_) => &[],
    }
}

impl View {
    /// The physical registers instruction `k` writes besides its operands
    /// ([`View::phys_clobbers`]).
    pub fn phys_clobbers_of(&self, k: usize) -> &[(u16, u16)] {
        clobbers_of(&self.phys_clobbers, k)
    }
    /// The registers the call at instruction `k` clobbers ([`View::call_clobbers`]).
    pub fn call_clobbers_of(&self, k: usize) -> &[(u16, u16)] {
        clobbers_of(&self.call_clobbers, k)
    }
    /// View block index of a view instruction.
    pub fn view_block(&self, insn: Inst) -> usize {
        self.insts[insn.index()].vblock
    }
}
