//! The big equivalence test: every example and every corpus kernel, every launch, wave64 and
//! wave32: interpreting the lowered module gives the original's buffers, bit for bit.

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::LaunchSpec;
use gfxc_ir::text::parse_module;
use gfxc_ir::Module;
use gfxc_isa::Target;
use gfxc_lower::cfg::CfgFacts;
use gfxc_lower::legalize::check_legal;
use gfxc_lower::pipeline::lower_module;
use gfxc_lower::structurize::{check_structured, check_structured_with};
use gfxc_lower::uniformity::{analyze, analyze_with};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Launch specs of `dir/NAME`: `NAME.launch.json`, `NAME.2.launch.json`, ...
fn launches(dir: &Path, name: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let f = p.file_name().unwrap().to_string_lossy().to_string();
            f.ends_with(".launch.json")
                && (f == format!("{name}.launch.json")
                    || (f.starts_with(&format!("{name}."))
                        && f[name.len() + 1..]
                            .trim_end_matches(".launch.json")
                            .parse::<u32>()
                            .is_ok()))
        })
        .collect();
    v.sort();
    v
}

/// Targets the equivalence is checked for: without (GFX7) and with (GFX9) 16-bit arithmetic.
const TARGETS: [&str; 2] = ["gfx700", "gfx900"];

/// Number of launches compared; `None` if the original does not run on the interpreter.
fn check_equivalent(what: &str, m: &Module, dir: &Path, name: &str) -> Option<usize> {
    let mut n = 0;
    for t in TARGETS {
        n += check_equivalent_for(what, m, dir, name, t)?;
    }
    Some(n)
}

fn check_equivalent_for(
    what: &str,
    m: &Module,
    dir: &Path,
    name: &str,
    target: &str,
) -> Option<usize> {
    let target = Target::parse(target).unwrap();
    let lowered = lower_module(m, &target).unwrap_or_else(|e| panic!("{what}: {}", e.render(what)));
    let what = &format!("{what} ({target})");
    for f in lowered.module.functions.values() {
        let u = analyze(f);
        check_structured(f, &u).unwrap_or_else(|e| panic!("{what}: {e}"));
        // The uniformity the pipeline kept (reused from the structurizer or recomputed with
        // the control-flow facts it carried along) is that of the function it returned, and
        // so is an analysis with facts computed now.
        let kept = lowered
            .kernels
            .iter()
            .find(|k| k.name == f.name)
            .unwrap_or_else(|| panic!("{what}: @{} has no kernel record", f.name));
        assert_eq!(
            kept.uniformity.print(f),
            u.print(f),
            "{what}: @{}: the pipeline's uniformity is stale",
            f.name
        );
        let facts = CfgFacts::new(f);
        assert!(facts.matches(f));
        assert_eq!(
            analyze_with(f, &facts).print(f),
            u.print(f),
            "{what}: @{}",
            f.name
        );
        check_structured_with(f, &u, &facts).unwrap_or_else(|e| panic!("{what}: {e}"));
        let text = gfxc_ir::text::print_function(&lowered.module, f);
        for op in [
            " call ",
            "= sdiv.",
            "= udiv.",
            "rem.",
            // f32/f64 `fdiv`/`sqrt` are selected by isel (`isel/src/fdiv.rs`).
            "sqrt.f16",
            "addrspacecast",
            "= workgroup_size",
            "= grid_size",
        ] {
            assert!(!text.contains(op), "{what}: `{op}` remains");
        }
        // Before GFX8 (no 16-bit arithmetic) f16 `fdiv` is expanded too.
        if !gfxc_lower::legalize::has_16bit_alu(&target) {
            assert!(!text.contains("fdiv.f16"), "{what}: `fdiv.f16` remains");
        }
        if let Err(e) = check_legal(f, &target) {
            panic!("{what}: not legal: {e}\n{text}");
        }
        for (g, gd) in lowered.module.globals.iter() {
            if gd.space == gfxc_ir::AddrSpace::Local {
                assert!(
                    !text.contains(&format!("global_addr @{}", gd.name)),
                    "{what}: global_addr of LDS @{} ({g}) remains",
                    gd.name
                );
            }
        }
    }
    let mut n = 0;
    for spec_path in launches(dir, name) {
        let spec = LaunchSpec::parse(&std::fs::read_to_string(&spec_path).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", spec_path.display()));
        for wave in [64, 32] {
            let opts = InterpOptions {
                wave_size: wave,
                ..Default::default()
            };
            let want = run(m, &spec, &opts);
            let got = run(&lowered.module, &spec, &opts);
            match (want, got) {
                (Ok(w), Ok(g)) => {
                    for (bw, bg) in w.buffers.iter().zip(&g.buffers) {
                        assert!(
                            bw.bytes == bg.bytes,
                            "{what} {} wave{wave}: buffer {} differs",
                            spec_path.display(),
                            bw.name
                        );
                    }
                }
                (Err(e), _) if e.message.contains("does not know intrinsic") => return None,
                // A wave64-only kernel (MFMA) launched in wave32.
                (Err(e), _) if wave == 32 && e.message.contains("wave of 64") => continue,
                (Err(e), _) => panic!("{what}: original fails: {e}"),
                (Ok(_), Err(e)) => panic!(
                    "{what} {} wave{wave}: lowered fails: {e}\n{}",
                    spec_path.display(),
                    gfxc_ir::text::print_module(&lowered.module)
                ),
            }
            n += 1;
        }
    }
    Some(n)
}

#[test]
fn examples_lower_to_equivalent_ir() {
    let dir = root().join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter_map(|f| f.strip_suffix(".gir").map(str::to_string))
        .collect();
    names.sort();
    assert!(names.len() >= 10);
    let mut runs = 0;
    for name in &names {
        let src = std::fs::read_to_string(dir.join(format!("{name}.gir"))).unwrap();
        let m = parse_module(&src).unwrap();
        runs += check_equivalent(name, &m, &dir, name).expect("examples run");
    }
    eprintln!("{} examples, {runs} launches equal", names.len());
}

#[test]
fn corpus_lowers_to_equivalent_ir() {
    let dir = root().join("tests/corpus");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        panic!("no corpus at {}", dir.display());
    };
    let mut names: Vec<String> = rd
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter_map(|f| f.strip_suffix(".ll").map(str::to_string))
        .collect();
    names.sort();
    let (mut ok, mut skipped) = (0, Vec::new());
    for name in &names {
        let src = std::fs::read_to_string(dir.join(format!("{name}.ll"))).unwrap();
        let m = match gfxc_ll::parse_ll(&src) {
            Ok(m) if gfxc_ir::verifier::verify_module(&m).is_ok() => m,
            _ => {
                skipped.push(name.clone());
                continue;
            }
        };
        match check_equivalent(name, &m, &dir, name) {
            Some(_) => ok += 1,
            None => skipped.push(format!("{name} (interpreter)")),
        }
    }
    eprintln!("corpus: {ok} kernels equal; not importable: {skipped:?}");
}
