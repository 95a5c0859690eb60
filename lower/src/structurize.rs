//! CFG structurization for divergent control flow, so that instruction selection can emit
//! EXEC-mask code (save/restore of EXEC around if-then(-else) regions, loop masks).
//!
//! # Output contract (what isel may assume after [`structurize`])
//! Let `U` be [`crate::uniformity::analyze`] of the output (the pipeline recomputes it). Then:
//! 1. The kernel has exactly one `return` block; no `unreachable` remains (an `unreachable`
//!    is undefined behaviour when reached and is turned into a jump to the return block).
//! 2. Every divergent branch (`U.branch[t]`) is a `brif` with two different destinations; no
//!    `switch` is divergent (divergent switches become chains of `brif`s on `icmp eq`).
//! 3. Each divergent `brif` in block `B` has one of two forms:
//!    * **Region** (if-then / if-then-else): let `J` be the immediate post-dominator of `B`.
//!      For each successor `S != J`, the blocks `R(S)` reached from `S` without passing `J`
//!      are entered only through the edge `B -> S`, do not contain `B`, and are pairwise
//!      disjoint; every edge leaving `R(S)` goes to `J`. If one successor is `J` it is an
//!      if-then (the other is the "then" side), otherwise if-then-else (then = first
//!      destination). `J` is the join of this branch alone: all its predecessors are `B`
//!      or in the `R(S)`; EXEC is restored on entry to `J`. Regions nest properly.
//!    * **Loop exit**: `B` is the only block of a natural loop (header `H`, one latch) with a
//!      successor outside it, and dominates the latch (`B` may be `H`: a `while` loop, or
//!      the latch: a `do-while` loop); its `brif` goes to one block of the loop and to the
//!      single exit block `X`, whose only predecessor is `B`. Lanes that take the exit edge
//!      are removed from EXEC until `X`, where the loop-entry EXEC is restored. The branch's
//!      condition says per lane whether it continues (the destination inside the loop may be
//!      either the then or the else destination).
//! 4. Uniform branches are untouched, except inside a divergent region that was not already
//!    in form 3, which is linearized as a whole (see below); loops without divergent exits or
//!    divergent `continue`s keep their shape.
//!
//! # How
//! * A cycle from which no `return` is reachable (an infinite loop, entered only on paths the
//!   program never takes, or never left) gets a never-taken exit (`brif true, loop, R`, `R` a
//!   new return block), as LLVM's AMDGPUUnifyDivergentExitNodes does: then every block
//!   reaches the single return block, so every branch has a join and every loop an exit.
//! * Loops with a divergent exit that are not already in loop-exit form (one exiting block,
//!   dominating the single latch), and loops with a divergent path back to a header before
//!   its join from any block but the canonical exiting block, are rewritten so
//!   every back edge and exit edge goes to one new *flow* block, with block parameters: an
//!   `i1` "continue" flag, an `i32` selector naming the exit taken, and the values each
//!   destination receives; the flow block branches back to the header or to a new exit block
//!   that dispatches on the selector (LLVM's StructurizeCFG / ACO's structured loops).
//! * An acyclic divergent region that is not an if-then(-else) (early exits, shared tails,
//!   edges into the middle of the other side) is linearized: its blocks (inner loops as one
//!   node) are visited in reverse postorder, each guarded by a *guard* block
//!   `brif flag_i, node_i, next_guard` whose parameters carry one `i1` flag per node ("this
//!   lane goes there next") and the pending block arguments of every node; the region's
//!   edges set the flag of their destination.
//! * SSA is repaired afterwards ([`crate::util::ssa_repair`]); every join then gets its own
//!   block where it is shared.
//!
//! Semantics are preserved for every lane. Only the instants at which lanes wait for each
//! other change (lanes leaving a loop early wait at the exit block), which is visible only to
//! racy programs and to wave operations in the affected blocks, as with LLVM.

use crate::cfg::{reach_avoiding, Cfg, CfgFacts, DomTree, Loop, SharedCfg};
use crate::uniformity::{analyze_in, Uniformity};
use crate::util::{
    collapse_same_dest, entry_zero, new_block_after, new_block_before, remove_dead_params,
    remove_unreachable_blocks, ssa_repair, terminator, Cursor,
};
use gfxc_ir::{Block, BlockCall, Function, InstData, IntCC, SrcLoc, StageError, Type, Value};
use smallvec::SmallVec;

/// Most rewriting steps before giving up (a safety net against non-termination).
const MAX_STEPS: usize = 10_000;

/// Structurizes `func` (see the module documentation).
pub fn structurize(func: &mut Function) -> Result<(), StageError> {
    structurize_keeping_uniformity(func).map(|_| ())
}

/// [`structurize`], returning [`crate::uniformity::analyze`] of the output when the structurizer has it already:
/// the uniformity of its last round when nothing changed the function after it (`None`
/// otherwise; the caller then analyzes the output itself). The pipeline needs the output's
/// uniformity, and its last round is the analysis of the final function in most kernels.
pub fn structurize_keeping_uniformity(
    func: &mut Function,
) -> Result<Option<Uniformity>, StageError> {
    structurize_keeping_analyses(func).map(|s| s.uniformity)
}

/// What the structurizer's last round computed of its output, when nothing changed it after.
pub struct Structured {
    /// [`crate::uniformity::analyze`] of the output (as [`structurize_keeping_uniformity`]).
    pub uniformity: Option<Uniformity>,
    /// [`CfgFacts::new`] of the output: `None` when the last round changed a branch's
    /// destinations after computing them.
    pub facts: Option<CfgFacts>,
}

/// [`structurize_keeping_uniformity`], also returning the control-flow analyses of its last
/// round when they are those of the output.
pub fn structurize_keeping_analyses(func: &mut Function) -> Result<Structured, StageError> {
    structurize_sharing(func, SharedCfg::default())
}

