//! Address rebasing: a divergent 64-bit or LDS address is recomputed from an earlier address
//! of the same block when the two differ by a constant or by a uniform amount (straight-line
//! strength reduction of addresses, as LLVM's SLSR / SeparateConstOffsetFromGEP do).
//!
//! Guarantees: every rewritten `ptradd` computes exactly the value it computed before. Each
//! 64-bit or 32-bit `local` pointer `p` in a block is written as `B + L` where `B` is the root
//! of its `ptradd` chain (a pointer value, or address 0 for `inttoptr` of a constant) and `L`
//! a linear form `sum(c_i * x_i) + K` over leaves of the offset type, built only from `add`,
//! `sub`, `mul`/`shl` by a constant, `iconst`, and `or` with a constant whose bits are known
//! clear in the other operand (then equal to `add`): all of them ring operations modulo 2^w, as
//! is `ptradd` on a w-bit pointer, so `B + L_k == (B + L_j) + (L_k - L_j)` holds for every
//! input regardless of overflow. A divergent `p_k` is rewritten to
//! `ptradd p_j, D` (or replaced by `p_j` when `D == 0`) when an earlier `p_j` of the same block
//! has the same root and `D = L_k - L_j` has only uniform leaves; `D` is materialised once per
//! block right before its first user (uniform, so isel computes it with SALU). A constant `D`
//! is preferred (isel folds it into the instruction's immediate offset), else the most recent
//! `p_j` (short live ranges: the addresses form a chain instead of all staying live). Only
//! addresses whose offset has at least two leaves are rebased on a uniform `D` (a single
//! scaled index is already one instruction). `p_j` precedes `p_k` in the block, so it
//! dominates it; the leaves of `D` are operands of `p_j`'s or `p_k`'s computation, so they do
//! too. An LDS address may also be rebased on an LDS address of a block that dominates its
//! own (the last [`WINDOW`] of them along the dominator tree), which therefore dominates it;
//! a uniform LDS address only on another uniform one at a constant difference (each DS
//! access needs a VGPR address: one copy of a shared base instead of one per address). The
//! now unused index arithmetic is left for isel's dead-code elimination.
//!
//! Before that, `sext`/`zext.i64 (a | c)` of such a disjoint `or` (clang's `p[4 * i + 1]`)
//! becomes `ext(a) + c` when `ext(a)` is computed earlier in the block, so the addresses
//! share their leaf (`split_extended_offsets`).
//!
//! Why: without it the index arithmetic of every access is live from its load to its store
//! (`tests/corpus/regpressure_128.ll`: 128 64-bit addresses, which forces spilling where
//! llc-19 does not spill); with it each access costs one 64-bit add (two VALU) or nothing.

use crate::uniformity::Uniformity;
use crate::util::Cursor;
use cranelift_entity::EntityRef;
use gfxc_ir::{AddrSpace, Block, Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// At most this many leaves in a linear form (bigger expressions stay as they are).
const MAX_TERMS: usize = 8;
/// At most this many earlier addresses are compared with each new one.
const WINDOW: usize = 64;
/// Recursion bound of the decomposition.
const MAX_DEPTH: u32 = 12;

/// `sum(coef * leaf) + k` modulo 2^w (w = 64 or 32: the values are kept reduced, i.e.
/// masked to w bits, since reduction mod 2^32 is a ring homomorphism from Z/2^64);
/// coefficients are never 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Lin {
    /// `(leaf, coefficient)`, sorted by leaf, each leaf once. Inline: a form is built for
    /// every address and offset (most have one to three leaves, at most [`MAX_TERMS`] are
    /// kept), so a heap-allocated map per form would cost more than the arithmetic.
    terms: SmallVec<[(Value, u64); 4]>,
    k: u64,
}

impl Lin {
    fn leaf(v: Value) -> Lin {
        let mut terms = SmallVec::new();
        terms.push((v, 1));
        Lin { terms, k: 0 }
    }

    fn konst(k: u64, mask: u64) -> Lin {
        Lin {
            terms: SmallVec::new(),
            k: k & mask,
        }
    }

