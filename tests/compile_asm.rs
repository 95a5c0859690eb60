//! `gfxc compile --emit asm` of every kernel that compiles re-assembles with llvm-mc-19 (and
//! links with ld.lld-19) to exactly the code bytes and kernel descriptors of gfxc's own object,
//! and compiling is deterministic (twice, and on 8 threads at once: identical
//! bytes). Without llvm-mc-19 the assembler check is skipped, unless `GFXC_REQUIRE_LLVM=1`.

mod common;

use gfxc::isa::processors::Target;
use std::path::Path;
use std::process::Command;

/// Every target of the pass matrix.
use common::ALL_TARGETS as TARGETS;

fn target(cpu: &str, mattr: &str) -> Target {
    let mut t = Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

fn llvm_mc() -> bool {
    let ok = Command::new("llvm-mc-19").arg("--version").output().is_ok();
    if !ok && std::env::var("GFXC_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("llvm-mc-19 is required (GFXC_REQUIRE_LLVM=1)");
    }
    ok
}

fn text_of(obj: &[u8]) -> Vec<u8> {
    let ro = gfxc_emit::read(obj).unwrap();
    ro.object
        .functions
        .iter()
        .flat_map(|f| f.code.iter().copied())
        .collect()
}

/// Every example and corpus kernel: (label, module); those gfx cannot load are skipped.
fn all_modules() -> Vec<(String, gfxc::ir::Module)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for (dir, ext) in [
        ("examples", "gir"),
        ("tests/corpus", "ll"),
        ("tests/packed16", "gir"),
    ] {
        let mut v: Vec<_> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        v.sort();
        for p in v {
            let src = std::fs::read_to_string(&p).unwrap();
            if let Ok(m) =
                gfxc::load_source(gfxc::SourceKind::from_path(&p.to_string_lossy()), &src)
            {
                out.push((p.file_name().unwrap().to_string_lossy().into_owned(), m));
            }
        }
    }
    out
}

