//! Uniform operands of integer `add` chains added together first:
//! `add (add w, d), u` with `w`, `u` uniform and `d` divergent becomes
//! `add (add w, u), d` when the inner `add` has no other use.
//!
//! Guarantees: the IR means the same thing (integer addition is associative and commutative
//! modulo 2^N; IR `add` has no overflow flags to drop); the inner `add` is removed, the new
//! one placed right before the outer one (its operands are defined before the inner `add`).
//! Returns how many were rewritten; uniformity must be recomputed after a rewrite.
//!
//! Why: the uniform sum is then computed once per wave on the scalar unit and only one
//! divergent addition remains (for 64-bit index arithmetic such as `offset + tid + base`,
//! two `v_add_co`/`v_addc_co` pairs and the copies of the scalar operands to VGPRs become one
//! pair and an `s_add_u32`/`s_addc_u32`). LLVM's AMDGPU backend does the same
//! (`SITargetLowering::reassociateScalarOps`).

use crate::uniformity::Uniformity;
use crate::util::Cursor;
use cranelift_entity::SecondaryMap;
use gfxc_ir::{Function, Inst, InstData, Opcode, Value, ValueDef};
use rustc_hash::FxHashSet as HashSet;
use smallvec::SmallVec;

/// Rewrites the chains (module doc); returns how many.
pub fn reassociate_uniform(func: &mut Function, uni: &Uniformity) -> usize {
    if !has_candidate(func, uni) {
        return 0;
    }
    // Use counts by value (a dense map: a value never counted reads 0).
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    uses.resize(func.dfg.values.len());
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            func.dfg.insts[i].for_each_value(|v| uses[v] += 1);
        }
    }
    // Sums made here are uniform (both operands are).
    let mut made: HashSet<Value> = HashSet::default();
    let mut n = 0;
    let blocks = crate::util::blocks_of(func);
    // Each block's instructions as they were before its rewrites, copied into one buffer
    // for the whole pass (not a vector per block).
    let mut insts = Vec::new();
    for b in blocks {
        insts.clear();
        insts.extend_from_slice(func.layout.block_insts(b));
        for &i in &insts {
            let Some([x, y]) = scalar_int_add(func, i) else {
                continue;
            };
            let is_u = |v: Value| uni.is_uniform(v) || made.contains(&v);
            for (inner, u) in [(x, y), (y, x)] {
                if !is_u(u) || is_u(inner) || uses[inner] != 1 {
                    continue;
                }
                let Some((ii, [p, q])) = add_of(func, inner) else {
                    continue;
                };
                let (w, d) = match (is_u(p), is_u(q)) {
                    (true, false) => (p, q),
                    (false, true) => (q, p),
                    _ => continue,
                };
                let t = Cursor::before(func, i).bin(Opcode::Add, w, u);
                made.insert(t);
                func.dfg.insts[i] = InstData::Binary {
                    opcode: Opcode::Add,
                    args: [t, d],
                };
                func.layout.remove_inst(ii);
                uses[t] += 1;
                n += 1;
                break;
            }
        }
    }
    n
}

/// The operands of `i` if it is an `add` of scalar integers (not vectors, not booleans): the
/// outer `add` of a chain.
fn scalar_int_add(func: &Function, i: Inst) -> Option<[Value; 2]> {
    let InstData::Binary {
        opcode: Opcode::Add,
        args,
    } = func.dfg.insts[i]
    else {
        return None;
    };
    let ty = func.dfg.value_type(func.dfg.first_result(i));
    (ty.is_int() && !ty.is_vector() && !ty.is_bool()).then_some(args)
}

/// The `add` that defines `v` (as its only result) and its operands: the inner `add`.
fn add_of(func: &Function, v: Value) -> Option<(Inst, [Value; 2])> {
    let ValueDef::Result(ii, 0) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[ii] {
        InstData::Binary {
            opcode: Opcode::Add,
            args,
        } => Some((ii, args)),
        _ => None,
    }
}

/// Whether the first rewrite can happen: some `add` meets its conditions with nothing made
/// yet (uniform means uniform in `uni`), its inner `add` having one use. Without one, the
/// first rewrite never happens, so none does (a rewrite is what makes new uniform sums): the
/// dense use counts and the copies of the layout are not needed. The inner values of the
/// candidates are collected first (few: most kernels have none), and only their uses counted.
fn has_candidate(func: &Function, uni: &Uniformity) -> bool {
    const MAX: usize = 8;
    let mut inners: SmallVec<[Value; MAX]> = SmallVec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let Some([x, y]) = scalar_int_add(func, i) else {
                continue;
            };
            for (inner, u) in [(x, y), (y, x)] {
                if !uni.is_uniform(u) || uni.is_uniform(inner) {
                    continue;
                }
                if matches!(add_of(func, inner), Some((_, [p, q]))
                    if uni.is_uniform(p) != uni.is_uniform(q))
                    && !inners.contains(&inner)
                {
                    if inners.len() == MAX {
                        // Too many to count one by one: the pass decides.
                        return true;
                    }
                    inners.push(inner);
                }
            }
        }
    }
    if inners.is_empty() {
        return false;
    }
    let mut uses = [0u32; MAX];
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            func.dfg.insts[i].for_each_value(|v| {
                if let Some(k) = inners.iter().position(|&x| x == v) {
                    uses[k] += 1;
                }
            });
        }
    }
    uses[..inners.len()].contains(&1)
}