    fn add(mut self, o: &Lin, sign: u64, mask: u64) -> Lin {
        for &(v, c) in &o.terms {
            match self.terms.binary_search_by_key(&v, |t| t.0) {
                Ok(j) => {
                    let e = self.terms[j].1.wrapping_add(c.wrapping_mul(sign)) & mask;
                    if e == 0 {
                        self.terms.remove(j);
                    } else {
                        self.terms[j].1 = e;
                    }
                }
                Err(j) => {
                    let e = c.wrapping_mul(sign) & mask;
                    if e != 0 {
                        self.terms.insert(j, (v, e));
                    }
                }
            }
        }
        self.k = self.k.wrapping_add(o.k.wrapping_mul(sign)) & mask;
        self
    }

    fn scale(mut self, s: u64, mask: u64) -> Lin {
        self.terms.retain(|(_, c)| {
            *c = c.wrapping_mul(s) & mask;
            *c != 0
        });
        self.k = self.k.wrapping_mul(s) & mask;
        self
    }
}

/// The root of a pointer's `ptradd` chain: a pointer value, or the absolute address 0 of an
/// address space (`inttoptr` of a constant: LDS globals after `lds_layout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Root {
    Ptr(Value),
    Abs(Type),
}

/// The linear forms found in one block, per offset kind (64-bit, 32-bit) and value: a table by
/// value number of positions in `entries` (allocated once per function; emptied per block by
/// emptying `entries` alone: a position counts only while its entry holds that value and
/// kind). A hash map per kind cost more to fill and grow than the few forms a block has.
#[derive(Default)]
struct Memo {
    /// Per value number and kind: the entry's position (meaningful only if that entry is
    /// the value's of that kind).
    at: Vec<[u32; 2]>,
    entries: Vec<(Value, u8, Lin)>,
}

impl Memo {
    fn clear(&mut self) {
        self.entries.clear();
    }

    fn position(&self, v: Value, kind: usize) -> Option<usize> {
        let k = self.at.get(v.index())?[kind] as usize;
        match self.entries.get(k) {
            Some(&(w, x, _)) if w == v && x as usize == kind => Some(k),
            _ => None,
        }
    }

    fn get(&self, v: Value, kind: usize) -> Option<&Lin> {
        self.position(v, kind).map(|k| &self.entries[k].2)
    }

    fn insert(&mut self, v: Value, kind: usize, l: Lin, n_values: usize) {
        if let Some(k) = self.position(v, kind) {
            self.entries[k].2 = l;
            return;
        }
        if v.index() >= self.at.len() {
            // (Room for every value of the function at the first form, then for the new
            // values the rewrites of earlier blocks made.)
            self.at.resize(n_values.max(v.index() + 1), [0; 2]);
        }
        self.at[v.index()][kind] = self.entries.len() as u32;
        self.entries.push((v, kind as u8, l));
    }
}

struct Decomposer<'f, 'm> {
    func: &'f Function,
    memo: &'m mut Memo,
    /// Offsets are of this type; `mask` keeps its bits; `kind` names the memo's forms of
    /// this type (0: 64-bit, 1: 32-bit).
    ity: Type,
    mask: u64,
    kind: usize,
}

impl Decomposer<'_, '_> {
    fn konst(&self, v: Value) -> Option<u64> {
        match self.func.dfg.value_def(v) {
            ValueDef::Result(i, _) => match self.func.dfg.insts[i] {
                InstData::IntConst { imm } => Some(imm as u64),
                _ => None,
            },
            _ => None,
        }
    }

    /// The linear form of the `i64` value `v`.
    fn lin(&mut self, v: Value, depth: u32) -> Lin {
        if let Some(l) = self.memo.get(v, self.kind) {
            return l.clone();
        }
        let l = self.lin_uncached(v, depth);
        let l = if l.terms.len() > MAX_TERMS {
            Lin::leaf(v)
        } else {
            l
        };
        let n = self.func.dfg.values.len();
        self.memo.insert(v, self.kind, l.clone(), n);
        l
    }

