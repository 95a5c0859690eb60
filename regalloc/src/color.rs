//! Packing regalloc2's class registers onto one shared physical file, one *web* at a time.
//!
//! regalloc2 allocates each class over its own 64 names ("nodes": class × `hw_enc`). This
//! pass computes, from regalloc2's output (operand allocations and inserted moves), where each
//! node is live on the view's CFG and splits every node into its **webs**: the maximal sets of
//! definitions (operand defs, move destinations) and uses connected through the uses they
//! reach. A web holds one value (several definitions only where regalloc2 merges the values
//! of a block parameter), so it has one width: that of the virtual registers it holds (moves
//! carry the width of the web they copy from or to). The interference graph between webs of
//! *all* classes and widths is then coloured onto the physical file: every web gets an
//! aligned base so that two webs live at the same point never overlap. Widths therefore share
//! the file, a name that held a 64-bit address and later a float is two registers only while
//! it holds the address, and the webs of one name may land in different registers.
//!
//! Guarantees: renaming every operand and move end to its web's base preserves the program
//! (interfering webs are disjoint; all definitions and uses of a web see one base); a def
//! interferes with everything live after it, early defs also with the uses of their
//! instruction, late defs with uses of another width (no partial overlap of a result with an
//! operand) and, in lane-wise groups, with every use of another web (only the exact reuse
//! regalloc2 chose remains); a move's destination does not interfere with its source (they
//! may coalesce, and the colouring prefers to give them one base). Webs of fixed inputs keep
//! their registers. A two-address def (regalloc2's `Reuse`) is in the web of the input it
//! reuses, so both have one base. Registers an inline asm writes besides its operands
//! (`View::phys_clobbers`: clobbers, fixed registers) are avoided by every web live at, read
//! or written by that instruction, and count as used (`top`); a fixed input live there is an
//! `unsupported:` error. The result never exceeds `limit` or the call fails with the size it
//! needed.

mod sets;

use crate::classes::CLASS_REGS;
use crate::paint::{clique_floor, CliqueBufs, Groups, Order, Paint, PaintBufs, Webs};
use crate::view::{ci, View};
use gfxc_ir::StageError;
use gfxc_mir::{Kind, MFunction, MOp, Pseudo};
use regalloc2::{
    Allocation, Edit, Inst, InstPosition, OperandConstraint, OperandKind, OperandPos, Output,
};

use sets::{live_out_into, BitsIter, LiveNear, Words};

/// Number of register nodes (3 classes × 64); spill slot `k` is node `NODES + k`.
pub const NODES: usize = 3 * CLASS_REGS;
pub(crate) const NONE: u32 = u32::MAX;

/// Node of an allocation: a register's class × `hw_enc`, or `NODES` + a spill slot.
/// A short list of webs (neighbours, group members): inline up to 4, one allocation per web
/// otherwise.
pub(crate) type List = smallvec::SmallVec<[u32; 4]>;

fn loc_node(a: Allocation) -> Option<usize> {
    match a.as_stack() {
        Some(s) => Some(NODES + s.index()),
        None => node(a),
    }
}

/// Node of a register allocation.
pub fn node(a: Allocation) -> Option<usize> {
    a.as_reg().map(|p| ci(p.class()) * CLASS_REGS + p.hw_enc())
}

/// The node of every operand allocation and edit end of a run, decoded once ([`loc_node`];
/// `NONE`: neither register nor spill slot): [`color`]'s walks over the program read them
/// several times each.
#[derive(Clone, Copy)]
struct Nodes<'a> {
    /// Indexed like `Output::allocs`.
    op: &'a [u32],
    /// (from, to), indexed like `Output::edits`.
    edit: &'a [[u32; 2]],
}

impl<'a> Nodes<'a> {
    /// Decodes the nodes of `out` into `op` and `edit`, and marks in `used` (a word per
    /// class: `CLASS_REGS` nodes each) the register nodes of every operand and edit end (in
    /// the same walk; `NONE` and spill slots are beyond `NODES`).
    fn decode(
        out: &Output,
        op: &'a mut Vec<u32>,
        edit: &'a mut Vec<[u32; 2]>,
        used: &mut [u64; 3],
    ) -> Nodes<'a> {
        const _: () = assert!(CLASS_REGS == 64 && NODES == 3 * 64);
        let mut enc = |a: Allocation| {
            let n = loc_node(a).map_or(NONE, |n| n as u32);
            if (n as usize) < NODES {
                used[n as usize / 64] |= 1 << (n % 64);
            }
            n
        };
        op.clear();
        op.extend(out.allocs.iter().map(|&a| enc(a)));
        edit.clear();
        edit.extend(
            out.edits
                .iter()
                .map(|(_, Edit::Move { from, to })| [enc(*from), enc(*to)]),
        );
        Nodes { op, edit }
    }
    /// The nodes of instruction `k`'s operands (`n` of them, as its allocations).
    fn inst(self, out: &Output, k: usize, n: usize) -> &'a [u32] {
        let off = out.inst_alloc_offsets[k] as usize;
        &self.op[off..off + n]
    }
}

/// A decoded node ([`Nodes`]): `loc_node` of the allocation.
fn at(x: u32) -> Option<usize> {
    (x != NONE).then_some(x as usize)
}

/// A decoded node if it is a register's: `node` of the allocation.
fn reg_at(x: u32) -> Option<usize> {
    at(x).filter(|&n| n < NODES)
}

/// The packing of one file.
#[derive(Clone, Debug)]
pub struct Coloring {
    /// Base register of each operand allocation (indexed like `Output::allocs`; `u16::MAX`:
    /// not a register).
    pub op_base: Vec<u16>,
    /// Where the two ends (from, to) of each edit are (indexed like `Output::edits`).
    pub edit_regs: Vec<[Option<End>; 2]>,
    /// Highest register used + 1.
    pub top: u32,
    /// Nodes used per class.
    pub used: [usize; 3],
    /// Number of webs coloured.
    pub webs: usize,
    /// Dwords of spill slots left in memory (`End::Mem` offsets are below this).
    pub mem_slots: u32,
    /// Interference edges built (each counted from both ends): the pass's work, linear in
    /// the program size ([`slot_edge_budget`]).
    pub edges: usize,
    /// Spill-slot webs kept in memory without trying registers (too long-lived to pay for
    /// their interference).
    pub far_slots: usize,
}

