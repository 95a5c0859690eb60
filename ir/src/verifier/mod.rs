//! The verifier: decides whether a module is legal gfxc IR (`docs/ir.md`).
//!
//! Guarantees:
//! * [`verify_module`] and [`verify_function`] never panic, on any IR: dangling values,
//!   blocks missing from the layout, instructions placed twice, corrupt result lists and
//!   unknown globals, functions or intrinsics are reported, not dereferenced.
//! * Every error is reported, not only the first, sorted by source location (stable: errors
//!   at the same place keep the order they were found in). Each carries the `SrcLoc` of its
//!   instruction, block, function or global; IR built through the API has no locations, so
//!   its messages end with ` (in @f, blockN)` instead.
//! * Every message is an instance of one [`Rule`] template (see [`rules`]).
//! * IR that verifies is safe input for every later stage: terminators are in place, every
//!   use is dominated by its definition (in blocks reachable from the entry; unreachable
//!   blocks are legal and type-checked), the CFG is reducible, the call graph is acyclic,
//!   and every operation's types, address spaces, alignments and atomic orderings are legal.
//!
//! Names in messages are the ones the source text used (`v60`, kept in the function's
//! `SourceMap`), so a message names what the user wrote. Values and blocks without a source
//! name (built through the API, or made by a pass) get the canonical names `gfxc fmt` prints:
//! blocks numbered in layout order, values in order of definition; values and blocks that are
//! not part of the function are named by their entity number.

mod cfg;
mod insts;
pub mod rules;

pub use rules::Rule;

use crate::entities::{Block, Inst, Value};
use crate::error::{Diagnostic, Diagnostics};
use crate::function::{FuncKind, Function, GlobalData, GlobalInit, Module, SrcLoc};
use crate::instructions::{BlockCall, Format, InstData, Opcode};
use crate::types::{AddrSpace, Type};
use cfg::{Dominators, Graph};
use cranelift_entity::{EntityRef, SecondaryMap};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// Verifies every global and function of `m` and the uniqueness of names. Recursion is valid
/// (the interpreter runs it; see [`crate::callgraph`]).
pub fn verify_module(m: &Module) -> Result<(), Diagnostics> {
    let mut sink = Sink::default();
    check_names(m, &mut sink);
    for (id, g) in m.globals.iter() {
        check_global(g, m.global_locs[id], &mut sink);
    }
    for (_, f) in m.functions.iter() {
        FuncVerifier::new(m, f, &mut sink).run();
    }
    sink.finish()
}

/// Verifies one function of (or about to be added to) `m`: `m` supplies the globals and
/// callees it refers to. Module-wide rules (unique names) are
/// [`verify_module`]'s.
pub fn verify_function(m: &Module, f: &Function) -> Result<(), Diagnostics> {
    let mut sink = Sink::default();
    FuncVerifier::new(m, f, &mut sink).run();
    sink.finish()
}

/// Collected diagnostics.
#[derive(Default)]
struct Sink {
    diags: Vec<Diagnostic>,
}

impl Sink {
    fn report(&mut self, loc: SrcLoc, context: &str, rule: Rule, args: &[String]) {
        let mut message = rule.render(args);
        if !loc.is_known() && !context.is_empty() {
            message.push_str(&format!(" (in {context})"));
        }
        self.diags.push(Diagnostic::new(loc, message));
    }

    fn finish(mut self) -> Result<(), Diagnostics> {
        self.diags.sort_by_key(|d| d.loc);
        if self.diags.is_empty() {
            Ok(())
        } else {
            Err(Diagnostics(self.diags))
        }
    }
}

/// Builds the argument list of a rule from anything printable.
macro_rules! args {
    ($($a:expr),* $(,)?) => { &[$($a.to_string()),*] };
}
pub(crate) use args;

