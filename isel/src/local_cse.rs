//! Local common-subexpression elimination on machine IR before register allocation.
//!
//! Selection repeats work that LLVM's DAG would share: it materialises a constant in a
//! register wherever an instruction cannot take it as an operand (before GFX10 a VOP3
//! instruction takes no literal, MI100 ISA §6.2, so each `v_mul_lo_u32` by `0x7f4a7c15` gets
//! its own `v_mov_b32 vN, 0x7f4a7c15`), and each IR-level address computation of a kernel
//! imported from LLVM IR (`sext`, `shl` per `getelementptr`) is selected on its own. This
//! pass keeps the first of identical computations in a block and makes later reads use it.
//!
//! Guarantees: within one block's body (between prologue and epilogue, where EXEC is the
//! block's lanes), an instruction that
//! * is a VALU instruction (VOP1/VOP2/VOP3/VOP3P, not MFMA, no implicit M0 or EXEC write:
//!   `v_movrel*`, `v_interp*`, `v_cmpx*`, `v_writelane*`, DPP and LDS-direct forms are left
//!   alone; so are `v_div_fmas*` (reads VCC without an operand) and the forms that read their
//!   destination: `*mac*`, `*dot2c*`, `v_permlane*`), `s_mov_b32`/`s_mov_b64` (no SCC write) or
//!   a copy pseudo,
//! * writes exactly one operand (position 0, a whole virtual register) and no physical
//!   register, has no memory semantics, no returned value and no fixed registers,
//! * reads only constants and virtual-register dwords that exactly one instruction writes
//!   (never rewritten in place inside a group), and writes dwords nothing else writes,
//!
//! is removed when an instruction with the same row, source operands and modifiers came
//! earlier in the same body, and every read of its register (operands and block arguments, in
//! every block) reads the earlier one.
//!
//! A constant wider than a dword is materialised as a group of `s_mov_b32` / `v_mov_b32`
//! moves, one per dword of its register (an `f64` operand of a GFX9 VOP3 instruction: each
//! inlined `exp` repeats its polynomial's coefficients). Such a *constant tuple* (the moves
//! alone form the group, write dwords `0..w` of one `w`-dword register in order, each dword
//! written by no other instruction, the same modifiers) is removed the same way when an earlier
//! tuple of the same body has the same row, register bank and constants. Both computed the same bits in the same lanes (SSA:
//! the sources did not change in between), and the earlier definition dominates every use of
//! the later one. Group boundaries stay well formed.

use crate::mir::{Bank, Kind, MFunction, MOp, Pseudo, VReg};
use gfxc_isa::op::kind;
use gfxc_isa::table::{flag, table, Format};
use gfxc_isa::{Op, Props};
use rustc_hash::FxHashMap as HashMap;

/// The instructions [`cse_local`] may share (module documentation), by row.
pub(crate) fn shareable(p: &Props, format: Format, flags: u16) -> bool {
    if p.op == Op::s_mov_b32 || p.op == Op::s_mov_b64 {
        return true;
    }
    let valu = matches!(
        format,
        Format::Vop1 | Format::Vop2 | Format::Vop3 | Format::Vop3p
    );
    valu && flags & (flag::MAI | flag::LDS | flag::GDS | flag::ATOMIC) == 0 && !p.any(kind::NO_CSE)
}

/// Remove repeated computations; returns how many instructions were removed. Repeats until
/// nothing changes (sharing one computation can make two later ones identical).
pub fn cse_local(f: &mut MFunction) -> usize {
    cse_local_with(f, &mut None, &mut false)
}

/// [`cse_local`] with the dword def counts of `f` kept in `defs`
/// ([`MFunction::dword_defs_cached`]; the removed instructions' writes are taken out of it).
/// Sets `may_leave_dead` when a removed instruction read a virtual register or shared its
/// group with others: only then can a removal leave something dead that was not before
/// (renamed reads move to the kept register, which stays read; a whole removed group takes
/// no other instruction's liveness with it).
pub fn cse_local_with(
    f: &mut MFunction,
    defs: &mut Option<crate::mir::DwordDefs>,
    may_leave_dead: &mut bool,
) -> usize {
    let mut total = 0;
    // The blocks a round looks at: all at first, then those where the last round renamed an
    // operand. A block without a renamed operand has nothing left to share: its last round
    // removed every repeat it had, and what decides a match (sources, modifiers, the write
    // counts of what it reads) is unchanged there. (Debug builds look at every block and
    // assert that the others find nothing.)
    let mut scan = vec![true; f.blocks.len()];
    // The new home of each removed computation's register, by vreg number (`NONE`: kept),
    // for every round (a round leaves it as it found it; sized at the first removal).
    let mut rename = Vec::new();
    // The rounds' working tables, one set for all of them (the block flags sized for the
    // longest block at once).
    let mut bufs = RoundBufs::default();
    bufs.drop
        .reserve(f.blocks.iter().map(|b| b.insts.len()).max().unwrap_or(0));
    loop {
        let n = cse_round(f, defs, &mut scan, may_leave_dead, &mut rename, &mut bufs);
        if n == 0 {
            return total;
        }
        total += n;
    }
}

