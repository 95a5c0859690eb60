//! The syntax of `table.tsv` (notation in the [`super::table`] module doc) and its parser into
//! [`Row`]s of guarded [`Step`]s with [`Cond`] expressions.
//!
//! This file is shared: the crate uses it for the row types (and tests re-parse the TSV with
//! it), and `emit/build.rs` includes it with `#[path]` to parse the TSV at build time and
//! write the rows as static data, so there is one parser and the TSV stays the single source
//! of truth. It therefore only depends on `super::types` (the build script provides a minimal
//! stand-in with the same names).
//!
//! The row types hold `&'static` slices and references so the generated table can be a plain
//! `static` with no run-time construction. The run-time parser ([`parse_table`], used by the
//! build script and the tests, never by the compiler) leaks its allocations to produce them;
//! it runs at most once per process for that purpose.

use super::types::{ordering_from_name, Family, Ordering, ScopeLevel, Space};

/// The LLVM instruction a row is about.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Instr {
    /// Non-atomic load (seed "Non-Atomic" rows).
    Load,
    Store,
    LoadAtomic,
    StoreAtomic,
    AtomicRmw,
    Fence,
}

impl Instr {
    fn parse(s: &str) -> Option<Instr> {
        Some(match s {
            "load" => Instr::Load,
            "store" => Instr::Store,
            "load atomic" => Instr::LoadAtomic,
            "store atomic" => Instr::StoreAtomic,
            "atomicrmw" => Instr::AtomicRmw,
            "fence" => Instr::Fence,
            _ => return None,
        })
    }
}

/// A condition atom.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Atom {
    OpenCl,
    TgSplit,
    CuMode,
    Gfx10,
    Gfx11,
    Returns,
    Volatile,
    NonTemporal,
    AsNotGeneric,
    FenceNoLds,
    FenceNoGlobal,
    FenceGds,
}

/// A condition over the operation and the target.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Cond {
    True,
    Atom(Atom),
    Not(&'static Cond),
    And(&'static Cond, &'static Cond),
    Or(&'static Cond, &'static Cond),
}

impl Cond {
    fn and(a: Cond, b: Cond) -> Cond {
        match (a, b) {
            (Cond::True, x) | (x, Cond::True) => x,
            (a, b) => Cond::And(leak(a), leak(b)),
        }
    }
    fn or(a: Cond, b: Cond) -> Cond {
        Cond::Or(leak(a), leak(b))
    }
    fn not(a: Cond) -> Cond {
        Cond::Not(leak(a))
    }

    /// Evaluates with `atom` giving each atom's value.
    pub fn eval(&self, atom: &dyn Fn(Atom) -> bool) -> bool {
        match self {
            Cond::True => true,
            Cond::Atom(a) => atom(*a),
            Cond::Not(c) => !c.eval(atom),
            Cond::And(a, b) => a.eval(atom) && b.eval(atom),
            Cond::Or(a, b) => a.eval(atom) || b.eval(atom),
        }
    }
}

/// A counter of `s_waitcnt`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Counter {
    Vm,
    Lgkm,
    Vs,
}

/// A cache-policy bit of the access.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Bit {
    Glc,
    Slc,
    Dlc,
    Sc0,
    Sc1,
    Nt,
}

/// A cache-maintenance instruction as the table names it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TableCacheOp {
    Wbinvl1Vol,
    Invl2,
    Wbl2,
    Gl0Inv,
    Gl1Inv,
    /// `buffer_inv` with sc0/sc1.
    Inv(bool, bool),
    /// `buffer_wbl2` with sc0/sc1 (GFX940).
    Wbl2Sc(bool, bool),
}

/// What a step does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StepKind {
    Wait(&'static [(Counter, Cond)]),
    /// The access itself with its conditional cache bits.
    Access(&'static [(Bit, Cond)]),
    Cache(TableCacheOp),
    /// Continue with the row for (`instr`, `ordering`) at the same scope and address space.
    Goto(Instr, Ordering),
}

/// One step of a row, emitted when `guard` holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    pub guard: Cond,
    pub kind: StepKind,
}

/// One table row.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Row {
    /// 1-based data-row number in `table.tsv` (= the seed TSV's).
    pub id: u16,
    pub family: Family,
    pub instr: Instr,
    pub ordering: Ordering,
    /// Scope levels covered; empty means any.
    pub scopes: &'static [ScopeLevel],
    /// Address spaces covered; empty means any (fences: none).
    pub spaces: &'static [Space],
    pub steps: &'static [Step],
    /// The sequence column as written.
    pub text: &'static str,
    /// Decision ids (module doc) that amended this row, empty for seed rows.
    pub decisions: &'static str,
}

/// Parses the table text (header line first). Errors start with `line N:` (1-based line of
/// `text`) so the build script can point at the malformed row.
pub fn parse_table(text: &'static str) -> Result<Vec<Row>, String> {
    text.lines()
        .skip(1)
        .enumerate()
        .map(|(n, line)| parse_row(n as u16 + 1, line).map_err(|e| format!("line {}: {e}", n + 2)))
        .collect()
}