/// Interference edges the spill-slot webs may bring, for a run with `points` program
/// points: a slot web's edges are the definitions during its life (and what is live at its
/// own definition). Thousands of slots live across a long program (a file far over its
/// budget) would make the graph quadratic; beyond this budget the costliest slot webs stay in
/// memory without edges, so the graph stays linear in the program.
pub fn slot_edge_budget(points: usize) -> u64 {
    4096 + 32 * points as u64
}

thread_local! {
    /// Interference edges built by every [`color`] call of this thread (the pass's work;
    /// [`crate::allocate_calling`] reports it per allocation in `Stats::interference_edges`).
    pub(crate) static EDGES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// One end of a regalloc2 edit after colouring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// A register tuple: base and width.
    Reg(u16, u8),
    /// A spill slot in memory: dword offset among the memory slots.
    Mem(u32),
}

/// Alignment of a tuple: SGPR pairs even, wider SGPR tuples 4; VGPR/AGPR tuples even when
/// the target needs aligned tuples (gfx90a/gfx942), else 1.
pub fn align(sgpr: bool, aligned_vector: bool, width: u8) -> u16 {
    match (sgpr, width) {
        (_, 1) => 1,
        (true, 2) => 2,
        (true, _) => 4,
        (false, _) if aligned_vector => 2,
        _ => 1,
    }
}

/// `v` as `n` copies of `x`, in its own memory.
pub(crate) fn refill<T: Clone>(v: &mut Vec<T>, n: usize, x: T) -> &mut Vec<T> {
    v.clear();
    v.resize(n, x);
    v
}

/// `v` as `n` empty lists, each keeping the memory it had (lists beyond `n` are dropped).
/// (New lists made in place: not cloned from an empty one, element by element.)
pub(crate) fn relist<T: Default>(v: &mut Vec<T>, n: usize, clear: fn(&mut T)) -> &mut Vec<T> {
    v.truncate(n);
    v.iter_mut().for_each(clear);
    v.resize_with(n, T::default);
    v
}

/// The first `n` lists of `v`, empty, each keeping the memory it had; lists beyond `n` are
/// kept with their memory too (unread): the runs of a compile alternate between register
/// files of different sizes, and dropping the lists a smaller run does not use made the next
/// larger run grow them again, edge by edge.
fn lists<T: Default>(v: &mut Vec<T>, n: usize, clear: fn(&mut T)) -> &mut [T] {
    if v.len() < n {
        v.resize_with(n, T::default);
    }
    let v = &mut v[..n];
    v.iter_mut().for_each(clear);
    v
}

/// The working memory of [`color`], kept between calls (`crate::Scratch`: a colouring per
/// register file and budget round, and a compile per kernel on the thread). Every buffer is
/// cleared and sized where it is used, so the results do not depend on what it held; only
/// the allocations are saved.
#[derive(Default)]
pub struct Bufs {
    edit_start: Vec<u32>,
    /// Liveness words per block, and gen and kill words per block ([`color`]'s fixpoint).
    flat: (Vec<u64>, Vec<u64>),
    /// The blocks the fixpoint updates again.
    dirty: Vec<bool>,
    uf: Vec<u32>,
    /// Live-in nodes of each block and their elements: `entry[entry_at[b]..entry_at[b + 1]]`.
    entry: Vec<(usize, u32)>,
    entry_at: Vec<u32>,
    start: Vec<u32>,
    op_web: Vec<u32>,
    edit_web: Vec<[u32; 2]>,
    cur: Vec<u32>,
    web_of: Vec<u32>,
    first: Vec<u32>,
    width: Vec<u8>,
    class: Vec<u8>,
    slot: Vec<u32>,
    same: Vec<u32>,
    gw: Vec<u8>,
    gclass: Vec<u8>,
    far: FarBufs,
    adj: Vec<List>,
    curw: Vec<u32>,
    /// The live and near words of the block the interference walk is in ([`LiveNear`]).
    live_words: Vec<u64>,
    forbid: Vec<Vec<(u16, u16)>>,
    call_forbid: Vec<Vec<(u16, u16)>>,
    exact: Vec<(u32, u32)>,
    defs: Vec<(u32, bool)>,
    uses: Vec<u32>,
    whole_webs: Vec<u32>,
    pinned: Vec<u16>,
    moves: Vec<(u32, u32)>,
    exact_of: Vec<List>,
    clique: CliqueBufs,
    groups: [Groups; 2],
    paint: PaintBufs,
    slot_w: Vec<u8>,
    in_mem: Vec<bool>,
    mem_off: Vec<u32>,
    /// The vectors of colourings given back ([`Bufs::recycle`]).
    spare: Vec<ColoringVecs>,
    /// [`Nodes`]' vectors.
    op_node: Vec<u32>,
    edit_node: Vec<[u32; 2]>,
}

/// The vectors of a [`Coloring`]: `op_base`, `edit_regs`.
type ColoringVecs = (Vec<u16>, Vec<[Option<End>; 2]>);

/// The working memory of [`far_slots`] (`far`: its result).
#[derive(Default)]
struct FarBufs {
    far: Vec<bool>,
    cost: Vec<u64>,
    opened: Vec<u64>,
    curw: Vec<u32>,
    slots: Vec<usize>,
    /// The live words of the block being walked.
    live: Vec<u64>,
}

impl Bufs {
    /// Keeps the memory of a colouring that is no longer needed for the next one.
    pub fn recycle(&mut self, c: Coloring) {
        if self.spare.len() < 4 {
            self.spare.push((c.op_base, c.edit_regs));
        }
    }
}

/// Union-find over web elements (in a buffer of [`Bufs`]). An element's parent is never
/// above it, and a set's root is its lowest element (`union` points the higher root at the
/// lower; `find` halves paths towards the root): [`color`] numbers the webs by that.
pub(crate) struct Uf<'a>(&'a mut Vec<u32>);

impl Uf<'_> {
    /// The identity over `n` elements.
    pub(crate) fn identity(v: &mut Vec<u32>, n: usize) -> Uf<'_> {
        v.clear();
        v.extend(0..n as u32);
        Uf(v)
    }
    pub(crate) fn add(&mut self) -> u32 {
        self.0.push(self.0.len() as u32);
        self.0.len() as u32 - 1
    }
    pub(crate) fn find(&mut self, mut x: u32) -> u32 {
        while self.0[x as usize] != x {
            let p = self.0[self.0[x as usize] as usize];
            self.0[x as usize] = p;
            x = p;
        }
        x
    }
    pub(crate) fn union(&mut self, a: u32, b: u32) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.0[a.max(b) as usize] = a.min(b);
        }
    }
}

