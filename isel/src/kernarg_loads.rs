//! Kernel-argument loads on machine IR (before register allocation): every scalar load from
//! the kernarg segment pointer at an immediate offset is read once, at kernel entry, by as few
//! and as wide `s_load` instructions as cover the dwords the kernel reads, as LLVM's
//! `AMDGPULowerKernelArguments` (all argument loads in the entry block) and
//! `SILoadStoreOptimizer` (adjacent scalar loads merged) make llc-19 do.
//!
//! Why: the kernarg segment — explicit arguments and the hidden arguments after them, which
//! selection also reads for the dispatch-packet fields (`Selector::special_load`) — is
//! read-only memory that does not change during the dispatch (AMDGPUUsage "Kernel Argument
//! Segment", "Amdhsa Code Object V5 Metadata": hidden arguments). Lowering rewrites every
//! sub-dword segment read as dword reads plus shifts (`gfxc_lower::segment_loads`), so two
//! `u16` fields of one dword (e.g. `hidden_group_size_x`/`_y` at implicit offsets 12 and 14)
//! became two loads of the same dword, each followed by its own `s_waitcnt` where it was
//! used. One wide load per window at entry is one issue and one wait for all of them.
//!
//! Guarantees:
//! * only `s_load_dword{,x2,x4,x8}` (GFX11 `s_load_b32/b64/b128/b256`) whose base is the whole
//!   kernarg-pointer vreg (defined once, by the entry pseudo) with an immediate offset, no
//!   memory semantics and no group are touched; every such load's result holds exactly the
//!   dwords it held before (same segment bytes, read earlier: the segment is constant);
//! * a merged load reads only dwords between the lowest and the highest dword some original
//!   load read, so it never reads past what the kernel read before;
//! * a window of `W` dwords (`W` in 1, 2, 4, 8) is used only when more than half of its dwords
//!   are read by some original load, so merging never more than doubles the SGPRs loaded, and
//!   only when it holds every original load it overlaps whole; loads no window can hold (a
//!   run of 3, 5, 6 or 7 overlapping dwords between sparse neighbours) stay as they were;
//! * the merged loads are the first instructions of the entry block (the entry pseudo and the
//!   prologs selection adds later go before them); uses of an old result become sub-ranges of
//!   the merged tuple, and a result passed as a block argument (block arguments are whole
//!   registers) is copied out of the tuple right after the loads.

use crate::mir::{Bank, DwordDefs, Kind, MFunction, MInst, MOp, Pseudo, VReg};
use gfxc_isa::processors::Generation;
use gfxc_isa::regs::Operand;
use gfxc_isa::table::table;
use gfxc_isa::Op;
use smallvec::SmallVec;

/// Dwords loaded by each scalar-load opcode, pre-GFX11 and GFX11+ names.
fn load_width(op: Op) -> Option<u8> {
    Some(match op {
        Op::s_load_dword | Op::s_load_b32 => 1,
        Op::s_load_dwordx2 | Op::s_load_b64 => 2,
        Op::s_load_dwordx4 | Op::s_load_b128 => 4,
        Op::s_load_dwordx8 | Op::s_load_b256 => 8,
        _ => return None,
    })
}

/// The scalar load of `w` dwords on this function's target (`None` when it has none).
fn load_op(f: &MFunction, w: u8) -> Option<Op> {
    let t = table(f.variant);
    let ops: &[Op] = match w {
        1 => &[Op::s_load_dword, Op::s_load_b32],
        2 => &[Op::s_load_dwordx2, Op::s_load_b64],
        4 => &[Op::s_load_dwordx4, Op::s_load_b128],
        8 => &[Op::s_load_dwordx8, Op::s_load_b256],
        _ => return None,
    };
    ops.iter().copied().find(|&o| t.has(o))
}

/// One original load: block, index, result vreg, first dword, width.
struct Site {
    block: usize,
    idx: usize,
    dst: VReg,
    dword: u32,
    w: u8,
    /// Whether a merged load replaces it (it is removed).
    gone: bool,
}

