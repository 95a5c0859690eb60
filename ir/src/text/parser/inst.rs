//! The instruction parser: one instruction of a function body, its results, opcode, type
//! suffix, operands and flags (docs/ir.md "Instructions"), into the function's parse state.
//! Same guarantees as the parent module: located diagnostics, never a panic.

use super::*;

impl<'t> Parser<'t> {
    /// One instruction: `[VALUE (',' VALUE)* '='] OPCODE ['.' TYPE] operands`.
    pub(super) fn inst(&mut self, m: &Module, st: &mut FuncState<'t>) -> PResult<()> {
        let loc = self.loc();
        // One instruction per line: a token on the line of the previous instruction's last
        // token is a word that instruction did not take, almost always because a ',' is
        // missing before it (`load.f32 v23 align 4`). Say so, rather than reading the word
        // as the next instruction's opcode.
        if let Some(prev) = self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            if prev.loc.line == loc.line
                && !matches!(prev.tok, Tok::Colon | Tok::LBrace)
                && !matches!(self.tok(), Tok::Error(_))
            {
                let what = self.tok().describe();
                return Err(Diagnostic::new(
                    loc,
                    format!(
                        "expected ',' or the end of the line before {what} (the instruction \
                         ended at {}; operands and flags such as 'align N' follow a ',')",
                        prev.tok.describe()
                    ),
                ));
            }
        }
        let mut results: Vec<(&'t str, SrcLoc)> = Vec::new();
        if self.is_value_at(0) && matches!(self.tok_at(1), Tok::Comma | Tok::Equal) {
            loop {
                results.push(self.value_def_name()?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
            self.expect(&Tok::Equal)?;
        }
        let (word, wloc) = match self.tok() {
            Tok::Ident(_) => self.ident("")?,
            _ => return Err(self.expected("an instruction")),
        };
        let (name, suffix) = match word.split_once('.') {
            Some((n, s)) => (n, Some(s)),
            None => (word, None),
        };
        let Some(op) = Opcode::from_name(name) else {
            return Err(Diagnostic::new(wloc, format!("unknown opcode '{name}'")));
        };
        let info = op.info();
        let sfx = match suffix {
            Some(s) => {
                let sloc = SrcLoc::new(wloc.line, wloc.col.saturating_add(name.len() as u32 + 1));
                if info.suffix == TypeSuffix::None {
                    return Err(Diagnostic::new(
                        sloc,
                        format!("'{name}' takes no type suffix"),
                    ));
                }
                match type_from_name(s) {
                    Some(t) => Some(t),
                    None => return Err(Diagnostic::new(sloc, format!("unknown type '{s}'"))),
                }
            }
            None => None,
        };
        let t = match (sfx, info.suffix) {
            (Some(t), _) => t,
            (None, TypeSuffix::None) => Type::I32,
            (None, _) if matches!(op, Opcode::Intrinsic | Opcode::CallIndirect) => Type::I32,
            (None, _) => {
                return Err(Diagnostic::new(
                    wloc,
                    format!("'{name}' needs a type suffix ('{name}.TYPE')"),
                ))
            }
        };
        let mut types: Vec<Option<Type>> = if info.suffix == TypeSuffix::Result {
            vec![Some(t)]
        } else {
            Vec::new()
        };
        let mut store_default_align = false;
        // Whether the number of results is already known to be wrong for other reasons.
        let mut skip_count_check = false;
        let data = match info.format {
            Format::Nullary => {
                types = match op {
                    Opcode::Nullptr => vec![Some(t)],
                    Opcode::KernargPtr | Opcode::DispatchPtr | Opcode::ImplicitargPtr => {
                        vec![Some(Type::Ptr(AddrSpace::Constant))]
                    }
                    Opcode::LaneId | Opcode::WaveSize => vec![Some(Type::I32)],
                    Opcode::DispatchId => vec![Some(Type::I64)],
                    _ => vec![],
                };
                InstData::Nullary { opcode: op }
            }
            Format::Unary => {
                let a = self.operands(st, name, wloc, 1)?;
                InstData::Unary {
                    opcode: op,
                    arg: a[0],
                }
            }
            Format::Binary => {
                let a = self.operands(st, name, wloc, 2)?;
                if op == Opcode::Ptradd {
                    types = vec![None];
                }
                InstData::Binary {
                    opcode: op,
                    args: [a[0], a[1]],
                }
            }
            Format::Ternary => {
                let a = self.operands(st, name, wloc, 3)?;
                InstData::Ternary {
                    opcode: op,
                    args: [a[0], a[1], a[2]],
                }
            }
            Format::IntConst => {
                let Type::Scalar(s) = t else {
                    return Err(Diagnostic::new(
                        wloc,
                        format!("'iconst' needs an integer type, found {t}"),
                    ));
                };
                if !s.is_int() {
                    return Err(Diagnostic::new(
                        wloc,
                        format!("'iconst' needs an integer type, found {t}"),
                    ));
                }
                let (v, text, iloc) = self.int()?;
                let bits =
                    fit_int(v, s.bits(), s.name(), text).map_err(|m| Diagnostic::new(iloc, m))?;
                // Keep the literal as written when it fits i64 (it does unless it is a large
                // unsigned i64, kept as its bits).
                let imm = i64::try_from(v).unwrap_or(bits as i64);
                InstData::IntConst { imm }
            }
            Format::FloatConst => {
                let s = match t {
                    Type::Scalar(s) if s.is_float() => s,
                    _ => {
                        return Err(Diagnostic::new(
                            wloc,
                            format!("'fconst' needs a float type, found {t}"),
                        ))
                    }
                };
                let floc = self.loc();
                let bits = parse_float_tok(s, self.tok()).map_err(|msg| match self.tok() {
                    Tok::Error(e) => Diagnostic::new(floc, e.clone()),
                    _ => Diagnostic::new(floc, msg),
                })?;
                self.bump();
                InstData::FloatConst { bits }
            }
            Format::IntCompare | Format::FloatCompare => {
                let (c, cloc) = self.ident("a condition")?;
                let a = self.operands(st, name, wloc, 2)?;
                types = vec![Some(if t.is_ptr() {
                    Type::I1
                } else {
                    t.with_lane(Scalar::I1)
                })];
                if info.format == Format::IntCompare {
                    let Some(cond) = IntCC::from_name(c) else {
                        return Err(Diagnostic::new(
                            cloc,
                            format!("unknown integer condition '{c}'"),
                        ));
                    };
                    InstData::IntCompare {
                        cond,
                        args: [a[0], a[1]],
                    }
                } else {
                    let Some(cond) = FloatCC::from_name(c) else {
                        return Err(Diagnostic::new(
                            cloc,
                            format!("unknown float condition '{c}'"),
                        ));
                    };
                    InstData::FloatCompare {
                        cond,
                        args: [a[0], a[1]],
                    }
                }
            }
            Format::GridQuery => {
                let (d, dloc) = self.ident("a dimension (x, y or z)")?;
                let Some(dim) = Dim::from_name(d) else {
                    return Err(Diagnostic::new(
                        dloc,
                        format!("unknown dimension '{d}' (x, y or z)"),
                    ));
                };
                types = vec![Some(Type::I32)];
                InstData::GridQuery { opcode: op, dim }
            }
            Format::Shuffle => {
                let a = self.operands(st, name, wloc, 2)?;
                self.expect(&Tok::Comma)?;
                self.expect(&Tok::LBracket)?;
                let mut mask = SmallVec::new();
                loop {
                    mask.push(self.int_in(0, 255, "shuffle index")? as u8);
                    if !self.eat(&Tok::Comma) {
                        break;
                    }
                }
                self.expect(&Tok::RBracket)?;
                InstData::Shuffle {
                    args: [a[0], a[1]],
                    mask,
                }
            }
            Format::Load => {
                let a = self.operands(st, name, wloc, 1)?;
                let mut flags = MemFlags::aligned(t.abi_align());
                self.mem_flags(&mut flags, true, None)?;
                InstData::Load { flags, addr: a[0] }
            }
            Format::Store => {
                let a = self.operands(st, name, wloc, 2)?;
                let mut flags = MemFlags::aligned(1);
                store_default_align = !self.mem_flags(&mut flags, true, None)?;
                InstData::Store {
                    flags,
                    args: [a[0], a[1]],
                }
            }
            Format::AtomicRmw => {
                let (o, oloc) = self.ident("an atomic operation")?;
                let Some(rmw) = RmwOp::from_name(o) else {
                    return Err(Diagnostic::new(
                        oloc,
                        format!("unknown atomic operation '{o}'"),
                    ));
                };
                let a = self.operands(st, name, wloc, 2)?;
                self.expect(&Tok::Comma)?;
                let ordering = self.ordering()?;
                let scope = self.scope()?;
                let mut flags = MemFlags::atomic(t.abi_align(), ordering, scope);
                self.mem_flags(&mut flags, false, None)?;
                InstData::AtomicRmw {
                    op: rmw,
                    flags,
                    args: [a[0], a[1]],
                }
            }
            Format::CmpXchg => {
                let a = self.operands(st, name, wloc, 3)?;
                self.expect(&Tok::Comma)?;
                let success = self.ordering()?;
                let failure = self.ordering()?;
                let scope = self.scope()?;
                let mut flags = MemFlags::atomic(t.abi_align(), success, scope);
                let mut weak = false;
                self.mem_flags(&mut flags, false, Some(&mut weak))?;
                types = vec![Some(t), Some(Type::I1)];
                InstData::CmpXchg {
                    flags,
                    failure,
                    weak,
                    args: [a[0], a[1], a[2]],
                }
            }
            Format::Fence => {
                let ordering = self.ordering()?;
                let scope = self.scope()?;
                let mut spaces = SpaceSet::ALL;
                if self.eat(&Tok::Comma) {
                    if !self.eat_ident("spaces") {
                        return Err(self.expected("'spaces'"));
                    }
                    self.expect(&Tok::LParen)?;
                    loop {
                        match self.tok() {
                            Tok::Ident(s) => match AddrSpace::from_name(s) {
                                Some(a) => {
                                    spaces.insert(a);
                                    self.bump();
                                }
                                None => {
                                    return Err(Diagnostic::new(
                                        self.loc(),
                                        format!("unknown address space '{s}'"),
                                    ))
                                }
                            },
                            _ => return Err(self.expected("an address space")),
                        }
                        if self.eat(&Tok::RParen) {
                            break;
                        }
                        if !self.eat(&Tok::Comma) {
                            return Err(self.expected("',' or ')'"));
                        }
                    }
                }
                InstData::Fence {
                    ordering,
                    scope,
                    spaces,
                }
            }
            Format::Alloca => {
                let size = self.u32_lit("alloca size")?;
                let mut align = super::super::ALLOCA_DEFAULT_ALIGN;
                if self.eat(&Tok::Comma) {
                    if !self.eat_ident("align") {
                        return Err(self.expected("'align'"));
                    }
                    align = self.align()?;
                }
                types = vec![Some(Type::Ptr(AddrSpace::Private))];
                InstData::Alloca { size, align }
            }
            Format::GlobalAddr => {
                let (g, gloc) = self.global_name()?;
                let global = match self.names.get(&g) {
                    Some(Item::Global(id)) => {
                        let space = m.globals.get(*id).map_or(AddrSpace::Global, |d| d.space);
                        types = vec![Some(Type::Ptr(space))];
                        *id
                    }
                    other => {
                        let msg = if other.is_some() {
                            format!("@{g} is a function, not a global")
                        } else {
                            format!("undefined global @{g}")
                        };
                        self.errors.push(Diagnostic::new(gloc, msg));
                        types = vec![Some(Type::Ptr(AddrSpace::Global))];
                        GlobalId::from_u32(0)
                    }
                };
                InstData::GlobalAddr { global }
            }
            Format::Call => {
                let (g, gloc) = self.global_name()?;
                let func = match self.names.get(&g) {
                    Some(Item::Func(id)) => {
                        let rets = m.functions.get(*id).map(|f| f.signature.returns.clone());
                        types = rets.unwrap_or_default().into_iter().map(Some).collect();
                        *id
                    }
                    other => {
                        let msg = if other.is_some() {
                            format!("@{g} is a global, not a function")
                        } else {
                            format!("undefined function @{g}")
                        };
                        self.errors.push(Diagnostic::new(gloc, msg));
                        skip_count_check = true;
                        types = results.iter().map(|_| Some(Type::I32)).collect();
                        FuncId::from_u32(0)
                    }
                };
                let args = self.paren_values(st)?;
                InstData::Call { func, args }
            }
            Format::FuncAddr => {
                let (g, gloc) = self.global_name()?;
                types = vec![Some(Type::Ptr(AddrSpace::Flat))];
                let func = match self.names.get(&g) {
                    Some(Item::Func(id)) => *id,
                    other => {
                        let msg = if other.is_some() {
                            format!("@{g} is a global, not a function")
                        } else {
                            format!("undefined function @{g}")
                        };
                        self.errors.push(Diagnostic::new(gloc, msg));
                        FuncId::from_u32(0)
                    }
                };
                InstData::FuncAddr { func }
            }
            Format::CallIndirect => {
                // `call_indirect[.T] vp(args)`: the suffix is the result type.
                let callee = self.value_use(st)?;
                let mut args = self.paren_values(st)?;
                args.insert(0, callee);
                types = if sfx.is_some() { vec![Some(t)] } else { vec![] };
                InstData::CallIndirect { args }
            }
            Format::Intrinsic => {
                let iname = match self.tok() {
                    Tok::Str(s) => s.to_string(),
                    _ => return Err(self.expected("an intrinsic name \"...\"")),
                };
                self.bump();
                let args = self.paren_values(st)?;
                types = if sfx.is_some() { vec![Some(t)] } else { vec![] };
                // A second result (`amdgcn.div.scale`'s i1 flag) has the registry's type.
                if let Some(t2) = crate::intrinsics::lookup(&iname).and_then(|s| s.second_result) {
                    if sfx.is_some() {
                        types.push(Some(t2));
                    }
                }
                InstData::Intrinsic { name: iname, args }
            }
            Format::InlineAsm => {
                // `[T, ...] "template", "constraints" [, sideeffect] [, convergent] (args)`
                self.expect(&Tok::LBracket)?;
                types = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        types.push(Some(self.ty()?));
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        self.expect(&Tok::Comma)?;
                    }
                }
                let mut strs = Vec::new();
                for what in [
                    "an inline asm template \"...\"",
                    "a constraint string \"...\"",
                ] {
                    if !strs.is_empty() {
                        self.expect(&Tok::Comma)?;
                    }
                    let sloc = self.loc();
                    let s = match self.tok() {
                        Tok::Str(s) => *s,
                        _ => return Err(self.expected(what)),
                    };
                    self.bump();
                    strs.push(
                        crate::inline_asm::unescape(s).map_err(|m| Diagnostic::new(sloc, m))?,
                    );
                }
                let (mut side_effect, mut convergent) = (false, false);
                while self.eat(&Tok::Comma) {
                    if self.eat_ident("sideeffect") {
                        side_effect = true;
                    } else if self.eat_ident("convergent") {
                        convergent = true;
                    } else {
                        return Err(self.expected("'sideeffect' or 'convergent'"));
                    }
                }
                let args = self.paren_values(st)?;
                let constraints = strs.pop().unwrap_or_default();
                let template = strs.pop().unwrap_or_default();
                InstData::InlineAsm {
                    asm: Box::new(crate::inline_asm::AsmData {
                        template,
                        constraints,
                        side_effect,
                        convergent,
                    }),
                    args,
                }
            }
            Format::Jump => InstData::Jump {
                dest: self.block_call(st)?,
            },
            Format::Brif => {
                let cond = self.value_use(st)?;
                self.expect(&Tok::Comma)?;
                let then_dest = self.block_call(st)?;
                self.expect(&Tok::Comma)?;
                let else_dest = self.block_call(st)?;
                InstData::Brif {
                    cond,
                    then_dest,
                    else_dest,
                }
            }
            Format::Switch => {
                let arg = self.value_use(st)?;
                self.expect(&Tok::Comma)?;
                let default = self.block_call(st)?;
                self.expect(&Tok::Comma)?;
                self.expect(&Tok::LBracket)?;
                let mut cases = Vec::new();
                self.list_rest(&Tok::RBracket, |s| {
                    let k = s.int_in(i64::MIN as i128, i64::MAX as i128, "case value")?;
                    s.expect(&Tok::Colon)?;
                    cases.push((k as i64, s.block_call(st)?));
                    Ok(())
                })?;
                InstData::Switch {
                    arg,
                    default,
                    cases,
                }
            }
            Format::Return => {
                // `return v1, v2` unless the values are the results of the next instruction.
                let mut n = 0;
                while self.is_value_at(2 * n) {
                    n += 1;
                    if !matches!(self.tok_at(2 * n - 1), Tok::Comma) {
                        break;
                    }
                }
                let args = if n > 0 && !matches!(self.tok_at(2 * n - 1), Tok::Equal | Tok::Comma) {
                    self.operands(st, name, wloc, n)?
                } else {
                    SmallVec::new()
                };
                InstData::Return {
                    args: args.into_iter().collect(),
                }
            }
        };
        if !skip_count_check && results.len() != types.len() {
            let msg = match types.len() {
                0 if matches!(op, Opcode::Intrinsic | Opcode::CallIndirect) => format!(
                    "'{name}' without a type suffix has no result, found {}",
                    results.len()
                ),
                0 => format!("'{name}' has no result, found {}", results.len()),
                n => format!(
                    "'{name}' defines {n} result{}, found {}",
                    if n == 1 { "" } else { "s" },
                    results.len()
                ),
            };
            return Err(Diagnostic::new(loc, msg));
        }
        let mut defs = Vec::with_capacity(results.len());
        for ((r, rloc), ty) in results.iter().zip(&types) {
            defs.push(self.define_value(st, r, *rloc, *ty));
        }
        let pinst = PInst {
            loc,
            data,
            types,
            defs,
            store_default_align,
        };
        if let Some(b) = st.blocks.last_mut() {
            b.insts.push(pinst);
        }
        Ok(())
    }
}
