//! regalloc2's three register classes as tuple-width buckets of one register file.
//!
//! Guarantees: every virtual register of the bank gets one class; the registers of a class
//! have tuple widths in the same power-of-two bucket (1, 2, 4, 8, 16, 32 dwords; a 3-dword
//! tuple is in the 4 bucket; with more than three buckets in one file the widest merge into
//! the next wider one, so a class may hold narrower tuples than its width), except that single
//! registers whose demand exceeds every class left to them are also spread over the classes of
//! wider buckets (class width = the wider; all classes of such a bucket are kept balanced by
//! live count); registers joined by block arguments, and a two-address instruction's
//! destination and tied input, share their class (regalloc2
//! moves only within a class). Each width present gets one class; a width whose measured
//! demand (the most registers of that width live at once) exceeds the 64 registers of a
//! class gets the classes no other width needs, and its registers are spread over them so
//! that the live count of each stays balanced (`regpressure_128`: 150+ live floats). Classes
//! are only names: [`crate::color`] packs every class onto one shared file afterwards.

use gfxc_ir::StageError;
use gfxc_mir::{Bank, MFunction, VReg};
use regalloc2::RegClass;
use smallvec::SmallVec;

/// Registers per regalloc2 class (6-bit `hw_enc`).
pub const CLASS_REGS: usize = 64;

/// The classes of one register file.
#[derive(Clone, Debug)]
pub struct Classes {
    /// Tuple width bucket of each class (0: class unused).
    pub width: [u8; 3],
    /// Class of each virtual register (`None`: another bank).
    pub of: Vec<Option<RegClass>>,
    /// Most registers of each class live at once (interval estimate; for a class of a
    /// bucket of at most [`CLASS_REGS`] groups, where it decides nothing, the bucket's group
    /// count unless `GFXC_RA_DEBUG` prints it or debug assertions are on).
    pub demand: [usize; 3],
}

/// The three classes in index order.
pub const CLASSES: [RegClass; 3] = [RegClass::Int, RegClass::Float, RegClass::Vector];

/// Width bucket of a tuple width.
pub fn bucket(width: u8) -> u8 {
    width.max(1).next_power_of_two()
}

fn find(p: &mut [usize], mut x: usize) -> usize {
    while p[x] != x {
        p[x] = p[p[x]];
        x = p[x];
    }
    x
}

/// Calls `each` on every (branch argument, block parameter) pair of `f`, block by block: the
/// arguments of the logical edges, then those of the linear edges (lane masks), which go to
/// the SGPR parameters of linear successors. (Plain loops: the walk runs for every function.)
fn edge_pairs(f: &MFunction, mut each: impl FnMut(VReg, VReg)) {
    for b in &f.blocks {
        for (k, s) in b.logical_succs.iter().enumerate() {
            let params = &f.blocks[s.0 as usize].params;
            for (&a, &p) in b.args[k].iter().zip(params) {
                each(a, p);
            }
        }
        for (k, s) in b.linear_succs.iter().enumerate() {
            let Some(args) = b.linear_args.get(k) else {
                continue;
            };
            let params = f.blocks[s.0 as usize]
                .params
                .iter()
                .filter(|&&p| f.info(p).bank == Bank::S);
            for (&a, &p) in args.iter().zip(params) {
                each(a, p);
            }
        }
    }
}

/// The working memory of [`assign_in`], kept between calls (`crate::Scratch`). Every buffer
/// is cleared and sized where it is used; only the allocations are saved.
#[derive(Default)]
pub struct Bufs {
    inb: Vec<bool>,
    parent: Vec<usize>,
    first: Vec<usize>,
    last: Vec<usize>,
    groups: Vec<usize>,
    /// The bucket of each of `groups`.
    group_bucket: Vec<u8>,
    ev: Vec<usize>,
    class_of_group: Vec<usize>,
    active: [Vec<usize>; 3],
    /// A `Classes::of` given back ([`Bufs::recycle`]).
    spare_of: Vec<Option<RegClass>>,
    /// The unions and intervals of every file of one function at once ([`share`]), when
    /// `shared_on`.
    shared: Shared,
    shared_on: bool,
}

/// What [`assign_in`] finds first, for every file of a function at once: the union-find over
/// its vregs (block parameters with their arguments, two-address destinations with their
/// tied inputs of the same file), whether each union group is mentioned, and, once a file
/// needs them, the first and last mention of each group.
#[derive(Default)]
struct Shared {
    parent: Vec<usize>,
    /// Whether a register is mentioned; at a group's root, whether the group is.
    mentioned: Vec<bool>,
    /// The groups' intervals ([`group_intervals`]) when `intervals`, else empty: most files
    /// only ask which groups are mentioned (see `ordered` in [`assign_in`]).
    first: Vec<usize>,
    last: Vec<usize>,
    intervals: bool,
}

