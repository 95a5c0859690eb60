//! gfxc vs `llc-19 -O3`, side by side (issue 7 item 6). Not a test: a measurement.
//!
//! Command (from the repository root; needs llc-19 and ld.lld-19 on PATH):
//!
//! ```text
//! cargo build --profile dist -p gfxc --bins --example bench_llc
//! target/dist/examples/bench_llc [OPTIONS]
//! ```
//!
//! Options: `--targets gfx900,gfx90a,...` (default gfx900,gfx90a,gfx1030,gfx1100),
//! `--reps N` (whole-process runs per measurement, best of N; default 3), `--inproc N`
//! (in-process compiles per kernel, median; default 20), `--filter SUBSTR`.
//!
//! Inputs, the same for both compilers: every corpus kernel `tests/corpus/*.ll` (both read
//! the `.ll`), and every example `examples/*.gir` (gfxc reads the `.gir`; llc reads what
//! `gfxc emit-llvm` makes of it, written once before timing).
//!
//! Per kernel file and target it prints:
//! * `gfxc ms`: the whole `gfxc compile IN --mcpu CPU -o OUT.hsaco` process (wall clock, best
//!   of N) — parse, compile, write the code object;
//! * `llc ms`: the whole `llc-19 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=obj` process
//!   (best of N), and `x`: llc ms / gfxc ms. ld.lld-19 (needed to make llc's output a loadable
//!   code object) is timed separately and NOT added to llc's time — the ratio is conservative;
//! * `lib us`: in-process latency of `gfxc::compile_module` (module already parsed; median);
//! * side by side gfxc/llc: instructions (`s_delay_alu` hints of llc on GFX11 excluded, shown
//!   as `+dN`), code bytes, SGPRs, VGPRs, AGPRs, spills (SGPR+VGPR), `s_waitcnt` and `s_nop`
//!   counts.
//!   The numbers come from both code objects through the same reader
//!   (`gfxc_emit::report::object_report`).
//!
//! Kernels gfxc cannot compile yet are listed with gfxc's error; totals and ratios cover the
//! cells both compile.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

struct Opts {
    targets: Vec<String>,
    reps: usize,
    inproc: usize,
    filter: Option<String>,
}

fn opts() -> Opts {
    let mut o = Opts {
        targets: ["gfx900", "gfx90a", "gfx1030", "gfx1100"]
            .map(String::from)
            .to_vec(),
        reps: 3,
        inproc: 20,
        filter: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--targets" => o.targets = v.split(',').map(String::from).collect(),
            "--reps" => o.reps = v.parse().unwrap_or(3).max(1),
            "--inproc" => o.inproc = v.parse().unwrap_or(20).max(1),
            "--filter" => o.filter = Some(v),
            other => {
                eprintln!("bench_llc: unknown option {other}");
                std::process::exit(2);
            }
        }
        i += 2;
    }
    o
}

/// Best wall-clock time of `reps` runs of a command; None if it fails.
fn time_cmd(reps: usize, mut make: impl FnMut() -> Command) -> Result<Duration, String> {
    let mut best = Duration::MAX;
    for _ in 0..reps {
        let t0 = Instant::now();
        let out = make().output().map_err(|e| e.to_string())?;
        let dt = t0.elapsed();
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            return Err(err.lines().next().unwrap_or("failed").to_string());
        }
        best = best.min(dt);
    }
    Ok(best)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[derive(Default)]
struct Totals {
    gfxc: f64,
    llc: f64,
    lib_us: f64,
    insts: (u64, u64),
    bytes: (u64, u64),
    waits: (u64, u64),
    vgprs: (u64, u64),
    cells: u32,
}

