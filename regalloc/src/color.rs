//! Packing regalloc2's class registers onto one shared physical file.
//!
//! regalloc2 allocates each class over its own 64 names ("nodes": class × `hw_enc`). This
//! pass computes, from regalloc2's output (operand allocations and inserted moves), where each
//! node is live on the view's CFG, builds the interference graph between nodes of *all*
//! classes, and colours it onto the physical file: every node gets an aligned base so that
//! two nodes live at the same point never overlap. Widths therefore share the file (a single
//! and a pair never live together may use the same registers).
//!
//! Guarantees: renaming every node to its base preserves the program (interfering nodes are
//! disjoint; a node keeps one base everywhere); a def interferes with everything live after
//! it, early defs also with the uses of their instruction, late defs with uses of another
//! width (no partial overlap of a result with an operand) and, in lane-wise groups, with every
//! use of another node (only the exact reuse regalloc2 chose remains); a move's destination does not
//! interfere with its source (they may coalesce). Precoloured nodes (fixed inputs) keep their
//! registers. The result never exceeds `limit` or the call fails with the size it needed.

use crate::classes::CLASS_REGS;
use crate::view::{ci, View};
use gfxc_isel::mir::MFunction;
use regalloc2::{Allocation, Edit, Inst, InstPosition, OperandKind, OperandPos, Output};

/// Number of nodes (3 classes × 64).
pub const NODES: usize = 3 * CLASS_REGS;
type Bits = [u64; 3];

fn set(b: &mut Bits, i: usize) {
    b[i / 64] |= 1 << (i % 64);
}
fn clr(b: &mut Bits, i: usize) {
    b[i / 64] &= !(1 << (i % 64));
}
fn has(b: &Bits, i: usize) -> bool {
    b[i / 64] >> (i % 64) & 1 != 0
}
fn iter(b: &Bits) -> impl Iterator<Item = usize> + '_ {
    (0..NODES).filter(move |&i| has(b, i))
}

/// Node of a register allocation.
pub fn node(a: Allocation) -> Option<usize> {
    a.as_reg().map(|p| ci(p.class()) * CLASS_REGS + p.hw_enc())
}

/// The packing of one file.
#[derive(Clone, Debug)]
pub struct Coloring {
    /// Base register of each node (`u16::MAX`: unused).
    pub base: Vec<u16>,
    /// Width in dwords of each node (widest value it holds).
    pub width: Vec<u8>,
    /// Highest register used + 1.
    pub top: u32,
    /// Nodes used per class.
    pub used: [usize; 3],
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

/// Events of one view instruction in program order, for the backward liveness walk.
struct Events {
    before: Vec<Vec<(Allocation, Allocation)>>,
    after: Vec<Vec<(Allocation, Allocation)>>,
}

fn events(view: &View, out: &Output) -> Events {
    let n = view.insts.len();
    let mut ev = Events {
        before: vec![Vec::new(); n],
        after: vec![Vec::new(); n],
    };
    for (pp, e) in &out.edits {
        let Edit::Move { from, to } = e;
        let k = pp.inst().index();
        if pp.pos() == InstPosition::Before {
            ev.before[k].push((*from, *to));
        } else {
            ev.after[k].push((*from, *to));
        }
    }
    ev
}

struct Graph<'a> {
    adj: Vec<Bits>,
    width: &'a [u8],
}

impl Graph<'_> {
    fn edge(&mut self, a: usize, b: usize) {
        if a != b {
            set(&mut self.adj[a], b);
            set(&mut self.adj[b], a);
        }
    }
}

/// Backward transfer of one block; records interference when `g` is given.
fn transfer(
    view: &View,
    out: &Output,
    ev: &Events,
    block: usize,
    live: &mut Bits,
    mut g: Option<&mut Graph>,
) {
    let (a, b) = view.ranges[block];
    let mv = |live: &mut Bits, g: &mut Option<&mut Graph>, from: Allocation, to: Allocation| {
        let f = node(from);
        if let Some(t) = node(to) {
            clr(live, t);
            if let Some(g) = g.as_deref_mut() {
                for l in iter(live) {
                    if Some(l) != f {
                        g.edge(t, l);
                    }
                }
            }
        }
        if let Some(f) = f {
            set(live, f);
        }
    };
    for k in (a as usize..b as usize).rev() {
        for &(from, to) in ev.after[k].iter().rev() {
            mv(live, &mut g, from, to);
        }
        let ops = &view.insts[k].ops;
        let allocs = out.inst_allocs(Inst::new(k));
        let mut defs: Vec<(usize, bool)> = Vec::new();
        let mut uses: Vec<usize> = Vec::new();
        for (op, al) in ops.iter().zip(allocs) {
            let Some(n) = node(*al) else { continue };
            match op.kind() {
                OperandKind::Def => defs.push((n, op.pos() == OperandPos::Early)),
                OperandKind::Use => uses.push(n),
            }
        }
        if let Some(g) = g.as_deref_mut() {
            for &(d, early) in &defs {
                for l in iter(live) {
                    g.edge(d, l);
                }
                for &(d2, _) in &defs {
                    g.edge(d, d2);
                }
                // A lane-wise group's late def may only be exactly its dying use's node
                // (`view::lanewise`); `edge` ignores d == u.
                let lanewise = view.insts[k].lanewise;
                for &u in &uses {
                    if early || lanewise || g.width[u] != g.width[d] {
                        g.edge(d, u);
                    }
                }
            }
        }
        for &(d, _) in &defs {
            clr(live, d);
        }
        for &u in &uses {
            set(live, u);
        }
        for &(from, to) in ev.before[k].iter().rev() {
            mv(live, &mut g, from, to);
        }
    }
}

