//! Graph algorithms shared by every crate's control-flow analyses (the verifier, the
//! interpreter's reconvergence points, lowering's and selection's CFGs): depth-first search,
//! immediate dominators, ancestor tests on a tree, and flat edge lists.
//!
//! Nodes are indices `0..n`; a graph is given by a function from a node to its successors,
//! so each caller keeps its own representation (a reverse graph is the predecessor function,
//! a virtual exit a node of its own). Why not petgraph's `dominators::simple_fast`, which is
//! the same algorithm: DEVELOPERS.md ("Dominators") measured it at 17.8K instructions per
//! call on an 8-node CFG, its hash maps, where a compile computes dominators 4-5 times.
//!
//! Guarantees:
//! * [`Dfs::new`] visits successors in the order given, like a recursive search (the stack
//!   holds each node, its next successor kept with its number), so the postorder is the one
//!   a recursive depth-first search finds; a successor index `>= n` is ignored (never a
//!   panic).
//! * [`immediate_dominators`] is Cooper, Harvey and Kennedy's iterative algorithm ("A Simple,
//!   Fast Dominance Algorithm", 2001) over the search's reverse postorder. Immediate
//!   dominators are unique, so the result does not depend on the order of the predecessor
//!   lists. The root is its own immediate dominator; unreachable nodes have [`NONE`].
//! * [`TreeNumbers`] answers "is `a` an ancestor of (or equal to) `b`" in constant time;
//!   nodes outside the tree are nobody's ancestor and have none.
//! * Work and memory are linear in nodes plus edges per round of the dominator iteration
//!   (two rounds for a reducible graph searched in reverse postorder), with a fixed number
//!   of allocations whatever the graph.

/// No node: the number of an unreachable node, the immediate dominator of an unreachable node.
pub const NONE: usize = usize::MAX;

/// Successor lists of nodes `0..n`, stored flat: node `i`'s successors are
/// `targets[start[i]..start[i + 1]]` (one array of targets and one of offsets, rather than a
/// list per node: building one costs two allocations whatever the number of nodes).
#[derive(Clone, Debug, Default)]
pub struct Graph {
    start: Vec<usize>,
    targets: Vec<usize>,
}

impl Graph {
    /// A graph of no nodes, to be built node by node with [`Graph::push_edge`] and
    /// [`Graph::end_node`].
    pub fn with_capacity(nodes: usize, edges: usize) -> Graph {
        let mut start = Vec::with_capacity(nodes + 1);
        start.push(0);
        Graph {
            start,
            targets: Vec::with_capacity(edges),
        }
    }

    /// Adds a successor to the node being built (ended by [`Graph::end_node`]).
    pub fn push_edge(&mut self, to: usize) {
        self.targets.push(to);
    }

    /// Ends the current node: the edges pushed since the previous call are its successors.
    pub fn end_node(&mut self) {
        self.start.push(self.targets.len());
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// Whether the graph has no nodes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Successors of `node`.
    #[inline]
    pub fn succs(&self, node: usize) -> &[usize] {
        &self.targets[self.start[node]..self.start[node + 1]]
    }

    /// The graph of the given successor lists.
    pub fn from_lists<L: AsRef<[usize]>>(lists: &[L]) -> Graph {
        let edges = lists.iter().map(|l| l.as_ref().len()).sum();
        let mut g = Graph::with_capacity(lists.len(), edges);
        for l in lists {
            for &s in l.as_ref() {
                g.push_edge(s);
            }
            g.end_node();
        }
        g
    }

    /// The reverse of the edges `(from, to)` of the graph of nodes `0..n` whose successors
    /// `succs` gives, for the sources in `sources` and the edges `keep(from, to)` accepts:
    /// `to`'s list holds the `from`s in the order the edges are met (sources in `sources`
    /// order). Targets `>= n` are dropped.
    pub fn reverse_of<'a>(
        n: usize,
        sources: impl Iterator<Item = usize> + Clone,
        succs: impl Fn(usize) -> &'a [usize],
        keep: impl Fn(usize, usize) -> bool,
    ) -> Graph {
        // `count[s + 2]` counts `s`'s edges; the prefix sums make `count[s + 1]` the start
        // of `s`'s list, which the filling advances to its end, the start of `s + 1`'s: the
        // array ends as the start offsets (one array, not a copy to fill with).
        let mut count = vec![0usize; n + 2];
        for b in sources.clone() {
            for &s in succs(b) {
                if s < n && keep(b, s) {
                    count[s + 2] += 1;
                }
            }
        }
        for i in 1..=n {
            count[i + 1] += count[i];
        }
        let mut targets = vec![0usize; count[n + 1]];
        for b in sources {
            for &s in succs(b) {
                if s < n && keep(b, s) {
                    targets[count[s + 1]] = b;
                    count[s + 1] += 1;
                }
            }
        }
        count.truncate(n + 1);
        Graph {
            start: count,
            targets,
        }
    }
}

