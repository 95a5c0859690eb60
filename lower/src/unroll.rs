//! Runtime unrolling of counted single-block loops that load, so that the loads of several
//! iterations are in flight together.
//!
//! A loop whose every iteration waits for its own loads pays one memory latency per
//! iteration (AMDGPUUsage has no scheduling model; the GCN/RDNA guides: global memory takes
//! hundreds of cycles). clang's loop unroller (`AMDGPUTTIImpl::getUnrollingPreferences`
//! allows runtime unrolling) often leaves such loops alone; llc-19 does not unroll. This pass
//! rewrites
//!
//! ```text
//! B(p..):  body; next = i + s; brif next == N, E(x..), B(y..)       (s = 1 or -1)
//! ```
//!
//! (or any integer test of `next` against `N` that goes on towards the limit: `next != N`,
//! `next < N` counting up, `next >= N` counting down, signed or unsigned, either operand
//! order, either branch direction)
//!
//! whose body only computes and loads (no store, atomic, call, barrier, fence or cross-lane
//! operation), where `N` is defined outside the loop, as
//!
//! ```text
//! PH(p..): T = s * (N - i) (relational tests: 1 if i is at or past N; +1 if inclusive)
//!          m = T & -U;  lim = i + s * m;  brif m == 0, B(p..), U(p..)
//! U(p..):  body x U (each copy's parameters are the previous copy's back-edge arguments)
//!          brif next_U == lim, G(y_U..), U(y_U..)
//! G(q..):  brif the loop's test on q's counter, B(q..), E(x_U..)
//! B:       unchanged: the remaining T - m < U iterations
//! ```
//!
//! Guarantees: the same iterations run in the same order with the same values; only the
//! branch structure changes. The trip count `T` is exact modulo 2^w (an `N == i` on entry is
//! 2^w iterations: `m` is 0 and the original loop runs them). Copies are made only of
//! instructions that neither write memory nor read other lanes, so running them in chunks
//! (where divergent lanes leave the chunked loop at different chunks) is invisible.
//! A trip count known at compile time picks the largest chunk that divides it, and then the
//! chunks run every iteration: no trip computation, no guard, no remainder loop (a count
//! below every chunk leaves the loop alone). `isel`'s early-load ordering (`gfxc_isel::early_loads`) then issues the chunk's loads
//! before the first wait. Values of the loop used after it must leave through the exit
//! edge's arguments (otherwise the loop is left alone).

use crate::util::{new_block_before, rebuild_layout, replace_uses, terminator, Cursor};
use cranelift_entity::EntityRef;
use gfxc_ir::{
    Block, BlockCall, Function, InstData, IntCC, Opcode, Ordering, Type, Value, ValueDef,
};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// Copies per chunk and the largest body (instructions, terminator excluded) a chunk of that
/// many copies is made for: the chunk's size stays near 64 instructions.
const CHUNK: [(usize, usize); 2] = [(4, 32), (2, 64)];

/// A counted loop found in one block `b` (the recognition `crate::narrow_iv` shares):
/// `b` ends in `brif cmp(next, limit)` with one edge back to `b`, `next = i + step` (or
/// `i - step`) computed in `b` from the parameter `i` and passed back in its place, `step`
/// and `limit` defined outside `b` or constants.
pub(crate) struct Counted {
    pub block: Block,
    /// Index of the counter among the block's parameters.
    pub counter: usize,
    /// The constant step (`next = i + step`), if `step_value` is a constant.
    pub step: Option<i64>,
    /// The step as written: `next = i + step_value` (or `i - step_value` when `sub`).
    pub step_value: Value,
    pub sub: bool,
    /// The limit the incremented counter is compared with (defined outside the loop).
    pub limit: Value,
    /// The incremented counter (`i + step`).
    pub next: Value,
    /// Whether the branch's `then` edge leaves the loop.
    pub exit_then: bool,
    /// The loop goes on while `next cont limit` holds.
    pub cont: IntCC,
}

