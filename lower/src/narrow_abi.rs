//! Vectors of 1- and 8-bit lanes across real calls, in the calling convention's form.
//!
//! llc-19 passes each lane of an `i1xN` or `i8xN` argument in a VGPR of its own, in lane
//! order (the lane widened to 16 bits and then to the dword, its value in the low bits:
//! LLVM's `CC_AMDGPU_Func` promotes `v2i8`/`v2i1` elements to `i16`, each a register), and
//! returns such a result the same way (`RetCC_AMDGPU_Func`); `gfxc_isel::call_conv::pieces`
//! cuts them into one piece per lane. gfxc has no register form for these vectors
//! (`crate::narrow_vectors` scalarizes them), so this pass gives them one on the call
//! boundary: the register form of the lanes zero-extended to `i32` is exactly one dword per
//! lane, the value in the low bits.
//!
//! Guarantees ([`widen_narrow_vector_abi`]): afterwards no device function of the module
//! takes or returns an `i1xN`/`i8xN` value and no call passes or defines one. Each such
//! parameter or result becomes `i32xN`: the callee truncates its parameter back at its entry
//! (`itrunc`: an `i1` lane is bit 0 of its dword, an `i8` lane bits 0..7) and zero-extends
//! each returned value; a caller zero-extends its arguments and truncates the result after
//! the call. The program computes the same values; the VGPRs each lane takes are those
//! llc-19 gives it (checked by `tests/calls_narrow.rs`). A stack-passed lane (past v30) fills
//! its 4-byte slot, where llc-19 stores 2 bytes: the slot offsets are the same, and gfxc only
//! calls functions it compiles itself.

use crate::narrow_vectors::is_narrow_vector;
use gfxc_ir::{FuncId, Function, InstData, Module, Opcode, Scalar, Type};
use rustc_hash::FxHashSet as HashSet;

/// The convention's register form of a narrow vector type: its lanes as `i32`.
fn wide(t: Type) -> Type {
    t.with_lane(Scalar::I32)
}

/// Rewrites the signatures of the device functions of `m` and every call (module doc).
pub fn widen_narrow_vector_abi(m: &mut Module) {
    let narrow_sig = |f: &Function| {
        !f.is_kernel()
            && f.signature
                .params
                .iter()
                .chain(&f.signature.returns)
                .any(|&t| is_narrow_vector(t))
    };
    let set: HashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| narrow_sig(f))
        .map(|(id, _)| id)
        .collect();
    if set.is_empty() {
        return;
    }
    let ids: Vec<FuncId> = m.functions.keys().collect();
    for id in ids {
        let f = &mut m.functions[id];
        if set.contains(&id) {
            widen_function(f);
        }
        widen_calls(f, &set);
    }
}

/// The callee side: parameters and results of narrow vector types become `i32xN`.
fn widen_function(f: &mut Function) {
    let Some(entry) = f.entry_block() else {
        // A declaration (an external function, compiled elsewhere by the same convention):
        // only its signature changes, so that calls pass and read the widened lanes.
        for t in f
            .signature
            .params
            .iter_mut()
            .chain(&mut f.signature.returns)
        {
            if is_narrow_vector(*t) {
                *t = wide(*t);
            }
        }
        return;
    };
    let first = f.layout.block_insts(entry).first().copied();
    let params = f.dfg.block_params(entry).to_vec();
    for (k, &p) in params.iter().enumerate() {
        let ty = f.dfg.value_type(p);
        if !is_narrow_vector(ty) {
            continue;
        }
        let at = first.expect("an entry block ends with a terminator");
        f.dfg.values[p].ty = wide(ty);
        f.signature.params[k] = wide(ty);
        // Uses of `p` read the truncated lanes; the `itrunc` itself reads `p`.
        let t = crate::util::conv_next_to(f, at, false, Opcode::Itrunc, ty, p);
        let ti = match f.dfg.value_def(t) {
            gfxc_ir::ValueDef::Result(i, _) => i,
            _ => unreachable!("a conversion's value is its result"),
        };
        f.dfg.map_all_uses(|v| if v == p { t } else { v });
        f.dfg.insts[ti] = InstData::Unary {
            opcode: Opcode::Itrunc,
            arg: p,
        };
    }
    let Some(&rt) = f.signature.returns.first() else {
        return;
    };
    if !is_narrow_vector(rt) {
        return;
    }
    f.signature.returns[0] = wide(rt);
    for i in crate::util::insts_of(f) {
        let InstData::Return { args } = &f.dfg.insts[i] else {
            continue;
        };
        let Some(&v) = args.first() else { continue };
        let w = crate::util::conv_next_to(f, i, false, Opcode::Zext, wide(rt), v);
        if let InstData::Return { args } = &mut f.dfg.insts[i] {
            args[0] = w;
        }
    }
}

/// The caller side: narrow vector arguments are zero-extended before the call, a narrow
/// vector result is defined as `i32xN` and truncated after it.
fn widen_calls(f: &mut Function, set: &HashSet<FuncId>) {
    for i in crate::util::insts_of(f) {
        let InstData::Call { func, args } = &f.dfg.insts[i] else {
            continue;
        };
        if !set.contains(func) {
            continue;
        }
        let args = args.clone();
        for (k, &a) in args.iter().enumerate() {
            let ty = f.dfg.value_type(a);
            if !is_narrow_vector(ty) {
                continue;
            }
            let w = crate::util::conv_next_to(f, i, false, Opcode::Zext, wide(ty), a);
            if let InstData::Call { args, .. } = &mut f.dfg.insts[i] {
                args[k] = w;
            }
        }
        let Some(&r) = f.dfg.inst_results(i).first() else {
            continue;
        };
        let ty = f.dfg.value_type(r);
        if !is_narrow_vector(ty) {
            continue;
        }
        f.dfg.values[r].ty = wide(ty);
        let t = crate::util::conv_next_to(f, i, true, Opcode::Itrunc, ty, r);
        let ti = match f.dfg.value_def(t) {
            gfxc_ir::ValueDef::Result(i, _) => i,
            _ => unreachable!("a conversion's value is its result"),
        };
        f.dfg.map_all_uses(|v| if v == r { t } else { v });
        f.dfg.insts[ti] = InstData::Unary {
            opcode: Opcode::Itrunc,
            arg: r,
        };
    }
}
