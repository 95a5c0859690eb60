//! The differential check of one generated program: the interpreter's buffers against the
//! simulator's for the compiled code object of each target, compared bit for bit.

use super::Program;
use gfxc_ir::launch::{LaunchResult, LaunchSpec};
use gfxc_isa::Target;

/// A target mode to compile for: the processor name and `--mattr` features (`""` for none),
/// and its label as the command line names it (`gfx1100` or `gfx1100+wavefrontsize64`).
#[derive(Clone, Debug)]
pub struct FuzzTarget {
    pub label: String,
    pub target: Target,
}

/// Parses `gfx900,gfx1100+wavefrontsize64,...` (a feature list after the first `+` or `-`
/// is `--mattr`).
pub fn parse_targets(list: &str) -> Result<Vec<FuzzTarget>, String> {
    let mut out = Vec::new();
    for label in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (cpu, mattr) = match label.find(['+', '-']) {
            Some(i) => (&label[..i], Some(&label[i..])),
            None => (label, None),
        };
        let mut target = Target::parse(cpu).map_err(|e| format!("{label}: {e}"))?;
        if let Some(m) = mattr {
            target.apply_mattr(m).map_err(|e| format!("{label}: {e}"))?;
        }
        out.push(FuzzTarget {
            label: label.to_string(),
            target,
        });
    }
    if out.is_empty() {
        return Err("no targets given".into());
    }
    Ok(out)
}

/// What happened to one program on one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Same buffers, bit for bit.
    Match,
    /// The compiler refused the program cleanly (`unsupported` / `not supported yet`).
    Unsupported(String),
    /// Something is wrong: a different result, a compile error that is not a clean
    /// "unsupported", a simulator error, or the interpreter refusing a generated program (a
    /// generator bug). The text names the first difference.
    Failure(String),
}

/// Step budget for both engines: generated programs run a few thousand wave instructions.
pub(super) const MAX_STEPS: u64 = 2_000_000;

pub(super) fn is_clean_unsupported(msg: &str) -> bool {
    (msg.contains("unsupported") || msg.contains("not supported yet")) && !msg.contains("internal")
}

/// The generated program's module and launch spec; an error says which of the two is broken
/// (a generator bug, reported as a failure on every target).
pub fn load_program(p: &Program) -> Result<(gfxc_ir::Module, LaunchSpec), String> {
    let module = crate::load_module(&p.text).map_err(|d| {
        format!(
            "generated program does not verify: {}",
            d.render("fuzz.gir")
        )
    })?;
    let spec = LaunchSpec::parse(&p.launch)
        .map_err(|e| format!("generated launch spec is invalid: {e}"))?;
    Ok((module, spec))
}

/// Runs `p` on the interpreter and on the simulator for each target; one outcome per target.
pub fn check_program(p: &Program, targets: &[FuzzTarget]) -> Vec<Outcome> {
    let fail_all = |m: String| vec![Outcome::Failure(m); targets.len()];
    let (module, spec) = match load_program(p) {
        Ok(x) => x,
        Err(m) => return fail_all(m),
    };
    // The interpreter's result depends on the wave size (ballot, readfirstlane): run it once
    // per wave size needed.
    let mut reference: [Option<Result<LaunchResult, String>>; 2] = [None, None];
    let mut out = Vec::new();
    for t in targets {
        let ws = t.target.wave_size();
        let want = match interpret(&module, &spec, ws, &mut reference) {
            Ok(w) => w,
            Err(e) => {
                out.push(Outcome::Failure(format!("interpreter (wave{ws}): {e}")));
                continue;
            }
        };
        let code = match crate::compile_module(&module, &t.target) {
            Ok(c) => c,
            Err(d) => {
                let m = d.render("fuzz.gir");
                out.push(if is_clean_unsupported(&m) {
                    Outcome::Unsupported(m)
                } else {
                    Outcome::Failure(format!("compile error: {m}"))
                });
                continue;
            }
        };
        let opts = gfxc_sim::SimOptions {
            max_wave_instructions: MAX_STEPS,
            ..Default::default()
        };
        let got = match gfxc_sim::simulate(&code, &spec, &opts) {
            Ok((g, _)) => g,
            Err(e) => {
                out.push(Outcome::Failure(format!("simulator: {e}")));
                continue;
            }
        };
        out.push(match first_difference(want, &got) {
            None => Outcome::Match,
            Some(d) => Outcome::Failure(d),
        });
    }
    out
}