/// `--emit asm` of every kernel that compiles, assembled by llvm-mc-19 and linked by
/// ld.lld-19, is a code object with the same code bytes and the same kernel descriptors as
/// gfxc's own object (both read by `gfxc_emit::read`).
#[test]
fn asm_reassembles_to_the_same_code_and_descriptor() {
    if !llvm_mc() {
        {
            // Straight to stderr: libtest does not capture it, so the skip shows in `cargo test`.
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: asm re-assembly check (llvm-mc-19 not installed)"
            );
        }
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-compile-asm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (k, m) in all_modules() {
        for (cpu, mattr) in TARGETS {
            let t = target(cpu, mattr);
            let Ok(c) = gfxc::compile::compile_kernels(&m, &t, true) else {
                continue;
            };
            let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
            let s = dir.join(format!("{k}-{cpu}{mattr}.s"));
            let o = dir.join(format!("{k}-{cpu}{mattr}.o"));
            let so = dir.join(format!("{k}-{cpu}{mattr}.hsaco"));
            std::fs::write(&s, &asm).unwrap();
            let mut cmd = Command::new("llvm-mc-19");
            cmd.args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                "-filetype=obj",
            ]);
            if !mattr.is_empty() {
                cmd.arg(format!("-mattr={mattr}"));
            }
            let out = cmd.arg(&s).arg("-o").arg(&o).output().unwrap();
            if !out.status.success() {
                failures.push(format!(
                    "{k} {cpu}{mattr}: llvm-mc-19: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            // The relocatable object's .text: compare with our kernels' code.
            let ro = object_text(&std::fs::read(&o).unwrap());
            let ours: Vec<u8> = c.kernels.iter().flat_map(|k| k.code.clone()).collect();
            if ro.get(..ours.len()) != Some(&ours[..]) {
                failures.push(format!("{k} {cpu}{mattr}: code bytes differ (llvm-mc-19)"));
            }
            let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
            assert_eq!(text_of(&obj), ours, "{k} {cpu}: object code");
            // Linked: same code per kernel and the same descriptor.
            let out = Command::new("ld.lld-19")
                .arg("-shared")
                .arg(&o)
                .arg("-o")
                .arg(&so)
                .output();
            let Ok(out) = out else {
                {
                    // Straight to stderr: libtest does not capture it, so the skip shows in `cargo test`.
                    use std::io::Write as _;
                    let _ = writeln!(
                        std::io::stderr(),
                        "SKIPPED: descriptor comparison (ld.lld-19 not installed)"
                    );
                }
                continue;
            };
            if !out.status.success() {
                failures.push(format!(
                    "{k} {cpu}{mattr}: ld.lld-19: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            let theirs = match gfxc_emit::read(&std::fs::read(&so).unwrap()) {
                Ok(r) => r,
                Err(e) => {
                    failures.push(format!("{k} {cpu}{mattr}: reading lld's object: {e}"));
                    continue;
                }
            };
            let mine = gfxc_emit::read(&obj).unwrap();
            for f in &mine.object.functions {
                let Some(g) = theirs.object.functions.iter().find(|g| g.name == f.name) else {
                    failures.push(format!(
                        "{k} {cpu}{mattr}: {} missing in lld's object",
                        f.name
                    ));
                    continue;
                };
                if g.code != f.code {
                    failures.push(format!("{k} {cpu}{mattr}: {}: linked code differs", f.name));
                }
                if g.descriptor != f.descriptor {
                    failures.push(format!(
                        "{k} {cpu}{mattr}: {}: descriptor differs:\n  gfxc: {:?}\n  lld:  {:?}",
                        f.name, f.descriptor, g.descriptor
                    ));
                }
                checked += 1;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{checked} kernels: same code and descriptor through llvm-mc-19 + ld.lld-19");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 300, "only {checked} kernels compared");
}

/// The `.text` section of a relocatable object (llvm-mc-19's output).
fn object_text(elf: &[u8]) -> Vec<u8> {
    use object::{Object, ObjectSection};
    let file = object::File::parse(elf).expect("llvm-mc-19 wrote an ELF object");
    file.section_by_name(".text")
        .and_then(|s| s.data().ok())
        .map(<[u8]>::to_vec)
        .unwrap_or_default()
}

/// Every kernel that compiles, on every target: two runs give identical bytes, and eight
/// threads compiling the whole set at once (each in a different order) give the same bytes.
#[test]
fn deterministic_across_runs_and_threads() {
    let modules = all_modules();
    let mut cells = Vec::new();
    for (k, m) in &modules {
        for (cpu, mattr) in TARGETS {
            let t = target(cpu, mattr);
            let Ok(a) = gfxc::compile_module(m, &t) else {
                continue;
            };
            let b = gfxc::compile_module(m, &t).unwrap();
            assert_eq!(a, b, "{k} {cpu}{mattr}: two runs differ");
            cells.push((k.as_str(), m, t, a));
        }
    }
    assert!(cells.len() >= 300, "only {} cells compiled", cells.len());
    // The threaded pass uses every fourth cell (all kernels, rotating targets) to bound the
    // test's time; each thread starts at a different cell.
    let sample: Vec<_> = cells.iter().step_by(4).collect();
    std::thread::scope(|s| {
        for start in 0..8 {
            let sample = &sample;
            s.spawn(move || {
                for i in 0..sample.len() {
                    let (k, m, t, expected) = sample[(start * 7 + i) % sample.len()];
                    let got = gfxc::compile_module(m, t).unwrap();
                    assert!(&got == expected, "{k} {t}: thread {start} differs");
                }
            });
        }
    });
}

/// The bytes `gfxc as` makes for `src`, laid out by offset (what `gfxc as -o` writes), and
/// the offset of every label.
fn gfxc_as(
    src: &str,
    file: &str,
    t: &Target,
) -> (Vec<u8>, std::collections::HashMap<String, usize>) {
    let lines = gfxc::isa::assemble(src, file, t).unwrap_or_else(|d| panic!("{file}:\n{d}"));
    let mut bytes = Vec::new();
    let mut labels = std::collections::HashMap::new();
    for l in &lines {
        assert_eq!(l.offset as usize, bytes.len(), "{file}:{}", l.line);
        if let Some(n) = &l.label {
            labels.insert(n.clone(), bytes.len());
        }
        bytes.extend_from_slice(&l.bytes);
    }
    (bytes, labels)
}

/// `gfxc as` reads what `gfxc compile --emit asm` writes (`.amdhsa_kernel` blocks,
/// `.amdgpu_metadata`, sections, symbols, `.p2align`) and makes, for every kernel of every
/// example and corpus module on four targets, exactly the code bytes of `--emit obj`.
#[test]
fn gfxc_as_reads_emit_asm_and_makes_the_same_code() {
    let mut checked = 0;
    for &(cpu, mattr) in &[
        ("gfx900", ""),
        ("gfx90a", ""),
        ("gfx1030", "+wavefrontsize64"),
        ("gfx1100", ""),
    ] {
        let t = target(cpu, mattr);
        for (name, m) in all_modules() {
            let Ok(c) = gfxc::compile::compile_kernels(&m, &t, false) else {
                continue;
            };
            let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
            let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
            let ro = gfxc_emit::read(&obj).unwrap();
            let file = format!("{name}.{cpu}{mattr}.s");
            let (bytes, labels) = gfxc_as(&asm, &file, &t);
            for (f, _) in ro.object.kernels() {
                let at = *labels
                    .get(&f.name)
                    .unwrap_or_else(|| panic!("{file}: no label {}", f.name));
                assert!(
                    bytes.get(at..at + f.code.len()) == Some(&f.code[..]),
                    "{file}: @{} differs from --emit obj",
                    f.name
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} kernels");
}

/// `gfxc as` assembles llc-19's own assembly output (tests/data/llc_asm: code-end padding with
/// `.p2alignl`/`.fill`, `.section .AMDGPU.csdata`, YAML metadata) to exactly the `.text` bytes
/// llvm-mc-19 makes of it; with llvm-mc-19 installed the goldens are re-made live.
#[test]
fn gfxc_as_assembles_llc19_output_like_llvm_mc() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/llc_asm");
    let live = Command::new("llvm-mc-19").arg("--version").output().is_ok();
    if !live {
        if std::env::var("GFXC_REQUIRE_LLVM").as_deref() == Ok("1") {
            panic!("llvm-mc-19 is required (GFXC_REQUIRE_LLVM=1)");
        }
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: live re-make of tests/data/llc_asm goldens (llvm-mc-19 not installed)"
        );
    }
    let mut n = 0;
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    paths.sort();
    for s in paths {
        let stem = s.file_stem().unwrap().to_string_lossy().into_owned();
        let cpu = stem.rsplit('.').next().unwrap();
        let t = target(cpu, "");
        let src = std::fs::read_to_string(&s).unwrap();
        assert!(src.contains(".amdgpu_metadata") && src.contains(".amdhsa_kernel"));
        let want = std::fs::read(s.with_extension("text")).unwrap();
        let (got, _) = gfxc_as(&src, &stem, &t);
        assert!(
            got == want,
            "{stem}: gfxc as differs from llvm-mc-19's .text"
        );
        if live {
            let o = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("gfxc-llcasm-{}-{stem}.o", std::process::id()));
            let st = Command::new("llvm-mc-19")
                .args([
                    "-triple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-filetype=obj",
                ])
                .arg(&s)
                .arg("-o")
                .arg(&o)
                .status()
                .unwrap();
            assert!(st.success(), "{stem}");
            let bin = o.with_extension("bin");
            let st = Command::new("llvm-objcopy-19")
                .args(["-O", "binary", "--only-section=.text"])
                .arg(&o)
                .arg(&bin)
                .status()
                .unwrap();
            assert!(st.success(), "{stem}");
            assert!(
                std::fs::read(&bin).unwrap() == want,
                "{stem}: golden .text is stale"
            );
        }
        n += 1;
    }
    assert!(n >= 5, "{n} goldens");
}
