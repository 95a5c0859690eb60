//! Float `atomic_rmw` without a hardware instruction becomes a compare-and-swap loop, as
//! LLVM 19's `AtomicExpand` pass does for AMDGPU (`shouldExpandAtomicRMWInIR` answers
//! `CmpXChg` when the subtarget has no instruction for the operation, type and address space).
//!
//! Also the one place that spells the atomic instructions' mnemonics (`ds_atomic_name`,
//! `vmem_atomic_names`): instruction selection picks the instruction by them, and this pass
//! expands exactly the atomics for which the target's instruction table has none of them, so
//! the two can never disagree.
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
use gfxc_isa::{table::table, Generation, Op, Target};
use std::collections::HashMap;

/// The DS mnemonic of an LDS `atomic_rmw`: `ds_OP[_rtn]_TYPE` (`ds_min_rtn_i32`,
/// `ds_inc_u64`, `ds_wrxchg_rtn_b32`), the same spelling on every generation that has DS
/// atomics (MI100 ISA §12.12 / RDNA3 ISA "LDS instructions"; GFX11 renamed `ds_wrxchg` to
/// `ds_storexchg`).
pub fn ds_atomic_name(op: RmwOp, wide: bool, rtn: bool) -> String {
    let (stem, kind) = match op {
        RmwOp::Xchg => ("wrxchg", 'b'),
        RmwOp::Add => ("add", 'u'),
        RmwOp::Sub => ("sub", 'u'),
        RmwOp::And => ("and", 'b'),
        RmwOp::Or => ("or", 'b'),
        RmwOp::Xor => ("xor", 'b'),
        RmwOp::Min => ("min", 'i'),
        RmwOp::Max => ("max", 'i'),
        RmwOp::Umin => ("min", 'u'),
        RmwOp::Umax => ("max", 'u'),
        RmwOp::UincWrap => ("inc", 'u'),
        RmwOp::UdecWrap => ("dec", 'u'),
        RmwOp::Fadd => ("add", 'f'),
        RmwOp::Fmin => ("min", 'f'),
        RmwOp::Fmax => ("max", 'f'),
    };
    let bits = if wide { 64 } else { 32 };
    let rtn = if rtn { "_rtn" } else { "" };
    format!("ds_{stem}{rtn}_{kind}{bits}")
}

/// The VMEM mnemonic of a global/flat/buffer `atomic_rmw` (`kind` is `global`, `flat` or
/// `buffer`): GFX6-GFX10 spell the operation alone with `_x2` for 64 bits
/// (`global_atomic_smin_x2`, `flat_atomic_inc`); GFX11 spells a type (`global_atomic_min_i64`,
/// `flat_atomic_inc_u32`); 64-bit float operations are `_x2` on GFX10 and `_f64` on gfx90a.
/// The candidates in the order they are tried.
pub fn vmem_atomic_names(kind: &str, op: RmwOp, wide: bool, g11: bool) -> Vec<String> {
    let (old, stem, ty) = match op {
        RmwOp::Xchg => ("swap", "swap", 'b'),
        RmwOp::Add => ("add", "add", 'u'),
        RmwOp::Sub => ("sub", "sub", 'u'),
        RmwOp::And => ("and", "and", 'b'),
        RmwOp::Or => ("or", "or", 'b'),
        RmwOp::Xor => ("xor", "xor", 'b'),
        RmwOp::Min => ("smin", "min", 'i'),
        RmwOp::Max => ("smax", "max", 'i'),
        RmwOp::Umin => ("umin", "min", 'u'),
        RmwOp::Umax => ("umax", "max", 'u'),
        RmwOp::UincWrap => ("inc", "inc", 'u'),
        RmwOp::UdecWrap => ("dec", "dec", 'u'),
        RmwOp::Fadd => ("add_f32", "add", 'f'),
        RmwOp::Fmin => ("fmin", "min", 'f'),
        RmwOp::Fmax => ("fmax", "max", 'f'),
    };
    let bits = if wide { 64 } else { 32 };
    match (g11, wide) {
        (true, _) => vec![format!("{kind}_atomic_{stem}_{ty}{bits}")],
        (false, false) => vec![format!("{kind}_atomic_{old}")],
        (false, true) if op.is_float() => vec![
            format!("{kind}_atomic_{stem}_f64"),
            format!("{kind}_atomic_{old}_x2"),
        ],
        (false, true) => vec![format!("{kind}_atomic_{old}_x2")],
    }
}

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
    let has = |n: &str| Op::from_name(n).is_some_and(|o| t.has(o));
    let gen = target.processor.generation;
    match space {
        AddrSpace::Local => {
            let n = ds_atomic_name(op, wide, rtn);
            has(&n) || has(&n.replace("wrxchg", "storexchg"))
        }
        _ => vmem_kind(gen, space).is_some_and(|kind| {
            vmem_atomic_names(kind, op, wide, gen == Generation::Gfx11)
                .iter()
                .any(|n| has(n))
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
    let mut used: HashMap<gfxc_ir::Value, usize> = HashMap::new();
    let mut todo: Vec<Inst> = Vec::new();
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
    replace_uses(func, &HashMap::from([(res, r)]));
}