/// The interpreter's result for wave size `ws`, computed once per wave size into `cache`
/// (it depends on the wave size: ballot, readfirstlane).
pub(super) fn interpret<'c>(
    module: &gfxc_ir::Module,
    spec: &LaunchSpec,
    ws: u32,
    cache: &'c mut [Option<Result<LaunchResult, String>>; 2],
) -> Result<&'c LaunchResult, String> {
    let r = cache[usize::from(ws == 64)].get_or_insert_with(|| {
        let opts = gfxc_ir::interp::InterpOptions {
            wave_size: ws,
            step_limit: MAX_STEPS,
            ..Default::default()
        };
        gfxc_ir::interp::run(module, spec, &opts).map_err(|e| e.render("fuzz.gir"))
    });
    r.as_ref().map_err(|e| e.clone())
}

/// The first element where two results differ, described.
pub(super) fn first_difference(want: &LaunchResult, got: &LaunchResult) -> Option<String> {
    for w in &want.buffers {
        let Some(g) = got.buffer(&w.name) else {
            return Some(format!(
                "buffer {} missing from the simulator's result",
                w.name
            ));
        };
        if g.bytes == w.bytes {
            continue;
        }
        let n = w.len().min(g.len());
        let mut count = 0;
        let mut first = None;
        for i in 0..n {
            if w.bits(i) != g.bits(i) {
                count += 1;
                first.get_or_insert(i);
            }
        }
        let i = first.unwrap_or(n);
        return Some(format!(
            "{}[{i}]: interpreter 0x{:08x}, simulator 0x{:08x} ({count} of {n} elements differ)",
            w.name,
            if i < w.len() { w.bits(i) } else { 0 },
            if i < g.len() { g.bits(i) } else { 0 },
        ));
    }
    None
}

/// Whether `p` still fails on `t` in a way worth keeping: the interpreter runs it (so the
/// reduced program is still free of undefined behaviour) and the compile or the simulated
/// result differs.
fn still_fails(p: &Program, t: &FuzzTarget) -> bool {
    let Ok(module) = crate::load_module(&p.text) else {
        return false;
    };
    let Ok(spec) = LaunchSpec::parse(&p.launch) else {
        return false;
    };
    let opts = gfxc_ir::interp::InterpOptions {
        wave_size: t.target.wave_size(),
        step_limit: MAX_STEPS,
        ..Default::default()
    };
    if gfxc_ir::interp::run(&module, &spec, &opts).is_err() {
        return false;
    }
    matches!(
        check_program(p, std::slice::from_ref(t)).as_slice(),
        [Outcome::Failure(_)]
    )
}

/// The type a replacement constant for the definition `vN = OP.T ...` must have, when it is
/// a scalar (pointers and untyped results are kept).
fn def_type(rhs: &str) -> Option<&str> {
    let op = rhs.split_whitespace().next()?;
    let (name, ty) = op.split_once('.')?;
    if name == "icmp" || name == "fcmp" {
        return Some("i1");
    }
    ["i1", "i8", "i16", "i32", "i64", "f16", "f32", "f64"]
        .into_iter()
        .find(|t| *t == ty)
}

