//! Results too large for the result registers, returned through memory as llc-19 does.
//!
//! A device function that stays a real call returns its result in v0..v31
//! (`gfxc_isel::call_conv::assign_result`). A larger result (more than 32 dwords: vectors of
//! 17 or more 64-bit lanes) is *demoted* as LLVM's `CanLowerReturn`/sret demotion does: the
//! function takes a hidden first parameter, a private pointer (so in v0, the other arguments
//! one VGPR later), stores its result there and returns nothing; each caller passes the
//! address of a fresh `alloca` of the result's size in its frame and loads the result after
//! the call.
//!
//! Guarantees ([`demote_large_results`]): afterwards no device function of the module returns
//! a value of more than [`RESULT_DWORDS`] dwords; the program computes the same values (the
//! stored bytes are the result's store bytes, at the result type's ABI alignment).

use gfxc_ir::{
    AddrSpace, FuncId, Function, Inst, InstData, MemFlags, Module, SrcLoc, Type, Value, ValueDef,
};
use rustc_hash::FxHashSet as HashSet;

/// Dwords a result may take in registers (v0..v31).
pub const RESULT_DWORDS: usize = 32;

/// Dwords of a value in the calling convention (as `crate::inline::abi_pieces`).
fn dwords(t: Type) -> usize {
    match t {
        Type::Scalar(s) => s.bits().div_ceil(32).max(1) as usize,
        Type::Ptr(sp) => sp.pointer_bits().div_ceil(32) as usize,
        Type::Vector(s, n) if s.bits() == 16 => (n as usize).div_ceil(2),
        Type::Vector(s, n) => n as usize * (s.bits() as usize).div_ceil(32),
    }
}

/// Whether a function's result is returned through memory.
pub fn is_demoted(f: &Function) -> bool {
    !f.is_kernel()
        && f.signature
            .returns
            .first()
            .is_some_and(|&t| dwords(t) > RESULT_DWORDS)
}

/// Demotes every device function of `m` whose result is larger than the result registers
/// (module doc), and rewrites their calls.
pub fn demote_large_results(m: &mut Module) {
    let demoted: HashSet<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| is_demoted(f))
        .map(|(id, _)| id)
        .collect();
    if demoted.is_empty() {
        return;
    }
    let ids: Vec<FuncId> = m.functions.keys().collect();
    for id in ids {
        let f = &mut m.functions[id];
        if demoted.contains(&id) {
            demote_function(f);
        }
        rewrite_calls(f, &demoted);
    }
}

fn place_after(f: &mut Function, at: Inst, ni: Inst, loc: SrcLoc) {
    crate::util::place_next_to(f, at, true, ni, loc);
}

fn place_before(f: &mut Function, at: Inst, ni: Inst, loc: SrcLoc) {
    crate::util::place_next_to(f, at, false, ni, loc);
}

/// The function side: a hidden first parameter `ptr.private`; `return v` becomes
/// `store v, p; return`.
fn demote_function(f: &mut Function) {
    let ty = f.signature.returns[0];
    let Some(entry) = f.entry_block() else {
        // A declaration (an external function, compiled elsewhere by the same convention):
        // only its signature changes, so that calls pass the result's address in v0.
        f.signature.params.insert(0, Type::Ptr(AddrSpace::Private));
        f.signature.returns.clear();
        return;
    };
    let p = f
        .dfg
        .append_block_param(entry, Type::Ptr(AddrSpace::Private));
    let params = &mut f.dfg.blocks[entry].params;
    params.rotate_right(1);
    let params = params.clone();
    for (k, &v) in params.iter().enumerate() {
        f.dfg.values[v].def = ValueDef::Param(entry, k as u16);
    }
    f.signature.params.insert(0, Type::Ptr(AddrSpace::Private));
    f.signature.returns.clear();
    let flags = MemFlags::aligned(ty.abi_align());
    for i in crate::util::insts_of(f) {
        let InstData::Return { args } = &f.dfg.insts[i] else {
            continue;
        };
        let Some(&v) = args.first() else { continue };
        let loc = f.inst_loc(i);
        let st = f.dfg.make_inst(
            InstData::Store {
                flags,
                args: [v, p],
            },
            &[],
        );
        place_before(f, i, st, loc);
        f.dfg.insts[i] = InstData::Return {
            args: Default::default(),
        };
    }
}

/// The caller side: `r = call @f(args)` becomes `call @f(a, args)` and `r = load a`, with
/// `a` an `alloca` of the result's size at the start of the caller's entry block.
fn rewrite_calls(f: &mut Function, demoted: &HashSet<FuncId>) {
    let Some(entry) = f.entry_block() else { return };
    for i in crate::util::insts_of(f) {
        let InstData::Call { func, .. } = &f.dfg.insts[i] else {
            continue;
        };
        if !demoted.contains(func) {
            continue;
        }
        let Some(&r) = f.dfg.inst_results(i).first() else {
            continue;
        };
        let ty = f.dfg.value_type(r);
        let loc = f.inst_loc(i);
        let align = ty.abi_align().max(4);
        let al = f.dfg.make_inst(
            InstData::Alloca {
                size: ty.store_size(),
                align,
            },
            &[Type::Ptr(AddrSpace::Private)],
        );
        f.layout.insert_inst(al, entry, 0);
        f.srcmap.insts[al] = loc;
        let a: Value = f.dfg.inst_results(al)[0];
        if let InstData::Call { args, .. } = &mut f.dfg.insts[i] {
            args.insert(0, a);
        }
        let flags = MemFlags::aligned(ty.abi_align());
        let ld = f.dfg.make_inst(InstData::Load { flags, addr: a }, &[ty]);
        place_after(f, i, ld, loc);
        let nr = f.dfg.inst_results(ld)[0];
        f.dfg.map_all_uses(|v| if v == r { nr } else { v });
        f.dfg.results[i].clear();
    }
}