/// [`structurize_keeping_analyses`], given the CFG analyses of `func` that the caller has
/// (`SharedCfg`; those of `func` as it is).
pub fn structurize_sharing(
    func: &mut Function,
    mut shared: SharedCfg,
) -> Result<Structured, StageError> {
    // The CFG analyses of the input serve these steps and the first round as long as none
    // of them changes a block or a destination (each resets them when it does).
    crate::util::remove_unreachable_blocks_shared(func, &mut shared);
    exit_infinite_loops(func, &mut shared);
    if unify_returns(func) {
        shared = SharedCfg::default();
    }
    // A branch whose destinations are all one block (`brif c, B(x), B(y)`) is a jump with
    // selected arguments: as a branch it would give `B` the same predecessor twice, which is
    // neither an if-then nor a single loop entry (contract item 2).
    for bi in 0..func.layout.blocks().len() {
        let t = terminator(func, func.layout.blocks()[bi]);
        if collapse_same_dest(func, t) {
            shared = SharedCfg::default();
        }
    }
    let mut first = Some(shared);
    let mut steps = 0;
    // Divergent switches first, then loops (innermost first), then acyclic regions
    // (outermost first), then joins.
    loop {
        steps += 1;
        if steps > MAX_STEPS {
            return Err(gfxc_ir::internal!(
                "@{}: internal: structurization does not converge",
                func.name
            ));
        }
        // The CFG, its dominator trees and loops serve both the uniformity analysis and this
        // round's rewrites (`analyze` would compute the same ones again).
        let facts = match first.take() {
            Some(shared) => {
                let facts = shared.into_facts(func);
                debug_assert!(facts.matches(func), "@{}: stale shared CFG", func.name);
                facts
            }
            None => CfgFacts::new(func),
        };
        let CfgFacts {
            cfg,
            dom,
            pdom,
            loops,
        } = &facts;
        let u = analyze_in(func, cfg, dom, pdom, loops);
        // Each loop's exiting block, which the steps below ask about for every divergent
        // branch: once per round (the CFG facts are fixed within one).
        let exits: SmallVec<[Option<usize>; 4]> =
            loops.iter().map(|l| exiting_block(cfg, dom, l)).collect();
        // Uniformity is recomputed after every rewrite, and a rewrite can make a switch
        // divergent: a loop rewritten with a flow block passes its values (a loop counter
        // that was uniform) through the flow block's parameters, which join edges taken per
        // lane, so a switch on them is divergent in the rewritten loop (contract item 2).
        if split_divergent_switches(func, &u) {
            continue;
        }
        if let Some((l, _)) = loops.iter().zip(&exits).find(|&(l, &x)| {
            (needs_flow(func, cfg, pdom, l, &u) && x.is_none())
                || continues_before_join(func, cfg, pdom, l, &u, x)
        }) {
            canonicalize_loop(func, cfg, l);
            ssa_repair(func);
            continue;
        }
        let mut todo = None;
        // The region of each divergent branch that is no loop exit, by block (when all are
        // regions, `split_shared_join` asks for them again: the same CFG, the same answers).
        let mut regions: SmallVec<[(usize, Region); 4]> = SmallVec::new();
        // The dominator tree's order is the CFG's reverse postorder.
        for &b in &dom.order {
            let t = terminator(func, cfg.blocks[b]);
            if !u.is_divergent_branch(t) || is_loop_exit(&exits, b) {
                continue;
            }
            match region_form(cfg, pdom, b) {
                Ok(r) => regions.push((b, r)),
                Err(_) => {
                    todo = Some(b);
                    break;
                }
            }
        }
        if let Some(b) = todo {
            linearize(func, cfg, pdom, loops, b)?;
            ssa_repair(func);
            remove_dead_params(func);
            continue;
        }
        if split_shared_join(func, &u, cfg, dom, loops, &exits, &regions) {
            continue;
        }
        let inverted = put_work_first(func, &u, cfg, pdom, &exits);
        // No rewrite this round: `u` is the uniformity of the function as it is, unless
        // inverted conditions (new compares) or removing dead parameters changed it.
        // (Removing parameters changes no block and no destination: the CFG facts stay.)
        let removed = remove_dead_params(func);
        return Ok(Structured {
            uniformity: if inverted || removed { None } else { Some(u) },
            facts: if inverted { None } else { Some(facts) },
        });
    }
}

/// Divergent if-thens whose first destination is the join (`brif c, J, S`) branch on the
/// inverted condition instead (`brif !c, S, J`): instruction selection makes the first
/// destination the then side and removes an else side that stays empty (LLVM's if-then),
/// so the work belongs on the then side. An integer or float comparison is inverted as a
/// new comparison with the complementary condition (unordered for ordered), anything else
/// as `xor c, true`. Regions keep their blocks and joins, so the output contract holds.
/// Returns whether it inverted any.
fn put_work_first(
    func: &mut Function,
    u: &Uniformity,
    cfg: &Cfg,
    pdom: &DomTree,
    exits: &[Option<usize>],
) -> bool {
    let n = cfg.len();
    let mut changed = false;
    for b in 0..n {
        let t = terminator(func, cfg.blocks[b]);
        if !u.is_divergent_branch(t) || is_loop_exit(exits, b) {
            continue;
        }
        let Some(j) = pdom.idom(b).filter(|&p| p < n) else {
            continue;
        };
        let InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } = func.dfg.insts[t].clone()
        else {
            continue;
        };
        if then_dest.block != cfg.blocks[j] || else_dest.block == cfg.blocks[j] {
            continue;
        }
        let mut c = Cursor::before(func, t);
        let def = match c.func.dfg.value_def(cond) {
            gfxc_ir::ValueDef::Result(i, _) => Some(c.func.dfg.insts[i].clone()),
            gfxc_ir::ValueDef::Param(..) => None,
        };
        let inverted = match def {
            Some(InstData::IntCompare { cond: cc, args }) => c.icmp(cc.inverse(), args[0], args[1]),
            Some(InstData::FloatCompare { cond: cc, args }) => {
                c.fcmp(cc.inverse(), args[0], args[1])
            }
            _ => {
                let one = c.iconst(Type::I1, 1);
                c.bin(gfxc_ir::Opcode::Xor, cond, one)
            }
        };
        func.dfg.insts[t] = InstData::Brif {
            cond: inverted,
            then_dest: else_dest,
            else_dest: then_dest,
        };
        changed = true;
    }
    changed
}

