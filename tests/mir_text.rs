//! The MIR text format (`gfxc::mir::text`) over every kernel the compiler compiles: examples,
//! corpus, OpenCL and HIP kernels, on five target modes.
//!
//! * **Round trip.** The MIR after every machine pass (`--print-after`) parses, and printing
//!   the parsed function gives the same text.
//! * **Nothing a pass reads is lost.** The MIR after register allocation, parsed and run
//!   through each post-RA pass with `gfxc::pipeline::run_pass`, prints exactly what the
//!   compiler printed after that pass; and the hazard pass on the parsed final MIR lays out
//!   exactly the kernel's assembly (`--emit asm` lines). A field the printer dropped would
//!   change some pass's output on some kernel.

use gfxc::isa::processors::Target;
use gfxc::pipeline::{compile_kernels, run_pass, CompileOptions, Pass, PassOutput, PASSES};
use std::path::Path;

const MODES: &[(&str, &str)] = &[
    ("gfx600", ""),
    ("gfx803", ""),
    ("gfx90a", ""),
    ("gfx1030", ""),
    ("gfx1100", "+wavefrontsize64"),
];

fn sources() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for (dir, ext) in [
        ("examples", "gir"),
        ("tests/corpus", "ll"),
        ("tests/opencl", "ll"),
        ("tests/kernels", "ll"),
    ] {
        let mut v: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .filter_map(|e| {
                let p = e.ok()?.path();
                (p.extension()? == ext).then(|| p.to_string_lossy().into_owned())
            })
            .collect();
        v.sort();
        out.extend(v);
    }
    out
}

/// `(pass, kernel, text)` of each `; *** after PASS (KERNEL) ***` section of the dumps.
fn sections(dumps: &str) -> Vec<(String, String, String)> {
    let mut out: Vec<(String, String, String)> = Vec::new();
    for line in dumps.split_inclusive('\n') {
        if let Some(h) = line.strip_prefix("; *** after ") {
            let (pass, rest) = h.split_once(" (").unwrap();
            let kernel = rest.split_once(") ***").unwrap().0;
            out.push((pass.into(), kernel.into(), String::new()));
        } else {
            out.last_mut().unwrap().2.push_str(line);
        }
    }
    out
}

