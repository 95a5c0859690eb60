//! Parser of the text format (docs/ir.md) straight into a [`Module`].
//!
//! Guarantees:
//! * Never panics, on any input: every problem is a [`Diagnostic`] at the 1-based line and
//!   column of the offending token. There is no recursion (the grammar has no nesting beyond
//!   fixed-depth lists), so no input can exhaust the stack.
//! * Two passes over the tokens: the first reads every global and every function header (so
//!   calls may name functions defined later), skipping bodies; the second parses bodies.
//! * Within a function, names are resolved after the whole body is read: values and blocks
//!   may be used before their definition in the text. Undefined and duplicate names are
//!   reported at their use / second definition, all of them, in source order.
//! * Result types come from the type suffix or the opcode alone, except for `ptradd` (the
//!   type of its pointer operand) and the default alignment of `store` (the ABI alignment
//!   of the stored value's type), which are resolved once every value's type is known.
//! * The result is reported as the diagnostics located before the first syntax error, plus
//!   that syntax error (the parser does not guess its way past a syntax error).
//! * On success, `Function::srcmap` holds the location of the function header, of every
//!   block label and of every instruction, and `Module::global_locs` that of every global.

use super::lexer::{lex, Tok, Token};
use crate::dfg::ValueDef;
use crate::entities::{Block, FuncId, GlobalId, Value};
use crate::error::{Diagnostic, Diagnostics};
use crate::function::{
    FuncAttrs, FuncKind, Function, GlobalData, GlobalInit, Module, Signature, SrcLoc,
};
use crate::instructions::{
    BlockCall, Dim, FloatCC, Format, InstData, IntCC, MemFlags, Opcode, RmwOp, SpaceSet, TypeSuffix,
};
use crate::types::{AddrSpace, Ordering, Scalar, SyncScope, Type};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;
use std::collections::hash_map::Entry;

type PResult<T> = Result<T, Diagnostic>;

/// `v` followed by decimal digits.
pub(crate) fn is_value_name(s: &str) -> bool {
    s.strip_prefix('v')
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// `block` followed by decimal digits.
pub(crate) fn is_block_name(s: &str) -> bool {
    s.strip_prefix("block")
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// A type name in its canonical spelling only (`i32x4`, not `i32x04`).
mod inst;

fn type_from_name(s: &str) -> Option<Type> {
    Type::from_name(s).filter(|t| prints_as(t, s))
}

/// Whether `x` prints exactly as `s` (the canonical spelling), without building the string.
fn prints_as(x: &impl std::fmt::Display, s: &str) -> bool {
    struct Rest<'a>(Option<&'a str>);
    impl std::fmt::Write for Rest<'_> {
        fn write_str(&mut self, piece: &str) -> std::fmt::Result {
            self.0 = self.0.and_then(|r| r.strip_prefix(piece));
            Ok(())
        }
    }
    let mut rest = Rest(Some(s));
    std::fmt::write(&mut rest, format_args!("{x}")).is_ok() && rest.0 == Some("")
}

/// Parses an integer literal (`-12`, `0x1F`, `-0x10`) into an `i128` within ±2^64.
pub(crate) fn parse_int_text(text: &str) -> Result<i128, String> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    let (radix, digits) = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(h) => (16, h),
        None => (10, body),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err(format!("invalid integer literal '{text}'"));
    }
    let mut v: u128 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix).unwrap_or(0) as u128;
        v = match v.checked_mul(radix as u128).and_then(|v| v.checked_add(d)) {
            Some(v) if v <= (1u128 << 64) => v,
            _ => return Err(format!("integer literal '{text}' is out of range")),
        };
    }
    let v = v as i128;
    Ok(if neg { -v } else { v })
}

/// Checks that `v` fits an integer of `bits` bits read as signed or unsigned, and returns its
/// low `bits` bits.
fn fit_int(v: i128, bits: u32, tyname: &str, text: &str) -> Result<u64, String> {
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << bits) - 1;
    if v < min || v > max {
        return Err(format!(
            "integer literal '{text}' is out of range for {tyname}"
        ));
    }
    let mask: u128 = if bits >= 64 {
        u64::MAX as u128
    } else {
        (1u128 << bits) - 1
    };
    Ok(((v as u128) & mask) as u64)
}