/// Widths of the nodes: the widest virtual register allocated to each.
pub fn node_widths(f: &MFunction, view: &View, out: &Output) -> Vec<u8> {
    let mut w = vec![0u8; NODES];
    for (k, vi) in view.insts.iter().enumerate() {
        for (vr, al) in vi.vregs.iter().zip(out.inst_allocs(Inst::new(k))) {
            if let Some(n) = node(*al) {
                w[n] = w[n].max(f.info(*vr).width);
            }
        }
    }
    for (_, e) in &out.edits {
        let Edit::Move { from, to } = e;
        for a in [from, to] {
            if let Some(n) = node(*a) {
                if w[n] == 0 {
                    w[n] = view.class_width[n / CLASS_REGS];
                }
            }
        }
    }
    w
}

/// Colour the nodes of one run onto `[0, limit)`. `pre` pins nodes to bases. On failure,
/// returns the number of registers the greedy colouring needed.
pub fn color(
    f: &MFunction,
    view: &View,
    out: &Output,
    pre: &[(usize, u16)],
    align_of: &dyn Fn(u8) -> u16,
    limit: u32,
) -> Result<Coloring, (u32, Coloring)> {
    let width = node_widths(f, view, out);
    let ev = events(view, out);
    let nb = view.blocks.len();
    let mut live_in: Vec<Bits> = vec![[0; 3]; nb];
    let live_out = |live_in: &Vec<Bits>, b: usize| -> Bits {
        let mut l = [0u64; 3];
        for s in &view.succs[b] {
            for (x, y) in l.iter_mut().zip(live_in[s.index()]) {
                *x |= y;
            }
        }
        l
    };
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let mut l = live_out(&live_in, b);
            transfer(view, out, &ev, b, &mut l, None);
            if l != live_in[b] {
                live_in[b] = l;
                changed = true;
            }
        }
    }
    let mut g = Graph {
        adj: vec![[0; 3]; NODES],
        width: &width,
    };
    for b in 0..nb {
        let mut l = live_out(&live_in, b);
        transfer(view, out, &ev, b, &mut l, Some(&mut g));
    }
    if std::env::var_os("GFXC_RA_NOSHARE").is_some() {
        // Debugging aid: every node interferes (the old per-width bijection).
        for a in 0..NODES {
            for b in 0..NODES {
                if width[a] > 0 && width[b] > 0 {
                    g.edge(a, b);
                }
            }
        }
    }
    let mut base = vec![u16::MAX; NODES];
    let mut used = [0usize; 3];
    for (n, &w) in width.iter().enumerate() {
        if w > 0 {
            used[n / CLASS_REGS] += 1;
        }
    }
    let mut top = 0u32;
    for &(n, b) in pre {
        base[n] = b;
        top = top.max(b as u32 + width[n].max(1) as u32);
    }
    let mut order: Vec<usize> = (0..NODES)
        .filter(|&n| width[n] > 0 && base[n] == u16::MAX)
        .collect();
    let degree = |n: usize| g.adj[n].iter().map(|x| x.count_ones()).sum::<u32>();
    order.sort_by_key(|&n| (std::cmp::Reverse(width[n]), std::cmp::Reverse(degree(n)), n));
    for n in order {
        let w = width[n] as u32;
        let al = align_of(width[n]) as u32;
        let mut b = 0u32;
        'search: loop {
            for m in iter(&g.adj[n]) {
                if base[m] == u16::MAX {
                    continue;
                }
                let (mb, mw) = (base[m] as u32, width[m].max(1) as u32);
                if b < mb + mw && mb < b + w {
                    b = (mb + mw).next_multiple_of(al);
                    continue 'search;
                }
            }
            break;
        }
        base[n] = b as u16;
        top = top.max(b + w);
    }
    let c = Coloring {
        base,
        width,
        top,
        used,
    };
    if top > limit {
        Err((top, c))
    } else {
        Ok(c)
    }
}
