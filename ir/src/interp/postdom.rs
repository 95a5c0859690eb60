//! Immediate post-dominators: where divergent lanes of a wave reconverge.
//!
//! Guarantees: for every block the result is its immediate post-dominator in the CFG extended
//! by a virtual exit that `return` and `unreachable` blocks lead to; blocks that cannot reach
//! the exit (infinite loops) get an edge to it, so every block has a well-defined answer.

use super::ops::EXIT;

/// Immediate post-dominators of blocks `0..n` given successor lists; `EXIT` is the virtual
/// exit that blocks without successors (return, unreachable) lead to. Blocks that cannot reach
/// the exit (infinite loops) are given an edge to it. Cooper, Harvey, Kennedy, "A Simple, Fast
/// Dominance Algorithm", on the reverse graph.
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
    // Reverse edges: preds in the reverse graph are successors in the CFG.
    let mut rpred: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (b, s) in succ.iter().enumerate() {
        for &t in s {
            rpred[t].push(b);
        }
    }
    // Blocks that can reach the exit; connect the others.
    loop {
        let mut seen = vec![false; n + 1];
        let mut stack = vec![exit];
        seen[exit] = true;
        while let Some(x) = stack.pop() {
            for &p in &rpred[x] {
                if !seen[p] {
                    seen[p] = true;
                    stack.push(p);
                }
            }
        }
        // Connect the last unseen block (deepest in layout) and retry.
        match (0..n).rev().find(|&b| !seen[b]) {
            None => break,
            Some(b) => {
                succ[b].push(exit);
                rpred[exit].push(b);
            }
        }
    }
    // Postorder of the reverse graph from the exit.
    let mut order = Vec::with_capacity(n + 1);
    let mut seen = vec![false; n + 1];
    let mut stack = vec![(exit, 0usize)];
    seen[exit] = true;
    while let Some(&mut (x, ref mut i)) = stack.last_mut() {
        if let Some(&p) = rpred[x].get(*i) {
            *i += 1;
            if !seen[p] {
                seen[p] = true;
                stack.push((p, 0));
            }
        } else {
            order.push(x);
            stack.pop();
        }
    }
    let mut po = vec![usize::MAX; n + 1];
    for (i, &x) in order.iter().enumerate() {
        po[x] = i;
    }
    let mut idom = vec![usize::MAX; n + 1];
    idom[exit] = exit;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == exit {
                continue;
            }
            let mut new = usize::MAX;
            for &s in &succ[b] {
                if idom[s] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    s
                } else {
                    let (mut x, mut y) = (s, new);
                    while x != y {
                        while po[x] < po[y] {
                            x = idom[x];
                        }
                        while po[y] < po[x] {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (0..n)
        .map(|b| {
            if idom[b] == exit || idom[b] == usize::MAX {
                EXIT
            } else {
                idom[b] as u32
            }
        })
        .collect()
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
