//! Mapping of the parsed module onto gfxc IR: globals, function signatures and attributes,
//! control flow (LLVM blocks → gfxc blocks, `phi` → block parameters with branch arguments)
//! and the non-call instructions. Operands and constants are in [`crate::consts`], calls and
//! intrinsics in [`crate::intrinsics`], `i128` arithmetic in [`crate::wide`].
//!
//! Guarantees:
//! - Blocks are lowered in reverse post-order, so every non-phi operand is defined before it
//!   is used, and phi operands are materialized in the predecessor right before its
//!   terminator. Blocks unreachable from the entry are dropped (they cannot execute).
//! - Every gfxc instruction carries the `.ll` location of the LLVM instruction it came from
//!   (`Function::srcmap`).
//! - Anything without an exact gfxc equivalent is an `unsupported:` error at its location.

use crate::ast::*;
use crate::layout::{LResult, Types};
use crate::parse::unsupported;
use crate::parse_inst::is_terminator;
pub(crate) use crate::signature::*;
use gfxc_ir::builder::FunctionBuilder;
use gfxc_ir::{
    AddrSpace, Block, BlockCall, Diagnostic, FuncId, FuncKind, Function, GlobalId, InstData, IntCC,
    MemFlags, Module, Opcode, RmwOp, Scalar, SpaceSet, SrcLoc, Type, Value,
};
use std::collections::{HashMap, HashSet};

/// A lowered LLVM value.
#[derive(Clone, Copy, Debug)]
pub(crate) enum LV {
    V(Value),
    /// An `i128` as (low, high) `i64` halves.
    Wide(Value, Value),
    /// A `{ T, i1 }` pair: the result of `cmpxchg` or of a `*.with.overflow` intrinsic.
    CmpX(Value, Value),
    /// An aggregate held in memory at this `ptr.constant` address: a by-value aggregate
    /// kernel argument, which stays in the kernarg segment (`extractvalue` loads its fields).
    InMem(Value),
    /// A struct or array value, scalarized: its fields are `FnCx::aggs[i]` (`crate::aggregate`).
    Agg(u32),
}

pub(crate) struct FuncInfo {
    pub id: Option<FuncId>,
    pub ret: Ty,
    /// An `amdgpu_kernel` (it has no address to call through).
    pub kernel: bool,
}

/// Module-wide facts every function needs.
pub(crate) struct ModCx<'a> {
    pub types: Types<'a>,
    pub globals: HashMap<String, (GlobalId, AddrSpace)>,
    pub funcs: HashMap<String, FuncInfo>,
    pub metadata: &'a HashMap<u32, Vec<MdItem>>,
}

/// State while lowering one function.
pub(crate) struct FnCx<'a, 'f> {
    pub m: &'a ModCx<'a>,
    pub b: FunctionBuilder<'f>,
    pub vals: HashMap<String, LV>,
    pub blocks: HashMap<String, Block>,
    pub phis: HashMap<String, Vec<&'a Inst>>,
    pub kernel: bool,
    /// The fields of every [`LV::Agg`] of the function.
    pub aggs: Vec<Vec<LV>>,
    /// Every `fmul contract` of the function by result name, with its operands
    /// (`contract.rs`).
    pub contract_fmuls: HashMap<String, (&'a TVal, &'a TVal)>,
    /// The hidden result pointer of a function returning a large aggregate
    /// (`crate::agg_ret::agg_ret_sret`).
    pub sret: Option<Value>,
}

/// Turns the syntax tree into a gfxc module.
pub(crate) fn lower_module(ast: &ModuleAst) -> LResult<Module> {
    let mut module = Module::new();
    let types = Types { named: &ast.types };
    let mut names = Names::default();
    let mut globals = HashMap::new();
    for g in &ast.globals {
        // `@llvm.used` / `@llvm.compiler.used` (LangRef "Intrinsic Global Variables") only
        // tell the linker and optimizer to keep the listed globals; code may not reference
        // them and they are never emitted (clang adds one for HIP's `__hip_cuid_*`).
        if g.name == "llvm.used" || g.name == "llvm.compiler.used" {
            continue;
        }
        if globals.contains_key(&g.name) {
            return Err(Diagnostic::new(
                g.loc,
                format!("redefinition of global '@{}'", g.name),
            ));
        }
        let mut data = crate::consts::lower_global(&types, g)?;
        data.name = names.fresh(&g.name);
        // The address space the module names the global's address in. A global of the flat
        // address space (`@G = global i32 0`, no `addrspace`) is a variable in global memory
        // as llc-19 places it; its references are that address cast to a flat pointer.
        let space = data.space;
        if space == gfxc_ir::AddrSpace::Flat {
            data.space = gfxc_ir::AddrSpace::Global;
        }
        let id = module.add_global(data);
        module.global_locs[id] = g.loc;
        globals.insert(g.name.clone(), (id, space));
    }
    let mut funcs = HashMap::new();
    let mut defined = Vec::new();
    let calls = call_types(ast);
    for f in &ast.funcs {
        if funcs.contains_key(&f.name) || globals.contains_key(&f.name) {
            if f.body.is_none() {
                continue;
            }
            return Err(Diagnostic::new(
                f.loc,
                format!("redefinition of '@{}'", f.name),
            ));
        }
        let id = match &f.body {
            Some(_) => {
                let sig = signature(&types, f)?;
                let kind = if f.kernel {
                    FuncKind::Kernel
                } else {
                    FuncKind::Device
                };
                let mut func = Function::new(names.fresh(&f.name), kind, sig);
                func.attrs = attrs(ast, f)?;
                func.attrs.byref = byref_params(&types, f)?;
                func.attrs.noalias = noalias_params(&func, f);
                func.attrs.export = !f.kernel && !f.local;
                if !f.kernel {
                    func.attrs.agg_ret = crate::agg_ret::agg_ret_leaves(&types, &f.ret, f.loc)?;
                }
                func.srcmap.func = f.loc;
                let id = module.add_function(func);
                defined.push((id, f));
                Some(id)
            }
            // A function of another module (not an intrinsic): a declaration, called as
            // an undefined symbol (docs/calls.md "External calls"). One whose signature
            // gfxc cannot express stays unknown: calls to it are refused.
            // (The symbol keeps its name: one that is not a gfxc identifier stays unknown.)
            None if !f.name.starts_with("llvm.") => {
                match signature(&types, &called_as(&calls, f)) {
                    Ok(sig) if names.fresh(&f.name) == f.name => {
                        let mut func = Function::declare(f.name.clone(), sig);
                        let ret = called_as(&calls, f).ret;
                        func.attrs.agg_ret =
                            crate::agg_ret::agg_ret_leaves(&types, &ret, f.loc).unwrap_or_default();
                        func.srcmap.func = f.loc;
                        Some(module.add_function(func))
                    }
                    _ => None,
                }
            }
            None => None,
        };
        let ret = match &f.body {
            None if !f.name.starts_with("llvm.") => called_as(&calls, f).ret,
            _ => f.ret.clone(),
        };
        funcs.insert(
            f.name.clone(),
            FuncInfo {
                id,
                ret,
                kernel: f.kernel,
            },
        );
    }
    let m = ModCx {
        types,
        globals,
        funcs,
        metadata: &ast.metadata,
    };
    for (id, f) in defined {
        let proto = &module.functions[id];
        let mut func = Function::new(proto.name.clone(), proto.kind, proto.signature.clone());
        func.attrs = proto.attrs.clone();
        func.srcmap.func = f.loc;
        lower_function(&m, f, &mut func)?;
        module.functions[id] = func;
    }
    Ok(module)
}

