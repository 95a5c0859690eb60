//! The compiler's pass matrix: every example (`examples/*.gir`), corpus kernel
//! (`tests/corpus/*.ll`) and OpenCL C kernel compiled by clang-19 (`tests/opencl/*.ll`, shown
//! as `ocl:NAME`; this is the compiled side of every `tests/opencl` launch, `opencl_import.rs`
//! the interpreter side; likewise `tests/kernels/*.ll`, from OpenCL C and HIP, shown as
//! `cl:NAME` and `hip:NAME`, with `kernels_import.rs` the interpreter side) compiled for every target; where the simulator covers the target, the
//! object runs in strict mode on every launch spec and must give the interpreter's expected
//! result exactly (`*.expected.json`, tolerances as the spec states).
//!
//! Cells: `S` simulated and correct, `C` compiled (target not simulated), `-` not compiled yet
//! (a clean "not supported" error), `X` compiled but wrong or rejected by the simulator (always
//! a failure). The matrix is printed and written to `target/compile_matrix.txt`, and must equal
//! the committed `tests/compile_matrix.expected` cell for cell: a cell that gets worse fails,
//! and so does one that gets better until the expectation is blessed (`GFXC_BLESS=1`), so
//! the committed file is always the true state of the compiler.

mod common;

use gfxc::isa::processors::Target;
use std::fmt::Write;
use std::path::Path;

/// Every target of the pass matrix.
use common::ALL_TARGETS as TARGETS;