/// The edits of each program point: `edits[start[p]..start[p + 1]]`, with `p = 2 × inst +
/// (after)`.
fn edit_ranges(view: &View, out: &Output, start: &mut Vec<u32>) -> Result<(), StageError> {
    let np = 2 * view.insts.len();
    refill(start, np + 1, 0);
    let mut last = 0usize;
    for (pp, _) in &out.edits {
        let p = 2 * pp.inst().index() + (pp.pos() == InstPosition::After) as usize;
        if p < last || p >= np {
            return Err(internal!("internal: regalloc2 edits out of order"));
        }
        last = p;
        start[p + 1] += 1;
    }
    // (Without edits every count is zero, and so is every sum.)
    if !out.edits.is_empty() {
        for p in 0..np {
            start[p + 1] += start[p];
        }
    }
    Ok(())
}

/// Per-block use-before-def (`gen`) and def (`kill`) sets of nodes, into words that are
/// zero on entry.
fn block_summary(
    view: &View,
    out: &Output,
    nodes: Nodes,
    ed: &[u32],
    b: usize,
    gen: &mut [u64],
    kill: &mut [u64],
) {
    let set = |w: &mut [u64], i: usize| w[i / 64] |= 1 << (i % 64);
    let clr = |w: &mut [u64], i: usize| w[i / 64] &= !(1 << (i % 64));
    // The edits of point `p`, last first.
    let edits = |gen: &mut [u64], kill: &mut [u64], p: usize| {
        for &[from, to] in nodes.edit[ed[p] as usize..ed[p + 1] as usize].iter().rev() {
            if let Some(t) = at(to) {
                clr(gen, t);
                set(kill, t);
            }
            if let Some(f) = at(from) {
                set(gen, f);
            }
        }
    };
    let (a, e) = view.ranges[b];
    // Whether the block has edits at all (most have none).
    let any = ed[2 * a as usize] != ed[2 * e as usize];
    // Backward: the edits after instruction `k`, its operands, the edits before it.
    for k in (a as usize..e as usize).rev() {
        if any {
            edits(gen, kill, 2 * k + 1);
        }
        let ops = &view.insts[k].ops;
        let ns = nodes.inst(out, k, ops.len());
        // Its defs, then its uses: the operands last first (the uses come first,
        // `View::new_in`).
        for (op, &n) in ops.iter().zip(ns).rev() {
            let Some(n) = at(n) else { continue };
            match op.kind() {
                OperandKind::Def => {
                    clr(gen, n);
                    set(kill, n);
                }
                OperandKind::Use => set(gen, n),
            }
        }
        if any {
            edits(gen, kill, 2 * k);
        }
    }
}

/// A new web element, starting at program point `p` (`start`: the point of each element).
#[inline(always)]
fn element(uf: &mut Uf, start: &mut Vec<u32>, p: usize) -> u32 {
    start.push(p as u32);
    uf.add()
}

/// The edits of program point `p` (`edit_web[ed[p]..ed[p + 1]]`, [`edit_webs`]; `any`:
/// whether the block has edits at all).
/// (Inline: called at every point, and most points have no edit.)
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn point_webs(
    uf: &mut Uf,
    cur: &mut [u32],
    edit_web: &mut [[u32; 2]],
    ends: &[[u32; 2]],
    (ed, any): (&[u32], bool),
    start: &mut Vec<u32>,
    p: usize,
) {
    if any {
        let range = ed[p] as usize..ed[p + 1] as usize;
        edit_webs(
            uf,
            cur,
            &mut edit_web[range.clone()],
            &ends[range],
            start,
            p,
        );
    }
}

/// The web elements of the edits of point `p` (`ends`: their nodes, `webs`: their
/// elements), in order: a source reads the element that reaches its node (one of its own
/// when none does), a destination starts an element (at `p`).
fn edit_webs(
    uf: &mut Uf,
    cur: &mut [u32],
    webs: &mut [[u32; 2]],
    ends: &[[u32; 2]],
    start: &mut Vec<u32>,
    p: usize,
) {
    for (ew, &[from, to]) in webs.iter_mut().zip(ends) {
        if let Some(n) = at(from) {
            if cur[n] == NONE {
                // (Not reached: see the operands' reads in `color`.)
                debug_assert!(false, "a move from a node that is not live in");
                cur[n] = element(uf, start, p);
            }
            ew[0] = cur[n];
        }
        if let Some(n) = at(to) {
            cur[n] = element(uf, start, p);
            ew[1] = cur[n];
        }
    }
}