/// Whether the divergent branches of loop `l` need a flow block: one of them leaves the
/// loop before its join, or reaches the header before its join.
fn needs_flow(func: &Function, cfg: &Cfg, pdom: &DomTree, l: &Loop, u: &Uniformity) -> bool {
    let n = cfg.len();
    l.blocks.iter().any(|&b| {
        let t = terminator(func, cfg.blocks[b]);
        if !u.is_divergent_branch(t) {
            return false;
        }
        match pdom.idom(b).filter(|&p| p < n) {
            None => true,
            Some(p) if !l.contains(p) => true,
            Some(p) => reach_avoiding(cfg, &cfg.succs[b], Some(p))[l.header],
        }
    })
}

/// Whether a divergent branch of loop `l` other than its canonical exiting block `x` reaches
/// the header before its join (a divergent `continue`, possibly to an outer loop's header):
/// the canonical form handles only the exiting block's divergence, so such a loop needs the
/// flow block even when its exit is canonical.
fn continues_before_join(
    func: &Function,
    cfg: &Cfg,
    pdom: &DomTree,
    l: &Loop,
    u: &Uniformity,
    x: Option<usize>,
) -> bool {
    let n = cfg.len();
    l.blocks.iter().any(|&b| {
        if Some(b) == x || !u.is_divergent_branch(terminator(func, cfg.blocks[b])) {
            return false;
        }
        match pdom.idom(b).filter(|&p| p < n) {
            Some(p) if l.contains(p) => reach_avoiding(cfg, &cfg.succs[b], Some(p))[l.header],
            _ => false,
        }
    })
}

/// The exiting block of a loop in canonical form: the loop has one latch and one exiting
/// block `X` with one successor inside the loop and one outside, and `X` dominates the latch
/// (every iteration passes `X`: a `while` loop tests at its header, a `do-while` at its
/// latch). EXEC can then drop the leaving lanes at `X` for the rest of the loop: `X` lies in
/// no divergent region of the loop body (a region side cannot hold a block every path to the
/// latch passes), so no region join puts them back.
fn exiting_block(cfg: &Cfg, dom: &DomTree, l: &Loop) -> Option<usize> {
    let [latch] = l.latches[..] else {
        return None;
    };
    // The only block of `l` with a successor outside it (found without collecting them:
    // the structurizer asks this for every loop at every divergent branch).
    let mut exiting = l
        .blocks
        .iter()
        .copied()
        .filter(|&x| cfg.succs[x].iter().any(|&s| !l.contains(s)));
    let (Some(x), None) = (exiting.next(), exiting.next()) else {
        return None;
    };
    let succs = &cfg.succs[x];
    let outside = succs.iter().filter(|&&s| !l.contains(s)).count();
    (succs.len() == 2 && outside == 1 && dom.dominates(x, latch)).then_some(x)
}

/// Whether `b` is the exiting block of a loop, given each loop's [`exiting_block`].
fn is_loop_exit(exits: &[Option<usize>], b: usize) -> bool {
    exits.contains(&Some(b))
}

/// A structured region: its join and blocks.
pub struct Region {
    pub join: usize,
    /// Membership by block index (inline up to 64 blocks, as [`reach_avoiding`]'s: the
    /// structurizer and its check ask this for every divergent branch).
    pub blocks: SmallVec<[bool; 64]>,
}

/// Checks form 3 "Region" for the branch ending block `b` (join uniqueness excepted).
pub fn region_form(cfg: &Cfg, pdom: &DomTree, b: usize) -> Result<Region, String> {
    let n = cfg.len();
    let p = pdom
        .idom(b)
        .filter(|&p| p < n)
        .ok_or("the branch has no join (no post-dominator)")?;
    let succs = &cfg.succs[b];
    if succs.len() != 2 {
        return Err("a divergent branch must have two different destinations".into());
    }
    let mut all: SmallVec<[bool; 64]> = smallvec::smallvec![false; n];
    for &s in succs {
        if s == p {
            continue;
        }
        let r = reach_avoiding(cfg, &[s], Some(p));
        if r[b] {
            return Err(format!(
                "block {s} reaches the branch again before the join"
            ));
        }
        for x in 0..n {
            if !r[x] {
                continue;
            }
            if all[x] {
                return Err(format!("block {x} is reached from both sides"));
            }
            for &q in &cfg.preds[x] {
                if !(r[q] || (q == b && x == s)) {
                    return Err(format!(
                        "block {x} is entered from block {q} outside the region"
                    ));
                }
            }
        }
        for x in 0..n {
            all[x] |= r[x];
        }
    }
    Ok(Region {
        join: p,
        blocks: all,
    })
}

/// Checks the output contract (module documentation, items 1-3) against uniformity `u`.
pub fn check_structured(func: &Function, u: &Uniformity) -> Result<(), StageError> {
    check_structured_with(func, u, &CfgFacts::new(func))
}