    fn lin_uncached(&mut self, v: Value, depth: u32) -> Lin {
        let m = self.mask;
        if self.func.dfg.value_type(v) != self.ity || depth > MAX_DEPTH {
            return Lin::leaf(v);
        }
        let ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return Lin::leaf(v);
        };
        match self.func.dfg.insts[i] {
            InstData::IntConst { imm } => Lin::konst(imm as u64, m),
            InstData::Binary { opcode, args } => match opcode {
                Opcode::Add | Opcode::Sub => {
                    let a = self.lin(args[0], depth + 1);
                    let b = self.lin(args[1], depth + 1);
                    a.add(&b, if opcode == Opcode::Add { 1 } else { u64::MAX }, m)
                }
                Opcode::Mul => match (self.konst(args[0]), self.konst(args[1])) {
                    (_, Some(k)) => self.lin(args[0], depth + 1).scale(k, m),
                    (Some(k), None) => self.lin(args[1], depth + 1).scale(k, m),
                    _ => Lin::leaf(v),
                },
                Opcode::Shl => match self.konst(args[1]) {
                    Some(s) if s < self.ity.bits() as u64 => {
                        self.lin(args[0], depth + 1).scale(1 << s, m)
                    }
                    _ => Lin::leaf(v),
                },
                // `a | c` with the bits of `c` known clear in `a` is `a + c` (clang writes
                // `a[4 * i + 1]` as `or disjoint`).
                Opcode::Or => match disjoint_const(self.func, v) {
                    Some((a, c)) => self.lin(a, depth + 1).add(&Lin::konst(c, m), 1, m),
                    None => Lin::leaf(v),
                },
                _ => Lin::leaf(v),
            },
            _ => Lin::leaf(v),
        }
    }

    /// `(root, L)` of a pointer: `p == root + L`.
    fn pointer(&mut self, p: Value) -> (Root, Lin) {
        let m = self.mask;
        let mut root = p;
        let mut l = Lin::konst(0, m);
        for _ in 0..MAX_DEPTH {
            let ValueDef::Result(i, _) = self.func.dfg.value_def(root) else {
                break;
            };
            match self.func.dfg.insts[i] {
                InstData::Binary {
                    opcode: Opcode::Ptradd,
                    args,
                } if self.func.dfg.value_type(args[1]) == self.ity => {
                    let off = self.lin(args[1], 0);
                    l = l.add(&off, 1, m);
                    root = args[0];
                }
                InstData::Unary {
                    opcode: Opcode::Inttoptr,
                    arg,
                } if self.func.dfg.value_type(arg) == self.ity => {
                    if let Some(k) = self.konst(arg) {
                        l = l.add(&Lin::konst(k, m), 1, m);
                        return (Root::Abs(self.func.dfg.value_type(root)), l);
                    }
                    break;
                }
                _ => break,
            }
        }
        (Root::Ptr(root), l)
    }
}

/// One rebasing candidate seen earlier in the block (or, for LDS, in a dominating block).
#[derive(Clone)]
struct Seen {
    ptr: Value,
    root: Root,
    lin: Lin,
}

/// Rebases divergent 64-bit addresses of every block (module doc); `uni` is the uniformity
/// of `func` as it is now. Returns how many `ptradd`s were rewritten.
pub fn rebase_addresses(func: &mut Function, uni: &Uniformity) -> usize {
    rebase_addresses_with(func, uni, &crate::cfg::CfgFacts::new(func))
}

/// [`rebase_addresses`] with `facts`, the control-flow analyses of `func` as it is now (the
/// pass changes no block and no branch destination: they stay valid).
pub fn rebase_addresses_with(
    func: &mut Function,
    uni: &Uniformity,
    facts: &crate::cfg::CfgFacts,
) -> usize {
    rebase_addresses_recording(func, uni, facts).count
}

/// What a rebase changed, for [`uniformity_after`].
pub struct Rebased {
    /// How many `ptradd`s were rewritten ([`rebase_addresses_with`]'s count).
    pub count: usize,
    /// The rewritten `ptradd`s that kept their base operand: each with its old offset
    /// operand and the leaves of its new offset.
    kept_base: Vec<(Inst, Value, SmallVec<[Value; 4]>)>,
    /// Some other change: a rewrite onto another base, uses of an address replaced by an
    /// equal one, an extension split (`split_extended_offsets`).
    other: bool,
    /// The numbers of values and of instructions before the rebase.
    values_before: usize,
    insts_before: usize,
}