/// Colour the webs of one run onto `[0, limit)`: register webs must fit, spill-slot webs
/// take registers left free under `limit` (their spills and reloads become moves) and go to
/// memory otherwise. `pre` pins the nodes of fixed inputs to bases (their entry webs keep
/// them). On failure, returns the number of registers the greedy colouring needed.
pub fn color(
    f: &MFunction,
    view: &View,
    out: &Output,
    pre: &[(usize, u16)],
    align_of: &dyn Fn(u8) -> u16,
    limit: u32,
    bufs: &mut Bufs,
) -> Result<Result<Coloring, (u32, Coloring)>, StageError> {
    let Bufs {
        edit_start,
        flat,
        dirty,
        uf,
        entry,
        entry_at,
        start,
        op_web,
        edit_web,
        cur,
        web_of,
        first,
        width,
        class,
        slot,
        same,
        gw,
        gclass,
        far: far_bufs,
        adj,
        curw,
        live_words,
        forbid,
        call_forbid,
        exact,
        defs,
        uses,
        whole_webs,
        pinned,
        moves,
        exact_of,
        clique,
        groups,
        paint,
        slot_w,
        in_mem,
        mem_off,
        spare,
        op_node,
        edit_node,
    } = bufs;
    edit_ranges(view, out, edit_start)?;
    // (The walks below take an instruction's operands as its uses, then its defs.)
    debug_assert!(view.insts.iter().all(|vi| vi
        .ops
        .windows(2)
        .all(|w| !(w[0].kind() == OperandKind::Def && w[1].kind() == OperandKind::Use))));
    // The register nodes of every operand and edit end (each view instruction is in a
    // block's range, and its operands' nodes and the edits of its points are these).
    let mut used_nodes = [0u64; 3];
    let nodes = Nodes::decode(out, op_node, edit_node, &mut used_nodes);
    let ed: &[u32] = edit_start;
    let nb = view.blocks.len();
    let nall = out.allocs.len();
    let nn = NODES + out.num_spillslots;
    // Node liveness on the view's CFG, on flat words: block `b`'s live-in nodes are
    // `lw[b * words..(b + 1) * words]` (gen and kill likewise): the least fixpoint, whatever
    // the order of the updates.
    let words = nn.div_ceil(64);
    let (lw, gk) = flat;
    refill(lw, nb * words, 0u64);
    refill(gk, 2 * nb * words, 0u64);
    for (b, gk) in gk.chunks_exact_mut(2 * words).enumerate() {
        let (gen, kill) = gk.split_at_mut(words);
        block_summary(view, out, nodes, ed, b, gen, kill);
    }
    // Block `b`'s live-in from its successors' (`true`: it changed).
    let update = |lw: &mut [u64], b: usize| -> bool {
        let (g, k) = gk[2 * b * words..2 * (b + 1) * words].split_at(words);
        let mut changed = false;
        for w in 0..words {
            let mut x = 0u64;
            for s in &view.succs[b] {
                x |= lw[s.index() * words + w];
            }
            let x = g[w] | (x & !k[w]);
            if x != lw[b * words + w] {
                lw[b * words + w] = x;
                changed = true;
            }
        }
        changed
    };
    // Rounds in reverse block order over the blocks whose successors' live-ins changed since
    // they were last updated (every block at first): a block none of whose successors
    // changed would compute the same words again.
    let dirty = refill(dirty, nb, true);
    let mut again = true;
    while again {
        again = false;
        for b in (0..nb).rev() {
            if !std::mem::take(&mut dirty[b]) || !update(lw, b) {
                continue;
            }
            for p in &view.preds[b] {
                dirty[p.index()] = true;
                // (A predecessor later in the order waits for the next round.)
                again |= p.index() >= b;
            }
        }
    }
    // The fixpoint: a full round changes nothing.
    debug_assert!((0..nb).all(|b| !update(lw, b)));
    let live_in: &[u64] = lw;
    let live_in_of = |b: usize| &live_in[b * words..(b + 1) * words];

    // Webs, forward: every definition starts an element, every live-in node of a block has
    // one; a use joins the element that reaches it, a block end joins its successors'.
    uf.clear();
    let mut uf = Uf(uf);
    entry.clear();
    entry_at.clear();
    // Program point where each element starts (block entry: the block's first point).
    start.clear();
    for b in 0..nb {
        entry_at.push(entry.len() as u32);
        for n in BitsIter::of(live_in_of(b)) {
            let x = uf.add();
            entry.push((n, x));
            start.push(2 * view.ranges[b].0);
        }
    }
    entry_at.push(entry.len() as u32);
    let (entry, entry_at): (&[(usize, u32)], &[u32]) = (entry, entry_at);
    let entry_in = |b: usize| &entry[entry_at[b] as usize..entry_at[b + 1] as usize];
    let entry_of = |b: usize, n: usize| -> u32 {
        let e = entry_in(b);
        e.binary_search_by_key(&n, |e| e.0)
            .map(|i| e[i].1)
            .unwrap_or(NONE)
    };
    let op_web = refill(op_web, nall, NONE);
    let edit_web = refill(edit_web, out.edits.len(), [NONE; 2]);
    let cur = refill(cur, nn, NONE);
    for b in 0..nb {
        // (Not reset between blocks: every node the walk reads in a block was written in it
        // first, by the block's entry or an earlier definition. A read of node `n` not
        // preceded in the block by a definition of `n` puts `n` in the block's `gen`, so `n`
        // is live in and has an entry element; a successor's live-in node is live out, so it
        // is defined in the block or live in. The walk sees the operands and edits the
        // liveness did. Debug builds reset and check it.)
        if cfg!(debug_assertions) {
            cur.fill(NONE);
        }
        for &(n, x) in entry_in(b) {
            cur[n] = x;
        }
        let (a, e) = view.ranges[b];
        // Whether the block has edits at all (most have none).
        let any = ed[2 * a as usize] != ed[2 * e as usize];
        // Each point in turn: the edits before instruction `k` (point 2k), then its operands
        // and the edits after it (point 2k + 1); the elements a point makes start there
        // (those of the operands at 2k + 1).
        for k in a as usize..e as usize {
            point_webs(&mut uf, cur, edit_web, nodes.edit, (ed, any), start, 2 * k);
            let ops = &view.insts[k].ops;
            let off = out.inst_alloc_offsets[k] as usize;
            let ns = nodes.inst(out, k, ops.len());
            // The uses, then the defs: the operands in order (the uses come first,
            // `View::new_in`).
            for (j, (op, &n)) in ops.iter().zip(ns).enumerate() {
                let Some(n) = at(n) else { continue };
                if op.kind() == OperandKind::Use {
                    if cur[n] == NONE {
                        // Read without a reaching definition (undefined on this path): a
                        // web of its own. (Not reached: such a node is live into the
                        // entry block, whose entry element reaches the read.)
                        debug_assert!(false, "a read of a node that is not live in");
                        cur[n] = element(&mut uf, start, 2 * k + 1);
                    }
                    op_web[off + j] = cur[n];
                } else {
                    if let OperandConstraint::Reuse(u) = op.constraint() {
                        // A two-address def continues the web of the input it reuses
                        // (regalloc2 gave both one node): one value's register before the
                        // instruction, the result's after, one base.
                        let x = op_web[off + u];
                        if x == NONE || at(ns[u]) != Some(n) {
                            return Err(internal!("internal: a reused input in another register"));
                        }
                        cur[n] = x;
                        op_web[off + j] = x;
                        continue;
                    }
                    cur[n] = element(&mut uf, start, 2 * k + 1);
                    op_web[off + j] = cur[n];
                }
            }
            point_webs(
                &mut uf,
                cur,
                edit_web,
                nodes.edit,
                (ed, any),
                start,
                2 * k + 1,
            );
        }
        for s in &view.succs[b] {
            let s = s.index();
            for &(n, x) in entry_in(s) {
                if cur[n] == NONE {
                    return Err(internal!("internal: live-in node without a definition"));
                }
                uf.union(cur[n], x);
            }
        }
    }
    // Compact the roots to web numbers.
    // (In the same walk: each web's first point, the earliest start of its elements.)
    let web_of = refill(web_of, uf.0.len(), NONE);
    debug_assert_eq!(start.len(), uf.0.len());
    first.clear();
    // An element's parent is never above it and a root is the lowest element of its set
    // (`Uf::union` points the higher root at the lower, `Uf::find` halves paths towards the
    // root): in ascending order each set's root comes first and numbers the web, and every
    // other element takes its parent's number, already known.
    for x in 0..uf.0.len() {
        let p = uf.0[x] as usize;
        debug_assert!(p <= x);
        let w = if p == x {
            first.push(u32::MAX);
            first.len() as u32 - 1
        } else {
            web_of[p]
        };
        web_of[x] = w;
        first[w as usize] = first[w as usize].min(start[x]);
    }
    debug_assert!((0..uf.0.len() as u32).all(|x| web_of[x as usize] == web_of[uf.find(x) as usize]));
    let nweb = first.len();
    let first: &[u32] = first;
    let web_of: &[u32] = web_of;
    let wid = |x: u32| web_of[x as usize];
    for ew in edit_web.iter_mut() {
        for w in ew.iter_mut() {
            if *w != NONE {
                *w = wid(*w);
            }
        }
    }
    // Widths: the virtual registers of a web's operands; a move's two ends hold one value.
    // Which webs are spill slots, and each web's class. (The operands' elements become web
    // numbers in the same walk: the instructions' operands are all the allocations.)
    // (One flat walk: `op_web`, the decoded nodes and `View::op_width` are all indexed like
    // `Output::allocs`, every instruction's operands in order.)
    debug_assert_eq!(
        view.insts.iter().map(|vi| vi.ops.len()).sum::<usize>(),
        op_web.len()
    );
    debug_assert_eq!(view.op_width.len(), op_web.len());
    debug_assert!(view.insts.iter().enumerate().all(|(k, vi)| {
        let off = out.inst_alloc_offsets[k] as usize;
        vi.vregs
            .iter()
            .enumerate()
            .all(|(j, vr)| f.info(*vr).width == view.op_width[off + j])
    }));
    let width = refill(width, nweb, 0u8);
    let class = refill(class, nweb, 0u8);
    let slot = refill(slot, nweb, NONE);
    for ((w, &n), &vw) in op_web.iter_mut().zip(nodes.op).zip(&view.op_width) {
        if *w == NONE {
            continue;
        }
        *w = wid(*w);
        if let Some(n) = reg_at(n) {
            let w = *w as usize;
            width[w] = width[w].max(vw);
            class[w] = (n / CLASS_REGS) as u8;
        }
    }
    if out.edits.is_empty() {
        // Without moves every web is its own value and no web is a spill slot's: the
        // widths below are the webs' own (their class's where no operand gave one).
        for (w, wd) in width.iter_mut().enumerate() {
            if *wd == 0 {
                *wd = view.class_width[class[w] as usize].max(1);
            }
        }
    } else {
        same_widths(view, out, edit_web, (width, class, slot), same, gw, gclass);
    }

    // Which spill-slot webs get registers tried: each costs the definitions made during its
    // life (every one is an edge to it). Counted in one backward walk: a node's web opens
    // when it becomes live and closes when it dies, and the definitions between are the
    // difference of a running count.
    let op_web: &[u32] = op_web;
    let edit_web: &[[u32; 2]] = edit_web;
    let (width, slot): (&[u8], &[u32]) = (width, slot);
    far_slots(
        view,
        out,
        ed,
        (live_in, words),
        (edit_web, op_web),
        slot,
        &|b, n| entry_of(b, n),
        &|x| wid(x),
        far_bufs,
    )?;
    let far: &[bool] = &far_bufs.far;
    let nfar = far.iter().filter(|&&x| x).count();

    // Interference between webs, backward.
    let adj = lists(adj, nweb, List::clear);
    let edge = |adj: &mut [List], a: u32, b: u32| {
        if a != b {
            adj[a as usize].push(b);
            adj[b as usize].push(a);
        }
    };
    let curw = refill(curw, nn, NONE);
    let forbid = lists(forbid, nweb, Vec::clear);
    // Registers of calls the web lives across (joined into `forbid` unless the web is a
    // fixed input, which stays where it arrives and is saved around the call).
    let call_forbid = lists(call_forbid, nweb, Vec::clear);
    exact.clear();
    // The edits of point `p`, last first (backward, as the walk below).
    let back_edits = |p: usize,
                      ln: &mut LiveNear,
                      adj: &mut [List],
                      exact: &mut Vec<(u32, u32)>,
                      curw: &mut [u32]| {
        for ei in (ed[p] as usize..ed[p + 1] as usize).rev() {
            let [from, to] = nodes.edit[ei];
            let [fw, tw] = edit_web[ei];
            let fnode = at(from);
            if let Some(t) = at(to) {
                ln.kill(t);
                if !far[tw as usize] {
                    for l in ln.near() {
                        if Some(l) != fnode {
                            edge(adj, tw, curw[l]);
                        } else if width[tw as usize] > 1 && fw != NONE {
                            // The source stays live: a tuple copy may share its
                            // registers only exactly (a partial overlap would
                            // clobber a dword the source still holds).
                            exact.push((tw, fw));
                        }
                    }
                }
            }
            if let Some(n) = fnode {
                curw[n] = fw;
                ln.gen(n, !ln.far_any || fw == NONE || !far[fw as usize]);
            }
        }
    };
    let far_any = nfar > 0;
    let track = far_any || cfg!(debug_assertions);
    let live_words = refill(live_words, 2 * words, 0u64);
    for b in 0..nb {
        let (live_w, near_w) = live_words.split_at_mut(words);
        live_out_into(view, live_in, words, b, live_w);
        // Each live-out node's web: that of the first successor it enters (the successors'
        // entries are exactly the live-out nodes; the later successors are written first).
        for s in view.succs[b].iter().rev() {
            for &(n, x) in entry_in(s.index()) {
                curw[n] = wid(x);
            }
        }
        // The live nodes whose web is not far: the only ones edges are made to.
        if track {
            near_w.fill(0);
            for n in BitsIter::of(live_w) {
                if !far[curw[n] as usize] {
                    near_w[n / 64] |= 1 << (n % 64);
                }
            }
        }
        let mut ln = LiveNear {
            live: Words(live_w),
            near: Words(near_w),
            far_any,
            track,
        };
        let (a, e) = view.ranges[b];
        let any = ed[2 * a as usize] != ed[2 * e as usize];
        // Each instruction: the edits after it, its operands, the edits before it.
        for k in (a as usize..e as usize).rev() {
            if any {
                back_edits(2 * k + 1, &mut ln, adj, exact, curw);
            }
            let vi = &view.insts[k];
            let off = out.inst_alloc_offsets[k] as usize;
            let ns = nodes.inst(out, k, vi.ops.len());
            defs.clear();
            uses.clear();
            for (j, (op, &n)) in vi.ops.iter().zip(ns).enumerate() {
                let Some(n) = at(n) else { continue };
                match op.kind() {
                    OperandKind::Def => {
                        defs.push((op_web[off + j], op.pos() == OperandPos::Early));
                        ln.kill(n);
                    }
                    OperandKind::Use => uses.push(op_web[off + j]),
                }
            }
            // Registers the instruction writes besides its operands (inline asm):
            // nothing live across it, read or written by it may be there.
            let phys = if vi.clobbers {
                view.phys_clobbers_of(k)
            } else {
                &[]
            };
            if !phys.is_empty() {
                let ws = ln
                    .live
                    .iter()
                    .map(|l| curw[l])
                    .chain(defs.iter().map(|d| d.0))
                    .chain(uses.iter().copied())
                    .filter(|&w| w != NONE)
                    .collect::<Vec<_>>();
                for w in ws {
                    forbid[w as usize].extend_from_slice(phys);
                }
            }
            // Registers a call clobbers: nothing live across it may be there (its
            // arguments and results are moved to and from v0.. around it).
            let callc = if vi.clobbers {
                view.call_clobbers_of(k)
            } else {
                &[]
            };
            if !callc.is_empty() {
                let ws = ln
                    .live
                    .iter()
                    .map(|l| curw[l])
                    .filter(|&w| w != NONE)
                    .collect::<Vec<_>>();
                for w in ws {
                    call_forbid[w as usize].extend_from_slice(callc);
                }
            }
            // Defs interfere with what is live after the instruction (their own nodes
            // are dead there unless used again, which `clr` above removed).
            for &(d, early) in defs.iter() {
                for l in ln.near() {
                    edge(adj, d, curw[l]);
                }
                for &(d2, _) in defs.iter() {
                    edge(adj, d, d2);
                }
                // A lane-wise group's late def may only be exactly its dying use's web
                // (`view::lanewise`); `edge` ignores d == u.
                for &u in uses.iter() {
                    if early || vi.lanewise || width[u as usize] != width[d as usize] {
                        edge(adj, d, u);
                    }
                }
            }
            for (j, (op, &n)) in vi.ops.iter().zip(ns).enumerate() {
                if let (OperandKind::Use, Some(n)) = (op.kind(), at(n)) {
                    let w = op_web[off + j];
                    curw[n] = w;
                    ln.gen(n, !ln.far_any || w == NONE || !far[w as usize]);
                }
            }
            if any {
                back_edits(2 * k, &mut ln, adj, exact, curw);
            }
        }
    }

    // Webs written in a whole-wave region (`VInst::whole`: operand defs, and moves placed
    // there) are written on lanes that are not active, where another web sharing their
    // register may hold a value (the other side of a divergent branch, lanes that left a
    // loop): they interfere with every web, as LLVM keeps WWM registers apart.
    whole_webs.clear();
    debug_assert!(view
        .insts
        .iter()
        .enumerate()
        .all(|(k, vi)| vi.whole == view.whole_insts.contains(&(k as u32))));
    for &k in &view.whole_insts {
        let (k, vi) = (k as usize, &view.insts[k as usize]);
        let off = out.inst_alloc_offsets[k] as usize;
        for (j, op) in vi.ops.iter().enumerate() {
            if op.kind() == OperandKind::Def && op_web[off + j] != NONE {
                whole_webs.push(op_web[off + j]);
            }
        }
        for p in [2 * k, 2 * k + 1] {
            for w in &edit_web[ed[p] as usize..ed[p + 1] as usize] {
                if w[1] != NONE {
                    whole_webs.push(w[1]);
                }
            }
        }
    }
    whole_webs.sort_unstable();
    whole_webs.dedup();
    for &w in whole_webs.iter().filter(|&&w| !far[w as usize]) {
        for x in 0..nweb as u32 {
            if x != w && !far[x as usize] {
                edge(adj, w, x);
            }
        }
    }

    // Fixed inputs keep their registers.
    let pinned = refill(pinned, nweb, u16::MAX);
    // (Only the entry group has fixed-register operands: `View::entry_insts`.)
    debug_assert!(view.insts.iter().enumerate().all(|(k, vi)| {
        view.entry_insts.contains(&(k as u32))
            || !vi
                .ops
                .iter()
                .any(|op| matches!(op.constraint(), OperandConstraint::FixedReg(_)))
    }));
    for &k in &view.entry_insts {
        let (k, vi) = (k as usize, &view.insts[k as usize]);
        let off = out.inst_alloc_offsets[k] as usize;
        for (j, op) in vi.ops.iter().enumerate() {
            if let OperandConstraint::FixedReg(p) = op.constraint() {
                let n = ci(p.class()) * CLASS_REGS + p.hw_enc();
                let w = op_web[off + j];
                if let (Some(&(_, r)), true) = (pre.iter().find(|(m, _)| *m == n), w != NONE) {
                    pinned[w as usize] = r;
                }
            }
        }
    }
    moves.clear();
    moves.extend(
        edit_web
            .iter()
            .filter(|[a, b]| *a != NONE && *b != NONE && a != b)
            .map(|&[a, b]| (a, b)),
    );
    // Whole-register copies selected by isel (`p_copy`, e.g. the result of a GFX6 returning
    // MUBUF atomic out of its in-place VDATA copy) are move-related too: regalloc2 often gives
    // both ends one node, and splitting that node into two webs must not turn the identity
    // into a real `v_mov`. Coalescing still requires that the two webs do not interfere.
    // (Only the single-`Copy` groups can be: `View::copy_insts`.)
    for &k in &view.copy_insts {
        let (k, vi) = (k as usize, &view.insts[k as usize]);
        let Some((a, e)) = vi.group else { continue };
        let mi = &f.blocks[vi.block].insts[a];
        if e != a + 1 || !matches!(mi.kind, Kind::Pseudo(Pseudo::Copy)) || vi.ops.len() != 2 {
            continue;
        }
        let whole = |op: &MOp| match op {
            MOp::V { reg, off: 0, n } => f.info(*reg).width == *n,
            _ => false,
        };
        if !mi.ops.iter().all(whole) {
            continue;
        }
        let off = out.inst_alloc_offsets[k] as usize;
        let (mut u, mut d) = (NONE, NONE);
        for (j, op) in vi.ops.iter().enumerate() {
            match op.kind() {
                OperandKind::Use => u = op_web[off + j],
                OperandKind::Def => d = op_web[off + j],
            }
        }
        if u != NONE && d != NONE && u != d && width[u as usize] == width[d as usize] {
            moves.push((u, d));
        }
    }
    let exact_of = lists(exact_of, nweb, List::clear);
    for &(a, b) in exact.iter() {
        exact_of[a as usize].push(b);
        exact_of[b as usize].push(a);
    }
    for (w, c) in call_forbid.iter().enumerate() {
        // (Nothing to join for most webs: no calls, nothing reserved.)
        if pinned[w] == u16::MAX && (!c.is_empty() || view.reserved_low > 0) {
            forbid[w].extend_from_slice(c);
            if view.reserved_low > 0 {
                forbid[w].push((0, view.reserved_low));
            }
        }
    }
    // A fixed input may not sit in a register an inline asm writes while it is live.
    for w in 0..nweb {
        if pinned[w] != u16::MAX {
            let (b0, b1) = (pinned[w], pinned[w] + width[w] as u16);
            if let Some(&(c, n)) = forbid[w].iter().find(|&&(c, n)| c < b1 && b0 < c + n) {
                return Err(StageError::unsupported(format!(
                    "unsupported: inline asm writes register {c}..{} of the {} file while it                      holds a live kernel input",
                    c + n - 1,
                    match view.bank {
                        gfxc_mir::Bank::S => "SGPR",
                        gfxc_mir::Bank::V => "VGPR",
                        gfxc_mir::Bank::A => "AGPR",
                    }
                )));
            }
        }
    }
    // The registers inline asm writes count as used (the hardware must allocate them).
    let clobber_top = view
        .phys_clobbers
        .iter()
        .flat_map(|(_, cs)| cs)
        .map(|&(c, n)| (c + n) as u32)
        .max()
        .unwrap_or(0);
    let g = Webs {
        far,
        forbid,
        exact: exact_of,
        width,
        slot,
        first,
        adj,
        pinned,
        moves,
    };
    // Colourings: the webs of one value coalesced wherever they do not interfere
    // (regalloc2's splits, spills and reloads become identities when the file has room) or
    // every web on its own; in order of first point (optimal for straight-line code), widest
    // first, or by degree. The best is kept: fits, fewer webs in memory, fewer registers.
    let key = |c: &Paint| (c.reg_top > limit, c.in_mem, c.top);
    // Small graphs try every colouring (cheap, and each order wins somewhere: first point on
    // long straight-line code, widest first with aligned SGPR tuples); large ones stop at the
    // first that fits.
    let edges: usize = adj.iter().map(|a| a.len()).sum();
    EDGES.with(|e| e.set(e.get() + edges as u64));
    let stop_early = edges > 50_000;
    let mut best: Option<Paint> = None;
    // No colouring can beat one that fits, keeps only the far webs in memory and reaches
    // the floor (see `clique_floor`): the later orders are skipped then (ties keep the
    // earlier colouring, so the result is the one the full search gives).
    // (Grown on demand: `reaches` stops at the first clique that reaches a colouring's top.)
    if !stop_early {
        clique.prepare(adj, far, pinned, width);
    }
    // The coalescing and the value groups depend only on `coalesce`: made once for each
    // (when first needed) and shared by the colourings that differ only in their order.
    let mut made = [false; 2];
    for (coalesce, order) in [
        (true, Order::Start),
        (false, Order::Start),
        (true, Order::Wide),
        (false, Order::Wide),
        (false, Order::Degree),
    ] {
        // (Without moves nothing coalesces: every group is one web, and the coalesced
        // colourings are those without, made with the same groups.)
        let k = usize::from(!coalesce || g.moves.is_empty());
        if !made[k] {
            g.groups_into(k == 0, &mut groups[k]);
            made[k] = true;
        }
        let c = g.paint(&groups[k], order, align_of, limit, paint);
        #[cfg(debug_assertions)]
        if coalesce && k == 1 {
            let d = g.paint(
                &g.groups(true),
                order,
                align_of,
                limit,
                &mut Default::default(),
            );
            assert!(
                (&d.base, d.top, d.reg_top, d.in_mem) == (&c.base, c.top, c.reg_top, c.in_mem),
                "coalescing without moves"
            );
        }
        let fits = c.reg_top <= limit && c.in_mem == nfar;
        let done = fits && (stop_early || clique.reaches(far, width, c.top));
        debug_assert!(
            !fits
                || stop_early
                || nweb > 64
                || done
                    == (c.top <= clique_floor(adj, far, pinned, width, &mut Default::default()))
        );
        if best.as_ref().is_none_or(|b| key(&c) < key(b)) {
            if let Some(old) = best.replace(c) {
                paint.bases.push(old.base);
            }
        } else {
            paint.bases.push(c.base);
        }
        if done {
            break;
        }
    }
    let Paint {
        base, top, reg_top, ..
    } = best.ok_or_else(|| internal!("internal: no colouring"))?;
    // Registers inline asm names above the budget (`~{s99}` where 94 are allocatable,
    // `~{v255}` in a 128-VGPR kernel) hold no value of the kernel: they raise the count the
    // hardware must allocate, as llc-19 counts them, but only the values' registers must
    // fit in `limit`.
    let values_top = reg_top;
    let (top, reg_top) = (top.max(clobber_top), reg_top.max(clobber_top));
    // Spill slots with a web left in memory, renumbered densely (each as wide as its widest
    // web).
    let slot_w = refill(slot_w, out.num_spillslots, 0u8);
    let in_mem = refill(in_mem, out.num_spillslots, false);
    for w in 0..nweb {
        if slot[w] != NONE {
            let s = slot[w] as usize;
            slot_w[s] = slot_w[s].max(width[w]);
            in_mem[s] |= base[w] == u16::MAX;
        }
    }
    let mem_off = refill(mem_off, out.num_spillslots, u32::MAX);
    let mut mem_slots = 0u32;
    for s in 0..out.num_spillslots {
        if in_mem[s] {
            mem_off[s] = mem_slots;
            mem_slots += slot_w[s] as u32;
        }
    }
    let (mut op_base, mut edit_regs) = spare.pop().unwrap_or_default();
    op_base.clear();
    op_base.extend(op_web.iter().map(|&w| {
        if w == NONE {
            u16::MAX
        } else {
            base[w as usize]
        }
    }));
    edit_regs.clear();
    edit_regs.extend(edit_web.iter().map(|ws| {
        ws.map(|w| {
            if w == NONE {
                return None;
            }
            let wu = w as usize;
            Some(if base[wu] != u16::MAX {
                End::Reg(base[wu], width[wu])
            } else {
                End::Mem(mem_off[slot[wu] as usize])
            })
        })
    }));
    paint.bases.push(base);
    let used = used_nodes.map(|w| w.count_ones() as usize);
    let c = Coloring {
        op_base,
        edit_regs,
        top,
        used,
        webs: nweb,
        mem_slots,
        edges,
        far_slots: nfar,
    };
    Ok(if values_top > limit {
        Err((reg_top, c))
    } else {
        Ok(c)
    })
}