/// [`check_structured`] with `facts`, the control-flow analyses of `func` as it is now.
pub fn check_structured_with(
    func: &Function,
    u: &Uniformity,
    facts: &CfgFacts,
) -> Result<(), StageError> {
    let CfgFacts {
        cfg,
        dom,
        pdom,
        loops,
    } = facts;
    let mut returns = 0;
    // Each loop's exiting block, asked for every divergent branch: found once (and only
    // when some branch is divergent).
    let mut exits: Option<SmallVec<[Option<usize>; 4]>> = None;
    for (bi, &b) in cfg.blocks.iter().enumerate() {
        let t = terminator(func, b);
        match &func.dfg.insts[t] {
            InstData::Return { .. } => returns += 1,
            InstData::Nullary { .. } => {
                return Err(gfxc_ir::internal!("block{bi}: unreachable remains"))
            }
            _ => {}
        }
        if !u.is_divergent_branch(t) {
            continue;
        }
        if !matches!(func.dfg.insts[t], InstData::Brif { .. }) {
            return Err(gfxc_ir::internal!(
                "block{bi}: divergent branch is not a brif"
            ));
        }
        if cfg.succs[bi].len() != 2 {
            return Err(gfxc_ir::internal!(
                "block{bi}: divergent branch with one destination"
            ));
        }
        let exits =
            exits.get_or_insert_with(|| loops.iter().map(|l| exiting_block(cfg, dom, l)).collect());
        if let Some((l, _)) = loops
            .iter()
            .zip(exits.iter())
            .find(|&(_, &x)| x == Some(bi))
        {
            let x = *cfg.succs[bi].iter().find(|&&s| !l.contains(s)).unwrap();
            if cfg.preds[x][..] != [bi] {
                return Err(gfxc_ir::internal!(
                    "block{bi}: loop exit block{x} has other predecessors"
                ));
            }
            continue;
        }
        let r = region_form(cfg, pdom, bi).map_err(|e| gfxc_ir::internal!("block{bi}: {e}"))?;
        for &q in &cfg.preds[r.join] {
            if q != bi && !r.blocks[q] {
                return Err(gfxc_ir::internal!(
                    "block{bi}: join block{} is shared with block{q}",
                    r.join
                ));
            }
        }
        for l in loops.iter() {
            if l.contains(bi) && !l.contains(r.join) {
                return Err(gfxc_ir::internal!("block{bi}: region leaves a loop"));
            }
        }
    }
    if returns > 1 {
        return Err(gfxc_ir::internal!("{returns} return blocks"));
    }
    Ok(())
}

/// One return block (plus `unreachable` turned into jumps to it).
/// Returns whether it changed `func`.
fn unify_returns(func: &mut Function) -> bool {
    // (The blocks read in place, the exits inline: nothing changes before they are found.)
    let exits: SmallVec<[Block; 4]> = func
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|&b| {
            let t = terminator(func, b);
            matches!(
                func.dfg.insts[t],
                InstData::Return { .. } | InstData::Nullary { .. }
            )
        })
        .collect();
    let unreachable_seen = exits.iter().any(|&b| {
        matches!(
            func.dfg.insts[terminator(func, b)],
            InstData::Nullary { .. }
        )
    });
    if exits.len() <= 1 && !unreachable_seen {
        return false;
    }
    let last = *func.layout.blocks().last().unwrap();
    let ret = new_block_after(func, last);
    let rtys = func.signature.returns.clone();
    let params: Vec<Value> = rtys
        .iter()
        .map(|&t| func.dfg.append_block_param(ret, t))
        .collect();
    let mut c = Cursor::at_end(func, ret);
    c.ins(
        InstData::Return {
            args: params.as_slice().into(),
        },
        &[],
    );
    for b in exits {
        let t = terminator(func, b);
        let args: Vec<Value> = match &func.dfg.insts[t] {
            InstData::Return { args } => args.to_vec(),
            _ => rtys.iter().map(|&ty| entry_zero(func, ty)).collect(),
        };
        func.dfg.insts[t] = InstData::Jump {
            dest: BlockCall::new(ret, &args),
        };
    }
    true
}

/// Gives every cycle from which no `return` is reachable a never-taken exit to the return
/// block (as LLVM's AMDGPUUnifyDivergentExitNodes does for infinite loops): one block `B` of
/// the cycle with a retreating edge keeps its terminator in a new block `N` and ends with
/// `brif true, N, R`, `R` a new block that returns zeros (runs before `unify_returns`). Afterwards every block reaches the return block, so every
/// branch has a post-dominator (a join) and EXEC masking and liveness see ordinary loops;
/// the exit is never taken, so semantics are unchanged. Each step makes `B` reach the return
/// block and adds no block that does not, so the loop ends.
///
/// `shared` holds the CFG analyses of `func` (reset when it changes `func`).
fn exit_infinite_loops(func: &mut Function, shared: &mut SharedCfg) {
    let mut dead_ret: Option<Block> = None;
    loop {
        let (cfg, dom) = shared.get(func);
        // The dominator tree's order is the reverse postorder.
        let rpo = &dom.order;
        let n = cfg.len();
        let is_ret = |i: usize| {
            matches!(
                func.dfg.insts[terminator(func, cfg.blocks[i])],
                InstData::Return { .. }
            )
        };
        // (Walk buffers inline up to a usual kernel's size.)
        let mut work: SmallVec<[usize; 32]> = (0..n).filter(|&i| is_ret(i)).collect();
        let mut reaches: SmallVec<[bool; 64]> = smallvec::smallvec![false; n];
        while let Some(x) = work.pop() {
            if !reaches[x] {
                reaches[x] = true;
                work.extend(cfg.preds[x].iter().copied());
            }
        }
        let mut pos: SmallVec<[usize; 32]> = smallvec::smallvec![usize::MAX; n];
        for (k, &x) in rpo.iter().enumerate() {
            pos[x] = k;
        }
        // A block that reaches no return only leads to blocks that reach none: following
        // them must close a cycle, so one of them has a retreating edge.
        let Some(b) = rpo
            .iter()
            .copied()
            .find(|&x| !reaches[x] && cfg.succs[x].iter().any(|&s| pos[s] <= pos[x]))
        else {
            return;
        };
        let bb = cfg.blocks[b];
        *shared = SharedCfg::default();
        // A new return block of the exit's own (made once): an edge into an existing block
        // would enter the middle of a region of the program; `unify_returns` then merges it
        // with the others.
        let ret = match dead_ret {
            Some(r) => r,
            None => {
                let last = *func.layout.blocks().last().unwrap();
                let r = new_block_after(func, last);
                let tys = func.signature.returns.clone();
                let args: Vec<Value> = tys.iter().map(|&t| entry_zero(func, t)).collect();
                Cursor::at_end(func, r).ins(
                    InstData::Return {
                        args: args.as_slice().into(),
                    },
                    &[],
                );
                dead_ret = Some(r);
                r
            }
        };
        let rtys: Vec<Type> = func
            .dfg
            .block_params(ret)
            .iter()
            .map(|&p| func.dfg.value_type(p))
            .collect();
        let zeros: Vec<Value> = rtys.iter().map(|&t| entry_zero(func, t)).collect();
        let t = terminator(func, bb);
        let nb = new_block_after(func, bb);
        func.layout.remove_inst(t);
        func.layout.insert_inst(t, nb, 0);
        let yes = entry_cursor(func).iconst(Type::I1, 1);
        Cursor::at_end(func, bb).ins(
            InstData::Brif {
                cond: yes,
                then_dest: BlockCall::new(nb, &[]),
                else_dest: BlockCall::new(ret, &zeros),
            },
            &[],
        );
    }
}