/// Bits of a float literal of type `s` (f16, f32 or f64).
pub(crate) fn parse_float_tok(s: Scalar, tok: &Tok) -> Result<u64, String> {
    let bits = s.bits();
    let from_f64 = |x: f64| -> u64 {
        match s {
            Scalar::F16 => half::f16::from_f64(x).to_bits() as u64,
            Scalar::F32 => (x as f32).to_bits() as u64,
            _ => x.to_bits(),
        }
    };
    match tok {
        Tok::Ident(w) if *w == "inf" => Ok(from_f64(f64::INFINITY)),
        Tok::Ident(w) if *w == "-inf" => Ok(from_f64(f64::NEG_INFINITY)),
        Tok::Ident(w) if *w == "nan" => Ok(from_f64(f64::NAN)),
        Tok::Num {
            text,
            malformed: true,
        } => Err(format!("invalid number literal '{text}'")),
        Tok::Num { text, .. } => {
            let body = text.strip_prefix('-').unwrap_or(text);
            if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
                if text.starts_with('-') {
                    return Err(format!("hex float bits '{text}' cannot be negative"));
                }
                let v = u64::from_str_radix(h, 16)
                    .ok()
                    .filter(|&v| bits == 64 || v >> bits == 0)
                    .ok_or_else(|| format!("hex bits '{text}' do not fit {}", s.name()))?;
                return Ok(v);
            }
            let out_of_range =
                || format!("float literal '{text}' is out of range for {}", s.name());
            let invalid = || format!("invalid float literal '{text}'");
            match s {
                Scalar::F32 => {
                    let x: f32 = text.parse().map_err(|_| invalid())?;
                    if !x.is_finite() {
                        return Err(out_of_range());
                    }
                    Ok(x.to_bits() as u64)
                }
                _ => {
                    let x: f64 = text.parse().map_err(|_| invalid())?;
                    if !x.is_finite() {
                        return Err(out_of_range());
                    }
                    let b = from_f64(x);
                    if s == Scalar::F16 && !half::f16::from_bits(b as u16).is_finite() {
                        return Err(out_of_range());
                    }
                    Ok(b)
                }
            }
        }
        other => Err(format!(
            "expected a float literal, found {}",
            other.describe()
        )),
    }
}

/// A module-level name.
#[derive(Copy, Clone)]
enum Item {
    Global(GlobalId),
    Func(FuncId),
}

/// What pass 1 learned about a function.
struct Header<'t> {
    id: FuncId,
    params: Vec<(&'t str, SrcLoc, Type)>,
    /// Token index of the first token after `{`.
    body: usize,
}

/// A parsed instruction before name resolution. Its operands are placeholders: value `i` is
/// use `i` of the function, block `i` is block use `i`.
struct PInst {
    loc: SrcLoc,
    data: InstData,
    /// Result types; `None` for a `ptradd` whose type is not resolved yet.
    types: Vec<Option<Type>>,
    /// Definition index of each result.
    defs: Vec<u32>,
    /// A store without `align`: its alignment is the stored value's ABI alignment.
    store_default_align: bool,
}

struct PBlock {
    loc: SrcLoc,
    params: Vec<Type>,
    insts: Vec<PInst>,
}

/// Per-function parsing state.
#[derive(Default)]
struct FuncState<'t> {
    /// name -> definition index.
    values: HashMap<&'t str, u32>,
    /// Type of each definition, in definition (= creation) order.
    value_types: Vec<Option<Type>>,
    /// name -> index in `blocks`.
    block_names: HashMap<&'t str, u32>,
    value_uses: Vec<(&'t str, SrcLoc)>,
    block_uses: Vec<(&'t str, SrcLoc)>,
    blocks: Vec<PBlock>,
}

struct Parser<'t> {
    toks: &'t [Token<'t>],
    pos: usize,
    /// Non-syntax errors (undefined or duplicate names), in no particular order.
    errors: Vec<Diagnostic>,
    names: HashMap<&'t str, Item>,
}

impl<'t> Parser<'t> {
    fn tok(&self) -> &'t Tok<'t> {
        self.tok_at(0)
    }