/// [`rebase_addresses_with`], recording what it changed ([`Rebased`]).
pub fn rebase_addresses_recording(
    func: &mut Function,
    uni: &Uniformity,
    facts: &crate::cfg::CfgFacts,
) -> Rebased {
    let mut rec = Rebased {
        count: 0,
        kept_base: Vec::new(),
        other: false,
        values_before: func.dfg.values.len(),
        insts_before: func.dfg.insts.len(),
    };
    let (cfg, dom) = (&facts.cfg, &facts.dom);
    // LDS addresses of each block and of the blocks dominating it, at its end.
    let mut lds_seen: Vec<Option<Vec<Seen>>> = (0..cfg.len()).map(|_| None).collect();
    // Children of each block in the dominator tree not visited yet: the last one visited
    // takes the list instead of a copy (no other block reads it).
    let mut unvisited = vec![0u32; cfg.len()];
    for &x in &dom.order {
        if let Some(d) = dom.idom(x) {
            unvisited[d] += 1;
        }
    }
    // The two steps' buffers (a block's instructions, maps), one set for every block.
    let mut scratch = Scratch::default();
    // The dominator tree's order is the CFG's reverse postorder.
    for &x in &dom.order {
        let inherited = match dom.idom(x) {
            Some(d) => {
                unvisited[d] -= 1;
                if unvisited[d] == 0 {
                    lds_seen[d].take().unwrap_or_default()
                } else {
                    lds_seen[d].clone().unwrap_or_default()
                }
            }
            None => Vec::new(),
        };
        rec.other |= split_extended_offsets(func, cfg.blocks[x], &mut scratch);
        let out = rebase_block(func, uni, cfg.blocks[x], inherited, &mut scratch, &mut rec);
        lds_seen[x] = Some(out);
    }
    rec
}

/// The uniformity of `func` after the rebase `rec` records, from `old`, that of `func` just
/// before it, when the rebase provably changed nothing of it but to add its new values (all
/// uniform); `None` otherwise (the caller analyses `func` again). `facts` are the control-flow
/// analyses of `func` (the rebase changed no block). Debug builds compare with the analysis.
///
/// When every change is a rewrite of `p = ptradd b, o` into `p = ptradd b, d` (the same base
/// `b`; `d` computed before `p` in its block from constants and leaves uniform in `old`):
/// * `old`, with the new values uniform, satisfies every rule of the analysis for the new
///   function: `d` and its parts are uniform from uniform operands; `p` is divergent iff `b`
///   is, as the rebase chose `b` with `p`'s uniformity; no branch, condition, block or edge
///   changed, so neither did divergent branches nor joins; and no temporal divergence
///   changed, if no use crossed a loop boundary: the dropped use of `o` and the new uses of
///   the leaves are in `p`'s block, so every loop holding the definition of `o` or of a leaf
///   must hold `p`'s block (checked).
/// * It is the least such (the analysis' result): the only dependence dropped is `o -> p`,
///   and `p` still depends on `b`, whose divergence does not rest on `p` or on another
///   rewritten address: every dependence of the analysis goes from a block to one reachable
///   from it, and `b`'s block dominates `p`'s, so such a chain would close a cycle of the
///   CFG through both blocks, and a natural loop would hold both (the CFG is reducible):
///   checked for each rewrite.
pub fn uniformity_after(
    func: &Function,
    old: &Uniformity,
    facts: &crate::cfg::CfgFacts,
    rec: &Rebased,
) -> Option<Uniformity> {
    if rec.other
        || old.value.as_values_slice().len() != rec.values_before
        || old.branch.as_values_slice().len() != rec.insts_before
    {
        return None;
    }
    let cfg = &facts.cfg;
    let block_of = |v: Value| -> Option<usize> {
        let b = match func.dfg.value_def(v) {
            ValueDef::Result(i, _) => func.layout.inst_block(i)?,
            ValueDef::Param(b, _) => b,
        };
        cfg.get(b)
    };
    for (i, o, leaves) in &rec.kept_base {
        let k = cfg.get(func.layout.inst_block(*i)?)?;
        let InstData::Binary {
            opcode: Opcode::Ptradd,
            args,
        } = func.dfg.insts[*i]
        else {
            return None;
        };
        let b = block_of(args[0])?;
        if facts.loops.iter().any(|l| l.contains(k) && l.contains(b)) {
            return None;
        }
        for &x in std::iter::once(o).chain(leaves) {
            let d = block_of(x)?;
            if facts.loops.iter().any(|l| l.contains(d) && !l.contains(k)) {
                return None;
            }
        }
    }
    // The new values (the offsets' instructions) are uniform, the new instructions no
    // branches.
    let mut value = Vec::with_capacity(func.dfg.values.len());
    value.extend_from_slice(old.value.as_values_slice());
    value.resize(func.dfg.values.len(), true);
    let mut branch = Vec::with_capacity(func.dfg.insts.len());
    branch.extend_from_slice(old.branch.as_values_slice());
    branch.resize(func.dfg.insts.len(), false);
    let u = Uniformity {
        value: value.into(),
        branch: branch.into(),
    };
    #[cfg(debug_assertions)]
    {
        let full = crate::uniformity::analyze_with(func, facts);
        assert!(
            full.value.as_values_slice() == u.value.as_values_slice()
                && full.branch.as_values_slice() == u.branch.as_values_slice(),
            "@{}: uniformity after rebasing differs from the analysis",
            func.name
        );
    }
    Some(u)
}

