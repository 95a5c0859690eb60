//! Float `atomic_rmw` without a hardware instruction becomes a compare-and-swap loop, as
//! LLVM 19's `AtomicExpand` pass does for AMDGPU (`shouldExpandAtomicRMWInIR` answers
//! `CmpXChg` when the subtarget has no instruction for the operation, type and address space).
//!
//! Instruction selection picks the atomic instructions from the typed tables of
//! [`crate::mem_ops`] (`ds_atomic`, `vmem_atomic`), and this pass expands exactly the atomics
//! for which the target's instruction table has none of their candidates, so the two can never
//! disagree.
//!
//! Guarantees:
//! - `atomic_rmw fadd/fmin/fmax` of `f32`/`f64` on LDS, global or flat memory whose instruction
//!   (returning form when the result is used) is missing on the target (e.g. global `fadd` on
//!   gfx900, every float op on LDS of GFX6/7, `f64` `fadd` before gfx90a) becomes
//!   ```text
//!   old0 = load addr                       (plain load, the atomic's alignment)
//!   loop(old):
//!     new  = fadd/fmin/fmax old, val        (minnum/maxnum, as the instruction)
//!     seen, ok = cmpxchg addr, bits(old), bits(new)   (integer of the same width)
//!     brif ok, done(float(seen)), loop(float(seen))
//!   done(r): ...                           (r replaces the atomic's result)
//!   ```
//!   with the atomic's ordering as the success ordering, LLVM's strongest failure ordering for
//!   it (release -> monotonic, acq_rel -> acquire), and its scope and `volatile` flag. The
//!   comparison is on bits, so a NaN or a -0/+0 in memory cannot make the loop spin forever.
//! - Every other atomic is left to instruction selection.

use crate::util::{new_block_after, replace_uses, split_after, Cursor};
use gfxc_ir::{
    AddrSpace, BlockCall, Function, Inst, InstData, MemFlags, Opcode, Ordering, RmwOp, Type,
};
use gfxc_isa::{table::table, Generation, Target};
use rustc_hash::FxHashMap as HashMap;

/// The VMEM instruction family that accesses `space` on `gen`: MUBUF (`buffer`) on GFX6 (no
/// FLAT), FLAT on GFX7/8 and for generic pointers, GLOBAL on GFX9+. `None`: no VMEM access
/// (GFX6 generic pointers).
pub fn vmem_kind(gen: Generation, space: AddrSpace) -> Option<&'static str> {
    match (gen, space) {
        (Generation::Gfx6, AddrSpace::Flat) => None,
        (Generation::Gfx6, _) => Some("buffer"),
        (Generation::Gfx7 | Generation::Gfx8, _) | (_, AddrSpace::Flat) => Some("flat"),
        _ => Some("global"),
    }
}

/// Whether `target` has an instruction for an `atomic_rmw op` of 32 (or 64, `wide`) bits on
/// `space`, in the returning form when `rtn`.
pub fn has_atomic_instruction(
    target: &Target,
    space: AddrSpace,
    op: RmwOp,
    wide: bool,
    rtn: bool,
) -> bool {
    let t = table(target.processor.isa);
    let any = |c: crate::mem_ops::Cands| c.ops.iter().any(|&o| t.has(o));
    let gen = target.processor.generation;
    match space {
        AddrSpace::Local => any(crate::mem_ops::ds_atomic(op, wide, rtn)),
        _ => vmem_kind(gen, space)
            .and_then(crate::mem_ops::Family::of_kind)
            .is_some_and(|f| {
                any(crate::mem_ops::vmem_atomic(
                    f,
                    op,
                    wide,
                    gen == Generation::Gfx11,
                ))
            }),
    }
}

/// LLVM's `AtomicCmpXchgInst::getStrongestFailureOrdering`.
fn failure_ordering(o: Ordering) -> Ordering {
    match o {
        Ordering::Release => Ordering::Monotonic,
        Ordering::AcqRel => Ordering::Acquire,
        o => o,
    }
}

