//! Inlining of device-function calls, and which calls stay real calls.
//!
//! Guarantees: after [`inline_module`], the module holds the kernels and the device functions
//! that stay real calls (`kept_functions`: marked `noinline`, on a cycle of the call graph or
//! large with several call sites ([`crate::inline_cost`]; never `alwaysinline`),
//! reachable from a kernel, and callable without a kernel's context, `docs/calls.md`); every other call was replaced by a copy of the callee's body
//! (recursively, callees of callees too), with the callee's entry parameters bound to the call
//! arguments and every `return v` turned into a jump to the rest of the calling block, which
//! receives `v` as a block parameter. The callee's `alloca`s are hoisted to the start of the
//! caller's entry block (one allocation per inlined call site, as LLVM's inliner does for
//! static allocas), so an inlined call inside a loop reuses its private memory rather than
//! growing the stack. Calls of kept functions are renumbered to the output module.
//!
//! Work-item and work-group ids are no kernel context: a callee receives them packed in v31
//! and in s12..s14 ([`workitem_dims_reached`], [`workgroup_dims_reached`] say which
//! dimensions each function needs). Nor are the implicit arguments (sizes, dispatch packet
//! fields, apertures: the implicit-argument pointer in s[8:9], [`implicit_args_reached`])
//! and global variables (LDS ones through the per-kernel table of [`crate::module_lds`], the
//! LDS kernel id in s15).
//!
//! A recursive function that cannot stay a call (it needs a work-group id, a global, ...)
//! makes every recursive call through it `error: unsupported: recursive call ...`, located at
//! the call, before anything is copied ([`gfxc_ir::callgraph`]). A chain of more than
//! [`MAX_INLINES`] inlined calls per function is still reported as an error rather than
//! looping.

use crate::util::{new_block_after, terminator};
use cranelift_entity::EntityRef;
use gfxc_ir::{
    Block, BlockCall, Diagnostic, Diagnostics, ErrorKind, FuncId, Function, Inst, InstData, Module,
    Opcode, TypedDiagnostics, Value,
};
use rustc_hash::FxHashMap as HashMap;

/// Most calls inlined into one kernel.
pub const MAX_INLINES: usize = 100_000;

/// Why a device function cannot be compiled as a real call (it is inlined instead, or, when
/// it is recursive, the call is refused): the first thing in its body (or in a callee that
/// would be inlined into it) that needs the kernel's context, or a signature too large for
/// the registers and stack slots gfxc passes (vectors of 1- and 8-bit lanes are passed one
/// dword per lane, `crate::narrow_abi`). `None`: callable.
fn not_callable(m: &Module, f: FuncId, kept: &[bool]) -> Option<String> {
    let func = &m.functions[f];
    // A result past v0..v31 comes back through a hidden pointer argument (`crate::sret`).
    let hidden = usize::from(crate::sret::is_demoted(func));
    let mut pieces = hidden;
    for &t in &func.signature.params {
        pieces += abi_pieces(t);
    }
    // v0..v30, then at most 128 dwords on the stack (`gfxc_isel::stack_args`), and at most
    // 24 parameters (the entry's definitions are a 32-bit mask).
    if pieces > 31 + 128 {
        return Some(format!(
            "{pieces} argument dwords (at most v0..v30 and 128 on the stack)"
        ));
    }
    if func.signature.params.len() + hidden > 24 {
        return Some(format!(
            "{} parameters (at most 24 are passed)",
            func.signature.params.len() + hidden
        ));
    }
    // The body, and the bodies of callees that would be inlined into it.
    let mut seen = vec![false; m.functions.len()];
    let mut work = vec![f];
    while let Some(g) = work.pop() {
        if std::mem::replace(&mut seen[g.index()], true) {
            continue;
        }
        let gf = &m.functions[g];
        for &b in gf.layout.blocks() {
            for &i in gf.layout.block_insts(b) {
                let d = &gf.dfg.insts[i];
                let op = d.opcode();
                use Opcode as O;
                // MFMA needs no kernel context: a callee computes with it in its own
                // registers (AGPRs on gfx908, caller-saved there as llc-19 treats them).
                if matches!(d, InstData::Intrinsic { name, .. } if name.starts_with("amdgcn.mfma."))
                {
                    continue;
                }
                // The implicit-argument pointer (and what is read through it: the dispatch
                // packet's sizes, the apertures of `addrspacecast`) is passed in s[8:9]
                // ([`implicit_args_reached`]); the kernarg pointer is not (llc-19 makes it
                // null in a callee), nor a cast of a private pointer to flat.
                if matches!(op, O::KernargPtr | O::Intrinsic) {
                    return Some(format!("`{}` in @{}", op.name(), gf.name));
                }
                if op == O::Addrspacecast && private_to_flat(gf, i) {
                    return Some(format!(
                        "`addrspacecast` of a private pointer to flat in @{}",
                        gf.name
                    ));
                }
                if let InstData::GlobalAddr { global } = d {
                    if !crate::module_lds::callable_global(m, *global) {
                        return Some(format!("`{}` in @{}", op.name(), gf.name));
                    }
                }
                if let InstData::Call { func: c, .. } = d {
                    if m.functions.is_valid(*c) && !kept[c.index()] {
                        work.push(*c);
                    }
                }
            }
        }
    }
    None
}

