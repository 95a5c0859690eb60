//! Editing helpers shared by the passes: an instruction cursor, constants, use replacement,
//! layout rebuilding, dead block-parameter removal and SSA repair.
//!
//! Guarantees: [`ssa_repair`] makes every use dominated by its definition again after a pass
//! rewired edges, by threading the value through new block parameters (Braun et al.), with a
//! zero of the value's type on paths where it is not defined (those paths never use it at run
//! time: the rewiring passes only add paths on which the original program did not execute the
//! use). [`remove_dead_params`] removes non-entry block parameters whose values are only ever
//! passed on to other dead parameters.

use crate::cfg::{Cfg, SharedCfg};
use cranelift_entity::EntityRef;
use gfxc_ir::{
    Block, BlockCall, FloatCC, Function, Inst, InstData, IntCC, Layout, Opcode, Scalar, SrcLoc,
    Type, Value, ValueDef,
};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// Inserts instructions into `block` at position `pos`, advancing past each.
pub struct Cursor<'f> {
    pub func: &'f mut Function,
    pub block: Block,
    /// The insertion position, once `anchor` is `None`.
    pos: usize,
    /// A cursor placed before this instruction whose position is not looked up yet: passes
    /// place a cursor before every instruction they might rewrite (legalization: every
    /// arithmetic one) and most insert nothing, so the search through the block is made at
    /// the first insertion (or [`Cursor::pos`]) only. Nothing moves the anchor meanwhile:
    /// the cursor holds the function, and no pass edits the layout of its block through
    /// `func` before inserting (the position found is the one placing would have found).
    anchor: Option<Inst>,
    pub loc: SrcLoc,
}

/// The index of `inst` in `insts` (the first, as `position`). Legalization places a cursor
/// before thousands of instructions of long blocks: the scan compares 16 entries at a time
/// without a branch per entry (vectorised), then finds the one in the matching group.
fn index_in(insts: &[Inst], inst: Inst) -> Option<usize> {
    const W: usize = 16;
    let mut groups = insts.chunks_exact(W);
    for (g, c) in (&mut groups).enumerate() {
        if c.iter().fold(false, |any, &i| any | (i == inst)) {
            return c.iter().position(|&i| i == inst).map(|k| g * W + k);
        }
    }
    let done = insts.len() - groups.remainder().len();
    groups
        .remainder()
        .iter()
        .position(|&i| i == inst)
        .map(|k| done + k)
}

