//! Uniformity (divergence) analysis: which values are the same in every active lane of a
//! wave, and which branches can send the lanes of a wave different ways.
//!
//! Output contract ([`Uniformity`]): `value[v]` is true when `v` is *uniform*: at every point
//! where `v` is used, every active lane of the wave holds the same `v` (isel may keep it in an
//! SGPR and compute it with SALU); `branch[t]` is true when terminator `t` is a *divergent*
//! branch (its condition or selector is not uniform). A `jump` or `return` is never divergent.
//!
//! Sources of uniformity: constants, `nullptr`, `global_addr`, `alloca` (the private address
//! is the same number in every lane; what it points at is per lane), kernel parameters,
//! `workgroup_id`, `workgroup_size`, `grid_size`, `kernarg_ptr`, `dispatch_ptr`,
//! `implicitarg_ptr`, `wave_size`, `readfirstlane`, `readlane`, `ballot`,
//! `amdgcn.s.memtime`.
//!
//! Sources of divergence: `workitem_id` (every dimension: a wave can span rows),
//! `lane_id`, `amdgcn.mbcnt.*`, `amdgcn.ds.bpermute`, results of `atomic_rmw` and `cmpxchg`,
//! `call` and `call_indirect` results, parameters of device functions, loads from `private` or `flat` memory
//! (flat may reach private memory), atomic or volatile loads, and loads through a divergent
//! address. Non-atomic loads from a uniform address in `global`, `constant`, `constant32`,
//! `local` or `region` memory are uniform: all lanes read the same bytes in the same
//! instruction (for `global` this is an extension over LLVM, which keeps such loads in VGPRs
//! unless the memory is known not to be written: isel may still choose a VGPR load).
//! Every other value is divergent iff one of its operands is.
//!
//! Control dependence (sync dependence, as LLVM's `SyncDependenceAnalysis`):
//! * for a divergent branch in block `B` with immediate post-dominator `P`, every block reached
//!   from two different successors of `B` before `P` (and `P` itself when reached from two)
//!   is a join: all its parameters are divergent;
//! * if `P` lies outside a loop containing `B` (a divergent loop exit: lanes leave the loop in
//!   different iterations), then for that loop and every loop between it and `B`, every exit
//!   block is a join, and every value defined inside the loop and used outside it (including
//!   as a branch argument on an edge leaving the loop) is divergent
//!   as a whole (temporal divergence; isel keeps it in a VGPR, whose lanes keep the value of the
//!   iteration in which they left), unless it is loop-invariant (a pure computation of
//!   constants and values defined outside the loop).
//!
//! The analysis iterates to a fixed point, so divergence found late (through a loop-carried
//! parameter) reaches everything it influences.

use crate::cfg::{natural_loops, Cfg, Loop};
use cranelift_entity::SecondaryMap;
use gfxc_ir::{Block, Function, Inst, InstData, Opcode, Value, ValueDef};
use smallvec::SmallVec;
use std::fmt::Write;

/// The result of the analysis (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct Uniformity {
    /// True for uniform values.
    pub value: SecondaryMap<Value, bool>,
    /// True for divergent branch terminators.
    pub branch: SecondaryMap<Inst, bool>,
}

impl Uniformity {
    pub fn is_uniform(&self, v: Value) -> bool {
        self.value[v]
    }

    pub fn is_divergent_branch(&self, t: Inst) -> bool {
        self.branch[t]
    }