/// `i` (an `addrspacecast`) casts a private pointer to flat.
fn private_to_flat(f: &Function, i: Inst) -> bool {
    let InstData::Unary { arg, .. } = &f.dfg.insts[i] else {
        return false;
    };
    f.dfg.value_type(*arg) == gfxc_ir::Type::ptr(gfxc_ir::AddrSpace::Private)
}

/// Dwords of a value in the calling convention (`gfxc_isel::call_conv::pieces`, which lower
/// cannot depend on; the two are checked against each other by `tests/calls_compiled.rs`).
fn abi_pieces(t: gfxc_ir::Type) -> usize {
    use gfxc_ir::Type;
    match t {
        Type::Scalar(s) => s.bits().div_ceil(32).max(1) as usize,
        Type::Ptr(sp) => sp.pointer_bits().div_ceil(32) as usize,
        Type::Vector(s, n) if s.bits() == 16 => (n as usize).div_ceil(2),
        Type::Vector(s, n) => n as usize * (s.bits() as usize).div_ceil(32),
    }
}

/// Which device functions stay real calls: those marked `noinline`, on a cycle of the call
/// graph or kept by the inlining heuristic (`crate::inline_cost`: large, several call sites,
/// not `alwaysinline`), reachable from a kernel, that [`not_callable`] accepts. A recursive function that
/// is not callable makes its recursive calls located `unsupported:` errors.
fn kept_functions(m: &Module) -> Result<Vec<bool>, TypedDiagnostics> {
    let n = m.functions.len();
    // A module of kernels none of which calls a function or takes one's address (the usual
    // JIT module) has no call graph: nothing is recursive or addressed, and a kernel is never
    // kept, so every rule below gives `false`, without an error.
    let refers = |f: &Function| {
        f.layout.blocks().iter().any(|&b| {
            f.layout.block_insts(b).iter().any(|&i| {
                matches!(
                    f.dfg.insts[i],
                    InstData::Call { .. } | InstData::FuncAddr { .. }
                )
            })
        })
    };
    if m.functions.values().all(|f| f.is_kernel() && !refers(f)) {
        return Ok(vec![false; n]);
    }
    let calls: Vec<Vec<FuncId>> = (0..n)
        .map(|i| {
            gfxc_ir::callgraph::calls_of(m, FuncId::new(i))
                .into_iter()
                .map(|c| c.0)
                .collect()
        })
        .collect();
    let reach_from = |s: &[FuncId]| {
        let mut seen = vec![false; n];
        let mut work: Vec<FuncId> = s.to_vec();
        while let Some(g) = work.pop() {
            if !std::mem::replace(&mut seen[g.index()], true) {
                work.extend(calls[g.index()].iter().copied());
            }
        }
        seen
    };
    // Roots: the kernels, and the exported functions (`export`: compiled as functions of
    // their own that other modules call; the driver clears `export` unless it writes a
    // relocatable object).
    let kernels: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.is_kernel() || (f.attrs.export && !f.is_declaration()))
        .map(|(id, _)| id)
        .collect();
    // A function whose address is taken (`func_addr`) where a kernel reaches is reachable
    // too: an indirect call may call it (`crate::indirect_calls`).
    let taken = crate::indirect_calls::address_taken(m);
    let reach_from = |s: &[FuncId]| {
        let mut seen = reach_from(s);
        loop {
            let more: Vec<FuncId> = (0..n)
                .filter(|&i| seen[i])
                .flat_map(|i| taken[i].iter().copied())
                .filter(|g| !seen[g.index()])
                .collect();
            if more.is_empty() {
                break seen;
            }
            for (i, r) in reach_from(&more).into_iter().enumerate() {
                seen[i] |= r;
            }
        }
    };
    let reachable = reach_from(&kernels);
    let recursive: Vec<bool> = (0..n)
        .map(|i| reachable[i] && reach_from(&calls[i])[i])
        .collect();
    // Every function whose address is taken stays a function of its own.
    let addressed: Vec<bool> = {
        let mut a = vec![false; n];
        for (i, t) in taken.iter().enumerate() {
            if reachable[i] {
                for g in t {
                    a[g.index()] = true;
                }
            }
        }
        a
    };
    // Large functions with several call sites stay calls too (`crate::inline_cost`).
    let by_cost = crate::inline_cost::keep_by_cost(m, &reachable, &recursive);
    let mut kept: Vec<bool> = (0..n)
        .map(|i| {
            let f = &m.functions[FuncId::new(i)];
            reachable[i]
                && !f.is_kernel()
                && (f.attrs.noinline
                    || by_cost[i]
                    || recursive[i]
                    || addressed[i]
                    || f.attrs.export
                    || f.is_declaration())
        })
        .collect();
    // A declaration must stay a call: if it cannot (its signature does not fit the
    // convention), the compile is refused, at the function. An exported function that
    // cannot be compiled as a function of its own (it needs a kernel's context) is inlined
    // into this module's callers and not exported (another module calling it then fails to
    // link with `undefined symbol`).
    for i in 0..n {
        let f = &m.functions[FuncId::new(i)];
        if kept[i] && (f.is_declaration() || f.attrs.export) {
            if let Some(why) = not_callable(m, FuncId::new(i), &kept) {
                if !f.is_declaration() {
                    kept[i] = f.attrs.noinline || by_cost[i] || recursive[i] || addressed[i];
                    continue;
                }
                let d = Diagnostic::new(
                    f.srcmap.func,
                    format!(
                        "unsupported: call to external function @{}: it cannot be compiled as \
                         a real call ({why})",
                        f.name
                    ),
                );
                return Err(TypedDiagnostics::new(ErrorKind::Unsupported, d));
            }
        }
    }
    loop {
        let mut changed = false;
        for i in 0..n {
            if kept[i] && not_callable(m, FuncId::new(i), &kept).is_some() {
                kept[i] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for i in 0..n {
        if addressed[i] && !kept[i] {
            let why = not_callable(m, FuncId::new(i), &kept).unwrap_or_default();
            let f = &m.functions[FuncId::new(i)];
            let mut ds = Vec::new();
            for (_, g) in m.functions.iter() {
                for &b in g.layout.blocks() {
                    for &x in g.layout.block_insts(b) {
                        if matches!(&g.dfg.insts[x], InstData::FuncAddr { func } if func.index() == i)
                        {
                            ds.push(Diagnostic::new(
                                g.inst_loc(x),
                                format!(
                                    "unsupported: the address of @{} is taken but it cannot be \
                                     compiled as a function of its own yet ({why})",
                                    f.name
                                ),
                            ));
                        }
                    }
                }
            }
            return Err(TypedDiagnostics::new(
                ErrorKind::Unsupported,
                Diagnostics(ds),
            ));
        }
    }
    for i in 0..n {
        if recursive[i] && !kept[i] {
            let why = not_callable(m, FuncId::new(i), &kept).unwrap_or_default();
            let mut ds = Vec::new();
            for (k, _) in m.kernels() {
                for r in gfxc_ir::callgraph::recursive_calls(m, k) {
                    // Only the cycles through a function that cannot stay a call.
                    let callee = match &m.functions[r.caller].dfg.insts[r.inst] {
                        InstData::Call { func, .. } => *func,
                        _ => continue,
                    };
                    if kept[callee.index()] && kept[r.caller.index()] {
                        continue;
                    }
                    let caller = &m.functions[r.caller];
                    ds.push(Diagnostic::new(
                        caller.inst_loc(r.inst),
                        format!(
                            "unsupported: recursive call {} (reached from kernel @{}): @{} \
                             cannot be compiled as a real call yet ({why})",
                            r.path,
                            m.functions[k].name,
                            m.functions[FuncId::new(i)].name
                        ),
                    ));
                }
            }
            return Err(TypedDiagnostics::new(
                ErrorKind::Unsupported,
                Diagnostics(ds),
            ));
        }
    }
    Ok(kept)
}

/// Inlines every call of a function that does not stay a real call (`kept_functions`);
/// the module keeps its kernels and the device functions that stay (in module order, calls
/// renumbered), and drops the others.
pub fn inline_module(m: &Module) -> Result<Module, TypedDiagnostics> {
    let kept = kept_functions(m)?;
    let mut out = Module {
        globals: m.globals.clone(),
        functions: Default::default(),
        global_locs: m.global_locs.clone(),
    };
    // The new number of each function that stays, by old number (a table, not a map: one
    // allocation, none while filling it).
    let mut new_id: Vec<Option<FuncId>> = vec![None; m.functions.len()];
    let mut k = 0usize;
    for (id, f) in m.functions.iter() {
        if f.is_kernel() || kept[id.index()] {
            new_id[id.index()] = Some(FuncId::new(k));
            k += 1;
        }
    }
    for (id, f) in m.functions.iter() {
        if !(f.is_kernel() || kept[id.index()]) {
            continue;
        }
        let mut g = f.clone();
        inline_function_except(m, &mut g, &kept)?;
        // With every function kept (and so numbered as in `m`), every id maps to itself.
        if k == m.functions.len() {
            out.functions.push(g);
            continue;
        }
        let insts: Vec<Inst> = g
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| g.layout.block_insts(b).iter().copied())
            .collect();
        for i in insts {
            if let InstData::Call { func, .. } | InstData::FuncAddr { func } = &mut g.dfg.insts[i] {
                *func = new_id[func.index()].expect("a kept function");
            }
        }
        out.functions.push(g);
    }
    crate::sret::demote_large_results(&mut out);
    // `i1xN`/`i8xN` arguments and results: one dword per lane (`crate::narrow_abi`).
    crate::narrow_abi::widen_narrow_vector_abi(&mut out);
    // LDS variables of device functions: their addresses per kernel (`crate::module_lds`).
    crate::module_lds::add_lds_table(&mut out);
    Ok(out)
}

/// Inlines every call in `func` (callees are looked up in `m`).
pub fn inline_function(m: &Module, func: &mut Function) -> Result<(), TypedDiagnostics> {
    inline_function_except(m, func, &vec![false; m.functions.len()])
}

/// Inlines every call in `func` of a function `kept` does not mark.
fn inline_function_except(
    m: &Module,
    func: &mut Function,
    kept: &[bool],
) -> Result<(), TypedDiagnostics> {
    let mut count = 0usize;
    while let Some(call) = find_call(func, kept) {
        count += 1;
        if count > MAX_INLINES {
            let d = Diagnostic::new(
                func.inst_loc(call),
                format!(
                    "@{}: unsupported: too many inlined calls (recursion?)",
                    func.name
                ),
            );
            return Err(TypedDiagnostics::new(ErrorKind::Unsupported, d));
        }
        let InstData::Call { func: callee, args } = func.dfg.insts[call].clone() else {
            unreachable!()
        };
        if !m.functions.is_valid(callee) {
            let d = Diagnostic::new(func.inst_loc(call), "call of an unknown function");
            return Err(TypedDiagnostics::new(ErrorKind::InvalidInput, d));
        }
        inline_call(func, call, &m.functions[callee], callee, &args);
    }
    Ok(())
}

fn find_call(func: &Function, kept: &[bool]) -> Option<Inst> {
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::Call { func: c, .. } = &func.dfg.insts[i] {
                if !kept.get(c.index()).copied().unwrap_or(false) {
                    return Some(i);
                }
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
    let mut rmap: HashMap<Value, Value> = HashMap::default();
    for &r in &results {
        let ty = func.dfg.value_type(r);
        let p = func.dfg.append_block_param(cont, ty);
        rmap.insert(r, p);
    }

    // Copy the callee's blocks, placed between `b` and `cont`.
    let mut vmap: HashMap<Value, Value> = HashMap::default();
    let mut bmap: HashMap<Block, Block> = HashMap::default();
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

/// For each function of `m` (by name): the work-item id dimensions it reads itself or through
/// the functions it calls (transitively). A device function that reads one receives the
/// packed ids in v31; a caller passes them (`gfxc_isel::calls`).
pub fn workitem_dims_reached(m: &Module) -> HashMap<String, [bool; 3]> {
    grid_dims_reached(m, Opcode::WorkitemId)
}

/// As [`workitem_dims_reached`], for the work-group ids (`Opcode::WorkgroupId`), which a
/// callee receives in s12, s13, s14.
pub fn workgroup_dims_reached(m: &Module) -> HashMap<String, [bool; 3]> {
    grid_dims_reached(m, Opcode::WorkgroupId)
}

/// For each function of `m` (by name): whether it reads the implicit-argument block itself
/// or through the functions it calls (`implicitarg_ptr`, `dispatch_ptr`, `workgroup_size`,
/// `grid_size`, an `addrspacecast` to flat, which reads an aperture there:
/// `crate::addrspace_cast`), or that is only declared (defined in another module). Such a
/// device function receives the implicit-argument pointer
/// in s[8:9], as llc-19 passes it (the kernel's kernarg pointer plus its hidden-block
/// offset); the dispatch packet's fields are read from their copies in the hidden block
/// (`gfxc_isel::select`'s `special_load`), so no dispatch pointer (llc-19: s[4:5]) is needed.
pub fn implicit_args_reached(m: &Module) -> HashMap<String, bool> {
    let n = m.functions.len();
    let mut own = vec![false; n];
    let callees = call_edges(m);
    for (id, f) in m.functions.iter() {
        // A function of another module may read it (llc-19 passes s[8:9] to an unknown
        // callee).
        own[id.index()] = f.is_declaration();
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                let d = &f.dfg.insts[i];
                use Opcode as O;
                match d.opcode() {
                    O::DispatchPtr | O::ImplicitargPtr | O::WorkgroupSize | O::GridSize => {
                        own[id.index()] = true
                    }
                    O::Addrspacecast => {
                        let to = f.dfg.value_type(f.dfg.first_result(i));
                        own[id.index()] |= to == gfxc_ir::Type::ptr(gfxc_ir::AddrSpace::Flat);
                    }
                    _ => {}
                }
            }
        }
    }
    gfxc_ir::callgraph::propagate_to_callers(&mut own, &callees, or_bool);
    m.functions
        .iter()
        .map(|(id, f)| (f.name.clone(), own[id.index()]))
        .collect()
}

/// For each function of `m` (by name): whether it needs the dispatch pointer (`[0]`) and
/// the dispatch id (`[1]`) from its caller, itself or through the functions it calls.
/// `dispatch_id` reads the id; a declaration (a function of another module) may read both,
/// so it gets both, as llc-19 passes them to an unknown callee (s[4:5], s[10:11]; measured,
/// `docs/calls.md`). gfxc's own functions read the dispatch packet's fields from their
/// copies in the hidden block ([`implicit_args_reached`]), so `dispatch_ptr` needs no
/// dispatch pointer. A kernel that reaches one enables the matching user SGPRs.
pub fn dispatch_inputs_reached(m: &Module) -> HashMap<String, [bool; 2]> {
    let mut own = vec![[false; 2]; m.functions.len()];
    let callees = call_edges(m);
    for (id, f) in m.functions.iter() {
        if f.is_declaration() {
            own[id.index()] = [true; 2];
        }
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if f.dfg.insts[i].opcode() == Opcode::DispatchId {
                    own[id.index()][1] = true;
                }
            }
        }
    }
    gfxc_ir::callgraph::propagate_to_callers(&mut own, &callees, or_into);
    m.functions
        .iter()
        .map(|(id, f)| (f.name.clone(), own[id.index()]))
        .collect()
}

