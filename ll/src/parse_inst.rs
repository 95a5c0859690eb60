//! Parser of function definitions, declarations and instructions (LangRef "Functions",
//! "Instruction Reference") into [`crate::ast`].
//!
//! Guarantees: never panics; implicit numbering of unnamed arguments, blocks and values
//! follows LLVM (one counter per function); instructions gfxc cannot represent at all
//! (`invoke`, `landingpad`, `va_arg`, ...) are `unsupported:` errors at the
//! instruction.

use crate::ast::*;
use crate::lexer::Tok;
use crate::parse::{unsupported, PResult, Parser, CAST_OPS};
use gfxc_ir::{Diagnostic, FloatCC, IntCC, Ordering, SyncScope};

const BIN_OPS: &[&str] = &[
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor",
    "fadd", "fsub", "fmul", "fdiv", "frem",
];

/// Flags that may follow an opcode and change nothing gfxc keeps.
const FLAG_WORDS: &[&str] = &[
    "nuw", "nsw", "exact", "disjoint", "nneg", "samesign", "fast", "nnan", "ninf", "nsz", "arcp",
    "contract", "afn", "reassoc",
];

impl Parser {
    fn skip_flags(&mut self) {
        while matches!(self.peek(), Tok::Ident(w) if FLAG_WORDS.contains(&w.as_str())) {
            self.bump();
        }
    }