/// A node on the search's stack (in [`Dfs::number`] while the search runs).
const ON_STACK: usize = usize::MAX - 1;

/// A depth-first search from a root.
#[derive(Clone, Debug, Default)]
pub struct Dfs {
    /// The nodes reachable from the root, in postorder (the root last).
    pub postorder: Vec<usize>,
    /// Each node's position in [`Dfs::postorder`]; [`NONE`] for unreachable nodes.
    pub number: Vec<usize>,
}

impl Dfs {
    /// Searches the graph of nodes `0..n` whose successors `succs` gives from `root`. When
    /// `retreating` is given, the search appends its retreating edges to it: `(from, to)`
    /// with `to` on the search's stack, in the order it meets them, repeats included (a graph
    /// is reducible iff each goes to a node that dominates its source; Hecht and Ullman).
    pub fn new<'a>(
        n: usize,
        root: usize,
        succs: impl Fn(usize) -> &'a [usize],
        retreating: Option<&mut Vec<(usize, usize)>>,
    ) -> Dfs {
        // (Sized exactly, as the search fills them: no growth in `search`.)
        let mut dfs = Dfs {
            postorder: Vec::with_capacity(if root < n { n } else { 0 }),
            number: Vec::with_capacity(n),
        };
        dfs.search(n, root, succs, retreating);
        dfs
    }

    /// [`Dfs::new`] into this search's two vectors (their contents replaced, their capacity
    /// reused): a caller that searches twice, or that no longer needs an earlier search,
    /// allocates nothing when the old vectors hold `n` nodes.
    pub fn search<'a>(
        &mut self,
        n: usize,
        root: usize,
        succs: impl Fn(usize) -> &'a [usize],
        mut retreating: Option<&mut Vec<(usize, usize)>>,
    ) {
        let number = &mut self.number;
        number.clear();
        number.resize(n, NONE);
        let buf = &mut self.postorder;
        buf.clear();
        if root >= n {
            return;
        }
        // One buffer of `n` for the postorder and the search's stack (no second allocation):
        // the postorder fills it from the front, the nodes on the stack from the back (the top
        // at `buf[sp]`). Every node is finished, on the stack or not reached, so the two never
        // overlap. A node on the stack holds in `number` the index `k` of its next successor,
        // as `ON_STACK - k` (far above every postorder number).
        buf.resize(n, 0);
        let (mut np, mut sp) = (0, n - 1);
        buf[sp] = root;
        number[root] = ON_STACK;
        while sp < n {
            let node = buf[sp];
            if let Some(&s) = succs(node).get(ON_STACK - number[node]) {
                number[node] -= 1;
                if s < n {
                    match number[s] {
                        NONE => {
                            number[s] = ON_STACK;
                            sp -= 1;
                            buf[sp] = s;
                        }
                        k if k >= n => {
                            if let Some(r) = retreating.as_deref_mut() {
                                r.push((node, s));
                            }
                        }
                        _ => {}
                    }
                }
            } else {
                number[node] = np;
                buf[np] = node;
                np += 1;
                sp += 1;
            }
        }
        buf.truncate(np);
    }

    /// Whether the search reached `node`.
    pub fn reached(&self, node: usize) -> bool {
        self.number.get(node).is_some_and(|&k| k != NONE)
    }

    /// The reachable nodes in reverse postorder (the root first).
    pub fn reverse_postorder(&self) -> impl DoubleEndedIterator<Item = usize> + Clone + '_ {
        self.postorder.iter().rev().copied()
    }

    /// The predecessors among the reached nodes of the graph this search searched
    /// (`succs` must be the same function), each list in reverse postorder of the sources.
    pub fn predecessors<'a>(&self, succs: impl Fn(usize) -> &'a [usize]) -> Graph {
        Graph::reverse_of(
            self.number.len(),
            self.reverse_postorder(),
            succs,
            |_, _| true,
        )
    }
}