/// Bytes per unit of the SMEM/SMRD immediate offset: 4 (dwords) on GFX6/7, else 1 (ISA
/// "SMRD"/"SMEM").
fn offset_scale(gen: Generation) -> u32 {
    if gen <= Generation::Gfx7 {
        4
    } else {
        1
    }
}

/// The units of `spans`: maximal dword ranges `[start, end)` that overlapping original loads
/// connect (a merged load must hold each original load whole), in order. (Sorted and joined
/// in place: the spans are not needed after.)
fn units(mut iv: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    iv.sort_unstable();
    let mut n = 0;
    for k in 0..iv.len() {
        let (s, e) = iv[k];
        if n > 0 && s < iv[n - 1].1 {
            iv[n - 1].1 = iv[n - 1].1.max(e);
        } else {
            iv[n] = (s, e);
            n += 1;
        }
    }
    iv.truncate(n);
    iv
}

/// The windows `(first dword, width)` over `units` (module doc: widths 1/2/4/8, each unit
/// wholly inside one window or outside it, more than half of each window read, nothing past
/// the last unit). A unit no window can hold (3, 5, 6 or 7 dwords between sparse
/// neighbours) is left out: its loads stay as they are.
fn windows(units: &[(u32, u32)]) -> Vec<(u32, u8)> {
    let Some(&(_, hi)) = units.last() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < units.len() {
        let d = units[i].0;
        let fits = |w: u8| {
            let end = d + w as u32;
            let inside = units[i..].iter().take_while(|u| u.0 < end);
            let mut read = 0;
            for &(s, e) in inside {
                if e > end {
                    return false;
                }
                read += e - s;
            }
            end <= hi && 2 * read > w as u32
        };
        match [8u8, 4, 2, 1].into_iter().find(|&w| fits(w)) {
            Some(w) => {
                out.push((d, w));
                let end = d + w as u32;
                while i < units.len() && units[i].0 < end {
                    i += 1;
                }
            }
            None => i += 1,
        }
    }
    out
}

