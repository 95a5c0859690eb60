//! The MIR text parser: reads exactly what [`super::print`] prints (module documentation of
//! `text`).

use super::*;

type PResult<T> = Result<T, Diagnostic>;

/// A cursor over one line (comment removed); columns are byte offsets + 1.
struct Line<'a> {
    s: &'a str,
    pos: usize,
    line: u32,
}

fn is_delim(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b',' | b'{' | b'}' | b'(' | b')' | b'&')
}

impl<'a> Line<'a> {
    fn err<T>(&self, at: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::new(
            SrcLoc::new(self.line, at as u32 + 1),
            msg.into(),
        ))
    }
    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn at_end(&mut self) -> bool {
        self.ws();
        self.pos >= self.s.len()
    }
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.as_bytes().get(self.pos).copied()
    }
    /// Consumes `c` (after spaces) if it is next.
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: u8) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            let at = self.pos;
            self.err(at, format!("expected `{}`", c as char))
        }
    }
    /// The next token (up to a delimiter) and its start; empty at a delimiter or the end.
    fn token(&mut self) -> (usize, &'a str) {
        self.ws();
        let start = self.pos;
        let b = self.s.as_bytes();
        while self.pos < b.len() && !is_delim(b[self.pos]) {
            self.pos += 1;
        }
        (start, &self.s[start..self.pos])
    }
    /// An attribute token: up to a space or `}`.
    fn attr_token(&mut self) -> (usize, &'a str) {
        self.ws();
        let start = self.pos;
        let b = self.s.as_bytes();
        while self.pos < b.len() && !b[self.pos].is_ascii_whitespace() && b[self.pos] != b'}' {
            self.pos += 1;
        }
        (start, &self.s[start..self.pos])
    }
    /// A token that must be present.
    fn word(&mut self, what: &str) -> PResult<(usize, &'a str)> {
        let (at, t) = self.token();
        if t.is_empty() {
            return self.err(at, format!("expected {what}"));
        }
        Ok((at, t))
    }
    /// A quoted string as [`quote`] writes it.
    fn string(&mut self, what: &str) -> PResult<String> {
        if !self.eat(b'"') {
            let at = self.pos;
            return self.err(at, format!("expected {what} (a quoted string)"));
        }
        let mut out = String::new();
        let mut it = self.s[self.pos..].char_indices();
        let base = self.pos;
        while let Some((k, c)) = it.next() {
            match c {
                '"' => {
                    self.pos = base + k + 1;
                    return Ok(out);
                }
                '\\' => {
                    let Some((_, e)) = it.next() else { break };
                    match e {
                        '\\' | '"' => out.push(e),
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'u' => {
                            let rest = &self.s[base + k + 2..];
                            let hex = rest
                                .strip_prefix('{')
                                .and_then(|r| r.split_once('}'))
                                .map(|(h, _)| h);
                            let Some(c) = hex
                                .and_then(|h| u32::from_str_radix(h, 16).ok())
                                .and_then(char::from_u32)
                            else {
                                return self.err(base + k, "invalid escape `\\u{...}`");
                            };
                            out.push(c);
                            // Skip `{HEX}`.
                            for _ in 0..hex.map_or(0, str::len) + 2 {
                                it.next();
                            }
                        }
                        _ => return self.err(base + k, format!("unknown escape `\\{e}`")),
                    }
                }
                c => out.push(c),
            }
        }
        let at = base - 1;
        self.err(at, "unterminated string")
    }
    fn end(&mut self) -> PResult<()> {
        if self.at_end() {
            Ok(())
        } else {
            let at = self.pos;
            self.err(at, "unexpected text at end of line")
        }
    }
}

fn num<T: std::str::FromStr>(l: &Line, at: usize, s: &str, what: &str) -> PResult<T> {
    s.parse::<T>()
        .or_else(|_| l.err(at, format!("invalid {what} `{s}`")))
}

/// A block reference `bbN`, with its position for the range check at the end.
fn block_ref(
    l: &Line,
    at: usize,
    s: &str,
    refs: &mut Vec<(MBlockId, SrcLoc)>,
) -> PResult<MBlockId> {
    let Some(n) = s.strip_prefix("bb") else {
        return l.err(at, format!("expected a block `bbN`, found `{s}`"));
    };
    let n: u32 = num(l, at, n, "block number")?;
    if n >= MAX_BLOCKS {
        return l.err(at, format!("block number {n} too large"));
    }
    refs.push((MBlockId(n), SrcLoc::new(l.line, at as u32 + 1)));
    Ok(MBlockId(n))
}

struct FnParser {
    f: MFunction,
    /// Every block reference, checked once the number of blocks is known.
    refs: Vec<(MBlockId, SrcLoc)>,
    /// Whether each vreg's class was given by a reference (holes are filled at the end).
    seen: Vec<bool>,
    vregs_decl: Option<(u32, SrcLoc)>,
    sym_refs: Vec<(u32, SrcLoc)>,
    /// Every `p_inline_asm#N` reference, checked against the `asm` lines at the end.
    asm_refs: Vec<(u32, SrcLoc)>,
}