impl Counted {
    /// The constant step of an unroll candidate: +1 or -1.
    fn unit_step(&self) -> i64 {
        self.step.unwrap_or(0)
    }
}

/// Unrolls every loop of the module doc's form; returns how many.
pub fn unroll_loops(func: &mut Function) -> usize {
    let heads = crate::util::blocks_of(func);
    let mut preds = edges(func);
    let mut flattened = false;
    for &a in &heads {
        if func.layout.is_block_inserted(a) && flatten_loop_body(func, a, &preds) {
            preds = edges(func);
            flattened = true;
        }
    }
    // (The layout's blocks are the heads' unless a body was flattened.)
    let blocks = if flattened {
        crate::util::blocks_of(func)
    } else {
        heads
    };
    let mut done = 0;
    for b in blocks {
        if let Some(c) = counted_loop(func, b) {
            let n = func.layout.block_insts(b).len() - 1;
            let fits: Vec<usize> = CHUNK
                .iter()
                .filter(|&&(_, max)| n <= max)
                .map(|&(copies, _)| copies)
                .collect();
            // A trip count known here: the largest chunk that divides it runs every
            // iteration (no test, no rest); fewer iterations than any chunk: left alone.
            let choice = match const_trip(func, &c) {
                Some(t) => match fits.iter().find(|&&u| t % u as u128 == 0) {
                    Some(&u) => Some((u, true)),
                    None => fits.iter().find(|&&u| t > u as u128).map(|&u| (u, false)),
                },
                None => fits.first().map(|&u| (u, false)),
            };
            if let Some((copies, exact)) = choice {
                unroll(func, &c, copies, exact);
                done += 1;
            }
        }
    }
    done
}

/// The trip count of `c` when its start (the same constant on every entry) and limit are
/// constants (2^w when the distance wraps to 0), as the run-time computation of `unroll`.
fn const_trip(func: &Function, c: &Counted) -> Option<u128> {
    let Type::Scalar(sc) = func.dfg.value_type(c.limit) else {
        return None;
    };
    let w = sc.bits();
    if w == 0 || w > 64 {
        return None;
    }
    let mask: u128 = (1u128 << w) - 1;
    let n = const_of(func, c.limit)? as u128 & mask;
    let mut start = None;
    for &x in func.layout.blocks() {
        if x == c.block {
            continue;
        }
        let Some(t) = func.layout.last_inst(x) else {
            continue;
        };
        for d in func.dfg.insts[t].branch_dests() {
            if d.block == c.block {
                let v = const_of(func, *d.args.get(c.counter)?)? as u128 & mask;
                if start.is_some_and(|s| s != v) {
                    return None;
                }
                start = Some(v);
            }
        }
    }
    let i0 = start?;
    let dist = if c.unit_step() == 1 {
        n.wrapping_sub(i0)
    } else {
        i0.wrapping_sub(n)
    } & mask;
    let signed = |x: u128| -> i128 {
        if x >> (w - 1) & 1 == 1 {
            x as i128 - (1i128 << w)
        } else {
            x as i128
        }
    };
    let (room, inclusive) = match c.cont {
        IntCC::Ne | IntCC::Eq => (true, false),
        IntCC::Slt => (signed(n) > signed(i0), false),
        IntCC::Sle => (signed(n) >= signed(i0), true),
        IntCC::Ult => (n > i0, false),
        IntCC::Ule => (n >= i0, true),
        IntCC::Sgt => (signed(n) < signed(i0), false),
        IntCC::Sge => (signed(n) <= signed(i0), true),
        IntCC::Ugt => (n < i0, false),
        IntCC::Uge => (n <= i0, true),
    };
    let t = if !room {
        1
    } else if inclusive {
        (dist + 1) & mask
    } else {
        dist
    };
    Some(if t == 0 { 1u128 << w } else { t })
}

