//! Canonical printer of the text format (docs/ir.md).
//!
//! Guarantees:
//! * Deterministic output: globals, then functions, in module order, one blank line between
//!   items; blocks in layout order with labels at column 0 and instructions indented by four
//!   spaces; values and blocks renumbered in order of definition (blocks in layout order;
//!   per block, parameters then instruction results; the function's parameters first).
//! * Flags are printed in one order; defaults are left out (`align` equal to the ABI
//!   alignment of the accessed type, default global alignment, count 1), the scope of an
//!   atomic is always printed. Finite floats are the shortest decimal that parses back to the
//!   same bits (with a `.` or an exponent), infinities and NaNs their raw bits in hex.
//! * For every module the parser accepts, `parse(print(m))` prints identically to
//!   `print(m)`.
//! * Never panics, even on IR that does not verify: a value or block that is not defined in
//!   the layout prints as `v?N` / `block?N` (not parseable, so the problem is visible).

use super::comments::Comments;
use crate::entities::{Block, FuncId, Inst, Value};
use crate::function::{Function, GlobalData, GlobalInit, Module};
use crate::instructions::{BlockCall, InstData, MemFlags, Opcode, TypeSuffix};
use crate::types::{Scalar, Type};
use cranelift_entity::SecondaryMap;
use std::fmt::Write;

/// The shortest decimal spelling of a finite float of type `s` (bits in the low end) that
/// the parser reads back to the same bits; raw hex bits for infinities and NaNs.
pub(crate) fn format_float(s: Scalar, bits: u64) -> String {
    match s {
        Scalar::F16 => {
            let b = bits as u16;
            let x = half::f16::from_bits(b);
            if !x.is_finite() {
                return format!("0x{b:04x}");
            }
            let xf = x.to_f64();
            for prec in 0..17 {
                let s = format!("{xf:.prec$e}");
                let Ok(y) = s.parse::<f64>() else { continue };
                if half::f16::from_f64(y).to_bits() == b {
                    return format!("{y:?}");
                }
            }
            format!("0x{b:04x}")
        }
        Scalar::F32 => {
            let x = f32::from_bits(bits as u32);
            if x.is_finite() {
                format!("{x:?}")
            } else {
                format!("0x{:08x}", bits as u32)
            }
        }
        Scalar::F64 => {
            let x = f64::from_bits(bits);
            if x.is_finite() {
                format!("{x:?}")
            } else {
                format!("0x{bits:016x}")
            }
        }
        _ => format!("0x{bits:x}"),
    }
}

/// An integer constant of `bits` bits as the parser accepts it: signed (`-1`), except `i1`
/// which prints `0` or `1`.
fn format_int_bits(bits: u32, v: u64) -> String {
    if bits == 1 {
        return (v & 1).to_string();
    }
    if bits >= 64 {
        return (v as i64).to_string();
    }
    let shift = 64 - bits;
    (((v << shift) as i64) >> shift).to_string()
}

/// Canonical names of a function's values and blocks.
pub(crate) struct Names {
    values: SecondaryMap<Value, Option<u32>>,
    blocks: SecondaryMap<Block, Option<u32>>,
}

impl Names {
    pub(crate) fn new(f: &Function) -> Names {
        let mut values: SecondaryMap<Value, Option<u32>> = SecondaryMap::new();
        let mut blocks: SecondaryMap<Block, Option<u32>> = SecondaryMap::new();
        let mut nv = 0u32;
        for (bn, &b) in f.layout.blocks().iter().enumerate() {
            blocks[b] = Some(bn as u32);
            let params = f.dfg.blocks.get(b).map(|d| &d.params[..]).unwrap_or(&[]);
            for &p in params {
                if values[p].is_none() {
                    values[p] = Some(nv);
                    nv += 1;
                }
            }
            for &i in f.layout.block_insts(b) {
                let results = f.dfg.results.get(i).map(|r| &r[..]).unwrap_or(&[]);
                for &r in results {
                    if values[r].is_none() {
                        values[r] = Some(nv);
                        nv += 1;
                    }
                }
            }
        }
        Names { values, blocks }
    }

