//! Parser of `.ll` text into the syntax tree of [`crate::ast`]: module-level items, types,
//! constants and metadata. Instructions are in [`crate::parse_inst`].
//!
//! Guarantees: never panics on any input; every syntax error is located at the offending
//! token; constructs gfxc cannot represent are reported as `unsupported: <what>` at their
//! location (not silently dropped). Debug info, unknown attributes and metadata other than
//! the few nodes gfxc reads are skipped by bracket matching.

use crate::ast::*;
use crate::lexer::{Tok, Token};
use gfxc_ir::{Diagnostic, SrcLoc};

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// A cursor over the tokens.
pub(crate) struct Parser {
    pub toks: Vec<Token>,
    pub pos: usize,
    /// How deep the types and constants being parsed are nested (bounded by [`MAX_NESTING`]
    /// so that no input can overflow the stack).
    depth: u32,
    /// The type of the last `byref(T)` parameter attribute [`Parser::param_attrs`] read.
    pub byref: Option<Ty>,
    /// Whether the last parameter attributes [`Parser::param_attrs`] read had `noalias`.
    pub noalias: bool,
}

/// Deepest nesting of types or constant expressions the parser accepts; deeper input is a
/// located error, not a stack overflow (real kernels nest a handful of levels).
pub(crate) const MAX_NESTING: u32 = 256;

/// Words that start a value, never an attribute.
const VALUE_WORDS: &[&str] = &[
    "true",
    "false",
    "null",
    "undef",
    "poison",
    "zeroinitializer",
    "none",
    "splat",
    "getelementptr",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "asm",
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "add",
    "sub",
    "mul",
    "shl",
    "xor",
    "and",
    "or",
    "lshr",
    "ashr",
];

pub(crate) const CAST_OPS: &[&str] = &[
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
];

/// Instruction opcodes: words that end a list of trailing call attributes.
pub(crate) const OPCODES: &[&str] = &[
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "resume",
    "unreachable",
    "callbr",
    "fneg",
    "add",
    "fadd",
    "sub",
    "fsub",
    "mul",
    "fmul",
    "udiv",
    "sdiv",
    "fdiv",
    "urem",
    "srem",
    "frem",
    "shl",
    "lshr",
    "ashr",
    "and",
    "or",
    "xor",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "alloca",
    "load",
    "store",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "getelementptr",
    "trunc",
    "zext",
    "sext",
    "fptrunc",
    "fpext",
    "fptoui",
    "fptosi",
    "uitofp",
    "sitofp",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "icmp",
    "fcmp",
    "phi",
    "select",
    "call",
    "tail",
    "musttail",
    "notail",
    "va_arg",
    "landingpad",
    "catchpad",
    "cleanuppad",
    "catchswitch",
    "catchret",
    "cleanupret",
    "freeze",
];

/// Words that start a top-level entity.
const TOP_LEVEL: &[&str] = &[
    "define",
    "declare",
    "attributes",
    "target",
    "source_filename",
    "module",
    "uselistorder",
];

pub(crate) fn unsupported(loc: SrcLoc, what: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::new(loc, format!("unsupported: {what}"))
}

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "fp128"
            | "x86_fp80"
            | "ppc_fp128"
            | "ptr"
            | "label"
            | "metadata"
            | "token"
            | "x86_amx"
            | "x86_mmx"
            | "target"
    ) || (w.len() > 1 && w.starts_with('i') && w[1..].bytes().all(|c| c.is_ascii_digit()))
}

impl Parser {
    pub fn new(toks: Vec<Token>) -> Parser {
        Parser {
            toks,
            pos: 0,
            depth: 0,
            byref: None,
            noalias: false,
        }
    }

    pub fn peek(&self) -> &Tok {
        &self.toks[self.pos.min(self.toks.len() - 1)].tok
    }

