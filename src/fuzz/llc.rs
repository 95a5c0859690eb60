//! The third engine of `gfxc fuzz --llc` (docs/fuzz.md): the program exported with
//! `emit-llvm`, compiled by `llc-19 -O2` and linked by `ld.lld-19 -shared` for each target,
//! run on the simulator and compared bit for bit with the interpreter.
//!
//! What each outcome means here: a difference, an export error that is not a clean
//! "unsupported", llc-19 or ld.lld-19 refusing the exported text, or the simulator faulting
//! on llc-19's object is a [`Outcome::Failure`]; the simulator not implementing one of
//! llc-19's instructions (a clean `unsupported instruction`) is [`Outcome::Unsupported`]
//! (counted, not a mismatch: it is a gap of the simulator, not a wrong result), and so is
//! llc-19 crashing with `LLVM ERROR:` on a module it parsed and verified (a defect of
//! llc-19; its own diagnostics of a bad module stay failures).

use super::run::{
    first_difference, interpret, is_clean_unsupported, load_program, FuzzTarget, Outcome,
};
use super::Program;
use std::path::Path;
use std::process::Command;

/// Whether `llc-19` and `ld.lld-19` can be run.
pub fn llc_available() -> bool {
    ["llc-19", "ld.lld-19"].iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Runs `p` exported to LLVM IR through llc-19 for each target; one outcome per target.
/// `scratch` is a directory for the intermediate files (removed afterwards).
pub fn check_program_llc(p: &Program, targets: &[FuzzTarget], scratch: &Path) -> Vec<Outcome> {
    let fail_all = |m: String| vec![Outcome::Failure(m); targets.len()];
    let (module, spec) = match load_program(p) {
        Ok(x) => x,
        Err(m) => return fail_all(m),
    };
    let ll = match gfxc_ir::llvm::try_emit_module(&module) {
        Ok(s) => s,
        Err(d) => {
            let m = d.render("fuzz.gir");
            return if is_clean_unsupported(&m) {
                vec![Outcome::Unsupported(format!("emit-llvm: {m}")); targets.len()]
            } else {
                fail_all(format!("emit-llvm: {m}"))
            };
        }
    };
    if let Err(e) = std::fs::create_dir_all(scratch) {
        return fail_all(format!("llc: cannot create {}: {e}", scratch.display()));
    }
    let stem = scratch.join(format!("seed-{}-{}", p.seed, std::process::id()));
    let llp = stem.with_extension("ll");
    if let Err(e) = std::fs::write(&llp, &ll) {
        return fail_all(format!("llc: cannot write {}: {e}", llp.display()));
    }
    let mut reference = [None, None];
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
        let (cpu, mattr) = match t.label.find(['+', '-']) {
            Some(i) => (&t.label[..i], Some(&t.label[i..])),
            None => (t.label.as_str(), None),
        };
        let obj = stem.with_extension("o");
        let hsaco = stem.with_extension("hsaco");
        let mut llc = Command::new("llc-19");
        llc.args(["-O2", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
            .arg(format!("-mcpu={cpu}"));
        if let Some(m) = mattr {
            llc.arg(format!("-mattr={m}"));
        }
        llc.arg(&llp).arg("-o").arg(&obj);
        if let Err(m) = run_tool(&mut llc, "llc-19") {
            // llc-19 crashing (`LLVM ERROR:` with its bug-report banner) on a module its own
            // verifier accepted is a defect of llc-19, not of the exporter or of gfxc:
            // `llvm.amdgcn.readlane.i16` on gfx600/gfx700 ("Do not know how to promote
            // this operator!"). A verifier or parse error is still a failure.
            out.push(
                if m.contains("LLVM ERROR:") && m.contains("PLEASE submit a bug report") {
                    Outcome::Unsupported(format!("llc-19 crashed: {m}"))
                } else {
                    Outcome::Failure(m)
                },
            );
            continue;
        }
        let mut lld = Command::new("ld.lld-19");
        lld.arg("-shared").arg(&obj).arg("-o").arg(&hsaco);
        if let Err(m) = run_tool(&mut lld, "ld.lld-19") {
            out.push(Outcome::Failure(m));
            continue;
        }
        let code = match std::fs::read(&hsaco) {
            Ok(c) => c,
            Err(e) => {
                out.push(Outcome::Failure(format!(
                    "llc: cannot read {}: {e}",
                    hsaco.display()
                )));
                continue;
            }
        };
        let opts = gfxc_sim::SimOptions {
            max_wave_instructions: super::run::MAX_STEPS,
            ..Default::default()
        };
        out.push(match gfxc_sim::simulate(&code, &spec, &opts) {
            Err(e) => {
                let m = e.to_string();
                if m.contains("unsupported instruction") {
                    Outcome::Unsupported(format!("simulator on llc-19's object: {m}"))
                } else {
                    Outcome::Failure(format!("simulator on llc-19's object: {m}"))
                }
            }
            Ok((got, _)) => match first_difference(want, &got) {
                None => Outcome::Match,
                Some(d) => Outcome::Failure(format!("llc-19: {d}")),
            },
        });
        let _ = std::fs::remove_file(&obj);
        let _ = std::fs::remove_file(&hsaco);
    }
    let _ = std::fs::remove_file(&llp);
    out
}

/// Runs a tool; its first lines of stderr on failure.
fn run_tool(c: &mut Command, name: &str) -> Result<(), String> {
    match c.output() {
        Err(e) => Err(format!("{name}: cannot run: {e}")),
        Ok(o) if o.status.success() => Ok(()),
        Ok(o) => {
            let err = String::from_utf8_lossy(&o.stderr);
            let first: Vec<&str> = err.lines().take(3).collect();
            Err(format!(
                "{name} refused the exported program: {}",
                first.join(" | ")
            ))
        }
    }
}
