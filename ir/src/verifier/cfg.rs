//! Dominators and reducibility of a control-flow graph given as successor lists.
//!
//! Nodes are indices `0..n`; node 0 is the entry. Dominators are computed with the iterative
//! algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over
//! the nodes reachable from the entry; unreachable nodes dominate nothing and are dominated by
//! nothing. A graph is reducible iff every retreating edge of a depth-first search goes to a
//! node that dominates its source (Hecht and Ullman); [`irreducible_edges`] lists the edges
//! that break this. Nothing here panics on any successor lists with indices below `n`.
//!
//! Edge lists are flat ([`Graph`]: one array of targets, one of offsets) rather than a `Vec`
//! per node, so building the predecessor and dominator-tree child lists allocates a fixed
//! number of arrays whatever the number of blocks (the verifier runs on every compile).

/// Successor lists of nodes `0..n`, stored flat: node `i`'s successors are
/// `targets[start[i]..start[i + 1]]`.
pub(crate) struct Graph {
    start: Vec<usize>,
    targets: Vec<usize>,
}

impl Graph {
    /// A graph of no nodes, to be built node by node with [`Graph::push_edge`] and
    /// [`Graph::end_node`].
    pub(crate) fn with_capacity(nodes: usize, edges: usize) -> Graph {
        let mut start = Vec::with_capacity(nodes + 1);
        start.push(0);
        Graph {
            start,
            targets: Vec::with_capacity(edges),
        }
    }

    /// Adds a successor to the node being built (ended by [`Graph::end_node`]).
    pub(crate) fn push_edge(&mut self, to: usize) {
        self.targets.push(to);
    }

    /// Ends the current node: the edges pushed since the previous call are its successors.
    pub(crate) fn end_node(&mut self) {
        self.start.push(self.targets.len());
    }

    /// Number of nodes.
    pub(crate) fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// Successors of `node`.
    pub(crate) fn succs(&self, node: usize) -> &[usize] {
        &self.targets[self.start[node]..self.start[node + 1]]
    }

    /// The graph of the given successor lists.
    #[cfg(test)]
    pub(crate) fn from_lists(lists: &[Vec<usize>]) -> Graph {
        let mut g = Graph::with_capacity(lists.len(), 0);
        for l in lists {
            for &s in l {
                g.push_edge(s);
            }
            g.end_node();
        }
        g
    }

    /// The same nodes with the edges `(from, to)` for which `keep(from, to)`, reversed
    /// (`to`'s list holds `from`s in the order the edges are met, sources in `sources`
    /// order), for the edges of `sources` only.
    fn reversed(&self, sources: &[usize], keep: impl Fn(usize, usize) -> bool) -> Graph {
        reverse_of(self.len(), sources, |b| self.succs(b), keep)
    }
}

