//! Dominators and reducibility of a control-flow graph given as successor lists.
//!
//! Nodes are indices `0..n`; node 0 is the entry. Dominators are computed with the iterative
//! algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over
//! the nodes reachable from the entry; unreachable nodes dominate nothing and are dominated by
//! nothing. A graph is reducible iff every retreating edge of a depth-first search goes to a
//! node that dominates its source (Hecht and Ullman); [`irreducible_edges`] lists the edges
//! that break this. Nothing here panics on any successor lists with indices below `n`.

/// The dominator tree of the reachable part of a graph.
pub(crate) struct Dominators {
    /// Immediate dominator of each reachable node (the entry is its own); `usize::MAX` for
    /// unreachable nodes.
    idom: Vec<usize>,
    /// Preorder and postorder numbers in the dominator tree, for O(1) queries.
    pre: Vec<u32>,
    post: Vec<u32>,
}

const NONE: usize = usize::MAX;

/// Reverse postorder of the nodes reachable from node 0.
fn reverse_postorder(succs: &[Vec<usize>]) -> Vec<usize> {
    let n = succs.len();
    let mut order = Vec::with_capacity(n);
    if n == 0 {
        return order;
    }
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if let Some(&s) = succs[node].get(next) {
            top.1 += 1;
            if s < n && !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(node);
            stack.pop();
        }
    }
    order.reverse();
    order
}

impl Dominators {
    pub(crate) fn compute(succs: &[Vec<usize>]) -> Dominators {
        let n = succs.len();
        let rpo = reverse_postorder(succs);
        let mut rpo_num = vec![NONE; n];
        for (i, &b) in rpo.iter().enumerate() {
            rpo_num[b] = i;
        }
        let mut preds = vec![Vec::new(); n];
        for &b in &rpo {
            for &s in &succs[b] {
                if s < n {
                    preds[s].push(b);
                }
            }
        }
        let mut idom = vec![NONE; n];
        if n > 0 {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new = NONE;
                for &p in &preds[b] {
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
        let mut children = vec![Vec::new(); n];
        for &b in rpo.iter().skip(1) {
            if idom[b] != NONE {
                children[idom[b]].push(b);
            }
        }
        let (mut pre, mut post) = (vec![u32::MAX; n], vec![u32::MAX; n]);
        if n > 0 {
            let (mut clock_pre, mut clock_post) = (0u32, 0u32);
            let mut stack = vec![(0usize, 0usize)];
            pre[0] = 0;
            clock_pre += 1;
            while let Some(top) = stack.last_mut() {
                let (node, next) = *top;
                if let Some(&c) = children[node].get(next) {
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
        Dominators { idom, pre, post }
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
/// once, in the order the search meets them.
pub(crate) fn irreducible_edges(succs: &[Vec<usize>], dom: &Dominators) -> Vec<(usize, usize)> {
    let n = succs.len();
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    let mut stack = vec![(0usize, 0usize)];
    state[0] = 1;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if let Some(&s) = succs[node].get(next) {
            top.1 += 1;
            if s >= n {
                continue;
            }
            match state[s] {
                0 => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                1 if !dom.dominates(s, node) && !out.contains(&(node, s)) => out.push((node, s)),
                _ => {}
            }
        } else {
            state[node] = 2;
            stack.pop();
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
        let g = vec![vec![1, 2], vec![3], vec![3], vec![]];
        let d = Dominators::compute(&g);
        assert!(d.dominates(0, 3) && !d.dominates(1, 3) && d.dominates(1, 1));
        assert_eq!(d.idom(3), Some(0));
        assert!(irreducible_edges(&g, &d).is_empty());
        let lp = vec![vec![1], vec![2, 3], vec![1], vec![]];
        let d = Dominators::compute(&lp);
        assert!(irreducible_edges(&lp, &d).is_empty());
        let irr = vec![vec![1, 2], vec![2], vec![1]];
        let d = Dominators::compute(&irr);
        assert_eq!(irreducible_edges(&irr, &d), vec![(2, 1)]);
    }

    #[test]
    fn unreachable_nodes() {
        let g = vec![vec![], vec![0, 1], vec![9]];
        let d = Dominators::compute(&g);
        assert!(d.is_reachable(0) && !d.is_reachable(1) && !d.dominates(1, 1));
        assert!(irreducible_edges(&g, &d).is_empty());
    }
}