/// Divergent `switch`es become chains of `brif`s, one per destination block: a case edge
/// through a block that only jumps goes to that jump's destination (with the block's
/// parameters replaced by the case's arguments); cases reaching the default's destination
/// with its arguments need no test; the cases of one destination are tested together
/// (runs of consecutive values as one unsigned range comparison) and their arguments
/// selected per case. Every destination then has one edge from the chain, so a switch
/// with shared cases and fall-throughs (`case 6: ...; case 7:`) is a nest of if-then-else
/// regions rather than a region to linearize.
fn split_divergent_switches(func: &mut Function, u: &Uniformity) -> bool {
    let mut changed = false;
    let blocks: SmallVec<[Block; 32]> = func.layout.blocks().iter().copied().collect();
    for b in blocks {
        let t = terminator(func, b);
        if !u.is_divergent_branch(t) {
            continue;
        }
        let InstData::Switch {
            arg,
            default,
            cases,
        } = func.dfg.insts[t].clone()
        else {
            continue;
        };
        changed = true;
        let uses = use_counts(func);
        let ty = func.dfg.value_type(arg);
        let default = forward_jumps(func, &default, t, &uses);
        // Destinations in order of first appearance, each with its cases.
        let mut groups: Vec<(Block, Vec<(i64, BlockCall)>)> = Vec::new();
        for (k, d) in &cases {
            let d = forward_jumps(func, d, t, &uses);
            if d == default {
                continue;
            }
            match groups.iter_mut().find(|g| g.0 == d.block) {
                Some(g) => g.1.push((*k, d)),
                None => groups.push((d.block, vec![(*k, d)])),
            }
        }
        // Cases reaching the default's block with other arguments join the default: its
        // arguments are selected per case, and the block keeps a single edge.
        let to_default = groups
            .iter()
            .position(|g| g.0 == default.block)
            .map(|i| groups.remove(i).1);
        let mut cur = b;
        let mut pos_inst = t;
        for (dest, members) in groups {
            let next = new_block_after(func, cur);
            let mut c = if cur == b {
                Cursor::before(func, pos_inst)
            } else {
                Cursor::at_end(func, cur)
            };
            let hit = case_test(&mut c, arg, ty, &members);
            let args = case_args(&mut c, arg, ty, &members, None);
            let br = InstData::Brif {
                cond: hit,
                then_dest: BlockCall::new(dest, &args),
                else_dest: BlockCall::new(next, &[]),
            };
            if cur == b {
                func.dfg.insts[pos_inst] = br;
            } else {
                pos_inst = c.ins(br, &[]);
            }
            cur = next;
        }
        let mut c = if cur == b {
            Cursor::before(func, t)
        } else {
            Cursor::at_end(func, cur)
        };
        let default = match &to_default {
            Some(members) => {
                let args = case_args(&mut c, arg, ty, members, Some(&default));
                BlockCall::new(default.block, &args)
            }
            None => default,
        };
        if cur == b {
            func.dfg.insts[t] = InstData::Jump { dest: default };
        } else {
            c.ins(InstData::Jump { dest: default }, &[]);
        }
    }
    if changed {
        // Blocks that only forwarded case edges may have lost every predecessor.
        remove_unreachable_blocks(func);
    }
    changed
}

/// How many times each value is used (operands and branch arguments).
fn use_counts(func: &Function) -> rustc_hash::FxHashMap<Value, usize> {
    let mut n: rustc_hash::FxHashMap<Value, usize> = Default::default();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let d = &func.dfg.insts[i];
            for &v in d.args() {
                *n.entry(v).or_default() += 1;
            }
            for bc in d.branch_dests() {
                for &v in &bc.args {
                    *n.entry(v).or_default() += 1;
                }
            }
        }
    }
    n
}

/// The destination a branch to `d` reaches through blocks that only jump, possibly after
/// constants (at most 16 such blocks; a block that jumps to itself ends the walk). A block
/// is passed only if its parameters and constants are used by its jump alone (`uses`): a
/// block it dominated may lose it as a dominator. The forwarded arguments dominate the
/// branch `at`: a value a forwarding block's jump uses is a parameter of that block
/// (replaced by the incoming argument), a constant of the block (copied before `at`), or a
/// value that dominates the block, hence its predecessor.
fn forward_jumps(
    func: &mut Function,
    d: &BlockCall,
    at: gfxc_ir::Inst,
    uses: &rustc_hash::FxHashMap<Value, usize>,
) -> BlockCall {
    let mut d = d.clone();
    for _ in 0..16 {
        let insts = func.layout.block_insts(d.block).to_vec();
        let Some((&last, consts)) = insts.split_last() else {
            break;
        };
        let InstData::Jump { dest } = func.dfg.insts[last].clone() else {
            break;
        };
        if dest.block == d.block
            || !consts.iter().all(|&i| {
                matches!(
                    func.dfg.insts[i],
                    InstData::IntConst { .. } | InstData::FloatConst { .. }
                )
            })
        {
            break;
        }
        let params = func.dfg.block_params(d.block).to_vec();
        let local = params
            .iter()
            .copied()
            .chain(consts.iter().map(|&i| func.dfg.inst_results(i)[0]));
        let only_jump = local.into_iter().all(|v| {
            uses.get(&v).copied().unwrap_or(0) == dest.args.iter().filter(|&&a| a == v).count()
        });
        if !only_jump {
            break;
        }
        let mut args = SmallVec::<[Value; 4]>::new();
        for &a in &dest.args {
            let v = if let Some(i) = params.iter().position(|&p| p == a) {
                d.args[i]
            } else if let Some(&ci) = consts
                .iter()
                .find(|&&i| func.dfg.inst_results(i).first() == Some(&a))
            {
                let data = func.dfg.insts[ci].clone();
                let ty = func.dfg.value_type(a);
                let mut c = Cursor::before(func, at);
                let k = c.ins(data, &[ty]);
                func.dfg.inst_results(k)[0]
            } else {
                a
            };
            args.push(v);
        }
        d = BlockCall {
            block: dest.block,
            args,
        };
    }
    d
}

