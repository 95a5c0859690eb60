//! Pure consumers of a load moved down to the one later block that uses them, so that the
//! wait for the load comes after the control flow in between instead of before it.
//!
//! Why: `v = a[i]; x = select(c, v, x0); if (...) { long work } else { ... } use(x)`: the
//! select reads the load's result in the load's block, so the wave waits for the load there,
//! before the branch, although nothing in between needs it (Parboil fft `GPU_FFT_Global`:
//! the loaded values go into a private array indexed by the loop counter — selects — and
//! are used after the `sin`/`cos` branches). LLVM's machine sinking moves such instructions
//! to the block of their uses; with them there, the load's latency overlaps the branches.
//!
//! Guarantees: an instruction moves from its block `B` to the start of a block `U` only if
//! - it is pure (no memory access, no effect, no control flow: it computes the same value
//!   wherever its operands are available) and reads, directly or through other such
//!   instructions of `B`, the result of a load of `B`;
//! - every use of its result is in `U` (`U` != `B`), `B` strictly dominates `U` (so every
//!   operand is still available there), and every loop containing `U` contains `B` (so `U`
//!   runs at most as often as `B` per execution of `B`: no instruction executes more often).
//!
//! Blocks are visited dominated-first (reverse RPO) and instructions last-first, each moved
//! one placed before the ones already at the start of `U`, so a moved instruction still
//! precedes every use and follows every definition it reads. Values are unchanged.

use crate::cfg::SharedCfg;
use cranelift_entity::{EntityRef, SecondaryMap};
use gfxc_ir::{Block, Function, Inst, InstData, Value};
use rustc_hash::FxHashSet as HashSet;
use smallvec::SmallVec;

/// Sinks load consumers of `func` (module doc); returns how many instructions moved.
pub fn sink_load_uses(func: &mut Function) -> usize {
    sink_load_uses_in(func, &mut SharedCfg::default())
}

/// [`sink_load_uses`] with the CFG analyses of `func` in `shared` (computed there if not
/// yet). Moving instructions other than terminators changes no block and no branch
/// destination: they stay those of `func`.
pub fn sink_load_uses_in(func: &mut Function, shared: &mut SharedCfg) -> usize {
    if !has_candidate(func) || func.layout.blocks().is_empty() {
        return 0;
    }
    let (cfg, dom, loops) = shared.with_loops(func);
    // Instruction users of each value, and blocks whose terminator passes it on.
    // (Dense by value: a value without users has an empty list, as a missing entry was.)
    let mut users: SecondaryMap<Value, SmallVec<[Inst; 2]>> = SecondaryMap::new();
    users.resize(func.dfg.values.len());
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let d = &func.dfg.insts[i];
            for &a in d.args() {
                users[a].push(i);
            }
            d.for_each_branch_dest(|c| {
                for &a in c.args.iter() {
                    users[a].push(i);
                }
            });
        }
    }
    let pure = |d: &InstData| d.opcode().info().format.computes_only();
    let mut moved = 0;
    // The dominator tree's order is the reverse postorder.
    let rpo = &dom.order;
    // Each block's instructions as they were before its moves, in one buffer for the whole
    // pass (not a vector per block).
    let mut insts = Vec::new();
    for &bi in rpo.iter().rev() {
        let b = cfg.blocks[bi];
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        // Values of `b` that depend on a load of `b`.
        let mut tainted: HashSet<Value> = HashSet::default();
        for &i in &insts {
            let d = &func.dfg.insts[i];
            let from_load = matches!(d, InstData::Load { .. })
                || (pure(d) && d.args().iter().any(|a| tainted.contains(a)));
            if from_load {
                tainted.extend(func.dfg.inst_results(i).iter().copied());
            }
        }
        for &i in insts.iter().rev() {
            let d = &func.dfg.insts[i];
            if !pure(d) || matches!(d, InstData::Load { .. }) {
                continue;
            }
            let res = func.dfg.inst_results(i);
            if res.len() != 1 || !tainted.contains(&res[0]) {
                continue;
            }
            let Some(us) = users.get(res[0]) else {
                continue;
            };
            let mut target: Option<Block> = None;
            let mut ok = !us.is_empty();
            for &u in us {
                let ub = func.layout.inst_block(u);
                if ub.is_none() || ub == Some(b) || (target.is_some() && target != ub) {
                    ok = false;
                    break;
                }
                target = ub;
            }
            let Some(u) = target.filter(|_| ok) else {
                continue;
            };
            let ui = cfg.idx(u);
            if !dom.dominates(bi, ui) || loops.iter().any(|l| l.contains(ui) && !l.contains(bi)) {
                continue;
            }
            func.layout.remove_inst(i);
            func.layout.insert_inst(i, u, 0);
            moved += 1;
        }
    }
    moved
}

/// Whether some instruction meets the conditions of a move that do not need the CFG: pure,
/// not a load, one result that depends on a load of its block, used, and only in one other
/// block. Without one nothing moves (a move is what makes another instruction a candidate),
/// and the CFG analyses are not built.
fn has_candidate(func: &Function) -> bool {
    let n = func.dfg.values.len();
    // Per value, in one table: whether it depends on a load of its block (`TAINTED`), 1 +
    // layout index of the block of a candidate defining it (`cand`, 0: none), and (second
    // word) 1 + layout index of the one block using a candidate, `u32::MAX` if used in its
    // own block or in two blocks, 0 if unused.
    const TAINTED: u32 = 1 << 31;
    let cand = |w: u32| w & !TAINTED;
    let mut state = vec![[0u32; 2]; n];
    let mut any = false;
    for (bi, &b) in func.layout.blocks().iter().enumerate() {
        for &i in func.layout.block_insts(b) {
            let d = &func.dfg.insts[i];
            let load = matches!(d, InstData::Load { .. });
            // (Whether it is pure is asked only of an instruction that reads a tainted value.)
            let reads_tainted = || d.args().iter().any(|a| state[a.index()][0] & TAINTED != 0);
            let pure = || d.opcode().info().format.computes_only();
            if load || (reads_tainted() && pure()) {
                let res = func.dfg.inst_results(i);
                for &r in res {
                    state[r.index()][0] |= TAINTED;
                }
                if !load && res.len() == 1 {
                    state[res[0].index()][0] |= bi as u32 + 1;
                    any = true;
                }
            }
        }
    }
    if !any {
        return false;
    }
    for (bi, &b) in func.layout.blocks().iter().enumerate() {
        let here = bi as u32 + 1;
        for &i in func.layout.block_insts(b) {
            let d = &func.dfg.insts[i];
            let mut see = |a: Value| {
                let [w, t] = &mut state[a.index()];
                let c = cand(*w);
                if c != 0 {
                    *t = if c == here || (*t != 0 && *t != here) {
                        u32::MAX
                    } else {
                        here
                    };
                }
            };
            for &a in d.args() {
                see(a);
            }
            // (Visited in place: no list of the destinations is built.)
            d.for_each_branch_dest(|c| {
                for &a in c.args.iter() {
                    see(a);
                }
            });
        }
    }
    state.iter().any(|&[_, t]| t != 0 && t != u32::MAX)
}