fn is_valid_name(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

fn check_names(m: &Module, sink: &mut Sink) {
    // (A set only asked for membership: the fast hash, not `std`'s keyed SipHash, which cost
    // more than the rest of the check for a module of one kernel.)
    let mut seen = FxHashSet::default();
    let globals = m.globals.iter().map(|(id, g)| (&g.name, m.global_locs[id]));
    let funcs = m.functions.iter().map(|(_, f)| (&f.name, f.srcmap.func));
    for (name, loc) in globals.chain(funcs) {
        if !is_valid_name(name) {
            sink.report(loc, "", Rule::InvalidName, args![name]);
        } else if !seen.insert(name.as_str()) {
            sink.report(loc, "", Rule::DuplicateName, args![name]);
        }
    }
}

/// Why `ty` is not a well-formed type in a supported address space, if it is not. (Inline:
/// asked for every parameter and result, where a call cost more than the check.)
#[inline]
fn type_error(ty: Type) -> Option<(Rule, [String; 1])> {
    match ty {
        Type::Vector(_, n) if !(2..=Type::MAX_LANES).contains(&n) => {
            Some((Rule::InvalidType, [ty.to_string()]))
        }
        Type::Ptr(a) if a.is_reserved() => Some((Rule::ReservedSpace, [a.name().to_string()])),
        _ => None,
    }
}

fn check_global(g: &GlobalData, loc: SrcLoc, sink: &mut Sink) {
    let name = &g.name;
    match g.space {
        AddrSpace::Global | AddrSpace::Constant | AddrSpace::Local => {}
        a if a.is_reserved() => sink.report(loc, "", Rule::ReservedSpace, args![a.name()]),
        a => sink.report(loc, "", Rule::GlobalSpace, args![name, a.name()]),
    }
    let elem_ok = match g.elem {
        Type::Ptr(_) => {
            sink.report(loc, "", Rule::GlobalElem, args![name, g.elem]);
            false
        }
        ty => match type_error(ty) {
            Some((rule, arg)) => {
                sink.report(loc, "", rule, &arg);
                false
            }
            None => true,
        },
    };
    if !g.align.is_power_of_two() {
        sink.report(loc, "", Rule::AlignPow2, args![g.align]);
    }
    if g.count == 0 && g.space != AddrSpace::Local {
        sink.report(loc, "", Rule::GlobalCountZero, args![name]);
    }
    match &g.init {
        GlobalInit::None => {}
        _ if g.space == AddrSpace::Local => sink.report(loc, "", Rule::LdsInit, args![name]),
        GlobalInit::Zero => {}
        GlobalInit::Values(vals) if elem_ok => {
            let lanes = g.elem.lanes() as u64;
            let need = g.count as u64 * lanes;
            if vals.len() as u64 != need {
                sink.report(
                    loc,
                    "",
                    Rule::InitLength,
                    args![name, vals.len(), need, g.count, lanes],
                );
            }
            let bits = g.elem.lane().map_or(64, |s| s.bits());
            for &v in vals {
                if !fits(v, bits) {
                    let lane = Type::Scalar(g.elem.lane().unwrap_or(crate::types::Scalar::I64));
                    sink.report(
                        loc,
                        "",
                        Rule::InitValue,
                        args![format!("{v:#x}"), name, lane],
                    );
                    break;
                }
            }
        }
        GlobalInit::Values(_) => {}
    }
}

/// Whether `v` holds a `bits`-wide value: zero-extended, or sign-extended to 64 bits.
fn fits(v: u64, bits: u32) -> bool {
    if bits >= 64 {
        return true;
    }
    let sext = ((v << (64 - bits)) as i64 >> (64 - bits)) as u64;
    v >> bits == 0 || sext == v
}

/// A value's canonical number and where it is defined: `num` is the number + 1 (0: not
/// defined in the function); layout position of its block (0-based) and position in the
/// block (0 for parameters, 1 + index for instruction results). (One table for the three: one
/// allocation and one lookup where separate maps made two of each.)
#[derive(Copy, Clone, Default)]
struct DefPos {
    num: u32,
    block: u32,
    pos: u32,
}

/// Where the (first placement of an) instruction is: 1 + layout position of its block (0:
/// not placed) and its index in the block.
#[derive(Copy, Clone, Default)]
struct InstPos {
    block: u32,
    index: u32,
}

/// Checks one function.
pub(crate) struct FuncVerifier<'a> {
    m: &'a Module,
    f: &'a Function,
    sink: &'a mut Sink,
    /// Valid blocks of the layout, in order, with their layout position.
    blocks: Vec<(Block, u32)>,
    /// 1 + layout position of each valid block in the layout; 0 if not in it.
    block_pos: SecondaryMap<Block, u32>,
    /// Canonical number and definition position of each value defined in the function.
    def_pos: SecondaryMap<Value, DefPos>,
    /// Position of each placed instruction.
    inst_pos: SecondaryMap<Inst, InstPos>,
    /// Uses the dominance check must look at, in the order it reports them (blocks in
    /// layout order, instructions in block order, values in `all_values` order): every use
    /// of a defined value by a checked instruction (`check_block`) except those of a value
    /// defined earlier in the same block, which its definition dominates. Collected while
    /// checking instructions, so the dominance check does not walk every instruction again.
    /// Entries are (user, layout position of its block, value).
    far_uses: Vec<(Inst, u32, Value)>,
}