/// [`Graph::reversed`] of the graph of nodes `0..n` whose successors `succs` gives.
fn reverse_of<'a>(
    n: usize,
    sources: &[usize],
    succs: impl Fn(usize) -> &'a [usize],
    keep: impl Fn(usize, usize) -> bool,
) -> Graph {
    // `count[s + 2]` counts `s`'s edges; the prefix sums make `count[s + 1]` the start of
    // `s`'s list, which the filling advances to its end, the start of `s + 1`'s: the
    // array ends as the start offsets (one array, not a copy to fill with).
    let mut count = vec![0usize; n + 2];
    for &b in sources {
        for &s in succs(b) {
            if keep(b, s) {
                count[s + 2] += 1;
            }
        }
    }
    for i in 1..=n {
        count[i + 1] += count[i];
    }
    let mut targets = vec![0usize; count[n + 1]];
    for &b in sources {
        for &s in succs(b) {
            if keep(b, s) {
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

/// The dominator tree of the reachable part of a graph.
pub(crate) struct Dominators {
    /// Immediate dominator of each reachable node (the entry is its own); `usize::MAX` for
    /// unreachable nodes.
    idom: Vec<usize>,
    /// Preorder and postorder numbers in the dominator tree, for O(1) queries.
    pre: Vec<u32>,
    post: Vec<u32>,
    /// The retreating edges of the depth-first search from the entry ([`reverse_postorder`]).
    retreating: Vec<(usize, usize)>,
}

const NONE: usize = usize::MAX;

/// Reverse postorder of the nodes reachable from node 0, and the retreating edges of the
/// depth-first search that finds it (`(from, to)` with `to` on the search's stack, in the
/// order the search meets them, repeats included): [`irreducible_edges`] reads them rather
/// than searching the graph again.
fn reverse_postorder(succs: &Graph) -> (Vec<usize>, Vec<(usize, usize)>) {
    let n = succs.len();
    let mut order = Vec::with_capacity(n);
    let mut retreating = Vec::new();
    if n == 0 {
        return (order, retreating);
    }
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    // Sized for the deepest path (every node once), so pushes never grow it.
    let mut stack = Vec::with_capacity(n);
    stack.push((0usize, 0usize));
    state[0] = 1;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if let Some(&s) = succs.succs(node).get(next) {
            top.1 += 1;
            if s < n {
                match state[s] {
                    0 => {
                        state[s] = 1;
                        stack.push((s, 0));
                    }
                    1 => retreating.push((node, s)),
                    _ => {}
                }
            }
        } else {
            state[node] = 2;
            order.push(node);
            stack.pop();
        }
    }
    order.reverse();
    (order, retreating)
}

impl Dominators {
    pub(crate) fn compute(succs: &Graph) -> Dominators {
        let n = succs.len();
        if n == 1 {
            // A function of one block (the usual straight-line kernel): the entry dominates
            // itself, first and last in the tree's numbering, as the computation below
            // finds with a dozen temporary arrays.
            // (Its only possible edge, to itself, goes to a node that dominates its source:
            // `irreducible_edges` lists none for it and needs no retreating edge.)
            return Dominators {
                idom: vec![0],
                pre: vec![0],
                post: vec![0],
                retreating: Vec::new(),
            };
        }
        let (rpo, retreating) = reverse_postorder(succs);
        let mut rpo_num = vec![NONE; n];
        for (i, &b) in rpo.iter().enumerate() {
            rpo_num[b] = i;
        }
        // Predecessors among the reachable nodes, in reverse postorder of the sources.
        let preds = succs.reversed(&rpo, |_, s| s < n);
        let mut idom = vec![NONE; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new = NONE;
                for &p in preds.succs(b) {
                    if idom[p] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        intersect(&idom, &rpo_num, p, new)
                    };
                }
                if new != NONE && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        // Number the dominator tree for constant-time `dominates`.
        // Children of each node (in reverse postorder): the reversed edges `b -> idom[b]`
        // (read from `idom`, not copied into a graph of their own).
        let to_idom = |b: usize| {
            if idom[b] != NONE {
                std::slice::from_ref(&idom[b])
            } else {
                &[][..]
            }
        };
        let children = reverse_of(n, &rpo[rpo.len().min(1)..], to_idom, |_, _| true);
        let (mut pre, mut post) = (vec![u32::MAX; n], vec![u32::MAX; n]);
        if n > 0 {
            let (mut clock_pre, mut clock_post) = (0u32, 0u32);
            // Sized for the deepest path (every node once), so pushes never grow it.
            let mut stack = Vec::with_capacity(n);
            stack.push((0usize, 0usize));
            pre[0] = 0;
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
        Dominators {
            idom,
            pre,
            post,
            retreating,
        }
    }

    /// Whether `node` is reachable from the entry.
    pub(crate) fn is_reachable(&self, node: usize) -> bool {
        self.idom.get(node).is_some_and(|&d| d != NONE)
    }

    /// Whether `a` dominates `b` (every node dominates itself). False if either is unreachable.
    pub(crate) fn dominates(&self, a: usize, b: usize) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }

    /// The immediate dominator of a reachable node other than the entry.
    #[allow(dead_code)]
    pub(crate) fn idom(&self, node: usize) -> Option<usize> {
        match self.idom.get(node) {
            Some(&d) if d != NONE && node != 0 => Some(d),
            _ => None,
        }
    }
}

fn intersect(idom: &[usize], rpo_num: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo_num[a] > rpo_num[b] {
            a = idom[a];
        }
        while rpo_num[b] > rpo_num[a] {
            b = idom[b];
        }
    }
    a
}

/// Retreating edges `(from, to)` of a depth-first search from node 0 whose target does not
/// dominate their source: the graph is reducible iff there are none. Each edge is listed
/// once, in the order the search meets them. The search is the one [`Dominators::compute`]
/// made of `succs` (`dom` keeps its retreating edges): `dom` must be computed from `succs`.
pub(crate) fn irreducible_edges(succs: &Graph, dom: &Dominators) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    // One node has no edge but to itself, whose target (the entry) dominates its source.
    if succs.len() <= 1 {
        return out;
    }
    for &(node, s) in &dom.retreating {
        if !dom.dominates(s, node) && !out.contains(&(node, s)) {
            out.push((node, s));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1 (loop 1-3 entered from 0 and 2: irreducible? no,
        // 3 -> 1 where 1 does not dominate 3).
        let g = Graph::from_lists(&[vec![1, 2], vec![3], vec![3], vec![]]);
        let d = Dominators::compute(&g);
        assert!(d.dominates(0, 3) && !d.dominates(1, 3) && d.dominates(1, 1));
        assert_eq!(d.idom(3), Some(0));
        assert!(irreducible_edges(&g, &d).is_empty());
        let lp = Graph::from_lists(&[vec![1], vec![2, 3], vec![1], vec![]]);
        let d = Dominators::compute(&lp);
        assert!(irreducible_edges(&lp, &d).is_empty());
        let irr = Graph::from_lists(&[vec![1, 2], vec![2], vec![1]]);
        let d = Dominators::compute(&irr);
        assert_eq!(irreducible_edges(&irr, &d), vec![(2, 1)]);
    }

    #[test]
    fn unreachable_nodes() {
        let g = Graph::from_lists(&[vec![], vec![0, 1], vec![9]]);
        let d = Dominators::compute(&g);
        assert!(d.is_reachable(0) && !d.is_reachable(1) && !d.dominates(1, 1));
        assert!(irreducible_edges(&g, &d).is_empty());
    }
}