/// May the instruction be repeated in chunks (module doc)? Sets `*loads` for a load.
fn repeatable(d: &InstData, loads: &mut bool) -> bool {
    match d {
        InstData::Load { flags, .. } => {
            *loads = true;
            !flags.volatile && flags.ordering == Ordering::NotAtomic
        }
        InstData::Intrinsic { .. } => speculatable(d),
        _ => {
            let op = d.opcode();
            op.info().format.computes_only()
                && !matches!(
                    op,
                    Opcode::Readfirstlane | Opcode::Readlane | Opcode::Ballot
                )
        }
    }
}

/// May the instruction run where it did not (its result then unused)? Computations
/// without memory access, traps or lanes other than its own: no division (`expand_divrem`
/// has expanded them by now, but a trap-free expansion is not assumed), intrinsics only
/// with a result, no side effects and not convergent.
fn speculatable(d: &InstData) -> bool {
    match d {
        InstData::Intrinsic { name, .. } => gfxc_ir::intrinsics::lookup(name)
            .is_some_and(|sig| sig.result.is_some() && !sig.side_effects && !sig.convergent),
        _ => {
            let op = d.opcode();
            op.info().format.computes_only()
                && !matches!(
                    op,
                    Opcode::Readfirstlane
                        | Opcode::Readlane
                        | Opcode::Ballot
                        | Opcode::Sdiv
                        | Opcode::Udiv
                        | Opcode::Srem
                        | Opcode::Urem
                )
        }
    }
}

/// The blocks branching to each block, one entry per edge.
fn edges(func: &Function) -> Vec<Preds> {
    // Dense by block number: a map of vectors allocated per block and hashed per edge cost
    // more than the rest of a search that usually finds nothing to flatten.
    let mut m: Vec<Preds> = Vec::with_capacity(func.dfg.blocks.len());
    m.resize_with(func.dfg.blocks.len(), Preds::new);
    for &x in func.layout.blocks() {
        if let Some(t) = func.layout.last_inst(x) {
            func.dfg.insts[t].for_each_branch_dest(|d| m[d.block.index()].push(x));
        }
    }
    m
}

