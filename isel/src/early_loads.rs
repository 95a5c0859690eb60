//! Loads issued early: the order in which selection visits a block's IR instructions
//! ([`block_order`]), where each ordinary load moves up, with the pure instructions that
//! compute its address, to just below the nearest instruction it may not pass — the
//! previous load, a store that may write what it reads, anything else with memory or
//! control effects — so that it is in flight while the instructions it passed execute.
//! Like [`crate::sink_load_uses`] it lengthens live ranges, so it is off with
//! [`crate::SelectOptions::keep_load_uses`] (the selection retried when allocation spills).
//!
//! Why: instruction selection keeps IR order and `s_waitcnt` goes before the first use of a
//! load's result (`gfxc_emit::waitcnt`). `a = x[i]; ...work on a...; y[i] = r; b = z[i]`
//! waits for `a`, then issues `b` only after the work and the store: two memory latencies.
//! With `b` issued right after `a`, both are in flight before the first wait (what LLVM's
//! machine scheduler does for latency: the `s_waitcnt` stalls of the simulator's cost
//! model, `sim/src/stats.rs`). Passing the store needs to know it cannot write what `b`
//! reads: other address spaces never overlap, and within one memory the objects the two
//! addresses are based on must be disjoint ([`gfxc_ir::alias`]: distinct variables, a
//! `noalias` kernel parameter against any other parameter or variable).
//!
//! Guarantees: the moved load is ordinary (not atomic, not volatile); it passes only
//! - pure instructions (arithmetic, compares, conversions, lane and grid queries, constants,
//!   `global_addr`: no memory access, no side effect; within a block every instruction runs
//!   in the same lanes, so lane operations give the same results),
//! - intrinsics without side effects, `alloca`, and
//! - stores to another memory (global/constant, LDS, GDS, private: FLAT may be any) or to
//!   an object disjoint from the load's,
//!
//! never a load, an atomic, a fence, a barrier, a call, inline assembly or an intrinsic with
//! side effects. Of the instructions it passes, those that define its operands (directly or
//! through other moved instructions) move with it, in their order, and must be pure: every
//! moved instruction still follows the definitions of its operands, and every use still
//! follows its definition. So every instruction computes the same values and the load reads
//! the same memory. A load passes an instruction only while the VGPR pressure there
//! (divergent values' dwords live, from the function's liveness; lane masks and uniform
//! values are not VGPRs), with its result and the moved address
//! values that have other uses (they live longer too), stays within [`MAX_ADDED`] dwords of
//! the pressure there before any move and within `budget`, the VGPRs that still allow the
//! target's most waves per SIMD: issuing early must not cost registers, hence occupancy. At most
//! [`MAX_PASSED`] instructions are passed and [`MAX_DRAGGED`]
//! moved along (each extends a live range); loads keep their order; the terminator stays
//! last (nothing passes it).

use gfxc_ir::alias::{AliasRoot, RootFinder};
use gfxc_ir::instructions::Format;
use gfxc_ir::{Block, Function, Inst, InstData, Opcode, Ordering, Value};
use smallvec::SmallVec;

/// At most this many instructions are passed by one load.
pub const MAX_PASSED: usize = 96;
/// Moves add at most this many VGPR dwords to the pressure at any instruction (two 128-bit
/// loads in flight, or a load and the 64-bit addresses it shares with a store), so that the
/// allocation's peak stays near the selection order's. 4 kept the last load of a stencil
/// loop (`tests/early_loads_chain.rs`, Rodinia `hotspotOpt1`) behind the first wait: a second
/// memory latency per iteration.
pub const MAX_ADDED: u32 = 8;
/// At most this many address instructions move with one load.
pub const MAX_DRAGGED: usize = 16;

use gfxc_ir::alias::access_of as access;

/// Pure: no memory access, no side effect, the same result wherever it runs in its block.
fn pure(d: &InstData) -> bool {
    match d.opcode().info().format {
        f if f.computes_only() => true,
        Format::Nullary => !matches!(d.opcode(), Opcode::Barrier | Opcode::Unreachable),
        _ => false,
    }
}

