//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod gen;

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The example kernels: `examples/NAME.gir` with their launch and expected files.
pub fn examples() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("examples"))
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "gir").then(|| p.file_stem().unwrap().to_string_lossy().into())
        })
        .collect();
    names.sort();
    names
}

pub fn example_path(name: &str, suffix: &str) -> PathBuf {
    root().join("examples").join(format!("{name}{suffix}"))
}

/// Whether an LLVM 19 tool can be run. With `GFXC_REQUIRE_LLVM=1` (set by `.ci/run`) a missing
/// tool is a test failure, so CI never skips the live checks silently.
pub fn llvm_tool(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        if std::env::var_os("GFXC_REQUIRE_LLVM").is_some_and(|v| v == "1") {
            panic!("{tool} is required (GFXC_REQUIRE_LLVM=1) but cannot be run");
        }
        {
            // Straight to stderr: libtest does not capture it, so the skip shows in `cargo test`.
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: live check of {} ({tool} not installed)",
                std::thread::current().name().unwrap_or("?")
            );
        }
    }
    ok
}

/// Runs the `gfxc` binary; returns (exit code, stdout, stderr).
pub fn gfxc(args: &[&str]) -> (i32, String, String) {
    // (Set for tests; `examples/spill_report.rs` shares this module and calls no binary.)
    let out = Command::new(option_env!("CARGO_BIN_EXE_gfxc").unwrap_or("gfxc"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

pub fn path_str(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}

/// Every target mode of the compiler matrix: (processor, features).
pub const ALL_TARGETS: &[(&str, &str)] = &[
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

/// Compile every kernel of `path` (relative to the repository) for `cpu` within `limits`:
/// the library pipeline with `allocate_with` (regalloc2's checker on) in place of the
/// kernel attributes' limits, and the compiler's own post-RA passes. Returns the code object
/// and each kernel's allocation statistics.
pub fn compile_with_limits(
    path: &str,
    cpu: &str,
    limits: &gfxc_regalloc::Limits,
) -> Result<(Vec<u8>, Vec<gfxc_regalloc::Stats>), String> {
    compile_with_limits_as(path, cpu, limits, true)
}

/// [`compile_with_limits`]; `fallback` false allocates the first selection as it is (the
/// merged kernel-argument loads stay merged even when they spill SGPRs).
pub fn compile_with_limits_as(
    path: &str,
    cpu: &str,
    limits: &gfxc_regalloc::Limits,
    fallback: bool,
) -> Result<(Vec<u8>, Vec<gfxc_regalloc::Stats>), String> {
    let src = std::fs::read_to_string(root().join(path)).unwrap();
    let module =
        gfxc::load_source(gfxc::SourceKind::from_path(path), &src).map_err(|d| d.render(path))?;
    let target = gfxc::isa::processors::Target::parse(cpu).unwrap();
    let mut kernels = Vec::new();
    let mut stats = Vec::new();
    let lowered =
        gfxc_isel::lower::pipeline::lower_module(&module, &target).map_err(|d| d.render(path))?;
    // As `gfxc::pipeline::compile_kernels`: a kernel whose unrolled loops do not fit its
    // registers is compiled from a lowering without unrolling.
    let mut plain = None;
    let names: Vec<String> = lowered
        .module
        .kernels()
        .map(|(_, f)| f.name.clone())
        .collect();
    for (idx, kname) in names.iter().enumerate() {
        let alloc = |lowered: &gfxc_isel::lower::pipeline::Lowered| -> Result<_, String> {
            let lm = &lowered.module;
            let (_, f) = lm.kernels().find(|(_, f)| &f.name == kname).unwrap();
            let lk = lowered.kernels.iter().find(|k| k.name == f.name).unwrap();
            let mf = gfxc_isel::select_kernel(lm, f, &target, lk)?;
            // As `gfxc::compile::compile_kernels`: per-use kernarg loads when merged ones spill.
            let (af, st) = if fallback {
                gfxc::compile::allocate_or_keep_kernarg_loads(
                    lm,
                    f,
                    &target,
                    lk,
                    mf,
                    limits,
                    true,
                    &Default::default(),
                )?
            } else {
                gfxc_regalloc::allocate_with(&mf, &target, limits, true)?
            };
            Ok((af, st, lk.unrolled))
        };
        let (mut af, st, lowered_from) = match alloc(&lowered) {
            Err(_)
                if fallback
                    && lowered
                        .kernels
                        .iter()
                        .any(|k| &k.name == kname && k.unrolled > 0) =>
            {
                let p: &gfxc_isel::lower::pipeline::Lowered = plain.get_or_insert(
                    gfxc_isel::lower::pipeline::lower_module_unrolling(
                        &module, &target, false, true, false,
                    )
                    .map_err(|d| d.diags.render(path))?,
                );
                let (af, st, _) = alloc(p)?;
                (af, st, p)
            }
            r => {
                let (af, st, _) = r?;
                (af, st, &lowered)
            }
        };
        let (_, f) = lowered_from
            .module
            .kernels()
            .find(|(_, f)| &f.name == kname)
            .unwrap();
        let waits = gfxc::compile::post_ra(&mut af, &target)?;
        let k = gfxc_emit::kernel_code::finish(&af, f, &target, idx, st.sgprs, st.vgprs, waits)?;
        assert_eq!(
            k.resources.private_segment_fixed_size, st.scratch_bytes,
            "descriptor scratch size"
        );
        kernels.push(k);
        stats.push(st);
    }
    Ok((
        gfxc_emit::kernel_code::code_object(&target, &kernels)?,
        stats,
    ))
}

/// Parse a `.gir` kernel given as text (panics with the rendered diagnostics).
pub fn gir_module(src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), src)
        .unwrap_or_else(|d| panic!("{}", d.render("k.gir")))
}

/// A target with features applied (`"+wavefrontsize64"`, or `""`).
pub fn target_with(cpu: &str, mattr: &str) -> gfxc::isa::processors::Target {
    let mut t = gfxc::isa::processors::Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

/// Compiles the `.gir` text `src` for every target in `targets`, runs it on the simulator
/// (strict mode) and compares every buffer with the interpreter's at the target's wave size;
/// all failures are listed.
pub fn gir_matches_interpreter(name: &str, src: &str, launch: &str, targets: &[(&str, &str)]) {
    let m = gir_module(src);
    objects_match_interpreter(name, &m, launch, targets, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render(name))
    });
}

/// As [`gir_matches_interpreter`], for a code object `build` makes per target (e.g. linked
/// from separately compiled modules), compared with the interpreter running `m`.
pub fn objects_match_interpreter(
    name: &str,
    m: &gfxc::ir::Module,
    launch: &str,
    targets: &[(&str, &str)],
    build: impl Fn(&gfxc::isa::processors::Target) -> Result<Vec<u8>, String>,
) {
    let spec = gfxc_ir::launch::LaunchSpec::parse(launch).unwrap();
    let mut failures = Vec::new();
    // The interpreter's result per wave size (at most two runs).
    let mut wants = std::collections::HashMap::new();
    for (cpu, mattr) in targets {
        let t = target_with(cpu, mattr);
        let want = wants.entry(t.wave_size()).or_insert_with(|| {
            let opts = gfxc_ir::interp::InterpOptions {
                wave_size: t.wave_size(),
                ..Default::default()
            };
            gfxc_ir::interp::run(m, &spec, &opts).unwrap()
        });
        let obj = match build(&t) {
            Ok(o) => o,
            Err(d) => {
                failures.push(format!("{name} {cpu}{mattr}: {d}"));
                continue;
            }
        };
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                assert_eq!(want.buffers.len(), got.buffers.len());
                for (w, g) in want.buffers.iter().zip(&got.buffers) {
                    if w.bytes != g.bytes {
                        failures.push(format!("{name} {cpu}{mattr}: buffer {} differs", w.name));
                    }
                }
            }
            Err(e) => failures.push(format!("{name} {cpu}{mattr}: simulator: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Not a check: run by `skipped_live_checks_are_visible` in a child process (it sets
/// `GFXC_SKIP_PROBE`) to see what a missing LLVM tool prints.
pub fn skip_probe() {
    if std::env::var_os("GFXC_SKIP_PROBE").is_some() {
        assert!(!llvm_tool("gfxc-no-such-tool-19"));
    }
}

/// The kernels of llc-19's assembly metadata (`amdhsa.kernels`): each kernel's top-level
/// scalar fields (`.name`, `.vgpr_count`, `.group_segment_fixed_size`, ...) by key.
pub fn llc_kernel_fields(asm: &str) -> Vec<std::collections::HashMap<String, String>> {
    let mut out: Vec<std::collections::HashMap<String, String>> = Vec::new();
    let mut inside = false;
    for line in asm.lines() {
        if line.starts_with("amdhsa.kernels:") {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if !line.starts_with(' ') {
            inside = line.starts_with("  ");
            if !inside {
                break;
            }
        }
        let field = if let Some(rest) = line.strip_prefix("  - ") {
            out.push(Default::default());
            rest
        } else if let Some(rest) = line.strip_prefix("    ") {
            if rest.starts_with(' ') {
                continue;
            }
            rest
        } else {
            continue;
        };
        if let (Some(k), Some((key, val))) = (out.last_mut(), field.split_once(':')) {
            k.insert(key.trim().to_string(), val.trim().to_string());
        }
    }
    out
}

/// Runs `DIR/build.sh` (clang-19) into a scratch directory and returns the committed
/// `DIR/NAME.ll` files that differ from what it produces now (clang's version line ignored).
/// The regeneration check of every directory of clang-19 test kernels.
pub fn stale_clang_outputs(dir: &Path, names: &[String]) -> Vec<String> {
    let tag = dir
        .file_name()
        .map_or("kernels".into(), |n| n.to_string_lossy());
    // (`CARGO_TARGET_TMPDIR` exists for tests only; `examples/spill_report.rs` shares this
    // module.)
    let out = std::path::Path::new(option_env!("CARGO_TARGET_TMPDIR").unwrap_or("/tmp"))
        .join(format!("gfxc-{tag}-clang-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let o = Command::new("sh")
        .arg(dir.join("build.sh"))
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{}/build.sh failed:\n{}",
        dir.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    let normalized = |p: &Path| {
        let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        text.lines()
            .filter(|l| !l.contains("clang version"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let stale = names
        .iter()
        .map(|n| format!("{n}.ll"))
        .filter(|f| normalized(&out.join(f)) != normalized(&dir.join(f)))
        .collect();
    let _ = std::fs::remove_dir_all(&out);
    stale
}

/// f32 special values for bit-exact float tests: zeros, ones, denormals, extremes,
/// infinities, quiet and signalling NaNs of both signs with payloads, and pi.
pub const F32_SPECIALS: [u32; 18] = [
    0x0000_0000,
    0x8000_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x0000_0001,
    0x8040_0000,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0xffc0_0000,
    0x7fc1_2345,
    0xffd0_0001,
    0x7f80_0001,
    0xff80_2000,
    0x7fa0_0000,
    0x4049_0fdb,
];

/// `function @big(p: ptr.global, x: i32) -> i32 noinline`: loads `n` words `p[i] + x`, keeps
/// all of them live and folds them in reverse order (`acc * 31 ^ v`), so a callee needs about
/// `n` VGPRs at once: the register-pressure callee of the call-budget and call-spill tests.
pub fn big_live_callee(n: usize) -> String {
    let mut s = String::from("function @big(v0: ptr.global, v1: i32) -> i32 noinline {\nblock0:\n");
    let mut k = 10;
    let mut vals = Vec::new();
    for i in 0..n {
        s += &format!(
            "    v{k} = iconst.i64 {}\n    v{} = ptradd v0, v{k}\n    v{} = load.i32 v{}\n    v{} = add.i32 v{}, v1\n",
            4 * i,
            k + 1,
            k + 2,
            k + 1,
            k + 3,
            k + 2
        );
        vals.push(k + 3);
        k += 4;
    }
    let mut acc = *vals.last().unwrap();
    for &v in vals.iter().rev().skip(1) {
        s += &format!(
            "    v{k} = iconst.i32 31\n    v{} = mul.i32 v{acc}, v{k}\n    v{} = xor.i32 v{}, v{v}\n",
            k + 1,
            k + 2,
            k + 1
        );
        acc = k + 2;
        k += 3;
    }
    s += &format!("    return v{acc}\n}}\n\n");
    s
}

/// llc-19's object of `ll` (a path under the repository) for `cpu` and `mattr`, written to a
/// temporary file and read back.
pub fn llc19_object(ll: &Path, cpu: &str, mattr: &str) -> Vec<u8> {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = std::env::temp_dir().join(format!("gfxc-llc19-{}-{k}.o", std::process::id()));
    let mut c = Command::new("llc-19");
    c.args([
        "-mtriple=amdgcn-amd-amdhsa",
        &format!("-mcpu={cpu}"),
        "-filetype=obj",
    ]);
    if !mattr.is_empty() {
        c.arg(format!("-mattr={mattr}"));
    }
    let st = c.arg(root().join(ll)).arg("-o").arg(&out).status().unwrap();
    assert!(st.success(), "llc-19 {} {cpu}{mattr}", ll.display());
    let live = std::fs::read(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    live
}

/// llc-19's object of `ll` for a mode, from the committed `golden` (a path under the
/// repository): when llc-19 runs, the golden is checked against its output (or, with
/// `GFXC_BLESS=1`, rewritten by it).
pub fn llc19_golden_object(golden: &Path, ll: &Path, cpu: &str, mattr: &str) -> Vec<u8> {
    golden_bytes(golden, || {
        llvm_tool("llc-19").then(|| llc19_object(ll, cpu, mattr))
    })
}

/// The committed bytes of `golden` (a path under the repository), checked against `live`'s
/// when it makes them (the tool that makes them is installed), or rewritten by them with
/// `GFXC_BLESS=1`.
pub fn golden_bytes(golden: &Path, live: impl FnOnce() -> Option<Vec<u8>>) -> Vec<u8> {
    let golden = root().join(golden);
    if let Some(live) = live() {
        if std::env::var("GFXC_BLESS").as_deref() == Ok("1") {
            std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
            std::fs::write(&golden, &live).unwrap();
        }
        assert!(
            live == std::fs::read(&golden).unwrap_or_default(),
            "{} is stale (GFXC_BLESS=1 rewrites it)",
            golden.display()
        );
    }
    std::fs::read(&golden).unwrap()
}

/// llc-19 -O2's object of the `.ll` text `src` for `cpu`/`mattr`, linked with ld.lld-19 into
/// a code object (in a scratch folder, removed afterwards); `Err` holds the tool's message
/// (llc-19 refuses some kernels gfxc compiles). `name` only names the scratch files.
pub fn llc19_linked(name: &str, src: &str, cpu: &str, mattr: &str) -> Result<Vec<u8>, String> {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("gfxc-llc19-linked-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let stem = format!("{name}.{cpu}{mattr}.{k}")
        .replace(|c: char| !c.is_ascii_alphanumeric() && c != '.', "_");
    let (ll, o, so) = (
        dir.join(format!("{stem}.ll")),
        dir.join(format!("{stem}.o")),
        dir.join(format!("{stem}.so")),
    );
    std::fs::write(&ll, src).unwrap();
    let mut c = Command::new("llc-19");
    c.args(["-O2", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
        .arg(format!("-mcpu={cpu}"));
    if !mattr.is_empty() {
        c.arg(format!("-mattr={mattr}"));
    }
    let out = c.arg(&ll).arg("-o").arg(&o).output().unwrap();
    let res = if !out.status.success() {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    } else {
        let out = Command::new("ld.lld-19")
            .arg("-shared")
            .arg(&o)
            .arg("-o")
            .arg(&so)
            .output()
            .unwrap();
        if out.status.success() {
            std::fs::read(&so).map_err(|e| e.to_string())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).into_owned())
        }
    };
    for f in [ll, o, so] {
        let _ = std::fs::remove_file(f);
    }
    res
}

/// `llc-19 -O2` assembly of the `.ll` text `src` for `cpu` (`mattr`: `""` or `"+..."`).
pub fn llc19_asm(src: &str, cpu: &str, mattr: &str) -> Result<String, String> {
    let mut c = Command::new("llc-19");
    c.args(["-O2", "-mtriple=amdgcn-amd-amdhsa", "-o", "-"])
        .arg(format!("-mcpu={cpu}"));
    if !mattr.is_empty() {
        c.arg(format!("-mattr={mattr}"));
    }
    let mut child = c
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(src.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// `tests/calls/NAME` (an `.ll` file) read as a module.
pub fn calls_module(name: &str) -> gfxc::ir::Module {
    let src = std::fs::read_to_string(root().join("tests/calls").join(name)).unwrap();
    gfxc_ll::parse_ll(&src).unwrap_or_else(|d| panic!("{}", d.render(name)))
}

/// The `tests/calls` modules `main` and `lib` linked as IR (what the interpreter runs for a
/// test that links their objects).
pub fn linked_calls_ir(main: &str, lib: &str) -> gfxc::ir::Module {
    let mut m = calls_module(main);
    m.link(&calls_module(lib)).unwrap();
    assert_eq!(m.declarations().count(), 0);
    m
}

/// A mode's short name in golden file names: the processor, `w64` appended for wave64.
pub fn mode_name(cpu: &str, mattr: &str) -> String {
    if mattr.is_empty() {
        cpu.to_string()
    } else {
        format!("{cpu}w64")
    }
}

/// The (processor, features) of the mode a target was made from ([`ALL_TARGETS`]).
pub fn mode_of(t: &gfxc::isa::processors::Target) -> (&'static str, &'static str) {
    *ALL_TARGETS
        .iter()
        .find(|(c, a)| target_with(c, a) == *t)
        .unwrap()
}

/// llc-19's object of `tests/calls/FILE` for a mode: the committed golden
/// `tests/golden/DIR/STEM_MODE.o`, re-checked live ([`llc19_golden_object`]).
pub fn calls_llc_golden(dir: &str, file: &str, cpu: &str, mattr: &str) -> Vec<u8> {
    let stem = file.trim_end_matches(".ll");
    let golden = format!("tests/golden/{dir}/{stem}_{}.o", mode_name(cpu, mattr));
    llc19_golden_object(
        Path::new(&golden),
        &Path::new("tests/calls").join(file),
        cpu,
        mattr,
    )
}

/// A `.gir` function body under construction: each value is `vN`, numbered in definition
/// order from `next` (the parameters take the numbers below it).
pub struct GirBody {
    pub body: String,
    pub next: u32,
}

impl GirBody {
    /// An empty body whose first value is `v{first}`.
    pub fn new(first: u32) -> GirBody {
        GirBody {
            body: String::new(),
            next: first,
        }
    }

    /// Appends `vN = rhs` and returns N.
    pub fn def(&mut self, rhs: &str) -> u32 {
        let v = self.next;
        self.next += 1;
        self.body.push_str(&format!("    v{v} = {rhs}\n"));
        v
    }
}

/// A small deterministic generator (xorshift64) for generated tests; the seed must not be 0.
pub struct Rng(pub u64);

impl Rng {
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Loads the LLVM IR text `src` (named `name` in messages), compiles it for every mode of
/// [`ALL_TARGETS`] and checks the simulator against the interpreter
/// ([`objects_match_interpreter`]); returns the module for further checks.
pub fn ll_matches_interpreter(name: &str, src: &str, launch: &str) -> gfxc::ir::Module {
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(name)));
    objects_match_interpreter(name, &m, launch, ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render(name))
    });
    m
}

/// The assembly of `m` on every mode of [`ALL_TARGETS`]: (mode name, text).
pub fn asm_per_mode(m: &gfxc::ir::Module) -> Vec<(String, String)> {
    ALL_TARGETS
        .iter()
        .map(|&(cpu, mattr)| {
            let asm = gfxc::compile::compile_module_asm(m, &target_with(cpu, mattr))
                .unwrap_or_else(|d| panic!("{cpu}{mattr}: {}", d.render("module")));
            (mode_name(cpu, mattr), asm)
        })
        .collect()
}