const SIMULATED: &[&str] = &[
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

/// Regression cells on simulated targets the compiler does not handle yet: (kernel or `*`,
/// target label). Such a cell may fail to compile, but only with a clean "not supported yet"
/// error; once it compiles it is checked like every other cell.
/// (None today: GFX6 global memory and GFX6-GFX8 private memory are MUBUF, `isel/src/buffer.rs`.)
const REGRESSION_PENDING: &[(&str, &str)] = &[];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A kernel of the matrix: (name, source path, (launch spec, expected result) paths).
type MatrixKernel = (String, String, Vec<(String, String)>);

/// Every example and corpus kernel with its launches.
fn kernels() -> Vec<MatrixKernel> {
    let mut out = Vec::new();
    for (dir, ext) in [
        ("examples", "gir"),
        ("tests/corpus", "ll"),
        ("tests/opencl", "ll"),
        ("tests/kernels", "ll"),
    ] {
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
            // tests/kernels: one launch per `NAME.KERNEL[.N].launch.json`.
            let mut suffixes: Vec<String> = ["", ".2", ".3", ".4"].map(String::from).to_vec();
            if dir == "tests/kernels" {
                suffixes = std::fs::read_dir(&d)
                    .unwrap()
                    .filter_map(|e| {
                        let f = e.ok()?.file_name().to_string_lossy().into_owned();
                        let stem = f.strip_suffix(".launch.json")?;
                        stem.strip_prefix(&n)?
                            .strip_prefix('.')
                            .map(|s| format!(".{s}"))
                    })
                    .collect();
                suffixes.sort();
            }
            for suffix in &suffixes {
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
            let name = match dir {
                "tests/opencl" => format!("ocl:{n}"),
                "tests/kernels" if d.join(format!("{n}.hip")).exists() => format!("hip:{n}"),
                "tests/kernels" => format!("cl:{n}"),
                _ if ext == "ll" => format!("{n}.ll"),
                _ => n,
            };
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
    let _ = write!(text, "{:<24}", "kernel");
    for l in &labels {
        let _ = write!(text, " {l:>10}");
    }
    text.push('\n');
    let mut failures = Vec::new();
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
    // The grid (header and one line per kernel) against the committed expectation.
    let grid: String = text.split("\n\n").next().unwrap_or("").to_string() + "\n";
    let expected_path = root().join("tests/compile_matrix.expected");
    if std::env::var("GFXC_BLESS").as_deref() == Ok("1") {
        std::fs::write(&expected_path, &grid).unwrap();
    } else {
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        let cells = |t: &str| -> std::collections::BTreeMap<(String, String), char> {
            let mut lines = t.lines();
            let heads: Vec<String> = lines
                .next()
                .unwrap_or("")
                .split_whitespace()
                .skip(1)
                .map(String::from)
                .collect();
            let mut m = std::collections::BTreeMap::new();
            for l in lines {
                let mut w = l.split_whitespace();
                let Some(k) = w.next() else { continue };
                for (h, c) in heads.iter().zip(w) {
                    m.insert((k.to_string(), h.clone()), c.chars().next().unwrap_or('?'));
                }
            }
            m
        };
        let (want, got) = (cells(&expected), cells(&grid));
        for (key, g) in &got {
            match want.get(key) {
                Some(w) if w == g => {}
                Some(w) => failures.push(format!(
                    "{} on {}: expected {w}, got {g} ({}; bless with GFXC_BLESS=1 if better)",
                    key.0,
                    key.1,
                    if *w == 'S' || (*w == 'C' && *g == '-') {
                        "REGRESSION"
                    } else {
                        "changed"
                    }
                )),
                None => failures.push(format!(
                    "{} on {}: not in tests/compile_matrix.expected (bless with GFXC_BLESS=1)",
                    key.0, key.1
                )),
            }
        }
        for key in want.keys().filter(|k| !got.contains_key(*k)) {
            failures.push(format!("{} on {}: expected cell missing", key.0, key.1));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Small kernels that once compiled to wrong code: each runs on the interpreter and, compiled
/// for every simulated target, on the simulator; every buffer must match bit for bit.
const REGRESSIONS: &[(&str, &str, &[&str])] = &[
    (
        // A uniform i32 computed on the VALU (`fptoui` of a uniform float), zero-extended to i64 on
        // the SALU: `s_mov_b32` read the VGPR number as an SGPR. 64-bit division by a uniform or
        // constant divisor (whose reciprocal is uniform) gave garbage. Also `umulhi.i64`/`smulhi.i64`.
        "uniform_i64_divisor",
        r#"
kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: i64, v4: i32) flat_workgroup_size(1, 256) {
block0:
    v7 = workitem_id x
    v8 = workgroup_id x
    v9 = workgroup_size x
    v10 = mul.i32 v8, v9
    v11 = add.i32 v10, v7
    v13 = zext.i64 v11
    v14 = iconst.i64 3
    v15 = shl.i64 v13, v14
    v16 = ptradd v0, v15
    v17 = load.i64 v16
    v18 = ptradd v1, v15
    v19 = load.i64 v18
    v20 = udiv.i64 v17, v3
    v21 = iconst.i64 1000000007
    v22 = srem.i64 v17, v21
    v23 = umulhi.i64 v17, v19
    v24 = uitofp.f32 v4
    v25 = fptoui.i32 v24
    v26 = zext.i64 v25
    v27 = iconst.i64 40
    v28 = mul.i64 v13, v27
    v29 = ptradd v2, v28
    store v20, v29
    v30 = iconst.i64 8
    v31 = ptradd v29, v30
    store v22, v31
    v32 = iconst.i64 16
    v33 = ptradd v29, v32
    store v23, v33
    v34 = iconst.i64 24
    v35 = ptradd v29, v34
    store v26, v35
    v36 = smulhi.i64 v17, v19
    v37 = iconst.i64 32
    v38 = ptradd v29, v37
    store v36, v38
    return
}
"#,
        &[r#"{
  "kernel": "k",
  "grid": [512, 1, 1],
  "block": [256, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"i64": 1000000007}, {"i32": 123456}],
  "buffers": {
    "a": {"type": "i64", "len": 512, "init": {"random": 1, "min": -9000000000000000000, "max": 9000000000000000000}},
    "b": {"type": "i64", "len": 512, "init": {"random": 2, "min": -9000000000000000000, "max": 9000000000000000000}},
    "o": {"type": "i64", "len": 2560, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#],
    ),
    (
        // `select` on every type isel meets: f32x4, i64, f64, pointers and i1 (lane masks),
        // with divergent and uniform conditions.
        "select_types",
        SELECT_GIR,
        &[SELECT_LAUNCH_7, SELECT_LAUNCH_3],
    ),
    (
        // splat of divergent and uniform 32/64-bit scalars (and constants) into vectors,
        // used lane-wise and stored whole.
        "splat",
        SPLAT_GIR,
        &[SPLAT_LAUNCH],
    ),
    (
        // i8/i16/f16 loads and stores (global, private), odd byte offsets, the neighbours
        // untouched.
        "sub_dword_memory",
        SUBDWORD_GIR,
        &[SUBDWORD_LAUNCH],
    ),
    (
        // ctpop/ctlz/cttz on i64 and i32 with zero, single-bit and all-ones dwords.
        "bit_counts",
        BITS_GIR,
        &[BITS_LAUNCH],
    ),
];

const BITS_GIR: &str = r#"
kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 3
    v5 = shl.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = load.i64 v6
    v8 = ctpop.i64 v7
    v9 = ctlz.i64 v7
    v10 = cttz.i64 v7
    v11 = itrunc.i32 v7
    v12 = ctpop.i32 v11
    v13 = ctlz.i32 v11
    v14 = cttz.i32 v11
    v15 = iconst.i64 48
    v16 = mul.i64 v3, v15
    v17 = ptradd v1, v16
    store v8, v17
    v18 = iconst.i64 8
    v19 = ptradd v17, v18
    store v9, v19
    v20 = iconst.i64 16
    v21 = ptradd v17, v20
    store v10, v21
    v22 = iconst.i64 24
    v23 = ptradd v17, v22
    store v12, v23
    v24 = iconst.i64 28
    v25 = ptradd v17, v24
    store v13, v25
    v26 = iconst.i64 32
    v27 = ptradd v17, v26
    store v14, v27
    return
}
"#;

const SPLAT_GIR: &str = r#"
kernel @k(v0: ptr.global, v1: ptr.global, v2: i32, v3: i64) flat_workgroup_size(1, 64) {
block0:
    v4 = workitem_id x
    v5 = zext.i64 v4
    v6 = iconst.i64 4
    v7 = shl.i64 v5, v6
    v8 = ptradd v0, v7
    v9 = load.f32x4 v8
    v10 = uitofp.f32 v4
    v11 = splat.f32x4 v10
    v12 = fadd.f32x4 v9, v11
    v13 = iconst.i64 64
    v14 = mul.i64 v5, v13
    v15 = ptradd v1, v14
    store v12, v15
    v16 = splat.i32x4 v2
    v17 = iconst.i64 16
    v18 = ptradd v15, v17
    store v16, v18
    v19 = splat.i64x2 v3
    v20 = iconst.i64 32
    v21 = ptradd v15, v20
    store v19, v21
    v22 = add.i64 v5, v3
    v23 = splat.i64x2 v22
    v24 = iconst.i64 48
    v25 = ptradd v15, v24
    store v23, v25
    return
}
"#;

const SPLAT_LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [64, 1, 1],
  "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "o"}, {"i32": -123456789}, {"i64": -81985529216486896}],
  "buffers": {
    "a": {"type": "f32", "len": 256, "init": {"random": 3, "min": -100.0, "max": 100.0}},
    "o": {"type": "i32", "len": 1024, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#;

const SUBDWORD_GIR: &str = r#"
kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 3
    v5 = shl.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = ptradd v1, v5
    v8 = iconst.i64 1
    v9 = ptradd v6, v8
    v10 = load.i8 v9
    v11 = iconst.i64 5
    v12 = ptradd v7, v11
    store v10, v12
    v13 = iconst.i64 2
    v14 = ptradd v6, v13
    v15 = load.i16 v14
    store v15, v7
    v16 = iconst.i64 6
    v17 = ptradd v6, v16
    v18 = load.f16 v17
    v19 = alloca 8
    v20 = iconst.i32 2
    v21 = ptradd v19, v20
    store v18, v21
    v22 = iconst.i32 3
    v23 = ptradd v19, v22
    store v10, v23
    v24 = load.f16 v21
    v25 = iconst.i64 2
    v26 = ptradd v7, v25
    store v24, v26
    v27 = load.i8 v23
    v28 = iconst.i64 7
    v29 = ptradd v7, v28
    store v27, v29
    return
}
"#;

const SUBDWORD_LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [64, 1, 1],
  "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "o"}],
  "buffers": {
    "a": {"type": "i32", "len": 128, "init": {"random": 5, "min": -2000000000, "max": 2000000000}},
    "o": {"type": "i32", "len": 128, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#;

const BITS_LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [64, 1, 1],
  "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "o"}],
  "buffers": {
    "a": {"type": "i64", "len": 64, "init": {"values": [0, 1, 2, 3, -9223372036854775808, -1, 4294967295, -4294967296, 4294967296, 2147483648, 9223372036854775807, 4294967297, -9223372036854775807, 6841777402048469049, 7710297655, -1432850977485255522, 7750843388603982575, 1038419834999, 1393662250, 230, 243107963, 6309603490, 817671399, 5293673095429291655, 28162508, 7529058068588108450, 5076976305, 838204117598, 35, 4102885086885666379, 283985084, 248, 53, 2061857247, 1873481408, 621278126, 4129516530, 6251882638954026126, 3351195362259660331, -616779679639623109, 22758125040, 1782010769, 566531838, 84, 7805674884, 5496935587679942477, 6233097031098450859, 79, 3515508378, 346588483985, 1033408623, 196300059218, 65, 243, -2861442476759150670, 601373020904, 413889610761, 83733354576027172, 777589772023, 1339413523, 255594699, 1996419595, 564119824408, 8129132232]}},
    "o": {"type": "i64", "len": 384, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#;

const SELECT_GIR: &str = r#"
kernel @sel(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: i32) flat_workgroup_size(1, 256) {
block0:
    v7 = workitem_id x
    v8 = workgroup_id x
    v9 = workgroup_size x
    v10 = mul.i32 v8, v9
    v11 = add.i32 v10, v7
    v13 = zext.i64 v11
    v14 = iconst.i64 4
    v15 = shl.i64 v13, v14
    v16 = ptradd v0, v15
    v17 = load.f32x4 v16
    v18 = ptradd v1, v15
    v19 = load.f32x4 v18
    v20 = iconst.i32 3
    v21 = and.i32 v11, v20
    v22 = iconst.i32 1
    v23 = icmp.i32 ult v21, v22
    v24 = select.f32x4 v23, v17, v19
    v25 = iconst.i32 5
    v26 = icmp.i32 ugt v3, v25
    v27 = select.f32x4 v26, v24, v17
    v28 = ptradd v2, v15
    store v27, v28
    v30 = load.i64 v16
    v31 = load.i64 v18
    v32 = iconst.i32 2
    v33 = icmp.i32 eq v21, v32
    v34 = icmp.i64 slt v30, v31
    v35 = select.i1 v33, v34, v23
    v36 = select.i64 v35, v30, v31
    v37 = select.i1 v26, v23, v34
    v38 = select.ptr.global v37, v16, v18
    v39 = load.f64 v38
    v40 = bitcast.f64 v36
    v41 = select.f64 v35, v39, v40
    v42 = iconst.i64 8
    v43 = ptradd v28, v42
    store v41, v43
    return
}
"#;

const SELECT_LAUNCH_7: &str = r#"{
  "kernel": "sel",
  "grid": [512, 1, 1],
  "block": [256, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"i32": 7}],
  "buffers": {
    "a": {"type": "i32", "len": 2048, "init": {"random": 1, "min": -900000000, "max": 900000000}},
    "b": {"type": "i32", "len": 2048, "init": {"random": 2, "min": -900000000, "max": 900000000}},
    "o": {"type": "i32", "len": 2048, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#;
const SELECT_LAUNCH_3: &str = r#"{
  "kernel": "sel",
  "grid": [512, 1, 1],
  "block": [256, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"i32": 3}],
  "buffers": {
    "a": {"type": "i32", "len": 2048, "init": {"random": 1, "min": -900000000, "max": 900000000}},
    "b": {"type": "i32", "len": 2048, "init": {"random": 2, "min": -900000000, "max": 900000000}},
    "o": {"type": "i32", "len": 2048, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#;

#[test]
fn regressions_match_the_interpreter() {
    let mut failures = Vec::new();
    for (name, src, launches) in REGRESSIONS {
        let module = gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), src)
            .unwrap_or_else(|d| panic!("{}", d.render(name)));
        for (launch, (cpu, mattr)) in launches.iter().flat_map(|l| {
            TARGETS
                .iter()
                .filter(|(c, _)| SIMULATED.contains(c))
                .map(move |t| (l, t))
        }) {
            let spec = gfxc_ir::launch::LaunchSpec::parse(launch).unwrap();
            let want = gfxc_ir::interp::run(&module, &spec, &Default::default()).unwrap();
            let mut target = Target::parse(cpu).unwrap();
            target.apply_mattr(mattr).unwrap();
            let cell = label(cpu, mattr);
            let obj = match gfxc::compile_module(&module, &target) {
                Ok(o) => o,
                Err(d) => {
                    let msg = d.render(name);
                    let pending = REGRESSION_PENDING
                        .iter()
                        .any(|&(k, c)| (k == "*" || k == *name) && c == cell);
                    if !(pending && msg.contains("not supported yet")) {
                        failures.push(format!("{name} on {cell}: {msg}"));
                    }
                    continue;
                }
            };
            let (got, _) = gfxc_sim::simulate(&obj, &spec, &Default::default()).unwrap();
            for (w, g) in want.buffers.iter().zip(&got.buffers) {
                if w.bytes != g.bytes {
                    failures.push(format!("{name} on {cell}: buffer {} differs", w.name));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