#[test]
fn mir_text_round_trips_over_the_corpus() {
    let machine: Vec<Pass> = PASSES.iter().copied().filter(|p| p.is_machine()).collect();
    let post_ra = [
        Pass::IfThen,
        Pass::MemoryLegalizer,
        Pass::Waitcnt,
        Pass::ExecTail,
        Pass::SkipExecz,
    ];
    let mut failures = Vec::new();
    let (mut functions, mut passes_rerun, mut listings) = (0, 0, 0);
    for path in sources() {
        let src = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = gfxc::load_source(gfxc::SourceKind::from_path(&path), &src) else {
            continue;
        };
        for &(cpu, mattr) in MODES {
            let mut target = Target::parse(cpu).unwrap();
            target.apply_mattr(mattr).unwrap();
            let opts = CompileOptions {
                print_after: machine.clone(),
                ..Default::default()
            };
            let Ok(c) = compile_kernels(&m, &target, &opts) else {
                continue; // a clean error (e.g. MFMA off MAI targets): nothing to print
            };
            let at = format!("{path} {cpu}{mattr}");
            let secs = sections(&c.dumps);
            for (pass, kernel, text) in &secs {
                let f = match gfxc::mir::parse_function(text) {
                    Ok(f) => f,
                    Err(d) => {
                        failures.push(format!("{at} after {pass} @{kernel}: {}", d.render("mir")));
                        continue;
                    }
                };
                functions += 1;
                let again = gfxc::mir::print(&f);
                if &again != text {
                    failures.push(format!(
                        "{at} after {pass} @{kernel}: print(parse(text)) differs\n--- printed\n{text}\n--- reprinted\n{again}"
                    ));
                }
            }
            // Re-run the post-RA passes from the parsed MIR after regalloc.
            for (idx, (_, kernel, text)) in secs.iter().filter(|s| s.0 == "regalloc").enumerate() {
                let mut f = gfxc::mir::parse_function(text).unwrap();
                for p in post_ra {
                    let want = secs
                        .iter()
                        .find(|s| s.0 == p.name() && &s.1 == kernel)
                        .map(|s| s.2.clone())
                        .unwrap();
                    f = match run_pass(p, f, &target) {
                        Ok(PassOutput::Mir(g)) => g,
                        other => panic!("{at} @{kernel} {}: {other:?}", p.name()),
                    };
                    passes_rerun += 1;
                    let got = gfxc::mir::print(&f);
                    if got != want {
                        failures.push(format!(
                            "{at} @{kernel}: {} on parsed MIR differs\n--- compiler\n{want}\n--- parsed\n{got}",
                            p.name()
                        ));
                        break;
                    }
                }
                // Device functions (real calls) are laid out inside their kernels' code
                // objects, not listed on their own.
                let Some(k) = c.kernels.iter().find(|k| &k.name == kernel) else {
                    continue;
                };
                if !f.symbols.is_empty() {
                    continue; // the listing has no relocation annotations
                }
                match run_pass(Pass::Emit, f, &target) {
                    Ok(PassOutput::Asm(a)) => {
                        listings += 1;
                        let want = k.asm.replace(&format!(".LBB{idx}_"), ".LBB0_");
                        if a != want {
                            failures.push(format!(
                                "{at} @{kernel}: hazard listing of parsed MIR differs\n--- compiler\n{want}\n--- parsed\n{a}"
                            ));
                        }
                    }
                    other => failures.push(format!("{at} @{kernel}: emit: {other:?}")),
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    // The corpus is large: a loop that silently skipped everything must fail.
    assert!(functions > 5000, "only {functions} functions round-tripped");
    assert!(passes_rerun > 2000, "only {passes_rerun} passes re-run");
    assert!(listings > 400, "only {listings} hazard listings compared");
    eprintln!("{functions} functions, {passes_rerun} passes re-run, {listings} listings");
}

/// SplitMix64, for the mutations below (fixed seeds: the test is deterministic).
fn next(s: &mut u64) -> u64 {
    *s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Malformed MIR never panics the parser: every `.mir` case and a compiled kernel's MIR,
/// mutated 100,000 times (bytes replaced by MIR punctuation or digits, deleted, duplicated,
/// lines swapped or cut), parses to a function or a located error; whatever parses prints,
/// and that text reads back and prints the same (the property of `fuzz/fuzz_targets/mir.rs`).
#[test]
fn malformed_mir_gives_located_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds: Vec<String> = Vec::new();
    let mut dirs = vec![root.join("tests/cases/mir")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mir") {
                seeds.push(std::fs::read_to_string(p).unwrap());
            }
        }
    }
    seeds.sort();
    let src = std::fs::read_to_string(root.join("examples/softmax.gir")).unwrap();
    let m = gfxc::load_module(&src).unwrap();
    for t in ["gfx90a", "gfx1100"] {
        let target = Target::parse(t).unwrap();
        let opts = CompileOptions {
            print_after: vec![Pass::Isel, Pass::Waitcnt],
            ..Default::default()
        };
        seeds.push(compile_kernels(&m, &target, &opts).unwrap().dumps);
    }
    assert!(seeds.len() > 40);
    const BITS: &[u8] = b"%:[]{}(),=&;.@+-#0123456789 \nsvabe_xp\"\\";
    let (mut ok, mut errs) = (0, 0);
    let mut rng = 7u64;
    for k in 0..100_000 {
        let mut b = seeds[k % seeds.len()].clone().into_bytes();
        for _ in 0..1 + next(&mut rng) % 4 {
            if b.is_empty() {
                break;
            }
            let at = (next(&mut rng) % b.len() as u64) as usize;
            match next(&mut rng) % 5 {
                0 => b[at] = BITS[(next(&mut rng) % BITS.len() as u64) as usize],
                1 => {
                    b.remove(at);
                }
                2 => {
                    let end = (at + 1 + (next(&mut rng) % 12) as usize).min(b.len());
                    let piece = b[at..end].to_vec();
                    b.splice(at..at, piece);
                }
                3 => b.truncate(at),
                _ => {
                    let mut lines: Vec<&[u8]> = b.split(|c| *c == b'\n').collect();
                    let n = lines.len() as u64;
                    let (i, j) = ((next(&mut rng) % n) as usize, (next(&mut rng) % n) as usize);
                    lines.swap(i, j);
                    b = lines.join(&b'\n');
                }
            }
        }
        let Ok(text) = String::from_utf8(b) else {
            continue;
        };
        match gfxc::mir::parse(&text) {
            Ok(fs) => {
                ok += 1;
                let p1: String = fs.iter().map(gfxc::mir::print).collect();
                let again = gfxc::mir::parse(&p1)
                    .unwrap_or_else(|d| panic!("{}\n{p1}", d.render("reprint")));
                let p2: String = again.iter().map(gfxc::mir::print).collect();
                assert_eq!(p1, p2, "mutant {k} does not print stably");
            }
            Err(d) => {
                errs += 1;
                assert!(d.loc.is_known(), "mutant {k}: unlocated error {d}");
            }
        }
    }
    // Both outcomes occur: the mutations reach past the first line and not only into errors.
    assert!(ok > 5000 && errs > 25000, "{ok} parsed, {errs} errors");
    eprintln!("{ok} mutants parsed, {errs} located errors");
}
