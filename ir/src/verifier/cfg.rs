//! Dominators and reducibility of a control-flow graph given as successor lists.
//!
//! Nodes are indices `0..n`; node 0 is the entry. The search is the one of [`crate::graph`]
//! ([`crate::graph::Dfs::new`]: successors in the order given, like a recursive search) and
//! the dominators are Cooper, Harvey and Kennedy's algorithm
//! ([`crate::graph::immediate_dominators`]), both over the nodes reachable from the entry,
//! written here over one buffer: the verifier runs on every compile, and the shared versions'
//! dozen allocations (search, predecessors, dominators, tree children, numbering) cost more
//! than the work on a kernel's few blocks. Unreachable nodes dominate nothing and are
//! dominated by nothing. A graph is reducible iff every retreating edge of a depth-first
//! search goes to a node that dominates its source (Hecht and Ullman); [`irreducible_edges`]
//! lists the edges that break this. Nothing here panics on any successor lists.

pub(crate) use crate::graph::Graph;
use crate::graph::NONE;

/// A node on the search's stack (in the search's numbers while it runs).
const ON_STACK: usize = usize::MAX - 1;

/// The dominator tree of the reachable part of a graph.
pub(crate) struct Dominators {
    /// Number of nodes.
    n: usize,
    /// Number of retreating edges found.
    retreating: usize,
    /// Offset in `buf` of the retreating edges.
    retreating_at: usize,
    /// One allocation for everything: `idom[0..n]` (immediate dominator of each reachable node,
    /// the entry its own; [`NONE`] for unreachable nodes), `pre[n..2n]` (preorder number in
    /// the dominator tree), `size[2n..3n]` (number of nodes in the node's subtree), then the
    /// search's scratch and, at `retreating_at`, the retreating edges of the depth-first search
    /// from the entry as `from, to` pairs, in the order it meets them (repeats included),
    /// which [`irreducible_edges`] reads rather than searching the graph again.
    buf: Vec<usize>,
}

impl Dominators {
    pub(crate) fn compute(succs: &Graph) -> Dominators {
        let n = succs.len();
        let e = (0..n).map(|b| succs.succs(b).len()).sum::<usize>();
        // idom, pre, size, search numbers, postorder: n each; stack: 2n; predecessor
        // offsets: n + 2; predecessor lists and retreating edges: at most e and 2e.
        let retreating_at = 8 * n + 2 + e;
        let mut buf = vec![NONE; retreating_at + 2 * e];
        let (idom, rest) = buf.split_at_mut(n);
        let (pre, rest) = rest.split_at_mut(n);
        let (size, rest) = rest.split_at_mut(n);
        let (number, rest) = rest.split_at_mut(n);
        let (postorder, rest) = rest.split_at_mut(n);
        let (stack, rest) = rest.split_at_mut(2 * n);
        let (pstart, rest) = rest.split_at_mut(n + 2);
        let (ptargets, retreating) = rest.split_at_mut(e);
        let mut found = 0;
        if n == 0 {
            return Dominators {
                n,
                retreating: 0,
                retreating_at,
                buf,
            };
        }
        // The depth-first search from the entry; the stack holds each node with its next
        // successor (so the postorder is the recursive search's). A node is on the stack at
        // most once: the stack never outgrows its n pairs.
        let mut np = 0;
        let mut sp = 1;
        stack[0] = 0;
        stack[1] = 0;
        number[0] = ON_STACK;
        while sp > 0 {
            let (node, next) = (stack[2 * sp - 2], stack[2 * sp - 1]);
            if let Some(&s) = succs.succs(node).get(next) {
                stack[2 * sp - 1] += 1;
                if s < n {
                    match number[s] {
                        NONE => {
                            number[s] = ON_STACK;
                            stack[2 * sp] = s;
                            stack[2 * sp + 1] = 0;
                            sp += 1;
                        }
                        ON_STACK => {
                            retreating[2 * found] = node;
                            retreating[2 * found + 1] = s;
                            found += 1;
                        }
                        _ => {}
                    }
                }
            } else {
                number[node] = np;
                postorder[np] = node;
                np += 1;
                sp -= 1;
            }
        }
        let postorder = &postorder[..np];
        // Predecessors among the reachable nodes, each list in reverse postorder of the
        // sources: `pstart[s + 2]` counts `s`'s edges; the prefix sums make `pstart[s + 1]`
        // the start of `s`'s list, which the filling advances to its end.
        pstart.fill(0);
        for &b in postorder.iter().rev() {
            for &s in succs.succs(b) {
                if s < n {
                    pstart[s + 2] += 1;
                }
            }
        }
        for i in 1..=n {
            pstart[i + 1] += pstart[i];
        }
        for &b in postorder.iter().rev() {
            for &s in succs.succs(b) {
                if s < n {
                    ptargets[pstart[s + 1]] = b;
                    pstart[s + 1] += 1;
                }
            }
        }
        // Immediate dominators: the fingers walk up the tree found so far to their common
        // ancestor (a node's dominators come after it in postorder). Every predecessor listed
        // is reachable; those not yet given a dominator are skipped.
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in postorder.iter().rev().skip(1) {
                let mut new = NONE;
                for &p in &ptargets[pstart[b]..pstart[b + 1]] {
                    if idom[p] == NONE {
                        continue;
                    }
                    new = if new == NONE {
                        p
                    } else {
                        let (mut x, mut y) = (p, new);
                        while x != y {
                            while number[x] < number[y] {
                                x = idom[x];
                            }
                            while number[y] < number[x] {
                                y = idom[y];
                            }
                        }
                        x
                    };
                }
                if new != NONE && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        // Subtree sizes (a node's children come before it in postorder), then preorder
        // numbers with each child's range carved from its parent's (a parent comes before
        // its children in reverse postorder); `number` is free again and holds each node's
        // next free preorder number.
        for &b in postorder {
            size[b] = 0;
        }
        for &b in postorder {
            size[b] += 1;
            if b != 0 {
                size[idom[b]] += size[b];
            }
        }
        for &b in postorder.iter().rev() {
            pre[b] = if b == 0 {
                0
            } else {
                let p = idom[b];
                let k = number[p];
                number[p] += size[b];
                k
            };
            number[b] = pre[b] + 1;
        }
        Dominators {
            n,
            retreating: found,
            retreating_at,
            buf,
        }
    }

    /// Whether `node` is reachable from the entry.
    #[inline]
    pub(crate) fn is_reachable(&self, node: usize) -> bool {
        node < self.n && self.buf[node] != NONE
    }

    /// Whether `a` dominates `b` (every node dominates itself). False if either is unreachable.
    #[inline]
    pub(crate) fn dominates(&self, a: usize, b: usize) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        let (pre, size) = (
            &self.buf[self.n..2 * self.n],
            &self.buf[2 * self.n..3 * self.n],
        );
        pre[a] <= pre[b] && pre[b] < pre[a] + size[a]
    }