/// An earlier computation: its index in the block and its result register.
type Seen = (u32, VReg);

/// [`cse_round`]'s working tables, kept from one round to the next (each round empties them
/// before use): allocated once per function, not once per round.
#[derive(Default)]
struct RoundBufs {
    /// The instructions of the block at hand to remove.
    drop: Vec<bool>,
    /// The dwords the round's removed instructions wrote (taken out of the def counts after
    /// the round: every block of a round is judged by the counts at its start). (On the
    /// stack for the usual few.)
    unwritten: smallvec::SmallVec<[(VReg, u8); 16]>,
    /// (kind, fingerprint of the sources) -> earlier computations of the block at hand, in
    /// program order. Equal sources have equal fingerprints, so the first match in a bucket
    /// is the first match among all computations of the kind; the fingerprint only keeps the
    /// search from comparing every earlier computation of the kind (quadratic in a long
    /// block). (Buckets of one: a fingerprint rarely has two candidates; no allocation each.)
    /// Emptied per block.
    seen: HashMap<(u32, u32, u64), smallvec::SmallVec<[Seen; 1]>>,
    /// Constant tuples: (row, bank, constants) -> the first tuple's register and index.
    tuples: HashMap<(u32, Bank, Vec<gfxc_isa::regs::Operand>), Seen>,
    /// The removed registers of the round and their new homes (entered in `rename` block by
    /// block, cleared from it at the end). (On the stack for the usual few.)
    renamed: smallvec::SmallVec<[(VReg, VReg); 16]>,
}

/// No new home (an entry of `cse_round`'s rename table).
const NONE: u32 = u32::MAX;

/// The constant tuple starting at `insts[k]` (module doc): its row, register and constants.
fn const_tuple(
    f: &MFunction,
    insts: &[crate::mir::MInst],
    k: usize,
    end: usize,
    writes: &crate::mir::DwordDefs,
) -> Option<(u32, VReg, Vec<gfxc_isa::regs::Operand>)> {
    let t = table(f.variant);
    let first = &insts[k];
    let Kind::Hw(row) = first.kind else {
        return None;
    };
    let op = t.props(row).op;
    if op != Op::s_mov_b32 && op != Op::v_mov_b32_e32 {
        return None;
    }
    let Some(&MOp::V { reg, off: 0, n: 1 }) = first.ops.first() else {
        return None;
    };
    let w = f.vregs[reg.0 as usize].width as usize;
    if w < 2 || k + w > end || (k > 0 && insts[k - 1].group) {
        return None;
    }
    let mut consts = Vec::with_capacity(w);
    for (j, i) in insts[k..k + w].iter().enumerate() {
        let plain = i.kind == Kind::Hw(row)
            && i.defs == 1
            && i.ops.len() == 2
            && i.mem.is_none()
            && i.ret.is_none()
            && i.fixed.is_empty()
            && i.m == first.m
            && i.group == (j + 1 < w)
            && i.ops[0]
                == MOp::V {
                    reg,
                    off: j as u8,
                    n: 1,
                }
            && writes.once(reg, j as u8);
        match (&i.ops[1], plain) {
            (MOp::C(c), true) => consts.push(c.clone()),
            _ => return None,
        }
    }
    Some((row, reg, consts))
}

/// A value equal for equal operand lists (their virtual registers and dwords; other
/// operands only by position).
fn fingerprint(srcs: &[MOp]) -> u64 {
    srcs.iter().fold(srcs.len() as u64, |h, op| {
        let x = match op {
            MOp::V { reg, off, n } => (reg.0 as u64) << 16 | (*off as u64) << 8 | *n as u64,
            _ => 1 << 63,
        };
        (h.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95)
    })
}