    /// `define ...` or `declare ...`.
    pub fn function(&mut self) -> PResult<FuncAst> {
        let is_define = self.word()? == "define";
        let mut kernel = false;
        let mut local = false;
        // Linkage, visibility, calling convention, return attributes.
        loop {
            let loc = self.loc();
            match self.peek().clone() {
                Tok::Ident(w) if !self.is_type_start() => {
                    match w.as_str() {
                        "amdgpu_kernel" => kernel = true,
                        "ccc" | "fastcc" | "coldcc" | "tailcc" => {}
                        "cc" => {
                            return Err(unsupported(loc, "numbered calling convention"));
                        }
                        w if w.ends_with("cc")
                            || w.starts_with("amdgpu_")
                            || w.starts_with("spir_")
                            || w.contains("call") =>
                        {
                            return Err(unsupported(loc, format!("calling convention '{w}'")));
                        }
                        _ => {
                            self.bump();
                            local |= w == "internal" || w == "private";
                            if (w == "align" || w == "dereferenceable") && !self.is_punct("(") {
                                self.int()?;
                            }
                            if self.is_punct("(") {
                                self.skip_group()?;
                            }
                            continue;
                        }
                    }
                    self.bump();
                }
                _ => break,
            }
        }
        let ret = self.ty()?;
        let loc = self.loc();
        let name = match self.bump() {
            Tok::Global(n) => n,
            _ => {
                self.pos -= 1;
                return self.expected("a function name '@...'");
            }
        };
        self.expect_punct("(")?;
        let mut params = Vec::new();
        let mut next_num = 0u32;
        if !self.eat_punct(")") {
            loop {
                let ploc = self.loc();
                if self.eat_punct("...") {
                    return Err(unsupported(ploc, "variadic function"));
                }
                let ty = self.ty()?;
                self.byref = None;
                self.noalias = false;
                let (align, bad) = self.param_attrs()?;
                let byref = self.byref.take();
                let noalias = std::mem::take(&mut self.noalias);
                let pname = match self.peek().clone() {
                    Tok::Local(n) => {
                        self.bump();
                        if let Ok(k) = n.parse::<u32>() {
                            next_num = k + 1;
                        }
                        n
                    }
                    _ => {
                        next_num += 1;
                        (next_num - 1).to_string()
                    }
                };
                params.push(Param {
                    ty,
                    name: pname,
                    loc: ploc,
                    unsupported_attr: bad,
                    byref,
                    align,
                    noalias,
                });
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut attr_groups = Vec::new();
        let mut attrs = Vec::new();
        let mut md = Vec::new();
        loop {
            self.fn_attrs(&mut attr_groups, &mut attrs)?;
            if self.is_word("addrspace") {
                self.addrspace()?;
                continue;
            }
            if let (Tok::Meta(_), Tok::Meta(_) | Tok::MetaBrace) = (self.peek(), self.peek_at(1)) {
                md.push(self.md_attachment()?);
                continue;
            }
            break;
        }
        let body = if is_define {
            Some(self.body(next_num)?)
        } else {
            None
        };
        Ok(FuncAst {
            name,
            loc,
            kernel,
            local,
            ret,
            params,
            attr_groups,
            attrs,
            md,
            body,
        })
    }

    fn body(&mut self, mut next_num: u32) -> PResult<Vec<BlockAst>> {
        self.expect_punct("{")?;
        let mut blocks: Vec<BlockAst> = Vec::new();
        loop {
            let loc = self.loc();
            match self.peek().clone() {
                Tok::Punct("}") => {
                    self.bump();
                    if blocks.is_empty() {
                        return Err(Diagnostic::new(loc, "function body has no blocks"));
                    }
                    return Ok(blocks);
                }
                Tok::Label(l) => {
                    self.bump();
                    if let Ok(k) = l.parse::<u32>() {
                        next_num = k + 1;
                    }
                    blocks.push(BlockAst {
                        name: l,
                        loc,
                        insts: Vec::new(),
                    });
                }
                Tok::Eof => return self.expected("'}'"),
                Tok::HashIdent(_) => {
                    // Debug records (`#dbg_value(...)`): skipped.
                    self.bump();
                    if self.is_punct("(") {
                        self.skip_group()?;
                    }
                }
                _ => {
                    let needs_block = blocks
                        .last()
                        .is_none_or(|b| b.insts.last().is_some_and(|i| is_terminator(&i.kind)));
                    if needs_block {
                        let name = next_num.to_string();
                        next_num += 1;
                        blocks.push(BlockAst {
                            name,
                            loc,
                            insts: Vec::new(),
                        });
                    }
                    let mut inst = self.inst()?;
                    match &inst.result {
                        Some(n) => {
                            if let Ok(k) = n.parse::<u32>() {
                                next_num = k + 1;
                            }
                        }
                        None if has_result(&inst.kind) => {
                            inst.result = Some(next_num.to_string());
                            next_num += 1;
                        }
                        None => {}
                    }
                    if let Some(b) = blocks.last_mut() {
                        b.insts.push(inst);
                    }
                }
            }
        }
    }

    fn label_ref(&mut self) -> PResult<String> {
        self.expect_word("label")?;
        self.local()
    }

    fn scope_ordering(&mut self) -> PResult<(SyncScope, Ordering)> {
        let scope = self.scope()?;
        let loc = self.loc();
        let w = self.word()?;
        let ordering = match Ordering::from_name(&w) {
            Some(o) if o != Ordering::NotAtomic => o,
            _ => {
                return Err(Diagnostic::new(
                    loc,
                    format!("expected an atomic ordering, found '{w}'"),
                ))
            }
        };
        Ok((scope, ordering))
    }

    fn scope(&mut self) -> PResult<SyncScope> {
        if !self.eat_word("syncscope") {
            return Ok(SyncScope::SYSTEM);
        }
        self.expect_punct("(")?;
        let loc = self.loc();
        let s = self.string()?;
        self.expect_punct(")")?;
        SyncScope::all()
            .find(|sc| sc.llvm_name().unwrap_or("") == s)
            .ok_or_else(|| unsupported(loc, format!("syncscope(\"{s}\")")))
    }

    /// Trailing `, align N`, `, addrspace(N)` and `, !md !N` items.
    fn trailing(
        &mut self,
        align: &mut Option<u32>,
        md: &mut Vec<(String, Option<u32>)>,
    ) -> PResult<Option<u32>> {
        let mut space = None;
        while self.eat_punct(",") {
            match self.peek().clone() {
                Tok::Ident(w) if w == "align" => {
                    self.bump();
                    let loc = self.loc();
                    let a = self.u32()?;
                    if !a.is_power_of_two() {
                        return Err(Diagnostic::new(loc, "alignment is not a power of 2"));
                    }
                    *align = Some(a);
                }
                Tok::Ident(w) if w == "addrspace" => space = Some(self.addrspace()?),
                Tok::Meta(_) => md.push(self.md_attachment()?),
                _ => return self.expected("'align' or a metadata attachment"),
            }
        }
        Ok(space)
    }

    fn inst(&mut self) -> PResult<Inst> {
        let mut result = None;
        let loc = self.loc();
        if let (Tok::Local(n), Tok::Punct("=")) = (self.peek().clone(), self.peek_at(1).clone()) {
            self.bump();
            self.bump();
            result = Some(n);
        }
        let oloc = self.loc();
        let op = match self.peek().clone() {
            Tok::Ident(w) => w,
            _ => return self.expected("an instruction"),
        };
        self.bump();
        let mut md = Vec::new();
        let mut align = None;
        let kind = match op.as_str() {
            o if BIN_OPS.contains(&o) => {
                let mut contract = false;
                let mut disjoint = false;
                while let Tok::Ident(w) = self.peek() {
                    if !FLAG_WORDS.contains(&w.as_str()) {
                        break;
                    }
                    contract |= w == "contract" || w == "fast";
                    disjoint |= w == "disjoint";
                    self.bump();
                }
                let a = self.tval()?;
                self.expect_punct(",")?;
                let b = self.value(a.ty.clone())?;
                // `or disjoint` (LangRef: poison when the operands share a set bit) equals
                // `add` wherever it is defined, so `add` is a refinement of it; as `add` the
                // address passes (`gfxc_lower::mem_addr`, `rebase_addr`) see a constant
                // offset (`x | 1` after `x << 4`), as LLVM's address matching does.
                let int = |t: &Ty| matches!(t, Ty::Int(w) if *w > 1);
                let lanes_int = match &a.ty {
                    Ty::Vector(_, e) => int(e),
                    t => int(t),
                };
                let o = if o == "or" && disjoint && lanes_int {
                    "add"
                } else {
                    o
                };
                InstKind::Bin {
                    op: o.to_string(),
                    a,
                    b,
                    contract,
                }
            }
            "fneg" => {
                self.skip_flags();
                InstKind::FNeg { a: self.tval()? }
            }
            "icmp" => {
                self.skip_flags();
                let cloc = self.loc();
                let c = self.word()?;
                let cond = IntCC::from_name(&c).ok_or_else(|| {
                    Diagnostic::new(cloc, format!("unknown icmp predicate '{c}'"))
                })?;
                let a = self.tval()?;
                self.expect_punct(",")?;
                let b = self.value(a.ty.clone())?;
                InstKind::ICmp { cond, a, b }
            }
            "fcmp" => {
                self.skip_flags();
                let cloc = self.loc();
                let c = self.word()?;
                let cond = FloatCC::from_name(&c).ok_or_else(|| {
                    Diagnostic::new(cloc, format!("unknown fcmp predicate '{c}'"))
                })?;
                let a = self.tval()?;
                self.expect_punct(",")?;
                let b = self.value(a.ty.clone())?;
                InstKind::FCmp { cond, a, b }
            }
            "select" => {
                self.skip_flags();
                let c = self.tval()?;
                self.expect_punct(",")?;
                let a = self.tval()?;
                self.expect_punct(",")?;
                let b = self.tval()?;
                InstKind::Select { c, a, b }
            }
            o if CAST_OPS.contains(&o) => {
                self.skip_flags();
                let v = self.tval()?;
                self.expect_word("to")?;
                let to = self.ty()?;
                InstKind::Cast {
                    op: o.to_string(),
                    v,
                    to,
                }
            }
            "phi" => {
                self.skip_flags();
                let ty = self.ty()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect_punct("[")?;
                    let v = self.value(ty.clone())?;
                    self.expect_punct(",")?;
                    let l = self.local()?;
                    self.expect_punct("]")?;
                    incoming.push((v, l));
                    // `, [` continues the list; `, !md` ends it.
                    if self.is_punct(",") && matches!(self.peek_at(1), Tok::Punct("[")) {
                        self.bump();
                        continue;
                    }
                    break;
                }
                InstKind::Phi { ty, incoming }
            }
            "getelementptr" => {
                self.gep_flags()?;
                let src = self.ty()?;
                self.expect_punct(",")?;
                let base = self.tval()?;
                let mut idx = Vec::new();
                while self.is_punct(",") && !matches!(self.peek_at(1), Tok::Meta(_)) {
                    self.bump();
                    self.eat_word("inrange");
                    idx.push(self.tval()?);
                }
                InstKind::Gep { src, base, idx }
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect_punct(",")?;
                let ptr = self.tval()?;
                let mut mem = Mem {
                    volatile,
                    ..Mem::default()
                };
                if atomic {
                    (mem.scope, mem.ordering) = self.scope_ordering()?;
                }
                self.trailing(&mut align, &mut md)?;
                mem.align = align;
                InstKind::Load { ty, ptr, mem }
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let val = self.tval()?;
                self.expect_punct(",")?;
                let ptr = self.tval()?;
                let mut mem = Mem {
                    volatile,
                    ..Mem::default()
                };
                if atomic {
                    (mem.scope, mem.ordering) = self.scope_ordering()?;
                }
                self.trailing(&mut align, &mut md)?;
                mem.align = align;
                InstKind::Store { val, ptr, mem }
            }
            "atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let rop = self.word()?;
                let ptr = self.tval()?;
                self.expect_punct(",")?;
                let val = self.tval()?;
                let mut mem = Mem {
                    volatile,
                    ..Mem::default()
                };
                (mem.scope, mem.ordering) = self.scope_ordering()?;
                self.trailing(&mut align, &mut md)?;
                mem.align = align;
                InstKind::AtomicRmw {
                    op: rop,
                    ptr,
                    val,
                    mem,
                }
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let ptr = self.tval()?;
                self.expect_punct(",")?;
                let cmp = self.tval()?;
                self.expect_punct(",")?;
                let new = self.tval()?;
                let mut mem = Mem {
                    volatile,
                    ..Mem::default()
                };
                (mem.scope, mem.ordering) = self.scope_ordering()?;
                let floc = self.loc();
                let fw = self.word()?;
                let failure = Ordering::from_name(&fw)
                    .filter(|o| o.is_atomic())
                    .ok_or_else(|| {
                        Diagnostic::new(floc, format!("expected an atomic ordering, found '{fw}'"))
                    })?;
                self.trailing(&mut align, &mut md)?;
                mem.align = align;
                InstKind::CmpXchg {
                    ptr,
                    cmp,
                    new,
                    mem,
                    failure,
                    weak,
                }
            }
            "fence" => {
                let (scope, ordering) = self.scope_ordering()?;
                self.trailing(&mut align, &mut md)?;
                InstKind::Fence { ordering, scope }
            }
            "tail" | "musttail" | "notail" | "call" => {
                if op != "call" {
                    self.expect_word("call")?;
                }
                self.call()?
            }
            "alloca" => {
                self.eat_word("inalloca");
                let ty = self.ty()?;
                let mut count = None;
                let count_follows = match self.peek_at(1) {
                    Tok::Meta(_) => false,
                    Tok::Ident(w) => w != "align" && w != "addrspace",
                    _ => true,
                };
                if self.is_punct(",") && count_follows {
                    self.bump();
                    count = Some(self.tval()?);
                }
                let space = self.trailing(&mut align, &mut md)?.unwrap_or(0);
                InstKind::Alloca {
                    ty,
                    count,
                    align,
                    space,
                }
            }
            "extractelement" => {
                let v = self.tval()?;
                self.expect_punct(",")?;
                let idx = self.tval()?;
                InstKind::ExtractElement { v, idx }
            }
            "insertelement" => {
                let v = self.tval()?;
                self.expect_punct(",")?;
                let elt = self.tval()?;
                self.expect_punct(",")?;
                let idx = self.tval()?;
                InstKind::InsertElement { v, elt, idx }
            }
            "shufflevector" => {
                let a = self.tval()?;
                self.expect_punct(",")?;
                let b = self.tval()?;
                self.expect_punct(",")?;
                let mask = self.tval()?;
                InstKind::Shuffle { a, b, mask }
            }
            "extractvalue" => {
                let agg = self.tval()?;
                let mut idx = Vec::new();
                while self.is_punct(",") && matches!(self.peek_at(1), Tok::Int(_)) {
                    self.bump();
                    idx.push(self.u32()?);
                }
                if idx.is_empty() {
                    return self.expected("','");
                }
                InstKind::ExtractValue { agg, idx }
            }
            "insertvalue" => {
                let agg = self.tval()?;
                self.expect_punct(",")?;
                let elt = self.tval()?;
                let mut idx = Vec::new();
                while self.is_punct(",") && matches!(self.peek_at(1), Tok::Int(_)) {
                    self.bump();
                    idx.push(self.u32()?);
                }
                if idx.is_empty() {
                    return self.expected("','");
                }
                InstKind::InsertValue { agg, elt, idx }
            }
            "freeze" => InstKind::Freeze { v: self.tval()? },
            "br" => {
                if self.is_word("label") {
                    InstKind::Br {
                        dest: self.label_ref()?,
                    }
                } else {
                    let c = self.tval()?;
                    self.expect_punct(",")?;
                    let then_dest = self.label_ref()?;
                    self.expect_punct(",")?;
                    let else_dest = self.label_ref()?;
                    InstKind::CondBr {
                        c,
                        then_dest,
                        else_dest,
                    }
                }
            }
            "switch" => {
                let v = self.tval()?;
                self.expect_punct(",")?;
                let default = self.label_ref()?;
                self.expect_punct("[")?;
                let mut cases = Vec::new();
                while !self.eat_punct("]") {
                    let k = self.tval()?;
                    self.expect_punct(",")?;
                    let l = self.label_ref()?;
                    cases.push((k, l));
                }
                InstKind::Switch { v, default, cases }
            }
            "ret" => {
                if self.eat_word("void") {
                    InstKind::Ret { v: None }
                } else {
                    InstKind::Ret {
                        v: Some(self.tval()?),
                    }
                }
            }
            "unreachable" => InstKind::Unreachable,
            "invoke" | "resume" | "indirectbr" | "callbr" | "va_arg" | "landingpad"
            | "catchpad" | "cleanuppad" | "catchswitch" | "catchret" | "cleanupret" => {
                return Err(unsupported(loc, format!("instruction '{op}'")));
            }
            _ => return Err(Diagnostic::new(oloc, format!("unknown instruction '{op}'"))),
        };
        self.trailing(&mut align, &mut md)?;
        Ok(Inst {
            result,
            kind,
            loc,
            md,
        })
    }