    fn value(&self, v: Value) -> String {
        match self.values.get(v).copied().flatten() {
            Some(n) => format!("v{n}"),
            None => format!("v?{}", v.as_u32()),
        }
    }

    fn block(&self, b: Block) -> String {
        match self.blocks.get(b).copied().flatten() {
            Some(n) => format!("block{n}"),
            None => format!("block?{}", b.as_u32()),
        }
    }
}

fn value_ty(f: &Function, v: Value) -> Option<Type> {
    f.dfg.values.get(v).map(|d| d.ty)
}

fn write_list(out: &mut String, names: &Names, vals: &[Value]) {
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&names.value(v));
    }
}

fn write_block_call(out: &mut String, names: &Names, bc: &BlockCall) {
    out.push_str(&names.block(bc.block));
    if !bc.args.is_empty() {
        out.push('(');
        write_list(out, names, &bc.args);
        out.push(')');
    }
}

/// `, align N` (if not `default_align`), `, volatile`, `, nontemporal`, `, invariant`.
fn write_access_flags(out: &mut String, flags: &MemFlags, default_align: Option<u32>) {
    if Some(flags.align) != default_align {
        let _ = write!(out, ", align {}", flags.align);
    }
    if flags.volatile {
        out.push_str(", volatile");
    }
    if flags.nontemporal {
        out.push_str(", nontemporal");
    }
    if flags.invariant {
        out.push_str(", invariant");
    }
}

