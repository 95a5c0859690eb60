//! Common subexpressions across blocks (dominator-scoped value numbering, as LLVM's EarlyCSE):
//! a pure instruction that repeats one in a dominating position is replaced by it.
//!
//! The kernels come from clang -O2, but lowering makes new repeats: each
//! `get_global_id(d)` / `get_global_size(d)` call site expands to its own hidden-argument
//! loads and arithmetic (`tests/opencl/work_items.cl` computed every global id twice), the
//! kernel ABI and legalization expand every use on its own. Selection only shares within a
//! block (`isel/src/local_cse.rs`); this pass shares across the dominator tree.
//!
//! Functions with whole-wave/whole-quad regions are left alone (their regions are defined
//! by the IR's shape; `crate::util::has_whole_mode_regions`).
//!
//! Guarantees: an instruction is replaced only by an earlier one with the same operation,
//! operands (commutative operations with their operands in a canonical order, integer sums by
//! their sorted leaves through nested `add`s), immediates and
//! result type, whose block dominates it (or precedes it in the same block), so the earlier
//! value exists wherever the later one is used and equals it: the instructions are pure
//! (arithmetic, comparisons, conversions, selects, vector operations, constants, addresses,
//! grid queries) or loads from read-only memory (`constant` address spaces, not volatile, not
//! atomic: nothing writes it while a kernel runs). Instructions whose result depends on which
//! lanes are active (`readfirstlane`, `readlane`, `ballot`) and everything with effects are
//! never shared. The replaced instructions become dead (isel's dead-code elimination removes
//! them); dead instructions are never the shared copy. Constants are shared within a block only. Returns how many were replaced.

use crate::cfg::SharedCfg;
use crate::util::Dense;
use gfxc_ir::{AddrSpace, Dim, FloatCC, Function, GlobalId, InstData, IntCC, Opcode, Type, Value};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;
use std::collections::hash_map::Entry;

/// A value-numbering key. Plain data (fixed arrays, no heap vectors): building, hashing,
/// comparing and dropping one costs no vector bookkeeping, and the table needs no drop walk.
/// Unused operand slots hold [`pad`], which is never a value of a function, so keys with
/// different operands stay different.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    /// An operation, its operands (padded) and result type.
    Op(Opcode, [Value; 3], Type),
    IConst(i64, Type),
    FConst(u64, Type),
    ICmp(IntCC, [Value; 2], Type),
    FCmp(FloatCC, [Value; 2], Type),
    Grid(Opcode, Dim),
    /// The operands, the mask's number in the pass's list of distinct masks ([`Masks`]) and
    /// the result type.
    Shuffle([Value; 2], u32, Type),
    Global(GlobalId, Type),
    Load(Value, Type, u32),
    /// An integer sum by its leaves, sorted (their number, then the leaves padded):
    /// `(a + b) + c` and `(c + b) + a` are one value (addition modulo 2^w is associative
    /// and commutative).
    Sum(u8, [Value; MAX_LEAVES], Type),
}

/// The filler of unused operand slots in a [`Key`] (the reserved entity number, which no
/// value has).
fn pad() -> Value {
    cranelift_entity::packed_option::ReservedValue::reserved_value()
}

/// The distinct shuffle masks met so far, numbered in order: two masks get one number iff
/// they are equal.
type Masks = Vec<SmallVec<[u8; 16]>>;

fn mask_number(masks: &mut Masks, mask: &[u8]) -> u32 {
    match masks.iter().position(|m| m[..] == *mask) {
        Some(k) => k as u32,
        None => {
            masks.push(SmallVec::from_slice(mask));
            masks.len() as u32 - 1
        }
    }
}

/// At most this many leaves in a flattened sum.
const MAX_LEAVES: usize = 8;

/// The leaves of the integer sum `v` (through `add`s of its type), or `None` past
/// [`MAX_LEAVES`].
fn sum_leaves(func: &Function, v: Value, ty: Type, out: &mut SmallVec<[Value; 8]>) -> Option<()> {
    if let gfxc_ir::ValueDef::Result(i, 0) = func.dfg.value_def(v) {
        if let InstData::Binary {
            opcode: Opcode::Add,
            args,
        } = func.dfg.insts[i]
        {
            if func.dfg.value_type(v) == ty {
                sum_leaves(func, args[0], ty, out)?;
                return sum_leaves(func, args[1], ty, out);
            }
        }
    }
    if out.len() == MAX_LEAVES {
        return None;
    }
    out.push(v);
    Some(())
}