impl FnParser {
    fn gen(&self) -> Generation {
        generation(self.f.variant)
    }

    /// `%N:bW` or `%N:bW[a:b]`.
    fn vreg(&mut self, l: &Line, at: usize, s: &str) -> PResult<MOp> {
        let body = &s[1..];
        let (n, rest) = body
            .split_once(':')
            .map_or_else(|| l.err(at, format!("expected `%N:bW`, found `{s}`")), Ok)?;
        let n: u32 = num(l, at + 1, n, "vreg number")?;
        if n >= MAX_VREGS {
            return l.err(at, format!("vreg number {n} too large"));
        }
        let mut chars = rest.chars();
        let bank = match chars.next() {
            Some('s') => Bank::S,
            Some('v') => Bank::V,
            Some('a') => Bank::A,
            _ => return l.err(at, format!("vreg `{s}`: bank must be s, v or a")),
        };
        let rest = chars.as_str();
        let (w, range) = match rest.find('[') {
            Some(k) => (&rest[..k], Some(&rest[k..])),
            None => (rest, None),
        };
        let width: u8 = num(l, at, w, "vreg width")?;
        if !(1..=32).contains(&width) {
            return l.err(at, format!("vreg `{s}`: width must be 1..=32 dwords"));
        }
        let (off, cnt) = match range {
            None => (0, width),
            Some(r) => {
                let inner = r
                    .strip_prefix('[')
                    .and_then(|r| r.strip_suffix(']'))
                    .and_then(|r| r.split_once(':'));
                let Some((a, b)) = inner else {
                    return l.err(at, format!("vreg `{s}`: expected a sub-range `[a:b]`"));
                };
                let a: u8 = num(l, at, a, "sub-range start")?;
                let b: u8 = num(l, at, b, "sub-range end")?;
                if b < a || b >= width {
                    return l.err(
                        at,
                        format!("vreg `{s}`: sub-range outside its {width} dwords"),
                    );
                }
                (a, b - a + 1)
            }
        };
        let i = n as usize;
        if self.f.vregs.len() <= i {
            self.f.vregs.resize(
                i + 1,
                VRegInfo {
                    bank: Bank::S,
                    width: 1,
                },
            );
            self.seen.resize(i + 1, false);
        }
        let info = VRegInfo { bank, width };
        if self.seen[i] && self.f.vregs[i] != info {
            let old = self.f.vregs[i];
            return l.err(
                at,
                format!(
                    "%{n} is {}{} here but {}{} elsewhere",
                    bank_char(bank),
                    width,
                    bank_char(old.bank),
                    old.width
                ),
            );
        }
        self.f.vregs[i] = info;
        self.seen[i] = true;
        Ok(MOp::V {
            reg: VReg(n),
            off,
            n: cnt,
        })
    }

    fn reg(&self, l: &Line, at: usize, s: &str) -> PResult<Reg> {
        match parse_reg(s, self.gen()) {
            Ok(Some(r)) => Ok(r),
            Ok(None) => l.err(at, format!("unknown operand `{s}`")),
            Err(e) => l.err(at, e),
        }
    }

    /// One operand token (without its `=`).
    fn operand(&mut self, l: &Line, at: usize, s: &str, inline_pos: bool) -> PResult<MOp> {
        if s.starts_with('%') {
            return self.vreg(l, at, s);
        }
        if s.starts_with("bb") && s[2..].bytes().all(|b| b.is_ascii_digit()) && s.len() > 2 {
            return Ok(MOp::B(block_ref(l, at, s, &mut self.refs)?));
        }
        if let Some(r) = s.strip_prefix("sym") {
            if r.starts_with(|c: char| c.is_ascii_digit()) {
                return self.sym(l, at, s, r);
            }
        }
        if s == "off" {
            return Ok(MOp::C(Operand::Off));
        }
        if let Some(h) = s.strip_prefix("0x") {
            return match u32::from_str_radix(h, 16) {
                Ok(v) => Ok(MOp::C(Operand::Literal(v))),
                Err(_) => l.err(at, format!("invalid literal `{s}`")),
            };
        }
        if let Some(v) = s.strip_prefix("imm:") {
            return Ok(MOp::C(Operand::Imm(num(l, at, v, "immediate")?)));
        }
        if let Some(v) = s.strip_prefix("int:") {
            let v: i8 = num(l, at, v, "inline constant")?;
            if !(-16..=64).contains(&v) {
                return l.err(at, format!("inline constant {v} outside -16..=64"));
            }
            return Ok(MOp::C(Operand::InlineInt(v)));
        }
        if let Some(v) = s.strip_prefix("fconst:") {
            return Ok(MOp::C(Operand::InlineFloat(num(
                l,
                at,
                v,
                "float constant code",
            )?)));
        }
        if let Some(v) = s.strip_prefix("label:") {
            return Ok(MOp::C(Operand::Label(Some(
                gfxc_isa::regs::LabelName::new(v),
            ))));
        }
        if let Some(v) = s.strip_prefix("creg:") {
            return Ok(MOp::C(Operand::Reg(self.reg(l, at + 5, v)?)));
        }
        if let Some(k) = FLOAT_CONSTS.iter().find(|k| k.1 == s) {
            return Ok(MOp::C(Operand::InlineFloat(k.0)));
        }
        if s.starts_with(|c: char| c == '-' || c.is_ascii_digit()) {
            let v: i64 = num(l, at, s, "integer")?;
            if inline_pos && (-16..=64).contains(&v) {
                return Ok(MOp::C(Operand::InlineInt(v as i8)));
            }
            return Ok(MOp::C(Operand::Imm(v)));
        }
        Ok(MOp::P(self.reg(l, at, s)?))
    }

