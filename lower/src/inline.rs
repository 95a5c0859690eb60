//! Inlining of device-function calls into kernels.
//!
//! Guarantees: after [`inline_module`], no kernel contains a `call`; every call was replaced by
//! a copy of the callee's body (recursively, callees of callees too), with the callee's entry
//! parameters bound to the call arguments and every `return v` turned into a jump to the rest
//! of the calling block, which receives `v` as a block parameter. The callee's `alloca`s are
//! hoisted to the start of the kernel's entry block (one allocation per inlined call site, as
//! LLVM's inliner does for static allocas), so an inlined call inside a loop reuses its private
//! memory rather than growing the stack. Device functions are then removed from the module
//! (gfxc has no call ABI yet: nothing downstream can use them).
//!
//! `noinline` is ignored for now: every call is inlined, because the backend cannot emit calls.
//! Recursion is valid IR (the interpreter runs it) but cannot be inlined: a recursive call
//! reachable from a kernel is `error: unsupported: recursive call ...`, located at the call,
//! before anything is copied ([`gfxc_ir::callgraph`]). A chain of more than [`MAX_INLINES`]
//! inlined calls per kernel is still reported as an error rather than looping.

use crate::util::{new_block_after, terminator};
use gfxc_ir::{
    Block, BlockCall, Diagnostic, Diagnostics, FuncId, Function, Inst, InstData, Module, Opcode,
    Value,
};
use std::collections::HashMap;

/// Most calls inlined into one kernel.
pub const MAX_INLINES: usize = 100_000;

/// Inlines every call of every kernel and drops the device functions.
pub fn inline_module(m: &Module) -> Result<Module, Diagnostics> {
    let mut out = Module {
        globals: m.globals.clone(),
        functions: Default::default(),
        global_locs: m.global_locs.clone(),
    };
    for (id, f) in m.functions.iter() {
        if !f.is_kernel() {
            continue;
        }
        let rec = gfxc_ir::callgraph::recursive_calls(m, id);
        if !rec.is_empty() {
            let ds = rec
                .iter()
                .map(|r| {
                    let caller = &m.functions[r.caller];
                    Diagnostic::new(
                        caller.inst_loc(r.inst),
                        format!(
                            "unsupported: recursive call {} (reached from kernel @{}): gfxc \
                             inlines every call and does not emit real calls yet",
                            r.path, f.name
                        ),
                    )
                })
                .collect();
            return Err(Diagnostics(ds));
        }
        let mut k = f.clone();
        inline_function(m, &mut k)?;
        out.functions.push(k);
    }
    Ok(out)
}

/// Inlines every call in `func` (callees are looked up in `m`).
pub fn inline_function(m: &Module, func: &mut Function) -> Result<(), Diagnostics> {
    let mut count = 0usize;
    while let Some(call) = find_call(func) {
        count += 1;
        if count > MAX_INLINES {
            let d = Diagnostic::new(
                func.inst_loc(call),
                format!("@{}: too many inlined calls (recursion?)", func.name),
            );
            return Err(Diagnostics(vec![d]));
        }
        let InstData::Call { func: callee, args } = func.dfg.insts[call].clone() else {
            unreachable!()
        };
        if !m.functions.is_valid(callee) {
            let d = Diagnostic::new(func.inst_loc(call), "call of an unknown function");
            return Err(Diagnostics(vec![d]));
        }
        inline_call(func, call, &m.functions[callee], callee, &args);
    }
    Ok(())
}

fn find_call(func: &Function) -> Option<Inst> {
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if func.dfg.insts[i].opcode() == Opcode::Call {
                return Some(i);
            }
        }
    }
    None
}

fn inline_call(func: &mut Function, call: Inst, callee: &Function, _id: FuncId, args: &[Value]) {
    let b = func.layout.inst_block(call).unwrap();
    let insts: Vec<Inst> = func.layout.block_insts(b).to_vec();
    let k = insts.iter().position(|&i| i == call).unwrap();

    // The rest of the block moves to a continuation block.
    let cont = new_block_after(func, b);
    for &i in &insts[k + 1..] {
        func.layout.remove_inst(i);
        func.layout.append_inst(i, cont);
    }
    let results: Vec<Value> = func.dfg.inst_results(call).to_vec();
    let mut rmap: HashMap<Value, Value> = HashMap::new();
    for &r in &results {
        let ty = func.dfg.value_type(r);
        let p = func.dfg.append_block_param(cont, ty);
        rmap.insert(r, p);
    }

    // Copy the callee's blocks, placed between `b` and `cont`.
    let mut vmap: HashMap<Value, Value> = HashMap::new();
    let mut bmap: HashMap<Block, Block> = HashMap::new();
    let centry = callee.entry_block().expect("callee has a body");
    for (&p, &a) in callee.dfg.block_params(centry).iter().zip(args) {
        vmap.insert(p, a);
    }
    let mut after = b;
    for &cb in callee.layout.blocks() {
        let nb = new_block_after(func, after);
        after = nb;
        bmap.insert(cb, nb);
        if cb != centry {
            for &p in callee.dfg.block_params(cb) {
                let ty = callee.dfg.value_type(p);
                let np = func.dfg.append_block_param(nb, ty);
                vmap.insert(p, np);
            }
        }
    }
    let kentry = func.entry_block().unwrap();
    let mut hoisted = 0usize;
    let mut copies: Vec<Inst> = Vec::new();
    for &cb in callee.layout.blocks() {
        let nb = bmap[&cb];
        for &ci in callee.layout.block_insts(cb) {
            let data = callee.dfg.insts[ci].clone();
            let tys: Vec<_> = callee
                .dfg
                .inst_results(ci)
                .iter()
                .map(|&r| callee.dfg.value_type(r))
                .collect();
            let mut data = data;
            for d in data.branch_dests_mut() {
                d.block = bmap[&d.block];
            }
            let data = match data {
                InstData::Return { args } => InstData::Jump {
                    dest: BlockCall::new(cont, &args),
                },
                d => d,
            };
            let is_alloca = data.opcode() == Opcode::Alloca;
            let ni = func.dfg.make_inst(data, &tys);
            func.srcmap.insts[ni] = callee.srcmap.insts[ci];
            if is_alloca {
                func.layout.insert_inst(ni, kentry, hoisted);
                hoisted += 1;
            } else {
                func.layout.append_inst(ni, nb);
            }
            for (&r, &nr) in callee
                .dfg
                .inst_results(ci)
                .iter()
                .zip(func.dfg.inst_results(ni))
            {
                vmap.insert(r, nr);
            }
            copies.push(ni);
        }
    }
    for ni in copies {
        let data = &mut func.dfg.insts[ni];
        data.map_values(|v| vmap.get(&v).copied().unwrap_or(v));
    }
    // The call becomes a jump into the copy.
    func.dfg.insts[call] = InstData::Jump {
        dest: BlockCall::new(bmap[&centry], &[]),
    };
    // The call's result values are now `cont`'s parameters.
    let _ = terminator(func, b);
    func.dfg
        .map_all_uses(|v| rmap.get(&v).copied().unwrap_or(v));
    func.dfg.results[call].clear();
}