/// gfxc identifiers are `[A-Za-z_][A-Za-z0-9_.]*`: other characters become `_`, a leading
/// digit or `.` gets a `_` prefix, and clashes get a `.N` suffix.
#[derive(Default)]
struct Names(HashSet<String>);

impl Names {
    fn fresh(&mut self, llvm: &str) -> String {
        let mut s: String = llvm
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if !s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            s.insert(0, '_');
        }
        let mut name = s.clone();
        let mut k = 1;
        while self.0.contains(&name) {
            name = format!("{s}.{k}");
            k += 1;
        }
        self.0.insert(name.clone());
        name
    }
}

fn successors(k: &InstKind) -> Vec<&str> {
    match k {
        InstKind::Br { dest } => vec![dest],
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => vec![then_dest, else_dest],
        InstKind::Switch { default, cases, .. } => {
            let mut v: Vec<&str> = vec![default];
            v.extend(cases.iter().map(|(_, l)| l.as_str()));
            v
        }
        _ => vec![],
    }
}

fn lower_function(m: &ModCx, f: &FuncAst, func: &mut Function) -> LResult<()> {
    let blocks = f.body.as_deref().unwrap_or(&[]);
    let mut index: HashMap<&str, usize> = HashMap::new();
    for (i, b) in blocks.iter().enumerate() {
        if index.insert(&b.name, i).is_some() {
            return Err(Diagnostic::new(
                b.loc,
                format!("redefinition of block '%{}'", b.name),
            ));
        }
        match b.insts.last() {
            Some(t) if is_terminator(&t.kind) => {}
            Some(t) => {
                return Err(Diagnostic::new(
                    t.loc,
                    "block does not end with a terminator",
                ))
            }
            None => return Err(Diagnostic::new(b.loc, "empty block")),
        }
        for (k, i) in b.insts.iter().enumerate() {
            if is_terminator(&i.kind) && k + 1 != b.insts.len() {
                return Err(Diagnostic::new(
                    b.insts[k + 1].loc,
                    "instruction after a terminator",
                ));
            }
        }
    }
    // Reverse post-order from the entry; validate branch targets.
    let mut order = Vec::new();
    let mut seen = vec![false; blocks.len()];
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(&mut (bi, ref mut next)) = stack.last_mut() {
        let term = blocks[bi].insts.last().map(|t| (&t.kind, t.loc));
        let succs = term.map(|(k, _)| successors(k)).unwrap_or_default();
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            let Some(&si) = index.get(s) else {
                let loc = term.map(|t| t.1).unwrap_or(blocks[bi].loc);
                return Err(Diagnostic::new(
                    loc,
                    format!("use of undefined label '%{s}'"),
                ));
            };
            if si == 0 {
                let loc = term.map(|t| t.1).unwrap_or(blocks[bi].loc);
                return Err(Diagnostic::new(loc, "branch to the entry block"));
            }
            if !seen[si] {
                seen[si] = true;
                stack.push((si, 0));
            }
        } else {
            order.push(bi);
            stack.pop();
        }
    }
    order.reverse();

    let mut b = FunctionBuilder::new(func);
    let entry = b.create_entry_block();
    let mut cx = FnCx {
        m,
        b,
        vals: HashMap::new(),
        blocks: HashMap::new(),
        phis: HashMap::new(),
        kernel: f.kernel,
        aggs: Vec::new(),
        contract_fmuls: crate::contract::contract_fmuls(f),
        sret: None,
    };
    let entry_params = cx.b.func.dfg.block_params(entry).to_vec();
    let mut next_param = entry_params.iter();
    if !f.kernel
        && is_aggregate(&m.types, &f.ret, f.loc)?
        && crate::agg_ret::agg_ret_sret(&m.types, &f.ret, f.loc)?
    {
        cx.sret = next_param.next().copied();
    }
    for p in f.params.iter() {
        if !f.kernel && is_aggregate(&m.types, &p.ty, p.loc)? {
            // One block parameter per leaf (`agg_param_leaves`).
            let lv = cx.agg_of_leaves(&p.ty, p.loc, &mut next_param)?;
            if cx.vals.insert(p.name.clone(), lv).is_some() {
                return Err(Diagnostic::new(
                    p.loc,
                    format!("redefinition of '%{}'", p.name),
                ));
            }
            continue;
        }
        let Some(&v) = next_param.next() else {
            return Err(Diagnostic::new(p.loc, "internal: too few parameters"));
        };
        let lv = if f.kernel && p.byref.is_none() && is_aggregate(&m.types, &p.ty, p.loc)? {
            LV::InMem(v)
        } else if f.kernel && p.byref.is_none() && cx.is_wide(&p.ty) {
            let n = cx.wide_width(&p.ty).unwrap_or(128);
            cx.wide_load_n(v, MemFlags::aligned(8), n)
        } else if f.kernel && p.byref.is_none() && is_odd_vector(&m.types, &p.ty, p.loc)? {
            let t = m.types.ir_odd(&p.ty, p.loc)?;
            let (_, align) = m.types.size_align(&p.ty, p.loc)?;
            let n = cx.odd_bits(&p.ty).unwrap_or(8);
            LV::V(cx.odd_vec_load(t, v, n, MemFlags::aligned(align), p.loc)?)
        } else if f.kernel && p.byref.is_some() && m.types.ir(&p.ty, p.loc)? != cx.b.ty(v) {
            // A `byref` pointer in the global or flat space: the kernarg address cast.
            let t = m.types.ir(&p.ty, p.loc)?;
            LV::V(cx.b.convert(Opcode::Addrspacecast, t, v))
        } else if let (true, Some(n)) = (f.kernel, cx.odd_bits(&p.ty)) {
            // The kernarg bytes above an odd width are the caller's padding.
            LV::V(cx.odd_mask(v, n))
        } else {
            LV::V(v)
        };
        if cx.vals.insert(p.name.clone(), lv).is_some() {
            return Err(Diagnostic::new(
                p.loc,
                format!("redefinition of '%{}'", p.name),
            ));
        }
    }
    cx.b.func.srcmap.blocks[entry] = blocks[0].loc;
    cx.blocks.insert(blocks[0].name.clone(), entry);
    // Create the other reachable blocks in source order, with one parameter per phi.
    for (i, bl) in blocks.iter().enumerate().skip(1) {
        if !seen[i] {
            continue;
        }
        let blk = cx.b.create_block();
        cx.b.func.srcmap.blocks[blk] = bl.loc;
        cx.blocks.insert(bl.name.clone(), blk);
        let mut phis = Vec::new();
        for inst in bl.insts.iter() {
            let InstKind::Phi { ty, .. } = &inst.kind else {
                break;
            };
            if cx.is_agg(ty) {
                let mut ts = Vec::new();
                cx.leaf_types(ty, inst.loc, &mut ts)?;
                let ps: Vec<Value> = ts
                    .into_iter()
                    .map(|t| cx.b.append_block_param(blk, t))
                    .collect();
                let lv = cx.agg_of_leaves(ty, inst.loc, &mut ps.iter())?;
                cx.define(inst, lv)?;
                phis.push(inst);
                continue;
            }
            if cx.is_wide(ty) {
                let l = cx.b.append_block_param(blk, Type::I64);
                let h = cx.b.append_block_param(blk, Type::I64);
                cx.define(inst, LV::Wide(l, h))?;
                phis.push(inst);
                continue;
            }
            let t = cx.m.types.ir_odd(ty, inst.loc)?;
            let p = cx.b.append_block_param(blk, t);
            cx.define(inst, LV::V(p))?;
            phis.push(inst);
        }
        cx.phis.insert(bl.name.clone(), phis);
    }
    for &bi in &order {
        let bl = &blocks[bi];
        let blk = cx.blocks[&bl.name];
        cx.b.switch_to_block(blk);
        for inst in &bl.insts {
            if let InstKind::Phi { .. } = inst.kind {
                if bi == 0 {
                    return Err(Diagnostic::new(inst.loc, "phi in the entry block"));
                }
                if !cx
                    .phis
                    .get(&bl.name)
                    .is_some_and(|p| p.iter().any(|q| std::ptr::eq(*q, inst)))
                {
                    return Err(Diagnostic::new(
                        inst.loc,
                        "phi is not at the start of its block",
                    ));
                }
                continue;
            }
            let first = cx.b.func.dfg.insts.len();
            let r = cx.inst(inst, &bl.name)?;
            let last = cx.b.func.dfg.insts.len();
            let new: Vec<_> =
                cx.b.func
                    .dfg
                    .insts
                    .keys()
                    .skip(first)
                    .take(last - first)
                    .collect();
            for i in new {
                cx.b.func.srcmap.insts[i] = inst.loc;
            }
            if let Some(v) = r {
                cx.define(inst, v)?;
            }
        }
    }
    cx.b.finalize();
    Ok(())
}

