//! Targeted probes answered by llvm-mc-19 (`tests/probes/TOPIC.s`, results committed as
//! `tests/probes/TOPIC.expected` by `tools/gen_probes.py`): per processor, every line
//! llvm-mc-19 accepted must be assembled by gfxc to exactly llvm-mc-19's text and encoding and
//! disassembled back to that text; every line it rejected must be rejected by gfxc with a
//! located `file:line:col: error:` (the message is compared and reported, and must be
//! llvm-mc-19's where the topic says so in its header: `# same-message`).
//!
//! Live: when llvm-mc-19 is on PATH (required with `GFXC_REQUIRE_LLVM=1`) the probe inputs
//! are re-run through it and must give the committed results, so the data cannot go stale.
use gfxc_isa::{assemble, disassemble, show_encoding, Target};
use std::io::Write;
use std::process::{Command, Stdio};

fn parse_bytes(line: &str) -> Vec<u8> {
    let inner = line
        .split("encoding: [")
        .nth(1)
        .unwrap()
        .trim_end_matches(']');
    inner
        .split(',')
        .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap())
        .collect()
}

struct Topic {
    name: String,
    cpus: Vec<String>,
    same_message: bool,
    lines: Vec<String>,
    expected: Vec<String>,
}

fn topics() -> Vec<Topic> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/probes");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let n = e.unwrap().file_name().into_string().unwrap();
            n.strip_suffix(".s").map(str::to_string)
        })
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let src = std::fs::read_to_string(format!("{dir}/{name}.s")).unwrap();
            let mut it = src.lines();
            let cpus = it
                .next()
                .unwrap()
                .strip_prefix("# cpus:")
                .expect("first line: # cpus: ...")
                .split_whitespace()
                .map(str::to_string)
                .collect();
            let same_message = src.lines().any(|l| l.trim() == "# same-message");
            let lines = it
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(str::to_string)
                .collect();
            let expected = std::fs::read_to_string(format!("{dir}/{name}.expected"))
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect();
            Topic {
                name,
                cpus,
                same_message,
                lines,
                expected,
            }
        })
        .collect()
}

#[test]
fn probes_match_llvm_mc() {
    let mut failures = Vec::new();
    let mut n = 0;
    for t in topics() {
        assert_eq!(
            t.expected.len(),
            t.cpus.len() * t.lines.len(),
            "{}: stale .expected (run tools/gen_probes.py)",
            t.name
        );
        let (mut ok, mut err, mut same_msg) = (0, 0, 0);
        for e in &t.expected {
            let c: Vec<&str> = e.splitn(4, '\t').collect();
            let (cpu, kind, input, want) = (c[0], c[1], c[2], c[3]);
            let target = Target::parse(cpu).unwrap();
            n += 1;
            match (kind, assemble(input, "x.s", &target)) {
                ("OK", Ok(l)) => {
                    let got = show_encoding(&l);
                    if got.trim() != want {
                        failures.push(format!(
                            "{}: {cpu}: `{input}`\n want {want}\n  got {}",
                            t.name,
                            got.trim()
                        ));
                        continue;
                    }
                    let text = want.split(';').next().unwrap().trim();
                    let d = disassemble(&parse_bytes(want), &target);
                    // An assembler-only spelling (`v_mul_lo_i32` on GFX8/9, table::flag::
                    // ASM_ONLY) decodes as the row whose opcode it borrows: the same operands
                    // under that row's name, as llvm-mc-19 disassembles it.
                    let (mn, ops) = text.split_once(' ').unwrap_or((text, ""));
                    let tab = gfxc_isa::table::table(target.processor.isa);
                    let asm_only = !tab.by_name(mn).is_empty()
                        && tab
                            .by_name(mn)
                            .iter()
                            .all(|&i| tab.def(i).has(gfxc_isa::table::flag::ASM_ONLY));
                    let same = |got: &str| {
                        if asm_only {
                            let (gmn, gops) = got.split_once(' ').unwrap_or((got, ""));
                            gmn != mn && gops == ops
                        } else {
                            got == text
                        }
                    };
                    if d.len() != 1 || d[0].invalid || !same(&d[0].text) {
                        let got: Vec<&str> = d.iter().map(|x| x.text.as_str()).collect();
                        failures.push(format!("{}: {cpu}: disassembly of {want}: {got:?}", t.name));
                        continue;
                    }
                    ok += 1;
                }
                ("OK", Err(e)) => failures.push(format!(
                    "{}: {cpu}: `{input}` rejected: {e}\n want {want}",
                    t.name
                )),
                ("ERR", Ok(l)) => failures.push(format!(
                    "{}: {cpu}: `{input}` accepted as {} (llvm-mc-19: {want})",
                    t.name,
                    show_encoding(&l).trim()
                )),
                ("ERR", Err(e)) => {
                    let d = &e.0[0];
                    if d.line != 1 || d.col == 0 || !d.to_string().starts_with("x.s:1:") {
                        failures.push(format!("{}: {cpu}: unlocated error {d}", t.name));
                    } else if d.message == want {
                        same_msg += 1;
                        err += 1;
                    } else if t.same_message {
                        failures.push(format!(
                            "{}: {cpu}: `{input}`: message `{}`, llvm-mc-19 `{want}`",
                            t.name, d.message
                        ));
                    } else {
                        err += 1;
                    }
                }
                _ => panic!("{}: bad line {e}", t.name),
            }
        }
        println!(
            "{}: {ok} accepted forms identical, {err} rejections located ({same_msg} with llvm-mc-19's message)",
            t.name
        );
    }
    for f in failures.iter().take(40) {
        println!("{f}");
    }
    assert!(n > 0);
    assert!(failures.is_empty(), "{} probe mismatches", failures.len());
}