/// One round over the blocks `scan` marks; on return `scan` marks the blocks where it renamed
/// an operand. Keeps `defs` exact: the removed instructions' writes are taken out of it.
/// (`may_leave_dead`: [`cse_local_with`]; `rename`: empty, or [`NONE`] for every vreg of
/// `f`, left so.)
fn cse_round(
    f: &mut MFunction,
    defs: &mut Option<crate::mir::DwordDefs>,
    scan: &mut [bool],
    may_leave_dead: &mut bool,
    rename: &mut Vec<u32>,
    bufs: &mut RoundBufs,
) -> usize {
    let t = table(f.variant);
    let writes = f.dword_defs_cached(defs);
    let once = |op: &MOp| writes.operand_once(op);
    let mut removed = 0;
    let RoundBufs {
        drop,
        unwritten,
        seen,
        tuples,
        renamed,
    } = bufs;
    unwritten.clear();
    renamed.clear();
    for (bi, &scanned) in scan.iter().enumerate() {
        if !scanned && !cfg!(debug_assertions) {
            continue;
        }
        let first = renamed.len();
        let (pro, epi) = (f.blocks[bi].prologue, f.blocks[bi].epilogue);
        seen.clear();
        tuples.clear();
        drop.clear();
        drop.resize(f.blocks[bi].insts.len(), false);
        let insts = &f.blocks[bi].insts;
        let mut skip_to = 0;
        for (k, i) in insts.iter().enumerate() {
            if k < pro || k >= epi || k < skip_to {
                continue;
            }
            // A write of EXEC (a whole-wave region's `s_or_saveexec -1` / `s_mov exec`,
            // `gfxc_ir::wwm`) changes the lanes later instructions compute: nothing before
            // it is shared after it.
            let exec_write = match i.kind {
                Kind::Hw(row) => t.props(row).is(kind::NAMES_EXEC),
                _ => false,
            } || i.ops.iter().enumerate().any(|(p, op)| {
                i.is_def(p)
                    && matches!(op, MOp::P(r) if r.file == gfxc_isa::regs::RegFile::Special
                        && r.index <= gfxc_isa::regs::code::EXEC_LO + 1
                        && r.index + u16::from(r.count) > gfxc_isa::regs::code::EXEC_LO)
            });
            if exec_write {
                seen.clear();
                tuples.clear();
                continue;
            }
            if let Some((row, reg, consts)) = const_tuple(f, insts, k, epi, writes) {
                let w = consts.len();
                skip_to = k + w;
                let bank = f.vregs[reg.0 as usize].bank;
                match tuples.entry((row, bank, consts)) {
                    std::collections::hash_map::Entry::Occupied(e)
                        if insts[e.get().0 as usize].m == i.m =>
                    {
                        renamed.push((reg, e.get().1));
                        drop[k..k + w].iter_mut().for_each(|d| *d = true);
                    }
                    std::collections::hash_map::Entry::Occupied(_) => {}
                    std::collections::hash_map::Entry::Vacant(e) => {
                        e.insert((k as u32, reg));
                    }
                }
                continue;
            }
            let kind = match i.kind {
                Kind::Hw(row) => {
                    let d = t.def(row);
                    if !shareable(t.props(row), d.format, d.flags) {
                        continue;
                    }
                    (0, row)
                }
                Kind::Pseudo(Pseudo::Copy) => (1, 0),
                _ => continue,
            };
            if i.defs != 1 || i.mem.is_some() || i.ret.is_some() || !i.fixed.is_empty() {
                continue;
            }
            let Some(MOp::V { reg, off: 0, n }) = i.ops.first() else {
                continue;
            };
            if f.vregs[reg.0 as usize].width != *n || !i.ops.iter().all(&once) {
                continue;
            }
            let srcs = &i.ops[1..];
            let bucket = seen.entry((kind.0, kind.1, fingerprint(srcs))).or_default();
            match bucket.iter().find(|(e, r)| {
                let earlier = &insts[*e as usize];
                // Same bank too: a copy of one SGPR into a VGPR (for a store) and into
                // an SGPR (for a SALU use) are different results (found by `gfxc fuzz`,
                // seed 1406: an SALU instruction was left reading the VGPR copy).
                earlier.ops[1..] == *srcs
                    && earlier.m == i.m
                    && f.vregs[r.0 as usize].width == *n
                    && f.vregs[r.0 as usize].bank == f.vregs[reg.0 as usize].bank
            }) {
                Some(&(_, keep)) => {
                    renamed.push((*reg, keep));
                    drop[k] = true;
                }
                None => bucket.push((k as u32, *reg)),
            }
        }
        debug_assert!(
            scanned || renamed.len() == first,
            "cse: a block without renamed operands had more to share in {}",
            f.name
        );
        // (Each removed register is renamed once: it has no other writer.)
        if renamed.len() > first && rename.is_empty() {
            rename.resize(f.vregs.len(), NONE);
        }
        for &(r, k) in &renamed[first..] {
            rename[r.0 as usize] = k.0;
        }
        for (k, i) in insts.iter().enumerate().filter(|(k, _)| drop[*k]) {
            i.for_each_def_dword(|r, d| unwritten.push((r, d)));
            *may_leave_dead |= i.group
                || (k > 0 && insts[k - 1].group)
                || i.ops
                    .iter()
                    .enumerate()
                    .any(|(j, op)| op.vreg().is_some() && !i.is_def(j));
        }
        removed += f.blocks[bi].remove_insts(drop);
    }
    // (Renaming reads changes no write: a removed instruction's register had no other
    // writer, so no def is renamed.)
    if let Some(d) = defs.as_mut() {
        d.remove_writes(unwritten.drain(..));
    }
    if renamed.is_empty() {
        return 0;
    }
    let home = |r: VReg| match rename.get(r.0 as usize) {
        Some(&k) if k != NONE => Some(VReg(k)),
        _ => None,
    };
    for (b, dirty) in f.blocks.iter_mut().zip(scan.iter_mut()) {
        *dirty = false;
        for i in &mut b.insts {
            for op in i.ops.iter_mut() {
                if let MOp::V { reg, .. } = op {
                    if let Some(k) = home(*reg) {
                        *reg = k;
                        *dirty = true;
                    }
                }
            }
        }
        for a in b.args.iter_mut().chain(b.linear_args.iter_mut()).flatten() {
            if let Some(k) = home(*a) {
                *a = k;
            }
        }
    }
    for &(r, _) in renamed.iter() {
        rename[r.0 as usize] = NONE;
    }
    removed
}
