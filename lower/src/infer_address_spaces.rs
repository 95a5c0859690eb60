//! Address-space inference: generic (`flat`) pointers that provably point into one specific
//! address space are accessed through that space.
//!
//! A `flat` pointer may address global memory, LDS or scratch: the hardware routes it through
//! the shared and private apertures (AMDGPUUsage "Address Spaces", "Flat Scratch", and
//! `../shared/notes/` on apertures), so only the `flat_*` instructions may access it. When
//! the pointer is known to come from one space, the dedicated instructions of that space are
//! both cheaper and what the memory model prefers (`global_*`, `ds_*`, `scratch_*`). This is
//! what LLVM's InferAddressSpaces pass does, in a smaller form.
//!
//! Guarantees: after [`infer_address_spaces`],
//! * every `load`/`store`/`atomic_rmw`/`cmpxchg` whose address was a `flat` pointer `p` with
//!   a *known space* `S` (below) uses an equivalent pointer of type `ptr.S` instead;
//! * every `addrspacecast` from such a `p` to `S` itself is replaced by that pointer;
//! * other uses of `p` (stores of the pointer value, `ptrtoint`, compares, ...) are left
//!   alone; `flat` computations left without uses are deleted (with their dead block
//!   parameters), so a kernel whose casts all folded away reads no aperture;
//! * accesses through a pointer whose space is not known stay `flat`; isel must then use
//!   the `flat_*` instructions.
//!
//! The known space of a `flat` value is the least fixed point of:
//! `addrspacecast` of a `global`/`local`/`private`/`constant` pointer -> that space;
//! `ptradd p, k` -> the space of `p`; `select c, a, b` -> the common space of `a` and `b`;
//! a block parameter -> the common space of every incoming branch argument; anything else
//! (kernel parameters, loads, `inttoptr`, intrinsic results, constants) is unknown. Spaces
//! that disagree make the value unknown.
//!
//! Semantics: a `local`/`private` pointer `q` cast to `flat` is `aperture_hi << 32 | q`
//! (`addrspace_cast.rs`), so `ptradd` of it by `k` reaches `q + k` of the same space as long
//! as it stays inside the aperture; the rewritten `ptradd` on the 32-bit pointer adds the
//! low 32 bits of `k` (a wrap out of the aperture has no defined result in either form,
//! AMDGPUUsage: an access outside the aperture is out of bounds). `global`/`constant`
//! pointers are 64-bit and the same bits as their `flat` cast.

