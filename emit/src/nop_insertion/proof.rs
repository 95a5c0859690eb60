//! The quick proof of [`super::insert_hazard_fixes`]: whether a kernel needs no hazard fix and
//! no reset on any path, decided without building the entry tails ([`nothing_to_fix`]). When
//! it holds, the full analysis would find nothing either; debug builds run it anyway and fail
//! if it does.

use super::*;

/// Registers by file (the first 512 of each), for [`nothing_to_fix`].
#[derive(Default)]
struct RegSet([[u64; 8]; 5]);

impl RegSet {
    fn file(f: gfxc_isa::regs::RegFile) -> usize {
        use gfxc_isa::regs::RegFile as F;
        match f {
            F::Sgpr => 0,
            F::Vgpr => 1,
            F::Agpr => 2,
            F::Ttmp => 3,
            F::Special => 4,
        }
    }
    /// Adds the registers of `r`; false when they lie beyond the set.
    fn insert(&mut self, r: &Range) -> bool {
        let (lo, hi) = (r.lo as usize, r.lo as usize + r.n as usize);
        if hi > 512 {
            return false;
        }
        let f = &mut self.0[Self::file(r.file)];
        for x in lo..hi {
            f[x / 64] |= 1 << (x % 64);
        }
        true
    }
    /// Whether some register of `r` is in the set (registers beyond it count as in it).
    fn hits(&self, r: &Range) -> bool {
        let (lo, hi) = (r.lo as usize, r.lo as usize + r.n as usize);
        if hi > 512 {
            return true;
        }
        let f = &self.0[Self::file(r.file)];
        (lo..hi).any(|x| f[x / 64] >> (x % 64) & 1 == 1)
    }
}