/// Whether `arg` is one of the case values of `members`: runs of consecutive values as
/// `arg - lo <u n`, single values as `arg == k`, or-ed together.
fn case_test(c: &mut Cursor, arg: Value, ty: Type, members: &[(i64, BlockCall)]) -> Value {
    let mut keys: Vec<i64> = members.iter().map(|m| m.0).collect();
    keys.sort_unstable();
    keys.dedup();
    let mut hit: Option<Value> = None;
    let mut i = 0;
    while i < keys.len() {
        let mut j = i;
        while j + 1 < keys.len() && keys[j].checked_add(1) == Some(keys[j + 1]) {
            j += 1;
        }
        let t = if i == j {
            let kv = c.iconst(ty, keys[i]);
            c.icmp(IntCC::Eq, arg, kv)
        } else {
            let lo = c.iconst(ty, keys[i]);
            let off = c.bin(gfxc_ir::Opcode::Sub, arg, lo);
            let n = c.iconst(ty, (j - i + 1) as i64);
            c.icmp(IntCC::Ult, off, n)
        };
        hit = Some(match hit {
            None => t,
            Some(h) => c.bin(gfxc_ir::Opcode::Or, h, t),
        });
        i = j + 1;
    }
    hit.expect("a destination has a case")
}

/// The arguments of a destination reached by several cases: per parameter, the value all
/// cases pass, or a chain of `select`s on `arg == k`. The innermost value is `fallback`'s
/// (the default's, when the default reaches the same block) or the last case's.
fn case_args(
    c: &mut Cursor,
    arg: Value,
    ty: Type,
    members: &[(i64, BlockCall)],
    fallback: Option<&BlockCall>,
) -> Vec<Value> {
    let (last, rest) = match fallback {
        Some(f) => (f, members),
        None => {
            let (l, r) = members.split_last().expect("a destination has a case");
            (&l.1, r)
        }
    };
    let mut eq: Vec<Option<Value>> = vec![None; rest.len()];
    (0..last.args.len())
        .map(|p| {
            let mut v = last.args[p];
            for (m, (k, d)) in rest.iter().enumerate().rev() {
                if d.args[p] == v {
                    continue;
                }
                let e = match eq[m] {
                    Some(e) => e,
                    None => {
                        let kv = c.iconst(ty, *k);
                        let e = c.icmp(IntCC::Eq, arg, kv);
                        eq[m] = Some(e);
                        e
                    }
                };
                v = c.select(e, d.args[p], v);
            }
            v
        })
        .collect()
}

/// Constants at the start of the entry block.
fn entry_cursor(func: &mut Function) -> Cursor<'_> {
    let entry = func.entry_block().unwrap();
    Cursor::at(func, entry, 0, SrcLoc::default())
}