/// What an instruction in the way of a load reading `load` means for it.
enum Way {
    Pass,
    Stop,
}

/// (`load`: the memory and root of the load's address, found at the first store it meets:
/// most loads pass only pure instructions.)
fn way(
    f: &Function,
    roots: &RootFinder,
    d: &InstData,
    addr: Value,
    load: &mut Option<(Option<u8>, Option<AliasRoot>)>,
) -> Way {
    if pure(d) {
        return Way::Pass;
    }
    match d {
        InstData::Alloca { .. } => Way::Pass,
        InstData::Intrinsic { name, .. } => match gfxc_ir::intrinsics::lookup(name) {
            Some(sig) if !sig.side_effects => Way::Pass,
            _ => Way::Stop,
        },
        InstData::Store { args, flags }
            if flags.ordering == Ordering::NotAtomic && !flags.volatile =>
        {
            let (mem, root) = access(f, roots, args[1]);
            let load = *load.get_or_insert_with(|| access(f, roots, addr));
            match (mem, load.0) {
                (Some(a), Some(b)) if a != b => Way::Pass,
                (Some(a), Some(b)) if a == b && AliasRoot::disjoint(root, load.1) => Way::Pass,
                _ => Way::Stop,
            }
        }
        _ => Way::Stop,
    }
}

/// Which values are live into and out of each block (the usual backward dataflow on the
/// CFG; branch arguments are uses in the branching block, block parameters definitions of
/// their block).
pub struct Liveness {
    /// Words per set: block `k`'s live-in set is `sets[live_at + k * words..][..words]`.
    words: usize,
    /// The blocks' live-in sets, then their live-out sets (`blocks * words` words each),
    /// after the uses and definitions the dataflow started from: one allocation for all.
    sets: Vec<u64>,
    /// Where the live-in sets start in `sets` (the live-out sets follow them).
    live_at: usize,
    blocks: usize,
    /// The last use of each value with VGPR dwords in the block at hand, by value number
    /// (`NO_USE`: none; values without VGPR dwords change no pressure and get no entry),
    /// for [`pressure`] and [`block_order`]'s updates. Kept here so that a block costs its
    /// size, not a new map; each block's user resets the entries it set.
    last_use: std::cell::RefCell<Vec<u32>>,
    /// [`repressure`]'s marks by value number (all 0 between calls).
    seen: std::cell::RefCell<Vec<u8>>,
    /// [`repressure`]'s pressure changes in its window (one buffer for every move).
    delta: std::cell::RefCell<Vec<i64>>,
    /// [`vgpr_dwords`] of every value by value number, computed at the first
    /// [`block_order`] that moves something: the pressure updates ask for the same values
    /// again at every move.
    dwords: std::cell::RefCell<Vec<u32>>,
    /// [`block_order`]'s buffers, sized at its first call and reused by the next.
    bufs: std::cell::RefCell<OrderBufs>,
}

/// The working tables of [`block_order`] (one set per function, not per block).
#[derive(Default)]
struct OrderBufs {
    /// The pressure before each position of the order at hand ([`pressure_with`]).
    live: Vec<u32>,
    /// [`pressure_with`]'s span deltas.
    delta: Vec<i64>,
    /// The pressure after each instruction before any move, by instruction number (only the
    /// block's own entries are read, each written before).
    before: Vec<u32>,
    /// Uses of each value in the block, by value number (all 0 between blocks).
    in_block: Vec<u32>,
    /// The mark of the load that needs each value defined before it, by value number: marks
    /// are `base + k + 1` for the load at `k`, and `base` moves past every block's marks, so
    /// nothing needs clearing between blocks.
    needed: Vec<u32>,
    base: u32,
    /// The moved window being built.
    window: Vec<Inst>,
}

/// No use in the block (an entry of `Liveness::last_use`).
const NO_USE: u32 = u32::MAX;

fn bit(set: &[u64], v: Value) -> bool {
    let i = v.as_u32() as usize;
    set.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
}