impl<'f> Cursor<'f> {
    /// A cursor at position `pos` of `block`, giving new instructions the location `loc`.
    pub fn at(func: &'f mut Function, block: Block, pos: usize, loc: SrcLoc) -> Cursor<'f> {
        Cursor {
            func,
            block,
            pos,
            anchor: None,
            loc,
        }
    }

    /// A cursor placed before `inst` (its position is looked up when first needed).
    pub fn before(func: &'f mut Function, inst: Inst) -> Cursor<'f> {
        let block = func.layout.inst_block(inst).expect("placed instruction");
        let loc = func.srcmap.insts[inst];
        Cursor {
            func,
            block,
            pos: 0,
            anchor: Some(inst),
            loc,
        }
    }

    /// A cursor placed right after `inst`.
    pub fn after(func: &'f mut Function, inst: Inst) -> Cursor<'f> {
        let mut c = Cursor::before(func, inst);
        c.advance(1);
        c
    }

    /// A cursor at the end of `block`.
    pub fn at_end(func: &'f mut Function, block: Block) -> Cursor<'f> {
        let pos = func.layout.block_insts(block).len();
        Cursor::at(func, block, pos, SrcLoc::default())
    }

    /// The insertion position in `block`.
    pub fn pos(&mut self) -> usize {
        if let Some(inst) = self.anchor.take() {
            let insts = self.func.layout.block_insts(self.block);
            self.pos = index_in(insts, inst).expect("placed instruction");
        }
        self.pos
    }

    /// Moves the insertion position `n` instructions on.
    pub fn advance(&mut self, n: usize) {
        self.pos = self.pos() + n;
    }

    pub fn ins(&mut self, data: InstData, tys: &[Type]) -> Inst {
        let pos = self.pos();
        let inst = self.func.dfg.make_inst(data, tys);
        self.func.layout.insert_inst(inst, self.block, pos);
        set_inst_loc(self.func, inst, self.loc);
        self.pos += 1;
        inst
    }

    pub fn ins1(&mut self, data: InstData, ty: Type) -> Value {
        let i = self.ins(data, &[ty]);
        self.func.dfg.first_result(i)
    }

    pub fn ty(&self, v: Value) -> Type {
        self.func.dfg.value_type(v)
    }

    /// A vector of type `ty` from its lanes: a splat of lane 0, then one insert per other lane.
    pub fn vector_of(&mut self, ty: Type, lanes: &[Value]) -> Value {
        let mut v = self.ins1(
            InstData::Unary {
                opcode: Opcode::Splat,
                arg: lanes[0],
            },
            ty,
        );
        for (k, &l) in lanes.iter().enumerate().skip(1) {
            let idx = self.iconst(Type::I32, k as i64);
            v = self.ins1(
                InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args: [v, l, idx],
                },
                ty,
            );
        }
        v
    }

    pub fn iconst(&mut self, ty: Type, imm: i64) -> Value {
        self.ins1(InstData::IntConst { imm }, ty)
    }

    pub fn fconst(&mut self, ty: Type, bits: u64) -> Value {
        self.ins1(InstData::FloatConst { bits }, ty)
    }

    pub fn bin(&mut self, opcode: Opcode, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.ins1(
            InstData::Binary {
                opcode,
                args: [a, b],
            },
            ty,
        )
    }

    pub fn un(&mut self, opcode: Opcode, a: Value) -> Value {
        let ty = self.ty(a);
        self.ins1(InstData::Unary { opcode, arg: a }, ty)
    }

    pub fn conv(&mut self, opcode: Opcode, ty: Type, a: Value) -> Value {
        self.ins1(InstData::Unary { opcode, arg: a }, ty)
    }

    pub fn icmp(&mut self, cond: IntCC, a: Value, b: Value) -> Value {
        let ty = self.ty(a).with_lane(Scalar::I1);
        self.ins1(InstData::IntCompare { cond, args: [a, b] }, ty)
    }

    pub fn fcmp(&mut self, cond: FloatCC, a: Value, b: Value) -> Value {
        let ty = self.ty(a).with_lane(Scalar::I1);
        self.ins1(InstData::FloatCompare { cond, args: [a, b] }, ty)
    }

    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.ins1(
            InstData::Ternary {
                opcode: Opcode::Select,
                args: [c, a, b],
            },
            ty,
        )
    }

    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        let ty = self.ty(a);
        self.ins1(
            InstData::Ternary {
                opcode: Opcode::Fma,
                args: [a, b, c],
            },
            ty,
        )
    }

    /// A zero (or null, or all-zero vector) of `ty`.
    pub fn zero(&mut self, ty: Type) -> Value {
        match ty {
            Type::Scalar(s) if s.is_float() => self.fconst(ty, 0),
            Type::Scalar(_) => self.iconst(ty, 0),
            Type::Ptr(_) => self.ins1(
                InstData::Nullary {
                    opcode: Opcode::Nullptr,
                },
                ty,
            ),
            Type::Vector(s, _) => {
                let z = self.zero(Type::Scalar(s));
                self.ins1(
                    InstData::Unary {
                        opcode: Opcode::Splat,
                        arg: z,
                    },
                    ty,
                )
            }
        }
    }

    pub fn jump(&mut self, dest: Block, args: &[Value]) -> Inst {
        self.ins(
            InstData::Jump {
                dest: BlockCall::new(dest, args),
            },
            &[],
        )
    }
}

/// A constant, a compare, or an operation that cannot trap (every unary, binary and ternary
/// opcode but integer division and remainder): no effect besides its results, so it may be
/// removed when they are unused or moved within its block.
pub(crate) fn pure_op(d: &InstData) -> bool {
    match d {
        InstData::IntConst { .. }
        | InstData::FloatConst { .. }
        | InstData::IntCompare { .. }
        | InstData::FloatCompare { .. } => true,
        InstData::Unary { opcode, .. }
        | InstData::Binary { opcode, .. }
        | InstData::Ternary { opcode, .. } => !matches!(
            opcode,
            Opcode::Sdiv | Opcode::Udiv | Opcode::Srem | Opcode::Urem
        ),
        _ => false,
    }
}

/// A zero of `ty` materialized at the start of the entry block (it dominates every use).
pub fn entry_zero(func: &mut Function, ty: Type) -> Value {
    let entry = func.entry_block().expect("entry block");
    let mut c = Cursor::at(func, entry, 0, SrcLoc::default());
    c.zero(ty)
}

/// A replacement map as a table dense over its keys' numbers: the use replacements look at
/// every operand of the function and replace few, so each is decided on one load, without
/// hashing, and the table spans only the keys (not every value). Made from finished pairs
/// ([`Dense::of_pairs`]) or filled as replacements are found ([`Dense::set`], GVN).
#[derive(Default)]
pub(crate) struct Dense {
    /// The smallest key's number.
    lo: u32,
    /// Per number from `lo`: 1 + the replacement's number, 0 for none.
    table: Vec<u32>,
}

impl Dense {
    fn of_pairs(pairs: impl Iterator<Item = (Value, Value)> + Clone) -> Dense {
        let lo = pairs.clone().map(|p| p.0.as_u32()).min().unwrap_or(0);
        let hi = pairs.clone().map(|p| p.0.as_u32()).max().unwrap_or(lo);
        let mut table = vec![0u32; (hi - lo) as usize + 1];
        for (from, to) in pairs {
            table[(from.as_u32() - lo) as usize] = to.as_u32() + 1;
        }
        Dense { lo, table }
    }