/// Parses data row `id` (1-based).
fn parse_row(id: u16, line: &'static str) -> Result<Row, String> {
    let c: Vec<&'static str> = line.split('\t').collect();
    if c.len() < 8 {
        return Err(format!("row {id}: {} columns", c.len()));
    }
    let family = Family::ALL
        .into_iter()
        .find(|f| f.name() == c[0])
        .ok_or(format!("row {id}: generation {}", c[0]))?;
    let instr = Instr::parse(c[1]).ok_or(format!("row {id}: instr {}", c[1]))?;
    let ordering = ordering_from_name(c[2]).ok_or(format!("row {id}: ordering {}", c[2]))?;
    let scopes = list(c[3], |s| {
        ScopeLevel::ALL.into_iter().find(|l| l.name() == s)
    })
    .ok_or(format!("row {id}: scopes {}", c[3]))?;
    let spaces = list(c[4], |s| Space::ALL.into_iter().find(|l| l.name() == s))
        .ok_or(format!("row {id}: spaces {}", c[4]))?;
    let steps = parse_sequence(c[6]).map_err(|e| format!("row {id}: {e}: {}", c[6]))?;
    Ok(Row {
        id,
        family,
        instr,
        ordering,
        scopes: scopes.leak(),
        spaces: spaces.leak(),
        steps: steps.leak(),
        text: c[6],
        decisions: c.get(8).copied().unwrap_or(""),
    })
}

fn list<T>(s: &str, f: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    if s == "any" || s == "none" {
        return Some(Vec::new());
    }
    s.split(',').map(|x| f(x.trim())).collect()
}

/// Splits at `sep` outside `<>`, `{}`, `()`, `[]`.
fn split_top<'a>(s: &'a str, sep: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let (mut depth, mut start, b) = (0i32, 0, s.as_bytes());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'<' | b'{' | b'(' | b'[' => depth += 1,
            b'>' | b'}' | b')' | b']' => depth -= 1,
            _ if depth == 0 && s[i..].starts_with(sep) => {
                out.push(s[start..i].trim());
                i += sep.len();
                start = i;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(s[start..].trim());
    out
}

/// Parses `if C` / `unless C` into a condition.
fn parse_guard(s: &str) -> Result<Cond, String> {
    let s = s.trim();
    if let Some(c) = s.strip_prefix("if ") {
        parse_cond(c)
    } else if let Some(c) = s.strip_prefix("unless ") {
        Ok(Cond::not(parse_cond(c)?))
    } else {
        Err(format!("guard '{s}'"))
    }
}

/// Parses a condition expression (`or` binds looser than `&`).
pub fn parse_cond(s: &str) -> Result<Cond, String> {
    let s = s.trim();
    let ors = split_top(s, " or ");
    if ors.len() > 1 {
        let mut it = ors.into_iter();
        let mut c = parse_cond(it.next().unwrap())?;
        for x in it {
            c = Cond::or(c, parse_cond(x)?);
        }
        return Ok(c);
    }
    let ands = split_top(s, "&");
    if ands.len() > 1 {
        let mut c = Cond::True;
        for x in ands {
            c = Cond::and(c, parse_cond(x)?);
        }
        return Ok(c);
    }
    if let Some(inner) = s.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
        return parse_cond(inner);
    }
    if let Some(x) = s.strip_prefix("not ").or_else(|| s.strip_prefix('!')) {
        return Ok(Cond::not(parse_cond(x)?));
    }
    let atom = match s {
        "OpenCL" => Atom::OpenCl,
        "TgSplit" => Atom::TgSplit,
        "CU-mode" => Atom::CuMode,
        "GFX10" => Atom::Gfx10,
        "GFX11" => Atom::Gfx11,
        "returns" => Atom::Returns,
        "no-return" => return Ok(Cond::not(Cond::Atom(Atom::Returns))),
        "volatile" => Atom::Volatile,
        "nontemporal" => Atom::NonTemporal,
        "AS!=generic" => Atom::AsNotGeneric,
        "fence-no-lds" => Atom::FenceNoLds,
        "fence-no-global" => Atom::FenceNoGlobal,
        "fence-gds" => Atom::FenceGds,
        _ => return Err(format!("condition atom '{s}'")),
    };
    Ok(Cond::Atom(atom))
}

/// Splits `X{if C}` into (`X`, C).
fn item_cond(s: &str) -> Result<(&str, Cond), String> {
    let s = s.trim();
    match s.find('{') {
        Some(i) if s.ends_with('}') => Ok((s[..i].trim(), parse_guard(&s[i + 1..s.len() - 1])?)),
        _ => Ok((s, Cond::True)),
    }
}

/// Parses `<A if C | B if D>` into (alternative text, condition) pairs.
fn alternatives(s: &str) -> Result<Vec<(&str, Cond)>, String> {
    let inner = &s[1..s.len() - 1];
    split_top(inner, "|")
        .into_iter()
        .map(|alt| {
            let parts = split_top(alt, " if ");
            match parts.as_slice() {
                [x, c] => Ok((*x, parse_cond(c)?)),
                _ => Err(format!("alternative '{alt}'")),
            }
        })
        .collect()
}