impl Liveness {
    /// The liveness of `f`, whose blocks in layout order are the first nodes of `cfg`
    /// (`crate::cfg::Cfg`: block `k` of the layout is node `k`, so [`block_order`] takes a
    /// block's node as its index here).
    pub fn new(f: &Function, cfg: &crate::cfg::Cfg) -> Liveness {
        let blocks = f.layout.blocks();
        let n = blocks.len();
        // Each block's IR successors, flat (`start[k]..start[k + 1]`); repeats are harmless
        // (a union).
        // (On the stack for the usual few blocks: temporaries of this function only.)
        let mut start: SmallVec<[u32; 32]> = SmallVec::with_capacity(n + 1);
        let mut succs: SmallVec<[u32; 64]> = SmallVec::with_capacity(2 * n);
        start.push(0u32);
        for &b in blocks {
            if let Some(last) = f.layout.last_inst(b) {
                f.dfg.insts[last].for_each_branch_dest(|d| succs.push(cfg.node(d.block) as u32));
            }
            start.push(succs.len() as u32);
        }
        let words = f.dfg.values.len().div_ceil(64);
        let set = |s: &mut [u64], v: Value| {
            let i = v.as_u32() as usize;
            s[i / 64] |= 1 << (i % 64);
        };
        // Each set is `words` words of one flat vector per kind (block `k` at `k * words`):
        // uses, definitions, live-in, live-out. (One allocation for all four.)
        let mut sets = vec![0u64; 4 * n * words];
        let (uses, rest) = sets.split_at_mut(n * words);
        let (defs, rest) = rest.split_at_mut(n * words);
        let (live_in, live_out) = rest.split_at_mut(n * words);
        for (k, &b) in blocks.iter().enumerate() {
            let (uk, dk) = (
                &mut uses[k * words..(k + 1) * words],
                &mut defs[k * words..(k + 1) * words],
            );
            for &p in f.dfg.block_params(b) {
                set(dk, p);
            }
            for &i in f.layout.block_insts(b) {
                let d = &f.dfg.insts[i];
                // SSA: a use not defined in the block so far is defined elsewhere.
                d.for_each_value(|a| {
                    if !bit(dk, a) {
                        set(uk, a);
                    }
                });
                for &r in f.dfg.inst_results(i) {
                    set(dk, r);
                }
            }
        }
        live_in.copy_from_slice(uses);
        // Word by word: a word of a block's sets depends only on the same word of its
        // successors' (a block that is its own successor reads its word before writing it,
        // as a whole-set update would), so no temporary sets and no set compares.
        let mut changed = true;
        while changed {
            changed = false;
            for k in (0..n).rev() {
                let ss = &succs[start[k] as usize..start[k + 1] as usize];
                for w in k * words..(k + 1) * words {
                    let at = w - k * words;
                    let out = ss
                        .iter()
                        .fold(0u64, |o, &s| o | live_in[s as usize * words + at]);
                    let inn = uses[w] | (out & !defs[w]);
                    if inn != live_in[w] || out != live_out[w] {
                        live_in[w] = inn;
                        live_out[w] = out;
                        changed = true;
                    }
                }
            }
        }
        Liveness {
            words,
            sets,
            live_at: 2 * n * words,
            blocks: n,
            last_use: std::cell::RefCell::new(vec![NO_USE; f.dfg.values.len()]),
            seen: std::cell::RefCell::new(vec![0; f.dfg.values.len()]),
            delta: std::cell::RefCell::new(Vec::new()),
            dwords: std::cell::RefCell::new(Vec::new()),
            bufs: Default::default(),
        }
    }

    fn out_set(&self, k: usize) -> &[u64] {
        let at = self.live_at + (self.blocks + k) * self.words;
        &self.sets[at..at + self.words]
    }

    fn in_set(&self, k: usize) -> &[u64] {
        let at = self.live_at + k * self.words;
        &self.sets[at..at + self.words]
    }

    fn live_out(&self, v: Value, k: usize) -> bool {
        bit(self.out_set(k), v)
    }