/// The widths of the webs that moves join into one value (`edit_web`: the webs of the
/// edits' ends): each the widest of its value's, or its class's where no operand gave one;
/// the class of each web a move touches and the spill slot of each slot web (into `class`
/// and `slot`). `same`, `gw`, `gclass`: working memory.
fn same_widths(
    view: &View,
    out: &Output,
    edit_web: &[[u32; 2]],
    (width, class, slot): (&mut [u8], &mut [u8], &mut [u32]),
    same: &mut Vec<u32>,
    gw: &mut Vec<u8>,
    gclass: &mut Vec<u8>,
) {
    let nweb = width.len();
    let mut same = Uf::identity(same, nweb);
    for (ei, (_, Edit::Move { from, to })) in out.edits.iter().enumerate() {
        let [a, b] = edit_web[ei];
        if a != NONE && b != NONE {
            same.union(a, b);
        }
        for (w, al) in [(a, from), (b, to)] {
            if w == NONE {
                continue;
            }
            match (node(*al), al.as_stack()) {
                (Some(n), _) => class[w as usize] = (n / CLASS_REGS) as u8,
                (_, Some(s)) => slot[w as usize] = s.index() as u32,
                _ => {}
            }
        }
    }
    let gw = refill(gw, nweb, 0u8);
    let gclass = refill(gclass, nweb, 0u8);
    for w in 0..nweb {
        let r = same.find(w as u32) as usize;
        gw[r] = gw[r].max(width[w]);
        if slot[w] == NONE {
            gclass[r] = class[w];
        }
    }
    for (w, wd) in width.iter_mut().enumerate() {
        let r = same.find(w as u32) as usize;
        *wd = if gw[r] > 0 {
            gw[r]
        } else {
            // Only moved and spilled, never an operand: its class's width.
            view.class_width[gclass[r] as usize].max(1)
        };
    }
}