fn parse_sequence(s: &str) -> Result<Vec<Step>, String> {
    if s == "none" {
        return Ok(Vec::new());
    }
    let mut steps = Vec::new();
    for part in split_top(s, " ; ") {
        let (guard, body) = if part.starts_with('[') {
            let end = part.find(']').ok_or("unclosed [")?;
            (parse_guard(&part[1..end])?, part[end + 1..].trim())
        } else {
            (Cond::True, part)
        };
        steps.push(Step {
            guard,
            kind: parse_step(body)?,
        });
    }
    Ok(steps)
}

fn parse_step(s: &str) -> Result<StepKind, String> {
    if let Some(r) = s.strip_prefix("@same-as: ").or(s.strip_prefix("@then: ")) {
        let r = r.split(" (").next().unwrap_or(r).split(',').next().unwrap();
        let (instr, ord) = match r {
            "non-atomic load" => (Instr::Load, Ordering::NotAtomic),
            "non-atomic store" => (Instr::Store, Ordering::NotAtomic),
            _ => {
                let (i, o) = r.rsplit_once(' ').ok_or(format!("reference '{r}'"))?;
                let o = ordering_from_name(o).ok_or(format!("reference '{r}'"))?;
                (Instr::parse(i).ok_or(format!("reference '{r}'"))?, o)
            }
        };
        return Ok(StepKind::Goto(instr, ord));
    }
    if let Some(w) = s.strip_prefix("s_waitcnt ") {
        let mut ctrs = Vec::new();
        for term in split_top(w, "&") {
            let (x, c) = item_cond(term)?;
            let alts = if x.starts_with('<') {
                alternatives(x)?
            } else {
                vec![(x, Cond::True)]
            };
            for (a, ac) in alts {
                let (a, ic) = item_cond(a)?;
                let ctr = match a {
                    "vmcnt(0)" => Counter::Vm,
                    "lgkmcnt(0)" => Counter::Lgkm,
                    "vscnt(0)" => Counter::Vs,
                    _ => return Err(format!("counter '{a}'")),
                };
                ctrs.push((ctr, Cond::and(c.clone(), Cond::and(ac, ic))));
            }
        }
        return Ok(StepKind::Wait(ctrs.leak()));
    }
    if s.starts_with('<') {
        // Access alternatives: a bit is set when an alternative naming it is chosen.
        let mut bits: Vec<(Bit, Cond)> = Vec::new();
        for (a, ac) in alternatives(s)? {
            let StepKind::Access(b) = parse_step(a)? else {
                return Err(format!("alternative '{a}' is not an access"));
            };
            for (bit, bc) in b.iter().cloned() {
                bits.push((bit, Cond::and(ac.clone(), bc)));
            }
        }
        return Ok(StepKind::Access(bits.leak()));
    }
    let words = split_top(s, " ");
    let mut words = words.into_iter().filter(|w| !w.is_empty());
    let mn = words.next().ok_or("empty step")?;
    let mut bits = Vec::new();
    for w in words {
        let (x, c) = item_cond(w)?;
        let bit = match x {
            "glc=1" => Bit::Glc,
            "slc=1" => Bit::Slc,
            "dlc=1" => Bit::Dlc,
            "sc0=1" => Bit::Sc0,
            "sc1=1" => Bit::Sc1,
            "nt=1" => Bit::Nt,
            _ => return Err(format!("bit '{x}'")),
        };
        bits.push((bit, c));
    }
    let sc = |b: &[(Bit, Cond)]| {
        (
            b.iter().any(|(x, _)| *x == Bit::Sc0),
            b.iter().any(|(x, _)| *x == Bit::Sc1),
        )
    };
    Ok(match mn {
        "buffer_wbinvl1_vol" => StepKind::Cache(TableCacheOp::Wbinvl1Vol),
        "buffer_invl2" => StepKind::Cache(TableCacheOp::Invl2),
        "buffer_gl0_inv" => StepKind::Cache(TableCacheOp::Gl0Inv),
        "buffer_gl1_inv" => StepKind::Cache(TableCacheOp::Gl1Inv),
        "buffer_wbl2" if bits.is_empty() => StepKind::Cache(TableCacheOp::Wbl2),
        "buffer_wbl2" => {
            let (a, b) = sc(&bits);
            StepKind::Cache(TableCacheOp::Wbl2Sc(a, b))
        }
        "buffer_inv" => {
            let (a, b) = sc(&bits);
            StepKind::Cache(TableCacheOp::Inv(a, b))
        }
        _ if ["load", "store", "atomic"]
            .iter()
            .any(|k| mn.ends_with(&format!("_{k}"))) =>
        {
            StepKind::Access(bits.leak())
        }
        _ => return Err(format!("instruction '{mn}'")),
    })
}

/// Moves a condition to the heap for the `&'static` links of [`Cond`] (see the module doc).
fn leak(c: Cond) -> &'static Cond {
    Box::leak(Box::new(c))
}