/// Expands the float atomics of `func` that `target` has no instruction for; returns how
/// many.
pub fn expand_atomics(func: &mut Function, target: &Target) -> usize {
    let mut todo: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::AtomicRmw { op, args, .. } = &func.dfg.insts[i] {
                let ty = func.dfg.value_type(func.dfg.first_result(i));
                let space = func.dfg.value_type(args[0]).addr_space();
                if op.is_float()
                    && matches!(ty, Type::F32 | Type::F64)
                    && matches!(
                        space,
                        Some(AddrSpace::Local | AddrSpace::Global | AddrSpace::Flat)
                    )
                {
                    todo.push(i);
                }
            }
        }
    }
    if todo.is_empty() {
        return 0;
    }
    // Use counts, only for functions with a float atomic (most have none).
    let mut used: HashMap<gfxc_ir::Value, usize> = HashMap::default();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            for &a in func.dfg.insts[i].args() {
                *used.entry(a).or_default() += 1;
            }
            for d in func.dfg.insts[i].branch_dests() {
                for &a in &d.args {
                    *used.entry(a).or_default() += 1;
                }
            }
        }
    }
    let mut n = 0;
    for i in todo {
        let InstData::AtomicRmw { op, flags, args } = func.dfg.insts[i].clone() else {
            continue;
        };
        let res = func.dfg.first_result(i);
        let ty = func.dfg.value_type(res);
        let space = func.dfg.value_type(args[0]).addr_space().expect("pointer");
        let rtn = used.get(&res).copied().unwrap_or(0) > 0;
        let wide = ty == Type::F64;
        if has_atomic_instruction(target, space, op, wide, rtn) {
            continue;
        }
        cas_loop(func, i, op, flags, args);
        n += 1;
    }
    n
}

/// Replaces the `atomic_rmw` `i` by the loop of the module documentation.
fn cas_loop(func: &mut Function, i: Inst, op: RmwOp, flags: MemFlags, args: [gfxc_ir::Value; 2]) {
    let (addr, val) = (args[0], args[1]);
    let res = func.dfg.first_result(i);
    let ty = func.dfg.value_type(res);
    let ity = if ty == Type::F64 {
        Type::I64
    } else {
        Type::I32
    };
    let block = func.layout.inst_block(i).expect("placed");
    let loc = func.srcmap.insts[i];
    // The instructions after the atomic move to `done`.
    let lp = new_block_after(func, block);
    let done = split_after(func, i, lp);
    func.layout.remove_inst(i);
    let old = func.dfg.append_block_param(lp, ty);
    let r = func.dfg.append_block_param(done, ty);
    // Entry: the first guess is a plain load.
    let mut c = Cursor::at_end(func, block);
    c.loc = loc;
    let load_flags = MemFlags {
        volatile: flags.volatile,
        ..MemFlags::aligned(flags.align)
    };
    let old0 = c.ins1(
        InstData::Load {
            flags: load_flags,
            addr,
        },
        ty,
    );
    c.jump(lp, &[old0]);
    // Loop: compute, compare-and-swap the bits, retry with what memory held.
    let mut c = Cursor::at_end(func, lp);
    c.loc = loc;
    let bin = match op {
        RmwOp::Fadd => Opcode::Fadd,
        RmwOp::Fmin => Opcode::Fmin,
        _ => Opcode::Fmax,
    };
    let new = c.bin(bin, old, val);
    let oi = c.conv(Opcode::Bitcast, ity, old);
    let ni = c.conv(Opcode::Bitcast, ity, new);
    let cx = c.ins(
        InstData::CmpXchg {
            flags,
            failure: failure_ordering(flags.ordering),
            weak: false,
            args: [addr, oi, ni],
        },
        &[ity, Type::I1],
    );
    let (seen, ok) = {
        let rs = c.func.dfg.inst_results(cx);
        (rs[0], rs[1])
    };
    let seen_f = c.conv(Opcode::Bitcast, ty, seen);
    c.ins(
        InstData::Brif {
            cond: ok,
            then_dest: BlockCall::new(done, &[seen_f]),
            else_dest: BlockCall::new(lp, &[seen_f]),
        },
        &[],
    );
    replace_uses(func, &HashMap::from_iter([(res, r)]));
}