/// The call graph's edges by function index: each function's direct callees, and for an
/// indirect call every function whose address the module takes (it may call any of them).
fn call_edges(m: &Module) -> Vec<Vec<usize>> {
    let mut all_taken: Vec<FuncId> = crate::indirect_calls::address_taken(m)
        .into_iter()
        .flatten()
        .collect();
    all_taken.sort_unstable();
    all_taken.dedup();
    let mut callees: Vec<Vec<usize>> = vec![Vec::new(); m.functions.len()];
    for (id, f) in m.functions.iter() {
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                match &f.dfg.insts[i] {
                    InstData::Call { func, .. } => callees[id.index()].push(func.index()),
                    InstData::CallIndirect { .. } => {
                        callees[id.index()].extend(all_taken.iter().map(|g| g.index()))
                    }
                    _ => {}
                }
            }
        }
    }
    callees
}

fn grid_dims_reached(m: &Module, query: Opcode) -> HashMap<String, [bool; 3]> {
    let own = grid_dims_by_index(m, query);
    m.functions
        .iter()
        .map(|(id, f)| (f.name.clone(), own[id.index()]))
        .collect()
}

/// [`workitem_dims_reached`] by function index (no names copied into a map: the pipeline
/// knows the index of each function it lowered; names are unique in a verified module).
pub(crate) fn workitem_dims_by_index(m: &Module) -> Vec<[bool; 3]> {
    grid_dims_by_index(m, Opcode::WorkitemId)
}