    /// Replaces `from` by `to`, the table spanning values `0..n_values` from the first
    /// replacement on (a table made by `of_pairs` spans its keys only: not for it).
    pub(crate) fn set(&mut self, from: Value, to: Value, n_values: usize) {
        debug_assert_eq!(self.lo, 0);
        if self.table.is_empty() {
            self.table.resize(n_values, 0);
        }
        self.table[from.as_u32() as usize] = to.as_u32() + 1;
    }

    /// `v`'s replacement, or `v`.
    pub(crate) fn resolve(&self, v: Value) -> Value {
        self.get(v).unwrap_or(v)
    }

    /// No replacement is itself replaced (one step resolves every use).
    pub(crate) fn is_one_step(&self) -> bool {
        self.table
            .iter()
            .all(|&w| w == 0 || self.get(Value::from_u32(w - 1)).is_none())
    }

    pub(crate) fn get(&self, v: Value) -> Option<Value> {
        match self
            .table
            .get(v.as_u32().wrapping_sub(self.lo) as usize)
            .copied()
            .unwrap_or(0)
        {
            0 => None,
            r => Some(Value::from_u32(r - 1)),
        }
    }
}

/// Replaces each use of a key of `map` by its value everywhere (once: not transitively).
pub fn replace_uses_once(func: &mut Function, map: &HashMap<Value, Value>) {
    if map.is_empty() {
        return;
    }
    let d = Dense::of_pairs(map.iter().map(|(&k, &v)| (k, v)));
    func.dfg.map_all_uses(|v| d.get(v).unwrap_or(v));
}

/// Replaces each use of `pairs[k].0` by `pairs[k].1` everywhere (once: not transitively),
/// for pairs made in a list rather than a hash map.
pub fn replace_uses_of_few(func: &mut Function, pairs: &[(Value, Value)]) {
    if pairs.is_empty() {
        return;
    }
    let d = Dense::of_pairs(pairs.iter().copied());
    func.dfg.map_all_uses(|v| d.get(v).unwrap_or(v));
}

/// Replaces uses of values by `map` (transitively) everywhere.
pub fn replace_uses(func: &mut Function, map: &HashMap<Value, Value>) {
    if map.is_empty() {
        return;
    }
    let d = Dense::of_pairs(map.iter().map(|(&k, &v)| (k, v)));
    func.dfg.map_all_uses(|mut v| {
        let mut n = 0;
        while let Some(w) = d.get(v) {
            v = w;
            n += 1;
            if n > 1000 {
                break;
            }
        }
        v
    });
}

/// Rebuilds the layout with the blocks of `order` (entry first), keeping each block's
/// instructions.
pub fn rebuild_layout(func: &mut Function, order: &[Block]) {
    let mut l = Layout::new();
    for &b in order {
        l.append_block(b);
        for &i in func.layout.block_insts(b) {
            l.append_inst(i, b);
        }
    }
    func.layout = l;
}

/// Creates a block placed right after `after` in the layout.
pub fn new_block_after(func: &mut Function, after: Block) -> Block {
    let nb = func.dfg.make_block();
    let mut order: Vec<Block> = Vec::with_capacity(func.layout.blocks().len() + 1);
    for &b in func.layout.blocks() {
        order.push(b);
        if b == after {
            order.push(nb);
        }
    }
    if !order.contains(&nb) {
        order.push(nb);
    }
    rebuild_layout(func, &order);
    nb
}

/// Moves the instructions of `inst`'s block that follow `inst` (the terminator among them)
/// into a new block placed after `placed_after`; returns it. The caller ends `inst`'s
/// block again.
pub fn split_after(func: &mut Function, inst: Inst, placed_after: Block) -> Block {
    let block = func.layout.inst_block(inst).expect("placed instruction");
    let insts = func.layout.block_insts(block).to_vec();
    let at = insts.iter().position(|&x| x == inst).unwrap();
    let tail = new_block_after(func, placed_after);
    for &x in &insts[at + 1..] {
        func.layout.remove_inst(x);
        func.layout.append_inst(x, tail);
    }
    tail
}

/// Creates a block placed right before `before` in the layout.
pub fn new_block_before(func: &mut Function, before: Block) -> Block {
    let nb = func.dfg.make_block();
    let mut order: Vec<Block> = Vec::with_capacity(func.layout.blocks().len() + 1);
    for &b in func.layout.blocks() {
        if b == before {
            order.push(nb);
        }
        order.push(b);
    }
    if !order.contains(&nb) {
        order.push(nb);
    }
    rebuild_layout(func, &order);
    nb
}

/// Removes blocks unreachable from the entry.
pub fn remove_unreachable_blocks(func: &mut Function) {
    let cfg = Cfg::new(func);
    if cfg.is_empty() {
        return;
    }
    let rpo = cfg.rpo();
    keep_reached(func, &cfg, &rpo);
}

/// Keeps the blocks of `cfg` that `reached` (a reverse postorder from the entry) holds, in
/// layout order; false when every block is reached (nothing changes).
fn keep_reached(func: &mut Function, cfg: &Cfg, reached: &[usize]) -> bool {
    // Every block is reachable iff the reverse postorder holds them all.
    if reached.len() == cfg.len() {
        return false;
    }
    let mut live = vec![false; cfg.len()];
    for &i in reached {
        live[i] = true;
    }
    let order: Vec<Block> = (0..cfg.len())
        .filter(|&i| live[i])
        .map(|i| cfg.blocks[i])
        .collect();
    rebuild_layout(func, &order);
    true
}

/// [`remove_unreachable_blocks`] with the CFG and dominator tree of `func` in `shared`
/// (the dominator tree's order is the reverse postorder); resets `shared` when it removes a
/// block.
pub fn remove_unreachable_blocks_shared(func: &mut Function, shared: &mut SharedCfg) {
    if func.layout.blocks().is_empty() {
        return;
    }
    let (cfg, dom) = shared.get(func);
    if keep_reached(func, cfg, &dom.order) {
        *shared = SharedCfg::default();
    }
}

/// The terminator of `block`.
pub fn terminator(func: &Function, block: Block) -> Inst {
    func.layout
        .last_inst(block)
        .expect("block has a terminator")
}

/// If every destination of the terminator `inst` is the same block, replaces it by a `jump`
/// whose arguments are selected by the branch condition. Returns whether it changed.
pub fn collapse_same_dest(func: &mut Function, inst: Inst) -> bool {
    // The usual case (destinations differ, or a jump) is decided without copying the
    // instruction.
    {
        let dests = func.dfg.insts[inst].branch_dests();
        if dests.len() < 2 || dests.iter().any(|d| d.block != dests[0].block) {
            return false;
        }
    }
    let data = func.dfg.insts[inst].clone();
    let dests = data.branch_dests();
    if dests.len() < 2 || dests.iter().any(|d| d.block != dests[0].block) {
        return false;
    }
    let target = dests[0].block;
    let n = dests[0].args.len();
    let mut c = Cursor::before(func, inst);
    let args: Vec<Value> = match &data {
        InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } => (0..n)
            .map(|k| {
                if then_dest.args[k] == else_dest.args[k] {
                    then_dest.args[k]
                } else {
                    c.select(*cond, then_dest.args[k], else_dest.args[k])
                }
            })
            .collect(),
        InstData::Switch {
            arg,
            default,
            cases,
        } => {
            let ty = c.ty(*arg);
            let mut cur: Vec<Value> = default.args.to_vec();
            for (k, d) in cases {
                let kv = c.iconst(ty, *k);
                let hit = c.icmp(IntCC::Eq, *arg, kv);
                for (j, a) in cur.iter_mut().enumerate() {
                    if *a != d.args[j] {
                        *a = c.select(hit, d.args[j], *a);
                    }
                }
            }
            cur
        }
        _ => return false,
    };
    func.dfg.insts[inst] = InstData::Jump {
        dest: BlockCall::new(target, &args),
    };
    true
}