fn commutative(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Add
            | Opcode::Mul
            | Opcode::Umulhi
            | Opcode::Smulhi
            | Opcode::Smin
            | Opcode::Smax
            | Opcode::Umin
            | Opcode::Umax
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::Fadd
            | Opcode::Fmul
    )
}

/// The value-numbering key of `d` with result type `ty`, or `None` if it is not shared.
fn key(func: &Function, d: &InstData, ty: Type, map: &Dense, masks: &mut Masks) -> Option<Key> {
    Some(match d {
        InstData::Unary { opcode, arg } => {
            if matches!(opcode, Opcode::Readfirstlane | Opcode::Ballot) {
                return None;
            }
            Key::Op(*opcode, [*arg, pad(), pad()], ty)
        }
        InstData::Binary {
            opcode: Opcode::Add,
            args,
        } if matches!(ty, Type::Scalar(s) if s.is_int()) => {
            let mut leaves = SmallVec::new();
            match sum_leaves(func, args[0], ty, &mut leaves)
                .and_then(|_| sum_leaves(func, args[1], ty, &mut leaves))
            {
                Some(()) => {
                    for l in leaves.iter_mut() {
                        *l = map.resolve(*l);
                    }
                    leaves.sort();
                    let mut sorted = [pad(); MAX_LEAVES];
                    sorted[..leaves.len()].copy_from_slice(&leaves);
                    Key::Sum(leaves.len() as u8, sorted, ty)
                }
                None => {
                    let mut a = *args;
                    if a[1] < a[0] {
                        a.swap(0, 1);
                    }
                    Key::Op(Opcode::Add, [a[0], a[1], pad()], ty)
                }
            }
        }
        InstData::Binary { opcode, args } => {
            if *opcode == Opcode::Readlane {
                return None;
            }
            let mut a = *args;
            if commutative(*opcode) && a[1] < a[0] {
                a.swap(0, 1);
            }
            Key::Op(*opcode, [a[0], a[1], pad()], ty)
        }
        InstData::Ternary { opcode, args } => Key::Op(*opcode, *args, ty),
        InstData::Nullary { opcode } => match opcode {
            Opcode::Nullptr
            | Opcode::KernargPtr
            | Opcode::DispatchPtr
            | Opcode::ImplicitargPtr
            | Opcode::LaneId
            | Opcode::WaveSize => Key::Op(*opcode, [pad(); 3], ty),
            _ => return None,
        },
        InstData::IntConst { imm } => Key::IConst(*imm, ty),
        InstData::FloatConst { bits } => Key::FConst(*bits, ty),
        InstData::IntCompare { cond, args } => Key::ICmp(*cond, *args, ty),
        InstData::FloatCompare { cond, args } => Key::FCmp(*cond, *args, ty),
        InstData::GridQuery { opcode, dim } => Key::Grid(*opcode, *dim),
        InstData::Shuffle { args, mask } => Key::Shuffle(*args, mask_number(masks, mask), ty),
        InstData::GlobalAddr { global } => Key::Global(*global, ty),
        InstData::Load { flags, addr } => {
            let space = func.dfg.value_type(*addr).addr_space();
            let read_only = matches!(space, Some(AddrSpace::Constant | AddrSpace::Constant32));
            if !read_only || flags.volatile || flags.ordering != gfxc_ir::Ordering::NotAtomic {
                return None;
            }
            Key::Load(*addr, ty, flags.align)
        }
        _ => return None,
    })
}

/// No further instance (the end of a list in [`share_common_values_in`]'s `more`).
const NO_MORE: u32 = u32::MAX;

/// Shares repeated pure instructions along the dominator tree (module doc). Returns how many
/// instructions were replaced.
pub fn share_common_values(func: &mut Function) -> usize {
    share_common_values_in(func, &mut SharedCfg::default())
}