/// The sources of a block's incoming edges, one per edge, in layout and destination order.
type Preds = SmallVec<[Block; 2]>;
/// A loop body `A -> (then: X | else: Y) -> J -> A`, where the sides are `J` itself or
/// blocks entered from `A` alone that only compute and jump to `J`, and `J` is entered from
/// the sides alone and ends the loop (`brif` back to `A` or out): the sides' computations
/// move into `A` (they run on every iteration, their results chosen by `select`) and `J`
/// joins `A`, so that the loop is one block the chunks can copy. Only when the whole body
/// fits a chunk (the largest body of [`CHUNK`]) and loads; returns whether it changed.
fn flatten_loop_body(func: &mut Function, a: Block, preds: &[Preds]) -> bool {
    let edges_into = |b: Block| -> &[Block] { preds.get(b.index()).map_or(&[], |p| &p[..]) };
    let Some(at) = func.layout.last_inst(a) else {
        return false;
    };
    // (The branches are read in place while the loop is recognised, which usually fails;
    // copied only to rewrite it.)
    let InstData::Brif {
        cond,
        then_dest,
        else_dest,
    } = &func.dfg.insts[at]
    else {
        return false;
    };
    let cond = *cond;
    // A side: (the block or None for a direct edge to J, its args into J).
    fn side_of<'f>(
        func: &'f Function,
        a: Block,
        preds: &[Preds],
        d: &'f BlockCall,
    ) -> Option<(Option<Block>, &'f BlockCall)> {
        let edges_into = |b: Block| -> &[Block] { preds.get(b.index()).map_or(&[], |p| &p[..]) };
        let x = d.block;
        if x == a {
            return None;
        }
        let t = func.layout.last_inst(x)?;
        match &func.dfg.insts[t] {
            InstData::Jump { dest }
                if dest.block != x
                    && dest.block != a
                    && edges_into(x) == [a]
                    && func.layout.block_insts(x)[..func.layout.block_insts(x).len() - 1]
                        .iter()
                        .all(|&i| speculatable(&func.dfg.insts[i])) =>
            {
                Some((Some(x), dest))
            }
            _ => Some((None, d)),
        }
    }
    let (Some((ts, tj)), Some((es, ej))) = (
        side_of(func, a, preds, then_dest),
        side_of(func, a, preds, else_dest),
    ) else {
        return false;
    };
    let j = tj.block;
    if ej.block != j || j == a || (ts.is_none() && es.is_none()) {
        return false;
    }
    // J is entered from the two sides alone and ends the loop.
    let mut want = [ts.unwrap_or(a), es.unwrap_or(a)];
    let mut got: SmallVec<[Block; 4]> = SmallVec::from_slice(edges_into(j));
    want.sort();
    got.sort();
    if want[..] != got[..] {
        return false;
    }
    let Some(jt) = func.layout.last_inst(j) else {
        return false;
    };
    let InstData::Brif {
        then_dest: jt_then,
        else_dest: jt_else,
        ..
    } = &func.dfg.insts[jt]
    else {
        return false;
    };
    if (jt_then.block == a) == (jt_else.block == a) || jt_then.block == j || jt_else.block == j {
        return false;
    }
    // The whole body fits a chunk and loads; it only computes and loads.
    let mut loads = false;
    let mut n = 0;
    for x in [Some(a), ts, es, Some(j)].into_iter().flatten() {
        let insts = func.layout.block_insts(x);
        n += insts.len() - 1;
        if !insts[..insts.len() - 1]
            .iter()
            .all(|&i| repeatable(&func.dfg.insts[i], &mut loads))
        {
            return false;
        }
    }
    if !loads || n > CHUNK[CHUNK.len() - 1].1 {
        return false;
    }
    let (then_dest, else_dest, tj, ej) =
        (then_dest.clone(), else_dest.clone(), tj.clone(), ej.clone());
    // Each side's computations into A (its parameters read as A's arguments to it).
    let mut map: HashMap<Value, Value> = HashMap::default();
    for (side, edge) in [(ts, &then_dest), (es, &else_dest)] {
        let Some(x) = side else { continue };
        for (&p, &v) in func.dfg.block_params(x).iter().zip(edge.args.iter()) {
            map.insert(p, v);
        }
        let insts = func.layout.block_insts(x).to_vec();
        for &i in &insts[..insts.len() - 1] {
            func.layout.remove_inst(i);
            let k = func.layout.block_insts(a).len() - 1;
            func.layout.insert_inst(i, a, k);
        }
    }
    let resolve = |map: &HashMap<Value, Value>, v: Value| map.get(&v).copied().unwrap_or(v);
    let moved: Vec<gfxc_ir::Inst> = func.layout.block_insts(a).to_vec();
    for i in moved {
        func.dfg.insts[i].map_values(|v| resolve(&map, v));
    }
    // J's parameters: the value of the side taken.
    let (targs, eargs): (Vec<Value>, Vec<Value>) = (
        tj.args.iter().map(|&v| resolve(&map, v)).collect(),
        ej.args.iter().map(|&v| resolve(&map, v)).collect(),
    );
    let jparams = func.dfg.block_params(j).to_vec();
    let mut params: HashMap<Value, Value> = HashMap::default();
    {
        let mut k = Cursor::before(func, at);
        for ((&p, &t), &e) in jparams.iter().zip(&targs).zip(&eargs) {
            let v = if t == e { t } else { k.select(cond, t, e) };
            params.insert(p, v);
        }
    }
    // J joins A: its instructions follow, its terminator ends A.
    func.layout.remove_inst(at);
    for &i in &func.layout.block_insts(j).to_vec() {
        func.layout.remove_inst(i);
        func.layout.append_inst(i, a);
    }
    replace_uses(func, &params);
    let order: Vec<Block> = func
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|&x| x != j && Some(x) != ts && Some(x) != es)
        .collect();
    rebuild_layout(func, &order);
    true
}

/// The integer constant `v` is, if any.
pub(crate) fn const_of(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, 0) => match func.dfg.insts[i] {
            InstData::IntConst { imm } => Some(imm),
            _ => None,
        },
        _ => None,
    }
}

