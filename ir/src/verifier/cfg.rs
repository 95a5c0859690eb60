//! Dominators and reducibility of a control-flow graph given as successor lists.
//!
//! Nodes are indices `0..n`; node 0 is the entry. The search, the dominators and the tree
//! numbering are the shared ones of [`crate::graph`] (Cooper, Harvey and Kennedy's
//! algorithm) over the nodes reachable from the entry; unreachable nodes dominate nothing and
//! are dominated by nothing. A graph is reducible iff every retreating edge of a depth-first
//! search goes to a node that dominates its source (Hecht and Ullman); [`irreducible_edges`]
//! lists the edges that break this. Nothing here panics on any successor lists.

pub(crate) use crate::graph::Graph;
use crate::graph::{immediate_dominators, Dfs, TreeNumbers, NONE};

/// The dominator tree of the reachable part of a graph.
pub(crate) struct Dominators {
    /// Immediate dominator of each reachable node (the entry is its own); [`NONE`] for
    /// unreachable nodes.
    idom: Vec<usize>,
    /// The tree's numbering, for O(1) queries.
    tree: TreeNumbers,
    /// The retreating edges of the depth-first search from the entry ([`Dfs::new`]), which
    /// [`irreducible_edges`] reads rather than searching the graph again.
    retreating: Vec<(usize, usize)>,
}

impl Dominators {
    pub(crate) fn compute(succs: &Graph) -> Dominators {
        let n = succs.len();
        if n == 1 {
            // A function of one block (the usual straight-line kernel): the entry dominates
            // itself, as the search finds with its temporary lists. (Its only possible edge,
            // to itself, goes to a node that dominates its source: `irreducible_edges` lists
            // none for it and needs no retreating edge.)
            return Dominators {
                idom: vec![0],
                tree: TreeNumbers::new(&[0], 0, std::iter::once(0)),
                retreating: Vec::new(),
            };
        }
        let mut retreating = Vec::new();
        let dfs = Dfs::new(n, 0, |b| succs.succs(b), Some(&mut retreating));
        // Predecessors among the reachable nodes, in reverse postorder of the sources.
        let preds = dfs.predecessors(|b| succs.succs(b));
        let idom = immediate_dominators(&dfs, 0, |b| preds.succs(b));
        let tree = TreeNumbers::new(&idom, 0, dfs.postorder.iter().copied());
        Dominators {
            idom,
            tree,
            retreating,
        }
    }

    /// Whether `node` is reachable from the entry.
    pub(crate) fn is_reachable(&self, node: usize) -> bool {
        self.idom.get(node).is_some_and(|&d| d != NONE)
    }

    /// Whether `a` dominates `b` (every node dominates itself). False if either is unreachable.
    pub(crate) fn dominates(&self, a: usize, b: usize) -> bool {
        self.tree.is_ancestor(a, b)
    }

    /// The immediate dominator of a reachable node other than the entry.
    #[cfg(test)]
    pub(crate) fn idom(&self, node: usize) -> Option<usize> {
        match self.idom.get(node) {
            Some(&d) if d != NONE && node != 0 => Some(d),
            _ => None,
        }
    }
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
