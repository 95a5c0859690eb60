//! Dynamic code quality, gfxc vs `llc-19 -O3`, measured by what executes (issue 19 item 1).
//! Not a test: a measurement.
//!
//! Command (from the repository root; needs llc-19 and ld.lld-19 on PATH):
//!
//! ```text
//! cargo build --profile dist -p gfxc --example bench_quality
//! target/dist/examples/bench_quality [--targets gfx900,gfx90a,gfx1030,gfx1100] [--filter SUBSTR] [--worst N]
//! ```
//!
//! Inputs: every launch (`NAME[.N].launch.json` with its `NAME[.N].expected.json`) of the
//! corpus `tests/corpus/*.ll`, the OpenCL kernels `tests/opencl/*.ll` (clang-19's output) and
//! the examples `examples/*.gir` (llc reads what `gfxc emit-llvm` makes of them). Each kernel
//! is compiled by gfxc (in-process, `gfxc::compile_module`) and by `llc-19 -O3` +
//! `ld.lld-19`, and both code objects run every launch on the simulator in strict mode
//! (`gfxc_sim::simulate`). A cell is one (launch, target).
//!
//! Per cell, side by side gfxc/llc: executed wave instructions, estimated cycles (the cost model
//! of `sim/src/stats.rs`, the same for both objects), waits that stalled, VGPRs and static
//! instructions. A cell counts in the totals only when both objects compile, run, and give
//! the expected result; the others are listed with the reason. At the end: totals and ratios
//! per target and overall, and the worst cells by estimated-cycle ratio.

use gfxc::ir::launch::{Expected, LaunchSpec};
use gfxc_emit::report::KernelStats;
use gfxc_sim::{SimOptions, Stats};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

struct Opts {
    targets: Vec<String>,
    filter: Option<String>,
    worst: usize,
}

fn opts() -> Opts {
    let mut o = Opts {
        targets: ["gfx900", "gfx90a", "gfx1030", "gfx1100"]
            .map(String::from)
            .to_vec(),
        filter: None,
        worst: 20,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--targets" => o.targets = v.split(',').map(String::from).collect(),
            "--filter" => o.filter = Some(v),
            "--worst" => o.worst = v.parse().unwrap_or(20),
            other => {
                eprintln!("bench_quality: unknown option {other}");
                std::process::exit(2);
            }
        }
        i += 2;
    }
    o
}

/// One kernel source and its launches (launch spec path, expected path).
struct Input {
    label: String,
    src: PathBuf,
    ll: PathBuf,
    launches: Vec<(PathBuf, PathBuf)>,
}

/// Figures of one object on one launch.
#[derive(Clone, Copy, Default)]
struct Fig {
    insts: u64,
    cycles: u64,
    stalls: u64,
    vgprs: u64,
    static_insts: u64,
}

impl Fig {
    fn of(st: &Stats, ks: &[KernelStats], kernel: &str) -> Fig {
        let k = ks.iter().find(|k| k.name == kernel);
        Fig {
            insts: st.instructions(),
            cycles: st.estimated_cycles(),
            stalls: st.stalls.iter().sum(),
            vgprs: k.map_or(0, |k| k.vgprs as u64),
            static_insts: k.map_or(0, |k| (k.instructions - k.delay_alu) as u64),
        }
    }
    fn add(&mut self, o: &Fig) {
        self.insts += o.insts;
        self.cycles += o.cycles;
        self.stalls += o.stalls;
        self.vgprs += o.vgprs;
        self.static_insts += o.static_insts;
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    a as f64 / b.max(1) as f64
}

fn launches_of(dir: &Path, stem: &str) -> Vec<(PathBuf, PathBuf)> {
    let mut v = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else {
        return v;
    };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(base) = name.strip_suffix(".launch.json") else {
            continue;
        };
        let matches = base == stem
            || base
                .strip_prefix(stem)
                .and_then(|r| r.strip_prefix('.'))
                .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit()));
        let exp = dir.join(format!("{base}.expected.json"));
        if matches && exp.exists() {
            v.push((e.path(), exp));
        }
    }
    v.sort();
    v
}

/// `text` without `"target-cpu"="..."` and `"target-features"="..."` attributes.
fn strip_target_attrs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let next = ["\"target-cpu\"=\"", "\"target-features\"=\""]
            .iter()
            .filter_map(|k| rest.find(k).map(|i| (i, k.len())))
            .min();
        let Some((i, klen)) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..i]);
        let after = &rest[i + klen..];
        rest = after.find('"').map_or("", |j| &after[j + 1..]);
    }
}