    /// The immediate dominator of a reachable node other than the entry.
    #[cfg(test)]
    pub(crate) fn idom(&self, node: usize) -> Option<usize> {
        match self.buf[..self.n].get(node) {
            Some(&d) if d != NONE && node != 0 => Some(d),
            _ => None,
        }
    }
}

/// Retreating edges `(from, to)` of a depth-first search from node 0 whose target does not
/// dominate their source: the graph is reducible iff there are none. Each edge is listed
/// once, in the order the search meets them. The search is the one [`Dominators::compute`]
/// made of `succs` (`dom` keeps its retreating edges): `dom` must be computed from `succs`.
/// Nothing is allocated unless there is such an edge (invalid input).
pub(crate) fn irreducible_edges(dom: &Dominators) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let edges = &dom.buf[dom.retreating_at..dom.retreating_at + 2 * dom.retreating];
    for e in edges.chunks_exact(2) {
        let (node, s) = (e[0], e[1]);
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
        assert!(irreducible_edges(&d).is_empty());
        let lp = Graph::from_lists(&[vec![1], vec![2, 3], vec![1], vec![]]);
        let d = Dominators::compute(&lp);
        assert!(irreducible_edges(&d).is_empty());
        let irr = Graph::from_lists(&[vec![1, 2], vec![2], vec![1]]);
        let d = Dominators::compute(&irr);
        assert_eq!(irreducible_edges(&d), vec![(2, 1)]);
    }

    /// The one-buffer search and dominators agree with the shared ones of [`crate::graph`]
    /// (dominance, reachability, retreating edges) on random graphs.
    #[test]
    fn matches_the_shared_graph_algorithms() {
        use crate::graph::{dominators, Dfs, TreeNumbers};
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..500 {
            let n = 1 + (next() % 10) as usize;
            let lists: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    let k = (next() % 4) as usize;
                    (0..k).map(|_| (next() % (n as u64 + 1)) as usize).collect()
                })
                .collect();
            let g = Graph::from_lists(&lists);
            let d = Dominators::compute(&g);
            let (dfs, idom) = dominators(n, 0, |b| &lists[b][..]);
            let tree = TreeNumbers::new(&idom, 0, dfs.reverse_postorder());
            for a in 0..=n {
                assert_eq!(d.is_reachable(a), dfs.reached(a), "{lists:?} {a}");
                for b in 0..=n {
                    assert_eq!(d.dominates(a, b), tree.is_ancestor(a, b), "{lists:?}");
                }
            }
            let mut retreating = Vec::new();
            Dfs::new(n, 0, |b| &lists[b][..], Some(&mut retreating));
            let mut want = Vec::new();
            for (from, to) in retreating {
                if !tree.is_ancestor(to, from) && !want.contains(&(from, to)) {
                    want.push((from, to));
                }
            }
            assert_eq!(irreducible_edges(&d), want, "{lists:?}");
        }
    }

    #[test]
    fn unreachable_nodes() {
        let g = Graph::from_lists(&[vec![], vec![0, 1], vec![9]]);
        let d = Dominators::compute(&g);
        assert!(d.is_reachable(0) && !d.is_reachable(1) && !d.dominates(1, 1));
        assert!(irreducible_edges(&d).is_empty());
    }
}