fn llvm_mc_present() -> bool {
    Command::new("llvm-mc-19")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// llvm-mc-19's answer for each line, in the `.expected` format.
fn live(cpu: &str, lines: &[String]) -> Vec<String> {
    let mut child = Command::new("llvm-mc-19")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={cpu}"),
            "-show-encoding",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn llvm-mc-19");
    let src = lines.join("\n") + "\n";
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(src.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut errs = std::collections::BTreeMap::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:") {
            let mut p = rest.splitn(3, ':');
            let line: usize = p.next().unwrap().parse().unwrap();
            let msg = p
                .nth(1)
                .unwrap()
                .trim_start()
                .strip_prefix("error: ")
                .unwrap_or("");
            errs.entry(line).or_insert_with(|| msg.to_string());
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut good = stdout
        .lines()
        .filter(|l| l.contains("encoding:"))
        .map(|l| l.trim().to_string());
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| match errs.get(&(i + 1)) {
            Some(m) => format!("{cpu}\tERR\t{l}\t{m}"),
            None => format!("{cpu}\tOK\t{l}\t{}", good.next().unwrap_or_default()),
        })
        .collect()
}

#[test]
fn probes_are_current_with_llvm_mc() {
    if !llvm_mc_present() {
        assert!(
            std::env::var("GFXC_REQUIRE_LLVM").as_deref() != Ok("1"),
            "GFXC_REQUIRE_LLVM=1 but llvm-mc-19 is not on PATH"
        );
        {
            // Straight to stderr: libtest does not capture it, so the skip shows in `cargo test`.
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: live probe check (llvm-mc-19 not installed)"
            );
        }
        return;
    }
    for t in topics() {
        let mut got = Vec::new();
        for cpu in &t.cpus {
            got.extend(live(cpu, &t.lines));
        }
        assert!(
            got == t.expected,
            "{}: llvm-mc-19 now answers differently (run tools/gen_probes.py): first difference {:?}",
            t.name,
            got.iter().zip(&t.expected).find(|(a, b)| a != b)
        );
        println!("{}: {} live results identical", t.name, got.len());
    }
}