    /// One line per value, `uniform vN` or `divergent vN`, and per branch terminator,
    /// `divergent branch blockN` / `uniform branch blockN`, numbered as the IR printer numbers
    /// them (blocks in layout order; in each, parameters then results).
    pub fn print(&self, func: &Function) -> String {
        let mut out = String::new();
        let mut n = 0;
        for (bn, &b) in func.layout.blocks().iter().enumerate() {
            let line = |out: &mut String, v: Value, n: &mut usize| {
                let kind = if self.value[v] {
                    "uniform"
                } else {
                    "divergent"
                };
                let _ = writeln!(out, "{kind} v{n}");
                *n += 1;
            };
            for &p in func.dfg.block_params(b) {
                line(&mut out, p, &mut n);
            }
            for &i in func.layout.block_insts(b) {
                for &r in func.dfg.inst_results(i) {
                    line(&mut out, r, &mut n);
                }
                let d = &func.dfg.insts[i];
                if matches!(d, InstData::Brif { .. } | InstData::Switch { .. }) {
                    let kind = if self.branch[i] {
                        "divergent"
                    } else {
                        "uniform"
                    };
                    let _ = writeln!(out, "{kind} branch block{bn}");
                }
            }
        }
        out
    }
}

/// Whether an instruction's results are divergent whatever its operands are.
fn always_divergent(d: &InstData) -> bool {
    match d {
        InstData::GridQuery { opcode, .. } => *opcode == Opcode::WorkitemId,
        InstData::Nullary { opcode } => *opcode == Opcode::LaneId,
        InstData::AtomicRmw { .. }
        | InstData::CmpXchg { .. }
        | InstData::Call { .. }
        | InstData::CallIndirect { .. } => true,
        InstData::Load { flags, .. } => flags.volatile || flags.ordering.is_atomic(),
        // MFMA: each lane gets different elements of the product even from uniform inputs.
        InstData::Intrinsic { name, .. } => {
            matches!(
                name.as_str(),
                "amdgcn.mbcnt.lo"
                    | "amdgcn.mbcnt.hi"
                    | "amdgcn.ds.bpermute"
                    | "amdgcn.ds.permute"
                    | "amdgcn.ds.swizzle"
                    | "amdgcn.ds.append.p3"
                    | "amdgcn.ds.consume.p3"
                    | "amdgcn.update.dpp.i32"
                    | "amdgcn.writelane.i32"
                    | "amdgcn.set.inactive.i32"
                    | "amdgcn.permlane16"
                    | "amdgcn.permlanex16"
                    | "amdgcn.permlane64"
            ) || name.starts_with("amdgcn.mfma.")
                // Buffer accesses are VMEM: results in VGPRs (`gfxc_ir::buffer`).
                || gfxc_ir::buffer::parse(name)
                    .is_some_and(|b| b.kind != gfxc_ir::buffer::BufferKind::ScalarLoad)
        }
        _ => false,
    }
}

/// Arithmetic, constants and compares (most instructions): neither [`always_uniform`] nor
/// [`always_divergent`] nor a load, so divergent iff an operand is; told by their format
/// alone, before the general tests.
fn plain_operands(d: &InstData) -> bool {
    let plain = match d {
        InstData::Binary { opcode, .. } => *opcode != Opcode::Readlane,
        InstData::Ternary { .. }
        | InstData::IntConst { .. }
        | InstData::FloatConst { .. }
        | InstData::IntCompare { .. }
        | InstData::FloatCompare { .. } => true,
        _ => false,
    };
    debug_assert!(!plain || !(always_uniform(d) || always_divergent(d)));
    plain
}

/// Whether an instruction's results are uniform whatever its operands are.
fn always_uniform(d: &InstData) -> bool {
    match d {
        InstData::Unary { opcode, .. } => matches!(opcode, Opcode::Readfirstlane | Opcode::Ballot),
        InstData::Binary { opcode, .. } => *opcode == Opcode::Readlane,
        InstData::Intrinsic { name, .. } => {
            name == "amdgcn.s.memtime"
                || name == "amdgcn.s.memrealtime"
                || name == "amdgcn.s.getreg"
        }
        _ => false,
    }
}

/// Computes the uniformity of `func`'s values and branches.
pub fn analyze(func: &Function) -> Uniformity {
    let cfg = Cfg::new(func);
    if cfg.is_empty() {
        return Uniformity::default();
    }
    let dom = cfg.dominators();
    let pdom = cfg.post_dominators();
    let loops = natural_loops(&cfg, &dom);
    analyze_in(func, &cfg, &dom, &pdom, &loops)
}