/// Finds, for the calls of [`assign_in`] on `f` until [`unshare`] (or the next `share`), the
/// unions and mentioned groups of every file in one walk over `f` instead of one walk per
/// file (the groups' intervals, which only a file with a bucket of more groups than a class
/// holds reads, are found by the first such file, in one more walk):
/// when no block argument joins registers of two files, each file's groups are its own
/// registers only, so the unions of another file's registers and the mentions of other files'
/// groups change none of a file's groups or intervals, and every file reads its part of the
/// shared ones. (Otherwise nothing is shared: each file walks `f` as before.) The caller
/// guarantees that `assign_in` sees only `f` meanwhile (`crate::allocate_in`: the runs of
/// one function).
pub fn share(f: &MFunction, bufs: &mut Bufs) {
    bufs.shared_on = false;
    let sh = &mut bufs.shared;
    let n = f.vregs.len();
    let bank = |r: gfxc_mir::VReg| f.vregs[r.0 as usize].bank;
    let parent = &mut sh.parent;
    parent.clear();
    parent.extend(0..n);
    let union = |parent: &mut Vec<usize>, a: usize, p: usize| {
        let (x, y) = (find(parent, a), find(parent, p));
        if x != y {
            parent[x.max(y)] = x.min(y);
        }
    };
    let mut mixed = false;
    edge_pairs(f, |a, p| {
        mixed |= bank(a) != bank(p);
        union(parent, a.0 as usize, p.0 as usize);
    });
    if mixed {
        return;
    }
    // The mentions of `group_intervals`, marked per register in the same walk as the tied
    // unions (the intervals themselves wait until a file needs them).
    let mentioned = &mut sh.mentioned;
    mentioned.clear();
    mentioned.resize(n, false);
    for b in &f.blocks {
        for p in &b.params {
            mentioned[p.0 as usize] = true;
        }
        for i in &b.insts {
            for op in i.ops.iter().chain(i.ret.iter()) {
                if let Some(r) = op.vreg() {
                    mentioned[r.0 as usize] = true;
                }
            }
            let Some(t) = f.tied(i) else { continue };
            if let (Some(d), Some(c)) = (i.ops[0].vreg(), i.ops[t].vreg()) {
                if bank(d) == bank(c) {
                    union(parent, d.0 as usize, c.0 as usize);
                }
            }
        }
        for a in b.args.iter().chain(&b.linear_args).flatten() {
            mentioned[a.0 as usize] = true;
        }
    }
    // A group is mentioned when a member is. (A root is its group's least register, so
    // every member's mark is read before any root's is set.)
    for i in 0..n {
        if mentioned[i] {
            let g = find(parent, i);
            mentioned[g] = true;
        }
    }
    sh.first.clear();
    sh.last.clear();
    sh.intervals = false;
    bufs.shared_on = true;
}

/// Ends a [`share`]: [`assign_in`] walks the function it is given again.
pub fn unshare(bufs: &mut Bufs) {
    bufs.shared_on = false;
}

impl Bufs {
    /// Keeps the memory of classes no longer needed.
    pub fn recycle(&mut self, c: Classes) {
        self.spare_of = c.of;
    }
}

/// The unions of the registers of one file (`inb`) and the intervals of their groups, found
/// by walking `f` ([`assign_in`] when nothing is [`share`]d).
fn walk(
    f: &MFunction,
    inb: &[bool],
    parent: &mut Vec<usize>,
    first: &mut Vec<usize>,
    last: &mut Vec<usize>,
) {
    let n = f.vregs.len();
    // Union block parameters with their arguments.
    parent.clear();
    parent.extend(0..n);
    // Whether a union joins a register of the bank with one of another (then a group of
    // this bank may have members of another bank, whose mentions count below).
    let mut mixed = false;
    edge_pairs(f, |a, p| {
        mixed |= inb[a.0 as usize] != inb[p.0 as usize];
        let (x, y) = (find(parent, a.0 as usize), find(parent, p.0 as usize));
        if x != y {
            parent[x.max(y)] = x.min(y);
        }
    });
    // A two-address instruction's destination and tied input share a register
    // (`MFunction::tied`; regalloc2's reuse constraint stays within a class).
    for b in &f.blocks {
        for i in &b.insts {
            let Some(t) = f.tied(i) else { continue };
            if let (Some(d), Some(c)) = (i.ops[0].vreg(), i.ops[t].vreg()) {
                let (x, y) = (find(parent, d.0 as usize), find(parent, c.0 as usize));
                if x != y && inb[d.0 as usize] && inb[c.0 as usize] {
                    parent[x.max(y)] = x.min(y);
                }
            }
        }
    }
    // Intervals in layout order (first and last mention) per union group.
    // Only the groups of the bank's registers are read: without mixed groups, another
    // bank's register is in another bank's group and its mention is skipped.
    group_intervals(f, parent, first, last, |r| mixed || inb[r]);
}