    /// The values live into block `k`.
    fn live_in(&self, k: usize) -> impl Iterator<Item = Value> + '_ {
        let set = self.in_set(k);
        // Ascending, as a scan of all 64 bits of every word would give them, but only the
        // set bits are visited.
        set.iter().enumerate().flat_map(|(w, &x)| {
            let mut rest = x;
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let j = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                Some(Value::from_u32((w * 64 + j) as u32))
            })
        })
    }
}

/// VGPR dwords of `v`: divergent values other than lane masks.
fn vgpr_dwords(f: &Function, divergent: &impl Fn(Value) -> bool, v: Value) -> u32 {
    if !divergent(v) {
        return 0;
    }
    let t = f.dfg.value_type(v);
    if t.is_bool() {
        0
    } else {
        t.bits().div_ceil(32)
    }
}

/// VGPR dwords live before each instruction of `order` (and after the last): values live
/// into the block from the start, values defined in it from after their definition, each
/// until its last use in the block, or to the end when live out.
// Release builds use it only through `pressure_with`; debug builds check each update with it.
#[cfg_attr(not(debug_assertions), allow(dead_code))]
fn pressure(
    f: &Function,
    live: &Liveness,
    divergent: &impl Fn(Value) -> bool,
    (b, kb): (Block, usize),
    order: &[Inst],
) -> Vec<u32> {
    let mut last_use = vec![NO_USE; f.dfg.values.len()];
    let dw = all_dwords(f, divergent);
    let (mut out, mut delta) = (Vec::new(), Vec::new());
    pressure_with(
        f,
        live,
        &dw,
        (b, kb),
        order,
        &mut last_use,
        (&mut out, &mut delta),
    );
    reset_last_use(f, &dw, order, &mut last_use);
    out
}

/// Calls `g` with each value `d` reads in the pressure's sense: its operands and, for a
/// branch, its branch arguments (possibly more than once).
fn each_use(d: &InstData, mut g: impl FnMut(Value)) {
    for &a in d.args() {
        g(a);
    }
    if matches!(
        d,
        InstData::Jump { .. } | InstData::Brif { .. } | InstData::Switch { .. }
    ) {
        d.for_each_branch_dest(|c| c.args.iter().for_each(|&a| g(a)));
    }
}

fn set_last_use(last_use: &mut Vec<u32>, a: Value, j: u32) {
    let k = a.as_u32() as usize;
    if k >= last_use.len() {
        last_use.resize(k + 1, NO_USE);
    }
    last_use[k] = j;
}

/// Clears the entries [`pressure_with`] set for `order` (`dw`: [`all_dwords`]).
fn reset_last_use(f: &Function, dw: &[u32], order: &[Inst], last_use: &mut Vec<u32>) {
    for &i in order {
        each_use(&f.dfg.insts[i], |a| {
            if dw[a.as_u32() as usize] > 0 {
                set_last_use(last_use, a, NO_USE)
            }
        });
    }
}

/// [`vgpr_dwords`] of every value, by value number.
fn all_dwords(f: &Function, divergent: &impl Fn(Value) -> bool) -> Vec<u32> {
    f.dfg
        .values
        .keys()
        .map(|v| vgpr_dwords(f, divergent, v))
        .collect()
}