/// The memory type of an `<N x i1>` value: LLVM packs its lanes as bits (lane `k` at bit `k`
/// of the little-endian bytes, `ceil(N/8)` bytes stored; LangRef "Vector Type": vectors of
/// `i1` are bit-packed in memory), where a gfxc `i1xN` takes a byte per lane. The bytes are
/// an `i8`, `i16` or `i32` integer, or `i8x3` for 17..=24 lanes. `None` for other types.
pub(crate) fn packed_bool_memory(t: Type) -> Option<Type> {
    match t {
        Type::Vector(Scalar::I1, n) => Some(match (n as u32).div_ceil(8) {
            1 => Type::I8,
            2 => Type::I16,
            3 => Type::Vector(Scalar::I8, 3),
            _ => Type::I32,
        }),
        _ => None,
    }
}

impl<'a> FnCx<'a, '_> {
    /// `extractvalue` of an aggregate of type `ty` held in memory at `p`: the field's
    /// address from the type's layout, then a load of a first-class field (`i1` as its byte,
    /// `<N x i1>` bit-packed, as LLVM stores them) or the address of an aggregate one.
    fn extract_in_memory(&mut self, p: Value, ty: &Ty, idx: &[u32], loc: SrcLoc) -> LResult<LV> {
        let mut t = self.m.types.resolve(ty, loc)?;
        let mut off = 0u64;
        for &k in idx {
            t = match t {
                Ty::Struct(fs, packed) => {
                    let (offs, _, _) = self.m.types.struct_layout(&fs, packed, loc)?;
                    let f = fs
                        .get(k as usize)
                        .ok_or_else(|| Diagnostic::new(loc, format!("no field {k} in '{ty}'")))?;
                    off += offs[k as usize];
                    self.m.types.resolve(f, loc)?
                }
                Ty::Array(n, e) if (k as u64) < n => {
                    off += k as u64 * self.m.types.size_align(&e, loc)?.0;
                    self.m.types.resolve(&e, loc)?
                }
                _ => {
                    return Err(Diagnostic::new(
                        loc,
                        format!("extractvalue index {k} out of '{ty}'"),
                    ))
                }
            };
        }
        let addr = if off == 0 {
            p
        } else {
            let o = self.b.iconst(Type::I64, off as i64);
            self.b.ptradd(p, o)
        };
        if matches!(t, Ty::Struct(..) | Ty::Array(..)) {
            return Ok(LV::InMem(addr));
        }
        let it = self.m.types.ir(&t, loc)?;
        let (_, align) = self.m.types.size_align(&t, loc)?;
        let flags = MemFlags::aligned(align);
        Ok(LV::V(if let Some(mt) = packed_bool_memory(it) {
            let raw = self.b.load_flags(mt, addr, flags);
            self.unpack_bools(raw, it)
        } else if it == Type::I1 {
            let byte = self.b.load_flags(Type::I8, addr, flags);
            self.b.itrunc(Type::I1, byte)
        } else {
            self.b.load_flags(it, addr, flags)
        }))
    }

    /// `raw` (of [`packed_bool_memory`]'s type for `t`) as the `i1` lanes of `t`: bit `k` is
    /// lane `k`; bits past the last lane are ignored.
    fn unpack_bools(&mut self, raw: Value, t: Type) -> Value {
        let bits = self.b.ty(raw).bits();
        let all = Type::Vector(Scalar::I1, bits as u8);
        let v = self.b.bitcast(all, raw);
        if all == t {
            return v;
        }
        let mask: Vec<u8> = (0..t.lanes() as u8).collect();
        self.b.shuffle(v, v, &mask)
    }

    /// The `i1` lanes of `x` packed as bits into `mt` (bits past the last lane are zero).
    fn pack_bools(&mut self, x: Value, mt: Type) -> Value {
        let t = self.b.ty(x);
        let all = Type::Vector(Scalar::I1, mt.bits() as u8);
        let wide = if all == t {
            x
        } else {
            let n = t.lanes() as u8;
            let f = self.b.iconst(Type::I1, 0);
            let zero = self.b.splat(t, f);
            // Lanes `n..` come from the zero vector's lane 0 (shuffle index `n`).
            let mask: Vec<u8> = (0..all.lanes() as u8).map(|k| k.min(n)).collect();
            self.b.shuffle(x, zero, &mask)
        };
        self.b.bitcast(mt, wide)
    }

    fn define(&mut self, inst: &Inst, v: LV) -> LResult<()> {
        let Some(name) = &inst.result else {
            return Ok(());
        };
        if self.vals.insert(name.clone(), v).is_some() {
            return Err(Diagnostic::new(
                inst.loc,
                format!("redefinition of '%{name}'"),
            ));
        }
        Ok(())
    }

    /// Branch arguments for the edge from block `from` to block `to`: the phi operands.
    fn edge(&mut self, from: &str, to: &str) -> LResult<BlockCall> {
        let blk = self.blocks[to];
        let phis = self.phis.get(to).cloned().unwrap_or_default();
        let mut args = Vec::new();
        for phi in phis {
            let InstKind::Phi { incoming, .. } = &phi.kind else {
                continue;
            };
            let Some((v, _)) = incoming.iter().find(|(_, l)| l == from) else {
                return Err(Diagnostic::new(
                    phi.loc,
                    format!("phi has no incoming value for predecessor '%{from}'"),
                ));
            };
            match self.operand_lv(v)? {
                LV::Wide(l, h) => args.extend([l, h]),
                x if self.is_agg(&v.ty) => self.leaves(x, &v.ty, v.loc, &mut args)?,
                _ => args.push(self.operand(v)?),
            }
        }
        Ok(BlockCall::new(blk, &args))
    }

    /// `atomicrmw OP ptr p, <N x F> x` as a loop: the old bits read (a relaxed load), the new
    /// value computed on the vector, exchanged with `cmpxchg` (the rmw's ordering on
    /// success; on failure the same without its release part) until the exchange finds the
    /// bits it started from; the result is the vector of the bits exchanged.
    pub(crate) fn vector_rmw_loop(
        &mut self,
        op: Opcode,
        int: Type,
        p: Value,
        x: Value,
        flags: MemFlags,
    ) -> Value {
        use gfxc_ir::Ordering as O;
        let vt = self.b.ty(x);
        // The first guess as a relaxed atomic load (AtomicExpand reads it plainly; an atomic
        // read never races with the other lanes' exchanges).
        let first = MemFlags {
            ordering: O::Monotonic,
            ..flags
        };
        let init = self.b.load_flags(int, p, first);
        let head = self.b.create_block();
        let cur = self.b.append_block_param(head, int);
        let exit = self.b.create_block();
        let done = self.b.append_block_param(exit, int);
        self.b.jump(head, &[init]);
        self.b.switch_to_block(head);
        let old = self.b.convert(Opcode::Bitcast, vt, cur);
        let new = self.b.binary(op, old, x);
        let ni = self.b.convert(Opcode::Bitcast, int, new);
        let failure = match flags.ordering {
            O::Release => O::Monotonic,
            O::AcqRel => O::Acquire,
            o => o,
        };
        let i = self.b.build(
            InstData::CmpXchg {
                flags,
                failure,
                weak: false,
                args: [p, cur, ni],
            },
            &[int, Type::I1],
        );
        let r = self.b.func.dfg.inst_results(i).to_vec();
        self.b.brif(r[1], exit, &[r[0]], head, &[r[0]]);
        self.b.switch_to_block(exit);
        self.b.convert(Opcode::Bitcast, vt, done)
    }

    fn mem_flags(
        &self,
        ty: &Ty,
        mem: &Mem,
        md: &[(String, Option<u32>)],
        loc: SrcLoc,
    ) -> LResult<MemFlags> {
        let align = match mem.align {
            Some(a) => a,
            None => self.m.types.size_align(ty, loc)?.1,
        };
        if mem.ordering.is_atomic() {
            let size = self.m.types.store_size(ty, loc)?;
            if (align as u64) < size {
                // No instruction is atomic across that alignment: llc-19 calls the
                // `__atomic_*` library functions, which gfxc does not provide.
                return Err(unsupported(
                    loc,
                    format!(
                        "atomic access of {size} bytes aligned to {align} (llc-19 calls the \
                         __atomic library functions)"
                    ),
                ));
            }
        }
        Ok(MemFlags {
            align,
            volatile: mem.volatile,
            nontemporal: md.iter().any(|(k, _)| k == "nontemporal"),
            // Loads only (the Load arm keeps it; see `MemFlags::invariant`): the bytes are
            // not written by the dispatch before the load. `!amdgpu.noclobber` is what
            // AMDGPU's own IR passes attach (clang -O3 runs them) and llc-19 reads;
            // `!invariant.load` says more.
            invariant: !mem.volatile
                && !mem.ordering.is_atomic()
                && md
                    .iter()
                    .any(|(k, _)| k == "amdgpu.noclobber" || k == "invariant.load"),
            ordering: mem.ordering,
            scope: mem.scope,
        })
    }

    fn fence_spaces(&self, md: &[(String, Option<u32>)]) -> SpaceSet {
        // `!mmra` (memory model relaxation annotations): `!{!"amdgpu-as", !"local"}` or a
        // tuple of such pairs limits a fence to those address spaces.
        let mut set = SpaceSet::ALL;
        let Some(n) = md.iter().find(|(k, _)| k == "mmra").and_then(|(_, n)| *n) else {
            return set;
        };
        let mut pairs = Vec::new();
        if let Some(items) = self.m.metadata.get(&n) {
            match items.as_slice() {
                [MdItem::Str(k), MdItem::Str(v)] => pairs.push((k.clone(), v.clone())),
                refs => {
                    for r in refs {
                        if let MdItem::Ref(r) = r {
                            if let Some([MdItem::Str(k), MdItem::Str(v)]) =
                                self.m.metadata.get(r).map(|v| v.as_slice())
                            {
                                pairs.push((k.clone(), v.clone()));
                            }
                        }
                    }
                }
            }
        }
        for (k, v) in pairs {
            if k != "amdgpu-as" {
                continue;
            }
            match v.as_str() {
                "local" => set.insert(AddrSpace::Local),
                "global" => set.insert(AddrSpace::Global),
                // "image" accesses are global memory.
                "image" => set.insert(AddrSpace::Global),
                _ => return SpaceSet::ALL,
            }
        }
        set
    }

    /// Lowers one non-phi instruction; returns its value, if it has one.
    fn inst(&mut self, inst: &'a Inst, block: &str) -> LResult<Option<LV>> {
        let loc = inst.loc;
        let v = |x: Value| Ok(Some(LV::V(x)));
        match &inst.kind {
            InstKind::Bin { op, a, b, contract } => {
                if *contract {
                    if let Some(r) = self.contract_fma(op, a, b)? {
                        return v(r);
                    }
                }
                if self.is_bf(&a.ty) {
                    return self.bf_bin(op, a, b, loc).map(Some);
                }
                if self.is_wide(&a.ty) {
                    return self.wide_bin(op, a, b, loc).map(Some);
                }
                let (x, y) = (self.operand(a)?, self.operand(b)?);
                let opc = bin_opcode(op);
                if let Some(n) = self.odd_bits(&a.ty) {
                    // `crate::odd`: operands zero-extended; signed ones sign-extended first.
                    let (x, y) = if matches!(opc, Opcode::Sdiv | Opcode::Srem | Opcode::Ashr) {
                        (
                            self.odd_sext(x, n),
                            if opc == Opcode::Ashr {
                                y
                            } else {
                                self.odd_sext(y, n)
                            },
                        )
                    } else {
                        (x, y)
                    };
                    let r = self.b.binary(opc, x, y);
                    return v(match opc {
                        Opcode::And
                        | Opcode::Or
                        | Opcode::Xor
                        | Opcode::Udiv
                        | Opcode::Urem
                        | Opcode::Lshr => r,
                        _ => self.odd_mask(r, n),
                    });
                }
                if opc == Opcode::Frem {
                    return self.frem(x, y).map(|r| Some(LV::V(r)));
                }
                if opc == Opcode::Fdiv && self.fpmath(&inst.md) >= 2.5 {
                    if let Some(r) = self.fdiv_fpmath(x, y) {
                        return v(r);
                    }
                }
                v(self.b.binary(opc, x, y))
            }
            InstKind::FNeg { a } => {
                let x = self.operand(a)?;
                if self.is_bf(&a.ty) {
                    return v(self.bf_neg(x));
                }
                v(self.b.fneg(x))
            }
            InstKind::ICmp { cond, a, b } => {
                if self.is_wide(&a.ty) {
                    return self.wide_icmp(*cond, a, b).map(Some);
                }
                let (x, y) = (self.operand(a)?, self.operand(b)?);
                let signed = matches!(cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
                if let (Some(n), true) = (self.odd_bits(&a.ty), signed) {
                    let (x, y) = (self.odd_sext(x, n), self.odd_sext(y, n));
                    return v(self.b.icmp(*cond, x, y));
                }
                v(self.b.icmp(*cond, x, y))
            }
            InstKind::FCmp { cond, a, b } => {
                if self.is_bf(&a.ty) {
                    return self.bf_fcmp(*cond, a, b).map(Some);
                }
                let (x, y) = (self.operand(a)?, self.operand(b)?);
                v(self.b.fcmp(*cond, x, y))
            }
            InstKind::Select { c, a, b } => {
                let cv = self.operand(c)?;
                if self.is_agg(&a.ty) {
                    let (x, y) = (self.operand_lv(a)?, self.operand_lv(b)?);
                    return self.agg_select(cv, x, y, &a.ty, loc).map(Some);
                }
                if self.is_wide(&a.ty) {
                    let (LV::Wide(al, ah), LV::Wide(bl, bh)) =
                        (self.operand_lv(a)?, self.operand_lv(b)?)
                    else {
                        return Err(unsupported(loc, "select of this type"));
                    };
                    let (l, h) = (self.b.select(cv, al, bl), self.b.select(cv, ah, bh));
                    return Ok(Some(LV::Wide(l, h)));
                }
                let (x, y) = (self.operand(a)?, self.operand(b)?);
                v(self.b.select(cv, x, y))
            }
            InstKind::Cast { op, v: x, to } => self.cast(op, x, to, loc).map(Some),
            InstKind::Phi { .. } => Ok(None),
            InstKind::Gep { src, base, idx } => {
                let p = self.operand(base)?;
                v(self.gep(src, p, idx, loc)?)
            }
            InstKind::Load { ty, ptr, mem } => {
                if !self.is_agg(ty) {
                    // The type's own error before the pointer's.
                    match self.odd_bits(ty) {
                        _ if self.is_wide(ty) => {}
                        Some(_) if !mem.ordering.is_atomic() => {
                            self.m.types.ir_odd(ty, loc)?;
                        }
                        _ => {
                            self.m.types.ir_bf(ty, loc)?;
                        }
                    }
                }
                let p = self.operand(ptr)?;
                let flags = self.mem_flags(ty, mem, &inst.md, loc)?;
                if self.is_agg(ty) {
                    let parts = self.agg_load(ty, p, flags, loc)?;
                    return Ok(Some(self.new_agg(parts)));
                }
                self.load_value(ty, p, flags, loc).map(Some)
            }
            InstKind::Store { val, ptr, mem } => {
                let agg = self.is_agg(&val.ty);
                let odd = self.odd_bits(&val.ty).filter(|_| !mem.ordering.is_atomic());
                if odd.is_none() && !agg && !self.is_wide(&val.ty) {
                    self.m.types.ir_bf(&val.ty, val.loc)?;
                }
                let x = self.operand_lv(val)?;
                let p = self.operand(ptr)?;
                let flags = MemFlags {
                    invariant: false,
                    ..self.mem_flags(&val.ty, mem, &inst.md, loc)?
                };
                if agg {
                    self.agg_store(&val.ty, x, p, flags, loc)?;
                } else {
                    self.store_value(&val.ty, x, p, flags, val.loc)?;
                }
                Ok(None)
            }
            InstKind::AtomicRmw { op, ptr, val, mem } => {
                let vt = self.m.types.ir(&val.ty, val.loc)?;
                if vt.is_vector() {
                    // `<2 x half>` (and other float vectors of 4 or 8 bytes): a compare-and-
                    // swap loop on the integer of the vector's bits, as LLVM's AtomicExpand
                    // writes it where no packed atomic instruction is used.
                    let int = match vt.store_size() {
                        4 => Some(Type::I32),
                        8 => Some(Type::I64),
                        _ => None,
                    };
                    let rop = match op.as_str() {
                        "fadd" => Some(Opcode::Fadd),
                        "fsub" => Some(Opcode::Fsub),
                        "fmin" => Some(Opcode::Fmin),
                        "fmax" => Some(Opcode::Fmax),
                        _ => None,
                    };
                    let (Some(rop), Some(int), true) = (rop, int, vt.is_float()) else {
                        return Err(unsupported(
                            loc,
                            format!("atomicrmw {op} of a vector ('{}')", val.ty),
                        ));
                    };
                    let p = self.operand(ptr)?;
                    let x = self.operand(val)?;
                    let flags = self.mem_flags(&val.ty, mem, &inst.md, loc)?;
                    return v(self.vector_rmw_loop(rop, int, p, x, flags));
                }
                let p = self.operand(ptr)?;
                let mut x = self.operand(val)?;
                let rop = match op.as_str() {
                    "fsub" => {
                        // x - v == x + (-v) exactly in IEEE arithmetic.
                        x = self.b.fneg(x);
                        RmwOp::Fadd
                    }
                    o => RmwOp::from_name(o)
                        .ok_or_else(|| unsupported(loc, format!("atomicrmw operation '{o}'")))?,
                };
                let mut flags = self.mem_flags(&val.ty, mem, &inst.md, loc)?;
                if mem.align.is_none() {
                    flags.align = self.m.types.store_size(&val.ty, loc)? as u32;
                }
                let t = self.b.ty(x);
                let i = self.b.build(
                    InstData::AtomicRmw {
                        op: rop,
                        flags,
                        args: [p, x],
                    },
                    &[t],
                );
                v(self.b.func.dfg.first_result(i))
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                mem,
                failure,
                weak,
            } => {
                self.m.types.ir(&cmp.ty, cmp.loc)?;
                let p = self.operand(ptr)?;
                let (mut c, mut n) = (self.operand(cmp)?, self.operand(new)?);
                // A pointer is exchanged as the integer of its bits (LangRef allows
                // pointer cmpxchg; the memory operation is the same).
                let pt = self.b.ty(c);
                if pt.is_ptr() {
                    let it = Type::Scalar(int_of_bits(pt.bits()).unwrap_or(Scalar::I64));
                    c = self.b.ptrtoint(it, c);
                    n = self.b.ptrtoint(it, n);
                }
                let mut flags = self.mem_flags(&cmp.ty, mem, &inst.md, loc)?;
                if mem.align.is_none() {
                    flags.align = self.m.types.store_size(&cmp.ty, loc)? as u32;
                }
                let t = self.b.ty(c);
                let i = self.b.build(
                    InstData::CmpXchg {
                        flags,
                        failure: *failure,
                        weak: *weak,
                        args: [p, c, n],
                    },
                    &[t, Type::I1],
                );
                let r = self.b.func.dfg.inst_results(i).to_vec();
                let old = if pt.is_ptr() {
                    self.b.inttoptr(pt, r[0])
                } else {
                    r[0]
                };
                Ok(Some(LV::CmpX(old, r[1])))
            }
            InstKind::Fence { ordering, scope } => {
                let spaces = self.fence_spaces(&inst.md);
                self.b.build(
                    InstData::Fence {
                        ordering: *ordering,
                        scope: *scope,
                        spaces,
                    },
                    &[],
                );
                Ok(None)
            }
            InstKind::Call {
                ret,
                callee,
                args,
                afn,
            } => self.call(ret, callee, args, *afn, loc),
            InstKind::InlineAsm {
                ret,
                template,
                constraints,
                side_effect,
                convergent,
                args,
            } => {
                let asm = gfxc_ir::inline_asm::AsmData {
                    template: template.clone(),
                    constraints: constraints.clone(),
                    side_effect: *side_effect,
                    convergent: *convergent,
                };
                self.inline_asm(asm, ret, args, loc)
            }
            InstKind::Alloca {
                ty,
                count,
                align,
                space,
            } => {
                if *space != AddrSpace::Private.number() {
                    return Err(unsupported(
                        loc,
                        format!(
                            "alloca in address space {space} (amdgcn allocas are addrspace(5))"
                        ),
                    ));
                }
                let (size, ta) = self.m.types.size_align(ty, loc)?;
                let n = match count {
                    None => 1,
                    Some(c) => match c.val {
                        Val::Int(n) if n >= 0 => n as u64,
                        _ => return Err(unsupported(c.loc, "alloca with a non-constant count")),
                    },
                };
                let total = size
                    .checked_mul(n)
                    .and_then(|t| u32::try_from(t).ok())
                    .ok_or_else(|| unsupported(loc, "alloca larger than 4 GiB"))?;
                v(self.b.alloca(total, align.unwrap_or(ta)))
            }
            InstKind::ExtractElement { v: vec, idx } if self.is_single_lane(&vec.ty) => {
                self.index32(idx)?;
                v(self.operand(vec)?)
            }
            InstKind::InsertElement { v: vec, elt, idx } if self.is_single_lane(&vec.ty) => {
                self.operand(vec)?;
                self.index32(idx)?;
                v(self.operand(elt)?)
            }
            InstKind::ExtractElement { v: vec, idx } => {
                let x = self.vector_operand(vec)?;
                let i = self.index32(idx)?;
                v(self.b.extractelement(x, i))
            }
            InstKind::InsertElement { v: vec, elt, idx } => {
                let x = self.vector_operand(vec)?;
                let e = self.operand(elt)?;
                let i = self.index32(idx)?;
                v(self.b.insertelement(x, e, i))
            }
            InstKind::Shuffle { a, b, mask } => self.shuffle(a, b, mask, loc).map(Some),
            InstKind::ExtractValue { agg, idx } => match self.operand_lv(agg)? {
                LV::InMem(p) => self.extract_in_memory(p, &agg.ty, idx, loc).map(Some),
                x => self.agg_extract(x, &agg.ty, idx, loc).map(Some),
            },
            InstKind::InsertValue { agg, elt, idx } => {
                let x = self.operand_lv(agg)?;
                let e = self.operand_lv(elt)?;
                self.agg_insert(x, &agg.ty, idx, e, loc).map(Some)
            }
            InstKind::Freeze { v: x } => self.operand_lv(x).map(Some),
            InstKind::Br { dest } => {
                let d = self.edge(block, dest)?;
                self.b.build(InstData::Jump { dest: d }, &[]);
                Ok(None)
            }
            InstKind::CondBr {
                c,
                then_dest,
                else_dest,
            } => {
                let cv = self.operand(c)?;
                let t = self.edge(block, then_dest)?;
                let e = self.edge(block, else_dest)?;
                self.b.build(
                    InstData::Brif {
                        cond: cv,
                        then_dest: t,
                        else_dest: e,
                    },
                    &[],
                );
                Ok(None)
            }
            InstKind::Switch {
                v: sel,
                default,
                cases,
            } => {
                let bits = match self.m.types.resolve(&sel.ty, sel.loc)? {
                    Ty::Int(n) if n <= 64 => n,
                    t => return Err(unsupported(sel.loc, format!("switch on '{t}'"))),
                };
                let mut x = self.operand(sel)?;
                if self.b.ty(x).bits() < 32 {
                    x = self.b.zext(Type::I32, x);
                }
                // Odd widths are held zero-extended (`crate::odd`): their keys are masked.
                let odd = self.odd_bits(&sel.ty).is_some();
                let mask = if bits >= 64 {
                    u64::MAX
                } else {
                    (1u64 << bits) - 1
                };
                let d = self.edge(block, default)?;
                let mut cs = Vec::new();
                let mut keys = HashSet::new();
                for (k, l) in cases {
                    let Val::Int(kv) = k.val else {
                        return Err(Diagnostic::new(
                            k.loc,
                            "switch case must be an integer constant",
                        ));
                    };
                    let key: i64 = match bits {
                        b if b < 32 || odd => (kv as u64 & mask) as i64,
                        32 => kv as i32 as i64,
                        _ => kv as i64,
                    };
                    if !keys.insert(key) {
                        return Err(Diagnostic::new(k.loc, "duplicate switch case value"));
                    }
                    cs.push((key as i64, self.edge(block, l)?));
                }
                self.b.build(
                    InstData::Switch {
                        arg: x,
                        default: d,
                        cases: cs,
                    },
                    &[],
                );
                Ok(None)
            }
            InstKind::Ret { v: rv } => {
                let args: Vec<Value> = match rv {
                    None => vec![],
                    Some(x) if self.sret.is_some() => {
                        let a = self.operand_lv(x)?;
                        let p = self.sret.unwrap_or_else(|| unreachable!("checked"));
                        let (_, align) = self.m.types.size_align(&x.ty, loc)?;
                        self.agg_store(&x.ty, a, p, MemFlags::aligned(align), loc)?;
                        vec![]
                    }
                    Some(x) if !self.kernel && self.is_agg(&x.ty) => {
                        let a = self.operand_lv(x)?;
                        vec![self.agg_ret_pack(a, &x.ty, loc)?]
                    }
                    Some(x) => vec![self.operand(x)?],
                };
                if self.kernel && !args.is_empty() {
                    return Err(Diagnostic::new(loc, "kernel must return void"));
                }
                self.b.ret(&args);
                Ok(None)
            }
            InstKind::Unreachable => {
                self.b.unreachable();
                Ok(None)
            }
        }
    }

    /// A load of the first-class type `ty` at `p`.
    pub(crate) fn load_value(
        &mut self,
        ty: &Ty,
        p: Value,
        flags: MemFlags,
        loc: SrcLoc,
    ) -> LResult<LV> {
        let atomic = flags.ordering.is_atomic();
        if let (Some(n), false) = (self.wide_width(ty), atomic) {
            return Ok(self.wide_load_n(p, flags, n));
        }
        if let (Some(n), false) = (self.odd_bits(ty), atomic) {
            let ct = self.m.types.ir_odd(ty, loc)?;
            if ct.is_vector() {
                return Ok(LV::V(self.odd_vec_load(ct, p, n, flags, loc)?));
            }
            return Ok(LV::V(self.odd_load(ct, p, n, flags)));
        }
        let t = self.m.types.ir_bf(ty, loc)?;
        if let Some(mt) = packed_bool_memory(t) {
            let raw = self.b.load_flags(mt, p, flags);
            return Ok(LV::V(self.unpack_bools(raw, t)));
        }
        Ok(LV::V(self.b.load_flags(t, p, flags)))
    }

    /// A store of `x`, of the first-class type `ty`, at `p`.
    pub(crate) fn store_value(
        &mut self,
        ty: &Ty,
        x: LV,
        p: Value,
        flags: MemFlags,
        loc: SrcLoc,
    ) -> LResult<()> {
        let atomic = flags.ordering.is_atomic();
        if let (LV::Wide(l, h), false) = (x, atomic) {
            let n = self.wide_width(ty).unwrap_or(128);
            self.wide_store_n(l, h, p, flags, n);
            return Ok(());
        }
        let LV::V(x) = x else {
            return Err(unsupported(loc, format!("store of '{ty}' here")));
        };
        if let (Some(n), false) = (self.odd_bits(ty), atomic) {
            if self.b.ty(x).is_vector() {
                self.odd_vec_store(x, p, n, flags, loc)?;
            } else {
                self.odd_store(x, p, n, flags);
            }
            return Ok(());
        }
        let x = match packed_bool_memory(self.b.ty(x)) {
            Some(mt) => self.pack_bools(x, mt),
            None => x,
        };
        self.b.store_flags(x, p, flags);
        Ok(())
    }
}

