//! Immediate post-dominators: where divergent lanes of a wave reconverge.
//!
//! Guarantees: for every block the result is its immediate post-dominator in the CFG extended
//! by a virtual exit that `return` and `unreachable` blocks lead to; blocks that cannot reach
//! the exit (infinite loops) get an edge to it, so every block has a well-defined answer.

use super::ops::EXIT;
use crate::graph::{immediate_dominators, Dfs, Graph, NONE};

/// Immediate post-dominators of blocks `0..n` given successor lists; `EXIT` is the virtual
/// exit that blocks without successors (return, unreachable) lead to. Blocks that cannot reach
/// the exit (infinite loops) are given an edge to it: the last such block in layout, then the
/// search again, until every block reaches it. The dominators of the reverse graph
/// ([`crate::graph`]).
pub(super) fn post_dominators(succs: &[Vec<u32>]) -> Vec<u32> {
    let n = succs.len();
    let exit = n; // node index of the virtual exit
    let mut succ: Vec<Vec<usize>> = succs
        .iter()
        .map(|s| s.iter().map(|&t| t as usize).collect())
        .collect();
    for s in succ.iter_mut() {
        if s.is_empty() {
            s.push(exit);
        }
    }
    succ.push(Vec::new());
    loop {
        // The reverse graph: a block's successors there are its predecessors.
        let rpred = Graph::reverse_of(n + 1, 0..n + 1, |b| &succ[b], |_, _| true);
        let dfs = Dfs::new(n + 1, exit, |x| rpred.succs(x), None);
        // Connect the last block that cannot reach the exit (deepest in layout) and retry.
        if let Some(b) = (0..n).rev().find(|&b| !dfs.reached(b)) {
            succ[b].push(exit);
            continue;
        }
        // (The post-dominator tree is unique: the order of the edge lists does not matter.)
        let idom = immediate_dominators(&dfs, exit, |b| &succ[b]);
        return idom[..n]
            .iter()
            .map(|&d| {
                if d == exit || d == NONE {
                    EXIT
                } else {
                    d as u32
                }
            })
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_loop_and_infinite_loop() {
        // 0 -> {1, 2} -> 3 (return)
        assert_eq!(
            post_dominators(&[vec![1, 2], vec![3], vec![3], vec![]]),
            [3, 3, 3, EXIT]
        );
        // 0 -> 1 (header) -> {2 (body) -> 1, 3 (exit, return)}
        assert_eq!(
            post_dominators(&[vec![1], vec![2, 3], vec![1], vec![]]),
            [1, 3, 1, EXIT]
        );
        // 0 -> {1 (returns), 2 (spins forever)}: both reconverge only at the exit.
        assert_eq!(
            post_dominators(&[vec![1, 2], vec![], vec![2]]),
            [EXIT, EXIT, EXIT]
        );
        // Early return inside a branch: 0 -> {1 (return), 2 -> 3 (return)}.
        assert_eq!(
            post_dominators(&[vec![1, 2], vec![], vec![3], vec![]]),
            [EXIT, EXIT, 3, EXIT]
        );
    }
}