/// Appends `v` to the arguments of every edge from `pred`'s terminator to `block`.
fn append_edge_arg(func: &mut Function, pred: Block, block: Block, v: Value) {
    let t = terminator(func, pred);
    for d in func.dfg.insts[t].branch_dests_mut() {
        if d.block == block {
            d.args.push(v);
        }
    }
}

/// The layout's blocks, copied (for a pass that edits the function while it walks them).
/// Inline up to a usual kernel's count: no allocation per pass.
pub type BlockList = SmallVec<[Block; 32]>;

/// [`BlockList`] of `func`'s layout.
pub fn blocks_of(func: &Function) -> BlockList {
    func.layout.blocks().into()
}

/// Removes parameters of non-entry blocks that are dead (used only as branch arguments
/// passed to dead parameters); returns whether it removed any.
pub fn remove_dead_params(func: &mut Function) -> bool {
    let entry = match func.entry_block() {
        Some(e) => e,
        None => return false,
    };
    // Only parameters of blocks other than the entry are ever removed: with none, there is
    // nothing to do (the usual straight-line or if-then kernel).
    if !has_non_entry_params(func) {
        return false;
    }
    // (The layout's blocks read in place until a parameter is removed.)
    let blocks = func.layout.blocks();
    // Dense by value number: the structurizer calls this after every rewrite. (Both inline
    // up to a kernel's usual size: no allocation for either.)
    let mut live: SmallVec<[bool; 512]> = smallvec::smallvec![false; func.dfg.values.len()];
    // Operands are live; only a live parameter makes more values live (its incoming
    // arguments), so only parameters wait on the work list.
    let mut work: SmallVec<[Value; 16]> = SmallVec::new();
    let mark = |v: Value, live: &mut [bool], work: &mut SmallVec<[Value; 16]>| {
        if !std::mem::replace(&mut live[v.index()], true)
            && matches!(func.dfg.value_def(v), ValueDef::Param(..))
        {
            work.push(v);
        }
    };
    for &b in blocks {
        for &i in func.layout.block_insts(b) {
            for &a in func.dfg.insts[i].args() {
                mark(a, &mut live, &mut work);
            }
        }
    }
    // Liveness only grows from here, and only parameters not live are removed: when every
    // parameter but the entry's is an operand already (the usual loop counters and
    // accumulators), nothing is removed, without the edges and the work list.
    let all_live = blocks
        .iter()
        .filter(|&&b| b != entry)
        .all(|&b| func.dfg.block_params(b).iter().all(|p| live[p.index()]));
    if all_live {
        return false;
    }
    // Edges into each block.
    let edges = incoming_edges(func);
    while let Some(v) = work.pop() {
        if let ValueDef::Param(b, idx) = func.dfg.value_def(v) {
            for &(t, k) in &edges[b.index()] {
                let a = dest_of(func, t, k).args[idx as usize];
                mark(a, &mut live, &mut work);
            }
        }
    }
    let mut removed = false;
    let blocks: Vec<Block> = blocks.to_vec();
    for &b in &blocks {
        if b == entry {
            continue;
        }
        // (Most blocks keep every parameter: no copy of their list.)
        if func.dfg.block_params(b).iter().all(|p| live[p.index()]) {
            continue;
        }
        let params: Vec<Value> = func.dfg.block_params(b).to_vec();
        for (idx, p) in params.iter().enumerate().rev() {
            if live[p.index()] {
                continue;
            }
            removed = true;
            func.dfg.remove_block_param(b, idx);
            for &(t, k) in &edges[b.index()] {
                dest_of_mut(func, t, k).args.remove(idx);
            }
        }
    }
    removed
}