/// Merges and hoists the kernarg loads of `f` (module doc); `kernarg` is the vreg the entry
/// pseudo defines with the segment pointer. Returns how many loads were replaced. Counts of
/// writes kept in `defs` ([`MFunction::dword_defs_cached`]) are kept exact.
pub fn merge_kernarg_loads(
    f: &mut MFunction,
    kernarg: VReg,
    gen: Generation,
    defs: &mut Option<DwordDefs>,
) -> usize {
    let scale = offset_scale(gen);
    let base = MOp::whole(f, kernarg);
    let t = table(f.variant);
    // (Room for a kernel's usual few argument loads: growing it reallocated twice.)
    let mut sites: Vec<Site> = Vec::with_capacity(8);
    for (bi, b) in f.blocks.iter().enumerate() {
        for (k, inst) in b.insts.iter().enumerate() {
            // (The cheap operand tests first: few instructions read the kernarg pointer.)
            let Kind::Hw(row) = inst.kind else {
                continue;
            };
            if inst.defs != 1 || inst.ops.len() != 3 || inst.ops[1] != base {
                continue;
            }
            let Some(w) = load_width(t.props(row).op) else {
                continue;
            };
            let grouped = inst.group || (k > 0 && b.insts[k - 1].group);
            if grouped || inst.mem.is_some() {
                continue;
            }
            let MOp::C(Operand::Imm(imm)) = inst.ops[2] else {
                continue;
            };
            let MOp::V { reg, off: 0, n } = inst.ops[0] else {
                continue;
            };
            if n != w || f.info(reg).width != w || !(0..=u32::MAX as i64 / 4).contains(&imm) {
                continue;
            }
            let bytes = scale * imm as u32;
            if !bytes.is_multiple_of(4) {
                continue;
            }
            sites.push(Site {
                block: bi,
                idx: k,
                dst: reg,
                dword: bytes / 4,
                w,
                gone: false,
            });
        }
    }
    if sites.is_empty() {
        return 0;
    }
    let spans: Vec<(u32, u32)> = sites
        .iter()
        .map(|s| (s.dword, s.dword + s.w as u32))
        .collect();
    let wins = windows(&units(spans));
    // The merged loads.
    // (`head` becomes the entry block's instruction list: room for all of it at once.)
    let mut head: Vec<MInst> =
        Vec::with_capacity(wins.len() + sites.len() + f.blocks[0].insts.len());
    let mut tuples: Vec<(u32, u8, VReg)> = Vec::with_capacity(wins.len());
    for &(d, w) in &wins {
        let Some(op) = load_op(f, w) else { return 0 };
        let Some(row) = table(f.variant).row(op) else {
            return 0;
        };
        let t = f.new_vreg(Bank::S, w);
        let imm = (4 * d / scale) as i64;
        head.push(MInst {
            kind: Kind::Hw(row),
            ops: SmallVec::from_iter([
                MOp::V {
                    reg: t,
                    off: 0,
                    n: w,
                },
                base.clone(),
                MOp::C(Operand::Imm(imm)),
            ]),
            defs: 1,
            ret: None,
            m: Default::default(),
            group: false,
            fixed: Vec::new(),
            mem: None,
        });
        tuples.push((d, w, t));
    }
    // Whether `r` is passed as a block argument (asked for the few replaced loads only: no
    // table over every vreg).
    let passed = |f: &MFunction, r: VReg| {
        f.blocks.iter().any(|b| {
            b.args
                .iter()
                .chain(&b.linear_args)
                .flatten()
                .any(|&a| a == r)
        })
    };
    // The new home of each replaced load's result, by vreg number.
    let mut rename: Vec<Option<(VReg, u8)>> = vec![None; f.vregs.len()];
    for s in &mut sites {
        let Some(&(d, _, t)) = tuples
            .iter()
            .find(|(d, w, _)| *d <= s.dword && s.dword + s.w as u32 <= d + *w as u32)
        else {
            continue;
        };
        let off = (s.dword - d) as u8;
        rename[s.dst.0 as usize] = Some((t, off));
        s.gone = true;
        if passed(f, s.dst) {
            head.push(MInst {
                kind: Kind::Pseudo(Pseudo::Copy),
                ops: SmallVec::from_iter([
                    MOp::whole(f, s.dst),
                    MOp::V {
                        reg: t,
                        off,
                        n: s.w,
                    },
                ]),
                defs: 1,
                ret: None,
                m: Default::default(),
                group: false,
                fixed: Vec::new(),
                mem: None,
            });
        }
    }
    // The kept counts: the replaced loads' writes out, the merged loads' and copies' in
    // (renaming reads changes no count).
    if let Some(d) = defs.as_mut() {
        for s in sites.iter().filter(|s| s.gone) {
            d.remove_inst(&f.blocks[s.block].insts[s.idx]);
        }
        for i in &head {
            d.add_inst(&f.vregs, i);
        }
    }
    // Each block's replaced loads removed and its uses renamed in one walk; the entry block
    // rebuilt once as the merged loads and copies followed by its surviving instructions.
    // A site is never part of a group (it and the instruction before it end their groups),
    // so no group flag changes. `sites` is in block and index order.
    let k = head.len();
    let mut replaced = 0;
    let mut next = 0;
    for (bi, b) in f.blocks.iter_mut().enumerate() {
        let from = next;
        while next < sites.len() && sites[next].block == bi {
            next += 1;
        }
        let mine = &sites[from..next];
        let n = mine.iter().filter(|s| s.gone).count();
        let rename_all = |inst: &mut MInst| {
            inst.rename_uses_with(|r| rename.get(r.0 as usize).copied().flatten());
        };
        if bi == 0 && k > 0 {
            let mut gone = mine.iter().filter(|s| s.gone).map(|s| s.idx).peekable();
            for (j, mut inst) in std::mem::take(&mut b.insts).into_iter().enumerate() {
                if gone.next_if_eq(&j).is_some() {
                    continue;
                }
                rename_all(&mut inst);
                head.push(inst);
            }
            b.insts = std::mem::take(&mut head);
        } else {
            if n > 0 {
                let mut gone = mine.iter().filter(|s| s.gone).map(|s| s.idx).peekable();
                let mut j = 0;
                b.insts.retain(|_| {
                    j += 1;
                    gone.next_if_eq(&(j - 1)).is_none()
                });
            }
            for inst in &mut b.insts {
                rename_all(inst);
            }
        }
        b.epilogue -= n;
        replaced += n;
    }
    let b0 = &mut f.blocks[0];
    if b0.prologue >= 1 {
        b0.prologue += k;
    }
    b0.epilogue += k;
    replaced
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ones(v: &[u32]) -> Vec<(u32, u32)> {
        v.iter().map(|&d| (d, d + 1)).collect()
    }

    #[test]
    fn units_join_overlapping_loads_only() {
        assert_eq!(units(vec![(0, 2), (1, 3), (3, 4)]), vec![(0, 3), (3, 4)]);
        assert_eq!(units(vec![(4, 5), (0, 4), (0, 1)]), vec![(0, 4), (4, 5)]);
    }

    #[test]
    fn windows_hold_whole_units_and_stay_dense() {
        assert_eq!(windows(&ones(&[0, 1])), vec![(0, 2)]);
        assert_eq!(windows(&ones(&[0, 1, 3])), vec![(0, 4)]);
        assert_eq!(windows(&ones(&[0, 5])), vec![(0, 1), (5, 1)]);
        assert_eq!(
            windows(&ones(&[0, 1, 2, 3, 4, 5, 6, 7, 8])),
            vec![(0, 8), (8, 1)]
        );
        assert_eq!(windows(&ones(&[3, 4, 5])), vec![(3, 2), (5, 1)]);
        // An x2 load across a 4-dword boundary is never cut.
        assert_eq!(windows(&[(0, 1), (1, 2), (3, 5)]), vec![(0, 2), (3, 2)]);
        // A 3-dword unit with nothing after it fits no window: left out.
        assert_eq!(windows(&[(0, 3)]), vec![]);
        assert_eq!(windows(&[]), vec![]);
        // Exhaustive over the loads of 1, 2 or 4 dwords starting in 0..8 (a bit per start and
        // width, sampled): windows disjoint, each unit inside one window or untouched, more
        // than half of each window read, none past the last dword read.
        for mask in 0u32..1 << 12 {
            let mut sites = Vec::new();
            for k in 0..12 {
                if mask & (1 << k) != 0 {
                    let (s, w) = (k % 6 + (k / 6) * 2, [1, 2][(k / 6) as usize]);
                    sites.push((s, s + w));
                }
            }
            let us = units(sites);
            let ws = windows(&us);
            let hi = us.last().map_or(0, |u| u.1);
            let mut seen = std::collections::BTreeSet::new();
            for &(d, w) in &ws {
                let end = d + w as u32;
                assert!(matches!(w, 1 | 2 | 4 | 8));
                assert!(end <= hi);
                let read: u32 = us
                    .iter()
                    .filter(|u| u.0 >= d && u.1 <= end)
                    .map(|u| u.1 - u.0)
                    .sum();
                assert!(
                    2 * read > w as u32,
                    "{mask:#b}: window ({d},{w}) too sparse"
                );
                for u in &us {
                    assert!(
                        u.1 <= d || u.0 >= end || (u.0 >= d && u.1 <= end),
                        "{mask:#b}: cut"
                    );
                }
                for x in d..end {
                    assert!(seen.insert(x), "{mask:#b}: windows overlap at {x}");
                }
            }
            for u in &us {
                let held = ws.iter().any(|&(d, w)| u.0 >= d && u.1 <= d + w as u32);
                assert!(
                    held || !matches!(u.1 - u.0, 1 | 2 | 4 | 8),
                    "{mask:#b}: {u:?} left out"
                );
            }
        }
    }
}