/// Known trailing zero bits of the integer `v` (at most its width; 0 when unknown).
fn trailing_zeros(func: &Function, v: Value, depth: u32) -> u32 {
    let w = func.dfg.value_type(v).bits();
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return 0;
    };
    if depth > MAX_DEPTH {
        return 0;
    }
    let tz = |x: Value| trailing_zeros(func, x, depth + 1);
    let k = match func.dfg.insts[i] {
        InstData::IntConst { imm } => {
            let m = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
            (imm as u64 & m).trailing_zeros()
        }
        InstData::Binary { opcode, args } => match opcode {
            Opcode::Shl => match func.dfg.insts[match func.dfg.value_def(args[1]) {
                ValueDef::Result(j, _) => j,
                _ => return 0,
            }] {
                InstData::IntConst { imm } if (0..w as i64).contains(&imm) => {
                    tz(args[0]) + imm as u32
                }
                _ => 0,
            },
            Opcode::Mul => tz(args[0]) + tz(args[1]),
            Opcode::And => tz(args[0]).max(tz(args[1])),
            Opcode::Add | Opcode::Sub | Opcode::Or => tz(args[0]).min(tz(args[1])),
            _ => 0,
        },
        _ => 0,
    };
    k.min(w)
}

/// `(a, c)` when `v` is `or a, c` or `add a, c` with the constant `c` below `2^31` and below
/// `2^tz(a)`: then `v == a | c == a + c`, no carry, and bit 31 and up are `a`'s, so also
/// `ext(v) == ext(a) + c` for `sext` and `zext` alike.
fn disjoint_const(func: &Function, v: Value) -> Option<(Value, u64)> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    let InstData::Binary {
        opcode: Opcode::Or | Opcode::Add,
        args,
    } = func.dfg.insts[i]
    else {
        return None;
    };
    let w = func.dfg.value_type(v).bits();
    let m = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let konst = |x: Value| match func.dfg.value_def(x) {
        ValueDef::Result(j, _) => match func.dfg.insts[j] {
            InstData::IntConst { imm } => Some(imm as u64 & m),
            _ => None,
        },
        _ => None,
    };
    let (a, c) = match (konst(args[0]), konst(args[1])) {
        (_, Some(c)) => (args[0], c),
        (Some(c), None) => (args[1], c),
        _ => return None,
    };
    let tz = trailing_zeros(func, a, 0);
    (c < 1 << 31 && (tz >= 63 || c < 1u64 << tz)).then_some((a, c))
}

/// The per-block buffers of [`split_extended_offsets`] and [`rebase_block`], allocated once per
/// function: each step empties what it uses before it starts, so no block sees another's
/// entries (the maps are only asked and filled, never iterated).
#[derive(Default)]
struct Scratch {
    /// A copy of the block's instructions.
    insts: Vec<Inst>,
    /// `split_extended_offsets`: the first extension of each operand in the block.
    exts: HashMap<(Value, Opcode), Value>,
    /// The decomposer's memo (64-bit and 32-bit offsets).
    memo: Memo,
    /// `rebase_block`'s rewrites, materialized differences, and equal addresses.
    plan: Vec<(Inst, Value, Lin, Type)>,
    made: HashMap<(Lin, Type), Value>,
    same: HashMap<Value, Value>,
}

