//! Hazard (wait-state) insertion on the laid-out code of one kernel: the post-RA pass that
//! makes every path through the kernel satisfy the recognizer table of [`crate::hazards`].
//!
//! Runs after register allocation and `s_waitcnt` insertion, on the final layout (the list of
//! instructions [`crate::kernel_code::finish`] encodes, branches included), before branch
//! offsets are resolved — so it sees exactly the instructions the hardware issues and their
//! wait states (`s_nop N` supplies N + 1, every other instruction 1; MI100 ISA §4.5
//! "Manually Inserted Wait States", AMDGPUUsage/LLVM `GCNHazardRecognizer`).
//!
//! Guarantees:
//! * **CFG-aware.** The code is split into nodes at every block start and after every branch
//!   (a conditional branch's taken edge leaves before the `s_branch` that may follow it).
//!   The history at a node's entry is the *set* of instruction tails of every path into it
//!   (each tail cut to the shortest suffix with enough wait states that no rule of the table
//!   looks further back: [`crate::hazards::MAX_LOOKBACK`] = 19, or 64 on generations with
//!   GFX10 "separating instruction" rules, which the recognizer follows that far). Consumers
//!   that already have a full window of the node's own instructions before them are checked
//!   once, without a tail. The sets flow along
//!   fall-through and branch edges to a fixed point, so loop back edges count. The kernel
//!   entry has an empty history (the hardware starts a wave with nothing in flight).
//! * For each node and each tail entering it, [`crate::hazards::check`] on `tail ++ node` must
//!   report nothing inside the node; otherwise the fix of the first violation (the largest
//!   requirement over all entering tails — i.e. the max over predecessors) is inserted before
//!   the consumer, at the earliest point every path reaches: `s_nop`s (at most `s_nop 7`
//!   each), or for the GFX10 rules resolved by an intervening instruction `v_mov_b32 v0, v0`,
//!   `s_mov_b32 null, 0`, `s_waitcnt_depctr` or `s_waitcnt_vscnt null, 0x0`, and for the
//!   GFX11 pattern rules `s_waitcnt_depctr` (after the consumer for the mask-write rule). Inserted
//!   instructions are producers of no rule: they only add wait states and separation to every
//!   path through them, so one round leaves nothing for `check` to find along any path of the
//!   CFG (debug builds re-run the analysis and fail if it does).
//! * **Bounded.** At most [`MAX_TAILS`] distinct tails enter a node. Where more paths
//!   would, the node starts with a *reset* ([`reset_barrier`]): the instructions of a call
//!   boundary ([`crate::hazards::boundary_insts`], derived from the rule table: each
//!   separating instruction some rule asks for, one `s_waitcnt_depctr` on every counter a rule
//!   or pattern names, which ends every GFX10/GFX11 pattern's reach, and the wait states of
//!   the longest wait-state rule). No rule reaches past it, and none
//!   of its instructions is a consumer of a rule for any history (they read and write no
//!   register a rule tracks, or come after the drain and the wait states), so the node is
//!   analysed with an empty history: conservative, never a refusal.
//! * Branch targets stay attached to their blocks (a fix at a block's first instruction goes
//!   after the label, so every predecessor executes it).
//! * Deterministic: tails are ordered sets; the pass never looks at addresses.
//!
//! GFX11 `s_delay_alu` is deliberately **not** emitted. On GFX11 the hardware interlocks
//! VALU→VALU, TRANS and VALU→SALU dependencies; `s_delay_alu instid0(...)` only tells the
//! instruction scheduler of the SQ to hold the dependent instruction instead of issuing and
//! stalling it (RDNA3 ISA §5.7 "Dependency checks"; llc-19's `AMDGPUInsertDelayAlu` is a
//! performance pass). Correctness never depends on it (the simulator treats it as a hint), it
//! costs 4 bytes of I-cache per instance, and its value depends on an issue model gfxc's
//! scheduler-less pipeline does not have yet. The benchmark (`examples/bench_llc.rs`) counts
//! llc-19's `s_delay_alu` separately so instruction totals compare like with like.

// The quick proof that nothing needs a fix: its own file (the walk-count bound, register sets).
mod proof;
use crate::hazards::class::{is_dpp, Info, Range};
use crate::hazards::table::{
    class_bit, classes, classes_of, gen_bit, is_class, slot_regs, Dep, HorizonFn, Slot, Waits,
};
use crate::hazards::{
    class::classify, depends, needs_of, Fix, Rule, RuleMasks, MAX_LOOKBACK, RULES,
};
use gfxc_ir::StageError;
use gfxc_isa::inst::Inst;
use gfxc_isa::op::kind;
use gfxc_isa::processors::{IsaVariant, Target};
use gfxc_isa::table::table;
use gfxc_isa::Op;
use proof::nothing_to_fix;
// FxHash: SipHash of a 64-entry tail per lookup was ~10% of compiling softmax.gir for
// gfx1100 (callgrind); the keys are compiler-internal, so DoS resistance buys nothing, and
// nothing observable depends on iteration order (the pass only looks keys up).
use rustc_hash::FxHashMap as FastMap;
use smallvec::SmallVec;
use std::borrow::Borrow;
use std::collections::BTreeSet;

/// Wait states of history a tail keeps when the generation has rules resolved by a
/// separating instruction (GFX10: the recognizer looks back 64); otherwise
/// [`MAX_LOOKBACK`] suffices.
const WINDOW_SEPARATED: u32 = 64;
/// Whether rule `r` applies to code for `v`.
pub fn rule_applies(r: &Rule, v: IsaVariant) -> bool {
    r.gens & gen_bit(v) != 0
}

/// What bounds a pattern rule's look back ([`Waits::Pattern`]): its horizon, its trigger
/// and how many VALUs before a trigger it may still need.
type Reach = (HorizonFn, fn(&Info) -> bool, u8);

/// Bound on the distinct tails entering one node (paths within the window); beyond it the
/// node starts with a reset ([`reset_barrier`]).
pub const MAX_TAILS: usize = 4096;

/// A laid-out instruction: the instruction and the block its label operand targets.
pub type Item = (Inst, Option<usize>);

/// What the pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NopStats {
    /// Wait states supplied by inserted `s_nop`s.
    pub wait_states: u32,
    /// `s_nop` instructions inserted.
    pub nops: u32,
    /// Separating instructions inserted (GFX10 rules).
    pub separators: u32,
    /// Nodes that start with a reset ([`reset_barrier`]): too many paths reach them.
    pub resets: u32,
}

struct Node {
    lo: usize,
    hi: usize,
    /// At most two: a branch's target and the fall-through (inline: no vector per node).
    succs: SmallVec<[usize; 2]>,
}

fn props(i: &Inst) -> &'static gfxc_isa::Props {
    table(i.variant).props(i.def)
}