    fn tok_at(&self, n: usize) -> &'t Tok<'t> {
        let toks: &'t [Token<'t>] = self.toks;
        match toks.get(self.pos + n).or(toks.last()) {
            Some(t) => &t.tok,
            None => &Tok::Eof,
        }
    }

    fn loc(&self) -> SrcLoc {
        self.toks
            .get(self.pos)
            .or(self.toks.last())
            .map(|t| t.loc)
            .unwrap_or_default()
    }

    fn bump(&mut self) {
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
    }

    fn at_eof(&self) -> bool {
        matches!(self.tok(), Tok::Eof)
    }

    /// "expected WHAT, found X" at the current token (a lexical error token reports itself).
    fn expected(&self, what: &str) -> Diagnostic {
        match self.tok() {
            Tok::Error(m) => Diagnostic::new(self.loc(), m.clone()),
            t => Diagnostic::new(
                self.loc(),
                format!("expected {what}, found {}", t.describe()),
            ),
        }
    }

    /// The rest of a comma-separated list whose opening bracket is consumed:
    /// `[item (',' item)*] close`.
    fn list_rest(
        &mut self,
        close: &Tok,
        mut item: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.eat(close) {
                return Ok(());
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.expected(if *close == Tok::RBracket {
                    "',' or ']'"
                } else {
                    "',' or ')'"
                }));
            }
        }
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.tok() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &Tok) -> PResult<()> {
        if self.eat(t) {
            Ok(())
        } else {
            Err(self.expected(&t.describe()))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<(&'t str, SrcLoc)> {
        match self.tok() {
            Tok::Ident(s) => {
                let r = (*s, self.loc());
                self.bump();
                Ok(r)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn is_ident(&self, n: usize, word: &str) -> bool {
        matches!(self.tok_at(n), Tok::Ident(s) if *s == word)
    }

    fn eat_ident(&mut self, word: &str) -> bool {
        if self.is_ident(0, word) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn global_name(&mut self) -> PResult<(&'t str, SrcLoc)> {
        match self.tok() {
            Tok::Global(s) => {
                let r = (*s, self.loc());
                self.bump();
                Ok(r)
            }
            _ => Err(self.expected("a name '@...'")),
        }
    }

    fn ty(&mut self) -> PResult<Type> {
        match self.tok() {
            Tok::Ident(s) => match type_from_name(s) {
                Some(t) => {
                    self.bump();
                    Ok(t)
                }
                None => Err(Diagnostic::new(self.loc(), format!("unknown type '{s}'"))),
            },
            _ => Err(self.expected("a type")),
        }
    }

    fn int(&mut self) -> PResult<(i128, &'t str, SrcLoc)> {
        let loc = self.loc();
        match self.tok() {
            Tok::Num {
                text,
                malformed: false,
            } => {
                let v = parse_int_text(text).map_err(|m| Diagnostic::new(loc, m))?;
                self.bump();
                Ok((v, text, loc))
            }
            Tok::Num {
                text,
                malformed: true,
            } => Err(Diagnostic::new(
                loc,
                format!("invalid integer literal '{text}'"),
            )),
            _ => Err(self.expected("an integer")),
        }
    }

    /// An integer in `min..=max`.
    fn int_in(&mut self, min: i128, max: i128, what: &str) -> PResult<i128> {
        let (v, text, loc) = self.int()?;
        if v < min || v > max {
            return Err(Diagnostic::new(
                loc,
                format!("{what} '{text}' is out of range"),
            ));
        }
        Ok(v)
    }

    fn u32_lit(&mut self, what: &str) -> PResult<u32> {
        Ok(self.int_in(0, u32::MAX as i128, what)? as u32)
    }

    /// A power-of-two alignment.
    fn align(&mut self) -> PResult<u32> {
        let loc = self.loc();
        let a = self.u32_lit("alignment")?;
        if !a.is_power_of_two() {
            return Err(Diagnostic::new(
                loc,
                format!("alignment {a} is not a power of two"),
            ));
        }
        Ok(a)
    }

    /// `'(' N (',' N)* ')'` with exactly `n` numbers.
    fn attr_args(&mut self, n: usize) -> PResult<Vec<u32>> {
        self.expect(&Tok::LParen)?;
        let mut v = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                self.expect(&Tok::Comma)?;
            }
            v.push(self.u32_lit("attribute value")?);
        }
        self.expect(&Tok::RParen)?;
        Ok(v)
    }

    fn define_item(&mut self, name: &'t str, loc: SrcLoc, item: Item) {
        if self.names.contains_key(name) {
            self.errors
                .push(Diagnostic::new(loc, format!("redefinition of @{name}")));
        } else {
            self.names.insert(name, item);
        }
    }

    // ------------------------------------------------------------------ pass 1

    /// `global @NAME ':' SPACE ELEMTYPE ['[' COUNT ']'] [',' 'align' N] ['=' init]`
    fn global(&mut self, m: &mut Module) -> PResult<()> {
        let loc = self.loc();
        self.bump(); // 'global'
        let (name, nloc) = self.global_name()?;
        self.expect(&Tok::Colon)?;
        let space = match self.tok() {
            Tok::Ident(s) => match AddrSpace::from_name(s) {
                Some(a) => {
                    self.bump();
                    a
                }
                None => {
                    return Err(Diagnostic::new(
                        self.loc(),
                        format!("unknown address space '{s}'"),
                    ))
                }
            },
            _ => return Err(self.expected("an address space")),
        };
        let elem = self.ty()?;
        let mut count = 1;
        if self.eat(&Tok::LBracket) {
            count = self.u32_lit("element count")?;
            self.expect(&Tok::RBracket)?;
        }
        let mut align = elem.abi_align();
        if self.eat(&Tok::Comma) {
            if !self.eat_ident("align") {
                return Err(self.expected("'align'"));
            }
            align = self.align()?;
        }
        let mut init = GlobalInit::None;
        if self.eat(&Tok::Equal) {
            let iloc = self.loc();
            if self.eat_ident("zeroinit") {
                init = GlobalInit::Zero;
            } else {
                let mut vals = Vec::new();
                if self.eat(&Tok::LBracket) {
                    loop {
                        vals.push(self.init_const(elem)?);
                        if !self.eat(&Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(&Tok::RBracket)?;
                } else {
                    vals.push(self.init_const(elem)?);
                }
                let expect = count as u64 * elem.lanes() as u64;
                if vals.len() as u64 != expect {
                    return Err(Diagnostic::new(
                        iloc,
                        format!(
                            "initializer has {} value{}, expected {expect} (one per lane of each element)",
                            vals.len(),
                            if vals.len() == 1 { "" } else { "s" }
                        ),
                    ));
                }
                init = GlobalInit::Values(vals);
            }
        }
        let id = m.add_global(GlobalData {
            name: name.to_string(),
            space,
            elem,
            count,
            align,
            init,
            constant: space == AddrSpace::Constant,
        });
        m.global_locs[id] = loc;
        self.define_item(name, nloc, Item::Global(id));
        Ok(())
    }

    /// One lane of a global initializer, as bits.
    fn init_const(&mut self, elem: Type) -> PResult<u64> {
        let loc = self.loc();
        match elem {
            Type::Scalar(s) | Type::Vector(s, _) if s.is_float() => {
                let r = parse_float_tok(s, self.tok()).map_err(|m| match self.tok() {
                    Tok::Error(e) => Diagnostic::new(loc, e.clone()),
                    _ => Diagnostic::new(loc, m),
                })?;
                self.bump();
                Ok(r)
            }
            _ => {
                let bits = match elem {
                    Type::Ptr(a) => a.pointer_bits().min(64),
                    t => t.lane().map_or(64, Scalar::bits),
                };
                let (v, text, loc) = self.int()?;
                fit_int(v, bits, &elem.to_string(), text).map_err(|m| Diagnostic::new(loc, m))
            }
        }
    }

    /// One function attribute named `a` (its arguments follow).
    fn attr(&mut self, a: &str, aloc: SrcLoc, attrs: &mut FuncAttrs) -> PResult<()> {
        let dup = || Diagnostic::new(aloc, format!("duplicate attribute '{a}'"));
        match a {
            "flat_workgroup_size" => {
                let v = self.attr_args(2)?;
                if attrs.flat_workgroup_size.replace((v[0], v[1])).is_some() {
                    return Err(dup());
                }
            }
            "waves_per_eu" => {
                let v = self.attr_args(2)?;
                if attrs.waves_per_eu.replace((v[0], v[1])).is_some() {
                    return Err(dup());
                }
            }
            "reqd_workgroup_size" => {
                let v = self.attr_args(3)?;
                if attrs
                    .reqd_workgroup_size
                    .replace([v[0], v[1], v[2]])
                    .is_some()
                {
                    return Err(dup());
                }
            }
            "num_vgpr" => {
                let v = self.attr_args(1)?;
                if attrs.num_vgpr.replace(v[0]).is_some() {
                    return Err(dup());
                }
            }
            "num_sgpr" => {
                let v = self.attr_args(1)?;
                if attrs.num_sgpr.replace(v[0]).is_some() {
                    return Err(dup());
                }
            }
            "noinline" => {
                if attrs.noinline {
                    return Err(dup());
                }
                attrs.noinline = true;
            }
            "alwaysinline" => {
                if attrs.alwaysinline {
                    return Err(dup());
                }
                attrs.alwaysinline = true;
            }
            "export" => {
                if attrs.export {
                    return Err(dup());
                }
                attrs.export = true;
            }
            "noalias" => {
                if !attrs.noalias.is_empty() {
                    return Err(dup());
                }
                // `noalias(I, ...)`: one or more parameter indices.
                self.expect(&Tok::LParen)?;
                loop {
                    attrs.noalias.push(self.u32_lit("parameter index")?);
                    if self.tok() == &Tok::RParen {
                        break;
                    }
                    self.expect(&Tok::Comma)?;
                }
                self.expect(&Tok::RParen)?;
            }
            _ => return Err(Diagnostic::new(aloc, format!("unknown attribute '{a}'"))),
        }
        Ok(())
    }

    /// `declare @NAME(TYPE, ...) [-> TYPE] attr*`: a device function defined in another
    /// module (no body).
    fn declaration(&mut self, m: &mut Module) -> PResult<()> {
        let loc = self.loc();
        self.bump();
        let (name, nloc) = self.global_name()?;
        self.expect(&Tok::LParen)?;
        let mut params = Vec::new();
        self.list_rest(&Tok::RParen, |p| {
            params.push(p.ty()?);
            Ok(())
        })?;
        let mut returns = Vec::new();
        if self.eat(&Tok::Arrow) {
            returns.push(self.ty()?);
        }
        let mut attrs = FuncAttrs::default();
        loop {
            match self.tok() {
                Tok::Ident(s)
                    if !(is_item_keyword(s) && matches!(self.tok_at(1), Tok::Global(_))) =>
                {
                    let (a, aloc) = self.ident("")?;
                    self.attr(a, aloc, &mut attrs)?;
                }
                _ => break,
            }
        }
        let mut f = Function::declare(name, Signature { params, returns });
        f.attrs = attrs;
        f.srcmap.func = loc;
        let id = m.add_function(f);
        self.define_item(name, nloc, Item::Func(id));
        Ok(())
    }

    /// A function header and the skip over its body.
    fn header(&mut self, m: &mut Module) -> PResult<Header<'t>> {
        let loc = self.loc();
        let kind = if self.is_ident(0, "kernel") {
            FuncKind::Kernel
        } else {
            FuncKind::Device
        };
        self.bump();
        let (name, nloc) = self.global_name()?;
        self.expect(&Tok::LParen)?;
        let mut params = Vec::new();
        self.list_rest(&Tok::RParen, |s| {
            let (p, ploc) = s.value_def_name()?;
            s.expect(&Tok::Colon)?;
            let ty = s.ty()?;
            params.push((p, ploc, ty));
            Ok(())
        })?;
        let mut returns = Vec::new();
        if self.eat(&Tok::Arrow) {
            returns.push(self.ty()?);
        }
        let mut attrs = FuncAttrs::default();
        loop {
            if self.eat(&Tok::LBrace) {
                break;
            }
            let (a, aloc) = match self.tok() {
                Tok::Ident(_) => self.ident("")?,
                _ => return Err(self.expected("an attribute or '{'")),
            };
            self.attr(a, aloc, &mut attrs)?;
        }
        let sig = Signature {
            params: params.iter().map(|p| p.2).collect(),
            returns,
        };
        let mut f = Function::new(name, kind, sig);
        f.attrs = attrs;
        f.srcmap.func = loc;
        let id = m.add_function(f);
        self.define_item(name, nloc, Item::Func(id));
        let body = self.pos;
        // Skip the body: up to its '}', or up to what looks like the next item (a missing
        // '}' is reported by pass 2).
        loop {
            match self.tok() {
                Tok::Eof => break,
                Tok::RBrace => {
                    self.bump();
                    break;
                }
                Tok::Ident(s) if is_item_keyword(s) && matches!(self.tok_at(1), Tok::Global(_)) => {
                    break
                }
                _ => self.bump(),
            }
        }
        Ok(Header { id, params, body })
    }

    fn value_def_name(&mut self) -> PResult<(&'t str, SrcLoc)> {
        match self.tok() {
            Tok::Ident(s) if is_value_name(s) => self.ident(""),
            _ => Err(self.expected("a value name 'vN'")),
        }
    }

    // ------------------------------------------------------------------ pass 2

    /// Parses the body of `h` and, if it has no errors, builds it into the module.
    fn body(&mut self, m: &mut Module, h: &Header<'t>) -> PResult<()> {
        self.pos = h.body;
        let mut st = FuncState::default();
        for (name, loc, ty) in &h.params {
            self.define_value(&mut st, name, *loc, Some(*ty));
        }
        let fname = m
            .functions
            .get(h.id)
            .map(|f| f.name.clone())
            .unwrap_or_default();
        loop {
            match self.tok() {
                Tok::RBrace => {
                    self.bump();
                    break;
                }
                Tok::Ident(s)
                    if is_block_name(s) && matches!(self.tok_at(1), Tok::Colon | Tok::LParen) =>
                {
                    self.block_label(&mut st)?;
                }
                Tok::Ident(s) if is_item_keyword(s) && matches!(self.tok_at(1), Tok::Global(_)) => {
                    return Err(self.expected(&format!("'}}' to close @{fname}")));
                }
                Tok::Eof => return Err(self.expected(&format!("'}}' to close @{fname}"))),
                _ => {
                    if st.blocks.is_empty() {
                        return Err(self.expected("a block label 'blockN:'"));
                    }
                    self.inst(m, &mut st)?;
                }
            }
        }
        if st.blocks.is_empty() {
            let loc = m
                .functions
                .get(h.id)
                .map(|f| f.srcmap.func)
                .unwrap_or_default();
            self.errors.push(Diagnostic::new(
                loc,
                format!("function @{fname} has no blocks"),
            ));
            return Ok(());
        }
        self.build(m, h.id, st);
        Ok(())
    }

    fn define_value(
        &mut self,
        st: &mut FuncState<'t>,
        name: &'t str,
        loc: SrcLoc,
        ty: Option<Type>,
    ) -> u32 {
        let idx = st.value_types.len() as u32;
        st.value_types.push(ty);
        if st.values.contains_key(name) {
            self.errors.push(Diagnostic::new(
                loc,
                format!("redefinition of value {name}"),
            ));
        } else {
            st.values.insert(name, idx);
        }
        idx
    }

    /// `BLOCK ['(' param (',' param)* ')'] ':'`
    fn block_label(&mut self, st: &mut FuncState<'t>) -> PResult<()> {
        let (name, loc) = self.ident("")?;
        let idx = st.blocks.len() as u32;
        match st.block_names.entry(name) {
            Entry::Occupied(e) => {
                let msg = format!("redefinition of block {}", e.key());
                self.errors.push(Diagnostic::new(loc, msg));
            }
            Entry::Vacant(e) => {
                e.insert(idx);
            }
        }
        let mut params = Vec::new();
        if matches!(self.tok(), Tok::LParen) {
            if idx == 0 {
                return Err(Diagnostic::new(
                    self.loc(),
                    "the entry block's parameters are the function's: write them in the function header",
                ));
            }
            self.bump();
            self.list_rest(&Tok::RParen, |s| {
                let (p, ploc) = s.value_def_name()?;
                s.expect(&Tok::Colon)?;
                let ty = s.ty()?;
                s.define_value(st, p, ploc, Some(ty));
                params.push(ty);
                Ok(())
            })?;
        }
        self.expect(&Tok::Colon)?;
        st.blocks.push(PBlock {
            loc,
            params,
            insts: Vec::new(),
        });
        Ok(())
    }

    /// A value operand: a placeholder for use number `i`.
    fn value_use(&mut self, st: &mut FuncState<'t>) -> PResult<Value> {
        match self.tok() {
            Tok::Ident(s) if is_value_name(s) => {
                let i = st.value_uses.len() as u32;
                st.value_uses.push((s, self.loc()));
                self.bump();
                Ok(Value::from_u32(i))
            }
            _ => Err(self.expected("a value")),
        }
    }

    fn is_value_at(&self, n: usize) -> bool {
        matches!(self.tok_at(n), Tok::Ident(s) if is_value_name(s))
    }

    /// `n` comma-separated value operands of opcode `op` (at `oploc`).
    fn operands(
        &mut self,
        st: &mut FuncState<'t>,
        op: &str,
        oploc: SrcLoc,
        n: usize,
    ) -> PResult<SmallVec<[Value; 4]>> {
        let mut vs = SmallVec::new();
        if n == 0 {
            return Ok(vs);
        }
        if !self.is_value_at(0) {
            return Err(self.expected("a value"));
        }
        vs.push(self.value_use(st)?);
        while matches!(self.tok(), Tok::Comma) && (self.is_value_at(1) || vs.len() < n) {
            self.bump();
            vs.push(self.value_use(st)?);
        }
        if vs.len() < n && self.is_value_at(0) && !matches!(self.tok_at(1), Tok::Comma | Tok::Equal)
        {
            return Err(self.expected("','"));
        }
        if vs.len() != n {
            return Err(Diagnostic::new(
                oploc,
                format!(
                    "'{op}' takes {n} operand{}, found {}",
                    if n == 1 { "" } else { "s" },
                    vs.len()
                ),
            ));
        }
        Ok(vs)
    }

    /// `'(' [value (',' value)*] ')'`
    fn paren_values(&mut self, st: &mut FuncState<'t>) -> PResult<SmallVec<[Value; 4]>> {
        self.expect(&Tok::LParen)?;
        let mut vs = SmallVec::new();
        self.list_rest(&Tok::RParen, |s| {
            vs.push(s.value_use(st)?);
            Ok(())
        })?;
        Ok(vs)
    }

    /// `BLOCK ['(' args ')']`, with a placeholder block (block use number `i`).
    fn block_call(&mut self, st: &mut FuncState<'t>) -> PResult<BlockCall> {
        let block = match self.tok() {
            Tok::Ident(s) if is_block_name(s) => {
                let i = st.block_uses.len() as u32;
                st.block_uses.push((s, self.loc()));
                self.bump();
                Block::from_u32(i)
            }
            _ => return Err(self.expected("a block")),
        };
        let args = if matches!(self.tok(), Tok::LParen) {
            self.paren_values(st)?
        } else {
            SmallVec::new()
        };
        Ok(BlockCall { block, args })
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        match self.tok() {
            Tok::Ident(s) => match Ordering::from_name(s).filter(|o| o.is_atomic()) {
                Some(o) => {
                    self.bump();
                    Ok(o)
                }
                None => Err(Diagnostic::new(
                    self.loc(),
                    format!("unknown ordering '{s}'"),
                )),
            },
            _ => Err(self.expected("an ordering")),
        }
    }

    fn scope(&mut self) -> PResult<SyncScope> {
        match self.tok() {
            Tok::Ident(s) => match SyncScope::from_name(s) {
                Some(sc) => {
                    self.bump();
                    Ok(sc)
                }
                None => Err(Diagnostic::new(
                    self.loc(),
                    format!("unknown sync scope '{s}'"),
                )),
            },
            _ => Err(self.expected("a sync scope")),
        }
    }

    /// `(',' flag)*` of a memory access. `ordering_flag`: loads and stores may carry
    /// `ORDERING SCOPE`; `weak`: cmpxchg may carry `weak`. Returns whether `align` was given.
    fn mem_flags(
        &mut self,
        flags: &mut MemFlags,
        ordering_flag: bool,
        mut weak: Option<&mut bool>,
    ) -> PResult<bool> {
        let mut seen: Vec<&'static str> = Vec::new();
        while self.eat(&Tok::Comma) {
            let loc = self.loc();
            let word = match self.tok() {
                Tok::Ident(s) => s,
                _ => "",
            };
            let key: &'static str = match word {
                "align" => "align",
                "volatile" => "volatile",
                "nontemporal" => "nontemporal",
                "invariant" => "invariant",
                "weak" if weak.is_some() => "weak",
                w if ordering_flag && Ordering::from_name(w).is_some_and(|o| o.is_atomic()) => {
                    "ordering"
                }
                _ => {
                    let what = match (ordering_flag, weak.is_some()) {
                        (true, _) => {
                            "a memory flag (align, volatile, nontemporal, invariant or an ordering)"
                        }
                        (false, true) => "a flag (align, volatile, nontemporal, invariant or weak)",
                        (false, false) => "a flag (align, volatile, nontemporal or invariant)",
                    };
                    return Err(self.expected(what));
                }
            };
            if seen.contains(&key) {
                return Err(Diagnostic::new(loc, format!("duplicate flag '{word}'")));
            }
            seen.push(key);
            match key {
                "align" => {
                    self.bump();
                    flags.align = self.align()?;
                }
                "volatile" => {
                    self.bump();
                    flags.volatile = true;
                }
                "nontemporal" => {
                    self.bump();
                    flags.nontemporal = true;
                }
                "invariant" => {
                    self.bump();
                    flags.invariant = true;
                }
                "weak" => {
                    self.bump();
                    if let Some(w) = weak.as_deref_mut() {
                        *w = true;
                    }
                }
                _ => {
                    flags.ordering = self.ordering()?;
                    flags.scope = self.scope()?;
                }
            }
        }
        Ok(seen.contains(&"align"))
    }

    /// Resolves names and types of a parsed function and builds it into `m.functions[id]`
    /// (unless there are errors, which go to `self.errors`).
    fn build(&mut self, m: &mut Module, id: FuncId, mut st: FuncState<'t>) {
        let mut ok = true;
        let mut vals: Vec<u32> = Vec::with_capacity(st.value_uses.len());
        for (name, loc) in &st.value_uses {
            match st.values.get(name) {
                Some(&d) => vals.push(d),
                None => {
                    self.errors
                        .push(Diagnostic::new(*loc, format!("undefined value {name}")));
                    vals.push(0);
                    ok = false;
                }
            }
        }
        let mut blocks: Vec<u32> = Vec::with_capacity(st.block_uses.len());
        for (name, loc) in &st.block_uses {
            match st.block_names.get(name) {
                Some(&b) => blocks.push(b),
                None => {
                    self.errors
                        .push(Diagnostic::new(*loc, format!("undefined block {name}")));
                    blocks.push(0);
                    ok = false;
                }
            }
        }
        if !ok {
            return;
        }
        let use_def = |v: Value| vals.get(v.as_u32() as usize).copied().unwrap_or(0);
        // ptradd results take their pointer operand's type; iterate to a fixed point so
        // chains of ptradds defined in any textual order resolve.
        loop {
            let mut changed = false;
            for b in st.blocks.iter_mut() {
                for pi in b.insts.iter_mut() {
                    if pi.types.first() == Some(&None) {
                        let p = pi.data.args().first().map(|&v| use_def(v));
                        let ty = p.and_then(|d| st.value_types.get(d as usize).copied().flatten());
                        if let (Some(ty), Some(&d)) = (ty, pi.defs.first()) {
                            pi.types[0] = Some(ty);
                            if let Some(slot) = st.value_types.get_mut(d as usize) {
                                *slot = Some(ty);
                            }
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        for b in &st.blocks {
            for pi in &b.insts {
                if pi.types.first() == Some(&None) {
                    let name = pi
                        .data
                        .args()
                        .first()
                        .and_then(|v| st.value_uses.get(v.as_u32() as usize))
                        .map(|u| u.0)
                        .unwrap_or_default();
                    self.errors.push(Diagnostic::new(
                        pi.loc,
                        format!(
                            "cannot determine the type of ptradd operand {name} (it depends on itself)"
                        ),
                    ));
                    ok = false;
                }
            }
        }
        if !ok {
            return;
        }
        let Some(f) = m.functions.get_mut(id) else {
            return;
        };
        // Header parameters are the entry block's.
        let mut next_def = 0u32;
        let nblocks = st.blocks.len() as u32;
        let mut block_src: Vec<Option<&str>> = vec![None; st.blocks.len()];
        for (n, &i) in &st.block_names {
            if let Some(s) = block_src.get_mut(i as usize) {
                *s = Some(n);
            }
        }
        for (bi, b) in st.blocks.into_iter().enumerate() {
            let blk = f.dfg.make_block();
            f.layout.append_block(blk);
            f.srcmap.blocks[blk] = b.loc;
            if let Some(n) = block_src.get(bi).copied().flatten() {
                f.srcmap.block_names.set(blk, n);
            }
            let params: Vec<Type> = if bi == 0 {
                f.signature.params.clone()
            } else {
                b.params.clone()
            };
            for ty in params {
                let v = f.dfg.append_block_param(blk, ty);
                debug_assert_eq!(v.as_u32(), next_def);
                next_def += 1;
            }
            for mut pi in b.insts {
                pi.data.map_values(|v| Value::from_u32(use_def(v)));
                for d in pi.data.branch_dests_mut() {
                    let b = blocks.get(d.block.as_u32() as usize).copied().unwrap_or(0);
                    d.block = Block::from_u32(b.min(nblocks.saturating_sub(1)));
                }
                if pi.store_default_align {
                    if let InstData::Store { flags, args } = &mut pi.data {
                        let vty = st
                            .value_types
                            .get(args[0].as_u32() as usize)
                            .copied()
                            .flatten();
                        flags.align = vty.map_or(1, Type::abi_align);
                    }
                }
                let types: Vec<Type> = pi.types.iter().map(|t| t.unwrap_or(Type::I32)).collect();
                let inst = f.dfg.make_inst(pi.data, &types);
                debug_assert!(f
                    .dfg
                    .inst_results(inst)
                    .iter()
                    .enumerate()
                    .all(|(i, v)| v.as_u32() == next_def + i as u32
                        && f.dfg.value_def(*v) == ValueDef::Result(inst, i as u16)));
                f.layout.append_inst(inst, blk);
                f.srcmap.insts[inst] = pi.loc;
                next_def += types.len() as u32;
            }
        }
        // Values are created in definition order, so definition index d is Value d.
        for (n, &d) in &st.values {
            if (d as usize) < f.dfg.values.len() {
                f.srcmap.value_names.set(Value::from_u32(d), n);
            }
        }
    }
}

/// Parses a module (docs/ir.md).
pub fn parse_module(src: &str) -> Result<Module, Diagnostics> {
    let toks = lex(src);
    let mut p = Parser {
        toks: &toks,
        pos: 0,
        errors: Vec::new(),
        names: HashMap::default(),
    };
    let mut m = Module::new();
    let mut headers = Vec::new();
    let mut syntax: Option<Diagnostic> = None;
    while !p.at_eof() {
        let r = match p.tok() {
            Tok::Ident(s) if *s == "global" => p.global(&mut m),
            Tok::Ident(s) if *s == "kernel" || *s == "function" => p.header(&mut m).map(|h| {
                headers.push(h);
            }),
            Tok::Ident(s) if *s == "declare" => p.declaration(&mut m),
            _ => Err(p.expected("'global', 'kernel', 'function' or 'declare'")),
        };
        if let Err(e) = r {
            syntax = Some(e);
            break;
        }
    }
    for h in &headers {
        if let Err(e) = p.body(&mut m, h) {
            // Bodies parsed here all precede a syntax error of pass 1, if any.
            syntax = Some(e);
            break;
        }
    }
    let mut errors = p.errors;
    if let Some(s) = syntax {
        errors.retain(|e| e.loc < s.loc);
        errors.push(s);
    }
    if errors.is_empty() {
        return Ok(m);
    }
    errors.sort_by_key(|e| e.loc);
    errors.dedup();
    Err(Diagnostics(errors))
}

/// The words that start a top-level item.
fn is_item_keyword(s: &str) -> bool {
    matches!(s, "kernel" | "function" | "global" | "declare")
}