    /// `symN@rel32@lo+A` (`r` is the text after `sym`).
    fn sym(&mut self, l: &Line, at: usize, s: &str, r: &str) -> PResult<MOp> {
        let bad = || {
            l.err(
                at,
                format!("expected `symN@rel32@lo+A` or `@hi`, found `{s}`"),
            )
        };
        let Some((n, rest)) = r.split_once("@rel32@") else {
            return bad();
        };
        let (hi, add) = if let Some(a) = rest.strip_prefix("hi") {
            (true, a)
        } else if let Some(a) = rest.strip_prefix("lo") {
            (false, a)
        } else {
            return bad();
        };
        if !add.starts_with(['+', '-']) {
            return bad();
        }
        let sym: u32 = num(l, at + 3, n, "symbol index")?;
        let addend: i64 = num(l, at, add.strip_prefix('+').unwrap_or(add), "addend")?;
        self.sym_refs
            .push((sym, SrcLoc::new(l.line, at as u32 + 1)));
        Ok(MOp::sym(sym, addend, hi))
    }

    fn header_line(&mut self, l: &mut Line, key: &str, at: usize) -> PResult<()> {
        match key {
            "abi" => {
                let mut abi = Abi::default();
                while !l.at_end() {
                    let (at, t) = l.word("an ABI field")?;
                    let (k, v) = t.split_once('=').unwrap_or((t, ""));
                    match k {
                        "user_sgpr_count" => abi.user_sgpr_count = num(l, at, v, k)?,
                        "workitem_id_dims" => abi.workitem_id_dims = num(l, at, v, k)?,
                        "lds_size" => abi.lds_size = num(l, at, v, k)?,
                        "kernarg_size" => abi.kernarg_size = num(l, at, v, k)?,
                        "kernarg_align" => abi.kernarg_align = num(l, at, v, k)?,
                        "workgroup_id" => {
                            for c in v.chars() {
                                match c {
                                    'x' => abi.workgroup_id[0] = true,
                                    'y' => abi.workgroup_id[1] = true,
                                    'z' => abi.workgroup_id[2] = true,
                                    '-' => {}
                                    _ => return l.err(at, format!("invalid workgroup_id `{v}`")),
                                }
                            }
                        }
                        "dynamic_lds" if v.is_empty() => abi.dynamic_lds = true,
                        "private_segment_buffer" if v.is_empty() => {
                            abi.private_segment_buffer = true
                        }
                        "flat_scratch_init" if v.is_empty() => abi.flat_scratch_init = true,
                        "dispatch_ptr" if v.is_empty() => abi.dispatch_ptr = true,
                        "dispatch_id" if v.is_empty() => abi.dispatch_id = true,
                        _ => return l.err(at, format!("unknown ABI field `{t}`")),
                    }
                }
                self.f.abi = abi;
            }
            "frame" => {
                while !l.at_end() {
                    let (at, t) = l.word("a frame field")?;
                    let (k, v) = t.split_once('=').unwrap_or((t, ""));
                    let slot = match k {
                        "private_bytes" => &mut self.f.private_bytes,
                        "sgpr_spill_slots" => &mut self.f.sgpr_spill_slots,
                        "vgpr_spill_slots" => &mut self.f.vgpr_spill_slots,
                        "scratch_prolog" => &mut self.f.scratch_prolog,
                        "frame_bytes" => &mut self.f.frame_bytes,
                        _ => return l.err(at, format!("unknown frame field `{t}`")),
                    };
                    *slot = num(l, at, v, k)?;
                }
            }
            "device_function" => {
                self.f.device_function = true;
                l.end()?;
            }
            "vregs" => {
                let (at, t) = l.word("a vreg count")?;
                let n: u32 = num(l, at, t, "vreg count")?;
                if n > MAX_VREGS {
                    return l.err(at, format!("vreg count {n} too large"));
                }
                self.vregs_decl = Some((n, SrcLoc::new(l.line, at as u32 + 1)));
                l.end()?;
            }
            "symbol" => {
                let (_, t) = l.word("a symbol name")?;
                self.f.symbols.push(t.to_string());
                l.end()?;
            }
            "region" => {
                let mut b = [MBlockId(0); 5];
                for x in &mut b {
                    let (at, t) = l.word("a block `bbN`")?;
                    *x = block_ref(l, at, t, &mut self.refs)?;
                }
                l.end()?;
                self.f.exec_regions.push(ExecRegion {
                    branch: b[0],
                    skip: b[1],
                    flow: b[2],
                    else_entry: b[3],
                    join: b[4],
                });
            }
            "asm" => {
                let (at, t) = l.word("an inline-asm block number")?;
                let n: usize = num(l, at, t, "inline-asm block number")?;
                if n != self.f.inline_asm.len() {
                    return l.err(
                        at,
                        format!(
                            "expected inline-asm block {}, found {n}",
                            self.f.inline_asm.len()
                        ),
                    );
                }
                let (at, t) = l.word("`src=N`")?;
                let Some(v) = t.strip_prefix("src=") else {
                    return l.err(at, format!("expected `src=N`, found `{t}`"));
                };
                let src: u32 = num(l, at + 4, v, "source instruction")?;
                let template = l.string("the template")?;
                l.expect(b'(')?;
                let mut operands = Vec::new();
                if !l.eat(b')') {
                    loop {
                        if l.peek() == Some(b'"') {
                            operands.push(AsmOperand::Text(l.string("an operand")?));
                        } else {
                            let (at, t) = l.word("an operand `opN` or a quoted text")?;
                            let Some(i) = t.strip_prefix("op") else {
                                return l
                                    .err(at, format!("expected `opN` or a string, found `{t}`"));
                            };
                            operands.push(AsmOperand::Op(num(l, at + 2, i, "operand index")?));
                        }
                        if l.eat(b')') {
                            break;
                        }
                        l.expect(b',')?;
                    }
                }
                let mut clobbers = Vec::new();
                if !l.at_end() {
                    let (at, t) = l.word("`clobbers`")?;
                    if t != "clobbers" {
                        return l.err(at, format!("expected `clobbers`, found `{t}`"));
                    }
                    while !l.at_end() {
                        let (at, t) = l.word("a register")?;
                        clobbers.push(self.reg(l, at, t)?);
                    }
                }
                self.f.inline_asm.push(InlineAsm {
                    template,
                    operands,
                    src,
                    clobbers,
                });
            }
            _ => return l.err(at, format!("unknown function attribute `{key}`")),
        }
        Ok(())
    }

