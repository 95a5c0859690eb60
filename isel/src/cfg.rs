//! CFG analysis of one IR function for instruction selection: nodes (IR blocks plus one
//! edge node per critical edge), dominators, post-dominators and natural loops.
//!
//! Guarantees: node `i < blocks.len()` is the IR block `blocks[i]` (layout order, entry 0);
//! every edge from a block with several successors into a block with several predecessors
//! goes through an edge node (which carries the edge's block arguments), so the node graph has
//! no critical edges. `idom`/`ipdom` are [`gfxc_ir::graph::immediate_dominators`]
//! (Cooper–Harvey–Kennedy over reverse post-order; what [`gfxc_ir::graph::dominators`] gives,
//! from the nodes' own predecessor lists); the virtual exit (`usize::MAX` in `ipdom`)
//! post-dominates every return.

use gfxc_ir::graph;
use gfxc_ir::{Block, Function, InstData, Value};
use rustc_hash::FxHashMap as HashMap;
use smallvec::{smallvec, SmallVec};

/// How a node ends.
#[derive(Clone, Debug)]
pub enum NodeTerm {
    /// Jump to a node with arguments.
    Jump(usize, Args),
    /// Conditional branch to two nodes (arguments live in edge nodes or are empty).
    Brif(Value, usize, usize),
    /// One step of a (uniform) switch: `if value == k goto taken else goto next`.
    Case(Value, u64, usize, usize),
    Return,
    Unsupported(String),
}

/// One node of the split CFG.
#[derive(Clone, Debug)]
pub struct Node {
    /// The IR block, or `None` for an edge node.
    pub block: Option<Block>,
    pub term: NodeTerm,
    /// (Inline: a node has one or two successors and most have few predecessors; a heap
    /// list each cost more than the rest of the analysis.)
    pub succs: SmallVec<[usize; 2]>,
    pub preds: SmallVec<[usize; 2]>,
}

/// The analysed CFG.
pub struct Cfg {
    pub nodes: Vec<Node>,
    /// The node of each IR block, by block number (`usize::MAX`: not in the layout); see
    /// [`Cfg::node`]. (A table: a hash map cost more to build than its few lookups.)
    pub index: Vec<usize>,
    pub rpo: Vec<usize>,
    pub idom: Vec<usize>,
    /// Immediate post-dominator (`usize::MAX`: the virtual exit).
    pub ipdom: Vec<usize>,
    /// Loop header of each back edge source: `loop_of[h]` = members when `h` is a header.
    pub loops: HashMap<usize, Body>,
}

const EXIT: usize = usize::MAX;

/// A jump's block arguments (inline up to four: copying a node's terminator, as selection
/// does once per node, allocates nothing for the usual few arguments).
pub type Args = SmallVec<[Value; 4]>;

/// A loop's member nodes, sorted (inline for the usual few: a heap list per loop was an
/// allocation and a free per compile).
pub type Body = SmallVec<[usize; 16]>;

/// A block's IR successors with their branch arguments (inline: one or two).
type Dests = SmallVec<[(usize, Args); 2]>;

