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
    // MAX_TAILS + 1: `count(k, b)` is 1 for the entry (a walk may stop there) plus, for each
    // predecessor p of length `len`, 1 when `len >= b` and `count(p, b - len)` otherwise.
    //
    // A node other than the entry with exactly one predecessor has that predecessor's term as
    // its count: following such nodes back from a predecessor `p` leads to a node `h` with
    // another number of predecessors (or the entry) after `s` more instructions, and p's term
    // is 1 when `len + s >= b`, else `count(h, b - len - s)` (the sums only grow along the
    // chain; `s` stops growing at the window, no budget exceeds it, so a chain in a cycle
    // ends too). So only those nodes `h` (the "rows") need counts of their own, and each of
    // their predecessor edges is one term `(row of h', weight len + s)`. Every term reads a
    // count at a smaller budget, so the counts fill a table by rising budget, row by row:
    // no recursion and no memo tests. Small kernels keep every table on the stack.
    let n = nds.len();
    let w = window as usize;
    let len = |k: usize| nds[k].hi - nds[k].lo;
    // Per node: how many predecessors, and the last one (the only one when there is one).
    let mut pred: SmallVec<[(u32, u32); 32]> = SmallVec::from_elem((0, 0), n);
    for (k, nd) in nds.iter().enumerate() {
        for &s in &nd.succs {
            pred[s] = (pred[s].0 + 1, k as u32);
        }
    }
    let is_row = |k: usize| k == 0 || pred[k].0 != 1;
    // Per node: the row its chain leads to (as a node) and the instructions on the way.
    let mut jump: SmallVec<[(u32, usize); 32]> = SmallVec::with_capacity(n);
    // Per node: its row number (rows only).
    let mut row: SmallVec<[u32; 32]> = SmallVec::from_elem(u32::MAX, n);
    let mut rows = 0usize;
    for j in 0..n {
        let (mut k, mut s) = (j, 0);
        while !is_row(k) && s < w {
            let p = pred[k].1 as usize;
            s += len(p);
            k = p;
        }
        jump.push((k as u32, s));
        if is_row(j) {
            row[j] = rows as u32;
            rows += 1;
        }
    }
    let (pred, jump, row) = (&pred[..], &jump[..], &row[..]);
    // Each row's terms that are 1 at every budget up to the window (and the entry's own 1),
    // and the others: (row, row read, weight below the window).
    let mut base: SmallVec<[u32; 32]> = SmallVec::from_elem(0, rows);
    if let Some(entry) = base.first_mut() {
        *entry = 1; // the entry is node 0, row 0
    }
    let mut terms: SmallVec<[(u32, u32, u32); 32]> = SmallVec::new();
    for (p, nd) in nds.iter().enumerate() {
        let (h, s) = jump[p];
        for &t in &nd.succs {
            if !is_row(t) {
                continue;
            }
            let weight = len(p) + s;
            if weight >= w {
                base[row[t] as usize] += 1;
            } else {
                terms.push((row[t], row[h as usize], weight as u32));
            }
        }
    }
    let all_entered = (1..n).all(|k| pred[k].0 > 0);
    // When every node but the entry has a predecessor, every count is at least 1 (by
    // induction on `b`: each term is 1 or a count at a smaller budget) and so does not drop
    // as `b` grows (a term 1 becomes a count >= 1). A node other than the entry with one
    // predecessor `p` then counts at most what `p` counts at the full window (its count is
    // 1 or `p`'s at a smaller budget), and `p` is checked itself: only the rows need
    // checking.
    //
    // Then a coarser count bounds them from above: budgets in units of `q`, the smallest
    // weight, with every weight rounded down to whole units (at least 1) and a budget `b`
    // rounded up to `ceil(b / q)` units. By induction on `b`, each term of the exact count is
    // at most the coarse one: a term 1 against a coarse count >= 1, and `count(h', b - W)`
    // against the coarse count at `ceil(b / q) - floor(W / q)` units, which is at least
    // `ceil((b - W) / q)` (and the coarse counts do not drop as units grow either). The
    // coarse table has `q` times fewer budgets; only when it allows more than MAX_TAILS does
    // the exact one decide.
    let q = terms.iter().map(|t| t.2).min().unwrap_or(1);
    // Only the rows are checked there, at the full budget: a row no term reads (the exit's)
    // needs no smaller budget, so its terms are added at the full budget alone.
    let coarse = all_entered && q > 1 && {
        let mut read: SmallVec<[bool; 32]> = SmallVec::from_elem(false, rows);
        for t in &terms {
            read[t.1 as usize] = true;
        }
        let mut units: SmallVec<[(u32, u32, u32); 32]> = SmallVec::new();
        let mut last: SmallVec<[(u32, u32, u32); 8]> = SmallVec::new();
        for &(r, from, wt) in &terms {
            let unit = (r, from, wt / q);
            if read[r as usize] {
                units.push(unit);
            } else {
                last.push(unit);
            }
        }
        let levels = w.div_ceil(q as usize);
        let mut table: SmallVec<[u32; 256]> = SmallVec::from_elem(1, (2 * levels + 1) * rows);
        walk_table(&mut table, rows, &base, &units, levels);
        // (Counts past MAX_TAILS stay past it: every read value is exact or `cap`.)
        let at = 2 * levels * rows;
        for &(r, from, weight) in &last {
            let m = table[(2 * levels - weight as usize) * rows + from as usize];
            let x = &mut table[at + r as usize];
            *x = x.saturating_add(m);
        }
        table[at..].iter().all(|&c| c as usize <= MAX_TAILS)
    };
    let fits = coarse || {
        let mut table: SmallVec<[u32; 1024]> = SmallVec::from_elem(1, (2 * w + 1) * rows);
        walk_table(&mut table, rows, &base, &terms, w);
        let count = |k: usize| match jump[k] {
            (_, s) if s >= w => 1,
            (h, s) => table[(2 * w - s) * rows + row[h as usize] as usize],
        };
        (0..n)
            .filter(|&k| !all_entered || is_row(k))
            .all(|k| count(k) as usize <= MAX_TAILS)
    };
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
        let mut at = vec![0u32; n + 1];
        for nd in nds {
            for &s in &nd.succs {
                at[s + 1] += 1;
            }
        }
        for k in 0..n {
            at[k + 1] += at[k];
        }
        let mut fill = at.clone();
        let mut preds = vec![(0u32, 0usize); at[n] as usize];
        for (k, nd) in nds.iter().enumerate() {
            for &s in &nd.succs {
                preds[fill[s] as usize] = (k as u32, nd.hi - nd.lo);
                fill[s] += 1;
            }
        }
        let mut memo = vec![u32::MAX; n * (w + 1)];
        let plain_fits = (0..n).all(|k| plain(&at, &preds, &mut memo, k, w) as usize <= MAX_TAILS);
        // Every row's count at every budget, too.
        let mut table = vec![1; (2 * w + 1) * rows];
        walk_table(&mut table, rows, &base, &terms, w);
        for k in (0..n).filter(|&k| is_row(k)) {
            for b in 1..=w {
                let want = plain(&at, &preds, &mut memo, k, b);
                let got = table[(w + b) * rows + row[k] as usize];
                assert_eq!(got, want, "walks of {k} at {b}");
            }
        }
        assert_eq!(fits, plain_fits, "walk counts");
    }
    fits
}

/// The walk counts of [`nothing_to_fix`] by rising budget: `t[(levels + b) * rows + r]` is
/// row r's count at budget b, for b from 1 to `levels`, from each row's `base` (its terms that
/// are 1 at every budget) and its other `terms` (row, row read, weight below `levels`), each
/// counted up to MAX_TAILS + 1. Every term reads a smaller budget, so one pass fills it, with
/// no recursion and no memo tests. Below them, the budgets from `1 - levels` to 0 must hold 1
/// (`t` comes filled with 1), a term's value when its weight covers the budget, so a term is
/// one read without a test. (The callers keep small kernels' tables on the stack.)
fn walk_table(t: &mut [u32], rows: usize, base: &[u32], terms: &[(u32, u32, u32)], levels: usize) {
    let cap = MAX_TAILS as u32 + 1;
    for b in levels + 1..=2 * levels {
        let at = b * rows;
        t[at..at + rows].copy_from_slice(base);
        for &(r, from, weight) in terms {
            let m = t[(b - weight as usize) * rows + from as usize];
            let x = &mut t[at + r as usize];
            *x = x.saturating_add(m);
        }
        for x in &mut t[at..at + rows] {
            *x = (*x).min(cap);
        }
    }
}