    /// `bbN (name)(params) linear-only:`.
    fn block_header(&mut self, l: &mut Line) -> PResult<()> {
        let (at, t) = l.word("a block")?;
        let idx = self.f.blocks.len();
        if t != format!("bb{idx}") {
            return l.err(
                at,
                format!("expected block `bb{idx}` (blocks are numbered in order), found `{t}`"),
            );
        }
        if idx as u32 >= MAX_BLOCKS {
            return l.err(at, "too many blocks");
        }
        l.expect(b'(')?;
        let start = l.pos;
        let Some(close) = l.s[start..].find(')') else {
            return l.err(start, "expected `)` after the block name");
        };
        let name = crate::BlockName::from(&l.s[start..start + close]);
        l.pos = start + close + 1;
        let mut b = MBlock {
            name,
            ..MBlock::default()
        };
        if l.peek() == Some(b'(') {
            l.pos += 1;
            loop {
                let (at, t) = l.word("a block parameter")?;
                b.params.push(self.whole_vreg(l, at, t)?);
                if !l.eat(b',') {
                    break;
                }
            }
            l.expect(b')')?;
        }
        let (at, t) = l.token();
        let t = if t == "linear-only:" || t == "linear-only" {
            b.linear_only = true;
            if t == "linear-only" {
                l.expect(b':')?;
            }
            ""
        } else {
            t
        };
        match t {
            "" if b.linear_only => {}
            ":" => {}
            "" => l.expect(b':')?,
            _ => return l.err(at, format!("expected `:` or ` linear-only:`, found `{t}`")),
        }
        l.end()?;
        self.f.blocks.push(b);
        Ok(())
    }

    fn whole_vreg(&mut self, l: &Line, at: usize, t: &str) -> PResult<VReg> {
        if !t.starts_with('%') {
            return l.err(at, format!("expected a vreg `%N:bW`, found `{t}`"));
        }
        match self.vreg(l, at, t)? {
            MOp::V { reg, off: 0, n } if n == self.f.vregs[reg.0 as usize].width => Ok(reg),
            _ => l.err(at, format!("`{t}`: a whole vreg is expected here")),
        }
    }