/// Immediate dominators of the nodes `dfs` reached, with `preds` their predecessors in the
/// graph `dfs` searched from `root` (unreachable predecessors are skipped, so any superset of
/// the reachable ones will do). `root` is its own immediate dominator; nodes the search did
/// not reach have [`NONE`].
pub fn immediate_dominators<'a>(
    dfs: &Dfs,
    root: usize,
    preds: impl Fn(usize) -> &'a [usize],
) -> Vec<usize> {
    let n = dfs.number.len();
    let mut idom = vec![NONE; n];
    if !dfs.reached(root) {
        return idom;
    }
    idom[root] = root;
    let num = &dfs.number;
    // Walks the two fingers up the tree found so far to their common ancestor: a node's
    // dominators come after it in postorder.
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
        while a != b {
            while num[a] < num[b] {
                a = idom[a];
            }
            while num[b] < num[a] {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for b in dfs.reverse_postorder() {
            if b == root {
                continue;
            }
            let mut new = NONE;
            for &p in preds(b) {
                if p >= n || idom[p] == NONE {
                    continue;
                }
                new = if new == NONE {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != NONE && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

/// The dominator analysis of a graph given by successors alone: the search from `root` and
/// the immediate dominators (predecessors built flat from the successors).
pub fn dominators<'a>(
    n: usize,
    root: usize,
    succs: impl Fn(usize) -> &'a [usize],
) -> (Dfs, Vec<usize>) {
    let dfs = Dfs::new(n, root, &succs, None);
    let preds = dfs.predecessors(&succs);
    let idom = immediate_dominators(&dfs, root, |b| preds.succs(b));
    (dfs, idom)
}

/// Preorder and postorder numbers of a tree given by each node's parent, for constant-time
/// ancestor tests.
#[derive(Clone, Debug, Default)]
pub struct TreeNumbers {
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl TreeNumbers {
    /// Numbers the tree of `root` whose parents `parent` holds ([`NONE`]: not in the tree;
    /// the root's own entry is ignored), over the nodes of `nodes` (any order; the others
    /// are not numbered). The order decides only the numbers, not the answers.
    pub fn new(
        parent: &[usize],
        root: usize,
        nodes: impl Iterator<Item = usize> + Clone,
    ) -> TreeNumbers {
        if parent.len() == 1 && root == 0 {
            // One node (a function of one block, the usual straight-line kernel): the root,
            // first and last, as the search below finds with its temporary lists.
            return TreeNumbers {
                pre: vec![0],
                post: vec![0],
            };
        }
        let n = parent.len();
        let to_parent = |b: usize| {
            if b != root && parent[b] < n {
                std::slice::from_ref(&parent[b])
            } else {
                &[][..]
            }
        };
        let children = Graph::reverse_of(n, nodes, to_parent, |_, _| true);
        let (mut pre, mut post) = (vec![u32::MAX; n], vec![u32::MAX; n]);
        if root < n {
            let (mut clock_pre, mut clock_post) = (0u32, 0u32);
            // Sized for the deepest path (every node once), so pushes never grow it.
            let mut stack = Vec::with_capacity(n);
            stack.push((root, 0usize));
            pre[root] = clock_pre;
            clock_pre += 1;
            while let Some(top) = stack.last_mut() {
                let (node, next) = *top;
                if let Some(&c) = children.succs(node).get(next) {
                    top.1 += 1;
                    pre[c] = clock_pre;
                    clock_pre += 1;
                    stack.push((c, 0));
                } else {
                    post[node] = clock_post;
                    clock_post += 1;
                    stack.pop();
                }
            }
        }
        TreeNumbers { pre, post }
    }

    /// Whether `a` is an ancestor of `b` or `b` itself; false if either is not in the tree.
    pub fn is_ancestor(&self, a: usize, b: usize) -> bool {
        let numbered = |x: usize| self.pre.get(x).is_some_and(|&p| p != u32::MAX);
        numbered(a) && numbered(b) && self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dominators by definition: `d` dominates `b` iff `b` is unreachable from the root once
    /// `d` is removed (`d == b`: always). The immediate dominator is the strict dominator that
    /// every other strict dominator dominates.
    fn reference(n: usize, root: usize, succs: &[Vec<usize>]) -> Vec<usize> {
        let reach = |removed: usize| {
            let mut seen = vec![false; n];
            let mut work = vec![];
            if root != removed {
                seen[root] = true;
                work.push(root);
            }
            while let Some(x) = work.pop() {
                for &s in &succs[x] {
                    if s < n && s != removed && !seen[s] {
                        seen[s] = true;
                        work.push(s);
                    }
                }
            }
            seen
        };
        let all = reach(NONE);
        let dom = |d: usize, b: usize| d == b || !reach(d)[b];
        (0..n)
            .map(|b| {
                if !all[b] {
                    return NONE;
                }
                if b == root {
                    return root;
                }
                let strict: Vec<usize> =
                    (0..n).filter(|&d| d != b && all[d] && dom(d, b)).collect();
                *strict
                    .iter()
                    .find(|&&d| strict.iter().all(|&e| dom(e, d)))
                    .expect("the root strictly dominates every other reachable node")
            })
            .collect()
    }

    /// A small deterministic generator (xorshift), so the graphs are the same on every run.
    fn graphs() -> impl Iterator<Item = (usize, Vec<Vec<usize>>)> {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        (0..400).map(move |_| {
            let n = 1 + (next() % 9) as usize;
            let lists = (0..n)
                .map(|_| {
                    let k = (next() % 4) as usize;
                    // Occasionally an index out of range, which must be ignored.
                    (0..k).map(|_| (next() % (n as u64 + 1)) as usize).collect()
                })
                .collect();
            (n, lists)
        })
    }

    #[test]
    fn immediate_dominators_match_the_definition_on_random_graphs() {
        let mut loops = 0;
        for (n, lists) in graphs() {
            for root in [0, n - 1] {
                let (dfs, idom) = dominators(n, root, |b| &lists[b][..]);
                assert_eq!(
                    idom,
                    reference(n, root, &lists),
                    "graph {lists:?} root {root}"
                );
                let mut retreating = Vec::new();
                let again = Dfs::new(n, root, |b| &lists[b][..], Some(&mut retreating));
                assert_eq!(again.postorder, dfs.postorder);
                loops += retreating
                    .iter()
                    .filter(|&&(from, to)| reference_dominates(&idom, to, from))
                    .count();
                let t = TreeNumbers::new(&idom, root, dfs.reverse_postorder());
                let t2 = TreeNumbers::new(&idom, root, 0..n);
                for a in 0..n {
                    for b in 0..n {
                        assert_eq!(t.is_ancestor(a, b), t2.is_ancestor(a, b));
                        assert_eq!(
                            t.is_ancestor(a, b),
                            reference_dominates(&idom, a, b),
                            "graph {lists:?} root {root}: {a} dom {b}"
                        );
                    }
                }
            }
        }
        // The generator makes loops (retreating edges into their dominators) too.
        assert!(loops > 50, "{loops}");
    }

    /// `a` dominates `b` by walking `b`'s immediate dominators.
    fn reference_dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
        if idom[a] == NONE || idom[b] == NONE {
            return false;
        }
        loop {
            if a == b {
                return true;
            }
            if idom[b] == b {
                return false;
            }
            b = idom[b];
        }
    }

    #[test]
    fn postorder_is_the_recursive_search() {
        fn rec(x: usize, g: &[Vec<usize>], seen: &mut [bool], out: &mut Vec<usize>) {
            seen[x] = true;
            for &s in &g[x] {
                if s < g.len() && !seen[s] {
                    rec(s, g, seen, out);
                }
            }
            out.push(x);
        }
        for (n, lists) in graphs() {
            let mut want = Vec::new();
            rec(0, &lists, &mut vec![false; n], &mut want);
            let dfs = Dfs::new(n, 0, |b| &lists[b][..], None);
            assert_eq!(dfs.postorder, want, "{lists:?}");
            for (k, &x) in dfs.postorder.iter().enumerate() {
                assert_eq!(dfs.number[x], k);
            }
            // A search into an earlier search's vectors (larger or smaller) is the same.
            for m in [0, n / 2, n + 3] {
                let mut again = Dfs::new(m, 0, |b| &lists[b % n][..], None);
                again.search(n, 0, |b| &lists[b][..], None);
                assert_eq!(
                    (&again.postorder, &again.number),
                    (&dfs.postorder, &dfs.number)
                );
            }
        }
    }

    #[test]
    fn retreating_edges_and_flat_lists() {
        // 0 -> {1, 2}; 1 -> 2; 2 -> 1: the edge 2 -> 1 retreats (into a node that does not
        // dominate its source: irreducible).
        let g = Graph::from_lists(&[vec![1, 2], vec![2], vec![1]]);
        let mut r = Vec::new();
        let dfs = Dfs::new(g.len(), 0, |b| g.succs(b), Some(&mut r));
        assert_eq!(r, [(2, 1)]);
        assert_eq!(dfs.postorder, [2, 1, 0]);
        let preds = dfs.predecessors(|b| g.succs(b));
        assert_eq!(preds.succs(1), [0, 2]);
        assert_eq!(preds.succs(2), [0, 1]);
        // An empty graph and a root out of range reach nothing.
        assert!(Dfs::new(0, 0, |_| &[][..], None).postorder.is_empty());
        assert!(Graph::default().is_empty());
    }
}