/// The edges into each block, by block number: per edge the branching terminator and the
/// index of the destination among its destinations, in layout order of the branching
/// blocks, then in destination order. (Dense: the structurizer and the pipeline ask for it
/// per rewrite; a map of per-block vectors allocated and hashed per edge cost more than the
/// searches that use it.)
pub fn incoming_edges(func: &Function) -> Vec<SmallVec<[(Inst, usize); 2]>> {
    let mut edges: Vec<SmallVec<[(Inst, usize); 2]>> = Vec::with_capacity(func.dfg.blocks.len());
    edges.resize_with(func.dfg.blocks.len(), SmallVec::new);
    for &b in func.layout.blocks() {
        let Some(t) = func.layout.last_inst(b) else {
            continue;
        };
        let mut k = 0;
        func.dfg.insts[t].for_each_branch_dest(|d| {
            edges[d.block.index()].push((t, k));
            k += 1;
        });
    }
    edges
}

/// Destination `k` of the branch `t` (an edge of [`incoming_edges`]).
pub fn dest_of(func: &Function, t: Inst, k: usize) -> &BlockCall {
    func.dfg.insts[t]
        .branch_dest(k)
        .expect("an edge of incoming_edges")
}

/// [`dest_of`], mutable.
pub fn dest_of_mut(func: &mut Function, t: Inst, k: usize) -> &mut BlockCall {
    func.dfg.insts[t]
        .branch_dest_mut(k)
        .expect("an edge of incoming_edges")
}