/// Routes every back edge and exit edge of `l` through one flow block (see "How").
fn canonicalize_loop(func: &mut Function, cfg: &Cfg, l: &Loop) {
    let h = cfg.blocks[l.header];
    let hty: Vec<Type> = func
        .dfg
        .block_params(h)
        .iter()
        .map(|&p| func.dfg.value_type(p))
        .collect();
    // Exit targets, in order of discovery.
    let mut targets: Vec<Block> = Vec::new();
    for &x in &l.blocks {
        for &s in &cfg.succs[x] {
            let sb = cfg.blocks[s];
            if !l.contains(s) && !targets.contains(&sb) {
                targets.push(sb);
            }
        }
    }
    let ttys: Vec<Vec<Type>> = targets
        .iter()
        .map(|&t| {
            func.dfg
                .block_params(t)
                .iter()
                .map(|&p| func.dfg.value_type(p))
                .collect()
        })
        .collect();
    let last = cfg.blocks[*l.blocks.last().unwrap()];
    let flow = new_block_after(func, last);
    let exit = new_block_after(func, flow);
    // Exit edges pass the header's own parameters as the (unused) header arguments: they
    // are in scope on every loop edge (the header dominates the loop), and a value already
    // in the flow parameter's place needs no move, where a zero costs one per exit path.
    let hz: Vec<Value> = func.dfg.block_params(h).to_vec();
    // Constants.
    let mut c = entry_cursor(func);
    let t_true = c.iconst(Type::I1, 1);
    let t_false = c.iconst(Type::I1, 0);
    let sels: Vec<Value> = (0..targets.len().max(1))
        .map(|j| c.iconst(Type::I32, j as i64))
        .collect();
    let tz: Vec<Vec<Value>> = ttys
        .iter()
        .map(|ts| ts.iter().map(|&t| c.zero(t)).collect())
        .collect();
    // Flow parameters: cont, sel, header args, each target's args.
    let cont = func.dfg.append_block_param(flow, Type::I1);
    let sel = func.dfg.append_block_param(flow, Type::I32);
    let hp: Vec<Value> = hty
        .iter()
        .map(|&t| func.dfg.append_block_param(flow, t))
        .collect();
    let tp: Vec<Vec<Value>> = ttys
        .iter()
        .map(|ts| {
            ts.iter()
                .map(|&t| func.dfg.append_block_param(flow, t))
                .collect()
        })
        .collect();
    // Rewrite the loop's edges.
    for &x in &l.blocks {
        let t = terminator(func, cfg.blocks[x]);
        let mut changed = false;
        for d in func.dfg.insts[t].branch_dests_mut() {
            let to_header = d.block == h;
            let exit_j = targets.iter().position(|&tb| tb == d.block);
            if !to_header && exit_j.is_none() {
                continue;
            }
            let mut args: Vec<Value> = Vec::new();
            if to_header {
                args.push(t_true);
                args.push(sels[0]);
                args.extend(d.args.iter().copied());
                for z in &tz {
                    args.extend(z.iter().copied());
                }
            } else {
                let j = exit_j.unwrap();
                args.push(t_false);
                args.push(sels[j]);
                args.extend(hz.iter().copied());
                for (k, z) in tz.iter().enumerate() {
                    if k == j {
                        args.extend(d.args.iter().copied());
                    } else {
                        args.extend(z.iter().copied());
                    }
                }
            }
            *d = BlockCall::new(flow, &args);
            changed = true;
        }
        if changed {
            collapse_same_dest(func, t);
        }
    }
    // flow: brif cont, header(hp), exit(sel, tp...)
    let mut xargs = vec![sel];
    for ps in &tp {
        xargs.extend(ps.iter().copied());
    }
    let mut c = Cursor::at_end(func, flow);
    c.ins(
        InstData::Brif {
            cond: cont,
            then_dest: BlockCall::new(h, &hp),
            else_dest: BlockCall::new(exit, &xargs),
        },
        &[],
    );
    // exit: dispatch on the selector.
    let xsel = func.dfg.append_block_param(exit, Type::I32);
    let xp: Vec<Vec<Value>> = ttys
        .iter()
        .map(|ts| {
            ts.iter()
                .map(|&t| func.dfg.append_block_param(exit, t))
                .collect()
        })
        .collect();
    let mut cur = exit;
    for (j, &tb) in targets.iter().enumerate() {
        if j + 1 == targets.len() {
            let mut c = Cursor::at_end(func, cur);
            c.jump(tb, &xp[j]);
            break;
        }
        let next = new_block_after(func, cur);
        let mut c = Cursor::at_end(func, cur);
        let hit = c.icmp(IntCC::Eq, xsel, sels[j]);
        c.ins(
            InstData::Brif {
                cond: hit,
                then_dest: BlockCall::new(tb, &xp[j]),
                else_dest: BlockCall::new(next, &[]),
            },
            &[],
        );
        cur = next;
    }
    if targets.is_empty() {
        // A loop with no exit: the flow block's exit edge is never taken. (`exit` itself has
        // no terminator yet, and neither may other blocks made by this rewrite: look only at
        // blocks that have one.)
        let ret = func.layout.blocks().iter().copied().find(|&b| {
            func.layout
                .last_inst(b)
                .is_some_and(|t| matches!(func.dfg.insts[t], InstData::Return { .. }))
        });
        // Zeros for the return block's own parameters (it may have some: the values its
        // predecessors pass), or for the function's results if a return is made here.
        let tys: Vec<Type> = match ret {
            Some(r) => func
                .dfg
                .block_params(r)
                .iter()
                .map(|&p| func.dfg.value_type(p))
                .collect(),
            None => func.signature.returns.clone(),
        };
        let args: Vec<Value> = tys.iter().map(|&t| entry_zero(func, t)).collect();
        let mut c = Cursor::at_end(func, exit);
        match ret {
            Some(r) => {
                c.jump(r, &args);
            }
            None => {
                c.ins(
                    InstData::Return {
                        args: args.as_slice().into(),
                    },
                    &[],
                );
            }
        }
    }
}

