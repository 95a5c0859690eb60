//! `gfxc fuzz`: differential testing with generated programs (docs/fuzz.md).

use clap::Args;
use gfxc::fuzz::{check_program, check_program_llc, generate, parse_targets, Outcome};
use std::path::PathBuf;

#[derive(Args)]
pub struct FuzzArgs {
    /// Seeds to run: `A..B` (B excluded) or one seed `A`.
    #[arg(long)]
    seeds: String,
    /// Comma-separated target modes, e.g. `gfx900,gfx1100,gfx1100+wavefrontsize64`.
    #[arg(long, required_unless_present = "coverage")]
    targets: Option<String>,
    /// Where failing programs are saved (one `seed-N.gir` + `seed-N.launch.json` each).
    #[arg(long, default_value = "fuzz-failures")]
    out: PathBuf,
    /// Do not shrink failing programs (shrinking reruns a program hundreds of times).
    #[arg(long)]
    no_shrink: bool,
    /// Also print a line per program that passes.
    #[arg(long)]
    verbose: bool,
    /// Third engine: also export each program with `emit-llvm`, compile it with llc-19 and
    /// ld.lld-19 for every target and run that object on the simulator (requires llc-19).
    #[arg(long)]
    llc: bool,
    /// Print how often each operation (with its type suffix) and each type occurs in the
    /// generated programs; without `--targets` the programs are only generated.
    #[arg(long)]
    coverage: bool,
}

fn parse_seeds(s: &str) -> Result<(u64, u64), String> {
    let num = |x: &str| {
        x.trim()
            .parse::<u64>()
            .map_err(|e| format!("--seeds: `{x}`: {e}"))
    };
    match s.split_once("..") {
        Some((a, b)) => {
            let (a, b) = (num(a)?, num(b)?);
            if b < a {
                return Err(format!("--seeds: empty range {s}"));
            }
            Ok((a, b))
        }
        None => {
            let a = num(s)?;
            Ok((a, a.saturating_add(1)))
        }
    }
}

pub fn fuzz(a: &FuzzArgs) -> u8 {
    let (lo, hi) = match parse_seeds(&a.seeds) {
        Ok(r) => r,
        Err(e) => return crate::usage_error(&e),
    };
    if a.targets.is_none() {
        return coverage_only(lo, hi);
    }
    let targets = match parse_targets(a.targets.as_deref().unwrap_or_default()) {
        Ok(t) => t,
        Err(e) => return crate::usage_error(&format!("--targets: {e}")),
    };
    if a.llc && !gfxc::fuzz::llc_available() {
        return crate::usage_error("--llc: llc-19 and ld.lld-19 must be installed");
    }
    let scratch = std::env::temp_dir().join(format!("gfxc-fuzz-llc-{}", std::process::id()));
    let (mut programs, mut mismatches, mut unsupported) = (0u64, 0u64, 0u64);
    let (mut llc_unsupported, mut llc_failures) = (0u64, 0u64);
    let mut tally = Tally::default();
    for seed in lo..hi {
        let p = generate(seed);
        programs += 1;
        if a.coverage {
            tally.add(&p.text);
        }
        let outcomes = check_program(&p, &targets);
        let mut failed = Vec::new();
        for (t, o) in targets.iter().zip(&outcomes) {
            match o {
                Outcome::Match => {}
                Outcome::Unsupported(m) => {
                    unsupported += 1;
                    if a.verbose {
                        println!("seed {seed} target {}: refused: {}", t.label, m.trim_end());
                    }
                }
                Outcome::Failure(m) => {
                    println!("seed {seed} target {}: {}", t.label, m.trim_end());
                    failed.push(t.clone());
                }
            }
        }
        let mut llc_failed = false;
        if a.llc {
            for (t, o) in targets
                .iter()
                .zip(check_program_llc(&p, &targets, &scratch))
            {
                match o {
                    Outcome::Match => {}
                    Outcome::Unsupported(_) => llc_unsupported += 1,
                    Outcome::Failure(m) => {
                        println!("seed {seed} target {} (llc-19): {}", t.label, m.trim_end());
                        llc_failures += 1;
                        llc_failed = true;
                    }
                }
            }
        }
        if failed.is_empty() && llc_failed {
            mismatches += 1;
            if let Err(e) = save(&a.out, &p, &targets) {
                eprintln!(
                    "gfxc: error: cannot save seed {seed} to {}: {e}",
                    a.out.display()
                );
            }
            continue;
        }
        if failed.is_empty() {
            if a.verbose {
                println!("seed {seed}: ok");
            }
            continue;
        }
        mismatches += 1;
        if !a.no_shrink {
            let small = gfxc::fuzz::shrink(&p, &failed[0]);
            if let Err(e) = save_shrunk(&a.out, &small, &failed[0].label) {
                eprintln!(
                    "gfxc: error: cannot save seed {seed} to {}: {e}",
                    a.out.display()
                );
            }
        }
        if let Err(e) = save(&a.out, &p, &failed) {
            eprintln!(
                "gfxc: error: cannot save seed {seed} to {}: {e}",
                a.out.display()
            );
        }
    }
    if unsupported > 0 {
        println!("({unsupported} compiles refused cleanly as unsupported)");
    }
    if a.llc {
        println!(
            "(llc-19 engine: {llc_failures} failing target runs, {llc_unsupported} not run: llc-19 crashed or the simulator lacks an instruction of its object)"
        );
        let _ = std::fs::remove_dir_all(&scratch);
    }
    if a.coverage {
        tally.print();
    }
    println!("{programs} programs, {mismatches} mismatches");
    u8::from(mismatches > 0)
}