/// Whether a block of the layout other than the entry has parameters.
pub fn has_non_entry_params(func: &Function) -> bool {
    func.layout
        .blocks()
        .iter()
        .skip(1)
        .any(|&b| !func.dfg.block_params(b).is_empty())
}

/// Where each value is defined: (block, position; params at position 0 before instructions).
fn def_sites(func: &Function) -> HashMap<Value, (Block, isize)> {
    let mut m = HashMap::default();
    for &b in func.layout.blocks() {
        for &p in func.dfg.block_params(b) {
            m.insert(p, (b, -1));
        }
        for (k, &i) in func.layout.block_insts(b).iter().enumerate() {
            for &r in func.dfg.inst_results(i) {
                m.insert(r, (b, k as isize));
            }
        }
    }
    m
}

/// Restores SSA dominance (see the module documentation).
pub fn ssa_repair(func: &mut Function) {
    let cfg = Cfg::new(func);
    let dom = cfg.dominators();
    let defs = def_sites(func);
    // Violating uses: (value, use block index, inst).
    let mut bad: Vec<(Value, usize, Inst)> = Vec::new();
    for (bi, &b) in cfg.blocks.iter().enumerate() {
        for (k, &i) in func.layout.block_insts(b).iter().enumerate() {
            func.dfg.insts[i].for_each_value(|v| {
                let Some(&(db, dpos)) = defs.get(&v) else {
                    return;
                };
                let ok = if db == b {
                    dpos < k as isize
                } else {
                    dom.dominates(cfg.idx(db), bi)
                };
                if !ok {
                    bad.push((v, bi, i));
                }
            });
        }
    }
    if bad.is_empty() {
        return;
    }
    let mut by_value: HashMap<Value, Vec<(usize, Inst)>> = HashMap::default();
    let mut order: Vec<Value> = Vec::new();
    for (v, bi, i) in bad {
        let e = by_value.entry(v).or_default();
        if e.is_empty() {
            order.push(v);
        }
        e.push((bi, i));
    }
    for v in order {
        let (db, dpos) = defs[&v];
        let d = cfg.idx(db);
        let ty = func.dfg.value_type(v);
        let mut st = Repair {
            cfg: &cfg,
            v,
            d,
            is_param: dpos < 0,
            ty,
            cache: HashMap::default(),
        };
        for &(bi, i) in &by_value[&v] {
            let w = st.at_entry(func, bi);
            func.dfg.insts[i].map_values(|x| if x == v { w } else { x });
        }
    }
}

