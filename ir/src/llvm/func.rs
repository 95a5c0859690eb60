//! One function: header, control flow (block parameters to phis, edge splitting), blocks.
//!
//! Guarantees: every LLVM block's phis have exactly one entry per predecessor edge, with the
//! same value for edges from the same block (edges that would disagree are split); the LLVM
//! entry block has no predecessors (if the gfxc entry block is a branch target, a new `entry`
//! block jumps to it); allocas are hoisted into the LLVM entry block.

use super::{function_attrs, llvm_type, ModuleCx};
use crate::dfg::ValueDef;
use crate::entities::{Block, Inst, Value};
use crate::error::Diagnostic;
use crate::function::{FuncKind, Function, Module};
use crate::instructions::{InstData, Opcode};
use cranelift_entity::EntityRef;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// Where an incoming phi value comes from.
enum Incoming {
    /// A branch from LLVM block `label` with these arguments.
    Branch(String, Vec<Value>),
    /// The synthesized entry block, passing the function arguments.
    Entry,
}

/// Per-function state shared by the control-flow code and the instruction lowering.
pub(super) struct FnCx<'a> {
    pub cx: &'a mut ModuleCx,
    pub m: &'a Module,
    pub f: &'a Function,
    /// Text of the block being printed.
    pub out: String,
    /// Block parameters of blocks no edge reaches: they read as `poison`.
    poisoned: HashSet<Value>,
    /// Destination labels of each terminator, per destination (after edge splitting).
    pub edge_labels: HashMap<Inst, Vec<String>>,
}

impl FnCx<'_> {
    /// Appends one instruction line.
    pub fn line(&mut self, s: impl AsRef<str>) {
        self.out.push_str("  ");
        self.out.push_str(s.as_ref());
        self.out.push('\n');
    }

    /// Records an error at `inst`.
    pub fn error(&mut self, inst: Inst, msg: impl AsRef<str>) {
        let loc = self.f.inst_loc(inst);
        let msg = format!("emit-llvm: function @{}: {}", self.f.name, msg.as_ref());
        self.cx.errors.push(Diagnostic::new(loc, msg));
    }

    /// The name of value `v` (`%v7`).
    pub fn name(&self, v: Value) -> String {
        format!("%v{}", v.index())
    }

    /// The operand text of `v`: constants inline, `poison` for parameters of unreachable
    /// blocks without predecessors, otherwise its name.
    pub fn val(&self, v: Value) -> String {
        if !self.f.dfg.value_is_valid(v) {
            return "poison".to_string();
        }
        match self.f.dfg.value_def(v) {
            ValueDef::Result(inst, _) => match &self.f.dfg.insts[inst] {
                InstData::IntConst { imm } => match self.f.dfg.value_type(v).lane() {
                    Some(s) if s.is_int() => super::int_literal(s, *imm),
                    _ => "poison".to_string(),
                },
                InstData::FloatConst { bits } => match self.f.dfg.value_type(v).lane() {
                    Some(s) if s.is_float() => super::float_literal(s, *bits),
                    _ => "poison".to_string(),
                },
                InstData::Nullary {
                    opcode: Opcode::Nullptr,
                } => "null".to_string(),
                InstData::GlobalAddr { global } => match self.m.globals.get(*global) {
                    Some(g) => format!("@{}", g.name),
                    None => "poison".to_string(),
                },
                InstData::FuncAddr { func } => match self.m.functions.get(*func) {
                    Some(g) => format!("@{}", g.name),
                    None => "poison".to_string(),
                },
                _ => self.name(v),
            },
            ValueDef::Param(..) if self.poisoned.contains(&v) => "poison".to_string(),
            ValueDef::Param(..) => self.name(v),
        }
    }

    /// `T operand` for `v`.
    pub fn tv(&self, v: Value) -> String {
        format!("{} {}", self.ty(v), self.val(v))
    }

    /// The LLVM type of `v`.
    pub fn ty(&self, v: Value) -> String {
        if !self.f.dfg.value_is_valid(v) {
            return "void".to_string();
        }
        llvm_type(self.f.dfg.value_type(v))
    }

    /// Emits a call of intrinsic `name` (declaring it), binding the result to `res` if given.
    pub fn call_intrinsic(&mut self, res: Option<&str>, ret: &str, name: &str, args: &[String]) {
        let params: Vec<String> = args.iter().map(|a| arg_type(a).to_string()).collect();
        self.cx.declare(name, ret, &params);
        let call = format!("call {ret} @{name}({})", args.join(", "));
        match res {
            Some(r) => self.line(format!("{r} = {call}")),
            None => self.line(call),
        }
    }
}

/// The type part of a typed operand `T v` (everything before the last space).
fn arg_type(typed: &str) -> &str {
    typed.rsplit_once(' ').map_or(typed, |(t, _)| t)
}