/// [`analyze`] with `facts`, the control-flow analyses of `func` as it is now: the same
/// result without computing them again.
pub fn analyze_with(func: &Function, facts: &crate::cfg::CfgFacts) -> Uniformity {
    if facts.cfg.is_empty() {
        return Uniformity::default();
    }
    analyze_in(func, &facts.cfg, &facts.dom, &facts.pdom, &facts.loops)
}

/// [`analyze`] with the CFG of `func` as it is now (`Cfg::new(func)`), its dominator and
/// post-dominator trees and its natural loops already computed by the caller (the
/// structurizer needs them too): the same result.
pub(crate) fn analyze_in(
    func: &Function,
    cfg: &Cfg,
    dom: &crate::cfg::DomTree,
    pdom: &crate::cfg::DomTree,
    loops: &[Loop],
) -> Uniformity {
    let n = cfg.len();
    if n == 0 {
        return Uniformity::default();
    }
    // Every map sized once for every entity (written one index at a time, each write past
    // the end would grow it).
    let (nvals, ninsts) = (func.dfg.values.len(), func.dfg.insts.len());
    // (From zeroed vectors: the same maps, default `false`, without a fill loop.)
    let mut div: SecondaryMap<Value, bool> = SecondaryMap::from(vec![false; nvals]);
    let mut divbr: SecondaryMap<Inst, bool> = SecondaryMap::from(vec![false; ninsts]);
    // The dominator tree's order is the reverse postorder of the CFG from the entry.
    let order = &dom.order;
    // (The per-block and per-loop tables inline up to 32 entries, as the walk buffers:
    // most functions have a few blocks.)
    let mut join: SmallVec<[bool; 32]> = smallvec::smallvec![false; n];
    if !func.is_kernel() {
        for &p in func.dfg.block_params(cfg.blocks[0]) {
            div[p] = true;
        }
    }
    // Which block defines each value (for temporal divergence).
    let mut def_block: SecondaryMap<Value, u32> = SecondaryMap::from(vec![0u32; nvals]);
    // How each instruction's results get their divergence ([`Kind`]) does not depend on the
    // divergence of other values, so it is decided once here (`always_divergent` compares
    // intrinsic names). Only two kinds of instruction read other values' divergence: those
    // divergent iff an operand is, and the terminators (branch arguments into parameters,
    // conditions); the rounds of the fixed point below visit only them (per block, in
    // `visit[start[bi]..start[bi + 1]]`, with whether they are of the first kind). The
    // others are constants: the results of an always divergent instruction (and the
    // non-scalar outputs of `inline_asm`) are divergent from the start, the rest never
    // changes anything. Starting from those constants rather than setting them in the first
    // round gives the same least fixed point (every step is monotone). Blocks the entry
    // does not reach are not visited, as before.
    let mut visit: Vec<(Inst, bool)> = Vec::with_capacity(ninsts);
    let mut start: SmallVec<[u32; 32]> = SmallVec::with_capacity(n + 1);
    for (bi, &b) in cfg.blocks.iter().enumerate() {
        start.push(visit.len() as u32);
        for &p in func.dfg.block_params(b) {
            def_block[p] = bi as u32;
        }
        for &i in func.layout.block_insts(b) {
            let results = func.dfg.inst_results(i);
            for &r in results {
                def_block[r] = bi as u32;
            }
            // (Reachable iff in the dominator tree's order.)
            if !dom.is_reachable(bi) {
                continue;
            }
            let d = &func.dfg.insts[i];
            let k = if let InstData::InlineAsm { .. } = d {
                Kind::Asm
            } else if results.is_empty() {
                Kind::NoResults
            } else if plain_operands(d) {
                Kind::Operands
            } else if always_uniform(d) {
                Kind::Uniform
            } else if always_divergent(d) || load_is_divergent(func, d) {
                Kind::Divergent
            } else {
                Kind::Operands
            };
            match (k, d) {
                (Kind::Asm, InstData::InlineAsm { asm, .. }) => {
                    // Per output: scalar-register outputs are uniform, the others divergent.
                    let c = gfxc_ir::inline_asm::parse_constraints(&asm.constraints)
                        .unwrap_or_default();
                    for (k, &r) in results.iter().enumerate() {
                        if !c.output_is_scalar(k) {
                            div[r] = true;
                        }
                    }
                }
                (Kind::Divergent, _) => {
                    for &r in results {
                        div[r] = true;
                    }
                }
                (Kind::Operands, _) => visit.push((i, true)),
                _ => {
                    if matches!(
                        d,
                        InstData::Jump { .. } | InstData::Brif { .. } | InstData::Switch { .. }
                    ) {
                        visit.push((i, false));
                    }
                }
            }
        }
    }
    start.push(visit.len() as u32);
    // Loops whose exits and temporal divergence `sync_dependence` marked already (a fixed
    // set of marks per loop: once is enough, whichever divergent branch leaves it).
    let mut exits_marked: SmallVec<[bool; 8]> = smallvec::smallvec![false; loops.len()];
    // `sync_dependence`'s walk buffers, allocated at its first call and reused.
    let mut walk = Walk::default();
    // A round ends the iteration when nothing it changed was read earlier in it:
    // a parameter's or result's divergence is read only by its users, which its definition
    // dominates (the verified input's rule in reachable blocks), so they come later in the
    // dominator tree's order; only a branch argument into a block visited already (a back
    // edge), a join mark of such a block, or a temporally divergent value defined there
    // can reach something read before. Without one, another round would change nothing (straight-line
    // and if-then code settles in one round). Debug builds run that round and check it.
    // A further round starts at the first position of the order such a change can reach
    // (`restart`: the block whose parameter or join mark changed, or the block defining the
    // temporally divergent value, whose readers it dominates, unless that is the branch's own
    // block and none of its instructions reads the value): a block before it reads nothing
    // that changed since its last visit, so visiting it again would change nothing.
    let mut confirming = false;
    let mut from = 0;
    loop {
        let mut changed = false;
        let mut restart = usize::MAX;
        for &bi in &order[from..] {
            let b = cfg.blocks[bi];
            let here = dom.rpo_number(bi);
            if join[bi] {
                for &p in func.dfg.block_params(b) {
                    if !div[p] {
                        div[p] = true;
                        changed = true;
                    }
                }
            }
            for &(i, operands) in &visit[start[bi] as usize..start[bi + 1] as usize] {
                let d = &func.dfg.insts[i];
                if operands {
                    if d.args().iter().any(|&a| div[a]) {
                        for &r in func.dfg.inst_results(i) {
                            if !div[r] {
                                div[r] = true;
                                changed = true;
                            }
                        }
                    }
                    // (An instruction with results is no branch: no destination, no
                    // condition.)
                    debug_assert!(!d.opcode().is_terminator());
                    continue;
                }
                // Branch arguments flow into parameters.
                d.for_each_branch_dest(|dest| {
                    let params = func.dfg.block_params(dest.block);
                    for (k, &a) in dest.args.iter().enumerate() {
                        if div[a] && !div[params[k]] {
                            div[params[k]] = true;
                            changed = true;
                            let t = dom.rpo_number(cfg.idx(dest.block));
                            if t <= here {
                                restart = restart.min(t);
                            }
                        }
                    }
                });
                let cond_div = match d {
                    InstData::Brif { cond, .. } => div[*cond],
                    InstData::Switch { arg, .. } => div[*arg],
                    _ => false,
                };
                // A branch's sync dependence is marked once, when it becomes divergent.
                if cond_div && !divbr[i] {
                    divbr[i] = true;
                    changed = true;
                    let first = sync_dependence(
                        func,
                        cfg,
                        pdom,
                        loops,
                        bi,
                        &mut join,
                        &mut div,
                        &def_block,
                        &mut exits_marked,
                        dom,
                        here,
                        &mut walk,
                    );
                    restart = restart.min(first);
                }
            }
        }
        if confirming {
            debug_assert!(!changed, "@{}: uniformity not settled", func.name);
            break;
        }
        if restart == usize::MAX {
            if cfg!(debug_assertions) && changed {
                confirming = true;
                from = 0;
                continue;
            }
            break;
        }
        from = restart;
    }
    // Maps of exactly one entry per value and per instruction (as index-by-index writes
    // would leave them): the ones sized so above, the values' turned into uniformity in
    // place.
    for d in div.values_mut() {
        *d = !*d;
    }
    Uniformity {
        value: div,
        branch: divbr,
    }
}

