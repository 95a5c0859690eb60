//! CLI behaviour: exit codes, error format, output files.

mod common;
use common::*;

fn temp(name: &str, text: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    path_str(&p)
}

#[test]
fn missing_file_is_an_error() {
    let (code, out, err) = gfxc(&["check", "/nonexistent/x.gir"]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(
        err.starts_with("/nonexistent/x.gir: error: cannot read file"),
        "{err}"
    );
}

#[test]
fn check_reports_located_parse_error() {
    let f = temp(
        "bad.gir",
        "kernel @k() {\nblock0:\n    v0 = frobnicate.i32 v1\n    return\n}\n",
    );
    let (code, _, err) = gfxc(&["check", &f]);
    assert_eq!(code, 1);
    assert!(err.starts_with(&format!("{f}:3:")), "{err}");
    assert!(err.contains("error:"), "{err}");
}

#[test]
fn fmt_check_and_in_place() {
    let src = "kernel @k(v7: ptr.global) {\nblock3:\n  return\n}\n";
    let f = temp("fmt.gir", src);
    let (code, _, _) = gfxc(&["fmt", "--check", &f]);
    assert_eq!(code, 1, "not canonical yet");
    let (code, out, err) = gfxc(&["fmt", &f]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "kernel @k(v0: ptr.global) {\nblock0:\n    return\n}\n");
    assert_eq!(gfxc(&["fmt", "-i", &f]).0, 0);
    assert_eq!(gfxc(&["fmt", "--check", &f]).0, 0);
}

#[test]
fn emit_llvm_writes_output_file() {
    let f = temp(
        "e.gir",
        "kernel @k(v0: ptr.global) {\nblock0:\n    return\n}\n",
    );
    let o = temp("e.ll", "");
    let (code, out, err) = gfxc(&["emit-llvm", &f, "-o", &o]);
    assert_eq!(code, 0, "{err}");
    assert!(out.is_empty());
    let ll = std::fs::read_to_string(&o).unwrap();
    assert!(
        ll.contains("amdgcn-amd-amdhsa") && ll.contains("amdgpu_kernel"),
        "{ll}"
    );
}

#[test]
fn run_reports_bad_launch_spec() {
    let f = temp(
        "r.gir",
        "kernel @k(v0: ptr.global) {\nblock0:\n    return\n}\n",
    );
    let l = temp("r.launch.json", "{\"kernel\": \"k\", \"grid\": [1,1,1]");
    let (code, out, err) = gfxc(&["run", &f, "--launch", &l]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.starts_with(&format!("{l}: error:")), "{err}");
    let l2 = temp(
        "r2.launch.json",
        r#"{"kernel": "nope", "grid": [1,1,1], "block": [1,1,1], "args": [], "buffers": {}}"#,
    );
    let (code, out, err) = gfxc(&["run", &f, "--launch", &l2]);
    assert_eq!(code, 1, "{out}");
    assert!(err.contains("nope"), "{err}");
}

#[test]
fn closed_stdout_does_not_panic() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_gfxc"))
        .args(["run", &gir, "--launch", &launch])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read a few bytes, then close the pipe while gfxc is still writing.
    let mut out = child.stdout.take().unwrap();
    let mut buf = [0u8; 16];
    out.read_exact(&mut buf).unwrap();
    drop(out);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn run_executes_code_objects_on_the_simulator() {
    let hsaco = path_str(&root().join("sim/tests/data/gfx1100/vadd_f32.hsaco"));
    let launch = path_str(&root().join("tests/corpus/vadd_f32.launch.json"));
    let expected = path_str(&root().join("tests/corpus/vadd_f32.expected.json"));
    let (code, out, err) = gfxc(&[
        "run",
        &hsaco,
        "--launch",
        &launch,
        "--expected",
        &expected,
        "--stats",
        "--print-buffers",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("{\"buffers\": {"), "{}", lines[0]);
    assert!(
        lines[1].starts_with('{') && lines[1].len() > 2,
        "{}",
        lines[1]
    );
    // The same result as the interpreter gives for the LLVM IR the object was compiled from.
    let ll = path_str(&root().join("tests/corpus/vadd_f32.ll"));
    let (code, interp_out, err) = gfxc(&["run", &ll, "--launch", &launch, "--bits"]);
    assert_eq!(code, 0, "{err}");
    let (code, sim_out, err) = gfxc(&["run", &hsaco, "--launch", &launch, "--bits"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(interp_out, sim_out);
}

#[test]
fn run_rejects_engine_and_input_mismatches() {
    let hsaco = path_str(&root().join("sim/tests/data/gfx1100/vadd_f32.hsaco"));
    let launch = path_str(&root().join("tests/corpus/vadd_f32.launch.json"));
    let (code, out, err) = gfxc(&["run", &hsaco, "--launch", &launch, "--engine", "interp"]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(err.contains("--engine sim"), "{err}");
    let gir = path_str(&example_path("saxpy", ".gir"));
    let (code, out, err) = gfxc(&["run", &gir, "--launch", &launch, "--engine", "sim"]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    let (code, _, err) = gfxc(&["run", &gir, "--launch", &launch, "--stats"]);
    assert_eq!(code, 1, "{err}");
}

#[test]
fn run_with_mcpu_compiles_then_simulates() {
    // `gfxc run IN --mcpu CPU` compiles the IR and runs the code object on the simulator: the
    // result must match both the independent expected file and the interpreter, in wave32 and
    // (with --mattr) wave64.
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let expected = path_str(&example_path("saxpy", ".expected.json"));
    let (code, interp_out, err) = gfxc(&["run", &gir, "--launch", &launch, "--bits"]);
    assert_eq!(code, 0, "{err}");
    for mattr in [None, Some("+wavefrontsize64")] {
        let mut args = vec![
            "run",
            &gir,
            "--launch",
            &launch,
            "--mcpu",
            "gfx1100",
            "--bits",
            "--stats",
            "--expected",
            &expected,
            "--print-buffers",
        ];
        if let Some(m) = mattr {
            args.extend(["--mattr", m]);
        }
        let (code, out, err) = gfxc(&args);
        assert_eq!(code, 0, "{mattr:?}: {err}");
        let mut lines = out.lines();
        assert_eq!(lines.next(), interp_out.lines().next(), "{mattr:?}");
        // --stats proves the simulator ran: the interpreter has no statistics.
        let stats = lines.next().unwrap_or("");
        let wave = if mattr.is_some() { 64 } else { 32 };
        assert!(
            stats.starts_with(&format!(
                "{{\"kernel\": \"saxpy\", \"target\": \"gfx1100\", \"wave_size\": {wave},"
            )),
            "{stats}"
        );
    }
}

#[test]
fn run_with_mcpu_reports_errors() {
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let hsaco = path_str(&root().join("sim/tests/data/gfx1100/vadd_f32.hsaco"));
    // Unknown processor: a command-line error, nothing on stdout.
    let (code, out, err) = gfxc(&["run", &gir, "--launch", &launch, "--mcpu", "gfx9999"]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(
        err.starts_with("gfxc: error: --mcpu: unknown processor 'gfx9999'"),
        "{err}"
    );
    // Bad feature string.
    let (code, _, err) = gfxc(&[
        "run",
        &gir,
        "--launch",
        &launch,
        "--mcpu",
        "gfx1100",
        "--mattr",
        "+nonsense",
    ]);
    assert_eq!(code, 1, "{err}");
    // --mcpu with a code object or with the interpreter is a contradiction.
    let (code, _, err) = gfxc(&["run", &hsaco, "--launch", &launch, "--mcpu", "gfx1100"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("already names its target"), "{err}");
    let (code, _, err) = gfxc(&[
        "run", &gir, "--launch", &launch, "--mcpu", "gfx1100", "--engine", "interp",
    ]);
    assert_eq!(code, 1, "{err}");
    // A kernel the compiler rejects gives the compiler's located diagnostic.
    let bad = temp(
        "nolaunch.gir",
        "kernel @k(v0: ptr.global) {\nblock0:\n    v1 = load.i32 v0\n    v2 = foo v1\n    return\n}\n",
    );
    let (code, _, err) = gfxc(&["run", &bad, "--launch", &launch, "--mcpu", "gfx1100"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.starts_with(&format!("{bad}:4:")), "{err}");
}

#[test]
fn disas_coverage_lists_the_simulators_unsupported_rows() {
    let (code, out, _) = gfxc(&["disas", "--coverage", "--mcpu", "gfx1100"]);
    assert_eq!(code, 0);
    let want = gfxc_sim::coverage::unsupported_rows("gfx1100").unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), want.len() + 1, "{out}");
    assert!(lines[..want.len()].iter().zip(&want).all(|(a, b)| a == b));
    assert!(lines[want.len()].starts_with("# gfx1100: "), "{out}");
    let (code, _, err) = gfxc(&["disas", "--coverage"]);
    assert_eq!(code, 1);
    assert!(err.contains("--coverage needs --mcpu"), "{err}");
    let (code, _, err) = gfxc(&["disas", "--coverage", "--mcpu", "gfx9999"]);
    assert_eq!(code, 1);
    assert!(err.contains("error:"), "{err}");
}

/// Bad `--mcpu`/`--mattr` values are the command line's fault: every subcommand that takes
/// them says `gfxc: error: ...`, lists what it accepts, and never names the input file.
#[test]
fn command_line_errors_are_not_blamed_on_the_input() {
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let s = temp("cl.s", "s_endpgm\n");
    let o = temp("cl.o", "");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["compile", &gir, "--mcpu", "gfx9999", "-o", &o],
            "--mcpu: unknown processor 'gfx9999' (accepted: ",
        ),
        (
            vec![
                "compile", &gir, "--mcpu", "gfx1100", "--mattr", "+bogus", "-o", &o,
            ],
            "--mattr: unknown feature 'bogus' (accepted for gfx1100: ",
        ),
        (
            vec![
                "compile",
                &gir,
                "--mcpu",
                "gfx900",
                "--mattr",
                "+wavefrontsize64",
                "-o",
                &o,
            ],
            "--mattr: processor 'gfx900' does not support feature 'wavefrontsize64'",
        ),
        (
            vec!["compile", &gir, "--mcpu", "gfx90a:foo+", "-o", &o],
            "--mcpu: unknown target-id feature 'foo' (accepted: ",
        ),
        (
            vec![
                "run", &gir, "--launch", &launch, "--mcpu", "gfx1100", "--mattr", "+bogus",
            ],
            "--mattr: unknown feature 'bogus'",
        ),
        (
            vec!["as", "--mcpu", "gfx9999", &s],
            "--mcpu: unknown processor 'gfx9999'",
        ),
        (
            vec!["disas", "--mcpu", "gfx9999", &s],
            "--mcpu: unknown processor 'gfx9999'",
        ),
    ];
    for (args, want) in cases {
        let (code, out, err) = gfxc(&args);
        assert_eq!((code, out.as_str()), (1, ""), "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("gfxc: error: {want}")),
            "{args:?}: {err}"
        );
        assert!(!err.contains(&gir) && !err.contains(&s), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    // The accepted list names real processors and features.
    let (_, _, err) = gfxc(&["compile", &gir, "--mcpu", "gfx9999", "-o", &o]);
    for p in ["gfx900", "gfx90a", "gfx1100"] {
        assert!(err.contains(p), "{err}");
    }
    let (_, _, err) = gfxc(&[
        "compile", &gir, "--mcpu", "gfx1100", "--mattr", "+x", "-o", &o,
    ]);
    assert!(
        err.contains("+wavefrontsize64") && err.contains("+cumode"),
        "{err}"
    );
    // A 100 kB processor name is echoed clipped.
    let long = "g".repeat(100_000);
    let (code, _, err) = gfxc(&["compile", &gir, "--mcpu", &long, "-o", &o]);
    assert_eq!(code, 1);
    assert!(err.len() < 4096, "{} bytes of stderr", err.len());
    // `-O` was accepted and meant nothing; it is gone (docs/cli: one pipeline).
    let (code, _, err) = gfxc(&["compile", &gir, "--mcpu", "gfx900", "-O", "2", "-o", &o]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("'-O'"), "{err}");
}

/// The launch format is documented in the repository itself (docs/launch-spec.md), and every
/// README and `gfxc run --help` point there, never at a file outside a clone. The document's
/// own examples are valid launch specs and expected-results files.
#[test]
fn launch_format_is_documented_in_the_repository() {
    let doc_path = root().join("docs/launch-spec.md");
    let doc = std::fs::read_to_string(&doc_path).expect("docs/launch-spec.md");
    for topic in [
        "stack_bytes",
        "lds_dynamic",
        "Kernarg padding",
        "refused",
        "Expected results",
        "float_width",
        "hidden_remainder",
        "SplitMix64",
    ] {
        assert!(
            doc.contains(topic),
            "docs/launch-spec.md does not cover {topic}"
        );
    }
    // Its JSON examples parse with the readers gfxc uses.
    let blocks: Vec<&str> = doc
        .split("```json\n")
        .skip(1)
        .map(|b| b.split("```").next().unwrap())
        .collect();
    assert_eq!(blocks.len(), 3, "launch spec, output, expected results");
    gfxc::ir::launch::LaunchSpec::parse(blocks[0]).expect("the launch-spec example parses");
    gfxc::ir::launch::Expected::parse(blocks[2]).expect("the expected-results example parses");
    // Every pointer at the format resolves inside the repository.
    for readme in [
        "README.md",
        "examples/README.md",
        "tests/corpus/README.md",
        "tests/opencl/README.md",
        "tests/kernels/README.md",
    ] {
        let p = root().join(readme);
        let text = std::fs::read_to_string(&p).unwrap();
        assert!(
            !text.contains("shared/launch-spec"),
            "{readme} points outside the clone"
        );
        let links: Vec<&str> = text
            .split("](")
            .skip(1)
            .map(|l| l.split(')').next().unwrap())
            .filter(|l| l.ends_with("launch-spec.md"))
            .collect();
        assert!(
            !links.is_empty(),
            "{readme} does not link docs/launch-spec.md"
        );
        for l in links {
            let target = p.parent().unwrap().join(l);
            assert_eq!(
                target.canonicalize().ok(),
                doc_path.canonicalize().ok(),
                "{readme}: link {l}"
            );
        }
    }
    let (code, out, _) = gfxc(&["run", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("docs/launch-spec.md"), "{out}");
    assert!(!out.contains("shared"), "{out}");
}

/// `run --expected` gives a one-line verdict on stderr and no buffers on stdout (unless
/// `--print-buffers`); `--quiet` prints nothing on a match; a mismatch is an error, exit 1.
#[test]
fn run_expected_prints_a_verdict() {
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let expected = path_str(&example_path("saxpy", ".expected.json"));
    let exp: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&expected).unwrap()).unwrap();
    let n = exp["buffers"]["y"].as_array().unwrap().len();
    let (code, out, err) = gfxc(&["run", &gir, "--launch", &launch, "--expected", &expected]);
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    assert_eq!(
        err,
        format!("pass: 1 buffer matches (y: {n} elements, exact)\n")
    );
    let (code, out, err) = gfxc(&[
        "run",
        &gir,
        "--launch",
        &launch,
        "--expected",
        &expected,
        "--quiet",
    ]);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""));
    let (code, out, err) = gfxc(&[
        "run",
        &gir,
        "--launch",
        &launch,
        "--expected",
        &expected,
        "--print-buffers",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("{\"buffers\": {"), "{out}");
    // Two buffers, one with a tolerance (x, an input, is expected to stay as printed).
    let printed: serde_json::Value = serde_json::from_str(&out).unwrap();
    let two = temp(
        "two.expected.json",
        &format!(
            "{{\"buffers\": {{\"y\": {}, \"x\": {}}}, \"tolerance\": {{\"y\": {{\"ulp\": 2}}}}}}",
            exp["buffers"]["y"], printed["buffers"]["x"]
        ),
    );
    let (code, _, err) = gfxc(&["run", &gir, "--launch", &launch, "--expected", &two]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err,
        format!("pass: 2 buffers match (y: {n} elements, ulp 2; x: {n} elements, exact)\n")
    );
    // A wrong value fails, even with --quiet.
    let mut bad = exp.clone();
    bad["buffers"]["y"][0] = serde_json::json!(12345.5);
    let bad = temp("bad.expected.json", &bad.to_string());
    let (code, out, err) = gfxc(&[
        "run",
        &gir,
        "--launch",
        &launch,
        "--expected",
        &bad,
        "--quiet",
    ]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(err.contains("error: result differs from expected"), "{err}");
    assert!(!err.contains("pass:"), "{err}");
    // --quiet and --print-buffers only make sense with --expected.
    assert_eq!(gfxc(&["run", &gir, "--launch", &launch, "--quiet"]).0, 2);
}

/// A code object with one flipped bit in its ELF magic is reported as what it is not (no
/// "stream did not contain valid UTF-8"), by every command that reads one.
#[test]
fn damaged_code_object_says_what_it_is_not() {
    let mut bytes = std::fs::read(root().join("sim/tests/data/gfx1100/vadd_f32.hsaco")).unwrap();
    let launch = path_str(&root().join("tests/corpus/vadd_f32.launch.json"));
    for bit in 0..32 {
        bytes[bit / 8] ^= 1 << (bit % 8);
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("gfxc-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = path_str(&dir.join(format!("flip{bit}.hsaco")));
        std::fs::write(&f, &bytes).unwrap();
        bytes[bit / 8] ^= 1 << (bit % 8);
        for args in [
            vec!["run", &f, "--launch", &launch],
            vec!["check", &f],
            vec!["compile", &f, "--mcpu", "gfx1100", "-o", "-"],
            vec!["inspect", &f],
            vec!["run", &f, "--launch", &launch, "--engine", "sim"],
        ] {
            let (code, out, err) = gfxc(&args);
            assert_eq!((code, out.as_str()), (1, ""), "{args:?}: {err}");
            assert!(err.starts_with(&format!("{f}: error: ")), "{args:?}: {err}");
            assert!(
                !err.contains("UTF-8 stream") && !err.contains("did not contain"),
                "{err}"
            );
            assert!(err.contains("ELF magic 7f 45 4c 46"), "{args:?}: {err}");
        }
    }
}

/// Errors echo at most a short prefix of a token: a 1 MB identifier in any reader gives a
/// short diagnostic, still located.
#[test]
fn errors_truncate_echoed_tokens() {
    let big = "a".repeat(1 << 20);
    let gir = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let cases = [
        (
            "big.gir",
            format!("kernel @k() {{\nblock0:\n    v0 = {big}.i32 v1\n    return\n}}\n"),
        ),
        (
            "big.ll",
            format!("define amdgpu_kernel void @k() {{\n  %x = {big} i32 0\n  ret void\n}}\n"),
        ),
        ("big2.gir", format!("kernel @{big}() {{\nblock0:\n    retur\n}}\n")),
        ("big.s", format!("{big} v0, v1\n")),
        (
            "big.launch.json",
            format!("{{\"kernel\": \"{big}\", \"grid\": [1,1,1], \"block\": [1,1,1], \"args\": [], \"buffers\": {{}}}}"),
        ),
        ("big2.launch.json", format!("{{\"{big}\": 1}}")),
        ("big.expected.json", format!("{{\"buffers\": {{\"{big}\": [1]}}}}")),
    ];
    for (name, text) in cases {
        let f = temp(name, &text);
        let args: Vec<&str> = if name.ends_with(".launch.json") {
            vec!["run", &gir, "--launch", &f]
        } else if name.ends_with(".expected.json") {
            vec!["run", &gir, "--launch", &launch, "--expected", &f]
        } else if name.ends_with(".s") {
            vec!["as", "--mcpu", "gfx900", &f]
        } else {
            vec!["check", &f]
        };
        let (code, _, err) = gfxc(&args);
        assert_eq!(code, 1, "{name}");
        assert!(err.len() < 2000, "{name}: {} bytes of stderr", err.len());
        assert!(err.contains(": error: "), "{name}: {err}");
    }
    // Many errors: the first 50 and a count.
    let mut many = String::from("kernel @k() {\nblock0:\n");
    for i in 0..500 {
        many.push_str(&format!("    v{i} = frob{i}.i32 v1\n"));
    }
    many.push_str("    return\n}\n");
    let f = temp("many.gir", &many);
    let (code, _, err) = gfxc(&["check", &f]);
    assert_eq!(code, 1);
    assert!(err.lines().count() <= 51, "{err}");
}

/// Directories whose `.gir` files exist to exercise non-canonical or invalid text (inputs of
/// the fmt and check tests, verifier inputs whose diagnostics name the values as written).
const NON_CANONICAL_INPUTS: [&str; 3] = ["tests/cases/", "ir/tests/data/verifier/", "target/"];

fn gir_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        let name = e.file_name();
        if p.is_dir() && name != "target" && name != ".git" {
            gir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "gir") {
            out.push(p);
        }
    }
}

/// `gfxc fmt --check` passes on every example (their comments are part of the canonical
/// form), and every other `.gir` file of the repository is canonical too, apart from the
/// inputs that test non-canonical text.
#[test]
fn fmt_check_passes_on_examples_and_repository_gir_files() {
    let mut n = 0;
    for name in examples() {
        let f = path_str(&example_path(&name, ".gir"));
        let (code, out, err) = gfxc(&["fmt", "--check", &f]);
        assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""), "{f}");
        let text = std::fs::read_to_string(&f).unwrap();
        assert!(
            text.contains("\n; ") || text.starts_with("; "),
            "{f} has comments"
        );
        n += 1;
    }
    assert!(n >= 15, "{n} examples");
    let mut files = Vec::new();
    gir_files(&root(), &mut files);
    let mut checked = 0;
    for p in files {
        let rel = path_str(p.strip_prefix(root()).unwrap());
        if NON_CANONICAL_INPUTS.iter().any(|d| rel.starts_with(d)) {
            continue;
        }
        let src = std::fs::read_to_string(&p).unwrap();
        let (m, c) = gfxc::ir::text::parse_module_with_comments(&src)
            .unwrap_or_else(|d| panic!("{}", d.render(&rel)));
        assert_eq!(
            gfxc::ir::text::print_module_with_comments(&m, &c),
            src,
            "{rel} is not canonical (gfxc fmt -i {rel})"
        );
        checked += 1;
    }
    assert!(checked > 60, "{checked} files");
}

#[test]
fn skip_probe() {
    common::skip_probe();
}

/// A live LLVM check whose tool is missing is visible in plain `cargo test` output (a
/// `SKIPPED: ...` line libtest does not capture), and fails under GFXC_REQUIRE_LLVM=1.
#[test]
fn skipped_live_checks_are_visible() {
    let me = std::env::current_exe().unwrap();
    let run = |require: bool| {
        let mut c = std::process::Command::new(&me);
        c.args(["--exact", "skip_probe", "--test-threads", "1"])
            .env("GFXC_SKIP_PROBE", "1")
            .env_remove("GFXC_REQUIRE_LLVM");
        if require {
            c.env("GFXC_REQUIRE_LLVM", "1");
        }
        c.output().unwrap()
    };
    let out = run(false);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("SKIPPED: live check of skip_probe (gfxc-no-such-tool-19 not installed)"),
        "{err}"
    );
    assert!(
        !run(true).status.success(),
        "GFXC_REQUIRE_LLVM=1 turns the skip into a failure"
    );
}

/// Compile errors point at the instruction the user wrote and name its operation, for every
/// integer binary operation on every integer type (i1 ops are legalized through other
/// operations, whose names the user never wrote) and for every MFMA intrinsic on targets
/// without MFMA, on a GCN and an RDNA target.
#[test]
fn compile_errors_are_located_at_the_instruction() {
    let ops = [
        "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "lshr",
        "ashr", "smin", "smax", "umin", "umax",
    ];
    let mut cases: Vec<(String, String)> = Vec::new();
    for ty in ["i1", "i8", "i16", "i32", "i64"] {
        for op in ops {
            let def = |v: &str| {
                if ty == "i1" {
                    format!("    {v} = icmp.i32 slt v1, v2\n")
                } else {
                    format!("    {v} = load.{ty} v0\n")
                }
            };
            let src = format!(
                "kernel @k(v0: ptr.global, v1: i32, v2: i32) {{\nblock0:\n{}{}    v5 = {op}.{ty} v3, v4\n    store v5, v0\n    return\n}}\n",
                def("v3"),
                def("v4")
            );
            cases.push((format!("{op}.{ty}"), src));
        }
    }
    // Every MFMA intrinsic, with zero operands (immediates are iconsts).
    let mut mfma = 0;
    for sig in gfxc::ir::intrinsics::all() {
        if !sig.name.starts_with("amdgcn.mfma.") {
            continue;
        }
        let Some(res) = sig.result else { continue };
        let mut body = String::new();
        let mut n = 0u32;
        let mut args = Vec::new();
        for &p in sig.params {
            let ts = p.to_string();
            let lane = ts.split('x').next().unwrap();
            let k = if p.is_float() {
                format!("fconst.{lane} 0.0")
            } else {
                format!("iconst.{lane} 0")
            };
            n += 1;
            body.push_str(&format!("    v{n} = {k}\n"));
            if p.is_vector() {
                n += 1;
                body.push_str(&format!("    v{n} = splat.{p} v{}\n", n - 1));
            }
            args.push(format!("v{n}"));
        }
        cases.push((
            sig.name.to_string(),
            format!(
                "kernel @k(v0: ptr.global) {{\nblock0:\n{body}    v{} = intrinsic.{res} \"{}\"({})\n    return\n}}\n",
                n + 1,
                sig.name,
                args.join(", ")
            ),
        ));
        mfma += 1;
    }
    assert!(mfma > 10, "{mfma} MFMA intrinsics");
    let mut failures = 0;
    let mut bad = Vec::new();
    for (what, src) in &cases {
        let Ok(m) = gfxc::load_source(gfxc::SourceKind::Gir, src) else {
            continue;
        };
        let line = 1 + src
            .lines()
            .position(|l| l.contains(&format!(" {what} ")) || l.contains(&format!("\"{what}\"")))
            .unwrap();
        for cpu in ["gfx900", "gfx1100"] {
            let t = gfxc::isa::Target::parse(cpu).unwrap();
            match gfxc::compile_module(&m, &t) {
                Ok(_) => assert!(!what.starts_with("amdgcn.mfma."), "{what} on {cpu}"),
                Err(d) => {
                    let e = d.render("f.gir");
                    // Internal errors (compiler bugs, reported separately) need only the
                    // location; every other error also names what the user wrote.
                    let internal = e.contains("internal");
                    if !e.starts_with(&format!("f.gir:{line}:5: error: "))
                        || !(internal || e.contains(what.as_str()))
                    {
                        bad.push(format!("{what} on {cpu}: {e}"));
                    }
                    failures += 1;
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "not located or not naming the op:\n{}",
        bad.join("")
    );
    assert!(failures >= 2 * mfma, "{failures}");
}

/// Launches beyond the limits end at once with an error naming the limit and the option that
/// raises it: an endless loop (`--max-steps`), buffers beyond memory (`--max-memory`, checked
/// before anything is allocated), a 2^60 work-item grid (`--max-work-items`).
#[test]
fn run_limits_name_their_option() {
    let gir = temp(
        "loop.gir",
        "kernel @k(v0: ptr.global) {\nblock0:\n    jump block1\nblock1:\n    jump block1\n}\n",
    );
    let spec = |grid: &str, len: &str| {
        format!(
            "{{\"kernel\": \"k\", \"grid\": {grid}, \"block\": [64, 1, 1], \"args\": [{{\"buffer\": \"x\"}}], \"buffers\": {{\"x\": {{\"type\": \"u64\", \"len\": {len}}}}}}}"
        )
    };
    let small = temp("small.launch.json", &spec("[64, 1, 1]", "4"));
    let start = std::time::Instant::now();
    let (code, out, err) = gfxc(&["run", &gir, "--launch", &small, "--max-steps", "10000"]);
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(
        err.starts_with(&format!("{gir}:5:5: error: step limit exceeded (10000 ")),
        "{err}"
    );
    assert!(err.contains("--max-steps"), "{err}");
    let mem = temp("mem.launch.json", &spec("[64, 1, 1]", "300000000"));
    let (code, _, err) = gfxc(&["run", &gir, "--launch", &mem]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("2400000000 bytes") && err.contains("--max-memory"),
        "{err}"
    );
    let (code, _, err) = gfxc(&["run", &gir, "--launch", &mem, "--max-memory", "100"]);
    assert_eq!(code, 1, "{err}");
    let grid = temp(
        "grid.launch.json",
        &spec("[1073741824, 1073741824, 1]", "4"),
    );
    for engine in [vec![], vec!["--mcpu", "gfx1100"]] {
        let mut args = vec!["run", gir.as_str(), "--launch", grid.as_str()];
        args.extend(engine);
        let (code, _, err) = gfxc(&args);
        assert_eq!(code, 1, "{err}");
        assert!(
            err.contains("1152921504606846976 work-items") && err.contains("--max-work-items"),
            "{err}"
        );
    }
    assert!(start.elapsed().as_secs() < 30);
    // Under the limits the same launch runs (a loop that ends, with raised limits).
    let saxpy = path_str(&example_path("saxpy", ".gir"));
    let launch = path_str(&example_path("saxpy", ".launch.json"));
    let (code, _, err) = gfxc(&["run", &saxpy, "--launch", &launch, "--max-work-items", "10"]);
    assert_eq!(code, 1, "{err}");
    let (code, out, err) = gfxc(&["run", &saxpy, "--launch", &launch]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("{\"buffers\": {\"x\": [") && out.ends_with("]}}\n"));
}

/// `.ll` types and constant expressions nested 100,000 deep are a located error in `check`
/// and `compile` (no stack overflow); nesting within the limit still parses.
#[test]
fn deep_ll_nesting_is_a_located_error() {
    let n = 100_000;
    let arr = format!("{}i32{}", "[1 x ".repeat(n), "]".repeat(n));
    let st = format!("{}i32{}", "{ ".repeat(n), " }".repeat(n));
    let gep = format!(
        "{}@h{}",
        "getelementptr (i8, ptr ".repeat(n),
        ", i64 1)".repeat(n)
    );
    let cases = [
        (
            "deep_array.ll",
            format!("@g = global {arr} zeroinitializer\n"),
        ),
        ("deep_struct.ll", format!("%T = type {st}\n")),
        (
            "deep_gep.ll",
            format!("@h = global i32 0\n@p = global ptr {gep}\n"),
        ),
    ];
    for (name, text) in cases {
        let f = temp(name, &text);
        for args in [
            vec!["check", &f],
            vec!["compile", &f, "--mcpu", "gfx900", "-o", "-"],
        ] {
            let (code, out, err) = gfxc(&args);
            assert_eq!((code, out.as_str()), (1, ""), "{name}: {err}");
            assert!(err.starts_with(&format!("{f}:")), "{name}: {err}");
            assert!(
                err.contains("nested more than 256 levels deep"),
                "{name}: {err}"
            );
        }
    }
    let ok = format!(
        "@g = addrspace(1) global {}i32{} zeroinitializer\n",
        "[1 x ".repeat(50),
        "]".repeat(50)
    );
    let f = temp("ok_nesting.ll", &ok);
    let (code, _, err) = gfxc(&["check", &f]);
    assert_eq!(code, 0, "{err}");
}

/// A recursive device function: `check` accepts it (recursion is valid IR), `run` executes it
/// on the interpreter, and compiled (real calls) it gives the same result on the simulator.
#[test]
fn recursion_runs_on_the_interpreter_and_compiled() {
    let src = "function @sum(v0: i32) -> i32 {
block0:
    v1 = iconst.i32 0
    v2 = icmp.i32 eq v0, v1
    brif v2, block1, block2
block1:
    return v1
block2:
    v3 = iconst.i32 1
    v4 = sub.i32 v0, v3
    v5 = call @sum(v4)
    v6 = add.i32 v5, v0
    return v6
}

kernel @k(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = call @sum(v1)
    v3 = zext.i64 v1
    v4 = iconst.i64 4
    v5 = mul.i64 v3, v4
    v6 = ptradd v0, v5
    store v2, v6
    return
}
";
    let f = temp("rec.gir", src);
    let (code, _, err) = gfxc(&["check", &f]);
    assert_eq!(code, 0, "{err}");
    let l = temp(
        "rec.launch.json",
        r#"{"kernel": "k", "grid": [8,1,1], "block": [8,1,1], "args": [{"buffer": "o"}],
            "buffers": {"o": {"type": "i32", "len": 8}}}"#,
    );
    let (code, out, err) = gfxc(&["run", &f, "--launch", &l]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("0, 1, 3, 6, 10, 15, 21, 28"), "{out}");
    // Compiled as real calls (docs/calls.md), the simulator gives the same buffer.
    for cpu in ["gfx600", "gfx900", "gfx1100"] {
        let (code, out, err) = gfxc(&["run", &f, "--mcpu", cpu, "--launch", &l]);
        assert_eq!(code, 0, "{cpu}: {err}");
        assert!(out.contains("0, 1, 3, 6, 10, 15, 21, 28"), "{cpu}: {out}");
    }
}

/// `--max-steps` bounds the whole launch on the simulator too, not only each wave: a grid of
/// many waves that each run a bounded loop ends with the limit error (it ran for minutes
/// before, every wave staying within its own budget); a launch within the budget runs.
#[test]
fn simulator_step_limit_counts_the_whole_launch() {
    let gir = temp(
        "work.gir",
        "kernel @k(v0: ptr.global) {\nblock0:\n    v1 = iconst.i32 0\n    jump block1(v1)\n\
         block1(v2: i32):\n    v3 = iconst.i32 1\n    v4 = add.i32 v2, v3\n    \
         v5 = iconst.i32 100\n    v6 = icmp.i32 ult v4, v5\n    brif v6, block1(v4), block2\n\
         block2:\n    return\n}\n",
    );
    let spec = |grid: u32| {
        temp(
            &format!("work{grid}.launch.json"),
            &format!(
                "{{\"kernel\": \"k\", \"grid\": [{grid}, 1, 1], \"block\": [64, 1, 1], \"args\": [{{\"buffer\": \"x\"}}], \"buffers\": {{\"x\": {{\"type\": \"u32\", \"len\": 1}}}}}}"
            ),
        )
    };
    let (big, small) = (spec(64 * 4096), spec(64));
    for cpu in ["gfx900", "gfx1100"] {
        // About 500 wave instructions per wave: 4096 waves exceed 100,000, one does not.
        let (code, _, err) = gfxc(&[
            "run",
            &gir,
            "--launch",
            &big,
            "--mcpu",
            cpu,
            "--max-steps",
            "100000",
        ]);
        assert_eq!(code, 1, "{cpu}: {err}");
        assert!(
            err.contains("the launch executed more than its budget") && err.contains("--max-steps"),
            "{cpu}: {err}"
        );
        let (code, _, err) = gfxc(&[
            "run",
            &gir,
            "--launch",
            &small,
            "--mcpu",
            cpu,
            "--max-steps",
            "100000",
        ]);
        assert_eq!(code, 0, "{cpu}: {err}");
    }
}

/// The dispatch pointer stored as a value is a located `unsupported:` error on every
/// target, not an internal one: gfxc folds that pointer into the loads through it (the
/// implicit-argument pointer is a value since session 9: `tests/segment_loads.rs`).
#[test]
fn escaping_dispatch_pointer_is_unsupported_not_internal() {
    let f = temp(
        "escape.gir",
        "kernel @b(v0: ptr.global) {\nblock0:\n    v1 = dispatch_ptr\n    \
         v2 = iconst.i64 42\n    v3 = ptradd v1, v2\n    store v3, v0\n    return\n}\n",
    );
    let o = temp("escape.o", "");
    for cpu in ["gfx600", "gfx900", "gfx1100"] {
        let (code, _, err) = gfxc(&["compile", &f, "--mcpu", cpu, "-o", &o]);
        assert_eq!(code, 1, "{cpu}");
        assert!(
            err.starts_with(&format!(
                "{f}:6:5: error: @b: unsupported: the dispatch or implicit-argument pointer"
            )),
            "{cpu}: {err}"
        );
    }
}
