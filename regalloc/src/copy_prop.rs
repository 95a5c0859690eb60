//! SGPR copy propagation after allocation: a read of a copy's destination reads its source
//! instead, and a copy nobody reads any more is removed.
//!
//! Guarantees:
//! * **Forward, per block.** After `s_mov_b32/b64 d, s` (both general SGPRs, no overlap),
//!   a later read of `d` in the same block (a whole operand, every dword of it copied from
//!   consecutive dwords of one source, the source tuple aligned as the operand's width
//!   needs: pairs even, wider 4-aligned) reads `s` instead, as long as neither `d` nor `s`
//!   has been written in between. Chains collapse (`s_mov s14, s12; s_mov s16, s14` copies
//!   `s12` twice). An instruction never reads more distinct SGPRs after the rewrite than
//!   before (the VALU constant bus).
//!   A copy removed by a round lets the next round propagate past it (at most
//!   [`ROUNDS`]).
//! * **Dead copies.** A copy (or an `s_mov` of a constant or special register) whose
//!   destination is dead after it (SGPR liveness on the linear CFG) is removed, and so is a
//!   copy that became `s_mov d, d`. Copies in a block's
//!   EXEC epilogue, in block 0's scratch set-up or inside an instruction group stay.
//! * **Nothing to do, nothing done.** A function without an `s_mov` into general SGPRs that
//!   is a copy or could be removed leaves a round unchanged; the round is skipped then
//!   (`may_change`; debug builds run it and check).
//! * **Conservative where unknown.** Pseudo instructions (calls, inline assembly, fences,
//!   waits, returns), `s_setpc`/`s_swappc`/`s_call`, `s_trap`, `s_rfe` and M0-relative `s_movrel*` read every
//!   SGPR and forget every copy; an instruction that reads its destination (`TIED` rows,
//!   `s_cmov*`, `s_addk`/`s_mulk`, `s_bitset*`) counts it as a read; a device function's
//!   exits keep every SGPR live. Special registers (EXEC, VCC, M0, SCC) are never a copy's
//!   end. VGPR copies are not touched: a VGPR write covers only EXEC's lanes, so their
//!   liveness depends on the masks of the reading blocks.
//!
//! Why: kernel arguments arrive in `s_load` tuples and every copy of a dword out of them
//! (regalloc2's moves and the lowered `Copy` pseudos) was an executed `s_mov_b32`;
//! llc-19's register coalescer leaves the value where the load wrote it.

use gfxc_isa::op::kind;
use gfxc_isa::regs::{Reg, RegFile};
use gfxc_isa::Op;
use gfxc_mir::{MBlock, MFunction, MInst, MOp};

/// One bit per general SGPR (s0..s127).
type Set = u128;

const NONE: u16 = u16::MAX;

/// The SGPR tuple of an operand: (first, count).
fn sgpr(op: &MOp) -> Option<(u16, u16)> {
    match op {
        MOp::P(r)
            if r.file == RegFile::Sgpr && r.count > 0 && r.index as u32 + r.count as u32 <= 128 =>
        {
            Some((r.index, r.count as u16))
        }
        _ => None,
    }
}

fn bits(i: u16, n: u16) -> Set {
    let m = if n >= 128 { !0 } else { (1u128 << n) - 1 };
    m << i
}

/// How an instruction takes part.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// Reads every SGPR, writes unknown ones.
    Barrier,
    /// Operands say it all; `reads_dst`: its defs are read too.
    Plain { reads_dst: bool },
}

fn role(f: &MFunction, i: &MInst) -> Role {
    let Some(p) = f.props(i) else {
        return Role::Barrier;
    };
    // `s_trap` hands the trap handler the queue pointer in s[0:1] (AMDGPUUsage "Trap
    // Handler ABI"); `s_rfe` returns into code that reads anything.
    if p.any(kind::MOVREL | kind::SETPC | kind::RFE)
        || matches!(p.op, Op::s_swappc_b64 | Op::s_call_b64 | Op::s_trap)
    {
        return Role::Barrier;
    }
    let reads_dst = p.is(kind::TIED)
        || matches!(
            p.op,
            Op::s_cmov_b32
                | Op::s_cmov_b64
                | Op::s_cmovk_i32
                | Op::s_addk_i32
                | Op::s_mulk_i32
                | Op::s_bitset0_b32
                | Op::s_bitset0_b64
                | Op::s_bitset1_b32
                | Op::s_bitset1_b64
        );
    Role::Plain { reads_dst }
}

