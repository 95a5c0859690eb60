//! The compiler's pass matrix: every example (`examples/*.gir`) and corpus kernel
//! (`tests/corpus/*.ll`) compiled for every target; where the simulator covers the target, the
//! object runs in strict mode on every launch spec and must give the interpreter's expected
//! result exactly (`*.expected.json`, tolerances as the spec states).
//!
//! Cells: `S` simulated and correct, `C` compiled (target not simulated), `-` not compiled yet
//! (a clean "not supported" error), `X` compiled but wrong or rejected by the simulator (always
//! a failure). The matrix is printed and written to `target/compile_matrix.txt`; the cells in
//! [`MUST_PASS`] must stay `S`.

use gfxc::isa::processors::Target;
use std::fmt::Write;
use std::path::Path;

const TARGETS: &[(&str, &str)] = &[
    ("gfx600", ""),
    ("gfx700", ""),
    ("gfx803", ""),
    ("gfx900", ""),
    ("gfx908", ""),
    ("gfx90a", ""),
    ("gfx942", ""),
    ("gfx1010", ""),
    ("gfx1010", "+wavefrontsize64"),
    ("gfx1030", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
];

const SIMULATED: &[&str] = &["gfx900", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"];

/// (kernel, target label) cells that must simulate correctly.
const MUST_PASS: &[(&str, &str)] = &[
    ("saxpy", "gfx900"),
    ("saxpy", "gfx1100"),
    ("saxpy", "gfx1100w64"),
    ("saxpy", "gfx90a"),
    ("daxpy", "gfx900"),
    ("daxpy", "gfx1100"),
    ("divergent_ifelse", "gfx900"),
    ("divergent_ifelse", "gfx1100"),
    ("divergent_ifelse", "gfx1030w64"),
    ("divergent_loop", "gfx900"),
    ("divergent_loop", "gfx1100"),
    ("grid_stride", "gfx900"),
    ("grid_stride", "gfx1100"),
    ("grid_stride", "gfx942"),
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// (kernel name, source path, launch specs with their expected results).
fn kernels() -> Vec<(String, String, Vec<(String, String)>)> {
    let mut out = Vec::new();
    for (dir, ext) in [("examples", "gir"), ("tests/corpus", "ll")] {
        let d = root().join(dir);
        let mut names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .filter_map(|e| {
                let p = e.ok()?.path();
                (p.extension()? == ext).then(|| p.file_stem()?.to_str().map(String::from))?
            })
            .collect();
        names.sort();
        for n in names {
            let mut specs = Vec::new();
            for suffix in ["", ".2", ".3", ".4"] {
                let l = d.join(format!("{n}{suffix}.launch.json"));
                let e = d.join(format!("{n}{suffix}.expected.json"));
                if l.exists() && e.exists() {
                    specs.push((
                        std::fs::read_to_string(l).unwrap(),
                        std::fs::read_to_string(e).unwrap(),
                    ));
                }
            }
            let src = d.join(format!("{n}.{ext}")).to_string_lossy().into_owned();
            let name = if ext == "ll" { format!("{n}.ll") } else { n };
            out.push((name, src, specs));
        }
    }
    out
}

fn label(cpu: &str, mattr: &str) -> String {
    if mattr.is_empty() {
        cpu.to_string()
    } else {
        format!("{cpu}w64")
    }
}

/// Compile and (where possible) simulate one cell.
fn cell(path: &str, specs: &[(String, String)], cpu: &str, mattr: &str) -> (char, String) {
    let src = std::fs::read_to_string(path).unwrap();
    let module = match gfxc::load_source(gfxc::SourceKind::from_path(path), &src) {
        Ok(m) => m,
        Err(d) => return ('-', d.render(path)),
    };
    let mut target = Target::parse(cpu).unwrap();
    target.apply_mattr(mattr).unwrap();
    let obj = match gfxc::compile_module(&module, &target) {
        Ok(o) => o,
        Err(d) => return ('-', d.render(path)),
    };
    if !SIMULATED.contains(&cpu) || specs.is_empty() {
        return ('C', String::new());
    }
    for (launch, expected) in specs {
        let spec = gfxc_ir::launch::LaunchSpec::parse(launch).unwrap();
        let exp = gfxc_ir::launch::Expected::parse(expected).unwrap();
        let opts = gfxc_sim::SimOptions {
            max_wave_instructions: 20_000_000,
            ..Default::default()
        };
        match gfxc_sim::simulate(&obj, &spec, &opts) {
            Ok((res, _)) => {
                if let Err(e) = exp.compare(&res) {
                    return ('X', format!("wrong result: {e}"));
                }
            }
            Err(e) => {
                let msg = e.to_string();
                if msg.contains("unsupported") {
                    return ('C', msg);
                }
                return ('X', format!("simulator: {msg}"));
            }
        }
    }
    ('S', String::new())
}

#[test]
fn compile_pass_matrix() {
    let ks = kernels();
    let mut text = String::new();
    let labels: Vec<String> = TARGETS.iter().map(|(c, m)| label(c, m)).collect();
    let _ = write!(text, "{:<20}", "kernel");
    for l in &labels {
        let _ = write!(text, " {l:>10}");
    }
    text.push('\n');
    let mut failures = Vec::new();
    let mut results = std::collections::HashMap::new();
    let mut notes = String::new();
    let mut other = String::new();
    // Compile and simulate every cell on its own thread (one per kernel).
    let rows: Vec<Vec<(char, String)>> = std::thread::scope(|sc| {
        let hs: Vec<_> = ks
            .iter()
            .map(|(_, path, specs)| {
                sc.spawn(move || {
                    TARGETS
                        .iter()
                        .map(|(cpu, mattr)| cell(path, specs, cpu, mattr))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for ((name, _, _), row) in ks.iter().zip(&rows) {
        let _ = write!(text, "{name:<20}");
        for (k, (c, msg)) in row.iter().enumerate() {
            let c = *c;
            let _ = write!(text, " {c:>10}");
            results.insert((name.clone(), labels[k].clone()), c);
            if c == 'X' {
                failures.push(format!("{name} on {}: {msg}", labels[k]));
            }
            if labels[k] == "gfx900" && c == '-' {
                let first = msg.lines().next().unwrap_or("").to_string();
                let _ = writeln!(notes, "  {name}: {first}");
            }
            if c == '-' && labels[k] != "gfx900" && !msg.is_empty() {
                let first = msg.lines().next().unwrap_or("").to_string();
                let _ = writeln!(other, "  {name} {}: {first}", labels[k]);
            }
        }
        text.push('\n');
    }
    text.push_str("\nnot compiled on gfx900 because:\n");
    text.push_str(&notes);
    text.push_str("\nnot compiled elsewhere:\n");
    text.push_str(&other);
    println!("{text}");
    let dir = std::env::var("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| root().join("target"));
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(dir.join("compile_matrix.txt"), &text);
    for (k, t) in MUST_PASS {
        let c = results.get(&(k.to_string(), t.to_string())).copied();
        if c != Some('S') {
            failures.push(format!("{k} on {t} must simulate correctly, got {c:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