/// Nodes of the laid-out code: split at block starts and after branches / `s_endpgm`.
fn nodes(items: &[Item], starts: &[(usize, usize)]) -> Vec<Node> {
    let n = items.len();
    // One table: by item index (0..=n), first whether a node starts there, then the node
    // that does (plus one; 0 for none); after it, by block number, the item index of the
    // block's first `starts` entry (as the linear searches these replace found it) plus one.
    let blocks = starts.iter().map(|s| s.0 + 1).max().unwrap_or(0);
    let mut tab = vec![0u32; n + 1 + blocks];
    let (at, block_start) = tab.split_at_mut(n + 1);
    at[0] = 1;
    at[n] = 1;
    for &(b, s) in starts {
        at[s.min(n)] = 1;
        if block_start[b] == 0 {
            block_start[b] = s as u32 + 1;
        }
    }
    for (k, (inst, to)) in items.iter().enumerate() {
        let p = props(inst);
        if to.is_some() || p.op == Op::s_endpgm || p.any(kind::SETPC) {
            at[k + 1] = 1;
        }
    }
    let mut out: Vec<Node> = Vec::with_capacity(at[1..].iter().filter(|&&c| c != 0).count());
    let mut lo = 0;
    for (k, &c) in at.iter().enumerate().skip(1) {
        if c != 0 {
            if k > lo {
                out.push(Node {
                    lo,
                    hi: k,
                    succs: SmallVec::new(),
                });
            }
            lo = k;
        }
    }
    // Only node starts are read from here on (the end marker at `n` included).
    at.iter_mut().for_each(|c| *c = 0);
    for (k, nd) in out.iter().enumerate() {
        at[nd.lo] = k as u32 + 1;
    }
    let node_at = |i: usize| {
        at.get(i)
            .copied()
            .filter(|&x| x != 0)
            .map(|x| x as usize - 1)
    };
    for k in 0..out.len() {
        let last = &items[out[k].hi - 1];
        let p = props(&last.0);
        let mut succs = SmallVec::new();
        if let Some(b) = last.1 {
            if let Some(t) = block_start
                .get(b)
                .filter(|&&i| i != 0)
                .and_then(|&i| node_at(i as usize - 1))
            {
                succs.push(t);
            }
        }
        // A call (`s_swappc_b64`) returns to the next instruction, and a device function's
        // early return when EXEC is zero (`gfxc_regalloc::calls`: `s_setpc_b64` to either the
        // return address or the next instruction) may fall through: both keep the edge (the
        // code after them must see the hazards before them). A final return keeps it too,
        // which only adds constraints to the code laid out after it.
        let ends = p.op == Op::s_branch || p.op == Op::s_endpgm;
        if !ends {
            if let Some(t) = node_at(out[k].hi) {
                succs.push(t);
            }
        }
        succs.sort_unstable();
        succs.dedup();
        out[k].succs = succs;
    }
    out
}

/// How many wait states of history matter on `target`.
fn window(target: &Target) -> u32 {
    rule_tables(target.processor.isa).window
}

/// Representatives: content-equal items share one index (`exact`; the branches of the layout
/// carry no label name, so an item's target block is part of its content); beyond
/// [`MAX_LOOKBACK`] wait states only the separating-instruction rules look, which see a VALU,
/// an SALU or a branch only as such, so those collapse to one index per kind (`far`). Tails
/// that differ only in representatives behave identically and are stored once.
fn representatives(items: &[Item], infos: &[(Info, bool)]) -> (Vec<usize>, Vec<usize>) {
    let mut first: FastMap<&Item, usize> = FastMap::default();
    first.reserve(items.len());
    let exact: Vec<usize> = items
        .iter()
        .enumerate()
        .map(|(i, it)| *first.entry(it).or_insert(i))
        .collect();
    let mut kind_rep: [Option<usize>; 3] = [None; 3];
    let far = (0..items.len())
        .map(|i| {
            let c = &infos[i].0;
            let kind = if c.is_branch() {
                Some(0)
            } else if c.is_valu() && !c.has(kind::CMPX) {
                Some(1)
            } else if c.is_salu()
                && !c.has(kind::S_NOP | kind::ANY_WAITCNT | kind::SETREG | kind::GETREG)
            {
                Some(2)
            } else {
                None
            };
            match kind {
                Some(k) => *kind_rep[k].get_or_insert(i),
                None => exact[i],
            }
        })
        .collect();
    (exact, far)
}