impl Cfg {
    /// Analyse a function.
    pub fn new(f: &Function) -> Cfg {
        let blocks = f.layout.blocks();
        let top = blocks
            .iter()
            .map(|b| b.as_u32() as usize + 1)
            .max()
            .unwrap_or(0);
        let mut index = vec![usize::MAX; top];
        for (i, &b) in blocks.iter().enumerate() {
            index[b.as_u32() as usize] = i;
        }
        // (Room for the edge nodes too: growing the vector moves every node.)
        let mut nodes: Vec<Node> = Vec::with_capacity(2 * blocks.len());
        nodes.extend(blocks.iter().map(|&b| Node {
            block: Some(b),
            term: NodeTerm::Return,
            succs: SmallVec::new(),
            preds: SmallVec::new(),
        }));
        // Raw IR successors and predecessor counts.
        // (On the stack for the usual few blocks.)
        let mut npreds: SmallVec<[usize; 32]> = smallvec![0; blocks.len()];
        let mut raw: SmallVec<[Dests; 16]> = SmallVec::with_capacity(blocks.len());
        for &b in blocks {
            let mut v = SmallVec::new();
            if let Some(last) = f.layout.last_inst(b) {
                f.dfg.insts[last].for_each_branch_dest(|d| {
                    v.push((node_of(&index, d.block), SmallVec::from_slice(&d.args)))
                });
            }
            for (t, _) in &v {
                npreds[*t] += 1;
            }
            raw.push(v);
        }
        for (i, &b) in blocks.iter().enumerate() {
            let Some(last) = f.layout.last_inst(b) else {
                nodes[i].term = NodeTerm::Unsupported("empty block".into());
                continue;
            };
            let multi = raw[i].len() > 1;
            let mut targets: Dests = SmallVec::new();
            for (t, args) in std::mem::take(&mut raw[i]) {
                // Critical edges and edges with arguments out of multi-way branches get an
                // edge node (which carries the arguments).
                if multi && (npreds[t] > 1 || !args.is_empty()) {
                    let e = nodes.len();
                    nodes.push(Node {
                        block: None,
                        term: NodeTerm::Jump(t, args),
                        succs: smallvec![t],
                        preds: SmallVec::new(),
                    });
                    targets.push((e, Args::new()));
                } else {
                    targets.push((t, args));
                }
            }
            nodes[i].succs = targets.iter().map(|t| t.0).collect();
            nodes[i].term = match &f.dfg.insts[last] {
                InstData::Jump { .. } => {
                    NodeTerm::Jump(targets[0].0, std::mem::take(&mut targets[0].1))
                }
                InstData::Brif { cond, .. } => {
                    if targets[0].0 == targets[1].0 {
                        NodeTerm::Unsupported("brif with identical targets".into())
                    } else {
                        NodeTerm::Brif(*cond, targets[0].0, targets[1].0)
                    }
                }
                InstData::Return { .. } => NodeTerm::Return,
                InstData::Switch { arg, cases, .. } => {
                    // targets: the default, then the cases (branch_dests order).
                    let n = cases.len();
                    let keys: Vec<u64> = cases.iter().map(|c| c.0 as u64).collect();
                    if n == 0 {
                        NodeTerm::Jump(targets[0].0, Args::new())
                    } else {
                        // Chain: node i, then one synthetic node per further case.
                        let mut cur = i;
                        for k in 0..n {
                            let next = if k + 1 == n {
                                targets[0].0
                            } else {
                                let c = nodes.len();
                                nodes.push(Node {
                                    block: None,
                                    term: NodeTerm::Return,
                                    succs: SmallVec::new(),
                                    preds: SmallVec::new(),
                                });
                                c
                            };
                            nodes[cur].term = NodeTerm::Case(*arg, keys[k], targets[k + 1].0, next);
                            nodes[cur].succs = smallvec![targets[k + 1].0, next];
                            cur = next;
                        }
                        nodes[i].term.clone()
                    }
                }
                _ => NodeTerm::Unsupported("unreachable".into()),
            };
            if let NodeTerm::Jump(t, _) = nodes[i].term {
                if nodes[i].succs[..] != [t] {
                    nodes[i].succs = smallvec![t];
                }
            }
        }
        for i in 0..nodes.len() {
            for k in 0..nodes[i].succs.len() {
                let s = nodes[i].succs[k];
                nodes[s].preds.push(i);
            }
        }
        let n = nodes.len();
        // Post-dominators: reverse graph with a virtual exit node `n`, whose predecessors
        // there are a node's successors, and the exit for a return (which has none).
        // (Inline: a function has few returns.)
        let rets: SmallVec<[usize; 4]> = (0..n)
            .filter(|&i| matches!(nodes[i].term, NodeTerm::Return))
            .collect();
        let rsucc = |v: usize| -> &[usize] {
            if v == n {
                &rets
            } else {
                &nodes[v].preds
            }
        };
        let to_exit = [n];
        let rpred = |v: usize| -> &[usize] {
            if v == n {
                &[]
            } else if matches!(nodes[v].term, NodeTerm::Return) {
                &to_exit
            } else {
                &nodes[v].succs
            }
        };
        // (First: the forward search below reuses this search's two vectors, of `n + 1`,
        // rather than allocating its own; the two analyses are independent.)
        let mut dfs = graph::Dfs::new(n + 1, n, rsucc, None);
        let pd = graph::immediate_dominators(&dfs, n, rpred);
        // The dominators from the nodes' own predecessor lists (`graph::dominators` would
        // build them again, two allocations per call): immediate dominators are unique, so
        // the order of the lists does not matter ([`graph::immediate_dominators`]).
        let succ = |v: usize| &nodes[v].succs[..];
        dfs.search(n, 0, succ, None);
        let idom = graph::immediate_dominators(&dfs, 0, |v| &nodes[v].preds[..]);
        if cfg!(debug_assertions) {
            debug_assert!(rets.iter().all(|&r| nodes[r].succs.is_empty()));
            let (d, i) = graph::dominators(n, 0, succ);
            debug_assert!(d.postorder == dfs.postorder && i == idom);
            debug_assert!(graph::dominators(n + 1, n, rsucc).1 == pd);
        }
        // (In place: the virtual exit's own entry goes.)
        let mut ipdom = pd;
        ipdom.truncate(n);
        for d in &mut ipdom {
            if *d == n {
                *d = EXIT;
            }
        }
        // (The search the dominators made: the recursive depth-first order.)
        let mut rpo = dfs.postorder;
        rpo.reverse();
        let mut cfg = Cfg {
            nodes,
            index,
            rpo,
            idom,
            ipdom,
            loops: HashMap::default(),
        };
        // Natural loops (one work list for all of them; a header's first body is kept as
        // it is, a later back edge's appended).
        // (Sized once: a body holds at most every node, and grown from one element it was
        // reallocated three or four times.)
        let mut work: SmallVec<[usize; 32]> = SmallVec::with_capacity(n);
        for v in 0..n {
            for k in 0..cfg.nodes[v].succs.len() {
                let h = cfg.nodes[v].succs[k];
                if cfg.dominates(h, v) {
                    let mut body = Body::with_capacity(n);
                    body.push(h);
                    work.clear();
                    work.push(v);
                    while let Some(x) = work.pop() {
                        if !body.contains(&x) {
                            body.push(x);
                            work.extend(cfg.nodes[x].preds.iter().copied());
                        }
                    }
                    match cfg.loops.entry(h) {
                        std::collections::hash_map::Entry::Occupied(mut e) => {
                            e.get_mut().extend(body)
                        }
                        std::collections::hash_map::Entry::Vacant(e) => {
                            e.insert(body);
                        }
                    }
                }
            }
        }
        for b in cfg.loops.values_mut() {
            b.sort();
            b.dedup();
        }
        cfg
    }

    /// Does `a` dominate `b`?
    pub fn dominates(&self, a: usize, mut b: usize) -> bool {
        loop {
            if a == b {
                return true;
            }
            let d = self.idom[b];
            if d == b || d == usize::MAX {
                return false;
            }
            b = d;
        }
    }

    /// Node of an IR block.
    pub fn node(&self, b: Block) -> usize {
        node_of(&self.index, b)
    }
}

/// The node of `b` in `index` ([`Cfg::index`]); a block outside the layout is a bug of the
/// caller (as a missing key of the map this replaced).
fn node_of(index: &[usize], b: Block) -> usize {
    match index.get(b.as_u32() as usize) {
        Some(&k) if k != usize::MAX => k,
        _ => panic!("block {b} not in the layout"),
    }
}
