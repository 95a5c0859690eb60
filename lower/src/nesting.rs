//! Control-flow nesting limit: a kernel whose branches nest more than [`MAX_NESTING`] deep
//! is refused with an error located at the first block that deep, before any pass that is
//! superlinear in the nesting runs.
//!
//! Why: structurization rewrites one loop or region per round and recomputes its analyses
//! each time, so its cost grows with the product of the nesting depth and the kernel size;
//! 20,000 nested `if`s took more than 30 s and 20,000 nested loops exhausted a 4 GB address
//! space (issue 17, item 5). Real kernels nest a few dozen levels at most; the limit is far
//! above that, and it bounds the work of every later pass.
//!
//! Guarantees:
//! * The depth of a block `X` is the number of branch blocks `B` (two or more different
//!   successors) that dominate `X` and are not post-dominated by it: the `if`s, `switch`es
//!   and loop tests `X` is nested in (a loop header's test dominates its body, which does
//!   not post-dominate it). Blocks after a join are not counted in the branch's region.
//! * Linear in the number of blocks times the limit: a walk of the dominator tree keeps the
//!   open branches on a stack (dominators of the current block, innermost last) and closes
//!   them, innermost first, at a block that post-dominates them; the walk stops at the first
//!   block deeper than the limit. No recursion.

use crate::cfg::Cfg;
use gfxc_ir::graph::TreeNumbers;
use gfxc_ir::{Diagnostic, ErrorKind, Function, TypedDiagnostics};

/// Deepest nesting of branches the compiler accepts.
pub const MAX_NESTING: usize = 256;

/// Checks `func` against [`MAX_NESTING`]; the error is located at the block's label.
pub fn check_nesting(func: &Function) -> Result<(), TypedDiagnostics> {
    check_nesting_limit(func, MAX_NESTING)
}

/// [`check_nesting`] with a given limit.
pub fn check_nesting_limit(func: &Function, limit: usize) -> Result<(), TypedDiagnostics> {
    // The open branches are distinct blocks: a function of at most `limit` blocks never
    // has more than `limit` open (the common case: no analysis needed).
    if func.layout.blocks().len() <= limit {
        return Ok(());
    }
    let cfg = Cfg::new(func);
    let n = cfg.len();
    let dom = cfg.dominators();
    let pdom = cfg.post_dominators();
    let pnum = TreeNumbers::new(pdom.idoms(), n, 0..n + 1);
    // Dominator-tree children.
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); n];
    for x in 0..n {
        if let Some(p) = dom.idom(x).filter(|&p| p != x && dom.is_reachable(x)) {
            kids[p].push(x);
        }
    }
    let is_branch = |x: usize| {
        let s = &cfg.succs[x];
        s.iter().any(|&t| t != s[0])
    };
    let mut open: Vec<usize> = Vec::new();
    // Events: Enter(x) or Leave(x, pushed, closed branches to reopen).
    enum Ev {
        Enter(usize),
        Leave(bool, Vec<usize>),
    }
    let mut stack = vec![Ev::Enter(0)];
    while let Some(ev) = stack.pop() {
        match ev {
            Ev::Enter(x) => {
                let mut closed = Vec::new();
                while let Some(&t) = open.last() {
                    if !pnum.is_ancestor(x, t) {
                        break;
                    }
                    closed.push(t);
                    open.pop();
                }
                if open.len() > limit {
                    let b = cfg.blocks[x];
                    return Err(TypedDiagnostics::new(
                        ErrorKind::Unsupported,
                        Diagnostic::new(
                            func.srcmap.blocks[b],
                            format!(
                                "@{}: unsupported: control flow nested more than {limit} deep",
                                func.name
                            ),
                        ),
                    ));
                }
                let pushed = is_branch(x);
                if pushed {
                    open.push(x);
                }
                stack.push(Ev::Leave(pushed, closed));
                for &k in kids[x].iter().rev() {
                    stack.push(Ev::Enter(k));
                }
            }
            Ev::Leave(pushed, closed) => {
                if pushed {
                    open.pop();
                }
                open.extend(closed.into_iter().rev());
            }
        }
    }
    Ok(())
}
