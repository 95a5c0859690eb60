//! The call graph of a module: which function calls which, and the calls that close a cycle.
//!
//! Guarantees: [`recursive_calls`] reports every call instruction reachable from `root` that
//! closes a cycle of the call graph (a call of a function still on the depth-first path),
//! each once, in a deterministic order (functions in depth-first order from `root`, calls in
//! layout order), with the cycle spelled as a path of function names. Calls of functions that
//! are not in the module are ignored here (the verifier reports them). Recursion is valid IR:
//! the interpreter runs it; the compile path uses this to refuse what it cannot compile yet.

use crate::entities::{FuncId, Inst};
use crate::function::Module;
use crate::instructions::InstData;
use cranelift_entity::EntityRef;

/// A call that closes a cycle of the call graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecursiveCall {
    /// The function containing the call.
    pub caller: FuncId,
    /// The call instruction.
    pub inst: Inst,
    /// The cycle, as `@a -> @b -> @a`.
    pub path: String,
}

/// Call edges of `f`: (callee, call instruction), in layout order.
pub fn calls_of(m: &Module, f: FuncId) -> Vec<(FuncId, Inst)> {
    let n = m.functions.len();
    let func = &m.functions[f];
    let mut out = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let Some(InstData::Call { func, .. }) = func.dfg.insts.get(i) {
                if func.index() < n {
                    out.push((*func, i));
                }
            }
        }
    }
    out
}

/// Every call reachable from `root` that closes a cycle of the call graph.
pub fn recursive_calls(m: &Module, root: FuncId) -> Vec<RecursiveCall> {
    let n = m.functions.len();
    let mut out = Vec::new();
    if root.index() >= n {
        return out;
    }
    let mut edges: Vec<Option<Vec<(FuncId, Inst)>>> = vec![None; n];
    // 0: unseen, 1: on the path, 2: done.
    let mut state = vec![0u8; n];
    let mut stack: Vec<(usize, usize)> = vec![(root.index(), 0)];
    state[root.index()] = 1;
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        let es = edges[node].get_or_insert_with(|| calls_of(m, FuncId::new(node)));
        let Some(&(callee, inst)) = es.get(next) else {
            state[node] = 2;
            stack.pop();
            continue;
        };
        top.1 += 1;
        match state[callee.index()] {
            0 => {
                state[callee.index()] = 1;
                stack.push((callee.index(), 0));
            }
            1 => {
                let start = stack
                    .iter()
                    .position(|&(f, _)| f == callee.index())
                    .unwrap_or(0);
                let mut path: Vec<String> = stack[start..]
                    .iter()
                    .map(|&(f, _)| format!("@{}", m.functions[FuncId::new(f)].name))
                    .collect();
                path.push(format!("@{}", m.functions[callee].name));
                out.push(RecursiveCall {
                    caller: FuncId::new(node),
                    inst,
                    path: path.join(" -> "),
                });
            }
            _ => {}
        }
    }
    out
}

/// Propagates per-function facts from callees to callers until nothing changes: `own[f]`
/// becomes the join (`join(&mut own[f], &own[c])`, returning whether `own[f]` grew) over every
/// `c` in `callees[f]` reachable through calls. Indices out of range are ignored (calls of
/// functions of another module). Used for "does `f` or anything it calls do X".
pub fn propagate_to_callers<T: Clone>(
    own: &mut [T],
    callees: &[Vec<usize>],
    mut join: impl FnMut(&mut T, &T) -> bool,
) {
    loop {
        let mut changed = false;
        for f in 0..own.len() {
            for &c in callees.get(f).map_or(&[][..], Vec::as_slice) {
                if c < own.len() && c != f {
                    let from = own[c].clone();
                    changed |= join(&mut own[f], &from);
                }
            }
        }
        if !changed {
            break;
        }
    }
}

#[cfg(test)]
mod propagate_tests {
    use super::propagate_to_callers;

    /// A chain 0 -> 1 -> 2 and a cycle 3 <-> 4 -> 2: the fact of 2 reaches every caller;
    /// 5 calls nothing and an out-of-range index.
    #[test]
    fn facts_reach_every_transitive_caller() {
        let callees = vec![vec![1], vec![2], vec![], vec![4], vec![3, 2], vec![9]];
        let mut own = vec![false, false, true, false, false, false];
        propagate_to_callers(&mut own, &callees, |a, b| {
            let grew = *b && !*a;
            *a |= *b;
            grew
        });
        assert_eq!(own, [true, true, true, true, true, false]);
        let mut dims = vec![[false; 3], [false, true, false], [true, false, false]];
        propagate_to_callers(&mut dims, &[vec![1, 2], vec![], vec![]], |a, b| {
            let mut grew = false;
            for (x, y) in a.iter_mut().zip(b) {
                grew |= *y && !*x;
                *x |= *y;
            }
            grew
        });
        assert_eq!(dims[0], [true, true, false]);
    }
}