/// Whether the code needs no fix and no reset whatever paths run through it, decided without
/// the tails (the answer the full analysis gives when it holds; most kernels):
/// * no node can be entered by more than [`MAX_TAILS`] tails: distinct tails entering a node
///   are at most the distinct backward walks of `window` instructions from its entry (each
///   instruction supplies at least one wait state, and a tail extended back to `window`
///   instructions or the kernel entry is such a walk), counted up to the bound;
/// * no rule can fire for any history made of the kernel's instructions: a wait-state or
///   separating-instruction rule reports a need only at a producer of its `first` class on
///   which the consumer depends (`needs_of`), and a pattern rule cannot match without its
///   trigger (`first_need`); so it suffices that no pair of the code's instructions is such
///   a producer and consumer, and no pattern rule has both a trigger and a consumer here.
pub(super) fn nothing_to_fix(items: &[Item], nds: &[Node], masks: &Masks, window: u32) -> bool {
    // The rules some item can be the producer, consumer or trigger of: a rule no item is the
    // producer or no item the consumer of reports nothing below (each case needs both), so
    // it is passed over without a walk over the items per rule.
    let (firsts, seconds, trigs) = masks.it.iter().fold((0u64, 0u64, 0u64), |(f, s, t), m| {
        (f | m.first, s | m.second, t | m.trig)
    });
    for (ri, &bit) in masks.bit_of.iter().enumerate() {
        if bit == 0 {
            continue;
        }
        let r = &RULES[ri];
        match r.waits {
            Waits::Exempt(_) => continue,
            Waits::Pattern { .. } => {
                if trigs & bit != 0 && seconds & bit != 0 {
                    return false;
                }
            }
            // Every case below needs a producer and a consumer of the rule in the code.
            _ if firsts & bit == 0 || seconds & bit == 0 => continue,
            _ => {
                let v = match items.first() {
                    Some(i) => i.0.variant,
                    None => return true,
                };
                // A bit of one rule only (all but the last when more than 64 rules apply
                // share it) says exactly what `is_class` would.
                let exact = bit != 1 << 63 || masks.tab.applicable <= 64;
                let is_producer = |p: usize| {
                    masks.it[p].first & bit != 0
                        && (exact || {
                            let (pi, pdpp) = masks.info(items, p);
                            is_class(r.first, pi, *pdpp)
                        })
                };
                let is_consumer = |c: usize| {
                    masks.it[c].second & bit != 0
                        && (exact || {
                            let (ci, cdpp) = masks.info(items, c);
                            is_class(r.second, ci, *cdpp)
                        })
                };
                let n = items.len();
                match r.dep {
                    Dep::Raw(w, Slot::ExeczVccz) => {
                        if (0..n).any(|p| {
                            is_producer(p) && !slot_regs(w, &masks.info(items, p).0, v).is_empty()
                        }) && (0..n).any(|c| {
                            is_consumer(c)
                                && !slot_regs(Slot::ExeczVccz, &masks.info(items, c).0, v)
                                    .is_empty()
                        }) {
                            return false;
                        }
                    }
                    // The consumer depends on some producer exactly when its slot overlaps
                    // the union of the producers' slots.
                    Dep::Raw(w, rs) | Dep::Waw(w, rs) | Dep::War(w, rs) => {
                        let mut set = RegSet::default();
                        let mut any = false;
                        for p in (0..n).filter(|&p| is_producer(p)) {
                            for x in slot_regs(w, &masks.info(items, p).0, v) {
                                if !set.insert(&x) {
                                    return false;
                                }
                                any = true;
                            }
                        }
                        if any
                            && (0..n).filter(|&c| is_consumer(c)).any(|c| {
                                slot_regs(rs, &masks.info(items, c).0, v)
                                    .iter()
                                    .any(|x| set.hits(x))
                            })
                        {
                            return false;
                        }
                    }
                    Dep::Order => {
                        if (0..n).any(is_producer) && (0..n).any(is_consumer) {
                            return false;
                        }
                    }
                    Dep::RawSame(..) | Dep::SameHwreg => {
                        for c in (0..n).filter(|&c| is_consumer(c)) {
                            for p in (0..n).filter(|&p| is_producer(p)) {
                                if depends(
                                    r.dep,
                                    &masks.info(items, p).0,
                                    &masks.info(items, c).0,
                                    v,
                                ) {
                                    return false;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    // Walks entering node k with `b` instructions still to go (`b` >= 1), counted up to
    // MAX_TAILS + 1. The predecessors of node k are `preds[at[k]..at[k + 1]]`, each with its
    // length (one flat list: no per-node vector, no node lookup per step).
    let n = nds.len();
    let mut at = vec![0u32; n + 1];
    for nd in nds {
        for &s in &nd.succs {
            at[s + 1] += 1;
        }
    }
    for k in 0..n {
        at[k + 1] += at[k];
    }
    // By node: the fill cursor of its predecessors here, then (below) where `count` goes
    // from it, its memo row and the instructions on the way (one vector for the three).
    let mut jump: Vec<(u32, u32, usize)> = at[..n].iter().map(|&a| (a, 0, 0)).collect();
    let mut preds = vec![(0u32, 0usize); at[n] as usize];
    for (k, nd) in nds.iter().enumerate() {
        for &s in &nd.succs {
            preds[jump[s].0 as usize] = (k as u32, nd.hi - nd.lo);
            jump[s].0 += 1;
        }
    }
    let w = window as usize;
    // Memo rows only for the nodes `count` memoizes (the entry and nodes without exactly one
    // predecessor).
    let mut rows = 0u32;
    for k in 0..n {
        if k == 0 || at[k + 1] - at[k] != 1 {
            jump[k].1 = rows;
            rows += 1;
        }
    }
    let mut memo: Vec<u32> = vec![u32::MAX; rows as usize * (w + 1)];
    // A node other than the entry with one predecessor has that predecessor's term as its
    // count (1 when the predecessor's length covers the budget): the chain of such nodes
    // leads to a memoized node `h` after `s` instructions, and the count is 1 when `s`
    // covers the budget `b`, else `h`'s at `b - s` (the sums only grow along the chain).
    // Each node's `(h, s)` once, instead of a walk along the chain per call; `s` stops
    // growing at the window (no budget exceeds it), so a chain in a cycle ends too.
    for (j, e) in jump.iter_mut().enumerate() {
        let (mut k, mut s) = (j, 0);
        while k != 0 && at[k + 1] - at[k] == 1 && s < w {
            let (p, len) = preds[at[k] as usize];
            s += len;
            k = p as usize;
        }
        (e.0, e.2) = (k as u32, s);
    }
    struct Walks<'a> {
        at: &'a [u32],
        preds: &'a [(u32, usize)],
        jump: &'a [(u32, u32, usize)],
        stride: usize,
        memo: &'a mut [u32],
    }
    impl Walks<'_> {
        fn count(&mut self, k: usize, b: usize) -> u32 {
            let cap = MAX_TAILS as u32 + 1;
            let (h, _, s) = self.jump[k];
            if s >= b {
                return 1;
            }
            let (k, b) = (h as usize, b - s);
            let at = self.jump[k].1 as usize * self.stride + b;
            let m = self.memo[at];
            if m != u32::MAX {
                return m;
            }
            let mut n = u32::from(k == 0);
            for i in self.at[k] as usize..self.at[k + 1] as usize {
                let (p, len) = self.preds[i];
                let m = if len >= b {
                    1
                } else {
                    self.count(p as usize, b - len)
                };
                n = n.saturating_add(m).min(cap);
            }
            self.memo[at] = n;
            n
        }
    }
    let mut walks = Walks {
        at: &at,
        preds: &preds,
        jump: &jump,
        stride: w + 1,
        memo: &mut memo,
    };
    // When every node but the entry has a predecessor, every count is at least 1 (by
    // induction on `b`: each term is 1 or a count at a smaller budget) and so does not drop
    // as `b` grows (a term 1 becomes a count >= 1). A node other than the entry with one
    // predecessor `p` then counts at most what `p` counts at the full window (its count is
    // 1 or `p`'s at a smaller budget), and `p` is checked itself: only the entry and the
    // nodes with several predecessors need a count of their own, which also spares the
    // walks along each chain and the budgets only those walks reach.
    let all_entered = (1..n).all(|k| at[k + 1] > at[k]);
    let fits = (0..n)
        .filter(|&k| !all_entered || k == 0 || at[k + 1] - at[k] != 1)
        .all(|k| walks.count(k, w) as usize <= MAX_TAILS);
    // Debug builds: the same answer from the plain recursion (a memo entry per node).
    #[cfg(debug_assertions)]
    {
        fn plain(at: &[u32], preds: &[(u32, usize)], memo: &mut [u32], k: usize, b: usize) -> u32 {
            let (cap, stride) = (MAX_TAILS as u32 + 1, memo.len() / (at.len() - 1));
            if memo[k * stride + b] != u32::MAX {
                return memo[k * stride + b];
            }
            let mut n = u32::from(k == 0);
            for &(p, len) in &preds[at[k] as usize..at[k + 1] as usize] {
                let m = if len >= b {
                    1
                } else {
                    plain(at, preds, memo, p as usize, b - len)
                };
                n = n.saturating_add(m).min(cap);
            }
            memo[k * stride + b] = n;
            n
        }
        let mut memo = vec![u32::MAX; n * (w + 1)];
        let plain_fits = (0..n).all(|k| plain(&at, &preds, &mut memo, k, w) as usize <= MAX_TAILS);
        assert_eq!(fits, plain_fits, "walk counts");
    }
    fits
}