    pub fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }

    pub fn loc(&self) -> SrcLoc {
        self.toks[self.pos.min(self.toks.len() - 1)].loc
    }

    pub fn bump(&mut self) -> Tok {
        // Always advances (past the end, `peek` keeps returning `Eof`), so one step back
        // after a `bump` is always in range.
        let t = self.peek().clone();
        self.pos = self.pos.saturating_add(1);
        t
    }

    pub fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::new(self.loc(), msg))
    }

    fn describe(&self) -> String {
        match self.peek() {
            Tok::Local(n) => format!("'%{n}'"),
            Tok::Global(n) => format!("'@{n}'"),
            Tok::Meta(n) => format!("'!{n}'"),
            Tok::MetaStr(_) => "a metadata string".into(),
            Tok::MetaBrace => "'!{'".into(),
            Tok::AttrRef(n) => format!("'#{n}'"),
            Tok::HashIdent(n) => format!("'#{n}'"),
            Tok::Ident(w) => format!("'{w}'"),
            Tok::Label(l) => format!("label '{l}:'"),
            Tok::Int(v) => format!("'{v}'"),
            Tok::Float(_) | Tok::HexFloat(..) => "a float constant".into(),
            Tok::Str(_) | Tok::CStr(_) => "a string".into(),
            Tok::Punct(p) => format!("'{p}'"),
            Tok::Eof => "end of file".into(),
        }
    }

    pub fn expected<T>(&self, what: &str) -> PResult<T> {
        self.err(format!("expected {what}, found {}", self.describe()))
    }

    pub fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    pub fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.expected(&format!("'{p}'"))
        }
    }

    pub fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Ident(x) if x == w)
    }

    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }

    pub fn word(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(w) => {
                self.bump();
                Ok(w)
            }
            _ => self.expected("a keyword"),
        }
    }

    pub fn int(&mut self) -> PResult<i128> {
        match *self.peek() {
            Tok::Int(v) => {
                self.bump();
                Ok(v)
            }
            _ => self.expected("an integer"),
        }
    }

    /// A non-negative integer that fits `u32`.
    pub fn u32(&mut self) -> PResult<u32> {
        let loc = self.loc();
        let v = self.int()?;
        u32::try_from(v).map_err(|_| Diagnostic::new(loc, format!("integer {v} out of range")))
    }

    pub fn string(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.bump();
                Ok(String::from_utf8_lossy(&s).into_owned())
            }
            _ => self.expected("a string"),
        }
    }

    pub fn local(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Local(n) => {
                self.bump();
                Ok(n)
            }
            _ => self.expected("a '%' name"),
        }
    }

    /// Skips a balanced group starting at an opening bracket.
    pub fn skip_group(&mut self) -> PResult<()> {
        let start = self.loc();
        let mut depth = 0usize;
        loop {
            match self.bump() {
                Tok::Punct("(" | "[" | "{") | Tok::MetaBrace => depth += 1,
                Tok::Punct(")" | "]" | "}") => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => return Err(Diagnostic::new(start, "unclosed bracket")),
                _ => {}
            }
        }
    }

    // ------------------------------------------------------------------ types

    pub fn is_type_start(&self) -> bool {
        match self.peek() {
            Tok::Ident(w) => is_type_word(w),
            Tok::Punct("<" | "[" | "{") | Tok::Local(_) => true,
            _ => false,
        }
    }

    /// `addrspace(N)`.
    pub fn addrspace(&mut self) -> PResult<u32> {
        self.expect_word("addrspace")?;
        self.expect_punct("(")?;
        let n = self.u32()?;
        self.expect_punct(")")?;
        Ok(n)
    }

    /// Runs `f` one nesting level deeper; an error at [`MAX_NESTING`].
    fn nested<T>(&mut self, what: &str, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            return self.err(format!("{what} nested more than {MAX_NESTING} levels deep"));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    pub fn ty(&mut self) -> PResult<Ty> {
        self.nested("types and constant expressions", Self::ty_inner)
    }

    fn ty_inner(&mut self) -> PResult<Ty> {
        let loc = self.loc();
        let t = match self.bump() {
            Tok::Ident(w) => match w.as_str() {
                "void" => Ty::Void,
                "half" => Ty::Half,
                "bfloat" => Ty::BFloat,
                "float" => Ty::Float,
                "double" => Ty::Double,
                "label" => Ty::Label,
                "metadata" => Ty::Metadata,
                "token" => Ty::Token,
                "ptr" => Ty::Ptr(if self.is_word("addrspace") {
                    self.addrspace()?
                } else {
                    0
                }),
                "target" => {
                    if self.is_punct("(") {
                        self.skip_group()?;
                    }
                    Ty::Other("target extension type".into())
                }
                w if w.starts_with('i') && w.len() > 1 => match w[1..].parse::<u32>() {
                    Ok(n) if (1..=1 << 23).contains(&n) => Ty::Int(n),
                    _ => return Err(Diagnostic::new(loc, format!("invalid type '{w}'"))),
                },
                w if is_type_word(w) => Ty::Other(w.to_string()),
                _ => {
                    return Err(Diagnostic::new(
                        loc,
                        format!("expected a type, found '{w}'"),
                    ))
                }
            },
            Tok::Punct("<") => {
                if self.eat_punct("{") {
                    let fs = self.struct_body("}")?;
                    self.expect_punct(">")?;
                    Ty::Struct(fs, true)
                } else {
                    if self.eat_word("vscale") {
                        return Err(unsupported(loc, "scalable vector type"));
                    }
                    let n = self.u32()?;
                    self.expect_word("x")?;
                    let e = self.ty()?;
                    self.expect_punct(">")?;
                    Ty::Vector(n, Box::new(e))
                }
            }
            Tok::Punct("[") => {
                let n = self.int()?;
                let n = u64::try_from(n)
                    .map_err(|_| Diagnostic::new(loc, "array length out of range"))?;
                self.expect_word("x")?;
                let e = self.ty()?;
                self.expect_punct("]")?;
                Ty::Array(n, Box::new(e))
            }
            Tok::Punct("{") => Ty::Struct(self.struct_body("}")?, false),
            Tok::Local(n) => Ty::Named(n),
            _ => {
                self.pos -= 1;
                return self.expected("a type");
            }
        };
        if self.is_punct("*") {
            return Err(unsupported(
                self.loc(),
                "typed pointer syntax ('T*'); use 'ptr'",
            ));
        }
        if self.is_word("addrspace") && matches!(self.peek_at(4), Tok::Punct("*")) {
            return Err(unsupported(
                self.loc(),
                "typed pointer syntax ('T addrspace(N)*')",
            ));
        }
        Ok(t)
    }

    fn struct_body(&mut self, close: &str) -> PResult<Vec<Ty>> {
        let mut fs = Vec::new();
        if self.eat_punct(close) {
            return Ok(fs);
        }
        loop {
            fs.push(self.ty()?);
            if self.eat_punct(close) {
                return Ok(fs);
            }
            self.expect_punct(",")?;
        }
    }

    // ------------------------------------------------------------------ values

    /// A type followed by a value.
    pub fn tval(&mut self) -> PResult<TVal> {
        let ty = self.ty()?;
        self.value(ty)
    }

    /// A value of type `ty` (already parsed).
    pub fn value(&mut self, ty: Ty) -> PResult<TVal> {
        self.nested("types and constant expressions", |p| p.value_inner(ty))
    }

    fn value_inner(&mut self, ty: Ty) -> PResult<TVal> {
        let loc = self.loc();
        if ty == Ty::Metadata {
            self.skip_metadata_operand()?;
            return Ok(TVal {
                ty,
                val: Val::Metadata,
                loc,
            });
        }
        let val = match self.bump() {
            Tok::Local(n) => Val::Local(n),
            Tok::Global(n) => Val::Global(n),
            Tok::Int(v) => Val::Int(v),
            Tok::Float(f) => Val::Float(FloatLit::Dec(f)),
            Tok::HexFloat('D', bits) => match u64::try_from(bits) {
                Ok(b) => Val::Float(FloatLit::HexDouble(b)),
                Err(_) => return Err(Diagnostic::new(loc, "hexadecimal constant too long")),
            },
            Tok::HexFloat('H', bits) => match u16::try_from(bits) {
                Ok(b) => Val::Float(FloatLit::HexHalf(b)),
                Err(_) => return Err(Diagnostic::new(loc, "half constant too long")),
            },
            Tok::HexFloat('R', bits) => match u16::try_from(bits) {
                Ok(b) => Val::Float(FloatLit::HexBf(b)),
                Err(_) => return Err(Diagnostic::new(loc, "bfloat constant too long")),
            },
            Tok::HexFloat(k, _) => Val::Float(FloatLit::Other(k)),
            Tok::CStr(s) => Val::CStr(s),
            Tok::Punct("<") => {
                if self.eat_punct("{") {
                    let v = self.typed_list("}")?;
                    self.expect_punct(">")?;
                    Val::Struct(v)
                } else {
                    Val::Vector(self.typed_list(">")?)
                }
            }
            Tok::Punct("[") => Val::Array(self.typed_list("]")?),
            Tok::Punct("{") => Val::Struct(self.typed_list("}")?),
            Tok::Ident(w) => match w.as_str() {
                "true" => Val::Bool(true),
                "false" => Val::Bool(false),
                "null" => Val::Null,
                "undef" | "poison" => Val::Undef,
                "zeroinitializer" => Val::Zero,
                "none" => Val::None,
                "splat" => {
                    self.expect_punct("(")?;
                    let v = self.tval()?;
                    self.expect_punct(")")?;
                    Val::Splat(Box::new(v))
                }
                "getelementptr" => {
                    self.gep_flags()?;
                    self.expect_punct("(")?;
                    let src = self.ty()?;
                    self.expect_punct(",")?;
                    let base = self.tval()?;
                    let mut idx = Vec::new();
                    while self.eat_punct(",") {
                        self.eat_word("inrange");
                        idx.push(self.tval()?);
                    }
                    self.expect_punct(")")?;
                    Val::Expr(Box::new(ConstExpr::Gep { src, base, idx }))
                }
                w if CAST_OPS.contains(&w) => {
                    self.expect_punct("(")?;
                    let v = self.tval()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect_punct(")")?;
                    Val::Expr(Box::new(ConstExpr::Cast {
                        op: w.to_string(),
                        v,
                        to,
                    }))
                }
                "add" | "sub" | "mul" | "shl" | "xor" | "and" | "or" | "lshr" | "ashr" => {
                    while self.eat_word("nuw") || self.eat_word("nsw") || self.eat_word("exact") {}
                    self.expect_punct("(")?;
                    let a = self.tval()?;
                    self.expect_punct(",")?;
                    let b = self.tval()?;
                    self.expect_punct(")")?;
                    Val::Expr(Box::new(ConstExpr::Bin {
                        op: w.to_string(),
                        a,
                        b,
                    }))
                }
                "blockaddress" | "dso_local_equivalent" | "no_cfi" | "asm" => {
                    if self.is_punct("(") {
                        self.skip_group()?;
                    }
                    Val::Unsupported(w.to_string())
                }
                "icmp" | "fcmp" | "select" | "extractelement" | "insertelement"
                | "shufflevector" | "extractvalue" | "insertvalue" => {
                    return Err(unsupported(loc, format!("constant expression '{w}'")));
                }
                _ => {
                    return Err(Diagnostic::new(
                        loc,
                        format!("expected a value, found '{w}'"),
                    ))
                }
            },
            _ => {
                self.pos -= 1;
                return self.expected("a value");
            }
        };
        Ok(TVal { ty, val, loc })
    }

    /// `inbounds`, `nuw`, `nusw`, `inrange(a, b)` after `getelementptr`.
    pub fn gep_flags(&mut self) -> PResult<()> {
        loop {
            if self.eat_word("inbounds") || self.eat_word("nuw") || self.eat_word("nusw") {
                continue;
            }
            if self.eat_word("inrange") {
                if self.is_punct("(") {
                    self.skip_group()?;
                }
                continue;
            }
            return Ok(());
        }
    }

    fn typed_list(&mut self, close: &str) -> PResult<Vec<TVal>> {
        let mut v = Vec::new();
        if self.eat_punct(close) {
            return Ok(v);
        }
        loop {
            v.push(self.tval()?);
            if self.eat_punct(close) {
                return Ok(v);
            }
            self.expect_punct(",")?;
        }
    }

    /// A metadata operand of a call (`metadata !1`, `metadata i32 %x`, `metadata !{}`,
    /// `metadata !DIExpression()`): skipped.
    fn skip_metadata_operand(&mut self) -> PResult<()> {
        match self.peek().clone() {
            Tok::Meta(_) => {
                self.bump();
                if self.is_punct("(") {
                    self.skip_group()?;
                }
                Ok(())
            }
            Tok::MetaStr(_) => {
                self.bump();
                Ok(())
            }
            Tok::MetaBrace => {
                self.pos += 0;
                self.skip_group()
            }
            _ => {
                let ty = self.ty()?;
                self.value(ty).map(|_| ())
            }
        }
    }

    /// Skips parameter/return attributes (`noundef`, `align 4`, `range(i32 0, 4)`, ...) and
    /// returns the alignment given, and the name of an attribute gfxc cannot honour.
    pub fn param_attrs(&mut self) -> PResult<(Option<u32>, Option<String>)> {
        let (mut align, mut bad) = (None, None);
        loop {
            match self.peek().clone() {
                Tok::Ident(w) if !is_type_word(&w) && !VALUE_WORDS.contains(&w.as_str()) => {
                    self.bump();
                    if w == "align" {
                        if self.eat_punct("(") {
                            align = Some(self.u32()?);
                            self.expect_punct(")")?;
                        } else {
                            align = Some(self.u32()?);
                        }
                        continue;
                    }
                    if w == "noalias" {
                        self.noalias = true;
                        continue;
                    }
                    if w == "byref" && self.eat_punct("(") {
                        self.byref = Some(self.ty()?);
                        self.expect_punct(")")?;
                        continue;
                    }
                    if matches!(
                        w.as_str(),
                        "byref" | "byval" | "preallocated" | "inalloca" | "sret" | "swifterror"
                    ) && bad.is_none()
                    {
                        bad = Some(w.clone());
                    }
                    if self.is_punct("(") {
                        self.skip_group()?;
                    }
                }
                Tok::Str(_) => {
                    self.bump();
                    if self.eat_punct("=") {
                        self.string()?;
                    }
                }
                _ => return Ok((align, bad)),
            }
        }
    }

    /// Function attributes after a call or a function header: `#N`, words, `"k"="v"`.
    /// Stops at an instruction opcode, `{`, `,` or anything else.
    pub fn fn_attrs(
        &mut self,
        groups: &mut Vec<(u32, SrcLoc)>,
        attrs: &mut Vec<FnAttr>,
    ) -> PResult<()> {
        loop {
            let loc = self.loc();
            match self.peek().clone() {
                Tok::AttrRef(n) => {
                    self.bump();
                    groups.push((n, loc));
                }
                Tok::Ident(w)
                    if !OPCODES.contains(&w.as_str()) && !TOP_LEVEL.contains(&w.as_str()) =>
                {
                    self.bump();
                    if w == "align" || w == "alignstack" {
                        // `align 4`, `align(4)`, `alignstack=8`.
                        if self.eat_punct("(") {
                            self.u32()?;
                            self.expect_punct(")")?;
                        } else {
                            self.eat_punct("=");
                            if matches!(self.peek(), Tok::Int(_)) {
                                self.bump();
                            }
                        }
                        continue;
                    }
                    if matches!(w.as_str(), "section" | "partition" | "gc") {
                        self.string()?;
                        continue;
                    }
                    if matches!(w.as_str(), "prefix" | "prologue" | "personality") {
                        return Err(unsupported(loc, format!("function '{w}' data")));
                    }
                    if self.is_punct("(") {
                        self.skip_group()?;
                    }
                    attrs.push(FnAttr {
                        key: w,
                        value: None,
                    });
                }
                Tok::Str(k) => {
                    self.bump();
                    let value = if self.eat_punct("=") {
                        Some(self.string()?)
                    } else {
                        None
                    };
                    attrs.push(FnAttr {
                        key: String::from_utf8_lossy(&k).into_owned(),
                        value,
                    });
                }
                _ => return Ok(()),
            }
        }
    }

    /// `!name !N` or `!name !{...}` after an instruction or a function header.
    pub fn md_attachment(&mut self) -> PResult<(String, Option<u32>)> {
        let name = match self.bump() {
            Tok::Meta(n) => n,
            _ => {
                self.pos -= 1;
                return self.expected("a metadata attachment");
            }
        };
        match self.peek().clone() {
            Tok::Meta(r) => {
                self.bump();
                if self.is_punct("(") {
                    self.skip_group()?;
                    return Ok((name, None));
                }
                Ok((name, r.parse().ok()))
            }
            Tok::MetaBrace => {
                self.skip_group()?;
                Ok((name, None))
            }
            _ => self.expected("a metadata node"),
        }
    }

    // ------------------------------------------------------------------ module

    pub fn module(&mut self) -> PResult<ModuleAst> {
        let mut m = ModuleAst::default();
        loop {
            let loc = self.loc();
            match self.peek().clone() {
                Tok::Eof => return Ok(m),
                Tok::Ident(w) => match w.as_str() {
                    "source_filename" => {
                        self.bump();
                        self.expect_punct("=")?;
                        self.string()?;
                    }
                    "target" => {
                        self.bump();
                        let what = self.word()?;
                        self.expect_punct("=")?;
                        let sloc = self.loc();
                        let s = self.string()?;
                        match what.as_str() {
                            "triple" if !s.starts_with("amdgcn") => {
                                return Err(unsupported(sloc, format!("target triple \"{s}\"")))
                            }
                            "triple" | "datalayout" => {}
                            _ => {
                                return Err(Diagnostic::new(
                                    loc,
                                    "expected 'triple' or 'datalayout'",
                                ))
                            }
                        }
                    }
                    "define" | "declare" => {
                        let f = self.function()?;
                        m.funcs.push(f);
                    }
                    "attributes" => {
                        self.bump();
                        let n = match self.bump() {
                            Tok::AttrRef(n) => n,
                            _ => {
                                self.pos -= 1;
                                return self.expected("'#N'");
                            }
                        };
                        self.expect_punct("=")?;
                        self.expect_punct("{")?;
                        let mut groups = Vec::new();
                        let mut attrs = Vec::new();
                        loop {
                            self.fn_attrs(&mut groups, &mut attrs)?;
                            if self.eat_punct("}") {
                                break;
                            }
                            // Words that look like opcodes (none are attributes today) or
                            // `key=value` pairs: skip one token.
                            match self.peek() {
                                Tok::Eof => return self.expected("'}'"),
                                Tok::Punct("(") => self.skip_group()?,
                                _ => {
                                    self.bump();
                                }
                            }
                        }
                        m.attr_groups.insert(n, attrs);
                    }
                    "module" => return Err(unsupported(loc, "module-level inline asm")),
                    "uselistorder" | "uselistorder_bb" => {
                        return Err(unsupported(loc, "uselistorder directive"))
                    }
                    w if w.starts_with('$') => {
                        // `$name = comdat any`
                        self.bump();
                        self.expect_punct("=")?;
                        self.expect_word("comdat")?;
                        self.word()?;
                    }
                    _ => {
                        return Err(Diagnostic::new(
                            loc,
                            format!("expected a top-level entity, found '{w}'"),
                        ))
                    }
                },
                Tok::Local(name) => {
                    self.bump();
                    self.expect_punct("=")?;
                    self.expect_word("type")?;
                    let t = if self.eat_word("opaque") {
                        Ty::Other("opaque struct".into())
                    } else {
                        self.ty()?
                    };
                    m.types.insert(name, t);
                }
                Tok::Global(name) => {
                    let g = self.global(name)?;
                    if let Some(g) = g {
                        m.globals.push(g);
                    }
                }
                Tok::Meta(name) => {
                    self.bump();
                    self.expect_punct("=")?;
                    self.eat_word("distinct");
                    match self.peek().clone() {
                        Tok::MetaBrace => {
                            let items = self.md_tuple()?;
                            if let Ok(n) = name.parse::<u32>() {
                                m.metadata.insert(n, items);
                            }
                        }
                        Tok::Meta(_) => {
                            self.bump();
                            if self.is_punct("(") {
                                self.skip_group()?;
                            } else {
                                return self.expected("'('");
                            }
                        }
                        _ => return self.expected("a metadata node"),
                    }
                }
                _ => return self.expected("a top-level entity"),
            }
        }
    }

    fn md_tuple(&mut self) -> PResult<Vec<MdItem>> {
        if !matches!(self.bump(), Tok::MetaBrace) {
            self.pos -= 1;
            return self.expected("'!{'");
        }
        let mut items = Vec::new();
        if self.eat_punct("}") {
            return Ok(items);
        }
        loop {
            let item = match self.peek().clone() {
                Tok::Meta(r) => {
                    self.bump();
                    if self.is_punct("(") {
                        self.skip_group()?;
                        MdItem::Other
                    } else {
                        r.parse().map(MdItem::Ref).unwrap_or(MdItem::Other)
                    }
                }
                Tok::MetaStr(s) => {
                    self.bump();
                    MdItem::Str(s)
                }
                Tok::MetaBrace => {
                    self.skip_group()?;
                    MdItem::Other
                }
                Tok::Ident(w) if w == "null" => {
                    self.bump();
                    MdItem::Other
                }
                _ => {
                    let v = self.tval()?;
                    match v.val {
                        Val::Int(i) => MdItem::Int(i),
                        Val::Float(FloatLit::Dec(x)) => MdItem::Float(x),
                        Val::Float(FloatLit::HexDouble(b)) => MdItem::Float(f64::from_bits(b)),
                        _ => MdItem::Other,
                    }
                }
            };
            items.push(item);
            if self.eat_punct("}") {
                return Ok(items);
            }
            self.expect_punct(",")?;
        }
    }

    /// `@name = ... global|constant T [init] (, ...)*`. Returns `None` for aliases of
    /// nothing gfxc needs (none today: aliases and ifuncs are unsupported).
    fn global(&mut self, name: String) -> PResult<Option<GlobalAst>> {
        let loc = self.loc();
        self.bump();
        self.expect_punct("=")?;
        let mut space = 0;
        let mut external = false;
        loop {
            let wloc = self.loc();
            let w = self.word()?;
            match w.as_str() {
                "global" | "constant" => {
                    let constant = w == "constant";
                    let ty = self.ty()?;
                    let init = if external {
                        None
                    } else {
                        Some(self.value(ty.clone())?)
                    };
                    let mut align = None;
                    while self.eat_punct(",") {
                        match self.peek().clone() {
                            Tok::Ident(k) if k == "align" => {
                                self.bump();
                                align = Some(self.u32()?);
                            }
                            Tok::Ident(k) if k == "section" || k == "partition" => {
                                self.bump();
                                self.string()?;
                            }
                            Tok::Ident(k) if k == "comdat" => {
                                self.bump();
                                if self.is_punct("(") {
                                    self.skip_group()?;
                                }
                            }
                            Tok::Ident(k) if k == "code_model" => {
                                self.bump();
                                self.string()?;
                            }
                            Tok::Ident(k)
                                if k == "no_sanitize_address"
                                    || k == "sanitize_memtag"
                                    || k == "no_sanitize_hwaddress"
                                    || k == "sanitize_address_dyninit" =>
                            {
                                self.bump();
                            }
                            Tok::Meta(_) => {
                                self.md_attachment()?;
                            }
                            _ => return self.expected("a global attribute"),
                        }
                    }
                    // Trailing attribute group (`#0`) on globals.
                    while let Tok::AttrRef(_) = self.peek() {
                        self.bump();
                    }
                    return Ok(Some(GlobalAst {
                        name,
                        loc,
                        space,
                        constant,
                        ty,
                        init,
                        align,
                    }));
                }
                "addrspace" => {
                    self.pos -= 1;
                    space = self.addrspace()?;
                }
                "external" | "extern_weak" => external = true,
                "alias" | "ifunc" => return Err(unsupported(wloc, format!("global {w}"))),
                "thread_local" => {
                    return Err(unsupported(wloc, "thread_local global"));
                }
                "private"
                | "internal"
                | "available_externally"
                | "linkonce"
                | "weak"
                | "common"
                | "appending"
                | "linkonce_odr"
                | "weak_odr"
                | "dso_local"
                | "dso_preemptable"
                | "default"
                | "hidden"
                | "protected"
                | "dllimport"
                | "dllexport"
                | "unnamed_addr"
                | "local_unnamed_addr"
                | "externally_initialized" => {}
                _ => {
                    return Err(Diagnostic::new(
                        wloc,
                        format!("unexpected '{w}' in global definition"),
                    ))
                }
            }
        }
    }
}