/// The block where `v` is defined.
pub(crate) fn def_block(func: &Function, v: Value) -> Option<Block> {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => func.layout.inst_block(i),
        ValueDef::Param(b, _) => Some(b),
    }
}

/// The unroll candidate of block `b`: a counted loop stepping by one whose body only
/// computes and loads (and does load).
fn counted_loop(func: &Function, b: Block) -> Option<Counted> {
    let insts = func.layout.block_insts(b);
    let (_, body) = insts.split_last()?;
    let mut loads = false;
    if !body
        .iter()
        .all(|&i| repeatable(&func.dfg.insts[i], &mut loads))
        || !loads
    {
        return None;
    }
    let c = counted_form(func, b, |c| matches!(c.step, Some(1 | -1)))?;
    // Values of the loop used after it leave through the exit edge (`close_exit`),
    // which needs the exit block entered from the loop alone.
    let t = terminator(func, b);
    let exit = match &func.dfg.insts[t] {
        InstData::Brif {
            then_dest,
            else_dest,
            ..
        } => {
            if c.exit_then {
                then_dest.block
            } else {
                else_dest.block
            }
        }
        _ => return None,
    };
    if used_outside(func, b) && !entered_once(func, exit) {
        return None;
    }
    Some(c)
}

/// The counted loop of block `b` (see [`Counted`]) that `accept` takes, trying the
/// compare's operands in order. A constant step must count towards the limit under `cont`
/// (`next > N` going on while counting up is no counted loop); a step that is not a
/// constant is the caller's to check.
pub(crate) fn counted_form(
    func: &Function,
    b: Block,
    accept: impl Fn(&Counted) -> bool,
) -> Option<Counted> {
    let insts = func.layout.block_insts(b);
    let (&term, _) = insts.split_last()?;
    let InstData::Brif {
        cond,
        then_dest,
        else_dest,
    } = &func.dfg.insts[term]
    else {
        return None;
    };
    let exit_then = match (then_dest.block == b, else_dest.block == b) {
        (false, true) => true,
        (true, false) => false,
        _ => return None,
    };
    let back = if exit_then { else_dest } else { then_dest };
    // The exit test: `next == N` leaving (or `next != N` staying).
    let ValueDef::Result(ci, _) = func.dfg.value_def(*cond) else {
        return None;
    };
    if func.layout.inst_block(ci) != Some(b) {
        return None;
    }
    let InstData::IntCompare { cond: cc, args } = func.dfg.insts[ci] else {
        return None;
    };
    let params = func.dfg.block_params(b);
    let outside = |v: Value| def_block(func, v) != Some(b) || const_of(func, v).is_some();
    for (next, limit, swapped) in [(args[0], args[1], false), (args[1], args[0], true)] {
        // The limit is defined before the loop, or is a constant (made again where used).
        if !outside(limit) {
            continue;
        }
        let ValueDef::Result(ni, _) = func.dfg.value_def(next) else {
            continue;
        };
        if func.layout.inst_block(ni) != Some(b) {
            continue;
        }
        let (i, step_value, sub) = match func.dfg.insts[ni] {
            InstData::Binary {
                opcode: Opcode::Add,
                args: [x, y],
            } => match (const_of(func, x), const_of(func, y)) {
                (_, Some(_)) => (x, y, false),
                (Some(_), _) => (y, x, false),
                _ if params.contains(&x) && outside(y) => (x, y, false),
                _ if params.contains(&y) && outside(x) => (y, x, false),
                _ => continue,
            },
            InstData::Binary {
                opcode: Opcode::Sub,
                args: [x, y],
            } if const_of(func, y).is_some() || (params.contains(&x) && outside(y)) => (x, y, true),
            _ => continue,
        };
        let step = const_of(func, step_value).map(|k| if sub { k.wrapping_neg() } else { k });
        // The condition to go on, counter first; one that cannot count towards the limit
        // (`next > N` going on while counting up) is not a counted loop.
        let cc = if swapped { cc.mirror() } else { cc };
        let cont = if exit_then { cc.inverse() } else { cc };
        if let Some(step) = step {
            let towards = match cont {
                IntCC::Ne => true,
                IntCC::Slt | IntCC::Sle | IntCC::Ult | IntCC::Ule => step > 0,
                IntCC::Sgt | IntCC::Sge | IntCC::Ugt | IntCC::Uge => step < 0,
                IntCC::Eq => false,
            };
            if !towards {
                continue;
            }
        }
        let Some(counter) = params.iter().position(|&p| p == i) else {
            continue;
        };
        if back.args.get(counter) != Some(&next)
            || !matches!(func.dfg.value_type(i), Type::Scalar(s) if s.is_int())
        {
            continue;
        }
        let c = Counted {
            block: b,
            counter,
            step,
            step_value,
            sub,
            limit,
            next,
            exit_then,
            cont,
        };
        if accept(&c) {
            return Some(c);
        }
    }
    None
}