struct Repair<'c> {
    cfg: &'c Cfg,
    v: Value,
    d: usize,
    is_param: bool,
    ty: Type,
    cache: HashMap<usize, Value>,
}

impl Repair<'_> {
    fn at_end(&mut self, func: &mut Function, b: usize) -> Value {
        if b == self.d {
            self.v
        } else {
            self.at_entry(func, b)
        }
    }

    fn at_entry(&mut self, func: &mut Function, b: usize) -> Value {
        if b == self.d && self.is_param {
            return self.v;
        }
        if let Some(&w) = self.cache.get(&b) {
            return w;
        }
        let preds: SmallVec<[usize; 4]> = SmallVec::from_slice(&self.cfg.preds[b]);
        let w = if preds.is_empty() {
            entry_zero(func, self.ty)
        } else if preds.len() == 1 && preds[0] != b {
            self.at_end(func, preds[0])
        } else {
            let block = self.cfg.blocks[b];
            let p = func.dfg.append_block_param(block, self.ty);
            self.cache.insert(b, p);
            for &q in &preds {
                let a = self.at_end(func, q);
                append_edge_arg(func, self.cfg.blocks[q], block, a);
            }
            p
        };
        self.cache.insert(b, w);
        w
    }
}

/// Places the detached instruction `ni` right before (or, with `after`, right after) the
/// placed instruction `at`, with source location `loc` (passes that rewrite calls and
/// signatures: `crate::sret`, `crate::narrow_abi`).
pub fn place_next_to(f: &mut Function, at: Inst, after: bool, ni: Inst, loc: SrcLoc) {
    let b = f.layout.inst_block(at).expect("placed instruction");
    let k = f
        .layout
        .block_insts(b)
        .iter()
        .position(|&i| i == at)
        .expect("instruction in its block");
    f.layout.insert_inst(ni, b, k + usize::from(after));
    set_inst_loc(f, ni, loc);
}

/// Records `loc` as the source location of the new instruction `inst`. New instructions
/// come in number order, one past the table's end: it grows by half its length at least (a
/// `SecondaryMap` written past its end resizes its vector to exactly that index, for every
/// new instruction). The entries it adds past `inst` hold the default location, which is
/// what reading them returned before: every reader of the table asks for one instruction's
/// location, by index or by `get` taking a missing entry as the default (unknown) location;
/// none iterates over it.
pub fn set_inst_loc(f: &mut Function, inst: Inst, loc: SrcLoc) {
    let m = &mut f.srcmap.insts;
    let len = m.as_values_slice().len();
    if inst.index() >= len {
        m.resize((inst.index() + 1).max(len + len / 2));
    }
    m[inst] = loc;
}

