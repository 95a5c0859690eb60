//! Control-flow graph facts shared by the passes: successors and predecessors (on block
//! indices in layout order), reverse postorder, dominators and post-dominators (the shared
//! search and Cooper, Harvey and Kennedy's algorithm of [`gfxc_ir::graph`]), and natural
//! loops.
//!
//! Guarantees: indices are positions in `func.layout.blocks()`; unreachable blocks have no
//! immediate dominator; post-dominators are computed on the reverse graph with one virtual exit
//! (index `n`) that every block without successors (`return`, `unreachable`) flows to, so a
//! block whose every path ends in an infinite loop has no immediate post-dominator.

use cranelift_entity::EntityRef;
use gfxc_ir::graph::{immediate_dominators, Dfs, NONE};
use gfxc_ir::{Block, Function};
use smallvec::SmallVec;

/// A node's successors or predecessors (most blocks have one or two).
pub type Edges = SmallVec<[usize; 2]>;

/// Successors and predecessors of a function's blocks.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub blocks: Vec<Block>,
    /// The index of each block by its number (`usize::MAX`: not in the layout).
    index: Vec<usize>,
    /// Distinct successors, in branch-destination order.
    pub succs: Vec<Edges>,
    /// Distinct predecessors.
    pub preds: Vec<Edges>,
}

impl Cfg {
    pub fn new(func: &Function) -> Cfg {
        let blocks: Vec<Block> = func.layout.blocks().to_vec();
        let size = blocks.iter().map(|b| b.index() + 1).max().unwrap_or(0);
        let mut index = vec![usize::MAX; size];
        for (i, &b) in blocks.iter().enumerate() {
            index[b.index()] = i;
        }
        let n = blocks.len();
        // Built empty in place (`vec![Edges::new(); n]` clones a prototype per element).
        let mut succs: Vec<Edges> = Vec::with_capacity(n);
        succs.resize_with(n, Edges::new);
        let mut preds: Vec<Edges> = Vec::with_capacity(n);
        preds.resize_with(n, Edges::new);
        for (i, &b) in blocks.iter().enumerate() {
            if let Some(t) = func.layout.last_inst(b) {
                func.dfg.insts[t].for_each_branch_dest(|d| {
                    let j = index.get(d.block.index()).copied().unwrap_or(usize::MAX);
                    if j != usize::MAX && !succs[i].contains(&j) {
                        succs[i].push(j);
                        preds[j].push(i);
                    }
                });
            }
        }
        Cfg {
            blocks,
            index,
            succs,
            preds,
        }
    }

    pub fn len(&self) -> usize {
        self.blocks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The index of `b`, if it is in the layout.
    pub fn get(&self, b: Block) -> Option<usize> {
        self.index
            .get(b.index())
            .copied()
            .filter(|&i| i != usize::MAX)
    }

    /// The block indices by block number (`usize::MAX`: not in the layout), for
    /// [`index_in`].
    pub fn into_index(self) -> Vec<usize> {
        self.index
    }

    pub fn idx(&self, b: Block) -> usize {
        match self.index.get(b.index()) {
            Some(&i) if i != usize::MAX => i,
            _ => panic!("block {b} is not in the layout"),
        }
    }

    /// Reverse postorder from the entry (unreachable blocks omitted).
    pub fn rpo(&self) -> Vec<usize> {
        rpo_with(|x| &self.succs[x][..], 0, self.len())
    }

    pub fn dominators(&self) -> DomTree {
        DomTree::compute(self.len(), 0, &self.succs, &self.preds)
    }

    /// Post-dominators; node `len()` is the virtual exit.
    pub fn post_dominators(&self) -> DomTree {
        let n = self.len();
        // Reverse graph: successors of x are preds of x; the exit's successors are the sinks.
        // The predecessors of a sink are the exit alone, the exit has none. (Read through
        // the forward lists rather than copied into reversed ones.)
        let sinks: Edges = (0..n).filter(|&i| self.succs[i].is_empty()).collect();
        let exit = [n];
        DomTree::compute_with(
            n + 1,
            n,
            |x| {
                if x == n {
                    &sinks[..]
                } else {
                    &self.preds[x][..]
                }
            },
            |x| {
                if x == n {
                    &[][..]
                } else if self.succs[x].is_empty() {
                    &exit[..]
                } else {
                    &self.succs[x][..]
                }
            },
        )
    }
}

/// The control-flow analyses of a function, computed together: its CFG, dominator and
/// post-dominator trees and natural loops. They depend only on the layout's blocks and on
/// the destinations of their terminators, so they stay valid across passes that add, remove
/// or rewrite instructions other than terminators' destinations, and change no block
/// (rewriting values, block parameters and branch arguments included). The pipeline
/// computes them once after the structurizer (or takes the structurizer's) and hands them to
/// the later passes, whose CFG that is (`crate::pipeline`).
#[derive(Clone, Debug)]
pub struct CfgFacts {
    pub cfg: Cfg,
    pub dom: DomTree,
    pub pdom: DomTree,
    pub loops: Vec<Loop>,
}

impl CfgFacts {
    pub fn new(func: &Function) -> CfgFacts {
        SharedCfg::default().into_facts(func)
    }