/// [`share_common_values`] with the CFG analyses of `func` in `shared` (computed there if
/// not yet). It changes no block and no branch destination: they stay those of `func`.
pub fn share_common_values_in(func: &mut Function, shared: &mut SharedCfg) -> usize {
    if crate::util::has_whole_mode_regions(func) {
        return 0;
    }
    let (_, dom) = shared.get(func);
    // Borrowed, not copied: nothing below changes the layout before `replace_uses`.
    let blocks = func.layout.blocks();
    // The replacement of each value, by value number (dense: every operand of every
    // instruction is looked up). A replacement is never itself replaced: it is the result
    // of an instruction that found no earlier instance, visited once.
    // (Empty until the first replacement, as it stays in most functions.)
    let mut map = Dense::default();
    let mut n = 0;
    // Values something reads (operands and branch arguments, by value number): an
    // instruction earlier passes left dead (their uses redirected) must not come back to life
    // as the shared copy, at its old place. Counted on the way: the instructions, at most
    // one table entry each (the table never grows).
    let mut used = vec![false; func.dfg.values.len()];
    let mut n_insts = 0;
    for &i in blocks.iter().flat_map(|&b| func.layout.block_insts(b)) {
        let d = &func.dfg.insts[i];
        n_insts += 1;
        for &v in d.args() {
            used[v.as_u32() as usize] = true;
        }
        d.for_each_branch_dest(|bc| {
            for &v in bc.args.iter() {
                used[v.as_u32() as usize] = true;
            }
        });
    }
    // Earlier instances of each key, blocks in reverse postorder (a dominating block comes
    // first): the first one (block index, value) and where the others are listed in `more`
    // ([`NO_MORE`]: none), in the order they were found. (Plain data, nothing to drop; most
    // keys have one instance.)
    let mut seen: HashMap<Key, (u32, Value, u32)> =
        HashMap::with_capacity_and_hasher(n_insts, Default::default());
    // Further instances: (block index, value, next in the same key's list).
    let mut more: Vec<(u32, Value, u32)> = Vec::new();
    let mut masks = Masks::new();
    // The dominator tree's order is the reverse postorder (reachable blocks only).
    for &bi in &dom.order {
        let b = blocks[bi];
        for &i in func.layout.block_insts(b) {
            let results = func.dfg.inst_results(i);
            if results.len() != 1 {
                continue;
            }
            let r = results[0];
            if !used[r.as_u32() as usize] {
                continue;
            }
            // Operands as already rewritten, so chains of repeats share in one pass (a copy
            // only when one of them was).
            let orig = &func.dfg.insts[i];
            let rewritten;
            let d = if n > 0 && orig.args().iter().any(|&a| map.resolve(a) != a) {
                let mut d = orig.clone();
                for a in d.args_mut() {
                    *a = map.resolve(*a);
                }
                rewritten = d;
                &rewritten
            } else {
                orig
            };
            let Some(k) = key(func, d, func.dfg.value_type(r), &map, &mut masks) else {
                continue;
            };
            // Constants cost nothing to repeat (isel folds or rematerialises them); shared
            // across blocks they would only become values live across the region.
            let local = matches!(k, Key::IConst(..) | Key::FConst(..));
            let fits = |eb: u32| {
                if local {
                    eb as usize == bi
                } else {
                    dom.dominates(eb as usize, bi)
                }
            };
            match seen.entry(k) {
                Entry::Vacant(e) => {
                    e.insert((bi as u32, r, NO_MORE));
                }
                Entry::Occupied(mut e) => {
                    let (eb, v, mut next) = *e.get();
                    let found = if fits(eb) {
                        Some(v)
                    } else {
                        // The other instances in order; the last one's link is where a new
                        // one goes.
                        let mut last: Option<usize> = None;
                        let mut found = None;
                        while next != NO_MORE {
                            let (eb, v, after) = more[next as usize];
                            if fits(eb) {
                                found = Some(v);
                                break;
                            }
                            last = Some(next as usize);
                            next = after;
                        }
                        if found.is_none() {
                            let at = more.len() as u32;
                            more.push((bi as u32, r, NO_MORE));
                            match last {
                                Some(l) => more[l].2 = at,
                                None => e.get_mut().2 = at,
                            }
                        }
                        found
                    };
                    if let Some(v) = found {
                        map.set(r, v, func.dfg.values.len());
                        n += 1;
                    }
                }
            }
        }
    }
    // (As `crate::util::replace_uses` would with these pairs in a hash map: one step
    // resolves every use, no replacement being replaced in turn.)
    debug_assert!(map.is_one_step());
    if n > 0 {
        func.dfg.map_all_uses(|v| map.resolve(v));
    }
    n
}
