//! The MIR text format (`gfxc_isel::mir::text`) over every kernel the compiler compiles: examples,
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
                let f = match gfxc_isel::mir::parse_function(text) {
                    Ok(f) => f,
                    Err(d) => {
                        failures.push(format!("{at} after {pass} @{kernel}: {}", d.render("mir")));
                        continue;
                    }
                };
                functions += 1;
                let again = gfxc_isel::mir::print(&f);
                if &again != text {
                    failures.push(format!(
                        "{at} after {pass} @{kernel}: print(parse(text)) differs\n--- printed\n{text}\n--- reprinted\n{again}"
                    ));
                }
            }
            // Re-run the post-RA passes from the parsed MIR after regalloc.
            for (idx, (_, kernel, text)) in secs.iter().filter(|s| s.0 == "regalloc").enumerate() {
                let mut f = gfxc_isel::mir::parse_function(text).unwrap();
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
                    let got = gfxc_isel::mir::print(&f);
                    if got != want {
                        failures.push(format!(
                            "{at} @{kernel}: {} on parsed MIR differs\n--- compiler\n{want}\n--- parsed\n{got}",
                            p.name()
                        ));
                        break;
                    }
                }
                let k = &c.kernels[idx];
                assert_eq!(&k.name, kernel);
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