/// Is a value defined in `b` used outside `b` (the exit edge's arguments are inside)?
fn used_outside(func: &Function, b: Block) -> bool {
    for &x in func.layout.blocks() {
        if x == b {
            continue;
        }
        for &i in func.layout.block_insts(x) {
            if func.dfg.insts[i]
                .all_values()
                .iter()
                .any(|&v| def_block(func, v) == Some(b))
            {
                return true;
            }
        }
    }
    false
}

/// Is `b` the destination of exactly one edge?
fn entered_once(func: &Function, b: Block) -> bool {
    let mut n = 0;
    for &x in func.layout.blocks() {
        if let Some(t) = func.layout.last_inst(x) {
            n += func.dfg.insts[t]
                .branch_dests()
                .iter()
                .filter(|d| d.block == b)
                .count();
        }
    }
    n == 1
}

/// Values of `b` used outside it pass through new parameters of the exit block `exit`
/// (entered from `b` alone, so it dominates every such use): closed SSA form for the loop.
fn close_exit(func: &mut Function, b: Block, term: gfxc_ir::Inst, exit_then: bool) {
    let exit = match &func.dfg.insts[term] {
        InstData::Brif {
            then_dest,
            else_dest,
            ..
        } => {
            if exit_then {
                then_dest.block
            } else {
                else_dest.block
            }
        }
        _ => return,
    };
    let mut map: HashMap<Value, Value> = HashMap::default();
    let mut order = Vec::new();
    for &x in func.layout.blocks() {
        if x == b {
            continue;
        }
        for &i in func.layout.block_insts(x) {
            func.dfg.insts[i].for_each_value(|v| {
                if def_block(func, v) == Some(b) && !map.contains_key(&v) {
                    map.insert(v, v);
                    order.push(v);
                }
            });
        }
    }
    for v in order {
        let p = func.dfg.append_block_param(exit, func.dfg.value_type(v));
        map.insert(v, p);
        if let InstData::Brif {
            then_dest,
            else_dest,
            ..
        } = &mut func.dfg.insts[term]
        {
            let d = if exit_then { then_dest } else { else_dest };
            d.args.push(v);
        }
    }
    let outside: Vec<gfxc_ir::Inst> = func
        .layout
        .blocks()
        .iter()
        .filter(|&&x| x != b)
        .flat_map(|&x| func.layout.block_insts(x).iter().copied())
        .collect();
    for i in outside {
        func.dfg.insts[i].map_values(|v| map.get(&v).copied().unwrap_or(v));
    }
}