/// Entry tails of every node (item indices), by fixed-point iteration.
///
/// The tail leaving a node for one entering tail `t` is the shortest suffix of `t ++ node`
/// holding `window` wait states, with every index replaced by its representative (`exact`
/// within [`MAX_LOOKBACK`] wait states of the end, `far` beyond). Each entering tail is pushed
/// through its node once (a worklist of the tails not yet propagated), so the sets are the
/// least fixed point of that union without recomputing the tails already propagated.
fn entry_tails(
    items: &[Item],
    nodes: &[Node],
    window: u32,
    masks: &Masks,
    reset: &mut [bool],
) -> Result<Vec<Vec<Vec<usize>>>, StageError> {
    let ws = |x: usize| masks.it[x].ws;
    let (exact, far) = representatives(items, &masks.infos);
    // GFX11 pattern rules count VALUs and TRANS ops, not wait states: an instruction beyond
    // MAX_LOOKBACK may still take part, so nothing collapses there.
    let patterns = items
        .first()
        .is_some_and(|i| rule_tables(i.0.variant).patterns);
    let far = if patterns { &exact } else { &far };
    if nodes.is_empty() {
        return Ok(Vec::new());
    }
    // Where no rule needs a separating instruction (GFX11), what lies beyond MAX_LOOKBACK
    // wait states matters only to the pattern matchers (`Waits::Pattern`), and a tail keeps
    // only what one of them may still look at: nothing behind its horizon (its walk has
    // ended there, whatever follows), and nothing older than the oldest of its triggers
    // plus the `before_trigger` VALUs it may need (older history cannot make it match).
    // Paths that differ only there share one tail; every matcher sees the same
    // instructions before every consumer, so every decision is the one the full window
    // gives.
    let pats: SmallVec<[Reach; 4]> = match items.first() {
        Some(i) if patterns => rule_tables(i.0.variant).pats.clone(),
        _ => SmallVec::new(),
    };
    let all_reached: u32 = (1 << pats.len()) - 1;
    // Whether the suffix has all it needs: `sum` wait states, `reached` horizons.
    let full = |sum: u32, reached: u32| {
        sum >= window || (!pats.is_empty() && sum >= MAX_LOOKBACK && reached == all_reached)
    };
    let infos = &masks.infos;
    // Every distinct tail is stored once and named by its index; the per-node sets and the
    // worklist hold indices (a tail is hashed once when it is made, not compared in a tree
    // or cloned per successor). Each set is sorted by content at the end, so callers see
    // the tails in one (lexicographic) order whatever order they were found in.
    let mut store = TailStore::default();
    let mut ins: Vec<IdSet> = vec![IdSet::default(); nodes.len()];
    // Tails in `ins[k]` not yet pushed through node k.
    let mut pending: Vec<Vec<u32>> = vec![Vec::new(); nodes.len()];
    // Nodes whose own instructions fill the window: every tail leaves them as the same one,
    // which has been propagated.
    let mut saturated = vec![false; nodes.len()];
    let empty = store.intern(&[]);
    ins[0].insert(empty);
    pending[0].push(empty);
    let mut work: BTreeSet<usize> = BTreeSet::from([0]);
    let mut rev: Vec<usize> = Vec::with_capacity(64);
    let mut out: Vec<usize> = Vec::with_capacity(64);
    while let Some(k) = work.pop_first() {
        let new = std::mem::take(&mut pending[k]);
        if saturated[k] {
            continue;
        }
        let (lo, hi) = (nodes[k].lo, nodes[k].hi);
        for &tid in &new {
            // The suffix of `t ++ lo..hi` with `window` wait states, youngest first.
            rev.clear();
            let mut sum = 0;
            let mut own = true;
            let (mut reached, mut state, mut reached_at) = (0u32, [0u32; 4], [0usize; 4]);
            let t = &store.tails[tid as usize];
            for (x, in_node) in (lo..hi)
                .rev()
                .map(|x| (x, true))
                .chain(t.iter().rev().map(|&x| (x, false)))
            {
                if full(sum, reached) {
                    break;
                }
                own &= in_node;
                rev.push(if sum >= MAX_LOOKBACK {
                    far[x]
                } else {
                    exact[x]
                });
                sum += ws(x);
                for (h, ((f, _, _), st)) in pats.iter().zip(&mut state).enumerate() {
                    if reached >> h & 1 == 0 && f(st, &infos[x].0) {
                        reached |= 1 << h;
                        reached_at[h] = rev.len() - 1;
                    }
                }
            }
            if own && full(sum, reached) {
                saturated[k] = true;
            }
            if !pats.is_empty() {
                // The MAX_LOOKBACK wait states the other rules read stay.
                let (mut keep, mut s) = (0, 0);
                while keep < rev.len() && s < MAX_LOOKBACK {
                    s += ws(rev[keep]);
                    keep += 1;
                }
                for (h, &(_, trigger, before)) in pats.iter().enumerate() {
                    let end = if reached >> h & 1 == 1 {
                        reached_at[h] + 1
                    } else {
                        rev.len()
                    };
                    // A trigger younger than the tail (after it on the path) counts as one
                    // at its start.
                    let mut need = (0..end)
                        .rev()
                        .find(|&i| trigger(&infos[rev[i]].0))
                        .map_or(0, |i| i + 1);
                    let mut valus = 0;
                    while valus < before && need < end {
                        valus += u8::from(infos[rev[need]].0.is_valu_format());
                        need += 1;
                    }
                    keep = keep.max(need);
                }
                rev.truncate(keep);
            }
            out.clear();
            out.extend(rev.iter().rev().copied());
            let oid = store.intern(&out);
            for &s in &nodes[k].succs {
                // A reset node is analysed with the empty history (`reset_barrier`).
                let oid = if reset[s] { empty } else { oid };
                if !ins[s].insert(oid) {
                    continue;
                }
                if ins[s].ids.len() > MAX_TAILS {
                    // Too many paths: the node starts with a reset from now on. Tails
                    // already propagated from it stay (they only add constraints).
                    reset[s] = true;
                    ins[s] = IdSet::default();
                    ins[s].insert(empty);
                    pending[s] = vec![empty];
                    work.insert(s);
                    continue;
                }
                pending[s].push(oid);
                work.insert(s);
            }
            if saturated[k] {
                break;
            }
        }
    }
    Ok(ins
        .into_iter()
        .map(|set| {
            let mut v: Vec<&Vec<usize>> =
                set.ids.iter().map(|&i| &store.tails[i as usize]).collect();
            v.sort_unstable();
            v.into_iter().cloned().collect()
        })
        .collect())
}

/// A set of tail indices: a bit per index, and the members in insertion order.
#[derive(Clone, Default)]
struct IdSet {
    bits: Vec<u64>,
    ids: Vec<u32>,
}

impl IdSet {
    /// Adds `id`; false if it was there.
    fn insert(&mut self, id: u32) -> bool {
        let (w, b) = (id as usize / 64, id % 64);
        if w >= self.bits.len() {
            self.bits.resize(w + 1, 0);
        }
        if self.bits[w] >> b & 1 == 1 {
            return false;
        }
        self.bits[w] |= 1 << b;
        self.ids.push(id);
        true
    }
}

/// Distinct tails, each stored once: found by a 64-bit hash of its content (collisions are
/// resolved by comparing contents).
#[derive(Default)]
struct TailStore {
    tails: Vec<Vec<usize>>,
    by_hash: FastMap<u64, SmallVec<[u32; 1]>>,
}

impl TailStore {
    fn intern(&mut self, t: &[usize]) -> u32 {
        let h = t.iter().fold(t.len() as u64, |h, &x| {
            (h.rotate_left(5) ^ x as u64).wrapping_mul(0x517c_c1b7_2722_0a95)
        });
        let ids = self.by_hash.entry(h).or_default();
        if let Some(&id) = ids.iter().find(|&&id| self.tails[id as usize] == t) {
            return id;
        }
        let id = self.tails.len() as u32;
        self.tails.push(t.to_vec());
        ids.push(id);
        id
    }
}

/// The reset a node starts with when too many paths reach it (module documentation): after
/// it no rule of `target`'s table looks further back, whatever came before.
pub fn reset_barrier(target: &Target) -> Result<Vec<Inst>, StageError> {
    // The same contract as a call boundary: what follows has exactly the hazards it has
    // with no history.
    crate::hazards::boundary_insts(target.processor.isa).map_err(StageError::internal)
}

/// The instructions that resolve `fix` (`crate::hazards::fix_insts`), counted in `st`.
fn fix_insts(fix: Fix, target: &Target, st: &mut NopStats) -> Result<Vec<Inst>, StageError> {
    // The fixes are built from the ISA table: one missing is a bug of the table.
    let v = crate::hazards::fix_insts(fix, target.processor.isa).map_err(StageError::internal)?;
    if let Fix::Nops(k) = fix {
        st.wait_states += k;
        st.nops += v.len() as u32;
    } else {
        st.separators += 1;
    }
    Ok(v)
}

/// What the pass needs of the rule table for one ISA variant: derived from [`RULES`] alone,
/// so it is built once per variant (on first use) and shared by every compile, instead of
/// filtering the rules and collecting these vectors for each kernel.
struct RuleTables {
    /// Number of rules that apply.
    applicable: usize,
    /// The bit of each rule of [`RULES`] (by index) in the masks; 0 for rules of other
    /// generations.
    bit_of: Vec<u64>,
    /// The index in [`RULES`] of the rule of each bit (in increasing order; the rules from
    /// the 64th on share the last bit).
    idx: Vec<usize>,
    /// The rules resolved by separating instructions.
    separated: u64,
    /// For each class (by [`class_bit`]) some applicable rule names: the bits of the rules it
    /// is the `first` class of, the `second` class of, and the `first` class of a rule other
    /// than a pattern rule (whose trigger bit is its `first` bit): [`Masks::masks_of`]
    /// intersects an item's classes with `named` and ors these.
    by_class: [(u64, u64, u64); 64],
    named: u64,
    /// Each pattern rule's bit and trigger.
    triggers: Vec<(u64, Trigger)>,
    /// Wait states of history that matter ([`window`]).
    window: u32,
    /// Whether some applicable rule is a pattern rule ([`Waits::Pattern`]).
    patterns: bool,
    /// Whether every applicable pattern rule is one of the GFX11 rules whose triggers
    /// [`may_trigger_gfx11`] over-approximates.
    gfx11_triggers: bool,
    /// The pattern rules' reaches when no rule needs a separating instruction
    /// ([`entry_tails`]); empty otherwise.
    pats: SmallVec<[Reach; 4]>,
}