/// What the placed instructions of a function contain: which operations, and whether some
/// value may be a `flat` pointer. Several passes act only on particular
/// operations (divisions, float expansions, casts, atomics) and find nothing in most
/// kernels, each after a walk of its own over the whole function: one walk computed here
/// answers for them all (`crate::pipeline`), as long as nothing changed the function since.
pub struct Contents {
    /// One bit per [`Opcode`] present.
    ops: [u64; 4],
    /// Some value of the data-flow graph (placed or not: a plain scan of the value table)
    /// has type `ptr.flat`.
    pub flat: bool,
}

const _: () = assert!(Opcode::ALL.len() <= 256);

impl Contents {
    pub fn of(func: &Function) -> Contents {
        let mut ops = [0u64; 4];
        for &b in func.layout.blocks() {
            for &i in func.layout.block_insts(b) {
                let op = func.dfg.insts[i].opcode() as usize;
                ops[op / 64] |= 1 << (op % 64);
            }
        }
        let flat = func
            .dfg
            .values
            .values()
            .any(|d| matches!(d.ty, Type::Ptr(gfxc_ir::AddrSpace::Flat)));
        Contents { ops, flat }
    }

    /// Whether some placed instruction is one of `ops`.
    pub fn has_any(&self, ops: &[Opcode]) -> bool {
        ops.iter()
            .any(|&op| self.ops[op as usize / 64] & (1 << (op as usize % 64)) != 0)
    }
}

/// Whether some branch of `f` goes to its own block or to one placed before it: without
/// one, every edge goes forward in the layout and the control-flow graph has no cycle.
pub fn has_backward_branch(f: &Function) -> bool {
    let mut placed = vec![false; f.dfg.blocks.len()];
    let mut backward = false;
    for &b in f.layout.blocks() {
        if let Some(x) = placed.get_mut(b.index()) {
            *x = true;
        }
        if let Some(t) = f.layout.last_inst(b) {
            f.dfg.insts[t].for_each_branch_dest(|d| {
                backward |= placed.get(d.block.index()).copied().unwrap_or(false);
            });
        }
    }
    backward
}

/// Every placed instruction of `f`, in layout order (a snapshot: passes that rewrite calls
/// and signatures walk it while inserting).
pub fn insts_of(f: &Function) -> Vec<Inst> {
    // Sized once (the layout holds at most every instruction made), where collecting the
    // blocks' lists grows the vector by reallocation several times.
    let mut v = Vec::with_capacity(f.dfg.insts.len());
    for &b in f.layout.blocks() {
        v.extend_from_slice(f.layout.block_insts(b));
    }
    v
}

/// `opcode arg` of type `ty`, a new instruction right before (`after`: right after) `at`,
/// with `at`'s source location; returns its result.
pub fn conv_next_to(
    f: &mut Function,
    at: Inst,
    after: bool,
    opcode: Opcode,
    ty: Type,
    arg: Value,
) -> Value {
    let loc = f.inst_loc(at);
    let ni = f.dfg.make_inst(InstData::Unary { opcode, arg }, &[ty]);
    place_next_to(f, at, after, ni, loc);
    f.dfg.inst_results(ni)[0]
}

/// Whether `f` has a whole-wave or whole-quad terminal (`gfxc_ir::wwm`): its regions are
/// defined by the IR's shape inside a block (the pure instructions a terminal reads there), so
/// passes that redirect uses across blocks leave such functions alone.
pub fn has_whole_mode_regions(f: &Function) -> bool {
    f.dfg.insts.values().any(|d| match d {
        gfxc_ir::InstData::Intrinsic { name, .. } => gfxc_ir::wwm::terminal_mode(name).is_some(),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::index_in;
    use gfxc_ir::Inst;

    /// The grouped scan answers as `position` for every length around the group size, every
    /// index, and an instruction that is absent.
    #[test]
    fn index_in_equals_position() {
        for n in 0..70u32 {
            let insts: Vec<Inst> = (0..n).map(|k| Inst::from_u32(3 * k + 1)).collect();
            for q in 0..3 * n + 3 {
                let inst = Inst::from_u32(q);
                assert_eq!(
                    index_in(&insts, inst),
                    insts.iter().position(|&i| i == inst),
                    "length {n}, instruction {q}"
                );
            }
        }
    }
}
