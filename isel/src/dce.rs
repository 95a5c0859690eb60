//! Dead-code elimination on machine IR before register allocation.
//!
//! Guarantees: removes exactly the groups whose every written operand is a virtual register
//! that nothing outside the group reads (operands, block arguments) and that have no other effect: no memory
//! write or atomic (`ret`, stores have no vreg def), no write of EXEC/M0 or other physical
//! registers except VCC/SCC scratch inside the group. Repeats until nothing changes.

use crate::mir::{Kind, MFunction, MOp, MemKind};
use gfxc_isa::regs::{code, RegFile};
use gfxc_isa::table::{flag, table};
use gfxc_isa::Op;
use smallvec::SmallVec;

/// Remove dead groups; returns how many instructions were removed.
pub fn dce(f: &mut MFunction) -> usize {
    dce_with(f, &mut None)
}

/// [`dce`], keeping the dword def counts in `defs` (when it holds them) exact: the removed
/// instructions' writes are taken out ([`crate::mir::DwordDefs::remove_inst`]) instead of
/// the cache being emptied.
pub fn dce_with(f: &mut MFunction, defs: &mut Option<crate::mir::DwordDefs>) -> usize {
    let mut removed = 0;
    // Buffers of every round and block (this runs after every rewrite of the selection).
    // Those filled by pushes live on the stack for the usual few blocks, instructions and
    // group reads; those filled by `resize` are vectors (a `SmallVec` fills element by
    // element: more than the allocation it saves).
    let mut reads_buf: Vec<u32> = Vec::new();
    let mut inner: SmallVec<[(u32, u32); 8]> = SmallVec::new();
    let longest = f.blocks.iter().map(|b| b.insts.len()).max().unwrap_or(0);
    // (Sized for the longest block at once: blocks of growing length regrew it.)
    let mut keep: Vec<bool> = Vec::with_capacity(longest);
    let mut groups: SmallVec<[(usize, usize); 64]> = SmallVec::with_capacity(longest);
    // Position (in layout order, counted over all blocks) of the last instruction that
    // writes each vreg, and each block's first position.
    let mut def_pos_buf: Vec<u32> = Vec::new();
    let mut block_start: SmallVec<[u32; 32]> = SmallVec::with_capacity(f.blocks.len());
    let t = table(f.variant);
    loop {
        reads_buf.clear();
        reads_buf.resize(f.vregs.len(), 0);
        def_pos_buf.clear();
        def_pos_buf.resize(f.vregs.len(), 0);
        let reads: &mut [u32] = &mut reads_buf;
        let def_pos: &mut [u32] = &mut def_pos_buf;
        {
            block_start.clear();
            let mut pos = 0u32;
            for b in &f.blocks {
                block_start.push(pos);
                for i in &b.insts {
                    for (k, op) in i.ops.iter().enumerate() {
                        if let Some(r) = op.vreg() {
                            if !i.is_def(k) {
                                reads[r.0 as usize] += 1;
                            } else {
                                def_pos[r.0 as usize] = pos;
                            }
                        }
                    }
                    if let Some(MOp::V { reg, .. }) = i.ret {
                        def_pos[reg.0 as usize] = pos;
                    }
                    pos += 1;
                }
                for a in b.args.iter().chain(&b.linear_args).flatten() {
                    reads[a.0 as usize] += 1;
                }
            }
        }
        let mut changed = false;
        // Whether a removal dropped a read of a vreg written after the removed group:
        // a group this round already kept may be dead now.
        let mut again = false;
        // Whether some body instruction may write only unread dwords ([`dead_dwords`]),
        // asked of each block right after its removals, while it is at hand. When the round
        // ends without `again`, a block's answer is final: a later removal (at an earlier
        // position) dropped reads only of vregs written no later than itself, so none of an
        // instruction already asked (at a later position, or in its own block, asked after
        // all of that block's removals).
        let mut candidates = false;
        // Blocks and their groups last to first, the reads of each removed group dropped at
        // once: a group read only by later dead ones is found dead in the same round. A group
        // only becomes dead as reads go away, so the fixpoint is the one of rounds that each
        // remove what is dead at their start; it just takes fewer of them.
        for (bi, b) in f.blocks.iter_mut().enumerate().rev() {
            let base = block_start[bi];
            let (pro, epi) = (b.prologue, b.epilogue);
            keep.clear();
            keep.resize(b.insts.len(), true);
            groups.clear();
            let mut gs = 0;
            for k in 0..b.insts.len() {
                if !b.insts[k].group {
                    groups.push((gs, k));
                    gs = k + 1;
                }
            }
            let mut n = 0;
            for &(gs, k) in groups.iter().rev() {
                if !(k >= pro && k < epi) {
                    continue;
                }
                let group = &b.insts[gs..=k];
                if !group_dead(t, group, reads) {
                    continue;
                }
                // Reads inside the group itself (temporaries of a multi-instruction
                // expansion), dropped with it.
                inner.clear();
                for i in group {
                    for (j, op) in i.ops.iter().enumerate() {
                        if let (Some(r), false) = (op.vreg(), i.is_def(j)) {
                            match inner.iter_mut().find(|(v, _)| *v == r.0) {
                                Some(e) => e.1 += 1,
                                None => inner.push((r.0, 1)),
                            }
                        }
                    }
                }
                for &(r, c) in &inner {
                    reads[r as usize] -= c;
                    // (A def inside the group goes with it.)
                    again |= def_pos[r as usize] > base + k as u32;
                }
                for x in &mut keep[gs..=k] {
                    *x = false;
                }
                n += k + 1 - gs;
            }
            if n > 0 {
                if let Some(d) = defs.as_mut() {
                    for (i, _) in b.insts.iter().zip(&keep).filter(|(_, k)| !**k) {
                        d.remove_inst(i);
                    }
                }
                let mut it = keep.iter();
                b.insts.retain(|_| *it.next().unwrap());
                b.epilogue -= n;
                removed += n;
                changed = true;
            }
            if !candidates {
                candidates = b
                    .body()
                    .iter()
                    .any(|i| may_write_unread(t, &f.vregs, reads, i));
            }
        }
        // (Each round counts afresh: positions moved.)
        if !changed || !again {
            let n = dead_dwords(f, reads, defs, candidates);
            if n == 0 {
                return removed;
            }
            removed += n;
        }
    }
}