use crate::util::{replace_uses, terminator, Cursor};
use gfxc_ir::{AddrSpace, Block, Function, InstData, Opcode, Type, Value, ValueDef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The lattice value of one `flat` pointer.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Known {
    /// No evidence yet (optimistic start for block parameters in cycles).
    Undef,
    Space(AddrSpace),
    /// Not provably one space.
    Flat,
}

fn join(a: Known, b: Known) -> Known {
    match (a, b) {
        (Known::Undef, x) | (x, Known::Undef) => x,
        (Known::Space(x), Known::Space(y)) if x == y => a,
        _ => Known::Flat,
    }
}

fn is_flat(func: &Function, v: Value) -> bool {
    func.dfg.value_type(v) == Type::Ptr(AddrSpace::Flat)
}

/// Spaces whose pointers a `flat` pointer may be narrowed to.
fn narrowable(s: AddrSpace) -> bool {
    matches!(
        s,
        AddrSpace::Global | AddrSpace::Local | AddrSpace::Private | AddrSpace::Constant
    )
}

/// Infers address spaces of `flat` pointers in `func` (module documentation). Returns the
/// number of memory accesses moved off `flat`.
pub fn infer_address_spaces(func: &mut Function) -> usize {
    let blocks = crate::util::blocks_of(func);
    // Incoming arguments of each block parameter.
    let mut incoming: HashMap<Value, Vec<Value>> = HashMap::default();
    for &b in &blocks {
        let t = terminator(func, b);
        for d in func.dfg.insts[t].branch_dests() {
            for (k, &a) in d.args.iter().enumerate() {
                if let Some(&p) = func.dfg.block_params(d.block).get(k) {
                    incoming.entry(p).or_default().push(a);
                }
            }
        }
    }
    let entry = func.entry_block();
    // Fixed point over every flat value.
    let mut known: HashMap<Value, Known> = HashMap::default();
    let mut flat_vals = Vec::new();
    for &b in &blocks {
        for &p in func.dfg.block_params(b) {
            if is_flat(func, p) {
                flat_vals.push(p);
            }
        }
        for &i in func.layout.block_insts(b) {
            for &r in func.dfg.inst_results(i) {
                if is_flat(func, r) {
                    flat_vals.push(r);
                }
            }
        }
    }
    let get = |known: &HashMap<Value, Known>, v: Value| -> Known {
        if is_flat(func, v) {
            known.get(&v).copied().unwrap_or(Known::Undef)
        } else {
            Known::Flat
        }
    };
    // Two rounds: the optimistic fixed point, then again with every value left without
    // evidence (only reachable through cycles that no cast enters, e.g. from unreachable
    // blocks) made `Flat`, so that every input of a value of known space has that space.
    for round in 0..2 {
        if round == 1 {
            for &v in &flat_vals {
                if get(&known, v) == Known::Undef {
                    known.insert(v, Known::Flat);
                }
            }
        }
        fixed_point(func, entry, &incoming, &flat_vals, &mut known, &get);
    }
    let space_of = |v: Value| match known.get(&v) {
        Some(Known::Space(s)) => Some(*s),
        _ => None,
    };
    // Specific-space twins: block parameters first (cycles), then instruction results.
    let mut twin: HashMap<Value, Value> = HashMap::default();
    let mut new_params: Vec<(Value, Value)> = Vec::new();
    for &v in &flat_vals {
        if let (Some(s), ValueDef::Param(b, _)) = (space_of(v), func.dfg.value_def(v)) {
            let p = func.dfg.append_block_param(b, Type::Ptr(s));
            twin.insert(v, p);
            new_params.push((v, p));
        }
    }
    for &v in &flat_vals {
        make_twin(func, v, &space_of, &mut twin);
    }
    // Branch arguments of the new parameters: the twin of each incoming flat argument.
    for &b in &blocks {
        let t = terminator(func, b);
        let mut edits = Vec::new();
        for (k, d) in func.dfg.insts[t].branch_dests().iter().enumerate() {
            for &(v, p) in &new_params {
                let ValueDef::Param(pb, idx) = func.dfg.value_def(v) else {
                    continue;
                };
                let ValueDef::Param(_, pidx) = func.dfg.value_def(p) else {
                    continue;
                };
                if pb == d.block {
                    edits.push((k, idx as usize, pidx as usize));
                }
            }
        }
        for (k, idx, pidx) in edits {
            let a = func.dfg.insts[t].branch_dests()[k].args[idx];
            // Every input of a value of known space has that space (and a twin); if not,
            // the argument list stays short and the pipeline's verifier reports it.
            let Some(&ta) = twin.get(&a) else {
                continue;
            };
            let args = &mut func.dfg.insts[t].branch_dests_mut()[k].args;
            if args.len() == pidx {
                args.push(ta);
            }
        }
    }
    // Rewrite accesses and casts back to the known space.
    let mut moved = 0;
    let mut cast_map: HashMap<Value, Value> = HashMap::default();
    for &b in &blocks {
        for &i in func.layout.block_insts(b) {
            let t = |a: Value| twin.get(&a).copied();
            match &mut func.dfg.insts[i] {
                InstData::Load { addr, .. } => {
                    if let Some(n) = t(*addr) {
                        *addr = n;
                        moved += 1;
                    }
                }
                InstData::Store { args, .. } => {
                    if let Some(n) = t(args[1]) {
                        args[1] = n;
                        moved += 1;
                    }
                }
                InstData::AtomicRmw { args, .. } => {
                    if let Some(n) = t(args[0]) {
                        args[0] = n;
                        moved += 1;
                    }
                }
                InstData::CmpXchg { args, .. } => {
                    if let Some(n) = t(args[0]) {
                        args[0] = n;
                        moved += 1;
                    }
                }
                InstData::Unary {
                    opcode: Opcode::Addrspacecast,
                    arg,
                } => {
                    if let Some(n) = t(*arg) {
                        let r = func.dfg.first_result(i);
                        if func.dfg.value_type(r) == func.dfg.value_type(n) {
                            cast_map.insert(r, n);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let rewrote = moved > 0 || !cast_map.is_empty();
    replace_uses(func, &cast_map);
    if rewrote {
        remove_dead_pointer_code(func);
    }
    moved
}

/// Iterates the transfer functions of the module documentation until nothing changes.
fn fixed_point(
    func: &Function,
    entry: Option<Block>,
    incoming: &HashMap<Value, Vec<Value>>,
    flat_vals: &[Value],
    known: &mut HashMap<Value, Known>,
    get: &dyn Fn(&HashMap<Value, Known>, Value) -> Known,
) {
    loop {
        let mut changed = false;
        for &v in flat_vals {
            let new = match func.dfg.value_def(v) {
                ValueDef::Param(b, _) if Some(b) == entry => Known::Flat,
                ValueDef::Param(..) => match incoming.get(&v) {
                    Some(xs) => xs
                        .iter()
                        .fold(Known::Undef, |acc, &x| join(acc, get(known, x))),
                    None => Known::Flat,
                },
                ValueDef::Result(i, _) => match &func.dfg.insts[i] {
                    InstData::Unary {
                        opcode: Opcode::Addrspacecast,
                        arg,
                    } => match func.dfg.value_type(*arg).addr_space() {
                        Some(s) if narrowable(s) => Known::Space(s),
                        Some(AddrSpace::Flat) => get(known, *arg),
                        _ => Known::Flat,
                    },
                    InstData::Binary {
                        opcode: Opcode::Ptradd,
                        args,
                    } => get(known, args[0]),
                    InstData::Ternary {
                        opcode: Opcode::Select,
                        args,
                    } => join(get(known, args[1]), get(known, args[2])),
                    _ => Known::Flat,
                },
            };
            let old = get(known, v);
            // Monotone: Undef -> Space -> Flat.
            let new = join(old, new);
            if new != old {
                known.insert(v, new);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// Creates (memoized) the `ptr.S` twin of the flat instruction result `v`, inserted right
/// after the definition of `v`, so it dominates every use `v` dominates.
fn make_twin(
    func: &mut Function,
    v: Value,
    space_of: &dyn Fn(Value) -> Option<AddrSpace>,
    twin: &mut HashMap<Value, Value>,
) -> Option<Value> {
    if let Some(&t) = twin.get(&v) {
        return Some(t);
    }
    let s = space_of(v)?;
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    let data = func.dfg.insts[i].clone();
    let t = match data {
        InstData::Unary {
            opcode: Opcode::Addrspacecast,
            arg,
        } => {
            if func.dfg.value_type(arg) == Type::Ptr(s) {
                arg
            } else {
                make_twin(func, arg, space_of, twin)?
            }
        }
        InstData::Binary {
            opcode: Opcode::Ptradd,
            args,
        } => {
            let base = make_twin(func, args[0], space_of, twin)?;
            let off = args[1];
            let konst = match func.dfg.value_def(off) {
                ValueDef::Result(d, _) => match func.dfg.insts[d] {
                    InstData::IntConst { imm } => Some(imm),
                    _ => None,
                },
                ValueDef::Param(..) => None,
            };
            let mut c = Cursor::after(func, i);
            let off = if s.pointer_bits() == 32 && c.ty(off) == Type::I64 {
                match konst {
                    Some(k) => c.iconst(Type::I32, k as i32 as i64),
                    None => c.conv(Opcode::Itrunc, Type::I32, off),
                }
            } else {
                off
            };
            c.bin(Opcode::Ptradd, base, off)
        }
        InstData::Ternary {
            opcode: Opcode::Select,
            args,
        } => {
            let a = make_twin(func, args[1], space_of, twin)?;
            let b = make_twin(func, args[2], space_of, twin)?;
            let mut c = Cursor::after(func, i);
            c.select(args[0], a, b)
        }
        _ => return None,
    };
    twin.insert(v, t);
    Some(t)
}

/// Whether `d` is a side-effect-free instruction this pass creates or strands.
fn is_pure(d: &InstData) -> bool {
    matches!(
        d.opcode(),
        Opcode::Addrspacecast | Opcode::Ptradd | Opcode::Select | Opcode::Itrunc | Opcode::Iconst
    )
}

/// Deletes `addrspacecast`, `ptradd`, `select`, `itrunc` and `iconst` instructions and block
/// parameters whose values reach no other instruction (mark and sweep: a cycle of flat
/// pointers around a loop that only feeds itself is dead too).
fn remove_dead_pointer_code(func: &mut Function) {
    let blocks = crate::util::blocks_of(func);
    // Incoming branch arguments of each block parameter.
    let mut incoming: HashMap<Value, Vec<Value>> = HashMap::default();
    for &b in &blocks {
        let t = terminator(func, b);
        for d in func.dfg.insts[t].branch_dests() {
            for (k, &a) in d.args.iter().enumerate() {
                if let Some(&p) = func.dfg.block_params(d.block).get(k) {
                    incoming.entry(p).or_default().push(a);
                }
            }
        }
    }
    let mut live: HashSet<Value> = HashSet::default();
    let mut work: Vec<Value> = Vec::new();
    for &b in &blocks {
        for &i in func.layout.block_insts(b) {
            if !is_pure(&func.dfg.insts[i]) {
                work.extend(func.dfg.insts[i].args().iter().copied());
            }
        }
    }
    if let Some(e) = func.entry_block() {
        work.extend(func.dfg.block_params(e).iter().copied());
    }
    while let Some(v) = work.pop() {
        if !live.insert(v) {
            continue;
        }
        match func.dfg.value_def(v) {
            ValueDef::Result(i, _) => work.extend(func.dfg.insts[i].args().iter().copied()),
            ValueDef::Param(..) => {
                if let Some(xs) = incoming.get(&v) {
                    work.extend(xs.iter().copied());
                }
            }
        }
    }
    // Dead parameters first (their branch arguments go with them), then dead instructions.
    for &b in &blocks {
        if Some(b) == func.entry_block() {
            continue;
        }
        let params: Vec<Value> = func.dfg.block_params(b).to_vec();
        for (idx, p) in params.iter().enumerate().rev() {
            if live.contains(p) {
                continue;
            }
            func.dfg.remove_block_param(b, idx);
            for &pb in &blocks {
                let t = terminator(func, pb);
                for d in func.dfg.insts[t].branch_dests_mut() {
                    if d.block == b {
                        d.args.remove(idx);
                    }
                }
            }
        }
    }
    let mut dead = Vec::new();
    for &b in &blocks {
        for &i in func.layout.block_insts(b) {
            let rs = func.dfg.inst_results(i);
            if is_pure(&func.dfg.insts[i]) && rs.iter().all(|r| !live.contains(r)) {
                dead.push(i);
            }
        }
    }
    for i in dead {
        func.layout.remove_inst(i);
    }
}