/// Rewrites `ext.i64 (a | c)` (`disjoint_const`, `ext` = `sext`/`zext` from i32) as
/// `add.i64 (ext.i64 a), c` when the same extension of `a` is computed earlier in the block:
/// the 64-bit offsets of `p[4 * i]`, `p[4 * i + 1]`, ... then share their leaf, and the
/// rebasing below turns them into one address and immediate offsets. Equal values: the
/// disjoint `or` never carries into bit 31 (see `disjoint_const`).
fn split_extended_offsets(func: &mut Function, b: Block, scratch: &mut Scratch) -> bool {
    let mut changed = false;
    let Scratch { insts, exts, .. } = scratch;
    insts.clear();
    insts.extend_from_slice(func.layout.block_insts(b));
    exts.clear();
    for &i in insts.iter() {
        let InstData::Unary {
            opcode: op @ (Opcode::Sext | Opcode::Zext),
            arg,
        } = func.dfg.insts[i]
        else {
            continue;
        };
        let r = func.dfg.first_result(i);
        if func.dfg.value_type(r) != Type::I64 || func.dfg.value_type(arg) != Type::I32 {
            continue;
        }
        if let Some((a, c)) = disjoint_const(func, arg) {
            if let Some(&e) = exts.get(&(a, op)) {
                let mut cur = Cursor::before(func, i);
                let k = cur.iconst(Type::I64, c as i64);
                func.dfg.insts[i] = InstData::Binary {
                    opcode: Opcode::Add,
                    args: [e, k],
                };
                changed = true;
                continue;
            }
        }
        exts.entry((arg, op)).or_insert(r);
    }
    changed
}

/// How pointers of type `pty` are rebased: (offset type, mask, largest constant difference
/// isel folds into the instruction's offset field), or None if they are not.
fn kind_of(pty: Type) -> Option<(Type, u64, u64)> {
    match pty.addr_space() {
        // 64-bit pointers: GFX9+ global offsets hold 0..=2047 on every generation isel folds.
        _ if pty.bits() == 64 => Some((Type::I64, u64::MAX, 2047)),
        // DS offsets are 16-bit unsigned; like LLVM (`isDSOffsetLegal`, GFX7+) any base is
        // allowed (the sum is the address the original instruction computed).
        Some(AddrSpace::Local) => Some((Type::I32, u32::MAX as u64, 65535)),
        _ => None,
    }
}

