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
//!
//! Two more modes (issue 18 item 5):
//! * `--module N`: per target, ONE module of N kernels — renamed copies, round robin, of every
//!   corpus kernel (`tests/corpus/*.ll`, `tests/opencl/*.ll`: LDS and math kernels included)
//!   and example (`examples/*.gir`) that gfxc compiles for that target — written as gfxc IR
//!   for gfxc and as LLVM IR (`gfxc_ir::llvm::emit_module`) for llc; the two whole processes
//!   are timed in turn in the same run (best of `--reps`), so no kernel dominates the figure.
//!   `--keep DIR` leaves the two files there (for timing them with other tools).
//! * `--latency saxpy,stencil2d,lds_reduce`: in-process `gfxc::compile_module` per example
//!   kernel and target, `--inproc N` compiles after one warm-up: median and p99 in
//!   microseconds, and the heap per compile (bytes allocated, and the peak of live bytes
//!   above what was live before), from a counting allocator.

use gfxc::ir::{FuncId, GlobalId, InstData, Module};
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

struct Opts {
    targets: Vec<String>,
    reps: usize,
    inproc: usize,
    filter: Option<String>,
    module: Option<usize>,
    keep: Option<PathBuf>,
    latency: Option<Vec<String>>,
}

/// Counts heap bytes while [`COUNTING`] is set: allocated in total, live now (relative to an
/// arbitrary base), and the peak of live bytes. Off, it costs one relaxed load per call: the
/// three atomic read-modify-writes per allocation (~1000 allocations per compile of a small
/// kernel) are the benchmark's overhead, not the compiler's, so the timed compiles run without
/// them.
struct Counting;
static COUNTING: AtomicBool = AtomicBool::new(false);
static ALLOCATED: AtomicUsize = AtomicUsize::new(0);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Calls of `alloc` and `realloc` while counting (each is a trip through the C allocator).
static CALLS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(l) };
        if !p.is_null() && COUNTING.load(Relaxed) {
            CALLS.fetch_add(1, Relaxed);
            ALLOCATED.fetch_add(l.size(), Relaxed);
            let now = LIVE.fetch_add(l.size(), Relaxed) + l.size();
            PEAK.fetch_max(now, Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        if COUNTING.load(Relaxed) {
            LIVE.fetch_sub(l.size(), Relaxed);
        }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, l, new) };
        if !q.is_null() && COUNTING.load(Relaxed) {
            CALLS.fetch_add(1, Relaxed);
            if new > l.size() {
                ALLOCATED.fetch_add(new - l.size(), Relaxed);
                let now = LIVE.fetch_add(new - l.size(), Relaxed) + new - l.size();
                PEAK.fetch_max(now, Relaxed);
            } else {
                LIVE.fetch_sub(l.size() - new, Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn opts() -> Opts {
    let mut o = Opts {
        targets: ["gfx900", "gfx90a", "gfx1030", "gfx1100"]
            .map(String::from)
            .to_vec(),
        reps: 3,
        inproc: 20,
        filter: None,
        module: None,
        keep: None,
        latency: None,
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
            "--module" => o.module = v.parse().ok(),
            "--keep" => o.keep = Some(PathBuf::from(v)),
            "--latency" => o.latency = Some(v.split(',').map(String::from).collect()),
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
    if let Some(names) = &o.latency {
        latency(&o, root, names);
        let _ = std::fs::remove_dir_all(&tmp);
        return;
    }
    if let Some(n) = o.module {
        module_bench(&o, root, &gfxc, &tmp, n);
        let _ = std::fs::remove_dir_all(&tmp);
        return;
    }
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

/// Every corpus and example source module that loads: (label, module).
fn sources(root: &Path) -> Vec<(String, Module)> {
    let mut out = Vec::new();
    for (dir, ext) in [
        ("tests/corpus", "ll"),
        ("tests/opencl", "ll"),
        ("examples", "gir"),
    ] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        paths.sort();
        for p in paths {
            let src = std::fs::read_to_string(&p).unwrap();
            let kind = gfxc::SourceKind::from_path(&p.to_string_lossy());
            if let Ok(m) = gfxc::load_source(kind, &src) {
                out.push((
                    format!("{dir}/{}", p.file_name().unwrap().to_string_lossy()),
                    m,
                ));
            }
        }
    }
    out
}

/// Appends a copy of `src` with every global and function name suffixed `_{tag}`; returns
/// how many kernels it added.
fn append(dst: &mut Module, src: &Module, tag: &str) -> usize {
    let mut gmap: BTreeMap<GlobalId, GlobalId> = BTreeMap::new();
    for (id, g) in src.globals.iter() {
        let mut g = g.clone();
        g.name = format!("{}_{tag}", g.name);
        gmap.insert(id, dst.add_global(g));
    }
    let base = dst.functions.len();
    let fmap = |f: FuncId| FuncId::from_u32((base + f.as_u32() as usize) as u32);
    let mut kernels = 0;
    for (_, f) in src.functions.iter() {
        let mut f = f.clone();
        f.name = format!("{}_{tag}", f.name);
        let insts: Vec<_> = f
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b).to_vec())
            .collect();
        for i in insts {
            match &mut f.dfg.insts[i] {
                InstData::GlobalAddr { global } => *global = gmap[global],
                InstData::Call { func, .. } => *func = fmap(*func),
                _ => {}
            }
        }
        kernels += f.is_kernel() as usize;
        dst.add_function(f);
    }
    kernels
}

/// `--module N`: one N-kernel module per target, gfxc vs llc-19 -O3 whole-process.
fn module_bench(o: &Opts, root: &Path, gfxc: &Path, tmp: &Path, n: usize) {
    let srcs = sources(root);
    println!(
        "{:<8} {:>7} {:>8} {:>10} {:>10} {:>7}",
        "target", "kernels", "sources", "gfxc ms", "llc ms", "x"
    );
    for cpu in &o.targets {
        let target = gfxc::isa::processors::Target::parse(cpu).unwrap();
        // The sources gfxc compiles for this target (the same module goes to llc).
        let ok: Vec<&(String, Module)> = srcs
            .iter()
            .filter(|(_, m)| gfxc::compile_module(m, &target).is_ok())
            .collect();
        let mut m = Module::new();
        let (mut kernels, mut copy) = (0, 0);
        while kernels < n && !ok.is_empty() {
            for (i, (_, src)) in ok.iter().enumerate() {
                if kernels >= n {
                    break;
                }
                kernels += append(&mut m, src, &format!("s{i}c{copy}"));
            }
            copy += 1;
        }
        if let Err(d) = gfxc::ir::verifier::verify_module(&m) {
            println!(
                "{cpu}: merged module does not verify: {}",
                d.render("merged")
            );
            continue;
        }
        let dir = o.keep.clone().unwrap_or_else(|| tmp.to_path_buf());
        std::fs::create_dir_all(&dir).unwrap();
        let gir = dir.join(format!("module{n}-{cpu}.gir"));
        let ll = dir.join(format!("module{n}-{cpu}.ll"));
        std::fs::write(&gir, gfxc::ir::text::print_module(&m)).unwrap();
        std::fs::write(&ll, gfxc::ir::llvm::emit_module(&m)).unwrap();
        let g = time_cmd(o.reps, || {
            let mut c = Command::new(gfxc);
            c.arg("compile").arg(&gir).arg("--mcpu").arg(cpu);
            c.arg("-o").arg(tmp.join("m.gfxc.hsaco"));
            c
        });
        let l = time_cmd(o.reps, || {
            let mut c = Command::new("llc-19");
            c.args(["-O3", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
                .arg(format!("-mcpu={cpu}"))
                .arg(&ll)
                .arg("-o")
                .arg(tmp.join("m.llc.o"));
            c
        });
        match (g, l) {
            (Ok(g), Ok(l)) => println!(
                "{:<8} {:>7} {:>8} {:>10.1} {:>10.1} {:>7.1}",
                cpu,
                kernels,
                ok.len(),
                ms(g),
                ms(l),
                ms(l) / ms(g)
            ),
            (g, l) => println!("{cpu}: gfxc {:?}, llc-19 {:?}", g.err(), l.err()),
        }
    }
}

/// `--latency NAMES`: in-process latency and heap per compile of example kernels.
fn latency(o: &Opts, root: &Path, names: &[String]) {
    println!(
        "{:<14} {:<8} {:>10} {:>10} {:>12} {:>12} {:>8}",
        "kernel", "target", "median us", "p99 us", "alloc bytes", "peak bytes", "allocs"
    );
    for name in names {
        let path = root.join(format!("examples/{name}.gir"));
        let text = std::fs::read_to_string(&path).unwrap();
        let module = gfxc::load_source(gfxc::SourceKind::Gir, &text).unwrap();
        for cpu in &o.targets {
            let target = gfxc::isa::processors::Target::parse(cpu).unwrap();
            let _ = std::hint::black_box(gfxc::compile_module(&module, &target));
            // Live bytes count from a base far from zero: a block allocated before counting
            // started and freed during it lowers the count without wrapping.
            const BASE: usize = 1 << 40;
            let a0 = ALLOCATED.load(Relaxed);
            let c0 = CALLS.load(Relaxed);
            LIVE.store(BASE, Relaxed);
            PEAK.store(BASE, Relaxed);
            COUNTING.store(true, Relaxed);
            let _ = std::hint::black_box(gfxc::compile_module(&module, &target));
            COUNTING.store(false, Relaxed);
            let (alloc, peak) = (ALLOCATED.load(Relaxed) - a0, PEAK.load(Relaxed) - BASE);
            let calls = CALLS.load(Relaxed) - c0;
            let mut lat: Vec<f64> = (0..o.inproc)
                .map(|_| {
                    let t0 = Instant::now();
                    let _ = std::hint::black_box(gfxc::compile_module(&module, &target));
                    t0.elapsed().as_secs_f64() * 1e6
                })
                .collect();
            lat.sort_by(|a, b| a.total_cmp(b));
            let p = |q: f64| lat[((lat.len() as f64 * q).ceil() as usize).clamp(1, lat.len()) - 1];
            println!(
                "{:<14} {:<8} {:>10.0} {:>10.0} {:>12} {:>12} {:>8}",
                name,
                cpu,
                p(0.5),
                p(0.99),
                alloc,
                peak,
                calls
            );
        }
    }
}