/// The tables of `v` ([`RuleTables`]), built on first use.
fn rule_tables(v: IsaVariant) -> &'static RuleTables {
    static TABLES: [std::sync::OnceLock<RuleTables>; IsaVariant::ALL.len()] =
        [const { std::sync::OnceLock::new() }; IsaVariant::ALL.len()];
    TABLES[v.index()].get_or_init(|| RuleTables::new(v))
}

impl RuleTables {
    fn new(v: IsaVariant) -> RuleTables {
        let rules: Vec<(u32, &'static Rule)> = RULES
            .iter()
            .filter(|r| rule_applies(r, v))
            .enumerate()
            .map(|(k, r)| (k.min(63) as u32, r))
            .collect();
        let mut k = 0;
        let bit_of = RULES
            .iter()
            .map(|r| {
                if !rule_applies(r, v) {
                    return 0;
                }
                k += 1;
                1u64 << (k - 1).min(63)
            })
            .collect();
        let idx = RULES
            .iter()
            .enumerate()
            .filter(|(_, r)| rule_applies(r, v))
            .map(|(i, _)| i)
            .collect();
        let is_separated = |w: &Waits| {
            matches!(
                w,
                Waits::Valu | Waits::Salu | Waits::Depctr(_) | Waits::Vscnt | Waits::Pattern { .. }
            )
        };
        let separated = rules
            .iter()
            .filter(|(_, r)| is_separated(&r.waits))
            .fold(0u64, |m, (k, _)| m | 1 << k);
        let mut by_class = [(0u64, 0u64, 0u64); 64];
        let mut named = 0u64;
        let mut triggers: Vec<(u64, Trigger)> = Vec::new();
        for &(k, r) in &rules {
            let bit = 1u64 << k;
            let plain = match r.waits {
                Waits::Pattern { trigger, .. } => {
                    triggers.push((bit, trigger));
                    false
                }
                _ => true,
            };
            for (c, first) in [(r.first, true), (r.second, false)] {
                named |= class_bit(c);
                let e = &mut by_class[c as usize];
                if first {
                    e.0 |= bit;
                    if plain {
                        e.2 |= bit;
                    }
                } else {
                    e.1 |= bit;
                }
            }
        }
        let window = if rules.iter().any(|(_, r)| is_separated(&r.waits)) {
            WINDOW_SEPARATED
        } else {
            MAX_LOOKBACK
        };
        let patterns = rules
            .iter()
            .any(|(_, r)| matches!(r.waits, Waits::Pattern { .. }));
        let gfx11_triggers = rules.iter().all(|(_, r)| {
            !matches!(r.waits, Waits::Pattern { .. }) || GFX11_TRIGGER_RULES.contains(&r.id)
        });
        let pats = if patterns
            && !rules.iter().any(|(_, r)| {
                matches!(
                    r.waits,
                    Waits::Valu | Waits::Salu | Waits::Depctr(_) | Waits::Vscnt
                )
            }) {
            rules
                .iter()
                .filter_map(|(_, r)| match r.waits {
                    Waits::Pattern {
                        horizon,
                        trigger,
                        before_trigger,
                        ..
                    } => Some((horizon, trigger, before_trigger)),
                    _ => None,
                })
                .take(4)
                .collect()
        } else {
            SmallVec::new()
        };
        RuleTables {
            applicable: rules.len(),
            bit_of,
            idx,
            separated,
            by_class,
            named,
            triggers,
            window,
            patterns,
            gfx11_triggers,
            pats,
        }
    }
}

/// The pattern rules whose triggers [`may_trigger_gfx11`] covers.
const GFX11_TRIGGER_RULES: [&str; 3] = [
    "GFX11_VALU_TRANS_USE",
    "GFX11_VALU_PARTIAL_FORWARDING",
    "GFX11_VALU_MASK_WRITE",
];

/// False only when `inst` provably triggers none of [`GFX11_TRIGGER_RULES`] (checked against
/// the triggers on its classification in debug builds), from its row and register operands
/// alone, so that such an instruction needs no classification in [`Masks::new`]. The triggers
/// (`hazards::table`): a TRANS VALU (a row kind); a non-VALU writing the 64-bit EXEC (a
/// two-register `RegFile::Special` operand or return register: classify's defs are its
/// register operands, and the implicit EXEC write is `v_cmpx`'s, a VALU); a VALU reading a
/// 64-bit lane mask (a two-register operand in a `vcc` field, a `MASK_SRC2` or `v_div_fmas`
/// row, or a VOPD half).
fn may_trigger_gfx11(inst: &Inst) -> bool {
    use gfxc_isa::regs::{Operand, RegFile};
    use gfxc_isa::table::{Format, SigField};
    let t = table(inst.variant);
    let p = t.props(inst.def);
    if p.any(kind::TRANS | kind::DIV_FMAS | kind::MASK_SRC2) || inst.m.dual.is_some() {
        return true;
    }
    let d = t.def(inst.def);
    d.format == Format::Vopd
        || d.ops.iter().zip(inst.ops.iter()).any(|(s, o)| {
            matches!(o, Operand::Reg(r)
                if r.count == 2 && (r.file == RegFile::Special || s.field == SigField::Vcc))
        })
        || inst
            .ret
            .as_ref()
            .is_some_and(|r| r.count == 2 && r.file == RegFile::Special)
}

/// One item's rule bitsets and wait states ([`Masks::it`]).
#[derive(Clone, Copy)]
struct ItemMasks {
    /// Which rules (of the target's generation) the item can be the producer (`first`) of.
    first: u64,
    /// Which rules the item can be the consumer (`second`) of.
    second: u64,
    /// Which rules the item can trigger: be the producer of (`first`), or for a pattern
    /// rule ([`Waits::Pattern`]) be its `trigger`, the instruction the pattern cannot match
    /// without.
    trig: u64,
    /// Wait states the item supplies.
    ws: u32,
}

/// Per-item rule bitsets (one vector of [`ItemMasks`], not one per kind: a single
/// allocation); the rules resolved by separating instructions.
struct Masks {
    it: Vec<ItemMasks>,
    separated: u64,
    /// The target's rule tables.
    tab: &'static RuleTables,
    /// The bit of each rule of [`RULES`] (by index) in these masks ([`RuleTables::bit_of`]).
    bit_of: &'static [u64],
    /// The index in [`RULES`] of the rule of each bit ([`RuleTables::idx`]).
    idx: &'static [usize],
    /// Classes of the items (with their DPP flag): empty until [`Masks::fill_infos`]; the
    /// quick proof classifies only the items it looks at ([`Masks::info`]).
    infos: Vec<(Info, bool)>,
    /// The classifications made so far, by item (those `Masks::new` needed, and the quick
    /// proof's).
    cells: Vec<std::cell::OnceCell<(Info, bool)>>,
}

/// A pattern rule's trigger: does this item start the pattern.
type Trigger = fn(&Info) -> bool;

impl Masks {
    fn new(items: &[Item], target: &Target) -> Masks {
        let tab = rule_tables(target.processor.isa);
        let mut m = Masks {
            it: Vec::with_capacity(items.len()),
            separated: tab.separated,
            tab,
            bit_of: &tab.bit_of,
            idx: &tab.idx,
            infos: Vec::new(),
            // Made empty up front: a classification goes into its cell in place.
            cells: (0..items.len())
                .map(|_| std::cell::OnceCell::new())
                .collect(),
        };
        for (k, it) in items.iter().enumerate() {
            let dpp = is_dpp(&it.0);
            // Without pattern triggers (which read the classification), or where none can
            // fire ([`may_trigger_gfx11`]), an instruction whose row keeps its classes needs
            // no classification here: its masks come from the classes, and its wait states
            // are 1 (only `s_nop` supplies more).
            let no_trigger =
                tab.triggers.is_empty() || (tab.gfx11_triggers && !may_trigger_gfx11(&it.0));
            // (Only the classes some rule names make masks: `class_masks`.)
            let kept = (no_trigger && props(&it.0).op != Op::s_nop)
                .then(|| crate::hazards::table::kept_classes(&it.0, dpp, tab.named))
                .flatten();
            let (first, second, trig, ws) = match kept {
                Some(cs) => {
                    #[cfg(debug_assertions)]
                    {
                        let i = classify(&it.0);
                        let named = tab.named;
                        let want = classes(&i, dpp) & named;
                        assert_eq!(cs & named, want, "kept classes of {}", i.mnemonic);
                        assert_eq!(i.wait_states.max(1), 1);
                        for &(_, trigger) in &tab.triggers {
                            assert!(!trigger(&i), "trigger {} not foreseen", i.mnemonic);
                        }
                    }
                    let (f, s, t) = m.class_masks(cs);
                    (f, s, t, 1)
                }
                None => {
                    let (info, _) = m.cells[k].get_or_init(|| (classify(&it.0), dpp));
                    let (f, s, t) = m.masks_of_set(classes_of(&it.0, info, dpp), info);
                    (f, s, t, info.wait_states.max(1))
                }
            };
            m.it.push(ItemMasks {
                first,
                second,
                trig,
                ws,
            });
        }
        m
    }
    /// Item `i`'s masks as the checks take them: (trigger, second, first).
    fn rule_masks(&self, i: usize) -> RuleMasks {
        let m = &self.it[i];
        (m.trig, m.second, m.first)
    }
    /// The classification of item `k` (made at the first request).
    fn info<'a>(&'a self, items: &[Item], k: usize) -> &'a (Info, bool) {
        self.cells[k].get_or_init(|| (classify(&items[k].0), is_dpp(&items[k].0)))
    }
    /// Every item's classification in [`Masks::infos`], for the full analysis.
    fn fill_infos(&mut self, items: &[Item]) {
        self.infos = std::mem::take(&mut self.cells)
            .into_iter()
            .zip(items)
            .map(|(c, it)| {
                c.into_inner()
                    .unwrap_or_else(|| (classify(&it.0), is_dpp(&it.0)))
            })
            .collect();
    }
    /// Which rules an item can be the producer (`first`), the consumer (`second`) and the
    /// trigger of (for a pattern rule ([`Waits::Pattern`]) its `trigger`, otherwise its
    /// `first` class): the masks of its classes that some rule names ([`classes`]).
    fn masks_of(&self, (info, dpp): &(Info, bool)) -> (u64, u64, u64) {
        self.masks_of_set(classes(info, *dpp), info)
    }
    /// The masks the class set `classes` gives, pattern triggers aside.
    fn class_masks(&self, classes: u64) -> (u64, u64, u64) {
        let (mut first, mut second, mut trig) = (0u64, 0u64, 0u64);
        let mut cs = classes & self.tab.named;
        while cs != 0 {
            let (f, s, t) = self.tab.by_class[cs.trailing_zeros() as usize];
            first |= f;
            second |= s;
            trig |= t;
            cs &= cs - 1;
        }
        (first, second, trig)
    }
    /// [`Masks::masks_of`] of an item whose class set is `classes`.
    fn masks_of_set(&self, classes: u64, info: &Info) -> (u64, u64, u64) {
        let (first, second, mut trig) = self.class_masks(classes);
        for &(bit, trigger) in &self.tab.triggers {
            if trigger(info) {
                trig |= bit;
            }
        }
        (first, second, trig)
    }
}