/// Rebases the addresses of block `b` on earlier ones of it and on `inherited`, the LDS
/// addresses of the blocks dominating it, recording what it changed in `rec`; returns the
/// LDS addresses for the blocks it dominates (at most [`WINDOW`]).
fn rebase_block(
    func: &mut Function,
    uni: &Uniformity,
    b: Block,
    inherited: Vec<Seen>,
    scratch: &mut Scratch,
    rec: &mut Rebased,
) -> Vec<Seen> {
    let Scratch {
        insts,
        memo,
        plan,
        made,
        same,
        ..
    } = scratch;
    // Plan on the unchanged function first, then edit.
    insts.clear();
    insts.extend_from_slice(func.layout.block_insts(b));
    plan.clear();
    let out;
    {
        // (One decomposer, set to each address's offset type; the memo lent by `scratch`,
        // emptied: the forms of the previous block's values may have changed with its
        // edits.)
        memo.clear();
        let mut dec = Decomposer {
            func,
            memo,
            ity: Type::I64,
            mask: u64::MAX,
            kind: 0,
        };
        let mut seen: Vec<Seen> = inherited;
        for &i in insts.iter() {
            let InstData::Binary {
                opcode: Opcode::Ptradd,
                ..
            } = func.dfg.insts[i]
            else {
                continue;
            };
            let p = func.dfg.first_result(i);
            let pty = func.dfg.value_type(p);
            let Some((ity, mask, lim)) = kind_of(pty) else {
                continue;
            };
            // A uniform address is rebased only in LDS and only on a constant difference from
            // another uniform one: every DS access needs its address in a VGPR, so each
            // distinct uniform address costs a copy, whereas one base with offsets costs one.
            let uniform = uni.is_uniform(p);
            if uniform && pty.addr_space() != Some(AddrSpace::Local) {
                continue;
            }
            dec.kind = usize::from(ity != Type::I64);
            dec.ity = ity;
            dec.mask = mask;
            let (root, lin) = dec.pointer(p);
            // Best earlier address: a constant difference in the offset field's range from
            // the earliest such address (one base for many accesses), else the most recent
            // with the simplest constant or uniform difference (a chain of short live
            // ranges).
            let mut best: Option<(bool, usize, Lin)> = None;
            let lo = seen.len().saturating_sub(WINDOW);
            for (j, s) in seen.iter().enumerate().skip(lo) {
                if s.root != root
                    || func.dfg.value_type(s.ptr) != pty
                    || uni.is_uniform(s.ptr) != uniform
                {
                    continue;
                }
                let d = lin.clone().add(&s.lin, u64::MAX, mask);
                if !d.terms.iter().all(|&(x, _)| uni.is_uniform(x)) {
                    continue;
                }
                let folds = d.terms.is_empty() && d.k <= lim;
                // Among the rest: the simplest difference (fewest leaves, no constant), then
                // the most recent.
                let cost = |d: &Lin| (d.terms.len(), d.k != 0);
                let better = match &best {
                    None => true,
                    Some((bf, _, bd)) => !bf && (folds || cost(&d) <= cost(bd)),
                };
                if better {
                    best = Some((folds, j, d));
                }
            }
            if let Some((folds, j, d)) = best {
                if folds || (!uniform && lin.terms.len() >= 2) {
                    plan.push((i, seen[j].ptr, d, ity));
                }
            }
            seen.push(Seen { ptr: p, root, lin });
        }
        let lds = |s: &Seen| func.dfg.value_type(s.ptr).addr_space() == Some(AddrSpace::Local);
        seen.retain(lds);
        let drop = seen.len().saturating_sub(WINDOW);
        seen.drain(..drop);
        out = seen;
    }
    rec.count += plan.len();
    made.clear();
    same.clear();
    for (i, base, d, ity) in plan.drain(..) {
        let p = func.dfg.first_result(i);
        if d.terms.is_empty() && d.k == 0 {
            same.insert(p, base);
            rec.other = true;
            continue;
        }
        let leaves: SmallVec<[Value; 4]> = d.terms.iter().map(|t| t.0).collect();
        let key = (d, ity);
        let dv = match made.get(&key) {
            Some(&v) => v,
            None => {
                let mut cur = Cursor::before(func, i);
                let v = materialize(&mut cur, &key.0, ity);
                made.insert(key, v);
                v
            }
        };
        match func.dfg.insts[i] {
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [b0, o],
            } if b0 == base => rec.kept_base.push((i, o, leaves)),
            _ => rec.other = true,
        }
        func.dfg.insts[i] = InstData::Binary {
            opcode: Opcode::Ptradd,
            args: [base, dv],
        };
    }
    if !same.is_empty() {
        // `p_k == p_j`: uses of `p_k` read `p_j` (chains of equal addresses resolve to the
        // first; the dead `ptradd` is left for dead-code elimination).
        let resolve = |mut v: Value| {
            while let Some(&w) = same.get(&v) {
                v = w;
            }
            v
        };
        func.dfg.map_all_uses(resolve);
    }
    out
}

/// Instructions of type `ity` computing `d` at the cursor.
fn materialize(cur: &mut Cursor, d: &Lin, ity: Type) -> Value {
    let mut acc: Option<Value> = None;
    for &(x, c) in &d.terms {
        let mask = if ity == Type::I64 {
            u64::MAX
        } else {
            u32::MAX as u64
        };
        let (neg, m) = if c > mask >> 1 {
            (true, c.wrapping_neg() & mask)
        } else {
            (false, c)
        };
        let t = if m == 1 {
            x
        } else if m.is_power_of_two() {
            let s = cur.iconst(ity, m.trailing_zeros() as i64);
            cur.bin(Opcode::Shl, x, s)
        } else {
            let k = cur.iconst(ity, m as i64);
            cur.bin(Opcode::Mul, x, k)
        };
        acc = Some(match (acc, neg) {
            (None, false) => t,
            (None, true) => {
                let z = cur.iconst(ity, 0);
                cur.bin(Opcode::Sub, z, t)
            }
            (Some(a), false) => cur.bin(Opcode::Add, a, t),
            (Some(a), true) => cur.bin(Opcode::Sub, a, t),
        });
    }
    match acc {
        None => cur.iconst(ity, d.k as i64),
        Some(a) if d.k == 0 => a,
        Some(a) => {
            let k = cur.iconst(ity, d.k as i64);
            cur.bin(Opcode::Add, a, k)
        }
    }
}