/// How an instruction's results get their divergence.
#[derive(Copy, Clone, Default, PartialEq, Eq)]
enum Kind {
    /// No results (or not in the layout).
    #[default]
    NoResults,
    /// Uniform whatever the operands ([`always_uniform`]).
    Uniform,
    /// Divergent whatever the operands ([`always_divergent`], divergent loads).
    Divergent,
    /// Divergent iff an operand is.
    Operands,
    /// `inline_asm`: per output, by its constraint.
    Asm,
}

fn load_is_divergent(func: &Function, d: &InstData) -> bool {
    let InstData::Load { addr, .. } = d else {
        return false;
    };
    use gfxc_ir::AddrSpace::*;
    matches!(
        func.dfg.value_type(*addr).addr_space(),
        Some(Private) | Some(Flat) | None
    )
}

/// The buffers of [`sync_dependence`]'s reachability walks: per block, from how many
/// successors it was reached and whether the current walk reached it; the work list.
#[derive(Default)]
struct Walk {
    count: SmallVec<[u32; 32]>,
    seen: SmallVec<[bool; 32]>,
    work: SmallVec<[usize; 32]>,
}

/// Marks the joins and temporally divergent values of the divergent branch ending block `b`
/// (at position `here` of `dom`'s order). Returns the first position of the order at or
/// before `b` whose visit may have read something it marked (`usize::MAX` for none): a new
/// join there, the block defining a new temporally divergent value.
#[allow(clippy::too_many_arguments)]
fn sync_dependence(
    func: &Function,
    cfg: &Cfg,
    pdom: &crate::cfg::DomTree,
    loops: &[Loop],
    b: usize,
    join: &mut [bool],
    div: &mut SecondaryMap<Value, bool>,
    def_block: &SecondaryMap<Value, u32>,
    exits_marked: &mut [bool],
    dom: &crate::cfg::DomTree,
    here: usize,
    walk: &mut Walk,
) -> usize {
    let mut first = usize::MAX;
    let n = cfg.len();
    let p = pdom.idom(b).filter(|&x| x < n);
    // Loops left divergently: those containing b but not p (innermost first), by index.
    let exited: SmallVec<[usize; 4]> = (0..loops.len())
        .filter(|&k| {
            let l = &loops[k];
            l.contains(b)
                && match p {
                    None => true,
                    Some(p) => !l.contains(p),
                }
        })
        .collect();
    let outer = exited.last().map(|&k| &loops[k]);
    // Reachability from each successor, not expanding p, b, or blocks outside `outer`.
    // (One buffer of each for every successor's walk and every call: zeroed here, the work
    // list empty after each walk.)
    let Walk { count, seen, work } = walk;
    count.clear();
    count.resize(n, 0);
    seen.clear();
    seen.resize(n, false);
    for (k, &s) in cfg.succs[b].iter().enumerate() {
        if k > 0 {
            seen.fill(false);
        }
        work.push(s);
        while let Some(x) = work.pop() {
            if seen[x] {
                continue;
            }
            seen[x] = true;
            count[x] += 1;
            if Some(x) == p || x == b || outer.is_some_and(|l| !l.contains(x)) {
                continue;
            }
            work.extend(cfg.succs[x].iter().copied());
        }
    }
    for x in 0..n {
        if count[x] >= 2 {
            if !join[x] && dom.rpo_number(x) <= here {
                first = first.min(dom.rpo_number(x));
            }
            join[x] = true;
        }
    }
    for k in exited {
        if std::mem::replace(&mut exits_marked[k], true) {
            continue;
        }
        let l = &loops[k];
        for &x in &l.blocks {
            for &s in &cfg.succs[x] {
                if !l.contains(s) {
                    if !join[s] && dom.rpo_number(s) <= here {
                        first = first.min(dom.rpo_number(s));
                    }
                    join[s] = true;
                }
            }
        }
        // Temporal divergence: values defined in l, used outside it. A branch argument on an
        // edge that leaves l is such a use too (the exit block's parameter receives it when a
        // lane leaves, so its value is that of the lane's last iteration), although the
        // branch itself is inside l.
        for (bi, &blk) in cfg.blocks.iter().enumerate() {
            // Each use is looked at where it is met (in `all_values` order), not collected.
            let mut mark = |v: Value| {
                let db = def_block[v] as usize;
                if l.contains(db) && defined(func, v) && !invariant(func, v, l, def_block, 8) {
                    // (Its readers are in blocks its definition's block dominates: from there.
                    // When that is `b` itself, whose instructions this round has all visited,
                    // the readers in later blocks come later in the order, so only a reader in
                    // `b` needs another visit: lds_reduce's loop-carried sum, read after its
                    // loop only, settles without a second round.)
                    if !div[v]
                        && dom.rpo_number(db) <= here
                        && (db != b || reads_in(func, cfg.blocks[b], v))
                    {
                        first = first.min(dom.rpo_number(db));
                    }
                    div[v] = true;
                }
            };
            if l.contains(bi) {
                // Only the terminator of a block has branch destinations.
                if let Some(t) = func.layout.last_inst(blk) {
                    func.dfg.insts[t].for_each_branch_dest(|dest| {
                        if !l.contains(cfg.idx(dest.block)) {
                            dest.args.iter().for_each(|&v| mark(v));
                        }
                    });
                }
                continue;
            }
            for &i in func.layout.block_insts(blk) {
                let d = &func.dfg.insts[i];
                d.args().iter().for_each(|&v| mark(v));
                d.for_each_branch_dest(|dest| dest.args.iter().for_each(|&v| mark(v)));
            }
        }
    }
    first
}