/// The set bits of `hit`, lowest first.
struct BitRules {
    hit: u64,
}

impl Iterator for BitRules {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.hit == 0 {
            return None;
        }
        let b = self.hit.trailing_zeros() as usize;
        self.hit &= self.hit - 1;
        Some(b)
    }
}

/// What [`first_fix`] keeps between its calls on one node, so that a call after a fix does
/// not redo work the fix cannot change.
#[derive(Default)]
struct Scan<'a> {
    /// Consumers of `local` before this index have no violation (their history and the
    /// instruction after them are unchanged since they were checked).
    resume: usize,
    /// The same per cut tail: consumers of `local` before the index have no violation after
    /// that tail. For the tails in `cuts` the value is in `cut_clean` instead (written back
    /// here when `cuts` is recomputed).
    tails: FastMap<&'a [usize], usize>,
    /// The distinct cut tails (in the order of the node's tails) for the consumer rule set
    /// `cuts_for`: they depend on nothing else, so calls with the same set reuse them.
    cuts: Vec<&'a [usize]>,
    cut_clean: Vec<usize>,
    /// The rule triggers of each cut tail's instructions (`Masks::trig`, or-ed).
    cut_trig: Vec<u64>,
    cuts_for: Option<u64>,
}

impl<'a> Scan<'a> {
    /// `local` gets instructions inserted at `at`: consumers from `at - 1` on have a new
    /// history or a new next instruction.
    fn inserted(&mut self, at: usize) {
        let keep = at.saturating_sub(1);
        self.resume = self.resume.min(keep);
        for c in self.tails.values_mut().chain(self.cut_clean.iter_mut()) {
            *c = (*c).min(keep);
        }
    }

    /// Makes `cuts` the distinct cut tails of `tails` for consumers of the rules in `cons`.
    fn cut_tails(&mut self, tails: &'a [Vec<usize>], masks: &Masks, cons: u64) {
        if self.cuts_for == Some(cons) {
            return;
        }
        for (t, &c) in self.cuts.iter().zip(&self.cut_clean) {
            self.tails.insert(t, c);
        }
        self.cuts.clear();
        self.cut_clean.clear();
        self.cut_trig.clear();
        let mut seen: FastMap<&[usize], ()> = FastMap::default();
        for t in tails {
            // Keep the youngest MAX_LOOKBACK wait states, and older instructions back to the
            // oldest producer of a separating-instruction rule that has a consumer here:
            // nothing older can take part in a hazard of this prefix.
            let mut cut = t.len();
            let mut after = 0;
            let mut any = false;
            for (p, &i) in t.iter().enumerate().rev() {
                let first = masks.it[i].first & cons;
                any |= first != 0;
                if after < MAX_LOOKBACK || first & masks.separated != 0 {
                    cut = p;
                }
                after += masks.it[i].ws;
            }
            if !any {
                continue;
            }
            let t: &'a [usize] = &t[cut..];
            if seen.insert(t, ()).is_some() {
                continue;
            }
            self.cuts.push(t);
            self.cut_clean.push(self.tails.get(t).copied().unwrap_or(0));
            self.cut_trig
                .push(t.iter().fold(0u64, |a, &i| a | masks.it[i].trig));
        }
        self.cuts_for = Some(cons);
    }
}