/// `--coverage` without `--targets`: generate only, print the tally.
fn coverage_only(lo: u64, hi: u64) -> u8 {
    let mut tally = Tally::default();
    for seed in lo..hi {
        tally.add(&generate(seed).text);
    }
    tally.print();
    println!("{} programs generated", hi - lo);
    0
}

/// Occurrences of each operation (`opcode.type` as written) and of each type.
#[derive(Default)]
struct Tally {
    ops: std::collections::BTreeMap<String, u64>,
    types: std::collections::BTreeMap<String, u64>,
}

impl Tally {
    fn add(&mut self, text: &str) {
        for l in text.lines() {
            let l = l.trim();
            if l.is_empty()
                || l.starts_with("block")
                || l.starts_with(';')
                || l.starts_with('}')
                || l.starts_with("global ")
            {
                continue;
            }
            let rhs = l.split_once(" = ").map_or(l, |x| x.1);
            let Some(op) = rhs.split_whitespace().next() else {
                continue;
            };
            if op == "kernel" || op == "global" {
                continue;
            }
            // Device functions: counted as `function`, `function noinline`; calls as `call`,
            // recursive ones (the generator's `@rec`) also as `call recursive`.
            if op == "function" && l.contains(" noinline {") {
                *self.ops.entry("function noinline".into()).or_default() += 1;
            }
            if op == "call" && l.contains("call @rec(") {
                *self.ops.entry("call recursive".into()).or_default() += 1;
            }
            // An intrinsic is counted with its name.
            let name = match rhs.split('"').nth(1) {
                Some(n) if op.starts_with("intrinsic") => format!("{op} {n}"),
                _ => op.to_string(),
            };
            *self.ops.entry(name).or_default() += 1;
            if let Some((_, ty)) = op.split_once('.') {
                *self.types.entry(ty.to_string()).or_default() += 1;
            }
        }
    }
    fn print(&self) {
        println!("coverage: {} distinct operations", self.ops.len());
        for (k, v) in &self.ops {
            println!("  op {k} {v}");
        }
        println!("coverage: {} distinct types", self.types.len());
        for (k, v) in &self.types {
            println!("  type {k} {v}");
        }
    }
}

/// Saves the program, its launch spec and the command lines that reproduce the failure.
fn save(
    dir: &std::path::Path,
    p: &gfxc::fuzz::Program,
    failed: &[gfxc::fuzz::FuzzTarget],
) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let stem = dir.join(format!("seed-{}", p.seed));
    let gir = stem.with_extension("gir");
    let launch = stem.with_extension("launch.json");
    std::fs::write(&gir, &p.text)?;
    std::fs::write(&launch, &p.launch)?;
    let mut repro = format!(
        "# gfxc fuzz failure, seed {}\ngfxc fuzz --seeds {} --targets {}\n",
        p.seed,
        p.seed,
        failed
            .iter()
            .map(|t| t.label.as_str())
            .collect::<Vec<_>>()
            .join(",")
    );
    for ft in failed {
        let t = &ft.label;
        let ws = ft.target.wave_size();
        let (cpu, mattr) = match t.find(['+', '-']) {
            Some(i) => (&t[..i], format!(" --mattr={}", &t[i..])),
            None => (t.as_str(), String::new()),
        };
        repro.push_str(&format!(
            "gfxc run {g} --launch {l} --wave-size {ws} --bits > interp-w{ws}.json\n\
             gfxc run {g} --launch {l} --mcpu {cpu}{mattr} --bits > sim-{t}.json\n",
            g = gir.display(),
            l = launch.display()
        ));
    }
    std::fs::write(stem.with_extension("repro.sh"), repro)
}

/// Saves the shrunk reproducer of the first failing target next to the full program.
fn save_shrunk(
    dir: &std::path::Path,
    p: &gfxc::fuzz::Program,
    target: &str,
) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(format!("seed-{}.shrunk.gir", p.seed));
    let text = format!(
        "; gfxc fuzz seed {}, shrunk; still fails on {target} with seed-{}.launch.json\n{}",
        p.seed, p.seed, p.text
    );
    std::fs::write(path, text)
}