/// Clones the body of `c.block` (terminator excluded) at the end of `into`, its parameters
/// read as `inputs`; returns the map from the body's values to the copy's.
fn copy_body(
    func: &mut Function,
    c: &Counted,
    into: Block,
    inputs: &[Value],
) -> HashMap<Value, Value> {
    let b = c.block;
    let mut map: HashMap<Value, Value> = HashMap::default();
    for (&p, &v) in func.dfg.block_params(b).iter().zip(inputs) {
        map.insert(p, v);
    }
    let insts = func.layout.block_insts(b).to_vec();
    for &i in &insts[..insts.len() - 1] {
        let mut d = func.dfg.insts[i].clone();
        d.map_values(|v| map.get(&v).copied().unwrap_or(v));
        let tys: Vec<Type> = func
            .dfg
            .inst_results(i)
            .iter()
            .map(|&r| func.dfg.value_type(r))
            .collect();
        let ni = func.dfg.make_inst(d, &tys);
        func.layout.append_inst(ni, into);
        let loc = func.srcmap.insts[i];
        crate::util::set_inst_loc(func, ni, loc);
        let olds = func.dfg.inst_results(i).to_vec();
        let news = func.dfg.inst_results(ni).to_vec();
        for (o, n) in olds.into_iter().zip(news) {
            map.insert(o, n);
        }
    }
    map
}