/// Prints function `f` into `body`.
pub(super) fn emit_function(cx: &mut ModuleCx, m: &Module, f: &Function, body: &mut String) {
    if f.is_declaration() {
        // A function of another module: `declare`, as LLVM writes it.
        let ret = f
            .signature
            .returns
            .first()
            .map_or("void".to_string(), |&t| super::llvm_type(t));
        let params: Vec<String> = f
            .signature
            .params
            .iter()
            .map(|&t| super::llvm_type(t))
            .collect();
        cx.declare(&f.name, &ret, &params);
        return;
    }
    let Some(entry) = f.entry_block() else {
        let msg = format!("emit-llvm: function @{} has no blocks", f.name);
        cx.errors.push(Diagnostic::new(f.srcmap.func, msg));
        return;
    };
    let mut fx = FnCx {
        cx,
        m,
        f,
        out: String::new(),
        poisoned: HashSet::new(),
        edge_labels: HashMap::new(),
    };

    // Edges, split where one terminator passes different arguments to the same block.
    let mut incoming: HashMap<Block, Vec<Incoming>> = HashMap::new();
    let mut splits: HashMap<Block, Vec<(String, Block)>> = HashMap::new();
    for &b in f.layout.blocks() {
        let Some(term) = f.layout.last_inst(b) else {
            continue;
        };
        let dests = f.dfg.insts[term].branch_dests();
        let mut labels = Vec::new();
        for (k, d) in dests.iter().enumerate() {
            let first = dests.iter().position(|e| e.block == d.block).unwrap_or(k);
            let from = if dests[first].args == d.args {
                format!("bb{}", b.index())
            } else {
                let l = format!("bb{}.e{k}", b.index());
                splits.entry(b).or_default().push((l.clone(), d.block));
                l
            };
            let split = from != format!("bb{}", b.index());
            labels.push(if split {
                from.clone()
            } else {
                format!("bb{}", d.block.index())
            });
            incoming
                .entry(d.block)
                .or_default()
                .push(Incoming::Branch(from, d.args.to_vec()));
        }
        fx.edge_labels.insert(term, labels);
    }
    let synth_entry = incoming.contains_key(&entry);
    if synth_entry {
        incoming
            .get_mut(&entry)
            .expect("present")
            .insert(0, Incoming::Entry);
    }
    for &b in f.layout.blocks() {
        if b != entry && !incoming.contains_key(&b) {
            fx.poisoned.extend(f.dfg.block_params(b).iter().copied());
        }
    }

    // Header.
    let entry_params = f.dfg.block_params(entry);
    let params: Vec<String> = entry_params
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let n = if synth_entry {
                format!("%a{i}")
            } else {
                fx.name(p)
            };
            // A parameter passed by reference keeps its kernarg bytes: `byref([S x i8])` with
            // its alignment (LLVM lays it out the same way).
            match f.attrs.byref.iter().find(|b| b.index as usize == i) {
                Some(b) => format!(
                    "{} byref([{} x i8]) align {} {n}",
                    fx.ty(p),
                    b.size,
                    b.align
                ),
                // `noalias` keeps its meaning (LangRef "Parameter Attributes").
                None if f.attrs.noalias.contains(&(i as u32)) => {
                    format!("{} noalias {n}", fx.ty(p))
                }
                None => format!("{} {n}", fx.ty(p)),
            }
        })
        .collect();
    let attrs = fx.cx.attr_group(function_attrs(f));
    let ret = match (f.kind, f.signature.returns.first()) {
        (FuncKind::Device, Some(&t)) => llvm_type(t),
        _ => "void".to_string(),
    };
    let head = match f.kind {
        FuncKind::Kernel => format!("define amdgpu_kernel void @{}", f.name),
        FuncKind::Device => format!("define internal {ret} @{}", f.name),
    };
    let mut extra = String::new();
    if let (FuncKind::Kernel, Some([x, y, z])) = (f.kind, f.attrs.reqd_workgroup_size) {
        let md = fx.cx.meta(format!("!{{i32 {x}, i32 {y}, i32 {z}}}"));
        extra = format!(" !reqd_work_group_size !{md}");
    }
    let _ = writeln!(body, "{head}({}) #{attrs}{extra} {{", params.join(", "));

    // Allocas, hoisted into the LLVM entry block.
    let mut allocas = String::new();
    for &b in f.layout.blocks() {
        for &inst in f.layout.block_insts(b) {
            if let InstData::Alloca { size, align } = f.dfg.insts[inst] {
                if let Some(&r) = f.dfg.inst_results(inst).first() {
                    let _ = writeln!(
                        allocas,
                        "  {} = alloca i8, i32 {size}, align {}, addrspace(5)",
                        fx.name(r),
                        align.max(1)
                    );
                }
            }
        }
    }
    if synth_entry {
        let _ = write!(body, "entry:\n{allocas}  br label %bb{}\n", entry.index());
    }

    for &b in f.layout.blocks() {
        fx.out.clear();
        if b != entry || synth_entry {
            fx.out.push('\n');
        }
        let _ = writeln!(fx.out, "bb{}:", b.index());
        if b == entry && !synth_entry {
            fx.out.push_str(&allocas);
        }
        if let Some(inc) = incoming.get(&b) {
            for (i, &p) in f.dfg.block_params(b).iter().enumerate() {
                let entries: Vec<String> = inc
                    .iter()
                    .map(|e| match e {
                        Incoming::Entry => format!("[ %a{i}, %entry ]"),
                        Incoming::Branch(label, args) => {
                            let v = args.get(i).map_or("poison".to_string(), |&a| fx.val(a));
                            format!("[ {v}, %{label} ]")
                        }
                    })
                    .collect();
                let line = format!("{} = phi {} {}", fx.name(p), fx.ty(p), entries.join(", "));
                fx.line(line);
            }
        }
        let insts = f.layout.block_insts(b);
        for &inst in insts {
            fx.lower(inst);
        }
        match insts.last() {
            Some(&last) if f.dfg.insts[last].opcode().is_terminator() => {}
            _ => {
                let msg = format!(
                    "emit-llvm: function @{}: block{} has no terminator",
                    f.name, b
                );
                fx.cx.errors.push(Diagnostic::new(f.srcmap.blocks[b], msg));
            }
        }
        for (label, target) in splits.get(&b).into_iter().flatten() {
            let _ = write!(fx.out, "\n{label}:\n  br label %bb{}\n", target.index());
        }
        body.push_str(&fx.out);
    }
    body.push_str("}\n");
}