/// The first consumer at index `from` or later in `seq` with a need of a rule that `applies`,
/// and its first such fix — `check(seq)` restricted to consumers from `from` on.
///
/// `rm` holds each element's rule masks (triggers, consumer of; [`Masks`]): a consumer none
/// of whose rules has a trigger among the 64 instructions before it needs nothing — `needs`
/// finds a violation only at a producer of the rule's `first` class, and a pattern rule
/// cannot match without its trigger — so it is not asked (most consumers). The masks may
/// only over-approximate (rules past the 64th share a bit). For the same reason a consumer
/// that is asked is asked only about the rules with a trigger in its window (`bits`: each
/// rule's bit by its index in [`RULES`], [`Masks::bit_of`]).
fn first_need<H: Borrow<(Info, bool)>>(
    seq: &[H],
    rm: &[RuleMasks],
    bits: &[u64],
    idx: &[usize],
    insts: impl Fn(usize) -> IsaVariant,
    from: usize,
    applies: &dyn Fn(&Rule) -> bool,
) -> Option<(usize, Fix)> {
    // The latest index holding a trigger of each rule bit, kept as `i` advances, so the
    // window test costs the set bits of two masks instead of a walk of 64.
    const NONE: usize = usize::MAX;
    let mut last = [NONE; 64];
    let note = |last: &mut [usize; 64], j: usize| {
        let mut t = rm[j].0;
        while t != 0 {
            last[t.trailing_zeros() as usize] = j;
            t &= t - 1;
        }
    };
    for j in from.saturating_sub(64)..from.min(seq.len()) {
        note(&mut last, j);
    }
    for i in from..seq.len() {
        let lo = i.saturating_sub(64);
        let mut cons = rm[i].1;
        let mut hit = 0u64;
        while cons != 0 {
            let b = cons.trailing_zeros() as usize;
            let l = last[b];
            if l != NONE && l >= lo {
                hit |= 1 << b;
            }
            cons &= cons - 1;
        }
        if hit != 0 {
            // The rules of the bits of `hit`, in increasing index order (the bits follow the
            // order of RULES; the last bit is shared by every rule from the 64th on).
            let kept = BitRules { hit }.flat_map(|b| {
                let end = if b == 63 { idx.len() } else { b + 1 };
                idx[b.min(idx.len())..end.min(idx.len())].iter().copied()
            });
            let found = needs_of(
                &seq[lo..i],
                seq[i].borrow(),
                seq.get(i + 1).map(|x| x.borrow()),
                insts(i),
                kept,
                Some((&rm[lo..i], bits)),
            )
            .into_iter()
            .find(|x| applies(x.1));
            if let Some((fix, _)) = found {
                return Some((i, fix));
            }
        }
        note(&mut last, i);
    }
    None
}

/// The first fix node `local` needs after any of `tails`: (position in `local`, fix). At the
/// earliest consumer, wait-state needs are maximised over the tails. Consumers preceded by
/// `window` wait states inside the node do not depend on the tail: they are checked once.
/// `infos` are the classes of `local`; `scan` carries what earlier calls established.
#[allow(clippy::too_many_arguments)]
fn first_fix<'a>(
    items: &[Item],
    masks: &Masks,
    tails: &'a [Vec<usize>],
    local: &[Item],
    infos: &[(Info, bool)],
    lm: &[RuleMasks],
    window: u32,
    scan: &mut Scan<'a>,
) -> Option<(usize, Fix)> {
    let mut best: Option<(usize, Fix)> = None;
    let mut take = |pos: usize, fix: Fix| {
        best = match best {
            None => Some((pos, fix)),
            Some((bp, _)) if pos < bp => Some((pos, fix)),
            Some((bp, Fix::Nops(a))) if pos == bp => match fix {
                Fix::Nops(b) => Some((bp, Fix::Nops(a.max(b)))),
                _ => Some((bp, Fix::Nops(a))),
            },
            keep => keep,
        };
    };
    let v = local.first().map(|i| i.0.variant);
    let applies = |r: &Rule| v.is_some_and(|v| rule_applies(r, v));
    // As `check(local)`, from the first consumer that may have changed.
    if let Some((pos, fix)) = first_need(
        infos,
        lm,
        masks.bit_of,
        masks.idx,
        |i| local[i].0.variant,
        scan.resume,
        &applies,
    ) {
        scan.resume = pos;
        take(pos, fix);
    } else {
        scan.resume = local.len();
    }
    // The prefix of the node whose consumers can see the tail.
    let mut sum = 0;
    let mut k = 0;
    while k < local.len() && sum < window {
        sum += infos[k].0.wait_states.max(1);
        k += 1;
    }
    let k = (k + 1).min(local.len());
    // One more instruction: a rule fixed after its consumer looks at what follows it.
    let m = (k + 1).min(local.len());
    // Rules with a consumer in that prefix; a tail matters only through their producers.
    let cons = lm[..k].iter().fold(0u64, |a, i| a | i.1);
    let mut seq: Vec<&(Info, bool)> = Vec::new();
    let mut seq_m: Vec<RuleMasks> = Vec::new();
    scan.cut_tails(tails, masks, cons);
    // A cut tail can only matter to a consumer from its clean point on when a rule of such
    // a consumer has a trigger in the tail or before the consumer in the node
    // (`first_need` asks nothing else): `later[c]` are the rules of consumers `c..m`.
    let trig_local = lm[..m].iter().fold(0u64, |a, i| a | i.0);
    let mut later = vec![0u64; m + 1];
    for c in (0..m).rev() {
        later[c] = later[c + 1] | lm[c].1;
    }
    for j in 0..scan.cuts.len() {
        if later[scan.cut_clean[j].min(m - 1)] & (scan.cut_trig[j] | trig_local) == 0 {
            scan.cut_clean[j] = m.saturating_sub(1);
            continue;
        }
        let t = scan.cuts[j];
        // As `check(t ++ local[..m])` at the consumers in `local`, from the first one that
        // may have changed; only the 64 instructions before a consumer are its history.
        let clean = scan.cut_clean[j].min(m - 1);
        let h = t.len();
        let lo = (h + clean).saturating_sub(64);
        seq.clear();
        seq.extend(t[lo.min(h)..].iter().map(|&i| &masks.infos[i]));
        seq.extend(infos[lo.saturating_sub(h)..m].iter());
        seq_m.clear();
        seq_m.extend(t[lo.min(h)..].iter().map(|&i| masks.rule_masks(i)));
        seq_m.extend(lm[lo.saturating_sub(h)..m].iter().copied());
        let variant = |i: usize| {
            let j = i + lo;
            if j < h {
                items[t[j]].0.variant
            } else {
                local[j - h].0.variant
            }
        };
        // Only the consumers of the prefix (`local[..k]`) depend on the tail; the one at `k`
        // is in `seq` only as the instruction after the last of them, so it is checked here
        // without its own next instruction — a rule fixed after its consumer (GFX11
        // VALUMaskWriteHazard's depctr) would be reported again forever. The local check
        // above covers it with its successor.
        let found = first_need(
            &seq,
            &seq_m,
            masks.bit_of,
            masks.idx,
            variant,
            h + clean - lo,
            &applies,
        )
        .filter(|&(i, _)| i + lo - h < k);
        // The last consumer of `seq` was checked without the instruction after it.
        let upto = match found {
            Some((i, _)) => i + lo - h,
            None => m,
        };
        scan.cut_clean[j] = upto.min(m.saturating_sub(1));
        if let Some((i, fix)) = found {
            take(i + lo - h, fix);
        }
    }
    best
}