/// The `vN` names in `s`.
fn value_names(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start_ok = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if b[i] == b'v' && start_ok && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
            let mut j = i + 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            out.push(&s[i..j]);
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// What a reduction of the program text must leave alone to keep the generator's rules (no
/// data race, no other undefined behaviour the interpreter does not report): the values an
/// address depends on (replacing `gid * 8` by 0 makes every work-item store to `out[0]`, a
/// race), `barrier`s (LDS is exchanged between them), and stores into `alloca`s (their slots
/// are read later: uninitialised private memory).
#[derive(Debug, Default)]
pub struct ShrinkGuard {
    /// Values (`fn/vN`) that flow into an address: never replaced by a constant.
    pub address_values: std::collections::HashSet<String>,
    /// Lines (0-based) never deleted.
    pub keep_lines: std::collections::HashSet<usize>,
}

impl ShrinkGuard {
    /// Analyses `text` (gfxc IR as the generator and the shrinker write it: one instruction
    /// per line, value names unique within a function).
    pub fn new(text: &str) -> ShrinkGuard {
        use std::collections::{HashMap, HashSet};
        let mut func = String::new();
        // value -> the values it is computed from (operands; for a block or function
        // parameter, every argument passed to it).
        let mut deps: HashMap<String, Vec<String>> = HashMap::new();
        let mut fparams: HashMap<String, Vec<String>> = HashMap::new();
        let mut bparams: HashMap<(String, String), Vec<String>> = HashMap::new();
        let mut roots: Vec<String> = Vec::new();
        let mut alloca_stores: Vec<(usize, String)> = Vec::new();
        let mut keep = HashSet::new();
        let key = |f: &str, v: &str| format!("{f}/{v}");
        let lines: Vec<&str> = text.lines().collect();
        // Pass 1: parameters.
        for l in &lines {
            let t = l.trim();
            if t.starts_with("function @") || t.starts_with("kernel @") {
                let name = t
                    .split('@')
                    .nth(1)
                    .unwrap_or("")
                    .split('(')
                    .next()
                    .unwrap_or("");
                func = name.to_string();
                let inner = t.split_once('(').map_or("", |x| x.1);
                let inner = inner.split(')').next().unwrap_or("");
                fparams.insert(
                    func.clone(),
                    value_names(inner).iter().map(|v| key(&func, v)).collect(),
                );
            } else if t.starts_with("block") && t.ends_with(':') {
                if let Some((b, rest)) = t.split_once('(') {
                    bparams.insert(
                        (func.clone(), b.to_string()),
                        value_names(rest).iter().map(|v| key(&func, v)).collect(),
                    );
                }
            }
        }
        // Pass 2: dependencies, addresses.
        for (n, l) in lines.iter().enumerate() {
            let t = l.trim();
            if t.starts_with("function @") || t.starts_with("kernel @") {
                func = t
                    .split('@')
                    .nth(1)
                    .unwrap_or("")
                    .split('(')
                    .next()
                    .unwrap_or("")
                    .into();
                continue;
            }
            if !l.starts_with("    ") {
                continue;
            }
            if t == "barrier" {
                keep.insert(n);
            }
            let (lhs, rhs) = t.split_once(" = ").unwrap_or(("", t));
            let ops: Vec<String> = value_names(rhs).iter().map(|v| key(&func, v)).collect();
            for d in value_names(lhs) {
                deps.insert(key(&func, d), ops.clone());
            }
            let op = rhs.split_whitespace().next().unwrap_or("");
            let opname = op.split('.').next().unwrap_or("");
            // The address operand of each memory access.
            let addr = match opname {
                "load" | "atomic_rmw" | "cmpxchg" => ops.first().cloned(),
                "store" => ops.get(1).cloned(),
                "ptradd" => {
                    roots.extend(ops.iter().cloned());
                    None
                }
                _ => None,
            };
            if opname == "store" {
                if let Some(a) = &addr {
                    alloca_stores.push((n, a.clone()));
                }
            }
            if let Some(a) = addr {
                roots.push(a);
            }
            if opname == "call" {
                let callee = rhs
                    .split('@')
                    .nth(1)
                    .unwrap_or("")
                    .split('(')
                    .next()
                    .unwrap_or("");
                if let Some(ps) = fparams.get(callee) {
                    for (p, a) in ps.iter().zip(&ops) {
                        deps.entry(p.clone()).or_default().push(a.clone());
                    }
                }
            }
            // Arguments passed to block parameters.
            for part in rhs.split("block").skip(1) {
                let b = format!(
                    "block{}",
                    part.chars()
                        .take_while(|c| c.is_ascii_digit())
                        .collect::<String>()
                );
                let rest = &part[b.len() - 5..];
                if !rest.starts_with('(') {
                    continue;
                }
                let args = value_names(rest.split(')').next().unwrap_or(""));
                if let Some(ps) = bparams.get(&(func.clone(), b)) {
                    for (p, a) in ps.iter().zip(args) {
                        deps.entry(p.clone()).or_default().push(key(&func, a));
                    }
                }
            }
        }
        // The closure of the address roots.
        let mut seen: HashSet<String> = HashSet::new();
        let mut stack = roots;
        while let Some(v) = stack.pop() {
            if seen.insert(v.clone()) {
                if let Some(ds) = deps.get(&v) {
                    stack.extend(ds.iter().cloned());
                }
            }
        }
        // Stores whose address comes from an `alloca`.
        let allocas: HashSet<String> = lines
            .iter()
            .scan(String::new(), |f, l| {
                let t = l.trim();
                if t.starts_with("function @") || t.starts_with("kernel @") {
                    *f = t
                        .split('@')
                        .nth(1)
                        .unwrap_or("")
                        .split('(')
                        .next()
                        .unwrap_or("")
                        .into();
                }
                Some(match t.split_once(" = ") {
                    Some((lhs, rhs)) if rhs.starts_with("alloca") => Some(key(f, lhs)),
                    _ => None,
                })
            })
            .flatten()
            .collect();
        for (n, a) in alloca_stores {
            let mut seen2: HashSet<String> = HashSet::new();
            let mut st = vec![a];
            while let Some(v) = st.pop() {
                if allocas.contains(&v) {
                    keep.insert(n);
                    break;
                }
                if seen2.insert(v.clone()) {
                    if let Some(ds) = deps.get(&v) {
                        st.extend(ds.iter().cloned());
                    }
                }
            }
        }
        ShrinkGuard {
            address_values: seen,
            keep_lines: keep,
        }
    }

    /// Whether line `n` (`line` its text) may be deleted (`replacement` = None) or replaced.
    pub fn allows(&self, text: &str, n: usize, replacement: Option<&str>) -> bool {
        let Some(line) = text.lines().nth(n) else {
            return false;
        };
        if replacement.is_none() && self.keep_lines.contains(&n) {
            return false;
        }
        // The function the line is in.
        let func = text
            .lines()
            .take(n + 1)
            .filter(|l| l.starts_with("function @") || l.starts_with("kernel @"))
            .last()
            .and_then(|l| l.split('@').nth(1))
            .and_then(|l| l.split('(').next())
            .unwrap_or("");
        let lhs = line.trim().split_once(" = ").map_or("", |x| x.0);
        !value_names(lhs)
            .iter()
            .any(|v| self.address_values.contains(&format!("{func}/{v}")))
    }
}

/// Shrinks a failing program: replaces definitions by constants (zero) and deletes
/// instructions while the failure on `t` persists (a greedy one-line-at-a-time reduction).
/// Steps that would break the generator's rules ([`ShrinkGuard`]: a race, reading
/// uninitialised private memory) are not tried: the reduced program still fails for the
/// reason the original did.
pub fn shrink(p: &Program, t: &FuzzTarget) -> Program {
    let mut best = p.clone();
    if !still_fails(&best, t) {
        return best;
    }
    for _round in 0..3 {
        let mut progress = false;
        let mut i = 0;
        loop {
            let lines: Vec<&str> = best.text.lines().collect();
            if i >= lines.len() {
                break;
            }
            let line = lines[i].trim();
            let mut tries = Vec::new();
            let is_term = ["jump", "brif", "switch", "return", "unreachable"]
                .iter()
                .any(|k| line.starts_with(k));
            let is_inst = lines[i].starts_with("    ");
            if is_inst && !is_term {
                tries.push(None);
                if let Some((lhs, rhs)) = line.split_once(" = ") {
                    if let Some(ty) = def_type(rhs) {
                        let k = if ty.starts_with('f') {
                            "fconst"
                        } else {
                            "iconst"
                        };
                        let z = if ty.starts_with('f') { "0.0" } else { "0" };
                        let new = format!("{lhs} = {k}.{ty} {z}");
                        if new != line {
                            tries.push(Some(format!("    {new}")));
                        }
                    }
                }
            }
            let mut done = false;
            let guard = ShrinkGuard::new(&best.text);
            tries.retain(|tr| guard.allows(&best.text, i, tr.as_deref()));
            for tr in tries {
                let mut ls: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
                match &tr {
                    None => {
                        ls.remove(i);
                    }
                    Some(n) => ls[i] = n.clone(),
                }
                let cand = Program {
                    text: ls.join("\n") + "\n",
                    ..best.clone()
                };
                if still_fails(&cand, t) {
                    best = cand;
                    progress = true;
                    done = tr.is_none();
                    break;
                }
            }
            if !done {
                i += 1;
            }
        }
        if !progress {
            break;
        }
    }
    best
}