    /// `logical [..] linear [..]`.
    fn succs(&mut self, l: &mut Line) -> PResult<()> {
        let mut lists = [crate::Edges::new(), crate::Edges::new()];
        for (k, key) in ["logical", "linear"].iter().enumerate() {
            let (at, t) = l.token();
            if t != *key {
                return l.err(at, format!("expected `{key} [...]`"));
            }
            l.expect(b'[')?;
            let (at, inner) = {
                l.ws();
                let start = l.pos;
                let Some(e) = l.s[start..].find(']') else {
                    return l.err(start, "expected `]`");
                };
                l.pos = start + e + 1;
                (start, &l.s[start..start + e])
            };
            for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                let n: u32 = num(l, at, part, "block number")?;
                if n >= MAX_BLOCKS {
                    return l.err(at, format!("block number {n} too large"));
                }
                self.refs
                    .push((MBlockId(n), SrcLoc::new(l.line, at as u32 + 1)));
                lists[k].push(MBlockId(n));
            }
        }
        l.end()?;
        let b = self.f.blocks.last_mut().expect("in a block");
        b.linear_succs = std::mem::take(&mut lists[1]);
        b.logical_succs = std::mem::take(&mut lists[0]);
        b.args = vec![Vec::new(); b.logical_succs.len()];
        Ok(())
    }

    /// An instruction line; returns its tag (`p`, `e` or none).
    fn inst(&mut self, l: &mut Line) -> PResult<(Option<u8>, MInst)> {
        l.ws();
        let rest = &l.s.as_bytes()[l.pos..];
        let tag = if rest.len() > 1 && matches!(rest[0], b'p' | b'e') && rest[1] == b' ' {
            l.pos += 2;
            Some(rest[0])
        } else {
            None
        };
        let (at, name) = l.word("an instruction")?;
        let kind = self.kind(l, at, name)?;
        if let Kind::Pseudo(Pseudo::InlineAsm(n)) = kind {
            self.asm_refs.push((n, SrcLoc::new(l.line, at as u32 + 1)));
        }
        let mut ops: SmallVec<[MOp; 6]> = SmallVec::new();
        let mut defs = 0u32;
        if !matches!(l.peek(), None | Some(b'{') | Some(b'&')) {
            loop {
                let def = l.eat(b'=');
                let (at, t) = l.word("an operand")?;
                let j = ops.len();
                if j >= 32 {
                    return l.err(at, "too many operands");
                }
                let inline = bare_is_inline(self.f.variant, kind, j);
                ops.push(self.operand(l, at, t, inline)?);
                if def {
                    defs |= 1 << j;
                }
                if !l.eat(b',') {
                    break;
                }
            }
        }
        if let Kind::Hw(row) = kind {
            let t = table(self.f.variant);
            let d = t.def(row);
            // Two-address rows before allocation carry their tied input last
            // (`MFunction::tied`).
            let tied = t.props(row).is(gfxc_isa::op::kind::TIED) && ops.len() == d.ops.len() + 1;
            if d.ops.len() != ops.len() && !tied {
                return l.err(
                    at,
                    format!(
                        "{} takes {} operands, found {}",
                        d.mnemonic,
                        d.ops.len(),
                        ops.len()
                    ),
                );
            }
        }
        let mut inst = MInst {
            kind,
            ops,
            defs,
            ret: None,
            m: base_mods(kind),
            group: false,
            fixed: Vec::new(),
            mem: None,
        };
        if l.eat(b'{') {
            loop {
                let (at, t) = l.attr_token();
                if t.is_empty() {
                    break;
                }
                self.attr(l, at, t, &mut inst)?;
            }
            l.expect(b'}')?;
        }
        if l.eat(b'&') {
            inst.group = true;
        }
        l.end()?;
        Ok((tag, inst))
    }

    fn kind(&self, l: &Line, at: usize, name: &str) -> PResult<Kind> {
        let p = match name {
            "p_entry" => Some(Pseudo::Entry),
            "p_copy" => Some(Pseudo::Copy),
            "p_wait_all" => Some(Pseudo::WaitAll),
            "p_fence" => Some(Pseudo::Fence),
            "p_call" => Some(Pseudo::Call),
            "p_ret" => Some(Pseudo::Ret),
            "p_hazard_boundary" => Some(Pseudo::HazardBoundary),
            "p_inline_asm" => return l.err(at, "expected `p_inline_asm#N` (its `asm N` block)"),
            "p_wait" => Some(Pseudo::Wait {
                vm: false,
                lgkm: false,
                vs: false,
            }),
            _ => None,
        };
        if let Some(p) = p {
            return Ok(Kind::Pseudo(p));
        }
        if let Some(n) = name.strip_prefix("p_inline_asm#") {
            let n: u32 = num(l, at + 13, n, "inline-asm block number")?;
            return Ok(Kind::Pseudo(Pseudo::InlineAsm(n)));
        }
        let t = table(self.f.variant);
        let (mn, k) = match name.split_once('#') {
            Some((m, k)) => (m, Some(k)),
            None => (name, None),
        };
        let rows = t.by_name(mn);
        if let Some(r) = k.and_then(|k| k.strip_prefix('r')) {
            let r: u32 = num(l, at, r, "row number")?;
            if (r as usize) < t.defs.len() && t.def(r).mnemonic == mn {
                return Ok(Kind::Hw(r));
            }
            return l.err(
                at,
                format!("no row {r} named `{mn}` on {:?}", self.f.variant),
            );
        }
        let k: usize = match k {
            Some(k) => num(l, at, k, "row index")?,
            None => 0,
        };
        match rows.get(k) {
            Some(&r) => Ok(Kind::Hw(r)),
            None if rows.is_empty() => l.err(
                at,
                format!("unknown instruction `{mn}` on {:?}", self.f.variant),
            ),
            None => l.err(
                at,
                format!("`{mn}` has {} rows on {:?}", rows.len(), self.f.variant),
            ),
        }
    }

    fn attr(&mut self, l: &Line, at: usize, t: &str, inst: &mut MInst) -> PResult<()> {
        let (k, v) = match t.split_once(':') {
            Some((k, v)) => (k, Some(v)),
            None => (t, None),
        };
        if let Some(fld) = MOD_FIELDS.iter().find(|f| f.name == k) {
            let val: i64 = match v {
                Some(v) => num(l, at, v, k)?,
                None if fld.flag => 1,
                None => return l.err(at, format!("`{k}` needs a value (`{k}:N`)")),
            };
            if !(fld.set)(&mut inst.m, val) {
                return l.err(at, format!("value {val} out of range for `{k}`"));
            }
            return Ok(());
        }
        match (k, v) {
            ("ext", Some(v)) => match EXTS.iter().find(|e| e.1 == v) {
                Some(e) => inst.m.ext = e.0,
                None => return l.err(at, format!("unknown ext `{v}`")),
            },
            ("vm" | "lgkm" | "vs", None) => match &mut inst.kind {
                Kind::Pseudo(Pseudo::Wait { vm, lgkm, vs }) => {
                    *match k {
                        "vm" => vm,
                        "lgkm" => lgkm,
                        _ => vs,
                    } = true
                }
                _ => return l.err(at, format!("`{k}` is a flag of p_wait only")),
            },
            ("ret", Some(v)) => {
                let op = self.operand(l, at + 4, v, false)?;
                if !matches!(op, MOp::V { .. } | MOp::P(_)) {
                    return l.err(at, "ret: expected a register");
                }
                inst.ret = Some(op);
            }
            ("fixed", Some(v)) => {
                let mut p = at + 6;
                for r in v.split(',') {
                    inst.fixed.push(self.reg(l, p, r)?);
                    p += r.len() + 1;
                }
            }
            ("mem", Some(v)) => inst.mem = Some(mem_sem(l, at + 4, v)?),
            ("dual", _) => {
                return l.err(at, "VOPD dual instructions are not supported in MIR text")
            }
            _ => return l.err(at, format!("unknown attribute `{t}`")),
        }
        Ok(())
    }

    /// The terminator line (the block's last line).
    fn term(&mut self, l: &mut Line) -> PResult<()> {
        l.ws();
        let (at, t) = if l.s[l.pos..].starts_with("<no terminator>") {
            let at = l.pos;
            l.pos += "<no terminator>".len();
            (at, "<no terminator>")
        } else {
            l.word("a terminator")?
        };
        let term = match t {
            "<no terminator>" => None,
            "s_endpgm" => Some(Term::Ret),
            "jump" => {
                let (at, b) = l.word("a block")?;
                Some(Term::Jump(block_ref(l, at, b, &mut self.refs)?))
            }
            _ => {
                let cond = [Cond::Scc0, Cond::Scc1, Cond::Execz, Cond::Execnz]
                    .into_iter()
                    .find(|c| c.op().name() == t);
                let Some(cond) = cond else {
                    return l.err(
                        at,
                        format!("expected a terminator (`jump`, `s_endpgm`, a conditional branch), found `{t}`"),
                    );
                };
                let (at, b) = l.word("a block")?;
                let taken = block_ref(l, at, b, &mut self.refs)?;
                l.expect(b',')?;
                let (at, b) = l.word("a block")?;
                let fall = block_ref(l, at, b, &mut self.refs)?;
                Some(Term::Br { cond, taken, fall })
            }
        };
        // Branch arguments: ` [bbS <- %a %b]` in successor order.
        let mut next = 0usize;
        loop {
            l.ws();
            if l.pos >= l.s.len() {
                break;
            }
            let at = l.pos;
            if !l.s[at..].starts_with('[') {
                return l.err(at, "expected `[bbN <- args]` or the end of the line");
            }
            l.pos += 1;
            let (mut bat, mut bt) = l.word("a block")?;
            let linear = bt == "linear";
            if linear {
                (bat, bt) = l.word("a block")?;
            }
            let s = block_ref(l, bat, bt, &mut self.refs)?;
            let (aat, arrow) = l.token();
            if arrow != "<-" {
                return l.err(aat, "expected `<-`");
            }
            l.ws();
            let start = l.pos;
            let Some(close) = l.s[start..].find(']') else {
                return l.err(start, "expected `]`");
            };
            l.pos = start + close + 1;
            let mut args = Vec::new();
            let inner = &l.s[start..start + close];
            let mut off = 0;
            for part in inner.split(' ') {
                if !part.is_empty() {
                    args.push(self.whole_vreg(l, start + off, part)?);
                }
                off += part.len() + 1;
            }
            let b = self.f.blocks.last_mut().expect("in a block");
            if linear {
                let Some(k) = b.linear_succs.iter().position(|&x| x == s) else {
                    return l.err(bat, format!("{bt} is not a linear successor of this block"));
                };
                if b.linear_args.is_empty() {
                    b.linear_args = vec![Vec::new(); b.linear_succs.len()];
                }
                b.linear_args[k] = args;
                continue;
            }
            let Some(k) = (next..b.logical_succs.len()).find(|&k| b.logical_succs[k] == s) else {
                return l.err(
                    bat,
                    format!("{bt} is not a later logical successor of this block"),
                );
            };
            b.args[k] = args;
            next = k + 1;
        }
        self.f.blocks.last_mut().expect("in a block").term = term;
        Ok(())
    }

    fn finish(mut self) -> PResult<MFunction> {
        let n = self.f.blocks.len() as u32;
        if let Some(&(b, loc)) = self.refs.iter().find(|(b, _)| b.0 >= n) {
            return Err(Diagnostic::new(
                loc,
                format!("block bb{} does not exist (the function has {n})", b.0),
            ));
        }
        let na = self.f.inline_asm.len() as u32;
        if let Some(&(a, loc)) = self.asm_refs.iter().find(|(a, _)| *a >= na) {
            return Err(Diagnostic::new(
                loc,
                format!("inline-asm block {a} does not exist (the function has {na})"),
            ));
        }
        let ns = self.f.symbols.len() as u32;
        if let Some(&(s, loc)) = self.sym_refs.iter().find(|(s, _)| *s >= ns) {
            return Err(Diagnostic::new(
                loc,
                format!("symbol {s} does not exist (the function has {ns})"),
            ));
        }
        if let Some((decl, loc)) = self.vregs_decl {
            if (decl as usize) < self.f.vregs.len() {
                return Err(Diagnostic::new(
                    loc,
                    format!("`vregs {decl}` but %{} is used", self.f.vregs.len() - 1),
                ));
            }
            self.f.vregs.resize(
                decl as usize,
                VRegInfo {
                    bank: Bank::S,
                    width: 1,
                },
            );
        }
        self.f.compute_preds();
        Ok(self.f)
    }
}