/// The spill-slot webs to keep in memory without trying registers: none while the
/// definitions made during the slot webs' lives (each an interference edge) stay within
/// [`slot_edge_budget`]; beyond it the costliest first, until the rest fit in it. One
/// backward walk over the program: a node's web opens where it becomes live and closes
/// where it dies (or at the block's start), and its cost is the difference of the running
/// count of definitions — linear in the program and its liveness, never the product of
/// live values and definitions.
#[allow(clippy::too_many_arguments)]
fn far_slots(
    view: &View,
    out: &Output,
    ed: &[u32],
    (live_in, words): (&[u64], usize),
    (edit_web, op_web): (&[[u32; 2]], &[u32]),
    slot: &[u32],
    entry_of: &dyn Fn(usize, usize) -> u32,
    wid: &dyn Fn(u32) -> u32,
    bufs: &mut FarBufs,
) -> Result<(), StageError> {
    let FarBufs {
        far,
        cost,
        opened,
        curw,
        slots,
        live: live_words,
    } = bufs;
    let nweb = slot.len();
    let far = refill(far, nweb, false);
    if slot.iter().all(|&s| s == NONE) {
        return Ok(());
    }
    let nn = words * 64;
    let cost = refill(cost, nweb, 0u64);
    let opened = refill(opened, nn, 0u64);
    let curw = refill(curw, nn, NONE);
    let mut defs = 0u64;
    let close = |cost: &mut Vec<u64>, w: u32, since: u64, now: u64| {
        if w != NONE {
            cost[w as usize] += now - since;
        }
    };
    for b in 0..view.blocks.len() {
        let live_w = refill(live_words, words, 0u64);
        live_out_into(view, live_in, words, b, live_w);
        let mut live = Words(live_w);
        for n in live.iter() {
            let x = view.succs[b]
                .iter()
                .map(|s| entry_of(s.index(), n))
                .find(|&x| x != NONE)
                .ok_or_else(|| internal!("internal: live-out node"))?;
            curw[n] = wid(x);
            opened[n] = defs;
        }
        let (a, e) = view.ranges[b];
        for k in (a as usize..e as usize).rev() {
            for p in [2 * k + 1, 2 * k] {
                for ei in (ed[p] as usize..ed[p + 1] as usize).rev() {
                    let (_, Edit::Move { from, to }) = out.edits[ei];
                    let [fw, _] = edit_web[ei];
                    if let Some(t) = loc_node(to) {
                        defs += 1;
                        if live.has(t) {
                            close(cost, curw[t], opened[t], defs);
                            live.clr(t);
                        }
                    }
                    if let Some(n) = loc_node(from) {
                        if !live.has(n) {
                            live.set(n);
                            curw[n] = fw;
                            opened[n] = defs;
                        }
                    }
                }
                if p == 2 * k {
                    continue;
                }
                let off = out.inst_alloc_offsets[k] as usize;
                let allocs = out.inst_allocs(Inst::new(k));
                let ops = &view.insts[k].ops;
                for (op, al) in ops.iter().zip(allocs) {
                    if let (OperandKind::Def, Some(n)) = (op.kind(), loc_node(*al)) {
                        defs += 1;
                        if live.has(n) {
                            close(cost, curw[n], opened[n], defs);
                            live.clr(n);
                        }
                    }
                }
                for (j, (op, al)) in ops.iter().zip(allocs).enumerate() {
                    if let (OperandKind::Use, Some(n)) = (op.kind(), loc_node(*al)) {
                        if !live.has(n) {
                            live.set(n);
                            curw[n] = op_web[off + j];
                            opened[n] = defs;
                        }
                    }
                }
            }
        }
        for n in live.iter() {
            close(cost, curw[n], opened[n], defs);
        }
    }
    let points = 2 * view.insts.len();
    let budget = slot_edge_budget(points);
    slots.clear();
    slots.extend((0..nweb).filter(|&w| slot[w] != NONE));
    let mut total: u64 = slots.iter().map(|&w| cost[w]).sum();
    if total <= budget {
        return Ok(());
    }
    slots.sort_by_key(|&w| (std::cmp::Reverse(cost[w]), w));
    for &w in slots.iter() {
        if total <= budget {
            break;
        }
        far[w] = true;
        total -= cost[w];
    }
    Ok(())
}