/// (read, written) SGPRs of a plain instruction (written ones that are also read count as
/// both).
fn reads_writes(i: &MInst, reads_dst: bool) -> (Set, Set) {
    let (mut r, mut w) = (0, 0);
    for (k, op) in i.ops.iter().enumerate() {
        if let Some((b, n)) = sgpr(op) {
            if i.is_def(k) {
                w |= bits(b, n);
                if reads_dst {
                    r |= bits(b, n);
                }
            } else {
                r |= bits(b, n);
            }
        }
    }
    if let Some((b, n)) = i.ret.as_ref().and_then(sgpr) {
        w |= bits(b, n);
    }
    (r, w)
}

/// `s_mov_b32/b64 d, s` between general SGPRs: (d, s, count).
fn as_copy(f: &MFunction, i: &MInst) -> Option<(u16, u16, u16)> {
    let (d, n) = mov_dst(f, i)?;
    let (s, m) = sgpr(&i.ops[1])?;
    (n == m).then_some((d, s, n))
}

/// `s_mov_b32/b64 d, x` into general SGPRs from anything (a register, a constant): (d,
/// count). It has no effect besides `d` (SCC untouched), so it goes when `d` is dead.
fn mov_dst(f: &MFunction, i: &MInst) -> Option<(u16, u16)> {
    let op = f.op(i)?;
    if !matches!(op, Op::s_mov_b32 | Op::s_mov_b64)
        || i.ops.len() != 2
        || i.defs != 1
        || i.ret.is_some()
    {
        return None;
    }
    sgpr(&i.ops[0])
}

/// The source tuple replacing a read of `(b, n)`, if every dword of it is a copy.
fn source(map: &[u16; 128], b: u16, n: u16) -> Option<u16> {
    let s0 = map[b as usize];
    if s0 == NONE || s0 as u32 + n as u32 > 128 {
        return None;
    }
    if (1..n).any(|t| map[(b + t) as usize] != s0 + t) {
        return None;
    }
    let align = match n {
        1 => 1,
        2 => 2,
        _ => 4,
    };
    s0.is_multiple_of(align).then_some(s0)
}

/// Number of distinct SGPR tuples among the read operands.
fn distinct_reads(i: &MInst) -> usize {
    // (Inline: an instruction reads a few registers.)
    let mut v: smallvec::SmallVec<[(u16, u16); 8]> = i
        .ops
        .iter()
        .enumerate()
        .filter(|(k, _)| !i.is_def(*k))
        .filter_map(|(_, o)| sgpr(o))
        .collect();
    v.sort_unstable();
    v.dedup();
    v.len()
}

/// Propagates SGPR copies and removes the dead ones; returns how many were removed. Rounds
/// repeat while one removes a copy (a removed copy may have been the write that ended an
/// earlier copy's propagation), at most [`ROUNDS`].
pub fn run(f: &mut MFunction) -> u32 {
    run_in(f, &mut Bufs::default())
}

/// The working memory of [`run_in`], kept between calls (`crate::Scratch`: a round per
/// compile at least). Every buffer is cleared and sized where it is used; only the
/// allocations are saved.
#[derive(Default)]
pub struct Bufs {
    identity: Vec<Vec<usize>>,
    rw: Vec<(Set, Set)>,
    at: Vec<usize>,
    summary: Vec<(Set, Set)>,
    live_in: Vec<Set>,
    drop: Vec<bool>,
}