fn main() {
    let o = opts();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let exe = std::env::current_exe().expect("current exe");
    let gfxc = exe
        .parent()
        .and_then(|p| p.parent())
        .map(|p| p.join("gfxc"))
        .filter(|p| p.exists())
        .unwrap_or_else(|| {
            eprintln!("bench_llc: build the CLI first: cargo build --profile dist -p gfxc");
            std::process::exit(2);
        });
    for tool in ["llc-19", "ld.lld-19"] {
        if Command::new(tool).arg("--version").output().is_err() {
            eprintln!("bench_llc: {tool} not found");
            std::process::exit(2);
        }
    }
    let tmp = std::env::temp_dir().join(format!("gfxc-bench-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    // (label, gfxc input, llc input)
    let mut inputs: Vec<(String, PathBuf, PathBuf)> = Vec::new();
    for (dir, ext) in [("tests/corpus", "ll"), ("examples", "gir")] {
        let mut v: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        v.sort();
        for p in v {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            let label = format!("{stem}.{ext}");
            if o.filter
                .as_ref()
                .is_some_and(|f| !label.contains(f.as_str()))
            {
                continue;
            }
            let ll = if ext == "ll" {
                p.clone()
            } else {
                let out = tmp.join(format!("{stem}.ll"));
                let st = Command::new(&gfxc)
                    .arg("emit-llvm")
                    .arg(&p)
                    .arg("-o")
                    .arg(&out)
                    .output()
                    .unwrap();
                if !st.status.success() {
                    println!(
                        "{label}: gfxc emit-llvm failed: {}",
                        String::from_utf8_lossy(&st.stderr).trim()
                    );
                    continue;
                }
                out
            };
            inputs.push((label, p, ll));
        }
    }
    println!(
        "{:<22} {:<8} {:>8} {:>8} {:>6} {:>8} | {:>11} {:>11} {:>9} {:>9} {:>7} {:>7} {:>5} {:>7} {:>7}",
        "kernel",
        "target",
        "gfxc ms",
        "llc ms",
        "x",
        "lib us",
        "insts",
        "bytes",
        "sgprs",
        "vgprs",
        "agprs",
        "spills",
        "",
        "waitcnt",
        "s_nop"
    );
    let mut tot = Totals::default();
    let mut failed: Vec<String> = Vec::new();
    let mut lld_ms = 0.0;
    for cpu in &o.targets {
        let target = gfxc::isa::processors::Target::parse(cpu).unwrap();
        for (label, src, ll) in &inputs {
            let base = tmp.join(format!("{label}-{cpu}"));
            let (g_obj, l_o, l_obj) = (
                base.with_extension("gfxc.hsaco"),
                base.with_extension("llc.o"),
                base.with_extension("llc.hsaco"),
            );
            let g = time_cmd(o.reps, || {
                let mut c = Command::new(&gfxc);
                c.arg("compile")
                    .arg(src)
                    .arg("--mcpu")
                    .arg(cpu)
                    .arg("-o")
                    .arg(&g_obj);
                c
            });
            let l = time_cmd(o.reps, || {
                let mut c = Command::new("llc-19");
                c.args(["-O3", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
                    .arg(format!("-mcpu={cpu}"))
                    .arg(ll)
                    .arg("-o")
                    .arg(&l_o);
                c
            });
            let l_link = l.as_ref().ok().and_then(|_| {
                time_cmd(1, || {
                    let mut c = Command::new("ld.lld-19");
                    c.arg("-shared").arg(&l_o).arg("-o").arg(&l_obj);
                    c
                })
                .ok()
            });
            if let Some(d) = l_link {
                lld_ms += ms(d);
            }
            let l_stats = l_link
                .and_then(|_| std::fs::read(&l_obj).ok())
                .and_then(|b| gfxc_emit::report::object_report(&b).ok());
            let g = match g {
                Ok(d) => d,
                Err(e) => {
                    failed.push(format!("{label:<22} {cpu:<8} {e}"));
                    continue;
                }
            };
            let Ok(l) = l else {
                failed.push(format!(
                    "{label:<22} {cpu:<8} llc-19 failed: {}",
                    l.unwrap_err()
                ));
                continue;
            };
            let g_stats = gfxc_emit::report::object_report(&std::fs::read(&g_obj).unwrap())
                .unwrap_or_default();
            // In-process latency.
            let text = std::fs::read_to_string(src).unwrap();
            let module =
                gfxc::load_source(gfxc::SourceKind::from_path(&src.to_string_lossy()), &text)
                    .unwrap();
            let mut lat: Vec<f64> = (0..o.inproc)
                .map(|_| {
                    let t0 = Instant::now();
                    let _ = std::hint::black_box(gfxc::compile_module(&module, &target));
                    t0.elapsed().as_secs_f64() * 1e6
                })
                .collect();
            lat.sort_by(|a, b| a.total_cmp(b));
            let lib = lat[lat.len() / 2];
            let sum = |v: &[gfxc_emit::report::KernelStats],
                       f: fn(&gfxc_emit::report::KernelStats) -> u32|
             -> u64 { v.iter().map(|k| f(k) as u64).sum() };
            let ls = l_stats.unwrap_or_default();
            let gi = sum(&g_stats, |k| k.instructions - k.delay_alu);
            let li = sum(&ls, |k| k.instructions - k.delay_alu);
            let ld = sum(&ls, |k| k.delay_alu);
            let pair = |f: fn(&gfxc_emit::report::KernelStats) -> u32| {
                format!("{}/{}", sum(&g_stats, f), sum(&ls, f))
            };
            println!(
                "{:<22} {:<8} {:>8.2} {:>8.2} {:>6.1} {:>8.0} | {:>11} {:>11} {:>9} {:>9} {:>7} {:>7} {:>5} {:>7} {:>7}",
                label,
                cpu,
                ms(g),
                ms(l),
                ms(l) / ms(g),
                lib,
                format!("{gi}/{li}"),
                pair(|k| k.code_bytes),
                pair(|k| k.sgprs),
                pair(|k| k.vgprs),
                pair(|k| k.agprs),
                pair(|k| k.sgpr_spills + k.vgpr_spills),
                if ld > 0 { format!("+d{ld}") } else { String::new() },
                pair(|k| k.waitcnts),
                pair(|k| k.nops),
            );
            tot.gfxc += ms(g);
            tot.llc += ms(l);
            tot.lib_us += lib;
            tot.insts.0 += gi;
            tot.insts.1 += li;
            tot.bytes.0 += sum(&g_stats, |k| k.code_bytes);
            tot.bytes.1 += sum(&ls, |k| k.code_bytes);
            tot.waits.0 += sum(&g_stats, |k| k.waitcnts);
            tot.waits.1 += sum(&ls, |k| k.waitcnts);
            tot.vgprs.0 += sum(&g_stats, |k| k.vgprs);
            tot.vgprs.1 += sum(&ls, |k| k.vgprs);
            tot.cells += 1;
        }
    }
    println!("\nnot compiled by gfxc yet ({}):", failed.len());
    for f in &failed {
        println!("  {f}");
    }
    println!("\ntotals over the {} cells both compile:", tot.cells);
    println!(
        "  whole process: gfxc {:.1} ms, llc-19 -O3 {:.1} ms (ld.lld-19 {:.1} ms more, not counted): llc/gfxc = {:.1}x",
        tot.gfxc,
        tot.llc,
        lld_ms,
        tot.llc / tot.gfxc.max(1e-9)
    );
    println!(
        "  in-process gfxc::compile_module: {:.0} us in total, {:.0} us per cell; llc/in-process = {:.0}x",
        tot.lib_us,
        tot.lib_us / tot.cells.max(1) as f64,
        tot.llc * 1e3 / tot.lib_us.max(1e-9)
    );
    println!(
        "  instructions gfxc/llc: {}/{} = {:.3}; code bytes {}/{}; s_waitcnt {}/{}; VGPRs {}/{}",
        tot.insts.0,
        tot.insts.1,
        tot.insts.0 as f64 / tot.insts.1.max(1) as f64,
        tot.bytes.0,
        tot.bytes.1,
        tot.waits.0,
        tot.waits.1,
        tot.vgprs.0,
        tot.vgprs.1
    );
    let _ = std::fs::remove_dir_all(&tmp);
}
