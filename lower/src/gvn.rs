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

#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Op(Opcode, SmallVec<[Value; 3]>, Type),
    IConst(i64, Type),
    FConst(u64, Type),
    ICmp(IntCC, [Value; 2], Type),
    FCmp(FloatCC, [Value; 2], Type),
    Grid(Opcode, Dim),
    Shuffle([Value; 2], SmallVec<[u8; 16]>, Type),
    Global(GlobalId, Type),
    Load(Value, Type, u32),
    /// An integer sum by its leaves, sorted: `(a + b) + c` and `(c + b) + a` are one value
    /// (addition modulo 2^w is associative and commutative).
    Sum(SmallVec<[Value; 8]>, Type),
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
fn key(func: &Function, d: &InstData, ty: Type, map: &Dense) -> Option<Key> {
    Some(match d {
        InstData::Unary { opcode, arg } => {
            if matches!(opcode, Opcode::Readfirstlane | Opcode::Ballot) {
                return None;
            }
            Key::Op(*opcode, SmallVec::from_slice(&[*arg]), ty)
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
                    Key::Sum(leaves, ty)
                }
                None => {
                    let mut a = *args;
                    if a[1] < a[0] {
                        a.swap(0, 1);
                    }
                    Key::Op(Opcode::Add, SmallVec::from_slice(&a), ty)
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
            Key::Op(*opcode, SmallVec::from_slice(&a), ty)
        }
        InstData::Ternary { opcode, args } => Key::Op(*opcode, SmallVec::from_slice(args), ty),
        InstData::Nullary { opcode } => match opcode {
            Opcode::Nullptr
            | Opcode::KernargPtr
            | Opcode::DispatchPtr
            | Opcode::ImplicitargPtr
            | Opcode::LaneId
            | Opcode::WaveSize => Key::Op(*opcode, SmallVec::new(), ty),
            _ => return None,
        },
        InstData::IntConst { imm } => Key::IConst(*imm, ty),
        InstData::FloatConst { bits } => Key::FConst(*bits, ty),
        InstData::IntCompare { cond, args } => Key::ICmp(*cond, *args, ty),
        InstData::FloatCompare { cond, args } => Key::FCmp(*cond, *args, ty),
        InstData::GridQuery { opcode, dim } => Key::Grid(*opcode, *dim),
        InstData::Shuffle { args, mask } => Key::Shuffle(*args, mask.clone(), ty),
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
    let n_insts: usize = blocks
        .iter()
        .map(|&b| func.layout.block_insts(b).len())
        .sum();
    // Earlier instances of each key: (block index, value); blocks in reverse postorder, so a
    // dominating block comes first.
    let mut seen: HashMap<Key, SmallVec<[(usize, Value); 2]>> =
        HashMap::with_capacity_and_hasher(n_insts, Default::default());
    // The replacement of each value, by value number (dense: every operand of every
    // instruction is looked up). A replacement is never itself replaced: it is the result
    // of an instruction that found no earlier instance, visited once.
    // (Empty until the first replacement, as it stays in most functions.)
    let mut map = Dense::default();
    let mut n = 0;
    // Values something reads (operands and branch arguments, by value number): an
    // instruction earlier passes left dead (their uses redirected) must not come back to life
    // as the shared copy, at its old place.
    let mut used = vec![false; func.dfg.values.len()];
    for &i in blocks.iter().flat_map(|&b| func.layout.block_insts(b)) {
        let d = &func.dfg.insts[i];
        for &v in d.args() {
            used[v.as_u32() as usize] = true;
        }
        d.for_each_branch_dest(|bc| {
            for &v in bc.args.iter() {
                used[v.as_u32() as usize] = true;
            }
        });
    }
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
            let Some(k) = key(func, d, func.dfg.value_type(r), &map) else {
                continue;
            };
            // Constants cost nothing to repeat (isel folds or rematerialises them); shared
            // across blocks they would only become values live across the region.
            let local = matches!(k, Key::IConst(..) | Key::FConst(..));
            let entry = seen.entry(k).or_default();
            let found = entry.iter().find(|(eb, _)| {
                if local {
                    *eb == bi
                } else {
                    dom.dominates(*eb, bi)
                }
            });
            if let Some(&(_, v)) = found {
                map.set(r, v, func.dfg.values.len());
                n += 1;
            } else {
                entry.push((bi, r));
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