fn mem_sem(l: &Line, at: usize, v: &str) -> PResult<MemSem> {
    let mut parts = v.split('.');
    let kind_name = parts.next().unwrap_or_default();
    let mut next = |what: &str| -> PResult<&str> {
        match parts.next() {
            Some(p) => Ok(p),
            None => l.err(at, format!("mem: expected {what} in `{v}`")),
        }
    };
    let ord = |s: &str| -> PResult<Ordering> {
        Ordering::from_name(s).map_or_else(|| l.err(at, format!("mem: unknown ordering `{s}`")), Ok)
    };
    let kind = match kind_name {
        "load" => MemKind::Load,
        "store" => MemKind::Store,
        "rmw" => MemKind::Rmw { returns: false },
        "rmw_ret" => MemKind::Rmw { returns: true },
        "cmpxchg" | "cmpxchg_ret" => MemKind::CmpXchg {
            returns: kind_name == "cmpxchg_ret",
            failure: ord(next("a failure ordering")?)?,
        },
        "fence" => MemKind::Fence {
            global: false,
            local: false,
        },
        "fence_global" => MemKind::Fence {
            global: true,
            local: false,
        },
        "fence_local" => MemKind::Fence {
            global: false,
            local: true,
        },
        "fence_global_local" => MemKind::Fence {
            global: true,
            local: true,
        },
        _ => return l.err(at, format!("mem: unknown kind `{kind_name}`")),
    };
    let sp = next("an address space")?;
    let space = AddrSpace::from_name(sp).map_or_else(
        || l.err(at, format!("mem: unknown address space `{sp}`")),
        Ok,
    )?;
    let ordering = ord(next("an ordering")?)?;
    let sc = next("a scope")?;
    let scope = SyncScope::from_name(sc)
        .map_or_else(|| l.err(at, format!("mem: unknown scope `{sc}`")), Ok)?;
    let mut m = MemSem {
        kind,
        space,
        ordering,
        scope,
        volatile: false,
        nontemporal: false,
        root: None,
    };
    for p in parts {
        // `argN`, `noalias_argN`, `varN`: the object the address is based on.
        let number = |s: &str| s.parse::<u32>().ok();
        let root = if let Some(n) = p.strip_prefix("noalias_arg").and_then(number) {
            Some(AliasRoot::Param {
                index: n,
                noalias: true,
            })
        } else if let Some(n) = p.strip_prefix("arg").and_then(number) {
            Some(AliasRoot::Param {
                index: n,
                noalias: false,
            })
        } else {
            p.strip_prefix("var")
                .and_then(number)
                .map(AliasRoot::Global)
        };
        match p {
            "volatile" => m.volatile = true,
            "nontemporal" => m.nontemporal = true,
            _ if root.is_some() && m.root.is_none() => m.root = root,
            _ => return l.err(at, format!("mem: unknown flag `{p}`")),
        }
    }
    Ok(m)
}