/// Whether the group `group` is dead (module doc): every instruction a hardware instruction
/// without returned value, atomic or ordered memory access, or a copy; every def a vreg nothing
/// outside the group reads (`reads`: reads in the whole function) or VCC/SCC scratch; and some
/// vreg def unless the group holds no hardware instruction. A def with reads is checked
/// against the group's own reads of it first, so a live group (most are) costs one scan.
fn group_dead(t: &gfxc_isa::table::IsaTable, group: &[crate::mir::MInst], reads: &[u32]) -> bool {
    // Reads of `r` outside the group (a def read only inside it is as dead as one never read).
    let used = |r: u32| {
        let n = reads[r as usize];
        if n == 0 {
            return false;
        }
        let mut inside = 0;
        for i in group {
            for (j, op) in i.ops.iter().enumerate() {
                if let MOp::V { reg, .. } = op {
                    inside += u32::from(reg.0 == r && !i.is_def(j));
                }
            }
        }
        n > inside
    };
    let mut any_def = false;
    group.iter().all(|i| {
        let Kind::Hw(row) = i.kind else {
            return matches!(i.kind, Kind::Pseudo(crate::mir::Pseudo::Copy))
                && i.ops[0].vreg().is_some_and(|r| !used(r.0));
        };
        // Atomics, and loads the memory model must keep (volatile or atomic
        // ones: their ordering and their access are observable) are never dead.
        let ordered = i
            .mem
            .is_some_and(|m| m.volatile || m.ordering.is_atomic() || m.kind != MemKind::Load);
        if i.ret.is_some() || ordered {
            return false;
        }
        // The def operands: the set bits of `defs` below the operand count.
        let mut bits = i.defs;
        while bits != 0 {
            let j = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let dead_def = match i.ops.get(j) {
                None => break,
                Some(MOp::V { reg, .. }) => {
                    any_def = true;
                    !used(reg.0)
                }
                Some(MOp::P(r)) => {
                    r.file == RegFile::Special && (r.index == code::VCC_LO || r.index == code::SCC)
                }
                Some(_) => true,
            };
            if !dead_def {
                return false;
            }
        }
        !t.def(row).has(flag::ATOMIC)
    }) && (any_def || group.iter().all(|i| !matches!(i.kind, Kind::Hw(_))))
}

/// Dwords `off..off+n` of a vreg as a bit mask (a register wider than 64 dwords counts whole).
fn dword_mask(off: u8, n: u8) -> u64 {
    let end = u32::from(off) + u32::from(n);
    if end >= 64 {
        !0u64 << off.min(63)
    } else {
        ((1u64 << n) - 1) << off
    }
}

/// The moves [`dead_dwords`] may remove: a hardware move or a copy without DPP/SDWA
/// encoding, memory semantics or return value (it writes its def and reads only its source).
fn plain_move(t: &gfxc_isa::table::IsaTable, i: &crate::mir::MInst) -> bool {
    const MOV: [Op; 5] = [
        Op::s_mov_b32,
        Op::s_mov_b64,
        Op::s_movk_i32,
        Op::v_mov_b32_e32,
        Op::v_mov_b32_e64,
    ];
    match i.kind {
        Kind::Hw(row) => {
            i.ret.is_none()
                && i.mem.is_none()
                && i.m.ext == gfxc_isa::table::Ext::None
                && MOV.contains(&t.props(row).op)
        }
        Kind::Pseudo(crate::mir::Pseudo::Copy) => i.ret.is_none(),
        _ => false,
    }
}