impl<'a> FuncVerifier<'a> {
    fn new(m: &'a Module, f: &'a Function, sink: &'a mut Sink) -> FuncVerifier<'a> {
        // Sized once for every valid entity (only valid ones are written; a read of any
        // other index gives the default either way).
        fn sized<K: EntityRef, V: Clone + Default>(n: usize) -> SecondaryMap<K, V> {
            let mut m = SecondaryMap::new();
            m.resize(n);
            m
        }
        let (nblocks, nvalues, ninsts) =
            (f.dfg.blocks.len(), f.dfg.values.len(), f.dfg.insts.len());
        FuncVerifier {
            m,
            f,
            sink,
            blocks: Vec::with_capacity(f.layout.blocks().len()),
            block_pos: sized(nblocks),
            def_pos: sized(nvalues),
            inst_pos: sized(ninsts),
            // Far uses number about the instructions at most in usual code (operands from
            // other blocks); a function of one block has none unless it is invalid.
            far_uses: if f.layout.blocks().len() > 1 {
                Vec::with_capacity(ninsts)
            } else {
                Vec::new()
            },
        }
    }

    fn run(mut self) {
        self.check_signature();
        self.check_attrs();
        if self.f.declaration {
            // A declaration (defined in another module) has a signature and no body.
            if self.f.is_kernel() || !self.f.layout.blocks().is_empty() {
                self.report_fn(Rule::DeclarationBody, args![self.f.name]);
            }
            return;
        }
        if !self.index_layout() {
            return;
        }
        self.check_entry();
        // Taken out while the blocks are checked (no check reads the list) rather than copied.
        let blocks = std::mem::take(&mut self.blocks);
        for &(b, pos) in &blocks {
            self.check_block(b, pos);
        }
        self.blocks = blocks;
        self.check_dominance();
    }

    // ------------------------------------------------------------------ naming and reporting

    fn func_context(&self) -> String {
        format!("@{}", self.f.name)
    }

    fn block_name(&self, b: Block) -> String {
        if let Some(n) = self.f.srcmap.block_names.get(b) {
            return n.to_string();
        }
        match self.block_pos.get(b).copied().unwrap_or(0) {
            0 => b.to_string(),
            p => format!("block{}", p - 1),
        }
    }

    /// Canonical number + 1 of `v` (0: not defined in the function).
    fn value_num(&self, v: Value) -> u32 {
        self.def_pos.get(v).map_or(0, |d| d.num)
    }

    fn value_name(&self, v: Value) -> String {
        if let Some(n) = self.f.srcmap.value_names.get(v) {
            return n.to_string();
        }
        match self.value_num(v) {
            0 => v.to_string(),
            n => format!("v{}", n - 1),
        }
    }

    fn report_fn(&mut self, rule: Rule, args: &[String]) {
        let ctx = self.func_context();
        self.sink.report(self.f.srcmap.func, &ctx, rule, args);
    }

    fn report_block(&mut self, b: Block, rule: Rule, args: &[String]) {
        let ctx = format!("@{}, {}", self.f.name, self.block_name(b));
        let loc = self.f.srcmap.blocks[b];
        self.sink.report(loc, &ctx, rule, args);
    }

    fn report_inst(&mut self, inst: Inst, rule: Rule, args: &[String]) {
        let pos = self.inst_pos.get(inst).map_or(0, |p| p.block);
        let ctx = match pos {
            0 => self.func_context(),
            _ => {
                let b = self.f.layout.inst_block(inst);
                format!(
                    "@{}, {}",
                    self.f.name,
                    b.map_or_else(|| format!("block{}", pos - 1), |b| self.block_name(b))
                )
            }
        };
        let loc = self.f.srcmap.insts[inst];
        self.sink.report(loc, &ctx, rule, args);
    }

    /// The type of `v` if it is a value of this function's data-flow graph.
    fn ty(&self, v: Value) -> Option<Type> {
        self.f.dfg.values.get(v).map(|d| d.ty)
    }

    // ------------------------------------------------------------------ function level

    fn check_signature(&mut self) {
        let sig = &self.f.signature;
        match self.f.kind {
            FuncKind::Kernel if !sig.returns.is_empty() => {
                self.report_fn(Rule::KernelReturns, args![self.f.name]);
            }
            FuncKind::Device if sig.returns.len() > 1 => {
                self.report_fn(Rule::TooManyReturns, args![self.f.name, sig.returns.len()]);
            }
            _ => {}
        }
        for &ty in sig.params.iter().chain(&sig.returns) {
            if let Some((rule, arg)) = type_error(ty) {
                self.report_fn(rule, &arg);
            }
        }
    }

    fn check_attrs(&mut self) {
        let a = &self.f.attrs;
        let kernel = self.f.is_kernel();
        let kernel_only = [
            ("flat_workgroup_size", a.flat_workgroup_size.is_some()),
            ("waves_per_eu", a.waves_per_eu.is_some()),
            ("reqd_workgroup_size", a.reqd_workgroup_size.is_some()),
            ("num_vgpr", a.num_vgpr.is_some()),
            ("num_sgpr", a.num_sgpr.is_some()),
        ];
        if !kernel {
            for (name, present) in kernel_only {
                if present {
                    self.report_fn(Rule::KernelOnlyAttr, args![name]);
                }
            }
        } else if a.noinline || a.alwaysinline {
            self.report_fn(Rule::DeviceOnlyAttr, &[]);
        }
        if let Some((lo, hi)) = a.flat_workgroup_size {
            if !(1 <= lo && lo <= hi && hi <= 1024) {
                self.report_fn(Rule::FlatWorkgroupSize, args![lo, hi]);
            }
        }
        if let Some((lo, hi)) = a.waves_per_eu {
            if !(1 <= lo && lo <= hi) {
                self.report_fn(Rule::WavesPerEu, args![lo, hi]);
            }
        }
        if let Some([x, y, z]) = a.reqd_workgroup_size {
            let product = x as u64 * y as u64 * z as u64;
            if x == 0 || y == 0 || z == 0 || product > 1024 {
                self.report_fn(Rule::ReqdWorkgroupSize, args![x, y, z]);
            } else if let Some((lo, hi)) = a.flat_workgroup_size {
                if product < lo as u64 || product > hi as u64 {
                    self.report_fn(Rule::ReqdVsFlat, args![product, lo, hi]);
                }
            }
        }
        // (The list for the message only when there is one to check.)
        let list = if a.noalias.is_empty() {
            String::new()
        } else {
            let list: Vec<String> = a.noalias.iter().map(u32::to_string).collect();
            list.join(", ")
        };
        for (k, &i) in a.noalias.iter().enumerate() {
            let why = match self.f.signature.params.get(i as usize) {
                None => Some("does not exist"),
                Some(t) if t.addr_space().is_none() => Some("is not a pointer"),
                _ if k > 0 && a.noalias[k - 1] >= i => Some("is not in increasing order"),
                _ => None,
            };
            if let Some(why) = why {
                self.report_fn(Rule::NoaliasParam, args![list, i, why]);
            }
        }
        for (name, limit) in [("num_vgpr", a.num_vgpr), ("num_sgpr", a.num_sgpr)] {
            if limit == Some(0) {
                self.report_fn(Rule::RegisterLimit, args![name, 0]);
            }
        }
    }

    /// Numbers blocks and values, records definition positions. False if there are no blocks.
    fn index_layout(&mut self) -> bool {
        let f = self.f;
        if f.layout.blocks().is_empty() {
            self.report_fn(Rule::NoBlocks, args![f.name]);
            return false;
        }
        for (pos, &b) in f.layout.blocks().iter().enumerate() {
            if !f.dfg.blocks.is_valid(b) {
                let ctx = self.func_context();
                let loc = f.srcmap.blocks.get(b).copied().unwrap_or_default();
                self.sink.report(loc, &ctx, Rule::MissingBlock, args![b]);
                continue;
            }
            let pos = pos as u32;
            self.blocks.push((b, pos));
            self.block_pos[b] = pos + 1;
        }
        let mut next_value = 0u32;
        // Taken out while numbering (nothing below reads the list) rather than copied.
        let blocks = std::mem::take(&mut self.blocks);
        for &(b, pos) in &blocks {
            for (i, &p) in f.dfg.blocks[b].params.iter().enumerate() {
                let ok = f
                    .dfg
                    .values
                    .get(p)
                    .is_some_and(|d| d.def == crate::dfg::ValueDef::Param(b, i as u16));
                if !ok || self.def_pos[p].num != 0 {
                    self.report_block(b, Rule::CorruptValue, args![p]);
                    continue;
                }
                next_value += 1;
                self.def_pos[p] = DefPos {
                    num: next_value,
                    block: pos,
                    pos: 0,
                };
            }
            for (idx, &inst) in f.layout.block_insts(b).iter().enumerate() {
                if !f.dfg.insts.is_valid(inst) {
                    let ctx = format!("@{}, block{pos}", f.name);
                    let loc = f.srcmap.insts.get(inst).copied().unwrap_or_default();
                    self.sink.report(loc, &ctx, Rule::MissingInst, args![inst]);
                    continue;
                }
                if self.inst_pos[inst].block != 0 {
                    self.report_inst(inst, Rule::InstTwice, args![inst]);
                    continue;
                }
                self.inst_pos[inst] = InstPos {
                    block: pos + 1,
                    index: idx as u32,
                };
                for (r, &v) in f.dfg.results[inst].iter().enumerate() {
                    let ok = f
                        .dfg
                        .values
                        .get(v)
                        .is_some_and(|d| d.def == crate::dfg::ValueDef::Result(inst, r as u16));
                    if !ok || self.def_pos[v].num != 0 {
                        self.report_inst(inst, Rule::CorruptValue, args![v]);
                        continue;
                    }
                    next_value += 1;
                    self.def_pos[v] = DefPos {
                        num: next_value,
                        block: pos,
                        pos: idx as u32 + 1,
                    };
                }
            }
        }
        self.blocks = blocks;
        true
    }

    fn check_entry(&mut self) {
        let f = self.f;
        let Some(&(entry, _)) = self.blocks.first() else {
            return;
        };
        if self.block_pos[entry] != 1 {
            return; // The first layout block does not exist: already reported.
        }
        let params = &f.dfg.blocks[entry].params;
        let sig = &f.signature.params;
        if params.len() != sig.len() {
            self.report_block(
                entry,
                Rule::EntryParamCount,
                args![params.len(), f.name, sig.len()],
            );
            return;
        }
        for (i, (&p, &want)) in params.iter().zip(sig).enumerate() {
            if let Some(ty) = self.ty(p) {
                if ty != want {
                    self.report_block(entry, Rule::EntryParamType, args![i + 1, ty, want]);
                }
            }
        }
    }

    // ------------------------------------------------------------------ blocks

    fn check_block(&mut self, b: Block, pos: u32) {
        let f = self.f;
        // The entry block's parameter types are the signature's, checked with it.
        let params = if pos == 0 {
            &[][..]
        } else {
            &f.dfg.blocks[b].params[..]
        };
        for &p in params {
            if let Some((rule, arg)) = self.ty(p).and_then(type_error) {
                self.report_block(b, rule, &arg);
            }
        }
        let insts = f.layout.block_insts(b);
        if insts.is_empty() {
            self.report_block(b, Rule::EmptyBlock, args![self.block_name(b)]);
            return;
        }
        let last = insts.len() - 1;
        for (idx, &inst) in insts.iter().enumerate() {
            // Only the first placement of a valid instruction is checked.
            let at = self.inst_pos.get(inst).copied().unwrap_or_default();
            if at.block != pos + 1 || at.index != idx as u32 {
                continue;
            }
            let data = &f.dfg.insts[inst];
            // (The opcode and its table entry once, for the terminator, format and type
            // checks.)
            let op = data.opcode();
            let info = op.info();
            let is_term = info.is_terminator;
            if idx == last && !is_term {
                self.report_inst(inst, Rule::NoTerminator, args![self.block_name(b)]);
            } else if idx != last && is_term {
                let name = info.name;
                self.report_inst(inst, Rule::MidTerminator, args![name, self.block_name(b)]);
            }
            self.check_inst(inst, data, op, info.format, is_term, pos, idx as u32);
        }
    }

    /// Structural checks of one instruction, then its types. `op` is `data`'s opcode;
    /// `format` and `is_term` are the opcode's.
    #[allow(clippy::too_many_arguments)]
    fn check_inst(
        &mut self,
        inst: Inst,
        data: &InstData,
        op: Opcode,
        format: Format,
        is_term: bool,
        pos: u32,
        idx: u32,
    ) {
        let f = self.f;
        // The values are walked in place, not collected: a second walk, to report them in
        // order, happens only when one is undefined (invalid input). The order is
        // `InstData::for_each_value`'s: operands, then branch arguments, which only the
        // branch formats carry, and their opcodes are terminators (`Opcode::info`; the
        // opcode is the data's own, so this holds even before the format check).
        let args = data.args();
        let mut undefined = false;
        let mut note_use = |v: Value| {
            let d = self.def_pos.get(v).copied().unwrap_or_default();
            if d.num == 0 {
                undefined = true;
                return;
            }
            if !(d.block == pos && d.pos < idx + 1) {
                self.far_uses.push((inst, pos, v));
            }
        };
        for &v in args {
            note_use(v);
        }
        if is_term {
            data.for_each_branch_dest(|d| d.args.iter().for_each(|&v| note_use(v)));
        }
        if insts::format_of(data) != format {
            self.report_inst(inst, Rule::WrongFormat, args![data.opcode().name()]);
            return;
        }
        let mut ok = true;
        // The result types in a fixed array up to two results (more only for calls and
        // inline assembly); they are read only when every result has one (`ok`).
        let results = &f.dfg.results[inst][..];
        let mut small = [Type::I1; 2];
        let mut big = Vec::new();
        let result_types: &mut [Type] = if results.len() <= 2 {
            &mut small[..results.len()]
        } else {
            big.resize(results.len(), Type::I1);
            &mut big
        };
        for (&r, slot) in results.iter().zip(result_types.iter_mut()) {
            match self.ty(r) {
                Some(ty) => {
                    if let Some((rule, arg)) = type_error(ty) {
                        self.report_inst(inst, rule, &arg);
                        ok = false;
                    }
                    *slot = ty;
                }
                None => ok = false,
            }
        }
        if undefined {
            for v in data.all_values() {
                if self.value_num(v) == 0 {
                    self.report_inst(inst, Rule::UndefinedValue, args![self.value_name(v)]);
                    ok = false;
                }
            }
        }
        // Only the branch formats carry destinations, and their opcodes are terminators
        // (`Opcode::info`); the format is the opcode's (checked above).
        if is_term {
            data.for_each_branch_dest(|dest| ok &= self.check_branch(inst, dest));
        }
        if ok {
            self.check_types(inst, data, op, args, result_types);
        }
    }

    fn check_branch(&mut self, inst: Inst, dest: &BlockCall) -> bool {
        let f = self.f;
        let target = dest.block;
        if self.block_pos.get(target).copied().unwrap_or(0) == 0 {
            self.report_inst(inst, Rule::BadTarget, args![target]);
            return false;
        }
        if self.block_pos[target] == 1 {
            self.report_inst(inst, Rule::EntryTarget, args![self.block_name(target)]);
        }
        let params = &f.dfg.blocks[target].params;
        if params.len() != dest.args.len() {
            let name = self.block_name(target);
            self.report_inst(
                inst,
                Rule::BranchArgCount,
                args![name, dest.args.len(), params.len()],
            );
            return false;
        }
        let mut ok = true;
        for (i, (&a, &p)) in dest.args.iter().zip(params).enumerate() {
            if let (Some(ta), Some(tp)) = (self.ty(a), self.ty(p)) {
                if ta != tp {
                    let name = self.block_name(target);
                    self.report_inst(inst, Rule::BranchArgType, args![i + 1, name, ta, tp]);
                    ok = false;
                }
            }
        }
        ok
    }

    // ------------------------------------------------------------------ dominance

    fn check_dominance(&mut self) {
        let f = self.f;
        let n = f.layout.blocks().len();
        // Successors by layout position (none for a position whose block is missing).
        let mut succs = Graph::with_capacity(n, 2 * n);
        let mut next = 0;
        for &(b, pos) in &self.blocks {
            while next < pos {
                succs.end_node();
                next += 1;
            }
            if let Some(&last) = f.layout.block_insts(b).last() {
                if let Some(data) = f.dfg.insts.get(last) {
                    data.for_each_branch_dest(|d| {
                        if let Some(&p) = self.block_pos.get(d.block) {
                            if p != 0 {
                                succs.push_edge(p as usize - 1);
                            }
                        }
                    });
                }
            }
            succs.end_node();
            next += 1;
        }
        while (next as usize) < n {
            succs.end_node();
            next += 1;
        }
        let dom = Dominators::compute(&succs);
        let layout_blocks = f.layout.blocks();
        for (from, to) in cfg::irreducible_edges(&dom) {
            let (bf, bt) = (layout_blocks[from], layout_blocks[to]);
            let term = f.layout.block_insts(bf).last().copied();
            let (nf, nt) = (self.block_name(bf), self.block_name(bt));
            match term {
                Some(t) => self.report_inst(t, Rule::Irreducible, args![nf, nt]),
                None => self.report_block(bf, Rule::Irreducible, args![nf, nt]),
            }
        }
        // Every use of a reachable block's instruction of a defined value: a use in the
        // same block as its definition is dominated iff it comes later (those are not in
        // `far_uses`), a use in another block iff the definition's block dominates it.
        let mut reported: SmallVec<[Value; 2]> = SmallVec::new();
        let mut last: Option<Inst> = None;
        for (inst, pos, v) in std::mem::take(&mut self.far_uses) {
            if !dom.is_reachable(pos as usize) {
                continue;
            }
            if last != Some(inst) {
                last = Some(inst);
                reported.clear();
            }
            let d = self.def_pos[v];
            let ok = d.block != pos && dom.dominates(d.block as usize, pos as usize);
            if !ok && !reported.contains(&v) {
                reported.push(v);
                self.report_inst(inst, Rule::NotDominated, args![self.value_name(v)]);
            }
        }
    }
}