/// Linearizes the acyclic region of the divergent branch ending block `b` (see "How").
fn linearize(
    func: &mut Function,
    cfg: &Cfg,
    pdom: &DomTree,
    loops: &[Loop],
    b: usize,
) -> Result<(), StageError> {
    let n = cfg.len();
    let name = func.name.clone();
    // Verified input is reducible: a region the structurizer cannot linearize is its bug.
    let err = |m: &str| gfxc_ir::internal!("@{name}: internal: block{b}: {m}");
    let p = pdom
        .idom(b)
        .filter(|&p| p < n)
        .ok_or_else(|| err("divergent branch without a join"))?;
    let r = reach_avoiding(cfg, &cfg.succs[b], Some(p));
    if r[b] {
        return Err(err("divergent branch reaches itself before its join"));
    }
    // Nodes: blocks, with every loop whose header is in the region as one node.
    let mut node_of: Vec<usize> = (0..n).collect();
    // Loops come innermost first: the outermost loop with its header in the region wins.
    for l in loops {
        if !r[l.header] {
            continue;
        }
        for &x in &l.blocks {
            if !r[x] {
                return Err(err("a loop of the region extends beyond the join"));
            }
            node_of[x] = l.header;
        }
    }
    // Reverse postorder of the CFG is a topological order of the (acyclic) node graph.
    let entries: Vec<usize> = cfg
        .rpo()
        .into_iter()
        .filter(|&x| r[x] && node_of[x] == x)
        .collect();
    let k = entries.len();
    let eb: Vec<Block> = entries.iter().map(|&x| cfg.blocks[x]).collect();
    let pb = cfg.blocks[p];
    // Targets 0..k are the nodes, k is the join.
    let mut ttys: Vec<Vec<Type>> = eb
        .iter()
        .map(|&bb| {
            func.dfg
                .block_params(bb)
                .iter()
                .map(|&v| func.dfg.value_type(v))
                .collect()
        })
        .collect();
    ttys.push(
        func.dfg
            .block_params(pb)
            .iter()
            .map(|&v| func.dfg.value_type(v))
            .collect(),
    );
    let target_index = |blk: Block| -> Option<usize> {
        if blk == pb {
            Some(k)
        } else {
            eb.iter().position(|&e| e == blk)
        }
    };
    // Slot layout: flags 0..k, then args of target t at arg_base[t].
    let mut arg_base = Vec::new();
    let mut off = k;
    for tys in &ttys {
        arg_base.push(off);
        off += tys.len();
    }
    let nslots = off;
    let mut slot_ty: Vec<Type> = vec![Type::I1; k];
    for tys in &ttys {
        slot_ty.extend(tys.iter().copied());
    }
    // Guard blocks G_0..G_k (G_k jumps to the join).
    let mut guards: Vec<Block> = Vec::new();
    for &e in &eb {
        guards.push(new_block_before(func, e));
    }
    guards.push(new_block_before(func, pb));
    let gparams: Vec<Vec<Value>> = guards
        .iter()
        .map(|&g| {
            slot_ty
                .iter()
                .map(|&t| func.dfg.append_block_param(g, t))
                .collect()
        })
        .collect();
    let mut c = entry_cursor(func);
    let t_true = c.iconst(Type::I1, 1);
    let t_false = c.iconst(Type::I1, 0);
    let zeros: Vec<Value> = slot_ty
        .iter()
        .enumerate()
        .map(|(i, &t)| if i < k { t_false } else { c.zero(t) })
        .collect();
    // Rewrites the edges of `blk`'s terminator that leave `inside` to go to `next` with the
    // slot values `cur`, updated for the edge's destination.
    let rewrite = |func: &mut Function,
                   blk: Block,
                   keep: &dyn Fn(Block) -> bool,
                   cur: &[Value],
                   next: Block| {
        let t = terminator(func, blk);
        let mut changed = false;
        for d in func.dfg.insts[t].branch_dests_mut() {
            if keep(d.block) {
                continue;
            }
            let ti = target_index(d.block).expect("edge to a region target");
            let mut vals = cur.to_vec();
            if ti < k {
                vals[ti] = t_true;
            }
            for (j, &a) in d.args.iter().enumerate() {
                vals[arg_base[ti] + j] = a;
            }
            *d = BlockCall::new(next, &vals);
            changed = true;
        }
        if changed {
            collapse_same_dest(func, t);
        }
    };
    rewrite(func, cfg.blocks[b], &|_| false, &zeros, guards[0]);
    // Edges into the region from outside it other than from `b` (a uniform branch to a block
    // that `b`'s divergent branch also reaches, e.g. one of two early returns): they enter
    // the guard chain at its start with only their destination's flag set, so every node is
    // entered from its guard alone. Left in place, the region would still be entered in its
    // middle after linearization, be linearized again, and so on without end.
    let node_entry = |blk: Block| eb.contains(&blk);
    for (q, &inside) in r.iter().enumerate() {
        if q == b || inside {
            continue;
        }
        let qb = cfg.blocks[q];
        let t = terminator(func, qb);
        let enters = func.dfg.insts[t]
            .branch_dests()
            .iter()
            .any(|d| node_entry(d.block));
        if enters {
            rewrite(func, qb, &|blk| !node_entry(blk), &zeros, guards[0]);
        }
    }
    for (i, &e) in entries.iter().enumerate() {
        let members: Vec<Block> = (0..n)
            .filter(|&x| r[x] && node_of[x] == e)
            .map(|x| cfg.blocks[x])
            .collect();
        let keep = |blk: Block| members.contains(&blk);
        for &m in &members {
            rewrite(func, m, &keep, &gparams[i], guards[i + 1]);
        }
        // G_i: brif f_i, entry_i(pending args), G_{i+1}(all slots).
        let g = guards[i];
        let nargs = ttys[i].len();
        let pend: Vec<Value> = gparams[i][arg_base[i]..arg_base[i] + nargs].to_vec();
        let mut c = Cursor::at_end(func, g);
        c.ins(
            InstData::Brif {
                cond: gparams[i][i],
                then_dest: BlockCall::new(eb[i], &pend),
                else_dest: BlockCall::new(guards[i + 1], &gparams[i]),
            },
            &[],
        );
    }
    let gk = guards[k];
    let pend: Vec<Value> = gparams[k][arg_base[k]..nslots].to_vec();
    let mut c = Cursor::at_end(func, gk);
    c.jump(pb, &pend);
    Ok(())
}

/// Gives one divergent region (innermost first) whose join is shared its own join block, or
/// a loop exit block with other predecessors its own block. Returns whether it changed.
#[allow(clippy::too_many_arguments)]
fn split_shared_join(
    func: &mut Function,
    u: &Uniformity,
    cfg: &Cfg,
    dom: &DomTree,
    loops: &[Loop],
    exits: &[Option<usize>],
    regions: &[(usize, Region)],
) -> bool {
    // The dominator tree's order is the CFG's reverse postorder.
    for &b in dom.order.iter().rev() {
        let bb = cfg.blocks[b];
        let t = terminator(func, bb);
        if !u.is_divergent_branch(t) {
            continue;
        }
        if let Some((l, _)) = loops.iter().zip(exits).find(|&(_, &x)| x == Some(b)) {
            let x = *cfg.succs[b].iter().find(|&&s| !l.contains(s)).unwrap();
            if cfg.preds[x][..] != [b] {
                let xb = cfg.blocks[x];
                let nb = forwarding_block(func, xb, bb);
                for d in func.dfg.insts[t].branch_dests_mut() {
                    if d.block == xb {
                        d.block = nb;
                    }
                }
                return true;
            }
            continue;
        }
        // (`regions` holds every divergent branch that is no loop exit, `region_form` of
        // each, all `Ok`: this round found no branch to linearize.)
        let Some((_, r)) = regions.iter().find(|(x, _)| *x == b) else {
            continue;
        };
        let shared = cfg.preds[r.join].iter().any(|&q| q != b && !r.blocks[q]);
        if !shared {
            continue;
        }
        let jb = cfg.blocks[r.join];
        let nb = forwarding_block(func, jb, bb);
        for q in 0..cfg.len() {
            if q != b && !r.blocks[q] {
                continue;
            }
            let qt = terminator(func, cfg.blocks[q]);
            for d in func.dfg.insts[qt].branch_dests_mut() {
                if d.block == jb {
                    d.block = nb;
                }
            }
        }
        return true;
    }
    false
}

/// A new block (placed after `after`) with `target`'s parameter types that jumps to `target`.
fn forwarding_block(func: &mut Function, target: Block, after: Block) -> Block {
    let nb = new_block_after(func, after);
    let tys: Vec<Type> = func
        .dfg
        .block_params(target)
        .iter()
        .map(|&p| func.dfg.value_type(p))
        .collect();
    let ps: Vec<Value> = tys
        .iter()
        .map(|&t| func.dfg.append_block_param(nb, t))
        .collect();
    let mut c = Cursor::at_end(func, nb);
    c.jump(target, &ps);
    nb
}