    /// Whether these are the facts of `func` as it is: the same blocks in the same order,
    /// with the same successors (a debug-build check of the pipeline's reuse).
    pub fn matches(&self, func: &Function) -> bool {
        let now = Cfg::new(func);
        now.blocks == self.cfg.blocks && now.succs == self.cfg.succs
    }
}

/// The CFG of a function and its dominator tree, and its natural loops once asked for,
/// computed on first use: consecutive passes that change no block and no branch destination
/// share one (`crate::pipeline`); whoever changes the CFG resets it (`*shared =
/// SharedCfg::default()`). Each part is computed as [`CfgFacts::new`] computes it.
#[derive(Default)]
pub struct SharedCfg {
    parts: Option<(Cfg, DomTree)>,
    loops: Option<Vec<Loop>>,
}

impl SharedCfg {
    /// The CFG of `func` and its dominator tree.
    pub fn get(&mut self, func: &Function) -> (&Cfg, &DomTree) {
        let (cfg, dom) = self.parts.get_or_insert_with(|| {
            let cfg = Cfg::new(func);
            let dom = cfg.dominators();
            (cfg, dom)
        });
        (cfg, dom)
    }

    /// [`SharedCfg::get`] and the natural loops.
    pub fn with_loops(&mut self, func: &Function) -> (&Cfg, &DomTree, &[Loop]) {
        let (cfg, dom) = self.parts.get_or_insert_with(|| {
            let cfg = Cfg::new(func);
            let dom = cfg.dominators();
            (cfg, dom)
        });
        let loops = self.loops.get_or_insert_with(|| natural_loops(cfg, dom));
        (cfg, dom, loops)
    }

    /// All the control-flow facts of `func` (the parts not computed yet computed now).
    pub fn into_facts(mut self, func: &Function) -> CfgFacts {
        self.with_loops(func);
        let (cfg, dom) = self.parts.expect("computed");
        let loops = self.loops.expect("computed");
        let pdom = cfg.post_dominators();
        CfgFacts {
            cfg,
            dom,
            pdom,
            loops,
        }
    }
}

/// `b`'s index in a table of [`Cfg::into_index`].
pub fn index_in(index: &[usize], b: Block) -> Option<usize> {
    index.get(b.index()).copied().filter(|&i| i != usize::MAX)
}

/// Reverse postorder of the graph whose successors `succs` gives, from `entry`.
fn rpo_with<'a>(succs: impl Fn(usize) -> &'a [usize], entry: usize, n: usize) -> Vec<usize> {
    let mut order = Dfs::new(n, entry, succs, None).postorder;
    order.reverse();
    order
}

/// A dominator tree over node indices ([`gfxc_ir::graph`]'s search and dominators).
#[derive(Clone, Debug)]
pub struct DomTree {
    /// Immediate dominator of each node (the entry's own; [`NONE`]: unreachable).
    idom: Vec<usize>,
    rpo_num: Vec<usize>,
    pub order: Vec<usize>,
    entry: usize,
}

impl DomTree {
    pub fn compute(n: usize, entry: usize, succs: &[Edges], preds: &[Edges]) -> DomTree {
        Self::compute_with(n, entry, |x| &succs[x][..], |x| &preds[x][..])
    }

    /// [`DomTree::compute`] of the graph whose successor and predecessor lists `succs` and
    /// `preds` give.
    fn compute_with<'a>(
        n: usize,
        entry: usize,
        succs: impl Fn(usize) -> &'a [usize],
        preds: impl Fn(usize) -> &'a [usize],
    ) -> DomTree {
        if n == 1 {
            // One node (a function of one block): the entry, its own dominator, as the
            // computation below finds.
            return DomTree {
                idom: vec![entry],
                rpo_num: vec![0],
                order: vec![entry],
                entry,
            };
        }
        let dfs = Dfs::new(n, entry, succs, None);
        let idom = immediate_dominators(&dfs, entry, preds);
        let Dfs {
            postorder: mut order,
            number: mut rpo_num,
        } = dfs;
        order.reverse();
        // Postorder numbers to positions in the reverse postorder (in place).
        let last = order.len().wrapping_sub(1);
        for k in rpo_num.iter_mut().filter(|k| **k != NONE) {
            *k = last - *k;
        }
        DomTree {
            idom,
            rpo_num,
            order,
            entry,
        }
    }

    /// Each node's immediate dominator, as [`gfxc_ir::graph::immediate_dominators`] gives
    /// them (the entry is its own; [`NONE`]: unreachable).
    pub fn idoms(&self) -> &[usize] {
        &self.idom
    }

    /// The position of `x` in [`DomTree::order`] (`usize::MAX` if unreachable).
    pub fn rpo_number(&self, x: usize) -> usize {
        self.rpo_num[x]
    }

    pub fn is_reachable(&self, x: usize) -> bool {
        self.idom[x] != NONE
    }

    /// The immediate dominator (`None` for the entry and unreachable nodes).
    pub fn idom(&self, x: usize) -> Option<usize> {
        match self.idom[x] {
            d if d != NONE && x != self.entry => Some(d),
            _ => None,
        }
    }

    pub fn dominates(&self, a: usize, mut b: usize) -> bool {
        if !self.is_reachable(b) || !self.is_reachable(a) {
            return false;
        }
        loop {
            if a == b {
                return true;
            }
            if self.rpo_num[b] < self.rpo_num[a] {
                return false;
            }
            match self.idom(b) {
                Some(d) => b = d,
                None => return false,
            }
        }
    }
}