fn unroll(func: &mut Function, c: &Counted, copies: usize, exact: bool) {
    let b = c.block;
    let term = terminator(func, b);
    close_exit(func, b, term, c.exit_then);
    let (exit, back) = match &func.dfg.insts[term] {
        InstData::Brif {
            then_dest,
            else_dest,
            ..
        } => {
            if c.exit_then {
                (then_dest.clone(), else_dest.clone())
            } else {
                (else_dest.clone(), then_dest.clone())
            }
        }
        _ => unreachable!("counted loops end in brif"),
    };
    let loc = func.srcmap.insts[term];
    let tys: Vec<Type> = func
        .dfg
        .block_params(b)
        .iter()
        .map(|&p| func.dfg.value_type(p))
        .collect();
    let cty = tys[c.counter];

    // Blocks: PH before B, then U and G before B as well (B stays the remainder loop).
    let ph = new_block_before(func, b);
    let chunk = new_block_before(func, b);
    let guard = new_block_before(func, b);
    let ph_params: Vec<Value> = tys
        .iter()
        .map(|&t| func.dfg.append_block_param(ph, t))
        .collect();
    let u_params: Vec<Value> = tys
        .iter()
        .map(|&t| func.dfg.append_block_param(chunk, t))
        .collect();
    let g_params: Vec<Value> = tys
        .iter()
        .map(|&t| func.dfg.append_block_param(guard, t))
        .collect();

    // Every edge into B from outside now enters PH.
    let blocks = crate::util::blocks_of(func);
    for x in blocks {
        if x == b || x == ph || x == chunk || x == guard {
            continue;
        }
        let Some(t) = func.layout.last_inst(x) else {
            continue;
        };
        for d in func.dfg.insts[t].branch_dests_mut() {
            if d.block == b {
                d.block = ph;
            }
        }
    }

    // PH: the trip count, the iterations run in chunks, the counter after them.
    let (lim, zero, limit) = {
        let mut k = Cursor::at_end(func, ph);
        k.loc = loc;
        let i0 = ph_params[c.counter];
        let limit = match const_of(k.func, c.limit) {
            Some(imm) if def_block(k.func, c.limit) == Some(b) => k.iconst(cty, imm),
            _ => c.limit,
        };
        // The distance to the limit; a relational test runs the body once when the counter
        // starts at or past the limit, and once more for an inclusive limit (a distance of
        // 2^w wraps to 0: no chunk, the original loop runs it).
        let dist = if c.unit_step() == 1 {
            k.bin(Opcode::Sub, limit, i0)
        } else {
            k.bin(Opcode::Sub, i0, limit)
        };
        let (before, inclusive) = match c.cont {
            IntCC::Ne | IntCC::Eq => (None, false),
            IntCC::Slt => (Some(IntCC::Sgt), false),
            IntCC::Sle => (Some(IntCC::Sge), true),
            IntCC::Ult => (Some(IntCC::Ugt), false),
            IntCC::Ule => (Some(IntCC::Uge), true),
            IntCC::Sgt => (Some(IntCC::Slt), false),
            IntCC::Sge => (Some(IntCC::Sle), true),
            IntCC::Ugt => (Some(IntCC::Ult), false),
            IntCC::Uge => (Some(IntCC::Ule), true),
        };
        let t = match before {
            None => dist,
            Some(ahead) => {
                let d = if inclusive {
                    let one = k.iconst(cty, 1);
                    k.bin(Opcode::Add, dist, one)
                } else {
                    dist
                };
                // `limit ahead i0`: the counter has room before the limit.
                let room = k.icmp(ahead, limit, i0);
                let one = k.iconst(cty, 1);
                k.select(room, d, one)
            }
        };
        let mask = k.iconst(cty, -(copies as i64));
        let m = k.bin(Opcode::And, t, mask);
        let lim = if c.unit_step() == 1 {
            k.bin(Opcode::Add, i0, m)
        } else {
            k.bin(Opcode::Sub, i0, m)
        };
        let z = k.iconst(cty, 0);
        let zero = k.icmp(IntCC::Eq, m, z);
        (lim, zero, limit)
    };
    let mut k = Cursor::at_end(func, ph);
    k.loc = loc;
    k.ins(
        InstData::Brif {
            cond: zero,
            then_dest: BlockCall::new(b, &ph_params),
            else_dest: BlockCall::new(chunk, &ph_params),
        },
        &[],
    );

    // U: the copies, each reading the previous one's back-edge arguments.
    let mut inputs = u_params.clone();
    let mut map = HashMap::default();
    for _ in 0..copies {
        map = copy_body(func, c, chunk, &inputs);
        inputs = back
            .args
            .iter()
            .map(|v| map.get(v).copied().unwrap_or(*v))
            .collect();
    }
    let next_last = map.get(&c.next).copied().unwrap_or(c.next);
    let mut k = Cursor::at_end(func, chunk);
    k.loc = loc;
    let done = k.icmp(IntCC::Eq, next_last, lim);
    k.ins(
        InstData::Brif {
            cond: done,
            then_dest: BlockCall::new(guard, &inputs),
            else_dest: BlockCall::new(chunk, &inputs),
        },
        &[],
    );

    // G: leave if the chunks ran every iteration, else run the rest in B. The exit edge's
    // arguments are those of the last copy, through G's parameters (G's parameters are the
    // last copy's back-edge arguments; the exit arguments may be any value of the copy, so
    // they are passed as extra parameters).
    let exit_vals: Vec<Value> = exit
        .args
        .iter()
        .map(|v| map.get(v).copied().unwrap_or(*v))
        .collect();
    // Values of the last copy reach G as extra parameters.
    let mut g_exit = Vec::with_capacity(exit_vals.len());
    let mut extra_args = Vec::new();
    for &v in &exit_vals {
        if def_block(func, v) == Some(chunk) {
            let p = func.dfg.append_block_param(guard, func.dfg.value_type(v));
            extra_args.push(v);
            g_exit.push(p);
        } else {
            g_exit.push(v);
        }
    }
    if !extra_args.is_empty() {
        let t = terminator(func, chunk);
        if let InstData::Brif { then_dest, .. } = &mut func.dfg.insts[t] {
            then_dest.args.extend(extra_args);
        }
    }
    let mut k = Cursor::at_end(func, guard);
    k.loc = loc;
    // The loop's own test on the counter after the chunks.
    let g_next = g_params[c.counter];
    let go_on = k.icmp(c.cont, g_next, limit);
    k.ins(
        InstData::Brif {
            cond: go_on,
            then_dest: BlockCall::new(b, &g_params),
            else_dest: BlockCall::new(exit.block, &g_exit),
        },
        &[],
    );
    if exact {
        // Chunks run every iteration: PH enters them, they leave to the exit; G and the
        // original loop are unreachable.
        let t = terminator(func, ph);
        func.dfg.insts[t] = InstData::Jump {
            dest: BlockCall::new(chunk, &ph_params),
        };
        let t = terminator(func, chunk);
        if let InstData::Brif { then_dest, .. } = &mut func.dfg.insts[t] {
            *then_dest = BlockCall::new(exit.block, &exit_vals);
        }
        crate::util::remove_unreachable_blocks(func);
    }
}