/// Inserts what every path of the laid-out code needs. `starts` maps blocks to the index of
/// their first item and is updated for the inserted instructions.
pub fn insert_hazard_fixes(
    items: &mut Vec<Item>,
    starts: &mut [(usize, usize)],
    target: &Target,
) -> Result<NopStats, StageError> {
    let mut st = NopStats::default();
    let window = window(target);
    // One round suffices: an inserted `s_nop` or separating instruction is the producer of no
    // rule, so it only adds distance and separation to every later tail. Debug builds run a
    // second round to check that it finds nothing.
    let rounds = if cfg!(debug_assertions) { 2 } else { 1 };
    // Item indices where a reset starts (a node reached by too many paths).
    let mut resets: BTreeSet<usize> = BTreeSet::new();
    for round in 0..rounds {
        let nds = nodes(items, starts);
        let mut masks = Masks::new(items, target);
        // The quick proof ends the pass in release builds; debug builds (every test) still run
        // the full analysis after it and require it to find nothing, so a proof that missed a
        // hazard fails the tests instead of dropping a fix.
        let proven = round == 0 && nothing_to_fix(items, &nds, &masks, window);
        if proven && !cfg!(debug_assertions) {
            return Ok(st);
        }
        masks.fill_infos(items);
        let mut reset: Vec<bool> = nds.iter().map(|n| resets.contains(&n.lo)).collect();
        let known = reset.clone();
        let tails = entry_tails(items, &nds, window, &masks, &mut reset)?;
        let mut edits: Vec<(usize, usize, Vec<Item>)> = Vec::new(); // (lo, hi, new items)
                                                                    // The rule masks of a node checked in place, reused across nodes.
        let mut node_lm: Vec<RuleMasks> = Vec::new();
        for (k, nd) in nds.iter().enumerate() {
            if tails[k].is_empty() {
                continue; // unreachable
            }
            let fresh_reset = reset[k] && !known[k];
            let mut scan = Scan::default();
            // Most nodes need no fix: they are checked in place, and copied only to be edited
            // (the copy's first check would give the same answer from the same state).
            let mut pending = None;
            if !fresh_reset {
                node_lm.clear();
                node_lm.extend((nd.lo..nd.hi).map(|i| masks.rule_masks(i)));
                pending = first_fix(
                    items,
                    &masks,
                    &tails[k],
                    &items[nd.lo..nd.hi],
                    &masks.infos[nd.lo..nd.hi],
                    &node_lm,
                    window,
                    &mut scan,
                );
                if pending.is_none() {
                    continue;
                }
            }
            let mut local: Vec<Item> = items[nd.lo..nd.hi].to_vec();
            let mut changed = false;
            if fresh_reset {
                let b = reset_barrier(target)?;
                st.resets += 1;
                local.splice(0..0, b.into_iter().map(|i| (i, None)));
                resets.insert(nd.lo);
                changed = true;
            }
            // The node's own items were classified by `Masks::new`; only a reset barrier's
            // instructions in front of them are new.
            let pre = local.len() - (nd.hi - nd.lo);
            let mut infos: Vec<(Info, bool)> = local[..pre]
                .iter()
                .map(|i| (classify(&i.0), is_dpp(&i.0)))
                .chain(masks.infos[nd.lo..nd.hi].iter().cloned())
                .collect();
            let mut lm: Vec<RuleMasks> = infos[..pre]
                .iter()
                .map(|c| {
                    let (first, second, trig) = masks.masks_of(c);
                    (trig, second, first)
                })
                .chain((nd.lo..nd.hi).map(|i| masks.rule_masks(i)))
                .collect();
            let mut guard = 0;
            let mut next = match pending {
                Some(first) => Some(first),
                None => first_fix(
                    items, &masks, &tails[k], &local, &infos, &lm, window, &mut scan,
                ),
            };
            while let Some((pos, fix)) = next {
                guard += 1;
                if guard > 4 * (nd.hi - nd.lo) + 64 {
                    return Err(gfxc_ir::internal!("internal: hazard fixes do not converge"));
                }
                let new = fix_insts(fix, target, &mut st)?;
                // GFX11 VALUMaskWriteHazard: the depctr goes right after the SALU write.
                let at = if matches!(fix, Fix::DepctrAfter(_)) {
                    pos + 1
                } else {
                    pos
                };
                // Consumers before `at - 1` keep their history and their next instruction; `pos`
                // was the first violation, so nothing before it needs a fix.
                scan.inserted(at);
                let new_infos: Vec<(Info, bool)> =
                    new.iter().map(|i| (classify(i), is_dpp(i))).collect();
                lm.splice(
                    at..at,
                    new_infos.iter().map(|c| {
                        let (first, second, trig) = masks.masks_of(c);
                        (trig, second, first)
                    }),
                );
                infos.splice(at..at, new_infos);
                local.splice(at..at, new.into_iter().map(|i| (i, None)));
                changed = true;
                next = first_fix(
                    items, &masks, &tails[k], &local, &infos, &lm, window, &mut scan,
                );
            }
            if changed {
                edits.push((nd.lo, nd.hi, local));
            }
        }
        if edits.is_empty() {
            return Ok(st);
        }
        if proven {
            return Err(gfxc_ir::internal!(
                "internal: nothing_to_fix proved a kernel free of hazards that needs a fix"
            ));
        }
        if round > 0 {
            return Err(gfxc_ir::internal!(
                "internal: hazard fixes are not final after one round"
            ));
        }
        // Apply from the back so earlier indices stay valid.
        for (lo, hi, merged) in edits.into_iter().rev() {
            let added = merged.len() - (hi - lo);
            items.splice(lo..hi, merged);
            for s in starts.iter_mut() {
                if s.1 > lo {
                    s.1 += added;
                }
            }
            resets = resets
                .into_iter()
                .map(|r| if r > lo { r + added } else { r })
                .collect();
        }
    }
    Ok(st)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_isa::processors::Target;

    fn items(t: &Target, lines: &[(&str, Option<usize>)]) -> Vec<Item> {
        lines
            .iter()
            .map(|(s, to)| {
                let s = if to.is_some() {
                    format!("{s} .L")
                } else {
                    s.to_string()
                };
                (gfxc_isa::parse::parse_inst(&s, t, 0).unwrap(), *to)
            })
            .collect()
    }

    #[test]
    fn straight_line_matches_the_recognizer() {
        let t = Target::parse("gfx900").unwrap();
        let mut it = items(
            &t,
            &[
                ("v_cmp_eq_u32_e32 vcc, 0, v0", None),
                ("v_readlane_b32 s0, v1, vcc_lo", None),
                ("s_endpgm", None),
            ],
        );
        let mut starts = vec![(0, 0)];
        let st = insert_hazard_fixes(&mut it, &mut starts, &t).unwrap();
        let mut plain: Vec<Inst> = items(
            &t,
            &[
                ("v_cmp_eq_u32_e32 vcc, 0, v0", None),
                ("v_readlane_b32 s0, v1, vcc_lo", None),
                ("s_endpgm", None),
            ],
        )
        .into_iter()
        .map(|i| i.0)
        .collect();
        let ws = crate::hazards::insert_nops(&mut plain, &t);
        assert_eq!(st.wait_states, ws);
        assert!(ws > 0);
    }
}