/// [`run`] in the working memory `bufs`.
pub fn run_in(f: &mut MFunction, bufs: &mut Bufs) -> u32 {
    let mut removed = 0;
    for _ in 0..ROUNDS {
        if !may_change(f) {
            // (Debug builds run the round anyway and check that it changes nothing.)
            #[cfg(debug_assertions)]
            {
                let before = format!("{f:?}");
                assert_eq!(
                    round(f, bufs),
                    0,
                    "copy_prop::may_change: a round removed copies"
                );
                assert_eq!(
                    before,
                    format!("{f:?}"),
                    "copy_prop::may_change: a round rewrote"
                );
            }
            break;
        }
        let r = round(f, bufs);
        removed += r;
        if r == 0 {
            break;
        }
    }
    removed
}

/// Bound on the rounds of [`run`].
pub const ROUNDS: usize = 4;

/// Can a round change `f`? Only through an `s_mov_b32/b64` into general SGPRs
/// ([`mov_dst`]): a read is rewritten only after a copy ([`as_copy`]) entered the map, and a
/// round removes only an `s_mov` into general SGPRs that it may move (outside block 0's
/// scratch set-up, the EXEC epilogue and instruction groups: the same test as the removal
/// walk's). So a function whose every such `s_mov` is not a copy and may not move comes out
/// of a round as it went in: the round (its liveness and masks) is skipped. One walk over
/// the opcodes.
fn may_change(f: &MFunction) -> bool {
    f.blocks.iter().enumerate().any(|(b, blk)| {
        let first = if b == 0 { f.scratch_prolog as usize } else { 0 };
        blk.insts.iter().enumerate().any(|(k, i)| {
            mov_dst(f, i).is_some()
                && (as_copy(f, i).is_some()
                    || (k >= first
                        && k < blk.epilogue
                        && !i.group
                        && !(k > 0 && blk.insts[k - 1].group)))
        })
    })
}