/// Whether `i` may write only dwords nobody reads ([`dead_dwords`]): only a move whose def is
/// part of its vreg, or a vreg no operand or block argument reads (`reads`, the counts of
/// [`dce`]'s last round), can: a read of a vreg reads some of its dwords, all of which a
/// whole-vreg def writes.
fn may_write_unread(
    t: &gfxc_isa::table::IsaTable,
    vregs: &[crate::mir::VRegInfo],
    reads: &[u32],
    i: &crate::mir::MInst,
) -> bool {
    let mut bits = i.defs;
    while bits != 0 {
        let k = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if let Some(MOp::V { reg, off, n }) = i.ops.get(k) {
            let r = reg.0 as usize;
            if *off != 0 || *n < vregs[r].width || reads[r] == 0 {
                return plain_move(t, i);
            }
        }
    }
    false
}

/// Removes single instructions (also from inside a group) that only write dwords of vregs
/// nobody reads, while other dwords of the same vregs are read: the high half of a
/// zero-extended pair whose readers take only the low dword (`s_mov_b32 s1, 0`), say. Only
/// copies and moves qualify (no implicit SCC/VCC def a later member of the group may read).
/// `candidates`: whether some body instruction satisfies [`may_write_unread`] (found by
/// [`dce_with`]'s last round; debug builds check it). Without one there is nothing to find
/// (the usual case), and no read masks to gather. Returns how many were removed.
fn dead_dwords(
    f: &mut MFunction,
    reads: &[u32],
    defs: &mut Option<crate::mir::DwordDefs>,
    candidates: bool,
) -> usize {
    let t = table(f.variant);
    let plain = |i: &crate::mir::MInst| plain_move(t, i);
    debug_assert_eq!(
        candidates,
        f.blocks.iter().any(|b| b
            .body()
            .iter()
            .any(|i| may_write_unread(t, &f.vregs, reads, i))),
        "dce: dead-dword candidates in {}",
        f.name
    );
    if !candidates {
        // (Debug builds check that the full search agrees.)
        if cfg!(debug_assertions) {
            let read = read_masks(f, &plain);
            for b in &f.blocks {
                for i in b.body() {
                    assert!(
                        !writes_unread(i, &plain, &read),
                        "dce: dead dwords missed in {}",
                        f.name
                    );
                }
            }
        }
        return 0;
    }
    let read = read_masks(f, &plain);
    let mut removed = 0;
    for b in &mut f.blocks {
        let (pro, epi) = (b.prologue, b.epilogue);
        let dead = |i: &crate::mir::MInst| writes_unread(i, &plain, &read);
        let mut k = epi.min(b.insts.len());
        while k > pro {
            k -= 1;
            if !dead(&b.insts[k]) {
                continue;
            }
            // The last member of a group leaves the group's end to the one before it.
            if !b.insts[k].group && k > 0 && b.insts[k - 1].group {
                b.insts[k - 1].group = false;
            }
            if let Some(d) = defs.as_mut() {
                d.remove_inst(&b.insts[k]);
            }
            b.insts.remove(k);
            b.epilogue -= 1;
            removed += 1;
        }
    }
    removed
}

/// The dwords of each vreg something reads, by vreg number (`plain`: [`dead_dwords`]'s moves).
fn read_masks(f: &MFunction, plain: &impl Fn(&crate::mir::MInst) -> bool) -> Vec<u64> {
    let mut read = vec![0u64; f.vregs.len()];
    for b in &f.blocks {
        for i in &b.insts {
            // Any other instruction's defs count as read too: an operand written in place
            // (the data of a returning `buffer_atomic_cmpswap`, an accumulator) is read by
            // the instruction that writes it.
            let p = plain(i);
            for (k, op) in i.ops.iter().enumerate() {
                if let MOp::V { reg, off, n } = op {
                    if !p || !i.is_def(k) {
                        read[reg.0 as usize] |= dword_mask(*off, *n);
                    }
                }
            }
            if let Some(MOp::V { reg, .. }) = i.ret {
                read[reg.0 as usize] = !0;
            }
        }
        for a in b.args.iter().chain(&b.linear_args).flatten() {
            read[a.0 as usize] = !0;
        }
    }
    read
}

/// A plain move or copy whose defs are all vreg dwords nothing reads (`read`: [`read_masks`]).
fn writes_unread(
    i: &crate::mir::MInst,
    plain: &impl Fn(&crate::mir::MInst) -> bool,
    read: &[u64],
) -> bool {
    plain(i)
        && i.ops.iter().enumerate().any(|(j, _)| i.is_def(j))
        && i.ops.iter().enumerate().all(|(j, op)| match op {
            MOp::V { reg, off, n } if i.is_def(j) => {
                read[reg.0 as usize] & dword_mask(*off, *n) == 0
            }
            _ => !i.is_def(j),
        })
}