fn grid_dims_by_index(m: &Module, query: Opcode) -> Vec<[bool; 3]> {
    let n = m.functions.len();
    let mut own = vec![[false; 3]; n];
    for (id, f) in m.functions.iter() {
        // A function of another module may read any of them (llc-19 passes all three to an
        // unknown callee).
        if f.is_declaration() {
            own[id.index()] = [true; 3];
        }
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if let gfxc_ir::InstData::GridQuery { opcode, dim } = &f.dfg.insts[i] {
                    if *opcode == query {
                        own[id.index()][dim.index()] = true
                    }
                }
            }
        }
    }
    // A lone function (the usual module) can call only itself, which gives it nothing it
    // does not have: the call graph is not needed.
    if n <= 1 {
        return own;
    }
    let callees = call_edges(m);
    gfxc_ir::callgraph::propagate_to_callers(&mut own, &callees, or_into);
    own
}

/// Join of a boolean fact for [`gfxc_ir::callgraph::propagate_to_callers`]: `a |= b`,
/// whether `a` grew.
pub(crate) fn or_bool(a: &mut bool, b: &bool) -> bool {
    let grew = *b && !*a;
    *a |= *b;
    grew
}

/// `a |= b` lane by lane; whether `a` grew (the merge of [`gfxc_ir::callgraph::propagate_to_callers`]
/// for per-function input flags).
fn or_into<const N: usize>(a: &mut [bool; N], b: &[bool; N]) -> bool {
    let mut grew = false;
    for (x, y) in a.iter_mut().zip(b) {
        grew |= *y && !*x;
        *x |= *y;
    }
    grew
}