fn round(f: &mut MFunction, bufs: &mut Bufs) -> u32 {
    let Bufs {
        identity,
        rw,
        at,
        summary,
        live_in,
        drop,
    } = bufs;
    // Forward: rewrite reads.
    // Per block, the (ascending) indices of copies that became `s_mov d, d`.
    // (Each block's list emptied in place: most stay empty and never allocate.)
    identity.truncate(f.blocks.len());
    identity.iter_mut().for_each(Vec::clear);
    identity.resize_with(f.blocks.len(), Vec::new);
    // The (read, written) SGPRs of every instruction as the forward walk leaves it, block
    // after block (`rw[at[b] + k]`; a barrier reads and writes every SGPR, which gives the
    // liveness step and the block summary below their barrier results): found once here
    // instead of again by the backward walk (the role is a table lookup).
    rw.clear();
    at.clear();
    // Each block's transfer `live_in = (live_out & !kill) | gen`, composed forward as its
    // instructions' (read, written) sets are found: a read counts unless an earlier
    // instruction of the block wrote it (a barrier makes both every SGPR). The same sets as
    // composing the steps backward, without another walk.
    summary.clear();
    // (`identity` has a list per block.)
    for (bi, ident) in identity.iter_mut().enumerate() {
        at.push(rw.len());
        let (mut gen, mut kill): (Set, Set) = (0, 0);
        let mut map = [NONE; 128];
        // The entries of `map` that are not `NONE` (the walk below visits only those).
        let mut mapped: Set = 0;
        let mut any = false;
        for k in 0..f.blocks[bi].insts.len() {
            let i = &f.blocks[bi].insts[k];
            let reads_dst = match role(f, i) {
                Role::Barrier => {
                    rw.push((!0, !0));
                    gen |= !kill;
                    kill = !0;
                    map = [NONE; 128];
                    mapped = 0;
                    any = false;
                    continue;
                }
                Role::Plain { reads_dst } => reads_dst,
            };
            // (Cloned only when some read has a source: most instructions have none.)
            let has_source = |(j, op): (usize, &MOp)| {
                !i.is_def(j) && sgpr(op).is_some_and(|(b, n)| source(&map, b, n).is_some())
            };
            if any && i.ops.iter().enumerate().any(has_source) {
                let mut ni = i.clone();
                let mut changed = false;
                for (j, op) in ni.ops.iter_mut().enumerate() {
                    if i.is_def(j) {
                        continue;
                    }
                    if let Some((b, n)) = sgpr(op) {
                        if let Some(s) = source(&map, b, n) {
                            *op = MOp::P(Reg::sgpr(s, n as u8));
                            changed = true;
                        }
                    }
                }
                if changed && distinct_reads(&ni) <= distinct_reads(i) {
                    f.blocks[bi].insts[k] = ni;
                }
            }
            let i = &f.blocks[bi].insts[k];
            let (r, w) = reads_writes(i, reads_dst);
            rw.push((r, w));
            gen |= r & !kill;
            kill |= w;
            let copy = as_copy(f, i);
            if copy.is_some_and(|c| c.0 == c.1) {
                // `s_mov d, d`: nothing changes.
                ident.push(k);
                continue;
            }
            if w != 0 && any {
                let mut rest = mapped;
                while rest != 0 {
                    let x = rest.trailing_zeros();
                    rest &= rest - 1;
                    let m = map[x as usize];
                    if w >> x & 1 != 0 || w >> m & 1 != 0 {
                        map[x as usize] = NONE;
                        mapped &= !(1u128 << x);
                    }
                }
            }
            if let Some((d, s, n)) = copy {
                if bits(d, n) & bits(s, n) == 0 {
                    for t in 0..n {
                        map[(d + t) as usize] = s + t;
                    }
                    mapped |= bits(d, n);
                    any = true;
                }
            }
        }
        summary.push((gen, kill));
    }
    at.push(rw.len());

    // Liveness on the linear CFG.
    let nb = f.blocks.len();
    let exit_live: Set = if f.device_function { !0 } else { 0 };
    let step = |live: Set, (r, w): (Set, Set)| -> Set { (live & !w) | r };
    // What is live at the end of a block: the union over its linear successors, or what
    // leaves the function.
    let live_out = |blk: &MBlock, live_in: &[Set]| -> Set {
        if blk.linear_succs.is_empty() {
            exit_live
        } else {
            blk.linear_succs
                .iter()
                .fold(0, |a, s| a | live_in[s.0 as usize])
        }
    };
    // (`summary`: the instructions' steps composed backward give the same transfers.)
    debug_assert!((0..nb).all(|b| {
        let (mut gen, mut kill): (Set, Set) = (0, 0);
        for &(r, w) in rw[at[b]..at[b + 1]].iter().rev() {
            gen = step(gen, (r, w));
            kill |= w;
        }
        summary[b] == (gen, kill)
    }));
    live_in.clear();
    live_in.resize(nb, 0);
    loop {
        let mut changed = false;
        for b in (0..nb).rev() {
            let blk = &f.blocks[b];
            let (gen, kill) = summary[b];
            let l = (live_out(blk, live_in) & !kill) | gen;
            if l != live_in[b] {
                live_in[b] = l;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    // Backward: remove dead copies.
    let mut removed = 0;
    // One buffer for every block's marks.
    for (b, ident) in identity.iter().enumerate() {
        let blk = &f.blocks[b];
        let mut l = live_out(blk, live_in);
        let n = blk.insts.len();
        drop.clear();
        drop.resize(n, false);
        let first = if b == 0 { f.scratch_prolog as usize } else { 0 };
        for k in (0..n).rev() {
            let i = &blk.insts[k];
            let movable =
                k >= first && k < blk.epilogue && !i.group && !(k > 0 && blk.insts[k - 1].group);
            if movable {
                if ident.binary_search(&k).is_ok() {
                    drop[k] = true;
                    continue;
                }
                if let Some((d, cnt)) = mov_dst(f, i) {
                    if l & bits(d, cnt) == 0 {
                        drop[k] = true;
                        continue;
                    }
                }
            }
            l = step(l, rw[at[b] + k]);
        }
        let before_pro = drop[..blk.prologue.min(n)].iter().filter(|d| **d).count();
        let blk = &mut f.blocks[b];
        let r = blk.remove_insts(drop);
        blk.prologue -= before_pro;
        removed += r as u32;
    }
    removed
}