pub(crate) fn int_of_bits(bits: u32) -> Option<gfxc_ir::Scalar> {
    use gfxc_ir::Scalar::*;
    Some(match bits {
        1 => I1,
        8 => I8,
        16 => I16,
        32 => I32,
        64 => I64,
        _ => return None,
    })
}

pub(crate) fn bin_opcode(op: &str) -> Opcode {
    match op {
        "add" => Opcode::Add,
        "sub" => Opcode::Sub,
        "mul" => Opcode::Mul,
        "udiv" => Opcode::Udiv,
        "sdiv" => Opcode::Sdiv,
        "urem" => Opcode::Urem,
        "srem" => Opcode::Srem,
        "shl" => Opcode::Shl,
        "lshr" => Opcode::Lshr,
        "ashr" => Opcode::Ashr,
        "and" => Opcode::And,
        "or" => Opcode::Or,
        "xor" => Opcode::Xor,
        "fadd" => Opcode::Fadd,
        "fsub" => Opcode::Fsub,
        "fmul" => Opcode::Fmul,
        "fdiv" => Opcode::Fdiv,
        _ => Opcode::Frem,
    }
}

impl FnCx<'_, '_> {
    /// `call T asm ...`: one `inline_asm` whose results are the outputs (a struct result is
    /// its fields, read by `extractvalue`). The constraints and template are checked here so
    /// that their errors point at the call.
    fn inline_asm(
        &mut self,
        asm: gfxc_ir::inline_asm::AsmData,
        ret: &Ty,
        args: &[TVal],
        loc: SrcLoc,
    ) -> LResult<Option<LV>> {
        use gfxc_ir::inline_asm::{parse_constraints, parse_template};
        let located = |m: String| match m.strip_prefix("unsupported: ") {
            Some(r) => unsupported(loc, r),
            None => Diagnostic::new(loc, m),
        };
        let c = parse_constraints(&asm.constraints).map_err(located)?;
        let mut asm = asm;
        asm.template =
            gfxc_ir::inline_asm::inline_clobber_refs(&asm.template, &c).map_err(located)?;
        parse_template(&asm.template, c.operand_count()).map_err(located)?;
        let tys: Vec<Type> = match self.m.types.resolve(ret, loc)? {
            Ty::Void => Vec::new(),
            Ty::Struct(fields, _) => fields
                .iter()
                .map(|t| self.m.types.ir(t, loc))
                .collect::<LResult<_>>()?,
            t => vec![self.m.types.ir(&t, loc)?],
        };
        if tys.len() != c.outputs.len() {
            return Err(Diagnostic::new(
                loc,
                format!(
                    "inline asm has {} output constraint(s) but returns {} value(s)",
                    c.outputs.len(),
                    tys.len()
                ),
            ));
        }
        if args.len() != c.inputs.len() {
            return Err(Diagnostic::new(
                loc,
                format!(
                    "inline asm has {} input constraint(s) but {} argument(s)",
                    c.inputs.len(),
                    args.len()
                ),
            ));
        }
        let mut vals = smallvec::SmallVec::new();
        for a in args {
            vals.push(self.operand(a)?);
        }
        let i = self.b.build(
            InstData::InlineAsm {
                asm: Box::new(asm),
                args: vals,
            },
            &tys,
        );
        let r = self.b.func.dfg.inst_results(i);
        Ok(match r.len() {
            0 => None,
            1 => Some(LV::V(r[0])),
            // Several outputs: a `{ T, ... }` aggregate of them.
            _ => {
                let parts = r.iter().map(|&v| LV::V(v)).collect();
                Some(self.new_agg(parts))
            }
        })
    }
}