/// Each union group's interval in layout order: the positions of its first and last
/// mention (`first[g]`, `last[g]` for the group's root `g`; block parameters at their block's
/// start, branch arguments after its last instruction), counting only registers `counted`.
fn group_intervals(
    f: &MFunction,
    parent: &mut [usize],
    first: &mut Vec<usize>,
    last: &mut Vec<usize>,
    counted: impl Fn(usize) -> bool,
) {
    let n = f.vregs.len();
    first.clear();
    first.resize(n, usize::MAX);
    last.clear();
    last.resize(n, 0);
    let mut pos = 0usize;
    let mut mention = |r: usize, pos: usize, parent: &mut [usize]| {
        if !counted(r) {
            return;
        }
        let g = find(parent, r);
        first[g] = first[g].min(pos);
        last[g] = last[g].max(pos);
    };
    for b in &f.blocks {
        for p in &b.params {
            mention(p.0 as usize, pos, parent);
        }
        for i in &b.insts {
            pos += 1;
            for op in i.ops.iter().chain(i.ret.iter()) {
                if let Some(r) = op.vreg() {
                    mention(r.0 as usize, pos, parent);
                }
            }
        }
        pos += 1;
        for a in b.args.iter().chain(&b.linear_args).flatten() {
            mention(a.0 as usize, pos, parent);
        }
    }
}

/// Assign classes to the registers of `bank`.
pub fn assign(f: &MFunction, bank: Bank) -> Result<Classes, StageError> {
    assign_in(f, bank, &mut Bufs::default())
}