/// Writes one instruction (without indentation or newline).
pub(crate) fn write_inst(out: &mut String, m: &Module, f: &Function, names: &Names, inst: Inst) {
    let Some(data) = f.dfg.insts.get(inst) else {
        let _ = write!(out, "<invalid {inst}>");
        return;
    };
    let results = f.dfg.results.get(inst).map(|r| &r[..]).unwrap_or(&[]);
    if !results.is_empty() {
        write_list(out, names, results);
        out.push_str(" = ");
    }
    let op = data.opcode();
    out.push_str(op.name());
    let suffix = match op.info().suffix {
        TypeSuffix::Result => results.first().and_then(|&r| value_ty(f, r)),
        TypeSuffix::Operand => data.args().first().and_then(|&a| value_ty(f, a)),
        TypeSuffix::None => None,
    };
    if let Some(t) = suffix {
        let _ = write!(out, ".{t}");
    }
    let result_ty = results.first().and_then(|&r| value_ty(f, r));
    let ops = |out: &mut String, vals: &[Value]| {
        out.push(' ');
        write_list(out, names, vals);
    };
    match data {
        InstData::Nullary { .. } => {}
        InstData::Unary { arg, .. } => ops(out, core::slice::from_ref(arg)),
        InstData::Binary { args, .. } => ops(out, args),
        InstData::Ternary { args, .. } => ops(out, args),
        InstData::IntConst { imm } => {
            let s = match result_ty {
                Some(Type::Scalar(s)) if s.bits() < 64 => {
                    let bits = s.bits();
                    let v = *imm as i128;
                    if v >= -(1i128 << (bits - 1)) && v < (1i128 << bits) {
                        imm.to_string()
                    } else {
                        let mask = (1u64 << bits) - 1;
                        ((*imm as u64) & mask).to_string()
                    }
                }
                _ => imm.to_string(),
            };
            let _ = write!(out, " {s}");
        }
        InstData::FloatConst { bits } => {
            let s = match result_ty {
                Some(Type::Scalar(s)) if s.is_float() => format_float(s, *bits),
                _ => format!("0x{bits:x}"),
            };
            let _ = write!(out, " {s}");
        }
        InstData::IntCompare { cond, args } => {
            let _ = write!(out, " {}", cond.name());
            ops(out, args);
        }
        InstData::FloatCompare { cond, args } => {
            let _ = write!(out, " {}", cond.name());
            ops(out, args);
        }
        InstData::GridQuery { dim, .. } => {
            let _ = write!(out, " {}", dim.name());
        }
        InstData::Shuffle { args, mask } => {
            ops(out, args);
            out.push_str(", [");
            for (i, k) in mask.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{k}");
            }
            out.push(']');
        }
        InstData::Load { flags, addr } => {
            ops(out, core::slice::from_ref(addr));
            write_access_flags(out, flags, result_ty.map(Type::abi_align));
            if flags.ordering.is_atomic() {
                let _ = write!(out, ", {} {}", flags.ordering.name(), flags.scope.name());
            }
        }
        InstData::Store { flags, args } => {
            ops(out, args);
            write_access_flags(out, flags, value_ty(f, args[0]).map(Type::abi_align));
            if flags.ordering.is_atomic() {
                let _ = write!(out, ", {} {}", flags.ordering.name(), flags.scope.name());
            }
        }
        InstData::AtomicRmw { op, flags, args } => {
            let _ = write!(out, " {}", op.name());
            ops(out, args);
            let _ = write!(out, ", {} {}", flags.ordering.name(), flags.scope.name());
            write_access_flags(out, flags, result_ty.map(Type::abi_align));
        }
        InstData::CmpXchg {
            flags,
            failure,
            weak,
            args,
        } => {
            ops(out, args);
            let _ = write!(
                out,
                ", {} {} {}",
                flags.ordering.name(),
                failure.name(),
                flags.scope.name()
            );
            write_access_flags(out, flags, result_ty.map(Type::abi_align));
            if *weak {
                out.push_str(", weak");
            }
        }
        InstData::Fence {
            ordering,
            scope,
            spaces,
        } => {
            let _ = write!(out, " {} {}", ordering.name(), scope.name());
            if !spaces.is_all() {
                out.push_str(", spaces(");
                for (i, a) in spaces.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(a.name());
                }
                out.push(')');
            }
        }
        InstData::Alloca { size, align } => {
            let _ = write!(out, " {size}");
            if *align != super::ALLOCA_DEFAULT_ALIGN {
                let _ = write!(out, ", align {align}");
            }
        }
        InstData::GlobalAddr { global } => match m.globals.get(*global) {
            Some(g) => {
                let _ = write!(out, " @{}", g.name);
            }
            None => {
                let _ = write!(out, " @?{}", global.as_u32());
            }
        },
        InstData::Call { func, args } => {
            match m.functions.get(*func) {
                Some(callee) => {
                    let _ = write!(out, " @{}(", callee.name);
                }
                None => {
                    let _ = write!(out, " @?{}(", func.as_u32());
                }
            }
            write_list(out, names, args);
            out.push(')');
        }
        InstData::FuncAddr { func } => match m.functions.get(*func) {
            Some(callee) => {
                let _ = write!(out, " @{}", callee.name);
            }
            None => {
                let _ = write!(out, " @?{}", func.as_u32());
            }
        },
        InstData::CallIndirect { args } => {
            let _ = write!(out, " {}(", names.value(args[0]));
            write_list(out, names, &args[1..]);
            out.push(')');
        }
        InstData::Intrinsic { name, args } => {
            let _ = write!(out, " \"{name}\"(");
            write_list(out, names, args);
            out.push(')');
        }
        InstData::InlineAsm { asm, args } => {
            out.push_str(" [");
            for (i, &r) in results.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match value_ty(f, r) {
                    Some(t) => {
                        let _ = write!(out, "{t}");
                    }
                    None => out.push('?'),
                }
            }
            let _ = write!(
                out,
                "] \"{}\", \"{}\"",
                crate::inline_asm::escape(&asm.template),
                crate::inline_asm::escape(&asm.constraints)
            );
            if asm.side_effect {
                out.push_str(", sideeffect");
            }
            if asm.convergent {
                out.push_str(", convergent");
            }
            out.push_str(" (");
            write_list(out, names, args);
            out.push(')');
        }
        InstData::Jump { dest } => {
            out.push(' ');
            write_block_call(out, names, dest);
        }
        InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } => {
            let _ = write!(out, " {}, ", names.value(*cond));
            write_block_call(out, names, then_dest);
            out.push_str(", ");
            write_block_call(out, names, else_dest);
        }
        InstData::Switch {
            arg,
            default,
            cases,
        } => {
            let _ = write!(out, " {}, ", names.value(*arg));
            write_block_call(out, names, default);
            out.push_str(", [");
            for (i, (k, bc)) in cases.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{k}: ");
                write_block_call(out, names, bc);
            }
            out.push(']');
        }
        InstData::Return { args } => {
            if !args.is_empty() {
                ops(out, args);
            }
        }
    }
    debug_assert!(op != Opcode::Intrinsic || results.len() <= 2);
}