/// Removes a `;` comment.
fn strip_comment(s: &str) -> &str {
    match s.find(';') {
        Some(k) => &s[..k],
        None => s,
    }
}

/// `@NAME (Variant) waveN` after `mfunction`.
fn function_header(l: &mut Line) -> PResult<MFunction> {
    let (at, name) = l.word("`@NAME`")?;
    let Some(name) = name.strip_prefix('@').filter(|n| !n.is_empty()) else {
        return l.err(at, "expected the function name `@NAME`");
    };
    l.expect(b'(')?;
    let (at, v) = l.word("an ISA variant (`Gfx900`)")?;
    let Some(variant) = IsaVariant::ALL.into_iter().find(|x| format!("{x:?}") == v) else {
        return l.err(at, format!("unknown ISA variant `{v}`"));
    };
    l.expect(b')')?;
    let (at, w) = l.word("`wave32` or `wave64`")?;
    let wave64 = match w {
        "wave64" => true,
        "wave32" => false,
        _ => return l.err(at, format!("expected `wave32` or `wave64`, found `{w}`")),
    };
    l.end()?;
    Ok(MFunction::new(name, variant, wave64))
}

/// Parse every function of a MIR text (what [`print`] prints, possibly several functions
/// one after the other, with `;` comments).
pub fn parse(text: &str) -> Result<Vec<MFunction>, Diagnostic> {
    // Split into lines with their numbers, comments removed, blank lines dropped.
    let lines: Vec<(u32, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, s)| (i as u32 + 1, strip_comment(s)))
        .filter(|(_, s)| !s.trim().is_empty())
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (ln, s) = lines[i];
        let mut l = Line {
            s,
            pos: 0,
            line: ln,
        };
        let (at, kw) = l.token();
        if kw != "mfunction" {
            return l.err(at, "expected `mfunction @NAME (Variant) waveN`");
        }
        let f = function_header(&mut l)?;
        i += 1;
        let mut p = FnParser {
            f,
            refs: Vec::new(),
            seen: Vec::new(),
            vregs_decl: None,
            sym_refs: Vec::new(),
            asm_refs: Vec::new(),
        };
        // Function attributes, up to the first block.
        while i < lines.len() {
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            let (at, key) = l.token();
            if key.starts_with("bb") || key == "mfunction" {
                break;
            }
            p.header_line(&mut l, key, at)?;
            i += 1;
        }
        // Blocks: header, successor line, instructions, terminator (the last line).
        while i < lines.len() {
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            let (_, key) = l.token();
            if key == "mfunction" {
                break;
            }
            l.pos = 0;
            p.block_header(&mut l)?;
            i += 1;
            let end = (i..lines.len())
                .find(|&k| {
                    let t = lines[k].1.trim_start();
                    (t.starts_with("bb") && !t.starts_with("bb ")) || t.starts_with("mfunction")
                })
                .unwrap_or(lines.len());
            if i >= end {
                return Err(Diagnostic::new(
                    SrcLoc::new(ln, 1),
                    "block without successor and terminator lines",
                ));
            }
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            if l.s.trim_start().starts_with("logical") {
                p.succs(&mut l)?;
                i += 1;
            } else {
                return l.err(
                    0,
                    "expected the successor line `logical [...] linear [...]`",
                );
            }
            if i >= end {
                return Err(Diagnostic::new(
                    SrcLoc::new(ln, 1),
                    "block without a terminator line",
                ));
            }
            let mut insts = Vec::new();
            let mut tags = Vec::new();
            while i + 1 < end {
                let (ln, s) = lines[i];
                let mut l = Line {
                    s,
                    pos: 0,
                    line: ln,
                };
                let (tag, inst) = p.inst(&mut l)?;
                tags.push((tag, ln));
                insts.push(inst);
                i += 1;
            }
            let (ln, s) = lines[i];
            let mut l = Line {
                s,
                pos: 0,
                line: ln,
            };
            p.term(&mut l)?;
            i += 1;
            // Tags: `p` lines first, untagged lines, `e` lines last.
            let prologue = tags.iter().take_while(|t| t.0 == Some(b'p')).count();
            let epilogue = tags
                .iter()
                .position(|t| t.0 == Some(b'e'))
                .unwrap_or(tags.len());
            if let Some(t) = tags[prologue..].iter().find(|t| t.0 == Some(b'p')) {
                return Err(Diagnostic::new(
                    SrcLoc::new(t.1, 1),
                    "prologue (`p`) instruction after the start of the block body",
                ));
            }
            if let Some(t) = tags[epilogue..].iter().find(|t| t.0 != Some(b'e')) {
                return Err(Diagnostic::new(
                    SrcLoc::new(t.1, 1),
                    "instruction after the epilogue (`e`) instructions",
                ));
            }
            let b = p.f.blocks.last_mut().expect("block just parsed");
            b.insts = insts;
            b.prologue = prologue;
            b.epilogue = epilogue;
        }
        out.push(p.finish()?);
    }
    Ok(out)
}

/// Parse a text holding exactly one function.
pub fn parse_function(text: &str) -> Result<MFunction, Diagnostic> {
    let mut v = parse(text)?;
    match v.len() {
        1 => Ok(v.pop().expect("one")),
        n => Err(Diagnostic::new(
            SrcLoc::new(1, 1),
            format!("expected one mfunction, found {n}"),
        )),
    }
}