    /// After `call`: `[fmf] [cc] [ret attrs] [addrspace(N)] T [(params)] callee(args) [attrs]`.
    fn call(&mut self) -> PResult<InstKind> {
        let mut afn = false;
        loop {
            // Fast-math flags: `afn` (or `fast`) licenses the approximate math forms.
            while let Tok::Ident(w) = self.peek() {
                if !FLAG_WORDS.contains(&w.as_str()) {
                    break;
                }
                afn |= w == "afn" || w == "fast";
                self.bump();
            }
            let loc = self.loc();
            match self.peek().clone() {
                Tok::Ident(w) if !self.is_type_start() => {
                    if w.starts_with("amdgpu_") || w.starts_with("spir_") || w == "cc" {
                        return Err(unsupported(loc, format!("calling convention '{w}'")));
                    }
                    self.param_attrs()?;
                    if self.is_word("addrspace") {
                        self.addrspace()?;
                    }
                    if self.loc() == loc {
                        // A word that is neither an attribute nor a type.
                        self.bump();
                    }
                }
                _ => break,
            }
        }
        let ret = self.ty()?;
        if self.is_punct("(") {
            // Explicit function type `T (params...)`.
            self.skip_group()?;
        }
        let cloc = self.loc();
        let callee = match self.peek().clone() {
            Tok::Global(n) => {
                self.bump();
                TVal {
                    ty: Ty::Ptr(0),
                    val: Val::Global(n),
                    loc: cloc,
                }
            }
            Tok::Local(n) => {
                self.bump();
                TVal {
                    ty: Ty::Ptr(0),
                    val: Val::Local(n),
                    loc: cloc,
                }
            }
            Tok::Ident(w) if w == "asm" => return self.inline_asm(ret),
            // A constant callee (`call i32 null(...)`, `call void poison(...)`): a call
            // through that pointer value, as LLVM's GlobalISel selects it (`s_swappc_b64`
            // to address 0; undefined behaviour when it executes).
            Tok::Ident(w) if matches!(w.as_str(), "null" | "undef" | "poison") => {
                self.bump();
                TVal {
                    ty: Ty::Ptr(0),
                    val: if w == "null" { Val::Null } else { Val::Undef },
                    loc: cloc,
                }
            }
            _ => return self.expected("a callee"),
        };
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if !self.eat_punct(")") {
            loop {
                let ty = self.ty()?;
                let (align, _) = self.param_attrs()?;
                let v = self.value(ty)?;
                args.push(Arg { v, align });
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut groups = Vec::new();
        let mut attrs = Vec::new();
        self.fn_attrs(&mut groups, &mut attrs)?;
        if self.is_punct("[") {
            // Operand bundles.
            self.skip_group()?;
        }
        Ok(InstKind::Call {
            ret,
            callee,
            args,
            afn,
        })
    }
}

impl Parser {
    /// After `call T`: `asm [sideeffect] [alignstack] [convergent] "template", "constraints"
    /// (args) [attrs]` (LangRef "Inline Assembler Expressions").
    fn inline_asm(&mut self, ret: Ty) -> PResult<InstKind> {
        self.bump();
        let (mut side_effect, mut convergent) = (false, false);
        loop {
            let loc = self.loc();
            if self.eat_word("sideeffect") {
                side_effect = true;
            } else if self.eat_word("alignstack") {
            } else if self.eat_word("convergent") {
                convergent = true;
            } else if self.eat_word("inteldialect") || self.eat_word("unwind") {
                return Err(unsupported(loc, "inline asm with inteldialect or unwind"));
            } else {
                break;
            }
        }
        let template = self.string()?;
        self.expect_punct(",")?;
        let constraints = self.string()?;
        self.expect_punct("(")?;
        let mut args = Vec::new();
        if !self.eat_punct(")") {
            loop {
                let ty = self.ty()?;
                self.param_attrs()?;
                args.push(self.value(ty)?);
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut groups = Vec::new();
        let mut attrs = Vec::new();
        let before = self.pos;
        self.fn_attrs(&mut groups, &mut attrs)?;
        convergent |= self.toks[before..self.pos]
            .iter()
            .any(|t| matches!(&t.tok, Tok::Ident(w) if w == "convergent"));
        if self.is_punct("[") {
            self.skip_group()?;
        }
        Ok(InstKind::InlineAsm {
            ret,
            template,
            constraints,
            side_effect,
            convergent,
            args,
        })
    }
}

pub(crate) fn is_terminator(k: &InstKind) -> bool {
    matches!(
        k,
        InstKind::Br { .. }
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::Ret { .. }
            | InstKind::Unreachable
    )
}

fn has_result(k: &InstKind) -> bool {
    match k {
        InstKind::Store { .. } | InstKind::Fence { .. } => false,
        InstKind::Call { ret, .. } | InstKind::InlineAsm { ret, .. } => !ret.is_void(),
        k => !is_terminator(k),
    }
}