/// Prints one instruction of `f` in canonical form, with the function's canonical value
/// names (for diagnostics; renumbers the whole function, so not for use in loops).
pub fn print_inst(m: &Module, f: &Function, inst: Inst) -> String {
    let names = Names::new(f);
    let mut out = String::new();
    write_inst(&mut out, m, f, &names, inst);
    out
}

fn write_global(out: &mut String, g: &GlobalData) {
    let _ = write!(out, "global @{}: {} {}", g.name, g.space.name(), g.elem);
    if g.count != 1 {
        let _ = write!(out, "[{}]", g.count);
    }
    if g.align != g.elem.abi_align() {
        let _ = write!(out, ", align {}", g.align);
    }
    let lane_const = |v: u64| match g.elem {
        Type::Scalar(s) | Type::Vector(s, _) if s.is_float() => format_float(s, v),
        Type::Ptr(a) => format_int_bits(a.pointer_bits().min(64), v),
        t => format_int_bits(t.lane().map_or(64, Scalar::bits), v),
    };
    match &g.init {
        GlobalInit::None => {}
        GlobalInit::Zero => out.push_str(" = zeroinit"),
        GlobalInit::Values(vals) if vals.len() == 1 => {
            let _ = write!(out, " = {}", lane_const(vals[0]));
        }
        GlobalInit::Values(vals) => {
            out.push_str(" = [");
            for (i, &v) in vals.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&lane_const(v));
            }
            out.push(']');
        }
    }
    out.push('\n');
}

/// Prints a function in canonical form (ends with a newline).
pub fn print_function(m: &Module, f: &Function) -> String {
    function_text(m, f, None)
}

/// Writes `lines` (comments, or blank lines as empty strings) each on its own line,
/// comments indented by `indent`.
fn write_comments(out: &mut String, lines: Option<&Vec<String>>, indent: &str) {
    for l in lines.into_iter().flatten() {
        if !l.is_empty() {
            out.push_str(indent);
            out.push_str(l);
        }
        out.push('\n');
    }
}