/// A natural loop: a header and the blocks of every cycle through it. (Its lists inline, as
/// the CFG's edges: a kernel's loops have a few blocks and one or two latches, and a list
/// per loop on the heap cost three allocations per loop on every compile.)
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: usize,
    /// Sorted block indices (header included).
    pub blocks: SmallVec<[usize; 8]>,
    /// Sources of back edges.
    pub latches: SmallVec<[usize; 2]>,
    /// Membership by block index (`blocks` as a table: the uniformity analysis and the
    /// structurizer ask [`Loop::contains`] for every operand and edge they look at).
    member: SmallVec<[bool; 32]>,
}

impl Loop {
    #[inline]
    pub fn contains(&self, b: usize) -> bool {
        self.member.get(b).copied().unwrap_or(false)
    }
}

/// Natural loops (one per header, back edges merged), innermost first (fewest blocks first).
pub fn natural_loops(cfg: &Cfg, dom: &DomTree) -> Vec<Loop> {
    let n = cfg.len();
    // The back edges `(header, latch)` in the order they are found; sorted by header
    // (stably), headers are taken in increasing order, each latch list in the order its
    // edges were found.
    let mut back: SmallVec<[(usize, usize); 8]> = SmallVec::new();
    for x in 0..n {
        if !dom.is_reachable(x) {
            continue;
        }
        for &s in &cfg.succs[x] {
            if dom.dominates(s, x) {
                back.push((s, x));
            }
        }
    }
    let mut loops: Vec<Loop> = Vec::new();
    if back.is_empty() {
        return loops;
    }
    back.sort_by_key(|&(h, _)| h);
    // One work list for every header's walk (empty after each).
    let mut work: SmallVec<[usize; 32]> = SmallVec::new();
    for group in back.chunk_by(|a, b| a.0 == b.0) {
        let h = group[0].0;
        let latches: SmallVec<[usize; 2]> = group.iter().map(|&(_, x)| x).collect();
        let mut inl: SmallVec<[bool; 32]> = smallvec::smallvec![false; n];
        inl[h] = true;
        // (Room for every block once, the usual most: no growth while walking.)
        work.reserve(n.max(latches.len()));
        work.extend_from_slice(&latches);
        while let Some(x) = work.pop() {
            if inl[x] || !dom.is_reachable(x) {
                continue;
            }
            inl[x] = true;
            work.extend(cfg.preds[x].iter().copied());
        }
        let blocks: SmallVec<[usize; 8]> = (0..n).filter(|&i| inl[i]).collect();
        loops.push(Loop {
            header: h,
            blocks,
            latches,
            member: inl,
        });
    }
    loops.sort_by_key(|l| (l.blocks.len(), l.header));
    loops
}

/// Blocks reachable from `starts` without entering `stop` (the starts themselves included
/// unless equal to `stop`), as a membership vector. (Inline up to 64 blocks, as the walk's
/// stack: the structurizer asks this at every divergent branch, usually of a small CFG.)
pub fn reach_avoiding(cfg: &Cfg, starts: &[usize], stop: Option<usize>) -> SmallVec<[bool; 64]> {
    let mut seen: SmallVec<[bool; 64]> = smallvec::smallvec![false; cfg.len()];
    // (Room for every block once, the usual most: no growth while walking.)
    let mut work: SmallVec<[usize; 32]> = SmallVec::with_capacity(cfg.len().max(starts.len()));
    work.extend_from_slice(starts);
    while let Some(x) = work.pop() {
        if Some(x) == stop || seen[x] {
            continue;
        }
        seen[x] = true;
        work.extend(cfg.succs[x].iter().copied());
    }
    seen
}