fn simulate(obj: &[u8], spec: &LaunchSpec, exp: &Expected) -> Result<Stats, String> {
    let (res, st) =
        gfxc_sim::simulate(obj, spec, &SimOptions::default()).map_err(|e| e.to_string())?;
    exp.compare(&res)
        .map_err(|e| format!("wrong result: {e}"))?;
    Ok(st)
}

fn main() {
    let o = opts();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for tool in ["llc-19", "ld.lld-19"] {
        if Command::new(tool).arg("--version").output().is_err() {
            eprintln!("bench_quality: {tool} not found");
            std::process::exit(2);
        }
    }
    let tmp = std::env::temp_dir().join(format!("gfxc-quality-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temporary directory");
    let mut inputs: Vec<Input> = Vec::new();
    for (dir, ext) in [
        ("tests/corpus", "ll"),
        ("tests/opencl", "ll"),
        ("examples", "gir"),
    ] {
        let mut v: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .expect("input directory")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        v.sort();
        for p in v {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            let label = format!("{}/{stem}.{ext}", dir.rsplit('/').next().unwrap_or(dir));
            if o.filter
                .as_ref()
                .is_some_and(|f| !label.contains(f.as_str()))
            {
                continue;
            }
            let launches = launches_of(&root.join(dir), &stem);
            if launches.is_empty() {
                continue;
            }
            let ll = if ext == "ll" {
                // clang-19's output pins the processor in function attributes, which llc-19
                // obeys over -mcpu: drop them so both compilers target the same processor.
                let text = std::fs::read_to_string(&p).expect("read .ll");
                let out = tmp.join(format!("{}.ll", label.replace('/', "_")));
                std::fs::write(&out, strip_target_attrs(&text)).expect("write .ll");
                out
            } else {
                // The same kernel for llc: gfxc's LLVM IR export of the .gir.
                let text = std::fs::read_to_string(&p).expect("read example");
                let m = match gfxc::load_module(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        println!("{label}: {}", e.render(&label));
                        continue;
                    }
                };
                let out = tmp.join(format!("{}.ll", label.replace('/', "_")));
                match gfxc::ir::llvm::try_emit_module(&m) {
                    Ok(s) => std::fs::write(&out, s).expect("write .ll"),
                    Err(e) => {
                        println!("{label}: emit-llvm failed: {e}");
                        continue;
                    }
                }
                out
            };
            inputs.push(Input {
                label,
                src: p,
                ll,
                launches,
            });
        }
    }
    println!(
        "{:<34} {:<8} | {:>17} {:>17} {:>11} {:>7} {:>9} | {:>5} {:>5}",
        "launch",
        "target",
        "wave insts",
        "est. cycles",
        "stalls",
        "vgprs",
        "static",
        "insts",
        "cyc"
    );
    let mut per_target: BTreeMap<String, (Fig, Fig, u32)> = BTreeMap::new();
    let mut skipped: Vec<String> = Vec::new();
    let mut cells: Vec<(f64, String)> = Vec::new();
    for cpu in &o.targets {
        let Ok(target) = gfxc::isa::processors::Target::parse(cpu) else {
            eprintln!("bench_quality: unknown processor {cpu}");
            std::process::exit(2);
        };
        for inp in &inputs {
            let text = std::fs::read_to_string(&inp.src).expect("read source");
            let g_obj = gfxc::load_source(
                gfxc::SourceKind::from_path(&inp.src.to_string_lossy()),
                &text,
            )
            .map_err(|e| e.render(&inp.label))
            .and_then(|m| gfxc::compile_module(&m, &target).map_err(|e| e.render(&inp.label)));
            let base = tmp.join(format!("{}-{cpu}", inp.label.replace('/', "_")));
            let (l_o, l_obj) = (base.with_extension("o"), base.with_extension("hsaco"));
            let llc = Command::new("llc-19")
                .args(["-O3", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
                .arg(format!("-mcpu={cpu}"))
                .arg(&inp.ll)
                .arg("-o")
                .arg(&l_o)
                .output();
            let l_obj = match llc {
                Ok(out) if out.status.success() => Command::new("ld.lld-19")
                    .arg("-shared")
                    .arg(&l_o)
                    .arg("-o")
                    .arg(&l_obj)
                    .output()
                    .ok()
                    .filter(|o| o.status.success())
                    .and_then(|_| std::fs::read(&l_obj).ok())
                    .ok_or_else(|| "ld.lld-19 failed".to_string()),
                Ok(out) => Err(format!(
                    "llc-19 failed: {}",
                    String::from_utf8_lossy(&out.stderr)
                        .lines()
                        .next()
                        .unwrap_or("")
                )),
                Err(e) => Err(format!("llc-19: {e}")),
            };
            let (g_obj, l_obj) = match (g_obj, l_obj) {
                (Ok(g), Ok(l)) => (g, l),
                (Err(e), _) => {
                    let first = e.lines().next().unwrap_or("").to_string();
                    skipped.push(format!("{:<34} {cpu:<8} gfxc: {first}", inp.label));
                    continue;
                }
                (_, Err(e)) => {
                    skipped.push(format!("{:<34} {cpu:<8} {e}", inp.label));
                    continue;
                }
            };
            let g_rep = gfxc_emit::report::object_report(&g_obj).unwrap_or_default();
            let l_rep = gfxc_emit::report::object_report(&l_obj).unwrap_or_default();
            for (lp, ep) in &inp.launches {
                let lname = lp
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .trim_end_matches(".launch.json")
                    .to_string();
                let spec = std::fs::read_to_string(lp)
                    .map_err(|e| e.to_string())
                    .and_then(|t| LaunchSpec::parse(&t));
                let exp = std::fs::read_to_string(ep)
                    .map_err(|e| e.to_string())
                    .and_then(|t| Expected::parse(&t));
                let (spec, exp) = match (spec, exp) {
                    (Ok(s), Ok(e)) => (s, e),
                    (Err(e), _) | (_, Err(e)) => {
                        skipped.push(format!("{lname:<34} {cpu:<8} bad launch: {e}"));
                        continue;
                    }
                };
                let g = simulate(&g_obj, &spec, &exp);
                let l = simulate(&l_obj, &spec, &exp);
                let (g, l) = match (g, l) {
                    (Ok(g), Ok(l)) => (g, l),
                    (Err(e), _) => {
                        skipped.push(format!("{lname:<34} {cpu:<8} gfxc object: {e}"));
                        continue;
                    }
                    (_, Err(e)) => {
                        skipped.push(format!("{lname:<34} {cpu:<8} llc object: {e}"));
                        continue;
                    }
                };
                let gf = Fig::of(&g, &g_rep, &spec.kernel);
                let lf = Fig::of(&l, &l_rep, &spec.kernel);
                let line = format!(
                    "{:<34} {:<8} | {:>17} {:>17} {:>11} {:>7} {:>9} | {:>5.2} {:>5.2}",
                    lname,
                    cpu,
                    format!("{}/{}", gf.insts, lf.insts),
                    format!("{}/{}", gf.cycles, lf.cycles),
                    format!("{}/{}", gf.stalls, lf.stalls),
                    format!("{}/{}", gf.vgprs, lf.vgprs),
                    format!("{}/{}", gf.static_insts, lf.static_insts),
                    ratio(gf.insts, lf.insts),
                    ratio(gf.cycles, lf.cycles),
                );
                println!("{line}");
                cells.push((ratio(gf.cycles, lf.cycles), line));
                let t = per_target.entry(cpu.clone()).or_default();
                t.0.add(&gf);
                t.1.add(&lf);
                t.2 += 1;
            }
        }
    }
    println!("\nnot measured ({}):", skipped.len());
    for s in &skipped {
        println!("  {s}");
    }
    println!("\ntotals over the cells both compile and run correctly (gfxc/llc-19 -O3):");
    let mut all = (Fig::default(), Fig::default(), 0);
    for (cpu, (g, l, n)) in &per_target {
        println!(
            "  {cpu:<8} {n:>4} cells: wave insts {:.3}, est. cycles {:.3}, stalls {}/{}, VGPRs {}/{}, static insts {:.3}",
            ratio(g.insts, l.insts),
            ratio(g.cycles, l.cycles),
            g.stalls,
            l.stalls,
            g.vgprs,
            l.vgprs,
            ratio(g.static_insts, l.static_insts)
        );
        all.0.add(g);
        all.1.add(l);
        all.2 += n;
    }
    println!(
        "  {:<8} {:>4} cells: wave insts {:.3}, est. cycles {:.3}, stalls {}/{}, VGPRs {}/{}, static insts {:.3}",
        "all",
        all.2,
        ratio(all.0.insts, all.1.insts),
        ratio(all.0.cycles, all.1.cycles),
        all.0.stalls,
        all.1.stalls,
        all.0.vgprs,
        all.1.vgprs,
        ratio(all.0.static_insts, all.1.static_insts)
    );
    cells.sort_by(|a, b| b.0.total_cmp(&a.0));
    println!(
        "\nworst {} cells by estimated-cycle ratio:",
        o.worst.min(cells.len())
    );
    for (_, line) in cells.iter().take(o.worst) {
        println!("  {line}");
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