/// [`assign`] in the working memory `bufs`.
pub fn assign_in(f: &MFunction, bank: Bank, bufs: &mut Bufs) -> Result<Classes, StageError> {
    let Bufs {
        inb,
        parent,
        first,
        last,
        groups,
        group_bucket,
        ev,
        class_of_group,
        active,
        spare_of,
        shared,
        shared_on,
    } = bufs;
    let n = f.vregs.len();
    inb.clear();
    inb.extend(f.vregs.iter().map(|i| i.bank == bank));
    let inb: &[bool] = inb;
    // (The unions are copied, as `find` shortens their paths.)
    if *shared_on {
        // The unions found for every file at once ([`share`]).
        parent.clone_from(&shared.parent);
    } else {
        walk(f, inb, parent, first, last);
    }
    // Buckets present and their demand.
    // (Inline: at most six buckets, three after the merge below.)
    // (Marked per vreg in a mask, bit `log2(bucket)`, instead of searched for in the list:
    // a bucket is a power of two, or 0 where `next_power_of_two` overflows, marked by bit 8.)
    let mut seen = 0u16;
    for (i, info) in f.vregs.iter().enumerate() {
        if inb[i] {
            seen |= 1 << bucket(info.width).trailing_zeros();
        }
    }
    // Ascending, as sorted: 0 first, then the powers of two.
    let mut buckets: SmallVec<[u8; 8]> = SmallVec::new();
    if seen & 1 << 8 != 0 {
        buckets.push(0);
    }
    buckets.extend((0..8).filter(|t| seen >> t & 1 != 0).map(|t| 1u8 << t));
    debug_assert!({
        let mut b: SmallVec<[u8; 8]> = SmallVec::new();
        for (i, info) in f.vregs.iter().enumerate() {
            if inb[i] && !b.contains(&bucket(info.width)) {
                b.push(bucket(info.width));
            }
        }
        b.sort_unstable();
        b == buckets
    });
    // regalloc2 has three classes: with more buckets, the widest ones merge into the next
    // wider (an f32x16 MFMA accumulator shares the class of the f32x32 ones; its webs are
    // only as wide as the value they hold, `color.rs`). Wide tuples are few, singles
    // and pairs many, so the narrow buckets keep their own classes.
    while buckets.len() > 3 {
        let top = buckets.pop().expect("more than three");
        buckets.pop();
        buckets.push(top);
    }
    let raw = bucket;
    let bucket = |w: u8| -> u8 {
        let b = raw(w);
        buckets.iter().copied().find(|&x| x >= b).unwrap_or(b)
    };
    groups.clear();
    {
        let mentioned = |g: usize| match *shared_on {
            true => shared.mentioned[g],
            false => first[g] != usize::MAX,
        };
        groups.extend((0..n).filter(|&i| inb[i] && find(parent, i) == i && mentioned(i)));
    }
    let bucket_of = |g: usize| bucket(f.vregs[g].width);
    // (Found once: the demand of each bucket and the spreading below read them.)
    group_bucket.clear();
    group_bucket.extend(groups.iter().map(|&g| bucket_of(g)));
    // The demands are swept exactly for `GFXC_RA_DEBUG`'s print and in debug builds (see
    // `demands` below).
    let exact = cfg!(debug_assertions) || crate::ra_debug();
    // Only the demand sweeps and the balancing of a bucket's classes read the groups in
    // order of their first point, and both happen only for a bucket of more groups than a
    // class holds (or an exact count): otherwise the groups stay in register order.
    let ordered = exact
        || buckets
            .iter()
            .any(|&w| group_bucket.iter().filter(|&&b| b == w).count() > CLASS_REGS);
    // (The intervals are only read: the shared ones are read in place, found by the first
    // file that reads them.)
    let (first, last): (&[usize], &[usize]) = if *shared_on {
        if ordered && !shared.intervals {
            let sh = &mut *shared;
            group_intervals(f, &mut sh.parent, &mut sh.first, &mut sh.last, |_| true);
            sh.intervals = true;
        }
        let (first, last) = (&shared.first[..], &shared.last[..]);
        if cfg!(debug_assertions) {
            // (Debug builds sweep every demand exactly: the intervals are there.)
            assert!(ordered && shared.intervals);
            // The file's groups and their intervals are those of its own walk, and its
            // mentioned groups those with an interval.
            let (mut p, mut a, mut z) = (Vec::new(), Vec::new(), Vec::new());
            walk(f, inb, &mut p, &mut a, &mut z);
            for i in (0..n).filter(|&i| inb[i]) {
                let (g, h) = (find(parent, i), find(&mut p, i));
                assert_eq!((g, first[g], last[g]), (h, a[h], z[h]), "shared classes");
                assert_eq!(
                    shared.mentioned[g],
                    first[g] != usize::MAX,
                    "shared mentions"
                );
            }
        }
        (first, last)
    } else {
        (first, last)
    };
    if ordered {
        // (Unstable: the keys end in the group, so no two are equal.)
        groups.sort_unstable_by_key(|&g| (first[g], g));
        group_bucket.clear();
        group_bucket.extend(groups.iter().map(|&g| bucket_of(g)));
    }
    let groups: &[usize] = groups;
    let group_bucket: &[u8] = group_bucket;
    let of_bucket = |w: u8| {
        groups
            .iter()
            .zip(group_bucket)
            .filter(move |&(_, &b)| b == w)
            .map(|(&g, _)| g)
    };
    // The most intervals of the bucket open at once: the groups come in order of their
    // first point; an interval `[first, last]` has ended at a start after `last` (ends are
    // taken before a start at the same point, as the event sort by (point, -1 before +1)).
    let mut demand_of = |w: u8| -> usize {
        ev.clear();
        ev.extend(of_bucket(w).map(|g| last[g] + 1));
        ev.sort_unstable();
        let (mut cur, mut max, mut j) = (0usize, 0usize, 0usize);
        for g in of_bucket(w) {
            while j < ev.len() && ev[j] <= first[g] {
                j += 1;
                cur -= 1;
            }
            cur += 1;
            max = max.max(cur);
        }
        max
    };
    // The most groups of a bucket live at once is at most its number of groups, and only a
    // demand beyond a class's registers decides anything below (more classes for the
    // bucket, singles spread over wider classes): a bucket of at most `CLASS_REGS` groups
    // takes its count, without the interval sweep. (Counted exactly for `GFXC_RA_DEBUG`'s
    // print, and in debug builds, which check the bound.)
    let demands: SmallVec<[usize; 3]> = buckets
        .iter()
        .map(|&w| {
            let count = group_bucket.iter().filter(|&&b| b == w).count();
            if count > CLASS_REGS || exact {
                debug_assert!(ordered);
                let d = demand_of(w);
                debug_assert!(d <= count);
                d
            } else {
                count
            }
        })
        .collect();
    let mut nclass: SmallVec<[usize; 3]> = smallvec::smallvec![1; buckets.len()];
    for _ in buckets.len()..3 {
        // The bucket whose demand per class is highest, if it exceeds a class.
        let best = (0..buckets.len())
            .filter(|&k| demands[k] > CLASS_REGS * nclass[k])
            .max_by_key(|&k| (demands[k] * 1000 / nclass[k], usize::MAX - k));
        match best {
            Some(k) => nclass[k] += 1,
            None => break,
        }
    }
    let mut width = [0u8; 3];
    let mut cls_of_bucket: SmallVec<[SmallVec<[usize; 3]>; 3]> = SmallVec::new();
    let mut c = 0;
    for (k, &w) in buckets.iter().enumerate() {
        let mut v = SmallVec::new();
        for _ in 0..nclass[k] {
            width[c] = w;
            v.push(c);
            c += 1;
        }
        cls_of_bucket.push(v);
    }
    // Singles still beyond their classes (all three classes taken by widths): they may also
    // use the classes of the wider widths (a class is only a name space; the packing colours
    // each web of a name with the width of the value it holds, `color.rs`), so regalloc2
    // has 192 names for them (`regpressure_128`: 181 live floats and an address).
    if let Some(k1) = buckets.iter().position(|&w| w == 1) {
        if demands[k1] > CLASS_REGS * nclass[k1] {
            let others: SmallVec<[usize; 3]> = (0..buckets.len())
                .filter(|&k| k != k1)
                .flat_map(|k| cls_of_bucket[k].clone())
                .collect();
            cls_of_bucket[k1].extend(others);
        }
    }
    // Spread the groups of a multi-class bucket: each new group goes to the class with the
    // fewest groups live at its start.
    class_of_group.clear();
    class_of_group.resize(n, usize::MAX);
    active.iter_mut().for_each(Vec::clear);
    let mut demand = [0usize; 3];
    // When every bucket has one class (the usual case: at most three widths, no singles
    // spread over wider classes) there is nothing to balance: each group takes its bucket's
    // class, and that class's most live groups are the bucket's (`demands`, the same
    // interval count). The balancing runs only for buckets of several classes (and in debug
    // builds, which compare its result).
    let single = cls_of_bucket.iter().all(|cs| cs.len() == 1);
    if !single || cfg!(debug_assertions) {
        // (Several classes in a bucket come from a demand beyond a class: the groups are
        // in order.)
        debug_assert!(ordered);
        for (&g, &gb) in groups.iter().zip(group_bucket) {
            let k = buckets.iter().position(|&w| w == gb).unwrap_or(0);
            let cs = &cls_of_bucket[k];
            for a in active.iter_mut() {
                a.retain(|&e| e >= first[g]);
            }
            // Borrowing costs nothing (the packing gives every web its own width), so the
            // live counts of all the bucket's classes are balanced.
            let c = *cs
                .iter()
                .min_by_key(|&&c| (active[c].len(), c))
                .expect("a class per bucket");
            active[c].push(last[g]);
            demand[c] = demand[c].max(active[c].len());
            class_of_group[g] = c;
        }
    }
    if single {
        let mut by_bucket = [0usize; 3];
        for (k, cs) in cls_of_bucket.iter().enumerate() {
            by_bucket[cs[0]] = demands[k];
        }
        if cfg!(debug_assertions) {
            assert_eq!(demand, by_bucket, "single-class demand");
        }
        demand = by_bucket;
        for (&g, &gb) in groups.iter().zip(group_bucket) {
            let k = buckets.iter().position(|&w| w == gb).unwrap_or(0);
            let c = cls_of_bucket[k][0];
            debug_assert!(class_of_group[g] == c, "single-class assignment");
            class_of_group[g] = c;
        }
    }
    let mut of = std::mem::take(spare_of);
    of.clear();
    of.resize(n, None);
    for i in 0..n {
        if !inb[i] {
            continue;
        }
        let g = find(parent, i);
        let c = if class_of_group[g] == usize::MAX {
            // Never mentioned: any class of its bucket.
            let k = buckets.iter().position(|&w| w == bucket(f.vregs[i].width));
            k.map(|k| cls_of_bucket[k][0]).unwrap_or(0)
        } else {
            class_of_group[g]
        };
        of[i] = Some(CLASSES[c]);
    }
    Ok(Classes { width, of, demand })
}