/// Whether an instruction of `block` reads `v` (as an operand or a branch argument).
fn reads_in(func: &Function, block: Block, v: Value) -> bool {
    func.layout.block_insts(block).iter().any(|&i| {
        let d = &func.dfg.insts[i];
        let mut found = d.args().contains(&v);
        d.for_each_branch_dest(|dest| found |= dest.args.contains(&v));
        found
    })
}

/// Whether `v` (defined in `l`) has the same value in every iteration of `l`: a pure
/// instruction whose operands are defined outside `l` or are themselves invariant.
fn invariant(
    func: &Function,
    v: Value,
    l: &Loop,
    def_block: &SecondaryMap<Value, u32>,
    depth: u32,
) -> bool {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return false;
    };
    let d = &func.dfg.insts[i];
    if depth == 0
        || d.mem_flags().is_some()
        || always_divergent(d)
        || matches!(
            d,
            InstData::Intrinsic { .. }
                | InstData::Call { .. }
                | InstData::CallIndirect { .. }
                | InstData::Alloca { .. }
                | InstData::InlineAsm { .. }
        )
        || matches!(
            d.opcode(),
            Opcode::Readfirstlane | Opcode::Readlane | Opcode::Ballot
        )
    {
        return false;
    }
    d.args()
        .iter()
        .all(|&a| !l.contains(def_block[a] as usize) || invariant(func, a, l, def_block, depth - 1))
}

fn defined(func: &Function, v: Value) -> bool {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => func.layout.inst_block(i).is_some(),
        ValueDef::Param(b, _) => func.layout.is_block_inserted(b),
    }
}

/// The blocks of `func` whose terminator is a divergent branch.
pub fn divergent_blocks(func: &Function, u: &Uniformity) -> Vec<Block> {
    func.layout
        .blocks()
        .iter()
        .copied()
        .filter(|&b| {
            func.layout
                .last_inst(b)
                .is_some_and(|t| u.is_divergent_branch(t))
        })
        .collect()
}