#[cfg(test)]
mod reset_tests {
    use super::*;
    use gfxc_isa::processors::Target;

    /// `n` SALU-only diamonds in a row between a TRANS op and a VALU reading its result:
    /// every diamond doubles the paths, and no GFX11 pattern's reach ends on an SALU (nor
    /// does the GFX10 64-wait-state window end before 2^n paths), so the tails entering the
    /// last blocks pass [`MAX_TAILS`]. Returns the items and block starts.
    fn diamonds(t: &Target, n: usize) -> (Vec<Item>, Vec<(usize, usize)>) {
        let mut lines: Vec<(String, Option<usize>)> = vec![
            ("v_exp_f32_e32 v1, v2".into(), None),
            ("s_cmp_eq_u32 s0, 0".into(), None),
        ];
        let mut starts = vec![(0usize, 0usize)];
        for i in 0..n {
            let (th, el, join) = (3 * i + 1, 3 * i + 2, 3 * i + 3);
            lines.push(("s_cbranch_scc0".into(), Some(el)));
            starts.push((th, lines.len()));
            lines.push((format!("s_add_u32 s1, s1, {}", i + 1), None));
            lines.push(("s_branch".into(), Some(join)));
            starts.push((el, lines.len()));
            lines.push((format!("s_add_u32 s2, s2, {}", i + 1), None));
            starts.push((join, lines.len()));
            lines.push((format!("s_cmp_eq_u32 s{}, 0", 3 + i % 8), None));
        }
        lines.push(("v_add_f32_e32 v3, v1, v1".into(), None));
        lines.push(("s_endpgm".into(), None));
        let items = lines
            .iter()
            .map(|(s, to)| {
                let s = if to.is_some() {
                    format!("{s} .L")
                } else {
                    s.clone()
                };
                (gfxc_isa::parse::parse_inst(&s, t, 0).unwrap(), *to)
            })
            .collect();
        (items, starts)
    }

    #[test]
    fn too_many_paths_start_a_reset_instead_of_failing() {
        for (cpu, want_reset) in [
            ("gfx1100", true),
            ("gfx1010", true),
            ("gfx1030", false),
            ("gfx900", false),
        ] {
            let t = Target::parse(cpu).unwrap();
            let (mut items, mut starts) = diamonds(&t, 24);
            let n0 = items.len();
            let st = insert_hazard_fixes(&mut items, &mut starts, &t)
                .unwrap_or_else(|e| panic!("{cpu}: {e:?}"));
            assert_eq!(st.resets > 0, want_reset, "{cpu}: {st:?}");
            if want_reset {
                // Each reset is the barrier of the table, and lies inside the code.
                let b = reset_barrier(&t).unwrap();
                let code: Vec<&Inst> = items.iter().map(|i| &i.0).collect();
                let found = code
                    .windows(b.len())
                    .filter(|w| w.iter().zip(&b).all(|(x, y)| *x == y))
                    .count();
                assert_eq!(found as u32, st.resets, "{cpu}");
                assert!(items.len() >= n0 + b.len() * st.resets as usize);
            }
        }
    }

    #[test]
    fn reset_barrier_ends_every_pattern_reach() {
        for cpu in [
            "gfx1010", "gfx1030", "gfx1100", "gfx900", "gfx90a", "gfx942",
        ] {
            let t = Target::parse(cpu).unwrap();
            let b = reset_barrier(&t).unwrap();
            let v = t.processor.isa;
            for r in RULES.iter().filter(|r| rule_applies(r, v)) {
                if let Waits::Pattern { horizon, .. } = r.waits {
                    let mut st = 0;
                    assert!(
                        b.iter().any(|i| horizon(&mut st, &classify(i))),
                        "{cpu}: {} reaches past the reset",
                        r.id
                    );
                }
            }
            // No instruction of the barrier is a consumer of a rule, whatever came before:
            // a history of producers of every kind (those the target's assembler takes),
            // each writing or reading v0-v3 / s0-s3 / VCC / EXEC.
            let producers = [
                "v_exp_f32_e32 v0, v0",
                "v_rcp_f32_e32 v1, v1",
                "v_cmpx_eq_u32_e32 0, v0",
                "v_cmpx_eq_u32_e64 s[0:1], 0, v0",
                "s_mov_b64 exec, s[0:1]",
                "s_mov_b32 exec_lo, s0",
                "global_load_dword v0, v[0:1], off",
                "buffer_load_dword v0, v1, s[0:3], s4 offen",
                "s_load_dword s0, s[0:1], 0x0",
                "ds_read_b32 v0, v1",
                "v_cndmask_b32_e64 v0, v0, v1, s[0:1]",
                "v_readlane_b32 s0, v0, 0",
                "v_writelane_b32 v0, s0, 0",
                "v_cmp_eq_u32_e32 vcc, 0, v0",
                "s_setreg_b32 hwreg(HW_REG_MODE, 0, 1), s0",
                "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]",
                "v_mfma_f32_4x4x1f32 v[0:3], v0, v1, v[0:3]",
            ];
            let hist: Vec<(Info, bool)> = producers
                .iter()
                .filter_map(|l| gfxc_isa::parse::parse_inst(l, &t, 0).ok())
                .map(|i| (classify(&i), is_dpp(&i)))
                .collect();
            assert!(hist.len() >= 8, "{cpu}: {} producers", hist.len());
            for start in 0..hist.len() {
                let mut seq: Vec<(Info, bool)> = hist[start..].to_vec();
                for (k, i) in b.iter().enumerate() {
                    let c = (classify(i), is_dpp(i));
                    let next = b.get(k + 1).map(|x| (classify(x), is_dpp(x)));
                    let found = crate::hazards::needs(&seq, &c, next.as_ref(), v);
                    assert!(
                        found.is_empty(),
                        "{cpu}: barrier instruction {k} after {:?}: {:?}",
                        producers.get(start),
                        found.iter().map(|f| f.1.id).collect::<Vec<_>>()
                    );
                    seq.push(c);
                }
            }
        }
    }
}