/// [`pressure`] into `out` (`delta`: a buffer), leaving the last use in `order` of every
/// value read in it in `last_use` (all `NO_USE` on entry; [`reset_last_use`] clears them);
/// `dw`: [`all_dwords`]; `kb`: the index of block `b` in `live`. Only values with VGPR dwords
/// get an entry: the pressure counts no other (nor do the updates of [`repressure`] and
/// [`block_order`], which also skip them).
fn pressure_with(
    f: &Function,
    live: &Liveness,
    dw: &[u32],
    (b, kb): (Block, usize),
    order: &[Inst],
    last_use: &mut Vec<u32>,
    (out, delta): (&mut Vec<u32>, &mut Vec<i64>),
) {
    let n = order.len();
    delta.clear();
    delta.resize(n + 2, 0);
    // Every operand and branch argument of the block, in order: the last write wins.
    for (j, &i) in order.iter().enumerate() {
        each_use(&f.dfg.insts[i], |a| {
            if dw[a.as_u32() as usize] > 0 {
                set_last_use(last_use, a, j as u32)
            }
        });
    }
    let out_of_b = live.out_set(kb);
    let mut span = |v: Value, from: usize| {
        let w = dw[v.as_u32() as usize] as i64;
        let end = if bit(out_of_b, v) {
            n
        } else {
            match last_use.get(v.as_u32() as usize) {
                Some(&j) if j != NO_USE => j as usize,
                _ => from,
            }
        };
        if w > 0 && end >= from {
            delta[from] += w;
            delta[end + 1] -= w;
        }
    };
    for v in live.live_in(kb) {
        span(v, 0);
    }
    for &p in f.dfg.block_params(b) {
        span(p, 0);
    }
    for (j, &i) in order.iter().enumerate() {
        for &r in f.dfg.inst_results(i) {
            span(r, j + 1);
        }
    }
    out.clear();
    out.reserve(n + 1);
    let mut cur = 0i64;
    for d in delta.iter().take(n + 1) {
        cur += d;
        out.push(cur.max(0) as u32);
    }
}

/// [`pressure`] of `order` after its instructions `target..=k` were permuted, from `live`,
/// the pressure before, and `last_use`, the last uses before (both updated in place): only
/// positions `target + 1..=k + 1` can change. Before the window nothing defined in it is
/// live, and every value read in it is live through `target` either way; after it, a
/// value live past `k + 1` is defined before it and read (or live) after `k`, whatever the
/// order inside. Inside, the same spans as [`pressure`]'s, for the values the window
/// defines or reads, and the end of an unread value defined just before it (at `target`).
#[allow(clippy::too_many_arguments)]
fn repressure(
    f: &Function,
    liveness: &Liveness,
    dw: &[u32],
    (b, kb): (Block, usize),
    order: &[Inst],
    (target, k): (usize, usize),
    live: &mut [u32],
    last_use: &mut [u32],
) {
    let n = order.len();
    let window = target as u32..=k as u32;
    let out_of_b = liveness.out_set(kb);
    let live_out = |v: Value| bit(out_of_b, v);
    // delta[q - target - 1] for positions q in target + 1..=k + 1.
    let mut delta = liveness.delta.borrow_mut();
    delta.clear();
    delta.resize(k - target + 1, 0);
    let mut add = |q: usize, w: i64| {
        if q > target && q <= k + 1 {
            delta[q - target - 1] += w;
        }
    };
    // Marks by value number: defined in the window, and already read later in the (new)
    // window order. One backward walk does what a walk per kind of update would: the
    // first read of a value met walking back is its last read in the new order, and when
    // a definition is met, every read of it after it has been met.
    const DEFINED: u8 = 1;
    const READ: u8 = 2;
    let mut seen = liveness.seen.borrow_mut();
    // (Values without VGPR dwords change no pressure: they are neither marked nor given a
    // last read; `pressure_with` gave them none.)
    let mut marked: SmallVec<[Value; 32]> = SmallVec::new();
    for &i in &order[target..=k] {
        for &r in f.dfg.inst_results(i) {
            if dw[r.as_u32() as usize] > 0 {
                seen[r.as_u32() as usize] = DEFINED;
                marked.push(r);
            }
        }
    }
    for j in (target..=k).rev() {
        let i = order[j];
        each_use(&f.dfg.insts[i], |a| {
            let w = dw[a.as_u32() as usize] as i64;
            if w == 0 {
                return;
            }
            let s = &mut seen[a.as_u32() as usize];
            if *s & READ != 0 {
                return;
            }
            if *s == 0 {
                marked.push(a);
            }
            let defined_here = *s & DEFINED != 0;
            *s |= READ;
            // A last read inside the window moves with the window's instructions (a value
            // read in it and after it keeps its last read); it is now this one.
            let e = &mut last_use[a.as_u32() as usize];
            if !window.contains(e) {
                return;
            }
            *e = j as u32;
            // A value defined before the window and last read in it ends here.
            if !defined_here && !live_out(a) {
                add(j + 1, -w);
            }
        });
        for &r in f.dfg.inst_results(i) {
            let w = dw[r.as_u32() as usize] as i64;
            if w == 0 {
                continue;
            }
            let from = j + 1;
            let end = if live_out(r) {
                n
            } else {
                match last_use[r.as_u32() as usize] {
                    NO_USE => from,
                    e => e as usize,
                }
            };
            if end >= from {
                add(from, w);
                add(end + 1, -w);
            }
        }
    }
    for v in marked {
        seen[v.as_u32() as usize] = 0;
    }
    // A value defined just before the window that nothing reads (and not live out) is
    // counted at `target` only: it ends there whatever the window's order.
    let mut cur = live[target] as i64;
    let dead = |v: Value| !live_out(v) && last_use[v.as_u32() as usize] == NO_USE;
    let mut ends = |v: Value| {
        let w = dw[v.as_u32() as usize] as i64;
        if w > 0 && dead(v) {
            cur -= w;
        }
    };
    if target == 0 {
        liveness.live_in(kb).for_each(&mut ends);
        f.dfg.block_params(b).iter().copied().for_each(&mut ends);
    } else {
        f.dfg
            .inst_results(order[target - 1])
            .iter()
            .copied()
            .for_each(&mut ends);
    }
    for (q, &d) in (target + 1..=k + 1).zip(delta.iter()) {
        cur += d;
        live[q] = cur.max(0) as u32;
    }
}