fn function_text(m: &Module, f: &Function, comments: Option<(FuncId, &Comments)>) -> String {
    let names = Names::new(f);
    let mut out = String::new();
    if let Some((id, c)) = comments {
        write_comments(&mut out, c.funcs.get(&id), "");
    }
    if f.declaration {
        // `declare @NAME(TYPE, ...) [-> TYPE] attr*`: a function of another module.
        let params: Vec<String> = f.signature.params.iter().map(|t| t.to_string()).collect();
        let _ = write!(out, "declare @{}({})", f.name, params.join(", "));
        for t in &f.signature.returns {
            let _ = write!(out, " -> {t}");
        }
        write_attrs(&mut out, &f.attrs);
        out.push('\n');
        return out;
    }
    let _ = write!(
        out,
        "{} @{}(",
        if f.is_kernel() { "kernel" } else { "function" },
        f.name
    );
    let entry = f.entry_block();
    match entry.and_then(|b| f.dfg.blocks.get(b)) {
        Some(d) => {
            for (i, &p) in d.params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match value_ty(f, p) {
                    Some(t) => {
                        let _ = write!(out, "{}: {t}", names.value(p));
                    }
                    None => out.push_str(&names.value(p)),
                }
            }
        }
        None => {
            for (i, t) in f.signature.params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "v{i}: {t}");
            }
        }
    }
    out.push(')');
    for (i, t) in f.signature.returns.iter().enumerate() {
        out.push_str(if i == 0 { " -> " } else { ", " });
        let _ = write!(out, "{t}");
    }
    write_attrs(&mut out, &f.attrs);
    out.push_str(" {\n");
    for &b in f.layout.blocks() {
        if let Some((id, c)) = comments {
            write_comments(&mut out, c.blocks.get(&(id, b)), "");
        }
        out.push_str(&names.block(b));
        let params = f.dfg.blocks.get(b).map(|d| &d.params[..]).unwrap_or(&[]);
        if Some(b) != entry && !params.is_empty() {
            out.push('(');
            for (i, &p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&names.value(p));
                if let Some(t) = value_ty(f, p) {
                    let _ = write!(out, ": {t}");
                }
            }
            out.push(')');
        }
        out.push_str(":\n");
        for &i in f.layout.block_insts(b) {
            if let Some((id, c)) = comments {
                write_comments(&mut out, c.insts.get(&(id, i)), "    ");
            }
            out.push_str("    ");
            write_inst(&mut out, m, f, &names, i);
            out.push('\n');
        }
    }
    if let Some((id, c)) = comments {
        write_comments(&mut out, c.ends.get(&id), "    ");
    }
    out.push_str("}\n");
    out
}

/// A function's attributes, each after a space, in canonical order.
fn write_attrs(out: &mut String, a: &crate::function::FuncAttrs) {
    if let Some((x, y)) = a.flat_workgroup_size {
        let _ = write!(out, " flat_workgroup_size({x}, {y})");
    }
    if let Some((x, y)) = a.waves_per_eu {
        let _ = write!(out, " waves_per_eu({x}, {y})");
    }
    if let Some([x, y, z]) = a.reqd_workgroup_size {
        let _ = write!(out, " reqd_workgroup_size({x}, {y}, {z})");
    }
    if let Some(n) = a.num_vgpr {
        let _ = write!(out, " num_vgpr({n})");
    }
    if let Some(n) = a.num_sgpr {
        let _ = write!(out, " num_sgpr({n})");
    }
    if a.noinline {
        out.push_str(" noinline");
    }
    if a.alwaysinline {
        out.push_str(" alwaysinline");
    }
    if a.export {
        out.push_str(" export");
    }
    if !a.noalias.is_empty() {
        let list: Vec<String> = a.noalias.iter().map(u32::to_string).collect();
        let _ = write!(out, " noalias({})", list.join(", "));
    }
}

/// Prints a module in canonical form: globals, then functions, a blank line between items.
pub fn print_module(m: &Module) -> String {
    module_text(m, None)
}

/// [`print_module`] with the comments of the parsed text (see `comments.rs`) before the items
/// they belong to: the canonical form of a commented file, as `gfxc fmt` prints it.
pub fn print_module_with_comments(m: &Module, c: &Comments) -> String {
    module_text(m, Some(c))
}

fn module_text(m: &Module, c: Option<&Comments>) -> String {
    let mut out = String::new();
    let mut first = true;
    for (id, g) in m.globals.iter() {
        if !first {
            out.push('\n');
        }
        first = false;
        if let Some(c) = c {
            write_comments(&mut out, c.globals.get(&id), "");
        }
        write_global(&mut out, g);
    }
    for (id, f) in m.functions.iter() {
        if !first {
            out.push('\n');
        }
        first = false;
        out.push_str(&function_text(m, f, c.map(|c| (id, c))));
    }
    if let Some(c) = c.filter(|c| !c.trailing.is_empty()) {
        if !first {
            out.push('\n');
        }
        write_comments(&mut out, Some(&c.trailing), "");
    }
    out
}