/// Whether block `b` holds a load [`block_order`] may move (non-atomic, not volatile): without
/// one it returns the block's order as it is (callers ask first and keep the order).
pub fn has_movable_load(f: &Function, b: Block) -> bool {
    f.layout.block_insts(b).iter().any(|&i| {
        matches!(&f.dfg.insts[i], InstData::Load { flags, .. }
            if flags.ordering == Ordering::NotAtomic && !flags.volatile)
    })
}

/// The order in which to select the instructions of `b` (module doc), into `order`; `kb`:
/// the index of `b` in `liveness` (its node in the selection's CFG).
#[allow(clippy::too_many_arguments)]
pub fn block_order(
    f: &Function,
    roots: &RootFinder,
    liveness: &Liveness,
    divergent: &impl Fn(Value) -> bool,
    budget: u32,
    b: Block,
    kb: usize,
    order: &mut Vec<Inst>,
) {
    order.clear();
    order.extend_from_slice(f.layout.block_insts(b));
    // (Nothing moves without a movable load: the loop below moves only those, and the
    // pressure bookkeeping leaves `last_use` as it found it. Selection asks
    // [`has_movable_load`] before calling, so it is not asked again here.)
    if order.len() < 3 {
        return;
    }
    let mut dw = liveness.dwords.borrow_mut();
    if dw.is_empty() {
        *dw = all_dwords(f, divergent);
    }
    let dw = &dw[..];
    let mut last_use = liveness.last_use.borrow_mut();
    let mut bufs = liveness.bufs.borrow_mut();
    let OrderBufs {
        live,
        delta,
        before,
        in_block,
        needed,
        base,
        window,
    } = &mut *bufs;
    if needed.is_empty() {
        needed.resize(f.dfg.values.len(), 0);
        in_block.resize(f.dfg.values.len(), 0);
        before.resize(f.dfg.insts.len(), 0);
        // (A window is the load, what it passes and what it drags: room for the largest,
        // and for its pressure changes.)
        window.reserve(MAX_PASSED + MAX_DRAGGED + 1);
        liveness
            .delta
            .borrow_mut()
            .reserve(MAX_PASSED + MAX_DRAGGED + 1);
    }
    // Fresh marks for this block (on the rare wrap, the table starts over).
    if base.checked_add(order.len() as u32 + 1).is_none() {
        needed.iter_mut().for_each(|m| *m = 0);
        *base = 0;
    }
    let mark0 = *base;
    *base += order.len() as u32 + 1;
    // The pressure (`live`), the pressure before any move (`before`) and the uses in the
    // block (`in_block`) are computed when a load first passes an instruction or drags a
    // definition with VGPR dwords: loads that only drag their address along (the usual
    // loop body) or start their block move nothing and need none of it. Nothing has moved
    // before then (a move passes something), so they are what an eager computation finds.
    let mut counted = false;
    let mut count = |order: &[Inst],
                     live: &mut Vec<u32>,
                     before: &mut [u32],
                     in_block: &mut [u32],
                     last_use: &mut Vec<u32>| {
        pressure_with(
            f,
            liveness,
            dw,
            (b, kb),
            order,
            last_use,
            (live, &mut *delta),
        );
        for (j, &i) in order.iter().enumerate() {
            before[i.as_u32() as usize] = live[j + 1];
            for &a in f.dfg.insts[i].args() {
                in_block[a.as_u32() as usize] += 1;
            }
        }
    };
    for k in 0..order.len() {
        let l = order[k];
        let InstData::Load { addr, flags } = &f.dfg.insts[l] else {
            continue;
        };
        if flags.ordering != Ordering::NotAtomic || flags.volatile {
            continue;
        }
        let mut load = None;
        let mut size = f
            .dfg
            .inst_results(l)
            .iter()
            .map(|&r| dw[r.as_u32() as usize])
            .sum::<u32>();
        let mark = mark0 + k as u32 + 1;
        needed[addr.as_u32() as usize] = mark;
        let mut dragged: SmallVec<[usize; 8]> = SmallVec::new();
        let (mut target, mut passed) = (k, 0);
        for j in (0..k).rev() {
            let x = order[j];
            let d = &f.dfg.insts[x];
            let defines = f
                .dfg
                .inst_results(x)
                .iter()
                .any(|r| needed[r.as_u32() as usize] == mark);
            if defines {
                if !pure(d) || dragged.len() == MAX_DRAGGED {
                    break;
                }
                dragged.push(j);
                for a in d.args() {
                    needed[a.as_u32() as usize] = mark;
                }
                // A moved definition with other uses is live longer by as much as it
                // moves up.
                for &r in f.dfg.inst_results(x) {
                    let w = dw[r.as_u32() as usize];
                    if w == 0 {
                        continue;
                    }
                    if !counted {
                        count(order, live, before, in_block, &mut last_use);
                        counted = true;
                    }
                    let here = in_block[r.as_u32() as usize];
                    if here > 1 || liveness.live_out(r, kb) {
                        size += w;
                    }
                }
            } else {
                if passed == MAX_PASSED {
                    break;
                }
                if !counted {
                    count(order, live, before, in_block, &mut last_use);
                    counted = true;
                }
                if live[j + 1] + size > budget.min(before[x.as_u32() as usize] + MAX_ADDED)
                    || matches!(way(f, roots, d, *addr, &mut load), Way::Stop)
                {
                    break;
                }
                passed += 1;
            }
            target = j;
        }
        // Only a move past something that is not moving too.
        if target == k || k - target == dragged.len() {
            continue;
        }
        // The window becomes the dragged definitions (in their order), the load, then what
        // stays (in its order); built in one reused buffer and copied back in place.
        window.clear();
        window.extend(dragged.iter().rev().map(|&j| order[j]));
        window.push(l);
        window.extend(
            (target..k)
                .filter(|j| !dragged.contains(j))
                .map(|j| order[j]),
        );
        order[target..=k].copy_from_slice(window);
        // Only the moved window's pressure changes (a full `pressure` per move made long
        // blocks quadratic); debug builds check it against the full computation.
        repressure(
            f,
            liveness,
            dw,
            (b, kb),
            order,
            (target, k),
            live,
            &mut last_use,
        );
        debug_assert_eq!(
            *live,
            pressure(f, liveness, divergent, (b, kb), order),
            "early_loads: pressure after moving {target}..={k}"
        );
    }
    if counted {
        reset_last_use(f, dw, order, &mut last_use);
        for &i in order.iter() {
            for &a in f.dfg.insts[i].args() {
                in_block[a.as_u32() as usize] = 0;
            }
        }
    }
}
